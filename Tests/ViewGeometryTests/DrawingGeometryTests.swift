// The drawing model's numbers: arcs in every quadrant and direction, UIKit's rounded-rect
// clamping, SVG path data (every command, compact numbers, arc radius correction) and
// path bounds.

import XCTest
@testable import ViewGeometry

final class DrawingGeometryTests: XCTestCase {
    func assertPoint(_ p: Point?, _ x: Double, _ y: Double, accuracy: Double = 1e-9, _ msg: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let p = p else { return XCTFail("no point " + msg, file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x " + msg, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y " + msg, file: file, line: line)
    }

    func start(_ p: BezierPath) -> Point? { if case .move(let q) = p.elements.first { return q }; return nil }

    // MARK: arcs

    func testArcEndpointsInEveryQuadrantBothDirections() {
        let c = Point(50, 50), r = 10.0
        // Start angle, expected start and end point for a quarter turn (end = start + π/2).
        let cases: [(Double, (Double, Double), (Double, Double))] = [
            (0, (60, 50), (50, 60)),
            (.pi / 2, (50, 60), (40, 50)),
            (.pi, (40, 50), (50, 40)),
            (3 * .pi / 2, (50, 40), (60, 50)),
        ]
        for (a, s, e) in cases {
            for cw in [true, false] {
                var p = BezierPath()
                p.addArc(center: c, radius: r, startAngle: a, endAngle: a + .pi / 2, clockwise: cw)
                assertPoint(start(p), s.0, s.1, "start of arc at \(a) cw=\(cw)")
                assertPoint(p.currentPoint, e.0, e.1, accuracy: 1e-9, "end of arc at \(a) cw=\(cw)")
                // Clockwise (y down) is a quarter turn: 1 cubic; the other way is three quarters: 3.
                XCTAssertEqual(p.elements.count - 1, cw ? 1 : 3, "segments for arc at \(a) cw=\(cw)")
            }
        }
    }

    func testClockwiseArcPassesBelowTheCenterOnScreen() {
        // From 0 to π clockwise goes through +π/2, which is below the centre with y down.
        var p = BezierPath()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(p.bounds.maxY, 10, accuracy: 1e-6)
        XCTAssertEqual(p.bounds.minY, 0, accuracy: 1e-6)
        var q = BezierPath()
        q.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(q.bounds.minY, -10, accuracy: 1e-6)
        XCTAssertEqual(q.bounds.maxY, 0, accuracy: 1e-6)
    }

    func testArcSweeps() {
        XCTAssertEqual(BezierPath.arcSweep(startAngle: 0, endAngle: 2 * .pi, clockwise: false), -2 * .pi)
        XCTAssertEqual(BezierPath.arcSweep(startAngle: 0, endAngle: .pi / 2, clockwise: false), -1.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(BezierPath.arcSweep(startAngle: .pi / 2, endAngle: 0, clockwise: true), 1.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(BezierPath.arcSweep(startAngle: 1, endAngle: 1, clockwise: true), 0)
    }

    // MARK: rounded rects

    func testOversizedCornerRadiusIsClampedToHalfTheShorterSide() {
        var p = BezierPath()
        p.addRoundedRect(Rect(0, 0, 100, 40), cornerRadius: 40)
        // Circular corners of radius 20: a capsule. Its first point is (20, 0).
        assertPoint(start(p), 20, 0)
        XCTAssertEqual(BezierPath.clampedCornerRadius(Rect(0, 0, 100, 40), 40), 20)
        XCTAssertEqual(BezierPath.clampedCornerRadius(Rect(0, 0, 80, 200), 500), 40)
        XCTAssertEqual(BezierPath.clampedCornerRadius(Rect(0, 0, 80, 200), 10), 10)
        // Its bounds are the rect's (to a rounding of the corner's arithmetic).
        for (got, want) in zip([p.bounds.minX, p.bounds.minY, p.bounds.width, p.bounds.height], [0.0, 0, 100, 40]) {
            XCTAssertEqual(got, want, accuracy: 1e-9)
        }
        // The right end is a half circle: the curve ends at (100, 20) after (80, 0).
        XCTAssertTrue(p.elements.contains(.line(Point(80, 0))))
        XCTAssertTrue(p.elements.contains { if case .cubic(_, _, let e) = $0 { return e == Point(100, 20) }; return false })
        // No zero-length sides between the two corners of a short side.
        XCTAssertFalse(p.elements.contains(.line(Point(100, 20))))
    }

    func testPerCornerRoundingUsesTheWidthRadiusAndSquaresTheRest() {
        var p = BezierPath()
        p.addRoundedRect(Rect(10, 90, 180, 80), corners: [.topLeft, .bottomRight], radii: Size(60, 10))
        // Radius min(60, 40) = 40 for the rounded corners; the others are square.
        assertPoint(start(p), 50, 90)
        XCTAssertTrue(p.elements.contains(.line(Point(190, 90))))     // square top-right
        XCTAssertTrue(p.elements.contains(.line(Point(190, 130))))    // down to the bottom-right arc
        XCTAssertTrue(p.elements.contains(.line(Point(10, 170))))     // square bottom-left
        XCTAssertEqual(p.bounds, Rect(10, 90, 180, 80))
    }

    // MARK: SVG path data

    func testEveryCommandAbsoluteAndRelative() throws {
        let abs = try SVGPathData.parse("M10 10 L20 10 H30 V20 C30 30 40 30 40 20 S50 10 50 20 Q55 30 60 20 T70 20 A5 5 0 0 1 80 20 Z")
        let rel = try SVGPathData.parse("m10 10 l10 0 h10 v10 c0 10 10 10 10 0 s10-10 10 0 q5 10 10 0 t10 0 a5 5 0 0 1 10 0 z")
        XCTAssertEqual(abs.elements.count, rel.elements.count)
        for (a, b) in zip(abs.elements, rel.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)): assertPoint(q, p.x, p.y, accuracy: 1e-9)
            case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
                assertPoint(q1, p1.x, p1.y, accuracy: 1e-9); assertPoint(q2, p2.x, p2.y, accuracy: 1e-9); assertPoint(q3, p3.x, p3.y, accuracy: 1e-9)
            case (.close, .close): break
            default: XCTFail("\(a) vs \(b)")
            }
        }
        // S reflects the previous second control point (40,30) about (40,20): (40,10).
        guard case .cubic(let c1, _, _) = abs.elements[5] else { return XCTFail() }
        assertPoint(c1, 40, 10)
    }

