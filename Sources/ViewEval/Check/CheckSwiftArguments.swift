// Arguments Swift passes in ways of their own: `&x` to an `inout` parameter (the function
// changes the caller's variable: its value is copied in, and copied back when the function
// returns, as Swift's inout is), the values of a variadic parameter (`values: CGPoint...`, an
// array of them in the function), and UIColor's `getRed(_:green:blue:alpha:)` and
// `getHue(_:saturation:brightness:alpha:)`, which write a color's components to variables.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// An argument's type: a `&x`'s is its variable's (whether `&` fits is `inoutFits`'s to say).
    func argumentType(_ a: NodeID) -> VType? {
        guard tree.kind(a) == .inoutArgument else { return expr(a) }
        unit.res[a.index] = .none
        return expr(tree.inoutOperand(a))
    }

    /// Whether argument `ai` fits parameter `pi` as to `&`: an inout parameter takes `&` and a
    /// variable that may change (its write-back recorded), another takes none.
    func inoutFits(_ n: NodeID, _ f: UserFunction, _ pi: Int, _ ai: Int, _ writeBacks: inout [(param: Int, target: AssignTarget)]) -> Bool {
        let a = tree.callArgValue(n, ai)
        let isInout = f.inoutParams.contains(pi)
        guard tree.kind(a) == .inoutArgument else {
            if isInout { error("passing a value to the inout parameter '\(f.params[pi].name)' of '\(f.signature)' requires explicit '&'", tree.range(a)) }
            return !isInout
        }
        guard isInout else {
            error("'&' used with an argument that is not 'inout' ('\(f.params[pi].name)' of '\(f.signature)')", tree.range(a))
            return false
        }
        guard let target = inoutTarget(a) else { return false }
        writeBacks.append((pi, target))
        return true
    }

    /// Where a `&x` argument's value goes back: a `var`, through `var` members of the structs
    /// it holds and the members of CGPoint, CGSize, CGRect and the other values (`&frame.origin.x`).
    func inoutTarget(_ a: NodeID) -> AssignTarget? {
        let operand = tree.inoutOperand(a)
        // The longest chain of the variable and struct members; the rest are a value's members.
        var rest: [String] = []
        var prefix = operand
        while true {
            let wasSilent = silent
            silent = true
            let quiet = mutableLValue(prefix, what: "")
            silent = wasSilent
            if quiet != nil || tree.kind(prefix) != .member { break }
            rest.insert(names[tree.member(prefix).name], at: 0)
            prefix = tree.member(prefix).base
        }
        let before = errors.count
        guard case .slot(let hops, let slot, let members)? = mutableLValue(prefix, what: "cannot pass immutable value as inout argument") else {
            if errors.count == before {
                error("'&' takes a variable or a member of a value it holds; this is outside the supported Swift subset", tree.range(a))
            }
            return nil
        }
        // `&points` of a property with observers (or of a member of one): the value comes back
        // through its setter, which runs them, as Swift's inout write-back does.
        if rest.isEmpty, let through = observedPlace(prefix) { return through }
        var t = lookupType(prefix) ?? expr(prefix)
        for m in rest {
            guard let bt = t, let mt = registry.settableMembers[bt.valueType]?[m] else {
                // A property with observers of the file's struct or class (mutableLValue's refusal).
                if case .structure(_, let sk)? = t, case .function? = unit.structs[Int(sk)].members[names.intern("$set " + m)] {
                    error("cannot pass immutable value as inout argument: changing '\(m)', a property with observers of '\(unit.structs[Int(sk)].name)', in place from outside it is outside the supported Swift subset: set it whole ('\(m) = …')", tree.range(a)); return nil
                }
                error("'&' takes a variable or a member of a value it holds; '\(m)' cannot be set here", tree.range(a)); return nil
            }
            t = mt
        }
        return .slot(hops: hops, slot: slot, members: members + rest)
    }

    /// The arguments of the variadic parameter `pi`: the one at `ai` when its label is the
    /// parameter's, and the unlabeled ones after it. Returns the map's entry for them (-2 - k,
    /// `unit.variadicSpans[k]`).
    func variadicArguments(_ n: NodeID, _ f: UserFunction, _ pi: Int, _ labelFits: Bool, _ ai: inout Int,
                           _ types: [VType?], _ ok: inout Bool) -> Int {
        let argc = tree.callArgCount(n)
        let start = ai
        var element: VType? = nil
        if case .list(let e)? = f.params[pi].type { element = e }
        if labelFits && ai < argc {
            repeat {
                let a = tree.callArgValue(n, ai)
                if tree.kind(a) == .inoutArgument {
                    error("'&' used with an argument that is not 'inout' ('\(f.params[pi].name)' of '\(f.signature)')", tree.range(a)); ok = false
                } else if let element, !accepts(element, types[ai], at: tree.range(a), what: "argument '\(f.params[pi].label ?? f.params[pi].name)' of '\(f.signature)'") {
                    ok = false
                }
                ai += 1
            } while ai < argc && tree.callArgLabel(n, ai) == nil
        }
        unit.variadicSpans.append((start, ai - start))
        return -2 - (unit.variadicSpans.count - 1)
    }

    /// `color.getRed(&r, green: &g, blue: &b, alpha: &a)` and `getHue(&h, saturation: &s,
    /// brightness: &b, alpha: &a)`: each argument `&` a CGFloat variable, or `nil` for a
    /// component not wanted. A Bool (true: every color here is RGB).
    func colorComponentsCall(_ n: NodeID, _ name: String, _ nr: SourceRange) -> VType? {
        let labels: [String?] = name == "getHue" ? [nil, "saturation", "brightness", "alpha"] : [nil, "green", "blue", "alpha"]
        let written = (0..<tree.callArgCount(n)).map { tree.callArgLabel(n, $0).map { names[$0] } }
        guard written == labels else {
            typeArgs(ofCall: n)
            error("UIColor's '\(name)' is '\(name)(_:\(labels.dropFirst().map { $0! + ":" }.joined()))', each argument '&' a CGFloat variable or nil", nr)
            return nil
        }
        guard let targets = writtenVariables(n, count: 4, allowsNil: true, writes: .number,
                                             notInout: "'\(name)' writes the component to a variable: pass '&' and a CGFloat 'var', or nil",
                                             wrongType: { "'\(name)' writes a CGFloat, not \(article($0))" }) else { return nil }
        unit.inoutWriteBacks[n.raw] = targets
        unit.res[n.index] = .colorComponents(hsb: name == "getHue")
        return .bool
    }

    /// The variables the first `count` arguments of a built-in's call `n` pass with `&` for it
    /// to write (a `nil` argument, where `allowsNil`, writes nothing), each of the type it
    /// writes; nil when one is not (reported).
    func writtenVariables(_ n: NodeID, count: Int, allowsNil: Bool, writes: ValueType, notInout: String,
                          wrongType: (VType) -> String) -> [(param: Int, target: AssignTarget)]? {
        var targets: [(param: Int, target: AssignTarget)] = []
        var ok = true
        for k in 0..<count {
            let a = tree.callArgValue(n, k)
            if allowsNil, isNilLiteral(a) { continue }
            guard tree.kind(a) == .inoutArgument else {
                expr(a)
                error(notInout, tree.range(a)); ok = false
                continue
            }
            unit.res[a.index] = .none
            let t = expr(tree.inoutOperand(a))
            if let t, t.valueType != writes { error(wrongType(t), tree.range(a)); ok = false; continue }
            guard let target = inoutTarget(a) else { ok = false; continue }
            targets.append((k, target))
        }
        return ok ? targets : nil
    }
}

