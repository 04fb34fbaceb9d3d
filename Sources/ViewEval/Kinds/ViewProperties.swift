// The properties of a view (UIView and its CALayer): `frame: …`, `alpha: …`,
// `layer.cornerRadius: …`. A property is one declaration, a `ViewProperty`: its name, its type
// and check, how it sets the view, how Swift code reads it back (its getter: a view value's
// member, `v.alpha`, `layer.zPosition`), its part of the `dump tree` line and what it changes
// in the view's drawing (its hooks, which Lower/Lowering.swift asks). Properties of UIView's own
// geometry and compositing keep their values in `ViewNode`'s fields and are declared in the
// table below; one whose value is its own alone is a file of its own in Kinds/Properties/ that
// keeps the value on the view (`ViewNode[key]`, a `PropertyKey`) and one line in `registered`.
// A label's and an image view's own properties are declared with their kinds (Label.swift,
// Image.swift) and joined to this table, each allowed only in its kind's block.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A view property whole: the row the checker and evaluation read (name, type, check, setter),
/// how Swift code reads it back, its part of the view's `dump tree` line, and what it changes
/// in how the view is drawn.
struct ViewProperty {
    let row: Property<ViewNode>
    /// How Swift code reads it back, as a member of a view value named `swiftName`; nil for
    /// one that is not read back (`ViewPropertyRegistryTests` lists each, with its reason).
    let get: ViewGetter?
    /// Its part of the `dump tree` line; nil for a property the dump does not show.
    let dump: DumpPart?
    /// What it changes in the view's drawing (none for most).
    let drawing: DrawingHooks

    init(_ name: String, _ type: ValueType?, typeMessage: ((String, VType, SourceRange) -> (String, [FixIt]))? = nil,
         checkType: ((VType, SourceRange) -> Diagnostic?)? = nil, cases: [String] = [], get: ViewGetter? = nil,
         dump: DumpPart? = nil, drawing: DrawingHooks = DrawingHooks(),
         set: @escaping (Runner, ViewNode, Value, _ name: SourceRange, _ at: SourceRange) throws -> Void) {
        row = Property(name, type, typeMessage: typeMessage, checkType: checkType, cases: cases, set: set)
        self.get = get; self.dump = dump; self.drawing = drawing
    }
    var name: String { row.name }
    /// Its name as a member in Swift: a layer's without `layer.` (`layer.zPosition` is the
    /// layer's `zPosition`, and a view's layer is the view's own node).
    var swiftName: String { name.hasPrefix("layer.") ? String(name.dropFirst(6)) : name }
}

/// How a view property (or another of UIView's members) reads back in Swift code: its type and
/// its value on a view.
struct ViewGetter {
    /// Whose member it is: UIView's (a view class's code names it without `self.`), the
    /// layer's, or UIButton's (a UIButton subclass's code names it without `self.`).
    enum Owner { case view, layer, button }
    let type: VType
    let owner: Owner
    /// Its value on the view; the range (made only when asked: a view's body may read
    /// `bounds` in a loop) is where it is read, for an error.
    let read: (ViewNode, Runner, () -> SourceRange) throws -> Value
    /// Its value read from the view alone (nil for one that needs the evaluation).
    let plain: ((ViewNode) -> Value)?

    init(_ type: VType, _ owner: Owner = .view, _ read: @escaping (ViewNode) -> Value) {
        self.type = type; self.owner = owner; self.read = { v, _, _ in read(v) }; plain = read
    }
    /// One that reads the evaluation's state too, or reports where it is read (a button's flags).
    init(_ type: VType, _ owner: Owner = .view, run: @escaping (ViewNode, Runner, () -> SourceRange) throws -> Value) {
        self.type = type; self.owner = owner; self.read = run; plain = nil
    }

    /// A value kept on the view under `key` (Kinds/Properties/).
    static func bool(_ key: PropertyKey<Bool>, _ owner: Owner = .view) -> ViewGetter { ViewGetter(.bool, owner) { .bool($0[key]) } }
    static func number(_ key: PropertyKey<Double>, _ owner: Owner = .view) -> ViewGetter { ViewGetter(.number, owner) { .number($0[key]) } }
    static func symbol(_ key: PropertyKey<String>, _ owner: Owner = .view) -> ViewGetter { ViewGetter(.symbol(""), owner) { .symbol($0[key]) } }
    static func insets(_ key: PropertyKey<EdgeInsets>, _ owner: Owner = .view) -> ViewGetter { ViewGetter(.insets, owner) { .insets($0[key]) } }
}

