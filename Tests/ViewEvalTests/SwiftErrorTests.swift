// Swift's error handling as Swift has it: `throws` functions called with `try`, `throw` of an
// `enum E: Error`'s cases (with values too), `do { } catch { }` taking every error, one type
// (`catch let e as E`, `catch is E`) or one case (`catch E.tooSmall`, `catch E.tooBig(let by)`),
// `guard … else { throw … }`, errors passed up through throwing functions and thrown on from a
// catch, `try?` (nil on an error) and `try!` (a located stop on one); and Swift's rules on
// them, each a located error.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftErrorTests: XCTestCase, SwiftMemberDrawing {
    static let checker = """
        enum SizeError: Error {
            case tooSmall
            case tooBig(by: CGFloat)
        }
        enum Other: Error { case other }
        func checked(_ w: CGFloat) throws -> CGFloat {
            guard w >= 10 else { throw SizeError.tooSmall }
            if w > 100 { throw SizeError.tooBig(by: w - 100) }
            return w
        }
        func twice(_ w: CGFloat) throws -> CGFloat { 2 * (try checked(w)) }

    """

    /// Which rectangles are drawn, and where, follows Swift's handling of each error: the
    /// value returned, the catch of the case thrown (its value bound), the catch of the type,
    /// an error passed up through a throwing function and thrown on from a catch, `try?`.
    func testCatchesChooseWhatIsDrawnAsSwiftWould() {
        let fills = classFills(Self.checker + """
            func relay(_ w: CGFloat) throws -> CGFloat {
                do { return try twice(w) } catch { throw error }
            }
            override func draw(_ rect: CGRect) {
                do {
                    let w = try checked(50)
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                    _ = try checked(3)
                    UIRectFill(CGRect(x: 0, y: 99, width: 1, height: 1))
                } catch SizeError.tooSmall {
                    UIRectFill(CGRect(x: 0, y: 10, width: 5, height: 1))
                } catch {
                    UIRectFill(CGRect(x: 0, y: 98, width: 1, height: 1))
                }
                do { _ = try relay(130) } catch SizeError.tooBig(let by) {
                    UIRectFill(CGRect(x: 0, y: 20, width: by, height: 1))
                } catch {}
                do { _ = try relay(2) } catch let e as SizeError {
                    if case .tooSmall = e { UIRectFill(CGRect(x: 0, y: 30, width: 7, height: 1)) }
                } catch {}
                do { throw Other.other } catch is SizeError {
                    UIRectFill(CGRect(x: 0, y: 97, width: 1, height: 1))
                } catch {
                    UIRectFill(CGRect(x: 0, y: 40, width: 9, height: 1))
                }
                let none = try? checked(5)
                let some = try? twice(20)
                if none == nil, let s = some { UIRectFill(CGRect(x: 0, y: 50, width: s, height: 1)) }
            }
        """)
        XCTAssertEqual(fills.count, 6)
        assertRect(fills[0].bounds, 0, 0, 50, 1)
        assertRect(fills[1].bounds, 0, 10, 5, 1)
        assertRect(fills[2].bounds, 0, 20, 130 - 100, 1)   // relay(130) → twice(130) → checked(130): over by 30
        assertRect(fills[3].bounds, 0, 30, 7, 1)
        assertRect(fills[4].bounds, 0, 40, 9, 1)
        assertRect(fills[5].bounds, 0, 50, 40, 1)
    }

    /// An error leaves a loop in a throwing method at once (the sum stops before it); a
    /// struct's static and instance methods throw; `try?` on an optional chain is flat.
    func testErrorsLeaveLoopsAndStructMethods() {
        let fills = classFills("""
            enum Bad: Error { case at(Int) }
            struct Gauge {
                var v: CGFloat
                func scaled(_ k: CGFloat) throws -> CGFloat { if k < 0 { throw Bad.at(1) }; return v * k }
                static func make(_ v: CGFloat) throws -> Gauge { if v > 10 { throw Bad.at(2) }; return Gauge(v: v) }
            }
            static func check(_ n: Int) throws { if n == 3 { throw Bad.at(n) } }
            var total = 0
            func loop() throws {
                for i in 0..<10 {
                    try A.check(i)
                    total += i
                }
            }
            override func draw(_ rect: CGRect) {
                var hit: CGFloat = 0
                do { try loop() } catch Bad.at(let n) { hit = CGFloat(n) } catch {}
                let g = try? Gauge.make(4)
                let w = (try? g?.scaled(2)) ?? 0
                guard let h = try? Gauge.make(5).scaled(3) else { return }
                UIRectFill(CGRect(x: hit, y: w ?? 0, width: h, height: CGFloat(total)))
                do { _ = try Gauge.make(20) } catch let b as Bad {
                    if case .at(let k) = b { UIRectFill(CGRect(x: CGFloat(k), y: 30, width: 1, height: 1)) }
                } catch {}
            }
        """)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 3, 4 * 2, 5 * 3, Double((0..<3).reduce(0, +)))
        assertRect(fills[1].bounds, 2, 30, 1, 1)
    }

    /// `catch let e as NSError` and `as Error` take every error (every Swift error bridges to
    /// NSError), and an error caught is written as its case is (`"\(error)"`).
    func testAnyErrorCatchesAndErrorText() {
        let fills = classFills(Self.checker + """
            override func draw(_ rect: CGRect) {
                var text = ""
                do { _ = try checked(1) } catch let e as NSError { text = "\\(e)" }
                do { _ = try checked(2) } catch let e as Error { text += "/\\(e)" }
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(text.count), height: 1))
            }
        """)
        enum SizeError: Error { case tooSmall }
        let text = "\(SizeError.tooSmall)/\(SizeError.tooSmall)"
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, Double(text.count), 1)
    }

    /// `try!` meeting an error stops there, as Swift does: a located error (with a note where
    /// it was thrown), exit 1, nothing written.
    func testForcedTryMeetingAnErrorStopsWhereItIsWritten() throws {
        let text = "canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n" + Self.checker + """
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: try! checked(4), height: 1))
            }
        }
        """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:15:46: error: 'try!' met an error: A.SizeError.tooSmall (Swift would stop here)"])
        XCTAssertEqual(r.diagnostics.first?.notes.map(\.headline), ["t.view:9:30: note: thrown here"])
        let dir = NSTemporaryDirectory() + "viewc-try-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/t.view", atomically: true, encoding: .utf8)
        let run = try viewc(["t.view", "-o", "t.png"], cwd: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("t.view:15:46: error: 'try!' met an error: A.SizeError.tooSmall"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/t.png"))
    }

    /// Swift's rules on errors, each at its place: a throwing call without `try`, an error
    /// thrown where nothing handles it (also in a `do` whose catches do not take every error),
    /// a value that is not an Error thrown, a catch of a type that is not one.
    /// `try` before an assignment covers its value (`try w += checked(…)` is `w += try
    /// checked(…)`): 5 + 20 = 25 wide, then doubled by `try!` to 50 (twice(25) = 50); an error
    /// thrown there leaves the assignment undone, caught (w stays 50); `try?` before an
    /// assignment is named as outside the subset.
    func testTryBeforeAnAssignmentCoversItsValue() throws {
        let fills = classFills(Self.checker + """
            override func draw(_ rect: CGRect) {
                var w: CGFloat = 5
                do {
                    try w += checked(20)
                    try! w = twice(w)
                    try w += checked(1)
                } catch {
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                }
            }
        """)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 2 * (5 + 20), 1)
        XCTAssertEqual(errors("    func f() {\n        var w: CGFloat = 5\n        try? w += 1\n    }"),
                       ["t.view:5:9: error: 'try?' before an assignment (write 'if let v = try? …' and assign 'v') is outside the supported Swift subset (docs/language.md §13)"])
    }

    func testErrorRulesAreLocated() {
        XCTAssertEqual(errors(Self.checker + """
            func plain() {
                let a = checked(20)
                let b = try checked(20)
                throw SizeError.tooSmall
            }
            func wrong() throws {
                throw 3
                do { _ = try checked(1) } catch let e as CGFloat { }
            }
            func partial() {
                do { _ = try checked(1) } catch SizeError.tooSmall { }
            }
        """), [
            "t.view:15:17: error: call can throw but is not marked with 'try': write 'try checked(…)'",
            "t.view:16:21: error: errors thrown from here are not handled: call it in a throwing function, in 'do { … } catch { … }', or with 'try?' or 'try!'",
            "t.view:17:9: error: errors thrown from here are not handled: throw in a function declared 'throws', or in 'do { … } catch { … }'",
            "t.view:20:15: error: thrown expression type 'Number' does not conform to 'Error': throw a value of an 'enum Name: Error'",
            "t.view:21:50: error: 'Number' is not an error type: a 'catch' takes a type that conforms to 'Error'",
            "t.view:24:22: error: errors thrown from here are not handled because the enclosing catch is not exhaustive: end with a 'catch' that takes every error",
        ])
    }
}
