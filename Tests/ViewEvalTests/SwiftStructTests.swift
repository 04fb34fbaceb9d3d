// Structs with instance members, as data models and drawing helpers (an `AxesDrawer`) are
// written: stored `var`/`let` with and without values, the memberwise initializer Swift
// synthesises (labels in declaration order, defaulted members omitted), written `init`s
// (then no memberwise one), computed properties, methods, `mutating` methods, static members;
// in a class and at the top of the file, as property, parameter and element types. Value
// semantics exactly: a copy is independent, an argument is a copy, a `let` struct's members
// cannot be set. The numbers are worked out in the test; the errors are Swift's.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftStructTests: XCTestCase {
    func testMembersInitializersAndMutatingMethods() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Chart(frame: Rect(0, 0, 100, 100))
        }

        struct Bar {
            var x: CGFloat
            var height: CGFloat = 10
            let width: CGFloat = 4
            var rect: CGRect { return CGRect(x: x, y: Bar.floor - height, width: width, height: height) }
            mutating func grow(by d: CGFloat) { height += d }
            func moved(to nx: CGFloat) -> Bar { var copy = self; copy.x = nx; return copy }
            static let floor: CGFloat = 100
            static func tall(at x: CGFloat) -> Bar { return Bar(x: x, height: floor / 2) }
        }

        class Chart: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                var bar = Bar(x: 10)
                bar.grow(by: 5)
                UIBezierPath(rect: bar.rect).fill()
                UIBezierPath(rect: Bar.tall(at: 20).rect).fill()
                UIBezierPath(rect: bar.moved(to: 30).rect).fill()
                UIBezierPath(rect: axes.frame(at: CGPoint(x: 1, y: 2))).fill()
            }
            let axes = AxesDrawer(origin: CGPoint(x: 40, y: 60))
            struct AxesDrawer {
                let origin: CGPoint
                var scale: CGFloat
                init(origin: CGPoint) {
                    self.origin = origin
                    scale = 5
                }
                func frame(at p: CGPoint) -> CGRect {
                    return CGRect(x: origin.x + p.x * scale, y: origin.y - p.y * scale, width: scale, height: scale)
                }
            }
        }
        """
        // bar: height 10 + 5 = 15 → (10, 100 − 15, 4, 15); tall(at: 20): height 100 / 2 = 50 →
        // (20, 50, 4, 50); moved(to: 30) keeps height 15 → (30, 85, 4, 15); the axes' frame
        // for (1, 2) at scale 5: (40 + 5, 60 − 10, 5, 5).
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 4)
        assertRect(p[0].bounds, 10, 85, 4, 15)
        assertRect(p[1].bounds, 20, 50, 4, 50)
        assertRect(p[2].bounds, 30, 85, 4, 15)
        assertRect(p[3].bounds, 45, 50, 5, 5)
    }

    func testACopyIsIndependent() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Board(frame: Rect(0, 0, 100, 100))
        }

        class Board: UIView {
            struct Tile { var origin: CGPoint; var side: CGFloat = 10 }
            var home = Tile(origin: CGPoint(x: 5, y: 5))
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                var copy = home
                copy.origin.x = 50
                copy.side *= 2
                fill(home)
                fill(copy)
                enlarged(home)
                fill(home)
                let row = [home, copy]
                var first = row[0]
                first.origin.y = 80
                fill(row[0])
                fill(first)
            }
            func fill(_ t: Tile) {
                UIBezierPath(rect: CGRect(x: t.origin.x, y: t.origin.y, width: t.side, height: t.side)).fill()
            }
            func enlarged(_ t: Tile) {
                var mine = t
                mine.side = 40
                fill(mine)
            }
        }
        """
        // The copy moves to x 50 and doubles to 20; home stays at (5, 5), 10. A Tile passed
        // to enlarged(_:) is a copy: it draws 40 wide there and home is still 10 after. A
        // list holds copies: changing one taken out leaves the element at (5, 5).
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 6)
        assertRect(p[0].bounds, 5, 5, 10, 10)
        assertRect(p[1].bounds, 50, 5, 20, 20)
        assertRect(p[2].bounds, 5, 5, 40, 40)
        assertRect(p[3].bounds, 5, 5, 10, 10)
        assertRect(p[4].bounds, 5, 5, 10, 10)
        assertRect(p[5].bounds, 5, 80, 10, 10)
    }

    func testAMutatingMethodChangesTheVariableItIsCalledOn() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Mover(frame: Rect(0, 0, 100, 100))
        }

        struct Walker {
            var at = CGPoint.zero
            var steps = 0
            mutating func step(dx: CGFloat) { at.x += dx; count() }
            mutating func count() { steps += 1 }
        }

        class Mover: UIView {
            var walker = Walker()
            static var shared = Walker(at: CGPoint(x: 0, y: 50), steps: 0)
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                walker.step(dx: 10)
                walker.step(dx: 15)
                Mover.shared.step(dx: 30)
                var local = walker
                local.step(dx: 1)
                UIBezierPath(rect: CGRect(x: walker.at.x, y: 0, width: CGFloat(walker.steps), height: 1)).fill()
                UIBezierPath(rect: CGRect(x: Mover.shared.at.x, y: Mover.shared.at.y, width: CGFloat(Mover.shared.steps), height: 1)).fill()
                UIBezierPath(rect: CGRect(x: local.at.x, y: 0, width: CGFloat(local.steps), height: 1)).fill()
            }
        }
        """
        // walker: x 10 + 15 = 25 after two steps; the shared one 30 after one; the local copy
        // takes one more step of 1 from (25, 2 steps): 26, 3 steps, walker unchanged.
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 3)
        assertRect(p[0].bounds, 25, 0, 2, 1)
        assertRect(p[1].bounds, 30, 50, 1, 1)
        assertRect(p[2].bounds, 26, 0, 3, 1)
    }

    func testMisusedStructsAreSwiftsErrors() {
        let text = """
        canvas(width: 100, height: 100) {
            Chart(frame: Rect(0, 0, 100, 100))
        }

        struct Bar {
            var x: CGFloat
            let width: CGFloat = 4
            var height: CGFloat = x
            var rect: CGRect { return CGRect(x: x, y: 0, width: width, height: 1) }
            func widen() { x = 3 }
            func step() { grow() }
            mutating func grow() { x += 1 }
            static let unit: CGFloat = 2
        }

        struct Pair {
            let a: CGFloat
            init(a: CGFloat) { self.a = a }
            init() { a = 0 }
        }

        class Chart: UIView {
            override func draw(_ rect: CGRect) {
                let a = Bar(x: 10)
                a.x = 3
                a.grow()
                var b = Bar(x: 1)
                b.width = 5
                b.rect = .zero
                let c = Bar()
                let d = Bar(x: 1, width: 3)
                let e = b.unit
                let g = Bar.x
                let r = Pair(b: 2)
                b.nothing()
            }
        }
        """
        XCTAssertEqual(evaluate(text).diagnostics.map(\.message), [
            "cannot use instance member 'x' within property initializer; property initializers run before 'self' is available (declare 'height' 'lazy' or set it in init)",
            "cannot assign to property: 'self' is immutable (mark the method 'mutating')",
            "cannot use mutating member on immutable value: 'self' is immutable (mark the method 'mutating')",
            "cannot assign to property: 'a' is a 'let' constant",
            "cannot use mutating member on immutable value: 'a' is a 'let' constant",
            "cannot assign to property: 'width' is a 'let' constant",
            "cannot assign to property: 'rect' is a get-only property",
            "missing argument 'x:' in call to 'init(x:height:)'",
            "extra argument in call to 'init(x:height:)'",
            "static member 'unit' cannot be used on instance of type 'Bar'; write 'Bar.unit'",
            "instance member 'x' cannot be used on type 'Bar'",
            "no initializer of 'Pair' takes these arguments ('init(a:)', 'init()')",
            "value of type 'Bar' has no member 'nothing'",
        ])
    }

    func testANestedStructUsesItsEnclosingTypesStaticMembersByName() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Gauge(frame: Rect(0, 0, 100, 100))
        }

        class Gauge: UIView {
            static let inset: CGFloat = 7
            struct Needle {
                var length: CGFloat
                func tip() -> CGPoint { return CGPoint(x: inset + length, y: Needle.y) }
                static let y: CGFloat = 3
            }
            override func draw(_ rect: CGRect) {
                let p = Needle(length: 20).tip()
                UIBezierPath(rect: CGRect(x: p.x, y: p.y, width: 1, height: 1)).fill()
            }
        }
        """
        // The tip: (7 + 20, 3).
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 27, 3, 1, 1)
        let own = text.replacingOccurrences(of: "y: Needle.y", with: "y: y")
        XCTAssertEqual(evaluate(own).diagnostics.map(\.message), ["static member 'y' cannot be used on instance of type 'Needle'; write 'Needle.y'"])
    }
}

