// Everyday Swift of real drawing code that is valid and must run as Swift runs it: a local that
// hides a parameter, `let _ = value`, a case written on its type as a stored value, a switch over an optional,
// NSString, text drawn with nil attributes, Calendar and TimeZone, random numbers that are the
// same in every compile, print as a note, GLKit's angle functions, CGRect.infinite, a view's
// draw(_:in:).

import CairoBackend
import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftEverydayCodeTests: XCTestCase, SwiftMemberDrawing {
    /// `let rect = CGRect(…)` in `draw(_ rect:)`, and `let r = r.insetBy(…)` in a helper: the
    /// body is a scope inside the parameters', so the local hides the parameter and its
    /// initializer still reads the parameter.
    func testALocalHidesAParameterOfItsFunction() {
        let fills = classFills("""
            func inset(_ r: CGRect) -> CGRect {
                let r = r.insetBy(dx: 2, dy: 3)
                return r
            }
            override func draw(_ rect: CGRect) {
                let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
                UIRectFill(inset(rect))
            }
            """)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 12, 13, 36, 14) }
    }

    /// `let _ = f()` runs `f` and drops its value, as `_ = f()` does: two calls that each
    /// widen the next fill by 10 make a fill 20 wider than the first.
    func testALetWithAWildcardRunsItsValue() {
        let fills = classFills("""
            var width: CGFloat = 10
            func widen() -> CGFloat { width += 10; return width }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: width, height: 5))
                let _ = widen()
                _ = widen()
                UIRectFill(CGRect(x: 0, y: 10, width: width, height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.size.width), [10, 10 + 2 * 10])
    }

    /// An accessor's body is code as a function's is: `let _ = f()` in a computed property's
    /// getter and setter and in a stored property's didSet runs `f` and drops its value. Each
    /// `widen()` adds 10 to a width of 10: the getter's read (1), the setter's (2) and the
    /// observer's (3) make the last fill 10 + 3 × 10 wide; the first is 10 + 10 (the read).
    func testALetWithAWildcardRunsInAccessors() {
        let fills = classFills("""
            var width: CGFloat = 10
            func widen() -> CGFloat { width += 10; return width }
            var doubled: CGFloat {
                get { let _ = widen(); return width }
                set { let _ = widen() }
            }
            var marks = 0 { didSet { let _ = widen() } }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: doubled, height: 5))
                doubled = 0
                marks = 1
                UIRectFill(CGRect(x: 0, y: 10, width: width, height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.size.width), [10 + 10, 10 + 3 * 10])
    }

    /// `defer { … }` runs as its block ends, however it ends, the last written first, as
    /// Swift runs it: draw's marks go 1, 2; the loop's first pass marks 20 then its defer 10,
    /// the second breaks and its defer marks 11; `early()` returns and its defer marks 5;
    /// then draw ends and its defers mark 3, then 4. A `return x` takes x before its defer
    /// changes it (1, not 100); a `saveGState()` undone by a deferred `restoreGState()` leaves
    /// the next fill in the default black.
    func testDeferRunsAsItsBlockEndsLastFirst() {
        let fills = classFills("""
            func mark(_ w: CGFloat) { UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1)) }
            func early() {
                defer { mark(5) }
                guard false else { return }
                mark(99)
            }
            func kept() -> CGFloat {
                var x: CGFloat = 1
                defer { x = 100 }
                return x
            }
            func tinted(_ ctx: CGContext) {
                ctx.saveGState()
                defer { ctx.restoreGState() }
                UIColor.red.setFill()
                mark(7)
            }
            override func draw(_ rect: CGRect) {
                mark(1)
                defer { mark(4) }
                defer { mark(3) }
                mark(2)
                for i in 0..<2 {
                    defer { mark(10 + CGFloat(i)) }
                    if i == 1 { break }
                    mark(20)
                }
                early()
                mark(kept())
                tinted(UIGraphicsGetCurrentContext()!)
                mark(8)
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.size.width), [1, 2, 20, 10, 11, 5, 1, 7, 8, 3, 4])
        XCTAssertEqual(fills.map(\.color), [Color](repeating: Color(red: 0, green: 0, blue: 0), count: 7)
                       + [Color(red: 1, green: 0, blue: 0)] + [Color](repeating: Color(red: 0, green: 0, blue: 0), count: 3))
        XCTAssertEqual(errors("""
            override func draw(_ rect: CGRect) { defer { return } }
            """).first?.hasSuffix("error: 'return' cannot transfer control out of a defer statement"), true)
        // Nor may an error leave a defer, as Swift refuses.
        XCTAssertEqual(errors("""
            enum E: Error { case bad }
            func g() throws -> Int { defer { throw E.bad }; return 1 }
            """).first?.contains("errors thrown from here are not handled"), true)
    }

    /// UIFont.monospacedDigitSystemFont(ofSize:weight:) is the system font at that weight (its
    /// stand-in's digits are all one width already), and monospacedSystemFont(ofSize:weight:)
    /// SF Mono's stand-in, DejaVu Sans Mono: "1111" and "0000" measure alike in both, and the
    /// mono font's "iiii" as wide as its "MMMM"; written `.monospacedSystemFont(…)` where a font
    /// is wanted (`label.font = …`), the same font.
    func testMonospacedSystemFonts() throws {
        let text = """
            canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
            class A: UIView {
                func w(_ s: String, _ f: UIFont) -> CGFloat { (s as NSString).size(withAttributes: [.font: f]).width }
                override func draw(_ rect: CGRect) {
                    let digits = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .bold)
                    let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
                    UIRectFill(CGRect(x: 0, y: 0, width: w("1111", digits), height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: w("0000", digits), height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: w("iiii", mono), height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: w("MMMM", mono), height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: w("iiii", UIFont.systemFont(ofSize: 20)), height: 1))
                    let label = UILabel()
                    label.font = .boldSystemFont(ofSize: 20)
                    let f: UIFont = .monospacedSystemFont(ofSize: 20, weight: .regular)
                    UIRectFill(CGRect(x: 0, y: 0, width: w("iiii", f), height: 1))
                }
            }
            """
        let (doc, diagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
            .evaluate(Parser.parse(SourceFile(path: "t.view", text: text)))
        XCTAssertEqual(diagnostics.map(\.headline), [])
        let view = try XCTUnwrap(doc?.pages.first?.root.subviews.first)
        let fills = ownFills(view.content)
        let widths = fills.map(\.bounds.size.width)
        XCTAssertEqual(widths.count, 6)
        guard widths.count == 6 else { return }
        XCTAssertEqual(widths[5], widths[2], accuracy: 1e-9, "'.monospacedSystemFont(…)' where a font is wanted is UIFont's")
        XCTAssertEqual(widths[0], widths[1], accuracy: 1e-9)
        XCTAssertEqual(widths[2], widths[3], accuracy: 1e-9)
        XCTAssertLessThan(widths[4], widths[2], "the proportional system font's i is narrower")
    }

    /// `var cap = CGLineCap.round` takes the case's type from the type it is written on (a
    /// bare `.round` has none and stays an error); `CGPathDrawingMode.fill` is the case.
    func testACaseWrittenOnItsTypeIsAValueOfThatType() {
        let fills = classFills("""
            var cap = CGLineCap.round
            static let mode = CGPathDrawingMode.fill
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                cap = .butt
                ctx.setLineCap(cap)
                ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 10))
                ctx.drawPath(using: CGPathDrawingMode.fill)
                ctx.addRect(CGRect(x: 0, y: 20, width: 5, height: 5))
                ctx.drawPath(using: A.mode)
            }
            """)
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(errors("var cap = .round\noverride func draw(_ rect: CGRect) { }"),
                       ["t.view:3:11: error: '.round' needs a type here: write 'var cap: EnumName = .round'"])
    }

    /// UIKit's enums written with their type as a type (`NSLayoutConstraint.Axis` of a
    /// layout helper's parameter, `UIView.ContentMode` of a property): a switch over the axis
    /// picks its case's width (.vertical: 40, .horizontal: 30), the mode compares equal to the
    /// case it was set to (10 wide when it is .redraw).
    func testAUIKitEnumNamedWithItsTypeIsAType() {
        let fills = classFills("""
            var mode: UIView.ContentMode = .scaleToFill
            func width(along axis: NSLayoutConstraint.Axis) -> CGFloat {
                switch axis {
                case .horizontal: return 30
                case .vertical: return 40
                default: return 0
                }
            }
            override func draw(_ rect: CGRect) {
                mode = .redraw
                UIRectFill(CGRect(x: 0, y: 0, width: width(along: .vertical), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: width(along: .horizontal), height: 5))
                if mode == .redraw { UIRectFill(CGRect(x: 0, y: 20, width: 10, height: 5)) }
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [40, 30, 10])
    }

    /// UIKit's and Core Graphics' enums written unqualified as a type, as UIKit declares
    /// them: a `CGRectEdge` property set to `.maxXEdge` divides a 100-wide rect 40 from its
    /// right, so the slice starts at x 100 − 40 = 60; a `CGRectEdge` parameter's `.minYEdge`
    /// takes the top 40 of a 100-high rect; an `NSLineBreakMode` property compares equal to
    /// its case (a 5-wide mark) and, given to a label made in `layoutSubviews()`, is its
    /// `lineBreakMode`.
    func testUIKitEnumsWrittenUnqualifiedAreTypes() throws {
        let v = try XCTUnwrap(placedView("""
            canvas(width: 200, height: 200) { A(frame: Rect(0, 0, 200, 200)) }
            class A: UIView {
                var edge: CGRectEdge = .minYEdge
                var mode: NSLineBreakMode = .byTruncatingMiddle
                func slice(of r: CGRect, from e: CGRectEdge) -> CGRect { return r.divided(atDistance: 40, from: e).slice }
                override func layoutSubviews() {
                    let l = UILabel()
                    l.lineBreakMode = mode
                    addSubview(l)
                }
                override func draw(_ rect: CGRect) {
                    edge = .maxXEdge
                    UIRectFill(slice(of: CGRect(x: 0, y: 0, width: 100, height: 10), from: edge))
                    UIRectFill(slice(of: CGRect(x: 0, y: 50, width: 10, height: 100), from: .minYEdge))
                    if mode == .byTruncatingMiddle { UIRectFill(CGRect(x: 150, y: 0, width: 5, height: 5)) }
                }
            }
            """))
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(100 - 40, 0, 40, 10), Rect(0, 50, 10, 40), Rect(150, 0, 5, 5)])
        XCTAssertEqual(v.subviews.first?.label?.lineBreakMode, .byTruncatingMiddle)
    }

    /// A ball's `override var collisionBoundsType: UIDynamicItemCollisionBoundsType` (UIKit
    /// Dynamics, which only an animator reads) is accepted and inert: the view draws its
    /// 10 × 10 fill, and its own code reads the case back (a second fill where it is .ellipse).
    func testACollisionBoundsTypeOverrideIsInert() {
        let fills = classFills("""
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { return .ellipse }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                if collisionBoundsType == .ellipse { UIRectFill(CGRect(x: 20, y: 0, width: 5, height: 5)) }
            }
            """)
        XCTAssertEqual(fills.map(\.bounds), [Rect(0, 0, 10, 10), Rect(20, 0, 5, 5)])
    }

    /// `var mode = CGBlendMode.clear` is the blend mode its case is written on, never the color
    /// a bare `.clear` may be: `setBlendMode(mode)` sets the mode that erases, as in UIKit.
    func testABlendModeCaseWrittenOnItsTypeIsTheBlendMode() throws {
        let v = try XCTUnwrap(placedView("""
            canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
            class A: UIView {
                var mode = CGBlendMode.clear
                static let darker = CGBlendMode.multiply
                override func draw(_ rect: CGRect) {
                    let ctx = UIGraphicsGetCurrentContext()!
                    ctx.setBlendMode(A.darker)
                    ctx.setBlendMode(mode)
                    ctx.fill(rect)
                }
            }
            """))
        let modes = v.content.compactMap { c -> BlendMode? in if case .blendMode(let m, _) = c { return m }; return nil }
        XCTAssertEqual(modes, [.multiply, .clear])
    }

    /// A switch over `Int!` or `Int?` matches the value's cases; nil matches none of them
    /// (and `case nil:` names it).
    func testASwitchOverAnOptionalMatchesItsValue() {
        let fills = classFills("""
            var option: Int! = 2
            var missing: Int? = nil
            func width(_ v: Int?) -> CGFloat {
                switch v {
                case 1: return 10
                case 2: return 20
                case nil: return 5
                default: return 1
                }
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: width(option), height: 1))
                UIRectFill(CGRect(x: 0, y: 1, width: width(missing), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: width(7), height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [20, 5, 1])
    }

    /// An enum of the file with cases named as colors (`case red, yellow, green`): where the
    /// enum is wanted — a property, an argument, a switch, `==` — `.green` is its case, not
    /// UIColor.green; where a color is wanted it stays the color.
    func testAnEnumsCaseNamedAsAColorIsTheCaseWhereTheEnumIsWanted() {
        let fills = classFills("""
            enum Light { case red, yellow, green }
            var light: Light = .red
            func paint(_ l: Light) -> UIColor {
                switch l {
                case .red: return .red
                case .yellow: return .yellow
                case .green: return .green
                }
            }
            override func draw(_ rect: CGRect) {
                light = .green
                paint(light).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                paint(.yellow).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                if light == .green && .red != light { UIColor.blue.setFill(); UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10)) }
            }
            """)
        // UIKit's green, yellow and blue: (0, 1, 0), (1, 1, 0), (0, 0, 1).
        XCTAssertEqual(fills.map(\.color), [Color(red: 0, green: 1, blue: 0, alpha: 1), Color(red: 1, green: 1, blue: 0, alpha: 1),
                                             Color(red: 0, green: 0, blue: 1, alpha: 1)])
    }

    /// CALayer's colors are optional CGColors: `layer.backgroundColor = color?.cgColor` with a
    /// nil color leaves none; with a color, that color.
    func testALayersColorTakesAnOptional() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var none: UIColor? = nil
            var some: UIColor? = .red
            override init(frame: CGRect) {
                super.init(frame: frame)
                let a = CALayer(), b = CALayer()
                a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                b.frame = CGRect(x: 20, y: 0, width: 10, height: 10)
                a.backgroundColor = none?.cgColor
                b.backgroundColor = some?.cgColor
                b.borderColor = none?.cgColor
                layer.addSublayer(a)
                layer.addSublayer(b)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(v.subviews.map(\.backgroundColor), [nil, Color(red: 1, green: 0, blue: 0, alpha: 1)])
    }

    /// A layer's `borderColor` and `shadowColor` are `CGColor?` as Core Animation declares them,
    /// black until set: `if let c = layer.borderColor` binds it, `layer.shadowColor ?? fallback`
    /// takes it, and a color set is the one read back.
    func testALayersBorderAndShadowColorsAreOptionals() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                if let c = layer.borderColor { UIColor(cgColor: c).setFill() } else { UIColor.green.setFill() }
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor(cgColor: layer.shadowColor ?? UIColor.green.cgColor).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                layer.borderColor = UIColor.blue.cgColor
                guard let set = layer.borderColor else { return }
                UIColor(cgColor: set).setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
            """)
        // Core Animation's default border and shadow colors are opaque black; UIKit's blue is (0, 0, 1).
        XCTAssertEqual(fills.map(\.color), [Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 0, alpha: 1),
                                             Color(red: 0, green: 0, blue: 1, alpha: 1)])
    }

    /// `extension UIBezierPath` with a convenience init that calls `self.init()` and then the
    /// path's own methods by their bare names, and a method returning a new path: a heart
    /// icon's shape, as real code writes it.
    func testAnExtensionOfUIBezierPathBuildsThePath() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension UIBezierPath {
            convenience init(wedgeIn rect: CGRect) {
                self.init()
                move(to: CGPoint(x: rect.minX, y: rect.minY))
                addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                close()
                lineWidth = 3
            }
            func scaled(_ k: CGFloat) -> UIBezierPath {
                let p = UIBezierPath(cgPath: cgPath)
                p.apply(CGAffineTransform(scaleX: k, y: k))
                return p
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let p = UIBezierPath(wedgeIn: CGRect(x: 10, y: 10, width: 20, height: 10))
                p.fill()
                p.scaled(2).fill()
                UIRectFill(CGRect(x: 0, y: 0, width: p.lineWidth, height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 10, 10, 20, 10)
        assertRect(fills[1].bounds, 20, 20, 40, 20)
        XCTAssertEqual(fills[2].bounds.width, 3)
    }

    /// A control's target and action (`addTarget(_:action:for:)` on itself and on a button it
    /// makes): what a touch would call; a still frame has none, so the action does not run.
    func testAControlsTargetAndActionAreTakenAndNotCalled() {
        let fills = classFills("""
            var tapped = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                let b = UIButton(type: .custom)
                b.addTarget(self, action: #selector(tap), for: .touchUpInside)
                addSubview(b)
                addTarget(self, action: #selector(tap), for: [.touchUpInside, .touchDragExit])
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func tap() { tapped = true }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: tapped ? 20 : 10, height: 10))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [10])
    }

    /// `UIGestureRecognizer.State` written as a type (a color picker's delegate method takes its
    /// recognizer's state) is the enum a recognizer's `state` reads, and its cases written on it
    /// are its cases: `.began` and `UIGestureRecognizer.State.began` are one case (width 10),
    /// `.ended` another (20), a recognizer not yet recognising is `.possible` (20), a stored state
    /// set to `.changed` reads back equal to it (30), and a swipe's
    /// `UISwipeGestureRecognizer.Direction.left` is its `.left` (50).
    func testARecognizersStateIsATypeAndItsCasesAreWrittenOnIt() {
        let fills = classFills("""
            var last: UIGestureRecognizer.State = .possible
            func width(for state: UIGestureRecognizer.State) -> CGFloat {
                return state == UIGestureRecognizer.State.began ? 10 : 20
            }
            @objc func pressed() {}
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: width(for: .began), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: width(for: UIGestureRecognizer.State.ended), height: 1))
                let r = UILongPressGestureRecognizer(target: self, action: #selector(pressed))
                UIRectFill(CGRect(x: 0, y: 4, width: width(for: r.state), height: 1))
                last = UIGestureRecognizer.State.changed
                UIRectFill(CGRect(x: 0, y: 6, width: last == .changed ? 30 : 40, height: 1))
                let d: UISwipeGestureRecognizer.Direction = UISwipeGestureRecognizer.Direction.left
                UIRectFill(CGRect(x: 0, y: 8, width: d == .left ? 50 : 60, height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [10, 20, 20, 30, 50])
    }

    /// `isExclusiveTouch = true` in a control's setup (a star rating's `customInit()`) is kept
    /// and read back, false until set, and changes no picture: the fill is 10 wide before it is
    /// set and 20 after, and nothing else is drawn.
    func testExclusiveTouchIsKeptAndReadBack() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: isExclusiveTouch ? 5 : 10, height: 10))
                isExclusiveTouch = true
                UIRectFill(CGRect(x: 0, y: 20, width: self.isExclusiveTouch ? 20 : 5, height: 10))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [10, 20])
    }

    /// `#selector(tap(_:))` is a value the code goes on past: a view that gives each button it
    /// makes a target adds all five (a rating control's), 20 apart, and a draw(_:) that names a
    /// selector still fills what follows.
    func testCodeGoesOnPastASelector() throws {
        let v = try XCTUnwrap(placedView("""
            canvas(width: 100, height: 20) { A(frame: Rect(0, 0, 100, 20)) }
            class A: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for i in 0..<5 {
                        let b = UIButton(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10))
                        b.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                        addSubview(b)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tap(_ sender: UIButton) { }
                override func draw(_ rect: CGRect) {
                    let action = #selector(tap(_:))
                    UIRectFill(CGRect(x: 0, y: 15, width: 50, height: 5))
                }
            }
            """))
        XCTAssertEqual(v.subviews.map(\.frame.origin.x), (0..<5).map { Double($0) * 20 })
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [50])
    }

    /// `layer.sublayers = []` (and `= nil`) removes every sublayer, so a view that lays itself
    /// out twice, clearing and adding its shape layer each time, ends with one; a non-empty
    /// list is refused (layers are added with addSublayer).
    func testSettingSublayersToNothingRemovesThem() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                redraw(); redraw()
            }
            func redraw() {
                layer.sublayers = []
                let a = CALayer(), b = CALayer()
                layer.addSublayer(a)
                layer.sublayers = nil
                layer.addSublayer(b)
                layer.addSublayer(CALayer())
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(v.subviews.count, 2)
        XCTAssertEqual(errors("override func layoutSubviews() { layer.sublayers = [CALayer()] }"),
                       ["t.view:3:52: error: 'layer.sublayers' is set to [] or nil here: add each layer with addSublayer(_:)"])
    }

    /// Everyday text methods: components(separatedBy:) keeps empty pieces, as Foundation's
    /// does; replacingOccurrences(of:with:), hasPrefix/hasSuffix, uppercased/lowercased.
    func testEverydayTextMethods() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let parts = "#ff0000,#00ff00,,end".components(separatedBy: ",")
                print(parts.count, parts[1], parts[2].isEmpty, "a-b-c".replacingOccurrences(of: "-", with: "--"),
                      "Hello".hasPrefix("He"), "Hello".hasSuffix("x"), "Hi".uppercased(), "Hi".lowercased(),
                      "ab".padding(toLength: 5, withPad: "-=", startingAt: 1), "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0))
            }
        }
        """)
        // NSString's padding: "ab" then the pad from its unit 1 on, "=-=", to 5; "abcdef" cut to 3.
        XCTAssertEqual(r.headlines, ["t.view:5:9: note: 4 #00ff00 true a--b--c true false HI hi ab=-= abc"])
    }

    /// A class's initializers that differ by a parameter's type alone (`init(text: String)`
    /// beside `init(text: NSAttributedString)`): the one whose types the arguments have, in
    /// a canvas and in code.
    func testAnInitializerIsChosenByItsParametersTypes() {
        let text = """
        canvas(width: 30, height: 30) {
            Tip(text: NSAttributedString(string: "a"))
            Tip(text: "b")
            Holder(frame: Rect(0, 10, 20, 20))
        }
        class Tip: UIView {
            var n: CGFloat = 0
            convenience init(text: String, size: CGFloat = 1) { self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); n = 1 }
            convenience init(text: NSAttributedString, size: CGFloat = 1) { self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); n = 2 }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: n, height: 1)) }
        }
        class Holder: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(Tip(text: NSAttributedString(string: "x")))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        guard let canvas = root(text) else { return XCTFail("no canvas") }
        let widths = canvas.subviews.prefix(2).map { ownFills($0.content).first?.bounds.width }
        XCTAssertEqual(widths, [2, 1])
        XCTAssertEqual(canvas.subviews.last?.subviews.first.flatMap { ownFills($0.content).first?.bounds.width }, 2)
    }

    /// A pattern color as the stroke color (`UIColor(patternImage:).setStroke()`): the stroke's
    /// outline — a 20-point square stroked 4 wide reaches 2 points either side, 8…32 — is filled
    /// with the tiles, and no plain stroke is drawn.
    func testAPatternColorStrokes() {
        let text = """
        canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
                let img = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                UIColor(patternImage: img).setStroke()
                let p = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
                p.lineWidth = 4
                p.stroke()
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        func clips(_ cmds: [DrawCommand]) -> [Rect] {
            cmds.flatMap { c -> [Rect] in
                switch c {
                case .clip(let p, _, _): return [p.controlPointBounds]
                case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _): return clips(inner)
                default: return []
                }
            }
        }
        let outline = clips(v.content).first
        XCTAssertNotNil(outline)
        if let outline { assertRect(outline, 8, 8, 24, 24) }
        XCTAssertEqual(ownPaints(v.content).filter { $0.kind == "stroke" }.count, 0)
        XCTAssertTrue(ownFills(v.content).contains { $0.color == Color(red: 1, green: 0, blue: 0, alpha: 1) }, "the red tiles")
    }

    /// NSString is the String (`as NSString`, a declared NSString, its `length`), and text
    /// is drawn and measured with `withAttributes: nil` as Swift's optional dictionary allows
    /// (the checker takes them; measuring itself needs the text engine, which CLITests' compile has).
    func testNSStringAndNilAttributesAreTaken() {
        XCTAssertEqual(errors("""
            func label(_ text: String) -> CGFloat {
                let s: NSString = text as NSString
                s.draw(at: CGPoint(x: 0, y: 0), withAttributes: nil)
                s.draw(in: bounds, withAttributes: nil)
                return s.size(withAttributes: nil).width + CGFloat(s.length)
            }
            """), [])
        XCTAssertEqual(errors("""
            func label(_ text: String) { (text as NSString).draw(at: .zero, withAttributes: 3) }
            """), ["t.view:3:81: error: 'draw' expects a [NSAttributedString.Key: Any] for 'withAttributes:', not a Number"])
    }

    /// Calendar.current is Gregorian in UTC; a time zone is a fixed offset. 1,000,000,000 s
    /// after 1970 is 2001-09-09 01:46:40 UTC, a Sunday (weekday 1): worked out here from the
    /// seconds, and compared with this machine's Foundation.
    func testCalendarComponentsInUTCAndAFixedOffset() {
        let t = 1_000_000_000
        let day = t / 86_400, inDay = t % 86_400
        let hour = inDay / 3600, minute = inDay / 60 % 60, second = inDay % 60
        let weekday = (day + 4) % 7 + 1   // 1970-01-01 was a Thursday
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let date = Date(timeIntervalSince1970: Double(t))
        XCTAssertEqual([hour, minute, second, weekday], [utc.component(.hour, from: date), utc.component(.minute, from: date),
                                                         utc.component(.second, from: date), utc.component(.weekday, from: date)])
        let fills = classFills("""
            var cal = Calendar.current
            override func draw(_ rect: CGRect) {
                let date = Date(timeIntervalSince1970: \(t))
                let c = Calendar.current.dateComponents([.hour, .minute, .second, .weekday, .year], from: date)
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(c.hour!), height: 1))
                UIRectFill(CGRect(x: 0, y: 1, width: CGFloat(c.minute!), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: CGFloat(c.second!), height: 1))
                UIRectFill(CGRect(x: 0, y: 3, width: CGFloat(c.weekday!), height: 1))
                UIRectFill(CGRect(x: 0, y: 4, width: CGFloat(c.year! - 2000), height: 1))
                UIRectFill(CGRect(x: 0, y: 5, width: c.month == nil ? 9 : 0, height: 1))
                cal.timeZone = TimeZone(secondsFromGMT: -3 * 3600 - 1800)!
                UIRectFill(CGRect(x: 0, y: 6, width: CGFloat(cal.component(.hour, from: date)), height: 1))
                UIRectFill(CGRect(x: 0, y: 7, width: CGFloat(cal.component(.day, from: date)), height: 1))
                let z = TimeZone(identifier: "GMT+02:00")!
                UIRectFill(CGRect(x: 0, y: 8, width: CGFloat(z.secondsFromGMT()) / 3600, height: 1))
                UIRectFill(CGRect(x: 0, y: 9, width: TimeZone(identifier: "Europe/Paris") == nil ? 3 : 0, height: 1))
            }
            """)
        // 01:46 UTC at −3:30 is 22:16 the day before, the 8th.
        XCTAssertEqual(fills.map(\.bounds.width), [Double(hour), Double(minute), Double(second), Double(weekday), 1, 9, 22, 8, 2, 3])
    }

    /// Calendar's components named with their type, as clock code writes them
    /// (`[Calendar.Component.hour, Calendar.Component.minute]`), and a variable of the type:
    /// the same components as `.hour`; 1,000,000,000 s after 1970 is 01:46:40 UTC.
    func testCalendarComponentsNamedWithTheirType() {
        let t = 1_000_000_000, inDay = t % 86_400
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let date = Date(timeIntervalSince1970: \(t))
                let c = Calendar.current.dateComponents([Calendar.Component.hour, Calendar.Component.minute], from: date)
                let unit: Calendar.Component = .second
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(c.hour!), height: 1))
                UIRectFill(CGRect(x: 0, y: 1, width: CGFloat(c.minute!), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: CGFloat(Calendar.current.component(unit, from: date)), height: 1))
                UIRectFill(CGRect(x: 0, y: 3, width: CGFloat(Calendar.current.component(Calendar.Component.second, from: date)), height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [Double(inDay / 3600), Double(inDay / 60 % 60), Double(inDay % 60), Double(inDay % 60)])
    }

    /// `DateComponents(year:month:day:hour:minute:)`, Foundation's memberwise init, holds the
    /// components given and nil for the others; the calendar makes the date they name:
    /// 2001-09-09 01:46 UTC is 1,000,000,000 − 40 s after 1970, worked out from the days; a
    /// component given with the time zone's offset (+1 h) names the hour before in UTC.
    func testDateComponentsMadeWithTheirComponents() {
        let days = 31 * 365 + 8 + (31 + 28 + 31 + 30 + 31 + 30 + 31 + 31) + 8   // 1970 … 2001-09-09 (8 leap days)
        let t = days * 86_400 + 1 * 3600 + 46 * 60
        XCTAssertEqual(t, 1_000_000_000 - 40)
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let c = DateComponents(year: 2001, month: 9, day: 9, hour: 1, minute: 46)
                let d = Calendar.current.date(from: c)!
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(d.timeIntervalSince1970 - \(t)) + 3, height: 1))
                UIRectFill(CGRect(x: 0, y: 1, width: CGFloat(c.minute!), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: c.second == nil ? 7 : 0, height: 1))
                let z = DateComponents(timeZone: TimeZone(secondsFromGMT: 3600)!, year: 2001, month: 9, day: 9, hour: 2, minute: 46)
                UIRectFill(CGRect(x: 0, y: 3, width: CGFloat(Calendar.current.date(from: z)!.timeIntervalSince1970 - \(t)) + 5, height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [3, 46, 7, 5])
    }

    /// `NSCalendar.current`, as older clock code writes it, is a Calendar in Swift (Foundation's
    /// class var), the same Gregorian calendar in UTC: 1,000,000,000 s after 1970 is 01:46:40.
    func testNSCalendarsCurrentIsTheCurrentCalendar() {
        let t = 1_000_000_000, inDay = t % 86_400
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let calendar = NSCalendar.current
                let date = Date(timeIntervalSince1970: \(t))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(calendar.component(.hour, from: date)), height: 1))
                UIRectFill(CGRect(x: 0, y: 1, width: CGFloat(calendar.component(.minute, from: date)), height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [Double(inDay / 3600), Double(inDay / 60 % 60)])
    }

    /// Random numbers come from one seeded generator: the same source gives the same numbers
    /// in every compile, each in its range; Int.random's are whole.
    func testRandomNumbersAreTheSameInEveryCompileAndInRange() {
        let members = """
            override func draw(_ rect: CGRect) {
                for i in 0..<20 {
                    let w = CGFloat(Int.random(in: 3...7))
                    let h = CGFloat.random(in: 0..<1)
                    UIRectFill(CGRect(x: 0, y: CGFloat(i), width: w + (Bool.random() ? 0.5 : 0), height: h))
                    UIRectFill(CGRect(x: 50, y: CGFloat(i), width: CGFloat(arc4random_uniform(4)) + 1, height: 1))
                }
            }
            """
        let a = classFills(members), b = classFills(members)
        XCTAssertEqual(a.count, 40)
        XCTAssertEqual(a.map(\.bounds), b.map(\.bounds), "the same numbers in a second compile")
        let ints = a.filter { $0.bounds.minX == 0 }.map { $0.bounds.width.rounded(.down) }
        XCTAssertTrue(ints.allSatisfy { (3...7).contains($0) }, "\(ints)")
        XCTAssertGreaterThan(Set(ints).count, 2, "not one number over and over")
        XCTAssertTrue(a.filter { $0.bounds.minX == 0 }.allSatisfy { (0..<1).contains($0.bounds.height) })
        XCTAssertTrue(a.filter { $0.bounds.minX == 50 }.allSatisfy { (1...4).contains($0.bounds.width) })
    }

    /// `print` is a note at its call with Swift's text: values joined by the separator, an
    /// Int without a point, a Double with one, an optional as Optional(…) or nil.
    func testPrintIsANoteWithSwiftsText() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let n: Int? = nil
                let m: Int? = 4
                print("w", 3, 2.5, n, m, separator: "|", terminator: "")
                debugPrint(GLKMathDegreesToRadians(180) == CGFloat.pi, GLKMathRadiansToDegrees(.pi / 2))
            }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:6:9: note: w|3|2.5|nil|Optional(4)", "t.view:7:9: note: true 90.0"])
    }

    /// `layer.transform = CATransform3DMakeRotation(a, 0, 0, 1)` in a class's init is the
    /// view's transform (UIView.transform is the layer's affine part): a 50-point square turned
    /// by a has a frame 50·(|cos a| + |sin a|) wide about the same center.
    func testALayersTransformIsTheViewsTransform() {
        let a = 0.5
        let text = """
            canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 50, 50)) }
            class V: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.transform = CATransform3DMakeRotation(\(a), 0, 0, 1)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        guard let v = placedView(text) else { return }
        let w = 50 * (abs(cos(a)) + abs(sin(a)))
        assertRect(v.frame, 25 - w / 2, 25 - w / 2, w, w, accuracy: 1e-9)
        XCTAssertEqual(v.transform.b, sin(a), accuracy: 1e-12)
        XCTAssertEqual(errors("override func draw(_ rect: CGRect) { layer.transform = CATransform3DMakeRotation(1, 1, 0, 0) }").first?.hasSuffix(
            "error: a CATransform3D rotation here is about the z axis (0, 0, 1); a turn about another axis tilts the layer out of the picture's plane"), true)
    }

    /// An `@IBInspectable var rank: Int` holds whole numbers: 2.5 given by an instance or by
    /// `-D` is an error at the value (or, for -D, at the property), not 2.5 drawn; 3 is drawn.
    func testAnIntInspectableRefusesAFraction() {
        let cls = """
            class R: UIView {
                @IBInspectable var rank: Int = 1
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(rank) * 10, height: 5)) }
            }
            """
        XCTAssertEqual(evaluate(inCanvas("R(frame: Rect(0, 0, 50, 50), rank: 2.5)") + cls).headlines,
                       ["t.view:2:36: error: 'rank' of 'R' is an Int, and 2.5 is not a whole number"])
        XCTAssertEqual(evaluate(inCanvas("R(frame: Rect(0, 0, 50, 50))") + cls, defines: [("R.rank", "2.5")]).headlines,
                       ["t.view:5:24: error: -D R.rank=2.5: 'rank' of 'R' is an Int, and 2.5 is not a whole number"])
        guard let v = placedView(inCanvas("R(frame: Rect(0, 0, 50, 50), rank: 3)") + cls) else { return }
        assertRect(ownFills(v.content).first?.bounds ?? .zero, 0, 0, 30, 5)
    }

    /// CGRect.infinite is Core Graphics' rect of the plane (origin −greatest/2, size greatest):
    /// `isInfinite`, not null, its intersection with a rect that rect; a clip to it clips
    /// nothing, and a path of it with a hole cut by the even-odd rule fills around the hole,
    /// the plane kept to the ±1,000,000 points a drawing can place.
    func testTheInfiniteRectIsThePlane() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let inf = CGRect.infinite
                let r = CGRect(x: 3, y: 4, width: 5, height: 6)
                if inf.isInfinite && !inf.isNull && !r.isInfinite && CGRect.null.isNull && inf.width == CGFloat.greatestFiniteMagnitude {
                    UIRectFill(inf.intersection(r))
                }
                let context = UIGraphicsGetCurrentContext()!
                context.saveGState()
                context.clip(to: CGRect.infinite)
                UIRectFill(CGRect(x: 20, y: 0, width: 7, height: 8))
                context.restoreGState()
                let around = UIBezierPath(rect: .infinite)
                around.append(UIBezierPath(rect: CGRect(x: 50, y: 10, width: 30, height: 20)))
                around.usesEvenOddFillRule = true
                around.fill()
            }
            """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 3, 4, 5, 6)
        assertRect(fills[1].bounds, 20, 0, 7, 8)
        let m = Builtins.maxCoordinate
        assertRect(fills[2].bounds, -m, -m, 2 * m, 2 * m)
    }

    /// A view's `override func draw(_ layer: CALayer, in ctx: CGContext)` replaces UIView's,
    /// which calls draw(_:): it draws (into the context given, with the view's layer, whose
    /// bounds are the view's) in its place when the class overrides draw(_:) too, and without
    /// that override UIKit gives the layer nothing to draw: a warning, and no drawing;
    /// `super.draw(layer, in: ctx)` runs UIView's, which calls draw(_:) with the bounds.
    func testALayerDelegatesDrawReplacesDrawRect() {
        let text = """
            canvas(width: 100, height: 100) {
                A(frame: Rect(0, 0, 60, 40))
                B(frame: Rect(0, 50, 60, 40))
                C(frame: Rect(0, 0, 70, 40))
            }
            class A: UIView {
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
                override func draw(_ layer: CALayer, in ctx: CGContext) {
                    ctx.addRect(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: self.frame.height / 4))
                    ctx.setFillColor(UIColor.green.cgColor)
                    ctx.fillPath()
                }
            }
            class B: UIView {
                override func draw(_ layer: CALayer, in ctx: CGContext) {
                    ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                }
            }
            class C: UIView {
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: rect.width, height: 1)) }
                override func draw(_ layer: CALayer, in ctx: CGContext) {
                    super.draw(layer, in: ctx)
                    ctx.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
                }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines.map { $0.contains("warning: UIKit calls draw(_:in:) only for a view whose class overrides draw(_:)") }, [true])
        guard let views = r.document?.pages.first?.root.subviews, views.count == 3 else { return XCTFail("three views") }
        let a = ownFills(views[0].content)
        XCTAssertEqual(a.count, 1)
        if let f = a.first { assertRect(f.bounds, 0, 0, 30, 10); XCTAssertEqual(f.color, Color(red: 0, green: 1, blue: 0)) }
        XCTAssertEqual(ownFills(views[1].content).count, 0)
        // `super.draw(layer, in: ctx)` is UIView's: it calls draw(_:) with the bounds.
        XCTAssertEqual(ownFills(views[2].content).map(\.bounds), [Rect(0, 0, 70, 1), Rect(0, 10, 5, 5)])
    }
}

