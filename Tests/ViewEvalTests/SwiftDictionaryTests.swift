// Swift's dictionaries in pasted code: `[K: V]` and `Dictionary<K, V>` as properties, locals,
// parameters, results and struct fields; literals (`[:]` typed by its context); `d[k]` as an
// optional, `d[k] = v`, `d[k] = nil`, `d[k, default: 0] += 1`, `d[k]! += 1`; the members and
// methods drawing code uses; value semantics and `==`; the text Swift writes for one; and
// viewc's order (insertion order, a key removed and inserted again at the end). Each
// drawing's numbers are computed here with Swift's own dictionaries (their order taken from
// sorted keys or from the insertion order the test writes out).

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftDictionaryTests: XCTestCase, SwiftMemberDrawing {
    /// A bar chart whose bar heights are a dictionary's values, in its keys' sorted order: a
    /// stored `let` with a literal, `keys.sorted()`, `d[k]!`, `count`.
    func testBarHeightsComeFromADictionarysValues() {
        let fills = classFills("""
            let heights: [String: CGFloat] = ["mon": 30, "tue": 55, "wed": 20, "thu": 70]
            override func draw(_ rect: CGRect) {
                let width = bounds.width / CGFloat(heights.count)
                let days = heights.keys.sorted()
                for (i, day) in days.enumerated() {
                    let h = heights[day]!
                    UIRectFill(CGRect(x: CGFloat(i) * width, y: bounds.height - h, width: width - 2, height: h))
                }
            }
        """)
        let heights: [String: Double] = ["mon": 30, "tue": 55, "wed": 20, "thu": 70]
        let width = 200.0 / Double(heights.count)
        XCTAssertEqual(fills.count, heights.count)
        for (i, day) in heights.keys.sorted().enumerated() where i < fills.count {
            assertRect(fills[i].bounds, Double(i) * width, 100 - heights[day]!, width - 2, heights[day]!)
        }
    }

    /// `for (k, v) in d` visits the entries in the order their keys were first inserted; a key
    /// removed (`d[k] = nil`, `removeValue(forKey:)`) and inserted again goes to the end; a
    /// value replaced keeps its place.
    func testIterationFollowsInsertionOrder() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                var d: [String: CGFloat] = [:]
                d["z"] = 10
                d["a"] = 20
                d["m"] = 30
                d["q"] = 40
                d["z"] = nil
                d["z"] = 50
                d["a"] = 60
                let old = d.removeValue(forKey: "m")
                d["m"] = old! + 1
                for (k, v) in d { UIRectFill(CGRect(x: v, y: k == "z" ? 1 : 2, width: 1, height: 1)) }
                for pair in d { UIRectFill(CGRect(x: pair.value, y: 5, width: 1, height: 1)) }
            }
        """)
        // Insertion order: z a m q → z removed, reinserted last → a q z → m removed, reinserted last → a q z m.
        let order: [(String, Double)] = [("a", 60), ("q", 40), ("z", 50), ("m", 31)]
        XCTAssertEqual(fills.count, 2 * order.count)
        for (i, (k, v)) in order.enumerated() where i < fills.count {
            assertRect(fills[i].bounds, v, k == "z" ? 1 : 2, 1, 1)
            assertRect(fills[order.count + i].bounds, v, 5, 1, 1)
        }
    }

    /// `d[k]` is optional: `??`, `if let`, `guard let`, `!`; `d[k, default: 0] += 1` counts;
    /// `d[k]! += 1` changes a value there.
    func testSubscriptsReadOptionalsAndCount() {
        let fills = classFills("""
            func widthOf(_ name: String, in d: [String: CGFloat]) -> CGFloat {
                guard let w = d[name] else { return 1 }
                return w
            }
            override func draw(_ rect: CGRect) {
                let sizes: [String: CGFloat] = ["s": 4, "m": 8]
                UIRectFill(CGRect(x: sizes["l"] ?? 12, y: sizes["s"] ?? 0, width: widthOf("m", in: sizes), height: widthOf("xl", in: sizes)))
                if let m = sizes["m"] { UIRectFill(CGRect(x: m, y: m, width: 1, height: 1)) }
                if let none = sizes["none"] { UIRectFill(CGRect(x: none, y: 0, width: 1, height: 1)) }
                var counts: [String: Int] = [:]
                for word in ["b", "a", "b", "c", "b", "a"] { counts[word, default: 0] += 1 }
                counts["c"]! += 10
                for (word, n) in counts { UIRectFill(CGRect(x: CGFloat(n), y: word == "a" ? 10 : word == "b" ? 20 : 30, width: 1, height: 1)) }
            }
        """)
        let sizes: [String: Double] = ["s": 4, "m": 8]
        var counts: [String: Int] = [:]
        var order: [String] = []
        for word in ["b", "a", "b", "c", "b", "a"] {
            if counts[word] == nil { order.append(word) }
            counts[word, default: 0] += 1
        }
        counts["c"]! += 10
        XCTAssertEqual(fills.count, 2 + counts.count)
        guard fills.count == 2 + counts.count else { return }
        assertRect(fills[0].bounds, sizes["l"] ?? 12, sizes["s"] ?? 0, sizes["m"]!, 1)
        assertRect(fills[1].bounds, 8, 8, 1, 1)
        for (i, w) in order.enumerated() {
            assertRect(fills[2 + i].bounds, Double(counts[w]!), w == "a" ? 10 : w == "b" ? 20 : 30, 1, 1)
        }
    }

    /// `count`, `isEmpty`, `Array(d.keys)`, `values`, `updateValue` (the old value),
    /// `removeAll()`, `merge(_:uniquingKeysWith:)`, `filter` (a dictionary), `map`,
    /// `mapValues`, `sorted(by:)` (`.key`, `.0`), `contains(where:)`, `first(where:)`,
    /// `min(by:)`/`max(by:)`, `reduce`, `forEach`.
    func testMembersAndMethods() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                var d: Dictionary<String, CGFloat> = ["b": 2, "a": 5, "c": 3]
                let e: [String: CGFloat] = [:]
                UIRectFill(CGRect(x: CGFloat(d.count), y: e.isEmpty ? 1 : 0, width: d.isEmpty ? 9 : 1, height: CGFloat(Array(d.keys).count)))
                let old = d.updateValue(7, forKey: "b")
                let fresh = d.updateValue(1, forKey: "d")
                UIRectFill(CGRect(x: old!, y: fresh ?? 42, width: d.values.reduce(0, +), height: 1))
                let big = d.filter { $0.value > 2 }
                UIRectFill(CGRect(x: CGFloat(big.count), y: big["a"]!, width: 1, height: 1))
                let doubled = d.mapValues { $0 * 2 }
                UIRectFill(CGRect(x: doubled["a"]!, y: doubled["d"]!, width: 1, height: 1))
                let byKey = d.sorted(by: { $0.key > $1.key })
                for (i, pair) in byKey.enumerated() {
                    UIRectFill(CGRect(x: pair.1, y: CGFloat(i), width: 2, height: 2))
                }
                let sums = d.map { $0.value + 100 }
                UIRectFill(CGRect(x: sums[0], y: sums[3], width: 1, height: 1))
                let has = d.contains(where: { $0.value == 7 })
                let firstBig = d.first(where: { $0.value > 4 })!
                let least = d.min(by: { $0.value < $1.value })!
                let most = d.max(by: { $0.value < $1.value })!
                UIRectFill(CGRect(x: has ? firstBig.value : 0, y: least.value, width: most.value, height: 1))
                var total: CGFloat = 0
                d.forEach { total += $0.value }
                d.merge(["a": 10, "e": 4]) { old, new in old + new }
                UIRectFill(CGRect(x: total, y: d["a"]!, width: d["e"]!, height: CGFloat(d.count)))
                d.removeAll()
                UIRectFill(CGRect(x: CGFloat(d.count), y: 0, width: 1, height: 1))
            }
        """)
        var d: [String: Double] = ["b": 2, "a": 5, "c": 3]
        var out: [Rect] = []
        out.append(Rect(Double(d.count), 1, 1, Double(d.keys.count)))
        let old = d.updateValue(7, forKey: "b")
        let fresh = d.updateValue(1, forKey: "d")
        out.append(Rect(old!, fresh ?? 42, d.values.reduce(0, +), 1))
        let big = d.filter { $0.value > 2 }
        out.append(Rect(Double(big.count), big["a"]!, 1, 1))
        let doubled = d.mapValues { $0 * 2 }
        out.append(Rect(doubled["a"]!, doubled["d"]!, 1, 1))
        for (i, pair) in d.sorted(by: { $0.key > $1.key }).enumerated() { out.append(Rect(pair.1, Double(i), 2, 2)) }
        // viewc's order: b a c d (insertion); map gives the values + 100 in it.
        let inserted = ["b", "a", "c", "d"]
        let sums = inserted.map { d[$0]! + 100 }
        out.append(Rect(sums[0], sums[3], 1, 1))
        let firstBig = inserted.first { d[$0]! > 4 }!
        out.append(Rect(d.contains { $0.value == 7 } ? d[firstBig]! : 0, d.values.min()!, d.values.max()!, 1))
        let total = d.values.reduce(0, +)
        d.merge(["a": 10, "e": 4]) { old, new in old + new }
        out.append(Rect(total, d["a"]!, d["e"]!, Double(d.count)))
        out.append(Rect(0, 0, 1, 1))
        XCTAssertEqual(fills.count, out.count)
        for (f, r) in zip(fills, out) { assertRect(f.bounds, r.origin.x, r.origin.y, r.size.width, r.size.height) }
    }

    /// A dictionary is a value: a copy (a `var`, a struct's field, a parameter) changes apart
    /// from its original; `==` compares keys and values whatever their order. Dictionaries
    /// as function results, parameters and struct fields, keyed by an enum.
    func testValueSemanticsEqualityAndEnumKeys() {
        let fills = classFills("""
            enum Tone { case light, dark }
            struct Palette { var widths: [Tone: CGFloat] }
            func make() -> [Tone: CGFloat] { return [.light: 3, .dark: 6] }
            func bump(_ d: [Tone: CGFloat]) -> [Tone: CGFloat] {
                var c = d
                c[.dark] = 100
                return c
            }
            override func draw(_ rect: CGRect) {
                let a = make()
                var b = a
                b[.light] = 9
                let p = Palette(widths: a)
                var q = p
                q.widths[.dark] = 50
                let bumped = bump(a)
                UIRectFill(CGRect(x: a[.light]!, y: b[.light]!, width: p.widths[.dark]!, height: q.widths[.dark]!))
                UIRectFill(CGRect(x: bumped[.dark]!, y: a[.dark]!, width: 1, height: 1))
                let same = ["x": 1, "y": 2] == ["y": 2, "x": 1]
                let differ = a == b
                UIRectFill(CGRect(x: same ? 1 : 0, y: differ ? 1 : 0, width: 1, height: 1))
            }
        """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 3, 9, 6, 50)
        assertRect(fills[1].bounds, 100, 6, 1, 1)
        assertRect(fills[2].bounds, ["x": 1, "y": 2] == ["y": 2, "x": 1] ? 1 : 0, 0, 1, 1)
    }

    /// NSValue keys, as Foundation hashes them: boxes of equal points are one key, boxes of
    /// one object are one key and of two objects two (a touch's line kept under
    /// `NSValue(nonretainedObject: touch)`); a box gives back the value it holds, and reading
    /// another kind is an error at the read.
    func testNSValueKeysAndValues() {
        let fills = classFills("""
            var lines: [NSValue: CGFloat] = [:]
            var marks = Dictionary<NSValue, CGFloat>()
            override func draw(_ rect: CGRect) {
                lines[NSValue(cgPoint: CGPoint(x: 1, y: 2))] = 10
                lines[NSValue(cgPoint: CGPoint(x: 1, y: 2))] = 20
                lines[NSValue(cgPoint: CGPoint(x: 2, y: 1))] = 5
                lines[NSValue(cgSize: CGSize(width: 1, height: 2))] = 7
                let a = UIView(), b = UIView()
                marks[NSValue(nonretainedObject: a)] = 1
                marks[NSValue(nonretainedObject: a)] = 2
                marks[NSValue(nonretainedObject: b)] = 4
                let box = NSValue(cgRect: CGRect(x: 3, y: 4, width: 5, height: 6))
                UIRectFill(box.cgRectValue)
                UIRectFill(CGRect(origin: NSValue(cgPoint: .zero).cgPointValue, size: NSValue(cgSize: CGSize(width: CGFloat(lines.count), height: CGFloat(marks.count))).cgSizeValue))
                UIRectFill(CGRect(x: lines[NSValue(cgPoint: CGPoint(x: 1, y: 2))]!, y: marks[NSValue(nonretainedObject: a)]!, width: marks[NSValue(nonretainedObject: b)]!, height: 1))
                let v = NSValue(cgVector: CGVector(dx: 8, dy: 9)).cgVectorValue
                let t = NSValue(cgAffineTransform: CGAffineTransform(translationX: 11, y: 12)).cgAffineTransformValue
                UIRectFill(CGRect(x: v.dx, y: v.dy, width: t.tx, height: t.ty))
            }
        """)
        // Keys: (1, 2) twice is one, (2, 1) another, a size of the same numbers a third: 3;
        // `a` twice is one key, `b` another: 2. The last value set under (1, 2) is 20, under `a` 2.
        XCTAssertEqual(fills.count, 4)
        guard fills.count == 4 else { return }
        assertRect(fills[0].bounds, 3, 4, 5, 6)
        assertRect(fills[1].bounds, 0, 0, 3, 2)
        assertRect(fills[2].bounds, 20, 2, 4, 1)
        assertRect(fills[3].bounds, 8, 9, 11, 12)
        let e = errors("""
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(origin: NSValue(cgSize: CGSize(width: 1, height: 1)).cgPointValue, size: .zero))
            }
        """)
        XCTAssertEqual(e, ["t.view:4:80: error: this NSValue holds a value made by NSValue(cgSize:), so 'cgPointValue' has no value to give"])
    }

    /// UIKit's objects as keys, as Swift hashes NSObjects: by identity — a path (a Set card's
    /// `[UIBezierPath: CGRect]` of each shape's box) and a view are each one key however often
    /// set, and two paths of the same shape are two keys.
    func testPathAndViewKeysAreEqualByIdentity() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
                let b = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
                var boxes: [UIBezierPath: CGRect] = [:]
                boxes[a] = CGRect(x: 1, y: 1, width: 1, height: 1)
                boxes[b] = CGRect(x: 2, y: 2, width: 2, height: 2)
                boxes[a] = CGRect(x: 3, y: 3, width: 3, height: 3)
                let v = UIView()
                var seen: [UIView: Int] = [v: 1]
                seen[v, default: 0] += 1
                for p in [a, b] { UIRectFill(boxes[p]!) }
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(boxes.count * 10 + seen.count), height: CGFloat(seen[v]!)))
            }
        """)
        XCTAssertEqual(fills.map(\.bounds), [Rect(3, 3, 3, 3), Rect(2, 2, 2, 2), Rect(0, 10, 2 * 10 + 1, 1 + 1)])
        // A CGPath is equal to another of the same elements (CFEqual): not modelled, said.
        let e = errors("""
            var boxes: [CGPath: CGRect] = [:]
        """)
        XCTAssertEqual(e, ["t.view:3:17: error: 'CGPath' keys are outside the supported Swift subset: Core Foundation compares paths by their elements; key by a UIBezierPath (compared by identity) or by a value"])
    }

    /// The initializers: `[K: V]()` and `Dictionary<K, V>()` (empty), `[:] as [K: V]`,
    /// `Dictionary(uniqueKeysWithValues:)` of a list of pairs, `Dictionary(grouping:by:)`.
    func testInitializers() {
        let fills = classFills("""
            var cache = [String: CGFloat]()
            override func draw(_ rect: CGRect) {
                var counts = Dictionary<Int, Int>()
                counts[3] = 4
                let none = [:] as [String: Int]
                cache["w"] = 7
                let pairs: [(String, CGFloat)] = [("a", 10), ("b", 20)]
                let table = Dictionary(uniqueKeysWithValues: pairs)
                let values: [CGFloat] = [3, 8, 12, 5, 20]
                let groups = Dictionary(grouping: values, by: { $0 >= 10 })
                UIRectFill(CGRect(x: cache["w"]!, y: CGFloat(counts[3]!), width: CGFloat(none.count + 1), height: table["b"]!))
                for (big, members) in groups {
                    UIRectFill(CGRect(x: members.reduce(0, +), y: big ? 1 : 0, width: CGFloat(members.count), height: 1))
                }
            }
        """)
        let pairs: [(String, Double)] = [("a", 10), ("b", 20)]
        let table = Dictionary(uniqueKeysWithValues: pairs)
        let values: [Double] = [3, 8, 12, 5, 20]
        let groups = Dictionary(grouping: values, by: { $0 >= 10 })
        XCTAssertEqual(fills.count, 1 + groups.count)
        guard fills.count == 1 + groups.count else { return }
        assertRect(fills[0].bounds, 7, 4, 1, table["b"]!)
        // The groups in the order their keys are first given: 3 is below 10, so false first.
        for (i, big) in [false, true].enumerated() {
            assertRect(fills[1 + i].bounds, groups[big]!.reduce(0, +), big ? 1 : 0, Double(groups[big]!.count), 1)
        }
    }

    /// A dictionary held in a variable is changed where it is held, as Swift's copy-on-write
    /// changes one nothing else holds: 100,000 distinct keys inserted and 200,000 counts take
    /// time in proportion to their number (a copy per change would take minutes), every
    /// entry there.
    func testLargeDictionariesGrowInPlace() {
        let start = Date()
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                var seen: [Int: Int] = [:]
                for i in 0..<100000 { seen[i] = i * 2 }
                var counts: [Int: Int] = [:]
                for i in 0..<200000 { counts[i % 7, default: 0] += 1 }
                UIRectFill(CGRect(x: CGFloat(seen.count), y: CGFloat(seen[99999]!), width: CGFloat(counts[3]!), height: CGFloat(counts.count)))
            }
        """)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        var counts: [Int: Int] = [:]
        for i in 0..<200000 { counts[i % 7, default: 0] += 1 }
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 100000, 99999 * 2, Double(counts[3]!), Double(counts.count)) }
    }

    /// A dictionary's text, as Swift writes one (its entries in viewc's order): keys and
    /// strings quoted, numbers as their type writes them (an Int key `1` beside String
    /// values), a point `.zero` as the point it is, `[:]` when empty.
    func testDictionaryTextIsSwifts() {
        let texts = labelTexts("""
            let widths: [String: CGFloat] = ["a": 1, "b": 2.5]
            var counts: [String: Int] = [:]
            add("\\(counts)")
            counts["x"] = 3
            add("\\(widths) \\(counts)")
            add(String(describing: widths.keys.sorted()))
            let names: [Int: String] = [1: "one", 2: "two"]
            let spots: [String: CGPoint] = ["o": .zero]
            add("\\(names) \\(spots)")
            for k in names.keys { add("\\(k)") }
        """)
        XCTAssertEqual(texts, ["[:]", "[\"a\": 1.0, \"b\": 2.5] [\"x\": 3]", "[\"a\", \"b\"]",
                               "[1: \"one\", 2: \"two\"] [\"o\": (0.0, 0.0)]", "1", "2"])
    }

    /// Mistakes, each where it is written: `[:]` with no type, a duplicate literal key (Swift's
    /// trap), a key type that is not Hashable, a key of the wrong type, values of two types, a
    /// compound assignment to the optional `d[k]`, a `let` dictionary changed, `[String: Any]`
    /// of values of several types.
    func testDictionaryMistakesAreLocated() {
        XCTAssertEqual(errors("""
            func f() {
                let e = [:]
                let p: [CGPoint: Int] = [:]
                let d: [String: CGFloat] = ["a": 1]
                let x = d[1]
                let m = ["a": 1, "b": "two"]
                var c: [String: Int] = [:]
                c["a"] += 1
                d["b"] = 2
                let any: [String: Any] = ["a": 1, "b": "two"]
            }
        """), [
            "t.view:4:17: error: '[:]' needs a type here: write 'let e: [Key: Value] = [:]'",
            "t.view:5:17: error: 'CGPoint' is not Hashable: a dictionary's keys are Strings, numbers, Bools, enum cases, NSValues, paths or views",
            "t.view:7:19: error: the key is a String, not a Number",
            "t.view:8:31: error: a dictionary holds values of one type: this is a String, but the dictionary starts with a Number",
            "t.view:10:9: error: a dictionary's value is optional: write 'd[k, default: 0] += …' or 'd[k]! += …'",
            "t.view:11:9: error: cannot assign through subscript: 'd' is a 'let' constant",
            "t.view:12:34: error: a dictionary of values of any type ('[String: Any]') is outside the supported Swift subset but for text attributes (docs/language.md §13): give its values one type ('[String: CGFloat]')",
        ])
        let dup = evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let d: [String: CGFloat] = ["a": 1, "b": 2, "a": 3]
                    UIRectFill(CGRect(x: d["a"]!, y: 0, width: 1, height: 1))
                }
            }
            """)
        XCTAssertEqual(dup.headlines, ["t.view:4:53: error: the dictionary has the key \"a\" twice (Swift stops here: duplicate keys)"])
        let dupPairs = evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let pairs: [(Int, CGFloat)] = [(1, 2), (1, 3)]
                    let d = Dictionary(uniqueKeysWithValues: pairs)
                    UIRectFill(CGRect(x: d[1]!, y: 0, width: 1, height: 1))
                }
            }
            """)
        XCTAssertEqual(dupPairs.headlines, ["t.view:5:50: error: the dictionary has the key 1 twice (Swift stops here: duplicate keys)"])
    }
}

