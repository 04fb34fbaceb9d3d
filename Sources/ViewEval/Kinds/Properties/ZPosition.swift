// `layer.zPosition` (CALayer.zPosition): among siblings, a higher one is drawn above, whatever
// their order in the block; equal ones keep their order (Core Animation's rule for layers that
// are not transformed in 3D). Hit testing does not follow it: UIKit's hitTest(_:with:) asks
// subviews in reverse order of `subviews` (HitTester.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let zPosition = ViewProperty(
        "layer.zPosition", .number,
        get: .number(zPositionValue, .layer),
        dump: DumpPart(rank: 200) { v in
            let z = v[zPositionValue]
            return z == 0 ? nil : "zPosition = \(formatNumber(z))"
        },
        drawing: DrawingHooks(stacking: { $0[zPositionValue] })
    ) { _, v, x, _, r in
        if !x.num.isFinite { throw Diagnostic.error("layer.zPosition must be finite", at: r) }
        v[zPositionValue] = x.num
    }

    /// 0 until the view sets it.
    static let zPositionValue = PropertyKey<Double>(0)
}
