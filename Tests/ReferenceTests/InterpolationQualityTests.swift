// How an image enlarged is sampled: a 4×4 checker of red and blue pixels drawn 25 times its
// size by CGContext with its interpolationQuality, and shown by image views with their layer's
// magnification and minification filters — in our PNG, rsvg-convert's picture of our SVG and
// pdftoppm's of our PDF. At the first block's edge (x = 25 points), the nearest pixel keeps the
// two colours apart: x 23 and 24 red, 25 and 26 blue; smoothing blends them there.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewcDriver
import XCTest

final class InterpolationQualityTests: XCTestCase {
    /// Red where x + y is even, blue where odd.
    static let checker: RGBAImage = {
        var px: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { px += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return RGBAImage(width: 4, height: 4, pixels: px)
    }()

    static let text = """
    canvas(width: 300, height: 100) { Pixels(frame: Rect(0, 0, 300, 100)) }
    class Pixels: UIView {
        override func draw(_ rect: CGRect) {
            let image = UIImage(named: "checker.png")!
            let context = UIGraphicsGetCurrentContext()!
            image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            context.saveGState()
            context.interpolationQuality = .none
            print(context.interpolationQuality == .none)
            image.draw(in: CGRect(x: 100, y: 0, width: 100, height: 100))
            context.restoreGState()
            print(context.interpolationQuality == .default)
            image.draw(in: CGRect(x: 200, y: 0, width: 100, height: 100))
        }
    }
    """

    /// `text` compiled beside the checker (as checker.png): what it prints, and its pictures.
    func pictures(_ text: String) throws -> (printed: [String], [(String, RGBAImage)]) {
        let dir = try temporaryDirectory(self).resolvingSymlinksInPath()
        try write(encodePNG(Self.checker), dir.appendingPathComponent("checker.png"))
        let main = dir.appendingPathComponent("main.view")
        try text.write(to: main, atomically: true, encoding: .utf8)
        let c = Driver.compile(try Driver.readSource(main.path), EvalOptions())
        XCTAssertFalse(c.hasErrors, Driver.renderDiagnostics(c.diagnostics))
        return (c.diagnostics.map(\.message), try pixelsInEveryFormat(Lowering.lower(try XCTUnwrap(c.document)), self))
    }

    /// Each image pixel is 100 / 4 = 25 points: in the copy at `x0`, sharp (red up to the first
    /// block's edge at 25, blue from it) or smooth (the two blended at the edge), on row 12.
    func assertSampling(_ imgs: [(String, RGBAImage)], sharp: [Int], smooth: [Int], file: StaticString = #filePath, line: UInt = #line) {
        let edge = Int(100.0 / 4), y = 12
        for (what, img) in imgs {
            for x0 in sharp {
                for x in [edge - 2, edge - 1] {
                    let p = img[x0 + x, y]
                    XCTAssertTrue(p.r >= 250 && p.b <= 5, "\(what): at \(x0 + x) \(p), want red", file: file, line: line)
                }
                for x in [edge, edge + 1] {
                    let p = img[x0 + x, y]
                    XCTAssertTrue(p.b >= 250 && p.r <= 5, "\(what): at \(x0 + x) \(p), want blue", file: file, line: line)
                }
            }
            for x0 in smooth {
                let (a, b) = (img[x0 + edge - 1, y], img[x0 + edge, y])
                XCTAssertTrue(a.r > 60 && a.b > 60 && b.r > 60 && b.b > 60, "\(what): at \(x0 + edge) \(a) \(b), want red and blue blended", file: file, line: line)
            }
        }
    }

    func testNoneKeepsEachPixelSharpAndTheStateIsSavedAndRestored() throws {
        let (printed, imgs) = try pictures(Self.text)
        // Read back: .none inside the saved state, .default again after the restore.
        XCTAssertEqual(printed, ["true", "true"])
        assertSampling(imgs, sharp: [100], smooth: [0, 200])
    }

    /// Drawn many times with `.none`, the image goes into the SVG enlarged once: a map of 64
    /// tiles of it holds one <image>, as it holds one of the image drawn smoothly.
    func testTheSVGHoldsOneEnlargedImageForManyDraws() throws {
        let dir = try temporaryDirectory(self).resolvingSymlinksInPath()
        try write(encodePNG(Self.checker), dir.appendingPathComponent("checker.png"))
        let main = dir.appendingPathComponent("main.view")
        try """
        canvas(width: 320, height: 320) { Tiles(frame: Rect(0, 0, 320, 320)) }
        class Tiles: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()!.interpolationQuality = .none
                let tile = UIImage(named: "checker.png")!
                for i in 0..<64 { tile.draw(in: CGRect(x: CGFloat(i % 8) * 40, y: CGFloat(i / 8) * 40, width: 40, height: 40)) }
            }
        }
        """.write(to: main, atomically: true, encoding: .utf8)
        let svg = String(decoding: try Render.bytes(try Render.ir(main.path), .svg), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: "<image").count - 1, 1)
        // 40 points a tile of 4 pixels: 10 device pixels a pixel, so each is repeated 32 times (2 × 10, up to a power of two).
        XCTAssertTrue(svg.contains("width=\"\(4 * 32)\" height=\"\(4 * 32)\""), String(svg.prefix(600)))
    }

    /// Three image views of the checker, 100 points apart, placed by `placement` (of `i`): the
    /// first with the default filters, the second magnifying by the nearest pixel, the third
    /// minifying so; `extra` follows in the init.
    static func imageViews(_ placement: String, _ extra: String = "") -> String {
        """
        canvas(width: 300, height: 100) { Views(frame: Rect(0, 0, 300, 100)) }
        class Views: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                for i in 0..<3 {
                    let v = UIImageView(image: UIImage(named: "checker.png"))
                    \(placement)
                    if i == 1 { v.layer.magnificationFilter = .nearest }
                    if i == 2 { v.layer.minificationFilter = .nearest }
                    addSubview(v)
                }
                \(extra)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// An image view enlarging its image samples it by its layer's magnification filter
    /// (`.nearest`: sharp); its minification filter is for an image drawn smaller, not here.
    func testAnImageViewsMagnificationFilter() throws {
        let (printed, imgs) = try pictures(Self.imageViews("v.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100)",
            "print(subviews[1].layer.magnificationFilter == .nearest, subviews[1].layer.minificationFilter == .linear)"))
        XCTAssertEqual(printed, ["true true"])
        assertSampling(imgs, sharp: [100], smooth: [0, 200])
    }

    /// Enlarged by its transform rather than its frame (4 points, the image's size, scaled 25
    /// times about its centre), an image view's image is sampled by its magnification filter too,
    /// as Core Animation decides by what reaches the screen.
    func testAMagnificationByTheViewsTransformTakesTheMagnificationFilter() throws {
        let (_, imgs) = try pictures(Self.imageViews(
            "v.frame = CGRect(x: CGFloat(i) * 100 + 48, y: 48, width: 4, height: 4); v.transform = CGAffineTransform(scaleX: 25, y: 25)"))
        assertSampling(imgs, sharp: [100], smooth: [0, 200])
    }
}
