// Core Graphics' colored patterns, as drawing code makes them: `CGColorSpace(patternBaseSpace:
// nil)` and `setFillColorSpace(_:)` prepare the fill for a pattern, `CGPattern(info:bounds:matrix:
// xStep:yStep:tiling:isColored:callbacks:)` with `CGPatternCallbacks(version:drawPattern:
// releaseInfo:)` whose `drawPattern` closure draws one cell, and `setFillPattern(_:
// colorComponents:)` makes it the fill color. Core Graphics draws the cell, clipped to its
// bounds, at every multiple of the steps (xStep, yStep); the tiling repeats with those steps, so
// it is one tile of the steps' size repeated: what UIColor(patternImage:) of that tile is — tiles
// side by side from the origin of the coordinates it fills in. The tile is drawn when the
// pattern is made, in an image context of the steps' size (Kinds/ImageContext.swift): the cell
// once at each offset whose clipped cell reaches into it — once when the steps are at least the
// bounds' size (the rest of the tile transparent), several times when cells overlap (bounds
// larger than the steps), each drawn over the one before. The matrix is the identity, the bounds
// at the origin; an uncolored pattern (a stencil painted in a color given with it) is outside
// what is drawn. The C pointers Swift passes with `&` (`callbacks: &callbacks`, `colorComponents:
// &alpha`) are their variables' values.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let cgPatternForms: [String: [FunctionForm]] = [
        "CGPatternCallbacks": [FunctionForm([Param("version", N), Param("drawPattern", .function), Param("releaseInfo", nil)], patternCallbackType) { a in
            if case .void = a[2] {} else { throw Diagnostic.error("a pattern's releaseInfo here is nil (its info is nil: nothing to release)", at: a.argRange(2)) }
            return a[1] }],
        "CGPattern": [FunctionForm([Param("info", nil), Param("bounds", .rect), Param("matrix", nil), Param("xStep", N), Param("yStep", N),
                                    Param("tiling", .symbol), Param("isColored", .bool), Param("callbacks", .function)], .optional(.pattern)) { a in
            try makePattern(a) }],
    ]

    /// CGPatternDrawPatternCallback: the cell's drawing, given the info (nil here) and a context.
    static let patternCallbackType = VType.function([.optional(.object(.systemObject)), .context], .void)

    static func makePattern(_ a: Call) throws -> Value {
        if case .void = a[0] {} else { throw Diagnostic.error("a pattern's info here is nil: its drawPattern closure reads what it needs itself", at: a.argRange(0)) }
        let b = a.rect(1)
        guard b.minX == 0, b.minY == 0, b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else {
            throw Diagnostic.error("a pattern's bounds here are a cell at the origin with a size, CGRect(x: 0, y: 0, width: w, height: h), not \(Value.rect(b).description)", at: a.argRange(1))
        }
        switch a[2] {
        case .transform(let t) where t.isIdentity: break
        case .symbol("identity"): break
        default: throw Diagnostic.error("a pattern's matrix here is .identity (its cells in the coordinates it fills in)", at: a.argRange(2))
        }
        let step = Size(a.num(3), a.num(4))
        for k in 3...4 where !(a.num(k) > 0 && a.num(k).isFinite) {
            throw Diagnostic.error("a pattern's \(k == 3 ? "xStep" : "yStep") here is a distance greater than 0, not \(formatNumber(a.num(k)))", at: a.argRange(k))
        }
        guard a.bool(6) else {
            throw Diagnostic.error("an uncolored pattern (isColored: false, a stencil painted in the color set with it) is outside what viewc draws: draw the colors in drawPattern and pass isColored: true", at: a.argRange(6))
        }
        // The cells reaching into the tile [0, xStep) × [0, yStep): offsets i·xStep with
        // i·xStep < xStep and i·xStep + width > 0, so i from −⌈width / xStep⌉ + 1 to 0 (so in y).
        let across = Int((b.width / step.width).rounded(.up)), down = Int((b.height / step.height).rounded(.up))
        guard across * down <= maxCellsPerTile else {
            throw Diagnostic.error("a pattern's cell here covers \(across * down) of its steps (bounds \(formatNumber(b.width))×\(formatNumber(b.height)), steps \(formatNumber(step.width))×\(formatNumber(step.height))), more than \(maxCellsPerTile)", at: a.argRange(3))
        }
        guard let n = a.node else { try a.run.checkedError() }
        let c = try a.run.closure(a[7])
        let depth = a.run.imageContexts.count
        try pushImageContext(a.run, size: step, origin: .zero, opaque: false, scale: 1, a.range)
        defer { popImageContext(a.run, to: depth) }
        let cs = a.run.imageContexts[depth].context
        for j in (1 - down)...0 {
            for i in (1 - across)...0 {
                let o = Point(Double(i) * step.width, Double(j) * step.height)
                // The cell at its offset, clipped to its bounds, in a state of its own.
                let saved = cs.saved.count
                cs.save(layer: false, a.range)
                var box = BezierPath(); box.addRect(b.offsetBy(dx: o.x, dy: o.y))
                cs.clip(box, .nonZero, a.range)
                cs.g.ctm = Transform(translationX: o.x, y: o.y)
                _ = try a.run.callClosure(c, [.void, .context], at: n)
                while cs.saved.count > saved { cs.close(cs.saved.removeLast(), upTo: a.range) }
            }
        }
        return .pattern(try recordedImage(a.run.imageContexts[depth], a.run, a.range))
    }

    /// How many cells a tile of a pattern whose cells overlap is drawn from, at most.
    static let maxCellsPerTile = 4096

    /// The context calls of patterns: a color space (viewc draws in sRGB, and a pattern's
    /// space only prepares the fill for the pattern set next) and the pattern as the fill.
    static let patternContextCommands: [String: [CommandForm]] = [
        "setFillColorSpace": [CommandForm([Param(nil, .colorSpace)]) { _ in }],
        "setStrokeColorSpace": [CommandForm([Param(nil, .colorSpace)]) { a in
            throw Diagnostic.error("a pattern here fills: setFillColorSpace(_:) and setFillPattern(_:colorComponents:)", at: a.range) }],
        "setFillPattern": [CommandForm([Param(nil, .pattern), Param("colorComponents", N)]) { a in
            guard a.num(1) == 1 else {
                throw Diagnostic.error("a colored pattern's component here is its alpha, 1; draw it with setAlpha(_:) for another", at: a.argRange(1))
            }
            guard case .pattern(let img) = a[0] else { try a.run.checkedError() }
            a.cs.g.fillPattern = img }],
    ]
}
