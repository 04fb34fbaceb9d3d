// The checker's half of Swift's dictionaries (Builtins/Dictionary.swift): `[K: V]` literals
// (typed by what they are given to, `[:]` only so), `d[k]` (a `V?`), `d[k] = v` and
// `d[k] = nil`, the changing methods, and a dictionary's elements, `(key: K, value: V)`
// tuples, for `for (k, v) in d` and the methods that take a closure.

import ViewSyntax

extension Checker {
    /// Whether a dictionary may have keys of type `t` (Swift's Hashable types viewc has): the
    /// values, and UIKit's objects (NSObjects, Hashable by identity): paths and views.
    func isHashableKey(_ t: VType) -> Bool {
        switch t {
        case .number, .string, .bool, .enumeration, .symbol, .object(.nsValue), .path: return true
        case .view(let name): return protocolInfo(name) == nil
        default: return false
        }
    }

    /// Whether a literal's key is written as a text attribute's (`.font`,
    /// `NSAttributedString.Key.font`, `NSAttributedStringKey.font`).
    func isAttributeKeySyntax(_ k: NodeID) -> Bool {
        switch tree.kind(k) {
        case .implicitMember: return true
        case .member:
            let m = tree.member(k)
            if tree.kind(m.base) == .identifier { return names[tree.nameOf(m.base)] == "NSAttributedStringKey" }
            return tree.kind(m.base) == .member
        default: return false
        }
    }

    /// `["a": 1, "b": 2]` and `[:]` as a Swift dictionary, nil when the literal is text
    /// attributes (no dictionary type expected, and its keys written as attributes').
    func swiftDictionaryLiteral(_ n: NodeID) -> VType?? {
        var expected = closureExpectation
        closureExpectation = nil
        if case .optional(let w)? = expected { expected = w }
        let items = tree.listItems(n)
        var want: (key: VType?, value: VType?)? = nil
        if case .dictionary(let k, let v)? = expected { want = (k, v) }
        if want == nil {
            guard case .swift = place, !items.isEmpty else { return nil }
            if stride(from: 0, to: items.count, by: 2).allSatisfy({ isAttributeKeySyntax(items[$0]) }) { return nil }
            if expected == .attributes {
                // `[String: Any]` holds text attributes only: values of any type are not otherwise held.
                for k in stride(from: 0, to: items.count - 1, by: 2) { expr(items[k]); expr(items[k + 1]) }
                error("a dictionary of values of any type ('[String: Any]') is outside the supported Swift subset but for text attributes (docs/language.md §13): give its values one type ('[String: CGFloat]')", tree.range(n))
                unit.res[n.index] = .error
                return .some(nil)
            }
        }
        var keyType = want?.key, valueType = want?.value
        var ok = true
        for k in stride(from: 0, to: items.count - 1, by: 2) {
            let kn = items[k], vn = items[k + 1]
            let kt = expr(kn)
            if let kt {
                if let wk = keyType, want?.key == nil, kt.valueType != wk.valueType {
                    error("a dictionary's keys are of one type: this is \(article(kt)), but the first key is \(article(wk))", tree.range(kn)); ok = false
                } else if let wk = keyType {
                    if !accepts(wk, kt, at: tree.range(kn), what: "this key") { ok = false }
                } else if !isHashableKey(kt) {
                    error("\(article(kt)) is not Hashable: a dictionary's keys are Strings, numbers, Bools, enum cases, NSValues, paths or views", tree.range(kn)); ok = false
                } else {
                    keyType = kt
                }
            }
            if let wv = valueType, isFunctionType(wv) || wv.valueType == .dictionary { closureExpectation = wv }
            let vt = expr(vn)
            closureExpectation = nil
            if let vt {
                if let wv = valueType, want?.value == nil, vt.valueType != wv.valueType {
                    error("a dictionary holds values of one type: this is \(article(vt)), but the dictionary starts with \(article(wv))", tree.range(vn)); ok = false
                } else if let wv = valueType {
                    if !accepts(wv, vt, at: tree.range(vn), what: "this value") { ok = false }
                } else {
                    valueType = vt
                }
            }
        }
        guard ok else { unit.res[n.index] = .error; return .some(nil) }
        unit.res[n.index] = .swiftDictionary(valueType.flatMap { t in ValueType.allCases.firstIndex(of: t.valueType).map(Int32.init) } ?? -1)
        return .some(.dictionary(keyType, valueType))
    }

    /// `d[k]`: the key's value, an optional (nil where the dictionary lacks the key).
    func dictionarySubscript(_ key: VType?, _ value: VType?, index: NodeID, _ ti: VType?) -> VType? {
        if let key, let ti, !accepts(key, ti, at: tree.range(index), what: "the key") { return nil }
        guard let value else { return nil }
        if case .optional = value { return value }
        return .optional(value)
    }

