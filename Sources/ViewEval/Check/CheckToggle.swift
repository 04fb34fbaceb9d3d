// Bool's `toggle()`, Swift's mutating method: `isOn.toggle()` is `isOn = !isOn`, the Bool read
// and written back where it is held (a `var`, a stored property, a struct's `var` member), as
// a list's changing methods are (RunListMutations.swift runs it).

import ViewSyntax

extension Checker {
    /// `b.toggle()` on a Bool; nil when the call is not that.
    func boolToggleCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: String) -> VType?? {
        guard name == "toggle", bt == .bool, tree.callArgCount(n) == 0 else { return nil }
        // `other.isSelected.toggle()`, `knob.isOn.toggle()`: a property of another view of the
        // file (a reference, so a `let` holding it may change it), set through the instance.
        if tree.kind(base) == .member, case .dispatch(let d) = unit.res[base.index],
           case .requirementProperty(let property, let className) = unit.dispatches[Int(d)] {
            guard let className else {
                error("toggle() of a protocol's requirement is outside the supported Swift subset (docs/language.md §13); write 'x.\(property) = !x.\(property)'", tree.range(n))
                return .some(nil)
            }
            guard instancePropertySettable(className, property, at: tree.range(base)) else { return .some(nil) }
            unit.listMutations.append(ListMutationCall(method: .toggle, target: .instanceStored(property, depth: 1, className: className)))
            unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
            return .some(.void)
        }
        guard let target = mutableLValue(base, what: "cannot use mutating member on immutable value", throughSetter: true) else { return .some(nil) }
        unit.listMutations.append(ListMutationCall(method: .toggle, target: target))
        unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
        return .some(.void)
    }

    /// Whether the property `name` of the file's class `vk` may be set from outside: a `var`
    /// or a computed property with a setter, its own or inherited, or UIControl's state;
    /// false with the error that Swift gives for a `let` or a get-only property.
    func instancePropertySettable(_ vk: String, _ name: String, at r: SourceRange) -> Bool {
        guard let c = unit.visible[names.intern(vk)], c.unit === unit, tree.kind(c.node) == .classDecl else { return true }
        let members = c.lineage.flatMap { tree.classDecl($0.node).members }
        guard let m = members.last(where: { tree.kind($0) == .varDecl && names[tree.varDecl($0).name] == name }) else { return true }
        let v = tree.varDecl(m)
        if v.flags.contains(.computed), !members.contains(where: { tree.kind($0) == .funcDecl && names[tree.funcDecl($0).name] == "$set " + name }) {
            error("cannot assign to property: '\(name)' is a get-only property", r); return false
        }
        if !v.flags.contains(.isVar), !v.flags.contains(.computed) { error("cannot assign to property: '\(name)' is a 'let' constant", r); return false }
        return true
    }
}
