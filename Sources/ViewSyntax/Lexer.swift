// The lexer: UTF-8 bytes to tokens, one at a time as the parser asks. Newlines are tokens
// (they end statements) except inside parentheses and brackets, where an expression may run
// over several lines.
//
// It works on bytes: ASCII is read with byte comparisons, a name is interned straight from
// its bytes, a number is converted without making a string (an exact decimal fast path, the
// standard library's correctly rounded conversion for the rest), and a string literal makes
// one String. It runs only on text the file check passed (valid UTF-8 without NUL bytes), so
// a zero byte can stand for the end of the input.

import FoundationEssentials
import Glibc

public struct Lexer {
    let file: SourceFile
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var i = 0
    /// The open brackets, for newline suppression: one bit a level, the innermost in bit 0,
    /// 1 for `(` or `[` (a new line inside is space), 0 for `{`. Bits, not an array of the
    /// brackets: every parenthesis pushes or pops, and an array's append and removeLast each
    /// ask whether its buffer is shared. Past 64 levels the outer words wait in `nestSpill`.
    var nestBits: UInt64 = 0
    var nestCount = 0
    var nestSpill: [UInt64] = []
    /// Whether whitespace or a comment came before the next token.
    var space = true
    /// The names of the compile, shared with the parser and the files it imports.
    public let names: NameTable
    /// The values of string literals, by index (a string token's payload).
    public internal(set) var strings: [String] = []
    /// Errors so far, lexer's and parser's (the parser reports through `report`).
    public internal(set) var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// Set once the error cap is reached: from then on the input ends.
    public internal(set) var stopped = false
    /// Offsets that already have an error (one error per spot).
    var reported: Set<Int32> = []
    /// A scratch buffer for string literals.
    var buffer: [UInt8] = []

    /// Errors reported before a file's reading gives up.
    public static let maxErrors = 100

    public init(file: SourceFile, names: NameTable = NameTable()) {
        self.file = file; self.names = names
        self.p = file.bytes
        // Text past a bad byte is not read (the parser has reported the byte).
        self.n = file.invalidText?.offset ?? file.bytes.count
    }

    func range(_ a: Int, _ b: Int) -> SourceRange { SourceRange(fileID: file.id, lower: Int32(a), upper: Int32(b)) }

    /// Records a diagnostic, at most one error per spot; past the cap, records that reading
    /// stops and stops.
    public mutating func report(_ d: Diagnostic) {
        if stopped { return }
        if d.severity == .error {
            if reported.contains(d.range.lower) { return }
            reported.insert(d.range.lower)
            errorCount += 1
            if errorCount > Lexer.maxErrors {
                diagnostics.append(.error("too many errors (more than \(Lexer.maxErrors)); stopping here", at: d.range))
                stopped = true
                return
            }
        }
        diagnostics.append(d)
    }

