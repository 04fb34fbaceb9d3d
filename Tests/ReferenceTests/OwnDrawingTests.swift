// A view's own drawing (its draw(_:)) is confined to its bounds, as UIKit's backing store
// confines it, whatever clipsToBounds says; subviews are not. Checked in the pixels of every
// format: our PNG, rsvg-convert on our SVG, pdftoppm on our PDF. Its graphics state is its
// own too: a clip or blend mode it sets reaches neither its subviews nor its border.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import XCTest

final class OwnDrawingTests: XCTestCase {
    /// A gradient drawn in a 40×40 view at (30, 30) of a white 100×100 canvas paints those
    /// 40×40 points and nothing else; a stroke that runs past the bounds is cut at them; a
    /// subview outside its superview's bounds still shows (clipsToBounds is off).
    static let text = """
    canvas(width: 100, height: 100) {
        backgroundColor: white
        view {
            frame: Rect(30, 30, 40, 40)
            context {
                drawLinearGradient(Gradient(colors: [.blue, .blue]), start: Point(0, 0), end: Point(40, 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            path { move(to: Point(20, 20)); line(to: Point(20, 100)); lineWidth: 4; stroke(.red) }
            view { frame: Rect(50, 0, 10, 10); backgroundColor: .green }
        }
    }
    """

    func check(_ img: RGBAImage, _ what: String) {
        func color(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = img[x, y]; return (Int(p.r), Int(p.g), Int(p.b)) }
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { abs(a.0 - b.0) <= 8 && abs(a.1 - b.1) <= 8 && abs(a.2 - b.2) <= 8 }
        let white = (255, 255, 255), blue = (0, 0, 255), red = (255, 0, 0), green = (0, 255, 0)
        // The gradient fills the view's 40×40 (x, y in 30..<70) and stops at its edges.
        for (x, y) in [(31, 31), (68, 68), (31, 68), (68, 31)] { XCTAssertTrue(near(color(x, y), blue), "\(what): \(x),\(y) is \(color(x, y))") }
        for (x, y) in [(28, 50), (71, 50), (50, 28), (10, 10), (90, 90)] { XCTAssertTrue(near(color(x, y), white), "\(what): \(x),\(y) is \(color(x, y))") }
        // The red line (x 48...52 in the page) runs inside the view and is cut at its bottom, y = 70.
        XCTAssertTrue(near(color(50, 65), red), "\(what): \(color(50, 65))")
        XCTAssertTrue(near(color(50, 75), white), "\(what): the stroke ends at the bounds: \(color(50, 75))")
        // The subview at (80, 30) in the page, outside the view, shows.
        XCTAssertTrue(near(color(85, 35), green), "\(what): \(color(85, 35))")
    }

    func testAViewsOwnDrawingStaysInItsBounds() throws {
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) { check(img, what) }
    }

    /// Drawing that stays inside its bounds gets no clip: the IR is as it was.
    func testDrawingInsideItsBoundsIsNotClipped() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 100) {
            view { frame: Rect(10, 10, 50, 50); path { oval(in: Rect(5, 5, 40, 40)); lineWidth: 4; stroke(.black) } }
        }
        """)
        XCTAssertFalse(ir.pages[0].items.contains { if case .clip = $0.op { return true }; return false })
    }

    /// A view's own drawing runs in a saved state: its addClip() and blend mode end with it
    /// and reach neither its subviews nor its border.
    func testAViewsOwnClipAndBlendModeDoNotReachItsSubviewsOrBorder() throws {
        let ir = try Render.ir(text: """
        canvas(width: 60, height: 60) {
            view {
                frame: Rect(0, 0, 60, 60)
                layer.borderWidth: 4
                layer.borderColor: .blue
                path { rect(Rect(0, 0, 10, 10)); addClip() }
                context { setBlendMode(.multiply) }
                view { frame: Rect(20, 20, 30, 30); backgroundColor: .red }
            }
        }
        """)
        let png = try decodePNG(try Render.bytes(ir, .png))
        XCTAssertEqual(png[35, 35].r, 255, "the subview is drawn outside the parent's own clip")
        XCTAssertEqual(png[35, 35].g, 0)
        XCTAssertEqual(png[58, 30].b, 255, "the border is drawn outside the parent's own clip")
        XCTAssertTrue(Lowering.isBalanced(ir.pages[0]))
    }

    /// A component drawn at an intrinsic size larger than its view is confined to that size
    /// (its backing store), not to the view's bounds, under every placement mode alike —
    /// `.topLeft`, whose fit moves nothing, too: a 40×40 red square in a 20×20 view at
    /// (20, 20) spills out by the placement rule (x = (20 − 40) × fx, y = (20 − 40) × fy, with
    /// fx, fy 0, ½ or 1 for the leading edge, the middle or the trailing edge), in our PNG,
    /// rsvg-convert's SVG and pdftoppm's PDF.
    func testEveryPlacementModeSpillsPastTheBoundsAlike() throws {
        let modes: [(String, Double, Double)] = [
            ("center", 0.5, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1), ("left", 0, 0.5), ("right", 1, 0.5),
            ("topLeft", 0, 0), ("topRight", 1, 0), ("bottomLeft", 0, 1), ("bottomRight", 1, 1),
        ]
        for (mode, fx, fy) in modes {
            let text = """
            canvas(width: 80, height: 80) {
                backgroundColor: .white
                Big(frame: Rect(20, 20, 20, 20), contentMode: .\(mode))
            }
            view Big {
                intrinsicContentSize: Size(40, 40)
                path { rect(Rect(0, 0, 40, 40)); fill(.red) }
            }
            """
            let x0 = 20 + (20 - 40) * fx, y0 = 20 + (20 - 40) * fy
            for (what, img) in try pixelsInEveryFormat(try Render.ir(text: text), self) {
                for (x, y) in [(x0 + 2, y0 + 2), (x0 + 37, y0 + 2), (x0 + 2, y0 + 37), (x0 + 37, y0 + 37)] {
                    let p = img[Int(x), Int(y)]
                    XCTAssertTrue(p.r > 240 && p.g < 15 && p.b < 15, "\(mode), \(what): (\(x), \(y)) inside the 40×40 drawing is \(p)")
                }
                for (x, y) in [(x0 - 2, y0 + 20), (x0 + 42, y0 + 20), (x0 + 20, y0 - 2), (x0 + 20, y0 + 42)] where x >= 0 && y >= 0 && x < 80 && y < 80 {
                    let p = img[Int(x), Int(y)]
                    XCTAssertTrue(p.r > 240 && p.g > 240 && p.b > 240, "\(mode), \(what): (\(x), \(y)) outside the drawing is \(p)")
                }
            }
        }
    }
}
