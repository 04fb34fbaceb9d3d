// String interpolation and String(format:) in pasted Swift: each value written as Swift writes
// it — an Int `3`, a Double or CGFloat its shortest round-trip form (`0.0`, `0.1`, `1e-05`),
// a Float its own, a Bool `true`, an enum case its name — with the Swift type read from what
// the code declares. The expected texts are Swift's own, computed here by this test's Swift.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftInterpolationTests: XCTestCase {
    static let text = #"""
    canvas(width: 100, height: 100) {
        Texts(frame: Rect(0, 0, 100, 100))
    }

    class Texts: UIView {
        let minValue: CGFloat = 0.0
        var count = 3
        var ratio: Double = 0.1
        let tiny = 0.00001
        var on = true
        var name = "dial"
        enum Mode { case fast, slow }
        enum Level: Int { case low = 1, high }
        var mode: Mode = .slow
        var f: Float = 0.1
        var value: CGFloat = 42.7
        var maybe: Int? = 4
        var none: CGFloat?
        let values: [CGFloat] = [1, 2, 3]

        func total() -> Int { return 7 }
        func half(_ x: Int) -> CGFloat { return CGFloat(x) / 2 }

        func add(_ s: String) {
            let l = UILabel()
            l.text = s
            addSubview(l)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            add("\(minValue)")
            for index in 0...2 { add("\(index)") }
            add("\(Int(value))%")
            let x = 2, y = 5
            add("\(x) of \(y)")
            add(String(format: "%.1f", value))
            add(String(format: "%d of %d", x, y))
            add(String(format: "%05.2f%% %@ %3d|%-4@|", 3.14159, name, count, "ab"))
            add("\(tiny)")
            add("\(on), \(name), \(mode)")
            add("\(f)")
            add("\(count * 2) \(ratio * 2) \(count + 1)")
            add(String(count) + "/" + String(ratio))
            add("\(CGPoint(x: 1, y: 2.5))")
            add("\(total()) \(half(3)) \(values.count) \(Level.high.rawValue) \(Mode.fast)")
            add("\(String(describing: maybe)) \(String(describing: none))")
            add("a\tb \(count)\n\("x")")
            add("\(-count) \(value > 10 ? 1 : 2) \(1.5 * 2)")
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: CGFloat("\(minValue)".count) * 10, height: 10))
            UIRectFill(CGRect(x: 0, y: 20, width: CGFloat("\(count)".count) * 10, height: 10))
            switch "\(tiny)" {
            case "1e-05": UIColor.green.setFill()
            default: UIColor.red.setFill()
            }
            UIRectFill(CGRect(x: 0, y: 40, width: 10, height: 10))
        }
    }
    """#

    /// Each label's text is what Swift's own interpolation gives for the same declarations.
    func testInterpolationWritesEachValueAsSwiftDoes() throws {
        let view = try XCTUnwrap(placedView(Self.text))
        let texts = view.subviews.map { $0.label?.text ?? "?" }
        let minValue = 0.0, count = 3, ratio = 0.1, tiny = 0.00001, f: Float = 0.1, value = 42.7
        let maybe: Int? = 4, none: Double? = nil
        let expected: [String] = [
            "\(minValue)", "\(0)", "\(1)", "\(2)", "\(Int(value))%", "\(2) of \(5)",
            "42.7", "2 of 5", "03.14% dial   3|ab  |",
            "\(tiny)", "true, dial, slow", "\(f)",
            "\(count * 2) \(ratio * 2) \(count + 1)", String(count) + "/" + String(ratio),
            "(\(1.0), \(2.5))", "\(7) \(Double(3) / 2) \(3) \(2) fast",
            "\(String(describing: maybe)) \(String(describing: none))",
            "a\tb \(count)\nx", "\(-count) \(1) \(1.5 * 2)",
        ]
        XCTAssertEqual(texts, expected)
        // The texts Swift gives, spelled out: an Int has no fraction, a Double has one.
        XCTAssertEqual(Array(texts.prefix(2)), ["0.0", "0"])
        XCTAssertEqual(texts[9], "1e-05")
    }

    /// The drawing reads the texts: "0.0" is three characters wide (30), "3" one (10), and
    /// the switch over "\(tiny)" takes its "1e-05" case (green).
    func testInterpolatedTextDrivesTheDrawing() throws {
        let view = try XCTUnwrap(placedView(Self.text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, Double("\(0.0)".count) * 10, 10)
        assertRect(fills[1].bounds, 0, 20, Double("\(3)".count) * 10, 10)
        XCTAssertEqual(fills[2].color, NamedColors.table["green"])
    }

    /// A chain of operators as long as it is written (here 20,000 terms, an Int) is read for
    /// its type in a loop, not a recursion as deep as the chain: no stack overflow.
    func testALongChainIsInterpolatedWithoutDeepRecursion() throws {
        let terms = 20_000
        let chain = Array(repeating: "1", count: terms).joined(separator: " + ")
        let text = """
        canvas(width: 10, height: 10) { Long(frame: Rect(0, 0, 10, 10)) }
        class Long: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let l = UILabel()
                l.text = "\\(\(chain))"
                addSubview(l)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        XCTAssertEqual(view.subviews.first?.label?.text, "\(terms)")
    }

    /// What Swift would not compile, or viewc does not write, is an error at its place.
    func testTextOfUnsupportedValuesAndBadFormatsAreErrors() {
        func errors(_ body: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
            class T: UIView {
                var n = 2
                override func draw(_ rect: CGRect) {
                    \(body)
                }
            }
            """).headlines
        }
        XCTAssertEqual(errors(#"let s = "\(UIColor.red)""#).count, 1)
        XCTAssertTrue(errors(#"let s = "\(UIColor.red)""#).first?.contains("the text of a Color is outside the supported Swift subset") == true)
        XCTAssertTrue(errors(#"let s = String(format: "%d", "x")"#).first?.contains("'%d' takes a number, not a String") == true)
        XCTAssertTrue(errors(#"let s = String(format: "%d %d", n)"#).first?.contains("the format has 2 conversions and String(format:) is given 1 value") == true)
        XCTAssertTrue(errors(#"let s = String(format: "%1$d", n)"#).first?.contains("positional conversions") == true)
        XCTAssertTrue(errors(#"let s = String(CGPoint.zero)"#).first?.contains("String(_:) takes a number, a Bool or a String") == true)
        // A format only known when the code runs is checked then.
        XCTAssertTrue(errors(#"let f = "%d and %d"; let s = String(format: f, n)"#).first?.contains("more conversions than String(format:) is given values (1)") == true)
    }
}

extension SwiftInterpolationTests {
    /// `x.description` is the text interpolation gives (`String(describing:)`): an Int's
    /// without a fraction, a CGFloat's with one, a Bool's its word — compared with Swift's own.
    func testDescriptionIsTheInterpolatedText() throws {
        let text = """
        canvas(width: 100, height: 100) { D(frame: Rect(0, 0, 100, 100)) }
        class D: UIView {
            func add(_ s: String) { let l = UILabel(); l.text = s; addSubview(l) }
            override init(frame: CGRect) {
                super.init(frame: frame)
                let seconds = 2
                let w: CGFloat = 2
                add(seconds.description + ":" + w.description + " " + true.description)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        let seconds = 2, w = 2.0
        XCTAssertEqual(view.subviews.map { $0.label?.text ?? "?" }, [seconds.description + ":" + w.description + " " + true.description])
    }
}

extension SwiftInterpolationTests {
    /// A division of Ints is an Int's, truncated toward zero as Swift's: `remaining / 60` of
    /// Ints is 2 for 125 and −2 for −125; `minutes * 60` then 120; a CGFloat divided stays
    /// exact (125 / 60 ≈ 2.083); an Int literal divided by an Int is an Int too; `Int(x) / 4`
    /// of an Int 10 is 2. Each result is drawn as a rect's width (plus 10, to stay positive).
    func testIntDivisionTruncatesTowardZero() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var remaining = 125
            func minutes(of seconds: Int) -> Int { return seconds / 60 }
            override func draw(_ rect: CGRect) {
                let w: CGFloat = 125
                let m = remaining / 60
                for v in [CGFloat(m), CGFloat(minutes(of: -125)), CGFloat(m * 60), w / 60, CGFloat(250 / remaining), CGFloat(Int(10.5) / 4)] {
                    UIRectFill(CGRect(x: 0, y: 0, width: v + 10, height: 1))
                }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let widths = ownFills(v.content).map { $0.bounds.width - 10 }
        let remaining = 125
        let expected: [Double] = [Double(remaining / 60), Double(-125 / 60), Double(remaining / 60 * 60), 125.0 / 60, Double(250 / remaining), Double(Int(10.5) / 4)]
        XCTAssertEqual(widths.count, expected.count)
        for (g, e) in zip(widths, expected) { XCTAssertEqual(g, e, accuracy: 1e-9) }
    }
}

extension SwiftInterpolationTests {
    /// Swift types a literal by its context and, with none, as an Int: a division of Int
    /// literals is an Int's in `let h = 9 / 2`, a stored property, an Int function's result, an
    /// assignment to an Int, beside an Int operand, in `CGFloat(…)` and in an interpolation; and
    /// a CGFloat's where the context is one (`1 / 2 * rect.width`, `let q: CGFloat = 7 / 2`).
    /// Each is drawn as a rect's width, plus 10.
    func testIntLiteralDivisionTakesItsContextsType() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var stored = 9 / 2
            func quarter() -> Int { return 9 / 4 }
            override func draw(_ rect: CGRect) {
                let n = 10
                let bare = 7 / 2
                var assigned = 0
                assigned = 7 / 2
                let q: CGFloat = 7 / 2
                let label = "\\(5 / 2)"
                for v in [CGFloat(bare), CGFloat(stored), CGFloat(quarter()), CGFloat(assigned), CGFloat(n * (7 / 2)),
                          CGFloat(7 / 2 * 2), CGFloat(1 / 2), CGFloat(-7 / 2), q, 1 / 2 * rect.width, CGFloat(label.count)] {
                    UIRectFill(CGRect(x: 0, y: 0, width: v + 10, height: 1))
                }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let widths = ownFills(v.content).map { $0.bounds.width - 10 }
        let n = 10
        let expected: [Double] = [Double(7 / 2), Double(9 / 2), Double(9 / 4), Double(7 / 2), Double(n * (7 / 2)),
                                  Double(7 / 2 * 2), Double(1 / 2), Double(-7 / 2), 7.0 / 2, 0.5 * 10, Double("\(5 / 2)".count)]
        XCTAssertEqual(widths.count, expected.count)
        for (g, e) in zip(widths, expected) { XCTAssertEqual(g, e, accuracy: 1e-9) }
    }
}

extension SwiftInterpolationTests {
    /// Int literal division given where an Int is wanted by a function's parameter, by
    /// `Array(repeating:count:)`'s count, or to `abs`/`min`/`max`/`stride` with no other type
    /// (their one generic type then Int, as Swift infers it) is an Int's; beside a CGFloat it
    /// is the CGFloat's. Each result is Swift's own, written beside it.
    func testIntLiteralDivisionInIntParametersAndGenericCalls() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func half(_ x: Int) -> Int { x }
                override func draw(_ rect: CGRect) {
                    let w: CGFloat = 1
                    var n = 0
                    for _ in stride(from: 0, to: 7 / 2, by: 1) { n += 1 }
                    print(half(7 / 2), Array(repeating: 0, count: 7 / 2).count, abs(-7 / 2), min(1 / 2, 1), max(7 / 2, 1), n, min(1 / 2, w))
                }
            }
            """
        var n = 0
        for _ in stride(from: 0, to: 7 / 2, by: 1) { n += 1 }
        let w: Double = 1
        XCTAssertEqual(printed(text), "\(7 / 2) \(Array(repeating: 0, count: 7 / 2).count) \(abs(-7 / 2)) \(min(1 / 2, 1)) \(max(7 / 2, 1)) \(n) \(min(1 / 2, w))")
    }
}

extension SwiftInterpolationTests {
    /// `/=` on an Int — a local, a property, a list's element, a struct's field — divides as
    /// Ints (truncated toward zero, as Swift's), while on a CGFloat it keeps the fraction.
    /// Each result is Swift's own, worked out beside it.
    func testDivideAssignOfAnIntTruncates() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct Item { var count: Int }
            class A: UIView {
                var level = 9
                override func draw(_ rect: CGRect) {
                    var i = 10
                    while i > 3 { i /= 2 }
                    var xs = [7, -7]
                    xs[0] /= 2
                    xs[1] /= 2
                    var item = Item(count: 5)
                    item.count /= 2
                    level /= 4
                    var w: CGFloat = 7
                    w /= 2
                    print(i, xs, item.count, level, w)
                }
            }
            """
        var i = 10
        while i > 3 { i /= 2 }
        var xs = [7, -7]
        xs[0] /= 2
        xs[1] /= 2
        var count = 5, level = 9
        count /= 2
        level /= 4
        var w: Double = 7
        w /= 2
        XCTAssertEqual(printed(text), "\(i) \(xs) \(count) \(level) \(w)")
    }
}

