// Date: an instant, as Foundation's, held as seconds since 1970-01-01 00:00:00 UTC. A drawing
// is made at one instant so that its output is reproducible: `Date()` is SOURCE_DATE_EPOCH
// when it is set, else 2001-01-01 00:00:00 UTC (Foundation's reference date); the compile's
// `EvalOptions.now`. Made with `Date()`, `Date(timeIntervalSince1970:)`,
// `Date(timeIntervalSinceReferenceDate:)`, `Date(timeIntervalSinceNow:)`,
// `Date(timeInterval:since:)`; `Date.distantPast`/`distantFuture`; read with
// `timeIntervalSince1970`, `timeIntervalSinceReferenceDate`, `timeIntervalSince(_:)`,
// `addingTimeInterval(_:)`. CACurrentMediaTime(), Core Animation's clock, is fixed too, and
// CFAbsoluteTimeGetCurrent(), Core Foundation's, reads the compile's instant as it counts:
// seconds since the reference date (a `CFAbsoluteTime`, a Double).

import FoundationEssentials
import ViewGeometry
import ViewSyntax

public struct DateValue: ObjectPayload {
    public static var type: ValueType { .date }
    /// Seconds since 1970-01-01 00:00:00 UTC.
    var since1970: Double
    public var description: String { "Date(timeIntervalSince1970: \(formatNumber(since1970)))" }
    public static func same(_ a: Ref<DateValue>, _ b: Ref<DateValue>) -> Bool { a.value.since1970 == b.value.since1970 }

    /// Foundation's reference date, 2001-01-01 00:00:00 UTC, in seconds since 1970.
    static let referenceDate = 978_307_200.0
    /// `Date.distantFuture` and `distantPast`: 4001-01-01 and 0001-01-01 (proleptic Gregorian,
    /// 00:00:00 UTC), as Foundation gives them, in seconds since the reference date.
    static let distantFuture = 63_113_904_000.0, distantPast = -63_114_076_800.0

    /// An instant as calendars and formatters take it apart: within ±10^15 s of 1970 (31.7
    /// million years; not-a-number as 1970), so that their whole days and years stay far inside
    /// Int. Foundation's own calendar gives meaningless fields beyond such instants; here they
    /// are the nearest bound's, never an arithmetic overflow.
    static func calendarInstant(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, -1e15), 1e15) }
    /// A count of calendar units (years, months, days…) as calendars compute with it: within
    /// ±10^12, for the same reason.
    static func calendarCount(_ n: Int) -> Int { min(max(n, -1_000_000_000_000), 1_000_000_000_000) }

    /// The instant the compile is made at.
    static func now(_ run: Runner) -> Double { run.options.now ?? referenceDate }
    /// CACurrentMediaTime(): the device's clock, seconds since it started, which animation
    /// code reads to time its frames. A drawing is one frame at one instant, so every call
    /// gives the same reading, a fixed 1000 s (an elapsed time measured with it is 0).
    static let mediaTime = 1000.0
}

extension Value {
    static func date(_ since1970: Double) -> Value { .boxed(DateValue(since1970: since1970)) }
    var since1970: Double { ref(DateValue.self)?.value.since1970 ?? 0 }
}

extension Builtins {
    static let date = BuiltinType(
        type: .date,
        typeNames: ["Date"],
        swiftNames: ["Date"],
        constructors: ["Date": [
            FunctionForm([], .object(.date)) { a in .date(DateValue.now(a.run)) },
            FunctionForm([Param("timeIntervalSince1970", N)], .object(.date)) { a in .date(a.num(0)) },
            FunctionForm([Param("timeIntervalSinceReferenceDate", N)], .object(.date)) { a in .date(DateValue.referenceDate + a.num(0)) },
            FunctionForm([Param("timeIntervalSinceNow", N)], .object(.date)) { a in .date(DateValue.now(a.run) + a.num(0)) },
            FunctionForm([Param("timeInterval", N), Param("since", .date)], .object(.date)) { a in .date(a[1].since1970 + a.num(0)) },
        ]],
        members: [
            ("timeIntervalSince1970", Member(.number) { v in .number(v.since1970) }),
            ("timeIntervalSinceReferenceDate", Member(.number) { v in .number(v.since1970 - DateValue.referenceDate) }),
        ],
        methods: [
            "timeIntervalSince": [MethodForm([Param(nil, .date)], .number) { v, a in .number(v.since1970 - a[0].since1970) }],
            "addingTimeInterval": [MethodForm([Param(nil, N)], .object(.date)) { v, a in .date(v.since1970 + a.num(0)) }],
        ],
        staticMember: { name, nr in
            switch name {
            case "distantFuture": return .date(DateValue.referenceDate + DateValue.distantFuture)
            case "distantPast": return .date(DateValue.referenceDate + DateValue.distantPast)
            default: throw Diagnostic.error("'Date' has no member '\(name)' here (the subset knows distantFuture and distantPast; the present is Date())", at: nr)
            }
        },
        functions: ["CACurrentMediaTime": [FunctionForm([], .number) { _ in .number(DateValue.mediaTime) }],
                    "CFAbsoluteTimeGetCurrent": [FunctionForm([], .number) { a in .number(DateValue.now(a.run) - DateValue.referenceDate) }]])
}
