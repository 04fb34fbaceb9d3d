// UIView.convert(_:to:) and convert(_:from:), for points and rects, in a view's body: between
// this view's bounds coordinates and another view's. The other view is named by its
// accessibilityIdentifier (any view of the page made so far: the ancestors being built, and
// every view already added), or is `.superview`, or `.window` or `nil` (the canvas's or
// page's coordinates: UIKit's nil means the window). A rect converts to the bounding box of its
// transformed corners, as in UIKit.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let convert: [String: [FunctionForm]] = [
        "convert": [
            FunctionForm([Param(nil, .point), Param("to", nil)], .point) { a in
                .point(a.point(0).applying(try convertTransform(a, to: a[1], a.argRange(1)))) },
            FunctionForm([Param(nil, .point), Param("from", nil)], .point) { a in
                .point(a.point(0).applying(try convertTransform(a, from: a[1], a.argRange(1)))) },
            FunctionForm([Param(nil, .rect), Param("to", nil)], .rect) { a in
                .rect(a.rect(0).applying(try convertTransform(a, to: a[1], a.argRange(1)))) },
            FunctionForm([Param(nil, .rect), Param("from", nil)], .rect) { a in
                .rect(a.rect(0).applying(try convertTransform(a, from: a[1], a.argRange(1)))) },
        ],
    ]

    /// This view's bounds coordinates → the other view's.
    static func convertTransform(_ a: Call, to other: Value, _ r: SourceRange) throws -> Transform {
        let (me, them) = try views(a, other, r)
        guard let back = toWindow(them).inverted() else {
            throw Diagnostic.error("the view converted to has a singular transform (it has no coordinates to convert into)", at: r)
        }
        return toWindow(me).concatenating(back)
    }

    /// The other view's bounds coordinates → this view's.
    static func convertTransform(_ a: Call, from other: Value, _ r: SourceRange) throws -> Transform {
        let (me, them) = try views(a, other, r)
        guard let back = toWindow(me).inverted() else {
            throw Diagnostic.error("this view has a singular transform (it has no coordinates to convert into)", at: r)
        }
        return toWindow(them).concatenating(back)
    }

    /// A view's bounds coordinates → the root's (the window's).
    static func toWindow(_ v: ViewNode?) -> Transform {
        var t = Transform.identity
        var n = v
        while let x = n, let up = x.superview {
            t = t.concatenating(x.toSuperview)
            n = up
        }
        return t
    }

    /// The view whose body runs, and the other one (nil: the window).
    static func views(_ a: Call, _ other: Value, _ r: SourceRange) throws -> (ViewNode, ViewNode?) {
        guard let me = a.run.selfView else {
            throw Diagnostic.error("convert(_:to:) converts between views; use it in a view's body", at: a.range)
        }
        switch other {
        // UIKit's nil: the window (Swift's `convert(p, to: nil)`).
        case .symbol("window"), .void: return (me, nil)
        case .symbol("superview"):
            guard let s = me.superview else { return (me, nil) }
            return (me, s)
        case .string(let id):
            var ancestors: [ViewNode] = []
            var n: ViewNode? = me
            while let x = n { ancestors.append(x); n = x.superview }
            if let hit = ancestors.first(where: { $0.identifier == id }) { return (me, hit) }
            func find(_ v: ViewNode) -> ViewNode? {
                if v.identifier == id { return v }
                for s in v.subviews { if let f = find(s) { return f } }
                return nil
            }
            for x in ancestors { for s in x.subviews { if let f = find(s) { return (me, f) } } }
            throw Diagnostic.error("no view named '\(id)' (by accessibilityIdentifier) has been made yet on this page; convert(_:to:) sees the views above this one and those already added", at: r)
        default:
            throw Diagnostic.error("convert names the other view by its accessibilityIdentifier (a String), or is .superview, .window or nil, not \(other.description)", at: r)
        }
    }
}
