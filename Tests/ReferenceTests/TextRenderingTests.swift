// Text end to end: a label's IR op, its pixels (where the ink lands for each alignment and
// line limit), what was measured agreeing with what is drawn, the three formats agreeing with
// each other, and byte-for-byte determinism of text output.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import XCTest

/// Text in the three formats. Our PNG fills the glyph outlines at their exact positions, as
/// rsvg-convert does with the SVG's glyph symbols (both with cairo), so they agree almost to
/// the level: measured on samples/labels.view and samples/cards.view (Debian 12: librsvg 2.54,
/// poppler 22.12, cairo 1.16), no pixel off by more than 13 levels. pdftoppm draws the
/// embedded font with its own (hinted) FreeType rasteriser, which moves stems by up to a pixel:
/// 4.4 % of the labels sample's pixels (1.1 % of the cards') differ by more than 32 levels,
/// all at glyph edges. The bounds: 0.5 % for the SVG, 5.5 % for the PDF; the same labels moved
/// by 3 points differ on 6.0 % (SVG) and 7.4 % (PDF) of the pixels, and fail both.
let textSVGTolerance = Tolerance(channel: 32, share: 0.005)
let textPDFTolerance = Tolerance(channel: 32, share: 0.055)

final class TextRenderingTests: XCTestCase {
    /// The box of pixels darker than `threshold` (ink on a white page), in pixels.
    func inkBox(_ img: RGBAImage, in r: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, threshold: Int = 160) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let area = r ?? (0, 0, img.width, img.height)
        var box: (Int, Int, Int, Int)? = nil
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let p = img[x, y]
                guard (Int(p.r) + Int(p.g) + Int(p.b)) / 3 < threshold else { continue }
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    func png(_ text: String, scale: Int = 1) throws -> RGBAImage {
        try decodePNG(try Render.bytes(try Render.ir(text: text), .png, scale: scale)).overWhite
    }

    // MARK: IR

    func testALabelLowersToOneTextOpAfterItsBackground() throws {
        let ir = try Render.ir(text: """
            canvas(width: 200, height: 100) {
                label {
                    frame: Rect(10, 20, 0, 0)
                    text: "A\\n♠"
                    font: .title3
                    textColor: .systemRed
                    textAlignment: .center
                    numberOfLines: 0
                    backgroundColor: .white
                    sizeToFit()
                    view { frame: Rect(0, 0, 5, 5) }
                }
            }
            """)
        let lines = IRPrinter.print(ir).split(separator: "\n").map(String.init)
        let label = try XCTUnwrap(lines.firstIndex { $0.contains("text \"A\\n♠\"") }, IRPrinter.print(ir))
        // 20 points of DejaVu Sans: two lines of 23.28, the wider line ("♠", 17.2) rounded up.
        XCTAssertEqual(lines[label], "      text \"A\\n♠\" font=\"DejaVu Sans\" 20 regular color=#ff3b30 align=center box=0 0 18 47 wrap=18 lines=0  @2:5")
        XCTAssertTrue(lines[label - 1].contains("fill #ffffff"), "the background comes first")
        XCTAssertTrue(lines[label + 1].hasPrefix("      save"), "then the subviews")
        // Nothing for empty text, a clear color or empty bounds.
        for body in ["text: \"\"; frame: Rect(0, 0, 50, 50)", "text: \"a\"; textColor: .clear; frame: Rect(0, 0, 50, 50)", "text: \"a\""] {
            let ir = try Render.ir(text: "canvas(width: 100, height: 100) {\n label { \(body) }\n}\n")
            XCTAssertFalse(IRPrinter.print(ir).contains("text "), body)
        }
    }

    // MARK: pixels

