// Foundation's Scanner and CharacterSet, and NSString's numeric values, as hex-colour and
// number parsing in drawing code uses them: `Scanner(string: hex).scanHexInt32(&rgb)`,
// `hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`,
// `(text as NSString).floatValue`.
//
// A Scanner is a reference over its string's Unicode scalars with a location. Each scan first
// skips whitespace and newlines (the default `charactersToBeSkipped`), then reads what it
// names into the variable passed with `&` and gives true; when nothing there fits it gives
// false and neither the variable nor the location changes. `scanHexInt32`/`scanHexInt64` read
// hex digits after an optional "0x" (too many digits give the type's greatest value, as
// Foundation does); `scanInt`/`scanInt32`/`scanInt64` an optionally signed decimal integer
// (clamped to the type's range); `scanDouble`/`scanFloat` a decimal number with an optional
// fraction and exponent. `isAtEnd` is whether only skipped characters are left.
//
// A CharacterSet is one of Foundation's named sets by Unicode general category —
// `alphanumerics` (L, M, N), `letters` (L, M), `decimalDigits` (Nd), `uppercaseLetters` (Lu,
// Lt), `lowercaseLetters` (Ll), `punctuationCharacters` (P), `symbols` (S), `whitespaces` (Zs
// and tab), `newlines` (U+000A–U+000D, U+0085, U+2028, U+2029), `whitespacesAndNewlines` —
// or `CharacterSet(charactersIn: "…")`, and `.inverted`. `trimmingCharacters(in:)` drops the
// set's scalars from both ends of a string; `components(separatedBy:)` a set splits at each.
//
// NSString's `floatValue`, `doubleValue`, `intValue` and `integerValue` read a leading decimal
// number after whitespace, as NSString does: 0 when there is none ("12abc" is 12).

import FoundationEssentials
import ViewSyntax

struct ScannerState: ObjectPayload {
    static var type: ValueType { .scanner }
    let scalars: [Unicode.Scalar]
    var location = 0
    var description: String { "Scanner(string: \(DumpText.quote(String(String.UnicodeScalarView(scalars)))))" }

    static func skipped(_ s: Unicode.Scalar) -> Bool { CharSet.Named.whitespacesAndNewlines.contains(s) }

    /// The location after the skipped characters from `location`.
    func start() -> Int {
        var i = location
        while i < scalars.count, Self.skipped(scalars[i]) { i += 1 }
        return i
    }

    var isAtEnd: Bool { start() >= scalars.count }

    /// `scanLocation`: the location as NSString counts it, in UTF-16 code units.
    var scanLocation: Int { scalars[..<location].reduce(0) { $0 + $1.utf16.count } }

    /// Sets `scanLocation`; beyond the string's end is Foundation's range exception, an error.
    mutating func setScanLocation(_ units: Double, _ r: SourceRange) throws {
        let total = scalars.reduce(0) { $0 + $1.utf16.count }
        guard units >= 0, units <= Double(total), units == units.rounded() else {
            throw Diagnostic.error("scanLocation \(formatNumber(units)) is outside the scanner's string of \(total) UTF-16 units", at: r)
        }
        var i = 0, u = 0
        while i < scalars.count, u < Int(units) { u += scalars[i].utf16.count; i += 1 }
        location = i
    }

    static func hexDigit(_ s: Unicode.Scalar) -> UInt64? {
        switch s.value {
        case 48...57: return UInt64(s.value - 48)
        case 65...70: return UInt64(s.value - 55)
        case 97...102: return UInt64(s.value - 87)
        default: return nil
        }
    }

    /// Hex digits after an optional 0x, up to `max` (beyond it, `max`); nil with nothing read.
    mutating func scanHex(max: UInt64) -> UInt64? {
        var i = start()
        if i + 2 < scalars.count, scalars[i] == "0", scalars[i + 1] == "x" || scalars[i + 1] == "X", Self.hexDigit(scalars[i + 2]) != nil { i += 2 }
        var v: UInt64 = 0, any = false, over = false
        while i < scalars.count, let d = Self.hexDigit(scalars[i]) {
            any = true
            if !over {
                let (m, o1) = v.multipliedReportingOverflow(by: 16)
                let (s, o2) = m.addingReportingOverflow(d)
                if o1 || o2 || s > max { over = true } else { v = s }
            }
            i += 1
        }
        guard any else { return nil }
        location = i
        return over ? max : v
    }

