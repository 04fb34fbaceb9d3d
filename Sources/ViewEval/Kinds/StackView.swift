// UIStackView: a view that lays out its arranged subviews in a row (`axis` `.horizontal`, its
// default) or a column (`.vertical`), made in code — `UIStackView()`, `UIStackView(frame:)`,
// `UIStackView(arrangedSubviews:)` — or subclassed (`class RatingControl: UIStackView`). As
// UIKit's, it arranges them with constraints of its own, solved with the code's
// (Builtins/Layout.swift) when the view lays out: each arranged subview is placed by them
// (`addArrangedSubview(_:)` adds it as a subview too and turns its
// translatesAutoresizingMaskIntoConstraints off), a hidden one is left out, one removed from
// its superview is no longer arranged, and `removeArrangedSubview(_:)` stops arranging it while
// it stays a subview.
//
// Along the axis (`distribution`): the first and last views meet the stack's edges (its layout
// margins' with `isLayoutMarginsRelativeArrangement`), with `spacing` between views
// (`setCustomSpacing(_:after:)` after one). `.fill`: the views keep their sizes (their
// constraints', else their intrinsic content sizes) and the one of lowest content hugging takes
// the room to spare (of lowest compression resistance, gives what is missing; ties: the last);
// `.fillEqually`: all one size; `.fillProportionally`: sizes in proportion to their intrinsic
// sizes (their frames' for a view without one); `.equalSpacing`: sizes kept, the gaps between
// views equal; `.equalCentering`: the centers equally apart — each at least `spacing` apart,
// else placed `spacing` apart as `.fill` places them. Across it (`alignment`): `.fill` the
// stack's breadth, `.leading`/`.top`, `.center`, `.trailing`/`.bottom` at their own breadth.
// A stack whose own size nothing else gives takes its content's: the sizes and spacing along
// the axis, the broadest view across it. Baseline alignments and arrangement are outside.

import ViewGeometry
import ViewSyntax

/// What a stack view arranges, and how: kept on its node (nil: a view that is no stack view).
struct StackArrangement: Sendable {
    var arranged: [ViewNode] = []
    var horizontal = true
    var distribution = "fill"
    var alignment = "fill"
    var spacing = 0.0
    /// `setCustomSpacing(_:after:)`: the space after a view, in place of `spacing`.
    var custom: [(view: ViewNode, spacing: Double)] = []
    var marginsRelative = false

    static let key = PropertyKey<StackArrangement?>(nil)
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]

    /// The views it lays out now: arranged, still its subviews, and shown.
    func visible(in stack: ViewNode) -> [ViewNode] { current(in: stack).filter { !$0.isHidden } }

    /// The views arranged that are still its subviews (one taken out of it is arranged no more:
    /// `Builtins.unarrange`).
    func current(in stack: ViewNode) -> [ViewNode] {
        let subviews = Set(stack.subviews.map(ObjectIdentifier.init))
        return arranged.filter { subviews.contains(ObjectIdentifier($0)) }
    }

    func spacing(after v: ViewNode) -> Double { custom.last(where: { $0.view === v })?.spacing ?? spacing }
}

/// One linear equation of a layout: Σ factor × view.attribute = constant.
struct LayoutEquation {
    var terms: [(view: ViewNode, attribute: LayoutAttribute, factor: Double)]
    var constant: Double
}

