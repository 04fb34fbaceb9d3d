// Foundation's Calendar, TimeZone and DateComponents, as clock faces read the time:
// `Calendar.current.component(.hour, from: Date())`, `dateComponents([.hour, .minute], from:)`,
// `calendar.timeZone = TimeZone(secondsFromGMT: 3600)!`. A drawing is made the same on every
// machine: `Calendar.current` is the Gregorian calendar in UTC (`TimeZone.current` is UTC), as
// `Date()` is one fixed instant (Date.swift); a time zone is a fixed offset from GMT.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

/// A time zone: its offset from GMT, in seconds.
public struct TimeZoneValue: ObjectPayload {
    public static var type: ValueType { .timeZone }
    var secondsFromGMT: Int
    public var description: String { "TimeZone(secondsFromGMT: \(secondsFromGMT))" }
    public static func same(_ a: Ref<TimeZoneValue>, _ b: Ref<TimeZoneValue>) -> Bool { a.value.secondsFromGMT == b.value.secondsFromGMT }
    /// `TimeZone(identifier:)`'s and `(abbreviation:)`'s names that are fixed offsets: UTC,
    /// GMT, and GMT±H, GMT±HH:MM.
    static func offset(named name: String) -> Int? {
        if name == "UTC" || name == "GMT" || name == "Etc/UTC" || name == "Etc/GMT" { return 0 }
        guard name.hasPrefix("GMT") || name.hasPrefix("UTC"), name.count > 3 else { return nil }
        let rest = name.dropFirst(3)
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let parts = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let h = Int(parts[0]), (0...18).contains(h) else { return nil }
        let m = parts.count == 2 ? Int(parts[1]) : 0
        guard let m, (0..<60).contains(m) else { return nil }
        return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
    }
}

/// The Gregorian calendar in a time zone.
public struct CalendarValue: ObjectPayload {
    public static var type: ValueType { .calendar }
    var secondsFromGMT = 0
    public var description: String { "Calendar(gregorian, secondsFromGMT: \(secondsFromGMT))" }

    /// The components Calendar.Component names, in order.
    static let components = ["era", "year", "month", "day", "hour", "minute", "second", "weekday", "nanosecond"]
    /// The components in the order DateComponents' memberwise init takes them.
    static let initOrder = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday"]

    /// The value of `component` at `since1970` (seconds since 1970 UTC) in this calendar.
    func component(_ component: String, _ since1970: Double) -> Int {
        let t = DateValue.calendarInstant(since1970 + Double(secondsFromGMT))
        let days = Int((t / 86_400).rounded(.down))
        let inDay = t - Double(days) * 86_400
        let (y, m, d) = DateFormat.civil(days)
        switch component {
        case "era": return y > 0 ? 1 : 0
        case "year": return y > 0 ? y : 1 - y
        case "month": return m
        case "day": return d
        case "hour": return Int(inDay / 3600)
        case "minute": return Int(inDay / 60) % 60
        case "second": return Int(inDay) % 60
        case "nanosecond": return Int(((inDay - inDay.rounded(.down)) * 1e9).rounded(.down))
        default:   // weekday: 1 is Sunday; 1970-01-01 was a Thursday (5)
            return ((days + 4) % 7 + 7) % 7 + 1
        }
    }

    /// Every component of the instant, and the calendar's time zone, as
    /// `dateComponents(in:from:)` gives them.
    func allComponents(_ since1970: Double) -> DateComponentsValue {
        var out = DateComponentsValue()
        for c in CalendarValue.components { out.values[c] = component(c, since1970) }
        out.timeZone = secondsFromGMT
        return out
    }

    /// The instant the components name in this calendar, in their time zone if they carry one
    /// (those missing the start of their unit: year 1, month 1, day 1, hour 0, …), as
    /// `date(from:)` reads them.
    func date(from c: DateComponentsValue) -> Double? {
        func value(_ name: String, _ absent: Int) -> Int { DateValue.calendarCount(c.values[name] ?? absent) }
        let year = value("year", 1)
        let era = value("era", 1)
        let y = era == 0 ? 1 - year : year
        // Months past 12 (or below 1) roll into the years, as Foundation's lenient calendar does.
        let m0 = value("month", 1) - 1
        let (yy, mm) = (y + Int((Double(m0) / 12).rounded(.down)), ((m0 % 12) + 12) % 12 + 1)
        let days = CalendarValue.days(yy, mm, 1) + value("day", 1) - 1
        let seconds = Double(days) * 86_400 + Double(value("hour", 0)) * 3600 + Double(value("minute", 0)) * 60
            + Double(value("second", 0)) + Double(value("nanosecond", 0)) / 1e9
        return seconds - Double(c.timeZone ?? secondsFromGMT)
    }

