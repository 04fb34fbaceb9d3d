// DrawIR — the third stage: a flat, normalised list of drawing operations per page, lowered
// from the view tree. Normalised means the backend never sees a view, a rounded rect or an
// arc: only absolute move/line/cubic/close paths, transforms, clips, paints and layers, with
// every save matched by a restore. Every op keeps the source range it came from.

import Foundation
import ViewGeometry
import ViewSyntax

/// One drawing operation.
public enum Op: Sendable, Equatable {
    /// Push the graphics state (transform, clip).
    case save
    /// Pop it.
    case restore
    /// Prepend a transform to the current transformation matrix.
    case concat(Transform)
    /// Intersect the clip with a path.
    case clip([PathElement], FillRule)
    case fill([PathElement], Paint, FillRule)
    case stroke([PathElement], Paint, StrokeStyle)
    /// Start drawing into an offscreen layer (cairo_push_group), composited at `alpha` by the
    /// matching `endLayer`. A layer also saves and restores the graphics state.
    case beginLayer(alpha: Double)
    case endLayer
    /// Paint the whole clip area (CGContext.drawLinearGradient / drawRadialGradient).
    case paint(Paint)
    /// Everything up to the matching `endShadow` casts a shadow (CGContext.setShadow, or a
    /// CALayer shadow): the backend draws their blurred alpha, offset and tinted, then them.
    /// Also saves and restores the graphics state.
    case beginShadow(Shadow)
    case endShadow
    /// Set the blend mode for later drawing, until the enclosing restore (CGContext.setBlendMode).
    case setBlendMode(BlendMode)
    /// Laid-out text (a label's), drawn with the same layout it was measured with (Text.swift).
    case text(TextRun)
    /// A bitmap image (an image view's) painted into a rectangle of user space (Image.swift).
    case image(ImageRef, dest: Rect)
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
    /// Its label, hint and accessibility elements (Accessibility.swift).
    public var accessibility = PageAccessibility()
}

/// The whole drawing, ready for a backend.
public struct IRDocument: Sendable {
    public var pages: [IRPage]
    /// The files the ops' ranges point into, kept alive with the document.
    public var sources: [SourceFile] = []
    public init(pages: [IRPage], sources: [SourceFile] = []) { self.pages = pages; self.sources = sources }
}
