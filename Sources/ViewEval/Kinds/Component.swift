// A component instance: `Name(frame: r, param: v)` (with an optional trailing block) makes a
// view of a declared component (`view Name { … }`): a UIView subclass whose body is its
// draw(_:) and subviews, whose `@inspectable`s are its parameters.
//
// Arguments are labeled: `frame` (or `bounds` and `center`), any other UIView property, or a
// parameter (of its default's type). The body runs once per instance, in a frame of its own,
// after the geometry is set; the trailing block runs after the body, in the scope it is
// written in, and adds subviews and properties (but not the geometry, which the body drew for).
//
// UIKit's intrinsicContentSize and contentMode: a component that declares
// `intrinsicContentSize: Size(w, h)` draws itself at that size — its body runs with `bounds` =
// Rect(0, 0, w, h), and the drawing (with the subviews the body made) is fitted into the real
// bounds by its contentMode (ContentMode.swift), as UIKit stretches or places a view's cached
// drawing. With `contentMode: .redraw` the body runs for the real bounds instead, as draw(_:)
// would be called again. Both properties decide how the body runs, so they are read before
// it: from the top level of the body, then the arguments, then the top level of the trailing
// block (later ones win, as the caller's settings come after the view's own init).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// The view properties that decide how a component's body runs.
let fitPropertyNames: Set<String> = ["contentMode", "intrinsicContentSize"]

/// The block kinds that make a subview (besides a component's or a class's placement).
let subviewBlockKinds: Set<String> = ["view", "label", "image"]

extension Checker {
    func tree(of c: Component) -> SyntaxTree { c.unit.tree }

