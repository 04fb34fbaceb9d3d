// `group { … }`: CGContext.saveGState()/restoreGState() around its body. Transforms and clips
// set inside end with it; `alpha:`, `blendMode:` and `shadow:` make the group a transparency
// layer (CGContext.beginTransparencyLayer) that is composited as one picture: faded by
// alpha, with one shadow under the whole, in the blend mode. Its line settings are where every
// path and context block inside starts.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Kinds {
    static let group = BlockKind(
        name: "group",
        allowed: { $0.draws },
        misplaced: { "a 'group' block cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'group' block takes no arguments") },
        checkBody: { c, s in c.scoped(.group) { c.statements(c.tree.blockBody(s)) } },
        run: { run, s, target in
            guard let list = target.drawList else { try run.checkedError() }
            let inner = DrawList()
            inner.lineStyle = list.lineStyle
            try run.nest(run.tree.blockKind(s).kindRange) { try run.execBody(s, .drawing(inner)) }
            list.items.append(inner.groupCommand(run.tree.range(s)))
        })
}

extension DrawList {
    /// The group's drawing as one command, wrapped as its style says.
    func groupCommand(_ r: SourceRange) -> DrawCommand {
        let st = groupStyle
        var inner = items
        if st.alpha < 1 { inner = [.layer(alpha: st.alpha, inner, r)] }
        if let sh = st.shadow { inner = [.shadowed(sh, inner, r)] }
        if let b = st.blendMode, b != .normal {
            // The blend mode applies to the composite, so the body is drawn as a layer first.
            if st.alpha >= 1 && st.shadow == nil { inner = [.layer(alpha: 1, inner, r)] }
            inner.insert(.blendMode(b, r), at: 0)
        }
        return .group(inner, r)
    }
}

/// A group's properties.
enum GroupProperties {
    typealias P = Property<DrawList>

    /// A group's line setting: the path property of the same name, kept as the group's state.
    static func lineSetting(_ name: String) -> P {
        let pp = PathProperties.table[name]!
        return P(name, pp.type, typeMessage: pp.typeMessage, cases: pp.cases) { run, list, v, nr, vr in
            let ps = PathState(out: list)
            try pp.set(run, ps, v, nr, vr)
            list.lineStyle = ps.style
        }
    }

    static let table = PropertyTable<DrawList>([
        P("transform", .transform, typeMessage: { _, t, _ in ("'transform' is a Transform, not \(article(t))", []) }) { _, list, v, _, vr in
            list.items.append(.concat(v.transformValue, vr)) },
        P("alpha", .number, typeMessage: { _, t, _ in ("'alpha' is a Number, not \(article(t))", []) }) { _, list, v, _, vr in
            let a = v.num
            guard a >= 0 && a <= 1 else { throw Diagnostic.error("'alpha' is between 0 and 1, not \(formatNumber(a))", at: vr) }
            list.groupStyle.alpha = a },
        P("blendMode", nil, cases: BlendMode.allCases.map(\.rawValue)) { _, list, v, _, vr in list.groupStyle.blendMode = try blendMode(v, vr) },
        P("shadow", .shadow, typeMessage: { _, t, _ in
            ("'shadow' is a Shadow, as in Shadow(offset: Size(0, 2), blur: 4, color: .black), not \(article(t))", [])
        }) { _, list, v, _, _ in if case .shadow(let sh) = v { list.groupStyle.shadow = sh } },
    ] + ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"].map(lineSetting))

    /// What is wrong with setting `name` to a value of type `t` in a group.
    static func check(_ name: String, _ t: VType?, nameRange: SourceRange, valueRange: SourceRange) -> Diagnostic? {
        guard let p = table[name] else {
            if name == "usesEvenOddFillRule" {
                return .error("'usesEvenOddFillRule' belongs to a path (UIBezierPath); set it inside a 'path { … }' block", at: nameRange)
            }
            let (hint, fix) = didYouMean(name, table.names, at: nameRange)
            return .error("a group has no property '\(name)'\(hint)", at: nameRange, fixIts: fix)
        }
        if let t { return p.check(t, at: valueRange) }
        return nil
    }
}

/// CGBlendMode, by name.
func blendMode(_ v: Value, _ vr: SourceRange) throws -> BlendMode {
    guard case .symbol(let s) = v else {
        throw Diagnostic.error("a blend mode is one of .normal, .multiply, .screen, … (CGBlendMode), not \(article(v))", at: vr)
    }
    if s == "plusDarker" {
        throw Diagnostic.error("the blend mode .plusDarker has no equivalent in cairo, so no output format can carry it", at: vr)
    }
    guard let m = BlendMode(rawValue: s) else {
        let (hint, fix) = didYouMean(s, BlendMode.allCases.map(\.rawValue), at: vr, prefix: ".")
        throw Diagnostic.error("unknown blend mode '.\(s)'\(hint)", at: vr, fixIts: fix)
    }
    return m
}