extension SwiftStructTests {
    /// A mutating method called on a list's element changes that element in place, as Swift's
    /// arrays do: `walkers[1].step(dx:)` twice moves the second walker only (x 5 + 7 = 12, 2
    /// steps); through a struct member of the element (`teams[0].lead.step`) and on a local
    /// list; its index is read once (`next()` counts one call per step: 2). A `let` list's
    /// element cannot change.
    func testAMutatingMethodChangesTheListElementItIsCalledOn() throws {
        let text = """
        canvas(width: 100, height: 100) { Mover(frame: Rect(0, 0, 100, 100)) }
        struct Walker {
            var x: CGFloat = 0
            var steps = 0
            mutating func step(dx: CGFloat) { x += dx; steps += 1 }
        }
        struct Team { var lead = Walker() }
        class Mover: UIView {
            var walkers = [Walker(), Walker()]
            var teams = [Team()]
            var calls = 0
            func next() -> Int { calls += 1; return 1 }
            override func draw(_ rect: CGRect) {
                walkers[next()].step(dx: 5)
                walkers[next()].step(dx: 7)
                teams[0].lead.step(dx: 3)
                var local = [Walker(x: 40, steps: 0)]
                local[0].step(dx: 2)
                for w in walkers + [teams[0].lead] + local {
                    UIRectFill(CGRect(x: w.x, y: 0, width: CGFloat(w.steps), height: 1))
                }
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(calls), height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 5)
        assertRect(fills[0].bounds, 0, 0, 0, 1)
        assertRect(fills[1].bounds, 5 + 7, 0, 2, 1)
        assertRect(fills[2].bounds, 3, 0, 1, 1)
        assertRect(fills[3].bounds, 42, 0, 1, 1)
        assertRect(fills[4].bounds, 0, 10, 2, 1)
        let constant = text.replacingOccurrences(of: "var local = [Walker", with: "let local = [Walker")
        XCTAssertEqual(evaluate(constant).diagnostics.map(\.message), ["cannot use mutating member on immutable value: 'local' is a 'let' constant"])
    }
}

extension SwiftStructTests {
    /// A struct's or class's `Int` property is an Int however the value holding it is reached —
    /// a list's `first!`/`last?`, an element, a sorted list's, `max(by:)!`, a property of a
    /// property, `self.` — and through optional chaining (`a?.count ?? 0`): its text has no
    /// fraction and its division truncates. The expected text is Swift's own for the same
    /// expressions.
    func testAnIntPropertyIsAnIntHoweverItsValueIsReached() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct Item { var count: Int }
            class Box { var count: Int = 4; var sub = Item(count: 9) }
            class A: UIView {
                var items = [Item(count: 3), Item(count: 5)]
                let box = Box()
                var maybe: Item? = Item(count: 7)
                var none: Item? = nil
                override func draw(_ rect: CGRect) {
                    let sorted = items.sorted { $0.count > $1.count }
                    print("\\(items.first!.count) \\(items.first!.count / 2) \\(items[1].count / 2) \\(items.last?.count ?? 0) \\(sorted[0].count) \\(items.max { $0.count < $1.count }!.count) \\(box.sub.count / 2) \\(self.box.count) \\(maybe?.count ?? 0) \\((maybe?.count ?? 0) / 2) \\(none?.count ?? 0)")
                }
            }
            """
        struct Item { var count: Int }
        class Box { var count: Int = 4; var sub = Item(count: 9) }
        let items = [Item(count: 3), Item(count: 5)], box = Box()
        let maybe: Item? = Item(count: 7), none: Item? = nil
        let sorted = items.sorted { $0.count > $1.count }
        XCTAssertEqual(printed(text), "\(items.first!.count) \(items.first!.count / 2) \(items[1].count / 2) \(items.last?.count ?? 0) \(sorted[0].count) \(items.max { $0.count < $1.count }!.count) \(box.sub.count / 2) \(box.count) \(maybe?.count ?? 0) \((maybe?.count ?? 0) / 2) \(none?.count ?? 0)")
    }
}

