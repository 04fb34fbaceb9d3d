// PNGEncoder: the PNG of an image surface decodes to exactly the pixels of cairo's own PNG
// writer (opaque images as RGB, others as RGBA with cairo's unpremultiplication), at about
// the same size, with the same bytes whatever the number of cores; and what libpng-independent
// readers see is a valid PNG (pdftoppm, rsvg and the browsers read viewc's PNGs elsewhere).

@testable import CairoBackend
import CCairo
import Foundation
import XCTest

final class PNGEncoderTests: XCTestCase {
    /// cairo's writer's bytes for `surface`.
    func cairoPNG(_ surface: OpaquePointer) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes += UnsafeBufferPointer(start: data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        XCTAssertEqual(status, CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }

    func assertSameAsCairo(_ surface: OpaquePointer, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try PNGEncoder.encode(surface), theirs = cairoPNG(surface)
        let a = try decodePNG(ours), b = try decodePNG(theirs)
        XCTAssertEqual(a.width, b.width, what, file: file, line: line)
        XCTAssertTrue(a.pixels == b.pixels, "\(what): \(compare(a, b, channel: 0))", file: file, line: line)
        XCTAssertEqual(ours[25], theirs[25], "\(what): colour type", file: file, line: line)
        XCTAssertLessThan(Double(ours.count), Double(theirs.count) * 1.1 + 200, what, file: file, line: line)
        XCTAssertEqual(try PNGEncoder.encode(surface), ours, "\(what): the same bytes twice", file: file, line: line)
    }

    /// A surface of `w`×`h` pseudo-random premultiplied pixels; `alpha` fixes every alpha.
    func noise(_ w: Int, _ h: Int, alpha: UInt32? = nil, seed: UInt64) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let stride = Int(cairo_image_surface_get_stride(s)) / 4
        let words = UnsafeMutableRawPointer(cairo_image_surface_get_data(s)!).assumingMemoryBound(to: UInt32.self)
        var state = seed
        for y in 0..<h {
            for x in 0..<w {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let r = UInt32(truncatingIfNeeded: state >> 33)
                let a = alpha ?? [0, 1, 37, 128, 254, 255][Int(r % 6)]
                func c(_ v: UInt32) -> UInt32 { a == 0 ? 0 : (v % (a + 1)) }
                words[y * stride + x] = a << 24 | c(r >> 3) << 16 | c(r >> 11) << 8 | c(r >> 19)
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    func testNoiseWithEveryKindOfAlpha() throws {
        for (w, h) in [(1, 1), (3, 7), (1000, 5), (5, 1000), (257, 333)] {
            let s = noise(w, h, seed: UInt64(w * 7919 + h))
            defer { cairo_surface_destroy(s) }
            try assertSameAsCairo(s, "\(w)x\(h)")
        }
        let opaque = noise(300, 200, alpha: 255, seed: 9)
        defer { cairo_surface_destroy(opaque) }
        try assertSameAsCairo(opaque, "opaque")
    }

    /// Real drawings: samples with and without transparency, many strips (a tall page).
    func testDrawings() throws {
        for c in everyCase.prefix(8) {
            let ir = try Render.ir(c.path, defines: c.defines)
            let page = ir.pages[0]
            let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(page.width.rounded(.up) * 2), Int32(page.height.rounded(.up) * 2))!
            defer { cairo_surface_destroy(s) }
            try CairoRenderer.draw(page, on: s, scale: 2)
            try assertSameAsCairo(s, c.name)
        }
    }

    /// The strips are cut by the width alone: many strips, and one.
    func testStripsDoNotChangeThePixels() throws {
        let tall = noise(20, 8_000, seed: 3)   // 3,236 rows a strip: three strips
        defer { cairo_surface_destroy(tall) }
        try assertSameAsCairo(tall, "tall")
    }

    /// The encoder holds a few strips' buffers and pieces beside the compressed stream, never
    /// the filtered image: on a 3000×1500 page (13.5 MB of filtered rows) it holds at most
    /// `stripsAtOnce` strips (each its rows, the window before it and its deflated piece) and
    /// the file. Counted in bytes, as the stream allocates them.
    func testTheEncoderHoldsAFewStripsAndTheCompressedStream() throws {
        let (w, h) = (3000, 1500)
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(s) }
        let cr = cairo_create(s)!
        cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr)
        for i in 0..<40 {
            cairo_set_source_rgb(cr, Double(i % 7) / 7, Double(i % 5) / 5, 0.5)
            cairo_arc(cr, Double(i * 73 % w), Double(i * 37 % h), 200, 0, 6.3); cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(s)!)
        let stream = PNGStream(width: w, height: h, opaque: true)
        try stream.encode(through: h) { data + $0 * stride }
        let png = try stream.finish()
        XCTAssertTrue(try PNGEncoder.encode(s) == png)
        let rowBytes = 1 + 3 * w
        let strip = (PNGEncoder.stripBytes / rowBytes + PNGEncoder.window / rowBytes + 2) * rowBytes
        let piece = strip + strip / 100 + 128   // deflate's bound: stored blocks at worst
        let bound = PNGEncoder.stripsAtOnce * (strip + piece) + png.count
        XCTAssertLessThanOrEqual(stream.peakHeldBytes, bound)
        XCTAssertLessThan(stream.peakHeldBytes, rowBytes * h / 3, "no filtered copy of the image")
        XCTAssertGreaterThan(stream.peakHeldBytes, png.count, "the stream counts what it holds")
    }

