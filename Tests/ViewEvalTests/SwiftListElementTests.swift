// Assigning to a list's element as Swift's arrays allow on a `var`: `points[0] = p`,
// `heights[i] += 5`, `points[1].y = 60`, in a stored property and a local; a `let` list and
// an index outside the list are Swift's errors. A variadic parameter (`values: CGPoint...`)
// is a list of the arguments given for it.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftListElementTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Bars(frame: Rect(0, 0, 100, 100))
    }

    class Bars: UIView {
        var heights: [CGFloat] = [10, 20, 30]
        var points: [CGPoint] = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0)]

        override func draw(_ rect: CGRect) {
            heights[0] = 40
            for i in 0..<heights.count { heights[i] += 5 }
            points[1].y = 60
            points[0] = CGPoint(x: 10, y: points[1].y)
            var local = [1, 2]
            local[1] *= 3
            let copy = heights
            heights[2] = 0   // the copy keeps its 35: a list is a value
            for i in 0..<copy.count {
                UIRectFill(CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: copy[i]))
            }
            UIRectFill(CGRect(x: points[0].x, y: points[0].y, width: CGFloat(local[1]), height: heights[2] + 5))
        }
    }
    """

    /// heights: 40 then +5 each → 45, 25, 35 (the copy, taken before heights[2] = 0); the point
    /// is (10, 60) from points[1].y; local[1] is 2 × 3.
    func testElementsOfAVarListAreAssigned() throws {
        let view = try XCTUnwrap(placedView(Self.text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 4)
        let heights: [Double] = [40 + 5, 20 + 5, 30 + 5]
        for i in 0..<3 { assertRect(fills[i].bounds, Double(i) * 20, 0, 10, heights[i]) }
        assertRect(fills[3].bounds, 10, 60, 2 * 3, 0 + 5)
    }

    /// `addValues(true, values: a, b, c)` gives the function the list [a, b, c]; with no value
    /// for it the list is empty; a value of another type is an error at it.
    func testVariadicParametersAreListsOfTheirArguments() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Spark(frame: Rect(0, 0, 100, 100))
        }

        class Spark: UIView {
            var total: CGFloat = 0
            func addValues(_ good: Bool, values: CGPoint..., scale: CGFloat = 1) {
                for p in values { total += (good ? p.x : p.y) * scale }
                total += CGFloat(values.count) * 100
            }
            func sum(_ xs: CGFloat...) -> CGFloat {
                var s: CGFloat = 0
                for x in xs { s += x }
                return s
            }
            override func draw(_ rect: CGRect) {
                addValues(true, values: CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6), scale: 2)
                addValues(false)
                UIRectFill(CGRect(x: 0, y: 0, width: total, height: sum(1, 2, 3.5)))
                UIRectFill(CGRect(x: 0, y: 0, width: sum() + 1, height: 1))
            }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 0, 0, (1 + 3 + 5) * 2 + 3 * 100 + 0, 1 + 2 + 3.5)
        assertRect(fills[1].bounds, 0, 0, 0 + 1, 1)
        let bad = evaluate("""
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            func sum(_ xs: CGFloat...) -> CGFloat { return 0 }
            override func draw(_ rect: CGRect) { let s = sum(1, true) }
        }
        """).headlines
        XCTAssertTrue(bad.first?.contains("is a Number, not a Bool") == true, "\(bad)")
    }

    func testLetListsAndIndicesOutsideTheListAreErrors() {
        func errors(_ body: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
            class T: UIView {
                override func draw(_ rect: CGRect) {
                    \(body)
                }
            }
            """).headlines
        }
        XCTAssertTrue(errors("let fixed: [CGFloat] = [1]; fixed[0] = 2").first?.contains("cannot assign through subscript: 'fixed' is a 'let' constant") == true)
        XCTAssertTrue(errors("var v: [CGFloat] = [1, 2, 3]; v[3] = 2").first?.contains("index 3 is out of range; valid indices are 0...2") == true)
        XCTAssertTrue(errors("var v: [CGFloat] = [1]; v[0] = true").first?.contains("is a Number, not a Bool") == true)
    }
}

extension SwiftListElementTests {
    /// A view or an instance of a class is a reference: a member of a list's element is set
    /// on the element itself, in a `let` list and in `subviews` too (`dots[1].isOn = true`,
    /// `subviews[2].backgroundColor = .blue`, `shapes[0].rect.origin.y = 30`), while a `let`
    /// list of structs still may not change. Three 20-point dots 30 apart from x = 5: the
    /// first moved down to y = 30, the second on (red), the third on a blue background.
    func testAMemberOfAnElementThatIsAReferenceIsSet() throws {
        let text = """
        canvas(width: 100, height: 60) { Box(frame: Rect(0, 0, 100, 60)) }
        class Shape {
            var color = UIColor.gray
            var rect = CGRect(x: 0, y: 0, width: 4, height: 4)
        }
        class Dot: UIView {
            var isOn = false
            override func draw(_ rect: CGRect) {
                (isOn ? UIColor.red : UIColor.gray).setFill()
                UIRectFill(bounds)
            }
        }
        class Box: UIView {
            let shapes = [Shape(), Shape()]
            override init(frame: CGRect) {
                super.init(frame: frame)
                var dots: [Dot] = []
                for i in 0..<3 {
                    let d = Dot(frame: CGRect(x: CGFloat(i) * 30 + 5, y: 5, width: 20, height: 20))
                    dots.append(d)
                    addSubview(d)
                }
                dots[1].isOn = true
                subviews[2].backgroundColor = .blue
                dots[0].frame.origin.y = 30
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                shapes[1].color = .black
                shapes[0].rect.origin.y = 30
                for s in shapes { s.color.setFill(); UIRectFill(s.rect) }
            }
        }
        """
        let box = try XCTUnwrap(placedView(text))
        XCTAssertEqual(box.subviews.map(\.frame.minY), [30, 5, 5])
        XCTAssertEqual(box.subviews.map { ownFills($0.content).first?.color }, [Color(white: 0.5), Color(red: 1, green: 0, blue: 0), Color(white: 0.5)])
        XCTAssertEqual(box.subviews[2].backgroundColor, Color(red: 0, green: 0, blue: 1))
        let own = ownFills(box.content)
        XCTAssertEqual(own.map(\.color), [Color(white: 0.5), Color(white: 0)])
        XCTAssertEqual(own.map(\.bounds.minY), [30, 0])
        let structs = evaluate("canvas(width: 10, height: 10) { }\nfunc f() {\n    let ps = [CGPoint.zero]\n    ps[0].x = 2\n}\n").headlines
        XCTAssertEqual(structs, ["t.view:4:5: error: cannot assign through subscript: 'ps' is a 'let' constant"])
    }

    /// A path held in a list is a reference: its settings are set on the element, through a
    /// `let` list too (`paths[1].lineWidth = 4`, `paths[0].lineWidth += 2`).
    func testAPathInAListIsSetThroughItsElement() {
        XCTAssertEqual(printed("""
        canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
        class V: UIView {
            let paths = [UIBezierPath(), UIBezierPath()]
            override func draw(_ rect: CGRect) {
                paths[1].lineWidth = 4
                paths[0].lineWidth += 2
                print(paths[0].lineWidth, paths[1].lineWidth)
            }
        }
        """), "\(1.0 + 2) \(4.0)")
    }
}
