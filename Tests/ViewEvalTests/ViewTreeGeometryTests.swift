// View-tree numbers with UIKit's rules: frame, bounds and center of nested views, the
// bounds origin shifting subviews, a rotated view's frame as the bounding box of its
// transformed bounds, and hit testing through all of them.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class ViewTreeGeometryTests: XCTestCase {
    func testFrameSetsBoundsSizeAndCenter() throws {
        let v = try XCTUnwrap(root(inCanvas("  view { frame: Rect(10, 20, 30, 40) }"))?.subviews.first)
        // UIKit: setting the frame (identity transform) sets bounds.size and center.
        assertRect(v.bounds, 0, 0, 30, 40)
        XCTAssertEqual(v.center, Point(25, 40))
        assertRect(v.frame, 10, 20, 30, 40)
        // A frame with a negative size is standardized.
        let n = try XCTUnwrap(root(inCanvas("  view { frame: Rect(50, 50, -20, -10) }"))?.subviews.first)
        assertRect(n.frame, 30, 40, 20, 10)
        XCTAssertEqual(n.center, Point(40, 45))
    }

    func testCanvasIsTheRoot() throws {
        let r = try XCTUnwrap(root("canvas(width: 170, height: 160) { }\n"))
        assertRect(r.bounds, 0, 0, 170, 160)
        assertRect(r.frame, 0, 0, 170, 160)
        XCTAssertEqual(r.center, Point(85, 80))
    }

    func testNestedViewsAndBoundsMembers() throws {
        let text = inCanvas("""
          view {
            frame: Rect(10, 10, 80, 60)
            view {
              frame: Rect(5, 5, 40, 50)
              // `bounds` in a view's block is that view's own bounds (self.bounds), as set so far.
              let half = Point(bounds.midX, bounds.midY)
              view { frame: Rect(half.x, half.y, 4, 4) }
            }
          }
        """)
        let outer = try XCTUnwrap(root(text)?.subviews.first)
        let mid = try XCTUnwrap(outer.subviews.first)
        let inner = try XCTUnwrap(mid.subviews.first)
        assertRect(outer.frame, 10, 10, 80, 60)
        assertRect(outer.bounds, 0, 0, 80, 60)
        assertRect(mid.frame, 5, 5, 40, 50)
        assertRect(mid.bounds, 0, 0, 40, 50)
        XCTAssertEqual(mid.center, Point(25, 30))
        assertRect(inner.frame, 20, 25, 4, 4)
        // Where inner's origin lands on the canvas: through every superview.
        let p = Point(0, 0).applying(inner.toSuperview).applying(mid.toSuperview).applying(outer.toSuperview)
        XCTAssertEqual(p.x, 10 + 5 + 20, accuracy: 1e-12)
        XCTAssertEqual(p.y, 10 + 5 + 25, accuracy: 1e-12)
    }

    func testBoundsOriginShiftsContent() throws {
        let text = inCanvas("""
          view {
            frame: Rect(10, 10, 50, 50)
            bounds: Rect(20, 30, 50, 50)
            view { frame: Rect(20, 30, 5, 5) }
          }
        """)
        let outer = try XCTUnwrap(root(text)?.subviews.first)
        // Changing bounds keeps the center (so the frame stays put) …
        XCTAssertEqual(outer.center, Point(35, 35))
        assertRect(outer.frame, 10, 10, 50, 50)
        // … and the point (20, 30) of its bounds is now its top-left corner on screen.
        let sub = try XCTUnwrap(outer.subviews.first)
        let topLeft = Point(0, 0).applying(sub.toSuperview).applying(outer.toSuperview)
        XCTAssertEqual(topLeft.x, 10, accuracy: 1e-12)
        XCTAssertEqual(topLeft.y, 10, accuracy: 1e-12)
    }

    /// UIView.frame of a rotated view is the axis-aligned bounding box of its bounds turned
    /// about the center: for bounds w×h, center (cx, cy) and angle θ it is
    /// width w|cos θ| + h|sin θ|, height w|sin θ| + h|cos θ|, centered on (cx, cy).
    func testRotatedViewFrameIsTheBoundingBox() throws {
        let text = inCanvas("""
          view {
            bounds: Rect(0, 0, 200, 250)
            center: Point(300, 225)
            transform: rotate(45deg)
          }
        """)
        let v = try XCTUnwrap(root(text)?.subviews.first)
        let theta = 45 * Double.pi / 180
        let w = 200.0, h = 250.0
        let fw = w * abs(cos(theta)) + h * abs(sin(theta))
        let fh = w * abs(sin(theta)) + h * abs(cos(theta))
        assertRect(v.frame, 300 - fw / 2, 225 - fh / 2, fw, fh, accuracy: 1e-9)
        // The numbers UIKit prints for this view.
        assertRect(v.frame, 140.9, 65.9, 318.2, 318.2, accuracy: 0.01)
        // Bounds and center are unchanged by the transform.
        assertRect(v.bounds, 0, 0, 200, 250)
        XCTAssertEqual(v.center, Point(300, 225))
        // The same with the ° spelling and a negative (counter-clockwise) angle: same box.
        let v2 = try XCTUnwrap(root(text.replacingOccurrences(of: "45deg", with: "-45°"))?.subviews.first)
        assertRect(v2.frame, 300 - fw / 2, 225 - fh / 2, fw, fh, accuracy: 1e-9)
        // 30°: the box is not square.
        let v3 = try XCTUnwrap(root(text.replacingOccurrences(of: "45deg", with: "30deg"))?.subviews.first)
        let t3 = Double.pi / 6
        assertRect(v3.frame, 300 - (w * cos(t3) + h * sin(t3)) / 2, 225 - (w * sin(t3) + h * cos(t3)) / 2,
                   w * cos(t3) + h * sin(t3), w * sin(t3) + h * cos(t3), accuracy: 1e-9)
    }

    func testPositiveAnglesTurnClockwiseOnScreen() throws {
        // y grows downwards, so rotating by +90° takes the view's right edge to the bottom.
        let text = inCanvas("  view { bounds: Rect(0, 0, 20, 10); center: Point(50, 50); transform: rotate(90deg) }")
        let v = try XCTUnwrap(root(text)?.subviews.first)
        // The bounds' right-middle point (20, 5) in canvas coordinates.
        let p = Point(20, 5).applying(v.toSuperview)
        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
        XCTAssertEqual(p.y, 60, accuracy: 1e-9)
        assertRect(v.frame, 45, 40, 10, 20, accuracy: 1e-9)
    }

    func testScaleTransformFrame() throws {
        let text = inCanvas("  view { frame: Rect(10, 10, 40, 20); transform: scale(2, 0.5) }")
        let v = try XCTUnwrap(root(text)?.subviews.first)
        // Scaled about the center (30, 20): 80 × 10.
        assertRect(v.frame, -10, 15, 80, 10)
        assertRect(v.bounds, 0, 0, 40, 20)
    }

    func testComponentFrameAndItsBounds() throws {
        let text = inCanvas("  Box(frame: Rect(10, 20, 60, 40))") + """

        view Box {
            let size = bounds.size
            view { frame: Rect(0, 0, size.width / 2, size.height / 2) }
        }
        """
        let box = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(box.kind, "Box")
        assertRect(box.frame, 10, 20, 60, 40)
        // The component's body sees its own bounds, set from the frame argument.
        assertRect(try XCTUnwrap(box.subviews.first).frame, 0, 0, 30, 20)
    }

    func testAlphaIsClampedAndFlagsAreKept() throws {
        let text = inCanvas("  view { alpha: 1.5; isHidden: true; clipsToBounds: true }\n  view { alpha: -1; layer.masksToBounds: true }")
        let views = try XCTUnwrap(root(text)?.subviews)
        XCTAssertEqual(views[0].alpha, 1)
        XCTAssertTrue(views[0].isHidden)
        XCTAssertTrue(views[0].clipsToBounds)
        XCTAssertEqual(views[1].alpha, 0)
        XCTAssertTrue(views[1].clipsToBounds)
    }

    func testLoopsAndConditionsBuildViews() throws {
        let text = inCanvas("""
          for i in 0..<4 {
            if i % 2 == 0 { view { frame: Rect(i * 10, 0, 5, 5) } } else { view { frame: Rect(i * 10, 50, 5, 5) } }
          }
        """)
        let frames = try XCTUnwrap(root(text)?.subviews.map(\.frame))
        XCTAssertEqual(frames, [Rect(0, 0, 5, 5), Rect(10, 50, 5, 5), Rect(20, 0, 5, 5), Rect(30, 50, 5, 5)])
    }

    func testHitTestingFollowsUIKit() throws {
        let text = inCanvas("""
          view {
            frame: Rect(10, 10, 50, 50)
            accessibilityIdentifier: "a"
            view { frame: Rect(40, 40, 30, 30); accessibilityIdentifier: "sticksOut" }
          }
          view { frame: Rect(30, 30, 20, 20); accessibilityIdentifier: "top" }
          view { frame: Rect(30, 30, 20, 20); isHidden: true; accessibilityIdentifier: "hidden" }
          view { bounds: Rect(0, 0, 40, 10); center: Point(80, 80); transform: rotate(90deg); accessibilityIdentifier: "turned" }
        """)
        let r = try XCTUnwrap(root(text))
        func hit(_ x: Double, _ y: Double) -> [String] {
            HitTester.hit(r, Point(x, y)).map { $0.identifier ?? $0.kind }
        }
        XCTAssertEqual(hit(35, 35), ["top", "canvas"])            // the later sibling wins; hidden is skipped
        XCTAssertEqual(hit(15, 15), ["a", "canvas"])
        XCTAssertEqual(hit(55, 55), ["sticksOut", "a", "canvas"])
        XCTAssertEqual(hit(65, 65), ["canvas"])                   // outside 'a': its subview cannot be hit there
        // The turned view covers x 75…85, y 60…100 on screen.
        XCTAssertEqual(hit(80, 95), ["turned", "canvas"])
        XCTAssertEqual(hit(95, 80), ["canvas"])
        XCTAssertEqual(hit(150, 150), [])
    }

    func testTreeDumpLooksLikeRecursiveDescription() throws {
        let text = inCanvas("  backgroundColor: white\n  view { frame: Rect(1, 2, 3, 4); alpha: 0.5 }")
        let doc = try XCTUnwrap(evaluate(text).document)
        XCTAssertEqual(TreeDumper.dump(doc), """
        <canvas; frame = (0 0; 100 100); bounds = (0 0; 100 100); alpha = 1; hidden = NO; backgroundColor = #ffffff> @1:1-4:2
           | <view; frame = (1 2; 3 4); bounds = (0 0; 3 4); alpha = 0.5; hidden = NO> @3:3-3:47

        """)
    }
}
