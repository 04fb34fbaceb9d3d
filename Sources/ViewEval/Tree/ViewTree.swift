// The view tree: what evaluation produces (and lowering reads). A `ViewNode` is a UIView with its layer; its
// `content` is what its draw(_:) would draw, in its own bounds coordinates, in order.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// UIView.ContentMode, all thirteen.
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// One drawing step inside a view, in the view's bounds coordinates.
///
/// A large drawing's view holds one per fill and stroke: the text and image cases, whose
/// payloads are large and rare, are `indirect` (boxed), so that a command is as large as a
/// stroke (160 bytes, not 312; `CheckerTests.testDrawCommandLayout`).
public enum DrawCommand: Sendable {
    /// Fill a path.
    case fill(BezierPath, Paint, FillRule, SourceRange)
    /// Stroke a path.
    case stroke(BezierPath, Paint, StrokeStyle, SourceRange)
    /// Intersect the clip with a path for the rest of the enclosing group (addClip()).
    case clip(BezierPath, FillRule, SourceRange)
    /// Intersect the clip with the alpha of what the commands draw, for the rest of the
    /// enclosing group (CGContext.clip(to:mask:)).
    indirect case clipMask([DrawCommand], SourceRange)
    /// Change the current transform for the rest of the enclosing group (CGContext.concatenate).
    case concat(Transform, SourceRange)
    /// A saved graphics state: everything inside ends with it (group { … }).
    case group([DrawCommand], SourceRange)
    /// A group composited as one layer at an opacity (CGContext.setAlpha inside a transparency layer).
    case layer(alpha: Double, [DrawCommand], SourceRange)
    /// Paint the whole clip area (a gradient drawn with drawLinearGradient / drawRadialGradient).
    case paint(Paint, SourceRange)
    /// Commands that cast a shadow (CGContext.setShadow): drawn over their blurred silhouette.
    case shadowed(Shadow, [DrawCommand], SourceRange)
    /// Set the blend mode for the rest of the enclosing group (CGContext.setBlendMode).
    case blendMode(BlendMode, SourceRange)
    /// Turn antialiasing of shapes on or off for the rest of the enclosing group
    /// (CGContext.setShouldAntialias / setAllowsAntialiasing).
    case antialias(Bool, SourceRange)
    /// Draw an image stretched into a rectangle (UIImage.draw(in:)), its pixels sampled as the
    /// context's interpolation quality says; see Kinds/Image.swift.
    indirect case image(ImageContent, Rect, ImageFilter, SourceRange)
    /// Draw text (NSString/NSAttributedString draw(at:), draw(in:)); see Builtins/AttributedString.swift.
    indirect case text(TextRun, SourceRange)
}

extension DrawCommand {
    /// The command without its path (an empty one), for a drawing that is let go as it is
    /// lowered (Lowering.lowerOwnDrawing): the path's elements are freed unless the IR or
    /// another command holds them.
    mutating func dropPath() {
        switch self {
        case .fill(_, let paint, let rule, let r): self = .fill(BezierPath(), paint, rule, r)
        case .stroke(_, let paint, let style, let r): self = .stroke(BezierPath(), paint, style, r)
        case .clip(_, let rule, let r): self = .clip(BezierPath(), rule, r)
        default: break
        }
    }

    /// Whether `cmds` set a blend mode other than `.normal` anywhere, in groups, layers and
    /// shadows too: drawing whose result depends on what its buffer already holds (`.clear`
    /// and `.copy` erase it, `.destinationIn` keeps it only under the shape, `.multiply`
    /// darkens it). Drawn into a buffer of its own — a view's backing store, a transparency
    /// layer, an image context — it must be composited from an offscreen group, where drawing
    /// that only paints over what is there gives the same picture drawn straight onto the page.
    static func blends(_ cmds: some Collection<DrawCommand>) -> Bool {
        cmds.contains {
            switch $0 {
            case .blendMode(let m, _): return m != .normal
            case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _): return blends(inner)
            default: return false
            }
        }
    }

    /// The indices of the clears among `cmds` that come before anything is painted — what
    /// `clear(_:)` and a fill in the `.clear` mode make — on a buffer that is transparent at
    /// its start: they clear nothing (UIKit clears a view's backing store before draw(_:), and
    /// drawing code often begins with `context.clear(rect)` all the same), so they can be left
    /// out, and the drawing need not be drawn offscreen for them.
    static func clearsBeforePainting(_ cmds: [DrawCommand]) -> [Int] {
        var out: [Int] = []
        for (i, c) in cmds.enumerated() {
            switch c {
            case .concat, .clip, .blendMode, .antialias:
                continue
            case .group(let inner, _):
                guard case .blendMode(.clear, _)? = inner.first, inner.dropFirst().allSatisfy({
                    switch $0 {
                    case .fill, .stroke, .concat, .clip: return true
                    default: return false
                    }
                }) else { return out }
                out.append(i)
            default:
                return out
            }
        }
        return out
    }
}

