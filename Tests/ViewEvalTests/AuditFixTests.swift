// Mistakes an audit found getting through: mixed types that only fail on some runs, a
// `.name` typo with no suggestion, a transform no renderer can place, a canvas whose
// geometry drifts off its page, and a path that is built but never painted.

import XCTest
import ViewSyntax
import ViewGeometry
@testable import ViewEval

final class AuditFixTests: XCTestCase {
    func testBranchesOfATernaryMustHaveOneType() {
        let text = "@inspectable on = true\nlet w = on ? 10 : \"ten\"\n" + inCanvas("")
        XCTAssertEqual(evaluate(text).headlines,
                       ["t.view:2:9: error: the branches of '?:' have different types: a Number and a String"])
        // The same with the other branch chosen by -D: still one error, at the same place.
        XCTAssertEqual(evaluate(text, defines: [("on", "false")]).headlines,
                       ["t.view:2:9: error: the branches of '?:' have different types: a Number and a String"])
        XCTAssertEqual(evaluate("let w = true ? 1 : 2\n" + inCanvas("")).headlines, [])
    }

    func testAListHoldsOneType() {
        XCTAssertEqual(evaluate("let xs = [1, 2, \"a\"]\n" + inCanvas("")).headlines,
                       ["t.view:1:17: error: a list holds values of one type: this is a String, but the list starts with a Number"])
        // Also where the list is built at run time, in a branch never taken.
        XCTAssertEqual(evaluate(inCanvas("  if false { for x in [Point(1, 1), 2] { } }")).headlines,
                       ["t.view:2:37: error: a list holds values of one type: this is a Number, but the list starts with a Point"])
        XCTAssertEqual(evaluate("let xs = [[1], [2, 3]]\n" + inCanvas("")).headlines, [])
    }

    func testAColorTypoAfterADotGetsASuggestion() {
        XCTAssertEqual(evaluate(inCanvas("  view { backgroundColor: .systemBlu }")).headlines,
                       ["t.view:2:27: error: 'backgroundColor' is a Color, not '.systemBlu'; did you mean '.systemBlue'?"])
        XCTAssertEqual(evaluate(inCanvas("  path { rect(bounds); stroke(.rde) }")).headlines,
                       ["t.view:2:31: error: 'stroke' expects a Color for argument 1, not '.rde'; did you mean '.red'?"])
        // Nothing close: no suggestion.
        XCTAssertEqual(evaluate(inCanvas("  view { backgroundColor: .zzzzzz }")).headlines,
                       ["t.view:2:27: error: 'backgroundColor' is a Color, not '.zzzzzz'"])
    }

    func testATransformTooLargeToDrawIsAnErrorAtItsValue() {
        XCTAssertEqual(evaluate(inCanvas("  view { transform: scale(1e300) }")).headlines,
                       ["t.view:2:21: error: this transform is too large to draw: 1e+300 is beyond ±1e9"])
        XCTAssertEqual(evaluate(inCanvas("  group { transform: translate(0, 0).scaledBy(x: 1e12, y: 1) }")).headlines,
                       ["t.view:2:22: error: this transform is too large to draw: 1000000000000 is beyond ±1e9"])
        XCTAssertEqual(evaluate(inCanvas("  view { transform: scale(1e6) }")).headlines, [])
    }

    func testTheCanvasGeometryComesFromItsSize() {
        for name in ["frame: Rect(10, 10, 50, 50)", "bounds: Rect(0, 0, 5, 5)", "center: Point(1, 1)", "transform: rotate(1)"] {
            let prop = String(name.prefix(while: { $0 != ":" }))
            XCTAssertEqual(evaluate(inCanvas("  " + name)).headlines,
                           ["t.view:2:3: error: the canvas is the page: its size comes from canvas(width:height:), and its '\(prop)' cannot be set"])
        }
    }

    func testAPathNeverPaintedIsAWarning() {
        let r = evaluate(inCanvas("  path { move(to: Point(1, 1)); line(to: Point(5, 5)) }"))
        XCTAssertNotNil(r.document, "a warning does not stop the compile")
        XCTAssertEqual(r.headlines, ["t.view:2:3: warning: this path is never painted; fill(…), stroke(…) or addClip() would use it"])
        // Painted, clipped or empty paths say nothing; nor does a path whose body had an error.
        XCTAssertEqual(evaluate(inCanvas("  path { rect(bounds); addClip() }\n  path { }")).headlines, [])
        XCTAssertEqual(evaluate(inCanvas("  path { rect(bounds); stroke(.rde) }")).headlines.count, 1)
    }

    /// A group is CGContext's saveGState/restoreGState: line settings set in it are where the
    /// paths and context blocks inside start, nested groups inherit them, and they end with it.
    func testGroupLineSettingsEndWithTheGroup() throws {
        let text = inCanvas("""
          group {
            lineWidth: 8
            lineCap: .round
            dash: [4, 2]
            path { move(to: Point(0, 0)); line(to: Point(9, 0)); stroke() }
            group { lineWidth: 2; path { move(to: Point(0, 1)); line(to: Point(9, 1)); stroke() } }
            context { move(to: Point(0, 2)); addLine(to: Point(9, 2)); strokePath() }
          }
          path { move(to: Point(0, 3)); line(to: Point(9, 3)); stroke() }
        """)
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [])
        var styles: [StrokeStyle] = []
        func walk(_ cmds: [DrawCommand]) {
            for c in cmds {
                switch c {
                case .stroke(_, _, let st, _): styles.append(st)
                case .group(let inner, _): walk(inner)
                default: break
                }
            }
        }
        walk(try XCTUnwrap(r.document?.pages.first?.root.content))
        XCTAssertEqual(styles.map { $0.lineWidth }, [8, 2, 8, 1])
        XCTAssertEqual(styles.map { $0.lineCap }, [LineCap.round, .round, .round, .butt])
        XCTAssertEqual(styles.map { $0.dash }, [[4, 2], [4, 2], [4, 2], []])
        XCTAssertEqual(evaluate(inCanvas("  group { lineWidth: -1 }")).headlines,
                       ["t.view:2:22: error: lineWidth must not be negative (it is -1)"])
        XCTAssertEqual(evaluate(inCanvas("  group { usesEvenOddFillRule: true }")).headlines,
                       ["t.view:2:11: error: 'usesEvenOddFillRule' belongs to a path (UIBezierPath); set it inside a 'path { … }' block"])
    }

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

    /// Two imports that define one name are an error at the second import (before, the first
    /// silently won); the file's own definitions may still shadow an import, and one file
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
