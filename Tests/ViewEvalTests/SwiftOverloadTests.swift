// Overloads, as Swift has them: functions of one scope that share a name and differ in their
// labels or their parameters' types are all declared, and a call takes the one its labels fit
// (defaults left out, a trailing closure for a function parameter) and, of several, the one its
// arguments' types fit best; two that fit alike are an ambiguity, two of one signature a
// redeclaration. The numbers are worked out here.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftOverloadTests: XCTestCase, SwiftMemberDrawing {
    func testACallTakesTheFunctionItsLabelsFit() throws {
        let fills = classFills("""
            func capped(_ v: CGFloat) -> CGFloat { return capped(v, forWinds: 1) }
            func capped(_ v: CGFloat, forWinds w: CGFloat) -> CGFloat { return min(v, 10 * w) }
            func side(scale: CGFloat = 2) -> CGFloat { return 3 * scale }
            func side(of v: CGFloat) -> CGFloat { return v + 1 }
            static func angle(from a: CGFloat, to b: CGFloat) -> CGFloat { return b - a }
            static func angle(betweenFirst a: CGFloat, second b: CGFloat) -> CGFloat { return (b - a) * 2 }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: capped(50), height: capped(50, forWinds: 3))).fill()
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: A.angle(from: 1, to: 5), height: A.angle(betweenFirst: 1, second: 5))).fill()
                UIBezierPath(rect: CGRect(x: 0, y: 50, width: side(), height: side(of: 4))).fill()
            }
        """)
        // capped(50) is capped(50, forWinds: 1) = min(50, 10) and capped(50, forWinds: 3) =
        // min(50, 30); angle(from: 1, to: 5) = 4, angle(betweenFirst: 1, second: 5) = 8;
        // side() takes the default scale 2: 6, side(of: 4) = 5.
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, 10, 30)
        assertRect(fills[1].bounds, 100, 0, 4, 8)
        assertRect(fills[2].bounds, 0, 50, 6, 5)
    }

    /// A file's function overloads the built-in of its name, as a module's functions do those
    /// it imports: `hypot(a, b)` beside the file's `hypot(x1:x2:)` is Foundation's, √(a² + b²);
    /// the file's is called by its labels; a call fitting neither is the file's mistake.
    func testAFileFunctionOverloadsTheBuiltInOfItsName() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        func hypot(x1: CGFloat, x2: CGFloat) -> CGFloat { return x1 + x2 }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: hypot(30, 40), height: hypot(x1: 3, x2: 4)))
            }
        }
        """))
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, (30.0 * 30 + 40 * 40).squareRoot(), 3 + 4)
        let e = evaluate("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        func hypot(x1: CGFloat, x2: CGFloat) -> CGFloat { return x1 + x2 }
        class V: UIView {
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: hypot(x1: 3), height: 1)) }
        }
        """).headlines
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e.first?.hasPrefix("t.view:4:") == true, "\(e)")
    }

    /// So too in a class that is not a view and in a struct, static and instance methods.
    func testOverloadsInHelperClassesAndStructs() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        internal class Helper {
            internal static func angle(betweenFirst a: CGFloat, second b: CGFloat) -> CGFloat { return angle(from: a, to: b) * 2 }
            private static func angle(from a: CGFloat, to b: CGFloat) -> CGFloat { return b - a }
        }
        struct Box {
            var side: CGFloat
            func scaled() -> CGFloat { return scaled(by: 2) }
            func scaled(by k: CGFloat) -> CGFloat { return side * k }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                let b = Box(side: 3)
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: Helper.angle(betweenFirst: 1, second: 5), height: b.scaled())).fill()
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: b.scaled(by: 5), height: 1)).fill()
            }
        }
        """))
        // angle(betweenFirst: 1, second: 5) = (5 - 1) × 2 = 8; scaled() = 3 × 2; scaled(by: 5) = 15.
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first).content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 0, 0, 8, 6)
        assertRect(fills[1].bounds, 100, 0, 15, 1)
    }

    /// Overloads by parameter type: a call takes the one whose parameters its arguments fit,
    /// as Swift ranks them — a list to `[CGPoint]` and points to `CGPoint...` (the variadic one
    /// passing its list on), a Bool to `Bool`, an integer literal to `Int` and a fraction or a
    /// CGFloat to `CGFloat`, a value to `T` before `T?`; in a struct too.
    func testACallTakesTheOverloadItsArgumentTypesFit() throws {
        let fills = classFills("""
            var got: [CGFloat] = []
            func addValues(_ good: Bool, values: [CGPoint]) { for p in values { got.append(good ? p.x : -p.x) } }
            func addValues(_ good: Bool, values: CGPoint...) { self.addValues(!good, values: values) }
            func width(_ v: CGFloat) -> CGFloat { return v * 2 }
            func width(_ v: Bool) -> CGFloat { return v ? 7 : 1 }
            func width(_ v: Int) -> CGFloat { return CGFloat(v) * 3 }
            func height(_ v: CGFloat?) -> CGFloat { return 100 }
            func height(_ v: CGFloat) -> CGFloat { return v + 1 }
            override func draw(_ rect: CGRect) {
                addValues(true, values: [CGPoint(x: 4, y: 0)])
                addValues(false, values: CGPoint(x: 5, y: 0), CGPoint(x: 6, y: 0))
                UIColor.red.setFill()
                for (i, g) in got.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 20, y: 0, width: g, height: 1)) }
                let c: CGFloat = 4
                UIRectFill(CGRect(x: 0, y: 10, width: width(c), height: width(true)))
                UIRectFill(CGRect(x: 0, y: 20, width: width(3), height: width(1.5)))
                UIRectFill(CGRect(x: 0, y: 30, width: height(c), height: height(nil)))
                let b = Box(side: 2)
                UIRectFill(CGRect(x: 0, y: 40, width: b.scaled(by: 3), height: b.scaled(by: true)))
            }
            struct Box {
                var side: CGFloat
                func scaled(by k: CGFloat) -> CGFloat { return side * k }
                func scaled(by twice: Bool) -> CGFloat { return twice ? side * 2 : side }
            }
        """)
        XCTAssertEqual(fills.count, 7)
        // [4] taken as a list; 5 and 6 by the variadic overload, which passes them on as !false.
        assertRect(fills[0].bounds, 0, 0, 4, 1)
        assertRect(fills[1].bounds, 20, 0, 5, 1)
        assertRect(fills[2].bounds, 40, 0, 6, 1)
        // width(c: CGFloat) = 8, width(true) = 7; width(3: Int) = 9, width(1.5) = 3.
        assertRect(fills[3].bounds, 0, 10, 8, 7)
        assertRect(fills[4].bounds, 0, 20, 9, 3)
        // height(c) takes the CGFloat overload (5), nil only fits the optional one (100).
        assertRect(fills[5].bounds, 0, 30, 5, 100)
        // scaled(by: 3) = 6, scaled(by: true) = 4.
        assertRect(fills[6].bounds, 0, 40, 6, 4)
    }

    /// Two overloads that fit alike are Swift's ambiguity, at the call; two of one name, labels
    /// and parameter types are a redeclaration, in a class and in a struct.
    func testAmbiguousCallsAndRedeclarationsAreErrors() {
        XCTAssertEqual(errors("""
            func g(_ v: CGFloat?) -> CGFloat { return 1 }
            func g(_ v: Double?) -> CGFloat { return 2 }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: g(nil), height: 1)) }
        """), ["t.view:5:79: error: ambiguous use of 'g': 'g(_:)' taking (CGFloat?) and 'g(_:)' taking (Double?) fit these arguments alike"])
        XCTAssertEqual(errors("""
            func add(_ v: CGFloat) {}
            func add(_ v: CGFloat) {}
        """), ["t.view:4:10: error: invalid redeclaration of 'add': a function of this scope has its name, labels and parameter types"])
        XCTAssertEqual(errorsOf("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        struct B {
            func add(_ v: CGFloat) {}
            func add(_ v: CGFloat) {}
        }
        class V: UIView {}
        """), ["t.view:4:10: error: invalid redeclaration of 'add': a function of this scope has its name, labels and parameter types"])
    }

    /// assert and precondition run as a debug build runs them (Interface Builder renders with
    /// one): a true condition goes on, a false one stops there with its message.
    func testAssertAndPreconditionStopWhenFalse() {
        XCTAssertEqual(errors("""
            override func draw(_ rect: CGRect) {
                assert(rect.width > 0, "has a width")
                precondition(rect.width > 50, "wide enough")
            }
        """), ["t.view:5:9: error: precondition(…) failed: wide enough"])
        XCTAssertEqual(errors("""
            override func draw(_ rect: CGRect) {
                assertionFailure()
            }
        """), ["t.view:4:9: error: assertionFailure(…) was called"])
    }

    /// A static and an instance method may share a name, and even labels and types, as in
    /// Swift: `f()` in an instance method is the instance's, `A.f()` and `f()` in a static
    /// method the static one; `show(forView:)` and `class func show(forItem:text:)` are two
    /// functions, each called where its labels fit.
    func testStaticAndInstanceMethodsShareANameAsInSwift() {
        let fills = classFills("""
            static func f() -> CGFloat { 3 }
            func f() -> CGFloat { 5 }
            static func g() -> CGFloat { f() * 10 }
            class func show(forItem item: CGFloat, text: String) -> CGFloat { item + 100 }
            func show(forView view: CGFloat) -> CGFloat { view + 200 }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: f(), height: A.f()))
                UIRectFill(CGRect(x: 0, y: 0, width: A.g(), height: self.f()))
                UIRectFill(CGRect(x: 0, y: 0, width: A.show(forItem: 1, text: "t"), height: show(forView: 2)))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.size), [Size(5, 3), Size(30, 5), Size(101, 202)])
        XCTAssertEqual(errors("""
            static func f() -> CGFloat { 3 }
            static func f() -> CGFloat { 5 }
            """).count, 1)
    }
}
