// CGContext.replacePathWithStrokedPath(): the current path replaced by the outline of its
// stroke. Filled, the outline paints what the stroke paints: the same paths (a dashed curve
// with round caps and joins, a zigzag with square caps and miter joins, a closed rect) are
// stroked in the left half and outlined and filled in the right half, moved by translateBy,
// and CGPath.copy(strokingWithWidth:…) of a bevelled zigzag with round caps moved by its
// transform argument, and each pair matches pixel for pixel in our PNG, rsvg-convert's picture of our SVG and
// pdftoppm's of our PDF. clip() after it clips to the stroke's area (the neuburg arrow's
// shaft: the pixels inside the line's width painted, those outside and past its butt end not),
// and resetClip() lifts that clip.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class StrokedPathPixelTests: XCTestCase {
    static let text = """
    canvas(width: 200, height: 160) {
        backgroundColor: .white
        Outlines(frame: Rect(0, 0, 200, 160))
    }

    class Outlines: UIView {
        override func draw(_ rect: CGRect) {
            let con = UIGraphicsGetCurrentContext()!
            for k in 0..<2 {
                con.saveGState()
                con.translateBy(x: CGFloat(k) * 100, y: 0)
                con.setLineWidth(6)
                con.setLineCap(.round)
                con.setLineJoin(.round)
                con.setLineDash(phase: 2, lengths: [14, 8])
                con.move(to: CGPoint(x: 10, y: 40))
                con.addCurve(to: CGPoint(x: 80, y: 40), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 60, y: 0))
                con.addLine(to: CGPoint(x: 50, y: 20))
                paint(con, outline: k == 1)
                con.setLineDash(phase: 0, lengths: [])
                con.setLineWidth(5)
                con.setLineCap(.square)
                con.setLineJoin(.miter)
                con.setMiterLimit(4)
                con.move(to: CGPoint(x: 10, y: 95))
                con.addLine(to: CGPoint(x: 30, y: 55))
                con.addLine(to: CGPoint(x: 50, y: 95))
                con.addLine(to: CGPoint(x: 60, y: 80))
                con.addRect(CGRect(x: 72, y: 60, width: 14, height: 30))
                paint(con, outline: k == 1)
                con.restoreGState()
            }
            // The arrow's shaft: a clip to a 10-wide line from (30, 150) up to (30, 110).
            con.saveGState()
            con.move(to: CGPoint(x: 30, y: 150))
            con.addLine(to: CGPoint(x: 30, y: 110))
            con.setLineWidth(10)
            con.replacePathWithStrokedPath()
            con.clip()
            con.setFillColor(UIColor.blue.cgColor)
            con.fill(CGRect(x: 0, y: 100, width: 100, height: 60))
            con.resetClip()
            con.setFillColor(UIColor.green.cgColor)
            con.fill(CGRect(x: 60, y: 140, width: 20, height: 10))
            con.restoreGState()
            // A path stroked, and its copy(strokingWithWidth:…) moved 50 right and filled.
            let zig = UIBezierPath()
            zig.move(to: CGPoint(x: 105, y: 110))
            zig.addLine(to: CGPoint(x: 130, y: 130))
            zig.addLine(to: CGPoint(x: 110, y: 150))
            zig.lineWidth = 6
            zig.lineCapStyle = .round
            zig.lineJoinStyle = .bevel
            UIColor.black.setStroke()
            zig.stroke()
            let outline = zig.cgPath.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 10,
                                          transform: CGAffineTransform(translationX: 50, y: 0))
            con.addPath(outline)
            con.setFillColor(UIColor.black.cgColor)
            con.fillPath()
        }
        func paint(_ con: CGContext, outline: Bool) {
            if outline {
                con.replacePathWithStrokedPath()
                con.setFillColor(UIColor.black.cgColor)
                con.fillPath()
            } else {
                con.setStrokeColor(UIColor.black.cgColor)
                con.strokePath()
            }
        }
    }
    """

    func testAFilledOutlinePaintsWhatTheStrokePaints() throws {
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            var worst = 0, differing = 0, inked = 0
            // The halves of the top 100 rows (replacePathWithStrokedPath), then the 50-wide
            // regions of the bottom rows (copy(strokingWithWidth:…)).
            let pairs = (0..<100).flatMap { y in (0..<100).map { x in (x, y, 100) } }
                + (100..<160).flatMap { y in (100..<150).map { x in (x, y, 50) } }
            for (x, y, dx) in pairs {
                let a = Int(img[x, y].r), b = Int(img[x + dx, y].r)
                if a < 128 { inked += 1 }
                worst = max(worst, abs(a - b))
                if abs(a - b) > 8 { differing += 1 }
            }
            // Only antialiased edge pixels may differ, and by little: the outline's curves are
            // flattened to a hundredth of a point, finer than any renderer resolves. cairo and
            // rsvg-convert cover an edge pixel within a tenth; poppler samples a pixel 4 × 4
            // (coverage in sixteenths) and flattens a stroke's curves and round ends itself, so
            // its edge pixels may differ by up to about a third of a pixel's coverage.
            XCTAssertGreaterThan(inked, 600, "\(what): the strokes drew")
            if what == "pdftoppm" {
                XCTAssertLessThanOrEqual(worst, 96, "\(what): the outline's fill departs from the stroke")
            } else {
                XCTAssertLessThanOrEqual(worst, 24, "\(what): the outline's fill departs from the stroke")
                XCTAssertLessThanOrEqual(differing, 30, "\(what): pixels where the outline's fill departs from the stroke")
            }
        }
    }

    /// `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`, the older Swift
    /// name of the same outline: a zigzag stroked 8 wide with square caps and round joins on the
    /// left, and the outline of the same path made so (optional, unwrapped with `if let`) filled
    /// 60 to the right, match pixel for pixel in every format, as the outline and the stroke above.
    func testTheStrokingInitializerMakesTheStrokesOutline() throws {
        let text = """
        canvas(width: 120, height: 60) {
            backgroundColor: .white
            Zig(frame: Rect(0, 0, 120, 60))
        }

        class Zig: UIView {
            override func draw(_ rect: CGRect) {
                let con = UIGraphicsGetCurrentContext()!
                let zig = CGMutablePath()
                zig.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 30), CGPoint(x: 15, y: 50)])
                con.addPath(zig)
                con.setLineWidth(8); con.setLineCap(.square); con.setLineJoin(.round)
                con.setStrokeColor(UIColor.black.cgColor)
                con.strokePath()
                let outline = CGPath(__byStroking: zig, transform: nil, lineWidth: 8, lineCap: .square,
                                     lineJoin: .round, miterLimit: 10)
                con.translateBy(x: 60, y: 0)
                if let outline = outline {
                    con.addPath(outline)
                }
                con.setFillColor(UIColor.black.cgColor)
                con.fillPath()
            }
        }
        """
        let ir = try Render.ir(text: text)
        // The stroke covers about its length times its width: (√(30² + 20²) + √(25² + 20²)) × 8
        // ≈ (36.1 + 32.0) × 8 ≈ 545 pixels, more with the square ends.
        let ink = (sqrt(30.0 * 30 + 20 * 20) + sqrt(25.0 * 25 + 20 * 20)) * 8
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            var worst = 0, differing = 0, inked = 0
            for y in 0..<60 {
                for x in 0..<60 {
                    let a = Int(img[x, y].r), b = Int(img[x + 60, y].r)
                    if a < 128 { inked += 1 }
                    worst = max(worst, abs(a - b))
                    if abs(a - b) > 8 { differing += 1 }
                }
            }
            XCTAssertGreaterThan(Double(inked), ink * 0.9, "\(what): the stroke drew")
            // Only antialiased edge pixels may differ (see testAFilledOutlinePaintsWhatTheStrokePaints).
            if what == "pdftoppm" {
                XCTAssertLessThanOrEqual(worst, 96, "\(what): the outline's fill departs from the stroke")
            } else {
                XCTAssertLessThanOrEqual(worst, 24, "\(what): the outline's fill departs from the stroke")
                XCTAssertLessThanOrEqual(differing, 10, "\(what): pixels where the outline's fill departs from the stroke")
            }
        }
    }

    func testClipToAStrokedPathAndResetClip() throws {
        let ir = try Render.ir(text: Self.text)
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double)) -> Bool {
            abs(Double(p.r) - c.0) <= 8 && abs(Double(p.g) - c.1) <= 8 && abs(Double(p.b) - c.2) <= 8
        }
        let blue = (0.0, 0.0, 255.0), white = (255.0, 255.0, 255.0), green = (0.0, 255.0, 0.0)
        // The line x = 30 from y = 110 to 150, half-width 5, butt caps: x in 25…35, y in 110…150.
        let half = 10.0 / 2, cx = 30.0, top = 110.0, bottom = 150.0
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for y in [Int(top) + 1, 130, Int(bottom) - 2] {
                XCTAssertTrue(near(img[Int(cx - half) + 1, y], blue), "\(what): inside the line's left edge at y \(y): \(img[Int(cx - half) + 1, y])")
                XCTAssertTrue(near(img[Int(cx + half) - 2, y], blue), "\(what): inside its right edge at y \(y): \(img[Int(cx + half) - 2, y])")
                XCTAssertTrue(near(img[Int(cx - half) - 2, y], white), "\(what): left of the line at y \(y): \(img[Int(cx - half) - 2, y])")
                XCTAssertTrue(near(img[Int(cx + half) + 1, y], white), "\(what): right of the line at y \(y): \(img[Int(cx + half) + 1, y])")
            }
            XCTAssertTrue(near(img[Int(cx), Int(top) - 2], white), "\(what): past the butt end: \(img[Int(cx), Int(top) - 2])")
            XCTAssertTrue(near(img[Int(cx), Int(bottom) + 1], white), "\(what): past the start: \(img[Int(cx), Int(bottom) + 1])")
            // After resetClip() a fill far outside the line shows.
            XCTAssertTrue(near(img[70, 145], green), "\(what): drawn after resetClip(): \(img[70, 145])")
        }
    }

    func testResetClipUnderAnOuterClipIsALocatedError() throws {
        let text = """
        canvas(width: 20, height: 20) { C(frame: Rect(0, 0, 20, 20)) }
        class C: UIView {
            override func draw(_ rect: CGRect) {
                let con = UIGraphicsGetCurrentContext()!
                con.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
                con.saveGState()
                con.resetClip()
                con.restoreGState()
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        let errors = c.diagnostics.filter { $0.severity == .error }.map(\.headline)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("t.view:7:") == true && errors.first?.contains("resetClip()") == true, "\(errors)")
        XCTAssertNil(c.document)
    }
}
