// Swift's text of a value: what `"\(x)"`, `String(x)` and `String(describing: x)` give, and
// `String(format:…)`. One number type carries CGFloat, Double, Float and Int alike, so the
// checker picks the form by the Swift type the expression has (SwiftNumberKind): an Int prints
// `3`, a Double or CGFloat Swift's shortest round-trip form (`3.0`, `0.1`, `1e-05`), a Float
// its own (`0.1`). A Bool prints `true`, a String itself, an enum case its name, CGPoint,
// CGSize and CGRect their fields in parentheses, an optional `Optional(…)` or `nil`, a list
// its elements in brackets (`[1.0, 2.5]`, `["a", "b"]`). The forms'
// names begin with `$`, which no Swift name can: only the checker binds them.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// The Swift number type an expression has, as far as the checker can tell from declarations
/// and literals (every Number is a Double when it runs).
enum SwiftNumberKind: UInt8 {
    /// `nsnumber`: an NSNumber of a Double (or of a number whose type is not known), which
    /// Foundation writes as its `description(withLocale:)` does, `%0.16g` (`3` of 3.0, `0.5`,
    /// `1e+20`); one of an Int or a Float has that number's kind (`nsNumber(of:)`).
    case double, int, float, nsnumber

    /// The kind of a type written in Swift (`Int`, `[Int]`, `Float?`): nil when it is no number type.
    init?(typeName: String) {
        switch typeName {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger":
            self = .int
        case "Float", "Float32": self = .float
        case "CGFloat", "Double", "Float64", "TimeInterval", "CFTimeInterval", "CFAbsoluteTime", "CGFloat.NativeType": self = .double
        case "NSNumber": self = .nsnumber
        default: return nil
        }
    }

    /// The kind of an NSNumber made of a number of `kind` (`NSNumber(value: n)`, `n as
    /// NSNumber`): Foundation writes an integer's as the integer (`%ld`) and a Float's with
    /// `%0.7g`, which Swift's Float text is as far as seven digits, a Double's `%0.16g`.
    static func nsNumber(of kind: SwiftNumberKind) -> SwiftNumberKind {
        kind == .int || kind == .float ? kind : .nsnumber
    }
}

extension Builtins {
    /// `String(describing:)` for each number kind, of a value and of an optional.
    /// A dictionary's keys have a number kind of their own (`keyKind`: `[Int: CGFloat]` is
    /// `[1: 2.0]`); nil for every other value, whose numbers are all of `kind`.
    static let swiftText: [String: [FunctionForm]] = {
        var out: [String: [FunctionForm]] = [:]
        let kinds = [SwiftNumberKind.double, .int, .float, .nsnumber]
        for kind in kinds {
            for keyKind in [nil] + kinds {
                for elements in [false, true] {
                    out[describeName(kind, optional: false, optionalElements: elements, keyKind: keyKind)] = [FunctionForm([Param(nil, .string)], .string) { a in
                        .string(try describe(a[0], kind, inOptional: false, optionalElements: elements, keyKind: keyKind, a.argRange(0))) }]
                    out[describeName(kind, optional: true, optionalElements: elements, keyKind: keyKind)] = [FunctionForm([Param(nil, .string)], .string) { a in
                        if case .void = a[0] { return .string("nil") }
                        return .string("Optional(" + (try describe(a[0], kind, inOptional: true, optionalElements: elements, keyKind: keyKind, a.argRange(0))) + ")") }]
                }
            }
        }
        // A tuple of two or three places whose number types differ (`(1, 2.5)` of an
        // `(Int, Double)`): each element written by its own place's kind.
        let placeKinds = [SwiftNumberKind.double, .int, .float]
        var combos: [[SwiftNumberKind]] = placeKinds.flatMap { a in placeKinds.map { [a, $0] } }
        combos += combos.flatMap { c in placeKinds.map { c + [$0] } }
        for ks in combos where Set(ks).count > 1 {
            out[describeTupleName(ks, optional: false)] = [FunctionForm([Param(nil, .string)], .string) { a in .string(tupleText(a[0], ks)) }]
            out[describeTupleName(ks, optional: true)] = [FunctionForm([Param(nil, .string)], .string) { a in
                if case .void = a[0] { return .string("nil") }
                return .string("Optional(" + tupleText(a[0], ks) + ")") }]
        }
        // `type(of: view)`: the name of the view's class, as the text of its type is. A value
        // of a protocol's type may hold a struct, whose type is no view's class: an error there.
        out[typeOfName] = [FunctionForm([Param(nil, .view)], .string) { a in
            guard case .view(let r) = a[0] else {
                throw Diagnostic.error("type(of:) of a value that is not a view is outside the supported Swift subset: it names a view's class, as text or as the base of a static member (`type(of: self).x`) (docs/language.md §13)", at: a.argRange(0))
            }
            return .string(TypeTests.className(r.node)) }]
        out[formatName] = [FunctionForm([Param(nil, .string)], .string) { a in
            var values: [Value] = []
            for i in 1..<max(1, a.count) { values.append(a[i]) }
            return .string(try formatted(a[0].string, values, a.argRange(0))) }]
        return out
    }()

