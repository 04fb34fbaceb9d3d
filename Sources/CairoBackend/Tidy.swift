// Making cairo's SVG the same bytes whatever else the process rendered before it.
//
// cairo numbers SVG ids (surface5, clip2, mask0, glyph0-1, …) from counters that live as long
// as the process, so the second file compiled in one run would get other ids than the first.
// Renumbering every numbered id in order of first appearance makes each document's ids
// depend on that document alone.

import Foundation

enum SVGTidy {
    /// Rewrites each `id="nameN…"` and its references (`#nameN…"` or `#nameN…)`) to
    /// `name1`, `name2`, … per name, in order of first appearance.
    static func renumberIDs(_ bytes: [UInt8]) -> [UInt8] {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return bytes }
        guard let idPattern = try? NSRegularExpression(pattern: "id=\"([A-Za-z_]+)([0-9][0-9-]*)\"") else { return bytes }
        let ns = text as NSString
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        var order: [String] = []
        for m in idPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let prefix = ns.substring(with: m.range(at: 1))
            let old = prefix + ns.substring(with: m.range(at: 2))
            if mapping[old] != nil { continue }
            counters[prefix, default: 0] += 1
            mapping[old] = "\(prefix)\(counters[prefix]!)"
            order.append(old)
        }
        if mapping.isEmpty { return bytes }
        // One pass over every id-like token: definitions and references alike.
        guard let any = try? NSRegularExpression(pattern: "(id=\"|#)([A-Za-z_]+[0-9][0-9-]*)(?=[\")])") else { return bytes }
        var out = ""
        var last = 0
        for m in any.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: m.range(at: 2))
            guard let new = mapping[name] else { continue }
            let r = m.range(at: 2)
            out += ns.substring(with: NSRange(location: last, length: r.location - last))
            out += new
            last = r.location + r.length
        }
        out += ns.substring(from: last)
        return Array(out.utf8)
    }
}