extension StackArrangement {
    /// The attributes of one axis: its leading edge, trailing edge, size and center.
    static func attributes(horizontal: Bool) -> (lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute) {
        horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    /// The stack's margins on the axis, leading and trailing (zero unless the arrangement is
    /// relative to them).
    func margins(_ stack: ViewNode, horizontal: Bool) -> (lead: Double, trail: Double) {
        guard marginsRelative else { return (0, 0) }
        let m = stack[ViewProperty.layoutMarginsValue]
        return horizontal ? (m.left, m.right) : (m.top, m.bottom)
    }

    /// The equations that arrange `views` on the axis `horizontal` (the stack's own axis, or
    /// across it). `chained`: the gaps are `spacing` whatever the distribution (an equal
    /// spacing or centering that would bring views closer than it). `natural`: a view's size
    /// on the axis as a proportional fill reads it.
    func equations(_ stack: ViewNode, _ views: [ViewNode], horizontal: Bool, chained: Bool, natural: (ViewNode) throws -> Double) rethrows -> [LayoutEquation] {
        guard let first = views.first, let last = views.last else { return [] }
        let a = StackArrangement.attributes(horizontal: horizontal)
        let (ml, mt) = margins(stack, horizontal: horizontal)
        var out: [LayoutEquation] = []
        func eq(_ terms: [(ViewNode, LayoutAttribute, Double)], _ c: Double) { out.append(LayoutEquation(terms: terms.map { ($0.0, $0.1, $0.2) }, constant: c)) }
        guard horizontal == self.horizontal else {
            for v in views {
                switch alignment {
                case "fill":
                    eq([(v, a.lead, 1), (stack, a.lead, -1)], ml)
                    eq([(v, a.trail, 1), (stack, a.trail, -1)], -mt)
                case "leading", "top": eq([(v, a.lead, 1), (stack, a.lead, -1)], ml)
                case "trailing", "bottom": eq([(v, a.trail, 1), (stack, a.trail, -1)], -mt)
                default: eq([(v, a.center, 1), (stack, a.center, -1)], (ml - mt) / 2)
                }
            }
            return out
        }
        eq([(first, a.lead, 1), (stack, a.lead, -1)], ml)
        eq([(last, a.trail, 1), (stack, a.trail, -1)], -mt)
        let pairs = Array(zip(views, views.dropFirst()))
        switch chained ? "fill" : distribution {
        case "equalSpacing":
            // Each gap the first's: next.lead − this.trail = second.lead − first.trail.
            for (v, w) in pairs.dropFirst() {
                eq([(w, a.lead, 1), (v, a.trail, -1), (pairs[0].1, a.lead, -1), (pairs[0].0, a.trail, 1)], 0)
            }
        case "equalCentering":
            for (v, w) in pairs.dropFirst() {
                eq([(w, a.center, 1), (v, a.center, -1), (pairs[0].1, a.center, -1), (pairs[0].0, a.center, 1)], 0)
            }
        default:
            for (v, w) in pairs { eq([(w, a.lead, 1), (v, a.trail, -1)], spacing(after: v)) }
        }
        if chained { return out }
        switch distribution {
        case "fillEqually":
            for v in views.dropFirst() { eq([(v, a.size, 1), (first, a.size, -1)], 0) }
        case "fillProportionally":
            let sizes = try views.map(natural)
            let total = sizes.reduce(0, +)
            guard total > 0 else { break }
            // size = share × (the stack's size − its margins − the spacing).
            let spacings = pairs.map { spacing(after: $0.0) }.reduce(0, +)
            for (v, s) in zip(views, sizes) {
                eq([(v, a.size, 1), (stack, a.size, -s / total)], -(s / total) * (ml + mt + spacings))
            }
        default: break
        }
        return out
    }
}

extension Kinds {
    /// A stack view's own property set on a view that is none: an error that says so.
    static func stackOnly(_ v: ViewNode, _ name: String, _ r: SourceRange) throws -> StackArrangement {
        guard let s = v[StackArrangement.key] else { throw Diagnostic.error("'\(name)' is a UIStackView's; this \(v.kind) is none", at: r) }
        return s
    }