    /// (The kind's name spelled out: `"\(kind)"` would reflect on it, which costs every
    /// compile about a millisecond the first time.)
    static func describeName(_ kind: SwiftNumberKind, optional: Bool, optionalElements: Bool = false, keyKind: SwiftNumberKind? = nil) -> String {
        func name(_ k: SwiftNumberKind) -> String {
            switch k {
            case .double: return "double"
            case .int: return "int"
            case .float: return "float"
            case .nsnumber: return "nsnumber"
            }
        }
        return "$describe." + (optional ? "optional." : "") + (optionalElements ? "optional-elements." : "") + (keyKind.map { "keys-" + name($0) + "." } ?? "") + name(kind)
    }

    /// The text of a tuple whose places' number kinds are `kinds` (swiftText).
    static func describeTupleName(_ kinds: [SwiftNumberKind], optional: Bool) -> String {
        "$describe.tuple." + (optional ? "optional." : "") + kinds.map { describeName($0, optional: false) }.joined(separator: "-")
    }

    /// `(1, 2.5)`: a tuple's elements each written by its place's kind, labels written.
    static func tupleText(_ v: Value, _ kinds: [SwiftNumberKind]) -> String {
        guard let t = v.ref(TupleValue.self)?.value else { return swiftDescription(v, .double, inOptional: false) }
        return "(" + zip(t.labels, t.elements).enumerated().map { i, le in
            (le.0.map { $0 + ": " } ?? "") + swiftDescription(le.1, i < kinds.count ? kinds[i] : .double, inOptional: true)
        }.joined(separator: ", ") + ")"
    }

    /// Swift's text for `v`, a list's as Swift's Array describes itself: its elements' debug
    /// descriptions in brackets (a String quoted; with `optionalElements`, a list of optionals',
    /// `Optional(…)` or `nil`), no longer than a string may be (an error at `r` once it is).
    static func describe(_ v: Value, _ kind: SwiftNumberKind, inOptional: Bool, optionalElements: Bool, keyKind: SwiftNumberKind? = nil, _ r: SourceRange) throws -> String {
        guard case .list = v else {
            guard v.dictionary != nil else { return swiftDescription(v, kind, inOptional: inOptional) }
            return String(try describe(.list([v]), kind, inOptional: inOptional, optionalElements: optionalElements, keyKind: keyKind, r).dropFirst().dropLast())
        }
        var out = ""
        let valueKind = kind
        func add(_ v: Value, kind: SwiftNumberKind) throws {
            // A dictionary as Swift's describes itself: `["a": 1.0, "b": 2.0]`, `[:]` when empty.
            if let d = v.dictionary {
                guard d.count > 0 else { out += "[:]"; return }
                out += "["
                for (i, (k, e)) in zip(d.keys, d.values).enumerated() {
                    if i > 0 { out += ", " }
                    try add(k, kind: keyKind ?? valueKind)
                    out += ": "
                    try add(e, kind: valueKind)
                    guard out.utf8.count <= maxJoinedLength else {
                        throw Diagnostic.error("this string would be longer than \(maxJoinedLength) bytes", at: r)
                    }
                }
                out += "]"
                return
            }
            guard case .list(let l) = v else {
                if case .void = v { out += "nil" } else {
                    let text = swiftDescription(v, kind, inOptional: true)
                    out += optionalElements ? "Optional(" + text + ")" : text
                }
                return
            }
            out += "["
            for (i, e) in l.enumerated() {
                if i > 0 { out += ", " }
                try add(e, kind: kind)
                guard out.utf8.count <= maxJoinedLength else {
                    throw Diagnostic.error("this string would be longer than \(maxJoinedLength) bytes", at: r)
                }
            }
            out += "]"
        }
        try add(v, kind: valueKind)
        return out
    }
    static let formatName = "$format"
    static let typeOfName = "$typeOf"

