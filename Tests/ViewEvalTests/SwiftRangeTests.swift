// Swift's ranges as values: `ClosedRange`, `ClosedRange<Double>`, `Range` and `Range<Int>` are
// types of properties (observed too), parameters and variables; a range of any numbers has
// `lowerBound`, `upperBound`, `isEmpty` and `contains(_:)` and is a `case` of a `switch`; one of
// whole numbers is also a sequence, one of other numbers is not (Swift's ClosedRange<Double>
// has no `count` and cannot be walked). The numbers are worked out here.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftRangeTests: XCTestCase {
    /// A knob's `var range: ClosedRange = 0.0...1.0 { didSet { … } }` set in `layoutSubviews()`
    /// runs its observer (in its class's own `init` it would not, as in Swift); bounds, `contains`, a `switch` case and a loop over a `Range<Int>` place rects.
    func testRangesAreTypesWithTheirBoundsAndTests() throws {
        let text = """
        canvas(width: 200, height: 100) { Knob(frame: Rect(0, 0, 200, 100)) }
        class Knob: UIView {
            var span: CGFloat = 0
            var range: ClosedRange = 0.0...1.0 {
                didSet { span = CGFloat(range.upperBound - range.lowerBound) }
            }
            var band: ClosedRange<Double> = 0.25...0.75
            let steps: Range<Int> = 2..<5
            override func layoutSubviews() {
                super.layoutSubviews()
                range = 10.5...40.0
            }
            func mark(_ r: CountableClosedRange<Int>) -> CGFloat { return CGFloat(r.count) }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: band.lowerBound * 100, y: 0, width: (band.upperBound - band.lowerBound) * 100, height: span))
                for i in steps { UIRectFill(CGRect(x: CGFloat(i) * 20, y: 40, width: 10, height: mark(1...i))) }
                let wide: Range = 1.1..<128.0
                if band.contains(0.5) && !band.contains(0.8) && wide.contains(2.5) && !wide.contains(128) && (3.0..<3.0).isEmpty && !(3.0...3.0).isEmpty {
                    UIRectFill(CGRect(x: 0, y: 60, width: 5, height: 5))
                }
                switch 0.3 {
                case 0.0..<0.25: UIRectFill(CGRect(x: 0, y: 80, width: 1, height: 1))
                case band: UIRectFill(CGRect(x: 0, y: 80, width: 2, height: 2))
                default: break
                }
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        // band 0.25...0.75 is 25 from the left and 50 wide; the observer made span 40 − 10.5.
        XCTAssertEqual(fills.count, 6)
        assertRect(fills[0].bounds, 25, 0, 50, 40 - 10.5)
        // 2..<5 runs 2, 3, 4; 1...i holds i numbers.
        for (k, i) in [2, 3, 4].enumerated() { assertRect(fills[1 + k].bounds, Double(i) * 20, 40, 10, Double(i)) }
        assertRect(fills[4].bounds, 0, 60, 5, 5)
        // 0.3 is not in 0.0..<0.25 but is in the band.
        assertRect(fills[5].bounds, 0, 80, 2, 2)
    }

    /// A range of numbers that are not whole is no sequence: walking it or counting it is an
    /// error where it is written; a range of something else than numbers is outside.
    func testARangeOfFractionsIsNoSequence() {
        func errors(_ line: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        let r: ClosedRange<Double> = 0.5...2.0\n        \(line)\n    }\n}\n").headlines
        }
        XCTAssertEqual(errors("for x in r { UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1)) }"),
                       ["t.view:5:18: error: 0.5...2 is a range of non-whole numbers (a ClosedRange<Double>), which is not a sequence: it has no count and cannot be walked"])
        XCTAssertEqual(errors("UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(r.count), height: 1))"),
                       ["t.view:5:56: error: 0.5...2 is a range of non-whole numbers (a ClosedRange<Double>), which is not a sequence: it has no count and cannot be walked"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    var r: ClosedRange<String>? = nil\n}\n").headlines,
                       ["t.view:3:23: error: ranges of other types than numbers are outside the supported Swift subset (docs/language.md §13)"])
    }
}

extension SwiftRangeTests {
    /// A list's `indices` is a range of Ints: its loop variable, its `first` and `last` (nil
    /// when empty) and their divisions are Ints, as Swift's; so are its `startIndex` and
    /// `endIndex`, and `Int.max`. The text is Swift's own.
    func testAListsIndicesAreInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs = [4, 5, 6]
                    let none: [Int] = []
                    var halves: [Int] = []
                    for i in xs.indices { halves.append(i / 2) }
                    var text = ""
                    for i in xs.indices { text += "\\(i)" }
                    print("\\(halves) \\(text) \\(xs.indices.last!) \\(xs.indices.last! / 2) \\(xs.indices.first ?? -1) \\(none.indices.last ?? -1) \\((0..<5).last!) \\((1...3).first!) \\(xs.startIndex) \\(xs.endIndex / 2) \\(Int.max / Int.max)")
                }
            }
            """
        let xs = [4, 5, 6], none: [Int] = []
        let halves = xs.indices.map { $0 / 2 }, digits = xs.indices.map { "\($0)" }.joined()
        XCTAssertEqual(printed(text), "\(halves) \(digits) \(xs.indices.last!) \(xs.indices.last! / 2) \(xs.indices.first ?? -1) \(none.indices.last ?? -1) \((0..<5).last!) \((1...3).first!) \(xs.startIndex) \(xs.endIndex / 2) \(Int.max / Int.max)")
    }
}

