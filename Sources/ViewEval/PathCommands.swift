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
                 try ev.nonNegative(a[1].num, "radius", ev.argRange(1, r))
                 ps.path.addArc(center: a[0].point, radius: a[1].num, startAngle: a[2].num, endAngle: a[3].num, clockwise: a[4].bool) })],
    "close": [(Signature([]), { _, ps, _, _ in ps.path.close() })],
    "rect": [(Signature([Param(nil, .rect)]), { ev, ps, a, r in try ev.realRect(a[0].rect, r); ps.path.addRect(a[0].rect) })],
    "oval": [(Signature([Param("in", .rect)]), { ev, ps, a, r in try ev.realRect(a[0].rect, r); ps.path.addOval(in: a[0].rect) })],
    "circle": [(Signature([Param("center", P), Param("radius", Nm)]), { ev, ps, a, r in
        try ev.nonNegative(a[1].num, "radius", ev.argRange(1, r))
        let c = a[0].point, rad = a[1].num
        ps.path.addOval(in: Rect(c.x - rad, c.y - rad, 2 * rad, 2 * rad)) })],
    "roundedRect": [
        (Signature([Param(nil, .rect), Param("cornerRadius", Nm)]), { ev, ps, a, r in
            try ev.realRect(a[0].rect, r); try ev.nonNegative(a[1].num, "cornerRadius", ev.argRange(1, r))
            ps.path.addRoundedRect(a[0].rect, cornerRadius: a[1].num) }),
        (Signature([Param(nil, .rect), Param("byRoundingCorners", nil), Param("cornerRadii", .size)]), { ev, ps, a, r in
            try ev.realRect(a[0].rect, r)
            let corners = try ev.rectCorners(a[1], ev.argRange(1, r))
            let radii = a[2].size
            try ev.nonNegative(radii.width, "a corner radius", ev.argRange(2, r))
            try ev.nonNegative(radii.height, "a corner radius", ev.argRange(2, r))
            if radii.height != radii.width {
                ev.report(Diagnostic(.warning, "UIKit draws circular corners from cornerRadii.width only; the height \(formatNumber(radii.height)) is not used", at: ev.argRange(2, r)))
            }
            ps.path.addRoundedRect(a[0].rect, corners: corners, radii: radii) }),
    ],
    // UIBezierPath.apply(_:): every point of the path so far goes through the transform.
    "apply": [(Signature([Param(nil, .transform)]), { _, ps, a, _ in ps.path = ps.path.applying(a[0].transformValue) })],
    // SVG path data, appended to the path.
    "svg": [(Signature([Param(nil, .string)]), { ev, ps, a, r in
        guard case .string(let text) = a[0] else { return }
        do {
            let p = try SVGPathData.parse(text)
            try ev.countOperations(p.elements.count, r)
            ps.path.append(p)
        } catch let e as SVGPathError {
            throw ev.svgError(e, text, ev.argRange(0, r))
        } })],
    "fill": [(Signature([Param(nil, .color, .color(.black))]), { ev, ps, a, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        try ev.checkPlaceable(ps.path, r)
        ps.out.items.append(.fill(ps.path, .color(a[0].color), ps.evenOdd ? .evenOdd : .nonZero, r)) })],
    "stroke": [(Signature([Param(nil, .color, .color(.black))]), { ev, ps, a, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        try ev.checkPlaceable(ps.path, r)
        ps.out.items.append(.stroke(ps.path, .color(a[0].color), ps.style, r)) })],
    "addClip": [(Signature([]), { ev, ps, _, r in
        try ev.countOperations(ps.path.elements.count + 1, r)
        try ev.checkPlaceable(ps.path, r)
        ps.out.items.append(.clip(ps.path, ps.evenOdd ? .evenOdd : .nonZero, r)) })],
]

let pathCommandNames: Set<String> = Set(pathCommands.keys)

extension Value {
    var bool: Bool { if case .bool(let b) = self { return b }; return false }
    var color: Color { if case .color(let c) = self { return c }; return .black }
}

/// How far from the origin a path point may lie: renderers keep coordinates in fixed point
/// (cairo: 24.8 bits, about ±8.4 million device pixels), so beyond this a point would wrap
/// around silently. A million points is ten times the largest canvas.
let maxCoordinate = 1_000_000.0

