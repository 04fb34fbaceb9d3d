// Enums with methods, computed properties and static members, as PaintCode's StyleKits write
// `ResizingBehavior` (`func apply(rect:target:) -> CGRect` switching over `self`) and control
// code writes `var isOn: Bool { self == .on }`: run with the case as `self`. The rects are
// worked out here from the resizing rules.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftEnumMethodTests: XCTestCase {
    static let text = """
    canvas(width: 200, height: 100) {
        Fit(frame: Rect(0, 0, 200, 100))
    }

    class Fit: UIView {
        @objc(FitResizingBehavior)
        public enum ResizingBehavior: Int {
            case aspectFit /// proportionally, inside the target
            case aspectFill
            case stretch
            case center

            public func apply(rect: CGRect, target: CGRect) -> CGRect {
                if rect == target || target == CGRect.zero {
                    return rect
                }
                var scales = CGSize.zero
                scales.width = abs(target.width / rect.width)
                scales.height = abs(target.height / rect.height)
                switch self {
                    case .aspectFit:
                        scales.width = min(scales.width, scales.height)
                        scales.height = scales.width
                    case .aspectFill:
                        scales.width = max(scales.width, scales.height)
                        scales.height = scales.width
                    case .stretch:
                        break
                    case .center:
                        scales.width = 1
                        scales.height = 1
                }
                var result = rect.standardized
                result.size.width *= scales.width
                result.size.height *= scales.height
                result.origin.x = target.minX + (target.width - result.width) / 2
                result.origin.y = target.minY + (target.height - result.height) / 2
                return result
            }

            var isScaling: Bool { self != .center }
            var column: CGFloat { return CGFloat(rawValue) * Self.step }
            static let step: CGFloat = 50
            static let all: [ResizingBehavior] = [.aspectFit, .aspectFill, .stretch, .center]
            static func fitting(wide: Bool) -> ResizingBehavior { wide ? .aspectFill : .aspectFit }
        }

        override func draw(_ rect: CGRect) {
            let source = CGRect(x: 0, y: 0, width: 20, height: 10)
            for behavior in ResizingBehavior.all {
                let r = behavior.apply(rect: source, target: CGRect(x: behavior.column, y: 0, width: 40, height: 40))
                (behavior.isScaling ? UIColor.blue : UIColor.red).setFill()
                UIRectFill(r)
            }
            let chosen = ResizingBehavior.fitting(wide: false)
            UIColor.green.setFill()
            UIRectFill(chosen.apply(rect: source, target: CGRect(x: 0, y: 60, width: 40, height: 40)))
        }
    }
    """

    /// Each behavior resizes a 20 × 10 rect into a 40 × 40 target at its column (rawValue × 50):
    /// the scales are 2 across and 4 down; aspect fit takes the smaller, aspect fill the
    /// larger, stretch both, center neither; the result is centered in the target.
    func testEnumMethodsRunWithTheCaseAsSelf() throws {
        let view = try XCTUnwrap(placedView(Self.text))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 5)
        func resized(_ sx: Double, _ sy: Double, column: Double, top: Double = 0) -> (Double, Double, Double, Double) {
            let w = 20 * sx, h = 10 * sy
            return (column + (40 - w) / 2, top + (40 - h) / 2, w, h)
        }
        let scaleX = 40.0 / 20, scaleY = 40.0 / 10
        let expected = [resized(min(scaleX, scaleY), min(scaleX, scaleY), column: 0),
                        resized(max(scaleX, scaleY), max(scaleX, scaleY), column: 50),
                        resized(scaleX, scaleY, column: 100),
                        resized(1, 1, column: 150),
                        resized(min(scaleX, scaleY), min(scaleX, scaleY), column: 0, top: 60)]
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, e.3) }
        XCTAssertEqual(fills.map(\.color), ["blue", "blue", "blue", "red", "green"].map { NamedColors.table[$0] })
    }

    /// An enum at the top of the file, beside the classes (as open-source controls declare
    /// their options): its computed property and static method used in a class's drawing.
    func testAnEnumAtTheTopOfTheFileIsTheFilesType() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Switch(frame: Rect(0, 0, 100, 100))
        }

        public enum State: Int {
            case off, on
            var isOn: Bool { self == .on }
            var width: CGFloat { CGFloat(rawValue + 1) * 10 }
            static func flipped(_ s: State) -> State { s == .on ? .off : .on }
        }

        class Switch: UIView {
            var state: State = .on
            override func draw(_ rect: CGRect) {
                for s in [state, State.flipped(state)] {
                    (s.isOn ? UIColor.green : UIColor.gray).setFill()
                    UIRectFill(CGRect(x: 0, y: s.width, width: s.width, height: 5))
                }
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 0, (1 + 1) * 10, (1 + 1) * 10, 5)
        assertRect(fills[1].bounds, 0, (0 + 1) * 10, (0 + 1) * 10, 5)
        XCTAssertEqual(fills.map(\.color), [NamedColors.table["green"], NamedColors.table["gray"]])
    }

    /// Cases with associated values, as a control's options are passed: made with `.case(v)`
    /// and `Name.case(x:y:)`, taken apart by `case let .tint(c)`, `case .width(let w)`,
    /// `case .box(x: let x, y: _)` and `if case .width(let w) = extra, w > 3`; `case .tint`
    /// matches whatever it holds; interpolated, a case is written as Swift writes it.
    func testCasesWithAssociatedValuesAreMadeAndTakenApart() throws {
        let text = #"""
        canvas(width: 100, height: 100) {
            Opts(frame: Rect(0, 0, 100, 100))
        }
        
        public enum Attributes {
            case tint(UIColor)
            case width(CGFloat)
            case box(x: CGFloat, y: CGFloat)
            case plain
        }
        
        class Opts: UIView {
            var tint: UIColor = .black
            var width: CGFloat = 1
            var origin = CGPoint.zero
            var plains = 0
            func apply(_ attributes: [Attributes]) {
                for a in attributes {
                    switch a {
                    case let .tint(c): tint = c
                    case .width(let w): width = w
                    case .box(x: let x, y: _): origin.x = x
                    case .plain: plains += 1
                    }
                }
            }
            override func draw(_ rect: CGRect) {
                apply([.tint(.red), .width(30), Attributes.box(x: 7, y: 9), .plain])
                let extra = Attributes.width(5)
                if case .width(let w) = extra, w > 3 {
                    width += w
                } else {
                    width = 0
                }
                if case .tint = extra { width = 0 }
                tint.setFill()
                UIRectFill(CGRect(x: origin.x, y: CGFloat(plains), width: width, height: 10))
                let s = "\(extra)"
                UIRectFill(CGRect(x: 0, y: 50, width: CGFloat(s.count), height: 1))
                var hits: CGFloat = 0
                if case .width(let w) = extra, w > 100 { hits = 50 } else { hits += 2 }
                if case .tint = extra, hits > 0 { hits = 50 } else if case .width = extra { hits += 3 } else { hits = 50 }
                UIRectFill(CGRect(x: 0, y: 70, width: hits, height: 1))
            }
        }
        """#
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 3)
        // origin.x from .box(x: 7, …), one .plain, width 30 and then 5 more from `extra`.
        assertRect(fills[0].bounds, 7, 1, 30 + 5, 10)
        XCTAssertEqual(fills[0].color, NamedColors.table["red"])
        assertRect(fills[1].bounds, 0, 50, Double("width(\(5.0))".count), 1)
        // Both `else`s run once: .width(5) is not over 100 (2), and not a .tint but a .width (3).
        assertRect(fills[2].bounds, 0, 70, 2 + 3, 1)
        func errors(_ use: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
            enum Opt { case width(CGFloat), plain }
            class T: UIView {
                override func draw(_ rect: CGRect) {
                    \(use)
                }
            }
            """).headlines
        }
        XCTAssertTrue(errors("let o: Opt = .nope(1)").first?.contains("'.nope(…)' is no case with associated values of an enum of this file") == true)
        XCTAssertTrue(errors("let o = Opt.width(true)").first?.contains("value 1 of '.width' is a Number, not a Bool") == true)
        XCTAssertTrue(errors("let o = Opt.plain; switch o { case .width(let a, let b): break; default: break }").first?.contains("holds 1 value; the pattern binds 2") == true)
        XCTAssertTrue(errors("let o = Opt.plain; switch o { case .plain(let a): break; default: break }").first?.contains("the case '.plain' of 'Opt' holds no values") == true)
    }

    /// Two enums with a case of one name holding values (`Shape.circle(CGFloat)`,
    /// `Mark.circle(CGFloat)`): `.circle(r)` is the case of the enum the context expects — a
    /// declared type, a parameter, a result — as Swift infers it; with none expected it is
    /// Swift's error, named once. Each fill is the radius squared of the case it made.
    func testACaseNamedByTwoEnumsIsTheExpectedEnums() throws {
        let text = """
        canvas(width: 100, height: 100) { K(frame: Rect(0, 0, 100, 100)) }
        enum Shape { case circle(CGFloat), square(CGFloat) }
        enum Mark { case circle(CGFloat), cross }
        class K: UIView {
            func area(_ s: Shape) -> CGFloat { if case .circle(let r) = s { return r * r }; return 0 }
            func mark() -> Mark { return .circle(4) }
            override func draw(_ rect: CGRect) {
                let s: Shape = .circle(3)
                UIRectFill(CGRect(x: 0, y: 0, width: area(s), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: area(.circle(5)), height: 1))
                if case .circle(let r) = mark() { UIRectFill(CGRect(x: 0, y: 4, width: r * r, height: 1)) }
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.map(\.bounds.width), [3 * 3, 5 * 5, 4 * 4])
        let r = evaluate(text.replacingOccurrences(of: "let s: Shape = .circle(3)", with: "let s: Shape = .square(1); let u = .circle(3)"))
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }.count, 1)
        XCTAssertTrue(r.headlines.first?.contains("'.circle(…)' is a case of several enums (Shape, Mark)") == true, "\(r.headlines)")
    }

    /// A method and a computed property of a case with associated values run with that case
    /// as `self` (cs193p's `AnchoredText.top(label).draw(…)`), called on the case made in
    /// place and on a `let` holding it, and the method names its own nested enum's static
    /// members by the enum's name: each fills where its associated value says.
    func testMethodsOfACaseWithAssociatedValuesRun() throws {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            private enum Mark {
                case top(CGFloat)
                case left(CGFloat)
                static let size: CGFloat = 4
                var offset: CGFloat { switch self { case .top(let x): return x; case .left(let y): return y } }
                func draw() {
                    switch self {
                    case .top: UIRectFill(CGRect(x: offset, y: 0, width: Mark.size, height: 1))
                    case .left: UIRectFill(CGRect(x: 0, y: offset, width: 1, height: Mark.size))
                    }
                }
            }
            override func draw(_ rect: CGRect) {
                Mark.top(10).draw()
                let m = Mark.left(30)
                m.draw()
                UIRectFill(CGRect(x: 50, y: 50, width: m.offset, height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 10, 0, 4, 1)
        assertRect(fills[1].bounds, 0, 30, 1, 4)
        assertRect(fills[2].bounds, 50, 50, 30, 1)
    }

    /// `CaseIterable`'s `allCases` (the cases in the order written) and `init(rawValue:)`, an
    /// optional: the case with that raw value, or nil.
    func testAllCasesAndInitRawValue() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Levels(frame: Rect(0, 0, 100, 100))
        }

        class Levels: UIView {
            enum Level: Int, CaseIterable { case low = 1, mid, high }
            enum Tag: String { case a, b = "bee" }
            override func draw(_ rect: CGRect) {
                for l in Level.allCases { UIRectFill(CGRect(x: CGFloat(l.rawValue) * 10, y: 0, width: 5, height: 5)) }
                let m = Level(rawValue: 3) ?? .low
                let none = Level(rawValue: 7)
                let tag = Tag(rawValue: "bee")!
                UIRectFill(CGRect(x: 0, y: 20, width: CGFloat(m.rawValue), height: none == nil && tag == .b ? 8 : 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 4)
        for (i, raw) in [1.0, 2, 3].enumerated() { assertRect(fills[i].bounds, raw * 10, 0, 5, 5) }
        assertRect(fills[3].bounds, 0, 20, 3, 8)
        let bad = evaluate("""
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            enum E: Int { case a, b }
            override func draw(_ rect: CGRect) { let n = E.allCases.count; let e = E(rawValue: "x") }
        }
        """).headlines
        XCTAssertEqual(bad.count, 2, "\(bad)")
        XCTAssertTrue(bad.first?.contains("type 'T.E' has no member 'allCases': declare it 'enum E: CaseIterable'") == true)
        XCTAssertTrue(bad.last?.contains("the raw value of 'T.E' is a Number, not a String") == true)
    }

    /// Two enums of one name nested in different types are different types, as Swift's
    /// `A.Mode` and `B.Mode` are: each has its own cases, raw values, `init(rawValue:)` and
    /// `allCases`, named alone inside its type and qualified outside it.
    func testEnumsOfOneNameInDifferentTypesAreDifferentTypes() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Levels(frame: Rect(0, 0, 100, 100))
        }
        class Small {
            enum Mode: Int, CaseIterable { case a = 1, b = 2 }
            var mode = Mode.b
            func width() -> CGFloat { CGFloat(mode.rawValue) }
        }
        struct Large {
            enum Mode: Int, CaseIterable { case x = 10, y = 20, z = 30 }
            let mode: Mode
            func width() -> CGFloat { CGFloat((Mode(rawValue: 20) ?? .x).rawValue + mode.rawValue) }
        }
        class Levels: UIView {
            enum Mode: String { case thin = "t", wide = "w" }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(Small.Mode.b.rawValue + Large.Mode.z.rawValue), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: Small().width(), height: 5))
                UIRectFill(CGRect(x: 0, y: 20, width: Large(mode: .z).width(), height: 5))
                let none = Small.Mode(rawValue: 20) == nil, some = Large.Mode(rawValue: 20) == .y
                UIRectFill(CGRect(x: 0, y: 30, width: CGFloat(Small.Mode.allCases.count * 10 + Large.Mode.allCases.count), height: none && some ? 5 : 1))
                UIRectFill(CGRect(x: 0, y: 40, width: Mode(rawValue: "w") == .wide ? 7 : 1, height: 5))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 5)
        assertRect(fills[0].bounds, 0, 0, 2 + 30, 5)
        assertRect(fills[1].bounds, 0, 10, 2, 5)
        assertRect(fills[2].bounds, 0, 20, 20 + 30, 5)
        assertRect(fills[3].bounds, 0, 30, 2 * 10 + 3, 5)
        assertRect(fills[4].bounds, 0, 40, 7, 5)
        let wrong = evaluate(text.replacingOccurrences(of: "Large.Mode.z.rawValue", with: "Small.Mode.z.rawValue")).headlines
        XCTAssertEqual(wrong.count, 1, "\(wrong)")
        XCTAssertTrue(wrong.first?.contains("'Small.Mode' has no case 'z'") == true, "\(wrong)")
    }

    /// A `mutating` method assigns `self`; the new case is stored back into the `var` it was
    /// called on (a local, a class's property), and `rawValue` in the method follows `self`.
    /// A `let` refuses the call, and a method that is not mutating refuses `self = …`, as Swift does.
    func testAMutatingMethodChangesTheVariableItIsCalledOn() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Dice(frame: Rect(0, 0, 100, 100))
        }

        class Dice: UIView {
            enum Face: Int {
                case one = 1, two, three, four, five, six
                mutating func roll(by n: Int) -> Int {
                    let before = rawValue
                    self = Face(rawValue: (rawValue - 1 + n) % 6 + 1) ?? .one
                    return before * 10 + rawValue
                }
            }
            var face: Face = .five
            override func draw(_ rect: CGRect) {
                var local = Face.two
                let seen = local.roll(by: 3)
                _ = face.roll(by: 2)
                UIRectFill(CGRect(x: CGFloat(local.rawValue), y: CGFloat(face.rawValue), width: CGFloat(seen), height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 1)
        // two + 3 is five; five + 2 wraps past six to one; the method saw 2, then 5.
        let local = (2 - 1 + 3) % 6 + 1, member = (5 - 1 + 2) % 6 + 1
        assertRect(fills[0].bounds, Double(local), Double(member), Double(2 * 10 + local), 1)
        // On a list's element (its index read once), and called bare from another mutating method.
        let listed = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            enum Face: Int { case one = 1, two, three
                mutating func roll() { self = Face(rawValue: rawValue % 3 + 1)! }
                mutating func twice() { roll(); roll() }
            }
            override func draw(_ rect: CGRect) {
                var faces: [Face] = [.one, .two]
                faces[0].roll()
                faces[1].twice()
                print(faces.map { $0.rawValue })
            }
        }
        """
        XCTAssertEqual(printed(listed), "[\((1 % 3) + 1), \((((2 % 3) + 1) % 3) + 1)]")
        let bad = evaluate("""
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            enum E { case a, b
                mutating func flip() { self = self == .a ? .b : .a }
                func reset() { self = .a }
                func peek() -> Bool { flip(); return self == .a }
            }
            override func draw(_ rect: CGRect) { let e = E.a; e.flip() }
        }
        """).headlines
        XCTAssertEqual(bad.count, 3, "\(bad)")
        XCTAssertTrue(bad.contains { $0.contains("6:31: error: cannot use mutating member on immutable value: 'self' is immutable (mark the method 'mutating')") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.contains("cannot assign to value: 'self' is immutable (mark the method 'mutating')") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.contains("cannot use mutating member on immutable value: 'e' is a 'let' constant") }, "\(bad)")
    }

    /// Swift's errors: an enum holds no stored instance property; a name that is neither a
    /// case nor a static member; an instance method called on the type.
    func testEnumMemberErrors() {
        func errors(_ members: String, _ use: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
            class T: UIView {
                enum E { case a, b
                    \(members)
                    func f() -> CGFloat { return 1 }
                }
                override func draw(_ rect: CGRect) {
                    \(use)
                }
            }
            """).headlines
        }
        XCTAssertTrue(errors("var x: CGFloat = 1", "").first?.contains("enums must not contain stored properties") == true)
        XCTAssertTrue(errors("", "let v = E.c").first?.contains("'T.E' has no case 'c'") == true)
        XCTAssertTrue(errors("", "let v = E.f()").first?.contains("instance member 'f' cannot be used on type 'T.E'") == true)
        XCTAssertEqual(errors("static let s: CGFloat = 2", "let e: E = .b; UIRectFill(CGRect(x: 0, y: 0, width: e.f() + E.s, height: 1))"), [])
    }
}

extension SwiftEnumMethodTests {
    /// A case's text is Swift's: its name, then each value with the label the case declares
    /// and as its type writes it (an Int whole, a Double with its fraction, a String quoted).
    func testACaseWithValuesIsWrittenWithItsLabelsAndTypes() {
        let text = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        enum Shape { case circle(radius: Int), square(side: Double), named(String, Int) }
        class T: UIView {
            override func draw(_ rect: CGRect) {
                print(Shape.circle(radius: 5), Shape.square(side: 2), "\\(Shape.named("x", 3))")
            }
        }
        """
        XCTAssertEqual(printed(text), "circle(radius: \(5)) square(side: \(2.0)) named(\("x".debugDescription), \(3))")
    }
}

