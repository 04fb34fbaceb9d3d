// Valid Swift reads as Swift: the class text goes to Swift's own parser, so the ways real code
// is written — braces on their own line, lines continued by an operator or `.member`, hex
// literals, several names in one declaration, strings holding braces, multi-line strings,
// comments anywhere, `if let x` — compile and draw what they say.

import XCTest
import ViewGeometry
import ViewSyntax
import CairoBackend
@testable import ViewEval

final class SwiftGrammarTests: XCTestCase {
    static let grid = #"""
    canvas(width: 100, height: 100) {
        Grid(frame: Rect(0, 0, 100, 100))
    }

    @IBDesignable   // the attribute on a line of its own, a comment after it
    final class Grid: UIView
    {
        private let cells = 0x4, gap: CGFloat = 0b10   /* hex and binary; two names in one 'let' { */
        var caption = "a } brace in a string, and \"quotes\""
        var notes = """
            a multi-line string { with a brace
            """

        override func draw(_ rect: CGRect)
        {
            let side = (bounds.width - gap * CGFloat(cells - 1))
                / CGFloat(cells)
            UIColor.red
                .setFill()
            for i in 0..<cells
            {
                UIBezierPath(rect: CGRect(x: CGFloat(i) * (side + gap), y: 0,
                                          width: side, height: side)).fill()
            }
            let context = UIGraphicsGetCurrentContext()
            if let context {
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 0, y: 50, width: 1_0, height: 1e1))
            }
        }
    }
    """#

    /// cells = 0x4 = 4, gap = 0b10 = 2: side = (100 − 2 × 3) / 4 = 23.5, the cells 25.5 apart;
    /// then a blue 10 × 10 square at y 50 through `if let context`.
    func testRealSwiftFormattingCompilesAndDraws() throws {
        let v = try XCTUnwrap(root(Self.grid)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 5)
        let side = (100.0 - 2 * 3) / 4
        for i in 0..<4 {
            assertRect(f[i].bounds, Double(i) * (side + 2), 0, side, side)
            XCTAssertEqual(f[i].color, Color(red: 1, green: 0, blue: 0))
        }
        assertRect(f[4].bounds, 0, 50, 10, 10)
        XCTAssertEqual(f[4].color, Color(red: 0, green: 0, blue: 1))
    }

    /// Swift's import of one declaration (`import func Darwin.sqrt`, `import struct
    /// CoreGraphics.CGFloat`, with each kind Swift has) imports what importing its module does:
    /// `sqrt(400)` = 20 wide, as with `import Darwin`; one of a module viewc does not know is
    /// the same warning as that module's plain import.
    func testImportsOfOneDeclarationAreImportsOfTheirModule() throws {
        let kinds = "import func Darwin.sqrt\nimport struct CoreGraphics.CGFloat\nimport class UIKit.UIView\nimport enum UIKit.UIViewContentMode\n"
            + "import protocol UIKit.UIAppearance\nimport typealias Foundation.TimeInterval\nimport var Darwin.errno\nimport let Foundation.NSNotFound\n"
        let text = kinds + "canvas(width: 40, height: 10) { A(frame: Rect(0, 0, 40, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: sqrt(400), height: 1)) }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, [])
        let v = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [Double(400).squareRoot()])
        XCTAssertEqual(evaluate("import func Charts.plot\ncanvas(width: 10, height: 10) { }\n").headlines,
                       evaluate("import Charts\ncanvas(width: 10, height: 10) { }\n").headlines.map { $0.replacingOccurrences(of: ":1:8:", with: ":1:13:") })
    }

    /// Constants at the top of the file, as Swift code declares them beside its classes
    /// (`let π: CGFloat = CGFloat(M_PI)`), are the file's lets, read in the class's code.
    func testTopLevelSwiftConstantsAreReadInClasses() throws {
        let text = "let π: CGFloat = CGFloat(M_PI)\nvar inset: CGFloat = 4\ncanvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: inset, y: 0, width: π * 10, height: 10)) }\n}\n"
        let v = try XCTUnwrap(root(text)?.subviews.first)
        assertRect(ownFills(v.content)[0].bounds, 4, 0, Double.pi * 10, 10)
    }

    /// A syntax error is Swift's own message, at its place; a misspelled attribute is named.
    func testSyntaxErrorsAreSwiftParsersAtTheirPlace() {
        let broken = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f( {\n    }\n}\n"
        let h = evaluate(broken).headlines
        XCTAssertFalse(h.isEmpty)
        XCTAssertTrue(h.allSatisfy { $0.hasPrefix("t.view:3:") }, "\(h)")
        XCTAssertEqual(evaluate("@IBDesignabel\nclass A: UIView {\n}\n").headlines,
                       ["t.view:1:2: error: unknown attribute '@IBDesignabel'; the attributes are '@inspectable' (in a .view component), '@IBDesignable' and '@IBInspectable' (in a Swift class)"])
    }

    /// A parameter named `_` (`with _: UIEvent?`, as UIControl's overrides are written) takes
    /// its argument and is named by nothing: two of them do not clash.
    func testUnnamedParametersTakeTheirArguments() throws {
        let text = """
        canvas(width: 100, height: 100) {
            A(frame: Rect(0, 0, 100, 100))
        }
        class A: UIView {
            func square(_ side: CGFloat, with _: Bool, and _: Int) -> CGRect { CGRect(x: 0, y: 0, width: side, height: side) }
            override func draw(_ rect: CGRect) { UIRectFill(square(12, with: true, and: 3)) }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        assertRect(ownFills(v.content)[0].bounds, 0, 0, 12, 12)
    }

    /// A member chain as deep as it is long is bounded with an error, not a stack overflow.
    func testADeepMemberChainIsAnErrorNotACrash() {
        let text = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f() { let x = bounds" + String(repeating: ".width", count: 20_000) + " }\n}\n"
        XCTAssertEqual(evaluate(text).headlines.first?.hasSuffix("error: nesting is deeper than 200 levels"), true)
    }
}

