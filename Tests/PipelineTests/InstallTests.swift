// make install, staged with DESTDIR as a package build does it: a stripped binary that runs,
// the man page, completion scripts for bash, zsh and fish; and no apt-get on the way. And a
// malformed SOURCE_DATE_EPOCH is an error.

import Foundation
import XCTest

final class InstallTests: XCTestCase {
    func testAStagedInstall() throws {
        try requireTool("make")
        try requireTool("readelf")
        let dir = scratchFolder(self)
        // Programs that must not run: they leave a mark and fail.
        let trap = dir + "/trap"
        for tool in ["apt-get", "sudo", "dpkg-query", "swift"] {
            put("#!/bin/sh\necho \(tool) >> \(dir)/ran\nexit 1\n", trap + "/" + tool)
            chmod(trap + "/" + tool, 0o755)
        }
        let stage = dir + "/stage"
        let r = try runProgram("make", ["-s", "install", "NO_BUILD=1", "BIN=" + Package.viewc, "DESTDIR=" + stage, "PREFIX=/usr"],
                               cwd: Package.root.path, env: ["PATH": trap + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertNil(bytes(dir + "/ran"), "make install ran \(String(decoding: bytes(dir + "/ran") ?? [], as: UTF8.self))")

        let bin = stage + "/usr/bin/viewc"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bin))
        let sections = try runProgram("readelf", ["-S", "-W", bin]).stdout
        XCTAssertTrue(sections.contains(".text"), sections)
        XCTAssertFalse(sections.contains(".symtab"), "the binary is stripped")
        XCTAssertEqual(try runProgram(bin, ["--version"]).stdout, "0.1.0\n")
        put("canvas(width: 8, height: 8) { backgroundColor: .red }\n", dir + "/a.view")
        XCTAssertEqual(try runProgram(bin, ["a.view", "-o", "a.png"], cwd: dir).status, 0)
        XCTAssertNotNil(bytes(dir + "/a.png"))

        XCTAssertEqual(bytes(stage + "/usr/share/man/man1/viewc.1"), bytes(Package.root.appendingPathComponent("man/viewc.1").path))
        // The pandoc filter, where pandoc filters are shipped (PandocFilterTests runs it).
        XCTAssertEqual(bytes(stage + "/usr/share/viewc/viewc.lua"), bytes(Package.root.appendingPathComponent("share/viewc/viewc.lua").path))
        // The TextMate grammar, and the manual whose tables `viewc lsp`'s hover reads (found
        // beside the installed binary: a hover over a property shows its row).
        XCTAssertEqual(bytes(stage + "/usr/share/viewc/view.tmLanguage.json"), bytes(Package.root.appendingPathComponent("share/viewc/view.tmLanguage.json").path))
        XCTAssertEqual(bytes(stage + "/usr/share/doc/viewc/language.md"), bytes(Package.root.appendingPathComponent("docs/language.md").path))
        // Installed, it runs the viewc installed beside it, with no viewc on PATH.
        try requireTool("pandoc")
        put("```{.view alt=\"A red square\"}\ncanvas(width: 8, height: 8) { backgroundColor: .red }\n```\n", dir + "/p.md")
        let html = try runProgram("/usr/bin/pandoc", ["p.md", "-L", stage + "/usr/share/viewc/viewc.lua", "-t", "html"], cwd: dir,
                                  env: ["PATH": "/usr/bin:/bin", "VIEWC": ""])
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(html.stdout.contains(">A red square</title>"), html.stdout)
        // A binary with cairo linked in (Sources/CCairo/link-static.sh) comes with the
        // copyright and licence terms of what is in it.
        if !(try runProgram("readelf", ["-d", bin]).stdout.contains("libcairo.so")) {
            let notices = String(decoding: bytes(stage + "/usr/share/doc/viewc/THIRD-PARTY-NOTICES") ?? [], as: UTF8.self)
            for name in ["libcairo.a", "libfreetype.a", "libpng16.a", "libz.a", "FreeType Project"] {
                XCTAssertTrue(notices.contains(name), "the notices lack \(name)")
            }
        }
        let bash = String(decoding: bytes(stage + "/usr/share/bash-completion/completions/viewc") ?? [], as: UTF8.self)
        let zsh = String(decoding: bytes(stage + "/usr/share/zsh/site-functions/_viewc") ?? [], as: UTF8.self)
        let fish = String(decoding: bytes(stage + "/usr/share/fish/vendor_completions.d/viewc.fish") ?? [], as: UTF8.self)
        XCTAssertEqual(try runProgram("bash", ["-n", stage + "/usr/share/bash-completion/completions/viewc"]).status, 0)
        XCTAssertTrue(bash.contains("complete ") && bash.contains("viewc"), bash)
        XCTAssertTrue(zsh.hasPrefix("#compdef viewc"), zsh)
        XCTAssertTrue(fish.contains("complete -c 'viewc'"), String(fish.prefix(300)))
        for script in [bash, zsh, fish] {
            for word in ["build", "embed", "check", "diagnostic-format", "depfile"] { XCTAssertTrue(script.contains(word), word) }
        }
        // Without NO_BUILD, install builds (release) but still has no deps step.
        let plan = try runProgram("make", ["-n", "install", "DESTDIR=" + stage], cwd: Package.root.path).stdout
        XCTAssertTrue(plan.contains("swift build -c release --static-swift-stdlib"), plan)
        XCTAssertFalse(plan.contains("apt-get") || plan.contains("dpkg-query"), plan)
    }

