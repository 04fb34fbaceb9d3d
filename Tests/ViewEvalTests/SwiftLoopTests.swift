// `while`, `repeat … while`, `break` and `continue` as Swift runs them: the loop's passes and
// where each stops are worked out in the test; an endless loop stops at the iteration limit
// with an error; `break` outside a loop is Swift's error.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftLoopTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Loops(frame: Rect(0, 0, 100, 100))
    }

    class Loops: UIView {
        override func draw(_ rect: CGRect) {
            var x: CGFloat = 0
            while x < 100 {
                x += 10
                if x == 30 { continue }
                if x > 60 { break }
                UIRectFill(CGRect(x: x, y: 0, width: 5, height: 5))
            }
            var n = 0
            repeat { n += 1 } while n < 3
            UIRectFill(CGRect(x: 0, y: 50, width: CGFloat(n), height: 1))
            for i in 0..<10 {
                if i == 2 { break }
                guard i > 0 else { continue }
                switch i {
                case 1: UIRectFill(CGRect(x: CGFloat(i) * 10, y: 80, width: 1, height: 1))
                default: break
                }
            }
        }
    }
    """

    /// while: x = 10, 20, (30 skipped), 40, 50, 60, then 70 > 60 breaks: five squares;
    /// repeat runs 3 times; the for loop draws only for i = 1 (0 continues, 2 breaks).
    func testLoopsBreakAndContinueAsSwiftDoes() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.map(\.bounds.origin.x), [10, 20, 40, 50, 60, 0, 10])
        assertRect(f[5].bounds, 0, 50, 3, 1)
        assertRect(f[6].bounds, 10, 80, 1, 1)
    }

    func testEndlessLoopsAndMisplacedBreaksAreErrors() {
        var limits = Limits()
        limits.maxIterations = 1000
        let endless = "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        while true { }\n    }\n}\n"
        XCTAssertEqual(evaluate(endless, limits: limits).headlines,
                       ["t.view:4:15: error: more than 1000 loop iterations; raise the limit with --max-iterations"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f() { break }\n}\n").headlines,
                       ["t.view:3:16: error: 'break' is only allowed inside a loop (a switch case ends by itself)"])
    }
}
