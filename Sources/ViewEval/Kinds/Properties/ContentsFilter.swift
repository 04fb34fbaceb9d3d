// `layer.magnificationFilter` and `layer.minificationFilter` (CALayerContentsFilter: `.linear`,
// Core Animation's default, `.nearest`, `.trilinear`): how a layer's contents — an image view's
// image — are sampled where they are drawn larger, or smaller, than the image's size. `.nearest`
// takes each point's nearest pixel (pixel art enlarged stays sharp); the others sample smoothly.
// Which one applies is decided against the image's size in points (its pixels at its own scale).

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

    /// How the view's image drawn into `dest` is sampled: by the magnification filter where it is
    /// larger than the image's size in points, else by the minification filter.
    static func imageFilter(_ v: ViewNode, drawing size: Size, into dest: Rect) -> ImageFilter {
        let enlarged = dest.width > size.width || dest.height > size.height
        return v[enlarged ? magnificationValue : minificationValue] == "nearest" ? .nearest : .smooth
    }
}
