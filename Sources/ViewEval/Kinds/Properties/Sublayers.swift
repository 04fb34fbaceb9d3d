// `layer.sublayers = []` (or `nil`): CALayer.sublayers set to nothing removes every sublayer —
// the layers code added, and the layers of the subviews, which are then no longer drawn, as in
// Core Animation (a gauge that draws itself again clears what it drew before this way). A
// list of layers is set one at a time with addSublayer(_:), so only an empty list or nil is
// taken here. Read back, it is nil when there are none, as in UIKit.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let sublayers = ViewProperty(
        "layer.sublayers", nil,
        checkType: { t, r in
            switch t {
            case .list, .void, .optional(.void), .optional(.list): return nil
            default: return .error("'layer.sublayers' is set to [] or nil here (add a layer with addSublayer(_:)), not \(article(t))", at: r)
            }
        },
        get: ViewGetter(.optional(.list(.view("CALayer"))), .layer) { v in v.subviews.isEmpty ? .void : .list(v.subviews.map { .view(ViewRef($0)) }) }
    ) { _, v, x, _, r in
        if case .list(let items) = x, !items.isEmpty {
            throw Diagnostic.error("'layer.sublayers' is set to [] or nil here: add each layer with addSublayer(_:)", at: r)
        }
        for child in v.subviews { child.superview = nil; child.setupInSuperview = false }
        v.subviews.removeAll()
    }
}