/// A part of a view's `dump tree` line (Tree/TreeDump.swift): the parts stand in increasing
/// `rank`, and `text` is nil for a view that shows none (a property at its default).
struct DumpPart {
    let rank: Int
    let text: (ViewNode) -> String?
}

/// What a property changes in how its view is drawn. Lowering (and hit testing, for the order
/// of subviews) asks every property that has the hook, in table order.
struct DrawingHooks {
    /// The corners `layer.cornerRadius` rounds, for the background, the clip of clipsToBounds
    /// and the border: the corners every hook keeps.
    var roundedCorners: ((ViewNode) -> RectCorners)? = nil
    /// Where the view stacks among its siblings: they are drawn back to front by these keys,
    /// then in order, and hit front to back (0 for a view that stacks as written).
    var stacking: ((ViewNode) -> Double)? = nil
    /// How the view's opacity is composited (`Lowering.Compositing`).
    var compositing: ((ViewNode, inout Lowering.Compositing) -> Void)? = nil
    init(roundedCorners: ((ViewNode) -> RectCorners)? = nil, stacking: ((ViewNode) -> Double)? = nil,
         compositing: ((ViewNode, inout Lowering.Compositing) -> Void)? = nil) {
        self.roundedCorners = roundedCorners; self.stacking = stacking; self.compositing = compositing
    }
}

enum ViewProperties {
    typealias P = ViewProperty

    /// An optional color's value: nil for nil.
    /// An option set written as one option or a list of them (`layer.maskedCorners`,
    /// `autoresizingMask`): the union of the options of `table` the value names. `one` names
    /// an option with its article ("a corner"), `kind` without ("corner").
    static func optionList<T: OptionSet>(_ v: Value, _ r: SourceRange, _ table: [(String, T)], property: String, one: String, kind: String) throws -> T where T.Element == T {
        let items: [Value]
        if case .list(let l) = OptionSets.asLiteral(v) { items = l } else { items = [v] }
        var out: T = []
        for item in items {
            guard case .symbol(let name) = item else {
                throw Diagnostic.error("'\(property)' is \(one) (.\(table[0].0)) or a list of them, not \(article(item))", at: r)
            }
            guard let o = table.first(where: { $0.0 == name })?.1 else {
                let (hint, fix) = didYouMean(name, table.map(\.0), at: r, prefix: ".")
                throw Diagnostic.error("unknown \(kind) '.\(name)'\(hint) (the \(kind)s are " + table.map { "." + $0.0 }.joined(separator: ", ") + ")",
                                       at: r, fixIts: items.count == 1 ? fix : [])
            }
            out.formUnion(o)
        }
        return out
    }

    /// The type check of such a property: an option, a list, or a value of the option set
    /// whose options the table names (OptionSet.swift).
    static func checkOptionListType(_ t: VType, _ r: SourceRange, _ table: [(String, some Any)], property: String, one: String) -> Diagnostic? {
        switch t {
        case .symbol, .list: return nil
        case .optionSet(let tn) where OptionSets.type(tn)?.option(table[0].0) != nil: return nil
        default: return .error("'\(property)' is \(one) (.\(table[0].0)) or a list of them, not \(article(t))", at: r)
        }
    }

    static func colorOrNil(_ x: Value) -> Color? {
        if case .color(let c) = x { return c }
        return nil
    }

