// Tuples in the syntax tree: a tuple type is a `typeRef` flagged 32 (SwiftAST.swift), a tuple
// value a `tuple` node:
//
//   tuple          a = extra offset, b = count: (label or -1, value) × count
//
// A switch case's tuple pattern (`case (0, let y):`) is a `tuple` node flagged `tuplePattern`,
// its elements patterns: a value matched, or a name bound (an identifier flagged `boundName`;
// `_` binds nothing). Other tuple patterns have no node of their own: the lowering binds each name to an element of a
// hidden constant (`let (a, b) = f()` is `let $t = f(); let a = $t.0; let b = $t.1`), as it
// does for `(a, b) = (b, a)` and `for (a, b) in pairs` (SwiftLoweringTuples.swift).

import FoundationEssentials

extension SyntaxTree {
    /// A `tuple` node that is a switch case's pattern (`case (0, _):`).
    public static let tuplePattern: UInt16 = 0x4000
    public func isTuplePattern(_ n: NodeID) -> Bool { nodes[n.index].kind == .tuple && nodes[n.index].flags & SyntaxTree.tuplePattern != 0 }

    /// A tuple type's elements, when `n` is one.
    public func tupleType(_ n: NodeID) -> [(label: Name?, type: NodeID)]? {
        let x = nodes[n.index]
        guard x.flags & 32 != 0 else { return nil }
        let o = Int(x.b), count = Int(extra[o])
        return (0..<count).map { k in
            let l = extra[o + 1 + 2 * k]
            return (l < 0 ? nil : Name(raw: l), NodeID(extra[o + 2 + 2 * k]))
        }
    }

    /// A dictionary type's key and value types (`[String: CGFloat]`), when `n` is one.
    public func dictionaryType(_ n: NodeID) -> (key: NodeID, value: NodeID)? {
        let x = nodes[n.index]
        guard x.kind == .typeRef, x.flags & 256 != 0 else { return nil }
        let o = Int(x.b)
        return (NodeID(extra[o]), NodeID(extra[o + 1]))
    }

    /// A tuple value's elements.
    public func tuple(_ n: NodeID) -> [(label: Name?, value: NodeID)] {
        let x = nodes[n.index]
        return (0..<Int(x.b)).map { k in
            let l = extra[Int(x.a) + 2 * k]
            return (l < 0 ? nil : Name(raw: l), NodeID(extra[Int(x.a) + 2 * k + 1]))
        }
    }
}
