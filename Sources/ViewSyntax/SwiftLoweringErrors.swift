// Swift's error handling read from swift-syntax's tree (SwiftErrorSyntax.swift): `throw`,
// `try`/`try?`/`try!` and `do { } catch { }` with the catch patterns drawing code writes —
// none (`error` bound), `let e as T`, `is T`, an enum case, an enum case binding its values.

import FoundationEssentials
import SwiftSyntax

extension SwiftLowering {
    /// The flags `throws` / `rethrows` add to a function (typed throws are refused).
    func throwingFlags(_ clause: ThrowsClauseSyntax) throws -> FuncFlags {
        if let t = clause.type { throw outside("typed 'throws(\(t.trimmedDescription))'", t) }
        return clause.throwsSpecifier.isKeyword(.rethrows) ? .rethrowing : .throwing
    }

    func throwStatement(_ t: ThrowStmtSyntax) throws -> Int32 {
        let v = try expr(t.expression)
        return node(.throwStmt, start(t), end(t), a: v)
    }

    func tryExpression(_ t: TryExprSyntax) throws -> Int32 {
        let inner = try expr(t.expression)
        let kind: SyntaxTree.TryKind = t.questionOrExclamationMark?.text == "?" ? .optional : t.questionOrExclamationMark?.text == "!" ? .forced : .plain
        return node(.tryExpr, start(t), end(t), a: inner, flags: kind.rawValue)
    }

    /// `try v += f()`, `try! v = f()`: `try` covers the whole assignment, whose target cannot
    /// throw, so it marks the value (`v += try f()`). `try?` would leave the assignment undone
    /// when the value throws: outside the subset, named.
    func tryAssignment(_ t: TryExprSyntax, _ els: [ExprSyntax], at k: Int) throws -> Int32 {
        let kind: SyntaxTree.TryKind = t.questionOrExclamationMark?.text == "?" ? .optional : t.questionOrExclamationMark?.text == "!" ? .forced : .plain
        if kind == .optional { throw outside("'try?' before an assignment (write 'if let v = try? …' and assign 'v')", t) }
        var plain = els
        plain[0] = t.expression
        let a = try assignment(plain, at: k)
        guard p.nodes[Int(a)].kind == .assign else { throw outside("'try' before this assignment", t) }
        let v = p.nodes[Int(a)].b
        p.nodes[Int(a)].b = node(.tryExpr, start(t), p.end(v), a: v, flags: kind.rawValue)
        return a
    }

    func doStatement(_ d: DoStmtSyntax) throws -> Int32 {
        if let t = d.throwsClause { throw outside("typed 'do throws'", t) }
        let body = try block(d.body)
        var words: [Int32] = []
        for c in d.catchClauses {
            guard c.catchItems.count <= 1 else { throw outside("several patterns in one 'catch' (write a 'catch' for each)", c.catchItems) }
            var pattern: Int32 = -1, name: Int32 = -1, nameStart = start(c.catchKeyword), type: Int32 = -1
            if let item = c.catchItems.first {
                if let w = item.whereClause { throw outside("'where' in 'catch'", w) }
                guard let pat = item.pattern else { throw outside("this 'catch' pattern", item) }
                try catchPattern(pat, &pattern, &name, &nameStart, &type)
            } else {
                name = names.intern("error").raw
            }
            let saved = localNames
            if name >= 0 { localNames.insert(names[Name(raw: name)]) }
            let cbody = try block(c.body)
            localNames = saved
            words += [start(c.catchKeyword), pattern, name, nameStart, type, Int32(cbody.count)] + cbody
        }
        let mark = p.scratch.count
        p.pushList(body)
        p.scratch.append(Int32(d.catchClauses.count)); p.scratch.append(contentsOf: words)
        return node(.doStmt, start(d), end(d), b: p.flush(mark))
    }

    /// `let e`, `let e as T`, `is T`, `E.case`, `E.case(let v)`, `let E.case(v)`.
    func catchPattern(_ pat: PatternSyntax, _ pattern: inout Int32, _ name: inout Int32, _ nameStart: inout Int32, _ type: inout Int32) throws {
        if let isType = pat.as(IsTypePatternSyntax.self) { type = try self.type(isType.type); return }
        var inner = pat
        var binds = false
        if let vb = pat.as(ValueBindingPatternSyntax.self) { inner = vb.pattern; binds = true }
        if let ip = inner.as(IdentifierPatternSyntax.self), binds {
            name = intern(ip.identifier).raw; nameStart = start(ip.identifier); return
        }
        guard let ep = inner.as(ExpressionPatternSyntax.self) else { throw outside("this 'catch' pattern", pat) }
        var e = ep.expression
        // `let e as T`: a name and a type, as a sequence of swift-syntax's or folded.
        var asType: TypeSyntax? = nil
        if let seq = e.as(SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            if els.count == 3, els[1].is(UnresolvedAsExprSyntax.self), let te = els[2].as(TypeExprSyntax.self) {
                e = els[0]; asType = te.type
                if let q = els[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark { throw outside("'as\(q.text)' in 'catch'", q) }
            }
        } else if let a = e.as(AsExprSyntax.self) {
            e = a.expression; asType = a.type
        }
        if let asType {
            guard let pe = e.as(PatternExprSyntax.self) else { throw outside("this 'catch' pattern", pat) }
            var ip = pe.pattern
            if let vb = ip.as(ValueBindingPatternSyntax.self) { ip = vb.pattern }
            if let id = ip.as(IdentifierPatternSyntax.self) { name = intern(id.identifier).raw; nameStart = start(id.identifier) }
            else if !ip.is(WildcardPatternSyntax.self) { throw outside("this 'catch' pattern", pat) }
            type = try self.type(asType)
            return
        }
        if e.is(FunctionCallExprSyntax.self) { pattern = try casePattern(e, bindAll: binds); return }
        guard !binds, e.is(MemberAccessExprSyntax.self) else { throw outside("this 'catch' pattern", pat) }
        pattern = try expr(e)
    }
}
