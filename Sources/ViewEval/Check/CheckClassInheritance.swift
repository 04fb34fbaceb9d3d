// A class that is not a view inheriting from another such class of the file (`class RainFace:
// InstrumentFace`), as Swift's classes inherit: an instance of the heir holds its base's stored
// properties first, at the same slots, then its own, so the base's methods run on it as they
// are; the heir's code sees the base's properties and methods as its own; a method (or computed
// property) the heir overrides runs in the base's place on the heir's instances, wherever the
// call was written (Frame.overrides, the heir's vtable); `super.m(…)` runs the base's own and
// `super.init(…)` a designated initializer of the base on the instance being made; an heir
// that writes no designated initializer inherits its base's (Swift's rule when its own stored
// properties all have values); and an heir's instance is a value of its base's type.

import ViewSyntax

extension Checker {
    /// Takes the base of struct `k` (a class) in before its members are declared: the base is
    /// checked first, its stored properties become the first fields, and its properties and
    /// instance members are declared in the current scope (the heir's own, declared in a scope
    /// inside it, hide them).
    func inheritBase(_ s: NodeID, _ k: Int32) {
        guard let sup = tree.referenceSuperclass(s) else { return }
        let info = unit.structs[Int(k)]
        guard case .structType(let bk)? = lookup(sup.name), unit.structs[Int(bk)].isClass else {
            error("'\(names[sup.name])' is not a class of this file that is not a view; '\(info.name)' can inherit only from one", sup.range)
            return
        }
        let base = unit.structs[Int(bk)]
        // (A base being checked is making its heir: in a method's body, once the base's members
        // are known, it may; in a static property's value, before them, it cannot.)
        if base.state == .checking && !base.membersKnown {
            error("'\(info.name)' is made in a static property of its base '\(base.name)', before the base's members are known: this is outside the supported Swift subset (docs/language.md §13)", sup.range)
            return
        }
        checkStruct(bk)
        info.base = bk
        info.fields = base.fields
        info.fieldKinds = base.fieldKinds
        info.fieldTupleKinds = base.fieldTupleKinds
        info.fieldTupleTrees = base.fieldTupleTrees
        info.lazyFields = base.lazyFields
        frameSize = base.fields.count
        for (i, f) in base.fields.enumerated() {
            declare(names.intern(f.name), .swift(level: 0, slot: Int32(i), type: f.type, mutability: f.isVar ? 1 : 0))
            // Its number kind, as the base's own code reads it (`n / 2` of a base's `var n = 7` is 3).
            if let k = base.fieldKinds[i] { markKind(k) }
            decls[decls.count - 1].tupleKinds = base.fieldTupleKinds[i]
            decls[decls.count - 1].tupleTree = base.fieldTupleTrees[i]
        }
        for (n, b) in base.members { declare(n, b) }
    }

    /// After the heir's members are declared: its vtable (the base's methods it overrides,
    /// by name and labels, and those the base's own ancestors' methods now run), and the
    /// base's designated initializers when it writes none.
    func finishInheritance(_ k: Int32, ownFunctions: [(NodeID, Int32)]) {
        let info = unit.structs[Int(k)]
        guard let bk = info.base else { return }
        let base = unit.structs[Int(bk)]
        // A base's stored property is read by its slot wherever the base's code reads it: an
        // heir's own property of that name (a computed override, or one adding observers)
        // would not be what that code reads.
        for m in tree.structDecl(info.node).members where tree.kind(m) == .varDecl {
            let v = tree.varDecl(m)
            if !v.flags.contains(.isStatic), base.field(names[v.name]) != nil {
                if !v.flags.contains(.isOverride) {
                    error(v.flags.contains(.computed) ? "overriding declaration requires an 'override' keyword" : "cannot override with a stored property '\(names[v.name])'", v.nameRange)
                } else {
                    error("overriding '\(names[v.name])', a stored property of '\(base.name)', is outside the supported Swift subset (docs/language.md §13)", v.nameRange)
                }
            }
        }
        var own: [String: Int32] = [:]
        for (m, f) in ownFunctions { if let key = memberKey(m) { own[key] = f } }
        for (_, b) in base.members {
            let group: [Int32]
            switch b {
            case .function(let f): group = overloads[f] ?? [f]
            case .getter(let f): group = [f]
            default: continue
            }
            for f in group { if let key = memberKey(unit.functions[Int(f)].node), let mine = own[key] { info.overrides[f] = mine } }
        }
        for (k0, k1) in base.overrides { info.overrides[k0] = info.overrides[k1] ?? k1 }
        // The base's members the heir does not declare are its too (one it declares hides
        // the base's of that name, its overloads included).
        for (n, b) in base.members where info.members[n] == nil { info.members[n] = b }
        // Its static members too (`Sub.size`, `Sub.make()`): a static stored property is one
        // for the base and its heirs. An heir overriding a `class func` or `class var` of its
        // base would have the base's static methods called on it dispatch to its own (Swift's
        // `self` in a class method is the type it was called on), which they do not here: it
        // then has the base's stored statics alone, and a static method of the base named
        // through it is an error rather than the base's answer.
        let overridesStatic = info.statics.keys.contains { base.statics[$0] != nil }
        for (n, b) in base.statics where info.statics[n] == nil {
            if overridesStatic, !{ if case .swift = b { return true }; return false }() { continue }
            info.statics[n] = b
        }
        // An heir that writes no designated init (its own properties all having values)
        // inherits the base's designated inits, and so its convenience inits (Swift's rules 1
        // and 2 of initializer inheritance).
        if info.inits.allSatisfy({ info.convenience.contains($0) }), info.fields[base.fields.count...].allSatisfy({ $0.value != nil }) {
            info.inits = base.inits + info.inits
            info.convenience.formUnion(base.convenience)
            if !base.inits.isEmpty { info.memberwise = nil }
        } else {
            // One that writes an init of each designated init's labels (its overrides) inherits
            // the convenience ones too (rule 2); their `self.init(…)` runs its override on its
            // instances, through its vtable, as a method's call does.
            func key(_ f: Int32) -> String? { memberKey(unit.functions[Int(f)].node) }
            let designated = base.inits.filter { !base.convenience.contains($0) }
            var mine: [String: Int32] = [:]
            for f in info.inits where !info.convenience.contains(f) { if let k = key(f), mine[k] == nil { mine[k] = f } }
            let overriding = designated.compactMap { f in key(f).flatMap { mine[$0] }.map { (f, $0) } }
            if !designated.isEmpty, overriding.count == designated.count {
                for (f, g) in overriding { info.overrides[f] = g }
                let written = Set(info.inits.compactMap(key))
                let inherited = base.inits.filter { base.convenience.contains($0) && !written.contains(key($0) ?? "") }
                info.inits += inherited
                info.convenience.formUnion(inherited)
            }
        }
    }

