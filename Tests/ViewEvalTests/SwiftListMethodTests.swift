// A list is Swift's Array: a value, changed where it is held by its mutating methods
// (`append`, `insert`, `remove(at:)`, …), read with `indices`, `reversed()`, `firstIndex(of:)`,
// `prefix`/`suffix`/`dropFirst`/`dropLast` and `joined(separator:)`. Each test draws the
// numbers it computes as the widths of one-point-high rects, in order.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftListMethodTests: XCTestCase {
    /// The widths of the rects a class's draw(_:) fills, given its body's statements.
    func widths(_ body: String, members: String = "", file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
        \(members)
            func mark(_ w: CGFloat) { UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1)) }
            override func draw(_ rect: CGRect) {
        \(body)
            }
        }
        """
        guard let v = placedView(text, file: file, line: line) else { return [] }
        return ownFills(v.content).map(\.bounds.width)
    }

    /// `lazy` on a list or a range gives what the eager calls give: the even numbers of 1...10,
    /// their first three 2, 4, 6; [3, 4] doubled and summed, 14.
    func testALazyChainGivesWhatTheEagerOneGives() {
        let got = widths("""
                let evens = (1...10).lazy.filter { $0 % 2 == 0 }.map { CGFloat($0) }
                for x in Array(evens.prefix(3)) { mark(x) }
                mark([3.0, 4.0].lazy.map { $0 * 2 }.reduce(0, +))
        """)
        XCTAssertEqual(got, [2, 4, 6, 2 * 3 + 2 * 4])
        // Ints stay Ints through `lazy`: 5 · 5 / 2 divides as Ints (12), and "4" is written so.
        let ints = widths("""
                let halves = (1...3).lazy.map { $0 * 5 / 2 }.reduce(0, +)
                mark(CGFloat(halves))
                mark(CGFloat("\\([4].lazy.first!)".count))
        """)
        XCTAssertEqual(ints, [Double(1 * 5 / 2 + 2 * 5 / 2 + 3 * 5 / 2), 1])
        // An Array's index(before:) is an Int: of four elements, (4 − 1) / 2 divides as Ints, 1.
        let index = widths("""
                let xs: [CGFloat] = [5, 6, 7, 8]
                let last = xs.index(before: xs.endIndex)
                mark(xs[last / 2])
        """)
        XCTAssertEqual(index, [6])
    }

    /// Swift's results, worked through: [3] + 1, 2 → [3, 1, 2]; insert 7 at 1 → [3, 7, 1, 2];
    /// remove(at: 2) gives 1 → [3, 7, 2]; append(contentsOf: [5, 6]) → [3, 7, 2, 5, 6];
    /// removeFirst() 3, removeLast() 6 → [7, 2, 5]; swapAt(0, 2) → [5, 2, 7]; reverse() →
    /// [7, 2, 5]; sort() → [2, 5, 7]; popLast() 7 → [2, 5]; removeAll() → [] (count 0, and
    /// popLast() of it nil, drawn as 9 by `?? 9`).
    func testMutatingMethodsChangeTheListWhereItIsHeld() {
        let got = widths("""
                var a: [CGFloat] = [3]
                a.append(1); a.append(2)
                a.insert(7, at: 1)
                mark(a.remove(at: 2))
                a.append(contentsOf: [5, 6])
                mark(a.removeFirst()); mark(a.removeLast())
                a.swapAt(0, 2)
                a.reverse()
                for x in a { mark(x) }
                a.sort()
                for x in a { mark(x) }
                mark(a.popLast() ?? 0)
                a.removeAll()
                mark(CGFloat(a.count) + 1)
                mark(a.popLast() ?? 9)
        """)
        XCTAssertEqual(got, [1, 3, 6, 7, 2, 5, 2, 5, 7, 7, 1, 9])
    }

    /// A list is a value: a copy made before an append keeps its elements (2, not 3); a stored
    /// property is changed through its name and through `self.`; a struct's `var` member too.
    func testAListIsAValueAndItsHoldersAreVars() {
        let got = widths("""
                let before = points
                points.append(4)
                self.points.append(5)
                var box = Box()
                box.items.append(8)
                mark(CGFloat(before.count)); mark(CGFloat(points.count)); mark(points[3]); mark(box.items[0])
        """, members: """
            var points: [CGFloat] = [1, 2]
            struct Box { var items: [CGFloat] = [] }
        """)
        XCTAssertEqual(got, [2, 4, 5, 8])
    }

    /// `indices` is 0..<count; `reversed()`, `prefix(2)`, `suffix(1)`, `dropFirst()`,
    /// `dropLast(2)` are new lists; `firstIndex(of: 4)` is 1 in [3, 4, 5, 4], `lastIndex(of: 4)`
    /// 3, `firstIndex(of: 9)` nil; `joined(separator:)` of ["a", "bc"] is "a-bc", 4 characters.
    func testReadingMethodsGiveNewListsAndIndices() {
        let got = widths("""
                let a: [CGFloat] = [3, 4, 5, 4]
                for i in a.indices { mark(CGFloat(i) + 1) }
                for x in a.reversed() { mark(x) }
                mark(a.prefix(2).reduce(0, { $0 + $1 }))
                mark(a.suffix(1)[0]); mark(a.dropFirst()[0]); mark(CGFloat(a.dropLast(2).count))
                mark(CGFloat(a.firstIndex(of: 4)!)); mark(CGFloat(a.lastIndex(of: 4)!)); mark(a.firstIndex(of: 9) == nil ? 1 : 0)
                mark(CGFloat(["a", "bc"].joined(separator: "-").count))
        """)
        XCTAssertEqual(got, [1, 2, 3, 4, 4, 5, 4, 3, 7, 4, 4, 2, 1, 3, 1, 4])
    }

    /// Swift 4's names of the first index, which Swift 5 still takes: `index(of:)` is
    /// `firstIndex(of:)` and `index(where:)` `firstIndex(where:)` — in [3, 4, 5, 4] 4 is at 1,
    /// the first element over 4 at 2, 3 at 0, and 9 nowhere.
    func testSwift4IndexOfAndIndexWhereAreTheFirstIndex() {
        let got = widths("""
                let a: [CGFloat] = [3, 4, 5, 4]
                mark(CGFloat(a.index(of: 4)!)); mark(CGFloat(a.index(where: { $0 > 4 })!)); mark(a.index(of: 9) == nil ? 1 : 0)
                mark(CGFloat(a.index { $0 == 3 }!) + 10)
        """)
        XCTAssertEqual(got, [1, 2, 1, 0 + 10])
    }

    /// An Array's indices are its offsets, as Swift's `index(_:offsetBy:)`, `index(after:)`
    /// and `index(before:)` work them out on one (a star view's `points.index(0, offsetBy: 4)`,
    /// then `points[..<index]`): in [3, 4, 5, 4, 6] index 0 offset by 4 is 4, the first four
    /// elements summing to 16; after 1 is 2, before 3 is 2, and 4 offset by −3 is 1.
    func testAnArraysIndexIsMovedByItsOffset() {
        let got = widths("""
                let a: [CGFloat] = [3, 4, 5, 4, 6]
                let i = a.index(0, offsetBy: 4)
                mark(CGFloat(i)); mark(Array(a[..<i]).reduce(0, +))
                mark(CGFloat(a.index(after: 1))); mark(CGFloat(a.index(before: 3))); mark(CGFloat(a.index(4, offsetBy: -3)))
        """)
        XCTAssertEqual(got, [4, 3 + 4 + 5 + 4, 2, 2, 1])
    }

    /// Swift's checks: a `let` list is not changed, an index past the end traps (a located
    /// error), and an element of another type is refused.
    func testMisuseIsSwiftsError() {
        func run(_ body: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n\(body)\n    }\n}\n").headlines
        }
        XCTAssertEqual(run("        let a: [CGFloat] = [1]\n        a.append(2)"),
                       ["t.view:5:9: error: cannot use mutating member on immutable value: 'a' is a 'let' constant"])
        XCTAssertEqual(run("        var a: [CGFloat] = [1]\n        a.insert(2, at: 3)"),
                       ["t.view:5:25: error: index 3 is out of range; the list has 1 element"])
        XCTAssertEqual(run("        var a: [CGFloat] = []\n        _ = a.removeLast()"),
                       ["t.view:5:13: error: can't remove the last element of an empty list"])
        XCTAssertEqual(run("        var a: [CGFloat] = []\n        a.append(\"x\")").count, 1)
    }
}

extension SwiftListMethodTests {
    /// A range's `contains(_:)`, `lowerBound` and `upperBound`, as Swift's: 3 is in 0..<4 and
    /// 1...3, 4 only in the closed 1...4; `list.indices.contains(i)` asks whether i is an index.
    func testARangeKnowsWhatItContains() {
        let got = widths("""
                let a: [CGFloat] = [5, 6]
                for r in [(0..<4).contains(3), (0..<4).contains(4), (1...4).contains(4), a.indices.contains(2), a.indices.contains(1)] {
                    mark(r ? 2 : 1)
                }
                mark(CGFloat((2..<7).lowerBound)); mark(CGFloat((2..<7).upperBound))
        """)
        XCTAssertEqual(got, [2, 1, 2, 1, 2, 2, 7])
    }

    /// `subviews` lists the views added so far, in order; `removeFromSuperview()` takes one out
    /// (it is not drawn): of three labels added, the middle one removed, two remain, "a" and "c".
    func testSubviewsAndRemovingOne() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                for s in ["a", "b", "c"] { let l = UILabel(); l.text = s; addSubview(l) }
                subviews[1].removeFromSuperview()
                for v: AnyObject in subviews where subviews.count > 5 { v.removeFromSuperview() }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(v.subviews.map { $0.label?.text ?? "?" }, ["a", "c"])
    }
}

extension SwiftListMethodTests {
    /// Closures appended to a list in a loop, with a trailing closure, each keep their pass's
    /// `i` (Swift gives each pass its own binding): called in order they give 0, 1, 2 (drawn +1).
    func testClosuresAppendedInALoopKeepTheirPass() {
        let got = widths("""
                var fs: [() -> CGFloat] = []
                for i in 0..<3 { fs.append { CGFloat(i) } }
                for f in fs { mark(f() + 1) }
        """)
        XCTAssertEqual(got, [1, 2, 3])
    }
}

extension SwiftListMethodTests {
    /// A string's `count` is of characters (Swift 3 wrote `characters.count`): "héllo" is 5;
    /// `isEmpty` of "" is true.
    func testAStringCountsItsCharacters() {
        let got = widths("""
                let s = "héllo"
                mark(CGFloat(s.characters.count)); mark(CGFloat(s.count)); mark("".isEmpty ? 1 : 2)
        """)
        XCTAssertEqual(got, [Double("héllo".count), Double("héllo".count), 1])
    }

    /// `flatMap` joins the lists its closure gives ([[1, 2], [3]] → 1, 2, 3) and drops the nils
    /// of one giving optionals (compactMap's older name: 1, 3); `joined()` of a list of lists
    /// is one list (4, 5, 6); `Array(_:)` of a list, of a range (0..<3: 0, 1, 2) and
    /// `Array(repeating: 8, count: 2)`; `removeAll(where:)` keeps the elements its condition
    /// refuses ([1, 5, 2, 6] without those over 4: 1, 2); `sort(by: >)` orders where the list
    /// is held (9, 7, 3). Each result is typed for the closures that read it after.
    func testFlatMapJoinedArrayRemoveAllWhereAndSortBy() {
        let got = widths("""
                let rows: [[CGFloat]] = [[1, 2], [3]]
                for x in rows.flatMap({ $0 }) { mark(x) }
                for x in [1, 2, 3].flatMap({ (v: CGFloat) -> CGFloat? in v == 2 ? nil : v }) { mark(x) }
                let grid: [[CGFloat]] = [[4], [5, 6]]
                for x in grid.joined().map({ $0 }) { mark(x) }
                let copy = Array(rows[0])
                for x in copy.map({ $0 * 10 }) { mark(x) }
                for i in Array(0..<3) { mark(CGFloat(i)) }
                for x in Array(repeating: CGFloat(8), count: 2) { mark(x) }
                var a: [CGFloat] = [1, 5, 2, 6]
                a.removeAll(where: { $0 > 4 })
                for x in a { mark(x) }
                var b: [CGFloat] = [3, 9, 7]
                b.sort(by: >)
                for x in b { mark(x) }
                b.removeAll { $0 == 9 }
                mark(CGFloat(b.count))
        """)
        XCTAssertEqual(got, [1, 2, 3, 1, 3, 4, 5, 6, 10, 20, 0, 1, 2, 8, 8, 1, 2, 9, 7, 3, 2])
    }

    /// A list's text is Swift's: its elements' descriptions in brackets, a String quoted, an
    /// Int without a fraction — what `print` and an interpolation write.
    func testAListsTextIsSwifts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs: [CGFloat] = [1, 2.5]
                    let ns: [Int] = [3, 4]
                    let names = ["a", "b"]
                    let nested: [[CGFloat]] = [[1], []]
                    print("\\(xs) \\(ns) \\(names) \\(nested) \\([CGFloat]())")
                }
            }
            """
        let note = printed(text)
        XCTAssertEqual(note,
                       "[1.0, 2.5] [3, 4] [\"a\", \"b\"] [[1.0], []] []")
    }

    /// The lists these make hold Ints where Swift's do, so an Int division truncates:
    /// `Array(0..<4)`'s elements halved are 0, 0, 1, 1; `Array(repeating: 7, count: 1)[0] / 2`
    /// is 3; a `[Int]` filtered and sorted prints without fractions; a list of optionals
    /// prints each `Optional(…)` or `nil`, as Swift's Array description does.
    func testTheListsKeepTheirIntsAndOptionals() {
        let got = widths("""
                for v in Array(0..<4) { mark(CGFloat(v / 2) + 1) }
                mark(CGFloat(Array(repeating: 7, count: 1)[0] / 2))
        """)
        XCTAssertEqual(got, [1, 1, 2, 2, 3])
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let counts: [Int] = [4, 1, 3]
                    let maybe: [CGFloat?] = [1, nil]
                    let names: [String?] = ["x", nil]
                    print("\\(counts.filter { $0 > 1 }.sorted()) \\(maybe) \\(names)")
                }
            }
            """
        XCTAssertEqual(evaluate(text).diagnostics.first?.message, "[3, 4] [Optional(1.0), nil] [Optional(\"x\"), nil]")
    }

    /// `Set(1...4)` and `Set(0..<n)` hold a range's whole numbers, Ints as Swift's are: each
    /// halved is 0, 1, 1, 2 (1...4), the count is the range's; a Set of a list drops repeats.
    func testASetOfARangeHoldsItsInts() {
        let got = widths("""
                for v in Set(1...4).sorted() { mark(CGFloat(v / 2) + 1) }
                mark(CGFloat(Set(0..<6).count))
                mark(CGFloat(Set([2, 2, 5]).count))
        """)
        XCTAssertEqual(got, [1 + 1 / 2, 1 + 2 / 2, 1 + 3 / 2, 1 + 4 / 2, 6, 2].map { Double($0) })
    }

    /// A list's text is bounded as any string is: 600,000 quoted elements (about 3 MB of text)
    /// stop at the string limit with an error at the value, not after the whole text is made.
    /// A closure given to `sort` or `removeAll` in parentheses needs its label, as in Swift;
    /// `Array(3..<1)` is Swift's trap.
    func testAListsTextIsBoundedAndMisuseIsSwiftsError() {
        let big = evaluate(inCanvas("    A(frame: Rect(0, 0, 10, 10))") + """
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let a = Array(repeating: "x", count: 600000)
                    let s = "\\(a)"
                    print(s.count)
                }
            }

            """)
        XCTAssertEqual(big.diagnostics.first?.message, "this string would be longer than \(1 << 20) bytes")
        XCTAssertEqual(big.diagnostics.first?.headline.hasPrefix("t.view:7:"), true, "at the interpolated value")
        let errors = { (body: String) in
            evaluate(inCanvas("    A(frame: Rect(0, 0, 10, 10))") + "class A: UIView {\n    override func draw(_ rect: CGRect) {\n" + body + "\n    }\n}\n")
                .diagnostics.map(\.message)
        }
        XCTAssertEqual(errors("        var a: [CGFloat] = [1, 2]\n        a.sort(>)").first, "missing argument label 'by:' in call to 'sort'")
        XCTAssertEqual(errors("        var a: [CGFloat] = [1, 2]\n        a.removeAll({ $0 > 1 })").first, "missing argument label 'where:' in call to 'removeAll'")
        XCTAssertEqual(errors("        let a = Array(3..<1)\n        print(a.count)").first, "3..<1 has its lower bound above its upper bound (Swift would stop here)")
    }
}

extension SwiftListMethodTests {
    /// `zip(xs, ys)` pairs two lists' elements, as many as the shorter has: its pairs are
    /// walked by a loop (also of a list made on the spot, `zip(xs, xs.dropFirst())`: the
    /// segments between neighbours), mapped with `$0`/`$1` naming each pair's two, and an
    /// `enumerated()` list's offset prints as the Int it is. `.greatestFiniteMagnitude` and
    /// `.infinity` stand where a CGFloat is wanted.
    func testZipPairsTwoListsAndEnumeratedOffsetsAreInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs: [CGFloat] = [1, 4, 9]
                    let names = ["a", "b", "c", "d"]
                    var joined = ""
                    for (x, n) in zip(xs, names) { joined += "\\(n)\\(x)" }
                    var gaps: [CGFloat] = []
                    for (a, b) in zip(xs, xs.dropFirst()) { gaps.append(b - a) }
                    let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
                    var offsets = ""
                    for (i, x) in xs.map({ $0 * 2 }).enumerated() { offsets += "\\(i):\\(x) " }
                    let unbounded = CGSize(width: 10, height: .greatestFiniteMagnitude).height > 1e300 && CGFloat.infinity > 1e300
                    print("\\(joined) \\(gaps) \\(steps) \\(offsets)\\(unbounded)")
                }
            }
            """
        let note = printed(text)
        let xs: [Double] = [1, 4, 9]
        let gaps = zip(xs, xs.dropFirst()).map { $1 - $0 }
        let offsets = xs.map { $0 * 2 }.enumerated().map { "\($0.offset):\($0.element) " }.joined()
        XCTAssertEqual(note,
                       "a1.0b4.0c9.0 \(gaps) \(gaps) \(offsets)true")
    }
}