    /// Checks an instance's arguments; false when evaluation cannot make it. The errors the
    /// instance would meet when it runs are reported up to the first (`report` false: none
    /// of those, the instance cannot stand where it is).
    func instance(_ c: Component, at node: NodeID, args: [Arg], trailing: some Collection<NodeID>, range: SourceRange, report runtime: Bool) -> Bool {
        if tree(of: c).kind(c.node) == .classDecl, tree(of: c).names[tree(of: c).classDecl(c.node).superclass] == "NSObject" {
            error("'\(c.name)' is an NSObject subclass, not a view: call its static methods ('\(c.name).drawX(frame: …)') from a view's draw(_:)", range)
            return false
        }
        // A class of this file placed before its members were declared: declared now.
        if tree(of: c).kind(c.node) == .classDecl, c.unit === unit { declareClassMembers(c) }
        var ok = true
        var stopped = !runtime
        // Its geometry is an argument, so that its drawing is made for it — but for a class made
        // by its own initializer (`Square(9) { frame: … }`), which has none: the frame is set once
        // its init has run, as code sets `v.frame` on a view it has made, before it is laid out.
        let ownInit = c.swift.map { placedInitializer(c, $0, args) != nil } ?? false
        for s in trailing where tree.kind(s) == .property && !ownInit {
            let p = tree.property(s)
            guard p.path.count == 1, ["frame", "bounds", "center"].contains(names[p.path[0]]) else { continue }
            let g = names[p.path[0]]
            if !stopped { error("give a '\(c.name)' its \(g) as an argument, \(c.name)(\(g): …), so that its drawing is made for it", p.pathRange) }
            stopped = true
            ok = false
            break
        }
        if let sw = c.swift, let (k, map) = placedInitializer(c, sw, args) {
            // Made by one of its own initializers: the arguments are the init's, and the view
            // properties after them are set once it has run.
            let f = c.unit.functions[Int(k)]
            for (i, ai) in map.enumerated() where ai >= 0 {
                let a = args[ai]
                let t = expr(a.value)
                if let want = f.params[i].type, !accepts(want, t, at: tree.range(a.value), what: "argument '\(f.params[i].label ?? f.params[i].name)' of '\(c.name).\(f.signature)'") { ok = false }
            }
            let place = ViewPlace(kindName: c.name, kind: sw.isLabel ? .label : containerKind(c.name) ?? .component)
            for a in args.dropFirst(map.filter { $0 >= 0 }.count) {
                let vr = tree.range(a.value), label = names[a.label!]
                let t = implicitGeometry(a.value, expr(a.value), as: ViewProperties.table[label]?.type)
                if let d = ViewProperties.check(label, t, in: place, nameRange: a.labelRange ?? vr, valueRange: vr) { report(d); ok = false }
            }
            if ok { unit.instanceInits[node.index] = (k, map) }
            return ok
        }
        // CALayer's init(layer:), which a subclass inherits when it writes none: the new layer
        // takes the given layer's properties (Runner.copyLayerProperties).
        if let sw = c.swift, sw.isLayer, args.count == 1, args[0].label.map({ names[$0] }) == "layer" {
            let t = expr(args[0].value)
            if let t, t.valueType != .view {
                error("'\(c.name)(layer:)' makes a copy of a layer: give it a CALayer, not \(article(t))", tree.range(args[0].value))
                return false
            }
            unit.instanceInits[node.index] = (-1, [0])
            return true
        }
        let params = parameterTypes(c)
        // A UILabel subclass takes a label's properties too (`text:`).
        let place = ViewPlace(kindName: c.name, kind: c.swift?.isLabel == true ? .label : containerKind(c.name) ?? .component)
        for a in args {
            let vr = tree.range(a.value)
            let label = a.label.map({ names[$0] })
            // `Chip(frame: .zero)`: an implicit member of the geometry type the argument takes.
            let want = label.flatMap { l in params.first(where: { $0.name == l }).map { $0.type?.valueType } ?? ViewProperties.table[l]?.type }
            let t = implicitGeometry(a.value, expr(a.value), as: want)
            guard let label else {
                if !stopped { error("arguments to the component '\(c.name)' need labels (frame:, or a parameter name)", vr) }
                stopped = true; ok = false
                continue
            }
            if let p = params.first(where: { $0.name == label }) {
                // An optional inspectable (`@IBInspectable var fillColor: UIColor?`) takes a
                // value of its type, wrapped, as Swift passes one (or nil).
                if case .optional(let w)? = p.type, let t, t.valueType == w.valueType || t == .optional(.void) {
                } else if let want = p.type, let t, want.valueType != t.valueType {
                    error("parameter '\(label)' of '\(c.name)' is \(article(want.valueType)), not \(article(t))", vr)
                    stopped = true; ok = false
                }
            } else if ViewProperties.baseNames.contains(label) || place.kind == .label && Kinds.labelView.properties.contains(label) {
                if let d = ViewProperties.check(label, t, in: place, nameRange: a.labelRange ?? vr, valueRange: vr) {
                    report(d); stopped = true; ok = false
                }
            } else if let computed = computedInspectables(c).first(where: { $0.name == label }) {
                // Set through its setter once the view is made (Runner.makeInstance).
                if let want = computed.type, let t, !accepts(want, t, at: vr, what: "'\(label)' of '\(c.name)'") { stopped = true; ok = false }
            } else {
                if !stopped {
                    let params = params + computedInspectables(c)
                    let names = params.map(\.name) + ViewProperties.baseNames.sorted()
                    let at = a.labelRange ?? vr
                    let (hint, fix) = didYouMean(label, names, at: at)
                    let list = params.isEmpty ? "it has no parameters"
                        : "its parameters are " + params.map { "\($0.name): \($0.type?.valueType.rawValue ?? "?")" }.joined(separator: ", ")
                    error("'\(c.name)' has no parameter '\(label)'\(hint) (\(list))", at, fixIts: fix)
                }
                stopped = true; ok = false
            }
        }
        return ok
    }
}

