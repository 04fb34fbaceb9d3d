// The outline of a path's stroke as a path of its own (CGContext.replacePathWithStrokedPath,
// CGPath.copy(strokingWithWidth:…)): the area a stroke with a style would paint, so that
// filling it or clipping to it covers what the stroke covers.
//
// The outline is a union of pieces: a quadrilateral for each straight stretch (curves are first
// flattened to within `tolerance`), a wedge or a disc for each join, a rectangle or a disc for
// each cap. Every piece is a simple convex shape turning the same way (positive signed area),
// so under the nonzero rule a point's winding number is the number of pieces covering it: the
// fill is exactly their union, with no seams and no cancelling where pieces overlap. It is
// meant to be filled or clipped with the nonzero rule, as Core Graphics' own outline is.

import Glibc

extension BezierPath {
    /// The outline of this path stroked with `style`, in the same coordinates.
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double = 0.01) -> BezierPath {
        let hw = style.lineWidth / 2
        var out = BezierPath()
        guard hw > 0 else { return out }
        for sub in StrokeOutline.polylines(self, tolerance: tolerance) {
            let pieces = style.dash.isEmpty ? [sub] : StrokeOutline.dashed(sub, style.dash, phase: style.dashPhase)
            for piece in pieces { StrokeOutline.outline(piece, style, hw, into: &out) }
        }
        return out
    }
}

enum StrokeOutline {
    /// A flattened subpath: its points (no two in a row equal), whether each point lies inside a
    /// flattened curve (joined smoothly, whatever the join style), whether it is closed, and for
    /// a piece of a single point the direction its caps face.
    struct Polyline {
        var points: [Point] = []
        var smooth: [Bool] = []
        var closed = false
        var direction: Point?
        mutating func add(_ p: Point, smooth s: Bool) {
            if let l = points.last, (p - l).length < 1e-12 { return }
            points.append(p); smooth.append(s)
        }
    }

    static func polylines(_ path: BezierPath, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = [], cur = Polyline(), start = Point.zero, last = Point.zero
        // Whether the subpath has a segment: a move alone strokes nothing.
        var drew = false
        func finish() {
            defer { cur = Polyline(); drew = false }
            guard drew else { return }
            if cur.closed, cur.points.count > 1, (cur.points[0] - cur.points[cur.points.count - 1]).length < 1e-12 {
                cur.points.removeLast(); cur.smooth.removeLast()
            }
            if !cur.points.isEmpty { result.append(cur) }
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(); cur.add(p, smooth: false); start = p; last = p
            case .line(let p):
                if cur.points.isEmpty { cur.add(last, smooth: false) }
                cur.add(p, smooth: false); last = p; drew = true
            case .cubic(let c1, let c2, let p):
                if cur.points.isEmpty { cur.add(last, smooth: false) }
                // The distance between a cubic and its chords over n equal steps of t is at most
                // 3/4 · max|P0 − 2P1 + P2|, |P1 − 2P2 + P3| / n².
                let m = max((last - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = min(10_000, max(1, Int((0.75 * m / tolerance).squareRoot().rounded(.up))))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                    cur.add(i == n ? p : q, smooth: i < n)
                }
                last = p; drew = true
            case .close:
                if cur.points.isEmpty { cur.add(last, smooth: false) }
                cur.closed = true; drew = true
                finish(); last = start
                cur.add(start, smooth: false)
            }
        }
        finish()
        return result
    }

