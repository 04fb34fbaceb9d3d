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

    /// An empty literal branch of `?:` (`on ? values : []`, `off ? counts : [:]`) is of the
    /// other branch's type, as Swift infers it: printed, counted and kept in a `let` — where it
    /// once had no type and its statement was dropped unsaid. Two lists of different element
    /// types held in a `let` are an error naming the branches, as Swift's (print, which takes
    /// `Any`, prints either). The expected line is this test's own Swift print.
    func testAnEmptyLiteralBranchTakesTheOtherBranchsType() {
        let body = """
                    let on = true
                    let arr = [1, 2]
                    let xs = on ? [1.5, 2] : []
                    let d: [String: Int] = ["a": 1]
                    let e = on ? [:] : d
                    print(on ? arr : [], !on ? arr : [], xs, xs.count, e.count, (!on ? [:] : d).count)
            """
        let on = true
        let arr = [1, 2]
        let xs = on ? [1.5, 2] : []
        let d: [String: Int] = ["a": 1]
        let e = on ? [:] : d
        var expected = ""
        print(on ? arr : [], !on ? arr : [], xs, xs.count, e.count, (!on ? [:] : d).count, terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(body), expected)
        let r = evaluate(inDraw("        let a = [1]\n        let b = [\"s\"]\n        let c = a.count > 0 ? a : b\n        print(c)"))
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }.count, 1, "\(r.headlines)")
        XCTAssertTrue(r.headlines.first?.contains("the branches of '?:' have different types") == true, "\(r.headlines)")
    }

    /// `on ? knob : dial` of two view classes is a view (Swift joins classes in their nearest
    /// common superclass): its frame read through it, whichever branch is taken and whichever
    /// class inherits from which — where it once had no type and its statement was dropped
    /// unsaid. The expected values are the frames the branches were made with.
    func testATernaryOfViewClassesIsAViewNeverDropped() {
        let text = """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        class Knob: UIView {}
        class BigKnob: Knob {}
        class Dial: UIView {}
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let on = true
                let k = Knob(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let b = BigKnob(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
                let d = Dial(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
                let v = on ? b : k
                let w = on ? k : b
                let x = on ? d : k
                let y = !on ? d : k
                print(v.frame.width, w.frame.width, x.frame.width, y.frame.width)
            }
        }
        """
        XCTAssertEqual(printed(text), "30.0 10.0 20.0 10.0")
    }
}
