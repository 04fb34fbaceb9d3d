// The Core Graphics and C math API that draw(_:) code calls, in a pasted Swift class: math.h's
// functions and constants, CGColorSpace, CGColor(colorSpace:components:) and the failable CGGradient initialisers with their
// options, the CGContext calls and state members, UIImage(named:) — each with the numbers its
// documented rule gives, worked out here, and the located error for what is wrong.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class CoreGraphicsAPITests: XCTestCase {
    /// A class whose draw(_:) runs `body` with `context` bound, placed in a 200×200 canvas.
    func drawing(_ body: String, members: String = "") -> String {
        """
        canvas(width: 200, height: 200) {
            V(frame: Rect(0, 0, 200, 200))
        }
        class V: UIView {
        \(members)
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
        \(body)
            }
        }
        """
    }

    /// The view's own drawing commands, groups, layers and shadows flattened.
    func commands(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [DrawCommand] {
        func flat(_ cs: [DrawCommand]) -> [DrawCommand] {
            cs.flatMap { c -> [DrawCommand] in
                switch c {
                case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _): return [c] + flat(inner)
                default: return [c]
                }
            }
        }
        return flat(root(text, file: file, line: line)?.subviews.first?.content ?? [])
    }

    func testCMathFunctionsAndConstantsAreMathH() {
        // Each is the C library's function of that name; scaled so that the four decimals the
        // parameter listing prints hold ten significant digits.
        let cases: [(String, Double)] = [
            ("asin(0.5)", asin(0.5)), ("acos(0.25)", acos(0.25)), ("atan(3)", atan(3)), ("atan2(1, -2)", atan2(1, -2)),
            ("hypot(3, 4)", 5), ("exp(1.5)", exp(1.5)), ("log(10)", log(10)), ("log10(2)", log10(2)), ("log2(10)", log2(10)),
            ("trunc(-2.7)", -2), ("fabs(-3.25)", 3.25), ("fmod(-7, 3)", -1), ("fmin(2, -1)", -1), ("fmax(2, -1)", 2),
            ("remainder(7, 4)", -1), ("copysign(2, -0.5)", -2), ("sqrt(2)", 2.0.squareRoot()), ("pow(2, 0.5)", pow(2, 0.5)),
            ("exp2(10)", 1024), ("exp2(0.5)", exp2(0.5)), ("expm1(0.5)", expm1(0.5)), ("log1p(0.5)", log1p(0.5)), ("cbrt(-27)", -3), ("cbrt(2)", cbrt(2)),
            ("M_PI", Double.pi), ("M_PI_2", Double.pi / 2), ("M_PI_4", Double.pi / 4), ("M_E", M_E),
        ]
        for (expr, want) in cases {
            XCTAssertEqual(valueOf("(\(expr)) * 1000000"), formatNumber(want * 1_000_000), expr)
        }
        // In a class, on CGFloat: a quarter turn of M_PI_2 and a 3-4-5 triangle.
        let cmds = commands(drawing("""
                let w = hypot(30, 40) * CGFloat(sin(M_PI_2))
                context.fill(CGRect(x: 0, y: 0, width: w, height: fmax(1, floor(M_E))))
        """))
        XCTAssertEqual(cmds.compactMap(\.paintedPath).first?.bounds, Rect(0, 0, 50, 2))
    }

    /// Apple's `__sinpi`, `__cospi` and `__tanpi` are sin(πx), cos(πx), tan(πx): exact at the
    /// multiples of ½ (where `sin(.pi * x)` is not: sin(π) is 1.2e-16), and elsewhere within an
    /// ulp or two of the product's sine.
    func testSinPiAndCosPiAreExactAtTheHalves() throws {
        let out = try XCTUnwrap(printedInDraw("""
                print(__sinpi(1), __sinpi(0.5), __sinpi(-1.5), __sinpi(7), __cospi(0.5), __cospi(1), __cospi(2), __cospi(-3.5))
        """))
        XCTAssertEqual(out, "0.0 1.0 1.0 0.0 0.0 -1.0 1.0 0.0")
        XCTAssertEqual(sin(Double.pi), 1.2246467991473532e-16)
        let second = try XCTUnwrap(evaluate(inDraw("""
                print(__sinpi(1.0 / 6), __cospi(1.0 / 3), __sinpi(0.3), __cospi(1.7), __tanpi(0.25), __sinpi(72.0 / 180))
        """)).diagnostics.first { $0.severity == .note }?.message).split(separator: " ").map { Double($0)! }
        let want = [0.5, 0.5, sin(Double.pi * 0.3), cos(Double.pi * 1.7), 1, sin(Double.pi * 72 / 180)]
        XCTAssertEqual(second.count, want.count)
        for (got, w) in zip(second, want) { XCTAssertEqual(got, w, accuracy: 1e-15) }
    }

    /// `MAXFLOAT` is float.h's greatest Float; `CGPath(rect:transform:)`, `(ellipseIn:transform:)`
    /// and `(roundedRect:cornerWidth:cornerHeight:transform:)` make whole paths, the
    /// transform applied (nil: none) — bounds worked out here. (Swift passes the transform as
    /// `&t`, a pointer to a variable; a value is taken here too.)
    func testMaxFloatAndCGPathsMadeWhole() {
        XCTAssertEqual(valueOf("MAXFLOAT / 1e32"), formatNumber(Double(Float.greatestFiniteMagnitude) / 1e32))
        let cmds = commands(drawing("""
                context.addPath(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
                context.fillPath()
                context.addPath(CGPath(ellipseIn: CGRect(x: 1, y: 1, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 3)))
                context.fillPath()
                context.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 56), cornerWidth: 3, cornerHeight: 6, transform: nil))
                context.fillPath()
                var t = CGAffineTransform(translationX: 5, y: 7)
                context.addPath(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: &t))
                context.fillPath()
        """))
        let bounds = cmds.compactMap(\.paintedPath).map(\.bounds)
        XCTAssertEqual(bounds.count, 4)
        guard bounds.count == 4 else { return }
        assertRect(bounds[0], 1, 2, 3, 4)
        assertRect(bounds[1], 2, 3, 20, 30)
        assertRect(bounds[2], 0, 0, 40, 56)
        assertRect(bounds[3], 1 + 5, 2 + 7, 3, 4)
    }

    /// `UIBezierPath.contains(_:)` by the path's own fill rule and CGPath's
    /// `contains(_:using:transform:)` by the rule named: a ring of two circles drawn the same
    /// way (the centre wound twice), then with the inner one reversed, and the outer circle
    /// alone just inside and outside its edge; each answer worked out from the distance to
    /// the centre; a CGPath has no fill rule of its own (`even.cgPath.contains(p)` is by
    /// `.winding`). Each test draws a 1 × 1 square at x = its index when it holds.
    func testAPathContainsWhatItsFillPaints() {
        let probes: [(x: Double, y: Double)] = [(50, 50), (50, 12), (2, 2), (50 + 49.9, 50), (50 + 50.1, 50)]
        let cmds = commands(drawing("""
                let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
                ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
                let holed = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
                holed.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
                let even = ring.copy() as! UIBezierPath
                even.usesEvenOddFillRule = true
                let probes = [\(probes.map { "CGPoint(x: \($0.x), y: \($0.y))" }.joined(separator: ", "))]
                var tests: [Bool] = []
                for p in probes { tests += [ring.contains(p), holed.contains(p), even.contains(p), ring.cgPath.contains(p, using: .evenOdd)] }
                tests.append(ring.cgPath.contains(CGPoint(x: 150, y: 50), using: .winding, transform: CGAffineTransform(translationX: 100, y: 0)))
                tests.append(even.cgPath.contains(probes[0]))
                for (i, t) in tests.enumerated() where t { context.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 1)) }
        """))
        var want: [Double] = []
        for (k, p) in probes.enumerated() {
            let d = hypot(p.x - 50, p.y - 50)
            let outer = d < 50, inner = d < 25
            let winding = (outer ? 1 : 0) + (inner ? 1 : 0), holedWinding = (outer ? 1 : 0) - (inner ? 1 : 0)
            let tests = [winding != 0, holedWinding != 0, winding % 2 != 0, winding % 2 != 0]
            for (j, t) in tests.enumerated() where t { want.append(Double(k * 4 + j)) }
        }
        want.append(Double(probes.count * 4))   // the centre of the ring moved 100 to the right
        want.append(Double(probes.count * 4 + 1))   // a CGPath fills by .winding: the even-odd setting is the UIBezierPath's
        XCTAssertEqual(cmds.compactMap(\.paintedPath).map(\.bounds.minX), want)
    }

    func testMathErrorsAreLocated() {
        // log(0) is −∞ and asin(2) is NaN: errors at the call, as every built-in's result must be finite.
        XCTAssertEqual(errorsOf("let a = log(0)\ncanvas(width: 10, height: 10) {}"), ["t.view:1:9: error: this calculation gives an infinite number"])
        XCTAssertEqual(errorsOf("let a = asin(2)\ncanvas(width: 10, height: 10) {}"), ["t.view:1:9: error: this calculation gives an undefined number (NaN)"])
        XCTAssertEqual(errorsOf("let a = hypot(3)\ncanvas(width: 10, height: 10) {}"), ["t.view:1:9: error: missing an unlabeled argument in call to hypot(_:_:)"])
    }

    func testGradientsMadeAsCoreGraphicsMakesThem() throws {
        // Colors evenly spaced when locations is nil; the components form reads count × (3 + 1)
        // numbers for RGB and count × (1 + 1) for gray; `!` and `guard let` unwrap the gradient.
        let cmds = commands(drawing("""
                let space = CGColorSpaceCreateDeviceRGB()
                guard let named = CGColorSpace(name: CGColorSpace.sRGB) else { return }
                let a = CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor], locations: nil)!
                context.drawLinearGradient(a, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
                guard let b = CGGradient(colorSpace: named, colorComponents: [1, 0.5, 0, 1, 0, 0, 1, 0.25], locations: [0.2, 0.9], count: 2) else { return }
                context.drawRadialGradient(b, startCenter: CGPoint(x: 50, y: 50), startRadius: 5, endCenter: CGPoint(x: 60, y: 50), endRadius: 40,
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                let c = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0.25, 1, 0.75, 0.5], locations: [0, 1], count: 2)!
                context.drawLinearGradient(c, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 10), options: CGGradientDrawingOptions(rawValue: 2))
                context.drawLinearGradient(c, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 10), options: CGGradientDrawingOptions.drawsBeforeStartLocation)
        """))
        let paints = cmds.compactMap { c -> Paint? in if case .paint(let p, _) = c { return p }; return nil }
        XCTAssertEqual(paints.count, 4)
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        XCTAssertEqual(paints[0], .linearGradient(Gradient(stops: [.init(0, red), .init(0.5, green), .init(1, blue)]),
                                                  start: Point(0, 0), end: Point(100, 0), []))
        XCTAssertEqual(paints[1], .radialGradient(Gradient(stops: [.init(0.2, Color(red: 1, green: 0.5, blue: 0, alpha: 1)), .init(0.9, Color(red: 0, green: 0, blue: 1, alpha: 0.25))]),
                                                  startCenter: Point(50, 50), startRadius: 5, endCenter: Point(60, 50), endRadius: 40,
                                                  [.drawsBeforeStartLocation, .drawsAfterEndLocation]))
        let gray = Gradient(stops: [.init(0, Color(white: 0.25, alpha: 1)), .init(1, Color(white: 0.75, alpha: 0.5))])
        XCTAssertEqual(paints[2], .linearGradient(gray, start: Point(0, 0), end: Point(0, 10), .drawsAfterEndLocation))
        XCTAssertEqual(paints[3], .linearGradient(gray, start: Point(0, 0), end: Point(0, 10), .drawsBeforeStartLocation))
    }

    /// CGColor(colorSpace:components:), as a playground page makes its background color: the
    /// space's components then alpha — RGB four, gray two —, a failable initialiser unwrapped
    /// with `!`; a wrong count of components is an error at the list.
    func testCGColorFromASpaceAndItsComponents() {
        let cmds = commands(drawing("""
                context.setFillColor(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0.5, 0.25, 0.75])!)
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                guard let g = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]) else { return }
                context.setFillColor(g)
                context.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        """))
        let fills = ownFills(cmds).map(\.color)
        XCTAssertEqual(fills, [Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75), Color(white: 0.5, alpha: 1)])
        XCTAssertEqual(errorsOf(drawing("        let c = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0])")),
                       ["t.view:8:80: error: a color of an RGB space has 4 components (alpha last), not 3"])
    }

    /// `let colors: NSArray = [a.cgColor, b.cgColor]` passed as a gradient's colors (a CFArray
    /// in Swift, which an NSArray bridges to), as tutorials' gradient code writes it: the
    /// gradient of those colors, evenly spaced from `locations: [0, 1]`.
    func testAnNSArrayOfColorsMakesAGradient() {
        let cmds = commands(drawing("""
                let colors: NSArray = [UIColor.red.cgColor, UIColor.blue.cgColor]
                guard let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
                context.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        """))
        let paints = cmds.compactMap { c -> Paint? in if case .paint(let p, _) = c { return p }; return nil }
        XCTAssertEqual(paints, [.linearGradient(Gradient(stops: [.init(0, Color(red: 1, green: 0, blue: 0)), .init(1, Color(red: 0, green: 0, blue: 1))]),
                                                start: Point(0, 0), end: Point(100, 0), [])])
    }

    /// A text drawing mode that clips to the text is outside (a drawing's clip is a path): an
    /// error at the mode, naming the modes that paint.
    func testAClippingTextDrawingModeIsALocatedError() {
        XCTAssertEqual(errorsOf(drawing("        context.setTextDrawingMode(.fillClip)")),
                       ["t.view:8:36: error: a text drawing mode is one of .fill, .stroke, .fillStroke, .invisible (clipping to text is outside the supported subset), not .fillClip"])
    }

    func testGradientMistakesAreLocated() {
        func errors(_ line: String) -> [String] { errorsOf(drawing("        " + line)) }
        XCTAssertEqual(errors("let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0], locations: nil, count: 2)!"),
                       ["t.view:8:88: error: 2 colors of 4 components need 8 numbers; 'colorComponents' has 6"])
        XCTAssertEqual(errors("let g = CGGradient(colorsSpace: 3, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil)!"),
                       ["t.view:8:41: error: a gradient's color space is a CGColorSpace (CGColorSpaceCreateDeviceRGB()), not a Number"])
        XCTAssertEqual(errors("let g = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: 0.5)!"),
                       ["t.view:8:110: error: 'locations' is a list of numbers or nil, not a Number"])
        XCTAssertEqual(errors("let o = CGGradientDrawingOptions(rawValue: 4)"),
                       ["t.view:8:52: error: CGGradientDrawingOptions' raw values are 0 to 3 (1: .drawsBeforeStartLocation, 2: .drawsAfterEndLocation), not 4"])
        XCTAssertEqual(errors("let o = CGGradientDrawingOptions.drawsAfterEnd"),
                       ["t.view:8:42: error: 'CGGradientDrawingOptions' has no member 'drawsAfterEnd' (it has drawsBeforeStartLocation and drawsAfterEndLocation)"])
        XCTAssertEqual(errors("guard let s = CGColorSpace(name: CGColorSpace.displayP3) else { return }"),
                       ["t.view:8:42: error: the color space CGColorSpace.displayP3 is outside what viewc draws in: it draws in sRGB (CGColorSpace.sRGB, CGColorSpaceCreateDeviceRGB())"])
        XCTAssertEqual(errors("let s = CGColorSpace.adobeRGB1998"),
                       ["t.view:8:30: error: 'CGColorSpace' has no member 'adobeRGB1998' here (viewc draws in sRGB: CGColorSpace.sRGB, CGColorSpace.genericGrayGamma2_2)"])
    }

    /// `context.path` is a copy of the current path in user space (nil when there is none), and
    /// CGPath's `copy(using: &t)` maps a copy by the transform, as a weather icon copies a ray
    /// round its sun. Under translateBy(10, 0) the rect (0, 0, 20, 10) is read back as itself,
    /// in user space; copied through a translation by (30, 40) it is (30, 40, 20, 10), the copy
    /// with `using: nil` (0, 0, 20, 10) — each fill recorded in user space, under the ctm —; the
    /// path is nil after beginPath(), so the 1 × 1 mark at (−10, 100) is drawn.
    func testTheContextsPathAndACopyUsingATransform() throws {
        let cmds = commands(drawing("""
                context.translateBy(x: 10, y: 0)
                context.addRect(CGRect(x: 0, y: 0, width: 20, height: 10))
                let ray = context.path
                context.beginPath()
                var t = CGAffineTransform(translationX: 30, y: 40)
                context.addPath((ray?.copy(using: &t))!)
                context.fillPath()
                context.addPath(ray!.copy(using: nil)!)
                context.fillPath()
                if context.path == nil { context.fill(CGRect(x: -10, y: 100, width: 1, height: 1)) }
        """))
        let fills = cmds.compactMap { c -> BezierPath? in if case .fill(let p, _, _, _) = c { return p }; return nil }
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0 + 30, 0 + 40, 20, 10, accuracy: 1e-12)
        assertRect(fills[1].bounds, 0, 0, 20, 10, accuracy: 1e-12)
        assertRect(fills[2].bounds, -10, 100, 1, 1, accuracy: 1e-12)
    }

    func testContextCallsAndStateMembers() throws {
        // After translateBy(10, 20) and scaleBy(2, 3): ctm = [2 0 0 3 10 20]. A rect (1, 1, 4, 5)
        // added then has user-space bounds (1, 1, 4, 5), wherever its device points went; the
        // current point of a path closed at (1, 1) is (1, 1) in user space. Each number is
        // drawn as a rect's width, in the view's coordinates, after restoreGState().
        let cmds = commands(drawing("""
                context.saveGState()
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 3)
                let m = context.ctm
                let empty = context.isPathEmpty
                context.addRect(CGRect(x: 1, y: 1, width: 4, height: 5))
                let box = context.boundingBoxOfPath
                let p = context.currentPointOfPath
                context.beginPath()
                context.restoreGState()
                context.fill(CGRect(x: 0, y: 0, width: m.a * 10 + m.d, height: m.tx + m.ty))
                context.fill(CGRect(x: box.minX, y: box.minY, width: box.width, height: empty ? box.height : 0))
                context.fill(CGRect(x: p.x, y: p.y, width: 1, height: 1))
                context.setFillColor(gray: 0.5, alpha: 0.75)
                context.fill([CGRect(x: 100, y: 100, width: 10, height: 10), CGRect(x: 120, y: 100, width: 10, height: 10)])
                context.setStrokeColor(gray: 0.25, alpha: 1)
                context.strokeLineSegments(between: [CGPoint(x: 0, y: 150), CGPoint(x: 10, y: 150), CGPoint(x: 20, y: 160), CGPoint(x: 30, y: 170), CGPoint(x: 99, y: 99)])
                context.setShouldAntialias(true)
                context.setAllowsAntialiasing(true)
                context.setFlatness(0.5)
                UIGraphicsPushContext(context)
                UIRectFrame(CGRect(x: 150, y: 0, width: 40, height: 30))
                UIGraphicsPopContext()
                UIRectFillUsingBlendMode(CGRect(x: 150, y: 50, width: 10, height: 10), .multiply)
        """))
        let fills = cmds.compactMap { c -> (BezierPath, Paint, FillRule)? in if case .fill(let p, let paint, let rule, _) = c { return (p, paint, rule) }; return nil }
        XCTAssertEqual(fills.count, 6)
        XCTAssertEqual(fills[0].0.bounds, Rect(0, 0, 2 * 10 + 3, 10 + 20))
        // (Through the transform and back: equal to rounding.)
        assertRect(fills[1].0.bounds, 1, 1, 4, 5, accuracy: 1e-12)
        assertRect(fills[2].0.bounds, 1, 1, 1, 1, accuracy: 1e-12)
        // Both rects of fill(_ rects:) in one fill, in gray 0.5 at alpha 0.75.
        XCTAssertEqual(fills[3].0.bounds, Rect(100, 100, 30, 10))
        XCTAssertEqual(fills[3].1, .color(Color(white: 0.5, alpha: 0.75)))
        // UIRectFrame: the rect less its one-point inset, filled even-odd in the fill color.
        XCTAssertEqual(fills[4].0.bounds, Rect(150, 0, 40, 30))
        XCTAssertEqual(fills[4].2, .evenOdd)
        XCTAssertEqual(fills[4].0.elements.filter { if case .move = $0 { return true }; return false }.count, 2)
        // UIRectFillUsingBlendMode: its mode for that fill alone, in a group of its own. (The
        // UIRectFrame before it, in the gray at alpha 0.75 over what was drawn, copies, as
        // UIKit's does.)
        XCTAssertEqual(fills[5].0.bounds, Rect(150, 50, 10, 10))
        let blends = cmds.compactMap { c -> BlendMode? in if case .blendMode(let m, _) = c { return m }; return nil }
        XCTAssertEqual(blends, [.copy, .multiply])
        // strokeLineSegments: two separate segments; the odd fifth point is left out.
        let strokes = cmds.compactMap { c -> (BezierPath, Paint)? in if case .stroke(let p, let paint, _, _) = c { return (p, paint) }; return nil }
        XCTAssertEqual(strokes.count, 1)
        XCTAssertEqual(strokes[0].0.elements, [.move(Point(0, 150)), .line(Point(10, 150)), .move(Point(20, 160)), .line(Point(30, 170))])
        XCTAssertEqual(strokes[0].1, .color(Color(white: 0.25, alpha: 1)))
    }

    func testAntialiasingFollowsBothSwitches() throws {
        // Core Graphics antialiases when allowsAntialiasing and shouldAntialias are both true;
        // shouldAntialias is part of the graphics state (a restore brings it back), allows is
        // not (a restore leaves it off).
        let cmds = root(drawing("""
                context.saveGState()
                context.setShouldAntialias(false)
                context.restoreGState()
                context.saveGState()
                context.setAllowsAntialiasing(false)
                context.restoreGState()
                context.setShouldAntialias(false)
                context.setAllowsAntialiasing(true)
                context.setShouldAntialias(true)
        """))?.subviews.first?.content ?? []
        var seen: [String] = []
        for c in cmds {
            switch c {
            case .group(let inner, _):
                seen.append("group(" + inner.compactMap { if case .antialias(let on, _) = $0 { return "\(on)" }; return nil }.joined(separator: " ") + ")")
            case .antialias(let on, _): seen.append("\(on)")
            default: break
            }
        }
        // The first save's `false` ends with its restore; the second's stays in force after it
        // (told again after the restore), through setShouldAntialias(false), until both are true.
        XCTAssertEqual(seen, ["group(false)", "group(false)", "false", "true"])
    }

    func testArcsByTangentsAndByDelta() throws {
        // From (0, 10) toward (100, 10), then toward (100, 110), radius 20: the corner's circle
        // has its centre at (80, 30); the line ends at (80, 10) and the arc at (100, 30).
        // addRelativeArc from angle 0 by +π/2 about (50, 100), radius 10: from (60, 100) to
        // (50, 110), through larger angles — clockwise on a y-down screen.
        let cmds = commands(drawing("""
                context.move(to: CGPoint(x: 0, y: 10))
                context.addArc(tangent1End: CGPoint(x: 100, y: 10), tangent2End: CGPoint(x: 100, y: 110), radius: 20)
                context.strokePath()
                context.addRelativeArc(center: CGPoint(x: 50, y: 100), radius: 10, startAngle: 0, delta: .pi / 2)
                context.strokePath()
                context.move(to: CGPoint(x: 0, y: 0))
                context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
                context.strokePath()
        """))
        let paths = cmds.compactMap(\.paintedPath)
        XCTAssertEqual(paths.count, 3)
        let e = paths[0].elements
        XCTAssertEqual(e.first, .move(Point(0, 10)))
        XCTAssertEqual(e[1], .line(Point(80, 10)))
        guard case .cubic(let c1, _, let end) = e.last! else { return XCTFail("\(e)") }
        XCTAssertEqual(end.x, 100, accuracy: 1e-9); XCTAssertEqual(end.y, 30, accuracy: 1e-9)
        // The arc leaves (80, 10) along +x, its first control point on that line.
        XCTAssertEqual(c1.y, 10, accuracy: 1e-9); XCTAssertGreaterThan(c1.x, 80)
        let r = paths[1].elements
        XCTAssertEqual(r.first, .move(Point(60, 100)))
        guard case .cubic(let rc1, _, let rend) = r.last! else { return XCTFail("\(r)") }
        XCTAssertEqual(rend.x, 50, accuracy: 1e-9); XCTAssertEqual(rend.y, 110, accuracy: 1e-9)
        XCTAssertGreaterThan(rc1.y, 100)   // leaving downward: clockwise on screen
        // Points on one line: the line to tangent1End.
        XCTAssertEqual(paths[2].elements, [.move(Point(0, 0)), .line(Point(10, 0))])
    }

    func testCGMutablePathBuildsWithCoreGraphicsNames() throws {
        // An arc of CGMutablePath judges `clockwise` with y up: from angle 0 to π/2 with
        // clockwise true goes the long way (through −π/2, up on screen) to (50, 60), as the
        // context's addArc does. A rounded rect of 20×8 corners: its bounds are the rect's; the
        // curve's boundingBox takes in the control points, boundingBoxOfPath does not.
        // UIBezierPath(cgPath:) is a copy: changing it leaves the CGPath as it was.
        let cmds = commands(drawing("""
                let arc = CGMutablePath()
                arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
                context.addPath(arc)
                context.strokePath()
                let rr = CGMutablePath()
                rr.addRoundedRect(in: CGRect(x: 10, y: 100, width: 60, height: 30), cornerWidth: 20, cornerHeight: 8)
                context.addPath(rr)
                context.fillPath()
                let curve = CGMutablePath()
                curve.move(to: CGPoint(x: 100, y: 100))
                curve.addQuadCurve(to: CGPoint(x: 140, y: 100), control: CGPoint(x: 120, y: 60))
                let copy = UIBezierPath(cgPath: curve)
                copy.addLine(to: CGPoint(x: 0, y: 0))
                let a = curve.boundingBox
                let b = curve.boundingBoxOfPath
                context.fill(CGRect(x: 0, y: 150, width: a.height, height: b.height))
                context.fill(CGRect(x: 0, y: 160, width: copy.bounds.width, height: curve.bounds.width))
        """))
        let paths = cmds.compactMap(\.paintedPath)
        guard paths.count == 4 else { return XCTFail("\(paths.count) paths") }
        XCTAssertEqual(paths[0].elements.first, .move(Point(60, 50)))
        guard case .cubic(let c1, _, _) = paths[0].elements[1], case .cubic(_, _, let end) = paths[0].elements.last! else { return XCTFail() }
        XCTAssertLessThan(c1.y, 50)   // leaving upward: counterclockwise on screen
        XCTAssertEqual(end.x, 50, accuracy: 1e-9); XCTAssertEqual(end.y, 60, accuracy: 1e-9)
        assertRect(paths[1].bounds, 10, 100, 60, 30, accuracy: 1e-9)
        // The quad curve's control point is 40 above its ends; the curve itself peaks halfway, 20 above.
        assertRect(paths[2].bounds, 0, 150, 40, 20, accuracy: 1e-9)
        // The copy grew to x = 0 (140 wide); the CGPath stayed 40 wide.
        assertRect(paths[3].bounds, 0, 160, 140, 40, accuracy: 1e-9)
    }

    /// A component outside 0…1 — `setFillColor(red: 255, …)`, a 0–255 value — is clamped, as
    /// UIKit and Core Graphics draw it in sRGB, with a warning where it is written (UIKit gives
    /// none); UIColor's initializer clamps alike.
    func testColorComponentsOutsideZeroToOneAreClampedWithAWarning() throws {
        let r = evaluate(drawing("""
                context.setFillColor(red: 255, green: 0.5, blue: -1, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                context.setFillColor(gray: 2, alpha: 0.5)
                context.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
                UIColor(red: 0.25, green: 300, blue: 0, alpha: 1).setFill()
                UIRectFill(CGRect(x: 0, y: 40, width: 10, height: 10))
        """))
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(ownFills(v.content).map(\.color), [Color(red: 1, green: 0.5, blue: 0), Color(white: 1, alpha: 0.5), Color(red: 0.25, green: 1, blue: 0)])
        let says = ": UIKit and Core Graphics clamp components to 0…1 (for 0–255 values divide by 255)"
        XCTAssertEqual(r.headlines, ["t.view:8:35: warning: a color component above 1 draws as 1" + says,
                                     "t.view:8:58: warning: a color component below 0 draws as 0" + says,
                                     "t.view:10:36: warning: a color component above 1 draws as 1" + says,
                                     "t.view:12:35: warning: a color component above 1 draws as 1" + says])
    }

    func testContextMistakesAreLocated() {
        func errors(_ line: String) -> [String] { errorsOf(drawing("        " + line)) }
        XCTAssertEqual(errors("context.setBlendMode(.plusDarker)"),
                       ["t.view:8:30: error: the blend mode .plusDarker has no equivalent in cairo, so no output format can carry it"])
        XCTAssertEqual(errors("context.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 2)"),
                       ["t.view:8:9: error: addArc(tangent1End:tangent2End:radius:) needs a current point; start the path with move(to:)"])
        XCTAssertEqual(errors("context.endTransparencyLayer()"),
                       ["t.view:8:9: error: endTransparencyLayer() without a matching beginTransparencyLayer"])
        XCTAssertEqual(errorsOf(drawing("""
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                context.saveGState()
                context.endTransparencyLayer()
        """)), ["t.view:10:9: error: endTransparencyLayer() without a matching beginTransparencyLayer; restore the saved state first"])
        XCTAssertEqual(errors("context.strokeLineSegments(between: [CGPoint(x: 1, y: 0), 3])"),
                       ["t.view:8:67: error: a list holds values of one type: this is a Number, but the list starts with a Point"])
        XCTAssertEqual(errors("context.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect.zero.insetBy(dx: 1, dy: 1)])"),
                       ["t.view:8:22: error: this rect is null (an inset or intersection left nothing)"])
    }

    /// Core Text's framesetter lays text out in a rectangle here: a frame in a path that is no
    /// rectangle or of part of the string is an error at what is given; a CFRange is whole
    /// numbers from 0.
    func testCoreTextFrameMistakesAreLocated() {
        func errors(_ path: String, _ range: String) -> [String] {
            errorsOf(drawing("""
                    let text = NSAttributedString(string: "Hello")
                    let path = CGMutablePath()
                    \(path)
                    let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(text), \(range), path, nil)
                    CTFrameDraw(frame, context)
            """))
        }
        XCTAssertEqual(errors("path.addRect(CGRect(x: 0, y: 0, width: 100, height: 40))", "CFRangeMake(0, 0)"), [])
        XCTAssertEqual(errors("path.addRect(CGRect(x: 0, y: 0, width: 100, height: 40))", "CFRange(location: 0, length: text.length)"), [])
        XCTAssertEqual(errors("path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 40))", "CFRangeMake(0, 0)"),
                       ["t.view:11:112: error: a frame's path other than a rectangle is outside the supported Swift subset (docs/language.md §13): Core Text here lays text out in a rectangle (path.addRect(r))"])
        XCTAssertEqual(errors("path.addRect(CGRect(x: 0, y: 0, width: 100, height: 40))", "CFRangeMake(1, 2)"),
                       ["t.view:11:93: error: a frame of part of the string is outside the supported Swift subset (docs/language.md §13): give the whole string, CFRangeMake(0, 0) or CFRangeMake(0, text.length)"])
        XCTAssertEqual(errors("path.addRect(CGRect(x: 0, y: 0, width: 100, height: 40))", "CFRangeMake(0, -1)"),
                       ["t.view:11:93: error: a CFRange's location and length are whole numbers from 0, not 0 and -1"])
    }

    func testUIGraphicsGetCurrentContextUnwrappedInPlace() throws {
        let cmds = commands(drawing("        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 1, y: 2, width: 3, height: 4))"))
        XCTAssertEqual(cmds.compactMap(\.paintedPath).first?.bounds, Rect(1, 2, 3, 4))
        // Outside draw(_:) there is no context: `!` finds nil, as Swift would stop there.
        let e = errorsOf("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        class V: UIView {
            override func layoutSubviews() {
                UIGraphicsGetCurrentContext()!.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
            }
        }
        """)
        XCTAssertEqual(e, ["t.view:4:9: error: '!' found nil: there is no current context outside draw(_:) (Swift would stop here)"])
    }

    func testContextLocalUnwrappedWithBangDraws() throws {
        let cmds = commands(drawing("""
                let ctx = UIGraphicsGetCurrentContext()
                ctx!.setFillColor(UIColor.red.cgColor)
                ctx!.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
        """))
        XCTAssertEqual(cmds.compactMap(\.paintedPath).first?.bounds, Rect(1, 2, 3, 4))
        let e = errorsOf("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        class V: UIView {
            override func layoutSubviews() {
                let ctx = UIGraphicsGetCurrentContext()
                ctx!.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
            }
        }
        """)
        XCTAssertEqual(e, ["t.view:5:9: error: '!' found nil: 'ctx' is nil (Swift would stop here)"])
    }

    func testUIImageNamedIsFailableAndConfined() throws {
        let (dir, photo) = try imageFolder()
        func compile(_ body: String) -> Compiled {
            compileText(drawing(body), path: "art/v.view", directory: dir, root: dir + "/art")
        }
        let c = compile("""
                let img = UIImage(named: "dot")!
                let two = UIImage(named: "dot@2x.png")!
                img.draw(in: CGRect(x: 0, y: 0, width: img.size.width / 2, height: img.size.height / 4))
                two.draw(at: CGPoint(x: 50, y: 60))
                img.draw(in: CGRect(x: 100, y: 100, width: 8, height: 8), blendMode: .multiply, alpha: 0.5)
                context.fill(CGRect(x: 0, y: 100, width: two.scale, height: 1))
                guard let none = UIImage(named: "missing") else {
                    context.fill(CGRect(x: 0, y: 150, width: 5, height: 5))
                    return
                }
                none.draw(at: .zero)
        """)
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(c.diagnostics.map(\.headline).filter { $0.contains("warning") }.map { $0.replacingOccurrences(of: dir, with: "DIR") },
                       ["art/v.view:14:41: warning: UIImage(named:) gives nil: cannot find 'missing.png' (looked for DIR/art/missing.png)"])
        let cmds = c.root.subviews.first.map { v in v.content } ?? []
        var images: [Rect] = [], fills: [Rect] = [], layers: [Double] = [], blends: [BlendMode] = []
        func walk(_ cs: [DrawCommand]) {
            for cmd in cs {
                switch cmd {
                case .image(_, let r, _, _): images.append(r)
                case .fill(let p, _, _, _): fills.append(p.bounds)
                case .layer(let a, let inner, _): layers.append(a); walk(inner)
                case .blendMode(let m, _): blends.append(m)
                case .group(let inner, _), .shadowed(_, let inner, _): walk(inner)
                default: break
                }
            }
        }
        walk(cmds)
        XCTAssertEqual(images, [Rect(0, 0, 48, 16), Rect(50, 60, 48, 32), Rect(100, 100, 8, 8)])
        XCTAssertEqual(layers, [0.5])
        XCTAssertEqual(blends, [.multiply])
        XCTAssertEqual(fills, [Rect(0, 100, 2, 1), Rect(0, 150, 5, 5)])
        // Outside the folder files may be read from: an error at the name, not nil.
        try photo.write(to: URL(fileURLWithPath: dir + "/outside.png"))
        let out = compile("        guard let img = UIImage(named: \"../outside.png\") else { return }")
        XCTAssertEqual(out.errors.map { $0.replacingOccurrences(of: dir, with: "DIR") },
                       ["art/v.view:8:40: error: '../outside.png' is outside the folder DIR/art that images may read (widen it with --root)"])
        // `!` on a missing image stops as Swift would.
        XCTAssertEqual(compile("        UIImage(named: \"missing\")!.draw(at: .zero)").errors,
                       ["art/v.view:8:9: error: '!' found nil: UIImage(named:) gave nil (Swift would stop here)"])
    }

    /// UIImage(named:) finds an image set of an asset catalog beside the file when no file has
    /// the name, and takes the set's file for the output's scale (1 here), else the nearest
    /// above: a set of 2x and 3x files gives the 2x one, half its pixels in points.
    func testUIImageNamedReadsAnAssetCatalogBesideTheFile() throws {
        let (dir, photo) = try imageFolder()
        func imageSet(_ name: String, _ files: [(String?, String)]) throws {
            let set = dir + "/art/Assets.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            let entries = files.map { f, scale in
                "{ \"idiom\" : \"universal\", " + (f.map { "\"filename\" : \"\($0)\", " } ?? "") + "\"scale\" : \"\(scale)\" }"
            }
            try Data(("{ \"images\" : [ " + entries.joined(separator: ", ") + " ], \"info\" : { \"version\" : 1 } }").utf8)
                .write(to: URL(fileURLWithPath: set + "/Contents.json"))
            for case let (f?, _) in files { try photo.write(to: URL(fileURLWithPath: set + "/" + f)) }
        }
        try imageSet("badge", [("b1.png", "1x"), ("b2.png", "2x"), (nil, "3x")])
        try imageSet("hi", [("h3.png", "3x"), ("h2.png", "2x")])
        try imageSet("blank", [(nil, "1x"), (nil, "2x")])
        func compile(_ body: String) -> Compiled {
            compileText(drawing(body), path: "art/v.view", directory: dir, root: dir + "/art")
        }
        let c = compile("""
                let badge = UIImage(named: "badge")!
                let hi = UIImage(named: "hi")!
                badge.draw(at: .zero)
                hi.draw(at: CGPoint(x: 0, y: 100))
                context.fill(CGRect(x: 0, y: 200, width: hi.scale, height: badge.scale))
        """)
        XCTAssertEqual(c.errors, [])
        var images: [Rect] = [], fills: [Rect] = []
        for cmd in c.root.subviews.first?.content ?? [] {
            switch cmd {
            case .image(_, let r, _, _): images.append(r)
            case .fill(let p, _, _, _): fills.append(p.bounds)
            default: break
            }
        }
        // photo.png is 96 × 64 pixels: at 1x 96 × 64 points, at 2x 48 × 32.
        XCTAssertEqual(images, [Rect(0, 0, 96, 64), Rect(0, 100, 48, 32)])
        XCTAssertEqual(fills, [Rect(0, 200, 2, 1)])
        XCTAssertEqual(compile("        UIImage(named: \"blank\")!.draw(at: .zero)").errors,
                       ["art/v.view:8:24: error: the image set 'Assets.xcassets/blank.imageset/' names no image file"])
    }

    /// A fresh folder with `art/dot.png` and `art/dot@2x.png`: docs/examples/photo.png, 96×64
    /// pixels — 96×64 points, and 48×32 as `@2x`.
    func imageFolder() throws -> (String, Data) {
        let dir = temporaryFolder(self)
        let photo = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/examples/photo.png").standardizedFileURL)
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        try photo.write(to: URL(fileURLWithPath: dir + "/art/dot.png"))
        try photo.write(to: URL(fileURLWithPath: dir + "/art/dot@2x.png"))
        return (dir, photo)
    }

    func testImageViewsAndPatternColorsOfAUIImage() throws {
        // UIImageView(image:) is the image's size at (0, 0), ignores touches, is not opaque;
        // its contentMode fits the image (48×32 into 60×60 by aspect fit: scale 1.25, 40 high,
        // 10 down); nil gives an empty image view. UIColor(patternImage:) takes the UIImage.
        let (dir, _) = try imageFolder()
        let c = compileText("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let big = UIImageView(image: UIImage(named: "dot"))
                big.frame.origin = CGPoint(x: 4, y: 6)
                addSubview(big)
                let fit = UIImageView(image: UIImage(named: "dot@2x"))
                fit.frame = CGRect(x: 120, y: 0, width: 60, height: 60)
                fit.contentMode = .scaleAspectFit
                addSubview(fit)
                addSubview(UIImageView(image: nil))
                backgroundColor = UIColor(patternImage: UIImage(named: "dot")!)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """, path: "art/v.view", directory: dir)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.count, 3)
        let big = v.subviews[0], fit = v.subviews[1], none = v.subviews[2]
        XCTAssertEqual(big.frame, Rect(4, 6, 96, 64))
        XCTAssertEqual(big.image?.size, Size(96, 64))
        XCTAssertFalse(big.isUserInteractionEnabled)
        XCTAssertFalse(big.isOpaque)
        XCTAssertEqual(fit.contentFit, Transform(a: 1.25, b: 0, c: 0, d: 1.25, tx: 0, ty: 10))
        XCTAssertNil(none.image)
        XCTAssertEqual(none.frame, .zero)
        XCTAssertEqual(v.backgroundPattern?.pixelWidth, 96)
        XCTAssertEqual(errorsOf(drawing("        let v = UIImageView(image: 3)")), ["t.view:8:36: error: UIImageView(image:) takes a UIImage (or nil), not a Number"])
    }
}

extension CoreGraphicsAPITests {
    /// UIKit's `sizeThatFits(_:)` on an image view is its image's size in points (48×32 for
    /// the 96×64-pixel `@2x` image), whatever size is asked; with no image, zero; on a plain
    /// view, its current size.
    func testSizeThatFitsOfAnImageViewIsItsImagesSize() throws {
        let c = try inImageFolder("""
                let fit = UIImageView(image: UIImage(named: "dot@2x"))
                fit.frame = CGRect(x: 120, y: 0, width: 60, height: 60)
                fit.frame.size = fit.sizeThatFits(CGSize(width: 5, height: 500))
                let none = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                none.frame.size = none.sizeThatFits(CGSize(width: 5, height: 5))
                let plain = UIView(frame: CGRect(x: 0, y: 50, width: 30, height: 20))
                plain.frame.size = plain.sizeThatFits(CGSize(width: 1, height: 1))
                for v in [fit, none, plain] { addSubview(v) }
        """)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.map(\.frame), [Rect(120, 0, 96 / 2, 64 / 2), Rect(0, 0, 0, 0), Rect(0, 50, 30, 20)])
    }

    /// A file in the image folder whose class V, placed at 200×100, runs `body` in its init.
    func inImageFolder(_ body: String) throws -> Compiled {
        let (dir, _) = try imageFolder()
        let lines = ["canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }", "class V: UIView {",
                     "    override init(frame: CGRect) {", "        super.init(frame: frame)", body, "    }",
                     "    required init?(coder: NSCoder) { fatalError() }", "}"]
        return compileText(lines.joined(separator: "\n") + "\n", path: "art/v.view", directory: dir)
    }
}

extension CoreGraphicsAPITests {
    /// `.clear` names both a color and a blend mode: given where a blend mode is expected
    /// (`setBlendMode(.clear)`, as code that erases writes it) it is the blend mode, and where
    /// a color is, the color.
    func testClearIsTheBlendModeWhereABlendModeIsExpected() {
        let cmds = commands(drawing("""
                context.setFillColor(UIColor.clear.cgColor)
                context.setBlendMode(.clear)
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        """))
        let modes = cmds.compactMap { c -> BlendMode? in if case .blendMode(let m, _) = c { return m }; return nil }
        XCTAssertEqual(modes, [.clear])
    }
}

extension CoreGraphicsAPITests {
    /// `path.fill(with:alpha:)` paints with that blend mode and alpha in place of the context's
    /// (0.5 here, though the context's is 0.8), for that path alone: the next fill is normal at
    /// the context's 0.8. `.clear` there is the blend mode, not the color.
    func testFillWithBlendModeAndAlphaIsForThatPathAlone() {
        let cmds = commands(drawing("""
                context.setAlpha(0.8)
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .multiply, alpha: 0.5)
                UIBezierPath(rect: CGRect(x: 0, y: 20, width: 10, height: 10)).fill(with: .clear, alpha: 1)
                UIBezierPath(rect: CGRect(x: 0, y: 40, width: 10, height: 10)).fill()
        """))
        let modes = cmds.compactMap { c -> BlendMode? in if case .blendMode(let m, _) = c { return m }; return nil }
        XCTAssertEqual(modes, [.multiply, .clear])
        let alphas = cmds.compactMap { c -> Double? in if case .fill(_, .color(let col), _, _) = c { return col.alpha }; return nil }
        XCTAssertEqual(alphas.count, 3)
        guard alphas.count == 3 else { return }
        XCTAssertEqual(alphas[0], 0.5, accuracy: 1e-9)
        XCTAssertEqual(alphas[1], 1, accuracy: 1e-9)
        XCTAssertEqual(alphas[2], 0.8, accuracy: 1e-9)
    }
}

extension CoreGraphicsAPITests {
    /// `boundingBoxOfClipPath` is the clip's bounds in user space: unclipped, the view's
    /// bounds (0, 0, 200, 200); clipped to (10, 20, 50, 40), that rect; after translating by
    /// (5, 5), the same rect moved by (−5, −5); restored, the view's again. The even-odd idiom
    /// (the clip's box plus a path, clipped even-odd) clips to outside the path.
    func testTheClipsBoundingBoxIsInUserSpace() {
        let cmds = commands(drawing("""
                let a = context.boundingBoxOfClipPath
                context.saveGState()
                context.clip(to: CGRect(x: 10, y: 20, width: 50, height: 40))
                let b = context.boundingBoxOfClipPath
                context.translateBy(x: 5, y: 5)
                let c = context.boundingBoxOfClipPath
                context.restoreGState()
                let d = context.boundingBoxOfClipPath
                for r in [a, b, c, d] { context.fill(CGRect(x: r.minX, y: r.minY + 300, width: r.width, height: r.height)) }
        """))
        let fills = cmds.compactMap { c -> Rect? in if case .fill(let p, _, _, _) = c, p.bounds.minY >= 250 { return p.bounds }; return nil }
        XCTAssertEqual(fills.count, 4)
        guard fills.count == 4 else { return }
        assertRect(fills[0], 0, 300, 200, 200)
        assertRect(fills[1], 10, 320, 50, 40)
        // c is (10 − 5, 20 − 5, 50, 40) in the translated space; drawn after the restore, as is.
        assertRect(fills[2], 5, 315, 50, 40)
        assertRect(fills[3], 0, 300, 200, 200)
    }

    /// `clip(to rects: [CGRect])` clips to the region the rects cover together (its box their
    /// union's, in user space); an empty list leaves nothing drawable.
    func testClipToRectsIsTheirUnion() {
        let cmds = commands(drawing("""
                context.saveGState()
                context.clip(to: [CGRect(x: 10, y: 20, width: 50, height: 40), CGRect(x: 100, y: 100, width: 10, height: 10)])
                let a = context.boundingBoxOfClipPath
                context.restoreGState()
                context.clip(to: [])
                let b = context.boundingBoxOfClipPath
                for r in [a, b] { context.fill(CGRect(x: r.minX, y: r.minY + 300, width: r.width, height: r.height)) }
        """))
        let fills = cmds.compactMap { c -> Rect? in if case .fill(let p, _, _, _) = c, p.bounds.minY >= 250 || p.bounds.isEmpty { return p.bounds }; return nil }
        XCTAssertEqual(fills.count, 2)
        guard fills.count == 2 else { return }
        // min x 10, min y 20; max x 100 + 10, max y 100 + 10.
        assertRect(fills[0], 10, 320, 110 - 10, 110 - 20)
        XCTAssertEqual(fills[1].width * fills[1].height, 0)
    }

    /// CGColor's `copy(alpha:)`: the color with the alpha given, clamped to 0…1 as Core
    /// Graphics clamps it; an optional, as CGColor's copy is.
    func testCGColorCopyWithAlphaClamps() {
        let cmds = commands(drawing("""
                context.setFillColor(UIColor.red.cgColor.copy(alpha: 0.25)!)
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                if let c = UIColor.blue.cgColor.copy(alpha: 1.5) { context.setFillColor(c) }
                context.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        """))
        XCTAssertEqual(ownFills(cmds).map(\.color), [Color(red: 1, green: 0, blue: 0, alpha: 0.25), Color(red: 0, green: 0, blue: 1, alpha: 1)])
    }

    /// `resizableImage(withCapInsets:resizingMode:)` and `withRenderingMode(_:)`: a UIImageView
    /// given one fills its bounds with its nine cells (its caps, mode and rendering mode are the
    /// view's); drawn at its own size it is the
    /// image; drawn into another size, made from a drawing for an image view, or with caps
    /// beyond the image, it is a located error.
    func testResizableImages() throws {
        let (dir, _) = try imageFolder()
        let c = compileText("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let caps = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
                let view = UIImageView(image: UIImage(named: "dot")!.resizableImage(withCapInsets: caps, resizingMode: .stretch))
                view.frame = CGRect(x: 0, y: 0, width: 150, height: 90)
                addSubview(view)
                addSubview(UIImageView(image: UIImage(named: "dot")!.resizableImage(withCapInsets: .zero).withRenderingMode(.alwaysTemplate)))
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIImage(named: "dot")!.resizableImage(withCapInsets: .zero, resizingMode: .tile).draw(at: CGPoint(x: 5, y: 5))
            }
        }
        """, path: "art/v.view", directory: dir)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.map(\.imageCapInsets), [EdgeInsets(top: 8, left: 10, bottom: 8, right: 10), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)])
        XCTAssertEqual(v.subviews.map(\.imageResizingMode), [.stretch, .tile])
        XCTAssertEqual(v.subviews.map(\.imageRenderingMode), ["automatic", "alwaysTemplate"])
        var images: [Rect] = []
        for case .image(_, let r, _, _) in v.content { images.append(r) }
        XCTAssertEqual(images, [Rect(5, 5, 96, 64)])
        func errors(_ line: String) -> [String] {
            compileText(drawing("        " + line), path: "art/v.view", directory: dir).errors
        }
        XCTAssertEqual(errors("UIImage(named: \"dot\")!.resizableImage(withCapInsets: .zero).draw(in: bounds)"),
                       ["art/v.view:8:9: error: drawing a resizable image into a rect of another size than its own (96 × 64) is outside the supported Swift subset (docs/language.md §13): show it in a UIImageView"])
        XCTAssertEqual(errors("_ = UIImage(named: \"dot\")!.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 50))"),
                       ["art/v.view:8:66: error: cap insets are finite, not negative and inside the image (96 × 64)"])
    }
}

