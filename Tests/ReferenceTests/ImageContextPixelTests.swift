// Image contexts in Swift code: UIGraphicsBeginImageContextWithOptions makes a context the
// current one, what is drawn into it (CGContext calls and UIBezierPath.fill alike) becomes the
// UIImage UIGraphicsGetImageFromCurrentImageContext gives, clipped to the image's size, and
// UIGraphicsEndImageContext makes the view's context current again. The image is drawn as a
// drawing (no bitmap in the SVG) in our PNG, rsvg-convert's picture of our SVG and pdftoppm's
// of our PDF: stretched by draw(in:), at its size by draw(at:), repeated from the origin as
// UIColor(patternImage:)'s fill; a CGPattern's cell drawn by its callback, repeated the same way; an opaque context starts black; outside an image context
// there is no image to get. UIGraphicsImageRenderer's image { ctx in … } is what its closure
// draws (ctx.cgContext its context), of the renderer's size or bounds; clear(_:) in it clears the
// image alone. CGContext.makeImage() of an image context, and clip(to:mask:) with it.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class ImageContextPixelTests: XCTestCase {
    /// Whether a pixel is the colour `c`, each channel within `tolerance`.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double), within tolerance: Double = 8) -> Bool {
        abs(Double(p.r) - c.0) <= tolerance && abs(Double(p.g) - c.1) <= tolerance && abs(Double(p.b) - c.2) <= tolerance
    }

    static let text = """
    canvas(width: 200, height: 100) {
        backgroundColor: .white
        Stamps(frame: Rect(0, 0, 200, 100))
    }

    class Stamps: UIView {
        override func draw(_ rect: CGRect) {
            // 20 × 10: red on the left half, blue on the right; green past its right edge.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 0)
            let ic = UIGraphicsGetCurrentContext()!
            ic.setFillColor(UIColor.red.cgColor)
            ic.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
            ic.setFillColor(UIColor.green.cgColor)
            ic.fill(CGRect(x: 20, y: 0, width: 30, height: 10))
            let img = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            img.draw(in: CGRect(x: 0, y: 0, width: 80, height: 40))
            img.draw(at: CGPoint(x: 100, y: 0))
            // Opaque, 10 × 10, white on its left half only.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 1)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            let dark = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            dark?.draw(at: CGPoint(x: 140, y: 20))
            if UIGraphicsGetImageFromCurrentImageContext() == nil {
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 180, y: 0, width: 20, height: 20))
            }
            UIColor(patternImage: img).setFill()
            UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 50, width: 200, height: 50))
        }
    }
    """

    func testAnImageDrawnInCodeDrawsAsItsDrawing() throws {
        let ir = try Render.ir(text: Self.text)
        let svg = String(decoding: try Render.bytes(ir, .svg), as: UTF8.self)
        XCTAssertFalse(svg.contains("<image"), "an image drawn in code is vector in the SVG")
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0), white = (255.0, 255.0, 255.0)
        let green = (0.0, 255.0, 0.0), black = (0.0, 0.0, 0.0)
        let size = (w: 20.0, h: 10.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // draw(in:) stretches 20 × 10 to 80 × 40: the red half ends at x = 40.
            let sx = 80 / size.w
            XCTAssertTrue(near(img[Int(5 * sx), 20], red), "\(what): stretched red \(img[Int(5 * sx), 20])")
            XCTAssertTrue(near(img[Int(15 * sx), 20], blue), "\(what): stretched blue \(img[Int(15 * sx), 20])")
            XCTAssertTrue(near(img[85, 20], white), "\(what): past the stretched image \(img[85, 20])")
            // draw(at:) at its size: blue at 110…120, and the green drawn past the image's
            // right edge clipped away.
            XCTAssertTrue(near(img[100 + 5, 5], red) && near(img[100 + 15, 5], blue), "\(what): at its size \(img[105, 5]) \(img[115, 5])")
            XCTAssertTrue(near(img[100 + Int(size.w) + 5, 5], white), "\(what): clipped to the image \(img[125, 5])")
            // The opaque image: black where nothing was drawn.
            XCTAssertTrue(near(img[142, 25], white) && near(img[147, 25], black), "\(what): opaque \(img[142, 25]) \(img[147, 25])")
            // No image outside an image context.
            XCTAssertTrue(near(img[190, 10], green), "\(what): nil outside an image context \(img[190, 10])")
            // The pattern: tiles of 20 from x = 0, red where x mod 20 < 10.
            for x in Swift.stride(from: 2, to: 198, by: 5) where (2...7).contains(x % 10) {
                let want = Double(x).truncatingRemainder(dividingBy: size.w) < size.w / 2 ? red : blue
                for y in [52, 75, 97] {
                    XCTAssertTrue(near(img[x, y], want), "\(what): pattern at \(x),\(y) is \(img[x, y])")
                }
            }
        }
    }

    func testARenderersImageIsWhatItsClosureDraws() throws {
        let text = """
        canvas(width: 60, height: 40) {
            backgroundColor: .white
            Rendered(frame: Rect(0, 0, 60, 40))
        }

        class Rendered: UIView {
            // An image view showing a drawn 10 × 10 blue square, fitted into 20 × 10.
            override init(frame: CGRect) {
                super.init(frame: frame)
                let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                    UIColor.blue.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
                let v = UIImageView(image: square)
                v.frame = CGRect(x: 40, y: 25, width: 20, height: 10)
                v.contentMode = .scaleAspectFit
                addSubview(v)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                // 4 × 4: blue on the top two rows, red below.
                let r = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
                let stripes = r.image { ctx in
                    let imcon = ctx.cgContext
                    imcon.setFillColor(UIColor.red.cgColor)
                    imcon.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                    ctx.cgContext.setFillColor(UIColor.blue.cgColor)
                    imcon.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
                }
                UIColor(patternImage: stripes).setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
                // The bounds' origin (10, 10) is the image's top-left corner: green on its left half.
                let half = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20)).image { _ in
                    UIColor.green.setFill()
                    UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 20))
                }
                half.draw(at: CGPoint(x: 40, y: 0))
            }
        }
        """
        let ir = try Render.ir(text: text)
        let tile = 4
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for y in 0..<40 {
                let want = y % tile < tile / 2 ? (0.0, 0.0, 255.0) : (255.0, 0.0, 0.0)
                XCTAssertTrue(near(img[7, y], want), "\(what): stripe row \(y) is \(img[7, y])")
            }
            XCTAssertTrue(near(img[40 + 5, 10], (0, 255, 0)), "\(what): the image's left half \(img[45, 10])")
            XCTAssertTrue(near(img[40 + 15, 10], (255, 255, 255)), "\(what): its right half \(img[55, 10])")
            // Aspect fit: the square's side is the frame's height, 10, centred: x 45…55.
            let side = 10.0, left = 40 + (20 - side) / 2
            XCTAssertTrue(near(img[Int(left + side / 2), 30], (0, 0, 255)), "\(what): the image view's image \(img[50, 30])")
            XCTAssertTrue(near(img[Int(left) - 3, 30], (255, 255, 255)) && near(img[Int(left + side) + 2, 30], (255, 255, 255)),
                          "\(what): beside the fitted image \(img[42, 30]) \(img[57, 30])")
        }
    }

    /// An image context is a bitmap of its own, transparent at its start: `clear(_:)` in it
    /// clears the image, and the image drawn over a blue square shows the square through the
    /// hole — the clear reaches neither the view's drawing beneath the image nor the canvas.
    /// A 40 × 40 red image with its middle 20 × 20 cleared, drawn at (10, 10) over a blue
    /// square (20, 20, 10, 10) on a yellow canvas: the hole (20…40 on the page) shows the
    /// square in its top-left quarter and the canvas in the rest.
    func testClearInAnImageContextClearsTheImageAlone() throws {
        let ir = try Render.ir(text: """
        canvas(width: 60, height: 60) {
            backgroundColor: .yellow
            Holed(frame: Rect(0, 0, 60, 60))
        }
        class Holed: UIView {
            override func draw(_ rect: CGRect) {
                let holed = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
                    ctx.cgContext.setFillColor(UIColor.red.cgColor)
                    ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                    ctx.cgContext.clear(CGRect(x: 10, y: 10, width: 20, height: 20))
                }
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 20, y: 20, width: 10, height: 10))
                holed.draw(at: CGPoint(x: 10, y: 10))
            }
        }
        """)
        let yellow = (255, 255, 0), red = (255, 0, 0), blue = (0, 0, 255)
        assertColors(try pixelsInEveryFormat(ir, self), [
            (5, 5, yellow, "the canvas"), (15, 15, red, "the image's frame"), (25, 25, blue, "the square through the hole"),
            (35, 35, yellow, "the canvas through the hole"), (45, 45, red, "the image's frame"),
        ], opaque: true)
    }

    func testANegativeImageSizeIsALocatedError() throws {
        let text = """
        canvas(width: 20, height: 20) { C(frame: Rect(0, 0, 20, 20)) }
        class C: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: -1, height: 4), false, 0)
                UIGraphicsEndImageContext()
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        let errors = c.diagnostics.filter { $0.severity == .error }.map(\.headline)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("t.view:4:") == true && errors.first?.contains("size") == true, "\(errors)")
    }

    /// A pattern color set as the stroke color strokes (its outline filled with the tiles,
    /// SwiftEverydayCodeTests checks the geometry): no error, as UIKit takes it.
    func testAPatternColorIsTakenAsTheStrokeColor() throws {
        let text = """
        canvas(width: 20, height: 20) { C(frame: Rect(0, 0, 20, 20)) }
        class C: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
                let img = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                UIColor(patternImage: img).setStroke()
                UIBezierPath(rect: CGRect(x: 4, y: 4, width: 10, height: 10)).stroke()
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.headline), [])
    }

    /// A CGPattern's cell, drawn by its drawPattern callback, repeated side by side from the
    /// origin as the fill of a triangle: columns 3 wide, green on the left 1, blue on the right 2.
    func testACGPatternFillsWithItsCellRepeated() throws {
        let text = """
        canvas(width: 60, height: 40) {
            backgroundColor: .white
            Patterned(frame: Rect(0, 0, 60, 40))
        }

        class Patterned: UIView {
            override func draw(_ rect: CGRect) {
                let con = UIGraphicsGetCurrentContext()!
                con.saveGState()
                let sp = CGColorSpace(patternBaseSpace: nil)!
                con.setFillColorSpace(sp)
                let drawCell: CGPatternDrawPatternCallback = { _, con in
                    con.setFillColor(UIColor.blue.cgColor)
                    con.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
                    con.setFillColor(UIColor.green.cgColor)
                    con.fill(CGRect(x: 0, y: 0, width: 1, height: 3))
                }
                var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawCell, releaseInfo: nil)
                let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 3, height: 3), matrix: .identity,
                                        xStep: 3, yStep: 3, tiling: .constantSpacingMinimalDistortion,
                                        isColored: true, callbacks: &callbacks)!
                var alpha: CGFloat = 1
                con.setFillPattern(pattern, colorComponents: &alpha)
                con.move(to: CGPoint(x: 0, y: 0))
                con.addLine(to: CGPoint(x: 60, y: 0))
                con.addLine(to: CGPoint(x: 0, y: 40))
                con.fillPath()
                con.restoreGState()
                con.fill(CGRect(x: 50, y: 30, width: 10, height: 10))
            }
        }
        """
        let ir = try Render.ir(text: text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Inside the triangle (x / 60 + y / 40 < 1 at the pixel centre): column x % 3 == 0 green.
            for (x, y) in [(0, 1), (1, 1), (2, 1), (3, 10), (4, 10), (5, 10), (21, 5), (22, 5), (24, 20)] {
                let fx = Double(x) + 0.5, fy = Double(y) + 0.5
                XCTAssertLessThan(fx / 60 + fy / 40, 1)
                let want = x % 3 == 0 ? (0.0, 255.0, 0.0) : (0.0, 0.0, 255.0)
                XCTAssertTrue(near(img[x, y], want), "\(what): pattern at \(x),\(y) is \(img[x, y])")
            }
            XCTAssertTrue(near(img[50, 30], (255, 255, 255)) == false, "\(what): the corner square is filled")
            // Outside the triangle: white; after restoreGState the fill is black again.
            XCTAssertTrue(near(img[40, 30], (255, 255, 255)), "\(what): outside \(img[40, 30])")
            XCTAssertTrue(near(img[55, 35], (0, 0, 0)), "\(what): black after restore \(img[55, 35])")
        }
        // What is outside the patterns drawn here is a located error.
        func firstError(_ pattern: String) -> String? {
            let t = text.replacingOccurrences(of: "CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 3, height: 3), matrix: .identity,\n                                xStep: 3, yStep: 3", with: pattern)
            return Driver.compile(SourceFile(path: "t.view", text: t), EvalOptions()).diagnostics.first { $0.severity == .error }?.headline
        }
        XCTAssertEqual(firstError("CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 3, height: 3), matrix: .identity, xStep: 0, yStep: 3"),
                       "t.view:19:119: error: a pattern's xStep here is a distance greater than 0, not 0")
        XCTAssertEqual(firstError("CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 3, height: 3), matrix: CGAffineTransform(scaleX: 2, y: 2), xStep: 3, yStep: 3"),
                       "t.view:19:101: error: a pattern's matrix here is .identity (its cells in the coordinates it fills in)")
    }
}

