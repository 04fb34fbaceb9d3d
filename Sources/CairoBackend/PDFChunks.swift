// A large PDF page on every core. cairo's PDF surface does most of its work when a page ends:
// it analyses the page's recording (which ops it can write natively) and then prints every
// op with printf into a compressed content stream. A page of plain drawing (what SVGChunks
// cuts: solid-colour fills, strokes and paints under saves and transforms, links and
// destinations) is cut into chunks of consecutive ops with SVGChunks' rules. Chunks 1…n-1 are
// drawn by helper threads (one per core but one), each as a one-page PDF document of its own
// of the page's size, after an invisible cover (`cover`) and the transforms and saves open
// where it starts; meanwhile the main thread draws the document as before (metadata, links,
// destinations, outline, other pages), that page drawing only chunk 0, and then helps with the
// chunks still left. A thread takes one chunk at a time, so no more chunk recordings are held
// at once than there are threads. Then the chunks' content streams are added to the main
// document (`merge`): new stream objects, the page's /Contents becoming
// `[q s0 Q q s1 Q …]` (each chunk starts from the page's initial graphics state, as it did in
// its own document), the page's ExtGState resources the union of the chunks' (cairo names
// a page's alphas /a0, /a1, … in the order the page meets them: the same name must mean the
// same alpha), and a new cross-reference table and trailer.
//
// The bytes differ from the one-surface render's, the picture does not (PDFChunkTests compares
// pdftoppm's rasters). The chunk count depends on the page only (`chunkCount`), never on the
// machine, so a PDF has the same bytes everywhere. Anything unexpected in cairo's output (a
// layout `CairoPDF` does not know, a resource other than an ExtGState, one name meaning two
// things) discards the chunks and draws the document again on one surface. A page with a
// translucent colour is not cut: its alphas would be numbered differently in each chunk (an
// opaque page's one alpha is /a0 in every one).
// Errors are the one-surface render's: chunk 0 is drawn first, a later chunk replays the state
// ops before it (so it fails at the same op as an earlier chunk, or later), and a page's
// chunks' errors are reported before those of later pages.

import CCairo
import Dispatch
import DrawIR
import FoundationEssentials
import ViewSupport
import Glibc
import ViewGeometry

enum PDFChunks {
    /// Ops a chunk has at least (below 64 chunks). cairo records about 1 KB an op until a
    /// page ends, and as many chunks are drawn at once as there are cores: with 10,000-op
    /// chunks, the 10,000-path page's two recordings (the main document's chunk 0 and one
    /// chunk document) were the peak of its PDF, 50.6-51.1 MB; with 2,500-op chunks, 37.2-38.1
    /// MB, at the same CPU time (0.54-0.56 s user; 5,000-op chunks: 42.4-43.9 MB, and 1,250:
    /// 35.9-36.1, so not much further to gain).
    static let opsPerChunk = 2_500
    static let maximumChunks = 64

    /// How many chunks to draw `page` in: one per `opsPerChunk` ops after the last op that may
    /// cover the page, at most `maximumChunks`. The page alone decides, never the cores.
    static func chunkCount(_ page: IRPage, base: Int) -> Int {
        max(1, min(maximumChunks, (page.items.count - base) / opsPerChunk))
    }

    /// The chunks of `page` (nil: one surface), `chunks` forcing their count (RenderOptions.pdfChunks).
    static func plan(_ page: IRPage, chunks: Int?) -> [Range<Int>]? {
        if chunks == nil, page.items.count < 2 * opsPerChunk { return nil }
        if let c = chunks, c < 2 { return nil }
        guard let base = SVGChunks.cuttableStart(page), isOpaque(page) else { return nil }
        let n = chunks ?? chunkCount(page, base: base)
        guard n > 1 else { return nil }
        // Even chunks. The main thread draws the first with the rest of the document and the
        // merge, yet with the cover (`cover`) a chunk document's ops cost what the main
        // document's do: thread CPU times of the 10,000-path scene in two chunks came out even
        // (main 257–272 ms, the other 252–266 ms), and a first chunk 1.4 times as large made
        // the whole compile slower (hyperfine, 15 runs: 458 and 460 ms even, 509 and 545 ms).
        return SVGChunks.plan(page, chunks: n, base: base)
    }

