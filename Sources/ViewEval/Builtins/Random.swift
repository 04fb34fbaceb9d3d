// Random numbers as Swift drawing code asks for them — `Int.random(in: 0..<10)`,
// `CGFloat.random(in: 0...1)`, `Bool.random()`, `arc4random_uniform(n)`, `arc4random()`,
// `drand48()` — drawn from a generator seeded the same for every compile: one source gives one
// picture, byte for byte, as `Date()` is SOURCE_DATE_EPOCH's instant. The generator is
// SplitMix64 (Steele, Lea and Flood, 2014); a number in a range is the top 53 bits scaled, and a
// whole number in a range is found by rejection, so each value of the range is equally likely.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

/// The generator's state: the same seed in every compile.
struct RandomNumbers {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A Double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    /// A whole number in 0..<n (n > 0), each equally likely.
    mutating func below(_ n: UInt64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % n
        while true { let x = next(); if x < limit { return x % n } }
    }
}

extension Builtins {
    /// `T.random(in:)` on the number types and `Bool.random()`: functions written on a type's
    /// name (Registry's `staticFunctions`).
    static let randomFunctions: [String: [String: [FunctionForm]]] = {
        let whole = ["random": [FunctionForm([Param("in", .range)], .number) { a in
            let (lo, end) = try wholeBounds(a[0], at: a.argRange(0))
            guard end > lo else { throw Diagnostic.error("random(in:) of an empty range (\(a[0].description))", at: a.argRange(0)) }
            return .number(Double(lo) + Double(a.run.random.below(UInt64(end - lo))))
        }]]
        let real = ["random": [FunctionForm([Param("in", .range)], .number) { a in
            guard case .range(let lo, let hi, let inclusive) = a[0], lo.isFinite, hi.isFinite else { return .number(0) }
            guard inclusive ? hi >= lo : hi > lo else { throw Diagnostic.error("random(in:) of an empty range (\(a[0].description))", at: a.argRange(0)) }
            return .number(lo + a.run.random.unit() * (hi - lo))
        }]]
        var t: [String: [String: [FunctionForm]]] = [:]
        for n in ["Int", "UInt", "Int32", "Int64", "UInt32"] { t[n] = whole }
        for n in ["CGFloat", "Double", "Float"] { t[n] = real }
        t["Bool"] = ["random": [FunctionForm([], .bool) { a in .bool(a.run.random.next() >> 63 == 1) }]]
        return t
    }()

    /// The C library's generators, as Swift code calls them.
    static let randomCFunctions: [String: [FunctionForm]] = [
        "arc4random_uniform": [FunctionForm([Param(nil, N)], .number) { a in
            let n = a.num(0)
            guard n >= 1, n <= 4_294_967_295 else { return .number(0) }   // arc4random_uniform(0) is 0
            return .number(Double(a.run.random.below(UInt64(n))))
        }],
        "arc4random": [FunctionForm([], .number) { a in .number(Double(a.run.random.next() >> 32)) }],
        "drand48": [FunctionForm([], .number) { a in .number(a.run.random.unit()) }],
    ]
}
