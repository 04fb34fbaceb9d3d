// A control's state as UIKit has it: `state` of a UIControl or UIButton subclass is
// UIControl.State, an OptionSet computed from isHighlighted, isEnabled and isSelected
// (`.normal` the empty set), compared with `==` and asked with `contains`; and the
// isSelected/isHighlighted/isEnabled of another control, a subview of a class of the file,
// read and set from its superview's code, and its `state`, read as another control's
// (`heart.state`) as a control reads its own; an override of sendActions(for:) run by the
// class's own calls.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftControlStateTests: XCTestCase {
    /// Three buttons, normal, highlighted, and selected while disabled: each fill's width adds
    /// up the tests its state passes (normal 10, `== .highlighted` 20, contains selected 40,
    /// contains disabled 80, `!= .selected` 160, on 1).
    func testAControlsStateIsTheSetOfItsHighlightedDisabledAndSelectedFlags() {
        let text = """
            canvas(width: 300, height: 100) {
                B(frame: Rect(0, 0, 300, 10))
                B(frame: Rect(0, 20, 300, 10), isHighlighted: true)
                B(frame: Rect(0, 40, 300, 10), isSelected: true, isEnabled: false)
            }
            class B: UIButton {
                override func draw(_ rect: CGRect) {
                    var w: CGFloat = 1
                    if state == .normal { w += 10 }
                    if self.state == .highlighted { w += 20 }
                    if state.contains(.selected) { w += 40 }
                    if self.state.contains(.disabled) { w += 80 }
                    if state != .selected { w += 160 }
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                }
            }
            """
        guard let r = root(text) else { return }
        let widths: [Double?] = r.subviews.map { ownFills($0.content).first?.bounds.size.width }
        let normal: Double = 1 + 10 + 160, highlighted: Double = 1 + 20 + 160
        let selectedDisabled: Double = 1 + 40 + 80 + 160
        XCTAssertEqual(widths, [normal, highlighted, selectedDisabled])
    }

    /// A control's code reads and sets `isSelected` and reads `isEnabled` of a button it holds
    /// (an instance of a class of the file, added as a subview): the button draws selected.
    func testAnotherControlsSelectedAndEnabledAreReadAndSet() {
        let text = """
            canvas(width: 100, height: 100) { Like(frame: Rect(0, 0, 100, 100)) }
            final class Heart: UIButton {
                override func draw(_ rect: CGRect) {
                    if isSelected { UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
                }
            }
            class Like: UIControl {
                private let heart = Heart()
                var w: CGFloat = 1
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    heart.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    addSubview(heart)
                    if !heart.isSelected { heart.isSelected = true }
                    if heart.isEnabled { w += 30 }
                    if heart.isHighlighted { w += 60 }
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 2))
                }
            }
            """
        guard let v = placedView(text) else { return }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.size.width), [31])
        XCTAssertEqual(v.subviews.count, 1)
        XCTAssertEqual(v.subviews.first.map { ownFills($0.content).map(\.bounds) }, [Rect(0, 0, 5, 5)])
    }

    /// `other.state` of a control held by another class's code: the button's state as its own
    /// code reads it — selected once `isSelected` is set, disabled once `isEnabled` is false.
    /// Each fill's width adds up the tests passed (contains selected 10, contains disabled 20,
    /// `== .normal` 80, on 1).
    func testAnotherControlsStateIsReadAsItsOwn() {
        let text = """
            canvas(width: 300, height: 100) { Panel(frame: Rect(0, 0, 300, 100)) }
            final class Heart: UIButton {}
            class Panel: UIView {
                let heart = Heart()
                let plain = UIButton(type: .system)
                override func draw(_ rect: CGRect) {
                    let s = heart.state, t = plain.state
                    var w: CGFloat = 1, u: CGFloat = 1
                    if s.contains(.selected) { w += 10 }
                    if s.contains(.disabled) { w += 20 }
                    if s == .normal { w += 80 }
                    if t.contains(.selected) { u += 10 }
                    if t.contains(.disabled) { u += 20 }
                    if t == .normal { u += 80 }
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                    UIRectFill(CGRect(x: 0, y: 10, width: u, height: 1))
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(heart)
                    heart.isSelected = true
                    heart.isEnabled = false
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        guard let v = placedView(text) else { return }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.size.width), [1 + 10 + 20, 1 + 80])
    }

    /// `state` is a UIControl's: a plain view's is an error where the code reads it, and a
    /// UIView subclass's code has no `state` of its own.
    func testAViewThatIsNoControlHasNoState() {
        let read = evaluate("""
            canvas(width: 100, height: 100) { P(frame: Rect(0, 0, 100, 100)) }
            class P: UIView {
                override func draw(_ rect: CGRect) {
                    let v = UIView()
                    if v.state == .normal { UIRectFill(rect) }
                }
            }
            """)
        XCTAssertEqual(read.headlines, ["t.view:5:14: error: 'state' is a UIControl's; this view is a UIView"])
        let own = evaluate("""
            canvas(width: 100, height: 100) { P(frame: Rect(0, 0, 100, 100)) }
            class P: UIView {
                override func draw(_ rect: CGRect) { if state == .normal { UIRectFill(rect) } }
            }
            """)
        XCTAssertEqual(own.headlines.count, 1)
        XCTAssertTrue(own.headlines.first?.hasPrefix("t.view:3:45: error: unknown name 'state'") == true, "\(own.headlines)")
    }

    /// A control's `isSelected`, `isEnabled` and `isHighlighted` are settable properties of
    /// UIControl: another class's code flips them with `toggle()` and `x = !x` (a `let`
    /// holding the control, a reference, may), also on a control whose superclass is the
    /// file's, as it sets the control up; a stored Bool of the control's class declared by its
    /// literal (`var lit = false`), toggled from outside, runs its didSet each time. The
    /// expected text is Swift's Bools flipped the same way here.
    func testAnotherControlsStateIsToggledFromOutside() {
        let text = """
            canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
            class Base: UIControl {}
            class Star: Base {
                var flips = 0
                var lit = false { didSet { flips += 1 } }
            }
            final class Heart: UIButton {}
            class Panel: UIView {
                let star = Star(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let heart = Heart()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(star)
                    addSubview(heart)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    star.isSelected.toggle()
                    star.isEnabled.toggle()
                    star.isHighlighted = !star.isHighlighted
                    heart.isSelected.toggle()
                    heart.isSelected.toggle()
                    heart.isSelected.toggle()
                }
                override func draw(_ rect: CGRect) {
                    star.lit.toggle()
                    star.lit.toggle()
                    print(star.isSelected, star.isEnabled, star.isHighlighted, star.lit, star.flips, heart.isSelected)
                }
            }
            """
        // UIControl's defaults: not selected, enabled, not highlighted.
        var selected = false, enabled = true, highlighted = false, lit = false, flips = 0, heart = false
        selected.toggle(); enabled.toggle(); highlighted = !highlighted
        lit.toggle(); flips += 1; lit.toggle(); flips += 1
        heart.toggle(); heart.toggle(); heart.toggle()
        XCTAssertEqual(printed(text), "\(selected) \(enabled) \(highlighted) \(lit) \(flips) \(heart)")
    }

    /// What Swift refuses stays an error at its place: a compound operator on a control's
    /// Bool state (`+=` takes numbers), and toggling a `let` property of another view.
    func testAnotherControlsStateRefusesWhatSwiftRefuses() {
        func headlines(_ line: String) -> [String] {
            evaluate("""
                canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
                class Star: UIControl { let fixed = true }
                class Panel: UIView {
                    let star = Star()
                    override func draw(_ rect: CGRect) {
                        \(line)
                    }
                }
                """).headlines
        }
        XCTAssertEqual(headlines("star.isSelected += 1"), ["t.view:6:9: error: cannot add Bool and Number"])
        XCTAssertEqual(headlines("star.fixed.toggle()"), ["t.view:6:9: error: cannot assign to property: 'fixed' is a 'let' constant"])
    }

    /// A control's `override func sendActions(for:)` is a method of the class: its own calls
    /// run it, as Swift dispatches them (UIKit's calls come with touches, which a drawing has
    /// none of), and `super.sendActions(for:)` is UIControl's, which sends to no target here.
    /// Two calls, one with Swift 4's `UIControlEvents`, one with `UIControl.Event`: width 10 + 2 × 10.
    func testAnOverrideOfSendActionsRunsForTheClassesOwnCalls() throws {
        let text = """
        canvas(width: 100, height: 100) { C(frame: Rect(0, 0, 100, 100)) }
        class C: UIControl {
            var sent = 0
            override func sendActions(for controlEvents: UIControlEvents) {
                sent += 1
                super.sendActions(for: controlEvents)
            }
            func send(_ e: UIControl.Event) { sendActions(for: e) }
            override func layoutSubviews() {
                sendActions(for: .valueChanged)
                send(.touchUpInside)
            }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: 10 + 10 * CGFloat(sent), height: 10)) }
        }
        """
        let fill = try XCTUnwrap(ownFills(try XCTUnwrap(placedView(text)).content).first)
        assertRect(fill.bounds, 0, 0, 30, 10)
    }
}
