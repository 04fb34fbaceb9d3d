// The checker's half for tuples (Builtins/Tuple.swift): a tuple's type is its elements' types
// and labels; an element is read and set by its label or its place (`t.dx`, `t.0`), resolved
// here to its place; a tuple is given where one of as many elements is declared, each element
// accepted as a value of its own would be, labels agreeing where both have them (Swift's rule).

import ViewSyntax

/// The number kinds of a tuple's element: a number's, or (a tuple nested in the tuple,
/// `(1, (2, 3.5))`) its own elements' each, as deep as tuples nest.
indirect enum TupleKindTree: Equatable {
    case number(SwiftNumberKind)
    case tuple([TupleKindTree])

    /// The kinds of a tuple's elements, a nested tuple's element counted a Double's.
    static func flat(_ ts: [TupleKindTree]) -> [SwiftNumberKind] {
        ts.map { if case .number(let k) = $0 { return k } else { return .double } }
    }
    static func nests(_ ts: [TupleKindTree]) -> Bool {
        ts.contains { if case .tuple = $0 { return true } else { return false } }
    }
    /// Whether every number in the tuple, nested ones' too, is an Int.
    static func allInts(_ ts: [TupleKindTree]) -> Bool {
        ts.allSatisfy {
            switch $0 {
            case .number(let k): return k == .int
            case .tuple(let inner): return !inner.isEmpty && allInts(inner)
            }
        }
    }
}

extension Checker {
    /// `(a, b)`, `(dx: 1, dy: 2)`.
    func tupleExpr(_ n: NodeID) -> VType? {
        let els = tree.tuple(n)
        unit.res[n.index] = .none
        var ts: [VType] = []
        var known = true
        var seen: Set<String> = []
        for e in els {
            if let l = e.label, !seen.insert(names[l]).inserted {
                error("the label '\(names[l])' is used twice in this tuple", tree.range(e.value))
                unit.res[n.index] = .error
            }
            guard let t = expr(e.value) else { known = false; continue }
            if case .void = t {
                error("a tuple cannot hold the result of a method that returns nothing", tree.range(e.value))
                unit.res[n.index] = .error
            }
            ts.append(t)
        }
        if case .error = unit.res[n.index] { return nil }
        return known ? .tuple(ts, els.map { $0.label.map { names[$0] } }) : nil
    }

    /// The place of the element `name` names (its label, or `0`, `1`…); nil (reported) when none does.
    func tupleIndex(_ name: String, _ ts: [VType], _ ls: [String?], _ r: SourceRange) -> Int? {
        if let k = TupleValue.index(of: name, labels: ls) { return k }
        error("\(article(VType.tuple(ts, ls))) has no element '\(name)'", r)
        return nil
    }

    /// The hidden constant a tuple pattern takes apart (SwiftLoweringTuples.swift).
    func isPatternValue(_ n: NodeID) -> Bool {
        tree.kind(n) == .identifier && names[tree.nameOf(n)].hasPrefix("$tuple")
    }

    /// A tuple pattern's value (the hidden constant `name` holds) has as many elements as the
    /// pattern has names; reported at the value when not.
    func checkPatternValue(_ name: Name, _ t: VType?, at r: SourceRange) {
        let text = names[name]
        guard text.hasPrefix("$tuple"), let colon = text.lastIndex(of: ":"), let count = Int(text[text.index(after: colon)...]), let t else { return }
        if case .tuple(let ts, _) = t {
            if ts.count != count { error("a tuple pattern of \(count) names takes apart a tuple of \(count) elements, not \(article(t))", r) }
        } else {
            error("a tuple pattern takes apart a tuple, not \(article(t))", r)
        }
    }

    /// A member of a chain assigned to (`t.dx = 1`, `pts[i].0 += 2`) when its value is a
    /// tuple: the element's place, by which the assignment writes it (a tuple's value may carry
    /// other labels than its declared type's), and its type. Nil when the value is not a tuple;
    /// `.some(nil)` (reported) when no element has the name.
    func tupleMemberStep(_ bt: VType, _ m: String, _ r: SourceRange) -> (place: String, type: VType)?? {
        guard case .tuple(let ts, let ls) = bt else { return nil }
        guard let i = tupleIndex(m, ts, ls, r) else { return .some(nil) }
        return (String(i), ts[i])
    }

