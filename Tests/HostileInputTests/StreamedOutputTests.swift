// A PNG written to a file is written as it is made: each compressed chunk goes into the
// output's staged file (the temporary file beside it) as its bands finish, and the file is
// renamed into place with the other outputs. The bytes are those kept in memory (standard
// output gets them so), and whatever fails — the render, another output, a write half-way
// through — leaves neither the PNG nor its temporary file, and an old PNG as it was.
// And before a large drawing is rendered, the front end's machine code is handed back to the
// system and faulted in again only where the render runs it.

import Foundation
import ViewcDriver
import XCTest

final class StreamedOutputTests: XCTestCase {
    /// A drawing whose PNG is more than a compressed chunk (1 MiB) of translucent curves, so
    /// that chunks are written while bands are still to be drawn.
    let large = """
        canvas(width: 1500, height: 1500) {
            backgroundColor: white
            for i in 0..<3000 {
                path {
                    move(to: Point(i * 7919 % 1500, i * 104729 % 1500))
                    curve(to: Point(i * 613 % 1500, i * 4271 % 1500), control1: Point(i * 331 % 1500, i * 887 % 1500), control2: Point(i * 59 % 1500, i * 1777 % 1500))
                    close()
                    fill(rgb(0.05 * (i % 20), 0.03 * (i % 33), 0.11 * (i % 9), 0.6))
                    lineWidth: 1 + i % 3
                    stroke(rgb(0.1 * (i % 10), 0.5, 0.07 * (i % 14)))
                }
            }
        }

        """

    /// The temporary files left in `dir` (hidden `.NAME.PID-TAG.tmp` files).
    func temporaries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    /// The PNG written into its file as it is made is the one standard output gets whole, and
    /// the same beside another output rendered at the same time.
    func testAPNGWrittenAsItIsMadeIsTheFileKeptInMemory() throws {
        let dir = scratch(self)
        put(large, dir + "/d.view")
        let whole = try viewc(["d.view", "--format", "png", "-o", "-"], cwd: dir)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let o = try viewc(["d.view", "-o", "a.png", "-o", "b.svg"], cwd: dir)
        XCTAssertEqual(o.status, 0, o.stderr)
        // Standard output as bytes: read back through the shell, not decoded as text.
        let bash = try tool("bash")
        XCTAssertEqual(try runCommand(bash, ["-c", "'\(Here.viewc)' d.view --format png -o - > c.png"], cwd: dir).status, 0)
        let png = try XCTUnwrap(contents(dir + "/a.png"))
        XCTAssertGreaterThan(png.count, 1 << 20, "a PNG of more than one chunk")
        XCTAssertTrue(png == contents(dir + "/c.png"), "the bytes standard output gets")
        XCTAssertEqual(temporaries(dir), [])
    }

    /// A document of more pages than a compile stages (`StagedFile.most`) written a PNG a page
    /// (`-o p%d.png`): every page is written, each a PNG of its own colour (no two alike), and
    /// no temporary file is left.
    func testAPNGPerPageOfALongDocumentIsWrittenWhole() throws {
        let dir = scratch(self)
        let pages = (1...40).map { k in "    page(size: Size(20, 20)) { backgroundColor: rgb(\(k) / 40, 0, 0) }" }
        put("document(title: \"long\") {\n" + pages.joined(separator: "\n") + "\n}\n", dir + "/long.view")
        let r = try viewc(["long.view", "-o", "p%d.png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let files = (1...40).map { contents(dir + "/p\($0).png") }
        XCTAssertEqual(files.indices.filter { files[$0] == nil }, [], "pages not written")
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        XCTAssertTrue(files.allSatisfy { $0.map { Array($0.prefix(8)) == signature } ?? false }, "every page a PNG")
        XCTAssertEqual(Set(files.compactMap { $0 }).count, 40, "each page its own picture")
        XCTAssertEqual(temporaries(dir), [])
    }

    /// A compile that fails after the PNG was staged — another output refused when the outputs
    /// are written, the PNG itself refused by the renderer, a write that fails half-way (a file
    /// size limit) — leaves no new PNG and no temporary file, and an old PNG as it was.
    func testAFailedCompileLeavesNoPNGNorItsTemporaryFile() throws {
        let dir = scratch(self)
        put(large, dir + "/d.view")
        put("old", dir + "/old.png")
        // Another output is a folder: refused once the PNG is made.
        try FileManager.default.createDirectory(atPath: dir + "/folder.svg", withIntermediateDirectories: false)
        let refused = try viewc(["d.view", "-o", "new.png", "-o", "old.png", "-o", "folder.svg"], cwd: dir)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("folder.svg: it is a folder"), refused.stderr)
        // The PNG is more pixels than a PNG may have: refused as it is rendered.
        put("canvas(width: 30000, height: 30000) { path { rect(Rect(0, 0, 10, 10)); fill(.red) } }\n", dir + "/huge.view")
        let tooLarge = try viewc(["huge.view", "-o", "new.png", "-o", "old.png"], cwd: dir)
        XCTAssertEqual(tooLarge.status, 1)
        XCTAssertTrue(tooLarge.stderr.contains("larger than the limit"), tooLarge.stderr)
        // Files of at most 256 KiB (SIGXFSZ ignored, so the write fails with EFBIG): the first
        // whole chunk cannot be written, while bands are still to be drawn.
        let bash = try tool("bash")
        let limited = try runCommand(bash, ["-c", "trap '' XFSZ; ulimit -f 256; exec '\(Here.viewc)' d.view -o new.png -o old.png"], cwd: dir)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        XCTAssertTrue(limited.stderr.contains("cannot write new.png: File too large") || limited.stderr.contains("cannot write old.png: File too large"),
                      limited.stderr)
        for o in [refused, tooLarge, limited] { XCTAssertFalse(o.stderr.contains("Fatal error"), o.stderr) }
        XCTAssertNil(contents(dir + "/new.png"))
        XCTAssertEqual(contents(dir + "/old.png"), Array("old".utf8))
        XCTAssertEqual(temporaries(dir), [])
    }

    /// A compile killed while the PNG is being written, by a signal no handler sees (the file
    /// size limit's SIGXFSZ at its default, which ends the process at the first chunk too many):
    /// the staged PNG has no name until the outputs are written, so nothing is left behind, and
    /// the old PNG is as it was.
    func testACompileKilledWhileItWritesLeavesNoTemporaryFile() throws {
        let dir = scratch(self)
        put(large, dir + "/d.view")
        put("old", dir + "/old.png")
        let bash = try tool("bash")
        let killed = try runCommand(bash, ["-c", "ulimit -f 256; exec '\(Here.viewc)' d.view -o new.png -o old.png"], cwd: dir)
        XCTAssertNotEqual(killed.status, 0, killed.stderr)
        XCTAssertNil(contents(dir + "/new.png"))
        XCTAssertEqual(contents(dir + "/old.png"), Array("old".utf8))
        XCTAssertEqual(temporaries(dir), [])
    }

    /// The executable's code mappings are handed back (its resident file pages drop) and the
    /// process runs on, faulting its code in again.
    func testTheExecutablesCodeIsHandedBackAndFaultedInAgain() throws {
        func residentFileKB() -> Int {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("RssFile:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        let before = residentFileKB()
        XCTAssertGreaterThan(CodePages.releaseExecutableCode(), 1 << 20, "the test runner's code mapping was found")
        XCTAssertLessThan(residentFileKB(), before)
        // Code runs again after it (this test's and the runtime's).
        XCTAssertEqual((1...100).map { $0 * 2 }.reduce(0, +), 10100)
    }
}