extension SwiftListMethodTests {
    /// `reduce(into:)` changes its result in place, as Swift's does: summed with `$0 += $1`,
    /// a list built by `append`, a count kept with an early `return` skipping elements (which
    /// leaves the result as it is), a String joined; the numbers are Swift's own reductions.
    func testReduceIntoChangesTheResultInPlace() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs: [CGFloat] = [3, 9, 4, 7]
                    let total = xs.reduce(into: 0) { $0 += $1 }
                    let doubled = xs.reduce(into: [CGFloat]()) { acc, x in acc.append(x * 2) }
                    let bigSum = xs.reduce(into: CGFloat(0), { sum, x in
                        guard x > 5 else { return }
                        sum += x
                    })
                    let joined = ["a", "bb", "c"].reduce(into: "") { s, n in s += n.uppercased() }
                    print("\\(total) \\(doubled) \\(bigSum) \\(joined)")
                }
            }
            """
        let note = printed(text)
        let xs: [Double] = [3, 9, 4, 7]
        let total = xs.reduce(into: 0) { $0 += $1 }
        let doubled = xs.reduce(into: [Double]()) { $0.append($1 * 2) }
        let bigSum = xs.reduce(into: 0.0) { sum, x in if x > 5 { sum += x } }
        XCTAssertEqual(note, "\(total) \(doubled) \(bigSum) ABBC")
    }
}

extension SwiftListMethodTests {
    /// Ints stay Ints through `reduce` (its first value's type; an Int literal the elements')
    /// and through a dictionary's (key, value) pairs in a loop, so a label's text is Swift's
    /// (`6`, `a=2`, not `6.0`).
    func testReduceAndDictionaryLoopsKeepTheirInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
                    var pairs = ""
                    for (k, n) in counts { pairs += "\\(k)=\\(n) " }
                    let total = [1, 2, 3].reduce(0, +)
                    let sum = [1, 2, 3].reduce(into: 0) { $0 += $1 }
                    let half = [1.5, 2].reduce(0, +)
                    print("\\(pairs)\\(counts) \\(total) \\(sum) \\(half)")
                }
            }
            """
        let total = [1, 2, 3].reduce(0, +), half = [1.5, 2].reduce(0, +)
        XCTAssertEqual(printed(text), "a=2 b=1 [\"a\": 2, \"b\": 1] \(total) \(total) \(half)")
    }
}

