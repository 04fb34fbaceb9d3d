// At the command line: italic and the weights the installed families
// have are drawn with those faces (poppler's pdffonts names the faces a PDF embeds), and
// --content-size-category sets the text styles' sizes (poppler's pdftotext -bbox measures the
// text drawn).

import Foundation
import XCTest

final class FontFaceTests: CLITestCase {
    func testItalicAndWeightsAreDrawnWithTheFamilysFaces() throws {
        let cases: [(String, String)] = [
            ("UIFont.italicSystemFont(ofSize: 15)", "DejaVuSans-Oblique"),
            ("Font.body.withTraits(.traitItalic, .traitBold)", "DejaVuSans-BoldOblique"),
            ("UIFont.systemFont(ofSize: 15, weight: .ultraLight)", "DejaVuSans-ExtraLight"),
            ("UIFont.boldSystemFont(ofSize: 15)", "DejaVuSans-Bold"),
            ("Font(name: \"DejaVu Serif\", size: 15, italic: true)", "DejaVuSerif-Italic"),
            ("Font.system(size: 15)", "DejaVuSans"),
        ]
        try checkFaces(cases)
    }

    /// UIFont(name:size:) takes a face's PostScript name or full name as well as a family: an
    /// installed face named so is drawn (pdffonts names it), with its weight and italic.
    func testInstalledFacesAreFoundByPostScriptAndFullName() throws {
        try checkFaces([
            ("UIFont(name: \"DejaVuSans-Bold\", size: 15)", "DejaVuSans-Bold"),
            ("UIFont(name: \"DejaVu Serif Italic\", size: 15)", "DejaVuSerif-Italic"),
            ("UIFont(name: \"NotoSerif-BoldItalic\", size: 15)", "NotoSerif-BoldItalic"),
        ])
    }

    /// Each font drawn in a label of its own, and the one face the PDF embeds.
    func checkFaces(_ cases: [(String, String)]) throws {
        try Tools.require("pdffonts")
        for (font, face) in cases {
            let src = try writeText("canvas(width: 200, height: 40) {\n    label { frame: Rect(0, 0, 200, 40); text: \"Italic\"; font: \(font) }\n}\n", "f.view")
            let r = try viewc([src, "-o", "f.pdf"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let fonts = try Tools.run("pdffonts", [file("f.pdf").path]).stdoutText
            let names = fonts.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: " ").first }
                .map { $0.split(separator: "+").last.map(String.init) ?? "" }
            XCTAssertEqual(Set(names), [face], "\(font):\n\(fonts)")
        }
    }

    func testTheContentSizeCategoryFlagSetsTheTextStyles() throws {
        try Tools.require("pdftotext")
        let src = try writeText("canvas(width: 400, height: 100) {\n    label { frame: Rect(0, 0, 400, 100); text: \"HHHH\"; font: .body }\n}\n", "b.view")
        // Unhinted text scales linearly with its size: the width of the same text at each
        // category, over its width at Large, is the style's size there over 17.
        func width(_ category: String) throws -> Double {
            let r = try viewc([src, "-o", "b.pdf", "--content-size-category", category])
            XCTAssertEqual(r.status, 0, r.stderr)
            let bbox = try Tools.run("pdftotext", ["-bbox", file("b.pdf").path, "-"]).stdoutText
            let line = try XCTUnwrap(bbox.split(separator: "\n").first { $0.contains(">HHHH<") })
            func attr(_ n: String) -> Double { Double(line.components(separatedBy: "\(n)=\"")[1].prefix { $0 != "\"" })! }
            return attr("xMax") - attr("xMin")
        }
        let large = try width("large")
        XCTAssertGreaterThan(large, 40)
        for (category, size) in [("extraSmall", 14.0), ("extraExtraExtraLarge", 23), ("accessibilityExtraExtraExtraLarge", 53)] {
            XCTAssertEqual(try width(category) / large, size / 17, accuracy: 0.002, category)
        }
        let bad = try viewc([src, "-o", "b.pdf", "--content-size-category", "extraLage"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("unknown content size category 'extraLage'; did you mean 'extraLarge'?"), bad.stderr)
    }
}
