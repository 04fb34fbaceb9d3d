// A component that places itself twice per level would make 2^30 views; the view budget stops
// it with a located error, also under a 2 GiB address-space limit: the budget must end it
// before memory runs out, which would end the process with SIGABRT instead of an error.

import Foundation
import XCTest

final class WorkBudgetTests: XCTestCase {
    static let exponential = """
    view T {
        @inspectable n = 20
        if n > 0 {
            T(frame: Rect(0, 0, 1, 1), n: n - 1)
            T(frame: Rect(0, 0, 1, 1), n: n - 1)
        }
    }
    canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10), n: 30) }
    """

    func testExponentialInstancesEndWithALocatedErrorUnderAMemoryLimit() throws {
        let dir = scratch(self)
        put(Self.exponential, dir + "/e.view")
        // ulimit -v is in KiB: 2 GiB of address space. The time limit catches a hang, not a slow
        // machine: the debug binary makes the 200,000 views in about 30 s of a quiet core.
        let o = try runCommand("/bin/sh", ["-c", "ulimit -v 2097152; exec \"$0\" e.view -o e.svg", Here.viewc], cwd: dir, timeout: 300)
        report("2^30 instances under 2 GiB", o)
        XCTAssertEqual(o.status, 1, o.stderr)
        XCTAssertNil(o.signal)
        XCTAssertTrue(o.stderr.hasPrefix("e.view:5:9: error: more than 200000 views; raise the limit with --max-views"), o.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/e.svg"))
        // The flag raises (or lowers) it.
        let low = try viewc(["e.view", "-o", "e.svg", "--max-views", "10"], cwd: dir, timeout: 60)
        XCTAssertTrue(low.stderr.contains("error: more than 10 views; raise the limit with --max-views"), low.stderr)
    }

    func testADeferredCanvasBodyOfManyLinesAsksForNoGigabytesAhead() throws {
        // The deferred canvas body's scan counts 12 million lines that hold something (a form
        // feed, which the lexer refuses); room for a drawing command each, made before the
        // first is read, would be 1.8 GB asked for at once, SIGABRT under 2 GiB of address
        // space, so none is reserved ahead. Parsed whole, the file is the lexer's errors, capped.
        let dir = scratch(self)
        let lines = String(repeating: "\u{0C}\n", count: 12_000_000)
        put("canvas(width: 10, height: 10) {\n" + lines + "}\n", dir + "/f.view")
        let o = try runCommand("/bin/sh", ["-c", "ulimit -v 2097152; exec \"$0\" f.view -o f.svg", Here.viewc], cwd: dir, timeout: 120)
        report("12 million form feeds under 2 GiB", o)
        XCTAssertNil(o.signal, o.stderr)
        XCTAssertEqual(o.status, 1, o.stderr)
        XCTAssertTrue(o.stderr.hasPrefix("f.view:2:1: error: unexpected character"), String(o.stderr.prefix(300)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/f.svg"))
    }

    func testRenderCostIsEstimatedBeforeItIsPaidAndTheFlagMovesIt() throws {
        // One 100×100 view with a blurred shadow on a 1000×1000 page costs the page's area,
        // 1 megapixel at one pixel a point: over a budget of 0.5, within one of 2.
        let dir = scratch(self)
        put("""
        canvas(width: 1000, height: 1000) {
            view { frame: Rect(10, 10, 100, 100); backgroundColor: .red; layer.shadowOpacity: 1; layer.shadowRadius: 4 }
        }
        """, dir + "/s.view")
        let over = try viewc(["s.view", "-o", "s.png", "--max-render-cost", "0.5"], cwd: dir, timeout: 60)
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.hasPrefix("s.view:2:5: error: rendering this drawing would cost more than 0.5 megapixels"), over.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/s.png"))
        let within = try viewc(["s.view", "-o", "s.png", "--max-render-cost", "2"], cwd: dir, timeout: 60)
        XCTAssertEqual(within.status, 0, within.stderr)
    }

    /// A 2000-point page with 20 blurred shadows of page-wide rects (line 2 to line 21): within
    /// the render budget, past the 100 megapixels of shadow images a vector page may hold.
    static let pageWithTwentyShadows = "canvas(width: 2000, height: 2000) {\n"
        + String(repeating: "    group { shadow: Shadow(offset: Size(2, 2), blur: 2, color: rgb(0, 0, 0, 0.5)); path { rect(Rect(10, 10, 1980, 1980)); fill(.red) } }\n", count: 20)
        + "}\n"

    func testTheShadowImagesOfAVectorPageAreBounded() throws {
        // Each blurred shadow of a page-wide rect on a 2000-point page is an 8-megapixel image in
        // a PDF or SVG, which cairo holds until the page ends; 20 of them are within the render
        // budget (20 × 4 megapixels) but past the 100 megapixels a vector page may hold: a
        // located error at the 13th (12 × 8 = 96, 13 × 8 = 104), after the format's warning that
        // it has no blur; nothing written. A PNG holds no image per shadow and is drawn.
        let dir = scratch(self)
        let text = Self.pageWithTwentyShadows
        put(text, dir + "/s.view")
        for (format, name) in [("svg", "SVG"), ("pdf", "PDF")] {
            let o = try viewc(["s.view", "-o", "s.\(format)"], cwd: dir, timeout: 120)
            XCTAssertEqual(o.status, 1, o.stderr)
            XCTAssertTrue(o.stderr.contains("s.view:14:5: error: the blurred shadows on this page would put more than 100 megapixels of images into the \(name)"), o.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/s.\(format)"))
        }
        let png = try viewc(["s.view", "-o", "s.png"], cwd: dir, timeout: 120)
        XCTAssertEqual(png.status, 0, png.stderr)
    }

    func testARenderErrorInALargeInputShowsItsLine() throws {
        // A compile sets a large input's text aside before it renders (it reads the file again
        // should an error need a line): the same drawing followed by 1.2 MB of comments prints
        // the same warnings and the same located error, line and caret included.
        let dir = scratch(self)
        let text = Self.pageWithTwentyShadows
        put(text, dir + "/s.view")
        put(text + String(repeating: "// " + String(repeating: "x", count: 76) + "\n", count: 15_000), dir + "/big.view")
        let small = try viewc(["s.view", "-o", "s.pdf"], cwd: dir, timeout: 120)
        let big = try viewc(["big.view", "-o", "big.pdf"], cwd: dir, timeout: 120)
        XCTAssertEqual(big.status, 1, big.stderr)
        XCTAssertTrue(small.stderr.contains("s.view:14:5: error: the blurred shadows on this page"), small.stderr)
        XCTAssertTrue(small.stderr.contains("\n    ^~~~"), small.stderr)
        XCTAssertEqual(big.stderr, small.stderr.replacingOccurrences(of: "s.view:", with: "big.view:"))
    }

    func testStringWorkIsCountedAndTheFlagMovesIt() throws {
        // "ab" + "cd" touches 4 bytes; ten of them in a loop, 40: over a budget of 30.
        let dir = scratch(self)
        put("""
        canvas(width: 10, height: 10) {
            for i in 0..<10 {
                let s = "ab" + "cd"
                if s.count == 0 { view { } }
            }
        }
        """, dir + "/w.view")
        let over = try viewc(["w.view", "-o", "w.svg", "--max-work", "30"], cwd: dir, timeout: 60)
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.contains("error: more than 30 bytes and elements touched by string and list operations"), over.stderr)
        let within = try viewc(["w.view", "-o", "w.svg", "--max-work", "1000"], cwd: dir, timeout: 60)
        XCTAssertEqual(within.status, 0, within.stderr)
    }

    func testEvaluationStepsAreCountedAndTheFlagMovesThem() throws {
        // 100 iterations of `i + i + i` (3 names and 2 operators, 5 steps each, plus the
        // condition's 3): about 800 steps — over a budget of 500, within one of 10000.
        let dir = scratch(self)
        put("""
        canvas(width: 10, height: 10) {
            for i in 0..<100 {
                let x = i + i + i
                if x < 0 { view { } }
            }
        }
        """, dir + "/s.view")
        let over = try viewc(["s.view", "-o", "s.svg", "--max-steps", "500"], cwd: dir, timeout: 60)
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.contains("error: more than 500 evaluation steps; raise the limit with --max-steps"), over.stderr)
        let within = try viewc(["s.view", "-o", "s.svg", "--max-steps", "10000"], cwd: dir, timeout: 60)
        XCTAssertEqual(within.status, 0, within.stderr)
    }
}
