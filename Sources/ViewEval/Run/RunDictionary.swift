// Runs Swift's dictionaries (Builtins/Dictionary.swift, Check/CheckDictionaries.swift): a
// literal, whose repeated key stops the drawing where it is written, as Swift traps; and the
// changing methods, the dictionary read, changed and written back where it is held.

import ViewSyntax

extension Runner {
    /// `["a": 1, "b": 2]`, `[:]`; a value `.zero` is the zero of the value type.
    func dictionaryLiteral(_ n: NodeID, values: ValueType?) throws -> Value {
        let items = tree.listItems(n)
        // Entries count against the work budget as a list's elements do (Limits.maxWork).
        try countWork(items.count / 2, tree.range(n))
        var pairs: [(Value, Value)] = []
        pairs.reserveCapacity(items.count / 2)
        for k in stride(from: 0, to: items.count - 1, by: 2) {
            let key = try eval(items[k]), v = try eval(items[k + 1])
            pairs.append((key, values.map { v.zeroed(as: $0) } ?? v))
        }
        return try Builtins.makeDictionary(pairs) { [tree] i in tree.range(items[2 * i]) }
    }

    /// `removeValue(forKey:)` (the old value), `updateValue(_:forKey:)` (the old value),
    /// `removeAll()`, `merge(_:uniquingKeysWith:)` (the function chooses between a key's
    /// old and new values). Nil when the value is no dictionary.
    func dictionaryMutation(_ call: ListMutationCall, _ n: NodeID) throws -> Value? {
        let args = try (0..<tree.callArgCount(n)).map { try eval(tree.callArgValue(n, $0)) }
        try countWork(1 + (args.first?.dictionary?.count ?? 0), tree.range(n))
        func change(_ d: inout DictionaryValue) throws -> Value {
            switch call.method {
            case .removeValueForKey: return d.remove(args[0]) ?? .void
            case .updateValue: return try d.set(args[1], args[0], at: tree.range(n)) ?? .void
            case .removeAll: d.removeAll(); return .void
            case .merge:
                guard let other = args[0].dictionary else { try checkedError() }
                let c = try closure(args[1])
                for (k, v) in zip(other.keys, other.values) {
                    if let old = d.value(k) {
                        try d.set(k, try callClosure(c, [old, v], at: n), at: tree.range(n))
                    } else {
                        try d.set(k, v, at: tree.range(n))
                    }
                }
                return .void
            default: try checkedError()
            }
        }
        // In place when the dictionary is a variable's (merge's function may read it: not then).
        if call.method != .merge, case .slot(let hops, let slot, let members) = call.target, members.isEmpty,
           let result = try changeDictionary(hops: hops, slot: slot, at: n, change) {
            return result
        }
        guard var d = try eval(tree.member(tree.callCallee(n)).base).dictionary else { return nil }
        let result = try change(&d)
        try writeBack(call.target, .boxed(d), at: n)
        return result
    }

    /// Changes the dictionary held in `slot` (`hops` frames up) in place when nothing else
    /// holds it, as Swift's copy-on-write does — a copy of it elsewhere keeps its entries, as
    /// it holds the dictionary too and so makes this one change a copy — so that
    /// `counts[k, default: 0] += 1` in a loop takes constant time, not the dictionary's size.
    /// Nil when the slot holds no dictionary (evaluation then reads, changes and writes back).
    func changeDictionary(hops: Int32, slot: Int32, at n: NodeID, _ body: (inout DictionaryValue) throws -> Value) throws -> Value? {
        if hops < 0 { _ = try staticValue(slot, at: n) }
        let f = hops < 0 ? staticFrame : frameUp(hops)
        func held() -> Ref<DictionaryValue>? {
            guard case .value(let v) = f.slots[Int(slot)] else { return nil }
            return v.ref(DictionaryValue.self)
        }
        guard var r = held() else { return nil }
        f.slots[Int(slot)] = .unset
        if !isKnownUniquelyReferenced(&r) { r = Ref(r.value) }
        defer { f.slots[Int(slot)] = .value(.boxed(r)) }
        return try body(&r.value)
    }
}
