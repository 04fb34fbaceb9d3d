// The Swift subset a UIView subclass's code uses, and the errors for what is outside
// it. Each class draws rects whose places follow from the Swift rules; the expected numbers are
// worked out in the test.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftSubsetTests: XCTestCase {
    func paints(_ cmds: [DrawCommand]) -> [(kind: String, bounds: Rect, color: Color?, width: Double?)] { ownPaints(cmds) }

    /// The paints of the first view `text` places, which must compile with exactly `warnings`:
    /// what is left out is said, and the rest of the file draws.
    func paintsBesideWarnings(_ text: String, _ warnings: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [(kind: String, bounds: Rect, color: Color?, width: Double?)] {
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, warnings, file: file, line: line)
        return paints(try XCTUnwrap(r.document?.pages.first?.root.subviews.first, file: file, line: line).content)
    }

    func drawing(_ text: String, defines: [(String, String)] = [], file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
        root(text, defines: defines, file: file, line: line)?.subviews.first
    }

    static let box = """
    canvas(width: 100, height: 100) {
        Box(frame: Rect(0, 0, 100, 100))
    }

    class Box: UIView {
        @IBInspectable var count: Int = 3
        private var unit: CGFloat { return bounds.width / 10 }
        private struct K { static let gap: CGFloat = 2 }
        enum Kind: Int { case small = 1, big = 3 }

        func side(of kind: Kind, scale: CGFloat = 1) -> CGFloat {
            func base() -> CGFloat { return unit * CGFloat(kind.rawValue) }   // reads its outer function's parameter
            return base() * scale
        }

        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            var origin = CGPoint.zero
            origin.x += K.gap
            origin.y = origin.x * 2
            for i in stride(from: 0, to: CGFloat(count), by: 1) {
                let s = side(of: i == 0 ? .small : .big, scale: 0.5)
                UIBezierPath(rect: CGRect(x: origin.x + i * 20, y: origin.y, width: s, height: s)).fill()
            }
            guard count > 5 else { return }
            UIBezierPath(rect: rect.insetBy(dx: 40, dy: 40)).fill()
        }
    }
    """

    func testFunctionsLabelsDefaultsNestedFunctionsStructsAndGuard() throws {
        // unit = 100 / 10 = 10; side(.small, 0.5) = 10 × 1 × 0.5 = 5; side(.big, 0.5) = 15;
        // origin = (0 + 2, 2 × 2) = (2, 4); each rect 20 further right.
        let v = try XCTUnwrap(drawing(Self.box))
        let p = paints(v.content)
        XCTAssertEqual(p.count, 3)
        assertRect(p[0].bounds, 2, 4, 5, 5)
        assertRect(p[1].bounds, 22, 4, 15, 15)
        assertRect(p[2].bounds, 42, 4, 15, 15)
        XCTAssertEqual(p[0].color, Color(red: 1, green: 0, blue: 0))
        // -D sets an @IBInspectable: six rects, and the guard lets the last fill through.
        let six = try XCTUnwrap(drawing(Self.box, defines: [("Box.count", "6")]))
        let q = paints(six.content)
        XCTAssertEqual(q.count, 7)
        assertRect(q[6].bounds, 40, 40, 20, 20)
    }

    func testSwitchIfLetSelfAndSetupMethods() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Dial(frame: Rect(10, 10, 80, 80), mode: .wide)
        }

        class Dial: UIView {
            enum Mode { case narrow, wide }
            @IBInspectable var mode: Mode = .narrow
            var inset: CGFloat = 4

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .yellow
                self.inset = frame.width / 8          // 10
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = self.inset / 2   // 5
            }
            override func draw(_ rect: CGRect) {
                if let context = UIGraphicsGetCurrentContext() {
                    var r = bounds.insetBy(dx: inset, dy: inset)
                    switch mode {
                    case .narrow: r.size.width /= 4
                    case .wide: r.size.width -= 20
                    }
                    switch Int(r.width) {
                    case 0..<10: context.setFillColor(UIColor.red.cgColor)
                    case 40: context.setFillColor(UIColor.blue.cgColor)
                    default: context.setFillColor(UIColor.green.cgColor)
                    }
                    context.fill(r)
                }
            }
        }
        """
        // inset = 80 / 8 = 10; r = (10, 10, 60, 60), .wide: width 60 − 20 = 40 → blue.
        let v = try XCTUnwrap(drawing(text))
        XCTAssertEqual(v.backgroundColor, NamedColors.table["yellow"])
        XCTAssertEqual(v.layer.cornerRadius, 5)
        let p = paints(v.content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 10, 10, 40, 60)
        XCTAssertEqual(p[0].color, Color(red: 0, green: 0, blue: 1))
        // -D with a case of the enum; a symbol that is not one is refused at the declaration.
        let narrow = try XCTUnwrap(drawing(text.replacingOccurrences(of: ", mode: .wide", with: ""), defines: [("Dial.mode", ".narrow")]))
        assertRect(paints(narrow.content)[0].bounds, 10, 10, 15, 60)   // 60 / 4
        XCTAssertEqual(evaluate(text, defines: [("Dial.mode", ".round")]).headlines.first,
                       "t.view:7:24: error: 'Dial.Mode' has no case '.round'")
    }

    func testABezierPathIsAReference() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Lines(frame: Rect(0, 0, 100, 100))
        }
        class Lines: UIView {
            override func draw(_ rect: CGRect) {
                let p = UIBezierPath()
                let q = p
                q.move(to: CGPoint(x: 10, y: 20))
                q.addLine(to: CGPoint(x: 90, y: 20))
                p.lineWidth = 4
                p.lineWidth *= 1.5
                p.lineCapStyle = .round
                UIColor.systemBlue.setStroke()
                p.stroke()
                let before = p.currentPoint
                p.apply(CGAffineTransform(translationX: 0, y: before.x - 50))   // 40 down
                p.stroke()
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 1, y: 2, width: 3, height: 4))
                let context = UIGraphicsGetCurrentContext()!
                context.addPath(UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 10, height: 20)).cgPath)
                context.fillPath()
            }
        }
        """
        let p = paints(try XCTUnwrap(drawing(text)).content)
        XCTAssertEqual(p.count, 4)
        assertRect(p[2].bounds, 1, 2, 3, 4)
        XCTAssertEqual(p[2].color, Color(red: 0, green: 1, blue: 0))
        assertRect(p[3].bounds, 50, 50, 10, 20)
        XCTAssertEqual(p[0].kind, "stroke")
        XCTAssertEqual(p[0].width, 6)
        assertRect(p[0].bounds, 10, 20, 80, 0)
        assertRect(p[1].bounds, 10, 60, 80, 0)
        XCTAssertEqual(p[0].color, NamedColors.table["systemBlue"])
    }

    /// Subviews made in code: UIView(frame:), UILabel(), an instance of a class set up after it is
    /// made (its parameter, its frame, its transform) and placed with addSubview(_:), drawn
    /// once the setup is done.
    func testSubviewsMadeInCode() throws {
        let text = """
        canvas(width: 240, height: 140) {
            Card(frame: Rect(10, 10, 220, 120))
        }
        class Eye: UIView {
            @IBInspectable var open: Bool = false
            override func draw(_ rect: CGRect) {
                UIColor.blue.setStroke()
                let p = open ? UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)) : UIBezierPath(rect: CGRect(x: 2, y: bounds.midY, width: bounds.width - 4, height: 0))
                p.stroke()
            }
        }
        class Card: UIView {
            let title = UILabel()
            lazy var eye = Eye(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Hello!"
                addSubview(title)
                eye.open = true
                addSubview(eye)
                let stripe = UIView(frame: CGRect(x: 0, y: 100, width: 220, height: 20))
                stripe.backgroundColor = .systemTeal
                self.addSubview(stripe)
            }
            override func layoutSubviews() {
                title.frame = CGRect(x: 12, y: 12, width: 80, height: 20)
                title.frame.origin.x += 3
                eye.center = CGPoint(x: bounds.maxX - 40, y: bounds.midY)
                eye.transform = CGAffineTransform(rotationAngle: CGFloat.pi / 2)
            }
        }
        """
        let card = try XCTUnwrap(drawing(text))
        XCTAssertEqual(card.subviews.count, 3)
        let (title, eye, stripe) = (card.subviews[0], card.subviews[1], card.subviews[2])
        XCTAssertEqual(title.label?.text, "Hello!")
        assertRect(title.frame, 15, 12, 80, 20)
        // A 60 × 40 view turned a quarter about its center (180, 60): 40 × 60 around it.
        assertRect(eye.frame, 160, 30, 40, 60, accuracy: 1e-9)
        assertRect(eye.bounds, 0, 0, 60, 40)
        // Its parameter, set after it was made and before it was drawn, is what it drew with.
        let ring = paints(eye.content)
        XCTAssertEqual(ring.count, 1)
        XCTAssertGreaterThan(ring[0].bounds.height, 30)   // the oval, not the closed eye's line
        XCTAssertEqual(stripe.backgroundColor, NamedColors.table["systemTeal"])
        assertRect(stripe.frame, 0, 100, 220, 20)
        XCTAssertTrue(eye.superview === card)
        // Setting a parameter once the view is drawn is an error that says when to set it.
        let late = text.replacingOccurrences(of: "override func layoutSubviews() {", with: "override func draw(_ rect: CGRect) {\n        eye.open = false\n    }\n    override func layoutSubviews() {")
        XCTAssertEqual(evaluate(late).headlines,
                       ["t.view:26:9: error: 'open' of this Eye is set after it was drawn; set it in the code that makes it (init(frame:), awakeFromNib(), layoutSubviews())"])
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "addSubview(title)", with: "addSubview(3)")).headlines,
                       ["t.view:18:20: error: 'addSubview' expects a UIView for argument 1, not a Number"])
    }

    /// A helper whose signature names a type viewc does not know (`func name(of c: AnyClass)`,
    /// a metatype of Objective-C's runtime) is left out as one whose body names what viewc does
    /// not run: said once as a warning at its name with the type as a note, the drawing drawn; a
    /// call of it is the error. A type one letter off a known one is a typo, Swift's error too,
    /// and stays an error; so does an unknown type in a method UIKit calls (draw(_:)).
    func testAHelperWhoseSignatureNamesAnUnknownTypeIsLeftOut() {
        let unused = evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                static func name(of c: AnyClass) -> String { return "A" }
                override func draw(_ rect: CGRect) { UIRectFill(bounds) }
            }
            """)
        XCTAssertEqual(unused.headlines, ["t.view:3:17: warning: 'name(of:)' is left out: its signature uses what viewc does not run (unknown type 'AnyClass'); a call of it is an error"])
        XCTAssertNotNil(unused.document)
        let called = evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func tag(_ c: AnyClass) -> Int { return 1 }
                override func draw(_ rect: CGRect) { let n = tag(A.self); print(n) }
            }
            """)
        XCTAssertNil(called.document)
        XCTAssertTrue(called.headlines.contains { $0.hasPrefix("t.view:3:10: warning: 'tag(_:)' is left out: its signature uses") })
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f(_ c: UIColr) {}\n}\n").headlines,
                       ["t.view:3:17: error: unknown type 'UIColr'; did you mean 'UIColor'?"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    override func draw(_ rect: AnyClass) {}\n}\n").headlines.filter { $0.contains("unknown type") },
                       ["t.view:3:32: error: unknown type 'AnyClass'"])
    }

    /// Errors at their line and column, with Swift's rules, and the constructs outside the
    /// subset named as such.
    func testErrorsArePrecise() {
        func errs(_ members: String, superclass: String = "UIView") -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: \(superclass) {\n\(members)\n}\n").headlines
        }
        XCTAssertEqual(errs("    let x = 1\n    func f() { x = 2 }"),
                       ["t.view:4:16: error: cannot assign to 'x': it is a 'let' constant; declare it with 'var'"])
        XCTAssertEqual(errs("    func f() -> CGFloat {\n        if true { return 1 }\n    }"),
                       ["t.view:3:10: error: 'f' must return a Number on every path: it can reach its end without 'return'"])
        XCTAssertEqual(errs("    enum E { case a, b }\n    func f(_ e: E) {\n        switch e {\n        case .a: return\n        }\n    }"),
                       ["t.view:5:16: error: the switch must be exhaustive: add 'case .b:' or 'default:'"])
        XCTAssertEqual(errs("    func f(x: CGFloat) {}\n    func g() { f(y: 1) }"),
                       ["t.view:4:21: error: incorrect argument label in call to 'f(x:)': expected 'x:', found 'y:'"])
        XCTAssertEqual(errs("    enum E { case a, b }\n    func f(_ e: E) {}\n    func g() { f(.c) }"),
                       ["t.view:5:18: error: 'A.E' has no case '.c'; did you mean 'a'?"])
        XCTAssertEqual(errs("    func f() { let p = CGPoint(x: 1, y: 2); p.x = 3 }"),
                       ["t.view:3:45: error: cannot assign to 'p': it is a 'let' constant; declare it with 'var'"])
        XCTAssertEqual(errs("    func f() { var r = CGRect.zero; r.width = 3 }"),
                       ["t.view:3:37: error: 'width' of a CGRect is read-only; set 'size.width' or 'origin' instead"])
        XCTAssertEqual(errs("    func f() { guard true else { } }"),
                       ["t.view:3:16: error: the 'else' of 'guard' must not fall through: end it with 'return'"])
        XCTAssertEqual(errs("    var c: UIColr = .red"),
                       ["t.view:3:12: error: unknown type 'UIColr'; did you mean 'UIColor'?"])
        // Outside the subset: named, at the construct, where it runs (a method nothing calls is
        // left out with a warning).
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    func f() { UIView.setAnimationsEnabled(false) }\n    override func draw(_ rect: CGRect) { f() }\n}\n").headlines.filter { $0.contains("error:") },
                       ["t.view:3:16: error: 'UIView.setAnimationsEnabled' (animation and class methods of UIView) is outside the supported Swift subset: a drawing is one still frame"])
        XCTAssertEqual(errs("    func f() { UIView.setAnimationsEnabled(false) }"),
                       ["t.view:3:10: warning: 'f()' is left out: its body uses what viewc does not run ('UIView.setAnimationsEnabled' (animation and class methods of UIView) is outside the supported Swift subset: a drawing is one still frame); a call of it is an error"])
        XCTAssertEqual(errs("    func f<T>(x: T) {}"),
                       ["t.view:3:12: error: generic functions other than of numbers ('<T: Comparable>', '<T: FloatingPoint>') are outside the supported Swift subset (docs/language.md §13)"])
        XCTAssertEqual(errs("    func f() async { }"),
                       ["t.view:3:14: error: 'async' is outside the supported Swift subset (docs/language.md §13)"])
        // (Placed: a class the file names nowhere else is left out, testAnUnnamedClassOfAnOutsideSuperclassIsLeftOut.)
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UINavigationBar {\n\n}\n").headlines,
                       ["t.view:2:10: error: a superclass 'UINavigationBar' is outside the supported Swift subset: a class here is a UIView, UIControl, UIButton, UILabel, UIImageView, UIStackView, UIScrollView, UICollectionViewCell, UITableViewCell, UITabBar, UISlider, UIViewController, CALayer, CAShapeLayer or CAGradientLayer subclass (docs/language.md §13)"])
        // Conformances after the superclass change nothing a drawing does.
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView, Equatable {\n}\n").headlines, [])
        XCTAssertEqual(evaluate("protocol P {\n    associatedtype T\n}\n").headlines,
                       ["t.view:2:5: error: associated types are outside the supported Swift subset (docs/language.md §13)"])
        // Swift statements belong in a class; .view syntax does not belong in one.
        XCTAssertEqual(evaluate(inCanvas("  var x = 1")).headlines,
                       ["t.view:2:3: error: 'var' and typed 'let' declarations are Swift: they belong in a class (class Name: UIView { … }) and its methods (docs/language.md §13)"])
        XCTAssertEqual(errs("    override func draw(_ rect: CGRect) {\n        path { rect(bounds) }\n    }"),
                       ["t.view:4:9: error: 'path { … }' is .view syntax; in Swift code draw with UIBezierPath and the context"])
    }
}

