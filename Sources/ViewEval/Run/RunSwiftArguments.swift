// Running the arguments Swift passes in ways of their own (Check/CheckSwiftArguments.swift):
// a variadic parameter's values as a list, an inout parameter's value copied back to the
// caller's variable when the function returns, and UIColor's getRed/getHue writing a color's
// components to variables.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// An argument that is nil (`f(nil)`), told from one left out (`.void`, which takes the
    /// parameter's default): `func f(_ x: Int? = 5)` called `f(nil)` has x nil, as Swift's.
    /// `bindArgument` makes it nil again; no name or case can be spelled so.
    static let nilArgument = Value.symbol("\u{0}nil")

    /// The value for a parameter from a call's map entry: an argument (`ai` ≥ 0; nil as
    /// `nilArgument`), `.void` for its default (-1), or a variadic parameter's arguments as a
    /// list (-2 - k).
    @inline(__always)
    func userArgument(_ ai: Int, _ n: NodeID, isCall: Bool) throws -> Value {
        if ai >= 0 {
            guard isCall else { return .void }
            let v = try eval(tree.callArgValue(n, ai))
            if case .void = v { return Runner.nilArgument }
            return v
        }
        if ai == -1 || !isCall { return .void }
        let span = unit.variadicSpans[-ai - 2]
        var items: [Value] = []
        items.reserveCapacity(span.count)
        for k in span.start..<(span.start + span.count) { items.append(try eval(tree.callArgValue(n, k))) }
        return .list(items)
    }

    /// The value a parameter of type `type` with the default `d` holds for the argument `a`
    /// (`userArgument`'s): the default when it was left out, nil when it was nil.
    @inline(__always)
    func bindArgument(_ a: Value, _ d: NodeID?, _ type: VType?) throws -> Value {
        if case .void = a, let d { return try eval(d).zeroed(as: type?.zeroType ?? .symbol) }
        if case .symbol(let s) = a, s.utf8.first == 0 { return .void }
        return a.zeroed(as: type?.zeroType ?? .symbol)
    }

    /// Copies the inout parameters' values of the frame `callee` of `f`, called at `n`, back
    /// to the caller's variables (`caller` is the frame the call was made in).
    func copyOut(_ f: UserFunction, _ callee: Frame, to caller: Frame, _ n: NodeID) throws {
        guard let backs = unit.inoutWriteBacks[n.raw] else { return }
        var values: [Value] = []
        for b in backs {
            guard case .value(let v) = callee.slots[Int(f.params[b.param].slot)] else { try checkedError() }
            values.append(v)
        }
        frame = caller
        defer { frame = callee }
        for (b, v) in zip(backs, values) { try writeBack(b.target, v, at: n) }
    }

    /// Stores `v` where an inout argument (or a mutating method's value) came from.
    func writeBack(_ target: AssignTarget, _ v: Value, at n: NodeID) throws {
        // A property with observers or a computed setter (Checker.setterTarget): set through it.
        if case .setter(let k, let hops) = target {
            let link = frameUp(hops)
            _ = try invoke(unit.functions[Int(link.overrides?[k] ?? k)], [v], link: link, at: nil)
            return
        }
        if case .memberThroughSetter(let k, let hops, let slot, let members) = target {
            let link = frameUp(hops)
            guard case .value(let root) = link.slots[Int(slot)] else { try checkedError() }
            _ = try invoke(unit.functions[Int(link.overrides?[k] ?? k)], [try writeMembers(root, members, v)], link: link, at: nil)
            return
        }
        if case .instanceMemberThroughSetter(let hops, let slot, let before, let name, let members) = target {
            try setObservedMember(hops: hops, slot: slot, before: before, name: name, members: members, at: n) { _ in v }
            return
        }
        guard case .slot(let hops, let slot, let members) = target else { try checkedError() }
        if hops < 0 { _ = try staticValue(slot, at: n) }
        let f = hops < 0 ? staticFrame : frameUp(hops)
        if members.isEmpty { f.slots[Int(slot)] = .value(v); return }
        guard case .value(let root) = f.slots[Int(slot)] else { try checkedError() }
        f.slots[Int(slot)] = .value(try writeMembers(root, members, v))
    }

    /// The property `name` of the instance of a plain class held in the slot (`hops` frames up,
    /// a static's when below 0), or in its `before` members, set whole to its value with
    /// `members` changed by `change` (of their old value), through the class's setter, which
    /// runs its observers (AssignTarget.instanceMemberThroughSetter).
    func setObservedMember(hops: Int32, slot: Int32, before: [String], name: String, members: [String], at n: NodeID, _ change: (Value) throws -> Value) throws {
        if hops < 0 { _ = try staticValue(slot, at: n) }
        let f = hops < 0 ? staticFrame : frameUp(hops)
        guard case .value(let root) = f.slots[Int(slot)] else { try checkedError() }
        let held = try readMembers(root, before)
        guard let c = held.ref(ClassObject.self) else { try checkedError() }
        let info = unit.structs[Int(c.value.index)]
        let current: Value
        if let i = info.field(name) {
            guard case .value(let v) = c.value.frame.slots[i] else { try checkedError() }
            current = v
        } else if case .getter(let g)? = info.members.first(where: { tree.names[$0.key] == name })?.value {
            // A computed property's value: its getter (the instance's class's override of it) runs.
            current = try invoke(unit.functions[Int(c.value.frame.overrides?[g] ?? g)], [], link: c.value.frame, at: n)
        } else {
            try checkedError()
        }
        let changed = try change(try readMembers(current, members))
        try setRequirementOfValue(held, name, try writeMembers(current, members, changed), tree.range(n))
    }

    /// `color.getRed(&r, green: &g, blue: &b, alpha: &a)`, `getHue(&h, saturation: &s,
    /// brightness: &b, alpha: &a)`: UIKit's components of an sRGB color (hue as a fraction of
    /// a turn, 0 for a gray), written to the variables given.
    func colorComponents(_ n: NodeID, hsb: Bool) throws -> Value {
        let c = try eval(tree.member(tree.callCallee(n)).base).color
        var parts = [c.red, c.green, c.blue, c.alpha]
        if hsb {
            let hi = max(c.red, c.green, c.blue), lo = min(c.red, c.green, c.blue), d = hi - lo
            var h = 0.0
            if d > 0 {
                if hi == c.red { h = (c.green - c.blue) / d } else if hi == c.green { h = (c.blue - c.red) / d + 2 } else { h = (c.red - c.green) / d + 4 }
                h /= 6
                if h < 0 { h += 1 }
            }
            parts = [h, hi == 0 ? 0 : d / hi, hi, c.alpha]
        }
        for b in unit.inoutWriteBacks[n.raw] ?? [] { try writeBack(b.target, .number(parts[b.param]), at: n) }
        return .bool(true)
    }
}

extension Runner {
    /// A built-in method that writes to the variables passed with `&` (InoutMethod): the
    /// value written (when the method writes one) to each, and the method's result.
    func inoutMethod(_ n: NodeID, _ k: Int) throws -> Value {
        let base = try eval(tree.member(tree.callCallee(n)).base)
        let (result, written) = InoutMethod.all[k].body(base)
        if let written {
            for b in unit.inoutWriteBacks[n.raw] ?? [] { try writeBack(b.target, written, at: n) }
        }
        return result
    }
}
