// Parser.parse(_:deferCanvasBody:): the first top-level canvas's body is skipped to its closing
// brace by a scan that knows strings and comments, and DeferredBodyParser reads it back a
// statement at a time — the same statements, at the same places, as the whole-file parse.

import XCTest
@testable import ViewSyntax

final class DeferredBodyParseTests: XCTestCase {
    /// The body's statements read back one at a time: kind and range of each.
    func readBack(_ text: String) -> (deferred: [String], whole: [String])? {
        let file = SourceFile(path: "t.view", text: text)
        let tree = Parser.parse(file, deferCanvasBody: true)
        guard let block = tree.deferredBlock else { return nil }
        XCTAssertEqual(tree.diagnostics.count, 0)
        let whole = Parser.parse(file)
        let canvas = whole.topLevel.first { whole.kind($0) == .block && whole.name(whole.blockKind($0).kind) == "canvas" }!
        XCTAssertEqual(tree.range(block), whole.range(canvas))
        let body = DeferredBodyParser(tree: tree, block: block)
        var out: [String] = []
        while let s = body.next() {
            out.append("\(tree.kind(s)) \(tree.range(s).lower)-\(tree.range(s).upper)")
            let m = body.mark
            XCTAssertGreaterThan(tree.nodeCount, 0)
            body.truncate(to: m)
        }
        XCTAssertFalse(body.failed)
        XCTAssertTrue(body.finished)
        return (out, whole.blockBody(canvas).map { "\(whole.kind($0)) \(whole.range($0).lower)-\(whole.range($0).upper)" })
    }

    func testTheBodyReadsBackAsTheWholeParse() {
        let text = """
        let a = 1
        canvas(width: 10, height: 10) {
            backgroundColor: .red; let s = "a } and a \\" and {"
            // a comment with } braces {
            /* nested /* } */ } */
            path { move(to: Point(0, 0)); line(to: Point(1, 1)); stroke(.blue) }
            if a > 0 { view { frame: Rect(0, 0, 1, 1) } }
            else { view { } }
            label { text: "x{" }
        }
        view After { }
        """
        let r = readBack(text)!
        XCTAssertEqual(r.deferred, r.whole)
        XCTAssertEqual(r.deferred.count, 5)
        // The bound counts lines and ';'-separated parts, not blanks and comments (the `else`
        // line is one more).
        let tree = Parser.parse(SourceFile(path: "t.view", text: text), deferCanvasBody: true)
        XCTAssertEqual(tree.deferredBody(tree.deferredBlock!)?.statements, 6)
    }

    func testWhatTheScanIsNotSureOfIsParsedWhole() {
        // An unterminated string or comment, no closing brace, a canvas not at the top level.
        for text in ["canvas(width: 1, height: 1) {\n label { text: \"open }\n}\n",
                     "canvas(width: 1, height: 1) {\n /* open }\n}\n",
                     "canvas(width: 1, height: 1) {\n path {\n",
                     "if true {\n canvas(width: 1, height: 1) {\n }\n}\n"] {
            XCTAssertNil(Parser.parse(SourceFile(path: "t.view", text: text), deferCanvasBody: true).deferredBlock, text)
        }
        // Only when asked.
        XCTAssertNil(Parser.parse(SourceFile(path: "t.view", text: "canvas(width: 1, height: 1) {\n}\n")).deferredBlock)
    }

    func testAStringOpeningTheBodyIsItsOwn() {
        // The body's first token is read with the tree's strings in the lexer: read earlier, the
        // literal's index would name the file's first string ("other"), or none at all.
        for text in ["let other = \"other\"\ncanvas(width: 1, height: 1) { \"drawn\".count\n}\n",
                     "canvas(width: 1, height: 1) { \"drawn\".count; \"more\".count\n}\n"] {
            let tree = Parser.parse(SourceFile(path: "t.view", text: text), deferCanvasBody: true)
            let body = DeferredBodyParser(tree: tree, block: tree.deferredBlock!)
            var literals: [String] = []
            while let s = body.next() {
                literals.append(tree.string(tree.member(tree.expression(s)).base))   // "…".count
            }
            XCTAssertFalse(body.failed, text)
            XCTAssertEqual(literals.first, "drawn", text)
        }
    }

    func testABrokenStatementFails() {
        let tree = Parser.parse(SourceFile(path: "t.view", text: "canvas(width: 1, height: 1) {\n fill(.red\n}\n"), deferCanvasBody: true)
        let body = DeferredBodyParser(tree: tree, block: tree.deferredBlock!)
        while body.next() != nil {}
        XCTAssertTrue(body.failed)
    }
}
