// A button's content layout (Builtins/ButtonValue.swift lays its title out by them):
// `contentEdgeInsets` and `titleEdgeInsets` (UIButton's; zero by default: the content rect is
// the bounds inset by the first, the fitted title rect inset by the second), and
// `contentHorizontalAlignment` and `contentVerticalAlignment` (UIControl's; `.center` by
// default, `.left`/`.leading`, `.right`/`.trailing`, `.fill`; `.top`, `.bottom`, `.fill`);
// and UIControl's `isEnabled`, `isSelected`, `isHighlighted` of a button made in code, which
// choose the title shown. A view that is no button has none of them.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let contentEdgeInsets = ViewProperty("contentEdgeInsets", .insets, get: .insets(contentEdgeInsetsValue)) { _, v, x, nr, r in
        try buttonOnly(v, "contentEdgeInsets", nr)
        guard case .insets(let e) = x else { return }
        try Check.finiteValue(x, r)
        v[contentEdgeInsetsValue] = e
    }
    static let titleEdgeInsets = ViewProperty("titleEdgeInsets", .insets, get: .insets(titleEdgeInsetsValue)) { _, v, x, nr, r in
        try buttonOnly(v, "titleEdgeInsets", nr)
        guard case .insets(let e) = x else { return }
        try Check.finiteValue(x, r)
        v[titleEdgeInsetsValue] = e
    }
    static let contentHorizontalAlignment = ViewProperty("contentHorizontalAlignment", .symbol,
        checkType: { t, r in alignmentCheck(t, r, "contentHorizontalAlignment", horizontalAlignments) }, cases: horizontalAlignments,
        get: .symbol(contentHorizontalAlignmentValue)) { _, v, x, nr, r in
        try buttonOnly(v, "contentHorizontalAlignment", nr)
        if case .symbol(let s) = x, horizontalAlignments.contains(s) { v[contentHorizontalAlignmentValue] = s; return }
        throw alignmentCheck(x.vtype, r, "contentHorizontalAlignment", horizontalAlignments) ?? .error("'contentHorizontalAlignment' is a symbol", at: r)
    }
    static let contentVerticalAlignment = ViewProperty("contentVerticalAlignment", .symbol,
        checkType: { t, r in alignmentCheck(t, r, "contentVerticalAlignment", verticalAlignments) }, cases: verticalAlignments,
        get: .symbol(contentVerticalAlignmentValue)) { _, v, x, nr, r in
        try buttonOnly(v, "contentVerticalAlignment", nr)
        if case .symbol(let s) = x, verticalAlignments.contains(s) { v[contentVerticalAlignmentValue] = s; return }
        throw alignmentCheck(x.vtype, r, "contentVerticalAlignment", verticalAlignments) ?? .error("'contentVerticalAlignment' is a symbol", at: r)
    }

    /// UIControl's state of a button made in code, which chooses its title and title color (a
    /// UIButton subclass holds its own as stored properties, Check/CheckSwift.swift).
    static let isEnabled = ViewProperty("isEnabled", .bool, get: controlFlag(isEnabledValue, "isEnabled")) { _, v, x, nr, _ in
        try buttonOnly(v, "isEnabled", nr)
        v[isEnabledValue] = x.bool
    }
    static let isSelected = ViewProperty("isSelected", .bool, get: controlFlag(isSelectedValue, "isSelected")) { _, v, x, nr, _ in
        try buttonOnly(v, "isSelected", nr)
        v[isSelectedValue] = x.bool
    }
    static let isHighlighted = ViewProperty("isHighlighted", .bool, get: controlFlag(isHighlightedValue, "isHighlighted")) { _, v, x, nr, _ in
        try buttonOnly(v, "isHighlighted", nr)
        v[isHighlightedValue] = x.bool
    }

    static let isEnabledValue = PropertyKey<Bool>(true)
    static let isSelectedValue = PropertyKey<Bool>(false)
    static let isHighlightedValue = PropertyKey<Bool>(false)
    static let contentEdgeInsetsValue = PropertyKey<EdgeInsets>(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    static let titleEdgeInsetsValue = PropertyKey<EdgeInsets>(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    static let contentHorizontalAlignmentValue = PropertyKey<String>("center")
    static let contentVerticalAlignmentValue = PropertyKey<String>("center")

    /// UIControl.ContentHorizontalAlignment's and ContentVerticalAlignment's cases.
    static let horizontalAlignments = ["center", "left", "right", "fill", "leading", "trailing"]
    static let verticalAlignments = ["center", "top", "bottom", "fill"]

    static func alignmentCheck(_ t: VType, _ r: SourceRange, _ name: String, _ all: [String]) -> Diagnostic? {
        guard case .symbol(let s) = t, !s.isEmpty, !all.contains(s) else { return nil }
        let (hint, fix) = didYouMean(s, all, at: r, prefix: ".")
        return .error("unknown '\(name)' '.\(s)'\(hint) (\(all.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
    }

    /// A control flag read back: a UIButton subclass's stored property, else the button's
    /// (Runner.controlFlag); an error on a view that is no button.
    static func controlFlag(_ key: PropertyKey<Bool>, _ name: String) -> ViewGetter {
        ViewGetter(.bool, .button, run: { v, run, r in
            try buttonOnly(v, name, r())
            return .bool(run.controlFlag(v, key, name))
        })
    }

    static func buttonOnly(_ v: ViewNode, _ name: String, _ r: SourceRange) throws {
        guard v[Builtins.buttonContent] == nil else { return }
        throw Diagnostic.error("'\(name)' is a UIButton's; this view is a \(v.uiKitClassName)", at: r)
    }
}
