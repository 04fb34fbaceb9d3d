// The operators, by their operand types: one table that the checker reads to type an operation
// (and to name what is wrong: `cannot add Point and Color`) and evaluation reads to run it.
// `&&` and `||` are not here: they decide whether their right side runs at all.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// Where a binary operation is written, for its errors.
struct OperatorSite {
    /// The whole operation, its left side and its right side.
    let range: SourceRange, lhs: SourceRange, rhs: SourceRange
}

/// An operation on two values of given types.
struct BinaryOperation {
    let result: (VType, VType) -> VType?
    let body: (Value, Value, OperatorSite) throws -> Value
}

/// An operation on one value.
struct UnaryOperation {
    let result: VType
    let body: (Value) -> Value
}

/// The longest string (in bytes) or list `+` may make: doubling in a few lines must not
/// exhaust memory.
let maxJoinedLength = 1 << 20

enum Operators {
    struct Key: Hashable { let op: Operator; let lhs: ValueType; let rhs: ValueType }

    static func fixed(_ t: VType) -> (VType, VType) -> VType? { { _, _ in t } }

    static let binary: [Key: BinaryOperation] = {
        var t: [Key: BinaryOperation] = [:]
        func add(_ op: Operator, _ a: ValueType, _ b: ValueType, _ result: @escaping (VType, VType) -> VType?,
                 _ body: @escaping (Value, Value, OperatorSite) throws -> Value) {
            t[Key(op: op, lhs: a, rhs: b)] = BinaryOperation(result: result, body: body)
        }
        let n = ValueType.number
        add(.add, n, n, fixed(.number)) { x, y, s in .number(try Check.finite(x.num + y.num, s.range)) }
        add(.sub, n, n, fixed(.number)) { x, y, s in .number(try Check.finite(x.num - y.num, s.range)) }
        add(.mul, n, n, fixed(.number)) { x, y, s in .number(try Check.finite(x.num * y.num, s.range)) }
        add(.div, n, n, fixed(.number)) { x, y, s in
            if y.num == 0 { throw Diagnostic.error("division by zero", at: s.rhs) }
            return .number(try Check.finite(x.num / y.num, s.range)) }
        add(.rem, n, n, fixed(.number)) { x, y, s in
            if y.num == 0 { throw Diagnostic.error("remainder by zero", at: s.rhs) }
            return .number(try Check.finite(x.num.truncatingRemainder(dividingBy: y.num), s.range)) }
        add(.add, .point, .point, fixed(.point)) { x, y, _ in .point(x.point + y.point) }
        add(.sub, .point, .point, fixed(.point)) { x, y, _ in .point(x.point - y.point) }
        add(.mul, .point, n, fixed(.point)) { x, y, _ in .point(x.point * y.num) }
        add(.mul, n, .point, fixed(.point)) { x, y, _ in .point(y.point * x.num) }
        add(.div, .point, n, fixed(.point)) { x, y, s in
            if y.num == 0 { throw Diagnostic.error("division by zero", at: s.rhs) }
            return .point(Point(x.point.x / y.num, x.point.y / y.num)) }
        add(.add, .size, .size, fixed(.size)) { x, y, _ in .size(Size(x.size.width + y.size.width, x.size.height + y.size.height)) }
        add(.sub, .size, .size, fixed(.size)) { x, y, _ in .size(Size(x.size.width - y.size.width, x.size.height - y.size.height)) }
        add(.mul, .size, n, fixed(.size)) { x, y, _ in .size(Size(x.size.width * y.num, x.size.height * y.num)) }
        add(.mul, n, .size, fixed(.size)) { x, y, _ in .size(Size(y.size.width * x.num, y.size.height * x.num)) }
        add(.div, .size, n, fixed(.size)) { x, y, s in
            if y.num == 0 { throw Diagnostic.error("division by zero", at: s.rhs) }
            return .size(Size(x.size.width / y.num, x.size.height / y.num)) }
        add(.add, .string, .string, fixed(.string)) { x, y, s in
            let a = x.string, b = y.string
            guard a.utf8.count + b.utf8.count <= maxJoinedLength else {
                throw Diagnostic.error("this string would be longer than \(maxJoinedLength) bytes", at: s.range)
            }
            return .string(a + b) }
        add(.add, .list, .list, { a, b in a == b ? a : .list(nil) }) { x, y, s in
            guard case .list(let a) = x, case .list(let b) = y else { return x }
            guard a.count + b.count <= maxJoinedLength else {
                throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: s.range)
            }
            return .list(a + b) }
        for (op, f) in [(Operator.lt, { (a: Double, b: Double) in a < b }), (.le, { $0 <= $1 }), (.gt, { $0 > $1 }), (.ge, { $0 >= $1 })] {
            add(op, n, n, fixed(.bool)) { x, y, _ in .bool(f(x.num, y.num)) }
        }
        // Swift's order of Strings (by their Unicode scalars, canonically equivalent ones alike):
        // `$0.key < $1.key` sorting a dictionary's entries by name.
        for (op, f) in [(Operator.lt, { (a: String, b: String) in a < b }), (.le, { $0 <= $1 }), (.gt, { $0 > $1 }), (.ge, { $0 >= $1 })] {
            add(op, .string, .string, fixed(.bool)) { x, y, _ in .bool(f(x.string, y.string)) }
        }
        for (op, f) in IntegerOperators.binary {
            add(op, n, n, fixed(.number)) { x, y, s in
                .number(try IntegerOperators.exact(f(try IntegerOperators.int(x, op, s.lhs), try IntegerOperators.int(y, op, s.rhs)), "this '\(op.spelling)'", s.range)) }
        }
        for op in [Operator.halfOpen, .closed] {
            add(op, n, n, fixed(.range)) { x, y, s in
                let a = x.num, b = y.num
                guard a == a.rounded(), b == b.rounded(), abs(a) < 1e9, abs(b) < 1e9 else {
                    throw Diagnostic.error("a range needs whole numbers below a billion, not \(formatNumber(a))\(op.spelling)\(formatNumber(b))", at: s.range)
                }
                return .range(a, b, inclusive: op == .closed)
            }
        }
        return t
    }()

    /// Swift's `a..<b` and `a...b` on Numbers: a Range or ClosedRange of any finite bounds
    /// (`0.0...1.0`); one of whole numbers is also a sequence (`Builtins.wholeBounds`). The
    /// checker takes these for ranges written in Swift code.
    static let swiftRange: [Operator: BinaryOperation] = {
        var t: [Operator: BinaryOperation] = [:]
        for op in [Operator.halfOpen, .closed] {
            t[op] = BinaryOperation(result: fixed(.range)) { x, y, s in
                let a = x.num, b = y.num
                guard a.isFinite, b.isFinite else {
                    throw Diagnostic.error("a range's bounds are finite numbers, not \(formatNumber(a))\(op.spelling)\(formatNumber(b))", at: s.range)
                }
                return .range(a, b, inclusive: op == .closed)
            }
        }
        return t
    }()

    /// `==` and `!=` take any two values.
    static let equal = BinaryOperation(result: fixed(.bool)) { x, y, _ in .bool(x == y) }
    static let notEqual = BinaryOperation(result: fixed(.bool)) { x, y, _ in .bool(x != y) }

    /// The table's keys in one fixed order (a dictionary's changes from run to run): by
    /// operator, then the operands' types. (Compared as values, not as their printed text,
    /// which Swift makes by reflection: sorting by it cost every compile ~6 ms.)
    static let orderedKeys: [Key] = binary.keys.sorted {
        ($0.op.rawValue, $0.lhs.rawValue, $0.rhs.rawValue) < ($1.op.rawValue, $1.lhs.rawValue, $1.rhs.rawValue)
    }
    /// Every operation, numbered (the checker records the number).
    static let all: [BinaryOperation] = [equal, notEqual] + orderedKeys.map { binary[$0]! }
        + [swiftRange[.halfOpen]!, swiftRange[.closed]!, integerDivision, integerSum(.add), integerSum(.sub), integerSum(.mul), swiftDivision,
           unsignedSum(.add), unsignedSum(.sub), unsignedSum(.mul),
           floatOperation(.add), floatOperation(.sub), floatOperation(.mul), floatOperation(.div)]
    /// The numbers of Swift's range operations (`swiftRange`), after the table's.
    static func swiftRangeID(_ op: Operator) -> Int32 { Int32(binary.count + (op == .closed ? 3 : 2)) }

    /// `/=` on an Int in Swift code: the quotient truncated toward zero, as Swift's `/` of
    /// Ints (the checker's `.intDivision`) gives it.
    static let integerDivision = BinaryOperation(result: fixed(.number)) { x, y, s in
        .number(try intQuotient(x.num, y.num, s.range, s.rhs))
    }

    /// `a / c` of two Ints: the quotient truncated toward zero; past 2^53, the Ints' own
    /// quotient, an error unless a number here holds it exactly (`Int.max / 2`).
    static func intQuotient(_ a: Double, _ c: Double, _ r: SourceRange, _ rhs: SourceRange) throws -> Double {
        if c == 0 { throw Diagnostic.error("division by zero", at: rhs) }
        if abs(a) > 0x1p53 || abs(c) > 0x1p53, let x = IntegerOperators.int64(a), let y = IntegerOperators.int64(c) {
            let (q, overflow) = x.dividedReportingOverflow(by: y)
            if overflow { throw Diagnostic.error("arithmetic overflow: \(x) / \(y) is outside Int's range (Swift stops here)", at: r) }
            return try IntegerOperators.exact(q, "\(x) / \(y)", r)
        }
        return try Check.finite((a / c).rounded(.towardZero), r)
    }
    static let integerDivisionID = Int32(binary.count + 4)

    /// `/` (and `/=`) of floating-point numbers in Swift code: IEEE division, whose quotient by
    /// zero is ±infinity — held, as `CGFloat.infinity` is, as the greatest finite number of
    /// that sign (a drawing's numbers are finite: one that reaches a path or a frame is an
    /// error there, and so is arithmetic that overflows with it), the sign the operands' signs
    /// give (`1 / -0.0` is negative). `0 / 0`, Swift's NaN, is no number: an error.
    static let swiftDivision = BinaryOperation(result: fixed(.number)) { x, y, s in .number(try swiftQuotient(x.num, y.num, s.range, s.rhs)) }
    static let swiftDivisionID = Int32(binary.count + 8)
    /// Whether `x` is the ±infinity a drawing holds as ±greatestFiniteMagnitude.
    @inline(__always) static func isInfinity(_ x: Double) -> Bool { abs(x) == .greatestFiniteMagnitude }
    /// `x` as Swift holds it: ±infinity for its stand-in (for text: `inf`, `-inf`).
    static func ieee(_ x: Double) -> Double { isInfinity(x) ? (x < 0 ? -.infinity : .infinity) : x }
    static func swiftQuotient(_ a: Double, _ c: Double, _ r: SourceRange, _ rhs: SourceRange) throws -> Double {
        // By ±infinity (its stand-in): a number gives ±0, infinity itself Swift's NaN.
        if isInfinity(c) {
            guard !isInfinity(a) else { throw Diagnostic.error("infinity / infinity is not a number (Swift's NaN), which a drawing cannot hold", at: r) }
            return a.sign == c.sign ? 0 : -0.0
        }
        guard c == 0 else { return try Check.finite(a / c, r) }
        guard a != 0 else { throw Diagnostic.error("0 / 0 is not a number (Swift's NaN), which a drawing cannot hold", at: rhs) }
        return a.sign == c.sign ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// `+=`, `-=`, `*=` on an Int in Swift code: the result, or an error where it leaves Int's
    /// range, as Swift traps on overflow.
    static func integerSum(_ op: Operator) -> BinaryOperation {
        BinaryOperation(result: fixed(.number)) { x, y, s in .number(try checkedInt(op, x.num, y.num, s.range)) }
    }

    /// The operation of `op=` on an Int (`/=` truncating, `+=`, `-=`, `*=` trapping on
    /// overflow); nil for another operator.
    static func integerOperationID(_ op: Operator) -> Int32? {
        switch op {
        case .div: return integerDivisionID
        case .add: return Int32(binary.count + 5)
        case .sub: return Int32(binary.count + 6)
        case .mul: return Int32(binary.count + 7)
        default: return nil
        }
    }

    /// The operation of `op=` on a UInt (`+=`, `-=`, `*=` trapping below 0 and past its
    /// range); nil for another operator.
    static func unsignedOperationID(_ op: Operator) -> Int32? { sumID(op, from: 9) }

    /// The operations `+`, `-`, `*` numbered from `first` after the table's; nil for another.
    static func sumID(_ op: Operator, from first: Int) -> Int32? {
        switch op {
        case .add: return Int32(binary.count + first)
        case .sub: return Int32(binary.count + first + 1)
        case .mul: return Int32(binary.count + first + 2)
        default: return nil
        }
    }

    /// The operation of `op=` on a Float (`+=`, `-=`, `*=`, `/=` rounded to a Float); nil for
    /// another operator.
    static func floatOperationID(_ op: Operator) -> Int32? { op == .div ? Int32(binary.count + 15) : sumID(op, from: 12) }

    /// `+=`, `-=`, `*=`, `/=` on a Float in Swift code: Float's result (floatResult).
    static func floatOperation(_ op: Operator) -> BinaryOperation {
        BinaryOperation(result: fixed(.number)) { x, y, s in .number(try floatResult(op, x.num, y.num, s.range, s.range)) }
    }

    /// `a op b` of two Floats (`+`, `-`, `*`, `/`): Swift rounds the operands and each result
    /// to a Float's 24 bits (`f + 0.1` ten times from 0 is 1.0000001, not a Double's 1.0); a
    /// comparison compares the rounded operands, 1 for true and 0 for false.
    /// The operation done on Doubles and then rounded is the Float operation's correctly
    /// rounded result (a Double's 53 bits are more than twice 24 + 2). A result past Float's
    /// range is infinity, which a drawing holds as ±greatestFiniteMagnitude.
    static func floatResult(_ op: Operator, _ a: Double, _ b: Double, _ r: SourceRange, _ rhs: SourceRange) throws -> Double {
        func float(_ d: Double) -> Double {
            if isInfinity(d) { return d }
            let f = Float(d)
            return f.isInfinite ? (f < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) : Double(f)
        }
        let x = float(a), y = float(b)
        switch op {
        case .eq: return x == y ? 1 : 0
        case .ne: return x != y ? 1 : 0
        case .lt: return x < y ? 1 : 0
        case .le: return x <= y ? 1 : 0
        case .gt: return x > y ? 1 : 0
        case .ge: return x >= y ? 1 : 0
        case .add: return float(try Check.finite(x + y, r))
        case .sub: return float(try Check.finite(x - y, r))
        case .mul: return float(try Check.finite(x * y, r))
        default: return float(try swiftQuotient(x, y, r, rhs))
        }
    }

    /// `+=`, `-=`, `*=` on a UInt in Swift code: the result, or an error where it leaves
    /// UInt's range, as Swift traps on overflow.
    static func unsignedSum(_ op: Operator) -> BinaryOperation {
        BinaryOperation(result: fixed(.number)) { x, y, s in .number(try checkedUnsigned(op, x.num, y.num, s.range)) }
    }

    /// `a op b` of two UInts (`+`, `-`, `*`): Swift's UInt holds 0 ..< 2^64, and a result
    /// outside stops the program there (`z - 1` of a UInt 0 is no -1). Past 2^53, which a
    /// number here holds exactly, the result is an error too, never a rounded value.
    static func checkedUnsigned(_ op: Operator, _ a: Double, _ b: Double, _ r: SourceRange) throws -> Double {
        let v = op == .add ? a + b : op == .sub ? a - b : a * b
        guard v >= 0, v < 0x1p64 else {
            func int(_ d: Double) -> String { d >= -0x1p63 && d < 0x1p63 && d == d.rounded() ? String(Int64(d)) : formatNumber(d) }
            throw Diagnostic.error("arithmetic overflow: \(int(a)) \(op.spelling) \(int(b)) is outside UInt's range (Swift stops here)", at: r)
        }
        guard v <= 0x1p53 else {
            throw Diagnostic.error("\(formatNumber(a)) \(op.spelling) \(formatNumber(b)) is a UInt above 2⁵³, which viewc's numbers do not hold exactly", at: r)
        }
        return v
    }

    /// `a op b` of two Ints (`+`, `-`, `*`): Swift's Int is 64 bits, and a result outside
    /// -2^63 ..< 2^63 stops the program there (its arithmetic overflow trap).
    static func checkedInt(_ op: Operator, _ a: Double, _ b: Double, _ r: SourceRange) throws -> Double {
        let v = op == .add ? a + b : op == .sub ? a - b : a * b
        // Past 2^53 a number here holds an Int exactly only where it is one: the operation on
        // the Ints themselves, its result an error unless held exactly.
        if abs(v) > 0x1p53 || abs(a) > 0x1p53 || abs(b) > 0x1p53, let x = IntegerOperators.int64(a), let y = IntegerOperators.int64(b) {
            let (w, overflow) = op == .add ? x.addingReportingOverflow(y) : op == .sub ? x.subtractingReportingOverflow(y) : x.multipliedReportingOverflow(by: y)
            if !overflow { return try IntegerOperators.exact(w, "\(x) \(op.spelling) \(y)", r) }
            throw Diagnostic.error("arithmetic overflow: \(x) \(op.spelling) \(y) is outside Int's range (Swift stops here)", at: r)
        }
        guard v >= -0x1p63, v < 0x1p63 else {
            func int(_ d: Double) -> String { d >= -0x1p63 && d < 0x1p63 && d == d.rounded() ? String(Int64(d)) : formatNumber(d) }
            throw Diagnostic.error("arithmetic overflow: \(int(a)) \(op.spelling) \(int(b)) is outside Int's range (Swift stops here)", at: r)
        }
        return v
    }
    static let ids: [Key: Int32] = {
        var d: [Key: Int32] = [:]
        for (i, k) in orderedKeys.enumerated() { d[k] = Int32(i + 2) }
        return d
    }()

    /// The number of the operation for `op` on operands of these types, or the error that
    /// names them.
    static func resolve(_ op: Operator, _ a: VType, _ b: VType, at r: SourceRange) -> Result<Int32, Diagnostic> {
        if op == .eq { return .success(0) }
        if op == .ne { return .success(1) }
        if let o = ids[Key(op: op, lhs: a.valueType, rhs: b.valueType)] { return .success(o) }
        let tx = a.name, ty = b.name
        let msg: String
        switch op {
        case .add: msg = "cannot add \(tx) and \(ty)"
        case .sub: msg = "cannot subtract \(ty) from \(tx)"
        case .mul: msg = "cannot multiply \(tx) by \(ty)"
        case .div: msg = "cannot divide \(tx) by \(ty)"
        case .rem: msg = "cannot take the remainder of \(tx) by \(ty)"
        case .shl, .shr, .bitAnd, .bitOr, .bitXor, .wrapAdd, .wrapSub, .wrapMul: msg = "'\(op.spelling)' works on Ints, not \(tx) and \(ty)"
        case .halfOpen, .closed: msg = "a range goes between two Numbers, not \(tx) and \(ty)"
        default: msg = "cannot compare \(tx) and \(ty) with '\(op.spelling)'"
        }
        return .failure(.error(msg, at: r))
    }

    static let unary: [UnaryOperation] = [
        UnaryOperation(result: .number) { .number(-$0.num) },
        UnaryOperation(result: .point) { let p = $0.point; return .point(Point(-p.x, -p.y)) },
        UnaryOperation(result: .size) { let s = $0.size; return .size(Size(-s.width, -s.height)) },
        UnaryOperation(result: .bool) { .bool(!$0.bool) },
        UnaryOperation(result: .number) { IntegerOperators.not($0) },
    ]

    /// `-x` and `!x`: the number of the operation, or the error.
    static func resolve(_ op: Operator, _ a: VType, at r: SourceRange) -> Result<Int32, Diagnostic> {
        switch (op, a) {
        case (.neg, .number): return .success(0)
        case (.neg, .point): return .success(1)
        case (.neg, .size): return .success(2)
        case (.not, .bool): return .success(3)
        case (.bitNot, .number): return .success(4)
        case (.bitNot, _): return .failure(.error("'~' works on an Int, not \(article(a))", at: r))
        default:
            return .failure(.error(op == .neg ? "cannot negate \(article(a))" : "'!' needs a Bool, not \(article(a))", at: r))
        }
    }
}
