// `viewc handout` end to end, read back with poppler and qpdf: sheets, paper sizes and
// orientation, metadata, the outline (one entry per drawing), captions and page numbers as
// text, and the grid's pixels through pdftocairo — each drawing in its cell exactly where
// scaleAspectFit puts it (computed here from the layout's numbers), framed, with ruled notes
// lines — and the failures: a bad input fails the whole handout with its file:line:col error
// and writes nothing; bad options are usage errors.

import Foundation
import ViewGeometry
import XCTest

final class HandoutTests: XCTestCase {
    /// Four one-colour drawings of different shapes, in a scratch folder.
    func drawings(_ dir: String) -> [String] {
        let specs = [("a", 200, 100, "red"), ("b", 100, 200, "green"), ("c", 150, 150, "blue"), ("d", 300, 60, "yellow")]
        for (name, w, h, color) in specs {
            write("canvas(width: \(w), height: \(h)) {\n    backgroundColor: \(color)\n}\n", "\(dir)/\(name).view")
        }
        return specs.map { "\($0.0).view" }
    }

    func testSheetsMetadataOutlineAndText() throws {
        let dir = scratch(self)
        let files = drawings(dir) + ["a.view"]
        let args = files + ["-o", "h.pdf", "--per-page", "2", "--title", "Week 3: 뷰", "--author", "Kim"]
        let r = try runTool("viewc", ["handout"] + args, cwd: dir, env: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let path = dir + "/h.pdf"
        let check = try runTool("qpdf", ["--check", path])
        XCTAssertEqual(check.status, 0, check.stdout)
        let info = try pdfinfo(path, ["-isodates"])
        XCTAssertEqual(info["Pages"], "3")   // five drawings, two a sheet
        XCTAssertEqual(info["Page size"], "595.276 x 841.89 pts (A4)")
        XCTAssertEqual(info["Title"], "Week 3: 뷰")
        XCTAssertEqual(info["Author"], "Kim")
        XCTAssertEqual(info["Creator"], "viewc 0.1.0")
        XCTAssertEqual(info["CreationDate"], "2023-11-14T22:13:20Z")
        // Captions, header and page numbers ("1 / 3") are text, page by page (pdftotext reads
        // the page number's narrow spaces as none).
        let expected = [["Week 3: 뷰", "Kim", "a.view", "b.view", "1/3"], ["Week 3: 뷰", "Kim", "c.view", "d.view", "2/3"],
                        ["Week 3: 뷰", "Kim", "a.view", "3/3"]]
        for (n, words) in expected.enumerated() {
            let text = try runTool("pdftotext", ["-f", "\(n + 1)", "-l", "\(n + 1)", path, "-"]).stdout
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "\u{0C}" }
            XCTAssertEqual(lines, words, "page \(n + 1)")
        }
        // One outline entry per drawing, at the sheet of its cell.
        let outline = try QPDFDocument(path).outlines
        XCTAssertEqual(outline.map { $0["title"] as? String }, files)
        XCTAssertEqual(outline.map { $0["destpageposfrom1"] as? Int }, [1, 1, 2, 2, 3])
        // The same bytes again.
        let first = contents(path)
        XCTAssertEqual(try runTool("viewc", ["handout"] + args, cwd: dir, env: ["SOURCE_DATE_EPOCH": "1700000000"]).status, 0)
        XCTAssertEqual(contents(path), first)
    }

