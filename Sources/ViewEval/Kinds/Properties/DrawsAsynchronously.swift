// `layer.drawsAsynchronously` (CALayer.drawsAsynchronously, false by default): whether Core
// Animation queues the drawing commands of the layer's draw(in:) to run on a background
// thread. It changes when the drawing is done, not what it draws: a still picture is the same
// either way, so the value is kept (it reads back) and changes nothing.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let drawsAsynchronously = ViewProperty("layer.drawsAsynchronously", .bool, get: .bool(drawsAsynchronouslyValue, .layer)) { _, v, x, _, _ in
        v[drawsAsynchronouslyValue] = x.bool
    }

    /// False until the view or layer sets it.
    static let drawsAsynchronouslyValue = PropertyKey<Bool>(false)
}