extension ImageContextPixelTests {
    /// A CGPattern whose steps are not its cell's size, as Core Graphics tiles it: the cell,
    /// clipped to its bounds, at every multiple of the steps. Steps larger than the cell leave
    /// gaps: a 3 × 3 blue cell every 5 is blue where x % 5 < 3 and y % 5 < 3, white between.
    /// Steps smaller than the cell overlap the cells: a 12 × 12 cell holding one green column
    /// 1 wide at its left edge, every 4, is green where x % 4 == 0 (also where cells overlap,
    /// x 4 and 8 of the first cell's span), white elsewhere — not a column every 12.
    func testACGPatternsStepsSpaceItsCells() throws {
        func text(bounds: Int, step: Int, cell: String) -> String {
            """
            canvas(width: 40, height: 40) {
                backgroundColor: .white
                Patterned(frame: Rect(0, 0, 40, 40))
            }

            class Patterned: UIView {
                override func draw(_ rect: CGRect) {
                    let con = UIGraphicsGetCurrentContext()!
                    con.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
                    let drawCell: CGPatternDrawPatternCallback = { _, con in
                        \(cell)
                    }
                    var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawCell, releaseInfo: nil)
                    let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: \(bounds), height: \(bounds)), matrix: .identity,
                                            xStep: \(step), yStep: \(step), tiling: .constantSpacing, isColored: true, callbacks: &callbacks)!
                    var alpha: CGFloat = 1
                    con.setFillPattern(pattern, colorComponents: &alpha)
                    con.fill(rect)
                }
            }
            """
        }
        let gaps = try Render.ir(text: text(bounds: 3, step: 5, cell: "con.setFillColor(UIColor.blue.cgColor); con.fill(CGRect(x: 0, y: 0, width: 3, height: 3))"))
        for (what, img) in try pixelsInEveryFormat(gaps, self) {
            for (x, y) in [(0, 0), (2, 2), (5, 1), (7, 7), (3, 1), (4, 4), (8, 2), (1, 9), (12, 12), (13, 13)] {
                let want = x % 5 < 3 && y % 5 < 3 ? (0.0, 0.0, 255.0) : (255.0, 255.0, 255.0)
                XCTAssertTrue(near(img[x, y], want), "\(what): \(x),\(y) is \(img[x, y])")
            }
        }
        let overlapping = try Render.ir(text: text(bounds: 12, step: 4, cell: "con.setFillColor(UIColor.green.cgColor); con.fill(CGRect(x: 0, y: 0, width: 1, height: 12))"))
        for (what, img) in try pixelsInEveryFormat(overlapping, self) {
            for (x, y) in [(0, 1), (4, 1), (8, 6), (12, 30), (2, 5), (5, 5), (11, 20), (13, 2)] {
                let want = x % 4 == 0 ? (0.0, 255.0, 0.0) : (255.0, 255.0, 255.0)
                XCTAssertTrue(near(img[x, y], want), "\(what): \(x),\(y) is \(img[x, y])")
            }
        }
    }

