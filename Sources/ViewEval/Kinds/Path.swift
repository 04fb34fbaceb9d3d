// `path { … }`: a UIBezierPath, built by its commands (Builtins/PathCommands.swift), styled by
// its properties (below) and painted by fill(_:), stroke(_:) and addClip(), in a view or a
// group. `pathBounds` (UIBezierPath.bounds, control points included), `boundingBoxOfPath`
// (CGPath's tight box) and `currentPoint` are readable in the block; they
// are computed when read, so building a path of n segments costs O(n).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A path under construction in a `path { … }` block, with its UIBezierPath settings.
final class PathState {
    @exclusivity(unchecked) var path = BezierPath()
    @exclusivity(unchecked) var style = StrokeStyle()
    @exclusivity(unchecked) var evenOdd = false
    /// Where its paints go.
    let out: DrawList
    init(out: DrawList) { self.out = out; self.style = out.lineStyle }
}

extension Kinds {
    static let path = BlockKind(
        name: "path",
        allowed: { $0.draws },
        misplaced: { "a 'path' block cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'path' block takes no arguments") },
        checkBody: { c, s in
            c.scoped(.path) {
                // UIBezierPath.bounds and currentPoint, readable inside the block.
                c.declarePathAmbients()
                c.statements(c.tree.blockBody(s))
            }
        },
        run: { run, s, target in
            guard let list = target.drawList else { try run.checkedError() }
            let ps = PathState(out: list)
            let saved = run.pathState
            run.pathState = ps
            defer { run.pathState = saved }
            let before = list.items.count, errorsBefore = run.errorsSeen
            try run.execBody(s, .path(ps))
            if !ps.path.isEmpty && list.items.count == before && run.errorsSeen == errorsBefore {
                run.report(Diagnostic(.warning, "this path is never painted; fill(…), stroke(…) or addClip() would use it", at: run.tree.blockKind(s).kindRange))
            }
        })
}

/// A path's properties: UIBezierPath's line settings and fill rule. (A group's line settings
/// are the same entries, Group.swift.)
enum PathProperties {
    typealias P = Property<PathState>

    static func numberMessage(_ name: String, _ t: VType, _ r: SourceRange) -> (String, [FixIt]) {
        ("'\(name)' is a Number, not \(article(t))", [])
    }

    static let table = PropertyTable<PathState>([
        P("lineWidth", .number, typeMessage: numberMessage) { _, ps, x, _, r in
            try Check.nonNegative(x.num, "lineWidth", r); ps.style.lineWidth = x.num },
        P("miterLimit", .number, typeMessage: numberMessage) { _, ps, x, _, r in
            try Check.nonNegative(x.num, "miterLimit", r); ps.style.miterLimit = x.num },
        P("lineCap", nil, cases: LineCap.allCases.map(\.rawValue)) { _, ps, x, _, r in
            guard case .symbol(let s) = x, let c = LineCap(rawValue: s) else {
                throw Diagnostic.error("'lineCap' is one of .butt, .round, .square, not \(x.description)", at: r)
            }
            ps.style.lineCap = c },
        P("lineJoin", nil, cases: LineJoin.allCases.map(\.rawValue)) { _, ps, x, _, r in
            guard case .symbol(let s) = x, let j = LineJoin(rawValue: s) else {
                throw Diagnostic.error("'lineJoin' is one of .miter, .round, .bevel, not \(x.description)", at: r)
            }
            ps.style.lineJoin = j },
        P("dash", .list, typeMessage: { _, t, _ in
            ("'dash' is a list of lengths, on and off in turn, as in [6, 3], not \(article(t))", [])
        }) { _, ps, x, _, r in ps.style.dash = try dashPattern(x, r) },
        P("dashPhase", .number, typeMessage: numberMessage) { _, ps, x, _, _ in ps.style.dashPhase = x.num },
        P("usesEvenOddFillRule", .bool, typeMessage: { name, t, _ in ("'\(name)' is a Bool, not \(article(t))", []) }) { _, ps, x, _, _ in
            ps.evenOdd = x.bool },
    ])

    /// What is wrong with setting `name` to a value of type `t` in a path block.
    static func check(_ name: String, _ t: VType?, nameRange: SourceRange, valueRange: SourceRange) -> Diagnostic? {
        guard let p = table[name] else {
            if name == "transform" {
                return .error("a path has no 'transform'; apply(t) transforms the path built so far (UIBezierPath.apply(_:)), and a group's 'transform:' moves what it draws", at: nameRange)
            }
            let (hint, fix) = didYouMean(name, ["lineWidth", "lineCap", "lineJoin", "miterLimit", "usesEvenOddFillRule", "dash", "dashPhase"], at: nameRange)
            return .error("a path has no property '\(name)'\(hint)", at: nameRange, fixIts: fix)
        }
        if let t { return p.check(t, at: valueRange) }
        return nil
    }

    /// A dash pattern (UIBezierPath.setLineDash): lengths alternating on and off.
    static func dashPattern(_ v: Value, _ vr: SourceRange) throws -> [Double] {
        guard case .list(let items) = v else {
            throw Diagnostic.error("'dash' is a list of lengths, on and off in turn, as in [6, 3], not \(article(v))", at: vr)
        }
        if items.isEmpty {
            throw Diagnostic.error("a dash pattern needs at least one length; for a solid line leave 'dash' out", at: vr)
        }
        var out: [Double] = []
        for it in items {
            guard case .number(let x) = it else { throw Diagnostic.error("a dash length is a Number, not \(article(it))", at: vr) }
            if x < 0 { throw Diagnostic.error("a dash length must not be negative (it is \(formatNumber(x)))", at: vr) }
            out.append(x)
        }
        if out.allSatisfy({ $0 == 0 }) {
            throw Diagnostic.error("a dash pattern of only zero lengths draws nothing; give at least one length above 0", at: vr)
        }
        return out
    }
}
