// Extensions of built-in value types as real drawing code writes them: computed properties,
// initializers (`self.init(…)`), methods, `mutating` methods and static members added to
// CGRect, CGPoint, CGSize, CGVector, CGFloat/FloatingPoint, UIColor, CGContext and the lists
// (`extension Sequence where Element == Double`); `self` is the value, the type's own members may be named without `self.`, and a mutating method writes
// the value back.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftValueExtensionTests: XCTestCase {
    static let shapes = """
    canvas(width: 200, height: 100) {
        Shapes(frame: Rect(0, 0, 200, 100))
    }

    class Shapes: UIView {
        override func draw(_ rect: CGRect) {
            let box = CGRect(center: bounds.center, size: CGSize(width: 40, height: 20))
            UIColor.brand.setFill()
            UIBezierPath(rect: box).fill()
            var outer = box.insetBy(percent: 0.25)
            outer.grow(by: 2)
            UIColor(gray: 0.5).setFill()
            UIBezierPath(rect: outer).fill()
            let quarter = CGFloat(90).degreesToRadians
            let tint: UIColor = .brand
            tint.withAlphaComponent(0.5).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10 * sin(quarter), height: CGFloat(3.0.squared))).fill()
            var p = CGPoint(5, 6)
            p.scale(by: 2)
            UIRectFill(CGRect(origin: p, size: CGSize(side: 4)))
        }
    }

    extension CGRect {
        var center: CGPoint { CGPoint(x: midX, y: midY) }
        init(center: CGPoint, size: CGSize) {
            self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        func insetBy(percent: CGFloat) -> CGRect {
            return insetBy(dx: width * percent, dy: height * percent)
        }
        mutating func grow(by d: CGFloat) {
            self = insetBy(dx: -d, dy: -d)
        }
    }

    extension CGPoint {
        init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
        mutating func scale(by k: CGFloat) {
            x *= k
            self.y = y * k
        }
    }

    extension CGSize {
        init(side: CGFloat) { self.init(width: side, height: side) }
    }

    extension CGFloat {
        var degreesToRadians: CGFloat { self * .pi / 180 }
    }

    extension FloatingPoint {
        var squared: Self { return self * self }
    }

    extension UIColor {
        static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        convenience init(gray: CGFloat) {
            self.init(white: gray, alpha: 1)
        }
    }
    """

    /// Each number extension's `self` is its own type's, whichever is written first: CGFloat's
    /// divides as a CGFloat beside an extension of Int, whose divides as an Int; and an init
    /// the file adds to CGPoint or CGSize with CGFloat parameters takes its literals as
    /// CGFloats (only CGPoint(x:y:)'s own labels have Swift's Int initializer beside).
    func testEachNumberExtensionsSelfIsItsOwnType() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            extension Int { var halved: Int { return self / 2 } }
            extension CGFloat { var half: CGFloat { return self / 2 }; func third() -> String { return "\\(self / 3)" } }
            extension CGPoint { init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) } }
            extension CGSize { init(square: CGFloat) { self.init(width: square, height: square) } }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let w: CGFloat = 7
                    print(w.half, w.third(), 7.halved, CGPoint(7 / 2, 1).x, CGSize(square: 7 / 2).width, CGPoint(x: 7 / 2, y: 1).x)
                }
            }
            """
        let w: CGFloat = 7
        XCTAssertEqual(printed(text), "\(w / 2) \(w / 3) \(7 / 2) \(CGFloat(7) / 2) \(CGFloat(7) / 2) \(CGFloat(7 / 2))")
    }

    /// A computed property an extension adds to a built-in type, declared an Int, is an Int
    /// where it is read (`x.roundedInt / 2` divides as Ints), an instance's and a static one,
    /// as a method's result is.
    func testAnExtensionsIntPropertyIsAnIntWhereItIsRead() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            extension CGFloat { var roundedInt: Int { return Int(self.rounded()) } }
            extension Int { static var seven: Int { return 7 } }
            extension Double { var whole: Int { return Int(self) } }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let x: CGFloat = 3.4
                    let k = x.roundedInt
                    print(k / 2, x.roundedInt / 2, Int.seven / 2, 7.9.whole / 2, k)
                }
            }
            """
        let k = Int(CGFloat(3.4).rounded())
        XCTAssertEqual(printed(text), "\(k / 2) \(k / 2) \(7 / 2) \(Int(7.9) / 2) \(k)")
    }

    /// The view is 200×100, its center (100, 50): a 40×20 box there is (80, 40, 40, 20) in the
    /// brand colour; inset by 25 % (10, 5) it is (90, 45, 20, 10), grown by 2 (88, 43, 24, 14)
    /// in white 0.5; 90° is π/2, so 10·sin = 10 wide and 3² = 9 high; (5, 6) scaled by 2 is
    /// (10, 12), a 4-point square there.
    func testExtensionsOfBuiltInTypesDrawAsWritten() throws {
        let v = try XCTUnwrap(placedView(Self.shapes))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 4)
        let center = (x: 200.0 / 2, y: 100.0 / 2)
        assertRect(f[0].bounds, center.x - 20, center.y - 10, 40, 20)
        XCTAssertEqual(f[0].color, Color(red: 0.2, green: 0.4, blue: 0.6))
        assertRect(f[1].bounds, center.x - 20 + 40 * 0.25 - 2, center.y - 10 + 20 * 0.25 - 2, 40 * 0.5 + 4, 20 * 0.5 + 4)
        XCTAssertEqual(f[1].color, Color(white: 0.5))
        assertRect(f[2].bounds, 0, 0, 10 * sin(Double.pi / 2), 9, accuracy: 1e-9)
        XCTAssertEqual(f[2].color, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        assertRect(f[3].bounds, 5 * 2, 6 * 2, 4, 4)
    }

    static let dots = """
    canvas(width: 100, height: 100) {
        Dots(frame: Rect(0, 0, 100, 100))
    }

    extension CGContext {
        func drawDot(center: CGPoint, radius: Double, fillColor: UIColor) {
            beginPath()
            addArc(center: center, radius: CGFloat(radius), startAngle: 0, endAngle: .pi * 2, clockwise: false)
            setFillColor(fillColor.cgColor)
            fillPath()
        }
    }

    class Dots: UIView {
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()
            context?.drawDot(center: CGPoint(x: 30, y: 40), radius: 10, fillColor: .red)
            guard let ctx = context else { return }
            ctx.drawDot(center: CGPoint(x: 70, y: 40), radius: 5, fillColor: .blue)
        }
    }
    """

    /// An extension of CGContext draws in the context draw(_:) has: a circle of radius 10 about
    /// (30, 40) in red, one of radius 5 about (70, 40) in blue.
    func testAnExtensionOfCGContextDrawsInTheCurrentContext() throws {
        let v = try XCTUnwrap(placedView(Self.dots))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 2)
        assertRect(f[0].bounds, 30 - 10, 40 - 10, 20, 20, accuracy: 1e-6)
        XCTAssertEqual(f[0].color, NamedColors.table["red"])
        assertRect(f[1].bounds, 70 - 5, 40 - 5, 10, 10, accuracy: 1e-6)
        XCTAssertEqual(f[1].color, NamedColors.table["blue"])
    }

    static let overloads = """
    canvas(width: 100, height: 100) {
        Boxes(frame: Rect(0, 0, 100, 100))
    }

    extension CGContext {
        func fill(in r: CGRect, with color: UIColor) {
            setFillColor(color.cgColor)
            fill(r)
            self.fill(r.insetBy(dx: 2, dy: 2))
        }
    }

    class Boxes: UIView {
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.fill(in: CGRect(x: 10, y: 10, width: 20, height: 30), with: .red)
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 50, y: 60, width: 40, height: 5))
        }
    }
    """

    /// An extension's method overloads CGContext's own of its name by the labels, as Swift's
    /// overloads do: `fill(in:with:)` beside CGContext's `fill(_:)`, which the extension calls
    /// bare and on `self` and the view on the context. Red (10, 10, 20, 30), then it inset by 2
    /// each side, then blue (50, 60, 40, 5).
    func testAnExtensionsMethodOverloadsCGContextsOwnOfItsName() throws {
        let v = try XCTUnwrap(placedView(Self.overloads))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 3)
        assertRect(f[0].bounds, 10, 10, 20, 30)
        XCTAssertEqual(f[0].color, NamedColors.table["red"])
        assertRect(f[1].bounds, 10 + 2, 10 + 2, 20 - 2 * 2, 30 - 2 * 2)
        XCTAssertEqual(f[1].color, NamedColors.table["red"])
        assertRect(f[2].bounds, 50, 60, 40, 5)
        XCTAssertEqual(f[2].color, NamedColors.table["blue"])
    }

    static let vectors = """
    canvas(width: 100, height: 100) {
        Arrows(frame: Rect(0, 0, 100, 100))
    }

    extension CGVector {
        init(sourcePoint source: CGPoint, endPoint end: CGPoint) {
            let dx = end.x - source.x
            let dy = end.y - source.y
            self.init(dx: dx, dy: dy)
        }
        func dotProduct(_ v: CGVector) -> CGFloat { (dx * v.dx) + (dy * v.dy) }
        func determinant(_ v: CGVector) -> CGFloat {
            return (dx * v.dy) - (dy * v.dx)
        }
    }

    class Arrows: UIView {
        override func draw(_ rect: CGRect) {
            let v = CGVector(sourcePoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 40, y: 50))
            let w = CGVector(dx: 1, dy: 2)
            var u = CGVector()
            u.dy = 7
            UIRectFill(CGRect(x: u.dx, y: u.dy, width: v.dotProduct(w) / 10, height: v.determinant(w) / 2))
        }
    }
    """

    /// v = (40 − 10, 50 − 10) = (30, 40), w = (1, 2): v·w = 30 + 80, det = 30·2 − 40·1; u is
    /// the zero vector with dy set to 7.
    func testCGVectorAndItsExtension() throws {
        let v = try XCTUnwrap(placedView(Self.vectors))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 1)
        assertRect(f[0].bounds, 0, 7, (30 * 1 + 40 * 2) / 10, (30 * 2 - 40 * 1) / 2)
    }

    /// An extension of the lists: `extension Sequence where Element == Double` (SwiftChart's
    /// `minOrZero()`), `extension Array` and `where Element: FloatingPoint` add methods and
    /// computed properties whose `self` is the list.
    func testExtensionsOfListsAddMembers() throws {
        let text = """
        canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
        extension Sequence where Element == Double {
            func minOrZero() -> Double { return self.min() ?? 0.0 }
            func maxOrZero() -> Double { return self.max() ?? 0.0 }
        }
        extension Collection where Element: FloatingPoint {
            var spread: Double { return maxOrZero() - minOrZero() }
        }
        extension Array {
            var half: Int { return count / 2 }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let xs: [Double] = [4, 9, 2.5]
                let none: [Double] = []
                UIRectFill(CGRect(x: xs.minOrZero(), y: none.maxOrZero(), width: xs.spread, height: CGFloat(xs.half + [1, 2, 3, 4].half)))
            }
        }
        """
        let f = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(f.count, 1)
        // min 2.5, an empty list's 0; 9 − 2.5; 3 / 2 + 4 / 2 in Ints.
        assertRect(f[0].bounds, 2.5, 0, 9 - 2.5, 1 + 2)
    }

    /// In an extension of lists, the list's own methods are called without `self.` as Swift
    /// reads them — `map`, `flatMap`, `reduce`, `filter`, `append` in a mutating method —
    /// and `Self` in an extension of the numbers' protocols is the number type
    /// (`self * .pi / Self(180)`): KDCircularProgress's helpers. The colors' components
    /// (red's r, g, b, a, then white 0.5 made RGB) are 8 numbers; the kept ones above 0.4
    /// are 1, 1, 0.5, 0.5, 0.5, 1 (6); 90° is π / 2.
    func testAListExtensionCallsTheListsMethodsWithoutSelf() throws {
        let text = """
        canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
        private extension Array where Element == UIColor {
            var rgbNormalized: [UIColor] {
                return map { color in
                    guard color.cgColor.numberOfComponents == 2 else { return color }
                    let white: CGFloat = color.cgColor.components![0]
                    return UIColor(red: white, green: white, blue: white, alpha: 1.0)
                }
            }
            var componentsJoined: [CGFloat] { return flatMap { $0.cgColor.components ?? [] } }
        }
        extension Array where Element == CGFloat {
            var total: CGFloat { reduce(0, +) }
            func above(_ x: CGFloat) -> [CGFloat] { filter { $0 > x } }
            mutating func pad() { append(0) }
        }
        private extension FloatingPoint {
            var radians: Self { return self * .pi / Self(180) }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var parts = [UIColor.red, UIColor(white: 0.5, alpha: 1)].rgbNormalized.componentsJoined
                let kept = parts.above(0.4)
                parts.pad()
                UIRectFill(CGRect(x: CGFloat(parts.count), y: kept.total, width: CGFloat(kept.count), height: CGFloat(90).radians))
            }
        }
        """
        let f = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(f.count, 1)
        assertRect(f[0].bounds, 8 + 1, 1 + 1 + 0.5 + 0.5 + 0.5 + 1, 6, Double.pi / 2)
    }

    func errors(_ swift: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { }\n" + swift).headlines
    }

    func testMistakesInAndWithExtensionsAreNamed() {
        let grow = "extension CGRect {\n    mutating func grow() { self = insetBy(dx: -1, dy: -1) }\n    func shrink() { self = .zero }\n}\n"
        XCTAssertEqual(errors(grow + "class A: UIView {\n    func f() {\n        let r = CGRect.zero\n        r.grow()\n    }\n}\n"),
                       ["t.view:4:21: error: cannot assign to value: 'self' is immutable (mark the method 'mutating')",
                        "t.view:9:9: error: cannot use mutating member on immutable value: 'r' is a 'let' constant"])
        XCTAssertEqual(errors("extension CGRect {\n    var side = 3\n}\n"),
                       ["t.view:3:9: error: extensions must not contain stored properties"])
        XCTAssertEqual(errors("extension CGRectangle {\n    func f() { }\n}\n"),
                       ["t.view:2:11: warning: the extension of 'CGRectangle' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not 'CGRectangle'; a use of its members is an error"])
        XCTAssertEqual(errors("extension CGPoint {\n    func half() -> CGPoint { CGPoint(x: x / 2, y: y / 2) }\n}\nclass A: UIView {\n    func f() -> CGPoint { CGPoint.zero.half(3) }\n}\n"),
                       ["t.view:6:45: error: extra argument in call to 'half()'"])
    }

    /// The members an extension's code may name without `self.` are members of the type.
    func testImplicitMembersAreTheTypesOwn() {
        let kinds: [String: ValueType] = ["FloatingPoint": .number, "BinaryFloatingPoint": .number, "Comparable": .number, "Numeric": .number, "SignedNumeric": .number, "CGVector": .vector, "CGRect": .rect, "CGPoint": .point, "CGSize": .size, "UIEdgeInsets": .insets,
                                          "CGAffineTransform": .transform, "UIColor": .color, "CGFloat": .number,
                                          "Double": .number, "Float": .number, "Int": .number, "CGContext": .context, "NumberFormatter": .numberFormatter, "DateFormatter": .dateFormatter,
                                          "UIBezierPath": .path, "NSShadow": .textShadow, "Array": .list, "String": .string, "Date": .date, "UIImage": .image, "UIFont": .font,
                                          "ClosedRange": .range, "Range": .range]
        let registry = Registry.shared
        for (type, members) in ValueExtensions.implicitMembers {
            guard let vt = kinds[type] else { XCTFail("no value type for \(type)"); continue }
            for m in members {
                // A context's calls are its commands and paints (statements), and its members.
                let command = vt == .context && (registry.contextCommands[m] != nil || registry.paints[m] != nil)
                // UIColor's getRed and getHue write to variables: the checker's own calls
                // (CheckSwiftArguments.swift), not methods of the registry.
                let writesVariables = vt == .color && (m == "getRed" || m == "getHue")
                // A list's methods taking closures and its changing methods are the checker's
                // calls too (CheckClosures.swift, CheckListMutations.swift).
                let listCall = vt == .list && (ListMethod(rawValue: m) != nil || ListMutation.names.contains(m))
                let known = command || writesVariables || listCall || registry.memberIndex[vt]?[m] != nil || registry.methods[vt]?[m] != nil
                XCTAssertTrue(known, "\(type).\(m)")
            }
        }
    }
}