    /// UIView's and CALayer's.
    static let base: [P] = [
        P("frame", .rect, get: ViewGetter(.rect) { .rect($0.frame) }, dump: DumpPart(rank: 10) { "frame = \(TreeDumper.rect($0.frame))" }) { run, v, x, nr, r in
            try finite(x.rect, "frame", r)
            if !v.transform.isIdentity {
                run.report(Diagnostic(.warning, "setting 'frame' of a transformed view: UIKit leaves the result undefined; viewc takes the size for bounds and moves the view so that its transformed box is centred in the frame (a translation kept). Set the frame before the transform, or set bounds and center", at: nr))
            }
            if x.rect.isNull { throw Diagnostic.error("a frame cannot be the null rect", at: r) }
            let old = v.bounds.size
            v.frame = x.rect
            ViewProperty.resizeSubviews(of: v, from: old)
        },
        P("bounds", .rect, get: ViewGetter(.rect) { .rect($0.drawingBounds ?? $0.bounds) }, dump: DumpPart(rank: 20) { "bounds = \(TreeDumper.rect($0.bounds))" }) { _, v, x, _, r in
            try finite(x.rect, "bounds", r)
            if x.rect.isNull { throw Diagnostic.error("bounds cannot be the null rect", at: r) }
            let old = v.bounds.size
            v.bounds = x.rect
            ViewProperty.resizeSubviews(of: v, from: old)
        },
        P("center", .point, get: ViewGetter(.point) { .point($0.center) }) { _, v, x, _, r in v.center = try finite(x.point, "center", r) },
        // CALayer.position is UIView.center; CALayer.anchorPoint is the point of the bounds (in
        // unit coordinates) that sits there and that the transform turns about. Setting it
        // keeps the position, so the view moves, as in Core Animation.
        P("layer.position", .point, get: ViewGetter(.point, .layer) { .point($0.center) }) { _, v, x, _, r in v.center = try finite(x.point, "layer.position", r) },
        P("layer.anchorPoint", .point, get: ViewGetter(.point, .layer) { .point($0.layer.anchorPoint) }, dump: DumpPart(rank: 50) { v in
            let a = v.layer.anchorPoint
            if a == Point(0.5, 0.5) { return nil }
            return "anchorPoint = (\(formatNumber(a.x)) \(formatNumber(a.y))); position = (\(formatNumber(v.center.x)) \(formatNumber(v.center.y)))"
        }) { _, v, x, _, r in v.layer.anchorPoint = try finite(x.point, "layer.anchorPoint", r) },
        P("transform", .transform, get: ViewGetter(.transform) { .transform($0.transform) }, dump: DumpPart(rank: 40) { v in
            v.transform.isIdentity ? nil : "transform = \(TreeDumper.matrix(v.transform))"
        }) { _, v, x, _, _ in v.transform = x.transformValue },
        // The view's layer's CATransform3D, as a flat layer without perspective shows it
        // (Kinds/Layer.swift): UIView.transform is its affine part, so setting one sets both.
        P("layer.transform", .transform) { _, v, x, _, _ in v.transform = x.transformValue },
        // UIKit clamps alpha to 0...1.
        P("alpha", .number, get: ViewGetter(.number) { .number($0.alpha) }, dump: DumpPart(rank: 60) { "alpha = \(formatNumber($0.alpha))" }) { _, v, x, _, _ in v.alpha = min(1, max(0, x.num)) },
        // The view's layer: the same value under its Core Animation name.
        P("layer.opacity", .number, get: ViewGetter(.number, .layer) { .number($0.alpha) }) { _, v, x, _, _ in v.alpha = min(1, max(0, x.num)) },
        // CALayer's colors are optional CGColors: nil is none (`layer.backgroundColor = color?.cgColor`).
        P("layer.backgroundColor", nil, checkType: Kinds.optionalColor) { _, v, x, _, _ in v.backgroundColor = Self.colorOrNil(x) },
        // UIView.tintColor: inherited by subviews that set none; template images draw in it.
        // Null-resettable: nil takes the superview's again.
        P("tintColor", nil, checkType: { t, r in
            switch t {
            case .color, .void, .optional(.color), .optional(.void): return nil
            default:
                let (hint, fix) = symbolHint(t, expected: .color, at: r)
                return .error("'tintColor' is \(article(ValueType.color)), not \(article(t))\(hint)", at: r, fixIts: fix)
            }
        }, get: ViewGetter(.color) { .color($0.effectiveTintColor) }, dump: DumpPart(rank: 230) { v in v.tintColor.map { "tintColor = \($0.hexString)" } }) { _, v, x, _, _ in v.tintColor = Self.colorOrNil(x) },
        P("isHidden", .bool, get: ViewGetter(.bool) { .bool($0.isHidden) }, dump: DumpPart(rank: 70) { "hidden = \($0.isHidden ? "YES" : "NO")" }) { _, v, x, _, _ in v.isHidden = x.bool },
        P("isOpaque", .bool, get: ViewGetter(.bool) { .bool($0.isOpaque) }, dump: DumpPart(rank: 100) { $0.isOpaque ? nil : "opaque = NO" }) { _, v, x, _, _ in v.isOpaque = x.bool },
        P("clipsToBounds", .bool, get: ViewGetter(.bool) { .bool($0.clipsToBounds) }, dump: DumpPart(rank: 80) { $0.clipsToBounds ? "clipsToBounds = YES" : nil }) { _, v, x, _, _ in v.clipsToBounds = x.bool },
        P("layer.masksToBounds", .bool, get: ViewGetter(.bool, .layer) { .bool($0.clipsToBounds) }) { _, v, x, _, _ in v.clipsToBounds = x.bool },
        // A color, or UIColor(patternImage:) tiled from the point (0, 0) of the view's coordinates.
        P("backgroundColor", nil, checkType: { t, r in
            switch t {
            case .color, .pattern, .void, .optional(.color), .optional(.void): return nil   // UIColor?: nil is none
            default:
                // As for any Color property (a misspelt .systemBlue gets its suggestion).
                let (hint, fix) = symbolHint(t, expected: .color, at: r)
                return .error("'backgroundColor' is \(article(ValueType.color)), not \(article(t))\(hint)", at: r, fixIts: fix)
            }
        // Read back nil until set, as UIKit's (a pattern image's tiles read back as no color here).
        }, get: ViewGetter(.optional(.color)) { $0.backgroundColor.map { .color($0) } ?? .void },
        dump: DumpPart(rank: 90) { v in v.backgroundColor.map { "backgroundColor = \($0.hexString)" } }) { _, v, x, _, vr in
            if case .pattern(let img) = x, img.drawing != nil {
                throw Diagnostic.error("a pattern of an image drawn in code is not a view's backgroundColor here; fill the bounds with it in draw(_:) (UIColor(patternImage:).setFill(), then UIRectFill(bounds) or a context's fill(_:))", at: vr)
            }
            if case .pattern(let img) = x { v.backgroundPattern = img; v.backgroundColor = nil }
            else { v.backgroundColor = Self.colorOrNil(x); v.backgroundPattern = nil }
        },
        P("accessibilityIdentifier", .string, get: ViewGetter(.optional(.string)) { $0.identifier.map { .string($0) } ?? .void }, dump: DumpPart(rank: 240) { v in v.identifier.map { "identifier = \(DumpText.quote($0))" } }) { _, v, x, _, _ in v.identifier = x.string },
        // Links, destinations and bookmarks (Kinds/Document.swift).
        P("link", nil, checkType: Kinds.checkLinkType) { run, v, x, _, r in v.link = try Kinds.linkTarget(x, r, run) },
        P("destination", .string) { _, v, x, _, r in v.destination = try Kinds.destinationName(x.string, r) },
        P("bookmark", .string) { _, v, x, _, r in v.bookmark = try Kinds.metadata(x, r, "bookmark title") },
        // UIAccessibility (Kinds/Accessibility.swift).
        // Each a String? as UIKit declares it: nil is none.
        P("accessibilityLabel", nil, checkType: Kinds.optionalText, get: ViewGetter(.optional(.string)) { v in (v.accessibilityLabel ?? v.label?.text).map { .string($0) } ?? .void }) { _, v, x, _, _ in v.accessibilityLabel = Kinds.text(x) },
        P("accessibilityValue", nil, checkType: Kinds.optionalText, get: ViewGetter(.optional(.string)) { $0.accessibilityValue.map { .string($0) } ?? .void }) { _, v, x, _, _ in v.accessibilityValue = Kinds.text(x) },
        P("accessibilityHint", nil, checkType: Kinds.optionalText, get: ViewGetter(.optional(.string)) { $0.accessibilityHint.map { .string($0) } ?? .void }) { _, v, x, _, _ in v.accessibilityHint = Kinds.text(x) },
        P("isAccessibilityElement", .bool, get: ViewGetter(.bool) { v in .bool(v.isAccessibilityElement ?? (v.label != nil)) }) { _, v, x, _, _ in v.isAccessibilityElement = x.bool },
        P("accessibilityTraits", nil, checkType: Kinds.checkTraitsType, get: ViewGetter(.optionSet("UIAccessibilityTraits")) { v in
            Kinds.traitsValue(v.accessibilityTraits ?? Kinds.defaultTraits(v))
        }) { _, v, x, _, r in v.accessibilityTraits = try Kinds.traits(x, r) },
        P("contentMode", .symbol, cases: ContentMode.allCases.map(\.rawValue), get: ViewGetter(.symbol("")) { .symbol($0.contentMode.rawValue) }, dump: DumpPart(rank: 120) { v in
            v.contentMode == .scaleToFill ? nil : "contentMode = \(v.contentMode.rawValue)"
        }) { _, v, x, _, r in
            guard case .symbol(let s) = x, let m = ContentMode(rawValue: s) else {
                throw Diagnostic.error("'contentMode' is one of " + ContentMode.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ", not \(x.description)", at: r)
            }
            v.contentMode = m
        },
        // UIView.contentStretch (Kinds/ResizableImage.swift): a rect in unit coordinates.
        P("contentStretch", .rect, get: ViewGetter(.rect) { .rect($0.contentStretch) }) { _, v, x, _, r in
            let s = x.rect
            guard [s.minX, s.minY, s.width, s.height].allSatisfy(\.isFinite), s.minX >= 0, s.minY >= 0, s.maxX <= 1, s.maxY <= 1 else {
                throw Diagnostic.error("'contentStretch' is a rect inside Rect(0, 0, 1, 1) (unit coordinates of the drawing), not \(x.description)", at: r)
            }
            v.contentStretch = s
        },
        P("layer.cornerRadius", .number, get: ViewGetter(.number, .layer) { .number($0.layer.cornerRadius) }, dump: DumpPart(rank: 180) { v in
            v.layer.cornerRadius > 0 ? "cornerRadius = \(formatNumber(v.layer.cornerRadius))" : nil
        }) { _, v, x, _, r in
            if x.num < 0 { throw Diagnostic.error("layer.cornerRadius must not be negative", at: r) }
            v.layer.cornerRadius = x.num
        },
        P("layer.cornerCurve", .symbol, cases: CornerCurve.allCases.map(\.rawValue), get: ViewGetter(.symbol(""), .layer) { .symbol($0.layer.cornerCurve.rawValue) }, dump: DumpPart(rank: 190) { v in
            v.layer.cornerCurve == .circular ? nil : "cornerCurve = \(v.layer.cornerCurve.rawValue)"
        }) { _, v, x, _, r in
            guard case .symbol(let s) = x, let c = CornerCurve(rawValue: s) else {
                throw Diagnostic.error("'layer.cornerCurve' is .circular or .continuous, not \(x.description)", at: r)
            }
            v.layer.cornerCurve = c
        },
        // The border's part of the dump names its width and color.
        P("layer.borderWidth", .number, get: ViewGetter(.number, .layer) { .number($0.layer.borderWidth) }, dump: DumpPart(rank: 220) { v in
            let l = v.layer
            return l.borderWidth > 0 ? "border = \(formatNumber(l.borderWidth)) \(l.borderColor.hexString)" : nil
        }) { _, v, x, _, r in
            if x.num < 0 { throw Diagnostic.error("layer.borderWidth must not be negative", at: r) }
            v.layer.borderWidth = x.num
        },
        // Core Animation's `borderColor` and `shadowColor` are `CGColor?` (black until set), so code
        // reads them as optionals: `if let c = layer.borderColor`, `layer.shadowColor ?? fallback`.
        P("layer.borderColor", nil, checkType: Kinds.optionalColor, get: ViewGetter(.optional(.color), .layer) { .color($0.layer.borderColor) }) { _, v, x, _, _ in v.layer.borderColor = Self.colorOrNil(x) ?? .clear },
        P("layer.shadowColor", nil, checkType: Kinds.optionalColor, get: ViewGetter(.optional(.color), .layer) { .color($0.layer.shadowColor) }) { _, v, x, _, _ in v.layer.shadowColor = Self.colorOrNil(x) ?? .clear },
        // The shadow's part of the dump names its color, opacity, offset and radius.
        P("layer.shadowOpacity", .number, get: ViewGetter(.number, .layer) { .number($0.layer.shadowOpacity) }, dump: DumpPart(rank: 150) { v in
            let l = v.layer
            if l.shadowOpacity <= 0 { return nil }
            return "shadow = \(l.shadowColor.hexString) opacity \(formatNumber(l.shadowOpacity)) offset (\(formatNumber(l.shadowOffset.width)) \(formatNumber(l.shadowOffset.height))) radius \(formatNumber(l.shadowRadius))"
        }) { _, v, x, _, r in
            if !(0...1).contains(x.num) { throw Diagnostic.error("layer.shadowOpacity is between 0 and 1, not \(formatNumber(x.num))", at: r) }
            v.layer.shadowOpacity = x.num
        },
        P("layer.shadowOffset", .size, get: ViewGetter(.size, .layer) { .size($0.layer.shadowOffset) }) { _, v, x, _, r in
            guard case .size(let s) = x, s.width.isFinite, s.height.isFinite else { throw Diagnostic.error("layer.shadowOffset must be finite", at: r) }
            v.layer.shadowOffset = s
        },
        P("layer.shadowRadius", .number, get: ViewGetter(.number, .layer) { .number($0.layer.shadowRadius) }) { _, v, x, _, r in
            if !(x.num >= 0 && x.num <= 1000) { throw Diagnostic.error("layer.shadowRadius is between 0 and 1000, not \(formatNumber(x.num))", at: r) }
            v.layer.shadowRadius = x.num
        },
        // CALayer.shadowPath and CALayer.mask (a shape layer's path), in the bounds' coordinates.
        P("layer.shadowPath", nil, checkType: { t, r in
            [.path, .void, .optional(.path), .optional(.void)].contains(t) ? nil : .error("'layer.shadowPath' is a UIBezierPath (or nil), not \(article(t))", at: r)
        }, get: ViewGetter(.optional(.path), .layer) { $0.layer.shadowPath.map { .path(PathObject($0)) } ?? .void },
        dump: DumpPart(rank: 160) { v in
            v.layer.shadowPath.map { "shadowPath = \(TreeDumper.rect($0.controlPointBounds))" }
        }) { _, v, x, _, _ in if case .path(let o) = x { v.layer.shadowPath = o.path } else { v.layer.shadowPath = nil } },
        // A layer made in Swift code masks as Core Animation's mask layer does, by the alpha of
        // what it draws (Kinds/Mask.swift), placed by its geometry in the masked layer's
        // coordinates; nil takes the mask away.
        P("layer.mask", nil, checkType: { t, r in
            switch t {
            case .path, .void, .optional(.void): return nil
            // A view class of the file may be backed by a layer of a layer class (`layerClass`):
            // its layer is the mask, checked where it is set.
            case .view(let c) where LayerContent.Kind(rawValue: c) != nil || !c.hasPrefix("UI"): return nil
            case .optional(.view(let c)) where LayerContent.Kind(rawValue: c) != nil || !c.hasPrefix("UI"): return nil
            default: return .error("'layer.mask' is a UIBezierPath or a layer, not \(article(t))", at: r)
            }
        }, dump: DumpPart(rank: 170) { v in v.layer.maskPath.map { "mask = \(TreeDumper.rect($0.controlPointBounds))" } }) { run, v, x, nr, r in
            switch x {
            case .path(let o): v.layer.maskPath = o.path
            case .view(let m):
                guard m.node.layerContent != nil else { throw Diagnostic.error("a mask is a layer (CALayer, CAShapeLayer or CAGradientLayer), not \(article(x))", at: r) }
                // Drawing the mask must not draw the layer it masks again.
                var p: ViewNode? = v
                while let q = p {
                    if q === m.node { throw Diagnostic.error("a layer cannot be the mask of itself or of one of its sublayers", at: r) }
                    p = q.superview
                }
                var chain = m.node.maskView
                while let c = chain {
                    if c === v { throw Diagnostic.error("two layers cannot mask each other", at: r) }
                    chain = c.maskView
                }
                // A mask that is a sublayer too (added, then made a mask): Core Animation leaves it
                // undefined; a layer has one place in the tree, and it is now the mask.
                if let p = m.node.superview, p.subviews.contains(where: { $0 === m.node }) {
                    run.report(Diagnostic(.warning, "this mask is a sublayer of a layer too: Core Animation leaves a mask with a superlayer undefined; viewc takes it out of its superlayer, as a layer has one place in the tree", at: nr))
                    _ = Builtins.detach(.view(m))
                }
                v.layer.maskPath = nil
                v.maskView = m.node
            default:
                v.layer.maskPath = nil
                v.maskView = nil
            }
        },
        P("isUserInteractionEnabled", .bool, get: ViewGetter(.bool) { .bool($0.isUserInteractionEnabled) }, dump: DumpPart(rank: 110) { $0.isUserInteractionEnabled ? nil : "userInteractionEnabled = NO" }) { _, v, x, _, _ in v.isUserInteractionEnabled = x.bool },
        // Decides how a component's body runs (Component.swift).
        // UIView.intrinsicContentSize read: a button's title's size and its insets (ButtonValue.swift); a
        // label's text's; an image view's image's; UIView.noIntrinsicMetric (-1) both ways for other views.
        P("intrinsicContentSize", .size, get: ViewGetter(.size, run: { v, run, _ in .size(try run.intrinsicSize(v, ownOverride: false) ?? Size(-1, -1)) }), dump: DumpPart(rank: 130) { v in
            v.intrinsicContentSize.map { "intrinsicContentSize = (\(formatNumber($0.width)) \(formatNumber($0.height)))" }
        }) { _, v, x, _, r in
            if v.kind == "view" || v.kind == "canvas" || v.label != nil || v.isImageView {
                throw Diagnostic.error("'intrinsicContentSize' belongs to a component (view Name { … }); a '\(v.kind)' block is drawn for its bounds", at: r)
            }
            guard case .size(let s) = x, s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite, s.width <= 100_000, s.height <= 100_000 else {
                throw Diagnostic.error("'intrinsicContentSize' needs a width and height above 0 and at most 100000, not \(x.description)", at: r)
            }
            v.intrinsicContentSize = s
        },
    ]

