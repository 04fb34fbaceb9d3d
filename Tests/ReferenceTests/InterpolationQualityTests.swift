// CGContext's interpolationQuality: a 4×4 checker of red and blue pixels drawn 25 times its
// size, smoothly (the default), by the nearest pixel (`.none`, inside saveGState) and smoothly
// again after restoreGState — in our PNG, rsvg-convert's picture of our SVG and pdftoppm's of
// our PDF. At the first block's edge (x = 25 points), the nearest pixel keeps the two colours
// apart: x 23 and 24 red, 25 and 26 blue; smoothing blends them there.

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

    func testNoneKeepsEachPixelSharpAndTheStateIsSavedAndRestored() throws {
        let dir = try temporaryDirectory(self).resolvingSymlinksInPath()
        try write(encodePNG(Self.checker), dir.appendingPathComponent("checker.png"))
        let main = dir.appendingPathComponent("main.view")
        try Self.text.write(to: main, atomically: true, encoding: .utf8)
        let c = Driver.compile(try Driver.readSource(main.path), EvalOptions())
        // Read back: .none inside the saved state, .default again after the restore.
        XCTAssertEqual(c.diagnostics.map(\.message), ["true", "true"])
        let ir = Lowering.lower(try XCTUnwrap(c.document))
        // Each image pixel is 100 / 4 = 25 points; the first block's edge at x = 25 (y 12: the first row).
        let side = 100.0 / 4, y = 12
        let edge = Int(side)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            func blended(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 60 && p.b > 60 }
            // The sharp copy: red up to the edge, blue from it.
            for x in [edge - 2, edge - 1] {
                let p = img[100 + x, y]
                XCTAssertTrue(p.r >= 250 && p.b <= 5, "\(what): .none at \(100 + x) is \(p), want red")
            }
            for x in [edge, edge + 1] {
                let p = img[100 + x, y]
                XCTAssertTrue(p.b >= 250 && p.r <= 5, "\(what): .none at \(100 + x) is \(p), want blue")
            }
            // The smooth ones, before the save and after the restore: red and blue blended at the edge.
            for x0 in [0, 200] {
                XCTAssertTrue(blended(img[x0 + edge - 1, y]) && blended(img[x0 + edge, y]),
                              "\(what): the default at \(x0 + edge) is \(img[x0 + edge, y]), want red and blue blended")
            }
        }
    }
}