extension CoreGraphicsAPITests {
    /// `#imageLiteral(resourceName:)` is UIImage(named:) unwrapped, as Swift types the literal
    /// (a UIImage, not an optional): drawn at its size, the 96 × 64 point photo; a missing one
    /// stops there, as `!` does.
    func testAnImageLiteralIsTheNamedImage() throws {
        let (dir, _) = try imageFolder()
        func compile(_ body: String) -> Compiled {
            compileText(drawing(body), path: "art/v.view", directory: dir, root: dir + "/art")
        }
        let c = compile("""
                let img = #imageLiteral(resourceName: "dot")
                img.draw(at: CGPoint(x: 10, y: 20))
                context.fill(CGRect(x: 0, y: 0, width: img.size.width, height: 1))
        """)
        XCTAssertEqual(c.errors, [])
        var images: [Rect] = [], fills: [Rect] = []
        for cmd in c.root.subviews.first?.content ?? [] {
            if case .image(_, let r, _, _) = cmd { images.append(r) }
            if case .fill(let p, _, _, _) = cmd { fills.append(p.bounds) }
        }
        XCTAssertEqual(images, [Rect(10, 20, 96, 64)])
        XCTAssertEqual(fills, [Rect(0, 0, 96, 1)])
        XCTAssertEqual(compile("        #imageLiteral(resourceName: \"missing\").draw(at: .zero)").errors,
                       ["art/v.view:8:9: error: '!' found nil: UIImage(named:) gave nil (Swift would stop here)"])
    }
}

