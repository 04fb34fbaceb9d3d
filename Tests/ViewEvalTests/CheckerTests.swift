// The checking stage: what it finds before anything runs — in branches never taken, loops
// that run zero times and components never used — with the messages and spots evaluation
// gives the same mistakes when it meets them; fix-its on did-you-means; flat operator chains
// walked without recursion; and compiles on several threads at once.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class CheckerTests: XCTestCase {
    /// The headlines of `body` inside a canvas, and of the same body in a branch never taken.
    func liveAndDead(_ body: String) -> (live: [String], dead: [String]) {
        let live = evaluate(inCanvas(body)).headlines
        let dead = evaluate(inCanvas("  if false {\n" + body + "\n  }")).headlines
        return (live, dead)
    }

    func testErrorsInBranchesNeverTakenAreFoundWithTheSameMessage() {
        // Each is found where it would run (line 2) and where it never runs (line 3).
        for (body, message) in [
            ("  view { frame: Rect(0, 0, 1, 1); backgroundColr: .red }", "a view has no property 'backgroundColr'; did you mean 'backgroundColor'?"),
            ("  path { move(to: Point(0, 0)); lien(to: Point(1, 1)) }", "unknown path command 'lien'; did you mean 'line'?"),
            ("  path { line(too: Point(1, 1)) }", "wrong argument label 'too:' in call to line(to:); expected 'to:'"),
            ("  path { lineWidth: \"2\" }", "'lineWidth' is a Number, not a String"),
            ("  path { path { } }", "a 'path' block cannot be placed in a 'path' block"),
            ("  group { shadow: 3 }", "'shadow' is a Shadow, as in Shadow(offset: Size(0, 2), blur: 4, color: .black), not a Number"),
            ("  context { setLineWidth(.red) }", "'setLineWidth' expects a Number for argument 1, not a Color"),
            ("  label { text: 3 }", "'text' is a String, not a Number"),
            ("  label { textAlignment: .centre }", "unknown text alignment '.centre'; did you mean '.center'? (NSTextAlignment: .left, .center, .right, .justified, .natural)"),
            ("  fill(.red)", "'fill' is a path command; put it inside a 'path { … }' block"),
            ("  bogus { }", "unknown block 'bogus'"),
            ("  Point(1, 2)", "the result of 'Point(…)' is unused"),
        ] {
            let (live, dead) = liveAndDead(body)
            let column = { (h: String) in h.split(separator: ":")[2] }
            XCTAssertEqual(live.count, 1, "\(body): \(live)")
            XCTAssertEqual(dead.count, 1, "\(body): \(dead)")
            XCTAssertTrue(live.first?.hasSuffix("error: " + message) == true, "\(body): \(live)")
            XCTAssertTrue(dead.first?.hasSuffix("error: " + message) == true, "\(body): \(dead)")
            XCTAssertTrue(live.first?.hasPrefix("t.view:2:") == true && dead.first?.hasPrefix("t.view:3:") == true)
            if let l = live.first, let d = dead.first { XCTAssertEqual(column(l), column(d), body) }
        }
    }

    func testComponentsNeverUsedAreChecked() {
        let text = """
        canvas(width: 10, height: 10) { }
        view Unused {
            @inspectable size = 3
            path { circle(center: Point(size, size), radius: size * "2") }
            view { alpha: .half }
        }
        """
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:4:54: error: cannot multiply Number by String",
            "t.view:5:19: error: 'alpha' is a Number, not '.half'",
        ])
        // An instance's arguments are checked against the component's parameters wherever it
        // stands, also in a loop that runs zero times.
        XCTAssertEqual(evaluate("""
        canvas(width: 10, height: 10) {
            for i in 0..<0 { Dot(frame: bounds, radius: "big") }
        }
        view Dot { @inspectable radius = 2 }
        """).headlines, ["t.view:2:49: error: parameter 'radius' of 'Dot' is a Number, not a String"])
    }

    func testAFileWithAnErrorAnywhereDrawsNothing() {
        let r = evaluate(inCanvas("  if 1 > 2 { path { strok(.red) } }"))
        XCTAssertNil(r.document)
        XCTAssertEqual(r.headlines, ["t.view:2:21: error: unknown path command 'strok'; did you mean 'stroke'?"])
    }

    /// A closure whose result Swift infers from a `return` of a value that is already an
    /// error has no known type: the error is reported once, where it is, and not again as a
    /// property "holding the result of a method that returns nothing" (a lazy property's
    /// initial value, a `let` of the closure called at once).
    func testAClosureReturningAnErrorIsReportedOnce() {
        let r = evaluate("""
        canvas(width: 10, height: 10) { Families(frame: Rect(0, 0, 10, 10)) }
        class Families: UIView {
            lazy var all: [String] = {
                let names = UIFont.familyNamez
                return names
            }()
            override func draw(_ rect: CGRect) {
                let first = { return UIColor.redd }()
                first.setFill()
            }
        }
        """)
        XCTAssertNil(r.document)
        XCTAssertEqual(r.headlines.filter { $0.contains("returns nothing") }, [])
        XCTAssertEqual(r.headlines.count, 2)
        XCTAssertTrue(r.headlines[0].hasPrefix("t.view:4:28: error: "), r.headlines[0])
        XCTAssertEqual(r.headlines[1], "t.view:8:38: error: unknown color 'redd'; did you mean 'red'?")
    }

    func testDidYouMeanCarriesAFixIt() throws {
        let text = "let radius = 3\n" + inCanvas("  let a = radiu + 1\n  path { mvoe(to: Point(1, 1)); fill(.red) }\n  backgroundColor: .systemBleu")
        let r = evaluate(text)
        let fixes = r.diagnostics.map { d in d.fixIts.map { "\($0.range.shortDescription) \($0.replacement)" } }
        XCTAssertEqual(fixes, [["3:11-3:16 radius"], ["4:10-4:14 move"], ["5:20-5:31 .systemBlue"]], r.headlines.joined(separator: "\n"))
        // The replacement, applied, gives text that compiles.
        var fixed = Array(text.utf8)
        for d in r.diagnostics.reversed() { for f in d.fixIts { fixed.replaceSubrange(f.range.start..<f.range.end, with: Array(f.replacement.utf8)) } }
        XCTAssertEqual(evaluate(String(decoding: fixed, as: UTF8.self)).headlines, [])
    }

    func testDidYouMeanIsBoundedForHugeNames() {
        let name = String(repeating: "radius", count: 200)   // 1 200 characters
        let start = Date()
        XCTAssertEqual(evaluate("let radius = 3\n" + inCanvas("  let a = \(name)")).headlines, ["t.view:3:11: error: unknown name '\(name)'"])
        print("a 1 200-character unknown name: \(Int(Date().timeIntervalSince(start) * 1000)) ms")
    }

    func testAFlatChainOfOperatorsIsNotNesting() {
        // 100 000 operands: parsed in a loop, checked and evaluated without recursion.
        let sum = "let x = " + Array(repeating: "1", count: 100_000).joined(separator: " + ") + "\ncanvas(width: 10, height: 10) { }\n"
        let c = compileText(sum)
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(c.value("x"), "100000")
        // Mixed chains keep precedence: 1 + 2 * 3 - 4 / 2 + … over 2 000 terms.
        let terms = (0..<2000).map { i in i % 2 == 0 ? "\(i) * 2" : "\(i) / 4" }.joined(separator: " - ")
        let want = (0..<2000).reduce(0.0) { acc, i in
            let t = i % 2 == 0 ? Double(i) * 2 : Double(i) / 4
            return i == 0 ? t : acc - t
        }
        XCTAssertEqual(valueOf(terms), formatNumber(want))
    }

    func testPathsBuildInLinearTime() throws {
        // 200 000 segments in one path block, each read back through currentPoint's neighbour:
        // no command may recompute the path's bounds (O(n²): 160 000 segments would take 24 s).
        let text = """
        canvas(width: 100, height: 100) {
            path {
                move(to: Point(0, 0))
                for i in 0..<200000 { line(to: Point(i % 100, (i * 7) % 100)) }
                stroke(.red)
            }
            context {
                move(to: Point(0, 0))
                for i in 0..<20000 { addLine(to: Point(i % 100, (i * 3) % 100)) }
                strokePath()
            }
        }
        """
        let start = Date()
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [])
        let root = try XCTUnwrap(r.document?.pages.first?.root)
        XCTAssertEqual(painted(root.content).map(\.elements.count), [200_001, 20_001])
        // A context path of 20 000 segments stays inside the default operation limit: a call
        // counts one operation, not one per segment of the path so far (which would allow
        // about 3 160 segments).
        print("a path of 200 000 segments and a context path of 20 000: \(Int(Date().timeIntervalSince(start) * 1000)) ms")
    }

    func testPathBoundsAndCurrentPointFollowThePath() {
        let c = compileText("""
        canvas(width: 10, height: 10) {
            path {
                move(to: Point(1, 2))
                line(to: Point(5, 8))
                let b = pathBounds
                let p = currentPoint
                line(to: Point(b.maxX + p.x, 0))
                stroke(.red)
            }
        }
        """)
        XCTAssertEqual(c.errors, [])
        let path = painted(c.root.content).first
        XCTAssertEqual(path?.elements.last, .line(Point(10, 0)), "maxX 5 + currentPoint.x 5")
        XCTAssertEqual(errorsOf(inCanvas("  path { let q = currentPoint }")), ["t.view:2:18: error: unknown name 'currentPoint'"])
    }

    /// The checker keeps a resolution per node (a million for 10,000 paths): 8 bytes each.
    func testResolutionLayout() {
        XCTAssertLessThanOrEqual(MemoryLayout<Res>.stride, 8)
    }

    /// A view keeps a drawing command per fill and stroke: the rare, large ones are boxed.
    func testDrawCommandLayout() {
        XCTAssertLessThanOrEqual(MemoryLayout<DrawCommand>.stride, 160)
    }

    func testConcurrentCompilesInOneProcess() throws {
        // Several compiles at once on several threads (as `viewc build -j` runs them): each
        // gets the result it gets alone.
        let texts = (0..<6).map { k in """
        let side = \(k + 2)
        canvas(width: 40, height: 40) {
            for i in 0..<side { path { rect(Rect(i * 3, \(k), 2, 2)); fill(hsb(i / side, 1, 1)) } }
            view { frame: Rect(0, 0, side, side); backgroundColr: .red }
        }
        """ }
        let alone = texts.map { t in evaluate(t).headlines }
        let lock = NSLock()
        var together: [Int: [[String]]] = [:]
        DispatchQueue.concurrentPerform(iterations: 24) { i in
            let h = evaluate(texts[i % 6]).headlines
            lock.lock(); together[i % 6, default: []].append(h); lock.unlock()
        }
        for k in 0..<6 { XCTAssertEqual(together[k] ?? [], Array(repeating: alone[k], count: 4)) }
    }
}
