// UILabel's six line break modes and adjustsFontSizeToFitWidth with
// minimumScaleFactor, read back from the PDF with poppler (which words are drawn, where the
// "…" is, how wide the drawn text is) and from the PNG's pixels (clipping at the edge).

import CairoBackend
import Foundation
import ViewGeometry
import XCTest

final class LineBreakModeTests: CLITestCase {
    static let text = "The quick brown fox jumps over the lazy dog again and again"

    /// The words pdftotext finds, with their left and right edges, in reading order per line.
    func words(_ pdf: String) throws -> [(word: String, xMin: Double, xMax: Double, yMin: Double)] {
        let bbox = try Tools.run("pdftotext", ["-bbox", file(pdf).path, "-"]).stdoutText
        return bbox.split(separator: "\n").filter { $0.contains("<word ") }.map { line in
            func attr(_ n: String) -> Double { Double(line.components(separatedBy: "\(n)=\"")[1].prefix { $0 != "\"" })! }
            let w = line.components(separatedBy: "\">")[1].components(separatedBy: "</word>")[0]
            return (w, attr("xMin"), attr("xMax"), attr("yMin"))
        }
    }

    func render(_ labels: String, _ name: String) throws {
        let src = try writeText("canvas(width: 400, height: 300) {\n    let text = \"\(Self.text)\"\n\(labels)\n}\n", name + ".view")
        let r = try viewc([src, "-o", name + ".pdf"])
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// One line in each mode, against the whole text drawn in a label wide enough for it (the
    /// reference, same origin and height, one row below): what the mode keeps is pixel for
    /// pixel the reference's, and what it cuts differs.
    func testOneLineInEachMode() throws {
        // (mode, alignment): a text cut at its head is compared at the right edge, right-aligned.
        for (mode, align) in [("byTruncatingTail", "left"), ("byTruncatingHead", "right"), ("byTruncatingMiddle", "left"),
                              ("byWordWrapping", "left"), ("byCharWrapping", "left")] {
            let refX = align == "right" ? "-690" : "10"
            let src = try writeText("""
                canvas(width: 200, height: 80) {
                    backgroundColor: .white
                    label { frame: Rect(10, 0, \(mode == "byCharWrapping" ? 170 : 150), 40); text: "\(Self.text)"; lineBreakMode: .\(mode); textAlignment: .\(align) }
                    label { frame: Rect(\(refX), 40, 850, 40); text: "\(Self.text)"; textAlignment: .\(align) }
                }

                """, mode + ".view")
            XCTAssertEqual(try viewc([src, "-o", mode + ".png", "--scale", "2"]).status, 0)
            let img = try loadPNG(file(mode + ".png").path)
            // Columns at scale 2; the label spans x 20..<320.
            func column(_ x: Int, row: Int) -> [UInt8] { (0..<80).map { img[x, row * 80 + $0].r } }
            func same(_ xs: Range<Int>) -> Bool { xs.allSatisfy { column($0, row: 0) == column($0, row: 1) } }
            func ink(_ x: Int, row: Int) -> Bool { column(x, row: row).contains { $0 < 160 } }
            let inked = (0..<400).filter { ink($0, row: 0) }
            let first = try XCTUnwrap(inked.first, mode), last = try XCTUnwrap(inked.last, mode)
            XCTAssertGreaterThanOrEqual(first, 20, mode); XCTAssertLessThanOrEqual(last, mode == "byCharWrapping" ? 360 : 320, mode)
            switch mode {
            case "byTruncatingTail":
                XCTAssertTrue(same(20..<200), "\(mode): the start is not the text's start")
                XCTAssertFalse(same(260..<320), "\(mode): the end is not cut")
            case "byTruncatingHead":
                XCTAssertTrue(same(140..<321), "\(mode): the end is not the text's end")
                XCTAssertFalse(same(20..<80), "\(mode): the start is not cut")
            case "byTruncatingMiddle":
                XCTAssertTrue(same(20..<100), "\(mode): the start is not the text's start")
                XCTAssertFalse(same(100..<320), "\(mode): nothing is cut")
            default:
                // Wrapping: the line kept is the reference's start, and nothing follows it.
                XCTAssertTrue(same(0..<(last + 1)), "\(mode): the line kept is not the text's start")
                XCTAssertTrue((last + 1..<400).allSatisfy { !ink($0, row: 0) })
                // Word wrapping stops before a space (the reference is blank for a space's
                // width after it); character wrapping stops inside a word.
                let gap = (last + 1...last + 6).allSatisfy { !ink($0, row: 1) }
                XCTAssertEqual(gap, mode == "byWordWrapping", "\(mode) stopped \(gap ? "at a space" : "inside a word")")
            }
        }
    }

    /// UIKit's head truncation: the "…" sits right against the text it keeps (pango widens
    /// its ellipsis by the line's slack, a gap of up to a few spaces), and what is kept is the
    /// longest end of the text whose line with the "…" is no wider than the label (widths
    /// measured here, one candidate at a time); with two lines, the last line's. The truncated
    /// label is pixel for pixel those lines drawn whole, one row below.
    func testTheEllipsisTouchesTheTextItKeeps() throws {
        let font = Font(family: nil, size: 17)
        func width(_ t: String) -> Double {
            PangoTextLayout.shared.measure(t, font: font, width: nil, lines: 1, lineBreakMode: .byClipping).width
        }
        let chars = Array(Self.text)
        /// The longest end of the text that fits after a "…" in `room` points.
        func kept(_ room: Double) -> String {
            var end = "", k = chars.count - 1
            while k >= 0, width("\u{2026}" + String(chars[k...])) <= room { end = String(chars[k...]); k -= 1 }
            return end
        }
        // Two lines 120 wide: the first wraps by words as the default mode does (the most
        // words that fit), the second is the "…" and the longest end that fits.
        let words = Self.text.split(separator: " ")
        let first = (1...words.count).map { words.prefix($0).joined(separator: " ") }.last { width($0) <= 120 }!
        for (lines, room, expected) in [(1, 150.0, "\u{2026}" + kept(150)), (2, 120.0, first + "\\n\u{2026}" + kept(120))] {
            let src = try writeText("""
                canvas(width: 200, height: 120) {
                    backgroundColor: .white
                    label { frame: Rect(10, 0, \(room), 60); text: "\(Self.text)"; numberOfLines: \(lines); lineBreakMode: .byTruncatingHead }
                    label { frame: Rect(10, 60, \(room), 60); text: "\(expected)"; numberOfLines: \(lines); lineBreakMode: .byWordWrapping }
                }

                """, "head\(lines).view")
            XCTAssertEqual(try viewc([src, "-o", "head\(lines).png", "--scale", "2"]).status, 0)
            let img = try loadPNG(file("head\(lines).png").path)
            let differing = (0..<400).filter { x in (0..<120).contains { img[x, $0].r != img[x, 120 + $0].r } }
            XCTAssertEqual(differing, [], "\(lines) line(s): not \"\(expected)\" drawn whole")
        }
    }

    /// Several lines: the line break mode applies to the last line shown; the lines above wrap
    /// by words, as with the default mode. (The PDF keeps the whole text searchable: what an ellipsis hides is its text.)
    func testTheModeAppliesToTheLastLine() throws {
        try Tools.require("pdftotext")
        for mode in ["byWordWrapping", "byTruncatingHead", "byTruncatingTail"] {
            let src = try writeText("""
                canvas(width: 300, height: 200) {
                    backgroundColor: .white
                    label { frame: Rect(10, 10, 120, 60); text: "\(Self.text)"; numberOfLines: 2; lineBreakMode: .\(mode) }
                    label { frame: Rect(10, 110, 120, 60); text: "\(Self.text)"; numberOfLines: 2 }
                }

                """, mode + ".view")
            XCTAssertEqual(try viewc([src, "-o", mode + ".png", "--scale", "2"]).status, 0)
            let img = try loadPNG(file(mode + ".png").path)
            func rows(_ y0: Int, _ y1: Int) -> [Int] { (y0..<y1).filter { y in (20..<260).contains { img[$0, y].r < 160 } } }
            // Two lines of ink (a gap between them), the first the same as the reference's first.
            let inked = rows(20, 140)
            let breaks = zip(inked, inked.dropFirst()).filter { $1 > $0 + 1 }.count
            XCTAssertEqual(breaks, 1, "\(mode): not two lines")
            // The reference (the default mode, truncating the tail) sits 100 points lower.
            let refTop = try XCTUnwrap(rows(220, 400).first), top = try XCTUnwrap(inked.first)
            XCTAssertEqual(refTop - top, 200)
            let firstLine = (0..<16).allSatisfy { dy in (20..<260).allSatisfy { img[$0, top + dy].r == img[$0, refTop + dy].r } }
            XCTAssertTrue(firstLine, "\(mode): the first line is not the text's first line")
        }
        let src = try writeText("canvas(width: 200, height: 40) {\n    label { frame: Rect(0, 0, 150, 40); text: \"\(Self.text)\" }\n}\n", "pdf.view")
        XCTAssertEqual(try viewc([src, "-o", "t.pdf"]).status, 0)
        let text = try Tools.run("pdftotext", [file("t.pdf").path, "-"]).stdoutText
        XCTAssertTrue(text.replacingOccurrences(of: " ", with: "").contains(Self.text.replacingOccurrences(of: " ", with: "")), text)
    }

    /// byClipping: one line runs on to the label's edge and is cut there — ink in the last
    /// column inside the label, none past it.
    func testClippingCutsAtTheEdge() throws {
        let src = try writeText("canvas(width: 200, height: 40) {\n    backgroundColor: .white\n    label { frame: Rect(10, 5, 100, 30); text: \"\(Self.text)\"; lineBreakMode: .byClipping }\n}\n", "clip.view")
        XCTAssertEqual(try viewc([src, "-o", "clip.png", "--scale", "2"]).status, 0)
        let img = try loadPNG(file("clip.png").path)
        func inkInColumn(_ x: Int) -> Bool { (10..<70).contains { y in img[x, y].r < 128 } }
        XCTAssertTrue((200..<220).contains { inkInColumn($0) }, "no text near the label's right edge")
        XCTAssertFalse((221..<400).contains { inkInColumn($0) }, "text past the label's right edge")
    }

    /// adjustsFontSizeToFitWidth: one line shrinks until it fits the width, to no less than
    /// minimumScaleFactor of its size; 0 (the default) does not shrink it. Widths are compared
    /// with the same text drawn unscaled in a label wide enough for it.
    func testAdjustsFontSizeToFitWidth() throws {
        try Tools.require("pdftotext")
        try render("""
                label { frame: Rect(0, 0, 400, 30); text: text }
                label { frame: Rect(0, 40, 150, 30); text: text; adjustsFontSizeToFitWidth: true; minimumScaleFactor: 0.1 }
                label { frame: Rect(0, 80, 150, 30); text: text; adjustsFontSizeToFitWidth: true; minimumScaleFactor: 0.5 }
                label { frame: Rect(0, 120, 150, 30); text: text; adjustsFontSizeToFitWidth: true }
                label { frame: Rect(0, 160, 390, 30); text: "Short"; adjustsFontSizeToFitWidth: true; minimumScaleFactor: 0.5 }
                label { frame: Rect(0, 200, 390, 30); text: "Short" }
            """, "shrink")
        let w = try words("shrink.pdf")
        func line(_ top: Double) -> [(word: String, xMin: Double, xMax: Double, yMin: Double)] { w.filter { $0.yMin >= top && $0.yMin < top + 40 } }
        func width(_ l: [(word: String, xMin: Double, xMax: Double, yMin: Double)]) -> Double { l.map(\.xMax).max()! - l.map(\.xMin).min()! }
        let natural = width(line(0))
        XCTAssertEqual(line(0).map(\.word).joined(separator: " "), Self.text)
        XCTAssertGreaterThan(natural, 300)
        // Free to shrink: the whole text, exactly as wide as the label.
        XCTAssertEqual(line(40).map(\.word).joined(separator: " "), Self.text)
        XCTAssertEqual(width(line(40)), 150, accuracy: 0.5)
        // At most halved: half the natural size (its words' advances halved), then cut to the
        // label's width (the PDF keeps the whole text searchable).
        let half = line(80)
        XCTAssertEqual(half.map(\.word).joined(separator: " "), Self.text)
        XCTAssertEqual(half[1].xMin - half[0].xMin, (line(0)[1].xMin - line(0)[0].xMin) * 0.5, accuracy: 0.05)
        XCTAssertGreaterThan(natural * 0.5, 150)
        // minimumScaleFactor 0: not scaled.
        let none = line(120)
        XCTAssertEqual(none[1].xMin - none[0].xMin, line(0)[1].xMin - line(0)[0].xMin, accuracy: 0.05)
        // Text that fits keeps its size.
        XCTAssertEqual(width(line(160)), width(line(200)), accuracy: 0.01)
    }

    func testTheSettingsAreCheckedAndDumped() throws {
        let src = try writeText("""
            canvas(width: 200, height: 40) {
                label { frame: Rect(0, 0, 150, 40); text: "a"; lineBreakMode: .byTruncatingMidle }
                label { frame: Rect(0, 0, 150, 40); text: "a"; minimumScaleFactor: 1.5 }
            }

            """, "bad.view")
        let r = try viewc([src, "-o", "bad.svg"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("bad.view:2:67: error: unknown line break mode '.byTruncatingMidle'; did you mean '.byTruncatingMiddle'?"), r.stderr)
        XCTAssertTrue(r.stderr.contains("bad.view:3:72: error: 'minimumScaleFactor' is from 0 to 1, not 1.5"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("bad.svg").path))
        let ok = try writeText("canvas(width: 200, height: 40) {\n    label { frame: Rect(0, 0, 150, 40); text: \"a\"; lineBreakMode: .byClipping; adjustsFontSizeToFitWidth: true; minimumScaleFactor: 0.5 }\n}\n", "ok.view")
        let tree = try viewc(["dump", "tree", ok]).stdoutText
        XCTAssertTrue(tree.contains("lineBreakMode = byClipping; adjustsFontSizeToFitWidth = true; minimumScaleFactor = 0.5"), tree)
        let ir = try viewc(["dump", "ir", ok]).stdoutText
        XCTAssertTrue(ir.contains("lineBreak=byClipping minimumScale=0.5"), ir)
    }
}

extension LineBreakModeTests {
    /// A single line in `.byClipping` is aligned in the label as the other modes are: centred
    /// or set right when it is narrower than the label (a wider one starts at the left edge and
    /// is cut). The words' extent read back by pdftotext: the left-aligned reference gives the
    /// text's width w; centred it starts at (300 − w) / 2, set right at 300 − w.
    func testAClippedLineIsAligned() throws {
        try render("""
            label { frame: Rect(0, 0, 300, 30); text: "Hi there"; lineBreakMode: .byClipping }
            label { frame: Rect(0, 40, 300, 30); text: "Hi there"; textAlignment: .center; lineBreakMode: .byClipping }
            label { frame: Rect(0, 80, 300, 30); text: "Hi there"; textAlignment: .right; lineBreakMode: .byClipping }
        """, "clipaligned")
        let ws = try words("clipaligned.pdf")
        func line(_ y: Double) -> (Double, Double) {
            let row = ws.filter { $0.yMin >= y && $0.yMin < y + 30 }
            return (row.map(\.xMin).min() ?? -1, row.map(\.xMax).max() ?? -1)
        }
        let (l0, r0) = line(0), (l1, _) = line(40), (l2, r2) = line(80)
        let w = r0 - l0
        XCTAssertEqual(l0, 0, accuracy: 1)
        XCTAssertEqual(l1, (300 - w) / 2, accuracy: 1, "centred")
        XCTAssertEqual(r2, 300, accuracy: 1, "set right")
        XCTAssertEqual(l2, 300 - w, accuracy: 1)
    }
}