extension SwiftDictionaryTests {
    /// A dictionary literal with no written type holds Ints when its values are Int literals
    /// (keyed by Ints when its values are no numbers), as Swift infers `[String: Int]`: a value
    /// read, its division and its `values` are Ints; a fraction among the values makes them
    /// Doubles. So does a list literal whose other elements are nil (`[1, nil]` an `[Int?]`).
    /// The text is Swift's own (sorted, as a dictionary's order is its own).
    func testAnUntypedDictionaryOfIntLiteralsHoldsInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let d = ["a": 1, "b": 3]
                    let names = [2: "two", 1: "one"]
                    let mixed = ["a": 1, "b": 2.5]
                    let gaps = [1, nil, 3]
                    print("\\(d["a"]!) \\(d["b"]! / 2) \\(d["c"] ?? 0) \\(d.values.sorted()) \\(d.values.reduce(0, +)) \\(names.keys.sorted()) \\(mixed["a"]!) \\(gaps) \\(gaps[2]! / 2)")
                }
            }
            """
        let d = ["a": 1, "b": 3], names = [2: "two", 1: "one"], mixed = ["a": 1, "b": 2.5], gaps = [1, nil, 3]
        XCTAssertEqual(printed(text), "\(d["a"]!) \(d["b"]! / 2) \(d["c"] ?? 0) \(d.values.sorted()) \(d.values.reduce(0, +)) \(names.keys.sorted()) \(mixed["a"]!) \(gaps) \(gaps[2]! / 2)")
    }
}

extension SwiftDictionaryTests {
    /// `Dictionary(grouping:by:)` of Ints groups Ints (its keys and lists are Ints'), as
    /// Swift's. The text is Swift's own (by sorted keys).
    func testGroupingIntsMakesADictionaryOfInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let g = Dictionary(grouping: [1, 2, 3, 5], by: { $0 % 2 })
                    print("\\(g.keys.sorted()) \\(g[1]!) \\(g[0]!) \\(g[1]!.reduce(0, +) / 2)")
                }
            }
            """
        let g = Dictionary(grouping: [1, 2, 3, 5], by: { $0 % 2 })
        XCTAssertEqual(printed(text), "\(g.keys.sorted()) \(g[1]!) \(g[0]!) \(g[1]!.reduce(0, +) / 2)")
    }
}

