// A large drawing's PNG drawn as its canvas body runs (CairoBackend/PNGStreaming.swift, fed by
// ViewEval's Lower/DrawingFeed.swift, decided in ViewcDriver/Pipeline.swift): the bytes are
// always those of the page drawn on one surface at the end, the stream is used when the page
// lowered at the end is the frame it drew the drawing in, and every way it can fail — a
// background set after the drawing began, a statement that blends or that the stream does not
// take, subviews and a border after the drawing, an error after the drawing began — draws what
// it must: the drawing evaluated again, or nothing at all.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class PNGStreamingTests: XCTestCase {

    /// `count` translucent paths, each filled, then stroked, one statement each: more than the
    /// 1 MiB from which a compile streams its PNG. `extra(i)` is written before the i-th path,
    /// `end` before the canvas's closing brace.
    func scene(_ count: Int = 4500, extra: (Int) -> String = { _ in "" }, end: String = "") -> String {
        // Numbers in [0, 1) from a multiplicative hash of a counter: the same scene every run.
        var k: UInt64 = 7
        func next() -> Double {
            k += 1
            return Double((k &* 0x9E37_79B9_7F4A_7C15) >> 11) / Double(1 << 53)
        }
        var text = "canvas(width: 500, height: 300) {\n    backgroundColor: white\n"
        func p() -> String { String(format: "Point(%.3f, %.3f)", next() * 500, next() * 300) }
        for i in 0..<count {
            text += extra(i)
            text += "    path {\n        move(to: \(p()))\n        curve(to: \(p()), control1: \(p()), control2: \(p()))\n        close()\n"
            text += String(format: "        fill(rgb(%.3f, %.3f, %.3f, %.2f))\n        lineWidth: %.2f\n        lineJoin: .round\n        stroke(rgb(%.3f, %.3f, %.3f))\n    }\n",
                           next(), next(), next(), 0.2 + 0.6 * next(), 0.5 + next() * 4, next(), next(), next())
        }
        return text + end + "}\n"
    }

    /// `text` compiled to a PNG as the compile command compiles it (its one output a PNG at
    /// `scale`), and the PNG of the same file drawn on one surface from the IR lowered whole;
    /// whether the compile drew the PNG as the drawing was made.
    func compiled(_ text: String, scale: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws
        -> (streamed: [UInt8], one: [UInt8], wasStreamed: Bool) {
        let dir = scratchFolder(self)
        let path = dir + "/d.view"
        put(text, path)
        XCTAssertGreaterThan(text.utf8.count, 1 << 20, "large enough to stream", file: file, line: line)
        var options = CompileOptions(input: path)
        options.outputs = [dir + "/d.png"]
        let pipeline = Pipeline(options) { ds in XCTAssertEqual(ds.map(\.headline), [], file: file, line: line) }
        var products = Products(formats: [.png]) { _, _ in [PlannedOutput(path: dir + "/d.png", format: .png, scale: scale, page: nil)] }
        products.keepsIR = false
        products.streamsPNG = scale
        let made = try pipeline.make(products)
        XCTAssertFalse(made.failed, file: file, line: line)
        let c = Driver.compile(SourceFile(path: path, text: text), EvalOptions())
        var one = RenderOptions(format: .png)
        one.bands = 1
        one.scale = scale
        let ir = Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
        return (try XCTUnwrap(made.rendered.first, file: file, line: line).bytes, try CairoRenderer.render(ir, one), made.streamedPNG)
    }

    /// `text` compiled with a stream of `bands` drawing threads following its canvas, the PNG
    /// it finishes, and the one-surface PNG of the file compiled again without it.
    func streamed(_ text: String, bands: Int, file: StaticString = #filePath, line: UInt = #line) throws -> (streamed: [UInt8], one: [UInt8]) {
        let stream = PNGStreaming(scale: 1, bands: { _, _ in bands })
        var options = EvalOptions()
        options.drawingStream = stream
        let c = Driver.compile(SourceFile(path: "t.view", text: text), options)
        let doc = try XCTUnwrap(c.document, file: file, line: line)
        XCTAssertTrue(doc.pages[0].root.handedOnDrawingHolds, "the drawing was taken", file: file, line: line)
        XCTAssertTrue(stream.settle(), file: file, line: line)
        let ir = Lowering.lower(doc)
        XCTAssertTrue(stream.fits(ir.pages[0]), file: file, line: line)
        var o = RenderOptions(format: .png)
        o.streamed = stream
        let bytes = try CairoRenderer.render(ir, o)
        let again = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        var one = RenderOptions(format: .png)
        one.bands = 1
        return (bytes, try CairoRenderer.render(Lowering.lower(try XCTUnwrap(again.document, file: file, line: line)), one))
    }

    func testOnOneSurfaceAndInBands() throws {
        // Each band's thread draws every batch into its rows; a subview and the border after the
        // drawing are drawn by every band at the end. (An opaque page and a translucent one:
        // the PNG is RGB or RGBA by the pixels.)
        for background in ["white", "rgb(1, 1, 1, 0.5)"] {
            let text = scene(1500, end: "    view { frame: Rect(40, 20, 70, 70); backgroundColor: .systemYellow }\n    layer.borderWidth: 3\n    layer.borderColor: .systemRed\n")
                .replacingOccurrences(of: "backgroundColor: white", with: "backgroundColor: \(background)")
            for bands in [1, 2, 3] {
                let r = try streamed(text, bands: bands)
                XCTAssertTrue(r.streamed == r.one, "\(bands) bands on \(background): the one-surface bytes")
            }
        }
    }

    func testALargeDrawingIsDrawnAsItIsMade() throws {
        let r = try compiled(scene())
        XCTAssertTrue(r.streamed == r.one, "the one-surface bytes")
        XCTAssertTrue(r.wasStreamed)
    }

    func testAtTwicePixelsPerPoint() throws {
        let r = try compiled(scene(), scale: 2)
        XCTAssertTrue(r.streamed == r.one)
        XCTAssertTrue(r.wasStreamed)
    }

    func testSubviewsAndABorderAfterTheDrawing() throws {
        // The rest of the page (a subview, the canvas's border, what closes the canvas) is drawn
        // over the drawing, as on one surface.
        let r = try compiled(scene(extra: { i in
            i == 10 ? "    group {\n        transform: rotate(0.37)\n        path { rect(Rect(15, 16, 335, 160)); fill(rgb(0.2, 0.3, 0.9, 0.5)) }\n    }\n" : ""
        },                         end: "    view { frame: Rect(40, 20, 70, 70); backgroundColor: .systemYellow; layer.cornerRadius: 35 }\n    layer.borderWidth: 4\n    layer.borderColor: .systemBlue\n"))
        XCTAssertTrue(r.streamed == r.one)
        XCTAssertTrue(r.wasStreamed)
    }

    func testABackgroundSetAfterTheDrawingBegan() throws {
        // The background was drawn before the drawing: set at the end, the page begins otherwise,
        // and the drawing is evaluated again.
        let r = try compiled(scene(extra: { i in i == 4400 ? "    backgroundColor: lightGray\n" : "" }))
        XCTAssertTrue(r.streamed == r.one)
        XCTAssertFalse(r.wasStreamed)
    }

    func testAStatementThatBlendsAfterTheDrawingBegan() throws {
        // Drawing that blends puts the canvas's whole drawing into a layer.
        let r = try compiled(scene(extra: { i in
            i == 3000 ? "    group {\n        blendMode: .multiply\n        path { rect(Rect(15, 16, 335, 160)); fill(.systemYellow) }\n    }\n" : ""
        }))
        XCTAssertTrue(r.streamed == r.one)
        XCTAssertFalse(r.wasStreamed)
    }

    func testAStatementTheStreamDoesNotTake() throws {
        // A shadowed group is not plain drawing: the stream stops there.
        let r = try compiled(scene(extra: { i in
            i == 2000 ? "    group {\n        shadow: Shadow(offset: Size(3, 3), blur: 4, color: black)\n        path { rect(Rect(15, 16, 35, 60)); fill(.systemRed) }\n    }\n" : ""
        }))
        XCTAssertTrue(r.streamed == r.one)
        XCTAssertFalse(r.wasStreamed)
    }

    func testAnErrorAfterTheDrawingBeganRendersNothing() throws {
        // The body is abandoned at the error and the file compiled whole: the compile fails with
        // that error alone, nothing is rendered, and the surface drawn so far is let go.
        let dir = scratchFolder(self)
        let path = dir + "/d.view"
        put(scene(end: "    path { rect(Rect(1, 2, 3, 4)); fill(notAColor) }\n"), path)
        var options = CompileOptions(input: path)
        options.outputs = [dir + "/d.png"]
        var reported: [Diagnostic] = []
        let pipeline = Pipeline(options) { reported += $0 }
        var products = Products(formats: [.png]) { _, _ in [PlannedOutput(path: dir + "/d.png", format: .png, scale: 1, page: nil)] }
        products.keepsIR = false
        products.streamsPNG = 1
        let made = try pipeline.make(products)
        XCTAssertTrue(made.failed)
        XCTAssertEqual(made.rendered.count, 0)
        XCTAssertFalse(made.streamedPNG)
        XCTAssertEqual(reported.filter { $0.severity == .error }.count, 1)
        XCTAssertTrue(reported.contains { $0.headline.contains("notAColor") }, reported.map(\.headline).joined(separator: "\n"))
    }
}