extension SwiftSubsetTests {
    /// A function or computed property that calls itself without end stops at the statement
    /// depth bound with an error, not a crash.
    /// An enum's raw values are checked against its raw type as Swift checks them: an integer
    /// type takes integer literals only, within its bounds (the bounds are the types' own, read
    /// from Swift's Int32 and Int64 here); a floating raw type takes either.
    func testRawValuesFitTheirRawType() {
        func errs(_ enumDecl: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    \(enumDecl)\n}\n").headlines
        }
        XCTAssertEqual(errs("enum E: Int { case a = 1.5 }"), ["t.view:3:28: error: cannot convert value of type 'Double' to raw type 'Int'"])
        XCTAssertEqual(errs("enum E: Int { case a = 1e300 }"), ["t.view:3:28: error: cannot convert value of type 'Double' to raw type 'Int'"])
        XCTAssertEqual(errs("enum E: Int { case a = 1, b = 99999999999999999999 }"),
                       ["t.view:3:35: error: integer literal '99999999999999999999' overflows when stored into 'Int'"])
        XCTAssertEqual(errs("enum E: UInt { case a = -1 }"), ["t.view:3:29: error: negative integer '-1' overflows when stored into unsigned type 'UInt'"])
        XCTAssertEqual(errs("enum E: Int32 { case a = \(Int64(Int32.max) + 1) }"),
                       ["t.view:3:30: error: integer literal '\(Int64(Int32.max) + 1)' overflows when stored into 'Int32'"])
        XCTAssertEqual(errs("enum E: Int { case a = -\(UInt64(Int64.max) + 2) }"),
                       ["t.view:3:28: error: integer literal '-\(UInt64(Int64.max) + 2)' overflows when stored into 'Int'"])
        // The bounds themselves fit, and a Double takes a fraction.
        XCTAssertEqual(errs("enum E: Int32 { case a = \(Int32.min), b = \(Int32.max) }"), [])
        XCTAssertEqual(errs("enum E: Int { case a = \(Int64.min), b = 9_223_372_036_854_775_807 }"), [])
        XCTAssertEqual(errs("enum E: Double { case a = 1.5, b = 1e300 }"), [])
    }

    func testEndlessRecursionIsAnError() {
        let text = """
        canvas(width: 10, height: 10) { R(frame: Rect(0, 0, 10, 10)) }
        class R: UIView {
            func f(_ n: CGFloat) -> CGFloat { return 1 + f(n + 1) }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: f(0), height: 1)) }
        }
        """
        XCTAssertEqual(evaluate(text).headlines,
                       ["t.view:3:39: error: statements nest deeper than 400 levels (blocks, ifs, loops, function calls and component instances together)"])
    }
}

