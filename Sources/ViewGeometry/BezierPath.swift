// BezierPath — UIBezierPath's geometry, normalised on the way in: a path is only ever a list
// of absolute move / line / cubic / close elements. Quadratic curves, arcs, rects, rounded
// rects and ovals are converted to those when they are added, so every later stage (the IR,
// the backend) sees one small vocabulary.

import FoundationEssentials
import Glibc

/// One element of a normalised path.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)   // control1, control2, end
    case close
}

/// Which corners of a rectangle to round (UIRectCorner).
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = RectCorners(rawValue: 1)
    public static let topRight = RectCorners(rawValue: 2)
    public static let bottomLeft = RectCorners(rawValue: 4)
    public static let bottomRight = RectCorners(rawValue: 8)
    public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path under construction, with UIBezierPath's current-point rules.
public struct BezierPath: Hashable, Sendable {
    /// The normalised elements, in order.
    public private(set) var elements: [PathElement] = []
    /// Where the next segment starts, or nil before the first move.
    public private(set) var currentPoint: Point?
    /// Start of the current subpath, where `close` returns to.
    private var subpathStart: Point?
    /// The control points of quadratic curves as they were given (a quadratic is kept as the
    /// cubic it equals, whose control points differ): UIBezierPath.bounds includes them.
    public private(set) var quadControlPoints: [Point] = []