extension SwiftValueExtensionTests {
    /// A generic function whose type parameters are numbers' (`<T: Comparable>`,
    /// `<T: FloatingPoint>`) works on the numbers, as an extension of those protocols does —
    /// `ClosedRange<Self>` in one is a range of them: 150 clamped to 0…50 is 50, 7 clamped
    /// between 0 and 5 is 5, the mix of 10 and 20 at 0.25 is 12.5. A generic function of
    /// anything else is outside, said at its parameter.
    func testGenericFunctionsOfNumbersWork() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension Comparable {
            func clamped(to limits: ClosedRange<Self>) -> Self { return min(max(self, limits.lowerBound), limits.upperBound) }
        }
        func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { return min(max(v, lo), hi) }
        func mix<T: FloatingPoint>(_ a: T, _ b: T, at t: T) -> T { a + (b - a) * t }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let a: CGFloat = 150
                for w in [a.clamped(to: 0...50), CGFloat(clamp(7, 0, 5)), mix(10, 20, at: 0.25)] {
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                }
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.map(\.bounds.width), [min(max(150, 0), 50), Double(min(max(7, 0), 5)), 10 + (20 - 10) * 0.25])
        // `T` is the arguments' type: Ints give an Int, written as one.
        let ints = text.replacingOccurrences(of: "let a: CGFloat = 150", with: "let a: CGFloat = 150; print(clamp(7, 0, 5), clamp(7.5, 0, 9), mix(1, 2, at: 0.5))")
        XCTAssertEqual(printed(ints), "\(min(max(7, 0), 5)) \(min(max(7.5, 0), 9)) \(1 + (2 - 1) * 0.5)")
        let other = "canvas(width: 10, height: 10) { }\nfunc first<T>(_ xs: [T]) -> T { xs[0] }\n"
        XCTAssertEqual(evaluate(other).headlines, ["t.view:2:12: error: generic functions other than of numbers ('<T: Comparable>', '<T: FloatingPoint>') are outside the supported Swift subset (docs/language.md §13)"])
    }
}

