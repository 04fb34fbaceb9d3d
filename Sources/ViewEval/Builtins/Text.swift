// String and Range: a string's `count` (of characters), `isEmpty` and Swift 3's `characters`,
// and a range's `count` (of the whole
// numbers it runs over), `lowerBound`, `upperBound` and `contains(_:)`. `+` joins strings
// (Operators.swift); ranges are made by `..<` and `...` and drive `for` loops.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let string = BuiltinType(
        type: .string,
        swiftNames: ["String", "NSString", "NSMutableString", "Substring"],   // bridged: the same text
        // String(3) is "3", String(2.5) "2.5": a whole number without a fraction (as Swift's
        // String(Int)), others to at most four decimals.
        constructors: ["String": [FunctionForm([Param(nil, N)], .string) { a in .string(formatNumber(a.num(0))) }]],
        members: [
            ("count", Member(.number) { v in .number(Double(v.string.count)) }),
            // NSString's length: its UTF-16 code units.
            ("length", Member(.number) { v in .number(Double(v.string.utf16.count)) }),
            ("isEmpty", Member(.bool) { v in .bool(v.string.isEmpty) }),
            // Swift 3's view of a string's characters (`name.characters.count`): the string.
            ("characters", Member(.string) { v in v }),
        ] + foundationStringMembers,   // Scanner.swift
        methods: stringDrawingMethods.merging(foundationStringMethods) { a, _ in a })   // AttributedString.swift, Scanner.swift

    static let range = BuiltinType(
        type: .range,
        members: [
            ("count", Member(.number) { v in
                guard case .range(let a, let b, let inc) = v else { return v }
                return .number(Double(max(0, (inc ? b + 1 : b) - a))) }),
            ("lowerBound", Member(.number) { v in
                guard case .range(let a, _, _) = v else { return v }
                return .number(Double(a)) }),
            ("upperBound", Member(.number) { v in
                guard case .range(_, let b, _) = v else { return v }
                return .number(Double(b)) }),
        ],
        methods: [
            "contains": [MethodForm([Param(nil, N)], .bool) { v, a in
                guard case .range(let lo, let hi, let inc) = v else { return .bool(false) }
                let x = a.num(0)
                return .bool(x >= Double(lo) && (inc ? x <= Double(hi) : x < Double(hi))) }],
        ])
}
