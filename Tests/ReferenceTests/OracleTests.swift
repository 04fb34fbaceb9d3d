// The independent oracle: each case in Oracle/ is a .view file and a hand-written SVG that
// says the same thing. The SVG is rendered by rsvg-convert (librsvg: its own SVG parser,
// arc conversion, dashing and clipping rules), the .view by viewc; the two PNGs must agree
// within a small tolerance for anti-aliasing. A failing case leaves both PNGs and a diff in
// Tests/ReferenceTests/failures/.

import Foundation
import XCTest

final class OracleTests: XCTestCase {
    /// This test's scratch folder (removed when it ends).
    lazy var tmp: URL = { try! temporaryDirectory(self) }()

    /// Over white, so that transparent and white compare equal.
    func load(_ path: String) throws -> RGBAImage { try loadPNG(path).overWhite }

    /// Pixels whose largest channel difference exceeds 48, and the mean of the largest
    /// channel differences; nil when the sizes differ.
    func difference(_ a: RGBAImage, _ b: RGBAImage) -> (bad: Int, mean: Double)? {
        let c = compare(a, b, channel: 48)
        return c.sizeMismatch == nil ? (c.differing, c.meanLargestDelta) : nil
    }

    /// Renders `name`.view with viewc and `svgName`.svg with rsvg-convert; returns both images.
    func renderPair(_ name: String, svgName: String? = nil) throws -> (RGBAImage, RGBAImage) {
        try Tools.require("rsvg-convert")
        let ours = tmp.appendingPathComponent("\(name)-viewc.png").path
        let theirs = tmp.appendingPathComponent("\(svgName ?? name)-rsvg.png").path
        let r1 = try Tools.run(Tools.viewc, [Paths.oracle.appendingPathComponent("\(name).view").path, "-o", ours])
        XCTAssertEqual(r1.status, 0, "viewc failed on \(name).view:\n\(r1.stderr)")
        let r2 = try Rasterise.svg(Paths.oracle.appendingPathComponent("\(svgName ?? name).svg").path, to: theirs)
        XCTAssertEqual(r2.status, 0, "rsvg-convert failed on \(name).svg:\n\(r2.stderr)")
        return (try load(ours), try load(theirs))
    }

    /// At most 0.4% of pixels may differ visibly (anti-aliased edges), and little on average.
    func check(_ name: String) throws {
        let (a, b) = try renderPair(name)
        let r = try XCTUnwrap(difference(a, b), "\(name): sizes differ (\(a.width)x\(a.height) vs \(b.width)x\(b.height))")
        let allowed = a.width * a.height / 250
        if r.bad > allowed || r.mean > 1.5 {
            keepFailureFiles(["viewc", "rsvg"].map { tmp.appendingPathComponent("\(name)-\($0).png").path })
        }
        XCTAssertLessThanOrEqual(r.bad, allowed, "\(name): \(r.bad) pixels differ (allowed \(allowed)); mean difference \(r.mean)")
        XCTAssertLessThanOrEqual(r.mean, 1.5, "\(name): mean channel difference \(r.mean)")
    }