extension Checker {
    /// `.zero` (or CGRect's `.infinite` and `.null`) where a value of the geometry type `want`
    /// is taken, as Swift reads an implicit member by the type wanted: resolved to that value
    /// (Value.zeroed); any other value's type as it is.
    func implicitGeometry(_ n: NodeID, _ t: VType?, as want: ValueType?) -> VType? {
        guard let want, [.rect, .point, .size, .insets].contains(want), case .symbol(let s)? = t, tree.kind(n) == .implicitMember else { return t }
        let v = Value.symbol(s).zeroed(as: want)
        guard v.vtype.valueType == want else { return t }
        unit.res[n.index] = .constant(unit.constant(v))
        return v.vtype
    }

    /// The class's own initializer a placement makes it with (`Sparkline(frame: r, values: v,
    /// backgroundColor: .white)`): the one whose labels the arguments have, but for view
    /// properties after them (§5.1: a placement's arguments are the component's parameters and
    /// view properties), which are set once it has run. At least one argument is the init's, and
    /// a frame alone is UIView's `init(frame:)`'s (`Tile(frame: r, alpha: 0.5)`), as Swift
    /// prefers the initializer that needs no default over one that fills a parameter with its own.
    func placedInitializer(_ c: Component, _ sw: SwiftClass, _ args: [Arg]) -> (Int32, [Int])? {
        if let found = ownInitializer(c, sw, args) { return found }
        var n = args.count
        while n > 1, let l = args[n - 1].label.map({ names[$0] }), ViewProperties.table.index[l] != nil {
            n -= 1
            if n == 1, args[0].label.map({ names[$0] }) == "frame" { return nil }
            if let found = ownInitializer(c, sw, Array(args.prefix(n))) { return found }
        }
        return nil
    }

    /// The class's own initializer (not init(frame:) or init?(coder:)) whose labels the
    /// arguments have, in order, those left out having defaults; with the argument for each
    /// of its parameters.
    /// Of several whose labels fit (`init(text: String)` beside `init(text: NSAttributedString)`),
    /// the first whose parameters take the arguments' types, as Swift picks by type.
    func ownInitializer(_ c: Component, _ sw: SwiftClass, _ args: [Arg]) -> (Int32, [Int])? {
        var fitting: [(Int32, [Int])] = []
        for k in sw.inits {
            let f = c.unit.functions[Int(k)]
            var map: [Int] = [], i = 0
            for p in f.params {
                if i < args.count, args[i].label.map({ names[$0] }) == p.label { map.append(i); i += 1 }
                else if p.defaultValue != nil { map.append(-1) }
                else { map = []; i = -1; break }
            }
            if i == args.count { fitting.append((k, map)) }
        }
        guard fitting.count > 1 else { return fitting.first }
        let wasSilent = silent
        silent = true
        defer { silent = wasSilent }
        let types = args.map { tree.kind($0.value) == .closure ? nil : expr($0.value) }
        return fitting.first { k, map in
            let f = c.unit.functions[Int(k)]
            return map.enumerated().allSatisfy { i, ai in
                guard ai >= 0, let want = f.params[i].type, let got = types[ai] else { return true }
                if case .optional(let w) = want { return got.valueType == w.valueType || got.valueType == want.valueType }
                return got.valueType == want.valueType
            }
        } ?? fitting.first
    }
}

