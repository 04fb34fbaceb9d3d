// Closures as Swift has them: written in place, with typed parameters or `$0`, their types
// from what they are written for, capturing the variables around them (not copies), called
// by name, stored in properties (optional ones too) and passed to functions; a list's methods
// that take one; `UIView.animate` and `DispatchQueue.main.async`, whose closures run at once
// (a drawing is the state after them); and the loops and statements real drawing code writes
// beside them (`for (i, x) in xs.enumerated()`, `zip`, `where`, `_ = x`, `#available`);
// `enumerated()` as a value, its pairs taken by a closure's two parameters.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftClosureTests: XCTestCase, SwiftMemberDrawing {
    /// A bar chart written with closures: heights scaled by a lazy property computed by an
    /// immediately called closure (the largest value by `reduce`), colours from a stored
    /// closure, a counter changed by a local closure (captured, not copied).
    func testClosuresComputeAChartAsSwiftWould() {
        let fills = classFills("""
            var values: [CGFloat] = [3, 1, 4, 1, 5]
            lazy var scale: CGFloat = {
                let m = values.reduce(0) { max($0, $1) }
                return bounds.height / m
            }()
            var colorFor = { (v: CGFloat) -> UIColor in v > 3 ? .red : .blue }
            override func draw(_ rect: CGRect) {
                let w = bounds.width / CGFloat(values.count)
                var count = 0
                let bump = { count += 1 }
                for i in 0..<values.count {
                    colorFor(values[i]).setFill()
                    UIBezierPath(rect: CGRect(x: CGFloat(i) * w, y: bounds.height - values[i] * scale, width: w, height: values[i] * scale)).fill()
                    bump()
                }
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(count), height: 1))
            }
        """)
        let values: [Double] = [3, 1, 4, 1, 5]
        let scale = 100.0 / values.max()!
        XCTAssertEqual(fills.count, 6)
        for (i, v) in values.enumerated() {
            assertRect(fills[i].bounds, Double(i) * 40, 100 - v * scale, 40, v * scale)
            XCTAssertEqual(fills[i].color, v > 3 ? NamedColors.table["red"] : NamedColors.table["blue"])
        }
        assertRect(fills[5].bounds, 0, 0, Double(values.count), 1)
    }

    /// map, filter, sorted(by:), compactMap, contains(where:), first(where:), min(by:),
    /// max(), forEach and reduce over a list and a range, each checked against Swift's own
    /// result computed here.
    func testListMethodsTakeClosures() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let xs: [CGFloat] = [5, 2, 9, 4]
                let drawn = xs.map { $0 * 10 }.filter { $0 > 30 }.sorted { $0 < $1 }
                for (i, x) in drawn.enumerated() { UIRectFill(CGRect(x: x, y: CGFloat(i) * 10, width: 1, height: 1)) }
                let halves = xs.compactMap { (x: CGFloat) -> CGFloat? in x > 3 ? x / 2 : nil }
                UIRectFill(CGRect(x: halves.reduce(0) { $0 + $1 }, y: 50, width: CGFloat(halves.count), height: 1))
                if xs.contains(where: { $0 > 8 }), let f = xs.first(where: { $0 < 5 }), let lo = xs.min(by: { $0 < $1 }), let hi = xs.max() {
                    UIRectFill(CGRect(x: f, y: lo, width: hi, height: 1))
                }
                var total: CGFloat = 0
                (1...4).forEach { total += CGFloat($0) }
                UIRectFill(CGRect(x: total, y: 60, width: 1, height: 1))
            }
        """)
        let xs: [Double] = [5, 2, 9, 4]
        let drawn = xs.map { $0 * 10 }.filter { $0 > 30 }.sorted { $0 < $1 }
        let halves = xs.compactMap { $0 > 3 ? $0 / 2 : nil }
        XCTAssertEqual(fills.count, drawn.count + 3)
        for (i, x) in drawn.enumerated() { assertRect(fills[i].bounds, x, Double(i) * 10, 1, 1) }
        assertRect(fills[drawn.count].bounds, halves.reduce(0, +), 50, Double(halves.count), 1)
        assertRect(fills[drawn.count + 1].bounds, xs.first { $0 < 5 }!, xs.min()!, xs.max()!, 1)
        assertRect(fills[drawn.count + 2].bounds, Double((1...4).reduce(0, +)), 60, 1, 1)
    }

    /// Function types: an optional callback property (nil: `?(…)` does nothing; set, it runs),
    /// a parameter of a function type given a trailing closure, a closure returned and called.
    func testFunctionTypesPassAndStoreClosures() {
        let fills = classFills("""
            var onDraw: ((CGFloat) -> Void)?
            var offset: CGFloat = 0
            func twice(_ body: (CGFloat) -> Void) { body(10); body(20) }
            func adder(_ d: CGFloat) -> (CGFloat) -> CGFloat { return { $0 + d } }
            override func draw(_ rect: CGRect) {
                onDraw?(1)
                onDraw = { x in self.offset = x }
                onDraw?(7)
                twice { x in UIRectFill(CGRect(x: x + self.offset, y: 0, width: 1, height: 1)) }
                let add5 = adder(5)
                UIRectFill(CGRect(x: add5(add5(0)), y: 10, width: 1, height: 1))
            }
        """)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 17, 0, 1, 1)
        assertRect(fills[1].bounds, 27, 0, 1, 1)
        assertRect(fills[2].bounds, 10, 10, 1, 1)
    }

    /// `UIView.animate`'s animations and completion (told `true`), DispatchQueue's blocks and
    /// a running UIViewPropertyAnimator's animations and completion run at once, in order: the
    /// drawing shows the state after them.
    func testAnimationsAndQueuedBlocksRunAtOnce() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var width: CGFloat = 1
            override func layoutSubviews() {
                UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
                    self.alpha = 0.5
                    self.width = 10
                }) { finished in
                    if finished { self.width += 5 }
                }
                DispatchQueue.main.async { self.width *= 2 }
                DispatchQueue.global(qos: .background).asyncAfter(deadline: .now() + 1) { self.width += 1 }
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: {
                    self.width += 100
                }, completion: { _ in self.width += 1000 })
            }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: width, height: 1)) }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(v.alpha, 0.5)
        assertRect(ownFills(v.content)[0].bounds, 0, 0, (10 + 5) * 2 + 1 + 100 + 1000, 1)
    }

    /// `for (i, x) in xs.enumerated()`, `for (a, b) in zip(xs, ys)` (the shorter's length),
    /// `where`, `_ = x`, `#available` (true: the newest iOS), a type-qualified case
    /// (`CGLineCap.round`), and touch handlers, which a drawing never calls, left out.
    func testTheLoopsAndStatementsBesideThem() {
        let fills = classFills("""
            let xs: [CGFloat] = [10, 30, 50, 70]
            let ys: [CGFloat] = [1, 2, 3]
            override func draw(_ rect: CGRect) {
                for (i, x) in xs.enumerated() where i != 1 { UIRectFill(CGRect(x: x, y: CGFloat(i), width: 1, height: 1)) }
                for (x, y) in zip(xs, ys) { UIRectFill(CGRect(x: x, y: 40 + y, width: 1, height: 1)) }
                _ = xs.count
                if #available(iOS 13.0, *) { UIRectFill(CGRect(x: 90, y: 90, width: 1, height: 1)) }
                let p = UIBezierPath(rect: bounds)
                p.lineCapStyle = CGLineCap.round
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                let t = touches.first!
                print(t)
            }
        """)
        let expected: [(Double, Double)] = [(10, 0), (50, 2), (70, 3), (10, 41), (30, 42), (50, 43), (90, 90)]
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, 1, 1) }
    }

    /// What cannot be known or does not fit is an error at its place.
    func testClosureErrorsAreNamedAtTheirPlace() {
        XCTAssertEqual(errors("    func f() { let g = { x in x } }"),
                       ["t.view:3:26: error: the closure's parameter 'x' needs a type here: write '{ (x: Type) in … }'"])
        XCTAssertEqual(errors("    var h: (CGFloat) -> Void = { }"),
                       ["t.view:3:32: error: this closure takes 0 parameters, but (Number) -> Void passes 1: name them ('{ _ in … }') or use $0"])
        XCTAssertEqual(errors("    var h: ((CGFloat) -> Void)?\n    func f() { h(1) }"),
                       ["t.view:4:16: error: the function is optional: call it with '?(…)' or unwrap it first"])
        XCTAssertEqual(errors("    func f() { let g = { (x: CGFloat) in x }; _ = g(x: 1) }"),
                       ["t.view:3:56: error: a function value is called without argument labels: drop 'x:'"])
        XCTAssertEqual(errors("    func f() { let g = { (x: CGFloat) in x }; _ = g(1, 2) }"),
                       ["t.view:3:51: error: this function takes 1 argument, not 2"])
        XCTAssertEqual(errors("    func f() { let g: (CGFloat) -> Bool = { $0 * 2 } }"),
                       ["t.view:3:45: error: the result of 'closure' is a Bool, not a Number"])
    }

    /// A closure that calls itself forever stops at the nesting bound; a range too long for a
    /// list is refused before its numbers are made; a comparison that is no order sorts
    /// without trapping.
    func testHostileClosuresAreBounded() {
        XCTAssertEqual(errors("    var f: (() -> Void)?\n    override func draw(_ rect: CGRect) {\n        f = { self.f!() }\n        f!()\n    }").first,
                       "t.view:5:15: error: statements nest deeper than 400 levels (blocks, ifs, loops, function calls and component instances together)")
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { let xs = (0..<999999999).map { CGFloat($0) }; _ = xs }"),
                       ["t.view:3:51: error: this list would have more than 1048576 elements"])
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { let xs = (0..<5000).map { CGFloat($0) }.sorted { _, _ in true }; _ = xs }"), [])
        // Empty closures in a list method in a list method still count toward the step bound.
        let nested = evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) { (0..<1000000).forEach { _ in (0..<1000000).forEach { _ in } } }\n}\n",
                              limits: { var l = Limits(); l.maxSteps = 100_000; return l }()).headlines
        XCTAssertEqual(nested.count, 1)
        XCTAssertTrue(nested.first?.contains("error: more than 100000") == true, "\(nested)")
    }

    /// min(by:) and max(by:) keep the first of equal elements, as Swift's do.
    func testMinAndMaxByKeepTheFirstOfEqualElements() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let pts = [CGPoint(x: 1, y: 10), CGPoint(x: 5, y: 11), CGPoint(x: 5, y: 12), CGPoint(x: 1, y: 13)]
                UIRectFill(CGRect(x: 0, y: pts.max(by: { $0.x < $1.x })!.y, width: 1, height: 1))
                UIRectFill(CGRect(x: 0, y: pts.min(by: { $0.x < $1.x })!.y, width: 1, height: 1))
            }
        """)
        let pts = [(1.0, 10.0), (5, 11), (5, 12), (1, 13)]
        XCTAssertEqual(fills.map(\.bounds.origin.y), [pts.max(by: { $0.0 < $1.0 })!.1, pts.min(by: { $0.0 < $1.0 })!.1])
    }

    /// A spinner whose completion starts its animation again has no end state: the animation
    /// runs once, and the repeat is a warning at the call.
    func testAnAnimationThatRepeatsItselfRunsOnce() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var turns: CGFloat = 0
            override func layoutSubviews() { spin() }
            func spin() {
                UIView.animate(withDuration: 0.5, animations: { self.turns += 1 }, completion: { finished in
                    if finished { self.spin() }
                })
            }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: turns, height: 1)) }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:6:9: warning: this call is reached again from its own closures (an animation that repeats itself): a still frame shows it once"])
        guard let v = r.document?.pages.first?.root.subviews.first else { return XCTFail("no view") }
        assertRect(ownFills(v.content)[0].bounds, 0, 0, 1, 1)
    }

    /// A stored property whose initializer failed the check, read later through `self.`, is
    /// an error naming it, not a crash.
    func testAPropertyLeftUnsetByAnErrorIsNamed() {
        let errs = errors("    var xs: [CGFloat]\n    override init(frame: CGRect) { xs = NoSuchList(); super.init(frame: frame) }\n    override func draw(_ rect: CGRect) { for x in self.xs { UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1)) } }")
        XCTAssertEqual(errs.first, "t.view:4:41: error: unknown function 'NoSuchList'")
    }

    /// The x of each 1×1 rectangle drawn, in order.
    func xs(_ members: String, file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        classFills(members, file: file, line: line).map(\.bounds.origin.x)
    }

    /// Each pass of a `for` loop binds its variable and its body's names afresh, as Swift's
    /// (a `while` loop's body names too):
    /// closures made in the passes keep their own pass's values (0, 1, 2, not the last), while
    /// a variable declared before the loop is one variable they all change.
    func testClosuresMadeInALoopKeepTheirPasssBindings() {
        let drawn = xs("""
            override func draw(_ rect: CGRect) {
                var fs: [() -> CGFloat] = []
                var total: CGFloat = 0
                for i in 0..<3 {
                    let tenfold = CGFloat(i) * 10
                    fs += [{ CGFloat(i) + tenfold * 2 }]
                    fs += [{ total += 1; return total }]
                }
                let pair: [CGFloat] = [40, 50]
                for (k, x) in pair.enumerated() { fs += [{ x + CGFloat(k) * 100 }] }
                for f in fs { UIRectFill(CGRect(x: f(), y: 0, width: 1, height: 1)) }
            }
        """)
        var fs: [() -> Double] = []
        var total = 0.0
        for i in 0..<3 {
            let tenfold = Double(i) * 10
            fs.append { Double(i) + tenfold * 2 }
            fs.append { total += 1; return total }
        }
        let pair: [Double] = [40, 50]
        for (k, x) in pair.enumerated() { fs.append { x + Double(k) * 100 } }
        XCTAssertEqual(drawn, fs.map { $0() })
        // The first pass's closure, kept in a property, still sees the first pass.
        let kept = xs("""
            var first: (() -> CGFloat)?
            override func draw(_ rect: CGRect) {
                for i in 0..<3 where first == nil { first = { CGFloat(i) + 1 } }
                UIRectFill(CGRect(x: first!(), y: 0, width: 1, height: 1))
            }
        """)
        XCTAssertEqual(kept, [0 + 1])
        // A `while` loop's body names are bound afresh on each pass too.
        let keptFromWhile = xs("""
            var first: (() -> CGFloat)?
            override func draw(_ rect: CGRect) {
                var n: CGFloat = 0
                while n < 3 {
                    let k = n * 10
                    if first == nil { first = { k + 1 } }
                    n += 1
                }
                UIRectFill(CGRect(x: first!(), y: n, width: 1, height: 1))
            }
        """)
        XCTAssertEqual(keptFromWhile, [0 * 10 + 1])
    }

    /// What does not fit is named where it is written.
    func testFunctionValueErrorsAreNamedAtTheirPlace() {
        XCTAssertEqual(errors("    func half(_ x: CGFloat) -> CGFloat { x / 2 }\n    override func draw(_ rect: CGRect) { let xs: [CGFloat] = [1]; _ = xs.filter(half) }"),
                       ["t.view:4:81: error: 'filter' takes a function (Number) -> Bool, not a function (Number) -> Number"])
        XCTAssertEqual(errors("    func half(_ x: CGFloat) -> CGFloat { x / 2 }\n    override func layoutSubviews() { UIView.animate(withDuration: 1, animations: half) }"),
                       ["t.view:4:82: error: 'animations' takes a function () -> Void, not a function (Number) -> Number"])
        XCTAssertEqual(errors("    lazy var a: CGFloat = f()\n    func f() -> CGFloat { a + 1 }\n    override func draw(_ rect: CGRect) { _ = a }"),
                       ["t.view:4:27: error: 'a' is read while its own initializer runs"])
    }

    /// A capture list copies its values when the closure is made (`[x]`, `[y = x * 2]`);
    /// without one a closure reads the variable as it is when called. `[weak self]` and
    /// `[unowned self]` hold the view (nothing is freed): `self?.m()`, `self?.p = v`,
    /// `guard let self = self`, `guard let self`, `guard let strong = self` all reach it.
    func testCaptureListsCopyAndWeakSelfReachesTheView() {
        let drawn = xs("""
            var offset: CGFloat = 0
            func mark(_ x: CGFloat) { UIRectFill(CGRect(x: x + offset, y: 0, width: 1, height: 1)) }
            override func draw(_ rect: CGRect) {
                var x: CGFloat = 1
                let copied = { [x, y = x * 2] in self.mark(x + y * 10) }
                let shared = { self.mark(x) }
                x = 5
                copied()
                shared()
                let a = { [weak self] in self?.mark(100) }
                let b = { [weak self] in
                    guard let self = self else { return }
                    self.mark(200)
                }
                let c = { [weak self] (d: CGFloat) in
                    guard let self else { return }
                    self.offset = d
                    self.mark(300)
                }
                let e = { [weak self] in
                    guard let strong = self else { return }
                    strong.mark(400)
                    self?.offset = 0
                    self!.mark(500)
                }
                let f = { [unowned self] in self.mark(600) }
                a(); b(); c(1); e(); f()
            }
        """)
        var x = 1.0
        let copied = { [x, y = x * 2] in x + y * 10 }
        let shared = { x }
        x = 5
        XCTAssertEqual(drawn, [copied(), shared(), 100, 200, 301, 401, 500, 600])
    }

    /// A `lazy var` runs its initializer at its first read, once; one set before it is read,
    /// or never read, never runs it.
    func testLazyPropertiesRunAtTheirFirstRead() {
        let drawn = xs("""
            var runs: CGFloat = 0
            var base: CGFloat = 1
            lazy var scaled: CGFloat = { runs += 1; return base * 10 }()
            lazy var unread: CGFloat = { runs += 100; return 0 }()
            lazy var overwritten: CGFloat = { runs += 1000; return 0 }()
            override func layoutSubviews() { base = 3; overwritten = 7 }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: scaled + scaled, y: 0, width: 1, height: 1))
                UIRectFill(CGRect(x: runs, y: 0, width: 1, height: 1))
                UIRectFill(CGRect(x: overwritten, y: 0, width: 1, height: 1))
            }
        """)
        XCTAssertEqual(drawn, [3 * 10 * 2, 1, 7])
    }

    /// A list's methods take function values as Swift's do: a method, a stored closure, an
    /// operator (`reduce(0, +)`, `sorted(by: >)`), and `sorted()`, `min()`, `max()` of
    /// Numbers and Strings.
    func testListMethodsTakeFunctionValues() {
        let drawn = xs("""
            let scale: (CGFloat) -> CGFloat = { $0 * 3 }
            func isEven(_ x: CGFloat) -> Bool { Int(x) % 2 == 0 }
            func plusOne(_ x: CGFloat) -> CGFloat { x + 1 }
            override func draw(_ rect: CGRect) {
                let xs: [CGFloat] = [4, 7, 2, 9, 6]
                let names = ["pear", "fig", "apple"]
                var out: [CGFloat] = []
                out += xs.filter(isEven)
                out += [xs.reduce(0, +)]
                out += [xs.reduce(1, *)]
                out += xs.sorted(by: >)
                out += xs.sorted()
                out += xs.map(scale)
                out += xs.map(self.plusOne)
                out += [xs.max()! - xs.min()!]
                out += [CGFloat(names.sorted().firstIndex(where: { $0 == "fig" })!)]
                out += [names.max() == "pear" && names.min() == "apple" ? 1 : 0]
                for x in out { UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1)) }
            }
        """)
        let xs: [Double] = [4, 7, 2, 9, 6]
        let names = ["pear", "fig", "apple"]
        var out: [Double] = []
        out += xs.filter { $0.truncatingRemainder(dividingBy: 2) == 0 }
        out.append(xs.reduce(0, +))
        out.append(xs.reduce(1, *))
        out += xs.sorted(by: >)
        out += xs.sorted()
        out += xs.map { $0 * 3 }
        out += xs.map { $0 + 1 }
        out.append(xs.max()! - xs.min()!)
        out.append(Double(names.sorted().firstIndex(of: "fig")!))
        out.append(names.max() == "pear" && names.min() == "apple" ? 1 : 0)
        XCTAssertEqual(drawn, out)
    }

    /// A built-in function of numbers named as a value, as a calculator's table of operations
    /// is written (`["√": sqrt, "sin": sin]` of a `[String: (Double) -> Double]`) and as a
    /// list's method takes one (`map(abs)`, `reduce(0, max)`): each drawn value worked out by
    /// Swift's own functions here.
    func testBuiltInFunctionsAreValues() {
        let drawn = xs("""
            let operations: [String: (Double) -> Double] = ["√": sqrt, "sin": sin, "cos": cos]
            override func draw(_ rect: CGRect) {
                let xs: [CGFloat] = [-4, 9, -16]
                var out: [CGFloat] = []
                out += [CGFloat(operations["√"]!(81)), CGFloat(operations["cos"]!(0) + operations["sin"]!(0))]
                out += xs.map(abs)
                out += [xs.reduce(-100, max)]
                let f: (CGFloat) -> CGFloat = floor
                out += [f(2.75)]
                for x in out { UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1)) }
            }
        """)
        let xs: [Double] = [-4, 9, -16]
        var out: [Double] = [(81.0).squareRoot(), 1 + 0]   // √81; cos 0 + sin 0
        out += xs.map(Swift.abs)
        out.append(xs.reduce(-100, Swift.max))
        out.append((2.75).rounded(.down))
        XCTAssertEqual(drawn, out)
    }

    /// `UIView.animate` runs a stored closure or a method given as its animations as it runs
    /// a literal; `transition(from:to:duration:options:) { _ in }` runs its completion;
    /// `CATransaction.setCompletionBlock`'s block runs at the transaction's commit, after
    /// the changes made in it. `_ = f()` of a function that returns nothing, `self.calc?(2)`,
    /// and parameters of function types with defaults are Swift's.
    func testAnimationsTakeFunctionValuesAndOtherCallsAsSwift() {
        let drawn = xs("""
            var width: CGFloat = 1
            var log: [CGFloat] = []
            var calc: ((CGFloat) -> CGFloat)?
            lazy var grow: () -> Void = { self.width *= 2 }
            func shrink() { width -= 1 }
            func note() { log += [width] }
            func apply(_ x: CGFloat, f: (CGFloat) -> CGFloat = { $0 + 1 }, completion: (() -> Void)? = nil) -> CGFloat {
                completion?()
                return f(x)
            }
            override func layoutSubviews() {
                UIView.animate(withDuration: 0.3, animations: grow)
                UIView.animate(withDuration: 0.3, animations: shrink) { _ in self.note() }
                UIView.animate(withDuration: 0.3, animations: self.grow, completion: nil)
                UIView.transition(from: self, to: self, duration: 0.2, options: []) { _ in self.note() }
                CATransaction.begin()
                CATransaction.setCompletionBlock { self.note() }
                width += 10
                CATransaction.commit()
                _ = note()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem { })
                log += [self.calc?(2) ?? -1]
                calc = { $0 * 5 }
                log += [self.calc?(2) ?? -1]
                log += [apply(3)]
                log += [apply(3, f: { $0 * 4 }, completion: { self.width = 0 })]
            }
            override func draw(_ rect: CGRect) {
                for x in log { UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1)) }
                UIRectFill(CGRect(x: width, y: 0, width: 1, height: 1))
            }
        """)
        var width = 1.0
        var log: [Double] = []
        width *= 2; width -= 1; log.append(width); width *= 2; log.append(width)
        width += 10; log.append(width); log.append(width)
        log += [-1, 2 * 5, 3 + 1, 3 * 4]
        width = 0
        XCTAssertEqual(drawn, log + [width])
    }

    /// `xs.enumerated()` as a value gives (offset, element) pairs, which `forEach`, `map` and
    /// `filter` take whole or, as Swift destructures a tuple, as two parameters `(i, x)`; a
    /// queued closure that only calls UIView's `setNeedsDisplay()` is a statement (Swift's
    /// one-expression closure of Void). Widths and places worked out here.
    func testEnumeratedPairsAndTheClosuresThatTakeThem() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var values: [CGFloat] = [] { didSet { DispatchQueue.main.async { self.setNeedsDisplay() } } }
            override func layoutSubviews() { values = [3, 5, 8] }
            override func draw(_ rect: CGRect) {
                values.enumerated().forEach { (i, v) in
                    UIRectFill(CGRect(x: CGFloat(i) * 20, y: 0, width: v, height: 1))
                }
                let pairs = values.enumerated()
                let shifted = pairs.map { (i, v) in v + CGFloat(i) }
                let odd = pairs.filter { $0.offset % 2 == 1 }.map { $0.element }
                for (k, p) in pairs.enumerated() where k == 2 { UIRectFill(CGRect(x: 0, y: 10, width: p.element, height: CGFloat(p.offset))) }
                UIRectFill(CGRect(x: 0, y: 20, width: shifted[2], height: odd[0]))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content).map(\.bounds)
        XCTAssertEqual(fills, [Rect(0, 0, 3, 1), Rect(20, 0, 5, 1), Rect(40, 0, 8, 1), Rect(0, 10, 8, 2), Rect(0, 20, 8 + 2, 5)])
    }
}