    /// `t.0`, `t.dx`: the element's type.
    func tupleMember(_ n: NodeID, _ ts: [VType], _ ls: [String?], _ name: String, _ nr: SourceRange) -> VType? {
        if isPatternValue(tree.member(n).base), let k = Int(name), k >= ts.count { unit.res[n.index] = .error; return nil }   // reported at the value
        guard let k = tupleIndex(name, ts, ls, nr) else { unit.res[n.index] = .error; return nil }
        unit.res[n.index] = .tupleElement(Int32(k))
        return ts[k]
    }

    /// Whether a tuple of `gt` (labels `gl`) may be stored where one of `wt` (`wl`) is declared.
    func tupleAccepts(_ wt: [VType], _ wl: [String?], _ gt: [VType], _ gl: [String?], at r: SourceRange, what: String) -> Bool {
        let want = VType.tuple(wt, wl), got = VType.tuple(gt, gl)
        guard wt.count == gt.count, zip(wl, gl).allSatisfy({ $0 == nil || $1 == nil || $0 == $1 }) else {
            error("\(what) is \(article(want)), not \(article(got))", r)
            return false
        }
        for (k, (w, g)) in zip(wt, gt).enumerated() {
            if !accepts(w, g, at: r, what: "element \(wl[k] ?? String(k)) of \(what)") { return false }
        }
        return true
    }

