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
