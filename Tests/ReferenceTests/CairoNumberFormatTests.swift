// cairo's SVG and PDF writers format every number with snprintf's "%f" ("%.18f" and "%.*f" for
// a number below 0.1);
// where cairo is linked in, those calls go to Sources/CCairo/fixed-format.c, which must write
// exactly what glibc writes. Each value here is formatted by both and compared byte for byte.

import Foundation
import XCTest

final class CairoNumberFormatTests: XCTestCase {
    typealias Fixed = @convention(c) (UnsafeMutablePointer<CChar>, UInt, Int32, Double) -> Int32

    /// The static link's folder (Sources/CCairo/link-static.sh), and the formatter's object in it.
    static let staticCairo = Paths.packageRoot.appendingPathComponent(".build/static-cairo")
    static var formatterObject: String { staticCairo.appendingPathComponent("viewc/fixed-format.o").path }

    /// fixed-format.c's function, exported by the static link (link-static.sh's exports.list).
    /// Where the link did not take it (cairo a shared library, or no C compiler to build it),
    /// glibc's snprintf formats cairo's numbers and there is nothing to test.
    func fixedFormat() throws -> Fixed {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "viewc_format_fixed") else {
            XCTAssertFalse(FileManager.default.fileExists(atPath: CairoNumberFormatTests.formatterObject),
                           "the static link built fixed-format.o but the tests' binary does not export it")
            throw XCTSkip("fixed-format.c is not linked in here: glibc formats cairo's numbers")
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

    /// Numbers as drawings have them (three decimals, within a page) at precisions 3, 6 and 18,
    /// and then any bit pattern at any precision 0-18 (cairo asks for 6 and 18, and for a
    /// number below 0.1 as many as six significant digits need).
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

    /// The two functions cairo's output stream calls instead of snprintf and __snprintf_chk are
    /// variadic, which Swift cannot call: a C program compiled here with fixed-format.c calls
    /// them and glibc's own with the formats cairo passes (and others, which go to glibc),
    /// every precision from -3 to 21, buffers of 0 to 12 bytes and of 600, and compares the
    /// bytes written and the values returned.
    func testTheSnprintfReplacementsWriteAndReturnWhatGlibcDoes() throws {
        let compiler = ["clang", "cc"].first { (try? Tools.run("/usr/bin/env", ["sh", "-c", "command -v \($0)"]))?.status == 0 }
        guard let compiler else { throw XCTSkip("no C compiler to build the harness with") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fixed-format-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let harness = #"""
        #include <stdio.h>
        #include <string.h>
        #include <stdint.h>
        int viewc_cairo_snprintf_chk(char *, size_t, int, size_t, const char *, ...);
        int viewc_cairo_snprintf(char *, size_t, const char *, ...);
        int __snprintf_chk(char *, size_t, int, size_t, const char *, ...);
        static uint64_t s = 88172645463325252u;
        static uint64_t next(void) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
        static long compared, mismatches;
        static void same(const char *a, int na, const char *b, int nb, size_t size, const char *what, double d) {
            compared++;
            if (na != nb || (size > 0 && memcmp(a, b, size) != 0)) {
                if (mismatches++ < 5) printf("%s %.17g size %zu: %d '%s' / glibc %d '%s'\n", what, d, size, na, a, nb, b);
            }
        }
        int main(void) {
            const char *fixed[] = { "%f", "%.0f", "%.3f", "%.6f", "%.17f", "%.18f", "%.19f", "%.f", "%F", "%.0018f", "%g", "%e", "x%f" };
            for (int i = 0; i < 3000; i++) {
                double d;
                if (i % 2) { uint64_t bits = next(); memcpy(&d, &bits, 8); }
                else d = (double)((int64_t)(next() % 8000000) - 4000000) / 1000.0 / (double)(1 + next() % 1000);
                size_t sizes[] = { 0, 1, 2, 5, 8, 12, 600 };
                for (int z = 0; z < 7; z++) {
                    size_t size = sizes[z];
                    char a[600], b[600];
                    for (unsigned f = 0; f < sizeof fixed / sizeof *fixed; f++) {
                        memset(a, 'A', sizeof a); memset(b, 'A', sizeof b);
                        int na = viewc_cairo_snprintf_chk(a, size, 1, sizeof a, fixed[f], d);
                        int nb = __snprintf_chk(b, size, 1, sizeof b, fixed[f], d);
                        same(a, na, b, nb, size, fixed[f], d);
                        memset(a, 'A', sizeof a); memset(b, 'A', sizeof b);
                        na = viewc_cairo_snprintf(a, size, fixed[f], d);
                        nb = snprintf(b, size, fixed[f], d);
                        same(a, na, b, nb, size, fixed[f], d);
                    }
                    for (int p = -3; p <= 21; p++) {
                        memset(a, 'A', sizeof a); memset(b, 'A', sizeof b);
                        int na = viewc_cairo_snprintf_chk(a, size, 1, sizeof a, "%.*f", p, d);
                        int nb = __snprintf_chk(b, size, 1, sizeof b, "%.*f", p, d);
                        same(a, na, b, nb, size, "%.*f", d);
                    }
                    int k = (int)(next() % 100000) - 50000;
                    memset(a, 'A', sizeof a); memset(b, 'A', sizeof b);
                    int na = viewc_cairo_snprintf_chk(a, size, 1, sizeof a, "%d", k);
                    int nb = __snprintf_chk(b, size, 1, sizeof b, "%d", k);
                    same(a, na, b, nb, size, "%d", k);
                }
            }
            printf("%ld compared, %ld mismatches\n", compared, mismatches);
            return mismatches != 0;
        }
        """#
        try harness.write(to: dir.appendingPathComponent("harness.c"), atomically: true, encoding: .utf8)
        let source = Paths.packageRoot.appendingPathComponent("Sources/CCairo/fixed-format.c").path
        let build = try Tools.run(compiler, ["-O1", "-o", dir.appendingPathComponent("harness").path,
                                             dir.appendingPathComponent("harness.c").path, source, "-lm"])
        XCTAssertEqual(build.status, 0, build.stderr)
        let run = try Tools.run(dir.appendingPathComponent("harness").path, [])
        XCTAssertEqual(run.status, 0, run.stdoutText)
        XCTAssertTrue(run.stdoutText.hasSuffix(" 0 mismatches\n"), run.stdoutText)
    }

    /// The static link renames cairo's output stream's snprintf calls to fixed-format.c's
    /// (link-static.sh): the object keeps no call to glibc's.
    func testCairoOutputStreamCallsTheExactFormatter() throws {
        _ = try fixedFormat()
        let object = CairoNumberFormatTests.staticCairo.appendingPathComponent("cairo/cairo-output-stream.o").path
        guard FileManager.default.fileExists(atPath: object) else {
            throw XCTSkip("no cairo-output-stream.o in \(CairoNumberFormatTests.staticCairo.path)")
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
