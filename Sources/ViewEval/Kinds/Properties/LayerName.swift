// `layer.name` (CALayer.name, a `String?`): a name the app gives a layer to find it again among
// its superlayer's sublayers (`layer.sublayers?.first { $0.name == "ring" }`). It changes no
// picture; kept and read back, nil until set.

import FoundationEssentials
import ViewSyntax

extension ViewProperty {
    static let layerName = ViewProperty(
        "layer.name", nil,
        checkType: { t, r in
            [VType.string, .void, .optional(.string), .optional(.void)].contains(t) ? nil : .error("a layer's name is a String (or nil), not \(article(t))", at: r)
        },
        get: ViewGetter(.optional(.string), .layer) { v in v[layerNameValue].map { .string($0) } ?? .void }
    ) { _, v, x, _, _ in
        if case .string(let s) = x { v[layerNameValue] = s } else { v[layerNameValue] = nil }
    }

    /// nil until the layer is given a name, as Core Animation's.
    static let layerNameValue = PropertyKey<String?>(nil)
}
