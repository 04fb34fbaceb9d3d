// PNG on every core (CairoBackend/Bands.swift): a page drawn in bands, each on a thread and a
// surface of its own, gives exactly the bytes of the one-thread render — for every sample,
// oracle and feature case (shadows, gradients, images, text, clips, group alpha, blend
// modes), Cases/bands.view (all of those cut by band edges, at an odd size), at scales 1, 2
// and 3 and with band counts that put the edges at odd rows.

@testable import CairoBackend
@testable import DrawIR
import CCairo
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest

final class BandedRasterTests: XCTestCase {
    /// PNG bytes of `ir` drawn in `bands` bands.
    func png(_ ir: IRDocument, scale: Int, bands: Int) throws -> [UInt8] {
        var o = RenderOptions(format: .png)
        o.scale = scale
        o.bands = bands
        return try CairoRenderer.render(ir, o)
    }

    /// The pixels of `ir`'s first page drawn at `scale` in `bands` bands (no PNG encoding: the
    /// surfaces themselves are compared).
    func pixels(_ ir: IRDocument, scale: Int, bands: Int) throws -> [UInt8] {
        let page = ir.pages[0]
        let w = Int((page.width * Double(scale)).rounded(.up)), h = Int((page.height * Double(scale)).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        try BandedRaster.draw(page, on: surface, scale: Double(scale), bands: bands)
        cairo_surface_flush(surface)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface),
                                         count: Int(cairo_image_surface_get_stride(surface)) * h))
    }

    func assertBandsMatchOneThread(_ c: RenderCase, scales: [Int] = [1, 2, 3], bands: [Int] = [2, 3, 7],
                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let ir = try Render.ir(c.path, defines: c.defines, file: file, line: line)
        for scale in scales {
            let one = try pixels(ir, scale: scale, bands: 1)
            for n in bands where try pixels(ir, scale: scale, bands: n) != one {
                let cmp = compare(try decodePNG(try png(ir, scale: scale, bands: n)), try decodePNG(try png(ir, scale: scale, bands: 1)), channel: 0)
                XCTFail("\(c.name) at scale \(scale) in \(n) bands differs from one thread: \(cmp)", file: file, line: line)
            }
        }
    }

    func testEveryCaseInBandsIsTheOneThreadRender() throws {
        for c in everyCase { try assertBandsMatchOneThread(c, scales: [1, 2]) }
    }

    func testBandEdgesThroughBlursGradientsImagesAndText() throws {
        try assertBandsMatchOneThread(RenderCase(name: "bands", path: Paths.testCase("bands")),
                                      bands: [2, 3, 4, 5, 7, 16, 61])
    }

    /// The case must put something on every band edge for the test above to mean anything:
    /// its pixels change from row to row all the way down.
    func testTheBandsCaseHasInkEverywhere() throws {
        let image = try decodePNG(try png(try Render.ir(Paths.testCase("bands")), scale: 1, bands: 1))
        XCTAssertEqual(image.width, 334)   // 333.5 points round up
        XCTAssertEqual(image.height, 212)
        var uniformRows = 0
        for y in 0..<image.height {
            let row = image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
            if Set(stride(from: row.startIndex, to: row.endIndex, by: 4).map { row[$0] }).count < 3 { uniformRows += 1 }
        }
        XCTAssertEqual(uniformRows, 0)
    }

    /// One band per row, and more bands than rows asked for, still draw the page.
    func testExtremeBandCounts() throws {
        let ir = try Render.ir(Paths.sample("triangle"))
        let one = try png(ir, scale: 1, bands: 1)
        XCTAssertTrue(try png(ir, scale: 1, bands: 160) == one)
        XCTAssertTrue(try png(ir, scale: 1, bands: 500) == one)
    }

    /// The automatic choice: one band for small pages, one core or no idle core; else one per
    /// idle core, never more than the cores, never thinner than the minimum.
    func testBandCountChoice() {
        XCTAssertEqual(BandedRaster.bandCount(width: 170, height: 160, cores: 8, idle: 8), 1)
        XCTAssertEqual(BandedRaster.bandCount(width: 2000, height: 2000, cores: 1, idle: 1), 1)
        XCTAssertEqual(BandedRaster.bandCount(width: 2000, height: 2000, cores: 2, idle: 2), 2)
        XCTAssertEqual(BandedRaster.bandCount(width: 2000, height: 2000, cores: 8, idle: 8), 8)
        XCTAssertEqual(BandedRaster.bandCount(width: 4000, height: 200, cores: 8, idle: 8), 3)
        XCTAssertEqual(BandedRaster.bandCount(width: 2000, height: 2000, cores: 2, idle: nil), 2)
        XCTAssertEqual(BandedRaster.rows(0, of: 3, height: 10), 0..<3)
        XCTAssertEqual(BandedRaster.rows(2, of: 3, height: 10), 6..<10)
    }

    /// The band count is capped by the cores whatever the page's size (each band plays every
    /// op, and a layer is drawn page-sized in each), and by the idle ones: with the other cores
    /// busy, the page is drawn on one thread.
    func testBandCountIsCappedByTheIdleCores() {
        for side in [2000, 6000, 20000] {
            XCTAssertEqual(BandedRaster.bandCount(width: side, height: side, cores: 2, idle: 2), 2, "\(side)")
            XCTAssertEqual(BandedRaster.bandCount(width: side, height: side, cores: 4, idle: 64), 4, "\(side)")
            XCTAssertEqual(BandedRaster.bandCount(width: side, height: side, cores: 2, idle: 1), 1, "\(side)")
            XCTAssertEqual(BandedRaster.bandCount(width: side, height: side, cores: 8, idle: 3), 3, "\(side)")
            XCTAssertEqual(BandedRaster.bandCount(width: side, height: side, cores: 8, idle: 0), 1, "\(side)")
        }
        // /proc/loadavg's fourth field counts the threads running now, this one among them.
        XCTAssertEqual(Cores.idle(loadavg: "0.52 0.40 0.33 1/311 4242\n", machine: 2), 2)
        XCTAssertEqual(Cores.idle(loadavg: "2.10 1.90 1.50 2/311 4242\n", machine: 2), 1)
        XCTAssertEqual(Cores.idle(loadavg: "6.20 2.54 2.03 7/512 9000\n", machine: 2), 0)
        XCTAssertEqual(Cores.idle(loadavg: "6.20 2.54 2.03 3/512 9000\n", machine: 8), 6)
        XCTAssertNil(Cores.idle(loadavg: "garbage", machine: 2))
    }

    /// A failure inside a band (an image that does not decode) is the same error as without bands.
    func testErrorsAreThoseOfTheOneThreadRender() throws {
        let page = IRPage(width: 600, height: 600, items: [
            Item(.image(ImageRef(name: "broken.png", format: .png, pixelWidth: 4, pixelHeight: 4,
                                 bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0], hash: "0"), dest: Rect(0, 0, 10, 10)), .none),
        ], range: .none)
        let doc = IRDocument(pages: [page])
        var messages: [String] = []
        for bands in [1, 4] {
            XCTAssertThrowsError(try png(doc, scale: 1, bands: bands)) { messages.append(($0 as? BackendError)?.message ?? "\($0)") }
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(messages.first, messages.last)
    }
}