    /// The properties declared in a file of their own (Kinds/Properties/): one line each.
    /// Their hooks run in this order (`layer.shouldRasterize` after `layer.allowsGroupOpacity`:
    /// a rasterised layer is one bitmap whatever the other says).
    static let registered: [P] = [.maskedCorners, .zPosition, .allowsGroupOpacity, .shouldRasterize, .multipleTouch, .exclusiveTouch, .clearsContextBeforeDrawing, .semanticContentAttribute, .sublayers, .translatesAutoresizingMask, .autoresizingMask, .autoresizesSubviews,
                                 .contentEdgeInsets, .titleEdgeInsets, .contentHorizontalAlignment, .contentVerticalAlignment,
                                 .isEnabled, .isSelected, .isHighlighted, .tag, .drawsAsynchronously, .contentsScale, .rasterizationScale, .layerName, .layerDelegate,
                                 .layoutMargins, .directionalLayoutMargins, .magnificationFilter, .minificationFilter, .gestureRecognizers,
                                 .speed, .timeOffset, .beginTime]
    /// UIView's and CALayer's properties, the table's first rows.
    static let uiView: [P] = base + registered

    /// Every view property: UIView's, then each kind's own (one line each).
    static let table = PropertyTable<ViewNode>(uiView.map(\.row) + Kinds.labelProperties + Kinds.imageProperties + Kinds.layerProperties + Kinds.stackProperties + Kinds.scrollProperties + Kinds.tabBarProperties + Kinds.sliderProperties)
    /// The kind of view that alone has the property numbered `id` in `table`, told by where it
    /// stands there (each kind's own, in the order `table` joins them: one line each); nil for
    /// UIView's. (Not a dictionary: a compile would make one, with its metadata, for a lookup
    /// that a few comparisons of counts answer.)
    static func only(_ id: Int) -> ViewKindTag? {
        var end = uiView.count
        if id < end { return nil }
        end += Kinds.labelProperties.count
        if id < end { return .label }
        end += Kinds.imageProperties.count
        if id < end { return .image }
        end += Kinds.layerProperties.count
        if id < end { return .layer }
        end += Kinds.stackProperties.count
        if id < end { return .stack }
        end += Kinds.scrollProperties.count
        if id < end { return .scroll }
        end += Kinds.tabBarProperties.count
        if id < end { return .tabBar }
        return .slider
    }
    static let baseNames: Set<String> = Set(uiView.map(\.name))

