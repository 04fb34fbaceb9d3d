// A conditional expression on its own line whose branches are calls
// (`isHighlighted ? a.setStroke() : b.setStroke()`): Swift evaluates the branch the condition
// picks, for its effect, and only that one.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftTernaryStatementTests: XCTestCase {
    /// On: red is set and green never is, so the fill is red; off: green. The count of calls
    /// made (one per statement) widens the second fill: 2 × 10.
    func testATernaryStatementRunsTheBranchItPicks() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Lamp(frame: Rect(0, 0, 100, 100))
            Lamp(frame: Rect(0, 0, 100, 100), on: true)
        }

        class Lamp: UIView {
            @IBInspectable var on: Bool = false
            var calls: CGFloat = 0
            func count() { calls += 1 }
            override func draw(_ rect: CGRect) {
                (on == true) ? UIColor.red.setFill() : UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                on ? count() : count()
                !on ? count() : UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 20, width: calls * 10, height: 10))
            }
        }
        """
        let views = try XCTUnwrap(root(text)?.subviews)
        let off = ownFills(views[0].content), lit = ownFills(views[1].content)
        XCTAssertEqual(off[0].color, NamedColors.table["green"])
        XCTAssertEqual(lit[0].color, NamedColors.table["red"])
        // Off: count() twice, green still set; on: count() once, then blue.
        assertRect(off[1].bounds, 0, 20, 2 * 10, 10)
        XCTAssertEqual(off[1].color, NamedColors.table["green"])
        assertRect(lit[1].bounds, 0, 20, 1 * 10, 10)
        XCTAssertEqual(lit[1].color, NamedColors.table["blue"])
    }
}
