// Transform (CGAffineTransform): `translate`, `rotate`, `scale`, `Transform.identity`, `.identity`;
// the six entries and `isIdentity`; `rotated(by:)`, `translatedBy(x:y:)`, `scaledBy(x:y:)`
// (which prepend, as UIKit's do), `concatenating(_:)` (self first, then the argument) and
// `inverted()`.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    /// A CATransform3D's entries of its x and y part, as a flat layer's transform
    /// (Kinds/Layer.swift's transform3DFunctions) keeps them: m11 m12 m21 m22 its a b c d, m41
    /// m42 its tx ty (`atan2(t.m12, t.m11)` is the angle of a rotation about z). The entries
    /// of z and perspective are not kept, and reading one is an error.
    static let transform3DEntries: [(String, Member)] = [
        ("m11", Member(.number) { .number($0.transformValue.a) }),
        ("m12", Member(.number) { .number($0.transformValue.b) }),
        ("m21", Member(.number) { .number($0.transformValue.c) }),
        ("m22", Member(.number) { .number($0.transformValue.d) }),
        ("m41", Member(.number) { .number($0.transformValue.tx) }),
        ("m42", Member(.number) { .number($0.transformValue.ty) }),
    ]

    static let transform = BuiltinType(
        type: .transform,
        typeNames: ["Transform"],
        swiftNames: ["CGAffineTransform"], settable: ["a": .number, "b": .number, "c": .number, "d": .number, "tx": .number, "ty": .number],
        members: [
            ("a", Member(.number) { .number($0.transformValue.a) }),
            ("b", Member(.number) { .number($0.transformValue.b) }),
            ("c", Member(.number) { .number($0.transformValue.c) }),
            ("d", Member(.number) { .number($0.transformValue.d) }),
            ("tx", Member(.number) { .number($0.transformValue.tx) }),
            ("ty", Member(.number) { .number($0.transformValue.ty) }),
            ("isIdentity", Member(.bool) { .bool($0.transformValue.isIdentity) }),
        ] + transform3DEntries,
        methods: [
            "rotated": [MethodForm([Param("by", N)], .transform) { v, a in .transform(v.transformValue.rotated(by: a.num(0))) }],
            "translatedBy": [MethodForm([Param("x", N), Param("y", N)], .transform) { v, a in
                .transform(v.transformValue.translatedBy(x: a.num(0), y: a.num(1))) }],
            "scaledBy": [MethodForm([Param("x", N), Param("y", N)], .transform) { v, a in
                .transform(v.transformValue.scaledBy(x: a.num(0), y: a.num(1))) }],
            "concatenating": [MethodForm([Param(nil, .transform)], .transform) { v, a in
                .transform(v.transformValue.concatenating(a.transform(0))) }],
            "inverted": [MethodForm([], .transform) { v, a in
                guard let i = v.transformValue.inverted() else { throw Diagnostic.error("this transform cannot be inverted", at: a.range) }
                return .transform(i) }],
        ],
        staticMember: { name, nr in
            if name == "identity" { return .transform(.identity) }
            throw Diagnostic.error("'Transform' has no member '\(name)'", at: nr)
        },
        functions: [
            "translate": [
                FunctionForm([Param(nil, N), Param(nil, N)], .transform) { a in .transform(Transform(translationX: a.num(0), y: a.num(1))) },
                FunctionForm([Param("x", N), Param("y", N)], .transform) { a in .transform(Transform(translationX: a.num(0), y: a.num(1))) },
            ],
            "rotate": [FunctionForm([Param(nil, N)], .transform) { a in .transform(Transform(rotationAngle: a.num(0))) }],
            "scale": [
                FunctionForm([Param(nil, N)], .transform) { a in .transform(Transform(scaleX: a.num(0), y: a.num(0))) },
                FunctionForm([Param(nil, N), Param(nil, N)], .transform) { a in .transform(Transform(scaleX: a.num(0), y: a.num(1))) },
                FunctionForm([Param("x", N), Param("y", N)], .transform) { a in .transform(Transform(scaleX: a.num(0), y: a.num(1))) },
            ],
        ])
}
