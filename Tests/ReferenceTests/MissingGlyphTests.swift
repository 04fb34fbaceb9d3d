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
}
