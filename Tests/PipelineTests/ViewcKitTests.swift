// ViewcKit, the library product: the same bytes as the viewc command, diagnostics as values,
// check and embed; and a separate package (Tests/Consumer) that depends on viewc by path,
// imports ViewcKit and is built and run here, with the README's example in it.

import Foundation
import ViewSyntax
@testable import ViewcDriver
@testable import ViewcKit
import XCTest

final class ViewcKitTests: XCTestCase {
    func testTheSameBytesAsTheCommand() throws {
        let dir = scratchFolder(self)
        var options = ViewcOptions()
        options.sourceDateEpoch = 1_700_000_000
        for name in ["labels", "images", "views"] {
            let r = ViewCompiler.compile(file: Package.sample(name), formats: [.svg, .pdf, .png], options: options)
            XCTAssertTrue(r.succeeded, r.diagnostics.map(\.description).joined())
            let cli = try viewc([Package.sample(name), "-o", "a.svg", "-o", "a.pdf", "-o", "a.png"], cwd: dir,
                                env: ["SOURCE_DATE_EPOCH": "1700000000"])
            XCTAssertEqual(cli.status, 0, cli.stderr)
            for f in ViewcFormat.allCases { XCTAssertEqual(r[f], bytes(dir + "/a." + f.rawValue), "\(name).\(f.rawValue)") }
            // The warnings the command prints are values here.
            XCTAssertEqual(r.diagnostics.map(\.description).joined(), cli.stderr)
        }
    }

