// Subclasses as real UIKit code writes them, in our PNG, rsvg-convert's picture of our SVG and
// pdftoppm's of our PDF: two heirs of one view class made by its inherited convenience init,
// and the class itself, side by side (the base's draw(_:) filling each heir's own fraction), a UILabel subclass whose draw(_:) replaces
// the label's text, one whose drawText(in:) insets it, and a CALayer subclass's copy made by
// init(layer:) with the original's size and background where the code moves it.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class SwiftSubclassPixelTests: XCTestCase {
    static let text = """
    canvas(width: 300, height: 160) {
        backgroundColor: .white
        Holder(frame: Rect(0, 0, 300, 100))
        Badge(frame: Rect(10, 110, 80, 40), text: "Hi")
        Padded(frame: Rect(110, 110, 180, 40), text: "WWWW")
    }

    class Tile: UIView {
        var tint: UIColor = .black
        var fraction: CGFloat { return 1 }
        convenience init(frame: CGRect, tint: UIColor) {
            self.init(frame: frame)
            self.tint = tint
        }
        override func draw(_ rect: CGRect) {
            tint.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * fraction))
        }
    }

    class Square: Tile {}

    class Bar: Tile {
        override var fraction: CGFloat { return 0.25 }
    }

    class Stripe: CALayer {}

    class Holder: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(Square(frame: CGRect(x: 10, y: 10, width: 80, height: 80), tint: .red))
            addSubview(Bar(frame: CGRect(x: 110, y: 10, width: 80, height: 80), tint: .blue))
            addSubview(Tile(frame: CGRect(x: 210, y: 10, width: 80, height: 40), tint: .green))
            let original = CALayer()
            original.frame = CGRect(x: 210, y: 60, width: 30, height: 30)
            original.backgroundColor = UIColor.black.cgColor
            let copy = Stripe(layer: original)
            copy.position = CGPoint(x: 275, y: 75)
            layer.addSublayer(copy)
        }
        required init?(coder: NSCoder) { fatalError("no") }
    }

    class Badge: UILabel {
        override func draw(_ rect: CGRect) {
            UIColor.orange.setFill()
            UIRectFill(bounds)
        }
    }

    class Padded: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)))
        }
    }
    """

    func testSubclassesDrawAsUIKitDrawsThem() throws {
        let ir = try Render.ir(text: Self.text)
        let imgs = try pixelsInEveryFormat(ir, self)
        let bar = 80 / 4   // Bar's fraction: the top quarter of its 80-point bounds
        assertColors(imgs, [
            (50, 50, (255, 0, 0), "the square heir: the base's fill of its bounds"),
            (150, 10 + bar / 2, (0, 0, 255), "the bar heir's own fraction"),
            (150, 10 + bar + 5, (255, 255, 255), "below the bar heir's fraction"),
            (250, 30, (0, 255, 0), "the base itself"),
            // The copy has the original's 30×30 and black background, centred where it was moved.
            (275 - 14, 75 - 14, (0, 0, 0), "the copy's corner"),
            (275 + 14, 75 + 14, (0, 0, 0), "the copy's other corner"),
            (275 - 17, 75, (255, 255, 255), "left of the copy"),
            (225, 75, (255, 255, 255), "where the original, never added, would be"),
            // Badge's draw(_:) fills the label orange and draws no text.
            (12, 112, (255, 128, 0), "the badge's corner"),
            (50, 130, (255, 128, 0), "the badge's middle, no text over it"),
        ], tolerance: 8)
        for (what, img) in imgs {
            // Padded's text starts 100 points into its 180-point bounds: nothing dark before.
            var darkBefore = 0, darkAfter = 0
            for x in 110..<(110 + 100) { for y in 110..<150 where img[x, y].r < 128 { darkBefore += 1 } }
            for x in (110 + 100)..<290 { for y in 110..<150 where img[x, y].r < 128 { darkAfter += 1 } }
            XCTAssertEqual(darkBefore, 0, "\(what): text left of the inset")
            XCTAssertGreaterThan(darkAfter, 20, "\(what): the text in the inset box")
        }
    }
}
