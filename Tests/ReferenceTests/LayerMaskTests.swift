// layer.shadowPath, layer.mask (a path) and UIView.mask (a view),
// tintColor with inheritance and template images, contentScaleFactor read by drawing code,
// and convert(_:to:) / convert(_:from:). Pixels are checked in PNG, rsvg-convert's SVG and
// pdftoppm's PDF; numbers are computed here from UIKit's rules.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class LayerMaskTests: XCTestCase {
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Int, Int, Int), _ tol: Int = 10) -> Bool {
        abs(Int(p.r) - c.0) <= tol && abs(Int(p.g) - c.1) <= tol && abs(Int(p.b) - c.2) <= tol
    }

    func testShadowPathCastsTheShadowOfItsShapeOnly() throws {
        // A blue 40×40 view at (10, 10) whose shadow path is the 40×10 bar at the bottom of its
        // bounds, offset (5, 20), sharp (radius 0), opaque black: the shadow is the bar moved
        // to x 15…55, y 60…70. The square itself casts nothing: its shadow would cover x 15…55,
        // y 30…70, so (53, 40), right of the view, stays white.
        let ir = try Render.ir(text: """
        canvas(width: 80, height: 90) {
            backgroundColor: white
            view {
                frame: Rect(10, 10, 40, 40)
                backgroundColor: .blue
                layer.shadowOpacity: 1
                layer.shadowRadius: 0
                layer.shadowOffset: Size(5, 20)
                layer.shadowPath: UIBezierPath(rect: Rect(0, 30, 40, 10)).cgPath
            }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // The bar (0…40, 30…40 in the view) + offset (5, 20) + frame origin → x 15…55, y 60…70.
            XCTAssertTrue(near(img[30, 65], (0, 0, 0), 30), "\(what): the shadow \(img[30, 65])")
            XCTAssertTrue(near(img[52, 65], (0, 0, 0), 30), "\(what): its right end \(img[52, 65])")
            XCTAssertTrue(near(img[57, 65], (255, 255, 255), 30), "\(what): past it \(img[57, 65])")
            // Where the square's own shadow would be (x 15…55, y 30…70), right of the view: white.
            XCTAssertTrue(near(img[53, 40], (255, 255, 255), 30), "\(what): no square shadow \(img[53, 40])")
            // The view is drawn, above the shadow.
            XCTAssertTrue(near(img[30, 30], (0, 0, 255), 30), "\(what): the view \(img[30, 30])")
        }
    }

    func testAPathMaskCutsTheViewItsSubviewsAndItsShadow() throws {
        // A red 60×60 view at (10, 10) masked by the circle inscribed in it (radius 30, centre
        // (40, 40) on the canvas), with a green (UIColor.green: 0, 1, 0) subview over its right half and a shadow.
        let ir = try Render.ir(text: """
        canvas(width: 80, height: 80) {
            backgroundColor: white
            view {
                frame: Rect(10, 10, 60, 60)
                backgroundColor: .red
                layer.shadowOpacity: 1
                layer.shadowOffset: Size(0, 8)
                layer.shadowRadius: 0
                layer.mask: UIBezierPath(ovalIn: bounds)
                view { frame: Rect(30, 0, 30, 60); backgroundColor: .green }
            }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // (13, 13) is inside the square, √2·27 = 38 from the centre: outside the circle.
            XCTAssertTrue(near(img[12, 12], (255, 255, 255), 30), "\(what): corner masked \(img[12, 12])")
            XCTAssertTrue(near(img[67, 67], (255, 255, 255), 30), "\(what): subview's corner masked \(img[67, 67])")
            XCTAssertTrue(near(img[25, 40], (255, 0, 0), 30), "\(what): inside, red \(img[25, 40])")
            XCTAssertTrue(near(img[55, 40], (0, 255, 0), 30), "\(what): inside, green \(img[55, 40])")
            // Below the view (y 70…78 would be the shadow): masked too.
            XCTAssertTrue(near(img[40, 74], (255, 255, 255), 30), "\(what): shadow masked \(img[40, 74])")
        }
    }

    func testAViewMaskShowsTheViewWhereTheMaskIsOpaque() throws {
        // A blue 60×40 view masked by a view that fills its left half opaque and its right
        // half at alpha 0.5: left blue, right half blue over white.
        let ir = try Render.ir(text: """
        canvas(width: 80, height: 60) {
            backgroundColor: white
            view {
                frame: Rect(10, 10, 60, 40)
                backgroundColor: .blue
                mask {
                    view { frame: Rect(0, 0, 30, 40); backgroundColor: .black }
                    view { frame: Rect(30, 0, 30, 40); backgroundColor: .black; alpha: 0.5 }
                }
            }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            XCTAssertTrue(near(img[20, 30], (0, 0, 255)), "\(what): opaque mask \(img[20, 30])")
            // Half of blue over white: (127.5, 127.5, 255).
            XCTAssertTrue(near(img[55, 30], (128, 128, 255), 12), "\(what): half mask \(img[55, 30])")
            XCTAssertTrue(near(img[5, 5], (255, 255, 255)), "\(what): outside \(img[5, 5])")
        }
        // A view has one mask.
        let c = Driver.compile(SourceFile(path: "t.view", text: "canvas(width: 9, height: 9) {\n    view { mask { }\n        mask { } }\n}\n"), EvalOptions())
        XCTAssertEqual(c.diagnostics.first?.headline.hasPrefix("t.view:3:9: error: this view already has a mask"), true, "\(c.diagnostics.map(\.headline))")
    }

    func testTemplateImagesDrawInTheInheritedTintColor() throws {
        // An image (drawn by viewc itself: a black 20×20 square with a transparent border of 5)
        // shown with renderingMode .alwaysTemplate under a superview whose tintColor is green:
        // the opaque part is green, the transparent part shows the white background.
        let dir = try temporaryDirectory(self)
        let icon = try Render.ir(text: "canvas(width: 20, height: 20) {\n    path { rect(Rect(5, 5, 10, 10)); fill(.black) }\n}\n")
        try write(try Render.bytes(icon, .png), dir.appendingPathComponent("icon.png"))
        let main = dir.appendingPathComponent("t.view")
        try """
        canvas(width: 60, height: 30) {
            backgroundColor: white
            view {
                frame: Rect(0, 0, 60, 30)
                tintColor: rgb(0, 0.5, 0)
                image { name: "icon.png"; frame: Rect(0, 0, 20, 20); renderingMode: .alwaysTemplate }
                image { name: "icon.png"; frame: Rect(30, 0, 20, 20) }
                view { frame: Rect(52, 0, 8, 8); path { rect(bounds); fill(tintColor) } }
            }
        }
        """.write(to: main, atomically: true, encoding: .utf8)
        let ir = try Render.ir(main.path)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            XCTAssertTrue(near(img[10, 10], (0, 128, 0), 12), "\(what): template in the tint \(img[10, 10])")
            XCTAssertTrue(near(img[2, 2], (255, 255, 255)), "\(what): transparent stays clear \(img[2, 2])")
            XCTAssertTrue(near(img[40, 10], (0, 0, 0)), "\(what): original colors \(img[40, 10])")
            XCTAssertTrue(near(img[56, 4], (0, 128, 0), 12), "\(what): tintColor read in drawing \(img[56, 4])")
        }
    }

    func testContentScaleFactorIsThePNGsScale() throws {
        // A line 1 / contentScaleFactor wide along y = 10.25 (…in points): one device pixel
        // thick at each scale. At scale 2 it covers device row 20 (y 20…21) only.
        let dir = try temporaryDirectory(self)
        let main = dir.appendingPathComponent("s.view")
        try """
        canvas(width: 20, height: 20) {
            backgroundColor: white
            view {
                frame: Rect(0, 0, 20, 20)
                path { move(to: Point(0, 10.5 / contentScaleFactor + 10 - 10 / contentScaleFactor)); line(to: Point(20, 10.5 / contentScaleFactor + 10 - 10 / contentScaleFactor))
                       lineWidth: 1 / contentScaleFactor; stroke(.black) }
            }
        }
        """.write(to: main, atomically: true, encoding: .utf8)
        // Scale s: y = 10 + 0.5/s (the middle of device row 10·s), width 1/s: device row 10·s
        // exactly, black, and the rows around it white.
        let one = dir.appendingPathComponent("s.png").path, two = dir.appendingPathComponent("s@2x.png").path
        let r = try Tools.run(Tools.viewc, [main.path, "-o", one, "-o", two])
        XCTAssertEqual(r.status, 0, r.stderr)
        for (path, s) in [(one, 1), (two, 2)] {
            let img = try loadPNG(path)
            XCTAssertEqual(img.width, 20 * s)
            XCTAssertLessThan(img[5, 10 * s].r, 20, "scale \(s): the line's row")
            XCTAssertGreaterThan(img[5, 10 * s - 1].r, 235, "scale \(s): above it")
            XCTAssertGreaterThan(img[5, 10 * s + 1].r, 235, "scale \(s): below it")
        }
    }

    func testConvertBetweenViews() throws {
        // outer: frame (50, 40, 200, 100), bounds origin (10, 0). inner: frame (20, 20, 40, 40)
        // in outer's bounds coordinates, turned 90° about its centre (40, 40).
        let c = Driver.compile(SourceFile(path: "t.view", text: """
        canvas(width: 300, height: 200) {
            view {
                accessibilityIdentifier: "outer"
                frame: Rect(50, 40, 200, 100)
                bounds: Rect(10, 0, 200, 100)
                view {
                    frame: Rect(20, 20, 40, 40)
                    transform: rotate(90deg)
                    accessibilityIdentifier: "inner"
                    let p = convert(Point(0, 0), to: .window)
                    let q = convert(Point(0, 0), to: "outer")
                    let b = convert(Point(0, 0), from: .superview)
                    let r = convert(bounds, to: .window)
                    view { frame: Rect(p.x, p.y, q.x, q.y) }
                    view { frame: Rect(b.x, b.y, r.minX, r.minY) }
                    view { frame: Rect(r.width, r.height, 1, 1) }
                }
            }
        }
        """), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let inner = try XCTUnwrap(c.document).pages[0].root.subviews[0].subviews[0]
        // inner's (0, 0) is (−20, −20) from its centre; turned 90° ((x, y) → (−y, x)): (20, −20);
        // in outer's bounds: (60, 20); minus the bounds origin (10, 0), plus the frame origin
        // (50, 40): (100, 60) on the canvas.
        let rotated = Point(-(-20.0), -20.0)
        let q = Point(40 + rotated.x, 40 + rotated.y)
        let p = Point(q.x - 10 + 50, q.y - 0 + 40)
        XCTAssertEqual(inner.subviews[0].frame.origin.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[0].frame.origin.y, p.y, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[0].frame.width, q.x, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[0].frame.height, q.y, accuracy: 1e-9)
        // outer's (0, 0) is (−40, −40) from inner's centre; turned back ((x, y) → (y, −x)):
        // (−40, 40); plus inner's bounds middle (20, 20): (−20, 60).
        XCTAssertEqual(inner.subviews[1].frame.origin.x, -20, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[1].frame.origin.y, 60, accuracy: 1e-9)
        // The bounds (a square) turned about its centre is itself: centre (40 − 10 + 50, 40 + 40).
        XCTAssertEqual(inner.subviews[1].frame.width, 80 - 20, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[1].frame.height, 80 - 20, accuracy: 1e-9)
        XCTAssertEqual(inner.subviews[2].frame.origin.x, 40, accuracy: 1e-9)
        // A name no view has is a located error.
        let bad = Driver.compile(SourceFile(path: "t.view", text: "canvas(width: 9, height: 9) {\n    view { let p = convert(Point(0, 0), to: \"nope\") }\n}\n"), EvalOptions())
        XCTAssertEqual(bad.diagnostics.first?.headline.hasPrefix("t.view:2:45: error: no view named 'nope'"), true, "\(bad.diagnostics.map(\.headline))")
    }

    /// UIKit's nil is the window, in a `.view` body and in pasted Swift alike: a view at
    /// (10, 10, 50, 50) in one at (20, 30) on the canvas, turned 90° about its centre (55, 65).
    func testConvertToAndFromNilIsTheWindow() throws {
        let c = Driver.compile(SourceFile(path: "t.view", text: """
        canvas(width: 200, height: 200) {
            view {
                frame: Rect(20, 30, 100, 100)
                view {
                    frame: Rect(10, 10, 50, 50)
                    transform: rotate(90deg)
                    let p = convert(Point(0, 0), to: nil)
                    let q = convert(Point(25, 45), from: nil)
                    let w = convert(Point(0, 0), to: .window)
                    view { frame: Rect(p.x, p.y, q.x, q.y) }
                    view { frame: Rect(w.x, w.y, 1, 1) }
                }
            }
            Holder(frame: Rect(20, 30, 100, 100))
        }

        class Holder: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                let p = convert(CGPoint(x: 0, y: 0), to: nil)
                let r = convert(CGRect(x: 20, y: 30, width: 5, height: 5), from: nil)
                addSubview(UIView(frame: CGRect(x: p.x, y: p.y, width: r.minX, height: r.minY)))
            }
        }
        """), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let root = try XCTUnwrap(c.document).pages[0].root
        // A point of a view turned 90° about its centre c: (x, y) − its bounds' middle, turned
        // ((x, y) → (−y, x)), plus c; back from the window the other way ((x, y) → (y, −x)).
        func toWindow(_ p: Point, mid: Point, centre: Point) -> Point { Point(centre.x - (p.y - mid.y), centre.y + (p.x - mid.x)) }
        func fromWindow(_ p: Point, mid: Point, centre: Point) -> Point { Point(mid.x + (p.y - centre.y), mid.y - (p.x - centre.x)) }
        let inner = root.subviews[0].subviews[0]
        let p = toWindow(Point(0, 0), mid: Point(25, 25), centre: Point(20 + 35, 30 + 35))
        let q = fromWindow(Point(25, 45), mid: Point(25, 25), centre: Point(55, 65))
        XCTAssertEqual(inner.subviews[0].frame, Rect(p.x, p.y, q.x, q.y))
        XCTAssertEqual(inner.subviews[1].frame.origin, p)   // nil is .window
        // The Swift class: turned about its centre (70, 80); the window rect (20, 30, 5, 5)
        // comes back as the bounding box of its corners, whose top-left is the turned (25, 30).
        let holder = root.subviews[1]
        let hp = toWindow(Point(0, 0), mid: Point(50, 50), centre: Point(70, 80))
        let corner = fromWindow(Point(25, 30), mid: Point(50, 50), centre: Point(70, 80))
        XCTAssertEqual(holder.subviews[0].frame, Rect(hp.x, hp.y, corner.x, corner.y))
    }
}
