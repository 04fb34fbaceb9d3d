// PDF on every core (CairoBackend/PDFChunks.swift): a page of plain drawing cut into chunks,
// each drawn on a thread as a PDF document of its own and merged into the main document,
// gives a file qpdf accepts whose pages pdftoppm draws with exactly the pixels of the
// one-surface render; the same bytes every time; the chunk count from the page alone; the
// one-surface bytes when the merge gives up; the one-surface render's errors; and the
// document's metadata, links, destinations and outline as before.

@testable import CairoBackend
@testable import DrawIR
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest

final class PDFChunkTests: XCTestCase {
    func pdf(_ doc: IRDocument, chunks: Int?, mergeFails: Bool = false) throws -> [UInt8] {
        var o = RenderOptions(format: .pdf)
        o.pdfChunks = chunks
        o.pdfMergeFails = mergeFails
        return try CairoRenderer.render(doc, o)
    }

    typealias Dice = SVGChunkTests.Dice

    /// A page of bench/scene.py's kind: a white background, then closed cubic paths, each filled
    /// with one colour and stroked with another (round joins); here and there a save with a
    /// transform left open across cuts, a dashed or hairline stroke, a link and a destination.
    func scenePage(_ count: Int, seed: UInt64, width: Double = 300, height: Double = 200, marks: Bool = false) -> IRPage {
        var d = Dice(state: seed)
        let r = SourceRange.none
        let box: PathData = [.move(Point(0, 0)), .line(Point(width, 0)), .line(Point(width, height)), .line(Point(0, height)), .close]
        var items = [Item(.fill(box, .color(Color(red: 1, green: 1, blue: 1, alpha: 1)), .nonZero), r)]
        var depth = 0
        func color() -> Color { Color(red: d.next(), green: d.next(), blue: d.next(), alpha: 1) }
        for i in 0..<count {
            switch d.int(40) {
            case 0 where depth < 3:
                items.append(Item(.save, r)); depth += 1
                items.append(Item(.concat(Transform(a: 0.8 + d.next() * 0.4, b: d.next() * 0.2 - 0.1, c: d.next() * 0.2 - 0.1,
                                                    d: 0.8 + d.next() * 0.4, tx: d.next() * 20 - 10, ty: d.next() * 20 - 10)), r))
            case 1 where depth > 0:
                items.append(Item(.restore, r)); depth -= 1
            default: break
            }
            let x = d.next() * width, y = d.next() * height
            func p() -> Point { Point(x + d.next() * 40 - 20, y + d.next() * 40 - 20) }
            let path: PathData = [.move(Point(x, y)), .cubic(p(), p(), p()), .cubic(p(), p(), p()), .cubic(p(), p(), p()), .close]
            var style = StrokeStyle()
            style.lineWidth = d.int(30) == 0 ? 0 : 0.5 + d.next() * 2.5
            style.lineJoin = .round
            if d.int(30) == 0 { style.dash = [3, 2] }
            items.append(Item(.fill(path, .color(color()), d.int(20) == 0 ? .evenOdd : .nonZero), r))
            items.append(Item(.stroke(path, .color(color()), style), r))
            if marks, i % 211 == 0 { items.append(Item(.link(.url("https://example.com/\(i)"), Rect(x, y, 12, 8)), r)) }
            if marks, i % 307 == 0 { items.append(Item(.destination("d\(seed)-\(i)", Point(x, y)), r)) }
        }
        for _ in 0..<depth { items.append(Item(.restore, r)) }
        return IRPage(width: width, height: height, items: items, range: r)
    }

    func doc(_ pages: IRPage...) -> IRDocument { IRDocument(pages: pages) }

    func qpdfCheck(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try temporaryDirectory(self)
        let f = dir.appendingPathComponent("c.pdf")
        try write(bytes, f)
        let r = try Tools.run("qpdf", ["--check", f.path])
        XCTAssertEqual(r.status, 0, "\(what): \(r.stdoutText) \(r.stderr)", file: file, line: line)
        XCTAssertFalse(r.stdoutText.contains("WARNING") || r.stderr.contains("WARNING"), "\(what): \(r.stdoutText) \(r.stderr)", file: file, line: line)
    }

