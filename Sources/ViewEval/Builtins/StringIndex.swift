// A String's indices and the methods that find and cut text by them, as hex-colour parsing
// and label trimming use them: `s.startIndex`, `s.endIndex`, `s.indices`, `s.index(i, offsetBy: n)`,
// `index(after:)`, `index(before:)`, `index(_:offsetBy:limitedBy:)`, `distance(from:to:)`,
// `firstIndex(of:)` (Swift 4's `index(of:)`), `lastIndex(of:)`, `first`, `last`, `s[i]`, `s[a..<b]`, `s[i...]`,
// `s[..<i]`, `range(of:)` and `range(of:options: .regularExpression)`; NSString's
// `substring(with: NSRange)`, `substring(from:)`, `substring(to:)` and `range(of:)`.
//
// A String.Index is the count of Characters before it (Swift's indices are opaque: code has
// them only from the string's own API, so the count tells every one apart and orders them as
// Swift does). An index outside the string — or past its end where a character is read — is
// Swift's trap, a located error. NSString counts UTF-16 code units, not Characters: its
// methods here do too ("é👍x" is 3 Characters and 4 UTF-16 units). A Character is a String
// of one Character here.
//
// A regular expression (`options: .regularExpression`) is ICU's syntax, matched by the C
// library's POSIX extended regular expressions (regcomp) on UTF-8 text where the two agree:
// literals, `.`, `[…]` sets and ranges, `^`, `$`, groups, `|`, `*`, `+`, `?`, `{m,n}`, and
// `\` before a punctuation character. What ICU has beyond that (`\d`, `\w`, `\s`, `\b`,
// `(?…)`, lazy and possessive quantifiers, escapes and nested sets inside `[…]`) is a located
// error naming it, as is a pattern with `.` or `$` on a text with a line break (where ICU's
// `.` and `$` differ from POSIX's). Of several alternatives that match at the leftmost place, POSIX takes the longest
// and ICU the first written: a pattern whose alternatives can match different lengths there
// may end its range elsewhere than iOS (whether it matches, and where, are the same).

import FoundationEssentials
import Glibc
import ViewSyntax

extension Builtins {
    /// A String.Index given to a method: a whole count of Characters within `0...limit`
    /// (`limit` is the count; one less where a character is read).
    static func stringIndex(_ v: Double, _ s: String, upTo limit: Int, _ r: SourceRange) throws -> Int {
        guard v == v.rounded(), v >= 0, v <= Double(limit) else {
            let count = s.count
            throw Diagnostic.error("String index \(formatNumber(v)) is out of bounds: \(DumpText.quote(s)) has \(count) character\(count == 1 ? "" : "s")"
                                   + (limit < count ? " (its endIndex, \(count), has no character)" : ", its indices run 0...\(count)"), at: r)
        }
        return Int(v)
    }

    /// The Characters from `lo` to `hi` (indices already checked).
    static func characters(_ s: String, _ lo: Int, _ hi: Int) -> String {
        let a = s.index(s.startIndex, offsetBy: lo)
        return String(s[a..<s.index(a, offsetBy: hi - lo)])
    }

    /// `s[range]`: the Characters at the range's indices, whole numbers within `0...count`.
    static func stringSlice(_ s: String, _ lo: Double, _ hi: Double, _ inclusive: Bool, _ r: SourceRange) throws -> String {
        let count = s.count
        let start = lo == openLowerBound ? 0 : lo
        let end = hi == openUpperBound ? Double(count) : inclusive ? hi + 1 : hi
        guard start == start.rounded(), end == end.rounded(), start >= 0, start <= end, end <= Double(count) else {
            let shown = "\(lo == openLowerBound ? "" : formatNumber(lo))\(inclusive ? "..." : "..<")\(hi == openUpperBound ? "" : formatNumber(hi))"
            throw Diagnostic.error("String range \(shown) is out of bounds: \(DumpText.quote(s)) has \(count) character\(count == 1 ? "" : "s"), its indices run 0...\(count)", at: r)
        }
        return characters(s, Int(start), Int(end))
    }

