// Foundation's NumberFormatter and DateFormatter, formatting as they do in the POSIX locale
// (en_US_POSIX) and, for dates, the UTC time zone and the Gregorian calendar: a drawing's text
// is the same on every machine. Both are references, as Foundation's classes are: `let f =
// NumberFormatter()` is changed by `f.maximumFractionDigits = 2`.
//
// NumberFormatter: `numberStyle` `.none` (Foundation's default: no grouping, no fraction
// digits, no minimum integer digits, so that 0.5 with two fraction digits is ".5"), `.decimal`
// ("#,##0.###": grouping by three with ",", up to three fraction digits) or `.percent`
// ("#,##0%": the value times 100); setting the style resets the digits to the style's, as
// Foundation does. `minimumIntegerDigits`, `minimumFractionDigits`, `maximumFractionDigits`
// (a negative count is 0; each reads back as set, and a maximum below the minimum gives way to
// it), `usesGroupingSeparator`, `notANumberSymbol` ("NaN"). `string(from:)` rounds the
// number's shortest decimal form (Swift's `description`, as ICU rounds) half to even, the
// default rounding mode: 0.125 to two digits is "0.12". A negative number that rounds to zero
// keeps its sign ("-0"); infinity is "∞". `number(from:)` reads a text back (NumberFormat.number).
// NSNumber is a Number here: `x as NSNumber`, `NSNumber(value: x)` and `CGFloat(truncating: n)`
// are `x` (`NSNumber(value: true)` is 1), and its typed reads are the number as that type
// (`intValue` cut toward zero, `floatValue` rounded to a Float, `boolValue` whether it is not
// zero); its text, `stringValue` or `"\(n)"`, is Foundation's `%0.16g` (SwiftNumberKind.nsnumber).
//
// DateFormatter: `dateFormat`, a Unicode date pattern with the fields `y` (`yy` the last two
// digits), `M` (`MMM` "Jan", `MMMM` "January", `MMMMM` "J"), `d`, `D` (day of the year), `E`
// (`EEEE` "Sunday", `EEEEE` "S"), `a` ("AM"/"PM"), `h` (1–12), `H`, `K` (0–11), `k` (1–24),
// `m`, `s`, `S` (fractions of a second), `Z` ("+0000"; `ZZZZZ` "Z"), `z` ("GMT"; `zzzz` "Greenwich Mean Time") and text in
// single quotes (`''` a quote); a count of letters pads a number with zeros. `string(from:)`
// formats a Date.

import FoundationEssentials
import ViewSyntax

struct NumberFormat: ObjectPayload {
    static var type: ValueType { .numberFormatter }
    enum Style: String, CaseIterable { case none, decimal, percent }
    var style = Style.none
    var minimumIntegerDigits = 0
    var minimumFractionDigits = 0
    var maximumFractionDigits = 0
    var usesGroupingSeparator = false
    var notANumberSymbol = "NaN"
    /// The locale set: kept; the text is the POSIX locale's.
    var locale = "en_US_POSIX"
    var description: String { "NumberFormatter(numberStyle: .\(style.rawValue))" }

