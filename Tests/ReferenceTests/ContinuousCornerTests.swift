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

    /// A radius past the continuous range is limited to the largest whose corners fit in half
    /// the shorter side, and the corners stay continuous (PaintCode's published replica of
    /// UIKit's shape; iOS 13 and later draw these capsule-like ends): the 208 × 50 rect with
    /// radius 20 gets corners of radius 25 / 1.528665 that meet in the middle of each end.
    func testARadiusPastTheContinuousRangeIsLimitedAndTheEndsAreCapsuleLike() {
        let limited = 25 / Self.extent
        let p = path(Rect(0, 0, 208, 50), 20)
        guard case .move(let start)? = p.elements.first, case .line(let topEnd) = p.elements[1] else { return XCTFail("\(p.elements.prefix(2))") }
        XCTAssertEqual(start.x, limited * Self.extent, accuracy: 1e-9)   // 25: the corner reaches the end's middle
        XCTAssertEqual(topEnd.x, 208 - 25, accuracy: 1e-9)
        // On the right end the only points on x = 208 are where the two corners meet, at y = 25:
        // no straight stretch (circular corners of 20 would have one from y = 20 to 30).
        let onEnd = p.elements.compactMap { el -> Point? in
            switch el {
            case .line(let q), .cubic(_, _, let q): return abs(q.x - 208) < 1e-9 ? q : nil
            default: return nil
            }
        }
        XCTAssertFalse(onEnd.isEmpty)
        for q in onEnd { XCTAssertEqual(q.y, 25, accuracy: 1e-9, "\(onEnd)") }
        // Limited to half the shorter side whatever the radius asked for.
        XCTAssertEqual(path(Rect(0, 0, 208, 50), 500).elements, p.elements)
    }

    func testTheLimitedCornerIsDrawnInEveryRenderer() throws {
        // 832 × 200 (four times the 208 × 50) with radius 80, at (10, 10): corners of radius
        // 100 / 1.528665. 50 points from the top-right corner along the top side (x = 50 / r
        // radii) the continuous corner is `continuousDepth` radii below the side; circular
        // corners of radius 80 would be 80·(1 − √(1 − (1 − 50/80)²)) = 5.84 below it. Pixel
        // row 14 (4 to 5 points below the side) is inside the first and outside the second.
        let r = 100 / Self.extent
        let depth = r * Self.continuousDepth(at: 50 / r)
        let circular = 80 * (1 - (1 - (1 - 50.0 / 80) * (1 - 50.0 / 80)).squareRoot())
        XCTAssertLessThan(depth, 3.5); XCTAssertGreaterThan(circular, 5.5)
        let ir = try Render.ir(text: """
        canvas(width: 852, height: 220) {
            backgroundColor: white
            path { roundedRect(Rect(10, 10, 832, 200), cornerRadius: 80); fill(.black) }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Column 791 (x 791…792) is 50.5 points from the right side, x = 842.
            XCTAssertLessThan(img[791, 14].r, 60, "\(what): inside the limited continuous corner")
            // The end's middle reaches the side; a point near the end, 3 above the middle, is inside.
            XCTAssertLessThan(img[841, 107].r, 60, "\(what): the end's middle")
            XCTAssertGreaterThan(img[842, 107].r, 200, "\(what): past the end")
        }
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
