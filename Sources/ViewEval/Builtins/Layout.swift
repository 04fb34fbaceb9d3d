// Auto Layout: the constraints a class's code makes and activates, solved as UIKit solves them
// when it lays the view out — after init, awakeFromNib, didMoveToSuperview (before
// layoutSubviews() runs, as UIView's own layoutSubviews applies them, and again before draw(_:)).
//
// A view's anchors (`leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor`,
// `topAnchor`, `bottomAnchor`, `centerXAnchor`, `centerYAnchor`, `widthAnchor`,
// `heightAnchor`) make constraints with `constraint(equalTo:)`, `(equalTo:constant:)`,
// `(equalTo:multiplier:)` and `(equalTo:multiplier:constant:)` (the multiplier on width and
// height only, as UIKit's NSLayoutDimension) and `constraint(equalToConstant:)`;
// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with
// `.equal` makes one of any pair. A constraint is active once `isActive = true`,
// `NSLayoutConstraint.activate([…])` or `addConstraint(_:)`/`addConstraints(_:)` says so.
//
// The solve: each view that is in a constraint and whose `translatesAutoresizingMaskIntoConstraints`
// is false has an unknown x, width, y and height; every other view keeps its frame (its
// autoresizing mask holds it there). The equalities of each axis are solved exactly (Gaussian
// elimination, in the coordinate space of the view whose layout runs, with leading = left: a
// left-to-right layout); a view whose width (height) they leave open takes its intrinsic
// content size — a label's text size (wrapped at its solved width when it has several lines),
// an image view's image size — as UIKit's content hugging
// and compression resistance do. A constraint that contradicts the ones before it is an
// error at the constraint; a view whose place is still open keeps that part of its frame with
// a warning (UIKit calls such a layout ambiguous). An inequality (`greaterThanOrEqualTo:`,
// `lessThanOrEqualTo:`, `relatedBy: .greaterThanOrEqual`) is checked once the equalities and
// intrinsic sizes have placed its views: one that does not hold is an error (UIKit would break
// a constraint), and one whose views they leave open is an error too — choosing a place
// within an inequality is outside what viewc solves. A constraint below required (priority under
// 1000) is optional: kept where the required ones and those above it allow, else left unmet.
// A constraint between views that all keep their frames (the class's own width, which its
// placement gives) is left to the layout that placed them.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// NSLayoutConstraint.Attribute, as this subset solves it.
enum LayoutAttribute: String, CaseIterable {
    case left, right, leading, trailing, centerX, width
    case top, bottom, centerY, height
    case notAnAttribute

    var horizontal: Bool { [.left, .right, .leading, .trailing, .centerX, .width].contains(self) }
    var isDimension: Bool { self == .width || self == .height }
    /// The anchor's class, as UIKit names it.
    var anchorClass: String { isDimension ? "NSLayoutDimension" : horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor" }
    /// (position, size) coefficients: the attribute is position·p + size·s.
    var coefficients: (Double, Double) {
        switch self {
        case .left, .leading, .top: return (1, 0)
        case .right, .trailing, .bottom: return (1, 1)
        case .centerX, .centerY: return (1, 0.5)
        case .width, .height: return (0, 1)
        case .notAnAttribute: return (0, 0)
        }
    }
    /// The anchor properties of a view and their attributes.
    static let anchors: [(String, LayoutAttribute)] = [
        ("leadingAnchor", .leading), ("trailingAnchor", .trailing), ("leftAnchor", .left), ("rightAnchor", .right),
        ("topAnchor", .top), ("bottomAnchor", .bottom), ("centerXAnchor", .centerX), ("centerYAnchor", .centerY),
        ("widthAnchor", .width), ("heightAnchor", .height),
    ]
}

/// A view's layout anchor (`view.leadingAnchor`), or its layout margins guide's
/// (`layoutMarginsGuide.leadingAnchor`: `margins`).
struct LayoutAnchor: ObjectPayload {
    static var type: ValueType { .layoutAnchor }
    let node: ViewNode
    let attribute: LayoutAttribute
    var margins = false
    var description: String { (margins ? "layoutMarginsGuide." : "") + "\(attribute.rawValue)Anchor" }
}

extension LayoutAttribute {
    /// Where the margins guide's attribute stands from the view's own, for margins `m`: the
    /// guide is the bounds inset by them.
    func marginOffset(_ m: EdgeInsets) -> Double {
        switch self {
        case .left, .leading: return m.left
        case .right, .trailing: return -m.right
        case .centerX: return (m.left - m.right) / 2
        case .width: return -(m.left + m.right)
        case .top: return m.top
        case .bottom: return -m.bottom
        case .centerY: return (m.top - m.bottom) / 2
        case .height: return -(m.top + m.bottom)
        case .notAnAttribute: return 0
        }
    }
}

/// An NSLayoutConstraint: first.attribute = multiplier × second.attribute + constant (no second
/// item: = constant). A reference, as UIKit's.
struct LayoutConstraint: ObjectPayload {
    static var type: ValueType { .layoutConstraint }
    /// Its items, held weakly as UIKit's constraints hold theirs: a view keeps its active
    /// constraints (`active`), so a strong hold back would make a tree with a constraint a cycle
    /// that outlives its compile (the preview and ViewcKit compile many). A constraint whose
    /// view is gone constrains nothing.
    private weak var firstView: ViewNode?
    private weak var secondView: ViewNode?
    var first: ViewNode? { firstView }
    var second: ViewNode? { secondView }
    /// Whether it relates two items (`= multiplier × second + constant`), not one to a constant.
    let hasSecond: Bool
    /// Whether an item's anchor is its layout margins guide's: the view's attribute moved by
    /// the margins it has when the layout is solved.
    var firstMargins = false, secondMargins = false
    let firstAttribute: LayoutAttribute
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    var constant: Double
    /// 0 for an equality, 1 for ≥ (greaterThanOrEqual), -1 for ≤.
    var relation = 0
    /// Its priority, 1 to 1000 (required, UIKit's default): below 1000 it is kept only where the
    /// constraints above it allow (`Runner.solveLayout`).
    var priority = 1000.0
    var isActive = false
    /// Where it was made, for messages.
    let range: SourceRange

