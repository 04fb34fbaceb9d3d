// Checks UIKit's option sets as values of their own types (Builtins/OptionSet.swift): a literal
// where one is wanted — `.topLeft`, `[.topLeft, .bottomRight]`, `[]` — is the constant of its
// options' bits, each name one of the type's options (else Swift's error); an option written
// with its type (`UIRectCorner.topLeft`) is one anywhere; a method's argument is of the
// receiver's type; the changing methods need the value held where it can change.

import ViewSyntax

extension Checker {
    /// The type of a `?:` of options whose branches differ (`flag ? .topLeft : .bottomLeft`):
    /// a value of the option set wanted where it stands (`optionTernaryAccepts`), else what
    /// its branches are.
    static let optionLiteralType = VType.optionSet("")

    /// `UIRectCorner.topLeft`: the option's value; nil when `n` is not written on an option
    /// set's type.
    func qualifiedOption(_ n: NodeID) -> VType?? {
        guard let tn = tree.qualifiedCaseType(n), let t = OptionSets.type(names[tn]) else { return nil }
        guard let raw = option(t, names[tree.nameOf(n)], at: tree.range(n)) else { unit.res[n.index] = .error; return .some(nil) }
        unit.res[n.index] = .constant(unit.constant(.optionSet(t.name, raw)))
        return .some(.optionSet(t.name))
    }

    /// The bits of option `name` of `t`, or nil with Swift's error.
    func option(_ t: OptionSetType, _ name: String, at r: SourceRange) -> UInt64? {
        if let raw = t.option(name) { return raw }
        let (hint, fix) = didYouMean(name, t.options.map(\.0), at: r)
        error("type '\(t.name)' has no member '\(name)'\(hint)", r, fixIts: fix)
        return nil
    }

    /// A list literal whose elements are all implicit members (or none: `[]`), recorded where
    /// it is checked: where an option set is wanted it is one (`optionSetAccepts`), elsewhere
    /// an Array (`[UIRectCorner.topLeft, .bottomLeft]`, `optionSetElements`). Nil, or Swift's
    /// error when it names options of two types.
    func optionList(_ n: NodeID) -> VType?? {
        let items = tree.listItems(n)
        guard items.allSatisfy({ tree.kind($0) == .implicitMember }) else { return nil }
        optionLists[tree.range(n).lower] = n
        guard let q = items.lazy.compactMap({ self.tree.qualifiedCaseType($0) }).first, let t = OptionSets.type(names[q]) else { return nil }
        for i in items where tree.qualifiedCaseType(i).map({ OptionSets.type(names[$0])?.name ?? names[$0] }) ?? t.name != t.name {
            error("a list holds values of one type: this is '\(names[tree.qualifiedCaseType(i)!])', but the list is \(article(VType.optionSet(t.name)))", tree.range(i))
            return .some(nil)
        }
        return nil
    }

    /// `[c, .bottomLeft]`, `[UIRectCorner.topLeft, .bottomLeft]`: the implicit members among
    /// items of which one is a value of an option set are its options (their types set in
    /// `ts`); false after Swift's error for one it lacks.
    func optionSetElements(_ items: NodeList, _ ts: inout [VType?]) -> Bool {
        guard case .optionSet(let tn)?? = ts.first(where: { if case .optionSet? = $0 { return true }; return false }), !tn.isEmpty else { return true }
        for (i, item) in items.enumerated() where tree.kind(item) == .implicitMember {
            guard case .symbol? = ts[i], let ok = optionSetAccepts(tn, ts[i]!, at: tree.range(item)) else { continue }
            guard ok else { return false }
            ts[i] = .optionSet(tn)
        }
        return true
    }

    /// `[.topLeft, .bottomRight]` at `r` where an Array of option set `tn` is wanted: each item
    /// a value of it; nil when `r` holds no such literal.
    func optionSetListAccepts(_ tn: String, at r: SourceRange) -> Bool? {
        guard let n = optionLists[r.lower], tree.range(n) == r else { return nil }
        return tree.listItems(n).allSatisfy { optionSetAccepts(tn, .symbol(names[tree.nameOf($0)]), at: tree.range($0)) ?? false }
    }

