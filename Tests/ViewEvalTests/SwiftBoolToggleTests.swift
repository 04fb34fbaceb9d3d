// Bool's `toggle()` as Swift has it: the Bool flipped where it is held — a stored property
// (`on.toggle()`, `self.on.toggle()`), UIControl's state, a struct's `var` member, a local
// `var` — and an error on a `let`. Swift 4's `UIControlEvents.valueChanged` and
// `UIControl.Event.touchUpInside` name the events `sendActions(for:)` takes.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftBoolToggleTests: XCTestCase {
    /// `on` toggled three times is true (10 wide), isSelected once true (20 high), the
    /// struct's flag once true (x 30), the local `true` twice: true again (y 50).
    func testToggleFlipsTheBoolWhereItIsHeld() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Lamp(frame: Rect(0, 0, 100, 100))
        }

        class Lamp: UIControl {
            struct State { var flag = false }
            var on = false
            var state = State()
            override func layoutSubviews() {
                self.on.toggle()
                on.toggle()
                on.toggle()
                isSelected.toggle()
                state.flag.toggle()
                sendActions(for: UIControlEvents.valueChanged)
                sendActions(for: UIControl.Event.touchUpInside)
            }
            override func draw(_ rect: CGRect) {
                var local = true
                local.toggle()
                local.toggle()
                UIRectFill(CGRect(x: state.flag ? 30 : 0, y: local ? 50 : 0, width: on ? 10 : 5, height: isSelected ? 20 : 5))
            }
        }
        """
        let fill = try XCTUnwrap(ownFills(try XCTUnwrap(placedView(text)).content).first)
        assertRect(fill.bounds, 30, 50, 10, 20)
    }

    func testToggleOfALetIsAnError() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) { let b = true; b.toggle() }
        }
        """
        let errors = evaluate(text).headlines
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.view:3:56: error: cannot use mutating member on immutable value") == true, "\(errors)")
    }
}