extension SwiftListMethodTests {
    /// A closure a list method runs takes the elements' number type, so `map` gives a list of
    /// what its closure returns (`[1, 2, 3].map { $0 * 2 }` is `[2, 4, 6]`, Ints), a struct's
    /// Int field mapped or summed stays an Int, and `first`/`last` are elements; the text is
    /// Swift's own for the same expressions.
    func testClosuresOfListMethodsKeepTheElementsInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct Score { var points: Int }
            class A: UIView {
                let scores = [Score(points: 3), Score(points: 7)]
                override func draw(_ rect: CGRect) {
                    let xs = [1, 2, 3]
                    let cgs: [CGFloat] = [1, 2]
                    print("\\(xs.map { $0 * 2 }) \\(scores.map { $0.points }.max() ?? 0) \\(scores.reduce(0) { $0 + $1.points }) \\(xs.last!) \\(xs.first ?? 0) \\(cgs.map { $0 / 2 }) \\(cgs.reduce(0) { $0 + $1 })")
                }
            }
            """
        struct Score { var points: Int }
        let scores = [Score(points: 3), Score(points: 7)], xs = [1, 2, 3], cgs: [Double] = [1, 2]
        XCTAssertEqual(printed(text), "\(xs.map { $0 * 2 }) \(scores.map { $0.points }.max() ?? 0) \(scores.reduce(0) { $0 + $1.points }) \(xs.last!) \(xs.first ?? 0) \(cgs.map { $0 / 2 }) \(cgs.reduce(0) { $0 + $1 })")
    }
}

extension SwiftListMethodTests {
    /// A key path given as a function (`map(\.points)`, Swift 5.2) is the closure that reads
    /// the property path; one with a subscript is outside, said at it.
    func testAKeyPathIsAFunctionOfItsRoot() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            struct Score { var points: Int; var name: String }
            class A: UIView {
                let scores = [Score(points: 3, name: "ab"), Score(points: 7, name: "c")]
                override func draw(_ rect: CGRect) {
                    print("\\(scores.map(\\.points)) \\(scores.map(\\.name.count)) \\(scores.map(\\Score.name)) \\(scores.filter { $0.points > 4 }.map(\\.name))")
                }
            }
            """
        struct Score { var points: Int; var name: String }
        let scores = [Score(points: 3, name: "ab"), Score(points: 7, name: "c")]
        XCTAssertEqual(printed(text), "\(scores.map(\.points)) \(scores.map(\.name.count)) \(scores.map(\Score.name)) \(scores.filter { $0.points > 4 }.map(\.name))")
        let sub = "canvas(width: 10, height: 10) { }\nfunc f() -> [Int] { [[1]].map(\\.[0]) }\n"
        XCTAssertEqual(evaluate(sub).headlines.first?.hasSuffix("error: key paths other than of properties are outside the supported Swift subset (docs/language.md §13)"), true, "\(evaluate(sub).headlines)")
    }
}

