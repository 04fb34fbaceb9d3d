// The checker's half for closures: a function value written in place — `{ (x: CGFloat) ->
// CGFloat in … }`, `{ $0 * 2 }`, a trailing closure. A closure is checked as a nested function
// is (a frame of its own, linked to the frame it is made in), its parameters' types from what
// it is written for when it does not say them (a declared type, a parameter's, a list
// method's), its result from its first `return` when nothing says it. A value of a function
// type is called without argument labels, as in Swift.
//
// Two kinds of call take closures here too: those whose closures an app runs later
// (`UIView.animate`, `DispatchQueue.main.async`), which run at once — a drawing is one still
// frame, the state after them — and a list's methods (`map`, `flatMap`, `filter`, `reduce`,
// `sorted(by:)`…).

import ViewGeometry
import ViewSyntax

extension Checker {
    func isFunctionType(_ t: VType) -> Bool {
        if case .function = t { return true }
        if case .optional(.function) = t { return true }
        return false
    }

    /// `{ … }`: its type; its body is checked now, one function level down.
    func closureExpr(_ n: NodeID) -> VType? {
        var expected = closureExpectation
        closureExpectation = nil
        // The number kinds its context gives its parameters, for this closure alone.
        let paramKinds = closureParamKinds, paramTupleKinds = closureParamTupleKinds, writtenResult = closureResultType
        (closureParamKinds, closureParamTupleKinds, closureResultType) = (nil, nil, nil)
        if case .optional(let w)? = expected { expected = w }
        var wantParams: [VType]? = nil
        var wantResult: VType? = nil
        if case .function(let ps, let r)? = expected {
            wantParams = ps
            if r != .symbol(Checker.inferred) { wantResult = r }
        }
        let s = tree.closureFunction(n)
        let fd = tree.funcDecl(s)
        // `{ (i, x) in … }` given one tuple of two: its elements, as Swift destructures them.
        var splatted: VType? = nil
        if let wp = wantParams, wp.count == 1, case .tuple(let ts, _) = wp[0], ts.count == fd.params.count, ts.count > 1 {
            splatted = wp[0]
            wantParams = ts
        }
        let whole = tree.range(n)
        let brace = SourceRange(fileID: whole.fileID, lower: whole.lower, upper: whole.lower + 1)
        unit.res[s.index] = .skip
        if let wp = wantParams, wp.count != fd.params.count {
            let shown = wantResult == nil ? "(" + wp.map(\.name).joined(separator: ", ") + ") -> …" : expected!.name
            error("this closure takes \(fd.params.count == 1 ? "1 parameter" : "\(fd.params.count) parameters"), but \(shown) passes \(wp.count == 1 ? "1" : "\(wp.count)")"
                  + (fd.params.isEmpty ? ": name them ('{ \((0..<wp.count).map { _ in "_" }.joined(separator: ", ")) in … }') or use $0" : ""), brace)
            unit.res[n.index] = .error
            return nil
        }
        let f = UserFunction(name: "closure", nameRange: brace, node: s, level: fnLevel, body: fd.body)
        f.isClosure = true
        f.paramKinds = paramKinds
        f.paramTupleKinds = paramTupleKinds
        f.writtenResult = writtenResult
        // `{ (i, x) in … }` of one tuple: each parameter its element's kind.
        if splatted != nil, let tk = paramTupleKinds?.first, let ks = tk { f.paramKinds = ks; f.paramTupleKinds = nil }
        f.splatsTuple = splatted != nil
        // The capture list's values, in the scope the closure is made in.
        for l in tree.closureCaptures(n) {
            let b = tree.binding(l)
            f.captures.append((b.name, expr(b.value), b.value, -1))
            unit.res[l.index] = .skip
        }
        var types: [VType] = []
        for (i, p) in fd.params.enumerated() {
            let written = p.type.raw >= 0 ? swiftType(p.type) : nil
            guard let t = written ?? wantParams?[i] else {
                if p.type.raw < 0 {
                    // `$0` and `_` (named `_0`) are shown as Swift writes them.
                    let name = names[p.name]
                    let written = name.hasPrefix("$") ? name : name.hasPrefix("_") && Int(name.dropFirst()) != nil ? "_" : name
                    error("the closure's parameter '\(written)' needs a type here: write '{ (\(written.hasPrefix("$") || written == "_" ? "x" : written): Type) in … }'", p.nameRange)
                }
                unit.res[n.index] = .error
                return nil
            }
            types.append(t)
            f.params.append((nil, names[p.name], Int32(i), t, nil))
        }
        if let rn = fd.result {
            guard let rt = swiftType(rn) else { unit.res[n.index] = .error; return nil }
            f.result = rt
            f.resultKind = numberKind(ofType: rn) ?? .double
        } else if let wr = wantResult {
            f.result = wr
        } else {
            f.infersResult = true
        }
        unit.functions.append(f)
        let k = Int32(unit.functions.count - 1)
        checkFunctionBody(s, k)
        if f.infersResult { f.infersResult = false; f.result = .void }
        unit.res[n.index] = .closure(k)
        if f.resultUnknown { return nil }
        return .function(splatted.map { [$0] } ?? types, f.result)
    }

