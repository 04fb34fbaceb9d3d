// What the inspecting commands print: `viewc params`' line for each value -D can set and
// `viewc hit`'s responder chain (the command line writes these lines and the preview shows
// the same ones, so one rule makes both), and `viewc dump ast`'s parse.

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