extension BandedRasterTests {
    /// Dashes much longer than a band, crossing band edges at every angle: cairo 1.16 drops a
    /// dash whose ends both lie outside the area it draws, so such strokes go to `full`.
    func testLongDashesAcrossBands() throws {
        let ir = try Render.ir(text: """
        canvas(width: 300, height: 700) {
            backgroundColor: white
            for i in 0..<7 {
                path {
                    move(to: Point(20 + i * 40, 5))
                    line(to: Point(5 + i * 45, 695))
                    lineWidth: 3
                    lineCap: i % 3 == 0 ? .round : (i % 3 == 1 ? .butt : .square)
                    dash: [250 + i * 20, 15]
                    dashPhase: i * 7
                    stroke(.systemIndigo)
                }
            }
            path {
                move(to: Point(10, 690)); curve(to: Point(290, 10), control1: Point(0, 0), control2: Point(300, 700))
                lineWidth: 2; lineJoin: .miter; dash: [400, 9]; stroke(.systemRed)
            }
        }
        """)
        let one = try png(ir, scale: 1, bands: 1)
        for n in [2, 5, 11, 43] {
            XCTAssertTrue(try png(ir, scale: 1, bands: n) == one, "\(n) bands")
        }
        XCTAssertTrue(try png(ir, scale: 2, bands: 9) == png(ir, scale: 2, bands: 1))
    }

