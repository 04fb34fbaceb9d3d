// Overrides of UIControl's state properties with observers, as controls write them
// (`override open var isHighlighted: Bool { didSet { setNeedsDisplay() } }`), and of a view's
// `frame`, `bounds` and `center`: UIKit's stored value stays underneath, so the property is
// still the control's parameter (or the view's geometry), read and set as UIKit's.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftPropertyOverrideTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Slider(frame: Rect(0, 0, 100, 100))
        Slider(frame: Rect(0, 0, 100, 100), isHighlighted: true, isEnabled: false)
    }

    class Slider: UIControl {
        override open var isHighlighted: Bool {
            didSet { setNeedsDisplay() }
        }
        override var isSelected: Bool {
            willSet { setNeedsDisplay() }
        }
        override public var isEnabled: Bool { didSet { setNeedsDisplay() } }
        override var frame: CGRect { didSet { setNeedsDisplay() } }
        open override var center: CGPoint { willSet { setNeedsLayout() } }
        override func layoutSubviews() {
            if isHighlighted { isSelected = true }
        }
        override func draw(_ rect: CGRect) {
            (isHighlighted == true ? UIColor.red : UIColor.blue).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: isSelected ? 40 : 20, height: isEnabled ? 10 : 5))
            UIRectFill(CGRect(x: 0, y: 90, width: frame.width / 4, height: center.y / 50))
        }
    }
    """

    /// `frame` and `center` overridden with observers are UIView's. Unset: not highlighted
    /// (blue), not selected (20 wide), enabled (10 high). Placed with
    /// isHighlighted and isEnabled false: red, selected by its layoutSubviews (40), 5 high.
    func testObservedOverrideKeepsUIControlsState() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        let plain = try XCTUnwrap(ownFills(views[0].content).first)
        assertRect(plain.bounds, 0, 0, 20, 10)
        XCTAssertEqual(plain.color, Color(red: 0, green: 0, blue: 1))
        let lit = try XCTUnwrap(ownFills(views[1].content).first)
        assertRect(lit.bounds, 0, 0, 40, 5)
        XCTAssertEqual(lit.color, Color(red: 1, green: 0, blue: 0))
        // frame and center stay UIView's: the frame 100 wide, the center at y 50.
        for v in views { assertRect(ownFills(v.content)[1].bounds, 0, 90, 100 / 4, 50 / 50) }
    }

    /// Swift's rules: an override of a stored property adds observers (no value, no plain
    /// stored override), and keeps UIControl's type.
    func testOverrideOfControlStateIsCheckedAsSwiftDoes() {
        func errs(_ member: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIControl {\n\(member)\n}\n").headlines
        }
        XCTAssertEqual(errs("    override var isHighlighted: Bool = true { didSet { } }"),
                       ["t.view:3:18: error: cannot override with a stored property 'isHighlighted': an override of UIControl's 'isHighlighted' adds observers ('{ didSet { … } }') or is computed"])
        XCTAssertEqual(errs("    override var isSelected: CGFloat { didSet { } }"),
                       ["t.view:3:30: error: 'isSelected' is UIControl's Bool (default false): write 'override var isSelected: Bool'"])
    }
}