extension SwiftEnumMethodTests {
    /// A list literal of implicit members where a list of one of the file's enums is wanted
    /// holds that enum's cases, also when a case is named as a colour is (`.red`, `.green`,
    /// `.purple`): `values[1]` is `.green`, matched by the switch, so the fill is green; a
    /// local `[Suit]` of `.red, .black` counts 2 (a 20-wide rect). A member that names no case
    /// of the enum is still Swift's error.
    func testAListOfAnEnumsCasesNamedAsColoursAreItsCases() {
        let text = """
        canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
        enum SetColor {
            case red, green, purple
            static let values: [SetColor] = [.red, .green, .purple]
        }
        enum Suit { case red, black }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                switch SetColor.values[1] {
                case .red: UIColor.red.setFill()
                case .green: UIColor.green.setFill()
                case .purple: UIColor.purple.setFill()
                }
                let suits: [Suit] = [.red, .black]
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(suits.count) * 10, height: suits[1] == .black ? 4 : 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        guard let f = fills.first else { return }
        assertRect(f.bounds, 0, 0, 20, 4)
        XCTAssertEqual(f.color, NamedColors.table["green"])
        let wrong = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nenum Suit { case red, black }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        let s: [Suit] = [.red, .blue]\n    }\n}\n").headlines
        XCTAssertEqual(wrong.count, 1, "\(wrong)")
        XCTAssertTrue(wrong.first?.hasPrefix("t.view:5:32: error: 'Suit' has no case '.blue'") == true, "\(wrong)")
        // A ternary of two such names is the enum's where the enum is wanted, a colour's where one is.
        let ternary = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        enum Light { case red, green
            mutating func flip() { self = self == .red ? .green : .red }
        }
        class T: UIView {
            var l = Light.red
            override func draw(_ rect: CGRect) {
                l.flip()
                let ok = false
                let m: Light = ok ? .red : .green
                let c: UIColor = ok ? .red : .green
                print(l == .green, m == .green, c == UIColor.green)
            }
        }
        """
        XCTAssertEqual(printed(ternary), "true true true")
    }
}