extension SwiftEverydayCodeTests {
    /// UIRectClip(_:) intersects the context's clip with the rect, in the current transform
    /// (translated by (10, 5) here: the clip is x 12…17, y 7…10), as clip(to:) does, and the
    /// saved state's restore ends it; the fill after it is clipped, the one after the restore not.
    func testUIRectClipClipsLikeClipTo() throws {
        let text = """
            canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let ctx = UIGraphicsGetCurrentContext()!
                    ctx.saveGState()
                    ctx.translateBy(x: 10, y: 5)
                    UIRectClip(CGRect(x: 2, y: 2, width: 5, height: 3))
                    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
                    ctx.restoreGState()
                    UIRectFill(CGRect(x: 30, y: 0, width: 2, height: 2))
                }
            }
            """
        let view = try XCTUnwrap(placedView(text))
        var clips: [Rect] = []
        func walk(_ cmds: [DrawCommand]) {
            for c in cmds {
                if case .clip(let p, _, _) = c { clips.append(p.controlPointBounds) }
                if case .group(let inner, _) = c { walk(inner) }
            }
        }
        walk(view.content)
        XCTAssertEqual(clips.count, 1)
        if let c = clips.first { assertRect(c, 12, 7, 5, 3) }
        XCTAssertEqual(ownFills(view.content).count, 2)
    }
}