extension SwiftClosureTests {
    /// A list's `map` given a function by name keeps Swift's number types: `abs`, `min` and
    /// `max` are generic, so over Ints they give Ints (written without a fraction, dividing
    /// as Ints); a function of the file, or a variable of a function type, gives its declared
    /// result. The text is Swift's own.
    func testMapOfANamedFunctionKeepsItsNumberType() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func twice(_ x: Int) -> Int { x * 2 }
                override func draw(_ rect: CGRect) {
                    let ns = [-3, 4, -5]
                    let a = ns.map(abs), t = ns.map(twice)
                    let ds: [CGFloat] = [-1.5, 2]
                    let g: (Int) -> Int = { $0 * 3 }
                    print("\\(a) \\(a.reduce(0, +) / 5) \\(t) \\(ds.map(abs)) \\(ns.map(g).map { $0 / 4 })")
                }
            }
            """
        let ns = [-3, 4, -5]
        let a = ns.map(abs), t = ns.map { $0 * 2 }
        let ds: [Double] = [-1.5, 2]
        let g: (Int) -> Int = { $0 * 3 }
        XCTAssertEqual(printed(text), "\(a) \(a.reduce(0, +) / 5) \(t) \(ds.map(abs)) \(ns.map(g).map { $0 / 4 })")
    }

    /// A function value's numbers are those its type gives: a variable or parameter declared
    /// `(Int) -> Int` gives Ints when called, and a closure written for it takes Ints (its
    /// division truncates); a closure that says `-> Int` returns one. The text is Swift's own.
    func testAFunctionValueOfIntsGivesInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func apply(_ f: (Int) -> Int, _ x: Int) -> String { "\\(f(x)) \\(f(x) / 2)" }
                override func draw(_ rect: CGRect) {
                    let half: (Int) -> Int = { $0 / 2 }
                    let triple = { (x: Int) -> Int in x * 3 }
                    print("\\(half(7)) \\(half(7) / 2) \\(apply({ $0 / 2 + 1 }, 7)) \\(triple(2)) \\(triple(3) / 2)")
                }
            }
            """
        func apply(_ f: (Int) -> Int, _ x: Int) -> String { "\(f(x)) \(f(x) / 2)" }
        let half: (Int) -> Int = { $0 / 2 }
        let triple = { (x: Int) -> Int in x * 3 }
        XCTAssertEqual(printed(text), "\(half(7)) \(half(7) / 2) \(apply({ $0 / 2 + 1 }, 7)) \(triple(2)) \(triple(3) / 2)")
    }
}

