// SIGINT and SIGTERM during a compile or a build: the temporary files being
// written are removed and viewc ends by the signal, as gcc does — a shell reports 130 or 143
// (the exit status these tests compute the same way) — with every existing output as it was.
// Each run is stopped at a point it cannot pass by itself, so no test depends on timing:
// reading standard input that stays open, or opening a FIFO nobody reads while the other
// outputs already sit in their temporary files.

import Foundation
import XCTest

final class SignalTests: XCTestCase {
    let drawing = "canvas(width: 40, height: 40) { path { rect(Rect(5, 5, 30, 30)); fill(.red) } }\n"

    /// The temporary files in `dir` and its sub-folders.
    func temporaries(_ dir: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".tmp") }.sorted()
    }

    /// Waits (at most 60 s) until `condition` holds.
    func waitFor(_ what: String, _ condition: () -> Bool) {
        let end = Date().addingTimeInterval(60)
        while !condition() && Date() < end { usleep(10_000) }
        XCTAssertTrue(condition(), "never: \(what)")
    }

    /// Stopped while it writes: the SVG staged in its temporary file (the PNG in a file with no
    /// name yet, StagedFile.swift, where the file system makes one), the third output a FIFO
    /// that nobody opens for reading. The signal removes the temporaries; the old outputs stay.
    func testASignalWhileWritingRemovesTheTemporaryFiles() throws {
        for (sig, status) in [(SIGINT, 130), (SIGTERM, 143)] {
            let dir = scratch(self)
            put(drawing, dir + "/d.view")
            put("old svg", dir + "/a.svg")
            XCTAssertEqual(mkfifo(dir + "/nobody-reads", 0o600), 0)
            var seen: [String] = []
            let o = try viewc(["d.view", "-o", "a.svg", "-o", "b.png", "--format", "pdf", "-o", "nobody-reads"], cwd: dir, timeout: 90) { pid in
                self.waitFor("the SVG's temporary file") { self.temporaries(dir).contains { $0.hasPrefix(".a.svg") } }
                seen = self.temporaries(dir)
                kill(pid, sig)
            }
            report("signal \(sig) while writing", o)
            XCTAssertTrue(seen.contains { $0.hasPrefix(".a.svg") }, "the outputs were staged: \(seen)")
            XCTAssertEqual(o.signal, sig, "ended by the signal")
            XCTAssertEqual(o.status, Int32(status))
            XCTAssertEqual(temporaries(dir), [], "no temporary file left")
            XCTAssertEqual(contents(dir + "/a.svg"), Array("old svg".utf8), "the old output is as it was")
            XCTAssertNil(contents(dir + "/b.png"), "no new output")
        }
    }

    /// Stopped while it reads its input (standard input, held open): ended by the signal,
    /// nothing written.
    func testASignalWhileCompilingWritesNothing() throws {
        let dir = scratch(self)
        let o = try viewc(["-", "-o", "x.svg", "-o", "x.png"], cwd: dir, stdin: Array("canvas(width: 40,".utf8), timeout: 90) { pid in
            usleep(300_000)
            kill(pid, SIGINT)
        }
        XCTAssertEqual(o.signal, SIGINT)
        XCTAssertEqual(o.status, 130)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])
    }

    /// `viewc build` stopped while one item waits on a FIFO output: the first SIGTERM asks
    /// the build to stop between files (which this one never reaches), the second ends it at
    /// once — its other output's temporary file removed, the outputs already built whole.
    func testASignalDuringABuildRemovesItsTemporaryFiles() throws {
        let dir = scratch(self)
        put(drawing, dir + "/src/a.view")
        put(drawing, dir + "/src/b.view")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir + "/out/b.svg", 0o600), 0)
        let o = try viewc(["build", "src", "-o", "out", "--format", "png,svg", "-j", "1"], cwd: dir, timeout: 90) { pid in
            self.waitFor("b's PNG staged") { self.temporaries(dir + "/out").contains { $0.hasPrefix(".b.png") } }
            kill(pid, SIGTERM)
            usleep(300_000)
            XCTAssertEqual(kill(pid, 0), 0, "the first signal waits for the file under way")
            kill(pid, SIGTERM)
        }
        report("SIGTERM during a build", o)
        XCTAssertEqual(o.signal, SIGTERM)
        XCTAssertEqual(o.status, 143)
        XCTAssertEqual(temporaries(dir), [])
        XCTAssertNotNil(pixel(dir + "/out/a.png", 20, 20), "a was built whole before")
        XCTAssertNil(contents(dir + "/out/b.png"))
    }

    /// A signal the caller ignores stays ignored (make runs background jobs with SIGINT
    /// ignored): SIGINT does not stop the run; SIGTERM still does, and cleans up.
    func testAnIgnoredSignalStaysIgnored() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        XCTAssertEqual(mkfifo(dir + "/nobody-reads", 0o600), 0)
        let bash = try tool("bash")
        let script = "trap '' INT; exec '\(Here.viewc)' d.view -o a.svg --format svg -o nobody-reads"
        let o = try runCommand(bash, ["-c", script], cwd: dir, timeout: 90) { pid in
            self.waitFor("a's SVG staged") { self.temporaries(dir).count == 1 }
            kill(pid, SIGINT)
            usleep(300_000)
            XCTAssertEqual(kill(pid, 0), 0, "still running after SIGINT")
            XCTAssertEqual(self.temporaries(dir).count, 1)
            kill(pid, SIGTERM)
        }
        XCTAssertEqual(o.signal, SIGTERM)
        XCTAssertEqual(temporaries(dir), [])
        XCTAssertNil(contents(dir + "/a.svg"))
    }
}
