// A conditional expression on its own line whose branches are calls
// (`isHighlighted ? a.setStroke() : b.setStroke()`) or assignments in parentheses
// (`alive ? (count += 1) : (count += 0)`, each an expression of type `()`): Swift evaluates
// the branch the condition picks, for its effect, and only that one.

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

    /// Assignments in parentheses as branches: a neighbour count over [true, false, true, true]
    /// adds 10 or 1 each (10 + 1 + 10 + 10); a call and an assignment mixed; a property
    /// assigned in the branch taken, the other (`n *= 2`) never run.
    func testAssignmentsInParenthesesAreBranches() throws {
        let fills = try ownFills(XCTUnwrap(placedView("""
        canvas(width: 100, height: 60) { V(frame: Rect(0, 0, 100, 60)) }
        class V: UIView {
            var n: CGFloat = 0
            override func draw(_ rect: CGRect) {
                var count: CGFloat = 0
                let cells = [true, false, true, true]
                for i in 0..<cells.count {
                    cells[i] ? (count += 10) : (count += 1)
                }
                var w: CGFloat = 5
                count > 30 ? (w = 50) : setNeedsLayout()
                cells[1] ? (n *= 2) : (n = 7)
                UIRectFill(CGRect(x: 0, y: 0, width: count, height: w))
                UIRectFill(CGRect(x: 0, y: 20, width: n, height: 1))
            }
        }
        """)).content)
        XCTAssertEqual(fills.count, 2)
        guard fills.count == 2 else { return }
        let count: Double = 10 + 1 + 10 + 10
        assertRect(fills[0].bounds, 0, 0, count, count > 30 ? 50 : 5)
        assertRect(fills[1].bounds, 0, 20, 7, 1)
    }
}