    /// A function named without a call (`xs.filter(isEven)`, `animations: self.grow`): a
    /// function value, called without labels, in the frame the function is declared in.
    func functionValue(_ n: NodeID, _ k: Int32, _ name: String, _ r: SourceRange) -> VType? {
        let f = unit.functions[Int(k)]
        unit.res[n.index] = .error
        guard f.inoutParams.isEmpty, f.variadicParams.isEmpty, !f.params.contains(where: { $0.type == nil }) else {
            error("'\(name)' has 'inout' or variadic parameters: call it with '(…)' (\(f.signature))", r)
            return nil
        }
        unit.res[n.index] = .functionValue(k, hops: UInt16(fnLevel - f.level))
        return .function(f.params.map { $0.type! }, f.result)
    }

    /// `points.forEach(path.addLine)`: a built-in method of the value `n`'s base named where a
    /// function is wanted, as Swift takes one (its labels dropped) — the one form whose
    /// parameters the wanted function's types fill in order and whose result is the wanted
    /// one; nil when there is none. The base is evaluated where it is named (Swift's partial
    /// application), a value type's copied then.
    func boundMethodValue(_ n: NodeID, _ bt: VType, _ name: String) -> VType? {
        guard case .function(let ps, let want)? = closureExpectation, let forms = registry.methods[bt.valueType]?[name] else { return nil }
        let fitting = forms.filter { f in
            let form = registry.methodForm(f)
            return form.signature.params.count == ps.count && form.signature.params.allSatisfy { $0.type != nil }
                && zip(form.signature.params, ps).allSatisfy { $0.takes($1) }
                && (want == .symbol(Checker.inferred) || want.valueType == form.result.valueType)
        }
        guard fitting.count == 1 else { return nil }
        unit.res[n.index] = .boundMethodValue(fitting[0])
        let form = registry.methodForm(fitting[0])
        return .function(form.signature.params.map { VType($0.type!) }, form.result)
    }

    /// `"√": sqrt`, `values.map(abs)`: a built-in function of numbers named as a value in Swift
    /// code, as Swift takes one where a function type is wanted — the one form whose parameters
    /// are all unlabelled numbers (C's math functions, `min`, `max`); nil when there is none.
    func builtinFunctionValue(_ n: NodeID, _ forms: [Int32]) -> VType? {
        let fitting = forms.filter { f in
            let form = registry.functionForm(f)
            return form.result == .number && !form.signature.params.isEmpty
                && form.signature.params.allSatisfy { $0.label == nil && $0.type == .number && !$0.hasDefault }
        }
        // Of several (`max` of two to twelve numbers), the one of the arity the function type
        // wanted has (`reduce(0, max)`).
        var chosen = fitting
        if chosen.count > 1, case .function(let ps, _)? = closureExpectation {
            chosen = chosen.filter { registry.functionForm($0).signature.params.count == ps.count }
        }
        guard chosen.count == 1 else { return nil }
        unit.res[n.index] = .builtinFunctionValue(chosen[0])
        return .function(registry.functionForm(chosen[0]).signature.params.map { _ in .number }, .number)
    }