    /// An optionally signed decimal integer, clamped to `lo...hi`; nil with nothing read.
    mutating func scanInteger(lo: Int64, hi: Int64) -> Int64? {
        var i = start()
        var negative = false
        if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" { negative = scalars[i] == "-"; i += 1 }
        var v: Int64 = 0, any = false, over = false
        while i < scalars.count, scalars[i].value >= 48, scalars[i].value <= 57 {
            any = true
            let d = Int64(scalars[i].value - 48)
            if !over {
                let (m, o1) = v.multipliedReportingOverflow(by: 10)
                let (s, o2) = negative ? m.subtractingReportingOverflow(d) : m.addingReportingOverflow(d)
                if o1 || o2 { over = true } else { v = s }
            }
            i += 1
        }
        guard any else { return nil }
        location = i
        if over { return negative ? lo : hi }
        return Swift.min(hi, Swift.max(lo, v))
    }

    /// A decimal number (`-12.5e3`); nil with nothing read.
    mutating func scanDecimal() -> Double? {
        let i = start()
        guard let (v, end) = Self.leadingNumber(scalars, from: i) else { return nil }
        location = end
        return v
    }

    /// The decimal number written at `i`, and where it ends.
    static func leadingNumber(_ scalars: [Unicode.Scalar], from i0: Int) -> (Double, Int)? {
        var i = i0, text = ""
        func digits() -> Bool {
            var any = false
            while i < scalars.count, scalars[i].value >= 48, scalars[i].value <= 57 { text.unicodeScalars.append(scalars[i]); i += 1; any = true }
            return any
        }
        if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" { text.unicodeScalars.append(scalars[i]); i += 1 }
        var any = digits()
        if i < scalars.count, scalars[i] == "." {
            text += any ? "." : "0."; i += 1
            if digits() { any = true } else { text += "0" }
        }
        guard any else { return nil }
        // An exponent only when digits follow it.
        if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
            let mark = i, markText = text
            text += "e"; i += 1
            if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" { text.unicodeScalars.append(scalars[i]); i += 1 }
            if !digits() { i = mark; text = markText }
        }
        guard let v = Double(text) else { return nil }
        return (v, i)
    }

    /// NSString's numeric value of a string: its leading number after whitespace, else 0.
    static func leadingValue(_ s: String) -> Double {
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count, skipped(scalars[i]) { i += 1 }
        return leadingNumber(scalars, from: i)?.0 ?? 0
    }
}

struct CharSet: ObjectPayload {
    static var type: ValueType { .characterSet }
    enum Named: String, CaseIterable {
        case alphanumerics, letters, decimalDigits, uppercaseLetters, lowercaseLetters, punctuationCharacters, symbols
        case whitespaces, newlines, whitespacesAndNewlines

