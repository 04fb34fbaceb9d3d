// cairo 1.16 writes an even-odd clip as `<g clip-path="url(#clipN)" clip-rule="evenodd">`,
// but SVG reads `clip-rule` on the shapes inside the <clipPath>, not on the element that
// uses it, so every SVG renderer (librsvg, browsers) clips with the non-zero rule instead.
// This moves the rule onto the clip path's shapes.
//
// On the bytes, in linear time: the SVG of a large drawing is megabytes (the 100,000-path
// benchmark scene writes 47 MB), and most have no even-odd clip at all, which one memmem finds.

#if canImport(Glibc)
import Glibc
#endif

enum SVGClipRule {
    static func fix(_ bytes: [UInt8]) -> [UInt8] {
        let marker = Array("\" clip-rule=\"evenodd\"".utf8)
        let use = Array("clip-path=\"url(#".utf8)
        // The ids of the clips used with the even-odd rule.
        var ids = Set<[UInt8]>()
        bytes.withUnsafeBufferPointer { b in
            var from = 0
            while let m = find(marker, in: b, from: from) {
                from = m + marker.count
                // `clip-path="url(#ID)` ends just before the marker with `)`.
                guard m > 0, b[m - 1] == UInt8(ascii: ")") else { continue }
                var start = m - 1
                while start > 0, isIDByte(b[start - 1]) { start -= 1 }
                guard start >= use.count, Array(b[(start - use.count)..<start]) == use, start < m - 1 else { continue }
                ids.insert(Array(b[start..<(m - 1)]))
            }
        }
        if ids.isEmpty { return bytes }
        let open = Array("<clipPath id=\"".utf8), close = Array("</clipPath>".utf8)
        let path = Array("<path ".utf8), rule = Array("clip-rule=\"evenodd\" ".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64 * ids.count)
        bytes.withUnsafeBufferPointer { b in
            var copied = 0, from = 0
            while let o = find(open, in: b, from: from) {
                var idEnd = o + open.count
                while idEnd < b.count, b[idEnd] != UInt8(ascii: "\"") { idEnd += 1 }
                from = idEnd
                guard idEnd + 1 < b.count, b[idEnd + 1] == UInt8(ascii: ">"),
                      ids.contains(Array(b[(o + open.count)..<idEnd])) else { continue }
                let bodyStart = idEnd + 2
                let bodyEnd = find(close, in: b, from: bodyStart) ?? b.count
                var p = bodyStart
                while let q = find(path, in: b, from: p), q < bodyEnd {
                    out.append(contentsOf: b[copied..<(q + path.count)])
                    out.append(contentsOf: rule)
                    copied = q + path.count
                    p = copied
                }
                from = bodyEnd
            }
            out.append(contentsOf: b[copied...])
        }
        return out
    }

    private static func isIDByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2D
    }

    /// The offset of the first `needle` in `b` at or after `from` (memchr for its first byte,
    /// then memcmp; glibc's memmem is a GNU extension Swift does not see).
    static func find(_ needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = b.baseAddress, let first = needle.first else { return nil }
        var at = from
        return needle.withUnsafeBytes { n -> Int? in
            while at + needle.count <= b.count {
                guard let hit = memchr(base + at, Int32(first), b.count - at - needle.count + 1) else { return nil }
                let i = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + i, n.baseAddress!, needle.count) == 0 { return i }
                at = i + 1
            }
            return nil
        }
    }
}
