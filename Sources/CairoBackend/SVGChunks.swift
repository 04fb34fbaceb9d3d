// SVG on every core. cairo's SVG surface does its work when the page ends: it replays the
// page's recording and prints every number with printf, which is most of an SVG's time. A
// page made only of plain drawing (solid-colour fills, strokes and paints, with saves,
// restores and transforms) is cut into chunks of consecutive ops; each chunk is drawn on a
// thread, on an SVG surface of its own of the page's size, after the transform and saves open
// where it starts have been replayed; the bodies of the chunks' documents are then joined in
// order inside the first one's header and trailer.
//
// The bytes are exactly the one-surface render's (tested on every sample and on scenes cut at
// every kind of op), because for plain drawing cairo writes each element from that op alone:
//  - a fill, stroke or paint becomes one element whose style, path and transform come from
//    its own state; no <defs>, no ids, no groups (clips, gradients, patterns, images, text,
//    layers, masks, shadows and blend modes do make those, so a page with any is drawn on one
//    surface);
//  - cairo does two things across ops, and neither is cut apart. A fill followed by a stroke
//    of the same path becomes one element with both styles: a chunk does not begin at a stroke
//    whose nearest drawing op before it is a fill, and since cairo decides by the ops it
//    records (a clear colour or a shape off the page is not recorded), the joined documents
//    are checked too — a chunk ending with a fill alone and the next beginning with a stroke
//    alone send the page to one surface. And an opaque paint (a fill of a box over the whole
//    page is one) makes the recording drop every op before it: no chunk begins before the
//    last op that may cover the page, so the first chunk drops what one surface drops;
//  - what is not the body (the XML declaration, the <svg> element, the page's <g>) depends
//    only on the page's size; the page's <g id="surfaceN"> differs only in N, a process-wide
//    counter that SVGTidy renumbers anyway; the splice checks each of these and falls back to
//    the one-surface render if a document is not shaped as expected.
// Links and destinations are tracked over the whole page as before (PageMarks does not ask
// cairo). A small page is drawn on one surface: a chunk replays the state ops before it.

import CCairo
import Dispatch
import DrawIR
import FoundationEssentials
import ViewSupport
import Glibc
import ViewGeometry

enum SVGChunks {
    /// Fewest drawing ops a chunk has: below it, a thread and a surface cost more than they save.
    static let minimumOps = 2000

    /// Most drawing ops a chunk has on a machine with several cores: cairo keeps a recording of
    /// every op of a surface until it is finished (about 1 KB an op: each holds its own copy of
    /// the path and the source pattern) and the surface's text until it is destroyed, so a page
    /// drawn in a few large chunks held most of its drawing twice over at once; in chunks of
    /// this size only those being drawn are held. 2,500, not 5,000: the two chunks drawn at once
    /// on two cores are the peak of the 10,000-path SVG (37-38 MB, against 40.5-41.3), at the same
    /// CPU time.
    static let maximumOps = 2500

    /// How many chunks to draw `page` in: at least one per core (each at least `minimumOps`
    /// ops), and as many as keep each at most `maximumOps`; one on a machine with one core.
    static func chunkCount(_ page: IRPage, cores: @autoclosure () -> Int = Cores.available) -> Int {
        // The page's size first: asking for the cores reads /proc, a fair part of a small compile.
        if page.items.count < 2 * minimumOps { return 1 }
        let cores = cores()
        if cores < 2 { return 1 }
        let perCore = min(cores, page.items.count / minimumOps)
        let bySize = (page.items.count + maximumOps - 1) / maximumOps
        return max(1, perCore, bySize)
    }

    /// The ranges of `page.items` the chunks draw, in order, or nil when the page cannot be cut
    /// (something other than plain drawing on it, or no place to cut).
    static func plan(_ page: IRPage, chunks: Int) -> [Range<Int>]? {
        guard chunks > 1, page.items.count >= chunks, let base = cuttableStart(page) else { return nil }
        return plan(page, chunks: chunks, base: base)
    }

