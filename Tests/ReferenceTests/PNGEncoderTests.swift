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
}
