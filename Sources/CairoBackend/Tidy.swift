// SVG ids that are the same bytes run to run and unique across drawings.
//
// cairo numbers SVG ids (surface5, clip2, mask0, glyph0-1, …) from counters that live as long
// as the process, so the second file compiled in one run would get other ids than the first;
// and every cairo SVG uses the same names (surface1, clip1, the filter `alpha`), so two
// drawings inlined in one HTML page would clip and draw with each other's definitions.
//
// One scan over the bytes finds every id definition (`id="…"`) and every reference to one
// (`href="#…"`, `xlink:href="#…"`, `url(#…)` in any attribute value, the IDREF lists of
// `aria-labelledby`/`aria-describedby`). Each numbered id is renumbered per name in order of
// first definition (`clip1`, `clip2`, …; `glyph0-1` → `glyph1`), so it depends on this document
// alone; then every id gets a prefix: the one asked for, or by default one derived from the
// drawing (`v` and 8 hex digits of a 64-bit FNV-1a hash of the renumbered document, and `-`),
// stable run to run and different between drawings. References to names the document does not
// define (a link to a page anchor) are left as they are. Linear in the size of the SVG: one
// scan, one hash over the bytes, and a copy of the bytes up to the last id only.

import FoundationEssentials
import Glibc

/// Whether `prefix` can begin an SVG id: an XML name without a colon (an NCName, as `xml:id`
/// and HTML's ids in SVG want), so that `prefix + "clip1"` is itself one.
public func isValidSVGIDPrefix(_ prefix: String) -> Bool {
    var first = true
    for s in prefix.unicodeScalars {
        if !(first ? SVGTidy.isNameStart(s.value) : SVGTidy.isNameChar(s.value)) { return false }
        first = false
    }
    return !first
}

enum SVGTidy {
    /// A definition or a reference found by the scan: the name's byte range in the input.
    struct Token {
        var start: Int
        var end: Int
        var isDefinition: Bool
    }

    /// Renumbers and prefixes every id and every reference to one; `prefix` nil means the
    /// content-derived default.
    static func rewriteIDs(_ bytes: [UInt8], prefix: String?) -> [UInt8] {
        var out = bytes
        rewriteIDs(&out, prefix: prefix)
        return out
    }