    init(first: ViewNode, firstAttribute: LayoutAttribute, second: ViewNode?, secondAttribute: LayoutAttribute,
         multiplier: Double, constant: Double, relation: Int, range: SourceRange) {
        (firstView, secondView, hasSecond) = (first, second, second != nil)
        (self.firstAttribute, self.secondAttribute, self.multiplier, self.constant, self.relation, self.range)
            = (firstAttribute, secondAttribute, multiplier, constant, relation, range)
    }

    /// Where the item's attribute stands from the view's own attribute (its margins guide's).
    func offset(first: Bool) -> Double {
        guard first ? firstMargins : secondMargins, let v = first ? firstView : secondView else { return 0 }
        return (first ? firstAttribute : secondAttribute).marginOffset(v[ViewProperty.layoutMarginsValue])
    }

    var description: String {
        "NSLayoutConstraint(.\(firstAttribute.rawValue) \(relation == 0 ? "==" : relation > 0 ? ">=" : "<=") \(!hasSecond ? "" : "\(formatNumber(multiplier)) × .\(secondAttribute.rawValue) + ")\(formatNumber(constant)))"
    }

    static let members: [(String, ValueType)] = [("isActive", .bool), ("constant", .number), ("priority", .number)]

    /// The constraints that are active, kept on their first item's view.
    static let active = PropertyKey<[Ref<LayoutConstraint>]>([])

    /// Makes it active or not, as `isActive` does.
    /// The view's list holds a constraint exactly while it is active, so setting the state it
    /// has changes nothing, and activating appends in place (the store's copy let go first):
    /// activating n constraints of one view costs n, not n².
    static func setActive(_ c: Ref<LayoutConstraint>, _ on: Bool) {
        guard c.value.isActive != on else { return }
        c.value.isActive = on
        guard let first = c.value.first else { return }
        var list = first[active]
        first[active] = []
        if on { list.append(c) } else { list.removeAll { $0 === c } }
        first[active] = list
    }
}

/// A view's `safeAreaLayoutGuide`: its anchors are the view's own, as the safe area's insets are
/// zero in a drawing (no status bar, no home indicator: as Interface Builder's canvas shows a
/// view); its `layoutMarginsGuide` (`margins`): the bounds inset by its layoutMargins.
struct LayoutGuide: ObjectPayload {
    static var type: ValueType { .layoutGuide }
    let node: ViewNode
    var margins = false
    var description: String { margins ? "layoutMarginsGuide" : "safeAreaLayoutGuide" }
}

extension Builtins {
    static let layoutGuide = BuiltinType(
        type: .layoutGuide,
        swiftNames: ["UILayoutGuide"],
        members: LayoutAttribute.anchors.map { name, attribute in
            (name, Member(.object(.layoutAnchor)) { v in v.ref(LayoutGuide.self).map { .boxed(LayoutAnchor(node: $0.value.node, attribute: attribute, margins: $0.value.margins)) } ?? .void })
        } + [("layoutFrame", Member(.rect) { v in
            guard let g = v.ref(LayoutGuide.self)?.value else { return .void }
            // In the view's own coordinates: its bounds (their origin too), inset by the margins.
            let r = g.node.bounds
            return .rect(g.margins ? r.inset(by: g.node[ViewProperty.layoutMarginsValue]) : r)
        })])

    static func anchorMember(_ attribute: LayoutAttribute) -> Member {
        Member(.object(.layoutAnchor)) { v in viewNode(v).map { .boxed(LayoutAnchor(node: $0, attribute: attribute)) } ?? .void }
    }


    /// `anchor.constraint(equalTo: other, multiplier:, constant:)`: both anchors of one axis, or
    /// both dimensions (the multiplier is a dimension's).
    static func anchorConstraint(_ v: Value, _ a: Call, to other: Value?, multiplier: Double, constant: Double, multiplierRange: SourceRange? = nil, relation: Int = 0) throws -> Value {
        guard let x = v.ref(LayoutAnchor.self)?.value else { try a.run.checkedError() }
        a.run.constraintsMade += 1
        try Check.finiteValue(.number(constant), a.range)
        try Check.finiteValue(.number(multiplier), a.range)
        guard let o = other else {
            guard x.attribute.isDimension else {
                throw Diagnostic.error("a constraint to a constant is an NSLayoutDimension's (widthAnchor, heightAnchor), not an \(x.attribute.anchorClass)'s", at: a.range)
            }
            var c = LayoutConstraint(first: x.node, firstAttribute: x.attribute, second: nil, secondAttribute: .notAnAttribute,
                                     multiplier: 0, constant: constant, relation: relation, range: a.range)
            c.firstMargins = x.margins
            return .boxed(c)
        }
        guard let y = o.ref(LayoutAnchor.self)?.value else {
            throw Diagnostic.error("'equalTo:' takes another view's anchor (view.leadingAnchor), not \(article(o))", at: a.argRange(0))
        }
        guard x.attribute.anchorClass == y.attribute.anchorClass else {
            throw Diagnostic.error("an \(x.attribute.anchorClass) (\(x.description)) is constrained to an \(y.attribute.anchorClass) (\(y.description)); UIKit's anchors of one kind take only their own kind", at: a.argRange(0))
        }
        if let mr = multiplierRange, !x.attribute.isDimension {
            throw Diagnostic.error("a multiplier is an NSLayoutDimension's (widthAnchor, heightAnchor), not an \(x.attribute.anchorClass)'s", at: mr)
        }
        var c = LayoutConstraint(first: x.node, firstAttribute: x.attribute, second: y.node, secondAttribute: y.attribute,
                                 multiplier: multiplier, constant: constant, relation: relation, range: a.range)
        (c.firstMargins, c.secondMargins) = (x.margins, y.margins)
        return .boxed(c)
    }