    /// The declared type of an assignment's target when it is a variable or `self.name`
    /// (what a closure assigned to it is written for).
    func assignedType(_ target: NodeID) -> VType? {
        if let t = lookupType(target) { return t }
        guard tree.kind(target) == .member else { return nil }
        let m = tree.member(target)
        // `holder.callback = { v in … }`: a stored property of a struct or a class that is not a view.
        if case .structure(_, let k)? = lookupType(m.base) {
            checkStruct(k)
            let info = unit.structs[Int(k)]
            return info.field(names[m.name]).flatMap { info.fields[$0].type }
        }
        guard tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil,
              currentClass != nil, case .swift(_, _, let t, _)? = classBinding(m.name) else { return nil }
        return t
    }

    /// The number types of the parameters of the function type `target` is declared with,
    /// which a closure assigned to it later takes as one written in its declaration does
    /// (`op = { a, b in a / b }` of a `var op: ((Int, Int) -> Int)?` divides Ints).
    func assignedParamKinds(_ target: NodeID) -> [SwiftNumberKind]? {
        if tree.kind(target) == .identifier {
            let i = Int(tree.nameOf(target).raw)
            return i < innermost.count && innermost[i] >= 0 ? decls[Int(innermost[i])].paramKinds : nil
        }
        guard tree.kind(target) == .member else { return nil }
        let m = tree.member(target)
        // `self.op = { … }`: the property of the class or struct whose code this is.
        if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil {
            let members = currentStruct.map { Array(tree.structDecl(unit.structs[Int($0)].node).members) }
                ?? currentClass.map { $0.lineage.filter { $0.unit === unit }.flatMap { tree.classDecl($0.node).members } } ?? []
            for d in members where tree.kind(d) == .varDecl && tree.varDecl(d).name == m.name {
                return tree.varDecl(d).type.flatMap { functionParamKinds(ofType: $0) }
            }
            return nil
        }
        // `holder.callback = { … }`: a stored property of a struct or a class that is not a view.
        guard case .structure(_, let k)? = lookupType(m.base) else { return nil }
        checkStruct(k)
        let info = unit.structs[Int(k)]
        return info.field(names[m.name]).flatMap { info.fieldParamKinds[$0] }
    }

    /// A system object made, called or read (SystemObject.swift): its arguments are not
    /// checked or evaluated (a timer's block never runs); made with its class's name it is a
    /// system object, else what it gives is not known (nil) — a property read further down a
    /// class's (`UIApplication.shared.windows`) is an optional system object, nil where it
    /// runs, which an optional of any type takes.
    func systemObjectUse(_ n: NodeID) -> VType? {
        unit.res[n.index] = .systemObject
        if tree.kind(n) == .call, tree.kind(tree.callCallee(n)) == .identifier { return .object(.systemObject) }
        if tree.kind(n) == .member, tree.kind(tree.member(n).base) == .identifier, lookup(tree.nameOf(tree.member(n).base)) == nil {
            return .object(.systemObject)   // `NotificationCenter.default`
        }
        if tree.kind(n) == .member, let root = rootTypeName(tree.member(n).base), unit.isSystemClass(root) {
            return .optional(.object(.systemObject))   // `UIApplication.shared.windows`
        }
        if tree.kind(n) == .call, tree.kind(tree.callCallee(n)) == .member, let root = rootTypeName(tree.member(tree.callCallee(n)).base),
           unit.isSystemClass(root), tree.kind(tree.member(tree.callCallee(n)).base) == .identifier {
            return .object(.systemObject)   // `Timer.scheduledTimer(…)`
        }
        return nil
    }

