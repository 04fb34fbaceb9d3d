// What the inspecting commands print: `viewc params`' line for each value -D can set and
// `viewc hit`'s responder chain (the command line writes these lines and the preview shows
// the same ones, so one rule makes both), and `viewc dump`'s text of each stage.

import DrawIR
import ViewEval
import ViewGeometry
import ViewSyntax

extension Driver {
    /// `name: Type = default  (let)`, or `(@inspectable; one of .a, .b)` for an inspectable
    /// of an enum type.
    public static func parameterLine(_ p: FileParameter) -> String {
        let kind = p.isInspectable ? "@inspectable" : "let"
        let cases = p.cases.map { "; one of " + $0.map { "." + $0 }.joined(separator: ", ") } ?? ""
        return "\(p.name): \(p.enumName ?? p.type.rawValue) = \(p.defaultValue)  (\(kind)\(cases))"
    }

    /// A touch point as written, `x,y`, and its page (from 1), checked: two finite numbers.
    public static func touchPoint(_ text: String, page: Int) throws -> Point {
        if page < 1 { throw UsageError("--page counts from 1, not \(page)") }
        let parts = text.split(separator: ",").map { Double($0.trimmingBlanks()) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UsageError("the point is x,y with two numbers, not '\(text)'")
        }
        return Point(x, y)
    }

    /// The view a touch at `point` (in `root`'s space) hits, then each view up its responder
    /// chain to the canvas, with its line: the view as `dump tree` describes it and where it
    /// was declared, every line after the first marked `-> `.
    public static func hitChain(_ root: ViewNode, _ point: Point) -> [(view: ViewNode, line: String)] {
        HitTester.hit(root, point).enumerated().map { i, v in
            (v, (i == 0 ? "" : "-> ") + TreeDumper.describe(v) + " @" + v.range.shortDescription)
        }
    }
}

extension Pipeline {
    /// `viewc hit`'s lines: the view a touch at `point` on page `page` (from 1) of the input
    /// hits and its responder chain (`Driver.hitChain`), or `no view at x,y`. A page past the
    /// document's last is a usage error; the compile's errors are `.failed`.
    public func hit(_ point: Point, page: Int) throws -> [String] {
        let compilation = try compileInput()
        // The compilation keeps the source files, from which the lines' places are read.
        defer { withExtendedLifetime(compilation) {} }
        let pages = compilation.document!.pages
        guard page <= pages.count else {
            throw UsageError("--page \(page), but the document has \(pages.count == 1 ? "1 page" : "\(pages.count) pages")")
        }
        let chain = Driver.hitChain(pages[page - 1].root, point)
        if chain.isEmpty { return ["no view at \(formatNumber(point.x)),\(formatNumber(point.y))"] }
        return chain.map(\.line)
    }
}

/// A stage `viewc dump` prints.
public enum DumpStage: String, CaseIterable, Sendable {
    case ast, tree, ir
}

extension Pipeline {
    /// `viewc dump STAGE`: the syntax tree as parsed, the view tree as evaluation made it, or
    /// the IR as lowering and its checks leave it — what the renderers are given, so a text the
    /// checks mend (a noncharacter drawn as U+FFFD) is dumped as it is drawn. Each stage's
    /// diagnostics are reported as a compile reports them; `.failed` when they have errors.
    public func dump(_ stage: DumpStage) throws -> String {
        switch stage {
        case .ast: return ASTDumper.dump(try parseInput())
        case .tree: return TreeDumper.dump(try compileInput().document!)
        case .ir:
            let (ir, found) = lower(try compileInput().document!)
            let diagnostics = options.diagnostics.apply(found)
            report(diagnostics)
            if diagnostics.contains(where: { $0.severity == .error }) { throw PipelineError.failed }
            return IRPrinter.print(ir)
        }
    }

    /// `viewc dump ast`: the input parsed, its diagnostics reported as the parser gives them;
    /// `.failed` when it has errors.
    public func parseInput() throws -> SyntaxTree {
        let source: SourceFile
        do { source = try read(options.input) } catch let e as DriverError { throw fail(e.message) }
        let tree = Parser.parse(source)
        report(tree.diagnostics)
        if tree.hasErrors { throw PipelineError.failed }
        return tree
    }
}
