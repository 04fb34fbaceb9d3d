// A UIScrollView subclass's scrolling members, as a still picture has them. Its content offset is
// its bounds' origin (UIKit's own definition): set (`contentOffset = …`,
// `setContentOffset(_:animated:)`), it moves what the view draws and its subviews, as scrolling
// there would; read, it is the origin. What only scrolling, zooming or touches use is kept and
// read back and changes no picture: `contentSize`, `contentInset` (`adjustedContentInset` is it,
// the safe area being zero), the indicators, bouncing, paging, `isScrollEnabled`, the delegate.
// The zoom scale stays 1 (`minimumZoomScale` and `maximumZoomScale` are kept; a zoom is outside),
// and it is never dragging, tracking or decelerating. The layout guides of its content
// (`contentLayoutGuide`, `frameLayoutGuide`) are outside.

import ViewGeometry
import ViewSyntax

/// A scroll view's settings that change no picture, kept on its node.
struct ScrollSettings: Sendable {
    var contentSize = Size(0, 0)
    var contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var flags: [String: Bool] = [:]
    var numbers: [String: Double] = [:]
    static let key = PropertyKey<ScrollSettings>(ScrollSettings())

    /// The Bool settings and UIKit's defaults.
    static let bools: [String: Bool] = [
        "showsVerticalScrollIndicator": true, "showsHorizontalScrollIndicator": true, "isScrollEnabled": true,
        "isPagingEnabled": false, "bounces": true, "bouncesZoom": true, "alwaysBounceVertical": false,
        "alwaysBounceHorizontal": false, "isDirectionalLockEnabled": false, "scrollsToTop": true,
        "delaysContentTouches": true, "canCancelContentTouches": true,
    ]
    /// The number settings and UIKit's defaults.
    static let numbers: [String: Double] = ["minimumZoomScale": 1, "maximumZoomScale": 1]
    /// What is read and never set here: a still picture is never scrolled or zoomed by a touch.
    static let still: [String: Value] = ["zoomScale": .number(1), "isDragging": .bool(false), "isTracking": .bool(false), "isDecelerating": .bool(false)]
    /// Settings of symbols or objects, taken and not kept (`delegate = self`, `.fast`).
    static let taken: Set<String> = ["delegate", "decelerationRate", "keyboardDismissMode", "indicatorStyle", "contentInsetAdjustmentBehavior", "scrollIndicatorInsets"]
}

extension Kinds {
    static func scrollOnly(_ v: ViewNode, _ name: String, _ r: SourceRange) throws {
        guard v[ScrollSettings.isScrollKey] else { throw Diagnostic.error("'\(name)' is a UIScrollView's; this \(v.kind) is none", at: r) }
    }

    /// A scroll view's properties, set with `=` (read back as `scrollMembers`).
    static let scrollProperties: [Property<ViewNode>] = [
        Property("contentOffset", .point) { run, v, x, nr, r in
            try scrollOnly(v, "contentOffset", nr)
            guard case .point(let p) = x else { return }
            try Check.finiteValue(x, r)
            v.bounds.origin = p
        },
        Property("contentSize", .size) { _, v, x, nr, r in
            try scrollOnly(v, "contentSize", nr)
            guard case .size(let s) = x else { return }
            try Check.finiteValue(x, r)
            v[ScrollSettings.key].contentSize = s
        },
        Property("contentInset", .insets) { _, v, x, nr, r in
            try scrollOnly(v, "contentInset", nr)
            guard case .insets(let e) = x else { return }
            try Check.finiteValue(x, r)
            v[ScrollSettings.key].contentInset = e
        },
        Property("zoomScale", .number) { _, v, x, nr, r in
            try scrollOnly(v, "zoomScale", nr)
            guard x.num == 1 else { throw Diagnostic.error("zooming a scroll view (zoomScale \(formatNumber(x.num))) is outside the supported Swift subset (docs/language.md §13)", at: r) }
        },
    ] + ScrollSettings.bools.keys.sorted().map { name in
        Property(name, .bool) { _, v, x, nr, _ in
            try scrollOnly(v, name, nr)
            v[ScrollSettings.key].flags[name] = x.bool
        }
    } + ScrollSettings.numbers.keys.sorted().map { name in
        Property(name, .number) { _, v, x, nr, r in
            try scrollOnly(v, name, nr)
            v[ScrollSettings.key].numbers[name] = try Check.finite(x.num, r)
        }
    } + ScrollSettings.taken.sorted().map { name in
        // (A tab bar's too: TabBarSettings.sharedWithScrollView.)
        Property(name, nil) { _, v, _, nr, _ in if !TabBarSettings.sharedWithScrollView.contains(name) { try scrollOnly(v, name, nr) } }
    }
}

extension ScrollSettings {
    /// Whether the node is a scroll view (an instance of a UIScrollView subclass).
    static let isScrollKey = PropertyKey<Bool>(false)
}

extension Builtins {
    /// A scroll view's members read back.
    static let scrollMembers: [(String, Member)] = [
        ("contentOffset", Member(.point) { v in viewNode(v).map { .point($0.bounds.origin) } ?? .void }),
        ("contentSize", Member(.size) { v in viewNode(v).map { .size($0[ScrollSettings.key].contentSize) } ?? .void }),
        ("contentInset", Member(.insets) { v in viewNode(v).map { .insets($0[ScrollSettings.key].contentInset) } ?? .void }),
        ("adjustedContentInset", Member(.insets) { v in viewNode(v).map { .insets($0[ScrollSettings.key].contentInset) } ?? .void }),
    ] + ScrollSettings.bools.keys.sorted().map { name in
        (name, Member(.bool) { v in viewNode(v).map { .bool($0[ScrollSettings.key].flags[name] ?? ScrollSettings.bools[name]!) } ?? .void })
    } + ScrollSettings.numbers.keys.sorted().map { name in
        (name, Member(.number) { v in viewNode(v).map { .number($0[ScrollSettings.key].numbers[name] ?? ScrollSettings.numbers[name]!) } ?? .void })
    } + ScrollSettings.still.sorted(by: { $0.key < $1.key }).map { name, value in
        (name, Member(value.vtype) { _ in value })
    }

    static let scrollMethods: [String: [MethodForm]] = [
        // Scrolled there at once (a still picture has no animation).
        "setContentOffset": [MethodForm([Param(nil, .point), Param("animated", .bool)], .void) { v, a in
            guard let n = viewNode(v) else { return .void }
            try Kinds.scrollOnly(n, "setContentOffset", a.range)
            try Check.finiteValue(a[0], a.argRange(0))
            n.bounds.origin = a.point(0)
            return .void }],
        "flashScrollIndicators": [MethodForm([], .void) { _, _ in .void }],
    ]

    /// The names a UIScrollView subclass's code names without `self.`.
    static let scrollSelfNames = uiViewNames.union(scrollMembers.map(\.0)).union(scrollMethods.keys).union(ScrollSettings.taken)
}
