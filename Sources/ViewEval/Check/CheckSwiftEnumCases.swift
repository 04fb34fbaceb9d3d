// Enum cases with associated values, as control code passes its options
// (`case minTrackTint(UIColor)`, `applyAttributes([.minTrackTint(.red), .trackWidth(2)])`):
// made with `Name.case(values)` or `.case(values)` (the enum of the file that has such a case),
// taken apart by `switch` (`case .minTrackTint(let c):`, `case let .trackWidth(w):`) and by
// `if case .trackWidth(let w) = option` (lowered to a switch). A case written without its
// values in a pattern (`case .minTrackTint:`) matches whatever it holds.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// The associated values of enum `k`'s cases, from its declaration.
    func recordAssociatedValues(_ s: NodeID, _ k: Int32) {
        let cases = tree.enumDecl(s).cases
        for (ci, values) in tree.enumAssociated(s) {
            unit.enums[Int(k)].associated[names[cases[ci].name]] = values.map { ($0.label.map { names[$0] }, swiftType($0.type)) }
            unit.enums[Int(k)].associatedKinds[names[cases[ci].name]] = values.map { numberKind(ofType: $0.type) ?? .double }
        }
    }

    /// `.name(values)` with no type written: the one enum of the file with such a case. Where
    /// several enums have one, Swift takes the enum the context expects: the call waits, as an
    /// extension's static function of several types does (`resolveImplicitCall`), and one no
    /// context names is Swift's error (`unresolvedImplicitCalls`).
    func implicitEnumCaseCall(_ n: NodeID, _ r: SourceRange) -> VType? {
        let callee = tree.callCallee(n)
        let name = names[tree.nameOf(callee)]
        let owners = unit.enums.indices.filter { unit.enums[$0].associated[name] != nil }
        if owners.count > 1 {
            unit.res[n.index] = .error
            pendingImplicitCalls[tree.range(n).lower] = n
            return .symbol(name)
        }
        guard owners.count == 1 else {
            typeArgs(ofCall: n)
            error("'.\(name)(…)' is no case with associated values of an enum of this file", tree.range(callee))
            return nil
        }
        return enumCaseCall(n, Int32(owners[0]), name, tree.range(callee))
    }

    /// The enums of the file with a case `name` holding values.
    func enumsWithValueCase(_ name: String) -> [String] {
        unit.enums.filter { $0.associated[name] != nil }.map(\.name)
    }

    /// `Name.case(values)`: each value of the case's type, with its label.
    func enumCaseCall(_ n: NodeID, _ k: Int32, _ name: String, _ nr: SourceRange) -> VType? {
        let info = unit.enums[Int(k)]
        guard let params = info.associated[name] else { return nil }
        let argc = tree.callArgCount(n)
        guard argc == params.count else {
            typeArgs(ofCall: n)
            error("'.\(name)' of '\(info.name)' holds \(params.count) value\(params.count == 1 ? "" : "s"), not \(argc)", nr)
            return nil
        }
        var ok = true
        for (i, p) in params.enumerated() {
            let a = tree.callArgValue(n, i)
            let t = expr(a)
            let label = tree.callArgLabel(n, i).map { names[$0] }
            if label != p.label {
                error("value \(i + 1) of '.\(name)' is written \(p.label.map { "'\($0): …'" } ?? "without a label")", tree.range(a)); ok = false
            } else if let want = p.type, !accepts(want, t, at: tree.range(a), what: "value \(i + 1) of '.\(name)'") {
                ok = false
            }
        }
        guard ok else { return nil }
        unit.res[n.index] = .function(form: registry.functions[Builtins.enumCaseName]![0], defaults: 0)
        return .enumeration(info.name)
    }

    /// A `case .name(let a, _)` pattern of a switch over a value of type `t`: the case's name
    /// and the names it binds with their types (nil: reported).
    func casePatternBindings(_ p: NodeID, _ t: VType?) -> (name: String, binds: [(Name, VType?, NodeID)])? {
        unit.res[p.index] = .error
        let callee = tree.callCallee(p)
        let name = tree.kind(callee) == .member ? names[tree.member(callee).name] : names[tree.nameOf(callee)]
        guard case .enumeration(let e)? = t, let k = unit.enums.firstIndex(where: { $0.name == e }) else {
            if let t { error("a case pattern with values matches an enum's value, not \(article(t))", tree.range(p)) }
            return nil
        }
        if tree.kind(callee) == .member {
            let base = tree.member(callee).base
            guard tree.kind(base) == .identifier, case .enumType(let bk)? = lookup(tree.nameOf(base)), bk == Int32(k) else {
                error("this pattern is not a case of '\(e)'", tree.range(callee)); return nil
            }
        }
        guard let params = unit.enums[k].associated[name] else {
            if unit.enums[k].cases.contains(name) {
                error("the case '.\(name)' of '\(e)' holds no values", tree.range(p))
            } else {
                let (hint, fix) = didYouMean(name, unit.enums[k].cases, at: tree.range(callee))
                error("'\(e)' has no case '.\(name)'\(hint)", tree.range(callee), fixIts: fix)
            }
            return nil
        }
        let argc = tree.callArgCount(p)
        guard argc == params.count else {
            error("'.\(name)' of '\(e)' holds \(params.count) value\(params.count == 1 ? "" : "s"); the pattern binds \(argc)", tree.range(p))
            return nil
        }
        var binds: [(Name, VType?, NodeID)] = []
        for (i, prm) in params.enumerated() {
            let a = tree.callArgValue(p, i)
            binds.append((tree.nameOf(a), prm.type, a))
        }
        boundKinds = unit.enums[k].associatedKinds[name] ?? []
        return (name, binds)
    }

    /// Declares a case pattern's names (in its case's scope) and records where they go.
    func declareCaseBindings(_ p: NodeID, _ name: String, _ binds: [(Name, VType?, NodeID)]) {
        var slots: [Int32] = []
        for (i, (n, t, _)) in binds.enumerated() {
            if names[n] == "_" { slots.append(-1); continue }
            slots.append(declareSwift(n, t, mutability: 0))
            if i < boundKinds.count { markKind(boundKinds[i]) }
        }
        unit.casePatterns.append((name, slots))
        unit.res[p.index] = .casePattern(Int32(unit.casePatterns.count - 1))
    }
}
