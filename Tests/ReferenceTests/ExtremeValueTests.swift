// Values at the extremes end in a located error or in a drawing, never in a trap or an abort:
// a string or list doubled thirty times (the 1 MiB bounds), points and transforms beyond what
// cairo can place (errors at the call or transform that made them), an SVG arc whose numbers
// overflow, a label 1e300 points wide, a component fitted into a zero-width frame.

import Foundation
import XCTest
import CairoBackend
import DrawIR
import ViewEval
import ViewSyntax
import ViewcDriver

final class ExtremeValueTests: XCTestCase {
    func compile(_ text: String) -> Compilation {
        Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
    }

    /// Doubling a string or a list a few dozen times must be an error, not an abort for want
    /// of memory.
    func testStringAndListGrowthIsBounded() {
        var s = "let a0 = \"0123456789abcdef\"\nlet l0 = [1, 2, 3, 4, 5, 6, 7, 8]\n"
        for i in 1...30 { s += "let a\(i) = a\(i - 1) + a\(i - 1)\nlet l\(i) = l\(i - 1) + l\(i - 1)\n" }
        s += "canvas(width: 10, height: 10) { }\n"
        let heads = compile(s).diagnostics.map(\.headline)
        XCTAssertTrue(heads.contains { $0.hasSuffix("error: this string would be longer than 1048576 bytes") }, "\(heads)")
        XCTAssertTrue(heads.contains { $0.hasSuffix("error: this list would have more than 1048576 elements") }, "\(heads)")
    }

    /// An SVG arc whose numbers overflow becomes a line instead of trapping on Int(NaN); the
    /// line's far-off points are then the range error, not a crash.
    func testAnOverflowingSVGArcDoesNotTrap() {
        let c = compile("canvas(width: 10, height: 10) {\n  path { svg(\"M-1e308 0 A 1 1 0 0 1 1e308 0\"); stroke(.red) }\n}\n")
        XCTAssertEqual(c.diagnostics.map(\.headline),
                       ["t.view:2:48: error: this path reaches (-1e+308, 0), beyond the ±1000000 points a drawing can place"])
    }

    /// A label 1e300 points wide is measured and drawn without trapping in pango's units.
    func testAHugeLabelDoesNotTrap() throws {
        let ir = try Render.ir(text: """
        canvas(width: 40, height: 40) {
            label { frame: Rect(0, 0, 1e300, 1e300); text: "hello world"; numberOfLines: 0 }
            label { frame: Rect(0, 0, 1e300, 20); text: "hello"; sizeToFit() }
        }
        """)
        XCTAssertFalse(try Render.bytes(ir, .png).isEmpty)
    }

    /// A component drawn at its intrinsic size into a zero-width frame shows nothing of its
    /// drawing instead of failing the compile on a singular matrix.
    func testAFitIntoZeroSizeBoundsDrawsNothing() throws {
        let ir = try Render.ir(text: """
        canvas(width: 40, height: 40) {
            backgroundColor: .white
            Dot(frame: Rect(10, 10, 0, 20))
        }
        view Dot {
            intrinsicContentSize: Size(10, 10)
            contentMode: .scaleToFill
            path { oval(in: bounds); fill(.red) }
        }
        """)
        for f in OutputFormat.allCases { XCTAssertFalse(try Render.bytes(ir, f).isEmpty, f.rawValue) }
    }

    /// A point no renderer can place (cairo would wrap it around silently) is an error at the
    /// call that paints the path, in path blocks and context blocks alike.
    func testPointsBeyondTheDrawableRangeAreAnError() {
        let c = compile("""
        canvas(width: 100, height: 100) {
          path { move(to: Point(0, 0)); line(to: Point(1e12, 50)); stroke(.red) }
          context { move(to: Point(0, 0)); addLine(to: Point(0, -2e6)); strokePath() }
          path { move(to: Point(0, 0)); line(to: Point(1e6, -1e6)); stroke(.red) }
        }
        """)
        XCTAssertEqual(c.diagnostics.map(\.headline), [
            "t.view:2:60: error: this path reaches (1000000000000, 50), beyond the ±1000000 points a drawing can place",
            "t.view:3:65: error: this path reaches (0, -2000000), beyond the ±1000000 points a drawing can place",
        ])
    }

    /// Transforms each fine on its own can multiply into one cairo cannot draw: the error
    /// points at the transform where that happens, not at the canvas.
    func testABackendFailurePointsAtItsSource() throws {
        let n = 40
        let text = "canvas(width: 10, height: 10) {\n" + String(repeating: "group { transform: scale(0.00001)\n", count: n)
            + "path { rect(Rect(0, 0, 1, 1)); fill(.red) }\n" + String(repeating: "}\n", count: n) + "}\n"
        let ir = try Render.ir(text: text)
        XCTAssertThrowsError(try Render.bytes(ir, .png)) { e in
            let be = e as? BackendError
            XCTAssertEqual(be?.message, "this transform, combined with the ones around it, cannot be drawn (cairo: invalid matrix (not invertible))")
            XCTAssertEqual(be?.range?.shortDescription.hasPrefix("34:20-"), true, be?.range?.shortDescription ?? "no range")
        }
    }
}
