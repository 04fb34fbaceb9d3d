// What the inspecting commands print: `viewc params`' line for each value -D can set and
// `viewc hit`'s responder chain. The command line writes these lines and the preview shows
// the same ones, so one rule makes both.

import ViewEval
import ViewGeometry

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
