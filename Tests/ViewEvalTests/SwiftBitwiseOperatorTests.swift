// Swift's bitwise and shift operators on Ints in pasted Swift, with Swift's precedence (a shift
// binds tighter than `*`, `&` as tight as `*`, `|` and `^` as `+`): each text is the same
// expression's value computed by this test's Swift.

import XCTest
@testable import ViewEval

final class SwiftBitwiseOperatorTests: XCTestCase {
    /// Hex-colour parsing as real code writes it, and each precedence level: `int >> 4 & 0xF`
    /// is `(int >> 4) & 0xF`, `1 << 3 * 2` is `(1 << 3) * 2`, `a + b & c` is `a + (b & c)`,
    /// `5 | 2 ^ 1` is `(5 | 2) ^ 1`; `~` inverts an Int's bits; shifts by a negative amount
    /// go the other way and by 64 or more leave 0 (or -1), as Swift's smart shifts do; the
    /// result of each is an Int, written without a fraction; the compound assignments `|=`,
    /// `&=`, `^=`, `<<=` and `>>=` change a `var` as Swift's do.
    func testBitwiseOperatorsHaveSwiftsPrecedenceAndResults() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                let int: Int = 0xABC
                add("\((int >> 8) * 17) \((int >> 4 & 0xF) * 17) \((int & 0xF) * 17)")
                let argb = 0x80FF4020
                add("\(argb >> 24) \(argb >> 16 & 0xFF) \(argb >> 8 & 0xFF) \(argb & 0xFF)")
                add("\(1 << 3 * 2) \(3 + 6 & 4) \(5 | 2 ^ 1) \(~5) \(12 ^ 10) \(0b1010 | 0b0101)")
                let n = -3, big = 70
                add("\(16 >> n) \(-8 >> 1) \(1 << big) \(-1 >> big) \(n << 2)")
                let mask = 0xFF00
                let b = mask >> 8
                add("\(b / 2) \(CGFloat(int & 0xFF) / 255)")
                var bits = 0x0F
                bits |= 0x30
                bits &= 0x3C
                bits ^= 0x01
                bits <<= 2
                bits >>= 1
                add("\(bits)")
        """#))
        let int = 0xABC, argb = 0x80FF4020, n = -3, big = 70, mask = 0xFF00
        let b = mask >> 8
        XCTAssertEqual(got, [
            "\((int >> 8) * 17) \((int >> 4 & 0xF) * 17) \((int & 0xF) * 17)",
            "\(argb >> 24) \(argb >> 16 & 0xFF) \(argb >> 8 & 0xFF) \(argb & 0xFF)",
            "\(1 << 3 * 2) \(3 + 6 & 4) \(5 | 2 ^ 1) \(~5) \(12 ^ 10) \(0b1010 | 0b0101)",
            "\(16 >> n) \(-8 >> 1) \(1 << big) \(-1 >> big) \(n << 2)",
            "\(b / 2) \(Double(int & 0xFF) / 255)",
            "\({ var bits = 0x0F; bits |= 0x30; bits &= 0x3C; bits ^= 0x01; bits <<= 2; bits >>= 1; return bits }())",
        ])
        // Spelled out: a 12-bit colour's channels, each nibble times 17.
        XCTAssertEqual(got[0], "170 187 204")
    }

    /// A bitwise operator on a number that is no whole number is an error at the operand (a
    /// CGFloat has no such operators in Swift); on a point it is an error naming the types.
    func testABitwiseOperatorOnAFractionOrAPointIsAnError() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var x: CGFloat = 2.5
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(Int(x) >> 1) + (x >> 1), height: 1)) }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:4:103: error: '>>' works on Ints, and 2.5 is not a whole number in Int's range"])
        let r2 = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) { let p = CGPoint(x: 1, y: 2) & 3; _ = p }
        }
        """)
        XCTAssertEqual(r2.headlines, ["t.view:3:50: error: '&' works on Ints, not Point and Number"])
    }

    /// `&+`, `&-`, `&*` (and their compound assignments) wrap around Int's 64 bits as Swift's
    /// do, where `+` would trap; a wrapped result a number here does not hold exactly (past
    /// 2⁵³) is an error naming it, and so is one on a `UInt8` (Swift's wraps at 8 bits). The
    /// expected values are Swift's own wrapping operators.
    func testWrappingOperatorsWrapAroundInt() {
        var h = 7
        h = h &* 31 &+ 5
        h &-= 2
        let body = """
                    let big = Int.max
                    var h = 7
                    h = h &* 31 &+ 5
                    h &-= 2
                    print(big &+ 1, Int.min &- 1, h, 3 &* 4)
            """
        XCTAssertEqual(printedInDraw(body), "\(Int.max &+ 1) \(Int.min &- 1) \(h) \(3 &* 4)")
        let r = evaluate(inDraw("        let k = 3_000_000_019\n        print(k &* k)"))
        let wrapped = 3_000_000_019 &* 3_000_000_019
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }.count, 1, "\(r.headlines)")
        XCTAssertTrue(r.headlines.first?.contains("is \(wrapped), an Int past 2⁵³") == true, "\(r.headlines)")
        let narrow = evaluate(inDraw("        let b: UInt8 = 200\n        print(b &+ 100)"))
        XCTAssertEqual(narrow.headlines.filter { $0.contains("error") },
                       ["t.view:5:15: error: '&+' on a value not known to be an Int (an integer type other than Int, such as `UInt8`, `Int32` or `UInt`, wraps at its own width; a list's element, a field or a call's result may be one) is outside the supported Swift subset (docs/language.md §13)"])
        // Where the operand's type is not known here to be Int — a list's element, a struct's
        // field, a value made of one, a closure's parameter (Swift: `bytes[0] &+ 10` of a
        // `[UInt8]` holding 250 is 4) — the same error, and so for the compound form.
        for line in ["let bytes: [UInt8] = [250, 3]\n        print(bytes[0] &+ 10)",
                     "let bytes: [UInt8] = [250, 3]\n        let b = bytes[0]\n        print(b &+ 10)",
                     "let bytes: [UInt8] = [250, 3]\n        print(bytes.map { $0 &+ 10 })",
                     "let s = Pair()\n        print(s.b &+ 10)",
                     "var sum: UInt8 = 250\n        sum &+= 10"] {
            let r = evaluate(inDraw("        " + line) + "\nstruct Pair { var b: UInt8 = 250 }\n")
            XCTAssertEqual(r.headlines.filter { $0.contains("error: '&+") }.count, 1, "\(line): \(r.headlines)")
        }
        // Ints a loop over a range of Ints gives, and a function's Int parameter, are Ints.
        var g = 5381
        for i in 0..<4 { g = g &* 33 &+ i }
        XCTAssertEqual(printedInDraw("""
                    var g = 5381
                    for i in 0..<4 { g = g &* 33 &+ i }
                    func mix(_ a: Int, _ b: Int) -> Int { a &* 31 &+ b }
                    print(g, mix(g, 7))
            """), "\(g) \(g &* 31 &+ 7)")
    }
}
