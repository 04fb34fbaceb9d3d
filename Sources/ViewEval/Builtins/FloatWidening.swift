// A Float made a Double or a CGFloat (`Double(f)`, `CGFloat(f)`): Swift's value is the Float's
// own, exact in the wider type (`Double(Float(0.1))` is 0.10000000149011612). Every Number is
// a Double when it runs, so a Float's value (`let f: Float = 0.1`, `Float.pi`, `f * 3`) is
// held at a Double's precision; the checker binds this form where the argument's Swift type
// is Float (Checker.widenFloatConversion), which rounds it to the Float it is.

import ViewSyntax

extension Builtins {
    static let floatWideningName = "$widen.float"
    static let floatWidening: [String: [FunctionForm]] = [
        floatWideningName: [FunctionForm([Param(nil, N)], .number) { a in
            let f = Float(a.num(0))
            // Past Float's range is Float's infinity, which a drawing holds as ±greatestFiniteMagnitude
            // (Builtins.isInfinity), as it holds Double's.
            guard f.isFinite else { return .number(f.isNaN ? a.num(0) : f < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) }
            return .number(Double(f))
        }],
    ]
}