extension SwiftListMethodTests {
    /// A list subscripted with a range is its elements there (`xs[1..<3]`, `xs[1...2]`), one-sided
    /// ranges too (`xs[2...]`, `xs[..<1]`, `xs[...1]`), walked by `for` and counted; a range past
    /// the list's end stops there, as Swift traps.
    func testAListSubscriptedWithARangeIsItsElementsThere() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs = [1, 2, 3, 4]
                    var sum = 0
                    for x in xs[1...] { sum += x }
                    print(xs[1..<3], xs[1...2], xs[2...], xs[..<1], xs[...1], Array(xs[1...]).count, sum)
                }
            }
            """
        let xs = [1, 2, 3, 4]
        let sum = xs[1...].reduce(0, +)
        XCTAssertEqual(printed(text), "\(Array(xs[1..<3])) \(Array(xs[1...2])) \(Array(xs[2...])) \(Array(xs[..<1])) \(Array(xs[...1])) \(Array(xs[1...]).count) \(sum)")
        let past = text.replacingOccurrences(of: "var sum = 0", with: "var sum = 0; _ = xs[2...5]")
        XCTAssertEqual(evaluate(past).headlines.first, "t.view:5:29: error: the range 2...5 is out of the list's bounds (0...4, whole numbers)")
    }

    /// One-sided ranges are ranges from the least number or to the greatest: a `switch` case
    /// (`case ..<0.3:`, `case 0.7...:`) matches as Swift's pattern does, and `contains` answers.
    func testOneSidedRangesMatchInSwitchCasesAndContain() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func band(_ v: CGFloat) -> String {
                    switch v {
                    case ..<0.3: return "low"
                    case 0.3..<0.7: return "mid"
                    case 0.7...: return "high"
                    default: return "?"
                    }
                }
                override func draw(_ rect: CGRect) {
                    print(band(0.1), band(0.3), band(0.7), band(2), (..<5).contains(5), (...5).contains(5), (5...).contains(1e9))
                }
            }
            """
        func band(_ v: CGFloat) -> String {
            switch v {
            case ..<0.3: return "low"
            case 0.3..<0.7: return "mid"
            case 0.7...: return "high"
            default: return "?"
            }
        }
        XCTAssertEqual(printed(text), "\(band(0.1)) \(band(0.3)) \(band(0.7)) \(band(2)) \((..<5).contains(5)) \((...5).contains(5)) \((5...).contains(1e9))")
    }
}

