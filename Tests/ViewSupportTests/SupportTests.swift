// The stand-ins for Foundation proper (ViewSupport/Support.swift, PathNames' NSString
// components), each checked against Foundation itself: the tests may import Foundation, the
// compiler's modules do not.

import Foundation
import ViewSupport
import XCTest

final class SupportTests: XCTestCase {
    func testTrimmingIsCharacterSetTrimming() {
        let cases = ["", " ", "  a b  ", "\tx\t", "\n x \n", "\u{00A0}y\u{2003}", "\u{3000}z\u{3000}", "\u{200B}w\u{200B}",
                     "a\u{0301} ", " \u{0301}a", "\u{1680}\u{2000}\u{200A}v\u{202F}\u{205F}", "\u{180E}u\u{FEFF}", "\u{200C}t", "\r\nq\r\n", "\u{2028}l\u{2029}", "\u{85}n\u{85}", "  \u{00A0}\n\t ", "é"]
        for s in cases {
            XCTAssertEqual(s.trimmingBlanks(), s.trimmingCharacters(in: .whitespaces), s.debugDescription)
            XCTAssertEqual(s.trimmingLineBreaks(), s.trimmingCharacters(in: .newlines), s.debugDescription)
            XCTAssertEqual(s.trimmingBlanksAndLineBreaks(), s.trimmingCharacters(in: .whitespacesAndNewlines), s.debugDescription)
            XCTAssertEqual(Substring(s).trimmingBlanks(), s.trimmingCharacters(in: .whitespaces), s.debugDescription)
        }
    }

    func testReplacingAllIsLiteralReplacement() {
        let cases: [(String, String, String)] = [
            ("a&b&&c", "&", "&amp;"), ("", "x", "y"), ("xxx", "xx", "y"), ("a\0b\0", "\0", ""), ("%#?", "%", "%25"),
            ("it's", "'", "'\\''"), ("ç&é", "&", "+"), ("{{title}} and {{title}}", "{{title}}", "T"), ("abc", "abcd", "z"),
        ]
        for (s, t, r) in cases {
            XCTAssertEqual(s.replacingAll(t, with: r), s.replacingOccurrences(of: t, with: r, options: .literal), s.debugDescription)
        }
        XCTAssertEqual("a".replacingAll("", with: "b"), "a")
    }

    func testCFormatIsStringFormat() {
        let doubles: [Double] = [0, -0.0, 1, -1, 0.5, 0.00005, 0.00004999, 1.23456789, 123456.7891, 1e15, -2.5e17, 1e300,
                                 .pi, 2.0 / 3, 1234.56785, 0.0625, .leastNonzeroMagnitude, .infinity, -.infinity]
        for v in doubles {
            for f in ["%g", "%.4f", "%.3f", "%.6f"] {
                XCTAssertEqual(cFormat(f, v), String(format: f, v), "\(f) of \(v)")
            }
        }
        for b: UInt8 in [0, 7, 10, 255] { XCTAssertEqual(cFormat("%%%02X", b), String(format: "%%%02X", b)) }
        for o in [0, 9, 1234567890, Int(Int32.max)] { XCTAssertEqual(cFormat("%010ld 00000 n \n", o), String(format: "%010ld 00000 n \n", o)) }
        XCTAssertEqual(cFormat("%04d-%02d", 2026, 7), "2026-07")
        // Longer than the first buffer.
        let long = String(repeating: "x", count: 200)
        XCTAssertEqual(cFormat("%@-%d".replacingOccurrences(of: "%@", with: long), 5), long + "-5")
    }

    func testLockKeepsCountsWhole() {
        let lock = Lock()
        final class Counter: @unchecked Sendable { var n = 0 }
        let c = Counter()
        runOnThreads(4, stackSize: 1 << 20) {
            for _ in 0..<20_000 { lock.lock(); c.n += 1; lock.unlock() }
        }
        XCTAssertEqual(c.n, 80_000)
        XCTAssertEqual(lock.withLock { c.n }, 80_000)
    }

    func testConditionWakesAWaiter() {
        let cond = Condition()
        final class Box: @unchecked Sendable { var ready = false; var seen = false }
        let box = Box()
        let finished = Condition()
        var done = false
        XCTAssertTrue(startThread {
            cond.lock()
            while !box.ready { cond.wait() }
            box.seen = true
            cond.unlock()
            finished.lock(); done = true; finished.signal(); finished.unlock()
        })
        usleep(10_000)
        cond.lock(); box.ready = true; cond.broadcast(); cond.unlock()
        finished.lock()
        while !done { finished.wait() }
        finished.unlock()
        XCTAssertTrue(box.seen)
    }

    func testLocalClockTimeIsTheTimeOfDay() {
        let f = DateFormatter()
        f.dateFormat = "HH:mm:ss"
        for _ in 0..<3 {
            let before = f.string(from: Date()), t = localClockTime(), after = f.string(from: Date())
            if before == after { XCTAssertEqual(t, before); return }
        }
        XCTFail("the clock kept moving across a second")
    }

    func testPathComponentsAreNSStrings() {
        // Not "//", "///" or a one-character name: swift-corelibs-foundation gives "" for the
        // first two (Apple's NSString, compacting the slashes, "/") and traps on the third
        // (deletingLastPathComponent of "a"); those are checked against Apple's documented
        // results below.
        let paths = ["", "/", "ab", "a.svg", ".svg", "a.", "a..b", "/a", "/a/", "/a/b.c", "a/b.c/", "a//b.c", "a/b//",
                     "./a.png", "../x/y.tar.gz", "/tmp/scratch.tiff", "dir.d/file", "dir.d/.hidden", "ç/é.pdf", "a b/c d.view",
                     "x@2x.png", "out/a@3x.png", "a/./b", "a/../b.c"]
        for p in paths {
            let ns = p as NSString
            XCTAssertEqual(PathNames.lastComponent(p), ns.lastPathComponent, "lastComponent of \(p.debugDescription)")
            XCTAssertEqual(PathNames.deletingLastComponent(p), ns.deletingLastPathComponent, "deletingLastComponent of \(p.debugDescription)")
            XCTAssertEqual(PathNames.deletingExtension(p), ns.deletingPathExtension, "deletingExtension of \(p.debugDescription)")
            XCTAssertEqual(PathNames.pathExtension(p), ns.pathExtension, "pathExtension of \(p.debugDescription)")
        }
        // NSString's documentation: "/" stays "/", "scratch.tiff" has no folder.
        for p in ["//", "///"] {
            XCTAssertEqual(PathNames.lastComponent(p), "/")
            XCTAssertEqual(PathNames.deletingLastComponent(p), "/")
            XCTAssertEqual(PathNames.deletingExtension(p), "/")
        }
        XCTAssertEqual(PathNames.lastComponent("a"), "a")
        XCTAssertEqual(PathNames.deletingLastComponent("a"), "")
        XCTAssertEqual(PathNames.deletingExtension("a"), "a")
    }
}