extension SwiftInterpolationTests {
    /// `NSString(format:)` is String(format:): the same text for the same format and values
    /// (an NSString is the String), as a label's text and as measured: "%.0f" of 0.6 is "1",
    /// "%05.1f%%" of 42.25 is "042.2%" — both worked out here by Swift's own String(format:).
    func testNSStringFormatIsStringFormat() throws {
        let text = """
        canvas(width: 100, height: 40) { Gauge(frame: Rect(0, 0, 100, 40)) }
        class Gauge: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let value = 0.6, level: CGFloat = 42.25
                let a = UILabel(); a.text = NSString(format: "%.0f", value) as String; addSubview(a)
                let b = UILabel(); b.text = String(NSString(format: "%05.1f%%", level)); addSubview(b)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        XCTAssertEqual(view.subviews.map { $0.label?.text ?? "?" }, [String(format: "%.0f", 0.6), String(format: "%05.1f%%", 42.25)])
    }
}

extension SwiftInterpolationTests {
    /// `type(of: self)` in a method a subclass inherits names the instance's own class (the
    /// subclass), as Swift's dynamic type does; `type(of: self).x` is the static member; a
    /// view's text is its class and frame, the numbers as C's %g writes them (worked out here
    /// by this test's own String(format: "%g")).
    func testTypeOfAViewAndAViewsTextNameItsClass() throws {
        let text = """
        canvas(width: 200, height: 100) { Dial(frame: Rect(0.5, 0, 200, 33.25)) }
        class Base: UIView {
            static let side: CGFloat = 12
            func describe() {
                print(String(describing: type(of: self)), "\\(type(of: self))", type(of: self).side, "\\(self)")
            }
        }
        class Dial: Base {
            override func draw(_ rect: CGRect) { describe() }
        }
        """
        let g = [0.5, 0, 200, 33.25].map { String(format: "%g", $0) }
        XCTAssertEqual(printed(text), "Dial Dial \(12.0) <Dial; frame = (\(g[0]) \(g[1]); \(g[2]) \(g[3]))>")
        XCTAssertEqual(g, ["0.5", "0", "200", "33.25"])
    }

    /// `type(of:)` of what is not a view, and a type written as a value, are named as outside.
    func testTypeOfANonViewAndATypeAsAValueAreNamed() {
        func errors(_ line: String) -> [String] {
            errorsOf("""
            canvas(width: 10, height: 10) { Dial(frame: Rect(0, 0, 10, 10)) }
            class Dial: UIView {
                override func draw(_ rect: CGRect) { \(line) }
            }
            """)
        }
        XCTAssertTrue(errors("let t = type(of: 3)").contains { $0.contains("type(of:) of a Number is outside the supported Swift subset") }, "\(errors("let t = type(of: 3)"))")
        XCTAssertTrue(errors("let t = Dial.self").contains { $0.contains("a type as a value ('Dial.self') is outside the supported Swift subset") }, "\(errors("let t = Dial.self"))")
        XCTAssertEqual(errors("let b = Bundle(for: type(of: self)); let c = Bundle(for: Dial.self)"), [])
    }
}

extension SwiftInterpolationTests {
    /// CGPoint, CGSize, CGRect and CGVector have an initializer of Ints beside the CGFloat and
    /// Double ones: given only Ints and integer literals, Swift picks it, so their literal
    /// divisions divide as Ints (`CGPoint(x: 1 / 2, y: 3 / 2)` is (0.0, 1.0)); a CGFloat or a
    /// literal with a fraction among them picks the CGFloat one. (swiftc 6.3 prints
    /// "(0.0, 1.0) (2.0, 1.0) (0.0, 0.0, 33.0, 3.0) (0.5, 0.5) (0.0, 0.0, 45.0, 3.5)".)
    func testGeometryOfIntLiteralsTakesTheIntInitializer() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let w: CGFloat = 90
                    let a = CGPoint(x: 1 / 2, y: 3 / 2)
                    let b = CGSize(width: 5 / 2, height: 1)
                    let c = CGRect(x: 0, y: 0, width: 100 / 3, height: 7 / 2)
                    let d = CGPoint(x: 1 / 2, y: 0.5)
                    let e = CGRect(x: 0, y: 0, width: w / 2, height: 7 / 2)
                    print(a, b, c, d, e)
                }
            }
            """
        XCTAssertEqual(printed(text), "(0.0, 1.0) (2.0, 1.0) (0.0, 0.0, 33.0, 3.0) (0.5, 0.5) (0.0, 0.0, 45.0, 3.5)")
    }