extension SwiftEverydayCodeTests {
    /// `UIView.noIntrinsicMetric` (and Swift 3's `UIViewNoIntrinsicMetric`) is UIKit's −1, the
    /// intrinsic size of an axis that has none: widths −1 + 11 and −1 + 21.
    func testNoIntrinsicMetricIsMinusOne() throws {
        let text = """
            canvas(width: 40, height: 20) { A(frame: Rect(0, 0, 40, 20)) }
            class A: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: intrinsicContentSize.width + 11, height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: UIViewNoIntrinsicMetric + 21, height: 1))
                }
            }
            """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.map(\.bounds.width), [-1 + 11, -1 + 21])
    }
}

extension SwiftEverydayCodeTests {
    /// A switch's `case let x:` names the whole value and matches every one; `where` adds a
    /// condition to a pattern, seeing the names it binds, and a pattern that fails it lets
    /// the next case try, as Swift's switch does. A guarded pattern covers nothing: a switch
    /// whose only `.b` is guarded is not exhaustive.
    func testSwitchCasesWithWhereAndAWholeValueBinding() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Shape { case circle(CGFloat), square(CGFloat), none }
            class A: UIView {
                func band(_ p: CGFloat) -> String {
                    switch p {
                    case let x where x < 0.3: return "low \\(x)"
                    case 0.3..<0.7: return "mid"
                    case let x: return "high \\(x)"
                    }
                }
                func name(_ s: Shape) -> String {
                    switch s {
                    case .circle(let r) where r > 10: return "big"
                    case .circle(let r): return "circle \\(r)"
                    case .square(let w) where w == 0: return "flat"
                    case .square, .none: return "other"
                    }
                }
                override func draw(_ rect: CGRect) {
                    print(band(0.1), band(0.5), band(0.9), name(.circle(20)), name(.circle(5)), name(.square(0)), name(.square(3)), name(.none))
                }
            }
            """
        let note = printed(text)
        XCTAssertEqual(note, "low 0.1 mid high 0.9 big circle 5.0 flat other other")
        let guarded = """
            canvas(width: 10, height: 10) { }
            enum E { case a, b }
            func f(_ e: E, _ n: Int) -> Int {
                switch e {
                case .a: return 1
                case .b where n > 2: return 2
                }
            }
            """
        XCTAssertEqual(evaluate(guarded).headlines, ["t.view:4:12: error: the switch must be exhaustive: add 'case .b:' or 'default:'"])
    }
}

extension SwiftEverydayCodeTests {
    /// The String methods chart and label code parses and builds text with, as Swift's:
    /// `Double(_:)`/`Int(_:)`/`Float(_:)` of a text (optional: nil for anything but a number
    /// spelt whole), `split(separator:)` (empty parts left out) and `map(String.init)`,
    /// `prefix`/`suffix`/`dropFirst`/`dropLast`, `contains(_:)`, `String(repeating:count:)`,
    /// and a loop over a String's characters. The expected text is Swift's own.
    func testStringParsingAndSplitting() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let values = "3,9,,4.5,x, 7".components(separatedBy: ",").compactMap { Double($0) }
                    let words = "hello  big world".split(separator: " ").map(String.init)
                    let initials = words.map { $0.prefix(1).uppercased() }.joined()
                    let ends = String("drawing".suffix(3)) + String("drawing".dropFirst(4)) + String("drawing".dropLast())
                    var kept = ""
                    for c in "héllo" where c != "l" { kept += c }
                    let n = (Int("42") ?? 0) + (Int("4.2") ?? 100) + (Int(" 1") ?? 1000)
                    print("\\(values) \\(words) \\(initials) \\(ends) \\(kept) \\(n) \\(String(repeating: "ab", count: 3)) \\("chart".contains("ar")) \\(Float("0.1")!)")
                }
            }
            """
        let values = "3,9,,4.5,x, 7".components(separatedBy: ",").compactMap { Double($0) }
        let words = "hello  big world".split(separator: " ").map(String.init)
        let initials = words.map { $0.prefix(1).uppercased() }.joined()
        let ends = String("drawing".suffix(3)) + String("drawing".dropFirst(4)) + String("drawing".dropLast())
        let n = (Int("42") ?? 0) + (Int("4.2") ?? 100) + (Int(" 1") ?? 1000)
        XCTAssertEqual(printed(text), "\(values) \(words) \(initials) \(ends) héo \(n) ababab true \(Float("0.1")!)")
    }
}

extension SwiftEverydayCodeTests {
    /// `.random(in: 0...1)` where a CGFloat is wanted (`UIColor(red: .random(in: 0...1), …)`)
    /// is CGFloat's random(in:): the same number `CGFloat.random(in:)` draws first from the
    /// compile's seeded generator, a fraction in the range.
    func testAnImplicitRandomIsCGFloats() throws {
        func red(_ expr: String) throws -> Double {
            let text = """
                canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
                class A: UIView {
                    override func draw(_ rect: CGRect) {
                        UIColor(red: \(expr), green: 0, blue: 0, alpha: 1).setFill()
                        UIRectFill(rect)
                    }
                }
                """
            return try XCTUnwrap(ownFills(try XCTUnwrap(placedView(text)).content).first?.color).red
        }
        let implicit = try red(".random(in: 0...1)"), written = try red("CGFloat.random(in: 0...1)")
        XCTAssertEqual(implicit, written)
        XCTAssertTrue(implicit > 0 && implicit < 1 && implicit != implicit.rounded(), "\(implicit)")
    }
}

extension SwiftEverydayCodeTests {
    /// A tuple's text is Swift's: its elements in parentheses, Ints without a fraction, a
    /// String quoted, labels written — in print and in an interpolation.
    func testATuplesTextIsSwifts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func pair() -> (Int, Int) { return (2, 5) }
                override func draw(_ rect: CGRect) {
                    let p = pair()
                    let q = (x: 1.5, name: "a")
                    print(p, "\\(q)")
                }
            }
            """
        let p = (2, 5), q = (x: 1.5, name: "a")
        XCTAssertEqual(printed(text), "\(p) \(q)")
    }
}

extension SwiftEverydayCodeTests {
    /// A value bound from an enum case's associated Int (`case .count(let n)`) is an Int: its
    /// text has no fraction and a division of it truncates, as Swift's.
    func testAnAssociatedIntBoundByACaseIsAnInt() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Reading { case count(Int), level(CGFloat) }
            class A: UIView {
                func text(_ r: Reading) -> String {
                    switch r {
                    case .count(let n): return "\\(n) \\(n / 2)"
                    case .level(let x): return "\\(x) \\(x / 2)"
                    }
                }
                override func draw(_ rect: CGRect) { print(text(.count(7)), text(.level(7))) }
            }
            """
        let n = 7, x = 7.0
        XCTAssertEqual(printed(text), "\(n) \(n / 2) \(x) \(x / 2)")
    }
}

