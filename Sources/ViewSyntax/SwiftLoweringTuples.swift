// Tuples read from swift-syntax's tree (SwiftTupleSyntax.swift): tuple types and values, and
// the tuple patterns of declarations, assignments and loops, each lowered to a hidden constant
// holding the value and a name bound to each of its elements — which is what Swift's patterns
// do: the value is computed once, before any name is bound or assigned (`(a, b) = (b, a)` swaps).

import FoundationEssentials
import SwiftSyntax

extension SwiftLowering {
    /// `(a, b)`, `(dx: 1, dy: 2)`.
    func tupleExpr(_ t: TupleExprSyntax) throws -> Int32 {
        guard !t.elements.isEmpty else { throw outside("the empty tuple '()' as a value", t) }
        let mark = p.scratch.count
        for el in t.elements {
            let v = try expr(el.expression)
            p.scratch.append(el.label.map { intern($0).raw } ?? -1); p.scratch.append(v)
        }
        return node(.tuple, start(t), end(t), a: p.flush(mark), b: Int32(t.elements.count))
    }

    /// The value Swift gives a `var` of a tuple type whose elements are all optionals (or such
    /// tuples) when it is declared without one — `(left: nil, right: nil)` for `(left: Branch?,
    /// right: Branch?)` —; nil for any other type.
    func nilTuple(_ t: TypeSyntax) -> Int32? {
        guard let tu = unparenthesized(t).as(TupleTypeSyntax.self), tu.elements.count > 1 else { return nil }
        let mark = p.scratch.count
        for el in tu.elements {
            let v: Int32
            if SwiftLowering.isOptional(unparenthesized(el.type)) {
                v = node(.identifier, start(el.type), end(el.type), a: names.intern("nil").raw)
            } else if let inner = nilTuple(el.type) {
                v = inner
            } else {
                p.scratch.truncate(to: mark)
                return nil
            }
            p.scratch.append(el.firstName.map { intern($0).raw } ?? -1); p.scratch.append(v)
        }
        return node(.tuple, start(tu), end(tu), a: p.flush(mark), b: Int32(tu.elements.count))
    }

