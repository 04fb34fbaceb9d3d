// Foundation's NumberFormatter and DateFormatter in pasted Swift format as Foundation does in
// the POSIX locale and UTC: the expected texts are this machine's Foundation's, given the same
// settings, locale and time zone.

import XCTest
import Foundation
@testable import ViewEval

final class SwiftFormatterTests: XCTestCase {
    /// A view class whose `init(frame:)` runs `body` (for files that must not compile).
    static func failing(_ body: String) -> String {
        "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n\(body)\n    }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
    }

    func texts(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try XCTUnwrap(labelTexts(body, file: file, line: line), file: file, line: line)
    }

    /// Foundation's formatter in the POSIX locale.
    func posixNumberFormatter(_ style: NumberFormatter.Style = .none) -> NumberFormatter {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.numberStyle = style
        return f
    }

    /// Each text is what Foundation's NumberFormatter gives for the same settings: the `.none`
    /// style has no minimum integer digit (0.5 is ".5" until `minimumIntegerDigits = 1`),
    /// `.decimal` groups by three and keeps three fraction digits, rounding is half to even on
    /// the shortest decimal form (0.125 → "0.12", 0.375 → "0.38"), a minimum pads with zeros,
    /// a maximum below the minimum gives way to it, a percent is times 100 and grouped, `notANumberSymbol` reads back as set; `x as NSNumber` and
    /// `NSNumber(value:)` are the number; a formatter held in a property keeps its settings.
    func testNumberFormatterFormatsAsFoundationInThePOSIXLocale() throws {
        let got = try texts("""
                let f = NumberFormatter()
                f.maximumFractionDigits = 2
                add(f.string(from: 0.5)!)
                f.minimumIntegerDigits = 1
                add(f.string(from: 0.5)!)
                add(f.string(from: 0.125 as NSNumber)!)
                add(f.string(from: NSNumber(value: 0.375))!)
                add(f.string(from: -0.001)!)
                add(f.string(from: 12345.678)!)
                let d = NumberFormatter()
                d.numberStyle = .decimal
                add(d.string(from: 1234567.891)!)
                d.minimumFractionDigits = 2
                add(d.string(from: 3)!)
                d.maximumFractionDigits = 1
                add(d.string(from: 2.25)!)
                add(d.string(from: 4)!)
                let p = NumberFormatter()
                p.numberStyle = .percent
                add(p.string(from: 0.256)!)
                p.notANumberSymbol = "n/a"
                add(p.string(from: 1234.5)! + " " + p.notANumberSymbol)
                let units: Double = 0.01
                f.maximumFractionDigits = Int(-log10(units))
                add(f.string(from: 7.0 / 3.0)!)
        """)
        let f = posixNumberFormatter()
        // Apple's `.none` style has no minimum integer digit (0.5 with two fraction digits is
        // ".5": the reason real code sets minimumIntegerDigits = 1); this machine's Foundation
        // starts at 1, so its formatter is given Apple's default.
        f.minimumIntegerDigits = 0
        var expected: [String] = []
        f.maximumFractionDigits = 2
        expected.append(f.string(from: 0.5)!)
        f.minimumIntegerDigits = 1
        for x in [0.5, 0.125, 0.375, -0.001, 12345.678] { expected.append(f.string(from: NSNumber(value: x))!) }
        let d = posixNumberFormatter(.decimal)
        expected.append(d.string(from: 1234567.891)!)
        d.minimumFractionDigits = 2
        expected.append(d.string(from: 3)!)
        d.maximumFractionDigits = 1
        expected.append(d.string(from: 2.25)!)
        expected.append(d.string(from: 4)!)
        let p = posixNumberFormatter(.percent)
        expected.append(p.string(from: 0.256)!)
        p.notANumberSymbol = "n/a"
        expected.append(p.string(from: 1234.5)! + " " + p.notANumberSymbol)
        f.maximumFractionDigits = Int(-log10(0.01))
        expected.append(f.string(from: NSNumber(value: 7.0 / 3.0))!)
        XCTAssertEqual(got, expected)
        // Spelled out: the texts Foundation gives.
        XCTAssertEqual(Array(got.prefix(2)), [".5", "0.5"])
        XCTAssertEqual(got[6], "1,234,567.891")
    }

