// UIButton made in Swift code (`UIButton()`, `UIButton(frame:)`, `UIButton(type: .custom)`): a
// view value configured with `=` and placed with addSubview, which is a UIButton and a
// UIControl to `is`/`as?`; the button types that draw a system glyph are an error.

import XCTest
import ViewGeometry
@testable import ViewEval

final class ButtonValueTests: XCTestCase {
    /// The button's frame and background as set; `b is UIButton` and `b as? UIControl` hold, so
    /// the marker is 2 × 10 wide; a UIView is neither, so the other marker is 0 + 5 wide.
    func testAButtonMadeInCodeIsAConfiguredSubview() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Panel(frame: Rect(0, 0, 100, 100))
        }

        class Panel: UIView {
            var button = UIButton()
            let other: UIButton = UIButton(type: .custom)
            let plain = UIView()
            override func layoutSubviews() {
                button.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                button.backgroundColor = .red
                button.layer.cornerRadius = 4
                addSubview(button)
                other.frame = CGRect(x: 50, y: 20, width: 10, height: 10)
                addSubview(other)
            }
            override func draw(_ rect: CGRect) {
                let marks = (button is UIButton ? 1 : 0) + ((button as? UIControl) != nil ? 1 : 0)
                let viewMarks = (plain is UIButton ? 1 : 0) + ((plain as? UIControl) != nil ? 1 : 0)
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(marks) * 10, height: 5))
                UIRectFill(CGRect(x: 0, y: 90, width: CGFloat(viewMarks) * 10 + 5, height: 5))
            }
        }
        """
        let panel = try XCTUnwrap(placedView(text))
        XCTAssertEqual(panel.subviews.count, 2)
        assertRect(panel.subviews[0].frame, 10, 20, 30, 40)
        XCTAssertEqual(panel.subviews[0].backgroundColor, NamedColors.table["red"])
        XCTAssertEqual(panel.subviews[0].layer.cornerRadius, 4)
        XCTAssertEqual(panel.subviews[0].kind, "UIButton")
        assertRect(panel.subviews[1].frame, 50, 20, 10, 10)
        let fills = ownFills(panel.content)
        assertRect(fills[0].bounds, 0, 0, 2 * 10, 5)
        assertRect(fills[1].bounds, 0, 90, 0 * 10 + 5, 5)
    }

    /// A type that draws a system glyph is named as outside the subset.
    func testAGlyphButtonTypeIsAnError() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func layoutSubviews() { addSubview(UIButton(type: .infoLight)) }
        }
        """
        XCTAssertEqual(evaluate(text).headlines,
                       ["t.view:3:64: error: UIButton(type: .infoLight) draws a system glyph, which is outside the supported Swift subset: make it with UIButton(type: .custom) or .system"])
    }
}