    /// Whether every colour the page draws with is opaque (see the header).
    static func isOpaque(_ page: IRPage) -> Bool {
        for item in page.items {
            switch item.op {
            case .fill(_, .color(let c), _), .stroke(_, .color(let c), _), .paint(.color(let c)):
                if c.alpha != 1 { return false }
            default: continue
            }
        }
        return true
    }

    /// The chunk documents, drawn by helper threads and, once its document is drawn, the main
    /// thread: slot [page][chunk] (chunk 0, the main document's, stays empty), each filled once.
    /// The chunks are taken one at a time, in order, by whichever thread is free, so no more are
    /// being drawn at once than there are threads drawing (one helper per core but one, and the
    /// main thread): cairo holds a chunk's recording (about 1 KB an op) until its page ends.
    final class Work: @unchecked Sendable {
        let group = DispatchGroup()
        let lock = Lock()
        let plans: [[Range<Int>]?]
        var documents: [[[UInt8]?]]
        var errors: [[Error?]]
        /// The chunks still to draw, in order (page, chunk), from `next` on.
        private var queue: [(page: Int, chunk: Int)] = []
        private var next = 0
        private var doc: IRDocument?

        init(_ plans: [[Range<Int>]?]) {
            self.plans = plans
            documents = plans.map { [[UInt8]?](repeating: nil, count: $0?.count ?? 0) }
            errors = plans.map { [Error?](repeating: nil, count: $0?.count ?? 0) }
        }

        var isEmpty: Bool { plans.allSatisfy { $0 == nil } }

        /// Starts the helpers on every chunk but the first of every cut page; `helpers` threads
        /// (one per core but one: the main thread draws the document meanwhile).
        func start(_ doc: IRDocument, helpers: Int = Cores.available - 1) {
            self.doc = doc
            for (p, plan) in plans.enumerated() {
                guard let ranges = plan else { continue }
                for k in 1..<ranges.count { queue.append((p, k)) }
            }
            // Each helper draws chunk after chunk on one thread (so in one malloc arena, which
            // reuses the memory of the recording it freed).
            for _ in 0..<max(1, min(helpers, queue.count)) {
                group.enter()
                DispatchQueue.global().async { [self] in
                    defer { group.leave() }
                    drain()
                }
            }
        }

        /// Draws the chunks not taken yet, one after another, on the calling thread.
        func drain() {
            while true {
                lock.lock()
                guard next < queue.count, let doc = doc else { lock.unlock(); return }
                let (p, k) = queue[next]
                next += 1
                lock.unlock()
                let page = doc.pages[p], range = plans[p]![k]
                var part = page
                part.items = [PDFChunks.cover(page)] + SVGChunks.openState(page.items, before: range.lowerBound) + page.items[range]
                do {
                    let bytes = try PDFChunks.document(part, resized: p > 0)
                    lock.lock(); documents[p][k] = bytes; lock.unlock()
                } catch {
                    lock.lock(); errors[p][k] = error; lock.unlock()
                }
            }
        }

        /// Helps draw the chunks left, waits for every one; the first error of a chunk on a page
        /// before `page` (0-based), in page order.
        func firstError(before page: Int) -> Error? {
            drain()
            group.wait()
            lock.lock(); defer { lock.unlock() }
            for p in 0..<min(page, errors.count) {
                if let e = errors[p].compactMap({ $0 }).first { return e }
            }
            return nil
        }
    }