    /// Swift's text for `v` (a number of the kind given). In an optional a String is quoted,
    /// as Swift's debug description of `Optional("x")` is.
    static func swiftDescription(_ v: Value, _ kind: SwiftNumberKind, inOptional: Bool) -> String {
        switch v {
        case .number(let x): return numberText(x, kind)
        case .string(let s): return inOptional ? DumpText.quote(s) : s
        case .bool(let b): return b ? "true" : "false"
        case .symbol(let s): return s == "zero" ? "0.0" : s
        case .point(let p): return "(\(Operators.ieee(p.x).description), \(Operators.ieee(p.y).description))"
        case .size(let s): return "(\(Operators.ieee(s.width).description), \(Operators.ieee(s.height).description))"
        case .rect(let r): return "(\(Operators.ieee(r.origin.x).description), \(Operators.ieee(r.origin.y).description), \(Operators.ieee(r.size.width).description), \(Operators.ieee(r.size.height).description))"
        case .object(let o) where o.ref is Ref<SwiftErrorValue>:
            // An error caught is written as its value is (`tooBig(by: 30.0)`, `tooSmall`).
            return swiftDescription((o.ref as! Ref<SwiftErrorValue>).value.value, kind, inOptional: inOptional)
        case .object(let o) where o.ref is Ref<EnumCaseValue>:
            // `circle(radius: 5)`: each value as in a list, with its label and number type.
            let e = (o.ref as! Ref<EnumCaseValue>).value
            return e.name + "(" + e.values.enumerated().map { i, v in
                let label = i < e.labels.count ? e.labels[i].map { $0 + ": " } ?? "" : ""
                return label + swiftDescription(v, i < e.kinds.count ? e.kinds[i] : .double, inOptional: true)
            }.joined(separator: ", ") + ")"
        case .object(let o) where o.ref is Ref<StructValue>:
            // A struct's default text: `V(x: 2.0, n: 3)`, each member as in a list.
            let v = (o.ref as! Ref<StructValue>).value
            return v.name + "(" + v.fields.indices.map { i in
                v.fieldNames[i] + ": " + swiftDescription(v.fields[i], i < v.fieldKinds.count ? v.fieldKinds[i] : .double, inOptional: true)
            }.joined(separator: ", ") + ")"
        case .object(let o) where o.ref is Ref<TupleValue>:
            // `(2, 5)`, `(x: 1.0, y: "a")`: each element as in a list, labels written.
            let t = (o.ref as! Ref<TupleValue>).value
            return "(" + zip(t.labels, t.elements).map { ($0.map { $0 + ": " } ?? "") + swiftDescription($1, kind, inOptional: true) }.joined(separator: ", ") + ")"
        case .insets(let e): return "UIEdgeInsets(top: \(e.top.description), left: \(e.left.description), bottom: \(e.bottom.description), right: \(e.right.description))"
        case .view(let r):
            // A view as UIView's description begins — its class and frame, the frame's numbers
            // as %g writes them — without the addresses of the view and its layer, which a
            // picture made again must not depend on: `<V; frame = (0 0; 200 100)>`.
            let f = r.node.frame
            let g = [f.origin.x, f.origin.y, f.size.width, f.size.height].map { cFormatG($0) }
            return "<" + TypeTests.className(r.node) + "; frame = (" + g[0] + " " + g[1] + "; " + g[2] + " " + g[3] + ")>"
        default: return v.description
        }
    }

