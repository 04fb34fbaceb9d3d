// Arrays of optionals and of arrays in pasted Swift, `[Int?]` and `[[CGFloat]]`, as chart code
// keeps its series: declared, made from literals (nil among the values), appended to, indexed
// and walked, an element of `[Int?]` an optional unwrapped by `if let`.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftNestedArrayTests: XCTestCase {
    /// A `[[CGFloat]]` of three series, one appended, drawn as bars (each bar's height the
    /// value, x its series and index); a `[Int?]` with nils, appended to, whose values `if let`
    /// unwraps and whose nils are skipped.
    func testArraysOfOptionalsAndOfArraysHoldIndexAndWalk() throws {
        let text = """
        canvas(width: 100, height: 100) { Chart(frame: Rect(0, 0, 100, 100)) }
        class Chart: UIView {
            var series: [[CGFloat]] = [[4, 8], [6]]
            var picks: [Int?] = [2, nil]
            override func draw(_ rect: CGRect) {
                series.append([10, 12, 14])
                picks.append(5)
                picks.append(nil)
                for (s, values) in series.enumerated() {
                    for (i, v) in values.enumerated() {
                        UIRectFill(CGRect(x: CGFloat(s * 30 + i * 5), y: 0, width: 2, height: v))
                    }
                }
                UIRectFill(CGRect(x: 0, y: 50, width: series[2][1], height: CGFloat(series.count)))
                for p in picks {
                    if let k = p { UIRectFill(CGRect(x: CGFloat(k) * 10, y: 90, width: 1, height: 1)) }
                }
                let first: Int? = picks[0]
                UIRectFill(CGRect(x: 0, y: 95, width: CGFloat(first ?? 0) + CGFloat(picks.count), height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        let series: [[Double]] = [[4, 8], [6], [10, 12, 14]]
        let picks: [Int?] = [2, nil, 5, nil]
        var expected: [(Double, Double, Double, Double)] = []
        for (s, values) in series.enumerated() {
            for (i, v) in values.enumerated() { expected.append((Double(s * 30 + i * 5), 0, 2, v)) }
        }
        expected.append((0, 50, series[2][1], Double(series.count)))
        for p in picks { if let k = p { expected.append((Double(k) * 10, 90, 1, 1)) } }
        expected.append((0, 95, Double(picks[0] ?? 0) + Double(picks.count), 1))
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, e.3) }
    }

    /// An element of `[Int?]` is an optional: used as a number without unwrapping it is an
    /// error, as in Swift.
    func testAnElementOfAnArrayOfOptionalsMustBeUnwrapped() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var picks: [Int?] = [2, nil]
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(picks[0]), height: 1)) }
        }
        """)
        XCTAssertEqual(r.headlines.count, 1, "\(r.headlines)")
    }

    /// `var lines = [[CGPoint]]()` declared below the `draw(_:)` that reads it, as finger-drawing
    /// canvases keep their strokes: an empty list of lists, appended to and walked; each point
    /// of each line filled (x its value, the line's index in y).
    func testAnEmptyListOfListsMadeByItsTypesInitializer() {
        let fills = ownFills(placedView("""
        canvas(width: 100, height: 100) { Canvas(frame: Rect(0, 0, 100, 100)) }
        class Canvas: UIView {
            override func draw(_ rect: CGRect) {
                lines.append([CGPoint(x: 3, y: 0), CGPoint(x: 9, y: 0)])
                lines.append([])
                lines.append([CGPoint(x: 20, y: 0)])
                lines.forEach { (line) in
                    for (i, p) in line.enumerated() {
                        UIRectFill(CGRect(x: p.x, y: CGFloat(lines.count * 10 + i), width: 1, height: 1))
                    }
                }
                let grid = [[CGFloat]]()
                UIRectFill(CGRect(x: 0, y: 90, width: CGFloat(grid.count + lines[1].count + 1), height: 1))
            }
            var lines = [[CGPoint]]()
        }
        """)?.content ?? [])
        let lines: [[Double]] = [[3, 9], [], [20]]
        var expected: [(Double, Double)] = []
        for line in lines { for (i, x) in line.enumerated() { expected.append((x, Double(lines.count * 10 + i))) } }
        expected.append((0, 90))
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, 1, 1) }
    }

    /// A type in parentheses is that type, an array's element too, as set-card code keeps its
    /// symbols' boxes and paths (`var symbolRects: [(CGRect)] = []`, `[(UIBezierPath)]`):
    /// appended to, walked and indexed, each element a rectangle, a path or an Int, never a
    /// tuple of one.
    func testAnArrayOfAParenthesizedTypeHoldsThatType() throws {
        let text = """
        canvas(width: 100, height: 100) { Card(frame: Rect(0, 0, 100, 100)) }
        class Card: UIView {
            override func draw(_ rect: CGRect) {
                var symbolRects: [(CGRect)] = []
                for i in 0..<3 { symbolRects.append(CGRect(x: CGFloat(i) * 20, y: 5, width: 10, height: 4)) }
                var symbols: [(UIBezierPath)] = []
                for r in symbolRects { symbols.append(UIBezierPath(rect: r.insetBy(dx: 1, dy: 1))) }
                let counts: [(Int)] = [2, 3]
                for symbol in symbols { symbol.fill() }
                UIRectFill(CGRect(x: 0, y: 50, width: CGFloat(counts[0] * counts[1]), height: symbolRects[2].width))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        var expected: [(Double, Double, Double, Double)] = []
        for i in 0..<3 { expected.append((Double(i) * 20 + 1, 5 + 1, 10 - 2, 4 - 2)) }
        expected.append((0, 50, Double(2 * 3), 10))
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, e.3) }
    }
}
