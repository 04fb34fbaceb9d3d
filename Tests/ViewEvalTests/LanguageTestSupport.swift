// Helpers for the language tests: compile .view text in memory (or from a temp folder) and
// read back values, views, drawing and diagnostics.

import CairoBackend
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import XCTest

struct Compiled {
    var document: Document?
    var diagnostics: [Diagnostic]
    var parameters: [FileParameter]
    /// `file:line:col: error: message` of every error, in order.
    var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.headline) }
    var root: ViewNode { document?.pages[0].root ?? ViewNode(kind: "nothing", range: .none) }
    /// The default (after -D) of a top-level let or inspectable, as `viewc params` prints it.
    func value(_ name: String) -> String? { parameters.first { $0.name == name }?.defaultValue }
}

func compileText(_ text: String, path: String = "t.view", defines: [(String, String)] = [],
                 limits: Limits = Limits(), directory: String? = nil, root: String? = nil) -> Compiled {
    let abs = directory.map { URL(fileURLWithPath: $0).appendingPathComponent(path).path }
    let file = SourceFile(path: path, text: text, absolutePath: abs)
    var o = EvalOptions()
    o.limits = limits
    o.defines = defines.map { (name: $0.0, value: $0.1) }
    o.root = root
    func evaluator() -> Evaluator {
        Evaluator(options: o, loader: FileSystemLoader(mainDirectory: directory ?? FileManager.default.currentDirectoryPath),
                  textLayout: PangoTextLayout.shared)   // labels measure text, as with the command line
    }
    // The canvas body deferred as the command line defers it, the file parsed whole when the
    // deferred body is abandoned.
    var ev = evaluator()
    var (doc, diags) = ev.evaluate(Parser.parse(file, deferCanvasBody: true))
    if ev.abandonedDeferredBody {
        ev = evaluator()
        (doc, diags) = ev.evaluate(Parser.parse(file))
    }
    return Compiled(document: doc, diagnostics: diags, parameters: ev.parameters)
}

/// Compiles a file from disk as the command line does (imports relative to it).
func compileFile(_ path: String, root: String? = nil, defines: [(String, String)] = []) -> Compiled {
    let text = try! String(contentsOfFile: path, encoding: .utf8)
    let url = URL(fileURLWithPath: path)
    return compileText(text, path: url.lastPathComponent, defines: defines,
                       directory: url.deletingLastPathComponent().path, root: root)
}

/// The value of one expression, through `let v = …` at the top of a file.
func valueOf(_ expr: String, prelude: String = "", file: StaticString = #filePath, line: UInt = #line) -> String {
    let c = compileText(prelude + "\nlet v = " + expr + "\ncanvas(width: 10, height: 10) {}\n")
    XCTAssertEqual(c.errors, [], file: file, line: line)
    return c.value("v") ?? "<none>"
}

/// The error headlines of a file.
func errorsOf(_ text: String, defines: [(String, String)] = [], limits: Limits = Limits()) -> [String] {
    compileText(text, defines: defines, limits: limits).errors
}

extension DrawCommand {
    /// The path of a fill or stroke, nil for other commands.
    var paintedPath: BezierPath? {
        switch self {
        case .fill(let p, _, _, _), .stroke(let p, _, _, _): return p
        default: return nil
        }
    }
}

/// Every fill and stroke in a view's content, groups flattened.
func painted(_ cmds: [DrawCommand]) -> [BezierPath] {
    cmds.flatMap { c -> [BezierPath] in
        switch c {
        case .group(let inner, _), .layer(_, let inner, _): return painted(inner)
        default: return c.paintedPath.map { [$0] } ?? []
        }
    }
}

func fmt(_ r: Rect) -> String {
    "\(formatNumber(r.origin.x)) \(formatNumber(r.origin.y)) \(formatNumber(r.size.width)) \(formatNumber(r.size.height))"
}

/// A fresh temporary folder, removed at the end of the test.
func temporaryFolder(_ test: XCTestCase) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-lang-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.resolvingSymlinksInPath().path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func write(_ text: String, to path: String) {
    try! FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                             withIntermediateDirectories: true)
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
}
