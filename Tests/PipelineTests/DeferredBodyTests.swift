// The deferred canvas body (Run/DeferredBody.swift): a file compiled with its canvas body read,
// checked and run a statement at a time gives the same bytes in every format, and the same
// diagnostics, as the file parsed whole; and the compile falls back to the whole file exactly
// where the deferred body cannot be trusted (anything reported, classes, a second canvas).

import Foundation
import XCTest
import CairoBackend
import DrawIR
import ViewEval
import ViewSyntax
@testable import ViewcDriver

final class DeferredBodyTests: XCTestCase {
    /// Compiles `main` (beside `files`) deferred and whole; asserts the same diagnostics and
    /// the same SVG, PDF and PNG bytes; returns whether the deferred body was used.
    @discardableResult
    func same(_ main: String, files: [String: String] = [:], defines: [(String, String)] = [],
              category: String = "large", file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let dir = scratchFolder(self)
        for (name, text) in files { put(text, dir + "/" + name) }
        put(main, dir + "/main.view")
        return same(path: dir + "/main.view", defines: defines, category: category, file: file, line: line)
    }

    @discardableResult
    func same(path: String, defines: [(String, String)] = [], category: String = "large",
              file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let source = try! Driver.readSource(path)
        var options = EvalOptions()
        options.defines = defines.map { (name: $0.0, value: $0.1) }
        options.contentSizeCategory = .init(rawValue: category)!
        let deferred = Driver.compile(source, options)
        let whole = Driver.compile(source, options, deferCanvasBody: false)
        XCTAssertFalse(whole.deferredCanvasBody, file: file, line: line)
        XCTAssertEqual(deferred.diagnostics.map(\.rendered), whole.diagnostics.map(\.rendered), file: file, line: line)
        XCTAssertEqual(deferred.hasErrors, whole.hasErrors, file: file, line: line)
        XCTAssertEqual(deferred.inputs, whole.inputs, file: file, line: line)
        XCTAssertEqual(deferred.parameters.map(\.name), whole.parameters.map(\.name), file: file, line: line)
        guard let d = deferred.document, let w = whole.document else {
            XCTAssertTrue(deferred.document == nil && whole.document == nil, file: file, line: line)
            return deferred.deferredCanvasBody
        }
        let (di, wi) = (Driver.lower(d).ir, Driver.lower(w).ir)
        XCTAssertEqual(IRPrinter.print(di), IRPrinter.print(wi), file: file, line: line)
        for format in [OutputFormat.svg, .pdf, .png] {
            for page in format == .pdf ? [Int?.none] : (1...di.pages.count).map({ Optional($0) }) {
                let a = try! Driver.render(di, format: format, scale: 1, idPrefix: "t", page: page)
                let b = try! Driver.render(wi, format: format, scale: 1, idPrefix: "t", page: page)
                XCTAssertTrue(a == b, "\(format) bytes differ", file: file, line: line)
            }
        }
        return deferred.deferredCanvasBody
    }

    func testBodiesOfEveryKindGiveTheSameBytes() {
        XCTAssertTrue(same("""
        let side = 40
        canvas(width: 300, height: 200) {
            backgroundColor: #F0F0F0
            let inset = side / 4; let color = .systemBlue
            path {
                move(to: Point(inset, inset)); line(to: Point(side, side))
                lineWidth: 2
                stroke(color)
            }
            for i in 0..<5 {
                view {
                    frame: Rect(10 + i * 50, 60, side, side)
                    backgroundColor: i % 2 == 0 ? .red : .green
                    path { rect(bounds.insetBy(dx: 4, dy: 4)); fill(.white) }
                }
            }
            if side > 10 { group { alpha: 0.5; path { oval(in: Rect(0, 0, inset, inset)); fill(.black) } } }
            else { path { rect(Rect(0, 0, 1, 1)); fill(.black) } }
            // Braces in comments and strings do not end the body: } { /* } */
            /* a block comment } with /* a nested } one */ */
            label {
                frame: Rect(10, 120, 280, 30)
                text: "a } brace, a \\" quote \\\\ and { another"
                textColor: .darkGray
            }
            label { frame: Rect(10, 160, 280, 30); text: "second string"; font: .body }
            let late = inset * 3
            path { rect(Rect(late, late, 5, 5)); fill(.orange) }
        }
        """))
    }