    /// The number kinds of a tuple's elements (an `Int`'s divisions and text are Swift's
    /// `Int`'s), where the code says them: a tuple written, a variable's, a function's result;
    /// of a list of tuples (or an optional one), its elements': an element read from it
    /// (`pairs[0]`, `pairs.first!`) is such a tuple.
    func tupleKinds(_ n: NodeID) -> [SwiftNumberKind]? {
        switch tree.kind(n) {
        case .tuple: return tree.tuple(n).map { numberKind($0.value).kind }
        case .tryExpr: return tupleKinds(tree.tryExpr(n).operand)
        case .identifier:
            let i = Int(tree.nameOf(n).raw)
            guard i < innermost.count, innermost[i] >= 0 else { return nil }
            // A dictionary's (key, value) elements: its numbers' kind (numberKind).
            if decls[Int(innermost[i])].tupleKinds == nil, case .dictionary? = lookupType(n) {
                let k = numberKind(n).kind
                return [k, k]
            }
            return decls[Int(innermost[i])].tupleKinds
        case .subscripted:
            if let acc = tree.subscriptAccessors(n), case .structCall = unit.res[acc.get.index] { return tupleKinds(acc.get) }
            return tupleKinds(tree.subscripted(n).base)
        case .unary: return tupleKinds(tree.unary(n).operand)
        case .ternary:
            // `on ? (1, 2.5) : (3, 4)`: each place's kinds in the two branches combined, as
            // Swift infers the one tuple type (Int, Double); a nil branch has none.
            let t = tree.ternary(n)
            if isNilLiteral(t.else) { return tupleKinds(t.then) }
            if isNilLiteral(t.then) { return tupleKinds(t.else) }
            func places(_ b: NodeID) -> [(kind: SwiftNumberKind, literal: Bool)]? {
                if tree.kind(b) == .tuple { return tree.tuple(b).map { numberKind($0.value) } }
                return tupleKinds(b)?.map { ($0, false) }
            }
            guard let a = places(t.then), let b = places(t.else), a.count == b.count else { return nil }
            return zip(a, b).map { combined($0, $1).kind }
        case .dictionary:
            // `[1: 2.5]`: its (key, value) elements', the keys' and the values' kinds each combined.
            let items = tree.listItems(n)
            guard items.count >= 2 else { return nil }
            var ks: [(kind: SwiftNumberKind, literal: Bool)?] = [nil, nil]
            for (i, item) in items.enumerated() where !isNilLiteral(item) {
                let a = numberKind(item)
                ks[i % 2] = ks[i % 2].map { combined($0, a) } ?? a
            }
            return ks.map { $0?.kind ?? .double }
        case .list:
            // `[(1, "a"), (2.5, "b")]`: each place's kinds combined as a list literal's numbers are.
            var ks: [(kind: SwiftNumberKind, literal: Bool)]? = nil
            for item in tree.listItems(n) where !isNilLiteral(item) {
                guard tree.kind(item) == .tuple else { return nil }
                let its = tree.tuple(item).map { numberKind($0.value) }
                guard let before = ks else { ks = its; continue }
                guard before.count == its.count else { return nil }
                ks = zip(before, its).map { combined($0, $1) }
            }
            return ks?.map(\.kind)
        case .call, .member:
            let k: Int32
            switch unit.res[n.index] {
            // A tuple property of the file's struct or class (`holder.size.0`): its declaration's.
            case .structField(let i) where tree.kind(n) == .member:
                guard let sk = fieldOwners[n.raw] ?? structIndex(of: tree.member(n).base) else { return nil }
                return unit.structs[Int(sk)].fieldTupleKinds[Int(i)]
            // An element of a tuple that is a tuple itself (`t.1` of `(1, (2, 3))`): its own elements'.
            case .tupleElement(let i) where tree.kind(n) == .member:
                return nestedTree(tree.member(n).base, Int(i)).map(TupleKindTree.flat)
            case .userCall(let c): k = unit.calls[Int(c)].function
            case .structCall(let c): k = unit.structCalls[Int(c)].function
            default:
                // `self.t` in a class's or struct's code: its declaration's (`self.t.0 % 4` of Ints).
                if tree.kind(n) == .member, let d = selfMemberDecl(n) { return d.tupleKinds }
                // Another view's tuple property (`w.t`): its declaration's, as its class found them.
                if let ks = propertyTupleKinds[n.raw] { return ks }
                if let ks = pairKinds(n) { return ks }
                // A list's `first`, `last`, `sorted()`, `filter { … }`…: its own elements.
                let callee = tree.kind(n) == .call ? tree.callCallee(n) : n
                // An Int's `quotientAndRemainder(dividingBy:)`: two Ints.
                if tree.kind(n) == .call, tree.kind(callee) == .member, names[tree.member(callee).name] == "quotientAndRemainder" { return [.int, .int] }
                // A Set's `insert(_:)`: whether it was new, and one of its elements.
                if tree.kind(n) == .call, tree.kind(callee) == .member, names[tree.member(callee).name] == "insert", tree.callArgCount(n) == 1,
                   case .listMutation = unit.res[n.index] {
                    return [.double, loopKind(tree.member(callee).base)]
                }
                guard tree.kind(callee) == .member, Checker.elementKeepingMethods.contains(names[tree.member(callee).name]) else { return nil }
                return tupleKinds(tree.member(callee).base)
            }
            let node = unit.functions[Int(k)].node
            guard tree.kind(node) == .funcDecl, let r = tree.funcDecl(node).result else { return nil }
            return elementKinds(ofType: r)
        default: return nil
        }
    }

    func elementKinds(ofType t: NodeID) -> [SwiftNumberKind]? {
        // `[(x: Int, y: Int)]`: its elements' (a list's numbers are its elements').
        if let w = tree.wrappedType(t) { return elementKinds(ofType: w) }
        // `[Int: CGFloat]`: its (key, value) elements', each its own.
        if let d = tree.dictionaryType(t) { return [numberKind(ofType: d.key) ?? .double, numberKind(ofType: d.value) ?? .double] }
        // `typealias Features = (shape: String, count: Int)`: the tuple it stands for.
        guard let els = tree.tupleType(t) else { return aliasedType(t).flatMap { elementKinds(ofType: $0) } }
        return els.map { numberKind(ofType: $0.type) ?? .double }
    }

