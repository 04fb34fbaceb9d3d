// Tuples as Swift has them: tuple types (labelled or not) of results, parameters, properties
// and list elements; tuple values; elements read and set by label or place; tuple patterns
// in `let`/`var`, in an assignment (also into `let`s declared earlier without values) and in
// `for … in`. Each drawing's numbers are computed here with Swift's own tuples.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftTupleTests: XCTestCase, SwiftMemberDrawing {
    /// Points placed from functions returning tuples (labelled and not), a tuple parameter,
    /// `let (a, b) =`, `var (x, y) =` changed after, `.0`/`.label` read and written, a stored
    /// property declared by a tuple pattern.
    func testTupleResultsPlaceWhatTheyCompute() {
        let fills = classFills("""
            func polar(_ angle: CGFloat, _ r: CGFloat) -> (CGFloat, CGFloat) {
                return (50 + r * cos(angle), 50 + r * sin(angle))
            }
            func range(of xs: [CGFloat]) -> (min: CGFloat, max: CGFloat) {
                var lo = xs[0], hi = xs[0]
                for x in xs { lo = min(lo, x); hi = max(hi, x) }
                return (lo, hi)
            }
            let (side, _): (CGFloat, CGFloat) = (2, 9)
            func dot(_ p: (x: CGFloat, y: CGFloat)) { UIRectFill(CGRect(x: p.x, y: p.y, width: side, height: side)) }
            override func draw(_ rect: CGRect) {
                let (px, py) = polar(0.5, 30)
                dot((x: px, y: py))
                let r = range(of: [7, 3, 12, 5])
                UIRectFill(CGRect(x: r.min, y: r.max, width: r.1 - r.0, height: 1))
                var (x, _) = polar(2, 10)
                x += 100
                var t: (dx: CGFloat, dy: CGFloat) = (4, 6)
                t.dx *= 3
                t.1 = t.0 + 1
                dot((x, t.dy))
            }
        """)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 50 + 30 * cos(0.5), 50 + 30 * sin(0.5), 2, 2, accuracy: 1e-9)
        let xs: [Double] = [7, 3, 12, 5]
        assertRect(fills[1].bounds, xs.min()!, xs.max()!, xs.max()! - xs.min()!, 1)
        var t = (dx: 4.0, dy: 6.0)
        t.dx *= 3
        t.1 = t.0 + 1
        assertRect(fills[2].bounds, 50 + 10 * cos(2) + 100, t.dy, 2, 2, accuracy: 1e-9)
    }

    /// `for (i, a) in [NSTextAlignment.left, .center].enumerated()`: the pairs of a list
    /// literal of UIKit's cases (a list whose elements' type is known only as it runs) are
    /// taken apart by position, as the pairs of a named list are.
    func testPairsOfAListOfUIKitCasesAreTakenApart() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                for (i, a) in [NSTextAlignment.left, .center, .right].enumerated() {
                    UIRectFill(CGRect(x: CGFloat(i) * 10, y: a == .center ? 20 : 0, width: 5, height: 5))
                }
                for pair in [CGLineCap.butt, .round].enumerated() {
                    UIRectFill(CGRect(x: CGFloat(pair.offset) * 10, y: pair.1 == .round ? 40 : 30, width: 5, height: 5))
                }
            }
        """)
        let alignments = ["left", "center", "right"], caps = ["butt", "round"]
        var want: [(Double, Double)] = []
        for (i, a) in alignments.enumerated() { want.append((Double(i) * 10, a == "center" ? 20 : 0)) }
        for pair in caps.enumerated() { want.append((Double(pair.offset) * 10, pair.1 == "round" ? 40 : 30)) }
        XCTAssertEqual(fills.count, want.count)
        for (f, w) in zip(fills, want) { assertRect(f.bounds, w.0, w.1, 5, 5) }
    }

    /// Swift's `swap(&a, &b)` exchanges two variables, members of two variables and two
    /// properties of `self`; two places in one variable (two elements of a list) are Swift's
    /// error; a function of the file named `swap` is the file's.
    func testSwapExchangesTwoVariables() {
        let fills = classFills("""
            var lo: CGFloat = 3, hi: CGFloat = 4
            override func draw(_ rect: CGRect) {
                var a: CGFloat = 10, b: CGFloat = 30
                swap(&a, &b)
                swap(&self.lo, &self.hi)
                var r = CGRect(x: 0, y: 0, width: 5, height: 7)
                var s = CGSize(width: 1, height: 2)
                swap(&r.size.width, &s.height)
                UIRectFill(CGRect(x: lo, y: hi, width: a, height: b))
                UIRectFill(r)
                UIRectFill(CGRect(x: 0, y: 50, width: s.width, height: s.height))
            }
        """)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 4, 3, 30, 10)
        assertRect(fills[1].bounds, 0, 0, 2, 7)
        assertRect(fills[2].bounds, 0, 50, 1, 5)
        XCTAssertEqual(errors("    var xs: [CGFloat] = [1, 2]\n    override func draw(_ rect: CGRect) {\n        swap(&xs[0], &xs[1])\n    }"),
                       ["t.view:5:9: error: overlapping accesses to 'xs', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)"])
        let own = classFills("""
            func swap(_ a: inout CGFloat, _ b: inout CGFloat) { a = 1; b = 2 }
            override func draw(_ rect: CGRect) {
                var a: CGFloat = 10, b: CGFloat = 30
                swap(&a, &b)
                UIRectFill(CGRect(x: 0, y: 0, width: a, height: b))
            }
        """)
        XCTAssertEqual(own.map(\.bounds.width), [1])
        // Swift reads each place once; a place whose index calls a function is outside.
        let text = "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    var xs: [CGFloat] = [1, 2, 3]\n    var k = 0\n    func next() -> Int { k += 1; return k }\n    override func draw(_ rect: CGRect) {\n        swap(&xs[next()], &xs[0])\n    }\n}\n"
        XCTAssertEqual(evaluate(text).headlines, ["t.view:7:15: error: 'swap' of a place whose expression calls a function (Swift reads it once: put the index in a 'let' first) is outside the supported Swift subset (docs/language.md §13)"])
    }

    /// A list of labelled tuples as a property, read by index and `first!`, looped over with
    /// `for (dx, dy) in`, assigned (labels where written); a swap `(a, b) = (b, a)`; a colour's components
    /// assigned in a switch's cases into `let`s declared before without values.
    func testTupleListsPatternsAndAssignments() {
        let fills = classFills("""
            var coordinates: [(dx: CGFloat, dy: CGFloat)] = []
            func components(_ code: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
                let a, r, g, b: CGFloat
                switch code {
                case 3: (a, r, g, b) = (255, 17, 34, 51)
                default: (a, r, g, b) = (128, 0, 0, 0)
                }
                return (a, r, g, b)
            }
            override func draw(_ rect: CGRect) {
                coordinates = [(dx: 0.1, dy: 0.5), (0.4, 0.2), (dx: 0.9, dy: 0.8)]
                UIRectFill(CGRect(x: coordinates.first!.dx * 200, y: coordinates[1].dy * 100, width: 1, height: 1))
                for (dx, dy) in coordinates { UIRectFill(CGRect(x: dx * 200, y: dy * 100, width: 3, height: 3)) }
                var a: CGFloat = 1, b: CGFloat = 9
                (a, b) = (b, a)
                let (al, r, _, bl) = components(3)
                UIRectFill(CGRect(x: a, y: b, width: r, height: bl - al / 5))
                UIRectFill(CGRect(x: components(0).0, y: 0, width: 1, height: 1))
            }
        """)
        let coordinates: [(dx: Double, dy: Double)] = [(0.1, 0.5), (0.4, 0.2), (0.9, 0.8)]
        XCTAssertEqual(fills.count, 2 + coordinates.count + 1)
        assertRect(fills[0].bounds, coordinates[0].dx * 200, coordinates[1].dy * 100, 1, 1, accuracy: 1e-9)
        for (k, (dx, dy)) in coordinates.enumerated() { assertRect(fills[1 + k].bounds, dx * 200, dy * 100, 3, 3, accuracy: 1e-9) }
        var (a, b) = (1.0, 9.0)
        (a, b) = (b, a)
        let (al, r, _, bl) = (255.0, 17.0, 34.0, 51.0)
        assertRect(fills[4].bounds, a, b, r, bl - al / 5, accuracy: 1e-9)
        assertRect(fills[5].bounds, 128, 0, 1, 1)
    }

    /// A tuple's element set through a struct's member and a list's element, and tuples
    /// compared with `==` (labels do not take part, as in Swift).
    func testTupleElementsSetInsideStructsAndLists() {
        let fills = classFills("""
            struct Segment { var width: CGFloat; var ends: (CGFloat, CGFloat) }
            override func draw(_ rect: CGRect) {
                var s = Segment(width: 2, ends: (10, 20))
                s.ends.1 += 15
                var pts: [(x: CGFloat, y: CGFloat)] = [(1, 2), (3, 4)]
                pts[1].x = 30
                pts[0].1 *= 4
                UIRectFill(CGRect(x: s.ends.0, y: pts[0].y, width: s.ends.1 - s.ends.0, height: pts[1].0))
                if (x: 3, y: 4) == (3, 4) && pts[1] != (3, 4) { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            }
        """)
        var ends = (10.0, 20.0)
        ends.1 += 15
        var pts: [(x: Double, y: Double)] = [(1, 2), (3, 4)]
        pts[1].x = 30
        pts[0].1 *= 4
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, ends.0, pts[0].y, ends.1 - ends.0, pts[1].0)
        assertRect(fills[1].bounds, 0, 0, 1, 1)
    }

    /// A tuple of Ints holds Swift's Ints, written as Ints (`22`, not `22.0`) and divided as
    /// Ints (`22 / 4` is 5) whether the tuple is written, a function's result or a parameter;
    /// its CGFloats as CGFloats.
    func testIntTuplesAreWrittenAsInts() {
        let fills = classFills("""
            func sumDiff(_ a: Int, _ b: Int) -> (sum: Int, diff: Int) { (a + b, a - b) }
            func text(_ p: (Int, CGFloat)) -> String { "\\(p.0) \\(p.1)" }
            override func draw(_ rect: CGRect) {
                let d = sumDiff(17, 5)
                let (q, s) = (7, 2.5)
                UIRectFill(CGRect(x: CGFloat("\\(d.sum)".count), y: CGFloat("\\(q) \\(s)".count), width: CGFloat(text((4, 1)).count), height: CGFloat("\\(d.1)".count)))
                UIRectFill(CGRect(x: CGFloat(d.sum / 4), y: CGFloat(q / 2), width: s / 2, height: 1))
            }
        """)
        func sumDiff(_ a: Int, _ b: Int) -> (sum: Int, diff: Int) { (a + b, a - b) }
        func text(_ p: (Int, CGFloat)) -> String { "\(p.0) \(p.1)" }
        let d = sumDiff(17, 5)
        let (q, s) = (7, 2.5)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, Double("\(d.sum)".count), Double("\(q) \(s)".count), Double(text((4, 1)).count), Double("\(d.1)".count))
        assertRect(fills[1].bounds, Double(d.sum / 4), Double(q / 2), s / 2, 1)
    }

    /// What Swift refuses of tuples is refused at its place: an element no label or place
    /// names, a tuple of other labels or another size, an element of a `let` set, a pattern
    /// of more or fewer names than the value has elements (or a value that is no tuple), a
    /// switch over a tuple and a stored property's nested pattern (outside the subset), a
    /// nested pattern whose element is no tuple or of another size.
    func testTupleMistakesAreLocated() {
        XCTAssertEqual(errors("""
            func f() {
                let t = (dx: 1, dy: 2)
                let a = t.dz
                let b = t.2
                let u: (x: CGFloat, y: CGFloat) = (w: 1, h: 2)
                let v: (CGFloat, CGFloat) = (1, 2, 3)
                t.dx = 4
                let (c, d, e) = (1, 2)
                for (i, j) in [1, 2] { }
            }
        """), [
            "t.view:5:19: error: a tuple (dx: Number, dy: Number) has no element 'dz'",
            "t.view:6:19: error: a tuple (dx: Number, dy: Number) has no element '2'",
            "t.view:7:43: error: 'u' is a tuple (x: Number, y: Number), not a tuple (w: Number, h: Number)",
            "t.view:8:37: error: 'v' is a tuple (Number, Number), not a tuple (Number, Number, Number)",
            "t.view:9:9: error: cannot assign to 't': it is a 'let' constant; declare it with 'var'",
            "t.view:10:25: error: a tuple pattern of 3 names takes apart a tuple of 3 elements, not a tuple (Number, Number)",
            "t.view:11:23: error: a tuple pattern takes apart a tuple, not a Number",
        ])
        XCTAssertEqual(errors("""
            let (s, (t, u)) = (1, (2, 3))
            func f(_ a: Int, _ b: Int) {
                switch (a, b) { case ((1, 2), _): break; default: break }
            }
        """), [
            "t.view:3:13: error: nested tuple patterns are outside the supported Swift subset (docs/language.md §13)",
            "t.view:5:31: error: this pattern in a tuple pattern (nested tuples, casts and enum cases with values) is outside the supported Swift subset (docs/language.md §13)",
        ])
        XCTAssertEqual(errors("""
            func f() {
                let (x, (y, z)) = (1, 2)
                let (p, (q, r)) = (1, (2, 3, 4))
                for (i, (v, w)) in [1, 2].enumerated() { print(i, v, w) }
            }
        """), [
            "t.view:4:17: error: a tuple pattern takes apart a tuple, not a Number",
            "t.view:5:17: error: a tuple pattern of 2 names takes apart a tuple of 2 elements, not a tuple (Number, Number, Number)",
            "t.view:6:17: error: a tuple pattern takes apart a tuple, not a Number",
        ])
    }
}

extension SwiftTupleTests {
    /// A tuple of Int literals holds Ints, so a literal division in it is an Int's, whether the
    /// tuple is named or taken apart (`let (q, r) = (7 / 2, 7 % 2)`: q is 3); beside a
    /// fraction each element keeps its own type. The text is Swift's own.
    func testIntLiteralDivisionInATupleIsAnInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let (q, r) = (7 / 2, 7 % 2)
                    let t = (7 / 2, 2.5)
                    let p: (x: Int, y: CGFloat) = (7 / 2, 7 / 2)
                    print("\\(q) \\(r) \\(t.0) \\(t.1) \\(p.x) \\(p.y)")
                }
            }
            """
        let (q, r) = (7 / 2, 7 % 2)
        let t = (7 / 2, 2.5)
        let p: (x: Int, y: Double) = (7 / 2, 7 / 2)
        XCTAssertEqual(printed(text), "\(q) \(r) \(t.0) \(t.1) \(p.x) \(p.y)")
    }
}