extension SwiftValueExtensionTests {
    /// A failable initializer in an extension of a built-in type (`convenience init?(hex:)`)
    /// gives an optional, as Swift types it, nil where it runs `return nil`:
    /// `UIColor(hex: "FF0000")?.withAlphaComponent(0.5)` chains into it (red at half alpha,
    /// from the six digits), `UIColor(hex: "F") ?? .blue` is blue (one digit: nil); used as a
    /// UIColor without unwrapping it is Swift's error.
    /// An extension of a type alias (`typealias SWColor = UIColor` under `#if os(iOS)`, a
    /// helper's cross-platform name) extends the type the alias names, as Swift's does: its
    /// failable initializer is UIColor's (51/255 of red), and nil where it returns nil.
    /// An extension of one of UIKit's plain enums under its one-word name (a PaintCode logo
    /// view's `extension UIViewContentMode { func rect(for:size:) -> CGRect }`): its method is
    /// called on a case (`contentMode.rect(…)`), `self` the case, its `switch self` naming all
    /// thirteen content modes exhaustive without `default:` and `fallthrough` going on into the
    /// next case. A 40 × 20 view of the default `.scaleToFill` gets its bounds; `.redraw`
    /// falls through to the same; `.center` centres the 10 × 10 size: (15, 5, 10, 10).
    func testAnExtensionOfAUIKitEnumAddsMembersToItsCases() {
        let all = "case .scaleAspectFit, .scaleAspectFill, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: return .zero"
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIViewContentMode {
            func rect(for bounds: CGRect, size: CGSize) -> CGRect {
                switch self {
                case .redraw: fallthrough
                case .scaleToFill: return CGRect(origin: .zero, size: bounds.size)
                case .center: return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
                \(all)
                }
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let size = CGSize(width: 10, height: 10)
                UIColor.red.setFill()
                UIRectFill(contentMode.rect(for: bounds, size: size))
                UIColor.blue.setFill()
                UIRectFill(UIViewContentMode.redraw.rect(for: bounds, size: size).insetBy(dx: 1, dy: 1))
                UIColor.green.setFill()
                UIRectFill(UIView.ContentMode.center.rect(for: bounds, size: size))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, 40, 20)
        assertRect(fills[1].bounds, 1, 1, 38, 18)
        assertRect(fills[2].bounds, (40 - 10) / 2, (20 - 10) / 2, 10, 10)
        // Written with its type, `extension UIView.ContentMode` is the same enum's.
        let qualified = text.replacingOccurrences(of: "extension UIViewContentMode", with: "extension UIView.ContentMode")
        guard let q = placedView(qualified) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(q.content).map(\.bounds), fills.map(\.bounds))
        // One case short of the thirteen: Swift wants `default:`.
        let short = text.replacingOccurrences(of: ", .bottomRight: return .zero", with: ": return .zero")
        XCTAssertEqual(evaluate(short).headlines, ["t.view:4:16: error: the switch must be exhaustive: add 'default:'"])
    }