    /// A fill drawn first in every chunk document: a path of no area whose box holds the page
    /// (out to the right along a line above the page and back, down a line right of it and
    /// back). cairo's analysis of a page adds each op's extents to the region it draws natively
    /// (pixman region unions, slow for thousands of scattered boxes); once an op has covered
    /// the page each union is a containment check, as in the main document, whose page begins
    /// with a background. It paints nothing: it has no area, and every line of it is as far
    /// outside the page as the page is large, so even a renderer that draws such a path as a
    /// hairline (pdftoppm does) puts it in no pixel of a raster of the page, however coarse (at
    /// 2 points out it darkened a thumbnail's last, partial pixel column). It is not a box, so
    /// cairo does not take it for a paint of the page.
    static func cover(_ page: IRPage) -> Item {
        let d = max(page.width, page.height) + 2
        let right = page.width + d, bottom = page.height + d
        let path: PathData = [.move(Point(-d, -d)), .line(Point(right, -d)), .line(Point(right, bottom)), .line(Point(right, -d)), .close]
        return Item(.fill(path, .color(.black), .nonZero), page.range)
    }

    /// One page alone as a PDF document of its own (a chunk's). `resized`: the page is not the
    /// document's first, and cairo got its size from cairo_pdf_surface_set_size, which cuts the
    /// size to whole points and so clips every op crossing that edge (an A4 page is 595 × 841
    /// there); the chunk's document is sized the same way, or its ops would not be clipped
    /// where chunk 0's are.
    static func document(_ page: IRPage, resized: Bool) throws -> [UInt8] {
        let sink = ByteSink()
        guard let surface = cairo_pdf_surface_create_for_stream(writeToSink, Unmanaged.passUnretained(sink).toOpaque(),
                                                                page.width, page.height) else {
            throw BackendError(message: "cairo could not create a PDF surface")
        }
        defer { cairo_surface_destroy(surface) }
        if resized { cairo_pdf_surface_set_size(surface, page.width, page.height) }
        try CairoRenderer.draw(page, on: surface)
        cairo_surface_finish(surface)
        try CairoRenderer.check(cairo_surface_status(surface))
        return sink.bytes
    }

    /// The main document `main` with the chunk documents' content streams added to their pages;
    /// nil when a document is not laid out as expected (the caller then draws on one surface).
    static func merge(_ main: [UInt8], _ work: Work) -> [UInt8]? {
        guard let pdf = CairoPDF(main), let pages = pdf.pageObjects(), pages.count == work.plans.count else { return nil }
        var patches: [(range: Range<Int>, bytes: [UInt8])] = []
        var added: [[UInt8]] = []   // new objects' bodies, numbered from pdf.size on
        let q = pdf.size, Q = pdf.size + 1
        added.append(CairoPDF.streamBody(Array("q\n".utf8), dictionary: ""))
        added.append(CairoPDF.streamBody(Array("Q\n".utf8), dictionary: ""))
        for (p, plan) in work.plans.enumerated() where plan != nil {
            // The page in the main document: its one content stream and its resources.
            guard let page = pdf.object(pages[p]), let contents = pdf.reference("/Contents", in: page),
                  let resources = pdf.reference("/Resources", in: page), let res = pdf.object(resources.object),
                  var states = CairoPDF.extGStates(pdf.bytes[res]) else { return nil }
            var list = "/Contents [ \(q) 0 R \(contents.object) 0 R \(Q) 0 R"
            for k in 1..<plan!.count {
                guard let bytes = work.documents[p][k], let chunk = CairoPDF(bytes), let chunkPages = chunk.pageObjects(),
                      chunkPages.count == 1, let cpage = chunk.object(chunkPages[0]),
                      let ccontents = chunk.reference("/Contents", in: cpage), let stream = chunk.stream(ccontents.object),
                      let cresources = chunk.reference("/Resources", in: cpage), let cres = chunk.object(cresources.object),
                      let cstates = CairoPDF.extGStates(chunk.bytes[cres]) else { return nil }
                for (name, value) in cstates {
                    if let v = states.first(where: { $0.name == name })?.value {
                        if v != value { return nil }   // one name, two meanings
                    } else {
                        states.append((name, value))
                    }
                }
                list += " \(q) 0 R \(pdf.size + added.count) 0 R \(Q) 0 R"
                added.append(CairoPDF.streamBody(Array(chunk.bytes[stream.data]), dictionary: stream.dictionary))
            }
            list += " ]"
            patches.append((contents.range, Array(list.utf8)))
            patches.append((res, CairoPDF.resourcesBody(states)))
        }
        return pdf.rebuilt(patches: patches, adding: added)
    }
}

