// Limits of the drawing model met at their place: SVG path data errors in a computed string,
// saveGState nesting against --max-depth.

import XCTest
@testable import ViewEval
import ViewGeometry
import ViewSyntax

final class DrawingLimitsTests: XCTestCase {
    func testSVGErrorInAStringThatIsNotALiteral() {
        let file = SourceFile(path: "t.view", text: "let d = \"M0 0 \" + \"L5\"\ncanvas(width: 10, height: 10) {\n    path { svg(d) }\n}\n")
        let (_, diags) = Evaluator(loader: FileSystemLoader(mainDirectory: "/tmp")).evaluate(Parser.parse(file))
        XCTAssertEqual(diags.map(\.headline), ["t.view:3:16: error: bad SVG path data at character 8 of the string: 'L' needs a point's y, but the path data ends"])
    }

    func testSaveGStateNestingIsLimited() {
        let file = SourceFile(path: "t.view", text: "canvas(width: 10, height: 10) {\n    context {\n        for i in 0..<1000 { saveGState() }\n    }\n}\n")
        let (doc, diags) = Evaluator(loader: FileSystemLoader(mainDirectory: "/tmp")).evaluate(Parser.parse(file))
        XCTAssertNil(doc)
        XCTAssertEqual(diags.map(\.headline), ["t.view:3:29: error: saveGState() nests deeper than 100 levels; raise the limit with --max-depth"])
    }
}