    /// pdftoppm's pixels of every page (PPM files, in page order).
    func rasters(_ bytes: [UInt8], dpi: Int = 72) throws -> [[UInt8]] {
        let dir = try temporaryDirectory(self)
        let f = dir.appendingPathComponent("c.pdf")
        try write(bytes, f)
        let r = try Tools.run("pdftoppm", ["-r", "\(dpi)", f.path, dir.appendingPathComponent("p").path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".ppm") }.sorted()
        return try names.map { try read(dir.appendingPathComponent($0)) }
    }

    /// Whether the merge happened: the page's contents became an array of streams.
    func isMerged(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("/Contents [")
    }

    func testChunksDrawTheOneSurfacePicture() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        let d = doc(scenePage(3000, seed: 1))
        let one = try pdf(d, chunks: 1)
        XCTAssertFalse(isMerged(one))
        let expected = try rasters(one, dpi: 144)
        for n in [2, 3, 7] {
            XCTAssertEqual(PDFChunks.plan(d.pages[0], chunks: n)?.count, n)
            let cut = try pdf(d, chunks: n)
            XCTAssertTrue(isMerged(cut), "\(n) chunks are merged")
            XCTAssertNotEqual(cut, one)
            try qpdfCheck(cut, "\(n) chunks")
            XCTAssertTrue(try rasters(cut, dpi: 144) == expected, "\(n) chunks: the same pixels")
        }
    }

    /// The merged page really holds every chunk, in order: a chunk left out, or two in the
    /// wrong order, change the pixels (the check above can fail).
    func testAMissingOrReorderedChunkChangesThePicture() throws {
        try Tools.require("pdftoppm")
        let d = doc(scenePage(3000, seed: 2))
        let expected = try rasters(try pdf(d, chunks: 1))
        let cut = String(decoding: try pdf(d, chunks: 3), as: UTF8.self)
        let list = try XCTUnwrap(cut.range(of: "/Contents [ ").map { cut[$0.upperBound...].prefix(while: { $0 != "]" }) })
        let refs = list.split(separator: " ").chunked(3)   // "q 0 R" "N 0 R" "Q 0 R" … as triples of words
        XCTAssertEqual(refs.count, 9)   // q, chunk, Q for 3 chunks
        func with(_ newList: String) throws -> [[UInt8]] {
            // The same length keeps the cross-reference table right for pdftoppm (it would repair it anyway).
            let text = cut.replacingOccurrences(of: "/Contents [ " + list, with: "/Contents [ " + newList)
            return try rasters(Array(text.utf8))
        }
        let words = list.split(separator: " ").map(String.init)
        // Chunks 1 and 2 swapped.
        var swapped = words
        for k in 0..<3 { swapped.swapAt(9 + k + 3, 18 + k + 3) }
        XCTAssertFalse(try with(swapped.joined(separator: " ") + " ") == expected)
        // Chunk 2 replaced by chunk 1.
        var dropped = words
        for k in 0..<3 { dropped[18 + k + 3] = words[9 + k + 3] }
        XCTAssertFalse(try with(dropped.joined(separator: " ") + " ") == expected)
    }

    func testTheSameBytesEveryTime() throws {
        let d = doc(scenePage(2500, seed: 3))
        for n in [3, 5] { XCTAssertTrue(try pdf(d, chunks: n) == pdf(d, chunks: n), "\(n) chunks") }
        // 2.1 chunks' worth of paths (a fill and a stroke each): two chunks, chosen by the page.
        let big = doc(scenePage(PDFChunks.opsPerChunk * 21 / 20, seed: 4))
        XCTAssertEqual(PDFChunks.plan(big.pages[0], chunks: nil)?.count, 2)
        let auto = try pdf(big, chunks: nil)
        XCTAssertTrue(isMerged(auto))
        XCTAssertTrue(try pdf(big, chunks: nil) == auto)
        XCTAssertTrue(try pdf(big, chunks: 2) == auto, "the automatic choice is two chunks")
        // However many helpers draw the chunks (the cores decide how many), the same bytes.
        let many = doc(scenePage(PDFChunks.opsPerChunk * 3, seed: 5))
        let n = try XCTUnwrap(PDFChunks.plan(many.pages[0], chunks: nil)?.count)
        XCTAssertEqual(n, 6)
        let once = try pdf(many, chunks: nil)
        for helpers in [1, 2, n] {
            let work = PDFChunks.Work(many.pages.map { PDFChunks.plan($0, chunks: nil) })
            work.start(many, helpers: helpers)
            let main = try CairoRenderer.renderPDF(many, RenderOptions(format: .pdf), ByteSink(), chunks: work)
            XCTAssertTrue(PDFChunks.merge(main, work) == once, "\(helpers) helpers")
        }
    }

    /// min(64, ops after the last op that may cover the page / `opsPerChunk`); one chunk: one
    /// surface. Nothing else decides (the cores are never asked: the bytes are the same on every
    /// machine).
    func testChunkCount() throws {
        let r = SourceRange.none
        let square: PathData = [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close]
        let page: PathData = [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 100)), .line(Point(0, 100)), .close]
        func count(_ ops: Int, cover: Int = 0) -> Int {
            let fill = Item(.fill(square, .color(.black), .nonZero), r)
            var items = Array(repeating: fill, count: ops)
            if cover > 0 { items[cover - 1] = Item(.fill(page, .color(Color(red: 1, green: 1, blue: 1, alpha: 1)), .nonZero), r) }
            return PDFChunks.plan(IRPage(width: 100, height: 100, items: items, range: r), chunks: nil)?.count ?? 1
        }
        let k = PDFChunks.opsPerChunk, most = PDFChunks.maximumChunks
        XCTAssertEqual(count(2 * k - 1), 1)
        XCTAssertEqual(count(2 * k), 2)
        XCTAssertEqual(count(3 * k - 1), 2)
        XCTAssertEqual(count(3 * k), 3)
        XCTAssertEqual(count(20 * k), 20)
        XCTAssertEqual(count(most * k + k - 1), most)
        XCTAssertEqual(count(70 * k), most)
        // Ops before the last cover do not count.
        XCTAssertEqual(count(3 * k, cover: k / 2), 2)
        XCTAssertEqual(count(5 * k / 2, cover: k), 1)
        // Even chunks.
        let plain = IRPage(width: 100, height: 100, items: Array(repeating: Item(.fill(square, .color(.black), .nonZero), r), count: 4 * k), range: r)
        let ranges = try XCTUnwrap(PDFChunks.plan(plain, chunks: nil))
        XCTAssertEqual(ranges.map(\.count), [k, k, k, k])
        // Not plain drawing, or a translucent colour: one surface.
        var translucent = Array(repeating: Item(.fill(square, .color(.black), .nonZero), r), count: 3 * k)
        translucent[2 * k] = Item(.fill(square, .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)), .nonZero), r)
        XCTAssertNil(PDFChunks.plan(IRPage(width: 100, height: 100, items: translucent, range: r), chunks: nil))
        var clipped = Array(repeating: Item(.fill(square, .color(.black), .nonZero), r), count: 3 * k)
        clipped[2 * k] = Item(.clip(square, .nonZero), r)
        XCTAssertNil(PDFChunks.plan(IRPage(width: 100, height: 100, items: clipped, range: r), chunks: nil))
    }

    /// A chunk that draws nothing (saves, transforms, restores, a link) has no resources; it joins.
    func testADrawingFreeChunkJoins() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        var page = scenePage(200, seed: 5)
        let r = SourceRange.none
        for k in 0..<600 {
            page.items.append(Item(.save, r))
            page.items.append(Item(.concat(Transform(a: 1, b: 0, c: 0, d: 1, tx: Double(k % 3), ty: 0)), r))
            page.items.append(Item(.restore, r))
        }
        let d = doc(page)
        let ranges = try XCTUnwrap(PDFChunks.plan(page, chunks: 3))
        XCTAssertFalse(page.items[ranges[2]].contains { SVGChunks.isDrawing($0.op) }, "the last chunk draws nothing")
        let cut = try pdf(d, chunks: 3)
        XCTAssertTrue(isMerged(cut))
        try qpdfCheck(cut, "a drawing-free chunk")
        XCTAssertTrue(try rasters(cut) == rasters(try pdf(d, chunks: 1)))
    }

    /// A first chunk that draws nothing: the page's resources in the main document are empty
    /// and take the chunks' alpha, which pdftoppm then finds (it names a missing one on stderr).
    func testAFirstChunkWithoutDrawingGetsTheChunksResources() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        let scene = scenePage(1000, seed: 15)
        let r = SourceRange.none
        var page = scene
        page.items = []
        for k in 0..<1000 {
            page.items.append(Item(.save, r))
            page.items.append(Item(.concat(Transform(a: 1, b: 0, c: 0, d: 1, tx: Double(k % 3), ty: 0)), r))
            page.items.append(Item(.restore, r))
        }
        page.items += scene.items.dropFirst()   // no background: nothing before the cuts covers the page
        let d = doc(page)
        let ranges = try XCTUnwrap(PDFChunks.plan(page, chunks: 3))
        XCTAssertFalse(page.items[ranges[0]].contains { SVGChunks.isDrawing($0.op) }, "the first chunk draws nothing")
        let cut = try pdf(d, chunks: 3)
        XCTAssertTrue(isMerged(cut))
        XCTAssertTrue(String(decoding: cut, as: UTF8.self).contains("/ExtGState <<\n      /a0 << /CA 1 /ca 1 >>"))
        try qpdfCheck(cut, "a first chunk without drawing")
        let dir = try temporaryDirectory(self)
        let f = dir.appendingPathComponent("c.pdf")
        try write(cut, f)
        let run = try Tools.run("pdftoppm", ["-r", "72", f.path, dir.appendingPathComponent("p").path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "", "pdftoppm finds every resource")
        XCTAssertTrue(try rasters(cut) == rasters(try pdf(d, chunks: 1)))
    }

    /// When the merge gives up, the document is drawn again on one surface: its bytes.
    func testAFailedMergeGivesTheOneSurfaceBytes() throws {
        let d = doc(scenePage(2000, seed: 6), scenePage(2000, seed: 7))
        let one = try pdf(d, chunks: 1)
        XCTAssertTrue(try pdf(d, chunks: 3, mergeFails: true) == one)
        // A chunk whose /a0 means another alpha than the page's /a0: one name, two meanings.
        let work = PDFChunks.Work(d.pages.map { PDFChunks.plan($0, chunks: 3) })
        work.start(d)
        XCTAssertNil(work.firstError(before: 2))
        var o = RenderOptions(format: .pdf)
        o.pdfChunks = 3
        let main = try CairoRenderer.renderPDF(d, o, ByteSink(), chunks: work)
        XCTAssertNotNil(PDFChunks.merge(main, work))
        let doc = String(decoding: try XCTUnwrap(work.documents[1][2]), as: UTF8.self)
        XCTAssertTrue(doc.contains("/a0 << /CA 1 /ca 1 >>"))
        work.documents[1][2] = Array(doc.replacingOccurrences(of: "/a0 << /CA 1 /ca 1 >>", with: "/a0 << /CA 0 /ca 0 >>").utf8)
        XCTAssertNil(PDFChunks.merge(main, work))
        // A chunk document cut short.
        work.documents[1][2] = Array(doc.utf8.dropLast(100))
        XCTAssertNil(PDFChunks.merge(main, work))
        XCTAssertNil(CairoPDF(Array(one.dropLast(7))))
        XCTAssertEqual(CairoPDF(one)?.pageObjects()?.count, 2)
    }

    /// A translucent colour on another page: cairo numbers a page's alphas page by page, so the
    /// cut page's opaque alpha is its /a0 in the main document as in the chunks; the merged
    /// resources name it once, and the picture is the one-surface render's.
    func testATranslucentColourOnAnotherPage() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        // (No background on the first page: an opaque cover would make cairo drop what is under it.)
        let square: PathData = [.move(Point(1, 1)), .line(Point(9, 1)), .line(Point(9, 9)), .close]
        let first = IRPage(width: 100, height: 100, items: [
            Item(.fill(square, .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), .nonZero), .none),
            Item(.stroke(square, .color(Color(red: 0, green: 0, blue: 1, alpha: 1)), StrokeStyle()), .none)], range: .none)
        let d = doc(first, scenePage(2000, seed: 9))
        XCTAssertNil(PDFChunks.plan(d.pages[0], chunks: 3))
        XCTAssertNotNil(PDFChunks.plan(d.pages[1], chunks: 3))
        let cut = try pdf(d, chunks: 3)
        XCTAssertTrue(isMerged(cut))
        let text = String(decoding: cut, as: UTF8.self)
        XCTAssertTrue(text.contains("/a0 << /CA 0.5 /ca 0.5 >>\n      /a1 << /CA 1 /ca 1 >>\n   >>"))
        XCTAssertTrue(text.contains("<<\n   /ExtGState <<\n      /a0 << /CA 1 /ca 1 >>\n   >>\n>>"))
        try qpdfCheck(cut, "a translucent colour on another page")
        XCTAssertTrue(try rasters(cut) == rasters(try pdf(d, chunks: 1)))
    }

    /// A page holding a transform cairo cannot use, at `ops` (indexes into the scene's items).
    func failingPage(_ seed: UInt64, at ops: [Int], file: SourceFile) -> IRPage {
        var page = scenePage(1500, seed: seed)
        for i in ops.sorted(by: >) {
            page.items.insert(Item(.concat(Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)), SourceRange(file: file, start: i, end: i + 1)), at: i)
            page.items.insert(Item(.save, .none), at: i)
            page.items.insert(Item(.restore, .none), at: i + 2)
        }
        return page
    }

    /// The first failing op in page order, a page's chunks before later pages: the one-surface error.
    func testErrorsAreTheOneSurfaceRendersErrors() throws {
        let file = SourceFile(path: "e.view", text: String(repeating: "x", count: 4000))
        func error(_ d: IRDocument, _ chunks: Int) -> BackendError? {
            do { _ = try pdf(d, chunks: chunks); return nil } catch { return error as? BackendError }
        }
        let cases: [[[Int]]] = [
            [[2500]],                       // in a late chunk only
            [[1200, 2500]],                 // in two chunks
            [[300, 2900]],                  // in the first (the main document's) and the last
            [[2500], [100]],                // the first page's late chunk before the second page's first
            [[], [2000, 2900]],             // only on the second page, in its chunks
        ]
        for (n, c) in cases.enumerated() {
            let d = IRDocument(pages: c.enumerated().map { failingPage(UInt64(20 + $0.offset), at: $0.element, file: file) })
            for p in d.pages { XCTAssertNotNil(PDFChunks.plan(p, chunks: 4)) }
            let one = try XCTUnwrap(error(d, 1), "case \(n) fails")
            let cut = try XCTUnwrap(error(d, 4), "case \(n) fails in chunks")
            XCTAssertEqual(cut.message, one.message, "case \(n)")
            XCTAssertEqual(cut.range, one.range, "case \(n)")
            XCTAssertEqual(cut.range?.lower, Int32(c.first { !$0.isEmpty }!.min()!), "case \(n): the first failing op")
        }
    }

    /// Metadata, links, destinations and the outline of a document whose pages are cut: as pdfinfo
    /// reads them from the one-surface render.
    func testMarksMetadataAndOutlineOnAChunkedPage() throws {
        try Tools.require("pdfinfo"); try Tools.require("qpdf")
        var d = doc(scenePage(2500, seed: 10, marks: true), scenePage(2500, seed: 11, marks: true))
        d.info.title = "Chunks"
        d.info.author = "PDFChunkTests"
        d.info.keywords = ["one", "two"]
        d.outline = [OutlineItem(title: "Second page", target: .page(2, Point(10, 10))),
                     OutlineItem(title: "A place", target: .destination("d10-307"))]
        d.pages[0].items.append(Item(.link(.page(2, Point(5, 5)), Rect(1, 1, 20, 20)), .none))
        let one = try pdf(d, chunks: 1), cut = try pdf(d, chunks: 4)
        XCTAssertTrue(isMerged(cut))
        try qpdfCheck(cut, "marks")
        let dir = try temporaryDirectory(self)
        func info(_ bytes: [UInt8], _ args: [String]) throws -> String {
            let f = dir.appendingPathComponent("i.pdf")
            try write(bytes, f)
            let r = try Tools.run("pdfinfo", args + [f.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            // The file's size is the one line that differs.
            return r.stdoutText.split(separator: "\n").filter { !$0.hasPrefix("File size:") }.joined(separator: "\n")
        }
        for args in [[], ["-dests"], ["-url"]] {
            let a = try info(one, args), b = try info(cut, args)
            XCTAssertEqual(b, a, "pdfinfo \(args)")
        }
        XCTAssertTrue(try info(cut, []).contains("Title:           Chunks"))
        XCTAssertTrue(try info(cut, ["-dests"]).contains("d10-307"))
        XCTAssertTrue(try info(cut, ["-url"]).contains("https://example.com/211"))
        // The outline: qpdf's JSON of both files lists the same titles.
        func outline(_ bytes: [UInt8]) throws -> String {
            let f = dir.appendingPathComponent("o.pdf")
            try write(bytes, f)
            let r = try Tools.run("qpdf", ["--json", "--json-key=outlines", f.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdoutText
        }
        let o = try outline(cut)
        XCTAssertTrue(o.contains("Second page") && o.contains("A place"), o)
        XCTAssertEqual(o, try outline(one))
        XCTAssertTrue(try rasters(cut) == rasters(one))
    }

    /// A page after the first gets its size from cairo_pdf_surface_set_size, which cuts it to
    /// whole points and clips what crosses that edge (an A4 page at 595 × 841): its chunks must
    /// be clipped there too. And no raster shows a chunk's cover, however coarse: a thumbnail's
    /// last pixel column is partial (300 points at 10 dpi are 41.67 pixels; A4 at 2 dpi 16.5).
    func testAnA4LaterPageAndThumbnails() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        let d = doc(scenePage(300, seed: 20), scenePage(3000, seed: 21, width: 595.2756, height: 841.8898))
        let one = try pdf(d, chunks: 1), cut = try pdf(d, chunks: 3)
        XCTAssertTrue(isMerged(cut))
        try qpdfCheck(cut, "an A4 second page")
        for dpi in [72, 10, 2] {
            XCTAssertTrue(try rasters(cut, dpi: dpi) == rasters(one, dpi: dpi), "A4 second page at \(dpi) dpi")
        }
        let first = doc(scenePage(3000, seed: 22))
        for dpi in [10, 20] {
            XCTAssertTrue(try rasters(pdf(first, chunks: 3), dpi: dpi) == rasters(pdf(first, chunks: 1), dpi: dpi), "one page at \(dpi) dpi")
        }
    }

    /// Several pages: two cut, one that is not (a gradient), each with the one-surface pixels.
    func testAManyPageDocument() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        var other = scenePage(300, seed: 12)
        other.items.append(Item(.fill([.move(Point(0, 0)), .line(Point(50, 0)), .line(Point(50, 50)), .close],
                                      .linearGradient(Gradient(colors: [.black, Color(red: 1, green: 1, blue: 1, alpha: 1)]), start: Point(0, 0), end: Point(50, 50), []), .nonZero), .none))
        let d = doc(scenePage(2000, seed: 13), other, scenePage(2500, seed: 14, width: 250, height: 350))
        XCTAssertNil(PDFChunks.plan(other, chunks: 3))
        let one = try pdf(d, chunks: 1), cut = try pdf(d, chunks: 3)
        XCTAssertTrue(isMerged(cut))
        try qpdfCheck(cut, "three pages")
        let a = try rasters(one), b = try rasters(cut)
        XCTAssertEqual(a.count, 3)
        XCTAssertTrue(a == b)
    }
}

private extension Array {
    func chunked(_ n: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: n).map { self[$0..<Swift.min($0 + n, count)] }
    }
}