    /// Days from 1970-01-01 to the civil date (proleptic Gregorian; DateFormat.civil's inverse).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let year = min(max(year, -1_000_000_000_000), 1_000_000_000_000)
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// `date(byAdding:value:to:)`: a year or a month moves the civil date (a day past the
    /// month's end is its last, as Foundation clamps it), the rest move the instant.
    func adding(_ component: String, _ value: Int, to since1970: Double) -> Double? {
        switch component {
        case "year", "month":
            var c = allComponents(since1970)
            let value = DateValue.calendarCount(value)
            let months = (c.values["year"]! * 12 + c.values["month"]! - 1) + (component == "year" ? value * 12 : value)
            let (y, m) = (Int((Double(months) / 12).rounded(.down)), ((months % 12) + 12) % 12 + 1)
            let last = CalendarValue.days(m == 12 ? y + 1 : y, m == 12 ? 1 : m + 1, 1) - CalendarValue.days(y, m, 1)
            c.values["year"] = y; c.values["month"] = m; c.values["day"] = min(c.values["day"]!, last)
            c.values["era"] = nil; c.values["weekday"] = nil
            return date(from: c)
        case "day", "weekday": return since1970 + Double(value) * 86_400
        case "hour": return since1970 + Double(value) * 3600
        case "minute": return since1970 + Double(value) * 60
        case "second": return since1970 + Double(value)
        case "nanosecond": return since1970 + Double(value) / 1e9
        default: return nil
        }
    }

    /// `compare(_:to:toGranularity:)`: the two instants' components from the largest down to
    /// the granularity, compared in turn.
    func compare(_ a: Double, _ b: Double, to granularity: String) -> String {
        let order = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond"]
        let upTo = order.firstIndex(of: granularity == "weekday" ? "day" : granularity) ?? order.count - 1
        for c in order[...upTo] {
            let x = component(c, a), y = component(c, b)
            if x != y { return x < y ? "orderedAscending" : "orderedDescending" }
        }
        return "orderedSame"
    }

    static func componentName(_ v: Value, _ r: SourceRange) throws -> String {
        guard case .symbol(let s) = v, components.contains(s) else {
            throw Diagnostic.error("a Calendar.Component is one of " + components.map { "." + $0 }.joined(separator: ", ") + ", not \(v.description)", at: r)
        }
        return s
    }
}

/// The components asked for by `dateComponents(_:from:)`; the others are nil.
public struct DateComponentsValue: ObjectPayload {
    public static var type: ValueType { .dateComponents }
    var values: [String: Int] = [:]
    /// The time zone's offset from GMT, when the components carry one (`dateComponents(in:from:)`,
    /// or `.timeZone` asked for).
    var timeZone: Int? = nil
    public var description: String {
        "DateComponents(" + CalendarValue.components.compactMap { c in values[c].map { "\(c): \($0)" } }.joined(separator: ", ") + ")"
    }
    public static func same(_ a: Ref<DateComponentsValue>, _ b: Ref<DateComponentsValue>) -> Bool { a.value.values == b.value.values && a.value.timeZone == b.value.timeZone }
}

/// A locale, by its identifier: kept as set; the formatters write in the POSIX locale
/// whatever locale they are given, so that a drawing's text is the same on every machine.
public struct LocaleValue: ObjectPayload {
    public static var type: ValueType { .locale }
    var identifier: String
    public var description: String { "Locale(identifier: \(DumpText.quote(identifier)))" }
    public static func same(_ a: Ref<LocaleValue>, _ b: Ref<LocaleValue>) -> Bool { a.value.identifier == b.value.identifier }
}