    /// `defaults.bool(forKey: k)` and UserDefaults' other typed reads on a system object: what
    /// the read gives for a key holding nothing (SystemObject.absentDefaults); nil for another call.
    func absentDefault(_ n: NodeID, _ name: String) -> VType? {
        guard tree.kind(n) == .call, tree.callArgCount(n) == 1, tree.callArgLabel(n, 0).map({ names[$0] }) == "forKey",
              let (v, t) = SystemObject.absentDefaults[name] else { return nil }
        typeArgs(ofCall: n)
        unit.res[n.index] = .constant(unit.constant(v))
        return t
    }

    /// A result type left for the closure's body to say (`map`'s).
    static let inferred = "$inferred"

    /// `f(x)` where `f` is a value of a function type: no labels, the parameters' types.
    /// A closure called where it is written, with arguments (`{ t in … }(x)`, and UIKit's
    /// `UIColor { traits in … }`, which the Swift lowering writes so): the arguments are
    /// checked first and give the parameters their types, then the closure.
    func calledClosure(_ n: NodeID, _ callee: NodeID) -> VType? {
        var types: [VType] = []
        for i in 0..<tree.callArgCount(n) {
            if let l = tree.callArgLabel(n, i), names[l] != SyntaxTree.trailingLabel {
                error("a function value is called without argument labels: drop '\(names[l]):'", tree.range(tree.callArgValue(n, i)))
            }
            guard let t = expr(tree.callArgValue(n, i)) else { _ = expr(callee); unit.res[n.index] = .error; return nil }
            types.append(t)
        }
        closureExpectation = .function(types, .symbol(Checker.inferred))
        // Its parameters take the arguments' number types too (`{ x in x * 2 }(21)` of an Int).
        closureParamKinds = (0..<tree.callArgCount(n)).map { numberKind(tree.callArgValue(n, $0)).kind }
        guard case .function(let ps, let r)? = expr(callee), ps.count == types.count else {
            error("this closure takes \(types.count == 1 ? "1 argument" : "\(types.count) arguments") here", tree.range(callee))
            unit.res[n.index] = .error
            return nil
        }
        var ok = true
        for (i, (p, t)) in zip(ps, types).enumerated() where !accepts(p, t, at: tree.range(tree.callArgValue(n, i)), what: "argument \(i + 1)") { ok = false }
        unit.res[n.index] = ok ? .callValue : .error
        return ok ? r : nil
    }

    /// `item.action()`, `holder.callback?(5)`: a stored property of a function type of a struct
    /// or of a class that is not a view, called (`?(…)` on an optional one: nil when it is, and
    /// nothing runs); `handle.center()`, `cell.onTap?(3)` likewise of a view or layer class of
    /// the file that declares the property and no method of its name. Nil when the member is
    /// no such property.
    func storedClosureCall(_ n: NodeID, _ callee: NodeID, _ bt: VType, _ name: Name, _ nr: SourceRange) -> VType?? {
        if case .view(let vk) = bt, declaresInstanceProperty(vk, names[name]), !declaresInstanceMethod(vk, name) {
            let ft = expr(callee)
            if case .optional(.function(let ps, let r))? = ft, tree.nodes[callee.index].flags & SyntaxTree.optionalMethodFlag != 0 {
                guard let got = callValue(n, .function(ps, r), nr) else { return .some(nil) }
                return .some(got == .void ? .void : .optional(got))
            }
            return .some(callValue(n, ft, nr))
        }
        guard case .structure(_, let k) = bt else { return nil }
        checkStruct(k)
        let info = unit.structs[Int(k)]
        guard let i = info.field(names[name]), let ft = info.fields[i].type else { return nil }
        if case .optional(.function(let ps, let r)) = ft, tree.nodes[callee.index].flags & SyntaxTree.optionalMethodFlag != 0 {
            _ = expr(callee)
            guard let got = callValue(n, .function(ps, r), nr) else { return .some(nil) }
            return .some(got == .void ? .void : .optional(got))
        }
        guard isFunctionType(ft) else { return nil }
        return .some(callValue(n, expr(callee), nr))
    }

