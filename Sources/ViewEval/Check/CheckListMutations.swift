// Checks a call of a list's changing method (Builtins/ListMutation.swift): the list must be
// held in a `var`, the arguments must be of its element type (or indices and counts).

import ViewSyntax

extension Checker {
    /// `list.append(x)` and the other changing methods on a list; nil when `name` is none of
    /// them (the list's other methods are looked up after).
    func listMutationCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: String, _ nr: SourceRange) -> VType?? {
        guard ListMutation.names.contains(name) else { return nil }
        if bt == .string { return stringMutationCall(n, base, name, nr) }
        guard case .list(let element) = bt else { return nil }
        let argc = tree.callArgCount(n)
        // A trailing closure (`handlers.append { … }`) is the unlabelled argument it stands for.
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] }.flatMap { $0 == "$trailing" ? nil : $0 } }
        guard let method = ListMutation(name: name, labels: labels), ![.updateWith, .formIntersection, .subtract, .formSymmetricDifference].contains(method) else { return nil }
        // A closure in parentheses needs its label, as Swift's; a trailing one has none.
        if method == .removeAllWhere || method == .sortBy, tree.callArgLabel(n, 0) == nil {
            typeArgs(ofCall: n)
            error("missing argument label '\(method == .sortBy ? "by" : "where"):' in call to '\(name)'", nr)
            return .some(nil)
        }
        func arg(_ i: Int, _ want: VType?, _ what: String) -> Bool {
            let v = tree.callArgValue(n, i)
            if tree.kind(v) == .closure, let want { closureExpectation = want }
            var t = expr(v)
            guard let want else { return true }
            // A `T!` appended to a list of optionals is the optional (nil too), as Swift passes it.
            if case .optional = want, tree.isStoredUnwrap(v), case .optional? = expr(tree.unary(v).operand) {
                unit.res[v.index] = .skip
                t = expr(tree.unary(v).operand)
            }
            return accepts(want, t, at: tree.range(v), what: what)
        }
        var ok = true
        switch method {
        case .append: ok = arg(0, element, "the element appended")
        case .appendContents: ok = arg(0, .list(element), "the elements appended")
        case .insert: ok = arg(0, element, "the element inserted") && arg(1, .number, "the index")
        case .removeAt: ok = arg(0, .number, "the index")
        case .insertMember: ok = arg(0, element, "the element inserted")
        case .removeMember: ok = arg(0, element, "the element removed")
        case .formUnion: ok = arg(0, .list(element), "the elements added")
        case .insertContents: ok = arg(0, .list(element), "the elements inserted") && arg(1, .number, "the index")
        case .removeSubrange: ok = arg(0, .range, "the range")
        case .replaceSubrange: ok = arg(0, .range, "the range") && arg(1, .list(element), "the elements")
        case .removeFirstCount, .removeLastCount: ok = arg(0, .number, "the count")
        case .swapAt: ok = arg(0, .number, "the index") && arg(1, .number, "the index")
        case .removeAll: if argc == 1 { ok = arg(0, .bool, "keepingCapacity") }
        case .removeAllWhere: ok = arg(0, element.map { .function([$0], .bool) }, "the condition")
        case .sortBy: ok = arg(0, element.map { .function([$0, $0], .bool) }, "the order")
        case .sort:
            if let e = element, e != .number, e != .string {
                error("'sort()' orders Numbers and Strings; for \(article(e)) write 'sort(by: { … })'", nr)
                ok = false
            }
        case .removeFirst, .removeLast, .popLast, .reverse, .toggle, .removeValueForKey, .updateValue, .merge: break
        case .updateWith, .formIntersection, .subtract, .formSymmetricDifference: break
        }
        guard let target = mutableLValue(base, what: "cannot use mutating member on immutable value", throughSetter: true) else {
            return .some(nil)
        }
        guard ok else { return .some(nil) }
        unit.listMutations.append(ListMutationCall(method: method, target: target))
        unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
        switch method {
        case .removeAt, .removeFirst, .removeLast: return .some(element)
        case .popLast, .removeMember: return .some(element.map { .optional($0) })
        // A Set's insert(_:): the pair `(inserted: Bool, memberAfterInsert: Element)`, which code
        // may keep or drop (CheckTuples.tupleKinds gives its member the elements' number type).
        case .insertMember: return .some(element.map { .tuple([.bool, $0], ["inserted", "memberAfterInsert"]) } ?? .void)
        default: return .some(.void)
        }
    }
}

extension Checker {
    /// A String's changing methods (RangeReplaceableCollection's, of Characters): `append(_:)`,
    /// `append(contentsOf:)`, `insert(_:at:)`, `insert(contentsOf:at:)`, `remove(at:)`,
    /// `removeFirst()`, `removeLast()` (and with a count), `removeAll()`, `popLast()`,
    /// `removeSubrange(_:)`, `replaceSubrange(_:with:)`; run as a list of its Characters
    /// (RunListMutations.swift) and written back where the String is held.
    func stringMutationCall(_ n: NodeID, _ base: NodeID, _ name: String, _ nr: SourceRange) -> VType?? {
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] } }
        guard let method = ListMutation(name: name, labels: labels) else { return nil }
        func arg(_ i: Int, _ want: VType, _ what: String) -> Bool {
            let v = tree.callArgValue(n, i)
            return accepts(want, expr(v), at: tree.range(v), what: what)
        }
        var ok = true
        switch method {
        case .append, .appendContents: ok = arg(0, .string, "the text appended")
        case .insert: ok = arg(0, .string, "the Character inserted") && arg(1, .number, "the index")
        case .insertContents: ok = arg(0, .string, "the text inserted") && arg(1, .number, "the index")
        case .removeSubrange: ok = arg(0, .range, "the range")
        case .replaceSubrange: ok = arg(0, .range, "the range") && arg(1, .string, "the text")
        case .removeAt: ok = arg(0, .number, "the index")
        case .removeFirstCount, .removeLastCount: ok = arg(0, .number, "the count")
        case .removeAll: if argc == 1 { ok = arg(0, .bool, "keepingCapacity") }
        case .removeFirst, .removeLast, .popLast: break
        default:
            typeArgs(ofCall: n)
            error("String has no method '\(name)' with these arguments (a String's changing methods: append(_:), append(contentsOf:), insert(_:at:), insert(contentsOf:at:), remove(at:), removeFirst(), removeLast(), removeAll(), popLast(), removeSubrange(_:), replaceSubrange(_:with:))", nr)
            return .some(nil)
        }
        guard let target = mutableLValue(base, what: "cannot use mutating member on immutable value", throughSetter: true) else { return .some(nil) }
        guard ok else { return .some(nil) }
        unit.listMutations.append(ListMutationCall(method: method, target: target))
        unit.res[n.index] = .listMutation(Int32(unit.listMutations.count - 1))
        switch method {
        case .removeAt, .removeFirst, .removeLast: return .some(.string)
        case .popLast: return .some(.optional(.string))
        default: return .some(.void)
        }
    }
}
