// Classes as real UIKit code declares them: classes that are not views (no superclass, or
// NSObject with instance members) are references — a change through one reference is seen
// through every other, a `let` holding one still lets its `var`s change — with stored and
// computed properties, methods drawing into the current context, `init()` when no designated
// init is written, `convenience init` calling `self.init(…)`, and `deinit` inert; view
// classes made through their own initializers (`init(frame:values:)`, `init(side:)`) in a
// canvas and in code, `super.init(frame:)` setting the frame, `required init?(coder:)` with
// `fatalError` never called; subclasses of the file's classes (several of one base, an heir of
// an heir, the base placed too) with Swift's inheritance of initializers and dynamic dispatch
// of overrides. The numbers are worked out in the test; the errors are Swift's.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

    /// Swift's declarations have no order: a view whose code reads and sets the untyped
    /// stored properties of a view class written below it (`var count = 3`, a struct with
    /// observers) reads their values and runs their observers, the two classes naming each
    /// other too (a `weak var host: Host?` back), as Swift does — never a statement dropped.
    func testAViewClassWrittenBelowTheCodeThatUsesItIsReadAndSet() {
        let text = """
            canvas(width: 10, height: 10) { Host(frame: Rect(0, 0, 10, 10)) }
            class Host: UIView {
                let gauge = Gauge()
                var level = 4
                override func draw(_ rect: CGRect) {
                    gauge.host = self
                    gauge.count += 2
                    gauge.style.width = 3
                    let c = gauge.count * 10
                    print(c, gauge.style.width, gauge.log, gauge.hostLevel())
                }
            }
            struct GStyle { var width: CGFloat = 1 }
            class Gauge: UIView {
                var count = 3
                var log = ""
                var style = GStyle() { didSet { log += "w\\(style.width)" } }
                weak var host: Host?
                func hostLevel() -> Int { return host?.level ?? 0 }
            }
            """
        // count 3 + 2 = 5, times 10; the width set once through the observer; the host's level.
        XCTAssertEqual(printed(text), "\((3 + 2) * 10) \(CGFloat(3)) w\(CGFloat(3)) 4")
    }

final class SwiftClassTests: XCTestCase {
    func testAClassThatIsNotAViewIsAReferenceThatDraws() throws {
        let text = """
        canvas(width: 200, height: 100) {
            Graph(frame: Rect(0, 0, 200, 100))
        }

        class AxesDrawer {
            var color = UIColor.blue
            var scale: CGFloat = 1
            let inset: CGFloat
            var unit: CGFloat { return 10 * scale }
            init(inset: CGFloat) { self.inset = inset }
            convenience init(color: UIColor, scale: CGFloat) {
                self.init(inset: 2)
                self.color = color
                self.scale = scale
            }
            deinit { print("never") }
            func drawTick(in rect: CGRect, at x: CGFloat) {
                color.setFill()
                UIBezierPath(rect: CGRect(x: rect.minX + inset + x * unit, y: rect.minY + inset, width: unit, height: unit)).fill()
                count += 1
            }
            var count = 0
        }

        class Graph: UIView {
            let axes = AxesDrawer(inset: 5)
            override func draw(_ rect: CGRect) {
                axes.drawTick(in: bounds, at: 1)
                let same = axes
                same.scale = 2
                axes.drawTick(in: bounds, at: 1)
                let other = AxesDrawer(color: .red, scale: 3)
                other.drawTick(in: bounds, at: CGFloat(axes.count))
            }
        }
        """
        let p = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 3)
        // inset 5, scale 1: unit 10 at x 5 + 1·10; then scale 2 set through `same` is the
        // axes' own: unit 20 at 5 + 1·20; the other: inset 2, unit 30, at x = axes.count (2).
        assertRect(p[0].bounds, 15, 5, 10, 10)
        assertRect(p[1].bounds, 25, 5, 20, 20)
        assertRect(p[2].bounds, 2 + 2 * 30, 2, 30, 30)
        XCTAssertEqual(p[0].color, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(p[2].color, Color(red: 1, green: 0, blue: 0))
    }

