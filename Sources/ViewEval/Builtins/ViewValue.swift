// Views made in Swift code, for a class's init(frame:), awakeFromNib() and layoutSubviews():
// `UIView()`, `UIView(frame:)`, `UILabel()`, `UILabel(frame:)`, `UIImageView()`, `UIImageView(frame:)`, `UIImageView(image:)` (an image
// view as `image { }` makes one: at the image's size, or empty for nil) and instances of classes and
// components (`SkullView(frame:)`) are values — references, as in UIKit — whose properties are
// set with `=` (`label.text = "Hi"`, `badge.frame.origin = p`) and which `addSubview(_:)`
// places in the view being made. Their geometry and text can be read back. Core Animation's
// layers are nodes of the same tree, made and placed by the constructors and methods of
// Kinds/Layer.swift, joined to this type's.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static func viewNode(_ v: Value) -> ViewNode? {
        if case .view(let r) = v { return r.node }
        return nil
    }

    /// A new UIView or UILabel with `frame` (counted as a view, its superview for tint the view being made).
    static func makeView(_ a: Call, label: Bool, frame: Rect?) throws -> Value {
        try a.run.countView(a.range)
        let node = ViewNode(kind: label ? "label" : "view", range: a.range)
        if label { Kinds.makeLabelNode(node) }
        node.superview = a.run.selfView
        if let f = frame {
            try Check.finiteValue(.rect(f), a.range)
            try a.run.setViewProperty(node, Int(ViewProperties.table.index["frame"]!), .rect(f), a.range, a.range)
        }
        return .view(ViewRef(node))
    }

    /// UIImageView(image:): an image view showing the image, its frame the image's size at
    /// (0, 0) (an empty one for nil), ignoring touches and not opaque, as UIKit makes it;
    /// `UIImageView()` and `UIImageView(frame:)` (UIView's initializers) show no image.
    static func makeImageView(_ a: Call, _ image: Value, frame: Rect? = nil) throws -> Value {
        guard case .view(let r) = try makeView(a, label: false, frame: frame) else { return .void }
        let node = r.node
        node.kind = "image"
        makeImageViewNode(node)
        guard a.count > 0 else { return .view(r) }
        guard try show(image, in: node, at: a.argRange(0)) else {
            throw Diagnostic.error("UIImageView(image:) takes a UIImage (or nil), not \(article(image))", at: a.argRange(0))
        }
        if let img = node.image {
            try a.run.setViewProperty(node, Int(ViewProperties.table.index["frame"]!), .rect(Rect(0, 0, img.size.width, img.size.height)), a.range, a.range)
        }
        return .view(r)
    }

    /// An image view shows `image` (a UIImage, or nil for none), as UIImageView's `image`
    /// does when set: its intrinsic size the image's; its frame unchanged. False for a value
    /// that is neither.
    static func show(_ image: Value, in node: ViewNode, at r: SourceRange) throws -> Bool {
        if let img = image.ref(ImageContent.self)?.value {
            node.image = img
            node.imageRenderingMode = img.renderingMode
            if let caps = img.capInsets {
                guard img.drawing == nil else {
                    throw Diagnostic.error("a resizable image drawn in code shown in a UIImageView is outside the supported Swift subset (docs/language.md §13): give the image view an image from a file", at: r)
                }
                node.imageCapInsets = caps
                node.imageResizingMode = img.resizingMode
            }
            node.intrinsicContentSize = img.size
            return true
        }
        guard case .void = image else { return false }
        node.image = nil
        return true
    }

    /// A view made an image view, as UIImageView's init makes it: ignoring touches, not opaque,
    /// showing its image (none yet). A Swift class inheriting from UIImageView is one too.
    static func makeImageViewNode(_ node: ViewNode) {
        node.isImageView = true
        node.kindInfo = Kinds.imageView
        node.isUserInteractionEnabled = false
        node.isOpaque = false
    }

    /// A UIView's own members and methods, which its class's code also names without `self.`
    /// (Checker.implicitSelfMember): its properties read back (each property's getter,
    /// Kinds/ViewProperties.swift) and its read-only members. A view value has a layer's too
    /// (Kinds/Layer.swift), reached through `layer` in Swift, and a label's `text`.
    static let uiViewMembers: [(String, Member)] = propertyMembers(.view) + viewReadOnly.map { ($0.0, member($0.1)) } + [
        ("safeAreaLayoutGuide", Member(.object(.layoutGuide)) { v in viewNode(v).map { .boxed(LayoutGuide(node: $0)) } ?? .void }),
        ("layoutMarginsGuide", Member(.object(.layoutGuide)) { v in viewNode(v).map { .boxed(LayoutGuide(node: $0, margins: true)) } ?? .void }),
    ] + LayoutAttribute.anchors.map { ($0.0, anchorMember($0.1)) } + buttonMembers + controlMembers

    /// UIView's read-only members, read from the view alone.
    static let viewReadOnly: [(String, ViewGetter)] = [
        // nil until it is added to a view (addSubview(_:)), as UIKit's.
        ("superview", ViewGetter(.optional(.view("UIView"))) { v in v.placedSuperview.map { .view(ViewRef($0)) } ?? .void }),
        // The canvas or page it is shown in, once it and its superviews are placed (ViewNode.placedWindow).
        ("window", ViewGetter(.optional(.view("UIWindow"))) { v in v.placedWindow.map { .view(ViewRef($0)) } ?? .void }),
        // A window's screen (Builtins/Screen.swift): the drawing's one screen.
        ("screen", ViewGetter(.object(.screen)) { _ in .boxed(ScreenValue()) }),
        // No bar, notch or home indicator covers a drawing's views: a canvas or page is all
        // content, so the insets are zero.
        ("safeAreaInsets", ViewGetter(.insets) { _ in .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) }),
        // No view is first responder in a still drawing (`becomeFirstResponder()` below).
        ("isFirstResponder", ViewGetter(.bool) { _ in .bool(false) }),
        // Its layout direction: right to left only when its semanticContentAttribute forces it,
        // a drawing being laid out left to right (Properties/SemanticContentAttribute.swift).
        ("effectiveUserInterfaceLayoutDirection", ViewGetter(.symbol("")) { v in
            .symbol(v[ViewProperty.semanticContentValue] == "forceRightToLeft" ? "rightToLeft" : "leftToRight")
        }),
        // Its subviews so far, in order (the views made in code and added; the layers added to
        // its layer are sublayers, no subviews).
        ("subviews", ViewGetter(.list(.view("UIView"))) { v in .list(v.subviews.filter { !$0.isLayer }.map { .view(ViewRef($0)) }) }),
        // The view's layer: the view's own node, to which sublayers are added (Kinds/Layer.swift).
        ("layer", ViewGetter(.view("CALayer")) { v in .view(ViewRef(v)) }),
    ]

    /// `child` moved to the end (front) or start (back) of `parent`'s subviews, when it is one.
    static func reorder(_ parent: Value, _ child: Value, toFront: Bool) -> Value {
        guard let p = viewNode(parent), let c = viewNode(child), let i = p.subviews.firstIndex(where: { $0 === c }) else { return .void }
        p.subviews.remove(at: i)
        if toFront { p.subviews.append(c) } else { p.subviews.insert(c, at: 0) }
        return .void
    }

    /// The members the view properties' getters of `owner` make, under their names in Swift.
    static func propertyMembers(_ owner: ViewGetter.Owner) -> [(String, Member)] {
        ViewProperties.uiView.compactMap { p in p.get.flatMap { $0.owner == owner ? (p.swiftName, member($0)) : nil } }
    }

    /// UIView's members read from the view alone, by name: what a view's body reads as an
    /// ambient name (`bounds`, Ambient(viewMember:)).
    static let viewGetters: [String: ViewGetter] = {
        var d: [String: ViewGetter] = [:]
        for p in ViewProperties.uiView { if let g = p.get, g.owner == .view { d[p.swiftName] = g } }
        for (name, g) in viewReadOnly { d[name] = g }
        return d
    }()

    /// A getter as a member of view values.
    static func member(_ g: ViewGetter) -> Member {
        Member(g.type, value: { v, run, r in
            guard let n = viewNode(v) else { try run.checkedError() }
            return try g.read(n, run, { r })
        })
    }
    static let uiViewMethods: [String: [MethodForm]] = [
        "sizeToFit": [MethodForm([], .void) { v, a in
            guard let n = viewNode(v) else { return .void }
            // A class's own sizeThatFits(_:), asked with its bounds' size: its frame takes that size.
            if case .size(let s)? = try a.run.callOwn(n, "sizeThatFits", [.size(n.bounds.size)]) {
                var f = n.frame
                f.size = s
                try a.run.setViewPropertyObserved(n, Int(ViewProperties.table.index["frame"]!), .rect(f), a.range, a.range)
                return .void
            }
            guard n.label != nil || n[buttonContent] != nil else {
                throw Diagnostic.error("sizeToFit() sizes a label or a button to its text here; this view is neither", at: a.range)
            }
            try a.run.sizeToFit(.view(n, DrawList()), a.range)
            return .void }],
        // The size that fits a size: the class's own sizeThatFits(_:); else UILabel's, its text
        // measured as sizeToFit() measures it, wrapping at the size's width when it may take
        // more than one line; UIButton's, its intrinsicContentSize; UIImageView's, its image's
        // size (none: zero, as UIKit's asks a nil image); UIView's, its current size.
        "sizeThatFits": [MethodForm([Param(nil, .size)], .size) { v, a in
            guard let n = viewNode(v) else { return .size(.zero) }
            if let own = try a.run.callOwn(n, "sizeThatFits", [.size(a.size(0))]) { return own }
            return try uikitSizeThatFits(n, a) }],
        // A control's target and action: what a touch would call, and a still frame has
        // no touch (the preview's touches go to gesture recognizers).
        "addTarget": [MethodForm([Param(nil, nil), Param("action", .string), Param("for", nil)], .void) { _, _ in .void }],
        "removeTarget": [MethodForm([Param(nil, nil), Param("action", nil), Param("for", nil)], .void) { _, _ in .void }],
        // An interaction (drag, drop, context menu, pointer: a system object) added or taken
        // off: nothing interacts with a still drawing.
        "addInteraction": [MethodForm([Param(nil, .systemObject)], .void) { _, _ in .void }],
        "removeInteraction": [MethodForm([Param(nil, .systemObject)], .void) { _, _ in .void }],
        // A recognizer attached (on a subview made in code, its action is still its target's);
        // one of the file's own recognizer classes is a system object, attached to no effect.
        "addGestureRecognizer": [MethodForm([Param(nil, .recognizer)], .void) { v, a in
            guard let node = viewNode(v), case .recognizer(let r) = a[0] else { return .void }
            a.run.attach(r, to: node)
            return .void },
            MethodForm([Param(nil, .systemObject)], .void) { _, _ in .void }],
        // A recognizer taken off the view; one the view does not have is left as it is, as UIKit's.
        "removeGestureRecognizer": [MethodForm([Param(nil, .recognizer)], .void) { v, a in
            guard let node = viewNode(v), case .recognizer(let r) = a[0], r.view === node else { return .void }
            node.gestureRecognizers.removeAll { $0 === r }
            r.view = nil
            return .void },
            MethodForm([Param(nil, .systemObject)], .void) { _, _ in .void }],
        "addSubview": [MethodForm([Param(nil, .view)], .void) { v, a in
            guard let parent = viewNode(v), let child = viewNode(a[0]) else { return .void }
            try a.run.place(child, in: parent, a.range)
            return .void }],
        // insertSubview(_:at:), (_:belowSubview:), (_:aboveSubview:): placed at that index
        // among the subviews (last past their end), or just below or above a subview, as UIKit
        // inserts it; a view already placed moves there.
        "insertSubview": [
            MethodForm([Param(nil, .view), Param("at", N)], .void) { v, a in
                guard let parent = viewNode(v), let child = viewNode(a[0]) else { return .void }
                let i = a.num(1)
                guard i >= 0, i == i.rounded() else { throw Diagnostic.error("a subview's index is a whole number ≥ 0, not \(formatNumber(i))", at: a.argRange(1)) }
                try a.run.place(child, in: parent, a.range, at: Int(min(i, 1e9)))
                return .void },
            MethodForm([Param(nil, .view), Param("belowSubview", .view)], .void) { v, a in try insertSublayer(v, a, after: false, noun: "subview") },
            MethodForm([Param(nil, .view), Param("aboveSubview", .view)], .void) { v, a in try insertSublayer(v, a, after: true, noun: "subview") },
        ],
        // The view itself or the first of its subviews, depth first, whose tag is the one asked for.
        "viewWithTag": [MethodForm([Param(nil, N)], .optional(.view("UIView"))) { v, a in
            func find(_ x: ViewNode) -> ViewNode? {
                if x[ViewProperty.tagValue] == a.num(0) { return x }
                for s in x.subviews { if let f = find(s) { return f } }
                return nil
            }
            return viewNode(v).flatMap(find).map { .view(ViewRef($0)) } ?? .void }],
        // A subview moved to the top (bringSubviewToFront(_:), Swift 4's bringSubview(toFront:))
        // or the bottom (sendSubviewToBack(_:), sendSubview(toBack:)) of the view's subviews
        // and layers, as UIKit reorders them (without telling the view it gained or lost one);
        // a view that is not its subview is left where it is.
        "bringSubviewToFront": [MethodForm([Param(nil, .view)], .void) { v, a in reorder(v, a[0], toFront: true) }],
        "bringSubview": [MethodForm([Param("toFront", .view)], .void) { v, a in reorder(v, a[0], toFront: true) }],
        "sendSubviewToBack": [MethodForm([Param(nil, .view)], .void) { v, a in reorder(v, a[0], toFront: false) }],
        "sendSubview": [MethodForm([Param("toBack", .view)], .void) { v, a in reorder(v, a[0], toFront: false) }],
        // A class's own override runs in UIKit's place (its `super.removeFromSuperview()` is UIKit's).
        "removeFromSuperview": [MethodForm([], .void) { v, a in
            if let n = viewNode(v), let own = try a.run.callOwn(n, "removeFromSuperview", []) { return own }
            return try a.run.uikitRemoveFromSuperview(v) }],
        // Auto Layout on a view made in code (Layout.swift): constraints made active, and
        // its layout run now.
        "addConstraint": [MethodForm([Param(nil, .layoutConstraint)], .void) { _, a in try activateAll(.list([a[0]]), true, a, "addConstraint(_:)") }],
        "addConstraints": [MethodForm([Param(nil, .list)], .void) { _, a in try activateAll(a[0], true, a, "addConstraints(_:)") }],
        "removeConstraint": [MethodForm([Param(nil, .layoutConstraint)], .void) { _, a in try activateAll(.list([a[0]]), false, a, "removeConstraint(_:)") }],
        "removeConstraints": [MethodForm([Param(nil, .list)], .void) { _, a in try activateAll(a[0], false, a, "removeConstraints(_:)") }],
        // A view that draws as this one does now (Builtins.snapshot).
        "snapshotView": [MethodForm([Param("afterScreenUpdates", .bool)], .optional(.view("UIView"))) { v, a in
            guard let n = viewNode(v) else { return .void }
            return .view(ViewRef(try snapshot(n, a, depth: 0)))
        }],
        "layoutIfNeeded": [MethodForm([], .void) { v, a in
            if let n = viewNode(v) { try a.run.solveLayout(n) }
            return .void }],
        // UIView's own layoutSubviews(), called directly (by a class that does not override
        // it): it lays the subviews out by their constraints, as layoutIfNeeded() does.
        "layoutSubviews": [MethodForm([], .void) { v, a in
            if let n = viewNode(v) { try a.run.solveLayout(n) }
            return .void }],
        // Requests to draw, lay out or update the constraints again: a drawing is one still
        // frame, made once, so they do nothing — but a layer of a CALayer subclass (or a view's
        // layer that is one) draws only once it is asked to display (Kinds/LayerClass.swift).
        // CALayer has the first two as well; a layer is a node of the same tree, so these are its too.
        "setNeedsDisplay": [MethodForm([], .void) { v, _ in viewNode(v)?.layerDisplay?.needsDisplay = true; return .void },
                            MethodForm([Param(nil, .rect)], .void) { v, _ in viewNode(v)?.layerDisplay?.needsDisplay = true; return .void }],
        "setNeedsLayout": [MethodForm([], .void) { _, _ in .void }],
        "setNeedsUpdateConstraints": [MethodForm([], .void) { _, _ in .void }],
        "invalidateIntrinsicContentSize": [MethodForm([], .void) { _, _ in .void }],
        // UIControl's actions sent to their targets: a drawing has no targets to receive them.
        "sendActions": [MethodForm([Param("for", nil)], .void) { _, _ in .void }],
        // The responder chain: a still drawing has no events nor keyboard, so no view becomes
        // first responder (`becomeFirstResponder()` gives false, as UIKit's does for a view that
        // cannot) and one resigns at once.
        "becomeFirstResponder": [MethodForm([], .bool) { _, _ in .bool(false) }],
        "resignFirstResponder": [MethodForm([], .bool) { _, _ in .bool(true) }],
        // Asks a text field in the view to resign: there is none to ask, so it is done.
        "endEditing": [MethodForm([Param(nil, .bool)], .bool) { _, _ in .bool(true) }],
        // Requests to the focus engine to move focus now or soon: a still drawing has no focus.
        "updateFocusIfNeeded": [MethodForm([], .void) { _, _ in .void }],
        "setNeedsFocusUpdate": [MethodForm([], .void) { _, _ in .void }],
    ].merging(buttonMethods) { a, _ in a }.merging(layoutPriorityMethods) { a, _ in a }
    /// The names a view class's code reads or calls without `self.` (a UIButton subclass's:
    /// `buttonSelfNames`; a UIControl subclass's: `controlSelfNames`).
    static let uiViewNames = Set(uiViewMembers.map(\.0)).union(uiViewMethods.keys).subtracting(buttonNames).subtracting(controlNames)
        .subtracting(["screen"])   // a UIWindow's, not a view's own
    /// A UILabel's text properties, read from a label (a UILabel subclass's code names them
    /// without `self.`): `text` a `String?`, nil until text is set (an empty text reads as nil); `font` and `textColor`
    /// UIKit's implicitly unwrapped `UIFont!` and `UIColor!`, never nil (null-resettable: `!`
    /// passes them on, CheckExpressions.swift); `textAlignment`; `numberOfLines` an Int.
    static let labelMembers: [(String, Member)] = [
        ("text", Member(.optional(.string)) { v in
            guard let t = viewNode(v)?.label?.text, !t.isEmpty else { return .void }
            return .string(t) }),
        ("font", Member(.font) { .font(viewNode($0)?.label?.font ?? LabelContent().font) }),
        ("textColor", Member(.color) { .color(viewNode($0)?.label?.textColor ?? LabelContent().textColor) }),
        ("textAlignment", Member(.symbol("")) { .symbol((viewNode($0)?.label?.textAlignment ?? .natural).rawValue) }),
        ("numberOfLines", Member(.number) { .number(Double(viewNode($0)?.label?.numberOfLines ?? 1)) }),
    ]
    /// The names a UILabel subclass's code reads or calls without `self.`.
    static let labelSelfNames = uiViewNames.union(labelMembers.map(\.0)).union(labelMethods.keys)
    /// UIKit's implicitly unwrapped members that are never nil here (`label.font!`,
    /// `tintColor?.setFill()`): null-resettable, each reads its default when set to nil.
    static let unwrappedMembers: Set<String> = ["font", "textColor", "tintColor"]
    /// The names a CALayer subclass's code reads or calls without `self.`: CALayer's members
    /// and methods (Kinds/Layer.swift; `cornerRadius` in its draw(in:)) and the methods it
    /// shares with UIView, declared once above.
    static let layerSelfNames = Set(layerMethods.keys).union(layerMembers.map(\.0)).union(["setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded"])

    /// UIKit's size that fits a size (the class's own aside).
    static func uikitSizeThatFits(_ n: ViewNode, _ a: Call) throws -> Value {
        let s = a.size(0)   // `.zero` too
        if n.label != nil { return .size(try a.run.labelFittingSize(n, range: a.range, width: s.width)) }
        if let b = n[buttonContent] { return .size(try a.run.buttonIntrinsicSize(n, b)) }
        if n.isImageView { return .size(n.image?.size ?? .zero) }
        return .size(n.bounds.size)
    }

    /// UILabel's methods: `textRect(forBounds:limitedToNumberOfLines:)`, the rectangle its text
    /// takes in a bounds — the class's own override when it has one, else UILabel's
    /// (`Runner.labelTextRect`).
    static let labelMethods: [String: [MethodForm]] = [
        "textRect": [MethodForm([Param("forBounds", .rect), Param("limitedToNumberOfLines", .number)], .rect) { v, a in
            guard let n = viewNode(v) else { return .rect(.zero) }
            if let own = try a.run.callOwn(n, "textRect", [.rect(a.rect(0)), a[1]]) { return own }
            return .rect(try a.run.labelTextRect(n, bounds: a.rect(0), lines: a.num(1), range: a.range)) }],
    ]

    /// UIKit's own implementation of a method a class of the file overrides, as the override's
    /// `super.name(…)` calls it (the checker gives it the name `super.name`, which no code
    /// can write): never the class's own.
    static let uikitOwnMethods: [String: [MethodForm]] = [
        "super.sizeThatFits": [MethodForm([Param(nil, .size)], .size) { v, a in
            guard let n = viewNode(v) else { return .size(.zero) }
            return try uikitSizeThatFits(n, a) }],
        "super.textRect": [MethodForm([Param("forBounds", .rect), Param("limitedToNumberOfLines", .number)], .rect) { v, a in
            guard let n = viewNode(v) else { return .rect(.zero) }
            return .rect(try a.run.labelTextRect(n, bounds: a.rect(0), lines: a.num(1), range: a.range)) }],
    ]

    static let viewValue = BuiltinType(
        type: .view,
        typeNames: [],
        members: uiViewMembers + labelMembers + layerMembers + stackMembers + scrollMembers,
        methods: uiViewMethods.merging(layerMethods) { a, _ in a }.merging(stackMethods) { a, _ in a }.merging(scrollMethods) { a, _ in a }
            .merging(labelMethods) { a, _ in a }.merging(uikitOwnMethods) { a, _ in a },
        functions: [
            "UIView": [
                FunctionForm([], .view("UIView")) { a in try makeView(a, label: false, frame: nil) },
                FunctionForm([Param("frame", .rect)], .view("UIView")) { a in try makeView(a, label: false, frame: a.rect(0)) },
            ],
            "UIImageView": [
                // UIView's initializers, inherited: an image view with no image, of no size or of the frame.
                FunctionForm([], .view("UIImageView")) { a in try makeImageView(a, .void) },
                FunctionForm([Param("frame", .rect)], .view("UIImageView")) { a in try makeImageView(a, .void, frame: a.rect(0)) },
                FunctionForm([Param("image", nil)], .view("UIImageView")) { a in try makeImageView(a, a[0]) },
            ],
            "UIButton": buttonForms,
            "UIStackView": stackForms,
            "UILabel": [
                FunctionForm([], .view("UILabel")) { a in try makeView(a, label: true, frame: nil) },
                FunctionForm([Param("frame", .rect)], .view("UILabel")) { a in try makeView(a, label: true, frame: a.rect(0)) },
            ],
        ].merging(layerFunctions) { a, _ in a })
}