extension CoreGraphicsAPITests {
    /// CGMutablePath's `addLines(between:transform:)`, `addRect(_:transform:)`,
    /// `addEllipse(in:transform:)` and `addPath(_:transform:)` map what they add by the
    /// transform first (the identity when none is given): an arrow's points laid along x and
    /// turned and moved onto its line, as arrow helpers build one. The turn of a quarter maps
    /// (x, y) to (−y, x); then the move by (50, 10).
    func testCGMutablePathAddsThroughATransform() throws {
        let cmds = commands(drawing("""
                let turned = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 10)
                let arrow = CGMutablePath()
                arrow.addLines(between: [CGPoint(x: 0, y: -1), CGPoint(x: 20, y: -1), CGPoint(x: 20, y: 1)], transform: turned)
                arrow.closeSubpath()
                context.addPath(arrow)
                context.fillPath()
                let box = CGMutablePath()
                box.addRect(CGRect(x: 0, y: 0, width: 4, height: 2), transform: CGAffineTransform(scaleX: 2, y: 3))
                box.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(translationX: 100, y: 0))
                let outer = CGMutablePath()
                outer.addPath(box, transform: CGAffineTransform(translationX: 0, y: 50))
                context.addPath(outer)
                context.fillPath()
        """))
        let paths = cmds.compactMap(\.paintedPath)
        guard paths.count == 2 else { return XCTFail("\(paths.count) paths") }
        // (0, −1) → (1, 0) + (50, 10); (20, −1) → (1, 20) + …; (20, 1) → (−1, 20) + ….
        XCTAssertEqual(paths[0].elements, [.move(Point(51, 10)), .line(Point(51, 30)), .line(Point(49, 30)), .close])
        // The rect 8 × 6 at the origin and the circle moved to x 100…102, both then down 50.
        assertRect(paths[1].bounds, 0, 50, 102, 6, accuracy: 1e-9)
    }

