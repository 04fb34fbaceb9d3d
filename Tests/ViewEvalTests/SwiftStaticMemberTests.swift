// `static` and `class` members of a class: static stored properties are one value for the
// whole run (set once, at their first read; a `static var` changes for every instance),
// static and class methods are called as `Type.f(…)`, `Self.f(…)` or by name from another
// static member, and `class var x: T { … }` is computed. An `NSObject` subclass with only
// static members is a namespace of drawing functions, as a PaintCode StyleKit is, called from
// a view's draw(_:). Misuse is Swift's error. The numbers are worked out in the test.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftStaticMemberTests: XCTestCase {
    func testAStyleKitsClassFunctionsDrawFromAViewsDraw() throws {
        let text = """
        canvas(width: 200, height: 100) {
            Clock(frame: Rect(0, 0, 100, 100))
            Clock(frame: Rect(100, 0, 100, 100))
        }

        class Clock: UIView {
            override func draw(_ rect: CGRect) {
                StyleKit.drawClock(frame: bounds)
            }
        }

        public class StyleKit: NSObject {
            private static let inset: CGFloat = 10
            static var drawn = 0
            public class var ringColor: UIColor { return UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

            public class func drawClock(frame: CGRect = CGRect(x: 0, y: 0, width: 50, height: 50)) {
                Self.drawn += 1
                ringColor.setStroke()
                let ring = UIBezierPath(ovalIn: frame.insetBy(dx: inset, dy: inset))
                ring.lineWidth = lineWidth(frame: frame)
                ring.stroke()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat(StyleKit.drawn) * 5, height: 5)).fill()
            }

            static func lineWidth(frame: CGRect) -> CGFloat { return frame.width / 25 }
        }
        """
        // Each clock: a ring inset 10 in its 100 × 100 bounds, 100 / 25 = 4 wide; `drawn`
        // counts the calls over the run: 5 wide, then 10.
        let canvas = try XCTUnwrap(root(text))
        XCTAssertEqual(canvas.subviews.count, 2)
        for (k, clock) in canvas.subviews.enumerated() {
            let p = ownPaints(clock.content)
            XCTAssertEqual(p.count, 2)
            XCTAssertEqual(p[0].kind, "stroke")
            assertRect(p[0].bounds, 10, 10, 80, 80)
            XCTAssertEqual(p[0].width, 4)
            XCTAssertEqual(p[0].color, Color(red: 1, green: 0, blue: 0))
            assertRect(p[1].bounds, 0, 0, Double(k + 1) * 5, 5)
        }
    }

    /// A StyleKit's `class func drawX(frame:resizing:)` placed in a canvas
    /// draws there, its ResizingBehavior's apply(rect:target:) running as PaintCode writes it.
    func testAStyleKitDrawingFunctionPlacedInACanvasDrawsWithItsResizing() throws {
        let text = """
        canvas(width: 300, height: 200) {
            StyleKit.drawBadge(frame: Rect(0, 0, 200, 200), resizing: .aspectFit)
            StyleKit.drawBadge(frame: Rect(200, 0, 100, 200), resizing: .stretch)
        }

        public class StyleKit: NSObject {
            @objc dynamic public class func drawBadge(frame targetFrame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50),
                                                      resizing: ResizingBehavior = .aspectFit) {
                let context = UIGraphicsGetCurrentContext()!
                context.saveGState()
                let resizedFrame: CGRect = resizing.apply(rect: CGRect(x: 0, y: 0, width: 100, height: 50), target: targetFrame)
                context.translateBy(x: resizedFrame.minX, y: resizedFrame.minY)
                context.scaleBy(x: resizedFrame.width / 100, y: resizedFrame.height / 50)
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 10, y: 5, width: 80, height: 40)).fill()
                context.restoreGState()
            }

            @objc(StyleKitResizingBehavior)
            public enum ResizingBehavior: Int {
                case aspectFit, stretch

                public func apply(rect: CGRect, target: CGRect) -> CGRect {
                    if rect == target || target == CGRect.zero { return rect }
                    var scales = CGSize(width: abs(target.width / rect.width), height: abs(target.height / rect.height))
                    if self == .aspectFit {
                        scales.width = min(scales.width, scales.height)
                        scales.height = scales.width
                    }
                    var result = rect.standardized
                    result.size.width *= scales.width
                    result.size.height *= scales.height
                    result.origin.x = target.minX + (target.width - result.width) / 2
                    result.origin.y = target.minY + (target.height - result.height) / 2
                    return result
                }
            }
        }
        """
        // aspectFit of 100 × 50 into 200 × 200: scale min(2, 4) = 2, a 200 × 100 box centred at
        // y = (200 - 100) / 2 = 50; the rect (10, 5, 80, 40) becomes (20, 60, 160, 80).
        // stretch into (200, 0, 100, 200): scales 1 and 4; the rect becomes (210, 20, 80, 160).
        let canvas = try XCTUnwrap(root(text))
        let p = ownPaints(canvas.content)
        XCTAssertEqual(p.map(\.kind), ["fill", "fill"])
        XCTAssertEqual(p.first?.color, Color(red: 1, green: 0, blue: 0))
        let placed = fillsWhereTheyLand(canvas.content)
        XCTAssertEqual(placed.count, 2)
        assertRect(placed[0], 20, 60, 160, 80)
        assertRect(placed[1], 210, 20, 80, 160)
    }

    /// Drawing code called where there is no context (a view's layoutSubviews) stops at the
    /// context's `!`, as Swift would, and never draws.
    func testAStyleKitCalledOutsideDrawStopsAtItsContext() {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            override func layoutSubviews() { Kit.drawIt() }
        }
        public class Kit: NSObject {
            public class func drawIt() {
                let context = UIGraphicsGetCurrentContext()!
                context.saveGState()
                context.restoreGState()
            }
        }
        """
        XCTAssertEqual(errorsOf(text).first, "t.view:7:23: error: '!' found nil: there is no current context outside draw(_:) (Swift would stop here)")
    }

    /// In a static method of a class that is not a view, `self` is the type: `self.f(…)` calls
    /// its static method; a `CGPathDrawingMode` is a type of parameters.
    func testSelfInAStaticMethodIsTheType() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class Helper {
            static func delta(_ a: CGFloat, _ b: CGFloat) -> CGFloat { return self.span(from: a, to: b) * 3 }
            private static func span(from a: CGFloat, to b: CGFloat) -> CGFloat { return b - a }
            static func paint(_ r: CGRect, mode: CGPathDrawingMode = .fill, in context: CGContext) {
                context.addRect(r)
                context.drawPath(using: mode)
            }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                Helper.paint(CGRect(x: 0, y: 0, width: Helper.delta(1, 3), height: 4), in: UIGraphicsGetCurrentContext()!)
            }
        }
        """))
        // delta(1, 3) = (3 - 1) × 3 = 6.
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 6, 4)
    }

    func testStaticPropertiesAreSharedAndSetOnce() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Tick(frame: Rect(0, 0, 50, 50))
            Tick(frame: Rect(50, 0, 50, 50))
        }

        class Tick: UIView {
            static var count: CGFloat = 0
            static let unit: CGFloat = Tick.start() * 2
            static var made: CGFloat = 0
            static func start() -> CGFloat { made += 1; return 3 }
            override init(frame: CGRect) {
                super.init(frame: frame)
                Tick.count += 1
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: Tick.unit * Self.count, height: Tick.unit * Tick.made)).fill()
            }
        }
        """
        // Each instance is made (init adds 1 to the shared count) and drawn in turn: the first
        // draws with count 1, the second with count 2. `unit` = 3 × 2 = 6 is computed at its
        // first read and kept: start() runs once, so made = 1.
        let canvas = try XCTUnwrap(root(text))
        let widths = canvas.subviews.map { ownPaints($0.content)[0].bounds }
        XCTAssertEqual(widths.count, 2)
        assertRect(widths[0], 0, 0, 6, 6)
        assertRect(widths[1], 0, 0, 12, 6)
    }

    func testMisusedStaticMembersAreSwiftsErrors() {
        let text = """
        canvas(width: 100, height: 100) {
            Box(frame: Rect(0, 0, 100, 100))
            Kit(frame: Rect(0, 0, 10, 10))
        }

        class Box: UIView {
            var side: CGFloat = 2
            static var count = 0
            static let size: CGFloat = side
            static var unset: Int
            override func draw(_ rect: CGRect) {
                count += 1
                Box.side = 3
                Box.nothing()
            }
            static func helper() { let s = side }
        }

        class Kit: NSObject {
            static func draw() {}
        }
        """
        XCTAssertEqual(evaluate(text).diagnostics.map(\.message), [
            "'Kit' is an NSObject subclass, not a view: call its static methods ('Kit.drawX(frame: …)') from a view's draw(_:)",
            "instance member 'side' cannot be used on type 'Box'",
            "'static var' declaration requires an initializer expression or an explicitly stated getter",
            "static member 'count' cannot be used on instance of type 'Box'; write 'Box.count'",
            "instance member 'side' cannot be used on type 'Box'",
            "type 'Box' has no member 'nothing'",
            "instance member 'side' cannot be used on type 'Box'",
        ])
    }

    func testAnImportedClassesStaticMembersAreNamedOutside() {
        let kit = """
        class Kit: NSObject {
            class func drawX(frame: CGRect) { UIBezierPath(rect: frame).fill() }
        }
        """
        let text = """
        import "kit.view"
        canvas(width: 100, height: 100) {
            V(frame: Rect(0, 0, 100, 100))
        }
        class V: UIView {
            override func draw(_ rect: CGRect) { Kit.drawX(frame: bounds) }
        }
        """
        XCTAssertEqual(evaluate(text, imports: ["kit.view": kit]).diagnostics.map(\.message), [
            "the static members of 'Kit', a class of an imported file, are outside the supported Swift subset: declare the class in this file",
        ])
    }

    func testAStaticPropertyReadInItsOwnInitializerIsAnError() {
        let text = """
        canvas(width: 100, height: 100) {
            V(frame: Rect(0, 0, 100, 100))
        }
        class V: UIView {
            static let a: CGFloat = f()
            static func f() -> CGFloat { return a + 1 }
            override func draw(_ rect: CGRect) { UIBezierPath(rect: CGRect(x: V.a, y: 0, width: 1, height: 1)).fill() }
        }
        """
        XCTAssertEqual(evaluate(text).diagnostics.map(\.message), ["'a' is read while its own initializer runs"])
    }
}

extension SwiftStaticMemberTests {
    /// A stored property's initializer names its class's static members without the type
    /// (it runs before self exists, as Swift's do); UIFont's class properties of the standard
    /// sizes are Apple's (labelFontSize 17, buttonFontSize 18, systemFontSize 14,
    /// smallSystemFontSize 12).
    func testPropertyInitializersReadStaticMembersAndUIFontsStandardSizes() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            static let side: CGFloat = 7
            var box = CGRect(x: 0, y: 0, width: side, height: side)
            let sizes = [UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.systemFontSize, UIFont.smallSystemFontSize]
            override func draw(_ rect: CGRect) {
                UIRectFill(box)
                for (i, s) in sizes.enumerated() { UIRectFill(CGRect(x: 10, y: CGFloat(i) * 20, width: s, height: 1)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 5)
        assertRect(fills[0].bounds, 0, 0, 7, 7)
        for (i, size) in [17.0, 18, 14, 12].enumerated() { assertRect(fills[i + 1].bounds, 10, Double(i) * 20, size, 1) }
    }
}

extension SwiftStaticMemberTests {
    /// UIFont.familyNames lists the families iOS ships (each drawn here by its clone or the
    /// system font): Helvetica Neue and Times New Roman among them, none twice. A name that is
    /// no member of UIFont and close to no text style says so, not "unknown text style".
    func testUIFontFamilyNamesAreIOSsFamilies() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let families = UIFont.familyNames
                print("\\(families.contains("Helvetica Neue")) \\(families.contains("Times New Roman")) \\(Set(families).count == families.count) \\(families.contains("DejaVu Sans"))")
            }
        }
        """
        XCTAssertEqual(printed(text), "true true true false")
        let unknown = evaluate("canvas(width: 10, height: 10) { }\nlet x = UIFont.fooBar\n").headlines
        XCTAssertEqual(unknown.count, 1)
        XCTAssertTrue(unknown.first?.hasPrefix("t.view:2:16: error: UIFont has no member 'fooBar' here") == true, "\(unknown)")
    }
}