extension SwiftDictionaryTests {
    /// A dictionary's `(key, value)` elements, sorted, picked by `max(by:)` or mapped by
    /// `mapValues`, keep its Ints. The text is Swift's own.
    func testADictionarysPairsKeepItsInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let sizes = ["s": 1, "m": 5]
                    print("\\(sizes.sorted { $0.value < $1.value }.first!.value / 2) \\(sizes.max { $0.value < $1.value }!.value / 2) \\(sizes.mapValues { $0 * 3 }["m"]! / 4) \\(sizes.sorted { $0.value < $1.value }.map { $0.value })")
                }
            }
            """
        let sizes = ["s": 1, "m": 5]
        XCTAssertEqual(printed(text), "\(sizes.sorted { $0.value < $1.value }.first!.value / 2) \(sizes.max { $0.value < $1.value }!.value / 2) \(sizes.mapValues { $0 * 3 }["m"]! / 4) \(sizes.sorted { $0.value < $1.value }.map { $0.value })")
    }
}

extension SwiftDictionaryTests {
    /// A dictionary of Int keys and CGFloat values (`[Int: CGFloat]`, or a literal `[7: 0.5]`)
    /// keeps each its own type: its keys in a loop's pair, an element's `key`, `keys` and a
    /// closure's pair are Ints (their division truncates) and its values CGFloats. The text is
    /// Swift's own.
    func testIntKeysOfFractionValuesStayInts() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                var widths: [Int: CGFloat] = [3: 2.5, 5: 1]
                override func draw(_ rect: CGRect) {
                    let lit = [7: 0.5]
                    var out = ""
                    for (k, w) in widths.sorted(by: { $0.key < $1.key }) { out += "\\(k / 2):\\(w / 2) " }
                    for (k, w) in lit { out += "\\(k / 2):\\(w) " }
                    for e in lit { out += "\\(e.key / 2) " }
                    print(out, widths.keys.sorted(), widths.values.sorted(), lit.keys.map { $0 / 2 }, widths.map { $0.key / 2 }.sorted(), widths[3]! / 2)
                }
            }
            """
        let widths: [Int: Double] = [3: 2.5, 5: 1], lit = [7: 0.5]
        var out = ""
        for (k, w) in widths.sorted(by: { $0.key < $1.key }) { out += "\(k / 2):\(w / 2) " }
        for (k, w) in lit { out += "\(k / 2):\(w) " }
        for e in lit { out += "\(e.key / 2) " }
        XCTAssertEqual(printed(text), "\(out) \(widths.keys.sorted()) \(widths.values.sorted()) \(lit.keys.map { $0 / 2 }) \(widths.map { $0.key / 2 }.sorted()) \(widths[3]! / 2)")
    }

    /// A Set made of a list of Ints (`Set([7, 8])`) and the values of a class's `[String: Int]`
    /// read through an instance hold Ints: sorted, they are written as Ints, and their `min()`
    /// and `max()` divide as Ints. (swiftc 6.3 prints "[7, 8] 3 [5, 9] 4".)
    func testASetOfIntsAndAnInstancesDictionaryValuesAreInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let s = Set([7, 8])
                let t = Tally()
                print(s.sorted(), s.min()! / 2, t.counts.values.sorted(), t.counts.values.max()! / 2)
            }
        }
        class Tally { var counts: [String: Int] = ["a": 5, "b": 9] }
        """
        XCTAssertEqual(printed(text), "[7, 8] 3 [5, 9] 4")
    }

    /// The value `removeValue(forKey:)` and `updateValue(_:forKey:)` give back is of the
    /// dictionary's values' type: an `[String: Int]`'s is an `Int?`, written `Optional(1)`.
    func testTheValueRemovedOrReplacedIsOfTheValuesType() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                var d = ["a": 1, "b": 2]
                let r = d.removeValue(forKey: "a")
                let u = d.updateValue(5, forKey: "b")
                print(r as Any, u as Any, d)
            }
        }
        """
        let (r, u): (Int?, Int?) = (1, 2)
        XCTAssertEqual(printed(text), "\(r as Any) \(u as Any) \(["b": 5])")
    }
}