    /// print takes `Any`: a ternary passed to it has each branch typed on its own, literals by
    /// their defaults (`on ? 1 : 2.5` prints the Int 1, `on ? w : 2` the Int 2), nested ternaries
    /// too; one branch optional makes the ternary that optional (`Optional(5)`), and where a
    /// ternary is not print's own argument (an interpolation, a `let`) its branches have one type.
    /// The expected line is this test's own Swift print of the same expressions.
    func testATernaryPrintTakesAsAnyHasEachBranchItsOwnType() {
        let body = """
                    let on = true, off = false
                    let w: CGFloat = 4, i = 3
                    let o: Int? = 3
                    let x = on ? 1 : 2.5
                    print(on ? 1 : 2.5, off ? w : 2, on ? i : 2.5, off ? (on ? 1 : 2.5) : 7, on ? 1 + 1 : 2.5, off ? o : 5, "\\(on ? 1 : 2.5)", x)
            """
        let on = true, off = false
        let w: CGFloat = 4, i = 3
        let o: Int? = 3
        let x = on ? 1 : 2.5
        var expected = ""
        print(on ? 1 : 2.5, off ? w : 2, on ? i : 2.5, off ? (on ? 1 : 2.5) : 7, on ? 1 + 1 : 2.5, off ? o : 5, "\(on ? 1 : 2.5)", x, terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(body), expected)
    }

