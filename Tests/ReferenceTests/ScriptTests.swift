// Every script shapes and renders through fontconfig's fallback with
// the fonts `make deps` installs, and the tests see only those fonts (Tests/Fonts/fonts.conf,
// which `make test` names in FONTCONFIG_FILE).
//
// The checks are independent of viewc's own layout code: poppler reads the PDF back (which
// fonts it embeds, which text it holds and where each glyph is), and the PNG's pixels are
// looked at directly.

import Foundation
import XCTest

final class ScriptTests: CLITestCase {
    /// The folders Tests/Fonts/fonts.conf lists: the fonts of the Debian packages `make deps`
    /// installs.
    static let pinnedFolders = ["/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/truetype/nanum/",
                                "/usr/share/fonts/truetype/noto/", "/usr/share/fonts/opentype/noto/",
                                "/usr/share/fonts/truetype/liberation2/", "/usr/share/fonts/opentype/urw-base35/"]

    func testTheTestsSeeOnlyThePinnedFonts() throws {
        let pinned = Paths.packageRoot.appendingPathComponent("Tests/Fonts/fonts.conf").path
        XCTAssertEqual(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], pinned,
                       "run the tests through `make test`, or with FONTCONFIG_FILE=\(pinned)")
        try Tools.require("fc-list")
        let r = try Tools.run("fc-list", [":", "file"], env: ["FONTCONFIG_FILE": pinned, "PATH": "/usr/bin:/bin"])
        let files = r.stdoutText.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        XCTAssertGreaterThan(files.count, 20)
        for f in files {
            XCTAssertTrue(Self.pinnedFolders.contains { f.hasPrefix($0) }, "\(f) is not one of the pinned fonts")
        }
        for needed in ["DejaVuSans.ttf", "NanumGothic.ttf", "NotoSansCJK-Regular.ttc", "NotoSansDevanagari-Regular.ttf",
                       "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf",
                       "LiberationSans-Regular.ttf", "NimbusSans-Regular.otf"] {
            XCTAssertTrue(files.contains { $0.hasSuffix("/" + needed) }, "\(needed) is missing: make deps installs it")
        }
    }

    /// One label per script; none has a character without a font (so `--warnings-as-errors`
    /// passes), each is set in a font for its script, and its text reads back from the PDF.
    func testEveryScriptRendersWithAFontForIt() throws {
        try Tools.require("pdffonts"); try Tools.require("pdftotext")
        let lines = ["한국어 그림", "ひらがな カタカナ", "中文 绘图", "مرحبا بالعالم", "שלום עולם", "नमस्ते दुनिया"]
        var text = "canvas(width: 300, height: \(lines.count * 30)) {\n"
        for (i, l) in lines.enumerated() { text += "    label { frame: Rect(0, \(i * 30), 300, 30); text: \"\(l)\" }\n" }
        text += "}\n"
        let src = try writeText(text, "scripts.view")
        let r = try viewc([src, "-o", "scripts.pdf", "--warnings-as-errors"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let fonts = try Tools.run("pdffonts", [file("scripts.pdf").path]).stdoutText
        for family in ["NotoSansCJKjp", "NotoSansDevanagari", "DejaVuSans"] {
            XCTAssertTrue(fonts.contains(family), "no \(family) embedded:\n\(fonts)")
        }
        let extracted = try Tools.run("pdftotext", ["-raw", file("scripts.pdf").path, "-"]).stdoutText
        for word in ["한국어", "그림", "ひらがな", "カタカナ", "中文", "绘图", "नमस्ते", "दुनिया"] {
            XCTAssertTrue(extracted.contains(word), "'\(word)' does not read back:\n\(extracted)")
        }
    }

    /// Right to left: the first letter of a Hebrew or Arabic text is drawn rightmost, and a
    /// label of such text with `.natural` alignment sits at the right edge (UIKit's natural
    /// alignment follows the text's direction).
    func testRightToLeftTextRunsRightToLeftAndAlignsRight() throws {
        try Tools.require("pdftotext")
        let text = """
        canvas(width: 300, height: 60) {
            label { frame: Rect(0, 0, 300, 30); text: "אבג" }
            label { frame: Rect(0, 30, 300, 30); text: "سلم" }
        }

        """
        let src = try writeText(text, "rtl.view")
        XCTAssertEqual(try viewc([src, "-o", "rtl.pdf", "--warnings-as-errors"]).status, 0)
        let bbox = try Tools.run("pdftotext", ["-bbox", file("rtl.pdf").path, "-"]).stdoutText
        func xMin(_ letter: String) -> Double? {
            for line in bbox.split(separator: "\n") where line.hasSuffix(">\(letter)</word>") {
                guard let r = line.range(of: "xMin=\"") else { continue }
                return Double(line[r.upperBound...].prefix { $0 != "\"" })
            }
            return nil
        }
        let alef = try XCTUnwrap(xMin("א")), bet = try XCTUnwrap(xMin("ב")), gimel = try XCTUnwrap(xMin("ג"))
        XCTAssertGreaterThan(alef, bet); XCTAssertGreaterThan(bet, gimel)
        // Right-aligned: the three letters end at the label's right edge, far from its left one.
        XCTAssertGreaterThan(gimel, 200)
        let sin = try XCTUnwrap(xMin("س")), mim = try XCTUnwrap(xMin("م"))
        XCTAssertGreaterThan(sin, mim)
        XCTAssertGreaterThan(mim, 200)
    }

    /// A letter and its combining mark are one cluster: "e" + U+0301 is exactly as wide as the
    /// precomposed "é" (sizeToFit measures both), and no mark is missing.
    func testCombiningMarksJoinTheirLetter() throws {
        let text = """
        canvas(width: 200, height: 100) {
            label { frame: Rect(0, 0, 0, 0); text: "re\\u{301}sume\\u{301}"; sizeToFit() }
            label { frame: Rect(0, 50, 0, 0); text: "r\\u{E9}sum\\u{E9}"; sizeToFit() }
        }

        """
        let src = try writeText(text, "marks.view")
        let r = try viewc(["dump", "tree", src, "--warnings-as-errors"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let frames = r.stdoutText.split(separator: "\n").filter { $0.contains("<label") }.map { line -> String in
            let f = line.range(of: "bounds = (")!
            return String(line[f.upperBound...].prefix { $0 != ")" })
        }
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0], frames[1], "decomposed and precomposed text measure differently")
    }

    /// Emoji are drawn in colour from Noto Color Emoji in every format (the PNG paints its
    /// bitmap glyphs; the rest of the text stays filled outlines), at the font's size.
    func testEmojiAreDrawnInColourAtTheirSize() throws {
        let text = """
        canvas(width: 120, height: 40) {
            backgroundColor: .white
            label { frame: Rect(10, 0, 100, 40); text: "👍🏽"; font: Font.system(size: 20) }
        }

        """
        let src = try writeText(text, "emoji.view")
        XCTAssertEqual(try viewc([src, "-o", "emoji.png", "--warnings-as-errors"]).status, 0)
        XCTAssertEqual(try viewc([src, "-o", "emoji.svg"]).status, 0)
        try Rasterise.svg(file("emoji.svg").path, to: file("emoji-svg.png").path)
        for name in ["emoji.png", "emoji-svg.png"] {
            let img = try loadPNG(file(name).path)
            var coloured = 0, minX = img.width, maxX = 0, minY = img.height, maxY = 0
            for y in 0..<img.height { for x in 0..<img.width {
                let p = img[x, y]
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 40 { coloured += 1 }
                if p.r < 250 || p.g < 250 || p.b < 250 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
            }}
            XCTAssertGreaterThan(coloured, 50, "\(name): the emoji is not in colour")
            // A 20-point emoji is about 20 to 24 points across, never the font's 109-pixel strike.
            XCTAssertLessThanOrEqual(maxX - minX, 30, name); XCTAssertGreaterThanOrEqual(maxX - minX, 14, name)
            XCTAssertLessThanOrEqual(maxY - minY, 30, name)
        }
    }

    /// A symbol whose default presentation is text, followed by VARIATION SELECTOR-16 (the
    /// "❤️" of so much UI text), is the colour emoji, as iOS draws it; without the selector it
    /// stays the text symbol. The left half (the heart with the selector) is in colour, the
    /// right half (the bare heart) has no coloured pixel — in our PNG, rsvg-convert's SVG and
    /// pdftoppm's PDF.
    func testAnEmojiPresentationSelectorDrawsTheColourEmoji() throws {
        try Tools.require("pdftoppm")
        let src = try writeText("""
            canvas(width: 120, height: 40) {
                backgroundColor: .white
                label { frame: Rect(10, 0, 40, 40); text: "\\u{2764}\\u{FE0F}"; font: Font.system(size: 24) }
                label { frame: Rect(70, 0, 40, 40); text: "\\u{2764}"; font: Font.system(size: 24) }
            }

            """, "heart.view")
        for f in ["heart.png", "heart.svg", "heart.pdf"] { XCTAssertEqual(try viewc([src, "-o", f]).status, 0) }
        try Rasterise.svg(file("heart.svg").path, to: file("heart-svg.png").path)
        try Rasterise.pdf(file("heart.pdf").path, toPrefix: file("heart-pdf").path, dpi: 72)
        for name in ["heart.png", "heart-svg.png", "heart-pdf.png"] {
            let img = try loadPNG(file(name).path)
            func coloured(_ xs: Range<Int>) -> Int {
                xs.reduce(0) { n, x in n + (0..<img.height).filter { y in let p = img[x, y]; return max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 60 }.count }
            }
            XCTAssertGreaterThan(coloured(0..<60), 50, "\(name): the heart with the selector is not in colour")
            XCTAssertEqual(coloured(60..<120), 0, "\(name): the bare heart is in colour")
        }
    }

    /// A colour emoji drawn twice is one image named once in the page's resources (cairo names
    /// it once per use, a dictionary with a repeated key: `qpdf --check` warns), and both are
    /// still drawn, in colour, where the text puts them: the left and right halves of pdftoppm's
    /// picture each hold one.
    func testAnEmojiDrawnTwiceIsNamedOnceInThePDF() throws {
        try Tools.require("qpdf"); try Tools.require("pdftoppm")
        let text = """
        canvas(width: 120, height: 40) {
            backgroundColor: .white
            label { frame: Rect(0, 0, 120, 40); text: "🦊      🦊"; textAlignment: .center; font: Font.system(size: 20) }
        }

        """
        let src = try writeText(text, "twice.view")
        XCTAssertEqual(try viewc([src, "-o", "twice.pdf"]).status, 0)
        let check = try Tools.run("qpdf", ["--check", file("twice.pdf").path])
        XCTAssertEqual(check.status, 0, check.stdoutText + check.stderr)
        XCTAssertFalse((check.stdoutText + check.stderr).contains("WARNING"), check.stdoutText + check.stderr)
        XCTAssertEqual(try Rasterise.pdf(file("twice.pdf").path, toPrefix: file("twice").path).status, 0)
        let img = try loadPNG(file("twice.png").path)
        var colouredLeft = 0, colouredRight = 0
        for y in 0..<img.height { for x in 0..<img.width {
            let p = img[x, y]
            if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 40 { if x < img.width / 2 { colouredLeft += 1 } else { colouredRight += 1 } }
        }}
        XCTAssertGreaterThan(colouredLeft, 50, "the first fox is drawn in colour")
        XCTAssertGreaterThan(colouredRight, 50, "the second fox is drawn in colour")
    }

    /// Korean wraps by words, as UIKit's standard line-break strategy (hangulWordPriority) does:
    /// every line of the wrapped paragraph holds whole words of the text (pdftotext finds no
    /// word cut in two); a word wider than the label still breaks between syllables.
    func testKoreanWrapsByWords() throws {
        try Tools.require("pdftotext")
        let paragraph = "따라서 strokePath 이후 fillPath를 할 때는 path가 존재하지 않아서 원 안이 채워지지 않는다."
        let src = try writeText("""
            canvas(width: 300, height: 300) {
                label { frame: Rect(0, 0, 200, 200); text: "\(paragraph)"; numberOfLines: 0 }
                label { frame: Rect(0, 220, 60, 80); text: "가나다라마바사아자차"; numberOfLines: 0 }
            }

            """, "ko.view")
        XCTAssertEqual(try viewc([src, "-o", "ko.pdf", "--warnings-as-errors"]).status, 0)
        let bbox = try Tools.run("pdftotext", ["-bbox", file("ko.pdf").path, "-"]).stdoutText
        let words = bbox.split(separator: "\n").filter { $0.contains("<word ") }.map { line -> (String, Double) in
            let w = line.components(separatedBy: "\">")[1].components(separatedBy: "</word>")[0]
            let y = Double(line.components(separatedBy: "yMin=\"")[1].prefix { $0 != "\"" })!
            return (w, y)
        }
        // Words compared without the full stop (pdftotext reads it, set in another font, apart).
        let source = Set(paragraph.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) })
        let upper = words.filter { $0.1 < 200 }
        XCTAssertGreaterThan(Set(upper.map { ($0.1 * 10).rounded() }).count, 2, "the paragraph did not wrap")
        for (w, _) in upper {
            let bare = w.trimmingCharacters(in: .punctuationCharacters)
            if bare.isEmpty { continue }
            XCTAssertTrue(source.contains(bare), "'\(w)' is not a whole word of the text: a word was cut")
        }
        let long = words.filter { $0.1 >= 200 }
        XCTAssertGreaterThan(long.count, 1, "a word wider than the label must still break")
    }

    /// Character wrapping breaks between any two characters, Hangul as well: UIKit's
    /// hangulWordPriority belongs to word wrapping. The paragraph wraps with words cut across
    /// lines (a word read back is a proper part of one of the text's, the rest of it starting
    /// the next line), and every character is still there, in order.
    func testKoreanWrapsByCharactersWithCharWrapping() throws {
        try Tools.require("pdftotext")
        let paragraph = "따라서 strokePath 이후 fillPath를 할 때는 path가 존재하지 않아서 원 안이 채워지지 않는다"
        let src = try writeText("""
            canvas(width: 300, height: 300) {
                label { frame: Rect(0, 0, 200, 300); text: "\(paragraph)"; numberOfLines: 0; lineBreakMode: .byCharWrapping }
            }

            """, "kochar.view")
        XCTAssertEqual(try viewc([src, "-o", "kochar.pdf", "--warnings-as-errors"]).status, 0)
        let text = try Tools.run("pdftotext", [file("kochar.pdf").path, "-"]).stdoutText
        // pdftotext ends the page with a form feed.
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\u{0C}"])) }.filter { !$0.isEmpty }
        XCTAssertGreaterThan(lines.count, 2, "the paragraph did not wrap: \(lines)")
        let whole = Set(paragraph.split(separator: " ").map(String.init))
        let hangul: (Character) -> Bool = { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } }
        // A line that ends inside a Hangul word: its last word is no whole word of the text.
        let cut = lines.dropLast().contains { line in
            guard let last = line.split(separator: " ").last.map(String.init) else { return false }
            return !whole.contains(last) && last.last.map(hangul) == true
        }
        XCTAssertTrue(cut, "no Hangul word was cut at a line's end: \(lines)")
        XCTAssertEqual(lines.joined().filter { $0 != " " }, paragraph.filter { $0 != " " })
    }
}