extension Builtins {
    /// `Locale(identifier: "en_US_POSIX")` (Foundation's `NSLocale(localeIdentifier:)`, which
    /// bridges to it, too), `Locale.current` (the POSIX locale, as a drawing's text is written
    /// in it), `identifier`.
    static let locale = BuiltinType(
        type: .locale,
        typeNames: ["Locale"],
        swiftNames: ["Locale", "NSLocale"],
        constructors: ["Locale": [FunctionForm([Param("identifier", .string)], .object(.locale)) { a in .boxed(LocaleValue(identifier: a[0].string)) }],
                       "NSLocale": [FunctionForm([Param("localeIdentifier", .string)], .object(.locale)) { a in .boxed(LocaleValue(identifier: a[0].string)) }]],
        members: [("identifier", Member(.string) { v in .string(v.ref(LocaleValue.self)?.value.identifier ?? "en_US_POSIX") })],
        staticMember: { name, nr in
            switch name {
            case "current", "autoupdatingCurrent": return .boxed(LocaleValue(identifier: "en_US_POSIX"))
            default: throw Diagnostic.error("'Locale' has no member '\(name)' here (Locale.current is the POSIX locale; Locale(identifier:) makes another)", at: nr)
            }
        })

    static let timeZone = BuiltinType(
        type: .timeZone,
        typeNames: ["TimeZone"],
        swiftNames: ["TimeZone"],
        constructors: ["TimeZone": [
            FunctionForm([Param("secondsFromGMT", N)], .optional(.object(.timeZone))) { a in
                let s = a.num(0)
                // Foundation refuses offsets beyond ±18 hours.
                guard s.rounded() == s, abs(s) <= 18 * 3600 else { return .void }
                return .boxed(TimeZoneValue(secondsFromGMT: Int(s)))
            },
            FunctionForm([Param("identifier", .string)], .optional(.object(.timeZone))) { a in
                TimeZoneValue.offset(named: a[0].string).map { .boxed(TimeZoneValue(secondsFromGMT: $0)) } ?? .void
            },
            FunctionForm([Param("abbreviation", .string)], .optional(.object(.timeZone))) { a in
                TimeZoneValue.offset(named: a[0].string).map { .boxed(TimeZoneValue(secondsFromGMT: $0)) } ?? .void
            },
        ]],
        members: [
            ("identifier", Member(.string) { v in
                let s = v.ref(TimeZoneValue.self)?.value.secondsFromGMT ?? 0
                if s == 0 { return .string("GMT") }
                return .string("GMT" + (s < 0 ? "-" : "+") + DateFormat.padded(abs(s) / 3600, 2) + DateFormat.padded(abs(s) / 60 % 60, 2))
            }),
        ],
        methods: [
            "secondsFromGMT": [MethodForm([], .number) { v, _ in .number(Double(v.ref(TimeZoneValue.self)?.value.secondsFromGMT ?? 0)) },
                               MethodForm([Param("for", .date)], .number) { v, _ in .number(Double(v.ref(TimeZoneValue.self)?.value.secondsFromGMT ?? 0)) }],
        ],
        staticMember: { name, nr in
            switch name {
            case "current", "autoupdatingCurrent", "utc", "gmt": return .boxed(TimeZoneValue(secondsFromGMT: 0))
            default: throw Diagnostic.error("'TimeZone' has no member '\(name)' here (TimeZone.current is UTC; TimeZone(secondsFromGMT:) makes another)", at: nr)
            }
        })