extension Runner {
    /// Makes an instance of `c` inside the view `target` configures; `s` is the block or the
    /// call statement that writes it.
    @discardableResult
    func instance(_ c: Component, _ s: NodeID, _ target: Target, append: Bool = true) throws -> ViewNode {
        guard case .view(let parent, _) = target else { try checkedError() }
        let t: SyntaxTree = tree
        let args: [Arg], kindRange: SourceRange
        var trailing: [NodeID]
        if t.kind(s) == .block {
            let b = t.block(s)
            (args, trailing, kindRange) = (b.args ?? [], Array(b.body), b.kindRange)
        } else if t.kind(s) == .call {
            // `Name(frame: …)` as a value in Swift code: made, and placed by addSubview(_:).
            let call = t.call(s)
            (args, trailing, kindRange) = (call.args, [], t.range(call.callee))
        } else {
            let call = t.call(t.expression(s))
            (args, trailing, kindRange) = (call.args, [], t.range(call.callee))
        }
        let range = t.kind(s) == .block || t.kind(s) == .call ? t.range(s) : t.range(t.expression(s))
        try enterComponent(c, kindRange)
        defer { componentStack.removeLast() }
        let defaults = try self.defaults(of: c)
        let values = try args.map { try eval($0.value) }
        // (An argument that is nil is nil, told from one left out: Runner.nilArgument.)
        var own = unit.instanceInits[s.index].map { choice in
            (choice.function, choice.argForParam.map { $0 < 0 ? Value.void : values[$0] == .void ? Runner.nilArgument : values[$0] })
        }
        // A class made by its own initializer takes its block's geometry once the init has run.
        var geometry: [(Int32, Value, SourceRange, SourceRange)] = []
        if own != nil {
            for p in trailing where t.kind(p) == .property {
                let prop = t.property(p)
                guard prop.path.count == 1, ["frame", "bounds", "center"].contains(t.name(prop.path[0])),
                      let id = ViewProperties.table.index[t.name(prop.path[0])] else { continue }
                geometry.append((id, try eval(prop.value), prop.pathRange, t.range(prop.value)))
            }
            if !geometry.isEmpty { trailing.removeAll { t.kind($0) == .property && ["frame", "bounds", "center"].contains(t.name(t.property($0).path[0])) } }
        }
        try countView(kindRange)
        let node = ViewNode(kind: c.name, range: range)
        node.superview = parent
        if let k = c.swift?.layerKind { makeLayerNode(node, k) }
        // CALayer's init(layer:) (inherited, or called by the class's override as
        // `super.init(layer:)`, as Swift requires): the new layer is a copy of the given one's
        // properties now, before the code that made it sets any of its own.
        let copiesLayer = own.map { k, _ in c.swift?.isLayer == true && (k < 0 || c.unit.functions[Int(k)].params.map(\.label) == ["layer"]) } ?? false
        if copiesLayer, case .view(let source)? = own?.1.first { Runner.copyLayerProperties(source.node, to: node) }
        let instanceFrame = Frame(size: c.frameSize)
        if let o = c.swift?.overrides, !o.isEmpty { instanceFrame.overrides = o }
        for (p, d) in zip(c.params, defaults) { instanceFrame.slots[Int(p.slot)] = .value(d.value) }
        // Geometry first (the body draws against it), then the fit properties, then the rest.
        var later: [(Int32, Value, SourceRange, SourceRange)] = []
        var fitArgs: [(Int32, Value, SourceRange, SourceRange)] = []
        // An inspectable with observers keeps its default through init and is then set by its
        // setter, which runs them, as Interface Builder sets inspectables after init(coder:).
        var observed: [(Int32, Value)] = []
        func setParameter(_ label: String, _ slot: Int32, _ v: Value) {
            if let k = c.swift?.table.first(where: { c.unit.functions[Int($0.function)].name == "$set " + label })?.function {
                observed.append((k, v))
            } else {
                instanceFrame.slots[Int(slot)] = .value(v)
            }
        }
        // The inspector's values for the instances written here (-D Name@line:col.param), over
        // their own: a component's before its body runs, a class's once its init has run, as
        // Interface Builder sets inspectables after init(coder:).
        let key = keysInstances ? instanceKey(c, kindRange) : nil
        var given = try key.map { try instanceOverrides(c, $0, defaults, at: kindRange) } ?? [:]
        var inspected: [(Int32, Value)] = [], inspectedObserved: [(Int32, Value)] = []
        if c.swift != nil {
            for p in c.params {
                guard let v = given.removeValue(forKey: p.name) else { continue }
                if let k = c.swift?.table.first(where: { c.unit.functions[Int($0.function)].name == "$set " + p.name })?.function {
                    inspectedObserved.append((k, v))
                } else {
                    inspected.append((p.slot, v))
                }
            }
        }
        // Made by its own initializer: the view properties after the init's arguments.
        let initArgs = own == nil ? 0 : unit.instanceInits[s.index]!.argForParam.filter { $0 >= 0 }.count
        for (a, v) in zip(args, values).dropFirst(initArgs) where own == nil || initArgs > 0 {
            let label = t.name(a.label!)
            let vr = t.range(a.value), lr = a.labelRange ?? vr
            if let p = c.params.first(where: { $0.name == label }) {
                // An optional inspectable's default is nil: the value given is of its type, wrapped.
                if let d = defaults.first(where: { $0.name == label }), d.value.type != v.type, p.type?.valueType != .optional {
                    throw Diagnostic.error("parameter '\(label)' of '\(c.name)' is \(article(d.value.type)), not \(article(v))", at: vr)
                }
                try wholeNumber(v, for: label, of: c, p.slot, vr)
                setParameter(label, p.slot, given.removeValue(forKey: label) ?? v)
            } else if ViewProperties.table.index[label].map({ ViewProperties.only(Int($0)) != nil }) ?? true,
                      let k = c.swift?.table.first(where: { c.unit.functions[Int($0.function)].name == "$set " + label })?.function {
                // A computed @IBInspectable (the checker let no other name through): set by
                // its setter after init, as Interface Builder sets it — also where another kind
                // of view has a property of its name (a gauge's `value`, a UISlider's too).
                observed.append((k, v))
            } else if let id = ViewProperties.table.index[label] {
                if ["frame", "bounds", "center"].contains(label) {
                    if own != nil { geometry.append((id, v, lr, vr)) } else { try setViewProperty(node, Int(id), v, lr, vr) }
                } else if fitPropertyNames.contains(label) {
                    fitArgs.append((id, v, lr, vr))
                } else {
                    later.append((id, v, lr, vr))
                }
            }
        }
        for p in c.params { if let v = given[p.name] { setParameter(p.name, p.slot, v) } }
        observed += inspectedObserved
        // A class's block of view properties and subviews: its properties are set as its
        // arguments are, once its setup is done and before draw(_:), which reads them
        // (`tintColor: .red` is the tint its drawing uses), as the code making a view sets
        // its properties before UIKit draws it. A block with other statements runs in order.
        if c.swift != nil, trailing.allSatisfy({ [.property, .block, .expression].contains(t.kind($0)) }) {
            var moved: Set<NodeID> = []
            for p in trailing where t.kind(p) == .property {
                let prop = t.property(p)
                let name = t.name(prop.path[0])
                guard prop.path.count == 1, !["frame", "bounds", "center"].contains(name), c.params.allSatisfy({ $0.name != name }),
                      let id = ViewProperties.table.index[name] else { continue }
                let entry = (id, try eval(prop.value), prop.pathRange, t.range(prop.value))
                if fitPropertyNames.contains(name) { fitArgs.append(entry) } else { later.append(entry) }
                moved.insert(p)
            }
            trailing.removeAll { moved.contains($0) }
        }
        // A block left with subviews and properties (`layer.cornerRadius: 8`) runs once the
        // class's init has run, before UIKit's later calls (awakeFromNib, didMoveToSuperview,
        // layoutSubviews) that see them, as a nib's subviews and settings, and those the making
        // code adds, are there by then.
        let childrenFirst = c.swift != nil && !trailing.isEmpty && trailing.allSatisfy { s in
            switch (t.kind(s), unit.res[s.index]) {
            case (.property, _), (.block, .instance), (.expression, .instance): return true
            case (.block, .block(let k)): return subviewBlockKinds.contains(registry.blockKinds[Int(k)].name)
            default: return false
            }
        }
        var initRan = false
        func realize() throws {
            try nest(kindRange) {
                if let sw = c.swift, initRan {
                    try runClass(c, sw, node, instanceFrame, initializer: own, later: [], trailing: trailing, childrenFirst: childrenFirst, phase: .afterInit)
                } else if let sw = c.swift {
                    try runClass(c, sw, node, instanceFrame, initializer: own, observed: observed, inspected: inspected,
                                 afterInit: geometry, later: fitArgs + later, trailing: trailing, childrenFirst: childrenFirst)
                } else {
                    try runComponent(c, node, instanceFrame, fitArgs: fitArgs, later: later, trailing: trailing)
                }
            }
            if let key, options.recordsInstances { recordInstance(c, key, node, instanceFrame) }
        }
        guard append, !deferPlacedInstances else {
            // A label (an instance of a UILabel subclass) is one from the start: its maker sets
            // its text before it is set up (`title.text = "Hi"`).
            if let sw = c.swift, c.inherits(fromUIKit: "UILabel"), node.label == nil {
                Kinds.makeLabelNode(node, drawsOwnText: sw.draw != nil || sw.methods["drawText(in:)"] != nil)
            }
            // Made as a value in a class's code, or placed by the block of a class's placement
            // (a subview there now): drawn once the code that made it, or that class, has set
            // it up (RunSwift's realizePending), as UIKit lays out and draws a view's subviews
            // after its own setup.
            let stack = componentStack
            pending.append(PendingInstance(node: node, component: c, frame: instanceFrame) { [unowned self] in
                let saved = self.componentStack
                self.componentStack = stack
                defer { self.componentStack = saved }
                try realize()
                if append { try self.notify(parent, "didAddSubview", node) }
            })
            // A layer's own `init(layer:)` runs now, as Swift runs it, reading the given layer
            // as it is here (the rest of its setup waits for its maker's); then not again.
            if let (k, args) = own, k >= 0, copiesLayer {
                try runInitNow(node, c, instanceFrame, c.unit.functions[Int(k)], args)
                own = (-1, args)
            } else if !append, let sw = c.swift {
                // Made as a value in code: Swift runs its initializer here, so what its init
                // sets is there for the code that made it (`badge.radius`, its intrinsic size
                // for its maker's layout, a method called on it), and what that code sets
                // after is set on a made instance.
                try nest(kindRange) {
                    try runClass(c, sw, node, instanceFrame, initializer: own, observed: observed, inspected: inspected,
                                 afterInit: geometry, later: fitArgs + later, trailing: trailing, childrenFirst: childrenFirst, phase: .initOnly)
                }
                initRan = true
            }
            if append { parent.subviews.append(node) }
            return node
        }
        try realize()
        try addSubview(node, to: parent)
        return node
    }