extension SwiftStaticMemberTests {
    /// A static property's value may make its own type (`static let zero = Vec(x: 0, y: 0)`, a
    /// class's `static let shared = Theme()`), and an implicit member where the type is wanted
    /// is its static (`let w: Vec = .one`, `w == .one`, `case .one:`), as Swift finds it by
    /// the type the context expects. CGVector's `.zero` and a size's `.zero` are found the same
    /// way in a comparison and a switch.
    func testAStaticOfTheTypeItselfAndItsImplicitMember() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        struct Vec: Equatable {
            var x: CGFloat
            var y: CGFloat
            static let zero = Vec(x: 0, y: 0)
            static let one = Vec(x: 1, y: 1)
            static var diagonal: Vec { return Vec(x: 2, y: 2) }
        }
        class Theme { static let shared = Theme(); var width: CGFloat = 3 }
        class A: UIView {
            func name(_ v: Vec) -> String {
                switch v {
                case .zero: return "zero"
                case .one: return "one"
                default: return "other"
                }
            }
            func size(_ s: CGSize) -> String {
                switch s {
                case .zero: return "empty"
                default: return "sized"
                }
            }
            override func draw(_ rect: CGRect) {
                let w: Vec = .one
                let d: Vec = .diagonal
                print("\\(Vec.zero.x) \\(w.y) \\(d.x) \\(w == .one) \\(w != .zero) \\(name(.zero)) \\(name(w)) \\(name(d)) \\(Theme.shared.width) \\(CGVector(dx: 0, dy: 0) == .zero) \\(CGVector(dx: 1, dy: 0) == .zero) \\(size(.zero)) \\(size(bounds.size))")
            }
        }
        """
        XCTAssertEqual(printed(text), "0.0 1.0 2.0 true true zero one other 3.0 true false empty sized")
    }
}

extension SwiftStaticMemberTests {
    /// A static function a built-in type has not here is named as such, not taken for a call
    /// of the type written without its parentheses.
    func testAnUnknownStaticFunctionOfABuiltInTypeIsNamed() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) { let i = UIImage.animatedImageNamed("spin", duration: 1); i?.draw(at: .zero) }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:3:58: error: 'UIImage' has no member 'animatedImageNamed' here"])
    }
}

extension SwiftStaticMemberTests {
    /// Implicit members in a list where a list of the file's struct is wanted are its statics
    /// (`[.one, .zero]`, and beside one of its values `[.one, Vec(x: 5)]`); one it has not is
    /// Swift's error, and so is comparing with a member the other side's type lacks (a struct
    /// of the file, CGVector, UIColor). A `var` of a literal's type is a parameter of the
    /// memberwise initializer a static's value calls; a CGVector's `.zero` is found by a
    /// declared type and a parameter's.
    func testImplicitMembersInListsAndTheirErrors() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        struct Vec: Equatable {
            var x: CGFloat
            static let zero = Vec(x: 0)
            static let one = Vec(x: 1)
        }
        struct Tone { var level = 2.0; static let base = Tone() }
        class A: UIView {
            func dx(_ v: CGVector) -> CGFloat { v.dx }
            override func draw(_ rect: CGRect) {
                let all: [Vec] = [.one, .zero]
                let mixed = [.one, Vec(x: 5)]
                let q: CGVector = .zero
                print("\\(all.map { $0.x }) \\(mixed.map { $0.x }) \\(Tone.base.level) \\(q.dx) \\(dx(.zero))")
            }
        }
        """
        XCTAssertEqual(printed(text), "[1.0, 0.0] [1.0, 5.0] 2.0 0.0 0.0")
        func errors(_ line: String) -> [String] {
            evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct Vec: Equatable { var x: CGFloat; static let one = Vec(x: 1) }
            class A: UIView {
                override func draw(_ rect: CGRect) { \(line) }
            }
            """).headlines
        }
        XCTAssertEqual(errors("let all: [Vec] = [.one, .zero]"), ["t.view:4:66: error: type 'Vec' has no member 'zero'"])
        XCTAssertEqual(errors("if Vec.one == .nope { }"), ["t.view:4:56: error: type 'Vec' has no member 'nope'"])
        XCTAssertEqual(errors("if CGVector(dx: 1, dy: 0) == .nope { }"), ["t.view:4:71: error: type 'CGVector' has no member 'nope'"])
        XCTAssertEqual(errors("if UIColor.red == .nope { }"), ["t.view:4:60: error: type 'UIColor' has no member 'nope'"])
    }
}

extension SwiftStaticMemberTests {
    /// A number compared with an implicit member compares with the number types' static
    /// (`n == .max`, `f < .infinity`); one the subset does not know is named as such.
    func testANumberComparedWithAnImplicitStatic() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var n: Int = Int.max
            override func draw(_ rect: CGRect) { let f: CGFloat = 2; print("\\(n == .max) \\(n == .min) \\(f < .infinity) \\(f > .pi)") }
        }
        """
        XCTAssertEqual(printed(text), "true false true false")
        let r = evaluate("canvas(width: 10, height: 10) { }\nlet f = 2.0\nlet b = f == .nan\n").headlines
        XCTAssertEqual(r.count, 1, "\(r)")
        XCTAssertTrue(r.first?.hasPrefix("t.view:3:14: error: 'nan', Swift's NaN (not a number), is outside the supported Swift subset") == true, "\(r)")
    }
}

