// A paragraph style applies per paragraph, as TextKit applies it: each paragraph (the text up
// to and including a line feed, carriage return or U+2029) takes the style of its first
// character — its alignment, its indents, the spacing before and after it — in our PNG,
// rsvg-convert's SVG and pdftoppm's PDF, and in what is measured (size(), boundingRect,
// sizeToFit) and kept (numberOfLines and the label's height count lines across paragraphs).
// The numbers come from DejaVu Sans's own metrics (units per em 2048): a line is
// (1901 + 483) / 2048 of the size high, its baseline 1901 / 2048 below its top; "M" advances
// 1767 with its stems 201 inside either edge, and "H" stands 1493 above the baseline.

import CairoBackend
import Foundation
import ViewGeometry
import XCTest

final class ParagraphStyleTests: CLITestCase {
    static let size = 20.0
    static let line = size * 2384 / 2048
    static let ascent = size * 1901 / 2048
    /// "MM" at 20 points, and where its ink starts and ends inside that advance.
    static let mm = 2 * size * 1767 / 2048
    static let bearing = size * 201 / 2048
    static let capHeight = size * 1493 / 2048

    /// The page at 2 pixels a point, in the three renderers.
    func pictures(_ body: String, width: Int = 300, height: Int = 160) throws -> [(String, RGBAImage)] {
        let ir = try Render.ir(text: "canvas(width: \(width), height: \(height)) {\n    backgroundColor: .white\n\(body)\n}\n")
        return try pixelsInEveryFormat(ir, self, scale: 2)
    }

    /// The bands of rows (in points: first and last row, the last one's bottom) with dark ink,
    /// from top to bottom, and a band's ink's left and right edges in points.
    func bands(_ img: RGBAImage) -> [(top: Double, bottom: Double)] {
        let rows = (0..<img.height).filter { y in (0..<img.width).contains { img[$0, y].r < 128 } }
        var out: [(Double, Double)] = []
        var start = rows.first ?? 0, last = start
        for y in rows.dropFirst() {
            if y > last + 1 { out.append((Double(start) / 2, Double(last + 1) / 2)); start = y }
            last = y
        }
        if !rows.isEmpty { out.append((Double(start) / 2, Double(last + 1) / 2)) }
        return out
    }

    func inkEdges(_ img: RGBAImage, _ band: (top: Double, bottom: Double)) -> (left: Double, right: Double) {
        let ys = Int(band.top * 2)..<Int(band.bottom * 2)
        let columns = (0..<img.width).filter { x in ys.contains { img[x, $0].r < 128 } }
        return (Double(columns.first ?? -1) / 2, Double((columns.last ?? -2) + 1) / 2)
    }

    /// Three paragraphs aligned left, centred and right: each line's ink spans the advance of
    /// its "MM" placed as its own paragraph's alignment puts it in 300 points, the lines one
    /// line height apart and together centred in the label's 160 points.
    func testEachParagraphIsAlignedByItsOwnStyle() throws {
        let (line, mm, bearing) = (Self.line, Self.mm, Self.bearing)
        let pics = try pictures("""
                let s = NSMutableAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .left), .font: Font.system(size: 20)])
                s.append(NSAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .center), .font: Font.system(size: 20)]))
                s.append(NSAttributedString(string: "MM", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .right), .font: Font.system(size: 20)]))
                label { frame: Rect(0, 0, 300, 160); numberOfLines: 0; attributedText: s }
            """)
        let top = (160 - 3 * line) / 2
        let starts = [0, (300 - mm) / 2, 300 - mm]
        for (name, img) in pics {
            let b = bands(img)
            XCTAssertEqual(b.count, 3, "\(name): \(b)")
            guard b.count == 3 else { continue }
            for k in 0..<3 {
                let edges = inkEdges(img, b[k])
                XCTAssertEqual(edges.left, starts[k] + bearing, accuracy: 0.75, "\(name): line \(k + 1) starts")
                XCTAssertEqual(edges.right, starts[k] + mm - bearing, accuracy: 0.75, "\(name): line \(k + 1) ends")
                // "M" stands on the baseline, cap-high.
                XCTAssertEqual(b[k].bottom, top + Double(k) * line + Self.ascent, accuracy: 0.75, "\(name): line \(k + 1)'s baseline")
            }
        }
    }

