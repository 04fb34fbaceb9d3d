// The drawing commands that paint outside a path: `drawLinearGradient` and
// `drawRadialGradient`, which fill the current clip as CGContext's methods of the same names
// do — in a view, a group (appended as a paint) and a context block (with the context's alpha,
// transform and shadow). A form here makes the paint; where it goes is the block's business.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// One form of a paint command.
final class PaintForm {
    let signature: Signature
    let body: (Call) throws -> Paint
    init(_ params: [Param], _ body: @escaping (Call) throws -> Paint) {
        self.signature = Signature(params); self.body = body
    }
}

extension Builtins {
    static let drawingCommands: [String: [PaintForm]] = [
        "drawLinearGradient": [PaintForm([Param(nil, .gradient), Param("start", .point), Param("end", .point), Param("options", nil, .list([]))]) { a in
            guard case .gradient(let g) = a[0] else { return .color(.clear) }
            if a.point(1) == a.point(2) {
                throw Diagnostic.error("a linear gradient needs different start and end points", at: a.argRange(2))
            }
            return .linearGradient(g, start: a.point(1), end: a.point(2), try gradientOptions(a[3], a.argRange(3))) }],
        "drawRadialGradient": [PaintForm([Param(nil, .gradient), Param("startCenter", .point), Param("startRadius", N),
                                          Param("endCenter", .point), Param("endRadius", N), Param("options", nil, .list([]))]) { a in
            guard case .gradient(let g) = a[0] else { return .color(.clear) }
            try Check.nonNegative(a.num(2), "startRadius", a.argRange(2))
            try Check.nonNegative(a.num(4), "endRadius", a.argRange(4))
            let o = try gradientOptions(a[5], a.argRange(5))
            if a.point(1) != a.point(3) && o.rawValue != 0 && o.rawValue != 3 {
                a.run.report(Diagnostic(.warning, "a one-sided extend option is exact only for circles with the same centre; here the gradient is extended up to the \(o.contains(.drawsBeforeStartLocation) ? "end circle" : "start circle")", at: a.argRange(5)))
            }
            return .radialGradient(g, startCenter: a.point(1), startRadius: a.num(2), endCenter: a.point(3), endRadius: a.num(4), o) }],
    ]

    /// CGGradientDrawingOptions: [], `.drawsBeforeStartLocation`, `.drawsAfterEndLocation`, or both.
    static func gradientOptions(_ v: Value, _ vr: SourceRange) throws -> GradientOptions {
        let items: [Value]
        if case .list(let l) = v { items = l } else { items = [v] }
        var o: GradientOptions = []
        for it in items {
            switch it {
            case .symbol("drawsBeforeStartLocation"): o.insert(.drawsBeforeStartLocation)
            case .symbol("drawsAfterEndLocation"): o.insert(.drawsAfterEndLocation)
            default:
                throw Diagnostic.error("gradient options are .drawsBeforeStartLocation and .drawsAfterEndLocation (a list of them, or []), not \(it.description)", at: vr)
            }
        }
        return o
    }
}