    /// `NSLayoutConstraint.activate(_:)` (`deactivate`, `on` false) and a view's
    /// `addConstraint(s)`/`removeConstraint(s)`, called `name` in messages.
    static func activateAll(_ list: Value, _ on: Bool, _ a: Call, _ name: String) throws -> Value {
        guard case .list(let items) = list else { try a.run.checkedError() }
        for i in items {
            guard let c = i.ref(LayoutConstraint.self) else {
                throw Diagnostic.error("\(name) takes constraints, not \(article(i))", at: a.argRange(0))
            }
            LayoutConstraint.setActive(c, on)
        }
        return .void
    }

    /// `constraint(greaterThanOrEqualTo:…)` and `(lessThanOrEqualTo:…)`, as the equality's forms.
    static func inequalityForms(_ label: String, _ relation: Int) -> [MethodForm] {
        [MethodForm([Param(label, .layoutAnchor)], .object(.layoutConstraint)) { v, a in
            try anchorConstraint(v, a, to: a[0], multiplier: 1, constant: 0, relation: relation) },
         MethodForm([Param(label, .layoutAnchor), Param("constant", .number)], .object(.layoutConstraint)) { v, a in
            try anchorConstraint(v, a, to: a[0], multiplier: 1, constant: a.num(1), relation: relation) },
         MethodForm([Param(label, .layoutAnchor), Param("multiplier", .number)], .object(.layoutConstraint)) { v, a in
            try anchorConstraint(v, a, to: a[0], multiplier: a.num(1), constant: 0, multiplierRange: a.argRange(1), relation: relation) },
         MethodForm([Param(label, .layoutAnchor), Param("multiplier", .number), Param("constant", .number)], .object(.layoutConstraint)) { v, a in
            try anchorConstraint(v, a, to: a[0], multiplier: a.num(1), constant: a.num(2), multiplierRange: a.argRange(1), relation: relation) },
         MethodForm([Param(label + "Constant", .number)], .object(.layoutConstraint)) { v, a in
            try anchorConstraint(v, a, to: nil, multiplier: 0, constant: a.num(0), relation: relation) }]
    }

    static let layoutAnchor = BuiltinType(
        type: .layoutAnchor,
        swiftNames: ["NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension"],
        methods: [
            "constraint": [
                MethodForm([Param("equalTo", .layoutAnchor)], .object(.layoutConstraint)) { v, a in
                    try anchorConstraint(v, a, to: a[0], multiplier: 1, constant: 0) },
                MethodForm([Param("equalTo", .layoutAnchor), Param("constant", .number)], .object(.layoutConstraint)) { v, a in
                    try anchorConstraint(v, a, to: a[0], multiplier: 1, constant: a.num(1)) },
                MethodForm([Param("equalTo", .layoutAnchor), Param("multiplier", .number)], .object(.layoutConstraint)) { v, a in
                    try anchorConstraint(v, a, to: a[0], multiplier: a.num(1), constant: 0, multiplierRange: a.argRange(1)) },
                MethodForm([Param("equalTo", .layoutAnchor), Param("multiplier", .number), Param("constant", .number)], .object(.layoutConstraint)) { v, a in
                    try anchorConstraint(v, a, to: a[0], multiplier: a.num(1), constant: a.num(2), multiplierRange: a.argRange(1)) },
                MethodForm([Param("equalToConstant", .number)], .object(.layoutConstraint)) { v, a in
                    try anchorConstraint(v, a, to: nil, multiplier: 0, constant: a.num(0)) },
            ] + inequalityForms("greaterThanOrEqualTo", 1) + inequalityForms("lessThanOrEqualTo", -1),
        ])

    static let layoutConstraint = BuiltinType(
        type: .layoutConstraint,
        typeNames: ["NSLayoutConstraint"],
        swiftNames: ["NSLayoutConstraint"],
        constructors: ["NSLayoutConstraint": [
            FunctionForm([Param("item", .view), Param("attribute", .symbol), Param("relatedBy", .symbol), Param("toItem", nil),
                          Param("attribute", .symbol), Param("multiplier", .number), Param("constant", .number)], .object(.layoutConstraint)) { a in
                func attribute(_ i: Int) throws -> LayoutAttribute {
                    guard case .symbol(let s) = a[i], let at = LayoutAttribute(rawValue: s) else {
                        throw Diagnostic.error("the attributes solved here are \(LayoutAttribute.allCases.map { "." + $0.rawValue }.joined(separator: ", ")), not \(a[i].description)", at: a.argRange(i))
                    }
                    return at
                }
                guard let first = viewNode(a[0]) else { try a.run.checkedError() }
                a.run.constraintsMade += 1
                let fa = try attribute(1)
                let relations = ["equal": 0, "greaterThanOrEqual": 1, "lessThanOrEqual": -1]
                guard case .symbol(let rel) = a[2], let relation = relations[rel] else {
                    throw Diagnostic.error("'relatedBy:' is .equal, .greaterThanOrEqual or .lessThanOrEqual, not \(a[2].description)", at: a.argRange(2))
                }
                let sa = try attribute(4)
                try Check.finiteValue(.number(a.num(5)), a.argRange(5))
                try Check.finiteValue(.number(a.num(6)), a.argRange(6))
                guard fa != .notAnAttribute else { throw Diagnostic.error("the first item's attribute is one of the view's, not .notAnAttribute", at: a.argRange(1)) }
                let second = viewNode(a[3])
                if case .void = a[3] {} else if second == nil {
                    throw Diagnostic.error("'toItem:' is a view or nil, not \(article(a[3]))", at: a.argRange(3))
                }
                if (second == nil) != (sa == .notAnAttribute) {
                    throw Diagnostic.error(second == nil ? "with 'toItem: nil' the second attribute is .notAnAttribute" : "a second item's attribute is one of the view's, not .notAnAttribute", at: a.argRange(4))
                }
                if second == nil, !fa.isDimension {
                    throw Diagnostic.error("a constant alone sets a width or a height, not .\(fa.rawValue)", at: a.argRange(1))
                }
                if let _ = second, fa.horizontal != sa.horizontal, !(fa.isDimension && sa.isDimension) {
                    throw Diagnostic.error("'.\(fa.rawValue)' and '.\(sa.rawValue)' are of different axes; a constraint relates one axis (or a width and a height)", at: a.argRange(4))
                }
                return .boxed(LayoutConstraint(first: first, firstAttribute: fa, second: second, secondAttribute: sa,
                                               multiplier: second == nil ? 0 : a.num(5), constant: a.num(6), relation: relation, range: a.range))
            },
        ]],
        members: LayoutConstraint.members.map { name, t in
            (name, Member(VType(t)) { v in SettableObjects.layoutConstraintValue(v, name) ?? .void })
        })