    /// CGContext.makeImage() is an image of what its image context holds then, and
    /// clip(to:mask:) masks what follows by that image's alpha until restoreGState(). The
    /// image is mapped into the rect as draw(_:in:) maps it, its first row at the rect's
    /// bottom (Core Graphics' y goes up): the mask drawn in the top-left quarter at alpha 0.4
    /// lets red through at 0.4 in the bottom-left quarter of the rect (80 × 80 at (10, 10)),
    /// nowhere else; the blue square drawn after the restore is unmasked. A drawing made
    /// after makeImage() is not in the image.
    func testClipToMaskMasksByTheImagesAlphaFlippedAsCoreGraphicsMapsIt() throws {
        let ir = try Render.ir(text: """
        canvas(width: 100, height: 100) {
            backgroundColor: .white
            Masked(frame: Rect(0, 0, 100, 100))
        }

        class Masked: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 0)
                let maskContext = UIGraphicsGetCurrentContext()!
                maskContext.setAlpha(0.4)
                maskContext.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                let mask = maskContext.makeImage()!
                maskContext.setAlpha(1)
                maskContext.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                UIGraphicsEndImageContext()
                ctx.saveGState()
                ctx.clip(to: CGRect(x: 10, y: 10, width: 80, height: 80), mask: mask)
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
                ctx.restoreGState()
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 90, y: 0, width: 10, height: 10))
            }
        }
        """)
        // Red at alpha 0.4 over white.
        let a = 0.4, pink = (255.0, 255 * (1 - a), 255 * (1 - a)), white = (255.0, 255.0, 255.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // The mask's top-left quarter (image 0…20) lands at rect x 10…50, y 50…90.
            for (x, y) in [(12, 52), (30, 70), (48, 88)] {
                XCTAssertTrue(near(img[x, y], pink, within: 6), "\(what): masked red at \(x),\(y) is \(img[x, y])")
            }
            for (x, y) in [(12, 12), (30, 30), (70, 30), (70, 70), (5, 70), (95, 70)] {
                XCTAssertTrue(near(img[x, y], white, within: 6), "\(what): outside the mask at \(x),\(y) is \(img[x, y])")
            }
            XCTAssertTrue(near(img[95, 5], (0, 0, 255), within: 6), "\(what): after the restore \(img[95, 5])")
        }
    }
}