    // The hooks of the properties that have them, in table order (Lower/Lowering.swift,
    // `ViewNode.subviewsInDrawingOrder`).
    static let roundedCorners = uiView.compactMap(\.drawing.roundedCorners)
    static let stacking = uiView.compactMap(\.drawing.stacking)
    static let compositing = uiView.compactMap(\.drawing.compositing)

    static func finite(_ p: Point, _ name: String, _ at: SourceRange) throws -> Point {
        if !p.x.isFinite || !p.y.isFinite { throw Diagnostic.error("'\(name)' must be finite", at: at) }
        return p
    }

    static func finite(_ r: Rect, _ name: String, _ at: SourceRange) throws {
        for x in [r.origin.x, r.origin.y, r.size.width, r.size.height] where !x.isFinite {
            throw Diagnostic.error("'\(name)' must be finite", at: at)
        }
    }

    /// A path block's stroke settings, which a view body may be given by mistake (some are a
    /// shape layer's too).
    static let pathSettings: Set<String> = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "usesEvenOddFillRule"]

    /// What is wrong with setting `name` to a value of type `t` in a view body of `v`'s kind.
    static func check(_ name: String, _ t: VType?, in v: ViewPlace, nameRange: SourceRange, valueRange: SourceRange) -> Diagnostic? {
        guard let id = table.index[name].map(Int.init) else {
            var names = uiView.map(\.name)
            if v.kind == .label { names += Kinds.labelProperties.map(\.name) }
            if v.kind == .image { names += Kinds.imageProperties.map(\.name) }
            let (hint, fix) = didYouMean(name, names, at: nameRange)
            if pathSettings.contains(name) {
                return .error("'\(name)' is a path property; set it inside a 'path { … }' block", at: nameRange)
            }
            let what = v.kind == .label ? "label" : v.kind == .image ? "image view" : "view"
            return .error("a \(what) has no property '\(name)'\(hint)", at: nameRange, fixIts: fix)
        }
        let p = table.entries[id]
        switch only(id) {
        case .label? where v.kind != .label:
            return .error("'\(name)' is a label property; set it inside a 'label { … }' block", at: nameRange)
        case .image? where v.kind != .image:
            return .error("'\(name)' is an image property; set it inside an 'image { … }' block", at: nameRange)
        case .layer? where v.kind != .layer:
            if pathSettings.contains(name) { return .error("'\(name)' is a path property; set it inside a 'path { … }' block", at: nameRange) }
            return .error("'\(name)' is a property of a CAShapeLayer or CAGradientLayer made in Swift code, not of a view", at: nameRange)
        case .scroll? where v.kind != .scroll && !(v.kind == .tabBar && TabBarSettings.sharedWithScrollView.contains(name)):
            return .error("'\(name)' is a UIScrollView's property; \(v.kindName) is no scroll view", at: nameRange)
        case .tabBar? where v.kind != .tabBar:
            return .error("'\(name)' is a UITabBar's property; \(v.kindName) is no tab bar", at: nameRange)
        case .slider? where v.kind != .slider:
            return .error("'\(name)' is a UISlider's property; \(v.kindName) is no slider", at: nameRange)
        case .stack? where v.kind != .stack:
            return .error("'\(name)' is a UIStackView's property; \(v.kindName) is no stack view", at: nameRange)
        case .layer?:
            if let owner = Kinds.layerPropertyClass[name], owner != (v.layerKind ?? LayerContent.Kind(rawValue: v.kindName)) {
                return .error("\(v.kindName) has no property '\(name)' (it is \(owner.rawValue)'s)", at: nameRange)
            }
        default: break
        }
        if let t, let d = p.check(t, at: valueRange) { return d }
        if v.kind == .canvas, v.kindName == "page", ["frame", "bounds", "center", "transform"].contains(name) {
            return .error("a page's size comes from page(size:) or page(width:height:), and its '\(name)' cannot be set", at: nameRange)
        }
        if v.kind == .canvas, ["frame", "bounds", "center", "transform"].contains(name) {
            return .error("the canvas is the page: its size comes from canvas(width:height:), and its '\(name)' cannot be set", at: nameRange)
        }
        return nil
    }
}
