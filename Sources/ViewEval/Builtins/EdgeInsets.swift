// EdgeInsets (UIEdgeInsets): `EdgeInsets(top:left:bottom:right:)`, `.zero`; its four members.
// A rect is inset by one with `rect.inset(by:)` (Rect.swift). NSDirectionalEdgeInsets is the same
// value, its leading edge the left and its trailing the right: a drawing is laid out left to
// right (`NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, its `leading` and `trailing`).
// Swift 4.1's functions are in too: `UIEdgeInsetsMake(_:_:_:_:)`, `UIEdgeInsetsInsetRect(_:_:)`.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let edgeInsets = BuiltinType(
        type: .insets,
        typeNames: ["EdgeInsets"],
        swiftNames: ["UIEdgeInsets", "NSDirectionalEdgeInsets"], settable: ["top": .number, "left": .number, "bottom": .number, "right": .number],
        constructors: [
            "EdgeInsets": [
                FunctionForm([Param("top", N), Param("left", N), Param("bottom", N), Param("right", N)], .insets) { a in
                    .insets(EdgeInsets(top: a.num(0), left: a.num(1), bottom: a.num(2), right: a.num(3))) },
            ],
            "NSDirectionalEdgeInsets": [
                FunctionForm([Param("top", N), Param("leading", N), Param("bottom", N), Param("trailing", N)], .insets) { a in
                    .insets(EdgeInsets(top: a.num(0), left: a.num(1), bottom: a.num(2), right: a.num(3))) },
                FunctionForm([], .insets) { _ in .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) },
            ],
            "UIEdgeInsetsMake": [
                FunctionForm([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N)], .insets) { a in
                    .insets(EdgeInsets(top: a.num(0), left: a.num(1), bottom: a.num(2), right: a.num(3))) },
            ],
        ],
        members: [
            ("top", Member(.number) { v in if case .insets(let e) = v { return .number(e.top) }; return v }),
            ("left", Member(.number) { v in if case .insets(let e) = v { return .number(e.left) }; return v }),
            ("bottom", Member(.number) { v in if case .insets(let e) = v { return .number(e.bottom) }; return v }),
            ("right", Member(.number) { v in if case .insets(let e) = v { return .number(e.right) }; return v }),
            ("leading", Member(.number) { v in if case .insets(let e) = v { return .number(e.left) }; return v }),
            ("trailing", Member(.number) { v in if case .insets(let e) = v { return .number(e.right) }; return v }),
        ],
        staticMember: { name, nr in
            if name == "zero" { return .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) }
            throw Diagnostic.error("'UIEdgeInsets' has no member '\(name)'", at: nr)
        },
        functions: [
            "UIEdgeInsetsInsetRect": [
                FunctionForm([Param(nil, .rect), Param(nil, .insets)], .rect) { a in
                    guard case .insets(let e) = a[1] else { return .void }
                    return .rect(a.rect(0).inset(by: e)) },
            ],
        ])
}