/// cairo 1.16's PDF as it writes it: `N 0 obj … endobj` objects, one classic cross-reference
/// table, a trailer. Only what the merge needs is read; anything else is a reason to give up.
struct CairoPDF {
    let bytes: [UInt8]
    /// Each object's offset, by number (nil: free).
    private(set) var offsets: [Int?] = []
    let xref: Int
    /// The trailer dictionary (from `<<` to `>>`).
    let trailer: Range<Int>
    var size: Int { offsets.count }

    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        // "startxref\nOFFSET\n%%EOF\n" at the end.
        let tail = Array("%%EOF\n".utf8)
        guard bytes.count > 64, bytes[(bytes.count - tail.count)...].elementsEqual(tail),
              let sx = CairoPDF.find(Array("startxref\n".utf8), in: bytes, from: bytes.count - 64) else { return nil }
        var i = sx + 10
        guard let x = CairoPDF.integer(bytes, &i), x < bytes.count else { return nil }
        xref = x
        i = x
        guard CairoPDF.skip("xref\n", bytes, &i), CairoPDF.skip("0 ", bytes, &i),
              let n = CairoPDF.integer(bytes, &i), CairoPDF.skip("\n", bytes, &i), n > 0,
              i + 20 * n <= bytes.count else { return nil }
        for k in 0..<n {
            let line = bytes[(i + 20 * k)..<(i + 20 * k + 20)]
            var j = line.startIndex
            guard let off = CairoPDF.integer(bytes, &j), j == line.startIndex + 10 else { return nil }
            switch (bytes[line.startIndex + 17], k) {
            case (UInt8(ascii: "f"), _): offsets.append(nil)
            case (UInt8(ascii: "n"), 1...):
                // The table must point at the object it names.
                var o = off
                guard off < x, CairoPDF.integer(bytes, &o) == k, CairoPDF.skip(" 0 obj\n", bytes, &o) else { return nil }
                offsets.append(off)
            default: return nil
            }
        }
        i += 20 * n
        guard CairoPDF.skip("trailer\n", bytes, &i), CairoPDF.skip("<<", bytes, &i),
              let end = CairoPDF.find(Array(">>\nstartxref\n".utf8), in: bytes, from: i), end + 3 == sx else { return nil }
        trailer = (i - 2)..<(end + 2)
    }

    /// The body of object `n` (between `N 0 obj\n` and `endobj`), for an object without a stream.
    func object(_ n: Int) -> Range<Int>? {
        guard n > 0, n < offsets.count, var i = offsets[n] else { return nil }
        guard CairoPDF.integer(bytes, &i) == n, CairoPDF.skip(" 0 obj\n", bytes, &i),
              let end = CairoPDF.find(Array("endobj".utf8), in: bytes, from: i) else { return nil }
        if CairoPDF.find(Array("stream".utf8), in: bytes, from: i, to: end) != nil { return nil }
        return i..<end
    }

    /// Where `key N 0 R` is in `body`, and N.
    func reference(_ key: String, in body: Range<Int>) -> (range: Range<Int>, object: Int)? {
        guard let k = CairoPDF.find(Array((key + " ").utf8), in: bytes, from: body.lowerBound, to: body.upperBound) else { return nil }
        var i = k + key.utf8.count + 1
        guard let n = CairoPDF.integer(bytes, &i), CairoPDF.skip(" 0 R", bytes, &i), i <= body.upperBound else { return nil }
        // Another key of the same name would be a dictionary this reader does not know.
        if CairoPDF.find(Array((key + " ").utf8), in: bytes, from: i, to: body.upperBound) != nil { return nil }
        return (k..<i, n)
    }

    /// The pages' object numbers, in order: the catalog's /Pages and its /Kids.
    func pageObjects() -> [Int]? {
        guard let rootRef = reference("/Root", in: trailer), let root = object(rootRef.object),
              let pagesRef = reference("/Pages", in: root), let pages = object(pagesRef.object),
              let kids = CairoPDF.find(Array("/Kids [".utf8), in: bytes, from: pages.lowerBound, to: pages.upperBound) else { return nil }
        var i = kids + 7
        var out: [Int] = []
        while true {
            while i < pages.upperBound, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") { i += 1 }
            guard i < pages.upperBound else { return nil }
            if bytes[i] == UInt8(ascii: "]") { break }
            guard let n = CairoPDF.integer(bytes, &i), CairoPDF.skip(" 0 R", bytes, &i) else { return nil }
            out.append(n)
        }
        return out
    }

    /// A stream object's data and its dictionary without /Length: cairo writes
    /// `<< /Length L 0 R\n   /Filter /FlateDecode\n>>\nstream\n` (a length object) or a direct length.
    func stream(_ n: Int) -> (data: Range<Int>, dictionary: String)? {
        guard n > 0, n < offsets.count, var i = offsets[n] else { return nil }
        guard CairoPDF.integer(bytes, &i) == n, CairoPDF.skip(" 0 obj\n", bytes, &i),
              CairoPDF.skip("<< /Length ", bytes, &i), let l = CairoPDF.integer(bytes, &i) else { return nil }
        var length = l
        if CairoPDF.skip(" 0 R", bytes, &i) {
            // The length object: `N 0 obj\n   L\nendobj`.
            guard let lo = object(l) else { return nil }
            var j = lo.lowerBound
            while j < lo.upperBound, bytes[j] == UInt8(ascii: " ") { j += 1 }
            guard let v = CairoPDF.integer(bytes, &j), CairoPDF.skip("\n", bytes, &j), j == lo.upperBound else { return nil }
            length = v
        }
        guard let dictEnd = CairoPDF.find(Array(">>\nstream\n".utf8), in: bytes, from: i, to: min(bytes.count, i + 200)) else { return nil }
        let dictionary = String(decoding: bytes[i..<dictEnd], as: UTF8.self)
        // Nothing but the filter: a stream with other parameters is not one this reader knows.
        guard dictionary == "\n   /Filter /FlateDecode\n" || dictionary == "\n" else { return nil }
        let start = dictEnd + 10
        var e = start + length
        guard e <= bytes.count else { return nil }
        if CairoPDF.skip("\n", bytes, &e) {}
        guard CairoPDF.skip("endstream\nendobj\n", bytes, &e) else { return nil }
        return (start..<(start + length), dictionary)
    }

    /// A page's ExtGState resources (name, value) from a resources object's body, as cairo
    /// writes it: `<< /ExtGState << /a0 << /CA 1 /ca 1 >> … >> >>`, or nil when it has any other
    /// kind of resource or a value this reader does not know.
    static func extGStates(_ body: ArraySlice<UInt8>) -> [(name: String, value: String)]? {
        let tokens = String(decoding: body, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard tokens.first == "<<", tokens.last == ">>" else { return nil }
        if tokens.count == 2 { return [] }
        guard tokens.count >= 5, tokens[1] == "/ExtGState", tokens[2] == "<<", tokens[tokens.count - 2] == ">>" else { return nil }
        var out: [(String, String)] = []
        var i = 3
        while i < tokens.count - 2 {
            guard tokens[i].hasPrefix("/"), i + 1 < tokens.count - 2, tokens[i + 1] == "<<" else { return nil }
            var j = i + 2
            var value: [String] = []
            while j < tokens.count - 2, tokens[j] != ">>" {
                if tokens[j] == "<<" || tokens[j] == "R" { return nil }   // nested or indirect: unknown
                value.append(tokens[j]); j += 1
            }
            guard j < tokens.count - 2 else { return nil }
            out.append((tokens[i], value.joined(separator: " ")))
            i = j + 1
        }
        return out
    }

    /// A resources object's body holding `states`, as cairo writes it.
    static func resourcesBody(_ states: [(name: String, value: String)]) -> [UInt8] {
        if states.isEmpty { return Array("<< >>\n".utf8) }
        var s = "<<\n   /ExtGState <<\n"
        for (n, v) in states { s += "      \(n) << \(v) >>\n" }
        s += "   >>\n>>\n"
        return Array(s.utf8)
    }

    /// A new stream object's body (after `N 0 obj\n`).
    static func streamBody(_ data: [UInt8], dictionary: String) -> [UInt8] {
        var out = Array("<< /Length \(data.count)\(dictionary == "" ? " " : dictionary)>>\nstream\n".utf8)
        out += data
        out += Array("\nendstream\n".utf8)
        return out
    }

    /// The document with `patches` (byte ranges before the cross-reference table replaced) and
    /// the objects `adding` appended (numbered from `size`), with a new table and trailer.
    func rebuilt(patches: [(range: Range<Int>, bytes: [UInt8])], adding: [[UInt8]]) -> [UInt8]? {
        let patches = patches.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (a, b) in zip(patches, patches.dropFirst()) where a.range.upperBound > b.range.lowerBound { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + adding.reduce(0) { $0 + $1.count + 32 } + 20 * adding.count + 64)
        var at = 0
        // New offsets: each object moves by the growth of the patches before it.
        var moved = offsets
        for (n, o) in offsets.enumerated() {
            guard let o = o else { continue }
            moved[n] = o + patches.filter { $0.range.upperBound <= o }.reduce(0) { $0 + $1.bytes.count - $1.range.count }
        }
        for p in patches {
            guard p.range.upperBound <= xref else { return nil }
            out += bytes[at..<p.range.lowerBound]
            out += p.bytes
            at = p.range.upperBound
        }
        out += bytes[at..<xref]
        for (k, body) in adding.enumerated() {
            moved.append(out.count)
            out += Array("\(size + k) 0 obj\n".utf8)
            out += body
            out += Array("endobj\n".utf8)
        }
        let table = out.count
        out += Array("xref\n0 \(moved.count)\n".utf8)
        for (n, o) in moved.enumerated() {
            if let o = o {
                out += Array(cFormat("%010ld 00000 n \n", o).utf8)
            } else {
                // Free entries as cairo wrote them (the first is the list's head).
                let line = xref + 5 + "0 \(size)\n".utf8.count + 20 * n
                out += bytes[line..<(line + 20)]
            }
        }
        // The trailer with its new /Size.
        let t = bytes[trailer]
        guard let s = CairoPDF.find(Array("/Size \(size)\n".utf8), in: bytes, from: trailer.lowerBound, to: trailer.upperBound) else { return nil }
        out += Array("trailer\n".utf8)
        out += bytes[t.startIndex..<s]
        out += Array("/Size \(moved.count)\n".utf8)
        out += bytes[(s + "/Size \(size)\n".utf8.count)..<t.endIndex]
        out += Array("\nstartxref\n\(table)\n%%EOF\n".utf8)
        return out
    }

    static func skip(_ s: String, _ bytes: [UInt8], _ i: inout Int) -> Bool {
        var j = i
        for b in s.utf8 {
            guard j < bytes.count, bytes[j] == b else { return false }
            j += 1
        }
        i = j
        return true
    }

    /// A non-negative decimal integer at `i` (moved past it).
    static func integer(_ bytes: [UInt8], _ i: inout Int) -> Int? {
        var j = i, v = 0
        while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), j - i < 18 {
            v = v * 10 + Int(bytes[j] - UInt8(ascii: "0")); j += 1
        }
        guard j > i else { return nil }
        i = j
        return v
    }

    static func find(_ needle: [UInt8], in hay: [UInt8], from: Int, to: Int? = nil) -> Int? {
        SVGChunks.find(needle, in: hay, from: max(0, from), to: to)
    }
}
