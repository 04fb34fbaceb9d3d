// `layer.allowsGroupOpacity` (CALayer.allowsGroupOpacity, true by default since iOS 7): whether
// a view whose alpha is below 1 is composited with its subviews as one group. When false, the
// alpha is not applied to the group but to each part on its own — the background, the view's
// contents (its own drawing, a label's text, an image), its border — and multiplied into its
// subviews' (down the tree, to every view that does not group an alpha of its own), so that
// overlapping subviews show through each other, as before iOS 7.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let allowsGroupOpacity = ViewProperty(
        "layer.allowsGroupOpacity", .bool,
        get: .bool(allowsGroupOpacityValue, .layer),
        dump: DumpPart(rank: 62) { $0[allowsGroupOpacityValue] ? nil : "allowsGroupOpacity = NO" },
        drawing: DrawingHooks(compositing: { v, c in if !v[allowsGroupOpacityValue] { c.groups = false } })
    ) { _, v, x, _, _ in v[allowsGroupOpacityValue] = x.bool }

    /// True until the view sets it.
    static let allowsGroupOpacityValue = PropertyKey<Bool>(true)
}
