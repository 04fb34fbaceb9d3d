// DrawIR — what the backends read: a flat, normalised list of drawing operations per page
// (ViewEval lowers the view tree onto it). Normalised means the backend never sees a view, a
// rounded rect or an arc: only absolute move/line/cubic/close paths, transforms, clips, paints
// and layers, with every save matched by a restore. Every op keeps the source range it came
// from. This module holds the IR's types, its printer (`viewc dump ir`), its balance check
// and the notes on what a format cannot carry; it depends on ViewSupport (ranges and
// diagnostics) and ViewGeometry only, never on the parser.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// One drawing operation.
///
/// A page of a large drawing holds hundreds of thousands of these, nearly all fills and
/// strokes: the rare, large payloads (a shadow, a text run, an image, a link, a destination)
/// are `indirect`, boxed on the heap, so that an op is as large as a stroke's path, paint and
/// style (83 bytes) and an `Item` 96 (`DrawIRTests.testItemLayout`).
public enum Op: Sendable, Equatable {
    /// Push the graphics state (transform, clip).
    case save
    /// Pop it.
    case restore
    /// Prepend a transform to the current transformation matrix.
    case concat(Transform)
    /// Intersect the clip with a path.
    case clip(PathData, FillRule)
    case fill(PathData, Paint, FillRule)
    case stroke(PathData, Paint, StrokeStyle)
    /// Start drawing into an offscreen layer (cairo_push_group), composited at `alpha` by the
    /// matching `endLayer`. A layer also saves and restores the graphics state.
    case beginLayer(alpha: Double)
    case endLayer
    /// Paint the whole clip area (CGContext.drawLinearGradient / drawRadialGradient).
    case paint(Paint)
    /// Everything up to the matching `endShadow` casts a shadow (CGContext.setShadow, or a
    /// CALayer shadow): the backend draws their blurred alpha, offset and tinted, then them.
    /// Also saves and restores the graphics state.
    indirect case beginShadow(Shadow)
    case endShadow
    /// A masked group (CALayer.mask, UIView.mask, a template image): what is drawn up to the
    /// matching `maskWith` is drawn offscreen; what is drawn from there to `endMask` is the
    /// mask, whose alpha says how much of it shows. Saves and restores the graphics state; the
    /// mask starts from the state at `beginMask`.
    case beginMask
    case maskWith
    case endMask
    /// Set the blend mode for later drawing, until the enclosing restore (CGContext.setBlendMode).
    case setBlendMode(BlendMode)
    /// Antialias the edges of later fills, strokes and clips, or not, until the enclosing
    /// restore (CGContext.setShouldAntialias). Raster output only: vector viewers decide.
    case setAntialias(Bool)
    /// Laid-out text (a label's), drawn with the same layout it was measured with (Text.swift).
    indirect case text(TextRun)
    /// A bitmap image (an image view's) painted into a rectangle of user space (Image.swift),
    /// its pixels sampled as `sampling` says where it lands on the device larger or smaller.
    indirect case image(ImageRef, dest: Rect, sampling: ImageSampling = .smooth)
    /// A clickable area, a rectangle of user space, that goes to `target` (Document.swift).
    indirect case link(LinkTarget, Rect)
    /// A named destination at a point of user space: where links and outline entries naming it go.
    indirect case destination(String, Point)
}

/// An op and the `.view` text it came from.
public struct Item: Sendable {
    public var op: Op
    public var range: SourceRange
    public init(_ op: Op, _ range: SourceRange) { self.op = op; self.range = range }
}

/// One page: its size in points and its ops.
public struct IRPage: Sendable {
    public var width: Double
    public var height: Double
    public var items: [Item]
    /// Where the page's canvas was written (for errors that concern the whole page).
    public var range: SourceRange
    /// Its label, hint and accessibility elements (Accessibility.swift); the label is an SVG's
    /// <title> (the document's title stands in when it has none).
    public var accessibility = PageAccessibility()
    public init(width: Double, height: Double, items: [Item], range: SourceRange, accessibility: PageAccessibility = PageAccessibility()) {
        self.width = width; self.height = height; self.items = items; self.range = range; self.accessibility = accessibility
    }
}

/// The whole drawing, ready for a backend.
public struct IRDocument: Sendable {
    public var pages: [IRPage]
    /// The files the ops' ranges point into, kept alive with the document.
    public var sources: [SourceFile] = []
    /// Title, author, subject, keywords (Document.swift).
    public var info = DocumentInfo()
    /// The PDF outline (bookmarks): top-level entries, each with its children.
    public var outline: [OutlineItem] = []
    public init(pages: [IRPage], sources: [SourceFile] = []) { self.pages = pages; self.sources = sources }
}

extension IRPage {
    /// The IR's promise: saves, layers and shadows balanced and properly nested.
    public var isBalanced: Bool {
        // Each opening op must be closed by its own kind of closing op, innermost first.
        enum Frame { case save, layer, shadow, masked, mask }
        var stack: [Frame] = []
        for i in items {
            switch i.op {
            case .save: stack.append(.save)
            case .beginLayer: stack.append(.layer)
            case .beginShadow: stack.append(.shadow)
            case .restore: if stack.popLast() != .save { return false }
            case .endLayer: if stack.popLast() != .layer { return false }
            case .endShadow: if stack.popLast() != .shadow { return false }
            case .beginMask: stack.append(.masked)
            case .maskWith: if stack.popLast() != .masked { return false }; stack.append(.mask)
            case .endMask: if stack.popLast() != .mask { return false }
            default: break
            }
        }
        return stack.isEmpty
    }
}