    /// A list held by a class's instance changes through a `let` of the instance and through a
    /// loop's constant, as Swift's reference semantics allow (`for cell in cells {
    /// cell.neighbours.removeAll() }`); a struct's does not.
    func testAListOfAClassInstanceChangesThroughALet() throws {
        let fills = try ownFills(XCTUnwrap(placedView("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class Box {
            var items: [CGFloat] = [99]
            var w: CGFloat = 0
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let boxes = [Box(), Box()]
                for b in boxes {
                    b.items.removeAll()
                    b.items.append(30)
                    b.w += 10
                }
                let c = boxes[0]
                c.items.append(20)
                c.items[0] = 5
                UIRectFill(CGRect(x: 0, y: 0, width: boxes[0].items.reduce(0, +), height: boxes[1].w + CGFloat(boxes[1].items.count)))
            }
        }
        """)).content)
        // boxes[0]: [99] emptied, 30 appended, 20 appended through `c`, its first set to 5:
        // 5 + 20; boxes[1]: w 10 and one item.
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 5 + 20, 10 + 1)
        let e = evaluate("""
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        struct Pile { var items: [CGFloat] = [] }
        class V: UIView {
            override func draw(_ rect: CGRect) { let p = Pile(); p.items.append(1) }
        }
        """).headlines
        XCTAssertEqual(e, ["t.view:4:58: error: cannot use mutating member on immutable value: 'p' is a 'let' constant"])
    }

    /// A `let` of a class instance holding another instance or a path: both references, so
    /// their members change through the `let`s (`holder.child.w = 6`, `holder.path.lineWidth = w`).
    func testReferencesHeldInALetOfAClassChangeThroughIt() throws {
        let strokes = try ownPaints(XCTUnwrap(placedView("""
        canvas(width: 100, height: 40) { V(frame: Rect(0, 0, 100, 40)) }
        class Child { var w: CGFloat = 1 }
        class Holder {
            let child = Child()
            let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 20))
        }
        class V: UIView {
            let holder = Holder()
            override func draw(_ rect: CGRect) {
                holder.child.w = 6
                holder.child.w += 1
                holder.path.lineWidth = holder.child.w
                UIColor.black.setStroke()
                holder.path.stroke()
            }
        }
        """)).content)
        XCTAssertEqual(strokes.map(\.kind), ["stroke"])
        XCTAssertEqual(strokes.map(\.width), [6 + 1])
    }

    /// `.zero` as the value of an optional geometry property of a class or struct is the
    /// wrapped type's zero: `var a: CGPoint? = .zero` holds the point (0, 0).
    func testZeroOfAnOptionalGeometryPropertyIsTheWrappedTypes() {
        XCTAssertEqual(printed("""
        canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
        class H { var a: CGPoint? = .zero; var r: CGRect? = .zero; var s: CGSize! = .zero }
        struct S { var a: CGPoint? = .zero }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let h = H(), s = S()
                h.a?.x = 5
                print(h.a!, h.r!, h.s!, s.a!)
            }
        }
        """), "(5.0, 0.0) (0.0, 0.0, 0.0, 0.0) (0.0, 0.0) (0.0, 0.0)")
    }

    func testAnNSObjectSubclassWithInstanceMembersAndSelfPassedOn() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Board(frame: Rect(0, 0, 100, 100))
        }

        protocol Growing: AnyObject { func grow() }
        class Marker: NSObject, Growing {
            var side: CGFloat = 4
            weak var partner: Marker?
            override init() {
                super.init()
            }
            func pair(with m: Marker) { partner = m; m.partner = self }
            func grow() { side += 6 }
        }

        class Seed: Growing, CustomStringConvertible {
            var size: CGFloat = 1
            var description: String { return "seed" }
            func grow() { size *= 3 }
        }

        class Board: UIView {
            let seed = Seed()
            override func draw(_ rect: CGRect) {
                seed.grow()
                UIBezierPath(rect: CGRect(x: 90, y: 90, width: seed.size, height: seed.size)).fill()
                let a = Marker(), b = Marker()
                a.pair(with: b)
                b.partner?.grow()
                a.partner?.partner?.grow()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: a.side, height: b.side)).fill()
                let twin = Marker()
                twin.side = a.side
                if a.partner === b && b.partner === a && twin !== a && !(twin === a) {
                    UIBezierPath(rect: CGRect(x: 50, y: 50, width: twin.side, height: 1)).fill()
                }
            }
        }
        """
        // b's partner is a, grown once (4 + 6); a's partner's partner is a again: 16; b stays 4.
        // A twin with a's side is another instance: `!==` a.
        // A root class naming a protocol of the file and CustomStringConvertible first: 1 × 3.
        let p = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 3)
        assertRect(p[0].bounds, 90, 90, 3, 3)
        assertRect(p[1].bounds, 0, 0, 16, 4)
        assertRect(p[2].bounds, 50, 50, 16, 1)
    }

    /// Swift runs a view's init where the code makes it (`Badge(frame: .zero)`), before the
    /// next statement: its maker reads what the init set, calls its methods against it, lays it
    /// out by the intrinsic size the init gave it, and what the maker sets after (a background)
    /// is not undone by the init running later.
    func testAViewMadeInCodeHasRunItsInitBeforeItsMakerGoesOn() throws {
        let text = """
        canvas(width: 200, height: 100) { Host(frame: Rect(0, 0, 200, 100)) }
        class Badge: UIView {
            var radius: CGFloat = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                radius = 10
                backgroundColor = .blue
            }
            required init?(coder: NSCoder) { fatalError() }
            func grow() { radius += 5 }
            override var intrinsicContentSize: CGSize { CGSize(width: radius * 2, height: radius) }
        }
        class Host: UIView {
            let sized = Badge(frame: .zero)
            let pinned = Badge(frame: .zero)
            var seen: CGFloat = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(sized)
                seen = sized.radius
                sized.grow()
                sized.frame = CGRect(x: seen, y: 0, width: sized.radius * 4, height: sized.intrinsicContentSize.height)
                sized.backgroundColor = .green
                addSubview(pinned)
                pinned.translatesAutoresizingMaskIntoConstraints = false
                pinned.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7).isActive = true
                pinned.topAnchor.constraint(equalTo: topAnchor, constant: 50).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let host = try XCTUnwrap(placedView(text))
        XCTAssertEqual(host.subviews.count, 2)
        let (sized, pinned) = (host.subviews[0], host.subviews[1])
        // Read after init: radius 10 (x); grown to 15 (width 4 × 15, height the intrinsic 15).
        assertRect(sized.frame, 10, 0, 4 * 15, 15)
        XCTAssertEqual(sized.backgroundColor, Color(red: 0, green: 1, blue: 0))
        // Its intrinsic size from its init's radius 10: 2 × 10 by 10, where the constraints put it.
        assertRect(pinned.frame, 7, 50, 2 * 10, 10)
        XCTAssertEqual(pinned.backgroundColor, Color(red: 0, green: 0, blue: 1))
    }

    /// Another instance's `lazy var` read by the code that made it runs its initializer then,
    /// once, in that instance (its `self`): after its stored properties (1) and init (+100),
    /// the lazy one adds 10 at the read, and its own later read finds the value.
    func testAnotherInstancesLazyVarRunsItsInitializerAtTheFirstRead() {
        let r = evaluate("""
        canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
        var counter = 0
        class Dot: UIView {
            let x: CGFloat = { counter += 1; return 1 }()
            lazy var y: CGFloat = { counter += 10; return self.x + 1 }()
            override init(frame: CGRect) { super.init(frame: frame); counter += 100 }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { print("own read", y, counter) }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let d = Dot(frame: .zero)
                let before = counter
                print("maker's read", before, d.y, counter)
                addSubview(d)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }, [])
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .note }.map(\.message),
                       ["maker's read \(1 + 100) 2.0 \(1 + 100 + 10)", "own read 2.0 \(1 + 100 + 10)"])
    }

    /// addSubview(_:) tells a view made in code of its move then and there, as UIKit does:
    /// willMove(toSuperview:) (its superview still nil) and didMoveToSuperview() run before the
    /// maker's next statement, once, and layoutSubviews() after the maker is done — so a
    /// background the maker sets after adding it is the one drawn.
    func testAViewMadeInCodeIsToldOfItsMoveWhereItIsAdded() throws {
        let r = evaluate("""
        canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
        class Dot: UIView {
            override func willMove(toSuperview newSuperview: UIView?) { print("willMove", superview == nil, newSuperview != nil) }
            override func didMoveToSuperview() { print("didMove", superview != nil); backgroundColor = .blue }
            override func layoutSubviews() { print("layout") }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let d = Dot(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                print("made")
                addSubview(d)
                print("added")
                d.backgroundColor = .green
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }, [])
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .note }.map(\.message),
                       ["made", "willMove true true", "didMove true", "added", "layout"])
        let dot = try XCTUnwrap(r.document?.pages.first?.root.subviews.first?.subviews.first)
        XCTAssertEqual(dot.backgroundColor, Color(red: 0, green: 1, blue: 0))
    }

    /// Each change of superview is told, as UIKit tells it: moved from one view to another (the
    /// second's tag read), removed (no superview), and added again; the parent's
    /// didAddSubview(_:) runs after the child's didMoveToSuperview().
    func testAViewMadeInCodeIsToldOfEachMove() throws {
        let r = evaluate("""
        canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
        var step = 0
        class Dot: UIView {
            override func didMoveToSuperview() { step += 1; print(step, "moved to", superview?.tag ?? -1) }
        }
        class Box: UIView {
            override func didAddSubview(_ subview: UIView) { step += 1; print(step, "box", tag, "added") }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let a = Box(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), b = Box(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
                a.tag = 1; b.tag = 2
                addSubview(a); addSubview(b)
                let d = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                a.addSubview(d)
                b.addSubview(d)
                d.removeFromSuperview()
                b.addSubview(d)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines.filter { $0.contains("error") }, [])
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .note }.map(\.message),
                       ["1 moved to 1", "2 box 1 added", "3 moved to 2", "4 box 2 added", "5 moved to -1", "6 moved to 2", "7 box 2 added"])
    }

    /// UIKit calls awakeFromNib() and prepareForInterfaceBuilder() on the views a nib or
    /// Interface Builder makes — a placement in a canvas stands for one — never on a view code
    /// makes: the same class placed is red (its awakeFromNib), made in code blue (its init).
    func testAwakeFromNibRunsForAPlacementNotForAViewMadeInCode() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) {
            Swatch(frame: Rect(0, 0, 50, 50))
            Maker(frame: Rect(100, 0, 100, 100))
        }
        class Swatch: UIView {
            override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .blue }
            required init?(coder: NSCoder) { fatalError() }
            override func awakeFromNib() { super.awakeFromNib(); backgroundColor = .red }
            override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); alpha = 0.5 }
        }
        class Maker: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(Swatch(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        let placed = canvas.subviews[0], made = try XCTUnwrap(canvas.subviews[1].subviews.first)
        XCTAssertEqual(placed.backgroundColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(placed.alpha, 0.5)
        XCTAssertEqual(made.backgroundColor, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(made.alpha, 1)
    }

    func testAViewMadeThroughItsOwnInitializers() throws {
        let text = """
        canvas(width: 300, height: 200) {
            Sparkline(frame: Rect(10, 20, 100, 50), values: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30)])
            Holder(frame: Rect(0, 100, 300, 100))
        }

        class Sparkline: UIView {
            var values: [CGPoint]!
            var lineWidth: CGFloat?
            init(frame: CGRect, values: [CGPoint]) {
                self.values = values
                self.lineWidth = 2
                super.init(frame: frame)
            }
            init(side: CGFloat) {
                values = [CGPoint(x: 1, y: 1), CGPoint(x: side / 2, y: side / 4)]
                super.init(frame: CGRect(x: side, y: 0, width: side, height: side))
            }
            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            func span(plus extra: CGFloat) -> CGFloat { return values[values.count - 1].x - values[0].x + extra }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                path.move(to: values[0])
                for i in 1..<values.count { path.addLine(to: values[i]) }
                path.lineWidth = lineWidth ?? 1
                UIColor.green.setStroke()
                path.stroke()
            }
        }

        class Holder: UIView {
            let spark = Sparkline(side: 40)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(spark)
            }
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: spark.span(plus: 1), height: 2)).fill()
            }
            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 2)
        let spark = top.subviews[0]
        assertRect(spark.frame, 10, 20, 100, 50)
        let s = ownPaints(spark.content)
        XCTAssertEqual(s.count, 1)
        assertRect(s[0].bounds, 0, 0, 40, 30)
        XCTAssertEqual(s[0].width, 2)
        // init(side: 40): frame (40, 0, 40, 40), a line from (1, 1) to (20, 10), width 1 (nil).
        let made = try XCTUnwrap(top.subviews[1].subviews.first)
        assertRect(made.frame, 40, 0, 40, 40)
        let m = ownPaints(made.content)
        XCTAssertEqual(m.count, 1)
        assertRect(m[0].bounds, 1, 1, 19, 9)
        XCTAssertEqual(m[0].width, 1)
        // The holder calls the sparkline's method: its span 20 − 1, plus 1.
        let h = ownFills(top.subviews[1].content)
        XCTAssertEqual(h.count, 1)
        assertRect(h[0].bounds, 0, 0, 20, 2)
    }

    func testAConvenienceInitOfAViewCallsSelfInit() throws {
        let text = """
        canvas(width: 200, height: 100) {
            Pill()
            Dot(side: 30)
        }

        class Pill: UIView {
            var radius: CGFloat = 0
            convenience init() {
                self.init(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
                radius += 1
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                radius = frame.height / 4
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: radius, height: radius)).fill()
            }
        }

        class Dot: UIView {
            convenience init(side: CGFloat) {
                self.init(frame: CGRect(x: 100, y: 5, width: side, height: side))
            }
            override func draw(_ rect: CGRect) {
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 2)
        // Pill(): init(frame:) with (0, 0, 80, 40) sets the radius to 40 / 4, then 1 more.
        assertRect(top.subviews[0].frame, 0, 0, 80, 40)
        assertRect(try XCTUnwrap(ownFills(top.subviews[0].content).first).bounds, 0, 0, 11, 11)
        // Dot(side: 30): UIView's init(frame:) gives the frame; the oval fills its bounds.
        assertRect(top.subviews[1].frame, 100, 5, 30, 30)
        assertRect(try XCTUnwrap(ownFills(top.subviews[1].content).first).bounds, 0, 0, 30, 30)
    }

    /// `self.init()` in a convenience init of a view class (a card button's) is UIView's
    /// `init()`, which is `init(frame: .zero)`: Chip(side: 20) is at (0, 0) and 20 square once
    /// its size is set; Chip(frame:tint:) sets the frame it is given after it. In a class that
    /// overrides init(frame:) it runs the override with a zero frame, as UIKit's init() does.
    func testSelfInitWithoutArgumentsIsInitFrameZero() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Host(frame: Rect(0, 0, 100, 100))
        }
        class Chip: UIButton {
            convenience init(side: CGFloat) {
                self.init()
                frame.size = CGSize(width: side, height: side)
            }
            convenience init(frame: CGRect, tint: UIColor) {
                self.init()
                self.frame = frame
                backgroundColor = tint
            }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(Chip(side: 20))
                addSubview(Chip(frame: CGRect(x: 50, y: 40, width: 30, height: 10), tint: .blue))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let host = try XCTUnwrap(placedView(text))
        XCTAssertEqual(host.subviews.count, 2)
        guard host.subviews.count == 2 else { return }
        assertRect(host.subviews[0].frame, 0, 0, 20, 20)
        assertRect(host.subviews[1].frame, 50, 40, 30, 10)
        // UIView's init() calls init(frame: .zero), the class's own override when it has one:
        // it runs for each chip, given a zero frame, before the convenience init goes on (the
        // second chip's tint set after the override's red).
        let own = text.replacingOccurrences(of: "class Chip: UIButton {", with: """
        class Chip: UIButton {
            override init(frame: CGRect) { super.init(frame: frame); if frame == .zero { backgroundColor = .red } }
            required init?(coder: NSCoder) { fatalError() }
        """)
        let chips = try XCTUnwrap(placedView(own)).subviews
        XCTAssertEqual(chips.count, 2)
        guard chips.count == 2 else { return }
        assertRect(chips[0].frame, 0, 0, 20, 20)
        assertRect(chips[1].frame, 50, 40, 30, 10)
        XCTAssertEqual(chips[0].backgroundColor, NamedColors.table["red"])
        XCTAssertEqual(chips[1].backgroundColor, NamedColors.table["blue"])
    }

    func testPlacedByFrameAViewWithoutInitFrameRunsInitCoder() {
        let text = """
        canvas(width: 100, height: 100) {
            Pie(frame: Rect(0, 0, 100, 100))
        }

        class Pie: UIView {
            var colors: [UIColor]
            init(frame: CGRect, colors: [UIColor]) {
                self.colors = colors
                super.init(frame: frame)
            }
            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        """
        // Without init(frame:) the view is made as a storyboard makes it, by init?(coder:).
        XCTAssertEqual(evaluate(text).headlines, ["t.view:12:9: error: fatalError(\"init(coder:) has not been implemented\") was called"])
    }

    static let switches = """
        class BaseSwitch: UIControl {
            var onColor = UIColor.green
            var side: CGFloat = 10
            override init(frame: CGRect) {
                super.init(frame: frame)
                setUpView()
            }
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                setUpView()
            }
            enum Step: CGFloat { case one = 1, five = 5 }
            func setUpView() { side = 20 }
            func tint() -> UIColor { return onColor }
            var inset: CGFloat { return 2 }
            override func draw(_ rect: CGRect) {
                tint().setFill()
                UIBezierPath(rect: CGRect(x: inset, y: inset, width: side, height: side)).fill()
            }
        }

        class SmileSwitch: BaseSwitch {
            override func setUpView() {
                super.setUpView()
                side += BaseSwitch.Step.five.rawValue
            }
            override func tint() -> UIColor { return isSelected ? .red : super.tint() }
            override var inset: CGFloat { return 4 }
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                UIColor.blue.setFill()
                UIBezierPath(rect: CGRect(x: 50, y: 0, width: side, height: 5)).fill()
            }
        }
        """

    func testASubclassOfAClassOfTheFileInheritsAndOverrides() throws {
        let text = """
        canvas(width: 100, height: 100) {
            SmileSwitch(frame: Rect(0, 0, 100, 50))
            SmileSwitch(frame: Rect(0, 50, 100, 50), isSelected: true)
        }

        """ + SwiftClassTests.switches
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.count, 2)
        // init(frame:) is the base's: it calls setUpView(), the subclass's, which calls the
        // base's (side 20) and adds 5 (`BaseSwitch.Step.five`, an enum of the base named with it); the base's draw(_:) reads the overridden inset (4) and
        // tint() (the base's green, red when selected), then the subclass draws its bar.
        for (view, color) in zip(top.subviews, [Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0)]) {
            let p = ownFills(view.content)
            XCTAssertEqual(p.count, 2)
            assertRect(p[0].bounds, 4, 4, 25, 25)
            XCTAssertEqual(p[0].color, color)
            assertRect(p[1].bounds, 50, 0, 25, 5)
            XCTAssertEqual(p[1].color, Color(red: 0, green: 0, blue: 1))
        }
    }

    func testTheBaseAndEachOfItsHeirsDrawAsTheirOwnClass() throws {
        // Swift: a class's code is its own, run on instances of its heirs too; a call of a
        // method there runs the override of the instance's class (dynamic dispatch), and
        // `super.name(…)` runs the class above's. Two heirs of one base, an heir of an heir,
        // and the base itself, side by side.
        let text = """
        canvas(width: 100, height: 200) {
            BaseSwitch(frame: Rect(0, 0, 100, 50))
            FrownSwitch(frame: Rect(0, 50, 100, 50))
            SmileSwitch(frame: Rect(0, 100, 100, 50), isSelected: true)
            Deeper(frame: Rect(0, 150, 100, 50))
        }

        """ + SwiftClassTests.switches + """

        class FrownSwitch: BaseSwitch {}
        class Deeper: SmileSwitch {
            override func setUpView() {
                super.setUpView()
                side *= 2
            }
            override var inset: CGFloat { return 6 }
        }
        """
        let top = try XCTUnwrap(root(text))
        XCTAssertEqual(top.subviews.map(\.kind), ["BaseSwitch", "FrownSwitch", "SmileSwitch", "Deeper"])
        let green = Color(red: 0, green: 1, blue: 0), red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // setUpView(): the base's sets 20; SmileSwitch's adds Step.five; Deeper's doubles that.
        let baseSide = 20.0, smileSide = baseSide + 5, deeperSide = smileSide * 2
        // The base's draw(_:) fills a square of `side` at `inset` in tint(): the base's 2 and
        // its onColor; SmileSwitch's 4, and red when selected; Deeper's 6, tint() SmileSwitch's.
        let expected: [(inset: Double, side: Double, color: Color, bar: Bool)] = [
            (2, baseSide, green, false), (2, baseSide, green, false), (4, smileSide, red, true), (6, deeperSide, green, true),
        ]
        for (view, want) in zip(top.subviews, expected) {
            let p = ownFills(view.content)
            XCTAssertEqual(p.count, want.bar ? 2 : 1, view.kind)
            guard let square = p.first else { continue }
            assertRect(square.bounds, want.inset, want.inset, want.side, want.side)
            XCTAssertEqual(square.color, want.color, view.kind)
            // SmileSwitch's draw(_:), inherited by Deeper: the base's, then a bar of `side` × 5.
            if want.bar, p.count == 2 {
                assertRect(p[1].bounds, 50, 0, want.side, 5)
                XCTAssertEqual(p[1].color, blue)
            }
        }
    }

    func testHeirsMadeInCodeInheritTheBaseInitializer() throws {
        // Swift: a subclass that declares no designated initializer inherits its superclass's
        // (`init(frame:color:)` here); an heir's instance is a value of the base's type (an
        // element of `[Symbol]`, a `Symbol` returned), and its base's draw(_:) calls the
        // heir's shape().
        let text = """
        canvas(width: 300, height: 100) {
            Holder(frame: Rect(0, 0, 300, 100))
        }

        class Symbol: UIView {
            let color: UIColor
            init(frame: CGRect, color: UIColor) {
                self.color = color
                super.init(frame: frame)
                backgroundColor = .clear
            }
            required init?(coder: NSCoder) { fatalError("no") }
            func shape() -> UIBezierPath { return UIBezierPath(rect: bounds) }
            override func draw(_ rect: CGRect) {
                color.setFill()
                shape().fill()
            }
        }

        class SquareSymbol: Symbol {}

        class BarSymbol: Symbol {
            override func shape() -> UIBezierPath {
                return UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 4))
            }
        }

        class Holder: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let symbols: [Symbol] = [SquareSymbol(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .red), bar(at: 110),
                                         Symbol(frame: CGRect(x: 210, y: 10, width: 80, height: 80), color: .green)]
                for s in symbols { addSubview(s) }
            }
            required init?(coder: NSCoder) { fatalError("no") }
            func bar(at x: CGFloat) -> Symbol {
                return BarSymbol(frame: CGRect(x: x, y: 10, width: 80, height: 80), color: .blue)
            }
        }
        """
        let holder = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(holder.subviews.map(\.kind), ["SquareSymbol", "BarSymbol", "Symbol"])
        let side = 80.0
        let expected: [(x: Double, height: Double, color: Color)] = [
            (10, side, Color(red: 1, green: 0, blue: 0)), (110, side / 4, Color(red: 0, green: 0, blue: 1)), (210, side, Color(red: 0, green: 1, blue: 0)),
        ]
        for (view, want) in zip(holder.subviews, expected) {
            assertRect(view.frame, want.x, 10, side, side)
            let p = ownFills(view.content)
            XCTAssertEqual(p.count, 1, view.kind)
            guard let fill = p.first else { continue }
            assertRect(fill.bounds, 0, 0, side, want.height)
            XCTAssertEqual(fill.color, want.color, view.kind)
        }
    }

    func testSuperReadsTheBasesMembersAndAnHeirIsOfItsBasesKind() throws {
        // Swift: `super.side` is the base's computed property (the override's own result built
        // on it), `super.frame = r` sets UIKit's; an heir's instance is an instance of its base
        // (`is Box`) and of the protocols its base conforms to, and a requirement called on it
        // runs the heir's override; an inspectable of the base is the heir's parameter.
        let text = """
        canvas(width: 200, height: 200) {
            Host(frame: Rect(0, 0, 200, 100))
            Smaller(frame: Rect(0, 100, 100, 40), width: 12)
        }

        protocol Tagged { func tag() -> String }

        class Box: UIView, Tagged {
            @IBInspectable var width: CGFloat = 2
            var color = UIColor.black
            var side: CGFloat { return bounds.width - width }
            var scale: CGFloat = 1 { didSet { color = .green } }
            func tag() -> String { return "box" }
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: side * scale, height: width))
            }
        }

        class Smaller: Box {
            var extra: CGFloat = 10
            override var side: CGFloat { return super.side - extra }
            override func tag() -> String { return "smaller" }
            override func layoutSubviews() {
                super.layoutSubviews()
                color = .red
                moveDown(by: 5)
            }
            func moveDown(by dy: CGFloat) { super.frame = frame.offsetBy(dx: 0, dy: dy) }
        }

        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let boxes: [Box] = [Smaller(frame: CGRect(x: 0, y: 0, width: 100, height: 40)), Box(frame: CGRect(x: 0, y: 40, width: 60, height: 40))]
                for b in boxes { addSubview(b) }
                let t: Tagged = boxes[0]
                let label = UILabel()
                label.text = t.tag() + (boxes[0] is Box ? " is a Box" : "")
                addSubview(label)
                let second = boxes[1]
                second.scale = 0.5
            }
            required init?(coder: NSCoder) { fatalError("no") }
        }
        """
        let top = try XCTUnwrap(root(text))
        let host = try XCTUnwrap(top.subviews.first)
        XCTAssertEqual(host.subviews.map(\.kind), ["Smaller", "Box", "label"])
        XCTAssertEqual(host.subviews.last?.label?.text, "smaller is a Box")
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        // side: the base's (width less the line) less Smaller's extra 10; Box's scaled by 0.5.
        let expected: [(view: ViewNode?, y: Double, side: Double, line: Double, color: Color)] = [
            (host.subviews[0], 0 + 5, (100 - 2) - 10, 2, red), (host.subviews[1], 40, (60 - 2) * 0.5, 2, green),
            (top.subviews.last, 100 + 5, (100 - 12) - 10, 12, red),
        ]
        for want in expected {
            let v = try XCTUnwrap(want.view)
            XCTAssertEqual(v.frame.origin.y, want.y, v.kind)
            let fills = ownFills(v.content)
            XCTAssertEqual(fills.count, 1)
            guard let f = fills.first else { continue }
            assertRect(f.bounds, 0, 0, want.side, want.line)
            XCTAssertEqual(f.color, want.color, v.kind)
        }
    }

    func testAnHeirsOverloadsAreItsOwnAndItsBases() throws {
        // Swift looks a method's name up in the class and its superclasses together: B's
        // `w(plus:)` does not hide A's `w(times:)`, and A's `w(times:)` calls B's `w()`.
        let text = """
        canvas(width: 100, height: 40) {
            B(frame: Rect(0, 0, 100, 40))
        }
        class A: UIView {
            func w() -> CGFloat { 10 }
            func w(times n: CGFloat) -> CGFloat { w() * n }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: w(times: 2), height: 5)) }
        }
        class B: A {
            override func w() -> CGFloat { 20 }
            func w(plus p: CGFloat) -> CGFloat { w() + p }
            override func layoutSubviews() { alpha = (w(times: 1) + w(plus: 1)) / 100 }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        let bw = 20.0
        XCTAssertEqual(v.alpha, (bw * 1 + (bw + 1)) / 100, accuracy: 1e-12)
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(0, 0, bw * 2, 5)])
    }

    func testAClassInheritingFromItselfIsAnError() {
        let text = """
        canvas(width: 100, height: 100) {}
        class A: B {}
        class B: A {}
        """
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:2:10: error: 'A' inherits from itself (through 'B')",
            "t.view:3:10: error: 'B' inherits from itself (through 'A')",
        ])
        // Directly: Swift's error too, not a class whose superclass is unknown.
        let direct = "canvas(width: 100, height: 100) {}\nclass A: A {}\n"
        XCTAssertEqual(evaluate(direct).headlines, ["t.view:2:10: error: 'A' inherits from itself"])
    }

    func testSwiftsErrorsForClasses() {
        let text = """
        canvas(width: 100, height: 100) {
            Spark(frame: Rect(0, 0, 10, 10), values: 3)
        }

        class Counter {
            var n = 0
            mutating func bump() { n += 1 }
        }
        class Empty {
            var side: CGFloat
            func f() {}
        }
        class Two {
            var x: CGFloat = 0
            init(x: CGFloat) { self.x = x }
            init(y: CGFloat) { self.init(x: y) }
        }
        class Seed {
            func grow() {}
        }
        protocol Growing: AnyObject { func grow() }
        class Garden: UIView {
            var grower: Growing?
            override func draw(_ rect: CGRect) { grower = Seed() }
        }
        class Spark: UIView {
            var values: [CGPoint] = []
            init(frame: CGRect, values: [CGPoint]) {
                self.values = values
                super.init(frame: frame)
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(evaluate(text).diagnostics.map(\.message), [
            "argument 'values' of 'Spark.init(frame:values:)' is a List, not a Number",
            "'mutating' is not valid on instance methods in classes",
            "class 'Empty' has no initializers: 'side' has no value; give it one or write an 'init'",
            "designated initializer for 'Two' cannot delegate (with 'self.init'); mark it 'convenience'",
            "a Seed does not conform to protocol 'Growing'",
        ])
    }
}

extension SwiftClassTests {
    /// An Int property of another view of the file, read through it (`b.level`,
    /// `kids[0].steps`, `self.b.level`), is an Int — declared so, or given an Int's value —
    /// as are its optional Int's value and its computed Int. The text is Swift's own.
    /// A class that is not a view inheriting from another of the file (an instrument's face
    /// drawer refining a base drawer, declared after it), as Swift's classes inherit: the heir's
    /// init sets its own property and calls `super.init(…)`, which sets the base's `let`s; an
    /// heir that writes no init inherits the base's designated one; the base's code runs the
    /// heir's overrides (a method and a computed property) on an heir's instance, wherever the
    /// call is written — through a `[Face]` literal of mixed instances, a `Face`-typed `let`, a
    /// protocol the base conforms to — and `super.m()` runs the base's own; `as?` and `is`
    /// follow the instance's class.
    func testAClassThatIsNotAViewInheritsFromAnotherOfTheFile() throws {
        let text = """
        canvas(width: 200, height: 200) { Dial(frame: Rect(0, 0, 200, 200)) }
        protocol Drawing { func drawIt(at y: CGFloat) }
        class RainFace: Face {
            let ticks: CGFloat
            init(side: CGFloat, ticks: CGFloat) {
                self.ticks = ticks
                super.init(side: side)
            }
            override var inset: CGFloat { 3 }
            override func colour() -> UIColor { .blue }
            override func drawIt(at y: CGFloat) {
                super.drawIt(at: y)
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: y + side, width: ticks * inset, height: 2))
            }
        }
        class PlainFace: Face { }
        class Face: Drawing {
            let side: CGFloat
            init(side: CGFloat) { self.side = side }
            var inset: CGFloat { 1 }
            func colour() -> UIColor { .red }
            func drawIt(at y: CGFloat) {
                colour().setFill()
                UIRectFill(CGRect(x: inset, y: y, width: side - 2 * inset, height: side))
            }
        }
        class Dial: UIView {
            override func draw(_ rect: CGRect) {
                let faces = [Face(side: 10), RainFace(side: 20, ticks: 4), PlainFace(side: 30)]
                for (i, f) in faces.enumerated() { f.drawIt(at: CGFloat(i) * 40) }
                let one: Face = RainFace(side: 12, ticks: 5)
                let drawings: [Drawing] = [one]
                drawings[0].drawIt(at: 130)
                if let rain = faces[1] as? RainFace, !(faces[2] is RainFace), faces[1] is Face {
                    UIColor.black.setFill()
                    UIRectFill(CGRect(x: 100, y: 0, width: rain.ticks, height: rain.ticks))
                }
            }
        }
        """
        let p = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 7)
        // Face(10): inset 1, red, at y 0: x 1, width 10 − 2·1.
        assertRect(p[0].bounds, 1, 0, 8, 10)
        XCTAssertEqual(p[0].color, Color(red: 1, green: 0, blue: 0))
        // RainFace(20, 4) at y 40: the base's drawIt with the heir's inset 3 and blue; then a
        // green bar at y 40 + 20, 4 · 3 wide.
        assertRect(p[1].bounds, 3, 40, 20 - 6, 20)
        XCTAssertEqual(p[1].color, Color(red: 0, green: 0, blue: 1))
        assertRect(p[2].bounds, 0, 60, 12, 2)
        XCTAssertEqual(p[2].color, Color(red: 0, green: 1, blue: 0))
        // PlainFace(30), the base's init inherited, the base's members: at y 80.
        assertRect(p[3].bounds, 1, 80, 28, 30)
        XCTAssertEqual(p[3].color, Color(red: 1, green: 0, blue: 0))
        // Through the protocol, a RainFace(12, 5) held as a Face: at y 130, bar at 142, 15 wide.
        assertRect(p[4].bounds, 3, 130, 6, 12)
        assertRect(p[5].bounds, 0, 142, 15, 2)
        // The cast to the heir reads its own `ticks`.
        assertRect(p[6].bounds, 100, 0, 4, 4)
    }

    /// A base's method may make its heirs (a factory choosing the class), written below them;
    /// an heir made in a static property of its base is outside, and said so.
    func testABaseClassMakesItsHeirsInItsMethods() throws {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class RainFace: Face { override var w: CGFloat { 4 * super.w } }
        class Face {
            static func make(rain: Bool) -> Face { rain ? RainFace() : Face() }
            var w: CGFloat { 10 }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: Face.make(rain: true).w, height: Face.make(rain: false).w))
            }
        }
        """
        let p = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 0, 0, 4 * 10, 10)
        let early = "canvas(width: 10, height: 10) { }\nclass Face {\n    static let rain = RainFace()\n}\nclass RainFace: Face { }\n"
        XCTAssertEqual(evaluate(early).headlines, [
            "t.view:5:17: error: 'RainFace' is made in a static property of its base 'Face', before the base's members are known: this is outside the supported Swift subset (docs/language.md §13)",
        ])
    }

    /// An heir has its base's static members (`Sub.size`, a `class func`, one stored static
    /// shared with the base) and, writing no designated init, its base's convenience inits
    /// as well as its designated ones; overriding each designated init, its convenience ones,
    /// whose `self.init(…)` runs the override (Swift's initializer inheritance, rules 1 and 2).
    func testAnHeirInheritsStaticMembersAndConvenienceInits() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class Base {
            static let size: CGFloat = 10
            static var made: CGFloat = 0
            class func make() -> CGFloat { 7 }
            var w: CGFloat
            init(w: CGFloat) { self.w = w; Base.made += 1 }
            convenience init() { self.init(w: 33) }
        }
        class Sub: Base {
            var extra: CGFloat = 2
            override class func make() -> CGFloat { 9 }
            func twice() -> CGFloat { w * extra }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: Sub.size + Sub.make() + Base.make(), height: 5))
                let a = Sub(), b = Sub(w: 4)
                UIRectFill(CGRect(x: 0, y: 10, width: a.twice() + b.twice(), height: Sub.made))
            }
        }
        """)).content)
        XCTAssertEqual(p.count, 2)
        assertRect(p[0].bounds, 0, 0, 10 + 9 + 7, 5)
        assertRect(p[1].bounds, 0, 10, 33 * 2 + 4 * 2, 2)
        // Swift dispatches a class method called on the heir to the heir's overrides, so a
        // static method of a base whose heir overrides one of its class members is not the
        // heir's here: an error, not the base's answer.
        let dispatching = """
        canvas(width: 10, height: 10) { }
        class Base {
            class func kind() -> CGFloat { 10 }
            static func twice() -> CGFloat { kind() * 2 }
            static let side: CGFloat = 3
        }
        class Sub: Base { override class func kind() -> CGFloat { 20 } }
        let a = Sub.kind() + Sub.side
        let b = Sub.twice()
        """
        XCTAssertEqual(evaluate(dispatching).headlines, ["t.view:9:13: error: type 'Sub' has no member 'twice'"])
        // Rule 2: an heir overriding each designated init inherits the convenience ones, whose
        // `self.init(w:)` runs the override (7 + 100); one writing another init inherits none.
        let overriding = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class Base {
            var w: CGFloat
            init(w: CGFloat) { self.w = w }
            convenience init() { self.init(w: 7) }
        }
        class All: Base {
            var extra: CGFloat = 1
            override init(w: CGFloat) { super.init(w: w + 100) }
        }
        class Own: Base { init(size: CGFloat) { super.init(w: size * 2) } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: All().w + All().extra, height: Base().w))
                UIRectFill(CGRect(x: 0, y: 20, width: Own(size: 3).w, height: 1))
            }
        }
        """
        let q = ownFills(try XCTUnwrap(placedView(overriding)).content)
        XCTAssertEqual(q.count, 2)
        assertRect(q[0].bounds, 0, 0, 7 + 100 + 1, 7)
        assertRect(q[1].bounds, 0, 20, 3 * 2, 1)
        XCTAssertEqual(evaluate(overriding.replacingOccurrences(of: "Own(size: 3).w", with: "Own().w")).headlines.count, 1)
    }

    /// `as?` a protocol of a class's value tests the instance's own class, whose heir may
    /// conform where the class does not: a `[Mark]` of a Mark and a HotMark (the heir
    /// conforming) gives a gray and a red bar.
    func testACastToAProtocolFollowsTheHeirsConformance() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 40) { V(frame: Rect(0, 0, 100, 40)) }
        protocol Highlighted { var glow: UIColor { get } }
        class Mark { func width() -> CGFloat { 30 } }
        class HotMark: Mark, Highlighted { var glow: UIColor { .red } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let marks: [Mark] = [Mark(), HotMark()]
                for (i, m) in marks.enumerated() {
                    if let h = m as? Highlighted { h.glow.setFill() } else { UIColor.gray.setFill() }
                    UIRectFill(CGRect(x: 0, y: CGFloat(i) * 20, width: m.width(), height: 10))
                }
            }
        }
        """)).content)
        XCTAssertEqual(p.map(\.color), [Color(white: 0.5), Color(red: 1, green: 0, blue: 0)])
    }

    /// `as!` casts a class's value down to its heir as it runs: the heir's own property read
    /// (4 wide), and a base's instance forced is Swift's stop, located.
    func testAForcedDowncastToAnHeirIsTestedAsItRuns() throws {
        let text = { (made: String) in """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let a: Face = \(made)()
                let r = a as! RainFace
                UIRectFill(CGRect(x: 0, y: 0, width: r.ticks, height: 1))
            }
        }
        class Face { var side: CGFloat = 1 }
        class RainFace: Face { var ticks: CGFloat = 4 }
        """ }
        XCTAssertEqual(ownFills(try XCTUnwrap(placedView(text("RainFace"))).content).map(\.bounds.width), [4])
        XCTAssertEqual(evaluate(text("Face")).headlines, ["t.view:5:17: error: 'as!' found an instance that is not a RainFace (Swift would stop here)"])
        // `as!` a protocol only the heir conforms to: its requirement runs (6 wide).
        let proto = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        protocol Sized { func width() -> CGFloat }
        class Base { }
        class Heir: Base, Sized { func width() -> CGFloat { 6 } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let b: Base = Heir()
                let s = b as! Sized
                UIRectFill(CGRect(x: 0, y: 0, width: s.width(), height: 1))
            }
        }
        """)).content)
        XCTAssertEqual(proto.map(\.bounds.width), [6])
    }

    /// The words "class Panel" in a comment do not make a view class a class that is not a
    /// view: its heir still draws as a view (blue, its own tint).
    func testAClassNamedInACommentKeepsItsSuperclass() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { SubPanel(frame: Rect(0, 0, 100, 100)) }
        class Panel: UIView {
            func tint() -> UIColor { .red }
            override func draw(_ rect: CGRect) { tint().setFill(); UIRectFill(bounds) }
        }
        class SubPanel: Panel {
            override func tint() -> UIColor { .blue }
        }
        // SubPanel refines the class Panel above.
        """)).content)
        XCTAssertEqual(p.map(\.color), [Color(red: 0, green: 0, blue: 1)])
    }

    /// An heir's property of the name of its base's stored property (a computed override, or
    /// one adding observers) is outside, and said so: the base's code reads its own.
    func testOverridingABasesStoredPropertyIsNamedAsOutside() {
        let text = "canvas(width: 10, height: 10) { }\nclass Bar {\n    var width: CGFloat = 20\n}\nclass WideBar: Bar {\n    override var width: CGFloat { get { 80 } set {} }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, ["t.view:6:18: error: overriding 'width', a stored property of 'Bar', is outside the supported Swift subset (docs/language.md §13)"])
    }

    /// What Swift refuses of an heir of a class that is not a view is refused with its words.
    func testAnHeirOfAClassThatIsNotAViewCallsOnlyWhatItsBaseHas() {
        let text = "canvas(width: 10, height: 10) { }\nclass Face {\n    init(side: CGFloat) {}\n    func draw() {}\n}\nclass RainFace: Face {\n    init() { super.init(size: 2) }\n    override func draw() { super.paint() }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:7:31: error: incorrect argument label in call to 'init(side:)': expected 'side:', found 'size:'",
            "t.view:8:34: error: 'Face' has no method 'paint'",
        ])
    }

    func testAnotherViewsIntPropertyIsAnInt() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class B: UIView {
                var level = 3
                var opt: Int? = 7
                var steps: Int = 5
                var twice: Int { level * 2 }
            }
            class A: UIView {
                let b = B()
                var kids: [B] = [B(), B()]
                override func draw(_ rect: CGRect) {
                    print("\\(b.level / 2) \\(b.opt! / 2) \\((b.opt ?? 0) / 2) \\(b.steps / 2) \\(b.twice / 4) \\(kids[0].level / 2) \\(kids.first!.steps) \\(kids.map { $0.level }) \\(self.b.level)")
                }
            }
            """
        let level = 3, opt: Int? = 7, steps = 5, twice = level * 2
        XCTAssertEqual(printed(text), "\(level / 2) \(opt! / 2) \((opt ?? 0) / 2) \(steps / 2) \(twice / 4) \(level / 2) \(steps) \([level, level]) \(level)")
    }

    func testAnotherInstancesInspectableIsRead() {
        // An @IBInspectable is a stored property like any other when another object reads it:
        // its default, or what the instance's own code set (a layer reading its view's, as a
        // slider's track layer reads the slider's width).
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10), side: 4) }
            class Track: CALayer {
                var owner: A?
                override func draw(in ctx: CGContext) { print("\\(owner?.width ?? -1) \\(owner?.side ?? -1)") }
            }
            class A: UIView {
                @IBInspectable var width: CGFloat?
                @IBInspectable var side: CGFloat = 1
                let track = Track()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    width = 10
                    track.owner = self
                    layer.addSublayer(track)
                    track.setNeedsDisplay()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        // Swift prints a CGFloat as a Double: 10.0.
        let width: Double = 10, side: Double = 4
        XCTAssertEqual(printed(text), "\(width) \(side)")
    }

    /// A stored property declared without a value (`var ticks: Int`, which the class's init
    /// sets, as Swift requires of it) is set from another view's code as any stored property
    /// is, and what that code sets is what the instance holds after its init has run: Swift
    /// sets it once the initializer that made the instance has returned.
    func testAnotherViewsPropertyDeclaredWithoutAValueIsSet() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class Face: UIView {
                var ticks: Int
                let label: String
                override init(frame: CGRect) {
                    ticks = 12
                    label = "face"
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { print("\\(label) \\(ticks)") }
            }
            class A: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let f = Face(frame: bounds)
                    f.ticks = 60
                    addSubview(f)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        XCTAssertEqual(printed(text), "face 60")
    }
}

extension SwiftClassTests {
    /// A class made by its own initializer, which takes no frame (`init(_ cells: Int)` calling
    /// `super.init(frame: .zero)`), is given its placement's frame once the init has run, as code
    /// sets `v.frame` on a view it has made: the init sees a zero size, layoutSubviews and
    /// draw(_:) the frame.
    func testAClassMadeByItsOwnInitTakesTheBlocksFrameAfterInit() throws {
        let text = """
            canvas(width: 100, height: 100) {
                Grid(3) { frame: Rect(10, 20, 60, 30) }
            }
            class Grid: UIView {
                let cells: Int
                var widthInInit: CGFloat = -1
                var widthInLayout: CGFloat = -1
                init(_ cells: Int) {
                    self.cells = cells
                    super.init(frame: .zero)
                    widthInInit = bounds.width
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() { widthInLayout = bounds.width }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: widthInInit + 1, height: 1))
                    UIRectFill(CGRect(x: 0, y: 2, width: widthInLayout, height: 1))
                    UIRectFill(CGRect(x: 0, y: 4, width: bounds.width / CGFloat(cells), height: bounds.height))
                }
            }
            """
        let v = try XCTUnwrap(placedView(text))
        assertRect(v.frame, 10, 20, 60, 30)
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, 0 + 1, 1)
        assertRect(fills[1].bounds, 0, 2, 60, 1)
        assertRect(fills[2].bounds, 0, 4, 60 / 3, 30)
    }
}

extension SwiftClassTests {
    /// A placement's arguments are the component's parameters and view properties (§5.1), also
    /// for a class made by its own initializer: the init's arguments first, then view properties
    /// set once it has run — a frame the init does not take among them, as the block's is. The
    /// init sees its own values (side 40 of a 100 wide frame: 0.4), the view keeps the rest.
    func testViewPropertiesAfterAnOwnInitializersArguments() throws {
        let text = """
            canvas(width: 200, height: 100) {
                Tile(frame: Rect(0, 0, 100, 100), side: 40, backgroundColor: .red, alpha: 0.5)
                Chip(side: 20, frame: Rect(110, 10, 50, 60), isHidden: false)
            }
            class Tile: UIView {
                var ratio: CGFloat = 0
                init(frame: CGRect, side: CGFloat) { super.init(frame: frame); ratio = side / frame.width }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: ratio * 10, height: 1)) }
            }
            class Chip: UIView {
                var side: CGFloat
                var widthInInit: CGFloat = -1
                init(side: CGFloat) { self.side = side; super.init(frame: .zero); widthInInit = bounds.width }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: side + widthInInit, height: bounds.height)) }
            }
            """
        let canvas = try XCTUnwrap(root(text))
        let tile = canvas.subviews[0], chip = canvas.subviews[1]
        assertRect(tile.frame, 0, 0, 100, 100)
        XCTAssertEqual(tile.alpha, 0.5)
        XCTAssertEqual(tile.backgroundColor, Color(red: 1, green: 0, blue: 0))
        assertRect(ownFills(tile.content)[0].bounds, 0, 0, 40.0 / 100 * 10, 1)
        assertRect(chip.frame, 110, 10, 50, 60)
        assertRect(ownFills(chip.content)[0].bounds, 0, 0, 20 + 0, 60)
        let wrong = evaluate(text.replacingOccurrences(of: "alpha: 0.5", with: "alpha: .red")).headlines
        XCTAssertEqual(wrong, ["t.view:2:79: error: 'alpha' is a Number, not a Color"])
        // A frame alone is UIView's init(frame:), which the class overrides, not an init that
        // would fill its other parameter with a default (Swift prefers the one needing none).
        let framed = try XCTUnwrap(placedView("""
            canvas(width: 100, height: 100) { Tile(frame: Rect(0, 0, 100, 100), alpha: 0.5) }
            class Tile: UIView {
                var side: CGFloat = 0
                override init(frame: CGRect) { super.init(frame: frame); side = 1 }
                init(frame: CGRect, side: CGFloat = 3) { super.init(frame: frame); self.side = side }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: side, height: 1)) }
            }
            """))
        XCTAssertEqual(framed.alpha, 0.5)
        assertRect(ownFills(framed.content)[0].bounds, 0, 0, 1, 1)
    }
}

extension SwiftClassTests {

    /// A pasted class may take the name of one of the language's own types, which neither
    /// Swift nor UIKit has (`class Gradient: UIView`, as Swift code names a view what it draws):
    /// it is the class, placed and drawn. A name Swift gives a type of its own stays taken.
    func testAClassMayTakeTheNameOfOneOfTheLanguagesOwnTypes() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Gradient(frame: Rect(0, 0, 100, 100)) }
        class Gradient: UIView {
            override func draw(_ rect: CGRect) {
                let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
                let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])!
                UIGraphicsGetCurrentContext()!.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
            }
        }
        """))
        XCTAssertEqual(view.kind, "Gradient")
        XCTAssertEqual(view.content.count, 1)
        let taken = evaluate("canvas(width: 10, height: 10) {}\nclass UIColor: UIView {}\n").headlines
        XCTAssertEqual(taken, ["t.view:2:7: error: 'UIColor' is a built-in name and cannot name a component"])
    }
}

