// cairo writes an alpha mask as `<mask id="maskN"><g filter="url(#alpha)">…</g></mask>`, the
// filter turning the content's alpha into the luminance SVG 1.1 masks by. A filter's region is
// by default the object bounding box of what it filters — the geometry, without the stroke — so
// a mask drawn by a stroke (a gradient ring masked by a thick stroked arc) lost the half of the
// stroke outside its path's outline in every renderer: the SVG was cropped where the PNG and the
// PDF are not. SVG 2's `mask-type: alpha` masks by the content's alpha itself, with no filter and
// so no region: each cairo mask says so, and its filter group is a plain one (the filter's
// definition stays, unused).
//
// On the bytes, in linear time, as SVGClipRule: most drawings have no mask, which one search finds.

#if canImport(Glibc)
import Glibc
#endif

enum SVGMaskType {
    static func fix(_ bytes: [UInt8]) -> [UInt8] {
        let mask = Array("<mask id=\"".utf8)
        let group = Array("<g filter=\"url(#alpha)\">".utf8)
        let hasMask = bytes.withUnsafeBufferPointer { SVGClipRule.find(mask, in: $0, from: 0) != nil }
        guard hasMask else { return bytes }
        let alpha = Array(" style=\"mask-type:alpha\"".utf8), plainGroup = Array("<g>".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        bytes.withUnsafeBufferPointer { b in
            var copied = 0, from = 0
            while let m = SVGClipRule.find(mask, in: b, from: from) {
                // `<mask id="maskN">`: the type after the id.
                var idEnd = m + mask.count
                while idEnd < b.count, b[idEnd] != UInt8(ascii: "\"") { idEnd += 1 }
                guard idEnd + 1 < b.count, b[idEnd + 1] == UInt8(ascii: ">") else { from = idEnd; continue }
                out.append(contentsOf: b[copied...idEnd])
                out.append(contentsOf: alpha)
                copied = idEnd + 1
                from = copied
                // Its filter group, the next element inside it.
                var g = copied + 1
                while g < b.count, b[g] == UInt8(ascii: " ") || b[g] == UInt8(ascii: "\n") { g += 1 }
                if g + group.count <= b.count, Array(b[g..<(g + group.count)]) == group {
                    out.append(contentsOf: b[copied..<g])
                    out.append(contentsOf: plainGroup)
                    copied = g + group.count
                    from = copied
                }
            }
            out.append(contentsOf: b[copied...])
        }
        return out
    }
}