    /// A switch case's tuple pattern — `(0, _)`, `(let x, 1)`, `let (x, y)`, `(.a, 0..<5)` — as a
    /// `tuple` node flagged `SyntaxTree.tuplePattern` (SwiftTupleSyntax.swift); nil when `pat`
    /// is no tuple.
    func tuplePattern(_ pat: PatternSyntax) throws -> Int32? {
        var inner = pat, bindAll = false, isVar = false
        if let vb = inner.as(ValueBindingPatternSyntax.self) {
            inner = vb.pattern; bindAll = true; isVar = vb.bindingSpecifier.isKeyword(.var)
        }
        var elements: [(label: TokenSyntax?, item: Syntax)] = []
        if let tp = inner.as(TuplePatternSyntax.self) {
            elements = tp.elements.map { ($0.label, Syntax($0.pattern)) }
        } else if let t = inner.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self), t.elements.count > 1 {
            elements = t.elements.map { ($0.label, Syntax($0.expression)) }
        } else {
            return nil
        }
        let mark = p.scratch.count
        for el in elements {
            let v = try tuplePatternElement(el.item, bindAll: bindAll, isVar: isVar)
            p.scratch.append(el.label.map { intern($0).raw } ?? -1); p.scratch.append(v)
        }
        return node(.tuple, start(pat), end(pat), a: p.flush(mark), b: Int32(elements.count), flags: SyntaxTree.tuplePattern)
    }

    /// One element of a tuple pattern: `_`, a name bound (`let x`, or `x` under `let (…)`), an
    /// optional's value bound (`l?`, `let l?`; `_?` matches any value but nil), or a value
    /// matched.
    func tuplePatternElement(_ item: Syntax, bindAll: Bool, isVar: Bool) throws -> Int32 {
        func bound(_ t: TokenSyntax, isVar: Bool, some: Bool = false) -> Int32 {
            let someFlag = some ? SyntaxTree.boundSome : 0
            if t.tokenKind == .wildcard { return node(.identifier, start(t), end(t), a: names.intern("_").raw, flags: SyntaxTree.boundName | someFlag) }
            localNames.insert(t.text)
            return node(.identifier, start(t), end(t), a: intern(t).raw, flags: SyntaxTree.boundName | someFlag | (isVar ? SyntaxTree.boundVar : 0))
        }
        if let pat = item.as(PatternSyntax.self) {
            if let ip = pat.as(IdentifierPatternSyntax.self) { return bound(ip.identifier, isVar: isVar) }
            if let w = pat.as(WildcardPatternSyntax.self) { return bound(w.wildcard, isVar: false) }
            if let vb = pat.as(ValueBindingPatternSyntax.self), let ip = vb.pattern.as(IdentifierPatternSyntax.self) {
                return bound(ip.identifier, isVar: vb.bindingSpecifier.isKeyword(.var))
            }
            // `let x?`: the name under `let`, bound to an optional's value.
            if let vb = pat.as(ValueBindingPatternSyntax.self), let e = vb.pattern.as(ExpressionPatternSyntax.self), e.expression.is(OptionalChainingExprSyntax.self) {
                return try tuplePatternElement(Syntax(e.expression), bindAll: true, isVar: vb.bindingSpecifier.isKeyword(.var))
            }
            if let e = pat.as(ExpressionPatternSyntax.self) { return try tuplePatternElement(Syntax(e.expression), bindAll: bindAll, isVar: isVar) }
            throw outside("this pattern in a tuple pattern (nested tuples, casts and enum cases with values)", pat)
        }
        guard let e = item.as(ExprSyntax.self) else { throw outside("this pattern in a tuple pattern", item) }
        if let d = e.as(DiscardAssignmentExprSyntax.self) { return bound(d.wildcard, isVar: false) }
        // `l?` under `let (…)`, `let l?`, `_?` (Swift's grammar reads them as optional chains).
        if let o = e.as(OptionalChainingExprSyntax.self) {
            var name: TokenSyntax? = nil, v = isVar
            if let d = o.expression.as(DiscardAssignmentExprSyntax.self) { name = d.wildcard }
            else if bindAll, let d = o.expression.as(DeclReferenceExprSyntax.self), d.argumentNames == nil { name = d.baseName }
            else if let pe = o.expression.as(PatternExprSyntax.self) {
                var pat = pe.pattern
                if let vb = pat.as(ValueBindingPatternSyntax.self) { v = vb.bindingSpecifier.isKeyword(.var); pat = vb.pattern }
                if let ip = pat.as(IdentifierPatternSyntax.self) { name = ip.identifier }
                else if let w = pat.as(WildcardPatternSyntax.self) { name = w.wildcard }
            }
            guard let name else { throw outside("this pattern in a tuple pattern (nested tuples, casts and enum cases with values)", e) }
            return bound(name, isVar: name.tokenKind == .wildcard ? false : v, some: true)
        }
        if let pe = e.as(PatternExprSyntax.self) { return try tuplePatternElement(Syntax(pe.pattern), bindAll: bindAll, isVar: isVar) }
        if bindAll, let d = e.as(DeclReferenceExprSyntax.self) { return bound(d.baseName, isVar: isVar) }
        if e.is(TupleExprSyntax.self) || containsBinding(e) { throw outside("this pattern in a tuple pattern (nested tuples, casts and enum cases with values)", e) }
        return try expr(e)
    }

    /// `(CGFloat, CGFloat)`, `(min: Double, max: Double)`: a typeRef flagged 32.
    func tupleType(_ tu: TupleTypeSyntax, _ whole: TypeSyntax, flags: UInt16) throws -> Int32 {
        let mark = p.scratch.count
        p.scratch.append(Int32(tu.elements.count))
        for el in tu.elements {
            if el.ellipsis != nil || el.inoutKeyword != nil { throw outside("variadic and 'inout' tuple elements", el) }
            p.scratch.append(el.firstName.map { $0.tokenKind == .wildcard ? -1 : intern($0).raw } ?? -1)
            p.scratch.append(try type(el.type))
        }
        return node(.typeRef, start(whole), end(whole), a: names.intern("$tuple").raw, b: p.flush(mark), flags: flags | 32)
    }

    /// What takes apart the value the hidden constant `hidden` holds by the pattern `tp`: each
    /// name bound to its element (`bind`, flagged a name the code wrote); an element that is a
    /// tuple pattern itself (`let (a, (b, c)) = …`) held in a hidden constant of its own, taken
    /// apart in turn, as Swift binds a nested pattern's names.
    func elementBindings(_ tp: TuplePatternSyntax, of hidden: Name, _ bind: (_ name: Name, _ s: Int32, _ e: Int32, _ value: Int32, _ written: Bool) -> Int32) throws -> [Int32] {
        var out: [Int32] = []
        for (k, el) in tp.elements.enumerated() {
            var pat = el.pattern
            if let vb = pat.as(ValueBindingPatternSyntax.self) { pat = vb.pattern }
            if pat.is(WildcardPatternSyntax.self) { continue }
            if let ip = pat.as(IdentifierPatternSyntax.self) {
                let n = ip.identifier
                localNames.insert(n.text)
                out.append(bind(intern(n), start(n), end(n), element(hidden, k, start(n), end(n)), true))
            } else if let inner = pat.as(TuplePatternSyntax.self) {
                let h = hiddenName(start(inner), inner.elements.count)
                out.append(bind(h, start(inner), end(inner), element(hidden, k, start(inner), end(inner)), false))
                out += try elementBindings(inner, of: h, bind)
            } else {
                throw outside("this pattern in a tuple pattern", el.pattern)
            }
        }
        return out
    }

    /// The names of a stored property's tuple pattern, in order (nil for `_`); nested patterns
    /// are refused (each name is its element of the value written again, tupleBinding).
    func tupleNames(_ tp: TuplePatternSyntax) throws -> [TokenSyntax?] {
        try tp.elements.map { el in
            var pat = el.pattern
            if let vb = pat.as(ValueBindingPatternSyntax.self) { pat = vb.pattern }
            if let ip = pat.as(IdentifierPatternSyntax.self) { return ip.identifier }
            if pat.is(WildcardPatternSyntax.self) { return nil }
            throw outside("nested tuple patterns", el.pattern)
        }
    }

    /// A hidden name for the value a pattern of `count` names takes apart (no code can write
    /// it; the checker reads the count from it: `$tuple<offset>:<count>`).
    func hiddenName(_ at: Int32, _ count: Int) -> Name { names.intern("$tuple\(at):\(count)") }

    /// `base.k`: element `k` of the value named `base`, at `range`.
    func element(_ base: Name, _ k: Int, _ s: Int32, _ e: Int32) -> Int32 {
        let b = node(.identifier, s, s, a: base.raw)
        return node(.member, s, e, a: b, b: names.intern(String(k)).raw)
    }

    /// A `var`/`let` node: [name start, type or -1, value or -1, getter count].
    func varNode(_ name: Name, _ nameStart: Int32, _ s: Int32, _ e: Int32, type: Int32, value: Int32, flags: VarFlags) -> Int32 {
        let mark = p.scratch.count
        p.scratch.append(nameStart); p.scratch.append(type); p.scratch.append(value); p.scratch.append(0)
        return node(.varDecl, s, e, a: name.raw, b: p.flush(mark), flags: flags.rawValue)
    }

    /// `let (a, b) = value`, `var (x, _): (CGFloat, CGFloat) = value`: the value in a hidden
    /// constant (of the type written), then each name declared with its element. A class's or
    /// struct's stored properties (`member`) have no hidden property (an initializer cannot read
    /// another): each is the element of the value written again, which such an initializer
    /// may compute as often as it likes, since it cannot read or change the instance.
    func tupleBinding(_ b: PatternBindingSyntax, _ tp: TuplePatternSyntax, flags: VarFlags, member: Bool) throws -> [Int32] {
        guard let initializer = b.initializer else { throw outside("tuple patterns without a value", tp) }
        if b.accessorBlock != nil { throw outside("tuple patterns with accessors", tp) }
        if member {
            let ns = try tupleNames(tp)
            var out: [Int32] = []
            let types = b.typeAnnotation.flatMap { $0.type.as(TupleTypeSyntax.self) }.map { Array($0.elements) }
            if let types, types.count != ns.count { throw fail("a tuple pattern of \(ns.count) names takes apart a tuple of \(ns.count) elements", b) }
            for (k, n) in ns.enumerated() {
                guard let n else { continue }
                let v = try expr(initializer.value)
                let el = node(.member, p.start(v), p.end(v), a: v, b: names.intern(String(k)).raw)
                let t = try types.map { try type($0[k].type) } ?? -1
                out.append(varNode(intern(n), start(n), start(n), end(n), type: t, value: el, flags: flags))
            }
            return out
        }
        let t = try b.typeAnnotation.map { try type($0.type) } ?? -1
        let v = try expr(initializer.value)
        let (s, e) = (start(b), end(b))
        let hidden = hiddenName(s, tp.elements.count)
        let out = [varNode(hidden, s, s, e, type: t, value: v, flags: [])]
        return try out + elementBindings(tp, of: hidden) { name, s, e, value, written in
            varNode(name, s, s, e, type: -1, value: value, flags: written ? flags : [])
        }
    }

    /// `(a, b) = (b, a)`, `(x, _, self.y) = f()`: the value in a hidden constant, then each
    /// target assigned its element, in a block of their own (`if true { … }`).
    func tupleAssignment(_ targets: TupleExprSyntax, _ valueEls: [ExprSyntax], op: Operator, at opEl: ExprSyntax) throws -> Int32 {
        if op != .none { throw outside("compound assignment to a tuple", opEl) }
        if let el = targets.elements.first(where: { $0.label != nil }) { throw outside("labels in a tuple assigned to", el) }
        return try assignElements(targets.elements.map(\.expression), of: try fold(valueEls), from: start(targets))
    }

    /// `swap(&a, &b)`, Swift's swap of two variables: `(a, b) = (b, a)`.
    func swapCall(_ c: FunctionCallExprSyntax, _ a: ExprSyntax, _ b: ExprSyntax) throws -> Int32 {
        let mark = p.scratch.count
        for el in [b, a] { let v = try expr(el); p.scratch.append(-1); p.scratch.append(v) }
        let value = node(.tuple, start(c), end(c), a: p.flush(mark), b: 2)
        return try assignElements([a, b], of: value, from: start(c))
    }

    /// Each of `targets` assigned its element of the tuple `v`, the value held in a hidden
    /// constant first, in a block of their own (`if true { … }`).
    func assignElements(_ targets: [ExprSyntax], of v: Int32, from s: Int32) throws -> Int32 {
        let e = p.end(v)
        let hidden = hiddenName(s, targets.count)
        var stmts = [varNode(hidden, s, s, e, type: -1, value: v, flags: [])]
        for (k, el) in targets.enumerated() {
            if el.is(DiscardAssignmentExprSyntax.self) { continue }
            inTarget = true
            let target = try expr(el)
            inTarget = false
            switch p.nodes[Int(target)].kind {
            case .identifier, .member, .subscripted: break
            default:
                p.error("only a variable or its member can be assigned to", range(p.start(target), p.end(target)))
                throw Bail()
            }
            stmts.append(node(.assign, p.start(target), p.end(target), a: target, b: element(hidden, k, p.start(target), p.end(target))))
        }
        let mark = p.scratch.count
        p.pushList(stmts)
        p.scratch.append(-1)
        return node(.ifStmt, s, e, a: node(.bool, s, s, a: 1), b: p.flush(mark))
    }

    /// `for (a, b) in pairs`: a loop over the sequence's elements, each name bound by a `let`
    /// to its element (the pattern's names, in order; `_` binds nothing).
    func tupleElementLoop(_ f: ForStmtSyntax, _ tp: TuplePatternSyntax) throws -> Int32 {
        let seq = try expr(f.sequence)
        let hidden = hiddenName(start(tp), tp.elements.count)
        let lets = try elementBindings(tp, of: hidden) { name, s, e, value, _ in
            let mark = p.scratch.count
            p.scratch.append(s); p.scratch.append(value)
            return node(.letBinding, s, e, a: name.raw, b: p.flush(mark))
        }
        let body = try loopBody(f, first: lets)
        let mark = p.scratch.count
        p.scratch.append(start(tp)); p.scratch.append(seq); p.pushList(body)
        return node(.forStmt, start(f), end(f), a: hidden.raw, b: p.flush(mark))
    }
}