/// CALayerCornerCurve.
public enum CornerCurve: String, Sendable, CaseIterable { case circular, continuous }

/// CALayer settings that change how a view is composited.
public struct LayerStyle: Sendable, Equatable {
    public var cornerRadius: Double = 0
    /// CALayer.cornerCurve: circular corners (the default) or continuous ones.
    public var cornerCurve: CornerCurve = .circular
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset: Size = Size(0, -3)
    public var shadowRadius: Double = 3
    /// CALayer.anchorPoint, in unit coordinates of the bounds: the point of the bounds that sits
    /// at `center` (the layer's position) and that the transform turns and scales about.
    public var anchorPoint = Point(0.5, 0.5)
    /// CALayer.shadowPath: the shape that casts the shadow, in the bounds' coordinates, instead
    /// of the alpha of everything the layer draws.
    public var shadowPath: BezierPath?
    /// CALayer.mask given as a path (a CAShapeLayer's): only what is inside it shows, shadow
    /// included.
    public var maskPath: BezierPath?
    public init() {}
}

/// A view in the evaluated tree.
public final class ViewNode: @unchecked Sendable {
    /// `canvas`, `view`, or the component's name.
    public var kind: String
    /// Where the view was written.
    public var range: SourceRange
    /// accessibilityIdentifier, for dumps and hit testing output.
    public var identifier: String?
    /// The view's own coordinate space (UIView.bounds); its origin shifts content and subviews.
    public var bounds: Rect = .zero
    /// Where the layer's anchor point is in the superview's coordinates (UIView.center, the
    /// same as CALayer.position): the bounds' midpoint unless layer.anchorPoint moves it.
    public var center: Point = .zero
    /// Applied about the anchor point (the center, by default).
    public var transform: Transform = .identity
    public var alpha: Double = 1
    public var isHidden = false
    public var isOpaque = true
    /// When false, hit testing skips the view and its subviews (UIView.isUserInteractionEnabled).
    public var isUserInteractionEnabled = true
    public var backgroundColor: Color?
    /// backgroundColor = UIColor(patternImage:): the image tiled from (0, 0) of its coordinates.
    public var backgroundPattern: ImageContent?
    /// clipsToBounds, same as layer.masksToBounds.
    public var clipsToBounds = false
    public var contentMode: ContentMode = .scaleToFill
    /// UIView.intrinsicContentSize: the size a component draws itself at (nil: no intrinsic
    /// size, the drawing is always made for the real bounds). See ContentMode.swift.
    public var intrinsicContentSize: Size?
    /// While a component's body runs at its intrinsic size: what `bounds` means there.
    public var drawingBounds: Rect?
    /// How many of the first subviews the component's body made; they belong to its drawing
    /// and are fitted into the bounds with it (`contentFit`).
    public var contentSubviewCount = 0
    /// Likewise, how many of the first drawing commands the component's body made.
    public var contentCommandCount = 0
    public var layer = LayerStyle()
    /// A `label { … }`'s text and how it is set (UILabel); nil for other views. See Kinds/Label.swift.
    public var label: LabelContent?
    /// An `image { … }` (UIImageView), and the image it shows once its name is set. See Kinds/Image.swift.
    public var isImageView = false
    public var image: ImageContent?
    /// UIImage.RenderingMode by name: "automatic", "alwaysOriginal" or "alwaysTemplate".
    public var imageRenderingMode = "automatic"
    /// A resizable image's cap insets (UIImage.capInsets), and how it fills the rest.
    public var imageCapInsets: EdgeInsets?
    public var imageResizingMode: ResizingMode = .tile
    /// UIView.contentStretch: the part of the drawing (unit coordinates) that stretches when
    /// the contentMode scales it; the unit rect stretches it all.
    public var contentStretch = Rect(0, 0, 1, 1)
    /// What kind of view it is beyond a UIView (a label, an image view): its dump and what it
    /// draws of its own (Kinds/); nil for a plain view, the canvas and a component.
    var kindInfo: ViewKind?
    /// A CAShapeLayer's or CAGradientLayer's own drawing (and a CALayer's: nothing); nil for a
    /// view. A layer is a node that takes no touches (Kinds/Layer.swift).
    public var layerContent: LayerContent?
    /// Whether the node is a layer (made as `CALayer()`, `CAShapeLayer()`… or an instance of a
    /// CALayer subclass), not a view: a sublayer of its superview's layer, none of its subviews.
    var isLayer = false
    /// For a layer of one of the file's CALayer subclasses (a sublayer, or a view's layer made
    /// by its layerClass): when Core Animation displays it (Kinds/LayerClass.swift).
    var layerDisplay: LayerDisplay?
    /// What the view draws, in order, before its subviews.
    public var content: [DrawCommand] = []
    /// The page's root only: drawing of its own was handed to a stream that took it as it was
    /// made (Lower/DrawingFeed.swift) and is not in `content`.
    public internal(set) var drawingHandedOn = false
    /// Whether the page lowered now is the frame the stream drew the handed-on drawing in: none
    /// of the drawing left in `content`, and none of it to be fitted by a contentMode or confined
    /// to an intrinsic size (Lowering.lowerOwnDrawing draws the root's drawing as it is then).
    public var handedOnDrawingHolds: Bool {
        drawingHandedOn && content.isEmpty && contentFit == nil && unfittedBackingSize == nil
    }
    /// Subviews in order; the last is on top (unless a property that stacks says otherwise:
    /// `subviewsInDrawingOrder`).
    public var subviews: [ViewNode] = []
    /// UIView.gestureRecognizers, in the order added (Builtins/Gestures.swift).
    public var gestureRecognizers: [RecognizerRef] = []
    /// For an instance of a Swift class: its key in the preview's Interaction.
    public var instanceKey: String?
    /// The view it is a subview (or the mask) of, while and after its body runs.
    public weak var superview: ViewNode?
    /// Whether a class's setup has reached the steps UIKit runs with the view in its
    /// superview (didMoveToSuperview, layoutSubviews, draw(_:)), before viewc appends it to
    /// its superview's subviews; false while its init runs.
    var setupInSuperview = false
    /// Whether its class's init, or a willMove(toSuperview:) or willMove(toWindow:) told of
    /// the move about to happen, is running: the view is in no superview yet.
    var setupBeforeMove = false
    /// Whether its class's setup has not yet told it it is in the window (the steps before
    /// willMove(toWindow:) has run): its `window` is still nil.
    var setupBeforeWindow = false
    /// UIView.superview as code reads it: nil until the view is in its superview (in
    /// init(frame:) and the willMove calls, and for a view made in code until addSubview(_:)),
    /// nil again after removeFromSuperview().
    var placedSuperview: ViewNode? {
        guard !setupBeforeMove, let p = superview, setupInSuperview || p.subviews.contains(where: { $0 === self }) else { return nil }
        return p
    }
    /// UIView.window as code reads it: a drawing's canvas (or page) is the window its views
    /// are shown in, so a view's window is that root once the view and each of its
    /// superviews are in their superviews and its class's setup has passed
    /// willMove(toWindow:); nil before (a view made in code and not added, or added to one not
    /// yet placed), and for a root not shown (a mask's).
    var placedWindow: ViewNode? {
        if setupBeforeWindow { return nil }
        var n = self
        while let p = n.placedSuperview { n = p }
        return !n.setupBeforeMove && n.isWindow ? n : nil
    }
    /// Whether it is a drawing's canvas or page: the root that stands for UIKit's window.
    var isWindow: Bool { superview == nil && (kind == "canvas" || kind == "page") }
    /// UIView.mask: a view whose alpha masks this one (Kinds/Mask.swift).
    public var maskView: ViewNode?
    /// UIView.tintColor as set on this view (nil: its superview's); see `effectiveTintColor`.
    public var tintColor: Color?
    /// The tint color the view draws with: its own, else the nearest superview's, else
    /// UIKit's default, the system blue.
    public var effectiveTintColor: Color {
        var v: ViewNode? = self
        while let n = v { if let c = n.tintColor { return c }; v = n.superview }
        return Color(r255: 0, 122, 255)
    }
    /// The values of the properties that keep theirs on the view without a field of their own
    /// (Kinds/Properties/, read and written as `view[key]`): a view sets few of them, so a short
    /// list, empty for most views.
    var own: [(key: ObjectIdentifier, value: any Sendable)] = []
    /// A property's value on this view, or its initial value when the view never set it.
    subscript<V>(_ key: PropertyKey<V>) -> V {
        get {
            let id = ObjectIdentifier(key)
            for e in own where e.key == id { return e.value as! V }
            return key.initial
        }
        set {
            let id = ObjectIdentifier(key)
            if let i = own.firstIndex(where: { $0.key == id }) { own[i].value = newValue } else { own.append((id, newValue)) }
        }
    }
    /// The subviews back to front: by the keys of the properties that stack views (a
    /// `DrawingHooks.stacking`, as layer.zPosition), then in order (Core Animation's rule).
    public var subviewsInDrawingOrder: [ViewNode] {
        let stacking = ViewProperties.stacking
        if stacking.isEmpty || subviews.allSatisfy({ s in stacking.allSatisfy { $0(s) == 0 } }) { return subviews }
        return subviews.enumerated()
            .map { e in (keys: stacking.map { k in k(e.element) } + [Double(e.offset)], view: e.element) }
            .sorted { $0.keys.lexicographicallyPrecedes($1.keys) }
            .map(\.view)
    }
    /// Where a click on the view goes in a PDF or SVG (`link:`), the named destination it
    /// defines (`destination:`) and its outline entry (`bookmark:`). See Kinds/Document.swift.
    public var link: LinkTarget?
    public var destination: String?
    public var bookmark: String?
    /// The destination the lowering names for a bookmarked view without one of its own.
    var bookmarkDestination: String?
    /// UIAccessibility: the view's label, value, hint, whether it is an element (nil: UIKit's
    /// default for its kind) and its traits by name (nil: its kind's). See Kinds/Accessibility.swift.
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var isAccessibilityElement: Bool?
    public var accessibilityTraits: [String]?

