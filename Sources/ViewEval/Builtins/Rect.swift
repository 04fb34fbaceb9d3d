// Rect (CGRect): four constructors, `Rect.zero`, `.null`, `.infinite`; the members and methods of CGRect. Width and
// height are never negative, an inset that leaves nothing is the null rect, and so is the
// intersection of disjoint rects (ViewGeometry has the arithmetic).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let rect = BuiltinType(
        type: .rect,
        typeNames: ["Rect"],
        swiftNames: ["CGRect"], settable: ["origin": .point, "size": .size],
        constructors: ["Rect": [
            FunctionForm([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N)], .rect) { a in
                .rect(Rect(a.num(0), a.num(1), a.num(2), a.num(3))) },
            FunctionForm([Param("x", N), Param("y", N), Param("width", N), Param("height", N)], .rect) { a in
                .rect(Rect(a.num(0), a.num(1), a.num(2), a.num(3))) },
            FunctionForm([Param("origin", .point), Param("size", .size)], .rect) { a in
                .rect(Rect(origin: a.point(0), size: a.size(1))) },
            FunctionForm([Param("center", .point), Param("size", .size)], .rect) { a in
                let c = a.point(0), s = a.size(1)
                return .rect(Rect(c.x - s.width / 2, c.y - s.height / 2, s.width, s.height)) },
        ]],
        members: [
            ("minX", Member(.number) { .number($0.rect.minX) }),
            ("midX", Member(.number) { .number($0.rect.midX) }),
            ("maxX", Member(.number) { .number($0.rect.maxX) }),
            ("minY", Member(.number) { .number($0.rect.minY) }),
            ("midY", Member(.number) { .number($0.rect.midY) }),
            ("maxY", Member(.number) { .number($0.rect.maxY) }),
            ("width", Member(.number) { .number($0.rect.width) }),
            ("height", Member(.number) { .number($0.rect.height) }),
            ("origin", Member(.point) { .point($0.rect.origin) }),
            ("size", Member(.size) { .size($0.rect.size) }),
            ("center", Member(.point) { .point($0.rect.center) }),
            ("isEmpty", Member(.bool) { .bool($0.rect.isEmpty) }),
            ("isNull", Member(.bool) { .bool($0.rect.isNull) }),
            ("isInfinite", Member(.bool) { .bool($0.rect.isInfinite) }),
            ("standardized", Member(.rect) { .rect($0.rect.standardized) }),
            ("integral", Member(.rect) { .rect($0.rect.integral) }),
        ],
        methods: [
            "insetBy": [MethodForm([Param("dx", N), Param("dy", N)], .rect) { v, a in .rect(v.rect.insetBy(dx: a.num(0), dy: a.num(1))) }],
            "offsetBy": [MethodForm([Param("dx", N), Param("dy", N)], .rect) { v, a in .rect(v.rect.offsetBy(dx: a.num(0), dy: a.num(1))) }],
            // CGRect.applying(_:): the smallest rectangle holding the transformed corners.
            "applying": [MethodForm([Param(nil, .transform)], .rect) { v, a in .rect(v.rect.applying(a.transform(0))) }],
            "intersection": [MethodForm([Param(nil, .rect)], .rect) { v, a in .rect(v.rect.intersection(a.rect(0))) }],
            "union": [MethodForm([Param(nil, .rect)], .rect) { v, a in .rect(v.rect.union(a.rect(0))) }],
            "contains": [MethodForm([Param(nil, .point)], .bool) { v, a in .bool(v.rect.contains(a.point(0))) },
                         MethodForm([Param(nil, .rect)], .bool) { v, a in .bool(v.rect.contains(a.rect(0))) }],
            "intersects": [MethodForm([Param(nil, .rect)], .bool) { v, a in .bool(v.rect.intersects(a.rect(0))) }],
            // CGRectEqualToRect, which Swift's `==` on CGRects is: the same answer as `==` here.
            "equalTo": [MethodForm([Param(nil, .rect)], .bool) { v, a in .bool(v.rect == a.rect(0)) }],
            "inset": [MethodForm([Param("by", .insets)], .rect) { v, a in
                guard case .insets(let e) = a[0] else { return a[0] }
                return .rect(v.rect.inset(by: e)) }],
            // CGRectDivide: the standardized rect cut by a line `atDistance` from the edge (the
            // distance kept within 0 and the rect's side): the slice by that edge, and the rest.
            "divided": [MethodForm([Param("atDistance", N), Param("from", .symbol)], .tuple([.rect, .rect], ["slice", "remainder"])) { v, a in
                let edges = ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"]
                guard case .symbol(let edge) = a[1], edges.contains(edge) else {
                    throw Diagnostic.error("the edge is one of \(edges.map { "." + $0 }.joined(separator: ", ")), not \(a[1].description)", at: a.argRange(1))
                }
                let r = v.rect.standardized, across = edge.contains("X")
                let d = min(max(a.num(0).isNaN ? 0 : a.num(0), 0), across ? r.width : r.height)
                let (slice, rest): (Rect, Rect)
                switch edge {
                case "minXEdge": (slice, rest) = (Rect(r.minX, r.minY, d, r.height), Rect(r.minX + d, r.minY, r.width - d, r.height))
                case "maxXEdge": (slice, rest) = (Rect(r.maxX - d, r.minY, d, r.height), Rect(r.minX, r.minY, r.width - d, r.height))
                case "minYEdge": (slice, rest) = (Rect(r.minX, r.minY, r.width, d), Rect(r.minX, r.minY + d, r.width, r.height - d))
                default: (slice, rest) = (Rect(r.minX, r.maxY - d, r.width, d), Rect(r.minX, r.minY, r.width, r.height - d))
                }
                return .boxed(TupleValue(labels: ["slice", "remainder"], elements: [.rect(slice), .rect(rest)])) }],
        ],
        staticMember: { name, nr in
            if name == "zero" { return .rect(.zero) }
            if name == "null" { return .rect(.null) }   // no rect: a union's start, as CGRect.null
            if name == "infinite" { return .rect(.infinite) }   // the whole plane, as CGRect.infinite
            throw Diagnostic.error("'Rect' has no member '\(name)'", at: nr)
        })
}
