// `UIButton()`, `UIButton(frame:)` and `UIButton(type: .custom)` (or `.system`) made in Swift
// code, and a UIButton subclass of the file: a view value as `UIView()` is, which is a UIButton
// and a UIControl to `is` and `as?`. A button with no title and no image draws only what every
// view draws (its background, border, corners); UIKit's other button types draw a system glyph
// (ⓘ, ⊕, ✕), which a drawing here does not have, so they are an error.
//
// Its title, as UIKit's: `setTitle(_:for:)` and `setTitleColor(_:for:)` per state (.normal,
// .highlighted, .selected, .disabled; a state without one of its own takes .normal's), shown
// by `titleLabel`, a real UILabel the button holds (its font, alignment, lines set as a
// label's). Before the drawing is made (`Runner.layoutButtons`, UIKit's layout pass) the label
// takes the title and color of the button's current state and is laid out as UIButton lays it
// out: sized to fit its text (at most the content rect, the bounds inset by
// contentEdgeInsets), placed in the content rect by contentHorizontalAlignment and
// contentVerticalAlignment (centred by default), then inset by titleEdgeInsets (Apple: "applied
// to the title rectangle after that rectangle has been sized to fit the button's text"); it is
// then the button's subview, drawn as any label is. `setAttributedTitle(_:for:)` is preferred
// to the plain title; `setImage(_:for:)` is shown by `imageView`, a UIImageView the button
// holds, left of the title, the two placed as one (`layoutButtonTitle`).

import ViewGeometry
import ViewSyntax

/// A UIButton's own state: its type and its titles and title colors by control state.
struct ButtonContent: Sendable {
    /// `.system` (or `.roundedRect`, the same since iOS 7): title in the tint color, 15-point
    /// system font; else `.custom`: white title, 18-point (UIFont.buttonFontSize).
    var system: Bool
    /// By control state, written as its options joined ("normal", "highlighted", "highlighted+selected").
    var titles: [String: String] = [:]
    var titleColors: [String: Color] = [:]
    /// setAttributedTitle(_:for:): preferred to the plain title where both are set, as UIKit does.
    var attributedTitles: [String: AttributedText] = [:]
    /// setImage(_:for:): the image shown left of the title.
    var images: [String: ImageContent] = [:]
    /// UIButton.titleLabel: a UILabel held by the button, placed in it when it has a title.
    let titleLabel: ViewNode
    /// UIButton.imageView: a UIImageView held by the button, placed in it when it has an image.
    let imageView: ViewNode

    /// UIButton's title fonts: `.system` 15 points, `.custom` UIFont.buttonFontSize (18).
    static let systemFontSize = 15.0, customFontSize = 18.0
    /// A `.system` button's highlighted title: its normal color at this alpha (UIKit's fade of
    /// a touched system button; Apple documents no number, 0.2 is what UIKit draws).
    static let systemHighlightedAlpha = 0.2
    /// A `.system` button's disabled title color: systemGray (UIKit's; undocumented).
    static let systemDisabledColor = Color(r255: 142, 142, 147)
    /// The padding UIKit adds above and below the title for intrinsicContentSize when
    /// contentEdgeInsets is zero (6 points each: a 15-point title of 18 makes a button 30 high).
    static let defaultVerticalPadding = 6.0

    /// The states a title may be set for, each an option of UIControl.State.
    static let states = ["normal", "highlighted", "disabled", "selected"]
}

extension Builtins {
    /// A button's node kind: its Swift class name, as `dump tree` shows it.
    static let buttonKind = "UIButton"

    /// UIButton.ButtonType's cases that draw nothing of their own without a title or image.
    static let plainButtonTypes: Set<String> = ["custom", "system", "roundedRect"]

    /// Where a button keeps its ButtonContent (nil: the view is no button).
    static let buttonContent = PropertyKey<ButtonContent?>(nil)

