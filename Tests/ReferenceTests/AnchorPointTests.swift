// `layer.anchorPoint` and `layer.position`. Core Animation places a
// layer so that its anchor point (unit coordinates of the bounds) sits at its position
// (UIView.center), and turns and scales it about that point; setting the anchor point keeps
// the position, so the view moves; setting the frame puts the position where the anchor point
// falls in the new frame. The expected numbers are computed here from those rules.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class AnchorPointTests: XCTestCase {
    func root(_ text: String) throws -> ViewNode {
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        return try XCTUnwrap(c.document).pages[0].root
    }

    func testFrameFollowsTheAnchorPointAndTheTransformTurnsAboutIt() throws {
        let r = try root("""
        canvas(width: 300, height: 300) {
            view { frame: Rect(50, 50, 100, 60); layer.anchorPoint: Point(0, 0); accessibilityIdentifier: "moved" }
            view { layer.anchorPoint: Point(0, 0); frame: Rect(50, 50, 100, 60); accessibilityIdentifier: "framed" }
            view { bounds: Rect(0, 0, 100, 60); layer.position: Point(150, 150); layer.anchorPoint: Point(1, 0.5)
                   transform: rotate(30deg); accessibilityIdentifier: "turned" }
        }
        """)
        let v = r.subviews
        // Anchor (0, 0) set after the frame: position stays at the old centre (100, 80), and the
        // top-left corner moves there.
        XCTAssertEqual(v[0].center, Point(100, 80))
        XCTAssertEqual(v[0].frame, Rect(100, 80, 100, 60))
        // Anchor set first: the frame is where it was asked to be, the position its top-left.
        XCTAssertEqual(v[1].center, Point(50, 50))
        XCTAssertEqual(v[1].frame, Rect(50, 50, 100, 60))
        // Anchor (1, 0.5) at (150, 150), turned 30° about it: the corners, relative to the
        // anchor, are (-100, -30), (0, -30), (-100, 30), (0, 30), each rotated by 30°.
        let a = Double.pi / 6, c = cos(a), s = sin(a)
        let corners = [(-100.0, -30.0), (0.0, -30.0), (-100.0, 30.0), (0.0, 30.0)].map { (x, y) in
            (150 + x * c - y * s, 150 + x * s + y * c)
        }
        let f = v[2].frame
        XCTAssertEqual(f.minX, corners.map(\.0).min()!, accuracy: 1e-9)
        XCTAssertEqual(f.maxX, corners.map(\.0).max()!, accuracy: 1e-9)
        XCTAssertEqual(f.minY, corners.map(\.1).min()!, accuracy: 1e-9)
        XCTAssertEqual(f.maxY, corners.map(\.1).max()!, accuracy: 1e-9)
        // Hit testing follows: the bounds' point (90, 30) (near the anchor's end) is there.
        let p = Point(150 + (-10) * c - 0 * s, 150 + (-10) * s + 0 * c)
        XCTAssertEqual(HitTester.hit(r, p).first?.identifier, "turned")
        // And the bounds' left end is far from the unturned place.
        XCTAssertNotEqual(HitTester.hit(r, Point(55, 150)).first?.identifier, "turned")
    }

    func testPixelsTurnAboutTheAnchorPoint() throws {
        // A 60×10 bar anchored at its left end (0, 0.5), positioned at (20, 50), turned 90°:
        // it hangs down from (20, 50) to (20, 110), 10 wide: x 15…25.
        let ir = try Render.ir(text: """
        canvas(width: 120, height: 120) {
            backgroundColor: white
            view { bounds: Rect(0, 0, 60, 10); layer.anchorPoint: Point(0, 0.5); center: Point(20, 50)
                   transform: rotate(90deg); backgroundColor: .black }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            XCTAssertLessThan(img[20, 80].r, 20, "\(what): on the bar")
            XCTAssertLessThan(img[20, 105].r, 20, "\(what): near its end")
            XCTAssertGreaterThan(img[20, 45].r, 235, "\(what): above the anchor")
            XCTAssertGreaterThan(img[50, 50].r, 235, "\(what): where the unturned bar would be")
        }
    }

    func testSizeToFitKeepsTheTopLeftWithAnAnchorPoint() throws {
        // Rules only: the dump shows anchor and position; a non-finite anchor is an error.
        let c = Driver.compile(SourceFile(path: "t.view", text: "canvas(width: 9, height: 9) {\n    view { layer.anchorPoint: Point(0.0 / 0.0, 0) }\n}\n"), EvalOptions())
        XCTAssertEqual(c.diagnostics.first?.severity, .error)
    }
}

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
