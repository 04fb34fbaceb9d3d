// List (Array): `[1, 2, 3]`, one element type per list; `count`, `isEmpty`, `first` and `last`
// (optionals, as Swift's), `indices` (the range 0..<count);
// `contains(_:)`, `firstIndex(of:)`/`lastIndex(of:)` (optionals), `reversed()`, `dropFirst(_:)`,
// `dropLast(_:)`, `prefix(_:)`, `suffix(_:)` (new lists), `joined(separator:)` of Strings;
// `list[i]` (RunExpressions.swift) counts from 0; `list[a..<b]`, `list[a...]`, `list[..<b]` are
// new lists of those elements. `+` joins two lists (Operators.swift),
// bounded in length. The methods that change a list where it is held: ListMutation.swift.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    /// `Array(0..<n)`, `Set(1...6)`: a range's whole numbers in order (Swift stops at a range
    /// whose bounds are reversed).
    static let rangeElements = FunctionForm([Param(nil, .range)], .list(.number)) { a in
        let (lo, hi) = try wholeBounds(a[0], at: a.argRange(0))
        guard lo <= hi else {
            throw Diagnostic.error("\(a[0].description) has its lower bound above its upper bound (Swift would stop here)", at: a.argRange(0))
        }
        guard hi - lo <= maxJoinedLength else { throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: a.argRange(0)) }
        return .list((lo..<hi).map { .number(Double($0)) })
    }

    static let list = BuiltinType(
        type: .list,
        constructors: [
            "Array": [
                FunctionForm([Param(nil, .list)], .list(nil)) { a in a[0] },
                rangeElements,
                FunctionForm([Param(nil, .string)], .list(.string)) { a in .list(a[0].string.map { .string(String($0)) }) },
                FunctionForm([Param("repeating", nil), Param("count", .number)], .list(nil)) { a in
                    let n = a.num(1)
                    guard n >= 0, n == n.rounded() else { throw Diagnostic.error("the count must be a whole number, not negative (it is \(formatNumber(n)))", at: a.argRange(1)) }
                    guard n <= Double(maxJoinedLength) else { throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: a.argRange(1)) }
                    return .list(Array(repeating: a[0], count: Int(n))) },
            ],
            // A Set: a list of distinct elements, the first of each kept in its place (Swift's
            // order is unspecified; viewc keeps the order they came in).
            "Set": [
                FunctionForm([Param(nil, .list)], .list(nil)) { a in
                    guard case .list(let l) = a[0] else { return a[0] }
                    return .list(union([], l)) },
                // `Set(0..<n)`: a range's elements are distinct already.
                rangeElements,
            ],
        ],
        members: [
            ("count", Member(.number) { v in if case .list(let l) = v { return .number(Double(l.count)) }; return v }),
            ("isEmpty", Member(.bool) { v in if case .list(let l) = v { return .bool(l.isEmpty) }; return v }),
            // Swift's: optionals, nil for an empty list (`points.first!`, `if let p = points.last`).
            ("first", Member(result: optionalElementType, get: { v, _ in
                guard case .list(let l) = v, let f = l.first else { return .void }
                return f })),
            ("last", Member(result: optionalElementType, get: { v, _ in
                guard case .list(let l) = v, let f = l.last else { return .void }
                return f })),
            ("indices", Member(.range) { v in if case .list(let l) = v { return .range(0, Double(l.count), inclusive: false) }; return v }),
            // `xs.lazy.map { … }`: the same elements; what lazily chained calls give is what the
            // eager ones give (their closures run at once here, in order).
            ("lazy", Member(result: { $0 }, get: { v, _ in v })),
            // An Array's indices run from 0 to its count.
            ("startIndex", Member(.number) { v in if case .list = v { return .number(0) }; return v }),
            ("endIndex", Member(.number) { v in if case .list(let l) = v { return .number(Double(l.count)) }; return v }),
        ],
        methods: [
            "contains": [MethodForm([Param(nil, nil)], .bool) { v, a in
                guard case .list(let l) = v else { return .bool(false) }
                return .bool(l.contains(a[0])) }],
            // A Set's operations, on lists of distinct elements, in the order of the first
            // list then the other's: the elements of either, of both, of the first alone, of one
            // alone; and whether one holds every element of the other, or none.
            "union": [MethodForm([Param(nil, .list)], .list(nil)) { v, a in .list(union(v.listItems, a[0].listItems)) }],
            "intersection": [MethodForm([Param(nil, .list)], .list(nil)) { v, a in
                let other = a[0].listItems
                return .list(union([], v.listItems.filter { other.contains($0) })) }],
            "subtracting": [MethodForm([Param(nil, .list)], .list(nil)) { v, a in
                let other = a[0].listItems
                return .list(union([], v.listItems.filter { !other.contains($0) })) }],
            "symmetricDifference": [MethodForm([Param(nil, .list)], .list(nil)) { v, a in
                let (l, other) = (v.listItems, a[0].listItems)
                return .list(union(l.filter { !other.contains($0) }, other.filter { !l.contains($0) })) }],
            "isSubset": [MethodForm([Param("of", .list)], .bool) { v, a in .bool(v.listItems.allSatisfy(a[0].listItems.contains)) }],
            "isSuperset": [MethodForm([Param("of", .list)], .bool) { v, a in .bool(a[0].listItems.allSatisfy(v.listItems.contains)) }],
            "isDisjoint": [MethodForm([Param("with", .list)], .bool) { v, a in .bool(!v.listItems.contains(where: a[0].listItems.contains)) }],
            "firstIndex": [MethodForm([Param("of", nil)], .optional(.number)) { v, a in
                guard case .list(let l) = v, let i = l.firstIndex(of: a[0]) else { return .void }
                return .number(Double(i)) }],
            // Swift 4's name of it, which Swift 5 still takes.
            "index": [MethodForm([Param("of", nil)], .optional(.number)) { v, a in
                guard case .list(let l) = v, let i = l.firstIndex(of: a[0]) else { return .void }
                return .number(Double(i)) },
                // An Array's indices are its offsets: `index(i, offsetBy: n)` is i + n,
                // `index(after: i)` i + 1 and `index(before: i)` i − 1, as Swift's Array works
                // them out (a subscript with one outside the list is the error).
                MethodForm([Param(nil, N), Param("offsetBy", N)], .number) { _, a in .number(a.num(0) + a.num(1)) },
                MethodForm([Param("after", N)], .number) { _, a in .number(a.num(0) + 1) },
                MethodForm([Param("before", N)], .number) { _, a in .number(a.num(0) - 1) }],
            "lastIndex": [MethodForm([Param("of", nil)], .optional(.number)) { v, a in
                guard case .list(let l) = v, let i = l.lastIndex(of: a[0]) else { return .void }
                return .number(Double(i)) }],
            // The (offset, element) pairs, as Swift's EnumeratedSequence gives them (typed by
            // the checker from the list's elements: CheckExpressions.swift).
            "enumerated": [MethodForm([], .list(nil)) { v, _ in
                guard case .list(let l) = v else { return v }
                return .list(l.enumerated().map { .boxed(TupleValue(labels: ["offset", "element"], elements: [.number(Double($0)), $1])) }) }],
            "reversed": [MethodForm([], .list(nil)) { v, _ in
                guard case .list(let l) = v else { return v }
                return .list(l.reversed()) }],
            "dropFirst": [MethodForm([Param(nil, N, .number(1))], .list(nil)) { v, a in .list(Array(try part(v, a).dropFirst(try count(a)))) }],
            "dropLast": [MethodForm([Param(nil, N, .number(1))], .list(nil)) { v, a in .list(Array(try part(v, a).dropLast(try count(a)))) }],
            "prefix": [MethodForm([Param(nil, N)], .list(nil)) { v, a in .list(Array(try part(v, a).prefix(try count(a)))) }],
            "suffix": [MethodForm([Param(nil, N)], .list(nil)) { v, a in .list(Array(try part(v, a).suffix(try count(a)))) }],
            "joined": [MethodForm([Param("separator", .string, .string(""))], .string) { v, a in
                guard case .list(let l) = v else { return v }
                return .string(l.map(\.string).joined(separator: a[0].string)) },
                // A list of lists joined into one (typed by the checker: a list of the inner
                // lists' elements).
                MethodForm([], .list(nil)) { v, a in
                    guard case .list(let l) = v else { return v }
                    var joined: [Value] = []
                    for case .list(let inner) in l {
                        guard joined.count + inner.count <= maxJoinedLength else {
                            throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: a.range)
                        }
                        joined += inner
                    }
                    return .list(joined) }],
        ])

    /// The list a `dropFirst(_:)`, `prefix(_:)` … call takes part of.
    private static func part(_ v: Value, _ a: Call) throws -> [Value] {
        guard case .list(let l) = v else { return [] }
        return l
    }

    /// The lowest bound of a one-sided range (`..<3`, `...5`) and the highest (`2...`), as
    /// the Swift lowering writes them: a slice from the start, or to the end.
    static let openLowerBound = -Double.greatestFiniteMagnitude, openUpperBound = Double.greatestFiniteMagnitude

    /// `list[range]`: the elements at the range's indices, whole numbers within `0...count`
    /// (Swift traps otherwise), as a new list counted from 0 (Swift's ArraySlice keeps the
    /// list's indices: code that indexes a slice wraps it in `Array(…)`, the same here).
    static func slice(_ l: [Value], _ lo: Double, _ hi: Double, _ inclusive: Bool, _ r: SourceRange) throws -> [Value] {
        let start = lo == openLowerBound ? 0 : lo
        let end = hi == openUpperBound ? Double(l.count) : inclusive ? hi + 1 : hi
        guard start == start.rounded(), end == end.rounded(), start >= 0, start <= end, end <= Double(l.count) else {
            let shown = "\(lo == openLowerBound ? "" : formatNumber(lo))\(inclusive ? "..." : "..<")\(hi == openUpperBound ? "" : formatNumber(hi))"
            throw Diagnostic.error("the range \(shown) is out of the list's bounds (0...\(l.count), whole numbers)", at: r)
        }
        return Array(l[Int(start)..<Int(end)])
    }

    /// Its count: a whole number, not negative (Swift traps on a negative one).
    private static func count(_ a: Call) throws -> Int {
        let n = a.num(0)
        guard n >= 0, n == n.rounded(), n < Double(Int32.max) else {
            throw Diagnostic.error("the count must be a whole number, not negative (it is \(formatNumber(n)))", at: a.argRange(0))
        }
        return Int(n)
    }

    /// An optional of a list's element type (`first`, `last`).
    static func optionalElementType(_ t: VType) -> VType? { elementType(t).map { .optional($0) } }

    /// A list's element type, when the checker knows it.
    static func elementType(_ t: VType) -> VType? {
        if case .list(let e) = t { return e }
        return nil
    }
}

extension Builtins {
    /// The elements of `l`, then those of `more` it lacks, each once (a Set's union, in order).
    static func union(_ l: [Value], _ more: [Value]) -> [Value] {
        var out = l
        for x in more where !out.contains(x) { out.append(x) }
        return out
    }
}

extension Value {
    /// A list's elements (none for another value).
    var listItems: [Value] { if case .list(let l) = self { return l }; return [] }
}
