// UIBezierPath as a value: the shapes a layer takes (`layer.shadowPath`, `layer.mask`) and a
// path block can append. Its constructors are UIBezierPath's convenience initialisers, with the
// same geometry the path commands draw (PathCommands.swift); `.cgPath` is the path itself, so
// `UIBezierPath(ovalIn: bounds).cgPath` reads as it does in UIKit.

import Foundation
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let pathValue = BuiltinType(
        type: .path,
        typeNames: ["UIBezierPath"],
        constructors: ["UIBezierPath": [
            FunctionForm([Param("rect", .rect)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                var p = BezierPath(); p.addRect(a.rect(0)); return .path(p) },
            FunctionForm([Param("ovalIn", .rect)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                var p = BezierPath(); p.addOval(in: a.rect(0)); return .path(p) },
            FunctionForm([Param("roundedRect", .rect), Param("cornerRadius", N)], .path) { a in
                try Check.realRect(a.rect(0), a.range); try Check.nonNegative(a.num(1), "cornerRadius", a.argRange(1))
                var p = BezierPath(); p.addRoundedRect(a.rect(0), cornerRadius: a.num(1)); return .path(p) },
            FunctionForm([Param("roundedRect", .rect), Param("byRoundingCorners", nil), Param("cornerRadii", .size)], .path) { a in
                try Check.realRect(a.rect(0), a.range)
                let corners = try rectCorners(a[1], a.argRange(1))
                try Check.nonNegative(a.size(2).width, "a corner radius", a.argRange(2))
                var p = BezierPath(); p.addRoundedRect(a.rect(0), corners: corners, radii: a.size(2)); return .path(p) },
            FunctionForm([Param("arcCenter", .point), Param("radius", N), Param("startAngle", N), Param("endAngle", N), Param("clockwise", .bool)], .path) { a in
                try Check.nonNegative(a.num(1), "radius", a.argRange(1))
                var p = BezierPath()
                p.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: a.bool(4))
                return .path(p) },
            // SVG path data, as the path block's svg(_:) reads it.
            FunctionForm([Param("svg", .string)], .path) { a in
                let text = a[0].string
                do {
                    let p = try SVGPathData.parse(text)
                    try a.run.countOperations(p.elements.count, a.range)
                    return .path(p)
                } catch let e as SVGPathError {
                    throw svgError(e, text, a.argRange(0))
                } },
        ]],
        members: [
            ("cgPath", Member(.path) { $0 }),
            // UIBezierPath.bounds (control points included) and CGPath.boundingBoxOfPath.
            ("bounds", Member(.rect) { if case .path(let p) = $0 { return .rect(p.controlPointBounds) }; return .rect(.null) }),
            ("boundingBoxOfPath", Member(.rect) { if case .path(let p) = $0 { return .rect(p.bounds) }; return .rect(.null) }),
            ("isEmpty", Member(.bool) { if case .path(let p) = $0 { return .bool(p.isEmpty) }; return .bool(true) }),
        ],
        methods: [
            // CGPath.copy(using:) / UIBezierPath.apply(_:) without mutation: the path with every point transformed.
            "applying": [MethodForm([Param(nil, .transform)], .path) { v, a in
                if case .path(let p) = v { return .path(p.applying(a.transform(0))) }
                return v }],
        ])
}
