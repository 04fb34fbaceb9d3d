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

extension SwiftBoolToggleTests {
    /// `toggle()` of a Bool property with observers runs them, as Swift's mutating access does
    /// (`x = !x`): `lit` with a didSet toggled twice counts 2 and ends false (5 wide); an
    /// overridden `isSelected` toggled once counts 1 and ends true (20 high); a computed Bool
    /// with a setter toggled once calls the setter (it stores in `seen`: 1, x 30). In its
    /// init a class's own observers do not run (Swift's rule): the toggle there counts none.
    func testToggleRunsThePropertysObserversAndSetter() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Lamp(frame: Rect(0, 0, 100, 100))
        }

        class Lamp: UIButton {
            var lit = false { didSet { litSets += 1 } }
            var litSets: CGFloat = 0
            var selectedSets: CGFloat = 0
            var seen: CGFloat = 0
            override var isSelected: Bool { didSet { selectedSets += 1 } }
            var armed: Bool {
                get { seen > 0 }
                set { seen += newValue ? 1 : 10 }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                lit.toggle()
                lit.toggle()
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                lit.toggle()
                self.lit.toggle()
                isSelected.toggle()
                armed.toggle()
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: seen * 30, y: litSets, width: lit ? 10 : 5, height: isSelected ? 20 : 5))
                UIRectFill(CGRect(x: 0, y: 90, width: selectedSets, height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content).map(\.bounds)
        XCTAssertEqual(fills.count, 2)
        guard fills.count == 2 else { return }
        assertRect(fills[0], 1 * 30, 2, 5, 20)
        assertRect(fills[1], 0, 90, 1, 1)
    }
}
