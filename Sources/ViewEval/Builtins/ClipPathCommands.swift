// CGContext calls that reshape the current path or the clip as a whole:
// replacePathWithStrokedPath() and resetClip().

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
