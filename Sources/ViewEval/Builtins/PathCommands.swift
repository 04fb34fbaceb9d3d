// Inside `path { … }`: the UIBezierPath commands and its paint calls. A command is one entry:
// its forms (signature) and what it does to the path. Every point of a path is checked when it
// is painted (a renderer keeps coordinates in fixed point); every command counts as one
// operation, and a paint as many as its path has elements.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

private let P = ValueType.point

extension Builtins {
    static let pathCommands: [String: [CommandForm]] = [
        "move": [CommandForm([Param("to", P)]) { a in a.ps.path.move(to: a.point(0)) }],
        "line": [CommandForm([Param("to", P)]) { a in
            try needCurrentPoint(a.ps.path, "line(to:)", a.range); a.ps.path.addLine(to: a.point(0)) }],
        "quadCurve": [CommandForm([Param("to", P), Param("control", P)]) { a in
            try needCurrentPoint(a.ps.path, "quadCurve(to:control:)", a.range); a.ps.path.addQuadCurve(to: a.point(0), control: a.point(1)) }],
        "curve": [CommandForm([Param("to", P), Param("control1", P), Param("control2", P)]) { a in
            try needCurrentPoint(a.ps.path, "curve(to:control1:control2:)", a.range)
            a.ps.path.addCurve(to: a.point(0), control1: a.point(1), control2: a.point(2)) }],
        "arc": [CommandForm([Param("center", P), Param("radius", N), Param("start", N), Param("end", N), Param("clockwise", .bool, .bool(true))]) { a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            a.ps.path.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: a.bool(4)) }],
        "close": [CommandForm([]) { a in a.ps.path.close() }],
        "rect": [CommandForm([Param(nil, .rect)]) { a in try Check.realRect(a.rect(0), a.range); a.ps.path.addRect(a.rect(0)) }],
        "oval": [CommandForm([Param("in", .rect)]) { a in try Check.realRect(a.rect(0), a.range); a.ps.path.addOval(in: a.rect(0)) }],
        "circle": [CommandForm([Param("center", P), Param("radius", N)]) { a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            let c = a.point(0), rad = a.num(1)
            a.ps.path.addOval(in: Rect(c.x - rad, c.y - rad, 2 * rad, 2 * rad)) }],
        "roundedRect": [
            CommandForm([Param(nil, .rect), Param("cornerRadius", N)]) { a in
                try Check.realRect(a.rect(0), a.range); try Check.nonNegative(a.num(1), "cornerRadius", a.argRange(1))
                a.ps.path.addRoundedRect(a.rect(0), cornerRadius: a.num(1)) },
            CommandForm([Param(nil, .rect), Param("byRoundingCorners", nil), Param("cornerRadii", .size)]) { a in
                try Check.realRect(a.rect(0), a.range)
                let corners = try rectCorners(a[1], a.argRange(1))
                let radii = a.size(2)
                try Check.nonNegative(radii.width, "a corner radius", a.argRange(2))
                try Check.nonNegative(radii.height, "a corner radius", a.argRange(2))
                if radii.height != radii.width {
                    a.run.report(Diagnostic(.warning, "UIKit draws circular corners from cornerRadii.width only; the height \(formatNumber(radii.height)) is not used", at: a.argRange(2)))
                }
                a.ps.path.addRoundedRect(a.rect(0), corners: corners, radii: radii) },
        ],
        // UIBezierPath.apply(_:): every point of the path so far goes through the transform.
        "apply": [CommandForm([Param(nil, .transform)]) { a in a.ps.path = a.ps.path.applying(a.transform(0)) }],
        // SVG path data, appended to the path.
        "svg": [CommandForm([Param(nil, .string)]) { a in
            let text = a[0].string
            do {
                let p = try SVGPathData.parse(text)
                try a.run.countOperations(p.elements.count, a.range)
                a.ps.path.append(p)
            } catch let e as SVGPathError {
                throw svgError(e, text, a.argRange(0))
            } }],
        "fill": [CommandForm([Param(nil, .color, .color(.black))]) { a in
            let ps = try painting(a)
            ps.out.items.append(.fill(ps.path, .color(a.color(0)), ps.evenOdd ? .evenOdd : .nonZero, a.range)) },
                 CommandForm([Param(nil, .pattern)]) { a in
            let ps = try painting(a)
            ps.out.items.append(.fill(ps.path, patternPaint(a[0])!, ps.evenOdd ? .evenOdd : .nonZero, a.range)) }],
        "stroke": [CommandForm([Param(nil, .color, .color(.black))]) { a in
            let ps = try painting(a)
            ps.out.items.append(.stroke(ps.path, .color(a.color(0)), ps.style, a.range)) },
                   CommandForm([Param(nil, .pattern)]) { a in
            let ps = try painting(a)
            ps.out.items.append(.stroke(ps.path, patternPaint(a[0])!, ps.style, a.range)) }],
        "addClip": [CommandForm([]) { a in
            let ps = try painting(a)
            ps.out.items.append(.clip(ps.path, ps.evenOdd ? .evenOdd : .nonZero, a.range)) }],
    ]

    /// The path block's state for a paint of its path: the path counted as drawing
    /// operations, checked for reach, and trimmed to its size (the paint keeps it).
    static func painting(_ a: Call) throws -> PathState {
        let ps = a.run.pathState!
        try a.run.countOperations(ps.path.elements.count + 1, a.range)
        try checkPlaceable(ps.path, a.range)
        ps.path.trimCapacity()
        return ps
    }

    static func needCurrentPoint(_ p: BezierPath, _ what: String, _ r: SourceRange) throws {
        if p.currentPoint == nil {
            throw Diagnostic.error("\(what) needs a current point; start the path with move(to:)", at: r)
        }
    }

    /// UIRectCorner's options (OptionSet.swift) as the corners they round.
    static let rectCornerNames: [String: RectCorners] = Dictionary(uniqueKeysWithValues: OptionSets.type("UIRectCorner")!.options.map {
        ($0.0, RectCorners(rawValue: Int($0.1 & UInt64(RectCorners.all.rawValue))))
    })

    /// UIRectCorner: a value of it, `.allCorners`, one corner, or a list of them.
    static func rectCorners(_ v: Value, _ vr: SourceRange) throws -> RectCorners {
        let names = rectCornerNames
        let items: [Value]
        if case .list(let l) = OptionSets.asLiteral(v) { items = l } else { items = [v] }
        var out: RectCorners = []
        for it in items {
            guard case .symbol(let s) = it, let c = names[s] else {
                throw Diagnostic.error("corners are .topLeft, .topRight, .bottomLeft, .bottomRight or .allCorners (or a list of them), not \(it.description)", at: vr)
            }
            out.formUnion(c)
        }
        return out
    }

    /// How far from the origin a path point may lie: renderers keep coordinates in fixed point
    /// (cairo: 24.8 bits, about ±8.4 million device pixels), so beyond this a point would wrap
    /// around silently. A million points is ten times the largest canvas.
    static let maxCoordinate = 1_000_000.0

    /// A path about to be painted (or clipped to), placeable: every point finite and within
    /// ±maxCoordinate. A subpath of straight edges that reaches beyond it — the rect of
    /// CGRect.infinite, which Core Graphics fills as the whole plane — is clipped to that
    /// square when it is closed (or filled, which closes it): a clip to a convex region keeps
    /// the winding number of every point inside the region, so the fill, by either rule, is the
    /// same wherever a drawing can place anything. Other points beyond it are an error.
    static func placeable(_ p: BezierPath, _ r: SourceRange, fill: Bool) throws -> BezierPath {
        let m = maxCoordinate
        @inline(__always) func ok(_ q: Point) -> Bool { abs(q.x) <= m && abs(q.y) <= m }
        func inside(_ e: PathElement) -> Bool {
            switch e {
            case .move(let a), .line(let a): return ok(a)
            case .cubic(let a, let b, let c): return ok(a) && ok(b) && ok(c)
            case .close: return true
            }
        }
        if p.elements.allSatisfy(inside) { return p }
        var out: [PathElement] = []
        var sub: [PathElement] = []
        func flush() throws {
            defer { sub = [] }
            if sub.allSatisfy(inside) { out += sub; return }
            let closed = sub.last == .close
            var points: [Point] = []
            for e in sub {
                switch e {
                case .move(let a), .line(let a):
                    guard a.x.isFinite, a.y.isFinite else { try checkPlaceable(BezierPath(elements: sub), r); return }
                    points.append(a)
                case .close: break
                case .cubic: try checkPlaceable(BezierPath(elements: sub), r); return
                }
            }
            guard closed || fill else { try checkPlaceable(BezierPath(elements: sub), r); return }
            let clipped = clipToSquare(points, m)
            guard let first = clipped.first else { return }
            out.append(.move(first))
            for q in clipped.dropFirst() { out.append(.line(q)) }
            out.append(.close)
        }
        for e in p.elements {
            if case .move = e, !sub.isEmpty { try flush() }
            sub.append(e)
            if e == .close { try flush() }
        }
        try flush()
        return BezierPath(elements: out)
    }

    /// A polygon clipped to the square ±m, one side's half-plane at a time (Sutherland–Hodgman).
    static func clipToSquare(_ polygon: [Point], _ m: Double) -> [Point] {
        var pts = polygon
        // Each side: whether a point is inside, and where an edge crosses it.
        let sides: [((Point) -> Bool, (Point, Point) -> Point)] = [
            ({ $0.x <= m }, { a, b in Point(m, a.y + (b.y - a.y) * (m - a.x) / (b.x - a.x)) }),
            ({ $0.x >= -m }, { a, b in Point(-m, a.y + (b.y - a.y) * (-m - a.x) / (b.x - a.x)) }),
            ({ $0.y <= m }, { a, b in Point(a.x + (b.x - a.x) * (m - a.y) / (b.y - a.y), m) }),
            ({ $0.y >= -m }, { a, b in Point(a.x + (b.x - a.x) * (-m - a.y) / (b.y - a.y), -m) }),
        ]
        for (isIn, cross) in sides {
            guard let last = pts.last else { return [] }
            var next: [Point] = []
            var prev = last
            for cur in pts {
                switch (isIn(prev), isIn(cur)) {
                case (true, true): next.append(cur)
                case (true, false): next.append(cross(prev, cur))
                case (false, true): next.append(cross(prev, cur)); next.append(cur)
                case (false, false): break
                }
                prev = cur
            }
            pts = next
        }
        return pts.count >= 3 ? pts : []
    }

    /// A path about to be painted must have every point finite and within ±maxCoordinate.
    static func checkPlaceable(_ p: BezierPath, _ r: SourceRange) throws {
        @inline(__always) func ok(_ q: Point) -> Bool { abs(q.x) <= maxCoordinate && abs(q.y) <= maxCoordinate }
        func fail(_ q: Point) -> Diagnostic {
            .error("this path reaches (\(formatNumber(q.x)), \(formatNumber(q.y))), beyond the ±\(formatNumber(maxCoordinate)) points a drawing can place", at: r)
        }
        for e in p.elements {
            switch e {
            case .move(let a), .line(let a): if !ok(a) { throw fail(a) }
            case .cubic(let a, let b, let c):
                if !ok(a) { throw fail(a) }
                if !ok(b) { throw fail(b) }
                if !ok(c) { throw fail(c) }
            case .close: break
            }
        }
    }

    /// A path-data error at the character it concerns: inside the string literal when the
    /// argument is one, otherwise at the argument with the character's position in the message.
    static func svgError(_ e: SVGPathError, _ text: String, _ r: SourceRange) -> Diagnostic {
        if let at = pointInString(r, text, e.offset) {
            return .error("bad SVG path data: \(e.message)", at: at)
        }
        return .error("bad SVG path data at character \(e.offset + 1) of the string: \(e.message)", at: r)
    }

    /// The source range of the character at scalar `offset` of a string's value, when the
    /// string was written as a literal at `r` (escapes are stepped over); nil otherwise.
    static func pointInString(_ r: SourceRange, _ value: String, _ offset: Int) -> SourceRange? {
        guard let f = r.file, r.start < f.bytes.count, f.bytes[r.start] == 0x22 else { return nil }
        let b = f.bytes
        /// Bytes in the UTF-8 sequence that starts at `k`.
        func len(_ k: Int) -> Int {
            let c = b[k]
            return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
        }
        var i = r.start + 1
        var n = 0
        while i < r.end - 1 && n < offset {
            if b[i] == 0x5C {
                i += 1
                if i < b.count {
                    let e = b[i]
                    i += len(i)
                    if e == 0x75, i < b.count, b[i] == 0x7B {
                        while i < b.count, b[i] != 0x7D { i += 1 }
                        i += 1
                    }
                }
            } else { i += len(i) }
            n += 1
        }
        if n != offset || i > r.end { return nil }
        let end = i < b.count ? i + len(i) : i + 1
        return SourceRange(file: f, start: i, end: min(end, max(end, r.end - 1)))
    }
}

extension Call {
    /// The path block's state (a path command runs only in one). Its path is changed in
    /// place (`a.ps.path.addLine(…)`), never copied.
    var ps: PathState { run.pathState! }
}
