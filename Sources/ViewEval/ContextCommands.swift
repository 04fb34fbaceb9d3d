// `context { … }`: drawing the way CGContext does it, for code ported from draw(_:) methods
// line by line. The block holds a graphics state (line settings, colors, alpha, shadow,
// transform, clip, blend mode) and a current path. As in Core Graphics:
//
// - path points go through the current transform when they are added, and a stroke uses
//   the transform current when it is painted;
// - strokePath(), fillPath(), drawPath(using:), clip() and the rect/ellipse painters consume
//   the current path (so the seed's fillPath() after strokePath() fills nothing);
// - saveGState()/restoreGState() save and restore the state, but not the path;
// - addArc's `clockwise` is judged in Core Graphics' y-up space, so in a UIKit view (y down)
//   `clockwise: true` turns counterclockwise on screen — the opposite of UIBezierPath.
//
// Table-driven: a call is one entry of `contextCommands`.

import Foundation
import ViewGeometry
import ViewSyntax

/// CGContext's graphics state, as far as drawing uses it.
struct GState {
    var style = StrokeStyle()
    var fillColor = Color.black
    var strokeColor = Color.black
    var alpha = 1.0
    var shadow: Shadow?
    /// The current transform, relative to the view's coordinates at the block's start.
    var ctm = Transform.identity
}

/// A context block's state: the graphics state stack and the current path.
final class ContextState {
    /// The current path, in the block's (untransformed) coordinates.
    var path = BezierPath()
    var g = GState()
    var list: DrawList
    var saved: [(GState, DrawList, SourceRange)] = []
    init(list: DrawList) { self.list = list; g.style = list.lineStyle }

    /// Appends a painting command for `p` (a path in the block's coordinates), made in the
    /// current user space, with the state's transform and shadow around it.
    func emit(_ make: (BezierPath) -> DrawCommand, path p: BezierPath, _ r: SourceRange) {
        var cmd: DrawCommand
        if g.ctm.isIdentity {
            cmd = make(p)
        } else {
            guard let inv = g.ctm.inverted() else { return }   // a singular transform draws nothing
            cmd = .group([.concat(g.ctm, r), make(p.applying(inv))], r)
        }
        if let sh = g.shadow { cmd = .shadowed(sh, [cmd], r) }
        list.items.append(cmd)
    }

    /// Appends `p` (in user space) to the current path, joined to the current point by a
    /// line as CGContext.addArc does.
    func addConnected(_ p: BezierPath) {
        let t = p.applying(g.ctm)
        var first = true
        for e in t.elements {
            if first, case .move(let pt) = e {
                first = false
                if let cur = path.currentPoint { if cur != pt { path.addLine(to: pt) } } else { path.move(to: pt) }
                continue
            }
            first = false
            switch e {
            case .move(let pt): path.move(to: pt)
            case .line(let pt): path.addLine(to: pt)
            case .cubic(let a, let b, let pt): path.addCurve(to: pt, control1: a, control2: b)
            case .close: path.close()
            }
        }
    }
    func addSubpath(_ p: BezierPath) { path.append(p.applying(g.ctm)) }
    func user(_ p: Point) -> Point { p.applying(g.ctm) }

    enum Mode { case fill(FillRule), stroke, fillStroke(FillRule) }

    /// Paints the current path and clears it (CGContext.drawPath(using:)).
    func draw(_ mode: Mode, _ r: SourceRange) {
        let p = path
        path = BezierPath()
        if p.isEmpty { return }
        let style = g.style, a = g.alpha
        let fill = Paint.color(g.fillColor).withAlpha(a), stroke = Paint.color(g.strokeColor).withAlpha(a)
        // `emit` paints in user space, undoing the transform the points were added under.
        switch mode {
        case .fill(let rule):
            emit({ .fill($0, fill, rule, r) }, path: p, r)
        case .stroke:
            emit({ .stroke($0, stroke, style, r) }, path: p, r)
        case .fillStroke(let rule):
            // One drawing with one shadow: the fill and the stroke together.
            let sh = g.shadow
            g.shadow = nil
            let before = list.items.count
            emit({ .fill($0, fill, rule, r) }, path: p, r)
            emit({ .stroke($0, stroke, style, r) }, path: p, r)
            g.shadow = sh
            if let sh = sh {
                let both = Array(list.items[before...])
                list.items.removeSubrange(before...)
                list.items.append(.shadowed(sh, both, r))
            }
        }
    }
}