    /// `NSLayoutConstraint.activate(_:)` and `deactivate(_:)` (Registry's `staticFunctions`).
    static let layoutStaticFunctions: [String: [String: [FunctionForm]]] = [
        "NSLayoutConstraint": [
            "activate": [FunctionForm([Param(nil, .list)], .void) { a in try activateAll(a[0], true, a, "NSLayoutConstraint.activate") }],
            "deactivate": [FunctionForm([Param(nil, .list)], .void) { a in try activateAll(a[0], false, a, "NSLayoutConstraint.deactivate") }],
        ],
    ]
}

extension SettableObjects {
    static func layoutConstraintValue(_ v: Value, _ name: String) -> Value? {
        guard let c = v.ref(LayoutConstraint.self)?.value else { return nil }
        return name == "isActive" ? .bool(c.isActive) : .number(name == "priority" ? c.priority : c.constant)
    }

    static let layoutConstraintEntry = Entry(typeName: "NSLayoutConstraint", members: LayoutConstraint.members,
        get: { v, n in layoutConstraintValue(v, n) },
        set: { o, n, v, r in
            guard let c = o.ref(LayoutConstraint.self) else { return false }
            switch n {
            case "isActive": LayoutConstraint.setActive(c, v.bool)
            case "priority": c.value.priority = try LayoutPriorities.value(v, r)
            default: c.value.constant = try Check.finite(v.num, r)
            }
            return true },
        alsoSymbols: ["priority"])
}

/// A view's content hugging and compression resistance priorities (UILayoutPriority, 1 to
/// 1000) on each axis: UIKit's defaults, 250 and 750, until set.
struct LayoutPriorities: Sendable {
    var hugging = (horizontal: 250.0, vertical: 250.0)
    var compression = (horizontal: 750.0, vertical: 750.0)
    static let key = PropertyKey<LayoutPriorities>(LayoutPriorities())

    /// UILayoutPriority's named values.
    static let named: [String: Double] = ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50]

    /// `UILayoutPriority.defaultHigh`: a named value written on the type, a Number (the type is
    /// a Float in UIKit). Where a number is taken, `.defaultHigh` alone is one too (the
    /// checker's `zeroMember`).
    static let statics = BuiltinType(type: .number, typeNames: ["UILayoutPriority"], staticMember: { name, nr in
        guard let p = named[name] else {
            throw Diagnostic.error("UILayoutPriority has no member '\(name)' (its named values are " + named.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ")", at: nr)
        }
        return .number(p)
    })

    /// A priority written as a number or by its name: one UIKit takes, 1 to 1000.
    static func value(_ v: Value, _ r: SourceRange) throws -> Double {
        let x: Double
        switch v {
        case .number(let n): x = n
        case .symbol(let s):
            guard let n = named[s] else {
                throw Diagnostic.error("a UILayoutPriority is a number or one of " + named.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", not .\(s)", at: r)
            }
            x = n
        default: throw Diagnostic.error("a UILayoutPriority is a number or one of " + named.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", not \(article(v))", at: r)
        }
        guard x > 0, x <= 1000 else { throw Diagnostic.error("a layout priority is above 0 and at most 1000, not \(formatNumber(x))", at: r) }
        // UILayoutPriority holds a Float.
        return Double(Float(x))
    }

    static func horizontal(_ v: Value, _ r: SourceRange) throws -> Bool {
        guard case .symbol(let s) = v, s == "horizontal" || s == "vertical" else {
            throw Diagnostic.error("the axis is .horizontal or .vertical, not \(v.description)", at: r)
        }
        return s == "horizontal"
    }
}

extension Builtins {
    /// `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(999)`: its number (a priority is a
    /// Number here, its named values `.required` and the rest where one is taken).
    static let layoutPriorityFunctions: [String: [FunctionForm]] = [
        "UILayoutPriority": [
            FunctionForm([Param("rawValue", .number)], .number) { a in .number(try LayoutPriorities.value(a[0], a.argRange(0))) },
            FunctionForm([Param(nil, .number)], .number) { a in .number(try LayoutPriorities.value(a[0], a.argRange(0))) },
        ],
    ]

    /// `setContentHuggingPriority(_:for:)` and `setContentCompressionResistancePriority(_:for:)`,
    /// and the two read back: which of the views whose sizes the constraints leave open keeps
    /// its intrinsic size (`solveLayout`).
    static let layoutPriorityMethods: [String: [MethodForm]] = [
        "setContentHuggingPriority": [MethodForm([Param(nil, nil), Param("for", .symbol)], .void) { v, a in
            guard let n = viewNode(v) else { return .void }
            let (p, h) = (try LayoutPriorities.value(a[0], a.argRange(0)), try LayoutPriorities.horizontal(a[1], a.argRange(1)))
            if h { n[LayoutPriorities.key].hugging.horizontal = p } else { n[LayoutPriorities.key].hugging.vertical = p }
            return .void }],
        "setContentCompressionResistancePriority": [MethodForm([Param(nil, nil), Param("for", .symbol)], .void) { v, a in
            guard let n = viewNode(v) else { return .void }
            let (p, h) = (try LayoutPriorities.value(a[0], a.argRange(0)), try LayoutPriorities.horizontal(a[1], a.argRange(1)))
            if h { n[LayoutPriorities.key].compression.horizontal = p } else { n[LayoutPriorities.key].compression.vertical = p }
            return .void }],
        "contentHuggingPriority": [MethodForm([Param("for", .symbol)], .number) { v, a in
            guard let n = viewNode(v) else { return .void }
            let p = n[LayoutPriorities.key].hugging
            return .number(try LayoutPriorities.horizontal(a[0], a.argRange(0)) ? p.horizontal : p.vertical) }],
        "contentCompressionResistancePriority": [MethodForm([Param("for", .symbol)], .number) { v, a in
            guard let n = viewNode(v) else { return .void }
            let p = n[LayoutPriorities.key].compression
            return .number(try LayoutPriorities.horizontal(a[0], a.argRange(0)) ? p.horizontal : p.vertical) }],
    ]
}

