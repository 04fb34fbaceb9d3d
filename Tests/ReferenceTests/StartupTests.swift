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
            XCTAssertTrue(trace.contains("libc.so.6"), "the trace lists what was loaded")
            XCTAssertFalse(trace.contains("libpango"), "\(out): pango loaded for a drawing without text")
        }
        XCTAssertFalse(try loaded(["--version"]).contains("libpango"))
        XCTAssertTrue(try loaded([text, "-o", "t.png"]).contains("libpangocairo-1.0.so.0"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file("t.png").path))
    }

    /// With no font at all, text cannot be laid out (pango would place it from memory it never
    /// set): an error, exit 1, nothing written; a drawing without text does not need one.
    func testNoFontsAtAllIsAnErrorForText() throws {
        let conf = try writeText("<fontconfig><dir>/nonexistent</dir></fontconfig>\n", "nofonts.conf")
        let text = try writeText("canvas(width: 80, height: 20) { label { frame: Rect(0, 0, 80, 20); text: \"Hi\" } }\n", "text.view")
        let plain = try writeText("canvas(width: 20, height: 20) { backgroundColor: red }\n", "plain.view")
        for out in ["t.svg", "t.png"] {
            let r = try viewc([text, "-o", out], env: ["FONTCONFIG_FILE": conf])
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("viewc: error: fontconfig finds no fonts to lay out text with"), r.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: file(out).path))
        }
        XCTAssertEqual(try viewc([plain, "-o", "p.png"], env: ["FONTCONFIG_FILE": conf]).status, 0)
    }

    /// Pango, loaded for text, draws with the cairo viewc draws with and matches fonts in the
    /// fontconfig viewc's cairo uses: each of cairo's, fontconfig's and freetype's functions
    /// that pangocairo, pangoft2 and harfbuzz call binds to one object, the executable when
    /// `make` linked them in (Sources/CCairo/link-static.sh; ldd then lists no libcairo), else
    /// the shared library. Two copies would each keep their own fonts, caches and nil objects.
    func testPangoBindsToViewcsOwnCairo() throws {
        let ldd = try Tools.run("/usr/bin/ldd", [Tools.viewc])
        XCTAssertTrue(ldd.stdoutText.contains("libc.so.6"), ldd.stdoutText)
        let linkedIn = !ldd.stdoutText.contains("libcairo.so")
        let text = try writeText("canvas(width: 80, height: 20) { label { frame: Rect(0, 0, 80, 20); text: \"Hi\" } }\n", "text.view")
        let r = try viewc([text, "-o", "t.png"], env: ["LD_DEBUG": "bindings"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // "binding file /…/libpangocairo-1.0.so.0 [0] to /…/libcairo.so.2 [0]: normal symbol `cairo_save'"
        var targets: [String: Set<String>] = [:]
        for line in r.stderr.split(separator: "\n") {
            guard let from = line.range(of: "binding file "), let to = line.range(of: " to "),
                  let sym = line.range(of: "symbol `") else { continue }
            let file = line[from.upperBound..<to.lowerBound]
            guard ["libpangocairo", "libpangoft2", "libharfbuzz"].contains(where: { file.contains($0) }) else { continue }
            let target = String(line[to.upperBound...].split(separator: " ")[0])
            let name = line[sym.upperBound...]
            for prefix in ["cairo_", "Fc", "FT_"] where name.hasPrefix(prefix) {
                targets[prefix, default: []].insert((target as NSString).lastPathComponent)
            }
        }
        let expected = ["cairo_": "libcairo.so.2", "Fc": "libfontconfig.so.1", "FT_": "libfreetype.so.6"]
        for (prefix, library) in expected {
            let bound = targets[prefix] ?? []
            XCTAssertFalse(bound.isEmpty, "pango's libraries call no \(prefix) function")
            XCTAssertEqual(bound, [linkedIn ? (Tools.viewc as NSString).lastPathComponent : library], "\(prefix) functions bind to \(bound)")
        }
    }
}
