// Assigning to an element of a list, as Swift's arrays allow on a `var`: `points[0] = p`,
// `values[i] += 1`, `points[i].x = 3`. A list is a value: the variable (or the `var` member
// of a struct it holds) gets the list with the element replaced. An index outside the list
// is an error where it is written, as Swift traps there.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// The setter `points[0] = p` goes through when `list` (`points`, `self.points`,
    /// `model.items`) is, or is a member of, a property with observers, as Swift runs them for
    /// a change of an element: `.setter`, or `.memberThroughSetter` for a member.
    func elementObserver(_ list: NodeID) -> AssignTarget? {
        observedPlace(list)
    }

    /// The setter a change of the place `n` goes through when it is (or is a member of) a
    /// property with observers or a computed setter: `.setter` or `.memberThroughSetter`; nil
    /// for a plain variable. Asked quietly: the place itself was checked, and reported, by the caller.
    func observedPlace(_ n: NodeID) -> AssignTarget? {
        let wasSilent = silent
        silent = true
        defer { silent = wasSilent }
        guard let t = mutableLValue(n, what: "", throughSetter: true) else { return nil }
        if case .slot = t { return nil }
        return t
    }

    /// `list[i] (.member)* op= value`: `after` are the members written after the subscript.
    func checkElementAssign(_ s: NodeID, _ op: Operator, _ value: NodeID, _ vt: VType?, after: [String], subscript sub: NodeID) {
        let x = tree.subscripted(sub)
        let tr = tree.range(tree.assign(s).target)
        unit.res[s.index] = .error
        if tree.kind(x.base) == .subscripted {
            error("assigning to an element of a list in a list is outside the supported Swift subset", tr); return
        }
        let lt = expr(x.base)
        let it = expr(x.index)
        // `dots[1].isOn = true`, `subviews[2].backgroundColor = .red`: a view is a reference,
        // so its property is set on the element itself, the list left as it is (a `let` too).
        if case .list(.view(let vk)?)? = lt, !after.isEmpty {
            if let it, it.valueType != .number { error("a list index is a Number, not \(article(it))", tree.range(x.index)); return }
            viewValueAssign(s, (op, tree.assign(s).target, value), vk, after, vt, tr)
            return
        }
        // `paths[1].lineWidth = 4`: a path's (a paragraph style's, a shadow's) setting, on the element.
        if case .list(let et?)? = lt, after.count == 1, isReference(et) {
            if let it, it.valueType != .number { error("a list index is a Number, not \(article(it))", tree.range(x.index)); return }
            if referenceSettingAssign(s, (op, tree.assign(s).target, value), et, after[0], vt, tr) { return }
        }
        // A member of an instance of a class held in a `let` list: the instance changes, not the list.
        var holdsInstances = false
        if case .list(let et?)? = lt, !after.isEmpty, isClassValue(et) { holdsInstances = true }
        guard case .slot(let hops, let slot, let before)? = mutableLValue(x.base, what: "cannot assign through subscript",
                                                                         constantHolds: holdsInstances) else { return }
        guard let lt else { return }
        if case .dictionary(let kt, let vt0) = lt {
            checkDictionaryElementAssign(s, op, value, vt, key: kt, element: vt0, index: it, target: .slot(hops: hops, slot: slot, members: before), after: after, subscript: sub)
            if case .assign(let k) = unit.res[s.index] { unit.assignments[Int(k)].observer = elementObserver(x.base) }
            return
        }
        if lt == .string {
            // Swift's String subscript reads a Character; changing one is `replaceSubrange`'s.
            error("cannot assign through subscript: a String's subscript is get-only", tree.range(x.base)); return
        }
        guard case .list(let et) = lt else {
            notSubscriptable(lt, tree.range(x.base)); return
        }
        if let it, it.valueType != .number {
            error("a list index is a Number, not \(article(it))", tree.range(x.index)); return
        }
        var t = et
        var after = after
        for (mi, m) in after.enumerated() {
            guard let bt = t else { break }
            if let step = tupleMemberStep(bt, m, tr) {
                guard let (place, et) = step else { return }
                after[mi] = place
                t = et
                continue
            }
            if case .structure(_, let k) = bt {
                checkStruct(k)
                let info = unit.structs[Int(k)]
                guard let i = info.field(m) else {
                    // `cells[1].cellCount = 4`: a computed property's setter (Checker.memberSetterAssign).
                    if mi == after.count - 1, memberSetterAssign(s, (op, tree.assign(s).target, value), k, m, vt, tr) { return }
                    error("value of type '\(info.name)' has no settable member '\(m)'", tr); return
                }
                if !info.fields[i].isVar { error("cannot assign to property: '\(m)' is a 'let' constant", tr); return }
                // `cells[1].value = 4` of a property with observers: its setter, which runs them
                // (deeper, they would be skipped: named rather than drawn wrong).
                if case .function? = info.members[names.intern("$set " + m)] {
                    if mi == after.count - 1, memberSetterAssign(s, (op, tree.assign(s).target, value), k, m, vt, tr) { return }
                    error("setting '\(m)', a property with observers, from outside '\(info.name)' is outside the supported Swift subset: set it in a method of '\(info.name)'", tr)
                    return
                }
                t = info.fields[i].type
                continue
            }
            guard let mt = registry.settableMembers[bt.valueType]?[m] else { error("\(bt.name) has no settable member '\(m)'", tr); return }
            t = mt
        }
        var operation: Int32 = -1, userOperation: Int32 = -1
        if op != .none {
            guard let t, let vt else { return }
            if let k = compoundOperatorFunction(s, op, t, vt) {
                userOperation = k
            } else {
                operation = arithmeticOperation(op, t, vt, tr)
                if operation < 0 { return }
            }
        } else if let t, !accepts(t, vt, at: tree.range(value), what: "an element of '\(tree.range(x.base).file?.text(tree.range(x.base)) ?? "the list")'") {
            return
        }
        var assignment = Assignment(target: .listElement(hops: hops, slot: slot, before: before, after: after), operation: operation,
                                    userOperation: userOperation, type: t?.zeroType)
        // A member of an instance of a class in the list changes the instance, not the list:
        // Swift only reads the list, and its property's observers do not run.
        assignment.observer = holdsInstances ? nil : elementObserver(x.base)
        unit.assignments.append(assignment)
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
    }
}