        func contains(_ s: Unicode.Scalar) -> Bool {
            let c = s.properties.generalCategory
            switch self {
            case .alphanumerics: return CharSet.isLetter(c) || CharSet.isMark(c) || [.decimalNumber, .letterNumber, .otherNumber].contains(c)
            case .letters: return CharSet.isLetter(c) || CharSet.isMark(c)
            case .decimalDigits: return c == .decimalNumber
            case .uppercaseLetters: return c == .uppercaseLetter || c == .titlecaseLetter
            case .lowercaseLetters: return c == .lowercaseLetter
            case .punctuationCharacters:
                return [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation].contains(c)
            case .symbols: return [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(c)
            case .whitespaces: return c == .spaceSeparator || s == "\t"
            case .newlines: return (0x0A...0x0D).contains(s.value) || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029
            case .whitespacesAndNewlines:
                return [.spaceSeparator, .lineSeparator, .paragraphSeparator].contains(c) || s == "\t" || Named.newlines.contains(s)
            }
        }
    }
    static func isLetter(_ c: Unicode.GeneralCategory) -> Bool {
        [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(c)
    }
    static func isMark(_ c: Unicode.GeneralCategory) -> Bool { [.nonspacingMark, .spacingMark, .enclosingMark].contains(c) }

    var named: Named?
    var listed: Set<Unicode.Scalar> = []
    var inverted = false
    var description: String {
        (named.map { "CharacterSet.\($0.rawValue)" } ?? "CharacterSet(charactersIn: \(DumpText.quote(String(String.UnicodeScalarView(listed.sorted { $0.value < $1.value })))))")
            + (inverted ? ".inverted" : "")
    }
    static func same(_ a: Ref<CharSet>, _ b: Ref<CharSet>) -> Bool {
        a.value.named == b.value.named && a.value.listed == b.value.listed && a.value.inverted == b.value.inverted
    }

    /// A CharacterSet given as one, or as the name of a named set (`.whitespaces`).
    static func of(_ v: Value, _ r: SourceRange) throws -> CharSet {
        if let c = v.ref(CharSet.self) { return c.value }
        if case .symbol(let s) = v, let n = Named(rawValue: s) { return CharSet(named: n) }
        var name = ""
        if case .symbol(let s) = v { name = s }
        let (hint, fix) = didYouMean(name, Named.allCases.map(\.rawValue), at: r)
        throw Diagnostic.error("this is a CharacterSet: one of \(Named.allCases.map { "." + $0.rawValue }.joined(separator: ", ")) or CharacterSet(charactersIn:), not \(v.description)\(hint)", at: r, fixIts: fix)
    }

    func contains(_ s: Unicode.Scalar) -> Bool {
        (named.map { $0.contains(s) } ?? listed.contains(s)) != inverted
    }

    /// `s` without the set's scalars at either end.
    func trimming(_ s: String) -> String {
        let scalars = Array(s.unicodeScalars)
        var lo = 0, hi = scalars.count
        while lo < hi, contains(scalars[lo]) { lo += 1 }
        while hi > lo, contains(scalars[hi - 1]) { hi -= 1 }
        return String(String.UnicodeScalarView(scalars[lo..<hi]))
    }
}

extension Value {
    static func charSet(_ c: CharSet) -> Value { .boxed(c) }
}

/// Methods that write to variables passed with `&` (`scanner.scanHexInt32(&rgb)`): the value
/// the method is called on and the call give the method's result and the value written (nil:
/// nothing is written).
struct InoutMethod {
    let type: ValueType
    let name: String
    /// The labels of the arguments, each written `&variable`.
    let labels: [String?]
    /// The type of the variable written.
    let writes: ValueType
    let result: VType
    let body: (Value) -> (result: Value, written: Value?)

    static let all: [InoutMethod] = {
        func scan(_ name: String, _ f: @escaping (inout ScannerState) -> Double?) -> InoutMethod {
            InoutMethod(type: .scanner, name: name, labels: [nil], writes: .number, result: .bool) { v in
                guard let r = v.ref(ScannerState.self), let x = f(&r.value) else { return (.bool(false), nil) }
                return (.bool(true), .number(x))
            }
        }
        return [
            scan("scanHexInt32") { s in s.scanHex(max: UInt64(UInt32.max)).map { Double($0) } },
            scan("scanHexInt64") { s in s.scanHex(max: UInt64.max).map { Double($0) } },
            scan("scanInt") { s in s.scanInteger(lo: Int64.min, hi: Int64.max).map { Double($0) } },
            scan("scanInt64") { s in s.scanInteger(lo: Int64.min, hi: Int64.max).map { Double($0) } },
            scan("scanInt32") { s in s.scanInteger(lo: Int64(Int32.min), hi: Int64(Int32.max)).map { Double($0) } },
            scan("scanDouble") { s in s.scanDecimal() },
            scan("scanFloat") { s in s.scanDecimal().map { Double(Float($0)) } },
        ]
    }()

    static func find(_ t: ValueType, _ name: String) -> Int? { all.firstIndex { $0.type == t && $0.name == name } }
}

extension Builtins {
    static let scanner = BuiltinType(
        type: .scanner,
        typeNames: ["Scanner"],
        swiftNames: ["Scanner"],
        constructors: ["Scanner": [FunctionForm([Param("string", .string)], .object(.scanner)) { a in
            .boxed(ScannerState(scalars: Array(a[0].string.unicodeScalars))) }]],
        members: [
            ("isAtEnd", Member(.bool) { v in .bool(v.ref(ScannerState.self)?.value.isAtEnd ?? true) }),
            ("scanLocation", Member(.number) { v in .number(Double(v.ref(ScannerState.self)?.value.scanLocation ?? 0)) }),
            ("string", Member(.string) { v in .string(v.ref(ScannerState.self).map { String(String.UnicodeScalarView($0.value.scalars)) } ?? "") }),
        ])

