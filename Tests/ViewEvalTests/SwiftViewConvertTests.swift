// `convert(_:to:)` and `convert(_:from:)` in a class's code take the other view as UIKit does:
// a view value (`superview`, a subview, an instance made in code), or `nil` for the window
// (the canvas's coordinates). The numbers are worked out here.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftViewConvertTests: XCTestCase {
    /// The class placed: Inner, 50 × 40 at (10, 15), made in its init.
    static let outer = """

    class Outer: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(Inner(frame: CGRect(x: 10, y: 15, width: 50, height: 40)))
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    func testConvertTakesAViewOrNilForTheWindow() throws {
        let text = """
        canvas(width: 200, height: 200) { Outer(frame: Rect(20, 30, 160, 160)) }
        class Inner: UIView {
            override func draw(_ rect: CGRect) {
                let inSuper = convert(CGPoint(x: 5, y: 5), to: superview)
                let back = convert(CGPoint(x: 15, y: 20), from: superview)
                let inWindow = convert(CGPoint.zero, to: nil)
                let frameThere = convert(bounds, to: superview)
                let fromWindow = convert(CGPoint(x: 40, y: 50), from: nil)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: inSuper.x, y: inSuper.y, width: back.x, height: back.y))
                UIRectFill(CGRect(x: inWindow.x, y: inWindow.y, width: frameThere.origin.x, height: frameThere.origin.y))
                UIRectFill(CGRect(x: fromWindow.x, y: fromWindow.y, width: frameThere.width, height: frameThere.height))
            }
        }
        """ + Self.outer
        let outer = try XCTUnwrap(placedView(text))
        let fills = ownFills(try XCTUnwrap(outer.subviews.first).content)
        XCTAssertEqual(fills.count, 3)
        // Inner's origin is (10, 15) in Outer, (30, 45) in the canvas.
        assertRect(fills[0].bounds, 5 + 10, 5 + 15, 15 - 10, 20 - 15)
        assertRect(fills[1].bounds, 20 + 10, 30 + 15, 10, 15)
        assertRect(fills[2].bounds, 40 - 30, 50 - 45, 50, 40)
    }

    /// Called on `self` (`self.convert(self.center, from: self.superview)`) it is the same call.
    /// Inner is 50 × 40 at (10, 15) in Outer: its center in Outer is (10 + 25, 15 + 20) =
    /// (35, 35), which is (25, 20) — the middle of its bounds — in its own coordinates; (5, 5)
    /// in Outer's is (15, 20).
    func testConvertCalledOnSelf() throws {
        let text = """
        canvas(width: 200, height: 200) { Outer(frame: Rect(20, 30, 160, 160)) }
        class Inner: UIView {
            override func draw(_ rect: CGRect) {
                let middle = self.convert(self.center, from: self.superview)
                let there = self.convert(CGPoint(x: 5, y: 5), to: superview)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: middle.x, y: middle.y, width: there.x, height: there.y))
            }
        }
        """ + Self.outer
        let outer = try XCTUnwrap(placedView(text))
        let fills = ownFills(try XCTUnwrap(outer.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, (10 + 25) - 10, (15 + 20) - 15, 5 + 10, 5 + 15)
    }
}