extension SwiftRangeTests {
    /// A range of Ints' `reversed()` walks its whole numbers from the last down (`for i in
    /// (0..<n).reversed()`), Ints; its `indices` are itself. The text is Swift's own.
    func testARangeReversedWalksItsIntsDown() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    var out: [Int] = []
                    for i in (0..<5).reversed() where i % 2 == 1 { out.append(i / 2) }
                    print("\\(out) \\((1...3).reversed()) \\((2..<2).reversed()) \\((0..<4).indices.count) \\((3..<6).indices.first!)")
                }
            }
            """
        var out: [Int] = []
        for i in (0..<5).reversed() where i % 2 == 1 { out.append(i / 2) }
        XCTAssertEqual(printed(text), "\(out) \(Array((1...3).reversed())) \(Array((2..<2).reversed())) \((0..<4).indices.count) \((3..<6).indices.first!)")
    }

    /// `pattern ~= value`, Swift's pattern-match operator: a range contains the value, as
    /// `contains` says (`(0 ... 0xFFFFFF) ~= hex` of a hex colour's check), and any other pattern
    /// equals it. Each test that holds adds its own bit: 1 (0x12AB34 in 0...0xFFFFFF), not 8
    /// (5 in 0..<5), 2 (3 ~= 3), 4 (2.5 in 0.0...3.0 and "x" ~= "x") — a width of 7, as Swift
    /// computes it here.
    func testThePatternMatchOperatorIsContainsForARangeAndEqualityOtherwise() throws {
        let text = """
        canvas(width: 20, height: 10) { A(frame: Rect(0, 0, 20, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let hex = 0x12AB34
                var w: CGFloat = 0
                if (0x000000 ... 0xFFFFFF) ~= hex { w += 1 }
                if 0..<5 ~= 5 { w += 8 }
                if 3 ~= 3 { w += 2 }
                let a = 2.5
                if 0.0...3.0 ~= a, "x" ~= "x" { w += 4 }
                UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
            }
        }
        """
        var w = 0
        if (0x000000 ... 0xFFFFFF) ~= 0x12AB34 { w += 1 }
        if 0..<5 ~= 5 { w += 8 }
        if 3 ~= 3 { w += 2 }
        if 0.0...3.0 ~= 2.5, "x" ~= "x" { w += 4 }
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, Double(w), 1) }
    }
}

extension SwiftRangeTests {
    /// `Range(uncheckedBounds: (lower, upper))` is `lower..<upper` and `ClosedRange(…)` is
    /// `lower...upper`: counts 3 and 4, the closed one holding its upper bound, and a random
    /// Int drawn from one lies in it.
    func testRangesMadeFromUncheckedBounds() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let open = Range(uncheckedBounds: (2, 5))
                let closed = ClosedRange(uncheckedBounds: (lower: 2, upper: 5))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(open.count), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: CGFloat(closed.count), height: 1))
                if closed.contains(5) && !open.contains(5) { UIRectFill(CGRect(x: 0, y: 4, width: 1, height: 1)) }
                let pick = Int.random(in: Range(uncheckedBounds: (0, 4)))
                if pick >= 0 && pick < 4 { UIRectFill(CGRect(x: 0, y: 6, width: 2, height: 1)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [3, 4, 1, 2])
    }

    /// A range of Ints held by a name is one of Ints, as Swift infers `Range<Int>`: a loop over
    /// it, its `reversed()` and its bounds are Ints, so `i / 2` divides as Ints; one of
    /// fractions keeps its bounds Doubles. (swiftc 6.3 prints "0 0 1 1 2 | 3 1 | 1 4 | 0.5 1.5".)
    func testARangeHeldByANameIsOfItsBoundsType() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let r = 0..<5
                let c = 1...3
                var halves: [Int] = []
                for i in r { halves.append(i / 2) }
                let down = c.reversed().map { $0 / 2 }
                let f = 0.5...1.5
                let open = 3..<9
                print("\\(halves.map { String($0) }.joined(separator: " ")) | \\(c.upperBound) \\(down[1]) | \\(open.lowerBound / 2) \\(open.upperBound / 2) | \\(f.lowerBound) \\(f.upperBound)")
            }
        }
        """
        XCTAssertEqual(printed(text), "0 0 1 1 2 | 3 1 | 1 4 | 0.5 1.5")
    }
}
