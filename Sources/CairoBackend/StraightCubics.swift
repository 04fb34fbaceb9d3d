// A cubic whose control points lie on the line through its ends is a straight stroke that
// may run past an end and turn back: PaintCode writes its pen's straight segments so
// (`addCurve(to: (85.5, 62.5), controlPoint1: (85.51, 62.5), controlPoint2: (85.5, 62.5))`).
// Core Graphics strokes the line it traces. cairo's stroker does not: it flattens a curve
// whose control polygon is flat into one segment but takes that segment's end faces from the
// curve's tangents, and a tangent that points back along the line makes the segment's quad a
// bow-tie, so only slivers at its ends are painted (our PNG and rsvg-convert's picture of our
// SVG; poppler strokes it whole). Such a cubic is handed to cairo as the straight runs it
// traces, from turn to turn: the same points in the same order, so a stroke, a dash and a
// fill are what the curve's are.

import CCairo
import ViewGeometry

extension CairoRenderer {
    /// The points where the straight cubic from `p0` turns back, then its end, or nil when
    /// it is not straight or runs one way only (cairo strokes those as they are).
    static func straightRuns(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) -> [Point]? {
        // The line's direction: the chord, or (a closed cubic) its farthest control point.
        var d = p3 - p0
        if d.length == 0 { d = (c1 - p0).length >= (c2 - p0).length ? c1 - p0 : c2 - p0 }
        let len = d.length
        guard len > 0 else { return nil }
        let u = Point(d.x / len, d.y / len)
        // Straight: the control points' distance from the line is rounding's (rotated
        // coordinates), far below anything a renderer draws.
        let extent = max(len, (c1 - p0).length, (c2 - p0).length)
        for c in [c1, c2, p3] {
            let off = c - p0
            if abs(off.x * u.y - off.y * u.x) > 1e-9 * extent { return nil }
        }
        // The position along the line, s(t), is a cubic Bézier of the points' positions; it
        // turns back where its derivative 3(A t² + B t + C) changes sign inside (0, 1).
        func along(_ p: Point) -> Double { (p.x - p0.x) * u.x + (p.y - p0.y) * u.y }
        let a = along(c1), b = along(c2) - along(c1), c = along(p3) - along(c2)
        let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
        var turns: [Double] = []
        if abs(qa) <= 1e-12 * extent {
            if qb != 0 { turns = [-qc / qb] }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc > 0 {
                let r = disc.squareRoot()
                turns = [(-qb - r) / (2 * qa), (-qb + r) / (2 * qa)].sorted()
            }
        }
        turns = turns.filter { $0 > 0 && $0 < 1 }
        guard !turns.isEmpty else { return nil }
        func at(_ t: Double) -> Point {
            let m = 1 - t
            let w0 = m * m * m, w1 = 3 * m * m * t, w2 = 3 * m * t * t, w3 = t * t * t
            return Point(w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p3.x, w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p3.y)
        }
        return turns.map(at) + [p3]
    }
}
