// `viewc watch`, run as a user runs it: a build line per save (of the file or of an import or
// image it reads), diagnostics and untouched outputs on an error, one build for a burst, and a
// clean stop on SIGINT and SIGTERM (exit 0, no temporary file left).

import Foundation
import XCTest

final class WatchCommandTests: XCTestCase {
    let drawing = """
        import "parts.view"
        canvas(width: 40, height: 30) {
            backgroundColor: fill
        }
        """

    func bytes(_ p: String) -> Data? { FileManager.default.contents(atPath: p) }
    func builds(_ c: Child) -> Int { c.stdoutLines.filter { $0.contains("] built ") }.count }
    func failures(_ c: Child) -> Int { c.stdoutLines.filter { $0.contains("] failed") }.count }

    func runWatch(poll: Bool) throws {
        let dir = makeTempFolder(self)
        let main = dir + "/main.view", parts = dir + "/parts.view"
        try drawing.write(toFile: main, atomically: true, encoding: .utf8)
        try "let fill = #ff0000\n".write(toFile: parts, atomically: true, encoding: .utf8)
        let c = try Child(viewcBinary, ["watch", "main.view", "-o", "out.svg", "-o", "out.png"] + (poll ? ["--poll"] : []), cwd: dir)
        c.waitFor("the first build") { self.builds($0) == 1 }
        XCTAssertTrue(c.stdoutLines[0].contains("watching main.view and 1 file it reads (\(poll ? "polling" : "inotify"))"), c.stdout)
        XCTAssertTrue(String(decoding: bytes(dir + "/out.svg")!, as: UTF8.self).contains("rgb(100%,0%,0%)"))

        // An edit to the import rebuilds.
        saveByRename(parts, "let fill = #0000ff\n")
        c.waitFor("a rebuild after the import changed") { self.builds($0) == 2 }
        XCTAssertTrue(String(decoding: bytes(dir + "/out.svg")!, as: UTF8.self).contains("rgb(0%,0%,100%)"))

        // An error: diagnostics printed, outputs kept byte for byte.
        let svg = bytes(dir + "/out.svg"), png = bytes(dir + "/out.png")
        saveInPlace(main, drawing.replacingOccurrences(of: "fill", with: "fil"))
        c.waitFor("the failed build") { self.failures($0) == 1 }
        XCTAssertTrue(c.stderr.contains("main.view:3:22: error: "), c.stderr)
        XCTAssertTrue(c.stderr.contains("    backgroundColor: fil\n                     ^~~"), c.stderr)
        XCTAssertEqual(bytes(dir + "/out.svg"), svg)
        XCTAssertEqual(bytes(dir + "/out.png"), png)

        // Fixed by an editor-style save: built again.
        saveByRename(main, drawing)
        c.waitFor("the rebuild after the fix") { self.builds($0) == 3 }

        // A burst of saves is one build.
        for i in 0..<6 { saveInPlace(main, drawing + "\n// save \(i)\n"); usleep(5_000) }
        c.waitFor("the build after the burst") { self.builds($0) == 4 }
        usleep(600_000)
        XCTAssertEqual(builds(c), 4, "a burst of saves gave more than one build:\n\(c.stdout)")

        XCTAssertEqual(c.stop(SIGINT), 0)
        XCTAssertTrue(c.stdoutLines.last!.hasSuffix("stopped"), c.stdout)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(left, ["main.view", "out.png", "out.svg", "parts.view"])
    }

    func testWatchWithInotify() throws { try runWatch(poll: false) }
    func testWatchWithPolling() throws { try runWatch(poll: true) }