extension SwiftStaticMemberTests {
    /// A struct nested in a struct names itself alone in its own members, also while the
    /// outer struct's static properties are checked (`static let d = O(i: .z)` reads `I.z`,
    /// whose value is `I(a: 1)`), as Swift's nested types do.
    func testANestedStructNamesItselfInItsStatics() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        struct O {
            struct I {
                var a: CGFloat
                static let z = I(a: 1)
                func twice() -> I { I(a: a * 2) }
            }
            var i: I
            static let d = O(i: .z)
        }
        class A: UIView {
            override func draw(_ rect: CGRect) { let x: O.I = .z; print("\\(x.a) \\(O.d.i.twice().a)") }
        }
        """
        XCTAssertEqual(printed(text), "1.0 2.0")
    }
}

extension SwiftStaticMemberTests {
    /// `.mk(2)` where a struct of the file is wanted calls its static function of that name
    /// that returns the struct, as Swift finds an implicit member by the context's type: in a
    /// static property's value, a declared type and an argument.
    func testAnImplicitStaticFunctionOfAStruct() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        struct V { var p: CGFloat; static func mk(_ x: CGFloat) -> V { V(p: x * 10) }; static let a: V = .mk(2) }
        class A: UIView {
            func g(_ v: V) -> CGFloat { v.p }
            override func draw(_ rect: CGRect) { let v: V = .mk(5); print("\\(V.a.p) \\(v.p) \\(g(.mk(7)))") }
        }
        """
        XCTAssertEqual(printed(text), "20.0 50.0 70.0")
    }
}