    func testTextInkStaysInsideTheLabelAndCentersVertically() throws {
        let img = try png("""
            canvas(width: 300, height: 200) {
                backgroundColor: .white
                label { frame: Rect(40, 50, 200, 100); text: "Hxg"; font: .largeTitle }
            }
            """)
        let ink = try XCTUnwrap(inkBox(img))
        XCTAssertGreaterThanOrEqual(ink.minX, 40)
        XCTAssertLessThan(ink.maxX, 240)
        XCTAssertGreaterThanOrEqual(ink.minY, 50)
        XCTAssertLessThan(ink.maxY, 150)
        // Left aligned (natural): the H starts at the label's left edge (its side bearing, 3 px).
        XCTAssertLessThanOrEqual(ink.minX - 40, 4)
        // One line of 39.58 centred in 100: the line box starts 30.2 below the top; H's top is
        // 25 below the line's top at 34 points (ascent 31.55 - cap height 24.9), g's descender
        // ends ~7.5 below the baseline.
        XCTAssertEqual(ink.minY, 50 + 30 + 6, accuracy: 2)
        XCTAssertEqual(ink.maxY, 50 + 30 + 31 + 7, accuracy: 2)
    }

    func testAlignmentPlacesTheInk() throws {
        let img = try png("""
            canvas(width: 300, height: 150) {
                backgroundColor: .white
                label { frame: Rect(0, 0, 300, 50); text: "Centered text"; textAlignment: .center }
                label { frame: Rect(0, 50, 300, 50); text: "Right"; textAlignment: .right }
                label { frame: Rect(0, 100, 300, 50); text: "Left"; textAlignment: .left }
            }
            """)
        let c = try XCTUnwrap(inkBox(img, in: (0, 0, 300, 50)))
        // Centred: the margins on both sides agree within the glyphs' side bearings (2 px).
        XCTAssertEqual(Double(c.minX), Double(299 - c.maxX), accuracy: 2, "\(c)")
        let r = try XCTUnwrap(inkBox(img, in: (0, 50, 300, 100)))
        XCTAssertGreaterThan(r.minX, 200)
        XCTAssertGreaterThanOrEqual(r.maxX, 296)
        let l = try XCTUnwrap(inkBox(img, in: (0, 100, 300, 150)))
        XCTAssertLessThanOrEqual(l.minX, 3)
        XCTAssertLessThan(l.maxX, 60)
    }

    /// sizeToFit measures with the layout that draws: a fitted label holds its text exactly,
    /// and the ink fills it (up to the glyphs' side bearings and the line's leading).
    func testWhatIsMeasuredIsWhatIsDrawn() throws {
        for (text, font) in [("Hello, world", ".body"), ("Wide WWW", ".largeTitle"), ("tiny", ".caption2")] {
            let ir = try Render.ir(text: """
                canvas(width: 400, height: 100) {
                    backgroundColor: .white
                    label { frame: Rect(20, 20, 0, 0); text: "\(text)"; font: \(font); sizeToFit() }
                }
                """)
            guard case .text(let run)? = ir.pages[0].items.first(where: { if case .text = $0.op { return true }; return false })?.op else {
                return XCTFail("no text op")
            }
            let img = try decodePNG(try Render.bytes(ir, .png)).overWhite
            let ink = try XCTUnwrap(inkBox(img, threshold: 200))
            XCTAssertGreaterThanOrEqual(ink.minX, 20, text)
            XCTAssertLessThan(ink.maxX, 20 + Int(run.box.width), text)
            XCTAssertGreaterThan(Double(ink.maxX - ink.minX + 1), run.box.width - 6, "\(text): the ink fills the measured width")
            XCTAssertLessThan(ink.maxY, 20 + Int(run.box.height), text)
            // No "…": the text fit, so nothing was cut (the last letter's ink reaches the end).
            XCTAssertLessThanOrEqual(20 + Int(run.box.width) - ink.maxX, 4, text)
        }
    }

