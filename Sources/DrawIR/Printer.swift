// `viewc dump ir`: the IR as stable text, one op per line, indented by save depth, each with
// the source position it came from.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

public enum IRPrinter {
    public static func print(_ doc: IRDocument) -> String {
        var out = describeInfo(doc.info).map { $0 + "\n" } ?? ""   // Document.swift
        for (n, page) in doc.pages.enumerated() {
            out += "page \(n + 1) \(f(page.width))x\(f(page.height))" + (page.accessibility.label.map { " label=" + DumpText.quote($0) } ?? "") + "\n"
            var level = 1
            for item in page.items {
                if case .restore = item.op { level -= 1 }
                if case .endLayer = item.op { level -= 1 }
                if case .endShadow = item.op { level -= 1 }
                if case .endMask = item.op { level -= 1 }
                if case .maskWith = item.op { level -= 1 }
                out += String(repeating: "  ", count: max(0, level)) + describe(item.op) + "  @" + position(item.range) + "\n"
                if case .save = item.op { level += 1 }
                if case .beginLayer = item.op { level += 1 }
                if case .beginShadow = item.op { level += 1 }
                if case .beginMask = item.op { level += 1 }
                if case .maskWith = item.op { level += 1 }
            }
        }
        return out + describeOutline(doc)
    }

    static func position(_ r: SourceRange) -> String {
        guard let file = r.file else { return "-" }
        let (l, c) = file.lineColumn(r.start)
        return "\(l):\(c)"
    }

    static func f(_ v: Double) -> String { formatNumber(v) }
    /// Where a shadow is measured: `user` (a layer's), `base` (the drawing's base space, the
    /// user space itself), or `base[a b c d tx ty]` (the user space → the base space).
    static func space(_ sh: Shadow) -> String {
        guard let t = sh.toBase else { return "user" }
        if t.isIdentity { return "base" }
        return "base[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: " "))]"
    }

    public static func path(_ els: PathData) -> String {
        els.map { e -> String in
            switch e {
            case .move(let p): return "M \(f(p.x)) \(f(p.y))"
            case .line(let p): return "L \(f(p.x)) \(f(p.y))"
            case .cubic(let a, let b, let p): return "C \(f(a.x)) \(f(a.y)) \(f(b.x)) \(f(b.y)) \(f(p.x)) \(f(p.y))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    static func paint(_ p: Paint) -> String {
        switch p {
        case .color(let c): return c.hexString
        case .linearGradient(let g, let a, let b, let o):
            return "linear(\(f(a.x)) \(f(a.y)) -> \(f(b.x)) \(f(b.y))\(options(o)) \(stops(g)))"
        case .radialGradient(let g, let c0, let r0, let c1, let r1, let o):
            return "radial(\(f(c0.x)) \(f(c0.y)) r\(f(r0)) -> \(f(c1.x)) \(f(c1.y)) r\(f(r1))\(options(o)) \(stops(g)))"
        case .conicGradient(let g, let c, let a):
            return "conic(\(f(c.x)) \(f(c.y)) from \(f(a)) \(stops(g)))"
        case .pattern(let p):
            let i = p.image, s = p.source, t = p.transform
            return "pattern(\(DumpText.quote(i.name)) \(i.pixelWidth)x\(i.pixelHeight) px #\(i.hash) tile \(f(s.minX)) \(f(s.minY)) \(f(s.width)) \(f(s.height)) to [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: " "))]\(p.alpha < 1 ? " alpha \(f(p.alpha))" : ""))"
        }
    }

    static func stops(_ g: Gradient) -> String {
        g.stops.map { "\($0.color.hexString)@\(f($0.location))" }.joined(separator: " ")
    }
    static func options(_ o: GradientOptions) -> String {
        (o.contains(.drawsBeforeStartLocation) ? " before" : "") + (o.contains(.drawsAfterEndLocation) ? " after" : "")
    }

    public static func describe(_ op: Op) -> String {
        switch op {
        case .save: return "save"
        case .restore: return "restore"
        case .concat(let t): return "concat [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: " "))]"
        case .clip(let p, let rule): return "clip \(rule.rawValue) \(path(p))"
        case .fill(let p, let pt, let rule): return "fill \(paint(pt)) \(rule.rawValue) \(path(p))"
        case .stroke(let p, let pt, let s):
            var st = "width=\(f(s.lineWidth)) cap=\(s.lineCap.rawValue) join=\(s.lineJoin.rawValue)"
            if s.lineJoin == .miter { st += " miter=\(f(s.miterLimit))" }
            if !s.dash.isEmpty { st += " dash=[\(s.dash.map(f).joined(separator: " "))] phase=\(f(s.dashPhase))" }
            return "stroke \(paint(pt)) \(st) \(path(p))"
        case .beginLayer(let a): return "beginLayer alpha=\(f(a))"
        case .endLayer: return "endLayer"
        case .paint(let p): return "paint \(paint(p))"
        case .beginShadow(let sh):
            return "beginShadow offset=\(f(sh.offset.width)),\(f(sh.offset.height)) sigma=\(f(sh.sigma)) color=\(sh.color.hexString) space=\(space(sh))\(sh.castOnly ? " castOnly" : "")"
        case .endShadow: return "endShadow"
        case .beginMask: return "beginMask"
        case .maskWith: return "maskWith"
        case .endMask: return "endMask"
        case .setBlendMode(let m): return "blendMode \(m.rawValue)"
        case .setAntialias(let on): return "antialias \(on ? "on" : "off")"
        case .text(let t): return describeText(t)
        case .image(let i, let d, let sampling): return describeImage(i, d, sampling)
        case .link(let t, let r): return describeLink(t, r)
        case .destination(let name, let p): return describeDestination(name, p)
        }
    }
}
