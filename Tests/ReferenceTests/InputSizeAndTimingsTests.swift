// `--max-input-size` (the input size limit as a flag, 256 MiB by default, for the main file,
// standard input and imports) and `--timings` (where one compile's time goes), through the
// viewc binary; InputSize's parsing of sizes directly.

import DrawIR
import Foundation
@testable import ViewcDriver
import XCTest

final class InputSizeAndTimingsTests: CLITestCase {
    func write(_ text: String, _ name: String) throws -> String { try writeText(text, name) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }

    let drawing = "canvas(width: 20, height: 20) {\n    backgroundColor: red\n}\n"

    // MARK: sizes

    func testSizesParseAsBinaryMultiples() {
        XCTAssertEqual(InputSize.parse("1000"), 1000)
        XCTAssertEqual(InputSize.parse("64K"), 64 << 10)
        XCTAssertEqual(InputSize.parse("64KiB"), 64 << 10)
        XCTAssertEqual(InputSize.parse("256M"), 256 << 20)
        XCTAssertEqual(InputSize.parse("256mb"), 256 << 20)
        XCTAssertEqual(InputSize.parse("1G"), 1 << 30)
        XCTAssertEqual(InputSize.parse("2047M"), 2047 << 20)
        for bad in ["", "0", "-5", "2G", "3000M", "1.5M", "12Q", "M", " 5", "99999999999999999999999"] {
            XCTAssertNil(InputSize.parse(bad), bad)
        }
        XCTAssertEqual(InputSize.defaultLimit, 256 << 20)
        XCTAssertEqual(InputSize.describe(256 << 20), "256 MiB")
        XCTAssertEqual(InputSize.describe(1 << 30), "1 GiB")
        XCTAssertEqual(InputSize.describe(3 << 10), "3 KiB")
        XCTAssertEqual(InputSize.describe(1000), "1000 bytes")
    }

    func testTheDefaultAdmitsFilesBeyondTheOld16MiB() throws {
        // 17 MiB: refused before the limit became a flag.
        let padding = String(repeating: "// " + String(repeating: "x", count: 1020) + "\n", count: 17 << 10)
        let input = try write(padding + drawing, "big.view")
        let r = try viewc([input, "-o", "big.svg"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(exists("big.svg"))
    }

    func testAFileOverTheLimitIsRefusedAndNothingIsWritten() throws {
        let input = try write(drawing, "d.view")
        let size = drawing.utf8.count
        let r = try viewc([input, "-o", "d.svg", "--max-input-size", String(size - 1)])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "viewc: error: \(input) is larger than \(size - 1) bytes; raise the limit with --max-input-size\n")
        XCTAssertFalse(exists("d.svg"))
        // Exactly the limit is fine.
        XCTAssertEqual(try viewc([input, "-o", "d.svg", "--max-input-size", String(size)]).status, 0)
    }

    func testStandardInputOverTheLimitIsRefused() throws {
        let r = try viewc(["-", "--format", "svg", "-o", "-", "--max-input-size", "1K"],
                          stdin: Array((String(repeating: "// padding\n", count: 200) + drawing).utf8))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "viewc: error: standard input is larger than 1 KiB; raise the limit with --max-input-size\n")
        XCTAssertEqual(r.stdout, [])
    }

