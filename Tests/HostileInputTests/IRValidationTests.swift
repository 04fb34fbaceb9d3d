// The IR's last check before the backend (DrawIR/Validation.swift): every number cairo gets is
// finite and within what cairo's fixed point and PDF's numbers hold, with an error at the
// item's source; a label's noncharacters are replaced with a warning at the label; values at
// the limits still make files that independent tools accept.

import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import ViewcKit
import XCTest

final class IRValidationTests: XCTestCase {
    /// The first line of each diagnostic the driver's lowering reports for `text` (after an
    /// evaluation that must succeed).
    func checks(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertFalse(c.hasErrors, c.diagnostics.map(\.rendered).joined(), file: file, line: line)
        guard let doc = c.document else { return [] }
        return Driver.lower(doc).diagnostics.map(\.headline)
    }

    /// `t.view:L:C` of the first occurrence of `marker` in `text` (columns in scalars, from 1).
    func place(_ marker: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        for (i, l) in lines.enumerated() {
            if let r = l.range(of: marker) { return "t.view:\(i + 1):\(l.unicodeScalars[..<r.lowerBound].count + 1)" }
        }
        XCTFail("no \(marker) in the text")
        return ""
    }

    /// A gradient end point of 1e19 would make a PDF that qpdf rejects: it is an error at the
    /// gradient, nothing is written, and 1e6 (the limit) is fine.
    func testAGradientPointBeyondTheLimitIsAnErrorAtTheGradient() throws {
        let dir = scratch(self)
        func drawing(_ x: String) -> String {
            """
            canvas(width: 100, height: 100) {
                let g = Gradient(colors: [.red, .blue])
                group {
                    path { rect(Rect(0, 0, 100, 100)); addClip() }
                    drawLinearGradient(g, start: Point(0, 0), end: Point(\(x), 0))
                }
            }
            """
        }
        put(drawing("1e19"), dir + "/g.view")
        let bad = try viewc(["g.view", "-o", "g.pdf", "-o", "g.svg", "-o", "g.png"], cwd: dir)
        report("gradient end point 1e19", bad)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, """
            g.view:5:9: error: this gradient's end point (1e+19, 0) is beyond the ±1000000 points a drawing can place
                    drawLinearGradient(g, start: Point(0, 0), end: Point(1e19, 0))
                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
        for f in ["g.pdf", "g.svg", "g.png"] { XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/" + f), f) }

        put(drawing("1000000"), dir + "/ok.view")
        let ok = try viewc(["ok.view", "-o", "ok.pdf"], cwd: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let qpdf = try runCommand(try tool("qpdf"), ["--check", dir + "/ok.pdf"])
        XCTAssertEqual(qpdf.status, 0, qpdf.stdout + qpdf.stderr)

        // ViewcKit goes through the same check.
        let kit = ViewCompiler.compile(source: drawing("1e19"), path: "g.view", directory: dir, formats: [.pdf])
        XCTAssertFalse(kit.succeeded)
        XCTAssertEqual(kit.diagnostics.first.map { "\($0.line ?? 0):\($0.column ?? 0)" }, "5:9")
        XCTAssertTrue(kit.outputs.isEmpty)
    }

    /// Each kind of number that reaches cairo, out of range: one error, at the construct that
    /// made it (found in the text by the test, not copied from viewc's output).
    func testEveryKindOfNumberIsCheckedWhereItWasWritten() {
        let cases: [(body: String, marker: String, message: String)] = [
            ("path { move(to: Point(10, 10)); line(to: Point(90, 90)); lineWidth: 1e300; stroke(.red) }", "stroke(",
             "this stroke's line width (1e+300) is more than the 1000000 points a drawing can use"),
            ("path { move(to: Point(10, 10)); line(to: Point(90, 90)); lineWidth: 2; dash: [1e300, 1]; stroke(.red) }", "stroke(",
             "a dash length (1e+300) is more than the 1000000 points a drawing can use"),
            ("path { move(to: Point(10, 10)); line(to: Point(90, 90)); miterLimit: 1e300; stroke(.red) }", "stroke(",
             "a miter limit must be from 0 to 1000000, not 1e+300"),
            ("drawRadialGradient(Gradient(colors: [.white, .blue]), startCenter: Point(50, 50), startRadius: 0, endCenter: Point(50, 50), endRadius: 1e300)",
             "drawRadialGradient", "this gradient's end radius (1e+300) is more than the 1000000 points a drawing can use"),
            ("drawLinearGradient(Gradient(colors: [.white, .blue]), start: Point(-2000000, 0), end: Point(50, 50))",
             "drawLinearGradient", "this gradient's start point (-2000000, 0) is beyond the ±1000000 points a drawing can place"),
            ("group { shadow: Shadow(offset: Size(1e300, 0), blur: 3); path { rect(Rect(10, 10, 50, 50)); fill(.red) } }", "group",
             "a shadow's offset must be within ±1000000 points (and ±2000000 on the page), not 1e+300"),
            ("view { frame: Rect(10, 10, 50, 50); backgroundColor: .red; layer.shadowOpacity: 1; layer.shadowOffset: Size(3000000, 0) }", "view",
             "a shadow's offset must be within ±1000000 points (and ±2000000 on the page), not 3000000"),
            // Within the user-space limit, but 2.1 million points from the page's origin once the
            // view's position is added: beyond cairo's fixed point at scale 3.
            ("view { frame: Rect(1500000, 0, 10, 10); path { move(to: Point(600000, 0)); line(to: Point(600001, 1)); stroke(.red) } }",
             "stroke(", "this path reaches (2100000, 0) on the page (with its line width), beyond the ±2000000 points cairo can draw"),
            ("view { frame: Rect(1500000, 0, 10, 10); drawLinearGradient(Gradient(colors: [.white, .blue]), start: Point(0, 0), end: Point(600000, 0)) }",
             "drawLinearGradient", "this gradient's end point is at (2100000, 0) on the page, beyond the ±2000000 points cairo can draw"),
            // Two scales of 1e5, each allowed, are 1e10 together: more than a PDF number holds.
            ("view { frame: Rect(0, 0, 100, 100); transform: scale(100000)\n view { frame: Rect(50, 50, 0.001, 0.001); transform: scale(100000); backgroundColor: .red } }",
             "view { frame: Rect(50", "this transform, combined with the ones around it, is too large to draw: 10000000000 is beyond ±1e9"),
            // The box ends inside the limit, but its glyphs may reach a font size (17) past it.
            ("label { frame: Rect(1999950, 0, 40, 20); text: \"far\" }", "label",
             "this label reaches (1999990, 0) on the page, beyond the ±2000000 points cairo can draw"),
        ]
        for c in cases {
            let text = "canvas(width: 100, height: 100) {\n    \(c.body)\n}\n"
            XCTAssertEqual(checks(text), ["\(place(c.marker, in: text)): error: \(c.message)"], c.body)
        }
    }

    /// One error per place: a loop drawing a bad path a thousand times reports it once.
    func testAMistakeInALoopIsReportedOnce() {
        let text = """
            canvas(width: 100, height: 100) {
                for i in 0..<1000 {
                    view { frame: Rect(1500000 + i, 0, 10, 10); path { move(to: Point(600000, 0)); line(to: Point(600001, 1)); fill(.red) } }
                }
            }
            """
        let found = checks(text)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("\(place("fill(", in: text)): error: this path reaches (2100000, 0) on the page") ?? false, "\(found)")
    }

    /// The noncharacters are exactly Unicode's 66: U+FDD0…U+FDEF and the last two code points
    /// of each of the 17 planes.
    func testTheNoncharactersAreUnicodesSixtySix() {
        var expected = Set<UInt32>(0xFDD0...0xFDEF)
        for plane in UInt32(0)...16 { expected.insert(plane << 16 | 0xFFFE); expected.insert(plane << 16 | 0xFFFF) }
        XCTAssertEqual(expected.count, 66)
        var found = Set<UInt32>()
        for v in UInt32(0)...0x10FFFF {
            if let u = Unicode.Scalar(v), IRValidator.isNoncharacter(u) { found.insert(v) }
        }
        XCTAssertEqual(found, expected)
        XCTAssertEqual(IRValidator.replacingNoncharacters("a\u{FFFE}b\u{10FFFF}").text, "a\u{FFFD}b\u{FFFD}")
        XCTAssertNil(IRValidator.replacingNoncharacters("a\u{FFFD}b\u{FFFC}").first)
    }

    /// Label text with noncharacters, which cairo's PDF writer refuses (a UTF-8 error "at line
    /// 1"): a warning at the label, U+FFFD drawn in their place, and every output valid (qpdf,
    /// xmllint) with the text found in the PDF and the SVG.
    func testNoncharactersInALabelAreReplacedWithAWarningAtTheLabel() throws {
        let dir = scratch(self)
        let text = """
            canvas(width: 200, height: 60) {
                backgroundColor: white
                label {
                    frame: Rect(0, 0, 200, 60)
                    text: "a\\u{FFFE}b\\u{FFFF}c\\u{FDD0}d\\u{FDEF}e\\u{1FFFE}f\\u{10FFFF}g"
                }
            }
            """
        put(text, dir + "/n.view")
        let o = try viewc(["n.view", "-o", "n.pdf", "-o", "n.svg", "-o", "n.png"], cwd: dir)
        report("noncharacters in a label", o)
        XCTAssertEqual(o.status, 0, o.stderr)
        let warning = "n.view:3:5: warning: this text holds U+FFFE, a Unicode noncharacter that PDF text and SVG cannot carry; it is drawn as U+FFFD (�)"
        XCTAssertEqual(o.stderr.components(separatedBy: "\n").filter { $0.contains("warning:") }, [warning], "once, at the label")
        let qpdf = try runCommand(try tool("qpdf"), ["--check", dir + "/n.pdf"])
        XCTAssertEqual(qpdf.status, 0, qpdf.stdout + qpdf.stderr)
        let pdfText = try runCommand(try tool("pdftotext"), [dir + "/n.pdf", "-"])
        XCTAssertEqual(pdfText.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g")
        let xml = try runCommand(try tool("xmllint"), ["--noout", dir + "/n.svg"])
        XCTAssertEqual(xml.status, 0, xml.stderr)
        let svg = String(decoding: contents(dir + "/n.svg") ?? [], as: UTF8.self)
        XCTAssertTrue(svg.contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g"), "the searchable text")
        XCTAssertNotNil(pixel(dir + "/n.png", 0, 0))

        // As an error with --warnings-as-errors: exit 1, nothing written.
        let strict = try viewc(["n.view", "-o", "strict.pdf", "--warnings-as-errors"], cwd: dir)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("n.view:3:5: error: this text holds U+FFFE"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/strict.pdf"))

        // `dump ir` prints the IR the renderers are given: mended, with the same warning.
        let dump = try viewc(["dump", "ir", "n.view"], cwd: dir)
        XCTAssertEqual(dump.status, 0, dump.stderr)
        XCTAssertEqual(dump.stderr.components(separatedBy: "\n").filter { $0.contains("warning:") }, [warning])
        XCTAssertTrue(dump.stdout.contains("a\u{FFFD}b\u{FFFD}c"), dump.stdout)
        XCTAssertFalse(dump.stdout.contains("\u{FFFE}"), "no noncharacter is dumped")
    }

    /// Values at the limits make files every independent tool accepts.
    func testValuesAtTheLimitsMakeValidFiles() throws {
        let dir = scratch(self)
        put("""
            canvas(width: 120, height: 120) {
                backgroundColor: white
                group {
                    path { rect(Rect(0, 0, 120, 60)); addClip() }
                    drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(-1000000, 0), end: Point(1000000, 1000000), options: [.drawsAfterEndLocation])
                }
                drawRadialGradient(Gradient(colors: [.white, .blue]), startCenter: Point(60, 90), startRadius: 0, endCenter: Point(60, 90), endRadius: 1000000)
                path { move(to: Point(-1000000, 60)); line(to: Point(1000000, 60)); lineWidth: 2; dash: [1000000, 1]; miterLimit: 1000000; stroke(.green) }
                view { frame: Rect(0, 0, 120, 120); transform: scale(1000); view { frame: Rect(60, 60, 0.01, 0.01); transform: scale(0.001); backgroundColor: .black } }
                group { shadow: Shadow(offset: Size(1000000, 1000000), blur: 4); path { rect(Rect(10, 10, 20, 20)); fill(.red) } }
            }
            """, dir + "/edge.view")
        let o = try viewc(["edge.view", "-o", "edge.pdf", "-o", "edge.svg", "-o", "edge.png", "-o", "edge@3x.png"], cwd: dir)
        report("values at the limits", o)
        XCTAssertEqual(o.status, 0, o.stderr)
        let qpdf = try runCommand(try tool("qpdf"), ["--check", dir + "/edge.pdf"])
        XCTAssertEqual(qpdf.status, 0, qpdf.stdout + qpdf.stderr)
        let xml = try runCommand(try tool("xmllint"), ["--noout", dir + "/edge.svg"])
        XCTAssertEqual(xml.status, 0, xml.stderr)
        let poppler = try runCommand(try tool("pdftoppm"), ["-r", "72", "-png", dir + "/edge.pdf", dir + "/edge-pdf"])
        XCTAssertEqual(poppler.status, 0, poppler.stderr)
        XCTAssertTrue(poppler.stderr.isEmpty, poppler.stderr)
        // The line from (-1e6, 60) to (1e6, 60) crosses the page's centre: green there.
        guard let p = pixel(dir + "/edge.png", 60, 60) else { return XCTFail("no PNG") }
        XCTAssertTrue(p.g > 100 && p.r < 60, "\(p)")
    }

    /// A gradient extended past one end only, under a transform that scales by 100: the
    /// half-plane that cuts the other side must not be a fixed size in points (1e5 points are
    /// 1e7 device units here, past cairo's fixed point, which wraps and paints the wrong side).
    /// The scaled drawing matches the unscaled one, pixel for pixel at the checked points.
    func testOneSidedGradientsUnderAScaledTransformPaintTheRightSide() throws {
        let dir = scratch(self)
        func drawing(_ k: Double, _ paint: String) -> String {
            let u = 100 / k
            return """
                canvas(width: 100, height: 100) {
                    backgroundColor: white
                    group {
                        transform: scale(\(k))
                        path { rect(Rect(0, 0, \(u), \(u))); addClip() }
                        \(paint.replacingOccurrences(of: "U", with: "\(u / 100)"))
                    }
                }
                """
        }
        let linear = "drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(20 * U, 50 * U), end: Point(80 * U, 50 * U), options: [.drawsBeforeStartLocation])"
        let radial = "drawRadialGradient(Gradient(colors: [.red, .blue]), startCenter: Point(40 * U, 50 * U), startRadius: 5 * U, endCenter: Point(50 * U, 50 * U), endRadius: 30 * U, options: [.drawsAfterEndLocation])"
        for (name, paint) in [("linear", linear), ("radial", radial)] {
            for k in [1.0, 100.0] { put(drawing(k, paint), dir + "/\(name)\(Int(k)).view") }
            for k in [1, 100] {
                let o = try viewc(["\(name)\(k).view", "-o", "\(name)\(k).png"], cwd: dir)
                XCTAssertEqual(o.status, 0, o.stderr)
            }
            for x in stride(from: 2, to: 100, by: 7) {
                let a = pixel(dir + "/\(name)1.png", x, 50), b = pixel(dir + "/\(name)100.png", x, 50)
                XCTAssertNotNil(a)
                XCTAssertTrue(a.map { a in b.map { abs(a.r - $0.r) <= 3 && abs(a.g - $0.g) <= 3 && abs(a.b - $0.b) <= 3 } ?? false } ?? false,
                              "\(name) at x=\(x): \(String(describing: a)) unscaled, \(String(describing: b)) scaled")
            }
        }
        // And the unscaled linear one is what Core Graphics draws: red before the start, the
        // gradient, nothing (white) past the end.
        XCTAssertEqual(pixel(dir + "/linear1.png", 5, 50).map { [$0.r, $0.g, $0.b] }, [255, 0, 0])
        XCTAssertEqual(pixel(dir + "/linear1.png", 90, 50).map { [$0.r, $0.g, $0.b] }, [255, 255, 255])
    }

    /// cairo draws an image or a pattern through the inverse of its mapping to the page, which
    /// must stay within ±1e9 as every transform entry does: an image pixel shrunk more than
    /// 1e9 times (an image view 1e-308 points high stopped viewc inside cairo) is an error at
    /// the image, or at the stroke of a pattern, and nothing is written; within it, all three
    /// formats are written.
    func testAnImageOrPatternShrunkMoreThanTheTransformLimitIsAnErrorAtItsPlace() throws {
        let dir = scratch(self)
        // A 2×2-pixel image, made by viewc.
        put("canvas(width: 2, height: 2) { backgroundColor: .systemBlue }", dir + "/px.view")
        XCTAssertEqual(try viewc(["px.view", "-o", "px.png"], cwd: dir).status, 0)
        let pixels = 2.0, limit = 1e9
        // A height of h points gives each pixel h / 2: its inverse, 2 / h, against the limit.
        let within = pixels / limit * 2, beyond = pixels / limit / 2
        func image(_ h: Double) -> String {
            "canvas(width: 100, height: 100) {\n    image { name: \"px.png\"; frame: Rect(0, 0, 100, \(h)) }\n}\n"
        }
        put(image(within), dir + "/ok.view")
        let ok = try viewc(["ok.view", "-o", "ok.svg", "-o", "ok.pdf", "-o", "ok.png"], cwd: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        for h in [beyond, 1e-308] {
            put(image(h), dir + "/bad.view")
            let bad = try viewc(["bad.view", "-o", "bad.svg", "-o", "bad.pdf", "-o", "bad.png"], cwd: dir)
            report("image \(h) points high", bad)
            XCTAssertNil(bad.signal, bad.stderr)
            XCTAssertEqual(bad.status, 1)
            XCTAssertTrue(bad.stderr.hasPrefix("bad.view:2:5: error: this image is squashed too flat to draw: drawn 100×\(String(format: "%g", h)) points, its pixels shrink more than 1e9 times on the page"), bad.stderr)
            for f in ["bad.svg", "bad.pdf", "bad.png"] { XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/" + f), f) }
        }
        // A pattern's tiles are fixed in the view's base space (Quartz's pattern space): a
        // group squashed past the limit does not squash them, so the stroke compiles; under
        // 5e-324 (the least Double) the base space is not reached from the group's at all.
        for scale in [1 / limit / 2, Double.leastNonzeroMagnitude] {
            let text = """
                canvas(width: 100, height: 100) {
                    group {
                        transform: scale(1, \(scale))
                        path { rect(Rect(0, 0, 100, 100)); stroke(UIColor(patternImage: "px.png")) }
                    }
                }
                """
            put(text, dir + "/pat.view")
            let bad = try viewc(["pat.view", "-o", "pat.svg", "-o", "pat.pdf", "-o", "pat.png"], cwd: dir)
            report("pattern under scale(1, \(scale))", bad)
            XCTAssertNil(bad.signal, bad.stderr)
            if scale > 0 && 1 / scale < .infinity {
                XCTAssertEqual(bad.status, 0, bad.stderr)
                continue
            }
            XCTAssertTrue(bad.stderr.hasPrefix("\(place("stroke(", in: text).replacingOccurrences(of: "t.view", with: "pat.view")):"), bad.stderr)
            XCTAssertTrue(bad.stderr.contains("error: a pattern's transform must be finite and invertible"), bad.stderr)
        }
    }
}
