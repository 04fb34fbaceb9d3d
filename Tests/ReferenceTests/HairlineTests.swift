// `lineWidth: 0` is a hairline, "the thinnest line that can be rendered on a
// particular device" (UIBezierPath.lineWidth): one device pixel in a PNG at any scale and under
// any transform, one px in an SVG, a 600 dpi printer's dot (0.12 pt) in a PDF — never nothing.

import CairoBackend
import DrawIR
import Foundation
import XCTest

final class HairlineTests: XCTestCase {
    /// A horizontal line in a group scaled 4×, at lineWidth 0.
    static let text = """
    canvas(width: 60, height: 40) {
        backgroundColor: white
        group {
            transform: scale(4, 4)
            path { move(to: Point(2, 2.125)); line(to: Point(12, 2.125)); lineWidth: 0; stroke(.black) }
        }
    }
    """

    /// How much ink a column of pixels holds, in pixels (1 for one fully black pixel).
    func ink(_ img: RGBAImage, x: Int) -> Double {
        (0..<img.height).reduce(0.0) { $0 + (255 - Double(img[x, $1].r)) / 255 }
    }

    func testAHairlineIsOneDevicePixelAtEveryScale() throws {
        let ir = try Render.ir(text: Self.text)
        for scale in [1, 2, 3] {
            let img = try decodePNG(try Render.bytes(ir, .png, scale: scale))
            // The line runs from x = 8 to 48 points (2 and 12 scaled by 4): inside it, one device
            // pixel of ink per column whatever the scale and the group's 4× transform (a stroke
            // of width 1 under the transform would hold 4 × scale).
            for xPoint in [10, 30, 45] {
                XCTAssertEqual(ink(img, x: xPoint * scale), 1, accuracy: 0.05, "scale \(scale), x \(xPoint)")
            }
            XCTAssertEqual(ink(img, x: 55 * scale), 0, accuracy: 0.01, "no ink past the line's end")
        }
        // At scale 1 the line's centre is at y = 2.125 × 4 = 8.5: row 8 holds it all.
        let one = try decodePNG(try Render.bytes(ir, .png))
        XCTAssertEqual(Int(one[20, 8].r), 0)
        XCTAssertEqual(Int(one[20, 7].r), 255)
        XCTAssertEqual(Int(one[20, 9].r), 255)
    }

    func testSVGAndPDFDrawTheThinnestLine() throws {
        let ir = try Render.ir(text: Self.text)
        let svg = String(decoding: try Render.bytes(ir, .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("stroke-width:1;"), svg)
        // rsvg-convert draws it one pixel wide.
        let (_, fromSVG) = try pixelsInEveryFormat(ir, self)[1]
        XCTAssertEqual(ink(fromSVG, x: 30), 1, accuracy: 0.05)
        // The PDF strokes it 0.12 pt wide in page space, not scaled by the group's 4×: its
        // content stream, uncompressed by qpdf, sets "0.12 w".
        let dir = try temporaryDirectory(self)
        let pdf = dir.appendingPathComponent("h.pdf"), plain = dir.appendingPathComponent("plain.pdf")
        try write(try Render.bytes(ir, .pdf), pdf)
        XCTAssertEqual(try Tools.run("qpdf", ["--qdf", "--object-streams=disable", pdf.path, plain.path]).status, 0)
        let content = String(decoding: try Data(contentsOf: plain), as: UTF8.self)
        XCTAssertTrue(content.contains("0.12 w"), "no 0.12 w in the PDF")
    }
}
