// `inout` parameters and `&`: a function changes the caller's variable (a local, a member of a
// struct it holds, a member of a CGRect), and UIColor's getHue/getRed write a color's components to variables, as
// PaintCode's StyleKits call them. The components are worked out here from the RGB → HSB
// formula.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftInoutTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Tint(frame: Rect(0, 0, 100, 100))
    }

    class Tint: UIView {
        let base = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.5)
        struct Box { var w: CGFloat = 5 }

        func grow(_ r: inout CGRect, by d: CGFloat) {
            r = r.insetBy(dx: -d, dy: -d)
        }
        func bump(_ x: inout CGFloat) {
            x += 10
            if x > 100 { return }
            x *= 2
        }

        override func draw(_ rect: CGRect) {
            var h: CGFloat = 1, s: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
            base.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
            UIColor(hue: h, saturation: s, brightness: b, alpha: a).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
            base.getRed(&red, green: &green, blue: &blue, alpha: nil)
            UIRectFill(CGRect(x: 0, y: 20, width: red * 100, height: green * 100))
            UIRectFill(CGRect(x: 50, y: 0, width: h * 100, height: s * 100))
            var frame = CGRect(x: 40, y: 40, width: 10, height: 10)
            grow(&frame, by: 5)
            UIRectFill(frame)
            var box = Box()
            bump(&box.w)
            UIRectFill(CGRect(x: 0, y: 80, width: box.w, height: b * 10))
            var spot = CGRect(x: 1, y: 2, width: 3, height: 4)
            bump(&spot.origin.x)
            bump(&spot.size.height)
            UIRectFill(spot)
        }
    }
    """

    /// UIKit's HSB of an RGB color: brightness the largest component, saturation the spread
    /// over it, hue the sixth of the turn the largest component starts plus the difference of
    /// the other two over the spread.
    func hsb(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let hi = Swift.max(r, g, b), lo = Swift.min(r, g, b), d = hi - lo
        var h = d == 0 ? 0 : hi == r ? (g - b) / d : hi == g ? 2 + (b - r) / d : 4 + (r - g) / d
        h /= 6
        if h < 0 { h += 1 }
        return (h, hi == 0 ? 0 : d / hi, hi)
    }

    func testInoutParametersAndColorComponentsWriteTheCallersVariables() throws {
        let view = try XCTUnwrap(placedView(Self.text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 6)
        let (h, s, b) = hsb(0.2, 0.6, 0.4)
        // The color made again from its hue, saturation, brightness and alpha is the color.
        let c = try XCTUnwrap(fills[0].color)
        XCTAssertEqual(c.red, 0.2, accuracy: 1e-9); XCTAssertEqual(c.green, 0.6, accuracy: 1e-9)
        XCTAssertEqual(c.blue, 0.4, accuracy: 1e-9); XCTAssertEqual(c.alpha, 0.5, accuracy: 1e-9)
        assertRect(fills[1].bounds, 0, 20, 0.2 * 100, 0.6 * 100)
        assertRect(fills[2].bounds, 50, 0, h * 100, s * 100)
        assertRect(fills[3].bounds, 40 - 5, 40 - 5, 10 + 10, 10 + 10)
        assertRect(fills[4].bounds, 0, 80, (5 + 10) * 2, b * 10)
        // `&spot.origin.x` and `&spot.size.height`: members of a CGRect variable.
        assertRect(fills[5].bounds, (1 + 10) * 2, 2, 3, (4 + 10) * 2)
    }

    func testInoutMistakesAreSwiftsErrors() {
        func errors(_ body: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
            class T: UIView {
                func bump(_ x: inout CGFloat) { x += 1 }
                func plain(_ x: CGFloat) -> CGFloat { x }
                override func draw(_ rect: CGRect) {
                    \(body)
                }
            }
            """).headlines
        }
        XCTAssertTrue(errors("var v: CGFloat = 1; bump(v)").first?.contains("requires explicit '&'") == true)
        XCTAssertTrue(errors("let v: CGFloat = 1; bump(&v)").first?.contains("cannot pass immutable value as inout argument: 'v' is a 'let' constant") == true)
        XCTAssertTrue(errors("var v: CGFloat = 1; let w = plain(&v)").first?.contains("'&' used with an argument that is not 'inout'") == true)
        XCTAssertTrue(errors("var v: CGFloat = 1; UIColor.red.getRed(&v, green: nil, blue: nil)").first?.contains("UIColor's 'getRed' is 'getRed(_:green:blue:alpha:)'") == true)
        XCTAssertEqual(errors("var v: CGFloat = 1; bump(&v); UIRectFill(CGRect(x: 0, y: 0, width: v, height: v))"), [])
    }
}