extension SwiftTupleTests {
    /// A list of tuples holds tuples of its elements' types, written (`[(1, "a")]`) or declared
    /// (`[(x: Int, y: Int)]`): an element read from it (`pairs[0]`, `first!`, a sorted list's),
    /// a loop's and a closure's tuple, and a dictionary made of its pairs keep their Ints.
    /// The text is Swift's own.
    func testAListOfTuplesKeepsItsElementsInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let pairs = [(1, "a"), (2, "b")]
                    let points: [(x: Int, y: Int)] = [(x: 7, y: 2), (x: 3, y: 9)]
                    var sum = ""
                    for (n, s) in pairs { sum += "\\(s)\\(n / 2)" }
                    for p in points { sum += " \\(p.x / 2)" }
                    let d = Dictionary(uniqueKeysWithValues: points)
                    print("\\(pairs.map { $0.0 * 3 }) \\(pairs[1].0 / 2) \\(pairs.first!.0) \\(points[0].x / 2) \\(points.sorted { $0.y > $1.y }[0].x) \\(points.map { $0.y / 2 }) \\(sum) \\(d[7]! / 2) \\(points[0])")
                }
            }
            """
        let pairs = [(1, "a"), (2, "b")]
        let points: [(x: Int, y: Int)] = [(x: 7, y: 2), (x: 3, y: 9)]
        var sum = ""
        for (n, s) in pairs { sum += "\(s)\(n / 2)" }
        for p in points { sum += " \(p.x / 2)" }
        let d = Dictionary(uniqueKeysWithValues: points.map { ($0.x, $0.y) })
        XCTAssertEqual(printed(text), "\(pairs.map { $0.0 * 3 }) \(pairs[1].0 / 2) \(pairs.first!.0) \(points[0].x / 2) \(points.sorted { $0.y > $1.y }[0].x) \(points.map { $0.y / 2 }) \(sum) \(d[7]! / 2) \(points[0])")
    }
    /// A tuple nested in a tuple keeps its own elements' number types, as deep as tuples nest:
    /// written, declared, held in a list, returned by a function, walked by `zip(…).enumerated()`,
    /// taken apart again in a loop's body, a struct's or a class's property; its Ints divide and
    /// print as Ints.
    func testANestedTuplesElementsKeepTheirInts() {
        let text = inDraw("""
            let t = (1, (2, 3))
            let u = (1.5, (2, (3, 4.5)))
            var v: (Int, (Int, Double)) = (1, (7, 2))
            v.0 += 1
            let w = t.1
            var out = "\\(t.1.0) \\(t.1) \\(t) \\(u.1.1.0 / 2) \\(u.1.1.1) \\(v.1.0 / 2) \\(v.1.1 / 2) \\(w.0 / 2)"
            for (a, bc) in [(1, (2, 3))] { let (b, c) = bc; out += " \\(a) \\(b) \\(c) \\(bc.0 / 2)" }
            for (i, p) in zip([3, 5], [7, 9]).enumerated() { out += " \\(i) \\(p.0 / 2) \\(p)" }
            for m in [(1, (2, 3)), (4, (5, 6.5))] { out += " \\(m.1.0 / 2) \\(m.1.1)" }
            func split(_ n: Int) -> (Int, (Int, Int)) { (n, n.quotientAndRemainder(dividingBy: 4)) }
            let s = split(11)
            let typed: [(String, (Int, Int))] = [("a", (7, 9))]
            out += " \\(s.1.0) \\(s.1.1 / 2) \\(typed[0].1.1 / 2) \\(typed.first!.1.0)"
            print(out)
            """)
        let t = (1, (2, 3))
        let u = (1.5, (2, (3, 4.5)))
        var v: (Int, (Int, Double)) = (1, (7, 2))
        v.0 += 1
        let w = t.1
        var out = "\(t.1.0) \(t.1) \(t) \(u.1.1.0 / 2) \(u.1.1.1) \(v.1.0 / 2) \(v.1.1 / 2) \(w.0 / 2)"
        for (a, bc) in [(1, (2, 3))] { let (b, c) = bc; out += " \(a) \(b) \(c) \(bc.0 / 2)" }
        for (i, p) in zip([3, 5], [7, 9]).enumerated() { out += " \(i) \(p.0 / 2) \(p)" }
        for m in [(1, (2, 3)), (4, (5, 6.5))] { out += " \(m.1.0 / 2) \(m.1.1)" }
        func split(_ n: Int) -> (Int, (Int, Int)) { (n, n.quotientAndRemainder(dividingBy: 4)) }
        let s = split(11)
        let typed: [(String, (Int, Int))] = [("a", (7, 9))]
        out += " \(s.1.0) \(s.1.1 / 2) \(typed[0].1.1 / 2) \(typed.first!.1.0)"
        XCTAssertEqual(printed(text), out)
        // A struct's, a class's and a base class's nested tuple property, bare and through `self`.
        struct S { var p: (Int, (Int, Int)) = (1, (7, 9)) }
        let held = S(), q = (2, (5, 3))
        XCTAssertEqual(printed("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct S { var p: (Int, (Int, Int)) = (1, (7, 9)) }
            class B: UIView { var q = (2, (5, 3)) }
            class A: B {
                var t: (Int, (Int, Int)) = (1, (7, 9))
                override func draw(_ rect: CGRect) {
                    let s = S()
                    print(s.p.1.0 / 2, s.p.1, self.t.1.1 / 2, t.1.0 / 2, q.1.0 / 2, self.q.1)
                }
            }
            """), "\(held.p.1.0 / 2) \(held.p.1) \(held.p.1.1 / 2) \(held.p.1.0 / 2) \(q.1.0 / 2) \(q.1)")
        // A switch's names: an element that is a tuple, and the whole value.
        let pair = (1, (2, 3))
        var cases = ""
        switch pair { case let (a, b): cases = "\(a) \(b.0 / 2) \(b)" }
        switch pair { case let whole: cases += " \(whole.1.1 / 2)" }
        XCTAssertEqual(printedInDraw("""
            let pair = (1, (2, 3))
            var cases = ""
            switch pair { case let (a, b): cases = "\\(a) \\(b.0 / 2) \\(b)" }
            switch pair { case let whole: cases += " \\(whole.1.1 / 2)" }
            print(cases)
            """), cases)
    }

    /// A tuple pattern nested in a `let`, a `var` or a loop's pattern takes each inner tuple
    /// apart in turn, its names keeping their elements' types (`zip(xs, ys).enumerated()`'s
    /// offset an Int, the first list's Ints, a `var`'s element changed after).
    func testNestedTuplePatternsTakeEachTupleApart() {
        let text = inDraw("""
            let xs = [3, 5], ys = [7.5, 9]
            var out = ""
            for (i, (a, b)) in zip(xs, ys).enumerated() { out += "\\(i) \\(a / 2) \\(b) " }
            let (p, (q, r)) = (1, (7, 2.5))
            var (u, (_, w)) = (4, ("x", 9))
            w += 1
            out += "\\(p) \\(q / 2) \\(r) \\(u) \\(w / 2)"
            for (k, (m, (n, o))) in [(1, (2, (3, 4)))] { out += " \\(k + m + n + o) \\(o / 3)" }
            print(out)
            """)
        let xs = [3, 5], ys = [7.5, 9]
        var out = ""
        for (i, (a, b)) in zip(xs, ys).enumerated() { out += "\(i) \(a / 2) \(b) " }
        let (p, (q, r)) = (1, (7, 2.5))
        let (u, (_, w0)) = (4, ("x", 9))
        var w = w0
        w += 1
        out += "\(p) \(q / 2) \(r) \(u) \(w / 2)"
        for (k, (m, (n, o))) in [(1, (2, (3, 4)))] { out += " \(k + m + n + o) \(o / 3)" }
        XCTAssertEqual(printed(text), out)
    }

    /// A switch over a tuple takes the first case whose every element matches, as Swift does:
    /// a value, `_`, a range, an enum's case, a name bound (seen by `where` and the body), `let
    /// (x, y)` binding both; Bool pairs and enum pairs whose cases cover every combination need
    /// no `default`. Each result is the same Swift's, run in the test.
    func testASwitchOverATupleMatchesEachElement() {
        enum Side { case left, right }
        func grade(_ a: Int, _ b: Int) -> Int {
            switch (a, b) {
            case (0, _): return 1
            case (let x, 1) where x > 2: return x * 10
            case (1..<5, let y): return 100 + y
            case let (x, y): return x + y + 1000
            }
        }
        func both(_ p: Bool, _ q: Bool) -> Int {
            switch (p, q) {
            case (true, true): return 3
            case (true, false): return 2
            case (false, _): return 1
            }
        }
        func sides(_ s: Side, _ t: Side) -> Int {
            switch (s, t) {
            case (.left, .left): return 4
            case (_, .right): return 5
            case (.right, _): return 6
            }
        }
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            enum Side { case left, right }
            class A: UIView {
                func grade(_ a: Int, _ b: Int) -> Int {
                    switch (a, b) {
                    case (0, _): return 1
                    case (let x, 1) where x > 2: return x * 10
                    case (1..<5, let y): return 100 + y
                    case let (x, y): return x + y + 1000
                    }
                }
                func both(_ p: Bool, _ q: Bool) -> Int {
                    switch (p, q) {
                    case (true, true): return 3
                    case (true, false): return 2
                    case (false, _): return 1
                    }
                }
                func sides(_ s: Side, _ t: Side) -> Int {
                    switch (s, t) {
                    case (.left, .left): return 4
                    case (_, .right): return 5
                    case (.right, _): return 6
                    }
                }
                override func draw(_ rect: CGRect) {
                    print([grade(0, 7), grade(5, 1), grade(2, 1), grade(3, 9), grade(9, 9)], [both(true, true), both(true, false), both(false, true)],
                          [sides(.left, .left), sides(.left, .right), sides(.right, .left)])
                }
            }
            """
        XCTAssertEqual(printed(text), "\([grade(0, 7), grade(5, 1), grade(2, 1), grade(3, 9), grade(9, 9)]) \([both(true, true), both(true, false), both(false, true)]) "
                       + "\([sides(.left, .left), sides(.left, .right), sides(.right, .left)])")
        XCTAssertEqual(switchHeadlines("Bool", "        switch (a, b) {\n        case (0, true): return 1\n        case (_, false): return 2\n        }"),
                       ["t.view:4:16: error: the switch must be exhaustive: add 'default:'"])
        XCTAssertEqual(switchHeadlines("Bool", "        switch (a, b) {\n        case (0, 1): return 1\n        default: return 2\n        }"),
                       ["t.view:5:18: error: an element of a tuple pattern matching a Bool cannot be a Number"])
        XCTAssertEqual(switchHeadlines("Bool", "        switch a {\n        case (0, _): return 1\n        default: return 2\n        }"),
                       ["t.view:5:14: error: a tuple pattern matches a tuple, not a Number"])
    }
}

extension SwiftTupleTests {
    /// A tuple pattern's `x?` matches an element that has a value and binds it, `_?` matches
    /// one that has a value, `nil` one that has none; the four combinations cover a pair of
    /// optionals without `default:`. Swift 3's migrator wrote the first switch below into
    /// every file that compared optionals with `<`.
    func testATupleOfOptionalsMatchesValuesAndNil() {
        func less<T: Comparable>(_ lhs: T?, _ rhs: T?) -> Bool {
            switch (lhs, rhs) {
            case let (l?, r?): return l < r
            case (nil, _?): return true
            default: return false
            }
        }
        func sum(_ a: Int?, _ b: Int?) -> Int {
            switch (a, b) {
            case let (x?, y?): return x + y
            case (let x?, nil): return x
            case (nil, let y?): return y * 10
            case (nil, nil): return -1
            }
        }
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            fileprivate func < <T : Comparable>(lhs: T?, rhs: T?) -> Bool {
              switch (lhs, rhs) {
              case let (l?, r?):
                return l < r
              case (nil, _?):
                return true
              default:
                return false
              }
            }
            class A: UIView {
                func sum(_ a: Int?, _ b: Int?) -> Int {
                    switch (a, b) {
                    case let (x?, y?): return x + y
                    case (let x?, nil): return x
                    case (nil, let y?): return y * 10
                    case (nil, nil): return -1
                    }
                }
                override func draw(_ rect: CGRect) {
                    let three: CGFloat? = 3, four: CGFloat? = 4, none: CGFloat? = nil
                    print([three < four, four < three, none < three, three < none, none < none], [sum(1, 2), sum(5, nil), sum(nil, 7), sum(nil, nil)])
                }
            }
            """
        let three: CGFloat? = 3, four: CGFloat? = 4, none: CGFloat? = nil
        XCTAssertEqual(printed(text), "\([less(three, four), less(four, three), less(none, three), less(three, none), less(none, none)]) "
                       + "\([sum(1, 2), sum(5, nil), sum(nil, 7), sum(nil, nil)])")
        XCTAssertEqual(switchHeadlines("Int?", "        switch (a, b) {\n        case let (x?, y?): return x + y\n        default: return 0\n        }"),
                       ["t.view:5:19: error: 'x?' matches an optional's value; a Number is not an optional"])
        XCTAssertEqual(switchHeadlines("Int?", "        switch (a, b) {\n        case (_, _?): return 1\n        }"),
                       ["t.view:4:16: error: the switch must be exhaustive: add 'default:'"])
    }

    /// The headlines of a file whose class's `f(_ a: Int, _ b: B) -> Int` is `body`.
    func switchHeadlines(_ b: String, _ body: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f(_ a: Int, _ b: \(b)) -> Int {\n" + body + "\n    }\n}\n").headlines
    }

    /// `var branches: (right: Branch?, left: Branch?)` with no value, in a class whose init
    /// does not set it: Swift gives a tuple of optionals (and of such tuples) nils, so the
    /// init is complete; the elements read back nil until set. A tuple with an element that
    /// is not optional has no such value: the init that leaves it unset stops at its call.
    func testATupleOfOptionalsStartsAsNils() throws {
        func text(_ extra: String) -> String {
            """
            canvas(width: 200, height: 100) { A(frame: Rect(0, 0, 200, 100)) }
            final class Branch {
                var length: CGFloat
                var branches: (right: Branch?, left: Branch?)
                var deep: (Int?, (CGFloat?, Branch?))
                \(extra)
                init(length: CGFloat) { self.length = length }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let root = Branch(length: 8)
                    UIRectFill(CGRect(x: 0, y: 0, width: root.branches.right == nil ? 10 : 1, height: 1))
                    root.branches.left = Branch(length: 4)
                    UIRectFill(CGRect(x: 0, y: 10, width: root.branches.left?.length ?? 0, height: 1))
                    UIRectFill(CGRect(x: 0, y: 20, width: root.deep.0 == nil && root.deep.1.1 == nil ? 6 : 1, height: 1))
                }
            }
            """
        }
        let v = try XCTUnwrap(placedView(text("")))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [10, 4, 6])
        let e = evaluate(text("var pair: (Int?, Int)")).headlines
        // Each call of the init that leaves it unset (the root's and its branch's).
        XCTAssertEqual(e.count, 2, "\(e)")
        XCTAssertTrue(e.allSatisfy { $0.contains("'self.pair' is used before it has a value") }, "\(e)")
    }

    /// The names a switch's tuple pattern binds take their elements' number types, and so does
    /// a tuple property of a class read through an instance or taken apart: Ints divide as
    /// Ints. (swiftc 6.3 prints "x 1, y 2, d 10 3 4 3 4".)
    func testTupleElementsBoundOrReadFromAPropertyKeepTheirInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var out: [String] = []
                for p in [(3, 0), (0, 5), (7, 7)] {
                    switch p {
                    case (let x, 0): out.append("x \\(x / 2)")
                    case (0, let y): out.append("y \\(y / 2)")
                    case let (x, y) where x == y: out.append("d \\(x + y / 2)")
                    default: break
                    }
                }
                let h = Holder()
                let (w, hh) = h.size
                print(out.joined(separator: ", "), h.size.w / 2, h.size.1 / 2, w / 2, hh / 2)
            }
        }
        class Holder { var size = (w: 7, h: 9) }
        """
        XCTAssertEqual(printed(text), "x 1, y 2, d 10 3 4 3 4")
    }

    /// A tuple property's element read through `self` keeps its declared number type, as read
    /// bare: `self.t.0 % 4` and `self.t.0 / 2` of an `(Int, Int)` are Ints.
    func testATuplePropertysElementThroughSelfKeepsItsInt() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            var t = (11, 4)
            var u: (Int, CGFloat) = (9, 9)
            override func draw(_ rect: CGRect) {
                print("\\(t.0 / t.1) \\(self.t.0 % 4) \\(self.t.0 / 2) \\(self.u.0 / 2) \\(self.u.1 / 2)")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(11 / 4) \(11 % 4) \(11 / 2) \(9 / 2) \(CGFloat(9) / 2)")
    }

    /// Another view's tuple property read in part keeps its elements' number types, as its own
    /// class reads them: `w.t.0 / 2` of a `var t = (5, 1)` is an Int's division.
    func testAnotherViewsTuplePropertysElementKeepsItsInt() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class W: UIView {
            var t = (5, 1)
            var u: (Int, CGFloat) = (7, 7)
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let w = W(frame: .zero)
                print("\\(w.t.0 / 2) \\(w.u.0 / 2) \\(w.u.1 / 2)")
            }
        }
        """
        XCTAssertEqual(printed(text), "\(5 / 2) \(7 / 2) \(CGFloat(7) / 2)")
    }

    /// A ternary of tuples is one tuple type whose places join the two branches' types, as
    /// Swift infers it (`on ? (1, 2.5) : (3, 4)` is an `(Int, Double)`), of literals or of
    /// names; a ternary whose branch is `.zero` is the other branch's type, its value that
    /// type's zero (an Int's `0`, equal to 0).
    func testATernaryOfTuplesJoinsEachPlace() {
        let on = true, off = false
        let t = on ? (1, 2.5) : (3, 4)
        let a = (1, 2.5), b = (3, 4.0)
        let u = off ? a : b
        let n = 4, m: Int? = nil
        let z = on ? .zero : n
        XCTAssertEqual(printedInDraw("""
                    let on = true, off = false
                    let t = on ? (1, 2.5) : (3, 4)
                    let a = (1, 2.5)
                    let b = (3, 4.0)
                    let u = off ? a : b
                    let n = 4
                    let m: Int? = nil
                    let z = on ? .zero : n
                    print(t.0, t.1, u.0 + 1, u.1, z, z == 0, (off ? m : .zero) ?? 5)
            """), "\(t.0) \(t.1) \(u.0 + 1) \(u.1) \(z) \(z == 0) \((off ? m : .zero) ?? 5)")
    }

    /// A floating type's own member in a ternary beside an integer literal (`.pi`,
    /// `.infinity`, `.greatestFiniteMagnitude`) makes the literal a Double, as Swift types it;
    /// only a member an Int has too (`.zero`, `.max`, `.min`) takes the other branch's type.
    func testATernaryOfALiteralAndAFloatingMemberIsADouble() {
        let yes = true
        let a = yes ? 2 : .pi
        let c = (yes ? 3 : Double.infinity) / 2
        XCTAssertEqual(printedInDraw("""
                    let yes = true
                    let a = yes ? 2 : .pi
                    let c = (yes ? 3 : Double.infinity) / 2
                    print(a, a / 4, c)
            """), "\(a) \(a / 4) \(c)")
    }

    /// A tuple is written with each number by its own place's type, as Swift's: `(1, 2.5)` of an
    /// `(Int, Double)`, `("a", 2)`, labels kept, in an interpolation and an optional too.
    func testATuplesNumbersAreWrittenByTheirPlacesTypes() {
        let on = true
        let t = (1, 2.5), u = on ? (1, 2.5) : (3, 4), p = ("a", 2), q = (x: 1, y: 2.0, n: "z")
        let o: (Int, Double)? = (4, 5)
        XCTAssertEqual(printedInDraw("""
                    let on = true
                    let t = (1, 2.5)
                    let u = on ? (1, 2.5) : (3, 4)
                    let p = ("a", 2)
                    let q = (x: 1, y: 2.0, n: "z")
                    let o: (Int, Double)? = (4, 5)
                    print(t, u, p, q, "\\(o!) \\(String(describing: o))")
            """), "\(t) \(u) \(p) \(q) \(o!) \(String(describing: o))")
    }
}