    mutating func error(_ message: String, _ a: Int, _ b: Int) { report(.error(message, at: range(a, b))) }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) static func isHex(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) &- 0x61 < 6 }
    @inline(__always) static func isASCIILetter(_ c: UInt8) -> Bool { (c | 0x20) &- 0x61 < 26 }

    /// The scalar at byte `k` and its length in bytes (valid UTF-8 assumed).
    func scalar(at k: Int) -> (Unicode.Scalar, Int) {
        let c = at(k)
        if c < 0x80 { return (Unicode.Scalar(c), 1) }
        var v: UInt32, len: Int
        if c < 0xE0 { v = UInt32(c & 0x1F); len = 2 } else if c < 0xF0 { v = UInt32(c & 0x0F); len = 3 } else { v = UInt32(c & 0x07); len = 4 }
        for j in 1..<len { v = v << 6 | UInt32(at(k + j) & 0x3F) }
        return (Unicode.Scalar(v) ?? "\u{FFFD}", len)
    }

    /// Length in bytes of the identifier start at `k` (0 if none): a letter or `_`.
    @inline(__always) func identStart(_ k: Int) -> Int {
        let c = at(k)
        if c < 0x80 { return Lexer.isASCIILetter(c) || c == 0x5F ? 1 : 0 }
        return nonASCIIIdentStart(k)
    }
    /// `identStart` past ASCII. Out of line: Unicode.Scalar.Properties is a resilient type,
    /// and a function that touches it looks its metadata up and makes stack room for it on
    /// every call, which `next()` would pay for every token.
    @inline(never) func nonASCIIIdentStart(_ k: Int) -> Int {
        let (s, len) = scalar(at: k)
        return s.properties.isAlphabetic && s != "°" ? len : 0
    }
    /// Length in bytes of the identifier part at `k` (0 if none): a letter, digit or `_`.
    @inline(__always) func identPart(_ k: Int) -> Int {
        let c = at(k)
        if c < 0x80 { return Lexer.isASCIILetter(c) || c == 0x5F || Lexer.isDigit(c) ? 1 : 0 }
        return identStart(k)
    }

    /// `°` (U+00B0, C2 B0) at `k`.
    @inline(__always) func isDegreeSign(_ k: Int) -> Bool { at(k) == 0xC2 && at(k + 1) == 0xB0 }

    /// All tokens up to and including the end (for tests and tools).
    public mutating func tokenize() -> [Token] {
        var out: [Token] = []
        while true {
            let t = next()
            let kind: TokenKind
            switch t.kind {
            case .eof: kind = .eof
            case .newline: kind = .newline
            case .invalid: kind = .invalid
            case .identifier: kind = .identifier(names[t.name])
            case .number: kind = .number(t.number, isAngleInDegrees: t.flag)
            case .string: kind = .string(strings[Int(t.payload)])
            case .hexColor: kind = .hexColor(String(decoding: p[Int(t.start) + 1..<Int(t.end)], as: UTF8.self))
            default: kind = t.kind.isKeyword ? .keyword(t.kind.spelling) : .punct(t.kind.spelling)
            }
            out.append(Token(kind: kind, range: range(Int(t.start), Int(t.end)), spaceBefore: t.spaceBefore))
            if t.kind == .eof { return out }
        }
    }

    /// The next token.
    public mutating func next() -> RawToken {
        // Whitespace and comments, with the position in a register.
        var sawSpace = false
        var k = i
        if let b = p.baseAddress {
            while k < n {
                let c = b[k]
                // A run of spaces (indentation, after a comma) in a loop of its own, and a byte
                // above '/' ends the blanks at once: tested in a chain, every blank byte went
                // through the jump table the compiler makes of it, an indirect branch each.
                if c == 0x20 {
                    k += 1; sawSpace = true
                    while k < n && b[k] == 0x20 { k += 1 }
                    continue
                }
                if c > 0x2F { break }
                if c == 0x09 || c == 0x0D { k += 1; sawSpace = true; continue }
                if c == 0x0A {
                    if nestBits & 1 != 0 { k += 1; sawSpace = true; continue }
                    break
                }
                if c == 0x2F && k + 1 < n && b[k + 1] == 0x2F {
                    if let q = memchr(b + k, 0x0A, n - k) {
                        k = b.distance(to: q.assumingMemoryBound(to: UInt8.self))
                    } else { k = n }
                    sawSpace = true; continue
                }
                if c == 0x2F && k + 1 < n && b[k + 1] == 0x2A {
                    if let e = Lexer.blockCommentEnd(b, k, n) { k = e } else { error("unterminated block comment", k, k + 2); k = n }
                    sawSpace = true; continue
                }
                break
            }
        }
        i = k
        space = space || sawSpace
        let start = i
        var t = RawToken(kind: .eof, spaceBefore: space, flag: false, start: Int32(start), end: Int32(start), payload: 0)
        if i >= n || stopped {
            t.spaceBefore = true
            return t
        }
        space = false
        let b = p.baseAddress!
        let c = b[i]
        // The first byte decides, most tokens by it alone (one jump table); the rarer and
        // longer cases are out of line, so that this function stays small.
        switch c {
        case 0x0A:
            i += 1
            t.kind = .newline
        case 0x41...0x5A, 0x61...0x7A, 0x5F:
            lexName(start, &t)
        case 0x30...0x39:
            lexNumber(start, &t)
        case 0x28: i += 1; t.kind = .lParen; openBracket(true)
        case 0x5B: i += 1; t.kind = .lBracket; openBracket(true)
        case 0x7B: i += 1; t.kind = .lBrace; openBracket(false)
        case 0x29: i += 1; t.kind = .rParen; closeBracket()
        case 0x5D: i += 1; t.kind = .rBracket; closeBracket()
        case 0x7D: i += 1; t.kind = .rBrace; closeBracket()
        case 0x2C: i += 1; t.kind = .comma
        case 0x3A: i += 1; t.kind = .colon
        case 0x22:
            lexString(start, &t)
        case 0x23:
            lexHash(start, &t)
        case 0x2E where Lexer.isDigit(at(i + 1)):
            lexNumber(start, &t)
        default:
            if c >= 0x80 && identStart(i) > 0 { lexName(start, &t) } else { lexPunct(start, &t) }
        }
        t.end = Int32(truncatingIfNeeded: i)
        return t
    }

    /// A `(` or `[` (`suppressesNewlines`), or a `{`, opens a level.
    @inline(__always) mutating func openBracket(_ suppressesNewlines: Bool) {
        if nestCount > 0 && nestCount & 63 == 0 { nestSpill.append(nestBits); nestBits = 0 }
        nestBits = nestBits << 1 | (suppressesNewlines ? 1 : 0)
        nestCount += 1
    }

    /// A closing bracket closes the innermost level (one too many closes nothing).
    @inline(__always) mutating func closeBracket() {
        guard nestCount > 0 else { return }
        nestBits >>= 1
        nestCount -= 1
        if nestCount > 0 && nestCount & 63 == 0 { nestBits = nestSpill.removeLast() }
    }

    /// Inside one `{` (a deferred body's statements, read from after its brace).
    mutating func startInsideBrace() {
        nestBits = 0; nestCount = 0; nestSpill = []
        openBracket(false)
    }

    /// A name: ASCII letters, digits and `_` in a tight loop that also hashes them for the
    /// name table; other scalars one by one (the table then hashes the name itself).
    @inline(__always) mutating func lexName(_ start: Int, _ t: inout RawToken) {
        let b = p.baseAddress!
        var h = NameTable.hashSeed
        var ascii = true
        var e = start
        if b[e] >= 0x80 { e += identStart(e); ascii = false }
        while e < n {
            let d = b[e]
            if Lexer.isASCIIIdentPart(d) { h = NameTable.hashStep(h, d); e += 1; continue }
            if d < 0x80 { break }
            let l = identPart(e)
            if l == 0 { break }
            e += l
            ascii = false
        }
        i = e
        let text = UnsafeBufferPointer(start: b + start, count: e - start)
        let name = ascii ? names.intern(text, hash: h) : names.intern(text)
        if name.raw < NameTable.keywords.count {
            t.kind = TK(rawValue: TK.kwLet.rawValue + UInt8(name.raw))!
        } else {
            t.kind = .identifier
        }
        t.payload = UInt64(UInt32(bitPattern: name.raw))
    }

    /// `#selector`, or a color `#RRGGBB` / `#RRGGBBAA`.
    @inline(never) mutating func lexHash(_ start: Int, _ t: inout RawToken) {
        let b = p.baseAddress!
        if let length = Lexer.poundKeywordLength(b, i, n) {
            // `#selector`, `#if` …: one name, Swift's (its statement goes to Swift's parser).
            i += length
            t.kind = .identifier
            let name = names.intern(UnsafeBufferPointer(start: b + start, count: length))
            t.payload = UInt64(UInt32(bitPattern: name.raw))
            return
        }
        i += 1
        var allHex = true
        while true {
            let d = at(i)
            if Lexer.isHex(d) { i += 1; continue }
            let l = identPart(i)
            if l == 0 { break }
            allHex = false; i += l
        }
        let count = i - start - 1
        if (count == 6 || count == 8) && allHex {
            var v: UInt64 = 0
            for k in start + 1..<i {
                let d = b[k]
                v = v << 4 | UInt64(Lexer.isDigit(d) ? d - 0x30 : (d | 0x20) - 0x61 + 10)
            }
            t.kind = .hexColor
            t.flag = count == 8
            t.payload = v
        } else {
            error("a color literal is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)", start, max(i, start + 1))
            t.kind = .invalid
        }
    }

    /// The offset just past the block comment (`/* … */`, nested) that starts at `k`; nil when
    /// the input ends inside it. The parser's scan of a deferred body skips comments with it too.
    @inline(__always)
    static func blockCommentEnd(_ b: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int? {
        var k = start + 2
        var nest = 1
        while nest > 0 {
            guard k < n else { return nil }
            let d = b[k]
            if d == 0x2A && k + 1 < n && b[k + 1] == 0x2F { nest -= 1; k += 2 }
            else if d == 0x2F && k + 1 < n && b[k + 1] == 0x2A { nest += 1; k += 2 }
            else { k += 1 }
        }
        return k
    }

    /// Whether `#selector` (and no longer name) starts at `i`.
    /// The length of Swift's `#word` at `i` (`#selector`, `#if`, `#endif` …), or nil.
    static func poundKeywordLength(_ b: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int? {
        var e = i + 1
        while e < n && isASCIIIdentPart(b[e]) { e += 1 }
        switch String(decoding: UnsafeBufferPointer(start: b + i + 1, count: e - i - 1), as: UTF8.self) {
        case "selector", "if", "elseif", "else", "endif", "colorLiteral", "imageLiteral", "available",
             "unavailable", "warning", "sourceLocation", "Preview":
            return e - i
        default: return nil
        }
    }

    @inline(__always) static func isASCIIIdentStart(_ c: UInt8) -> Bool { isASCIILetter(c) || c == 0x5F }
    @inline(__always) static func isASCIIIdentPart(_ c: UInt8) -> Bool { isASCIILetter(c) || c == 0x5F || isDigit(c) }

    /// A number. Most are plain decimals (`268.728`: digits, at most one point, at most 19
    /// digits, nothing glued after them): read here in two tight loops. Anything else (`_`,
    /// an exponent, a unit, more digits) is read by `lexNumberInFull` from the start again.
    @inline(__always) mutating func lexNumber(_ start: Int, _ t: inout RawToken) {
        let b = p.baseAddress!
        var k = start, m: UInt64 = 0
        while k < n, case let d = b[k] &- 0x30, d < 10 { m = m &* 10 &+ UInt64(d); k += 1 }
        var digits = k - start, exp10 = 0
        if k + 1 < n && b[k] == 0x2E && Lexer.isDigit(b[k + 1]) {
            let f = k + 1
            k = f
            while k < n, case let d = b[k] &- 0x30, d < 10 { m = m &* 10 &+ UInt64(d); k += 1 }
            exp10 = f - k
            digits += k - f
        }
        // The same digits and power of ten as the full reading takes (leading zeros add
        // nothing to m), so the same double.
        if digits <= 19, k >= n || !Lexer.gluedToNumber(b[k]), let v = Lexer.exactDecimal(m, exp10, dropped: false) {
            i = k
            t.kind = .number
            t.payload = v.bitPattern
            return
        }
        lexNumberInFull(start, &t)
    }

    /// What after a number's digits is part of it (`_`, an exponent, a unit, `°`) or an error.
    @inline(__always) static func gluedToNumber(_ c: UInt8) -> Bool { c >= 0x80 || isASCIIIdentPart(c) }

    @inline(never) mutating func lexNumberInFull(_ start: Int, _ t: inout RawToken) {
        let b = p.baseAddress!
        if b[start] == 0x30, let radix = Lexer.radix(at(start + 1)) {
            lexRadixNumber(start, radix, &t)
            return
        }
        // The digits as an integer and a power of ten, as long as they fit.
        var mantissa: UInt64 = 0
        var digits = 0          // significant digits taken into the mantissa
        var dropped = false     // more digits than fit
        var exp10 = 0
        var k = i
        // Integer part (and, after a point followed by a digit, the fraction).
        var fraction = false
        while k < n {
            let d = b[k]
            if Lexer.isDigit(d) {
                if digits == 0 && d == 0x30 {
                    if fraction { exp10 -= 1 }
                } else if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d &- 0x30); digits += 1
                    if fraction { exp10 -= 1 }
                } else {
                    dropped = true
                    if !fraction { exp10 += 1 }
                }
                k += 1
            } else if d == 0x5F {
                k += 1
            } else if d == 0x2E && !fraction && k + 1 < n && Lexer.isDigit(b[k + 1]) {
                fraction = true
                k += 1
            } else {
                break
            }
        }
        let e = k < n ? b[k] : 0
        if e == 0x65 || e == 0x45 {
            var j = 1
            let sign = k + 1 < n ? b[k + 1] : 0
            if sign == 0x2B || sign == 0x2D { j = 2 }
            if k + j < n && Lexer.isDigit(b[k + j]) {
                var x = 0
                k += j
                while k < n && Lexer.isDigit(b[k]) { if x < 100_000 { x = x * 10 + Int(b[k] &- 0x30) }; k += 1 }
                exp10 += sign == 0x2D ? -x : x
            }
        }
        i = k
        var v: Double
        if let fast = Lexer.exactDecimal(mantissa, exp10, dropped: dropped) {
            v = fast
        } else {
            v = Double(numberText(start, i)) ?? .infinity
        }
        guard v.isFinite else {
            error("number '\(numberText(start, i))' is out of range", start, i)
            t.kind = .invalid
            return
        }
        // Unit suffix: 45deg or 45°.
        var degrees = false
        let u = at(i)
        if u == 0xC2 && at(i + 1) == 0xB0 {
            i += 2; degrees = true
        } else if u == 0x64, at(i + 1) == 0x65, at(i + 2) == 0x67, identPart(i + 3) == 0 {
            i += 3; degrees = true
        } else if (u < 0x80 && Lexer.isASCIIIdentStart(u)) || (u >= 0x80 && identStart(i) > 0) {
            let unitStart = i
            while true { let l = identPart(i); if l == 0 { break }; i += l }
            let unit = String(decoding: p[unitStart..<i], as: UTF8.self)
            error("unknown unit '\(unit)' after a number; angles take 'deg' or '°', other numbers none", unitStart, i)
            t.kind = .invalid
            return
        }
        if degrees { v = v * .pi / 180 }
        t.kind = .number
        t.flag = degrees
        t.payload = v.bitPattern
    }

    /// The radix a literal's second character names after its `0` (`0x`, `0o`, `0b`), as Swift
    /// reads it.
    @inline(__always) static func radix(_ c: UInt8) -> Int? {
        switch c { case 0x78: return 16; case 0x6F: return 8; case 0x62: return 2; default: return nil }
    }

    /// `0xFF`, `0o17`, `0b101` and `0x1.8p-2`: Swift's literals in another radix, read as Swift
    /// reads them (`radixLiteralValue`). The token runs over what Swift's would: the digits
    /// and letters glued to them, a `.` followed by a hexadecimal digit and a sign after `p`.
    mutating func lexRadixNumber(_ start: Int, _ radix: Int, _ t: inout RawToken) {
        var k = start + 2
        while k < n {
            let c = p[k]
            if Lexer.isASCIIIdentPart(c) || c >= 0x80 { k += 1; continue }
            if radix == 16, c == 0x2E, Lexer.isHexDigit(at(k + 1)) { k += 1; continue }
            if radix == 16, c == 0x2B || c == 0x2D, p[k - 1] | 0x20 == 0x70, Lexer.isDigit(at(k + 1)) { k += 1; continue }
            break
        }
        i = k
        let text = String(decoding: p[start..<k], as: UTF8.self)
        guard let v = Lexer.radixLiteralValue(text) else {
            let name = radix == 16 ? "a hexadecimal" : radix == 8 ? "an octal" : "a binary"
            let digits = radix == 16 ? "0-9, A-F" : radix == 8 ? "0-7" : "0 or 1"
            error("'\(text)' is not \(name) number: its digits are \(digits), '_' may stand between them, and a fraction needs a 'p' exponent (0x1.8p1)", start, k)
            t.kind = .invalid
            return
        }
        guard v.isFinite else {
            error("number '\(text)' is out of range", start, k)
            t.kind = .invalid
            return
        }
        t.kind = .number
        t.payload = v.bitPattern
    }

    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) &- 0x61 < 6 }

    /// The value of one of Swift's literals in another radix — `0xFF`, `0o17`, `0b101`, with
    /// `_` between digits — or of a hexadecimal floating-point one (`0x1p-2`, `0x1.8p1`: the
    /// exponent is a power of two, and Swift requires it after a fraction); nil when `text` is
    /// none of these. An integer past 2^53 is the nearest Double, as every number here is.
    public static func radixLiteralValue(_ text: String) -> Double? {
        // A digit comes first after the prefix, as Swift reads it (`0x_F` is no number).
        guard text.utf8.dropFirst(2).first != 0x5F else { return nil }
        let t = Array(text.utf8.filter { $0 != 0x5F })
        guard t.count > 2, t[0] == 0x30, let radix = radix(t[1]) else { return nil }
        let body = t[2...]
        if radix == 16, body.contains(where: { $0 | 0x20 == 0x70 }) {
            // Swift's own reading of a hexadecimal floating-point literal.
            guard Lexer.isHexDigit(body.first ?? 0) else { return nil }
            return Double(String(decoding: t, as: UTF8.self))
        }
        var v = 0.0
        for c in body {
            guard Lexer.isHexDigit(c) else { return nil }
            let d = Lexer.isDigit(c) ? Int(c &- 0x30) : Int((c | 0x20) &- 0x61) + 10
            guard d < radix else { return nil }
            v = v * Double(radix) + Double(d)
        }
        return v
    }

    /// The number's text without underscores.
    func numberText(_ a: Int, _ b: Int) -> String {
        var s = ""
        s.reserveCapacity(b - a)
        for k in a..<b where p[k] != 0x5F { s.unicodeScalars.append(Unicode.Scalar(p[k])) }
        return s
    }

    /// Clinger's fast path: when the digits fit in 53 bits and the power of ten is exact, one
    /// multiplication or division gives the correctly rounded double; nil otherwise.
    @inline(__always)
    static func exactDecimal(_ m: UInt64, _ e: Int, dropped: Bool) -> Double? {
        if dropped || m > (1 << 53) { return nil }
        if m == 0 { return 0 }
        if e == 0 { return Double(m) }
        if e < -22 || e > 22 { return nil }
        // 10^|e| is exact in a double up to 10^22; build it from the exact powers.
        var p = 1.0, k = abs(e), base = 10.0
        while k > 0 { if k & 1 != 0 { p *= base }; base *= base; k >>= 1 }
        return e > 0 ? Double(m) * p : Double(m) / p
    }

    mutating func lexString(_ start: Int, _ t: inout RawToken) {
        i += 1
        buffer.removeAll(keepingCapacity: true)
        var clean = true   // no escapes so far: the value is the source bytes
        let contentStart = i
        while true {
            guard i < n, p[i] != 0x0A else {
                error("unterminated string literal", start, i)
                t.kind = .invalid
                return
            }
            let c = p[i]
            if c == 0x22 { break }
            if c == 0x5C {
                if clean { buffer.append(contentsOf: p[contentStart..<i]); clean = false }
                let bs = i
                i += 1
                guard i < n else { continue }
                let (e, elen) = scalar(at: i)
                i += elen
                switch e {
                case "n": buffer.append(0x0A)
                case "t": buffer.append(0x09)
                case "\"": buffer.append(0x22)
                case "\\": buffer.append(0x5C)
                case "u":
                    if at(i) == 0x7B {
                        let hs = i + 1
                        var j = hs
                        while j < n, Lexer.isHex(p[j]), j - hs < 8 { j += 1 }
                        if j < n, p[j] == 0x7D, j > hs,
                           let v = UInt32(String(decoding: p[hs..<j], as: UTF8.self), radix: 16), let sc = Unicode.Scalar(v) {
                            buffer.append(contentsOf: String(sc).utf8); i = j + 1; continue
                        }
                    }
                    error("invalid unicode escape; write \\u{1F600}", bs, i)
                case "(":   // Swift string interpolation, in .view code (Swift's own strings are swift-syntax's)
                    error("string interpolation is Swift's, and this is .view code (an untyped 'let' at the top of a file is the .view file's constant): join strings with + and String(x)", bs, i)
                default:
                    error("unknown escape sequence '\\\(e)'", bs, i)
                }
                continue
            }
            if !clean { buffer.append(c) }
            i += 1
        }
        let value = clean ? String(decoding: p[contentStart..<i], as: UTF8.self) : String(decoding: buffer, as: UTF8.self)
        i += 1  // the closing quote
        t.kind = .string
        t.payload = UInt64(strings.count)
        strings.append(value)
    }

    mutating func lexPunct(_ start: Int, _ t: inout RawToken) {
        let c = p[i], d = at(i + 1)
        var k: TK? = nil, len = 1
        switch c {
        case 0x2E: // .
            if d == 0x2E && at(i + 2) == 0x3C { k = .halfOpen; len = 3 }
            else if d == 0x2E && at(i + 2) == 0x2E { k = .closed; len = 3 }
            else { k = .dot }
        case 0x3D: if d == 0x3D { k = .eq; len = 2 } else { k = .assign }
        case 0x21: if d == 0x3D { k = .ne; len = 2 } else { k = .not }
        case 0x3C: if d == 0x3D { k = .le; len = 2 } else { k = .lt }
        case 0x3E: if d == 0x3D { k = .ge; len = 2 } else { k = .gt }
        case 0x26: if d == 0x26 { k = .and; len = 2 }
        case 0x7C: if d == 0x7C { k = .or; len = 2 }
        case 0x3B: k = .semicolon
        case 0x40: k = .at
        case 0x3F: k = .question
        case 0x2B: k = .plus
        case 0x2D: k = .minus
        case 0x2A: k = .star
        case 0x2F: k = .slash
        case 0x25: k = .percent
        default: break
        }
        if let k {
            i += len
            t.kind = k
            return
        }
        let (s, slen) = scalar(at: i)
        i += slen
        if s == "°" {
            error("'°' must follow a number directly, as in 45°", start, i)
        } else if s == "$" && Lexer.isDigit(at(i)) || s == "`" {
            // Swift's closure arguments ($0), raw names (`x`) and string interpolation (\(x)).
            let what = s == "$" ? "closures and their '$0' arguments are" : "backquoted names are"
            error("\(what) outside the supported Swift subset (docs/language.md §13)", start, i)
        } else {
            error("unexpected character '\(Character(s))'", start, i)
        }
        t.kind = .invalid
    }
}
