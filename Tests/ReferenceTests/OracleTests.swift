// The independent oracle: each case in Oracle/ is a .view file and a hand-written SVG that
// says the same thing. The SVG is rendered by rsvg-convert (librsvg: its own SVG parser,
// arc conversion, dashing and clipping rules), the .view by viewc; the two PNGs must agree
// within a small tolerance for anti-aliasing. A failing case leaves both PNGs and a diff in
// Tests/ReferenceTests/failures/.

import CCairo
import Foundation
import XCTest

/// A decoded PNG: straight RGBA bytes, row by row.
struct OraclePNG {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    static func load(_ path: String) -> OraclePNG? {
        guard let s = cairo_image_surface_create_from_png(path), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(s) }
        // Flatten onto white, so that transparent and white compare equal.
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        guard let flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(flat) }
        let cr = cairo_create(flat)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(flat)
        let stride = Int(cairo_image_surface_get_stride(flat))
        guard let d = cairo_image_surface_get_data(flat) else { return nil }
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = y * stride + x * 4, q = (y * w + x) * 4
                out[q] = d[p + 2]; out[q + 1] = d[p + 1]; out[q + 2] = d[p]   // BGRx in memory
            }
        }
        return OraclePNG(width: w, height: h, rgba: out)
    }

    /// Pixels whose largest channel difference exceeds `threshold`, and the mean difference.
    static func compare(_ a: OraclePNG, _ b: OraclePNG, threshold: Int = 48) -> (bad: Int, mean: Double)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var bad = 0, total = 0
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            var m = 0
            for c in 0..<3 { m = max(m, abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))) }
            if m > threshold { bad += 1 }
            total += m
        }
        return (bad, Double(total) / Double(a.width * a.height))
    }
}

final class OracleTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let oracle = here.appendingPathComponent("Oracle")
    static let failures = here.appendingPathComponent("failures")

    var viewc: String {
        ProcessInfo.processInfo.environment["VIEWC_BIN"]
            ?? Self.here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/viewc").path
    }

    func run(_ exe: String, _ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = err
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Renders `name`.view with viewc and `svgName`.svg with rsvg-convert; returns both images.
    func renderPair(_ name: String, svgName: String? = nil) throws -> (OraclePNG, OraclePNG) {
        let rsvg = try XCTUnwrap(which("rsvg-convert"), "rsvg-convert is needed for the oracle tests")
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let ours = tmp.appendingPathComponent("\(name)-viewc.png").path
        let theirs = tmp.appendingPathComponent("\(svgName ?? name)-rsvg.png").path
        let (s1, o1) = try run(viewc, [Self.oracle.appendingPathComponent("\(name).view").path, "-o", ours])
        XCTAssertEqual(s1, 0, "viewc failed on \(name).view:\n\(o1)")
        let (s2, o2) = try run(rsvg, [Self.oracle.appendingPathComponent("\(svgName ?? name).svg").path, "-o", theirs])
        XCTAssertEqual(s2, 0, "rsvg-convert failed on \(name).svg:\n\(o2)")
        return (try XCTUnwrap(OraclePNG.load(ours)), try XCTUnwrap(OraclePNG.load(theirs)))
    }

    /// At most 0.4% of pixels may differ visibly (anti-aliased edges), and little on average.
    func check(_ name: String) throws {
        let (a, b) = try renderPair(name)
        let r = try XCTUnwrap(OraclePNG.compare(a, b), "\(name): sizes differ (\(a.width)x\(a.height) vs \(b.width)x\(b.height))")
        let allowed = a.width * a.height / 250
        if r.bad > allowed || r.mean > 1.5 {
            try? FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
            let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(getpid())")
            for suffix in ["viewc", "rsvg"] {
                let src = tmp.appendingPathComponent("\(name)-\(suffix).png")
                let dst = Self.failures.appendingPathComponent("\(name)-\(suffix).png")
                try? FileManager.default.removeItem(at: dst)
                try? FileManager.default.copyItem(at: src, to: dst)
            }
        }
        XCTAssertLessThanOrEqual(r.bad, allowed, "\(name): \(r.bad) pixels differ (allowed \(allowed)); mean difference \(r.mean)")
        XCTAssertLessThanOrEqual(r.mean, 1.5, "\(name): mean channel difference \(r.mean)")
    }

    func testEveryCaseHasBothFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.oracle.path)
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
        let rsvg = try XCTUnwrap(which("rsvg-convert"))
        let pdftoppm = try XCTUnwrap(which("pdftoppm"))
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(getpid())-formats")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.oracle.path).filter { $0.hasSuffix(".view") }.sorted()
        for file in names {
            let name = String(file.dropLast(5))
            let base = tmp.appendingPathComponent(name).path
            let (s, o) = try run(viewc, [Self.oracle.appendingPathComponent(file).path, "-o", base + ".png", "-o", base + ".svg", "-o", base + ".pdf"])
            XCTAssertEqual(s, 0, o)
            _ = try run(rsvg, [base + ".svg", "-o", base + "-svg.png"])
            _ = try run(pdftoppm, ["-png", "-r", "72", "-singlefile", base + ".pdf", base + "-pdf"])
            let png = try XCTUnwrap(OraclePNG.load(base + ".png"))
            for other in ["-svg.png", "-pdf.png"] {
                let img = try XCTUnwrap(OraclePNG.load(base + other), "\(name)\(other)")
                let r = try XCTUnwrap(OraclePNG.compare(png, img), "\(name)\(other): size")
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
        XCTAssertNil(OraclePNG.compare(a, d), "different sizes must not compare")
        // Same size, different drawing: the fill-first version of stroke-then-fill.
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(getpid())-flip.view")
        let text = try String(contentsOf: Self.oracle.appendingPathComponent("stroke-then-fill.view"), encoding: .utf8)
            .replacingOccurrences(of: "        stroke(.red)\n        fill(.green)", with: "        fill(.green)\n        stroke(.red)")
        try text.write(to: tmp, atomically: true, encoding: .utf8)
        let out = tmp.path + ".png"
        let (s, o) = try run(viewc, [tmp.path, "-o", out])
        XCTAssertEqual(s, 0, o)
        let flipped = try XCTUnwrap(OraclePNG.load(out))
        let r = try XCTUnwrap(OraclePNG.compare(flipped, d))
        XCTAssertGreaterThan(r.bad, flipped.width * flipped.height / 250, "fill-then-stroke must not pass for stroke-then-fill")
    }

    /// A shadow is a real Gaussian blur in PNG (a soft ramp, offset down and right) and an
    /// embedded image in SVG, with a warning naming the line.
    func testShadowIsABlurInPNGAndAnImageInSVG() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(getpid())-shadow.view")
        try """
        canvas(width: 100, height: 100) {
            backgroundColor: white
            group {
                shadow: Shadow(offset: Size(10, 10), blur: 8, color: .black)
                path { rect(Rect(20, 20, 40, 40)); fill(.white) }
            }
        }
        """.write(to: tmp, atomically: true, encoding: .utf8)
        let png = tmp.path + ".png", svg = tmp.path + ".svg"
        let (s, o) = try run(viewc, [tmp.path, "-o", png, "-o", svg])
        XCTAssertEqual(s, 0, o)
        XCTAssertTrue(o.contains("-shadow.view:3:5: warning: SVG has no blur: this shadow is embedded as an image"), o)
        let img = try XCTUnwrap(OraclePNG.load(png))
        func gray(_ x: Int, _ y: Int) -> Int { Int(img.rgba[(y * img.width + x) * 4]) }
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