extension SwiftListMethodTests {
    /// A view is one instance however it is reached: a stored property and `subviews[0]` are
    /// the same view (`===`, `==`), so `subviews.contains(v)` and `firstIndex(of:)` find it, and
    /// a view not added is not there.
    func testAViewIsTheSameInstanceThroughEveryReference() {
        let text = """
            canvas(width: 100, height: 100) { Field(frame: Rect(0, 0, 100, 100)) }
            class Field: UIView {
                let a = UIView()
                let b = UILabel()
                override func draw(_ rect: CGRect) {
                    addSubview(a)
                    print(subviews.contains(a), subviews.contains(b), subviews.firstIndex(of: a)!, a === subviews[0], subviews[0] == a, b === subviews[0])
                }
            }
            """
        XCTAssertEqual(printed(text), "true false 0 true true false")
    }

    /// A closure a list method runs over pairs — `enumerated()`'s (offset, element), `zip`'s,
    /// a dictionary's (key, value) — takes each element's number type, whether it reads the
    /// pair (`$0.offset`) or names its parts (`{ (i, x) in … }`, `{ $0 + $1 }`); lists of
    /// optionals and of lists declared of Ints hold Ints. The text is Swift's own.
    func testClosuresOverPairsAndWrappedListsKeepTheirInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let list = [10, 20, 30]
                    let counts: [String: Int] = ["a": 3]
                    let opts: [Int?] = [1, nil, 3]
                    let rows: [[Int]] = [[1, 2], [3]]
                    let cgs: [CGFloat] = [1, 2]
                    print("\\(list.enumerated().map { $0.offset * 2 }) \\(list.enumerated().map { (i, x) in x / 4 + i }) \\(zip(list, list).map { $0 + $1 }) \\(zip(list, cgs).map { a, b in b / 4 }) \\(counts.map { $0.value / 2 }) \\(opts) \\(opts.compactMap { $0 }) \\(rows[0][1] / 2) \\(rows.flatMap { $0 })")
                }
            }
            """
        let list = [10, 20, 30], counts: [String: Int] = ["a": 3], opts: [Int?] = [1, nil, 3], rows: [[Int]] = [[1, 2], [3]]
        let cgs: [Double] = [1, 2]
        XCTAssertEqual(printed(text), "\(list.enumerated().map { $0.offset * 2 }) \(list.enumerated().map { (i, x) in x / 4 + i }) \(zip(list, list).map { $0 + $1 }) \(zip(list, cgs).map { a, b in b / 4 }) \(counts.map { $0.value / 2 }) \(opts) \(opts.compactMap { $0 }) \(rows[0][1] / 2) \(rows.flatMap { $0 })")
    }
}

extension SwiftListMethodTests {
    /// `enumerated()`'s and `zip`'s pairs stay Int pairs through the methods that keep a
    /// list's elements (`filter`, `first(where:)`, `max(by:)`) and into `reduce`'s closure.
    /// The text is Swift's own.
    func testPairsKeepTheirIntsThroughListMethods() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs = [1, 2, 3, 4], ys = [5, 6, 7, 8]
                    let best = xs.enumerated().first { $0.element > 2 }
                    print("\\(xs.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element * 10 + $0.offset }) \\(xs.enumerated().max { $0.element < $1.element }!.offset) \\(best!.offset / 2) \\(zip(xs, ys).reduce(0) { $0 + $1.0 * $1.1 / 3 })")
                }
            }
            """
        let xs = [1, 2, 3, 4], ys = [5, 6, 7, 8]
        let best = xs.enumerated().first { $0.element > 2 }
        XCTAssertEqual(printed(text), "\(xs.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element * 10 + $0.offset }) \(xs.enumerated().max { $0.element < $1.element }!.offset) \(best!.offset / 2) \(zip(xs, ys).reduce(0) { $0 + $1.0 * $1.1 / 3 })")
    }
}