    /// Whether `got` is a value of option set `tn` (a literal of it becoming its constant);
    /// nil when `got` is no literal of one (`accepts` says why).
    func optionSetAccepts(_ tn: String, _ got: VType, at r: SourceRange) -> Bool? {
        guard let t = OptionSets.type(tn) else { return nil }
        if let ok = optionTernaryAccepts(.optionSet(t.name), at: r, what: "this value") { return ok }
        if got == .optionSet(t.name) { return true }
        switch got {
        case .symbol(let s):
            guard let n = unresolvedMembers[r.lower] ?? ambiguousMembers[r.lower], tree.range(n) == r, tree.kind(n) == .implicitMember else { return nil }
            guard let raw = option(t, s, at: r) else { return false }
            unit.res[n.index] = .constant(unit.constant(.optionSet(t.name, raw)))
            return true
        case .list:
            guard let n = optionLists[r.lower], tree.range(n) == r else { return nil }
            var raw: UInt64 = 0
            for item in tree.listItems(n) {
                if let q = tree.qualifiedCaseType(item), OptionSets.type(names[q])?.name != t.name { return nil }
                guard let b = option(t, names[tree.nameOf(item)], at: tree.range(item)) else { return false }
                raw |= b
            }
            unit.res[n.index] = .constant(unit.constant(.optionSet(t.name, raw)))
            return true
        default:
            return nil
        }
    }

    /// Whether struct `k` of the file is an OptionSet as Swift's are written: declared `: OptionSet`
    /// with one stored property, `rawValue` (its statics the options: `static let a = S(rawValue: 1 << 0)`).
    func isOptionStruct(_ k: Int32) -> Bool {
        let info = unit.structs[Int(k)]
        guard !info.isClass, tree.kind(info.node) == .structDecl else { return false }
        // Read from its declaration: its statics are checked before its fields are gathered.
        let stored = tree.structDecl(info.node).members.filter { m in
            tree.kind(m) == .varDecl && tree.varDecl(m).flags.isDisjoint(with: [.isStatic, .computed])
        }
        return stored.count == 1 && names[tree.varDecl(stored[0]).name] == "rawValue" && structConforms(k, to: "OptionSet")
    }

    /// `[.a, .b]` (or `[]`) at `r` where such a struct is wanted: each member one of its
    /// statics of its type, the list their union when it runs; nil when `r` holds no such list.
    func optionStructList(at r: SourceRange, of k: Int32) -> Bool? {
        guard isOptionStruct(k), let n = optionLists[r.lower], tree.range(n) == r else { return nil }
        let want = VType.structure(unit.structs[Int(k)].name, k)
        for item in tree.listItems(n) {
            guard structImplicitStatic(item, k) == want else {
                error("type '\(unit.structs[Int(k)].name)' has no member '\(names[tree.nameOf(item)])'", tree.range(item))
                return false
            }
        }
        unit.res[n.index] = .optionSetLiteral(k)
        return true
    }

    /// A view property of the class's own view named bare or through `self`
    /// (`accessibilityTraits`, `self.layer.maskedCorners`): where a changing method writes
    /// the value back, as an assignment to it does; nil for anything else.
    func viewPropertyTarget(_ base: NodeID) -> AssignTarget? {
        guard currentClass != nil else { return nil }
        var members: [String] = []
        var cur = base
        while tree.kind(cur) == .member { members.insert(names[tree.member(cur).name], at: 0); cur = tree.member(cur).base }
        guard tree.kind(cur) == .identifier, lookup(tree.nameOf(cur)) == nil else { return nil }
        let root = names[tree.nameOf(cur)]
        if root != "self" { members.insert(root, at: 0) }
        var full = members.joined(separator: ".")
        // In a CALayer subclass, its own `maskedCorners` is a view's `layer.maskedCorners`.
        if currentClass?.swift?.isLayer == true, ViewProperties.table.index["layer." + full] != nil { full = "layer." + full }
        guard let id = ViewProperties.table.index[full] else { return nil }
        return .viewProperty(id, name: full)
    }

