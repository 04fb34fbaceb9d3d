// The command line's side of the language: -D, viewc params, --root and the limit flags,
// run through the real binary ($VIEWC_BIN, else .build/debug/viewc).

import Foundation
import XCTest

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

struct Run { var status: Int32; var stdout: String; var stderr: String }

func viewc(_ args: [String], cwd: String = packageRoot) throws -> Run {
    let bin = ProcessInfo.processInfo.environment["VIEWC_BIN"] ?? packageRoot + "/.build/debug/viewc"
    guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no viewc binary at \(bin); set VIEWC_BIN") }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: bin)
    p.arguments = args
    p.currentDirectoryURL = URL(fileURLWithPath: cwd)
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
}

final class LanguageCLITests: XCTestCase {
    func testParamsListsWhatDCanSet() throws {
        let r = try viewc(["params", "samples/cards.view"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, """
        featuredRank: Number = 7  (@inspectable)
        featuredSuit: String = "♣"  (@inspectable)
        PlayingCardView.rank: Number = 5  (@inspectable)
        PlayingCardView.suit: String = "♥"  (@inspectable)
        PlayingCardView.isFaceUp: Bool = true  (@inspectable)
        Pip.suit: String = "♠"  (@inspectable)

        """)
    }

    func testDefineChangesTheDrawing() throws {
        let dir = temporaryFolder(self)
        let a = try viewc(["samples/face.view", "-o", dir + "/smile.svg"])
        let b = try viewc(["samples/face.view", "-D", "eyesOpen=true", "-D", "mouthCurvature=-0.5", "-o", dir + "/frown.svg"])
        let c = try viewc(["samples/face.view", "-DeyesOpen=true", "-DmouthCurvature=-0.5", "-o", dir + "/frown2.svg"])
        XCTAssertEqual([a.status, b.status, c.status], [0, 0, 0])
        let smile = try String(contentsOfFile: dir + "/smile.svg", encoding: .utf8)
        let frown = try String(contentsOfFile: dir + "/frown.svg", encoding: .utf8)
        XCTAssertNotEqual(smile, frown)
        XCTAssertEqual(frown, try String(contentsOfFile: dir + "/frown2.svg", encoding: .utf8))
        let card = try viewc(["samples/cards.view", "-D", "featuredRank=9", "-D", "featuredSuit=\"♠\"", "-o", dir + "/cards.png"])
        XCTAssertEqual(card.status, 0, card.stderr)
    }

    func testDefineErrors() throws {
        let dir = temporaryFolder(self)
        let wrongType = try viewc(["samples/face.view", "-D", "eyesOpen=1", "-o", dir + "/x.svg"])
        XCTAssertEqual(wrongType.status, 1)
        XCTAssertEqual(wrongType.stderr, """
        samples/face.view:4:14: error: -D eyesOpen=1: 'eyesOpen' is a Bool (the type of its default), not a Number
        @inspectable eyesOpen = false
                     ^~~~~~~~

        """)
        let unknown = try viewc(["samples/face.view", "-D", "eyesOpne=true", "-o", dir + "/x.svg"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr, "viewc: error: -D eyesOpne: no top-level let or inspectable is named 'eyesOpne' (did you mean 'eyesOpen'?); names that can be set: eyesOpen, mouthCurvature, Face.scale, Face.eyesOpen, Face.mouthCurvature, Face.lineWidth, Face.color, Face.showMouthRect\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x.svg"))
        let usage = try viewc(["samples/face.view", "-D", "eyesOpen", "-o", dir + "/x.svg"])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.stderr.contains("-D needs name=value, not 'eyesOpen'"), usage.stderr)
    }

    func testLimitFlags() throws {
        let dir = temporaryFolder(self)
        write("canvas(width: 10, height: 10) {\n    for i in 0..<10 { path { rect(Rect(i, 0, 1, 1)); fill(.red) } }\n}\n", to: dir + "/loop.view")
        let it = try viewc(["loop.view", "--max-iterations", "5", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(it.status, 1)
        XCTAssertEqual(it.stderr.components(separatedBy: "\n").first, "loop.view:2:14: error: more than 5 loop iterations; raise the limit with --max-iterations")
        let ops = try viewc(["loop.view", "--max-operations", "12", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(ops.stderr.components(separatedBy: "\n").first, "loop.view:2:54: error: more than 12 drawing operations; raise the limit with --max-operations")
        write("canvas(width: 10, height: 10) { R(frame: bounds) }\nview R { R(frame: bounds) }\n", to: dir + "/rec.view")
        let rec = try viewc(["rec.view", "--max-recursion", "4", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(rec.stderr.components(separatedBy: "\n").first, "rec.view:2:10: error: component recursion deeper than 4 levels: R -> R -> …; end it with a condition, or raise the limit with --max-recursion")
        let depth = try viewc(["rec.view", "--max-depth", "3", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(depth.stderr.components(separatedBy: "\n").first, "rec.view:2:10: error: views nest deeper than 3 levels; raise the limit with --max-depth")
        XCTAssertEqual(try viewc(["rec.view", "--max-recursion", "0", "-o", "x.svg"], cwd: dir).status, 64)
        XCTAssertEqual(try viewc(["loop.view", "-o", "x.svg"], cwd: dir).status, 0)
    }

    /// man/viewc.1 documents every option the command line takes (read from its own --help).
    func testManPageCoversEveryOption() throws {
        let man = try String(contentsOfFile: packageRoot + "/man/viewc.1", encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
        var options: Set<String> = []
        for command in ["compile", "dump", "params", "hit"] {
            let help = try viewc([command, "--help"]).stdout
            for word in help.split(whereSeparator: { " ,\n[]".contains($0) }) {
                let w = String(word)
                if w.range(of: "^--?[a-zA-Z][a-zA-Z-]*$", options: .regularExpression) != nil { options.insert(w) }
            }
        }
        XCTAssertTrue(options.isSuperset(of: ["-o", "-D", "--root", "--max-depth", "--max-recursion", "--scale", "--format"]), "\(options.sorted())")
        let optionsSection = man.components(separatedBy: ".SH OPTIONS\n").last!.components(separatedBy: ".SH COMMANDS").first!
        let tagged = optionsSection.components(separatedBy: ".TP\n").dropFirst().map { $0.components(separatedBy: "\n")[0] + " " }
        for o in options.sorted() {
            XCTAssertTrue(tagged.contains { $0.range(of: "[ \"]\(o)[ \"]", options: .regularExpression) != nil },
                          "man/viewc.1 has no OPTIONS entry for \(o)")
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "LANGUAGE", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"] {
            XCTAssertTrue(man.contains(".SH \(section)\n"), "man/viewc.1 lacks \(section)")
        }
    }

    func testRootOption() throws {
        let dir = temporaryFolder(self)
        write("let shared = 5\n", to: dir + "/lib/shared.view")
        write("import \"../lib/shared.view\"\ncanvas(width: shared, height: shared) {}\n", to: dir + "/app/main.view")
        let refused = try viewc(["app/main.view", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr.components(separatedBy: "\n").first,
                       "app/main.view:1:8: error: '../lib/shared.view' is outside the folder \(dir)/app that imports may read (widen it with --root)")
        let widened = try viewc(["app/main.view", "--root", ".", "-o", "x.svg"], cwd: dir)
        XCTAssertEqual(widened.status, 0, widened.stderr)
    }
}
