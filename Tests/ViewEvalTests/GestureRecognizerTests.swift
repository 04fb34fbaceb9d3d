// Gesture recognizers in the Swift subset, checked: made with (target: self, action:
// #selector(…)), their actions `@objc` methods taking nothing or the recognizer, their
// settings; `dump tree` lists them per view; a still drawing never runs an action; mistakes
// are errors at their place. (Running them is the preview's: Tests/PreviewTests/GestureTests.)

import Foundation
@testable import ViewEval
import ViewGeometry
import XCTest

final class GestureRecognizerTests: XCTestCase {
    static func source(_ setup: String, _ methods: String) -> String {
        """
        canvas(width: 100, height: 100) {
            Pad(frame: Rect(0, 0, 50, 50))
        }
        class Pad: UIControl {
            var taps = 0
            override func awakeFromNib() {
        \(setup)
            }
        \(methods)
            override func draw(_ rect: CGRect) {
                if isSelected { UIRectFill(bounds) }
            }
        }
        """
    }

    func testRecognizersAreListedAndStillDrawingsIgnoreThem() throws {
        let r = evaluate(Self.source("""
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                    tap.numberOfTapsRequired = 2
                    addGestureRecognizer(tap)
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(Pad.swiped))
                    swipe.direction = [.left, .up]
                    self.addGestureRecognizer(swipe)
            """, """
                @objc func tapped(_ sender: UITapGestureRecognizer) { isSelected = !isSelected; taps += 1 }
                @objc private func swiped(_ recognizer: UIGestureRecognizer) { isSelected = true }
            """))
        XCTAssertEqual(r.headlines, [])
        let pad = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(pad.gestureRecognizers.map(\.summary),
                       ["UITapGestureRecognizer → tapped(_:), taps = 2", "UISwipeGestureRecognizer → swiped(_:), direction = .left .up"])
        XCTAssertTrue(TreeDumper.describe(pad).contains("gestureRecognizers = (UITapGestureRecognizer → tapped(_:), taps = 2; UISwipeGestureRecognizer → swiped(_:), direction = .left .up)"))
        XCTAssertTrue(pad.gestureRecognizers.allSatisfy { $0.view === pad })
        XCTAssertTrue(pad.content.isEmpty, "no action ran: isSelected is still false, nothing is filled")
    }

