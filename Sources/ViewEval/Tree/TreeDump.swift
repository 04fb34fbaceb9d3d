// `viewc dump tree` (like UIView.recursiveDescription): the view tree read back as text.

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

    public static func describe(_ v: ViewNode) -> String {
        var parts = ["frame = \(rect(v.frame))", "bounds = \(rect(v.bounds))"]
        parts += v.kindInfo?.dump(v) ?? []
        if !v.transform.isIdentity {
            let t = v.transform
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]")
        }
        let a = v.layer.anchorPoint
        if a != Point(0.5, 0.5) {
            parts.append("anchorPoint = (\(formatNumber(a.x)) \(formatNumber(a.y)))")
            parts.append("position = (\(formatNumber(v.center.x)) \(formatNumber(v.center.y)))")
        }
        parts.append("alpha = \(formatNumber(v.alpha))")
        parts.append("hidden = \(v.isHidden ? "YES" : "NO")")
        if v.clipsToBounds { parts.append("clipsToBounds = YES") }
        if let c = v.backgroundColor { parts.append("backgroundColor = \(c.hexString)") }
        if !v.isOpaque { parts.append("opaque = NO") }
        if !v.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if v.contentMode != .scaleToFill { parts.append("contentMode = \(v.contentMode.rawValue)") }
        if let s = v.intrinsicContentSize { parts.append("intrinsicContentSize = (\(formatNumber(s.width)) \(formatNumber(s.height)))") }
        if let t = v.contentFit {
            parts.append("contentFit = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]")
        }
        if v.layer.shadowOpacity > 0 {
            let l = v.layer
            parts.append("shadow = \(l.shadowColor.hexString) opacity \(formatNumber(l.shadowOpacity)) offset (\(formatNumber(l.shadowOffset.width)) \(formatNumber(l.shadowOffset.height))) radius \(formatNumber(l.shadowRadius))")
        }
        if let p = v.layer.shadowPath { parts.append("shadowPath = \(rect(p.controlPointBounds))") }
        if let p = v.layer.maskPath { parts.append("mask = \(rect(p.controlPointBounds))") }
        if v.layer.cornerRadius > 0 { parts.append("cornerRadius = \(formatNumber(v.layer.cornerRadius))") }
        if v.layer.cornerCurve != .circular { parts.append("cornerCurve = \(v.layer.cornerCurve.rawValue)") }
        if v.layer.zPosition != 0 { parts.append("zPosition = \(formatNumber(v.layer.zPosition))") }
        if v.layer.maskedCorners != .all { parts.append("maskedCorners = \(Kinds.cornerMaskNames(v.layer.maskedCorners))") }
        if v.layer.borderWidth > 0 { parts.append("border = \(formatNumber(v.layer.borderWidth)) \(v.layer.borderColor.hexString)") }
        if let t = v.tintColor { parts.append("tintColor = \(t.hexString)") }
        if let id = v.identifier { parts.append("identifier = \(ASTDumper.quote(id))") }
        if !v.gestureRecognizers.isEmpty {
            parts.append("gestureRecognizers = (" + v.gestureRecognizers.map(\.summary).joined(separator: "; ") + ")")
        }
        return "<\(v.kind); " + parts.joined(separator: "; ") + ">"
    }

    static func line(_ v: ViewNode, _ level: Int, _ out: inout String) {
        out += String(repeating: "   | ", count: level) + describe(v) + " @" + v.range.shortDescription + "\n"
        for s in v.subviews { line(s, level + 1, &out) }
        // UIView.mask (kind "mask"), after the subviews.
        if let m = v.maskView { line(m, level + 1, &out) }
    }
}
