// An enum's methods, computed properties and static members, as PaintCode's
// `ResizingBehavior` has them (`func apply(rect:target:) -> CGRect { switch self { … } }`) and
// control code writes them (`var isOn: Bool { self == .on }`, `static let all: [Mode]`). A
// value of an enum is its case (a symbol); an instance method runs in a frame whose slots are
// `self`, holding it, and (for an enum with raw values) `rawValue`, so `switch self`,
// `self == .on` and `rawValue` read them as any variable is read; `Self` names the enum. Static members are slots of the file's static frame and functions called
// on the type, as a struct's are. The members are checked once, in a checker of their own that
// sees the file's names and the enclosing types' types and static members (as a struct's
// are), when the enum is first used or its declarer is done.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// The index of the enum a type names (`.enumeration(name)`), its members checked.
    func enumIndex(_ name: String) -> Int32? {
        guard let k = unit.enums.firstIndex(where: { $0.name == name }) else { return nil }
        checkEnum(Int32(k))
        return Int32(k)
    }

    /// A checker for the members of a struct or enum: its scopes hold the file's names and
    /// `outer` (the enclosing types' types and static members), not the enclosing class's
    /// instance members — a nested type has no outer `self`.
    func nestedTypeChecker(_ outer: [(name: Name, binding: Binding)]) -> Checker {
        let sub = Checker(unit: unit, units: units)
        sub.silent = silent
        sub.pushScope()
        for d in decls[0..<(scopes.count > 2 ? scopes[2] : decls.count)] { sub.redeclare(d) }
        sub.pushScope()
        for (n, b) in outer { sub.declare(n, b) }
        return sub
    }

    /// Checks the members of enum `k` once (an enum of cases only has none).
    func checkEnum(_ k: Int32) {
        let info = unit.enums[Int(k)]
        guard !info.checked, let node = info.node, !tree.enumMembers(node).isEmpty else { return }
        unit.enums[Int(k)].checked = true
        let sub = nestedTypeChecker(info.outer)
        sub.checkEnumBody(node, k)
        errors += sub.errors
    }

    func checkEnumBody(_ s: NodeID, _ k: Int32) {
        let members = tree.enumMembers(s)
        let name = unit.enums[Int(k)].name
        let saved = (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction)
        // The enum's own frame: `self`, its one slot.
        (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction) =
            (Int32.max, 0, 0, nil, nil, false, nil, nil)
        defer { (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction) = saved }
        var instance: [(NodeID, Int32)] = [], statics: [(NodeID, Int32)] = []
        scoped(.swift, view: false) {
            declare(names.intern("Self"), .enumType(k))
            // Its own name too (`AnchoredText.verticalOffset` in a method of an enum nested in
            // a class, whose name the class's scope holds).
            declare(tree.enumDecl(s).name, .enumType(k))
            for m in members {
                switch tree.kind(m) {
                case .varDecl:
                    let v = tree.varDecl(m)
                    if v.flags.contains(.computed) {
                        guard let f = declareFunction(m, getter: true, in: nil) else { continue }
                        if v.flags.contains(.isStatic) {
                            unit.enums[Int(k)].statics[v.name] = .getter(f); statics.append((m, f))
                        } else {
                            unit.enums[Int(k)].members[v.name] = .getter(f); instance.append((m, f))
                        }
                    } else if !v.flags.contains(.isStatic) {
                        error("enums must not contain stored properties; a computed property or a 'static let' may be written here", v.nameRange)
                        unit.res[m.index] = .error
                    }
                case .funcDecl:
                    let fd = tree.funcDecl(m)
                    if names[fd.name] == "init" || names[fd.name].hasPrefix("$set ") {
                        error("\(names[fd.name] == "init" ? "an enum's initializers" : "a setter of an enum's property") is outside the supported Swift subset", fd.nameRange)
                        unit.res[m.index] = .error
                        continue
                    }
                    guard let f = declareFunction(m, getter: false, in: nil) else { continue }
                    if writtenModifier(m, "mutating", before: fd.nameRange.lower) { unit.enums[Int(k)].mutating.insert(f) }
                    if fd.flags.contains(.isStatic) {
                        unit.enums[Int(k)].statics[fd.name] = .function(f); statics.append((m, f))
                    } else {
                        unit.enums[Int(k)].members[fd.name] = .function(f); instance.append((m, f))
                    }
                default:
                    error("an enum here holds cases, methods, computed properties and static members; types nested in an enum are outside the supported Swift subset", tree.range(m))
                    unit.res[m.index] = .error
                }
            }
            for m in staticsInCheckOrder(members) {
                let v = tree.varDecl(m)
                if unit.enums[Int(k)].statics[v.name] != nil || declaredHere(v.name) {
                    error("'\(names[v.name])' is already declared in '\(name)'", v.nameRange); unit.res[m.index] = .error; continue
                }
                if let b = checkStaticVar(m) { unit.enums[Int(k)].statics[v.name] = b; declare(v.name, b) }
            }
            for (m, f) in statics { checkFunctionBody(m, f) }
            pushScope()
            let selfName = names.intern("self")
            let selfSlot = newSlot(selfName)
            declare(selfName, .swift(level: 0, slot: selfSlot, type: .enumeration(name), mutability: 0))
            if let raw = unit.enums[Int(k)].raw {
                let rawName = names.intern("rawValue")
                declare(rawName, .swift(level: 0, slot: newSlot(rawName), type: raw.first?.vtype, mutability: 0))
                markKind(unit.enums[Int(k)].rawKind)
            }
            for (_, f) in instance { unit.functions[Int(f)].enumIndex = k }
            for (m, f) in instance {
                // A mutating method may assign `self` (slot 0 of the enum's frame).
                let mutating = unit.enums[Int(k)].mutating.contains(f)
                if mutating { pushScope(); declare(selfName, .swift(level: 0, slot: selfSlot, type: .enumeration(name), mutability: 1)) }
                checkFunctionBody(m, f)
                if mutating { popScope() }
            }
            popScope()
        }
    }

    /// `Name.member` on an enum that is not one of its cases: a static property, or nil
    /// (reported) when the enum has no such member.
    func enumStatic(_ n: NodeID, _ k: Int32, _ name: Name, _ nr: SourceRange) -> VType? {
        checkEnum(k)
        let info = unit.enums[Int(k)]
        let text = names[name]
        unit.res[n.index] = .error
        if text == "allCases", info.statics[name] == nil {
            // CaseIterable's: the cases in the order written.
            guard info.caseIterable, info.associated.isEmpty else {
                error(info.associated.isEmpty ? "type '\(info.name)' has no member 'allCases': declare it 'enum \(info.written): CaseIterable'"
                      : "'allCases' of an enum with associated values is outside the supported Swift subset", nr)
                return nil
            }
            unit.res[n.index] = .constant(unit.constant(.list(info.cases.map { .symbol($0) })))
            return .list(.enumeration(info.name))
        }
        switch info.statics[name] {
        case .swift(let level, let slot, let t, _)?:
            unit.res[n.index] = swiftSlotRes(level, slot)
            return t
        case .getter(let g)?:
            return getterCall(n, g)
        case .function(let f)?:
            error("'\(text)' is a method; call it with '(…)' (\(unit.functions[Int(f)].signature))", nr)
        default:
            if info.members[name] != nil {
                error("instance member '\(text)' cannot be used on type '\(info.name)'", nr)
            } else {
                let (hint, fix) = didYouMean(text, info.cases + info.statics.keys.map { names[$0] }, at: nr)
                error("'\(info.name)' has no case '\(text)'\(hint)", nr, fixIts: fix)
            }
        }
        return nil
    }

    /// `Name(rawValue: v)`: the case whose raw value is `v`, or nil (an optional, as Swift's
    /// failable initializer gives).
    func enumFromRawValue(_ n: NodeID, _ k: Int32, _ nr: SourceRange) -> VType? {
        let info = unit.enums[Int(k)]
        guard let raws = info.raw else {
            typeArgs(ofCall: n)
            error("'\(info.name)' has no raw values: declare it 'enum \(info.written): Int' or ': String' to make one from its raw value", nr)
            return nil
        }
        guard tree.callArgCount(n) == 1, tree.callArgLabel(n, 0).map({ names[$0] }) == "rawValue" else {
            typeArgs(ofCall: n)
            error("an enum is made from its raw value with '\(info.written)(rawValue:)'", nr)
            return nil
        }
        let a = tree.callArgValue(n, 0)
        let t = expr(a)
        if let want = raws.first?.vtype, !accepts(want, t, at: tree.range(a), what: "the raw value of '\(info.name)'") { return nil }
        unit.res[n.index] = .enumFromRawValue(k)
        return .optional(.enumeration(info.name))
    }

    /// `Name.f(…)`: a static method of an enum.
    func enumStaticCall(_ n: NodeID, _ k: Int32, _ name: Name, _ nr: SourceRange) -> VType? {
        checkEnum(k)
        let info = unit.enums[Int(k)]
        if info.associated[names[name]] != nil { return enumCaseCall(n, k, names[name], nr) }
        guard case .function(let f)? = info.statics[name] else {
            typeArgs(ofCall: n)
            if info.members[name] != nil {
                error("instance member '\(names[name])' cannot be used on type '\(info.name)'", nr)
            } else if info.cases.contains(names[name]) {
                error("the case '.\(names[name])' of '\(info.name)' has no associated values to call it with", nr)
            } else {
                error("type '\(info.name)' has no member '\(names[name])'", nr)
            }
            return nil
        }
        return userCall(n, f, hopsFrom: unit.functions[Int(f)].level)
    }

    /// `value.member` or `value.f(…)` on a value of an enum with methods: the method or computed
    /// property run with the value as `self`. Nil (not reported) when the enum has no such
    /// member (rawValue and the rest are read elsewhere).
    func enumInstanceMember(_ n: NodeID, _ e: String, _ name: Name, isCall: Bool, _ nr: SourceRange) -> VType?? {
        guard let k = enumIndex(e), let b = unit.enums[Int(k)].members[name] else { return nil }
        switch (b, isCall) {
        case (.function(let f), true):
            // A mutating method: the new case is stored back where the value came from.
            var receiver: (target: AssignTarget, observer: AssignTarget?)? = nil
            if unit.enums[Int(k)].mutating.contains(f) {
                // (`faces[i].roll()`: the list's element, as a struct's mutating method changes it.)
                guard let r = mutatingReceiver(tree.member(tree.callCallee(n)).base, what: "cannot use mutating member on immutable value") else {
                    typeArgs(ofCall: n); return .some(nil)
                }
                receiver = r
            }
            guard let map = matchArguments(n, unit.functions[Int(f)]) else { return .some(nil) }
            throwingCall(unit.functions[Int(f)], n)
            unit.structCalls.append(StructCall(function: f, argForParam: map, writeBack: receiver?.target, observer: receiver?.observer))
            unit.res[n.index] = .structCall(Int32(unit.structCalls.count - 1))
            return .some(unit.functions[Int(f)].result)
        case (.getter(let f), false):
            unit.structCalls.append(StructCall(function: f, argForParam: [], writeBack: nil))
            unit.res[n.index] = .structCall(Int32(unit.structCalls.count - 1))
            return .some(unit.functions[Int(f)].result)
        case (.function(let f), false):
            error("'\(names[name])' is a method; call it with '(…)' (\(unit.functions[Int(f)].signature))", nr)
        default:
            typeArgs(ofCall: n)
            error("'\(names[name])' is a property of '\(e)', not a method; drop the '(…)'", nr)
        }
        unit.res[n.index] = .error
        return .some(nil)
    }
}