typealias ContextFn = (Evaluator, ContextState, [Value], SourceRange) throws -> Void

private let P = ValueType.point
private let Nm = ValueType.number

/// Every CGContext call a context block accepts, with its forms.
let contextCommands: [String: [(Signature, ContextFn)]] = [
    // Graphics state.
    "saveGState": [(Signature([]), { ev, cs, _, r in
        if cs.saved.count >= ev.options.limits.maxDepth {
            throw Abort(diagnostic: .error("saveGState() nests deeper than \(ev.options.limits.maxDepth) levels; raise the limit with --max-depth", at: r))
        }
        cs.saved.append((cs.g, cs.list, r))
        cs.list = DrawList() })],
    "restoreGState": [(Signature([]), { _, cs, _, r in
        guard let (g, parent, sr) = cs.saved.popLast() else {
            throw Diagnostic.error("restoreGState() without a matching saveGState()", at: r)
        }
        parent.items.append(.group(cs.list.items, sr.to(r)))
        cs.list = parent
        cs.g = g })],
    "setLineWidth": [(Signature([Param(nil, Nm)]), { ev, cs, a, r in
        try ev.nonNegative(a[0].num, "a line width", ev.argRange(0, r)); cs.g.style.lineWidth = a[0].num })],
    "setLineCap": [(Signature([Param(nil, .symbol)]), { ev, cs, a, r in
        guard case .symbol(let s) = a[0], let c = LineCap(rawValue: s) else {
            throw Diagnostic.error("a line cap is one of .butt, .round, .square, not \(a[0].description)", at: ev.argRange(0, r))
        }
        cs.g.style.lineCap = c })],
    "setLineJoin": [(Signature([Param(nil, .symbol)]), { ev, cs, a, r in
        guard case .symbol(let s) = a[0], let j = LineJoin(rawValue: s) else {
            throw Diagnostic.error("a line join is one of .miter, .round, .bevel, not \(a[0].description)", at: ev.argRange(0, r))
        }
        cs.g.style.lineJoin = j })],
    "setMiterLimit": [(Signature([Param(nil, Nm)]), { ev, cs, a, r in
        try ev.nonNegative(a[0].num, "a miter limit", ev.argRange(0, r)); cs.g.style.miterLimit = a[0].num })],
    "setLineDash": [(Signature([Param("phase", Nm), Param("lengths", .list)]), { ev, cs, a, r in
        if case .list(let l) = a[1], l.isEmpty { cs.g.style.dash = []; cs.g.style.dashPhase = 0; return }  // CG: a solid line again
        cs.g.style.dash = try ev.dashPattern(a[1], ev.argRange(1, r))
        cs.g.style.dashPhase = a[0].num })],
    "setStrokeColor": [
        (Signature([Param(nil, .color)]), { _, cs, a, _ in cs.g.strokeColor = a[0].color }),
        (Signature([Param("red", Nm), Param("green", Nm), Param("blue", Nm), Param("alpha", Nm)]), { ev, cs, a, r in
            cs.g.strokeColor = try ev.componentsColor(a, r) }),
    ],
    "setFillColor": [
        (Signature([Param(nil, .color)]), { _, cs, a, _ in cs.g.fillColor = a[0].color }),
        (Signature([Param("red", Nm), Param("green", Nm), Param("blue", Nm), Param("alpha", Nm)]), { ev, cs, a, r in
            cs.g.fillColor = try ev.componentsColor(a, r) }),
    ],
    "setAlpha": [(Signature([Param(nil, Nm)]), { _, cs, a, _ in cs.g.alpha = min(1, max(0, a[0].num)) })],  // CG clamps
    "setShadow": [
        (Signature([Param("offset", .size), Param("blur", Nm), Param("color", .color)]), { ev, cs, a, r in
            try ev.nonNegative(a[1].num, "a shadow's blur", ev.argRange(1, r))
            cs.g.shadow = a[2].color.alpha > 0 ? Shadow(offset: a[0].size, blur: a[1].num, color: a[2].color) : nil }),
        (Signature([Param("offset", .size), Param("blur", Nm)]), { ev, cs, a, r in
            try ev.nonNegative(a[1].num, "a shadow's blur", ev.argRange(1, r))
            cs.g.shadow = Shadow(offset: a[0].size, blur: a[1].num, color: Shadow.defaultColor) }),
    ],
    "setBlendMode": [(Signature([Param(nil, .symbol)]), { ev, cs, a, r in
        cs.list.items.append(.blendMode(try ev.blendMode(a[0], ev.argRange(0, r)), r)) })],
    // The current transform.
    "translateBy": [(Signature([Param("x", Nm), Param("y", Nm)]), { _, cs, a, _ in cs.g.ctm = cs.g.ctm.translatedBy(x: a[0].num, y: a[1].num) })],
    "scaleBy": [(Signature([Param("x", Nm), Param("y", Nm)]), { _, cs, a, _ in cs.g.ctm = cs.g.ctm.scaledBy(x: a[0].num, y: a[1].num) })],
    "rotate": [(Signature([Param("by", Nm)]), { _, cs, a, _ in cs.g.ctm = cs.g.ctm.rotated(by: a[0].num) })],
    "concatenate": [(Signature([Param(nil, .transform)]), { _, cs, a, _ in cs.g.ctm = a[0].transformValue.concatenating(cs.g.ctm) })],
    // The current path.
    "beginPath": [(Signature([]), { _, cs, _, _ in cs.path = BezierPath() })],
    "move": [(Signature([Param("to", P)]), { _, cs, a, _ in cs.path.move(to: cs.user(a[0].point)) })],
    "addLine": [(Signature([Param("to", P)]), { ev, cs, a, r in
        try ev.needContextPoint(cs, "addLine(to:)", r); cs.path.addLine(to: cs.user(a[0].point)) })],
    "addLines": [(Signature([Param("between", .list)]), { ev, cs, a, r in
        guard case .list(let l) = a[0] else { return }
        for (i, v) in l.enumerated() {
            guard case .point(let p) = v else { throw Diagnostic.error("addLines(between:) takes a list of Points, not \(article(v))", at: ev.argRange(0, r)) }
            if i == 0 { cs.path.move(to: cs.user(p)) } else { cs.path.addLine(to: cs.user(p)) }
        } })],
    "addCurve": [(Signature([Param("to", P), Param("control1", P), Param("control2", P)]), { ev, cs, a, r in
        try ev.needContextPoint(cs, "addCurve(to:control1:control2:)", r)
        cs.path.addCurve(to: cs.user(a[0].point), control1: cs.user(a[1].point), control2: cs.user(a[2].point)) })],
    "addQuadCurve": [(Signature([Param("to", P), Param("control", P)]), { ev, cs, a, r in
        try ev.needContextPoint(cs, "addQuadCurve(to:control:)", r)
        cs.path.addQuadCurve(to: cs.user(a[0].point), control: cs.user(a[1].point)) })],
    "addArc": [(Signature([Param("center", P), Param("radius", Nm), Param("startAngle", Nm), Param("endAngle", Nm), Param("clockwise", .bool)]), { ev, cs, a, r in
        try ev.nonNegative(a[1].num, "radius", ev.argRange(1, r))
        var p = BezierPath()
        // CGContext judges `clockwise` with y up; on a y-down UIKit screen it is the other way round.
        p.addArc(center: a[0].point, radius: a[1].num, startAngle: a[2].num, endAngle: a[3].num, clockwise: !a[4].bool)
        cs.addConnected(p) })],
    "addRect": [(Signature([Param(nil, .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); var p = BezierPath(); p.addRect(a[0].rect); cs.addSubpath(p) })],
    "addEllipse": [(Signature([Param("in", .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); var p = BezierPath(); p.addOval(in: a[0].rect); cs.addSubpath(p) })],
    "addPath": [(Signature([Param(nil, .string)]), { ev, cs, a, r in
        guard case .string(let text) = a[0] else { return }
        do { cs.addSubpath(try SVGPathData.parse(text)) } catch let e as SVGPathError {
            throw ev.svgError(e, text, ev.argRange(0, r))
        } })],
    "closePath": [(Signature([]), { _, cs, _, _ in cs.path.close() })],
    // Painting.
    "strokePath": [(Signature([]), { _, cs, _, r in cs.draw(.stroke, r) })],
    "fillPath": [(Signature([Param("using", .symbol, .symbol("winding"))]), { ev, cs, a, r in
        cs.draw(.fill(try ev.fillRule(a[0], ev.argRange(0, r))), r) })],
    "eoFillPath": [(Signature([]), { _, cs, _, r in cs.draw(.fill(.evenOdd), r) })],
    "drawPath": [(Signature([Param("using", .symbol)]), { ev, cs, a, r in
        guard case .symbol(let s) = a[0] else { return }
        switch s {
        case "fill": cs.draw(.fill(.nonZero), r)
        case "eoFill": cs.draw(.fill(.evenOdd), r)
        case "stroke": cs.draw(.stroke, r)
        case "fillStroke": cs.draw(.fillStroke(.nonZero), r)
        case "eoFillStroke": cs.draw(.fillStroke(.evenOdd), r)
        default:
            throw Diagnostic.error("a drawing mode is one of .fill, .eoFill, .stroke, .fillStroke, .eoFillStroke, not .\(s)", at: ev.argRange(0, r))
        } })],
    "fill": [(Signature([Param(nil, .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); cs.path = BezierPath(); var p = BezierPath(); p.addRect(a[0].rect); cs.addSubpath(p); cs.draw(.fill(.nonZero), r) })],
    "stroke": [(Signature([Param(nil, .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); cs.path = BezierPath(); var p = BezierPath(); p.addRect(a[0].rect); cs.addSubpath(p); cs.draw(.stroke, r) }),
               (Signature([Param(nil, .rect), Param("width", Nm)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); try ev.nonNegative(a[1].num, "a line width", ev.argRange(1, r))
        cs.path = BezierPath(); var p = BezierPath(); p.addRect(a[0].rect); cs.addSubpath(p)
        let w = cs.g.style.lineWidth; cs.g.style.lineWidth = a[1].num; cs.draw(.stroke, r); cs.g.style.lineWidth = w })],
    "fillEllipse": [(Signature([Param("in", .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); cs.path = BezierPath(); var p = BezierPath(); p.addOval(in: a[0].rect); cs.addSubpath(p); cs.draw(.fill(.nonZero), r) })],
    "strokeEllipse": [(Signature([Param("in", .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); cs.path = BezierPath(); var p = BezierPath(); p.addOval(in: a[0].rect); cs.addSubpath(p); cs.draw(.stroke, r) })],
    "clear": [(Signature([Param(nil, .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r)
        var p = BezierPath(); p.addRect(a[0].rect)
        cs.list.items.append(.group([.blendMode(.clear, r), .fill(p.applying(cs.g.ctm), .color(.black), .nonZero, r)], r)) })],
    // Clipping: intersects the clip with the current path (consumed) until restoreGState().
    "clip": [(Signature([Param("using", .symbol, .symbol("winding"))]), { ev, cs, a, r in
        let rule = try ev.fillRule(a[0], ev.argRange(0, r))
        cs.list.items.append(.clip(cs.path, rule, r)); cs.path = BezierPath() }),
             (Signature([Param("to", .rect)]), { ev, cs, a, r in
        try ev.realRect(a[0].rect, r); var p = BezierPath(); p.addRect(a[0].rect)
        cs.list.items.append(.clip(p.applying(cs.g.ctm), .nonZero, r)) })],
]

extension Evaluator {
    func runContext(_ body: [Stmt], _ list: DrawList, _ kr: SourceRange, _ r: SourceRange, _ scope: Scope, _ unit: FileUnit) throws {
        let cs = ContextState(list: list)
        let errorsBefore = errorsSeen
        try nest(kr) { try execAll(body, Scope(parent: scope, selfView: nil), .context(cs, unit)) }
        if let (_, _, sr) = cs.saved.first {
            throw Diagnostic.error("saveGState() has no matching restoreGState() in this context block", at: sr)
        }
        if !cs.path.isEmpty && errorsSeen == errorsBefore {
            report(Diagnostic(.warning, "the context block ends with a path that is never painted; strokePath(), fillPath() or drawPath(using:) would draw it", at: kr))
        }
    }

    func contextCommand(_ cs: ContextState, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        if name == "drawImage" { return try contextDrawImage(cs, nr, args, r) }
        if drawingCommands[name] != nil {
            let paint = try drawingPaint(name, nr, args, r).withAlpha(cs.g.alpha)
            cs.emit({ _ in .paint(paint, r) }, path: BezierPath(), r)
            return
        }
        guard let forms = contextCommands[name] else {
            if builtinFunctionNames.contains(name) {
                throw Diagnostic.error("the result of '\(name)(…)' is unused", at: r)
            }
            let hint = suggest(name, Array(contextCommands.keys) + Array(drawingCommands.keys)).map { "; did you mean '\($0)'?" } ?? ""
            let pathHint = pathCommands[name] != nil ? " ('\(name)' is a path command; in a context block the CGContext names apply, such as addLine(to:))" : ""
            throw Diagnostic.error("unknown context call '\(name)'\(hint)\(pathHint)", at: nr)
        }
        let (impl, vals) = try Overloads(forms).resolve(args, callRange: r, name: name)
        try countOperations(1 + cs.path.elements.count, r)
        try checkPlaceable(cs.path, r)
        try checkArgsFinite(args)
        currentArgs = args
        defer { currentArgs = [] }
        try impl(self, cs, vals, r)
    }

    /// `context.addLine(to: p)` as Swift spells it (the same as `addLine(to: p)`), and
    /// `UIColor.red.setFill()`, `.setStroke()`, `.set()`.
    func contextMemberCall(_ cs: ContextState, _ base: Expr, _ name: String, _ nr: SourceRange, _ args: [Argument],
                           _ scope: Scope, _ r: SourceRange) throws {
        if case .identifier("context", _) = base, scope.lookup("context") == nil {
            try contextCommand(cs, name, nr, try callArgs(args, scope), r)
            return
        }
        guard ["setFill", "setStroke", "set"].contains(name) else {
            throw Diagnostic.error("the result of this call is unused", at: r)
        }
        try contextColorSet(cs, try eval(base, scope), name, nr, try callArgs(args, scope), r)
    }

    /// `UIColor.red.setFill()`, `.setStroke()`, `.set()` inside a context block.
    func contextColorSet(_ cs: ContextState, _ v: Value, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        guard case .color(let c) = v else { throw Diagnostic.error("'\(name)()' is a method of Color, not of \(article(v))", at: nr) }
        if let a = args.first { throw Diagnostic.error("'\(name)()' takes no arguments", at: a.range) }
        switch name {
        case "setFill": cs.g.fillColor = c
        case "setStroke": cs.g.strokeColor = c
        default: cs.g.fillColor = c; cs.g.strokeColor = c
        }
    }

    func needContextPoint(_ cs: ContextState, _ what: String, _ r: SourceRange) throws {
        if cs.path.currentPoint == nil {
            throw Diagnostic.error("\(what) needs a current point; start the path with move(to:)", at: r)
        }
    }

    func fillRule(_ v: Value, _ vr: SourceRange) throws -> FillRule {
        switch v {
        case .symbol("winding"): return .nonZero
        case .symbol("evenOdd"): return .evenOdd
        default: throw Diagnostic.error("a fill rule is .winding or .evenOdd (CGPathFillRule), not \(v.description)", at: vr)
        }
    }

    func componentsColor(_ a: [Value], _ r: SourceRange) throws -> Color {
        for x in a where !(x.num >= 0 && x.num <= 1) {
            throw Diagnostic.error("color components are between 0 and 1, not \(formatNumber(x.num))", at: r)
        }
        return Color(red: a[0].num, green: a[1].num, blue: a[2].num, alpha: a[3].num)
    }
}