    /// Where the first cut may fall: after the last op that may cover the page (see
    /// `mayCoverPage`); nil when the page has anything but plain drawing (solid-colour fills,
    /// strokes and paints, saves, restores, transforms, links and destinations). Used by the
    /// SVG and the PDF chunks alike (PDFChunks.swift).
    static func cuttableStart(_ page: IRPage) -> Int? {
        var walk = PlainWalk(width: page.width, height: page.height)
        return walk.follow(page.items) ? walk.lastBarrier + 1 : nil
    }

    /// `cuttableStart`'s walk over a page's items, which may be fed as they come: the
    /// transform in effect and the last op that may cover the page.
    struct PlainWalk {
        let width: Double, height: Double
        var ctm = Transform.identity
        var saved: [Transform] = []
        /// Items walked so far.
        var count = 0
        /// The place among them of the last op that may cover the page (-1: none).
        var lastBarrier = -1
        init(width: Double, height: Double) { self.width = width; self.height = height }

        /// Walks `items`, which follow those walked before; false at an op that is not plain drawing.
        mutating func follow<C: Collection>(_ items: C) -> Bool where C.Element == Item {
            for item in items {
                switch item.op {
                case .save: saved.append(ctm)
                case .restore: ctm = saved.popLast() ?? .identity
                case .concat(let t): ctm = t.concatenating(ctm)
                case .link, .destination, .stroke(_, .color, _): break
                case .paint(.color): lastBarrier = count
                case .fill(let path, .color, _): if SVGChunks.mayCoverPage(path, ctm, width: width, height: height) { lastBarrier = count }
                default: return false
                }
                count += 1
            }
            return true
        }
    }

    /// `chunks` ranges of `page.items`, the cuts at or after `base` (`cuttableStart`) splitting
    /// the ops from there evenly, each moved on to where a chunk may begin (`canCut`). Nil when
    /// no cut fits.
    static func plan(_ page: IRPage, chunks: Int, base: Int) -> [Range<Int>]? {
        let items = page.items
        guard chunks > 1, items.count >= chunks else { return nil }
        let ops = items.count - base
        var starts = [0]
        for k in 1..<chunks {
            var s = max(base + k * ops / chunks, starts.last! + 1, base)
            while s < items.count, !canCut(page, at: s) { s += 1 }
            if s >= items.count { break }
            starts.append(s)
        }
        if starts.count < 2 { return nil }
        return starts.indices.map { i in starts[i]..<(i + 1 < starts.count ? starts[i + 1] : items.count) }
    }