extension Evaluator {
    /// A path about to be painted must have every point finite and within ±maxCoordinate.
    func checkPlaceable(_ p: BezierPath, _ r: SourceRange) throws {
        func ok(_ q: Point) -> Bool { abs(q.x) <= maxCoordinate && abs(q.y) <= maxCoordinate }
        for e in p.elements {
            let pts: [Point]
            switch e {
            case .move(let a), .line(let a): pts = [a]
            case .cubic(let a, let b, let c): pts = [a, b, c]
            case .close: pts = []
            }
            if let bad = pts.first(where: { !ok($0) }) {
                throw Diagnostic.error("this path reaches (\(formatNumber(bad.x)), \(formatNumber(bad.y))), beyond the ±\(formatNumber(maxCoordinate)) points a drawing can place", at: r)
            }
        }
    }

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
            if name == "transform" {
                throw Diagnostic.error("to transform the path built so far, write apply(t), as UIBezierPath.apply(_:) does", at: nr)
            }
            throw Diagnostic.error("unknown path command '\(name)'\(hint)", at: nr)
        }
        let bound = forms.map { ($0.0, $0.1) }
        let (impl, vals) = try Overloads(bound).resolve(args, callRange: r, name: name)
        try countOperations(1, r)
        try checkArgsFinite(args)
        currentArgs = args
        defer { currentArgs = [] }
        try impl(self, ps, vals, r)
        ps.publishState()
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
        case "dash":
            ps.style.dash = try dashPattern(v, vr)
        case "dashPhase":
            let x = try number(); ps.style.dashPhase = x
        case "usesEvenOddFillRule":
            guard case .bool(let b) = v else { throw Diagnostic.error("'usesEvenOddFillRule' is a Bool, not \(article(v))", at: vr) }
            ps.evenOdd = b
        default:
            let names = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "usesEvenOddFillRule", "dash", "dashPhase"]
            if name == "transform" {
                throw Diagnostic.error("a path has no 'transform'; apply(t) transforms the path built so far (UIBezierPath.apply(_:)), and a group's 'transform:' moves what it draws", at: nr)
            }
            let hint = suggest(name, names).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("a path has no property '\(name)'\(hint)", at: nr)
        }
    }

    /// The range of argument `i` of the command being run, or the call's range.
    func argRange(_ i: Int, _ r: SourceRange) -> SourceRange {
        i < currentArgs.count ? currentArgs[i].range : r
    }

    /// Every number inside the arguments is finite (NaN and infinity never reach a path).
    func checkArgsFinite(_ args: [ArgValue]) throws {
        for a in args { _ = try checkFinite(a.value, a.range) }
    }

    /// A dash pattern (UIBezierPath.setLineDash): lengths alternating on and off.
    func dashPattern(_ v: Value, _ vr: SourceRange) throws -> [Double] {
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

    /// UIRectCorner: `.allCorners`, one corner, or a list of them.
    func rectCorners(_ v: Value, _ vr: SourceRange) throws -> RectCorners {
        let names: [String: RectCorners] = ["topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft,
                                             "bottomRight": .bottomRight, "allCorners": .all]
        let items: [Value]
        if case .list(let l) = v { items = l } else { items = [v] }
        var out: RectCorners = []
        for it in items {
            guard case .symbol(let s) = it, let c = names[s] else {
                throw Diagnostic.error("corners are .topLeft, .topRight, .bottomLeft, .bottomRight or .allCorners (or a list of them), not \(it.description)", at: vr)
            }
            out.formUnion(c)
        }
        return out
    }

    /// A path-data error at the character it concerns: inside the string literal when the
    /// argument is one, otherwise at the argument with the character's position in the message.
    func svgError(_ e: SVGPathError, _ text: String, _ r: SourceRange) -> Diagnostic {
        if let at = pointInString(r, text, e.offset) {
            return .error("bad SVG path data: \(e.message)", at: at)
        }
        return .error("bad SVG path data at character \(e.offset + 1) of the string: \(e.message)", at: r)
    }

    /// The source range of the character at scalar `offset` of a string's value, when the
    /// string was written as a literal at `r` (escapes are stepped over); nil otherwise.
    func pointInString(_ r: SourceRange, _ value: String, _ offset: Int) -> SourceRange? {
        guard let f = r.file, r.start < f.bytes.count, f.bytes[r.start] == 0x22 else { return nil }
        let b = f.bytes
        /// Bytes in the UTF-8 sequence that starts at `k`.
        func len(_ k: Int) -> Int {
            let c = b[k]
            return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
        }
        var i = r.start + 1
        var n = 0
        while i < r.end - 1 && n < offset {
            if b[i] == 0x5C {
                i += 1
                if i < b.count {
                    let e = b[i]
                    i += len(i)
                    if e == 0x75, i < b.count, b[i] == 0x7B {
                        while i < b.count, b[i] != 0x7D { i += 1 }
                        i += 1
                    }
                }
            } else { i += len(i) }
            n += 1
        }
        if n != offset || i > r.end { return nil }
        let end = i < b.count ? i + len(i) : i + 1
        return SourceRange(file: f, start: i, end: min(end, max(end, r.end - 1)))
    }
}

extension PathState {
    /// Makes `pathBounds` (UIBezierPath.bounds) and `currentPoint` readable in the block.
    func publishState() {
        guard let s = scope else { return }
        s.vars["pathBounds"] = .some(.rect(path.bounds))
        if let p = path.currentPoint { s.vars["currentPoint"] = .some(.point(p)) } else { s.vars["currentPoint"] = nil }
    }
}