    public init(kind: String, range: SourceRange) { self.kind = kind; self.range = range }

    /// The anchor point in the view's own bounds coordinates.
    public var anchorInBounds: Point {
        Point(bounds.minX + layer.anchorPoint.x * bounds.width, bounds.minY + layer.anchorPoint.y * bounds.height)
    }

    /// UIView.frame: the bounding box of the bounds after the transform about the anchor point,
    /// which sits at `center`.
    public var frame: Rect {
        get {
            let w = bounds.size.width, h = bounds.size.height
            let a = layer.anchorPoint
            let local = Rect(-a.x * w, -a.y * h, w, h)
            if transform.isIdentity { return local.offsetBy(dx: center.x, dy: center.y) }
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            // As UIKit does with an identity transform: the size goes to bounds, and the
            // position is put where the anchor point falls in the new frame (its middle, by
            // default). With a transform (which UIKit leaves undefined) the position is put so
            // that the frame read back is the one set, its middle where the new frame's is — a
            // transform's translation kept, so `v.frame = v.frame` changes nothing.
            let r = newValue.standardized
            bounds.size = r.size
            let w = r.width, h = r.height, a = layer.anchorPoint
            let box = transform.isIdentity ? Rect(-a.x * w, -a.y * h, w, h) : Rect(-a.x * w, -a.y * h, w, h).applying(transform)
            center = Point(r.midX - box.midX, r.midY - box.midY)
        }
    }