    func testAnExtensionOfATypeAliasExtendsTheTypeItNames() {
        let text = """
        canvas(width: 20, height: 10) { A(frame: Rect(0, 0, 20, 10)) }
        #if os(iOS)
        typealias SWColor = UIColor
        #else
        typealias SWColor = NSColor
        #endif
        public extension SWColor {
            convenience init?(level: Int) {
                guard level >= 0 else { return nil }
                self.init(red: CGFloat(level) / 255, green: 0, blue: 0, alpha: 1)
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                (UIColor(level: 51) ?? .blue).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                (UIColor(level: -1) ?? .blue).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills.first?.color, Color(red: 51.0 / 255, green: 0, blue: 0))
        XCTAssertEqual(fills.last?.color, Color(red: 0, green: 0, blue: 1))
    }

    func testAFailableInitializerOfAnExtensionGivesAnOptional() {
        let text = """
        canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
        extension UIColor {
            convenience init?(hex: String) {
                guard hex.count == 6 else { return nil }
                self.init(red: 1, green: 0, blue: 0, alpha: 1)
            }
        }
        class A: UIView {
            var tint = UIColor(hex: "FF0000")?.withAlphaComponent(0.5)
            override func draw(_ rect: CGRect) {
                (tint ?? .blue).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                (UIColor(hex: "F") ?? .blue).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills.first?.color, Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(fills.last?.color, Color(red: 0, green: 0, blue: 1))
        let bare = errors("extension UIColor {\n    convenience init?(hex: String) { self.init(white: 1, alpha: 1) }\n}\nclass A: UIView {\n    override func draw(_ rect: CGRect) { UIColor(hex: \"FFFFFF\").setFill() }\n}\n")
        XCTAssertEqual(bare.count, 1, "\(bare)")
    }
}

extension SwiftValueExtensionTests {
    /// `.f(…)` written where the context expects the type is a call of the one static function
    /// of that name in the file's extensions (Swift finds it by that type): `.shade(102)` as a
    /// property's value and `return .shade(51)` in a static computed property give the greys
    /// 102/255 = #666666 and 51/255 = #333333.
    func testAStaticFunctionOfAnExtensionCalledAsAnImplicitMember() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIColor {
            static func shade(_ v: CGFloat) -> UIColor { return UIColor(white: v / 255, alpha: 1) }
            static var dark: UIColor { return .shade(51) }
        }
        class A: UIView {
            var tint: UIColor = .shade(102)
            override func draw(_ rect: CGRect) {
                tint.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor.dark.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [Color(white: 102.0 / 255), Color(white: 51.0 / 255)])
    }
}

extension SwiftValueExtensionTests {
    /// Swift tells a static property from a static function of the same name by the call
    /// (`UIColor.brand` beside `UIColor.brand(alpha:)`), and a static property's value sees its
    /// extension's static functions by name, whichever extension of the file declares them
    /// first. brand is (51, 102, 153)/255; brand(alpha: 0.5) the same at half alpha.
    func testStaticPropertiesAndFunctionsShareANameAndSeeEachOther() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIColor {
            static let faded = brand(alpha: 0.5)
            static let shadow = UIColor(white: CGFloat.half, alpha: 1)
        }
        extension CGFloat {
            static let half = halve(1)
            static func halve(_ x: CGFloat) -> CGFloat { x / 2 }
        }
        extension UIColor {
            static var brand: UIColor { UIColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255, alpha: 1) }
            static func brand(alpha: CGFloat) -> UIColor { brand.withAlphaComponent(alpha) }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.brand.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor.faded.setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                UIColor.shadow.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let brand = Color(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255)
        XCTAssertEqual(ownFills(v.content).map(\.color), [brand, brand.withAlphaComponent(0.5), Color(white: 0.5)])
    }

    /// A helper of an extension whose body uses what viewc does not run (a snapshot through
    /// CALayer.render(in:)) is left out with a warning naming what, as Swift would compile it
    /// and a drawing that never calls it draws; a call of it is its error, the call a note.
    func testAnExtensionHelperOutsideTheSubsetIsLeftOutUntilCalled() {
        let helper = """
        extension UIImage {
            func rounded(_ r: CGFloat) -> UIImage? {
                let v = UIImageView(image: self)
                UIGraphicsBeginImageContextWithOptions(v.bounds.size, false, 0)
                v.layer.render(in: UIGraphicsGetCurrentContext()!)
                return UIGraphicsGetImageFromCurrentImageContext()
            }
        }
        """
        let unused = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\n" + helper + """

        class A: UIView {
            override func draw(_ rect: CGRect) { UIRectFill(bounds) }
        }
        """)
        XCTAssertEqual(unused.headlines, ["t.view:3:10: warning: 'rounded(_:)' is left out: its body uses what viewc does not run (CALayer has no method 'render'); a call of it is an error"])
        XCTAssertEqual(unused.diagnostics.first?.notes.map(\.headline), ["t.view:6:17: note: CALayer has no method 'render'"])
        XCTAssertNotNil(unused.document)
        let called = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\n" + helper + """

        class A: UIView {
            override func draw(_ rect: CGRect) {
                let img = UIGraphicsImageRenderer(size: bounds.size).image { _ in UIRectFill(bounds) }
                img.rounded(2)?.draw(at: .zero)
            }
        }
        """)
        let error = called.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(error.map(\.headline), ["t.view:6:17: error: CALayer has no method 'render'"])
        XCTAssertEqual(error.first?.notes.map(\.headline), ["t.view:13:9: note: 'rounded(_:)' is called here"])
    }
}

extension SwiftValueExtensionTests {
    /// A static property's value reads another by its bare name before it is declared, as
    /// Swift's have no order (`three = two + 1`, `two = 2`: 3). A chain of them deeper than 400
    /// (one reading the next, 500 long) is said where it goes too deep, checked and run alike,
    /// never a crash.
    func testStaticPropertiesReadLaterOnesAndLongChainsAreBounded() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        extension CGFloat {
            static let three = two + 1
            static let two: CGFloat = 2
        }
        class A: UIView {
            override func draw(_ rect: CGRect) { print("\\(CGFloat.three)") }
        }
        """
        XCTAssertEqual(printed(text), "3.0")
        let forward = (0..<500).map { "    static let x\($0): CGFloat = x\($0 + 1) + 1" }.joined(separator: "\n")
        let deep = evaluate("canvas(width: 10, height: 10) { }\nextension CGFloat {\n\(forward)\n    static let x500: CGFloat = 0\n}\nlet y = CGFloat.x0\n")
        XCTAssertTrue(deep.headlines.contains { $0.contains("error: static properties read one another's values more than 400 deep") }, "\(deep.headlines.prefix(3))")
        let backward = (1...500).map { "    static let x\($0): CGFloat = CGFloat.x\($0 - 1) + 1" }.joined(separator: "\n")
        let run = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nextension CGFloat {\n    static let x0: CGFloat = 0\n\(backward)\n}\nclass A: UIView {\n    override func draw(_ rect: CGRect) { print(\"\\(CGFloat.x500)\") }\n}\n")
        XCTAssertTrue(run.headlines.contains { $0.contains("error: static properties' initializers read one another more than 400 deep") }, "\(run.headlines.prefix(3))")
    }
}

extension SwiftValueExtensionTests {
    /// `.tone` where a declared type wants a UIColor, or a UIImage, when extensions of both
    /// declare a static `tone`: that type's, as Swift finds an implicit member by the type the
    /// context expects (red for the colors, the empty image's zero size for the image).
    func testAnImplicitStaticIsTheDeclaredTypesWhenSeveralTypesHaveIt() throws {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIColor { static let tone = UIColor.red }
        extension UIImage { static let tone = UIImage() }
        class A: UIView {
            var fill: UIColor = .tone
            override func draw(_ rect: CGRect) {
                let c: UIColor = .tone
                let i: UIImage = .tone
                c.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                fill.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: i.size.width + 10, height: 10))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)])
        XCTAssertEqual(fills.last?.bounds.width, 10)
    }
}