    /// Every sample: the same bytes; those without classes (gestures.view and skullview.view
    /// have some) and with a canvas (handout.view is a document) deferred.
    func testSamples() {
        var deferred: [String] = []
        for path in Package.samples where same(path: path) { deferred.append((path as NSString).lastPathComponent) }
        XCTAssertEqual(deferred, ["cards.view", "checkbutton.view", "contentmodes.view", "dynamic-type.view", "face.view",
                                  "images.view", "labels.view", "layers.view", "paint.view", "stroke-fill.view", "text.view",
                                  "triangle.view", "views.view"])
    }

    func testComponentsDeclaredBeforeAndAfterTheCanvas() {
        // Defaults that read top-level lets declared before and after the canvas.
        XCTAssertTrue(same("""
        let early = 3.0
        view Before {
            @inspectable width = early
            path { rect(bounds.insetBy(dx: width, dy: width)); fill(.blue) }
        }
        canvas(width: 200, height: 100) {
            Before(frame: Rect(0, 0, 50, 50))
            Before(frame: Rect(50, 0, 50, 50), width: 10)
            After(frame: Rect(100, 0, 50, 50))
            After(frame: Rect(150, 0, 50, 50)) { backgroundColor: .yellow }
        }
        let later = 7.0
        view After {
            @inspectable inset = early * 2
            @inspectable color = .red
            path { oval(in: bounds.insetBy(dx: inset, dy: inset)); fill(color) }
        }
        """))
    }

    /// The body sees the file as far as it has been read: a later top-level let is not in
    /// scope (the body's own let of that name is no redefinition, and reading it before it
    /// is declared is the whole file's error).
    func testTheBodySeesOnlyWhatComesBeforeIt() {
        XCTAssertTrue(same("""
        let a = 2
        canvas(width: 50, height: 50) {
            let b = 3
            path { rect(Rect(a, b, 10, 10)); fill(.red) }
        }
        let b = 20
        """))
        XCTAssertFalse(same("canvas(width: 10, height: 10) {\n  path { rect(Rect(0, 0, later, 1)); fill(.red) }\n}\nlet later = 3\n"))
    }

    func testImportsDefinesAndTextSizes() {
        let lib = """
        let shared = 12
        let hidden = 1
        view Badge {
            @inspectable tint = .purple
            path { oval(in: bounds); fill(tint) }
        }
        """
        let main = """
        import "lib.view"
        let size = 20
        canvas(width: 200, height: 120) {
            Badge(frame: Rect(0, 0, shared, shared))
            path { rect(Rect(size, size, hidden * 10, 10)); fill(.black) }
            label { frame: Rect(10, 40, 180, 40); text: "Body text"; font: .body }
        }
        let hidden = 5
        """
        XCTAssertTrue(same(main, files: ["lib.view": lib]))
        XCTAssertTrue(same(main, files: ["lib.view": lib], defines: [("size", "33")]))
        XCTAssertTrue(same(main, files: ["lib.view": lib], category: "accessibilityLarge"))
    }

    /// What the whole file would report, the compile reports, from the whole file.
    func testAnythingReportedFallsBackToTheWholeFile() {
        let cases = [
            // a syntax error, a check error, a run-time error, a run-time warning in the body
            "canvas(width: 10, height: 10) {\n  path { move(to: Point(0, 0) }\n}\n",
            "canvas(width: 10, height: 10) {\n  path { fill(.red) }\n  lineWidth: \"wide\"\n}\n",
            "let zero = 0\ncanvas(width: 10, height: 10) {\n  let xs = [1, 2]\n  path { rect(Rect(0, 0, xs[zero + 2], 1)); fill(.red) }\n}\n",
            "canvas(width: 10, height: 10) {\n  path { rect(Rect(0, 0, 1, 1)) }\n}\n",
            // an error after the canvas, a second canvas, an unknown -D
            "canvas(width: 10, height: 10) {\n  path { rect(Rect(0, 0, 1, 1)); fill(.red) }\n}\nlet x = nope\n",
            "canvas(width: 10, height: 10) {\n}\ncanvas(width: 10, height: 10) {\n}\n",
            // a statement the body scan and the parser see differently ends in an error too
            "canvas(width: 10, height: 10) {\n  path { rect(Rect(0, 0, 1, 1)); fill(.red) } path { }\n}\n",
            "canvas(width: 10, height: 10) {\n  label { text: \"unterminated }\n}\n",
            // a string literal opening the body, on the brace's line: its token must be read
            // once the lexer holds the tree's strings, or it names the file's first string (or
            // none, and the compile traps)
            "canvas(width: 200, height: 100) { \"Drawn\".draw(in: Rect(10, 10, 150, 40))\n}\n",
            "let other = \"Other\"\ncanvas(width: 200, height: 100) { \"Drawn\".draw(in: Rect(10, 10, 150, 40))\n}\n",
        ]
        for text in cases { XCTAssertFalse(same(text), text) }
        XCTAssertFalse(same("canvas(width: 10, height: 10) {\n}\n", defines: [("missing", "1")]))
    }