extension ImageContextPixelTests {
    /// UIImage.withTintColor(_:) draws the image in one color: its alpha filled with the
    /// color (UIKit draws the tint, then the image in .destinationIn). A half-transparent
    /// black disc, tinted red, draws red at alpha 0.5 inside the disc and nothing outside it.
    /// UIImage(systemName:) names an SF Symbol, which a drawing has not: nil, with a warning.
    func testATintedImageIsItsAlphaFilledWithTheColor() throws {
        let text = """
        canvas(width: 100, height: 100) {
            backgroundColor: .white
            Tinted(frame: Rect(0, 0, 100, 100))
        }

        class Tinted: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 0)
                UIColor.black.withAlphaComponent(0.5).setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
                let disc = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                disc.withTintColor(.red).draw(in: CGRect(x: 10, y: 10, width: 80, height: 80))
            }
        }
        """
        let symbol = text.replacingOccurrences(of: "disc.withTintColor(.red)", with: "if let s = UIImage(systemName: \"star.fill\") { s.draw(at: .zero) }\n        disc.withTintColor(.red)")
        let c = Driver.compile(SourceFile(path: "t.view", text: symbol), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), ["t.view:13:20: warning: UIImage(systemName: \"star.fill\") gives nil: SF Symbols are Apple's images, which a drawing has not; draw the symbol with a path, or put its image beside the file and use UIImage(named:)"])
        let ir = try Render.ir(text: text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Inside the disc (centre (50, 50), radius 40): red at alpha 0.5 over white.
            for (x, y) in [(50, 50), (30, 50), (50, 80)] {
                XCTAssertTrue(near(img[x, y], (255, 127.5, 127.5), within: 6), "\(what): tinted disc at \(x),\(y) is \(img[x, y])")
            }
            // Outside it, in the rect's corners: white.
            for (x, y) in [(13, 13), (86, 86)] {
                XCTAssertTrue(near(img[x, y], (255, 255, 255), within: 6), "\(what): outside the disc at \(x),\(y) is \(img[x, y])")
            }
        }
    }
}

