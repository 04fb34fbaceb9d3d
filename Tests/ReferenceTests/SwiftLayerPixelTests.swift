// Sublayers made in Swift code as Core Animation draws them, in our PNG, rsvg-convert's picture
// of our SVG and pdftoppm's of our PDF: gradient layers' colours at pixels (the fraction of the
// way from startPoint to endPoint, axial and radial, computed here), a shape layer's stroke
// trimmed by strokeStart and strokeEnd (its ends at those fractions of the line's length), a
// layer placed by its position and bounds, a layer masked by a gradient layer's alpha, and the
// order: the view's draw(_:) below its sublayers, a subview added after a sublayer above it.
// The hit test passes through layers.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class SwiftLayerPixelTests: XCTestCase {
    /// Whether a pixel is the colour `c`, each channel within `tol`.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double), _ tol: Double = 8) -> Bool {
        abs(Double(p.r) - c.0) <= tol && abs(Double(p.g) - c.1) <= tol && abs(Double(p.b) - c.2) <= tol
    }

    static let text = """
    canvas(width: 120, height: 80) {
        backgroundColor: .white
        Layered(frame: Rect(0, 0, 120, 80))
    }

    class Layered: UIView {
        let ramp = CAGradientLayer()
        lazy var line: CAShapeLayer = {
            let l = CAShapeLayer()
            l.strokeColor = UIColor.black.cgColor
            l.lineWidth = 10
            l.strokeStart = 0.1
            l.strokeEnd = 0.6
            return l
        }()
        override init(frame: CGRect) {
            super.init(frame: frame)
            ramp.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            ramp.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            ramp.startPoint = CGPoint(x: 0, y: 0.5)
            ramp.endPoint = CGPoint(x: 1, y: 0.5)
            layer.addSublayer(ramp)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 10, y: 50))
            path.addLine(to: CGPoint(x: 110, y: 50))
            line.path = path.cgPath
            layer.addSublayer(line)
            let square = CAShapeLayer()
            square.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            square.path = UIBezierPath(rect: square.bounds).cgPath
            square.fillColor = UIColor.green.cgColor
            square.position = CGPoint(x: 100, y: 65)
            layer.addSublayer(square)
            let glow = CAGradientLayer()
            glow.type = .radial
            glow.frame = CGRect(x: 0, y: 60, width: 40, height: 20)
            glow.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
            glow.startPoint = CGPoint(x: 0.5, y: 0.5)
            glow.endPoint = CGPoint(x: 1, y: 1)
            layer.addSublayer(glow)
            let faded = CALayer()
            faded.frame = CGRect(x: 60, y: 60, width: 30, height: 20)
            faded.backgroundColor = UIColor.red.cgColor
            let fade = CAGradientLayer()
            fade.frame = faded.bounds
            fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            fade.startPoint = CGPoint(x: 0, y: 0.5)
            fade.endPoint = CGPoint(x: 1, y: 0.5)
            faded.mask = fade
            layer.addSublayer(faded)
            let above = UIView(frame: CGRect(x: 60, y: 45, width: 5, height: 10))
            above.backgroundColor = .red
            addSubview(above)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            UIColor.gray.setFill()
            UIRectFill(CGRect(x: 40, y: 40, width: 10, height: 20))
        }
    }
    """

    func testSublayersDrawAsCoreAnimationDrawsThem() throws {
        let ir = try Render.ir(text: Self.text)
        let white = (255.0, 255.0, 255.0), black = (0.0, 0.0, 0.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // The ramp: at pixel x (centre x + 0.5) the fraction (x + 0.5) / 100 from red to blue.
            for x in [5, 25, 50, 80] {
                let f = (Double(x) + 0.5) / 100
                XCTAssertTrue(near(img[x, 10], (255 * (1 - f), 0, 255 * f)), "\(what): ramp at \(x) is \(img[x, 10])")
            }
            XCTAssertTrue(near(img[105, 10], white), "\(what): past the ramp layer's bounds \(img[105, 10])")
            // The radial glow: centred at (20, 70), its end the ellipse of radii 20 and 10
            // through the bounds' corner (1, 1); white to black with the ellipse's radius
            // fraction t, black past it. A renderer samples a shading somewhere in the pixel
            // (pdftoppm at its corner, cairo at its centre): the grey lies between the values
            // at the pixel's corners and centre.
            for (x, y) in [(25, 70), (20, 74), (12, 66), (2, 61)] {
                let samples = [(0.0, 0.0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)].map { (dx, dy) in
                    255 * (1 - min(1, hypot((Double(x) + dx - 20) / 20, (Double(y) + dy - 70) / 10)))
                }
                let got = Double(img[x, y].r)
                XCTAssertTrue(got >= samples.min()! - 4 && got <= samples.max()! + 4 && img[x, y].g == img[x, y].r,
                              "\(what): glow at \(x),\(y) is \(img[x, y]), not within \(samples)")
            }
            // The red layer masked by a gradient from opaque to clear, left to right: at pixel
            // x its alpha is 1 − f, f = (x + 0.5 − 60) / 30, over white.
            for x in [63, 75, 86] {
                let f = (Double(x) + 0.5 - 60) / 30
                XCTAssertTrue(near(img[x, 70], (255, 255 * f, 255 * f)), "\(what): faded at \(x) is \(img[x, 70])")
            }
            // The line 10…110 trimmed to 0.1…0.6 of its length: from x = 20 to x = 70, butt caps.
            let from = 10 + 0.1 * 100, to = 10 + 0.6 * 100
            XCTAssertTrue(near(img[Int(from) - 3, 50], white), "\(what): before strokeStart \(img[Int(from) - 3, 50])")
            XCTAssertTrue(near(img[Int(from) + 2, 50], black), "\(what): after strokeStart \(img[Int(from) + 2, 50])")
            XCTAssertTrue(near(img[Int(to) - 3, 50], black), "\(what): before strokeEnd \(img[Int(to) - 3, 50])")
            XCTAssertTrue(near(img[Int(to) + 2, 50], white), "\(what): after strokeEnd \(img[Int(to) + 2, 50])")
            // draw(_:)'s gray is under the line (the layer's own content is below its sublayers)
            // and shows below it.
            XCTAssertTrue(near(img[45, 50], black), "\(what): line over draw(_:) \(img[45, 50])")
            XCTAssertTrue(near(img[45, 58], (128, 128, 128), 12), "\(what): draw(_:) \(img[45, 58])")
            // The subview added after the line is above it.
            XCTAssertTrue(near(img[62, 50], (255, 0, 0)), "\(what): subview over the line \(img[62, 50])")
            // The square: bounds 10×10 with its middle (the anchor) at the position (100, 65).
            XCTAssertTrue(near(img[96, 61], (0, 255, 0)), "\(what): square \(img[96, 61])")
            XCTAssertTrue(near(img[93, 65], white) && near(img[106, 65], white), "\(what): beside the square")
        }
        // A touch on the line goes to the view, not to the layer over it.
        let c = Driver.compile(SourceFile(path: "t.view", text: Self.text), EvalOptions())
        let root = try XCTUnwrap(c.document).pages[0].root
        XCTAssertEqual(HitTester.hit(root, Point(30, 50)).first?.kind, "Layered")
    }

    /// A conic gradient layer (`type = .conic`): around startPoint, the color at a pixel is
    /// the gradient's at the fraction t of a turn its centre's direction makes clockwise from
    /// the direction of endPoint — red to blue over the whole turn from 3 o'clock (t from the
    /// pixel centre's angle, computed here: red × (1 − t) + blue × t), and with locations 0.25,
    /// 0.5, 0.75 from 12 o'clock red before a quarter turn, blue after three, green half way,
    /// and linear between (at t 0.375, half red and half green).
    func testAConicGradientLayerGoesRoundItsStartPoint() throws {
        let ir = try Render.ir(text: """
        canvas(width: 200, height: 100) {
            backgroundColor: .white
            V(frame: Rect(0, 0, 200, 100))
        }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let turn = CAGradientLayer()
                turn.type = .conic
                turn.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                turn.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                turn.startPoint = CGPoint(x: 0.5, y: 0.5)
                turn.endPoint = CGPoint(x: 1, y: 0.5)
                layer.addSublayer(turn)
                let bands = CAGradientLayer()
                bands.type = .conic
                bands.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
                bands.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
                bands.locations = [0.25, 0.5, 0.75]
                bands.startPoint = CGPoint(x: 0.5, y: 0.5)
                bands.endPoint = CGPoint(x: 0.5, y: 0)
                layer.addSublayer(bands)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The fraction of a turn clockwise (y down) from the angle `from` of the pixel (x, y)'s
        // centre around (cx, cy).
        func turn(_ x: Int, _ y: Int, _ cx: Double, _ cy: Double, from: Double) -> Double {
            var a = atan2(Double(y) + 0.5 - cy, Double(x) + 0.5 - cx) - from
            while a < 0 { a += 2 * .pi }
            return a / (2 * .pi)
        }
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for (x, y) in [(71, 71), (28, 71), (28, 28), (65, 24), (50, 85)] {
                let t = turn(x, y, 50, 50, from: 0)
                XCTAssertTrue(near(img[x, y], (255 * (1 - t), 0, 255 * t), 10), "\(what): turn at \(x),\(y) (t \(t)) is \(img[x, y])")
            }
            // From 12 o'clock: t 0.1 (red), 0.9 (blue), 0.5 (green), 0.375 (half red, half green).
            for (x, y, c) in [(160, 20, (255.0, 0.0, 0.0)), (140, 20, (0.0, 0.0, 255.0)), (150, 85, (0.0, 255.0, 0.0))] {
                XCTAssertTrue(near(img[x, y], c, 10), "\(what): bands at \(x),\(y) (t \(turn(x, y, 150, 50, from: -.pi / 2))) is \(img[x, y])")
            }
            // Between the stops, linear in t: red to green from 0.25 to 0.5, green to blue after.
            for (x, y) in [(167, 67), (125, 75)] {
                let t = turn(x, y, 150, 50, from: -.pi / 2)
                let want = t < 0.5 ? (255 * (1 - (t - 0.25) / 0.25), 255 * (t - 0.25) / 0.25, 0.0)
                                   : (0.0, 255 * (1 - (t - 0.5) / 0.25), 255 * (t - 0.5) / 0.25)
                XCTAssertTrue(near(img[x, y], want, 10), "\(what): bands at \(x),\(y) (t \(t)) is \(img[x, y])")
            }
        }
    }

    /// A gradient layer masked by a shape layer's thick stroke (a gauge's ring: a circle of
    /// radius 40 stroked 20 wide about the middle of a 100-point layer, so the stroke reaches
    /// its edges) shows the stroke whole in every format: the mask's alpha is the stroke's out
    /// to radius 40 + 20 / 2 = 50, past the circle's own outline, also in the SVG (cairo's mask
    /// filter region would have cut it at the outline: SVGMaskType.swift).
    func testAStrokeMaskShowsItsWholeStrokeInTheSVG() throws {
        let ir = try Render.ir(text: """
        canvas(width: 120, height: 120) {
            backgroundColor: .white
            V(frame: Rect(10, 10, 100, 100))
        }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let g = CAGradientLayer()
                g.frame = bounds
                g.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
                let ring = CAShapeLayer()
                ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
                ring.lineWidth = 20
                ring.strokeColor = UIColor.black.cgColor
                ring.fillColor = nil
                g.mask = ring
                layer.addSublayer(g)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // In canvas points: the centre (60, 60); blue from radius 30 to 50, white inside 30.
        assertColors(try pixelsInEveryFormat(ir, self), [
            (x: 60, y: 12, want: (0, 0, 255), place: "the stroke's outer half at the top (radius 47.5)"),
            (x: 12, y: 60, want: (0, 0, 255), place: "the stroke's outer half at the left (radius 47.5)"),
            (x: 107, y: 60, want: (0, 0, 255), place: "the stroke's outer half at the right (radius 47.5)"),
            (x: 60, y: 25, want: (0, 0, 255), place: "the stroke's inner half (radius 34.5)"),
            (x: 60, y: 60, want: (255, 255, 255), place: "the middle, inside the ring"),
        ])
    }

    /// A conic gradient of 20,000 colours, a ramp from red to blue, draws as the two-colour
    /// gradient does (each pixel red × (1 − t) + blue × t at its fraction t of the turn): its
    /// sectors are capped and its stops walked once, so many colours cost linear time.
    func testAConicGradientOfManyColoursIsItsRamp() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 100) {
            backgroundColor: .white
            V(frame: Rect(0, 0, 100, 100))
        }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let turn = CAGradientLayer()
                turn.type = .conic
                turn.frame = bounds
                var colors: [CGColor] = []
                for i in 0..<20000 {
                    let t = CGFloat(i) / 19999
                    colors.append(UIColor(red: 1 - t, green: 0, blue: t, alpha: 1).cgColor)
                }
                turn.colors = colors
                turn.startPoint = CGPoint(x: 0.5, y: 0.5)
                turn.endPoint = CGPoint(x: 1, y: 0.5)
                layer.addSublayer(turn)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for (x, y) in [(71, 71), (28, 71), (28, 28), (65, 24), (50, 85)] {
                var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
                if a < 0 { a += 2 * .pi }
                let t = a / (2 * .pi)
                XCTAssertTrue(near(img[x, y], (255 * (1 - t), 0, 255 * t), 10), "\(what): at \(x),\(y) (t \(t)) is \(img[x, y])")
            }
        }
    }

    /// A layer's `contents` image (made by a renderer: a red 20 × 10 rectangle with a blue
    /// right half) fills its bounds by `contentsGravity`: stretched by default over the blue
    /// background (x 0…100: red to 50, blue after), fitted with its aspect kept (`.resizeAspect`,
    /// 100 × 50 centred: rows 25…75, the green background above and below) and filling with
    /// its aspect kept (`.resizeAspectFill`, 200 × 100 centred: x from −50, so red to 50 − 50 = 0
    /// … the split at x 100 − 50 + 150 … of the layer at 200, clipped by masksToBounds).
    func testALayersContentsImageFillsItsBoundsByItsGravity() throws {
        let text = """
        canvas(width: 300, height: 100) {
            backgroundColor: .white
            V(frame: Rect(0, 0, 300, 100))
        }
        class V: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                let img = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in
                    UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                    UIColor.blue.setFill(); UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                }
                let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .resizeAspectFill]
                for i in 0..<3 {
                    let g = gravities[i]
                    let l = CALayer()
                    l.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100)
                    l.backgroundColor = UIColor.green.cgColor
                    l.contents = img.cgImage as CFTypeRef
                    l.contentsGravity = g
                    l.masksToBounds = true
                    layer.addSublayer(l)
                }
            }
        }
        """
        let ir = try Render.ir(text: text)
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0), green = (0.0, 255.0, 0.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Stretched: the image's halves are 50 wide, the full height.
            for (x, y, c) in [(10, 5, red), (45, 95, red), (55, 5, blue), (95, 95, blue)] {
                XCTAssertTrue(near(img[x, y], c), "\(what): resize at \(x),\(y) is \(img[x, y])")
            }
            // Fitted: scale min(100 / 20, 100 / 10) = 5, 100 × 50 at y 25; green above and below.
            for (x, y, c) in [(110, 10, green), (110, 30, red), (190, 70, blue), (190, 90, green)] {
                XCTAssertTrue(near(img[x, y], c), "\(what): resizeAspect at \(x),\(y) is \(img[x, y])")
            }
            // Filling: scale max(5, 10) = 10, 200 × 100 at x 200 + (100 − 200) / 2 = 150: its
            // red half is x 150…250, its blue 250…350, the layer showing 200…300.
            for (x, y, c) in [(210, 50, red), (245, 5, red), (255, 95, blue), (295, 50, blue)] {
                XCTAssertTrue(near(img[x, y], c), "\(what): resizeAspectFill at \(x),\(y) is \(img[x, y])")
            }
        }
    }

    /// CALayer subclasses drawing in draw(in:): the view's layer (its layerClass) drawn for the
    /// view, and a sublayer's triangle in its frame over its background, confined to its bounds.
    func testLayerSubclassesDrawInTheirBounds() throws {
        let ir = try Render.ir(text: """
        canvas(width: 120, height: 60) {
            backgroundColor: .white
            Host(frame: Rect(0, 0, 120, 60))
        }

        class Host: UIView {
            override class var layerClass: AnyClass { return Band.self }
            override func draw(_ rect: CGRect) {}
            override init(frame: CGRect) {
                super.init(frame: frame)
                let w = Wedge()
                w.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
                w.backgroundColor = UIColor.yellow.cgColor
                layer.addSublayer(w)
                w.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        class Band: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 4, height: bounds.height))
            }
        }

        class Wedge: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.move(to: CGPoint(x: 0, y: 0))
                ctx.addLine(to: CGPoint(x: bounds.width, y: 0))
                ctx.addLine(to: CGPoint(x: 0, y: bounds.height))
                ctx.closePath()
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fillPath()
                ctx.fill(CGRect(x: 30, y: 30, width: 30, height: 30))
            }
        }
        """)
        let red = (255.0, 0.0, 0.0), yellow = (255.0, 255.0, 0.0), white = (255.0, 255.0, 255.0), blue = (0.0, 0.0, 255.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // The view's layer: a quarter of its 120-point width, blue.
            XCTAssertTrue(near(img[10, 30], blue) && near(img[25, 50], blue), "\(what): the view's layer \(img[10, 30])")
            XCTAssertTrue(near(img[35, 30], white), "\(what): past the band \(img[35, 30])")
            // The wedge at (60, 10): red where its x + y < 40 (pixel centres), its yellow
            // background beyond, the square at (30, 30) red up to its bounds and no further.
            for (x, y) in [(2, 2), (30, 5), (5, 30), (18, 18), (25, 20), (38, 10)] {
                let inside = Double(x) + 0.5 + Double(y) + 0.5 < 40
                XCTAssertTrue(near(img[60 + x, 10 + y], inside ? red : yellow), "\(what): wedge at \(x),\(y) \(img[60 + x, 10 + y])")
            }
            XCTAssertTrue(near(img[60 + 35, 10 + 35], red), "\(what): the square in the bounds \(img[95, 45])")
            XCTAssertTrue(near(img[60 + 45, 10 + 35], white) && near(img[60 + 35, 10 + 45], white), "\(what): the square confined to the bounds")
        }
    }
}

