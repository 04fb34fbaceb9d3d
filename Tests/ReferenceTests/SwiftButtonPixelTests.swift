// Buttons with titles made in Swift code, in our PNG, rsvg-convert's picture of our SVG and
// pdftoppm's of our PDF: each button's background everywhere but in its title's rect (the
// label sized to fit the title — UILabel.sizeThatFits, whole points up — centred in the content
// rect, the bounds inset by contentEdgeInsets), the title's ink inside that rect in the title's
// color: a `.custom` button's white (18-point system font), a `.system` button's systemBlue
// (0 122 255, 15 points).

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class SwiftButtonPixelTests: XCTestCase {
    static let text = """
    canvas(width: 200, height: 110) {
        backgroundColor: .white
        Bar(frame: Rect(0, 0, 200, 110))
    }

    class Bar: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let dark = UIButton(type: .custom)
            dark.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
            dark.backgroundColor = .black
            dark.setTitle("WWW", for: .normal)
            addSubview(dark)
            let blue = UIButton(type: .system)
            blue.frame = CGRect(x: 10, y: 60, width: 180, height: 40)
            blue.contentEdgeInsets = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
            blue.backgroundColor = .white
            blue.setTitle("WWW", for: .normal)
            blue.titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
            addSubview(blue)
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    func testTitlesAreDrawnInTheirRectsInTheirColors() throws {
        let ir = try Render.ir(text: Self.text)
        func fitted(_ font: Font) -> Size {
            let m = PangoTextLayout.shared.measure("WWW", font: font, width: nil, lines: 1, lineBreakMode: .byTruncatingMiddle)
            return Size(m.width.rounded(.up), m.height.rounded(.up))
        }
        let s1 = fitted(Font(family: nil, size: 18)), s2 = fitted(Font(family: nil, size: 15, weight: .bold))
        // In the canvas: the dark button's title centred in (10, 10, 180, 40); the blue one's
        // in its content rect (70, 60, 120, 40).
        let r1 = Rect(10 + (180 - s1.width) / 2, 10 + (40 - s1.height) / 2, s1.width, s1.height)
        let r2 = Rect(70 + (120 - s2.width) / 2, 60 + (40 - s2.height) / 2, s2.width, s2.height)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for (button, rect, background, ink) in [(Rect(10, 10, 180, 40), r1, (0, 0, 0), (255, 255, 255)),
                                                    (Rect(10, 60, 180, 40), r2, (255, 255, 255), (0, 122, 255))] {
                var inkSeen = 0
                for y in Int(button.minY)..<Int(button.maxY) {
                    for x in Int(button.minX)..<Int(button.maxX) {
                        let p = img[x, y]
                        let isBackground = abs(Int(p.r) - background.0) <= 8 && abs(Int(p.g) - background.1) <= 8 && abs(Int(p.b) - background.2) <= 8
                        // A pixel touching the title's rect may hold its anti-aliased edge.
                        let inRect = Double(x) + 1 > rect.minX && Double(x) < rect.maxX && Double(y) + 1 > rect.minY && Double(y) < rect.maxY
                        if !inRect { XCTAssertTrue(isBackground, "\(what): \(x),\(y) outside the title is \(p)") }
                        if inRect, abs(Int(p.r) - ink.0) <= 40 && abs(Int(p.g) - ink.1) <= 40 && abs(Int(p.b) - ink.2) <= 40 { inkSeen += 1 }
                    }
                }
                // "WWW" covers a good part of its rect with its color.
                XCTAssertGreaterThan(inkSeen, Int(rect.width * rect.height / 10), "\(what): title ink in \(rect)")
            }
        }
    }
}
