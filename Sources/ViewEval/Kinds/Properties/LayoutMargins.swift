// `layoutMargins` (UIView.layoutMargins): the insets from the view's edges that its content
// keeps to, which `layoutMarginsGuide`'s anchors stand at (Builtins/Layout.swift) and layout code
// reads (`bounds.inset(by: layoutMargins)`). UIKit's default is 8 points on every side; the safe
// area, which UIKit adds to them when it reaches into the view, is zero in a drawing
// (`safeAreaInsets`). The guide's constraints read the margins when the layout is solved, so
// margins set after a constraint is made still move it, as in UIKit. (In a page's body,
// `layoutMargins` is the page's: Kinds/Document.swift.)

import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let layoutMargins = ViewProperty("layoutMargins", .insets, get: .insets(layoutMarginsValue),
        dump: DumpPart(rank: 106) { v in
            let m = v[layoutMarginsValue]
            return m == defaultLayoutMargins ? nil : "layoutMargins = {\(formatNumber(m.top)), \(formatNumber(m.left)), \(formatNumber(m.bottom)), \(formatNumber(m.right))}"
        }) { _, v, x, _, r in
        guard case .insets(let e) = x else { return }
        try Check.finiteValue(x, r)
        v[layoutMarginsValue] = e
    }

    /// `directionalLayoutMargins` (NSDirectionalEdgeInsets): the same margins, leading the
    /// left and trailing the right (a drawing is laid out left to right).
    static let directionalLayoutMargins = ViewProperty("directionalLayoutMargins", .insets, get: .insets(layoutMarginsValue)) { _, v, x, _, r in
        guard case .insets(let e) = x else { return }
        try Check.finiteValue(x, r)
        v[layoutMarginsValue] = e
    }

    /// UIKit's default margins: 8 points on every side.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    static let layoutMarginsValue = PropertyKey<EdgeInsets>(defaultLayoutMargins)
}
