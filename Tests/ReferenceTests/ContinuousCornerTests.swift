// roundedRect(_:cornerRadius:)'s continuous corners and layer.cornerCurve, measured against the
// curve's own geometry in three renderers.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class ContinuousCornerTests: XCTestCase {
    /// The continuous corner of radius 1 as measured from UIKit (x back along the incoming
    /// side, y along the outgoing side), written out here, not taken from viewc.
    static let extent = 1.528665

    func path(_ rect: Rect, _ radius: Double) -> BezierPath {
        var p = BezierPath(); p.addRoundedRect(rect, cornerRadius: radius); return p
    }

    func testEachCornerReachesOnePointFiveTimesTheRadiusAlongEachSide() {
        // 200 × 100 at (0, 0), radius 20: the top edge is straight from 20·1.528665 to
        // 200 − 20·1.528665, and the right edge from 20·1.528665 down.
        let r = 20.0, e = r * Self.extent
        let p = path(Rect(0, 0, 200, 100), r)
        guard case .move(let start)? = p.elements.first, case .line(let topEnd) = p.elements[1] else { return XCTFail("\(p.elements.prefix(2))") }
        XCTAssertEqual(start.x, e, accuracy: 1e-9); XCTAssertEqual(start.y, 0)
        XCTAssertEqual(topEnd.x, 200 - e, accuracy: 1e-9); XCTAssertEqual(topEnd.y, 0)
        // The corner ends on the right side at y = e, and the path's tight box is the rect.
        let ends = p.elements.compactMap { el -> Point? in if case .cubic(_, _, let q) = el { return q }; return nil }
        XCTAssertTrue(ends.contains { abs($0.x - 200) < 1e-9 && abs($0.y - e) < 1e-9 }, "\(ends)")
        let b = p.bounds
        XCTAssertEqual(b.minX, 0, accuracy: 1e-9); XCTAssertEqual(b.maxX, 200, accuracy: 1e-9)
        XCTAssertEqual(b.minY, 0, accuracy: 1e-9); XCTAssertEqual(b.maxY, 100, accuracy: 1e-9)
    }

    func testALargeRadiusFallsBackToCircularCornersAndACapsule() {
        // 100 × 40, radius 20 = half the height: beyond 20 / 1.528665, so circular corners of
        // radius 20, a capsule: the top edge runs from 20 to 80.
        let p = path(Rect(0, 0, 100, 40), 20)
        guard case .move(let start)? = p.elements.first, case .line(let topEnd) = p.elements[1] else { return XCTFail() }
        XCTAssertEqual(start.x, 20, accuracy: 1e-9)
        XCTAssertEqual(topEnd.x, 80, accuracy: 1e-9)
    }

    /// How far in from the side the continuous corner of radius 1 is, `x` back along that
    /// side from the corner (on its first cubic, (1.528665, 0) → (0.669934, 0.065496) with
    /// controls (1.088493, 0) and (0.868407, 0)), found by bisection.
    static func continuousDepth(at x: Double) -> Double {
        let px = [1.528665, 1.088493, 0.868407, 0.669934], py = [0, 0, 0, 0.065496]
        func b(_ t: Double, _ c: [Double]) -> Double {
            let u = 1 - t
            return u * u * u * c[0] + 3 * u * u * t * c[1] + 3 * u * t * t * c[2] + t * t * t * c[3]
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if b(m, px) > x { lo = m } else { hi = m } }
        return b(lo, py)
    }

    func testCornerCurveContinuousRoundsTheLayerThatWay() throws {
        // Two 600×600 views with radius 180 (within 300 / 1.528665 = 196.2, so continuous). 150
        // points from the corner along the top side (x = 150/180 radii), a circular corner's
        // edge is 180·(1 − √(1 − (1 − x)²)) = 2.52 below the side, the continuous one's 4.76
        // (its corner takes 1.53 radii of each side): pixel row 3 is inside the first and
        // outside the second.
        let x = 150.0 / 180
        let circular = 180 * (1 - (1 - (1 - x) * (1 - x)).squareRoot())
        let continuous = 180 * Self.continuousDepth(at: x)
        XCTAssertLessThan(circular, 2.6); XCTAssertGreaterThan(continuous, 4.6)
        let text = """
        canvas(width: 1240, height: 610) {
            backgroundColor: white
            view { frame: Rect(0, 0, 600, 600); backgroundColor: .black; layer.cornerRadius: 180 }
            view { frame: Rect(640, 0, 600, 600); backgroundColor: .black; layer.cornerRadius: 180; layer.cornerCurve: .continuous }
        }
        """
        let ir = try Render.ir(text: text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Column 449 (x 449…450) is 150.5 points from the right corner of each.
            XCTAssertLessThan(img[449, 3].r, 40, "\(what): inside the circular corner")
            XCTAssertGreaterThan(img[640 + 449, 3].r, 215, "\(what): outside the continuous corner")
            XCTAssertLessThan(img[640 + 449, 6].r, 60, "\(what): inside it lower down")
            XCTAssertLessThan(img[640 + 300, 0].r, 40, "\(what): the continuous top edge")
        }
    }
}