    /// The digits and grouping each style starts with.
    mutating func reset(to s: Style) {
        style = s
        notANumberSymbol = "NaN"
        switch s {
        case .none: (minimumIntegerDigits, minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 0, 0, false)
        case .decimal: (minimumIntegerDigits, minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (1, 0, 3, true)
        case .percent: (minimumIntegerDigits, minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (1, 0, 0, true)
        }
    }

    /// The settable properties and their types.
    static let members: [(String, ValueType)] = [
        ("numberStyle", .symbol), ("minimumIntegerDigits", .number), ("minimumFractionDigits", .number),
        ("maximumFractionDigits", .number), ("usesGroupingSeparator", .bool), ("notANumberSymbol", .string), ("locale", .locale),
    ]

    func value(_ name: String) -> Value {
        switch name {
        case "numberStyle": return .symbol(style.rawValue)
        case "minimumIntegerDigits": return .number(Double(minimumIntegerDigits))
        case "minimumFractionDigits": return .number(Double(minimumFractionDigits))
        case "maximumFractionDigits": return .number(Double(maximumFractionDigits))
        case "usesGroupingSeparator": return .bool(usesGroupingSeparator)
        case "locale": return .boxed(LocaleValue(identifier: locale))
        default: return .string(notANumberSymbol)
        }
    }

    /// A digit count as set: a whole number, a negative one taken as 0 (as Foundation does),
    /// bounded so that a string stays short.
    static func count(_ v: Value, _ name: String, _ r: SourceRange) throws -> Int {
        let n = v.num
        guard n == n.rounded(), n <= 340 else {
            throw Diagnostic.error("'\(name)' is a whole number up to 340, not \(formatNumber(n))", at: r)
        }
        return max(0, Int(n))
    }

    mutating func set(_ name: String, _ v: Value, _ r: SourceRange) throws {
        switch name {
        case "numberStyle":
            guard case .symbol(let s) = v, let st = Style(rawValue: s) else {
                throw Diagnostic.error("'numberStyle' is one of \(Style.allCases.map { "." + $0.rawValue }.joined(separator: ", ")) here, not \(v.description)", at: r)
            }
            reset(to: st)
        case "minimumIntegerDigits": minimumIntegerDigits = try Self.count(v, name, r)
        case "minimumFractionDigits": minimumFractionDigits = try Self.count(v, name, r)
        case "maximumFractionDigits": maximumFractionDigits = try Self.count(v, name, r)
        case "usesGroupingSeparator": usesGroupingSeparator = v.bool
        case "locale": locale = v.ref(LocaleValue.self)?.value.identifier ?? "en_US_POSIX"
        default: notANumberSymbol = v.string
        }
    }

    /// The number a text is, as `number(from:)` reads it in the POSIX locale, or nil: the whole
    /// text a sign, digits with a point and fraction, and an exponent (`E`); with `.decimal`,
    /// "," between digits of the integer part too; with `.percent`, ending in "%", the
    /// number divided by 100. Nothing else (no spaces) is read.
    func number(_ text: String) -> Double? {
        var t = Substring(text)
        if style == .percent {
            guard t.hasSuffix("%") else { return nil }
            t = t.dropLast()
        }
        var body = String(t)
        if style == .decimal {
            let point = body.firstIndex(of: ".") ?? body.endIndex
            let integer = body[..<point]
            // Commas only between digits.
            let pieces = integer.split(separator: ",", omittingEmptySubsequences: false)
            if pieces.count > 1 {
                guard pieces.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
                      let first = pieces.first, first.contains(where: \.isNumber) else { return nil }
                body = pieces.joined() + body[point...]
            }
        }
        let chars = Array(body.utf8)
        var i = 0
        if i < chars.count, chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < chars.count, (48...57).contains(chars[i]) { i += 1; digits += 1 }
        if i < chars.count, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < chars.count, (48...57).contains(chars[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < chars.count, chars[i] == UInt8(ascii: "E") || chars[i] == UInt8(ascii: "e") {
            i += 1
            if i < chars.count, chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: "+") { i += 1 }
            let start = i
            while i < chars.count, (48...57).contains(chars[i]) { i += 1 }
            guard i > start else { return nil }
        }
        guard i == chars.count, let x = Double(body) else { return nil }
        return style == .percent ? x / 100 : x
    }

    /// The text of `x`, as `string(from:)` gives it.
    func string(_ x: Double) -> String {
        if x.isNaN { return notANumberSymbol }
        let suffix = style == .percent ? "%" : ""
        let sign = x.sign == .minus ? "-" : ""
        if x.isInfinite { return sign + "∞" + suffix }
        var (digits, point) = NumberFormat.decimalDigits(abs(x))
        // A percent is the value times 100, on its decimal digits (exact, as ICU's multiplier).
        if style == .percent, !digits.isEmpty { point += 2 }
        // A maximum below the minimum gives way to it.
        NumberFormat.roundHalfEven(&digits, &point, fractionDigits: max(maximumFractionDigits, minimumFractionDigits))
        // The integer part without leading zeros, then padded to the minimum.
        var integer = point > 0 ? Array(digits.prefix(point)) + Array(repeating: 0, count: max(0, point - digits.count)) : []
        while let f = integer.first, f == 0 { integer.removeFirst() }
        if integer.count < minimumIntegerDigits { integer = Array(repeating: 0, count: minimumIntegerDigits - integer.count) + integer }
        var fraction: [UInt8] = point >= 0 ? Array(digits.dropFirst(point)) : Array(repeating: 0, count: -point) + digits
        while fraction.count > minimumFractionDigits, fraction.last == 0 { fraction.removeLast() }
        if fraction.count < minimumFractionDigits { fraction += Array(repeating: 0, count: minimumFractionDigits - fraction.count) }
        // Nothing to show at all: a zero, as ICU writes one.
        if integer.isEmpty && fraction.isEmpty { integer = [0] }
        var text = ""
        for (i, d) in integer.enumerated() {
            if usesGroupingSeparator, i > 0, (integer.count - i) % 3 == 0 { text += "," }
            text.append(Character(Unicode.Scalar(48 + d)))
        }
        if !fraction.isEmpty { text += "." + String(fraction.map { Character(Unicode.Scalar(48 + $0)) }) }
        return sign + text + suffix
    }

    /// The digits of a finite, non-negative number's shortest decimal form and where its
    /// point is: 12.5 is ([1, 2, 5], 2), 0.05 ([5], -1).
    static func decimalDigits(_ v: Double) -> (digits: [UInt8], point: Int) {
        let text = "\(v)"   // Swift's shortest round-trip form: "12.5", "5e-05", "1e+20"
        var mantissa = Substring(text), exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var digits: [UInt8] = []
        var point = -1
        for c in mantissa {
            if c == "." { point = digits.count } else if let d = c.asciiValue, d >= 48, d <= 57 { digits.append(d - 48) }
        }
        if point < 0 { point = digits.count }
        point += exponent
        // Leading zeros moved into the point's place.
        while let f = digits.first, f == 0 { digits.removeFirst(); point -= 1 }
        if digits.isEmpty { return ([], 1) }
        return (digits, point)
    }

    /// Rounds to `fractionDigits` digits after the point, half to even.
    static func roundHalfEven(_ digits: inout [UInt8], _ point: inout Int, fractionDigits: Int) {
        let keep = point + fractionDigits
        guard keep < digits.count else { return }
        if keep < 0 { digits = []; point = 1; return }
        let rest = digits[keep...]
        let first = rest.first!
        let beyondHalf = first > 5 || (first == 5 && rest.dropFirst().contains(where: { $0 != 0 }))
        let previousOdd = keep > 0 && digits[keep - 1] % 2 == 1
        let up = beyondHalf || (first == 5 && !beyondHalf && previousOdd)
        digits.removeSubrange(keep...)
        guard up else { return }
        var i = keep - 1
        while i >= 0 {
            if digits[i] == 9 { digits[i] = 0; i -= 1 } else { digits[i] += 1; return }
        }
        digits.insert(1, at: 0)
        point += 1
    }
}

struct DateFormat: ObjectPayload {
    static var type: ValueType { .dateFormatter }
    var format = ""
    /// The locale set (`locale = Locale(identifier: "en_US_POSIX")`): kept; the text is the POSIX locale's.
    var locale = "en_US_POSIX"
    var description: String { "DateFormatter(dateFormat: \(DumpText.quote(format)))" }

    static let members: [(String, ValueType)] = [("dateFormat", .string), ("locale", .locale), ("dateStyle", .symbol), ("timeStyle", .symbol),
                                                ("doesRelativeDateFormatting", .bool)]

    /// `dateStyle` and `timeStyle` (`.none`, `.short`, `.medium`, `.long`, `.full`): setting one
    /// sets the pattern to the styles' together, as Foundation's en_US and en_US_POSIX write them
    /// (ICU's CLDR data) — the date, then the time after ", " (a short date) or " 'at' " (the
    /// others); a narrow no-break space (U+202F) before AM/PM.
    var dateStyle = "none", timeStyle = "none"
    static let styles = ["none", "short", "medium", "long", "full"]
    static let datePatterns = ["none": "", "short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y"]
    static let timePatterns = ["none": "", "short": "h:mm\u{202F}a", "medium": "h:mm:ss\u{202F}a", "long": "h:mm:ss\u{202F}a z", "full": "h:mm:ss\u{202F}a zzzz"]

    mutating func setStyle(_ name: String, _ v: Value, _ r: SourceRange) throws {
        guard case .symbol(let s) = v, Self.styles.contains(s) else {
            throw Diagnostic.error("'\(name)' is one of .none, .short, .medium, .long, .full, not \(v.description)", at: r)
        }
        if name == "dateStyle" { dateStyle = s } else { timeStyle = s }
        let d = Self.datePatterns[dateStyle]!, t = Self.timePatterns[timeStyle]!
        if d.isEmpty || t.isEmpty { format = d + t }
        else { format = d + (dateStyle == "short" ? ", " : " 'at' ") + t }
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The names a DateFormatter and a Calendar give of the months and the weekdays (Sunday
    /// first), as Foundation's en_US_POSIX and en_US write them: `monthSymbols` whole,
    /// `shortMonthSymbols` their first three letters ("Sep"), `veryShortMonthSymbols` one
    /// ("J"); `weekdaySymbols`, `shortWeekdaySymbols` ("Sun"), `veryShortWeekdaySymbols` ("S").
    static let symbolMembers: [(String, Member)] = {
        func list(_ names: [String], _ length: Int?) -> Value {
            .list(names.map { name in .string(length.map { String(name.prefix($0)) } ?? name) })
        }
        return [("monthSymbols", monthNames, nil), ("shortMonthSymbols", monthNames, 3), ("veryShortMonthSymbols", monthNames, 1),
                ("weekdaySymbols", dayNames, nil), ("shortWeekdaySymbols", dayNames, 3), ("veryShortWeekdaySymbols", dayNames, 1)]
            .map { name, names, length in
                let value = list(names, length)
                return (name, Member(.list(.string)) { _ in value })
            }
    }()
    static let fieldLetters = Set("yMdDEahHKkmsSZz")

    /// Why a pattern cannot be formatted.
    struct PatternError: Error { let message: String }

    /// The pattern's fields and literals: (letter, count) or (nil, text).
    static func parse(_ pattern: String) -> Result<[(Character?, Int, String)], PatternError> {
        var out: [(Character?, Int, String)] = []
        let cs = Array(pattern)
        var i = 0
        while i < cs.count {
            let c = cs[i]
            if c == "'" {
                if i + 1 < cs.count, cs[i + 1] == "'" { out.append((nil, 0, "'")); i += 2; continue }
                var text = ""
                i += 1
                while i < cs.count {
                    if cs[i] == "'" {
                        if i + 1 < cs.count, cs[i + 1] == "'" { text.append("'"); i += 2; continue }
                        break
                    }
                    text.append(cs[i]); i += 1
                }
                if i >= cs.count { return .failure(PatternError(message: "the quoted text of this date format has no closing '")) }
                i += 1
                out.append((nil, 0, text))
            } else if c.isASCII, c.isLetter {
                guard fieldLetters.contains(c) else {
                    return .failure(PatternError(message: "'\(c)' is no date field viewc formats (it knows \(fieldLetters.sorted().map(String.init).joined())); quote text: 'T'"))
                }
                var n = 1
                while i + n < cs.count, cs[i + n] == c { n += 1 }
                out.append((c, n, "")); i += n
            } else {
                out.append((nil, 0, String(c))); i += 1
            }
        }
        return .success(out)
    }

    /// The civil date of a day counted from 1970-01-01 (proleptic Gregorian).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func padded(_ n: Int, _ width: Int) -> String {
        let s = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// The text of the instant `since1970` (seconds since 1970-01-01 00:00:00 UTC).
    func string(_ since1970: Double) -> String {
        guard case .success(let fields) = DateFormat.parse(format), since1970.isFinite else { return "" }
        let since1970 = DateValue.calendarInstant(since1970)
        let days = Int((since1970 / 86_400).rounded(.down))
        let secondOfDay = since1970 - Double(days) * 86_400
        let (year, month, day) = DateFormat.civil(days)
        let wholeSecond = Int(secondOfDay.rounded(.down))
        let hour = wholeSecond / 3600, minute = wholeSecond / 60 % 60, second = wholeSecond % 60
        let weekday = ((days % 7) + 11) % 7   // 1970-01-01 was a Thursday (4); Sunday is 0
        let dayOfYear = days - DateFormat.daysBefore(year: year) + 1
        var out = ""
        for (letter, n, text) in fields {
            guard let letter else { out += text; continue }
            switch letter {
            case "y": out += n == 2 ? DateFormat.padded(((year % 100) + 100) % 100, 2) : DateFormat.padded(year, n)
            case "M":
                switch n {
                case 1, 2: out += DateFormat.padded(month, n)
                case 3: out += String(DateFormat.monthNames[month - 1].prefix(3))
                case 4: out += DateFormat.monthNames[month - 1]
                default: out += String(DateFormat.monthNames[month - 1].prefix(1))
                }
            case "d": out += DateFormat.padded(day, n)
            case "D": out += DateFormat.padded(dayOfYear, n)
            case "E":
                let name = DateFormat.dayNames[weekday]
                out += n <= 3 ? String(name.prefix(3)) : n == 4 ? name : n == 5 ? String(name.prefix(1)) : String(name.prefix(2))
            case "a": out += hour < 12 ? "AM" : "PM"
            case "h": out += DateFormat.padded(hour % 12 == 0 ? 12 : hour % 12, n)
            case "H": out += DateFormat.padded(hour, n)
            case "K": out += DateFormat.padded(hour % 12, n)
            case "k": out += DateFormat.padded(hour == 0 ? 24 : hour, n)
            case "m": out += DateFormat.padded(minute, n)
            case "s": out += DateFormat.padded(second, n)
            case "S":
                // The fraction of the second, truncated to `n` digits.
                let fraction = secondOfDay - Double(wholeSecond)
                out += DateFormat.padded(Int((fraction * DateFormat.pow10(n)).rounded(.down)), n)
            case "Z": out += n == 5 ? "Z" : n == 4 ? "GMT" : "+0000"
            default: out += n >= 4 ? "Greenwich Mean Time" : "GMT"   // z (zzzz: the zone's long name)
            }
        }
        return out
    }

    /// The days from 1970-01-01 to the first of January of `year`.
    static func daysBefore(year: Int) -> Int {
        let y = year - 1
        func leapDays(_ y: Int) -> Int { floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400) }
        return (year - 1970) * 365 + leapDays(y) - leapDays(1969)
    }
    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func pow10(_ n: Int) -> Double { var p = 1.0; for _ in 0..<min(n, 18) { p *= 10 }; return p }
}

/// The objects whose properties Swift code sets one at a time (`f.maximumFractionDigits = 2`):
/// each one's properties and types, reading and setting.
enum SettableObjects {
    struct Entry {
        let typeName: String
        let members: [(String, ValueType)]
        let get: (Value, String) -> Value?
        let set: (Value, String, Value, SourceRange) throws -> Bool
        /// Members the type has that are outside the subset, and the message that says so.
        var outside: [String: String] = [:]
        /// Members that take one of their type's named values too (a constraint's `priority`:
        /// `.defaultHigh`).
        var alsoSymbols: Set<String> = []
    }
    static let table: [ValueType: Entry] = [
        .numberFormatter: Entry(typeName: "NumberFormatter", members: NumberFormat.members,
            get: { v, n in v.ref(NumberFormat.self).map { $0.value.value(n) } },
            set: { o, n, v, r in guard let f = o.ref(NumberFormat.self) else { return false }; try f.value.set(n, v, r); return true }),
        .dateFormatter: Entry(typeName: "DateFormatter", members: DateFormat.members,
            get: { v, n in
                guard let f = v.ref(DateFormat.self) else { return nil }
                if n == "dateStyle" { return .symbol(f.value.dateStyle) }
                if n == "timeStyle" { return .symbol(f.value.timeStyle) }
                if n == "doesRelativeDateFormatting" { return .bool(false) }
                return n == "locale" ? .boxed(LocaleValue(identifier: f.value.locale)) : .string(f.value.format) },
            set: { o, n, v, r in
                guard let f = o.ref(DateFormat.self) else { return false }
                if n == "locale" { f.value.locale = v.ref(LocaleValue.self)?.value.identifier ?? "en_US_POSIX"; return true }
                if n == "dateStyle" || n == "timeStyle" { try f.value.setStyle(n, v, r); return true }
                // Foundation's default, false, writes the date itself, as here; true names the
                // day relative to now ("Today", "Yesterday"), which is outside.
                if n == "doesRelativeDateFormatting" {
                    if v.bool { throw Diagnostic.error("'doesRelativeDateFormatting = true' (naming the day relative to now: \"Today\", \"Yesterday\") is outside the supported subset: a DateFormatter here writes the date itself, as with false", at: r) }
                    return true
                }
                if case .failure(let e) = DateFormat.parse(v.string) { throw Diagnostic.error(e.message, at: r) }
                f.value.format = v.string
                return true }),
        .calendar: Entry(typeName: "Calendar", members: [("timeZone", .timeZone)],
            get: { v, _ in v.ref(CalendarValue.self).map { .boxed(TimeZoneValue(secondsFromGMT: $0.value.secondsFromGMT)) } },
            set: { o, _, v, _ in
                guard let c = o.ref(CalendarValue.self), let z = v.ref(TimeZoneValue.self) else { return false }
                c.value.secondsFromGMT = z.value.secondsFromGMT
                return true }),
        .layoutConstraint: layoutConstraintEntry,
        .imageRendererFormat: imageRendererFormatEntry,
        // A Scanner's location is set as hex-colour code skips its '#' (`scanLocation = 1`).
        .scanner: Entry(typeName: "Scanner", members: [("scanLocation", .number)],
            get: { v, _ in v.ref(ScannerState.self).map { .number(Double($0.value.scanLocation)) } },
            set: { o, _, v, r in
                guard let sc = o.ref(ScannerState.self) else { return false }
                try sc.value.setScanLocation(v.num, r)
                return true }),
    ]
}

extension Builtins {
    /// `NumberFormatter.localizedString(from: n, number: .decimal)`: a formatter of that style's
    /// text for the number (as a new one of the style writes it).
    static let numberFormatterStatics: [String: [FunctionForm]] = [
        "localizedString": [FunctionForm([Param("from", N), Param("number", nil)], .string) { a in
            var f = NumberFormat()
            try f.set("numberStyle", a[1], a.argRange(label: "number"))
            return .string(f.string(a.num(0))) }],
    ]

    static let numberFormatter = BuiltinType(
        type: .numberFormatter,
        typeNames: ["NumberFormatter"],
        swiftNames: ["NumberFormatter"],
        constructors: ["NumberFormatter": [FunctionForm([], .object(.numberFormatter)) { _ in .boxed(NumberFormat()) }]],
        members: NumberFormat.members.map { name, t in
            (name, Member(VType(t)) { v in v.ref(NumberFormat.self)?.value.value(name) ?? .void })
        },
        methods: [
            // Optional in Foundation (nil for a value that is not a number); a Number always formats.
            "string": [MethodForm([Param("from", N)], .optional(.string)) { v, a in
                .string(v.ref(NumberFormat.self)?.value.string(a.num(0)) ?? "") }],
            // The NSNumber a text is, or nil (NumberFormat.number).
            "number": [MethodForm([Param("from", .string)], .optional(.number)) { v, a in
                v.ref(NumberFormat.self)?.value.number(a[0].string).map { .number($0) } ?? .void }],
        ],
        functions: [
            // NSNumber bridges a Number: NSNumber(value:) is the value, and so are the literal
            // initialisers Foundation's NSNumber has (`NSNumber(floatLiteral: 0.5)`).
            "NSNumber": [FunctionForm([Param("value", N)], .number) { a in a[0] },
                         FunctionForm([Param("value", .bool)], .number) { a in .number(a[0] == .bool(true) ? 1 : 0) }]
                + literalForms("NSNumber"),
        ])

    /// NSNumber's typed reads, members of every Number here (SwiftTypes.swiftNumber).
    static let nsNumberMembers: [(String, Member)] = [
        ("doubleValue", Member(.number) { $0 }),
        ("floatValue", Member(.number) { .number(Double(Float($0.num))) }),
        ("intValue", Member(.number) { .number($0.num.rounded(.towardZero)) }),
        ("integerValue", Member(.number) { .number($0.num.rounded(.towardZero)) }),
        ("boolValue", Member(.bool) { .bool($0.num != 0) }),
        ("stringValue", Member(.string) { .string(numberText($0.num, .nsnumber)) }),
    ]

    static let dateFormatter = BuiltinType(
        type: .dateFormatter,
        typeNames: ["DateFormatter"],
        swiftNames: ["DateFormatter"],
        constructors: ["DateFormatter": [FunctionForm([], .object(.dateFormatter)) { _ in .boxed(DateFormat()) }]],
        members: [("dateFormat", Member(.string) { v in .string(v.ref(DateFormat.self)?.value.format ?? "") }),
                  ("locale", Member(.object(.locale)) { v in .boxed(LocaleValue(identifier: v.ref(DateFormat.self)?.value.locale ?? "en_US_POSIX")) }),
                  ("dateStyle", Member(.symbol("")) { v in .symbol(v.ref(DateFormat.self)?.value.dateStyle ?? "none") }),
                  ("timeStyle", Member(.symbol("")) { v in .symbol(v.ref(DateFormat.self)?.value.timeStyle ?? "none") }),
                  ("doesRelativeDateFormatting", Member(.bool) { _ in .bool(false) })] + DateFormat.symbolMembers,
        methods: [
            "string": [MethodForm([Param("from", .date)], .string) { v, a in
                .string(v.ref(DateFormat.self)?.value.string(a[0].since1970) ?? "") }],
        ])
}