extension SwiftValueExtensionTests {
    /// An extension of UIFont, as apps keep their fonts (`static let xxLarge =
    /// UIFont.systemFont(ofSize: .xxLarge)` beside CGFloat's `xxLarge` size): `UIFont.big` and
    /// `.big` where a font is wanted are the font (30 points), `.big` where a number is wanted
    /// is CGFloat's (7), and a method's `self` is the font: doubled, 60 points. Fills: 30 × 60,
    /// then 7 wide.
    func testAnExtensionOfUIFontAddsStaticFontsAndMethods() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension CGFloat {
            static let big: CGFloat = 7
        }
        extension UIFont {
            static let big = UIFont.systemFont(ofSize: 30)
            func doubled() -> UIFont { return withSize(pointSize * 2) }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let f: UIFont = .big
                let g = UIFont.big.doubled()
                UIRectFill(CGRect(x: 0, y: 0, width: f.pointSize, height: g.pointSize))
                UIRectFill(CGRect(x: 0, y: 70, width: .big, height: 5))
                let line = UIBezierPath()
                line.lineWidth = .big
                line.miterLimit = .big
                UIRectFill(CGRect(x: 0, y: 80, width: line.lineWidth + line.miterLimit, height: 5))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 0, 0, 30, 30 * 2)
        assertRect(fills[1].bounds, 0, 70, 7, 5)
        // A path's number settings want CGFloat's `.big`, not UIFont's.
        assertRect(fills[2].bounds, 0, 80, 7 + 7, 5)
    }
}