    static let characterSet = BuiltinType(
        type: .characterSet,
        typeNames: ["CharacterSet"],
        swiftNames: ["CharacterSet"],
        constructors: ["CharacterSet": [FunctionForm([Param("charactersIn", .string)], .object(.characterSet)) { a in
            .charSet(CharSet(named: nil, listed: Set(a[0].string.unicodeScalars))) }]],
        members: [
            ("inverted", Member(.object(.characterSet)) { v in
                guard var c = v.ref(CharSet.self)?.value else { return v }
                c.inverted.toggle()
                return .charSet(c) }),
        ],
        methods: [
            "contains": [MethodForm([Param(nil, .string)], .bool) { v, a in
                guard let c = v.ref(CharSet.self)?.value, let s = a[0].string.unicodeScalars.first, a[0].string.unicodeScalars.count == 1 else {
                    throw Diagnostic.error("CharacterSet's contains(_:) takes one Unicode scalar, not \(a[0].description)", at: a.argRange(0))
                }
                return .bool(c.contains(s)) }],
        ],
        staticMember: { name, nr in
            guard let n = CharSet.Named(rawValue: name) else {
                let (hint, fix) = didYouMean(name, CharSet.Named.allCases.map(\.rawValue), at: nr)
                throw Diagnostic.error("'CharacterSet' has no member '\(name)' here\(hint)", at: nr, fixIts: fix)
            }
            return .charSet(CharSet(named: n)) })

    /// A count of characters given to `prefix(_:)` and the rest: whole and not negative.
    static func characterCount(_ a: Call) throws -> Int {
        let n = a.num(0)
        guard n >= 0, n == n.rounded(), n.isFinite else { throw Diagnostic.error("a count of characters is a whole number, not negative: \(formatNumber(n))", at: a.argRange(0)) }
        return Int(min(n, 1e9))
    }

