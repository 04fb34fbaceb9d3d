// What an SVG tells a page's search and assistive technology, beyond the picture. cairo draws a label's text as glyph symbols, which no search finds; so every
// label's text is also written as transparent <text>, line by line over the glyphs (the whole
// text, as UILabel's accessibilityLabel is). A page's accessibility (PageAccessibility) becomes
// <title> and <desc> with role="img", aria-labelledby and aria-describedby on the <svg>, and
// each accessibility element a group with its label and hint over its area. Done on cairo's
// bytes before the id pass, which prefixes the ids this adds like cairo's own.

import DrawIR
import FoundationEssentials
import ViewSupport
import Glibc
import ViewGeometry

enum SVGAccessibility {
    static func annotate(_ bytes: [UInt8], _ page: IRPage) -> [UInt8] {
        let runs = TextIndex.runs(page)
        let a = page.accessibility
        if runs.isEmpty && a.isEmpty { return bytes }
        var svg = String(decoding: bytes, as: UTF8.self)
        // The page's name and description, first in the <svg>.
        if a.label != nil || a.hint != nil,
           let open = svg.firstRange(of: "<svg "), let close = svg[open.upperBound...].firstIndex(of: ">") {
            var attrs = " role=\"img\""
            var head = ""
            if let l = a.label {
                attrs += " aria-labelledby=\"title\""
                head += "\n<title id=\"title\">\(escape(l))</title>"
            }
            if let h = a.hint {
                attrs += " aria-describedby=\"desc\""
                head += "\n<desc id=\"desc\">\(escape(h))</desc>"
            }
            svg.insert(contentsOf: head, at: svg.index(after: close))
            svg.insert(contentsOf: attrs, at: close)
        }
        var tail = ""
        // Each element: a group named by its label, over its area (nothing drawn).
        for e in a.elements {
            let b = e.bounds
            let value = e.value.map { " aria-valuetext=\"\(escape($0))\"" } ?? ""
            tail += "<g role=\"\(role(e.traits))\" aria-label=\"\(escape(e.label))\"\(value)><title>\(escape(e.label))</title>"
            if let h = e.hint { tail += "<desc>\(escape(h))</desc>" }
            tail += "<rect x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" fill=\"none\" stroke=\"none\""
                + " transform=\"\(matrix(e.transform))\"/></g>\n"
        }
        // Labels' text, transparent, where its glyphs are.
        for (run, ctm) in runs {
            let lines = PangoTextLayout.shared.searchableLines(run).filter { !$0.text.isEmpty }
            if lines.isEmpty { continue }
            tail += "<text transform=\"\(matrix(ctm))\" font-family=\"\(escape(run.font.resolvedFamily))\" font-size=\"\(n(run.font.size))\""
                + " font-weight=\"\(run.font.weight.value)\" fill=\"rgb(0,0,0)\" fill-opacity=\"0\">"
            for l in lines { tail += "<tspan x=\"\(n(l.x))\" y=\"\(n(l.baseline))\">\(escape(l.text))</tspan>" }
            tail += "</text>\n"
        }
        if !tail.isEmpty, let end = svg.ranges(of: "</svg>").last {
            svg.insert(contentsOf: tail, at: end.lowerBound)
        }
        return Array(svg.utf8)
    }

    /// The ARIA role of an element with UIAccessibilityTraits `traits`.
    static func role(_ traits: [String]) -> String {
        if traits.contains("button") { return "button" }
        if traits.contains("link") { return "link" }
        if traits.contains("header") { return "heading" }
        return "img"
    }

    static func matrix(_ t: Transform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ",")))"
    }

    /// A number as SVG wants it: at most 6 decimals, no trailing zeros.
    static func n(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        var s = cFormat("%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func escape(_ s: String) -> String {
        var o = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": o += "&amp;"
            case "<": o += "&lt;"
            case ">": o += "&gt;"
            case "\"": o += "&quot;"
            // Characters XML 1.0 cannot hold at all.
            case _ where u.value < 0x20 && u != "\t" && u != "\n" && u != "\r": continue
            case "\u{FFFE}", "\u{FFFF}": continue
            default: o.unicodeScalars.append(u)
            }
        }
        return o
    }
}
