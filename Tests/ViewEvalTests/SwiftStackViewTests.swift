// UIStackView in a class's code (Kinds/StackView.swift): each distribution and alignment places
// the arranged subviews where the frames worked out here from UIKit's rules say — the views
// are `Chip`s of a known intrinsic size, or fixed by constraints —; a stack sized by nothing
// else takes its content's size; hidden and removed views are left out; a UIStackView subclass
// arranges what its init adds; baseline alignment and a stack property of another view are
// named errors.

import ViewGeometry
import XCTest
@testable import ViewEval

final class SwiftStackViewTests: XCTestCase {
    /// A file whose `Host` (a 300 × 100 view) runs `body` in its init; `chip(w, h)` makes a view of
    /// that intrinsic size.
    static func text(_ body: String, host: String = "Host(frame: Rect(0, 0, 300, 100))") -> String {
        """
        canvas(width: 300, height: 100) { \(host) }
        class Chip: UIView {
            var size = CGSize.zero
            override var intrinsicContentSize: CGSize { size }
        }
        class Host: UIView {
            func chip(_ w: CGFloat, _ h: CGFloat) -> Chip {
                let c = Chip()
                c.size = CGSize(width: w, height: h)
                return c
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
        \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// The frames of the first subview's subviews (the stack's), in the stack's coordinates,
    /// and the stack's own frame.
    func arranged(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> (stack: Rect, views: [Rect]) {
        let r = evaluate(Self.text(body))
        XCTAssertEqual(r.diagnostics.filter { $0.severity != .note }.map(\.headline), [], file: file, line: line)
        guard let stack = r.document?.pages.first?.root.subviews.first?.subviews.first else {
            XCTFail("no stack", file: file, line: line); return (.zero, [])
        }
        return (stack.frame, stack.subviews.map(\.frame))
    }

    /// A 300 × 100 stack at the host's origin arranging chips of widths 40, 60 and 50 and heights
    /// 20, 30 and 10, 10 apart, set up by `setup`.
    func row(_ setup: String, file: StaticString = #filePath, line: UInt = #line) -> [Rect] {
        arranged("""
                let s = UIStackView(arrangedSubviews: [chip(40, 20), chip(60, 30), chip(50, 10)])
                s.frame = bounds
                s.spacing = 10
        \(setup)
                addSubview(s)
        """, file: file, line: line).views
    }

    func assertFrames(_ got: [Rect], _ want: [(Double, Double, Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, want.count, file: file, line: line)
        for (g, w) in zip(got, want) { assertRect(g, w.0, w.1, w.2, w.3, file: file, line: line) }
    }

    func testFillKeepsSizesAndTheLastTakesTheRoomLeft() {
        // Along: 40 and 60 kept, the last from 40 + 10 + 60 + 10 to 300; across (.fill): 100 high.
        assertFrames(row(""), [(0, 0, 40, 100), (50, 0, 60, 100), (120, 0, 300 - 120, 100)])
        // The one hugging least stretches instead.
        assertFrames(row("        for v in s.arrangedSubviews { v.setContentHuggingPriority(.defaultHigh, for: .horizontal) }\n        s.arrangedSubviews[0].setContentHuggingPriority(.defaultLow, for: .horizontal)"),
                     [(0, 0, 300 - 60 - 50 - 20, 100), (300 - 110 - 10, 0, 60, 100), (250, 0, 50, 100)])
    }

    /// Which view gives way is decided row by row: a row too tight for its views (compressed by
    /// compression resistance) does not change which view stretches in another row.
    func testEachRowChoosesTheViewThatGivesWayOnItsOwn() {
        let loose = """
                let s = UIStackView(arrangedSubviews: [chip(40, 20), chip(60, 20)])
                s.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
                s.arrangedSubviews[1].setContentHuggingPriority(.defaultHigh, for: .horizontal)
                addSubview(s)
        """
        let tight = """
                let t = UIStackView(arrangedSubviews: [chip(200, 20), chip(200, 20)])
                t.frame = CGRect(x: 0, y: 50, width: 300, height: 20)
                addSubview(t)
        """
        assertFrames(arranged(loose).views, [(0, 0, 300 - 60, 20), (300 - 60, 0, 60, 20)])
        assertFrames(arranged(loose + "\n" + tight).views, [(0, 0, 300 - 60, 20), (300 - 60, 0, 60, 20)])
    }

    func testFillEquallyAndProportionally() {
        let w = (300 - 2 * 10) / 3.0
        assertFrames(row("        s.distribution = .fillEqually"), [(0, 0, w, 100), (w + 10, 0, w, 100), (2 * w + 20, 0, w, 100)])
        // Each its share of the 280 points not spaced: 40, 60 and 50 of 150.
        let room = 300.0 - 20, total = 150.0
        let ws = [40.0, 60, 50].map { room * $0 / total }
        assertFrames(row("        s.distribution = .fillProportionally"), [(0, 0, ws[0], 100), (ws[0] + 10, 0, ws[1], 100), (ws[0] + ws[1] + 20, 0, ws[2], 100)])
    }

    func testEqualSpacingAndCentering() {
        // Sizes kept, the 150 points left shared between two gaps.
        let gap = (300 - 150) / 2.0
        assertFrames(row("        s.distribution = .equalSpacing\n        s.alignment = .top"),
                     [(0, 0, 40, 20), (40 + gap, 0, 60, 30), (300 - 50, 0, 50, 10)])
        // Centers equally apart: the first's at 20, the last's at 275.
        let (c0, c2) = (20.0, 300 - 25.0)
        let c1 = (c0 + c2) / 2
        assertFrames(row("        s.distribution = .equalCentering\n        s.alignment = .center"),
                     [(0, 50 - 10, 40, 20), (c1 - 30, 50 - 15, 60, 30), (250, 50 - 5, 50, 10)])
        // Too little room for equal spacing of at least `spacing`: spaced by it, as a fill, the last compressed.
        assertFrames(row("        s.distribution = .equalSpacing\n        s.spacing = 100\n        s.alignment = .bottom"),
                     [(0, 100 - 20, 40, 20), (140, 100 - 30, 60, 30), (300, 100 - 10, 300 - 300, 10)])
    }

    /// A column: the axis vertical, the views across it at the leading or trailing edge, and
    /// custom spacing after one; a hidden view is left out; layout margins when relative to them.
    func testAColumnWithAlignmentMarginsCustomSpacingAndAHiddenView() {
        assertFrames(row("""
                s.axis = .vertical
                s.alignment = .leading
                s.setCustomSpacing(4, after: s.arrangedSubviews[0])
        """), [(0, 0, 40, 20), (0, 24, 60, 30), (0, 64, 50, 100 - 64)])
        assertFrames(row("""
                s.axis = .vertical
                s.alignment = .trailing
                s.distribution = .equalSpacing
                s.arrangedSubviews[1].isHidden = true
        """), [(300 - 40, 0, 40, 20), (0, 0, 0, 0), (300 - 50, 100 - 10, 50, 10)])
        // Inside the margins (a left of 20, UIKit's 8 elsewhere).
        let w = (300 - 20 - 8 - 20) / 3.0
        assertFrames(row("""
                s.isLayoutMarginsRelativeArrangement = true
                s.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8)
                s.distribution = .fillEqually
        """), [(20, 8, w, 100 - 16), (20 + w + 10, 8, w, 100 - 16), (20 + 2 * w + 20, 8, w, 100 - 16)])
    }

    /// A stack placed by its top-left corner alone is as big as its content: along its axis the
    /// views and spacing, across it the broadest view.
    func testAStackWithNoSizeTakesItsContents() {
        let (stack, views) = arranged("""
                let s = UIStackView()
                s.translatesAutoresizingMaskIntoConstraints = false
                s.spacing = 5
                s.alignment = .center
                addSubview(s)
                s.addArrangedSubview(chip(30, 12))
                s.addArrangedSubview(chip(20, 18))
                s.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7).isActive = true
                s.topAnchor.constraint(equalTo: topAnchor, constant: 3).isActive = true
        """)
        assertRect(stack, 7, 3, 30 + 5 + 20, 18)
        assertFrames(views, [(0, (18 - 12) / 2, 30, 12), (35, 0, 20, 18)])
    }

    /// arrangedSubviews in order (insertArrangedSubview(_:at:) among them); a view removed from
    /// the arrangement stays a subview; one removed from its superview is arranged no more, even
    /// added back.
    func testArrangedSubviewsAreKeptAsUIKitKeepsThem() {
        let text = Self.text("""
                let s = UIStackView()
                let (a, b, c) = (UIView(), UIView(), UIView())
                a.tag = 1; b.tag = 2; c.tag = 3
                s.addArrangedSubview(a)
                s.addArrangedSubview(c)
                s.insertArrangedSubview(b, at: 1)
                print(s.arrangedSubviews.map { $0.tag }, s.subviews.map { $0.tag }, a.translatesAutoresizingMaskIntoConstraints)
                s.removeArrangedSubview(b)
                c.removeFromSuperview()
                s.addSubview(c)
                print(s.arrangedSubviews.map { $0.tag }, s.subviews.map { $0.tag }, s.axis, s.distribution, s.spacing, s is UIStackView, a is UIStackView)
        """)
        let notes = evaluate(text).diagnostics.filter { $0.severity == .note }.map(\.message)
        XCTAssertEqual(notes, ["[1, 2, 3] [1, 3, 2] false", "[1] [1, 2, 3] horizontal fill 0.0 true false"])
    }

    /// A UIStackView subclass arranges what its init adds: five 44-point buttons 8 apart.
    func testAStackViewSubclassArrangesItsButtons() {
        let r = evaluate("""
        canvas(width: 300, height: 100) { Rating(frame: Rect(10, 10, 5 * 44 + 4 * 8, 44)) }
        class Rating: UIStackView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                spacing = 8
                for _ in 0..<5 {
                    let b = UIButton()
                    b.translatesAutoresizingMaskIntoConstraints = false
                    b.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    b.widthAnchor.constraint(equalToConstant: 44).isActive = true
                    addArrangedSubview(b)
                }
            }
            required init(coder: NSCoder) { super.init(coder: coder) }
        }
        """)
        XCTAssertEqual(r.headlines, [])
        let buttons = r.document?.pages.first?.root.subviews.first?.subviews ?? []
        assertFrames(buttons.map(\.frame), (0..<5).map { (Double($0) * (44 + 8), 0, 44, 44) })
    }

    /// UIKit's qualified names of the settings are the settings; a stack view subclass's
    /// draw(_:) is never called (a stack view does not render), with a warning that says so.
    func testQualifiedSettingsAndANonrenderingDraw() {
        let notes = evaluate(Self.text("""
                let s = UIStackView(frame: bounds)
                s.distribution = UIStackView.Distribution.fillEqually
                s.alignment = UIStackView.Alignment.center
                s.axis = NSLayoutConstraint.Axis.vertical
                print(s.distribution, s.alignment, s.axis)
        """)).diagnostics.map(\.message)
        XCTAssertEqual(notes, ["fillEqually center vertical"])
        let r = evaluate("""
        canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
        class S: UIStackView {
            override func draw(_ rect: CGRect) { UIRectFill(bounds) }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:3:19: warning: UIKit never calls draw(_:) of a UIStackView subclass (a stack view does not render): this drawing is never shown"])
        XCTAssertEqual(r.document?.pages.first?.root.subviews.first?.content.count, 0)
    }

    func testBaselinesAndAStacksPropertyOnAnotherViewAreNamed() {
        XCTAssertTrue(errorsOf(Self.text("        let s = UIStackView()\n        s.alignment = .firstBaseline")).contains {
            $0.contains("a stack view's alignment .firstBaseline is outside the layout viewc solves") })
        XCTAssertTrue(errorsOf(Self.text("        let v = UIView()\n        v.spacing = 3")).contains {
            $0.contains("'spacing' is a UIStackView's property; UIView is no stack view") })
        // An index past the arranged views' end, as UIKit's exception.
        XCTAssertTrue(errorsOf(Self.text("        let s = UIStackView()\n        s.insertArrangedSubview(UIView(), at: 1)")).contains {
            $0.contains("index 1 is past the end of the stack's 0 arranged subviews") })
        // A stack whose views cannot fill it as their constraints say.
        XCTAssertTrue(errorsOf(Self.text("""
                let s = UIStackView(frame: bounds)
                let v = UIView()
                v.widthAnchor.constraint(equalToConstant: 10).isActive = true
                s.addArrangedSubview(v)
                addSubview(s)
        """)).contains { $0.contains("this stack view's arrangement contradicts the constraints on it or on its arranged views (its views take 10 points of its width of 300)") })
    }
}