extension Builtins {
    /// `UIControl.State()` (the empty set, `.normal`: `setTitleColor(c, for: UIControl.State())`)
    /// and `UIControl.State(rawValue:)`, as OptionSet.swift makes `UIControlState()`.
    static let controlStaticFunctions: [String: [FunctionForm]] = [
        "State": OptionSets.constructors(OptionSets.type("UIControl.State")!),
    ]

    /// A view or layer taken out of its superview's (superlayer's) list, and so not drawn, as
    /// `removeFromSuperview()` and `removeFromSuperlayer()` do.
    static func detach(_ v: Value) -> Value {
        if let n = viewNode(v), let p = n.superview { p.subviews.removeAll { $0 === n }; unarrange(n, from: p); n.superview = nil; n.setupInSuperview = false }
        return .void
    }
}

extension Builtins {
    /// `snapshotView(afterScreenUpdates:)`: a new view, not in any superview, at (0, 0) with the
    /// view's bounds size, that draws what the view and its subviews draw now — their drawing,
    /// background, layer, text and image copied, as UIKit's snapshot is a picture of the view
    /// (its later changes do not show in it; `afterScreenUpdates` changes nothing in a drawing
    /// made once). It takes no touches and has no recognizers, as a snapshot view has none.
    static func snapshot(_ n: ViewNode, _ a: Call, depth: Int) throws -> ViewNode {
        try a.run.countView(a.range)
        let s = ViewNode(kind: n.kind, range: a.range)
        (s.bounds, s.center, s.transform, s.alpha, s.isHidden, s.isOpaque) = (n.bounds, n.center, n.transform, n.alpha, n.isHidden, n.isOpaque)
        (s.backgroundColor, s.backgroundPattern, s.clipsToBounds, s.contentMode) = (n.backgroundColor, n.backgroundPattern, n.clipsToBounds, n.contentMode)
        (s.intrinsicContentSize, s.drawingBounds, s.contentSubviewCount, s.contentCommandCount) = (n.intrinsicContentSize, n.drawingBounds, n.contentSubviewCount, n.contentCommandCount)
        (s.layer, s.label, s.isImageView, s.image, s.imageRenderingMode) = (n.layer, n.label, n.isImageView, n.image, n.imageRenderingMode)
        (s.imageCapInsets, s.imageResizingMode, s.contentStretch, s.kindInfo) = (n.imageCapInsets, n.imageResizingMode, n.contentStretch, n.kindInfo)
        (s.layerContent, s.content, s.tintColor, s.own) = (n.layerContent, n.content, n.effectiveTintColor, n.own)
        s.isUserInteractionEnabled = false
        // Its constraints stay the view's.
        s[LayoutConstraint.active] = []
        if depth == 0 {
            // The picture is of the view untransformed, placed at the origin.
            s.transform = .identity
            s.frame = Rect(0, 0, n.bounds.width, n.bounds.height)
        }
        if let m = n.maskView { s.maskView = try snapshot(m, a, depth: depth + 1); s.maskView?.superview = s }
        for sub in n.subviews {
            let c = try snapshot(sub, a, depth: depth + 1)
            c.superview = s
            s.subviews.append(c)
        }
        if depth == 0 { s.superview = a.run.selfView }
        return s
    }
}

