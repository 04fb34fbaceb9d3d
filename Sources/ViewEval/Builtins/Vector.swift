// CGVector: `CGVector(dx:dy:)`, `CGVector.zero` (and `CGVector()`), its members `dx` and `dy`
// (settable on a `var`). A value held in `Value.object`, never changed once made — setting a
// member makes a new one — so a copy is independent, as Swift's structs are.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

public struct VectorValue: ObjectPayload {
    public static var type: ValueType { .vector }
    var dx: Double
    var dy: Double
    public var description: String { "CGVector(dx: \(formatNumber(dx)), dy: \(formatNumber(dy)))" }
    /// Equal when both components are.
    public static func same(_ a: Ref<VectorValue>, _ b: Ref<VectorValue>) -> Bool { a.value.dx == b.value.dx && a.value.dy == b.value.dy }
}

extension Value {
    static func vector(_ dx: Double, _ dy: Double) -> Value { .boxed(VectorValue(dx: dx, dy: dy)) }
}

extension Builtins {
    static let vector = BuiltinType(
        type: .vector,
        typeNames: ["CGVector"],
        swiftNames: ["CGVector"], settable: ["dx": .number, "dy": .number],
        constructors: ["CGVector": [
            FunctionForm([Param("dx", N), Param("dy", N)], .object(.vector)) { a in .vector(a.num(0), a.num(1)) },
        ]],
        members: [
            ("dx", Member(.number) { v in v.ref(VectorValue.self).map { .number($0.value.dx) } ?? v }),
            ("dy", Member(.number) { v in v.ref(VectorValue.self).map { .number($0.value.dy) } ?? v }),
        ],
        staticMember: { name, nr in
            guard name == "zero" else { throw Diagnostic.error("'CGVector' has no member '\(name)' here (the subset knows zero)", at: nr) }
            return .vector(0, 0)
        })
}