    /// The kinds of the tuple `n`'s elements, a nested tuple's elements' too, where the code
    /// says them: a tuple written, a variable's, an element of a tuple (`t.1`), a list's
    /// elements, the pairs of `enumerated()` and `zip`; else its elements' (tupleKinds), each a
    /// number's.
    func tupleTree(_ n: NodeID) -> [TupleKindTree]? {
        switch tree.kind(n) {
        case .tuple:
            return tree.tuple(n).map { el in tupleTree(el.value).map(TupleKindTree.tuple) ?? .number(numberKind(el.value).kind) }
        case .identifier:
            let i = Int(tree.nameOf(n).raw)
            if i < innermost.count, innermost[i] >= 0, let tt = decls[Int(innermost[i])].tupleTree { return tt }
        case .tryExpr: return tupleTree(tree.tryExpr(n).operand)
        case .unary: return tupleTree(tree.unary(n).operand)
        case .subscripted:
            // A list's element (`pairs[0]`); a subscript of the file's struct or class: its getter's.
            if let acc = tree.subscriptAccessors(n), case .structCall = unit.res[acc.get.index] { return tupleTree(acc.get) }
            return tupleTree(tree.subscripted(n).base)
        case .call, .member:
            if case .tupleElement(let k) = unit.res[n.index] { return nestedTree(tree.member(n).base, Int(k)) }
            if let pt = pairTree(n) { return pt }
            var function: Int32? = nil
            switch unit.res[n.index] {
            // A tuple property of the file's struct or class (`s.p.1`): its declaration's.
            case .structField(let i) where tree.kind(n) == .member:
                if let sk = fieldOwners[n.raw] ?? structIndex(of: tree.member(n).base), let tt = unit.structs[Int(sk)].fieldTupleTrees[Int(i)] { return tt }
            // `self.t` in a class's or struct's code: its declaration's.
            case _ where tree.kind(n) == .member && selfMemberDecl(n)?.tupleTree != nil:
                return selfMemberDecl(n)?.tupleTree
            case .userCall(let c): function = unit.calls[Int(c)].function
            case .structCall(let c): function = unit.structCalls[Int(c)].function
            default: break
            }
            // A function's result: its declared type's.
            if let function {
                let node = unit.functions[Int(function)].node
                if tree.kind(node) == .funcDecl, let r = tree.funcDecl(node).result, let tt = elementTree(ofType: r) { return tt }
                break
            }
            // A list's `first`, `last`, `sorted()`, `filter { … }`…: its own elements.
            let callee = tree.kind(n) == .call ? tree.callCallee(n) : n
            if tree.kind(callee) == .member, Checker.elementKeepingMethods.contains(names[tree.member(callee).name]),
               let tt = tupleTree(tree.member(callee).base), TupleKindTree.nests(tt) {
                return tt
            }
        case .list:
            // `[(1, (2, 3)), (4, (5, 6.5))]`: each place's kinds, a number Int only where every item's is.
            var merged: [TupleKindTree]? = nil
            for item in tree.listItems(n) where !isNilLiteral(item) {
                guard let tt = tupleTree(item) else { return tupleKinds(n)?.map(TupleKindTree.number) }
                guard let before = merged else { merged = tt; continue }
                guard let m = merge(before, tt) else { return tupleKinds(n)?.map(TupleKindTree.number) }
                merged = m
            }
            if let merged { return merged }
        default: break
        }
        return tupleKinds(n)?.map(TupleKindTree.number)
    }

    /// Element `k` of the tuple `base` when that element is a tuple: its elements' kinds.
    func nestedTree(_ base: NodeID, _ k: Int) -> [TupleKindTree]? {
        guard let bt = tupleTree(base), k < bt.count, case .tuple(let inner) = bt[k] else { return nil }
        return inner
    }