    /// NSParagraphStyle: the space between two paragraphs is the first one's paragraphSpacing
    /// plus the second one's paragraphSpacingBefore; the first paragraph has no paragraph
    /// before it (its paragraphSpacingBefore of 30 moves nothing) and the last none after.
    /// Drawn with draw(in:) from the rectangle's top at 10: the paragraphs' tops are 10,
    /// 10 + line + 10 + 6 and that + line + 20 + 4, and each "HH" inks from its cap height.
    /// A label 2 lines + 16 high keeps the two paragraphs that fit, centred, and nothing of
    /// the third (2 lines + 40 + a line).
    func testSpacingBeforeAndAfterEachParagraphIsItsOwn() throws {
        let line = Self.line
        let strings = """
                let s = NSMutableAttributedString(string: "HH\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 10, paragraphSpacingBefore: 30), .font: Font.system(size: 20)])
                s.append(NSAttributedString(string: "HH\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .center, paragraphSpacing: 20, paragraphSpacingBefore: 6), .font: Font.system(size: 20)]))
                s.append(NSAttributedString(string: "HH", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacingBefore: 4), .font: Font.system(size: 20)]))
            """
        let tops = [10, 10 + line + 16, 10 + 2 * line + 40]
        for (name, img) in try pictures(strings + "\n        context { s.draw(in: Rect(0, 10, 300, 150)) }") {
            let b = bands(img)
            XCTAssertEqual(b.count, 3, "\(name): \(b)")
            guard b.count == 3 else { continue }
            for k in 0..<3 {
                XCTAssertEqual(b[k].top, tops[k] + Self.ascent - Self.capHeight, accuracy: 0.75, "\(name): paragraph \(k + 1)'s top")
                XCTAssertEqual(b[k].bottom, tops[k] + Self.ascent, accuracy: 0.75, "\(name): paragraph \(k + 1)'s baseline")
            }
        }
        let height = (2 * line + 16 + 1).rounded(.up)
        XCTAssertLessThan(2 * line + 16, height); XCTAssertGreaterThan(3 * line + 40, height)
        for (name, img) in try pictures(strings + "\n        label { frame: Rect(0, 0, 300, \(height)); numberOfLines: 0; attributedText: s }") {
            let b = bands(img)
            XCTAssertEqual(b.count, 2, "\(name): \(b)")
            guard b.count == 2 else { continue }
            let top = (height - (2 * line + 16)) / 2
            XCTAssertEqual(b[0].bottom, top + Self.ascent, accuracy: 0.75, name)
            XCTAssertEqual(b[1].bottom, top + line + 16 + Self.ascent, accuracy: 0.75, name)
        }
    }

    /// What is measured is the stack: size() and boundingRect are three lines and the 40
    /// points between the paragraphs high, as wide as the widest paragraph with its own
    /// indent (the second's first line starts 40 in); sizeToFit rounds that up; with
    /// numberOfLines 2 only the first two lines and the space between them count.
    func testMeasuredSizeIsTheSumOfTheParagraphs() throws {
        let (line, mm) = (Self.line, Self.mm)
        let src = try writeText("""
            canvas(width: 300, height: 300) {
                let s = NSMutableAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 10), .font: Font.system(size: 20)])
                s.append(NSAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 20, paragraphSpacingBefore: 6, firstLineHeadIndent: 40), .font: Font.system(size: 20)]))
                s.append(NSAttributedString(string: "MM", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .right, paragraphSpacingBefore: 4), .font: Font.system(size: 20)]))
                let a = s.size()
                let b = s.boundingRect(with: Size(300, 1000), options: .usesLineFragmentOrigin, context: nil)
                view { frame: Rect(0, 0, a.width, a.height) }
                view { frame: b }
                label { frame: Rect(0, 0, 300, 0); numberOfLines: 0; attributedText: s; sizeToFit() }
                label { frame: Rect(0, 0, 300, 0); numberOfLines: 2; attributedText: s; sizeToFit() }
            }

            """, "m.view")
        let dumped = try viewc(["dump", "tree", src])
        XCTAssertEqual(dumped.status, 0, dumped.stderr)
        let sizes = dumped.stdoutText.split(separator: "\n").dropFirst().compactMap { line -> (Double, Double)? in
            guard let r = line.range(of: "frame = (") else { return nil }
            let wh = line[r.upperBound...].prefix { $0 != ")" }.split(separator: ";")[1].split(separator: " ").compactMap { Double($0) }
            return (wh[0], wh[1])
        }
        XCTAssertEqual(sizes.count, 4)
        guard sizes.count == 4 else { return }
        let width = 40 + mm, height = 3 * line + 10 + 6 + 20 + 4
        for k in 0..<2 {
            XCTAssertEqual(sizes[k].0, width, accuracy: 0.001)
            XCTAssertEqual(sizes[k].1, height, accuracy: 0.001)
        }
        XCTAssertEqual(sizes[2].0, width.rounded(.up)); XCTAssertEqual(sizes[2].1, height.rounded(.up))
        XCTAssertEqual(sizes[3].0, width.rounded(.up)); XCTAssertEqual(sizes[3].1, (2 * line + 16).rounded(.up))
    }