extension Runner {
    /// The size a view takes where its constraints leave its size open: a label's text (as
    /// sizeToFit() measures it; a label of several lines wraps at `width`, the width its
    /// constraints gave it, as UIKit's does), an image view's image, a component's own.
    /// `ownOverride` false: UIKit's own, as `super.intrinsicContentSize` reads it.
    func intrinsicSize(_ node: ViewNode, width: Double? = nil, ownOverride: Bool = true) throws -> Size? {
        if ownOverride, let s = try classIntrinsicSize(node) { return s }
        if node.label != nil { return try labelFittingSize(node, range: node.range, width: width) }
        if let b = node[Builtins.buttonContent] { return try buttonIntrinsicSize(node, b) }
        return node.intrinsicContentSize
    }

    /// The size an instance of the file's class says it has, by its override of
    /// `intrinsicContentSize`; nil for one without. (An instance placed by a class's block is
    /// made after that class's setup, whose layout may read this: `runGetter`.)
    func classIntrinsicSize(_ node: ViewNode) throws -> Size? {
        guard let inst = swiftInstance(node) else { return nil }
        let cu = inst.component.unit
        guard let fk = inst.component.swift?.table.first(where: {
            let f = cu.functions[Int($0.function)]
            return !f.isStatic && f.name == "intrinsicContentSize" && f.params.isEmpty && cu.tree.kind($0.node) == .varDecl
        })?.function else { return nil }
        guard case .size(let s) = try runGetter(fk, of: inst, at: nil) else { return nil }
        return s
    }

