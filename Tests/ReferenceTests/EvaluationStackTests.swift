// A plain `viewc FILE -o OUT` evaluates a file that cannot recurse (no components, Swift
// classes or imports) on the main thread instead of a thread of its own with a 512 MB stack
// (ViewEval.swift, `Evaluator.cannotRecurse`), when the main thread's stack limit leaves
// `Evaluator.nestingStack` (6 MiB) free. The deepest nesting the parser allows must then fit:
// each case here runs at the least stack limit that still evaluates in place (6.5 MiB:
// 6 MiB and the 512 KiB the command line keeps), in the debug build the tests run, and must
// draw what `viewc compile` (always on its own thread) draws.

import Foundation
import XCTest

final class EvaluationStackTests: CLITestCase {
    /// `viewc ARGS` under `ulimit -s KIB`.
    func viewcWithStack(_ kib: Int, _ args: [String]) throws -> ProcessResult {
        try Tools.run("/bin/sh", ["-c", "ulimit -s \(kib) && exec \"$0\" \"$@\"", Tools.viewc] + args,
                      env: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                            "FONTCONFIG_FILE": ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] ?? ""])
    }

    /// The deepest nesting the parser allows, in each way it can nest: (name, text).
    var deepest: [(String, String)] {
        let path = "path { move(to: Point(a, 1)); line(to: Point(9, 9)); stroke(red) }\n"
        func canvas(_ body: String) -> String { "canvas(width: 10, height: 10) {\n" + body + "}\n" }
        return [
            // 200 levels in all, the canvas's block among them.
            ("parens", canvas("let a = " + String(repeating: "(", count: 197) + "1" + String(repeating: ")", count: 197) + "\n" + path)),
            ("unary", canvas("let a = " + String(repeating: "-", count: 196) + "1\n" + path)),
            ("ifs", canvas(String(repeating: "if true {\n", count: 192) + "let a = 1\n" + path + String(repeating: "}\n", count: 192))),
            ("groups", canvas(String(repeating: "group {\n", count: 98) + "let a = " + String(repeating: "(", count: 98) + "2"
                              + String(repeating: ")", count: 98) + "\n" + path + String(repeating: "}\n", count: 98))),
            ("top", "let a = " + String(repeating: "(", count: 198) + "3" + String(repeating: ")", count: 198) + "\n" + canvas(path)),
            ("chain", canvas("let a = " + Array(repeating: "1", count: 20_000).joined(separator: " + ") + "\n" + path)),
        ]
    }

    func testTheDeepestNestingEvaluatesInPlace() throws {
        let cases = deepest
        for (name, text) in cases {
            let input = try writeText(text, "\(name).view")
            let inPlace = try viewcWithStack(6656, [input, "-o", file("\(name).svg").path])
            XCTAssertEqual(inPlace.status, 0, "\(name): \(inPlace.stderr.prefix(300))")
            let threaded = try viewc(["compile", input, "-o", "\(name)-t.svg"])
            XCTAssertEqual(threaded.status, 0, "\(name): \(threaded.stderr.prefix(300))")
            XCTAssertEqual(try read(file("\(name).svg")), try read(file("\(name)-t.svg")), name)
        }
    }

    /// Below the room it needs, or for a file that may recurse, evaluation takes its own
    /// thread: a component that nests itself 90 levels deep (each level three statements in)
    /// compiles under a 1 MiB stack limit, and so does the deepest flat nesting.
    func testWhatMayRecurseOrLacksRoomTakesItsOwnThread() throws {
        let deep = "canvas(width: 10, height: 10) {\n  A(frame: Rect(0, 0, 10, 10), n: 90)\n}\nview A {\n  @inspectable n = 1\n"
            + "  if n > 0 { if true { if true { A(frame: bounds, n: n - 1) } } }\n"
            + "  path { rect(bounds); stroke(red) }\n}\n"
        let input = try writeText(deep, "deep.view")
        let r = try viewcWithStack(1024, [input, "-o", file("deep.svg").path, "--max-recursion", "100"])
        XCTAssertEqual(r.status, 0, String(r.stderr.prefix(300)))
        let plain = try viewcWithStack(1024, [input, "-o", file("deep2.svg").path])
        XCTAssertEqual(plain.status, 1, "the default recursion limit (32) stops it: \(plain.stderr.prefix(300))")
        XCTAssertTrue(plain.stderr.contains("component recursion deeper than 32 levels"), String(plain.stderr.prefix(300)))
        // Lists nested through lets, one level a line, as deep as they may be (deeper than 200
        // is an error, CLITests; in place, a debug build's type equality and value description
        // recurse through 2,000 levels past 8 MiB): they take the thread.
        let lets = try writeText("let q0 = [1]\n" + (1...199).map { "let q\($0) = [q\($0 - 1)]\n" }.joined()
                                 + "canvas(width: 10, height: 10) {\n  path { rect(Rect(0, 0, 5, 5)); fill(red) }\n}\n", "lets.view")
        for kib in [6656, 8192] {
            let r = try viewcWithStack(kib, [lets, "-o", file("lets-\(kib).svg").path])
            XCTAssertEqual(r.status, 0, "\(kib) KiB: \(r.stderr.prefix(300))")
        }
        // A file that cannot recurse, under a limit too small to evaluate it in place.
        let flat = try writeText("canvas(width: 10, height: 10) {\n  let a = " + String(repeating: "(", count: 197) + "1"
                                 + String(repeating: ")", count: 197) + "\n  path { rect(Rect(0, 0, a, a)); fill(red) }\n}\n", "flat.view")
        let small = try viewcWithStack(1024, [flat, "-o", file("flat.svg").path])
        XCTAssertEqual(small.status, 0, String(small.stderr.prefix(300)))
    }

    /// `viewc build` evaluates a file that cannot recurse on its build threads, whose stack
    /// leaves `Evaluator.nestingStack` free (Build.swift, `threadStack`): the deepest nesting
    /// builds there and draws what `viewc compile` (on a thread of its own) draws.
    func testTheDeepestNestingEvaluatesInPlaceInABuild() throws {
        try FileManager.default.createDirectory(at: file("views"), withIntermediateDirectories: true)
        for (name, text) in deepest { _ = try writeText(text, "views/\(name).view") }
        let r = try viewc(["build", file("views").path, "-o", file("out").path, "--format", "svg", "-j", "2"])
        XCTAssertEqual(r.status, 0, String(r.stderr.prefix(300)))
        for (name, _) in deepest {
            let threaded = try viewc(["compile", file("views/\(name).view").path, "-o", "\(name)-t.svg"])
            XCTAssertEqual(threaded.status, 0, "\(name): \(threaded.stderr.prefix(300))")
            XCTAssertEqual(try read(file("out/\(name).svg")), try read(file("\(name)-t.svg")), name)
        }
    }
}
