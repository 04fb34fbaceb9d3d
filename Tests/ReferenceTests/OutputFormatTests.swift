// What each format's file says of its size and dates: SVG width in px, --scale, PDF dates and
// MediaBox.

import CairoBackend
import DrawIR
import Foundation
import XCTest

final class OutputFormatTests: XCTestCase {
    func testSVGRootSizeIsInPixels() throws {
        for (c, w, h) in [(sampleCases[0], 400, 400), (sampleCases[2], 170, 160), (sampleCases[3], 120, 120)] {
            let svg = String(decoding: try Render.bytes(c, .svg), as: UTF8.self)
            XCTAssertTrue(svg.contains("<svg "), c.name)
            let root = svg[svg.range(of: "<svg ")!.lowerBound...].prefix { $0 != ">" }
            XCTAssertTrue(root.contains(#"width="\#(w)px""#), "\(c.name): \(root)")
            XCTAssertTrue(root.contains(#"height="\#(h)px""#), "\(c.name): \(root)")
            XCTAssertTrue(root.contains(#"viewBox="0 0 \#(w) \#(h)""#), "\(c.name): \(root)")
        }
    }

    /// PNG width and height from the IHDR chunk.
    func pngSize(_ b: [UInt8]) -> (Int, Int) {
        func be(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(Array(b.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return (be(16), be(20))
    }

    func testScaleMultipliesPixels() throws {
        let ir = try Render.ir(Paths.sample("triangle"))
        for s in 1...3 {
            let (w, h) = pngSize(try Render.bytes(ir, .png, scale: s))
            XCTAssertEqual(w, 170 * s)
            XCTAssertEqual(h, 160 * s)
        }
        // Scaling is drawing at a finer grid, not resampling: the 2x image's pixel (2x, 2y)
        // region matches the 1x pixel (x, y) in the interior of shapes.
        let one = try decodePNG(try Render.bytes(ir, .png)).overWhite
        let two = try decodePNG(try Render.bytes(ir, .png, scale: 2)).overWhite
        XCTAssertEqual(one[82, 103].g, two[164, 206].g)
        XCTAssertEqual(two[164, 206].r, 0)
    }

    func testPDFDatesComeFromSourceDateEpochOrAFixedDate() throws {
        let ir = try Render.ir(Paths.sample("triangle"))
        let fixed = String(decoding: try Render.bytes(ir, .pdf), as: UTF8.self)
        XCTAssertTrue(fixed.contains("/CreationDate (20000101000000"), "fixed date 2000-01-01")
        XCTAssertTrue(fixed.contains("/ModDate (20000101000000"))
        // 1700000000 is 2023-11-14 22:13:20 UTC.
        let dated = String(decoding: try Render.bytes(ir, .pdf, epoch: 1_700_000_000), as: UTF8.self)
        XCTAssertTrue(dated.contains("/CreationDate (20231114221320"), "SOURCE_DATE_EPOCH date")
        XCTAssertFalse(dated.contains("20000101000000"))
    }

    func testPDFPageSizeIsTheCanvasInPoints() throws {
        let pdf = String(decoding: try Render.bytes(try Render.ir(Paths.sample("triangle")), .pdf), as: UTF8.self)
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 170 160 ]"), "MediaBox is 170×160 points")
    }
}
