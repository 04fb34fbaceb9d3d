// SVG chunks drawn while the front end still runs (CairoBackend/SVGSpeculation.swift, fed by
// ViewEval's Lower/DrawingFeed.swift): the bytes are always the one-surface render's, the
// chunks drawn ahead are used when the final page holds them, and every way the forecast can
// fail (a page-covering fill after the first chunks, a property the body sets late, a fill and
// a stroke of one path in two statements, a body abandoned for a warning) falls back to drawing
// what it must.

@testable import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class SVGSpeculationTests: XCTestCase {
    /// A reproducible pseudo-random sequence.
    struct Dice {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// `count` paths of the benchmark's kind (each filled, then stroked), one statement each;
    /// `extra(i)` is written before the i-th path.
    func scene(_ count: Int, seed: UInt64 = 11, extra: (Int) -> String = { _ in "" }) -> String {
        var d = Dice(state: seed)
        var text = "canvas(width: 600, height: 400) {\n    backgroundColor: white\n"
        func p() -> String { String(format: "Point(%.3f, %.3f)", d.next() * 600, d.next() * 400) }
        for i in 0..<count {
            text += extra(i)
            text += "    path {\n        move(to: \(p()))\n        curve(to: \(p()), control1: \(p()), control2: \(p()))\n        close()\n"
            text += String(format: "        fill(rgb(%.3f, %.3f, %.3f))\n        lineWidth: %.2f\n        lineJoin: .round\n        stroke(rgb(%.3f, %.3f, %.3f))\n    }\n",
                           d.next(), d.next(), d.next(), 0.5 + d.next() * 2, d.next(), d.next(), d.next())
        }
        return text + "}\n"
    }

    /// `text` compiled with a speculation following its canvas; `idle` cores idle when the
    /// first chunk is ready (every core the process may use, unless a test says otherwise,
    /// whatever the machine's load while the tests run).
    func compiled(_ text: String, idle: Int = Cores.available) -> (Compilation, SVGSpeculation) {
        let speculation = SVGSpeculation(idleCores: { idle })
        var options = EvalOptions()
        options.drawingStream = speculation
        return (Driver.compile(SourceFile(path: "t.view", text: text), options), speculation)
    }

    /// The SVG drawn with a speculation fed by the compile, the one-surface SVG of the same IR,
    /// and how many chunks drawn ahead were used.
    func render(_ text: String, idle: Int = Cores.available, file: StaticString = #filePath,
                line: UInt = #line) throws -> (ahead: [UInt8], one: [UInt8], reused: Int) {
        let (c, speculation) = compiled(text, idle: idle)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.headline), [], file: file, line: line)
        let ir = Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
        var o = RenderOptions(format: .svg)
        o.speculation = speculation
        let ahead = try CairoRenderer.render(ir, o)
        var one = RenderOptions(format: .svg)
        one.svgChunks = 1
        return (ahead, try CairoRenderer.render(ir, one), speculation.reused)
    }

    /// Chunks are drawn ahead only with a core to spare (and idle: `compiled`).
    var spare: Bool { Cores.available >= 2 }

    func testChunksDrawnAheadAreUsed() throws {
        // 3,000 paths: 6,000 items, as many whole chunks as fit before the last item drawn
        // ahead (each path's two items come in one statement), the rest drawn at the end.
        let r = try render(scene(3000))
        XCTAssertTrue(r.ahead == r.one, "the one-surface bytes")
        if spare { XCTAssertEqual(r.reused, (2 * 3000 - 1) / SVGSpeculation.chunkOps) }
    }

    func testNothingIsDrawnAheadWithoutAnIdleCore() throws {
        // Only the front end's own core idle (a build keeping the others busy): the page is
        // drawn at the end, in the same bytes.
        let (c, speculation) = compiled(scene(3000), idle: 1)
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let ir = Lowering.lower(try XCTUnwrap(c.document))
        var o = RenderOptions(format: .svg)
        o.speculation = speculation
        var one = RenderOptions(format: .svg)
        one.svgChunks = 1
        XCTAssertTrue(try CairoRenderer.render(ir, o) == CairoRenderer.render(ir, one))
        XCTAssertEqual(speculation.dispatched, 0)
        XCTAssertEqual(speculation.reused, 0)
    }

    func testASmallDrawingDrawsNothingAhead() throws {
        let r = try render(scene(200))
        XCTAssertTrue(r.ahead == r.one)
        XCTAssertEqual(r.reused, 0)
    }

    func testAPageCoveringFillAfterTheFirstChunks() throws {
        // An opaque fill of the whole page makes cairo drop everything before it: no chunk may
        // begin before it, so the chunks drawn ahead of it cannot be used.
        let r = try render(scene(3000) { i in
            i == 2800 ? "    path {\n        move(to: Point(0, 0))\n        line(to: Point(600, 0))\n        line(to: Point(600, 400))\n        line(to: Point(0, 400))\n        close()\n        fill(gray)\n    }\n" : ""
        })
        XCTAssertTrue(r.ahead == r.one)
        XCTAssertEqual(r.reused, 0)
    }

    func testAPropertyTheBodySetsLate() throws {
        // The canvas's background is part of the first chunk: set at the end, it is not what
        // the first chunk was drawn with.
        let r = try render(scene(3000) { i in i == 2900 ? "    backgroundColor: lightGray\n" : "" })
        XCTAssertTrue(r.ahead == r.one)
        XCTAssertEqual(r.reused, 0)
    }

    func testAFillAndAStrokeOfOnePathInTwoStatements() throws {
        // cairo writes a fill and then a stroke of the same path as one element: a chunk never
        // begins between the two statements.
        var d = Dice(state: 5)
        var text = "canvas(width: 600, height: 400) {\n    backgroundColor: white\n"
        for _ in 0..<3000 {
            let (x, y) = (d.next() * 560, d.next() * 360)
            let shape = String(format: "        move(to: Point(%.3f, %.3f))\n        line(to: Point(%.3f, %.3f))\n        line(to: Point(%.3f, %.3f))\n        close()\n",
                               x, y, x + 30, y + 5, x + 10, y + 35)
            text += "    path {\n\(shape)        fill(rgb(\(d.next()), 0.5, 0.5))\n    }\n"
            text += "    path {\n\(shape)        stroke(rgb(0.1, \(d.next()), 0.2))\n    }\n"
        }
        let r = try render(text + "}\n")
        XCTAssertTrue(r.ahead == r.one)
        if spare { XCTAssertGreaterThan(r.reused, 0) }
    }

    func testABodyAbandonedForAWarning() throws {
        // A path left unpainted in a context block is a warning: the deferred body is abandoned
        // and the file compiled whole, so what was drawn ahead is not the page's.
        let r = try render(scene(3000) { i in i == 2900 ? "    context {\n        move(to: Point(1, 1))\n        addLine(to: Point(5, 5))\n    }\n" : "" })
        XCTAssertTrue(r.ahead == r.one)
        XCTAssertEqual(r.reused, 0)
    }

    func testALabelStopsTheDrawingAhead() throws {
        // A label's text is not plain drawing: the page will not be cut, so nothing is drawn
        // ahead once the label is there (here from the start).
        let (c, speculation) = compiled(scene(3000) { i in i == 0 ? "    label { frame: Rect(10, 10, 300, 40); text: \"Title\" }\n" : "" })
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        XCTAssertEqual(speculation.dispatched, 0)
        speculation.cancel()
    }

    func testNothingTheValidationRefusesIsDrawnAhead() throws {
        // A path that a scale takes beyond the ±2,000,000 points cairo can draw on the page, at
        // the 2,000th path: the evaluation accepts it, the validation after it refuses the page.
        // The chunks before it are drawn ahead, the one that would hold it never is.
        let (c, speculation) = compiled(scene(3000) { i in i == 2000 ? "    group { transform: scale(1000); path { rect(Rect(3000, 3000, 10, 10)); fill(.red) } }\n" : "" })
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let (_, refused) = Driver.lower(try XCTUnwrap(c.document))
        XCTAssertFalse(refused.filter { $0.severity == .error }.isEmpty, "the validation refuses the page")
        if spare { XCTAssertEqual(speculation.dispatched, 2 * 2000 / SVGSpeculation.chunkOps) }
        speculation.cancel()
    }

    func testTheBinaryWithSeveralOutputs() throws {
        // The command line draws ahead for the SVG also when a PDF is rendered beside it.
        let dir = try temporaryDirectory(self)
        let view = dir.appendingPathComponent("scene.view")
        try scene(3000).write(to: view, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("a.svg"), pdf = dir.appendingPathComponent("a.pdf")
        let result = try Tools.run(Tools.viewc, [view.path, "-o", svg.path, "-o", pdf.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        var one = RenderOptions(format: .svg)
        one.svgChunks = 1
        XCTAssertTrue(try Array(Data(contentsOf: svg)) == CairoRenderer.render(try Render.ir(view.path), one))
    }
}