    /// Whether `n` is an option's literal: an implicit member not written on a type, a list
    /// of them (or `[]`), or a `?:` of two of these.
    func isOptionLiteral(_ n: NodeID) -> Bool {
        let at = tree.range(n).lower
        switch tree.kind(n) {
        case .implicitMember: return tree.qualifiedCaseType(n) == nil
        case .list: return optionLists[at] == n
        case .ternary: return optionTernaries[at] == n
        default: return false
        }
    }

    /// `flag ? .topLeft : [.bottomLeft]` at `r` where an option set (or an optional of one) is
    /// wanted: each branch a value of it; nil when `r` holds no such `?:`. (Where no option set
    /// is wanted, the `?:` is what its branches make it.)
    func optionTernaryAccepts(_ want: VType, at r: SourceRange, what: @autoclosure () -> String) -> Bool? {
        guard let t = optionTernaries[r.lower], tree.range(t) == r else { return nil }
        var w = want
        if case .optional(let inner) = want { w = inner }
        guard case .optionSet(let tn) = w else { return nil }
        let x = tree.ternary(t)
        var ok = true
        for b in [x.then, x.else] {
            let br = tree.range(b)
            if let inner = optionTernaryAccepts(w, at: br, what: what()) { ok = inner && ok; continue }
            let got: VType = tree.kind(b) == .list ? .list(nil) : .symbol(names[tree.nameOf(b)])
            guard let accepted = optionSetAccepts(tn, got, at: br) else {
                error("\(what()) is \(article(w)), not \(article(got))", br)
                ok = false
                continue
            }
            ok = accepted && ok
        }
        if ok, case .error = unit.res[t.index] { return false }
        return ok
    }

    /// A method of an option set (`corners.insert(.topLeft)`, `a.union(b)`); nil when it has
    /// none of the name (the registry's message says so).
    func optionSetCall(_ n: NodeID, _ base: NodeID, _ want: VType, _ name: String, _ nr: SourceRange) -> VType?? {
        if case .optionSet(let tn) = want, OptionSets.type(tn) == nil {
            typeArgs(ofCall: n)
            error("the type of this '?:' of options is not known: declare it ('let x: UIRectCorner = …')", tree.range(base))
            return .some(nil)
        }
        let tn = want.name
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] } }
        func arg() -> Bool {
            let v = tree.callArgValue(n, 0)
            return accepts(want, expr(v), at: tree.range(v), what: "the argument of '\(name)'")
        }
        let forms = registry.methods[.optionSet]?[name] ?? []
        let mutation = ListMutation(name: name, labels: labels).flatMap { ListMutation.setAlgebra.contains($0) ? $0 : nil }
        guard mutation != nil || !forms.isEmpty else { return nil }
        let form = forms.first { argc == 1 && registry.methodForm($0).signature.params[0].label == labels[0] }
        guard mutation != nil || form != nil else {
            typeArgs(ofCall: n)
            let label = forms.first.flatMap { registry.methodForm($0).signature.params[0].label }.map { $0 + ": " } ?? ""
            error("'\(name)' takes one \(tn): '\(name)(\(label)…)'", nr)
            return .some(nil)
        }
        let ok = arg()
        if let mutation {
            guard let target = viewPropertyTarget(base) ?? mutableLValue(base, what: "cannot use mutating member on immutable value", throughSetter: true) else { return .some(nil) }
            guard ok else { return .some(nil) }
            unit.listMutations.append(ListMutationCall(method: mutation, target: target))
            unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
            switch mutation {
            case .insertMember: return .some(.tuple([.bool, want], ["inserted", "memberAfterInsert"]))
            case .removeMember, .updateWith: return .some(.optional(want))
            default: return .some(.void)
            }
        }
        guard ok, let form else { return .some(nil) }
        unit.res[n.index] = .method(form: form, defaults: Res.Defaults(0))
        return .some(["union", "intersection", "subtracting", "symmetricDifference"].contains(name) ? want : .bool)
    }
}