extension SwiftListMethodTests {
    /// A Set as Swift's: distinct elements (a literal given a `Set` type, `Set(xs)`,
    /// `Set<Int>()`), `insert` of one already there adding nothing, `remove` giving the element
    /// or nil, `contains`, `count`, `isEmpty`, `union`, `intersection`, `subtracting`,
    /// `symmetricDifference`, `formUnion`, `isSubset(of:)`, `isSuperset(of:)`,
    /// `isDisjoint(with:)` and `for … in` over its elements; Swift leaves a Set's order open,
    /// so what depends on it is compared sorted. The same Swift runs in the test.
    func testASetHoldsDistinctElements() {
        func run() -> String {
            var s = Set<Int>()
            s.insert(3); s.insert(4); s.insert(3)
            let t: Set<Int> = [1, 2, 3, 3]
            let u = Set([5, 5, 4])
            var sum = 0
            for x in t { sum += x }
            let removed = s.remove(4), missing = s.remove(9)
            var w = t
            w.formUnion(u)
            return "\(s.count) \(t.count) \(u.count) \(sum) \(s.contains(3)) \(s.isEmpty) \(removed ?? -1) \(missing == nil) "
                + "\(t.union(u).sorted()) \(t.intersection([2, 3, 7]).sorted()) \(t.subtracting([1]).sorted()) "
                + "\(t.symmetricDifference([3, 9]).sorted()) \(w.sorted()) \(Set([1, 2]).isSubset(of: t)) \(t.isSuperset(of: [1, 9])) \(t.isDisjoint(with: u))"
        }
        let text = #"""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            func run() -> String {
                var s = Set<Int>()
                s.insert(3); s.insert(4); s.insert(3)
                let t: Set<Int> = [1, 2, 3, 3]
                let u = Set([5, 5, 4])
                var sum = 0
                for x in t { sum += x }
                let removed = s.remove(4), missing = s.remove(9)
                var w = t
                w.formUnion(u)
                return "\(s.count) \(t.count) \(u.count) \(sum) \(s.contains(3)) \(s.isEmpty) \(removed ?? -1) \(missing == nil) "
                    + "\(t.union(u).sorted()) \(t.intersection([2, 3, 7]).sorted()) \(t.subtracting([1]).sorted()) "
                    + "\(t.symmetricDifference([3, 9]).sorted()) \(w.sorted()) \(Set([1, 2]).isSubset(of: t)) \(t.isSuperset(of: [1, 9])) \(t.isDisjoint(with: u))"
            }
            override func draw(_ rect: CGRect) { print(run()) }
        }
        """#
        XCTAssertEqual(printed(text), run())
    }

    /// `let a: Set = [1, 2, 2]`, the element type left to the literal as Swift infers it: a
    /// Set of Ints, its elements distinct. The same Swift runs in the test.
    func testABareSetTypeTakesItsLiteralsElements() {
        func run() -> String {
            let a: Set = [1, 2, 2, 3], b: Set = [2.5, 2.5]
            return "\(a.count) \(a.intersection([2, 3, 9]).sorted()) \(b.count) \(a.contains(2))"
        }
        let text = #"""
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            func run() -> String {
                let a: Set = [1, 2, 2, 3], b: Set = [2.5, 2.5]
                return "\(a.count) \(a.intersection([2, 3, 9]).sorted()) \(b.count) \(a.contains(2))"
            }
            override func draw(_ rect: CGRect) { print(run()) }
        }
        """#
        XCTAssertEqual(printed(text), run())
    }
}

extension SwiftListMethodTests {
    /// `randomElement()` (an optional: nil for an empty list) and `shuffled()` of a list, a
    /// range and a String's characters, from the compile's seeded generator: each element comes
    /// from the list, a shuffle is a permutation keeping the elements' number type, 300 draws
    /// of 1...6 give every face, and the same source prints the same every time.
    func testRandomElementAndShuffled() throws {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var faces = Set<Int>()
                for _ in 0..<300 { faces.insert((1...6).randomElement()!) }
                let colors: [UIColor] = [.red, .green, .blue]
                let c = colors.randomElement()!
                print([Int]().randomElement() == nil, faces.sorted(), [10, 20, 30].contains([10, 20, 30].randomElement()!),
                      Array(1...5).shuffled(), "abc".contains("xyzabc".suffix(3).randomElement()!), colors.contains(c))
            }
        }
        """
        let out = try XCTUnwrap(printed(text))
        XCTAssertEqual(printed(text), out)
        let parts = out.components(separatedBy: " [")
        XCTAssertTrue(out.hasPrefix("true [1, 2, 3, 4, 5, 6] true ["), out)
        XCTAssertTrue(out.hasSuffix("] true true"), out)
        let shuffled = parts[2].components(separatedBy: "]")[0].components(separatedBy: ", ").compactMap { Int($0) }
        XCTAssertEqual(shuffled.sorted(), [1, 2, 3, 4, 5], out)
    }
}

