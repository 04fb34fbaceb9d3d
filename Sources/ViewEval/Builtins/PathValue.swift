// UIBezierPath as a value: the shapes a layer takes (`layer.shadowPath`, `layer.mask`) and a
// path block can append. Its constructors are UIBezierPath's convenience initialisers, with the
// same geometry the path commands draw (PathCommands.swift); `.cgPath` is a snapshot of its shape, so
// `UIBezierPath(ovalIn: bounds).cgPath` reads as it does in UIKit. `CGMutablePath()` is the same
// value built with Core Graphics' names (CGPath.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let pathValue = BuiltinType(
        type: .path,
        typeNames: ["UIBezierPath"],
        swiftNames: ["UIBezierPath", "CGPath", "CGMutablePath"],
        constructors: ["CGMutablePath": [FunctionForm([], .path) { _ in .path(PathObject(BezierPath())) }], "CGPath": cgPathConstructors, "UIBezierPath": [
            // An empty path, built with its methods (the Swift subset).
            FunctionForm([], .path) { _ in .path(PathObject(BezierPath())) },
            // UIBezierPath(cgPath:): a copy (CGPath.swift).
            FunctionForm([Param("cgPath", .path)], .path) { a in .path(PathObject(pathObject(a[0]).path)) },
            FunctionForm([Param("rect", .rect)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                var p = BezierPath(); p.addRect(a.rect(0)); return .path(PathObject(p)) },
            FunctionForm([Param("ovalIn", .rect)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                var p = BezierPath(); p.addOval(in: a.rect(0)); return .path(PathObject(p)) },
            FunctionForm([Param("roundedRect", .rect), Param("cornerRadius", N)], .path) { a in
                try Check.realRect(a.rect(0), a.range); try Check.nonNegative(a.num(1), "cornerRadius", a.argRange(1))
                var p = BezierPath(); p.addRoundedRect(a.rect(0), cornerRadius: a.num(1)); return .path(PathObject(p)) },
            FunctionForm([Param("roundedRect", .rect), Param("byRoundingCorners", nil), Param("cornerRadii", .size)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                let corners = try rectCorners(a[1], a.argRange(1))
                try Check.nonNegative(a.size(2).width, "a corner radius", a.argRange(2))
                var p = BezierPath(); p.addRoundedRect(a.rect(0), corners: corners, radii: a.size(2)); return .path(PathObject(p)) },
            FunctionForm([Param("arcCenter", .point), Param("radius", N), Param("startAngle", N), Param("endAngle", N), Param("clockwise", .bool)], .path) { a in
                try Check.nonNegative(a.num(1), "radius", a.argRange(1))
                var p = BezierPath()
                p.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: a.bool(4))
                return .path(PathObject(p)) },
            // SVG path data, as the path block's svg(_:) reads it.
            FunctionForm([Param("svg", .string)], .path) { a in
                let text = a[0].string
                do {
                    let p = try SVGPathData.parse(text)
                    try a.run.countOperations(p.elements.count, a.range)
                    return .path(PathObject(p))
                } catch let e as SVGPathError {
                    throw svgError(e, text, a.argRange(0))
                } },
        ]],
        members: [
            // A snapshot of the shape alone, as UIKit's `cgPath` is: a CGPath has no stroke settings
            // nor fill rule (`contains(_:)` on it fills by `.winding`), and a later change of the
            // UIBezierPath does not change it.
            ("cgPath", Member(.path) { .path(PathObject(pathObject($0).path)) }),
            // CGPath.boundingBox: control points included, as UIBezierPath.bounds.
            ("boundingBox", Member(.rect) { if case .path(let o) = $0 { return .rect(o.path.controlPointBounds) }; return .rect(.null) }),
            // UIBezierPath.bounds (control points included) and CGPath.boundingBoxOfPath.
            ("bounds", Member(.rect) { if case .path(let o) = $0 { return .rect(o.path.controlPointBounds) }; return .rect(.null) }),
            ("boundingBoxOfPath", Member(.rect) { if case .path(let o) = $0 { return .rect(o.path.bounds) }; return .rect(.null) }),
            ("isEmpty", Member(.bool) { if case .path(let o) = $0 { return .bool(o.path.isEmpty) }; return .bool(true) }),
            ("currentPoint", Member(result: { _ in .point }, get: { v, r in
                if case .path(let o) = v, let p = o.path.currentPoint { return .point(p) }
                throw Diagnostic.error("this path has no current point yet (UIKit gives .zero and logs an error); start it with move(to:)", at: r) })),
            ("lineWidth", Member(.number) { .number(pathObject($0).style.lineWidth) }),
            ("miterLimit", Member(.number) { .number(pathObject($0).style.miterLimit) }),
            ("lineCapStyle", Member(result: { _ in .symbol("") }, get: { v, _ in .symbol(pathObject(v).style.lineCap.rawValue) })),
            ("lineJoinStyle", Member(result: { _ in .symbol("") }, get: { v, _ in .symbol(pathObject(v).style.lineJoin.rawValue) })),
            ("usesEvenOddFillRule", Member(.bool) { .bool(pathObject($0).usesEvenOddFillRule) }),
        ],
        methods: pathMethods.merging([
            // CGPath.copy(using:) / UIBezierPath.apply(_:) without mutation: the path with every point transformed.
            "applying": [MethodForm([Param(nil, .transform)], .path) { v, a in
                if case .path(let o) = v { return .path(PathObject(o.path.applying(a.transform(0)))) }
                return v }],
        ].merging(cgPathAndStrokedMethods) { a, b in a + b }) { a, b in a + b })

    static func pathObject(_ v: Value) -> PathObject {
        if case .path(let o) = v { return o }
        return PathObject(BezierPath())
    }

    /// UIBezierPath's methods that build, change and paint it (it is a reference: a `let`
    /// path is changed by them, as in UIKit).
    static let pathMethods: [String: [MethodForm]] = [
        "move": [MethodForm([Param("to", .point)], .void) { v, a in pathObject(v).path.move(to: a.point(0)); return .void }],
        "addLine": [MethodForm([Param("to", .point)], .void) { v, a in
            let o = pathObject(v)
            try needCurrentPoint(o.path, "addLine(to:)", a.range)
            o.path.addLine(to: a.point(0)); return .void }],
        "addCurve": [MethodForm([Param("to", .point), Param("controlPoint1", .point), Param("controlPoint2", .point)], .void) { v, a in
            let o = pathObject(v)
            try needCurrentPoint(o.path, "addCurve(to:controlPoint1:controlPoint2:)", a.range)
            o.path.addCurve(to: a.point(0), control1: a.point(1), control2: a.point(2)); return .void }],
        "addQuadCurve": [MethodForm([Param("to", .point), Param("controlPoint", .point)], .void) { v, a in
            let o = pathObject(v)
            try needCurrentPoint(o.path, "addQuadCurve(to:controlPoint:)", a.range)
            o.path.addQuadCurve(to: a.point(0), control: a.point(1)); return .void }],
        "addArc": [MethodForm([Param("withCenter", .point), Param("radius", N), Param("startAngle", N), Param("endAngle", N), Param("clockwise", .bool)], .void) { v, a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            pathObject(v).path.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: a.bool(4))
            return .void }],
        "close": [MethodForm([], .void) { v, _ in pathObject(v).path.close(); return .void }],
        // Whether a fill would paint the point: UIBezierPath's by its own fill rule, CGPath's
        // `contains(_:using:transform:)` by the rule named (`.winding` when left out), the
        // path transformed first.
        "contains": [
            MethodForm([Param(nil, .point)], .bool) { v, a in
                let o = pathObject(v)
                return .bool(o.path.contains(a.point(0), evenOdd: o.usesEvenOddFillRule)) },
            MethodForm([Param(nil, .point), Param("using", .symbol, .symbol("winding")), Param("transform", .transform, .void, takesNil: true)], .bool) { v, a in
                guard case .symbol(let rule) = a[1], rule == "winding" || rule == "evenOdd" else {
                    throw Diagnostic.error("a fill rule is .winding or .evenOdd, not \(a[1].description)", at: a.argRange(1))
                }
                let path = transformed(pathObject(v).path, a[2])
                return .bool(path.contains(a.point(0), evenOdd: rule == "evenOdd")) },
        ],
        "removeAllPoints": [MethodForm([], .void) { v, _ in pathObject(v).path = BezierPath(); return .void }],
        // A new path with the same elements and settings (`path.copy() as! UIBezierPath`).
        "copy": [MethodForm([], .path) { v, _ in .path(PathObject(pathObject(v).value)) }],
        // A new path of the same shape drawn the other way (BezierPath.reversed), with the
        // path's settings, as a copy has them: appended to another, it cuts a hole where the
        // non-zero rule fills.
        "reversing": [MethodForm([], .path) { v, _ in
            var o = pathObject(v).value
            o.path = o.path.reversed()
            return .path(PathObject(o)) }],
        "append": [MethodForm([Param(nil, .path)], .void) { v, a in
            let other = pathObject(a[0]).path
            try a.run.countOperations(other.elements.count, a.range)   // a path appended to itself doubles
            pathObject(v).path.append(other); return .void }],
        "apply": [MethodForm([Param(nil, .transform)], .void) { v, a in
            let o = pathObject(v); o.path = o.path.applying(a.transform(0)); return .void }],
        "setLineDash": [MethodForm([Param(nil, .list), Param("count", N), Param("phase", N)], .void) { v, a in
            let o = pathObject(v)
            guard case .list(let l) = a[0], Int(exactly: a.num(1)).map({ $0 >= 0 && $0 <= l.count }) == true else {
                throw Diagnostic.error("count must be a whole number no larger than the pattern's length", at: a.argRange(1))
            }
            let pattern = Value.list(Array(l.prefix(Int(a.num(1)))))
            if Int(a.num(1)) == 0 { o.style.dash = []; o.style.dashPhase = 0; return .void }
            o.style.dash = try PathProperties.dashPattern(pattern, a.argRange(0))
            o.style.dashPhase = a.num(2)
            return .void }],
        // With a blend mode and an alpha: drawn with them in place of the context's, for this
        // path alone (UIKit saves the state, sets both, paints and restores).
        "stroke": [
            MethodForm([], .void) { v, a in try paint(pathObject(v), a, fill: false); return .void },
            MethodForm([Param("with", .symbol), Param("alpha", N)], .void) { v, a in
                try paint(pathObject(v), a, fill: false, with: (try blendMode(a[0], a.argRange(0)), a.num(1))); return .void },
        ],
        "fill": [
            MethodForm([], .void) { v, a in try paint(pathObject(v), a, fill: true); return .void },
            MethodForm([Param("with", .symbol), Param("alpha", N)], .void) { v, a in
                try paint(pathObject(v), a, fill: true, with: (try blendMode(a[0], a.argRange(0)), a.num(1))); return .void },
        ],
        "addClip": [MethodForm([], .void) { v, a in
            let o = pathObject(v)
            let cs = try currentContext(a, "addClip()")
            try a.run.countOperations(o.path.elements.count, a.range)
            let placed = try placeable(o.path, a.range, fill: true)
            cs.clip(placed.applying(cs.g.ctm), o.usesEvenOddFillRule ? .evenOdd : .nonZero, a.range)
            return .void }],
    ]

    static func currentContext(_ a: Call, _ what: String) throws -> ContextState {
        try currentContext(a.run, what, a.range)
    }
    /// The current context; outside draw(_:) there is none, and UIKit's painting there draws
    /// nothing (Core Graphics logs an invalid context): a warning, and a context whose drawing
    /// goes nowhere.
    static func currentContext(_ run: Runner, _ what: String, _ r: SourceRange) throws -> ContextState {
        guard let cs = run.contextState else {
            run.report(Diagnostic(.warning, "\(what) paints into the current context, which exists while draw(_:) runs: here it draws nothing, as on iOS", at: r))
            return ContextState(list: DrawList())
        }
        return cs
    }

    /// UIBezierPath.stroke()/fill(): with the path's own line settings and the context's
    /// colors, alpha, transform and shadow.
    static func paint(_ o: PathObject, _ a: Call, fill: Bool, with override: (blend: BlendMode, alpha: Double)? = nil) throws {
        let cs = try currentContext(a, fill ? "fill()" : "stroke()")
        if o.path.isEmpty { return }
        try a.run.countOperations(o.path.elements.count, a.range)
        let r = a.range
        let p = try placeable(o.path, r, fill: fill).applying(cs.g.ctm)
        let alpha = override.map { min(1, max(0, $0.alpha)) } ?? cs.g.alpha
        // UIKit sets the context's line dash from the path's only when the path has one
        // (`setLineDash(_:count:phase:)`): a path without one strokes with the context's, as a
        // PaintCode kit's ring dashed by `context.setLineDash(…)` before `path.stroke()`.
        var style = o.style
        if style.dash.isEmpty { style.dash = cs.g.style.dash; style.dashPhase = cs.g.style.dashPhase }
        var cmd: (BezierPath) -> DrawCommand
        if fill, override == nil, let img = cs.g.fillPattern {
            try cs.emitPatternFill(img, p, o.usesEvenOddFillRule ? .evenOdd : .nonZero, r)
            return
        } else if !fill, override == nil, let img = cs.g.strokePattern {
            try cs.emitPatternStroke(img, p, style, a.run, r)
            return
        } else if fill {
            let paint = Paint.color(cs.g.fillColor).withAlpha(alpha)
            let rule: FillRule = o.usesEvenOddFillRule ? .evenOdd : .nonZero
            cmd = { .fill($0, paint, rule, r) }
        } else {
            let paint = Paint.color(cs.g.strokeColor).withAlpha(alpha)
            cmd = { .stroke($0, paint, style, r) }
        }
        if let b = override?.blend, b != cs.g.blendMode {
            let inner = cmd
            cmd = { .group([.blendMode(b, r), inner($0)], r) }
        }
        cs.emit(cmd, path: p, r)
    }
}