    func testWrappingAndTheLineLimitShowInThePixels() throws {
        let text = "one two three four five six seven eight nine ten"
        let img = try png("""
            canvas(width: 400, height: 300) {
                backgroundColor: .white
                label { frame: Rect(0, 0, 100, 0); text: "\(text)"; numberOfLines: 0; sizeToFit() }
                label { frame: Rect(200, 0, 100, 0); text: "\(text)"; numberOfLines: 2; sizeToFit() }
                label { frame: Rect(200, 200, 100, 20); text: "\(text)" }
            }
            """)
        let all = try XCTUnwrap(inkBox(img, in: (0, 0, 150, 300)))
        let two = try XCTUnwrap(inkBox(img, in: (150, 0, 400, 150)))
        let one = try XCTUnwrap(inkBox(img, in: (150, 150, 400, 300)))
        // Wrapped at 100 points: five lines or more (each 19.79 high), none past 100.
        XCTAssertGreaterThan(all.maxY - all.minY, 4 * 19)
        XCTAssertLessThan(all.maxX, 100)
        // Two lines at most.
        XCTAssertGreaterThan(two.maxY - two.minY, 19)
        XCTAssertLessThan(two.maxY - two.minY, 2 * 20)
        // One line, cut at the width with "…".
        XCTAssertLessThan(one.maxY - one.minY, 20)
        XCTAssertLessThan(one.maxX, 300)
    }

    /// Layout does not depend on the output scale: at scale 2 the ink is the scale-1 ink doubled.
    func testScaleDoublesTheSameLayout() throws {
        let src = "canvas(width: 200, height: 60) {\n backgroundColor: .white\n label { frame: Rect(10, 10, 180, 40); text: \"Scale me, please\"; textAlignment: .center }\n}\n"
        let a = try XCTUnwrap(inkBox(try png(src)))
        let b = try XCTUnwrap(inkBox(try png(src, scale: 2)))
        XCTAssertEqual(Double(b.minX), Double(a.minX) * 2, accuracy: 2.5)
        XCTAssertEqual(Double(b.maxX), Double(a.maxX) * 2, accuracy: 2.5)
        XCTAssertEqual(Double(b.minY), Double(a.minY) * 2, accuracy: 2.5)
        XCTAssertEqual(Double(b.maxY), Double(a.maxY) * 2, accuracy: 2.5)
    }

    // MARK: formats agree

    func rasterise(_ ir: IRDocument, _ name: String, _ dir: URL) throws -> (png: RGBAImage, svg: RGBAImage, pdf: RGBAImage) {
        let png = try decodePNG(try Render.bytes(ir, .png)).overWhite
        let svgURL = dir.appendingPathComponent("\(name).svg"), pdfURL = dir.appendingPathComponent("\(name).pdf")
        try write(try Render.bytes(ir, .svg), svgURL)
        try write(try Render.bytes(ir, .pdf), pdfURL)
        let fromSVG = dir.appendingPathComponent("\(name)-rsvg.png")
        let r1 = try Tools.run("rsvg-convert", [svgURL.path, "-o", fromSVG.path])
        XCTAssertEqual(r1.status, 0, r1.stderr)
        let prefix = dir.appendingPathComponent("\(name)-pdf")
        let r2 = try Tools.run("pdftoppm", ["-png", "-r", "72", "-singlefile", pdfURL.path, prefix.path])
        XCTAssertEqual(r2.status, 0, r2.stderr)
        return (png, try decodePNG(try read(fromSVG)).overWhite, try decodePNG(try read(prefix.appendingPathExtension("png"))).overWhite)
    }

    func testSVGAndPDFTextAgreeWithPNG() throws {
        try Tools.require("rsvg-convert")
        try Tools.require("pdftoppm")
        let dir = try temporaryDirectory(self)
        for name in ["labels", "cards"] {
            let r = try rasterise(try Render.ir(Paths.sample(name)), name, dir)
            let s = compare(r.svg, r.png, channel: textSVGTolerance.channel)
            let p = compare(r.pdf, r.png, channel: textPDFTolerance.channel)
            XCTAssertTrue(s.passes(textSVGTolerance), "\(name): rsvg-convert vs our PNG: \(s) — allowed \(textSVGTolerance). Wrote \(saveFailure(name + "-text-svg", actual: r.svg, comparison: s))")
            XCTAssertTrue(p.passes(textPDFTolerance), "\(name): pdftoppm vs our PNG: \(p) — allowed \(textPDFTolerance). Wrote \(saveFailure(name + "-text-pdf", actual: r.pdf, comparison: p))")
            print("text cross-renderer \(name): svg \(s); pdf \(p)")
        }
    }