    func testClassesAreNotDeferred() {
        XCTAssertFalse(same("""
        class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        canvas(width: 50, height: 50) {
            Dot(frame: Rect(0, 0, 50, 50))
        }
        """))
    }

    /// A file that writes the word `class`, before or after its canvas, has no deferred body:
    /// one with a class would be abandoned (Runner.evaluate) and the whole file parsed a second
    /// time, so the parser reads its canvas body with the rest, once. A file without the word
    /// keeps its deferred body.
    func testAFileThatWritesAClassIsParsedWholeAtOnce() {
        let cls = "class Dot: UIView {\n    override func draw(_ rect: CGRect) { UIRectFill(bounds) }\n}\n"
        let canvas = "canvas(width: 50, height: 50) {\n    Dot(frame: Rect(0, 0, 50, 50))\n}\n"
        for text in [canvas + cls, cls + canvas, canvas + "// a class is drawn above\n"] {
            XCTAssertNil(Parser.parse(SourceFile(path: "c.view", text: text), deferCanvasBody: true).deferredBlock, text)
        }
        let plain = "canvas(width: 50, height: 50) {\n    path { rect(Rect(0, 0, 5, 5)); fill(.red) }\n}\n// classes, subclass\n"
        XCTAssertNotNil(Parser.parse(SourceFile(path: "p.view", text: plain), deferCanvasBody: true).deferredBlock)
        XCTAssertFalse(same(canvas + cls))
    }

    /// A large file's deferred body lets the text it has read go as it runs
    /// (EvalOptions.releasesReadText): its pages are handed back, and what needs the text
    /// again — a diagnostic, the whole file parsed when a warning at the body's end abandons it
    /// — reads it back from the file as it was, with the whole compile's diagnostics and IR.
    func testALargeBodyLetsItsTextGoAndReadsItBack() {
        let file = scratchFolder(self) + "/big.view"
        var body = "canvas(width: 400, height: 400) {\n"
        // 2.25 MiB, let go twice; long comments keep the statements few.
        let comment = String(repeating: "-", count: 400)
        while body.utf8.count < 9 << 18 { body += "    path { rect(Rect(1, 2, 3, 4)); fill(rgb(0.25, 0.5, 0.75)) }   // \(comment)\n" }
        // The second ends with a path that is never painted, which warns.
        for ending in ["}\n", "    path { rect(Rect(0, 0, 1, 1)) }\n}\n"] {
            put(body + ending, file)
            var options = EvalOptions()
            options.releasesReadText = file
            let source = try! Driver.readSource(file)
            let released = Driver.compile(source, options)
            if ending == "}\n" {
                XCTAssertTrue(released.deferredCanvasBody)
                XCTAssertTrue(source.bytes[..<(1 << 20)].contains(0), "the text read was handed back")
            }
            let whole = Driver.compile(try! Driver.readSource(file), EvalOptions(), deferCanvasBody: false)
            XCTAssertEqual(released.diagnostics.map(\.rendered), whole.diagnostics.map(\.rendered))
            XCTAssertEqual(released.diagnostics.count, ending == "}\n" ? 0 : 1)
            XCTAssertEqual(IRPrinter.print(Driver.lower(released.document!).ir), IRPrinter.print(Driver.lower(whole.document!).ir))
            XCTAssertTrue(source.readTextBack())
            XCTAssertTrue(source.bytes.elementsEqual((body + ending).utf8))
        }
    }

    func testTheGeneratedSceneIsDeferred() {
        var text = "canvas(width: 400, height: 400) {\n    backgroundColor: white\n"
        for i in 0..<300 {
            let x = Double(i % 20) * 20, y = Double(i / 20) * 25
            text += """
                path {
                    move(to: Point(\(x), \(y)))
                    curve(to: Point(\(x + 15), \(y + 12)), control1: Point(\(x + 3), \(y + 20)), control2: Point(\(x + 12), \(y - 4)))
                    close()
                    fill(rgb(\(Double(i % 7) / 7), 0.5, 0.25))
                    lineWidth: 1.5
                    stroke(rgb(0.1, 0.2, \(Double(i % 5) / 5)))
                }

            """
        }
        text += "}\n"
        XCTAssertTrue(same(text))
    }
}
