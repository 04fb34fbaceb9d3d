// A view's recognizers read back and taken off: `gestureRecognizers` (nil until one is
// attached, then the attached ones in order), `removeGestureRecognizer(_:)`, and
// `gestureRecognizers?.forEach(self.removeGestureRecognizer)` — the method named as a function
// value — as a control's reset writes it.

import XCTest
import ViewGeometry
@testable import ViewEval

final class GestureRecognizerListTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Switch(frame: Rect(0, 0, 100, 100))
        Switch(frame: Rect(0, 0, 100, 100), reset: true)
    }

    class Switch: UIControl {
        @IBInspectable var reset: Bool = false
        var before: CGFloat = 0
        override func awakeFromNib() {
            before = gestureRecognizers == nil ? 1 : 0
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(tapped)))
        }
        override func layoutSubviews() {
            if reset {
                gestureRecognizers?.forEach(self.removeGestureRecognizer)
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(tapped))
                addGestureRecognizer(swipe)
            }
        }
        @objc func tapped() { }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: 10 * CGFloat(gestureRecognizers?.count ?? 0), height: 10 * before))
        }
    }
    """

    /// Nil before the first is attached (10 high); two attached (20 wide); reset: both taken
    /// off and a swipe added, one left (10 wide).
    func testRecognizersAreReadAndTakenOff() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].gestureRecognizers.map(\.kind), [.tap, .pan])
        XCTAssertEqual(views[1].gestureRecognizers.map(\.kind), [.swipe])
        assertRect(try XCTUnwrap(ownFills(views[0].content).first).bounds, 0, 0, 2 * 10, 10)
        assertRect(try XCTUnwrap(ownFills(views[1].content).first).bounds, 0, 0, 1 * 10, 10)
    }
}
