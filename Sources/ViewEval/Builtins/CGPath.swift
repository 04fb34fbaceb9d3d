// CGMutablePath: a UIBezierPath value (PathValue.swift) made and built with Core Graphics'
// names, as chart and gauge code writes it before `context.addPath(path)`. Its arcs judge
// `clockwise` as Core Graphics does, with y up — counterclockwise on a UIKit screen, as the
// context's own addArc (ContextCommands.swift); `boundingBox` includes the control points,
// `boundingBoxOfPath` does not. `UIBezierPath(cgPath:)` copies one. `CGPath(rect:transform:)`,
// `(ellipseIn:transform:)` and `(roundedRect:cornerWidth:cornerHeight:transform:)` make one whole,
// `(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)` the outline of one's stroke;
// `addLines(between:transform:)`, `addRect(_:transform:)`, `addEllipse(in:transform:)` and
// `addPath(_:transform:)` map what they add by the transform first, as Core Graphics does.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    /// A rect of corners `cornerWidth` by `cornerHeight` (arguments 0, 1, 2 of `a`): a circular
    /// rounded rect in a space stretched to make them round, and back.
    static func roundedRectPath(_ a: Call) throws -> BezierPath {
        let rc = a.rect(0).standardized
        try Check.realRect(rc, a.range)
        try Check.nonNegative(a.num(1), "cornerWidth", a.argRange(1)); try Check.nonNegative(a.num(2), "cornerHeight", a.argRange(2))
        var p = BezierPath()
        if a.num(1) == 0 || a.num(2) == 0 { p.addRect(rc) } else {
            let k = a.num(2) / a.num(1)
            p.addRoundedRect(Rect(rc.minX, rc.minY / k, rc.width, rc.height / k), cornerRadius: a.num(1))
            p = p.applying(Transform(scaleX: 1, y: k))
        }
        return p
    }

    /// An immutable CGPath made whole, `CGPath(rect:transform:)`, `(ellipseIn:transform:)`,
    /// `(roundedRect:cornerWidth:cornerHeight:transform:)`: the shape, then the transform
    /// (`nil`: none) applied to it, as Core Graphics does.
    static let cgPathConstructors: [FunctionForm] = [
        FunctionForm([Param("rect", .rect), Param("transform", .transform, .void, takesNil: true)], .path) { a in
            try Check.realRect(a.rect(0), a.range)
            var p = BezierPath(); p.addRect(a.rect(0))
            return .path(PathObject(transformed(p, a[1]))) },
        FunctionForm([Param("ellipseIn", .rect), Param("transform", .transform, .void, takesNil: true)], .path) { a in
            try Check.realRect(a.rect(0), a.range)
            var p = BezierPath(); p.addOval(in: a.rect(0))
            return .path(PathObject(transformed(p, a[1]))) },
        FunctionForm([Param("roundedRect", .rect), Param("cornerWidth", N), Param("cornerHeight", N), Param("transform", .transform, .void, takesNil: true)], .path) { a in
            .path(PathObject(transformed(try roundedRectPath(a), a[3]))) },
        // `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`, Swift's name for
        // CGPathCreateCopyByStrokingPath: the outline copy(strokingWithWidth:…) makes, then the
        // transform; optional in Swift, never nil here.
        FunctionForm([Param("__byStroking", .path), Param("transform", .transform, takesNil: true), Param("lineWidth", N),
                      Param("lineCap", .symbol), Param("lineJoin", .symbol), Param("miterLimit", N)], .optional(.path)) { a in
            .path(PathObject(transformed(try strokedOutline(pathObject(a[0]).path, a, from: 2), a[1]))) },
    ]

    static func transformed(_ p: BezierPath, _ t: Value) -> BezierPath {
        if case .transform(let m) = t { return p.applying(m) }
        return p
    }

    /// CGMutablePath's building methods that UIBezierPath names otherwise (or lacks).
    static let cgPathMethods: [String: [MethodForm]] = [
        // `copy(using: &transform)`: a new path, this one's points mapped by the transform
        // (`nil`: an unchanged copy), as CGPath's copy(using:) makes it; optional in Swift,
        // never nil here.
        "copy": [MethodForm([Param("using", .transform, takesNil: true)], .optional(.path)) { v, a in
            .path(PathObject(transformed(pathObject(v).path, a[0]))) }],
        "addCurve": [MethodForm([Param("to", .point), Param("control1", .point), Param("control2", .point)], .void) { v, a in
            let o = pathObject(v)
            try needCurrentPoint(o.path, "addCurve(to:control1:control2:)", a.range)
            o.path.addCurve(to: a.point(0), control1: a.point(1), control2: a.point(2)); return .void }],
        "addQuadCurve": [MethodForm([Param("to", .point), Param("control", .point)], .void) { v, a in
            let o = pathObject(v)
            try needCurrentPoint(o.path, "addQuadCurve(to:control:)", a.range)
            o.path.addQuadCurve(to: a.point(0), control: a.point(1)); return .void }],
        // `transform:` of the arcs by centre (the identity when none is given) maps the arc,
        // built about its centre, before the line from the current point joins it, as Core
        // Graphics adds it: a scale makes an elliptical arc, a move places it.
        "addArc": [
            MethodForm([Param("center", .point), Param("radius", N), Param("startAngle", N), Param("endAngle", N), Param("clockwise", .bool),
                        Param("transform", .transform, .void)], .void) { v, a in
                try Check.nonNegative(a.num(1), "radius", a.argRange(1))
                var arc = BezierPath(); arc.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: !a.bool(4))
                pathObject(v).path.append(connecting: transformed(arc, a[5]))
                return .void },
            MethodForm([Param("tangent1End", .point), Param("tangent2End", .point), Param("radius", N)], .void) { v, a in
                let o = pathObject(v)
                try Check.nonNegative(a.num(2), "radius", a.argRange(2))
                try needCurrentPoint(o.path, "addArc(tangent1End:tangent2End:radius:)", a.range)
                o.path.append(connecting: tangentArc(from: o.path.currentPoint!, a.point(0), a.point(1), radius: a.num(2)))
                return .void },
        ],
        "addRelativeArc": [MethodForm([Param("center", .point), Param("radius", N), Param("startAngle", N), Param("delta", N), Param("transform", .transform, .void)], .void) { v, a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            var arc = BezierPath(); arc.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(2) + a.num(3), clockwise: a.num(3) > 0)
            pathObject(v).path.append(connecting: transformed(arc, a[4]))
            return .void }],
        "addRect": [MethodForm([Param(nil, .rect), Param("transform", .transform, .void)], .void) { v, a in
            try Check.realRect(a.rect(0), a.range)
            var p = BezierPath(); p.addRect(a.rect(0))
            pathObject(v).path.append(transformed(p, a[1])); return .void }],
        "addEllipse": [MethodForm([Param("in", .rect), Param("transform", .transform, .void)], .void) { v, a in
            try Check.realRect(a.rect(0), a.range)
            var p = BezierPath(); p.addOval(in: a.rect(0))
            pathObject(v).path.append(transformed(p, a[1])); return .void }],
        // Corners of `cornerWidth` by `cornerHeight`: a circular rounded rect in a space
        // stretched to make them round, and back.
        "addRoundedRect": [MethodForm([Param("in", .rect), Param("cornerWidth", N), Param("cornerHeight", N)], .void) { v, a in
            pathObject(v).path.append(try roundedRectPath(a)); return .void }],
        // `transform:` (Core Graphics' default the identity) maps each point before it is added.
        "addLines": [MethodForm([Param("between", .list), Param("transform", .transform, .void)], .void) { v, a in
            guard case .list(let l) = a[0] else { return .void }
            try a.run.countOperations(l.count, a.range)
            let o = pathObject(v)
            let t: Transform
            if case .transform(let m) = a[1] { t = m } else { t = .identity }
            for (i, p) in l.enumerated() {
                guard case .point(let pt) = p else { throw Diagnostic.error("addLines(between:) takes a list of CGPoints, not a list holding \(article(p))", at: a.argRange(0)) }
                if i == 0 { o.path.move(to: pt.applying(t)) } else { o.path.addLine(to: pt.applying(t)) }
            }
            return .void }],
        "closeSubpath": [MethodForm([], .void) { v, _ in pathObject(v).path.close(); return .void }],
        "addPath": [MethodForm([Param(nil, .path), Param("transform", .transform, .void)], .void) { v, a in
            let other = pathObject(a[0]).path
            try a.run.countOperations(other.elements.count, a.range)
            pathObject(v).path.append(transformed(other, a[1])); return .void }],
    ]
}
