// Colours a pasted file spells as Swift lets it: top-level constants written in hexadecimal,
// read through the file's own `UIColor(hex:)` extension, and Swift 3's
// `UIColor(colorLiteralRed:green:blue:alpha:)`. Each fill must be the components worked out
// here from the digits, in our PNG, rsvg-convert's rendering of our SVG and pdftoppm's of our PDF.

import Foundation
import XCTest

final class SwiftColorConstantPixelTests: XCTestCase {
    static let swatches = """
    canvas(width: 80, height: 40) {
        backgroundColor: .white
        Swatches(frame: Rect(0, 0, 80, 40))
    }

    let DefaultBorderColor = 0xc8d2d6
    let DefaultBlueTextColor = 0x18_C0_D4

    extension UIColor {
        convenience init(red: Int, green: Int, blue: Int) {
            self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0, alpha: 1.0)
        }
        convenience init(hex: Int) {
            self.init(red: (hex >> 16) & 0xff, green: (hex >> 8) & 0xff, blue: hex & 0xff)
        }
    }

    class Swatches: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(hex: DefaultBorderColor).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            UIColor(hex: DefaultBlueTextColor).setFill()
            UIRectFill(CGRect(x: 40, y: 0, width: 40, height: 20))
            UIColor(colorLiteralRed: 24 / 255.0, green: 154 / 255.0, blue: 202 / 255.0, alpha: 1.0).setFill()
            UIRectFill(CGRect(x: 0, y: 20, width: 80, height: 20))
        }
    }
    """

    /// `0xc8d2d6` is 0xc8 red, 0xd2 green, 0xd6 blue (200, 210, 214); `0x18_C0_D4` with its
    /// underscores is (24, 192, 212); the colour literal's components are those it is given.
    func testHexadecimalConstantsAndSwift3ColorLiteralsFillWithTheirComponents() throws {
        func rgb(_ hex: Int) -> (Int, Int, Int) { (hex / 65536 % 256, hex / 256 % 256, hex % 256) }
        let border = rgb(12 * 16 * 65536 + 8 * 65536 + 13 * 16 * 256 + 2 * 256 + 13 * 16 + 6)
        XCTAssertEqual(border.0, 200); XCTAssertEqual(border.1, 210); XCTAssertEqual(border.2, 214)
        let blue = rgb(1 * 16 * 65536 + 8 * 65536 + 12 * 16 * 256 + 13 * 16 + 4)
        let ir = try Render.ir(text: Self.swatches)
        assertColors(try pixelsInEveryFormat(ir, self), [
            (20, 10, border, "the border colour"), (60, 10, blue, "the blue text colour"),
            (40, 30, (24, 154, 202), "the colour literal"),
        ], opaque: true, tolerance: 2)
    }
}
