// viewc build: folders mirrored, libraries skipped, good and bad files in one batch, bytes
// identical whatever -j and to single compiles, up-to-date checks that know every input,
// options that force a rebuild, -D across files, what the user sees.

import Foundation
import XCTest

final class BuildTests: XCTestCase {
    var dir = ""

    override func setUp() { dir = scratchFolder(self) }

    /// Dates every file under `src` 200 s back and under `out` 100 s back, so that an input
    /// dated 50 s back is newer than the outputs and older than any output written next (file
    /// systems stamp with a coarse clock, so "now" is not precise enough).
    func settle() {
        for (folder, back) in [("src", -200.0), ("out", -100.0)] {
            for f in files(dir + "/" + folder) { age(dir + "/" + folder + "/" + f, back) }
        }
    }

    /// What touching an input does, in the dates settle() leaves.
    func touch(_ path: String) { age(path, -50) }

    /// Sets a file's modification time to `seconds` from now.
    func age(_ path: String, _ seconds: Double) {
        let t = Date().timeIntervalSince1970 + seconds
        var times = [timespec(tv_sec: Int(t), tv_nsec: Int((t - floor(t)) * 1e9)),
                     timespec(tv_sec: Int(t), tv_nsec: Int((t - floor(t)) * 1e9))]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0, path)
    }

    func files(_ folder: String) -> [String] {
        let e = FileManager.default.enumerator(atPath: folder)!
        return (e.allObjects as! [String]).filter { !$0.hasPrefix(".") && !$0.contains("/.")
            && !(FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: nil) && isFolder(folder + "/" + $0)) }.sorted()
    }

    func isFolder(_ p: String) -> Bool {
        var d: ObjCBool = false
        return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
    }

    /// A small site: two drawings sharing a component library, one drawing with an image, a
    /// drawing in a sub-folder, and a library that draws nothing.
    func makeSite() {
        put("view Badge {\n  @inspectable tint = #336699\n  path { roundedRect(bounds, cornerRadius: 4); fill(tint) }\n}\n", dir + "/src/parts/badge.view")
        put("import \"parts/badge.view\"\ncanvas(width: 40, height: 30) { Badge(frame: Rect(5, 5, 30, 20)) }\n", dir + "/src/a.view")
        put("import \"parts/badge.view\"\nlet accent = #cc3300\ncanvas(width: 30, height: 30) { Badge(frame: Rect(2, 2, 26, 26), tint: accent) }\n", dir + "/src/b.view")
        put("canvas(width: 20, height: 20) { image { name: \"dot.png\"; frame: Rect(0, 0, 20, 20) } }\n", dir + "/src/pics/c.view")
        try! FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("samples/images/photo.png").path,
                                          toPath: dir + "/src/pics/dot.png")
    }

    func testFoldersAreMirroredAndLibrariesSkipped() throws {
        makeSite()
        let r = try viewc(["build", "src", "-o", "out", "--format", "svg,png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(dir + "/out"), ["a.png", "a.svg", "b.png", "b.svg", "pics/c.png", "pics/c.svg"])
        // Plain lines off a terminal: one per file built (in the order they finish), then the totals.
        XCTAssertEqual(Set(r.stdout.split(separator: "\n").dropLast()),
                       ["built src/a.view -> out/a.svg, out/a.png", "built src/b.view -> out/b.svg, out/b.png",
                        "built src/pics/c.view -> out/pics/c.svg, out/pics/c.png"])
        XCTAssertTrue(r.stdout.hasSuffix("viewc build: 3 built, 0 up to date, 1 skipped (no canvas)\n"), r.stdout)
    }

    func testAFailingFileIsReportedAndTheOthersAreWritten() throws {
        makeSite()
        put("canvas(width: 10, height: 10) {\n    view { frame: Rect(0, 0, 5, 5); backgroundColr: .red }\n}\n", dir + "/src/bad.view")
        put("canvas(width: 10, height: 10) { view { frame: oops } }\n", dir + "/src/deep/worse.view")
        let r = try viewc(["build", "src", "-o", "out", "-j", "2"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(files(dir + "/out"), ["a.svg", "b.svg", "pics/c.svg"])
        XCTAssertTrue(r.stderr.contains("""
        src/bad.view:2:37: error: a view has no property 'backgroundColr'; did you mean 'backgroundColor'?
            view { frame: Rect(0, 0, 5, 5); backgroundColr: .red }
                                            ^~~~~~~~~~~~~~
        """), r.stderr)
        XCTAssertTrue(r.stderr.contains("src/deep/worse.view:1:47: error: unknown name 'oops'"), r.stderr)
        XCTAssertTrue(r.stdout.contains("failed src/bad.view\n") && r.stdout.contains("failed src/deep/worse.view\n"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("viewc build: 3 built, 0 up to date, 1 skipped (no canvas), 2 failed\n"), r.stdout)
        // Fixed, the failed file is built next time; the others are up to date.
        put("canvas(width: 10, height: 10) { view { frame: Rect(0, 0, 5, 5); backgroundColor: .red } }\n", dir + "/src/bad.view")
        let again = try viewc(["build", "src", "-o", "out", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stdout.hasSuffix("viewc build: 1 built, 3 up to date, 1 skipped (no canvas), 1 failed\n"), again.stdout)
        XCTAssertTrue(again.stderr.hasPrefix("{\"file\":\"src/deep/worse.view\",\"line\":1,\"column\":47,"), again.stderr)
        XCTAssertNotNil(bytes(dir + "/out/bad.svg"))
    }

    /// A document's line names the files really written: its SVG and PNG a file a page
    /// (`deck-1.svg`, `deck-2.svg`), its PDF one file; no `deck.svg` is named or written.
    func testADocumentsLineNamesTheFilesWritten() throws {
        put("""
            document(title: "Deck") {
                page(size: Size(40, 30)) { view { frame: Rect(0, 0, 10, 10); backgroundColor: .red } }
                page(size: Size(40, 30)) { view { frame: Rect(5, 5, 10, 10); backgroundColor: .blue } }
            }

            """, dir + "/src/deck.view")
        let r = try viewc(["build", "src", "-o", "out", "--format", "svg,pdf,png", "--scale", "1,2"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let written = ["out/deck-1.svg", "out/deck-2.svg", "out/deck.pdf", "out/deck-1.png", "out/deck-2.png", "out/deck-1@2x.png", "out/deck-2@2x.png"]
        XCTAssertEqual(Set(files(dir + "/out").map { "out/" + $0 }), Set(written))
        let line = r.stdout.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(line.hasPrefix("built src/deck.view -> "), r.stdout)
        XCTAssertEqual(Set(line.dropFirst("built src/deck.view -> ".count).components(separatedBy: ", ")), Set(written), line)
    }

    func testBytesAreTheSameWhateverTheJobsAndAsSingleCompiles() throws {
        for s in Package.samples { put(try String(contentsOfFile: s, encoding: .utf8), dir + "/src/" + (s as NSString).lastPathComponent) }
        try FileManager.default.createDirectory(atPath: dir + "/src/images", withIntermediateDirectories: true)
        for f in ["photo.png", "photo@2x.png"] {
            try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("samples/images/" + f).path, toPath: dir + "/src/images/" + f)
        }
        // Two jobs at once; against it, each sample compiled alone (one job, the same bytes).
        // (Every sample in four outputs takes the debug build a minute and a half of CPU: the
        // time limit is for a hang, on a machine with every core busy.)
        let r = try viewc(["build", "src", "-o", "out2", "--format", "svg,pdf,png", "--scale", "1,2", "-j", "2"], cwd: dir,
                          env: ["SOURCE_DATE_EPOCH": "1700000000"], timeout: 900)
        XCTAssertEqual(r.status, 0, r.stderr)
        let names = files(dir + "/out2")
        // Each sample compiled alone, every page to a file of its own: a one-page drawing's
        // build outputs are `stem.svg`, …; a document's SVG and PNG are `stem-1.svg`, … (its PDF
        // holds every page).
        var expected = 0
        for s in Package.samples {
            let stem = ((s as NSString).lastPathComponent as NSString).deletingPathExtension
            let one = dir + "/one-" + stem
            try FileManager.default.createDirectory(atPath: one, withIntermediateDirectories: true)
            // The same names as the build's (an SVG's links to other pages name their files).
            let r = try viewc(["src/\(stem).view", "-o", "\(one)/\(stem)-%d.svg", "-o", "\(one)/\(stem).pdf",
                               "-o", "\(one)/\(stem)-%d.png", "-o", "\(one)/\(stem)-%d@2x.png"], cwd: dir,
                              env: ["SOURCE_DATE_EPOCH": "1700000000"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(bytes(one + "/\(stem).pdf"), bytes(dir + "/out2/\(stem).pdf"), "\(stem).pdf: build and compile differ")
            let pages = files(one).filter { $0.hasSuffix(".svg") }.count
            XCTAssertGreaterThanOrEqual(pages, 1, stem)
            expected += 1 + 3 * pages
            for suffix in [".svg", ".png", "@2x.png"] {
                for n in 1...pages {
                    let built = pages == 1 ? "\(stem)\(suffix)" : "\(stem)-\(n)\(suffix)"
                    XCTAssertEqual(bytes(one + "/\(stem)-\(n)\(suffix)"), bytes(dir + "/out2/" + built), "\(built): build and compile differ")
                }
            }
        }
        XCTAssertEqual(names.count, expected)
        XCTAssertTrue(names.contains("handout-4.svg") && names.contains("handout-4@2x.png") && !names.contains("handout.svg"), "\(names)")
    }

    /// Text (pango, under its lock) and cairo surfaces on many threads at once: every copy of a
    /// drawing gets the same bytes.
    func testManyThreadsAtOnceGiveTheSameBytes() throws {
        for i in 0..<12 {
            for s in ["labels", "cards", "paint"] { put(try String(contentsOfFile: Package.sample(s), encoding: .utf8), dir + "/src/\(s)\(i).view") }
        }
        let r = try viewc(["build", "src", "-o", "out", "--format", "svg,pdf,png", "-j", "6"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        for s in ["labels", "cards", "paint"] {
            for ext in ["svg", "pdf", "png"] {
                let first = bytes(dir + "/out/\(s)0.\(ext)")
                XCTAssertNotNil(first)
                for i in 1..<12 { XCTAssertEqual(bytes(dir + "/out/\(s)\(i).\(ext)"), first, "\(s)\(i).\(ext)") }
            }
        }
    }

    func testOnlyWhatAnInputChangedIsBuiltAgain() throws {
        makeSite()
        put("view Dot { path { circle(center: bounds.center, radius: 3); fill(.black) } }\n", dir + "/src/parts/dot.view")
        put("import \"parts/dot.view\"\ncanvas(width: 10, height: 10) { Dot(frame: bounds) }\n", dir + "/src/d.view")
        func build(_ extra: [String] = []) throws -> [String] {
            let r = try viewc(["build", "src", "-o", "out"] + extra, cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            settle()
            return r.stdout.split(separator: "\n").filter { $0.hasPrefix("built ") }.map { String($0.split(separator: " ")[1]) }.sorted()
        }
        XCTAssertEqual(try build(), ["src/a.view", "src/b.view", "src/d.view", "src/pics/c.view"])
        XCTAssertEqual(try build(), [])
        touch(dir + "/src/parts/badge.view")   // the library a and b import
        XCTAssertEqual(try build(), ["src/a.view", "src/b.view"])
        touch(dir + "/src/pics/dot.png")       // c's image
        XCTAssertEqual(try build(), ["src/pics/c.view"])
        touch(dir + "/src/d.view")             // a main file
        XCTAssertEqual(try build(), ["src/d.view"])
        try FileManager.default.removeItem(atPath: dir + "/out/b.svg")   // a missing output
        XCTAssertEqual(try build(), ["src/b.view"])
        // Other options make other bytes: everything is built again.
        XCTAssertEqual(try build(["-D", "accent=#00ff00"]), ["src/a.view", "src/b.view", "src/d.view", "src/pics/c.view"])
        XCTAssertEqual(try build(["-D", "accent=#00ff00"]), [])
        XCTAssertEqual(try build(["-D", "accent=#00ff00", "--format", "svg,pdf"]).count, 4)
        XCTAssertEqual(try build(["-D", "accent=#00ff00", "--format", "svg,pdf", "--force"]).count, 4)
        // A second output folder has its own record.
        XCTAssertEqual(try build(["-o", "out2"]).count, 4)
        // Another viewc binary (rebuilt, upgraded) builds everything again.
        let copy = dir + "/bin/viewc"
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Package.viewc, toPath: copy)
        func buildWith(_ bin: String) throws -> Int {
            let r = try runProgram(bin, ["build", "src", "-o", "out"], cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdout.split(separator: "\n").filter { $0.hasPrefix("built ") }.count
        }
        XCTAssertEqual(try buildWith(copy), 4)
        XCTAssertEqual(try buildWith(copy), 0)
        age(copy, 30)
        XCTAssertEqual(try buildWith(copy), 4)
    }

    func testDefinesApplyToTheFilesThatDeclareThem() throws {
        makeSite()
        var r = try viewc(["build", "src", "-o", "out", "-D", "accent=#00ff00"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let green = String(decoding: bytes(dir + "/out/b.svg")!, as: UTF8.self)
        XCTAssertTrue(green.contains("fill:rgb(0%,100%,0%)"), green)
        // A name no file declares is an error, as it is for one file (also when up to date).
        for _ in 0..<2 {
            r = try viewc(["build", "src", "-o", "out", "-D", "accent=#00ff00", "-D", "acent=1"], cwd: dir)
            XCTAssertEqual(r.status, 1)
            XCTAssertTrue(r.stderr.contains("viewc: error: -D acent: no file of the build declares a top-level let or inspectable named 'acent'"), r.stderr)
        }
        // A wrong type is still an error in the file that declares the name.
        r = try viewc(["build", "src", "-o", "out", "-D", "accent=12"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("src/b.view:2:"), r.stderr)
    }

    func testPlanningErrorsWriteNothing() throws {
        makeSite()
        put("canvas(width: 5, height: 5) {}\n", dir + "/other/a.view")
        var r = try viewc(["build", "src", "other/a.view", "-o", "out"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("src/a.view and other/a.view would both write out/a.*"), r.stderr)
        // Different stems, one output: a.view at scale 2 and a@2x.view at scale 1.
        put("canvas(width: 5, height: 5) {}\n", dir + "/scaled/a.view")
        put("canvas(width: 5, height: 5) {}\n", dir + "/scaled/a@2x.view")
        r = try viewc(["build", "scaled", "-o", "out", "--format", "png", "--scale", "1,2"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("scaled/a.view and scaled/a@2x.view would both write out/a@2x.png"), r.stderr)
        r = try viewc(["build", "src", "missing", "-o", "out"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("viewc: error: no such file or folder: missing"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        for (args, message) in [(["--format", "svg,gif"], "--format takes svg, pdf and png, comma-separated, not 'gif'"),
                                (["--scale", "2"], "--scale is for PNG, and --format has no png"),
                                (["--format", "png", "--scale", "1,4"], "--scale takes 1, 2 and 3, comma-separated, not '4'"),
                                (["-j", "0"], "-j needs at least 1 job")] {
            r = try viewc(["build", "src", "-o", "out"] + args, cwd: dir)
            XCTAssertEqual(r.status, 64, args.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains(message), r.stderr)
        }
        // Building a folder into a folder inside it does not build its own outputs.
        r = try viewc(["build", ".", "-o", "out"], cwd: dir + "/src")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try viewc(["build", ".", "-o", "out"], cwd: dir + "/src").stdout, "viewc build: 0 built, 3 up to date, 1 skipped (no canvas)\n")
    }

    func testFilesGivenByNameAndScales() throws {
        makeSite()
        let r = try viewc(["build", "src/a.view", "src/pics/c.view", "-o", "out", "--format", "png", "--scale", "1,2,3"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(dir + "/out"), ["a.png", "a@2x.png", "a@3x.png", "c.png", "c@2x.png", "c@3x.png"])
        let one = bytes(dir + "/out/a.png")!, three = bytes(dir + "/out/a@3x.png")!
        // IHDR width: 40 points at scale 1 and 3.
        XCTAssertEqual(Array(one[16..<20]), [0, 0, 0, 40])
        XCTAssertEqual(Array(three[16..<20]), [0, 0, 0, 120])
    }

    /// Ctrl-C: the files under way finish, no other starts, no temporary file is left, the
    /// record holds what was built, exit status 130; the next build does the rest.
    func testAnInterruptedBuildStopsCleanly() throws {
        for i in 0..<300 { put("canvas(width: 20, height: 20) { path { rect(Rect(\(i % 10), 2, 5, 5)); fill(.red) } }\n", dir + "/src/f\(i).view") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Package.viewc)
        p.arguments = ["build", "src", "-o", "out", "-j", "1"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait for the first file built, then interrupt.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("built ") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        kill(p.processIdentifier, SIGINT)
        seen += out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: seen, as: UTF8.self)
        XCTAssertEqual(p.terminationStatus, 130, text)
        let built = text.split(separator: "\n").filter { $0.hasPrefix("built ") }.count
        XCTAssertGreaterThan(built, 0)
        XCTAssertLessThan(built, 300, "the build stopped early")
        XCTAssertTrue(text.hasSuffix("viewc build: \(built) built, 0 up to date, interrupted: \(300 - built) not started\n"), text)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir + "/out")
        XCTAssertEqual(left.filter { $0.hasSuffix(".tmp") }, [])
        XCTAssertEqual(left.filter { $0.hasSuffix(".svg") }.count, built)
        let r = try viewc(["build", "src", "-o", "out"], cwd: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.hasSuffix("viewc build: \(300 - built) built, \(built) up to date\n"), r.stdout)
    }

    func testAProgressBarOnATerminal() throws {
        makeSite()
        try requireTool("script")
        // util-linux's script runs the build on a pseudo-terminal.
        let r = try runProgram("script", ["-qec", "\(Package.viewc) build src -o out", "/dev/null"], cwd: dir, env: ["TERM": "xterm"])
        XCTAssertEqual(r.status, 0, r.stdout)
        XCTAssertTrue(r.stdout.contains("\r\u{1B}[K[" + String(repeating: "#", count: 24) + "] 4/4"), r.stdout.debugDescription)
        XCTAssertFalse(r.stdout.contains("built src/"), "no plain lines on a terminal")
        XCTAssertTrue(r.stdout.contains("viewc build: 3 built, 0 up to date, 1 skipped (no canvas)"), r.stdout)
    }

    func testTheRecordIsNeverWrittenThroughASymlink() throws {
        // A link put where the build keeps its record, naming a file of someone's elsewhere:
        // the build replaces the link with its record and leaves that file as it was.
        makeSite()
        put("precious\n", dir + "/precious.txt")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(dir + "/precious.txt", dir + "/out/.viewc-build.json"), 0)
        let r = try viewc(["build", "src", "-o", "out"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir + "/precious.txt", encoding: .utf8), "precious\n")
        var st = stat()
        XCTAssertEqual(lstat(dir + "/out/.viewc-build.json", &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFREG)
        // It is the record: the next build finds every file up to date.
        let again = try viewc(["build", "src", "-o", "out"], cwd: dir)
        XCTAssertEqual(again.stdout, "viewc build: 0 built, 3 up to date, 1 skipped (no canvas)\n")
        // A link to a FIFO in its place is not read (which would wait for a writer forever).
        XCTAssertEqual(unlink(dir + "/out/.viewc-build.json"), 0)
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o644), 0)
        XCTAssertEqual(symlink(dir + "/fifo", dir + "/out/.viewc-build.json"), 0)
        let third = try viewc(["build", "src", "-o", "out"], cwd: dir, timeout: 60)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertTrue(third.stdout.hasSuffix("viewc build: 3 built, 0 up to date, 1 skipped (no canvas)\n"), third.stdout)
    }

    func testFIFOsSocketsAndDevicesInTheTreeAreSkippedWithAWarning() throws {
        // Reading a FIFO named like a drawing would wait for a writer forever, a device might
        // never end: each is named in a warning and left out; the rest is built.
        makeSite()
        XCTAssertEqual(mkfifo(dir + "/src/pipe.view", 0o644), 0)
        XCTAssertEqual(symlink("/dev/zero", dir + "/src/zero.view"), 0)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array((dir + "/src/parts/sock.view").utf8CString)
        XCTAssertLessThan(path.count, MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in path.withUnsafeBytes { raw.copyMemory(from: $0) } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        let r = try viewc(["build", "src", "-o", "out"], cwd: dir, timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        for (name, kind) in [("parts/sock.view", "a socket"), ("pipe.view", "a FIFO"), ("zero.view", "a character device")] {
            XCTAssertTrue(r.stderr.contains("viewc: warning: src/\(name) is \(kind), not a file; it is skipped\n"), r.stderr)
        }
        XCTAssertEqual(files(dir + "/out"), ["a.svg", "b.svg", "pics/c.svg"])
        XCTAssertTrue(r.stdout.hasSuffix("viewc build: 3 built, 0 up to date, 1 skipped (no canvas)\n"), r.stdout)
    }
}
