// Running the calls the checker left to be chosen as they run (CheckProtocols.swift,
// CheckValueExtensions.swift): a protocol's requirement called on a delegate runs the method
// of the delegate's own class against that instance (its frame, its view: `bounds` is the
// delegate's); an extension's member runs against a frame whose slot 0 is the value it is
// called on, and a `mutating` one writes that slot back where the value is held.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    func dispatch(_ k: Int32, _ n: NodeID) throws -> Value {
        switch unit.dispatches[Int(k)] {
        case .requirement(let name, let labels, let map, let optional, let className):
            let base = tree.member(tree.callCallee(n)).base
            let value = try eval(base)
            guard case .view(let ref) = value else {
                return try requirementOfValue(value, name: name, labels: labels, map: map, optional: optional, n)
            }
            guard let inst = swiftInstance(ref.node, as: className) else {
                throw Diagnostic.error("this \(ref.node.kind) is not an instance of a class of this file, so it has no method '\(name)'", at: tree.range(base))
            }
            let cu = inst.component.unit
            guard let fk = inst.component.swift?.table.first(where: {
                let f = cu.functions[Int($0.function)]
                return !f.isStatic && f.name == name && f.params.map(\.label) == labels
            })?.function else {
                if optional { return .void }   // an optional requirement the class leaves out: nil
                try checkedError()
            }
            let args = try map.map { try userArgument($0, n, isCall: true) }
            try initializeStoredEarly(ref.node)
            let saved = (unit, selfView)
            (unit, selfView) = (cu, inst.node)
            defer { (unit, selfView) = saved }
            return try invoke(cu.functions[Int(fk)], args, link: inst.frame, at: n)
        case .requirementProperty(let name, let className):
            let value = try eval(tree.member(n).base)
            guard case .view(let ref) = value else { return try requirementPropertyOfValue(value, name: name, n) }
            guard let inst = swiftInstance(ref.node, as: className) else {
                throw Diagnostic.error("this \(ref.node.kind) is not an instance of a class of this file, so it has no property '\(name)'", at: tree.range(n))
            }
            if let slot = storedSlot(inst.component, name) {
                // Not made yet, with properties set whose observers run once it is made: the
                // value set for this one; another may be one an observer changes, unknown yet.
                if swiftInstances[ObjectIdentifier(ref.node)]?.node !== ref.node, let queued = observedPresets[ObjectIdentifier(ref.node)], !queued.isEmpty {
                    if let k = observerSetter(inst.component, name), let v = queued.last(where: { $0.setter == k })?.value { return v }
                    throw Diagnostic.error("'\(name)' of this \(ref.node.kind) is read before the observers of the properties set on it have run (it is made after its maker's setup)", at: tree.range(n))
                }
                if case .value(let v) = inst.frame.slots[Int(slot)] { return v }
                // A made instance's `lazy var` not read yet: its initializer runs now, once.
                if swiftInstances[ObjectIdentifier(ref.node)]?.node === ref.node, let d = inst.frame.lazy?[slot] {
                    return try lazyValue(inst.frame, slot, d, n, of: (inst.component.unit, inst.node))
                }
                // Set on the instance before it is made, and not made yet: the value set.
                if let v = storedPresets[ObjectIdentifier(ref.node)]?.last(where: { $0.0 == slot })?.1 { return v }
                throw Diagnostic.error("'\(name)' of this \(ref.node.kind) is read before the instance has it (it is made after its maker's setup)", at: tree.range(n))
            }
            // A computed property: its getter, against the instance.
            let cu = inst.component.unit
            guard let fk = inst.component.swift?.table.first(where: {
                let f = cu.functions[Int($0.function)]
                return !f.isStatic && f.name == name && f.params.isEmpty && cu.tree.kind($0.node) == .varDecl
            })?.function else { try checkedError() }
            return try runGetter(fk, of: inst, at: n)
        case .frameworkExtension(let k, let map):
            let isCall = tree.kind(n) == .call
            let base = isCall ? tree.member(tree.callCallee(n)).base : tree.member(n).base
            guard case .view(let ref) = try eval(base) else { try checkedError() }
            let args = try map.map { try userArgument($0, n, isCall: true) }
            // The view is `self`: its own members (`bounds`, `superview`) are read from it.
            let saved = selfView
            selfView = ref.node
            defer { selfView = saved }
            return try invoke(unit.functions[Int(k)], args, link: Frame(size: 0), at: n)
        case .extensionCall(let sc):
            let isCall = tree.kind(n) == .call
            let base = isCall ? tree.member(tree.callCallee(n)).base : tree.member(n).base
            let (value, element) = try mutatingReceiver(base, sc.writeBack)
            let args = try sc.argForParam.map { try userArgument($0, n, isCall: isCall) }
            let own = Frame(size: 1)
            own.slots[0] = .value(value)
            let result = try invoke(unit.functions[Int(sc.function)], args, link: own, at: n)
            if let target = sc.writeBack, case .value(let changed) = own.slots[0] {
                try storeMutated(target, changed, element: element, observer: sc.observer, at: base)
            }
            return result
        case .extensionInit(let fk, let map, let zero):
            let args = try map.map { try userArgument($0, n, isCall: true) }
            let own = Frame(size: 1)
            own.slots[0] = .value(zero)
            guard try failableInit({ try invoke(unit.functions[Int(fk)], args, link: own, at: n) }) else { return .void }
            guard case .value(let made) = own.slots[0] else { try checkedError() }
            if !Check.isPlaceable(made) { try Check.finiteValue(made, tree.range(n)) }
            return made
        }
    }

    /// A requirement called on a value of a protocol that holds a struct or an instance of a
    /// class that is not a view: the method of its type that meets it (the checker's
    /// `witnesses`), against the instance's own properties (a struct's: a copy of them).
    func requirementOfValue(_ value: Value, name: String, labels: [String?], map: [Int], optional: Bool, _ n: NodeID) throws -> Value {
        let signature = "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let (index, link) = try memberFrame(value)
        // The class that conforms may be an ancestor of the instance's: its method, or the
        // instance's class's override of it.
        guard let f = unit.lineage(index).lazy.compactMap({ self.unit.structs[Int($0)].witnesses[signature] }).first else {
            if optional { return .void }   // an optional requirement the type leaves out: nil
            try checkedError()
        }
        let args = try map.map { try userArgument($0, n, isCall: true) }
        return try invoke(unit.functions[Int(link.overrides?[f] ?? f)], args, link: link, at: n)
    }

    /// `d.name` on a value of a protocol holding a struct or a class's instance: its stored
    /// property, or its computed one's getter.
    func requirementPropertyOfValue(_ value: Value, name: String, _ n: NodeID) throws -> Value {
        let (index, link) = try memberFrame(value)
        let info = unit.structs[Int(index)]
        if let i = info.field(name), i < link.slots.count { if case .value(let v) = link.slots[i] { return v }; return .void }
        guard case .getter(let f)? = info.members.first(where: { unit.tree.names[$0.key] == name })?.value else { try checkedError() }
        return try invoke(unit.functions[Int(f)], [], link: link, at: n)
    }

    /// The type (its index among the file's structs) and the frame the methods of a struct or
    /// of a class's instance run against: the instance's own, or one holding a struct's members.
    func memberFrame(_ value: Value) throws -> (index: Int32, link: Frame) {
        if let c = value.ref(ClassObject.self) { return (c.value.index, c.value.frame) }
        guard let s = value.ref(StructValue.self) else { try checkedError() }
        let link = Frame(size: s.value.fields.count)
        for (i, v) in s.value.fields.enumerated() { link.slots[i] = .value(v) }
        return (s.value.index, link)
    }

    /// `d.name = v` on a value of a protocol holding an instance of a class that is not a view:
    /// its stored property, or its computed one's setter. A struct held there is a copy of its
    /// own, which this cannot change where it is held.
    func setRequirementOfValue(_ held: Value, _ name: String, _ v: Value, _ r: SourceRange) throws {
        guard let c = held.ref(ClassObject.self) else {
            throw Diagnostic.error("setting '\(name)' of a struct through a protocol's value is outside the supported Swift subset (docs/language.md §13): hold the struct in a variable of its own type", at: r)
        }
        let info = unit.structs[Int(c.value.index)]
        // A setter (a computed property's, or a stored one's observers) runs; else the slot is set.
        if case .function(let f)? = info.members.first(where: { tree.names[$0.key] == "$set " + name })?.value {
            _ = try invoke(unit.functions[Int(f)], [v], link: c.value.frame, at: nil)
            return
        }
        guard let i = info.field(name) else { try checkedError() }
        c.value.frame.slots[i] = .value(v)
    }

    /// A method of an instance not made yet (placed by the block of a class's placement, made
    /// after that class's setup) runs against its stored properties with their initial values,
    /// set now (and not again when it is made), so that what the method sets stays, as on an
    /// instance UIKit has made.
    func initializeStoredEarly(_ node: ViewNode) throws {
        let id = ObjectIdentifier(node)
        guard swiftInstances[id]?.node !== node, !storedEarly.contains(id),
              let p = pending.first(where: { $0.node === node }), let sw = p.component.swift else { return }
        let list = DrawList()
        let saved = (unit, frame, selfView, swiftTarget)
        (unit, frame, selfView, swiftTarget) = (p.component.unit, p.frame, node, .view(node, list))
        defer { (unit, frame, selfView, swiftTarget) = saved }
        try execAll(sw.stored, .view(node, list))
        storedEarly.insert(id)
    }

    /// The class and frame of an instance of a Swift class made in this run.
    /// `className`: the class the code names it by (a view's layer made by its layerClass is
    /// the view's node, with an instance of its own, Kinds/LayerClass.swift).
    func swiftInstance(_ node: ViewNode, as className: String? = nil) -> (node: ViewNode, component: Component, frame: Frame)? {
        if let cn = className, let l = layerInstances[ObjectIdentifier(node)], l.component.isKind(of: cn) { return l }
        if let i = swiftInstances[ObjectIdentifier(node)], i.node === node { return i }
        if let p = pending.first(where: { $0.node === node }) { return (node, p.component, p.frame) }
        return nil
    }

    /// `view.name = value` for a stored property of an instance of a class: before the
    /// instance is made (set up in its maker's code), kept until its stored properties have
    /// their initial values, then set; after, set in its frame.
    func setInstanceStored(_ node: ViewNode, _ name: String, _ v: Value, _ r: SourceRange, as className: String? = nil) throws {
        // A layer's property set from outside its code: a key its class may redraw for.
        if let d = node.layerDisplay, swiftInstance(node, as: className)?.component.swift?.isLayer == true { d.changedKeys.append(name) }
        // A computed property with a setter (a protocol's `{ get set }` requirement met by
        // one): its setter, against the instance once it is made.
        if let inst = swiftInstance(node, as: className), storedSlot(inst.component, name) == nil,
           let fk = inst.component.swift?.table.first(where: { inst.component.unit.functions[Int($0.function)].name == "$set " + name })?.function {
            guard swiftInstances[ObjectIdentifier(node)]?.node === node else {
                throw Diagnostic.error("'\(name)' of this \(node.kind) is set before the instance is made (after its maker's setup); its setter runs against a made instance", at: r)
            }
            try runSetter(fk, of: inst, v)
            return
        }
        guard let inst = swiftInstance(node, as: className), let slot = storedSlot(inst.component, name) else {
            throw Diagnostic.error("'\(name)' of this \(node.kind) cannot be set here", at: r)
        }
        if swiftInstances[ObjectIdentifier(node)]?.node === node || layerInstances[ObjectIdentifier(node)]?.component === inst.component {
            // Set from outside the instance's own code once it is made: its willSet and didSet
            // run (newValue, oldValue), as Swift runs them outside the instance's initializers.
            if let k = observerSetter(inst.component, name) { try runSetter(k, of: inst, v); return }
            inst.frame.slots[Int(slot)] = .value(v)
        } else if let k = observerSetter(inst.component, name) {
            observedPresets[ObjectIdentifier(node), default: []].append((k, v))
        } else {
            storedPresets[ObjectIdentifier(node), default: []].append((slot, v))
        }
    }

    /// The getter function `k` of an instance's class run against the instance. One placed by
    /// a class's block is made after that class's setup: read before, the getter runs against its stored
    /// properties' initial values (set now, as for a method called on it then) with the values
    /// set on it since, which stay queued for when it is made.
    func runGetter(_ k: Int32, of inst: (node: ViewNode, component: Component, frame: Frame), at n: NodeID?) throws -> Value {
        let id = ObjectIdentifier(inst.node)
        var restore: [(Int, Frame.Slot)] = []
        if swiftInstances[id]?.node !== inst.node {
            try initializeStoredEarly(inst.node)
            for (slot, v) in storedPresets[id] ?? [] {
                restore.append((Int(slot), inst.frame.slots[Int(slot)]))
                inst.frame.slots[Int(slot)] = .value(v)
            }
        }
        let cu = inst.component.unit
        let saved = (unit, selfView)
        (unit, selfView) = (cu, inst.node)
        defer {
            (unit, selfView) = saved
            for (i, s) in restore.reversed() { inst.frame.slots[i] = s }
        }
        return try invoke(cu.functions[Int(k)], [], link: inst.frame, at: n)
    }

    /// The setter function `k` of an instance's class run against the instance (its code's
    /// `self`), given the new value.
    func runSetter(_ k: Int32, of inst: (node: ViewNode, component: Component, frame: Frame), _ v: Value) throws {
        let cu = inst.component.unit
        let saved = (unit, selfView)
        (unit, selfView) = (cu, inst.node)
        defer { (unit, selfView) = saved }
        _ = try invoke(cu.functions[Int(k)], [v], link: inst.frame, at: nil)
    }

    /// The setter that runs the observers of the stored property `name` of class `c`, if it has
    /// any (SwiftLowering's `$set name`).
    func observerSetter(_ c: Component, _ name: String) -> Int32? {
        c.swift?.table.first(where: { c.unit.functions[Int($0.function)].name == "$set " + name })?.function
    }

    /// The slot of the stored property `name` in an instance's frame of class `c`.
    func storedSlot(_ c: Component, _ name: String) -> Int32? {
        let t = c.unit.tree
        for k in c.lineage.reversed() {
            for m in t.classDecl(k.node).members where t.kind(m) == .varDecl && t.names[t.varDecl(m).name] == name {
                // (One declared without a value, `var tick: UIColor`, which its init sets: the same slot.)
                if case .bind(let slot) = c.unit.res[m.index] { return slot }
                if case .declareOnly(let slot) = c.unit.res[m.index] { return slot }
            }
        }
        // An @IBInspectable, bound as the instance is made, or UIControl's state (`isSelected`),
        // which the class holds as a stored property of its own: a parameter of its frame.
        return c.params.first(where: { $0.name == name })?.slot
    }

    /// The stored properties set on an instance before it was made: over what its init left
    /// in them (their initial values when it has no init).
    func applyStoredPresets(_ node: ViewNode, _ frame: Frame) {
        guard let presets = storedPresets.removeValue(forKey: ObjectIdentifier(node)) else { return }
        for (slot, v) in presets { frame.slots[Int(slot)] = .value(v) }
    }
}