    /// Whether class `vk` of the file (or one of the file it inherits from) declares an
    /// instance method `name`, whatever its labels.
    func declaresInstanceMethod(_ vk: String, _ name: Name) -> Bool {
        guard let c = unit.visible[names.intern(vk)], c.unit === unit, tree.kind(c.node) == .classDecl else { return false }
        declareClassMembers(c)
        return c.swift?.table.contains { unit.functions[Int($0.function)].name == names[name] && !unit.functions[Int($0.function)].isStatic } ?? false
    }

    func callValue(_ n: NodeID, _ ft: VType?, _ calleeRange: SourceRange) -> VType? {
        guard let ft else { typeArgs(ofCall: n); return nil }
        guard case .function(let ps, let r) = ft else {
            typeArgs(ofCall: n)
            if case .optional(.function) = ft {
                error("the function is optional: call it with '?(…)' or unwrap it first", calleeRange)
            } else {
                error("\(article(ft)) cannot be called", calleeRange)
            }
            return nil
        }
        let argc = tree.callArgCount(n)
        if argc != ps.count {
            typeArgs(ofCall: n)
            error("this function takes \(ps.count == 1 ? "1 argument" : "\(ps.count) arguments"), not \(argc)", tree.range(n))
            return nil
        }
        var ok = true
        for i in 0..<argc {
            let a = tree.callArgValue(n, i)
            if let l = tree.callArgLabel(n, i), names[l] != SyntaxTree.trailingLabel {
                error("a function value is called without argument labels: drop '\(names[l]):'", tree.range(a))
                ok = false
            }
            closureExpectation = ps[i]
            if !accepts(ps[i], expr(a), at: tree.range(a), what: "argument \(i + 1)") { ok = false }
        }
        unit.res[n.index] = ok ? .callValue : .error
        return ok ? r : nil
    }

    /// The calls whose closures an app runs later, each `Type.method`: here they run at once.
    static let runNowCalls: Set<String> = [
        "UIView.animate", "UIView.animateKeyframes", "UIView.addKeyframe", "UIView.transition",
        "UIView.performWithoutAnimation", "UIView.animateAlongsideTransition",
        "UIViewPropertyAnimator.runningPropertyAnimator",
        "DispatchQueue.async", "DispatchQueue.asyncAfter", "DispatchQueue.sync",
        "CATransaction.setCompletionBlock", "OperationQueue.addOperation",
    ]

    /// The type a call's callee chain starts from (`DispatchQueue` in
    /// `DispatchQueue.global(qos: .default).async`), when it is a type's name.
    func rootTypeName(_ n: NodeID) -> String? {
        var x = n
        while true {
            switch tree.kind(x) {
            case .member: x = tree.member(x).base
            case .call: x = tree.callCallee(x)
            case .identifier:
                return lookup(tree.nameOf(x)) == nil ? names[tree.nameOf(x)] : nil
            default: return nil
            }
        }
    }

    /// The labels of the arguments that are closures in the calls of `runNowCalls` (besides a
    /// trailing closure, and `setCompletionBlock(_:)`'s and `addOperation(_:)`'s one argument).
    static let runNowClosureLabels: Set<String> = ["animations", "completion", "execute", "block"]