    /// `s[i]`: the Character at `i`, a String of one.
    static func stringCharacter(_ s: String, _ i: Double, _ r: SourceRange) throws -> Value {
        let k = try stringIndex(i, s, upTo: s.count - 1, r)
        return .string(characters(s, k, k + 1))
    }

    /// NSString's `substring(…)`: the UTF-16 units `lo..<hi`, within the string's length (beyond
    /// it is NSString's range exception). A lone half of a surrogate pair becomes U+FFFD, as
    /// bridging such an NSString to a String makes it.
    static func utf16Substring(_ s: String, _ lo: Double, _ hi: Double, _ r: SourceRange) throws -> Value {
        let units = Array(s.utf16)
        guard lo == lo.rounded(), hi == hi.rounded(), lo >= 0, lo <= hi, hi <= Double(units.count) else {
            throw Diagnostic.error("the UTF-16 range \(formatNumber(lo))..<\(formatNumber(hi)) is out of bounds: \(DumpText.quote(s)) has \(units.count) UTF-16 unit\(units.count == 1 ? "" : "s") (NSString's range exception)", at: r)
        }
        return .string(String(decoding: units[Int(lo)..<Int(hi)], as: UTF16.self))
    }

    /// The Character index of the first (or last) Character equal to `c`, nil when none is.
    static func characterPosition(_ s: String, _ c: String, last: Bool) -> Value {
        let chars = Array(s)
        let i = last ? chars.lastIndex { String($0) == c } : chars.firstIndex { String($0) == c }
        return i.map { .number(Double($0)) } ?? .void
    }

    static let stringIndexMembers: [(String, Member)] = [
        ("startIndex", Member(.number) { _ in .number(0) }),
        ("endIndex", Member(.number, value: { v, run, r in
            try run.countWork(v.string.utf8.count, r)
            return .number(Double(v.string.count)) })),
        // Every index that has a Character, in order.
        ("indices", Member(.range, value: { v, run, r in
            try run.countWork(v.string.utf8.count, r)
            return .range(0, Double(v.string.count), inclusive: false) })),
        // The first and last Characters, nil for the empty string.
        ("first", Member(.optional(.string)) { v in v.string.first.map { .string(String($0)) } ?? .void }),
        ("last", Member(.optional(.string)) { v in v.string.last.map { .string(String($0)) } ?? .void }),
    ]

