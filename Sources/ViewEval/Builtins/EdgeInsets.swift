// EdgeInsets (UIEdgeInsets): `EdgeInsets(top:left:bottom:right:)`, `.zero`; its four members.
// A rect is inset by one with `rect.inset(by:)` (Rect.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let edgeInsets = BuiltinType(
        type: .insets,
        typeNames: ["EdgeInsets"],
        swiftNames: ["UIEdgeInsets"], settable: ["top": .number, "left": .number, "bottom": .number, "right": .number],
        constructors: ["EdgeInsets": [
            FunctionForm([Param("top", N), Param("left", N), Param("bottom", N), Param("right", N)], .insets) { a in
                .insets(EdgeInsets(top: a.num(0), left: a.num(1), bottom: a.num(2), right: a.num(3))) },
        ]],
        members: [
            ("top", Member(.number) { v in if case .insets(let e) = v { return .number(e.top) }; return v }),
            ("left", Member(.number) { v in if case .insets(let e) = v { return .number(e.left) }; return v }),
            ("bottom", Member(.number) { v in if case .insets(let e) = v { return .number(e.bottom) }; return v }),
            ("right", Member(.number) { v in if case .insets(let e) = v { return .number(e.right) }; return v }),
        ],
        staticMember: { name, nr in
            if name == "zero" { return .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) }
            throw Diagnostic.error("'UIEdgeInsets' has no member '\(name)'", at: nr)
        })
}