extension SwiftSubsetTests {
    /// The subset's edges: the context outside draw(_:) is nil (guard's else runs; '!' and a
    /// CGContext call are errors, not a crash); subviews added in code nest only --max-depth
    /// deep; a path appended to itself counts as drawing work; `import UIKit` (and `UIKit.UIColor`), `default: break`
    /// and `else` on the line after `guard` read as Swift; a closure's parameters are counted, and
    /// optional chaining are named.
    func testSubsetEdgesReadAsSwiftOrFailAtTheirPlace() {
        func run(_ members: String) -> [String] {
            evaluate("import UIKit\ncanvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n\(members)\n}\n").headlines
        }
        XCTAssertEqual(run("    override func layoutSubviews() {\n        guard let c = UIGraphicsGetCurrentContext()\n        else { return }\n        c.fill(bounds)\n    }"), [])
        XCTAssertEqual(run("    override func layoutSubviews() {\n        let c = UIGraphicsGetCurrentContext()!\n        c.fill(bounds)\n    }"),
                       ["t.view:5:17: error: '!' found nil: there is no current context outside draw(_:) (Swift would stop here)"])
        XCTAssertEqual(run("    override func draw(_ rect: CGRect) {\n        switch 3 {\n        case 1: break\n        default: break\n        }\n    }"), [])
        XCTAssertEqual(run("    override init(frame: CGRect) {\n        super.init(frame: frame)\n        var v = UIView()\n        for _ in 0..<300 { let w = UIView(); w.addSubview(v); v = w }\n        addSubview(v)\n    }"),
                       ["t.view:7:46: error: views nest deeper than 100 levels; raise the limit with --max-depth"])
        XCTAssertEqual(run("    override func draw(_ rect: CGRect) {\n        let p = UIBezierPath(rect: bounds)\n        for _ in 0..<40 { p.append(p) }\n    }"),
                       ["t.view:6:27: error: more than 5000000 drawing operations; raise the limit with --max-operations"])
        XCTAssertEqual(run("    func f() { let xs = [1]; let ys = xs.map { 2 } }"),
                       ["t.view:4:46: error: this closure takes 0 parameters, but (Number) -> … passes 1: name them ('{ _ in … }') or use $0"])
        // Optional chaining runs when there is a context (SwiftOptionalTests has the rest).
        XCTAssertEqual(run("    override func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(bounds) }"), [])
        // Another module is a warning: its names are unknown, each an error where it is used.
        let other = "t.view:1:8: warning: 'import PaintCodeKit': viewc has no module 'PaintCodeKit' (it knows UIKit, Foundation, Core Graphics and Quartz Core); its names are unknown here unless this file declares them"
        XCTAssertEqual(evaluate("import PaintCodeKit\ncanvas(width: 10, height: 10) { }\n").headlines, [other])
        XCTAssertEqual(evaluate("import PaintCodeKit\ncanvas(width: 10, height: 10) { PCKButton(frame: Rect(0, 0, 10, 10)) }\n").headlines,
                       [other, "t.view:2:33: error: unknown command 'PCKButton' in a 'canvas' block"])
        // A part of a module (`import UIKit.UIColor`) is the module's.
        XCTAssertEqual(evaluate("import UIKit.UIColor\nimport SwiftUI.View\ncanvas(width: 10, height: 10) { }\n").headlines,
                       ["t.view:2:8: warning: 'import SwiftUI': viewc has no module 'SwiftUI' (it knows UIKit, Foundation, Core Graphics and Quartz Core); its names are unknown here unless this file declares them"])
    }
}

