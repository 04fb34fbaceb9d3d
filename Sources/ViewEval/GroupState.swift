// `group { … }`: CGContext.saveGState()/restoreGState() around its body. Transforms and clips
// set inside end with it; `alpha:`, `blendMode:` and `shadow:` make the group a transparency
// layer (CGContext.beginTransparencyLayer) that is composited as one picture: faded by
// alpha, with one shadow under the whole, in the blend mode.

import Foundation
import ViewGeometry
import ViewSyntax

/// What a group's `alpha:`, `blendMode:` and `shadow:` asked for.
struct GroupStyle {
    var alpha: Double = 1
    var blendMode: BlendMode?
    var shadow: Shadow?
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

/// Line settings a group may set for the paths inside it.
let groupLineSettings = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
let groupPropertyNames = ["transform", "alpha", "blendMode", "shadow"] + groupLineSettings

extension Evaluator {
    func setGroupProperty(_ list: DrawList, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        switch name {
        case "transform":
            guard case .transform(let t) = v else { throw Diagnostic.error("'transform' is a Transform, not \(article(v))", at: vr) }
            list.items.append(.concat(t, vr))
        case "alpha":
            guard case .number(let a) = v else { throw Diagnostic.error("'alpha' is a Number, not \(article(v))", at: vr) }
            guard a >= 0 && a <= 1 else { throw Diagnostic.error("'alpha' is between 0 and 1, not \(formatNumber(a))", at: vr) }
            list.groupStyle.alpha = a
        case "blendMode":
            list.groupStyle.blendMode = try blendMode(v, vr)
        case "shadow":
            guard case .shadow(let sh) = v else {
                throw Diagnostic.error("'shadow' is a Shadow, as in Shadow(offset: Size(0, 2), blur: 4, color: .black), not \(article(v))", at: vr)
            }
            list.groupStyle.shadow = sh
        case _ where groupLineSettings.contains(name):
            // Line settings are graphics state: set here, they are where every path and
            // context block in the group starts, and they end with the group.
            let ps = PathState(out: list)
            try setPathProperty(ps, name, nr, v, vr)
            list.lineStyle = ps.style
        default:
            if name == "usesEvenOddFillRule" {
                throw Diagnostic.error("'usesEvenOddFillRule' belongs to a path (UIBezierPath); set it inside a 'path { … }' block", at: nr)
            }
            let hint = suggest(name, groupPropertyNames).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("a group has no property '\(name)'\(hint)", at: nr)
        }
    }

    func blendMode(_ v: Value, _ vr: SourceRange) throws -> BlendMode {
        guard case .symbol(let s) = v else {
            throw Diagnostic.error("a blend mode is one of .normal, .multiply, .screen, … (CGBlendMode), not \(article(v))", at: vr)
        }
        if s == "plusDarker" {
            throw Diagnostic.error("the blend mode .plusDarker has no equivalent in cairo, so no output format can carry it", at: vr)
        }
        guard let m = BlendMode(rawValue: s) else {
            let hint = suggest(s, BlendMode.allCases.map(\.rawValue)).map { "; did you mean '.\($0)'?" } ?? ""
            throw Diagnostic.error("unknown blend mode '.\(s)'\(hint)", at: vr)
        }
        return m
    }
}
