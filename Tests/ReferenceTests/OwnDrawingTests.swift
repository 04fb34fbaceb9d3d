// A view's own drawing (its draw(_:)) is confined to its bounds, as UIKit's backing store
// confines it, whatever clipsToBounds says; subviews are not. Checked in the pixels of every
// format: our PNG, rsvg-convert on our SVG, pdftoppm on our PDF. Its graphics state is its
// own too: a clip or blend mode it sets reaches neither its subviews nor its border. And the
// store is a buffer of its own: clear(_:) and blend modes in it act on what the view drew alone.

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

    /// draw(_:) paints the view's backing store, which UIKit clears to transparent black before
    /// draw(_:) runs (UIView.clearsContextBeforeDrawing); Core Animation renders the layer's
    /// background first and "if the layer has any content, that content is rendered on top of
    /// the background color" (Core Animation Programming Guide, "Layer Style Property
    /// Animations"), then composites the layer over its superlayer. So `clear(_:)` in draw(_:)
    /// clears what draw(_:) drew and nothing else: the view's background and the canvas stay.
    /// On a yellow canvas: A (no background) fills red, clears its bounds, fills a blue
    /// square; B (green background) fills red and clears its left half.
    func testClearInDrawClearsOnlyTheViewsOwnDrawing() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 100) {
            backgroundColor: .yellow
            A(frame: Rect(10, 10, 40, 40))
            B(frame: Rect(50, 50, 40, 40))
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
                ctx.clear(rect)
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
        }
        class B: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .green
            }
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                UIColor.red.setFill()
                UIRectFill(bounds)
                ctx.clear(CGRect(x: 0, y: 0, width: 20, height: 40))
            }
        }
        """)
        let yellow = (255, 255, 0), blue = (0, 0, 255), green = (0, 255, 0), red = (255, 0, 0)
        assertColors(try pixelsInEveryFormat(ir, self), [
            (5, 5, yellow, "the canvas"), (15, 15, yellow, "A cleared: the canvas shows"), (25, 25, blue, "A's square"),
            (45, 45, yellow, "A cleared"), (55, 70, green, "B cleared: its background shows"), (80, 70, red, "B's red"),
        ], opaque: true)
    }

    /// A blend mode in draw(_:) blends with what draw(_:) drew before it in the backing store,
    /// not with what lies beneath the view: on a gray canvas, yellow multiplied onto cyan is
    /// green (0, 1, 1) × (1, 1, 0), and where the view drew nothing before it, yellow over
    /// the store's transparent black stays yellow (not the canvas's half gray × yellow).
    func testABlendModeInDrawBlendsWithTheViewsOwnDrawingOnly() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 60) {
            backgroundColor: .gray
            V(frame: Rect(10, 10, 80, 40))
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.setFillColor(UIColor.cyan.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                ctx.setBlendMode(.multiply)
                ctx.setFillColor(UIColor.yellow.cgColor)
                ctx.fill(CGRect(x: 20, y: 0, width: 60, height: 40))
            }
        }
        """)
        let cyan = (0, 255, 255), green = (0, 255, 0), yellow = (255, 255, 0), gray = (128, 128, 128)
        assertColors(try pixelsInEveryFormat(ir, self), [
            (5, 30, gray, "the canvas"), (20, 30, cyan, "cyan"), (40, 30, green, "yellow multiplied onto cyan"),
            (70, 30, yellow, "yellow over nothing drawn"),
        ])
    }

    /// Only drawing that blends needs a buffer of its own: a view's drawing without a blend
    /// mode, and a transparency layer at alpha 1 with none inside, are drawn straight onto
    /// the page (no offscreen layer in the IR). So is drawing that begins with
    /// `clear(rect)`: UIKit has cleared the backing store already, and that clear clears
    /// nothing (no blend mode is left in the IR).
    func testDrawingThatDoesNotBlendGetsNoLayer() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 100) {
            V(frame: Rect(10, 10, 80, 80))
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.clear(rect)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                ctx.endTransparencyLayer()
            }
        }
        """)
        XCTAssertFalse(ir.pages[0].items.contains {
            switch $0.op {
            case .beginLayer, .setBlendMode: return true
            default: return false
            }
        })
    }
}