extension SwiftStructTests {
    /// A failable initializer (`init?(…)`) of a struct or of a class that is not a view gives
    /// an optional, nil where its body runs `return nil` (the rest of it skipped), as Swift's:
    /// `Side(w: 5)?.w ?? 1` is 5 and `Side(w: -1)` is nil; `Box(side: 7)?.side` 7 and
    /// `Box(side: -1) == nil`. So the rect is 5 wide and 7 high. `return nil` in an
    /// initializer that is not failable, and a failable one's value used unwrapped, are
    /// Swift's errors.
    func testAFailableInitializerGivesNilWhereItReturnsNil() {
        let text = """
        canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
        struct Side {
            var w: CGFloat
            init?(w: CGFloat) {
                guard w > 0 else { return nil }
                self.w = w
            }
        }
        final class Box {
            let side: CGFloat
            init?(side: CGFloat) {
                if side < 0 { return nil }
                self.side = side
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let ok = Side(w: 5), bad = Side(w: -1)
                let box = Box(side: 7), none = Box(side: -1)
                if bad == nil && none == nil {
                    UIRectFill(CGRect(x: 0, y: 0, width: ok?.w ?? 1, height: box?.side ?? 1))
                }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 5, 7) }
        let plain = evaluate("canvas(width: 10, height: 10) { }\nstruct S {\n    var w: CGFloat\n    init(w: CGFloat) {\n        self.w = w\n        return nil\n    }\n}\n").headlines
        XCTAssertEqual(plain, ["t.view:6:16: error: 'init' returns nothing; 'return' here takes no value"])
        let unwrapped = evaluate("canvas(width: 10, height: 10) { }\nstruct S {\n    var w: CGFloat = 1\n    init?() { }\n}\nlet w = S().w\n").headlines
        XCTAssertEqual(unwrapped.count, 1, "\(unwrapped)")
    }

    /// A struct holding references (a layer, a path, an instance of a class): through a `let`
    /// of it, or in a method that is not `mutating`, the references' members are set, as Swift
    /// allows; a member of the struct itself stays a constant's.
    func testAConstantStructsReferencesChangeThroughIt() {
        XCTAssertEqual(printed("""
        canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
        class C { var w: CGFloat = 1 }
        struct S {
            let ring = CAShapeLayer(); let path = UIBezierPath(); let c = C()
            var n: CGFloat = 0
            func set() { ring.lineWidth = 9; c.w = 8 }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s = S()
                s.ring.lineWidth = 3
                s.path.lineWidth = 4
                s.c.w = 5
                let before = [s.ring.lineWidth, s.path.lineWidth, s.c.w]
                s.set()
                print(before, s.ring.lineWidth, s.c.w)
            }
        }
        """), "[3.0, 4.0, 5.0] 9.0 8.0")
        let e = evaluate("""
        canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
        struct S { var n: CGFloat = 0 }
        class V: UIView {
            override func draw(_ rect: CGRect) { let s = S(); s.n = 2 }
        }
        """).headlines
        XCTAssertEqual(e, ["t.view:4:55: error: cannot assign to property: 's' is a 'let' constant"])
    }
}
