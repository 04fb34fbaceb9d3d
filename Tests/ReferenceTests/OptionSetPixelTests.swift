// UIKit's option sets as typed values draw as their literals do: a `UIRectCorner` property
// changed by `insert` rounds the corners `byRoundingCorners:` is given, and a CACornerMask
// changed in place on `layer.maskedCorners` rounds the background's corners it names — in our
// PNG, rsvg-convert's rendering of our SVG and pdftoppm's of our PDF, at points inside and
// outside the corner circles worked out here.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import XCTest

final class OptionSetPixelTests: XCTestCase {
    /// A red 80×40 rounded rect at (10, 10), radius 15, its corners `[.topLeft]` with
    /// `.bottomRight` inserted; below it a blue 80×40 view at (10, 60), radius 15, whose
    /// maskedCorners lose `.layerMinXMinYCorner` (top-left) and keep the other three.
    static let text = """
    class V: UIView {
        var which: UIRectCorner = [.topLeft]
        override func draw(_ rect: CGRect) {
            which.insert(.bottomRight)
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 40), byRoundingCorners: which, cornerRadii: CGSize(width: 15, height: 15)).fill()
        }
    }

    class M: UIView {
        override func layoutSubviews() {
            backgroundColor = .blue
            layer.cornerRadius = 15
            layer.maskedCorners.remove(.layerMinXMinYCorner)
        }
    }

    canvas(width: 100, height: 110) {
        backgroundColor: .white
        V(frame: Rect(0, 0, 100, 50))
        M(frame: Rect(10, 60, 80, 40))
    }
    """

    func testTypedCornersRoundWhatTheyHold() throws {
        let ir = try Render.ir(text: Self.text)
        // The pixel 2 in from a corner on the diagonal has its centre √2 · 12.5 ≈ 17.7 from the
        // corner circle's centre (15 in from both sides): past the radius 15, so outside a
        // rounded corner and inside a square one.
        let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)
        assertColors(try pixelsInEveryFormat(ir, self), [
            (12, 12, white, "top-left, rounded"), (88, 12, red, "top-right, square"),
            (12, 48, red, "bottom-left, square"), (88, 48, white, "bottom-right, rounded"),
            (12, 62, blue, "mask: top-left, square"), (88, 62, white, "mask: top-right, rounded"),
            (12, 98, white, "mask: bottom-left, rounded"), (88, 98, white, "mask: bottom-right, rounded"),
            (50, 30, red, "middle"), (50, 80, blue, "mask: middle"),
        ])
    }
}
