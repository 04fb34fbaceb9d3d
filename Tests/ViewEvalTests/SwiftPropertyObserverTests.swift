// Property observers as Swift runs them: `willSet` and `didSet` of a stored property run when the
// property is set after initialisation — by the class's code outside its own initializers, or
// by a placement's argument, which is set once init has run, as Interface Builder sets an
// inspectable after init(coder:) — with the new and old values; a store in the observers or in
// an initializer of the class runs none. The numbers are worked out in the test.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftPropertyObserverTests: XCTestCase, SwiftMemberDrawing {
    func testObserversRunWhenTheClassSetsThePropertyAfterInit() throws {
        let fills = classFills("""
            var calls: CGFloat = 0
            var last: CGFloat = -1
            var seen: CGFloat = -1
            var side: CGFloat = 10 {
                willSet(next) { seen = next }
                didSet { calls += 1; last = oldValue; if side > 50 { side = 50 } }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                side = 20
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                side = 30
                side += 40
            }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: calls)).fill()
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: last, height: seen)).fill()
            }
        """)
        // init's `side = 20` runs no observer. `side = 30`: willSet sees 30, didSet's oldValue
        // is 20 (calls 1). `side += 40`: willSet sees 30 + 40 = 70, oldValue 30 (calls 2), and
        // didSet's clamp to 50 is a plain store that runs no observer again.
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 0, 0, 50, 2)
        assertRect(fills[1].bounds, 100, 0, 30, 70)
    }

    /// A property whose type Swift infers from its value (`CGPoint.zero`, `CGPoint(x:y:)`,
    /// `CGFloat(3)`, `UIColor.red`) has its observers run as one with its type written does.
    func testObserversOfAPropertyWhoseTypeIsInferredRun() {
        let text = """
        canvas(width: 10, height: 10) { Dial(frame: Rect(0, 0, 10, 10)) }
        class Dial: UIView {
            var log = ""
            var a = CGPoint.zero { didSet { log += "a\\(oldValue.x)" } }
            var b = CGPoint(x: 1, y: 2) { didSet { log += "b\\(oldValue.y)" } }
            var c = CGFloat(3) { didSet { log += "c\\(oldValue)" } }
            var d = UIColor.red { didSet { log += "d" } }
            override func layoutSubviews() { a = CGPoint(x: 5, y: 5); b = .zero; c = 4; d = .blue }
            override func draw(_ rect: CGRect) { print(log, a.x, c) }
        }
        """
        XCTAssertEqual(printed(text), "a\(0.0)b\(2.0)c\(3.0)d \(5.0) \(4.0)")
    }

    func testAPlacementsInspectableIsSetAfterInitAndRunsDidSet() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) {
            V(frame: Rect(0, 0, 200, 100), side: 30)
            V(frame: Rect(0, 0, 200, 100))
        }
        class V: UIView {
            var seenInInit: CGFloat = 0
            var old: CGFloat = 0
            var calls: CGFloat = 0
            @IBInspectable var side: CGFloat = 10 {
                didSet { calls += 1; old = oldValue }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                seenInInit = side
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: seenInInit)).fill()
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: 5 + old, height: 5 + calls)).fill()
            }
        }
        """))
        // Placed with side: 30: init sees the default 10, then didSet runs once with oldValue 10.
        let a = ownFills(canvas.subviews[0].content)
        assertRect(a[0].bounds, 0, 0, 30, 10)
        assertRect(a[1].bounds, 100, 0, 5 + 10, 5 + 1)
        // Not given: no observer runs.
        let b = ownFills(canvas.subviews[1].content)
        assertRect(b[0].bounds, 0, 0, 10, 10)
        assertRect(b[1].bounds, 100, 0, 5, 5)
    }

    /// An heir of a class of the file sets the base's observed property through the base's
    /// setter, as Swift dispatches a property's setter. `Plain`'s `side = 80` runs the base's
    /// didSet: calls 1, clamped to 60. `Heir` overrides the property with observers, keeping the
    /// base's storage: its willSet sees 80, the base's setter runs (calls 1, 80 clamped to 60),
    /// then its didSet sees oldValue 10 and stores 40, which in an override's observer is the
    /// base's setter again (calls 2; 40 ≤ 60 stays). Placed with `side: 90` (set once init has
    /// run, before layout, which then sets nothing): seen 90, calls 2, side 40, oldValue 10.
    func testAnHeirSetsItsBasesObservedPropertyThroughTheBasesSetterAndItsOverride() throws {
        let placements = """
        canvas(width: 200, height: 100) {
            Plain(frame: Rect(0, 0, 200, 100))
            Heir(frame: Rect(0, 0, 200, 100))
            Heir(frame: Rect(0, 0, 200, 100), side: 90)
        }
        """
        let base = """
        class Base: UIView {
            var calls: CGFloat = 0
            @IBInspectable var side: CGFloat = 10 {
                didSet { calls += 1; if side > 60 { side = 60 } }
            }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: calls * 10)).fill()
            }
        }
        """
        let heirs = """
        class Plain: Base {
            override func layoutSubviews() { side = 80 }
        }
        class Heir: Base {
            var seen: CGFloat = 0
            var old: CGFloat = 0
            override var side: CGFloat {
                willSet { seen = newValue }
                didSet { old = oldValue; if side > 40 { side = 40 } }
            }
            override func layoutSubviews() {
                if seen == 0 { side = 80 }
            }
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: old, height: seen)).fill()
            }
        }
        """
        // Members have no order in Swift, nor have the file's classes: the heirs written first too.
        for text in [[placements, base, heirs].joined(separator: "\n"), [placements, heirs, base].joined(separator: "\n")] {
            let canvas = try XCTUnwrap(root(text))
            XCTAssertEqual(canvas.subviews.count, 3)
            assertRect(ownFills(canvas.subviews[0].content)[0].bounds, 0, 0, 60, 10)
            let heir = ownFills(canvas.subviews[1].content)
            assertRect(heir[0].bounds, 0, 0, 40, 20)
            assertRect(heir[1].bounds, 100, 0, 10, 80)
            let placed = ownFills(canvas.subviews[2].content)
            assertRect(placed[0].bounds, 0, 0, 40, 20)
            assertRect(placed[1].bounds, 100, 0, 10, 90)
        }
    }

    /// An heir's observers added to a base's stored property that has none run wherever the
    /// property is set on the heir's instance, as Swift dispatches the set: in the base's own
    /// method (`grow()`: 10 + 5), in the heir's code (`side = 30`), and by a placement
    /// (`side: 20`, set once init has run); each run counts one and keeps the old value. Not
    /// in the base's init, which stores its own property (Swift runs no observer there).
    /// Placed plain: grow gives 15 (old 10), then 30 (old 15): two runs. Placed with 20:
    /// 20 (old 10), 25 (old 20), 30 (old 25): three. A base instance runs none.
    func testAnHeirsObserversOfABasesPlainStoredPropertyRunWhereverItIsSet() throws {
        let placements = """
        canvas(width: 200, height: 100) {
            H(frame: Rect(0, 0, 200, 100))
            H(frame: Rect(0, 0, 200, 100), side: 20)
            B(frame: Rect(0, 0, 200, 100))
        }
        """
        let base = """
        class B: UIView {
            @IBInspectable var side: CGFloat = 10
            var runs: CGFloat = 0
            var old: CGFloat = 0
            override init(frame: CGRect) { super.init(frame: frame); side = 10 }
            required init?(coder: NSCoder) { fatalError() }
            func grow() { side += 5 }
            override func layoutSubviews() { grow() }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: runs * 10)).fill()
                UIBezierPath(rect: CGRect(x: 100, y: 0, width: old, height: 5)).fill()
            }
        }
        """
        let heir = """
        class H: B {
            override var side: CGFloat { didSet { runs += 1; old = oldValue } }
            override func draw(_ rect: CGRect) { side = 30; super.draw(rect) }
        }
        """
        for text in [[placements, base, heir].joined(separator: "\n"), [placements, heir, base].joined(separator: "\n")] {
            let canvas = try XCTUnwrap(root(text))
            XCTAssertEqual(canvas.subviews.count, 3)
            let plain = ownFills(canvas.subviews[0].content)
            assertRect(plain[0].bounds, 0, 0, 30, 2 * 10)
            assertRect(plain[1].bounds, 100, 0, 15, 5)
            let placed = ownFills(canvas.subviews[1].content)
            assertRect(placed[0].bounds, 0, 0, 30, 3 * 10)
            assertRect(placed[1].bounds, 100, 0, 25, 5)
            let b = ownFills(canvas.subviews[2].content)
            XCTAssertEqual(b.first?.bounds.width, 10 + 5)
            XCTAssertEqual(b.first?.bounds.height, 0)
        }
    }

    /// A computed `@IBInspectable var` with a setter (a gauge's `value` kept in a private
    /// store) is set by a placement as Interface Builder sets it, through its setter once
    /// init has run: placed with `value: 0.6` over a 0…1 range the bar is 0.6 × 200 wide, the
    /// setter's call counted once; not given, the store keeps its 0.25. A value of another
    /// type, and a computed property that is not inspectable, are errors at the placement.
    func testAPlacementSetsAComputedInspectableThroughItsSetter() throws {
        let gauge = """
        class Gauge: UIView {
            private var stored = 0.25
            private var sets: CGFloat = 0
            @IBInspectable var value: Double {
                get { return stored }
                set { stored = min(max(newValue, 0), 1); sets += 1; setNeedsDisplay() }
            }
            var hidden: Double { get { return stored } set { stored = newValue } }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * CGFloat(value), height: 10))
                UIRectFill(CGRect(x: 0, y: 20, width: 10, height: 10 + sets))
            }
        }
        """
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) {
            Gauge(frame: Rect(0, 0, 200, 40), value: 0.6)
            Gauge(frame: Rect(0, 50, 200, 40))
        }
        """ + "\n" + gauge))
        let a = ownFills(canvas.subviews[0].content), b = ownFills(canvas.subviews[1].content)
        assertRect(a[0].bounds, 0, 0, 200 * 0.6, 10)
        assertRect(a[1].bounds, 0, 20, 10, 10 + 1)
        assertRect(b[0].bounds, 0, 0, 200 * 0.25, 10)
        assertRect(b[1].bounds, 0, 20, 10, 10)
        XCTAssertEqual(evaluate("canvas(width: 200, height: 100) { Gauge(frame: Rect(0, 0, 200, 40), value: \"x\") }\n" + gauge).headlines.first,
                       "t.view:1:76: error: 'value' of 'Gauge' is a Number, not a String")
        XCTAssertEqual(evaluate("canvas(width: 200, height: 100) { Gauge(frame: Rect(0, 0, 200, 40), hidden: 1) }\n" + gauge).headlines.first,
                       "t.view:1:69: error: 'Gauge' has no parameter 'hidden'; did you mean 'isHidden'? (its parameters are value: Number)")
    }

    /// Set by its maker after it is made, a view's observed properties (an inspectable's too)
    /// run their observers, once each.
    func testSettingAViewMadeInCodeRunsItsObservers() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { P(frame: Rect(0, 0, 200, 100)) }
        class Dot: UIView {
            var calls: CGFloat = 0
            var side: CGFloat = 10 { didSet { calls += 1 } }
            @IBInspectable var tone: CGFloat = 0 { didSet { calls += 10 } }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: 5 + calls)).fill()
            }
        }
        class P: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let d = Dot(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                d.side = 30
                d.tone = 1
                addSubview(d)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        // side's didSet once (+1) and the inspectable tone's once (+10): 5 + 11 high.
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first?.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 30, 16)
    }

    /// Which stores skip observers is decided per type: a computed setter of another class,
    /// named as an observed property is, still runs in that class's init.
    func testAComputedSetterOfAnotherClassRunsInItsInit() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { B(frame: Rect(0, 0, 200, 100)) }
        class A: UIView {
            var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
        }
        class B: UIView {
            var stored: CGFloat = 0
            var value: CGFloat {
                get { return stored }
                set { stored = newValue * 2 }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                value = 20
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: stored, height: 5)).fill()
            }
        }
        """))
        // The setter doubles 20.
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 40, 5)
    }

    /// In a struct the setter that runs the observers changes the struct, as Swift's does,
    /// whether the struct's own method sets the property or code outside sets it through a
    /// value — a `var`, a view's property, a list's element (an instance of a class in a list
    /// too): willSet sees newValue, didSet oldValue, a compound assignment runs them once. Set a level deeper (a member of the
    /// observed property), where they would be skipped, it is an error at the target. The
    /// expected text is what the same struct prints when Swift runs it here.
    func testAStructsObserversRunWhereverItIsSet() throws {
        let text = """
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        struct Counter {
            var calls: CGFloat = 0
            var log = ""
            var value: CGFloat = 0 {
                willSet { log += "w\\(Int(newValue))" }
                didSet { calls += 1; log += "d\\(Int(oldValue))" }
            }
            var at = CGPoint.zero { didSet { calls += 10 } }
            mutating func bump() { value += 5 }
        }
        class Box { var v: CGFloat = 0 { didSet { n += 1 } }; var n = 0 }
        class V: UIView {
            var held = Counter()
            override func draw(_ rect: CGRect) {
                var c = Counter()
                c.bump()
                c.value = 1
                c.value *= 3
                held.value = 7
                var list = [Counter(), Counter()]
                list[1].value = 2
                list[1].value += 1
                let boxes = [Box()]
                boxes[0].v = 3
                boxes[0].v += 1
                print("\\(c.value) \\(c.calls) \\(c.log) \\(held.calls) \\(held.log) \\(list[0].calls) \\(list[1].calls) \\(list[1].log) \\(boxes[0].n)")
            }
        }
        """
        struct Counter {
            var calls: Double = 0
            var log = ""
            var value: Double = 0 {
                willSet { log += "w\(Int(newValue))" }
                didSet { calls += 1; log += "d\(Int(oldValue))" }
            }
            mutating func bump() { value += 5 }
        }
        var c = Counter()
        c.bump()
        c.value = 1
        c.value *= 3
        var held = Counter()
        held.value = 7
        var list = [Counter(), Counter()]
        list[1].value = 2
        list[1].value += 1
        final class Box { var v: Double = 0 { didSet { n += 1 } }; var n = 0 }
        let boxes = [Box()]
        boxes[0].v = 3
        boxes[0].v += 1
        XCTAssertEqual(printed(text), "\(c.value) \(c.calls) \(c.log) \(held.calls) \(held.log) \(list[0].calls) \(list[1].calls) \(list[1].log) \(boxes[0].n)")
        XCTAssertEqual(errorsOf(text.replacingOccurrences(of: "c.value = 1\n", with: "c.at.x = 1\n")),
                       ["t.view:18:9: error: setting 'at', a property with observers, from outside 'Counter' is outside the supported Swift subset: set it in a method of 'Counter'"])
    }

    /// Another class's code setting a stored property — of a view made in code, in the host's
    /// draw(_:), and of an instance of a class that is no view — runs its willSet (newValue)
    /// and didSet (oldValue), a compound assignment once with the value it computes (an
    /// `Int`'s `/=` and `%=` as Swift's Ints). The expected text is what the same classes
    /// print when Swift runs them here.
    func testSettingAnotherInstancesPropertyRunsItsObservers() {
        let text = """
            canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
            class Knob: UIControl {
                var seen = 0
                var old = 0
                var calls = 0
                var value: Int = 1 {
                    willSet { seen = newValue }
                    didSet { old = oldValue; calls += 1 }
                }
            }
            class Box {
                var seen = 0
                var old = 0
                var calls = 0
                var n: Int = 1 {
                    willSet { seen = newValue }
                    didSet { old = oldValue; calls += 1 }
                }
            }
            class Host: UIView {
                let k = Knob(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let b = Box()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(k)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    k.value = 9
                    k.value /= 2
                    b.n = 9
                    b.n %= 4
                    print(k.value, k.seen, k.old, k.calls, b.n, b.seen, b.old, b.calls)
                }
            }
            """
        final class Observed {
            var seen = 0, old = 0, calls = 0
            var value: Int = 1 {
                willSet { seen = newValue }
                didSet { old = oldValue; calls += 1 }
            }
        }
        let k = Observed(), b = Observed()
        k.value = 9
        k.value /= 2
        b.value = 9
        b.value %= 4
        XCTAssertEqual(printed(text), "\(k.value) \(k.seen) \(k.old) \(k.calls) \(b.value) \(b.seen) \(b.old) \(b.calls)")
    }

    /// A member of another instance's property with observers changed in place — set, `+=`,
    /// a mutating method, a list's append and element, passed `inout`, the instance held in a
    /// variable or reached through a class's or a struct's member — runs the property's
    /// observers, as Swift's modify access sets the property whole; a reference further down
    /// is changed in place, which they do not see. The log is what the same types make in
    /// Swift, run here.
    func testChangingAMemberOfAnotherInstancesObservedPropertyRunsItsObservers() {
        let text = """
            canvas(width: 10, height: 10) { Host(frame: Rect(0, 0, 10, 10)) }
            class Ref { var x = 0 }
            struct Model { var level = 1; var list = [1]; var ref = Ref(); mutating func bump() { level += 1 } }
            class Holder {
                var log = ""
                var model = Model() { didSet { log += "\\(oldValue.level)>\\(model.level)\\(model.list) " } }
            }
            class Outer { let holder: Holder; init(_ h: Holder) { holder = h } }
            struct Box { var holder: Holder }
            class Host: UIView {
                let holder = Holder()
                func raise(_ n: inout Int) { n += 10 }
                override func draw(_ rect: CGRect) {
                    holder.model.level = 6
                    holder.model.level += 1
                    holder.model.bump()
                    holder.model.list.append(3)
                    holder.model.list[0] = 9
                    raise(&holder.model.level)
                    holder.model.ref.x = 5
                    let other = holder
                    other.model.level = 2
                    let outer = Outer(holder)
                    outer.holder.model.level = 3
                    var box = Box(holder: holder)
                    box.holder.model.level += 1
                    print(holder.log, holder.model.ref.x)
                }
            }
            """
        final class Ref { var x = 0 }
        struct Model { var level = 1; var list = [1]; var ref = Ref(); mutating func bump() { level += 1 } }
        final class Holder {
            var log = ""
            var model = Model() { didSet { log += "\(oldValue.level)>\(model.level)\(model.list) " } }
        }
        let holder = Holder()
        func raise(_ n: inout Int) { n += 10 }
        holder.model.level = 6
        holder.model.level += 1
        holder.model.bump()
        holder.model.list.append(3)
        holder.model.list[0] = 9
        raise(&holder.model.level)
        holder.model.ref.x = 5
        let other = holder
        other.model.level = 2
        final class Outer { let holder: Holder; init(_ h: Holder) { holder = h } }
        struct Box { var holder: Holder }
        let outer = Outer(holder)
        outer.holder.model.level = 3
        var box = Box(holder: holder)
        box.holder.model.level += 1
        XCTAssertEqual(printed(text), "\(holder.log) \(holder.model.ref.x)")
        XCTAssertEqual(holder.log.filter { $0 == ">" }.count, 9)   // nine sets, each run through the observers
    }

    /// Through another instance: a member of a class instance in an observed list is changed
    /// on the instance, which Swift only reads the list for (no observer runs); a compound
    /// operator function of the file (`+=` of CGPoints) sets the observed property whole (its
    /// observer runs once); a view's computed property changed in part runs its getter once.
    func testObserversRunExactlyAsSwiftsAccessesThroughAnotherInstance() {
        let text = """
            canvas(width: 10, height: 10) { Host(frame: Rect(0, 0, 10, 10)) }
            extension CGPoint { static func += (a: inout CGPoint, b: CGPoint) { a = CGPoint(x: a.x + b.x, y: a.y + b.y) } }
            class Ref { var x = 0 }
            struct Model { var p = CGPoint.zero }
            class Holder {
                var sets = 0
                var refs: [Ref] = [Ref()] { didSet { sets += 1 } }
                var model = Model() { didSet { sets += 10 } }
            }
            struct GStyle { var width: CGFloat = 1 }
            class Gauge: UIView {
                var gets = 0
                var stored = GStyle()
                var style: GStyle { get { gets += 1; return stored } set { stored = newValue } }
            }
            class Host: UIView {
                let holder = Holder()
                let gauge = Gauge()
                override func draw(_ rect: CGRect) {
                    holder.refs[0].x = 7
                    holder.refs[0].x += 1
                    holder.model.p += CGPoint(x: 2, y: 0)
                    gauge.style.width += 1
                    print(holder.refs[0].x, holder.sets, holder.model.p.x, gauge.gets, gauge.stored.width)
                }
            }
            """
        // x 7 then 8, no list observer; one model set (10); the getter read once, width 1 + 1.
        XCTAssertEqual(printed(text), "8 10 \(CGFloat(2)) 1 \(CGFloat(2))")
    }

    /// So too for an instance of a view class of the file held in a property: a member of its
    /// struct or CGRect property is changed and the property set whole, running its observers.
    func testChangingAMemberOfAViewInstancesPropertyRunsItsObservers() {
        let text = """
            canvas(width: 10, height: 10) { Host(frame: Rect(0, 0, 10, 10)) }
            struct Style { var width = 1.0; var count = 2 }
            class Gauge: UIView {
                var log = ""
                var style = Style() { didSet { log += "\\(oldValue.width)>\\(style.width) " } }
                var box = CGRect.zero { didSet { log += "box \\(box.origin.x) " } }
            }
            class Host: UIView {
                let gauge = Gauge()
                override func draw(_ rect: CGRect) {
                    gauge.style.width = 3
                    gauge.style.width += 0.5
                    gauge.style.count /= 2
                    gauge.box.origin.x = 4
                    print(gauge.log, gauge.style.count, gauge.box.minX)
                }
            }
            """
        var log = ""
        var style = (width: 1.0, count: 2)
        func set(_ new: (width: Double, count: Int)) { log += "\(style.width)>\(new.width) "; style = new }
        set((3, style.count))
        set((style.width + 0.5, style.count))
        set((style.width, style.count / 2))
        log += "box \(4.0) "
        XCTAssertEqual(printed(text), "\(log) \(style.count) \(4.0)")
    }

    /// A view made in code has run its init where it was made, as Swift runs it: the maker's
    /// store runs the property's observers at once (an inspectable's and a control state's
    /// override's too), and reading back gives the value set and what the observers changed.
    func testReadingBackAViewMadeInCodeGivesWhatItsObserversSet() throws {
        func text(_ read: String) -> String {
            """
            canvas(width: 200, height: 100) { P(frame: Rect(0, 0, 200, 100)) }
            class Dot: UIControl {
                var calls = 0
                var side: Int = 1 { didSet { calls += 1 } }
                @IBInspectable var tone: Int = 0 { didSet { calls += 10 } }
                override var isHighlighted: Bool { didSet { calls += 100 } }
            }
            class P: UIView {
                var seen: CGFloat = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let d = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    d.side = 3
                    d.tone = 2
                    d.isHighlighted = true
                    seen = CGFloat(d.\(read))
                    addSubview(d)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: seen, height: 1)) }
            }
            """
        }
        // Swift runs Dot's init where it is made; each store after it runs its didSet once, at
        // the store: side's (1), the inspectable tone's (10) and the control state's (100).
        let side = try XCTUnwrap(placedView(text("side")))
        assertRect(ownFills(side.content)[0].bounds, 0, 0, 3, 1)
        let tone = try XCTUnwrap(placedView(text("tone")))
        assertRect(ownFills(tone.content)[0].bounds, 0, 0, 2, 1)
        let calls = try XCTUnwrap(placedView(text("calls")))
        assertRect(ownFills(calls.content)[0].bounds, 0, 0, 1 + 10 + 100, 1)
    }

    /// A member set on the object an observed property holds (`c.w = 3` of a class's instance,
    /// `track.lineWidth = 3` of a layer) changes the object where it is: Swift calls no setter,
    /// so the property's observers do not run; a member of a value (`origin.x = 2`) sets the
    /// property, and they do. An optional chain to an object held in a `let` or a parameter
    /// sets it too (`c?.code = 4`).
    func testObserversRunForAValuesMemberNotForAnObjectsMember() {
        let text = """
        canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
        class C { var w: CGFloat = 1 }
        class V: UIView {
            var c = C() { didSet { c.w += 10 } }
            var track = CAShapeLayer() { didSet { track.lineWidth *= 2 } }
            var origin: CGPoint = .zero { didSet { origin.y += 10 } }
            func bump(_ held: C?) { held?.w = 7 }
            override func draw(_ rect: CGRect) {
                c.w = 3
                track.lineWidth = 3
                origin.x = 2
                let kept: C? = C()
                kept?.w = 4
                bump(kept)
                print(c.w, track.lineWidth, origin.x, origin.y, kept!.w)
            }
        }
        """
        XCTAssertEqual(printed(text), "3.0 3.0 2.0 10.0 7.0")
    }

    /// A mutating method called on an observed property (`points.append(p)`, `on.toggle()`,
    /// a struct's `mutating func`) or an element set (`points[0] = p`, `counts["a"] = 1`)
    /// changes it as Swift does: read,
    /// changed, set — its observers run, with the old value; in init and in its own observers
    /// they do not. A computed property with a setter is changed through its getter and setter.
    func testAMutatingMethodOnAnObservedPropertyRunsItsObservers() {
        let text = """
        canvas(width: 10, height: 10) { Log(frame: Rect(0, 0, 10, 10)) }
        class Log: UIView {
            struct Box { var n = 0; mutating func bump() { n += 1 } }
            var log = ""
            var points: [CGFloat] = [] { didSet { log += "p\\(oldValue.count)>\\(points.count) "; if points.count > 3 { points.removeFirst() } } }
            var on = false { willSet { log += "w\\(newValue) " } }
            var box = Box() { didSet { log += "b\\(oldValue.n)>\\(box.n) " } }
            var stored: [CGFloat] = [9]
            var counts: [String: Int] = [:] { didSet { log += "c\\(counts.count) " } }
            var doubled: [CGFloat] { get { stored.map { $0 * 2 } } set { stored = newValue.map { $0 / 2 }; log += "s\\(newValue.count) " } }
            override init(frame: CGRect) {
                super.init(frame: frame)
                points.append(1)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                points.append(2)
                self.points.append(contentsOf: [3, 4])
                on.toggle()
                box.bump()
                doubled.append(4)
                points[0] = 8
                self.counts["a"] = 1
            }
            override func draw(_ rect: CGRect) { print(log, points.count, stored.count, stored.last!) }
        }
        """
        // init's append runs nothing (1 point). append(2): 1 > 2. append(contentsOf:): 2 > 4,
        // and didSet's removeFirst is a plain store (3 points). toggle: willSet sees true.
        // bump: 0 > 1. doubled.append(4): the getter gives [18], the setter gets [18, 4] and
        // stores [9, 2]. An element set: 3 > 3, and a dictionary's entry: 1 entry.
        XCTAssertEqual(printed(text), "p1>2 p2>4 wtrue b0>1 s2 p3>3 c1  3 2 \(2.0)")
    }


    /// A struct's and a class's that is no view: a mutating method of the type (or a method
    /// of the class) changing an observed property in place runs its observers, as Swift
    /// does; a non-mutating method of a struct may not change it.
    func testAnInPlaceChangeInAStructOrAClassThatIsNoViewRunsItsObservers() {
        let text = """
        canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }
        class Store { var log = ""; var items: [Int] = [] { didSet { log += "s\\(oldValue.count)>\\(items.count) " } }; func add() { items.append(1) } }
        struct Bag { var log = ""; var items: [Int] = [] { didSet { log += "b\\(oldValue.count)>\\(items.count) " } }; mutating func add() { items.append(1); items[0] = 4 } }
        class P: UIView {
            override func draw(_ rect: CGRect) {
                let s = Store(); s.add(); s.add()
                var b = Bag(); b.add()
                print(s.log, b.log, b.items[0])
            }
        }
        """
        XCTAssertEqual(printed(text), "s0>1 s1>2  b0>1 b1>1  4")
        let refused = evaluate("""
        canvas(width: 10, height: 10) { }
        struct Bag { var items: [Int] = [] { didSet { } }; func add() { items.append(1) } }
        """).headlines
        XCTAssertEqual(refused, ["t.view:2:65: error: cannot use mutating member on immutable value: 'self' is immutable"])
    }


    /// Observers of a property whose type is not written: `[CGPoint]()` gives it (an array of
    /// the element named), and `#colorLiteral(…)` (`#imageLiteral` a UIImage), and a method
    /// giving a value of its receiver's type (`UIColor.gray.withAlphaComponent(0.25)` a UIColor,
    /// `CGRect.zero.insetBy(dx: -2, dy: -2)` a CGRect: 4 wide, 6 once inset by −1 again), and
    /// a case of an enum the class declares (`Light.amber`: Swift's `Light`, set to `.red`), and
    /// they run; a value of no type the lowering knows (`Dice.one` of an enum of the file's top
    /// level, a function's result) is an error at the observers, unless they only ask for a
    /// redraw, which changes nothing in a still picture — never observers silently lost.
    func testObserversOfAPropertyWhoseTypeIsNotWritten() {
        let text = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        enum Dice: Int { case one = 1, two }
        class T: UIView {
            var log = ""
            var points = [CGPoint]() { didSet { log += "p\\(points.count)" } }
            var quiet = Dice.one { didSet { setNeedsDisplay() } }
            enum Light { case red, amber }
            var light = Light.amber { didSet { log += light == .red ? "r" : "a" } }
            var tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) { didSet { log += "t" } }
            var shade = UIColor.gray.withAlphaComponent(0.25) { didSet { log += "s" } }
            var box = CGRect.zero.insetBy(dx: -2, dy: -2) { didSet { log += "b\\(Int(box.width))" } }
            override func layoutSubviews() {
                points.append(.zero); points = []; quiet = .two; light = .red; tint = .blue; shade = .red; box = box.insetBy(dx: -1, dy: -1)
            }
            override func draw(_ rect: CGRect) { print(log, quiet.rawValue) }
        }
        """
        XCTAssertEqual(printed(text), "p1p0rtsb\(2 + 2 + 2) 2")
        let lost = evaluate("""
        canvas(width: 10, height: 10) { }
        enum Dice: Int { case one = 1, two }
        class T: UIView { var log = ""; var mode = Dice.one { didSet { log += "m" } } }
        """).headlines
        XCTAssertEqual(lost, ["t.view:3:55: error: the observers of 'mode', a property whose type is not written, are outside the supported Swift subset (docs/language.md §13): write its type ('var mode: T = …')"])
        // Adding a subview is no redraw: such observers are said too, not dropped.
        let adding = evaluate("""
        canvas(width: 10, height: 10) { }
        class T: UIView { let dot = UIView(); var accent = makeAccent() { didSet { addSubview(dot) } }; func makeAccent() -> UIColor { .red } }
        """).headlines
        XCTAssertEqual(adding.count, 1, "\(adding)")
        XCTAssertTrue(adding.first?.contains("the observers of 'accent', a property whose type is not written") == true, "\(adding)")
    }


    /// Observers of a property whose value is an array literal of elements of a type the
    /// lowering knows have the array's type, as Swift infers it, and run: `[1, 0.5]` is an array
    /// of Double (Int and Double literals together: its first element over 4 is 0.25, not
    /// Int's 0), and `[UIColor.red.cgColor, …]` of CGColor (a color's `cgColor` a CGColor), so
    /// that a gauge's `didSet { gradient.colors = colors }` gives the gradient layer the new
    /// colours (two, then three).
    func testObserversOfAPropertyHoldingAnArrayLiteralRun() {
        let text = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            var log = ""
            let gradient = CAGradientLayer()
            var stops = [1, 0.5] { didSet { log += "\\(stops[0] / 4) \\(stops.last! * 3) " } }
            var colors = [UIColor.red.cgColor, UIColor.blue.cgColor] { didSet { gradient.colors = colors; log += "c\\(colors.count) " } }
            override func layoutSubviews() {
                gradient.colors = colors
                log += "g\\(gradient.colors!.count) "
                stops.append(3)
                colors = [UIColor.green.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
            }
            override func draw(_ rect: CGRect) { print(log + "g\\(gradient.colors!.count)") }
        }
        """
        XCTAssertEqual(printed(text), "g2 \(1.0 / 4) \(3.0 * 3) c3 g3")
    }

    /// A member of an observed struct property changed in place (`model.items.append(1)`,
    /// `model.on.toggle()`, `model.inner.bump()`) sets the whole property, as Swift does: its
    /// didSet runs each time, its oldValue the value before that change.
    func testAMemberChangedInPlaceRunsTheObserversOfTheProperty() {
        let text = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        struct Inner { var n = 0; mutating func bump() { n += 1 } }
        struct Model { var items: [Int] = []; var on = false; var inner = Inner() }
        class T: UIView {
            var log = ""
            var model = Model() { didSet { log += "m\\(model.items.count)\\(oldValue.items.count) " } }
            override func layoutSubviews() {
                model.items.append(1); model.on.toggle(); model.inner.bump(); self.model.items.append(2)
            }
            override func draw(_ rect: CGRect) { print(log, model.items, model.on, model.inner.n) }
        }
        """
        XCTAssertEqual(printed(text), "m10 m11 m11 m21  [1, 2] true 1")
        // Through an instance of a class the instance changes, not the property: no didSet.
        let object = """
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class Box { var items: [Int] = []; var on = false }
        struct Holder { var box = Box() }
        class T: UIView {
            var log = ""
            var box: Box = Box() { didSet { log += "box " } }
            var holder = Holder() { didSet { log += "holder " } }
            override func layoutSubviews() { box.items.append(1); box.on.toggle(); holder.box.items.append(2) }
            override func draw(_ rect: CGRect) { print("[\\(log)]", box.items, box.on, holder.box.items) }
        }
        """
        XCTAssertEqual(printed(object), "[] [1] true [2]")
    }


    /// An element of a computed property set in place is said to be outside (set it whole),
    /// and a get-only one changed is Swift's error — never "not a variable".
    func testAComputedPropertyChangedInPlaceIsNamed() {
        let errors = evaluate("""
        canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10)) }
        class T: UIView {
            var stored: [CGFloat] = [9]
            var doubled: [CGFloat] { get { stored.map { $0 * 2 } } set { stored = newValue.map { $0 / 2 } } }
            var ro: [CGFloat] { stored }
            override func layoutSubviews() { doubled[0] = 8; ro.append(1) }
        }
        """).headlines
        XCTAssertEqual(errors, [
            "t.view:6:38: error: cannot assign through subscript: changing 'doubled', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole",
            "t.view:6:54: error: cannot use mutating member on immutable value: 'ro' is a get-only property",
        ])
        // A struct's computed property with a setter is no get-only one either: the method
        // changing it in place is left out, as a method naming what viewc does not run is.
        let inStruct = evaluate("""
        canvas(width: 10, height: 10) { }
        struct S {
            var stored: [Int] = [9]
            var doubled: [Int] { get { stored.map { $0 * 2 } } set { stored = newValue.map { $0 / 2 } } }
            mutating func go() { doubled[0] = 8 }
        }
        """).headlines
        XCTAssertEqual(inStruct, ["t.view:5:19: warning: 'go()' is left out: its body uses what viewc does not run (cannot assign through subscript: changing 'doubled', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole); a call of it is an error"])
    }


    /// An element of an observed list changed by its own mutating method (`ctrs[0].bump()`,
    /// `faces[0].roll()`), and an element of a list that is a member of an observed property
    /// set (`model.items[0] = 5`): the property is set, its observers run, as Swift's.
    func testAnElementChangedInPlaceRunsTheObserversOfTheListsProperty() {
        let text = """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        struct Ctr { var n = 0; mutating func bump() { n += 1 } }
        enum Face { case one, two; mutating func roll() { self = self == .one ? .two : .one } }
        struct Model { var items: [Int] = [1] }
        class V: UIView {
            var log = ""
            var ctrs: [Ctr] = [Ctr()] { didSet { log += "c\\(oldValue[0].n)\\(ctrs[0].n) " } }
            var faces: [Face] = [.one] { didSet { log += "f " } }
            var model = Model() { didSet { log += "m\\(oldValue.items[0])\\(model.items[0]) " } }
            override func layoutSubviews() { ctrs[0].bump(); faces[0].roll(); model.items[0] = 5 }
            override func draw(_ r: CGRect) { print(log, ctrs[0].n, faces[0] == .two, model.items) }
        }
        """
        XCTAssertEqual(printed(text), "c01 f m15  1 true [5]")
    }


    /// An observed property passed `inout` (`add(&points)`) comes back through its setter
    /// when the function returns, as Swift's write-back does: didSet runs once, with the old value.
    func testAnObservedPropertyPassedInoutRunsItsObservers() {
        let text = """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        func add(_ a: inout [Int]) { a.append(1); a.append(2) }
        struct M { var xs: [Int] = [] }
        class V: UIView {
            var log = ""
            var points: [Int] = [] { didSet { log += "p\\(oldValue.count)\\(points.count) " } }
            var model = M() { didSet { log += "m\\(model.xs.count) " } }
            override func layoutSubviews() { add(&points); add(&model.xs) }
            override func draw(_ r: CGRect) { print(log, points, model.xs) }
        }
        """
        XCTAssertEqual(printed(text), "p02 m2  [1, 2] [1, 2]")
    }

    /// A property with observers of a struct's value changed in place from outside its type — a
    /// mutating method (`s.items.append(1)`) — would skip the observers Swift runs there: an
    /// error at the change, not a value computed without them. Of a plain class's instance — an
    /// element set (`box.items[0] = 2`), an `&` argument (`&box.count`) — the property is set
    /// whole through the instance, and they run.
    func testAnObservedPropertyChangedInPlaceFromOutsideIsNamedOrRun() {
        let text = """
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
            class A: UIView {
                func add(_ v: inout Int) { v += 1 }
                override func draw(_ rect: CGRect) {
                    var s = Model()
                    var box = Box()
                    LINE
                }
            }
            struct Model { var items: [Int] = [] { didSet { print(items) } } }
            class Box {
                var log = ""
                var items: [Int] = [0] { didSet { log += "items\\(items) " } }
                var count = 0 { didSet { log += "count\\(count) " } }
            }
            """
        XCTAssertEqual(errorsOf(text.replacingOccurrences(of: "LINE", with: "s.items.append(1)")),
                       ["t.view:7:9: error: cannot use mutating member on immutable value: changing 'items', a property with observers of 'Model', in place from outside it is outside the supported Swift subset: set it whole ('items = …')"])
        XCTAssertEqual(printed(text.replacingOccurrences(of: "LINE", with: "box.items[0] = 2; add(&box.count); print(box.log)")), "items[2] count1 ")
    }
}

extension SwiftPropertyObserverTests {
    /// A plain heir setting its base's observed property — in its init after `super.init()`,
    /// or in a method — runs the base's observers, as Swift does for an inherited property; the
    /// base's own init setting it runs none.
    func testAPlainHeirSettingItsBasesObservedPropertyRunsTheObservers() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            var log: [String] = []
            class Base {
                var n = 0 { willSet { log.append("will \\(n)>\\(newValue)") } didSet { log.append("did \\(oldValue)>\\(n)") } }
                init() { n = 1 }
            }
            class Heir: Base {
                override init() {
                    super.init()
                    n = 5
                }
                func bump() { n += 1 }
            }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let h = Heir()
                    h.bump()
                    print(log.joined(separator: ", "))
                }
            }
            """
        XCTAssertEqual(printed(text), ["will 1>5", "did 1>5", "will 5>6", "did 5>6"].joined(separator: ", "))
    }
}