    /// `d[k] = v`, `d[k] = nil` (removes k): the value must be of the dictionary's value type;
    /// `d[k] += 1` is not Swift (the element is optional): `d[k, default: 0] += 1` is.
    func checkDictionaryElementAssign(_ s: NodeID, _ op: Operator, _ value: NodeID, _ vt: VType?, key: VType?, element: VType?,
                                      index it: VType?, target: AssignTarget, after: [String], subscript sub: NodeID) {
        let tr = tree.range(tree.assign(s).target)
        let x = tree.subscripted(sub)
        guard after.isEmpty else {
            error("assigning to a member of a dictionary's value is outside the supported Swift subset: read the value, change it and store it back", tr); return
        }
        guard op == .none else {
            error("a dictionary's value is optional: write 'd[k, default: 0] \(op.spelling)= …' or 'd[k]! \(op.spelling)= …'", tr); return
        }
        if let key, let it, !accepts(key, it, at: tree.range(x.index), what: "the key") { return }
        if case .optional(.void)? = vt {} else if let element, !accepts(element, vt, at: tree.range(value), what: "a value of the dictionary") { return }
        guard case .slot(let hops, let slot, let before) = target else { return }
        unit.assignments.append(Assignment(target: .listElement(hops: hops, slot: slot, before: before, after: []), operation: -1, type: element?.valueType))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
    }

    /// `d.removeValue(forKey: k)`, `d.updateValue(v, forKey: k)`, `d.removeAll()`,
    /// `d.merge(other) { old, new in … }`: the dictionary must be held in a `var`.
    func dictionaryMutationCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: String, _ nr: SourceRange) -> VType?? {
        guard case .dictionary(let kt, let vt) = bt else { return nil }
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] }.flatMap { $0 == SyntaxTree.trailingLabel ? nil : $0 } }
        let method: ListMutation
        switch (name, labels) {
        case ("removeValue", ["forKey"]): method = .removeValueForKey
        case ("updateValue", [nil, "forKey"]): method = .updateValue
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]): method = .removeAll
        case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]): method = .merge
        default: return nil
        }
        func arg(_ i: Int, _ want: VType?, _ what: String) -> Bool {
            let v = tree.callArgValue(n, i)
            if let want, tree.kind(v) == .closure || tree.kind(v) == .dictionary { closureExpectation = want }
            let t = expr(v)
            closureExpectation = nil
            guard let want else { return true }
            return accepts(want, t, at: tree.range(v), what: what)
        }
        var ok = true
        switch method {
        case .removeValueForKey: ok = arg(0, kt, "the key")
        case .updateValue: ok = arg(0, vt, "the value") && arg(1, kt, "the key")
        case .removeAll: if argc == 1 { ok = arg(0, .bool, "keepingCapacity") }
        case .merge: ok = arg(0, bt, "the dictionary merged") && arg(1, vt.map { .function([$0, $0], $0) }, "the function choosing a value")
        default: break
        }
        guard let target = mutableLValue(base, what: "cannot use mutating member on immutable value", throughSetter: true) else { return .some(nil) }
        guard ok else { return .some(nil) }
        unit.listMutations.append(ListMutationCall(method: method, target: target))
        unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
        switch method {
        case .removeValueForKey, .updateValue: return .some(vt.map { (t: VType) -> VType in if case .optional = t { return t }; return .optional(t) })
        default: return .some(.void)
        }
    }

    /// `Dictionary(uniqueKeysWithValues: pairs)` (a list of `(key, value)` tuples) and
    /// `Dictionary(grouping: xs, by: { … })` (lists of the elements by the closure's key).
    func dictionaryInit(_ n: NodeID, _ forms: [Int32]) -> VType? {
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] } }
        func keyOK(_ k: VType, _ at: NodeID) -> Bool {
            if isHashableKey(k) { return true }
            error("\(article(k)) is not Hashable: a dictionary's keys are Strings, numbers, Bools, enum cases, NSValues, paths or views", tree.range(at))
            return false
        }
        if argc == 1, labels[0] == "uniqueKeysWithValues" {
            let a = tree.callArgValue(n, 0)
            guard let t = expr(a) else { unit.res[n.index] = .error; return nil }
            guard case .list(.tuple(let ts, _)?) = t, ts.count == 2 else {
                error("'uniqueKeysWithValues' takes a list of (key, value) pairs, not \(article(t))", tree.range(a))
                unit.res[n.index] = .error
                return nil
            }
            guard keyOK(ts[0], a) else { unit.res[n.index] = .error; return nil }
            unit.res[n.index] = .function(form: forms[0], defaults: 0)
            return .dictionary(ts[0], ts[1])
        }
        if argc == 2, labels[0] == "grouping", labels[1] == "by" || labels[1] == SyntaxTree.trailingLabel {
            let a = tree.callArgValue(n, 0), f = tree.callArgValue(n, 1)
            let lt = expr(a)
            guard case .list(let e?)? = lt else {
                if let lt { error("'grouping' takes a list of known elements, not \(article(lt))", tree.range(a)) }
                expr(f)
                unit.res[n.index] = .error
                return nil
            }
            closureExpectation = .function([e], .symbol(Checker.inferred))
            let ft = expr(f)
            closureExpectation = nil
            guard case .function(let ps, let k)? = ft, ps.count == 1, ps[0].valueType == e.valueType else {
                if let ft { error("'by' takes a function (\(e.name)) -> Key, not \(article(ft))", tree.range(f)) }
                unit.res[n.index] = .error
                return nil
            }
            guard keyOK(k, f) else { unit.res[n.index] = .error; return nil }
            unit.res[n.index] = .function(form: forms[1], defaults: 0)
            return .dictionary(k, .list(e))
        }
        return function(n, forms, "Dictionary")
    }
}
