// CGContext calls that reshape the current path or the clip as a whole:
// replacePathWithStrokedPath() and resetClip(); and CGPath.copy(strokingWithWidth:…), the same
// outline as a new path.

import ViewGeometry
import ViewSyntax

extension Builtins {
    static let clipPathCommands: [String: [CommandForm]] = [
        // The current path becomes the outline of its stroke with the current line width, join,
        // cap, miter limit and dash, taken in the current user space (ViewGeometry's
        // strokeOutline). Filling it paints what stroking it would; clip() after it clips to
        // the stroke's area. The outline is meant for the nonzero rule, as Core Graphics' is.
        "replacePathWithStrokedPath": [CommandForm([]) { a in
            let cs = a.cs
            try a.run.countOperations(cs.path.elements.count, a.range)
            guard let inv = cs.g.ctm.inverted() else { cs.path = BezierPath(); return }
            let outline = cs.path.applying(inv).strokeOutline(cs.g.style)
            try a.run.countOperations(outline.elements.count, a.range)
            cs.path = outline.applying(cs.g.ctm) }],
        // resetClip(): the clip back to the whole view. What was drawn under the clips so far
        // becomes a group of its own (the clips end with it); the blend mode and antialiasing
        // in force carry on after it. Clips set before a saveGState() still open belong to the
        // saved state and are not undone here.
        "resetClip": [CommandForm([]) { a in
            let cs = a.cs
            if cs.saved.contains(where: { s in s.list.items.contains { if case .clip = $0 { return true }; return false } }) {
                throw Diagnostic.error("resetClip() cannot undo a clip set before a saveGState() that is still open; restore the state first", at: a.range)
            }
            let items = cs.list.items
            guard items.contains(where: { if case .clip = $0 { return true }; return false }) else { cs.g.clipBounds = nil; return }
            cs.list.items = [.group(items, a.range)]
            if cs.g.blendMode != .normal { cs.list.items.append(.blendMode(cs.g.blendMode, a.range)) }
            if !cs.g.listAntialias { cs.list.items.append(.antialias(false, a.range)) }
            cs.g.clipBounds = nil }],
    ]
}

extension Builtins {
    /// CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:): a new path, the
    /// outline of this one's stroke with those settings (no dash), then transformed.
    static let cgPathAndStrokedMethods: [String: [MethodForm]] = cgPathMethods.merging(strokedPathMethods) { a, b in a + b }
    static let strokedPathMethods: [String: [MethodForm]] = [
        "copy": [MethodForm([Param("strokingWithWidth", N), Param("lineCap", .symbol), Param("lineJoin", .symbol),
                             Param("miterLimit", N), Param("transform", .transform, .transform(.identity))], .path) { v, a in
            .path(PathObject(try strokedOutline(pathObject(v).path, a, from: 0).applying(a.transform(4)))) }],
    ]

    /// The outline of `path`'s stroke with no dash and the width, cap, join and miter limit of
    /// arguments `w` to `w + 3` of `a`: what copy(strokingWithWidth:…) and
    /// CGPath(__byStroking:…) (CGPath.swift) make.
    static func strokedOutline(_ path: BezierPath, _ a: Call, from w: Int) throws -> BezierPath {
        try Check.nonNegative(a.num(w), "a line width", a.argRange(w))
        try Check.nonNegative(a.num(w + 3), "a miter limit", a.argRange(w + 3))
        guard case .symbol(let c) = a[w + 1], let cap = LineCap(rawValue: c) else {
            throw Diagnostic.error("a line cap is one of .butt, .round, .square, not \(a[w + 1].description)", at: a.argRange(w + 1))
        }
        guard case .symbol(let j) = a[w + 2], let join = LineJoin(rawValue: j) else {
            throw Diagnostic.error("a line join is one of .miter, .round, .bevel, not \(a[w + 2].description)", at: a.argRange(w + 2))
        }
        try a.run.countOperations(path.elements.count, a.range)
        var style = StrokeStyle()
        style.lineWidth = a.num(w); style.lineCap = cap; style.lineJoin = join; style.miterLimit = a.num(w + 3)
        let outline = path.strokeOutline(style)
        try a.run.countOperations(outline.elements.count, a.range)
        return outline
    }
}
