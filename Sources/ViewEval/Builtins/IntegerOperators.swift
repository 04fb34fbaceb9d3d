// Swift's bitwise and shift operators on integers: `a << b`, `a >> b`, `a & b`, `a | b`,
// `a ^ b` and `~a`, as hex-colour parsing writes them (`(rgb >> 16) & 0xFF`), and the
// wrapping `a &+ b`, `a &- b`, `a &* b` (a hash's arithmetic). A Number holds
// an Int's value exactly up to 2^53; each operand must be a whole number in Int's range (an
// Int's, as Swift requires: a CGFloat has no such operators), and the operation is Int's
// (64-bit two's complement). Shifts are Swift's "smart" shifts: a negative amount shifts the
// other way, and an amount of 64 or more leaves 0 (or -1 for a negative value shifted right).

import FoundationEssentials
import ViewSyntax

enum IntegerOperators {
    /// The binary operators and what each does to two Ints.
    static let binary: [(Operator, (Int64, Int64) -> Int64)] = [
        (.bitAnd, { $0 & $1 }), (.bitOr, { $0 | $1 }), (.bitXor, { $0 ^ $1 }),
        (.shl, { shift($0, by: $1) }), (.shr, { shift($0, by: $1 == Int64.min ? Int64.max : -$1) }),
        (.wrapAdd, { $0 &+ $1 }), (.wrapSub, { $0 &- $1 }), (.wrapMul, { $0 &* $1 }),
    ]

    /// `a << n` for n ≥ 0, `a >> -n` for n < 0.
    static func shift(_ a: Int64, by n: Int64) -> Int64 {
        if n >= 64 { return 0 }
        if n >= 0 { return a << n }
        if n <= -64 { return a < 0 ? -1 : 0 }
        return a >> -n
    }

    /// An operand as an Int, or the error naming the operator.
    static func int(_ v: Value, _ op: Operator, _ r: SourceRange) throws -> Int64 {
        let x = v.num
        guard let i = int64(x) else {
            throw Diagnostic.error("'\(op.spelling)' works on Ints, and \(formatNumber(x)) is not a whole number in Int's range", at: r)
        }
        return i
    }

    /// A number as the Int it holds: a whole number of Int's range, and 2^63 — what Int.max
    /// (2^63 - 1) is held as, the one Int that rounds to it without an error (`exact`) — as
    /// Int.max; nil for another number.
    static func int64(_ x: Double) -> Int64? {
        if x == 0x1p63 { return .max }
        guard x == x.rounded(.towardZero), x >= -0x1p63, x < 0x1p63 else { return nil }
        return Int64(x)
    }

    /// An Int's result as a number: held exactly (every Int up to 2^53, and a few past it), or
    /// Int.max as 2^63; another is an error naming the operation `what` — a number here holds
    /// 53 bits, and a rounded Int is never given silently.
    static func exact(_ v: Int64, _ what: String, _ r: SourceRange) throws -> Double {
        if v == .max { return 0x1p63 }
        let d = Double(v)
        guard v.magnitude <= 1 << 53 || Int64(exactly: d) == v else {
            throw Diagnostic.error("\(what) is \(v), an Int past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)", at: r)
        }
        return d
    }

    /// `~a`: the bits of an Int inverted (`-a - 1`); a value that is no whole number is
    /// truncated toward zero first (the checker has typed the operand a Number).
    static func not(_ v: Value) -> Value {
        let x = v.num
        guard x.isFinite, abs(x) < 9.2e18 else { return .number(.nan) }
        return .number(Double(~Int64(x.rounded(.towardZero))))
    }
}