extension SwiftSubsetTests {
    /// `.zero` where a CGPoint, CGSize or CGRect is expected, and the class's own frame set in
    /// part (§13.2's `frame.origin.x = 3`).
    func testImplicitZeroAndOwnFrameMembers() throws {
        let text = """
        canvas(width: 100, height: 100) { Z(frame: Rect(10, 10, 40, 40)) }
        class Z: UIView {
            func corner(_ p: CGPoint = .zero) -> CGPoint { return p }
            override func layoutSubviews() {
                frame.origin.x = 30
                frame.size.width += 10
            }
            override func draw(_ rect: CGRect) {
                var r: CGRect = .zero
                r.size = CGSize(width: 20, height: 10)
                UIRectFill(CGRect(origin: corner(), size: r.size))
            }
        }
        """
        let v = try XCTUnwrap(drawing(text))
        assertRect(v.frame, 30, 10, 50, 40)
        assertRect(paints(v.content)[0].bounds, 0, 0, 20, 10)
    }

    /// More Swift outside the subset, each named at its place (not a confusing parse error).
    func testMoreConstructsOutsideTheSubsetAreNamed() {
        let text = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f() {\n        let t = [1, 2]\n        let d = [\"a\": 1]\n        let s = \"x\\(1, radix: 2)\"\n        let h = 0xFF\n        let c = 3 as CGFloat\n    }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:6:19: error: interpolation with labels or several values are outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}

extension SwiftSubsetTests {
    /// `Style(rawValue: n)` is the case whose raw value is n (raw values counting on from the
    /// last one written, as Swift's), or nil: an inspectable of 3 picks `.cross` (red), 1
    /// picks none (the blue corner); an enum without raw values, or another label, is an error.
    func testAnEnumIsMadeFromItsRawValue() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            enum Style: Int { case none = 0, check = 2, cross }
            @IBInspectable var styleRaw: Int = 3
            override func draw(_ rect: CGRect) {
                switch Style(rawValue: styleRaw) ?? .none {
                case .none: UIColor.gray.setFill()
                case .check: UIColor.green.setFill()
                case .cross: UIColor.red.setFill()
                }
                UIRectFill(bounds)
                if Style(rawValue: 1) == nil { UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [NamedColors.table["red"], NamedColors.table["blue"]])
        let two = text.replacingOccurrences(of: "= 3", with: "= 2")
        XCTAssertEqual(ownFills(placedView(two)?.content ?? []).first?.color, NamedColors.table["green"])
        XCTAssertEqual(evaluate("canvas(width: 4, height: 4) { A(frame: Rect(0, 0, 4, 4)) }\nclass A: UIView {\n    enum E { case a }\n    func f() { let e = E(rawValue: 0) }\n}\n").headlines,
                       ["t.view:4:24: error: 'A.E' has no raw values: declare it 'enum E: Int' or ': String' to make one from its raw value"])
        XCTAssertEqual(evaluate("canvas(width: 4, height: 4) { A(frame: Rect(0, 0, 4, 4)) }\nclass A: UIView {\n    enum E: Int { case a }\n    func f() { let e = E(0) }\n}\n").headlines,
                       ["t.view:4:24: error: an enum is made from its raw value with 'E(rawValue:)'"])
    }
}

extension SwiftSubsetTests {
    /// FloatingPoint's members and methods as Swift's Double has them: each rect's x is one
    /// of them, worked out here with Swift's own.
    func testNumberMembersAreSwiftsFloatingPointOnes() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let x: CGFloat = -2.5
                let zero: Double = 0
                let xs: [CGFloat] = [
                    x.rounded(), x.rounded(.down), x.rounded(.up), x.rounded(.toNearestOrEven),
                    x.rounded(.towardZero), x.rounded(.awayFromZero), x.rounded(.toNearestOrAwayFromZero),
                    x.magnitude, x.magnitude.squareRoot(), x.truncatingRemainder(dividingBy: 2), x.remainder(dividingBy: 2),
                    zero.isZero ? 1 : 0, x.isZero ? 1 : 0, x.isFinite ? 1 : 0, x.isNaN || x.isInfinite ? 1 : 0,
                    Double.pi + CGFloat.pi, Int.max > 9e18 ? 1 : 0, Int.min < -9e18 ? 1 : 0,
                    x.isNormal ? 1 : 0, zero.isNormal ? 1 : 0, zero.isSubnormal ? 1 : 0,
                    x.isSignMinus ? 1 : 0, zero.isSignMinus ? 1 : 0,
                ]
                for (i, v) in xs.enumerated() { UIRectFill(CGRect(x: v, y: CGFloat(i), width: 1, height: 1)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let x = -2.5, pi = Double.pi
        let want: [Double] = [
            x.rounded(), x.rounded(.down), x.rounded(.up), x.rounded(.toNearestOrEven),
            x.rounded(.towardZero), x.rounded(.awayFromZero), x.rounded(.toNearestOrAwayFromZero),
            2.5, 2.5.squareRoot(), x.truncatingRemainder(dividingBy: 2), x.remainder(dividingBy: 2),
            1, 0, 1, 0, pi + pi, 1, 1,
            // isNormal: finite, not zero and not subnormal; the sign of -2.5 is minus, of 0 plus.
            x.isNormal ? 1 : 0, 0.0.isNormal ? 1 : 0, 0.0.isSubnormal ? 1 : 0,
            x.sign == .minus ? 1 : 0, 0.0.sign == .minus ? 1 : 0,
        ]
        let got = ownFills(v.content).map(\.bounds.origin.x)
        XCTAssertEqual(got.count, want.count)
        for (g, w) in zip(got, want) { XCTAssertEqual(g, w, accuracy: 1e-6) }
    }

    /// A rounding rule is one of FloatingPointRoundingRule's cases; a square root of a negative
    /// number is an error at the call, as sqrt's.
    func testNumberMethodErrorsAreLocated() {
        func errors(_ line: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        let x: CGFloat = -2\n        \(line)\n    }\n}\n").headlines
        }
        XCTAssertEqual(errors("let y = x.rounded(.dwn)"), ["t.view:5:27: error: rounded(_:) takes a rounding rule: .awayFromZero, .down, .toNearestOrAwayFromZero, .toNearestOrEven, .towardZero, .up; did you mean 'down'?"])
        XCTAssertEqual(errors("let y = x.squareRoot()"), ["t.view:5:17: error: square root of a negative number (-2)"])
    }
}

extension SwiftSubsetTests {
    /// `guard case .x(let v) = e else { … }` binds `v` for the statements after it, as Swift's:
    /// for the three values, .text("abc") draws a rect 3 wide (the text's count), .none returns
    /// before drawing, .size(5) with `, n > 4` draws 5 and .size(2) fails the extra condition.
    func testGuardCaseBindsForTheRestOfTheScope() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            enum Content { case text(String), size(Int), none }
            func mark(_ c: Content) {
                guard case .text(let s) = c else {
                    guard case .size(let n) = c, n > 4 else { return }
                    UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(n), height: 1))
                    return
                }
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(s.count), height: 1))
            }
            override func draw(_ rect: CGRect) {
                for c in [Content.text("abc"), .none, .size(5), .size(2)] { mark(c) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [3, 5])
    }

    /// Older UIKit's colors: `.groupTableViewBackground` is the grouped background (242, 242,
    /// 247 of 255), `.lightText` white at 60 %, `.darkText` black; a drawing is laid out left to
    /// right (`UIView.userInterfaceLayoutDirection(for:)`).
    func testOlderUIKitColorsAndTheLayoutDirection() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                for c in [UIColor.groupTableViewBackground, .lightText, .darkText] { c.setFill(); UIRectFill(bounds) }
                let ltr = UIView.userInterfaceLayoutDirection(for: .unspecified) == UIUserInterfaceLayoutDirection.leftToRight
                UIRectFill(CGRect(x: 0, y: 0, width: ltr ? 2 : 1, height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 4)
        guard fills.count == 4 else { return }
        XCTAssertEqual(fills[0].color, Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        XCTAssertEqual(fills[1].color, Color(red: 1, green: 1, blue: 1, alpha: 0.6))
        XCTAssertEqual(fills[2].color, Color(red: 0, green: 0, blue: 0))
        XCTAssertEqual(fills[3].bounds.width, 2)
    }

    /// `UIImage(named:in:compatibleWith:)` looks for the file as `UIImage(named:)` does: a name
    /// with no file beside the drawing is nil, with the same warning.
    func testAnImageNamedInABundleIsFoundAsAlone() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let a = UIImage(named: "nowhere")
                let b = UIImage(named: "nowhere", in: Bundle.main, compatibleWith: traitCollection)
                if a == nil && b == nil { UIRectFill(bounds) }
            }
        }
        """
        let dir = NSTemporaryDirectory() + "viewc-bundle-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = SourceFile(path: dir + "/t.view", text: text, absolutePath: dir + "/t.view")
        let (doc, diags) = Evaluator(options: EvalOptions(), loader: FileSystemLoader(mainDirectory: dir)).evaluate(Parser.parse(file))
        XCTAssertEqual(diags.filter { $0.severity == .error }.map(\.headline), [])
        XCTAssertEqual(diags.count, 2, "\(diags.map(\.headline))")
        XCTAssertEqual(Set(diags.map(\.message)).count, 1, "the same warning for both: \(diags.map(\.headline))")
        XCTAssertEqual(doc?.pages.first?.root.subviews.first.map { ownFills($0.content).count }, 1)
    }

    /// An `Int` is a type of its own wherever it is held: `/=` truncates toward zero and `%=`
    /// keeps the dividend's sign, as Swift's Ints do, on a struct's and a non-view class's
    /// stored property, the view's own, a list's element, a dictionary's value, a local and a
    /// global; a `Double` or `CGFloat` member still divides exactly. The expected text is
    /// Swift's own arithmetic on Ints and Doubles, done here.
    func testCompoundAssignmentsOnIntsDivideAsSwiftsInts() {
        let text = """
            canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
            struct S { var n: Int = 7; var d: Double = 7; var c: CGFloat = 7 }
            class Box { var n: Int = 7 }
            var g: Int = 7
            class V: UIView {
                var own: Int = 7
                override func draw(_ rect: CGRect) {
                    var s = S()
                    s.n /= 2; s.d /= 2; s.c /= 2
                    var r = S()
                    r.n %= 4
                    var m = S()
                    m.n *= 3; m.n += 1; m.n -= 2
                    let b = Box()
                    b.n /= 2; b.n %= 2
                    own /= 2; self.own %= 2
                    var a: [Int] = [7, -9]
                    a[0] /= 2; a[1] %= 4; a[1] /= 2
                    var d: [String: Int] = ["k": -7]
                    d["k"]! /= 2; d["k", default: 0] %= 2
                    var l = -7
                    l /= 2
                    g /= 2
                    print(s.n, s.d, s.c, r.n, m.n, b.n, own, a[0], a[1], d["k"]!, l, g, (l + 10) % 4 * 5)
                }
            }
            """
        var sn = 7; sn /= 2
        var sd = 7.0; sd /= 2
        var rn = 7; rn %= 4
        var mn = 7; mn *= 3; mn += 1; mn -= 2
        var bn = 7; bn /= 2; bn %= 2
        var own = 7; own /= 2; own %= 2
        var a = [7, -9]; a[0] /= 2; a[1] %= 4; a[1] /= 2
        var dk = -7; dk /= 2; dk %= 2
        var l = -7; l /= 2
        var g = 7; g /= 2
        XCTAssertEqual(printed(text), "\(sn) \(sd) \(sd) \(rn) \(mn) \(bn) \(own) \(a[0]) \(a[1]) \(dk) \(l) \(g) \((l + 10) % 4 * 5)")
        // `+=` on an `[Int]` member appends, as Swift's, and a String member's joins.
        let lists = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            struct M { var items: [Int] = [1]; var name = "a" }
            class V: UIView {
                var model = M()
                override func draw(_ rect: CGRect) {
                    var m = M()
                    m.items += [2]; m.name += "b"; model.items += [3, 4]
                    print(m.items, m.name, model.items)
                }
            }
            """
        XCTAssertEqual(printed(lists), "\([1] + [2]) ab \([1] + [3, 4])")
    }

    /// Swift's Int is 64 bits and `+`, `-`, `*` trap where the result leaves its range: each
    /// written form — `+=` and `*=` on a struct's `Int` member, a local's `-=`, a plain sum and
    /// product — stops there with a located error, and a result inside the range does not.
    /// Which results overflow is Swift's own `ReportingOverflow` arithmetic, done here.
    func testIntOverflowStopsWhereSwiftTraps() {
        let big = 1 << 62
        XCTAssertTrue(big.addingReportingOverflow(big).overflow)
        XCTAssertTrue(big.multipliedReportingOverflow(by: 2).overflow)
        XCTAssertTrue((-big).subtractingReportingOverflow(big + big / 2).overflow)
        XCTAssertFalse(big.addingReportingOverflow(big / 2).overflow)
        func headlines(_ line: String) -> [String] {
            evaluate("""
                canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
                struct S { var n: Int = \(big) }
                class V: UIView {
                    override func draw(_ rect: CGRect) {
                        var s = S()
                        var m: Int = -\(big)
                        \(line)
                        UIRectFill(CGRect(x: 0, y: 0, width: s.n == m ? 1 : 2, height: 1))
                    }
                }
                """).headlines
        }
        func overflow(_ a: Int, _ op: String, _ b: Int, column: Int = 9) -> [String] {
            ["t.view:7:\(column): error: arithmetic overflow: \(a) \(op) \(b) is outside Int's range (Swift stops here)"]
        }
        XCTAssertEqual(headlines("s.n += s.n"), overflow(big, "+", big))
        XCTAssertEqual(headlines("s.n *= 2"), overflow(big, "*", 2))
        XCTAssertEqual(headlines("m -= \(big + big / 2)"), overflow(-big, "-", big + big / 2))
        XCTAssertEqual(headlines("m = s.n + s.n"), overflow(big, "+", big, column: 13))
        XCTAssertEqual(headlines("m = s.n * 2"), overflow(big, "*", 2, column: 13))
        XCTAssertEqual(headlines("s.n += \(big / 2)"), [])
    }
}

