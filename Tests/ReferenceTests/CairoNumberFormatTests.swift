// cairo's SVG and PDF writers format every number with snprintf's "%f", "%.3f" or "%.18f";
// where cairo is linked in, those calls go to Sources/CCairo/fixed-format.c, which must write
// exactly what glibc writes. Each value here is formatted by both and compared byte for byte.

import Foundation
import XCTest

final class CairoNumberFormatTests: XCTestCase {
    typealias Fixed = @convention(c) (UnsafeMutablePointer<CChar>, UInt, Int32, Double) -> Int32

    /// fixed-format.c's function, exported by the static link (link-static.sh's exports.list);
    /// nil where cairo is a shared library, whose own snprintf then formats its numbers.
    func fixedFormat() throws -> Fixed {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "viewc_format_fixed") else {
            let ldd = try Tools.run("/usr/bin/ldd", [Tools.viewc])
            XCTAssertTrue(ldd.stdoutText.contains("libcairo.so"),
                          "cairo is linked into viewc but its number formatting is not in the tests' binary")
            throw XCTSkip("cairo is a shared library here: glibc formats its numbers")
        }
        return unsafeBitCast(symbol, to: Fixed.self)
    }

    func glibc(_ precision: Int32, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 600)
        _ = withVaList([precision, value]) { vsnprintf(&buffer, 600, "%.*f", $0) }
        return String(cString: buffer)
    }

    /// Formats with fixed-format.c, or nil where it declines (and glibc is asked instead).
    func ours(_ f: Fixed, _ precision: Int32, _ value: Double) -> String? {
        var buffer = [CChar](repeating: 0x7f, count: 600)
        let n = f(&buffer, 600, precision, value)
        if n < 0 { return nil }
        XCTAssertEqual(Int(n), strlen(buffer), "the length returned is the text's")
        return String(cString: buffer)
    }

    func compare(_ f: Fixed, _ precision: Int32, _ value: Double, _ mismatches: inout Int) {
        guard let mine = ours(f, precision, value) else {
            XCTAssertTrue(!value.isFinite || abs(value) >= 0x1p63,
                          "declined \(value) at precision \(precision), a value it must format")
            return
        }
        let theirs = glibc(precision, value)
        if mine != theirs {
            mismatches += 1
            if mismatches <= 10 { XCTFail("\(value.bitPattern) at %.\(precision)f: \(mine), glibc \(theirs)") }
        }
    }

    /// Numbers as drawings have them (three decimals, within a page) at the precisions cairo
    /// asks for, and then any bit pattern at any precision 0-18.
    func testEveryValueIsFormattedAsGlibcFormatsIt() throws {
        let f = try fixedFormat()
        var generator = SystemRandomNumberGenerator()
        var mismatches = 0
        for _ in 0..<100_000 {
            let value = Double(Int.random(in: -4_000_000...4_000_000, using: &generator)) / 1000
            for precision: Int32 in [3, 6, 18] { compare(f, precision, value, &mismatches) }
        }
        for _ in 0..<200_000 {
            let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            compare(f, Int32.random(in: 0...18, using: &generator), value, &mismatches)
        }
        // Every binade from the subnormals to 2^64, both signs.
        for exponent in -1080...64 {
            for _ in 0..<40 {
                let value = Double(sign: Bool.random() ? .minus : .plus, exponent: exponent,
                                   significand: Double.random(in: 1..<2, using: &generator))
                compare(f, Int32.random(in: 0...18, using: &generator), value, &mismatches)
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// A value exactly halfway between two results rounds to the even one, as glibc rounds
    /// (round to nearest, ties to even): k / 2^(p+1) for odd k has its tie at the p-th digit
    /// when 5^p divides k, and is just off it otherwise.
    func testHalfwayValuesRoundToEven() throws {
        let f = try fixedFormat()
        var mismatches = 0
        for precision in 0...18 {
            let five = (0..<precision).reduce(1.0) { value, _ in value * 5 }
            for k in stride(from: 1, to: 4_001, by: 2) {
                for value in [Double(k), Double(k) * five] {
                    let tie = value / (0..<(precision + 1)).reduce(1.0) { value, _ in value * 2 }
                    compare(f, Int32(precision), tie, &mismatches)
                    compare(f, Int32(precision), -tie, &mismatches)
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
        XCTAssertEqual(ours(f, 6, 0.0078125), "0.007812")  // 0.0078125: the tie rounds down to even 2
        XCTAssertEqual(ours(f, 6, 0.0234375), "0.023438")  // and up to even 8
        XCTAssertEqual(ours(f, 0, 2.5), "2")
        XCTAssertEqual(ours(f, 0, 3.5), "4")
    }

    /// Signs, zeros, the smallest and the largest values it formats itself; what it leaves to
    /// glibc: not-a-number, infinities, |d| of 2^63 and more, precisions above 18, a buffer too
    /// short (glibc then writes as much as fits), a rounding mode other than to nearest.
    func testEdgesAndWhatIsLeftToGlibc() throws {
        let f = try fixedFormat()
        XCTAssertEqual(ours(f, 6, 0), "0.000000")
        XCTAssertEqual(ours(f, 6, -0.0), "-0.000000")
        XCTAssertEqual(ours(f, 6, -1e-9), "-0.000000")
        XCTAssertEqual(ours(f, 3, 1999.9995), glibc(3, 1999.9995))
        XCTAssertEqual(ours(f, 18, 5e-324), "0.000000000000000000")
        XCTAssertEqual(ours(f, 0, 0x1p63.nextDown), "9223372036854774784")
        XCTAssertEqual(ours(f, 18, 0.1), "0.100000000000000006")
        XCTAssertNil(ours(f, 6, 0x1p63))
        XCTAssertNil(ours(f, 6, .infinity))
        XCTAssertNil(ours(f, 6, -.infinity))
        XCTAssertNil(ours(f, 6, .nan))
        XCTAssertNil(ours(f, 19, 1))
        XCTAssertNil(ours(f, -1, 1))
        var short = [CChar](repeating: 0, count: 4)
        XCTAssertEqual(f(&short, 4, 6, 1.5), -1)
        // Another rounding mode than to nearest: glibc's own rounding then.
        let modes: [Int32] = [FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO]
        for mode in modes {
            fesetround(mode)
            let declined = ours(f, 6, 0.1234567) == nil
            fesetround(FE_TONEAREST)
            XCTAssertTrue(declined, "rounding mode \(mode)")
        }
    }

    /// The static link renames cairo's output stream's snprintf calls to fixed-format.c's
    /// (link-static.sh): the object keeps no call to glibc's.
    func testCairoOutputStreamCallsTheExactFormatter() throws {
        _ = try fixedFormat()
        let package = URL(fileURLWithPath: Tools.viewc).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let object = package.appendingPathComponent(".build/static-cairo/cairo/cairo-output-stream.o").path
        guard FileManager.default.fileExists(atPath: object) else {
            throw XCTSkip("no static-cairo folder beside \(Tools.viewc)")
        }
        let symbols = try Tools.run("/usr/bin/nm", ["--undefined-only", object]).stdoutText
        XCTAssertTrue(symbols.contains("viewc_cairo_snprintf_chk") || symbols.contains("viewc_cairo_snprintf"), symbols)
        XCTAssertFalse(symbols.split(separator: "\n").contains { $0.hasSuffix(" __snprintf_chk") || $0.hasSuffix(" snprintf") },
                       symbols)
        // Its decimal point too: fixed-format.c's reads the one field (see there).
        XCTAssertTrue(symbols.contains("viewc_cairo_decimal_point"), symbols)
        XCTAssertFalse(symbols.contains("_cairo_get_locale_decimal_point"), symbols)
    }
}
