// Computed properties with a setter: an assignment to the property (`x = v`, `self.x = v`,
// `x -= v`) runs its `set` with the value as `newValue` (or the name written, `set(s)`); a
// local of the same name hides the property, as in Swift. A local computed variable is read
// by running its body, each time.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftComputedSetterTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Level(frame: Rect(0, 0, 100, 100))
    }

    class Level: UIView {
        private var stored: CGFloat = 0.3
        var value: CGFloat {
            get { return stored }
            set { stored = min(max(newValue, 0), 1) }
        }
        var side: CGFloat {
            get { bounds.width * value }
            set(s) { value = s / bounds.width }
        }
        override func layoutSubviews() {
            value = 2          // clamped to 1
            value -= 0.5       // set(1 − 0.5)
        }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: 10))
            self.side = 25
            UIRectFill(CGRect(x: 0, y: 20, width: value * 100, height: 10))
            var value: CGFloat = 7   // a local hides the property
            value += 1
            UIRectFill(CGRect(x: 0, y: 40, width: value, height: 10))
        }
    }
    """

    /// value: 2 → clamped 1, then 1 − 0.5 = 0.5; side = 100 × 0.5 = 50; side = 25 sets value
    /// 25 / 100 = 0.25 → a 25-wide rect; the local value is 7 + 1 = 8.
    func testAnAssignmentRunsTheSetter() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 3)
        assertRect(f[0].bounds, 0, 0, 50, 10)
        assertRect(f[1].bounds, 0, 20, 25, 10)
        assertRect(f[2].bounds, 0, 40, 8, 10)
    }

    /// A member of a computed property (`origin.x += 5`, `self.box.size.width *= 3`) is set as
    /// Swift sets it: the getter gives a copy (once), the copy's member changes, and the setter
    /// takes the copy. origin reads base + (10, 0) = (12, 3); x + 5 = 17; the setter stores
    /// 17 − 10 = 7: a rect at (7, 3). `self.origin.y = 30` reads (17, 3) and stores (7, 30).
    /// box reads (0, 50, 10, 5), is 30 wide, and is stored one point right: (1, 50, 30, 5).
    /// The getters ran once an assignment: reads = 3, a rect 30 wide.
    func testAMemberOfAComputedPropertyIsSetThroughItsSetter() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Shift(frame: Rect(0, 0, 100, 100))
        }
        class Shift: UIView {
            private var base = CGPoint(x: 2, y: 3)
            private var stored = CGRect(x: 0, y: 50, width: 10, height: 5)
            private var reads: CGFloat = 0
            var origin: CGPoint {
                get { reads += 1; return CGPoint(x: base.x + 10, y: base.y) }
                set { base = CGPoint(x: newValue.x - 10, y: newValue.y) }
            }
            var box: CGRect {
                get { reads += 1; return stored }
                set { stored = CGRect(x: newValue.minX + 1, y: newValue.minY, width: newValue.width, height: newValue.height) }
            }
            override func draw(_ rect: CGRect) {
                origin.x += 5
                UIRectFill(CGRect(x: base.x, y: base.y, width: 4, height: 4))
                self.origin.y = 30
                UIRectFill(CGRect(x: base.x, y: base.y, width: 4, height: 4))
                self.box.size.width *= 3
                UIRectFill(stored)
                UIRectFill(CGRect(x: 0, y: 80, width: reads * 10, height: 4))
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 4)
        guard f.count == 4 else { return }
        assertRect(f[0].bounds, 12 + 5 - 10, 3, 4, 4)
        assertRect(f[1].bounds, 7, 30, 4, 4)
        assertRect(f[2].bounds, 0 + 1, 50, 10 * 3, 5)
        assertRect(f[3].bounds, 0, 80, 3 * 10, 4)
    }

    /// A local computed variable (`var which: Int { return 1 }` in a function, as a book's
    /// example switches over one): its body runs at each read, seeing the function's locals
    /// as they are then, as Swift runs it.
    func testALocalComputedVariableRunsAtEachRead() throws {
        let text = """
        canvas(width: 100, height: 60) {
            V(frame: Rect(0, 0, 100, 60))
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                var n: CGFloat = 10
                var width: CGFloat { return n * 2 }
                UIRectFill(CGRect(x: 0, y: 0, width: width, height: 5))
                n = 30
                UIRectFill(CGRect(x: 0, y: 10, width: width, height: 5))
                var which: Int { return 1 }
                switch which {
                case 0: UIRectFill(CGRect(x: 0, y: 20, width: 5, height: 5))
                default: UIRectFill(CGRect(x: 50, y: 20, width: 5, height: 5))
                }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 3)
        guard f.count == 3 else { return }
        assertRect(f[0].bounds, 0, 0, 10 * 2, 5)
        assertRect(f[1].bounds, 0, 10, 30 * 2, 5)
        assertRect(f[2].bounds, 50, 20, 5, 5)   // which == 1: the default case
    }

    /// A property without a setter stays get-only: assigning to it is Swift's error.
    func testAGetOnlyPropertyIsNotAssignable() {
        let text = "canvas(width: 10, height: 10) { }\nclass A: UIView {\n    var x: CGFloat { return 1 }\n    func f() { x = 2 }\n}\n"
        XCTAssertFalse(evaluate(text).headlines.isEmpty)
    }

    /// A computed property with a setter of a value of the file's struct or plain class, set
    /// through a member (`grid.cellCount = 3`, the course's Grid held in a `lazy var`): the
    /// setter runs with the value, and a struct's changed value is stored back where it is held
    /// — a `var` (also `lazy`), a list's element, a property with observers (which run once) —
    /// as Swift runs it. cellCount = 0 is clamped to 1, then += 2 gives 3, *= 3 gives 9 and /= 2
    /// divides as Ints: 4, 40 wide; the
    /// element's is 4: 40 wide; meter.level reads 2 × 10 = 20, += 15 stores 35 / 10 = 3.5: 35
    /// wide; watched's observer ran once: 10 wide. A `let` struct's and a get-only property's
    /// stay Swift's errors.
    func testAComputedPropertyOfAValueIsSetThroughItsSetter() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Panel(frame: Rect(0, 0, 100, 100))
        }
        struct Grid {
            private var count = 0
            var cellCount: Int {
                get { return count }
                set { count = max(newValue, 1) }
            }
            var width: CGFloat { return CGFloat(count) * 10 }
        }
        final class Meter {
            var stored: CGFloat = 2
            var level: CGFloat {
                get { return stored * 10 }
                set { stored = newValue / 10 }
            }
        }
        class Panel: UIView {
            lazy private var grid = Grid()
            private var cells: [Grid] = [Grid(), Grid()]
            let meter = Meter()
            private var seen = 0
            private var watched = Grid() { didSet { seen += 1 } }
            override func draw(_ rect: CGRect) {
                grid.cellCount = 0
                grid.cellCount += 2
                grid.cellCount *= 3
                grid.cellCount /= 2
                cells[1].cellCount = 4
                meter.level += 15
                watched.cellCount = 5
                UIRectFill(CGRect(x: 0, y: 0, width: grid.width, height: 10))
                UIRectFill(CGRect(x: 0, y: 20, width: cells[1].width, height: 10))
                UIRectFill(CGRect(x: 0, y: 40, width: meter.stored * 10, height: 10))
                UIRectFill(CGRect(x: 0, y: 60, width: CGFloat(seen) * 10, height: 10))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 4)
        guard f.count == 4 else { return }
        assertRect(f[0].bounds, 0, 0, Double((max(0, 1) + 2) * 3 / 2) * 10, 10)
        assertRect(f[1].bounds, 0, 20, 4 * 10, 10)
        assertRect(f[2].bounds, 0, 40, (2 * 10 + 15) / 10 * 10, 10)
        assertRect(f[3].bounds, 0, 60, 1 * 10, 10)
        let constant = """
        canvas(width: 10, height: 10) { }
        struct Grid {
            private var count = 0
            var cellCount: Int {
                get { return count }
                set { count = newValue }
            }
            var shown: Int { return count }
        }
        class A: UIView {
            let grid = Grid()
            var other = Grid()
            func f() {
                grid.cellCount = 2
                other.shown = 3
            }
        }
        """
        XCTAssertEqual(evaluate(constant).diagnostics.map(\.message), ["cannot assign to property: 'grid' is a 'let' constant",
                                                                     "cannot assign to property: 'shown' is a get-only property"])
    }

    /// A member of a plain class's computed property (with a setter) changed in place through
    /// an instance — a mutating method, `+=` and `=` on its member, a list's `append` — is
    /// changed as Swift's modify access changes it: the getter's value changed and set whole
    /// through the setter, which runs once for each change.
    func testAMemberOfAnInstancesComputedPropertyChangesThroughItsSetter() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        struct P { var x = 1; mutating func bump() { x += 1 } }
        class Holder {
            var sets = 0
            var store = P()
            var items: [Int] = [1]
            var comp: P { get { store } set { sets += 1; store = newValue } }
            var list: [Int] { get { items } set { items = newValue } }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let h = Holder()
                h.comp.bump()
                h.comp.x += 10
                h.comp.x = h.comp.x * 2
                h.list.append(2)
                print("\\(h.store.x) \\(h.sets) \\(h.items)")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(((1 + 1) + 10) * 2) 3 \([1, 2])")
    }

    /// A member of a struct's computed property with a setter changed in place through a value
    /// (a mutating call, `+=` on its member) is named as outside the subset where it stands —
    /// not called get-only, which it is not, and never skipped.
    func testAStructsComputedPropertyChangedInPlaceIsNamed() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        struct Inner { var n = 0; mutating func inc() { n += 1 } }
        struct Outer {
            var inner = Inner()
            var view: Inner { get { inner } set { inner = newValue } }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var o = Outer()
                o.view.inc()
                o.view.n += 10
                print(o.inner.n)
            }
        }
        """
        let said = "changing 'view', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole"
        XCTAssertEqual(evaluate(text).headlines.filter { $0.contains(": error: ") }, ["t.view:10:9: error: cannot use mutating member on immutable value: " + said,
                                                  "t.view:11:9: error: cannot assign to property: " + said])
    }
}