    static let stringIndexMethods: [String: [MethodForm]] = [
        "index": [
            MethodForm([Param(nil, N), Param("offsetBy", N)], .number) { v, a in
                try counted(a, v)
                let s = v.string, i = try stringIndex(a.num(0), s, upTo: s.count, a.argRange(0))
                return .number(Double(try stringIndex(Double(i) + a.num(1), s, upTo: s.count, a.range))) },
            // nil when the offset passes the limit (a limit behind the index does not bound it).
            MethodForm([Param(nil, N), Param("offsetBy", N), Param("limitedBy", N)], .optional(.number)) { v, a in
                try counted(a, v)
                let s = v.string, i = try stringIndex(a.num(0), s, upTo: s.count, a.argRange(0))
                let limit = try stringIndex(a.num(2), s, upTo: s.count, a.argRange(2)), n = a.num(1)
                if n >= 0, limit >= i, Double(i) + n > Double(limit) { return .void }
                if n < 0, limit <= i, Double(i) + n < Double(limit) { return .void }
                return .number(Double(try stringIndex(Double(i) + n, s, upTo: s.count, a.range))) },
            // Swift 4's name of firstIndex(of:).
            MethodForm([Param("of", .string)], .optional(.number)) { v, a in try counted(a, v); try character(a); return characterPosition(v.string, a[0].string, last: false) },
            MethodForm([Param("after", N)], .number) { v, a in
                try counted(a, v)
                let s = v.string
                return .number(Double(try stringIndex(a.num(0), s, upTo: s.count - 1, a.argRange(0)) + 1)) },
            MethodForm([Param("before", N)], .number) { v, a in
                try counted(a, v)
                let s = v.string, i = try stringIndex(a.num(0), s, upTo: s.count, a.argRange(0))
                guard i > 0 else { throw Diagnostic.error("index(before:) of the startIndex: there is no Character before it", at: a.argRange(0)) }
                return .number(Double(i - 1)) },
        ],
        "distance": [MethodForm([Param("from", N), Param("to", N)], .number) { v, a in
            try counted(a, v)
            let s = v.string
            let i = try stringIndex(a.num(0), s, upTo: s.count, a.argRange(0)), j = try stringIndex(a.num(1), s, upTo: s.count, a.argRange(1))
            return .number(Double(j - i)) }],
        "firstIndex": [MethodForm([Param("of", .string)], .optional(.number)) { v, a in try counted(a, v); try character(a); return characterPosition(v.string, a[0].string, last: false) }],
        "lastIndex": [MethodForm([Param("of", .string)], .optional(.number)) { v, a in try counted(a, v); try character(a); return characterPosition(v.string, a[0].string, last: true) }],
        // The indices of the first occurrence, nil when there is none (the empty text is
        // found nowhere, as Foundation answers); NSString's (`(s as NSString).range(of: "x")`)
        // is an NSRange in UTF-16 units, its location NSNotFound when there is none (the
        // checker types it so).
        "range": [MethodForm([Param("of", .string), Param("options", nil, .list([]))], .optional(.range)) { v, a in
            try counted(a, v)
            let found = try TextSearch.range(of: a[0].string, in: v.string, options: a[1], a)
            guard isNSString(a) else { return found }
            guard case .range(let lo, let hi, _) = found else { return .range(nsNotFound, nsNotFound, inclusive: false) }
            let s = v.string
            return .range(Double(s.prefix(Int(lo)).utf16.count), Double(s.prefix(Int(hi)).utf16.count), inclusive: false) }],
        // NSString's (`(s as NSString).substring(with: NSRange(location: 0, length: 2))`)
        // count UTF-16 units; Swift 3's String ones (`s.substring(from: s.index(…))`) take a
        // String's indices, Characters.
        // The text with the Characters of the range replaced (NSString's: the UTF-16 units of
        // an NSRange), as Foundation's `replacingCharacters(in:with:)`.
        "replacingCharacters": [MethodForm([Param("in", .range), Param("with", .string)], .string) { v, a in
            try counted(a, v)
            guard case .range(let lo, let hi, let inc) = a[0] else { return v }
            let s = v.string, t = a[1].string, r = a.argRange(0)
            if isNSString(a) {
                let end = inc ? hi + 1 : hi
                _ = try utf16Substring(s, lo, end, r)
                return .string(try utf16Substring(s, 0, lo, r).string + t + utf16Substring(s, end, Double(s.utf16.count), r).string)
            }
            _ = try stringSlice(s, lo, hi, inc, r)
            let start = lo == openLowerBound ? 0 : Int(lo)
            let end = hi == openUpperBound ? s.count : Int(inc ? hi + 1 : hi)
            return .string(characters(s, 0, start) + t + characters(s, end, s.count)) }],
        "substring": [
            MethodForm([Param("with", .range)], .string) { v, a in
                try counted(a, v)
                guard case .range(let lo, let hi, let inc) = a[0] else { return v }
                return try substring(v.string, lo, inc ? hi + 1 : hi, a) },
            MethodForm([Param("from", N)], .string) { v, a in
                try counted(a, v)
                return try substring(v.string, a.num(0), isNSString(a) ? Double(v.string.utf16.count) : Double(v.string.count), a) },
            MethodForm([Param("to", N)], .string) { v, a in try counted(a, v); return try substring(v.string, 0, a.num(0), a) },
        ],
    ]

    /// Whether the method is called on `x as NSString` (as written: a String's methods are
    /// called on a String).
    static func isNSString(_ a: Call) -> Bool {
        guard let n = a.node else { return false }
        let t = a.run.unit.tree, callee = t.callCallee(n)
        return t.kind(callee) == .member && isNSStringCast(t, t.member(callee).base)
    }

