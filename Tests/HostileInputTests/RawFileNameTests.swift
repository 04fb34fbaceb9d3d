// A file whose name is not UTF-8 (Latin-1 "café.view", the byte E9 alone) is opened by its
// bytes, not reported missing; its diagnostics name it with that byte shown as \xE9; an output
// named so is written under exactly those bytes. The names reach viewc through the shell,
// since a test's strings cannot hold them.

import Foundation
import XCTest

final class RawFileNameTests: XCTestCase {
    /// Runs `script` in a shell in `dir`, with $VIEWC the binary.
    func shell(_ script: String, _ dir: String) throws -> Outcome {
        try runCommand("/bin/sh", ["-c", script], cwd: dir, env: ["VIEWC": Here.viewc], timeout: 60)
    }

    func testANameThatIsNotUTF8IsOpenedByItsBytesAndShownEscaped() throws {
        let dir = scratch(self)
        // The byte E9 (é in Latin-1), alone: not UTF-8.
        let good = try shell("""
            printf 'canvas(width: 20, height: 20) { path { rect(Rect(0, 0, 10, 10)); fill(.red) } }\\n' > "$(printf 'caf\\351.view')"
            exec "$VIEWC" "$(printf 'caf\\351.view')" -o "$(printf 'caf\\351.svg')"
            """, dir)
        XCTAssertEqual(good.status, 0, good.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).map { Array($0.utf8) }
        XCTAssertEqual(names.count, 2, "\(names)")
        // The output is named by the same bytes: ls -b shows the byte as an octal escape.
        let listed = try shell("ls -b", dir)
        XCTAssertEqual(listed.stdout, "caf\\351.svg\ncaf\\351.view\n")
        let svg = try shell("cat \"$(printf 'caf\\351.svg')\"", dir)
        XCTAssertTrue(svg.stdout.contains("<svg"), svg.stdout)
        // A mistake in it is reported under its name with the byte escaped.
        let bad = try shell("""
            printf 'canvas(width: 20, height: 20) {\\n    view { frame: oops }\\n}\\n' > "$(printf 'caf\\351.view')"
            exec "$VIEWC" "$(printf 'caf\\351.view')" -o out.svg
            """, dir)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.hasPrefix("caf\\xE9.view:2:19: error: unknown name 'oops'"), bad.stderr)
        // One that is not there says so, escaped.
        let missing = try shell("exec \"$VIEWC\" \"$(printf 'no\\377.view')\" -o out.svg", dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("no such file: no\\xFF.view"), missing.stderr)
    }
}
