// Core Graphics drawing from a pasted Swift class, as pixels: a CGGradient drawn with
// drawLinearGradient fills the current clip with the linear ramp between its start and end
// (nothing past them without the extend options, the end colours with them), a radial one of
// two concentric circles ramps with the distance from the centre, UIImage(named:) draws its
// file at the alpha given and CGContext.draw puts it upside down (and repeats it over the clip byTiling), a transparency layer composites once
// and is a buffer of its own for the blend modes inside it, a gray fill is its gray, and a straight cubic that runs
// past its end and turns back strokes the line it traces — each colour computed here from the
// rule, checked in our PNG, rsvg-convert's rendering of our SVG and pdftoppm's of our PDF.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class CoreGraphicsDrawingTests: XCTestCase {
    typealias RGB = (Double, Double, Double)

    /// The class's drawing on a white 200×100 canvas, compiled from a file in a fresh folder
    /// (with docs/examples/photo.png beside it), as pixels in the three renderers.
    func pixels(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> [(String, RGBAImage)] {
        let dir = try temporaryDirectory(self).resolvingSymlinksInPath()
        try write(read(Paths.packageRoot.appendingPathComponent("docs/examples/photo.png")), dir.appendingPathComponent("photo.png"))
        let url = dir.appendingPathComponent("cg.view")
        try Data(source(body).utf8).write(to: url)
        let c = Driver.compile(try Driver.readSource(url.path), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [], file: file, line: line)
        let ir = Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
        return try pixelsInEveryFormat(ir, self)
    }

    /// A file whose class draws `body` with `context` bound, on a white canvas of its size.
    func source(_ body: String, width: Int = 200, height: Int = 100) -> String {
        """
        canvas(width: \(width), height: \(height)) {
            backgroundColor: .white
            V(frame: Rect(0, 0, \(width), \(height)))
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
        \(body)
            }
        }
        """
    }

    func assertColor(_ img: RGBAImage, _ x: Int, _ y: Int, _ want: RGB, _ what: String, tolerance: Double = 6,
                     file: StaticString = #filePath, line: UInt = #line) {
        let p = img[x, y]
        let got = (Double(p.r), Double(p.g), Double(p.b))
        let ok = abs(got.0 - want.0 * 255) <= tolerance && abs(got.1 - want.1 * 255) <= tolerance && abs(got.2 - want.2 * 255) <= tolerance
        XCTAssertTrue(ok, "\(what) at (\(x), \(y)): \(got), want \((want.0 * 255, want.1 * 255, want.2 * 255))", file: file, line: line)
    }

    /// A colour between two at fraction t (Core Graphics interpolates the components in the
    /// gradient's colour space, sRGB here).
    func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        let t = min(1, max(0, t))
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    let white: RGB = (1, 1, 1), red: RGB = (1, 0, 0), blue: RGB = (0, 0, 1)

    func testLinearGradientRampsBetweenStartAndEndInsideTheClip() throws {
        // Left band (y < 40): red → blue from x = 40 to x = 160, options [] — white before 40
        // and after 160. Right band (y ≥ 50): the same gradient with both options, clipped to
        // y 50…90: red before 40, blue after 160, white below the clip.
        let imgs = try pixels("""
                let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
                context.saveGState()
                context.clip(to: CGRect(x: 0, y: 0, width: 200, height: 40))
                context.drawLinearGradient(g, start: CGPoint(x: 40, y: 0), end: CGPoint(x: 160, y: 0), options: [])
                context.restoreGState()
                context.saveGState()
                context.clip(to: CGRect(x: 0, y: 50, width: 200, height: 40))
                context.drawLinearGradient(g, start: CGPoint(x: 40, y: 0), end: CGPoint(x: 160, y: 0),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                context.restoreGState()
        """)
        for (what, img) in imgs {
            for x in [60, 100, 137] {
                // A pixel's centre is at x + 0.5: its fraction of the way from 40 to 160.
                let t = (Double(x) + 0.5 - 40) / 120
                assertColor(img, x, 20, mix(red, blue, t), "\(what): the ramp")
                assertColor(img, x, 70, mix(red, blue, t), "\(what): the extended ramp")
            }
            for x in [10, 30, 170, 195] { assertColor(img, x, 20, white, "\(what): nothing past the ends") }
            assertColor(img, 10, 70, red, "\(what): drawsBeforeStartLocation")
            assertColor(img, 190, 70, blue, "\(what): drawsAfterEndLocation")
            assertColor(img, 100, 95, white, "\(what): outside the clip")
            assertColor(img, 100, 45, white, "\(what): between the clips")
        }
    }

    func testRadialGradientOfConcentricCirclesRampsWithTheDistance() throws {
        // Gray 0 at radius 10 → gray 1 at radius 40 about (100, 50), from components in the
        // gray space; without options nothing inside radius 10 or outside 40.
        let imgs = try pixels("""
                let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: nil, count: 2)!
                context.drawRadialGradient(g, startCenter: CGPoint(x: 100, y: 50), startRadius: 10,
                                           endCenter: CGPoint(x: 100, y: 50), endRadius: 40, options: CGGradientDrawingOptions(rawValue: 0))
                context.setFillColor(gray: 0.5, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        """)
        for (what, img) in imgs {
            for dx in [15, 25, 33] {
                let d = Double(dx) + 0.5   // from the centre to the pixel's centre, along y = 50.5 ≈ the axis
                let v = (((d * d) + 0.25).squareRoot() - 10) / 30
                assertColor(img, 100 + dx, 50, (v, v, v), "\(what): the ramp at distance \(d)", tolerance: 8)
            }
            assertColor(img, 100, 50, white, "\(what): inside the start circle")
            assertColor(img, 145, 50, white, "\(what): outside the end circle")
            assertColor(img, 10, 10, (0.5, 0.5, 0.5), "\(what): setFillColor(gray:alpha:)")
        }
    }

    func testATransparencyLayerCompositesAsOneDrawing() throws {
        // Red and blue squares overlapping, at alpha 0.5: inside a transparency layer the blue
        // covers the red and the whole is composited once — the overlap is blue at half over
        // white; drawn one by one, blue at half over red at half over white.
        let imgs = try pixels("""
                context.saveGState()
                context.setAlpha(0.5)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
                context.endTransparencyLayer()
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 110, y: 10, width: 40, height: 40))
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 130, y: 30, width: 40, height: 40))
                context.restoreGState()
        """)
        let halfRed = mix(white, red, 0.5)
        for (what, img) in imgs {
            assertColor(img, 40, 40, mix(white, blue, 0.5), "\(what): the layer's overlap")
            assertColor(img, 20, 20, halfRed, "\(what): the layer's red")
            assertColor(img, 140, 40, mix(halfRed, blue, 0.5), "\(what): one by one")
        }
    }

    func testABlendModeInsideATransparencyLayerActsOnThatLayerAlone() throws {
        // A transparency layer is drawn into "a fully transparent backdrop … treated as a
        // separate destination buffer from the context" and composited when it ends with the
        // state current at its beginning (Quartz 2D Programming Guide, "Transparency Layers").
        // Left: PaintCode's mask — a red square in a layer, cut by a black disc composited
        // .destinationIn from an inner layer. Only the outer layer is cut: the light gray drawn
        // before it stays around the disc, and the disc is red. Right: cyan, then a layer in
        // which yellow is drawn .multiply — over the layer's transparent backdrop, which leaves
        // yellow as it is — composited normally: the overlap is yellow, not cyan × yellow.
        let imgs = try pixels("""
                UIColor.lightGray.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
                context.saveGState()
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                UIColor.red.setFill()
                context.fill(CGRect(x: 10, y: 10, width: 80, height: 80))
                context.saveGState()
                context.setBlendMode(.destinationIn)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                UIColor.black.setFill()
                context.fillEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
                context.endTransparencyLayer()
                context.restoreGState()
                context.endTransparencyLayer()
                context.restoreGState()
                UIColor.cyan.setFill()
                context.fill(CGRect(x: 110, y: 10, width: 40, height: 80))
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                context.setBlendMode(.multiply)
                UIColor.yellow.setFill()
                context.fill(CGRect(x: 130, y: 10, width: 60, height: 80))
                context.endTransparencyLayer()
        """)
        let lightGray: RGB = (2.0 / 3, 2.0 / 3, 2.0 / 3), cyan: RGB = (0, 1, 1), yellow: RGB = (1, 1, 0)
        for (what, img) in imgs {
            assertColor(img, 50, 50, red, "\(what): the disc's middle")
            // (15, 15) and (50, 33) lie in the red square, outside the disc (radius 20 about (50, 50)).
            assertColor(img, 15, 15, lightGray, "\(what): the square's corner, cut away")
            assertColor(img, 50, 27, lightGray, "\(what): above the disc, cut away")
            assertColor(img, 5, 50, lightGray, "\(what): drawn before the layer, outside it")
            assertColor(img, 120, 50, cyan, "\(what): cyan alone")
            assertColor(img, 140, 50, yellow, "\(what): yellow multiplied in its own layer")
            assertColor(img, 170, 50, yellow, "\(what): yellow alone")
            assertColor(img, 195, 50, white, "\(what): the canvas")
        }
    }

    func testUIRectFillCopiesAColorThatIsNotOpaque() throws {
        // UIRectFill fills "using the fill color of the current graphics context and the
        // kCGBlendModeCopy blend mode" (UIKit): a color that is not opaque replaces what the
        // view drew under the rect. Over a blue fill: a clear hole shows the canvas's white
        // beneath the view; red at alpha 0.5 is half red over that white, not over the blue;
        // an opaque green covers the blue as drawing over does.
        let imgs = try pixels("""
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 180, height: 100))
                UIColor.clear.setFill()
                UIRectFill(CGRect(x: 10, y: 10, width: 40, height: 40))
                UIColor.red.withAlphaComponent(0.5).setFill()
                UIRectFill(CGRect(x: 70, y: 10, width: 40, height: 40))
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 130, y: 10, width: 40, height: 40))
        """)
        for (what, img) in imgs {
            assertColor(img, 30, 30, white, "\(what): the clear hole")
            assertColor(img, 90, 30, mix(white, red, 0.5), "\(what): half red copied")
            assertColor(img, 150, 30, (0, 1, 0), "\(what): opaque green")
            assertColor(img, 60, 30, blue, "\(what): blue between")
            assertColor(img, 190, 30, white, "\(what): past the fill")
        }
    }

    func testCGContextDrawPutsAnImageUpsideDownInAUIKitView() throws {
        // CGContext.draw(_:in:) draws with y up: in a view's flipped context the image's row j
        // lands on row 63 − j of its 64-row rect, where UIImage.draw(at:) keeps it upright.
        let imgs = try pixels("""
                let photo = UIImage(named: "photo")!
                photo.draw(at: CGPoint(x: 0, y: 0))
                context.draw(photo.cgImage!, in: CGRect(x: 100, y: 0, width: photo.cgImage!.width, height: photo.cgImage!.height))
        """)
        for (what, img) in imgs {
            for (i, j) in [(10, 5), (48, 20), (70, 40), (30, 60)] {
                let p = img[i, j]
                assertColor(img, 100 + i, 63 - j, (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255), "\(what): row \(j) flipped", tolerance: 4)
            }
        }
    }

    func testDrawByTilingRepeatsTheUpsideDownImageOverTheClip() throws {
        // CGContext.draw(_:in:byTiling: true) "fills the context's entire clipping region by
        // tiling many copies of the image, and the rect parameter defines the origin and size
        // of the tiling pattern" (Apple): each tile is draw(_:in:)'s, upside down in a view, so
        // the view's pixel (x, y) shows photo.png's pixel ((x − 20) mod 96, 63 − (y − 10) mod 64)
        // for the 96×64 rect at (20, 10) — in tiles before the rect's too — inside the clip
        // (x < 150), and nothing past it.
        let photo = try decodePNG(read(Paths.packageRoot.appendingPathComponent("docs/examples/photo.png")))
        let imgs = try pixels("""
                let photo = UIImage(named: "photo")!
                context.clip(to: CGRect(x: 0, y: 0, width: 150, height: 100))
                context.draw(photo.cgImage!, in: CGRect(x: 20, y: 10, width: 96, height: 64), byTiling: true)
        """)
        func mod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
        for (what, img) in imgs {
            // Points where the photo is flat for 3 pixels around (viewers smooth an image's
            // edges), in the tiles left of, at, right of and below the rect.
            for (x, y) in [(2, 14), (87, 54), (32, 30), (68, 16), (128, 30), (32, 94), (128, 94)] {
                let p = photo[mod(x - 20, 96), 63 - mod(y - 10, 64)]
                assertColor(img, x, y, (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255), "\(what): tile pixel", tolerance: 4)
            }
            assertColor(img, 170, 50, (1, 1, 1), "\(what): past the clip")
        }
        // byTiling: false is draw(_:in:): one copy, nothing around it.
        let one = try pixels("""
                let photo = UIImage(named: "photo")!
                context.draw(photo.cgImage!, in: CGRect(x: 20, y: 10, width: 96, height: 64), byTiling: false)
        """)
        for (what, img) in one {
            let p = photo[10, 63 - 20]
            assertColor(img, 30, 30, (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255), "\(what): the one copy")
            assertColor(img, 5, 3, (1, 1, 1), "\(what): before the rect")
            assertColor(img, 140, 80, (1, 1, 1), "\(what): past the rect")
        }
    }

    func testShapesWithoutAntialiasingHaveNoPartlyCoveredPixels() throws {
        // A square on half-pixel edges: antialiased, its edge pixels are half covered (gray);
        // with setShouldAntialias(false) each pixel is black or white (PNG: vector viewers
        // decide for themselves, and viewc warns for SVG and PDF).
        let text = source("""
                context.fill(CGRect(x: 5.5, y: 5.5, width: 15, height: 15))
                context.setShouldAntialias(false)
                context.fill(CGRect(x: 35.5, y: 5.5, width: 15, height: 15))
        """, width: 60, height: 30)
        let img = try decodePNG(try Render.bytes(try Render.ir(text: text), .png))
        let edge = Int(img[5, 12].r)
        XCTAssertTrue(edge > 90 && edge < 165, "antialiased edge pixel \(edge)")
        for y in 4...21 { for x in 34...51 {
            let v = Int(img[x, y].r)
            XCTAssertTrue(v == 0 || v == 255, "aliased pixel (\(x), \(y)) is \(v)")
        } }
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        let ir = Lowering.lower(try XCTUnwrap(c.document))
        XCTAssertEqual(FormatNotes.warnings(ir, formats: ["svg", "pdf"]).map(\.headline),
                       ["t.view:9:9: warning: SVG and PDF have no antialiasing switch: viewers draw these shapes antialiased (only the PNG is aliased)"])
    }

    func testAStraightCurveThatTurnsBackIsStrokedAlongTheLineItTraces() throws {
        // A cubic whose control points lie on the line of its ends is a straight stroke: the
        // first (PaintCode's pen writes its straight segments so) runs 0.01 past its end and
        // turns back, the second runs back from x = 40 before it goes forward, the third a closed
        // one out to x = 155 and back. Each paints the 6-wide band of every point it passes
        // (butt caps): the first from x = 10 to 130, the second from its least position along
        // the line (computed below) to 130, the third from 20 to its farthest point.
        let body = """
                context.setLineWidth(6)
                context.move(to: CGPoint(x: 10, y: 20))
                context.addCurve(to: CGPoint(x: 130, y: 20), control1: CGPoint(x: 130.01, y: 20), control2: CGPoint(x: 130, y: 20))
                context.move(to: CGPoint(x: 40, y: 50))
                context.addCurve(to: CGPoint(x: 130, y: 50), control1: CGPoint(x: 0, y: 50), control2: CGPoint(x: 130, y: 50))
                context.move(to: CGPoint(x: 20, y: 80))
                context.addCurve(to: CGPoint(x: 20, y: 80), control1: CGPoint(x: 200, y: 80), control2: CGPoint(x: 200, y: 80))
                context.strokePath()
        """
        // The second curve's position x(t) = 40(1−t)³ + 3·0·(1−t)²t + 3·130(1−t)t² + 130t³
        // is least where its derivative is 0; the third's greatest at t = ½ (symmetric).
        func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
            let m = 1 - t
            return a * m * m * m + 3 * b * m * m * t + 3 * c * m * t * t + d * t * t * t
        }
        let least = stride(from: 0.0, through: 1, by: 0.0001).map { cubic(40, 0, 130, 130, $0) }.min()!
        let farthest = cubic(20, 200, 200, 20, 0.5)
        XCTAssertLessThan(least, 35, "the second curve runs back from x = 40 before it goes forward")
        XCTAssertEqual(farthest, 155.0, accuracy: 1e-9)
        for (what, img) in try pixels(body) {
            for x in stride(from: 12, through: 128, by: 4) { assertColor(img, x, 20, (0, 0, 0), "\(what): first curve") }
            for x in [5, 134] { assertColor(img, x, 20, white, "\(what): past the first curve's ends") }
            for x in stride(from: Int(least.rounded(.up)) + 2, through: 128, by: 4) { assertColor(img, x, 50, (0, 0, 0), "\(what): second curve") }
            assertColor(img, Int(least) - 3, 50, white, "\(what): before the second curve's least point")
            for x in stride(from: 22, through: Int(farthest) - 2, by: 4) { assertColor(img, x, 80, (0, 0, 0), "\(what): third curve") }
            assertColor(img, Int(farthest) + 3, 80, white, "\(what): past the third curve's farthest point")
        }
    }

    func testUIImageDrawsItsFileAtTheAlphaGiven() throws {
        // photo.png drawn whole into (0, 0, 96, 64) and at half alpha into (100, 0, 96, 64):
        // every pixel of the second is halfway between the first's and white.
        let imgs = try pixels("""
                guard let photo = UIImage(named: "photo") else { return }
                photo.draw(in: CGRect(x: 0, y: 0, width: photo.size.width, height: photo.size.height))
                photo.draw(in: CGRect(x: 100, y: 0, width: 96, height: 64), blendMode: .normal, alpha: 0.5)
        """)
        for (what, img) in imgs {
            for (x, y) in [(10, 10), (48, 40), (80, 55)] {
                let p = img[x, y]
                let full: RGB = (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255)
                assertColor(img, x + 100, y, mix(full, white, 0.5), "\(what): half alpha", tolerance: 4)
            }
            assertColor(img, 98, 30, white, "\(what): between the images")
            assertColor(img, 50, 80, white, "\(what): below the image")
        }
    }
}

