// Size (CGSize): `Size(30, 40)`, `Size(width:height:)`, `Size.zero`; `width`, `height`.
// Arithmetic with sizes is in Operators.swift.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let size = BuiltinType(
        type: .size,
        typeNames: ["Size"],
        swiftNames: ["CGSize"], settable: ["width": .number, "height": .number],
        constructors: ["Size": [
            FunctionForm([Param(nil, N), Param(nil, N)], .size) { a in .size(Size(a.num(0), a.num(1))) },
            FunctionForm([Param("width", N), Param("height", N)], .size) { a in .size(Size(a.num(0), a.num(1))) },
        ]],
        members: [
            ("width", Member(.number) { .number($0.size.width) }),
            ("height", Member(.number) { .number($0.size.height) }),
        ],
        methods: [
            // CGSize.applying(_:): the size as a vector, transformed without the translation.
            "applying": [MethodForm([Param(nil, .transform)], .size) { v, a in .size(v.size.applying(a.transform(0))) }],
            // CGSizeEqualToSize, which Swift's `==` on CGSizes is.
            "equalTo": [MethodForm([Param(nil, .size)], .bool) { v, a in .bool(v.size == a.size(0)) }],
        ],
        staticMember: { name, nr in
            if name == "zero" { return .size(.zero) }
            throw Diagnostic.error("'Size' has no member '\(name)'", at: nr)
        })
}