    /// A text that ends in a line break measures the same whether its paragraphs' styles
    /// differ or not: the empty line after the break is laid out with the last paragraph, as
    /// one layout of the whole text lays it out (a spacing after the last paragraph adds
    /// nothing, NSParagraphStyle's rule).
    func testATrailingLineBreakMeasuresAlikeStackedOrNot() throws {
        let src = try writeText("""
            canvas(width: 300, height: 300) {
                let same = NSMutableAttributedString(string: "One\\n\\nTwo\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(), .font: Font.system(size: 20)])
                let stacked = NSMutableAttributedString(string: "One\\n\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(), .font: Font.system(size: 20)])
                stacked.append(NSAttributedString(string: "Two\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 30), .font: Font.system(size: 20)]))
                let a = same.size()
                let b = stacked.size()
                view { frame: Rect(0, 0, a.width, a.height) }
                view { frame: Rect(0, 0, b.width, b.height) }
            }

            """, "t.view")
        let dumped = try viewc(["dump", "tree", src])
        XCTAssertEqual(dumped.status, 0, dumped.stderr)
        let frames = dumped.stdoutText.split(separator: "\n").dropFirst().compactMap { line -> Substring? in
            guard let r = line.range(of: "frame = (") else { return nil }
            return line[r.upperBound...].prefix { $0 != ")" }
        }
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames.first, frames.last)
    }

    /// numberOfLines counts lines across paragraphs: with 2, a right-aligned paragraph's line
    /// and the first line of the left-aligned paragraph after it are shown, that line ending
    /// in "…" (its ink at its end no higher than the dots, a tenth of an em above the
    /// baseline, where "M" is cap-high) as the label's truncating tail asks, and nothing of
    /// the third paragraph; with 3, both lines of the second paragraph, the last one ending
    /// in "…".
    func testTruncationCountsLinesAcrossParagraphs() throws {
        let (line, mm, bearing) = (Self.line, Self.mm, Self.bearing)
        for lines in [2, 3] {
            let pics = try pictures("""
                    let s = NSMutableAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .right), .font: Font.system(size: 20)])
                    s.append(NSAttributedString(string: "MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .left), .font: Font.system(size: 20)]))
                    s.append(NSAttributedString(string: "MM", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .center), .font: Font.system(size: 20)]))
                    label { frame: Rect(0, 0, 300, 160); numberOfLines: \(lines); attributedText: s; lineBreakMode: .byTruncatingTail }
                """)
            let top = (160 - Double(lines) * line) / 2
            for (name, img) in pics {
                let b = bands(img)
                XCTAssertEqual(b.count, lines, "\(name): \(b)")
                guard b.count == lines else { continue }
                let first = inkEdges(img, b[0])
                XCTAssertEqual(first.left, 300 - mm + bearing, accuracy: 0.75, "\(name): the first paragraph is aligned right")
                for k in 1..<lines {
                    XCTAssertEqual(inkEdges(img, b[k]).left, bearing, accuracy: 0.75, "\(name): line \(k + 1) is aligned left")
                    XCTAssertEqual(b[k].bottom, top + Double(k) * line + Self.ascent, accuracy: 0.75, "\(name): line \(k + 1)'s baseline")
                }
                // The last line's end: the "…", whose dots rise a tenth of an em or so.
                let last = b[lines - 1], end = inkEdges(img, last).right
                let baseline = top + Double(lines - 1) * line + Self.ascent
                let high = (Int(2 * (end - 10))..<Int(2 * end)).filter { x in (Int(2 * last.top)..<Int(2 * (baseline - 4))).contains { img[x, $0].r < 128 } }
                XCTAssertEqual(high, [], "\(name): the last line ends in \"…\"")
                let earlier = (Int(2 * (end - 40))..<Int(2 * (end - 20))).filter { x in (Int(2 * last.top)..<Int(2 * (baseline - 4))).contains { img[x, $0].r < 128 } }
                XCTAssertFalse(earlier.isEmpty, "\(name): letters before the \"…\"")
            }
        }
    }

    /// UILabel.textAlignment set after an attributed text applies to the whole of it: every
    /// paragraph is centred, whatever its own style said.
    func testALabelsAlignmentSetAfterTheTextAlignsEveryParagraph() throws {
        let pics = try pictures("""
                let s = NSMutableAttributedString(string: "MM\\n", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .left), .font: Font.system(size: 20)])
                s.append(NSAttributedString(string: "MM", attributes: [.paragraphStyle: NSMutableParagraphStyle(alignment: .right), .font: Font.system(size: 20)]))
                label { frame: Rect(0, 0, 300, 160); numberOfLines: 0; attributedText: s; textAlignment: .center }
            """)
        for (name, img) in pics {
            let b = bands(img)
            XCTAssertEqual(b.count, 2, "\(name): \(b)")
            for band in b { XCTAssertEqual(inkEdges(img, band).left, (300 - Self.mm) / 2 + Self.bearing, accuracy: 0.75, name) }
        }
    }

    /// Text of very many paragraphs in one style is laid out a paragraph at a time and the
    /// layouts stacked: pango's one layout counts the characters before each paragraph, n
    /// times the text's length for n paragraphs (20,000 one-line paragraphs took two minutes).
    /// The work pango's itemizer is given (`itemizingWork`, those counts) stays within the
    /// text's length, measured as attributed or plain text, and what is measured is the
    /// rule's: 20,000 lines of 20 points, the line spacing between them, as wide as "MM".
    func testManyParagraphsOfOneStyleAreLinearWorkAndMeasureAsTheirLinesSummed() throws {
        let n = 20_000
        let text = String(repeating: "MM\n", count: n - 1) + "MM"
        var style = ParagraphStyle()
        style.lineSpacing = 2
        var attributes = TextAttributes()
        attributes.font = Font(family: nil, size: Self.size)
        attributes.paragraphStyle = style
        let engine = PangoTextLayout.shared
        let before = engine.itemizingWork
        let attributed = engine.measure(AttributedText(string: text, attributes: attributes), font: Font(family: nil, size: 12), width: 300,
                                        lines: 0, lineBreakMode: .byWordWrapping)
        let plain = engine.measure(text, font: Font(family: nil, size: Self.size), width: 300, lines: 0, lineBreakMode: .byWordWrapping)
        let firstTwo = engine.measure(text, font: Font(family: nil, size: Self.size), width: nil, lines: 2, lineBreakMode: .byWordWrapping)
        XCTAssertLessThanOrEqual(engine.itemizingWork - before, 3 * text.utf8.count)
        XCTAssertEqual(attributed.width, Self.mm, accuracy: 0.001)
        XCTAssertEqual(attributed.height, Double(n) * Self.line + Double(n - 1) * 2, accuracy: 0.001)
        XCTAssertEqual(plain.width, Self.mm, accuracy: 0.001)
        XCTAssertEqual(plain.height, Double(n) * Self.line, accuracy: 0.001)
        XCTAssertEqual(firstTwo.height, 2 * Self.line, accuracy: 0.001)
    }

    /// Drawn, in a label and with draw(in:), 20,000 one-line paragraphs in one style show the
    /// lines that fit, as ten paragraphs laid out as one layout show them (the same pixels in
    /// every format), for work linear in the text: a 160-point label holds six lines 2 apart
    /// (the sixth ends at 6 × line + 10), centred; draw(in:) puts them from its top.
    func testManyParagraphsOfOneStyleDrawAsOneLayoutDrawsThem() throws {
        let (line, ascent) = (Self.line, Self.ascent)
        func body(_ n: Int) -> String {
            let text = String(repeating: "MM\\n", count: n - 1) + "MM"
            return """
                    let s = NSMutableAttributedString(string: "\(text)", attributes: [.paragraphStyle: NSMutableParagraphStyle(lineSpacing: 2), .font: Font.system(size: 20)])
                    label { frame: Rect(0, 0, 300, 160); numberOfLines: 0; attributedText: s }
                    context { s.draw(in: Rect(0, 170, 300, 130)) }
                """
        }
        let before = PangoTextLayout.shared.itemizingWork
        let many = try pictures(body(20_000), height: 300)
        XCTAssertLessThanOrEqual(PangoTextLayout.shared.itemizingWork - before, 3 * 20_000 * 3)
        let few = try pictures(body(10), height: 300)
        let top = (160 - (6 * line + 10)) / 2
        for ((name, img), (_, one)) in zip(many, few) {
            XCTAssertTrue(img == one, "\(name): 20,000 paragraphs drawn as 10 in one layout")
            let b = bands(img)
            // Six lines in the label, five in the 130 points from 170 (the fifth ends at 5 × line + 8).
            XCTAssertEqual(b.count, 11, "\(name): \(b)")
            guard b.count == 11 else { continue }
            for k in 0..<6 {
                XCTAssertEqual(b[k].bottom, top + Double(k) * (line + 2) + ascent, accuracy: 0.75, "\(name): label line \(k + 1)")
            }
            for k in 0..<5 {
                XCTAssertEqual(b[6 + k].bottom, 170 + Double(k) * (line + 2) + ascent, accuracy: 0.75, "\(name): drawn line \(k + 1)")
            }
        }
    }
}
