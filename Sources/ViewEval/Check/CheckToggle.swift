// Bool's `toggle()`, Swift's mutating method: `isOn.toggle()` is `isOn = !isOn`, the Bool read
// and written back where it is held (a `var`, a stored property, a struct's `var` member), as
// a list's changing methods are (RunListMutations.swift runs it).

import ViewSyntax

extension Checker {
    /// `b.toggle()` on a Bool; nil when the call is not that.
    func boolToggleCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: String) -> VType?? {
        guard name == "toggle", bt == .bool, tree.callArgCount(n) == 0 else { return nil }
        guard let target = mutableLValue(base, what: "cannot use mutating member on immutable value") else { return .some(nil) }
        unit.listMutations.append(ListMutationCall(method: .toggle, target: target))
        unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
        return .some(.void)
    }
}
