// Running the Swift subset: an instance of a class (its stored properties, its setup methods,
// its draw(_:) with the current context), calls of its functions in frames of their own
// (linked to the frame each is declared in), static properties (set at their first read),
// struct values (made, their methods run against a frame of their members, a `mutating`
// method's result written back), assignments, `return`, `guard`, `switch` and the
// conditions of `if let`. What the checker resolved is run; evaluation finds only what needs
// values.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    // MARK: names

    /// The frame `hops` links up from the running one.
    @inline(__always)
    func frameUp(_ hops: Int32) -> Frame {
        var f = frame
        for _ in 0..<hops { f = f.parent ?? f }
        return f
    }

    /// A value for a declared type: a symbol given for an enum must name one of its cases; a
    /// geometry or number type's `.zero` (`.null`, `.infinite` of a rect) is that value.
    func conformed(_ v: Value, to t: VType, in u: FileUnit, _ r: SourceRange) throws -> Value {
        if case .enumeration(let e) = t, case .symbol(let s) = v,
           let info = u.enums.first(where: { $0.name == e }), !info.cases.contains(s) {
            let (hint, _) = didYouMean(s, info.cases, at: r)
            throw Diagnostic.error("'\(e)' has no case '.\(s)'\(hint)", at: r)
        }
        // `@IBInspectable var radius: CGFloat = .zero`: the implicit member is the value of the
        // type written (a number, point, size, rect or insets), as Swift reads it, so that a
        // placement's argument of that type is taken.
        if case .symbol = v { return v.zeroed(as: t.valueType) }
        return v
    }

    /// The frame of the running file's static properties.
    var staticFrame: Frame {
        if let f = unit.staticFrame { return f }
        let f = Frame(size: unit.statics.count)
        unit.staticFrame = f
        return f
    }

    /// A static property's value: its initializer runs at the first read, once for the run
    /// (Swift's static stored properties are initialized lazily, once).
    func staticValue(_ k: Int32, at n: NodeID) throws -> Value {
        let f = staticFrame
        switch f.slots[Int(k)] {
        case .value(let v): return v
        case .poisoned:
            if unit.staticsRunning.contains(k) {
                throw Diagnostic.error("'\(tree.name(tree.varDecl(unit.statics[Int(k)].node).name))' is read while its own initializer runs", at: tree.range(n))
            }
            throw Poisoned()
        case .unset: break
        }
        let (decl, type) = unit.statics[Int(k)]
        let d = tree.varDecl(decl)
        // Each initializer reading the next runs inside it: bounded as statements nest.
        if unit.staticsRunning.count >= Runner.maxStatementDepth {
            throw Abort(diagnostic: .error("static properties' initializers read one another more than \(Runner.maxStatementDepth) deep", at: tree.range(n)))
        }
        f.slots[Int(k)] = .poisoned
        unit.staticsRunning.insert(k)
        defer { unit.staticsRunning.remove(k) }
        var v: Value
        if let size = unit.staticFrameSizes[k] {
            let own = Frame(size: Int(size))
            own.parent = frame
            let saved = frame
            frame = own
            defer { frame = saved }
            v = try eval(d.value!)
        } else {
            v = try eval(d.value!)
        }
        if let t = type { v = v.zeroed(as: t.zeroType) }
        f.slots[Int(k)] = .value(v)
        return v
    }

    /// Slot `i` of `f`: a `lazy var` not yet read runs its initializer first.
    @inline(__always)
    func slotValue(_ f: Frame, _ i: Int32, _ n: NodeID) throws -> Value {
        if case .value(let v) = f.slots[Int(i)] { return v }
        if let d = f.lazy?[i] { return try lazyValue(f, i, d, n) }
        // A file constant read by another that Swift code reads first (`let w = π * 10`).
        if lazyFileLetDepth > 0, f === unit.frame, case .unset = f.slots[Int(i)], let v = try lazyFileLet(i, readBy: n) { return v }
        return try slot(f.slots[Int(i)], n)
    }

    /// A `lazy var`'s first read: its initializer runs now, in the instance's frame, once —
    /// read by another instance's code (`n` is there), in the instance's own file and view.
    func lazyValue(_ f: Frame, _ i: Int32, _ d: NodeID, _ n: NodeID, of instance: (unit: FileUnit, view: ViewNode)? = nil) throws -> Value {
        if d == Frame.lazyRunning {
            throw Diagnostic.error("'\(tree.name(rootName(n)))' is read while its own initializer runs", at: tree.range(n))
        }
        f.lazy![i] = Frame.lazyRunning
        let saved = (frame, unit, selfView)
        frame = f
        if let o = instance { (unit, selfView) = (o.unit, o.view) }
        do {
            try execSwift(d, unit.res[d.index], swiftTarget)
        } catch {
            (frame, unit, selfView) = saved
            f.lazy![i] = nil
            f.slots[Int(i)] = .poisoned
            throw error
        }
        (frame, unit, selfView) = saved
        f.lazy![i] = nil
        return try slot(f.slots[Int(i)], n)
    }

    // MARK: structs

    /// The struct whose members are the slots of `f` (a struct method's `self`), as a value.
    func structValue(_ info: StructInfo, _ k: Int32, _ f: Frame, at n: NodeID) throws -> Value {
        var fields: [Value] = []
        fields.reserveCapacity(info.fields.count)
        for (i, fl) in info.fields.enumerated() {
            guard case .value(let v) = f.slots[i] else {
                // (A class's `lazy var` not read yet has none; the instance is its frame.)
                if f.lazy?[Int32(i)] != nil { fields.append(.void); continue }
                if case .poisoned = f.slots[i] { throw Poisoned() }
                throw Diagnostic.error("'self.\(fl.name)' is used before it has a value: every stored property of '\(info.name)' is set before 'init' returns", at: tree.range(n))
            }
            fields.append(v)
        }
        return .boxed(StructValue(name: info.name, index: k, fieldNames: info.valueFieldNames, fields: fields, fieldKinds: info.valueFieldKinds))
    }

    /// `Name(…)`: the stored properties' initializers run in order, then the memberwise
    /// initializer sets the rest from the arguments, or the `init` runs against the new
    /// value's members.
    func makeStruct(_ k: Int32, _ n: NodeID) throws -> Value {
        let mk = unit.structMakers[Int(k)]
        let info = unit.structs[Int(mk.structIndex)]
        var args: [Value] = []
        for ai in mk.argForParam { args.append(try userArgument(ai, n, isCall: true)) }
        if mk.delegateHops >= 0 {
            // `self.init(…)`, `super.init(…)`: the other init runs on the instance being made,
            // after the initializers of the properties of the classes it makes, not run yet.
            // (A base's implicit `init()`: its properties' initializers alone.)
            if mk.function < 0 { try initializeProperties(frameUp(mk.delegateHops), -1) }
            if mk.function >= 0 {
                let link = frameUp(mk.delegateHops)
                try initializeProperties(link, mk.function)
                let f = mk.dispatched ? link.overrides?[mk.function] ?? mk.function : mk.function
                _ = try invoke(unit.functions[Int(f)], args, link: link, at: n)
            }
            return .void
        }
        let sf = Frame(size: info.fields.count)
        if !info.overrides.isEmpty { sf.overrides = info.overrides }
        // A class's instance exists (is `self`) while its init runs.
        let object = info.isClass ? ClassObject.make(name: info.name, index: mk.structIndex, fieldNames: info.fields.map(\.name), frame: sf) : nil
        let heir = info.base != nil
        defer { if heir { basePropertiesPending[ObjectIdentifier(sf)] = nil } }
        if heir {
            basePropertiesPending[ObjectIdentifier(sf)] = (mk.structIndex, info.fields.count)
            try initializeProperties(sf, mk.function)
        } else {
            for i in info.fields.indices { try initializeProperty(sf, info, i) }
        }
        if mk.function < 0, let f = info.memberwise {
            // A member left out keeps its initial value; one given nil is nil.
            for (p, a) in zip(f.params, args) {
                if case .void = a { continue }
                sf.slots[Int(p.slot)] = .value(try bindArgument(a, nil, p.type))
            }
        } else {
            guard try failableInit({ try invoke(unit.functions[Int(mk.function)], args, link: sf, at: n) }) else { return .void }
        }
        // (An heir's init that calls no `super.init(…)`: Swift calls the base's `init()` at its end.)
        if heir { try initializeProperties(sf, -1) }
        let value = try structValue(info, mk.structIndex, sf, at: n)
        return object ?? value
    }

    /// Stored property `i` of the instance `sf` of `info` takes its initializer's value (a
    /// `lazy var`'s waits for its first read).
    func initializeProperty(_ sf: Frame, _ info: StructInfo, _ i: Int) throws {
        let fl = info.fields[i]
        if let m = info.lazyFields[i] {
            sf.lazy = sf.lazy ?? [:]
            sf.lazy![Int32(i)] = m
        } else if let d = fl.value {
            sf.slots[i] = .value(try eval(d).zeroed(as: fl.type?.zeroType ?? .symbol))
        }
    }

    /// Swift's order of a plain heir's making: its own properties' initializers, its init up
    /// to `super.init(…)`, then its base's, and so on up. The initializers not run yet of the
    /// instance `sf` before its init `function` runs, an heir's first: those of its class and
    /// its bases up to the one declaring `function` (an heir's inherited init is its base's),
    /// or all of them (-1). (A class without a base runs all of them at once.)
    func initializeProperties(_ sf: Frame, _ function: Int32) throws {
        guard let making = basePropertiesPending[ObjectIdentifier(sf)] else { return }
        let k = making.type
        var pending = making.pending
        let lineage = unit.lineage(k)
        let owner = function < 0 ? lineage.last : lineage.last { unit.structs[Int($0)].inits.contains(function) }
        // A convenience init's body runs first: its `self.init(…)` runs them.
        if function >= 0, let owner, unit.structs[Int(owner)].convenience.contains(function) { return }
        for c in lineage {
            let info = unit.structs[Int(c)]
            let first = info.base.map { unit.structs[Int($0)].fields.count } ?? 0
            for i in first..<max(first, min(info.fields.count, pending)) { try initializeProperty(sf, info, i) }
            pending = min(pending, first)
            basePropertiesPending[ObjectIdentifier(sf)] = (k, pending)
            if c == owner { break }
        }
    }

    /// Runs an initializer's body: false when it ran `return nil` (a failable one's failure),
    /// and the value it was making is then nil.
    func failableInit(_ body: () throws -> Value) throws -> Bool {
        let outer = initFailed
        initFailed = false
        defer { initFailed = outer }
        _ = try body()
        return !initFailed
    }

    /// A method or computed property of a struct value: it runs against a frame holding the
    /// value's members; a `mutating` method's changed members are written back as a new value.
    /// The text of a value whose enum, struct or class declares its own `description`: the
    /// getter `k` run with the value as `self`.
    func ownDescription(_ k: Int32, of value: Value, at n: NodeID) throws -> Value {
        let f = unit.functions[Int(k)]
        if value.isEnumCase { return try invoke(f, [], link: enumFrame(f, value), at: n) }
        if let c = value.ref(ClassObject.self) { return try invoke(f, [], link: c.value.frame, at: n) }
        guard let s = value.ref(StructValue.self) else { try checkedError() }
        let sf = Frame(size: s.value.fields.count)
        for (i, v) in s.value.fields.enumerated() { sf.slots[i] = .value(v) }
        return try invoke(f, [], link: sf, at: n)
    }

    /// `arguments`: the values it takes, evaluated already (a setter's new value); nil: the call's.
    func callStruct(_ k: Int32, _ n: NodeID, arguments: [Value]? = nil) throws -> Value {
        let sc = unit.structCalls[Int(k)]
        let isCall = tree.kind(n) == .call
        let base = isCall ? tree.member(tree.callCallee(n)).base : tree.member(n).base
        let (value, element) = try mutatingReceiver(base, sc.writeBack)
        var args: [Value] = []
        let result: Value
        // The frame the method ran against, and for a struct its index: what `self` holds after
        // the call (a mutating method's new value), read only when it is stored back.
        let held: Frame
        var structIndex: Int32 = -1
        if value.isEnumCase {
            // An enum's case, with associated values or without.
            args = try arguments ?? sc.argForParam.map { try userArgument($0, n, isCall: isCall) }
            let f = unit.functions[Int(sc.function)]
            held = enumFrame(f, value)
            result = try invoke(f, args, link: held, at: n)
        } else if let c = value.ref(ClassObject.self) {
            // A class's method runs on the instance's own properties: its class's override of it, if any.
            args = try arguments ?? sc.argForParam.map { try userArgument($0, n, isCall: isCall) }
            let f = c.value.frame
            return try invoke(unit.functions[Int(f.overrides?[sc.function] ?? sc.function)], args, link: f, at: n)
        } else {
            guard let s = value.ref(StructValue.self) else { try checkedError() }
            args = try arguments ?? sc.argForParam.map { try userArgument($0, n, isCall: isCall) }
            held = Frame(size: s.value.fields.count)
            for (i, v) in s.value.fields.enumerated() { held.slots[i] = .value(v) }
            structIndex = s.value.index
            result = try invoke(unit.functions[Int(sc.function)], args, link: held, at: n)
        }
        func changed() throws -> Value {
            if structIndex >= 0 { return try structValue(unit.structs[Int(structIndex)], structIndex, held, at: n) }
            guard case .value(let v) = held.slots[0] else { try checkedError() }
            return v
        }
        if let target = sc.writeBack { try storeMutated(target, try changed(), element: element, observer: sc.observer, at: base) }
        return result
    }

    /// The value a method is called on (`base`), and when its write back is to a list's element
    /// (`bars[next()].grow()`) that element's index, read once for the call and the write back.
    func mutatingReceiver(_ base: NodeID, _ writeBack: AssignTarget?) throws -> (Value, ListElement?) {
        guard case .listElement(_, _, _, let after)? = writeBack else { return (try eval(base), nil) }
        var sub = base
        for _ in after { sub = tree.member(sub).base }
        let list = tree.subscripted(sub)
        let index = try eval(list.index)
        return (try readMembers(try subscriptValue(try eval(list.base), index, tree.range(list.base), tree.range(list.index)), after), (index, list))
    }

    typealias ListElement = (index: Value, list: (base: NodeID, index: NodeID))

    /// A mutating method's changed value `v` stored back where its receiver came from: a list's
    /// element (at the index read for the call), or a variable (writeBack).
    func storeMutated(_ target: AssignTarget, _ v: Value, element: ListElement?, observer: AssignTarget?, at base: NodeID) throws {
        guard case .listElement(let hops, let slot, let before, let after) = target else { return try writeBack(target, v, at: base) }
        guard let (index, list) = element else { try checkedError() }
        if hops < 0 { _ = try staticValue(slot, at: base) }
        let f = hops < 0 ? staticFrame : frameUp(hops)
        guard case .value(let root) = f.slots[Int(slot)], case .list(var items) = try readMembers(root, before) else { try checkedError() }
        // The method may have changed the list through another name: the index is checked again.
        let old = try subscriptValue(.list(items), index, tree.range(list.base), tree.range(list.index))
        items[Int(index.num)] = try writeMembers(old, after, v)
        // Through the setter of an observed property holding the list, or stored where it is.
        if let o = observer { try writeBack(o, .list(items), at: base) } else { f.slots[Int(slot)] = .value(try writeMembers(root, before, .list(items))) }
    }

    // MARK: calls

    /// Calls a user function: the arguments are evaluated in the caller's frame, then its
    /// body runs in a new frame linked to the frame it is declared in.
    func callUser(_ callIndex: Int32, _ n: NodeID) throws -> Value {
        let uc = unit.calls[Int(callIndex)]
        let link = frameUp(uc.hops)
        // A method an heir of its class overrides, called on an instance of the heir: the override.
        let k = uc.direct ? uc.function : link.overrides?[uc.function] ?? uc.function
        let f = unit.functions[Int(k)]
        var args: [Value] = []
        args.reserveCapacity(uc.argForParam.count)
        let isCall = tree.kind(n) == .call
        for ai in uc.argForParam { args.append(try userArgument(ai, n, isCall: isCall)) }
        return try invoke(f, args, link: link, at: n)
    }

    /// Runs `f` with `args` (`.void` where a default is to be used) in a frame linked to `link`;
    /// a closure's captured values go to its capture list's constants.
    /// `old op= v` by the file's operator function (`static func += (lhs: inout V, rhs: V)`):
    /// its `inout` left operand's value when it returns.
    func compoundOperatorFunction(_ call: Int32, _ old: Value, _ v: Value) throws -> Value {
        let uc = unit.calls[Int(call)]
        return try invoke(unit.functions[Int(uc.function)], [old, v], link: frameUp(uc.hops), at: nil, givingFirst: true)
    }

    /// `givingFirst`: the value is the first parameter's as the body left it (an `inout` one).
    func invoke(_ f: UserFunction, _ args: [Value], link: Frame, captured: [Value] = [], at n: NodeID?, givingFirst: Bool = false) throws -> Value {
        if let left = f.leftOut { throw leftOutCall(left.name, left.errors, at: n, read: tree.kind(f.node) == .varDecl) }
        if f.splatsTuple, args.count == 1, let t = args[0].ref(TupleValue.self) { return try invoke(f, t.value.elements, link: link, captured: captured, at: n) }
        let callee = Frame(size: f.frameSize)
        callee.parent = link
        let saved = frame
        frame = callee
        functionDepth += 1
        defer { frame = saved; returning = false; returnValue = nil; functionDepth -= 1 }
        return try withExtendedLifetime(callee) {
            for (p, a) in zip(f.params, args) { callee.slots[Int(p.slot)] = .value(try bindArgument(a, p.defaultValue, p.type)) }
            for (cap, v) in zip(f.captures, captured) { callee.slots[Int(cap.slot)] = .value(v) }
            let errorsBefore = errorsSeen
            try execAll(f.body, swiftTarget)
            if !f.inoutParams.isEmpty, let n { try copyOut(f, callee, to: saved, n) }
            if givingFirst, case .value(let v) = callee.slots[Int(f.params[0].slot)] { return v }
            if let v = returnValue { return v.zeroed(as: f.result.zeroType) }
            if f.result != .void {
                if errorsSeen != errorsBefore { throw Poisoned() }
                throw Diagnostic.error("'\(f.name)' ended without returning \(article(f.result))", at: f.nameRange)
            }
            return .void
        }
    }

    /// The value type a written type names (for `.zero`).
    func swiftValueType(_ n: NodeID) -> ValueType {
        switch tree.name(tree.typeRef(n).name) {
        case "CGFloat", "Double", "Float", "Int": return .number
        case "CGPoint": return .point
        case "CGSize": return .size
        case "CGRect": return .rect
        case "UIEdgeInsets": return .insets
        default: return .symbol
        }
    }

    // MARK: statements

    /// A statement of the Swift subset.
    func execSwift(_ s: NodeID, _ res: Res, _ target: Target) throws {
        switch tree.kind(s) {
        case .varDecl:
            switch res {
            case .bind(let slot):
                frame.slots[Int(slot)] = .poisoned
                let d = tree.varDecl(s)
                var v = try eval(d.value!)
                if case .symbol("zero") = v, let tn = d.type { v = v.zeroed(as: swiftValueType(tn)) }
                frame.slots[Int(slot)] = .value(v)
            case .declareOnly(_), .skip: return
            default: try checkedError()
            }
        case .assign:
            if case .systemObject = res { return }   // a system object's setting: nothing happens
            if case .skip = res { return }           // the store back of an object (SyntaxTree.writeBack)
            if case .evaluate = res, let set = tree.subscriptAccessors(tree.assign(s).target)?.set { _ = try eval(set); return }   // a subscript's setter
            guard case .assign(let k) = res else { _ = try eval(tree.assign(s).value); try checkedError() }
            try assign(s, unit.assignments[Int(k)], target)
        case .returnStmt:
            if case .error = res { try checkedError() }
            if case .initFails = res {
                initFailed = true
                returning = true
                return
            }
            switch res {
            case .swiftStatement, .none: break
            default:
                // `return super.drawText(in: r)` in a method that returns nothing: the call, then the return.
                try expressionStatement(s, res, target)
                returnValue = .void
                returning = true
                return
            }
            returnValue = try tree.returnValue(s).map { try eval($0) } ?? .void
            returning = true
        case .guardStmt:
            if case .error = res { try checkedError() }
            let g = tree.guardStmt(s)
            if try !condition(g.condition) {
                try execAll(g.elseBody, target)
                if !returning && !breaking && !continuing {
                    throw Diagnostic.error("the 'else' of 'guard' ended without 'return'", at: tree.range(s))
                }
            }
        case .switchStmt:
            if case .error = res { try checkedError() }
            let sw = tree.switchStmt(s)
            let v = try eval(sw.subject)
            for (k, c) in sw.cases.enumerated() {
                var hit = c.isDefault
                for written in c.patterns where !hit {
                    let (p, condition) = tree.caseWhere(written) ?? (written, nil)
                    if tree.isValueBinding(p) {
                        guard case .bind(let slot) = unit.res[p.index] else { try checkedError() }
                        // `case let v?:` matches no nil.
                        if tree.bindsSome(p), case .void = v { continue }
                        frame.slots[Int(slot)] = .value(v)
                        hit = true
                    } else if case .casePattern(let k) = unit.res[p.index] {
                        hit = matchCase(k, v)
                    } else if tree.isTuplePattern(p) {
                        hit = try matchTuple(p, v)
                    } else {
                        let pv = try eval(p)
                        // A Float's switch (the checker's): a number pattern compared as Floats.
                        if case .floatArithmetic = res, case .number(let a) = pv, case .number(let b) = v {
                            hit = try Operators.floatResult(.eq, a, b, tree.range(p), tree.range(p)) != 0
                        } else {
                            hit = patternMatches(pv, v)
                        }
                    }
                    // `where`: its condition, with the names the pattern bound.
                    if hit, let condition { hit = try eval(condition).bool }
                }
                if hit {
                    try execAll(c.body, target)
                    // `fallthrough`: the next case's body, unmatched (the checker sees there is one).
                    var next = k + 1
                    while fallingThrough, next < sw.cases.count {
                        (fallingThrough, continuing) = (false, false)
                        try execAll(sw.cases[next].body, target)
                        next += 1
                    }
                    return
                }
            }
            throw Diagnostic.error("no case of this switch matches \(v.description)", at: tree.range(sw.subject))
        case .funcDecl, .enumDecl, .structDecl, .classDecl:
            if case .error = res { try checkedError() }
        default:
            try checkedError()
        }
    }

    /// An `if`/`guard` condition: Bools and `let x = optional` bindings, left to right.
    func condition(_ n: NodeID) throws -> Bool {
        switch tree.kind(n) {
        case .conditionList:
            for c in tree.conditionList(n) where try !condition(c) { return false }
            return true
        case .optionalBinding:
            guard case .bind(let slot) = unit.res[n.index] else { try checkedError() }
            let value = tree.optionalBinding(n).value
            let v = try eval(value)
            if case .void = v {
                // `x!.member = v` with `x` nil: Swift stops at the `!`.
                if tree.nodes[n.index].flags & 4 != 0 {
                    throw Diagnostic.error("'!' found nil: \(nilSource(value)) (Swift would stop here)", at: tree.range(n))
                }
                return false   // nil: no current context outside draw(_:)
            }
            frame.slots[Int(slot)] = .value(v)
            return true
        default:
            let c = try eval(n)
            guard case .bool(let b) = c else {
                throw Diagnostic.error("a condition must be a Bool, not \(article(c))", at: tree.range(n))
            }
            return b
        }
    }

    /// `target = value`, `target op= value`.
    func assign(_ s: NodeID, _ a: Assignment, _ target: Target) throws {
        let x = tree.assign(s)
        let r = tree.range(s)
        switch a.target {
        case .setter(let k, let hops):
            let link = frameUp(hops)
            var v = try eval(x.value)
            if a.operation >= 0 {
                let old = try eval(x.target)
                v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            _ = try invoke(unit.functions[Int(link.overrides?[k] ?? k)], [v], link: link, at: nil)
        case .memberSetter(let k):
            var v = try eval(x.value)
            if a.operation >= 0 {
                v = try Operators.all[Int(a.operation)].body(try eval(x.target), v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            _ = try callStruct(k, x.target, arguments: [v])
        case .viewProperty(let id, _):
            var v = try eval(x.value)
            guard let node = selfView else { try checkedError() }
            if a.operation >= 0 {
                v = try Operators.all[Int(a.operation)].body(try eval(x.target), v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            try setViewPropertyObserved(node, Int(id), v, tree.range(x.target), tree.range(x.value))
            if acting === node { actedProperties.append((id, v)) }
        case .pathProperty(let name):
            let v = try eval(x.value)
            let base = try eval(tree.member(x.target).base)
            guard case .path(let o) = base else { try checkedError() }
            var value = v
            if a.operation >= 0 {
                let old = try registry.members[Int(registry.memberIndex[.path]![name]!)].get(base, self, r)
                value = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            try setPathSetting(o, name, value, tree.range(x.value))
        case .recognizerSetting(let name):
            var v = try eval(x.value)
            guard case .recognizer(let rec) = try eval(tree.member(x.target).base) else { try checkedError() }
            if a.operation >= 0 {
                let old = try registry.members[Int(registry.memberIndex[.recognizer]![name]!)].get(.recognizer(rec), self, r)
                v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            try setRecognizerSetting(rec, name, v, tree.range(x.value))
        case .contextSetting:
            _ = try eval(tree.member(x.target).base)
            try Builtins.setInterpolationQuality(self, try eval(x.value), r, tree.range(x.value))
        case .objectProperty(let name):
            var v = try eval(x.value)
            let base = try eval(tree.member(x.target).base)
            if case .symbol("zero") = v { v = .size(.zero) }
            if a.operation >= 0 {
                let old: Value
                if base.ref(ParagraphStyle.self) != nil { old = AttributedStrings.paragraphValue(base, name) }
                else if let o = base.ref(TextShadow.self) { old = .number(o.value.blurRadius) }
                else if let e = SettableObjects.table[base.type], let got = e.get(base, name) { old = got }
                else { try checkedError() }
                v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            if let o = base.ref(ParagraphStyle.self) { try AttributedStrings.setParagraph(o, name, v, tree.range(x.value)) }
            else if let o = base.ref(TextShadow.self) { try AttributedStrings.setShadow(o, name, v, tree.range(x.value)) }
            else if let e = SettableObjects.table[base.type], try e.set(base, name, v, tree.range(x.value)) {}
            else { try checkedError() }
        case .instanceStored(let name, let depth, let className, let members):
            var root = x.target
            for _ in 0..<depth { root = tree.member(root).base }
            let held = try eval(root)
            var v = try eval(x.value)
            if !members.isEmpty {
                // `gauge.style.width = 3`: the property's value (its getter run once) with the
                // member changed, set whole.
                var property = x.target
                for _ in members { property = tree.member(property).base }
                let current = try eval(property)
                if a.operation >= 0 {
                    v = try Operators.all[Int(a.operation)].body(try readMembers(current, members), v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
                }
                if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
                v = try writeMembers(current, members, v)
            } else if a.operation >= 0 {
                // `other.count += 1`: the property's value as read, then the operator.
                v = try Operators.all[Int(a.operation)].body(try eval(x.target), v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            guard case .view(let ref) = held else {
                try setRequirementOfValue(held, name, v, tree.range(x.target))
                return
            }
            try setInstanceStored(ref.node, name, v, tree.range(x.target), as: className)
        case .instanceParameter(let name, let depth):
            var root = x.target
            for _ in 0..<depth { root = tree.member(root).base }
            guard case .view(let ref) = try eval(root) else { try checkedError() }
            var v = try eval(x.value)
            if a.operation >= 0 {
                v = try Operators.all[Int(a.operation)].body(try eval(x.target), v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            try setInstanceParameter(ref.node, name, v, tree.range(x.target))
        case .viewValue(let id, let members, let depth):
            let node: ViewNode
            if depth < 0 {
                guard let own = selfView else { try checkedError() }   // the class's own view
                node = own
            } else {
                var root = x.target
                for _ in 0..<depth { root = tree.member(root).base }
                guard case .view(let ref) = try eval(root) else { try checkedError() }
                node = ref.node
            }
            var v = try eval(x.value)
            if members.isEmpty, a.operation >= 0 {
                // Read on the view already reached: its base is evaluated once, as Swift's `+=`.
                let name = ViewProperties.table.entries[Int(id)].name
                guard let i = registry.memberIndex[.view]?[name.hasPrefix("layer.") ? String(name.dropFirst(6)) : name] else { try checkedError() }
                let old = try registry.members[Int(i)].get(.view(ViewRef(node)), self, r)
                v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
            if members.isEmpty, case .void = v, let nilValue = LabelContent.nilValues[ViewProperties.table.entries[Int(id)].name] { v = nilValue }
            if !members.isEmpty {
                let name = ViewProperties.table.entries[Int(id)].name
                let current: Value
                switch name {
                case "frame": current = .rect(node.frame)
                case "bounds": current = .rect(node.bounds)
                case "center", "layer.position": current = .point(node.center)
                case "layer.anchorPoint": current = .point(node.layer.anchorPoint)
                case "transform": current = .transform(node.transform)
                default:
                    // Another property set in part (a button's insets): as its getter reads it.
                    guard let read = ViewProperties.uiView.first(where: { $0.name == name })?.get?.plain else { try checkedError() }
                    current = read(node)
                }
                if a.operation >= 0 {
                    let old = try readMembers(current, members)
                    v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
                }
                if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
                v = try writeMembers(current, members, v)
            }
            try setViewPropertyObserved(node, Int(id), v, tree.range(x.target), tree.range(x.value))
            if acting === node { actedProperties.append((id, v)) }
        case .listElement(let hops, let slot, let before, let after):
            try assignElement(s, a, hops: hops, slot: slot, before: before, after: after)
        case .memberThroughSetter:
            try checkedError()   // a mutating call's write back (writeBack), no assignment's
        case .instanceMemberThroughSetter(let hops, let slot, let before, let name, let members):
            var v = try eval(x.value)
            if let t = a.type { v = v.zeroed(as: t) }
            try setObservedMember(hops: hops, slot: slot, before: before, name: name, members: members, at: x.target) { old in
                if a.userOperation >= 0 { return try compoundOperatorFunction(a.userOperation, old, v) }
                guard a.operation >= 0 else { return v }
                return try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            }
        case .slot(let hops, let slot, let members):
            // hops < 0: a static property, its initializer run before a part of it changes.
            let compound = a.operation >= 0 || a.userOperation >= 0
            if hops < 0, !(members.isEmpty && !compound) { _ = try staticValue(slot, at: x.target) }
            let f = hops < 0 ? staticFrame : frameUp(hops)
            var v = try eval(x.value)
            if let t = a.type { v = v.zeroed(as: t) }
            if members.isEmpty && !compound {
                f.slots[Int(slot)] = .value(v)
                if a.enumRaw >= 0 { f.slots[Int(slot) + 1] = rawSlot(unit.enums[Int(a.enumRaw)], v) }
                return
            }
            // A lazy var not yet read: its initializer runs before a part of it changes.
            if hops >= 0, f.lazy?[slot] != nil { _ = try slotValue(f, slot, x.target) }
            guard case .value(let root) = f.slots[Int(slot)] else {
                throw Diagnostic.error("'\(tree.name(rootName(x.target)))' is used before it has a value", at: tree.range(x.target))
            }
            if a.operation >= 0 {
                let old = try readMembers(root, members)
                try touch(old, r); try touch(v, r)
                v = try Operators.all[Int(a.operation)].body(old, v, OperatorSite(range: r, lhs: tree.range(x.target), rhs: tree.range(x.value)))
            } else if a.userOperation >= 0 {
                v = try compoundOperatorFunction(a.userOperation, try readMembers(root, members), v)
            }
            if !Check.isPlaceable(v) { try Check.finiteValue(v, r) }
            f.slots[Int(slot)] = .value(try writeMembers(root, members, v))
        }
    }

    func rootName(_ n: NodeID) -> Name {
        var cur = n
        while tree.kind(cur) == .member {
            let m = tree.member(cur)
            if tree.kind(m.base) == .identifier, tree.name(tree.nameOf(m.base)) == "self" { return m.name }
            cur = m.base
        }
        return tree.nameOf(cur)
    }

    func readMembers(_ v: Value, _ members: [String]) throws -> Value {
        var cur = v
        for m in members { cur = try member(of: cur, m) }
        return cur
    }

    func member(of v: Value, _ m: String) throws -> Value {
        if let s = v.ref(StructValue.self), let i = s.value.fieldNames.firstIndex(of: m) { return s.value.fields[i] }
        if let c = v.ref(ClassObject.self), let i = c.value.fieldNames.firstIndex(of: m) {
            // A `lazy var` not read yet (changed in place through the instance, `r.s += "c"`):
            // its initializer runs now, once, as at any first read.
            if let d = c.value.frame.lazy?[Int32(i)], d != Frame.lazyRunning, case .unset = c.value.frame.slots[i] {
                return try slotValue(c.value.frame, Int32(i), d)
            }
            return c.value.field(i)
        }
        if let t = v.ref(TupleValue.self), let i = Int(m), i < t.value.elements.count { return t.value.elements[i] }
        if let c = v.ref(VectorValue.self) { return .number(m == "dx" ? c.value.dx : c.value.dy) }
        switch (v, m) {
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.insets(let e), "top"): return .number(e.top)
        case (.insets(let e), "left"): return .number(e.left)
        case (.insets(let e), "bottom"): return .number(e.bottom)
        case (.insets(let e), "right"): return .number(e.right)
        case (.transform(let t), "a"): return .number(t.a)
        case (.transform(let t), "b"): return .number(t.b)
        case (.transform(let t), "c"): return .number(t.c)
        case (.transform(let t), "d"): return .number(t.d)
        case (.transform(let t), "tx"): return .number(t.tx)
        case (.transform(let t), "ty"): return .number(t.ty)
        default: return v
        }
    }

    /// `root` with the member at `members` replaced by `v` (values are copied, as Swift's
    /// structs are).
    func writeMembers(_ root: Value, _ members: [String], _ v: Value) throws -> Value {
        guard let m = members.first else { return v }
        // (The member's old value is read only to change a part of it: a `lazy var` set whole
        // runs no initializer.)
        let inner = members.count == 1 ? v : try writeMembers(try member(of: root, m), Array(members.dropFirst()), v)
        if let s = root.ref(StructValue.self), let i = s.value.fieldNames.firstIndex(of: m) { return s.value.with(i, inner) }
        if let c = root.ref(ClassObject.self), let i = c.value.fieldNames.firstIndex(of: m) {
            // A class instance is changed in place: every reference to it sees the change.
            c.value.frame.slots[i] = .value(inner)
            return root
        }
        if let t = root.ref(TupleValue.self), let i = Int(m), i < t.value.elements.count { return t.value.with(i, inner) }
        if let c = root.ref(VectorValue.self) { return m == "dx" ? .vector(inner.num, c.value.dy) : .vector(c.value.dx, inner.num) }
        switch root {
        case .point(var p):
            if m == "x" { p.x = inner.num } else { p.y = inner.num }
            return .point(p)
        case .size(var s):
            if m == "width" { s.width = inner.num } else { s.height = inner.num }
            return .size(s)
        case .rect(let r):
            if m == "origin" { return .rect(Rect(origin: inner.point, size: r.size)) }
            return .rect(Rect(origin: r.origin, size: inner.size))
        case .insets(var e):
            switch m {
            case "top": e.top = inner.num
            case "left": e.left = inner.num
            case "bottom": e.bottom = inner.num
            default: e.right = inner.num
            }
            return .insets(e)
        case .transform(var t):
            switch m {
            case "a": t.a = inner.num
            case "b": t.b = inner.num
            case "c": t.c = inner.num
            case "d": t.d = inner.num
            case "tx": t.tx = inner.num
            default: t.ty = inner.num
            }
            return .transform(t)
        default:
            return root
        }
    }

    /// `path.lineWidth = …` and the other stroke settings of a UIBezierPath.
    func setPathSetting(_ o: PathObject, _ name: String, _ v: Value, _ r: SourceRange) throws {
        switch name {
        case "lineWidth":
            try Check.nonNegative(v.num, "a line width", r)
            o.style.lineWidth = try Check.finite(v.num, r)
        case "miterLimit":
            try Check.nonNegative(v.num, "a miter limit", r)
            o.style.miterLimit = try Check.finite(v.num, r)
        case "lineCapStyle":
            guard case .symbol(let s) = v, let c = LineCap(rawValue: s) else {
                throw Diagnostic.error("a line cap is one of .butt, .round, .square, not \(v.description)", at: r)
            }
            o.style.lineCap = c
        case "lineJoinStyle":
            guard case .symbol(let s) = v, let j = LineJoin(rawValue: s) else {
                throw Diagnostic.error("a line join is one of .miter, .round, .bevel, not \(v.description)", at: r)
            }
            o.style.lineJoin = j
        case "usesEvenOddFillRule":
            o.usesEvenOddFillRule = v.bool
        default:
            break   // flatness: cairo flattens curves to the device's tolerance
        }
    }

    // MARK: instances

    /// Draws the instances made as values since `mark`, now that their setup is done.
    func realizePending(from mark: Int) throws {
        while pending.count > mark {
            let p = pending.remove(at: mark)
            try p.realize()
        }
    }

    /// `view.param = value` on an instance made in code, before it is drawn.
    func setInstanceParameter(_ node: ViewNode, _ name: String, _ v: Value, _ r: SourceRange) throws {
        guard let p = pending.first(where: { $0.node === node }) else {
            throw Diagnostic.error("'\(name)' of this \(node.kind) is set after it was drawn; set it in the code that makes it (init(frame:), awakeFromNib(), layoutSubviews())", at: r)
        }
        guard let param = p.component.params.first(where: { $0.name == name }) else { try checkedError() }
        var value = v
        if let t = param.type { value = try conformed(v, to: t, in: p.component.unit, r) }
        if let k = observerSetter(p.component, name) {
            // Its init has run (made in code, where Swift runs it): its observers run now, as
            // Swift runs them outside the initializers; not made yet, once it is.
            if swiftInstances[ObjectIdentifier(node)]?.node === node {
                try runSetter(k, of: (node, p.component, p.frame), value)
            } else {
                observedPresets[ObjectIdentifier(node), default: []].append((k, value))
            }
        } else {
            p.frame.slots[Int(param.slot)] = .value(value)
        }
    }

    /// An instance of a Swift class: its stored properties, then UIKit's calls as a view is made
    /// (init(frame:), awakeFromNib, prepareForInterfaceBuilder, layoutSubviews), then draw(_:)
    /// with the current context, whose drawing is the view's own.
    func runClass(_ c: Component, _ sw: SwiftClass, _ node: ViewNode, _ instanceFrame: Frame, initializer: (Int32, [Value])? = nil,
                  observed: [(Int32, Value)] = [], inspected: [(Int32, Value)] = [],
                  afterInit: [(Int32, Value, SourceRange, SourceRange)] = [],
                  later: [(Int32, Value, SourceRange, SourceRange)], trailing: [NodeID], childrenFirst: Bool = false,
                  phase: ClassPhase = .whole) throws {
        let id = ObjectIdentifier(node)
        // Made in code: its init ran when it was made (phase .initOnly), which kept its drawing
        // list and instance context for the rest of its setup.
        let early = phase == .afterInit ? madeEarly.removeValue(forKey: id) : phase == .movedToSuperview ? madeEarly[id] : nil
        let list = early?.list ?? DrawList()
        // Subviews of the placement's block placed after init (`childrenFirst`): the subviews
        // the class's own code made before them.
        var madeBeforeChildren: Int? = nil
        do {
            let saved = (unit, frame, selfView, pathState, contextState, swiftTarget)
            (unit, frame, selfView, pathState, contextState) = (c.unit, instanceFrame, node, nil, nil)
            swiftTarget = .view(node, list)
            let savedInstance = currentInstance
            // Its transactions are its own: blocks its code holds end with it.
            let savedBlocks = transactionBlocks
            transactionBlocks = []
            defer { transactionBlocks = savedBlocks }
            let context = early?.context ?? InstanceContext(key: instanceKey(c, node))
            currentInstance = context
            node.instanceKey = context.key
            defer { (unit, frame, selfView, pathState, contextState, swiftTarget) = saved; currentInstance = savedInstance }
            // The instances its init (or its didMoveToSuperview()) makes are set up and drawn
            // with it, in its own setup (below `mark`), not after it by its maker's.
            let madeFrom = pending.count
            defer {
                if phase == .initOnly || phase == .movedToSuperview, madeFrom < pending.count {
                    for i in madeFrom..<pending.count where pending[i].owner == nil { pending[i].owner = id }
                }
            }
            if phase == .initOnly { madeEarly[id] = (list, context, 0, nil) }
            var mark = pending.count
            if phase == .afterInit {
                let made = pending.filter { $0.owner == id }
                if !made.isEmpty {
                    pending.removeAll { $0.owner == id }
                    mark = pending.count
                    pending += made
                }
            }
            // UILabel's draw(_:) calls drawText(in:): a class overriding either draws the text itself.
            let labelDrawText = sw.isLabel ? sw.methods["drawText(in:)"] : nil
            if phase == .whole || phase == .initOnly {
                swiftInstances[id] = (node, c, instanceFrame)
                if sw.superclass == "UIImageView" { Builtins.makeImageViewNode(node) }
                if c.inherits(fromUIKit: "UIStackView") { Builtins.makeStackNode(node) }
                if c.inherits(fromUIKit: "UIScrollView") {
                    node.clipsToBounds = true   // UIScrollView's default
                    node[ScrollSettings.isScrollKey] = true
                }
                if sw.superclass == "UIButton", node[Builtins.buttonContent] == nil { Builtins.makeButtonNode(node, system: false, node.range) }
                if sw.isLabel, node.label == nil { Kinds.makeLabelNode(node, drawsOwnText: sw.draw != nil || labelDrawText != nil) }
                if storedEarly.remove(id) == nil { try execAll(sw.stored, .view(node, list)) }
                try makeViewLayer(sw, node, in: c.unit)
                for m in sw.lazy {
                    guard case .bind(let slot) = unit.res[m.index] else { continue }
                    instanceFrame.lazy = instanceFrame.lazy ?? [:]
                    instanceFrame.lazy![slot] = m
                }
            }
            // The placement's view properties: set by its maker once it is made (init has
            // run, which sees UIKit's defaults), before UIKit's later calls and draw(_:) that
            // read them (`self.backgroundColor`, `tintColor` in layoutSubviews()).
            var laterSet = false
            func setLater() throws {
                guard !laterSet else { return }
                laterSet = true
                for (id, v, lr, vr) in later { try setViewPropertyObserved(node, Int(id), v, lr, vr) }
            }
            // The block's subviews, placed by the placement's code (its unit and frame).
            func placeBlockChildren() throws {
                guard childrenFirst, madeBeforeChildren == nil else { return }
                madeBeforeChildren = node.subviews.count
                let inner = (unit, frame, selfView, pathState, contextState, swiftTarget, currentInstance)
                (unit, frame, selfView, pathState, contextState, swiftTarget) = saved
                currentInstance = savedInstance
                let deferring = deferPlacedInstances
                deferPlacedInstances = true
                defer { (unit, frame, selfView, pathState, contextState, swiftTarget, currentInstance) = inner; deferPlacedInstances = deferring }
                try viewBody(node, trailing)
            }
            // Made by one of its own inits: that init in place of init(frame:) (or init?(coder:)).
            var setup = sw.setup
            if let (k, _) = initializer {
                setup.removeAll { unit.functions[Int($0)].name == "init" }
                // (-1: an init(layer:) of a layer, CALayer's or the class's, which ran as the layer was made.)
                if k >= 0 { setup.insert(k, at: 0) }
            }
            // UIView's own init(frame:) (the class has no initializer of its own) sets the frame
            // through its setter: an override of `frame` with observers runs them then.
            if initializer == nil, phase == .whole || phase == .initOnly, !setup.contains(where: { unit.functions[Int($0)].name == "init" }) {
                _ = try initFrameThroughObservers(node, node.frame)
            }
            switch phase {
            case .whole: break
            case .initOnly: setup.removeAll { unit.functions[Int($0)].name != "init" }
            // Made in code: UIKit calls awakeFromNib() and prepareForInterfaceBuilder() on the
            // views a nib or Interface Builder makes, never on one code makes; it told the view
            // of its move to a superview where the code added it (.movedToSuperview).
            case .afterInit:
                setup.removeAll { ["init", "awakeFromNib", "prepareForInterfaceBuilder"].contains(unit.functions[Int($0)].name) }
                if (early?.moves ?? 0) > 0 { setup.removeAll { Self.superviewSteps.contains(setupStep(unit.functions[Int($0)])) } }
            case .movedToSuperview: setup.removeAll { !Self.superviewSteps.contains(setupStep(unit.functions[Int($0)])) }
            }
            // Inspectables with observers, and the stored properties code set on the instance
            // before it was made, are set once init has run (before it when there is none), as
            // Swift sets them after the initializer that made the instance returns.
            var observedLeft = observed + (observedPresets.removeValue(forKey: ObjectIdentifier(node)) ?? []).map { ($0.setter, $0.value) }
            var inspectedLeft = inspected
            func setObserved() throws {
                applyStoredPresets(node, instanceFrame)
                for (slot, v) in inspectedLeft { instanceFrame.slots[Int(slot)] = .value(v) }
                for (k, v) in observedLeft { _ = try invoke(unit.functions[Int(k)], [v], link: instanceFrame, at: nil) }
                (inspectedLeft, observedLeft) = ([], [])
            }
            if !setup.contains(where: { unit.functions[Int($0)].name == "init" }) { try setObserved(); try setLater(); try placeBlockChildren() }
            var layerLaidOut = false
            // A view class's layoutSublayers(of:): the layer's layout, which UIKit runs in place
            // of layoutSubviews(), called by UIView's own (`super.layoutSublayers(of: layer)`).
            let sublayersStep = sw.isLayer ? nil : setup.first { unit.functions[Int($0)].name == "layoutSublayers" }
            var sublayersRan = false
            func layOutSublayers(then viewLayout: (() throws -> Void)?) throws {
                guard let k = sublayersStep, !sublayersRan else { return }
                sublayersRan = true
                delegatedLayout[ObjectIdentifier(node)] = viewLayout ?? {}
                defer { delegatedLayout[ObjectIdentifier(node)] = nil }
                _ = try invoke(unit.functions[Int(k)], [.view(ViewRef(node))], link: instanceFrame, at: nil)
                try commitTransaction()
            }
            // Its window is nil until UIKit has told it it moves to one (after willMove(toWindow:)).
            let windowStep = setupFunctionNames.firstIndex(of: "willMove(toWindow:)")!
            node.setupBeforeWindow = true
            defer { node.setupBeforeWindow = false }
            for k in setup {
                let f = unit.functions[Int(k)]
                if setupFunctionNames.firstIndex(of: setupStep(f)).map({ $0 > windowStep }) ?? true { node.setupBeforeWindow = false }
                // init(frame:) is given the frame; init?(coder:) has nothing to read.
                // viewWillAppear(_ animated:) and viewDidAppear(_:) are told false: nothing animates.
                // willMove(toSuperview:) is told the superview it is about to have, and
                // willMove(toWindow:) the window that superview is in.
                let toWindow = setupStep(f) == "willMove(toWindow:)"
                let args: [Value] = initializer.flatMap { $0.0 == k ? $0.1 : nil } ?? f.params.map {
                    $0.type == .rect ? .rect(node.frame) : $0.type == .bool ? .bool(false)
                        : toWindow ? node.superview?.placedWindow.map { .view(ViewRef($0)) } ?? .void
                        : f.name == "willMove" ? node.superview.map { .view(ViewRef($0)) } ?? .void : .void }
                // Its superview is nil in init and while it is told it will move, and set from
                // the next step on (awakeFromNib in a nib, didMoveToSuperview, layoutSubviews),
                // as UIKit adds it between them.
                node.setupBeforeMove = f.name == "init" || f.name == "willMove"
                if f.name != "init" { node.setupInSuperview = true }
                // UIView's layoutSubviews applies the constraints before the class's own runs (a
                // view controller's view is laid out between viewWillLayoutSubviews and viewDidLayoutSubviews).
                if f.name == "layoutSubviews" || f.name == "viewDidLayoutSubviews" { try solveLayout(node) }
                defer { node.setupBeforeMove = false }
                // A view whose layer is of a class with layoutSublayers(): the layer lays out,
                // and its `super.layoutSublayers()` runs the view's layoutSubviews().
                if f.name == "layoutSubviews", !layerLaidOut, try layoutViewLayer(node, then: { _ = try self.invoke(f, args, link: instanceFrame, at: nil) }) {
                    layerLaidOut = true
                    try commitTransaction()
                    continue
                }
                if f.name == "layoutSubviews", sublayersStep != nil {
                    try layOutSublayers(then: { _ = try self.invoke(f, args, link: instanceFrame, at: nil) })
                    continue
                }
                if f.name == "layoutSublayers", sublayersStep != nil {
                    try layOutSublayers(then: nil)
                    continue
                }
                _ = try invoke(f, args, link: instanceFrame, at: nil)
                try commitTransaction()
                if f.name == "init" {
                    node.setupBeforeMove = false
                    // Laid out by its maker before it was made: the layout, which UIKit runs
                    // after the init, places it (it sets bounds and center, not the frame's setter).
                    if let laidOut = laidOutBeforeMade.removeValue(forKey: ObjectIdentifier(node)) { node.frame = laidOut }
                    try setObserved()
                    // The placement's geometry for a class made by its own init (Component.swift).
                    for (id, v, lr, vr) in afterInit { try setViewProperty(node, Int(id), v, lr, vr) }
                    try setLater()
                    try placeBlockChildren()
                }
            }
            if phase == .initOnly { try setObserved(); try setLater(); return }
            if phase == .movedToSuperview {
                madeEarly[id]?.moves += 1
                madeEarly[id]?.toldOf = node.superview.map(ObjectIdentifier.init)
                return
            }
            try setObserved()
            node.setupInSuperview = true
            node.setupBeforeWindow = false
            if !layerLaidOut { _ = try layoutViewLayer(node, then: nil) }
            try setLater()
            // The layout pass before drawing: constraints made in setup place its subviews.
            try solveLayout(node)
            try realizePending(from: mark)
            if let interaction = options.interaction {
                try live(interaction, context, node, instanceFrame)
                try realizePending(from: mark)
            }
            // A layer's draw(in:) runs when it is displayed (displayLayers); a view whose layer
            // is one that draws is drawn by it, UIKit's draw(_:) not called.
            let layerDraws = layerInstances[ObjectIdentifier(node)]?.component.swift?.draw != nil
            if layerDraws, sw.draw != nil { node.layerDisplay?.needsDisplay = true }
            if let d = sw.draw ?? labelDrawText, sw.superclass != "UIImageView", !sw.isLayer, !layerDraws, node[StackArrangement.key] == nil {
                let cs = ContextState(list: list)
                contextState = cs
                swiftTarget = .context(cs)
                let constraintsBefore = constraintsMade
                // UIKit gives the layer its contents because the class overrides draw(_:); the
                // layer asks its delegate, the view, to draw them: the view's draw(_:in:), whose
                // own implementation calls draw(_:) — an override runs in its place.
                if let ld = sw.layerDelegateDraw {
                    _ = try invoke(unit.functions[Int(ld)], [.view(ViewRef(node)), .context], link: instanceFrame, at: nil)
                } else {
                    _ = try invoke(unit.functions[Int(d)], [.rect(node.bounds)], link: instanceFrame, at: nil)
                }
                try commitTransaction()
                // UIKit restores the context after draw(_:): an unbalanced save is closed here.
                while let s = cs.saved.popLast() { cs.close(s, upTo: s.range) }
                // Constraints draw(_:) made (with the subviews it added) are laid out by UIKit's
                // next layout pass, which the still picture shows settled.
                if constraintsMade != constraintsBefore { try solveLayout(node) }
            }
            try realizePending(from: mark)
        }
        // Labels made in code get the same check for characters no font has.
        for sub in node.subviews where sub.label != nil { warnAboutMissingGlyphs(sub) }
        node.content = list.items
        node.contentCommandCount = node.content.count
        node.contentSubviewCount = madeBeforeChildren ?? node.subviews.count
        if !trailing.isEmpty, madeBeforeChildren == nil { try viewBody(node, trailing) }
        try displayLayers(node)
    }
}

/// An instance made as a value in a class's code (its init run), or placed by the block of a
/// class's placement: set up and drawn when its maker's setup is done.
struct PendingInstance {
    let node: ViewNode
    let component: Component
    let frame: Frame
    let realize: () throws -> Void
    /// The instance whose init made it (its init runs when it is made): it is set up and drawn
    /// in that instance's setup.
    var owner: ObjectIdentifier? = nil
}

/// What of a class's setup runClass runs: all of it, or (for an instance made in code, whose
/// init Swift runs where it is made) its stored properties and init now, willMove(toSuperview:)
/// and didMoveToSuperview() where the code adds it to a view, and the rest (UIKit's later calls,
/// layout, draw(_:)) once its maker's setup is done.
enum ClassPhase { case whole, initOnly, movedToSuperview, afterInit }

extension Runner {
    /// The setup steps UIKit runs as a view is added to a superview.
    static let superviewSteps: Set<String> = ["willMove", "didMoveToSuperview"]

    /// A view made in code whose init has run, added to a view or removed from one by code:
    /// UIKit tells it of the move there and then (`willMove(toSuperview:)`,
    /// `didMoveToSuperview()`), each time its superview changes.
    func tellOfMove(_ child: ViewNode) throws {
        let id = ObjectIdentifier(child)
        guard let early = madeEarly[id], early.moves == 0 || early.toldOf != child.superview.map(ObjectIdentifier.init),
              let inst = swiftInstances[id], inst.node === child, let sw = inst.component.swift else { return }
        try runClass(inst.component, sw, child, inst.frame, later: [], trailing: [], phase: .movedToSuperview)
    }
}

extension Runner {
    /// The error of a call of a helper left out for what its body uses (the checker's
    /// leaveOutIfOutside): the body's first error, where it stands, with the call as a note.
    func leftOutCall(_ name: String, _ errs: [Diagnostic], at n: NodeID?, read: Bool = false) -> Diagnostic {
        var d = errs[0]
        if let n { d.notes.append(Diagnostic(.note, "\(name) is \(read ? "read" : "called") here", at: tree.range(n))) }
        return d
    }
}

