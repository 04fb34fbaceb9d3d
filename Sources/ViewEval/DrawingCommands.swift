// Paint values and the drawing commands that paint outside a path: `Gradient(colors:…)`
// (CGGradient), `Shadow(offset:blur:color:)` (the arguments of CGContext.setShadow), and
// `drawLinearGradient` / `drawRadialGradient`, which fill the current clip as CGContext's
// methods of the same names do. Table-driven, like the path commands.

import Foundation
import ViewGeometry
import ViewSyntax

/// Gradient and Shadow constructors, merged into the built-in functions.
let drawingFunctions: [String: [(Signature, Evaluator.Fn)]] = [
    "Gradient": [
        (Signature([Param("colors", .list)]), { a, r in .gradient(try makeGradient(a[0], nil, r)) }),
        (Signature([Param("colors", .list), Param("locations", .list)]), { a, r in .gradient(try makeGradient(a[0], a[1], r)) }),
    ],
    "Shadow": [
        (Signature([Param("offset", .size), Param("blur", .number), Param("color", .color, .color(Shadow.defaultColor))]), { a, r in
            let blur = a[1].num
            if blur < 0 { throw Diagnostic.error("a shadow's blur must not be negative (it is \(formatNumber(blur)))", at: r) }
            return .shadow(Shadow(offset: a[0].size, blur: blur, color: a[2].color)) }),
    ],
]

/// CGGradient(colorsSpace:colors:locations:): two or more colors; locations, when given, one
/// per color, in 0...1 and not decreasing.
func makeGradient(_ colors: Value, _ locations: Value?, _ r: SourceRange) throws -> Gradient {
    guard case .list(let cl) = colors else { throw Diagnostic.error("'colors' is a list of colors", at: r) }
    var cs: [Color] = []
    for c in cl {
        guard case .color(let col) = c else { throw Diagnostic.error("a gradient's colors are Colors, not \(article(c))", at: r) }
        cs.append(col)
    }
    if cs.count < 2 { throw Diagnostic.error("a gradient needs at least two colors, not \(cs.count)", at: r) }
    guard let loc = locations else { return Gradient(colors: cs) }
    guard case .list(let ll) = loc else { throw Diagnostic.error("'locations' is a list of numbers", at: r) }
    if ll.count != cs.count {
        throw Diagnostic.error("a gradient has one location per color: \(cs.count) colors but \(ll.count) locations", at: r)
    }
    var stops: [Gradient.Stop] = []
    var last = -Double.infinity
    for (c, l) in zip(cs, ll) {
        guard case .number(let x) = l else { throw Diagnostic.error("a gradient location is a Number, not \(article(l))", at: r) }
        guard x >= 0 && x <= 1 else { throw Diagnostic.error("a gradient location is between 0 and 1, not \(formatNumber(x))", at: r) }
        guard x >= last else { throw Diagnostic.error("gradient locations must not decrease (\(formatNumber(x)) follows \(formatNumber(last)))", at: r) }
        last = x
        stops.append(Gradient.Stop(x, c))
    }
    return Gradient(stops: stops)
}

typealias DrawingFn = (Evaluator, [Value], SourceRange) throws -> Paint

/// Commands that paint the clip area; valid in a view, a group and a context block.
let drawingCommands: [String: [(Signature, DrawingFn)]] = [
    "drawLinearGradient": [(Signature([Param(nil, .gradient), Param("start", .point), Param("end", .point), Param("options", nil, .list([]))]), { ev, a, r in
        guard case .gradient(let g) = a[0] else { return .color(.clear) }
        if a[1].point == a[2].point {
            throw Diagnostic.error("a linear gradient needs different start and end points", at: ev.argRange(2, r))
        }
        return .linearGradient(g, start: a[1].point, end: a[2].point, try ev.gradientOptions(a[3], ev.argRange(3, r))) })],
    "drawRadialGradient": [(Signature([Param(nil, .gradient), Param("startCenter", .point), Param("startRadius", .number),
                                       Param("endCenter", .point), Param("endRadius", .number), Param("options", nil, .list([]))]), { ev, a, r in
        guard case .gradient(let g) = a[0] else { return .color(.clear) }
        try ev.nonNegative(a[2].num, "startRadius", ev.argRange(2, r))
        try ev.nonNegative(a[4].num, "endRadius", ev.argRange(4, r))
        let o = try ev.gradientOptions(a[5], ev.argRange(5, r))
        if a[1].point != a[3].point && o.rawValue != 0 && o.rawValue != 3 {
            ev.report(Diagnostic(.warning, "a one-sided extend option is exact only for circles with the same centre; here the gradient is extended up to the \(o.contains(.drawsBeforeStartLocation) ? "end circle" : "start circle")", at: ev.argRange(5, r)))
        }
        return .radialGradient(g, startCenter: a[1].point, startRadius: a[2].num, endCenter: a[3].point, endRadius: a[4].num,
                               try ev.gradientOptions(a[5], ev.argRange(5, r))) })],
]

extension Target {
    /// Where drawing commands go, for the targets that draw.
    var drawList: DrawList? {
        switch self {
        case .view(_, let l, _), .drawing(let l, _): return l
        default: return nil
        }
    }
}

extension Evaluator {
    /// The paint a gradient command asks for (shared with the context block).
    func drawingPaint(_ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws -> Paint {
        guard let forms = drawingCommands[name] else { throw Diagnostic.error("unknown drawing command '\(name)'", at: nr) }
        let (impl, vals) = try Overloads(forms).resolve(args, callRange: r, name: name)
        try countOperations(1, r)
        try checkArgsFinite(args)
        currentArgs = args
        defer { currentArgs = [] }
        return try impl(self, vals, r)
    }

    func drawingCommand(_ list: DrawList, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        list.items.append(.paint(try drawingPaint(name, nr, args, r), r))
    }

    /// CGGradientDrawingOptions: [], `.drawsBeforeStartLocation`, `.drawsAfterEndLocation`, or both.
    func gradientOptions(_ v: Value, _ vr: SourceRange) throws -> GradientOptions {
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
