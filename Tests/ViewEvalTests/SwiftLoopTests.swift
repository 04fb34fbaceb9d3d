// `while`, `repeat … while`, `break` and `continue` (also naming a labelled loop) and a switch
// case's `fallthrough` as Swift runs them: the loop's passes and where each stops are worked
// out in the test; an endless loop stops at the iteration limit with an error; `break` outside
// a loop, a label no loop has and a `fallthrough` with no case after it are Swift's errors.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftLoopTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Loops(frame: Rect(0, 0, 100, 100))
    }

    class Loops: UIView {
        override func draw(_ rect: CGRect) {
            var x: CGFloat = 0
            while x < 100 {
                x += 10
                if x == 30 { continue }
                if x > 60 { break }
                UIRectFill(CGRect(x: x, y: 0, width: 5, height: 5))
            }
            var n = 0
            repeat { n += 1 } while n < 3
            UIRectFill(CGRect(x: 0, y: 50, width: CGFloat(n), height: 1))
            for i in 0..<10 {
                if i == 2 { break }
                guard i > 0 else { continue }
                switch i {
                case 1: UIRectFill(CGRect(x: CGFloat(i) * 10, y: 80, width: 1, height: 1))
                default: break
                }
            }
        }
    }
    """

    /// while: x = 10, 20, (30 skipped), 40, 50, 60, then 70 > 60 breaks: five squares;
    /// repeat runs 3 times; the for loop draws only for i = 1 (0 continues, 2 breaks).
    func testLoopsBreakAndContinueAsSwiftDoes() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.map(\.bounds.origin.x), [10, 20, 40, 50, 60, 0, 10])
        assertRect(f[5].bounds, 0, 50, 3, 1)
        assertRect(f[6].bounds, 10, 80, 1, 1)
    }

    func testEndlessLoopsAndMisplacedBreaksAreErrors() {
        var limits = Limits()
        limits.maxIterations = 1000
        let endless = "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n    override func draw(_ rect: CGRect) {\n        while true { }\n    }\n}\n"
        XCTAssertEqual(evaluate(endless, limits: limits).headlines,
                       ["t.view:4:15: error: more than 1000 loop iterations; raise the limit with --max-iterations"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f() { break }\n}\n").headlines,
                       ["t.view:3:16: error: 'break' is only allowed inside a loop (a switch case ends by itself)"])
    }
    /// The pairs a labelled loop visits: `continue outer` ends the inner loop's pass and the
    /// outer's, `break outer` both loops (through a `while` and a `switch` between); and the
    /// cases a `fallthrough` runs (inside an `if` and inside a loop of its case, which it
    /// leaves), each worked out by the same Swift in the test.
    func testLabelledLoopsAndFallthroughAsSwiftRunsThem() throws {
        func pairs() -> Int {
            var n = 0
            outer: for i in 0..<6 {
                var j = 0
                inner: while j < 6 {
                    j += 1
                    if j > i { continue outer }
                    switch (i + j) % 4 {
                    case 3: continue inner
                    default: break
                    }
                    if i == 5 { break outer }
                    n += 10 * i + j
                }
            }
            return n
        }
        func cases(_ a: Int) -> Int {
            var n = 0
            switch a {
            case 1:
                n += 1
                if n > 0 { fallthrough }
                n += 1000
            case 2:
                n += 10
                for k in 0..<5 { n += 1; if k == 2 { fallthrough } }
                n += 2000
            case 3: n += 100
            default: n += 7
            }
            return n
        }
        let text = """
        canvas(width: 400, height: 40) { Loops(frame: Rect(0, 0, 400, 40)) }
        class Loops: UIView {
            func pairs() -> Int {
                var n = 0
                outer: for i in 0..<6 {
                    var j = 0
                    inner: while j < 6 {
                        j += 1
                        if j > i { continue outer }
                        switch (i + j) % 4 {
                        case 3: continue inner
                        default: break
                        }
                        if i == 5 { break outer }
                        n += 10 * i + j
                    }
                }
                return n
            }
            func cases(_ a: Int) -> Int {
                var n = 0
                switch a {
                case 1:
                    n += 1
                    if n > 0 { fallthrough }
                    n += 1000
                case 2:
                    n += 10
                    for k in 0..<5 { n += 1; if k == 2 { fallthrough } }
                    n += 2000
                case 3: n += 100
                default: n += 7
                }
                return n
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: pairs(), height: 1))
                for a in 1...4 { UIRectFill(CGRect(x: 0, y: CGFloat(a) * 2, width: CGFloat(cases(a)), height: 1)) }
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.map(\.bounds.width), [Double(pairs())] + (1...4).map { Double(cases($0)) })
        XCTAssertEqual(cases(1), 1 + 10 + 3 + 100)
    }

    func testLabelsAndFallthroughOutsideTheirPlaceAreErrors() {
        func headlines(_ body: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f(_ a: Int) {\n" + body + "\n    }\n}\n").headlines
        }
        XCTAssertEqual(headlines("        for _ in 0..<2 { break nope }"),
                       ["t.view:4:26: error: use of unresolved label 'nope': no loop around this 'break' is labelled so"])
        XCTAssertEqual(headlines("        a: for _ in 0..<2 { }\n        for _ in 0..<2 { continue a }"),
                       ["t.view:5:26: error: use of unresolved label 'a': no loop around this 'continue' is labelled so"])
        XCTAssertEqual(headlines("        fallthrough"), ["t.view:4:9: error: 'fallthrough' is only allowed inside a switch"])
        XCTAssertEqual(headlines("        switch a {\n        case 1: fallthrough\n        default: fallthrough\n        }"),
                       ["t.view:6:18: error: 'fallthrough' without a following 'case' or 'default' block"])
        // Outside the subset, in a method nothing calls: left out (a call of it is the error).
        XCTAssertEqual(headlines("        switch a {\n        case 1: fallthrough\n        case let n: break\n        }"),
                       ["t.view:3:10: warning: 'f(_:)' is left out: its body uses what viewc does not run ('fallthrough' into a case that binds 'n' is outside the supported Swift subset (docs/language.md §13)); a call of it is an error"])
        XCTAssertEqual(headlines("        done: if a > 0 { break done }"),
                       ["t.view:4:9: error: a label on a statement that is not a loop is outside the supported Swift subset (docs/language.md §13)"])
    }

    /// `for var angle in …`: a loop variable the body may assign, bound afresh on each pass as
    /// Swift binds it. The stride gives 0, 45, 90, 135; each pass adds 45 before it draws, so
    /// the squares stand at x = 45, 90, 135 and 180 — the additions never carry into the next
    /// pass (four passes, not two). A plain `for` variable is still a constant.
    func testAVarLoopVariableIsAssignedAndBoundAfreshEachPass() throws {
        let text = """
        canvas(width: 200, height: 20) { Rays(frame: Rect(0, 0, 200, 20)) }
        class Rays: UIView {
            override func draw(_ rect: CGRect) {
                for var angle in stride(from: 0, to: 180, by: 45) {
                    angle = angle + 45
                    UIRectFill(CGRect(x: CGFloat(angle), y: 0, width: 5, height: 5))
                }
            }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(ownFills(v.content).map(\.bounds.origin.x), stride(from: 0, to: 180, by: 45).map { Double($0 + 45) })
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    func f() {\n        for i in 0..<2 { i = 3 }\n    }\n}\n").headlines.filter { $0.contains("error") }.count, 1)
    }

    /// A `stride(from:to:by:)` of Ints held in a name (a local or a property) is walked by Ints
    /// and maps Ints, as the stride written in the loop is.
    func testAStrideOfIntsHeldInANameIsWalkedByInts() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            let ticks = stride(from: 0, through: 20, by: 5)
            override func draw(_ rect: CGRect) {
                let s = stride(from: 10, to: 0, by: -4)
                var out = ""
                for t in ticks { out += "\\(t / 2)," }
                print("\\(out) \\(s.map { $0 * 2 })")
            }
        }
        """
        let walked = stride(from: 0, through: 20, by: 5).map { "\($0 / 2)," }.joined()
        XCTAssertEqual(printed(text), "\(walked) \(stride(from: 10, to: 0, by: -4).map { $0 * 2 })")
    }
}