    /// Maps a point in this view's bounds coordinates to its superview's coordinates.
    public var toSuperview: Transform {
        let a = anchorInBounds
        return Transform(translationX: -a.x, y: -a.y)
            .concatenating(transform)
            .concatenating(Transform(translationX: center.x, y: center.y))
    }
}

/// Where a property keeps its value on a view that has no field for it (`ViewNode[key]`); a
/// view that never set it reads `initial`. One per property, declared beside it.
final class PropertyKey<Value: Sendable>: Sendable {
    let initial: Value
    init(_ initial: Value) { self.initial = initial }
}

/// One page of output: a root view and the page size.
public struct Page: Sendable {
    public var root: ViewNode
    public var size: Size
    /// The page's outline entry (`page(bookmark:)`), if any.
    public var bookmark: String?
    public init(root: ViewNode, size: Size, bookmark: String? = nil) { self.root = root; self.size = size; self.bookmark = bookmark }
}

/// The evaluated document: its pages (one for a `canvas`).
public struct Document: Sendable {
    public var pages: [Page]
    /// The files the views' ranges point into (the main file and its imports), kept alive
    /// with the document.
    public var sources: [SourceFile]
    /// Title, author, subject and keywords of a `document(…)` (empty for a canvas).
    public var info = DocumentInfo()
    /// Whether the drawing read contentScaleFactor: each PNG scale then needs an evaluation
    /// of its own (EvalOptions.contentScaleFactor).
    public var readsContentScale = false
    public init(pages: [Page], sources: [SourceFile] = [], info: DocumentInfo = DocumentInfo()) {
        self.pages = pages; self.sources = sources; self.info = info
    }
}