extension SwiftEverydayCodeTests {
    /// `[String]()` is an empty list of Strings (not the bridging `as String`), usable as
    /// `reduce(into:)`'s first value; `Double("0x1p3")` reads hexadecimal as Swift does, and
    /// `split(separator:omittingEmptySubsequences: false)` keeps the empty parts.
    func testEmptyStringListsHexNumbersAndSplitsKeepingEmptyParts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let names = [1, 2].reduce(into: [String]()) { r, x in r.append("n\\(x)") }
                    print(names, [String]().count, Double("0x1p3") ?? -1, "a,,b".split(separator: ",", omittingEmptySubsequences: false))
                }
            }
            """
        let names = [1, 2].reduce(into: [String]()) { r, x in r.append("n\(x)") }
        XCTAssertEqual(printed(text), "\(names) 0 \(Double("0x1p3") ?? -1) \("a,,b".split(separator: ",", omittingEmptySubsequences: false).map(String.init))")
    }
}

extension SwiftEverydayCodeTests {
    /// math.h's Float functions compute in Float (`powf(2, 0.5)` is Float's square root of 2,
    /// not Double's), as Swift code on Floats calls them.
    func testFloatMathFunctionsComputeInFloat() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    print(Double(powf(2, 0.5)), Double(sqrtf(3)), Double(sinf(1)), Double(atan2f(1, 2)), Double(fmaxf(1.5, 2)), Double(floorf(2.7)),
                          Double(exp2f(0.5)), Double(cbrtf(2)))
                }
            }
            """
        let values = [Double(powf(2, 0.5)), Double(sqrtf(3)), Double(sinf(1)), Double(atan2f(1, 2)), Double(fmaxf(1.5, 2)), Double(floorf(2.7)),
                      Double(exp2f(0.5)), Double(cbrtf(2))]
        XCTAssertEqual(printed(text), values.map { "\($0)" }.joined(separator: " "))
    }

    /// FloatingPoint's comparison methods are its operators: `isLess(than:)` is `<`,
    /// `isLessThanOrEqualTo(_:)` `<=`, `isEqual(to:)` `==`.
    func testFloatingPointComparisonMethodsAreTheOperators() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let x: CGFloat = 2
                    print(x.isLess(than: 3), x.isLess(than: 2), x.isLessThanOrEqualTo(2), x.isEqual(to: 2), x.isEqual(to: 2.5))
                }
            }
            """
        let x: CGFloat = 2
        XCTAssertEqual(printed(text), "\(x < 3) \(x < 2) \(x <= 2) \(x == 2) \(x == 2.5)")
    }

    /// `Int(text, radix:)` reads a whole number in that radix, as Swift's: letters of either
    /// case, a sign, nothing else (nil for `0x` prefixes, spaces, digits beyond the radix, or
    /// a value the type cannot hold); `UInt8(text, radix:)` likewise for its range.
    func testIntegersReadTextInARadix() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    print(Int("ff8000", radix: 16)!, Int("-101", radix: 2)!, Int("Zz", radix: 36)!, Int("0xff", radix: 16) == nil,
                          Int("12", radix: 2) == nil, Int(" 1", radix: 10) == nil, UInt8("ff", radix: 16)!, UInt8("100", radix: 16) == nil)
                }
            }
            """
        let parts: [String] = ["\(Int("ff8000", radix: 16)!)", "\(Int("-101", radix: 2)!)", "\(Int("Zz", radix: 36)!)",
                               "\(Int("0xff", radix: 16) == nil)", "\(Int("12", radix: 2) == nil)", "\(Int(" 1", radix: 10) == nil)",
                               "\(UInt8("ff", radix: 16)!)", "\(UInt8("100", radix: 16) == nil)"]
        XCTAssertEqual(printed(text), parts.joined(separator: " "))
        // A radix outside 2…36 (Swift traps) stops at it.
        let bad = text.replacingOccurrences(of: "Int(\"-101\", radix: 2)!", with: "Int(\"-101\", radix: 37)!")
        XCTAssertEqual(evaluate(bad).headlines.first, "t.view:4:61: error: a radix is a whole number from 2 to 36, not 37")
    }

    /// The literal protocols' initialisers called by name are the number: `CGFloat(integerLiteral:
    /// 50)` is 50.0, `Double(floatLiteral: 0.25)` 0.25; `CAAnimation` is a type (the base of
    /// the animations a still picture leaves unplayed).
    func testLiteralInitializersAndTheAnimationBaseType() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                let spin: CAAnimation = { let g = CAAnimationGroup(); g.duration = 2; return g }()
                override func draw(_ rect: CGRect) {
                    print(CGFloat(integerLiteral: 50), Double(floatLiteral: 0.25), Int(integerLiteral: 3))
                }
            }
            """
        XCTAssertEqual(printed(text), "\(CGFloat(integerLiteral: 50)) \(Double(floatLiteral: 0.25)) \(Int(integerLiteral: 3))")
    }
}

extension SwiftEverydayCodeTests {
    /// `UIColor(cgColor:)` is the UIColor of a CGColor a class keeps (a getter over a stored
    /// `CGColor`, as a progress indicator's `fillColor` is): the same color, so its fill is
    /// (0.2, 0.4, 0.6) at alpha 0.5.
    func testAUIColorMadeFromACGColorIsThatColor() {
        let fills = classFills("""
            var stored: CGColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).cgColor
            var fillColor: UIColor? { return UIColor(cgColor: stored) }
            override func draw(_ rect: CGRect) {
                fillColor?.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            """)
        XCTAssertEqual(fills.map(\.color), [Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)])
    }
}

extension SwiftEverydayCodeTests {
    /// `UIColor(displayP3Red:green:blue:alpha:)` is the sRGB color of the same light: decoded
    /// by the sRGB curve, taken from P3's primaries to sRGB's through XYZ (both white points
    /// D65; the matrices worked out here from the primaries' chromaticities), encoded and
    /// clamped to 0…1 as an sRGB file holds it.
    func testDisplayP3ColorsAreConvertedToSRGB() throws {
        func rgbToXYZ(_ p: [(Double, Double)]) -> [[Double]] {
            let xyz = p.map { [$0.0 / $0.1, 1, (1 - $0.0 - $0.1) / $0.1] }
            let w = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
            let m = (0..<3).map { r in (0..<3).map { c in xyz[c][r] } }
            let s = solve3(m, w)
            return (0..<3).map { r in (0..<3).map { c in m[r][c] * s[c] } }
        }
        func solve3(_ a: [[Double]], _ b: [Double]) -> [Double] {
            func det(_ m: [[Double]]) -> Double {
                m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
            }
            let d = det(a)
            return (0..<3).map { c in det((0..<3).map { r in (0..<3).map { k in k == c ? b[r] : a[r][k] } }) / d }
        }
        let srgb = rgbToXYZ([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)])
        let p3 = rgbToXYZ([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)])
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        func expected(_ rgb: [Double]) -> [Double] {
            let lin = rgb.map(decode)
            let xyz = (0..<3).map { r in (0..<3).reduce(0.0) { $0 + p3[r][$1] * lin[$1] } }
            let out = solve3(srgb, xyz)
            return out.map { min(1, max(0, encode($0))) }
        }
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    UIColor(displayP3Red: 0, green: 0.6, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
                    var r2: CGFloat = 0, g2: CGFloat = 0, b2: CGFloat = 0, a2: CGFloat = 0
                    UIColor(displayP3Red: 0.8, green: 0.5, blue: 0.2, alpha: 0.5).getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
                    print(r, g, b, a, r2, g2, b2, a2)
                }
            }
            """
        let got = try XCTUnwrap(printed(text)).split(separator: " ").compactMap { Double($0) }
        let want = expected([0, 0.6, 0]) + [1] + expected([0.8, 0.5, 0.2]) + [0.5]
        XCTAssertEqual(got.count, want.count)
        for (g, w) in zip(got, want) { XCTAssertEqual(g, w, accuracy: 1e-9) }
    }
}

extension SwiftEverydayCodeTests {
    /// An assignment through a force unwrap sets the optional where it holds a value
    /// (`self.width! = 30`, `width! += 5`, `counts["a"]! = 7`) and stops where it is nil, as
    /// Swift traps; a `T!` closure property is called without `?` (`f(2)`), unwrapped as Swift does.
    func testAssignmentThroughForceUnwrapAndImplicitlyUnwrappedClosureCall() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var width: CGFloat? = 10
                var f: ((Double) -> Double)! = { $0 * 2 }
                var counts: [String: Int] = ["a": 1]
                override func draw(_ rect: CGRect) {
                    self.width! = 30
                    width! += 5
                    counts["a"]! = 7
                    print(width!, f(2), counts["a"]!)
                }
            }
            """
        var width: CGFloat? = 10
        width! = 30
        width! += 5
        let f: ((Double) -> Double)! = { $0 * 2 }
        XCTAssertEqual(printed(text), "\(width!) \(f(2)) 7")
        let nilText = text.replacingOccurrences(of: "var width: CGFloat? = 10", with: "var width: CGFloat?")
        XCTAssertEqual(evaluate(nilText).headlines.first, "t.view:7:9: error: '!' found nil: 'width' is nil (Swift would stop here)")
    }

    /// `super.init(frame: .zero)` in an `init(frame:)` override makes a view of no size, whatever
    /// frame it was made with (UIView's initializer sets the frame it is given), so UIKit never
    /// draws it.
    func testSuperInitWithAZeroFrameMakesAViewOfNoSize() throws {
        let text = """
            canvas(width: 100, height: 100) { Rock(frame: Rect(10, 10, 80, 80)) }
            class Rock: UIView {
                override init(frame: CGRect) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(rect) }
            }
            """
        let rock = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(rock.frame, Rect(0, 0, 0, 0))
    }
}

extension SwiftEverydayCodeTests {
    /// Operator functions — `static func +` in an extension of CGPoint or in a struct, `func -`
    /// at the top of the file — implement their operator for the types their parameters take,
    /// the best-fitting overload chosen (`CGPoint * CGFloat` beside `CGPoint * CGPoint`), and
    /// numbers keep the built-in operators.
    func testOperatorFunctionsImplementTheirOperatorForTheirTypes() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            extension CGPoint {
                static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
                static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
                static func * (lhs: CGPoint, rhs: CGPoint) -> CGFloat { lhs.x * rhs.x + lhs.y * rhs.y }
            }
            struct V {
                var x: CGFloat
                var y: CGFloat
                static func == (a: V, b: V) -> Bool { a.x == b.x }
            }
            func - (a: V, b: V) -> V { V(x: a.x - b.x, y: a.y - b.y) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let p = CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4)
                    let v = V(x: 1, y: 2) - V(x: 3, y: 5)
                    print(p, p * 2, p * p, v.x, v.y, V(x: 1, y: 2) == V(x: 1, y: 9), 7 - 2)
                }
            }
            """
        let p = CGPoint(x: 4, y: 6)
        let scaled = CGPoint(x: p.x * 2, y: p.y * 2), dot = p.x * p.x + p.y * p.y
        // (A CGPoint prints as Apple's Foundation writes it: `(4.0, 6.0)`.)
        XCTAssertEqual(printed(text), "(\(p.x), \(p.y)) (\(scaled.x), \(scaled.y)) \(dot) \(CGFloat(1 - 3)) \(CGFloat(2 - 5)) true 5")
    }
}

extension SwiftEverydayCodeTests {
    /// iOS 13's dynamic colors — `UIColor { traits in … }` and `UIColor(dynamicProvider:)` —
    /// are the provider's color for the drawing's traits, the light appearance (so the light
    /// branch is taken); `resolvedColor(with:)` is the color; a closure called where it is
    /// written takes its parameters' types from the arguments (`{ x in x * 2 }(21)`).
    func testDynamicColorsResolveWithTheDrawingsLightTraits() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                static let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
                let paper = UIColor(dynamicProvider: { (t: UITraitCollection) -> UIColor in
                    if t.userInterfaceStyle == .dark { return .black }
                    return .white
                })
                override func draw(_ rect: CGRect) {
                    let doubled = { x in x * 2 }(21.5)
                    print(A.ink == .black, paper == .white, paper.resolvedColor(with: traitCollection) == .white, doubled, { x in x * 2 }(21))
                }
            }
            """
        XCTAssertEqual(printed(text), "true true true \({ x in x * 2 }(21.5)) \({ x in x * 2 }(21))")
    }

    /// An array type's initializer written with the type — `[Int](repeating: 0, count: n)`,
    /// `[Int](0..<3)`, `Array<Int>(…)`, `Array<CGFloat>()` — makes the list `Array(…)` makes, of
    /// that type: its Ints are Ints. The text is Swift's own.
    func testAnArrayTypesInitializerMakesAListOfItsType() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    var grid = [Int](repeating: 0, count: 3)
                    grid[1] += 7
                    let ones = Array<Int>(repeating: 1, count: 2)
                    let steps = [Int](0..<3)
                    let none = Array<CGFloat>()
                    let halves = [CGFloat](repeating: 1, count: 2)
                    print("\\(grid) \\(grid[1] / 2) \\(ones) \\(steps) \\(none) \\(halves)")
                }
            }
            """
        var grid = [Int](repeating: 0, count: 3)
        grid[1] += 7
        let ones = Array<Int>(repeating: 1, count: 2), steps = [Int](0..<3), none = Array<Double>(), halves = [Double](repeating: 1, count: 2)
        XCTAssertEqual(printed(text), "\(grid) \(grid[1] / 2) \(ones) \(steps) \(none) \(halves)")
    }
}

extension SwiftEverydayCodeTests {
    /// An `if` expression as the whole body of a computed property, a function or a closure
    /// (Swift 5.9): the value of the branch taken, `else if` chains too.
    func testAnIfExpressionBodyGivesItsBranchesValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var dark = false
                var label: String { if dark { "D" } else if bounds.width > 5 { "W" } else { "N" } }
                func pick(_ x: CGFloat) -> CGFloat { if x > 2 { x * 10 } else { 0 } }
                override func draw(_ rect: CGRect) {
                    let f = { (t: CGFloat) -> String in if t > 1 { "big" } else { "small" } }
                    print(label, pick(3), pick(1), f(2), f(0))
                }
            }
            """
        let width: CGFloat = 10
        func pick(_ x: CGFloat) -> CGFloat { if x > 2 { x * 10 } else { 0 } }
        let f = { (t: CGFloat) -> String in if t > 1 { "big" } else { "small" } }
        XCTAssertEqual(printed(text), "\(width > 5 ? "W" : "N") \(pick(3)) \(pick(1)) \(f(2)) \(f(0))")
    }

    /// A `switch` expression as the whole body likewise gives its case's value; a switch whose
    /// cases are assignments stays a statement.
    func testASwitchExpressionBodyGivesItsCasesValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Mode { case on, off, unknown }
            class A: UIView {
                var mode = Mode.off
                var tint: UIColor { switch mode { case .on: .green
                    case .off: .gray
                    default: .red } }
                func width(_ m: Mode) -> CGFloat {
                    switch m {
                    case .on: 3
                    case .off, .unknown: 1
                    }
                }
                var count = 0
                override func draw(_ rect: CGRect) {
                    let bump = { (m: Mode) in
                        switch m {
                        case .on: self.count += 1
                        default: self.count += 10
                        }
                    }
                    bump(.on); bump(.off)
                    print(tint == .gray, width(.on), width(.unknown), count)
                }
            }
            """
        let on: CGFloat = 3, other: CGFloat = 1
        XCTAssertEqual(printed(text), "true \(on) \(other) \(1 + 10)")
    }

    /// BinaryInteger's `isMultiple(of:)` and `signum()` on Ints, as alternating rows and
    /// directions use them: each result Swift's own; a number that is no whole one is an error
    /// where it runs, as Swift has the methods on integers alone.
    func testIntsIsMultipleAndSignum() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let rows = (0..<5).filter { $0.isMultiple(of: 2) }
                    print("\\(rows) \\(0.isMultiple(of: 0)) \\(7.isMultiple(of: 0)) \\((-6).isMultiple(of: 3)) \\((-4).signum()) \\(0.signum()) \\(9.signum() * 3 / 2)")
                }
            }
            """
        let rows = (0..<5).filter { $0.isMultiple(of: 2) }
        XCTAssertEqual(printed(text), "\(rows) \(0.isMultiple(of: 0)) \(7.isMultiple(of: 0)) \((-6).isMultiple(of: 3)) \((-4).signum()) \(0.signum()) \(9.signum() * 3 / 2)")
        let fraction = text.replacingOccurrences(of: "let rows = (0..<5)", with: "let w: CGFloat = 2.5; _ = w.signum(); let rows = (0..<5)")
        XCTAssertEqual(evaluate(fraction).diagnostics.filter { $0.severity == .error }.map(\.headline),
                       ["t.view:4:35: error: 'signum()' is an Int's, and 2.5 is not a whole number in Int's range"])
    }
}

extension SwiftEverydayCodeTests {
    /// The operator functions still outside are named at their operator: a compound
    /// assignment one whose left operand is not `inout`, and a prefix one (at its modifier).
    func testCompoundAndPrefixOperatorFunctionsAreNamedOutside() {
        let text = """
            canvas(width: 10, height: 10) { }
            struct V {
                var x: CGFloat
                static func += (lhs: V, rhs: V) -> V { V(x: lhs.x + rhs.x) }
                static prefix func - (v: V) -> V { V(x: -v.x) }
            }
            """
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:4:17: error: a compound assignment operator function whose left operand is not 'inout' is outside the supported Swift subset (docs/language.md §13)",
            "t.view:5:12: error: the modifier 'prefix' is outside the supported Swift subset (docs/language.md §13)",
        ])
    }

    /// `v += w` runs the file's `+=` for the types — a file function, a struct's and an
    /// extension's static ones — on a variable, a property, a struct's member and a list's
    /// element; a number keeps the built-in `+=`. A struct prints as Swift writes it (in a
    /// list Swift adds the app's module to its name: there it is outside).
    func testCompoundAssignmentOperatorFunctionsRunOnEveryTarget() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct V { var x: CGFloat; var n: Int }
            func += (l: inout V, r: V) { l.x += r.x; l.n += r.n }
            extension CGPoint {
                static func += (lhs: inout CGPoint, rhs: CGVector) { lhs = CGPoint(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy) }
                static func *= (lhs: inout CGPoint, rhs: CGFloat) { lhs.x *= rhs; lhs.y *= rhs }
            }
            struct Ball { var pos = CGPoint(x: 1, y: 2) }
            class A: UIView {
                var offset = V(x: 1, n: 1)
                var list = [V(x: 0, n: 0)]
                override func draw(_ rect: CGRect) {
                    var v = V(x: 10, n: 10)
                    v += V(x: 20, n: 30)
                    self.offset += v
                    list[0] += V(x: 5, n: 5)
                    var p = CGPoint(x: 1, y: 1)
                    p += CGVector(dx: 2, dy: 3)
                    p *= 2
                    var b = Ball()
                    b.pos += CGVector(dx: 1, dy: 1)
                    var k = 1.0
                    k += 2
                    print(v, offset, list[0], p, b.pos, k)
                }
            }
            """
        struct V { var x: CGFloat; var n: Int }
        let v = V(x: 10 + 20, n: 10 + 30)
        let offset = V(x: 1 + v.x, n: 1 + v.n)
        // A CGPoint is written as UIKit's CoreGraphics writes it: `(x, y)`.
        let p: (CGFloat, CGFloat) = ((1 + 2) * 2, (1 + 3) * 2), pos: (CGFloat, CGFloat) = (2, 3)
        XCTAssertEqual(printed(text), "\(v) \(offset) \(V(x: 5, n: 5)) \(p) \(pos) \(1.0 + 2)")
    }
}

