// Attributed strings in labels and text drawn in drawing code, end to
// end — colors and fonts per run in our PNG, rsvg-convert's SVG and pdftoppm's PDF; the
// decorations, backgrounds, strokes and shadows where the glyphs are; links as PDF annotations and SVG
// <a> elements; text drawn with a rect and options (draw(with:…)); measured sizes against numbers worked out here (DejaVu Sans: a line is
// 1.1640625 × the size high); the seed's centeredAttributedString as the document prints it.

import Foundation
import XCTest

final class AttributedTextTests: CLITestCase {
    /// Compiles `body` in a white canvas to PNG (scale 2), SVG and PDF and gives the three
    /// pictures at 2 pixels a point: ours, rsvg-convert's and pdftoppm's.
    func pictures(_ body: String, width: Int = 300, height: Int = 120, declarations: String = "", file name: StaticString = #function) throws -> [(String, RGBAImage)] {
        let src = try writeText("canvas(width: \(width), height: \(height)) {\n    backgroundColor: .white\n\(body)\n}\n\(declarations)", "a.view")
        for f in ["a.png", "a.svg", "a.pdf"] {
            let r = try viewc([src, "-o", f] + (f == "a.png" ? ["--scale", "2"] : []))
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        try Rasterise.svg(file("a.svg").path, to: file("svg.png").path, zoom: 2)
        try Rasterise.pdf(file("a.pdf").path, toPrefix: file("pdf").path, dpi: 144)
        return [("png", try loadPNG(file("a.png").path)), ("svg", try loadPNG(file("svg.png").path)), ("pdf", try loadPNG(file("pdf.png").path))]
    }

    /// How many pixels in a rectangle (in points) are close to a color.
    func count(_ img: RGBAImage, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, near c: (Int, Int, Int), tolerance: Int = 60) -> Int {
        var n = 0
        for y in (2 * y0)..<min(img.height, 2 * y1) { for x in (2 * x0)..<min(img.width, 2 * x1) {
            let p = img[x, y]
            if abs(Int(p.r) - c.0) + abs(Int(p.g) - c.1) + abs(Int(p.b) - c.2) <= tolerance { n += 1 }
        }}
        return n
    }

    /// The lines of red text in the box (10, 60, 60, 50): runs of rows with a red pixel,
    /// separated by rows without one.
    func redLinesInTheNarrowBox(_ img: RGBAImage) -> Int {
        let rows = (2 * 60..<2 * 110).filter { y in (20..<140).contains { x in let p = img[x, y]; return p.r > 200 && p.g < 100 } }
        return zip(rows, rows.dropFirst()).filter { $1 > $0 + 2 }.count + (rows.isEmpty ? 0 : 1)
    }

    func testRunsKeepTheirColorsAndFontsInEveryFormat() throws {
        try Tools.require("pdffonts")
        let pics = try pictures("""
                let s = NSMutableAttributedString(string: "REDRED", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .font: UIFont.boldSystemFont(ofSize: 30)])
                s.append(NSAttributedString(string: "BLUBLU", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1), .font: UIFont.italicSystemFont(ofSize: 30)]))
                label { frame: Rect(0, 0, 300, 60); attributedText: s }
            """)
        for (name, img) in pics {
            // The red run on the left, the blue one on the right, and neither where the other is.
            let redLeft = count(img, 0, 0, 110, 60, near: (255, 0, 0)), redRight = count(img, 150, 0, 300, 60, near: (255, 0, 0))
            let blueLeft = count(img, 0, 0, 110, 60, near: (0, 0, 255)), blueRight = count(img, 150, 0, 300, 60, near: (0, 0, 255))
            XCTAssertGreaterThan(redLeft, 400, name); XCTAssertEqual(redRight, 0, name)
            XCTAssertGreaterThan(blueRight, 400, name); XCTAssertEqual(blueLeft, 0, name)
        }
        let fonts = try Tools.run("pdffonts", [file("a.pdf").path]).stdoutText
        XCTAssertTrue(fonts.contains("DejaVuSans-Bold") && fonts.contains("DejaVuSans-Oblique"), fonts)
    }

    /// A character no installed font has is drawn as pango draws it in plain text, a box with
    /// its code in hex, in attributed text too (the PNG path draws glyph outlines itself): the
    /// attributed label's red box has as many red pixels as a plain label's, at the same size,
    /// in every format.
    func testMissingGlyphsOfAttributedTextAreBoxesAsInPlainText() throws {
        let pics = try pictures("""
                let s = NSAttributedString(string: "\\u{E000}", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .font: Font.system(size: 30)])
                label { frame: Rect(0, 0, 150, 60); attributedText: s }
                label { frame: Rect(150, 0, 150, 60); text: "\\u{E000}"; font: Font.system(size: 30); textColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
            """)
        for (name, img) in pics {
            let attributed = count(img, 0, 0, 150, 60, near: (255, 0, 0)), plain = count(img, 150, 0, 300, 60, near: (255, 0, 0))
            XCTAssertGreaterThan(plain, 100, name)
            XCTAssertEqual(Double(attributed), Double(plain), accuracy: Double(plain) * 0.05, name)
        }
    }

    /// TextKit aligns each line within its own fragment, from its indent to the right edge:
    /// a right-aligned line that fits ends at the right edge whatever its indent (the same
    /// pixels as with none), and a centred paragraph's first line (firstLineHeadIndent 100 of
    /// 300) is centred on 200 while the line it wraps onto (headIndent 0) is centred on 150.
    /// ("MMMMMM" at 20 points is 6 × 1767/2048 × 20 = 103.5 wide: two do not fit in 200.)
    func testIndentsWithRightAndCentreAlignment() throws {
        func centreX(_ img: RGBAImage, _ y0: Int, _ y1: Int) -> Double {
            var sum = 0.0, n = 0.0
            for y in (2 * y0)..<(2 * y1) { for x in 0..<img.width where img[x, y].r < 128 { sum += Double(x); n += 1 } }
            return n > 0 ? sum / n / 2 : -1
        }
        let pics = try pictures("    Lines(frame: Rect(0, 0, 300, 120))", declarations: """
            class Lines: UIView {
                func draw(_ text: String, _ style: NSParagraphStyle, in r: CGRect) {
                    NSAttributedString(string: text, attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)]).draw(in: r)
                }
                override func draw(_ rect: CGRect) {
                    let right = NSMutableParagraphStyle()
                    right.alignment = .right
                    right.firstLineHeadIndent = 100
                    let plain = NSMutableParagraphStyle()
                    plain.alignment = .right
                    let centre = NSMutableParagraphStyle()
                    centre.alignment = .center
                    centre.firstLineHeadIndent = 100
                    draw("MM", right, in: CGRect(x: 0, y: 0, width: 300, height: 30))
                    draw("MM", plain, in: CGRect(x: 0, y: 30, width: 300, height: 30))
                    draw("MMMMMM MMMMMM", centre, in: CGRect(x: 0, y: 60, width: 300, height: 60))
                }
            }

            """)
        for (name, img) in pics {
            XCTAssertEqual(centreX(img, 0, 30), centreX(img, 30, 60), accuracy: 0.5, name)
            XCTAssertGreaterThan(centreX(img, 0, 30), 270, name)
            XCTAssertEqual(centreX(img, 60, 84), 200, accuracy: 1, name)   // lines 23.28 high from 60
            XCTAssertEqual(centreX(img, 86, 110), 150, accuracy: 1, name)
        }
    }

    func testBackgroundsUnderlinesAndStrikethroughs() throws {
        // One line of 20-point text in a box from y 0 to 40: the line is 23.28 points high,
        // centred, so it spans 8.36 ..< 31.64 and its baseline is at 8.36 + 0.928 × 20 = 26.92
        // (DejaVu's ascent is 1901/2048 of the size).
        let pics = try pictures("""
                let s = NSMutableAttributedString(string: "aaaa bbbb cccc", attributes: [.font: Font.system(size: 20)])
                s.addAttribute(.backgroundColor, value: UIColor(red: 0, green: 1, blue: 0, alpha: 1), range: NSRange(location: 0, length: 4))
                s.addAttribute(.underlineStyle, value: NSUnderlineStyle.thick.rawValue, range: NSRange(location: 5, length: 4))
                s.addAttributes([.strikethroughStyle: 1, .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)], range: NSRange(location: 10, length: 4))
                label { frame: Rect(0, 0, 300, 40); attributedText: s }
            """)
        // Where the runs are: "aaaa " is 5 × 0.613 em + … — found from the background's extent.
        for (name, img) in pics {
            // The background fills the line's height behind "aaaa": green at its top and bottom rows.
            XCTAssertGreaterThan(count(img, 1, 9, 40, 10, near: (0, 255, 0)), 60, name)
            XCTAssertGreaterThan(count(img, 1, 30, 40, 31, near: (0, 255, 0)), 60, name)
            XCTAssertEqual(count(img, 0, 0, 300, 8, near: (0, 255, 0)), 0, name)
            XCTAssertEqual(count(img, 70, 0, 300, 40, near: (0, 255, 0)), 0, name)
            // The thick underline under "bbbb": a dark band below the baseline (27 … 31) across
            // it, none under "aaaa".
            let under = (2 * 70..<2 * 100).filter { x in (2 * 27..<2 * 31).contains { y in img[x, y].r < 100 } }.count
            XCTAssertGreaterThan(under, 50, name)
            // The strikethrough through "cccc": blue across the middle of the x-height, even
            // between the letters.
            let struck = (2 * 122..<2 * 150).filter { x in (2 * 20..<2 * 24).contains { y in let p = img[x, y]; return p.b > 200 && p.r < 100 } }.count
            XCTAssertGreaterThanOrEqual(struck, 54, name)   // of 56 columns: the line runs between the letters too
        }
    }

    /// An underline runs at the text font's position under an emoji too: TextKit draws a run's
    /// underline where its font puts it, not where the fallback colour-emoji font would (far
    /// lower). The underline of "🦊🦊 AB" (a fox no text font of the tests has: Noto Color Emoji
    /// draws it) is one band, in the rows of the underline of "AB" alone
    /// (a run of emoji alone has no text font to take it from, and keeps the emoji font's).
    func testAnUnderlineUnderEmojiSitsWhereTheTextsDoes() throws {
        /// Per column, the lowest red row below the baseline (pixels, scale 2): the underline's.
        func underlineRows(_ text: String) throws -> [(String, [Int: Int])] {
            try pictures("""
                    let s = NSMutableAttributedString(string: "\(text)", attributes: [.font: Font.system(size: 20)])
                    s.addAttributes([.underlineStyle: 1, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], range: NSRange(location: 0, length: s.length))
                    label { frame: Rect(0, 0, 300, 40); attributedText: s }
                """).map { name, img in
                // The baseline is at 26.92 points (testBackgroundsUnderlinesAndStrikethroughs).
                var lowest: [Int: Int] = [:]
                for x in 0..<img.width { for y in 2 * 27..<min(img.height, 2 * 40) {
                    let p = img[x, y]
                    if p.r > 200 && p.g < 80 && p.b < 80 { lowest[x] = y }
                }}
                return (name, lowest)
            }
        }
        let plain = try underlineRows("AB"), mixed = try underlineRows("🦊🦊 AB")
        for ((name, text), (_, both)) in zip(plain, mixed) {
            let rows = Set(text.values), mixedRows = Set(both.values)
            XCTAssertEqual(rows.count, 1, "\(name): the text's underline is one band \(rows)")
            XCTAssertEqual(mixedRows, rows, "\(name): under the emoji the underline sits in the text's rows")
            // And it runs under the emoji: red in the first two emoji's columns (each wider than 20 points).
            XCTAssertGreaterThan(both.keys.filter { $0 < 2 * 30 }.count, 40, name)
        }
    }

    func testLinksBecomePDFAnnotationsAndSVGAnchors() throws {
        try Tools.require("pdfinfo")
        let src = try writeText("""
            canvas(width: 300, height: 60) {
                let s = NSMutableAttributedString(string: "Read the docs now.")
                s.addAttribute(.link, value: "https://example.com/docs", range: NSRange(location: 9, length: 4))
                label { frame: Rect(0, 0, 300, 60); attributedText: s }
            }

            """, "l.view")
        XCTAssertEqual(try viewc([src, "-o", "l.pdf"]).status, 0)
        XCTAssertEqual(try viewc([src, "-o", "l.svg"]).status, 0)
        let urls = try Tools.run("pdfinfo", ["-url", file("l.pdf").path]).stdoutText
        XCTAssertTrue(urls.contains("https://example.com/docs"), urls)
        let svg = try String(contentsOf: file("l.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("xlink:href=\"https://example.com/docs\""), svg)
        // The link's area is the word's: it starts after "Read the " (9 characters) and is as
        // high as the line (1.1640625 × 17 = 19.79, centred in 60: from 20.1).
        let rect = try XCTUnwrap(svg.components(separatedBy: "<a ").dropFirst().first)
        XCTAssertTrue(rect.contains("19.79") || rect.contains("20.1"), rect)
    }

    func testShadowsFallOffsetBehindTheirRuns() throws {
        let pics = try pictures("""
                let sh = NSShadow(shadowOffset: Size(6, 6), shadowBlurRadius: 0, shadowColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
                let s = NSMutableAttributedString(string: "IIII", attributes: [.font: Font.system(size: 30, weight: .bold), .shadow: sh])
                s.append(NSAttributedString(string: "IIII", attributes: [.font: Font.system(size: 30, weight: .bold)]))
                label { frame: Rect(0, 0, 300, 60); attributedText: s }
            """)
        for (name, img) in pics {
            // Red shadow beside the shadowed letters, none beside the others.
            XCTAssertGreaterThan(count(img, 0, 0, 60, 60, near: (255, 0, 0)), 200, name)
            XCTAssertEqual(count(img, 75, 0, 300, 60, near: (255, 0, 0)), 0, name)
        }
    }

    /// NSAttributedString.Key.strokeWidth is in percent of the font's point size: positive
    /// strokes the glyphs' outlines alone (hollow letters), negative strokes them over the fill,
    /// and the stroke is centred on the outline, in `.strokeColor` (the foreground color
    /// without one). An "I" of 100 points with a width of ±6 has a stroke 6 points (12 pixels)
    /// wide: across its stem, the filled "I" beside it being S pixels wide, the stroked one
    /// spans S + 12 (6 outside each edge), its red bands 12 wide each, and inside them S − 12
    /// pixels — white when the width is positive, the blue fill when it is negative.
    func testStrokeWidthOutlinesGlyphsInPercentOfTheFontSize() throws {
        let pics = try pictures("""
                let f = UIFont.boldSystemFont(ofSize: 100)
                label { frame: Rect(0, 0, 120, 140); attributedText: NSAttributedString(string: "I", attributes: [.font: f, .foregroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1)]) }
                label { frame: Rect(140, 0, 120, 140); attributedText: NSAttributedString(string: "I", attributes: [.font: f, .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1), .strokeWidth: 6, .strokeColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]) }
                label { frame: Rect(280, 0, 120, 140); attributedText: NSAttributedString(string: "I", attributes: [.font: f, .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1), .strokeWidth: -6, .strokeColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]) }
            """, width: 400, height: 140)
        let band = 2.0 * 6 / 100 * 100   // pixels: 6 % of 100 points, at 2 pixels a point
        for (name, img) in pics {
            let y = 140   // the middle row (70 points), across the stem
            func runs(_ x0: Int, _ x1: Int, _ isColor: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] {
                var out: [Int] = [], n = 0
                for x in 2 * x0..<2 * x1 { if isColor(img[x, y]) { n += 1 } else if n > 0 { out.append(n); n = 0 } }
                if n > 0 { out.append(n) }
                return out
            }
            let isBlack = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.r < 128 && p.g < 128 && p.b < 128 }
            let isRed = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.r > 160 && p.g < 100 && p.b < 100 }
            let isBlue = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.b > 160 && p.r < 100 && p.g < 100 }
            let stem = runs(0, 120, isBlack)
            XCTAssertEqual(stem.count, 1, name)
            let s = Double(stem.first ?? 0)
            XCTAssertGreaterThan(s, band + 4, name)   // the stem is wider than the stroke
            for x0 in [140, 280] {
                // Two red bands, one across each edge of the stem, `band` pixels wide.
                let red = runs(x0, x0 + 120, isRed)
                XCTAssertEqual(red.count, 2, "\(name) \(x0): \(red)")
                for r in red { XCTAssertEqual(Double(r), band, accuracy: 2.5, "\(name) \(x0)") }
                // From the first red pixel to the last: the stem and half a band on each side.
                let xs = (2 * x0..<2 * (x0 + 120)).filter { isRed(img[$0, y]) }
                XCTAssertEqual(Double(xs.last! - xs.first! + 1), s + band, accuracy: 3, "\(name) \(x0)")
            }
            // Positive: hollow, no fill at all; negative: the fill between the bands.
            XCTAssertEqual(count(img, 140, 0, 260, 140, near: (0, 0, 255)), 0, name)
            let inside = runs(280, 400, isBlue)
            XCTAssertEqual(inside.count, 1, name)
            XCTAssertEqual(Double(inside.first ?? 0), s - band, accuracy: 3, name)
        }
    }

    /// A stroke without a stroke color is drawn in the run's foreground color, as UIKit draws it;
    /// Swift 3's key names (NSStrokeWidthAttributeName) are the same attributes. An "I" of 100
    /// points drawn with a width of 6: two green bands 6 % of 100 points (12 pixels) wide across
    /// the stem, white between them.
    func testAStrokeWithoutAColorTakesTheForegroundColor() throws {
        let pics = try pictures("    Outlined(frame: Rect(0, 0, 200, 140))", width: 200, height: 140, declarations: """
            class Outlined: UIView {
                override func draw(_ rect: CGRect) {
                    let a: [String: Any] = [NSFontAttributeName: UIFont.boldSystemFont(ofSize: 100),
                                            NSForegroundColorAttributeName: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1),
                                            NSStrokeWidthAttributeName: 6]
                    ("I" as NSString).draw(at: CGPoint(x: 20, y: 10), withAttributes: a)
                }
            }
            """)
        for (name, img) in pics {
            let y = 2 * 70
            var bands: [Int] = [], n = 0
            for x in 0..<img.width {
                let p = img[x, y]
                if p.g > 100 && p.r < 100 && p.b < 100 { n += 1 } else if n > 0 { bands.append(n); n = 0 }
            }
            XCTAssertEqual(bands.count, 2, "\(name): \(bands)")
            for b in bands { XCTAssertEqual(Double(b), 2.0 * 6 / 100 * 100, accuracy: 2.5, name) }
        }
    }

    /// CGContext.setTextDrawingMode: UIKit's string drawing strokes the glyphs' outlines when
    /// the mode strokes, with the context's line width and join, in the text's own color — the
    /// outlined label of app code (stroke in one color, then fill in another over it). An "I" of
    /// 100 points stroked 6 wide in red, then filled in blue: across its stem, a red band of 3
    /// points (6 pixels) outside each edge — the inner half is under the fill — and the blue
    /// stem as wide as the plain "I" beside it (S pixels); `.invisible` draws nothing.
    func testTheContextsTextDrawingModeStrokesTextInItsColor() throws {
        let pics = try pictures("""
                label { frame: Rect(0, 0, 120, 140); text: "I"; font: .boldSystemFont(ofSize: 100); textColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
                Outlined(frame: Rect(140, 0, 120, 140), text: "I", font: .boldSystemFont(ofSize: 100))
                Hidden(frame: Rect(280, 0, 120, 140), text: "I", font: .boldSystemFont(ofSize: 100))
            """, width: 400, height: 140, declarations: """
            class Outlined: UILabel {
                override func drawText(in rect: CGRect) {
                    let c = UIGraphicsGetCurrentContext()
                    c?.setLineWidth(6)
                    c?.setLineJoin(.round)
                    c?.setTextDrawingMode(.stroke)
                    textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    super.drawText(in: rect)
                    c?.setTextDrawingMode(CGTextDrawingMode.fill)
                    textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                    super.drawText(in: rect)
                }
            }
            class Hidden: UILabel {
                override func drawText(in rect: CGRect) {
                    UIGraphicsGetCurrentContext()?.setTextDrawingMode(.invisible)
                    textColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                    super.drawText(in: rect)
                }
            }
            """)
        for (name, img) in pics {
            let y = 140
            func runs(_ x0: Int, _ x1: Int, _ isColor: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] {
                var out: [Int] = [], n = 0
                for x in 2 * x0..<2 * x1 { if isColor(img[x, y]) { n += 1 } else if n > 0 { out.append(n); n = 0 } }
                if n > 0 { out.append(n) }
                return out
            }
            let stem = runs(0, 120) { $0.r < 128 && $0.g < 128 && $0.b < 128 }
            XCTAssertEqual(stem.count, 1, name)
            let s = Double(stem.first ?? 0)
            let red = runs(140, 260) { $0.r > 160 && $0.g < 100 && $0.b < 100 }
            XCTAssertEqual(red.count, 2, "\(name): \(red)")
            for r in red { XCTAssertEqual(Double(r), 2.0 * 6 / 2, accuracy: 2.5, name) }
            let blue = runs(140, 260) { $0.b > 160 && $0.r < 100 && $0.g < 100 }
            XCTAssertEqual(blue.count, 1, name)
            XCTAssertEqual(Double(blue.first ?? 0), s, accuracy: 2.5, name)
            XCTAssertEqual(count(img, 280, 0, 400, 140, near: (0, 255, 0)), 0, name)
        }
    }

    /// The numbers of each path of `src` compiled to the SVG `name`: a fill of a rect is
    /// "M x y L x+w y L x+w y+h L x y+h Z".
    func filledRects(_ src: String, _ name: String) throws -> [[Double]] {
        let r = try viewc([src, "-o", name])
        XCTAssertEqual(r.status, 0, r.stderr)
        let svg = try String(contentsOfFile: file(name).path, encoding: .utf8)
        return svg.components(separatedBy: "d=\"M ").dropFirst().map { part in
            part.prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        }
    }

    /// Swift 3's `size(attributes:)` in a pasted class is `size(withAttributes:)`: the same
    /// size for the same text and font, one line of the font high (17 × 1.1640625).
    func testSwift3SizeAttributesMeasuresAsSizeWithAttributes() throws {
        let src = try writeText("""
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let attributes = [NSFontAttributeName: UIFont.systemFont(ofSize: 17)]
                    let a = "Hashmark".size(attributes: attributes), b = "Hashmark".size(withAttributes: attributes)
                    UIRectFill(CGRect(x: 0, y: 0, width: a.width, height: a.height))
                    UIRectFill(CGRect(x: 0, y: 50, width: b.width, height: b.height))
                }
            }
            canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }

            """, "s.view")
        let rects = try filledRects(src, "s.svg")
        XCTAssertEqual(rects.count, 2)
        guard rects.count == 2, rects.allSatisfy({ $0.count >= 6 }) else { return }
        let (wa, ha) = (rects[0][2] - rects[0][0], rects[0][5] - rects[0][1])
        let (wb, hb) = (rects[1][2] - rects[1][0], rects[1][5] - rects[1][1])
        XCTAssertEqual(wa, wb, accuracy: 1e-6)
        XCTAssertGreaterThan(wa, 17)
        XCTAssertEqual(ha, hb, accuracy: 1e-6)
        XCTAssertEqual(ha, 17 * 1.1640625, accuracy: 0.001)
    }

    /// An optional text-attributes dictionary, as Swift 3 code declares one
    /// (`let attributes: [String: Any]? = [...]`), is taken where UIKit's string methods take
    /// an optional: measured as the same dictionary unwrapped (17 × 1.1640625 high), and
    /// `size(attributes: nil)` is `size(withAttributes: nil)`, the default attributes.
    func testOptionalTextAttributesAreTakenAsTheStringMethodsTakeThem() throws {
        let src = try writeText("""
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let optional: [String: Any]? = [NSFontAttributeName: UIFont.systemFont(ofSize: 17)]
                    let plain: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
                    let a = ("0" as NSString).size(attributes: optional), b = "0".size(withAttributes: plain)
                    let c = "0".size(attributes: nil), d = "0".size(withAttributes: nil)
                    for (i, s) in [a, b, c, d].enumerated() { UIRectFill(CGRect(x: 0, y: CGFloat(i) * 25, width: s.width, height: s.height)) }
                }
            }
            canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }

            """, "o.view")
        let rects = try filledRects(src, "o.svg").filter { $0.count >= 6 }
        XCTAssertGreaterThanOrEqual(rects.count, 4)
        guard rects.count >= 4 else { return }
        let sizes = rects.prefix(4).map { ($0[2] - $0[0], $0[5] - $0[1]) }
        XCTAssertEqual(sizes[0].0, sizes[1].0, accuracy: 1e-6)
        XCTAssertEqual(sizes[0].1, 17 * 1.1640625, accuracy: 0.001)
        XCTAssertEqual(sizes[1].1, 17 * 1.1640625, accuracy: 0.001)
        XCTAssertEqual(sizes[2].0, sizes[3].0, accuracy: 1e-6)
        XCTAssertEqual(sizes[2].1, sizes[3].1, accuracy: 1e-6)
        XCTAssertLessThan(sizes[2].1, sizes[0].1, "nil is the default attributes, smaller than 17 points")
    }

    func testMeasuredSizes() throws {
        let src = try writeText("""
            canvas(width: 300, height: 100) {
                let a = NSAttributedString(string: "AAAA", attributes: [.font: Font.system(size: 20)]).size()
                let b = NSAttributedString(string: "AAAA", attributes: [.font: Font.system(size: 20), .kern: 5]).size()
                let c = "Hello".size(withAttributes: [.font: Font.system(size: 17)])
                let d = NSAttributedString(string: "One\\nTwo").size()
                let e = NSAttributedString(string: "One\\nTwo", attributes: [.paragraphStyle: NSMutableParagraphStyle(lineSpacing: 10)]).size()
                view { frame: Rect(0, 0, a.width, a.height) }
                view { frame: Rect(0, 0, b.width, b.height) }
                view { frame: Rect(0, 0, c.width, c.height) }
                view { frame: Rect(0, 0, d.width, d.height) }
                view { frame: Rect(0, 0, e.width, e.height) }
                label { frame: Rect(0, 0, 0, 0); text: "Hello"; sizeToFit() }
                let f = "Some words that wrap".boundingRect(with: Size(60, CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: Font.system(size: 12)], context: nil)
                let g = "Some words that wrap".boundingRect(with: Size(60, 1000), options: [], attributes: [.font: Font.system(size: 12)], context: nil)
                let h = "Some words that wrap".size(withAttributes: [.font: Font.system(size: 12)])
                view { frame: f }
                view { frame: g }
                view { frame: Rect(0, 0, h.width, h.height) }
                let k = NSAttributedString(string: "One\\nTwo\\nThree", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 12)]).size()
                view { frame: Rect(0, 0, k.width, k.height) }
                let part = NSMutableAttributedString(string: "HHHH", attributes: [.font: Font.system(size: 20)])
                let hhhh = NSAttributedString(string: "HHHH", attributes: [.font: Font.system(size: 20)]).size()
                part.addAttribute(.kern, value: 20, range: NSRange(location: 0, length: 1))
                let pk = part.size()
                view { frame: Rect(0, 0, pk.width - hhhh.width, pk.height) }
                let nul = NSAttributedString(string: "a\\u{0}b", attributes: [.font: Font.system(size: 20)]).size()
                let ab = NSAttributedString(string: "ab", attributes: [.font: Font.system(size: 20)]).size()
                view { frame: Rect(0, 0, nul.width, nul.height) }
                view { frame: Rect(0, 0, ab.width, ab.height) }
                let hello = NSAttributedString(string: "Hello").size()
                let first = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: NSMutableParagraphStyle(firstLineHeadIndent: 30)]).size()
                let hanging = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: NSMutableParagraphStyle(firstLineHeadIndent: 0, headIndent: 20)]).size()
                view { frame: Rect(0, 0, first.width - hello.width, 1) }
                view { frame: Rect(0, 0, hanging.width - hello.width + 1, 1) }
            }

            """, "m.view")
        let dumped = try viewc(["dump", "tree", src])
        XCTAssertEqual(dumped.status, 0, dumped.stderr)
        let tree = dumped.stdoutText
        let sizes = tree.split(separator: "\n").dropFirst().compactMap { line -> (Double, Double)? in
            guard let r = line.range(of: "frame = (") else { return nil }
            let parts = line[r.upperBound...].prefix { $0 != ")" }.split(separator: ";")
            let wh = parts[1].split(separator: " ").compactMap { Double($0) }
            return (wh[0], wh[1])
        }
        XCTAssertEqual(sizes.count, 15)
        // The first line's indent widens a line as much (one line: the first); headIndent moves
        // only the lines after the first, so a one-line text with a hanging indent is as wide
        // as without (the second view is 1 wide plus the difference, which is 0).
        XCTAssertEqual(sizes[13].0, 30, accuracy: 0.001)
        XCTAssertEqual(sizes[14].0, 1, accuracy: 0.001)
        // Kern on the first character only: 20 wider than without (UIKit puts it after that one).
        XCTAssertEqual(sizes[10].0, 20, accuracy: 0.001)
        // A NUL draws nothing and takes no room: "a\0b" is as wide as "ab".
        XCTAssertEqual(sizes[11].0, sizes[12].0, accuracy: 0.0001)
        // paragraphSpacing: 12 points after each of the first two paragraphs of three lines.
        XCTAssertEqual(sizes[9].1, 3 * 12 * 1.1640625 + 2 * 12, accuracy: 0.001)
        // boundingRect: wrapped at 60 points ("Some words" / "that" / "wrap": three lines of
        // 12-point text), no wider than 60; without .usesLineFragmentOrigin one line, as size().
        XCTAssertEqual(sizes[6].1, 3 * 12 * 1.1640625, accuracy: 0.001)
        XCTAssertLessThanOrEqual(sizes[6].0, 60)
        XCTAssertEqual(sizes[7].0, sizes[8].0, accuracy: 0.0001)
        XCTAssertEqual(sizes[7].1, 12 * 1.1640625, accuracy: 0.001)
        // A line of 20-point DejaVu Sans is 20 × 1.1640625 high; NSString's default font is 12 points.
        XCTAssertEqual(sizes[0].1, 20 * 1.1640625, accuracy: 0.001)
        // Kern follows every character, the last one too: 4 × 5 wider.
        XCTAssertEqual(sizes[1].0 - sizes[0].0, 20, accuracy: 0.001)
        // size(withAttributes:) is the unrounded size sizeToFit rounds up.
        XCTAssertEqual(sizes[2].1, 17 * 1.1640625, accuracy: 0.001)
        XCTAssertEqual(sizes[5].0, sizes[2].0.rounded(.up))
        XCTAssertEqual(sizes[3].1, 2 * 12 * 1.1640625, accuracy: 0.001)
        // lineSpacing adds its points between the two lines.
        XCTAssertEqual(sizes[4].1 - sizes[3].1, 10, accuracy: 0.001)
    }

    /// A hanging indent (headIndent past firstLineHeadIndent): the first line starts at its
    /// own indent, 10, and the lines after it at theirs, 60 — each from the label's left.
    func testAHangingIndentStartsEachLineAtItsOwnIndent() throws {
        let pics = try pictures("""
                let style = NSMutableParagraphStyle(firstLineHeadIndent: 10, headIndent: 60)
                let s = NSAttributedString(string: "MMMM MMMM MMMM MMMM", attributes: [.paragraphStyle: style, .font: Font.system(size: 20)])
                label { frame: Rect(0, 0, 200, 120); numberOfLines: 0; attributedText: s }
            """)
        for (name, img) in pics {
            // Ink rows of the first line and of the second (a blank band between them).
            let inked = (0..<120).filter { y in count(img, 0, y, 200, y + 1, near: (0, 0, 0)) > 0 }
            let breakAt = try XCTUnwrap(zip(inked, inked.dropFirst()).first { $1 > $0 + 1 }, "\(name): one line")
            func left(_ y0: Int, _ y1: Int) -> Int? { (0..<200).first { x in count(img, x, y0, x + 1, y1, near: (0, 0, 0)) > 0 } }
            // An M's stem starts 0.09 em (under 2 points) inside its advance.
            let first = try XCTUnwrap(left(inked[0], breakAt.0 + 1)), second = try XCTUnwrap(left(breakAt.1, inked.last! + 1))
            XCTAssertTrue((10...12).contains(first), "\(name): the first line starts at \(first)")
            XCTAssertTrue((60...62).contains(second), "\(name): the second line starts at \(second)")
        }
    }

    /// Paragraph spacing counts when a label fits its lines to its height: three 12-point
    /// paragraphs (lines 12 × 1.1640625 high) with 12 points after each need 3 × 13.97 + 24 =
    /// 65.9 points; a 50-point label holds the first two (2 × 13.97 + 12 = 39.9), centred,
    /// and draws nothing below its bottom.
    func testParagraphSpacingCountsWhenLinesAreFittedToTheHeight() throws {
        let line = 12 * 1.1640625
        XCTAssertLessThan(3 * line, 50); XCTAssertGreaterThan(3 * line + 24, 50); XCTAssertLessThan(2 * line + 12, 50)
        let pics = try pictures("""
                let s = NSAttributedString(string: "One\\nTwo\\nThree", attributes: [.paragraphStyle: NSMutableParagraphStyle(paragraphSpacing: 12), .font: Font.system(size: 12)])
                label { frame: Rect(0, 0, 200, 50); numberOfLines: 0; attributedText: s }
            """)
        for (name, img) in pics {
            let inked = (0..<120).filter { y in count(img, 0, y, 200, y + 1, near: (0, 0, 0)) > 0 }
            let bands = 1 + zip(inked, inked.dropFirst()).filter { $1 > $0 + 1 }.count
            XCTAssertEqual(bands, 2, "\(name): \(inked)")
            XCTAssertLessThan(try XCTUnwrap(inked.last), 50, "\(name): ink below the label")
        }
    }

    func testTextDrawnAtAPointAndInARect() throws {
        let pics = try pictures("""
                context {
                    "MMMM".draw(at: Point(100, 20), withAttributes: [.font: Font.system(size: 20), .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
                    "wrapped words in a narrow box".draw(in: Rect(10, 60, 60, 50), withAttributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
                }
            """)
        for (name, img) in pics {
            // draw(at:) puts the line's top-left corner at the point: the M's stems start at
            // x ≈ 100 + 0.09 em and their tops at the cap height below the line's top
            // (ascent 0.928 − cap height 0.729 of 20 points: about 4 points down).
            XCTAssertEqual(count(img, 0, 0, 99, 60, near: (0, 0, 255)), 0, name)
            XCTAssertGreaterThan(count(img, 100, 23, 180, 40, near: (0, 0, 255)), 200, name)
            XCTAssertEqual(count(img, 100, 0, 300, 23, near: (0, 0, 255)), 0, name)
            // draw(in:) wraps at the box's width and stays inside it.
            XCTAssertGreaterThan(count(img, 10, 60, 70, 110, near: (255, 0, 0)), 100, name)
            XCTAssertEqual(count(img, 71, 55, 300, 120, near: (255, 0, 0)), 0, name)
            XCTAssertGreaterThanOrEqual(redLinesInTheNarrowBox(img), 3, "\(name): the text did not wrap")
        }
    }

    /// draw(with:options:attributes:context:) as UIKit documents it: without
    /// `.usesLineFragmentOrigin` single-line rendering with the rect's origin on the baseline
    /// (the M's, cap height 0.729 × 20 points high, stand on y = 40: between 25.4 and 40), the
    /// rect's height ignored; with it, draw(in:)'s wrapping at the rect's width from its top
    /// (three or more lines inside 10…70); an NSAttributedString's draw(with:options:context:)
    /// the same.
    /// Core Text's framesetter: a frame of the whole string in a rectangular path, drawn with
    /// CTFrameDraw, lays the lines out from the top of the rectangle in a y-up space. Drawn
    /// after the usual flip (`translateBy(x: 0, y: 120)`, `scaleBy(x: 1, y: -1)`) into the
    /// y-up rectangle (0, 20, 150, 60), it is the text `draw(in:)` lays out in (0, 120 − 80,
    /// 150, 60): the same red rows, row for row. Without the flip it is that drawing reflected
    /// about the rectangle's middle: the red rows of (0, 20, 150, 60) at 120 + y read upward
    /// from its middle at 120 + 50 (row r of the picture at 2 pixels a point where the
    /// unflipped layout has row 2 × 2 × 170 − 1 − r).
    func testACoreTextFrameIsTheTextLaidOutInItsRectangleInAYUpSpace() throws {
        let pics = try pictures("""
                Framed(frame: Rect(0, 0, 150, 120), flipped: true)
                Laid(frame: Rect(150, 0, 150, 120), top: 40)
                Framed(frame: Rect(0, 120, 150, 120), flipped: false)
                Laid(frame: Rect(150, 120, 150, 120), top: 20)
            """, height: 240, declarations: """
            func sample() -> NSAttributedString {
                let style = NSMutableParagraphStyle()
                style.alignment = .center
                return NSAttributedString(string: "Tg", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red, .paragraphStyle: style])
            }
            class Framed: UIView {
                @IBInspectable var flipped: Bool = false
                override func draw(_ rect: CGRect) {
                    let context = UIGraphicsGetCurrentContext()!
                    if flipped {
                        context.translateBy(x: 0, y: bounds.height)
                        context.scaleBy(x: 1, y: -1)
                    }
                    let path = CGMutablePath()
                    path.addRect(CGRect(x: 0, y: 20, width: 150, height: 60))
                    let text = sample()
                    let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
                    let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, text.length), path, nil)
                    CTFrameDraw(frame, context)
                }
            }
            class Laid: UIView {
                @IBInspectable var top: CGFloat = 0
                override func draw(_ rect: CGRect) { sample().draw(in: CGRect(x: 0, y: top, width: 150, height: 60)) }
            }
            """)
        func redRows(_ img: RGBAImage, _ x0: Int, _ y0: Int, _ y1: Int) -> [Int] {
            (2 * y0..<2 * y1).map { y in (2 * x0..<2 * x0 + 300).filter { x in let p = img[x, y]; return p.r > 200 && p.g < 120 }.count }
        }
        for (name, img) in pics {
            let framed = redRows(img, 0, 0, 120), laid = redRows(img, 150, 0, 120)
            XCTAssertGreaterThan(laid.reduce(0, +), 400, name)
            // The glyphs lie inside the laid-out rectangle (rows 80…200), none outside it.
            XCTAssertEqual(laid[0..<80].reduce(0, +) + laid[200...].reduce(0, +), 0, name)
            // Row for row, within two pixels (a renderer's edge pixels of a reflected glyph).
            let same = zip(framed, laid).map { abs($0 - $1) }.max() ?? 0
            XCTAssertLessThanOrEqual(same, 2, "\(name): flipped frame \(framed) against draw(in:) \(laid)")
            let mirrored = redRows(img, 0, 120, 240), unflipped = redRows(img, 150, 120, 240)
            // Row r of the lower half (picture row 240 + r) mirrors picture row 4 × 170 − 1 − (240 + r).
            let reflected = mirrored.indices.map { r -> Int in let m = 4 * 170 - 1 - (240 + r) - 240; return unflipped.indices.contains(m) ? unflipped[m] : 0 }
            // (pdftoppm samples a pixel at its corner, which a reflection moves a row: a shift of
            // at most one row is allowed.)
            let diff = (-1...1).map { d in mirrored.indices.map { r in
                abs(mirrored[r] - (reflected.indices.contains(r + d) ? reflected[r + d] : 0)) }.max() ?? 0 }.min() ?? 0
            XCTAssertGreaterThan(unflipped.reduce(0, +), 400, name)
            XCTAssertLessThanOrEqual(diff, 2, "\(name): unflipped frame \(mirrored) against the reflected layout \(reflected)")
        }
    }

    func testTextDrawnWithARectAndOptions() throws {
        let pics = try pictures("""
                context {
                    "MMMM".draw(with: Rect(100, 40, 200, 5), options: [], attributes: [.font: Font.system(size: 20), .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)], context: nil)
                    "wrapped words in a narrow box".draw(with: Rect(10, 60, 60, 50), options: .usesLineFragmentOrigin, attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], context: nil)
                    NSAttributedString(string: "MM", attributes: [.font: Font.system(size: 20), .foregroundColor: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)]).draw(with: Rect(200, 100, 90, 5), options: [], context: nil)
                }
            """)
        for (name, img) in pics {
            XCTAssertGreaterThan(count(img, 100, 27, 180, 39, near: (0, 0, 255)), 200, name)
            XCTAssertEqual(count(img, 0, 0, 300, 24, near: (0, 0, 255)), 0, name)
            XCTAssertEqual(count(img, 0, 42, 300, 120, near: (0, 0, 255)), 0, name)
            XCTAssertGreaterThan(count(img, 10, 60, 70, 110, near: (255, 0, 0)), 100, name)
            XCTAssertEqual(count(img, 71, 55, 300, 120, near: (255, 0, 0)), 0, name)
            XCTAssertGreaterThanOrEqual(redLinesInTheNarrowBox(img), 3, "\(name): the text did not wrap")
            XCTAssertGreaterThan(count(img, 200, 87, 240, 99, near: (0, 153, 0)), 50, name)
            XCTAssertEqual(count(img, 190, 102, 300, 120, near: (0, 153, 0)), 0, name)
            XCTAssertEqual(count(img, 190, 40, 300, 84, near: (0, 153, 0)), 0, name)
        }
    }

    /// The seed's centeredAttributedString (the lecture notes print it in 004_…), pasted into
    /// a class (Seeds/CenteredAttributedString.view): it compiles as written and centres its
    /// two lines; the fixture's function is the document's, line for line.
    func testTheSeedsCenteredAttributedStringCompilesAsWritten() throws {
        let fixture = Paths.testsDir.appendingPathComponent("Seeds/CenteredAttributedString.view")
        let src = file("seed.view").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: src)
        let r = try viewc([src, "-o", "seed.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let img = try loadPNG(file("seed.png").path)
        let inked = (0..<img.width).filter { x in (0..<img.height).contains { img[x, $0].r < 128 } }
        // Centred: the ink's middle is the box's (the two lines' middles both at 100).
        let mid = Double(inked.first! + inked.last! + 1) / 2
        XCTAssertEqual(mid, 100, accuracy: 2)
        // The function as the document prints it.
        let candidates = [Paths.packageRoot.deletingLastPathComponent(), Paths.packageRoot.deletingLastPathComponent().deletingLastPathComponent(),
                          URL(fileURLWithPath: "/work")].map { $0.appendingPathComponent("shared/seeds/004_88549f5200526f7f.txt") }
        guard let doc = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw XCTSkip("the seed documents are not on this machine")
        }
        let docLines = try String(contentsOf: doc, encoding: .utf8).components(separatedBy: "\n")
        let fixLines = try String(contentsOf: fixture, encoding: .utf8).components(separatedBy: "\n")
        let d0 = try XCTUnwrap(docLines.firstIndex { $0.contains("private func centeredAttributedString") })
        let f0 = try XCTUnwrap(fixLines.firstIndex { $0.contains("private func centeredAttributedString") })
        let n = try XCTUnwrap(docLines[d0...].firstIndex { $0 == "}" }) - d0 + 1
        XCTAssertGreaterThan(n, 8)
        XCTAssertEqual(Array(fixLines[f0..<f0 + n]), Array(docLines[d0..<d0 + n]))
    }

    func testAttributeMistakesAreErrorsAtTheirPlace() throws {
        let src = try writeText("""
            canvas(width: 100, height: 100) {
                let a = NSAttributedString(string: "x", attributes: [.fnt: Font.body])
                let b = NSAttributedString(string: "x", attributes: [.kern: "wide"])
                let d = NSMutableAttributedString(string: "abc")
                d.addAttribute(.kern, value: 1, range: NSRange(location: 2, length: 5))
            }

            """, "e.view")
        let r = try viewc([src, "-o", "e.svg"])
        XCTAssertEqual(r.status, 1)
        for expected in [
            "e.view:2:58: error: unknown text attribute '.fnt'; did you mean '.font'?",
            "e.view:3:65: error: '.kern' is a Number, not a String",
        ] {
            XCTAssertTrue(r.stderr.contains(expected), "missing \(expected) in\n\(r.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("e.svg").path))
        // Other dictionaries are not in the language (a parse error at the first ':').
        let dict = try writeText("canvas(width: 100, height: 100) {\n    let c = [1: 2]\n}\n", "d.view")
        let dr = try viewc([dict, "-o", "d.svg"])
        XCTAssertEqual(dr.status, 1)
        XCTAssertTrue(dr.stderr.contains("d.view:2:15: error: dictionaries other than text attributes ([.font: …]) are outside the supported Swift subset"), dr.stderr)
        let range = try writeText("""
            canvas(width: 100, height: 100) {
                let d = NSMutableAttributedString(string: "abc")
                d.addAttribute(.kern, value: 1, range: NSRange(location: 2, length: 5))
            }

            """, "r.view")
        let rr = try viewc([range, "-o", "r.svg"])
        XCTAssertEqual(rr.status, 1)
        XCTAssertTrue(rr.stderr.contains("r.view:3:44: error: the range 2..<7 is not inside the string, which is 3 long"), rr.stderr)
        // addAttribute's value must be the key's type; kern is bounded.
        for (line, expected) in [("d.addAttribute(.font, value: 3, range: NSRange(location: 0, length: 1))", "v.view:3:34: error: '.font' is a Font, not a Number"),
                                 ("d.addAttribute(.kern, value: 1e9, range: NSRange(location: 0, length: 1))", "v.view:3:34: error: '.kern' is from -1000 to 1000 points, not 1000000000"),
                                 ("d.addAttribute(.strokeWidth, value: 5000, range: NSRange(location: 0, length: 1))", "v.view:3:41: error: '.strokeWidth' is from -1000 to 1000 percent of the font's size, not 5000"),
                                 ("d.addAttribute(.strokeColor, value: 3, range: NSRange(location: 0, length: 1))", "v.view:3:41: error: '.strokeColor' is a Color, not a Number")] {
            let v = try writeText("canvas(width: 100, height: 100) {\n    let d = NSMutableAttributedString(string: \"abc\")\n    \(line)\n}\n", "v.view")
            let vr = try viewc([v, "-o", "v.svg"])
            XCTAssertEqual(vr.status, 1)
            XCTAssertTrue(vr.stderr.contains(expected), vr.stderr)
        }
    }

    /// As UILabel: a font or text color set after attributedText applies to the whole text;
    /// `.black` written for a weight is the weight; a broken word gets no hyphen.
    func testLabelSettingsAfterAttributedTextAndNoHyphens() throws {
        try Tools.require("pdftotext")
        let src = try writeText("""
            canvas(width: 200, height: 200) {
                let s = NSMutableAttributedString(string: "ab", attributes: [.font: Font.system(size: 30)])
                label { frame: Rect(0, 0, 100, 40); attributedText: s; font: Font.system(size: 12, weight: .black); textColor: .red }
                label { frame: Rect(0, 50, 60, 150); text: "Thequickbrownfoxjumpsoverthelazydog"; numberOfLines: 0 }
            }

            """, "o.view")
        let tree = try viewc(["dump", "tree", src])
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertTrue(tree.stdoutText.contains("attributedText = 2 [.font: Font.system(size: 12, weight: .black), .foregroundColor: #ff0000]"), tree.stdoutText)
        XCTAssertEqual(try viewc([src, "-o", "o.pdf"]).status, 0)
        let text = try Tools.run("pdftotext", [file("o.pdf").path, "-"]).stdoutText
        XCTAssertFalse(text.contains("-"), text)
        XCTAssertEqual(text.filter { $0.isLetter }.count, "ab".count + "Thequickbrownfoxjumpsoverthelazydog".count, text)
    }

    /// CGContext's font smoothing and glyph subpixel calls change no pixel of the text drawn
    /// after them: the three pictures are those of the same text drawn without them.
    func testFontSmoothingCallsLeaveTheTextAsItIs() throws {
        func text(_ calls: String) -> String {
            """
            class Caption: UIView {
                override func draw(_ rect: CGRect) {
                    let context = UIGraphicsGetCurrentContext()!
                    \(calls)
                    ("Smooth 123" as NSString).draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
                }
            }
            """
        }
        let calls = "context.setAllowsFontSmoothing(true); context.setShouldSmoothFonts(true); context.setAllowsFontSubpixelPositioning(false); "
            + "context.setShouldSubpixelPositionFonts(false); context.setAllowsFontSubpixelQuantization(true); context.setShouldSubpixelQuantizeFonts(true)"
        let with = try pictures("    Caption(frame: Rect(0, 0, 300, 60))", height: 60, declarations: text(calls))
        let without = try pictures("    Caption(frame: Rect(0, 0, 300, 60))", height: 60, declarations: text(""))
        for ((what, a), (_, b)) in zip(with, without) {
            XCTAssertEqual(a, b, "\(what): the text differs with the calls")
            XCTAssertGreaterThan(count(a, 10, 10, 200, 50, near: (0, 0, 0)), 50, "\(what): no text drawn")
        }
    }
}