    /// NSNumber's literal initialisers, as an axes drawer formats its hashmark labels with them
    /// (`formatter.string(from: NSNumber(floatLiteral: (x - minX) / unit))`), are the number:
    /// each text is Foundation's for Foundation's NSNumber made the same way.
    func testNSNumbersLiteralInitialisersAreTheNumber() throws {
        let got = try texts("""
                let f = NumberFormatter()
                f.minimumIntegerDigits = 1
                f.maximumFractionDigits = 2
                let width: CGFloat = 150, unit: CGFloat = 40
                add(f.string(from: NSNumber(floatLiteral: Double(width) / Double(unit)))!)
                add(f.string(from: NSNumber(integerLiteral: 12))!)
                add(f.string(from: NSNumber(floatLiteral: -0.125))!)
        """)
        let f = posixNumberFormatter()
        f.minimumIntegerDigits = 1
        f.maximumFractionDigits = 2
        let expected = [NSNumber(floatLiteral: 150.0 / 40.0), NSNumber(integerLiteral: 12), NSNumber(floatLiteral: -0.125)]
            .map { f.string(from: $0)! }
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got, ["3.75", "12", "-0.12"])
    }

    /// An NSNumber's text is Foundation's `description(withLocale:)` on Apple's platforms, which
    /// writes a double with `%0.16g` (Apple's documentation of that method): a whole number
    /// without a fraction whichever number it was made of, in a list too (one made of an Int
    /// with `%ld`, of a Float with `%0.7g`); its typed reads are the number as that type.
    func testNSNumbersTextIsFoundationsPercentG() throws {
        let got = try texts("""
                add("\\(NSNumber(value: 3.0)) \\(NSNumber(value: 3)) \\(NSNumber(value: 0.1)) \\(NSNumber(value: 1e20))")
                add(NSNumber(value: 1.0 / 3).stringValue)
                let locations: [NSNumber] = [0, 0.5, 1]
                add("\\(locations)")
                let w: CGFloat = 12
                let n = w as NSNumber
                add("\\(n) \\(NSNumber(value: true)) \\(NSNumber(value: -2.7).intValue) \\(NSNumber(value: 2.5).doubleValue) \\(NSNumber(value: 0.1).floatValue)")
                let f: Float = 0.1, big = 123456789012
                if let read = NumberFormatter().number(from: "3") { add("\\(read) \\(NSNumber(value: f)) \\(NSNumber(value: big))") }
        """)
        func g(_ x: Double) -> String { String(format: "%0.16g", x) }
        XCTAssertEqual(got, ["\(g(3)) \(g(3)) \(g(0.1)) \(g(1e20))", g(1.0 / 3), "[\(g(0)), \(g(0.5)), \(g(1))]",
                             "\(g(12)) 1 \(Int(-2.7)) \(2.5 as Double) \(Float(0.1))",
                             // An integer's as %ld, a Float's as %0.7g.
                             "3 \(String(format: "%0.7g", Double(Float(0.1)))) \(String(format: "%ld", 123456789012))"])
        XCTAssertEqual(got[0], "3 3 0.1 1e+20")
    }

    /// A DateFormatter's pattern, each field as Foundation writes it for the same instant in
    /// UTC and the POSIX locale (2024-02-29 13:05:09.25 UTC, a Thursday, and 1969-07-20
    /// 20:17:40 UTC, before 1970).
    func testDateFormatterFormatsAPatternInUTC() throws {
        let pattern = "yyyy-MM-dd'T'HH:mm:ss.SSS EEE EEEE MMM MMMM d/M/yy h a D K k ''Z'' ZZZZZ"
        let instants = [1_709_211_909.25, -14_182_940.0]
        let got = try texts("""
                let f = DateFormatter()
                f.dateFormat = "\(pattern)"
                add(f.string(from: Date(timeIntervalSince1970: \(instants[0]))))
                add(f.string(from: Date(timeIntervalSince1970: \(instants[1]))))
                add(f.dateFormat)
        """)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = pattern
        XCTAssertEqual(got, instants.map { f.string(from: Date(timeIntervalSince1970: $0)) } + [pattern])
    }

    /// `doesRelativeDateFormatting = false`, Foundation's default, leaves the text as the styles
    /// write it (a medium date and time of 1 000 000 000 s: "Sep 9, 2001 at 1:46:40 AM", with
    /// the U+202F before AM) and reads back false; `true`, which names the day relative to now,
    /// is an error at the setting.
    func testRelativeDateFormattingFalseIsTheDateAndTrueIsOutside() throws {
        let got = try texts("""
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeStyle = .medium
                f.doesRelativeDateFormatting = false
                add(f.string(from: Date(timeIntervalSince1970: 1_000_000_000)))
                add(f.doesRelativeDateFormatting ? "relative" : "absolute")
        """)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = .medium
        f.timeStyle = .medium
        XCTAssertEqual(got, [f.string(from: Date(timeIntervalSince1970: 1_000_000_000)), "absolute"])
        let r = evaluate(Self.failing("""
                let f = DateFormatter()
                f.doesRelativeDateFormatting = true
        """))
        XCTAssertEqual(r.headlines.count, 1)
        XCTAssertTrue(r.headlines.first?.contains(":6:") ?? false, "\(r.headlines)")
        XCTAssertTrue(r.headlines.first?.contains("'doesRelativeDateFormatting = true'") ?? false, "\(r.headlines)")
    }

    /// A pattern letter viewc has no field for is an error at the value set; a NumberFormatter
    /// property it lacks is named with its settable ones.
    func testAnUnknownDateFieldOrFormatterPropertyIsAnError() {
        let r = evaluate(Self.failing("""
                let f = DateFormatter()
                f.dateFormat = "yyyy-QQ"
        """))
        XCTAssertEqual(r.headlines.count, 1)
        XCTAssertTrue(r.headlines.first?.contains("'Q' is no date field") ?? false, "\(r.headlines)")
        let r2 = evaluate(Self.failing("""
                let f = NumberFormatter()
                f.maximumFractionDigit = 2
        """))
        XCTAssertEqual(r2.headlines.count, 1)
        XCTAssertTrue(r2.headlines.first?.contains("NumberFormatter has no settable member 'maximumFractionDigit'; did you mean 'maximumFractionDigits'?") ?? false, "\(r2.headlines)")
    }

    /// `private extension NumberFormatter` adds a convenience initializer (which calls
    /// `self.init()` and sets the new formatter's properties by bare name) and a method that
    /// wraps the formatter's own `string(from:)` under the same label: the wrapper's bare call
    /// is the formatter's own (which takes the NSNumber), not itself.
    func testAnExtensionOfNumberFormatterAddsAnInitAndAWrappingMethod() throws {
        let text = """
        canvas(width: 100, height: 100) { Texts(frame: Rect(0, 0, 100, 100)) }
        private extension NumberFormatter {
            convenience init(digits: Int) {
                self.init()
                numberStyle = .decimal
                maximumFractionDigits = digits
                minimumFractionDigits = digits
            }
            func string(from point: CGFloat) -> String? {
                return string(from: NSNumber(value: Double(point)))
            }
        }
        class Texts: UIView {
            private let formatter = NumberFormatter(digits: 2)
            override init(frame: CGRect) {
                super.init(frame: frame)
                let l = UILabel()
                l.text = formatter.string(from: CGFloat(1234.5))! + " " + NumberFormatter().string(from: 0.25 as NSNumber)!
                addSubview(l)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        let f = posixNumberFormatter(.decimal)
        f.maximumFractionDigits = 2
        f.minimumFractionDigits = 2
        XCTAssertEqual(view.subviews.first?.label?.text, f.string(from: 1234.5)! + " " + posixNumberFormatter().string(from: 0.25)!)
    }

    /// `number(from:)` reads a text back as Foundation's NumberFormatter does in the POSIX
    /// locale (nil for what is no number of the style), and `CGFloat(truncating:)` of the
    /// NSNumber is its value: each text compared with this machine's Foundation. (Texts with
    /// spaces or trailing letters are left out: Linux's Foundation reads their leading number,
    /// where ICU's strict parse on iOS gives nil, as viewc does.)
    /// `extension DateFormatter { static let shared = DateFormatter() }`, as a clock app keeps
    /// one formatter for all its views: one instance, so a pattern one user sets is the one
    /// another reads; a convenience init of the extension sets its own pattern by bare name; a
    /// method wraps `string(from:)`. The texts are Foundation's for the same pattern and instant.
    func testAnExtensionOfDateFormatterAddsASharedInstanceAnInitAndAMethod() throws {
        let text = """
        canvas(width: 100, height: 100) { Clock(frame: Rect(0, 0, 100, 100)) }
        extension DateFormatter {
            static let shared = DateFormatter()
            convenience init(pattern: String) {
                self.init()
                dateFormat = pattern
            }
            func text(at seconds: Double) -> String {
                return string(from: Date(timeIntervalSince1970: seconds))
            }
        }
        class Clock: UIView {
            private let formatter = DateFormatter.shared
            override init(frame: CGRect) {
                super.init(frame: frame)
                let shared = DateFormatter.shared
                shared.dateFormat = "HH:mm"
                let l = UILabel()
                l.text = formatter.string(from: Date(timeIntervalSince1970: 45_296)) + " " + DateFormatter(pattern: "yyyy-MM-dd").text(at: 86_400 * 366)
                addSubview(l)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        func utc(_ pattern: String, _ seconds: Double) -> String {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateFormat = pattern
            return f.string(from: Date(timeIntervalSince1970: seconds))
        }
        // 45 296 s is 12:34:56 on the first day; 366 days later is 1971-01-02.
        XCTAssertEqual(view.subviews.first?.label?.text, utc("HH:mm", 45_296) + " " + utc("yyyy-MM-dd", 86_400 * 366))
        XCTAssertEqual(utc("HH:mm", 45_296) + " " + utc("yyyy-MM-dd", 86_400 * 366), "12:34 1971-01-02")
    }

    func testNumberFromReadsATextAsFoundation() throws {
        let cases: [(NumberFormatter.Style, String)] = [
            (.none, "20"), (.none, "-3.5"), (.none, "abc"), (.none, ""), (.none, "1e3"),
            (.decimal, "1,234.5"), (.decimal, "1234"), (.decimal, "7.25"), (.percent, "50%"), (.percent, "50"),
        ]
        let styles: [NumberFormatter.Style: String] = [.none: ".none", .decimal: ".decimal", .percent: ".percent"]
        let body = cases.map { style, text in
            """
                    do {
                        let f = NumberFormatter()
                        f.numberStyle = \(styles[style]!)
                        if let n = f.number(from: "\(text)") { add("\\(CGFloat(truncating: n))") } else { add("nil") }
                    }
            """
        }.joined(separator: "\n")
        let want = cases.map { style, text in posixNumberFormatter(style).number(from: text).map { "\(Double(truncating: $0))" } ?? "nil" }
        XCTAssertEqual(try texts(body), want)
    }
}

extension SwiftFormatterTests {
    /// `Int(truncating:)` of an NSNumber is its integer value (cut toward zero) and
    /// `Float(truncating:)` its Float value, each compared with this machine's Foundation.
    func testTruncatingInitializersOfAnNSNumberAreFoundations() throws {
        let values = [3.7, -3.7, 0.1, 1e6 + 0.5]
        let body = values.map { "add(\"\\(Int(truncating: NSNumber(value: \($0)))) \\(Float(truncating: NSNumber(value: \($0))))\")" }
            .joined(separator: "\n")
        let want = values.map { "\(Int(truncating: NSNumber(value: $0))) \(Float(truncating: NSNumber(value: $0)))" }
        XCTAssertEqual(try texts(body), want)
    }

    /// A formatter's `locale` is set and read back as set (`Locale(identifier:)`, `Locale.current`
    /// the POSIX locale), and the text stays the POSIX locale's, as the formatters write it.
    func testAFormattersLocaleIsKeptAndTheTextIsThePOSIXLocales() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let df = DateFormatter()
                    df.locale = Locale(identifier: "en_US_POSIX")
                    df.dateFormat = "EEE d MMM"
                    let nf = NumberFormatter()
                    nf.locale = Locale.current
                    nf.numberStyle = .decimal
                    print(df.string(from: Date(timeIntervalSince1970: 0)), df.locale.identifier, nf.locale.identifier, nf.string(from: 1234.5)!)
                }
            }
            """
        let df = DateFormatter()
        df.locale = Locale(identifier: "en_US_POSIX")
        df.timeZone = TimeZone(secondsFromGMT: 0)
        df.dateFormat = "EEE d MMM"
        let nf = NumberFormatter()
        nf.locale = Locale(identifier: "en_US_POSIX")
        nf.numberStyle = .decimal
        XCTAssertEqual(printed(text), "\(df.string(from: Date(timeIntervalSince1970: 0))) en_US_POSIX en_US_POSIX \(nf.string(from: 1234.5)!)")
    }

    /// Foundation's `NSLocale(localeIdentifier:)` is the locale of that identifier, bridged
    /// `as Locale` as Foundation bridges it (a helper's `static let locale = NSLocale(…)`).
    func testNSLocaleIsTheLocaleOfItsIdentifier() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                static let locale = NSLocale(localeIdentifier: "ko_KR")
                override func draw(_ rect: CGRect) {
                    print((A.locale as Locale).identifier)
                }
            }
            """
        XCTAssertEqual(printed(text), (NSLocale(localeIdentifier: "ko_KR") as Locale).identifier)
    }
}

