// Diagnostic.rendered: the headline, the source line and a caret with `~` under the rest of
// the range; ranges over several lines, tabs, CRLF files, notes and location-less errors.

import XCTest
@testable import ViewSyntax

final class DiagnosticRenderingTests: XCTestCase {
    func testCaretAndTildesUnderTheRange() {
        let f = source("let a = foo + 1\n")
        let d = Diagnostic.error("bad", at: SourceRange(file: f, start: 8, end: 11))
        XCTAssertEqual(d.headline, "t.view:1:9: error: bad")
        XCTAssertEqual(d.rendered, "t.view:1:9: error: bad\nlet a = foo + 1\n        ^~~\n")
    }

    func testEmptyRangeGetsOneCaret() {
        let f = source("abc\n")
        XCTAssertEqual(Diagnostic.error("x", at: SourceRange(file: f, start: 3, end: 3)).rendered, "t.view:1:4: error: x\nabc\n   ^\n")
    }

    func testRangeOverSeveralLinesUnderlinesToTheEndOfTheFirst() {
        let f = source("let a = (1 +\n  2)\n")
        let d = Diagnostic.error("x", at: SourceRange(file: f, start: 8, end: 16))
        XCTAssertEqual(d.rendered, "t.view:1:9: error: x\nlet a = (1 +\n        ^~~~\n")
    }

    func testCRLFLinesDropTheCarriageReturn() {
        let tree = parse("let a = 1\r\nlet = 2\r\n")
        XCTAssertEqual(tree.diagnostics.map(\.rendered), ["t.view:2:5: error: expected a name after 'let', found '='\nlet = 2\n    ^\n"])
    }

    func testNotesFollowTheError() {
        let f = source("view A { }\nview A { }\n")
        let d = Diagnostic.error("component 'A' is already declared", at: SourceRange(file: f, start: 16, end: 17),
                                 notes: [Diagnostic(.note, "first declared here", at: SourceRange(file: f, start: 5, end: 6))])
        XCTAssertEqual(d.rendered, """
        t.view:2:6: error: component 'A' is already declared
        view A { }
             ^
        t.view:1:6: note: first declared here
        view A { }
             ^

        """)
    }

    func testNoFileMeansNoSourceLine() {
        XCTAssertEqual(Diagnostic.error("-D x: oops", at: .none).rendered, "viewc: error: -D x: oops\n")
    }

    func testLineAndColumnArithmetic() {
        let f = source("ab\n\ncd")
        XCTAssertEqual(f.lineColumn(0).line, 1)
        XCTAssertEqual(f.lineColumn(2).column, 3)     // the newline itself ends line 1
        XCTAssertEqual(f.lineColumn(3).line, 2)
        XCTAssertEqual(f.lineColumn(4).line, 3)
        XCTAssertEqual(f.lineColumn(6).column, 3)     // end of file
        XCTAssertEqual(f.lineText(3), "cd")
        XCTAssertEqual(f.lineText(2), "")
        XCTAssertEqual(f.lineText(9), "")
    }
}