extension SwiftGrammarTests {
    /// The text runs a view draws, without where in the source each was written.
    func textRuns(_ members: String) -> [String] {
        let text = "canvas(width: 200, height: 60) {\n    T(frame: Rect(0, 0, 200, 60))\n}\nclass T: UIView {\n\(members)\n}\n"
        guard let v = placedView(text) else { return [] }
        return v.content.compactMap { if case .text(let run, _) = $0 { return String(describing: run) }; return nil }
    }

    /// Swift 3's attribute names (`NSFontAttributeName`), Swift 4's `[NSAttributedStringKey:
    /// Any]` and Swift 3's `[String: Any]`, and Core Text's names (`kCTFontAttributeName as
    /// NSAttributedStringKey`), draw the same text as today's spelling (without the color,
    /// not), and a case named with its type (`NSTextAlignment.center`) is the case.
    func testOlderSwiftSpellingsOfAttributesDrawTheSameText() {
        func draw(_ attrs: String, _ alignment: String) -> String {
            """
                override func draw(_ rect: CGRect) {
                    let style = NSMutableParagraphStyle()
                    style.alignment = \(alignment)
                    let attrs\(attrs)
                    "Hello".draw(in: bounds, withAttributes: attrs)
                }
            """
        }
        let today = textRuns(draw(": [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style]", ".center"))
        XCTAssertEqual(today.count, 1)
        XCTAssertEqual(textRuns(draw(" = [NSFontAttributeName: UIFont.systemFont(ofSize: 20), NSForegroundColorAttributeName: UIColor.red, NSParagraphStyleAttributeName: style]", "NSTextAlignment.center")), today)
        XCTAssertEqual(textRuns(draw(" = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style] as [NSAttributedStringKey: Any]", ".center")), today)
        XCTAssertEqual(textRuns(draw(": [String: Any] = [NSFontAttributeName: UIFont.systemFont(ofSize: 20), NSForegroundColorAttributeName: UIColor.red, NSParagraphStyleAttributeName: style]", ".center")), today)
        XCTAssertNotEqual(textRuns(draw(": [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style]", ".left")), today)
        // Core Text's names of the attributes, cast to the key type as PaintCode writes them, and
        // Swift 4's `NSAttributedStringKey.font`.
        XCTAssertEqual(textRuns(draw(" = [kCTFontAttributeName as NSAttributedStringKey: UIFont.systemFont(ofSize: 20), kCTForegroundColorAttributeName as NSAttributedStringKey: UIColor.red, kCTParagraphStyleAttributeName as NSAttributedStringKey: style]", ".center")), today)
        XCTAssertEqual(textRuns(draw(": [String: Any] = [kCTFontAttributeName as String: UIFont.systemFont(ofSize: 20), kCTForegroundColorAttributeName as String: UIColor.red, NSAttributedStringKey.paragraphStyle: style]", ".center")), today)
        XCTAssertNotEqual(textRuns(draw(" = [kCTFontAttributeName as NSAttributedStringKey: UIFont.systemFont(ofSize: 20), kCTParagraphStyleAttributeName as NSAttributedStringKey: style]", ".center")), today)
    }