    /// Two tuples' kinds where a list holds both: a number an Int only where both are.
    func merge(_ a: [TupleKindTree], _ b: [TupleKindTree]) -> [TupleKindTree]? {
        guard a.count == b.count else { return nil }
        var out: [TupleKindTree] = []
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.number(let p), .number(let q)): out.append(.number(p == q ? p : .double))
            case (.tuple(let p), .tuple(let q)): guard let m = merge(p, q) else { return nil }; out.append(.tuple(m))
            default: return nil
            }
        }
        return out
    }

    /// `xs.enumerated()`'s and `zip(xs, ys)`'s pairs, an element that is a tuple with its own
    /// elements' kinds (`zip(xs, ys).enumerated()`: an Int and a pair).
    func pairTree(_ seq: NodeID) -> [TupleKindTree]? {
        guard tree.kind(seq) == .call else { return nil }
        let callee = tree.callCallee(seq)
        func element(_ list: NodeID) -> TupleKindTree { tupleTree(list).map(TupleKindTree.tuple) ?? .number(loopKind(list)) }
        if tree.kind(callee) == .member, names[tree.member(callee).name] == "enumerated", tree.callArgCount(seq) == 0 {
            return [.number(.int), element(tree.member(callee).base)]
        }
        if tree.kind(callee) == .identifier, names[tree.nameOf(callee)] == "zip", lookup(tree.nameOf(callee)) == nil, tree.callArgCount(seq) == 2 {
            return [element(tree.callArgValue(seq, 0)), element(tree.callArgValue(seq, 1))]
        }
        return nil
    }

    /// `(Int, (Int, Double))`, `[(String, (Int, Int))]`: the tuple's (a list's elements'), its
    /// nested tuples' too; nil for another type.
    func elementTree(ofType t: NodeID) -> [TupleKindTree]? {
        if let w = tree.wrappedType(t) { return elementTree(ofType: w) }
        return tupleTypeTree(t)
    }

    func tupleTypeTree(_ t: NodeID) -> [TupleKindTree]? {
        guard let els = tree.tupleType(t) else { return aliasedType(t).flatMap { tupleTypeTree($0) } }
        return els.map { el in tupleTypeTree(el.type).map(TupleKindTree.tuple) ?? .number(numberKind(ofType: el.type) ?? .double) }
    }

    /// The number kinds of the pairs a loop walks: `xs.enumerated()`'s offset is an Int and
    /// its element the list's; `zip(xs, ys)`'s are each list's; a list of tuples' its elements'.
    func loopTupleKinds(_ seq: NodeID) -> [SwiftNumberKind]? {
        pairKinds(seq) ?? tupleKinds(seq)
    }

    /// `xs.enumerated()`'s and `zip(xs, ys)`'s pairs' kinds; nil for another value.
    func pairKinds(_ seq: NodeID) -> [SwiftNumberKind]? {
        guard tree.kind(seq) == .call else { return nil }
        let callee = tree.callCallee(seq)
        if tree.kind(callee) == .member, names[tree.member(callee).name] == "enumerated", tree.callArgCount(seq) == 0 {
            return [.int, loopKind(tree.member(callee).base)]
        }
        if tree.kind(callee) == .identifier, names[tree.nameOf(callee)] == "zip", lookup(tree.nameOf(callee)) == nil, tree.callArgCount(seq) == 2 {
            return [loopKind(tree.callArgValue(seq, 0)), loopKind(tree.callArgValue(seq, 1))]
        }
        return nil
    }

    /// Marks the declaration just made with its tuple's element kinds: its written type's,
    /// else its value's.
    func markTupleKinds(type: NodeID?, value: NodeID?) {
        guard !decls.isEmpty, let ks = type.map({ elementKinds(ofType: $0) }) ?? value.flatMap({ tupleKinds($0) }) else { return }
        decls[decls.count - 1].tupleKinds = ks
        if let tt = type.map({ elementTree(ofType: $0) }) ?? value.flatMap({ tupleTree($0) }), TupleKindTree.nests(tt) {
            decls[decls.count - 1].tupleTree = tt
        }
        // An Int element's literal division is an Int's (`let (q, r) = (7 / 2, 7 % 2)`: q is 3).
        if let value, tree.kind(value) == .tuple {
            for (k, el) in tree.tuple(value).enumerated() where k < ks.count && ks[k] == .int { typeLiteralAsInt(el.value) }
        }
    }
}