extension SwiftClosureTests {
    /// A closure stored in a struct's or a class's property is called through the value
    /// (`item.action()`), `?(…)` on an optional one does nothing while it is nil, and a closure
    /// assigned to one takes its parameters' types from the property's (`{ v in x += v }`); the
    /// calls add 10 + 20, 2 × 1 and 5, and the nil one nothing.
    func testAClosureInAStructsOrClassesPropertyIsCalledThroughIt() {
        let text = """
        canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }
        struct Item {
            let name: String
            let action: () -> CGFloat
            var transform: ((CGFloat) -> CGFloat)? = nil
        }
        class Holder { var callback: ((CGFloat) -> Void)? }
        class P: UIView {
            var items = [Item(name: "a", action: { 10 }), Item(name: "b", action: { 20 }, transform: { $0 * 2 })]
            override func draw(_ rect: CGRect) {
                var x: CGFloat = 0
                for it in items { x += it.action(); x += it.transform?(1) ?? 0 }
                let h = Holder()
                h.callback?(100)
                h.callback = { v in x += v }
                h.callback?(5)
                print(x)
            }
        }
        """
        XCTAssertEqual(printed(text), "\(CGFloat(10 + 20 + 2 * 1 + 5))")
    }

    /// A closure stored in a property of a view or layer class of the file is called through
    /// the instance as a struct's is (a slider's handle layer calls its `position()` closure, a
    /// control its `valueChanged?(v)`): `h.scale(5)` is 5 × 2, `k.width(6)` is 6 + 1, `?(…)` on
    /// a nil one gives nil (`?? 9`) and runs nothing, on one set it runs (3 × 4), and a closure
    /// set from outside that changes the caller's property runs when called (8).
    func testAClosureInAViewsOrLayersPropertyIsCalledThroughTheInstance() {
        let fills = classFills("""
            class Handle: CALayer {
                var scale: (CGFloat) -> CGFloat = { (x: CGFloat) in x * 2 }
                var onTap: ((CGFloat) -> Void)?
            }
            class Knob: UIView {
                var valueChanged: ((CGFloat) -> CGFloat)?
                var width: (CGFloat) -> CGFloat = { (v: CGFloat) in v + 1 }
            }
            var tapped: CGFloat = 0
            override func draw(_ rect: CGRect) {
                let h = Handle()
                let k = Knob(frame: .zero)
                UIRectFill(CGRect(x: 0, y: 0, width: h.scale(5), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: k.width(6), height: 1))
                UIRectFill(CGRect(x: 0, y: 4, width: k.valueChanged?(3) ?? 9, height: 1))
                k.valueChanged = { (v: CGFloat) in v * 4 }
                UIRectFill(CGRect(x: 0, y: 6, width: k.valueChanged?(3) ?? 9, height: 1))
                h.onTap?(7)
                h.onTap = { (v: CGFloat) in self.tapped = v }
                h.onTap?(8)
                UIRectFill(CGRect(x: 0, y: 8, width: tapped, height: 1))
            }
            """)
        let expected: [Double] = [5 * 2, 6 + 1, 9, 3 * 4, 8]
        XCTAssertEqual(fills.map(\.bounds.width), expected)
    }