    /// SIGTERM stops it as SIGINT does, even while the input has an error.
    func testSigtermStopsCleanly() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) { backgroundColor: nope }\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        let c = try Child(viewcBinary, ["watch", "a.view", "-o", "a.png"], cwd: dir)
        c.waitFor("the failed first build") { self.failures($0) == 1 }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/a.png"))
        XCTAssertEqual(c.stop(SIGTERM), 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["a.view"])
    }

    func testUsageErrors() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) {}\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        var r = try runViewc(["watch", "-", "-o", "a.png"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.err.contains("watch needs a file to watch, not standard input"), r.err)
        r = try runViewc(["watch", "a.view"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.err.contains("no output"), r.err)
        r = try runViewc(["watch", "a.view", "-o", "a.view"], cwd: dir)
        XCTAssertEqual(r.status, 64, "the compile command's checks apply to watch too")
        XCTAssertTrue(r.err.contains("is the input file"), r.err)
    }

    /// Each build is the compile command's: its depfile is written, and rewritten when the
    /// list of inputs changes.
    func testCompileOptionsApplyToEachBuild() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) {}\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        try "let c = #00ff00\n".write(toFile: dir + "/lib.view", atomically: true, encoding: .utf8)
        let c = try Child(viewcBinary, ["watch", "a.view", "-o", "a.svg", "--depfile", "a.d"], cwd: dir)
        c.waitFor("the first build") { self.builds($0) == 1 }
        XCTAssertFalse(try String(contentsOfFile: dir + "/a.d", encoding: .utf8).contains("lib.view"))
        saveByRename(dir + "/a.view", "import \"lib.view\"\ncanvas(width: 10, height: 10) { backgroundColor: c }\n")
        c.waitFor("the second build") { self.builds($0) == 2 }
        XCTAssertTrue(try String(contentsOfFile: dir + "/a.d", encoding: .utf8).contains(dir + "/lib.view"))
        // The import is watched from then on.
        saveInPlace(dir + "/lib.view", "let c = #0000ff\n")
        c.waitFor("the build after the import changed") { self.builds($0) == 3 }
        XCTAssertTrue(try String(contentsOfFile: dir + "/a.svg", encoding: .utf8).contains("rgb(0%,0%,100%)"))
        XCTAssertEqual(c.stop(), 0)
    }

    /// `viewc build --watch`: a change to an import rebuilds its dependents; a new file in a
    /// new sub-folder is built; a file that breaks is reported and the rest stays.
    func testBuildWatch() throws {
        let dir = makeTempFolder(self)
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/src/lib", withIntermediateDirectories: true)
        try "let c = #ff0000\n".write(toFile: dir + "/src/lib/parts.view", atomically: true, encoding: .utf8)
        try "import \"lib/parts.view\"\ncanvas(width: 10, height: 10) { backgroundColor: c }\n"
            .write(toFile: dir + "/src/a.view", atomically: true, encoding: .utf8)
        let c = try Child(viewcBinary, ["build", "src", "-o", "out", "--watch"], cwd: dir)
        func summaries() -> [String] { c.stdoutLines.filter { $0.hasPrefix("viewc build: ") } }
        c.waitFor("the first build") { _ in summaries().count == 1 }
        c.waitFor("the watching line, printed after the build") { $0.stdout.contains("Ctrl-C stops") }
        XCTAssertEqual(summaries()[0], "viewc build: 1 built, 0 up to date, 1 skipped (no canvas)")
        XCTAssertTrue(c.stdout.contains("(inotify); Ctrl-C stops"), c.stdout)
        XCTAssertTrue(try String(contentsOfFile: dir + "/out/a.svg", encoding: .utf8).contains("rgb(100%,0%,0%)"))

        saveByRename(dir + "/src/lib/parts.view", "let c = #0000ff\n")
        c.waitFor("the rebuild after the import changed") { _ in summaries().count == 2 }
        XCTAssertEqual(summaries()[1], "viewc build: 1 built, 0 up to date, 1 skipped (no canvas)")
        XCTAssertTrue(try String(contentsOfFile: dir + "/out/a.svg", encoding: .utf8).contains("rgb(0%,0%,100%)"))

        try fm.createDirectory(atPath: dir + "/src/sub", withIntermediateDirectories: true)
        c.waitFor("the build after a new folder") { _ in summaries().count == 3 }
        try "canvas(width: 10, height: 10) { backgroundColor: .green }\n".write(toFile: dir + "/src/sub/b.view", atomically: true, encoding: .utf8)
        c.waitFor("the build of a new file") { _ in fm.fileExists(atPath: dir + "/out/sub/b.svg") }
        c.waitFor("its summary") { _ in summaries().last == "viewc build: 1 built, 1 up to date, 1 skipped (no canvas)" }

        saveInPlace(dir + "/src/a.view", "canvas(width: 10, height: 10) { backgroundColor: nope }\n")
        c.waitFor("the failure") { $0.stdoutLines.contains("failed src/a.view") }
        XCTAssertTrue(c.stderr.contains("src/a.view:1:50: error: "), c.stderr)
        XCTAssertTrue(try String(contentsOfFile: dir + "/out/a.svg", encoding: .utf8).contains("rgb(0%,0%,100%)"), "the last good output stays")
        XCTAssertEqual(c.stop(SIGINT), 0)
    }
}
