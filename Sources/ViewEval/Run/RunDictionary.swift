// Runs Swift's dictionaries (Builtins/Dictionary.swift, Check/CheckDictionaries.swift): a
// literal, whose repeated key stops the drawing where it is written, as Swift traps; and the
// changing methods, the dictionary read, changed and written back where it is held.

import ViewSyntax

extension Runner {
    /// `["a": 1, "b": 2]`, `[:]`.
    func dictionaryLiteral(_ n: NodeID) throws -> Value {
        let items = tree.listItems(n)
        var pairs: [(Value, Value)] = []
        pairs.reserveCapacity(items.count / 2)
        for k in stride(from: 0, to: items.count - 1, by: 2) {
            pairs.append((try eval(items[k]), try eval(items[k + 1])))
        }
        return try Builtins.makeDictionary(pairs) { [tree] i in tree.range(items[2 * i]) }
    }

    /// `removeValue(forKey:)` (the old value), `updateValue(_:forKey:)` (the old value),
    /// `removeAll()`, `merge(_:uniquingKeysWith:)` (the function chooses between a key's
    /// old and new values).
    func dictionaryMutation(_ call: ListMutationCall, _ held: Value, _ n: NodeID) throws -> Value {
        guard var d = held.dictionary else { try checkedError() }
        func arg(_ i: Int) throws -> Value { try eval(tree.callArgValue(n, i)) }
        var result: Value = .void
        switch call.method {
        case .removeValueForKey:
            result = d.remove(try arg(0)) ?? .void
        case .updateValue:
            let v = try arg(0), k = try arg(1)
            result = try d.set(k, v, at: tree.range(n)) ?? .void
        case .removeAll:
            if tree.callArgCount(n) == 1 { _ = try arg(0) }
            d.removeAll()
        case .merge:
            guard let other = try arg(0).dictionary else { try checkedError() }
            let c = try closure(try arg(1))
            for (k, v) in zip(other.keys, other.values) {
                if let old = d.value(k) {
                    try d.set(k, try callClosure(c, [old, v], at: n), at: tree.range(n))
                } else {
                    try d.set(k, v, at: tree.range(n))
                }
            }
        default:
            try checkedError()
        }
        try writeBack(call.target, .boxed(d), at: n)
        return result
    }
}