    /// CGMutablePath's arcs by centre take a `transform:` as its other building methods do:
    /// the arc about (0, 0) of radius 10 from angle 0 to π/2 (`clockwise: false`, y up: the
    /// short way, down on screen) runs from (10, 0) to (0, 10); mapped by x·2 + 30, y + 40 it
    /// runs from (50, 40) to (30, 50), a quarter of an ellipse 20 wide and 10 high, joined to
    /// the current point (0, 0) by a line. addRelativeArc by +π/2 from the same start is the
    /// same arc, moved by (0, 100) here.
    func testCGMutablePathArcsThroughATransform() throws {
        let cmds = commands(drawing("""
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 0, y: 0))
                path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false,
                            transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 30, ty: 40))
                context.addPath(path)
                context.strokePath()
                let relative = CGMutablePath()
                relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2,
                                        transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 30, ty: 140))
                context.addPath(relative)
                context.strokePath()
        """))
        let paths = cmds.compactMap(\.paintedPath)
        guard paths.count == 2 else { return XCTFail("\(paths.count) paths") }
        let e = paths[0].elements
        XCTAssertEqual(Array(e.prefix(2)), [.move(Point(0, 0)), .line(Point(50, 40))])
        guard case .cubic(let c1, let c2, let end) = e.last!, e.count == 3 else { return XCTFail("\(e)") }
        XCTAssertEqual(end.x, 30, accuracy: 1e-9); XCTAssertEqual(end.y, 50, accuracy: 1e-9)
        // A quarter circle's control points lie 4/3·tan(π/8)·r along its tangents: (10, k)
        // and (k, 10) with k = 5.5228…, mapped as the ends are.
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        XCTAssertEqual(c1.x, 50, accuracy: 1e-9); XCTAssertEqual(c1.y, 40 + k, accuracy: 1e-9)
        XCTAssertEqual(c2.x, 30 + 2 * k, accuracy: 1e-9); XCTAssertEqual(c2.y, 50, accuracy: 1e-9)
        let r = paths[1].elements
        XCTAssertEqual(r.first, .move(Point(50, 140)))
        guard case .cubic(_, _, let rend) = r.last!, r.count == 2 else { return XCTFail("\(r)") }
        XCTAssertEqual(rend.x, 30, accuracy: 1e-9); XCTAssertEqual(rend.y, 150, accuracy: 1e-9)
    }
}