    static let buttonForms: [FunctionForm] = [
        FunctionForm([], .view(buttonKind)) { a in try makeButton(a, frame: nil, system: false) },
        FunctionForm([Param("frame", .rect)], .view(buttonKind)) { a in try makeButton(a, frame: a.rect(0), system: false) },
        FunctionForm([Param("type", .symbol)], .view(buttonKind)) { a in
            guard case .symbol(let t) = a[0], plainButtonTypes.contains(t) else {
                throw Diagnostic.error("UIButton(type: \(a[0].description)) draws a system glyph, which is outside the supported Swift subset: make it with UIButton(type: .custom) or .system", at: a.argRange(label: "type"))
            }
            return try makeButton(a, frame: nil, system: t != "custom")
        },
    ]

    static func makeButton(_ a: Call, frame: Rect?, system: Bool) throws -> Value {
        let v = try makeView(a, label: false, frame: frame)
        if let n = viewNode(v) {
            n.kind = buttonKind
            makeButtonNode(n, system: system, a.range)
        }
        return v
    }

    /// A view made a button, as UIButton's init makes it (a UIButton subclass's instance too:
    /// init(frame:) makes a `.custom` button): its title label made, not yet placed.
    static func makeButtonNode(_ node: ViewNode, system: Bool, _ r: SourceRange) {
        let label = ViewNode(kind: "label", range: r)
        var content = LabelContent()
        content.font = Font(family: nil, size: system ? ButtonContent.systemFontSize : ButtonContent.customFontSize)
        // UIButton's title label truncates in the middle.
        content.lineBreakMode = .byTruncatingMiddle
        label.label = content
        label.kindInfo = Kinds.labelView
        label.isUserInteractionEnabled = false
        label.isOpaque = false
        label.superview = node
        let image = ViewNode(kind: "image", range: r)
        makeImageViewNode(image)
        image.superview = node
        node[buttonContent] = ButtonContent(system: system, titleLabel: label, imageView: image)
    }

    /// The key of a UIControl.State value (`.normal`, `.selected`, `[.highlighted, .selected]`),
    /// or the error for one a title is not set for here.
    static func stateKey(_ v: Value, _ r: SourceRange) throws -> String {
        var options: [String] = []
        // A value with bits no single option names (`UIControl.State(rawValue: 1 << 16)`): outside too.
        if let o = v.ref(OptionSetValue.self), let t = OptionSets.type(o.value.typeName),
           o.value.raw & ~OptionSets.names(o.value).reduce(0, { $0 | (t.option($1) ?? 0) }) != 0 {
            throw Diagnostic.error("a button's title for the state '\(o.value.description)' is outside the supported Swift subset: titles are set for .normal, .highlighted, .selected and .disabled", at: r)
        }
        switch OptionSets.asLiteral(v) {
        case .symbol(let s): options = s == "normal" ? [] : [s]
        case .list(let l): for e in l { if case .symbol(let s) = e { if s != "normal" { options.append(s) } } else { options.append(e.description) } }
        default: options = [v.description]
        }
        for o in options where !ButtonContent.states.contains(o) {
            let (hint, fix) = didYouMean(o, ButtonContent.states, at: r, prefix: ".")
            throw Diagnostic.error("a button's title for the state '.\(o)' is outside the supported Swift subset\(hint): titles are set for .normal, .highlighted, .selected and .disabled", at: r, fixIts: fix)
        }
        let sorted = ButtonContent.states.filter { options.contains($0) }
        return sorted.isEmpty ? "normal" : sorted.joined(separator: "+")
    }

    /// The button's content, or the error for a view that is no button.
    static func button(_ v: Value, _ what: String, _ r: SourceRange) throws -> (ViewNode, ButtonContent) {
        guard let n = viewNode(v), let b = n[buttonContent] else {
            throw Diagnostic.error("'\(what)' is a UIButton's; this view is \(viewNode(v).map { "a " + $0.uiKitClassName } ?? "none")", at: r)
        }
        return (n, b)
    }

