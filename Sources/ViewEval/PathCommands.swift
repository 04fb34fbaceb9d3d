// Inside `path { … }`: the UIBezierPath commands, its style properties and its paint calls.
// Table-driven: a command is one entry of `pathCommands`.

import Foundation
import ViewGeometry
import ViewSyntax

typealias PathFn = (Evaluator, PathState, [Value], SourceRange) throws -> Void

private let P = ValueType.point
private let Nm = ValueType.number

/// Every command a path block accepts, with its forms.
let pathCommands: [String: [(Signature, PathFn)]] = [
    "move": [(Signature([Param("to", P)]), { _, ps, a, _ in ps.path.move(to: a[0].point) })],
    "line": [(Signature([Param("to", P)]), { ev, ps, a, r in
        try ev.needCurrentPoint(ps, "line(to:)", r); ps.path.addLine(to: a[0].point) })],
    "quadCurve": [(Signature([Param("to", P), Param("control", P)]), { ev, ps, a, r in
        try ev.needCurrentPoint(ps, "quadCurve(to:control:)", r); ps.path.addQuadCurve(to: a[0].point, control: a[1].point) })],
    "curve": [(Signature([Param("to", P), Param("control1", P), Param("control2", P)]), { ev, ps, a, r in
        try ev.needCurrentPoint(ps, "curve(to:control1:control2:)", r)
        ps.path.addCurve(to: a[0].point, control1: a[1].point, control2: a[2].point) })],
    "arc": [(Signature([Param("center", P), Param("radius", Nm), Param("start", Nm), Param("end", Nm), Param("clockwise", .bool, .bool(true))]),
             { ev, ps, a, r in
                 try ev.nonNegative(a[1].num, "radius", r)
                 ps.path.addArc(center: a[0].point, radius: a[1].num, startAngle: a[2].num, endAngle: a[3].num, clockwise: a[4].bool) })],
    "close": [(Signature([]), { _, ps, _, _ in ps.path.close() })],
    "rect": [(Signature([Param(nil, .rect)]), { ev, ps, a, r in try ev.realRect(a[0].rect, r); ps.path.addRect(a[0].rect) })],
    "oval": [(Signature([Param("in", .rect)]), { ev, ps, a, r in try ev.realRect(a[0].rect, r); ps.path.addOval(in: a[0].rect) })],
    "circle": [(Signature([Param("center", P), Param("radius", Nm)]), { ev, ps, a, r in
        try ev.nonNegative(a[1].num, "radius", r)
        let c = a[0].point, rad = a[1].num
        ps.path.addOval(in: Rect(c.x - rad, c.y - rad, 2 * rad, 2 * rad)) })],
    "roundedRect": [
        (Signature([Param(nil, .rect), Param("cornerRadius", Nm)]), { ev, ps, a, r in
            try ev.realRect(a[0].rect, r); try ev.nonNegative(a[1].num, "cornerRadius", r)
            ps.path.addRoundedRect(a[0].rect, radii: Size(a[1].num, a[1].num)) }),
    ],
    "fill": [(Signature([Param(nil, .color, .color(.black))]), { ev, ps, a, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        ps.out.items.append(.fill(ps.path, .color(a[0].color), ps.evenOdd ? .evenOdd : .nonZero, r)) })],
    "stroke": [(Signature([Param(nil, .color, .color(.black))]), { ev, ps, a, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        ps.out.items.append(.stroke(ps.path, .color(a[0].color), ps.style, r)) })],
    "addClip": [(Signature([]), { ev, ps, _, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        ps.out.items.append(.clip(ps.path, ps.evenOdd ? .evenOdd : .nonZero, r)) })],
]

let pathCommandNames: Set<String> = Set(pathCommands.keys)

extension Value {
    var bool: Bool { if case .bool(let b) = self { return b }; return false }
    var color: Color { if case .color(let c) = self { return c }; return .black }
}

extension Evaluator {
    func needCurrentPoint(_ ps: PathState, _ what: String, _ r: SourceRange) throws {
        if ps.path.currentPoint == nil {
            throw Diagnostic.error("\(what) needs a current point; start the path with move(to:)", at: r)
        }
    }
    func nonNegative(_ v: Double, _ what: String, _ r: SourceRange) throws {
        if v < 0 { throw Diagnostic.error("\(what) must not be negative (it is \(formatNumber(v)))", at: r) }
    }
    func realRect(_ rc: Rect, _ r: SourceRange) throws {
        if rc.isNull { throw Diagnostic.error("this rect is null (an inset or intersection left nothing)", at: r) }
    }

    func pathCommand(_ ps: PathState, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        guard let forms = pathCommands[name] else {
            let hint = suggest(name, Array(pathCommands.keys)).map { "; did you mean '\($0)'?" } ?? ""
            if builtinFunctionNames.contains(name) {
                throw Diagnostic.error("the result of '\(name)(…)' is unused", at: r)
            }
            throw Diagnostic.error("unknown path command '\(name)'\(hint)", at: nr)
        }
        let bound = forms.map { ($0.0, $0.1) }
        let (impl, vals) = try Overloads(bound).resolve(args, callRange: r, name: name)
        try countOperations(1, r)
        try impl(self, ps, vals, r)
    }

    func setPathProperty(_ ps: PathState, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        func number() throws -> Double {
            guard case .number(let x) = v else { throw Diagnostic.error("'\(name)' is a Number, not \(article(v))", at: vr) }
            return x
        }
        switch name {
        case "lineWidth":
            let x = try number(); try nonNegative(x, "lineWidth", vr); ps.style.lineWidth = x
        case "miterLimit":
            let x = try number(); try nonNegative(x, "miterLimit", vr); ps.style.miterLimit = x
        case "lineCap":
            guard case .symbol(let s) = v, let c = LineCap(rawValue: s) else {
                throw Diagnostic.error("'lineCap' is one of .butt, .round, .square, not \(v.description)", at: vr)
            }
            ps.style.lineCap = c
        case "lineJoin":
            guard case .symbol(let s) = v, let j = LineJoin(rawValue: s) else {
                throw Diagnostic.error("'lineJoin' is one of .miter, .round, .bevel, not \(v.description)", at: vr)
            }
            ps.style.lineJoin = j
        case "usesEvenOddFillRule":
            guard case .bool(let b) = v else { throw Diagnostic.error("'usesEvenOddFillRule' is a Bool, not \(article(v))", at: vr) }
            ps.evenOdd = b
        default:
            let names = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "usesEvenOddFillRule"]
            let hint = suggest(name, names).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("a path has no property '\(name)'\(hint)", at: nr)
        }
    }

    func setGroupProperty(_ list: DrawList, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        switch name {
        case "transform":
            guard case .transform(let t) = v else { throw Diagnostic.error("'transform' is a Transform, not \(article(v))", at: vr) }
            list.items.append(.concat(t, vr))
        default:
            let hint = suggest(name, ["transform"]).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("a group has no property '\(name)'\(hint)", at: nr)
        }
    }
}
