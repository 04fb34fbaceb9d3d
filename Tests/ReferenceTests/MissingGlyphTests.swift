// No silent empty boxes. A label's characters that no installed
// font has are a warning at the label's text naming their code points; with
// --warnings-as-errors the compile fails and writes nothing. Text every character of which
// some installed font has (Korean, with the Nanum fonts `make deps` installs) gives none.

import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class MissingGlyphTests: CLITestCase {
    func testCharactersNoFontHasAreAWarningAtTheText() throws {
        // U+0378 is unassigned and U+10FFFD a private-use character of plane 16: no font has them.
        let text = "canvas(width: 200, height: 60) {\n    label { frame: Rect(0, 0, 200, 30); text: \"ab\\u{378}c\\u{10FFFD}\" }\n    label { frame: Rect(0, 30, 200, 30); text: \"한국어 라벨\" }\n}\n"
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertNotNil(c.document)
        XCTAssertEqual(c.diagnostics.map(\.headline), [
            "t.view:2:47: warning: no installed font has U+0378 '\u{378}', U+10FFFD '\u{10FFFD}' (in \"ab\u{378}c\u{10FFFD}\"): they would be drawn as empty boxes; install a font that has them (fc-list ':charset=378' lists those that do)",
        ])
        // The command line: a warning (exit 0) — and an error with --warnings-as-errors, nothing written.
        let src = try writeText(text, "t.view")
        let out = file("t.svg").path
        let warned = try viewc([src, "-o", out])
        XCTAssertEqual(warned.status, 0)
        XCTAssertTrue(warned.stderr.contains("warning: no installed font has U+0378"), warned.stderr)
        try FileManager.default.removeItem(atPath: out)
        let strict = try viewc([src, "-o", out, "--warnings-as-errors"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// Text drawn in code — draw(at:) in a context block, draw(in:) in a pasted draw(_:) —
    /// warns the same way, at the call.
    func testTextDrawnInCodeWarnsAtTheCall() throws {
        let text = """
        canvas(width: 200, height: 60) {
            context { "x\\u{378}".draw(at: Point(0, 0), withAttributes: [:]) }
            Drawn(frame: Rect(0, 30, 200, 30))
        }

        class Drawn: UIView {
            override func draw(_ rect: CGRect) {
                ("y\\u{10FFFD}" as NSString).draw(in: bounds, withAttributes: [:])
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertNotNil(c.document)
        let warnings = c.diagnostics.map(\.headline)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("t.view:2:15: warning: no installed font has U+0378") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("t.view:8:10: warning: no installed font has U+10FFFD") }, "\(warnings)")
    }
}