/// Everyday constructs of real drawing code, each with Swift's or UIKit's own answer.
extension SwiftEverydayCodeTests {
    /// CGRect.integral: the origin rounded down and the far edges up (standardized first).
    func testRectIntegralRoundsOutward() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let a = CGRect(x: 9.6, y: 9.6, width: 20.2, height: 20.2).integral
                    let b = CGRect(x: 3.5, y: -1.5, width: -2.2, height: 1).integral
                    print(a.minX, a.minY, a.width, a.height, b.minX, b.minY, b.width, b.height)
                }
            }
            """
        func integral(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Double] {
            let x0 = min(x, x + w), y0 = min(y, y + h), x1 = max(x, x + w), y1 = max(y, y + h)
            return [x0.rounded(.down), y0.rounded(.down), x1.rounded(.up) - x0.rounded(.down), y1.rounded(.up) - y0.rounded(.down)]
        }
        let want = (integral(9.6, 9.6, 20.2, 20.2) + integral(3.5, -1.5, -2.2, 1)).map { "\($0)" }.joined(separator: " ")
        XCTAssertEqual(printed(text), want)
    }

    /// A `static let` of an extension may use an initializer another extension declares later.
    func testAStaticLetUsesAnInitializerOfALaterExtension() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) { print(UIColor.darkPink == UIColor(red: 231 / 255, green: 47 / 255, blue: 114 / 255, alpha: 1)) }
            }
            extension UIColor {
                static let darkPink = UIColor(hexString: "#E72F72")
            }
            extension UIColor {
                convenience init(hexString: String) {
                    self.init(red: 231 / 255, green: 47 / 255, blue: 114 / 255, alpha: 1)
                }
            }
            """
        XCTAssertEqual(printed(text), "true")
    }

    /// A Scanner is a class: a `let` one's `scanLocation` is set (past a '#'), and counted in
    /// UTF-16 units as NSString counts; the hex then read is the colour's.
    func testAScannersLocationIsSetOnALetConstant() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let scanner = Scanner(string: "#FF8000")
                    scanner.scanLocation = 1
                    var rgb: UInt32 = 0
                    scanner.scanHexInt32(&rgb)
                    print(rgb, scanner.scanLocation)
                }
            }
            """
        XCTAssertEqual(printed(text), "\(0xFF8000) \("#FF8000".utf16.count)")
        let past = text.replacingOccurrences(of: "scanLocation = 1", with: "scanLocation = 9")
        XCTAssertEqual(evaluate(past).diagnostics.filter { $0.severity == .error }.map(\.headline),
                       ["t.view:5:32: error: scanLocation 9 is outside the scanner's string of 7 UTF-16 units"])
    }

    /// DateFormatter's dateStyle and timeStyle write Foundation's en_US patterns: a medium time
    /// alone, a short date and time joined by ", ", a medium date and time by " at ".
    func testDateFormatterStylesWriteTheLocalesPatterns() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "en_US_POSIX")
                    f.dateStyle = .none
                    f.timeStyle = .medium
                    let d = Date(timeIntervalSince1970: 13 * 3600 + 5 * 60 + 9)
                    let time = f.string(from: d)
                    f.dateStyle = .short
                    f.timeStyle = .short
                    print(time + "|" + f.string(from: d))
                }
            }
            """
        // 13:05:09 on 1 January 1970, UTC (the time zone viewc formats dates in), as Foundation
        // writes it.
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateStyle = .none
        f.timeStyle = .medium
        let d = Date(timeIntervalSince1970: 13 * 3600 + 5 * 60 + 9)
        let time = f.string(from: d)
        f.dateStyle = .short
        f.timeStyle = .short
        let short = f.string(from: d)
        f.dateStyle = .medium
        XCTAssertEqual(printed(text), time + "|" + short)
        XCTAssertEqual(printed(text.replacingOccurrences(of: "f.timeStyle = .short\n", with: "f.timeStyle = .short\n                    f.dateStyle = .medium\n")),
                       time + "|" + f.string(from: d))
    }

    /// A computed property and a method may share a name (`clockFrame` and
    /// `clockFrame(forBounds:)`): a call with arguments is the method, in either order.
    func testAPropertyAndAMethodShareAName() {
        let text = """
            canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
            class A: UIView {
                private var clockFrame: CGRect { return clockFrame(forBounds: bounds) }
                func clockFrame(forBounds bounds: CGRect) -> CGRect { return bounds.insetBy(dx: 10, dy: 10) }
                func ring(width: CGFloat) -> CGFloat { width * 2 }
                var ring: CGFloat { self.ring(width: 3) }
                override func draw(_ rect: CGRect) { print(clockFrame.width, ring) }
            }
            """
        XCTAssertEqual(printed(text), "\(CGFloat(40 - 2 * 10)) \(CGFloat(3 * 2))")
    }

    /// `ulpOfOne` is each floating type's own gap after 1: Float's 2⁻²³, Double's and CGFloat's
    /// 2⁻⁵² (`CGFloat(1 - Float.ulpOfOne)`, as code keeps a fraction short of a full turn).
    func testUlpOfOneIsEachFloatingTypesOwn() {
        let text = """
            print(Float.ulpOfOne == 1.0 / 8388608, Double.ulpOfOne == 1.0 / 4503599627370496, CGFloat.ulpOfOne == CGFloat(Double.ulpOfOne), CGFloat(1 - Float.ulpOfOne) < 1)
            """
        XCTAssertEqual(printedInDraw(text), "\(Double(Float.ulpOfOne) == pow(2, -23)) \(Double.ulpOfOne == pow(2, -52)) true true")
    }

    /// A number's `sign` is FloatingPointSign's case: `.minus` of a negative number and of
    /// −0.0, `.plus` of the others, compared and printed by its name.
    func testANumbersSignIsMinusOrPlus() {
        let text = """
            let d: CGFloat = -3.5, e = 2.0, z = -0.0
            print(d.sign == .minus, e.sign == .plus, z.sign == .minus, d.sign, e.sign)
            """
        let d: CGFloat = -3.5, e = 2.0, z = -0.0
        var expected = ""
        print(d.sign == .minus, e.sign == .plus, z.sign == .minus, d.sign, e.sign, terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(text), expected)
    }

    /// A sized integer type's `max` and `min` are its own: UInt32's 2³² − 1 (random code divides
    /// `arc4random()` by it for a fraction below 1), UInt8's 255, Int16's −2¹⁵, Int32's 2³¹ − 1.
    func testASizedIntegerTypesBoundsAreItsOwn() {
        let text = """
            let f = CGFloat(arc4random()) / CGFloat(UInt32.max)
            print(UInt32.max, UInt8.max, Int16.min, Int32.max, f >= 0 && f <= 1, NSInteger.max == Int.max)
            """
        XCTAssertEqual(printedInDraw(text), "\(UInt32.max) \(UInt8.max) \(Int16.min) \(Int32.max) true true")
    }

    /// `init(exactly:)` is nil unless the value is whole and fits the type; `init(clamping:)`
    /// the nearest bound where it is outside; `init(truncatingIfNeeded:)` its low bits as the
    /// type reads them (two's complement) — each as this test's Swift converts the same values.
    func testIntegerConversionsExactlyClampingAndTruncating() {
        let text = """
            let v = 200
            print(Int8(truncatingIfNeeded: v), UInt8(clamping: 300), Int8(clamping: -200), UInt16(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 40000),
                  Int(exactly: 2.0) ?? -1, Int(exactly: 2.5) ?? -1, UInt8(exactly: 256) == nil, Int8(exactly: -128)!)
            """
        let v = 200
        var expected = ""
        print(Int8(truncatingIfNeeded: v), UInt8(clamping: 300), Int8(clamping: -200), UInt16(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 40000),
              Int(exactly: 2.0) ?? -1, Int(exactly: 2.5) ?? -1, UInt8(exactly: 256) == nil, Int8(exactly: -128)!, terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(text), expected)
    }

    /// A 64-bit unsigned type's `truncatingIfNeeded:` of a negative number is 2⁶⁴ plus it, past
    /// the integers viewc's numbers hold exactly: an error at the call, not the negative number
    /// (a 32-bit one's is its value, as this test's Swift gives it).
    func testAnUnsignedTruncationOfANegativeNumberIsAnError() {
        let r = evaluate(inDraw("        print(UInt(truncatingIfNeeded: -1))\n        print(UInt64(truncatingIfNeeded: -2))\n        print(UInt32(truncatingIfNeeded: -1))"))
        XCTAssertEqual(r.headlines, ["t.view:4:15: error: UInt(truncatingIfNeeded: -1) is a number above 2⁵³, which viewc's numbers do not hold exactly",
                                     "t.view:5:15: error: UInt64(truncatingIfNeeded: -2) is a number above 2⁵³, which viewc's numbers do not hold exactly",
                                     "t.view:6:9: note: \(UInt32(truncatingIfNeeded: -1))"])
    }

    /// Two types may each declare a `typealias` of one name (a card view's `Features` tuple
    /// beside its model's): each type's code — its extension's and its nested struct's too —
    /// names its own, `Model.Features` names the model's from elsewhere, and a type declaring
    /// neither cannot tell which it means, as Swift cannot find either there.
    func testTypeAliasesOfOneNameInTwoTypesAreEachTheirTypes() {
        let text = """
            canvas(width: 40, height: 40) { CardView(frame: Rect(0, 0, 40, 40)) }
            class CardView: UIView {
                typealias Features = (shape: String, count: Int)
                var features: Features = ("oval", 2)
                struct Pip { func size(_ f: Features) -> Int { f.count * 10 } }
                override func layoutSubviews() {
                    let m = Model()
                    let k: Model.Features = m.first()
                    print(features.shape, describe(features), Pip().size(features), k.symbol + k.color, Model.all.count)
                }
            }
            extension CardView {
                func describe(_ f: Features) -> String { "\\(f.count) \\(f.shape)" }
            }
            struct Model {
                typealias Features = (symbol: Int, color: Int)
                static var all = [Features]()
                func first() -> Features { (symbol: 1, color: 2) }
            }
            """
        // Swift prints the shape, "count shape", count × 10, symbol + color and the empty list's count.
        XCTAssertEqual(printed(text), "oval \(2) oval \(2 * 10) \(1 + 2) 0")
        let other = text + "\nclass Other: UIView { var f: Features? }\n"
        func firstError(_ text: String) -> String? { evaluate(text).diagnostics.first { $0.severity == .error }?.message }
        XCTAssertEqual(firstError(other), "'Features' is a type alias of each of 'CardView', 'Model': name it with its type ('CardView.Features')")
        // One type's two aliases of a name are Swift's redeclaration.
        let twice = text.replacingOccurrences(of: "static var all", with: "typealias Features = Int\n    static var all")
        XCTAssertEqual(firstError(twice), "'Features' is already a type alias of 'Model'")
    }

    /// A stored property and a method may share a name as well (`var distance: CGFloat` beside
    /// `func distance(point1:point2:)`, a stored closure beside `func changed(completion:)`):
    /// Swift's full names differ by the labels. A call the method's labels fit is the method,
    /// written bare, on `self` or on another instance; the name read is the property, and a
    /// stored closure is called with its own arguments.
    func testAStoredPropertyAndAMethodShareAName() {
        let text = """
            canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
            class Span: UIView {
                var width: CGFloat = 5
                func width(from a: CGFloat, to b: CGFloat) -> CGFloat { b - a }
            }
            class A: UIView {
                typealias Handler = (Double) -> Void
                var distance: CGFloat = 0
                let gap = 3.0
                var got = 0.0
                private var changed: Handler?
                func changed(completion: @escaping Handler) { changed = completion }
                func distance(point1: CGPoint, point2: CGPoint) -> CGFloat { hypot(point2.x - point1.x, point2.y - point1.y) }
                func gap(times n: Double) -> Double { gap * n }
                override func layoutSubviews() {
                    distance = distance(point1: .zero, point2: CGPoint(x: 3, y: 4))
                    changed(completion: { v in self.got = v * 2 })
                    changed?(4)
                    let s = Span(frame: .zero)
                    s.width = 2
                    print(distance, self.distance(point1: CGPoint(x: 1, y: 1), point2: CGPoint(x: 7, y: 9)),
                          gap(times: 2), self.gap, s.width, s.width(from: 1, to: 4), got)
                }
            }
            """
        XCTAssertEqual(printed(text), "\(hypot(CGFloat(3), 4)) \(hypot(CGFloat(7 - 1), 9 - 1)) \(3.0 * 2) \(3.0) \(CGFloat(2)) \(CGFloat(4 - 1)) \(4.0 * 2)")
        // A nested function of the name hides the class's method, as a local hides any member.
        let local = """
            canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
            class A: UIView {
                var width: CGFloat = 10
                func width(scale: CGFloat) -> CGFloat { return width * scale }
                override func draw(_ rect: CGRect) {
                    func width(scale: CGFloat) -> CGFloat { return 77 }
                    print(width(scale: 2), self.width(scale: 2))
                }
            }
            """
        XCTAssertEqual(printed(local), "77.0 20.0")
    }

    /// A local function is named in the whole block that declares it, as Swift scopes it: an
    /// init that calls `add(3)` above `func add(_:)` runs it, and a local `size()` hides the
    /// class's method of that name from the block's first line on.
    func testALocalFunctionIsCalledAboveItsDeclaration() {
        let text = """
            canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
            class A: UIView {
                var made: [CGFloat] = []
                func size() -> CGFloat { return 1 }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    add(3)
                    print(size(), made)
                    func add(_ n: CGFloat) { made.append(n * frame.width) }
                    func size() -> CGFloat { return 2 }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        XCTAssertEqual(printed(text), "\(CGFloat(2)) \([CGFloat(3 * 40)])")
    }

    /// A `Bool!` is unwrapped where Swift needs a Bool: `?:`, `if`, `!`, `guard`; compared
    /// with nil it stays optional.
    func testAnImplicitlyUnwrappedBoolIsACondition() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var flag: Bool!
                var on: Bool! = true
                override func draw(_ rect: CGRect) {
                    flag = false
                    var seen = 0
                    if on { seen += 1 }
                    if on, !flag { seen += 10 }
                    guard on else { return }
                    print(flag ? 1 : 2, seen, flag == nil)
                }
            }
            """
        XCTAssertEqual(printed(text), "2 11 false")
    }

    /// `UIControlState()` (Swift 4) and `UIControl.State()` are the empty option set, .normal:
    /// the title set for it is the one a normal button shows.
    func testAnEmptyControlStateIsNormal() {
        let text = """
            canvas(width: 10, height: 10) { B(frame: Rect(0, 0, 10, 10)) }
            class B: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("a", for: UIControlState())
                    print(title(for: .normal) ?? "none")
                    setTitle("b", for: UIControl.State())
                    print(title(for: .normal) ?? "none")
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let notes = evaluate(text).diagnostics.filter { $0.severity == .note }.map(\.message)
        XCTAssertEqual(notes, ["a", "b"])
    }

    /// UILabel.text is a `String?`: nil on a new label, so `?? ` gives the default and `?.count`
    /// nil; once set, `!`, `if let` and `?.count` read it.
    func testALabelsTextIsAnOptionalString() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                let l = UILabel()
                override func draw(_ rect: CGRect) {
                    let before = (l.text ?? "none") + "\\(l.text?.count ?? -1)"
                    l.text = "ab"
                    var bound = ""
                    if let t = l.text { bound = t }
                    print(before, l.text!.count, bound, l.text == nil)
                }
            }
            """
        XCTAssertEqual(printed(text), "none-1 2 ab false")
    }
}