extension Checker {
    /// `scanner.scanHexInt32(&rgb)`: a built-in method that writes to the variables passed
    /// with `&` (InoutMethod), each a `var` of the type it writes.
    func inoutMethodCall(_ n: NodeID, _ k: Int, _ nr: SourceRange) -> VType? {
        let m = InoutMethod.all[k]
        let written = (0..<tree.callArgCount(n)).map { tree.callArgLabel(n, $0).map { names[$0] } }
        let shown = m.name + "(" + m.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        guard written == m.labels else {
            typeArgs(ofCall: n)
            error("\(m.type.rawValue)'s '\(m.name)' is '\(shown)', each argument '&' a variable", nr)
            return nil
        }
        guard let targets = writtenVariables(n, count: m.labels.count, allowsNil: false, writes: m.writes,
                                             notInout: "'\(shown)' writes to a variable: pass '&' and a 'var'",
                                             wrongType: { "'\(m.name)' writes \(article(m.writes)), not \(article($0))" }) else { return nil }
        unit.inoutWriteBacks[n.raw] = targets
        unit.res[n.index] = .inoutMethod(Int32(k))
        return m.result
    }
}

// Overloads by parameter type (`addValues(_:values: [CGPoint])` beside
// `addValues(_:values: CGPoint...)`): a call takes the overload its labels fit; when several do,
// the one whose parameters' types fit its arguments' best, as Swift ranks them for the cases it
// finds unambiguous — a value of the parameter's own type before one that converts (wrapped in
// an optional, a list for a variadic parameter's elements), and a number of the parameter's own
// kind (an Int for `Int`, a Double or CGFloat for `CGFloat`) before another. Two that fit alike
// are Swift's ambiguity, an error at the call.
extension Checker {
    /// The types a function's parameters are written with, as text (`CGPoint...`, `[CGPoint]`):
    /// two functions of one name and labels are two overloads when these differ.
    func writtenParameterTypes(_ k: Int32) -> [String] {
        let f = unit.functions[Int(k)]
        guard tree.kind(f.node) == .funcDecl else { return [] }
        return tree.funcDecl(f.node).params.map { p in
            let text = tree.range(p.type).file?.text(tree.range(p.type)) ?? ""
            return tree.isVariadic(p.type) ? text + "..." : text
        }
    }