extension SwiftListMethodTests {
    /// `x as AnyObject` and `x as Any` box a value for a list of any objects, as gradient code
    /// collects its CGColors; `as!` takes it back out: the colours filled are the ones boxed,
    /// in the list's order (blue, then green, then red).
    func testValuesBoxedAsAnyObjectKeepTheirValues() throws {
        let text = """
        canvas(width: 40, height: 20) { G(frame: Rect(0, 0, 40, 20)) }
        class G: UIView {
            override func draw(_ rect: CGRect) {
                var boxed = [AnyObject]()
                for c in [UIColor.red, UIColor.blue] { boxed.append(c.cgColor as AnyObject) }
                let any: [Any] = [UIColor.green.cgColor as Any]
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.setFillColor(boxed[1] as! CGColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                ctx.setFillColor(any[0] as! CGColor)
                ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
                if let c = boxed.first { ctx.setFillColor(c as! CGColor); ctx.fill(CGRect(x: 20, y: 0, width: 3, height: 10)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.color), [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0)])
        XCTAssertEqual(fills.map(\.bounds.width), [10, 10, 3])
    }
}

extension SwiftListMethodTests {
    /// A value boxed `as Any` keeps what it holds for what reads it: an optional written into a
    /// string is Swift's `Optional(3.0)` (14 characters with the "a"), `is UIColor` and
    /// `as? UIColor` of a boxed colour find it; a boxed number is of the kind it was made as,
    /// and one from an `[AnyObject]` that is a fraction is no Int.
    func testABoxedValueIsReadAsWhatItHolds() {
        let got = widths("""
                let opt: CGFloat? = 3
                let s = "a\\(opt as Any)"
                mark(CGFloat(s.count))
                let x = UIColor.red as Any
                if x is UIColor { mark(4) }
                if let c = x as? UIColor, c == .red { mark(5) }
                let n = 3
                if !((n as Any) is Double) && (n as Any) is Int && !((2.5 as Any) is Int) && ((n as Any) as? Double) == nil { mark(6) }
                let objects: [AnyObject] = [4.5 as AnyObject]
                if objects[0] as? Int == nil && !(objects[0] is Int) && objects[0] as? Double == 4.5 { mark(7) }
        """)
        XCTAssertEqual(got, [CGFloat("aOptional(3.0)".count), 4, 5, 6, 7])
    }
}

extension SwiftListMethodTests {
    /// A list literal of an enum's cases, one written with its enum and the rest as `.b`
    /// (`[Shape.circle, .square]`, `[.red, Mode.green]`), is a list of that enum: its `randomElement()!` is one
    /// of them (a case, compared with `==`), and so is its `first`; a name that is no case of
    /// the enum is an error at it.
    func testAListOfOneQualifiedCaseAndImplicitOnesIsOfThatEnum() {
        let got = widths("""
                let s = Kind.pick()
                if s == .a || s == .b { mark(3) }
                if [Kind.a, .b].first == .a { mark(4) }
                if [Mode.green, .red][1] == .red { mark(5) }
                if [.red, Mode.green][0] == .red && [.a, Kind.b, .a].count == 3 { mark(6) }
        """, members: """
            enum Mode { case red, green, blue }
            enum Kind { case a, b
                static func pick() -> Kind { return [Kind.a, .b].randomElement()! }
            }
        """)
        XCTAssertEqual(got, [3, 4, 5, 6])
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        enum Kind { case a, b }
        class A: UIView { override func draw(_ rect: CGRect) { let k = [Kind.a, .c]; _ = k } }
        """
        XCTAssertEqual(evaluate(text).headlines, ["t.view:3:73: error: 'Kind' has no case '.c'; did you mean 'a'?"])
    }

