// ViewGeometry — points, sizes, rects and affine transforms with UIKit (Core Graphics)
// semantics: origin top-left, y down, angles in radians, positive angles turn clockwise on
// screen. No I/O; every other stage builds on these types.

import FoundationEssentials
import Glibc

/// A location in a two-dimensional coordinate system (CGPoint).
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// Distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }
}

/// A width and a height (CGSize). Either may be negative, as in Core Graphics.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    /// CGSizeApplyAffineTransform: the size as a vector, transformed without the translation.
    public func applying(_ t: Transform) -> Size {
        Size(t.a * width + t.c * height, t.b * width + t.d * height)
    }
}

/// A rectangle (CGRect): an origin and a size. Members follow CGRect, which standardizes
/// negative sizes when it reports minX/maxX/width and friends.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from.
    public var origin: Point
    /// The extent, possibly negative.
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public static let zero = Rect(0, 0, 0, 0)
    /// The null rectangle, as CGRect.null: the result of intersecting disjoint rects.
    public static let null = Rect(.infinity, .infinity, 0, 0)
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// The infinite rectangle, as CGRect.infinite: the plane, centred on the origin, as large as
    /// a finite size can be (so that its edges and centre are finite numbers).
    public static let infinite = Rect(-Double.greatestFiniteMagnitude / 2, -Double.greatestFiniteMagnitude / 2,
                                      Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
    /// CGRect.isInfinite: whether this is the infinite rectangle.
    public var isInfinite: Bool { standardized == .infinite }

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { (minX + maxX) / 2 }
    public var midY: Double { (minY + maxY) / 2 }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect { Rect(minX, minY, width, height) }

    /// CGRect.integral: the smallest rect of whole numbers that holds this one — its origin
    /// rounded down and its far edges up (standardized first); the null and the infinite rect
    /// stay what they are.
    public var integral: Rect {
        if isNull || isInfinite { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x0, y0, maxX.rounded(.up) - x0, maxY.rounded(.up) - y0)
    }

    /// CGRect.insetBy(dx:dy:): shrinks by dx on the left and right, dy on top and bottom;
    /// a rect that would get a negative size becomes null.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        let r = Rect(s.origin.x + dx, s.origin.y + dy, s.size.width - 2 * dx, s.size.height - 2 * dy)
        return (r.size.width < 0 || r.size.height < 0) ? .null : r
    }
    /// CGRect.offsetBy(dx:dy:).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin.x + dx, origin.y + dy, size.width, size.height)
    }
    /// CGRect.intersection: null when the rects do not overlap.
    public func intersection(_ o: Rect) -> Rect {
        if isNull || o.isNull { return .null }
        let x0 = max(minX, o.minX), x1 = min(maxX, o.maxX)
        let y0 = max(minY, o.minY), y1 = min(maxY, o.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
    /// CGRect.union: the smallest rect containing both (null rects are ignored).
    public func union(_ o: Rect) -> Rect {
        if isNull { return o.standardized }
        if o.isNull { return standardized }
        let x0 = min(minX, o.minX), x1 = max(maxX, o.maxX)
        let y0 = min(minY, o.minY), y1 = max(maxY, o.maxY)
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
    /// CGRect.contains(_: CGPoint): the min edges are inside, the max edges are not.
    public func contains(_ p: Point) -> Bool {
        !isNull && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    /// CGRect.contains(_: CGRect).
    public func contains(_ r: Rect) -> Bool {
        !isNull && !r.isNull && r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }
    /// CGRect.intersects: true when the interiors overlap.
    public func intersects(_ r: Rect) -> Bool {
        let i = intersection(r)
        return !i.isNull && i.width > 0 && i.height > 0
    }
    /// The rect's corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }
    /// The bounding box of the rect's corners after `t`.
    public func applying(_ t: Transform) -> Rect {
        if isNull { return self }
        let pts = corners.map { $0.applying(t) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x0, y0, xs.max()! - x0, ys.max()! - y0)
    }
}

/// Insets for each edge of a rectangle (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

extension Rect {
    /// rect.inset(by: UIEdgeInsets).
    public func inset(by e: EdgeInsets) -> Rect {
        let s = standardized
        let r = Rect(s.origin.x + e.left, s.origin.y + e.top,
                     s.size.width - e.left - e.right, s.size.height - e.top - e.bottom)
        return (r.size.width < 0 || r.size.height < 0) ? .null : r
    }
}

/// An affine transform (CGAffineTransform):
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// `t1.concatenating(t2)` applies t1 first, then t2. The `…By` methods prepend, as Core
/// Graphics does: `t.rotated(by: a)` rotates in the coordinate space that `t` makes.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let (s, c) = Transform.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// sin and cos with exact values at multiples of a quarter turn, so that a 90° rotation
    /// is exactly a 90° rotation.
    static func sinCos(_ angle: Double) -> (Double, Double) {
        let quarter = angle / (Double.pi / 2)
        if quarter == quarter.rounded() && abs(quarter) < 1e15 {
            switch ((Int(quarter) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
    public var isIdentity: Bool { self == .identity }
    /// Apply `self` first, then `t`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }
    public var determinant: Double { a * d - b * c }
    /// The inverse, or nil when the transform is singular.
    public func inverted() -> Transform? {
        let det = determinant
        if det == 0 || !det.isFinite { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension Point {
    /// The point after `t` (CGPoint.applying).
    public func applying(_ t: Transform) -> Point {
        Point(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
    }
}