extension SwiftSubsetTests {
    /// Declarations Swift allows at the top of a file that start with a word the .view language
    /// does not know read as Swift: a custom operator's declaration, and a precedence group
    /// for one, is left out with a warning at its place, never a parse error, and a prefix
    /// operator function is named as outside.
    func testTopLevelOperatorDeclarationsAreNamedNotParseErrors() {
        func top(_ decl: String) -> [String] { evaluate("canvas(width: 10, height: 10) { }\n\(decl)\n").headlines }
        XCTAssertEqual(top("infix operator ** : MultiplicationPrecedence"),
                       ["t.view:2:1: warning: this declaration of the operator '**' is left out: custom operators are outside the supported Swift subset (docs/language.md §13); a use of it is an error"])
        XCTAssertEqual(top("precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }"),
                       ["t.view:2:1: warning: this precedence group 'PowerPrecedence' is left out: custom operators are outside the supported Swift subset (docs/language.md §13); a use of it is an error"])
        XCTAssertEqual(top("postfix operator %%"),
                       ["t.view:2:1: warning: this declaration of the operator '%%' is left out: custom operators are outside the supported Swift subset (docs/language.md §13); a use of it is an error"])
        XCTAssertEqual(top("prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }"),
                       ["t.view:2:1: error: the modifier 'prefix' is outside the supported Swift subset (docs/language.md §13)"])
    }