    /// Foundation's methods of a String used with these: `trimmingCharacters(in:)`, and
    /// NSString's numeric values (a String bridges NSString).
    static let foundationStringMembers: [(String, Member)] = [
        ("floatValue", Member(.number) { v in .number(Double(Float(ScannerState.leadingValue(v.string)))) }),
        ("doubleValue", Member(.number) { v in .number(ScannerState.leadingValue(v.string)) }),
        ("intValue", Member(.number) { v in .number(ScannerState.leadingValue(v.string).rounded(.towardZero)) }),
        ("integerValue", Member(.number) { v in .number(ScannerState.leadingValue(v.string).rounded(.towardZero)) }),
        // Foundation's `capitalized`: each letter after a character that is no letter (nor an
        // apostrophe: "O'neil") uppercased, every other lowercased — "3d" is "3D", as
        // CFStringCapitalize makes it.
        ("capitalized", Member(.string) { v in
            var out = "", previous: Character? = nil
            for c in v.string {
                let starts = previous.map { !$0.isLetter && $0 != "'" && $0 != "\u{2019}" } ?? true
                out += starts ? c.uppercased() : c.lowercased()
                previous = c
            }
            return .string(out) }),
    ]
    static let foundationStringMethods: [String: [MethodForm]] = [
        // The set is a CharacterSet or, written `.whitespaces`, one of its named sets.
        "trimmingCharacters": [MethodForm([Param("in", nil)], .string) { v, a in
            .string(try CharSet.of(a[0], a.argRange(0)).trimming(v.string)) }],
        // Foundation's and the standard library's everyday text methods; each counts the text
        // it makes as work (--max-work), so a loop that grows a text is bounded.
        "components": [MethodForm([Param("separatedBy", .string)], .list(.string)) { v, a in
            let sep = a[0].string, text = v.string
            try a.run.countWork(text.utf8.count, a.range)
            guard !sep.isEmpty else { return .list([.string(text)]) }
            return .list(text.components(separatedBy: sep).map { .string($0) }) },
            // By a CharacterSet (`.whitespacesAndNewlines`): split at each of its scalars,
            // empty parts kept, as Foundation splits.
            MethodForm([Param("separatedBy", nil)], .list(.string)) { v, a in
                let set = try CharSet.of(a[0], a.argRange(0))
                try a.run.countWork(v.string.utf8.count, a.range)
                var parts: [Value] = [], part = String.UnicodeScalarView()
                for u in v.string.unicodeScalars {
                    if set.contains(u) { parts.append(.string(String(part))); part = String.UnicodeScalarView() } else { part.append(u) }
                }
                parts.append(.string(String(part)))
                return .list(parts) }],
        "hasPrefix": [MethodForm([Param(nil, .string)], .bool) { v, a in .bool(v.string.hasPrefix(a[0].string)) }],
        // The first or last characters (`name.prefix(1)`), or the text without them; a
        // Substring is a String here. A negative count is Swift's trap.
        "prefix": [MethodForm([Param(nil, N)], .string) { v, a in .string(String(v.string.prefix(try characterCount(a)))) }],
        "suffix": [MethodForm([Param(nil, N)], .string) { v, a in .string(String(v.string.suffix(try characterCount(a)))) }],
        "dropFirst": [MethodForm([Param(nil, N, .number(1))], .string) { v, a in .string(String(v.string.dropFirst(try characterCount(a)))) }],
        "dropLast": [MethodForm([Param(nil, N, .number(1))], .string) { v, a in .string(String(v.string.dropLast(try characterCount(a)))) }],
        // Whether the text holds another (Foundation's `contains(_:)` of a StringProtocol; the
        // empty text is in none, as Foundation answers).
        "contains": [MethodForm([Param(nil, .string)], .bool) { v, a in
            try a.run.countWork(v.string.utf8.count, a.range)
            return .bool(!a[0].string.isEmpty && v.string.contains(a[0].string)) }],
        // The standard library's `split(separator:)`: the parts between separators, empty ones
        // left out (its default); a Substring is a String here.
        "split": [MethodForm([Param("separator", .string), Param("omittingEmptySubsequences", .bool, .bool(true))], .list(.string)) { v, a in
            let sep = a[0].string, text = v.string
            try a.run.countWork(text.utf8.count, a.range)
            guard !sep.isEmpty else { return .list([.string(text)]) }
            return .list(text.split(separator: sep, omittingEmptySubsequences: a[1].bool).map { .string(String($0)) }) }],
        "hasSuffix": [MethodForm([Param(nil, .string)], .bool) { v, a in .bool(v.string.hasSuffix(a[0].string)) }],
        // The characters last to first (a String here: `String(s.reversed())`, `for c in s.reversed()`).
        "reversed": [MethodForm([], .string) { v, a in try a.run.countWork(v.string.utf8.count, a.range); return .string(String(v.string.reversed())) }],
        "uppercased": [MethodForm([], .string) { v, a in try a.run.countWork(v.string.utf8.count, a.range); return .string(v.string.uppercased()) }],
        "lowercased": [MethodForm([], .string) { v, a in try a.run.countWork(v.string.utf8.count, a.range); return .string(v.string.lowercased()) }],
        // NSString's `padding(toLength:withPad:startingAt:)`: the text cut to `length` UTF-16
        // units, or filled out to it with `pad` repeated from its unit `startingAt`.
        "padding": [MethodForm([Param("toLength", N), Param("withPad", .string), Param("startingAt", N)], .string) { v, a in
            let length = try characterCount(a), pad = Array(a[1].string.utf16), text = Array(v.string.utf16)
            guard length <= maxJoinedLength else { throw Diagnostic.error("this string would be longer than \(maxJoinedLength) bytes", at: a.argRange(0)) }
            try a.run.countWork(length, a.range)
            if length <= text.count { return .string(String(decoding: text[..<length], as: UTF16.self)) }
            let start = a.num(2)
            guard !pad.isEmpty, start >= 0, start == start.rounded(), start < Double(pad.count) else {
                throw Diagnostic.error("padding(toLength:withPad:startingAt:) starts at a unit of a pad that is not empty: \(formatNumber(start)) of \(pad.count)", at: a.argRange(2))
            }
            let first = Int(start)
            let fill = (0..<(length - text.count)).map { pad[(first + $0) % pad.count] }
            return .string(String(decoding: text + fill, as: UTF16.self)) }],
        "replacingOccurrences": [MethodForm([Param("of", .string), Param("with", .string)], .string) { v, a in
            let of = a[0].string
            guard !of.isEmpty else { return v }
            let out = v.string.split(separator: of, omittingEmptySubsequences: false).joined(separator: a[1].string)
            try a.run.countWork(out.utf8.count, a.range)
            return .string(out) }],
    ]
}