    /// `last(where:)` and `lastIndex(where:)`: the last element the closure takes and its
    /// index, nil when it takes none; of a String, its last such Character.
    func testLastWhereAndLastIndexWhereFindTheLastMatch() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let xs = [1, 4, 6, 7, 8]
                    let odd = xs.last(where: { $0 % 2 == 1 }) ?? 0
                    let small = xs.last { $0 < 5 }
                    let none = xs.last(where: { $0 > 100 })
                    let at = xs.lastIndex(where: { $0 % 2 == 0 }) ?? -1
                    let w: [CGFloat] = [0.5, 2, 1.5]
                    print("\\(odd) \\(small!) \\(none == nil) \\(at) \\(w.last { $0 > 1 }!) \\("a1b2".last(where: { $0 != "2" })!)")
                }
            }
            """
        XCTAssertEqual(printed(text), "\(7) \(4) true \(4) \(CGFloat(1.5)) b")
    }
}

extension SwiftListMethodTests {
    /// A Set's `insert(_:)` gives Swift's pair: whether the element was new, and the member the
    /// set holds after it (an Int staying an Int); the set grows only by a new one.
    func testASetsInsertGivesWhetherItWasNew() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    var s: Set<Int> = [1]
                    let r = s.insert(2)
                    let again = s.insert(1)
                    s.insert(3)
                    print("\\(r.inserted) \\(again.inserted) \\(again.memberAfterInsert / 2) \\(s.count)")
                }
            }
            """
        XCTAssertEqual(printed(text), "true false \(1 / 2) \(3)")
    }
}