    /// A helper file's custom operator (`infix operator ✕` and its generic functions, which the
    /// drawing never uses) is left out, said at the declaration and at each function, and the
    /// rest of the file runs: its overloads of Swift's own `*` and `/` (CGFloat with Int) draw.
    /// A use of the custom operator is the error that names it.
    func testACustomOperatorIsLeftOutAndTheRestOfTheFileRuns() throws {
        let text = """
        canvas(width: 90, height: 90) {
            Board(frame: Rect(0, 0, 90, 90))
        }
        public func * (lhs: CGFloat, rhs: Int) -> CGFloat { return lhs * CGFloat(rhs) }
        public func / (lhs: CGFloat, rhs: Int) -> CGFloat { return lhs / CGFloat(rhs) }
        infix operator ✕: AdditionPrecedence
        public func ✕ <T: Any>(lhs: Int, rhs: T) -> [T] { return [T](repeating: rhs, count: lhs) }
        class Board: UIView {
            override func draw(_ rect: CGRect) {
                let cell = rect.width / 9
                for k in 1...2 { UIRectFill(CGRect(x: cell * (3 * k), y: 0, width: 1, height: rect.height)) }
            }
        }
        """
        let warning = "is left out: custom operators are outside the supported Swift subset (docs/language.md §13); a use of it is an error"
        // cell = 90 / 9 = 10; lines at 10 · 3 · k for k = 1, 2.
        let p = try paintsBesideWarnings(text, ["t.view:6:1: warning: this declaration of the operator '✕' \(warning)",
                                                "t.view:7:8: warning: this function of the operator '✕' \(warning)"])
        XCTAssertEqual(p.count, 2)
        assertRect(p[0].bounds, 30, 0, 1, 90)
        assertRect(p[1].bounds, 60, 0, 1, 90)
        let used = text.replacingOccurrences(of: "let cell = rect.width / 9", with: "let cell = rect.width / 9; let row = 3 ✕ cell")
        XCTAssertEqual(evaluate(used).headlines.filter { $0.contains(": error: ") },
                       ["t.view:10:48: error: the '✕' operator is outside the supported Swift subset (docs/language.md §13)"])
    }
}

