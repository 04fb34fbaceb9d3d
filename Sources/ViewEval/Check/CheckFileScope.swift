// Swift's functions and variables at the top of a file, beside its classes (`func
// imageOfSize(_ size: CGSize, closure: () -> ()) -> UIImage`, `var start = Date()`, `var
// isPad: Bool { … }`), as Swift allows free functions and globals. (An untyped constant there, `let count = 5`, is read by
// the .view parser as the file's `let`; a Swift reader takes it as an Int when Swift would:
// Checker.bindLet.) A variable, or a constant Swift's parser reads (`let π: CGFloat = …`), is
// a static of the file: made at its first read, as Swift makes a global, and a variable set by
// any of the file's code. A function is declared
// with the file, before anything is checked, so a class may call one written after it; it is
// no member (it has no `self`: its level is below a class's members', so a static method may
// call it too) and its body is checked once the classes' members are declared, so that it may
// use them.

import ViewSyntax

extension Checker {
    /// Declares the file's top-level functions: their signatures, overloads joined.
    func declareFileFunctions() {
        let saved = fnLevel
        fnLevel = -1
        defer { fnLevel = saved }
        // (Known before any is declared: a signature's types may check a struct, whose static
        // members' values may use an operator function.)
        for s in tree.topLevel where tree.kind(s) == .funcDecl {
            if let c = names[tree.funcDecl(s).name].unicodeScalars.first, !(c == "_" || c == "$" || c.properties.isXIDStart) { hasOperatorFunctions = true }
        }
        for s in tree.topLevel where tree.kind(s) == .funcDecl { _ = declareFunction(s, getter: false, in: nil) }
        // A computed variable (`var isPad: Bool { … }`): a function of no arguments, read by its name.
        for s in tree.topLevel where isFileComputedVariable(s) { _ = declareFunction(s, getter: true, in: nil) }
    }

    func isFileComputedVariable(_ s: NodeID) -> Bool {
        tree.kind(s) == .varDecl && tree.varDecl(s).flags.contains(.computed)
    }

    /// `a + b` where the file declares an operator function of `+` (at its top, or `static` in
    /// a type or an extension: SwiftLowering hoists it) whose parameters take the operands'
    /// types: a call of it, the one fitting best (each operand of the parameter's own type
    /// before one converted), as Swift picks among overloads. Nil when none fits, and the
    /// built-in operator is tried.
    func operatorFunctionCall(_ b: NodeID, _ op: Operator, _ lt: VType, _ rt: VType) -> VType? {
        guard case .function(let first)? = lookup(names.intern(op.spelling)) else { return nil }
        // Two numbers: Swift's own operator takes two of one type (`Double - Double`) with no
        // conversion, so it is chosen before the file's overload that converts one
        // (`func -(lhs: Double, rhs: Int) -> Double { lhs - Double(rhs) }`, whose body is
        // Swift's subtraction, not itself); a literal takes the other operand's type. The
        // file's overload of two numbers applies to an Int and a Double (or Float), whose kinds
        // its parameters name.
        var operandKinds: (SwiftNumberKind, SwiftNumberKind)? = nil
        if lt.valueType == .number, rt.valueType == .number {
            let x = tree.binary(b)
            let lk = numberKind(x.lhs), rk = numberKind(x.rhs)
            if !lk.literal, !rk.literal, lk.kind != rk.kind { operandKinds = (lk.kind, rk.kind) }
        }
        // Swift ranks wrapping a value in an optional below taking it as it is: where the
        // built-in operator takes both operands, a file's operator that would wrap one is not
        // chosen (`func < <T: Comparable>(lhs: T?, rhs: T?)`, Swift 3's migration of optional
        // comparisons, whose body compares the unwrapped values with the built-in `<`).
        func optional(_ t: VType) -> Bool { if case .optional = t { return true }; return false }
        var builtinFits = false
        if case .success = Operators.resolve(op, lt, rt, at: tree.range(b)) { builtinFits = true }
        let wasSilent = silent
        silent = true
        var best: Int32? = nil, bestScore = 0
        for k in overloads[first] ?? [first] {
            let f = unit.functions[Int(k)]
            guard f.params.count == 2, let p0 = f.params[0].type, let p1 = f.params[1].type,
                  accepts(p0, lt, at: tree.range(b), what: ""), accepts(p1, rt, at: tree.range(b), what: "") else { continue }
            if builtinFits, optional(p0) && !optional(lt) || optional(p1) && !optional(rt) { continue }
            if p0.valueType == .number, p1.valueType == .number, lt.valueType == .number, rt.valueType == .number {
                let ps = tree.funcDecl(f.node).params
                guard let (lk, rk) = operandKinds, numberKind(ofType: ps[0].type) == lk, numberKind(ofType: ps[1].type) == rk else { continue }
            }
            let score = (p0 == lt ? 2 : 1) + (p1 == rt ? 2 : 1)
            if score > bestScore { (best, bestScore) = (k, score) }
        }
        silent = wasSilent
        guard let k = best else { return nil }
        let f = unit.functions[Int(k)]
        unit.calls.append(UserCall(function: k, hops: fnLevel - f.level, argForParam: [0, 1]))
        unit.res[b.index] = .userOperator(Int32(unit.calls.count - 1))
        return f.result
    }

