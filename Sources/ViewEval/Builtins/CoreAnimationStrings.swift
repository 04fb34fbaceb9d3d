// Core Animation's string enums (CAShapeLayerLineCap, CAShapeLayerLineJoin, CAShapeLayerFillRule,
// CAGradientLayerType): a case is a symbol (`.round`), as their layers' settings take it. Its
// `rawValue` (Check/CheckExpressions.swift) is the string Core Animation names it by — the case's
// own name but for the fill rules' "non-zero" and "even-odd" — and `Type(rawValue:)` is the case
// a string names, as Swift 3's string-typed `lineCap = kCALineCapRound` was.

import ViewGeometry
import ViewSyntax

enum CoreAnimationStrings {
    /// Each type's cases and their raw values.
    static let cases: [String: [(name: String, raw: String)]] = [
        "CAShapeLayerLineCap": [("butt", "butt"), ("round", "round"), ("square", "square")],
        "CAShapeLayerLineJoin": [("miter", "miter"), ("round", "round"), ("bevel", "bevel")],
        "CAShapeLayerFillRule": [("nonZero", "non-zero"), ("evenOdd", "even-odd")],
        "CAGradientLayerType": [("axial", "axial"), ("radial", "radial"), ("conic", "conic")],
    ]

    /// The raw value of `type`'s case `name`, nil when it has none of that name.
    static func rawValue(_ type: String, _ name: String) -> String? {
        cases[type]?.first(where: { $0.name == name })?.raw
    }
}

extension Builtins {
    /// `CAShapeLayerLineCap(rawValue: "round")`: the case; a string naming none stays the string,
    /// which the layer's setting then names as no case of it.
    static let coreAnimationStrings = BuiltinType(
        type: .symbol,
        functions: Dictionary(uniqueKeysWithValues: CoreAnimationStrings.cases.map { type, cases in
            (type, [FunctionForm([Param("rawValue", .string)], .symbol("")) { a in
                let s = a[0].string
                return cases.first(where: { $0.raw == s }).map { .symbol($0.name) } ?? .string(s) }])
        }))
}
