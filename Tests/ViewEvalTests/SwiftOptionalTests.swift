// Optionals as Swift has them: `T?` of any type, nil by default for a `var`, `??`, `x == nil`,
// optional chaining that does nothing on nil (`context?.fill(r)`), `weak` references, and the
// casts that bridge a value to what it already is (`as CGFloat`, `as CFArray`).

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftOptionalTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Opt(frame: Rect(0, 0, 100, 100))
        Opt(frame: Rect(0, 0, 100, 100), painted: true)
    }

    class Opt: UIView {
        @IBInspectable var painted: Bool = false
        var tint: UIColor?
        weak var helper: UIView?
        var inset: CGFloat? = 10
        private var missing: CGFloat?

        override func layoutSubviews() {
            UIGraphicsGetCurrentContext()?.fill(bounds)   // no context here: does nothing
            if painted { tint = .green }
        }

        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()
            context?.setFillColor((tint ?? UIColor.blue).cgColor)
            let d = inset ?? 0
            context?.fill(bounds.insetBy(dx: d, dy: d))
            if helper == nil && missing == nil {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: missing ?? 5, height: 5))
            }
            let w = 3 as CGFloat
            UIRectFill(CGRect(x: 0, y: 90, width: w, height: w))
        }
    }
    """

    /// Unset: tint nil → blue, inset 10 → (10, 10, 80, 80); helper and missing nil → a red
    /// 5 × 5 (missing ?? 5); `3 as CGFloat` is 3. With painted, layoutSubviews set tint green.
    func testOptionalsDefaultToNilAndCoalesce() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        let plain = ownFills(views[0].content)
        XCTAssertEqual(plain.count, 3)
        assertRect(plain[0].bounds, 10, 10, 80, 80)
        XCTAssertEqual(plain[0].color, Color(red: 0, green: 0, blue: 1))
        assertRect(plain[1].bounds, 0, 0, 5, 5)
        XCTAssertEqual(plain[1].color, Color(red: 1, green: 0, blue: 0))
        assertRect(plain[2].bounds, 0, 90, 3, 3)
        let painted = ownFills(views[1].content)
        XCTAssertEqual(painted[0].color, NamedColors.table["green"])
    }

    /// `.none`, Optional's own case, is nil wherever an optional is wanted — a stored
    /// property's value, an assignment, an argument, a return — also where the wrapped type
    /// is an enum with a case of that name (Swift takes Optional's, with a warning); where the
    /// enum itself is wanted it is its case.
    func testDotNoneIsNilWhereAnOptionalIsWanted() {
        let text = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            enum Mode { case none, some }
            var name: String? = .none
            var mode: Mode? = .none
            var plain: Mode = .none
            func f(_ c: UIColor? = .red) -> Bool { c == nil }
            func g() -> CGFloat? { return .none }
            override func draw(_ rect: CGRect) {
                var w: Int? = 3
                w = .none
                print(name == nil, mode == nil, plain == .none, f(.none), g() == nil, w == nil)
            }
        }
        """
        XCTAssertEqual(printed(text), "true true true true true true")
    }

    /// `nil` given for an optional parameter with a default is nil, not the default, as Swift
    /// passes it: to a function, a method of a struct, an initializer, a struct's memberwise
    /// initializer; a parameter left out takes its default.
    func testNilGivenForAParameterWithADefaultIsNil() {
        let text = """
        canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }
        class P: UIView {
            struct S {
                var w: Int? = 5
                func f(_ x: Int? = 7) -> Int { x ?? -1 }
            }
            struct Q { var v: Int?; init(v: Int? = 3) { self.v = v } }
            func g(_ x: CGFloat? = 2, y: CGFloat = 4) -> CGFloat { (x ?? 10) + y }
            override func draw(_ rect: CGRect) {
                let s = S(w: nil), t = S()
                print(g(nil), g(), g(nil, y: 1), s.w ?? -1, t.w ?? -1, t.f(nil), t.f(), Q(v: nil).v ?? -1, Q().v ?? -1)
            }
        }
        """
        let (a, b, c) = (10.0 + 4, 2.0 + 4, 10.0 + 1)
        XCTAssertEqual(printed(text), "\(a) \(b) \(c) -1 5 -1 7 -1 3")
        // A method of another view class's instance, its convenience init, a function value:
        // nil is nil, a left-out argument its default, variadic arguments a list; an `Int`
        // result prints as an Int.
        let views = """
        canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }
        class Child: UIView {
            var t = 0
            func own(_ x: Int? = 5, y: Int = 2) -> Int { (x ?? -1) * y }
            func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
            convenience init(t: Int? = 6) { self.init(frame: .zero); self.t = t ?? -1 }
        }
        func free(_ x: Int?) -> Int { x ?? -9 }
        class P: UIView {
            override func draw(_ rect: CGRect) {
                let c = Child()
                let g = free
                print(c.own(), c.own(nil), c.own(y: 3), c.sum(1, 2, 3), Child(t: nil).t, Child().t, g(nil), c.own() / 4)
            }
        }
        """
        XCTAssertEqual(printed(views), "\(5 * 2) \(-1 * 2) \(5 * 3) \(1 + 2 + 3) -1 6 -9 \(10 / 4)")
    }

    /// Optional chaining inside an expression is the chain's value or nil: `hint?.width ?? 7`
    /// is 7 while hint is nil and 20 once it is set; `values?.count != 0` is true for nil.
    func testOptionalChainingInAnExpressionIsTheValueOrNil() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Chain(frame: Rect(0, 0, 100, 100))
            Chain(frame: Rect(0, 0, 100, 100), sized: true)
        }

        class Chain: UIView {
            @IBInspectable var sized: Bool = false
            var hint: CGRect?
            var values: [CGFloat]?
            override func layoutSubviews() {
                if sized { hint = CGRect(x: 0, y: 0, width: 20, height: 20) }
            }
            override func draw(_ rect: CGRect) {
                let w = hint?.width ?? 7
                let tall = values?.count != 0 ? CGFloat(2) : 1
                let steps: [CGFloat] = [3, 4]
                let empty: [CGFloat] = []
                UIRectFill(CGRect(x: steps.first!, y: 90, width: steps.last ?? 0, height: empty.first ?? 1))
                UIRectFill(CGRect(x: 0, y: 0, width: w, height: w * tall))
            }
        }
        """
        let views = try XCTUnwrap(root(text)?.subviews)
        assertRect(ownFills(views[0].content)[0].bounds, 3, 90, 4, 1)   // first 3, last 4, an empty list's first nil
        assertRect(ownFills(views[0].content)[1].bounds, 0, 0, 7, 14)
        assertRect(ownFills(views[1].content)[1].bounds, 0, 0, 20, 40)
        // Through an object, an assignment runs when the object is there; into a value's
        // member it changes the optional's value (below), but a call's value is a copy with no
        // place to store it back (Swift's error too).
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    func make() -> CGRect? { return nil }\n    override func draw(_ rect: CGRect) { make()?.origin.x = 3 }\n}\n").headlines,
                       ["t.view:4:42: error: optional chaining into a member of a Rect (a value, not an object) is outside the supported Swift subset: unwrap it with 'if var', change it and store it back"])
        let badge = """
        canvas(width: 100, height: 100) { B(frame: Rect(0, 0, 100, 100)) }
        class B: UIView {
            var badge: UIView?
            var missing: UIView?
            override init(frame: CGRect) {
                super.init(frame: frame)
                badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                badge?.frame.origin.x = 20
                badge?.backgroundColor = .red
                missing?.frame.origin.x = 5
                addSubview(badge!)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let sub = try XCTUnwrap(root(badge)?.subviews.first?.subviews.first)
        assertRect(sub.frame, 20, 0, 10, 10)
        XCTAssertEqual(sub.backgroundColor, NamedColors.table["red"])
    }

    /// Swift's errors: an optional used as its value, nil with no type.
    func testOptionalMisuseIsSwiftsError() throws {
        func errs(_ members: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n\(members)\n}\n").headlines
        }
        XCTAssertEqual(errs("    var r: CGRect?\n    func f() -> CGFloat { return r.width }"),
                       ["t.view:4:34: error: this optional must be unwrapped first: 'guard let name = … else { return }'"])
        // UIColor(named:) has no asset catalog to read: nil, with a warning at the call.
        XCTAssertEqual(errs("    override func draw(_ rect: CGRect) { (UIColor(named: \"Brand\") ?? .blue).setFill() }").count, 0)
        let named = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) { (UIColor(named: \"Brand\") ?? .blue).setFill(); UIRectFill(bounds) }\n}\n")
        XCTAssertEqual(named.headlines, ["t.view:3:43: warning: UIColor(named: \"Brand\") gives nil: a drawing has no asset catalog; write the color as UIColor(red:green:blue:alpha:)"])
        XCTAssertEqual(ownFills(try XCTUnwrap(named.document?.pages.first?.root.subviews.first).content).first?.color, Color(red: 0, green: 0, blue: 1))
        // A cast is checked: a bridge takes what it bridges, `as T` a T.
        XCTAssertEqual(errs("    func f() { let a = [UIColor.red.cgColor] as CFArray; let b = 3 as CGFloat }"), [])
        XCTAssertEqual(errs("    func f() { let s = 3 as NSString }"),
                       ["t.view:3:29: error: a Number cannot be cast to 'NSString'"])
        XCTAssertEqual(errs("    func f() { let p = \"x\" as CGPoint }"),
                       ["t.view:3:24: error: the value cast to 'CGPoint' is a Point, not a String"])
        XCTAssertEqual(errs("    func f() { var x = nil }"),
                       ["t.view:3:20: error: 'nil' needs a type here: write 'var x: Type? = nil'"])
    }
}