    /// UIButton's members (the title's, the current state's; its isEnabled, isSelected and
    /// isHighlighted are its properties' getters, Kinds/Properties/ButtonContentLayout.swift)
    /// and methods, which every view
    /// value has to the checker and a button alone when the code runs; a UIButton subclass's
    /// code names them without `self.` (`buttonSelfNames`).
    static let buttonMembers: [(String, Member)] = [
        ("titleLabel", Member(.optional(.view("UILabel"))) { v in viewNode(v)?[buttonContent].map { .view(ViewRef($0.titleLabel)) } ?? .void }),
        ("currentTitle", Member(.optional(.string), value: { v, run, r in
            let (n, b) = try button(v, "currentTitle", r)
            return run.buttonTitle(n, b).map { .string($0) } ?? .void })),
        ("imageView", Member(.optional(.view("UIImageView"))) { v in viewNode(v)?[buttonContent].map { .view(ViewRef($0.imageView)) } ?? .void }),
        ("currentImage", Member(.optional(.object(.image)), value: { v, run, r in
            let (n, b) = try button(v, "currentImage", r)
            return run.buttonImage(n, b).map { .boxed($0) } ?? .void })),
        ("currentAttributedTitle", Member(.optional(.object(.attributedString)), value: { v, run, r in
            let (n, b) = try button(v, "currentAttributedTitle", r)
            return run.buttonAttributedTitle(n, b).map { .boxed($0) } ?? .void })),
        ("currentTitleColor", Member(.color, value: { v, run, r in
            let (n, b) = try button(v, "currentTitleColor", r)
            return .color(run.buttonTitleColor(n, b)) })),
    ] + propertyMembers(.button)

    static let buttonMethods: [String: [MethodForm]] = [
        "setTitle": [MethodForm([Param(nil, .string, .void, takesNil: true), Param("for", nil)], .void) { v, a in
            try setForState(v, a, "setTitle(_:for:)") { b, k in
                if case .string(let s) = a[0] { b.titles[k] = s } else { b.titles[k] = nil }
            }
            a.run.madeButtonTitles = true
            return .void }],
        "setTitleColor": [MethodForm([Param(nil, .color, .void, takesNil: true), Param("for", nil)], .void) { v, a in
            try setForState(v, a, "setTitleColor(_:for:)") { b, k in
                if case .color(let c) = a[0] { b.titleColors[k] = c } else { b.titleColors[k] = nil }
            }
            return .void }],
        "setAttributedTitle": [MethodForm([Param(nil, .attributedString, .void, takesNil: true), Param("for", nil)], .void) { v, a in
            try setForState(v, a, "setAttributedTitle(_:for:)") { b, k in b.attributedTitles[k] = a[0].ref(AttributedText.self)?.value }
            a.run.madeButtonTitles = true
            return .void }],
        "attributedTitle": [MethodForm([Param("for", nil)], .optional(.object(.attributedString))) { v, a in
            try forState(v, a, "attributedTitle(for:)", \.attributedTitles).map { .boxed($0) } ?? .void }],
        "setImage": [MethodForm([Param(nil, .image, .void, takesNil: true), Param("for", nil)], .void) { v, a in
            if let img = a[0].ref(ImageContent.self)?.value, img.capInsets != nil, img.drawing != nil {
                throw Diagnostic.error("a resizable image drawn in code shown in a button is outside the supported Swift subset (docs/language.md §13): give the button an image from a file", at: a.argRange(0))
            }
            try setForState(v, a, "setImage(_:for:)") { b, k in b.images[k] = a[0].ref(ImageContent.self)?.value }
            a.run.madeButtonTitles = true
            return .void }],
        "image": [MethodForm([Param("for", nil)], .optional(.object(.image))) { v, a in
            try forState(v, a, "image(for:)", \.images).map { .boxed($0) } ?? .void }],
        "title": [MethodForm([Param("for", nil)], .optional(.string)) { v, a in
            try forState(v, a, "title(for:)", \.titles).map { .string($0) } ?? .void }],
        "titleColor": [MethodForm([Param("for", nil)], .optional(.color)) { v, a in
            let (_, b) = try button(v, "titleColor(for:)", a.range)
            let k = try stateKey(a[0], a.argRange(label: "for"))
            return .color(defaultTitleColor(b, k, tint: viewNode(v)?.effectiveTintColor ?? .black)) }],
    ]

