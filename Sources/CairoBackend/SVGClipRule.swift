// cairo 1.16 writes an even-odd clip as `<g clip-path="url(#clipN)" clip-rule="evenodd">`,
// but SVG reads `clip-rule` on the shapes inside the <clipPath>, not on the element that
// uses it, so every SVG renderer (librsvg, browsers) clips with the non-zero rule instead.
// This moves the rule onto the clip path's shapes.

import Foundation

enum SVGClipRule {
    static func fix(_ bytes: [UInt8]) -> [UInt8] {
        guard var text = String(bytes: bytes, encoding: .utf8), text.contains("clip-rule=\"evenodd\"") else { return bytes }
        guard let use = try? NSRegularExpression(pattern: "clip-path=\"url\\(#([A-Za-z0-9_-]+)\\)\" clip-rule=\"evenodd\"") else { return bytes }
        let ns = text as NSString
        var ids = Set<String>()
        for m in use.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            ids.insert(ns.substring(with: m.range(at: 1)))
        }
        for id in ids {
            let open = "<clipPath id=\"\(id)\">"
            guard let start = text.range(of: open), let end = text.range(of: "</clipPath>", range: start.upperBound..<text.endIndex) else { continue }
            let body = String(text[start.upperBound..<end.lowerBound])
            let fixed = body.replacingOccurrences(of: "<path ", with: "<path clip-rule=\"evenodd\" ")
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: fixed)
        }
        return Array(text.utf8)
    }
}