extension SwiftFormatterTests {
    /// A DateFormatter's and a Calendar's month and weekday names, as Foundation's en_US_POSIX
    /// gives them (a calendar heat map's `DateFormatter().shortWeekdaySymbols.map { $0.capitalized }`):
    /// whole, cut to three letters, and to one; the weekdays from Sunday.
    func testADateFormattersAndACalendarsMonthAndWeekdayNames() {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        func listed(_ names: [String], _ n: Int?) -> String {
            let cut: [String] = names.map { name in n.map { String(name.prefix($0)) } ?? name }
            return "[" + cut.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        let reads: [(String, String)] = [
            ("DateFormatter().monthSymbols", listed(months, nil)), ("DateFormatter().shortMonthSymbols", listed(months, 3)),
            ("DateFormatter().veryShortMonthSymbols", listed(months, 1)), ("DateFormatter().weekdaySymbols", listed(days, nil)),
            ("DateFormatter().shortWeekdaySymbols.map { $0.capitalized }", listed(days, 3)),
            ("Calendar.current.veryShortWeekdaySymbols", listed(days, 1)), ("Calendar.current.shortMonthSymbols[8]", "Sep"),
        ]
        for (read, expected) in reads {
            XCTAssertEqual(printedInDraw("print(\(read))"), expected, read)
        }
    }
}
