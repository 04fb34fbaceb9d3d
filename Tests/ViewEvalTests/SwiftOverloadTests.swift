// Overloads by argument labels, as Swift has them: functions of one scope that share a name and
// differ in their labels are all declared, and a call takes the one its labels fit (defaults
// left out, a trailing closure for a function parameter). Functions that differ only by their
// parameters' types are still an error at the second one. The numbers are worked out here.

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

    func testOverloadsByTypeAloneAreNamed() {
        XCTAssertEqual(errors("""
            func add(_ v: CGFloat) {}
            func add(_ v: Bool) {}
        """), ["t.view:4:10: error: 'add' is already defined in this scope (overloads by parameter type are outside the supported Swift subset; functions may differ by their argument labels)"])
        // So in a struct, once.
        XCTAssertEqual(errorsOf("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        struct B {
            func add(_ v: CGFloat) {}
            func add(_ v: Bool) {}
        }
        class V: UIView {}
        """), ["t.view:4:10: error: 'add' is already defined in this scope (overloads by parameter type are outside the supported Swift subset; functions may differ by their argument labels)"])
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
}
