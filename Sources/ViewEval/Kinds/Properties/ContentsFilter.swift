// `layer.magnificationFilter` and `layer.minificationFilter` (CALayerContentsFilter: `.linear`,
// Core Animation's default, `.nearest`, `.trilinear`): how a layer's contents — an image view's
// image — are sampled where they are drawn larger, or smaller, than the image's size. `.nearest`
// takes each point's nearest pixel (pixel art enlarged stays sharp); the others sample smoothly.
// Which one applies is decided where the image lands on the device: enlarged there (by the
// view's transform, its superviews', the output's scale), the magnification filter.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let magnificationFilter = ViewProperty(
        "layer.magnificationFilter", .symbol, cases: contentsFilters, get: .symbol(magnificationValue, .layer)
    ) { _, v, x, _, r in v[magnificationValue] = try contentsFilter("layer.magnificationFilter", x, r) }

    static let minificationFilter = ViewProperty(
        "layer.minificationFilter", .symbol, cases: contentsFilters, get: .symbol(minificationValue, .layer)
    ) { _, v, x, _, r in v[minificationValue] = try contentsFilter("layer.minificationFilter", x, r) }

    /// The filter named by `x`, or the error naming the filters.
    static func contentsFilter(_ name: String, _ x: Value, _ r: SourceRange) throws -> String {
        guard case .symbol(let s) = x, contentsFilters.contains(s) else {
            throw Diagnostic.error("'\(name)' is one of " + contentsFilters.map { "." + $0 }.joined(separator: ", ") + ", not \(x.description)", at: r)
        }
        return s
    }

    /// CALayerContentsFilter's values.
    static let contentsFilters = ["linear", "nearest", "trilinear"]
    /// `.linear` until set, as Core Animation's.
    static let magnificationValue = PropertyKey<String>("linear")
    static let minificationValue = PropertyKey<String>("linear")

    /// How the view's image is sampled: by the magnification filter where it lands on the device
    /// larger than its pixels (the view's and its superviews' transforms and the output's scale
    /// counted: the backend decides), else by the minification filter.
    static func imageSampling(_ v: ViewNode) -> ImageSampling {
        func filter(_ k: PropertyKey<String>) -> ImageFilter { v[k] == "nearest" ? .nearest : .smooth }
        return ImageSampling(magnify: filter(magnificationValue), minify: filter(minificationValue))
    }
}
