// The deferred canvas body (Parser.parse(_:deferCanvasBody:)): when the checker meets it, it
// records what checking the body needs — its scopes and declarations, its place, its frame —
// and goes on with the file. The body is checked later, a statement at a time while the canvas
// runs (Run/DeferredBody.swift), with that state restored: each statement sees what it would
// have seen had the body been checked where it stands.
//
// One thing differs in time: the file's components are checked once its top level is, so when
// the body is checked later they are checked already, while where the body stands they were
// not, and an instance typed their parameters quietly in the file's scope as far as it had been
// read (`parameterTypes`). Those types are taken now, where the body stands.

import FoundationEssentials
import Glibc
import ViewSyntax

extension Checker {
    struct Snapshot {
        let block: NodeID
        let decls: [Decl]
        let innermost: [Int32]
        let scopes: [Int]
        let place: Place
        let inView: Bool, inPage: Bool
        let fnLevel: Int32
        /// The parameter types of the file's components not checked yet, by component.
        let parameterTypes: [Int32: [(name: String, type: VType?)]]
    }

    /// Records the state the body of block `s` is checked in (its scope is open).
    func deferBody(_ s: NodeID) {
        var types: [Int32: [(name: String, type: VType?)]] = [:]
        for c in unit.components.values.sorted(by: { $0.nameRange.start < $1.nameRange.start }) where !c.checked {
            types[c.index] = parameterTypes(c)
        }
        unit.deferredCheck = Snapshot(block: s, decls: decls, innermost: innermost, scopes: scopes, place: place,
                                      inView: inView, inPage: inPage, fnLevel: fnLevel, parameterTypes: types)
    }

    /// Puts the checker back where the deferred body stands; its slots go on from the file's.
    func restore(_ snap: Snapshot) {
        decls = snap.decls
        innermost = snap.innermost
        scopes = snap.scopes
        place = snap.place
        inView = snap.inView
        inPage = snap.inPage
        fnLevel = snap.fnLevel
        frameComponent = -1
        frameSize = unit.frameSize
        presetParameterTypes = snap.parameterTypes
        argTypes.removeAll()
        silent = false
    }
}