    /// A sink that records what it is given, and when.
    final class RecordingSink: PNGSink {
        var bytes: [UInt8] = []
        var restarts = 0
        /// Fails every write once this many bytes are written.
        var failsAfter = Int.max
        var heldBytes: Int { 0 }
        struct Full: Error {}
        func write(_ b: UnsafeRawBufferPointer) throws {
            if bytes.count + b.count > failsAfter { throw Full() }
            bytes += b
        }
        func restart() throws { bytes = []; restarts += 1 }
    }

    /// Each IDAT chunk goes to the sink as soon as it is whole, while rows are still to come
    /// (after the signature and header), the rest when the stream finishes: the sink gets the
    /// file kept in memory, byte for byte, and the stream holds a few strips and at most a
    /// chunk and a piece of the compressed stream, never the stream itself.
    func testEachChunkGoesToTheSinkAsSoonAsItIsWhole() throws {
        let (w, h) = (1600, 1000)
        let s = noise(w, h, seed: 5)   // noise hardly compresses: a file of several chunks
        defer { cairo_surface_destroy(s) }
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(s)!)
        let sink = RecordingSink()
        let stream = PNGStream(width: w, height: h, opaque: false, sink: sink)
        try stream.encode(through: h / 2) { data + $0 * stride }
        let chunk = PNGEncoder.maxChunk + 12, head = 8 + 25
        XCTAssertGreaterThanOrEqual(sink.bytes.count, head + chunk, "chunks written half-way")
        XCTAssertEqual((sink.bytes.count - head) % chunk, 0, "whole chunks only")
        try stream.encode(through: h) { data + $0 * stride }
        XCTAssertEqual(try stream.finish(), [], "the file is the sink's")
        let whole = try PNGEncoder.encode(s)
        XCTAssertTrue(sink.bytes == whole, "the file kept in memory")
        let rowBytes = 1 + 4 * w
        let strip = (PNGEncoder.stripBytes / rowBytes + PNGEncoder.window / rowBytes + 2) * rowBytes
        let piece = strip + strip / 100 + 128   // deflate's bound: stored blocks at worst
        XCTAssertLessThanOrEqual(stream.peakHeldBytes, PNGEncoder.stripsAtOnce * (strip + piece) + PNGEncoder.maxChunk + piece)
        XCTAssertLessThan(stream.peakHeldBytes, whole.count / 2, "the compressed stream is not held")
    }

    /// A sink that fails stops the stream with its error, at the chunk it could not take.
    func testASinkThatFailsStopsTheStreamWithItsError() throws {
        let (w, h) = (1600, 1000)
        let s = noise(w, h, seed: 7)
        defer { cairo_surface_destroy(s) }
        let sink = RecordingSink()
        sink.failsAfter = 100
        XCTAssertThrowsError(try PNGEncoder.encode(s, to: sink)) { XCTAssertTrue($0 is RecordingSink.Full, "\($0)") }
        XCTAssertEqual(sink.bytes.count, 8 + 25, "the header, and no chunk")
    }

    /// Rows given as they arrive (as bands finish) make the bytes of the whole image at once,
    /// and what the stream still reads moves down with it.
    func testRowsInStepsMakeTheSameFile() throws {
        let s = noise(700, 900, seed: 11)
        defer { cairo_surface_destroy(s) }
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(s)!)
        let stream = PNGStream(width: 700, height: 900, opaque: false)
        var needed = 0
        for end in [1, 95, 96, 400, 899, 900] {
            try stream.encode(through: end) { y in
                XCTAssertGreaterThanOrEqual(y, needed, "a row the stream said it no longer reads")
                return data + y * stride
            }
            XCTAssertGreaterThanOrEqual(stream.firstRowNeeded, needed)
            needed = stream.firstRowNeeded
        }
        XCTAssertEqual(needed, 900)
        XCTAssertTrue(try stream.finish() == PNGEncoder.encode(s))
    }

    /// Each row takes the first of the five filters whose bytes, read as signed, have the
    /// smallest sum of magnitudes (libpng's heuristic): every row's type and bytes are those
    /// of the filters written out here from the PNG specification, with every sum taken whole,
    /// on noise (where the filters' sums are close), on flat rows (where they tie), on a
    /// drawing and on bytes at the ends of their range, in RGB (3 bytes a pixel) and RGBA (4).
    func testEachRowTakesTheFirstFilterWithTheSmallestSum() throws {
        /// Filter `type` of `x` over the row above `b`, `bpp` bytes a pixel.
        func filtered(_ type: Int, _ x: [UInt8], _ b: [UInt8], _ bpp: Int) -> [UInt8] {
            (0..<x.count).map { i in
                let a = i >= bpp ? Int(x[i - bpp]) : 0, up = Int(b[i]), c = i >= bpp ? Int(b[i - bpp]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = up
                case 3: predictor = (a + up) / 2
                default:
                    let p = a + up - c, pa = abs(p - a), pb = abs(p - up), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? up : c)
                }
                return UInt8((Int(x[i]) - predictor + 256) % 256)
            }
        }
        func sum(_ f: [UInt8]) -> Int { f.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        let flat = noise(40, 30, alpha: 255, seed: 5)
        let words = cairo_image_surface_get_data(flat)!.withMemoryRebound(to: UInt32.self, capacity: 40 * 30) { $0 }
        for y in 10..<20 { for x in 0..<40 { words[y * 40 + x] = 0xFF20_4060 } }
        cairo_surface_mark_dirty(flat)
        let drawing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 90)!
        let cr = cairo_create(drawing)!
        cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 0.6); cairo_arc(cr, 60, 45, 40, 0, 6.3); cairo_fill(cr)
        cairo_destroy(cr)
        // Bytes at the ends of the range and around 128, where the filters' differences wrap
        // and the Paeth distances are largest; 53 pixels, so a row ends in part of a vector.
        let extremes = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 53, 40)!
        let pixels = cairo_image_surface_get_data(extremes)!.withMemoryRebound(to: UInt32.self, capacity: 53 * 40) { $0 }
        var state: UInt64 = 77
        for i in 0..<(53 * 40) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let pick = { (shift: UInt64) in UInt32([0, 1, 127, 128, 129, 254, 255][Int((state >> shift) % 7)]) }
            pixels[i] = 0xFF00_0000 | pick(20) << 16 | pick(30) << 8 | pick(40)
        }
        cairo_surface_mark_dirty(extremes)
        let cases: [(String, OpaquePointer, Bool)] = [
            ("noise", noise(97, 41, seed: 21), false), ("opaque noise", noise(64, 33, alpha: 255, seed: 8), true),
            ("flat rows", flat, true), ("drawing", drawing, false), ("extremes", extremes, true),
        ]
        var types = Set<Int>()
        for (name, surface, opaque) in cases {
            defer { cairo_surface_destroy(surface) }
            cairo_surface_flush(surface)
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
            let bpp = opaque ? 3 : 4, rowBytes = 1 + w * bpp
            // The rows as PNG bytes: RGB, or RGBA unpremultiplied as cairo's writer does.
            let rows: [[UInt8]] = (0..<h).map { y in
                (0..<w).flatMap { x -> [UInt8] in
                    let v = data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let a = Int(v >> 24), rgb = [Int(v >> 16 & 255), Int(v >> 8 & 255), Int(v & 255)]
                    if opaque { return rgb.map { UInt8($0) } }
                    if a == 0 { return [0, 0, 0, 0] }
                    return rgb.map { UInt8(($0 * 255 + a / 2) / a) } + [UInt8(a)]
                }
            }
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * h)
            defer { out.deallocate() }
            PNGEncoder.filterRows(0..<h, row: { data + $0 * stride }, width: w, bpp: bpp, opaque: opaque, into: out, rowBytes: rowBytes)
            for y in 0..<h {
                let above = y == 0 ? [UInt8](repeating: 0, count: w * bpp) : rows[y - 1]
                let candidates = (0..<5).map { filtered($0, rows[y], above, bpp) }
                let sums = candidates.map(sum)
                let expected = sums.firstIndex(of: sums.min()!)!
                XCTAssertEqual(Int(out[y * rowBytes]), expected, "\(name), row \(y): sums \(sums)")
                XCTAssertEqual(Array(UnsafeBufferPointer(start: out + y * rowBytes + 1, count: w * bpp)), candidates[expected], "\(name), row \(y)")
                types.insert(expected)
            }
        }
        XCTAssertGreaterThanOrEqual(types.count, 3, "the rows take several of the filters: \(types)")
    }
}