    /// A print ternary of an optional and a value that is not a literal of the optional's
    /// wrapped type describes each branch on its own, as Swift boxes each as `Any`
    /// (`on ? o : d` prints Optional(4), `off ? o : d` prints 2.5); a literal the wrapped type
    /// takes is made that optional, of the optional's own number type (`off ? dd : 3` prints
    /// Optional(3.0)); an optional with an array literal is an error naming the construct.
    func testAPrintTernaryJoinsAnOptionalOnlyWithALiteralOfItsType() {
        let body = """
                    let on = true, off = false
                    let o: Int? = 4, d = 2.5, os: String? = nil, dd: Double? = 1.5, ob: Bool? = true
                    let dict = ["k": 2]
                    print(on ? o : d, off ? o : d, off ? os : 5, off ? o : "s", on ? dict["k"] : 0.5, off ? ob : 1, off ? dd : 3, off ? o : 5, on ? os : "t")
            """
        let on = true, off = false
        let o: Int? = 4, d = 2.5, os: String? = nil, dd: Double? = 1.5, ob: Bool? = true
        let dict = ["k": 2]
        var expected = ""
        print(on ? o : d, off ? o : d, off ? os : 5, off ? o : "s", on ? dict["k"] : 0.5, off ? ob : 1, off ? dd : 3, off ? o : 5, on ? os : "t",
              terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(body), expected)
        let r = evaluate(inDraw("        let a: [Int]? = [1]\n        print(false ? a : [2])"))
        XCTAssertEqual(r.headlines.count, 1)
        XCTAssertTrue(r.headlines.first?.contains("print of a ternary joining an optional with a literal of this kind is outside the Swift viewc runs") == true, "\(r.headlines)")
    }

