// Helpers for the evaluation tests: compile a string to a Document (or diagnostics) with an
// import loader that serves files from a dictionary.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

/// Serves imports from memory: `files["lib.view"]`.
struct MemoryLoader: SourceLoader {
    var files: [String: String] = [:]
    func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile {
        guard let text = files[path] else { throw LoadError("no such file: \(path)") }
        return SourceFile(path: path, text: text, absolutePath: "/mem/" + path)
    }
    func canonicalPath(_ file: SourceFile) -> String { file.absolutePath ?? file.path }
}

struct EvalResult {
    var document: Document?
    var diagnostics: [Diagnostic]
    var headlines: [String] { diagnostics.map(\.headline) }
    var rendered: [String] { diagnostics.map(\.rendered) }
}

func evaluate(_ text: String, defines: [(String, String)] = [], limits: Limits = Limits(),
              imports: [String: String] = [:]) -> EvalResult {
    var options = EvalOptions()
    options.defines = defines.map { (name: $0.0, value: $0.1) }
    options.limits = limits
    // As the command line does: the canvas body deferred, and the file parsed whole and
    // evaluated again when the deferred body is abandoned (Run/DeferredBody.swift).
    let file = SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")
    var ev = Evaluator(options: options, loader: MemoryLoader(files: imports))
    var (doc, diags) = ev.evaluate(Parser.parse(file, deferCanvasBody: true))
    if ev.abandonedDeferredBody {
        ev = Evaluator(options: options, loader: MemoryLoader(files: imports))
        (doc, diags) = ev.evaluate(Parser.parse(file))
    }
    return EvalResult(document: doc, diagnostics: diags)
}

/// What a file that must compile prints: its first note (`print`'s text).
func printed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    let r = evaluate(text)
    XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.headline), [], file: file, line: line)
    return r.diagnostics.first { $0.severity == .note }?.message
}

/// A file whose one view (10×10 points) runs `body` in its `draw(_:)`; the body's first line
/// is the file's fourth.
func inDraw(_ body: String) -> String {
    "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n"
        + body + "\n    }\n}\n"
}

/// What a file prints whose one view (10×10 points) runs `body` in its `draw(_:)`.
func printedInDraw(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    printed(inDraw(body), file: file, line: line)
}

/// Wraps statements in a 100×100 canvas.
func inCanvas(_ body: String) -> String {
    "canvas(width: 100, height: 100) {\n" + body + "\n}\n"
}

/// The root view of a file that must compile.
func root(_ text: String, defines: [(String, String)] = [], file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
    let r = evaluate(text, defines: defines)
    XCTAssertEqual(r.headlines, [], file: file, line: line)
    return r.document?.pages.first?.root
}

/// The first view a file that must compile places in its canvas.
func placedView(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
    root(text, file: file, line: line)?.subviews.first
}

func assertRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-9,
                file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.origin.x, x, accuracy: accuracy, "x of \(r)", file: file, line: line)
    XCTAssertEqual(r.origin.y, y, accuracy: accuracy, "y of \(r)", file: file, line: line)
    XCTAssertEqual(r.size.width, w, accuracy: accuracy, "width of \(r)", file: file, line: line)
    XCTAssertEqual(r.size.height, h, accuracy: accuracy, "height of \(r)", file: file, line: line)
}

/// The fills and strokes of a view's own drawing, in order, groups flattened.
func ownPaints(_ cmds: [DrawCommand]) -> [(kind: String, bounds: Rect, color: Color?, width: Double?)] {
    var out: [(String, Rect, Color?, Double?)] = []
    for c in cmds {
        switch c {
        case .fill(let p, let paint, _, _):
            if case .color(let col) = paint { out.append(("fill", p.controlPointBounds, col, nil)) } else { out.append(("fill", p.controlPointBounds, nil, nil)) }
        case .stroke(let p, let paint, let style, _):
            if case .color(let col) = paint { out.append(("stroke", p.controlPointBounds, col, style.lineWidth)) } else { out.append(("stroke", p.controlPointBounds, nil, style.lineWidth)) }
        case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _):
            out += ownPaints(inner)
        default: break
        }
    }
    return out
}

/// The bounds of the fills of `cmds` where they land: each `.concat` applied to what
/// follows it in its group, as CGContext's CTM is.
func fillsWhereTheyLand(_ cmds: [DrawCommand], _ ctm: Transform = .identity) -> [Rect] {
    var t = ctm
    var out: [Rect] = []
    for c in cmds {
        switch c {
        case .concat(let m, _): t = m.concatenating(t)
        case .fill(let p, _, _, _): out.append(p.controlPointBounds.applying(t))
        case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _): out += fillsWhereTheyLand(inner, t)
        default: break
        }
    }
    return out
}

/// The fills alone of a view's own drawing (`ownPaints`), in order.
func ownFills(_ cmds: [DrawCommand]) -> [(kind: String, bounds: Rect, color: Color?, width: Double?)] {
    ownPaints(cmds).filter { $0.kind == "fill" }
}

/// Tests of a class's Swift members: `classFills` draws them in a class `A` placed on a
/// 200×100 canvas and gives its own fills; `errors` gives the headlines of checking them.
protocol SwiftMemberDrawing {}
extension SwiftMemberDrawing {
    func classFills(_ members: String, file: StaticString = #filePath, line: UInt = #line) -> [(kind: String, bounds: Rect, color: Color?, width: Double?)] {
        let text = "canvas(width: 200, height: 100) {\n    A(frame: Rect(0, 0, 200, 100))\n}\nclass A: UIView {\n\(members)\n}\n"
        guard let v = placedView(text, file: file, line: line) else { return [] }
        return ownFills(v.content)
    }

    func errors(_ members: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n\(members)\n}\n").headlines
    }
}

/// The texts of the labels a view class adds as it is made: `body` runs in its `init(frame:)`,
/// where `add(s)` adds a UILabel showing `s`; `declarations` stand before the class. Nil (a
/// failure recorded) when the file does not compile.
func labelTexts(_ body: String, declarations: String = "", file: StaticString = #filePath, line: UInt = #line) -> [String]? {
    let text = """
    canvas(width: 100, height: 100) { Texts(frame: Rect(0, 0, 100, 100)) }
    \(declarations)
    class Texts: UIView {
        func add(_ s: String) {
            let l = UILabel()
            l.text = s
            addSubview(l)
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
    \(body)
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """
    return placedView(text, file: file, line: line)?.subviews.map { $0.label?.text ?? "?" }
}