    public init() {}
    public init(elements: [PathElement]) {
        for e in elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Keeps the elements in an array of exactly their count. Appending one element at a time
    /// leaves up to twice the room they need (a closed curve of 5 elements sits in room for 8);
    /// a path that is painted is kept, with that room, for as long as the drawing lives, so a
    /// paint trims it first. Segments added later grow it again as before.
    public mutating func trimCapacity() {
        let n = elements.count
        if elements.capacity == n { return }
        if n == 0 { elements = []; return }
        let old = elements
        elements = Array(unsafeUninitializedCapacity: n) { buffer, count in
            old.withUnsafeBufferPointer { buffer.baseAddress!.initialize(from: $0.baseAddress!, count: n) }
            count = n
        }
    }

    public mutating func move(to p: Point) {
        // A move that follows a move replaces it, as Core Graphics does.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(p)); currentPoint = p; subpathStart = p
    }
    /// Starts a subpath at `p` when there is no current point (Core Graphics' implicit move
    /// for arcs); returns false when a line was needed instead.
    private mutating func ensureCurrent(_ p: Point) -> Bool {
        if currentPoint == nil { move(to: p); return true }
        return false
    }
    public mutating func addLine(to p: Point) {
        if ensureCurrent(p) { return }
        elements.append(.line(p)); currentPoint = p
    }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1, control2, p)); currentPoint = p
    }
    /// A quadratic curve, raised to the exactly equivalent cubic.
    public mutating func addQuadCurve(to p: Point, control q: Point) {
        if currentPoint == nil { move(to: q) }
        let p0 = currentPoint!
        let c1 = p0 + (q - p0) * (2.0 / 3.0)
        let c2 = p + (q - p) * (2.0 / 3.0)
        elements.append(.cubic(c1, c2, p)); currentPoint = p
        quadControlPoints.append(q)
    }
    public mutating func close() {
        guard let start = subpathStart, currentPoint != nil else { return }
        if case .close = elements.last { return }
        elements.append(.close); currentPoint = start
    }
    /// Appends `p` joined to the current point by a line (instead of its first move), as
    /// Core Graphics' arcs join the path they are added to.
    public mutating func append(connecting p: BezierPath) {
        var first = true
        for e in p.elements {
            if first, case .move(let pt) = e {
                first = false
                if let cur = currentPoint { if cur != pt { addLine(to: pt) } } else { move(to: pt) }
                continue
            }
            first = false
            switch e {
            case .move(let pt): move(to: pt)
            case .line(let pt): addLine(to: pt)
            case .cubic(let a, let b, let pt): addCurve(to: pt, control1: a, control2: b)
            case .close: close()
            }
        }
    }

    public mutating func append(_ other: BezierPath) {
        quadControlPoints += other.quadControlPoints
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:).
    ///
    /// Angles are measured from the +x axis; `clockwise` is judged on screen with y down, so
    /// a clockwise arc runs through increasing angles:
    ///
    ///          -π/2
    ///            |
    ///     π ─────┼───── 0     clockwise: 0 → π/2 → π …
    ///            |
    ///          +π/2
    ///
    /// The sweep is the difference of the angles brought into (0, 2π] in the asked direction:
    /// angles a whole number of turns apart (but not equal) make the whole circle, as the
    /// seed's `arc(…, start: 0, end: 2π, clockwise: false)` does on a device, and so does a
    /// difference of more than a turn in the asked direction. Equal angles make no curve. A
    /// line joins the current point to the arc's start, as in UIKit.
    public mutating func addArc(center: Point, radius r: Double, startAngle: Double,
                                endAngle: Double, clockwise: Bool) {
        let sweep = Self.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let start = Self.pointOnCircle(center, r, startAngle)
        if currentPoint == nil { move(to: start) } else if currentPoint! != start { addLine(to: start) }
        if sweep == 0 || r == 0 { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for i in 0..<segments {
            let a1 = (i == segments - 1) ? startAngle + sweep : a0 + step
            let (s0, c0) = Transform.sinCos(a0)
            let (s1, c1) = Transform.sinCos(a1)
            let p0 = Point(center.x + r * c0, center.y + r * s0)
            let p1 = Point(center.x + r * c1, center.y + r * s1)
            let cp1 = Point(p0.x - k * r * s0, p0.y + k * r * c0)
            let cp2 = Point(p1.x + k * r * s1, p1.y - k * r * c1)
            elements.append(.cubic(cp1, cp2, p1)); currentPoint = p1
            a0 = a1
        }
    }

    /// The signed angle an arc turns through: positive is clockwise on screen.
    public static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        let full = 2 * Double.pi
        let delta = endAngle - startAngle
        if delta == 0 { return 0 }
        // Angles so far apart that their difference overflows: more than a turn either way,
        // so the whole circle (a remainder of infinity is not a number).
        if !delta.isFinite { return clockwise ? full : -full }
        if clockwise {
            if delta >= full { return full }
            var s = delta.truncatingRemainder(dividingBy: full)
            if s < 0 { s += full }
            return s == 0 ? full : s
        } else {
            if delta <= -full { return -full }
            var s = delta.truncatingRemainder(dividingBy: full)
            if s > 0 { s -= full }
            return s == 0 ? -full : s
        }
    }

    static func pointOnCircle(_ c: Point, _ r: Double, _ angle: Double) -> Point {
        let (s, co) = Transform.sinCos(angle)
        return Point(c.x + r * co, c.y + r * s)
    }

    /// UIBezierPath(rect:): a closed subpath clockwise from the top-left corner.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(r.minX, r.minY))
        addLine(to: Point(r.maxX, r.minY))
        addLine(to: Point(r.maxX, r.maxY))
        addLine(to: Point(r.minX, r.maxY))
        close()
    }

    /// UIBezierPath(ovalIn:): four quarter arcs, clockwise from the right-most point.
    public mutating func addOval(in rect: Rect) {
        let r = rect.standardized
        let k = 0.5522847498307936  // 4/3·tan(π/8)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * k, oy = ry * k
        move(to: Point(cx + rx, cy))
        addCurve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + oy), control2: Point(cx + ox, cy + ry))
        addCurve(to: Point(cx - rx, cy), control1: Point(cx - ox, cy + ry), control2: Point(cx - rx, cy + oy))
        addCurve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - oy), control2: Point(cx - ox, cy - ry))
        addCurve(to: Point(cx + rx, cy), control1: Point(cx + ox, cy - ry), control2: Point(cx + rx, cy - oy))
        close()
    }

    /// UIBezierPath(roundedRect:cornerRadius:) — every corner rounded by `cornerRadius`, with
    /// the continuous corners UIKit has drawn since iOS 7 (`addContinuousRoundedRect`).
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        addContinuousRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// How far a continuous corner of radius 1 reaches along each side from the corner.
    public static let continuousCornerExtent = 1.528665

    /// One continuous corner of radius 1, from (extent, 0) on the side it comes along to
    /// (0, extent) on the side it leaves along, as (x, y) = (distance back along the incoming
    /// side, distance along the outgoing side). The curvature grows from zero at the sides to a
    /// circular middle — the iOS 7 shape as measured from UIKit's paths; it is symmetric
    /// about the diagonal. Each entry is a line (one point) or a cubic (three points).
    static let continuousCorner: [[(Double, Double)]] = [
        [(1.088493, 0), (0.868407, 0), (0.669934, 0.065496)],
        [(0.631494, 0.074911)],
        [(0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494)],
        [(0.065496, 0.669934)],
        [(0, 0.868407), (0, 1.088493), (0, 1.528665)],
    ]

    /// UIKit's continuous rounded rect (UIBezierPath(roundedRect:cornerRadius:), and a layer
    /// with `cornerCurve = .continuous`): clockwise from the top edge. Each corner takes
    /// `continuousCornerExtent` × radius of both sides. A radius whose corners would not fit
    /// in half the shorter side is limited to the largest that fits (half the shorter side /
    /// 1.528665), and the corners stay continuous: the two corners of a short side meet in its
    /// middle, capsule-like ends with no straight part, as iOS draws them since iOS 13 and as
    /// the published replica of UIKit's shape (PaintCode's, 2013) limits the radius — not
    /// circular corners with a flat stretch between them. A corner left out of `corners`
    /// stays square.
    public mutating func addContinuousRoundedRect(_ rect: Rect, cornerRadius: Double, corners: RectCorners = .all) {
        let r = rect.standardized
        let e = Self.continuousCornerExtent
        let limit = min(r.width, r.height) / 2 / e
        let rad = min(max(0, cornerRadius), limit)
        if !(rad > 0) || corners.isEmpty { addRect(r); return }
        // Each corner: its point, the direction back along the side the path arrives on, and
        // the direction along the side it leaves on (clockwise in y-down coordinates).
        let tl = Point(r.minX, r.minY), tr = Point(r.maxX, r.minY), br = Point(r.maxX, r.maxY), bl = Point(r.minX, r.maxY)
        let spec: [(RectCorners, Point, Point, Point)] = [
            (.topRight, tr, Point(-1, 0), Point(0, 1)),
            (.bottomRight, br, Point(0, -1), Point(-1, 0)),
            (.bottomLeft, bl, Point(1, 0), Point(0, -1)),
            (.topLeft, tl, Point(0, 1), Point(1, 0)),
        ]
        func at(_ c: Point, _ back: Point, _ out: Point, _ x: Double, _ y: Double) -> Point {
            Point(c.x + rad * (x * back.x + y * out.x), c.y + rad * (x * back.y + y * out.y))
        }
        move(to: corners.contains(.topLeft) ? Point(r.minX + rad * e, r.minY) : tl)
        for (which, c, back, out) in spec {
            guard corners.contains(which) else { lineIfMoved(to: c); continue }
            lineIfMoved(to: at(c, back, out, e, 0))
            for seg in Self.continuousCorner {
                let p = seg.map { at(c, back, out, $0.0, $0.1) }
                if p.count == 1 { addLine(to: p[0]) } else { addCurve(to: p[2], control1: p[0], control2: p[1]) }
            }
        }
        close()
    }

    /// The corner radius UIKit really draws for a rounded rect: clamped to half the shorter
    /// side (a 100×40 rect with radius 40 gets 20-point circular corners, as on a device).
    /// Since iOS 7 UIKit draws circular corners from `cornerRadii.width` only; the height
    /// is not used.
    public static func clampedCornerRadius(_ rect: Rect, _ radius: Double) -> Double {
        let r = rect.standardized
        return max(0, min(radius, r.width / 2, r.height / 2))
    }

    /// UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:): a rounded rect clockwise
    /// from the top edge, with circular corners of radius `radii.width` clamped as
    /// `clampedCornerRadius` says; a corner left out of `corners` stays square.
    public mutating func addRoundedRect(_ rect: Rect, corners: RectCorners = .all, radii: Size) {
        let r = rect.standardized
        let rr = Self.clampedCornerRadius(r, radii.width)
        let rx = rr, ry = rr
        if rx == 0 || ry == 0 || corners.isEmpty { addRect(r); return }
        let k = 0.5522847498307936
        func rad(_ c: RectCorners) -> (Double, Double) { corners.contains(c) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = rad(.topLeft), (trx, try_) = rad(.topRight)
        let (brx, bry) = rad(.bottomRight), (blx, bly) = rad(.bottomLeft)
        move(to: Point(r.minX + tlx, r.minY))
        lineIfMoved(to: Point(r.maxX - trx, r.minY))
        if trx > 0 {
            addCurve(to: Point(r.maxX, r.minY + try_),
                     control1: Point(r.maxX - trx + trx * k, r.minY),
                     control2: Point(r.maxX, r.minY + try_ - try_ * k))
        }
        lineIfMoved(to: Point(r.maxX, r.maxY - bry))
        if brx > 0 {
            addCurve(to: Point(r.maxX - brx, r.maxY),
                     control1: Point(r.maxX, r.maxY - bry + bry * k),
                     control2: Point(r.maxX - brx + brx * k, r.maxY))
        }
        lineIfMoved(to: Point(r.minX + blx, r.maxY))
        if blx > 0 {
            addCurve(to: Point(r.minX, r.maxY - bly),
                     control1: Point(r.minX + blx - blx * k, r.maxY),
                     control2: Point(r.minX, r.maxY - bly + bly * k))
        }
        lineIfMoved(to: Point(r.minX, r.minY + tly))
        if tlx > 0 {
            addCurve(to: Point(r.minX + tlx, r.minY),
                     control1: Point(r.minX, r.minY + tly - tly * k),
                     control2: Point(r.minX + tlx - tlx * k, r.minY))
        }
        close()
    }

    /// A line, unless it would have no length (the sides a fully rounded corner leaves).
    private mutating func lineIfMoved(to p: Point) {
        if currentPoint != p { addLine(to: p) }
    }

    /// The path with every point sent through `t`.
    public func applying(_ t: Transform) -> BezierPath {
        var out = BezierPath()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .cubic(let a, let b, let p): return .cubic(a.applying(t), b.applying(t), p.applying(t))
            case .close: return .close
            }
        }
        out.currentPoint = currentPoint?.applying(t)
        out.subpathStart = subpathStart?.applying(t)
        out.quadControlPoints = quadControlPoints.map { $0.applying(t) }
        return out
    }

    /// UIBezierPath.reversing(): the same shape with every segment drawn the other way. Each
    /// subpath starts where it ended and runs back through its points (a curve's control
    /// points swapped), a closed one closing again, so its closing segment is reversed too;
    /// the subpaths come in reverse order, so the last point is the original's first.
    public func reversed() -> BezierPath {
        // The subpaths: the start, each segment as (control points, end), and whether closed.
        var subpaths: [(start: Point, segments: [([Point], Point)], closed: Bool)] = []
        var lastStart: Point?
        for e in elements {
            switch e {
            case .move(let p):
                subpaths.append((p, [], false)); lastStart = p
            case .line(let p), .cubic(_, _, let p):
                // A segment after a close starts a subpath at the closed one's start.
                if subpaths.last?.closed != false, let s = lastStart { subpaths.append((s, [], false)) }
                if case .cubic(let a, let b, _) = e { subpaths[subpaths.count - 1].segments.append(([a, b], p)) }
                else { subpaths[subpaths.count - 1].segments.append(([], p)) }
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            }
        }
        var out = BezierPath()
        for sp in subpaths.reversed() {
            let points = [sp.start] + sp.segments.map(\.1)
            out.move(to: points.last!)
            for i in stride(from: sp.segments.count - 1, through: 0, by: -1) {
                let (controls, _) = sp.segments[i]
                if controls.count == 2 { out.addCurve(to: points[i], control1: controls[1], control2: controls[0]) }
                else { out.addLine(to: points[i]) }
            }
            if sp.closed { out.close() }
        }
        out.quadControlPoints = quadControlPoints
        return out
    }

    /// UIBezierPath.bounds and CGPath.boundingBox: the smallest rect around every point of
    /// the path, control points included (a quadratic's as given); `.null` for an empty path.
    public var controlPointBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .cubic(let a, let b, let p): add(a); add(b); add(p)
            case .close: break
            }
        }
        quadControlPoints.forEach(add)
        if minX > maxX { return .null }
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// CGPath.boundingBoxOfPath: the tight box of the drawn curve (cubic extrema, not control
    /// points); `.null` for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var last = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p): add(p); last = p; start = p
            case .line(let p): add(p); last = p
            case .close: last = start
            case .cubic(let c1, let c2, let p):
                add(p)
                for t in Self.cubicExtrema(last.x, c1.x, c2.x, p.x) + Self.cubicExtrema(last.y, c1.y, c2.y, p.y) {
                    add(Self.cubicPoint(last, c1, c2, p, t))
                }
                last = p
            }
        }
        if minX > maxX { return .null }
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
    /// Parameters in (0, 1) where a cubic's coordinate has zero derivative.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var ts: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { ts.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                ts.append((-b + s) / (2 * a)); ts.append((-b - s) / (2 * a))
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}