extension SwiftEverydayCodeTests {
    /// Swift's names of the C types are the types they stand for (`CUnsignedInt` is UInt32),
    /// as a type and as a conversion.
    func testCTypeNamesAreTheirSwiftTypes() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    var red: CUnsignedInt = 0
                    Scanner(string: "FF").scanHexInt32(&red)
                    let half: CFloat = CFloat(red) / 2
                    print(red, half, CInt(7) / 2)
                }
            }
            """
        let red: CUnsignedInt = 0xFF
        XCTAssertEqual(printed(text), "\(red) \(CFloat(red) / 2) \(CInt(7) / 2)")
    }

    /// `Float32` and `Float64` are the standard library's names of `Float` and `Double` by
    /// their width: as a declared type, a conversion and a list's element type, each value
    /// computed and written as the type it stands for.
    func testSizedFloatNamesAreFloatAndDouble() {
        let text = """
            var levels = [Float32]()
            let third: Float32 = Float32(1) / 3
            levels.append(third)
            let wide: Float64 = Float64(1) / 3
            print(levels.count, levels[0], wide, Double(Float32(0.1)))
            """
        XCTAssertEqual(printedInDraw(text), "1 \(Float32(1) / 3) \(Float64(1) / 3) \(Double(Float32(0.1)))")
    }

    /// A Float made a Double or a CGFloat is the Float's own value, exact in the wider type:
    /// a `let` declared Float of a literal, one set later, `Float.pi` (rounded toward zero), a
    /// list's element and a function's Float result, each widened as this test's Swift widens
    /// it; `Float.pi` prints as a Float.
    func testAFloatWidenedToDoubleIsTheFloatsOwnValue() {
        let text = """
            let f: Float = 0.1, k: Float = 3, xs: [Float] = [0.2]
            var h: Float = 0
            h = 0.7
            func half(_ x: Float) -> Float { x / 2 }
            print(Double(f) == 0.1, Double(f), Double(h), CGFloat(k), Double(xs[0]), Double(half(0.3)), Float.pi, Double(Float.pi))
            """
        let f: Float = 0.1, k: Float = 3, xs: [Float] = [0.2]
        var h: Float = 0
        h = 0.7
        func half(_ x: Float) -> Float { x / 2 }
        var expected = ""
        print(Double(f) == 0.1, Double(f), Double(h), CGFloat(k), Double(xs[0]), Double(half(0.3)), Float.pi, Double(Float.pi), terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(text), expected)
    }

    /// Float's own bounds, and Float's infinity, widened: `Float.greatestFiniteMagnitude` is
    /// Float's (not Double's, which made a Float is infinite), its least nonzero magnitude a
    /// Float's, and an infinite Float an infinite Double — each as this test's Swift gives them.
    func testFloatsBoundsAndInfinityWidenAsSwiftWidensThem() {
        let text = """
            let f: Float = .infinity
            print(Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, CGFloat(Float.greatestFiniteMagnitude) > 1e30, Double(Float.infinity),
                  Double(Float.leastNonzeroMagnitude) > 0, Double(f).isInfinite, -Double(Float.infinity))
            """
        let f: Float = .infinity
        var expected = ""
        print(Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, CGFloat(Float.greatestFiniteMagnitude) > 1e30, Double(Float.infinity),
              Double(Float.leastNonzeroMagnitude) > 0, Double(f).isInfinite, -Double(Float.infinity), terminator: "", to: &expected)
        XCTAssertEqual(printedInDraw(text), expected)
    }

    /// `NSString(string:)` is the same text; Swift 3 and 4's `NSUnderlineStyle.styleSingle` is
    /// `.single` (its raw value 1).
    func testNSStringOfAStringAndSwift4UnderlineNames() {
        let text = """
            print(NSString(string: "15").length, NSUnderlineStyle.styleSingle.rawValue, NSUnderlineStyle.styleDouble == .double)
            """
        XCTAssertEqual(printedInDraw(text), "2 1 true")
    }

    /// An `@autoclosure` parameter takes its argument as written, and `t()` in the body reads it.
    func testAnAutoclosureParameterTakesTheExpression() throws {
        let text = """
            canvas(width: 40, height: 40) { A(frame: Rect(0, 0, 40, 40)) }
            class A: UIView {
                func moved(_ p: UIBezierPath, by t: @autoclosure () -> CGAffineTransform) -> UIBezierPath {
                    p.apply(t())
                    return p
                }
                override func draw(_ rect: CGRect) {
                    moved(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), by: CGAffineTransform(translationX: 10, y: 5)).fill()
                }
            }
            """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0 + 10, 0 + 5, 20, 20)
    }
}

extension SwiftEverydayCodeTests {
    /// A CGColor's `components` are its red, green, blue and alpha (an RGB color's four).
    func testACGColorsComponentsAreItsRGBA() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let c = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75).cgColor
                    let parts = c.components ?? []
                    print(parts, c.numberOfComponents)
                }
            }
            """
        let parts: [CGFloat] = [1, 0.5, 0.25, 0.75]
        XCTAssertEqual(printed(text), "\(parts) \(parts.count)")
    }
}

extension SwiftEverydayCodeTests {
    /// C's `lround` (halves away from zero), `lrint` (halves to even) give Ints; NumberFormatter's
    /// `localizedString(from:number:)` is a formatter of the style's text.
    func testCRoundingToIntsAndNumberFormattersLocalizedString() {
        let text = """
            print(lround(2.5), lround(-2.5), lrint(2.5), lrint(3.5), NumberFormatter.localizedString(from: 1234.5, number: .decimal))
            """
        XCTAssertEqual(printedInDraw(text), "\(lround(2.5)) \(lround(-2.5)) \(lrint(2.5)) \(lrint(3.5)) 1,234.5")
    }

    /// Their Float forms round the argument made a Float (0.49999999 is the Float 0.5, so
    /// `lroundf` gives 1 where `lround` gives 0), each an Int: the same calls in Swift here.
    func testCRoundingOfFloatsToInts() {
        let text = """
            print(lroundf(0.49999999), lround(0.49999999), lroundf(-2.5), lrintf(2.5), llroundf(3.5))
            """
        XCTAssertEqual(printedInDraw(text), "\(lroundf(0.49999999)) \(lround(0.49999999)) \(lroundf(-2.5)) \(lrintf(2.5)) \(llroundf(3.5))")
    }
}

extension SwiftEverydayCodeTests {
    /// A dictionary's keys and values are written each as their own type writes them.
    func testADictionarysKeysAndValuesAreWrittenEachAsItsType() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let f: [Int: CGFloat] = [1: 2]
                    let g: [CGFloat: Int] = [0.5: 3]
                    print(f, g, "\\(f)")
                }
            }
            """
        let f: [Int: CGFloat] = [1: 2], g: [CGFloat: Int] = [0.5: 3]
        XCTAssertEqual(printed(text), "\(f) \(g) \(f)")
    }
}

extension SwiftEverydayCodeTests {
    /// An enum case inside a list is text Swift writes otherwise than viewc would (the app's
    /// module before the case): named outside, never written wrong. A struct that writes itself
    /// (`description`) is written by it (SwiftEnumMethodTests).
    func testTextViewcWouldWriteWrongIsNamedOutside() {
        func errors(_ body: String, _ decls: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\n" + decls + "\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        " + body + "\n    }\n}\n")
                .diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        let outside = "is outside the supported Swift subset"
        XCTAssertEqual(errors("print(V(x: 1))", "struct V: CustomStringConvertible { var x: CGFloat; var description: String { \"V<\\(x)>\" } }"), [])
        XCTAssertTrue(errors("print([K.b(3)])", "enum K { case a, b(Int) }").first?.contains(outside) == true)
        XCTAssertEqual(errors("print(V(x: 1), K.b(3))", "struct V { var x: CGFloat }\nenum K { case a, b(Int) }"), [])
    }
}

extension SwiftEverydayCodeTests {
    /// UIView.tag: 0 until set, an Int, set on a view made in code and found again by
    /// `viewWithTag(_:)` (the view itself or a subview, depth first; nil when none has it).
    func testAViewsTagIsKeptAndFoundByViewWithTag() {
        let text = """
            canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
            class V: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let a = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                    a.tag = 7
                    addSubview(a)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    print(tag, viewWithTag(7)?.frame.width ?? -1, viewWithTag(8) == nil, subviews[0].tag, viewWithTag(0) === self)
                }
            }
            """
        XCTAssertEqual(printed(text), "0 \(CGFloat(5)) true 7 true")
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "a.tag = 7", with: "a.tag = 7.5")).diagnostics.filter { $0.severity == .error }.map(\.message),
                       ["a view's tag is an Int, not 7.5"])
    }
}

extension SwiftEverydayCodeTests {

    /// A file's operator between two kinds of number (`func -(lhs: Double, rhs: Int)`, as app
    /// code writes them to mix Ints and Doubles) takes operands of those two kinds; two numbers
    /// of one kind take Swift's own operator, which needs no conversion — so the overload's
    /// body, `lhs - Double(rhs)`, subtracts rather than calling itself — and so does a literal,
    /// which takes the other operand's type.
    func testANumberOperatorOverloadTakesTheKindsItNames() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            func -(lhs: Double, rhs: Int) -> Double { return lhs - Double(rhs) + 1000 }
            func +(lhs: Int, rhs: Double) -> Double { return Double(lhs) + rhs + 100 }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let d: Double = 7.5, i: Int = 2
                    print(d - i, i + d, d - d, i + i, d - 2, 2 + d)
                }
            }
            """
        XCTAssertEqual(printed(text), "\(7.5 - Double(2) + 1000) \(Double(2) + 7.5 + 100) \(7.5 - 7.5) \(2 + 2) \(7.5 - 2) \(2 + 7.5)")
    }

    /// A file's operator of optionals (`func > <T: Comparable>(lhs: T?, rhs: T?)`, as Swift 3's
    /// migrator wrote optional comparisons) takes an optional operand; two values that are no
    /// optionals take Swift's own operator, which wraps neither (Swift ranks wrapping a value in
    /// an optional below taking it as it is) — so the overload's body, comparing the unwrapped
    /// values, compares rather than calling itself.
    func testAnOperatorOfOptionalsLeavesTwoValuesToTheBuiltInOne() {
        func greater<T: Comparable>(_ lhs: T?, _ rhs: T?) -> Bool {
            switch lhs {
            case let l?:
                guard let r = rhs else { return true }
                return l > r
            case nil:
                return false
            }
        }
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            fileprivate func > <T : Comparable>(lhs: T?, rhs: T?) -> Bool {
                switch lhs {
                case let l?:
                    guard let r = rhs else { return true }
                    return l > r
                case nil:
                    return false
                }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let five: CGFloat? = 5, none: CGFloat? = nil
                    let two: CGFloat = 2
                    print(five > none, none > five, five > two, two > 1, 3 > two)
                }
            }
            """
        let five: CGFloat? = 5, none: CGFloat? = nil, two: CGFloat = 2
        XCTAssertEqual(printed(text), "\(greater(five, none)) \(greater(none, five)) \(greater(five, two)) \(two > 1) \(3 > two)")
    }
}

extension SwiftEverydayCodeTests {
    /// An extension of Date — computed properties and methods on the instant, `self` the date,
    /// as clock code writes them (`date.hour`) — over Calendar's `dateComponents(in:from:)`
    /// (every component, in the zone given), `dateComponents([.timeZone], from:)`,
    /// `compare(_:to:toGranularity:)`, `date(byAdding:value:to:)` (a month clamped to its last
    /// day) and `date(from:)` of components changed with `setValue(_:for:)`. Each number is
    /// this machine's Foundation's, in UTC (Calendar.current here). A bare call in the
    /// extension takes the overload its labels fit (`components(in:)` beside `components()`).
    func testAnExtensionOfDateOverCalendarsComponents() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let t = 1_000_000_000.0   // 2001-09-09 01:46:40 UTC
        let date = Date(timeIntervalSince1970: t)
        let c = utc.dateComponents(in: TimeZone(secondsFromGMT: 3600)!, from: date)
        let later = utc.date(byAdding: .hour, value: 30, to: date)!
        let jan31 = Date(timeIntervalSince1970: 980_899_200)   // 2001-01-31 00:00 UTC
        let feb = utc.date(byAdding: .month, value: 1, to: jan31)!
        var set = utc.dateComponents(in: TimeZone(secondsFromGMT: 0)!, from: date)
        set.setValue(7, for: .hour)
        let seven = utc.date(from: set)!
        let want: [Double] = [
            Double(c.hour!), Double(c.day!), Double(c.weekday!),
            utc.compare(date, to: later, toGranularity: .day) == .orderedAscending ? 1 : 0,
            utc.compare(date, to: date.addingTimeInterval(60), toGranularity: .hour) == .orderedSame ? 1 : 0,
            Double(utc.component(.day, from: feb)), Double(utc.component(.month, from: feb)),
            seven.timeIntervalSince(date) / 60,
        ]
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let date = Date(timeIntervalSince1970: \(t))
                let values: [CGFloat] = [
                    CGFloat(date.components(in: TimeZone(secondsFromGMT: 3600)!).hour!), CGFloat(date.componentsInOriginalTimeZone().day!), CGFloat(date.weekday),
                    date.equals(date.new(byAdding: .hour, value: 30), toGranularity: .day) ? 0 : 1,
                    date.equals(date.addingTimeInterval(60), toGranularity: .hour) ? 1 : 0,
                    CGFloat(Date(timeIntervalSince1970: 980_899_200).new(byAdding: .month, value: 1).day),
                    CGFloat(Date(timeIntervalSince1970: 980_899_200).new(byAdding: .month, value: 1).month),
                    date.new(bySetting: .hour, to: 7).timeIntervalSince(date) / 60,
                ]
                for (i, v) in values.enumerated() { UIRectFill(CGRect(x: 0, y: CGFloat(i), width: v, height: 1)) }
                if date.timeZone.secondsFromGMT() == 0 { UIRectFill(CGRect(x: 0, y: 9, width: 1, height: 1)) }
            }
            }
            extension Date {
            var day: Int { return components().day! }
            var month: Int { get { return components().month! } }
            var weekday: Int { components().weekday! }
            var timeZone: TimeZone {
                return Calendar.current.dateComponents([.timeZone], from: self).timeZone!
            }
            func equals(_ otherDate: Date, toGranularity granularity: Calendar.Component) -> Bool {
                let result = Calendar.current.compare(self, to: otherDate, toGranularity: granularity)
                return result == .orderedSame
            }
            func components() -> DateComponents {
                return Calendar.current.dateComponents(in: TimeZone.current, from: self)
            }
            func components(in timeZone: TimeZone) -> DateComponents {
                return Calendar.current.dateComponents(in: timeZone, from: self)
            }
            func componentsInOriginalTimeZone() -> DateComponents {
                return components(in: self.timeZone)
            }
            func new(byAdding: Calendar.Component, value: Int) -> Date {
                return Calendar.current.date(byAdding: byAdding, value: value, to: self)!
            }
            func new(bySetting: Calendar.Component, to value: Int) -> Date {
                let calendar = Calendar.current
                var dateComponents = calendar.dateComponents(in: TimeZone.current, from: self)
                dateComponents.setValue(value, for: bySetting)
                return calendar.date(from: dateComponents)!
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), want + [1])
    }

    /// Instants and counts no calendar means anything at (10^300 seconds, minus infinity, a
    /// quadrillion years added again and again, components near ±10^15) are taken apart and
    /// formatted without an arithmetic overflow: the drawing runs to its end (the fill after
    /// them is drawn) instead of the compiler trapping.
    func testFarInstantsAndHugeCountsDoNotOverflowTheCalendar() throws {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                var d = Date()
                for _ in 0..<30 { d = Calendar.current.date(byAdding: .year, value: 999_999_999_999_999, to: d)! }
                let far = Date(timeIntervalSince1970: 1e300)
                let none = Date(timeIntervalSince1970: -Double.infinity)
                var c = DateComponents()
                c.setValue(999_999_999_999_999, for: .year)
                c.setValue(-999_999_999_999_999, for: .day)
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd HH:mm"
                let texts = [formatter.string(from: far), formatter.string(from: d), formatter.string(from: none)]
                let parts = [Calendar.current.component(.year, from: far), Calendar.current.component(.day, from: none),
                             Calendar.current.dateComponents(in: TimeZone.current, from: d).month!]
                _ = Calendar.current.date(from: c)
                _ = Calendar.current.compare(far, to: d, toGranularity: .day)
                if texts.count == 3 && parts.count == 3 { UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3)) }
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [4])
    }
}

extension SwiftEverydayCodeTests {
    /// A function named with its argument labels and not called — an enum's
    /// `init(rawValue:)`, a method of the class, a function of the file — is a function value,
    /// as Swift's reference to it: `raw.flatMap(Style.init(rawValue:))` is the case the stored
    /// text names (nil for another text), `[1, 2, 3].map(self.scaled(by:))` each number
    /// scaled, `[4, 9].map(root(of:))` each root.
    func testAFunctionNamedWithItsLabelsIsAFunctionValue() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Style: String { case volley, bloom }
            func root(of x: Double) -> Double { x.squareRoot() }
            class A: UIView {
                func scaled(by k: Double) -> Double { k * 10 }
                override func draw(_ rect: CGRect) {
                    let raw: String? = "bloom", other: String? = "swirl"
                    let style = raw.flatMap(Style.init(rawValue:)) ?? .volley
                    let none = other.flatMap(Style.init(rawValue:)) ?? .volley
                    print(style, none, [1, 2, 3].map(self.scaled(by:)), [4, 9].map(root(of:)))
                }
            }
            """
        XCTAssertEqual(printed(text), "bloom volley \([1.0, 2, 3].map { $0 * 10 }) \([4.0, 9].map { $0.squareRoot() })")
    }
}

