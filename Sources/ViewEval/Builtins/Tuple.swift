// A tuple: its elements in order and their labels. Held in `Value.object` in a `Ref` that is
// never changed once made — setting an element makes a new one — so a copy is independent of
// the value it was copied from, as Swift's tuples are (StructValue.swift does the same).

import FoundationEssentials

public struct TupleValue: ObjectPayload {
    public static var type: ValueType { .tuple }
    let labels: [String?]
    var elements: [Value]

    /// `(1, 2)`, `(dx: 1, dy: 2)`, as Swift prints a tuple.
    public var description: String {
        "(" + zip(labels, elements).map { ($0.map { $0 + ": " } ?? "") + $1.description }.joined(separator: ", ") + ")"
    }

    /// Equal when their elements are: labels do not take part (Swift's `==` on tuples compares values).
    public static func same(_ a: Ref<TupleValue>, _ b: Ref<TupleValue>) -> Bool { a.value.elements == b.value.elements }

    /// The value with element `k` replaced: a new reference.
    func with(_ k: Int, _ v: Value) -> Value {
        var copy = self
        copy.elements[k] = v
        return .boxed(copy)
    }

    /// The element a member names: its label or its place (`.dx`, `.0`).
    static func index(of member: String, labels: [String?]) -> Int? {
        if let k = Int(member), k >= 0, k < labels.count, String(k) == member { return k }
        return labels.firstIndex { $0 == member }
    }
}