    /// A recognizer class of the file's own (`class Turn: UIPanGestureRecognizer`, with its
    /// touches overrides and `init(target:action:)`), and a class of the file inheriting from
    /// one, is a system object: made, set, attached and listed in `gestureRecognizers` to no
    /// effect, with a warning that says so; its action stays unrun and the view draws as its
    /// setup left it. What the class itself declares has no value there: reading it is an
    /// error (in the action, which never runs, one that leaves the action out).
    func testARecognizerSubclassOfTheFileIsAttachedToNoEffect() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Pad(frame: Rect(0, 0, 50, 50))
        }
        class Pad: UIControl {
            override func awakeFromNib() {
                isSelected = true
                let turn = Turn(target: self, action: #selector(Pad.turned(_:)))
                turn.maximumNumberOfTouches = 1
                addGestureRecognizer(turn)
                gestureRecognizers = [turn]
                addGestureRecognizer(Twist())
            }
            @objc func turned(_ g: Turn) { if g.angle > 1 { isSelected = false } }
            override func draw(_ rect: CGRect) {
                if isSelected { UIRectFill(bounds) }
            }
        }
        import UIKit.UIGestureRecognizerSubclass
        private class Turn: UIPanGestureRecognizer {
            private(set) var angle: CGFloat = 0
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesMoved(touches, with: event)
                guard let touch = touches.first, let view = view else { return }
                let p = touch.location(in: view)
                angle = atan2(p.y - view.bounds.midY, p.x - view.bounds.midX)
            }
            override init(target: Any?, action: Selector?) {
                super.init(target: target, action: action)
                minimumNumberOfTouches = 1
            }
        }
        class Twist: Turn {}
        """
        let r = evaluate(text)
        let why = "a gesture recognizer of the file's own is a system object here, made and attached to no effect (a still picture has no touches, and the preview runs UIKit's recognizers only)"
        let own = "'angle' of the file's own recognizer class 'Turn' is outside the supported Swift subset: its instances are system objects here, attached to no effect, with no value for what the class declares"
        XCTAssertEqual(r.headlines, ["t.view:19:15: warning: 'Turn' subclasses 'UIPanGestureRecognizer': " + why, "t.view:32:7: warning: 'Twist' subclasses 'Turn': " + why,
                                     "t.view:13:16: warning: 'turned(_:)' is left out: its body uses what viewc does not run (\(own)); a call of it is an error"])
        let pad = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertTrue(pad.gestureRecognizers.isEmpty)
        XCTAssertEqual(ownFills(pad.content).map(\.bounds), [Rect(0, 0, 50, 50)], "the setup ran and the action did not")
        // What the class declares has no value to read where code runs (Swift's would be 0).
        let read = evaluate(text.replacingOccurrences(of: "addGestureRecognizer(turn)\n", with: "addGestureRecognizer(turn)\n        isSelected = turn.angle == 0\n"))
        XCTAssertTrue(read.headlines.contains("t.view:10:27: error: " + own), "\(read.headlines)")
    }

    func testMistakesAreErrorsAtTheirPlace() {
        func errs(_ setup: String, _ methods: String = "    @objc func tapped() {}") -> [String] {
            evaluate(Self.source("        " + setup, methods)).headlines
        }
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(taped)))"),
                       ["t.view:7:85: error: unknown selector '#selector(taped)': 'Pad' has no method 'taped'; did you mean 'tapped'?"])
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))", "    func tapped() {}"),
                       ["t.view:7:85: warning: '#selector(tapped)' names 'tapped()', which is not '@objc': Swift 4 and later need '@objc func tapped(…)' (Swift 3 inferred it)"])
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(sender:))))"),
                       ["t.view:7:85: error: unknown selector '#selector(tapped(sender:))': the method is 'tapped()'"])
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))",
                            "    @objc func tapped(_ r: UIPanGestureRecognizer) { _ = r.translation(in: self) }"),
                       ["t.view:9:58: error: 'r' holds the UITapGestureRecognizer UIKit passes to the action 'tapped(_:)', not a UIPanGestureRecognizer: declare it '_ r: UITapGestureRecognizer' to read it"])
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))",
                            "    @objc func tapped(_ a: UITapGestureRecognizer, b: CGFloat) {}"),
                       ["t.view:7:85: error: wrong action signature: an action takes nothing or its recognizer, and 'tapped(_:b:)' takes 2 arguments"])
        XCTAssertEqual(errs("addGestureRecognizer(UITapGestureRecognizer(target: nil, action: #selector(tapped)))"),
                       ["t.view:7:61: error: the target of a recognizer here is 'self': its action is a method of 'Pad'"])
        XCTAssertEqual(errs("let t = UITapGestureRecognizer(target: self, action: #selector(tapped)); t.scale = 2"),
                       ["t.view:7:82: error: UITapGestureRecognizer has no settable member 'scale'"])
        XCTAssertEqual(errs("let s = UISwipeGestureRecognizer(target: self, action: #selector(tapped)); s.direction = .sideways"),
                       ["t.view:7:98: error: a swipe's direction is .right, .left, .up or .down, or a list of them"])
        XCTAssertEqual(errs("addGestureRecognizer(UIView())"),
                       ["t.view:7:30: error: 'addGestureRecognizer' expects a UIGestureRecognizer for argument 1, not a UIView"])
        // A Selector on its own is Swift (a control's addTarget(_:action:for:) takes one).
        XCTAssertEqual(errs("let s = #selector(tapped); _ = s"), [])
        // A switch over the state is checked against UIGestureRecognizer.State's cases.
        XCTAssertEqual(errs("addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(tapped)))",
                            "    @objc func tapped(_ r: UIPanGestureRecognizer) {\n        switch r.state {\n        case .chnged: break\n        default: break\n        }\n    }"),
                       ["t.view:11:14: error: 'UIGestureRecognizer.State' has no case '.chnged'; did you mean 'changed'?"])
    }
}

extension GestureRecognizerTests {
    /// An action declared with another recognizer's type than the one that calls it (a long
    /// press's action taking `_ sender: UITapGestureRecognizer`, as code copied between actions
    /// has it) compiles as Swift compiles it, and reads what every recognizer has — `state`,
    /// `view`, `location(in:)` — as a device does; a member of the declared kind alone
    /// (`translation(in:)` of a pan, given a long press) is still the error at its read.
    func testAnActionDeclaredWithAnotherRecognizersTypeReadsWhatEveryRecognizerHas() {
        let setup = "addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(held(_:))))"
        let common = evaluate(Self.source("        " + setup, """
                @objc func held(_ sender: UITapGestureRecognizer) {
                    if sender.state == .ended, sender.view != nil { taps += Int(sender.location(in: self).x) }
                }
            """))
        XCTAssertEqual(common.headlines, [])
        let specific = evaluate(Self.source("        " + setup, "    @objc func held(_ r: UIPanGestureRecognizer) { _ = r.translation(in: self) }"))
        XCTAssertEqual(specific.headlines, ["t.view:9:56: error: 'r' holds the UILongPressGestureRecognizer UIKit passes to the action 'held(_:)', not a UIPanGestureRecognizer: declare it '_ r: UILongPressGestureRecognizer' to read it"])
    }

    /// UIKit's `.recognized` is another name of `.ended` (both raw value 3): a state held in a
    /// variable as either compares equal to the other and matches the other's `case`; an enum
    /// of the file with cases of those names keeps them apart.
    func testRecognizedIsEndedWhereverAStateIsCompared() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            func name(_ s: UIGestureRecognizer.State) -> String {
                switch s {
                case .began: return "began"
                case .ended: return "ended"
                default: return "other"
                }
            }
            override func draw(_ rect: CGRect) {
                let s: UIGestureRecognizer.State = .recognized
                let t = UIGestureRecognizer.State.ended
                print("\\(s == t) \\(s != .ended) \\(s == .began) \\(name(s)) \\(name(.changed))")
            }
        }
        """
        XCTAssertEqual(printed(text), "true false false ended other")
        let own = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        enum Phase { case recognized, ended }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let p: Phase = .recognized
                print("\\(p == .ended)")
            }
        }
        """
        XCTAssertEqual(printed(own), "false")
    }
}