extension Runner {
    /// `parent.addSubview(child)` (and `addSublayer`, `insertSublayer(_:at:)`: at `index`, else
    /// last): a view already placed elsewhere moves, as in UIKit; a view cannot contain itself.
    func place(_ child: ViewNode, in parent: ViewNode, _ r: SourceRange, at index: Int? = nil) throws {
        // Views nest at most --max-depth deep, counting the child's own subviews.
        func height(_ v: ViewNode, _ limit: Int) -> Int {
            if limit <= 0 { return 1 }
            return 1 + (v.subviews.map { height($0, limit - 1) }.max() ?? 0)
        }
        var p: ViewNode? = parent
        var depth = 0
        while let q = p, depth <= options.limits.maxDepth {
            if q === child { throw Diagnostic.error("a view cannot be added as a subview of itself or of one of its subviews", at: r) }
            p = q.superview
            depth += 1
        }
        if depth + height(child, options.limits.maxDepth) > options.limits.maxDepth {
            throw Abort(diagnostic: .error("views nest deeper than \(options.limits.maxDepth) levels; raise the limit with --max-depth", at: r))
        }
        if let old = child.superview {
            if old !== parent, old.subviews.contains(where: { $0 === child }) { try notify(old, "willRemoveSubview", child) }
            old.subviews.removeAll { $0 === child }
            if old !== parent { Builtins.unarrange(child, from: old) }
        }
        child.superview = parent
        if let i = index {
            // A subview's index counts the subviews, among which the layers added to the
            // view's layer sit (a sublayer's index counts them all: insertSublayer(_:at:)).
            var at = min(i, parent.subviews.count)
            if !child.isLayer {
                at = parent.subviews.count
                var seen = 0
                for (k, s) in parent.subviews.enumerated() where !s.isLayer {
                    if seen == i { at = k; break }
                    seen += 1
                }
            }
            parent.subviews.insert(child, at: at)
        } else {
            parent.subviews.append(child)
        }
        try tellOfMove(child)
        try notify(parent, "didAddSubview", child)
    }

