// Point (CGPoint): `Point(10, 20)`, `Point(x:y:)`, `Point.zero`; `x`, `y`; `applying(_:)`,
// `offsetBy(dx:dy:)`. Arithmetic with points is in Operators.swift.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let point = BuiltinType(
        type: .point,
        typeNames: ["Point"],
        swiftNames: ["CGPoint"], settable: ["x": .number, "y": .number],
        constructors: ["Point": [
            FunctionForm([Param(nil, N), Param(nil, N)], .point) { a in .point(Point(a.num(0), a.num(1))) },
            FunctionForm([Param("x", N), Param("y", N)], .point) { a in .point(Point(a.num(0), a.num(1))) },
        ]],
        members: [
            ("x", Member(.number) { .number($0.point.x) }),
            ("y", Member(.number) { .number($0.point.y) }),
        ],
        methods: [
            "applying": [MethodForm([Param(nil, .transform)], .point) { v, a in .point(v.point.applying(a.transform(0))) }],
            "offsetBy": [MethodForm([Param("dx", N), Param("dy", N)], .point) { v, a in
                .point(Point(v.point.x + a.num(0), v.point.y + a.num(1))) }],
            // CGPointEqualToPoint, which Swift's `==` on CGPoints is.
            "equalTo": [MethodForm([Param(nil, .point)], .bool) { v, a in .bool(v.point == a.point(0)) }],
        ],
        staticMember: { name, nr in
            if name == "zero" { return .point(.zero) }
            throw Diagnostic.error("'Point' has no member '\(name)'", at: nr)
        })
}
