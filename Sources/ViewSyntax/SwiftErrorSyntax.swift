// Swift's error handling in the syntax tree (lowered in SwiftLoweringErrors.swift):
//
//   throwStmt      a = the value thrown
//   tryExpr        a = the expression; flags 0 = `try`, 1 = `try?`, 2 = `try!`
//   doStmt         b = extra: [body count, stmt × count, catch count, (catch start, pattern or
//                  -1, name or -1, name start, type or -1, body count, stmt × count) × catch
//                  count]: a catch's pattern is an enum case (`E.tooSmall`, or a `case`
//                  pattern binding its values); its name is the one it binds (`error` for a
//                  bare `catch`, `e` for `catch let e as T`); its type is `T` of `as T` / `is T`
//
// A function that throws is flagged (`FuncFlags.throwing`, `.rethrowing`).

import FoundationEssentials

/// One `catch` clause.
public struct CatchClause: Sendable {
    /// Where `catch` is written.
    public var start: Int32
    public var pattern: NodeID?
    public var name: Name?
    public var nameRange: SourceRange
    public var type: NodeID?
    public var body: NodeList
}

extension SyntaxTree {
    public enum TryKind: UInt16, Sendable { case plain = 0, optional = 1, forced = 2 }

    public func tryExpr(_ n: NodeID) -> (kind: TryKind, operand: NodeID) {
        let x = nodes[n.index]
        return (TryKind(rawValue: x.flags) ?? .plain, NodeID(x.a))
    }

    public func thrownValue(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }

    /// The statements of `defer { … }`.
    public func deferBody(_ n: NodeID) -> NodeList {
        let o = Int(nodes[n.index].b)
        return ids(Int32(o + 1), extra[o])
    }

    public func doStmt(_ n: NodeID) -> (body: NodeList, catches: [CatchClause]) {
        var o = Int(nodes[n.index].b)
        let bc = extra[o]
        let body = ids(Int32(o + 1), bc)
        o += 1 + Int(bc)
        let count = Int(extra[o])
        o += 1
        var out: [CatchClause] = []
        for _ in 0..<count {
            let p = extra[o + 1], nm = extra[o + 2], t = extra[o + 4], cbc = extra[o + 5]
            let name = nm < 0 ? nil : Name(raw: nm)
            out.append(CatchClause(start: extra[o], pattern: p < 0 ? nil : NodeID(p), name: name,
                                   nameRange: name.map { nameRange($0, at: extra[o + 3]) } ?? range(extra[o], extra[o] + 5),
                                   type: t < 0 ? nil : NodeID(t), body: ids(Int32(o + 6), cbc)))
            o += 6 + Int(cbc)
        }
        return (body, out)
    }
}