extension SwiftSubsetTests {
    /// A SwiftUI wrapper pasted beside the UIKit view it wraps (`struct DotView:
    /// UIViewRepresentable`, whose methods take `UIViewRepresentableContext<DotView>`) and its
    /// preview and a SwiftUI view using it (`struct ContentView: View` with `var body: some
    /// View`) are left out, each said at its name, and the UIKit view draws: half of its 40
    /// points wide, 10 high. A use of the wrapper is an error.
    func testASwiftUIWrapperBesideAUIKitViewIsLeftOut() throws {
        let text = """
        canvas(width: 40, height: 40) {
            Dot(frame: Rect(0, 0, 40, 40))
        }
        struct DotView: UIViewRepresentable {
            func makeUIView(context: UIViewRepresentableContext<DotView>) -> Dot { Dot(frame: .zero) }
            func updateUIView(_ uiView: Dot, context: UIViewRepresentableContext<DotView>) {}
        }
        struct DotView_Previews: PreviewProvider {
            static var previews: some View { DotView() }
        }
        struct ContentView: View {
            var body: some View { DotView().frame(width: 40, height: 40) }
        }
        final class Dot: UIView {
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: 10)) }
        }
        """
        let outside = "is outside the supported Swift subset (docs/language.md §13), which draws UIKit views; a use of it is an error"
        _ = try leftOutBesideOneFill(text, ["t.view:4:8: warning: this struct is left out: SwiftUI's 'UIViewRepresentable' \(outside)",
                                            "t.view:8:8: warning: this struct is left out: SwiftUI's 'PreviewProvider' \(outside)",
                                            "t.view:11:8: warning: this struct is left out: SwiftUI's 'View' \(outside)"],
                                     width: 20, use: ("override func draw(_ rect: CGRect) {", "override func draw(_ rect: CGRect) { let w = DotView();"))
    }

    /// The one fill of a file that draws beside what it leaves out, said by `warnings`, its
    /// rect (0, 0, width, 10) checked; the file with `use` replaced (a use of what is left out) has one error.
    func leftOutBesideOneFill(_ text: String, _ warnings: [String], width: Double, use: (String, String),
                              file: StaticString = #filePath, line: UInt = #line) throws -> Color? {
        let p = try paintsBesideWarnings(text, warnings, file: file, line: line)
        XCTAssertEqual(p.count, 1, file: file, line: line)
        assertRect(try XCTUnwrap(p.first, file: file, line: line).bounds, 0, 0, width, 10, file: file, line: line)
        let used = text.replacingOccurrences(of: use.0, with: use.1)
        XCTAssertEqual(evaluate(used).headlines.filter { $0.contains(": error: ") }.count, 1, file: file, line: line)
        return p.first?.color
    }