    /// Whether the code being checked is an heir's (a class that is not a view, with a base):
    /// its `super` is the base class, not UIKit's.
    var inHeir: Bool { currentStruct.map { unit.structs[Int($0)].base != nil } ?? false }

    /// Checks structs `a` and `b` (their bases known), for a test of how they are related; true.
    func checkBoth(_ a: Int32, _ b: Int32) -> Bool {
        checkStruct(a); checkStruct(b)
        return true
    }

    /// Whether struct `k` is, or inherits from, class `ancestor`.
    func structInherits(_ k: Int32, from ancestor: Int32) -> Bool {
        unit.lineage(k).contains(ancestor)
    }

    /// `super.name` in an heir's code: the base's computed property (its own getter, not an
    /// override) or stored property.
    func superMember(_ n: NodeID, _ name: Name, _ nr: SourceRange) -> VType? {
        let base = unit.structs[Int(unit.structs[Int(currentStruct!)].base!)]
        if case .getter(let k)? = base.members[name] {
            let t = getterCall(n, k)
            if case .userCall(let i) = unit.res[n.index] { unit.calls[Int(i)].direct = true }
            return t
        }
        if let i = base.field(names[name]) {
            unit.res[n.index] = swiftSlotRes(0, Int32(i))
            return base.fields[i].type
        }
        unit.res[n.index] = .error
        error("'\(base.name)' has no property '\(names[name])'", nr)
        return nil
    }

    /// The nearest class of the file that the instances of types `ts` all are (`[Circle(),
    /// Square()]` of two heirs of `Shape` is a `[Shape]`, as Swift infers it); nil if none.
    func commonBaseClass(_ ts: [VType?]) -> VType? {
        var ks: [Int32] = []
        for t in ts { guard case .structure(_, let k)? = t, unit.structs[Int(k)].isClass else { return nil }; ks.append(k) }
        guard let first = ks.first, let a = unit.lineage(first).first(where: { a in ks.allSatisfy { structInherits($0, from: a) } }) else { return nil }
        return .structure(unit.structs[Int(a)].name, a)
    }

    /// `super.init(…)` in a designated initializer of an heir: a designated initializer of the
    /// base, run on the instance being made; `super.m(…)`: the base's own method, not an
    /// override. Nil where `super` is not an heir's.
    func superCall(_ n: NodeID, _ m: (base: NodeID, name: Name, nameRange: SourceRange)) -> VType?? {
        guard let sk = currentStruct, let bk = unit.structs[Int(sk)].base else { return nil }
        unit.res[m.base.index] = .none
        let base = unit.structs[Int(bk)]
        if names[m.name] == "init" {
            guard let current = currentFunction, current.name == "init", fnLevel == 1 else {
                typeArgs(ofCall: n)
                error("'super.init(…)' is called in an initializer", m.nameRange)
                return .some(nil)
            }
            let candidates = initializers(bk).filter { !base.convenience.contains($0.0) }
            for (fk, f) in candidates where candidates.count == 1 || matchArguments(n, f, quiet: true) != nil {
                guard let map = matchArguments(n, f) else { return .some(nil) }
                unit.structMakers.append(StructMaker(structIndex: bk, function: fk, argForParam: map, delegateHops: 1))
                unit.res[n.index] = .makeStruct(Int32(unit.structMakers.count - 1))
                return .some(.void)
            }
            typeArgs(ofCall: n)
            error("no designated initializer of '\(base.name)' takes these arguments (\(candidates.map { "'\($0.1.signature)'" }.joined(separator: ", ")))", m.nameRange)
            return .some(nil)
        }
        guard case .function(let k)? = base.members[m.name] else {
            typeArgs(ofCall: n)
            error("'\(base.name)' has no method '\(names[m.name])'", m.nameRange)
            return .some(nil)
        }
        let t = userCall(n, k, hopsFrom: 0)
        if case .userCall(let i) = unit.res[n.index] { unit.calls[Int(i)].direct = true }
        return .some(t)
    }
}