    /// The setting in `table` for the state given as the call's argument, else .normal's, as
    /// UIKit falls back to it.
    static func forState<T>(_ v: Value, _ a: Call, _ what: String, _ table: (ButtonContent) -> [String: T]) throws -> T? {
        let t = table(try button(v, what, a.range).1)
        return t[try stateKey(a[0], a.argRange(label: "for"))] ?? t["normal"]
    }

    /// A setting of the button's for the state given as the call's second argument (nil as
    /// the first takes it away); the label then shows the current state's title, as UIKit
    /// sets it when the title is set.
    static func setForState(_ v: Value, _ a: Call, _ what: String, _ update: (inout ButtonContent, String) -> Void) throws {
        var (n, b) = try button(v, what, a.range)
        update(&b, try stateKey(a[1], a.argRange(label: "for")))
        n[buttonContent] = b
        a.run.showTitle(n, b)
    }

    /// UIControl's `state`, a UIControl.State (`Checker.controlStateType`): its options
    /// from isHighlighted, isEnabled and isSelected, as UIKit computes it. Every view value has
    /// it to the checker and a control alone when the code runs (a button, an instance of a
    /// UIControl subclass); a control subclass's code names it without `self.`.
    static let controlMembers: [(String, Member)] = [
        ("state", Member(Checker.controlStateType, value: { v, run, r in
            guard let n = viewNode(v), run.isControl(n) else {
                throw Diagnostic.error("'state' is a UIControl's; this view is \(viewNode(v).map { "a " + $0.uiKitClassName } ?? "none")", at: r)
            }
            let t = OptionSets.type("UIControl.State")!
            return .optionSet(t.name, run.controlOptions(n).reduce(0) { $0 | (t.option($1) ?? 0) })
        })),
    ]

    static let buttonNames = Set(buttonMembers.map(\.0)).union(buttonMethods.keys)
    static let controlNames = Set(controlMembers.map(\.0))
    /// The names a UIButton subclass's code reads or calls without `self.`: UIView's, UIControl's and UIButton's.
    static let buttonSelfNames = uiViewNames.union(controlNames).union(buttonNames)
    /// The names a UIControl subclass's code reads or calls without `self.`: UIView's and UIControl's.
    static let controlSelfNames = uiViewNames.union(controlNames)

    /// The title color for state `key`: the one set for it, else UIKit's for the type and state
    /// (from .normal's: a system button's highlighted title faded, its disabled one gray).
    static func defaultTitleColor(_ b: ButtonContent, _ key: String, tint: Color) -> Color {
        if let c = b.titleColors[key] { return c }
        let normal = b.titleColors["normal"] ?? (b.system ? tint : Color(white: 1))
        guard b.system else { return normal }
        if key.contains("disabled") { return ButtonContent.systemDisabledColor }
        if key.contains("highlighted") { return normal.withAlphaComponent(normal.alpha * ButtonContent.systemHighlightedAlpha) }
        return normal
    }
}

extension ViewNode {
    /// The UIKit class a view is, as messages name it: UILabel, UIImageView, UIView, or its class's name.
    var uiKitClassName: String { isLabel ? "UILabel" : isImageView ? "UIImageView" : kind == "view" ? "UIView" : kind }
}

extension Runner {
    /// The button's current state's key, from its isHighlighted, isEnabled and isSelected.
    func buttonState(_ n: ViewNode) -> String {
        let options = controlOptions(n)
        return options.isEmpty ? "normal" : options.joined(separator: "+")
    }