    /// Whether `n` is `x as NSString` (the checker types NSString's `range(of:)` by it).
    static func isNSStringCast(_ t: SyntaxTree, _ n: NodeID) -> Bool {
        t.kind(n) == .cast && ["NSString", "NSMutableString"].contains(t.typeText(t.cast(n).type))
    }

    /// Foundation's NSNotFound (Int.max), the location of an NSRange that found nothing.
    static let nsNotFound = Double(Int.max)

    static func substring(_ s: String, _ lo: Double, _ hi: Double, _ a: Call) throws -> Value {
        if isNSString(a) { return try utf16Substring(s, lo, hi, a.argRange(0)) }
        return .string(try stringSlice(s, lo, hi, false, a.argRange(0)))
    }

    /// Counts the text a method walks as work (--max-work): finding an index walks the
    /// Characters before it, so a loop over a long text's indices is bounded.
    static func counted(_ a: Call, _ v: Value) throws { try a.run.countWork(v.string.utf8.count, a.range) }

    /// A Character argument: a String of exactly one.
    static func character(_ a: Call) throws {
        guard a[0].string.count == 1 else {
            throw Diagnostic.error("a Character is one character, not \(DumpText.quote(a[0].string))", at: a.argRange(0))
        }
    }
}

/// `range(of:options:)`: a plain search, or a regular expression (see the top of this file).
enum TextSearch {
    static let knownOptions = ["regularExpression", "caseInsensitive", "literal", "backwards"]

    static func range(of pattern: String, in s: String, options: Value, _ a: Call) throws -> Value {
        var names: [String] = []
        switch options {
        case .symbol(let n): names = [n]
        case .list(let l): names = l.compactMap { if case .symbol(let n) = $0 { return n }; return nil }
        default: throw Diagnostic.error("'options:' takes String.CompareOptions such as .regularExpression, or a list of them", at: a.argRange(label: "options"))
        }
        for n in names where !knownOptions.contains(n) {
            let (hint, _) = didYouMean(n, knownOptions, at: a.argRange(label: "options"), prefix: ".")
            throw Diagnostic.error("the option '.\(n)' of range(of:options:) is outside what viewc runs\(hint) (it runs \(knownOptions.map { "." + $0 }.joined(separator: ", ")))", at: a.argRange(label: "options"))
        }
        let fold = names.contains("caseInsensitive"), backwards = names.contains("backwards")
        if names.contains("regularExpression") {
            if backwards { throw Diagnostic.error("'.backwards' with '.regularExpression' is outside what viewc runs", at: a.argRange(label: "options")) }
            return try regexRange(pattern, in: s, caseInsensitive: fold, a)
        }
        guard !pattern.isEmpty else { return .void }
        // Characters compared as Swift compares them (canonically equivalent ones are equal).
        let hay = fold ? Array(s).map { String($0).lowercased() } : Array(s).map { String($0) }
        let needle = fold ? Array(pattern).map { String($0).lowercased() } : Array(pattern).map { String($0) }
        guard needle.count <= hay.count else { return .void }
        try a.run.countWork(hay.count * needle.count, a.range)
        // `.backwards`: the last occurrence.
        let starts = Array(0...(hay.count - needle.count))
        for i in backwards ? starts.reversed() : starts where Array(hay[i..<(i + needle.count)]) == needle {
            return .range(Double(i), Double(i + needle.count), inclusive: false)
        }
        return .void
    }