    func testImportsKeepTheLimit() throws {
        // The import is 1.1 MiB, the main file small.
        _ = try write("let c = blue\n" + String(repeating: "// " + String(repeating: "x", count: 60) + "\n", count: 18 << 10), "lib.view")
        let input = try write("import \"lib.view\"\n" + drawing, "main.view")
        let r = try viewc([input, "-o", "m.svg", "--max-input-size", "1M"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("main.view:1:8: error: 'lib.view' is larger than 1 MiB"), r.stderr)
        XCTAssertFalse(exists("m.svg"))
        XCTAssertEqual(try viewc([input, "-o", "m.svg", "--max-input-size", "2M"]).status, 0)
    }

    func testAMalformedLimitIsAUsageError() throws {
        let input = try write(drawing, "d.view")
        for bad in ["0", "lots", "3G", "-1"] {
            let r = try viewc([input, "-o", "d.svg", "--max-input-size=\(bad)"])
            XCTAssertEqual(r.status, 64, bad)
            XCTAssertTrue(r.stderr.contains("--max-input-size is a size"), r.stderr)
        }
        XCTAssertFalse(exists("d.svg"))
    }

    // MARK: timings

    func testTimingsNameEveryStageAndLeaveTheOutputAlone() throws {
        let input = try write(drawing, "d.view")
        let plain = try viewc([input, "-o", "a.svg", "-o", "a.png"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let timed = try viewc([input, "-o", "b.svg", "-o", "b.png", "--timings"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(timed.stdout, [])
        let lines = timed.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "viewc: timings of \(input) (milliseconds)")
        let names = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first! }
        // Two outputs are rendered at once: the render of both is a stage, each one's own time
        // is shown under it.
        XCTAssertEqual(names, ["command line", "read", "lex/parse", "evaluate", "lower", "render (at once)", "render svg", "render png",
                               "write", "other", "total", "peak memory"])
        // Every stage has a number; the total is at least the sum of the stages (each output's
        // own render counted once, in the stage of them all); neither output took longer than all.
        // Each number is printed rounded to 0.01 ms: the sum of the stages' may exceed the
        // total's by half a hundredth a number.
        var sum = 0.0, total = 0.0, stages = 0, atOnce = 0.0, each: [Double] = []
        for line in lines.dropFirst().dropLast() {
            let fields = line.split(separator: " ")
            let value = fields.compactMap { Double($0) }.first
            XCTAssertNotNil(value, line)
            if line.hasPrefix("  total") { total = value ?? 0 }
            else if line.hasPrefix("    render") { each.append(value ?? 0); XCTAssertTrue(line.hasSuffix("(at the same time as the other outputs)"), line) }
            else if !line.hasPrefix("  command line") { sum += value ?? 0; stages += 1 }
            if line.hasPrefix("  render (at once)") { atOnce = value ?? 0 }
        }
        XCTAssertGreaterThanOrEqual(total + 0.005 * Double(stages + 1) + 1e-9, sum)
        XCTAssertEqual(each.count, 2)
        for t in each { XCTAssertLessThanOrEqual(t, atOnce + 0.01 + 1e-9) }
        for ext in ["svg", "png"] {
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("a." + ext)),
                           try Data(contentsOf: dir.appendingPathComponent("b." + ext)), "--timings changes no output")
        }
    }

    /// PNGs that together have more pixels than one PNG may (100 megapixels) are rendered one
    /// after another, so that several outputs never hold more image memory than one could. The
    /// rule is checked on the plan (rendering 150 megapixels to prove it would cost minutes);
    /// the compile shows it takes the rule's answer.
    func testLargePNGsAreNotRenderedAtOnce() throws {
        let limit = 100_000_000.0
        func page(_ w: Double, _ h: Double) -> IRPage { IRPage(width: w, height: h, items: [], range: .none) }
        func png(_ scale: Int = 1, page: Int? = nil) -> PlannedOutput { PlannedOutput(path: "p.png", format: .png, scale: scale, page: page) }
        let svg = PlannedOutput(path: "p.svg", format: .svg, scale: 1, page: nil)
        let big = page(7100, 7100)
        XCTAssertGreaterThan(2 * 7100 * 7100, limit)
        XCTAssertFalse(Pipeline.rendersAtOnce([png(), png()], pages: [big]), "two PNGs of 50.41 megapixels each")
        XCTAssertTrue(Pipeline.rendersAtOnce([png(), svg], pages: [big]), "one such PNG with an SVG is within the budget")
        XCTAssertLessThanOrEqual(2 * 7000 * 7000, limit)
        XCTAssertTrue(Pipeline.rendersAtOnce([png(), png()], pages: [page(7000, 7000)]), "two of 49 megapixels")
        // The scale multiplies each side; a fraction of a point is a whole pixel.
        XCTAssertTrue(Pipeline.rendersAtOnce([png(2), svg, png(1)], pages: [page(4000, 4000)]), "(4000·2)² + 4000² = 80 megapixels")
        XCTAssertFalse(Pipeline.rendersAtOnce([png(2), svg, png(2)], pages: [page(4000, 4000)]), "(4000·2)² · 2 = 128 megapixels")
        XCTAssertFalse(Pipeline.rendersAtOnce([png(2), png(2)], pages: [page(3535.6, 3535.6)]), "ceil(7071.2)² × 2 = 100,001,472 pixels")
        XCTAssertGreaterThan(2 * pow(ceil(3535.6 * 2), 2), limit)
        // A PNG of one page of a document counts that page's pixels.
        let doc = [page(100, 100), big]
        XCTAssertTrue(Pipeline.rendersAtOnce([png(page: 1), png(page: 1), png(page: 2)], pages: doc))
        XCTAssertFalse(Pipeline.rendersAtOnce([png(page: 2), png(page: 2)], pages: doc))
        // One output is never "at once".
        XCTAssertFalse(Pipeline.rendersAtOnce([svg], pages: [page(10, 10)]))

        // The compile follows the rule: several outputs within the budget are rendered at once.
        let input = try write("canvas(width: 300, height: 200) {\n  backgroundColor: red\n}\n", "small.view")
        let mixed = try viewc([input, "-o", "c.png", "-o", "c.svg", "--timings"])
        XCTAssertEqual(mixed.status, 0, mixed.stderr)
        XCTAssertTrue(mixed.stderr.contains("render (at once)"), mixed.stderr)
    }

    func testNoTimingsWithoutTheFlag() throws {
        let input = try write(drawing, "d.view")
        let r = try viewc([input, "-o", "d.svg"])
        XCTAssertEqual(r.stderr, "")
    }
}
