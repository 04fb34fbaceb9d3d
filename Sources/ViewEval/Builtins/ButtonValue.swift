// `UIButton()`, `UIButton(frame:)` and `UIButton(type: .custom)` (or `.system`) made in Swift
// code: a view value as `UIView()` is, which is a UIButton and a UIControl to `is` and `as?`.
// A button with no title and no image draws only what every view draws (its background,
// border, corners); UIKit's other button types draw a system glyph (ⓘ, ⊕, ✕), which a drawing
// here does not have, so they are an error.

import ViewGeometry
import ViewSyntax

extension Builtins {
    /// A button's node kind: its Swift class name, as `dump tree` shows it.
    static let buttonKind = "UIButton"

    /// UIButton.ButtonType's cases that draw nothing of their own without a title or image.
    static let plainButtonTypes: Set<String> = ["custom", "system", "roundedRect"]

    static let buttonForms: [FunctionForm] = [
        FunctionForm([], .view(buttonKind)) { a in try makeButton(a, frame: nil) },
        FunctionForm([Param("frame", .rect)], .view(buttonKind)) { a in try makeButton(a, frame: a.rect(0)) },
        FunctionForm([Param("type", .symbol)], .view(buttonKind)) { a in
            guard case .symbol(let t) = a[0], plainButtonTypes.contains(t) else {
                throw Diagnostic.error("UIButton(type: \(a[0].description)) draws a system glyph, which is outside the supported Swift subset: make it with UIButton(type: .custom) or .system", at: a.argRange(label: "type"))
            }
            return try makeButton(a, frame: nil)
        },
    ]

    static func makeButton(_ a: Call, frame: Rect?) throws -> Value {
        let v = try makeView(a, label: false, frame: frame)
        viewNode(v)?.kind = buttonKind
        return v
    }
}