extension SwiftValueExtensionTests {
    /// A static function two extensions declare (CGFloat's and UIColor's `level()`, as real code
    /// declares `random()` on both) called as an implicit member is the one of the type wanted:
    /// a view property's (UIColor), a color initializer's parameters (CGFloat), an annotated
    /// `let`, a function's result. Fills: (0.25, 0, 0.25), then (0.5, 0, 0.5) from `.level()`'s
    /// doubled parts, then the property's color again. Where no type is wanted it is Swift's error.
    func testAnImplicitStaticCallOfSeveralExtensionsIsTheWantedTypes() throws {
        let text = """
        canvas(width: 60, height: 20) { A(frame: Rect(0, 0, 60, 20)) }
        extension CGFloat {
            static func level() -> CGFloat { return 0.25 }
        }
        extension UIColor {
            static func level() -> UIColor { return UIColor(red: .level(), green: 0, blue: .level(), alpha: 1) }
        }
        func doubled() -> UIColor { return UIColor(red: 2 * .level(), green: 0, blue: CGFloat.level() * 2, alpha: 1) }
        class A: UIView {
            func again() -> UIColor? { return .level() }
            override func draw(_ rect: CGRect) {
                backgroundColor = .level()
                backgroundColor!.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                let c: UIColor = doubled()
                c.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
                again()!.setFill()
                UIRectFill(CGRect(x: 40, y: 0, width: 10, height: 10))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let q = Color(red: 0.25, green: 0, blue: 0.25), h = Color(red: 0.5, green: 0, blue: 0.5)
        XCTAssertEqual(ownFills(v.content).map(\.color), [q, h, q])
        // A compound assignment, a view's property and a path's setting want a Number.
        XCTAssertEqual(printed("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        extension CGFloat { static func level() -> CGFloat { return 0.25 } }
        extension UIColor { static func level() -> UIColor { return .red } }
        class A: UIView {
            var width: CGFloat = 1
            override func draw(_ rect: CGRect) {
                width += .level()
                alpha -= .level()
                let p = UIBezierPath()
                p.lineWidth = .level()
                let x: CGFloat = .level()
                print(width, alpha, p.lineWidth, x)
            }
        }
        """), "1.25 0.75 0.25 0.25")
        let e = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        extension CGFloat { static func level() -> CGFloat { return 0.25 } }
        extension UIColor { static func level() -> UIColor { return .red } }
        class A: UIView {
            override func draw(_ rect: CGRect) { print(.level()) }
        }
        """).headlines
        XCTAssertEqual(e, ["t.view:5:48: error: '.level(…)' is a static function of several extensions (CGFloat, UIColor): Swift picks one by the type wanted here, and none is; write 'CGFloat.level(…)'"])
    }
}

extension SwiftValueExtensionTests {
    /// Static functions of one name in an extension are overloads told apart by their labels
    /// or parameter types, as Swift's: shade(white: 0.2) is gray 0.2, shade(red: 1) red,
    /// pick(0) blue, pick("x") gray 0.5 (calling the others bare), `.shade(red: 0.5)` as an
    /// implicit member half red. Two of one signature are Swift's redeclaration error.
    func testStaticFunctionsOfAnExtensionOverload() throws {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIColor {
            static func shade(white: CGFloat) -> UIColor { UIColor(white: white, alpha: 1) }
            static func shade(red: CGFloat) -> UIColor { UIColor(red: red, green: 0, blue: 0, alpha: 1) }
            static func pick(_ i: Int) -> UIColor { i == 0 ? .blue : .green }
            static func pick(_ s: String) -> UIColor { s == "r" ? shade(red: 1) : shade(white: 0.5) }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.shade(white: 0.2).setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
                UIColor.shade(red: 1).setFill(); UIRectFill(CGRect(x: 5, y: 0, width: 5, height: 5))
                UIColor.pick(0).setFill(); UIRectFill(CGRect(x: 10, y: 0, width: 5, height: 5))
                UIColor.pick("x").setFill(); UIRectFill(CGRect(x: 15, y: 0, width: 5, height: 5))
                let c: UIColor = .shade(red: 0.5)
                c.setFill(); UIRectFill(CGRect(x: 20, y: 0, width: 5, height: 5))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.color), [Color(white: 0.2), Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                                          Color(white: 0.5), Color(red: 0.5, green: 0, blue: 0)])
        let twice = evaluate("canvas(width: 10, height: 10) { }\nextension UIColor {\n    static func f(_ x: CGFloat) -> UIColor { .red }\n    static func f(_ y: CGFloat) -> UIColor { .blue }\n}\n").headlines
        XCTAssertEqual(twice, ["t.view:4:17: error: invalid redeclaration of 'f': a function of this scope has its name, labels and parameter types"])
    }
}

extension SwiftValueExtensionTests {
    /// `.init(…)` written where the context expects the type is the extension's `init` whose
    /// labels fit (Swift finds it by that type), as colour palettes write their `static let`s:
    /// `.init(hex: 0x336699)` is (0x33, 0x66, 0x99)/255 and a default argument left out stays
    /// (alpha 1), `.init(hex: 0x804020, alpha: 0.5)` in a local; a built-in init's labels still
    /// give the built-in one (`.init(white: 0.5, alpha: 1)`).
    func testAnExtensionsInitCalledAsAnImplicitMember() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        extension UIColor {
            convenience init(hex: Int, alpha: CGFloat = 1.0) {
                let red = CGFloat((hex & 0xFF0000) >> 16) / 255.0
                let green = CGFloat((hex & 0xFF00) >> 8) / 255.0
                let blue = CGFloat(hex & 0xFF) / 255.0
                self.init(red: red, green: green, blue: blue, alpha: alpha)
            }
        }
        extension UIColor {
            static let brand: UIColor = .init(hex: 0x336699)
            static let grey: UIColor = .init(white: 0.5, alpha: 1)
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.brand.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                let rust: UIColor = .init(hex: 0x804020, alpha: 0.5)
                rust.setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                UIColor.grey.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.color), [
            Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0),
            Color(red: 0x80 / 255.0, green: 0x40 / 255.0, blue: 0x20 / 255.0, alpha: 0.5),
            Color(white: 0.5),
        ])
        // An extension's init with a built-in init's labels leaves `.init(width:height:)` the
        // built-in one the labels name: a CGSize of 30 × 20 here, not the extension's CGRect.
        let size = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension CGRect {
            init(width: CGFloat, height: CGFloat) { self.init(x: 0, y: 0, width: width, height: height) }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let s: CGSize = .init(width: 30, height: 20)
                UIRectFill(CGRect(origin: .zero, size: s))
            }
        }
        """
        guard let w = placedView(size) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(w.content).map(\.bounds), [Rect(0, 0, 30, 20)])
    }

    /// In an extension of Int, `self` is an Int: `self / 2` divides as Ints, and the members'
    /// Int results are written as Ints. (swiftc 6.3 prints "3 4 16 4".)
    func testSelfInAnExtensionOfIntIsAnInt() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                print("\\(7.half) \\(9.halved()) \\(4.squared) \\(3.squared / 2)")
            }
        }
        extension Int {
            var half: Int { self / 2 }
            var squared: Int { self * self }
            func halved() -> Int { return self / 2 }
        }
        """
        XCTAssertEqual(printed(text), "3 4 16 4")
    }

    /// Extensions of Int, CGFloat and Float declaring members of one name declare members of
    /// different types, as Swift's do: each value uses its own type's — a computed property, a
    /// method, a static property — whichever extension is written first.
    func testSameNamedMembersOfNumberExtensionsAreEachTypesOwn() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let n = 7
                let w: CGFloat = 7
                let f: Float = 1.5
                print("\\(n.half) \\(w.half) \\(3.scaled(2)) \\(w.scaled(2)) \\(Int.unit) \\(CGFloat.unit) \\(w.sq) \\(5.sq) \\(f.label) \\(9.label)")
            }
        }
        extension Int {
            var half: Int { self / 2 }
            func scaled(_ k: Int) -> Int { self * k + 1 }
            static var unit: Int { 3 }
            var label: String { "int \\(self)" }
        }
        extension CGFloat {
            var half: CGFloat { self / 2 }
            func scaled(_ k: CGFloat) -> CGFloat { self * k }
            static var unit: CGFloat { 0.5 }
            var sq: CGFloat { self * self }
        }
        extension Int { var sq: Int { self * self - 1 } }
        extension Float { var label: String { "float \\(self)" } }
        """
        let w: CGFloat = 7, f: Float = 1.5
        XCTAssertEqual(printed(text), "\(7 / 2) \(w / 2) \(3 * 2 + 1) \(w * 2) \(3) \(CGFloat(0.5)) \(w * w) \(5 * 5 - 1) float \(f) int \(9)")
    }

    /// Double and CGFloat are one number type here: a member of one name in extensions of
    /// both runs the first for both types' values, which is Swift's number when the two are
    /// written alike (no warning) or compute the same; written differently, a warning at the
    /// second says which one runs, so a difference is never silent.
    func testSameNamedMembersOfDoubleAndCGFloatExtensionsRunTheFirstAndSaySoWhenUnlike() {
        // One conversion in each extension, printed of a Double 90 and a CGFloat 180.
        func radians(_ double: String, _ cgFloat: String) -> String {
            """
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
            extension Double { var radians: Double { \(double) } }
            extension CGFloat { var radians: CGFloat { \(cgFloat) } }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let d: Double = 90
                    let c: CGFloat = 180
                    print("\\(d.radians) \\(c.radians)")
                }
            }
            """
        }
        XCTAssertEqual(printed(radians("self * .pi / 180", "self * .pi / 180")), "\(90 * Double.pi / 180) \(180 * CGFloat.pi / 180)")
        XCTAssertEqual(evaluate(radians("self * .pi / 180", "self * .pi / 180")).headlines.filter { $0.contains(": warning: ") }, [], "written alike: no warning")
        let unlike = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension Double { var half: Double { self / 2 } }
        extension CGFloat { var half: CGFloat { self / 4 } }
        class A: UIView {
            override func draw(_ rect: CGRect) { print(bounds.width.half) }
        }
        """
        let result = evaluate(unlike)
        XCTAssertEqual(result.headlines.filter { $0.contains(": error: ") }, [])
        XCTAssertEqual(result.headlines.filter { $0.contains(": warning: ") }, ["t.view:3:25: warning: 'half' is declared in extensions of both Double and CGFloat, which are one number type here: the Double one runs for both types' values; give the two different names if they should differ"])
        XCTAssertEqual(printed(unlike), "\(100.0 / 2)")
        // As app code writes a conversion twice: each gives Swift's number, with the warning.
        XCTAssertEqual(printed(radians("return self * .pi / 180", "return CGFloat(Double(self) * Double.pi / 180)")),
                       "\(90 * Double.pi / 180) \(CGFloat(Double(180) * Double.pi / 180))")
    }

    /// A method of an extension of the numbers' protocols giving `Self` gives a number of the
    /// type it is called on: of an Int an Int, of a CGFloat a CGFloat.
    func testAnExtensionsSelfResultIsTheReceiversNumberType() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension Comparable { func clamped(_ lo: Self, _ hi: Self) -> Self { min(max(self, lo), hi) } }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let n = 15
                let w: CGFloat = -2
                print("\\(n.clamped(0, 10)) \\(w.clamped(0, 1)) \\(7.clamped(0, 10) / 2)")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(10) \(CGFloat(0)) \(7 / 2)")
    }

    /// An extension of the standard library's ranges, as AudioKit's helpers write one
    /// (`extension ClosedRange { func clamp(_ value: Bound) -> Bound }`): its `Bound` a number
    /// of the range's type (`(0 ... 10).clamp(15) / 2` divides as Ints), `lowerBound`,
    /// `upperBound` and `contains` its own members bare; a floating-point `where` clause in.
    func testAnExtensionOfRangesUsesTheirBoundAsTheRangesNumber() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension ClosedRange {
            public func clamp(_ value: Bound) -> Bound {
                return Swift.min(Swift.max(value, lowerBound), upperBound)
            }
        }
        extension ClosedRange where Bound == Double {
            var span: Double { upperBound - lowerBound }
            func mid() -> Double { (lowerBound + upperBound) / 2 }
        }
        extension Range {
            func has(_ v: Bound) -> Bool { contains(v) }
        }
        class A: UIView {
            var range: ClosedRange<Double> = 0 ... 50
            override func draw(_ rect: CGRect) {
                let ints = 0 ... 10
                var x = 0.25
                x = (0.0 ... 1.0).clamp(x * 8)
                print(range.clamp(70), (0.0 ... 1.0).clamp(-2), ints.clamp(15) / 2, ints.clamp(-3), (2 ... 9).clamp(5) / 2, (1.0 ... 4.0).span, (1.0 ... 4.0).mid(), (0 ..< 5).has(5), (0 ..< 5).has(4), x)
            }
        }
        """
        // Swift's values: min(max(v, lower), upper), Ints dividing as Ints.
        let parts: [String] = ["\(min(max(70.0, 0), 50))", "\(min(max(-2.0, 0), 1))", "\(min(max(15, 0), 10) / 2)", "\(min(max(-3, 0), 10))",
                               "\(min(max(5, 2), 9) / 2)", "\(4.0 - 1.0)", "\((1.0 + 4.0) / 2)", "\((0 ..< 5).contains(5))", "\((0 ..< 5).contains(4))",
                               "\(min(max(0.25 * 8, 0), 1))"]
        XCTAssertEqual(printed(text), parts.joined(separator: " "))
    }

    /// A range extension whose `where` clause makes `Bound` an Int (whose `/` divides as Ints)
    /// is left out, said at the clause; a use of its members is an error.
    func testARangeExtensionOfIntBoundsIsLeftOut() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension ClosedRange where Bound == Int {
            var mid: Int { (lowerBound + upperBound) / 2 }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) { print((1 ... 4).mid) }
        }
        """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:2:23: warning: this extension is left out: a 'where' clause of a range other than a floating-point 'Bound' ('where Bound == Double', 'Bound: FloatingPoint') is outside the supported Swift subset (docs/language.md §13); a use of its members is an error",
                                     "t.view:6:58: error: Range has no member 'mid'"])
    }

    /// An extension of a protocol that only Swift's number types conform to (`extension Double:
    /// RepeatsAble {}`), as a radar chart writes one: its members are the numbers', `Self` the
    /// type of the value it is used on — `7.repeats(count: 2)` a list of Ints, `7.me() / 2`
    /// an Int's division — as one of `Comparable` is.
    func testAnExtensionOfAProtocolOfNumbersAloneIsOfTheNumbers() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        protocol RepeatsAble {}
        extension RepeatsAble {
            func repeats(count: Int) -> [Self] {
                var n: [Self] = []
                for _ in 0..<count { n.append(self) }
                return n
            }
            func me() -> Self { return self }
        }
        extension Int: RepeatsAble {}
        extension Double: RepeatsAble {}
        extension CGFloat: RepeatsAble {}
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let e: CGFloat = 2.5
                print(e.repeats(count: 3), 7.repeats(count: 2), 7.me() / 2, 7.repeats(count: 2)[0] / 2, 1.5.repeats(count: 2).reduce(0, +))
            }
        }
        """
        XCTAssertEqual(printed(text), "\([CGFloat](repeating: 2.5, count: 3)) \([Int](repeating: 7, count: 2)) \(7 / 2) \(7 / 2) \(1.5 + 1.5)")
    }

    /// An extension's `mutating` method called on a list's element changes that element where
    /// the list is held, as a struct's own method does: of a `[CGPoint]!` property and a local
    /// list, through a member (`rects[0].origin`), through an observed property's setter (its
    /// didSet once), the index read once; a `let` list's element is Swift's error.
    func testAnExtensionsMutatingMethodChangesAListsElementInPlace() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            extension CGPoint { mutating func plus(_ o: CGPoint) { x += o.x; y += o.y } }
            extension CGRect { mutating func grow(by d: CGFloat) { self = insetBy(dx: -d, dy: -d) } }
            class V: UIView {
                var pts: [CGPoint]!
                var seen = 0
                var watched: [CGPoint] = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)] { didSet { seen += 1 } }
                var calls = 0
                func next() -> Int { calls += 1; return 1 }
                override func draw(_ rect: CGRect) {
                    pts = [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]
                    for i in 0..<pts.count { pts[i].plus(CGPoint(x: 10, y: 20)) }
                    var local = [CGPoint(x: 5, y: 5)]
                    local[0].plus(CGPoint(x: 0.5, y: -1))
                    var rects = [CGRect(x: 0, y: 0, width: 4, height: 2)]
                    rects[0].origin.plus(CGPoint(x: 1, y: 1))
                    rects[0].grow(by: 1)
                    watched[next()].plus(CGPoint(x: 2, y: 3))
                    print(pts[0].x, pts[0].y, pts[1].x, pts[1].y, local[0].x, local[0].y, rects[0].minX, rects[0].minY, rects[0].width, rects[0].height, watched[1].x, watched[1].y, seen, calls)
                }
            }
            """
        // The origin (0, 0) moved to (1, 1), then the 4×2 rectangle grown by 1 on each side.
        let grown = (x: 0.0 + 1 - 1, y: 0.0 + 1 - 1, w: 4.0 + 2, h: 2.0 + 2)
        XCTAssertEqual(printed(text), "\(1.0 + 10) \(2.0 + 20) \(3.0 + 10) \(4.0 + 20) \(5 + 0.5) \(5.0 - 1) \(grown.x) \(grown.y) \(grown.w) \(grown.h) \(1.0 + 2) \(1.0 + 3) 1 1")
        let e = evaluate(inDraw("""
                    let c = [CGPoint(x: 1, y: 1)]
                    c[0].plus(CGPoint(x: 1, y: 1))
            """) + "extension CGPoint { mutating func plus(_ o: CGPoint) { x += o.x; y += o.y } }\n").headlines
        XCTAssertEqual(e, ["t.view:5:9: error: cannot use mutating member on immutable value: 'c' is a 'let' constant"])
    }
}

extension SwiftValueExtensionTests {
    /// A range whose type is written (`let r: Range<Int>`, a `ClosedRange<Int>` property or
    /// field, a `[ClosedRange<Int>]`) is of its written bounds' kind, as an inferred one is:
    /// walked by Ints, its bounds Ints, and an extension's `Bound` on it an Int.
    func testARangeOfAWrittenTypeIsOfItsBoundsKind() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension ClosedRange { func clamp(_ v: Bound) -> Bound { Swift.min(Swift.max(v, lowerBound), upperBound) } }
        struct K { var r: Range<Int> = 0 ..< 5; var steps: ClosedRange<Int> = 1 ... 10 }
        class A: UIView {
            var vr: ClosedRange<Int> = 0 ... 7
            var dr: ClosedRange<CGFloat> = 0 ... 7
            override func draw(_ rect: CGRect) {
                let r: Range<Int> = 0 ..< 3
                var walked = ""
                for i in r { walked += "\\(i / 2) " }
                let steps: ClosedRange<Int> = 1 ... 10
                let rs: [ClosedRange<Int>] = [0 ... 2, 5 ... 9]
                print(walked + "\\(K().r.upperBound / 2)", Array(K().r).map { $0 / 2 }, steps.clamp(20) / 3, vr.clamp(20) / 3, [vr.clamp(5)], K().steps.clamp(20) / 3, rs.map { $0.clamp(4) / 3 }, "\\(vr.clamp(5))", dr.clamp(20) / 3)
            }
        }
        """
        // Swift's values: Ints divide as Ints; a CGFloat range's bound divides as a CGFloat.
        let walked = (0 ..< 3).map { "\($0 / 2) " }.joined()
        let parts: [String] = [walked + "\(5 / 2)", "\((0 ..< 5).map { $0 / 2 })", "\(min(max(20, 1), 10) / 3)", "\(min(max(20, 0), 7) / 3)", "\([min(max(5, 0), 7)])",
                               "\(min(max(20, 1), 10) / 3)", "\([0 ... 2, 5 ... 9].map { min(max(4, $0.lowerBound), $0.upperBound) / 3 })", "\(min(max(5, 0), 7))",
                               "\(CGFloat(min(max(20, 0), 7)) / 3)"]
        XCTAssertEqual(printed(text), parts.joined(separator: " "))
    }
}