extension CoreGraphicsAPITests {
    /// `UIImageView()` and `UIImageView(frame:)` are UIView's initializers, inherited: an image
    /// view with no image (ignoring touches, not opaque), of no size or of the frame; a property
    /// typed `UIImageView?` holds one. `insertSubview(_:at:)` places a view at that index
    /// among the subviews and `(_:aboveSubview:)`/`(_:belowSubview:)` next to one, as UIKit
    /// inserts them: a, b added, then the image view at 0 → [iv, a, b]; framed above a →
    /// [iv, a, framed, b]; c below iv → [c, iv, a, framed, b]. An index below 0 and a sibling
    /// that is not a subview are errors at their place.
    func testImageViewsWithoutAnImageAndViewsInsertedAmongSubviews() throws {
        let c = compileText("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            private var imageView: UIImageView?
            override init(frame: CGRect) {
                super.init(frame: frame)
                let a = UIView(frame: CGRect(x: 1, y: 0, width: 1, height: 1))
                let b = UIView(frame: CGRect(x: 2, y: 0, width: 1, height: 1))
                addSubview(a)
                addSubview(b)
                imageView = UIImageView()
                insertSubview(imageView!, at: 0)
                let framed = UIImageView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
                insertSubview(framed, aboveSubview: a)
                let c = UIView(frame: CGRect(x: 3, y: 0, width: 1, height: 1))
                self.insertSubview(c, belowSubview: imageView!)
                imageView?.frame.origin = CGPoint(x: 4, y: 0)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.map(\.frame), [Rect(3, 0, 1, 1), Rect(4, 0, 0, 0), Rect(1, 0, 1, 1), Rect(5, 6, 7, 8), Rect(2, 0, 1, 1)])
        let iv = v.subviews[1], framed = v.subviews[3]
        for x in [iv, framed] {
            XCTAssertTrue(x.isImageView)
            XCTAssertNil(x.image)
            XCTAssertFalse(x.isUserInteractionEnabled)
            XCTAssertFalse(x.isOpaque)
        }
        XCTAssertEqual(errorsOf(drawing("        insertSubview(UIView(), at: -1)")), ["t.view:8:37: error: a subview's index is a whole number ≥ 0, not -1"])
        XCTAssertEqual(errorsOf(drawing("        insertSubview(UIView(), aboveSubview: UIView())")), ["t.view:8:47: error: the view to insert above is not a subview of this view"])
    }
}

extension CoreGraphicsAPITests {
    /// UIImageView's `image` set in code shows that image (its intrinsic size the image's,
    /// 96 × 64) and leaves the frame as it was (40 × 40, as UIKit's setter does: only
    /// init(image:) sizes the view); set to nil, the view shows none and keeps the frame
    /// init(image:) gave it. A value that is no UIImage is an error at its place.
    func testAnImageViewsImageSetInCode() throws {
        let (dir, _) = try imageFolder()
        let c = compileText("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class V: UIView {
            private var imageView: UIImageView?
            override init(frame: CGRect) {
                super.init(frame: frame)
                imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
                imageView?.image = UIImage(named: "dot")
                // Shown only while highlighted, which it never is here: the image stays 'dot'.
                imageView?.highlightedImage = UIImage(named: "dot")
                imageView?.highlightedImage = nil
                addSubview(imageView!)
                let cleared = UIImageView(image: UIImage(named: "dot"))
                cleared.image = nil
                addSubview(cleared)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """, path: "art/v.view", directory: dir)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.count, 2)
        guard v.subviews.count == 2 else { return }
        XCTAssertEqual(v.subviews[0].frame, Rect(10, 10, 40, 40))
        XCTAssertEqual(v.subviews[0].image?.size, Size(96, 64))
        XCTAssertEqual(v.subviews[0].intrinsicContentSize, Size(96, 64))
        XCTAssertNil(v.subviews[1].image)
        XCTAssertEqual(v.subviews[1].frame, Rect(0, 0, 96, 64))
        XCTAssertEqual(errorsOf(drawing("        let iv = UIImageView()\n        iv.image = 3")), ["t.view:9:20: error: 'image' is a UIImage (or nil), not a Number"])
        XCTAssertEqual(errorsOf(drawing("        let iv = UIImageView()\n        iv.highlightedImage = 3")), ["t.view:9:31: error: 'highlightedImage' is a UIImage (or nil), not a Number"])
    }
}

extension CoreGraphicsAPITests {
    /// `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)` (and Swift 4's
    /// `bringSubview(toFront:)`, `sendSubview(toBack:)`) reorder the subviews and layers as UIKit
    /// does, a layer among them: a, b, c and a layer added → [a, b, c, layer]; a to the front →
    /// [b, c, layer, a]; c to the back → [c, b, layer, a]; the layer to the front (Swift 4's
    /// name) → [c, b, a, layer]; b to the back (Swift 4's name) → [b, c, a, layer]. A view
    /// that is no subview is left where it is, and no didAddSubview(_:) runs for a move (none
    /// is counted after the four are added).
    func testSubviewsBroughtToTheFrontAndSentToTheBack() throws {
        let c = compileText("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            var added = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                let a = UIView(frame: CGRect(x: 1, y: 0, width: 1, height: 1))
                let b = UIView(frame: CGRect(x: 2, y: 0, width: 1, height: 1))
                let c = UIView(frame: CGRect(x: 3, y: 0, width: 1, height: 1))
                let l = CALayer()
                l.frame = CGRect(x: 4, y: 0, width: 1, height: 1)
                addSubview(a)
                addSubview(b)
                addSubview(c)
                layer.addSublayer(l)
                let before = added
                bringSubviewToFront(a)
                self.sendSubviewToBack(c)
                bringSubview(toFront: l)
                sendSubview(toBack: b)
                bringSubviewToFront(UIView())
                self.frame.size.width = CGFloat(added - before)
            }
            override func didAddSubview(_ subview: UIView) { added += 1 }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(c.errors, [])
        let v = try XCTUnwrap(c.root.subviews.first)
        XCTAssertEqual(v.subviews.map(\.frame.minX), [2, 3, 1, 4])
        XCTAssertEqual(v.frame.width, 0)
    }
}

extension CoreGraphicsAPITests {
    /// `UIBezierPath.reversing()` is the same shape drawn the other way: an open subpath
    /// (0,0)→(10,0)→curve to (10,10) runs back from (10,10), its curve's control points
    /// swapped; a closed triangle starts at its last point and closes again; the subpaths come
    /// last first. The original is left as it was, and the reversed path keeps its line width.
    /// Appended to a clockwise square, a reversed inner square (as ticket code cuts a notch)
    /// turns the other way: its signed area (shoelace) is the square's negated, so the
    /// non-zero rule leaves a hole there.
    func testAReversedPathRunsTheOtherWay() throws {
        let cmds = commands(drawing("""
                let p = UIBezierPath()
                p.lineWidth = 3
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: 10, y: 0))
                p.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 14, y: 8))
                p.move(to: CGPoint(x: 20, y: 0))
                p.addLine(to: CGPoint(x: 30, y: 0))
                p.addLine(to: CGPoint(x: 30, y: 10))
                p.close()
                let r = p.reversing()
                p.stroke()
                UIColor.red.setStroke()
                r.stroke()
                let outer = UIBezierPath(rect: CGRect(x: 100, y: 100, width: 40, height: 40))
                outer.append(UIBezierPath(rect: CGRect(x: 110, y: 110, width: 20, height: 20)).reversing())
                outer.fill()
        """))
        let strokes = cmds.compactMap(\.paintedPath)
        guard strokes.count == 3 else { return XCTFail("\(strokes.count) paths") }
        XCTAssertEqual(strokes[1].elements, [
            .move(Point(30, 10)), .line(Point(30, 0)), .line(Point(20, 0)), .close,
            .move(Point(10, 10)), .cubic(Point(14, 8), Point(12, 2), Point(10, 0)), .line(Point(0, 0)),
        ])
        XCTAssertEqual(strokes[0].elements.first, .move(Point(0, 0)))
        let widths = cmds.compactMap { c -> Double? in if case .stroke(_, _, let style, _) = c { return style.lineWidth } else { return nil } }
        XCTAssertEqual(widths, [3, 3])
        // The signed area of each closed polygon: the outer square's and the inner one's.
        var areas: [Double] = []
        var poly: [Point] = []
        func flush() {
            guard poly.count > 2 else { poly = []; return }
            areas.append(zip(poly, poly.dropFirst() + [poly[0]]).map { $0.x * $1.y - $1.x * $0.y }.reduce(0, +) / 2)
            poly = []
        }
        for e in strokes[2].elements {
            switch e {
            case .move(let q): flush(); poly = [q]
            case .line(let q): poly.append(q)
            case .cubic(_, _, let q): poly.append(q)
            case .close: flush()
            }
        }
        flush()
        XCTAssertEqual(areas, [40 * 40, -20 * 20])
    }
}

extension CoreGraphicsAPITests {
    /// A drawing's device space is its base space (where draw(_:) began, in which shadow
    /// offsets are measured): after translateBy(10, 20) and scaleBy(2, 3),
    /// `userSpaceToDeviceSpaceTransform` is `ctm`, [2 0 0 3 10 20]; `convertToDeviceSpace` maps
    /// the point (1, 1) to (2·1 + 10, 3·1 + 20) = (12, 23), the size (4, 5) to (8, 15) (no
    /// translation) and the rect (1, 1, 4, 5) to (12, 23, 8, 15); `convertToUserSpace` maps
    /// them back. PaintCode's kits take a shadow's offset into the base space with them: a bar
    /// drawn at x −50 under scaleBy(2, 2), shadowed by the offset from user (0, 0) to (50, 1)
    /// measured there, has the shadow offset (2·50, 2·1) = (100, 2).
    func testTheDeviceSpaceIsTheBaseSpaceOfShadows() {
        let cmds = commands(drawing("""
                let base = context.userSpaceToDeviceSpaceTransform.inverted()
                context.saveGState()
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 3)
                let m = context.userSpaceToDeviceSpaceTransform
                let p = context.convertToDeviceSpace(CGPoint(x: 1, y: 1))
                let s = context.convertToDeviceSpace(CGSize(width: 4, height: 5))
                let r = context.convertToDeviceSpace(CGRect(x: 1, y: 1, width: 4, height: 5))
                let back = context.convertToUserSpace(p)
                let backSize = context.convertToUserSpace(s)
                let backRect = context.convertToUserSpace(r)
                context.restoreGState()
                for q in [CGRect(x: m.a, y: m.b, width: m.c, height: m.d), CGRect(x: m.tx, y: m.ty, width: 1, height: 1),
                          CGRect(origin: p, size: s), r, CGRect(origin: back, size: backSize), backRect] {
                    context.fill(q.offsetBy(dx: 0, dy: 300))
                }
                context.saveGState()
                context.scaleBy(x: 2, y: 2)
                context.translateBy(x: -50, y: 0)
                let zero = context.convertToDeviceSpace(CGPoint.zero).applying(base)
                let offset = context.convertToDeviceSpace(CGPoint(x: 50, y: 1)).applying(base)
                context.setShadow(offset: CGSize(width: offset.x - zero.x, height: offset.y - zero.y), blur: 0)
                context.fill(CGRect(x: 60, y: 10, width: 20, height: 10))
                context.restoreGState()
        """))
        // Each number drawn 300 below where it is: m's a, b, c, d; its tx, ty; p with s; r; and back.
        let numbers = cmds.compactMap { c -> Rect? in if case .fill(let p, _, _, _) = c, p.bounds.minY >= 250 { return p.bounds }; return nil }
        let expected = [Rect(2, 300, 0, 3), Rect(10, 320, 1, 1), Rect(12, 323, 8, 15), Rect(12, 323, 8, 15),
                        Rect(1, 301, 4, 5), Rect(1, 301, 4, 5)]
        XCTAssertEqual(numbers.count, expected.count)
        for (got, want) in zip(numbers, expected) { assertRect(got, want.minX, want.minY, want.width, want.height, accuracy: 1e-12) }
        let shadows = cmds.compactMap { c -> Shadow? in if case .shadowed(let s, _, _) = c { return s }; return nil }
        XCTAssertEqual(shadows.map(\.offset), [Size(100, 2)])
    }
}

extension CoreGraphicsAPITests {
    /// `setShadow(offset:blur:color: nil)` turns shadowing off, as Core Graphics takes a null
    /// color (PaintCode's kits write it to end an inner shadow): of a fill under a shadow and a
    /// fill after the null color, only the first is shadowed.
    func testANilShadowColorTurnsShadowingOff() {
        let cmds = commands(drawing("""
                context.setShadow(offset: CGSize(width: 3, height: 4), blur: 2, color: UIColor.black.cgColor)
                context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                context.setShadow(offset: CGSize.zero, blur: 0, color: nil)
                context.fill(CGRect(x: 50, y: 10, width: 20, height: 20))
        """))
        let shadowed = cmds.compactMap { c -> Rect? in
            if case .shadowed(_, let inner, _) = c, case .fill(let p, _, _, _)? = inner.first { return p.bounds }
            return nil
        }
        XCTAssertEqual(shadowed, [Rect(10, 10, 20, 20)])
        let fills = cmds.compactMap { c -> Rect? in if case .fill(let p, _, _, _) = c { return p.bounds }; return nil }
        XCTAssertEqual(fills, [Rect(10, 10, 20, 20), Rect(50, 10, 20, 20)])
    }
}