    /// Lays out the views of `root`'s subtree whose constraints are all within it, as UIKit's
    /// layout pass does (see the file's head).
    func solveLayout(_ root: ViewNode) throws {
        guard madeConstraints else { return }
        var inTree: Set<ObjectIdentifier> = []
        var order: [ViewNode] = []
        func walk(_ v: ViewNode, _ depth: Int) {
            guard depth <= options.limits.maxDepth, inTree.insert(ObjectIdentifier(v)).inserted else { return }
            order.append(v)
            for s in v.subviews where s.layerContent == nil { walk(s, depth + 1) }
        }
        walk(root, 0)
        var constraints: [LayoutConstraint] = []
        for v in order {
            for c in v[LayoutConstraint.active] where c.value.first.map({ inTree.contains(ObjectIdentifier($0)) }) ?? false
                && (c.value.hasSecond ? c.value.second.map({ inTree.contains(ObjectIdentifier($0)) }) ?? false : true) {
                constraints.append(c.value)
            }
        }
        // The stack views that arrange views of the tree (Kinds/StackView.swift).
        let stacks: [(node: ViewNode, arrangement: StackArrangement, views: [ViewNode])] = order.compactMap { v in
            guard let a = v[StackArrangement.key] else { return nil }
            let views = a.visible(in: v)
            return views.isEmpty ? nil : (v, a, views)
        }
        if constraints.isEmpty && stacks.isEmpty { return }
        // The views solved for: in a constraint and not held by an autoresizing mask, and the
        // views a stack arranges (whose masks it turned off).
        var unknown: [ObjectIdentifier: Int] = [:]
        var solved: [ViewNode] = []
        for c in constraints {
            for v in [c.first, c.second].compactMap({ $0 }) where v !== root && !v[ViewProperty.translatesMaskValue] {
                if unknown[ObjectIdentifier(v)] == nil { unknown[ObjectIdentifier(v)] = solved.count; solved.append(v) }
            }
        }
        for st in stacks {
            for v in [st.node] + st.views where v !== root && !v[ViewProperty.translatesMaskValue] {
                if unknown[ObjectIdentifier(v)] == nil { unknown[ObjectIdentifier(v)] = solved.count; solved.append(v) }
            }
        }
        if solved.isEmpty { return }
        let firstRange = constraints.first?.range ?? stacks[0].node.range
        // Each view's origin in the root's coordinates (a solved view's superview chain holds its place).
        func origin(_ v: ViewNode) -> Point {
            var p = Point(0, 0)
            var cur: ViewNode? = v
            while let n = cur, n !== root { p = Point(p.x + n.frame.minX, p.y + n.frame.minY); cur = n.superview }
            return p
        }
        var results: [(x: Double, w: Double, y: Double, h: Double)] = Array(repeating: (0, 0, 0, 0), count: solved.count)
        // A width tied to a height (an aspect ratio) is solved after the axis it reads: the
        // vertical axis first when a width reads a height; both ways at once is outside the solve.
        let widthFromHeight = constraints.first { $0.firstAttribute.horizontal && $0.hasSecond && !$0.secondAttribute.horizontal }
        let heightFromWidth = constraints.first { !$0.firstAttribute.horizontal && $0.hasSecond && $0.secondAttribute.horizontal }
        if let c = widthFromHeight, heightFromWidth != nil {
            throw Diagnostic.error("widths and heights tied to each other both ways (\(c.description)) are outside the Auto Layout viewc solves: tie them one way (docs/language.md §13)", at: c.range)
        }
        for horizontal in widthFromHeight == nil ? [true, false] : [false, true] {
            // The solve's cost, counted as work before it is done: each of at most (the axis's
            // constraints + 2 per unknown) rows added is reduced against the rows before it, all
            // as long as the unknowns. A layout of thousands of constrained views, or one solved
            // again in a loop, is stopped by --max-work with the error at its first constraint.
            let u = Double(solved.count * 2)
            let rowsAdded = Double(constraints.count) + 2 * u + Double(stacks.reduce(0) { $0 + 3 * $1.views.count })
            try countWork(Int(min(Double(Int.max / 2), rowsAdded * u * u)), firstRange)
            // The known part of an attribute of a view that keeps its frame (or, of the other
            // axis, of one solved already).
            func known(_ v: ViewNode, _ at: LayoutAttribute) -> Double {
                let (p, s) = at.coefficients
                let h = at.horizontal
                if let i = unknown[ObjectIdentifier(v)] {
                    return p * (h ? results[i].x : results[i].y) + s * (h ? results[i].w : results[i].h)
                }
                if v === root { return s * (h ? v.bounds.width : v.bounds.height) }
                let o = origin(v)
                return p * (h ? o.x : o.y) + s * (h ? v.frame.width : v.frame.height)
            }
            // An equation's row over the unknowns and its right side: Σ factor × attribute = constant.
            func row(_ terms: [(view: ViewNode, attribute: LayoutAttribute, factor: Double)], _ constant: Double) -> (row: [Double], rhs: Double) {
                var row = [Double](repeating: 0, count: solved.count * 2)
                var rhs = constant
                for (v, at, factor) in terms {
                    if let i = unknown[ObjectIdentifier(v)], at.horizontal == horizontal {
                        let (p, s) = at.coefficients
                        row[2 * i] += factor * p; row[2 * i + 1] += factor * s
                    } else {
                        rhs -= factor * known(v, at)
                    }
                }
                return (row, rhs)
            }
            // A constraint's: first − m × second = constant.
            func equation(_ c: LayoutConstraint) -> (row: [Double], rhs: Double) {
                var terms: [(view: ViewNode, attribute: LayoutAttribute, factor: Double)] = []
                if let f = c.first { terms.append((f, c.firstAttribute, 1)) }
                if let s = c.second { terms.append((s, c.secondAttribute, -c.multiplier)) }
                return row(terms, c.constant - c.offset(first: true) + c.multiplier * c.offset(first: false))
            }
            let axis = constraints.filter { $0.firstAttribute.horizontal == horizontal }
            let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
            // A view's size on this axis as its stack reads it before the solve: the one the
            // constraints give it, else its intrinsic size, else its frame's.
            func natural(_ v: ViewNode, _ s: LinearSystem) throws -> Double {
                if let i = unknown[ObjectIdentifier(v)], s.isDetermined(2 * i + 1) { return s.value(2 * i + 1) }
                if let z = try intrinsicSize(v), (horizontal ? z.width : z.height) >= 0 { return horizontal ? z.width : z.height }
                return horizontal ? v.frame.width : v.frame.height
            }
            // The stack's own size when nothing but its content gives it (the unknown's index).
            func openSize(_ stack: ViewNode, _ s: LinearSystem) -> Int? {
                guard let i = unknown[ObjectIdentifier(stack)], !s.isDetermined(2 * i + 1) else { return nil }
                return 2 * i + 1
            }
            func add(_ s: inout LinearSystem, _ e: (row: [Double], rhs: Double), at stack: ViewNode) throws {
                if e.row.allSatisfy({ $0 == 0 }) { return }
                if case .conflict = s.add(e.row, e.rhs) {
                    // What its views take on this axis, as a hint: their sizes and spacing
                    // along it, the broadest across it.
                    var hint = ""
                    let current = s
                    if let st = stacks.first(where: { $0.node === stack }), let sizes = try? st.views.map({ try natural($0, current) }) {
                        let (ml, mt) = st.arrangement.margins(stack, horizontal: horizontal)
                        let along = st.arrangement.horizontal == horizontal
                        let need = (along ? sizes.reduce(0, +) + zip(st.views, st.views.dropFirst()).map { st.arrangement.spacing(after: $0.0) }.reduce(0, +) : sizes.max() ?? 0) + ml + mt
                        hint = " (its views take \(formatNumber(need)) points of its \(horizontal ? "width" : "height") of \(formatNumber(horizontal ? stack.frame.width : stack.frame.height)))"
                    }
                    throw Diagnostic.error("this stack view's arrangement contradicts the constraints on it or on its arranged views\(hint): UIKit would break one of them; the layout has no solution", at: stack.range)
                }
            }
            // The optional equalities (priority below 1000), highest first: each kept where it does
            // not contradict what is kept before it, as UIKit leaves one it cannot satisfy unmet;
            // those above the views' compression resistance (UIKit's 750) before their intrinsic
            // sizes, the rest after them.
            func keepOptional(_ s: inout LinearSystem, above: Bool) {
                let optional = axis.filter { $0.relation == 0 && $0.priority < 1000 && ($0.priority > 750) == above }
                for c in optional.sorted(by: { $0.priority > $1.priority }) {
                    let (row, rhs) = equation(c)
                    if row.allSatisfy({ $0 == 0 }) { continue }
                    _ = s.add(row, rhs)
                }
            }
            // The equalities, the stacks' arrangements (`chained`: the stacks whose views stand
            // `spacing` apart whatever their distribution says), and the sizes left open.
            func build(_ chained: Set<ObjectIdentifier>) throws -> LinearSystem {
            var system = LinearSystem(unknowns: solved.count * 2)
            for c in axis where c.relation == 0 && c.priority >= 1000 {
                let (row, rhs) = equation(c)
                // Between views that keep their frames (the placed view's own size): the
                // layout that placed them holds it, not this one.
                if row.allSatisfy({ $0 == 0 }) { continue }
                if case .conflict = system.add(row, rhs) {
                    throw Diagnostic.error("this constraint contradicts the ones made before it (\(c.description)): UIKit would break one of them; the layout has no solution", at: c.range)
                }
            }
            for st in stacks {
                let before = system
                for e in try st.arrangement.equations(st.node, st.views, horizontal: horizontal, chained: chained.contains(ObjectIdentifier(st.node)), natural: { try natural($0, before) }) {
                    try add(&system, row(e.terms, e.constant), at: st.node)
                }
                // A stack sized by its content alone: the broadest view across a filled axis;
                // along it, filled equally, each as long as the longest, or in proportion, their sum.
                guard openSize(st.node, system) != nil else { continue }
                let a = st.arrangement
                let (ml, mt) = a.margins(st.node, horizontal: horizontal)
                let sizes = try st.views.map { try natural($0, before) }
                if a.horizontal != horizontal, a.alignment == "fill" {
                    try add(&system, row([(st.node, sizeAttribute, 1)], (sizes.max() ?? 0) + ml + mt), at: st.node)
                } else if a.horizontal == horizontal, a.distribution == "fillEqually", !chained.contains(ObjectIdentifier(st.node)) {
                    try add(&system, row([(st.views[0], sizeAttribute, 1)], sizes.max() ?? 0), at: st.node)
                } else if a.horizontal == horizontal, a.distribution == "fillProportionally", !chained.contains(ObjectIdentifier(st.node)) {
                    let spacings = zip(st.views, st.views.dropFirst()).map { a.spacing(after: $0.0) }.reduce(0, +)
                    try add(&system, row([(st.node, sizeAttribute, 1)], sizes.reduce(0, +) + spacings + ml + mt), at: st.node)
                }
            }
            // A size left open: the intrinsic content size, as content hugging gives. Where
            // the equalities tie open sizes together (a row of views between two edges), the
            // view that gives way is the one of lowest priority: the views keep their sizes in
            // order of content hugging, the highest first; if that leaves the last smaller than
            // its own size, in order of compression resistance instead (ties in the order the
            // views were made).
            keepOptional(&system, above: true)
            var intrinsic: [Double?] = []
            for (i, v) in solved.enumerated() {
                // Heights after widths: a wrapping label's height is its text's at its width.
                let width = !horizontal && widthFromHeight == nil ? results[i].w : nil
                let size = system.isDetermined(2 * i + 1) ? nil : try intrinsicSize(v, width: width)
                // UIView.noIntrinsicMetric (-1): none on that axis.
                intrinsic.append(size.flatMap { let x = horizontal ? $0.width : $0.height; return x < 0 ? nil : x })
            }
            let priorities = solved.map { $0[LayoutPriorities.key] }
            // Which views' sizes the equalities tie together: each group gives way on its own.
            let group = system.groups()
            func keepingSizes(compressing: Set<Int>) -> (LinearSystem, compressed: Set<Int>) {
                var s = system
                func priority(_ i: Int) -> Double {
                    let p = compressing.contains(group[2 * i + 1]) ? priorities[i].compression : priorities[i].hugging
                    return horizontal ? p.horizontal : p.vertical
                }
                let order = solved.indices.sorted { a, b in
                    let (x, y) = (priority(a), priority(b))
                    return x != y ? x > y : a < b
                }
                var kept = Set<Int>()
                for i in order where !s.isDetermined(2 * i + 1) {
                    guard let size = intrinsic[i] else { continue }
                    var row = [Double](repeating: 0, count: solved.count * 2)
                    row[2 * i + 1] = 1
                    _ = s.add(row, size)
                    kept.insert(i)
                }
                let compressed = Set(solved.indices.filter { i in
                    !kept.contains(i) && intrinsic[i].map { s.isDetermined(2 * i + 1) && s.value(2 * i + 1) < $0 - 1e-9 } == true
                }.map { group[2 * $0 + 1] })
                return (s, compressed)
            }
            let (byHugging, compressed) = keepingSizes(compressing: [])
            system = compressed.isEmpty ? byHugging : keepingSizes(compressing: compressed).0
            keepOptional(&system, above: false)
            // A stack sized by its content alone, now that its views have their sizes: across
            // the axis, the broadest; along it, spaced `spacing` apart.
            for st in stacks {
                guard openSize(st.node, system) != nil else { continue }
                let a = st.arrangement
                let (ml, mt) = a.margins(st.node, horizontal: horizontal)
                if a.horizontal != horizontal {
                    let broadest = st.views.compactMap { v in unknown[ObjectIdentifier(v)].flatMap { system.isDetermined(2 * $0 + 1) ? system.value(2 * $0 + 1) : nil } }.max() ?? 0
                    try add(&system, row([(st.node, sizeAttribute, 1)], broadest + ml + mt), at: st.node)
                } else if st.views.count > 1 {
                    let (lead, trail) = (StackArrangement.attributes(horizontal: horizontal).lead, StackArrangement.attributes(horizontal: horizontal).trail)
                    try add(&system, row([(st.views[1], lead, 1), (st.views[0], trail, -1)], a.spacing(after: st.views[0])), at: st.node)
                }
            }
            return system
            }
            var system = try build([])
            // An equal spacing or centering that would bring views closer than `spacing`: they
            // stand `spacing` apart, as a fill places them.
            var chained: Set<ObjectIdentifier> = []
            for st in stacks where st.arrangement.horizontal == horizontal && ["equalSpacing", "equalCentering"].contains(st.arrangement.distribution) {
                let a = StackArrangement.attributes(horizontal: horizontal)
                for (v, w) in zip(st.views, st.views.dropFirst()) {
                    let e = row([(w, a.lead, 1), (v, a.trail, -1)], 0)
                    if let gap = system.evaluate(e.row).map({ $0 - e.rhs }), gap < st.arrangement.spacing(after: v) - 1e-9 { chained.insert(ObjectIdentifier(st.node)) }
                }
            }
            if !chained.isEmpty { system = try build(chained) }
            // Inequalities hold where the equalities have put their views (an optional one is
            // left unmet where it cannot hold, as UIKit leaves it).
            for c in axis where c.relation != 0 && c.priority >= 1000 {
                let (row, rhs) = equation(c)
                if row.allSatisfy({ $0 == 0 }) { continue }
                guard let lhs = system.evaluate(row) else {
                    throw Diagnostic.error("this inequality (\(c.description)) is what would place its views: choosing a place within an inequality is outside the Auto Layout viewc solves; give the views equalities that place them (docs/language.md §13)", at: c.range)
                }
                let slack = Double(c.relation) * (lhs - rhs)
                if slack < -1e-7 * max(1, abs(rhs)) {
                    throw Diagnostic.error("this constraint (\(c.description)) cannot hold with the ones that place its views: UIKit would break one of them; the layout has no solution", at: c.range)
                }
            }
            // Still open: the frame keeps its value there, as UIKit leaves an ambiguous view.
            for (i, v) in solved.enumerated() {
                var open: [String] = []
                for k in [2 * i, 2 * i + 1] where !system.isDetermined(k) {
                    var row = [Double](repeating: 0, count: solved.count * 2)
                    row[k] = 1
                    let o = origin(v)
                    let current = k % 2 == 0 ? (horizontal ? o.x : o.y) : (horizontal ? v.frame.width : v.frame.height)
                    _ = system.add(row, current)
                    open.append(k % 2 == 0 ? (horizontal ? "x position" : "y position") : (horizontal ? "width" : "height"))
                }
                if !open.isEmpty {
                    report(Diagnostic(.warning, "the layout of this \(v.kind) is ambiguous: its constraints do not determine its \(open.joined(separator: " and ")); it keeps its frame's", at: v.range))
                }
            }
            for i in solved.indices {
                let pos = system.value(2 * i), size = system.value(2 * i + 1)
                if horizontal { results[i].x = pos; results[i].w = size } else { results[i].y = pos; results[i].h = size }
            }
        }
        // Applied from the outside in: a solved superview's place is known before its subviews'.
        for v in order {
            guard let i = unknown[ObjectIdentifier(v)] else { continue }
            var r = results[i]
            if ![r.x, r.y, r.w, r.h].allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) {
                throw Diagnostic.error("the constraints place this \(v.kind) past a billion points (its frame would be (\(formatNumber(r.x)) \(formatNumber(r.y)); \(formatNumber(r.w)) \(formatNumber(r.h)))): no drawing reaches there", at: v.range)
            }
            if r.w < 0 || r.h < 0 {
                report(Diagnostic(.warning, "the constraints give this \(v.kind) a negative \(r.w < 0 ? "width" : "height"); it is laid out with 0, as UIKit draws it", at: v.range))
                r.w = max(0, r.w); r.h = max(0, r.h)
            }
            let o = v.superview.map { $0 === root ? Point(0, 0) : origin($0) } ?? Point(0, 0)
            v.frame = Rect(r.x - o.x, r.y - o.y, r.w, r.h)
            if swiftInstances[ObjectIdentifier(v)]?.node !== v, pending.contains(where: { $0.node === v }) {
                laidOutBeforeMade[ObjectIdentifier(v)] = v.frame
            }
        }
    }
}