    /// `(on ? 1 : 2.5) as Any` is the ternary print takes as `Any` already: each branch
    /// described as its own type (the Int 1), as Swift's print does. The expected line is this
    /// test's own Swift print of the same expressions.
    func testATernaryCastToAnyInPrintKeepsEachBranchsType() {
        let body = """
                    let on = true
                    print((on ? 1 : 2.5) as Any, (!on ? 1 : 2.5) as Any, (on ? "a" : "b") as Any)
            """
        let on = true
        var expected = ""
        print((on ? 1 : 2.5) as Any, (!on ? 1 : 2.5) as Any, (on ? "a" : "b") as Any, terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(body), expected)
    }

    /// `print(r?.value ?? -1)` of a Double member: Swift's print takes the chain's value and
    /// the integer literal each as `Any`, so a nil chain prints the Int -1; a chain ending in an
    /// optional (`s?.opt ?? -1`, `r?.opt ?? -1`), a floating literal and an interpolation keep
    /// the Double. The
    /// expected line is this test's own Swift print of the same expressions.
    func testAPrintedChainCoalescedWithAnIntLiteralPrintsItAsAnInt() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct R { let value: Double; let opt: Double? }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let r: R? = nil
                    let s: R? = R(value: 2, opt: nil)
                    print(r?.value ?? -1, s?.value ?? -1, s?.opt ?? -1, r?.value ?? 2.5, "\\(r?.value ?? -1)", r?.value ?? 0, r?.opt ?? -1)
                }
            }
            """
        struct R { let value: Double; let opt: Double? }
        let r: R? = nil
        let s: R? = R(value: 2, opt: nil)
        var expected = ""
        print(r?.value ?? -1, s?.value ?? -1, s?.opt ?? -1, r?.value ?? 2.5, "\(r?.value ?? -1)", r?.value ?? 0, r?.opt ?? -1, terminator: "", to: &expected)
        XCTAssertEqual(printed(text), expected)
    }
}