extension CoreGraphicsDrawingTests {
    /// UIBezierPath.stroke() sets the context's line dash from the path's only when the path has
    /// one: a path without a dash is dashed by `context.setLineDash` (as a PaintCode kit's
    /// seconds ring is), one with its own keeps its own, and `lengths: []` makes the context's
    /// solid again. Butt caps, 10 wide: the line at y 20 dashed [100, 300] is on for x < 100
    /// and off to 400; the one at y 50 with its own [20, 20] is on where x mod 40 < 20; the
    /// one at y 80, after `[]`, is solid.
    func testAPathWithoutADashStrokesWithTheContextsDash() throws {
        for (what, img) in try pixels("""
                UIColor.black.setStroke()
                context.setLineDash(phase: 0, lengths: [100, 300])
                let ring = UIBezierPath()
                ring.move(to: CGPoint(x: 0, y: 20))
                ring.addLine(to: CGPoint(x: 200, y: 20))
                ring.lineWidth = 10
                ring.stroke()
                let own = UIBezierPath()
                own.move(to: CGPoint(x: 0, y: 50))
                own.addLine(to: CGPoint(x: 200, y: 50))
                own.lineWidth = 10
                own.setLineDash([20, 20], count: 2, phase: 0)
                own.stroke()
                context.setLineDash(phase: 0, lengths: [])
                let solid = UIBezierPath()
                solid.move(to: CGPoint(x: 0, y: 80))
                solid.addLine(to: CGPoint(x: 200, y: 80))
                solid.lineWidth = 10
                solid.stroke()
        """) {
            for x in [10, 50, 95] { assertColor(img, x, 20, (0, 0, 0), "\(what): context's dash on") }
            for x in [105, 150, 195] { assertColor(img, x, 20, (1, 1, 1), "\(what): context's dash off") }
            for x in [5, 45, 165] { assertColor(img, x, 50, (0, 0, 0), "\(what): path's own dash on (x mod 40 < 20)") }
            for x in [25, 105, 150] { assertColor(img, x, 50, (1, 1, 1), "\(what): path's own dash off") }
            for x in [10, 105, 150, 195] { assertColor(img, x, 80, (0, 0, 0), "\(what): solid after lengths: []") }
        }
    }
}