    func setViewProperty(_ node: ViewNode, _ id: Int, _ v: Value, _ nr: SourceRange, _ vr: SourceRange) throws {
        let p = ViewProperties.table.entries[id]
        if let d = p.check(v.vtype, at: vr) { throw d }
        try p.set(self, node, v, nr, vr)
    }

    /// A view property set by code once the view is made (`self.backgroundColor = c`, `v.frame
    /// = r`, a placement's argument after init): through the observers of the view's class's
    /// override of it (`override var backgroundColor: UIColor? { didSet { … } }`, its setter
    /// `$set backgroundColor`), as Swift runs them — but a store in those observers, while they
    /// run for this view, is a plain store.
    func setViewPropertyObserved(_ node: ViewNode, _ id: Int, _ v: Value, _ nr: SourceRange, _ vr: SourceRange) throws {
        if try setThroughObservers(node, id, v) { return }
        try setViewProperty(node, id, v, nr, vr)
    }

    /// UIView's init(frame:) setting the frame (a class's `super.init(frame:)`, or the init of a
    /// class with none of its own): through the setter of the class's observing override of
    /// `frame`, from UIView's zero frame to `frame`; whether it has one (else nothing changed).
    func initFrameThroughObservers(_ node: ViewNode, _ frame: Rect) throws -> Bool {
        guard let inst = swiftInstance(node), inst.component.swift?.functions.contains(where: { inst.component.unit.functions[Int($0.function)].name == "$set frame" }) == true else { return false }
        let given = node.frame
        node.frame = .zero
        if try setThroughObservers(node, Int(ViewProperties.table.index["frame"]!), .rect(frame)) { return true }
        node.frame = given
        return false
    }