extension SwiftOptionalTests {
    /// A `T!` property is an optional that a member read unwraps, as Swift's implicitly
    /// unwrapped optionals are: `stroke.setFill()`, `self.path.fill()`, `path.bounds.width`,
    /// with `stroke != nil` still a comparison; read while nil, it stops as `!` does.
    func testImplicitlyUnwrappedPropertiesUnwrapWhereAMemberIsRead() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var stroke: UIColor!
            var path: UIBezierPath!
            override init(frame: CGRect) {
                super.init(frame: frame)
                stroke = .red
                path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 8, height: 8))
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                if stroke != nil { stroke.setFill() }
                self.path.fill()
                UIRectFill(CGRect(x: 0, y: 0, width: path.bounds.width, height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 1, 1, 8, 8)
        XCTAssertEqual(fills[0].color, NamedColors.table["red"])
        assertRect(fills[1].bounds, 0, 0, 8, 1)
        let unset = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    var stroke: UIColor!\n    override func draw(_ rect: CGRect) { stroke.setFill() }\n}\n").headlines
        XCTAssertEqual(unset.count, 1)
        XCTAssertTrue(unset.first?.hasPrefix("t.view:4:42: error: '!' found nil") == true, "\(unset)")
    }
}

extension SwiftOptionalTests {
    /// `if let _ = x`, `guard let _ = x` and `while let _ = f()` bind nothing: each asks whether
    /// the value is not nil, as Swift's wildcard pattern does. Counting the raw values an enum
    /// has (`while let _ = Kind(rawValue: n) { n += 1 }` over cases 0, 1 and 2) ends at n = 3;
    /// `if let _ = missing` of a nil does not return, `guard let _` of a case goes on.
    func testAWildcardBindingAsksWhetherTheValueIsNotNil() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        enum Kind: Int { case a, b, c }
        class A: UIView {
            var missing: UIColor?
            override func draw(_ rect: CGRect) {
                var n = 0
                while let _ = Kind(rawValue: n) { n += 1 }
                if let _ = missing { return }
                guard let _ = Kind(rawValue: 2) else { return }
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(n), height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 3, 1) }
    }
}