    /// (`NSCalendar.current`, Foundation's class bridging to it, is `Calendar.current` too:
    /// NSCalendar's `current` is a Calendar in Swift.)
    static let calendar = BuiltinType(
        type: .calendar,
        typeNames: ["Calendar", "NSCalendar"],
        swiftNames: ["Calendar"],
        constructors: ["Calendar": [
            FunctionForm([Param("identifier", .symbol)], .object(.calendar)) { a in
                guard case .symbol("gregorian") = a[0] else {
                    throw Diagnostic.error("the Gregorian calendar is the one here: Calendar(identifier: .gregorian)", at: a.argRange(0))
                }
                return .boxed(CalendarValue())
            },
        ]],
        members: [
            ("timeZone", Member(.object(.timeZone)) { v in .boxed(TimeZoneValue(secondsFromGMT: v.ref(CalendarValue.self)?.value.secondsFromGMT ?? 0)) }),
        ] + DateFormat.symbolMembers,
        methods: [
            "component": [MethodForm([Param(nil, .symbol), Param("from", .date)], .number) { v, a in
                let c = try CalendarValue.componentName(a[0], a.argRange(0))
                return .number(Double(v.ref(CalendarValue.self)?.value.component(c, a[1].since1970) ?? 0))
            }],
            "dateComponents": [
                MethodForm([Param(nil, .list), Param("from", .date)], .object(.dateComponents)) { v, a in
                    let cal = v.ref(CalendarValue.self)?.value ?? CalendarValue()
                    var out = DateComponentsValue()
                    guard case .list(let asked) = a[0] else { return .boxed(out) }
                    for c in asked {
                        if case .symbol("timeZone") = c { out.timeZone = cal.secondsFromGMT; continue }
                        let name = try CalendarValue.componentName(c, a.argRange(0))
                        out.values[name] = cal.component(name, a[1].since1970)
                    }
                    return .boxed(out)
                },
                // Every component in the given time zone, which the components carry.
                MethodForm([Param("in", .timeZone), Param("from", .date)], .object(.dateComponents)) { _, a in
                    .boxed(CalendarValue(secondsFromGMT: a[0].ref(TimeZoneValue.self)?.value.secondsFromGMT ?? 0).allComponents(a[1].since1970))
                },
            ],
            "compare": [MethodForm([Param(nil, .date), Param("to", .date), Param("toGranularity", .symbol)], .symbol("")) { v, a in
                let g = try CalendarValue.componentName(a[2], a.argRange(2))
                return .symbol((v.ref(CalendarValue.self)?.value ?? CalendarValue()).compare(a[0].since1970, a[1].since1970, to: g))
            }],
            "date": [
                MethodForm([Param("byAdding", .symbol), Param("value", N), Param("to", .date)], .optional(.object(.date))) { v, a in
                    let c = try CalendarValue.componentName(a[0], a.argRange(0))
                    let n = a.num(1)
                    guard n.rounded() == n, abs(n) < 1e15 else { throw Diagnostic.error("date(byAdding:value:to:) adds a whole number of \(c)s, not \(formatNumber(n))", at: a.argRange(1)) }
                    return (v.ref(CalendarValue.self)?.value ?? CalendarValue()).adding(c, Int(n), to: a[2].since1970).map { .date($0) } ?? .void
                },
                MethodForm([Param("from", .dateComponents)], .optional(.object(.date))) { v, a in
                    guard let c = a[0].ref(DateComponentsValue.self)?.value else { return .void }
                    return (v.ref(CalendarValue.self)?.value ?? CalendarValue()).date(from: c).map { .date($0) } ?? .void
                },
            ],
        ],
        staticMember: { name, nr in
            switch name {
            case "current", "autoupdatingCurrent": return .boxed(CalendarValue())
            default: throw Diagnostic.error("'Calendar' has no member '\(name)' here (Calendar.current is the Gregorian calendar in UTC)", at: nr)
            }
        })

    static let dateComponents = BuiltinType(
        type: .dateComponents,
        typeNames: ["DateComponents"],
        swiftNames: ["DateComponents"],
        // `DateComponents(hour: 10, minute: 9)`: Foundation's memberwise init, each component
        // given in its order or left nil (the calendar given is the one calendar here).
        constructors: ["DateComponents": [FunctionForm([Param("calendar", .calendar, .void), Param("timeZone", .timeZone, .void)]
                                                      + CalendarValue.initOrder.map { Param($0, N, .void) }, .object(.dateComponents)) { a in
            var out = DateComponentsValue()
            if let z = a[1].ref(TimeZoneValue.self) { out.timeZone = z.value.secondsFromGMT }
            for (i, c) in CalendarValue.initOrder.enumerated() {
                guard case .number(let n) = a[2 + i] else { continue }
                guard n.rounded() == n, abs(n) < 1e15 else { throw Diagnostic.error("a date component is a whole number, not \(formatNumber(n))", at: a.argRange(2 + i)) }
                out.values[c] = Int(n)
            }
            return .boxed(out)
        }]],
        members: CalendarValue.components.map { c in
            (c, Member(.optional(.number)) { v in v.ref(DateComponentsValue.self)?.value.values[c].map { .number(Double($0)) } ?? .void })
        } + [("timeZone", Member(.optional(.object(.timeZone))) { v in
            v.ref(DateComponentsValue.self)?.value.timeZone.map { .boxed(TimeZoneValue(secondsFromGMT: $0)) } ?? .void })],
        methods: [
            // `components.setValue(9, for: .hour)`: that component set (a value Foundation keeps
            // as given; the calendar reads it in date(from:)).
            "setValue": [MethodForm([Param(nil, N), Param("for", .symbol)], .void) { v, a in
                let c = try CalendarValue.componentName(a[1], a.argRange(1))
                let n = a.num(0)
                guard n.rounded() == n, abs(n) < 1e15 else { throw Diagnostic.error("a date component is a whole number, not \(formatNumber(n))", at: a.argRange(0)) }
                v.ref(DateComponentsValue.self)?.value.values[c] = Int(n)
                return .void
            }],
        ])
}
