// The lowering rules: UIKit's compositing order, transforms about the centre, curves and arcs
// as cubics, singular transforms and empty paths.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
import ViewEval
@testable import DrawIR

final class LoweringTests: XCTestCase {
    func ops(_ text: String) throws -> [String] {
        let doc = try lowerText(text)
        return doc.pages[0].items.map { IRPrinter.describe($0.op) }
    }

    /// UIKit's order for one view: background, clip, own drawing, subviews, border; alpha
    /// as one layer around all of it.
    func testCompositingOrder() throws {
        XCTAssertEqual(try ops("""
        canvas(width: 100, height: 100) {
            view {
                frame: Rect(10, 20, 30, 40)
                alpha: 0.5
                backgroundColor: .red
                clipsToBounds: true
                layer.borderWidth: 2
                layer.borderColor: .blue
                view { frame: Rect(0, 0, 5, 5); backgroundColor: .green }
                path { move(to: Point(0, 0)); line(to: Point(30, 40)); stroke(.black) }
            }
        }
        """), [
            "save",
            "save",
            "concat [1 0 0 1 10 20]",
            "beginLayer alpha=0.5",
            "fill #ff0000 nonzero M 0 0 L 30 0 L 30 40 L 0 40 Z",
            "clip nonzero M 0 0 L 30 0 L 30 40 L 0 40 Z",
            "stroke #000000 width=1 cap=butt join=miter miter=10 M 0 0 L 30 40",
            "save",
            "fill #00ff00 nonzero M 0 0 L 5 0 L 5 5 L 0 5 Z",
            "restore",
            "fill #0000ff evenodd M 0 0 L 30 0 L 30 40 L 0 40 Z M 2 2 L 28 2 L 28 38 L 2 38 Z",
            "endLayer",
            "restore",
            "restore",
        ])
    }

    func testViewTransformIsCenterRotateUnshift() throws {
        let concat = try ops("canvas(width: 100, height: 100) {\n view { bounds: Rect(0, 0, 20, 10); center: Point(50, 50); transform: rotate(90deg) }\n}\n")
            .first { $0.hasPrefix("concat") }
        // center · rotate(90°) · translate(-bounds.mid): the bounds' (0, 0) lands at (55, 40).
        XCTAssertEqual(concat, "concat [0 1 -1 0 55 40]")
    }

    func testQuadCurveBecomesTheExactCubic() throws {
        let fill = try ops("canvas(width: 100, height: 100) {\n path { move(to: Point(0, 0)); quadCurve(to: Point(90, 0), control: Point(45, 90)); fill(.red) }\n}\n")
            .first { $0.hasPrefix("fill #ff0000") }
        // Degree elevation: control points at 2/3 of the way to the quad's control point.
        XCTAssertEqual(fill, "fill #ff0000 nonzero M 0 0 C 30 60 60 60 90 0")
    }

    /// A full circle is four cubics whose points stay within 0.03 % of the radius.
    func testArcIsFourCubicsOnTheCircle() throws {
        let doc = try lowerText("canvas(width: 300, height: 300) {\n path { arc(center: Point(150, 150), radius: 100, start: 0, end: 2 * .pi, clockwise: true); stroke(.red) }\n}\n")
        guard let item = doc.pages[0].items.first(where: { if case .stroke = $0.op { return true }; return false }),
              case .stroke(let path, _, _) = item.op else { return XCTFail("no stroke") }
        let els = path.elements
        XCTAssertEqual(els.count, 5)
        guard case .move(let start) = els[0] else { return XCTFail("starts with a move") }
        XCTAssertEqual(start.x, 250, accuracy: 1e-9)
        XCTAssertEqual(start.y, 150, accuracy: 1e-9)
        var from = start
        var maxError = 0.0
        for e in els.dropFirst() {
            guard case .cubic(let c1, let c2, let to) = e else { return XCTFail("only cubics after the move: \(e)") }
            for k in 0...20 {
                let t = Double(k) / 20, u = 1 - t
                let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                maxError = max(maxError, abs(((x - 150) * (x - 150) + (y - 150) * (y - 150)).squareRoot() - 100))
            }
            from = to
        }
        XCTAssertLessThan(maxError, 0.03)
        XCTAssertEqual(from.x, 250, accuracy: 1e-9)
        XCTAssertEqual(from.y, 150, accuracy: 1e-9)
        // Clockwise on screen (y down): the first quarter goes from (250,150) down to (150,250).
        guard case .cubic(_, _, let q1) = els[1] else { return XCTFail() }
        XCTAssertEqual(q1.x, 150, accuracy: 1e-9)
        XCTAssertEqual(q1.y, 250, accuracy: 1e-9)
    }

