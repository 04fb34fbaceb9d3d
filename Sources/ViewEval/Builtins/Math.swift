// The math functions: min, max, abs, sqrt, sin, cos, tan, atan2, floor, ceil, round (half away
// from zero, as Swift's rounded()), lround/llround/lrint (C's, to an Int), pow and clamp; the C library's functions that Swift drawing
// code calls on CGFloat and Double (asin … copysign, each the C function of its name); and C's
// constants M_PI, M_PI_2, M_PI_4, M_E (and MAXFLOAT); Apple's __sinpi, __cospi, __tanpi. Results must be finite (checked for every built-in call by
// evaluation): `log(0)` and `asin(2)` are errors at the call.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    /// The C library's constants (math.h), as names, and UIKit's one of this kind.
    static let mathConstants: [String: Double] = [
        "M_PI": .pi, "M_PI_2": .pi / 2, "M_PI_4": .pi / 4, "M_E": M_E, "UIViewNoIntrinsicMetric": -1,
        "M_1_PI": 1 / .pi, "M_2_PI": 2 / .pi, "M_SQRT2": 2.0.squareRoot(), "M_SQRT1_2": 0.5.squareRoot(),
        "M_LN2": M_LN2, "M_LN10": M_LN10, "M_LOG2E": M_LOG2E, "M_LOG10E": M_LOG10E,
        // float.h's greatest Float, as text-measuring code writes an unbounded size.
        "MAXFLOAT": Double(Float.greatestFiniteMagnitude),
        // Foundation's NSNotFound (Int.max), an NSRange's location when it found nothing.
        "NSNotFound": Builtins.nsNotFound,
    ]

    /// UIView's class constants, read as `UIView.name` (and Swift 3's `UIViewNoIntrinsicMetric`):
    /// the intrinsic size of an axis that has none.
    static let viewConstants: [String: Double] = ["noIntrinsicMetric": -1]

    /// A C function of one Double.
    private static func c1(_ f: @escaping (Double) -> Double) -> [FunctionForm] {
        [FunctionForm([Param(nil, N)], .number) { a in .number(f(a.num(0))) }]
    }
    /// A C function of two Doubles.
    private static func c2(_ f: @escaping (Double, Double) -> Double) -> [FunctionForm] {
        [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(f(a.num(0), a.num(1))) }]
    }

    /// sin(πx), the argument reduced before π multiplies it (every step exact: a remainder of
    /// 2, and a difference of two numbers within a factor of two), so that it is exact at the
    /// multiples of ½ — 0 at the whole numbers, ±1 halfway — where sin(.pi * x) is not.
    static func sinPi(_ x: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: 2)
        if r < 0 { return -sinPi(-r) }
        // sin(π(r − 1)) negated; +0 at the positive whole numbers, as C's sinpi.
        if r >= 1 { return 0 - sinPi(r - 1) }
        let a = r > 0.5 ? 1 - r : r
        return a <= 0.25 ? sin(.pi * a) : cos(.pi * (0.5 - a))
    }

    /// cos(πx), reduced as sinPi: exact at the multiples of ½ (±1 at the whole numbers, 0 halfway).
    static func cosPi(_ x: Double) -> Double {
        var a = abs(x.truncatingRemainder(dividingBy: 2))
        if a > 1 { a = 2 - a }
        if a > 0.5 { return -cosPi(1 - a) }
        return a <= 0.25 ? cos(.pi * a) : sin(.pi * (0.5 - a))
    }

    /// A C function of one Float (`sqrtf`): computed in Float, as C computes it.
    private static func f1(_ f: @escaping (Float) -> Float) -> [FunctionForm] {
        [FunctionForm([Param(nil, N)], .number) { a in .number(Double(f(Float(a.num(0))))) }]
    }
    /// A C function of two Floats (`powf`).
    private static func f2(_ f: @escaping (Float, Float) -> Float) -> [FunctionForm] {
        [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(Double(f(Float(a.num(0)), Float(a.num(1))))) }]
    }

    /// A C function rounding its argument (a Float first when `float`) to a `long` by `rule`.
    private static func whole(_ name: String, _ rule: FloatingPointRoundingRule, float: Bool = false) -> [FunctionForm] {
        [FunctionForm([Param(nil, N)], .number) { a in
            let x = float ? Double(Float(a.num(0))) : a.num(0)
            return .number(Double(try wholeNumber(.number(x.rounded(rule)), name, a.range)))
        }]
    }

    /// math.h's functions of Floats (`powf`, `sqrtf`, `sinf` …), which Swift code on `Float`
    /// calls: each computed in Float. A result that is no finite number is an error at the
    /// call, as for every built-in.
    static let floatMath: [String: [FunctionForm]] = [
        "sqrtf": f1(sqrtf), "sinf": f1(sinf), "cosf": f1(cosf), "tanf": f1(tanf), "asinf": f1(asinf), "acosf": f1(acosf),
        "atanf": f1(atanf), "expf": f1(expf), "exp2f": f1(exp2f), "cbrtf": f1(cbrtf), "logf": f1(logf), "log10f": f1(log10f), "log2f": f1(log2f),
        "floorf": f1(floorf), "ceilf": f1(ceilf), "roundf": f1(roundf), "truncf": f1(truncf), "fabsf": f1(fabsf),
        "powf": f2(powf), "atan2f": f2(atan2f), "hypotf": f2(hypotf), "fmodf": f2(fmodf), "fminf": f2(fminf), "fmaxf": f2(fmaxf),
    ]

    /// Swift's `min(_:_:_:…)` and `max`, variadic: the least (greatest) of two or more numbers
    /// (forms up to twelve arguments).
    static func extremum(_ pick: @escaping (Double, Double) -> Double) -> [FunctionForm] {
        (2...12).map { n in
            FunctionForm(Array(repeating: Param(nil, N), count: n), .number) { a in .number((1..<n).reduce(a.num(0)) { pick($0, a.num($1)) }) }
        }
    }

    static let math: [String: [FunctionForm]] = [
        // math.h, as Swift code calls it.
        "asin": c1(asin), "acos": c1(acos), "atan": c1(atan), "exp": c1(exp), "log": c1(log), "log10": c1(log10),
        "log2": c1(log2), "trunc": c1(trunc), "fabs": c1(fabs), "hypot": c2(hypot), "fmod": c2(fmod), "fmin": c2(fmin),
        "fmax": c2(fmax), "remainder": c2(remainder), "copysign": c2(copysign), "exp2": c1(exp2), "expm1": c1(expm1),
        "log1p": c1(log1p), "cbrt": c1(cbrt),
        // Apple's libm's sin(πx), cos(πx) and tan(πx) (`__sinpi(degree / 180)`).
        "__sinpi": c1(sinPi), "__cospi": c1(cosPi), "__tanpi": c1({ sinPi($0) / cosPi($0) }),
        "min": extremum(Swift.min), "max": extremum(Swift.max),
        "abs": [FunctionForm([Param(nil, N)], .number) { a in .number(abs(a.num(0))) }],
        "sqrt": [FunctionForm([Param(nil, N)], .number) { a in
            guard a.num(0) >= 0 else { throw Diagnostic.error("square root of a negative number (\(formatNumber(a.num(0))))", at: a.range) }
            return .number(a.num(0).squareRoot()) }],
        "sin": [FunctionForm([Param(nil, N)], .number) { a in .number(sin(a.num(0))) }],
        "cos": [FunctionForm([Param(nil, N)], .number) { a in .number(cos(a.num(0))) }],
        "tan": [FunctionForm([Param(nil, N)], .number) { a in .number(tan(a.num(0))) }],
        "atan2": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(atan2(a.num(0), a.num(1))) }],
        "floor": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0).rounded(.down)) }],
        "ceil": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0).rounded(.up)) }],
        "round": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0).rounded()) }],
        // C's rounding to a whole number (`long`: an Int; halves away from zero, as round; lrint
        // to even, the default rounding mode's), of a Double and (`lroundf` …) of a Float.
        "lround": whole("lround", .toNearestOrAwayFromZero), "llround": whole("llround", .toNearestOrAwayFromZero),
        "lrint": whole("lrint", .toNearestOrEven),
        "lroundf": whole("lroundf", .toNearestOrAwayFromZero, float: true), "llroundf": whole("llroundf", .toNearestOrAwayFromZero, float: true),
        "lrintf": whole("lrintf", .toNearestOrEven, float: true),
        // GLKit's, which drawing code written for OpenGL calls.
        "GLKMathDegreesToRadians": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0) * .pi / 180) }],
        "GLKMathRadiansToDegrees": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0) * 180 / .pi) }],
        "pow": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(pow(a.num(0), a.num(1))) }],
        "clamp": [FunctionForm([Param(nil, N), Param("min", N), Param("max", N)], .number) { a in
            guard a.num(1) <= a.num(2) else {
                throw Diagnostic.error("clamp's min (\(formatNumber(a.num(1)))) is above its max (\(formatNumber(a.num(2))))", at: a.range)
            }
            return .number(min(max(a.num(0), a.num(1)), a.num(2))) }],
    ]
}