    func testCompactNumbersAndImplicitRepeats() throws {
        let p = try SVGPathData.parse("M1.5.5l1e1-2E0 .5.5,1-1")
        XCTAssertEqual(p.elements, [.move(Point(1.5, 0.5)), .line(Point(11.5, -1.5)), .line(Point(12, -1)), .line(Point(13, -2))])
        // Pairs after a moveto are line-tos.
        let q = try SVGPathData.parse("M0 0 10 0 10 10")
        XCTAssertEqual(q.elements, [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        // Compact arc flags.
        let a = try SVGPathData.parse("M0 0a5 5 0 1110 0")
        assertPoint(a.currentPoint, 10, 0)
    }

    func testArcRadiusCorrection() throws {
        // Radius 5 cannot span 80: scaled up to 40, a half circle with centre (50, 30).
        let p = try SVGPathData.parse("M10 30 A5 5 0 0 1 90 30")
        let b = p.bounds
        XCTAssertEqual(b.minX, 10, accuracy: 1e-6)
        XCTAssertEqual(b.maxX, 90, accuracy: 1e-6)
        // sweep 1 is the positive-angle direction: with y down, through the top (y = -10).
        XCTAssertEqual(b.minY, -10, accuracy: 1e-3)
        XCTAssertEqual(b.maxY, 30, accuracy: 1e-6)
        let q = try SVGPathData.parse("M10 30 A5 5 0 0 0 90 30")
        XCTAssertEqual(q.bounds.maxY, 70, accuracy: 1e-3)
        // Large arc with room to spare: three quarters of a circle of radius 10 about (10, 0).
        let r = try SVGPathData.parse("M20 0 A10 10 0 1 1 10 -10")
        XCTAssertEqual(r.bounds.minX, 0, accuracy: 1e-3)
        XCTAssertEqual(r.bounds.maxY, 10, accuracy: 1e-3)
        assertPoint(r.currentPoint, 10, -10)
        // A zero radius is a straight line; equal endpoints draw nothing.
        XCTAssertEqual(try SVGPathData.parse("M0 0 A0 5 0 0 1 10 0").elements, [.move(.zero), .line(Point(10, 0))])
        XCTAssertEqual(try SVGPathData.parse("M0 0 A5 5 0 0 1 0 0").elements, [.move(.zero)])
    }

    func testErrorsCarryTheOffsetInsideTheString() {
        func err(_ s: String) -> SVGPathError? {
            do { _ = try SVGPathData.parse(s); return nil } catch let e as SVGPathError { return e } catch { return nil }
        }
        XCTAssertEqual(err("L10 10"), SVGPathError("path data starts with a moveto ('M' or 'm'), not 'L'", at: 0))
        XCTAssertEqual(err("M10 10 L20"), SVGPathError("'L' needs a point's y, but the path data ends", at: 10))
        XCTAssertEqual(err("M10 10 X5"), SVGPathError("expected a path command (M L H V C S Q T A Z), not 'X'", at: 7))
        XCTAssertEqual(err("M0 0 A5 5 0 2 1 3 3"), SVGPathError("an arc flag is 0 or 1, not '2'", at: 12))
        XCTAssertEqual(err("M0 0 C1 1 2 2,,3 3")?.offset, 14)
        XCTAssertEqual(err("M1e 2")?.message, "an exponent needs digits")
    }

    // MARK: bounds and transforms

    func testPathBoundsAreTheCurveNotTheControlPoints() {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.addCurve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        XCTAssertEqual(p.bounds.minY, 0)
        XCTAssertEqual(p.bounds.maxY, 75, accuracy: 1e-9)   // the curve's extreme at t = 1/2
        var o = BezierPath()
        o.addOval(in: Rect(10, 20, 30, 40))
        XCTAssertEqual(o.bounds.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(o.bounds.maxY, 60, accuracy: 1e-9)
        XCTAssertTrue(BezierPath().bounds.isNull)
    }

    func testApplyingATransform() {
        var p = BezierPath()
        p.addRect(Rect(0, 0, 10, 20))
        let q = p.applying(Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: 100, y: 0)))
        XCTAssertEqual(q.bounds, Rect(80, 0, 20, 10))
    }

    func testGradientEvenStopsAndAlpha() {
        let g = Gradient(colors: [.black, Color(white: 1), .black])
        XCTAssertEqual(g.stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(Paint.color(Color(white: 0, alpha: 0.5)).withAlpha(0.5), .color(Color(white: 0, alpha: 0.25)))
    }
}
