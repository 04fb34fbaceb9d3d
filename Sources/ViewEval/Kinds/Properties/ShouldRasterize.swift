// `layer.shouldRasterize` (CALayer.shouldRasterize, false by default): the layer and its
// sublayers are rendered as one bitmap, which is then composited. What shows of that here is
// its opacity: a rasterised view is always one group at the opacity it draws with — also when
// `layer.allowsGroupOpacity` is false on it, or on a superview that hands its alpha down — so
// its overlapping subviews never show through each other. viewc keeps the layer's drawing as
// vectors in every format: the bitmap's own resolution (CALayer.rasterizationScale) is not
// drawn (at PNG scale 1 the pixels are those of a bitmap at scale 1).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let shouldRasterize = ViewProperty(
        "layer.shouldRasterize", .bool,
        get: .bool(shouldRasterizeValue, .layer),
        dump: DumpPart(rank: 64) { $0[shouldRasterizeValue] ? "shouldRasterize = YES" : nil },
        drawing: DrawingHooks(compositing: { v, c in if v[shouldRasterizeValue] { c.groups = c.opacity < 1 } })
    ) { _, v, x, _, _ in v[shouldRasterizeValue] = x.bool }

    /// False until the view sets it.
    static let shouldRasterizeValue = PropertyKey<Bool>(false)
}
