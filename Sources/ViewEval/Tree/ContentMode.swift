// UIView.contentMode: how a view's drawing, made at its intrinsic content size, is fitted into
// its bounds when the two differ. A pure function of the mode, the intrinsic size and the
// bounds, so tests can check it with numbers.
//
//   scaleToFill        stretch both ways to the bounds (the UIKit default)
//   scaleAspectFit     one scale, the largest that fits, centred (letterboxed)
//   scaleAspectFill    one scale, the smallest that covers, centred (overflows unless clipped)
//   redraw             no transform: the drawing is made again for the real bounds
//   center … bottomRight  unscaled, aligned to the middle, an edge or a corner of the bounds
//
// The drawing's space is Rect(0, 0, intrinsic.width, intrinsic.height); the result maps it
// into the view's bounds coordinates (a bounds origin other than zero included).

import FoundationEssentials
import Glibc
import ViewGeometry

/// The transform from the intrinsic drawing space into `bounds` for `mode`.
/// `intrinsic` must have positive, finite sides; `.redraw` gives the identity.
public func contentTransform(_ mode: ContentMode, intrinsic: Size, bounds: Rect) -> Transform {
    let iw = intrinsic.width, ih = intrinsic.height
    let b = bounds.standardized
    var sx = 1.0, sy = 1.0
    switch mode {
    case .redraw: return .identity
    case .scaleToFill: sx = b.width / iw; sy = b.height / ih
    case .scaleAspectFit: sx = min(b.width / iw, b.height / ih); sy = sx
    case .scaleAspectFill: sx = max(b.width / iw, b.height / ih); sy = sx
    default: break
    }
    let w = iw * sx, h = ih * sy
    // Horizontal and vertical placement: 0 leading edge, 0.5 middle, 1 trailing edge.
    let fx: Double, fy: Double
    switch mode {
    case .left, .topLeft, .bottomLeft: fx = 0
    case .right, .topRight, .bottomRight: fx = 1
    default: fx = 0.5
    }
    switch mode {
    case .top, .topLeft, .topRight: fy = 0
    case .bottom, .bottomLeft, .bottomRight: fy = 1
    default: fy = 0.5
    }
    let x = b.minX + (b.width - w) * fx
    let y = b.minY + (b.height - h) * fy
    return Transform(a: sx, b: 0, c: 0, d: sy, tx: x, ty: y)
}

extension ViewNode {
    /// The transform that fits this view's drawing (and the subviews its component made) into
    /// its bounds, or nil when the drawing is already made for the bounds: a view without an
    /// intrinsic content size, or one whose contentMode is `.redraw`.
    public var contentFit: Transform? {
        // A bitmap cannot be redrawn: an image view stretches it for `.redraw` too.
        let mode = isImageView && contentMode == .redraw ? .scaleToFill : contentMode
        guard let s = intrinsicContentSize, mode != .redraw else { return nil }
        let t = contentTransform(mode, intrinsic: s, bounds: bounds)
        return t.isIdentity ? nil : t
    }

    /// The intrinsic size the drawing was made at when its fit moves nothing (`contentFit` is
    /// nil though the view has an intrinsic size and the mode is not `.redraw`): the backing
    /// store its drawing is confined to. Nil otherwise.
    var unfittedBackingSize: Size? {
        let mode = isImageView && contentMode == .redraw ? .scaleToFill : contentMode
        guard mode != .redraw, let s = intrinsicContentSize, contentFit == nil else { return nil }
        return s
    }
}