    /// The dashes of a subpath: the pattern (an odd count of lengths repeats twice, as in PDF
    /// and cairo) starts afresh at each subpath, `phase` into it.
    static func dashed(_ line: Polyline, _ dash: [Double], phase: Double) -> [Polyline] {
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let total = pattern.reduce(0, +)
        guard total > 0 else { return [line] }
        var pts = line.points, smooth = line.smooth
        if line.closed, let f = pts.first { pts.append(f); smooth.append(false) }
        var i = 0, rem = pattern[0]
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= rem { offset -= rem; i = (i + 1) % pattern.count; rem = pattern[i] } else { rem -= offset; offset = 0 }
        }
        var on = i % 2 == 0
        var pieces: [Polyline] = [], cur = Polyline()
        if on, let f = pts.first { cur.add(f, smooth: false) }
        if pts.count == 1 { return on ? [line] : [] }
        for j in 0..<(pts.count - 1) {
            let a = pts[j], b = pts[j + 1], len = (b - a).length
            guard len > 0 else { continue }
            let d = (b - a) * (1 / len)
            var t = 0.0
            while len - t > rem {
                t += rem
                let q = a + d * t
                if on {
                    cur.add(q, smooth: false)
                    if cur.points.count == 1 { cur.direction = d }
                    pieces.append(cur); cur = Polyline()
                } else {
                    cur.add(q, smooth: false)
                }
                on.toggle(); i = (i + 1) % pattern.count; rem = pattern[i]
            }
            rem -= len - t
            if on { cur.add(b, smooth: smooth[j + 1]) }
        }
        if on, !cur.points.isEmpty { pieces.append(cur) }
        return pieces
    }

    /// Appends the pieces covering one polyline's stroke.
    static func outline(_ line: Polyline, _ style: StrokeStyle, _ hw: Double, into out: inout BezierPath) {
        let pts = line.points, n = pts.count
        func normal(_ d: Point) -> Point { Point(-d.y, d.x) }
        func unit(_ a: Point, _ b: Point) -> Point { let v = b - a; return v * (1 / v.length) }
        if n == 1 {
            // A point: a dot for round caps, a square facing its direction for square caps.
            let p = pts[0]
            switch style.lineCap {
            case .butt: break
            case .round: disc(p, hw, &out)
            case .square:
                let d = line.direction ?? Point(1, 0), m = normal(d) * hw, e = d * hw
                polygon([p - e + m, p + e + m, p + e - m, p - e - m], &out)
            }
            return
        }
        let segments = line.closed ? n : n - 1
        for k in 0..<segments {
            let a = pts[k], b = pts[(k + 1) % n], m = normal(unit(a, b)) * hw
            polygon([a + m, b + m, b - m, a - m], &out)
        }
        // Joins: at every point of a closed polyline, at the inner points of an open one.
        let joins = line.closed ? Array(0..<n) : Array(1..<(n - 1))
        for k in joins where n > 2 || line.closed {
            let p = pts[k], d0 = unit(pts[(k - 1 + n) % n], p), d1 = unit(p, pts[(k + 1) % n])
            let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
            // Inside a curve the stroke turns round (as cairo's and Core Graphics' do); where
            // the chords turn by less than 10° a miter is within hw·α²/8 of that, and cheaper.
            let join = line.smooth[k] ? (dot > 0.985 ? LineJoin.miter : .round) : style.lineJoin
            if abs(cross) < 1e-12 && dot > 0 { continue }
            if join == .round { disc(p, hw, &out); continue }
            // The outer side of the turn: the path turns toward +normal when cross > 0.
            let s = cross > 0 ? -1.0 : 1.0
            let a = p + normal(d0) * (s * hw), b = p + normal(d1) * (s * hw)
            // The miter's length over the line width is 1 / cos(α/2), α the turn; past the
            // limit (or at a full reversal) the join is bevelled.
            let half = ((1 + dot) / 2).squareRoot()
            let limit = line.smooth[k] ? Double.infinity : style.miterLimit
            if join == .miter, half > 0, 1 / half <= limit {
                let bis = normal(d0) + normal(d1), bl = bis.length
                if bl > 0 {
                    polygon([p, a, p + bis * (s * hw / half / bl), b], &out)
                    continue
                }
            }
            polygon([p, a, b], &out)
        }
        guard !line.closed else { return }
        // Caps at the two ends, facing away from the line.
        for (p, d) in [(pts[0], unit(pts[1], pts[0])), (pts[n - 1], unit(pts[n - 2], pts[n - 1]))] {
            switch style.lineCap {
            case .butt: break
            case .round: disc(p, hw, &out)
            case .square:
                let m = normal(d) * hw, e = d * hw
                polygon([p + m, p + e + m, p + e - m, p - m], &out)
            }
        }
    }

    /// A closed polygon turning the positive way (its vertices reversed if need be).
    static func polygon(_ pts: [Point], _ out: inout BezierPath) {
        var area = 0.0
        for i in pts.indices { let a = pts[i], b = pts[(i + 1) % pts.count]; area += a.x * b.y - b.x * a.y }
        guard abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? pts : pts.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.close()
    }

    /// A circle turning the positive way (increasing angle).
    static func disc(_ c: Point, _ r: Double, _ out: inout BezierPath) {
        out.move(to: Point(c.x + r, c.y))
        out.addArc(center: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        out.close()
    }
}

extension BezierPath {
    /// Whether a fill of this path would paint `p` (UIBezierPath.contains(_:), CGPath's
    /// contains(_:using:)): its winding number about `p`, every subpath closed as a fill
    /// closes it, curves flattened to within `tolerance`; nonzero, or odd for the even-odd rule.
    public func contains(_ p: Point, evenOdd: Bool, tolerance: Double = 0.01) -> Bool {
        var winding = 0
        for sub in StrokeOutline.polylines(self, tolerance: tolerance) where sub.points.count > 2 {
            var a = sub.points[sub.points.count - 1]
            for b in sub.points {
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
                if b.y <= p.y, a.y > p.y, side < 0 { winding -= 1 }
                a = b
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