    /// Swift 3's constants in the file's top-level `let`s, as an app's constants file declares
    /// its fonts and text attributes (`UIFontWeightBold`, `[NSFontAttributeName: font]`): the
    /// cases they became, so the text drawn with them is the text today's spelling draws.
    func testSwift3ConstantsInTopLevelLetsAreTheirCases() throws {
        func runs(_ lets: String) -> [String] {
            let text = "canvas(width: 200, height: 60) {\n    T(frame: Rect(0, 0, 200, 60))\n}\n\(lets)\nclass T: UIView {\n    override func draw(_ rect: CGRect) {\n        \"Hello\".draw(in: bounds, withAttributes: attrs)\n    }\n}\n"
            guard let v = placedView(text) else { return [] }
            return v.content.compactMap { if case .text(let run, _) = $0 { return String(describing: run) }; return nil }
        }
        let today = runs("let bold = UIFont.systemFont(ofSize: 20, weight: .bold)\nlet attrs = [NSAttributedString.Key.font: bold, .foregroundColor: UIColor.red]")
        XCTAssertEqual(today.count, 1)
        XCTAssertEqual(runs("let bold = UIFont.systemFont(ofSize: 20, weight: UIFontWeightBold)\nlet attrs = [NSFontAttributeName: bold, NSForegroundColorAttributeName: UIColor.red]"), today)
        XCTAssertNotEqual(runs("let bold = UIFont.systemFont(ofSize: 20, weight: UIFontWeightThin)\nlet attrs = [NSFontAttributeName: bold, NSForegroundColorAttributeName: UIColor.red]"), today)
        // A name the file declares itself hides the constant of the same spelling.
        let own = placedView("let kCALineCapRound = 7\nlet UIFontWeightBold = 30\ncanvas(width: 100, height: 100) {\n    view { frame: Rect(0, 0, kCALineCapRound, UIFontWeightBold); backgroundColor: .red }\n}\n")
        assertRect(try XCTUnwrap(own?.frame), 0, 0, 7, 30)
    }