extension SwiftEnumMethodTests {
    /// An `indirect` enum (or an enum with `indirect case`s) holds values of itself in its
    /// cases, at the top of the file or nested in a class: 2 + 3 × 4 = 14 evaluated by its
    /// method, and a tree of depth 3 measured by a computed property.
    func testAnIndirectEnumHoldsValuesOfItself() throws {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        enum Expr {
            case num(CGFloat)
            indirect case add(Expr, Expr)
            indirect case mul(Expr, Expr)
            func eval() -> CGFloat {
                switch self {
                case .num(let v): return v
                case let .add(a, b): return a.eval() + b.eval()
                case let .mul(a, b): return a.eval() * b.eval()
                }
            }
        }
        indirect enum List { case end; case cell(Int, List) }
        class V: UIView {
            indirect enum Tree {
                case leaf
                case node(Tree, Tree)
                var depth: Int { if case let .node(l, r) = self { return 1 + max(l.depth, r.depth) }; return 0 }
            }
            func count(_ l: List) -> Int { if case let .cell(_, rest) = l { return 1 + count(rest) }; return 0 }
            override func draw(_ rect: CGRect) {
                let e = Expr.add(.num(2), .mul(.num(3), .num(4)))
                let t = Tree.node(.leaf, .node(.node(.leaf, .leaf), .leaf))
                UIRectFill(CGRect(x: 0, y: 0, width: e.eval(), height: CGFloat(t.depth)))
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(count(.cell(1, .cell(2, .end)))), height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 0, 0, 2 + 3 * 4, 3)
        assertRect(fills[1].bounds, 0, 10, 2, 1)
        // Swift's rules of `indirect`, with its messages: a case holding the enum (also as an
        // optional) needs it; a case without a value, a case of an indirect enum and any other
        // declaration cannot have it.
        func errors(_ decl: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\n\(decl)\n").headlines.filter { $0.contains(": error: ") }
        }
        XCTAssertEqual(errors("enum T { case leaf; case node(T, T) }"), ["t.view:2:6: error: recursive enum 'T' is not marked 'indirect'"])
        XCTAssertEqual(errors("enum T { case leaf; case next(T?) }"), ["t.view:2:6: error: recursive enum 'T' is not marked 'indirect'"])
        XCTAssertEqual(errors("enum T { case leaf; case many([T]) }"), [])
        XCTAssertEqual(errors("enum T { indirect case leaf }"), ["t.view:2:10: error: enum case 'leaf' without associated value cannot be 'indirect'"])
        XCTAssertEqual(errors("indirect enum T { case leaf; indirect case node(T) }"), ["t.view:2:30: error: enum case in 'indirect' enum cannot also be 'indirect'"])
        XCTAssertEqual(errors("indirect struct S { var x = 1 }"), ["t.view:2:1: error: 'indirect' modifier cannot be applied to this declaration"])
    }

    /// A type of the file that declares its own `description` (CustomStringConvertible: a
    /// playing card's suit and card, a deck class) is written by it in an interpolation, by
    /// `String(describing:)`, `.description` and `print`, as Swift writes it.
    func testAnOwnDescriptionIsTheTextOfTheValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Suit: CustomStringConvertible {
                case hearts, spades
                var description: String { switch self { case .hearts: return "♥"; case .spades: return "♠" } }
            }
            struct Card: CustomStringConvertible {
                let rank: Int
                let suit: Suit
                var description: String { return "\\(rank)\\(suit)" }
            }
            class Deck: CustomStringConvertible {
                var cards = [Card(rank: 1, suit: .hearts), Card(rank: 2, suit: .spades)]
                var description: String { "deck of \\(cards.count)" }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let s = Suit.spades, c = Card(rank: 10, suit: .hearts)
                    print("\\(s) \\(c) \\(Deck()) \\(s.description) \\(String(describing: c))", c)
                }
            }
            """
        XCTAssertEqual(printed(text), "♠ 10♥ deck of 2 ♠ 10♥ 10♥")
    }
}

extension SwiftEnumMethodTests {
    /// An enum without a raw type may declare its own `var rawValue` (a computed property as
    /// any other: Set ports write `var rawValue: UIColor { switch self … }`), and `.rawValue`
    /// reads it; an enum with raw values still gives its raw value, and one with neither is
    /// the located error it was.
    func testAnEnumsOwnRawValuePropertyIsReadAsDeclared() throws {
        let text = """
        canvas(width: 100, height: 40) { T(frame: Rect(0, 0, 100, 40)) }
        class T: UIView {
            enum Tint { case warm, cool
                var rawValue: UIColor {
                    switch self {
                    case .warm: return UIColor.red
                    case .cool: return UIColor.blue
                    }
                }
            }
            enum Step: Int { case one = 1, two }
            override func draw(_ rect: CGRect) {
                Tint.cool.rawValue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10 * CGFloat(Step.two.rawValue), height: 10))
                let t: Tint = .warm
                t.rawValue.setFill()
                UIRectFill(CGRect(x: 0, y: 20, width: 10, height: 10))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        // Step.two follows one = 1: its raw value is 2, the first rect 10 × 2 wide.
        XCTAssertEqual(fills.map(\.bounds), [Rect(0, 0, 20, 10), Rect(0, 20, 10, 10)])
        XCTAssertEqual(fills.map(\.color), [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)])
        let headlines = evaluate("""
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            enum E { case a, b }
            override func draw(_ rect: CGRect) { let v = E.a.rawValue }
        }
        """).headlines
        XCTAssertTrue(headlines.first?.contains("'T.E' has no raw values") == true, "\(headlines)")
    }

    /// `on ? Suit.hearts : .spades`: an implicit member beside a case of the file's enum is a
    /// case of that enum, either side, so the value is the enum's (its `rawValue` read, `==`
    /// with a case) where the condition picks it; a name that is no case is Swift's error there.
    func testAnImplicitMemberBesideAnEnumsCaseInATernaryIsItsCase() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Suit: String { case hearts, spades }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let on = true
                    let q = on ? Suit.hearts : .spades
                    let w = !on ? .hearts : Suit.spades
                    print(q.rawValue, q == .hearts, w)
                }
            }
            """
        enum Suit: String { case hearts, spades }
        let on = true
        let q = on ? Suit.hearts : .spades
        let w = !on ? .hearts : Suit.spades
        XCTAssertEqual(printed(text), "\(q.rawValue) \(q == .hearts) \(w)")
        let wrong = evaluate(text.replacingOccurrences(of: ": .spades", with: ": .clubs"))
        let errors = wrong.diagnostics.filter { $0.severity == .error }.map(\.headline)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("'Suit' has no case '.clubs'") == true, "\(errors)")
    }

    /// An enum's static property of its own type is an implicit member where the enum is
    /// wanted (`let s: Suit = .fallback`, `off ? Suit.hearts : .fallback`, `off ? .hearts :
    /// .fallback`), its value the case it holds, as Swift finds it — not a case of that name.
    func testAnEnumsStaticOfItsTypeIsAnImplicitMember() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Suit { case hearts, spades
                static let fallback = Suit.spades
                static var other: Suit { .hearts }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let off = false
                    let s: Suit = .fallback
                    let t = off ? Suit.hearts : .fallback
                    let u: Suit = off ? .spades : .other
                    print(s, t, u, s == .fallback)
                }
            }
            """
        enum Suit { case hearts, spades
            static let fallback = Suit.spades
            static var other: Suit { .hearts }
        }
        let off = false
        let s: Suit = .fallback
        let t = off ? Suit.hearts : .fallback
        let u: Suit = off ? .spades : .other
        XCTAssertEqual(printed(text), "\(s) \(t) \(u) \(s == .fallback)")
    }

    /// `switch d.sign` naming `.plus` and `.minus` is exhaustive, as FloatingPointSign has
    /// those two cases alone: no `default:` is asked for.
    func testASwitchOverASignNeedsNoDefault() {
        func sign(_ d: CGFloat) -> String {
            switch d.sign {
            case .plus: return "plus"
            case .minus: return "minus"
            }
        }
        let body = """
                    func sign(_ d: CGFloat) -> String {
                        switch d.sign {
                        case .plus: return "plus"
                        case .minus: return "minus"
                        }
                    }
                    print(sign(-2), sign(3), sign(-0.0))
            """
        XCTAssertEqual(printedInDraw(body), "\(sign(-2)) \(sign(3)) \(sign(-0.0))")
    }
}
