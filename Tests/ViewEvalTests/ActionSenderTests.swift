// An action declared taking another object's type than its recognizer's
// (`@objc func handleTap(_ sender: Knob)`): Swift accepts it, and UIKit passes the recognizer
// whatever the parameter says (UIGestureRecognizer's documented action forms), so the action
// runs when it does not read the parameter; a read of it, and a parameter of a value type,
// are errors where they are written. A recognizer's `delegate = self` leaves UIKit's defaults
// where no gesture happens, with UIGestureRecognizerDelegate's methods or without.

import XCTest
@testable import ViewEval

final class ActionSenderTests: XCTestCase {
    static func source(_ action: String) -> String {
        """
        canvas(width: 100, height: 100) {
            Knob(frame: Rect(0, 0, 50, 50))
        }
        class Knob: UIControl, UIGestureRecognizerDelegate {
            var value: CGFloat = 0.5
            override init(frame: CGRect) {
                super.init(frame: frame)
                let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                doubleTap.numberOfTapsRequired = 2
                addGestureRecognizer(doubleTap)
                doubleTap.delegate = self
            }
            required init?(coder: NSCoder) { fatalError() }
        \(action)
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        """
    }

    /// Declared with the class's own type and not read: it compiles, the recognizer attached
    /// with the action, the drawing as the code says (a still runs no action).
    func testAnActionTakingAnotherObjectThatItDoesNotReadCompiles() throws {
        let r = evaluate(Self.source("    @objc public func handleTap(_ sender: Knob) { value = 0.5 }"))
        XCTAssertEqual(r.headlines, [])
        let knob = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(knob.gestureRecognizers.map(\.summary), ["UITapGestureRecognizer → handleTap(_:), taps = 2"])
        XCTAssertEqual(ownFills(knob.content).count, 1)
    }

    /// `delegate = self` on a class without UIGestureRecognizerDelegate's methods leaves UIKit's
    /// defaults (it compiles above); a class that has them compiles too, and a still drawing,
    /// where no gesture happens, never asks them: it draws as without them, with no diagnostic
    /// (the preview's warning where it delivers a gesture: PreviewTests/GestureTests).
    func testADelegateWithMethodsIsNeverAskedInAStillDrawing() throws {
        let plain = evaluate(Self.source("    @objc func handleTap(_ sender: Knob) { }"))
        let withMethods = evaluate(Self.source("""
                @objc func handleTap(_ sender: Knob) { }
                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { return false }
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { return true }
            """))
        XCTAssertEqual(withMethods.headlines, [])
        XCTAssertEqual(plain.headlines, [])
        let a = try XCTUnwrap(plain.document?.pages.first?.root.subviews.first), b = try XCTUnwrap(withMethods.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(ownFills(b.content).map(\.bounds), ownFills(a.content).map(\.bounds))
        XCTAssertEqual(b.gestureRecognizers.map(\.summary), a.gestureRecognizers.map(\.summary))
    }

    /// Reading it would use the recognizer as a Knob: an error at each read. A value type
    /// cannot hold the object UIKit passes.
    func testReadingItOrAValueTypeIsAnError() {
        XCTAssertEqual(evaluate(Self.source("    @objc func handleTap(_ sender: Knob) { sender.alpha = 0.5 }")).headlines,
                       ["t.view:14:44: error: 'sender' holds the UITapGestureRecognizer UIKit passes to the action 'handleTap(_:)', not a Knob: declare it '_ sender: UITapGestureRecognizer' to read it"])
        XCTAssertEqual(evaluate(Self.source("    @objc func handleTap(_ amount: CGFloat) { value = amount }")).headlines,
                       ["t.view:8:80: error: wrong action signature: 'handleTap(_:)' takes a CGFloat here, and UIKit passes the UITapGestureRecognizer, an object; write '@objc func handleTap(_ recognizer: UITapGestureRecognizer)'"])
    }
}
