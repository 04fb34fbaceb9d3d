// A UILabel subclass as UIKit runs it: the class's code sets and reads the label's text
// properties (`text` a `String?`, `font` and `textColor` implicitly unwrapped); UILabel's
// draw(_:) draws the text in the bounds through drawText(in:), so a class overriding draw(_:)
// draws what its draw(_:) draws — the text only where it calls `super.draw(rect)` or
// `drawText(in:)` — and a class overriding drawText(in:) draws the text where its override
// asks. The numbers are worked out in the test from those rules.

import XCTest
import DrawIR
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftLabelSubclassTests: XCTestCase {
    /// The text runs of `cmds`, each with the transform in force where it is drawn.
    func texts(_ cmds: [DrawCommand], _ ctm: Transform = .identity) -> [(run: TextRun, ctm: Transform)] {
        var t = ctm
        var out: [(TextRun, Transform)] = []
        for c in cmds {
            switch c {
            case .concat(let m, _): t = m.concatenating(t)
            case .text(let r, _): out.append((r, t))
            case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _): out += texts(inner, t)
            default: break
            }
        }
        return out
    }

    /// What the view's kind draws of its own when it is lowered (UILabel's text).
    func ownText(_ v: ViewNode) -> Int {
        guard let kind = v.kindInfo else { return 0 }
        return lowered(kind.lowerContent, v)
    }

    func lowered<Item>(_ lower: (ViewNode, inout [Item]) -> Void, _ v: ViewNode) -> Int {
        var items: [Item] = []
        lower(v, &items)
        return items.count
    }

    func testALabelSubclassSetsAndReadsItsTextAndUILabelDrawsIt() throws {
        let text = """
        canvas(width: 240, height: 100) {
            Caption(frame: Rect(10, 10, 220, 40))
            Caption(frame: Rect(10, 50, 220, 40), text: "Given", textColor: .blue)
        }

        class Caption: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                // Nil until set; UILabel's font is the 17-point system font.
                let before = text == nil ? "nil" : "set"
                text = before + " " + String(Int(font!.pointSize)) + " " + (textAlignment == .natural ? "natural" : "other")
                textAlignment = .center
                textColor = textColor.withAlphaComponent(0.5)
            }
            required init?(coder: NSCoder) { fatalError("no") }
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 2)
        let size = Int(Font.labelDefault.size)
        // The placement's properties are set once the view is made, over what its init set.
        for (v, want) in zip(top.subviews, [("nil \(size) natural", Color(white: 0, alpha: 0.5)), ("Given", Color(red: 0, green: 0, blue: 1))]) {
            let l = try XCTUnwrap(v.label)
            XCTAssertEqual(l.text, want.0)
            XCTAssertEqual(l.textAlignment, .center)
            XCTAssertEqual(l.textColor, want.1)
            XCTAssertTrue(v.content.isEmpty)
            // UILabel draws it: the text in the label's bounds.
            XCTAssertEqual(ownText(v), 1)
            XCTAssertEqual(l.textRun(in: v.bounds)?.box, Rect(0, 0, 220, 40))
        }
    }

    func testAnOverriddenDrawReplacesTheLabelsDrawing() throws {
        let text = """
        canvas(width: 100, height: 60) {
            Badge(frame: Rect(10, 10, 80, 40))
        }

        class Badge: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                text = "Hi"
            }
            required init?(coder: NSCoder) { fatalError("no") }
            override func draw(_ rect: CGRect) {
                UIColor.orange.setFill()
                UIRectFill(bounds)
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(v.label?.text, "Hi")
        // Its draw(_:) does not call super: the orange fill, and no text anywhere.
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 80, 40)
        XCTAssertEqual(fills[0].color, Color(red: 1, green: 0.5, blue: 0))
        XCTAssertTrue(texts(v.content).isEmpty)
        XCTAssertEqual(ownText(v), 0)
    }

    func testSuperDrawAndDrawTextDrawTheTextWhereTheCodeAsks() throws {
        let text = """
        canvas(width: 240, height: 200) {
            Padded(frame: Rect(10, 10, 220, 40), text: "Padded")
            Tilted(frame: Rect(10, 60, 220, 80))
            Framed(frame: Rect(10, 150, 220, 40), text: "Framed")
        }

        // drawText(in:) alone: UILabel's draw(_:) calls it with the bounds.
        class Padded: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10)))
            }
        }

        // super.draw(rect) under a rotation: the text in the bounds, rotated.
        class Tilted: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                text = "Tilted"
                textColor = .red
            }
            required init?(coder: NSCoder) { fatalError("no") }
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()!.rotate(by: 0.2)
                super.draw(rect)
                textColor!.setFill()
                UIRectFill(CGRect(x: 0, y: 70, width: CGFloat((text ?? "").count), height: 4))
            }
        }

        // Both: super.draw(rect) runs the class's drawText(in:), which draws in the rectangle it is given.
        class Framed: UILabel {
            override func draw(_ rect: CGRect) {
                UIColor.yellow.setFill()
                UIRectFill(bounds)
                super.draw(rect)
            }
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.insetBy(dx: 20, dy: 5))
            }
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 3)
        for v in top.subviews { XCTAssertEqual(ownText(v), 0, v.kind) }
        // Padded: the bounds 220×40 less the insets (left 30, top 4, right 10, bottom 6).
        let padded = texts(top.subviews[0].content)
        XCTAssertEqual(padded.count, 1)
        XCTAssertEqual(padded.first?.run.box, Rect(30, 4, 220 - 30 - 10, 40 - 4 - 6))
        XCTAssertEqual(padded.first?.run.text, "Padded")
        // Tilted: the bounds, under the rotation; the bar as long as the text has characters.
        let tilted = texts(top.subviews[1].content)
        XCTAssertEqual(tilted.count, 1)
        XCTAssertEqual(tilted.first?.run.box, Rect(0, 0, 220, 80))
        XCTAssertEqual(tilted.first?.run.color, Color(red: 1, green: 0, blue: 0))
        let rotation = Transform(rotationAngle: 0.2)
        let ctm = tilted.first?.ctm ?? .identity
        let got: [Double] = [ctm.a, ctm.b, ctm.c, ctm.d], want: [Double] = [rotation.a, rotation.b, rotation.c, rotation.d]
        for (a, b) in zip(got, want) { XCTAssertEqual(a, b, accuracy: 1e-12) }
        let bars = ownFills(top.subviews[1].content)
        XCTAssertEqual(bars.count, 1)
        assertRect(bars[0].bounds, 0, 70, Double("Tilted".count), 4)
        // Framed: the yellow fill, then the text in the bounds inset by 20 and 5.
        let framed = top.subviews[2].content
        XCTAssertEqual(ownFills(framed).count, 1)
        XCTAssertEqual(texts(framed).first?.run.box, Rect(20, 5, 220 - 40, 40 - 10))
        if case .text? = framed.last {} else { XCTFail("the text is drawn after the fill") }
    }

    func testAStringsMapGoesOverItsCharacters() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Letters(frame: Rect(0, 0, 100, 100), text: "héllo")
        }

        class Letters: UILabel {
            override func draw(_ rect: CGRect) {
                let letters: [String] = (text ?? "").map { String($0) }
                for (i, l) in letters.enumerated() where l != "l" {
                    UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: 5))
                }
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        // Five Characters; the two l's (2 and 3) left out.
        XCTAssertEqual(ownFills(v.content).map(\.bounds.origin.x), [0, 10, 40])
    }

    func testMistakesAreErrorsAtTheirPlace() {
        let text = """
        canvas(width: 100, height: 100) {
            Bad(frame: Rect(0, 0, 100, 100))
        }

        class Bad: UILabel {
            override func draw(_ rect: CGRect) {
                drawText(in: 3)
            }
            override func alignmentRect(forFrame frame: CGRect) -> CGRect { return frame }
        }
        """
        let headlines = evaluate(text).headlines
        XCTAssertEqual(headlines.first, "t.view:7:22: error: 'drawText(in:)' takes a CGRect, not a Number")
        XCTAssertEqual(headlines.dropFirst().first, "t.view:9:19: error: overriding 'alignmentRect' is outside the supported Swift subset: a class overrides draw(_:), init(frame:), init?(coder:), awakeFromNib(), prepareForInterfaceBuilder(), willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:), didMoveToWindow(), layoutSubviews(), didAddSubview(_:) and willRemoveSubview(_:); a label drawText(in:) and textRect(forBounds:limitedToNumberOfLines:)")
    }
}

extension SwiftLabelSubclassTests {
    /// A UILabel subclass placed with a trailing block takes a label's properties there as
    /// its arguments give them (`Badge(frame: r) { text: "7"; textColor: .red }`), set once the
    /// view is made: the same text, colour and alignment as the argument-placed twin's.
    func testALabelSubclassesBlockSetsTheLabelsProperties() throws {
        let text = """
        canvas(width: 240, height: 100) {
            Badge(frame: Rect(10, 10, 100, 40)) { text: "7"; textColor: .red; textAlignment: .right }
            Badge(frame: Rect(10, 50, 100, 40), text: "7", textColor: .red, textAlignment: .right)
        }

        class Badge: UILabel {
            var count = 0
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 2)
        for v in top.subviews {
            let l = try XCTUnwrap(v.label)
            XCTAssertEqual(l.text, "7")
            XCTAssertEqual(l.textColor, Color(red: 1, green: 0, blue: 0))
            XCTAssertEqual(l.textAlignment, .right)
        }
    }

    /// A UILabel subclass made in code is a label from the start: its maker sets its text and
    /// font (`title.text = "Hello"`) before it is set up, and they are the label's.
    func testALabelSubclassMadeInCodeTakesTheTextItsMakerSets() throws {
        let r = evaluate("""
        canvas(width: 300, height: 100) { Card(frame: Rect(0, 0, 300, 100)) }
        class PaddingLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let s = super.intrinsicContentSize
                return CGSize(width: s.width + 16, height: s.height + 8)
            }
        }
        class Card: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let title = PaddingLabel()
                title.text = "Hello"
                title.font = UIFont.systemFont(ofSize: 20)
                title.textAlignment = .center
                addSubview(title)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines, [])
        let label = try XCTUnwrap(r.document?.pages.first?.root.subviews.first?.subviews.first?.label)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.font.size, 20)
        XCTAssertEqual(label.textAlignment, .center)
    }
}

extension SwiftLabelSubclassTests {
    /// `return super.drawText(in: r)` in an override that returns nothing: Swift returns the
    /// call's empty result, so UILabel's drawText(in:) draws the text in `r` and the rest of
    /// the method does not run.
    func testReturningUIKitsDrawTextEndsTheOverrideAfterDrawing() throws {
        let text = """
        canvas(width: 240, height: 100) {
            Tag(frame: Rect(10, 10, 220, 40), text: "Hi")
            Tag(frame: Rect(10, 50, 220, 40))
        }

        class Tag: UILabel {
            override func drawText(in rect: CGRect) {
                guard let t = text, !t.isEmpty else { return super.drawText(in: rect.insetBy(dx: 30, dy: 0)) }
                if t.count < 3 { return super.drawText(in: rect.insetBy(dx: 10, dy: 5)) }
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        """
        let top = try XCTUnwrap(root(text))
        // "Hi": two characters, so the bounds 220×40 less 10 each side and 5 top and bottom;
        // the fill after the return never runs.
        let hi = texts(top.subviews[0].content)
        XCTAssertEqual(hi.map(\.run.box), [Rect(10, 5, 220 - 20, 40 - 10)])
        XCTAssertEqual(hi.first?.run.text, "Hi")
        XCTAssertTrue(ownFills(top.subviews[0].content).isEmpty)
        // No text: the guard's return, UILabel's drawText(in:) with the bounds less 30 each side
        // (an empty label draws no run), and nothing else.
        XCTAssertTrue(ownFills(top.subviews[1].content).isEmpty)
        XCTAssertTrue(texts(top.subviews[1].content).allSatisfy { $0.run.box == Rect(30, 0, 220 - 60, 40) })
    }
}
