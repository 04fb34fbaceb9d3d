// Gradient (CGGradient): `Gradient(colors:)`, `Gradient(colors:locations:)`: two or more colors;
// locations, when given, one per color, in 0...1 and not decreasing. Drawn by
// drawLinearGradient / drawRadialGradient (DrawingCommands.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let gradient = BuiltinType(
        type: .gradient,
        constructors: ["Gradient": [
            FunctionForm([Param("colors", .list)], .gradient) { a in .gradient(try makeGradient(a[0], nil, a.range)) },
            FunctionForm([Param("colors", .list), Param("locations", .list)], .gradient) { a in
                .gradient(try makeGradient(a[0], a[1], a.range)) },
        ]])

    static func makeGradient(_ colors: Value, _ locations: Value?, _ r: SourceRange) throws -> Gradient {
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
}
