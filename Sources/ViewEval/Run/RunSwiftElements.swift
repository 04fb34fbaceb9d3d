// Assigning to an element of a list (Check/CheckSwiftElements.swift): the list read from its
// variable, the element replaced (or a member of it), the list written back — a value, as
// Swift's arrays are.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    func assignElement(_ s: NodeID, _ a: Assignment, hops: Int32, slot: Int32, before: [String], after: [String]) throws {
        let x = tree.assign(s)
        let r = tree.range(s)
        var sub = x.target
        for _ in after { sub = tree.member(sub).base }
        let list = tree.subscripted(sub)
        if hops < 0 { _ = try staticValue(slot, at: list.base) }
        let f = hops < 0 ? staticFrame : frameUp(hops)
        let index = try eval(list.index)
        var v = try eval(x.value)
        if let t = a.type { v = v.zeroed(as: t) }
        // (Asked without binding the value, which would hold the dictionary a second time.)
        func holdsDictionary() -> Bool {
            if case .value(let held) = f.slots[Int(slot)] { return held.dictionary != nil }
            return false
        }
        if before.isEmpty, a.observer == nil, holdsDictionary() {
            try countWork(1, r)
            if case .void = v {} else if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
            let changed = try changeDictionary(hops: hops, slot: slot, at: list.base) { d in
                if case .void = v { d.remove(index) } else { try d.set(index, v, at: r) }
                return .void
            }
            if changed != nil { return }
        }
        guard case .value(let root) = f.slots[Int(slot)] else {
            throw Diagnostic.error("'\(tree.name(rootName(list.base)))' is used before it has a value", at: tree.range(list.base))
        }
        let held = try readMembers(root, before)
        if var d = held.dictionary {
            try countWork(1, r)
            // `d[k] = v` inserts or replaces; `d[k] = nil` removes k.
            if case .void = v { d.remove(index) } else {
                if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
                try d.set(index, v, at: r)
            }
            try store(.boxed(d))
            return
        }
        let element = try subscriptValue(held, index, tree.range(list.base), tree.range(list.index))
        guard case .list(var items) = held else { try checkedError() }
        if a.operation >= 0 {
            let old = try readMembers(element, after)
            try touch(old, r); try touch(v, r)
            v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
        } else if a.userOperation >= 0 {
            v = try compoundOperatorFunction(a.userOperation, try readMembers(element, after), v)
        }
        if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
        items[Int(index.num)] = try writeMembers(element, after, v)
        try store(.list(items))
        /// The changed list (or dictionary) stored where it is held, or given to the setter of
        /// the property with observers that holds it.
        func store(_ changed: Value) throws {
            if let observer = a.observer { try writeBack(observer, changed, at: s); return }
            f.slots[Int(slot)] = .value(try writeMembers(root, before, changed))
        }
    }
}