extension ImageContextPixelTests {
    /// UIImage as an extension of the file extends it: a `convenience init?(color:size:)` that
    /// draws in an image context and ends with `self.init(cgImage:)`, a static computed image
    /// found as an implicit member where `UIColor(patternImage:)` wants a UIImage (UIColor has
    /// a static of the same name), and a method drawing `self` resized. UIImage() is empty,
    /// size zero. UIRectFill paints with a pattern color, as a path's fill() does.
    func testAnExtensionOfUIImageMakesImagesAndUIRectFillPaintsAPattern() throws {
        let text = """
        canvas(width: 100, height: 60) {
            backgroundColor: .white
            Swatches(frame: Rect(0, 0, 100, 60))
        }
        extension UIImage {
            convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
                UIGraphicsBeginImageContextWithOptions(size, false, 0)
                color.setFill()
                UIRectFill(CGRect(origin: .zero, size: size))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                guard let cg = image?.cgImage else { return nil }
                self.init(cgImage: cg, scale: image!.scale, orientation: .up)
            }
            // 10 × 10: red on its left half, blue on its right.
            static var halves: UIImage {
                UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                    UIColor.red.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
                    UIColor.blue.setFill()
                    UIRectFill(CGRect(x: 5, y: 0, width: 5, height: 10))
                }
            }
            func resized(to size: CGSize) -> UIImage {
                UIGraphicsImageRenderer(size: size).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
            }
        }
        extension UIColor {
            static let halves = UIColor(patternImage: .halves)
        }
        class Swatches: UIView {
            override func draw(_ rect: CGRect) {
                UIImage(color: .green, size: CGSize(width: 20, height: 20))?.draw(at: CGPoint(x: 0, y: 0))
                UIImage(color: .green)!.resized(to: CGSize(width: 30, height: 20)).draw(at: CGPoint(x: 30, y: 0))
                if UIImage().size == .zero {
                    UIColor.black.setFill()
                    UIRectFill(CGRect(x: 70, y: 0, width: 20, height: 20))
                }
                UIColor.halves.setFill()
                UIRectFill(CGRect(x: 0, y: 30, width: 100, height: 30))
            }
        }
        """
        let ir = try Render.ir(text: text)
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0), white = (255.0, 255.0, 255.0)
        let green = (0.0, 255.0, 0.0), black = (0.0, 0.0, 0.0)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            XCTAssertTrue(near(img[10, 10], green) && near(img[25, 10], white), "\(what): a 20 × 20 image of the color \(img[10, 10]) \(img[25, 10])")
            // The 1 × 1 image stretched to 30 × 20 by resized(to:): green over 30…60.
            XCTAssertTrue(near(img[32, 18], green) && near(img[57, 2], green) && near(img[63, 10], white), "\(what): resized \(img[32, 18]) \(img[57, 2])")
            XCTAssertTrue(near(img[80, 10], black), "\(what): UIImage() has size zero \(img[80, 10])")
            // The pattern's tiles repeat every 10 points from x = 0: red where x mod 10 < 5.
            for x in Swift.stride(from: 1, to: 99, by: 3) where x % 5 != 0 && x % 5 != 4 {
                let want = x % 10 < 5 ? red : blue
                XCTAssertTrue(near(img[x, 45], want), "\(what): pattern at \(x),45 is \(img[x, 45])")
            }
        }
    }
}