    /// UIControl.State's options the control has, in the order of their bits (UIKit's
    /// rawValues: highlighted 1, disabled 2, selected 4); none is `.normal`.
    func controlOptions(_ n: ViewNode) -> [String] {
        var options: [String] = []
        if controlFlag(n, ViewProperty.isHighlightedValue, "isHighlighted") { options.append("highlighted") }
        if !controlFlag(n, ViewProperty.isEnabledValue, "isEnabled") { options.append("disabled") }
        if controlFlag(n, ViewProperty.isSelectedValue, "isSelected") { options.append("selected") }
        return options
    }

    /// Whether the view is a UIControl: a button, or an instance of a class whose superclass
    /// gives it UIControl's state (`swiftSuperclasses`).
    func isControl(_ n: ViewNode) -> Bool {
        if n[Builtins.buttonContent] != nil { return true }
        guard let c = swiftInstance(n)?.component else { return false }
        return swiftSuperclasses[c.swift?.superclass ?? ""]?.isEmpty == false
    }

    /// A control flag of a button: a UIButton subclass's stored property, else the view's.
    func controlFlag(_ n: ViewNode, _ key: PropertyKey<Bool>, _ name: String) -> Bool {
        if let inst = swiftInstance(n), let s = storedSlot(inst.component, name) {
            if case .value(.bool(let b)) = inst.frame.slots[Int(s)] { return b }
            return key.initial
        }
        return n[key]
    }

    /// UIButton.currentTitle: the title for the current state, else .normal's.
    func buttonTitle(_ n: ViewNode, _ b: ButtonContent) -> String? {
        let k = buttonState(n)
        return b.titles[k] ?? b.titles["normal"]
    }

    /// UIButton.currentAttributedTitle: the attributed title for the current state, else .normal's.
    func buttonAttributedTitle(_ n: ViewNode, _ b: ButtonContent) -> AttributedText? {
        b.attributedTitles[buttonState(n)] ?? b.attributedTitles["normal"]
    }

    /// The title label given the current state's title: the attributed one where there is one
    /// (its runs without a color or font take the label's), else the plain one.
    func showTitle(_ n: ViewNode, _ b: ButtonContent) {
        if let a = buttonAttributedTitle(n, b) {
            b.titleLabel.label?.attributed = a
            b.titleLabel.label?.text = a.string
        } else {
            b.titleLabel.label?.attributed = nil
            b.titleLabel.label?.text = buttonTitle(n, b) ?? ""
        }
    }

    /// UIButton.currentImage: the image for the current state, else .normal's.
    func buttonImage(_ n: ViewNode, _ b: ButtonContent) -> ImageContent? {
        b.images[buttonState(n)] ?? b.images["normal"]
    }

    /// UIButton.currentTitleColor.
    func buttonTitleColor(_ n: ViewNode, _ b: ButtonContent) -> Color {
        Builtins.defaultTitleColor(b, buttonState(n), tint: n.effectiveTintColor)
    }

    /// The title label's fitted size (UILabel.sizeThatFits, whole points) for the current title.
    func buttonTitleSize(_ n: ViewNode, _ b: ButtonContent, width: Double?) throws -> Size {
        showTitle(n, b)
        return try labelFittingSize(b.titleLabel, range: n.range, width: width)
    }

    /// UIButton.intrinsicContentSize: the title's size plus contentEdgeInsets (titleEdgeInsets
    /// do not count, as Apple documents); with contentEdgeInsets zero, 6 points above and below
    /// the title, as UIKit pads it.
    func buttonIntrinsicSize(_ n: ViewNode, _ b: ButtonContent) throws -> Size {
        let t = try buttonTitleSize(n, b, width: nil)
        let i = buttonImage(n, b)?.size ?? .zero
        let e = n[ViewProperty.contentEdgeInsetsValue]
        let zero = e == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let pad = zero && t.height > 0 ? ButtonContent.defaultVerticalPadding : 0
        return Size(i.width + t.width + e.left + e.right, max(i.height, t.height + 2 * pad) + e.top + e.bottom)
    }

