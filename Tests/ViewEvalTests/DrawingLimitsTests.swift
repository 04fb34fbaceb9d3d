// Limits of the drawing model met at their place: SVG path data errors in a computed string,
// saveGState nesting, mask clips (each masks all that follows it) and images drawn into each
// other against --max-depth.

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

    /// The headlines of a view class whose draw(_:) is `body` (its lines from the file's fourth).
    func headlines(drawing body: String) -> [String] {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let file = SourceFile(path: "t.view", text: """
        canvas(width: 10, height: 10) { M(frame: Rect(0, 0, 10, 10)) }
        class M: UIView {
            override func draw(_ rect: CGRect) {
        \(indented)
            }
        }
        """)
        return Evaluator(loader: FileSystemLoader(mainDirectory: "/tmp")).evaluate(Parser.parse(file)).1.map(\.headline)
    }

    /// clip(to:mask:) in a loop nests a masked group per call: the 101st is the error, and the
    /// count starts again from the state restoreGState() goes back to.
    func testMaskClipNestingIsLimited() {
        func headlines(_ loop: String) -> [String] {
            self.headlines(drawing: """
            let ctx = UIGraphicsGetCurrentContext()!
            UIGraphicsBeginImageContext(bounds.size)
            let mask = UIGraphicsGetCurrentContext()!.makeImage()!
            UIGraphicsEndImageContext()
            \(loop)
            """)
        }
        XCTAssertEqual(headlines("for _ in 0..<1000 { ctx.clip(to: bounds, mask: mask) }"),
                       ["t.view:8:29: error: clip(to:mask:) masks nest deeper than 100 levels (each masks all that follows it until restoreGState()); raise the limit with --max-depth"])
        XCTAssertEqual(headlines("for _ in 0..<1000 { ctx.saveGState(); ctx.clip(to: bounds, mask: mask); ctx.restoreGState() }"), [])
    }

    /// An image drawn in code drawn into the next one's context (or masking it) nests in it:
    /// a chain of 1,000 is an error at the 101st image, not a stack overflow where it is drawn.
    func testImagesDrawnIntoEachOtherNestNoDeeperThanTheLimit() {
        func headlines(_ use: String) -> [String] {
            self.headlines(drawing: """
            UIGraphicsBeginImageContext(bounds.size)
            var img = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            for _ in 0..<1000 {
                UIGraphicsBeginImageContext(bounds.size)
                \(use)
                img = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
            }
            img.draw(in: bounds)
            """)
        }
        let message = "t.view:10:19: error: images drawn in code nest deeper than 100 levels (each drawn into the next one's context); raise the limit with --max-depth"
        XCTAssertEqual(headlines("img.draw(in: bounds)"), [message])
        XCTAssertEqual(headlines("UIGraphicsGetCurrentContext()!.clip(to: bounds, mask: img.cgImage!); UIRectFill(bounds)"), [message])
        XCTAssertEqual(headlines("UIRectFill(bounds)"), [])
    }
}