extension SwiftEverydayCodeTests {
    /// `Chip(frame: .zero)` — a view of the file's class made in code with a zero frame, then
    /// given its frame — as Swift reads the implicit member by the parameter's type (CGRect),
    /// also in a closure-initialised property; UIView(frame: .zero) the same.
    func testAClassOfTheFileMadeWithAZeroFrame() throws {
        let text = """
        canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
        class Chip: UIView {
            override func draw(_ rect: CGRect) { UIRectFill(bounds) }
        }
        class Host: UIView {
            let plain = UIView(frame: .zero)
            let chip = Chip(frame: .zero)
            lazy var badge: Chip = { let v = Chip(frame: .zero); v.backgroundColor = .red; return v }()
            override func layoutSubviews() {
                chip.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                addSubview(chip)
                badge.frame.size = CGSize(width: 5, height: 7)
                addSubview(badge)
                addSubview(plain)
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(v.subviews.map(\.frame.width), [10, 5, 0])
        XCTAssertEqual(v.subviews.map(\.frame.height), [10, 7, 0])
    }
}

extension SwiftEverydayCodeTests {
    /// CGRect.divided(atDistance:from:) cuts the rect by a line that far from the edge, the
    /// distance kept within 0 and the side (CGRectDivide): from a 100 × 40 rect at (10, 20),
    /// 30 from the left gives (10…40) and (40…110); 50 from the bottom is the whole height and
    /// nothing left (40 is the side); −5 from the right an empty slice at the right edge.
    func testARectDividedFromAnEdge() throws {
        let text = """
        canvas(width: 200, height: 100) { D(frame: Rect(0, 0, 200, 100)) }
        class D: UIView {
            override func draw(_ rect: CGRect) {
                let r = CGRect(x: 10, y: 20, width: 100, height: 40)
                let (left, rest) = r.divided(atDistance: 30, from: .minXEdge)
                let bottom = r.divided(atDistance: 50, from: .maxYEdge)
                let right = r.divided(atDistance: -5, from: .maxXEdge)
                for box in [left, rest, bottom.slice, bottom.remainder, right.slice, right.remainder] { UIRectFrame(box) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let r = Rect(10, 20, 100, 40)
        let want = [Rect(r.minX, r.minY, 30, r.height), Rect(r.minX + 30, r.minY, r.width - 30, r.height),
                    Rect(r.minX, r.maxY - r.height, r.width, r.height), Rect(r.minX, r.minY, r.width, 0),
                    Rect(r.maxX, r.minY, 0, r.height), r]
        let got = ownFills(v.content).map(\.bounds)
        XCTAssertEqual(got.count, want.count)
        for (g, w) in zip(got, want) where w.width > 0 && w.height > 0 { assertRect(g, w.minX, w.minY, w.width, w.height) }
    }
}

extension SwiftEverydayCodeTests {
    /// `.zero` compared with a point, size, rect or number is that type's zero (`.null` a
    /// rect's null), as Swift reads an implicit member by the other side's type — through an
    /// optional too, and in an ordering or arithmetic: a 100 × 100 view's size is not zero;
    /// CGPoint.zero is; CGRect.null is .null; 0 is .zero; a `CGPoint?` holding (0, 0) is;
    /// 3 > .zero; 3 + .zero is 3.
    func testAnImplicitZeroComparesAsTheOtherSidesType() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var last: CGPoint? = CGPoint(x: 0, y: 0)
            override func draw(_ rect: CGRect) {
                let n: CGFloat = 0, w: CGFloat = 3
                print("\\(bounds.size == .zero) \\(.zero != bounds.size) \\(CGPoint.zero == .zero) \\(CGRect.null == .null) \\(n == .zero) \\(bounds != .zero) \\(last == .zero) \\(last != .zero) \\(w > .zero) \\(w + .zero)")
            }
        }
        """
        XCTAssertEqual(printed(text), "false true true true true true true false true 3.0")
    }
}

extension SwiftEverydayCodeTests {
    /// The accessibility traits named with their type, as Swift 4.2's UIAccessibilityTraits
    /// and iOS 12's UIAccessibility.Traits spell them (`UIAccessibilityTraits.button`), are the
    /// traits named alone: one trait, and a list of two.
    func testAccessibilityTraitsNamedWithTheirType() throws {
        let text = """
        canvas(width: 100, height: 40) {
            Toggle(frame: Rect(0, 0, 50, 40))
            Chip(frame: Rect(50, 0, 50, 40))
        }
        class Toggle: UIControl {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = UIAccessibilityTraits.button
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Chip: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = [UIAccessibility.Traits.button, UIAccessibility.Traits.selected]
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [])
        let views = try XCTUnwrap(r.document?.pages.first?.root.subviews)
        XCTAssertEqual(views.map(\.accessibilityTraits), [["button"], ["button", "selected"]])
    }
}

extension SwiftEverydayCodeTests {
    /// UIImage(cgImage:) makes an image at scale 1, a point a pixel (Apple: "scale … 1.0
    /// specifies … the image's size matches the pixel-based dimensions"): a 10 × 10 image drawn
    /// at scale 2 has 20 × 20 pixels, so 20 × 20 points; UIImage(cgImage:scale:orientation:)
    /// at 2 gives 10 × 10 back; every image is `.up`. A view's tintColor is implicitly
    /// unwrapped, so `tintColor!` is its color.
    func testUIImageFromACGImageIsAtScaleOneAndTintColorUnwraps() {
        let text = """
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let img = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in UIRectFill(bounds) }
            let one = UIImage(cgImage: img.cgImage!)
            let two = UIImage(cgImage: img.cgImage!, scale: 2, orientation: img.imageOrientation)
            print("\\(img.size) \\(one.size) \\(one.scale) \\(two.size) \\(img.imageOrientation == .up) \\(tintColor! == tintColor)")
            """
        XCTAssertEqual(printedInDraw(text), "(10.0, 10.0) (20.0, 20.0) 1.0 (10.0, 10.0) true true")
    }
}

extension SwiftEverydayCodeTests {
    /// Swift's `min` and `max` are variadic: the least and greatest of any number of values,
    /// Ints kept whole when all are.
    func testMinAndMaxTakeManyArguments() {
        let text = """
            let w: CGFloat = 7.5
            print("\\(max(w, 2, 9.25)) \\(min(w, 2, 9.25, -1)) \\(max(3, 8, 5, 1, 2)) \\(min(4, 6, 5))")
            """
        XCTAssertEqual(printedInDraw(text), "9.25 -1.0 8 4")
    }

