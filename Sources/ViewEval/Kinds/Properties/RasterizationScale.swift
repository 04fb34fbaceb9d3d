// `layer.rasterizationScale` (CALayer.rasterizationScale, 1 by default): the scale of the
// bitmap `shouldRasterize` caches the layer in — code sets it to the screen's
// (`layer.rasterizationScale = UIScreen.main.scale`) so that the cache is as sharp as the
// screen. viewc keeps a rasterised layer's drawing in vectors (ShouldRasterize.swift), drawn at
// each output's own scale, so the value is kept (it reads back) and changes nothing.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let rasterizationScale = ViewProperty("layer.rasterizationScale", .number, get: .number(rasterizationScaleValue, .layer)) { _, v, x, _, r in
        if !(x.num > 0 && x.num.isFinite) { throw Diagnostic.error("rasterizationScale must be a positive number", at: r) }
        v[rasterizationScaleValue] = x.num
    }

    /// 1 until the view sets it.
    static let rasterizationScaleValue = PropertyKey<Double>(1)
}