    /// UIKit's arcs in a y-down space: clockwise: true turns clockwise on screen.
    func testArcDirections() throws {
        func ends(_ clockwise: Bool) throws -> [String] {
            let doc = try lowerText("canvas(width: 100, height: 100) {\n path { arc(center: Point(50, 50), radius: 10, start: 0, end: .pi / 2, clockwise: \(clockwise)); stroke(.red) }\n}\n")
            guard let item = doc.pages[0].items.first(where: { if case .stroke = $0.op { return true }; return false }),
                  case .stroke(let els, _, _) = item.op else { XCTFail("no stroke"); return [] }
            return els.map { e -> String in
                switch e {
                case .move(let p), .line(let p), .cubic(_, _, let p): return "\(formatNumber(p.x)),\(formatNumber(p.y))"
                case .close: return "Z"
                }
            }
        }
        // A quarter from 3 o'clock down to 6 o'clock.
        XCTAssertEqual(try ends(true), ["60,50", "50,60"])
        // The other way round: three quarters, up through 12 and 9 o'clock.
        XCTAssertEqual(try ends(false), ["60,50", "50,40", "40,50", "50,60"])
    }

    /// scale(0) is a valid UIKit transform that shows nothing (cairo would reject the
    /// matrix and fail the whole compile, so nothing under it reaches cairo).
    func testSingularTransformsDrawNothing() throws {
        XCTAssertEqual(try ops("""
        canvas(width: 10, height: 10) {
            view { frame: Rect(0, 0, 5, 5); transform: scale(0); backgroundColor: .red
                view { frame: Rect(0, 0, 1, 1); backgroundColor: .blue } }
            group {
                path { rect(Rect(0, 0, 1, 1)); fill(.green) }
                transform: scale(0, 1)
                path { rect(Rect(0, 0, 2, 2)); fill(.red) }
            }
        }
        """), ["save", "save", "fill #00ff00 nonzero M 0 0 L 1 0 L 1 1 L 0 1 Z", "restore", "restore"])
    }

    /// An empty path paints nothing; a zero-width stroke is a hairline (HairlineTests), kept.
    func testEmptyPathsAreDroppedAndZeroWidthStrokesKept() throws {
        let all = try ops("canvas(width: 10, height: 10) {\n path { fill(.red) }\n path { move(to: Point(0, 0)); line(to: Point(5, 5)); lineWidth: 0; stroke(.red) }\n}\n")
        XCTAssertEqual(all.count, 3)
        XCTAssertTrue(all[1].hasPrefix("stroke #ff0000 width=0 "), all[1])
    }

    func testPrinterHeaderAndIndentation() throws {
        let text = IRPrinter.print(try lowerText("canvas(width: 12.5, height: 7) {\n group { path { rect(Rect(0, 0, 1, 1)); fill(.red) } }\n}\n"))
        XCTAssertEqual(text, """
        page 1 12.5x7
          save  @1:1
            save  @2:2
              fill #ff0000 nonzero M 0 0 L 1 0 L 1 1 L 0 1 Z  @2:41
            restore  @2:2
          restore  @1:1

        """)
    }
}
