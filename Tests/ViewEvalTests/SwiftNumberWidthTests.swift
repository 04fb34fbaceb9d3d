// Swift's number types each compute in their own width: a UInt stops below 0, a Float rounds
// every operation to 24 bits, an Int is 64 bits — where a number here (a Double) cannot hold
// the Int exactly, an error, never a rounded value. Expected values are Swift's own, computed
// here with the same types.

import XCTest
@testable import ViewEval

final class SwiftNumberWidthTests: XCTestCase {
    /// `z - 1` of a UInt 0 traps in Swift: an error where it happens, as an Int's overflow is;
    /// a UInt's arithmetic inside its range is its value.
    func testUIntArithmeticBelowZeroStops() {
        let zero: UInt = 0
        XCTAssertTrue(zero.subtractingReportingOverflow(1).overflow)
        func headlines(_ line: String) -> [String] {
            evaluate(inDraw("""
                        let z: UInt = UInt(rect.width) - 10
                        var u: UInt = z
                \(line)
                """)).headlines.filter { $0.contains("error") }
        }
        XCTAssertEqual(headlines("        print(z - 1)"),
                       ["t.view:6:15: error: arithmetic overflow: 0 - 1 is outside UInt's range (Swift stops here)"])
        XCTAssertEqual(headlines("        u -= 1"),
                       ["t.view:6:9: error: arithmetic overflow: 0 - 1 is outside UInt's range (Swift stops here)"])
        let five: UInt = 5
        XCTAssertEqual(printedInDraw("""
                    let z: UInt = UInt(rect.width) - 5
                    var u = z
                    u -= 2
                    print(z - 1, z * 2, u)
            """), "\(five - 1) \(five * 2) \(five - 2)")
    }

    /// A Float's `+ - * /` is rounded to a Float each time: 0.1 added ten times is Swift's
    /// 1.0000001 (a Double's sum, then rounded, would be 1.0), and a quotient is a Float's; a
    /// Float compared with a literal compares Floats (three steps of 0.1 are 0.3).
    func testFloatArithmeticRoundsEachOperation() {
        var f: Float = 0, g: Float = 0
        for _ in 0..<10 { f += 0.1 }
        for _ in 0..<3 { g += 0.1 }
        let a: Float = 1.1, b: Float = 1.0, third: Float = 2
        let text = """
                    var f: Float = 0, g: Float = 0
                    for _ in 0..<10 { f += 0.1 }
                    for _ in 0..<3 { g += 0.1 }
                    let a: Float = 1.1
                    let b: Float = 1.0
                    let third: Float = 2
                    print(f, a - b, third / 3, f > 1, g == 0.3, g < 0.3)
            """
        XCTAssertEqual(printedInDraw(text), "\(f) \(a - b) \(third / 3) \(f > 1) \(g == 0.3) \(g < 0.3)")
    }

    /// Int.max and Int.min print as Swift's, and `var m = Int.max` starts a search for the
    /// least; an Int past 2⁵³ that a number here would round (`Int.max / 2`, `(1 << 62) - 1`,
    /// a literal) is an error naming it, never the rounded value.
    func testIntPast2To53IsExactOrAnError() {
        XCTAssertEqual(printedInDraw("""
                    var m = Int.max
                    for x in [40, 12, 33] { m = min(m, x) }
                    print(Int.max, Int.min, m, 1 << 60)
            """), "\(Int.max) \(Int.min) 12 \(1 << 60)")
        func headlines(_ line: String) -> [String] {
            evaluate(inDraw(line)).headlines.filter { $0.contains("error") }
        }
        let past = "an Int past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)"
        XCTAssertEqual(headlines("        print(Int.max / 2)"), ["t.view:4:15: error: \(Int.max) / 2 is \(Int.max / 2), \(past)"])
        XCTAssertEqual(headlines("        let a = 1 << 62\n        print(a - 1)"), ["t.view:5:15: error: \(1 << 62) - 1 is \((1 << 62) - 1), \(past)"])
        XCTAssertEqual(headlines("        print(9007199254740993)"),
                       ["t.view:4:15: error: the integer literal 9007199254740993 is past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)"])
        XCTAssertEqual(headlines("        let m = Int.max\n        print(-m)"), ["t.view:5:15: error: -\(Int.max) is an Int past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)"])
        XCTAssertEqual(headlines("        print(Int.min - 1)"), ["t.view:4:15: error: arithmetic overflow: \(Int.min) - 1 is outside Int's range (Swift stops here)"])
    }