extension SwiftOptionalTests {
    /// Where Swift needs a value that is not optional, a `T!` is unwrapped: an operand of
    /// arithmetic or `<` and a call's argument, for a local `var a: CGFloat!` as for a property;
    /// `== nil` still compares the optional. a = 2π·(1/4) = π/2, so the arc from a − π/2 = 0 to
    /// π/2 about (5, 5) with radius 4 ends at (5 + 4·cos(π/2), 5 + 4·sin(π/2)) = (5, 9): its
    /// bounds are x 5…9, y 5…9; the rect is `width` + 1 = 4 wide.
    func testImplicitlyUnwrappedValuesUnwrapInArithmeticAndArguments() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var width: CGFloat! = 3
            override func draw(_ rect: CGRect) {
                var a: CGFloat!
                if a == nil { a = CGFloat(.pi * 2 * 0.25) }
                let p = UIBezierPath()
                p.move(to: CGPoint(x: 5, y: 5))
                p.addArc(withCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: a - .pi / 2, endAngle: a, clockwise: true)
                p.close()
                UIColor.red.setFill()
                p.fill()
                if a < 2 { UIRectFill(CGRect(x: 0, y: 0, width: width + 1, height: 1)) }
                UIRectFill(CGRect(x: 0, y: 2, width: max(width, 1), height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        XCTAssertEqual(fills[0].bounds.minX, 5, accuracy: 1e-6)
        XCTAssertEqual(fills[0].bounds.maxX, 9, accuracy: 1e-6)
        XCTAssertEqual(fills[0].bounds.maxY, 5 + 4 * sin(Double.pi / 2), accuracy: 1e-6)
        assertRect(fills[1].bounds, 0, 0, 4, 1)
        assertRect(fills[2].bounds, 0, 2, 3, 1)
    }

    /// `var a, b: CGPoint!` makes every name of the list a `CGPoint!`, the first as the last,
    /// as Swift does (a board's line ends, an indicator's start and end points): a class's
    /// properties, a struct's and a local's are implicitly unwrapped where a value is wanted,
    /// as arguments and operands. Origins p0 = (1, 0), p1 = (3, 2), line.start = (0, 4),
    /// line.end = (5, 6); the last fill's width s − e = 6 − 5.
    func testEveryNameOfAListWithOneImplicitlyUnwrappedTypeUnwraps() {
        let text = """
        canvas(width: 40, height: 10) { A(frame: Rect(0, 0, 40, 10)) }
        struct Line { var start, end: CGPoint! }
        class A: UIView {
            var p0, p1: CGPoint!
            var line = Line()
            override func draw(_ rect: CGRect) {
                p0 = CGPoint(x: 1, y: 0)
                p1 = CGPoint(x: 3, y: 2)
                line.start = CGPoint(x: 0, y: 4)
                line.end = CGPoint(x: 5, y: 6)
                var s, e: CGFloat!
                s = 6
                e = 5
                let size = CGSize(width: 1, height: 1)
                UIRectFill(CGRect(origin: p0, size: size))
                UIRectFill(CGRect(origin: p1, size: size))
                UIRectFill(CGRect(origin: line.start, size: size))
                UIRectFill(CGRect(origin: line.end, size: size))
                UIRectFill(CGRect(x: 0, y: 8, width: s - e, height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        let expected: [(Double, Double, Double)] = [(1, 0, 1), (3, 2, 1), (0, 4, 1), (5, 6, 1), (0, 8, 6 - 5)]
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, 1) }
    }

    /// Parentheses around a `T!` keep its implicit unwrap, as Swift's do (`(radius) * cos(a)`
    /// in a gauge layer): a property, a local and another object's property in parentheses,
    /// nested too, are operands and arguments. Widths: (r) · 2 = 6, ((r)) + 1 = 4,
    /// (a) − (r) = 5 − 3 = 2, and (s.w) · 3 = 21; `(r) == nil` still compares the optional.
    func testParenthesesKeepAnImplicitlyUnwrappedValuesUnwrap() {
        let text = """
        canvas(width: 40, height: 10) { A(frame: Rect(0, 0, 40, 10)) }
        class S { var w: CGFloat! = 7 }
        class A: UIView {
            var r: CGFloat! = 3
            override func draw(_ rect: CGRect) {
                var a: CGFloat!
                a = 5
                let s = S()
                UIRectFill(CGRect(x: 0, y: 0, width: (r) * 2, height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: ((r)) + 1, height: 1))
                UIRectFill(CGRect(x: 0, y: 4, width: (a) - (r), height: 1))
                UIRectFill(CGRect(x: 0, y: 6, width: (s.w) * 3, height: 1))
                if (r) != nil { UIRectFill(CGRect(x: 0, y: 8, width: max((r), 1), height: 1)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        let r = 3.0, a = 5.0, w = 7.0
        let expected: [Double] = [r * 2, r + 1, a - r, w * 3, r]
        XCTAssertEqual(fills.map(\.bounds.width), expected)
    }

    /// `x as! T` of an optional view (`superview as! Board`, a layer's `delegate as! Slider`)
    /// unwraps it and casts, as Swift does: the cell reads its board's `size`, 40, as its fill's
    /// width, and a cast to a class the superview is not stops there.
    func testAForcedCastOfAnOptionalViewUnwrapsAndCastsIt() {
        let text = """
        canvas(width: 100, height: 20) { Board(frame: Rect(0, 0, 100, 20)) }
        class Board: UIView {
            var size: CGFloat = 40
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(Cell(frame: CGRect(x: 0, y: 0, width: 50, height: 10)))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Other: UIView {}
        class Cell: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: (superview as! Board).size, height: 1))
            }
        }
        """
        guard let v = placedView(text), let cell = v.subviews.first else { return XCTFail("no cell") }
        XCTAssertEqual(ownFills(cell.content).map(\.bounds.width), [40])
        let wrong = evaluate(text.replacingOccurrences(of: "(superview as! Board).size", with: "(superview as! Other).frame.width")).headlines
        XCTAssertEqual(wrong.count, 1)
        XCTAssertTrue(wrong.first?.contains("'as!' found an instance that is not a Other") == true, "\(wrong)")
    }

    /// Another object's `T!` property is unwrapped where Swift needs its value, as the class's
    /// own: a condition (`if other.flag`, `!other.flag`, `&&`), an operand, an argument, the
    /// value of a compound assignment, a value given a type that is not optional; `== nil` compares the optional, and one that
    /// is nil where it is unwrapped stops there as Swift does. Widths: w + 1 = 8, 2·w = 14,
    /// 1 += w is 8, and the `let` typed CGFloat is w = 7.
    func testAnotherObjectsImplicitlyUnwrappedPropertyUnwrapsWhereItsValueIsRead() {
        let text = """
        canvas(width: 40, height: 10) { A(frame: Rect(0, 0, 40, 10)) }
        class Settings {
            var flag: Bool! = true
            var width: CGFloat! = 7
            var missing: CGFloat!
        }
        class A: UIView {
            let settings = Settings()
            override func draw(_ rect: CGRect) {
                let other = Settings()
                if settings.flag { UIRectFill(CGRect(x: 0, y: 0, width: settings.width + 1, height: 1)) }
                if !other.flag { UIRectFill(CGRect(x: 0, y: 9, width: 1, height: 1)) }
                if other.flag && self.settings.flag { UIRectFill(CGRect(x: 0, y: 2, width: max(other.width * 2, 1), height: 1)) }
                var w: CGFloat = 1
                w += other.width
                if other.missing == nil { UIRectFill(CGRect(x: 0, y: 4, width: w, height: 1)) }
                let typed: CGFloat = other.width
                UIRectFill(CGRect(x: 0, y: 6, width: typed, height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.bounds.width), [7 + 1, 2 * 7, 1 + 7, 7])
        let unset = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass S { var w: CGFloat! }\nclass A: UIView {\n    override func draw(_ rect: CGRect) { let s = S(); UIRectFill(CGRect(x: 0, y: 0, width: s.w, height: 1)) }\n}\n").headlines
        XCTAssertEqual(unset.count, 1)
        XCTAssertTrue(unset.first?.hasPrefix("t.view:4:92: error: '!' found nil") == true, "\(unset)")
    }

    /// A `T!` parameter (`func stroke(line: Line!)`, as the Big Nerd Ranch's TouchTracker writes
    /// it) is unwrapped where a member is read and compared as an optional with `!= nil`:
    /// the line given is drawn, and a nil one is skipped by the check.
    func testAnImplicitlyUnwrappedParameterUnwrapsWhereAMemberIsRead() {
        let text = """
        canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
        class Line { var begin = CGPoint(); var end = CGPoint() }
        class A: UIView {
            func stroke(line: Line!) {
                if line != nil { UIRectFill(CGRect(x: line.begin.x, y: line.begin.y, width: line.end.x - line.begin.x, height: 1)) }
            }
            override func draw(_ rect: CGRect) {
                let l = Line()
                l.begin = CGPoint(x: 2, y: 3)
                l.end = CGPoint(x: 12, y: 3)
                stroke(line: l)
                stroke(line: nil)
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        guard fills.count == 1 else { return }
        assertRect(fills[0].bounds, 2, 3, 12 - 2, 1)
    }

    /// A `[T]!` is walked by `for … in` as Swift unwraps it, and so is a `T!` property's
    /// `newValue` (PaintCode's `[AnyObject]!` target setters): the setter doubles each width
    /// it is given into its store, and the loop draws each stored width; a `T!` cast `as T`
    /// and one stored into a rect's member are unwrapped.
    func testForInUnwrapsAnImplicitlyUnwrappedList() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        class A: UIView {
            var stored: [CGFloat] = []
            var marks: [CGFloat]! = [1, 2]
            var side: CGFloat! = 4
            var widths: [CGFloat]! {
                get { return stored }
                set { stored = []; for w in newValue { stored.append(w * 2) } }
            }
            override func draw(_ rect: CGRect) {
                widths = [3, 4]
                for m in marks { UIRectFill(CGRect(x: m * 10, y: 0, width: 1, height: 1)) }
                for w in widths { UIRectFill(CGRect(x: 0, y: 5, width: w, height: 1)) }
                var r = CGRect.zero
                r.size.width = side
                UIRectFill(CGRect(x: 0, y: 10, width: (side as CGFloat), height: r.width))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.bounds), [Rect(10, 0, 1, 1), Rect(20, 0, 1, 1), Rect(0, 5, 3 * 2, 1), Rect(0, 5, 4 * 2, 1), Rect(0, 10, 4, 4)])
    }

    /// UILabel's `text` (a `String?`) and its null-resettable `textColor` and `font` take
    /// optionals, as Swift code assigns them: a value sets the property, nil gives no text, the
    /// default black and the default 17-point system font.
    func testALabelsOptionalPropertiesTakeOptionals() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var name: String? = "hi"
            var missing: String?
            var tint: UIColor? = .red
            var face: UIFont? = UIFont.systemFont(ofSize: 12)
            override func layoutSubviews() {
                let shown = UILabel()
                shown.text = name
                shown.textColor = tint
                shown.font = face
                addSubview(shown)
                let reset = UILabel()
                reset.font = face
                reset.text = missing
                reset.textColor = nil
                reset.font = nil
                addSubview(reset)
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let labels = v.subviews.compactMap(\.label)
        XCTAssertEqual(labels.map(\.text), ["hi", ""])
        XCTAssertEqual(labels.map(\.textColor), [Color(red: 1, green: 0, blue: 0), Color(white: 0)])
        XCTAssertEqual(labels.map(\.font.size), [12, 17])
    }

    /// UILabel's `attributedText` is an `NSAttributedString?` in Swift code: an optional holding
    /// a string sets the text and the color of its first character; nil leaves no text (and no
    /// attributes), as UILabel's setter does.
    func testALabelsAttributedTextTakesAnOptional() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var shownText: NSAttributedString? = NSAttributedString(string: "65%", attributes: [.foregroundColor: UIColor.red])
            var missing: NSAttributedString?
            override func layoutSubviews() {
                let shown = UILabel()
                shown.attributedText = shownText
                addSubview(shown)
                let reset = UILabel()
                reset.text = "old"
                reset.attributedText = missing
                addSubview(reset)
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let labels = v.subviews.compactMap(\.label)
        XCTAssertEqual(labels.map(\.text), ["65%", ""])
        XCTAssertEqual(labels.map { $0.attributed == nil }, [false, true])
        XCTAssertEqual(labels.first?.textColor, Color(red: 1, green: 0, blue: 0))
    }

    /// An extension of a class of the file reads the class's `T!` properties as the class's
    /// own code does: unwrapped where a member is read (`path.removeAllPoints()`) or a value is
    /// needed (`side * 2`, `self.side + 1`). A 4 × 4 rectangle emptied is empty; side 3 gives
    /// 3 × 2 and 3 + 1.
    func testAnExtensionOfAClassUnwrapsItsImplicitlyUnwrappedProperties() {
        let text = """
        canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
        class A: UIView {
            var path: UIBezierPath!
            var side: CGFloat!
            override func layoutSubviews() {
                path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
                side = 3
                reset()
                print(path.isEmpty, doubled, grown())
            }
        }
        extension A {
            var doubled: CGFloat { side * 2 }
            func grown() -> CGFloat { self.side + 1 }
            func reset() { path.removeAllPoints() }
        }
        """
        XCTAssertEqual(printed(text), "true \(CGFloat(3 * 2)) \(CGFloat(3 + 1))")
    }

    /// A type nested in a class is named through the class as well as alone:
    /// `Kit.Mode.wide` is the case `.wide`, and `Kit.Size.side` a static of the nested struct.
    func testNestedTypesAreNamedThroughTheirClass() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class Kit: NSObject {
            enum Mode: Int { case narrow = 2, wide = 6 }
            struct Size { static let side: CGFloat = 3 }
            class func draw(mode: Kit.Mode) {
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(mode.rawValue), height: Kit.Size.side))
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) { Kit.draw(mode: Kit.Mode.wide) }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 6, 3) }
    }
}

extension SwiftOptionalTests {
    /// `is` and `as?` test what a view is when the code runs: among the subviews (a label, an
    /// image view, a plain view, an instance of the file's class B; the shape layer added to the
    /// layer is a sublayer, no subview) each test
    /// draws a rect 1 (true) or 0 (false) tall at its index; `as? B` gives the B, whose width
    /// (7) is read through it; the canvas is no UIScrollView; a number is a CGFloat and no
    /// String, known when the file is checked.
    func testIsAndConditionalCastsTestWhatAViewIsWhenTheCodeRuns() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class B: UIControl { }
        class A: UIView {
            var seen: [CGFloat] = []
            override func layoutSubviews() {
                addSubview(UILabel())
                addSubview(UIImageView(image: nil))
                addSubview(UIView())
                addSubview(B(frame: CGRect(x: 0, y: 0, width: 7, height: 1)))
                layer.addSublayer(CAShapeLayer())
                for v in subviews {
                    seen.append(v is UILabel ? 1 : 0)
                    seen.append(v is UIImageView ? 1 : 0)
                    seen.append(v is B ? 1 : 0)
                    seen.append(v is UIControl ? 1 : 0)
                    seen.append((v as? B)?.frame.width ?? 0)
                }
                seen.append(superview as? UIScrollView == nil ? 1 : 0)
                seen.append(superview is UIView ? 1 : 0)
                let x: CGFloat = 2
                seen.append(x is CGFloat ? 1 : 0)
                seen.append(x is String ? 1 : 0)
                seen.append((x as? CGFloat) ?? 0)
            }
            override func draw(_ rect: CGRect) {
                for (i, s) in seen.enumerated() { UIRectFill(CGRect(x: CGFloat(i), y: 0, width: 1, height: s)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        // For each subview: is UILabel, is UIImageView, is B, is UIControl, (as? B)'s width or 0.
        let label: [Double] = [1, 0, 0, 0, 0], image: [Double] = [0, 1, 0, 0, 0], plain: [Double] = [0, 0, 0, 0, 0]
        let b: [Double] = [0, 0, 1, 1, 7]
        let want = label + image + plain + b + [1, 1, 1, 0, 2]
        XCTAssertEqual(ownFills(v.content).map(\.bounds.height), want)
    }

    /// `is` and `as?` with a protocol of the file: true for an instance of a class that
    /// conforms (in its declaration or an extension), and `as?` gives the value, whose
    /// requirement is then called: A conforms and draws a rect 3 wide through `f()`, B not.
    func testATypeTestAgainstAProtocolIsConformance() {
        let text = """
        canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
        protocol P: AnyObject { func f() -> CGFloat }
        class A: UIView, P { func f() -> CGFloat { 3 } }
        class B: UIView { }
        class Panel: UIView {
            override func draw(_ rect: CGRect) {
                for v in subviews {
                    UIRectFill(CGRect(x: 0, y: 0, width: v is P ? 1 : 2, height: 1))
                    UIRectFill(CGRect(x: 0, y: 2, width: (v as? P)?.f() ?? 5, height: 1))
                }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(A(frame: CGRect.zero))
                addSubview(B(frame: CGRect.zero))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [1, 3, 2, 5])
    }
}

extension SwiftOptionalTests {
    /// `for case let l as UILabel in subviews` runs its body for the labels alone, in order:
    /// of a label 4 wide, a plain view 8 wide and a label 6 wide, the loop draws rects 4 and 6
    /// wide (with `where`, only the wider label's).
    func testForCaseLetAsVisitsTheElementsOfThatType() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 4, height: 1)))
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 1)))
                addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1)))
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                for case let l as UILabel in subviews { UIRectFill(CGRect(x: 0, y: 0, width: l.frame.width, height: 1)) }
                for case let l as UILabel in subviews where l.frame.width > 5 { UIRectFill(CGRect(x: 0, y: 2, width: l.frame.width, height: 1)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [4, 6, 6])
    }

    /// A `for case` with another pattern is named at its `case`.
    func testOtherForCasePatternsAreLocatedErrors() {
        let text = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f(_ xs: [CGFloat]) { for case 1 in xs { } }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, ["t.view:3:35: error: 'for case' patterns are outside the supported Swift subset (docs/language.md §13)"])
    }
}

extension SwiftOptionalTests {
    /// A `T!` returned from a function or getter whose result is not optional, or given to a
    /// `let` typed as the value, is unwrapped, as Swift does with what cannot stay optional:
    /// a property, a static of a class read through its name, and a PaintCode StyleKit's
    /// `struct LocalCache { static var image: T! }` in the function that fills it. A result
    /// typed `T?` keeps the optional (a nil one is no fill).
    func testImplicitlyUnwrappedValuesUnwrapWhereAResultOrTypedValueIsWanted() throws {
        let text = """
        canvas(width: 40, height: 10) { A(frame: Rect(0, 0, 40, 10)) }
        class Kit: NSObject {
            static var shared: UIColor! = .red
            class func cached() -> UIColor {
                struct LocalCache { static var color: UIColor! }
                if LocalCache.color != nil { return LocalCache.color }
                LocalCache.color = .blue
                return LocalCache.color
            }
        }
        class A: UIView {
            var tint: UIColor! = .green
            var missing: UIColor!
            func own() -> UIColor { return tint }
            var computed: UIColor { tint }
            func maybe() -> UIColor? { return missing }
            override func draw(_ rect: CGRect) {
                own().setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                Kit.cached().setFill(); UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                let c: UIColor = Kit.shared
                c.setFill(); UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
                computed.setFill(); UIRectFill(CGRect(x: 30, y: 0, width: 5, height: 10))
                if let m = maybe() { m.setFill(); UIRectFill(CGRect(x: 35, y: 0, width: 5, height: 10)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), ["green", "blue", "red", "green"].map { NamedColors.table[$0] })
        XCTAssertEqual(fills.map(\.bounds.minX), [0, 10, 20, 30])
    }
}

extension SwiftOptionalTests {
    /// An optional's patterns in `if case` and `guard case` — `let v?`, `.some(let v)`,
    /// `let .some(v)` — bind its value as `if let` does, with more conditions after them; nil
    /// takes the `else`.
    func testOptionalPatternsInIfCaseAndGuardCaseBindTheValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var last: CGFloat? = 7
                var none: CGFloat? = nil
                func read() -> String {
                    var out = ""
                    if case let v? = last, v > 5 { out += "big\\(v) " }
                    if case .some(let w) = last { out += "some\\(w) " }
                    if case let .some(u) = last { out += "again\\(u) " }
                    if case let n? = none { out += "never\\(n) " } else { out += "none " }
                    guard case let g? = last else { return out }
                    return out + "guard\\(g)"
                }
                override func draw(_ rect: CGRect) { print(read()) }
            }
            """
        XCTAssertEqual(printed(text), "big7.0 some7.0 again7.0 none guard7.0")
        // A file whose own enum has a case `some`: `.some(let v)` is that case's pattern.
        let own = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Amount { case some(CGFloat), none }
            class A: UIView {
                var a: Amount = .some(3)
                override func draw(_ rect: CGRect) { if case .some(let n) = a { print("amount \\(n)") } }
            }
            """
        XCTAssertEqual(printed(own), "amount 3.0")
    }
}

extension SwiftOptionalTests {
    /// A switch over an optional matches its value with `case let v?:` (or `.some(let v)`),
    /// binding the value unwrapped, and nil with `case nil:`; the two cover it, as Swift's
    /// exhaustiveness says. A value bound from an optional Int, and `case let x where …` of an
    /// Int, are Ints (their text and division are Swift's).
    func testASwitchOverAnOptionalBindsItsValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func name(_ o: Int?) -> String {
                    switch o {
                    case let v? where v > 100: return "big \\(v)"
                    case var v? where v > 50: v -= 50; return "less \\(v)"
                    case let v?: return "\\(v) \\(v / 2)"
                    case nil: return "none"
                    }
                }
                func size(_ n: Int) -> String {
                    switch n {
                    case let x where x > 2: return "\\(x / 2)"
                    case let y: return "small \\(y)"
                    }
                }
                func width(_ w: CGFloat?) -> String {
                    switch w {
                    case .some(let x): return "\\(x)"
                    case .none: return "no width"
                    }
                }
                override func draw(_ rect: CGRect) { print(name(7), name(nil), name(300), name(80), size(7), size(1), width(3), width(nil)) }
            }
            """
        func name(_ o: Int?) -> String {
            switch o {
            case let v? where v > 100: return "big \(v)"
            case var v? where v > 50: v -= 50; return "less \(v)"
            case let v?: return "\(v) \(v / 2)"
            case nil: return "none"
            }
        }
        func size(_ n: Int) -> String {
            switch n {
            case let x where x > 2: return "\(x / 2)"
            case let y: return "small \(y)"
            }
        }
        let w: CGFloat = 3
        XCTAssertEqual(printed(text), "\(name(7)) \(name(nil)) \(name(300)) \(name(80)) \(size(7)) \(size(1)) \(Double(w)) no width")
    }
}

extension SwiftOptionalTests {
    /// `case let v?:` alone leaves nil unmatched, which Swift's exhaustiveness refuses (so does
    /// a `case nil:` whose `where` may fail); `v?` over a value that is no optional is an error
    /// at the pattern.
    func testASwitchOverAnOptionalMustMatchNil() {
        let body = { (subject: String, cases: String) in """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func f(_ o: \(subject)) -> String {
                    switch o {
                    \(cases)
                    }
                }
            }
            """ }
        XCTAssertEqual(evaluate(body("Int?", "case let v?: return \"\\(v)\"")).headlines,
                       ["t.view:4:16: error: the switch must be exhaustive: add 'case nil:' or 'default:'"])
        XCTAssertEqual(evaluate(body("Int?", "case let v? where v > 2: return \"\\(v)\"\n        case nil: return \"\"")).headlines,
                       ["t.view:4:16: error: the switch must be exhaustive: add 'default:'"])
        XCTAssertEqual(evaluate(body("Int", "case let v?: return \"\\(v)\"\n        default: return \"\"")).headlines,
                       ["t.view:5:18: error: 'v?' matches an optional's value; a Number is not an optional"])
    }
}

extension SwiftOptionalTests {
    /// `for case let x? in optionals` walks the values there are (`.some(let x)` too, with a
    /// `where`), and `if var`, `guard var` and `case var x?` bind a variable the code may
    /// change, as Swift's; an optional Int's value stays an Int. The text is Swift's own.
    func testForCaseOverOptionalsAndVarBindings() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func bumped(_ o: Int?) -> Int {
                    guard var n = o else { return -1 }
                    n += 10
                    return n
                }
                override func draw(_ rect: CGRect) {
                    let opts: [Int?] = [7, nil, 3]
                    var out: [Int] = []
                    for case let x? in opts { out.append(x / 2) }
                    for case .some(let y) in opts where y > 4 { out.append(y) }
                    var s = ""
                    for case var z? in [nil, 2.5] { z += 1; s += "\\(z)" }
                    if var w = opts[2] { w *= 5; out.append(w) }
                    print(out, s, bumped(4), bumped(nil))
                }
            }
            """
        func bumped(_ o: Int?) -> Int {
            guard var n = o else { return -1 }
            n += 10
            return n
        }
        let opts: [Int?] = [7, nil, 3]
        var out: [Int] = []
        for case let x? in opts { out.append(x / 2) }
        for case .some(let y) in opts where y > 4 { out.append(y) }
        var s = ""
        for case var z? in [nil, 2.5] { z += 1; s += "\(z)" }
        if var w = opts[2] { w *= 5; out.append(w) }
        XCTAssertEqual(printed(text), "\(out) \(s) \(bumped(4)) \(bumped(nil))")
    }
}

extension SwiftOptionalTests {
    /// Optional's `map` and `flatMap`: the closure given the value, nil when there is none (the
    /// closure does not run); flatMap's closure's optional is not wrapped again. An Int stays one.
    func testOptionalMapAndFlatMap() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var runs = 0
                override func draw(_ rect: CGRect) {
                    let some: Int? = 4
                    let none: Int? = nil
                    let a = some.map { $0 * 2 } ?? 0
                    let b = none.map { x -> Int in runs += 1; return x * 2 } ?? -1
                    let c = some.flatMap { $0 > 2 ? $0 * 10 : nil } ?? 0
                    let w: CGFloat? = 1.5
                    let d = w.map { CGRect(x: 0, y: 0, width: $0, height: 1) }?.width ?? 0
                    print(a, b, c, d, runs)
                }
            }
            """
        let some: Int? = 4, none: Int? = nil, w: CGFloat? = 1.5
        let want = "\(some.map { $0 * 2 } ?? 0) \(none.map { $0 * 2 } ?? -1) \(some.flatMap { $0 > 2 ? $0 * 10 : nil } ?? 0) \(w.map { CGRect(x: 0, y: 0, width: $0, height: 1) }?.width ?? 0) 0"
        XCTAssertEqual(printed(text), want)
    }
}

extension SwiftOptionalTests {

    /// An optional inspectable (`@IBInspectable var fillColor: UIColor?`, nil unless set) takes
    /// a value of its type from its placement, wrapped, as Interface Builder sets it; unset it
    /// stays nil and the view draws nothing.
    func testAnOptionalInspectableTakesItsPlacementsValue() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Rounded(frame: Rect(0, 0, 100, 50), cornerRadius: 8, fillColor: .orange)
            Rounded(frame: Rect(0, 50, 100, 50))
        }
        class Rounded: UIView {
            @IBInspectable var cornerRadius: CGFloat = 0
            @IBInspectable var fillColor: UIColor?
            override func draw(_ rect: CGRect) {
                if let context = UIGraphicsGetCurrentContext(), let fillColor = fillColor {
                    context.setFillColor(fillColor.cgColor)
                    UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).fill()
                }
            }
        }
        """
        let views = try XCTUnwrap(root(text)?.subviews)
        let set = ownFills(views[0].content)
        XCTAssertEqual(set.count, 1)
        XCTAssertEqual(set[0].color, NamedColors.table["orange"])
        assertRect(set[0].bounds, 0, 0, 100, 50)
        XCTAssertEqual(ownFills(views[1].content).count, 0)
    }

    /// An assignment through a `T!` of a value type (`origin.x += d` of a `CGPoint!`, as
    /// CS193P's GraphView moves its origin) changes the optional's own value, as Swift does;
    /// nil stops it as `!` does.
    func testAnAssignmentThroughAnImplicitlyUnwrappedValueChangesIt() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Graph(frame: Rect(0, 0, 100, 100)) }
        class Graph: UIView {
            var origin: CGPoint!
            var size: CGSize! = CGSize(width: 4, height: 5)
            override func awakeFromNib() {
                origin = CGPoint(x: 10, y: 20)
                origin.x += 5
                origin!.y *= 2
                size.width = 7
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(origin: origin, size: size))
            }
        }
        """))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 10 + 5, 20 * 2, 7, 5)
        let unset = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    var origin: CGPoint!\n    override func draw(_ rect: CGRect) { origin.x = 1 }\n}\n").headlines
        XCTAssertEqual(unset.count, 1)
        XCTAssertTrue(unset.first?.contains("error: '!' found nil") == true, "\(unset)")
    }
}

extension SwiftOptionalTests {
    /// A `T!` property declared in a superclass of the file is the subclass's member too, and
    /// unwrapped where a member of it is read, as the class's own `T!` properties are: the base
    /// view's `make()` sets `path` to a 6 × 4 rect at (2, 3), the subclass fills it red and
    /// reads its width (6) for a second rect; unset, it stops at `'!' found nil`.
    func testAnInheritedImplicitlyUnwrappedPropertyUnwrapsInTheSubclass() {
        let text = """
        canvas(width: 20, height: 20) { Sub(frame: Rect(0, 0, 20, 20)) }
        class Sub: Base {
            override func draw(_ rect: CGRect) {
                make()
                UIColor.red.setFill()
                path.fill()
                UIRectFill(CGRect(x: 0, y: 10, width: path.bounds.width, height: 1))
            }
        }
        class Base: UIView {
            var path: UIBezierPath!
            func make() { path = UIBezierPath(rect: CGRect(x: 2, y: 3, width: 6, height: 4)) }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        guard fills.count == 2 else { return }
        assertRect(fills[0].bounds, 2, 3, 6, 4)
        XCTAssertEqual(fills[0].color, NamedColors.table["red"])
        assertRect(fills[1].bounds, 0, 10, 6, 1)
        let unset = evaluate("canvas(width: 10, height: 10) { Sub(frame: Rect(0, 0, 10, 10)) }\nclass Sub: Base {\n    override func draw(_ rect: CGRect) { path.fill() }\n}\nclass Base: UIView { var path: UIBezierPath! }\n").headlines
        XCTAssertEqual(unset.count, 1)
        XCTAssertTrue(unset.first?.hasPrefix("t.view:3:42: error: '!' found nil") == true, "\(unset)")
    }

    /// `xs!.remove(at: 1)` changes the optional `var`'s list in place, as Swift's mutating call
    /// through `!` does: [1, 2, 3] less its element 1 is [1, 3], then `append(5)` makes it
    /// [1, 3, 5], so the rect is count·10 = 30 wide and xs![2]·2 = 10 high; on a nil list the `!`
    /// stops the drawing at its place, and a `let` optional is still not a variable.
    func testAMutatingCallThroughForceUnwrapChangesTheOptionalsValue() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        class A: UIView {
            var xs: [CGFloat]? = [1, 2, 3]
            override func draw(_ rect: CGRect) {
                xs!.remove(at: 1)
                xs!.append(5)
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(xs!.count) * 10, height: xs![2] * 2))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 30, 10) }
        let unset = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    var xs: [CGFloat]?\n    override func draw(_ rect: CGRect) { xs!.append(1) }\n}\n").headlines
        XCTAssertEqual(unset.count, 1)
        XCTAssertTrue(unset.first?.hasPrefix("t.view:4:42: error: '!' found nil") == true, "\(unset)")
        let constant = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        let xs: [CGFloat]? = [1]\n        xs!.append(1)\n    }\n}\n").headlines
        XCTAssertEqual(constant, ["t.view:5:9: error: cannot use mutating member on immutable value: 'xs' is a 'let' constant"])
    }

    /// `[CGColor?]()` is an empty list of optionals (Swift reads the element type `T?` written
    /// in an expression as an optional chain): nil and a colour appended make two elements, so
    /// the rect is 2·10 = 20 wide; the first non-nil one is red.
    func testAnEmptyListOfOptionalsIsMadeByItsType() {
        let text = """
        canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var cs = [UIColor?]()
                cs.append(nil)
                cs.append(UIColor.red)
                cs[1]!.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(cs.count) * 10, height: cs[0] == nil ? 5 : 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        guard let f = fills.first else { return }
        assertRect(f.bounds, 0, 0, 20, 5)
        XCTAssertEqual(f.color, NamedColors.table["red"])
    }

    /// `super.init(coder: aDecoder)!` forces a failable initializer delegated to: the
    /// delegation itself, Swift's `init?` delegation from `init!`/`init?`. The view placed with
    /// `init(frame:)` draws its 10 × 10 fill.
    func testAForcedFailableSuperInitIsTheDelegation() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)!
            }
            override func draw(_ rect: CGRect) { UIRectFill(bounds) }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 10, 10) }
    }
}

extension SwiftOptionalTests {
    /// `UIFont(name:size:)` is failable in Swift, so code binds, unwraps and defaults it as an
    /// optional: `if let`, `guard let`, `?? .systemFont(ofSize:)`, `font!` and `font?.pointSize`
    /// on a `let` holding it all give the 14-point font (never nil here: a family iOS ships is
    /// drawn with its clone); the fills are as many points wide as each one read.
    func testUIFontNamedIsAnOptionalInSwiftCode() throws {
        let text = """
        canvas(width: 100, height: 100) { Gauge(frame: Rect(0, 0, 100, 100)) }
        class Gauge: UIView {
            override func draw(_ rect: CGRect) {
                let font = UIFont(name: "Helvetica Neue", size: 14)
                var sizes: [CGFloat] = [font!.pointSize, font?.pointSize ?? 0]
                if let f = UIFont(name: "Helvetica Neue", size: 14) { sizes.append(f.pointSize) }
                sizes.append((UIFont(name: "Helvetica Neue", size: 14) ?? UIFont.systemFont(ofSize: 20)).pointSize)
                guard let g = font else { return }
                sizes.append(g.pointSize)
                for (i, s) in sizes.enumerated() { UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10, width: s, height: 5)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 5)
        for (i, f) in fills.enumerated() { assertRect(f.bounds, 0, Double(i) * 10, 14, 5) }
    }

    /// `for (i, b) in buttons.enumerated()` over a `var buttons: [UIButton]!` set in code: the
    /// list is unwrapped where it is read, as Swift unwraps a `T!` (so are `zip`'s lists); each
    /// element fills a square at its index.
    func testAnImplicitlyUnwrappedListIsWalkedWithItsIndices() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            private var sizes: [CGFloat]!
            var names: [String]!
            override func draw(_ rect: CGRect) {
                sizes = [3, 5, 7]
                names = ["a", "bb"]
                for (i, s) in sizes.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: s, height: s)) }
                for (s, n) in zip(sizes, names) { UIRectFill(CGRect(x: s, y: 50, width: CGFloat(n.count), height: 1)) }
            }
        }
        """))
        let sizes: [Double] = [3, 5, 7], names = ["a", "bb"]
        var expected = sizes.enumerated().map { Rect(Double($0.offset) * 10, 0, $0.element, $0.element) }
        expected += zip(sizes, names).map { Rect($0.0, 50, Double($0.1.count), 1) }
        XCTAssertEqual(ownFills(v.content).map(\.bounds), expected)
    }

    /// A collection's mutating method called through an optional chain (`points?.append(p)` of
    /// a `[CGPoint]?`) changes the optional's own value, and its property's observers run at
    /// each change, as Swift's; a nil one is left nil; another object's property changes too.
    func testAMutatingCallThroughAnOptionalChainChangesTheValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class Holder { var xs: [Int]? = [1] }
            class A: UIView {
                var points: [CGPoint]? = [] { didSet { sets += 1 } }
                var none: [Int]? = nil
                var sets = 0
                let h = Holder()
                override func draw(_ rect: CGRect) {
                    points?.append(CGPoint(x: 10, y: 10))
                    points?.append(CGPoint(x: 50, y: 80))
                    none?.append(3)
                    h.xs?.append(2)
                    self.points?.removeFirst()
                    print(points?.count ?? -1, points?.first?.y ?? -1, sets, none == nil, h.xs?.count ?? -1)
                }
            }
            """
        // Two appends and a removal: one point left, (50, 80); three changes, three didSets.
        XCTAssertEqual(printed(text), "1 80.0 3 true 2")
    }

    /// A member or element set through an optional chain: of a class's instance (a reference)
    /// it is set on the object; of a value (`counts?["a"] = 1` of a `[String: Int]?`, `origin?.x`
    /// of a `CGPoint?`) the optional's own value changes, as Swift's does; nothing when nil. And
    /// `??` with an empty literal keeps the optional's Ints.
    func testAssignmentsThroughAnOptionalChainChangeTheObjectOrTheValue() {
        let text = """
        canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
        class Code { var code = 1 }
        class V: UIView {
            var counts: [String: Int]? = [:]
            var none: [String: Int]?
            var c: Code? = Code()
            var origin: CGPoint? = CGPoint(x: 1, y: 2)
            var xs: [Int]? = [1, 2]
            override func draw(_ rect: CGRect) {
                counts?["a"] = 1
                none?["a"] = 1
                c?.code = 4
                origin?.x = 5
                self.origin?.y += 1
                print(counts ?? [:], none ?? [:], c?.code ?? 0, origin!.x, origin!.y, xs ?? [])
            }
        }
        """
        XCTAssertEqual(printed(text), "[\"a\": 1] [:] 4 5.0 3.0 [1, 2]")
        // A struct's mutating method through the chain is named as outside, as written (not by
        // the name the chain's value is bound to).
        XCTAssertEqual(evaluate("""
        canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
        struct S { var n = 0; mutating func bump() { n += 1 } }
        class V: UIView {
            var s: S? = S()
            override func draw(_ rect: CGRect) { s?.bump() }
        }
        """).headlines, ["t.view:5:42: error: cannot use mutating member on immutable value: a value's mutating method called through an optional chain is outside the supported Swift subset: unwrap it with 'if var', call it and store it back"])
    }

    /// `.zero` assigned later to an optional geometry value is the wrapped type's zero; a list
    /// held by another view made in code is set whole — changed in place it is named, not lost.
    func testZeroAssignedToAnOptionalAndAnotherViewsListInPlace() {
        XCTAssertEqual(printed("""
        canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
        class V: UIView {
            var b: CGRect?
            override func draw(_ rect: CGRect) {
                var s: CGSize? = nil
                b = .zero
                s = .zero
                print(b!, s!)
            }
        }
        """), "(0.0, 0.0, 0.0, 0.0) (0.0, 0.0)")
        XCTAssertEqual(evaluate("""
        canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
        class Chart: UIView { var values: [CGFloat] = [] }
        class V: UIView {
            override func draw(_ rect: CGRect) { let c = Chart(); c.values.append(3) }
        }
        """).headlines, ["t.view:4:59: error: cannot use mutating member on immutable value: changing a property of another view ('Chart') in place is outside the supported Swift subset: set it whole ('c.values = …')"])
    }

    /// A ternary of an optional and a value of the type it wraps (or an implicit member of it)
    /// is that optional, as Swift promotes the plain branch: each value is the branch taken,
    /// wrapped (`on ? ys[1]?.y : 0.0` is Optional(2.5), `off ? … : 7.0` Optional(7.0)), nil
    /// where the optional branch is taken and nil; what reads it unwraps it (`?? -1`, `!`, `?.`).
    func testATernaryOfAnOptionalAndItsWrappedTypeIsThatOptional() {
        let body = """
                let on = true, off = false
                let ys: [CGPoint?] = [nil, CGPoint(x: 1, y: 2.5)]
                let a = on ? ys[1]?.y : 0.0
                let b = off ? ys[1]?.y : 7.0
                let c = on ? ys[0]?.y : 3.0
                let d = off ? 4.0 : ys[1]?.x
                let tint: UIColor? = nil
                let e = off ? tint : .red
                print(a, b, c, d, a ?? -1, c ?? -1, b! * 2, e == nil, e?.cgColor.alpha ?? 0)
        """
        // a and d are ys[1]'s y and x, b the literal 7 made optional; `.red` is no nil, its alpha 1.
        let y: CGFloat = 2.5, x: CGFloat = 1, seven: CGFloat = 7
        XCTAssertEqual(printedInDraw(body), "Optional(\(y)) Optional(\(seven)) nil Optional(\(x)) \(y) \(CGFloat(-1)) \(seven * 2) false \(CGFloat(1))")
    }

    /// NSObject's `x.isKind(of: T.self)` is `x is T`: true for the value's own class and the
    /// classes it inherits from (a file's view class, UIView, a view's layer a CALayer), false
    /// for an heir it is not or another class.
    func testIsKindOfIsTheTestOfAClassAndItsHeirs() {
        XCTAssertEqual(printed("""
        canvas(width: 10, height: 10) { Dial(frame: Rect(0, 0, 10, 10)) }
        class Knob: UIView {}
        class Dial: UIView {
            override func draw(_ rect: CGRect) {
                let knob: UIView = Knob()
                let label: UIView = UILabel()
                print(knob.isKind(of: Knob.self), knob.isKind(of: UIView.self), label.isKind(of: Knob.self), label.isKind(of: UILabel.self),
                      self.isKind(of: Knob.self), isKindTest(self), layer.isKind(of: CALayer.self), layer.isKind(of: CAShapeLayer.self))
            }
            func isKindTest(_ v: UIView) -> Bool { v.isKind(of: Dial.self) }
        }
        """), "true true false true false true true false")
    }

    /// NSObject's `x.isMember(of: T.self)` tests the value's own class alone: true for it
    /// (a file's heir held as a UIView, a UILabel, the view itself, a class's instance), false
    /// for a class it only inherits from (UIView, Knob for a BigKnob) or another one. A layer,
    /// which is one node with its view here, is an error where it is tested so.
    func testIsMemberOfIsTheTestOfTheValuesOwnClass() {
        XCTAssertEqual(printed("""
        canvas(width: 10, height: 10) { Dial(frame: Rect(0, 0, 10, 10)) }
        class Knob: UIView {}
        class BigKnob: Knob {}
        class Shape {}
        class Square: Shape {}
        class Dial: UIView {
            override func draw(_ rect: CGRect) {
                let knob: UIView = BigKnob()
                let label: UIView = UILabel()
                let shape: Shape = Square()
                print(knob.isMember(of: BigKnob.self), knob.isMember(of: Knob.self), knob.isMember(of: UIView.self),
                      label.isMember(of: UILabel.self), label.isMember(of: UIView.self), self.isMember(of: Dial.self),
                      shape.isMember(of: Square.self), shape.isMember(of: Shape.self), Shape().isMember(of: Shape.self))
            }
        }
        """), "true false false true false true true false true")
        let layer = evaluate(inDraw("print(layer.isMember(of: CALayer.self))"))
        XCTAssertEqual(layer.headlines, ["t.view:4:7: error: 'isMember(of:)' of a layer is outside the supported Swift subset: test it with 'is' (docs/language.md §13)"])
    }

    /// `type(of: v) == T.self` compares the value's own class with T: true for its class
    /// (a file's heir held as a UIView, the view itself, a UILabel), false for a class it only
    /// inherits from; `!=` the opposite.
    func testTypeOfEqualsTIsTheValuesOwnClass() {
        XCTAssertEqual(printed("""
        canvas(width: 10, height: 10) { Dial(frame: Rect(0, 0, 10, 10)) }
        class Knob: UIView {}
        class BigKnob: Knob {}
        class Dial: UIView {
            override func draw(_ rect: CGRect) {
                let knob: UIView = BigKnob()
                let label: UIView = UILabel()
                print(type(of: knob) == BigKnob.self, type(of: knob) == Knob.self, type(of: knob) != Knob.self,
                      type(of: self) == Dial.self, type(of: label) == UILabel.self, type(of: label) == UIView.self)
            }
        }
        """), "true false true true true false")
    }

    /// `type(of: s)` of a protocol's value that holds a struct names no view's class: an error
    /// where it runs, never a wrong answer (Swift: `type(of: s) == Square.self` is true).
    func testTypeOfAStructHeldAsAProtocolIsAnErrorWhereItRuns() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        protocol Shape { var side: CGFloat { get } }
        struct Square: Shape { var side: CGFloat = 2 }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s: Shape = Square()
                print(type(of: s) == Square.self)
            }
        }
        """)
        XCTAssertEqual(r.headlines.filter { $0.contains("error:") }.count, 1, "\(r.headlines)")
        XCTAssertTrue(r.headlines.first { $0.contains("error:") }?.contains("error: type(of:) of a value that is not a view") == true, "\(r.headlines)")
        XCTAssertFalse(r.headlines.contains { $0.contains("note:") }, "\(r.headlines)")
    }

    /// Swift evaluates an optional chain's base once: `xs.popLast()?.x` pops one element,
    /// `make()?[1]`, `make()?.count` and `outer()?.inner?.v` call the function once each,
    /// where the chain is a value (beside `??`, in a condition, in a `while let`).
    func testAnOptionalChainEvaluatesItsBaseOnce() {
        struct P { var x: Int }
        var xs = [P(x: 1), P(x: 2), P(x: 3)]
        let popped = xs.popLast()?.x
        var calls = 0
        func make() -> [Int]? { calls += 1; return [4, 5, 6] }
        let second = make()?[1], count = make()?.count ?? 0
        var rows = [[1], [2, 3]]
        var counts: [Int] = []
        while let n = rows.popLast()?.count { counts.append(n) }
        XCTAssertEqual(printed("""
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            struct P { var x: Int }
            class V: UIView {
                var calls = 0
                func make() -> [Int]? { calls += 1; return [4, 5, 6] }
                override func draw(_ rect: CGRect) {
                    var xs = [P(x: 1), P(x: 2), P(x: 3)]
                    let popped = xs.popLast()?.x
                    let second = make()?[1], count = make()?.count ?? 0
                    var rows = [[1], [2, 3]]
                    var counts: [Int] = []
                    while let n = rows.popLast()?.count { counts.append(n) }
                    print(popped!, xs.count, second!, count, calls, counts, rows.isEmpty)
                }
            }
            """), "\(popped!) \(xs.count) \(second!) \(count) \(calls) \(counts) \(rows.isEmpty)")
        // Through an object's optional property, and in a condition.
        final class Inner { var v = 5 }
        final class Outer { var inner: Inner? = Inner() }
        var made = 0
        func outer() -> Outer? { made += 1; return Outer() }
        let v = outer()?.inner?.v
        if (outer()?.inner?.v ?? 0) > 1 { made += 0 }
        XCTAssertEqual(printed("""
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            class Inner { var v = 5 }
            class Outer { var inner: Inner? = Inner() }
            class V: UIView {
                var made = 0
                func outer() -> Outer? { made += 1; return Outer() }
                override func draw(_ rect: CGRect) {
                    let v = outer()?.inner?.v
                    if (outer()?.inner?.v ?? 0) > 1 { print(v!, made) }
                }
            }
            """), "\(v!) \(made)")
    }

    /// `Optional<Int>.none` is nil of the type written, `Optional.none` nil of the context's
    /// type, as Swift's Optional spells them.
    func testOptionalNoneIsNil() {
        let x = Optional<Int>.none, y: CGFloat? = Optional.none, s = Optional<String>.none
        XCTAssertEqual(printedInDraw("""
                    let x = Optional<Int>.none
                    var y: CGFloat? = Optional.none
                    let s = Optional<String>.none
                    print(x == nil, x ?? 4, y == nil, s ?? "none")
                    y = 2
            """), "\(x == nil) \(x ?? 4) \(y == nil) \(s ?? "none")")
    }

    /// An optional's `flatMap` and `map` give what their closure returns: `s.flatMap { Int($0) }`
    /// of a `String?` is an `Int?` (12, not 12.0), as a list's `flatMap { $0 }` keeps its elements'.
    func testAnOptionalsFlatMapIsItsClosuresType() {
        let s: String? = "12"
        let lists = [[1, 2], [3]]
        XCTAssertEqual(printedInDraw("""
                    let s: String? = "12"
                    let n = s.flatMap { Int($0) }
                    let lists = [[1, 2], [3]]
                    print(n ?? 0, s.map { Double($0.count) } ?? 0, lists.flatMap { $0 })
            """), "\(s.flatMap { Int($0) } ?? 0) \(s.map { Double($0.count) } ?? 0) \(lists.flatMap { $0 })")
    }
}