    /// A document: its page count, one page picked for SVG and PNG (the same bytes as
    /// `--page`), every page in the PDF, and the command line's error without a page.
    func testADocumentsPages() throws {
        let dir = scratchFolder(self)
        var options = ViewcOptions()
        options.sourceDateEpoch = 1_700_000_000
        let handout = Package.sample("handout")
        let none = ViewCompiler.compile(file: handout, formats: [.svg], options: options)
        XCTAssertEqual(none.pageCount, 4)
        XCTAssertFalse(none.succeeded)
        XCTAssertTrue(none.diagnostics.contains { $0.message.contains("4 pages") }, none.diagnostics.map(\.description).joined())
        options.page = 3
        let r = ViewCompiler.compile(file: handout, formats: [.svg, .png, .pdf], options: options)
        XCTAssertTrue(r.succeeded, r.diagnostics.map(\.description).joined())
        let cli = try viewc([handout, "--page", "3", "-o", "a.svg", "-o", "a.png"], cwd: dir, env: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(r[.svg], bytes(dir + "/a.svg"))
        XCTAssertEqual(r[.png], bytes(dir + "/a.png"))
        XCTAssertEqual(try viewc([handout, "-o", "a.pdf"], cwd: dir, env: ["SOURCE_DATE_EPOCH": "1700000000"]).status, 0)
        XCTAssertEqual(r[.pdf], bytes(dir + "/a.pdf"))
        options.page = 5
        XCTAssertTrue(ViewCompiler.compile(file: handout, formats: [.svg], options: options).diagnostics
            .contains { $0.message == "page 5, but the document has 4 pages" })
    }

    /// `ViewCompiler.handout` makes the PDF `viewc handout` writes, byte for byte, and refuses
    /// what the command refuses with its message.
    func testAHandoutIsTheCommandsPDF() throws {
        let dir = scratchFolder(self)
        var options = ViewcOptions()
        options.sourceDateEpoch = 1_700_000_000
        var layout = ViewcHandoutLayout()
        layout.perPage = 2
        layout.landscape = true
        layout.title = "Week 3"
        let files = [Package.sample("triangle"), Package.sample("face"), Package.sample("handout")]
        let r = ViewCompiler.handout(files: files, layout: layout, options: options)
        XCTAssertTrue(r.succeeded, r.diagnostics.map(\.description).joined())
        let cli = try viewc(["handout"] + files + ["-o", "h.pdf", "--per-page", "2", "--landscape", "--title", "Week 3"], cwd: dir,
                            env: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertNotNil(r[.pdf])
        XCTAssertEqual(r[.pdf], bytes(dir + "/h.pdf"))
        XCTAssertTrue(r.inputs.contains(URL(fileURLWithPath: Package.sample("face")).standardizedFileURL.path), "\(r.inputs)")

        layout.perPage = 5
        let bad = ViewCompiler.handout(files: files, layout: layout, options: options)
        XCTAssertNil(bad[.pdf])
        let refused = try viewc(["handout"] + files + ["-o", "h2.pdf", "--per-page", "5"], cwd: dir)
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(bad.diagnostics.map(\.message), ["--per-page is 1, 2, 3, 4, 6 or 9, not 5"])
        XCTAssertTrue(refused.stderr.contains("--per-page is 1, 2, 3, 4, 6 or 9, not 5"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/h2.pdf"))

        // A file with an error: no PDF, its located error as a value.
        try "canvas(width: 10, height: 10) {\n    view { frame: nope }\n}\n".write(toFile: dir + "/bad.view", atomically: true, encoding: .utf8)
        let failed = ViewCompiler.handout(files: [Package.sample("triangle"), dir + "/bad.view"], options: options)
        XCTAssertNil(failed[.pdf])
        XCTAssertEqual(failed.diagnostics.filter { $0.severity == .error }.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["2:19"])
    }

    /// `ViewCompiler.build` writes the files `viewc build` writes, with the same bytes; a second
    /// build finds them up to date; a failing file is reported with its errors and the others
    /// are written; a define no file declares is the build's error.
    func testABuildWritesTheCommandsFiles() throws {
        let dir = scratchFolder(self)
        let src = dir + "/src"
        try FileManager.default.createDirectory(atPath: src + "/icons", withIntermediateDirectories: true)
        for name in ["triangle", "face"] {
            try FileManager.default.copyItem(atPath: Package.sample(name), toPath: src + "/icons/" + name + ".view")
        }
        try "let n = 3\ncanvas(width: 20, height: 10) {\n    view { frame: Rect(0, 0, n * 5, 5); backgroundColor: .red }\n}\n"
            .write(toFile: src + "/bars.view", atomically: true, encoding: .utf8)
        var options = ViewcOptions()
        options.defines = ["n": "2"]
        let r = ViewCompiler.build(sources: [src], into: dir + "/kit", formats: [.svg, .png], scales: [1, 2], jobs: 2, options: options)
        XCTAssertTrue(r.succeeded, r.diagnostics.map(\.description).joined() + r.files.flatMap(\.diagnostics).map(\.description).joined())
        XCTAssertEqual(r.files.map { PathNames.lastComponent($0.source) }.sorted(), ["bars.view", "face.view", "triangle.view"])
        XCTAssertEqual(Set(r.files.map(\.outcome)), [.built])
        XCTAssertEqual(r.files.first { $0.source.hasSuffix("bars.view") }?.written.map { PathNames.lastComponent($0) }.sorted(),
                       ["bars.png", "bars.svg", "bars@2x.png"])
        let cli = try viewc(["build", src, "-o", dir + "/cli", "--format", "svg,png", "--scale", "1,2", "-j", "2", "-D", "n=2"], cwd: dir)
        XCTAssertEqual(cli.status, 0, cli.stderr)
        let written = try FileManager.default.subpathsOfDirectory(atPath: dir + "/cli").filter { !$0.hasPrefix(".") && $0.contains(".") }.sorted()
        XCTAssertEqual(written, ["bars.png", "bars.svg", "bars@2x.png", "icons/face.png", "icons/face.svg", "icons/face@2x.png",
                                 "icons/triangle.png", "icons/triangle.svg", "icons/triangle@2x.png"])
        for f in written { XCTAssertEqual(bytes(dir + "/kit/" + f), bytes(dir + "/cli/" + f), f) }
        // The define reached the file: its SVG is the one compiled with n = 2, not n = 3.
        XCTAssertEqual(ViewCompiler.compile(file: src + "/bars.view", options: options)[.svg], bytes(dir + "/kit/bars.svg"))
        var three = options
        three.defines = ["n": "3"]
        XCTAssertNotEqual(ViewCompiler.compile(file: src + "/bars.view", options: three)[.svg], bytes(dir + "/kit/bars.svg"))

        let again = ViewCompiler.build(sources: [src], into: dir + "/kit", formats: [.svg, .png], scales: [1, 2], options: options)
        XCTAssertEqual(Set(again.files.map(\.outcome)), [.upToDate])

        try "canvas(width: 10, height: 10) {\n    view { frame: nope }\n}\n".write(toFile: src + "/bad.view", atomically: true, encoding: .utf8)
        let failing = ViewCompiler.build(sources: [src], into: dir + "/kit2", options: options)
        XCTAssertFalse(failing.succeeded)
        let bad = failing.files.first { $0.source.hasSuffix("bad.view") }
        XCTAssertEqual(bad?.outcome, .failed)
        XCTAssertEqual(bad?.diagnostics.first.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }, "2:19 unknown name 'nope'")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/kit2/bars.svg"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/kit2/bad.svg"))

        options.defines = ["missing": "1"]
        let unused = ViewCompiler.build(sources: [src + "/bars.view"], into: dir + "/kit3", options: options)
        XCTAssertEqual(unused.diagnostics.map(\.message), ["-D missing: no file of the build declares a top-level let or inspectable named 'missing'"])
        XCTAssertFalse(unused.succeeded)
        // The command's refusals, with its messages.
        XCTAssertEqual(ViewCompiler.build(sources: [src], into: "-").diagnostics.map(\.message),
                       ["a build writes a folder of files, not standard output: give -o a folder name"])
        XCTAssertEqual(ViewCompiler.build(sources: [src], into: dir + "/k4", formats: [.svg], scales: [2]).diagnostics.map(\.message),
                       ["--scale is for PNG, and --format has no png"])
    }

    func testDiagnosticsAreValues() {
        let r = ViewCompiler.compile(source: "view Dot {}\nview Dot {}\ncanvas(width: 9, height: 9) {\n    view { frame: é }\n}\n", path: "d.view")
        XCTAssertFalse(r.succeeded)
        XCTAssertEqual(r.outputs, [:])
        XCTAssertEqual(r.diagnostics.map { "\($0.severity) \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0)-\($0.endLine ?? 0):\($0.endColumn ?? 0) \($0.message)" },
                       ["error d.view:2:6-2:9 component 'Dot' is already declared", "error d.view:4:19-4:20 unknown name 'é'"])
        XCTAssertEqual(r.diagnostics[0].notes.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" }, ["note 1:6 first declared here"])
        XCTAssertEqual(r.diagnostics[1].description, "d.view:4:19: error: unknown name 'é'\n    view { frame: é }\n                  ^\n")
        // A failure with no place: a missing file.
        let missing = ViewCompiler.compile(file: "/nonexistent/x.view")
        XCTAssertEqual(missing.diagnostics.map { "\($0.file ?? "nil") \($0.line ?? 0) \($0.message)" }, ["nil 0 no such file: /nonexistent/x.view"])
        // Warnings as errors; a bad id prefix or scale.
        var o = ViewcOptions()
        o.warningsAsErrors = true
        let w = ViewCompiler.compile(source: "canvas(width: 9, height: 9) { path { move(to: Point(0, 0)) } }\n", options: o)
        XCTAssertEqual(w.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(w.outputs, [:])
        o = ViewcOptions()
        o.idPrefix = "1x"
        XCTAssertEqual(ViewCompiler.compile(source: "canvas(width: 9, height: 9) {}\n", options: o).diagnostics.map(\.message),
                       ["--id-prefix '1x' cannot start an XML id: it needs a letter or '_' first, then letters, digits, '-', '_' or '.' (no ':' or spaces)"])
        // The command line's checks and messages for the scale and the limits too.
        var bad = ViewcOptions()
        bad.scale = 4
        XCTAssertEqual(ViewCompiler.compile(source: "canvas(width: 9, height: 9) {}\n", options: bad).diagnostics.map(\.message),
                       ["--scale is 1, 2 or 3, not 4"])
        bad = ViewcOptions()
        bad.maxDepth = 0
        XCTAssertEqual(ViewCompiler.compile(source: "canvas(width: 9, height: 9) {}\n", options: bad).diagnostics.map(\.message),
                       ["limits must be positive"])
        o.idPrefix = "ok-"
        let svg = ViewCompiler.compile(source: "canvas(width: 9, height: 9) {}\n", options: o)[.svg]!
        XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("id=\"ok-surface1\""))
    }

    /// Fix-its (once the front end attaches them) become values, and embed moves them onto the page.
    func testFixItsAsValuesAndOnThePage() {
        let block = SourceFile(path: "p.md", text: "canvas(width: 9, height: 9) { view { backgroundColr: .red } }\n")
        let at = SourceRange(file: block, start: 37, end: 51)
        let d = Diagnostic.error("did you mean 'backgroundColor'?", at: at, fixIts: [FixIt(range: at, replacement: "backgroundColor")])
        XCTAssertEqual(ViewcDiagnostic(d).fixIts, [ViewcFixIt(file: "p.md", line: 1, column: 38, endLine: 1, endColumn: 52, replacement: "backgroundColor")])
        let page = SourceFile(path: "p.md", text: "# T\n\n```view\n" + "canvas(width: 9, height: 9) { view { backgroundColr: .red } }\n```\n")
        let moved = Driver.remap(d, from: block, to: page) { $0 + "# T\n\n```view\n".utf8.count }
        XCTAssertEqual(ViewcDiagnostic(moved).fixIts, [ViewcFixIt(file: "p.md", line: 4, column: 38, endLine: 4, endColumn: 52, replacement: "backgroundColor")])
        XCTAssertEqual(ViewcDiagnostic(moved).line, 4)
    }

    func testCheckAndEmbed() {
        XCTAssertEqual(ViewCompiler.check(source: "view Dot { path { rect(bounds); fill(.red) } }\n"), [])
        XCTAssertEqual(ViewCompiler.check(source: "canvas(width: 9, height: 9) { view { frame: 1 } }\n").map(\.message),
                       ["'frame' is a Rect, not a Number"])
        let page = ViewCompiler.embed(page: "<p>A</p>\n<pre class=\"view\">canvas(width: 3, height: 3) {}</pre>\n", path: "p.html", html: true)
        XCTAssertEqual(page.diagnostics, [])
        XCTAssertTrue(page.text?.hasPrefix("<p>A</p>\n<svg ") == true, page.text ?? "nil")
        let bad = ViewCompiler.embed(page: "# T\n\n```view\ncanvas(width: 3, height: x) {}\n```\n", path: "t.md")
        XCTAssertNil(bad.text)
        XCTAssertEqual(bad.diagnostics.map { "\($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0)" }, ["t.md:4:26"])
    }

    /// Dynamic Type through the library: a `.body` label at a content size category draws, and
    /// measures with sizeToFit, as the system font at that category's Body size in Apple's
    /// table (Human Interface Guidelines, Dynamic Type sizes, iOS), the same bytes as the
    /// command's `--content-size-category`; an unknown category is refused with its message.
    func testContentSizeCategorySetsTheBodySize() throws {
        let dir = scratchFolder(self)
        func label(_ font: String) -> String {
            "canvas(width: 160, height: 80) {\n    label { frame: Rect(0, 0, 0, 0); text: \"Hg\"; font: \(font); backgroundColor: .yellow; sizeToFit() }\n}\n"
        }
        let body: [(category: String, size: Int)] = [("extraSmall", 14), ("large", 17), ("extraExtraExtraLarge", 23), ("accessibilityLarge", 33)]
        var pngs: [[UInt8]] = []
        for (category, size) in body {
            var o = ViewcOptions()
            o.contentSizeCategory = category
            let styled = ViewCompiler.compile(source: label(".body"), formats: [.png], options: o)
            let fixed = ViewCompiler.compile(source: label("UIFont.systemFont(ofSize: \(size))"), formats: [.png])
            XCTAssertTrue(styled.succeeded, styled.diagnostics.map(\.description).joined())
            XCTAssertNotNil(styled[.png])
            XCTAssertEqual(styled[.png], fixed[.png], category)
            try label(".body").write(toFile: dir + "/l.view", atomically: true, encoding: .utf8)
            let cli = try viewc(["l.view", "--content-size-category", category, "-o", "l.png"], cwd: dir)
            XCTAssertEqual(cli.status, 0, cli.stderr)
            XCTAssertEqual(styled[.png], bytes(dir + "/l.png"), category)
            pngs.append(styled[.png] ?? [])
        }
        XCTAssertEqual(Set(pngs).count, body.count, "each category draws its own size")
        var o = ViewcOptions()
        o.contentSizeCategory = "hugeish"
        let refused = ViewCompiler.compile(source: label(".body"), options: o)
        let cli = try viewc(["l.view", "--content-size-category", "hugeish", "-o", "l.png"], cwd: dir)
        XCTAssertEqual(refused.diagnostics.count, 1)
        XCTAssertEqual(refused.outputs, [:])
        XCTAssertTrue(cli.stderr.contains("Error: " + refused.diagnostics[0].message + "\n"), cli.stderr)
        XCTAssertTrue(refused.diagnostics[0].message.hasPrefix("unknown content size category 'hugeish'"))
    }

    /// The input-size limit through the library: a file over it is refused with the command's
    /// message, an import over it too, source text over it without being compiled; a file
    /// under it compiles; a limit out of range is refused with the command's message.
    func testMaxInputSizeRefusesLargerInputs() throws {
        let dir = scratchFolder(self)
        let small = "canvas(width: 9, height: 9) { view { frame: Rect(0, 0, 4, 4); backgroundColor: .red } }\n"
        let padding = String(repeating: "// padding to pass the limit\n", count: 40)
        let large = small + padding
        XCTAssertGreaterThan(large.utf8.count, 1024)
        XCTAssertLessThan(small.utf8.count, 1024)
        try large.write(toFile: dir + "/big.view", atomically: true, encoding: .utf8)
        try small.write(toFile: dir + "/small.view", atomically: true, encoding: .utf8)
        var o = ViewcOptions()
        o.maxInputSize = 1024
        let refused = ViewCompiler.compile(file: dir + "/big.view", options: o)
        XCTAssertEqual(refused.diagnostics.map(\.message), ["\(dir)/big.view is larger than 1 KiB; raise the limit with --max-input-size"])
        let cli = try viewc([dir + "/big.view", "--max-input-size", "1K", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(cli.status, 1)
        XCTAssertEqual(refused.diagnostics.map(\.description).joined(), cli.stderr)
        XCTAssertTrue(ViewCompiler.compile(file: dir + "/small.view", options: o).succeeded)
        // An import over the limit, as the command refuses it.
        try "import \"big.view\"\n\(small)".write(toFile: dir + "/imports.view", atomically: true, encoding: .utf8)
        let imported = ViewCompiler.compile(file: dir + "/imports.view", options: o)
        XCTAssertFalse(imported.succeeded)
        let cliImport = try viewc([dir + "/imports.view", "--max-input-size", "1K", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(imported.diagnostics.map(\.description).joined(), cliImport.stderr)
        XCTAssertEqual(ViewCompiler.compile(source: large, options: o).diagnostics.map(\.message), ["the source is larger than 1 KiB"])
        o.maxInputSize = 0
        let out = ViewCompiler.compile(file: dir + "/small.view", options: o)
        let cliZero = try viewc([dir + "/small.view", "--max-input-size", "0", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(cliZero.status, 64)
        XCTAssertTrue(cliZero.stderr.contains("Error: " + (out.diagnostics.first?.message ?? "-") + "\n"), cliZero.stderr)
    }

    /// Every option of the compile pipeline (ViewcDriver/CompileOptions.swift, with its
    /// evaluation's options and limits) is a property of ViewcOptions, or named here with why
    /// a library call has no use for it: a new option the library lacks fails this test.
    func testViewcOptionsCoverEveryCompileOption() {
        func labels(_ x: Any) -> [String] { Mirror(reflecting: x).children.compactMap(\.label) }
        let compile = CompileOptions(input: "-")
        let all = labels(compile).filter { $0 != "eval" && $0 != "diagnostics" } + labels(compile.eval).filter { $0 != "limits" }
            + labels(compile.eval.limits) + labels(compile.diagnostics).map { $0 == "format" ? "diagnosticFormat" : $0 }
        let notForALibrary: [String: String] = [
            "input": "the source or file is the call's argument",
            "outputs": "the formats are the call's argument, the bytes its result",
            "format": "the formats are the call's argument",
            "depfile": "the library writes no file",
            "depfileFormat": "the library writes no depfile (Depfile.text gives one in any format)",
            "timings": "nothing is printed",
            "diagnosticFormat": "diagnostics are values",
            "callerStackBytes": "the caller's stack is not known: evaluation runs on a thread of its own",
            "contentScaleFactor": "set from scale",
            "interaction": "the preview's live instances",
            "recordsInstances": "what the preview's inspector lists of each placed instance; a library call returns pictures",
            "drawingStream": "the command line's speculative SVG drawing",
            "releasesReadText": "the pipeline lets a large input file's text go as it reads it; a library call's text is the caller's",
            "sourceDate": "sourceDateEpoch",
            "now": "sourceDateEpoch (Date() in a drawing is the build's instant)",
        ]
        let kit = Set(labels(ViewcOptions()))
        for name in all where notForALibrary[name] == nil {
            XCTAssertTrue(kit.contains(name), "ViewcOptions has no '\(name)'")
        }
        XCTAssertTrue(kit.contains("sourceDateEpoch"))
    }

    /// The README shows the consumer's Readme.swift, as it is.
    func testTheReadmeShowsTheConsumersCode() throws {
        let readme = try String(contentsOfFile: Package.root.appendingPathComponent("README.md").path, encoding: .utf8)
        let shown = readme.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
        XCTAssertEqual(shown, try String(contentsOfFile: Package.root.appendingPathComponent("Tests/Consumer/Sources/Consumer/Readme.swift").path, encoding: .utf8))
    }

    /// A package of its own that depends on viewc by path: `swift build` it, run it. Its
    /// target uses the build-tool plugin, so the build also compiles its drawings into its
    /// resources (the program checks them against the library's bytes). Then, on the same
    /// build: a build with nothing changed compiles no drawing again, a touched import compiles
    /// again the drawing that imports it and no other; and the command plugin,
    /// `swift package viewc`, writes the drawings where it is told, and fails on a drawing
    /// that does not compile.
    func testAConsumerPackageBuildsAndRunsWithDrawingsThePluginCompiled() throws {
        let consumer = Package.root.appendingPathComponent("Tests/Consumer").path
        // Without manifest caching: a source file added to viewc since the consumer's last
        // build is otherwise missed (seen: a new file in CairoBackend).
        // The system's pkg-config: a package that depends on viewc links the shared cairo, as
        // SwiftPM does for any package (`make test` points viewc's own build at the cairo it
        // links in: Sources/CCairo/link-static.sh).
        // The plugins run the viewc under test ($VIEWC; else they take the one on PATH).
        func swift(_ args: [String]) throws -> Run {
            try runProgram("swift", args, cwd: consumer, env: ["PKG_CONFIG_PATH": "", "VIEWC": Package.viewc], timeout: 900)
        }
        func build(_ flags: [String] = []) throws {
            let build = try swift(["build"] + flags)
            XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        }
        try build(["--disable-build-manifest-caching"])
        let run = try runProgram(consumer + "/.build/debug/Consumer", [], cwd: consumer, timeout: 120)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("all good\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("FAILED"), run.stdout)

        // The plugin's outputs, where the tool writes them (the bundle holds copies).
        let outputs = consumer + "/.build/plugins/outputs"
        func output(_ name: String) throws -> String {
            let all = FileManager.default.enumerator(atPath: outputs)?.compactMap { $0 as? String } ?? []
            return outputs + "/" + (try XCTUnwrap(all.first { $0.hasSuffix("/ViewcPlugin/resources/" + name) }, name))
        }
        func dates() throws -> [Date] {
            try ["badge.svg", "dot.svg", "dot@2x.png"].map {
                try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: try output($0))[.modificationDate] as? Date)
            }
        }
        // Each drawing's inputs are its imports (read from its text, and from the depfile of
        // its last compile), so a build compiles it again exactly when one of them changed.
        let before = try dates()
        try build()
        XCTAssertEqual(try dates(), before, "a build with nothing changed compiled a drawing again")
        let palette = consumer + "/Sources/Consumer/Drawings/parts/palette.view"
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: palette)
        try build()
        let after = try dates()
        XCTAssertGreaterThan(after[0], before[0], "badge.view's import changed: badge.svg is compiled again")
        XCTAssertEqual(Array(after.dropFirst()), Array(before.dropFirst()), "dot.view reads no palette: nothing of it is compiled again")

        // The command plugin.
        let out = scratchFolder(self)
        let command = try swift(["package", "--allow-writing-to-package-directory", "viewc", "--output", out])
        XCTAssertEqual(command.status, 0, command.stdout + command.stderr)
        XCTAssertEqual(bytes(out + "/Consumer/badge.svg"), bytes(try output("badge.svg")))
        XCTAssertEqual(bytes(out + "/Consumer/dot@3x.png"), bytes(try output("dot@3x.png")))
        XCTAssertTrue(command.stdout.contains(out + "/Consumer/dot@2x.png\n"), command.stdout)
        XCTAssertNil(bytes(out + "/Consumer/palette.svg"))
        let failing = try swift(["package", "--allow-writing-to-package-directory", "viewc", "--output", out, "--", "-D", "nope=1"])
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue((failing.stdout + failing.stderr).contains("nope"), failing.stdout + failing.stderr)
        XCTAssertTrue((failing.stdout + failing.stderr).contains("3 drawings did not compile"), failing.stdout + failing.stderr)
    }
}