    /// A PNG made from its bands takes RGB or RGBA from all of them: a page opaque at the top
    /// and transparent below has the bytes of the one-surface render, an RGBA image whose lower
    /// half is clear.
    func testOpaqueTopTransparentBottom() throws {
        let ir = try Render.ir(text: """
        canvas(width: 300, height: 610) {
            path {
                move(to: Point(0, 0)); line(to: Point(300, 0)); line(to: Point(300, 200)); line(to: Point(0, 200)); close()
                fill(.systemBlue)
            }
            path { move(to: Point(10, 20)); line(to: Point(290, 180)); lineWidth: 4; stroke(.white) }
        }
        """)
        let one = try png(ir, scale: 1, bands: 1)
        for n in [2, 7, 61] { XCTAssertTrue(try png(ir, scale: 1, bands: n) == one, "\(n) bands") }
        XCTAssertEqual(one[25], 6)   // IHDR's colour type: RGBA
        let image = try decodePNG(one)
        XCTAssertEqual(image.pixels[3], 255)   // top left: opaque blue
        XCTAssertEqual(image.pixels[(600 * image.width) * 4 + 3], 0)   // row 600: clear
    }

    /// A page of plain drawing cut into more bands than are drawn at once is drawn in waves,
    /// each encoded as it finishes: the bytes of the one-surface render, also when the first
    /// wave is opaque and a later one is not (the page is then drawn again as RGBA).
    func testWavesOfBandsMakeTheOneSurfaceFile() throws {
        for text in ["""
            canvas(width: 300, height: 700) {
                backgroundColor: white
                for i in 0..<40 {
                    path { move(to: Point(i * 7, i * 17)); curve(to: Point(290 - i * 3, 690 - i * 11), control1: Point(0, 350), control2: Point(300, 0))
                           lineWidth: 1 + i % 4; lineJoin: .round; fill(rgb(0.2, 0.5, i % 3 == 0 ? 0.1 : 0.9, 0.5)); stroke(.systemRed) }
                }
            }
            """, """
            canvas(width: 300, height: 700) {
                path { rect(Rect(0, 0, 300, 200)); fill(.systemBlue) }
                path { move(to: Point(10, 20)); line(to: Point(290, 180)); lineWidth: 4; stroke(.white) }
                path { move(to: Point(10, 420)); line(to: Point(290, 380)); lineWidth: 4; stroke(.black) }
            }
            """] {
            let ir = try Render.ir(text: text)
            let one = try png(ir, scale: 1, bands: 1)
            for (bands, atOnce) in [(2, 1), (7, 2), (11, 3), (61, 2)] {
                let waves = try BandedRaster.png(ir.pages[0], width: 300, height: 700, scale: 1, bands: bands, atOnce: atOnce)
                XCTAssertTrue(waves == one, "\(bands) bands, \(atOnce) at once")
            }
        }
    }

