// `viewc dump tree` (like UIView.recursiveDescription): the view tree read back as text. A
// view's line is its parts in rank order: each view property's own (Kinds/ViewProperties.swift,
// Kinds/Properties/) and the few that are no property's — what its kind shows, the fit of a
// component's drawing and its gesture recognizers.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

public enum TreeDumper {
    /// One line per view, indented with "   | " per level as recursiveDescription does.
    public static func dump(_ doc: Document) -> String {
        var out = ""
        for page in doc.pages { line(page.root, 0, &out) }
        return out
    }

    static func rect(_ r: Rect) -> String {
        "(\(formatNumber(r.origin.x)) \(formatNumber(r.origin.y)); \(formatNumber(r.size.width)) \(formatNumber(r.size.height)))"
    }

    /// "[a, b, c, d, tx, ty]".
    static func matrix(_ t: Transform) -> String {
        "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]"
    }

    /// The parts of a view's line that are no property's, ranked among the properties' parts.
    static let ownParts: [DumpPart] = [
        // After frame (10) and bounds (20).
        DumpPart(rank: 30) { v in
            guard let parts = v.kindInfo?.dump(v), !parts.isEmpty else { return nil }
            return parts.joined(separator: "; ")
        },
        // After intrinsicContentSize (130).
        DumpPart(rank: 140) { v in v.contentFit.map { "contentFit = \(matrix($0))" } },
        // Last.
        DumpPart(rank: 1_000_000) { v in
            v.gestureRecognizers.isEmpty ? nil : "gestureRecognizers = (" + v.gestureRecognizers.map(\.summary).joined(separator: "; ") + ")"
        },
    ]

    /// Every part, in rank order (no two parts share a rank: `ViewPropertyRegistryTests`).
    static let parts: [DumpPart] = (ViewProperties.uiView.compactMap(\.dump) + ownParts).sorted { $0.rank < $1.rank }

    public static func describe(_ v: ViewNode) -> String {
        "<\(v.kind); " + parts.compactMap { $0.text(v) }.joined(separator: "; ") + ">"
    }

    static func line(_ v: ViewNode, _ level: Int, _ out: inout String) {
        out += String(repeating: "   | ", count: level) + describe(v) + " @" + v.range.shortDescription + "\n"
        for s in v.subviews { line(s, level + 1, &out) }
        // UIView.mask (kind "mask"), after the subviews.
        if let m = v.maskView { line(m, level + 1, &out) }
    }
}