/// Linear equalities over unknowns, kept in reduced row echelon form as they are added.
struct LinearSystem {
    enum Outcome { case added, redundant, conflict }
    let unknowns: Int
    /// Each row: its pivot, coefficients (1 at the pivot, 0 at every other row's pivot) and right side.
    private var rows: [(pivot: Int, coefficients: [Double], rhs: Double)] = []
    init(unknowns: Int) { self.unknowns = unknowns }

    static let tolerance = 1e-9

    mutating func add(_ coefficients: [Double], _ rhs: Double) -> Outcome {
        var c = coefficients, b = rhs
        for r in rows where c[r.pivot] != 0 {
            let f = c[r.pivot]
            for k in 0..<unknowns { c[k] -= f * r.coefficients[k] }
            b -= f * r.rhs
        }
        // A coefficient is zero beside the row's largest; the right side is another measure
        // (a constant of 2e9 points does not make a coefficient of 1 vanish).
        let scale = max(1, coefficients.map(abs).max() ?? 0)
        guard let p = c.indices.max(by: { abs(c[$0]) < abs(c[$1]) }), abs(c[p]) > LinearSystem.tolerance * scale else {
            return abs(b) > 1e-7 * max(scale, abs(rhs)) ? .conflict : .redundant
        }
        let f = c[p]
        for k in 0..<unknowns { c[k] /= f }
        b /= f
        c[p] = 1
        for i in rows.indices where rows[i].coefficients[p] != 0 {
            let g = rows[i].coefficients[p]
            for k in 0..<unknowns { rows[i].coefficients[k] -= g * c[k] }
            rows[i].coefficients[p] = 0
            rows[i].rhs -= g * b
        }
        rows.append((p, c, b))
        return .added
    }

