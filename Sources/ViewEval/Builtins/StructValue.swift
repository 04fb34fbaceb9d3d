// A value of a struct declared in Swift code (`struct Point3 { var x, y: CGFloat }`): its
// stored properties in declaration order. It is held in `Value.object` in a `Ref` that is
// never changed once made — setting a member makes a new one — so a copy (`var b = a`, an
// argument, an element of a list) is independent of the value it was copied from, as Swift's
// structs are, and copying costs one reference.

import FoundationEssentials

public struct StructValue: ObjectPayload {
    public static var type: ValueType { .structValue }
    /// The struct's name and its index among its file's structs (`FileUnit.structs`).
    let name: String
    let index: Int32
    let fieldNames: [String]
    var fields: [Value]
    /// Each field's Swift number type, for its text (`V(x: 2.0, n: 3)`).
    var fieldKinds: [SwiftNumberKind] = []

    public var description: String {
        name + "(" + zip(fieldNames, fields).map { "\($0): \($1.description)" }.joined(separator: ", ") + ")"
    }

    /// Equal when of one struct with equal members.
    public static func same(_ a: Ref<StructValue>, _ b: Ref<StructValue>) -> Bool {
        a.value.index == b.value.index && a.value.name == b.value.name && a.value.fields == b.value.fields
    }

    /// The value with member `k` replaced: a new reference.
    func with(_ k: Int, _ v: Value) -> Value {
        var copy = self
        copy.fields[k] = v
        return .boxed(copy)
    }
}

/// An instance of a class that is not a view (`class AxesDrawer { … }`): its stored properties
/// are the slots of a frame its methods run against, shared by every copy of the reference, so
/// a change made through one is seen through all, as Swift's classes are. Equal only to itself.
struct ClassObject: ObjectPayload {
    static var type: ValueType { .structValue }
    let name: String
    let index: Int32
    let fieldNames: [String]
    let frame: Frame

    var description: String { name }

    /// Its reference, made once: the frame knows it (for `self`).
    static func make(name: String, index: Int32, fieldNames: [String], frame: Frame) -> Value {
        let r = Ref(ClassObject(name: name, index: index, fieldNames: fieldNames, frame: frame))
        frame.instance = r
        return .boxed(r)
    }

    func field(_ k: Int) -> Value {
        if case .value(let v) = frame.slots[k] { return v }
        return .void
    }
}