    /// A capture list's value keeps its number type (`[n]` of an Int is an Int), and so does a
    /// closure's parameter given by an optional function type (`((Int) -> String)?`): their
    /// `/` divides as Ints. (swiftc 6.3 prints "3 4 3 3".)
    func testCapturedAndOptionalFunctionTypedIntsDivideAsInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var n = 7
                let half = { [n] in n / 2 }
                n = 9
                let report: ((Int) -> String)? = { "\\($0 / 2)" }
                let handler: ((Int, Int) -> Int)? = { a, b in a / b }
                print("\\(half()) \\(n / 2) \\(report?(7) ?? "") \\(handler?(7, 2) ?? 0)")
            }
        }
        """
        XCTAssertEqual(printed(text), "3 4 3 3")
    }

    /// A closure assigned after its variable or property is declared takes its parameters'
    /// number types from the declared function type, as one written in the declaration does:
    /// a property of the view (bare and through `self`), a local `var`, a property of a plain
    /// class's instance, set in `draw(_:)` or in `init` — their `/` divides as Ints.
    func testAClosureAssignedLaterTakesTheDeclaredTypesInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class Holder { var f: (Int) -> Int = { $0 } }
        class A: UIView {
            var op: ((Int, Int) -> Int)?
            var step: (Int) -> Int
            var fmt: ((Int) -> String)?
            override init(frame: CGRect) {
                step = { $0 / 2 }
                super.init(frame: frame)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                op = { a, b in a / b }
                self.fmt = { "v\\($0 / 2)" }
                var g: (Int) -> Int
                g = { $0 / 3 }
                let h = Holder()
                h.f = { n in n / 4 }
                print("\\(op!(7, 2)) \\(step(9)) \\(fmt?(7) ?? "") \\(g(10)) \\(h.f(9))")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(7 / 2) \(9 / 2) v\(7 / 2) \(10 / 3) \(9 / 4)")
    }

    /// A closure a function or a method returns takes its parameters' number types
    /// from the function type written as the result: `-> (Int) -> Int` returning `{ $0 / k }`
    /// divides Ints, as Swift infers it.
    func testAReturnedClosureTakesTheResultTypesInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        func divider(_ k: Int) -> (Int) -> Int { return { $0 / k } }
        class A: UIView {
            func halver() -> (Int) -> Int { return { n in n / 2 } }
            override func draw(_ rect: CGRect) {
                let d = divider(3)
                let h = halver()
                print("\\(d(10)) \\(h(9))")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(10 / 3) \(9 / 2)")
    }

    /// A closure reads the bounds of the view whose code made it (its captured `self`),
    /// wherever it is called: handed to a 7-point view and called by that view's method, it
    /// still reads its maker's 100-point width, and the 7-point view's own method its own; a
    /// method named as a value (`self.width`) likewise.
    func testAClosureReadsItsMakersBoundsWhereverItIsCalled() {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 80)) }
        class W: UIView {
            var f: (() -> CGFloat)!
            func ask() -> CGFloat { return f() }
            func own() -> CGFloat { return bounds.width }
        }
        class V: UIView {
            func width() -> CGFloat { bounds.height }
            override func draw(_ rect: CGRect) {
                let w = W(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
                w.f = { return self.bounds.width }
                let a = w.ask()
                w.f = { bounds.width + 1 }
                let b = w.ask()
                w.f = width
                print("\\(a) \\(b) \\(w.ask()) \\(w.own())")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(CGFloat(100)) \(CGFloat(101)) \(CGFloat(80)) \(CGFloat(7))")
    }
}

extension SwiftClosureTests {
    /// A closure returned by a closure that a function returns (`-> (Int) -> (Int) -> Int`)
    /// takes the parameters' number types of the function type written for it: its Ints
    /// divide as Ints, as Swift's do.
    func testAClosureReturnedByAReturnedClosureKeepsItsInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            func adder(_ a: Int) -> (Int) -> (Int) -> Int { { b in { c in (a + b) / c } } }
            func scaler(_ k: Double) -> (Double) -> (Double) -> Double { return { x in return { y in (k + x) / y } } }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    print("\\(adder(3)(4)(2)) \\(adder(1)(0)(3)) \\(scaler(3)(4)(2))")
                }
            }
            """
        XCTAssertEqual(printed(text), "\((3 + 4) / 2) \((1 + 0) / 3) \((3.0 + 4.0) / 2.0)")
    }

    /// A closure stored in a variable at the top of the file, or in a static property, takes
    /// its parameters' types and their number kinds from the declared function type, as a
    /// local's does: `$0` is an Int of `(Int) -> Int` (9 / 2 = 4 in Int division), of an
    /// optional `((Int) -> Void)?` too (21 × 2 printed as the Int 42), and a CGFloat of a
    /// `(CGFloat) -> CGFloat` in a class's static (3 × 1.5 = 4.5), called through its type as a
    /// struct's is (`S.area(2, 3)` = 6), an optional one with `?(…)`.
    func testAStoredClosureAtTheTopOrStaticTakesItsDeclaredTypes() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        let triple: (Int) -> Int = { $0 * 3 }
        var report: ((Int) -> Void)? = { print($0 * 2) }
        struct S { static let area: (Int, Int) -> Int = { $0 * $1 }; static var none: ((Int) -> Int)? = nil }
        class A: UIView {
            static let scale: (CGFloat) -> CGFloat = { $0 * 1.5 }
            override func draw(_ rect: CGRect) {
                report?(21)
                print(triple(3) / 2, A.scale(3), S.area(2, 3), S.none?(1) as Any)
            }
        }
        """
        let notes = evaluate(text).diagnostics.filter { $0.severity == .note }.map(\.message)
        XCTAssertEqual(notes, ["\(21 * 2)", "\(3 * 3 / 2) \(3 * 1.5) \(2 * 3) nil"])
    }

    /// A static's or a global's value runs in a frame of its own, whatever code reads it
    /// first: an optional chain's binding there (`Box().kid?.w ?? 11`, the chain's base bound
    /// once) takes no slot of the reader's frame (it stopped viewc with an index out of range
    /// beside a struct's getter). And a closure typed by a type alias takes the alias's Int
    /// parameters: 7 / 2 = 3 in Int division.
    func testAStaticsChainRunsInItsOwnFrameAndAnAliasedClosureTakesItsInts() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class Box { var w: Int = 3; var kid: Box? = nil; init() {} }
        typealias Op = (Int) -> Int
        struct S {
            var b: Box? = Box()
            var w: Int { if let x = b { return x.w }; return 0 }
            static let d = Box().kid?.w ?? 11
            static let half: Op = { $0 / 2 }
        }
        var g = Box().kid?.w ?? 12
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let a = 1, b = 2
                print(S().w, S.d, g, a + b, S.half(7))
            }
        }
        """
        XCTAssertEqual(printed(text), "3 11 12 \(1 + 2) \(7 / 2)")
    }

    /// A built-in method of a value named where a function is wanted, as a radar chart draws
    /// its polygon (`points.dropFirst().forEach(path.addLine)`): each point a line to it, on the
    /// one path named; `filter(rect.contains)` keeps the points the rect holds (x in [minX,
    /// maxX), y in [minY, maxY)).
    func testABuiltInMethodNamedAsAFunctionRunsOnItsValue() {
        let body = """
                let points = [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 50, y: 90)]
                let path = UIBezierPath()
                path.move(to: points[0])
                points.dropFirst().forEach(path.addLine)
                let box = CGRect(x: 0, y: 0, width: 50, height: 50)
                let inside = points.filter(box.contains)
                print(path.bounds, inside.count, path.currentPoint)
        """
        // The path's corners span x 10…90, y 10…90; only (10, 10) lies in the box.
        XCTAssertEqual(printedInDraw(body), "(10.0, 10.0, \(90.0 - 10), \(90.0 - 10)) 1 (50.0, 90.0)")
    }
}
