// A `T!` (implicitly unwrapped optional) as the base of a member, a method call or a
// subscript: Swift force-unwraps it there (SE-0054) — another object's as the class's own,
// and the property in its own observers — except where the optional itself has the member
// (`map`, `flatMap`), and a change made through it reaches the value it holds; where any
// value is taken (`as Any`, `String(describing:)`) it is the optional; stored, it is unwrapped
// only where the place holds a plain value.

import XCTest
@testable import ViewEval

final class SwiftUnwrappedBaseTests: XCTestCase {
    /// The notes a file that must compile prints, in order.
    func notes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let r = evaluate(text)
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.headline), [], file: file, line: line)
        return r.diagnostics.filter { $0.severity == .note }.map(\.message)
    }

    static let types = """
        canvas(width: 40, height: 40) { Chart(frame: Rect(0, 0, 40, 40)) }
        class Scale { var marks: [Int] = [1, 2]; var k = 2 }
        struct Linear { var factor: CGFloat; func scale(_ x: CGFloat) -> CGFloat { x * factor } }
        struct Axis { var linear: Linear!; var sc: Scale!; var xs: [Int]! = [4, 5]; var name: String! }
        class Holder { var axis: Axis! = Axis() }

        """

    /// A struct's `var linear: Linear!` read through the struct (`y.linear.scale(3)`, a line
    /// chart's axis): 3 × factor 4 = 12.0; `y.xs[1]` of `[4, 5]` is 5; `y.name.count` of "12"
    /// is 2; `y.sc.k` of a class instance held so is its 2.
    func testAnotherObjectsUnwrappedPropertyIsUnwrappedAsABase() {
        let text = Self.types + """
            class Chart: UIView {
                var y = Axis()
                override func draw(_ rect: CGRect) {
                    y.linear = Linear(factor: 4)
                    y.name = "12"
                    y.sc = Scale()
                    print(y.linear.scale(3), y.xs[1], y.name.count, y.sc.k)
                }
            }
            """
        XCTAssertEqual(notes(text), ["\(3.0 * 4.0) 5 2 2"])
    }

    /// Optional has `map` and `flatMap` of its own, and Swift takes the optional's on a `T!`
    /// where the closure fits it: another object's `y.name.flatMap { Int($0) }` of "12" is
    /// Optional(12), of a nil name nil, `y.sc.map { $0.k }` of a Scale Optional(2); the class's
    /// own list `T!` mapped by a closure of its elements is the list's map (`xs.map { $0 * 2 }`
    /// of [4, 5] is [8, 10]). A property of the wrapped type named `map` is the wrapped
    /// value's (`board.map[1][0]` of a `Board!` is 2: Optional has no such property).
    func testOptionalsOwnMapAndFlatMapAreTakenOnAnUnwrappedBase() {
        let text = Self.types + """
            class Board { var map: [[Int]] = [[0, 1], [2, 3]] }
            class Chart: UIView {
                var y = Axis()
                var xs: [Int]! = [4, 5]
                var board: Board! = Board()
                override func draw(_ rect: CGRect) {
                    y.name = "12"
                    y.sc = Scale()
                    print(y.name.flatMap { Int($0) } as Any, y.sc.map { $0.k } as Any)
                    y.name = nil
                    print(y.name.flatMap { Int($0) } as Any)
                    print(xs.map { $0 * 2 }, board.map[1][0])
                }
            }
            """
        XCTAssertEqual(notes(text), ["Optional(12) Optional(2)", "nil", "\([4 * 2, 5 * 2]) 2"])
    }

    /// In its own didSet a `T!` property is the class's `T!` still: unwrapped as a base
    /// (`label.count` of "yz" is 2, `config.xs.count` of [4, 5] is 2) and an optional where its
    /// value is passed as `Any` (`Optional("yz")`; set to nil, `nil` — no stop).
    func testAPropertyIsUnwrappedAsABaseInItsOwnObserverAndOptionalAsAValue() {
        let text = Self.types + """
            class Chart: UIView {
                var label: String! = "x" {
                    didSet { if label != nil { print(label as Any, label.count) } else { print(label as Any) } }
                }
                var config: Axis! {
                    didSet { print(config.xs.count, config.name.map { $0 + "!" } as Any) }
                }
                override func draw(_ rect: CGRect) {
                    label = "yz"
                    label = nil
                    var a = Axis()
                    a.name = "q"
                    config = a
                }
            }
            """
        XCTAssertEqual(notes(text), ["Optional(\"yz\") 2", "nil", "2 Optional(\"q!\")"])
    }

    /// A change made through a `!` — written (`opt!.marks.append(7)`) or Swift's own on a
    /// `T!` (`sc.marks.append(6)`, another object's `y.sc.marks.append(3)`,
    /// `h.axis.xs.append(7)`, `y.xs.append(8)`, `y.linear.factor = 2`) — changes the value the
    /// optional holds: each list gains its element, and the scale of 3 by factor 2 is 6.0.
    func testAChangeThroughAnUnwrappedBaseReachesTheHeldValue() {
        let text = Self.types + """
            class Chart: UIView {
                var y = Axis()
                var sc: Scale! = Scale()
                var opt: Scale? = Scale()
                override func draw(_ rect: CGRect) {
                    y.linear = Linear(factor: 4)
                    y.sc = Scale()
                    opt!.marks.append(7)
                    sc.marks.append(6)
                    y.sc.marks.append(3)
                    let h = Holder()
                    h.axis.xs.append(7)
                    y.xs.append(8)
                    y.linear.factor = 2
                    print(opt!.marks, sc.marks, y.sc.marks, h.axis.xs!, y.xs!, y.linear.scale(3))
                }
            }
            """
        XCTAssertEqual(notes(text), ["[1, 2, 7] [1, 2, 6] [1, 2, 3] [4, 5, 7] [4, 5, 8] \(3.0 * 2.0)"])
    }

    /// Where a value of any type is taken — `as Any`, `String(describing:)`, `print`, an
    /// interpolation — Swift needs no unwrap and passes the optional itself: `Optional("x")`,
    /// the class's own `T!` and another object's alike.
    func testAnUnwrappedPropertyIsTheOptionalWhereAnyValueIsTaken() {
        let text = Self.types + """
            class Chart: UIView {
                var label: String! = "x"
                override func draw(_ rect: CGRect) {
                    var a = Axis()
                    a.name = "n"
                    print(label as Any, String(describing: label), label!, "\\(label)")
                    print(a.name as Any, String(describing: a.name), a.name!, "\\(a.name)")
                }
            }
            """
        XCTAssertEqual(notes(text), ["Optional(\"x\") Optional(\"x\") x Optional(\"x\")",
                                     "Optional(\"n\") Optional(\"n\") n Optional(\"n\")"])
    }

    /// A `T!` stored where a plain value is wanted — an element of a `[Player]`, a struct's
    /// `Player` member, a `Player` variable — is unwrapped (a tic-tac-toe board's
    /// `board[cell] = currentPlayer`: cross); stored into an optional (a `T!` property, a
    /// `Player?` member, an element of a `[Player?]`) it is the optional itself, so nil is
    /// stored and nothing stops.
    func testAnUnwrappedValueStoredIsUnwrappedOnlyWhereThePlaceIsNotOptional() {
        let text = """
            canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
            enum Player { case none, cross, circle }
            struct Cell { var owner: Player = .none; var last: Player? = nil }
            class V: UIView {
                var current: Player!
                var previous: Player!
                var board: [Player] = Array(repeating: .none, count: 3)
                var history: [Player?] = [nil, nil]
                override func draw(_ rect: CGRect) {
                    current = .cross
                    board[1] = current
                    var cell = Cell()
                    cell.owner = current
                    var p: Player = .none
                    p = current
                    print(board[1], board[0], cell.owner, p)
                    previous = current
                    current = nil
                    previous = current
                    cell.last = current
                    history[0] = current
                    print(previous as Any, cell.last as Any, history[0] as Any, history.count)
                }
            }
            """
        XCTAssertEqual(notes(text), ["cross none cross cross", "nil nil nil 2"])
    }

    /// A `T!` given to a function's optional parameter is passed as the optional — nil on,
    /// where Swift does not stop (`f(z.linear)` of a nil one is -1, `show(cfg)` "none"; a
    /// struct's optional members made from nil ones; a nil appended to a `[Int?]`) — and to a
    /// plain parameter unwrapped (`g(y.linear)` of factor 4 is 4.0).
    func testAnUnwrappedArgumentIsTheOptionalForAnOptionalParameter() {
        let text = Self.types + """
            func f(_ s: Linear?) -> CGFloat { s?.factor ?? -1 }
            func g(_ s: Linear) -> CGFloat { s.factor }
            func show(_ s: Scale?) -> String { s.map { "k\\($0.k)" } ?? "none" }
            class Chart: UIView {
                var cfg: Scale!
                override func draw(_ rect: CGRect) {
                    let z = Axis()
                    var y = Axis()
                    y.linear = Linear(factor: 4)
                    print(f(z.linear), show(cfg), f(y.linear), g(y.linear))
                    let made = Axis(linear: z.linear, sc: cfg)
                    var picks: [Int?] = []
                    var n: Int! = nil
                    picks.append(n)
                    print(made.sc == nil, picks)
                    cfg = Scale()
                    print(show(cfg))
                }
            }
            """
        XCTAssertEqual(notes(text), ["-1.0 none 4.0 4.0", "true [nil]", "k2"])
    }

    /// A `T!` or an optional among plain values of its type in a list literal makes a list of
    /// optionals, as Swift infers `[String?]` (`["y", z.name]` of a nil name: two elements, the
    /// second nil); each value is the optional (`[1, z.n, 2]` of 3 is three Optionals).
    func testAnOptionalAmongPlainValuesMakesAListOfOptionals() {
        let text = """
            canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
            struct Axis { var name: String!; var n: Int? }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let z = Axis(name: nil, n: 3)
                    let arr: [String?] = [z.name, "x"]
                    let b = ["y", z.name]
                    print(arr, b, b.count, [1, z.n, 2])
                }
            }
            """
        XCTAssertEqual(notes(text), ["[nil, Optional(\"x\")] [Optional(\"y\"), nil] 2 [Optional(1), Optional(3), Optional(2)]"])
    }

    /// A member of the class's own observed `T!` set, changed in place or added to runs the
    /// observer once with the new value and keeps it: `q.n = 3` is 3, `q.n += 1` 4, and the
    /// appended 4 stays.
    func testAChangeThroughAnObservedUnwrappedPropertyKeepsTheNewValue() {
        let text = """
            canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
            struct St { var n = 1; var xs: [Int] = [] }
            class V: UIView {
                var q: St! = St() { didSet { print("did", q.n, q.xs.count) } }
                override func draw(_ rect: CGRect) {
                    q.n = 3
                    q.xs.append(4)
                    q.n += 1
                    print(q.n, q.xs)
                }
            }
            """
        XCTAssertEqual(notes(text), ["did 3 0", "did 3 1", "did \(3 + 1) 1", "\(3 + 1) [4]"])
    }

    /// Nil there stops where Swift stops, naming the property.
    func testANilUnwrappedBaseStopsNamingIt() {
        let text = Self.types + """
            class Chart: UIView {
                var y = Axis()
                override func draw(_ rect: CGRect) {
                    print(y.linear.scale(3))
                }
            }
            """
        XCTAssertEqual(evaluate(text).diagnostics.filter { $0.severity == .error }.map(\.headline),
                       ["t.view:9:15: error: '!' found nil: 'linear' is nil (Swift would stop here)"])
    }
}