extension SwiftClassTests {
    /// `override func setNeedsDisplay()` is a method of the class, run where its code calls
    /// `setNeedsDisplay()` — as UIKit dispatches the call to the override — and its
    /// `super.setNeedsDisplay()` is UIView's: `layoutSubviews()` calls it once (marks 10) and
    /// sets `count`, whose observer calls it again (marks 20), so the fill is 20 wide.
    func testAnOverriddenSetNeedsDisplayRunsWhereTheCodeCallsIt() {
        let text = """
        canvas(width: 40, height: 20) { V(frame: Rect(0, 0, 40, 20)) }
        class V: UIView {
            var marks: CGFloat = 0
            var count = 1 { didSet { setNeedsDisplay() } }
            override func setNeedsDisplay() {
                super.setNeedsDisplay()
                marks += 10
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                setNeedsDisplay()
                count = 2
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: marks, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 20, 10) }
    }
}

extension SwiftClassTests {
    /// A UICollectionViewCell subclass is a view that draws its own content: placed alone it is
    /// unselected, so its draw(_:) fills the rounded square in its item color and strokes
    /// nothing, and it is a UICollectionViewCell and a UIView to `is`. The square is the
    /// 40 × 30 bounds, its corner radius min(40, 30) × 0.2 = 6.
    func testACollectionViewCellDrawsItsOwnContent() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 60, height: 50) { DayCell(frame: Rect(10, 10, 40, 30), itemColor: .green) }
        class DayCell: UICollectionViewCell {
            @IBInspectable var itemColor: UIColor = .clear
            override var isSelected: Bool { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath(roundedRect: rect, cornerRadius: min(bounds.width, bounds.height) * 0.2)
                itemColor.setFill()
                path.fill()
                if isSelected || isHighlighted { UIColor.red.setStroke(); path.stroke() }
                if self is UICollectionViewCell && (self as UIView) is UIView {
                    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                }
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills.first?.color, NamedColors.table["green"])
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 40, 30, accuracy: 1e-9)
        assertRect(try XCTUnwrap(fills.last).bounds, 0, 0, 1, 1)
        XCTAssertTrue(ownPaints(v.content).allSatisfy { $0.kind == "fill" }, "nothing stroked: the cell is not selected")
    }

    /// A UITableViewCell subclass is a row drawing its own content (its separator): placed
    /// alone it is unselected and not highlighted, so its draw(_:) fills only the 1-point band
    /// at the foot of its 120 × 44 bounds (y = 44 − 1 = 43) in its line color, and it is a
    /// UITableViewCell and a UIView to `is` (the 1 × 1 mark).
    func testATableViewCellDrawsItsOwnSeparator() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 140, height: 64) { SplitterCell(frame: Rect(10, 10, 120, 44), lineColor: .blue) }
        class SplitterCell: UITableViewCell {
            @IBInspectable var lineColor: UIColor = .clear
            override func draw(_ rect: CGRect) {
                lineColor.setFill()
                UIRectFill(CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1))
                if isSelected || isHighlighted { UIRectFill(bounds) }
                if self is UITableViewCell && (self as UIView) is UIView {
                    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                }
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills.first?.color, NamedColors.table["blue"])
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 44 - 1, 120, 1, accuracy: 1e-9)
        assertRect(try XCTUnwrap(fills.last).bounds, 0, 0, 1, 1)
    }

    /// A UIScrollView subclass is a view drawing its own content (a board, a chart's pane):
    /// placed, its content offset is zero, so it draws at its bounds as a view does, and it
    /// clips its subviews to its bounds, as UIScrollView does unless told not to (the 60 × 40
    /// pane clips the square its init adds at x 40, y 20); it is a UIScrollView and a UIView to `is`.
    func testAScrollViewSubclassDrawsItsOwnContentAndClips() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Pane(frame: Rect(10, 10, 60, 40)) }
        final class Pane: UIScrollView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let square = UIView(frame: CGRect(x: 40, y: 20, width: 50, height: 50))
                square.backgroundColor = .blue
                addSubview(square)
            }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
                if self is UIScrollView && (self as UIView) is UIView && clipsToBounds {
                    UIRectFill(CGRect(x: 0, y: 30, width: 1, height: 1))
                }
            }
        }
        """))
        XCTAssertTrue(v.clipsToBounds)
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 2)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 20, 10)
        assertRect(try XCTUnwrap(fills.last).bounds, 0, 30, 1, 1)
        XCTAssertEqual(v.subviews.count, 1)
        assertRect(v.subviews[0].frame, 40, 20, 50, 50)
        // Its content's layout guides are outside, named as such.
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }\nclass P: UIScrollView {\n    override func layoutSubviews() { let g = contentLayoutGuide }\n}\n").headlines,
                       ["t.view:3:46: error: UIScrollView's 'contentLayoutGuide' is outside the supported Swift subset: a scroll view here is still (docs/language.md §13)"])
    }

    /// A scroll view's content offset is its bounds' origin: set, it moves what the view draws
    /// (a square drawn at x 20 of its content, scrolled 20 right, is at the view's left edge);
    /// what only scrolling uses is kept and read back with UIKit's defaults, and changes nothing.
    func testAScrollViewsOffsetMovesItsContentAndItsScrollingSettingsAreInert() throws {
        let text = """
        canvas(width: 100, height: 100) { Pane(frame: Rect(10, 10, 60, 40)) }
        class Pane: UIScrollView, UIScrollViewDelegate {
            override init(frame: CGRect) {
                super.init(frame: frame)
                showsVerticalScrollIndicator = false
                delegate = self
                bounces = false
                contentSize = CGSize(width: 300, height: 40)
                decelerationRate = .fast
                setContentOffset(CGPoint(x: 20, y: 5), animated: true)
                print(contentSize, contentOffset, bounces, isScrollEnabled, zoomScale, isDragging, showsHorizontalScrollIndicator)
            }
            required init?(coder: NSCoder) { fatalError() }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { print("never") }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 20, y: 5, width: 10, height: 10)) }
        }
        """
        XCTAssertEqual(printed(text), "(300.0, 40.0) (20.0, 5.0) false true 1.0 false true")
        let v = try XCTUnwrap(placedView(text.replacingOccurrences(of: "print(", with: "_ = (")))
        XCTAssertEqual(v.bounds.origin, Point(20, 5))
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "bounces = false", with: "zoomScale = 2")).headlines.first?.contains("zooming a scroll view (zoomScale 2) is outside"), true)
    }

    /// A model class with a stored `var description: String!` its init sets
    /// (`self.description = text`), as an app's coupon or note keeps its text: the assignment
    /// sets the property (the init runs through to the next line); `x.description` read of a
    /// number is still its text (`42` has two characters).
    func testAStoredDescriptionIsAssignedInItsInit() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class Note {
            var description: String!
            var width: CGFloat
            init(text: String, width: CGFloat) {
                self.description = text
                self.width = width
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let n = Note(text: "first", width: 12)
                let k = 42
                UIRectFill(CGRect(x: 0, y: 0, width: n.width, height: CGFloat(k.description.count)))
            }
        }
        """))
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(0, 0, 12, 2)])
    }

    /// `note?.description` of a class of the file that stores `var description: String!`, and
    /// `tag.description` of a struct that stores one: Swift reads those properties ("abc", 3
    /// characters; "xy", 2), an optional's through `?.` an optional (nil of nil: 5 high);
    /// `k.description` of an Int is still its text ("42", 2 characters).
    func testAStoredDescriptionOfTheFilesTypesIsReadAsTheProperty() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class Note {
            var description: String!
            init(text: String) { self.description = text }
        }
        struct Tag { var description: String; var w: CGFloat }
        class A: UIView {
            var note: Note?
            override func draw(_ rect: CGRect) {
                note = Note(text: "abc")
                guard let d = note?.description else { return }
                let tag = Tag(description: "xy", w: 3)
                let k = 42
                let none: Note? = nil
                let nd = none?.description
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(d.count), height: CGFloat(tag.description.count)))
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(k.description.count), height: nd == nil ? 5 : 1))
            }
        }
        """))
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(0, 0, Double("abc".count), Double("xy".count)),
                                                           Rect(0, 10, Double(String(42).count), 5)])
    }

    /// An heir of a class that is not a view reads its base's Int properties as Ints, bare or
    /// through `self`, and its tuple of Ints as one: `/` divides as Ints and the text writes
    /// Ints. (swiftc 6.3 prints "3 3 4 7 2 (w: 5, h: 3)".)
    func testAnHeirReadsItsBasesIntPropertiesAsInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) { print(Polygon().describe()) }
        }
        class Shape {
            var sides = 7
            let scale: Int = 9
            var size = (w: 5, h: 3)
        }
        class Polygon: Shape {
            func describe() -> String { "\\(sides / 2) \\(self.sides / 2) \\(scale / 2) \\(sides) \\(size.w / 2) \\(size)" }
        }
        """
        XCTAssertEqual(printed(text), "3 3 4 7 2 (w: 5, h: 3)")
    }
}

extension SwiftClassTests {
    /// `@IBInspectable var radius: CGFloat = .zero` (an app's shadow view writes it so) is a
    /// Number parameter whose default is 0, as Swift reads the implicit member, and a
    /// placement's `radius: 8` sets it (its observer runs, as the inspector's set does);
    /// `.zero` of a CGSize inspectable likewise. Left out, the defaults hold: no inset, 0.
    func testAnInspectablesZeroDefaultIsOfItsTypeAndAPlacementSetsIt() throws {
        func fills(_ args: String) throws -> [Rect] {
            let v = try XCTUnwrap(placedView("""
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)\(args)) }
            class A: UIView {
                private var inset: CGFloat = 0
                @IBInspectable var radius: CGFloat = .zero {
                    didSet { inset = radius * 2 }
                }
                @IBInspectable var offset: CGSize = .zero
                override func draw(_ rect: CGRect) {
                    UIRectFill(bounds.insetBy(dx: inset, dy: inset).offsetBy(dx: offset.width, dy: offset.height))
                }
            }
            """))
            return ownFills(v.content).map(\.bounds)
        }
        // radius 8: the observer insets by 2 × 8 = 16 on each side (100 − 32 = 68 wide), moved by (3, 4).
        XCTAssertEqual(try fills(", radius: 8, offset: Size(3, 4)"), [Rect(16 + 3, 16 + 4, 100 - 32, 100 - 32)])
        XCTAssertEqual(try fills(""), [Rect(0, 0, 100, 100)])
    }
}

extension SwiftClassTests {
    /// Swift makes a plain heir in this order: its own properties' initializers, its init up to
    /// `super.init(…)`, then its base's properties' initializers and the base's init; an heir
    /// without an init of its own (one inherited, or none) runs its initializers before its
    /// base's too; `super.init()` of a base that writes no init runs the base's initializers
    /// there, so that the heir's init may then set (and observe) its properties.
    func testAPlainHeirsPropertiesAreInitializedBeforeItsBases() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            var order: [String] = []
            func tag(_ s: String) -> Int { order.append(s); return 0 }
            class A { var a = tag("A"); init() { order.append("initA") } }
            class B: A { var b = tag("B"); override init() { order.append("initB"); super.init(); order.append("afterB") } }
            class C: B { var c = tag("C") }
            class P {
                var p = tag("P")
                var n = 0 { didSet { order.append("did \\(oldValue)>\\(n)") } }
            }
            class Q: P { var q = tag("Q") }
            class R: P {
                var r = tag("R")
                override init() { order.append("initR"); super.init(); n = 5; order.append("afterR") }
            }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    _ = B()
                    order.append("|")
                    _ = C()
                    order.append("|")
                    _ = Q()
                    order.append("|")
                    _ = R()
                    print(order.joined(separator: ","))
                }
            }
            """
        let made = ["B", "initB", "A", "initA", "afterB"]
        let expected = made + ["|", "C"] + made + ["|", "Q", "P", "|", "R", "initR", "P", "did 0>5", "afterR"]
        XCTAssertEqual(printed(text), expected.joined(separator: ","))
    }

    /// A view heir's stored properties are initialized before its base's (Swift's phase one of
    /// class initialization runs from the heir up the lineage), each class's in the order written:
    /// initializers with an effect show it, three classes deep.
    func testAViewHeirsStoredPropertiesAreInitializedBeforeItsBases() {
        let text = """
            canvas(width: 10, height: 10) { C(frame: Rect(0, 0, 10, 10)) }
            var order: [String] = []
            func tag(_ s: String) -> CGFloat { order.append(s); return 1 }
            class A: UIView {
                var a1 = tag("a1")
                var a2 = tag("a2")
            }
            class B: A {
                var b = tag("b")
            }
            class C: B {
                var c1 = tag("c1")
                let c2 = tag("c2")
                override func draw(_ rect: CGRect) { print(order.joined(separator: ",")) }
            }
            """
        let heirFirst = [["c1", "c2"], ["b"], ["a1", "a2"]].flatMap { $0 }
        XCTAssertEqual(printed(text), heirFirst.joined(separator: ","))
    }
}
