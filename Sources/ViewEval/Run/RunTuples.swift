// Running tuples (Builtins/Tuple.swift, Check/CheckTuples.swift): a tuple is made from its
// elements, left to right, and an element is read by the place the checker resolved.

import ViewSyntax

extension Runner {
    func makeTuple(_ n: NodeID) throws -> Value {
        let els = tree.tuple(n)
        var vs: [Value] = []
        vs.reserveCapacity(els.count)
        for e in els { vs.append(try eval(e.value)) }
        if case .error = unit.res[n.index] { try checkedError() }
        return .boxed(TupleValue(labels: els.map { $0.label.map { tree.name($0) } }, elements: vs))
    }

    func tupleElement(_ base: NodeID, _ k: Int32) throws -> Value {
        guard let t = try eval(base).ref(TupleValue.self), Int(k) < t.value.elements.count else { try checkedError() }
        return t.value.elements[Int(k)]
    }
}
