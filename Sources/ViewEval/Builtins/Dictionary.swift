// Swift's Dictionary in pasted code: `[String: CGFloat]`, `["a": 1, "b": 2]`, `[:]` where the
// type is known. A value, as Swift's dictionaries are: held in a `Ref` that is never changed
// once made — `d[k] = v` and the changing methods make a new one and write it back where the
// dictionary is held (RunDictionary.swift) — so a copy is independent of its original.
//
// Swift's own order of iteration is unspecified (seeded per process); viewc's must give the
// same picture every time, so a dictionary keeps its keys in the order they were first
// inserted (a key removed and inserted again goes to the end). A hash index on the keys makes
// a lookup O(1) on average. Keys are Strings, Numbers, Bools, enum cases, NSValues, paths and
// views (Hashable); the checker refuses other key types.

import FoundationEssentials
import ViewSyntax

/// A dictionary key as the hash index holds it: equal keys (as Swift's `==` on the key type
/// says: `0.0 == -0.0`) give equal `Key`s.
enum DictionaryKey: Hashable {
    case number(Double), string(String), bool(Bool), symbol(String), other(String)
    /// An object's identity (an NSValue of it: NSValue.swift).
    case identity(ObjectIdentifier)

    init(_ v: Value) {
        switch v {
        case .number(let x): self = .number(x == 0 ? 0 : x)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .symbol(let s): self = .symbol(s)
        case .object(let o) where o.ref.type == .nsValue: self = (o.ref as! Ref<NSValueBox>).value.dictionaryKey
        // UIBezierPath and UIView are NSObjects: equal, and hashed, by identity.
        case .path(let p): self = .identity(ObjectIdentifier(p))
        case .view(let v): self = .identity(ObjectIdentifier(v))
        default: self = .other(v.description)
        }
    }
}

struct DictionaryValue: ObjectPayload {
    static var type: ValueType { .dictionary }
    /// The keys and values in the order the keys were inserted.
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    /// Where each key is in `keys`.
    private var index: [DictionaryKey: Int] = [:]

    init() {}

    var count: Int { keys.count }

    /// The value of `k`, nil when the dictionary has no such key.
    func value(_ k: Value) -> Value? { index[DictionaryKey(k)].map { values[$0] } }

    /// Sets `k`'s value (inserted at the end when `k` is new); the old value, if any.
    @discardableResult
    mutating func set(_ k: Value, _ v: Value, at r: SourceRange) throws -> Value? {
        let key = DictionaryKey(k)
        if let i = index[key] { let old = values[i]; values[i] = v; return old }
        guard keys.count < maxJoinedLength else {
            throw Diagnostic.error("this dictionary would have more than \(maxJoinedLength) entries", at: r)
        }
        index[key] = keys.count
        keys.append(k)
        values.append(v)
        return nil
    }

    /// Removes `k`; its value, if it had one. The keys after it move up one place.
    @discardableResult
    mutating func remove(_ k: Value) -> Value? {
        guard let i = index.removeValue(forKey: DictionaryKey(k)) else { return nil }
        keys.remove(at: i)
        let old = values.remove(at: i)
        for j in i..<keys.count { index[DictionaryKey(keys[j])] = j }
        return old
    }

    mutating func removeAll() { self = DictionaryValue() }

    /// The entries as Swift's `(key: K, value: V)` tuples, in order.
    var pairs: [Value] {
        zip(keys, values).map { .boxed(TupleValue(labels: ["key", "value"], elements: [$0, $1])) }
    }

    var description: String {
        keys.isEmpty ? "[:]" : "[" + zip(keys, values).map { "\($0.description): \($1.description)" }.joined(separator: ", ") + "]"
    }

    /// Equal when they have the same keys, each with an equal value (in any order), as Swift's `==`.
    static func same(_ a: Ref<DictionaryValue>, _ b: Ref<DictionaryValue>) -> Bool {
        guard a.value.count == b.value.count else { return false }
        for (k, v) in zip(a.value.keys, a.value.values) where b.value.value(k) != v { return false }
        return true
    }
}

extension Value {
    /// The dictionary this value is, if it is one.
    var dictionary: DictionaryValue? { ref(DictionaryValue.self)?.value }
}

extension Builtins {
    static let dictionary = BuiltinType(
        type: .dictionary,
        // Typed by the checker from their arguments (CheckDictionaries.swift's dictionaryInit).
        constructors: ["Dictionary": [
            // `Dictionary(uniqueKeysWithValues: pairs)`: a key given twice stops there, as Swift traps.
            FunctionForm([Param("uniqueKeysWithValues", .list)], .object(.dictionary)) { a in
                guard case .list(let l) = a[0] else { return .boxed(DictionaryValue()) }
                var pairs: [(Value, Value)] = []
                for case .object(let o) in l {
                    guard let t = o.ref as? Ref<TupleValue>, t.value.elements.count == 2 else { continue }
                    pairs.append((t.value.elements[0], t.value.elements[1]))
                }
                return try makeDictionary(pairs) { _ in a.argRange(0) } },
            // `Dictionary(grouping: xs, by: { … })`: the elements by the key the closure gives
            // each, in their order; the keys in the order they are first given.
            FunctionForm([Param("grouping", .list), Param("by", nil)], .object(.dictionary)) { a in
                guard case .list(let l) = a[0], let n = a.node else { return .boxed(DictionaryValue()) }
                let c = try a.run.closure(a[1])
                var keys: [Value] = [], groups: [DictionaryKey: [Value]] = [:]
                for x in l {
                    let k = try a.run.callClosure(c, [x], at: n)
                    if groups[DictionaryKey(k)] == nil { keys.append(k) }
                    groups[DictionaryKey(k), default: []].append(x)
                }
                var d = DictionaryValue()
                for k in keys { try d.set(k, .list(groups[DictionaryKey(k)]!), at: a.range) }
                return .boxed(d) },
        ]],
        members: [
            ("count", Member(.number) { v in .number(Double(v.dictionary?.count ?? 0)) }),
            ("isEmpty", Member(.bool) { v in .bool(v.dictionary?.count == 0) }),
            // Swift's `Keys` and `Values` collections, as lists (`d.keys.sorted()`, `Array(d.values)`).
            ("keys", Member(result: { t in if case .dictionary(let k, _) = t { return .list(k) }; return .list(nil) },
                            get: { v, _ in .list(v.dictionary?.keys ?? []) })),
            ("values", Member(result: { t in if case .dictionary(_, let e) = t { return .list(e) }; return .list(nil) },
                              get: { v, _ in .list(v.dictionary?.values ?? []) })),
            ("first", Member(result: { t in Builtins.dictionaryElement(t).map { .optional($0) } },
                             get: { v, _ in v.dictionary?.pairs.first ?? .void })),
        ],
        methods: [:])

    /// A dictionary's element: Swift's `(key: K, value: V)`.
    static func dictionaryElement(_ t: VType) -> VType? {
        guard case .dictionary(let k, let v) = t, let k, let v else { return nil }
        return .tuple([k, v], ["key", "value"])
    }

    /// A dictionary of `pairs` (key, value), a repeated key an error at `at(i)`, as Swift traps.
    static func makeDictionary(_ pairs: [(Value, Value)], duplicate at: (Int) -> SourceRange) throws -> Value {
        var d = DictionaryValue()
        for (i, (k, v)) in pairs.enumerated() {
            if d.value(k) != nil {
                throw Diagnostic.error("the dictionary has the key \(k.description) twice (Swift stops here: duplicate keys)", at: at(i))
            }
            try d.set(k, v, at: at(i))
        }
        return .boxed(d)
    }
}
