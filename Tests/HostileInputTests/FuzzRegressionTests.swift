// The inputs kept in Tests/Fuzz/regressions (each once crashed, hung or was misreported) are
// replayed, so none comes back — each compiled by viewc (it must end, with exit 0 or 1 and no signal, and say
// what its .expected says first) and all of them run through the fuzz entry (viewc-fuzz).

import Foundation
import XCTest

final class FuzzRegressionTests: XCTestCase {
    var folder: String { Here.root.appendingPathComponent("Tests/Fuzz/regressions").path }
    var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".view") }.sorted()
    }

    func testEveryRegressionInputEndsWithWhatItMustSay() throws {
        XCTAssertGreaterThanOrEqual(inputs.count, 6)
        for name in inputs {
            let expected = try String(contentsOfFile: folder + "/" + (name as NSString).deletingPathExtension + ".expected", encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            let dir = scratch(self)
            try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: dir + "/" + name)
            // The images the inputs name lie beside them.
            for png in try FileManager.default.contentsOfDirectory(atPath: folder) where png.hasSuffix(".png") {
                try FileManager.default.copyItem(atPath: folder + "/" + png, toPath: dir + "/" + png)
            }
            // The limit catches a hang, not a slow machine: the debug binary takes about 30 s of
            // a quiet core for the largest input, and the suite runs a class on every core.
            let o = try viewc([name, "-o", "out.svg"], cwd: dir, timeout: 300)
            report(name, o)
            XCTAssertNil(o.signal, name)
            XCTAssertTrue(o.status == 0 || o.status == 1, "\(name): exit \(o.status)")
            let first = o.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if expected == "ok" {
                XCTAssertEqual(o.status, 0, "\(name): \(o.stderr)")
            } else {
                XCTAssertEqual(first, expected, name)
            }
            // Errors are capped and each shows a bounded excerpt of its line.
            XCTAssertLessThan(o.stderr.utf8.count, 200_000, "\(name): \(o.stderr.utf8.count) bytes of diagnostics")
            XCTAssertLessThanOrEqual(o.stderr.components(separatedBy: ": error: ").count - 1, 101, name)
        }
    }

    func testTheFuzzEntryReplaysThemAll() throws {
        let replay = Here.root.appendingPathComponent(".build/debug/viewc-fuzz").path
        guard FileManager.default.isExecutableFile(atPath: replay) else {
            return XCTFail("no \(replay): swift build makes it")
        }
        for target in ["pipeline", "parse"] {
            // From the folder, where the fuzz entry's `fuzz.view` finds the images beside it.
            let o = try runCommand(replay, [target] + inputs.map { folder + "/" + $0 }, cwd: folder, timeout: 120)
            XCTAssertEqual(o.status, 0, "\(target): \(o.stderr)")
            XCTAssertEqual(o.stdout.components(separatedBy: ": ok in ").count - 1, inputs.count, o.stdout)
        }
    }

    /// The seeds of the targets that put their input in a Swift class (Tests/Fuzz/seeds/swift,
    /// …/attributed) compile without an error through those targets: fuzzing starts from
    /// valid Swift, so its mutations reach the checker and the renderer, not only the parser.
    func testTheSwiftTargetsSeedsCompile() throws {
        let replay = Here.root.appendingPathComponent(".build/debug/viewc-fuzz").path
        for target in ["swift", "attributed"] {
            let dir = Here.root.appendingPathComponent("Tests/Fuzz/seeds/" + target).path
            let seeds = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".swift") }.sorted()
            XCTAssertGreaterThanOrEqual(seeds.count, 3, target)
            let o = try runCommand(replay, [target] + seeds.map { dir + "/" + $0 }, cwd: dir, timeout: 120)
            XCTAssertEqual(o.status, 0, "\(target): \(o.stderr)")
            XCTAssertEqual(o.stdout.components(separatedBy: " s, 0 errors").count - 1, seeds.count, o.stdout)
        }
    }
}