    func testPaperAndOrientation() throws {
        let dir = scratch(self)
        let files = drawings(dir)
        let cases: [([String], String)] = [
            (["--paper", "letter"], "612 x 792 pts (letter)"),
            (["--paper", "Legal", "--landscape"], "1008 x 612 pts"),
            (["--paper", "a3"], "841.89 x 1190.55 pts (A3)"),
            (["--landscape"], "841.89 x 595.276 pts (A4)"),
        ]
        for (args, size) in cases {
            let r = try runTool("viewc", ["handout"] + files + ["-o", "h.pdf"] + args, cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(try pdfinfo(dir + "/h.pdf")["Page size"], size, "\(args)")
        }
    }

    func testGridPixelsFollowScaleAspectFit() throws {
        let dir = scratch(self)
        let files = drawings(dir)
        let r = try runTool("viewc", ["handout"] + files + ["-o", "h.pdf", "--per-page", "4", "--notes", "--paper", "letter"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        // 4 pixels a point.
        XCTAssertEqual(try runTool("pdftocairo", ["-png", "-r", "288", "-singlefile", dir + "/h.pdf", dir + "/h"]).status, 0)
        let px = try Pixels(png: dir + "/h.png")
        XCTAssertEqual(px.width, 612 * 4); XCTAssertEqual(px.height, 792 * 4)
        func at(_ x: Double, _ y: Double) -> (Int, Int) { (Int((x * 4).rounded(.down)), Int((y * 4).rounded(.down))) }

        // Letter, portrait, 2 × 2: margins 36, a footer band of 18, gutters 18.
        let cw = (612 - 72 - 18) / 2.0, ch = (792 - 72 - 18 - 18) / 2.0
        let sizes = [(200.0, 100.0), (100.0, 200.0), (150.0, 150.0), (300.0, 60.0)]
        let colors = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
        for i in 0..<4 {
            let cell = Rect(36 + Double(i % 2) * (cw + 18), 36 + Double(i / 2) * (ch + 18), cw, ch)
            // Taller than wide: the drawing takes the top half, notes the bottom, 12 apart.
            let half = (ch - 12) / 2
            let area = Rect(cell.minX, cell.minY, cw, half - 14)   // less the caption band
            let (w, h) = sizes[i]
            // UIView.ContentMode.scaleAspectFit: the largest scale that fits, centred.
            let s = min(area.width / w, area.height / h)
            let fit = Rect(area.minX + (area.width - w * s) / 2, area.minY + (area.height - h * s) / 2, w * s, h * s)
            let what = "drawing \(i + 1)"
            let (cx, cy) = at(fit.midX, fit.midY)
            assertColor(px, cx, cy, colors[i], what)
            for (x, y) in [(fit.minX + 0.5, fit.minY + 0.5), (fit.maxX - 0.5, fit.minY + 0.5), (fit.minX + 0.5, fit.maxY - 0.5), (fit.maxX - 0.5, fit.maxY - 0.5)] {
                let p = at(x, y)
                assertColor(px, p.0, p.1, colors[i], "\(what) corner")
            }
            // The frame: 0.75 wide, just outside the drawing, grey 0.6.
            for (x, y) in [(fit.minX - 0.375, fit.midY), (fit.maxX + 0.375, fit.midY), (fit.midX, fit.minY - 0.375)] {
                let p = at(x, y)
                assertColor(px, p.0, p.1, (153, 153, 153), tolerance: 4, "\(what) frame")
            }
            // Paper beyond the frame, where the fit leaves room.
            if fit.minX - area.minX > 4 { let p = at(fit.minX - 2, fit.midY); assertColor(px, p.0, p.1, (255, 255, 255), "\(what) left of it") }
            if fit.minY - area.minY > 4 { let p = at(fit.midX, fit.minY - 2); assertColor(px, p.0, p.1, (255, 255, 255), "\(what) above it") }
            // Ruled lines: 0.5 wide, grey 0.75, every 18 points from the notes' top; paper between.
            let notesTop = cell.minY + half + 12
            var y = notesTop + 18
            while y <= cell.maxY {
                let p = at(cell.midX, y - 0.125)
                assertColor(px, p.0, p.1, (191, 191, 191), tolerance: 4, "\(what) rule at \(y)")
                let q = at(cell.midX, y - 9)
                assertColor(px, q.0, q.1, (255, 255, 255), "\(what) between rules")
                y += 18
            }
        }
        // Captions centred under their drawings, page number at the bottom, from poppler's boxes.
        let boxes = try runTool("pdftotext", ["-bbox", dir + "/h.pdf", "-"]).stdout
        func box(_ word: String) throws -> (Double, Double, Double, Double) {
            let line = try XCTUnwrap(boxes.split(separator: "\n").first { $0.hasSuffix(">\(word)</word>") }, word)
            let n = line.split(separator: "\"").compactMap { Double($0) }
            return (n[0], n[1], n[2], n[3])
        }
        let a = try box("a.view")
        XCTAssertEqual((a.0 + a.2) / 2, 36 + cw / 2, accuracy: 0.5, "a.view is centred in its cell")
        let page = try box("1")
        XCTAssertGreaterThan(page.1, 792 - 36 - 18)
        XCTAssertEqual((page.0 + (try box("/")).2) / 2, 306, accuracy: 6, "the page number is centred")
    }

    func testDefinesApplyToEveryInputThatDeclaresThem() throws {
        let dir = scratch(self)
        write("let tint = red\ncanvas(width: 100, height: 100) {\n    backgroundColor: tint\n}\n", dir + "/a.view")
        write("let tint = green\ncanvas(width: 100, height: 100) {\n    backgroundColor: tint\n}\n", dir + "/b.view")
        write("canvas(width: 100, height: 100) {\n    backgroundColor: black\n}\n", dir + "/c.view")
        let r = try runTool("viewc", ["handout", "a.view", "b.view", "c.view", "-o", "h.pdf", "--per-page", "3", "-D", "tint=blue"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try runTool("pdftocairo", ["-png", "-r", "72", "-singlefile", dir + "/h.pdf", dir + "/h"]).status, 0)
        let px = try Pixels(png: dir + "/h.png")
        // A4 portrait, 1 × 3: each square drawing is centred in its cell's drawing area.
        let ch = (PaperSize.a4.size.height - 72 - 18 - 36) / 3
        for (i, color) in [(0, 0, 255), (0, 0, 255), (0, 0, 0)].enumerated() {
            let y = 36 + Double(i) * (ch + 18) + (ch - 14) / 2
            assertColor(px, Int(PaperSize.a4.size.width / 2), Int(y), color, "drawing \(i + 1)")
        }
        let bad = try runTool("viewc", ["handout", "a.view", "c.view", "-o", "h2.pdf", "-D", "tnt=blue"], cwd: dir)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "viewc: error: -D tnt: no input declares a top-level let or inspectable named 'tnt'\n")
        XCTAssertFalse(exists(dir + "/h2.pdf"))
    }

    func testOneBadInputFailsTheWholeHandout() throws {
        let dir = scratch(self)
        let files = drawings(dir)
        write("canvas(width: 10, height: 10) {\n    backgroundColor: nosuchcolor\n}\n", dir + "/bad.view")
        write("old", dir + "/h.pdf")
        let r = try runTool("viewc", ["handout", files[0], "bad.view", files[1], "-o", "h.pdf"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("bad.view:2:22: error: "), r.stderr)
        XCTAssertTrue(r.stderr.contains("\n    backgroundColor: nosuchcolor\n                     ^"), r.stderr)
        XCTAssertEqual(contents(dir + "/h.pdf"), Array("old".utf8), "the old handout is left as it was")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }, [])
        // A missing input likewise.
        let missing = try runTool("viewc", ["handout", files[0], "gone.view", "-o", "h.pdf"], cwd: dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "viewc: error: no such file: gone.view\n")
        XCTAssertEqual(contents(dir + "/h.pdf"), Array("old".utf8))
        // An input beyond --max-input-size likewise.
        let big = try runTool("viewc", ["handout", files[0], "--max-input-size", "20", "-o", "h.pdf"], cwd: dir)
        XCTAssertEqual(big.status, 1)
        XCTAssertTrue(big.stderr.contains("is larger than"), big.stderr)
        XCTAssertEqual(contents(dir + "/h.pdf"), Array("old".utf8))
    }

    func testUsageErrors() throws {
        let dir = scratch(self)
        let files = drawings(dir)
        let cases: [([String], String)] = [
            (files + ["-o", "h.pdf", "--paper", "a6"], "unknown paper 'a6': the sizes are a3, a4, a5, b5, letter, legal, tabloid"),
            (files + ["-o", "h.pdf", "--per-page", "5"], "--per-page is 1, 2, 3, 4, 6 or 9, not 5"),
            (files + ["-o", "h.svg"], "a handout is a PDF: name the output '….pdf', not 'h.svg'"),
            (["-o", "h.pdf"], "no input: give one or more .view files"),
            (["-", "-o", "h.pdf"], "a handout reads .view files, not standard input"),
        ]
        for (args, message) in cases {
            let r = try runTool("viewc", ["handout"] + args, cwd: dir)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Error: " + message), "\(args): \(r.stderr)")
            XCTAssertFalse(exists(dir + "/h.pdf") || exists(dir + "/h.svg"), "\(args)")
        }
    }
}
