// What cairo's rasteriser pays for a path, estimated before it is paid (DrawIR/RasterCost.swift):
// the crossings of a self-crossing star counted by strips are at most its true number, a
// {n/k} star polygon's n(k − 1), and most of it; a path of many edges that never cross counts
// none; the rows its edges span are their heights; and an attributed text's pango work grows
// with its font changes times its attributes.

import XCTest
@testable import DrawIR
import ViewGeometry

final class RasterCostTests: XCTestCase {
    /// The star polygon {n/k}: n points on a circle, each joined to the k-th next.
    func star(_ n: Int, _ k: Int, radius: Double = 400, center: Double = 500) -> [PathElement] {
        func p(_ i: Int) -> Point {
            let a = Double(i * k % n) * 2 * Double.pi / Double(n)
            return Point(center + radius * cos(a), center + radius * sin(a))
        }
        return [.move(p(0))] + (1..<n).map { .line(p($0)) } + [.close]
    }

    func testAStarsCrossingsAreCountedAtMostExactlyAndMostly() {
        for (n, k) in [(301, 150), (1001, 500), (2001, 1000), (999, 400)] {
            let edges = RasterCost.edges(PathData(star(n, k)), .identity, top: 0, bottom: 1000)
            XCTAssertEqual(edges.count, n)
            let exact = Double(n * (k - 1))   // every edge of {n/k} crosses 2(k − 1) others
            let counted = RasterCost.crossings(edges)
            XCTAssertLessThanOrEqual(counted, exact, "{\(n)/\(k)}")
            XCTAssertGreaterThan(counted, 0.7 * exact, "{\(n)/\(k)}")
        }
    }

    func testEdgesThatNeverCrossCountNone() {
        // A circle of 10,000 edges, and a comb of 5,000 teeth: long edges side by side.
        let circle: [PathElement] = [.move(Point(900, 500))] + (1..<10_000).map { i -> PathElement in
            let a = Double(i) * 2 * Double.pi / 10_000
            return .line(Point(500 + 400 * cos(a), 500 + 400 * sin(a)))
        } + [.close]
        XCTAssertEqual(RasterCost.crossings(RasterCost.edges(PathData(circle), .identity, top: 0, bottom: 1000)), 0)
        var comb: [PathElement] = [.move(Point(0, 0))]
        for t in 0..<5_000 { comb += [.line(Point(Double(t) * 0.2, 900)), .line(Point(Double(t) * 0.2 + 0.1, 900)), .line(Point(Double(t) * 0.2 + 0.1, 0))] }
        XCTAssertEqual(RasterCost.crossings(RasterCost.edges(PathData(comb), .identity, top: 0, bottom: 1000)), 0)
    }

    func testRowsAreTheEdgesHeightsOnThePage() {
        // A 100 × 300 rectangle: two vertical edges of 300 rows (cairo drops horizontal ones),
        // each counted with the row it ends in; scaled twice, 600; half off the page, 150.
        let rect: [PathElement] = [.move(Point(10, 0)), .line(Point(110, 0)), .line(Point(110, 300)), .line(Point(10, 300)), .close]
        XCTAssertEqual(RasterCost.rows(RasterCost.edges(PathData(rect), .identity, top: 0, bottom: 1000)), 2 * 301)
        XCTAssertEqual(RasterCost.rows(RasterCost.edges(PathData(rect), Transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), top: 0, bottom: 1000)), 2 * 601)
        XCTAssertEqual(RasterCost.rows(RasterCost.edges(PathData(rect), Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -150), top: 0, bottom: 1000)), 2 * 151)
    }

    func testAnAttributedTextsPangoWorkIsFontChangesTimesAttributes() {
        // 1,000 one-byte spans alternating two fonts and two colours: 1,000 shaping stretches,
        // 1,000 colour stretches and the shaping ones, 2,000 attributes in all.
        var run = TextRun(text: String(repeating: "a", count: 1_000), font: Font(family: "DejaVu Sans", size: 10), color: .black,
                          alignment: .natural, box: Rect(0, 0, 100, 100), wrapWidth: 100, lines: 0)
        run.spans = (0..<1_000).map { i in
            var a = TextAttributes()
            a.font = Font(family: "DejaVu Sans", size: Double(8 + i % 2))
            a.foregroundColor = i % 2 == 0 ? .black : Color(red: 1, green: 0, blue: 0)
            return TextSpan(range: i..<i + 1, attributes: a)
        }
        let t = RasterCost.text(run)
        XCTAssertEqual(t.shaping, 1_000)
        XCTAssertEqual(t.attributes, 2_000)
        XCTAssertEqual(t.cost, 1_000 * 2_000 * RasterCost.attributeStepCost)
        // One font and colour throughout: one stretch of each, whatever the spans.
        for i in run.spans.indices { run.spans[i].attributes.font = Font(family: "DejaVu Sans", size: 8); run.spans[i].attributes.foregroundColor = .black }
        XCTAssertEqual(RasterCost.text(run).cost, 1 * 2 * RasterCost.attributeStepCost)
    }
}
