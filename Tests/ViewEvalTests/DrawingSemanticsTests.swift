// What a drawing means where UIKit fixes it: the canvas is the page, so its geometry comes
// from its size alone; a path is built to be painted, so one that never is gets a warning;
// a group is a saved graphics state, so the line settings made in it end with it.

import XCTest
import ViewSyntax
import ViewGeometry
@testable import ViewEval

final class DrawingSemanticsTests: XCTestCase {
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
}