    /// The function of `first`'s overloads that the call `n` takes, and the arguments' types
    /// when choosing needed them (nil: not computed). Nil when two fit alike (reported).
    func chooseOverload(_ n: NodeID, _ first: Int32) -> (function: Int32, argumentTypes: [VType?]?)? {
        guard let group = overloads[first] else { return (first, nil) }
        var fitting = group.filter { labelsFit(n, unit.functions[Int($0)]) }
        // Static and instance overloads: those the call names (`Type.f()` static, `x.f()` an
        // instance's, `f()` as the calling method is).
        let named = fitting.filter { unit.functions[Int($0)].isStatic == callNamesStatic(n) }
        if !named.isEmpty { fitting = named }
        guard fitting.count > 1 else { return (fitting.first ?? first, nil) }
        let argc = tree.callArgCount(n)
        let types: [VType?] = (0..<argc).map { i in
            tree.kind(tree.callArgValue(n, i)) == .closure ? nil : argumentType(tree.callArgValue(n, i))
        }
        var best: [Int32] = [], bestScore = -1
        for k in fitting {
            guard let s = fitScore(n, unit.functions[Int(k)], types) else { continue }
            if s > bestScore { (best, bestScore) = ([k], s) } else if s == bestScore { best.append(k) }
        }
        // None fits: the first whose labels fit, whose mismatch matchArguments reports.
        if best.isEmpty { return (fitting[0], types) }
        if best.count > 1 {
            let f = unit.functions[Int(best[0])]
            error("ambiguous use of '\(f.name)': \(best.map { "'\(unit.functions[Int($0)].signature)' taking (\(writtenParameterTypes($0).joined(separator: ", ")))" }.joined(separator: " and ")) fit these arguments alike", tree.range(tree.callCallee(n)))
            return nil
        }
        return (best[0], types)
    }

    /// Whether the call `n` names a static method: on a type (`Type.f()`, `Self.f()`, `self.f()`
    /// in a static method) or by its name alone in a static method.
    func callNamesStatic(_ n: NodeID) -> Bool {
        let callee = tree.callCallee(n)
        guard tree.kind(callee) == .member else { return staticContext }
        let base = tree.member(callee).base
        if tree.kind(base) == .identifier, lookup(tree.nameOf(base)) == nil, ["self", "Self"].contains(names[tree.nameOf(base)]) {
            return names[tree.nameOf(base)] == "Self" || staticContext
        }
        return staticBase(base) != nil || typeBinding(base) != nil
    }

    /// How well the arguments of `n` (of the types given) fit `f`'s parameters, whose labels
    /// they fit: nil when one does not fit; else two points for each argument of its
    /// parameter's own type, one for each that converts, and one more for a number of the
    /// parameter's number kind.
    func fitScore(_ n: NodeID, _ f: UserFunction, _ types: [VType?]) -> Int? {
        let argc = tree.callArgCount(n)
        let wasSilent = silent
        silent = true
        defer { silent = wasSilent }
        let params = tree.kind(f.node) == .funcDecl ? tree.funcDecl(f.node).params : []
        var score = 0, ai = 0
        func fit(_ want: VType?, _ pi: Int) -> Bool {
            defer { ai += 1 }
            guard let want, let got = types[ai] else { return true }
            guard accepts(want, got, at: tree.range(tree.callArgValue(n, ai)), what: "") else { return false }
            score += want == got ? 2 : 1
            if want == .number, pi < params.count, let pk = numberKind(ofType: params[pi].type), numberKind(tree.callArgValue(n, ai)).kind == pk { score += 1 }
            return true
        }
        for (pi, p) in f.params.enumerated() {
            let label = ai < argc ? tree.callArgLabel(n, ai).map { names[$0] } : nil
            guard ai < argc, label == p.label || (label == SyntaxTree.trailingLabel && p.type.map(isFunctionType) == true) else { continue }
            if f.variadicParams.contains(pi) {
                var element: VType? = nil
                if case .list(let e)? = p.type { element = e }
                repeat { if !fit(element, pi) { return nil } } while ai < argc && tree.callArgLabel(n, ai) == nil
            } else if !fit(p.type, pi) {
                return nil
            }
        }
        return score
    }
}