    func testEveryCaseHasBothFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.oracle.path)
        let views = Set(names.filter { $0.hasSuffix(".view") }.map { String($0.dropLast(5)) })
        let svgs = Set(names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        XCTAssertEqual(views, svgs)
        XCTAssertGreaterThanOrEqual(views.count, 15)
    }

    func testArcsInAllQuadrantsAndDirections() throws { try check("arcs-quadrants") }
    func testRoundedRectsWithOversizedRadii() throws { try check("rounded-rects") }
    func testDashesWithPhase() throws { try check("dashes") }
    func testJoinsCapsAndMiterLimit() throws { try check("joins-caps") }
    func testFillRules() throws { try check("fill-rules") }
    func testClips() throws { try check("clips") }
    func testNestedGroups() throws { try check("nested-groups") }
    func testGradients() throws { try check("gradients") }
    func testStrokeThenFill() throws { try check("stroke-then-fill") }
    func testSVGPathDataAndArcs() throws { try check("svg-arcs") }
    func testContextState() throws { try check("context-state") }
    func testGradientExtendOptions() throws { try check("gradient-extends") }
    func testShadows() throws { try check("shadows") }
    func testCurvesOvalsAndJoinedArcs() throws { try check("curves") }
    func testBlendModes() throws { try check("blend-modes") }

    /// Our own SVG (through rsvg-convert) and PDF (through pdftoppm) look like our PNG for
    /// every case: the vector formats carry the same drawing.
    func testOurSVGAndPDFMatchOurPNG() throws {
        try Tools.require("rsvg-convert")
        try Tools.require("pdftoppm")
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.oracle.path).filter { $0.hasSuffix(".view") }.sorted()
        for file in names {
            let name = String(file.dropLast(5))
            let base = tmp.appendingPathComponent(name).path
            let r = try Tools.run(Tools.viewc, [Paths.oracle.appendingPathComponent(file).path, "-o", base + ".png", "-o", base + ".svg", "-o", base + ".pdf"])
            XCTAssertEqual(r.status, 0, r.stderr)
            try Rasterise.svg(base + ".svg", to: base + "-svg.png")
            try Rasterise.pdf(base + ".pdf", toPrefix: base + "-pdf")
            let png = try load(base + ".png")
            for other in ["-svg.png", "-pdf.png"] {
                let img = try load(base + other)
                let r = try XCTUnwrap(difference(png, img), "\(name)\(other): size")
                XCTAssertLessThanOrEqual(r.bad, png.width * png.height / 250, "\(name)\(other): \(r.bad) pixels differ from our PNG")
                // Poppler steps smooth shadings a little differently from cairo's image backend.
                let meanLimit = other == "-pdf.png" ? 2.5 : 1.5
                XCTAssertLessThanOrEqual(r.mean, meanLimit, "\(name)\(other): mean difference \(r.mean)")
            }
        }
    }

    /// The comparison can fail: images of different sizes do not compare, and the
    /// fill-then-stroke version of stroke-then-fill does not pass for its SVG.
    func testComparisonCatchesADifferentDrawing() throws {
        let (a, _) = try renderPair("arcs-quadrants")
        let (_, d) = try renderPair("stroke-then-fill")
        XCTAssertNil(difference(a, d), "different sizes must not compare")
        // Same size, different drawing: the fill-first version of stroke-then-fill.
        let flip = tmp.appendingPathComponent("flip.view")
        let text = try String(contentsOf: Paths.oracle.appendingPathComponent("stroke-then-fill.view"), encoding: .utf8)
            .replacingOccurrences(of: "        stroke(.red)\n        fill(.green)", with: "        fill(.green)\n        stroke(.red)")
        try text.write(to: flip, atomically: true, encoding: .utf8)
        let out = flip.path + ".png"
        let r0 = try Tools.run(Tools.viewc, [flip.path, "-o", out])
        XCTAssertEqual(r0.status, 0, r0.stderr)
        let flipped = try load(out)
        let r = try XCTUnwrap(difference(flipped, d))
        XCTAssertGreaterThan(r.bad, flipped.width * flipped.height / 250, "fill-then-stroke must not pass for stroke-then-fill")
    }

    /// A shadow is a real Gaussian blur in PNG (a soft ramp, offset down and right) and an
    /// embedded image in SVG, with a warning naming the line.
    func testShadowIsABlurInPNGAndAnImageInSVG() throws {
        let file = tmp.appendingPathComponent("shadow.view")
        try """
        canvas(width: 100, height: 100) {
            backgroundColor: white
            group {
                shadow: Shadow(offset: Size(10, 10), blur: 8, color: .black)
                path { rect(Rect(20, 20, 40, 40)); fill(.white) }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let png = file.path + ".png", svg = file.path + ".svg"
        let r = try Tools.run(Tools.viewc, [file.path, "-o", png, "-o", svg])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("/shadow.view:3:5: warning: SVG has no blur: this shadow is embedded as an image"), r.stderr)
        // Asked for SVG and PDF (twice), the shadow is named once, with both formats.
        let both = try Tools.run(Tools.viewc, [file.path, "-o", file.path + ".pdf", "-o", svg, "-o", file.path + "-2.pdf"])
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertEqual(both.stderr.components(separatedBy: "warning:").count - 1, 1, both.stderr)
        XCTAssertTrue(both.stderr.contains("warning: SVG and PDF have no blur: this shadow is embedded as an image"), both.stderr)
        // A sharp shadow is embedded too (cairo places a recording's mask wrongly in SVG and
        // PDF), and says so without blaming a blur it does not have.
        let sharp = file.deletingLastPathComponent().appendingPathComponent("sharp.view")
        try String(decoding: try Data(contentsOf: file), as: UTF8.self).replacingOccurrences(of: "blur: 8", with: "blur: 0")
            .write(to: sharp, atomically: true, encoding: .utf8)
        let s = try Tools.run(Tools.viewc, [sharp.path, "-o", sharp.path + ".svg", "-o", sharp.path + ".pdf"])
        XCTAssertEqual(s.status, 0, s.stderr)
        XCTAssertTrue(s.stderr.contains("/sharp.view:3:5: warning: this sharp shadow is embedded in the SVG and PDF as an image"), s.stderr)
        XCTAssertFalse(s.stderr.contains("no blur"), s.stderr)
        let img = try load(png)
        func gray(_ x: Int, _ y: Int) -> Int { Int(img[x, y].r) }
        // Inside the white square: white. Under its offset copy, away from the edges: dark.
        XCTAssertEqual(gray(40, 40), 255)
        XCTAssertLessThan(gray(63, 50), 40)
        // Along the shadow's right edge (x = 70) the blur makes a ramp, not a step.
        let ramp = [62, 66, 70, 74, 78].map { gray($0, 50) }
        XCTAssertEqual(ramp, ramp.sorted(), "lighter outwards: \(ramp)")
        XCTAssertGreaterThan(gray(70, 50), 60)
        XCTAssertLessThan(gray(70, 50), 200)
        XCTAssertLessThan(gray(74, 50), 255)
        // No shadow up and left of the square.
        XCTAssertEqual(gray(15, 15), 255)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(text.contains("<image"))
    }
}