    /// A band drawn on its page-sized mapping keeps only its own rows resident once drawn: what
    /// a stroke across its edges and a layer (drawn on the whole page) wrote beyond them is
    /// handed back, and its rows are the one-surface render's.
    func testABandKeepsOnlyItsOwnRowsOnceDrawn() throws {
        let ir = try Render.ir(text: """
            canvas(width: 400, height: 900) {
                backgroundColor: white
                path { move(to: Point(20, 10)); line(to: Point(380, 890)); lineWidth: 9; lineJoin: .round; stroke(.systemRed) }
                group { alpha: 0.5
                    path { rect(Rect(0, 0, 400, 900)); fill(.systemBlue) } }
            }
            """)
        let (w, h) = (400, 900)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        let rows = 300..<600
        let band = try BandedRaster.drawBand(ir.pages[0], rows: rows, width: w, height: h, stride: stride, scale: 1)
        defer { munmap(band, h * stride) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pages = (h * stride + pageSize - 1) / pageSize
        var resident = [UInt8](repeating: 0, count: pages)
        XCTAssertEqual(mincore(band, h * stride, &resident), 0)
        for p in 0..<pages {
            let bytes = (p * pageSize)..<((p + 1) * pageSize)
            let own = bytes.overlaps((rows.lowerBound * stride)..<(rows.upperBound * stride))
            XCTAssertEqual(resident[p] & 1 == 1, own, "page \(p): \(own ? "a page of the band's rows" : "beyond the band's rows")")
        }
        let one = try pixels(ir, scale: 1, bands: 1)
        XCTAssertTrue(one[(rows.lowerBound * stride)..<(rows.upperBound * stride)].elementsEqual(
            UnsafeBufferPointer(start: band + rows.lowerBound * stride, count: rows.count * stride)))
    }

    /// Waves of bands written to a sink as they finish give the sink the one-surface file; a
    /// page drawn again as RGBA (its first wave opaque, a later one not) restarts the sink first.
    func testWavesWrittenToASinkGiveItTheOneSurfaceFile() throws {
        final class Sink: PNGSink {
            var bytes: [UInt8] = [], restarts = 0
            var heldBytes: Int { 0 }
            func write(_ b: UnsafeRawBufferPointer) throws { bytes += b }
            func restart() throws { bytes = []; restarts += 1 }
        }
        for (text, restarts) in [("""
            canvas(width: 300, height: 700) {
                backgroundColor: white
                path { move(to: Point(10, 20)); curve(to: Point(290, 690), control1: Point(0, 350), control2: Point(300, 0)); lineWidth: 3; stroke(.systemRed) }
            }
            """, 0), ("""
            canvas(width: 300, height: 700) {
                path { rect(Rect(0, 0, 300, 200)); fill(.systemBlue) }
                path { move(to: Point(10, 420)); line(to: Point(290, 380)); lineWidth: 4; stroke(.black) }
            }
            """, 1)] {
            let ir = try Render.ir(text: text)
            let one = try png(ir, scale: 1, bands: 1)
            let sink = Sink()
            try BandedRaster.png(ir.pages[0], width: 300, height: 700, scale: 1, bands: 7, atOnce: 2, to: sink)
            XCTAssertTrue(sink.bytes == one)
            XCTAssertEqual(sink.restarts, restarts)
            // Through the renderer's own entry, as the compile command calls it.
            var o = RenderOptions(format: .png)
            o.bands = 3
            let again = Sink()
            try CairoRenderer.renderPNG(ir, o, to: again)
            XCTAssertTrue(again.bytes == one)
        }
    }

    /// A page is cut into bands of at most 4 MiB of pixels (8 bands at most), more than are drawn at once, only
    /// when no op is drawn whole in every band (no layer, mask or shadow), and into no bands
    /// shorter than its tallest stroke. Otherwise it has as many bands as are drawn at once.
    func testWavesOnlyForPagesOfBandSizedOps() throws {
        let bandBytes = 4 << 20
        XCTAssertEqual(BandedRaster.waveBandBytes, bandBytes)
        func count(_ body: String, side: Int = 3000, atOnce: Int = 2) throws -> Int {
            let ir = try Render.ir(text: "canvas(width: \(side), height: \(side)) {\n\(body)\n}")
            return BandedRaster.waveBandCount(ir.pages[0], width: side, height: side, scale: 1, atOnce: atOnce)
        }
        let bySize = min(BandedRaster.maximumWaveBands, (3000 * 3000 * 4 + bandBytes - 1) / bandBytes)   // 9 bands of 333 rows, at most 8
        XCTAssertEqual(BandedRaster.maximumWaveBands, 8)
        let small = "path { move(to: Point(10, 10)); line(to: Point(200, 150)); lineWidth: 3; stroke(.red) }"   // 140 rows and 2 × 44 of miter reach
        XCTAssertEqual(try count(small), bySize)
        // Drawn one at a time, a band holds twice the bytes: 5 bands of 600 rows.
        XCTAssertEqual(BandedRaster.aloneBandBytes, 2 * bandBytes)
        XCTAssertEqual(try count(small, atOnce: 1), (3000 * 3000 * 4 + 2 * bandBytes - 1) / (2 * bandBytes))
        XCTAssertEqual(try count(small, side: 400), 2, "a page of less than a band's pixels")
        XCTAssertEqual(try count("path { move(to: Point(10, 10)); line(to: Point(20, 2900)); stroke(.red) }"), 2, "a stroke of most of the page")
        // A stroke of 600 rows (and its reach): fewer bands, each at least that tall.
        let medium = try count("path { move(to: Point(10, 10)); line(to: Point(10, 610)); stroke(.red) }")
        XCTAssertGreaterThan(medium, 2)
        XCTAssertLessThan(medium, bySize)
        XCTAssertGreaterThanOrEqual(3000 / medium, 600, "bands as tall as the tallest stroke")
        XCTAssertEqual(try count("path { rect(Rect(0, 0, 3000, 3000)); fill(.red) }"), bySize, "a fill is cut at any height")
        XCTAssertEqual(try count("group { alpha: 0.5\n \(small) }"), 2, "a layer")
        XCTAssertEqual(try count("group { shadow: Shadow(offset: Size(2, 2), blur: 3, color: .black)\n path { rect(Rect(10, 10, 50, 50)); fill(.red) } }"), 2, "a shadow")
        XCTAssertEqual(try count("group { transform: scale(1, 20)\n \(small) }"), 2, "a stroke made taller by a transform")
    }
}