    /// `x` as C's `%g` writes it (six significant digits, no trailing zeros).
    static func cFormatG(_ x: Double, _ format: String = "%g") -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buf in
            withVaList([x]) { _ = vsnprintf(buf.baseAddress!, 32, format, $0) }
            return String(cString: buf.baseAddress!)
        }
    }

    /// A number as Swift's `description` of its type writes it. An Int-typed value is whole
    /// (a division of Ints is the one place the single number type can make it not so: then
    /// the value is written as the Double it is).
    static func numberText(_ x: Double, _ kind: SwiftNumberKind) -> String {
        switch kind {
        case .int:
            // (Int.max is held as 2^63: IntegerOperators.int64.)
            if let i = IntegerOperators.int64(x) { return String(i) }
            // (UInt64.max and UInt.max, 2^64 - 1, are held as 2^64, the Number nearest them:
            // SwiftTypes.integerBounds.)
            if x == Double(UInt64.max) { return String(UInt64.max) }
            return x.description
        case .float: return Float(x).description
        case .double: return Operators.ieee(x).description
        case .nsnumber: return cFormatG(Operators.ieee(x), "%0.16g")
        }
    }

    // MARK: String(format:)

    /// One conversion of a format string: its C spelling without the length modifier, and
    /// what it takes (nil for `%%`).
    struct FormatSpec {
        enum Takes { case integer, floating, object, cString, character }
        /// Flags, width and precision as C writes them (`-08.2`).
        let flags: String
        let leftAligned: Bool
        let width: Int
        let precision: Int?
        let takes: Takes?
        let conversion: Character
        /// The text before it.
        let literal: String
    }

    /// The conversions of a format string, or the message that says what is wrong in it.
    static func formatSpecs(_ f: String) -> Result<(specs: [FormatSpec], tail: String), FormatError> {
        var specs: [FormatSpec] = []
        var literal = ""
        var it = Array(f.unicodeScalars)[...]
        while let c = it.popFirst() {
            guard c == "%" else { literal.unicodeScalars.append(c); continue }
            var flags = ""
            while let d = it.first, "-+ #0'".unicodeScalars.contains(d) { flags.unicodeScalars.append(d); it.removeFirst() }
            var width = "", precision: String? = nil
            while let d = it.first, ("0"..."9").contains(d) { width.unicodeScalars.append(d); it.removeFirst() }
            if it.first == "$" { return .failure(FormatError("positional conversions ('%1$…') in String(format:) are outside the supported Swift subset")) }
            if it.first == "." {
                it.removeFirst()
                var p = ""
                while let d = it.first, ("0"..."9").contains(d) { p.unicodeScalars.append(d); it.removeFirst() }
                precision = p
            }
            if it.first == "*" { return .failure(FormatError("a '*' width or precision in String(format:) is outside the supported Swift subset")) }
            if (Int(width) ?? 0) > 1000 || (Int(precision ?? "") ?? 0) > 1000 {
                return .failure(FormatError("a width or precision in String(format:) is at most 1000"))
            }
            while let d = it.first, "hlqLzjt".unicodeScalars.contains(d) { it.removeFirst() }
            guard let conv = it.popFirst() else { return .failure(FormatError("the format ends inside a conversion ('%')")) }
            let takes: FormatSpec.Takes?
            switch conv {
            case "d", "i", "u", "o", "x", "X", "D", "U", "O": takes = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": takes = .floating
            case "@": takes = .object
            case "s", "S": takes = .cString
            case "c", "C": takes = .character
            case "%": takes = nil
            default: return .failure(FormatError("'%\(conv)' is not a conversion String(format:) has"))
            }
            let spelled = flags.filter { $0 != "'" } + width + (precision.map { "." + $0 } ?? "")
            specs.append(FormatSpec(flags: spelled, leftAligned: flags.contains("-"), width: Int(width) ?? 0, precision: precision.map { Int($0) ?? 0 },
                                    takes: takes, conversion: Character(conv), literal: literal))
            literal = ""
        }
        return .success((specs, literal))
    }

    struct FormatError: Error { let message: String; init(_ m: String) { message = m } }

    /// `String(format:…)` as Foundation formats in the POSIX locale: C's conversions, `%@` a
    /// value's description (a whole number without a fraction, as NSNumber writes one).
    static func formatted(_ f: String, _ values: [Value], _ r: SourceRange) throws -> String {
        let specs: [FormatSpec], tail: String
        switch formatSpecs(f) {
        case .success(let s): (specs, tail) = s
        case .failure(let e): throw Diagnostic.error(e.message, at: r)
        }
        var out = ""
        var k = 0
        for s in specs {
            // As long as `+` may make a string: many wide conversions must not exhaust memory.
            if out.utf8.count > maxJoinedLength {
                throw Diagnostic.error("this string would be longer than \(maxJoinedLength) bytes", at: r)
            }
            out += s.literal
            guard let takes = s.takes else { out += "%"; continue }
            guard k < values.count else {
                throw Diagnostic.error("the format has more conversions than String(format:) is given values (\(values.count))", at: r)
            }
            let v = values[k]
            k += 1
            switch (takes, v) {
            case (.integer, .number(let x)):
                guard abs(x) < 9.2e18 else { throw Diagnostic.error("\(formatNumber(x)) does not fit in an Int", at: r) }
                let c = s.conversion == "D" ? "d" : s.conversion == "U" ? "u" : s.conversion == "O" ? "o" : String(s.conversion)
                out += cFormat("%" + s.flags + "ll" + c, Int64(x.rounded(.towardZero)))
            case (.floating, .number(let x)):
                out += cFormat("%" + s.flags + String(s.conversion), Operators.ieee(x))
            case (.character, .number(let x)):
                out += String(UnicodeScalar(UInt32(max(0, min(x, 0x10FFFF)))) ?? " ")
            case (.object, .number(let x)):
                out += padded(x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : x.description, s)
            case (.object, .string(let t)), (.cString, .string(let t)):
                out += padded(s.takes == .cString ? String(t.prefix(s.precision ?? Int.max)) : t, s)
            case (.object, _):
                out += padded(swiftDescription(v, .double, inOptional: false), s)
            default:
                throw Diagnostic.error("'%\(s.conversion)' in String(format:) takes \(takes == .integer || takes == .floating ? "a number" : "a String"), not \(article(v))", at: r)
            }
        }
        if k < values.count {
            throw Diagnostic.error("String(format:) is given \(values.count) values for \(k) conversions", at: r)
        }
        return out + tail
    }

    /// Text padded with spaces to a conversion's width.
    static func padded(_ t: String, _ s: FormatSpec) -> String {
        let pad = String(repeating: " ", count: max(0, s.width - t.count))
        return s.leftAligned ? t + pad : pad + t
    }
}