    /// The tolerance is not vacuous: the same labels moved by 3 points do not pass it.
    func testCrossCheckSeesMovedText() throws {
        try Tools.require("rsvg-convert")
        let dir = try temporaryDirectory(self)
        let text = try String(contentsOfFile: Paths.sample("labels"), encoding: .utf8)
        let moved = text.replacingOccurrences(of: "let margin = 16", with: "let margin = 19")
        XCTAssertNotEqual(moved, text, "samples/labels.view has a margin to move")
        let a = try rasterise(try Render.ir(text: text), "labels", dir)
        let b = try rasterise(try Render.ir(text: moved), "labels-moved", dir)
        let s = compare(b.svg, a.png, channel: textSVGTolerance.channel)
        let p = compare(b.pdf, a.png, channel: textPDFTolerance.channel)
        XCTAssertFalse(s.passes(textSVGTolerance), "\(s)")
        XCTAssertFalse(p.passes(textPDFTolerance), "\(p)")
        print("labels moved 3 points: svg \(s); pdf \(p)")
    }

    // MARK: determinism

    /// Glyph ids in SVG (cairo numbers them per process: glyph0-1, glyph3-12, …) are renumbered,
    /// so a text SVG is the same bytes however many documents the process rendered before it;
    /// PDF and PNG too.
    func testTextOutputIsDeterministic() throws {
        let labels = try Render.ir(Paths.sample("labels"))
        let cards = try Render.ir(Paths.sample("cards"))
        var first: [OutputFormat: [UInt8]] = [:]
        for f in OutputFormat.allCases { first[f] = try Render.bytes(labels, f, epoch: 0) }
        for f in OutputFormat.allCases { _ = try Render.bytes(cards, f, epoch: 0) }   // other text in between
        let again = try Render.ir(Paths.sample("labels"))
        for f in OutputFormat.allCases {
            XCTAssertEqual(try Render.bytes(again, f, epoch: 0), first[f], "\(f) bytes differ on a second render")
        }
        let svg = String(decoding: first[.svg]!, as: UTF8.self)
        XCTAssertEqual(svg.matches(#" id="v[0-9a-f]{8}-(glyph1)""#), ["glyph1"], "glyphs are symbols with renumbered, prefixed ids")
        XCTAssertFalse(svg.contains("glyph0-"), "no process-wide glyph numbers are left")
        // Every reference points at a defined id.
        let ids = Set(svg.matches(#"id="([^"]+)""#))
        for ref in Set(svg.matches(##"href="#([^"]+)""##)) { XCTAssertTrue(ids.contains(ref), ref) }
    }

    func testTheCLIWritesTextInEveryFormat() throws {
        let dir = try temporaryDirectory(self)
        let out = ["svg", "pdf", "png"].map { dir.appendingPathComponent("labels.\($0)").path }
        let r = try Tools.run(Tools.viewc, [Paths.sample("labels")] + out.flatMap { ["-o", $0] })
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let pdf = try read(URL(fileURLWithPath: out[1]))
        // The PDF carries the text as an embedded DejaVu Sans subset, and keeps it as text.
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("DejaVuSans"), "DejaVu Sans is embedded")
        try Tools.require("xmllint")
        try Tools.require("qpdf")
        XCTAssertEqual(try Tools.run("xmllint", ["--noout", out[0]]).status, 0, "the SVG is well-formed")
        XCTAssertEqual(try Tools.run("qpdf", ["--check", out[1]]).status, 0, "the PDF checks out")
        try Tools.require("pdftotext")   // poppler-utils, with pdftoppm
        let text = try Tools.run("pdftotext", [out[1], "-"]).stdoutText
        for word in ["largeTitle", "caption2", "Weight .semibold", "DejaVu Serif, by name", "center"] {
            XCTAssertTrue(text.contains(word), "pdftotext finds \(word) in:\n\(text)")
        }
    }
}

private extension String {
    /// The first capture group of every match.
    func matches(_ pattern: String) -> [String] {
        guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = self as NSString
        return re.matches(in: self, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}