    /// The ICU pattern as a POSIX extended one, or what in it has no POSIX equal; and whether
    /// it has a `.` or `$`, which ICU and POSIX treat otherwise at a line break.
    static func posixPattern(_ icu: String) -> (pattern: String?, outside: String?, lineSensitive: Bool) {
        func outside(_ what: String) -> (String?, String?, Bool) { (nil, what, false) }
        var lineSensitive = false
        let chars = Array(icu)
        var out = "", i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\":
                guard i + 1 < chars.count else { return outside("a '\\' at the end of the pattern") }
                let e = chars[i + 1]
                switch e {
                case "n": out += "\n"
                case "t": out += "\t"
                case "^": out += "\\^"
                case "]": out += "[]]"
                case "\\": out += "[\\]"
                case _ where e.isPunctuation || e.isSymbol: out += "[\(e)]"
                default: return outside("the escape '\\\(e)'")
                }
                i += 2
            case "(":
                if i + 1 < chars.count, chars[i + 1] == "?" { return outside("the group '(?'") }
                out.append(c); i += 1
            case "*", "+", "?", "}":
                out.append(c); i += 1
                if i < chars.count, chars[i] == "?" || chars[i] == "+" {
                    return outside("the \(chars[i] == "?" ? "lazy" : "possessive") quantifier '\(c)\(chars[i])'")
                }
            case "[":
                // A set: its members up to the first ']' that is not its first member.
                var j = i + 1
                var set = "["
                if j < chars.count, chars[j] == "^" { set += "^"; j += 1 }
                if j < chars.count, chars[j] == "]" { set += "]"; j += 1 }
                while j < chars.count, chars[j] != "]" {
                    if chars[j] == "\\" { return outside("an escape inside '[…]'") }
                    if chars[j] == "[" { return outside("a set or class inside '[…]'") }
                    if chars[j] == "&", j + 1 < chars.count, chars[j + 1] == "&" { return outside("the set operation '&&'") }
                    set.append(chars[j]); j += 1
                }
                guard j < chars.count else { return outside("a '[' without its ']'") }
                out += set + "]"
                i = j + 1
            default:
                if c == "." || c == "$" { lineSensitive = true }
                out.append(c); i += 1
            }
        }
        return (out, nil, lineSensitive)
    }

    static func regexRange(_ pattern: String, in s: String, caseInsensitive: Bool, _ a: Call) throws -> Value {
        let (translated, outside, lineSensitive) = posixPattern(pattern)
        guard let posix = translated else {
            let what = outside ?? "the pattern"
            throw Diagnostic.error("\(what) in this regular expression is outside what viewc runs (ICU's syntax where it agrees with POSIX extended regular expressions: literals, '.', '[…]' sets, '^', '$', groups, '|', '*', '+', '?', '{m,n}', '\\' before punctuation)", at: a.argRange(0))
        }
        if lineSensitive, s.contains(where: { $0.isNewline }) {
            throw Diagnostic.error("a regular expression with '.' or '$' on a text with line breaks is outside what viewc runs (ICU's '.' and '$' treat them otherwise than POSIX's)", at: a.range)
        }
        // The C library matches UTF-8 text by characters in a UTF-8 locale, on this thread only.
        guard let utf8 = newlocale(1 << LC_CTYPE, "C.UTF-8", nil) else {
            throw Diagnostic.error("the C.UTF-8 locale, which regular expressions need, is missing", at: a.range)
        }
        defer { freelocale(utf8) }
        let previous = uselocale(utf8)
        defer { uselocale(previous) }
        var re = regex_t()
        let flags = REG_EXTENDED | (caseInsensitive ? REG_ICASE : 0)
        let status = regcomp(&re, posix, flags)
        guard status == 0 else {
            var buf = [CChar](repeating: 0, count: 256)
            regerror(status, &re, &buf, buf.count)
            let message = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Diagnostic.error("this regular expression is malformed: \(message)", at: a.argRange(0))
        }
        defer { regfree(&re) }
        var match = regmatch_t()
        guard regexec(&re, s, 1, &match, 0) == 0 else { return .void }
        // Byte offsets to Character indices (a bound inside a Character moves to its start).
        let bytes = Array(s.utf8)
        func characterIndex(_ byte: Int) -> Int {
            String(decoding: bytes[..<byte], as: UTF8.self).count
        }
        return .range(Double(characterIndex(Int(match.rm_so))), Double(characterIndex(Int(match.rm_eo))), inclusive: false)
    }
}