    /// `v += w` where the file declares `+=` for the types (`static func += (lhs: inout V, rhs:
    /// V)`): its call (`unit.calls`), run with the target's value and `w`, the target then
    /// given what the function left in `lhs`. Nil when no such function fits.
    func compoundOperatorFunction(_ s: NodeID, _ op: Operator, _ lt: VType, _ rt: VType) -> Int32? {
        guard case .function(let first)? = lookup(names.intern(op.spelling + "=")) else { return nil }
        let wasSilent = silent
        silent = true
        defer { silent = wasSilent }
        for k in overloads[first] ?? [first] {
            let f = unit.functions[Int(k)]
            guard f.params.count == 2, f.inoutParams == [0], f.params[0].type == lt, let p1 = f.params[1].type,
                  accepts(p1, rt, at: tree.range(s), what: "") else { continue }
            unit.calls.append(UserCall(function: k, hops: fnLevel - f.level, argForParam: [0, 1]))
            return Int32(unit.calls.count - 1)
        }
        return nil
    }

    /// Declares the file's top-level variables, before any statement or class is checked, so
    /// that code written before one may use it. Each is checked after those its value reads,
    /// as Swift makes a global at its first read: `var defaultColour = platinum` above `var
    /// platinum = UIColor.rgb(214, g: 214, b: 214, a: 1)` (the stored ones in the order their
    /// values read them, as a type's static properties are; a computed one has no value).
    /// A variable whose value reads one of the file's untyped constants (`let red =
    /// UIColor.red` above `var ink = red`: the .view reader's `let`, whose type is known once
    /// its line is checked, in order) is declared right after the last such constant it reads,
    /// itself or through another variable: the result holds those, by the index in
    /// `tree.topLevel` of the statement they follow.
    func declareGlobalVariables() -> [Int: [NodeID]] {
        let globals = tree.topLevel.filter { tree.kind($0) == .varDecl && tree.varDecl($0).flags.contains(.isStatic) }
        let stored = staticsInCheckOrder(globals)
        var constants: [Name: Int] = [:]
        for (i, s) in tree.topLevel.enumerated() where tree.kind(s) == .letBinding || tree.kind(s) == .inspectable {
            constants[tree.binding(s).name] = i
        }
        // The names the variables' values read that are the file's constants' or variables':
        // each identifier there, by position (a word in a string or a member's name is none,
        // nor is a closure's own name inside the closure — a parameter, a local, a loop's
        // variable: `map { size in size * 5 }`, `{ let size = 2; return size * 2 }()`).
        var reads: [(at: Int32, name: Name)] = []
        if !constants.isEmpty, !globals.isEmpty {
            let variables = Set(globals.map { tree.varDecl($0).name })
            let values = globals.compactMap { tree.varDecl($0).value.map { tree.range($0) } }.sorted { $0.lower < $1.lower }
            func inValue(_ at: Int32) -> Bool {
                var lo = 0, hi = values.count
                while lo < hi { let mid = (lo + hi) / 2; if values[mid].lower <= at { lo = mid + 1 } else { hi = mid } }
                return lo > 0 && at < values[lo - 1].upper
            }
            var closures: [(lower: Int32, upper: Int32, params: [Name])] = [], locals: [(at: Int32, name: Name)] = []
            var identifiers: [(at: Int32, name: Name)] = []
            for i in 0..<tree.nodes.count where inValue(tree.nodes[i].start) {
                let n = NodeID(Int32(i)), at = tree.nodes[i].start
                switch tree.nodes[i].kind {
                case .closure: closures.append((at, tree.nodes[i].end, tree.funcDecl(tree.closureFunction(n)).params.map(\.name)))
                case .varDecl: locals.append((at, tree.varDecl(n).name))
                case .forStmt: locals.append((at, tree.forStmt(n).variable))
                case .identifier:
                    let name = tree.nameOf(n)
                    if constants[name] != nil || variables.contains(name) { identifiers.append((at, name)) }
                default: break
                }
            }
            func ownName(_ c: (lower: Int32, upper: Int32, params: [Name]), _ name: Name) -> Bool {
                c.params.contains(name) || locals.contains { c.lower <= $0.at && $0.at < c.upper && $0.name == name }
            }
            reads = identifiers.filter { r in !closures.contains { $0.lower <= r.at && r.at < $0.upper && ownName($0, r.name) } }
        }
        var after: [Name: Int] = [:], late: [Int: [NodeID]] = [:]
        for s in stored + globals.filter({ !stored.contains($0) }) {
            let v = tree.varDecl(s)
            var last = -1
            if let e = v.value, !reads.isEmpty {
                let r = tree.range(e)
                for read in reads where r.lower <= read.at && read.at < r.upper {
                    last = max(last, constants[read.name] ?? after[read.name] ?? -1)
                }
            }
            guard last >= 0 else { declareGlobal(s); continue }
            after[v.name] = last
            late[last, default: []].append(s)
        }
        return late
    }

    /// Checks a variable at the top of the file and declares it. Its value is Swift's, run in
    /// the frame of whatever code first reads it: the file's constants are another frame's
    /// slots there.
    func declareGlobal(_ s: NodeID) {
        var b: Binding? = nil
        let saved = frameComponent
        frameComponent = Int32.max
        scoped(.swift) { b = checkStaticVar(s) }
        frameComponent = saved
        guard let b else { return }
        let name = tree.varDecl(s).name
        if declaredHere(name) { error("'\(names[name])' is already defined in this scope", tree.varDecl(s).nameRange); return }
        declare(name, b)
    }

    /// Checks the bodies of the file's top-level functions. A body runs in a frame of its own,
    /// never the file's: the file's untyped constants (`let margin = 8`, slots of the file's
    /// frame) are read there as another frame's slots, made at their first read if the line
    /// that binds them has not run yet (Runner.lazyFileLet).
    func checkFileFunctions() {
        let saved = frameComponent
        frameComponent = Int32.max
        defer { frameComponent = saved }
        for s in tree.topLevel where tree.kind(s) == .funcDecl || isFileComputedVariable(s) {
            guard let k = unit.functions.lastIndex(where: { $0.node == s }) else { continue }
            checkHelperBody(s, Int32(k))
        }
    }
}