    /// Whether cairo may take a fill for a paint of the whole page: a path of straight lines
    /// whose box, under the transform, reaches every edge of the page (cairo turns a fill of a
    /// box covering the surface into a paint; an opaque paint makes its recording drop every
    /// op before it). Such an op, and every paint, is a barrier: no chunk begins before the
    /// last one, so the first chunk drops what the one-surface render drops, and no later
    /// chunk holds an op cairo could take for the cover it begins with.
    static func mayCoverPage(_ path: PathData, _ ctm: Transform, width: Double, height: Double) -> Bool {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in path {
            let p: Point
            switch e {
            case .move(let q), .line(let q): p = q.applying(ctm)
            case .close: continue
            case .cubic: return false
            }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return minX <= 1 && minY <= 1 && maxX >= width - 1 && maxY >= height - 1
    }

    /// Whether a chunk may begin at `s`: not at a stroke that cairo would join to the fill before it.
    static func canCut(_ page: IRPage, at s: Int) -> Bool {
        let items = page.items
        var next = s
        while next < items.count, !isDrawing(items[next].op) { next += 1 }
        guard next < items.count else { return true }
        var before = s - 1
        while before >= 0, !isDrawing(items[before].op) { before -= 1 }
        return mayCut(after: before >= 0 ? items[before].op : nil, before: items[next].op, cover: cover(page))
    }

    /// Whether a chunk may begin between the drawing ops `previous` (nil: none) and `next`: not
    /// when `next` is a stroke cairo would join to the fill before it, or to the chunk's `cover`.
    static func mayCut(after previous: Op?, before next: Op, cover: Item) -> Bool {
        guard case .stroke(let path, _, _) = next else { return true }
        // The cover drawn before a later chunk must not be joined to its first stroke either.
        if case .fill(let c, _, _) = cover.op, path == c { return false }
        guard let previous, case .fill = previous else { return true }
        return false
    }

    static func isDrawing(_ op: Op) -> Bool {
        switch op {
        case .fill, .stroke, .paint: return true
        default: return false
        }
    }

    /// The state ops in effect at `s`: the transforms and saves still open there, in order.
    static func openState(_ items: [Item], before s: Int) -> [Item] {
        var state = OpenState()
        state.feed(items[..<s])
        return state.items
    }

    /// The transforms and saves still open after the items fed so far, in order: what a chunk
    /// that begins there replays first.
    struct OpenState {
        private(set) var items: [Item] = []
        private var saves: [Int] = []   // where each open save is in `items`
        mutating func feed<C: Collection>(_ more: C) where C.Element == Item {
            for item in more {
                switch item.op {
                case .save: saves.append(items.count); items.append(item)
                case .restore: if let at = saves.popLast() { items.removeSubrange(at...) }
                case .concat: items.append(item)
                default: continue
                }
            }
        }
    }

    /// The page's SVG drawn in the chunks `ranges`, joined; nil when a chunk's document is not
    /// shaped as the splice expects (the caller then draws the page on one surface).
    static func render(_ page: IRPage, _ ranges: [Range<Int>]) throws -> [UInt8]? {
        let cover = self.cover(page)
        guard let coverBody = try coverBody(page) else { return nil }
        var outputs = [[UInt8]?](repeating: nil, count: ranges.count)
        var errors = [Error?](repeating: nil, count: ranges.count)
        let lock = Lock()
        let body: (Int) -> Void = { i in
            let open = openState(page.items, before: ranges[i].lowerBound)
            do {
                let bytes = try draw(page, (i == 0 ? [] : [cover]) + open + page.items[ranges[i]])
                lock.lock(); outputs[i] = bytes; lock.unlock()
            } catch {
                lock.lock(); errors[i] = error; lock.unlock()
            }
        }
        DispatchQueue.concurrentPerform(iterations: ranges.count, execute: body)
        // The first chunk's error is the one-surface render's: a later chunk meets the same op in
        // its replayed state, or one after it.
        if let e = errors.compactMap({ $0 }).first { throw e }
        var docs = outputs.map { $0! }
        outputs = []
        return splice(&docs, cover: coverBody)
    }

    /// The cover's own element, as cairo writes it (drawn alone): what each later body starts
    /// with. Nil when its document is not shaped as the splice expects.
    static func coverBody(_ page: IRPage) throws -> [UInt8]? {
        var doc = [try draw(page, [cover(page)])]
        return splice(&doc, bodyOnly: true)
    }

    /// The document of one chunk: `items` (its cover, the state open where it begins, its ops)
    /// on an SVG surface of the page's size.
    static func draw(_ page: IRPage, _ items: [Item]) throws -> [UInt8] {
        try CairoRenderer.svgSurface(IRPage(width: page.width, height: page.height, items: items, range: page.range)).bytes
    }

    /// An opaque fill a little larger than the page, drawn first in every chunk but the first
    /// and taken out of its body. cairo's analysis of a page adds each op's extents to the
    /// region drawn natively (pixman region unions, slow for thousands of scattered boxes);
    /// once an op has covered the page, each union is a containment check. The one-surface
    /// render of a page with a background has that from its first op; the first chunk too;
    /// the others get it from the cover. It changes nothing else: its path is no other op's,
    /// so cairo joins no stroke to it (`canCut`).
    static func cover(_ page: IRPage) -> Item {
        let w = page.width + 2, h = page.height + 2
        let path: PathData = [.move(Point(-1, -1)), .line(Point(w - 1, -1)), .line(Point(w - 1, h - 1)), .line(Point(-1, h - 1)), .close]
        return Item(.fill(path, .color(.black), .nonZero), page.range)
    }

    static let trailer = Array("</g>\n</svg>\n".utf8)
    /// How cairo 1.16 begins an element that only fills and one that only strokes.
    static let fillOnly = Array("<path style=\" stroke:none;".utf8)
    static let strokeOnly = Array("<path style=\"fill:none;".utf8)

    /// The last and the first element of a body (cairo writes one a line).
    static func lastElement(_ body: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = body.endIndex
        while end > body.startIndex, body[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        var start = end
        while start > body.startIndex, body[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return body[start..<end]
    }
    static func firstElement(_ body: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        body[body.startIndex..<(body.firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex)]
    }
    static let pageGroup = Array("<g id=\"surface".utf8)

    /// The first document with every other's body inserted before its trailer, each later
    /// body without the `cover` element it begins with; with `bodyOnly`, the one document's
    /// body. Nil when a document is not shaped as expected. Each document is emptied once it
    /// has been copied, so the page's text is not held twice over while it is joined.
    static func splice(_ docs: inout [[UInt8]], cover: [UInt8] = [], bodyOnly: Bool = false) -> [UInt8]? {
        var parts: [(head: Int, bodyStart: Int, bodyEnd: Int)] = []
        for (i, d) in docs.enumerated() {
            guard d.count >= trailer.count, d[(d.count - trailer.count)...].elementsEqual(trailer),
                  let g = find(pageGroup, in: d, from: 0) else { return nil }
            var end = g + pageGroup.count
            while end < d.count, d[end] >= UInt8(ascii: "0"), d[end] <= UInt8(ascii: "9") { end += 1 }
            guard end > g + pageGroup.count, end + 3 <= d.count, d[end..<(end + 3)].elementsEqual("\">\n".utf8) else { return nil }
            var bodyStart = end + 3
            let bodyEnd = d.count - trailer.count
            if i > 0 {
                guard bodyEnd - bodyStart >= cover.count, d[bodyStart..<(bodyStart + cover.count)].elementsEqual(cover) else { return nil }
                bodyStart += cover.count
            }
            guard bodyStart <= bodyEnd else { return nil }
            // Nothing but plain elements in a body: no ids (defs, clips, groups).
            if find(Array("id=\"".utf8), in: d, from: bodyStart, to: bodyEnd) != nil { return nil }
            parts.append((g, bodyStart, bodyEnd))
        }
        if bodyOnly { return docs.count == 1 ? Array(docs[0][parts[0].bodyStart..<parts[0].bodyEnd]) : nil }
        // cairo writes a fill and then a stroke of the same path as one element, deciding by the
        // ops it records (not every op of the IR: a clear colour or a shape off the page is not
        // recorded), so a cut may still have fallen between the two: a chunk ending with a fill
        // alone and the next beginning with a stroke alone. Such a page is drawn on one surface.
        for k in 1..<docs.count {
            let before = docs[k - 1][parts[k - 1].bodyStart..<parts[k - 1].bodyEnd]
            let after = docs[k][parts[k].bodyStart..<parts[k].bodyEnd]
            if lastElement(before).starts(with: fillOnly), firstElement(after).starts(with: strokeOnly) { return nil }
        }
        // Every header is the first one's (up to the page group's number).
        let head = docs[0][..<parts[0].head]
        for (d, p) in zip(docs, parts) where !d[..<p.head].elementsEqual(head) { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(docs.reduce(0) { $0 + $1.count })
        out.append(contentsOf: docs[0][..<parts[0].bodyEnd])
        docs[0] = []
        for k in docs.indices.dropFirst() {
            out.append(contentsOf: docs[k][parts[k].bodyStart..<parts[k].bodyEnd])
            docs[k] = []
        }
        out.append(contentsOf: trailer)
        return out
    }

    /// Where `needle` first occurs in `hay[from..<to]` (SVGClipRule's search).
    static func find(_ needle: [UInt8], in hay: [UInt8], from: Int, to: Int? = nil) -> Int? {
        hay.withUnsafeBufferPointer { h in
            SVGClipRule.find(needle, in: UnsafeBufferPointer(rebasing: h[..<(to ?? h.count)]), from: from)
        }
    }
}
