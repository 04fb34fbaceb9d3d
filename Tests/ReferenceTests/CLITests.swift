// The viewc command line, run as a separate process ($VIEWC_BIN, else .build/debug/viewc):
// exit codes, what is (not) written on errors, several outputs, stdin/stdout, the error
// format, help text, scales and SOURCE_DATE_EPOCH.

import Foundation
import XCTest

final class CLITests: CLITestCase {
    let broken = "canvas(width: 10, height: 10) {\n    let a = Point(1, 2) + red\n}\n"

    // MARK: the binary

    /// The compiler's modules import FoundationEssentials, not Foundation: Foundation proper
    /// brings CoreFoundation and ICU, whose initialisers run at every start-up (~75 page
    /// faults and a third of a millisecond of a small compile; docs/internals.md §6). Neither
    /// the libraries (a debug build links them dynamically) nor any of their symbols (a
    /// release build links them statically) may be in the binary.
    func testTheBinaryDoesNotLinkFoundationProper() throws {
        let ldd = try Tools.run("/usr/bin/ldd", [Tools.viewc])
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        XCTAssertTrue(ldd.stdoutText.contains("libc.so.6"), ldd.stdoutText)   // ldd did list the libraries
        for lib in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libCoreFoundation"] {
            XCTAssertFalse(ldd.stdoutText.contains(lib), "viewc links \(lib)")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Tools.viewc))
        XCTAssertNotNil(bytes.range(of: Data("FoundationEssentials".utf8)), "the search finds what is there")
        for symbol in ["__CFInitialize", "$s10Foundation6NSLock", "$s10Foundation12CharacterSet", "ucal_open"] {
            XCTAssertNil(bytes.range(of: Data(symbol.utf8)), "viewc holds \(symbol)")
        }
    }

    // MARK: exit codes

    func testSuccessWritesTheOutput() throws {
        let r = try viewc([Paths.sample("triangle"), "-o", "t.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(Array(try read(file("t.png")).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testCompileErrorExitsOneWithTheDiagnostic() throws {
        let input = try writeText(broken, "broken.view")
        let r = try viewc([input, "-o", "out.svg"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, """
        \(input):2:13: error: cannot add Point and Color
            let a = Point(1, 2) + red
                    ^~~~~~~~~~~~~~~~~

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("out.svg").path), "nothing is written on an error")
    }

    func testUsageErrorsExit64() throws {
        for args in [[Paths.sample("triangle")],                                  // no -o
                     [Paths.sample("triangle"), "-o", "x.png", "--scale", "4"],  // bad scale
                     [Paths.sample("triangle"), "-o", "x.txt"],                  // unknown format
                     [Paths.sample("triangle"), "-o", "x.png", "--bogus"],       // unknown option
                     [Paths.sample("triangle"), "-o", "x@2x.png", "--scale", "3"], // conflicting scales
                     [Paths.sample("triangle"), "-o", "-", "-o", "-", "--format", "svg"],
                     [Paths.sample("triangle"), "-o", "x.png", "-D", "novalue"]] {
            let r = try viewc(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertFalse(r.stderr.isEmpty)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "usage errors write nothing")
    }

    /// `viewc FILE [OPTION …]` skips ArgumentParser (CompileOptions.fast,
    /// ViewcDriver/FastArguments.swift); `viewc compile …` always goes through it. Both must do
    /// the same thing: the same files (bytes),
    /// standard output, messages and exit codes, for compiles that work, warn and fail, with
    /// every kind of option, and for the usage errors the fast path hands to ArgumentParser.
    func testTheFastCompileDoesWhatTheCompileCommandDoes() throws {
        let warned = try writeText("canvas(width: 10, height: 10) {\n    path {\n        move(to: Point(1, 1))\n        line(to: Point(5, 5))\n    }\n}\n", "warned.view")
        let broken = try writeText(self.broken, "broken.view")
        let param = try writeText("@inspectable let side = 4\ncanvas(width: 10, height: 10) {\n    view { frame: Rect(0, 0, side, side); backgroundColor: .red }\n}\n", "param.view")
        let text = try writeText("canvas(width: 80, height: 20) {\n    label { frame: Rect(0, 0, 80, 20); text: \"Hi\"; font: .preferredFont(forTextStyle: .body) }\n}\n", "text.view")
        let triangle = Paths.sample("triangle"), handout = Paths.sample("handout")
        let cases: [[String]] = [
            [triangle, "-o", "OUT.svg", "-o", "OUT.pdf", "-o", "OUT@2x.png"],
            [warned, "-o", "OUT.svg"], [broken, "-o", "OUT.svg"], [handout, "-o", "OUT.svg"],
            ["nope.view", "-o", "OUT.png"], [triangle, "-o", "missing/OUT.svg"],
            [triangle, "-o", "OUT.png", "--scale", "2"], [triangle, "--scale", "3", "-o", "OUT.png"],
            [triangle, "--format", "svg", "-o", "OUT"], [triangle, "-o", "-", "--format", "svg"],
            // (The pages' SVGs link to each other by file name, which the default id prefix is made from.)
            [handout, "-o", "OUT-%d.svg", "--id-prefix", "h-"], [handout, "-o", "OUT.png", "--page", "2"],
            [triangle, "-o", "OUT.svg", "--depfile", "OUT.d"], [triangle, "-o", "OUT.svg", "--depfile", "OUT.d", "--depfile-format", "make"],
            [triangle, "-o", "OUT.pdf", "--title", "A title", "--author", "Someone"],
            [warned, "-o", "OUT.svg", "--warnings-as-errors"], [broken, "-o", "OUT.svg", "--diagnostic-format", "json"],
            [triangle, "-o", "OUT.svg", "--id-prefix", "p-"], [param, "-o", "OUT.svg", "-D", "side=8"],
            [param, "-D", "side=\"x\"", "-o", "OUT.svg"], [text, "-o", "OUT.png", "--content-size-category", "accessibilityLarge"],
            [triangle, "-o", "OUT.png", "--max-render-cost", "0.001"], [triangle, "-o", "OUT.svg", "--max-input-size", "64"],
            [triangle, "-o", "OUT.svg", "--root", "."], [param, "-o", "OUT.svg", "--max-views", "1"],
            // Usage errors, which both leave to ArgumentParser.
            [triangle, "-o", "OUT.png", "--scale", "5"], [triangle, "-o", "OUT.png", "--scale", "two"],
            [triangle, "-o", "OUT.svg", "--content-size-category", "hugeish"], [triangle, "-o", "OUT.pdf", "--id-prefix", "p-"],
            [triangle, "-o", "OUT.svg", "--depfile", "-"], [triangle, "-o", "OUT.svg", "--title", ""],
            [triangle, "-o", "OUT.svg", "--depfile", "OUT.d", "--depfile-format", "nmake"],
            [triangle, "-o", "OUT.svg", "-D", "novalue"], [triangle, "-o", "OUT.svg", "--max-depth", "0"],
            [triangle, "-o", "OUT.svg", "--scale", "1", "--scale", "2"], [triangle, triangle, "-o", "OUT.svg"],
            [triangle, "-o", "OUT.svg", "--root", "no-such-folder"], [triangle, "-o", "OUT.svg", "--root", triangle],
            [triangle, "-o", "OUT.svg", "--bogus", "1"], [triangle, "-o"], [triangle],
        ]
        for args in cases {
            let plain = try viewc(args.map { $0.replacingOccurrences(of: "OUT", with: "plain") })
            let command = try viewc(["compile"] + args.map { $0.replacingOccurrences(of: "OUT", with: "command") })
            XCTAssertEqual(plain.status, command.status, "\(args): \(plain.stderr)")
            XCTAssertEqual(plain.stderr, command.stderr.replacingOccurrences(of: "command", with: "plain"), "\(args)")
            XCTAssertEqual(plain.stdout, command.stdout, "\(args)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            let written = names.filter { $0.hasPrefix("plain") }.sorted()
            XCTAssertEqual(written, names.filter { $0.hasPrefix("command") }.map { "plain" + $0.dropFirst("command".count) }.sorted(), "\(args)")
            for name in written {
                let a = try read(file(name)), b = try read(file("command" + name.dropFirst("plain".count)))
                // A depfile names the outputs it was written with, a page's SVG the other pages' files.
                let text = name.hasSuffix(".d") || name.hasSuffix(".svg")
                let same = text ? String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self).replacingOccurrences(of: "command", with: "plain") : a == b
                XCTAssertTrue(same, "\(args): \(name)")
                try FileManager.default.removeItem(at: file(name))
                try FileManager.default.removeItem(at: file("command" + name.dropFirst("plain".count)))
            }
        }
    }

    /// `viewc build SRC… -o DIR` with the options BuildRequest.fast reads (ViewcDriver/
    /// FastArguments.swift) skips ArgumentParser; with any other option it goes through it —
    /// here `--depfile-format both`, its default, so nothing else differs. Both must do the
    /// same thing: the same files (bytes, the build's record included), standard output,
    /// messages and exit codes, for builds that work, fail and are up to date, and for the
    /// usage errors the fast path hands to ArgumentParser.
    func testTheFastBuildDoesWhatTheBuildCommandDoes() throws {
        let src = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "canvas(width: 20, height: 10) {\n    view { frame: Rect(1, 1, 8, 8); backgroundColor: .red }\n}\n"
            .write(to: src.appendingPathComponent("a.view"), atomically: true, encoding: .utf8)
        try "canvas(width: 10, height: 10) {\n    path { rect(Rect(2, 2, 5, 5)); fill(.blue) }\n}\n"
            .write(to: src.appendingPathComponent("sub/b.view"), atomically: true, encoding: .utf8)
        let broken = try writeText(self.broken, "broken.view")
        let cases: [[String]] = [
            ["build", "src", "-o", "OUT"], ["build", "src", "-o", "OUT", "--format", "svg,pdf,png", "--scale", "1,2"],
            ["build", "-j", "1", "src", "-o", "OUT", "--force"], ["build", "src", "-o", "OUT", "--depfiles", "-j", "3"],
            ["build", "src/a.view", "src/sub/b.view", "-o", "OUT", "--format", "pdf"], ["build", "src", broken, "-o", "OUT"],
            // Usage errors, which both leave to ArgumentParser.
            ["build", "src"], ["build", "-o", "OUT"], ["build", "src", "-o", "OUT", "-j", "0"], ["build", "src", "-o", "-"],
            ["build", "src", "-o", "OUT", "--scale", "2"], ["build", "src", "-o", "OUT", "--format", "gif"],
            ["build", "src", "-o", "OUT", "-o", "OUT2"], ["build", "src", "-o", "OUT", "--force", "--force"],
            ["build", "src", "-o", "OUT", "-j", "many"], ["build", "src", "-o", "OUT", "--format", ""], ["build", "src", "-", "-o", "OUT"],
        ]
        func files(_ top: String) throws -> [String: Data] {
            var out: [String: Data] = [:]
            let base = dir.appendingPathComponent(top)
            guard let e = FileManager.default.enumerator(atPath: base.path) else { return out }
            for case let name as String in e {
                var isDir: ObjCBool = false
                let url = base.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue { out[name] = try Data(contentsOf: url) }
            }
            return out
        }
        for args in cases {
            // Each twice: built, then up to date (or the same error again).
            for round in 1...2 {
                let plain = try viewc(args.map { $0.replacingOccurrences(of: "OUT", with: "plain") })
                let command = try viewc(args.map { $0.replacingOccurrences(of: "OUT", with: "command") } + ["--depfile-format", "both"])
                XCTAssertEqual(plain.status, command.status, "\(args) \(round): \(plain.stderr)")
                // (Files built at once are reported as each is done: the lines' order may differ.)
                func lines(_ text: String) -> [String] { text.replacingOccurrences(of: "command", with: "plain").split(separator: "\n").map(String.init).sorted() }
                XCTAssertEqual(lines(plain.stderr), lines(command.stderr), "\(args) \(round)")
                XCTAssertEqual(lines(plain.stdoutText), lines(command.stdoutText), "\(args) \(round)")
                let a = try files("plain"), b = try files("command")
                XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), "\(args) \(round)")
                for (name, bytes) in a {
                    let other = b[name] ?? Data()
                    // The record and the depfiles name the output folder.
                    let same = name.hasSuffix(".json") || name.hasSuffix(".d")
                        ? String(decoding: bytes, as: UTF8.self) == String(decoding: other, as: UTF8.self).replacingOccurrences(of: "command", with: "plain")
                        : bytes == other
                    XCTAssertTrue(same, "\(args) \(round): \(name)")
                }
            }
            for top in ["plain", "command", "plain2", "command2"] { try? FileManager.default.removeItem(at: dir.appendingPathComponent(top)) }
        }
    }

    /// No output and no depfile may name a file the compile read — the input, an import, an
    /// embedded page —, directly or through a symlink: a usage error, nothing written, the
    /// sources as they were. And what PDF metadata cannot carry, or a build
    /// folder that is no folder, is a usage error before anything runs.
    func testNothingIsWrittenOverASource() throws {
        let lib = try writeText("let side = 4\n", "lib.view")
        let main = try writeText("import \"lib.view\"\ncanvas(width: 10, height: 10) {\n    view { frame: Rect(0, 0, side, side); backgroundColor: .red }\n}\n", "m.view")
        let page = try writeText("# T\n\n```view\ncanvas(width: 3, height: 3) {}\n```\n", "p.md")
        try FileManager.default.createSymbolicLink(atPath: file("o2.svg").path, withDestinationPath: "lib.view")
        let before = try [lib, main, page].map { try read(URL(fileURLWithPath: $0)) }
        for args in [[main, "-o", "x.svg", "--depfile", main], [main, "-o", "x.svg", "--depfile", lib], [main, "-o", "o2.svg"],
                     [main, "-o", "x.svg", "-o", "o2.svg"], ["compile", main, "-o", "x.svg", "--depfile", "lib.view"],
                     ["embed", page, "-o", "out.html", "--depfile", page], ["handout", main, "-o", "h.pdf", "--depfile", lib]] {
            let r = try viewc(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("is a file this compile read; viewc will not write over its own sources"), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try [lib, main, page].map { try read(URL(fileURLWithPath: $0)) }, before, "the sources are as they were")
        for name in ["x.svg", "out.html", "h.pdf"] { XCTAssertFalse(FileManager.default.fileExists(atPath: file(name).path), name) }
        // A depfile beside the sources is fine.
        XCTAssertEqual(try viewc([main, "-o", "x.svg", "--depfile", "x.d"]).status, 0)

        func scalar(_ v: UInt32) -> String { String(Unicode.Scalar(v)!) }
        for args in [[main, "-o", "t.pdf", "--title", "A" + scalar(0xFFFE) + "B"], [main, "-o", "t.pdf", "--author", scalar(0xFDD0)],
                     ["handout", main, "-o", "h.pdf", "--title", "x" + scalar(0x10FFFF)]] {
            let r = try viewc(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("a Unicode noncharacter, which PDF metadata cannot carry"), r.stderr)
        }
        for out in ["", "-"] {
            let r = try viewc(["build", main, "-o", out])
            XCTAssertEqual(r.status, 64, "build -o '\(out)': \(r.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("m.svg").path), "nothing built into the current folder")
    }

    /// `viewc check FILE…` with no option skips ArgumentParser too (`Pipeline.plainCheck`,
    /// ViewcDriver/FastArguments.swift); with an option at its default it goes through it.
    /// Both must say and exit the same.
    func testThePlainCheckDoesWhatTheCheckCommandDoes() throws {
        let warned = try writeText("canvas(width: 10, height: 10) {\n    path {\n        move(to: Point(1, 1))\n        line(to: Point(5, 5))\n    }\n}\n", "warned.view")
        let broken = try writeText(self.broken, "broken.view")
        let library = try writeText("view Dot {\n    backgroundColor: red\n}\n", "library.view")
        let cases: [[String]] = [[Paths.sample("triangle")], [warned], [broken], [library, warned, broken], ["nope.view", warned],
                                 [Paths.sample("handout"), Paths.sample("triangle")]]
        for args in cases {
            let plain = try viewc(["check"] + args)
            let command = try viewc(["check", "--diagnostic-format", "text"] + args)
            XCTAssertEqual(plain.status, command.status, "\(args)")
            XCTAssertEqual(plain.stderr, command.stderr, "\(args)")
            XCTAssertEqual(plain.stdout, command.stdout, "\(args)")
        }
        let stdin = try viewc(["check", "-"], stdin: Array(self.broken.utf8))
        let stdinCommand = try viewc(["check", "--diagnostic-format", "text", "-"], stdin: Array(self.broken.utf8))
        XCTAssertEqual(stdin.status, 1)
        XCTAssertEqual(stdin.stderr, stdinCommand.stderr)
        // Standard input twice is a usage error, which ArgumentParser reports.
        XCTAssertEqual(try viewc(["check", "-", "-"]).status, 64)
    }

    func testMissingInputIsAnError() throws {
        let r = try viewc(["nope.view", "-o", "x.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "viewc: error: no such file: nope.view\n")
    }

    // MARK: files on errors

    func testAnExistingOutputIsLeftByteIdenticalOnAnError() throws {
        let input = try writeText(broken, "broken.view")
        let old: [UInt8] = Array("previous contents\n".utf8)
        for name in ["keep.svg", "keep.pdf", "keep.png"] { try write(old, file(name)) }
        let r = try viewc([input, "-o", "keep.svg", "-o", "keep.pdf", "-o", "keep.png"])
        XCTAssertEqual(r.status, 1)
        for name in ["keep.svg", "keep.pdf", "keep.png"] {
            XCTAssertEqual(try read(file(name)), old, name)
        }
        // No temporary files are left behind either.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(),
                       ["broken.view", "keep.pdf", "keep.png", "keep.svg"])
    }

    func testSuccessReplacesAnExistingOutputAndLeavesNoTemporaries() throws {
        try write(Array("old".utf8), file("t.svg"))
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "t.svg"]).status, 0)
        XCTAssertTrue(String(decoding: try read(file("t.svg")), as: UTF8.self).contains("<svg"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["t.svg"])
    }

    // MARK: outputs

    func testSeveralOutputsFromOneCall() throws {
        let r = try viewc([Paths.sample("face"), "-o", "f.svg", "-o", "f.pdf", "-o", "f.png", "-o", "f@2x.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(String(decoding: try read(file("f.svg")), as: UTF8.self).hasPrefix("<?xml"))
        XCTAssertEqual(Array(try read(file("f.pdf")).prefix(5)), Array("%PDF-".utf8))
        XCTAssertEqual(try decodePNG(try read(file("f.png"))).width, 400)
        // name@2x.png implies --scale 2.
        let big = try decodePNG(try read(file("f@2x.png")))
        XCTAssertEqual(big.width, 800)
        XCTAssertEqual(big.height, 800)
        // The CLI's bytes are the in-process renderer's bytes.
        XCTAssertEqual(try read(file("f.svg")), try Render.bytes(sampleCases[0], .svg))
        XCTAssertEqual(try read(file("f.png")), try Render.bytes(sampleCases[0], .png))
    }

    /// Several outputs are rendered at the same time (one thread each): each has the bytes it has
    /// when it is the only output — text, images and shadows included.
    func testOutputsRenderedAtOnceAreTheOnesRenderedAlone() throws {
        for sample in ["cards", "views", "images"] {
            let outs = ["a.svg", "a.pdf", "a.png", "a@2x.png"]
            let r = try viewc([Paths.sample(sample)] + outs.flatMap { ["-o", $0] })
            XCTAssertEqual(r.status, 0, r.stderr)
            for o in outs {
                let alone = try viewc([Paths.sample(sample), "-o", "alone-" + o])
                XCTAssertEqual(alone.status, 0, alone.stderr)
                XCTAssertTrue(try read(file(o)) == read(file("alone-" + o)), "\(sample) \(o)")
            }
        }
    }

    /// When several outputs fail, the first one named is the error, as if they ran in turn.
    func testTheFirstFailingOutputIsTheError() throws {
        let input = try writeText("canvas(width: 40000, height: 40000) {\n  backgroundColor: red\n}\n", "big.view")
        let r = try viewc([input, "-o", "ok.svg", "-o", "big.png", "-o", "big@2x.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr.components(separatedBy: "error:").count - 1, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("a PNG of 40000×40000 pixels"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["big.view"])
    }

    func testScaleOption() throws {
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "t.png", "--scale", "2"]).status, 0)
        let img = try decodePNG(try read(file("t.png")))
        XCTAssertEqual(img.width, 340)
        XCTAssertEqual(img.height, 320)
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "t@3x.png"]).status, 0)
        XCTAssertEqual(try decodePNG(try read(file("t@3x.png"))).width, 510)
    }

    func testStdinToStdout() throws {
        let source = try read(URL(fileURLWithPath: Paths.sample("triangle")))
        let r = try viewc(["-", "--format", "svg", "-o", "-"], stdin: source)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, try Render.bytes(sampleCases[2], .svg), "stdout carries exactly the SVG")
        let png = try viewc(["-", "--format", "png", "-o", "-"], stdin: source)
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertEqual(try decodePNG(png.stdout).width, 170)
        // stdout can be one of several outputs.
        let both = try viewc([Paths.sample("triangle"), "--format", "pdf", "-o", "-", "-o", "t.svg"])
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertEqual(Array(both.stdout.prefix(5)), Array("%PDF-".utf8))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file("t.svg").path))
    }

    func testErrorsFromStdinNameStdin() throws {
        let r = try viewc(["-", "--format", "svg", "-o", "-"], stdin: Array(broken.utf8))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, [], "nothing on stdout on an error")
        XCTAssertTrue(r.stderr.hasPrefix("<stdin>:2:13: error: cannot add Point and Color\n"), r.stderr)
    }

    func testErrorFormatIsFileLineColumnSourceLineCaret() throws {
        let input = try writeText("let radius = 3\ncanvas(width: 10, height: 10) {\n\tlet a = radiu\n  alpa: 1\n}\n", "two.view")
        let r = try viewc([input, "-o", "x.svg"])
        XCTAssertEqual(r.status, 1)
        // Both errors, in order, each as file:line:col, the line, and a caret (tabs kept).
        XCTAssertEqual(r.stderr, """
        \(input):3:10: error: unknown name 'radiu'; did you mean 'radius'?
        \tlet a = radiu
        \t        ^~~~~
        \(input):4:3: error: a view has no property 'alpa'; did you mean 'alpha'?
          alpa: 1
          ^~~~

        """)
    }

    // MARK: -D, dates, help

    func testDefinesFromTheCommandLine() throws {
        XCTAssertEqual(try viewc([Paths.sample("checkbutton"), "-D", "isSelected=true", "-o", "sel.png"]).status, 0)
        XCTAssertEqual(try read(file("sel.png")), try Render.bytes(sampleCases[4], .png))
        let r = try viewc([Paths.sample("checkbutton"), "-D", "isSelectd=true", "-o", "x.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "viewc: error: -D isSelectd: no top-level let or inspectable is named 'isSelectd' (did you mean 'isSelected'?); names that can be set: isSelected, CheckButton.color, CheckButton.lineWidth, CheckButton.isSelected\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("x.png").path))
    }

    func testSourceDateEpochSetsThePDFDate() throws {
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "a.pdf"], env: ["SOURCE_DATE_EPOCH": "1700000000"]).status, 0)
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "b.pdf"]).status, 0)
        let a = String(decoding: try read(file("a.pdf")), as: UTF8.self)
        let b = String(decoding: try read(file("b.pdf")), as: UTF8.self)
        XCTAssertTrue(a.contains("/CreationDate (20231114221320"), "2023-11-14T22:13:20Z")
        XCTAssertTrue(b.contains("/CreationDate (20000101000000"), "the fixed date without SOURCE_DATE_EPOCH")
        // Two runs at different times give the same bytes.
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "c.pdf"]).status, 0)
        XCTAssertEqual(try read(file("b.pdf")), try read(file("c.pdf")))
    }

    func testHelpNamesTheExitCodesAndOutputs() throws {
        let r = try viewc(["--help"])
        XCTAssertEqual(r.status, 0)
        let help = r.stdoutText
        XCTAssertTrue(help.contains("-o"), help)
        for code in ["0", "1", "64"] {
            XCTAssertNotNil(help.range(of: "\\b\(code)\\b", options: .regularExpression), "exit code \(code) in help")
        }
        XCTAssertTrue(help.contains("Exit status"), help)
        let compile = try viewc(["compile", "--help"])
        XCTAssertEqual(compile.status, 0)
        XCTAssertTrue(compile.stdoutText.contains("-o <out>"), compile.stdoutText)
    }

    func testDumpIRMatchesTheGolden() throws {
        let r = try viewc(["dump", "ir", Paths.sample("triangle")])
        XCTAssertEqual(r.status, 0, r.stderr)
        let golden = try String(contentsOf: Paths.testsDir.deletingLastPathComponent().appendingPathComponent("DrawIRTests/Goldens/triangle.ir"), encoding: .utf8)
        // The golden names the file relative to the package; the dump does not print it.
        XCTAssertEqual(r.stdoutText, golden)
    }

    func testUnwritableOutputIsAnErrorWithoutTemporaries() throws {
        let r = try viewc([Paths.sample("triangle"), "-o", "/nonexistent-dir/x.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "viewc: error: cannot write /nonexistent-dir/x.png: cannot create a file in /nonexistent-dir\n")
    }

    func testFormatOptionForNamesWithoutAnExtension() throws {
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "out", "--format", "pdf"]).status, 0)
        XCTAssertEqual(Array(try read(file("out")).prefix(5)), Array("%PDF-".utf8))
        // An extension that names another format than --format is a usage error, not a guess.
        let r = try viewc([Paths.sample("triangle"), "-o", "t.svg", "--format", "png"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("'t.svg' names a .svg file but --format is png"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("t.svg").path))
        // The same format twice is fine.
        XCTAssertEqual(try viewc([Paths.sample("triangle"), "-o", "t.svg", "--format", "svg"]).status, 0)
        XCTAssertTrue(String(decoding: try read(file("t.svg")), as: UTF8.self).hasPrefix("<?xml"))
    }

    /// A failed write to standard output (a full disk) is an error with exit status 1 —
    /// for compiled output and for the dumps alike — not a trap and not silence.
    func testAFailedWriteToStandardOutputIsAnError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        for args in [[Paths.sample("triangle"), "--format", "png", "-o", "-"], ["dump", "ir", Paths.sample("triangle")]] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Tools.viewc)
            p.arguments = args
            p.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let err = Pipe()
            p.standardError = err
            try p.run()
            p.waitUntilExit()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(p.terminationStatus, 1, "\(args): \(stderr)")
            XCTAssertEqual(stderr, "viewc: error: cannot write standard output: No space left on device\n")
        }
    }

    /// One file named twice (in any spelling), or the input named as an output, is a usage
    /// error before anything is compiled or written.
    func testAnOutputNamedTwiceOrTheInputAsOutputIsAUsageError() throws {
        let input = try writeText(try String(contentsOfFile: Paths.sample("triangle"), encoding: .utf8), "t.view")
        let twice = try viewc([input, "-o", "d.png", "-o", "./d.png"])
        XCTAssertEqual(twice.status, 64)
        XCTAssertTrue(twice.stderr.contains("'./d.png' and 'd.png' are the same output"), twice.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("d.png").path))
        let before = try read(file("t.view"))
        let over = try viewc([input, "-o", "t.view", "--format", "svg"])
        XCTAssertEqual(over.status, 64)
        XCTAssertTrue(over.stderr.contains("is the input file"), over.stderr)
        XCTAssertEqual(try read(file("t.view")), before)
    }

    /// Several outputs are written all or none: when one cannot be written, the others are
    /// not replaced either, and no temporary file is left behind.
    func testOutputsAreWrittenAllOrNone() throws {
        let old = Array("old".utf8)
        try Data(old).write(to: file("keep.png"))
        let r = try viewc([Paths.sample("triangle"), "-o", "keep.png", "-o", "new.svg", "-o", "/nonexistent-dir/x.pdf"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try read(file("keep.png")), old)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("new.svg").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
        // A folder in the way of an output is refused the same way.
        try FileManager.default.createDirectory(at: file("taken.svg"), withIntermediateDirectories: false)
        let f = try viewc([Paths.sample("triangle"), "-o", "keep.png", "-o", "taken.svg"])
        XCTAssertEqual(f.status, 1)
        XCTAssertTrue(f.stderr.contains("it is a folder"), f.stderr)
        XCTAssertEqual(try read(file("keep.png")), old)
    }

    func testTooLargeAPNGIsAnErrorAndNothingIsWritten() throws {
        let input = try writeText("canvas(width: 100000, height: 100000) {\n  backgroundColor: red\n}\n", "big.view")
        let r = try viewc([input, "-o", "big.svg", "-o", "big.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, """
        \(input):1:1: error: a PNG of 100000×100000 pixels is larger than the limit (100 megapixels, 32767 a side); lower --scale or the canvas size
        canvas(width: 100000, height: 100000) {
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
        // All outputs are rendered before any is written: not even the SVG appears.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["big.view"])
    }

    func testAScaledToZeroViewRendersInEveryFormat() throws {
        let input = try writeText("canvas(width: 20, height: 20) {\n  backgroundColor: white\n  view { frame: Rect(0, 0, 10, 10); transform: scale(0); backgroundColor: red }\n}\n", "zero.view")
        let r = try viewc([input, "-o", "z.svg", "-o", "z.pdf", "-o", "z.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let img = try decodePNG(try read(file("z.png")))
        XCTAssertTrue(stride(from: 0, to: img.pixels.count, by: 4).allSatisfy { img.pixels[$0] == 255 && img.pixels[$0 + 1] == 255 }, "all white")
    }

    func testParamsListsWhatDashDCanSet() throws {
        let r = try viewc(["params", Paths.sample("checkbutton")])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdoutText, """
        isSelected: Bool = false  (@inspectable)
        CheckButton.color: Color = #34c759  (@inspectable)
        CheckButton.lineWidth: Number = 10  (@inspectable)
        CheckButton.isSelected: Bool = false  (@inspectable)

        """)
    }

    // MARK: hostile input

    /// Input built to exhaust the stack or the parser gets an error and exit status 1 — never
    /// a crash (these crashed viewc with SIGSEGV before the parser and evaluator bounded them).
    func testHostileInputsGiveErrorsNotCrashes() throws {
        let canvas = "canvas(width: 10, height: 10) { }\n"
        let recursive = { (ifs: Int) in
            "canvas(width: 10, height: 10) {\n  A(frame: Rect(0, 0, 1, 1))\n}\nview A {\n"
                + String(repeating: "if true { ", count: ifs) + "A(frame: Rect(0, 0, 1, 1))" + String(repeating: " }", count: ifs) + "\n}\n"
        }
        let cases: [(String, String, [String], String)] = [
            ("elseif", "let c = true\ncanvas(width: 10, height: 10) {\n  if c { } " + String(repeating: "else if c { } ", count: 20_000) + "\n}\n", [],
             "nesting is deeper than 200 levels"),
            ("members", "let r = Rect(0, 0, 1, 1)" + String(repeating: ".standardized", count: 50_000) + "\n" + canvas, [],
             "nesting is deeper than 200 levels"),
            ("parens", "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n" + canvas, [],
             "nesting is deeper than 200 levels"),
            ("groups", "canvas(width: 10, height: 10) {\n" + String(repeating: "group {\n", count: 10_000) + String(repeating: "}\n", count: 10_000) + "}\n", [],
             "nesting is deeper than 200 levels"),
            // Subscripts and `!` chained are nesting too: the checker and evaluator recurse once
            // per link.
            ("subscripts", "let x = [1][0]" + String(repeating: "[0]", count: 10_000) + "\n" + canvas, [], "nesting is deeper than 200 levels"),
            ("forces", "let x = 1" + String(repeating: "!", count: 10_000) + "\n" + canvas, [], "nesting is deeper than 200 levels"),
            // Lists nested through lets, a level a line (40,000 levels, unbounded, crash the checker).
            ("lists", "let q0 = [1]\n" + (1...40_000).map { "let q\($0) = [q\($0 - 1)]\n" }.joined() + canvas, [],
             "lists nest deeper than 200 levels"),
            ("recursive-ifs", recursive(150), ["--max-recursion", "5000"], "statements nest deeper than 400 levels"),
            ("recursive-deep", recursive(0), ["--max-depth", "5000", "--max-recursion", "5000"], "statements nest deeper than 400 levels"),
            ("recursive-views", recursive(0), ["--max-recursion", "5000"], "views nest deeper than 100 levels; raise the limit with --max-depth"),
            ("recursive", recursive(0), [], "component recursion deeper than 32 levels: A -> A -> …"),
            ("loop", "canvas(width: 10, height: 10) {\n  for i in 0..<100000000 { }\n}\n", [],
             "more than 1000000 loop iterations; raise the limit with --max-iterations"),
            // Swift's parser takes twice as long for each level of nested brackets (minutes at
            // 90): refused before it reads them.
            ("brackets", "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 1, 1)) }\nclass A: UIView {\n    let v = "
                + String(repeating: "[", count: 90) + "1" + String(repeating: "]", count: 90) + "\n}\n", [],
             "square brackets nest deeper than 10 levels here ([[[…]]]), more than Swift code that draws needs"),
        ]
        for (name, text, flags, message) in cases {
            let input = try writeText(text, "\(name).view")
            let r = try viewc([input, "-o", "\(name).png"] + flags)
            XCTAssertEqual(r.status, 1, "\(name): \(r.stderr.prefix(300))")
            XCTAssertTrue(r.stderr.hasPrefix(input + ":"), "\(name): \(r.stderr.prefix(300))")
            XCTAssertTrue(r.stderr.contains("error: " + message), "\(name): \(r.stderr.prefix(300))")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file("\(name).png").path))
        }
        // A flat chain of operators is not nesting: 100 000 operands add up.
        let sum = try writeText("let x = " + Array(repeating: "1", count: 100_000).joined(separator: " + ") + "\n" + canvas, "sum.view")
        let r = try viewc(["params", sum])
        XCTAssertEqual(r.status, 0, String(r.stderr.prefix(300)))
        XCTAssertEqual(r.stdoutText, "x: Number = 100000  (let)\n")
    }

    func testBinaryGarbageIsRejected() throws {
        var bytes: [UInt8] = []
        var x: UInt32 = 12345
        for _ in 0..<4096 { x = x &* 1_103_515_245 &+ 12345; bytes.append(UInt8(truncatingIfNeeded: x >> 16)) }
        try write(bytes, file("garbage.view"))
        let r = try viewc([file("garbage.view").path, "-o", "g.svg"])
        XCTAssertEqual(r.status, 1)
        // Located at the first byte that is not UTF-8 text, the bytes shown escaped:
        // here the very first byte starts a two-byte sequence that the second does not continue.
        XCTAssertTrue((0xC2...0xDF).contains(bytes[0]) && bytes[1] < 0x80)
        let escaped = "\\x" + String(bytes[0], radix: 16, uppercase: true)
        XCTAssertEqual(r.stderr.components(separatedBy: "\n").first,
                       "\(file("garbage.view").path):1:1: error: invalid UTF-8 (\(escaped)); a .view file is UTF-8 text")
    }
}
