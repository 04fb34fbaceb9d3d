// The drawing model in the IR: shadows, blend modes and gradient paints lower to balanced,
// printable ops with their source positions.

import XCTest
@testable import DrawIR
import ViewEval
import ViewSyntax
import ViewGeometry

final class DrawingIRTests: XCTestCase {
    func lower(_ text: String) -> IRDocument? {
        let file = SourceFile(path: "t.view", text: text)
        let (doc, diags) = Evaluator(loader: FileSystemLoader(mainDirectory: "/tmp")).evaluate(Parser.parse(file))
        XCTAssertEqual(diags.map(\.headline), [])
        return doc.map(Lowering.lower)
    }

    func testShadowBlendAndGradientOps() throws {
        let ir = try XCTUnwrap(lower("""
        canvas(width: 100, height: 100) {
            group {
                blendMode: .screen
                shadow: Shadow(offset: Size(1, 2), blur: 3, color: .red)
                path { rect(Rect(0, 0, 10, 10)); addClip() }
                drawLinearGradient(Gradient(colors: [.black, .white]), start: Point(0, 0), end: Point(10, 0), options: [.drawsAfterEndLocation])
            }
        }
        """))
        XCTAssertTrue(Lowering.isBalanced(ir.pages[0]))
        let text = IRPrinter.print(ir)
        // The canvas's drawing blends, so it is its backing store, drawn offscreen.
        XCTAssertTrue(text.contains("""
            beginLayer alpha=1  @1:1
              save  @2:5
                blendMode screen  @2:5
                beginShadow offset=1,2 sigma=1.5 color=#ff0000 space=base  @2:5
                  clip nonzero M 0 0 L 10 0 L 10 10 L 0 10 Z  @5:42
                  paint linear(0 0 -> 10 0 after #000000@0 #ffffff@1)  @6:9
                endShadow  @2:5
              restore  @2:5
            endLayer  @1:1
        """), text)
    }

    func testAContextBlockLowersItsSavedStatesAsNestedSaves() throws {
        let ir = try XCTUnwrap(lower("""
        canvas(width: 100, height: 100) {
            context {
                saveGState()
                saveGState()
                clip(to: Rect(0, 0, 5, 5))
                fill(Rect(0, 0, 50, 50))
                restoreGState()
                restoreGState()
            }
        }
        """))
        let ops = ir.pages[0].items.map(\.op)
        XCTAssertEqual(ops.filter { $0 == .save }.count, 3)   // the canvas and two saved states
        XCTAssertTrue(Lowering.isBalanced(ir.pages[0]))
    }
}