    /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle` is a style of its
    /// own, starting as the default: centred, it draws what `NSMutableParagraphStyle()` centred
    /// draws, and the default stays as it was (text drawn with it is not centred).
    func testAMutableCopyOfTheDefaultParagraphStyleIsAStyleOfItsOwn() {
        func draw(_ make: String, _ attrStyle: String) -> [String] {
            textRuns("""
                override func draw(_ rect: CGRect) {
                    let style = \(make)
                    style.alignment = .center
                    "Hello".draw(in: bounds, withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: \(attrStyle)])
                }
            """)
        }
        let copy = "NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle"
        let centred = draw("NSMutableParagraphStyle()", "style")
        XCTAssertEqual(centred.count, 1)
        XCTAssertEqual(draw(copy, "style"), centred)
        XCTAssertEqual(draw(copy, "NSParagraphStyle.default"), draw("NSMutableParagraphStyle()", "NSMutableParagraphStyle()"))
        XCTAssertNotEqual(draw(copy, "NSParagraphStyle.default"), centred)
    }

    /// `NSParagraphStyle()` is the default style, as `NSParagraphStyle.default` is: text drawn
    /// with it as an attribute's value is placed as with the default (natural alignment, no
    /// spacing: left-aligned at the rectangle's edge), and not as centred text is.
    func testAnNSParagraphStyleMadeBareIsTheDefault() {
        func draw(_ style: String) -> [String] {
            textRuns("""
                override func draw(_ rect: CGRect) {
                    let centred = NSMutableParagraphStyle()
                    centred.alignment = .center
                    "Hello".draw(in: bounds, withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: \(style)])
                }
            """)
        }
        let bare = draw("NSParagraphStyle()")
        XCTAssertEqual(bare.count, 1)
        XCTAssertEqual(bare, draw("NSParagraphStyle.default"))
        XCTAssertNotEqual(bare, draw("centred"))
    }

    /// Swift 3's font weights (`UIFontWeightBold`) are UIFont.Weight's cases: the same text as
    /// `.bold`, other than `.regular`'s.
    func testSwift3FontWeightsAreTheWeightsCases() {
        func draw(_ weight: String) -> [String] {
            textRuns("""
                override func draw(_ rect: CGRect) {
                    "Hello".draw(in: bounds, withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: \(weight))])
                }
            """)
        }
        let bold = draw(".bold")
        XCTAssertEqual(bold.count, 1)
        XCTAssertEqual(draw("UIFontWeightBold"), bold)
        XCTAssertEqual(draw("UIFontWeightRegular"), draw(".regular"))
        XCTAssertNotEqual(draw("UIFontWeightRegular"), bold)
    }

    /// `self.transform` and the other view properties read in the class's own code are the
    /// view's (here after `init` set them).
    func testTheViewsOwnPropertiesReadThroughSelf() {
        let text = """
        canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
        class S: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                transform = CGAffineTransform(rotationAngle: .pi / 2)
                self.transform = self.transform.rotated(by: .pi / 2)
                alpha = self.alpha / 4
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let t = v.transform
        XCTAssertEqual(t.a, cos(Double.pi), accuracy: 1e-12)
        XCTAssertEqual(t.b, sin(Double.pi), accuracy: 1e-12)
        XCTAssertEqual(v.alpha, 0.25)
    }
}

extension SwiftGrammarTests {
    /// `typealias` at the top of the file or in a class stands for its type wherever the file
    /// writes the alias (a function type, a list, a number); one that stands for itself is an
    /// error at its place.
    func testTypeAliasesStandForTheirTypes() {
        let text = """
        typealias Length = CGFloat
        canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
        class A: UIView {
            typealias Painter = (CGRect) -> Void
            typealias Boxes = [CGRect]
            var painter: Painter?
            let boxes: Boxes = [CGRect(x: 1, y: 2, width: 5, height: 5)]
            override func draw(_ rect: CGRect) {
                let w: Length = 10
                painter = { r in UIRectFill(r.insetBy(dx: -w, dy: 0)) }
                for b in boxes { painter?(b) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 1 - 10, 2, 5 + 20, 5)
        XCTAssertEqual(evaluate("typealias X = Y\ntypealias Y = X\nclass A: UIView { var v: X? }\ncanvas(width: 4, height: 4) { A(frame: Rect(0, 0, 4, 4)) }\n").headlines,
                       ["t.view:2:15: error: the type alias 'X' stands for itself"])
    }
}

extension SwiftGrammarTests {
    /// PaintCode's text pattern as it is written: `UIFont(name:size:)!` (failable in Swift, a
    /// font here), and a text's height measured with `CGSize(width: w, height: CGFloat.infinity)`
    /// is its height with no bound — the same as with a bound far beyond it.
    func testPaintCodeTextMeasuresWithAnUnboundedHeight() {
        func height(_ bound: String) -> Double? {
            let text = """
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let attrs = [.font: UIFont(name: "Helvetica", size: 12)!] as [NSAttributedString.Key: Any]
                    let h: CGFloat = ("two words" as NSString).boundingRect(with: CGSize(width: 30, height: \(bound)), options: .usesLineFragmentOrigin, attributes: attrs, context: nil).height
                    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: h))
                }
            }
            """
            // Measured with pango, as a compile measures.
            let (document, diagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
                .evaluate(Parser.parse(SourceFile(path: "t.view", text: text)))
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.headline), [])
            guard let v = document?.pages.first?.root.subviews.first else { return nil }
            return ownFills(v.content).first?.bounds.size.height
        }
        let unbounded = height("CGFloat.infinity"), bounded = height("10000")
        XCTAssertNotNil(unbounded)
        XCTAssertEqual(unbounded, bounded)
        XCTAssertGreaterThan(unbounded ?? 0, 12)   // two lines at 30 points wide
    }

    /// A subscript of text attributes — and of a `[String: Any]`, which is read as them (Swift
    /// 3's keys) — is said as what it is at the base, not as a subscript of another type.
    func testASubscriptOfTextAttributesIsNamed() {
        let message = "a subscript of text attributes ('[NSAttributedString.Key: Any]', as a '[String: Any]' is read) is outside the supported Swift subset (docs/language.md §13), as are dictionaries of 'Any' values other than text attributes: write the attributes whole, as a literal"
        let body = """
                var e: [String: Any] = [:]
                e["b"] = 2
                let attrs: [NSAttributedString.Key: Any] = [.kern: 2]
                print(attrs[.kern] != nil)
        """
        XCTAssertEqual(evaluate(inDraw(body)).headlines, ["t.view:5:9: error: " + message, "t.view:7:15: error: " + message])
    }
}
