// Which names a file sees through imports: its own imports and nothing the importing file
// imported, also inside a trailing block written in an imported component; and no name two
// imports both define.

import XCTest
import ViewSyntax
import ViewGeometry
@testable import ViewEval

final class ImportScopeTests: XCTestCase {
    /// An instance's trailing block belongs to the file it is written in: inside an imported
    /// component it sees that file's imports, which the main file does not.
    func testATrailingBlockSeesTheComponentsOfItsOwnFile() throws {
        let imports = [
            "lib.view": "import \"helper.view\"\nview Outer {\n  Inner(frame: bounds) { Helper(frame: bounds) }\n}\nview Inner { }\n",
            "helper.view": "view Helper {\n  path { rect(bounds); fill(.red) }\n}\n",
        ]
        let r = evaluate("import \"lib.view\"\n" + inCanvas("  Outer(frame: Rect(0, 0, 10, 10))"), imports: imports)
        XCTAssertEqual(r.headlines, [])
        let outer = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(outer.subviews.first?.kind, "Inner")
        XCTAssertEqual(outer.subviews.first?.subviews.first?.kind, "Helper")
        // The main file itself still does not see Helper (imports are not passed on).
        XCTAssertEqual(evaluate("import \"lib.view\"\n" + inCanvas("  Helper(frame: bounds)"), imports: imports).headlines.first?.contains("Helper"), true)
    }

    /// Two imports that define one name are an error at the second import, since neither can
    /// be said to win; the file's own definitions may still shadow an import, and one file
    /// imported twice is no conflict.
    func testTwoImportsDefiningOneNameIsAnError() {
        let imports = ["a.view": "let gap = 4\nview Badge { }\n", "b.view": "let gap = 8\nview Badge { }\n"]
        let r = evaluate("import \"a.view\"\nimport \"b.view\"\n" + inCanvas("  Badge(frame: bounds)"), imports: imports)
        XCTAssertEqual(r.headlines, [
            "t.view:2:8: error: 'gap' is defined by both 'a.view' and 'b.view'; rename one of them",
            "t.view:2:8: error: component 'Badge' is declared by both 'a.view' and 'b.view'; rename one of them",
        ])
        XCTAssertEqual(evaluate("import \"a.view\"\nimport \"a.view\"\n" + inCanvas("  Badge(frame: bounds)"), imports: imports).headlines, [])
        XCTAssertEqual(evaluate("import \"a.view\"\nlet gap = 1\nview Badge { }\n" + inCanvas("  Badge(frame: bounds)"), imports: imports).headlines, [])
    }
}
