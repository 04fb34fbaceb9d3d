// Labels (UILabel) and fonts: what evaluation makes of `label { … }`, what sizeToFit()
// measures with the pango engine (the one ViewcDriver injects), and the errors, each with its
// exact message and position.
//
// Measurements are of DejaVu Sans (fonts-dejavu-core 2.37, the system font's stand-in) at
// 72 dpi, unhinted: a line of 17-point text is 19.79 points high (ascent 0.928 + descent
// 0.236 of the size), 20 once rounded up.

import CairoBackend
import DrawIR
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest
@testable import ViewEval

final class LabelTests: XCTestCase {
    /// Compiles with the pango engine, as the command line does.
    func compile(_ text: String, engine: TextLayoutEngine? = PangoTextLayout.shared) -> (Document?, [Diagnostic]) {
        let ev = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: engine)
        return ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")))
    }

    /// The labels of a file that must compile, in order.
    func labels(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [ViewNode] {
        let (doc, diags) = compile("canvas(width: 400, height: 400) {\n" + body + "\n}\n")
        XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
        return doc?.pages[0].root.subviews ?? []
    }

    /// `file:line:col: error: …` of each error.
    func errors(_ body: String) -> [String] {
        let (_, diags) = compile("canvas(width: 400, height: 400) {\n" + body + "\n}\n")
        return diags.filter { $0.severity == .error }.map(\.headline)
    }

    // MARK: the label and its defaults

    func testALabelIsAViewWithUILabelsDefaults() throws {
        let l = try XCTUnwrap(labels("label { frame: Rect(10, 20, 100, 30); text: \"Hi\" }").first)
        XCTAssertEqual(l.kind, "label")
        XCTAssertEqual(l.frame, Rect(10, 20, 100, 30))
        let c = try XCTUnwrap(l.label)
        XCTAssertEqual(c.text, "Hi")
        XCTAssertEqual(c.font, Font(family: nil, size: 17))   // UILabel: the system font at 17
        XCTAssertEqual(c.textColor, NamedColors.table["label"])
        XCTAssertEqual(c.textAlignment, .natural)
        XCTAssertEqual(c.numberOfLines, 1)
        // UILabel ignores touches and is not opaque.
        XCTAssertFalse(l.isUserInteractionEnabled)
        XCTAssertFalse(l.isOpaque)
    }

    func testEveryPropertySetsTheLabelAndViewPropertiesStillWork() throws {
        let l = try XCTUnwrap(labels("""
            label {
                frame: Rect(0, 0, 200, 50)
                text: "Total: " + "12"
                font: .title2
                textColor: .systemRed
                textAlignment: .right
                numberOfLines: 0
                backgroundColor: .systemGray6
                alpha: 0.5
                layer.cornerRadius: 4
            }
            """).first)
        let c = try XCTUnwrap(l.label)
        XCTAssertEqual(c.text, "Total: 12")
        XCTAssertEqual(c.font, Font(family: nil, size: 22, textStyle: "title2"))
        XCTAssertEqual(c.textColor, NamedColors.table["systemRed"])
        XCTAssertEqual(c.textAlignment, .right)
        XCTAssertEqual(c.numberOfLines, 0)
        XCTAssertEqual(l.backgroundColor, NamedColors.table["systemGray6"])
        XCTAssertEqual(l.alpha, 0.5)
        XCTAssertEqual(l.layer.cornerRadius, 4)
    }

    // MARK: fonts

    func testTextStylesHaveUIKitsSizesAndWeightsAtTheDefaultCategory() {
        let want: [(String, Double, FontWeight)] = [
            ("largeTitle", 34, .regular), ("title1", 28, .regular), ("title2", 22, .regular), ("title3", 20, .regular),
            ("headline", 17, .semibold), ("body", 17, .regular), ("callout", 16, .regular), ("subheadline", 15, .regular),
            ("footnote", 13, .regular), ("caption1", 12, .regular), ("caption2", 11, .regular),
        ]
        for (name, size, weight) in want {
            let l = labels("label { font: .\(name) }\nlabel { font: Font.\(name) }\nlabel { font: UIFont.preferredFont(forTextStyle: .\(name)) }")
            XCTAssertEqual(l.count, 3)
            for v in l {
                XCTAssertEqual(v.label?.font.size, size, name)
                XCTAssertEqual(v.label?.font.weight, weight, name)
                XCTAssertNil(v.label?.font.family, "\(name) is the system font")
            }
        }
        XCTAssertEqual(Font.textStyles.count, 11)
    }

    func testSystemAndNamedFonts() throws {
        let l = labels("""
            label { font: Font.system(size: 20, weight: .bold) }
            label { font: Font.system(size: 9) }
            label { font: UIFont.systemFont(ofSize: 14, weight: .medium) }
            label { font: UIFont.boldSystemFont(ofSize: 30) }
            label { font: Font(name: "DejaVu Serif", size: 14) }
            label { font: Font(name: "dejavu sans mono", size: 10, weight: .bold) }
            """)
        XCTAssertEqual(l.compactMap { $0.label?.font }, [
            Font(family: nil, size: 20, weight: .bold), Font(family: nil, size: 9),
            Font(family: nil, size: 14, weight: .medium), Font(family: nil, size: 30, weight: .bold),
            Font(family: "DejaVu Serif", size: 14), Font(family: "dejavu sans mono", size: 10, weight: .bold),
        ])
        // The system font is drawn with DejaVu Sans.
        XCTAssertEqual(Font(family: nil, size: 1).resolvedFamily, "DejaVu Sans")
        XCTAssertEqual(Font(family: "DejaVu Serif", size: 1).resolvedFamily, "DejaVu Serif")
    }

    func testFontsAreValuesThatLetsAndInspectablesHold() throws {
        let (doc, diags) = compile("""
            let big = Font.system(size: 40, weight: .heavy)
            canvas(width: 100, height: 100) {
                Title(frame: Rect(0, 0, 100, 50))
                Title(frame: Rect(0, 50, 100, 50), font: big)
            }
            view Title {
                @inspectable font = .headline
                label { frame: bounds; text: "T"; font: font }
            }
            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let titles = try XCTUnwrap(doc?.pages[0].root.subviews)
        XCTAssertEqual(titles.map { $0.subviews[0].label!.font.size }, [17, 40])
        XCTAssertEqual(titles[1].subviews[0].label!.font.weight, .heavy)
    }

    // MARK: sizeToFit

    func testSizeToFitMeasuresOneLineAndKeepsTheOrigin() throws {
        let l = labels("""
            label { frame: Rect(10, 20, 0, 0); text: "Hello, world"; sizeToFit() }
            label { frame: Rect(10, 20, 0, 0); text: "Hello, world"; font: .largeTitle; sizeToFit() }
            label { frame: Rect(10, 20, 300, 300); text: "Hello, world"; sizeToFit() }
            label { frame: Rect(10, 20, 0, 0); text: "Hello, world Hello, world"; sizeToFit() }
            """)
        // DejaVu Sans at 17 points: "Hello, world" is 100.6 points wide, 19.79 high.
        XCTAssertEqual(l[0].frame, Rect(10, 20, 101, 20))
        // Twice the text is twice as wide (plus the space); a larger font is larger both ways.
        XCTAssertEqual(l[3].frame.height, 20)
        XCTAssertEqual(l[3].frame.width, 207, accuracy: 1)
        XCTAssertEqual(l[1].frame.origin, Point(10, 20))
        XCTAssertEqual(l[1].frame.height, 40)   // 34 × 1.164 = 39.58
        XCTAssertEqual(l[1].frame.width, 201, accuracy: 1)
        // One line: the width it had does not matter; the origin stays.
        XCTAssertEqual(l[2].frame, l[0].frame)
    }

    func testWrappingAtTheLabelsWidthMakesItTaller() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let l = labels("""
            label { frame: Rect(0, 0, 0, 0); text: "\(text)"; numberOfLines: 0; sizeToFit() }
            label { frame: Rect(0, 0, 120, 0); text: "\(text)"; numberOfLines: 0; sizeToFit() }
            label { frame: Rect(0, 0, 120, 0); text: "\(text)"; numberOfLines: 2; sizeToFit() }
            label { frame: Rect(0, 0, 120, 0); text: "\(text)"; numberOfLines: 1; sizeToFit() }
            label { frame: Rect(0, 0, 60, 500); text: "\(text)"; numberOfLines: 0; font: .caption2; sizeToFit() }
            """)
        // No width: one line as wide as the text.
        XCTAssertEqual(l[0].bounds.height, 20)
        XCTAssertGreaterThan(l[0].bounds.width, 400)
        // Wrapped by words at 120 points: several lines, none wider than 120.
        XCTAssertLessThanOrEqual(l[1].bounds.width, 120)
        XCTAssertGreaterThan(l[1].bounds.width, 90)
        XCTAssertEqual(l[1].bounds.height, 119)        // six lines of 19.79
        // Two lines at most: exactly two lines high.
        XCTAssertEqual(l[2].bounds.height, 40)         // 2 × 19.79 = 39.58
        XCTAssertLessThanOrEqual(l[2].bounds.width, 120)
        // numberOfLines 1 never wraps, whatever the width.
        XCTAssertEqual(l[3].bounds.size, l[0].bounds.size)
        // A smaller font at a narrower width: more lines, each 11 × 1.164 = 12.8 high.
        XCTAssertLessThanOrEqual(l[4].bounds.width, 60)
        XCTAssertEqual(l[4].bounds.height.truncatingRemainder(dividingBy: 1), 0)
        XCTAssertGreaterThan(l[4].bounds.height, 12.8 * 4)
    }

    func testExplicitLineBreaksAndEmptyText() throws {
        let l = labels("""
            label { frame: Rect(5, 5, 0, 0); text: "A\\n♠"; numberOfLines: 0; sizeToFit() }
            label { frame: Rect(5, 5, 0, 0); text: "A\\n♠"; sizeToFit() }
            label { frame: Rect(5, 5, 50, 50); text: ""; sizeToFit() }
            """)
        XCTAssertEqual(l[0].bounds.height, 40)   // two lines
        XCTAssertEqual(l[1].bounds.height, 20)   // numberOfLines 1: the first line only
        XCTAssertGreaterThan(l[0].bounds.width, 9)
        XCTAssertLessThanOrEqual(l[0].bounds.width, 16)   // the wider line, ♠: 15.4
        // UILabel with no text fits to nothing, at its origin.
        XCTAssertEqual(l[2].frame, Rect(5, 5, 0, 0))
    }

    func testSizeToFitKeepsTheTopLeftCornerOfATransformedLabel() throws {
        let l = labels("""
            label { frame: Rect(100, 100, 10, 10); transform: rotate(90deg); text: "Hello, world"; sizeToFit() }
            """)
        // Rotated 90°: the bounds' top-left corner (at (110, 100) on the canvas) stays there.
        let corner = Point(l[0].bounds.minX, l[0].bounds.minY).applying(l[0].toSuperview)
        XCTAssertEqual(corner.x, 110, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 100, accuracy: 1e-9)
        XCTAssertEqual(l[0].bounds.size, Size(101, 20))
    }

    func testMeasurementIsStable() {
        let e = PangoTextLayout.shared
        let a = e.measure("Stable text", font: .labelDefault, width: nil, lines: 1)
        for _ in 0..<3 { XCTAssertEqual(e.measure("Stable text", font: .labelDefault, width: nil, lines: 1), a) }
        XCTAssertEqual(a.height, 19.79, accuracy: 0.01)
        // Bold is wider than regular.
        let bold = e.measure("Stable text", font: Font(family: nil, size: 17, weight: .bold), width: nil, lines: 1)
        XCTAssertGreaterThan(bold.width, a.width)
    }

    // MARK: dump tree

    func testDumpTreeShowsALabelsText() throws {
        let (doc, _) = compile("canvas(width: 100, height: 50) {\n label { frame: Rect(0, 0, 80, 20); text: \"A\\n♠\"; font: .caption1; textAlignment: .center; textColor: .red }\n}\n")
        let dump = TreeDumper.dump(try XCTUnwrap(doc))
        XCTAssertTrue(dump.contains(#"   | <label; frame = (0 0; 80 20); bounds = (0 0; 80 20); text = "A\n♠"; font = Font.caption1; textColor = #ff0000; textAlignment = center; alpha = 1; hidden = NO; opaque = NO; userInteractionEnabled = NO> @2:2-2:"#), dump)
    }

    func testHitTestingPassesThroughLabels() throws {
        let (doc, _) = compile("canvas(width: 100, height: 100) {\n view { frame: Rect(0, 0, 100, 100) }\n label { frame: Rect(0, 0, 100, 100); text: \"x\" }\n}\n")
        let chain = HitTester.hit(try XCTUnwrap(doc).pages[0].root, Point(50, 50))
        XCTAssertEqual(chain.map(\.kind), ["view", "canvas"])
    }

    // MARK: errors

    func testErrors() {
        XCTAssertEqual(errors("label { font: .bdy }"),
                       ["t.view:2:15: error: unknown text style '.bdy'; did you mean '.body'? (UIFont.TextStyle: .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2)"])
        XCTAssertEqual(errors("label { font: Font.system(size: 12, weight: .bld) }"),
                       ["t.view:2:45: error: unknown font weight '.bld'; did you mean '.bold'? (UIFont.Weight: .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black)"])
        XCTAssertEqual(errors("label { font: Font.headlin }"),
                       ["t.view:2:20: error: unknown text style '.headlin'; did you mean '.headline'? (UIFont.TextStyle: .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2)"])
        XCTAssertEqual(errors("label { text: 5 }"), ["t.view:2:15: error: 'text' is a String, not a Number"])
        XCTAssertEqual(errors("label { font: 12 }"), ["t.view:2:15: error: 'font' is a Font, not a Number"])
        XCTAssertEqual(errors("label { numberOfLines: -1 }"),
                       ["t.view:2:24: error: 'numberOfLines' must not be negative, not -1 (0 means no limit)"])
        XCTAssertEqual(errors("label { numberOfLines: 1.5 }"), ["t.view:2:24: error: 'numberOfLines' is a whole number, not 1.5"])
        XCTAssertEqual(errors("label { textAlignment: .centre }"),
                       ["t.view:2:24: error: unknown text alignment '.centre'; did you mean '.center'? (NSTextAlignment: .left, .center, .right, .justified, .natural)"])
        XCTAssertEqual(errors("view { sizeToFit() }"),
                       ["t.view:2:8: error: 'sizeToFit()' sizes a label to its text; call it inside a 'label { … }' block, not in a 'view' block"])
        XCTAssertEqual(errors("sizeToFit()"),
                       ["t.view:2:1: error: 'sizeToFit()' sizes a label to its text; call it inside a 'label { … }' block, not in a 'canvas' block"])
        XCTAssertEqual(errors("label { sizeToFit(1) }"), ["t.view:2:19: error: 'sizeToFit()' takes no arguments"])
        XCTAssertEqual(errors("view { text: \"x\" }"),
                       ["t.view:2:8: error: 'text' is a label property; set it inside a 'label { … }' block"])
        XCTAssertEqual(errors("label { txet: \"x\" }"), ["t.view:2:9: error: a label has no property 'txet'; did you mean 'text'?"])
        XCTAssertEqual(errors("label { font: Font(name: \"DejaVu Sanz\", size: 12) }"),
                       ["t.view:2:26: error: no installed font family is named 'DejaVu Sanz'; did you mean 'DejaVu Sans'? (nor is there a font file 'DejaVu Sanz.ttf', .otf or .ttc beside this file)"])
        XCTAssertEqual(errors("label { font: Font.system(size: 0) }"),
                       ["t.view:2:33: error: a font size is more than 0 and at most 10000 points, not 0"])
        XCTAssertEqual(errors("label(x: 1) { }"),
                       ["t.view:2:1: error: a 'label' block takes no arguments; set its frame and text inside it"])
        XCTAssertEqual(errors("path { label { } }"), ["t.view:2:8: error: a label cannot be placed in a 'path' block"])
    }

    func testAnErrorShowsTheLineAndACaretUnderTheValue() {
        let (_, diags) = compile("canvas(width: 100, height: 100) {\n    label { font: .headlin }\n}\n")
        XCTAssertEqual(diags.map(\.rendered), ["""
            t.view:2:19: error: unknown text style '.headlin'; did you mean '.headline'? (UIFont.TextStyle: .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2)
                label { font: .headlin }
                              ^~~~~~~~

            """])
    }

    /// Types are checked before anything runs: a wrong type in a branch never taken is still
    /// an error, and nothing is drawn.
    func testTheStaticCheckKnowsLabels() {
        let (doc, diags) = compile("""
            canvas(width: 100, height: 100) {
                if false { label { text: 5; font: .bdy; numberOfLines: "2" } }
            }
            """)
        XCTAssertNil(doc)
        XCTAssertEqual(diags.map(\.headline), [
            "t.view:2:30: error: 'text' is a String, not a Number",
            "t.view:2:39: error: unknown text style '.bdy'; did you mean '.body'? (UIFont.TextStyle: .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2)",
            "t.view:2:60: error: 'numberOfLines' is a Number, not a String",
        ])
        // And a correct label gives the checker nothing to say.
        let (ok, none) = compile("""
            let f = Font.system(size: 12, weight: .bold)
            canvas(width: 100, height: 100) {
                if false { label { text: "a"; font: f; textColor: .red; textAlignment: .center; numberOfLines: 0; sizeToFit() } }
                label { text: "b"; font: UIFont.systemFont(ofSize: 3); frame: Rect(0, 0, 9, 9) }
            }
            """)
        XCTAssertNotNil(ok)
        XCTAssertEqual(none.map(\.headline), [])
    }

    func testSizeToFitWithoutAnEngineIsAnError() {
        let (doc, diags) = compile("canvas(width: 10, height: 10) {\n label { text: \"a\"; sizeToFit() }\n}\n", engine: nil)
        XCTAssertNil(doc)
        XCTAssertEqual(diags.map(\.headline), ["t.view:2:21: error: 'sizeToFit()' needs to measure text, and this compile has no text layout engine"])
    }
}

extension LabelTests {
    /// The boxes of the text runs a view's own drawing holds.
    func runs(_ cmds: [DrawCommand]) -> [Rect] {
        cmds.compactMap { if case .text(let r, _) = $0 { return r.box } else { return nil } }
    }

    /// UILabel's sizeThatFits(_:) in a subclass's code: its text measured as sizeToFit()
    /// measures it (one line as wide as the text; with numberOfLines 0, wrapped at the size's
    /// width). A top-aligned label draws its text in the bounds cut to that height.
    func testSizeThatFitsMeasuresTheLabelsText() throws {
        let text = """
        canvas(width: 240, height: 300) {
            Top(frame: Rect(10, 10, 200, 100), text: "Hello, world")
            Top(frame: Rect(10, 120, 60, 100), text: "Hello, world", numberOfLines: 0)
            label { frame: Rect(10, 230, 0, 0); text: "Hello, world"; sizeToFit() }
        }

        class Top: UILabel {
            override func drawText(in rect: CGRect) {
                var rect = rect
                rect.size.height = sizeThatFits(rect.size).height
                super.drawText(in: rect)
                let fits = sizeThatFits(CGSize(width: 60, height: 500))
                UIRectFill(CGRect(x: 0, y: 0, width: fits.width, height: fits.height))
            }
        }
        """
        let (doc, diags) = compile(text)
        XCTAssertEqual(diags.map(\.headline), [])
        let top = try XCTUnwrap(doc?.pages.first?.root)
        // The measure sizeToFit() gives the same text in the same font.
        let fitted = top.subviews[2].bounds.size
        XCTAssertGreaterThan(fitted.width, 60)
        // One line: the text's height whatever the width asked; the full width of the text.
        let one = top.subviews[0].content
        XCTAssertEqual(runs(one), [Rect(0, 0, 200, fitted.height)])
        assertRect(ownFills(one)[0].bounds, 0, 0, fitted.width, fitted.height)
        // Wrapping at 60 points: "Hello," and "world" on two lines, twice the height of one.
        let two = top.subviews[1].content
        XCTAssertEqual(runs(two), [Rect(0, 0, 60, 2 * fitted.height)])
        let wrapped = ownFills(two)[0].bounds
        XCTAssertEqual(wrapped.height, 2 * fitted.height)
        XCTAssertLessThanOrEqual(wrapped.width, 60)
    }
}

extension LabelTests {
    /// UILabel's textRect(forBounds:limitedToNumberOfLines:) overridden: UIKit asks it as it
    /// sizes the label (intrinsicContentSize, sizeThatFits, sizeToFit), so a padded label is its
    /// text's size and its insets, rounded up; `super.textRect(…)` is the text's own rectangle at
    /// the bounds' origin, which a top-aligned label draws its text in.
    func testTextRectOverrideSizesTheLabelAndSuperGivesTheTextsRect() throws {
        let text = """
        canvas(width: 240, height: 300) {
            label { frame: Rect(10, 10, 0, 0); text: "Hello, world"; sizeToFit() }
            Pad(frame: Rect(10, 40, 200, 60), text: "Hello, world")
            Top(frame: Rect(10, 120, 200, 80), text: "Hello, world")
        }

        class Pad: UILabel {
            let insets = UIEdgeInsets(top: 5.5, left: 10, bottom: 5.5, right: 10)
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                let r = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
                return r.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
            }
            override func draw(_ rect: CGRect) {
                let a = intrinsicContentSize
                let b = sizeThatFits(CGSize(width: 30, height: 30))
                UIRectFill(CGRect(x: 0, y: 0, width: a.width, height: a.height))
                UIRectFill(CGRect(x: 0, y: 0, width: b.width, height: b.height))
            }
        }
        class Top: UILabel {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                var r = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
                r.origin.y = bounds.origin.y
                return r
            }
            override func drawText(in rect: CGRect) {
                let r = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
                UIRectFill(r)
                super.drawText(in: r)
            }
        }
        """
        let (doc, diags) = compile(text)
        XCTAssertEqual(diags.map(\.headline), [])
        let top = try XCTUnwrap(doc?.pages.first?.root)
        // The text's own size, as sizeToFit() measures it (rounded up to whole points).
        let fitted = top.subviews[0].bounds.size
        XCTAssertGreaterThan(fitted.width, 60)
        // Padded: the text's size and the insets (10 + 10, 5.5 + 5.5), rounded up, both for
        // intrinsicContentSize and for sizeThatFits (one line: as wide as its text whatever
        // the width asked).
        let fills = ownFills(top.subviews[1].content)
        XCTAssertEqual(fills.count, 2)
        for f in fills {
            XCTAssertEqual(f.bounds.width, fitted.width + 20, accuracy: 1)
            XCTAssertEqual(f.bounds.height, (fitted.height + 11).rounded(.up), accuracy: 1)
            XCTAssertEqual(f.bounds.height, f.bounds.height.rounded())
        }
        // Top-aligned: the text's rectangle at the bounds' origin, as high as its text, and the
        // text drawn in it.
        let drawn = top.subviews[2].content
        let r = ownFills(drawn)[0].bounds
        XCTAssertEqual(r.origin.y, 0)
        XCTAssertEqual(r.origin.x, 0)
        XCTAssertEqual(r.height, fitted.height, accuracy: 1)
        XCTAssertEqual(r.width, fitted.width, accuracy: 1)
        XCTAssertEqual(runs(drawn), [r])
    }

    /// `super.sizeThatFits(_:)` in an override is UIKit's (the label's text measured), never
    /// the override itself; `super.textRect` belongs to a label.
    func testSuperSizeThatFitsIsUIKitsMeasure() throws {
        let text = """
        canvas(width: 240, height: 120) {
            label { frame: Rect(10, 10, 0, 0); text: "Hello"; sizeToFit() }
            Padded(frame: Rect(10, 40, 200, 60), text: "Hello")
        }

        class Padded: UILabel {
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                let s = super.sizeThatFits(size)
                return CGSize(width: s.width + 16, height: s.height + 8)
            }
            override func draw(_ rect: CGRect) {
                sizeToFit()
            }
        }
        """
        let (doc, diags) = compile(text)
        XCTAssertEqual(diags.map(\.headline), [])
        let top = try XCTUnwrap(doc?.pages.first?.root)
        let fitted = top.subviews[0].bounds.size
        XCTAssertEqual(top.subviews[1].bounds.size, Size(fitted.width + 16, fitted.height + 8))

        let (_, wrong) = compile("""
        canvas(width: 100, height: 100) { Plain(frame: Rect(0, 0, 50, 50)) }
        class Plain: UIView {
            override func draw(_ rect: CGRect) {
                let r = super.textRect(forBounds: rect, limitedToNumberOfLines: 1)
                UIRectFill(r)
            }
        }
        """)
        XCTAssertEqual(wrong.first?.headline, "t.view:4:17: error: calling UIKit's own implementation through 'super' here is outside the supported Swift subset (docs/language.md §13)")
    }
}

extension LabelTests {
    /// `sizeThatFits(.zero)` — `.zero` a CGSize — measures the label's text as `bounds.size`
    /// does, through `super` in an override and on the label itself; `textRect` is a label's,
    /// named so where a view's code calls it; `super.sizeThatFits` of a layer is outside.
    func testSizeThatFitsZeroMeasuresTheText() throws {
        let text = """
        canvas(width: 240, height: 120) {
            label { frame: Rect(10, 10, 0, 0); text: "Hello"; sizeToFit() }
            L(frame: Rect(10, 40, 200, 60), text: "Hello")
        }
        class L: UILabel {
            override func draw(_ rect: CGRect) {
                let s = super.sizeThatFits(.zero)
                let t = sizeThatFits(.zero)
                UIRectFill(CGRect(x: 0, y: 0, width: s.width, height: s.height))
                UIRectFill(CGRect(x: 0, y: 0, width: t.width, height: t.height))
            }
        }
        """
        let (doc, diags) = compile(text)
        XCTAssertEqual(diags.map(\.headline), [])
        let top = try XCTUnwrap(doc?.pages.first?.root)
        let fitted = top.subviews[0].bounds.size
        XCTAssertEqual(ownFills(top.subviews[1].content).map(\.bounds.size), [fitted, fitted])

        let (_, wrong) = compile("""
        canvas(width: 100, height: 100) { C(frame: Rect(0, 0, 50, 50)) }
        class C: UIView { override func draw(_ rect: CGRect) { UIRectFill(textRect(forBounds: rect, limitedToNumberOfLines: 0)) } }
        class K: CALayer { override func layoutSublayers() { let s = super.sizeThatFits(.zero) } }
        """)
        XCTAssertEqual(wrong.map(\.headline), [
            "t.view:2:67: error: 'textRect' is a method of a label: call it on one ('label.textRect(…)'), or without a receiver in a UILabel subclass's code",
            "t.view:3:62: error: calling UIKit's own implementation through 'super' here is outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}