    /// UIView's `didAddSubview(_:)` and `willRemoveSubview(_:)`, when the view's class
    /// overrides them: run against its instance with the subview, as UIKit calls them — for
    /// its subviews, not for the layers added to its layer.
    /// UIView's removeFromSuperview(): the superview told first (willRemoveSubview(_:)), the
    /// view taken out, then told it moved.
    func uikitRemoveFromSuperview(_ v: Value) throws -> Value {
        guard let n = Builtins.viewNode(v), let p = n.superview else { return Builtins.detach(v) }
        try notify(p, "willRemoveSubview", n)
        let done = Builtins.detach(v)
        try tellOfMove(n)
        return done
    }

    func notify(_ view: ViewNode, _ method: String, _ subview: ViewNode) throws {
        guard !subview.isLayer else { return }
        _ = try callOwn(view, method, [.view(ViewRef(subview))])
    }

    /// Calls the method `method` of the view's class (one UIKit calls: didAddSubview(_:),
    /// sizeThatFits(_:)) with `args`: its result, or nil when the class has none.
    func callOwn(_ view: ViewNode, _ method: String, _ args: [Value]) throws -> Value? {
        guard let inst = swiftInstance(view), let sw = inst.component.swift,
              let k = sw.functions.first(where: { inst.component.unit.functions[Int($0.function)].name == method })?.function else { return nil }
        // An instance not made yet (placed by a class's block) runs it against its stored properties' initial values.
        try initializeStoredEarly(view)
        let cu = inst.component.unit
        let saved = (unit, selfView)
        (unit, selfView) = (cu, inst.node)
        defer { (unit, selfView) = saved }
        return try invoke(cu.functions[Int(k)], args, link: inst.frame, at: nil)
    }
}
