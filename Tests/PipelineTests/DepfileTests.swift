// Depfiles: the text and its escaping, `--depfile` on compile and `--depfiles` on build, and
// the Makefile and build.ninja of docs/site run with real make and ninja — touch a file and
// exactly the drawings that read it are built again, also through names with spaces, `$` and
// `#`.

import Foundation
import ViewcDriver
import XCTest

final class DepfileTests: XCTestCase {
    var dir = ""

    override func setUp() { dir = scratchFolder(self) }

    func testEscapingFollowsGcc() {
        XCTAssertEqual(Depfile.escape("plain/a.view"), "plain/a.view")
        XCTAssertEqual(Depfile.escape("my site/a b.view"), #"my\ site/a\ b.view"#)
        XCTAssertEqual(Depfile.escape("cost$1#2.view"), ##"cost$$1\#2.view"##)
        // Backslashes just before a space are doubled, so they stay backslashes; others stay.
        XCTAssertEqual(Depfile.escape(#"a\ b\c"#), #"a\\\ b\c"#)
        XCTAssertEqual(Depfile.text(targets: ["o.svg", "o b.png"], inputs: ["/s/m.view", "/s/l b.view"]),
                       "o.svg o\\ b.png: \\\n  /s/m.view \\\n  /s/l\\ b.view\n\n/s/l\\ b.view:\n")
        XCTAssertEqual(Depfile.text(targets: ["o.svg"], inputs: ["/s/l.view"], firstIsMain: false),
                       "o.svg: \\\n  /s/l.view\n\n/s/l.view:\n")
        XCTAssertNotNil(Depfile.problem(["a\nb.view"]))
        XCTAssertNil(Depfile.problem(["a b.view"]))
    }

    func testCompileWritesTheDepfileWithItsOutputs() throws {
        put("import \"parts/lib.view\"\ncanvas(width: 20, height: 20) { image { name: \"pic.png\"; frame: bounds } }\n", dir + "/a.view")
        put("let k = 1\n", dir + "/parts/lib.view")
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("docs/examples/photo.png").path, toPath: dir + "/pic.png")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        var r = try viewc(["a.view", "-o", "out/a.svg", "-o", "out/a@2x.png", "--depfile", "out/a.d"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: bytes(dir + "/out/a.d")!, as: UTF8.self), """
        out/a.svg out/a@2x.png: \\
          \(dir)/a.view \\
          \(dir)/parts/lib.view \\
          \(dir)/pic.png

        \(dir)/parts/lib.view:

        \(dir)/pic.png:

        """)
        // From standard input every input is an import or image: each gets its empty rule.
        r = try viewc(["-", "-o", "s.svg", "--depfile", "s.d"], cwd: dir, stdin: Array("import \"parts/lib.view\"\ncanvas(width: 5, height: 5) {}\n".utf8))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: bytes(dir + "/s.d")!, as: UTF8.self), "s.svg: \\\n  \(dir)/parts/lib.view\n\n\(dir)/parts/lib.view:\n")
        // An error writes neither the outputs nor the depfile.
        put("canvas(width: 5, height: 5) { view { frame: nope } }\n", dir + "/bad.view")
        r = try viewc(["bad.view", "-o", "bad.svg", "--depfile", "bad.d"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertNil(bytes(dir + "/bad.d"))
        XCTAssertNil(bytes(dir + "/bad.svg"))
        for (args, message) in [(["-o", "-", "--format", "svg", "--depfile", "x.d"], "give an output file, not only -"),
                                (["-o", "x.svg", "--depfile", "x.svg"], "is both an output and the depfile"),
                                (["-o", "x.svg", "--depfile", "-"], "--depfile needs a file name, not -")] {
            r = try viewc(["a.view"] + args, cwd: dir)
            XCTAssertEqual(r.status, 64, args.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains(message), r.stderr)
        }
    }

    func testBuildWritesADepfilePerSource() throws {
        put("import \"lib.view\"\ncanvas(width: 10, height: 10) {}\n", dir + "/src/sub/a.view")
        put("let k = 1\n", dir + "/src/sub/lib.view")
        var r = try viewc(["build", "src", "-o", "out", "--format", "svg,png", "--depfiles"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: bytes(dir + "/out/sub/a.svg.d")!, as: UTF8.self),
                       "out/sub/a.svg out/sub/a.png: \\\n  \(dir)/src/sub/a.view \\\n  \(dir)/src/sub/lib.view\n\n\(dir)/src/sub/lib.view:\n")
        // A missing depfile makes the file out of date.
        try FileManager.default.removeItem(atPath: dir + "/out/sub/a.svg.d")
        r = try viewc(["build", "src", "-o", "out", "--format", "svg,png", "--depfiles"], cwd: dir)
        XCTAssertTrue(r.stdout.hasPrefix("built src/sub/a.view"), r.stdout)
        XCTAssertNotNil(bytes(dir + "/out/sub/a.svg.d"))
    }

    func testTheDocsShowTheExampleFiles() throws {
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        for (fence, file) in [("```make\n", "docs/site/Makefile"), ("```ninja\n", "docs/site/build.ninja")] {
            let shown = md.components(separatedBy: fence)[1].components(separatedBy: "```")[0]
            XCTAssertEqual(shown, try String(contentsOfFile: Package.root.appendingPathComponent(file).path, encoding: .utf8), file)
        }
    }

    // MARK: make and ninja

    /// Dates sources 200 s back and outputs (and depfiles) 100 s back: an input then dated
    /// 50 s back is newer than its outputs and older than anything built next.
    func settle(_ root: String) {
        let e = FileManager.default.enumerator(atPath: root)!
        for case let rel as String in e where !(rel as NSString).lastPathComponent.hasPrefix(".") {
            let p = root + "/" + rel
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: p, isDirectory: &isDir)
            if !isDir.boolValue { setAge(p, rel.hasPrefix("out/") ? -100 : -200) }
        }
    }

    func setAge(_ path: String, _ seconds: Double) {
        let t = Date().timeIntervalSince1970 + seconds
        var ts = [timespec(tv_sec: Int(t), tv_nsec: 0), timespec(tv_sec: Int(t), tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &ts, 0), 0, path)
    }

    /// The docs' example site in a fresh folder (whose name has a space, as real folders do).
    func copySite() throws -> String {
        let site = dir + "/my site"
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("docs/site").path, toPath: site)
        try? FileManager.default.removeItem(atPath: site + "/out")
        return site
    }

    var pathWithViewc: [String: String] {
        ["PATH": (Package.viewc as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    /// Runs `tool` in `site` and returns the drawings it built, from its output lines.
    func builtBy(_ tool: String, _ args: [String], in site: String, pattern: String) throws -> [String] {
        let r = try runProgram(tool, args, cwd: site, env: pathWithViewc, timeout: 300)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        settle(site)
        let re = try NSRegularExpression(pattern: pattern)
        return r.stdout.split(separator: "\n").compactMap { l -> String? in
            let s = String(l), ns = s as NSString
            return re.firstMatch(in: s, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
        }.sorted()
    }

    func checkIncremental(_ build: () throws -> [String], _ site: String) throws {
        XCTAssertEqual(try build(), ["banner", "logo", "photo", "plain"])
        XCTAssertEqual(try build(), [])
        setAge(site + "/src/parts/palette.view", -50)   // imported by banner, and by badge for logo
        XCTAssertEqual(try build(), ["banner", "logo"])
        setAge(site + "/src/parts/badge.view", -50)
        XCTAssertEqual(try build(), ["logo"])
        setAge(site + "/src/images/photo.png", -50)
        XCTAssertEqual(try build(), ["photo"])
        setAge(site + "/src/plain.view", -50)
        XCTAssertEqual(try build(), ["plain"])
        // A new import: the depfile of the drawing's last build did not name it, its own
        // edit rebuilds it, and from then on the new import counts.
        put("let edge = 3\n", site + "/src/parts/extra.view")
        put("import \"parts/extra.view\"\ncanvas(width: 40, height: 40) { path { rect(Rect(edge, edge, 30, 30)); fill(.systemGreen) } }\n",
            site + "/src/plain.view")
        setAge(site + "/src/parts/extra.view", -200)
        setAge(site + "/src/plain.view", -50)
        XCTAssertEqual(try build(), ["plain"])
        setAge(site + "/src/parts/extra.view", -50)
        XCTAssertEqual(try build(), ["plain"])
        // An import removed from disk and from the drawing: no "no rule to make" failure.
        put("canvas(width: 40, height: 40) {}\n", site + "/src/plain.view")
        try FileManager.default.removeItem(atPath: site + "/src/parts/extra.view")
        setAge(site + "/src/plain.view", -50)
        XCTAssertEqual(try build(), ["plain"])
        XCTAssertEqual(try build(), [])
    }

    func testTheMakefileExampleRebuildsExactlyTheDependents() throws {
        try requireTool("make")
        let site = try copySite()
        try checkIncremental({ try builtBy("make", [], in: site, pattern: #" -o out/(\w+)\.svg --depfile"#) }, site)
    }

    func testTheNinjaExampleRebuildsExactlyTheDependents() throws {
        try requireTool("ninja")
        let site = try copySite()
        try checkIncremental({ try builtBy("ninja", [], in: site, pattern: #"VIEWC out/(\w+)\.svg"#) }, site)
    }

    /// The Makefile rule and the ninja rule the README shows work as they are.
    func testTheReadmeRules() throws {
        try requireTool("make")
        try requireTool("ninja")
        let readme = try String(contentsOfFile: Package.root.appendingPathComponent("README.md").path, encoding: .utf8)
        func block(_ fence: String) -> String { readme.components(separatedBy: fence)[1].components(separatedBy: "```")[0] }
        let site = try copySite()
        try ("all: out/logo.svg out/banner.svg\n" + block("```make\n")).write(toFile: site + "/Makefile", atomically: true, encoding: .utf8)
        try block("```ninja\n").write(toFile: site + "/build.ninja", atomically: true, encoding: .utf8)
        let make = { try self.builtBy("make", [], in: site, pattern: #" -o out/(\w+)\.svg --depfile"#) }
        XCTAssertEqual(try make(), ["banner", "logo"])
        setAge(site + "/src/parts/badge.view", -50)
        XCTAssertEqual(try make(), ["logo"])
        try FileManager.default.removeItem(atPath: site + "/out")
        let ninja = { try self.builtBy("ninja", [], in: site, pattern: #"viewc src/\w+\.view -o out/(\w+)\.svg"#) }
        XCTAssertEqual(try ninja(), ["logo"])
        XCTAssertEqual(try ninja(), [])
        setAge(site + "/src/parts/palette.view", -50)
        XCTAssertEqual(try ninja(), ["logo"])
    }

    /// Paths make and ninja must unescape: a folder with a space and an import named with
    /// `$` and `#`.
    func testAwkwardNamesSurviveBothTools() throws {
        try requireTool("make")
        try requireTool("ninja")
        let site = dir + "/odd site"
        put("let k = 4\n", site + "/src/co$t #1.view")
        put("import \"co$t #1.view\"\ncanvas(width: 10, height: 10) { path { rect(Rect(0, 0, k, k)); fill(.red) } }\n", site + "/src/a.view")
        put("all: out/a.svg\nout/a.svg: src/a.view\n\t@mkdir -p out\n\tviewc $< -o $@ --depfile $@.d\n-include out/a.svg.d\n", site + "/Makefile")
        put("rule viewc\n  command = viewc $in -o $out --depfile $out.d\n  depfile = $out.d\n  deps = gcc\n  description = VIEWC $out\nbuild out/a.svg: viewc src/a.view\n",
            site + "/build.ninja")
        for (tool, pattern) in [("make", #" -o out/(\w+)\.svg"#), ("ninja", #"VIEWC out/(\w+)\.svg"#)] {
            try? FileManager.default.removeItem(atPath: site + "/out")
            XCTAssertEqual(try builtBy(tool, [], in: site, pattern: pattern), ["a"], tool)
            XCTAssertEqual(try builtBy(tool, [], in: site, pattern: pattern), [], tool)
            setAge(site + "/src/co$t #1.view", -50)
            XCTAssertEqual(try builtBy(tool, [], in: site, pattern: pattern), ["a"], "\(tool) sees the escaped import")
        }
    }

    /// Every character make or ninja treats specially, in an input's name and in an output's:
    /// each format either writes a depfile that the real tool reads back as exactly those
    /// files, or refuses the name, saying which character — never a depfile the tool misreads.
    func testEveryAwkwardCharacterIsReadBackOrRefused() throws {
        try requireTool("make")
        try requireTool("ninja")
        // Each character in a name, and whether the default form, make's and ninja's take it
        // (what each tool's reading rules allow: Sources/ViewcDriver/Depfile.swift's header).
        let yes = true, no = false
        let cases: [(name: String, both: Bool, make: Bool, ninja: Bool)] = [
            ("a:b", yes, yes, yes), ("a;b", no, no, no), ("a%b", yes, yes, yes), ("a=b", no, yes, yes),
            ("a#b", yes, yes, yes), ("a$b", yes, yes, yes), ("a b", yes, yes, yes), ("a\tb", no, no, no),
            ("a*b", no, no, no), ("a?b", no, no, no), ("a[b", no, no, yes), ("a]b", yes, yes, yes),
            ("a[x]b", no, no, yes), ("a\"b", no, yes, no), ("a'b", no, yes, no), ("a&b", no, yes, no),
            ("a|b", no, yes, no), ("a<b", no, yes, no), ("a>b", no, yes, no), ("a\\b", yes, yes, yes),
            ("a\\ b", yes, yes, yes), ("a\\#b", no, yes, yes), ("a\\:b", no, no, yes), ("a~b", yes, yes, yes),
            ("a!b", yes, yes, yes), ("a{b}", yes, yes, yes), ("a@b", yes, yes, yes), ("a,b+c", yes, yes, yes),
            ("a^b", no, yes, no), ("a`b", no, yes, no), ("aéb", yes, yes, yes), ("a$(x)b", yes, yes, yes),
            ("a(x)", no, no, yes), ("a:", no, yes, no), ("a(x).v", yes, yes, yes), ("a\u{7F}b", no, no, no),
        ]
        for c in cases {
            for (format, takes) in [(Depfile.Format.both, c.both), (.make, c.make), (.ninja, c.ninja)] {
                let problem = Depfile.problem(["/dep/" + c.name, "out" + c.name], format: format)
                XCTAssertEqual(problem == nil, takes, "\(format) \(c.name.debugDescription): \(problem ?? "written")")
                guard problem == nil else { continue }
                let text = Depfile.text(targets: ["out" + c.name], inputs: ["main", "dep" + c.name], format: format)
                if format != .ninja { try checkMakeReads(text, output: "out" + c.name, input: "dep" + c.name, format: format) }
                if format != .make { try checkNinjaReads(text, output: "out" + c.name, input: "dep" + c.name, format: format) }
            }
        }
        // The formats differ where the tools do: make takes quotes and `=`, ninja `[` and `=`.
        for (format, name) in [(Depfile.Format.make, "a\"b'c"), (.make, "a=b|c"), (.ninja, "a[x]=b"), (.both, "a b#c$d:e%f")] {
            XCTAssertNil(Depfile.problem([name], format: format), "\(format) \(name)")
        }
        XCTAssertEqual(Depfile.problem(["/s/a;b.view"]), #"cannot write a depfile naming "/s/a;b.view": make and ninja cannot both read ';' in a file name"#)
        XCTAssertEqual(Depfile.problem(["/s/a\"b.view"]), #"cannot write a depfile naming "/s/a\"b.view": make and ninja cannot both read '"' in a file name (--depfile-format make can)"#)
        XCTAssertEqual(Depfile.problem(["/s/a[1].view"]), #"cannot write a depfile naming "/s/a[1].view": make and ninja cannot both read '[' in a file name (--depfile-format ninja can)"#)
        XCTAssertEqual(Depfile.problem(["/s/a\tb.view"], format: .ninja), #"cannot write a depfile naming "/s/a\tb.view": ninja cannot read a tab in a file name"#)
    }

    /// `--depfile-format` on compile and build: an import named `a=b.view`, which make reads as
    /// an assignment unless escaped, is refused by default (the character named, nothing
    /// written), written with make's escape for make (whose database then has the rule) and
    /// as it is for ninja.
    func testTheDepfileFormatOptionPicksTheReader() throws {
        try requireTool("make")
        put("let k = 1\n", dir + "/a=b.view")
        put("import \"a=b.view\"\ncanvas(width: 4, height: 4) { }\n", dir + "/m.view")
        var r = try viewc(["m.view", "-o", "o.svg", "--depfile", "o.d"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("cannot write a depfile naming \"\(dir)/a=b.view\": make and ninja cannot both read '=' in a file name (--depfile-format make can)"), r.stderr)
        XCTAssertNil(bytes(dir + "/o.svg")); XCTAssertNil(bytes(dir + "/o.d"))
        r = try viewc(["m.view", "-o", "o.svg", "--depfile", "o.d", "--depfile-format", "make"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        put("include o.d\n%:: ; @:\n", dir + "/Makefile")
        let db = try runProgram("make", ["-pq"], cwd: dir, env: [:], timeout: 60).stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(db.contains("o.svg: \(dir)/m.view \(dir)/a=b.view"), db.filter { $0.hasPrefix("o.svg") }.joined(separator: "\n"))
        r = try viewc(["m.view", "-o", "o.svg", "--depfile", "o.d", "--depfile-format", "ninja"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: bytes(dir + "/o.d")!, as: UTF8.self), "o.svg: \\\n  \(dir)/m.view \\\n  \(dir)/a=b.view\n\n\(dir)/a=b.view:\n")
        // build --depfiles takes it too.
        r = try viewc(["build", ".", "-o", "out", "--depfiles", "--depfile-format", "ninja"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(String(decoding: bytes(dir + "/out/m.svg.d") ?? [], as: UTF8.self).contains("/a=b.view:"))
    }

    /// A fresh folder holding the main file, the input and the depfile text.
    func toolFolder(_ name: String, input: String, depfile text: String, as depfile: String) -> String {
        let d = dir + "/" + name
        try? FileManager.default.removeItem(atPath: d)
        put("x", d + "/main")
        put("x", d + "/" + input)
        put(text, d + "/" + depfile)
        return d
    }

    /// make's own reading of the depfile (`make -p`, its database): the output's rule names
    /// the main file and the input, and the input has the empty rule that keeps make going
    /// when it is deleted.
    func checkMakeReads(_ text: String, output: String, input: String, format: Depfile.Format) throws {
        let d = toolFolder("make-\(format)", input: input, depfile: text, as: "out.d")
        put("include out.d\n%:: ; @touch '$@'\nmain: ;\n", d + "/Makefile")
        let r = try runProgram("make", ["-pq"], cwd: d, env: [:], timeout: 60)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertFalse((r.stdout + r.stderr).contains("***"), "\(format) \(output.debugDescription): \(r.stderr)")
        XCTAssertTrue(lines.contains("\(output): main \(input)"), "\(format): make did not read \(output.debugDescription)'s rule from\n\(text)")
        XCTAssertTrue(lines.contains("\(input):"), "\(format): make did not read the empty rule of \(input.debugDescription)")
    }

    /// ninja's own reading (`ninja -t deps` after a build whose rule writes the depfile): the
    /// output depends on exactly the main file and the input.
    func checkNinjaReads(_ text: String, output: String, input: String, format: Depfile.Format) throws {
        let d = toolFolder("ninja-\(format)", input: input, depfile: text, as: "depfile.txt")
        let outputInNinja = output.replacingOccurrences(of: "$", with: "$$").replacingOccurrences(of: " ", with: "$ ").replacingOccurrences(of: ":", with: "$:")
        put("rule r\n  command = cp depfile.txt out.d && touch \"$out\"\n  depfile = out.d\n  deps = gcc\nbuild \(outputInNinja): r main\n", d + "/build.ninja")
        let b = try runProgram("ninja", [], cwd: d, env: [:], timeout: 60)
        XCTAssertEqual(b.status, 0, "\(format) \(output.debugDescription): \(b.stdout)\(b.stderr)")
        let r = try runProgram("ninja", ["-t", "deps"], cwd: d, env: [:], timeout: 60)
        let deps = r.stdout.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        XCTAssertEqual(deps, ["main", input], "\(format): ninja read\n\(text)")
    }
}