    /// A stack view's properties, set with `=` on one (read back as `stackMembers`).
    static let stackProperties: [Property<ViewNode>] = [
        Property("axis", .symbol, cases: ["horizontal", "vertical"]) { _, v, x, nr, r in
            var s = try stackOnly(v, "axis", nr)
            guard case .symbol(let a) = x, a == "horizontal" || a == "vertical" else { throw Diagnostic.error("a stack view's axis is .horizontal or .vertical, not \(x.description)", at: r) }
            s.horizontal = a == "horizontal"
            v[StackArrangement.key] = s
        },
        Property("distribution", .symbol, cases: StackArrangement.distributions) { _, v, x, nr, r in
            var s = try stackOnly(v, "distribution", nr)
            guard case .symbol(let d) = x, StackArrangement.distributions.contains(d) else {
                throw Diagnostic.error("a stack view's distribution is one of " + StackArrangement.distributions.map { "." + $0 }.joined(separator: ", ") + ", not \(x.description)", at: r)
            }
            s.distribution = d
            v[StackArrangement.key] = s
        },
        Property("alignment", .symbol, cases: StackArrangement.alignments) { _, v, x, nr, r in
            var s = try stackOnly(v, "alignment", nr)
            guard case .symbol(let al) = x, StackArrangement.alignments.contains(al) else {
                throw Diagnostic.error("a stack view's alignment is one of " + StackArrangement.alignments.map { "." + $0 }.joined(separator: ", ") + ", not \(x.description)", at: r)
            }
            if al.hasSuffix("Baseline") {
                throw Diagnostic.error("a stack view's alignment .\(al) is outside the layout viewc solves (docs/language.md §13): align the views' edges or centers", at: r)
            }
            s.alignment = al
            v[StackArrangement.key] = s
        },
        Property("spacing", .number) { _, v, x, nr, r in
            var s = try stackOnly(v, "spacing", nr)
            s.spacing = try Check.finite(x.num, r)
            v[StackArrangement.key] = s
        },
        Property("isLayoutMarginsRelativeArrangement", .bool) { _, v, x, nr, _ in
            var s = try stackOnly(v, "isLayoutMarginsRelativeArrangement", nr)
            s.marginsRelative = x.bool
            v[StackArrangement.key] = s
        },
        Property("isBaselineRelativeArrangement", .bool) { _, v, x, nr, r in
            _ = try stackOnly(v, "isBaselineRelativeArrangement", nr)
            if x.bool { throw Diagnostic.error("a stack view's spacing measured between baselines is outside the layout viewc solves (docs/language.md §13)", at: r) }
        },
    ]
}

extension Builtins {
    /// A new stack view: a view that arranges `arranged`.
    static func makeStackView(_ a: Call, frame: Rect?, arranged: Value = .list([])) throws -> Value {
        guard case .view(let r) = try makeView(a, label: false, frame: frame) else { return .void }
        makeStackNode(r.node)
        if case .list(let items) = arranged {
            for item in items {
                guard let n = viewNode(item) else { throw Diagnostic.error("a stack view arranges views, not \(article(item))", at: a.argRange(0)) }
                try arrange(n, in: r.node, at: nil, a)
            }
        }
        return .view(r)
    }

    /// Makes `node` a stack view (one made in code, or an instance of a UIStackView subclass).
    static func makeStackNode(_ node: ViewNode) {
        if node[StackArrangement.key] == nil { node[StackArrangement.key] = StackArrangement() }
    }

    /// A view taken out of its superview (`removeFromSuperview()`, or added to another view)
    /// is no longer arranged by it, as UIKit's stack view drops it then.
    static func unarrange(_ child: ViewNode, from parent: ViewNode) {
        guard var s = parent[StackArrangement.key] else { return }
        s.arranged.removeAll { $0 === child }
        s.custom.removeAll { $0.view === child }
        parent[StackArrangement.key] = s
    }

    /// `addArrangedSubview(_:)` (`at` nil) and `insertArrangedSubview(_:at:)`: arranged, and a
    /// subview (added last) if it was not one.
    static func arrange(_ child: ViewNode, in stack: ViewNode, at index: Int?, _ a: Call) throws {
        guard var s = stack[StackArrangement.key] else { throw Diagnostic.error("arranged subviews are a UIStackView's; this \(stack.kind) is none", at: a.range) }
        a.run.constraintsMade += 1
        s.arranged.removeAll { $0 === child }
        s.arranged.insert(child, at: min(max(0, index ?? s.arranged.count), s.arranged.count))
        stack[StackArrangement.key] = s
        // (A view made in code has its maker as its superview for its tint before it is added.)
        if !stack.subviews.contains(where: { $0 === child }) { try a.run.place(child, in: stack, a.range) }
        child[ViewProperty.translatesMaskValue] = false
    }

    static let stackForms: [FunctionForm] = [
        FunctionForm([], .view("UIStackView")) { a in try makeStackView(a, frame: nil) },
        FunctionForm([Param("frame", .rect)], .view("UIStackView")) { a in try makeStackView(a, frame: a.rect(0)) },
        FunctionForm([Param("arrangedSubviews", .list)], .view("UIStackView")) { a in try makeStackView(a, frame: nil, arranged: a[0]) },
    ]