extension SwiftLayerPixelTests {
    /// CATextLayer draws its string from the top of its bounds with Core Animation's defaults —
    /// white, Helvetica at fontSize 36 — and a UIFont set as its font gives the face, not the
    /// size (`fontSize` does); `foregroundColor` colours it, `alignmentMode = .center` centres
    /// each line in the bounds, and nothing shows outside them (the text is the layer's
    /// contents). "H"'s ink is as tall as the font's cap height at the size, computed here from
    /// the face's metrics, in our PNG, rsvg-convert's SVG picture and pdftoppm's PDF picture.
    func testATextLayerDrawsItsStringWithCoreAnimationsDefaults() throws {
        let ir = try Render.ir(text: """
        canvas(width: 200, height: 100) {
            backgroundColor: .black
            Labels(frame: Rect(0, 0, 200, 100))
        }
        class Labels: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let big = CATextLayer()
                big.string = "H"
                big.frame = CGRect(x: 10, y: 10, width: 60, height: 50)
                layer.addSublayer(big)
                let small = CATextLayer()
                small.string = "H"
                small.font = UIFont.boldSystemFont(ofSize: 50)
                small.fontSize = 12
                small.foregroundColor = UIColor.yellow.cgColor
                small.alignmentMode = .center
                small.frame = CGRect(x: 100, y: 10, width: 80, height: 30)
                layer.addSublayer(small)
                let cut = CATextLayer()
                cut.string = "HHHHHHHHHH"
                cut.fontSize = 20
                cut.frame = CGRect(x: 10, y: 70, width: 50, height: 25)
                layer.addSublayer(cut)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let cap36 = PangoTextLayout.shared.lineMetrics(Font(family: "Nimbus Sans", size: 36, weight: .regular)).capHeight
        let cap12 = PangoTextLayout.shared.lineMetrics(Font(family: nil, size: 12, weight: .bold)).capHeight
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // The ink of a colour in a box: its rows' and columns' extent.
            func ink(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
                var e: (Int, Int, Int, Int)? = nil
                for y in y0..<y1 { for x in x0..<x1 where test(img[x, y]) {
                    e = e.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
                } }
                return e.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
            }
            let white = ink(0, 0, 95, 65) { $0.r > 128 && $0.g > 128 && $0.b > 128 }
            let big = try XCTUnwrap(white, "\(what): the default white text")
            XCTAssertEqual(Double(big.maxY - big.minY + 1), cap36, accuracy: 2.5, "\(what): 36-point H")
            XCTAssertGreaterThanOrEqual(big.minX, 10, "\(what): from the layer's left")
            let yellow = try XCTUnwrap(ink(95, 0, 200, 65) { $0.r > 128 && $0.g > 128 && $0.b < 100 }, "\(what): yellow text")
            XCTAssertEqual(Double(yellow.maxY - yellow.minY + 1), cap12, accuracy: 1.5, "\(what): fontSize 12, not the font's 50")
            XCTAssertEqual(Double(yellow.minX + yellow.maxX + 1) / 2, 140, accuracy: 1.5, "\(what): centred in x 100…180")
            let cut = try XCTUnwrap(ink(0, 66, 200, 100) { $0.r > 128 }, "\(what): the cut text")
            XCTAssertLessThanOrEqual(cut.maxX, 60, "\(what): nothing past the layer's bounds")
            XCTAssertGreaterThanOrEqual(cut.maxX, 56, "\(what): the text reaches the bounds' edge")
        }
    }
}

extension SwiftLayerPixelTests {
    /// Subclasses of CAShapeLayer and CAGradientLayer draw as those layers: a view's layer of a
    /// shape layer class shows its draw(in:) contents with the shape composited over them (Core
    /// Animation puts the shape between the contents and the first sublayer); a gradient
    /// subclass setting its colors in init() fills its frame with them; a layer placed by
    /// `position.x` and `.y`; and a view's own layer whose layoutSublayers() asks for display.
    func testShapeAndGradientLayerSubclassesDrawAsTheirLayers() throws {
        let ir = try Render.ir(text: """
        canvas(width: 160, height: 40) {
            backgroundColor: .white
            Shaped(frame: Rect(0, 0, 40, 40))
            Ramped(frame: Rect(40, 0, 80, 40))
            LaidOut(frame: Rect(120, 0, 40, 40))
        }

        class Shaped: UIView {
            override class var layerClass: AnyClass { return Plate.self }
        }

        class Plate: CAShapeLayer {
            override init() {
                super.init()
                path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
                fillColor = UIColor.blue.cgColor
                setNeedsDisplay()
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }

        class Ramped: UIView {
            let ramp = Ramp()
            let dot = CAShapeLayer()
            override func draw(_ rect: CGRect) {
                ramp.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
                layer.insertSublayer(ramp, at: 0)
                dot.bounds.size = CGSize(width: 10, height: 10)
                dot.position.x = 70
                dot.position.y = 30
                dot.path = UIBezierPath(rect: dot.bounds).cgPath
                dot.fillColor = UIColor.green.cgColor
                layer.addSublayer(dot)
            }
        }

        class Ramp: CAGradientLayer {
            override init() {
                super.init()
                colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                startPoint = CGPoint(x: 0, y: 0.5)
                endPoint = CGPoint(x: 1, y: 0.5)
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }

        class LaidOut: UIView {
            override class var layerClass: AnyClass { return Late.self }
        }

        class Late: CALayer {
            var didSetup = false
            override func layoutSublayers() {
                if !didSetup {
                    didSetup = true
                    setNeedsDisplay()
                }
            }
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.black.cgColor)
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        }
        """)
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0), green = (0.0, 255.0, 0.0)
        let white = (255.0, 255.0, 255.0), black = (0.0, 0.0, 0.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Shaped: draw(in:) fills the bounds red; the shape's blue square 10…30 lies over it.
            XCTAssertTrue(near(img[5, 5], red) && near(img[35, 35], red), "\(what): the contents \(img[5, 5])")
            XCTAssertTrue(near(img[20, 20], blue) && near(img[11, 28], blue), "\(what): the shape over the contents \(img[20, 20])")
            // Ramped at x 40: the ramp 0…60 wide from red to blue, at pixel x the fraction
            // (x + 0.5 − 40) / 60; white past it.
            for x in [42, 60, 75, 98] {
                let f = (Double(x) + 0.5 - 40) / 60
                XCTAssertTrue(near(img[x, 10], (255 * (1 - f), 0, 255 * f)), "\(what): ramp at \(x) is \(img[x, 10])")
            }
            XCTAssertTrue(near(img[102, 10], white), "\(what): past the ramp \(img[102, 10])")
            // The dot: 10×10 centred at (70, 30) of the view, so 105…115 × 25…35 on the canvas.
            XCTAssertTrue(near(img[110, 30], green) && near(img[106, 26], green), "\(what): the dot \(img[110, 30])")
            XCTAssertTrue(near(img[103, 30], white) && near(img[110, 23], white), "\(what): beside the dot")
            // LaidOut at x 120: its layer displayed from layoutSublayers, black 10…30.
            XCTAssertTrue(near(img[140, 20], black), "\(what): the laid-out layer's drawing \(img[140, 20])")
            XCTAssertTrue(near(img[125, 5], white), "\(what): outside it \(img[125, 5])")
        }
    }
}
