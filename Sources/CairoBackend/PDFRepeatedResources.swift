// cairo 1.16 names a colour glyph's image (an emoji from a bitmap font such as Noto Color
// Emoji) in a page's resources once for every time the glyph is drawn: a label with the same
// emoji twice writes `/XObject << /x6 6 0 R /x6 6 0 R >>`, a dictionary with a repeated key,
// which the PDF specification does not allow (`qpdf --check` warns; a strict reader may refuse
// the page). Each repeat of a key with the same value is blanked out with spaces, so no offset
// moves and the cross-reference table stays true. A key repeated with another value would be
// two resources under one name; that is left as cairo wrote it, as is anything not laid out as
// CairoPDF reads it.

extension CairoPDF {
    /// The dictionaries of resources that name other objects (`/Name N 0 R` entries).
    private static let resourceKinds = ["/XObject <<", "/Pattern <<", "/Font <<"].map { Array($0.utf8) }

    /// `bytes` with every repeated resource entry blanked (the same bytes when there is none).
    static func withoutRepeatedResources(_ bytes: [UInt8]) -> [UInt8] {
        guard let pdf = CairoPDF(bytes) else { return bytes }
        var out = bytes
        // Each object's dictionary: from its header to its stream or its end, whichever comes
        // first, so no stream's data is read.
        let starts = pdf.objectStarts()
        for (k, start) in starts.enumerated() {
            let limit = k + 1 < starts.count ? starts[k + 1] : pdf.xref
            let end = CairoPDF.find(Array("stream".utf8), in: bytes, from: start, to: limit)
                ?? CairoPDF.find(Array("endobj".utf8), in: bytes, from: start, to: limit) ?? limit
            for kind in resourceKinds {
                var from = start
                while let d = CairoPDF.find(kind, in: bytes, from: from, to: end) {
                    from = blankRepeats(in: &out, from: d + kind.count, to: end)
                }
            }
        }
        return out
    }

    /// The objects' offsets in the file, in order.
    private func objectStarts() -> [Int] { offsets.compactMap { $0 }.sorted() }

    /// Reads `/Name N G R` entries from `i` to the dictionary's `>>` and blanks each repeat of an
    /// entry already read; returns where the dictionary ends.
    private static func blankRepeats(in out: inout [UInt8], from i: Int, to end: Int) -> Int {
        var seen: [[UInt8]: [UInt8]] = [:]   // copies: `out` changes under them
        var j = i
        func skipBlanks() { while j < end, out[j] == 0x20 || out[j] == 0x0A || out[j] == 0x0D { j += 1 } }
        while true {
            skipBlanks()
            guard j < end, out[j] == UInt8(ascii: "/") else { return j }
            let entry = j
            j += 1
            while j < end, out[j] != 0x20, out[j] != 0x0A { j += 1 }
            let name = Array(out[entry..<j])
            skipBlanks()
            let value = j
            // N G R
            for _ in 0..<2 {
                guard CairoPDF.integer(out, &j) != nil else { return j }
                skipBlanks()
            }
            guard j < end, out[j] == UInt8(ascii: "R") else { return j }
            j += 1
            let ref = Array(out[value..<j])
            if let earlier = seen[name] {
                if earlier == ref { for b in entry..<j { out[b] = 0x20 } }
            } else {
                seen[name] = ref
            }
        }
    }
}