    /// Each unknown's group: the unknowns that rows tie together share one (its smallest
    /// member's index).
    func groups() -> [Int] {
        var parent = Array(0..<unknowns)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        for r in rows {
            let ks = r.coefficients.indices.filter { abs(r.coefficients[$0]) > LinearSystem.tolerance }
            for k in ks.dropFirst() {
                let (a, b) = (find(ks[0]), find(k))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        return (0..<unknowns).map(find)
    }

    /// Whether the rows fix unknown `k`: it is a pivot whose row has no other unknown left.
    func isDetermined(_ k: Int) -> Bool {
        guard let r = rows.first(where: { $0.pivot == k }) else { return false }
        return r.coefficients.indices.allSatisfy { $0 == k || abs(r.coefficients[$0]) <= LinearSystem.tolerance }
    }

    /// The value of Σ row·x when every unknown it has is determined; nil otherwise.
    func evaluate(_ row: [Double]) -> Double? {
        var sum = 0.0
        for (k, c) in row.enumerated() where c != 0 {
            guard isDetermined(k) else { return nil }
            sum += c * value(k)
        }
        return sum
    }

    /// The value of a determined unknown.
    func value(_ k: Int) -> Double { rows.first(where: { $0.pivot == k })?.rhs ?? 0 }
}