extension SwiftValueExtensionTests {
    /// A range extension whose `where` clause makes `Bound` a floating-point type is of that
    /// type on any range: Swift types `(0 ... 10)` as a ClosedRange<Double> to reach `lerp`,
    /// so its result divides and prints as a Double; one without a clause keeps the range's.
    func testAFloatingPointRangeExtensionMakesItsBoundADouble() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension ClosedRange where Bound: FloatingPoint {
            func lerp(_ t: Bound) -> Bound { lowerBound + (upperBound - lowerBound) * t }
            var mid: Bound { (lowerBound + upperBound) / 2 }
        }
        extension ClosedRange { func clamp(_ v: Bound) -> Bound { Swift.min(Swift.max(v, lowerBound), upperBound) } }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let a = (0 ... 10).lerp(0.5)
                let b = (0 ... 10).lerp(1)
                let m = (0 ... 3).mid
                print(a / 4, b / 4, [b], m / 2, (0 ... 10).lerp(0.5), (0 ... 9).clamp(7) / 2)
            }
        }
        """
        // Swift's values: lower + (upper − lower)·t and (lower + upper) / 2 as Doubles; clamp an Int.
        let a = 0.0 + (10.0 - 0.0) * 0.5, b = 0.0 + (10.0 - 0.0) * 1, m = (0.0 + 3.0) / 2
        let parts: [String] = ["\(a / 4)", "\(b / 4)", "\([b])", "\(m / 2)", "\(a)", "\(min(max(7, 0), 9) / 2)"]
        XCTAssertEqual(printed(text), parts.joined(separator: " "))
    }
}

extension SwiftValueExtensionTests {
    /// A static member of a number-only protocol's extension giving `Self`, named on a number
    /// type (`Int.one()`, `Int.two`), is of that type: `Int.two / 4` divides as Ints.
    func testAStaticSelfMemberOfANumberProtocolIsOfTheTypeItIsNamedOn() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        protocol Num: Numeric {}
        extension Int: Num {}
        extension Double: Num {}
        extension Num {
            static func one() -> Self { 1 }
            static var two: Self { 2 }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let x: Double = .two
                print(Int.one(), Double.one(), Int.two / 4, Double.two / 4, x)
            }
        }
        """
        // Swift's values: Int's 1 and 2 / 4 as Ints, Double's as Doubles.
        let parts: [String] = ["\(1)", "\(1.0)", "\(2 / 4)", "\(2.0 / 4)", "\(2.0)"]
        XCTAssertEqual(printed(text), parts.joined(separator: " "))
    }
}