    /// UIButton's layoutSubviews for its image and title: the image at its size and the label
    /// sized to fit (the title at most the content rect's width left of the image), side by
    /// side, image first, placed as one across the content rect by contentHorizontalAlignment
    /// (`.fill`: the title takes the width the image leaves), each down it by
    /// contentVerticalAlignment; the title's rect then inset by titleEdgeInsets. Each is the
    /// button's subview while it has something to show.
    func layoutButtonTitle(_ n: ViewNode, _ b: ButtonContent) throws {
        let l = b.titleLabel, iv = b.imageView
        showTitle(n, b)
        let image = buttonImage(n, b)
        let hasTitle = l.label?.text.isEmpty == false
        let content = n.bounds.inset(by: n[ViewProperty.contentEdgeInsetsValue])
        let cw = max(0, content.width), ch = max(0, content.height)
        let h = n[ViewProperty.contentHorizontalAlignmentValue], v = n[ViewProperty.contentVerticalAlignmentValue]
        let imageSize = image.map { Size(min($0.size.width, cw), min($0.size.height, ch)) } ?? .zero
        var titleSize = Size.zero
        if hasTitle {
            l.label?.textColor = buttonTitleColor(n, b)
            let room = cw - imageSize.width
            let fitted = try buttonTitleSize(n, b, width: max(0, room))
            titleSize = Size(h == "fill" ? max(0, room) : min(fitted.width, max(0, room)), v == "fill" ? ch : min(fitted.height, ch))
        }
        let group = imageSize.width + titleSize.width
        let x: Double
        switch h {
        case "left", "leading", "fill": x = content.minX
        case "right", "trailing": x = content.maxX - group
        default: x = content.minX + (content.width - group) / 2
        }
        func y(_ height: Double) -> Double {
            switch v {
            case "top", "fill": return content.minY
            case "bottom": return content.maxY - height
            default: return content.minY + (content.height - height) / 2
            }
        }
        func show(_ s: ViewNode, _ shown: Bool) {
            if !shown { n.subviews.removeAll { $0 === s }; return }
            if !n.subviews.contains(where: { $0 === s }) { n.subviews.append(s) }
            s.superview = n
        }
        if let img = image {
            iv.image = img
            // A system button draws its image as a template in its tint color (UIKit's), unless
            // the image is made always original.
            iv.imageRenderingMode = b.system && img.renderingMode == "automatic" ? "alwaysTemplate" : img.renderingMode
            iv.imageCapInsets = img.capInsets
            iv.imageResizingMode = img.resizingMode
            iv.intrinsicContentSize = img.size
            iv.frame = Rect(x, y(imageSize.height), imageSize.width, imageSize.height)
        }
        show(iv, image != nil)
        if hasTitle {
            l.frame = Rect(x + imageSize.width, y(titleSize.height), titleSize.width, titleSize.height).inset(by: n[ViewProperty.titleEdgeInsetsValue])
        }
        show(l, hasTitle)
    }

    /// UIKit's layout pass for the buttons of the drawing, before it is drawn: each button
    /// lays out its image and title (`layoutButtonTitle`). Nothing for a drawing whose code set
    /// no button title or image.
    func layoutButtons() throws {
        guard madeButtonTitles else { return }
        func walk(_ v: ViewNode, _ depth: Int) throws {
            guard depth <= options.limits.maxDepth else { return }
            if let b = v[Builtins.buttonContent] {
                try layoutButtonTitle(v, b)
                warnAboutMissingGlyphs(b.titleLabel)
            }
            for s in v.subviews { try walk(s, depth + 1) }
            if let m = v.maskView { try walk(m, depth + 1) }
        }
        for p in pages { try walk(p.root, 0) }
    }
}