    /// bash completes a file argument to the folder's .view files and folders (not other
    /// files), and the options that take one of a list to that list — run through the
    /// completion function as bash calls it (the command, the word, the word before).
    func testBashCompletesViewFilesAndOptionValues() throws {
        let dir = scratchFolder(self)
        for f in ["a.view", "b.txt", "c.view"] { put("", dir + "/" + f) }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        let script = try viewc(["--generate-completion-script", "bash"], cwd: dir).stdout
        put(script, dir + "/viewc.bash")
        let harness = """
        source viewc.bash
        t() { COMPREPLY=(); COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
              _viewc viewc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"; printf '%s\\n' "${COMPREPLY[@]}" | sort | tr '\\n' ' '; echo; }
        t viewc compile ""
        t viewc check a.view ""
        t viewc compile a.view --format ""
        t viewc compile a.view --content-size-category accessibilityL
        t viewc handout a.view --paper ""
        t viewc compile a.view --diagnostic-format ""
        t viewc build . --format ""
        t viewc compile a.view --depfile-format ""
        """
        let r = try runProgram("bash", ["-c", harness], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }, [
            "a.view c.view sub", "a.view c.view sub", "pdf png svg", "accessibilityLarge",
            "a3 a4 a5 b5 legal letter tabloid", "json text", "pdf png svg", "both make ninja", "",
        ], r.stdout + r.stderr)
        // --help says how to install them.
        XCTAssertTrue(try viewc(["--help"], cwd: dir).stdout.contains("viewc --generate-completion-script bash"))
    }

    /// `make run` and `make build` install only what building and running need; the packages
    /// only the tests or the benchmarks use come with `make test` and `make bench`. Read from
    /// what each target would check for (`make -n`: the package list of its deps step).
    func testEachTargetInstallsOnlyWhatItNeeds() throws {
        func packages(_ target: String) throws -> Set<String> {
            let plan = try runProgram("make", ["-n", target], cwd: Package.root.path).stdout
            var found = Set<String>()
            for line in plan.split(separator: "\n") where line.contains("for p in ") {
                let list = line.components(separatedBy: "for p in ")[1].components(separatedBy: ";")[0]
                found.formUnion(list.split(separator: " ").map(String.init))
            }
            return found
        }
        let testOnly: Set = ["chromium", "ninja-build", "librsvg2-bin", "poppler-utils", "qpdf", "libxml2-utils", "pandoc", "hugo"]
        let benchOnly: Set = ["hyperfine", "graphviz", "time"]
        for target in ["build", "run"] {
            let p = try packages(target)
            XCTAssertTrue(p.isSuperset(of: ["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core", "fonts-liberation2", "fonts-urw-base35"]), "\(target): \(p.sorted())")
            XCTAssertTrue(p.isDisjoint(with: testOnly.union(benchOnly)), "\(target) installs \(p.intersection(testOnly.union(benchOnly)).sorted())")
        }
        let test = try packages("test")
        XCTAssertTrue(test.isSuperset(of: testOnly.union(["libcairo2-dev"])), test.sorted().joined(separator: " "))
        XCTAssertTrue(test.isDisjoint(with: benchOnly), test.sorted().joined(separator: " "))
        XCTAssertTrue(try packages("bench").isSuperset(of: benchOnly.union(["libcairo2-dev"])))
    }

    func testAMalformedSourceDateEpochIsAnError() throws {
        let dir = scratchFolder(self)
        put("canvas(width: 8, height: 8) { backgroundColor: .red }\n", dir + "/a.view")
        for bad in ["", "abc", " 12", "12 ", "1.5", "-5", "0x10", "253402300800", "99999999999999999999"] {
            for args in [["a.view", "-o", "a.pdf"], ["a.view", "-o", "a.svg"], ["build", "a.view", "-o", "out"]] {
                let r = try viewc(args, cwd: dir, env: ["SOURCE_DATE_EPOCH": bad])
                XCTAssertEqual(r.status, 1, "\(bad.debugDescription) \(args)")
                XCTAssertEqual(r.stderr, "viewc: error: SOURCE_DATE_EPOCH is \(bad.debugDescription): it must be a whole number of seconds since 1970-01-01 UTC, as `date +%s` prints, from 0 to 253402300799\n")
            }
            XCTAssertNil(bytes(dir + "/a.pdf"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        }
        for good in ["0", "1700000000", "253402300799"] {
            XCTAssertEqual(try viewc(["a.view", "-o", "a.pdf"], cwd: dir, env: ["SOURCE_DATE_EPOCH": good]).status, 0, good)
        }
        let pdf = String(decoding: bytes(dir + "/a.pdf")!, as: UTF8.self)
        XCTAssertTrue(pdf.contains("/CreationDate (99991231235959"), "the last second a PDF date holds")
    }
}