extension SwiftStaticMemberTests {
    /// Swift's static stored properties have no order (each is made at its first read), so an
    /// initializer may read one written below it — bare, or through its type — in a class, a
    /// struct and an enum: a = b + 1 with b = 10 is 11, c = 2 × d = 2 × (a + 4) = 30.
    func testAStaticMayReadAStaticWrittenBelowIt() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            static let a = b + 1
            static let b: CGFloat = 10
            override func draw(_ rect: CGRect) { print("\\(A.a) \\(S.c) \\(E.c) \\(E.total)") }
        }
        struct S {
            static let c = 2 * d
            static let d = A.a + 4
        }
        enum E {
            case x, y
            static let c = Self.d * 2
            static var total = c + d
            static let d = 5
        }
        """
        XCTAssertEqual(printed(text), "11.0 30.0 10 15")
    }

    /// Two statics that read each other are a cycle: they keep their written order, and the
    /// first names the second, not known yet. Names that only look like reads — an argument
    /// label, another value's member, a closure's local — tie statics into no order: each
    /// here is checked as written and reads what is above it (box 100 × 40: 40; 2 × 3 = 6, + 1).
    func testStaticsTiedByWhatLooksLikeAReadKeepTheirWrittenOrder() throws {
        let fine = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            static let box = CGRect(x: 0, y: 0, width: 100, height: 40)
            static let height: CGFloat = box.height
            static let a = { () -> Int in let b = 3; return b * 2 }()
            static let b = a + 1
            override func draw(_ rect: CGRect) { print(A.height, A.a, A.b, E.height) }
        }
        enum E {
            static let frame = CGRect(x: inset, y: 0, width: 10, height: 40)
            static let height: CGFloat = frame.height
            static let inset: CGFloat = 2
        }
        """
        XCTAssertEqual(printed(fine), "40.0 6 7 40.0")
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        struct S {
            static let c: Int = d + 1
            static let d: Int = c + 1
        }
        class A: UIView { override func draw(_ rect: CGRect) { print(S.c) } }
        """
        XCTAssertEqual(evaluate(text).headlines, ["t.view:3:25: error: unknown name 'd'; did you mean 'S'?"])
    }
}
