// `layer.contentsScale` (CALayer.contentsScale): the scale of the layer's bitmap, which UIKit
// sets to the screen's for a view's own layer. Read, it is the drawing's scale — the output's
// pixels a point, as `contentScaleFactor` (so the driver evaluates again for each PNG scale);
// set, it changes nothing: each output is drawn at its own scale, SVG and PDF in vectors.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let contentsScale = ViewProperty("layer.contentsScale", .number, get: ViewGetter(.number, .layer, run: { _, run, _ in
        run.readsContentScale = true
        return .number(run.options.contentScaleFactor)
    })) { _, _, x, _, r in
        if !(x.num > 0 && x.num.isFinite) { throw Diagnostic.error("contentsScale must be a positive number", at: r) }
    }
}
