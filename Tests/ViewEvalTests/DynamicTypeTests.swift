// Dynamic Type. The text styles at every content size category, as Apple's
// Human Interface Guidelines print them (Typography › Dynamic Type sizes, iOS) — written out
// here by category, as the guidelines' tables are, not copied from viewc's table, which is
// by style —, UIFontMetrics' scaling of other fonts (the style's ratio to its size at Large),
// a view's traitCollection, and sizeToFit at those sizes.

import CairoBackend
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest
@testable import ViewEval

final class DynamicTypeTests: XCTestCase {
    func compile(_ body: String, _ category: ContentSizeCategory) -> (Document?, [Diagnostic]) {
        var o = EvalOptions()
        o.contentSizeCategory = category
        let ev = Evaluator(options: o, loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
        let text = "canvas(width: 400, height: 400) {\n" + body + "\n}\n"
        return ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")))
    }

    func views(_ body: String, _ category: ContentSizeCategory, file: StaticString = #filePath, line: UInt = #line) -> [ViewNode] {
        let (doc, diags) = compile(body, category)
        XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
        return doc?.pages[0].root.subviews ?? []
    }

    /// Apple's table, one row per category: Large Title, Title 1, Title 2, Title 3, Headline,
    /// Body, Callout, Subhead, Footnote, Caption 1, Caption 2.
    static let hig: [(ContentSizeCategory, [Double])] = [
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]
    static let styles = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"]

    func testEveryTextStyleHasAppleSizeAtEveryCategory() {
        XCTAssertEqual(Self.hig.count, 12)
        for (category, sizes) in Self.hig {
            // Written three ways: the shorthand, the type's member and preferredFont(forTextStyle:).
            var body = ""
            for s in Self.styles {
                body += "label { text: \"a\"; font: .\(s) }\nlabel { text: \"a\"; font: Font.\(s) }\n"
                body += "label { text: \"a\"; font: UIFont.preferredFont(forTextStyle: .\(s)) }\n"
            }
            let fonts = views(body, category).compactMap { $0.label?.font }
            XCTAssertEqual(fonts.count, 33)
            for (i, s) in Self.styles.enumerated() {
                for k in 0..<3 {
                    XCTAssertEqual(fonts[i * 3 + k].size, sizes[i], "\(s) at \(category)")
                    XCTAssertEqual(fonts[i * 3 + k].weight, s == "headline" ? .semibold : .regular)
                }
            }
        }
    }

    func testUIFontMetricsScalesOtherFontsByTheirStylesRatio() throws {
        let body = """
            label { text: "a"; font: UIFontMetrics(forTextStyle: .body).scaledFont(for: Font(name: "DejaVu Serif", size: 20)) }
            label { text: "a"; font: UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 12, weight: .bold)) }
            label { text: "a"; font: UIFontMetrics(forTextStyle: .title1).scaledFont(for: Font.system(size: 30), maximumPointSize: 35) }
            label { text: "a"; font: UIFontMetrics(forTextStyle: .caption2).scaledFont(for: .headline) }
            let m = UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 10)
            view { frame: Rect(0, 0, m, 1) }
            """
        // (category, body, title1, caption2, largeTitle) from the table above.
        for (category, b, t1, c2, lt) in [(ContentSizeCategory.large, 17.0, 28.0, 11.0, 34.0), (.extraSmall, 14, 25, 11, 31),
                                           (.extraExtraExtraLarge, 23, 34, 17, 40), (.accessibilityExtraExtraExtraLarge, 53, 58, 40, 60)] {
            let v = views(body, category)
            let f = v.compactMap { $0.label?.font }
            XCTAssertEqual(f[0].size, 20 * b / 17, accuracy: 1e-12)
            XCTAssertEqual(f[0].family, "DejaVu Serif")
            XCTAssertEqual(f[1].size, 12 * b / 17, accuracy: 1e-12)
            XCTAssertEqual(f[1].weight, .bold)
            XCTAssertEqual(f[2].size, min(35, 30 * t1 / 28), accuracy: 1e-12)
            // A text style's font scaled by another style's curve starts from its size at Large.
            XCTAssertEqual(f[3].size, 17 * c2 / 11, accuracy: 1e-12)
            XCTAssertEqual(f[3].weight, .semibold)
            XCTAssertEqual(v[4].frame.width, 10 * lt / 34, accuracy: 1e-12)
        }
    }

    func testTraitCollectionReadsTheCategory() throws {
        let body = """
            view { frame: Rect(0, 0, 10, 10); backgroundColor: traitCollection.preferredContentSizeCategory == .extraLarge ? .red : .blue }
            """
        let red = NamedColors.table["red"], blue = NamedColors.table["blue"]
        for (c, color) in [(ContentSizeCategory.large, blue), (.extraLarge, red), (.accessibilityMedium, blue)] {
            XCTAssertEqual(views(body, c).map(\.backgroundColor), [color], "\(c)")
        }
        // In a Swift class, as UIKit code reads it.
        let swift = """
            class Badge: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if traitCollection.preferredContentSizeCategory == .accessibilityLarge {
                        backgroundColor = .red
                    } else {
                        backgroundColor = .blue
                    }
                }
            }
            canvas(width: 40, height: 40) {
                Badge(frame: Rect(0, 0, 20, 20))
            }
            """
        for (c, color) in [(ContentSizeCategory.large, blue), (.accessibilityLarge, red)] {
            var o = EvalOptions()
            o.contentSizeCategory = c
            let (doc, diags) = Evaluator(options: o, loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
                .evaluate(Parser.parse(SourceFile(path: "t.view", text: swift, absolutePath: "/mem/t.view")))
            XCTAssertEqual(diags.map(\.headline), [])
            XCTAssertEqual(try XCTUnwrap(doc).pages[0].root.subviews.first?.backgroundColor, color, "\(c)")
        }
    }

    /// A view's other traits are an iPhone's in portrait, in the light appearance (a drawing
    /// has one appearance): code that picks colours for dark mode draws the light ones.
    func testTraitCollectionIsAnIPhonesInPortraitInTheLightAppearance() {
        let text = """
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let t = traitCollection
                    print(t.userInterfaceStyle == .dark, t.userInterfaceStyle == .light, t.horizontalSizeClass == .compact,
                          t.verticalSizeClass == .regular, t.layoutDirection == .leftToRight, t.userInterfaceIdiom == .phone, t.displayScale)
                }
            }
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            """
        let scale: CGFloat = 1
        XCTAssertEqual(printed(text), "false true true true true true \(scale)")
    }

    /// sizeToFit at a category measures the text at the style's size there: one line of
    /// DejaVu Sans is 1.164 × the size high (ascent 0.928 + descent 0.236), rounded up.
    func testSizeToFitMeasuresAtTheCategorysSize() {
        for (category, sizes) in Self.hig {
            let v = views("label { frame: Rect(0, 0, 0, 0); text: \"Hg\"; font: .body; adjustsFontForContentSizeCategory: true; sizeToFit() }", category)
            let size = sizes[5]
            XCTAssertEqual(v[0].bounds.height, (size * 1.1640625).rounded(.up), "\(category)")
            XCTAssertTrue(v[0].label!.adjustsFontForContentSizeCategory)
        }
    }

    func testItalicFonts() {
        let v = views("""
            label { text: "a"; font: UIFont.italicSystemFont(ofSize: 15) }
            label { text: "a"; font: Font.system(size: 15, weight: .bold, italic: true) }
            label { text: "a"; font: Font.body.withTraits(.traitItalic) }
            label { text: "a"; font: Font(name: "DejaVu Serif", size: 12).withTraits(.traitItalic, .traitBold) }
            label { text: "a"; font: Font.body.withSize(30) }
            """, .large)
        let f = v.compactMap { $0.label?.font }
        XCTAssertEqual(f[0], Font(family: nil, size: 15, italic: true))
        XCTAssertEqual(f[1], Font(family: nil, size: 15, weight: .bold, italic: true))
        XCTAssertEqual(f[2], Font(family: nil, size: 17, textStyle: "body", italic: true))
        XCTAssertEqual(f[3], Font(family: "DejaVu Serif", size: 12, weight: .bold, italic: true))
        XCTAssertEqual(f[4], Font(family: nil, size: 30))
        let (_, diags) = compile("label { text: \"a\"; font: Font.body.withTraits(.traitItalc) }", .large)
        XCTAssertEqual(diags.map(\.headline), ["t.view:2:47: error: unknown font trait '.traitItalc'; did you mean '.traitItalic'? (UIFontDescriptor.SymbolicTraits: .traitItalic, .traitBold)"])
    }
}