    /// `rewriteIDs` in place: only the bytes up to the last id, reference or dropped element
    /// are rewritten and put back in front of the rest, which stays where it is. A large
    /// drawing's ids are near its start (cairo's definitions and page group come first, and a
    /// page drawn in chunks has no other), so its megabytes are not copied: a copy would be the
    /// peak of the 10,000-path SVG's memory.
    static func rewriteIDs(_ bytes: inout [UInt8], prefix: String?) {
        let (head, end) = bytes.withUnsafeBufferPointer { b -> ([UInt8], Int) in
            let tokens = scan(b)
            // New names, per definition in order of first appearance.
            var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
            var counters: [ArraySlice<UInt8>: Int] = [:]
            for t in tokens where t.isDefinition {
                let name = bytes[t.start..<t.end]
                if mapping[name] != nil { continue }
                if let split = numberStart(name) {
                    let base = name[name.startIndex..<split]
                    let n = (counters[base] ?? 0) + 1
                    counters[base] = n
                    mapping[name] = Array(base) + Array(String(n).utf8)
                } else {
                    mapping[name] = Array(name)
                }
            }
            // cairo writes an image used both inside a group (a mask's content) and outside it
            // twice, with one id: the second, identical definition is dropped.
            let drops = repeatedImages(bytes, tokens)
            let fixed = prefix.map { Array($0.utf8) } ?? defaultPrefix(bytes, b, tokens, mapping)
            var out: [UInt8] = []
            var last = 0
            var d = 0
            for t in tokens {
                // Bytes up to a dropped element, then past it.
                while d < drops.count, drops[d].lowerBound < t.start {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: b[last..<drops[d].lowerBound]))
                    last = drops[d].upperBound
                    d += 1
                }
                if t.start < last { continue }
                guard let new = mapping[bytes[t.start..<t.end]] else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[last..<t.start]))
                out.append(contentsOf: fixed)
                out.append(contentsOf: new)
                last = t.end
            }
            while d < drops.count {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[last..<drops[d].lowerBound]))
                last = drops[d].upperBound
                d += 1
            }
            return (out, last)
        }
        // In place when `bytes` has room for the growth (the caller holds the only reference).
        if end > 0 { bytes.replaceSubrange(0..<end, with: head) }
    }

    /// The byte ranges of `<image id="X" …/>` elements (and the newline after each) that repeat
    /// an earlier element with the same bytes, in order.
    static func repeatedImages(_ bytes: [UInt8], _ tokens: [Token]) -> [Range<Int>] {
        let open = Array("<image id=\"".utf8), close = Array("/>".utf8)
        var seen: [ArraySlice<UInt8>: ArraySlice<UInt8>] = [:]
        var out: [Range<Int>] = []
        for t in tokens where t.isDefinition {
            let start = t.start - open.count
            guard start >= 0, bytes[start..<t.start].elementsEqual(open) else { continue }
            // The element's end: the first "/>" after the id (an image element has no children).
            var e = t.end
            while e + 1 < bytes.count, !(bytes[e] == close[0] && bytes[e + 1] == close[1]) { e += 1 }
            guard e + 1 < bytes.count else { continue }
            var end = e + 2
            let element = bytes[start..<end]
            let name = bytes[t.start..<t.end]
            if let first = seen[name] {
                if first.elementsEqual(element) {
                    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
                    out.append(start..<end)
                }
            } else {
                seen[name] = element
            }
        }
        return out
    }

    /// `v` + 8 hex digits + `-`: a hash of the document as it reads with renumbered ids and
    /// no prefix, so the prefix depends on the drawing alone.
    static func defaultPrefix(_ bytes: [UInt8], _ b: UnsafeBufferPointer<UInt8>, _ tokens: [Token],
                              _ mapping: [ArraySlice<UInt8>: [UInt8]]) -> [UInt8] {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed(_ s: UnsafeBufferPointer<UInt8>) { for x in s { h = (h ^ UInt64(x)) &* 0x0000_0100_0000_01b3 } }
        var last = 0
        for t in tokens {
            guard let new = mapping[bytes[t.start..<t.end]] else { continue }
            feed(UnsafeBufferPointer(rebasing: b[last..<t.start]))
            new.withUnsafeBufferPointer { feed($0) }
            last = t.end
        }
        feed(UnsafeBufferPointer(rebasing: b[last...]))
        let folded = UInt32(truncatingIfNeeded: h ^ (h >> 32))
        let hex = String(folded, radix: 16)
        return Array(("v" + String(repeating: "0", count: 8 - hex.count) + hex + "-").utf8)
    }

    /// Where the number of a numbered id (`clip12`, `glyph0-1`) starts: letters or `_`, then a
    /// digit, then digits and dashes to the end. nil for other names (`alpha`).
    static func numberStart(_ name: ArraySlice<UInt8>) -> Int? {
        var i = name.startIndex
        while i < name.endIndex, isLetter(name[i]) { i += 1 }
        guard i > name.startIndex, i < name.endIndex, isDigit(name[i]) else { return nil }
        for j in i..<name.endIndex where !(isDigit(name[j]) || name[j] == UInt8(ascii: "-")) { return nil }
        return i
    }

    // MARK: the scan

    /// Every id definition and reference, in order. Text content, comments, CDATA sections and
    /// processing instructions are skipped; inside a tag, attributes are read one by one (a
    /// quoted value may hold `>`).
    static func scan(_ b: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        let n = b.count
        var i = 0
        while i < n {
            guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
            if has(b, i, "<!--") { i = after(b, i + 4, "-->"); continue }
            if has(b, i, "<![CDATA[") { i = after(b, i + 9, "]]>"); continue }
            if has(b, i, "<?") { i = after(b, i + 2, "?>"); continue }
            if has(b, i, "<!") || has(b, i, "</") { i = after(b, i + 2, ">"); continue }
            i += 1
            // The element's name, then attributes up to '>'.
            while i < n, !isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
            while i < n, b[i] != UInt8(ascii: ">") {
                if isSpace(b[i]) || b[i] == UInt8(ascii: "/") { i += 1; continue }
                let nameStart = i
                while i < n, !isSpace(b[i]), b[i] != UInt8(ascii: "="), b[i] != UInt8(ascii: ">") { i += 1 }
                let nameEnd = i
                while i < n, isSpace(b[i]) { i += 1 }
                guard i < n, b[i] == UInt8(ascii: "=") else { continue }   // an attribute without a value
                i += 1
                while i < n, isSpace(b[i]) { i += 1 }
                guard i < n, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else { continue }
                let quote = b[i]
                let vs = i + 1
                i = vs
                // Most values (a path's data: most of the document) hold no `u` at all: found
                // so by memchr and passed over whole, not a byte at a time.
                let base = b.baseAddress!
                let closing = memchr(base + vs, Int32(quote), n - vs).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? n
                if memchr(base + vs, Int32(UInt8(ascii: "u")), closing - vs) == nil { i = closing }
                while i < n, b[i] != quote {
                    // url(#name) in any value: style, clip-path, mask, filter, fill, …
                    if b[i] == UInt8(ascii: "u"), has(b, i, "url(#") {
                        let s = i + 5
                        var e = s
                        while e < n, b[e] != UInt8(ascii: ")"), b[e] != quote { e += 1 }
                        if e < n, b[e] == UInt8(ascii: ")"), e > s { tokens.append(Token(start: s, end: e, isDefinition: false)) }
                        i = e
                        continue
                    }
                    i += 1
                }
                let ve = i
                i += 1
                attribute(b, nameStart, nameEnd, vs, ve, &tokens)
            }
            i += 1
        }
        return tokens
    }

    /// The tokens one attribute adds besides `url(#…)`.
    static func attribute(_ b: UnsafeBufferPointer<UInt8>, _ ns: Int, _ ne: Int, _ vs: Int, _ ve: Int, _ tokens: inout [Token]) {
        if equals(b, ns, ne, "id") {
            if ve > vs { tokens.append(Token(start: vs, end: ve, isDefinition: true)) }
        } else if equals(b, ns, ne, "href") || equals(b, ns, ne, "xlink:href") {
            if ve > vs + 1, b[vs] == UInt8(ascii: "#") { tokens.append(Token(start: vs + 1, end: ve, isDefinition: false)) }
        } else if equals(b, ns, ne, "aria-labelledby") || equals(b, ns, ne, "aria-describedby") {
            var j = vs
            while j < ve {
                while j < ve, isSpace(b[j]) { j += 1 }
                let s = j
                while j < ve, !isSpace(b[j]) { j += 1 }
                if j > s { tokens.append(Token(start: s, end: j, isDefinition: false)) }
            }
        }
    }

    static func has(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ s: StaticString) -> Bool {
        let c = s.utf8CodeUnitCount
        guard i + c <= b.count else { return false }
        let p = s.utf8Start
        for k in 0..<c where b[i + k] != p[k] { return false }
        return true
    }

    static func equals(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ name: StaticString) -> Bool {
        e - s == name.utf8CodeUnitCount && has(b, s, name)
    }

    /// The index just past the next `s` at or after `i` (or the end).
    static func after(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ s: StaticString) -> Int {
        var j = i
        while j < b.count {
            if has(b, j, s) { return j + s.utf8CodeUnitCount }
            j += 1
        }
        return b.count
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == UInt8(ascii: "_") }

    // XML 1.0 (fifth edition) NameStartChar and NameChar, without ':'.
    static func isNameStart(_ c: UInt32) -> Bool {
        switch c {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
             0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
             0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF: return true
        default: return false
        }
    }

    static func isNameChar(_ c: UInt32) -> Bool {
        switch c {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(c)
        }
    }
}
