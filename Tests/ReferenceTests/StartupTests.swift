// What a run of viewc loads: pango (and glib, harfbuzz, fribidi, …) only when the drawing has
// text (CPango loads it with dlopen on first use), and never for a drawing without text.
// Seen through the dynamic loader's own trace (LD_DEBUG=files).

import Foundation
import XCTest

final class StartupTests: CLITestCase {
    func loaded(_ args: [String]) throws -> String {
        let r = try viewc(args, env: ["LD_DEBUG": "files"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stderr
    }

    func testPangoIsLoadedOnlyForText() throws {
        let plain = try writeText("canvas(width: 20, height: 20) { backgroundColor: red }\n", "plain.view")
        let text = try writeText("canvas(width: 80, height: 20) { label { frame: Rect(0, 0, 80, 20); text: \"Hi\" } }\n", "text.view")
        for out in ["p.svg", "p.pdf", "p.png"] {
            let trace = try loaded([plain, "-o", out])
            XCTAssertTrue(trace.contains("libcairo.so"), "the trace lists what was loaded")
            XCTAssertFalse(trace.contains("libpango"), "\(out): pango loaded for a drawing without text")
        }
        XCTAssertFalse(try loaded(["--version"]).contains("libpango"))
        XCTAssertTrue(try loaded([text, "-o", "t.png"]).contains("libpangocairo-1.0.so.0"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file("t.png").path))
    }
}