    /// `UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })`: the
    /// closures (written in place, or function values: `animations: grow`, a stored closure)
    /// run at once and in order, a completion told `true` (it finished); a nil optional one
    /// is skipped. The other arguments (durations, options, deadlines, the views of
    /// `transition(from:to:…)`) change nothing in one still frame and are not evaluated.
    /// `CATransaction.setCompletionBlock`'s block is held for the transaction's end
    /// (`unit.runAtCommit`, RunClosures.swift). Nil when `n` is not such a call.
    func runNowCall(_ n: NodeID, _ m: (base: NodeID, name: Name, nameRange: SourceRange)) -> VType?? {
        guard let root = rootTypeName(m.base), Checker.runNowCalls.contains(root + "." + names[m.name]) else { return nil }
        var closures: [(arg: Int32, passesTrue: Bool)] = []
        var ok = true
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] } }
        for i in 0..<argc {
            let a = tree.callArgValue(n, i)
            let label = labels[i]
            let isClosure = tree.kind(a) == .closure || label == SyntaxTree.trailingLabel
                || label.map { Checker.runNowClosureLabels.contains($0) } ?? (argc == 1)
            guard isClosure else { unit.res[a.index] = .none; continue }
            // A trailing closure is the completion after `animations:`, and transition(from:to:…)'s.
            let takesFinished = label == "completion"
                || (label == SyntaxTree.trailingLabel && root == "UIView" && (labels.contains("animations") || labels.contains("from") || closures.count == 1))
            let want = VType.function(takesFinished ? [.bool] : [], .void)
            closureExpectation = want
            let got = expr(a)
            closureExpectation = nil
            var fn = got
            if case .optional(let w)? = fn { fn = w }
            if got == .optional(.void) {
                closures.append((Int32(i), takesFinished))   // `completion: nil`
            } else if case .function(let gp, _)? = fn, gp.map(\.valueType) == (takesFinished ? [ValueType.bool] : []) {
                closures.append((Int32(i), takesFinished))
            } else if tree.kind(a) != .closure, got != nil, !isFunctionType(got!) {
                // Not a function (`execute: workItem`, `addOperation(operation)`): a system
                // object, which runs nothing here.
                continue
            } else {
                if let got { error("\(label.map { "'\($0)'" } ?? "this argument") takes a function \(want.name), not \(article(got))", tree.range(a)) }
                ok = false
            }
        }
        guard ok else { unit.res[n.index] = .error; return .some(nil) }
        unit.runNow.append(closures)
        let k = Int32(unit.runNow.count - 1)
        if root == "CATransaction" { unit.runAtCommit.insert(k) }
        unit.res[n.index] = .runNow(k)
        return .some(.void)
    }

    /// `list.map { … }`, `values.reduce(0) { $0 + $1 }`, `points.sorted(by: { $0.x < $1.x })`:
    /// the closure's type from the list's elements; nil when `n` is not such a call.
    /// `o.map { … }` and `o.flatMap { … }` on an optional: the closure given the value, nil
    /// when `o` is nil (the closure does not run); flatMap's closure gives an optional that is
    /// not wrapped again. Nil when the call is no such one.
    func optionalMapCall(_ n: NodeID, _ inner: VType, _ name: String, _ nr: SourceRange) -> VType?? {
        guard name == "map" || name == "flatMap", tree.callArgCount(n) == 1 else { return nil }
        let label = tree.callArgLabel(n, 0).map { names[$0] }
        guard label == nil || label == SyntaxTree.trailingLabel else { return nil }
        closureExpectation = .function([inner], .symbol(Checker.inferred))
        closureParamKinds = [numberKind(tree.member(tree.callCallee(n)).base).kind]
        let arg = tree.callArgValue(n, 0)
        let got = expr(arg)
        closureExpectation = nil
        closureParamKinds = nil
        guard case .function(let ps, let r)? = got, ps.count == 1, ps[0].valueType == inner.valueType else {
            if let got { error("'\(name)' of \(article(VType.optional(inner))) takes a function (\(inner.name)) -> …, not \(article(got))", tree.range(arg)) }
            unit.res[n.index] = .error
            return .some(nil)
        }
        unit.res[n.index] = .optionalMap
        if r == .void { return .some(.void) }
        if name == "flatMap", case .optional = r { return .some(r) }
        return .some(.optional(r))
    }

    /// Swift 4's `index(where:)` (and `index { … }`), which Swift 5 still takes: `firstIndex(where:)`.
    func swift4FirstIndex(_ n: NodeID, _ name: String) -> ListMethod? {
        guard name == "index", tree.callArgCount(n) == 1, let l = tree.callArgLabel(n, 0).map({ names[$0] }),
              l == "where" || l == SyntaxTree.trailingLabel else { return nil }
        return .firstIndex
    }

    func listMethodCall(_ n: NodeID, _ bt: VType, _ name: String, _ nr: SourceRange) -> VType?? {
        guard let method = ListMethod(rawValue: name) ?? swift4FirstIndex(n, name) else { return nil }
        if method == .mapValues, bt.valueType != .dictionary { return nil }
        let argc = tree.callArgCount(n)
        let element: VType?
        switch bt {
        case .list(let e): element = e
        case .range: element = .number
        // A dictionary's elements: `(key: K, value: V)` tuples, in its order.
        case .dictionary: element = Builtins.dictionaryElement(bt)
        // A String's Characters, each a one-character String here (as `for c in text` gives
        // them; `filter` keeps a String); not `firstIndex` (a String.Index).
        case .string where method != .firstIndex && method != .lastIndex: element = .string
        default: return nil
        }
        // `values.max()`, `values.min()`, `values.sorted()`: of Numbers or Strings, by `<`.
        if argc == 0, method == .min || method == .max || method == .sorted {
            guard element == .number || element == .string || element == nil else {
                error("'\(name)()' compares Numbers or Strings; for \(article(element!)) write '\(name)(by: { … })'", nr)
                return .some(nil)
            }
            unit.listCalls.append(ListCall(method: method, closureArg: -1, initialArg: -1))
            unit.res[n.index] = .listCall(Int32(unit.listCalls.count - 1))
            let e = element ?? .number
            return .some(method == .sorted ? .list(e) : .optional(e))
        }
        // `colors.randomElement()` (nil for an empty list), `values.shuffled()`.
        if argc == 0, method == .randomElement || method == .shuffled {
            unit.listCalls.append(ListCall(method: method, closureArg: -1, initialArg: -1))
            unit.res[n.index] = .listCall(Int32(unit.listCalls.count - 1))
            // An element of a type known only where it runs stays unknown here.
            guard let e = element else { return .some(method == .shuffled ? .list(nil) : nil) }
            return .some(method == .shuffled ? .list(e) : .optional(e))
        }
        guard argc > 0, method != .randomElement, method != .shuffled else { return nil }
        let ci = argc - 1
        let label = tree.callArgLabel(n, ci).map { names[$0] }
        // A function value in place of a closure (`filter(isEven)`, `sorted(by: >)`,
        // `map(self.scaled)`): where Swift's method takes a function without a label, or by
        // the closure's label (`contains(x)`, `first` without `where:` take an element).
        if tree.kind(tree.callArgValue(n, ci)) != .closure {
            guard method.closureLabel == nil ? label == nil : label == method.closureLabel else { return nil }
        }
        guard label == nil || label == SyntaxTree.trailingLabel || label == method.closureLabel,
              argc == (method == .reduce ? 2 : 1), method != .reduce || tree.callArgLabel(n, 0) == nil else {
            typeArgs(ofCall: n)
            error("'\(name)' takes " + (method == .reduce ? "a first value and a closure: '\(name)(0) { $0 + $1 }'" : "one closure: '\(name)\(method.closureLabel.map { "(\($0): { … })" } ?? " { … }")'"), nr)
            return .some(nil)
        }
        guard let e = element else {
            typeArgs(ofCall: n)
            error("the list's elements have no known type here, so '\(name)' cannot give its closure one: declare the list's type ('let xs: [CGFloat] = …')", nr)
            return .some(nil)
        }
        var initial: VType? = nil
        if method == .reduce {
            initial = expr(tree.callArgValue(n, 0))
            guard initial != nil else { typeArgs(ofCall: n); return .some(nil) }
        }
        let infer = VType.symbol(Checker.inferred)
        let want: VType
        switch method {
        case .map, .compactMap, .flatMap: want = .function([e], infer)
        case .mapValues:
            guard case .dictionary(_, let v?) = bt else { return .some(nil) }
            want = .function([v], infer)
        case .filter, .contains, .first, .allSatisfy, .firstIndex, .last, .lastIndex: want = .function([e], .bool)
        case .reduce: want = .function([initial!, e], initial!)
        case .forEach: want = .function([e], .void)
        case .sorted, .min, .max: want = .function([e, e], .bool)
        case .randomElement, .shuffled: return nil   // no closure (above)
        }
        closureExpectation = want
        // Its parameters' number kinds: the elements' (and reduce's first value's); of pairs,
        // each element's.
        let base = tree.member(tree.callCallee(n)).base
        let elementKind = loopKind(base)
        var pairs = loopTupleKinds(base)
        if pairs == nil, bt.valueType == .dictionary { pairs = [elementKind, elementKind] }
        switch method {
        case .reduce:
            // A literal first value is of the elements' number type when they are numbers
            // (`cgs.reduce(0) { $0 + $1 }` a CGFloat), else of its own (`reduce(0) { $0 + $1.count }`).
            let first = numberKind(tree.callArgValue(n, 0))
            closureParamKinds = [first.literal && e.valueType == .number ? combined(first, (elementKind, false)).kind : first.kind, elementKind]
            closureParamTupleKinds = [tupleKinds(tree.callArgValue(n, 0)), pairs]
        case .sorted, .min, .max:
            closureParamKinds = [elementKind, elementKind]
            closureParamTupleKinds = [pairs, pairs]
        default:
            closureParamKinds = [elementKind]
            closureParamTupleKinds = [pairs]
        }
        let arg = tree.callArgValue(n, ci)
        let got = expr(arg)
        closureExpectation = nil
        (closureParamKinds, closureParamTupleKinds) = (nil, nil)
        guard case .function(let gp, let r)? = got else {
            if let got { error("'\(name)' takes a function here, not \(article(got))", tree.range(arg)) }
            unit.res[n.index] = .error
            return .some(nil)
        }
        if case .function(let wp, let wr) = want,
           gp.count != wp.count || zip(gp, wp).contains(where: { $0.valueType != $1.valueType }) || (wr != infer && wr.valueType != r.valueType) {
            let shown = "(" + wp.map(\.name).joined(separator: ", ") + ") -> " + (wr == infer ? "…" : wr.name)
            error("'\(name)' takes a function \(shown), not \(article(got!))", tree.range(arg))
            unit.res[n.index] = .error
            return .some(nil)
        }
        let result: VType
        switch method {
        case .map: result = .list(r)
        case .mapValues:
            guard case .dictionary(let k, _) = bt else { return .some(nil) }
            result = .dictionary(k, r)
        case .compactMap:
            // A closure giving a plain value is promoted to an optional one, as Swift does:
            // every value is kept, as map keeps them.
            if case .optional(let w) = r { result = .list(w) } else { result = .list(r) }
        case .flatMap:
            // A closure giving a list: the lists joined; any other: compactMap's older name,
            // as Swift still takes it (a plain value promoted to an optional).
            if case .list(let w) = r {
                result = .list(w)
            } else {
                unit.listCalls.append(ListCall(method: .compactMap, closureArg: Int32(ci), initialArg: -1))
                unit.res[n.index] = .listCall(Int32(unit.listCalls.count - 1))
                if case .optional(let w) = r { return .some(.list(w)) }
                return .some(.list(r))
            }
        case .filter where bt.valueType == .dictionary: result = bt   // Swift's Dictionary.filter keeps a dictionary
        case .filter where bt == .string: result = .string   // and String.filter a String
        case .filter, .sorted: result = .list(e)
        case .reduce: result = initial!
        case .forEach: result = .void
        case .contains, .allSatisfy: result = .bool
        case .first, .last, .min, .max: result = .optional(e)
        case .firstIndex, .lastIndex: result = .optional(.number)
        case .randomElement, .shuffled: return nil   // no closure (above)
        }
        unit.listCalls.append(ListCall(method: method, closureArg: Int32(ci), initialArg: method == .reduce ? 0 : -1))
        unit.res[n.index] = .listCall(Int32(unit.listCalls.count - 1))
        return .some(result)
    }
}
