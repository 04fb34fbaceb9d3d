// Fonts iOS ships drawn with their metric-compatible clones (Sources/ViewEval/Builtins/
// IOSFonts.swift), through the command line: the PDF embeds the clones, poppler reads back
// words as wide as the iOS typefaces' published advance widths make them, and the PNG, the SVG
// as rsvg-convert draws it and the PDF as pdftoppm draws it are the same picture.

import Foundation
import XCTest

final class FontSubstitutionRenderTests: CLITestCase {
    /// (PostScript name, word, advance of each of its glyphs in em, the clone's PostScript name):
    /// the advances from Adobe's AFM files (Helvetica-Bold 'n' 611, Courier 600) and the
    /// typefaces' hmtx tables (Arial digits 1139/2048, Menlo 1233/2048).
    static let cases: [(name: String, word: String, advance: Double, clone: String)] = [
        ("Helvetica-Bold", "nnnnnnnnnn", 611.0 / 1000, "NimbusSans-Bold"),
        ("ArialMT", "0123456789", 1139.0 / 2048, "LiberationSans"),
        ("Courier", "abcdefghij", 600.0 / 1000, "NimbusMonoPS-Regular"),
        ("Menlo-Regular", "klmnopqrst", 1233.0 / 2048, "DejaVuSansMono"),
    ]
    static let size = 20.0

    func source() -> String {
        var text = "canvas(width: 260, height: \(Self.cases.count * 30)) {\n    backgroundColor: .white\n"
        for (i, c) in Self.cases.enumerated() {
            text += "    label { frame: Rect(10, \(i * 30), 240, 30); text: \"\(c.word)\"; font: UIFont(name: \"\(c.name)\", size: \(Int(Self.size))) }\n"
        }
        return text + "}\n"
    }

    func testTheClonesAreEmbeddedAndSetTheWordsAtTheIOSWidths() throws {
        try Tools.require("pdffonts"); try Tools.require("pdftotext")
        let src = try writeText(source(), "fonts.view")
        let r = try viewc([src, "-o", "fonts.pdf"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // One warning per name, naming its clone.
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, Self.cases.count, r.stderr)
        let fonts = try Tools.run("pdffonts", [file("fonts.pdf").path]).stdoutText
        // The embedded fonts' names, without the subset prefix (ABCDEF+).
        let embedded = Set(fonts.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: " ").first?.split(separator: "+").last.map(String.init) })
        XCTAssertEqual(embedded, Set(Self.cases.map(\.clone)), fonts)
        // poppler's box of each word spans its glyphs' advances, as the PDF's /Widths give them:
        // in 1000ths of an em, rounded.
        let bbox = try Tools.run("pdftotext", ["-bbox", file("fonts.pdf").path, "-"]).stdoutText
        for c in Self.cases {
            let line = try XCTUnwrap(bbox.split(separator: "\n").first { $0.hasSuffix(">\(c.word)</word>") }, c.name)
            func attribute(_ name: String) -> Double? {
                guard let r = line.range(of: name + "=\"") else { return nil }
                return Double(line[r.upperBound...].prefix { $0 != "\"" })
            }
            let width = try XCTUnwrap(attribute("xMax"), c.name) - XCTUnwrap(attribute("xMin"), c.name)
            XCTAssertEqual(width, Double(c.word.count) * (c.advance * 1000).rounded() / 1000 * Self.size, accuracy: 0.001, c.name)
        }
    }

    /// rsvg-convert draws our SVG as our PNG is drawn (cairo both); pdftoppm anti-aliases and
    /// hints glyphs its own way (measured on this picture: 4 % of the pixels differ by more than
    /// 48 levels, 6 % for the same words in the system font), so the PDF is compared by where
    /// each line's ink lies: the same box, to a pixel.
    func testPNGSVGAndPDFDrawTheClonesAlike() throws {
        try Tools.require("rsvg-convert"); try Tools.require("pdftoppm")
        let src = try writeText(source(), "fonts.view")
        for format in ["png", "svg", "pdf"] {
            let r = try viewc([src, "-o", "fonts." + format])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        XCTAssertEqual(try Rasterise.svg(file("fonts.svg").path, to: file("fonts-svg.png").path).status, 0)
        XCTAssertEqual(try Rasterise.pdf(file("fonts.pdf").path, toPrefix: file("fonts-pdf").path).status, 0)
        let png = try loadPNG(file("fonts.png").path).overWhite
        let svg = try loadPNG(file("fonts-svg.png").path).overWhite
        let pdf = try loadPNG(file("fonts-pdf.png").path).overWhite
        let c = compare(png, svg, channel: svgTolerance.channel)
        XCTAssertTrue(c.passes(svgTolerance), "rsvg-convert vs our PNG: \(c)")
        XCTAssertEqual(pdf.width, png.width); XCTAssertEqual(pdf.height, png.height)
        for (i, k) in Self.cases.enumerated() {
            let ours = try XCTUnwrap(inkBox(png, rows: i * 30..<(i + 1) * 30), k.name)
            let theirs = try XCTUnwrap(inkBox(pdf, rows: i * 30..<(i + 1) * 30), k.name)
            for (a, b) in zip(ours, theirs) { XCTAssertEqual(a, b, accuracy: 1, "\(k.name): our PNG's ink \(ours), pdftoppm's \(theirs)") }
            // The ink spans about the word's advance width (less the side bearings).
            let advance = Double(k.word.count) * k.advance * Self.size
            XCTAssertEqual(Double(ours[1] - ours[0] + 1), advance, accuracy: 0.1 * advance, k.name)
        }
        if !c.passes(svgTolerance) { keepFailureFiles([file("fonts.png").path, file("fonts-svg.png").path]) }
    }

    /// The smallest box holding the pixels of `rows` darker than mid-grey: [minX, maxX, minY, maxY].
    func inkBox(_ img: RGBAImage, rows: Range<Int>) -> [Int]? {
        var box: [Int]?
        for y in rows where y < img.height { for x in 0..<img.width {
            let p = img[x, y]
            guard Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128 else { continue }
            box = box.map { [min($0[0], x), max($0[1], x), min($0[2], y), max($0[3], y)] } ?? [x, x, y, y]
        }}
        return box
    }
}
