// Gradient (CGGradient): `Gradient(colors:)`, `Gradient(colors:locations:)`: two or more colors;
// locations, when given, one per color, in 0...1 and not decreasing. Drawn by
// drawLinearGradient / drawRadialGradient (DrawingCommands.swift). Swift code makes one as Core
// Graphics does, failable: `CGGradient(colorsSpace:colors:locations:)` (CGColors, locations or
// nil for evenly spaced ones) and `CGGradient(colorSpace:colorComponents:locations:count:)`
// (`count` colors of the space's components and alpha, one after another); the color space
// (ColorSpace.swift) is sRGB or gray, as viewc draws.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let gradient = BuiltinType(
        type: .gradient,
        typeNames: ["CGGradientDrawingOptions"],
        swiftNames: ["CGGradient"],
        constructors: [
            "Gradient": [
                FunctionForm([Param("colors", .list)], .gradient) { a in .gradient(try makeGradient(a[0], nil, a.range)) },
                FunctionForm([Param("colors", .list), Param("locations", .list)], .gradient) { a in
                    .gradient(try makeGradient(a[0], a[1], a.range)) },
            ],
            // Failable in Swift (`CGGradient?`): a gradient is never nil here; wrong arguments are errors.
            "CGGradient": [
                FunctionForm([Param("colorsSpace", nil), Param("colors", .list), Param("locations", nil)], .optional(.gradient)) { a in
                    _ = try gradientColorSpace(a[0], a.argRange(0))
                    return .gradient(try makeGradient(a[1], try gradientLocations(a[2], a.argRange(2)), a.range)) },
                FunctionForm([Param("colorSpace", nil), Param("colorComponents", .list), Param("locations", nil), Param("count", N)],
                             .optional(.gradient)) { a in
                    let space = try gradientColorSpace(a[0], a.argRange(0))
                    let colors = try componentColors(a[1], space, count: a.num(3), a.argRange(1), a.argRange(3))
                    return .gradient(try makeGradient(colors, try gradientLocations(a[2], a.argRange(2)), a.range)) },
            ],
        ],
        // CGGradientDrawingOptions.drawsBeforeStartLocation and .drawsAfterEndLocation.
        staticMember: { name, nr in
            guard ["drawsBeforeStartLocation", "drawsAfterEndLocation"].contains(name) else {
                throw Diagnostic.error("'CGGradientDrawingOptions' has no member '\(name)' (it has drawsBeforeStartLocation and drawsAfterEndLocation)", at: nr)
            }
            return .symbol(name) },
        functions: [
            // CGGradientDrawingOptions as an OptionSet: the list of options its bits name.
            "CGGradientDrawingOptions": [
                FunctionForm([], .list(.symbol(""))) { _ in .list([]) },
                FunctionForm([Param("rawValue", N)], .list(.symbol(""))) { a in
                    guard let bits = UInt32(exactly: a.num(0)), bits & ~3 == 0 else {
                        throw Diagnostic.error("CGGradientDrawingOptions' raw values are 0 to 3 (1: .drawsBeforeStartLocation, 2: .drawsAfterEndLocation), not \(formatNumber(a.num(0)))", at: a.argRange(0))
                    }
                    return .list((bits & 1 != 0 ? [.symbol("drawsBeforeStartLocation")] : []) + (bits & 2 != 0 ? [.symbol("drawsAfterEndLocation")] : [])) },
            ],
        ])

    /// A gradient's color space: a CGColorSpace, or nil (Core Graphics' generic RGB).
    static func gradientColorSpace(_ v: Value, _ r: SourceRange) throws -> ColorSpace {
        if case .void = v { return .rgb }
        guard let s = v.ref(ColorSpace.self) else {
            throw Diagnostic.error("a gradient's color space is a CGColorSpace (CGColorSpaceCreateDeviceRGB()), not \(article(v))", at: r)
        }
        return s.value
    }

    /// `locations:`: a list of numbers, or nil for evenly spaced colors.
    static func gradientLocations(_ v: Value, _ r: SourceRange) throws -> Value? {
        switch v {
        case .void: return nil
        case .list: return v
        default: throw Diagnostic.error("'locations' is a list of numbers or nil, not \(article(v))", at: r)
        }
    }

    /// The colors of `colorComponents:`: `count` groups of the space's components and alpha.
    static func componentColors(_ v: Value, _ space: ColorSpace, count: Double, _ r: SourceRange, _ cr: SourceRange) throws -> Value {
        guard case .list(let l) = v else { return v }
        let per = space.components + 1
        guard let n = Int(exactly: count), n >= 0 else { throw Diagnostic.error("'count' is a whole number of colors, not \(formatNumber(count))", at: cr) }
        guard l.count >= n * per else {
            throw Diagnostic.error("\(n) colors of \(per) components need \(n * per) numbers; 'colorComponents' has \(l.count)", at: r)
        }
        var colors: [Value] = []
        for k in 0..<n {
            var c: [Double] = []
            for x in l[k * per..<(k + 1) * per] {
                guard case .number(let d) = x, d >= 0, d <= 1 else {
                    throw Diagnostic.error("a color component is a number between 0 and 1, not \(x.description)", at: r)
                }
                c.append(d)
            }
            colors.append(.color(per == 4 ? Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : Color(white: c[0], alpha: c[1])))
        }
        return .list(colors)
    }

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