    /// `layer.shadowOffset = .zero` and `sub.frame = .zero` in a class's code: Swift's implicit
    /// member of the property's type, CGSize's and CGRect's zero (a shadow offset's default is
    /// (0, −3), so the zero shows it was set); `.zero` where a color is wanted stays an error.
    func testZeroWrittenForAViewPropertyIsThatTypesZero() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.shadowOffset = .zero
                let s = UIView()
                s.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
                s.frame = .zero
                s.layer.shadowOffset = .zero
                addSubview(s)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        XCTAssertEqual(v.layer.shadowOffset, Size(0, 0))
        let s = try XCTUnwrap(v.subviews.first)
        XCTAssertEqual(s.frame, Rect(0, 0, 0, 0))
        XCTAssertEqual(s.layer.shadowOffset, Size(0, 0))
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func layoutSubviews() { backgroundColor = .zero }
        }
        """)
        XCTAssertEqual(r.headlines.count, 1, "\(r.headlines)")
    }

    /// `var initial = String()`, as a view keeps text its maker sets later: Swift's empty
    /// string, empty until text is added (`initial += "AB"` makes two characters).
    func testStringWithNoArgumentsIsTheEmptyText() {
        let fills = classFills("""
            var initial = String()
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: initial.isEmpty ? 5 : 1, height: 1))
                initial += "AB"
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(initial.count) * 10, height: 1))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [5, Double("AB".count) * 10])
    }

    /// `[titleLabel, downloadButton].forEach { addSubview($0) }` — a UILabel and a UIButton,
    /// as a view adds the views it made — is a list of UIView, the class Swift infers for
    /// them; with a view class of the file beside a UIView it is UIView too, and two of the
    /// file's classes that inherit from one of the file's are a list of that class. Each
    /// element is added, and the base's member set through the list reaches all of them.
    func testAListOfViewsOfSeveralClassesIsAListOfTheirNearestCommonClass() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class Chip: UIView { var side: CGFloat = 3 }
        class Round: Chip {}
        class Square: Chip {}
        class A: UIView {
            let title = UILabel()
            let button = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [title, button].forEach { addSubview($0) }
                [Round(), UIView()].forEach { addSubview($0) }
                let chips = [Round(), Square()]
                chips.forEach { $0.side = 8; addSubview($0) }
                for (i, v) in subviews.enumerated() { v.frame = CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: 5) }
                for c in chips { c.frame.size.height = c.side }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        XCTAssertEqual(v.subviews.map(\.kind), ["label", "UIButton", "Round", "view", "Round", "Square"])
        XCTAssertEqual(v.subviews.map(\.frame), (0..<6).map { Rect(Double($0) * 10, 0, 5, $0 >= 4 ? 8 : 5) })
    }

    /// `guard k > 0 else { return mark(0) }` in a function that returns nothing: Swift returns
    /// the call's empty result, so the call runs and nothing after it (`pick(0)` marks 0 only,
    /// `pick(2)` marks 20); a value that is not empty is still Swift's error there.
    func testReturningACallThatReturnsNothingFromAFunctionThatReturnsNothing() {
        let fills = classFills("""
            func mark(_ i: Int) { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 1, height: 1)) }
            func pick(_ k: Int) {
                guard k > 0 else { return mark(0) }
                mark(k)
            }
            override func draw(_ rect: CGRect) {
                pick(0)
                pick(2)
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.minX), [0, 20])
        XCTAssertEqual(errors("func f() { return 3 }").count, 1)
    }

    /// `alpha -= 0.4`, `bar.alpha -= 0.25`, `layer.borderWidth += 2`, `ring.lineWidth += 4` and
    /// `ring.strokeEnd -= 0.5`: a view's or layer's property read as it reads, changed and set, as
    /// Swift runs a compound assignment; a Color has no `+=`.
    func testCompoundAssignmentsOfViewAndLayerProperties() throws {
        let v = try XCTUnwrap(placedView("""
            canvas(width: 100, height: 60) { V(frame: Rect(0, 0, 100, 60)) }
            class V: UIView {
                let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                let ring = CAShapeLayer()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    alpha = 0.75
                    alpha -= 0.25
                    bar.alpha = 1
                    bar.alpha -= 0.25
                    layer.borderWidth += 2
                    ring.lineWidth = 1
                    ring.lineWidth += 4
                    ring.strokeEnd -= 0.5
                    addSubview(bar)
                    layer.addSublayer(ring)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """))
        XCTAssertEqual(v.alpha, 0.75 - 0.25)
        XCTAssertEqual(v.layer.borderWidth, 0 + 2)
        XCTAssertEqual(v.subviews.first?.alpha, 1 - 0.25)
        XCTAssertEqual(v.subviews.last?.layerContent?.style.lineWidth, 1 + 4)
        XCTAssertEqual(v.subviews.last?.layerContent?.strokeEnd, 1 - 0.5)
        XCTAssertEqual(errors("override init(frame: CGRect) {\n    super.init(frame: frame)\n    tintColor += 1\n}\nrequired init?(coder: NSCoder) { fatalError() }"),
                       ["t.view:5:5: error: cannot add Color and Number"])
        // The view is reached once, as Swift evaluates `a[i()].alpha -= x`: one call of next().
        XCTAssertEqual(printed("""
            canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
            class V: UIView {
                let views = [UIView(), UIView()]
                var calls = 0
                func next() -> Int { calls += 1; return calls }
                override func draw(_ rect: CGRect) {
                    views[next()].alpha -= 0.25
                    print(calls, views[1].alpha, views[0].alpha)
                }
            }
            """), "1 0.75 1.0")
    }
}

extension SwiftEverydayCodeTests {
    /// A floating division by zero in Swift code is IEEE's ±infinity, not a stop: a bar
    /// chart's width per bar of no bars (`w / CGFloat(0)`) is computed and never used, as its
    /// loop runs no times, and the drawing goes on (the fill after it, 7 wide). The quotient is
    /// held as `.infinity` is, the greatest finite number of its sign: above any number drawn
    /// (`> 1e300`), negative for `-1 / 0` and for `1 / -0.0`. Where it reaches a path it is an
    /// error there; `0 / 0`, Swift's NaN, is an error where it is made; an Int's `n / 0` traps
    /// as Swift's does; `/=` divides as `/`.
    func testAFloatingDivisionByZeroIsInfinite() {
        let fills = classFills("""
            var values: [CGFloat] = []
            override func draw(_ rect: CGRect) {
                let step = rect.width / CGFloat(values.count)
                for (i, v) in values.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * step, y: 0, width: step, height: v)) }
                UIRectFill(CGRect(x: 0, y: 0, width: 7, height: 1))
                let zero: CGFloat = 0
                if step > 1e300 { UIRectFill(CGRect(x: 0, y: 2, width: 1, height: 1)) }
                if -1 / zero < -1e300 { UIRectFill(CGRect(x: 0, y: 3, width: 2, height: 1)) }
                if 1 / (-1 * zero) < -1e300 { UIRectFill(CGRect(x: 0, y: 4, width: 3, height: 1)) }
                var q: Double = 5
                q /= Double(zero)
                if q > 1e300 { UIRectFill(CGRect(x: 0, y: 5, width: 4, height: 1)) }
                if step.isInfinite && !step.isFinite && (1 / step) == 0 { UIRectFill(CGRect(x: 0, y: 6, width: 5, height: 1)) }
                let text = "\\(step) \\(-step)" + String(format: " %.0f", step)
                UIRectFill(CGRect(x: 0, y: 7, width: CGFloat(text.count), height: 1))
            }
            """)
        // "inf -inf inf": 12 characters.
        XCTAssertEqual(fills.map(\.bounds.size.width), [7, 1, 2, 3, 4, 5, CGFloat("inf -inf inf".count)])

        XCTAssertEqual(errors("""
            override func draw(_ rect: CGRect) {
                let zero: CGFloat = 0
                let p = UIBezierPath()
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: 1 / zero, y: 0))
                p.stroke()
            }
            """).first, "t.view:8:5: error: this path reaches (1.79769e+308, 0), beyond the ±1000000 points a drawing can place")
        XCTAssertEqual(errors("""
            override func draw(_ rect: CGRect) {
                let zero: CGFloat = 0
                let r = zero / zero
                let n = 3
                let m = n / (n - 3)
            }
            """), ["t.view:5:20: error: 0 / 0 is not a number (Swift's NaN), which a drawing cannot hold", "t.view:7:17: error: division by zero"])
    }
}

extension SwiftEverydayCodeTests {
    /// `CGLineCap(rawValue:)` and `CGLineJoin(rawValue:)` take Core Graphics' numbering (butt
    /// 0, round 1, square 2; miter 0, round 1, bevel 2) and give nil past it; a view's
    /// `clearsContextBeforeDrawing` is kept and read back (true until set), changing no picture.
    func testCoreGraphicsCapsByRawValueAndClearsContextBeforeDrawing() throws {
        let text = """
        canvas(width: 100, height: 40) { A(frame: Rect(0, 0, 100, 40)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let before = clearsContextBeforeDrawing
                clearsContextBeforeDrawing = false
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.setLineWidth(4)
                ctx.setLineCap(CGLineCap(rawValue: 2) ?? .butt)
                ctx.setLineJoin(CGLineJoin(rawValue: 2) ?? .miter)
                ctx.move(to: CGPoint(x: 10, y: 10)); ctx.addLine(to: CGPoint(x: 30, y: 10))
                ctx.strokePath()
                ctx.setLineCap(CGLineCap(rawValue: 7) ?? .round)
                ctx.move(to: CGPoint(x: 10, y: 20)); ctx.addLine(to: CGPoint(x: 30, y: 20))
                ctx.strokePath()
                if before && !clearsContextBeforeDrawing { UIRectFill(CGRect(x: 0, y: 30, width: 5, height: 1)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let strokes = v.content.compactMap { c -> (LineCap, LineJoin)? in
            if case .stroke(_, _, let style, _) = c { return (style.lineCap, style.lineJoin) } else { return nil }
        }
        XCTAssertEqual(strokes.map(\.0), [.square, .round])
        XCTAssertEqual(strokes.first?.1, .bevel)
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [5])
        XCTAssertEqual(v[ViewProperty.clearsContextValue], false)
    }
}

extension SwiftEverydayCodeTests {
    /// `CGRect.equalTo(_:)`, `CGPoint.equalTo(_:)` and `CGSize.equalTo(_:)` (Core Graphics'
    /// CGRectEqualToRect and kin, which Swift's `==` on them is) answer as `==` does, also for
    /// an implicit member (`.zero`); FloatingPoint's `CGFloat.minimum(_:_:)` and `maximum(_:_:)`
    /// give the lesser and the greater.
    func testGeometryEqualToAndFloatingMinimumMaximum() throws {
        let text = """
        canvas(width: 100, height: 60) { A(frame: Rect(0, 0, 100, 60)) }
        class A: UIView {
            private var cached: CGRect = .zero
            override func layoutSubviews() {
                guard !cached.equalTo(frame) else { return }
                cached = frame
            }
            override func draw(_ rect: CGRect) {
                let checks = [cached.equalTo(CGRect(x: 0, y: 0, width: 100, height: 60)),
                              !cached.equalTo(.zero),
                              CGPoint.zero.equalTo(.zero),
                              !bounds.origin.equalTo(CGPoint(x: 0, y: 1)),
                              bounds.size.equalTo(CGSize(width: 100, height: 60)),
                              !bounds.size.equalTo(.zero)]
                for (i, ok) in checks.enumerated() where ok {
                    UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: 5))
                }
                let w = CGFloat.minimum(bounds.width, bounds.height) - Double.maximum(-3, 15)
                UIRectFill(CGRect(x: 0, y: 10, width: w, height: 5))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        // The six checks hold: one 5 × 5 square each, 10 apart; then min(100, 60) − max(−3, 15) = 45.
        XCTAssertEqual(fills.map(\.bounds), (0..<6).map { Rect(Double($0) * 10, 0, 5, 5) } + [Rect(0, 10, 45, 5)])
    }
}

extension SwiftEverydayCodeTests {
    /// `String(n, radix:)` (and `uppercase: true`): an Int's digits in that base, as Swift's.
    func testStringOfAnIntInARadix() {
        let text = """
            let n = 255
            print("\\(String(n, radix: 16)) \\(String(5, radix: 2)) \\(String(n, radix: 16, uppercase: true)) \\(String(-35, radix: 36))")
            """
        XCTAssertEqual(printedInDraw(text), "\(String(255, radix: 16)) \(String(5, radix: 2)) \(String(255, radix: 16, uppercase: true)) \(String(-35, radix: 36))")
    }
}

extension SwiftEverydayCodeTests {
    /// Foundation's `capitalized`: a letter after anything but a letter or an apostrophe is
    /// uppercased, every other letter lowercased.
    func testCapitalizedUppercasesEachWordsFirstLetter() {
        let text = """
            print(["hello world", "HELLO wORLD", "hello-world", "o'neil 3d"].map { $0.capitalized }.joined(separator: "|"))
            """
        XCTAssertEqual(printedInDraw(text), "Hello World|Hello World|Hello-World|O'neil 3D")
    }
}

extension SwiftEverydayCodeTests {
    /// A String's `reversed()`: its characters last to first, made a String again or walked.
    func testAStringsReversedCharacters() {
        let text = """
            var walked = ""
            for c in "abc".reversed() { walked += String(c) + "." }
            print("\\(String("héllo".reversed())) \\(walked)")
            """
        XCTAssertEqual(printedInDraw(text), "\(String("héllo".reversed())) c.b.a.")
    }
}

extension SwiftEverydayCodeTests {
    /// An Int's `quotientAndRemainder(dividingBy:)`: Int's `/` and `%`, a pair of Ints, read
    /// by its labels or taken apart.
    func testQuotientAndRemainderAreInts() {
        let text = """
            let r = 17.quotientAndRemainder(dividingBy: 5)
            let (q, m) = (-17).quotientAndRemainder(dividingBy: 5)
            print("\\(r.quotient) \\(r.remainder) \\(q) \\(m)")
            """
        XCTAssertEqual(printedInDraw(text), "\(17 / 5) \(17 % 5) \(-17 / 5) \(-17 % 5)")
    }
}

extension SwiftEverydayCodeTests {
    /// `Swift.min(…)`, `Swift.max(…)`, `Swift.abs(…)`: the standard library's functions named
    /// with their module, as extensions write them.
    func testStandardFunctionsNamedWithTheModule() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            extension CGFloat { func unit() -> CGFloat { Swift.min(Swift.max(self, 0), 1) } }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let w: CGFloat = 1.5
                    print("\\(w.unit()) \\(CGFloat(-2).unit()) \\(Swift.abs(-3)) \\(Swift.max(2, 7))")
                }
            }
            """
        XCTAssertEqual(printed(text), "\(CGFloat(1)) \(CGFloat(0)) \(3) \(7)")
    }
}

extension SwiftEverydayCodeTests {
    /// A String's `filter`: the characters its closure keeps, a String, as Swift's.
    func testFilterOfAStringIsAString() {
        let text = """
            let s = "a b  c"
            let kept = s.filter { $0 != " " }
            print("\\(kept) \\(kept.count) \\("x-y".filter { c in c != "-" }.uppercased())")
            """
        XCTAssertEqual(printedInDraw(text), "abc \(3) XY")
    }
}

extension SwiftEverydayCodeTests {
    /// A Character's `isNumber`, `isLetter`, `isWhitespace`, `isUppercase`, `isLowercase`,
    /// `isPunctuation`, read on the characters of a text.
    func testACharactersClasses() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let s = "Ab1 ,é"
                    var out = ""
                    for c in s { out += "\\(c.isNumber ? 1 : 0)\\(c.isLetter ? 1 : 0)\\(c.isWhitespace ? 1 : 0)\\(c.isUppercase ? 1 : 0)\\(c.isLowercase ? 1 : 0)\\(c.isPunctuation ? 1 : 0)." }
                    print(out)
                }
            }
            """
        var out = ""
        for c in "Ab1 ,é" { out += "\(c.isNumber ? 1 : 0)\(c.isLetter ? 1 : 0)\(c.isWhitespace ? 1 : 0)\(c.isUppercase ? 1 : 0)\(c.isLowercase ? 1 : 0)\(c.isPunctuation ? 1 : 0)." }
        XCTAssertEqual(printed(text), out)
    }
}

extension SwiftEverydayCodeTests {
    /// A number's `magnitude` is of its own type: an Int's prints and divides as an Int.
    func testMagnitudeKeepsItsNumberType() {
        let text = """
            let n = -7
            let w: CGFloat = -2.5
            print("\\(5.magnitude) \\(n.magnitude / 2) \\(w.magnitude)")
            """
        XCTAssertEqual(printedInDraw(text), "\(5.magnitude) \((-7).magnitude / 2) \(CGFloat(-2.5).magnitude)")
    }
}

extension SwiftEverydayCodeTests {
    /// A branch of `?:` that is an implicit member (`.zero`) is of the other branch's type, as
    /// Swift infers it: a CGPoint, a CGRect, a CGSize.
    func testAnImplicitMemberBranchTakesTheOtherBranchsType() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Corner { case tl, br
                var point: CGPoint { self == .tl ? .zero : CGPoint(x: 100, y: 50) }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let on = true
                    let r: CGRect = on ? bounds : .zero
                    let s = on ? .zero : CGSize(width: 2, height: 3)
                    print("\\(Corner.br.point.y) \\(Corner.tl.point.x) \\(r.width) \\(s.height)")
                }
            }
            """
        XCTAssertEqual(printed(text), "\(CGFloat(50)) \(CGFloat(0)) \(CGFloat(10)) \(CGFloat(0))")
    }
}

extension SwiftEverydayCodeTests {
    /// A static stored property's value and a struct's or an enum's method may use the file's
    /// operator functions, wherever they are declared, as Swift finds them: an extension's
    /// `static let` of colors joined by its own `static func |` (a light and a dark color: the
    /// light one, the drawing's appearance), read from a view's code; a struct's `static let`
    /// made with the struct's `static func +`, and its method and an enum's adding with it.
    func testAStaticPropertysValueUsesTheFilesOperatorFunctions() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            extension UIColor {
                static let ink = .black | UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
                static let paper = UIColor.white | .black
                static func | (light: UIColor, dark: UIColor) -> UIColor {
                    return UIColor { traits in traits.userInterfaceStyle == .light ? light : dark }
                }
            }
            struct V {
                var x: CGFloat
                static let two = V(x: 1.5) + V(x: 1)
                static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
                func doubled() -> V { self + self }
            }
            enum Step { case one; var v: V { V(x: 2) + V(x: 3) } }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    print(UIColor.ink == .black, UIColor.paper == .white, V.two.x, V(x: 4).doubled().x, Step.one.v.x)
                }
            }
            """
        XCTAssertEqual(printed(text), "true true \(CGFloat(1.5) + CGFloat(1)) \(CGFloat(4) + CGFloat(4)) \(CGFloat(2) + CGFloat(3))")
    }
}

extension SwiftEverydayCodeTests {
    /// A hex-colour extension's init of Ints, as app code writes it.
    static let intColorInit = """
        extension UIColor {
            convenience init(red: Int, green: Int, blue: Int, alpha: CGFloat = 1.0) {
                self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0, alpha: alpha)
            }
        }
        """

    /// An extension's `init(red: Int, green: Int, blue: Int, alpha: CGFloat = 1)` beside
    /// UIColor's own `init(red:green:blue:alpha:)` of CGFloats: a call of Ints or integer
    /// literals is the extension's, one of CGFloats or of literals with a fraction UIKit's, as
    /// Swift picks them — so the extension's `self.init(red: CGFloat(red) / 255, …)` is UIKit's
    /// init, not itself again.
    func testAnExtensionsIntInitBesideTheTypesOwnTakesOnlyInts() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 30, height: 10) { A(frame: Rect(0, 0, 30, 10)) }
        \(Self.intColorInit)
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let n = 204
                UIColor(red: 51, green: 102, blue: n).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor(red: 51, green: 102, blue: 255, alpha: 0.5).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1).setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [Color(red: 51 / 255, green: 102 / 255, blue: 204 / 255),
                                            Color(red: 51 / 255, green: 102 / 255, blue: 255 / 255, alpha: 0.5),
                                            Color(red: 0.25, green: 0.5, blue: 1)])
    }
}

extension SwiftEverydayCodeTests {
    /// A text attribute's value may be an optional (`.font: UIFont(name:size:)`, failable), as
    /// Swift boxes it as `Any`: the font it holds measures the text as the unwrapped font does
    /// ("MMMM" at 30 points wider than at 10, alike with and without `!`); nil, which Swift
    /// passes as NSNull, is an error where it runs.
    func testATextAttributesOptionalValueIsTheValueItHolds() throws {
        let text = """
            canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
            class A: UIView {
                func w(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat { ("MMMM" as NSString).size(withAttributes: attributes).width }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: w([.font: UIFont(name: "Helvetica", size: 30)]), height: 1))
                    UIRectFill(CGRect(x: 0, y: 0, width: w([.font: UIFont(name: "Helvetica", size: 30)!]), height: 1))
                    let small = [NSAttributedString.Key.font: UIFont(name: "Helvetica", size: 10)]
                    ("MMMM" as NSString).draw(at: .zero, withAttributes: small)
                    UIRectFill(CGRect(x: 0, y: 0, width: w(small), height: 1))
                }
            }
            """
        let (doc, diagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
            .evaluate(Parser.parse(SourceFile(path: "t.view", text: text)))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        let widths = ownFills(try XCTUnwrap(doc?.pages.first?.root.subviews.first).content).map(\.bounds.size.width)
        XCTAssertEqual(widths.count, 3)
        guard widths.count == 3 else { return }
        XCTAssertEqual(widths[0], widths[1], accuracy: 1e-9)
        XCTAssertEqual(widths[0], widths[2] * 3, accuracy: widths[0] * 0.05, "30 points against 10")
        let nilFont = """
            canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
            class A: UIView {
                override func draw(_ rect: CGRect) { ("M" as NSString).draw(at: .zero, withAttributes: [.font: UIFont(name: "NoSuchFont", size: 12)]) }
            }
            """
        let (_, nilDiagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
            .evaluate(Parser.parse(SourceFile(path: "t.view", text: nilFont)))
        XCTAssertEqual(nilDiagnostics.filter { $0.severity == .error }.map(\.headline), ["t.view:3:100: error: the value of '.font' is nil here: Swift passes it as NSNull, with which UIKit cannot draw; give a Font"])
    }
}

extension SwiftEverydayCodeTests {
    /// The extension's Int init takes an Int whatever the expression that gives it: a struct's
    /// field, a tuple's element, a function's result, a static, a list's element (Swift picks
    /// by the arguments' types, which those have once typed), and a CGFloat field still goes
    /// to UIKit's own.
    func testAnExtensionsIntInitTakesIntsOfFieldsTuplesAndCalls() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 60, height: 10) { A(frame: Rect(0, 0, 60, 10)) }
        \(Self.intColorInit)
        struct RGB { var r: Int; var g: Int; var b: Int; static let top = 255 }
        struct Unit { var r: CGFloat = 0.25 }
        func twice(_ k: Int) -> Int { k * 2 }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let s = RGB(r: 51, g: 102, b: 153)
                let t = (51, 102)
                let xs = [10, 20, 30]
                UIColor(red: s.r, green: s.g, blue: s.b).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor(red: t.0, green: t.1, blue: 0).setFill()
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                UIColor(red: twice(51), green: 0, blue: RGB.top).setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
                UIColor(red: xs[0], green: xs[1], blue: xs[2]).setFill()
                UIRectFill(CGRect(x: 30, y: 0, width: 10, height: 10))
                UIColor(red: Unit().r, green: 0.5, blue: 1, alpha: 1).setFill()
                UIRectFill(CGRect(x: 40, y: 0, width: 10, height: 10))
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [Color(red: 51 / 255, green: 102 / 255, blue: 153 / 255),
                                            Color(red: 51 / 255, green: 102 / 255, blue: 0),
                                            Color(red: 102 / 255, green: 0, blue: 1),
                                            Color(red: 10 / 255, green: 20 / 255, blue: 30 / 255),
                                            Color(red: 0.25, green: 0.5, blue: 1)])
    }
}
