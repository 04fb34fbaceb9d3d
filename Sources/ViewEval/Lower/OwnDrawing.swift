// A view's own drawing (its draw(_:): paths, context blocks, gradients, images) is confined to
// its bounds, as UIKit confines it: draw(_:) paints into the layer's backing store, which is
// the size of the bounds, whatever clipsToBounds says (that flag governs subviews). The
// lowering clips the drawing to the bounds only when it may reach outside them: `reach` is a
// box around everything the commands can paint (a path's control points, a stroke's width with
// its joins and caps, an image's rect), nil when that is unbounded (a gradient painting the
// clip, a shadow). Drawing that stays inside gets no clip op in its IR.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry

extension Lowering {
    /// Whether drawing `cmds` may paint outside `area` (in the same space).
    static func leaves(_ cmds: [DrawCommand], _ area: Rect) -> Bool {
        guard let r = reach(cmds, .identity) else { return true }
        if r.isNull { return false }
        let slack = 1e-9 * max(1, abs(area.minX), abs(area.minY), abs(area.maxX), abs(area.maxY))
        return !(r.minX >= area.minX - slack && r.minY >= area.minY - slack && r.maxX <= area.maxX + slack && r.maxY <= area.maxY + slack)
    }

    /// Whether two segments of a path meet at an angle (where a miter join sticks out): their
    /// directions at the joint differ; a subpath's close counts as a segment.
    static func hasCorner(_ p: BezierPath) -> Bool {
        var start = Point.zero, last = Point.zero
        var firstDirection: Point?, lastDirection: Point?
        func direction(_ a: Point, _ b: Point) -> Point? {
            let d = Point(b.x - a.x, b.y - a.y)
            let n = (d.x * d.x + d.y * d.y).squareRoot()
            return n > 1e-12 ? Point(d.x / n, d.y / n) : nil
        }
        func turn(_ d: Point?, _ e: Point?) -> Bool {
            guard let d, let e else { return false }
            return abs(d.x * e.y - d.y * e.x) > 1e-9 || d.x * e.x + d.y * e.y < 0
        }
        for el in p.elements {
            switch el {
            case .move(let q):
                start = q; last = q; firstDirection = nil; lastDirection = nil
            case .line(let q):
                let d = direction(last, q)
                if d != nil {
                    if turn(lastDirection, d) { return true }
                    if firstDirection == nil { firstDirection = d }
                    lastDirection = d
                }
                last = q
            case .cubic(let a, let b, let q):
                // The tangents at the ends: toward the first control point that differs.
                let din = direction(last, a) ?? direction(last, b) ?? direction(last, q)
                let dout = direction(b, q) ?? direction(a, q) ?? direction(last, q)
                if din != nil {
                    if turn(lastDirection, din) { return true }
                    if firstDirection == nil { firstDirection = din }
                }
                if dout != nil { lastDirection = dout }
                last = q
            case .close:
                let d = direction(last, start)
                if d != nil {
                    if turn(lastDirection, d) { return true }
                    lastDirection = d
                }
                if turn(lastDirection, firstDirection) { return true }
                last = start
            }
        }
        return false
    }

    /// A box around all that `cmds` can paint, in the space `t` maps them to; `.null` when they
    /// paint nothing, nil when their reach is unbounded.
    static func reach(_ cmds: [DrawCommand], _ start: Transform) -> Rect? {
        var t = start
        var box = Rect.null
        func add(_ r: Rect) {
            if r.isNull { return }
            let m = r.applying(t)
            box = box.isNull ? m : box.union(m)
        }
        for c in cmds {
            switch c {
            case .fill(let p, _, _, _):
                add(p.controlPointBounds)
            case .stroke(let p, _, let style, _):
                // Half the width on each side (butt and round caps, round and bevel joins); a
                // square cap reaches √2 times that, a miter join at a corner miterLimit times.
                var factor = style.lineCap == .square ? 2.0.squareRoot() : 1
                if style.lineJoin == .miter && hasCorner(p) { factor = max(factor, style.miterLimit) }
                let d = style.lineWidth / 2 * factor
                let r = p.controlPointBounds
                if !r.isNull { add(r.insetBy(dx: -d, dy: -d)) }
            case .clip, .clipMask, .blendMode, .antialias:
                break
            case .concat(let m, _):
                t = m.concatenating(t)
            case .group(let inner, _), .layer(_, let inner, _):
                guard let r = reach(inner, t) else { return nil }
                if !r.isNull { box = box.isNull ? r : box.union(r) }
            case .paint, .shadowed:
                return nil
            case .image(_, let rect, _, _):
                add(rect)
            case .text(let run, _):
                // Glyphs may reach past the text's box (italics, accents, a baseline offset):
                // a margin of the largest font's size and offset.
                var m = run.font.size
                for s in run.spans { m = max(m, (s.attributes.font?.size ?? 0) + abs(s.attributes.baselineOffset ?? 0)) }
                add(run.box.insetBy(dx: -m, dy: -m))
            }
        }
        return box
    }
}
