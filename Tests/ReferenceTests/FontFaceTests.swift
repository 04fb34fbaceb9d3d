// At the command line: italic and the weights the installed families
// have are drawn with those faces (poppler's pdffonts names the faces a PDF embeds), and
// --content-size-category sets the text styles' sizes (poppler's pdftotext -bbox measures the
// text drawn).

import Foundation
import XCTest

final class FontFaceTests: CLITestCase {
    func testItalicAndWeightsAreDrawnWithTheFamilysFaces() throws {
        try Tools.require("pdffonts")
        let cases: [(String, String)] = [
            ("UIFont.italicSystemFont(ofSize: 15)", "DejaVuSans-Oblique"),
            ("Font.body.withTraits(.traitItalic, .traitBold)", "DejaVuSans-BoldOblique"),
            ("UIFont.systemFont(ofSize: 15, weight: .ultraLight)", "DejaVuSans-ExtraLight"),
            ("UIFont.boldSystemFont(ofSize: 15)", "DejaVuSans-Bold"),
            ("Font(name: \"DejaVu Serif\", size: 15, italic: true)", "DejaVuSerif-Italic"),
            ("Font.system(size: 15)", "DejaVuSans"),
        ]
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

/// Font files beside the .view file, used by name. The compile sees only
/// DejaVu (a fontconfig file of its own), so Noto Serif — copied beside the file from the fonts
/// `make deps` installs — can only come from the file.
final class FontFileTests: CLITestCase {
    func onlyDejaVu() throws -> [String: String] {
        let conf = try writeText("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>

            """, "fonts.conf")
        return ["FONTCONFIG_FILE": conf]
    }

    func testAFontFileBesideTheViewFileIsUsedByName() throws {
        try Tools.require("pdffonts")
        let env = try onlyDejaVu()
        try FileManager.default.createDirectory(at: file("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", toPath: file("site/NotoSerif-Bold.ttf").path)
        let src = try writeText("""
            canvas(width: 300, height: 60) {
                label { frame: Rect(0, 0, 300, 60); text: "From a file"; font: UIFont(name: "NotoSerif-Bold", size: 24) }
            }

            """, "site/f.view")
        let r = try viewc([src, "-o", "f.pdf", "--depfile", "f.d"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fonts = try Tools.run("pdffonts", [file("f.pdf").path]).stdoutText
        XCTAssertTrue(fonts.contains("NotoSerif-Bold"), fonts)
        XCTAssertFalse(fonts.contains("DejaVu"), fonts)
        let dep = try String(contentsOf: file("f.d"), encoding: .utf8)
        XCTAssertTrue(dep.contains(file("site/NotoSerif-Bold.ttf").path), dep)
        // The face gives the weight: `dump tree` shows the family and bold.
        let tree = try viewc(["dump", "tree", src], env: env).stdoutText
        XCTAssertTrue(tree.contains("font = Font(name: \"Noto Serif\", size: 24, weight: .bold)"), tree)
        // Without the file the name is unknown, and says where it looked.
        try FileManager.default.removeItem(at: file("site/NotoSerif-Bold.ttf"))
        let gone = try viewc([src, "-o", "g.pdf"], env: env)
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stderr.contains("no installed font family is named 'NotoSerif-Bold'"), gone.stderr)
        XCTAssertTrue(gone.stderr.contains("nor is there a font file 'NotoSerif-Bold.ttf'"), gone.stderr)
    }

    func testFontFilesAreConfinedAndChecked() throws {
        let env = try onlyDejaVu()
        try FileManager.default.createDirectory(at: file("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", toPath: file("Outside.ttf").path)
        try Data("not a font at all".utf8).write(to: file("site/Broken.ttf"))
        try FileManager.default.createDirectory(at: file("site/Dir.ttf"), withIntermediateDirectories: true)
        let src = try writeText("""
            canvas(width: 300, height: 60) {
                label { text: "a"; font: UIFont(name: "../Outside.ttf", size: 24) }
                label { text: "b"; font: UIFont(name: "Broken", size: 24) }
                label { text: "c"; font: UIFont(name: "Dir", size: 24) }
            }

            """, "site/c.view")
        let r = try viewc([src, "-o", "c.pdf"], env: env)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("c.view:2:43: error: '../Outside.ttf' is outside the folder"), r.stderr)
        XCTAssertTrue(r.stderr.contains("c.view:3:43: error: 'Broken.ttf' is not a font file fontconfig can read"), r.stderr)
        XCTAssertTrue(r.stderr.contains("c.view:4:43: error: 'Dir.ttf' is a folder, not a font file"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("c.pdf").path))
    }
}
