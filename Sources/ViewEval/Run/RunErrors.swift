// Running Swift's error handling (Check/CheckErrors.swift): `throw` raises a `Thrown` that goes
// up through the statements and calls that run (each restores its frame as it leaves) to the
// `do` that catches it, or to `try?` (nil) or `try!` (an error where it is written: Swift stops
// there). The checker made sure every error thrown is handled; one that reaches the top anyway
// is an error where it was thrown (`uncaught`).

import ViewSyntax

extension Runner {
    func throwStatement(_ s: NodeID, _ res: Res) throws {
        guard case .throwValue(let k) = res else { _ = try eval(tree.thrownValue(s)); try checkedError() }
        let v = try eval(tree.thrownValue(s))
        // `throw error` in a catch: the error caught, as it was thrown.
        if let e = v.ref(SwiftErrorValue.self) { throw Thrown(value: e.value.value, type: e.value.type, range: tree.range(s)) }
        throw Thrown(value: v, type: unit.thrownTypes[Int(k)], range: tree.range(s))
    }

    func tryValue(_ n: NodeID) throws -> Value {
        let x = tree.tryExpr(n)
        switch x.kind {
        case .plain: return try eval(x.operand)
        case .optional:
            do { return try eval(x.operand) } catch is Thrown { return .void }
        case .forced:
            do { return try eval(x.operand) } catch let t as Thrown {
                throw Diagnostic.error("'try!' met an error: \(t.description) (Swift would stop here)", at: tree.range(n),
                                       notes: [Diagnostic(.note, "thrown here", at: t.range)])
            }
        }
    }

    func doStatement(_ s: NodeID, _ res: Res, _ target: Target) throws {
        guard case .doCatch(let k) = res else { try checkedError() }
        let d = tree.doStmt(s)
        do {
            try execAll(d.body, target)
        } catch let t as Thrown {
            for (c, info) in zip(d.catches, unit.catches[Int(k)]) {
                guard try catches(c, info.type, t) else { continue }
                if info.slot >= 0 {
                    frame.slots[Int(info.slot)] = .value(info.type == nil ? .boxed(SwiftErrorValue(value: t.value, type: t.type)) : t.value)
                }
                try execAll(c.body, target)
                return
            }
            throw t
        }
    }

    /// Whether a catch takes the error `t` (binding a case pattern's values when it does).
    func catches(_ c: CatchClause, _ type: VType?, _ t: Thrown) throws -> Bool {
        if let type, type != t.type { return false }
        guard let p = c.pattern else { return true }
        if case .casePattern(let k) = unit.res[p.index] { return matchCase(k, t.value) }
        return try eval(p) == t.value
    }

    /// An error no `do` caught (the checker lets none through; this is the stop Swift makes).
    func uncaught(_ t: Thrown) -> Diagnostic {
        .error("an error was thrown and not caught: \(t.description) (Swift would stop here)", at: t.range)
    }
}
