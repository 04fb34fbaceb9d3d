// `viewc hit` (like hitTest(_:with:)): which view of the evaluated tree a point falls on, and
// its responder chain.

import ViewGeometry

/// UIKit's hit testing on the evaluated tree.
public enum HitTester {
    /// The deepest view under `point` (canvas coordinates) and its responder chain up to the
    /// root, deepest first; empty when the point is outside the root.
    ///
    /// As `hitTest(_:with:)`: a hidden view, one with alpha below 0.01, or one with
    /// isUserInteractionEnabled false, is skipped with its
    /// subviews; a point outside a view's bounds misses the view and every subview (UIKit's
    /// `point(inside:with:)` test comes first, so parts of subviews that stick out of their
    /// superview — clipped or not — cannot be hit); subviews are tried last to first in the
    /// order of `subviews`, as UIKit asks them, whatever their `layer.zPosition` (which changes
    /// what is drawn on top, not which view receives the touch); the point is carried into each
    /// view's coordinates through its center, transform and bounds origin.
    public static func hit(_ root: ViewNode, _ point: Point) -> [ViewNode] {
        guard let chain = test(root, point) else { return [] }
        return chain
    }

    static func test(_ v: ViewNode, _ p: Point) -> [ViewNode]? {
        if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { return nil }
        guard v.bounds.contains(p) else { return nil }
        // Subviews keep their frames whatever the contentMode (only the drawing is fitted).
        for s in v.subviews.reversed() {
            guard let inv = s.toSuperview.inverted() else { continue }
            if let chain = test(s, p.applying(inv)) { return chain + [v] }
        }
        return [v]
    }
}
