// The math functions: min, max, abs, sqrt, sin, cos, tan, atan2, floor, ceil, round (half away
// from zero, as Swift's rounded()), pow and clamp. Results must be finite (checked for every
// built-in call by evaluation).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let math: [String: [FunctionForm]] = [
        "min": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(min(a.num(0), a.num(1))) }],
        "max": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(max(a.num(0), a.num(1))) }],
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
        "pow": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(pow(a.num(0), a.num(1))) }],
        "clamp": [FunctionForm([Param(nil, N), Param("min", N), Param("max", N)], .number) { a in
            guard a.num(1) <= a.num(2) else {
                throw Diagnostic.error("clamp's min (\(formatNumber(a.num(1)))) is above its max (\(formatNumber(a.num(2))))", at: a.range)
            }
            return .number(min(max(a.num(0), a.num(1)), a.num(2))) }],
    ]
}
