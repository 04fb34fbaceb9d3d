// Every ```view block of docs/language.md and docs/editors.md is a whole file that must
// compile, so the reference cannot drift from the compiler. A failure names the block's line
// in the document.

import CairoBackend
import Foundation
import ViewEval
import ViewSyntax
import XCTest

final class DocExamplesTests: XCTestCase {
    /// The ```view blocks of a Markdown file: the line of each opening fence and the text.
    static func viewBlocks(_ markdown: String) -> [(line: Int, text: String)] {
        var out: [(Int, String)] = []
        var current: (Int, [String])? = nil
        for (i, line) in markdown.components(separatedBy: "\n").enumerated() {
            let t = line.trimmingCharacters(in: .whitespaces)
            if var c = current {
                if t == "```" { out.append((c.0, c.1.joined(separator: "\n") + "\n")); current = nil } else { c.1.append(line); current = c }
            } else if t == "```view" {
                current = (i + 1, [])
            }
        }
        return out
    }

    func testExtractionFindsBlocksAndTheirLines() {
        let md = "# T\n```view\nlet a = 1\n```\ntext\n```text\nnot this\n```\n  ```view\nlet b = 2\n  ```\n"
        let blocks = DocExamplesTests.viewBlocks(md)
        XCTAssertEqual(blocks.map(\.line), [2, 9])
        XCTAssertEqual(blocks.map(\.text), ["let a = 1\n", "let b = 2\n"])
    }

    func testEveryViewBlockInTheLanguageReferenceCompiles() throws {
        try compileBlocks(of: "language.md", atLeast: 8)
    }

    func testEveryViewBlockInTheEditorsGuideCompiles() throws {
        try compileBlocks(of: "editors.md", atLeast: 1)
    }

    func compileBlocks(of name: String, atLeast: Int) throws {
        let docs = packageRoot + "/docs"
        let markdown = try String(contentsOfFile: docs + "/" + name, encoding: .utf8)
        let blocks = DocExamplesTests.viewBlocks(markdown)
        XCTAssertGreaterThanOrEqual(blocks.count, atLeast, "docs/\(name) lost its examples")
        for (line, text) in blocks {
            // Imports in an example are relative to docs/, where the document is.
            let file = SourceFile(path: "docs/\(name) example at line \(line)", text: text,
                                  absolutePath: docs + "/example-\(line).view")
            let ev = Evaluator(options: EvalOptions(), loader: FileSystemLoader(mainDirectory: docs), textLayout: PangoTextLayout.shared)
            let (doc, diags) = ev.evaluate(Parser.parse(file))
            let errors = diags.filter { $0.severity == .error }
            XCTAssertTrue(doc != nil && errors.isEmpty,
                          "the example at docs/\(name):\(line) does not compile:\n" + errors.map(\.rendered).joined())
        }
    }
}
