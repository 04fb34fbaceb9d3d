// Functions at the top of a file, beside its classes, as Swift allows free functions: called
// by name from a class's methods (static ones too), from each other and from another such
// function declared after them, with labels, defaults, overloads and closure parameters
// (a trailing closure). They have no `self`. The numbers are worked out here.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftFileFunctionTests: XCTestCase {
    func testFreeFunctionsAreCalledFromClasses() throws {
        let text = """
        canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
        func inset(_ r: CGRect, by d: CGFloat = 2) -> CGRect {
            return r.insetBy(dx: d, dy: d)
        }
        func fillAll(_ rects: [CGRect], _ color: UIColor) {
            color.setFill()
            for r in rects { UIRectFill(r) }
        }
        func twice(_ body: () -> Void) { body(); body() }
        class A: UIView {
            static func side() -> CGFloat { return half(40) }
            override func draw(_ rect: CGRect) {
                fillAll([inset(CGRect(x: 0, y: 0, width: 20, height: 20)), inset(CGRect(x: 30, y: 0, width: 20, height: 20), by: 5)], .red)
                UIRectFill(CGRect(x: 0, y: 50, width: A.side(), height: 10))
                var n: CGFloat = 0
                twice { n += 3 }
                UIRectFill(CGRect(x: 100, y: 0, width: n, height: scaled(2)))
            }
        }
        func half(_ x: CGFloat) -> CGFloat { x / 2 }
        func scaled(_ x: CGFloat) -> CGFloat { half(x) * 10 }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.count, 4)
        // inset by the default 2, and by 5.
        assertRect(fills[0].bounds, 2, 2, 16, 16)
        assertRect(fills[1].bounds, 35, 5, 10, 10)
        XCTAssertEqual(fills[1].color, Color(red: 1, green: 0, blue: 0))
        assertRect(fills[2].bounds, 0, 50, 20, 10)
        // the closure ran twice, adding 3 each time; 2 / 2 × 10.
        assertRect(fills[3].bounds, 100, 0, 6, 10)
    }

    /// A free function has no `self`, and one is declared once per signature.
    func testAFreeFunctionIsNoMember() {
        XCTAssertEqual(evaluate("""
        canvas(width: 10, height: 10) { }
        func f() -> CGFloat { return self.bounds.width }
        """).headlines.count, 1)
        XCTAssertEqual(evaluate("""
        canvas(width: 10, height: 10) { }
        func f(_ x: CGFloat) {}
        func f(_ x: CGFloat) {}
        """).headlines, ["t.view:3:6: error: invalid redeclaration of 'f': a function of this scope has its name, labels and parameter types"])
    }
}

extension SwiftFileFunctionTests {
    /// A variable at the top of the file is Swift's global: one value that every class, struct,
    /// free function and instance of the file reads and sets, made at its first read, and usable
    /// from code written above it. Two instances each count one draw: the second sees the first's
    /// count (rects at x = 10 and 20, as high as the count + 1); an optional global starts nil;
    /// the file's `.view` code reads one too.
    func testVariablesAtTheTopOfTheFileAreGlobalsSharedByTheFilesCode() throws {
        let text = """
        class A: UIView {
            override func draw(_ rect: CGRect) {
                counter += 1
                UIRectFill(CGRect(x: CGFloat(counter) * 10, y: 0, width: side, height: Helper.height()))
                drawn.append(counter)
                if let e = missing { UIRectFill(CGRect(x: 0, y: 0, width: e, height: 1)) }
                UIRectFill(CGRect(x: 0, y: 30, width: CGFloat(total()), height: 1))
            }
        }
        struct Helper { static func height() -> CGFloat { return CGFloat(counter) + 1 } }
        func total() -> Int { return drawn.reduce(0, +) }
        let side: CGFloat = 5
        var counter = 0
        var drawn: [Int] = []
        var missing: CGFloat?
        var barWidth: CGFloat = 12
        canvas(width: 40, height: 40) {
            A(frame: Rect(0, 0, 40, 40))
            A(frame: Rect(0, 0, 40, 40))
            view { frame: Rect(0, 35, barWidth, 2) }
        }
        """
        let root = try XCTUnwrap(root(text))
        XCTAssertEqual(root.subviews.count, 3)
        var counter = 0, drawn: [Int] = []
        for v in root.subviews.prefix(2) {
            counter += 1; drawn.append(counter)
            let fills = ownFills(v.content)
            XCTAssertEqual(fills.count, 2)
            assertRect(fills[0].bounds, Double(counter) * 10, 0, 5, Double(counter) + 1)
            assertRect(fills[1].bounds, 0, 30, Double(drawn.reduce(0, +)), 1)
        }
        assertRect(root.subviews[2].frame, 0, 35, 12, 2)
    }
}

extension SwiftFileFunctionTests {
    /// `let maker = CloudMaker()` at the top of the file, untyped, makes an instance of the
    /// file's class, as Swift's global does (wherever the class is written): the view class
    /// reads it and draws the path its method gives — the rect (10, 20, 30, 40) in red. A class
    /// the file does not declare is still the .view file's constant's call (its error).
    func testAnUntypedLetMakingAClassOfTheFileIsASwiftGlobal() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        let maker = CloudMaker()
        class A: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                maker.cloud(x: 10, y: 20).fill()
            }
        }
        class CloudMaker: UIView {
            func cloud(x: CGFloat, y: CGFloat) -> UIBezierPath {
                return UIBezierPath(rect: CGRect(x: x, y: y, width: 30, height: 40))
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 10, 20, 30, 40)
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nlet m = Nowhere()\n").headlines.filter { $0.contains("error") }.count, 1)
    }
}

extension SwiftFileFunctionTests {
    /// A constant at the top of the file has the type Swift gives it: `let count = 5` and
    /// `let total = base * 2` are Ints (text without a fraction, division truncating), a typed
    /// `let side: Int` too, and `let scale: CGFloat = 2` a CGFloat, whichever of the file's
    /// code reads them.
    func testConstantsAtTheTopOfTheFileHaveSwiftsTypes() {
        let text = """
            import UIKit
            let count = 5
            let base = 21
            let total = base * 2
            let side: Int = 7
            let scale: CGFloat = 2
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    print(count, count / 2, total, side / 2, scale, scale / 4, "\\(count)")
                }
            }
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            """
        let count = 5, base = 21, total = base * 2, side: Int = 7, scale: CGFloat = 2
        XCTAssertEqual(printed(text), "\(count) \(count / 2) \(total) \(side / 2) \(scale) \(scale / 4) \(count)")
    }
}

extension SwiftFileFunctionTests {
    /// A computed variable at the top of the file, above or below its use, is read by its name
    /// from any class (a phone's idiom: unit 10, the width 3 × 10, the height 10 / 2); one with
    /// a setter is set by name, its setter run (doubled = 30 stores 15, read back as 30), and
    /// changed by `+=` through its getter and setter.
    func testComputedVariablesAtTheTopOfTheFile() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
        var unit: CGFloat {
            return isPad ? 20 : 10
        }
        var store: CGFloat = 1
        var doubled: CGFloat {
            get { store * 2 }
            set { store = newValue / 2 }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: unit * 3, height: side))
                doubled = 30
                UIRectFill(CGRect(x: 0, y: 10, width: doubled, height: store))
                doubled += 4
                UIRectFill(CGRect(x: 0, y: 50, width: doubled, height: store))
            }
        }
        private var side: CGFloat { unit / 2 }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, 10 * 3, 10 / 2)
        assertRect(fills[1].bounds, 0, 10, 30, 30 / 2)
        // `+=` reads through the getter and sets through the setter: 30 + 4 stores 17.
        assertRect(fills[2].bounds, 0, 50, 34, 34 / 2)
    }
}

extension SwiftFileFunctionTests {
    /// A variable at the top of the file may read one written below it, as Swift's global is
    /// made at its first read (a helper file's `var defaultColour = platinum` above `var
    /// platinum = …`), through a chain too: `grey` is `defaultColour`, which is `platinum`, made
    /// by an extension's static function, (51, 102, 153) / 255 = (0.2, 0.4, 0.6); `barWidth` is
    /// `unit * 3` = 4 × 3 = 12, the width of the one fill.
    func testAGlobalMayReadAGlobalWrittenBelowIt() throws {
        let text = """
        canvas(width: 20, height: 10) { A(frame: Rect(0, 0, 20, 10)) }
        var grey = defaultColour
        var defaultColour = platinum;              var barWidth = unit * 3
        var platinum = UIColor.rgb(51, g: 102, b: 153, a: 1)
        var unit: CGFloat = 4
        extension UIColor {
            static func rgb(_ r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) -> UIColor {
                return UIColor(red: r/255, green: g/255, blue: b/255, alpha: a)
            }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                grey.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: barWidth, height: 10))
            }
        }
        """
        let root = try XCTUnwrap(root(text))
        let fills = ownFills(try XCTUnwrap(root.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 12, 10)
        XCTAssertEqual(fills.first?.color, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    /// A function at the top of the file reads the file's untyped constants (`let margin = 8`)
    /// in a frame of its own — called from a class's code, from a constant's value and as a
    /// parameter's default — whichever is written first, as Swift's globals have no order (it
    /// stopped viewc with an index out of range). margin 5 × 2 = 10; `scaled(3)` takes the
    /// default factor, margin 5: 15; `total` is `twice()` + 1 = 11.
    func testAFunctionAtTheTopReadsTheFilesUntypedConstants() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        let total = twice() + 1
        let margin = 5
        func twice() -> Int { return margin * 2 }
        func scaled(_ x: Int, by k: Int = margin) -> Int { x * k }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                print(twice(), scaled(3), total)
            }
        }
        """
        XCTAssertEqual(printed(text), "\(5 * 2) \(3 * 5) \(5 * 2 + 1)")
    }

    /// A variable at the top of the file may read the file's untyped constants, the .view
    /// reader's `let`s, whose type is known once their line is checked: the variable is
    /// declared after the last it reads, itself or through another variable, and made at its
    /// first read (the canvas's view runs before those lines). `ink` is `red`; `width` is `w *
    /// 2` = 6, an Int as `w` is, then 7 after the draw adds one; `cells` is built by a closure
    /// from `w`: [0, 3, 6]; `half` is made at its first read, after the draw's addition: 7 / 2
    /// = 3 in Int division.
    func testAGlobalMayReadTheFilesUntypedConstants() throws {
        let text = """
        canvas(width: 100, height: 10) { A(frame: Rect(0, 0, 100, 10)) }
        let red = UIColor.red
        var ink = red
        var half = width / 2
        let w = 3
        var width = w * 2
        var cells: [Int] = { var a = [Int](); for i in 0..<3 { a.append(i * w) }; return a }()
        class A: UIView {
            override func draw(_ rect: CGRect) {
                ink.setFill()
                width += 1
                UIRectFill(CGRect(x: 0, y: 0, width: 10 * width, height: 10))
                print(width, cells, half)
            }
        }
        """
        let r = evaluate(text)
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        XCTAssertEqual(r.diagnostics.first { $0.severity == .note }?.message, "\(3 * 2 + 1) [0, 3, 6] \((3 * 2 + 1) / 2)")
        let fills = ownFills(try XCTUnwrap(r.document?.pages.first?.root.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 10 * (3 * 2 + 1), 10)
        XCTAssertEqual(fills.first?.color, Color(red: 1, green: 0, blue: 0))
    }

    /// The file's untyped constants keep Swift's types in a struct's and an enum's code, whose
    /// checkers see the file's names: `let k = 4` is an Int, so `k / 3` is 1 and `k * 2 / 3`
    /// is 8 / 3 = 2 in Int division (they were Doubles there: 1.333…, 2.666…).
    func testTheFilesIntConstantsAreIntsInStructsAndEnums() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        let k = 4
        struct S { static let z = k * 2; let w = k; static func third() -> Int { k / 3 } }
        enum E { case a; static let z = k * 2; var third: Int { k / 3 } }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                print(S.third(), S.z / 3, S().w / 3, E.z / 3, E.a.third)
            }
        }
        """
        XCTAssertEqual(printed(text), "\(4 / 3) \(4 * 2 / 3) \(4 / 3) \(4 * 2 / 3) \(4 / 3)")
    }

    /// In a file of Swift classes the constants are checked before the canvas that places a
    /// class above them, so the class's static properties, its nested types' and the static
    /// properties of an extension read them, as Swift's globals have no order: 4.5 × 2 = 9,
    /// `margin * 3` = 13.5, 4 × 2 = 8.
    func testStaticsAndNestedTypesReadConstantsWrittenBelowTheCanvas() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        let margin = 4.5
        let k = 4
        extension CGFloat { static let wide = CGFloat(margin * 3) }
        class A: UIView {
            static let inset = margin * 2
            private enum Ratio { static let twice = k * 2 }
            override func draw(_ rect: CGRect) {
                print(A.inset, CGFloat.wide, Ratio.twice)
            }
        }
        """
        XCTAssertEqual(printed(text), "\(4.5 * 2) \(4.5 * 3) \(4 * 2)")
    }

    /// An extension of the file's class, merged into the class, is Swift code reading the
    /// file's constants as the class's own methods do, written above or below the class with
    /// the canvas first (it was an unknown name where it ran): 4 × 2 = 8. And a typed global
    /// starting empty, `var memo: [Int: Int] = [:]`, is that dictionary (it was read as
    /// text attributes): fib(10) = 55 through it, 9 entries (2…10) memoised.
    func testAClassExtensionReadsTheFilesConstantsAndAnEmptyTypedGlobalIsItsType() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        let k = 4
        extension A { func twice() -> Int { k * 2 } }
        var memo: [Int: Int] = [:]
        func fib(_ n: Int) -> Int {
            if n < 2 { return n }
            if let m = memo[n] { return m }
            let r = fib(n - 1) + fib(n - 2)
            memo[n] = r
            return r
        }
        class A: UIView {
            override func draw(_ rect: CGRect) { print(twice(), half(), fib(10), memo.count) }
        }
        extension A { func half() -> Int { k / 2 } }
        """
        XCTAssertEqual(printed(text), "\(4 * 2) \(4 / 2) 55 \(10 - 1)")
    }

    /// A global variable waits for a constant only where its value reads it: a word in a
    /// string (`"size"`), a member's name and a closure's own parameter of the constant's name
    /// (`map { size in size * 5 }`) or local (`let size = 2` in a closure) are no reads, so a
    /// constant above the other constants reads the variable: `gw` = (1 + 2) × 5 = 15, `w` =
    /// 15 × 2 = 30, `g` = 2 × 2 = 4 and `h` = 4 + 1 = 5.
    func testAGlobalWaitsOnlyForTheConstantsItReads() {
        let text = """
        canvas(width: 100, height: 10) { A(frame: Rect(0, 0, 100, 10)) }
        var gw: CGFloat = [1, 2].map { size in size * 5 }.reduce(0, +)
        var title = "size"
        var g: Int = { let size = 2; return size * 2 }()
        let w = gw * 2
        let t = title
        let h = g + 1
        let size = 3
        class A: UIView { override func draw(_ r: CGRect) { print(gw, w, t, size, g, h) } }
        """
        XCTAssertEqual(printed(text), "\((1.0 + 2.0) * 5) \((1.0 + 2.0) * 5 * 2) size 3 \(2 * 2) \(2 * 2 + 1)")
    }
}