    /// UIKit's own implementation of a member called through `super` in an expression
    /// (`super.alignmentRect(forFrame: f)`) is named as outside the
    /// subset where `super` is written, not as an unknown name; `super.init(frame:)` and an
    /// override's `super.layoutSubviews()` are in.
    func testUIKitsOwnImplementationThroughSuperIsNamedOutside() {
        let text = "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UILabel {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        let s = super.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 10, height: 10))\n    }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:5:17: error: calling UIKit's own implementation through 'super' here is outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}

extension SwiftSubsetTests {
    /// A CGContext is a reference, so Swift lets a `let` holding it have its properties set: the
    /// error names the property viewc does not set (a text matrix other than the identity, which
    /// Core Text code's `context.textMatrix = .identity` sets to no effect), never the `let`; a
    /// point held by a `let` is a value and still is the `let`'s.
    func testSettingAPropertyOfALetContextNamesTheProperty() {
        func errs(_ body: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n\(body)\n    }\n}\n").headlines
        }
        XCTAssertEqual(errs("        guard let context = UIGraphicsGetCurrentContext() else { return }\n        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)"),
                       ["t.view:5:9: error: setting CGContext's 'textMatrix' is outside the supported Swift subset (docs/language.md §13)"])
        XCTAssertEqual(errs("        var context = UIGraphicsGetCurrentContext()!\n        context.textPosition = .zero"),
                       ["t.view:5:9: error: setting CGContext's 'textPosition' is outside the supported Swift subset (docs/language.md §13)"])
        // The text matrix a drawing's context has: Core Text code's reset of it changes nothing.
        XCTAssertEqual(errs("        let context = UIGraphicsGetCurrentContext()!\n        context.textMatrix = .identity\n        context.textMatrix = CGAffineTransform.identity"), [])
        XCTAssertEqual(errs("        let context = UIGraphicsGetCurrentContext()!\n        context.lineWidth = 2"),
                       ["t.view:5:9: error: CGContext has no settable member 'lineWidth'"])
        XCTAssertEqual(errs("        let p = CGPoint(x: 1, y: 2)\n        p.x = 3"),
                       ["t.view:5:9: error: cannot assign to 'p': it is a 'let' constant; declare it with 'var'"])
    }
}

extension SwiftSubsetTests {
    /// The app's delegate pasted with the file a view's colours are declared in
    /// (`@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate`, a
    /// `UIWindowSceneDelegate`, an `@main` one) is left out, said at its name, and the view
    /// draws with the file's globals: a fill 30 / 2 = 15 wide in `lightPurple`, (0.5, 0, 1).
    /// A use of the delegate is an error.
    func testTheAppsDelegateBesideAViewIsLeftOut() throws {
        let text = """
        canvas(width: 30, height: 10) { Back(frame: Rect(0, 0, 30, 10)) }
        public let lightPurple = UIColor(red: 0.5, green: 0, blue: 1, alpha: 1)
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        @main
        class Launcher: UIResponder {}
        class Back: UIView {
            override func draw(_ rect: CGRect) {
                lightPurple.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: 10))
            }
        }
        """
        let said = "launches the app, which a drawing does not (docs/language.md §13); a use of it is an error"
        let color = try leftOutBesideOneFill(text, ["t.view:4:7: warning: this class is left out: '@UIApplicationMain' \(said)",
                                                    "t.view:8:7: warning: this class is left out: a 'UIWindowSceneDelegate' \(said)",
                                                    "t.view:12:7: warning: this class is left out: '@main' \(said)"],
                                             width: 15, use: ("lightPurple.setFill()", "lightPurple.setFill(); let d = AppDelegate()"))
        XCTAssertEqual(color, Color(red: 0.5, green: 0, blue: 1, alpha: 1))
    }
}

extension SwiftSubsetTests {
    /// A class of a UIKit superclass viewc does not draw (a `UITextField`, a `UITableView`)
    /// pasted beside the view that draws, and named nowhere else in the file, is left out, said
    /// at its name, as a method the drawing never calls is: the view fills 30 / 2 = 15 wide in
    /// (0, 0.5, 1). Named elsewhere — made by the drawing — its superclass is the error it was.
    func testAnUnnamedClassOfAnOutsideSuperclassIsLeftOut() throws {
        let text = """
        canvas(width: 30, height: 10) { Back(frame: Rect(0, 0, 30, 10)) }
        class CountField: UITextField {
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.backgroundColor = .clear
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        class Feed: UITableView {}
        class Back: UIView {
            override func draw(_ rect: CGRect) {
                UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: 10))
            }
        }
        """
        let said = "is outside the supported Swift subset (docs/language.md §13), and nothing in the file names the class"
        let color = try leftOutBesideOneFill(text, ["t.view:2:7: warning: this class is left out: a superclass 'UITextField' \(said)",
                                                    "t.view:9:7: warning: this class is left out: a superclass 'UITableView' \(said)"],
                                             width: 15, use: ("UIRectFill(", "let f = CountField(frame: rect); UIRectFill("))
        XCTAssertEqual(color, Color(red: 0, green: 0.5, blue: 1, alpha: 1))
        let used = text.replacingOccurrences(of: "UIRectFill(", with: "let f = CountField(frame: rect); UIRectFill(")
        XCTAssertEqual(evaluate(used).headlines.first { $0.contains(": error: ") },
                       "t.view:2:19: error: a superclass 'UITextField' is outside the supported Swift subset: a class here is a UIView, UIControl, UIButton, UILabel, UIImageView, UIStackView, UIScrollView, UICollectionViewCell, UITableViewCell, UITabBar, UISlider, UIViewController, CALayer, CAShapeLayer or CAGradientLayer subclass (docs/language.md §13)")
    }
}
