// A shadow set in a view's own drawing (setShadow in draw(_:) or a context block, a group's
// `shadow:`) is measured in the base space of the view's backing store: the drawing's
// translateBy/rotate/scaleBy made before it do not turn or move its offset (Core Graphics:
// "not affected by the CTM"), but the view's own transform does, since the whole store is
// turned onto the page. Checked in our PNG, rsvg-convert's SVG and pdftoppm's PDF, with the
// places worked out here from that rule.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import XCTest

final class DrawingShadowSpaceTests: XCTestCase {
    /// The view: bounds 60×60, centre (60, 60), turned 90° clockwise. Its drawing moves to
    /// (10, 10) and turns back 90° before it sets the shadow (20, 0) and fills the square
    /// (−10, 0, 10, 10) of its own coordinates.
    static let viewToPage = Transform(translationX: -30, y: -30)
        .concatenating(Transform(rotationAngle: .pi / 2))
        .concatenating(Transform(translationX: 60, y: 60))
    static let drawingToView = Transform(rotationAngle: -.pi / 2).concatenating(Transform(translationX: 10, y: 10))
    static let offset = Size(20, 0)

    static let viewText = """
    canvas(width: 120, height: 120) {
        backgroundColor: .white
        view {
            bounds: Rect(0, 0, 60, 60)
            center: Point(60, 60)
            transform: rotate(90deg)
            group {
                transform: translate(10, 10).rotated(by: -90deg)
                group {
                    shadow: Shadow(offset: Size(20, 0), blur: 0, color: .blue)
                    path { rect(Rect(-10, 0, 10, 10)); fill(.red) }
                }
            }
        }
    }
    """

    static let swiftText = """
    canvas(width: 120, height: 120) {
        backgroundColor: .white
        Turned(frame: Rect(30, 30, 60, 60), transform: rotate(90deg))
    }

    class Turned: UIView {
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.translateBy(x: 10, y: 10)
            ctx.rotate(by: -.pi / 2)
            ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: UIColor.blue.cgColor)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: -10, y: 0, width: 10, height: 10))
        }
    }
    """

    func check(_ img: RGBAImage, _ what: String) {
        func near(_ x: Double, _ y: Double, _ c: (Int, Int, Int)) -> Bool {
            let p = img[Int(x), Int(y)]
            return abs(Int(p.r) - c.0) <= 10 && abs(Int(p.g) - c.1) <= 10 && abs(Int(p.b) - c.2) <= 10
        }
        // The square's centre in the view, and the shadow's: the offset added in the view's
        // own coordinates (the backing store's base space), not in the drawing's.
        let square = Point(-5, 5).applying(Self.drawingToView)
        let shadow = Point(square.x + Self.offset.width, square.y + Self.offset.height)
        let s = square.applying(Self.viewToPage), sh = shadow.applying(Self.viewToPage)
        XCTAssertEqual(s, Point(75, 45))
        XCTAssertEqual(sh, Point(75, 65))
        XCTAssertTrue(near(s.x, s.y, (255, 0, 0)), "\(what): the square at \(s): \(img[Int(s.x), Int(s.y)])")
        XCTAssertTrue(near(sh.x, sh.y, (0, 0, 255)), "\(what): the shadow at \(sh): \(img[Int(sh.x), Int(sh.y)])")
        // Measured on the page, or in the drawing's own space (whose turns cancel the
        // view's), the offset would point right: nothing is there.
        XCTAssertTrue(near(s.x + 20, s.y, (255, 255, 255)), "\(what): right of the square: \(img[Int(s.x) + 20, Int(s.y)])")
    }

    func testAGroupsShadowInATurnedViewTurnsWithTheViewNotWithTheGroupsTransform() throws {
        let ir = try Render.ir(text: Self.viewText)
        for (what, img) in try pixelsInEveryFormat(ir, self) { check(img, what) }
    }

    func testSetShadowInDrawTurnsWithTheViewNotWithTheContextsTransform() throws {
        let ir = try Render.ir(text: Self.swiftText)
        for (what, img) in try pixelsInEveryFormat(ir, self) { check(img, what) }
    }

    /// The IR says so: the shadow is measured in base space, which the drawing's own
    /// transform (translate, then turn back) maps the user space onto.
    func testTheShadowsBaseSpaceIsTheDrawingsTransform() throws {
        let ir = try Render.ir(text: Self.viewText)
        let shadows = ir.pages[0].items.compactMap { i -> Shadow? in if case .beginShadow(let s) = i.op { return s }; return nil }
        XCTAssertEqual(shadows.count, 1)
        XCTAssertEqual(shadows.first?.toBase, Self.drawingToView)
        XCTAssertTrue(IRPrinter.print(ir).contains("space=base[0 -1 1 0 10 10]"), IRPrinter.print(ir))
    }
}
