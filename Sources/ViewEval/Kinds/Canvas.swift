// `canvas(width:height:) { … }`: the window — the root view and the page, once per file, at
// the top of the main file. Its size is the output's size in points; its own geometry cannot
// be set.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Kinds {
    static let canvasSignature = Signature([Param("width", N), Param("height", N)])

    static let canvas = BlockKind(
        name: "canvas",
        allowed: { if case .file = $0 { return true }; return false },
        misplaced: { "a canvas belongs at the top of a file, not \($0.name)" },
        checkArguments: { c, s in
            let b = c.tree.block(s)
            guard let infos = c.argInfos(b.args ?? []) else { return }
            do { _ = try resolveOverload([canvasSignature], infos, callRange: b.kindRange, name: "canvas") } catch let d as Diagnostic {
                c.report(d)
            } catch {}
        },
        checkBody: { c, s in c.viewBody(s, ViewPlace(kindName: "canvas", kind: .canvas)) },
        run: { run, s, _ in
            let t: SyntaxTree = run.tree
            let b = t.block(s)
            guard !run.hasRoot else {
                throw Diagnostic.error(run.madeDocument ? "a file has one canvas or one document; this is a second" : "a file has only one canvas", at: b.kindRange)
            }
            run.hasRoot = true
            let args = b.args ?? []
            let values = try args.map { try run.eval($0.value) }
            if case .error = run.unit.res[s.index] { try run.checkedError() }
            let sides = values.map(\.num)
            guard sides.count == 2 else { try run.checkedError() }
            for (x, a) in zip(sides, args) where !(x > 0 && x <= 100_000) {
                throw Diagnostic.error("a canvas side must be more than 0 and at most 100000 points, not \(formatNumber(x))", at: t.range(a.value))
            }
            let (w, h) = (sides[0], sides[1])
            let root = ViewNode(kind: "canvas", range: t.range(s))
            root.bounds = Rect(0, 0, w, h)
            root.center = Point(w / 2, h / 2)
            if t.deferredBody(s) != nil { try run.deferredViewBody(root, s) } else { try run.viewBody(root, b.body) }
            run.pages.append(Page(root: root, size: Size(w, h)))
        })
}