extension Builtins {
    /// Swift's fixed-width integer types' conversions, `UInt32(x)`, `UInt8(x)`, `Int16(x)`…:
    /// the value truncated toward zero, which must fit the type (Swift stops otherwise).
    /// (`Int(x)` is SwiftTypes.swift's; `UInt64`'s top half is beyond a Number's exact range.)
    static let integerConversions: [String: [FunctionForm]] = {
        let bounds: [(String, Double, Double)] = [
            ("Int8", -128, 127), ("Int16", -32_768, 32_767), ("Int32", -2_147_483_648, 2_147_483_647),
            ("Int64", Double(Int64.min), Double(Int64.max)), ("NSInteger", Double(Int.min), Double(Int.max)),
            ("UInt8", 0, 255), ("UInt16", 0, 65_535), ("UInt32", 0, 4_294_967_295),
            ("UInt64", 0, Double(UInt64.max)), ("UInt", 0, Double(UInt.max)),
        ]
        var out: [String: [FunctionForm]] = [:]
        for (name, lo, hi) in bounds {
            out[name] = [FunctionForm([Param(nil, N)], .number) { a in
                let x = a.num(0).rounded(.towardZero)
                guard x >= lo, x <= hi else {
                    throw Diagnostic.error("\(formatNumber(a.num(0))) does not fit in \(name.first == "U" ? "a" : "an") \(name) (\(formatNumber(lo))...\(formatNumber(hi)))", at: a.range)
                }
                return .number(x) },
                FunctionForm([Param(nil, .string), Param("radix", N)], .optional(.number)) { a in
                    try radixNumber(a, lo: lo, hi: hi) },
                exactly(lo, hi),
                // `UInt8(clamping: 300)`: the nearest bound where the value is outside.
                FunctionForm([Param("clamping", N)], .number) { a in .number(min(max(a.num(0).rounded(.towardZero), lo), hi)) },
                // `Int8(truncatingIfNeeded: 200)`: the value's low bits, two's complement, as the type reads them.
                FunctionForm([Param("truncatingIfNeeded", N)], .number) { a in
                    let x = a.num(0)
                    guard x == x.rounded(), x >= -0x1p63, x < 0x1p63 else {
                        throw Diagnostic.error("truncatingIfNeeded: takes a whole number of Int's range, not \(formatNumber(x))", at: a.argRange(0))
                    }
                    let bits = Int64(exactly: hi).map { lo < 0 ? $0.nonzeroBitCount + 1 : $0.nonzeroBitCount } ?? 64
                    guard bits < 64 else {
                        // A 64-bit unsigned type reads a negative number as 2⁶⁴ + x, past the
                        // integers a number here holds exactly (2⁵³).
                        if lo >= 0, x < 0 {
                            throw Diagnostic.error("\(name)(truncatingIfNeeded: \(formatNumber(x))) is a number above 2⁵³, which viewc's numbers do not hold exactly", at: a.range)
                        }
                        return .number(x)
                    }
                    let low = Int64(x) & ((1 << Int64(bits)) - 1)
                    return .number(Double(lo < 0 && low > Int64(hi) ? low - (1 << Int64(bits)) : low)) }]
        }
        out["Int"] = [FunctionForm([Param(nil, .string), Param("radix", N)], .optional(.number)) { a in
            try radixNumber(a, lo: Double(Int.min), hi: Double(Int.max)) }, exactly(Double(Int.min), Double(Int.max))]
        return out
    }()

    /// `Int(exactly: x)`: the number when it is whole and fits the type (lo…hi), else nil.
    static func exactly(_ lo: Double, _ hi: Double) -> FunctionForm {
        FunctionForm([Param("exactly", N)], .optional(.number)) { a in
            let x = a.num(0)
            return x == x.rounded() && x >= lo && x <= hi ? .number(x) : .void
        }
    }

    /// `Int("ff8000", radix: 16)`: the text read as a whole number in a radix of 2…36, as
    /// Swift's `init?(_:radix:)` reads it — a sign, then at least one digit of the radix
    /// (letters either case), nothing else — or nil, and nil when it does not fit the type.
    static func radixNumber(_ a: Call, lo: Double, hi: Double) throws -> Value {
        let radix = a.num(1)
        guard radix >= 2, radix <= 36, radix == radix.rounded() else {
            throw Diagnostic.error("a radix is a whole number from 2 to 36, not \(formatNumber(radix))", at: a.argRange(1))
        }
        var text = Substring(a[0].string)
        var negative = false
        if let c = text.first, c == "+" || c == "-" { negative = c == "-"; text = text.dropFirst() }
        guard !text.isEmpty else { return .void }
        var x = 0.0
        for u in text.unicodeScalars {
            let v = Int(u.value)
            let d: Int
            switch v {
            case 0x30...0x39: d = v - 0x30
            case 0x41...0x5A: d = v - 0x41 + 10
            case 0x61...0x7A: d = v - 0x61 + 10
            default: return .void
            }
            guard Double(d) < radix else { return .void }
            x = x * radix + Double(d)
            if x > 2e19 { return .void }
        }
        if negative { x = -x }
        guard x >= lo, x <= hi else { return .void }
        return .number(x)
    }
}
