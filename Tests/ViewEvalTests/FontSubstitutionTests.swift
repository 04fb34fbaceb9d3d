// Fonts iOS ships, named by UIFont(name:size:) where they are not installed: each is drawn with
// the metric-compatible clone IOSFonts.swift gives it (or the system font), with a warning at
// the name that says which.
//
// The widths expected are the iOS typefaces' own advance widths, from their published metrics
// (Adobe's AFM files for Helvetica, Times, Courier and Palatino, in 1000ths of an em; the
// hmtx tables of Arial, Times New Roman, Courier New and Menlo, in 2048ths): a clone is right
// when text set in it is as wide as in the typeface it stands in for. Pango positions glyphs
// in 1024ths of a point, so ten glyphs may be off by up to 10 × 0.5/1024 of a point.

import CairoBackend
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest
@testable import ViewEval

final class FontSubstitutionTests: XCTestCase {
    /// Ten glyphs placed in 1024ths of a point.
    static let accuracy = 0.005

    func compile(_ body: String, engine: TextLayoutEngine = PangoTextLayout.shared, directory: String? = nil) -> (Document?, [Diagnostic]) {
        let loader = FileSystemLoader(mainDirectory: directory ?? FileManager.default.currentDirectoryPath)
        let ev = Evaluator(options: EvalOptions(), loader: loader, textLayout: engine)
        let path = directory.map { $0 + "/t.view" }
        return ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: "canvas(width: 400, height: 400) {\n" + body + "\n}\n", absolutePath: path)))
    }

    /// The width of `text` set in `font` (a Font expression), unrounded, and the diagnostics.
    func width(_ text: String, _ font: String, engine: TextLayoutEngine = PangoTextLayout.shared,
               file: StaticString = #filePath, line: UInt = #line) -> (Double, [String]) {
        let (doc, diags) = compile(widthLine(text, font) + "\nview { frame: Rect(0, 0, w, 1) }", engine: engine)
        XCTAssertEqual(diags.filter { $0.severity == .error }.map(\.headline), [], file: file, line: line)
        return (doc?.pages[0].root.subviews.first?.frame.width ?? -1, diags.map(\.headline))
    }

    /// The labels' fonts and the diagnostics of a file of labels.
    func fonts(_ body: String, directory: String? = nil) -> ([Font], [String]) {
        let (doc, diags) = compile(body, directory: directory)
        return ((doc?.pages[0].root.subviews ?? []).compactMap { $0.label?.font }, diags.map(\.headline))
    }

    /// `t.view:2:column` of the first `"name"` in `line`, the file's second line.
    func place(of name: String, in line: String) -> String {
        let r = line.range(of: "\"" + name + "\"")!
        return "t.view:2:\(line.distance(from: line.startIndex, to: r.lowerBound) + 1)"
    }

    /// The line `width(_:_:)` compiles.
    func widthLine(_ text: String, _ font: String) -> String {
        "let w = \"\(text)\".size(withAttributes: [.font: \(font)]).width"
    }

    // MARK: the warning

    func testTheWarningIsAtTheNameAndNamesTheClone() {
        let line = #"    label { text: "Hi"; font: UIFont(name: "Helvetica", size: 14) }"#
        let (f, diags) = fonts(line)
        XCTAssertEqual(diags, [place(of: "Helvetica", in: line) + ": warning: 'Helvetica' is not installed; using 'Nimbus Sans', metric-compatible with Helvetica"])
        XCTAssertEqual(f, [Font(family: "Nimbus Sans", size: 14)])
    }

    func testHelveticaNeueGetsHelveticasCloneAndTheWarningSaysItHasNone() {
        let line = #"label { text: "Hi"; font: UIFont(name: "HelveticaNeue-Bold", size: 14) }"#
        let (f, diags) = fonts(line)
        XCTAssertEqual(diags, [place(of: "HelveticaNeue-Bold", in: line) + ": warning: 'HelveticaNeue-Bold' is not installed; using 'Nimbus Sans' (bold), metric-compatible with Helvetica (Helvetica Neue has no clone of its own)"])
        XCTAssertEqual(f, [Font(family: "Nimbus Sans", size: 14, weight: .bold)])
    }

    func testANameUsedOverAndOverWarnsOnce() {
        let (f, diags) = fonts(#"for i in 0..<3 { label { text: String(i); font: UIFont(name: "Arial", size: 14) } }"#)
        XCTAssertEqual(f.count, 3)
        XCTAssertEqual(diags.count, 1)
        XCTAssertTrue(diags[0].contains("warning: 'Arial' is not installed; using 'Liberation Sans', metric-compatible with Arial"), diags[0])
    }

    // MARK: the clone's metrics

    func testTheCloneHasTheIOSTypefacesAdvanceWidths() {
        // (name, text, advance of each glyph in em).
        let cases: [(String, String, Double)] = [
            ("Helvetica", "0123456789", 556.0 / 1000),          // Helvetica.afm: every digit 556
            ("ArialMT", "0123456789", 1139.0 / 2048),           // Arial: every digit 1139
            ("Times-Roman", "0123456789", 500.0 / 1000),        // Times-Roman.afm: 500
            ("TimesNewRomanPSMT", "0123456789", 1024.0 / 2048), // Times New Roman: 1024
            ("Courier", "abcdefghij", 600.0 / 1000),            // Courier.afm: every glyph 600
            ("CourierNewPSMT", "abcdefghij", 1229.0 / 2048),    // Courier New: every glyph 1229
            ("Menlo-Regular", "abcdefghij", 1233.0 / 2048),     // Menlo: every glyph 1233
            ("Palatino-Roman", "0123456789", 500.0 / 1000),     // Palatino-Roman.afm: 500
        ]
        let size = 10.0
        for (name, text, advance) in cases {
            let (w, diags) = width(text, "UIFont(name: \"\(name)\", size: \(size))")
            XCTAssertEqual(w, Double(text.count) * advance * size, accuracy: Self.accuracy, name)
            XCTAssertEqual(diags.count, 1, name)
        }
    }

    func testALabelSizedToFitMeasuresWithTheCloneNotTheSystemFont() throws {
        let (doc, _) = compile("""
            label { text: "Helvetica 0123"; font: UIFont(name: "Helvetica", size: 30); sizeToFit() }
            label { text: "Helvetica 0123"; font: Font(name: "Nimbus Sans", size: 30); sizeToFit() }
            label { text: "Helvetica 0123"; font: Font.system(size: 30); sizeToFit() }
            """)
        let sizes = try XCTUnwrap(doc).pages[0].root.subviews.map(\.bounds.size)
        XCTAssertEqual(sizes.count, 3)
        XCTAssertEqual(sizes[0], sizes[1])
        XCTAssertNotEqual(sizes[0].width, sizes[2].width)
        // Ten digits of the system font (DejaVu Sans: 1303/2048 em each) are wider than Helvetica's.
        let (system, _) = width("0123456789", "Font.system(size: 10)")
        XCTAssertEqual(system, 10 * 1303.0 / 2048 * 10, accuracy: Self.accuracy)
    }

    // MARK: the face a PostScript name picks

    func testAPostScriptNamePicksTheClonesFace() {
        // Helvetica-Bold.afm: 'n' is 611; Helvetica.afm: 556.
        let (bold, _) = width("nnnnnnnnnn", #"UIFont(name: "Helvetica-Bold", size: 10)"#)
        let (regular, _) = width("nnnnnnnnnn", #"UIFont(name: "Helvetica", size: 10)"#)
        XCTAssertEqual(bold, 10 * 611.0 / 1000 * 10, accuracy: Self.accuracy)
        XCTAssertEqual(regular, 10 * 556.0 / 1000 * 10, accuracy: Self.accuracy)
        let (f, _) = fonts("""
            label { text: "a"; font: UIFont(name: "Arial-BoldItalicMT", size: 12) }
            label { text: "a"; font: UIFont(name: "HelveticaNeue-Light", size: 12) }
            label { text: "a"; font: UIFont(name: "Helvetica Neue Medium", size: 12) }
            label { text: "a"; font: UIFont(name: "courier-oblique", size: 12) }
            label { text: "a"; font: UIFont(name: "TimesNewRomanPS-BoldMT", size: 12) }
            label { text: "a"; font: Font(name: "Helvetica-Bold", size: 12, weight: .light) }
            """)
        XCTAssertEqual(f, [
            Font(family: "Liberation Sans", size: 12, weight: .bold, italic: true),
            Font(family: "Nimbus Sans", size: 12, weight: .light),
            Font(family: "Nimbus Sans", size: 12, weight: .medium),
            Font(family: "Nimbus Mono PS", size: 12, italic: true),
            Font(family: "Liberation Serif", size: 12, weight: .bold),
            Font(family: "Nimbus Sans", size: 12, weight: .light),   // a weight written wins
        ])
    }

    // MARK: no clone

    func testAFamilyWithoutACloneGetsTheSystemFontAtTheNamesWeight() {
        let line = #"label { text: "a"; font: UIFont(name: "Avenir-Heavy", size: 12) }"#
        let (f, diags) = fonts(line)
        XCTAssertEqual(diags, [place(of: "Avenir-Heavy", in: line) + ": warning: 'Avenir-Heavy' is not installed and Debian has no metric-compatible clone of Avenir; using the system font, DejaVu Sans (heavy)"])
        XCTAssertEqual(f, [Font(family: nil, size: 12, weight: .heavy)])
        // Heiti TC, iOS's Chinese face before PingFang, by its PostScript name.
        let heiti = #"label { text: "a"; font: UIFont(name: "STHeitiTC-Light", size: 12) }"#
        let (h, hd) = fonts(heiti)
        XCTAssertEqual(hd, [place(of: "STHeitiTC-Light", in: heiti) + ": warning: 'STHeitiTC-Light' is not installed and Debian has no metric-compatible clone of Heiti TC; using the system font, DejaVu Sans (light)"])
        XCTAssertEqual(h, [Font(family: nil, size: 12, weight: .light)])
        let (w, _) = width("Avenir", #"UIFont(name: "Georgia", size: 10)"#)
        let (system, _) = width("Avenir", "Font.system(size: 10)")
        XCTAssertEqual(w, system)
    }

    /// fontconfig without the clone's family: the system font, and the warning names the package.
    func testACloneThatIsNotInstalledLeavesTheSystemFontAndNamesItsPackage() {
        let engine = WithoutFamilies(["Nimbus Sans"])
        let font = #"UIFont(name: "Helvetica-Oblique", size: 10)"#
        let (w, diags) = width("0123456789", font, engine: engine)
        XCTAssertEqual(diags, [place(of: "Helvetica-Oblique", in: widthLine("0123456789", font)) + ": warning: 'Helvetica-Oblique' is not installed and its metric-compatible clone 'Nimbus Sans' is not installed either (Debian: fonts-urw-base35); using the system font, DejaVu Sans (italic)"])
        let (system, _) = width("0123456789", "Font.system(size: 10, italic: true)")
        XCTAssertEqual(w, system)
    }

    // MARK: installed families and font files beside the drawing

    func testAnInstalledFamilyOrAFontFileOfTheNameComesFirstWithNoWarning() throws {
        let (f, diags) = fonts(#"label { text: "a"; font: UIFont(name: "Liberation Serif", size: 12) }"#)
        XCTAssertEqual(diags, [])
        XCTAssertEqual(f, [Font(family: "Liberation Serif", size: 12)])
        // A file Helvetica.ttf beside the .view file (here DejaVu Serif's bytes) is Helvetica.
        let dir = temporaryFolder(self)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: dir + "/Helvetica.ttf")
        let (g, d2) = fonts(#"label { text: "a"; font: UIFont(name: "Helvetica", size: 12) }"#, directory: dir)
        XCTAssertEqual(d2, [])
        XCTAssertEqual(g, [Font(family: "DejaVu Serif", size: 12)])
    }

    func testANameThatIsNoIOSFontIsStillAnError() {
        let line = #"label { text: "a"; font: UIFont(name: "Helvetca", size: 12) }"#
        let (_, d1) = fonts(line)
        XCTAssertEqual(d1, [place(of: "Helvetca", in: line) + ": error: no installed font family is named 'Helvetca'; did you mean 'Helvetica'? (nor is there a font file 'Helvetca.ttf', .otf or .ttc beside this file)"])
        // A family's name followed by what is no style is no iOS font.
        let bolt = #"label { text: "a"; font: UIFont(name: "Helvetica-Bolt", size: 12) }"#
        let (_, d2) = fonts(bolt)
        XCTAssertEqual(d2, [place(of: "Helvetica-Bolt", in: bolt) + ": error: no installed font family is named 'Helvetica-Bolt' (fc-list lists the installed fonts) (nor is there a font file 'Helvetica-Bolt.ttf', .otf or .ttc beside this file)"])
    }

    // MARK: the table

    func testEveryCloneIsAFamilyTheTestsFontsHave() {
        let installed = Set(PangoTextLayout.shared.fontFamilies)
        for clone in Set(IOSFonts.families.compactMap { $0.clone?.family }) {
            XCTAssertTrue(installed.contains(clone), "\(clone) is not installed: make deps installs it, Tests/Fonts/fonts.conf lists its folder")
        }
    }
}

/// Pango's engine with some families left out of the installed ones.
final class WithoutFamilies: TextLayoutEngine {
    let hidden: Set<String>
    let engine = PangoTextLayout.shared
    init(_ hidden: Set<String>) { self.hidden = hidden }
    var fontFamilies: [String] { engine.fontFamilies.filter { !hidden.contains($0) } }
    func measure(_ text: String, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size {
        engine.measure(text, font: font, width: width, lines: lines, lineBreakMode: lineBreakMode)
    }
    func measure(_ text: AttributedText, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size {
        engine.measure(text, font: font, width: width, lines: lines, lineBreakMode: lineBreakMode)
    }
    func addFontFile(_ bytes: [UInt8]) -> [FontFace] { engine.addFontFile(bytes) }
    func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar] {
        engine.missingCharacters(text, font: font, limit: limit)
    }
    func lineMetrics(_ font: Font) -> FontLineMetrics { engine.lineMetrics(font) }
}

extension FontSubstitutionTests {
    /// `font.lineHeight`, `ascender`, `descender`, `capHeight` and `xHeight` are the face's own
    /// metrics, read here from the font file's tables (hhea's ascender and descender, OS/2's
    /// sCapHeight and sxHeight, over head's unitsPerEm) for the face `UIFont(name: "Arial",
    /// size: 20)` is drawn with: the Arial clone, Liberation Sans; lineHeight is ascender −
    /// descender (pango's lines, which labels are measured with, hold no leading).
    func testAFontsMetricsAreItsFacesOwn() throws {
        let fc = Process()
        fc.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        fc.arguments = ["-f", "%{file}", "Liberation Sans:style=Regular"]
        let pipe = Pipe()
        fc.standardOutput = pipe
        try fc.run(); fc.waitUntilExit()
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func i16(_ o: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(o)))) }
        var tables: [String: Int] = [:]
        for k in 0..<u16(4) {
            let rec = 12 + 16 * k
            let tag = String(decoding: bytes[rec..<rec + 4], as: UTF8.self)
            tables[tag] = Int(bytes[rec + 8]) << 24 | Int(bytes[rec + 9]) << 16 | u16(rec + 10)
        }
        let head = try XCTUnwrap(tables["head"]), hhea = try XCTUnwrap(tables["hhea"]), os2 = try XCTUnwrap(tables["OS/2"])
        let scale = 20 / Double(u16(head + 18))
        let ascender = Double(i16(hhea + 4)) * scale, descender = Double(i16(hhea + 6)) * scale
        let xHeight = Double(i16(os2 + 86)) * scale, capHeight = Double(i16(os2 + 88)) * scale

        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let f = UIFont(name: "Arial", size: 20)!
                for v in [f.lineHeight, f.ascender, f.descender, f.capHeight, f.xHeight, f.leading] {
                    UIRectFill(CGRect(x: 0, y: 0, width: v + 100, height: 1))
                }
            }
        }
        """
        let file = SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")
        let (doc, _) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared).evaluate(Parser.parse(file))
        let v = try XCTUnwrap(doc?.pages.first?.root.subviews.first)
        let got = ownFills(v.content).map { $0.bounds.width - 100 }
        XCTAssertEqual(got.count, 6)
        guard got.count == 6 else { return }
        let tolerance = 1.0 / 1024 * 2   // pango's units
        XCTAssertEqual(got[1], ascender, accuracy: tolerance, "ascender")
        XCTAssertEqual(got[2], descender, accuracy: tolerance, "descender")
        XCTAssertEqual(got[0], ascender - descender, accuracy: tolerance, "lineHeight")
        XCTAssertEqual(got[3], capHeight, accuracy: 0.05, "capHeight")
        XCTAssertEqual(got[4], xHeight, accuracy: 0.05, "xHeight")
        XCTAssertEqual(got[5], 0, "leading")
    }
}

extension FontSubstitutionTests {
    /// In Swift code `UIFont(name:size:)` is UIKit's failable initializer: a name that is
    /// neither installed, nor beside the file, nor iOS's (an app's own font) gives nil, with a
    /// warning at the name, as iOS gives nil for a font the app has not bundled — `??` takes its
    /// fallback (14 points), a label given it keeps its default (17 points), `!` stops there —
    /// while a `.view` file's own `UIFont(name:size:)` of such a name stays an error (above).
    func testSwiftsUIFontOfAnAppsOwnFontIsNil() throws {
        let text = """
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class V: UIView {
            let label = UILabel()
            override func draw(_ rect: CGRect) {
                let f = UIFont(name: "AppOwn-Bold", size: 30) ?? UIFont.systemFont(ofSize: 14)
                label.font = UIFont(name: "AppOwn-Bold", size: 30)
                UIRectFill(CGRect(x: 0, y: 0, width: f.pointSize, height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: label.font.pointSize, height: 1))
            }
        }
        """
        let loader = FileSystemLoader(mainDirectory: FileManager.default.currentDirectoryPath)
        let ev = Evaluator(options: EvalOptions(), loader: loader, textLayout: PangoTextLayout.shared)
        let (doc, diags) = ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text)))
        let warning = "warning: UIFont(name: \"AppOwn-Bold\", …) gives nil: neither an installed font nor one iOS ships has that name, and there is no font file 'AppOwn-Bold.ttf', .otf or .ttc beside this file (an app's own font: put its file there)"
        XCTAssertEqual(diags.map(\.headline), ["t.view:5:30: " + warning, "t.view:6:35: " + warning])
        let v = try XCTUnwrap(doc?.pages.first?.root.subviews.first)
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [14, 17])

        let forced = text.replacingOccurrences(of: "size: 30) ?? UIFont.systemFont(ofSize: 14)", with: "size: 30)!")
        let again = Evaluator(options: EvalOptions(), loader: loader, textLayout: PangoTextLayout.shared)
        let (_, stopped) = again.evaluate(Parser.parse(SourceFile(path: "t.view", text: forced)))
        XCTAssertTrue(stopped.contains { $0.severity == .error && $0.headline.hasPrefix("t.view:5:17: error: '!' found nil") }, "\(stopped.map(\.headline))")
    }
}
