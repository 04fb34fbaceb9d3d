// Computed properties with a setter: an assignment to the property (`x = v`, `self.x = v`,
// `x -= v`) runs its `set` with the value as `newValue` (or the name written, `set(s)`); a
// local of the same name hides the property, as in Swift.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftComputedSetterTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Level(frame: Rect(0, 0, 100, 100))
    }

    class Level: UIView {
        private var stored: CGFloat = 0.3
        var value: CGFloat {
            get { return stored }
            set { stored = min(max(newValue, 0), 1) }
        }
        var side: CGFloat {
            get { bounds.width * value }
            set(s) { value = s / bounds.width }
        }
        override func layoutSubviews() {
            value = 2          // clamped to 1
            value -= 0.5       // set(1 − 0.5)
        }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: 10))
            self.side = 25
            UIRectFill(CGRect(x: 0, y: 20, width: value * 100, height: 10))
            var value: CGFloat = 7   // a local hides the property
            value += 1
            UIRectFill(CGRect(x: 0, y: 40, width: value, height: 10))
        }
    }
    """

    /// value: 2 → clamped 1, then 1 − 0.5 = 0.5; side = 100 × 0.5 = 50; side = 25 sets value
    /// 25 / 100 = 0.25 → a 25-wide rect; the local value is 7 + 1 = 8.
    func testAnAssignmentRunsTheSetter() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 3)
        assertRect(f[0].bounds, 0, 0, 50, 10)
        assertRect(f[1].bounds, 0, 20, 25, 10)
        assertRect(f[2].bounds, 0, 40, 8, 10)
    }

    /// A property without a setter stays get-only: assigning to it is Swift's error.
    func testAGetOnlyPropertyIsNotAssignable() {
        let text = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    var x: CGFloat { return 1 }\n    func f() { x = 2 }\n}\n"
        XCTAssertFalse(evaluate(text).headlines.isEmpty)
    }
}