    /// Sets the view property `id` through the setter of its class's observing override, when
    /// it has one and its observers are not running for this view already: whether it did.
    func setThroughObservers(_ node: ViewNode, _ id: Int, _ v: Value) throws -> Bool {
        let name = ViewProperties.table.entries[id].name
        let key = (ObjectIdentifier(node), id)
        guard ViewPropertyOverrides.observed(name), !observingViewProperties.contains(where: { $0 == key }) else { return false }
        observingViewProperties.append(key)
        defer { observingViewProperties.removeAll { $0 == key } }
        return try callOwn(node, "$set " + name, [v]) != nil
    }

    /// The top-level statements that set a fit property, and the rest, in order.
    func splitFit(_ stmts: some Collection<NodeID>, in t: SyntaxTree) -> (fit: [NodeID], rest: [NodeID]) {
        var fit: [NodeID] = [], rest: [NodeID] = []
        for s in stmts {
            if t.kind(s) == .property {
                let p = t.property(s)
                if p.path.count == 1, fitPropertyNames.contains(t.name(p.path[0])) { fit.append(s); continue }
            }
            rest.append(s)
        }
        return (fit, rest)
    }

    func runComponent(_ c: Component, _ node: ViewNode, _ instanceFrame: Frame,
                      fitArgs: [(Int32, Value, SourceRange, SourceRange)], later: [(Int32, Value, SourceRange, SourceRange)],
                      trailing: [NodeID]) throws {
        let body = splitFit(c.body, in: c.unit.tree), tail = splitFit(trailing, in: tree)
        let scratch = DrawList()
        // The body's own statements run in its file and frame, with `bounds` meaning the instance.
        func inBody(_ work: () throws -> Void) rethrows {
            let saved = (unit, frame, selfView, pathState)
            (unit, frame, selfView, pathState) = (c.unit, instanceFrame, node, nil)
            defer { (unit, frame, selfView, pathState) = saved }
            try work()
        }
        func inTrailing(_ work: () throws -> Void) rethrows {
            let saved = selfView
            selfView = node
            defer { selfView = saved }
            try work()
        }
        try inBody { try execAll(body.fit, .view(node, scratch)) }
        for (id, v, lr, vr) in fitArgs { try setViewProperty(node, Int(id), v, lr, vr) }
        if !tail.fit.isEmpty { try inTrailing { try execAll(tail.fit, .view(node, scratch)) } }
        let decided = (size: node.intrinsicContentSize, mode: node.contentMode)
        let atIntrinsic = decided.size != nil && decided.mode != .redraw
        if atIntrinsic, let s = decided.size { node.drawingBounds = Rect(0, 0, s.width, s.height) }
        let list = DrawList()
        do {
            defer { node.drawingBounds = nil }
            try inBody { try execAll(body.rest, .view(node, list)) }
        }
        node.content = list.items
        node.contentCommandCount = node.content.count
        node.contentSubviewCount = node.subviews.count
        for (id, v, lr, vr) in later { try setViewProperty(node, Int(id), v, lr, vr) }
        if !tail.rest.isEmpty { try viewBody(node, tail.rest) }
        // A setting inside an `if` or loop comes too late to change how the body ran.
        if node.intrinsicContentSize != decided.size || (node.contentMode == .redraw) != (decided.mode == .redraw) {
            throw Diagnostic.error("'\(c.name)': set 'intrinsicContentSize' and 'contentMode' at the top level of the component, as an argument, or at the top level of the instance's block — not inside 'if' or 'for'", at: node.range)
        }
    }
}