    static let stackMethods: [String: [MethodForm]] = [
        "addArrangedSubview": [MethodForm([Param(nil, .view)], .void) { v, a in
            guard let s = viewNode(v), let c = viewNode(a[0]) else { return .void }
            try arrange(c, in: s, at: nil, a)
            return .void }],
        "insertArrangedSubview": [MethodForm([Param(nil, .view), Param("at", N)], .void) { v, a in
            guard let s = viewNode(v), let c = viewNode(a[0]) else { return .void }
            guard a.num(1) >= 0, a.num(1) == a.num(1).rounded() else { throw Diagnostic.error("the index is an Int of 0 or more, not \(formatNumber(a.num(1)))", at: a.argRange(1)) }
            // UIKit throws past the end (NSInternalInconsistencyException).
            let count = s[StackArrangement.key].map { $0.current(in: s).filter { $0 !== c }.count } ?? 0
            guard a.num(1) <= Double(count) else {
                throw Diagnostic.error("index \(formatNumber(a.num(1))) is past the end of the stack's \(count) arranged subviews (UIKit raises an exception)", at: a.argRange(1))
            }
            try arrange(c, in: s, at: Int(min(a.num(1), 1e9)), a)
            return .void }],
        // No longer arranged; still a subview, where it was.
        "removeArrangedSubview": [MethodForm([Param(nil, .view)], .void) { v, a in
            guard let s = viewNode(v), let c = viewNode(a[0]), var st = s[StackArrangement.key] else { return .void }
            st.arranged.removeAll { $0 === c }
            s[StackArrangement.key] = st
            return .void }],
        "setCustomSpacing": [MethodForm([Param(nil, N), Param("after", .view)], .void) { v, a in
            guard let s = viewNode(v), let c = viewNode(a[1]) else { return .void }
            guard var st = s[StackArrangement.key] else { throw Diagnostic.error("custom spacing is a UIStackView's; this \(s.kind) is none", at: a.range) }
            st.custom.append((c, try Check.finite(a.num(0), a.argRange(0))))
            s[StackArrangement.key] = st
            return .void }],
        "customSpacing": [MethodForm([Param("after", .view)], .number) { v, a in
            guard let s = viewNode(v), let c = viewNode(a[0]), let st = s[StackArrangement.key] else { return .void }
            return .number(st.spacing(after: c)) }],
    ]

    /// A stack view's members read back: its properties, and `arrangedSubviews`, the views it
    /// arranges in order (hidden ones too).
    static let stackMembers: [(String, Member)] = [
        ("axis", Member(.symbol("")) { v in viewNode(v)?[StackArrangement.key].map { .symbol($0.horizontal ? "horizontal" : "vertical") } ?? .void }),
        ("distribution", Member(.symbol("")) { v in viewNode(v)?[StackArrangement.key].map { .symbol($0.distribution) } ?? .void }),
        ("alignment", Member(.symbol("")) { v in viewNode(v)?[StackArrangement.key].map { .symbol($0.alignment) } ?? .void }),
        ("spacing", Member(.number) { v in viewNode(v)?[StackArrangement.key].map { .number($0.spacing) } ?? .void }),
        ("isLayoutMarginsRelativeArrangement", Member(.bool) { v in viewNode(v)?[StackArrangement.key].map { .bool($0.marginsRelative) } ?? .void }),
        ("isBaselineRelativeArrangement", Member(.bool) { v in viewNode(v)?[StackArrangement.key].map { _ in .bool(false) } ?? .void }),
        ("arrangedSubviews", Member(.list(.view("UIView"))) { v in
            guard let s = viewNode(v), let st = s[StackArrangement.key] else { return .list([]) }
            return .list(st.current(in: s).map { .view(ViewRef($0)) }) }),
    ]
}

extension Builtins {
    /// The names a UIStackView subclass's code names without `self.`: UIView's and the stack's.
    static let stackSelfNames = uiViewNames.union(stackMembers.map(\.0)).union(stackMethods.keys)
}
