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

extension SwiftInoutTests {

    /// UIKit's HSB color back to RGB (the sextant of the hue picks which component is the
    /// brightness, which the rest of the spread below it, and which falls or rises with the hue).
    func rgb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let i = Int((h * 6).rounded(.down)), f = h * 6 - Double(i)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// PaintCode's `extension UIColor` helpers call getHue and getRed with no receiver, `self`
    /// implied as in any method of the type: `withHue(_:)` keeps the color's saturation,
    /// brightness and alpha and takes the new hue; `highlight(withLevel:)` moves each component
    /// toward 1 by the level and `shadow(withLevel:)` the RGB toward 0, the alpha toward 1.
    func testAnExtensionOfUIColorReadsItsOwnComponents() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Tint(frame: Rect(0, 0, 100, 100)) }
        class Tint: UIView {
            override func draw(_ rect: CGRect) {
                let base = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.5)
                base.withHue(0.9).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                base.highlight(withLevel: 0.25).setFill()
                UIRectFill(CGRect(x: 0, y: 10, width: 10, height: 10))
                base.shadow(withLevel: 0.5).setFill()
                UIRectFill(CGRect(x: 0, y: 20, width: 10, height: 10))
            }
        }
        private extension UIColor {
            func withHue(_ newHue: CGFloat) -> UIColor {
                var saturation: CGFloat = 1, brightness: CGFloat = 1, alpha: CGFloat = 1
                getHue(nil, saturation: &saturation, brightness: &brightness, alpha: &alpha)
                return UIColor(hue: newHue, saturation: saturation, brightness: brightness, alpha: alpha)
            }
            func highlight(withLevel highlight: CGFloat) -> UIColor {
                var red: CGFloat = 1, green: CGFloat = 1, blue: CGFloat = 1, alpha: CGFloat = 1
                getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return UIColor(red: red * (1 - highlight) + highlight, green: green * (1 - highlight) + highlight, blue: blue * (1 - highlight) + highlight, alpha: alpha * (1 - highlight) + highlight)
            }
            func shadow(withLevel shadow: CGFloat) -> UIColor {
                var red: CGFloat = 1, green: CGFloat = 1, blue: CGFloat = 1, alpha: CGFloat = 1
                getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return UIColor(red: red * (1 - shadow), green: green * (1 - shadow), blue: blue * (1 - shadow), alpha: alpha * (1 - shadow) + shadow)
            }
        }
        """))
        let colors = ownFills(view.content).compactMap(\.color)
        XCTAssertEqual(colors.count, 3)
        let (_, s, b) = hsb(0.2, 0.6, 0.4)
        let hued = rgb(0.9, s, b)
        XCTAssertEqual(colors[0].red, hued.0, accuracy: 1e-9); XCTAssertEqual(colors[0].green, hued.1, accuracy: 1e-9)
        XCTAssertEqual(colors[0].blue, hued.2, accuracy: 1e-9); XCTAssertEqual(colors[0].alpha, 0.5, accuracy: 1e-9)
        let lit = [0.2, 0.6, 0.4, 0.5].map { $0 * (1 - 0.25) + 0.25 }
        for (got, want) in zip([colors[1].red, colors[1].green, colors[1].blue, colors[1].alpha], lit) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(colors[2].red, 0.2 * 0.5, accuracy: 1e-9); XCTAssertEqual(colors[2].green, 0.6 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(colors[2].blue, 0.4 * 0.5, accuracy: 1e-9); XCTAssertEqual(colors[2].alpha, 0.5 * 0.5 + 0.5, accuracy: 1e-9)
    }

    /// A function of an extension of a built-in type takes `inout` parameters as a class's
    /// does: a `class func` of `extension UIBezierPath` appends to the caller's array (called
    /// as `self.f(…)` from another class func, whose `self` is the type), and a method of
    /// `extension CGRect` changes the caller's number.
    func testAnExtensionsFunctionsTakeInoutParameters() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension UIBezierPath {
            class func corners(of r: CGRect, into points: inout [CGPoint]) {
                points.append(CGPoint(x: r.minX, y: r.minY))
                points.append(CGPoint(x: r.maxX, y: r.maxY))
            }
            class func cornerPath(_ r: CGRect) -> UIBezierPath {
                var points = [CGPoint]()
                self.corners(of: r, into: &points)
                let path = UIBezierPath()
                path.move(to: points[0])
                path.addLine(to: points[1])
                return path
            }
        }
        extension CGRect {
            func grow(_ side: inout CGFloat) { side += width }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var ps: [CGPoint] = []
                UIBezierPath.corners(of: CGRect(x: 10, y: 20, width: 30, height: 40), into: &ps)
                var side: CGFloat = 5
                CGRect(x: 0, y: 0, width: 7, height: 1).grow(&side)
                UIRectFill(CGRect(x: ps[1].x, y: ps[1].y, width: side, height: CGFloat(ps.count)))
                UIBezierPath.cornerPath(CGRect(x: 1, y: 2, width: 3, height: 4)).stroke()
            }
        }
        """))
        let paints = ownPaints(view.content)
        XCTAssertEqual(paints.map(\.kind), ["fill", "stroke"])
        // The corners of (10, 20, 30, 40): (10, 20) and (40, 60); side 5 + 7; two points.
        assertRect(paints[0].bounds, 10 + 30, 20 + 40, 5 + 7, 2)
        assertRect(paints[1].bounds, 1, 2, 3, 4)
    }
}
