// String and Range: a string's `count` (of characters), `isEmpty` and Swift 3's `characters`,
// and a range's `count` (of the whole numbers it runs over), `lowerBound`, `upperBound`,
// `isEmpty`, `first`, `last`, `indices`, `contains(_:)` and `reversed()`. `+` joins strings
// (Operators.swift); ranges are made by `..<` and `...`, and one of whole numbers drives
// `for` loops. Swift's `Range`, `ClosedRange` (and
// `ClosedRange<Double>`, `Range<Int>`) are this type.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let string = BuiltinType(
        type: .string,
        swiftNames: ["String", "NSString", "NSMutableString", "Substring", "Character"],   // bridged: the same text; a Character is a String of one
        // String(3) is "3", String(2.5) "2.5": a whole number without a fraction (as Swift's
        // String(Int)), others to at most four decimals.
        constructors: ["NSString": [FunctionForm([Param("string", .string)], .string) { a in a[0] }],   // the same text
                       "String": [FunctionForm([Param(nil, N)], .string) { a in .string(formatNumber(a.num(0))) },
                                  // `String()`: the empty text.
                                  FunctionForm([], .string) { _ in .string("") },
                                  // `String(255, radix: 16)`: an Int's digits in base 2 to 36,
                                  // lowercase unless `uppercase: true`, a minus sign first.
                                  FunctionForm([Param(nil, N), Param("radix", N), Param("uppercase", .bool, .bool(false))], .string) { a in
                                      let n = try wholeNumber(a[0], "String(_:radix:)", a.argRange(0)), radix = a.num(1)
                                      guard radix == radix.rounded(), radix >= 2, radix <= 36 else {
                                          throw Diagnostic.error("a radix is a whole number from 2 to 36, not \(formatNumber(radix))", at: a.argRange(1))
                                      }
                                      return .string(String(n, radix: Int(radix), uppercase: a[2].bool)) },
                                  // `String(repeating: "*", count: 3)`: the text that many times.
                                  FunctionForm([Param("repeating", .string), Param("count", N)], .string) { a in
                                      let n = a.num(1)
                                      guard n >= 0, n == n.rounded(), n < 1e9 else { throw Diagnostic.error("a count of repeats is a whole number, not negative: \(formatNumber(n))", at: a.argRange(1)) }
                                      try a.run.countWork(a[0].string.utf8.count * Int(n), a.range)
                                      return .string(String(repeating: a[0].string, count: Int(n))) }]],
        members: [
            ("count", Member(.number) { v in .number(Double(v.string.count)) }),
            // NSString's length: its UTF-16 code units.
            ("length", Member(.number) { v in .number(Double(v.string.utf16.count)) }),
            ("isEmpty", Member(.bool) { v in .bool(v.string.isEmpty) }),
            // Swift 3's view of a string's characters (`name.characters.count`): the string.
            ("characters", Member(.string) { v in v }),
            // A Character's (a String of one here) classes, as Swift's Character answers them.
            ("isNumber", Member(.bool) { v in .bool(v.string.first?.isNumber ?? false) }),
            ("isLetter", Member(.bool) { v in .bool(v.string.first?.isLetter ?? false) }),
            ("isWhitespace", Member(.bool) { v in .bool(v.string.first?.isWhitespace ?? false) }),
            ("isUppercase", Member(.bool) { v in .bool(v.string.first?.isUppercase ?? false) }),
            ("isLowercase", Member(.bool) { v in .bool(v.string.first?.isLowercase ?? false) }),
            ("isPunctuation", Member(.bool) { v in .bool(v.string.first?.isPunctuation ?? false) }),
        ] + foundationStringMembers + stringIndexMembers,   // Scanner.swift, StringIndex.swift
        methods: stringDrawingMethods.merging(foundationStringMethods) { a, _ in a }.merging(stringIndexMethods) { a, _ in a })   // AttributedString.swift, Scanner.swift, StringIndex.swift

    static func uncheckedRange(_ a: Call, inclusive: Bool) throws -> Value {
        guard let t = a[0].ref(TupleValue.self)?.value, t.elements.count == 2, case .number(let lo) = t.elements[0], case .number(let hi) = t.elements[1],
              lo.isFinite, hi.isFinite else {
            throw Diagnostic.error("'uncheckedBounds:' takes a pair of numbers, (lower, upper), not \(a[0].description)", at: a.argRange(0))
        }
        return .range(lo, hi, inclusive: inclusive)
    }

    static let range = BuiltinType(
        type: .range,
        swiftNames: ["Range", "ClosedRange", "CountableRange", "CountableClosedRange"],
        // `Range(uncheckedBounds: (lower, upper))`: the range `lower..<upper` (`...` for a
        // ClosedRange), of a pair of numbers, its order not checked, as Swift's is not.
        constructors: [
            "Range": [FunctionForm([Param("uncheckedBounds", nil)], .range) { a in try uncheckedRange(a, inclusive: false) }],
            "ClosedRange": [FunctionForm([Param("uncheckedBounds", nil)], .range) { a in try uncheckedRange(a, inclusive: true) }],
        ],
        members: [
            ("count", Member(.number, value: { v, _, r in
                let (lo, hi) = try wholeBounds(v, at: r)
                return .number(Double(max(0, hi - lo))) })),
            ("lowerBound", Member(.number) { v in
                guard case .range(let a, _, _) = v else { return v }
                return .number(a) }),
            // `(1...n).lazy.filter { … }`: the range itself (List's `lazy`).
            ("lazy", Member(.range) { v in v }),
            ("upperBound", Member(.number) { v in
                guard case .range(_, let b, _) = v else { return v }
                return .number(b) }),
            // An NSRange's (NSRange(location:length:) is this range).
            ("location", Member(.number) { v in
                guard case .range(let a, _, _) = v else { return v }
                return .number(a) }),
            ("length", Member(.number) { v in
                guard case .range(let a, let b, let inc) = v else { return v }
                return .number(inc ? b - a + 1 : b - a) }),
            ("isEmpty", Member(.bool) { v in
                guard case .range(let a, let b, let inc) = v else { return v }
                return .bool(inc ? false : a == b) }),
            // A range of Ints as a collection (`xs.indices.last!`): its first and last whole
            // number, nil when it is empty.
            ("first", Member(.optional(.number), value: { v, _, r in
                let (lo, hi) = try wholeBounds(v, at: r)
                return hi > lo ? .number(Double(lo)) : .void })),
            ("last", Member(.optional(.number), value: { v, _, r in
                let (lo, hi) = try wholeBounds(v, at: r)
                return hi > lo ? .number(Double(hi - 1)) : .void })),
            // A range of Ints is its own indices.
            ("indices", Member(.range, value: { v, _, r in _ = try wholeBounds(v, at: r); return v })),
        ],
        methods: [
            "contains": [MethodForm([Param(nil, N)], .bool) { v, a in .bool(rangeContains(v, a.num(0))) }],
            // `(0..<n).reversed()`: its whole numbers from the last down, a list.
            "reversed": [MethodForm([], .list(.number)) { v, a in
                let (lo, hi) = try wholeBounds(v, at: a.range)
                guard hi - lo <= maxJoinedLength else { throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: a.range) }
                return .list((lo..<hi).reversed().map { .number(Double($0)) }) }],
        ])

    /// Whether the range `v` holds `x` (`contains(_:)`, a `case` of a switch, `~=`).
    static func rangeContains(_ v: Value, _ x: Double) -> Bool {
        guard case .range(let lo, let hi, let inc) = v else { return false }
        return x >= lo && (inc ? x <= hi : x < hi)
    }

    /// The whole numbers a range runs over, as `lo..<hi`: a range of Ints is a sequence (a
    /// loop, `map`, `count`), one of other numbers (a ClosedRange<Double>) is not, as in Swift.
    static func wholeBounds(_ v: Value, at r: SourceRange) throws -> (Int, Int) {
        guard case .range(let a, let b, let inc) = v else { return (0, 0) }
        guard a == a.rounded(), b == b.rounded(), abs(a) < 1e9, abs(b) < 1e9 else {
            throw Diagnostic.error("\(v.description) is a range of non-whole numbers (a ClosedRange<Double>), which is not a sequence: it has no count and cannot be walked", at: r)
        }
        return (Int(a), inc ? Int(b) + 1 : Int(b))
    }
}
