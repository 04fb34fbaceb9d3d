// A gradient drawn without extension options paints the same area in every
// format — between the lines through its start and end points (linear), inside its end circle
// (radial) — and nothing past them, also in SVG (whose gradients always pad). Checked in our
// PNG, rsvg-convert on our SVG, pdftoppm on our PDF, at points computed from the geometry.

import CairoBackend
import DrawIR
import Foundation
import XCTest

final class GradientExtentTests: XCTestCase {
    /// A 100×60 white canvas; a red→blue linear gradient from x = 30 to x = 70 with no clip in
    /// force (the case SVG got wrong: it padded to the whole page), and a blue radial gradient
    /// with its end circle of radius 10 at (85, 45), both without options.
    static let text = """
    canvas(width: 100, height: 60) {
        backgroundColor: white
        context {
            drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(30, 0), end: Point(70, 0))
            drawRadialGradient(Gradient(colors: [.blue, .blue]), startCenter: Point(85, 45), startRadius: 0,
                               endCenter: Point(85, 45), endRadius: 10)
        }
    }
    """

    func check(_ img: RGBAImage, _ what: String) {
        func c(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = img[x, y]; return (Int(p.r), Int(p.g), Int(p.b)) }
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tol: Int = 10) -> Bool {
            abs(a.0 - b.0) <= tol && abs(a.1 - b.1) <= tol && abs(a.2 - b.2) <= tol
        }
        let white = (255, 255, 255)
        // Before the start line (x < 30) and past the end line (x > 70): nothing painted.
        for x in [5, 25, 75, 95] { XCTAssertTrue(near(c(x, 15), white), "\(what): \(x),15 is \(c(x, 15))") }
        // Inside the band: the gradient, red at its start, blue at its end, a mix between.
        XCTAssertTrue(near(c(31, 15), (255, 0, 0), 40), "\(what): \(c(31, 15))")
        XCTAssertTrue(near(c(68, 15), (0, 0, 255), 40), "\(what): \(c(68, 15))")
        let mid = c(50, 15)
        XCTAssertTrue(mid.0 > 60 && mid.2 > 60 && mid.1 < 40, "\(what): \(mid)")
        // The linear band runs the whole height: no clip limits it.
        XCTAssertTrue(near(c(50, 55), mid, 12), "\(what): \(c(50, 55)) against \(mid)")
        // The radial gradient: blue inside its end circle (radius 10), nothing outside it.
        XCTAssertTrue(near(c(85, 45), (0, 0, 255)), "\(what): \(c(85, 45))")
        XCTAssertTrue(near(c(99, 45), white), "\(what): outside the end circle \(c(99, 45))")
        XCTAssertTrue(near(c(85, 59), white), "\(what): outside the end circle \(c(85, 59))")
        XCTAssertTrue(near(c(85, 31), white), "\(what): outside the end circle \(c(85, 31))")
    }

    func testGradientsWithoutOptionsPaintTheSameAreaInEveryFormat() throws {
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) { check(img, what) }
    }

    /// The radial rim is antialiased: across the circle's edge the coverage falls off over a
    /// pixel instead of stepping from full to none (a pixel straddling the rim is between).
    func testTheRadialRimIsAntialiased() throws {
        let ir = try Render.ir(text: """
        canvas(width: 40, height: 40) {
            backgroundColor: white
            context {
                drawRadialGradient(Gradient(colors: [.black, .black]), startCenter: Point(20, 20), startRadius: 0,
                                   endCenter: Point(20, 20), endRadius: 10.5)
            }
        }
        """)
        let img = try decodePNG(try Render.bytes(ir, .png))
        // The pixel whose centre is at x = 30.5 straddles the rim at x = 30.5 (20 + 10.5): about
        // half covered, so neither white nor black.
        let p = Int(img[30, 20].r)
        XCTAssertTrue(p > 60 && p < 200, "the rim pixel is \(p)")
    }
}