extension Checker {
    /// A switch case's tuple pattern (`case (0, let y):`) against the tuple switched over: each
    /// element's value checked against its element's type (a range of numbers, an enum's case,
    /// a value of the type), and the names it binds with their elements' types; nil (reported)
    /// when it cannot match.
    func checkTuplePattern(_ p: NodeID, _ subject: VType?) -> [(NodeID, VType)]? {
        unit.res[p.index] = .none
        guard let subject else { return nil }
        let elements = tree.tuple(p).map(\.value)
        guard case .tuple(let types, _) = subject else {
            error("a tuple pattern matches a tuple, not \(article(subject))", tree.range(p))
            return nil
        }
        guard elements.count == types.count else {
            error("a tuple pattern of \(elements.count) elements cannot match a tuple of \(types.count)", tree.range(p))
            return nil
        }
        var binds: [(NodeID, VType)] = []
        for (el, t) in zip(elements, types) {
            if tree.isValueBinding(el) {
                var bt = t
                // `l?`, `_?`: an optional element's value, when it has one.
                if tree.bindsSome(el) {
                    if case .optional(let wrapped) = t {
                        bt = wrapped
                    } else {
                        error("'\(names[tree.nameOf(el)])?' matches an optional's value; \(article(t)) is not an optional", tree.range(el))
                    }
                }
                if names[tree.nameOf(el)] == "_" { unit.res[el.index] = .none } else { binds.append((el, bt)) }
                continue
            }
            guard let pt = expr(el) else { continue }
            let r = tree.range(el)
            // `nil` matches an optional element that has no value.
            if case .optional(.void) = pt, case .optional = t { continue }
            if case .symbol = pt, case .enumeration = t { _ = accepts(t, pt, at: r, what: "this case"); continue }
            if case .symbol = pt, t.valueType == .symbol { continue }
            if case .range = pt, t.valueType == .number { continue }
            if pt.valueType != t.valueType { error("an element of a tuple pattern matching \(article(t)) cannot be \(article(pt))", r) }
        }
        return binds
    }

    /// Whether tuple patterns with no `where` cover every value of a tuple of `types`, as
    /// Swift's exhaustiveness check finds: an element's values are a Bool's two, an enum's
    /// cases, an optional's value and nil (`x?` and `nil`), or (another type) values only a
    /// name or `_` covers; every combination of them (at most 4096) must match one of the
    /// patterns.
    func tupleCasesCover(_ patterns: [NodeID], _ types: [VType]) -> Bool {
        guard !patterns.isEmpty else { return false }
        let domains: [[String]] = types.map { t in
            if case .optional = t { return ["some", "nil"] }
            if t.valueType == .bool { return ["true", "false"] }
            if case .enumeration(let e) = t, let info = enumInfo(e), !info.cases.isEmpty { return info.cases }
            return ["*"]
        }
        guard domains.reduce(1, { $0 * $1.count }) <= 4096 else { return false }
        // What each element of each pattern matches: nil for every value, "?" for none whole.
        let rows: [[String?]] = patterns.map { p in
            tree.tuple(p).map { el -> String? in
                let n = el.value
                if tree.isValueBinding(n) { return tree.bindsSome(n) ? "some" : nil }
                if tree.kind(n) == .identifier, names[tree.nameOf(n)] == "nil" { return "nil" }
                switch tree.kind(n) {
                case .bool: return tree.nameOf(n).raw == 1 ? "true" : "false"
                case .implicitMember: return names[tree.nameOf(n)]
                case .member: return names[tree.member(n).name]
                default: return "?"
                }
            }
        }
        var combination = [Int](repeating: 0, count: domains.count)
        while true {
            let covered = rows.contains { row in
                row.count == combination.count && row.indices.allSatisfy { k in row[k] == nil || row[k] == domains[k][combination[k]] }
            }
            if !covered { return false }
            var k = 0
            while k < combination.count {
                combination[k] += 1
                if combination[k] < domains[k].count { break }
                combination[k] = 0
                k += 1
            }
            if k == combination.count { return true }
        }
    }
}
