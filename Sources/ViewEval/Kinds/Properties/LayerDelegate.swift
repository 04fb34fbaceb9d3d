// `layer.delegate` (CALayer.delegate, a weak `CALayerDelegate?`): the object Core Animation
// asks to draw and lay out a layer. A view's own layer has the view as its delegate (UIKit makes
// it so, and code may not change it); a layer made in code has none until its code gives it one
// — a view (`handle.delegate = self`: a slider's handle layer that asks its slider for its
// geometry), read back by the layer's code (`delegate as! Slider`). Core Animation asks the
// delegate nothing here: a layer of the file's classes draws in its own draw(in:).

import FoundationEssentials
import ViewSyntax

/// A layer's delegate, held weakly as CALayer holds it.
final class LayerDelegate: @unchecked Sendable {
    weak var node: ViewNode?
    init(_ node: ViewNode?) { self.node = node }
}

extension ViewProperty {
    static let layerDelegate = ViewProperty(
        "layer.delegate", nil,
        checkType: { t, r in
            switch t {
            case .view, .optional(.view), .void, .optional(.void): return nil
            default: return .error("a layer's delegate here is a view (or nil), not \(article(t))", at: r)
            }
        },
        get: ViewGetter(.optional(.view("UIView")), .layer) { v in
            if !v.isLayer { return .view(ViewRef(v)) }
            guard let d = v[layerDelegateValue].node else { return .void }
            return .view(ViewRef(d))
        }
    ) { _, v, x, _, r in
        guard v.isLayer else {
            throw Diagnostic.error("a view's layer has the view as its delegate, and UIKit lets no code change it", at: r)
        }
        if case .view(let d) = x { v[layerDelegateValue] = LayerDelegate(d.value) } else { v[layerDelegateValue] = LayerDelegate(nil) }
    }

    /// None until the code sets it (a view's own layer reads its view instead).
    static let layerDelegateValue = PropertyKey<LayerDelegate>(LayerDelegate(nil))
}