    /// Two Floats compared with each other compare as Floats, as Swift's (a Float written
    /// `0.1` and one made from the Double 0.1 are the same Float; 1/3 computed in Double and
    /// in Float rounds to one Float), also where one is a `Float?`; Doubles compare as Doubles.
    func testTwoFloatsCompareAsFloats() {
        let f: Float = 0.1, d = 0.1
        let g = Float(d), h: Float = 0.1 + 0.2, k: Float = 0.3
        let third: Float = 1.0 / 3.0, other = Float(1.0 / 3.0)
        let maybe: Float? = Float(d), none: Float? = nil
        let x = 0.1 + 0.2, y = 0.3
        XCTAssertEqual(printedInDraw("""
                    let f: Float = 0.1
                    let d = 0.1
                    let g = Float(d)
                    let h: Float = 0.1 + 0.2
                    let k: Float = 0.3
                    let third: Float = 1.0 / 3.0
                    let other = Float(1.0 / 3.0)
                    let maybe: Float? = Float(d)
                    let none: Float? = nil
                    let x = 0.1 + 0.2
                    let y = 0.3
                    print(f == g, h == k, h != k, third == other, f == maybe, maybe != f, none == f, x == y)
            """), "\(f == g) \(h == k) \(h != k) \(third == other) \(f == maybe) \(maybe != f) \(none == f) \(x == y)")
    }

    /// Int literals alone are an Int's arithmetic where an Int is wanted: `(1 << 62) - 1`
    /// and `3_000_000_000 * 3_000_000_001` are past 2⁵³, so an error naming the value, never
    /// the Double's rounding (…904, …512); below 2⁵³ the Int itself.
    func testIntLiteralArithmeticPast2To53IsAnError() {
        func headlines(_ line: String) -> [String] {
            evaluate(inDraw(line)).headlines.filter { $0.contains("error") }
        }
        let past = "an Int past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)"
        XCTAssertEqual(headlines("        print((1 << 62) - 1)"), ["t.view:4:15: error: \(1 << 62) - 1 is \((1 << 62) - 1), \(past)"])
        XCTAssertEqual(headlines("        let x = 3_000_000_000 * 3_000_000_001\n        print(x)"),
                       ["t.view:4:17: error: 3000000000 * 3000000001 is \(3_000_000_000 * 3_000_000_001), \(past)"])
        XCTAssertEqual(printedInDraw("        print((1 << 40) + 1, 1_000_000 * 1_000_000, \"\\(60 * 60 * 24)\")"),
                       "\((1 << 40) + 1) \(1_000_000 * 1_000_000) \(60 * 60 * 24)")
        // A floating context keeps the floating product.
        let d: Double = 3_000_000_000 * 3_000_000_001
        XCTAssertEqual(printedInDraw("        let d: Double = 3_000_000_000 * 3_000_000_001\n        print(d)"), "\(d)")
    }

    /// `UInt64.max` and `UInt.max` (2⁶⁴ − 1) print as Swift's, not as the Double nearest them.
    func testUInt64MaxPrintsAsSwifts() {
        XCTAssertEqual(printedInDraw("        print(UInt64.max, \"\\(UInt.max)\", UInt32.max)"), "\(UInt64.max) \(UInt.max) \(UInt32.max)")
    }

    /// Swift's NaN (`Double.nan`, `.nan` where a number is wanted) is an error naming it: a
    /// drawing's numbers are finite here.
    func testNaNIsAnErrorNamingIt() {
        let message = "'nan', Swift's NaN (not a number), is outside the supported Swift subset: a drawing's numbers are finite (docs/language.md §13)"
        XCTAssertEqual(evaluate(inDraw("        let x = Double.nan\n        print(x.isNaN)")).headlines.filter { $0.contains("error") },
                       ["t.view:4:24: error: \(message)"])
        XCTAssertEqual(evaluate(inDraw("        let x: CGFloat = .nan\n        print(x.isNaN)")).headlines.filter { $0.contains("error") },
                       ["t.view:4:26: error: \(message)"])
    }

    /// A switch over a Float matches a number pattern as Floats, as Swift's `~=` compares them:
    /// three steps of 0.1 are the Float 0.3's case.
    func testASwitchOverAFloatComparesFloats() {
        let f: Float = 0.1 * 3
        var text = ""
        switch f {
        case 0.3: text = "eq"
        default: text = "ne"
        }
        XCTAssertEqual(printedInDraw("""
                    let f: Float = 0.1 * 3
                    let d: Double = 0.1 * 3
                    switch f {
                    case 0.3: print("eq", d == 0.3)
                    default: print("ne", d == 0.3)
                    }
            """), "\(text) \(0.1 * 3 == 0.3)")
    }
}
