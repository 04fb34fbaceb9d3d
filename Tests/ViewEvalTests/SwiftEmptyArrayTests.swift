// `[T]()` in pasted Swift: an empty array of T, as `[] as [T]`, typed so that what is appended
// to it is checked and what is read from it is a T.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftEmptyArrayTests: XCTestCase {
    /// `self.values = [CGPoint]()` in `init`, points appended in a loop and drawn: each point
    /// read back is a CGPoint (`.x`), and `[CGFloat]()` starts with count 0.
    func testAnEmptyArrayInitialiserCallMakesAnEmptyTypedArray() throws {
        let text = """
        canvas(width: 100, height: 100) { Spark(frame: Rect(0, 0, 100, 100)) }
        class Spark: UIView {
            var values: [CGPoint]
            override init(frame: CGRect) {
                self.values = [CGPoint]()
                super.init(frame: frame)
                for k in 1...3 { values.append(CGPoint(x: CGFloat(k) * 20, y: CGFloat(k * k))) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                var widths = [CGFloat]()
                UIRectFill(CGRect(x: 0, y: 90, width: CGFloat(widths.count) + 1, height: 1))
                for p in values { widths.append(p.x / 10) }
                for (i, p) in values.enumerated() { UIRectFill(CGRect(x: p.x, y: p.y, width: widths[i], height: 1)) }
            }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 4)
        assertRect(fills[0].bounds, 0, 90, 1, 1)
        for k in 1...3 { assertRect(fills[k].bounds, Double(k) * 20, Double(k * k), Double(k) * 20 / 10, 1) }
    }

    /// What is appended to a `[CGPoint]()` must be a CGPoint.
    func testAppendingAnotherTypeToATypedEmptyArrayIsAnError() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var points = [CGPoint]()
                points.append(3)
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(points.count), height: 1))
            }
        }
        """)
        XCTAssertEqual(r.headlines.count, 1, "\(r.headlines)")
    }
}
