// Documents of many pages in formats of one page: the page-number pattern of output names,
// the plan of files (one per page, --page, and the usage errors), SVG pages with their
// <title> and links (<a> over the exact area, to URLs and to the files of other pages), PNG
// pages, and the command line's handling of all of it for a one-page drawing.

import CairoBackend
import DrawIR
import Foundation
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class PageFilesTests: XCTestCase {
    func testPageNumberPatterns() throws {
        XCTAssertEqual(try PageNamePattern("slide-%d.svg").name(page: 3), "slide-3.svg")
        XCTAssertEqual(try PageNamePattern("p-%02d.png").name(page: 3), "p-03.png")
        XCTAssertEqual(try PageNamePattern("p-%02d.png").name(page: 123), "p-123.png")
        XCTAssertEqual(try PageNamePattern("%03d/%d.svg").name(page: 7), "007/7.svg")
        XCTAssertEqual(try PageNamePattern("100%%-%d.svg").name(page: 2), "100%-2.svg")
        XCTAssertTrue(try PageNamePattern("a-%d.svg").hasNumber)
        XCTAssertFalse(try PageNamePattern("100%%.svg").hasNumber)
        XCTAssertFalse(try PageNamePattern("plain.svg").hasNumber)
        for bad in ["100%.svg", "a%", "a-%s.svg", "a-%2d.svg", "a-%0d.svg", "a-%0xd.svg", "a-%00d.svg"] {
            XCTAssertThrowsError(try PageNamePattern(bad), bad) { e in
                XCTAssertTrue("\(e)".hasPrefix("'\(bad)' has "), "\(e)")
                XCTAssertTrue("\(e)".hasSuffix("in an output name, %d is the page number (%02d pads it to two digits) and %% is a '%' itself"), "\(e)")
            }
        }
    }

    /// Three pages of different sizes and colours; page 1 links to page 2, to a destination on
    /// page 3 and to the web; page 3 links back to page 1.
    func deck() throws -> IRDocument {
        let parts = [try solidPage(200, 100, "red"), try solidPage(120, 80, "green"), try solidPage(60, 90, "blue")]
        var doc = IRDocument(pages: parts.map { $0.pages[0] }, sources: parts.flatMap(\.sources))
        doc.pages[0].items += [Item(.link(.page(2, .zero), Rect(0, 0, 20, 10)), .none),
                               Item(.link(.destination("end"), Rect(20, 0, 20, 10)), .none),
                               Item(.link(.url("https://example.com/?a=1&b=2"), Rect(40, 0, 20, 10)), .none)]
        doc.pages[2].items += [Item(.destination("end", Point(0, 10)), .none),
                               Item(.link(.page(1, .zero), Rect(0, 0, 10, 10)), .none)]
        doc.info.title = "Deck & <notes>"
        doc.pages[1].accessibility.label = "Second"
        return doc
    }

    func plan(_ names: [String], pages: Int, page: Int? = nil) throws -> [PlannedOutput] {
        try PageOutputs.plan(names.map { ($0, Driver.format(forPath: $0)!, 1) }, pageCount: pages, page: page)
    }

    func testPlans() throws {
        let all = try plan(["out/slide-%d.svg", "p-%02d.png", "deck.pdf"], pages: 3)
        XCTAssertEqual(all.map(\.path), ["out/slide-1.svg", "out/slide-2.svg", "out/slide-3.svg", "p-01.png", "p-02.png", "p-03.png", "deck.pdf"])
        XCTAssertEqual(all.map(\.page), [1, 2, 3, 1, 2, 3, nil])
        XCTAssertEqual(all[0].pageFiles, [1: "slide-1.svg", 2: "slide-2.svg", 3: "slide-3.svg"])
        XCTAssertEqual(all[3].pageFiles, [:])
        // The number naming a folder: hrefs go through it.
        XCTAssertEqual(try plan(["p%d/s.svg"], pages: 2)[0].pageFiles, [1: "s.svg", 2: "../p2/s.svg"])
        let one = try plan(["out/slide-%d.svg", "x.png"], pages: 3, page: 2)
        XCTAssertEqual(one.map(\.path), ["out/slide-2.svg", "x.png"])
        XCTAssertEqual(one.map(\.page), [2, 2])
        XCTAssertEqual(one[0].pageFiles, [2: "slide-2.svg"])
        XCTAssertEqual(try plan(["a.svg"], pages: 1).map(\.pageFiles), [[1: "a.svg"]])
        XCTAssertEqual(try plan(["100%%.svg"], pages: 1).map(\.path), ["100%.svg"])
        XCTAssertThrowsError(try plan(["deck/slides.svg"], pages: 3)) { e in
            XCTAssertEqual("\(e)", "the document has 3 pages and an SVG holds one: write one file per page with a page number in the name (-o deck/slides-%d.svg), or pick one with --page N")
        }
        XCTAssertThrowsError(try PageOutputs.plan([("-", .png, 1)], pageCount: 2, page: nil)) { e in
            XCTAssertEqual("\(e)", "the document has 2 pages and a PNG holds one: write one file per page with a page number in the name (-o page-%d.png), or pick one with --page N")
        }
        XCTAssertThrowsError(try plan(["a-%d.svg"], pages: 3, page: 4)) { e in
            XCTAssertEqual("\(e)", "--page 4, but the document has 3 pages")
        }
        XCTAssertEqual(PageOutputs.usageProblem([("a-%d.pdf", .pdf)], page: nil),
                       "'a-%d.pdf' has a page number, but a PDF holds every page: name one .pdf file (a page pattern is for SVG and PNG)")
        XCTAssertEqual(PageOutputs.usageProblem([("a.svg", .svg), ("a.pdf", .pdf)], page: 1),
                       "--page picks the page of an SVG or PNG, but 'a.pdf' is a PDF, which holds every page")
        XCTAssertEqual(PageOutputs.usageProblem([("a.svg", .svg)], page: 0), "--page counts from 1, not 0")
        XCTAssertNil(PageOutputs.usageProblem([("a-%d.svg", .svg), ("b.pdf", .pdf), ("-", .svg)], page: nil))
    }

    /// Numbers of an SVG path's `d` (M x y L x y … Z).
    func numbers(_ d: Substring) -> [Double] {
        d.split(separator: " ").compactMap { Double($0) }
    }

    func testSVGPagesCarryTitlesAndLinks() throws {
        let doc = try deck()
        let planned = try plan(["slide-%d.svg"], pages: 3)
        let dir = scratch(self)
        for o in planned {
            write(try render(doc, .svg, page: o.page, pageFiles: o.pageFiles), dir + "/" + o.path)
            let lint = try runTool("xmllint", ["--noout", dir + "/" + o.path])
            XCTAssertEqual(lint.status, 0, lint.stderr)
        }
        let one = String(decoding: contents(dir + "/slide-1.svg")!, as: UTF8.self)
        let two = String(decoding: contents(dir + "/slide-2.svg")!, as: UTF8.self)
        let three = String(decoding: contents(dir + "/slide-3.svg")!, as: UTF8.self)
        XCTAssertTrue(one.contains("width=\"200px\" height=\"100px\""))
        XCTAssertTrue(two.contains("width=\"120px\" height=\"80px\""))
        // The title: the page's accessibility label, else the document's title, escaped.
        XCTAssertTrue(one.contains("-title\">Deck &amp; &lt;notes&gt;</title>"), one)
        XCTAssertTrue(two.contains("-title\">Second</title>"), two)
        XCTAssertFalse(two.contains("Deck"), two)
        // Links, in order, as <a> around an invisible path over the area.
        let anchors = one.components(separatedBy: "<a xlink:href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(anchors, ["slide-2.svg", "slide-3.svg", "https://example.com/?a=1&amp;b=2"])
        XCTAssertTrue(one.contains("<a xlink:href=\"slide-2.svg\"><path d=\"M 0 0 L 20 0 L 20 10 L 0 10 Z\" fill=\"#000000\" fill-opacity=\"0\"/></a>"), one)
        XCTAssertTrue(three.contains("<a xlink:href=\"slide-1.svg\">"), three)
        // The anchors are the last children, over the drawing.
        XCTAssertTrue(one.hasSuffix("</a>\n</svg>\n") || one.hasSuffix("</a>\n</svg>"), String(one.suffix(80)))
        // Invisible: rsvg-convert draws the same pixels with and without them.
        var bare = doc.pages[0]
        bare.items.removeAll { if case .link = $0.op { return true }; return false }
        let plain = try render(IRDocument(pages: [bare], sources: doc.sources), .svg)
        write(plain, dir + "/plain.svg")
        for (svg, png) in [("slide-1.svg", "a.png"), ("plain.svg", "b.png")] {
            XCTAssertEqual(try runTool("rsvg-convert", ["-o", dir + "/" + png, dir + "/" + svg]).status, 0)
        }
        let a = try Pixels(png: dir + "/a.png"), b = try Pixels(png: dir + "/b.png")
        XCTAssertEqual(a.width, 200)
        XCTAssertEqual(a.data, b.data)
    }

    func testSVGLinkAreaFollowsRotation() throws {
        var doc = try solidPage(100, 100, "white")
        let t = Transform(rotationAngle: .pi / 4).concatenating(Transform(translationX: 50, y: 20))
        doc.pages[0].items += [Item(.save, .none), Item(.concat(t), .none),
                               Item(.link(.url("https://x.org"), Rect(0, 0, 30, 10)), .none), Item(.restore, .none)]
        let svg = String(decoding: try render(doc, .svg), as: UTF8.self)
        let d = try XCTUnwrap(svg.components(separatedBy: "<path d=\"").last?.prefix { $0 != "\"" })
        let got = numbers(d)
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        var want: [Double] = []
        for (x, y) in [(0.0, 0.0), (30.0, 0.0), (30.0, 10.0), (0.0, 10.0)] {
            want.append(x * c - y * s + 50)
            want.append(x * s + y * c + 20)
        }
        XCTAssertEqual(got.count, 8)
        // SVG numbers have four decimals.
        for (g, w) in zip(got, want) { XCTAssertEqual(g, w, accuracy: 1e-4, "\(got)") }
    }

    /// In a browser, the <a> takes the pointer over the link's rotated area, above the drawing,
    /// and nowhere else: headless Chromium's elementFromPoint, on a page that inlines the SVG.
    func testChromiumFindsTheLinkExactlyOverItsArea() throws {
        var doc = try solidPage(100, 100, "red")
        let t = Transform(rotationAngle: .pi / 4).concatenating(Transform(translationX: 50, y: 20))
        doc.pages[0].items += [Item(.save, .none), Item(.concat(t), .none),
                               Item(.link(.url("https://x.org/a"), Rect(0, 0, 30, 10)), .none), Item(.restore, .none)]
        var svg = String(decoding: try render(doc, .svg), as: UTF8.self)
        if let prolog = svg.range(of: "?>") { svg.removeSubrange(svg.startIndex..<prolog.upperBound) }
        // Inside the quadrilateral: its middle, (15, 5) in the link's space. Outside it but
        // inside its bounding box: near the box's top-right corner. Far away: a corner of the page.
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let mid = (15 * c - 5 * s + 50, 15 * s + 5 * c + 20)
        let points = [(Int(mid.0), Int(mid.1)), (69, 23), (5, 95)]
        let script = points.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
        let html = """
        <!DOCTYPE html><html><body style="margin:0">\(svg)<pre id="out"></pre><script>
        document.getElementById('out').textContent = [\(script)].map(([x, y]) => {
          const e = document.elementFromPoint(x, y), a = e && e.closest('a');
          return a ? a.getAttribute('xlink:href') : (e ? e.tagName : 'none');
        }).join(' ');
        </script></body></html>
        """
        let dir = scratch(self)
        write(html, dir + "/page.html")
        let r = try runTool("timeout", ["-k", "5", "90", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                        "--user-data-dir=" + dir + "/profile", "--dump-dom", "file://" + dir + "/page.html"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = try XCTUnwrap(r.stdout.components(separatedBy: "<pre id=\"out\">").last?.components(separatedBy: "</pre>").first)
        let hits = out.split(separator: " ").map(String.init)
        XCTAssertEqual(hits.count, 3, out)
        XCTAssertEqual(hits[0], "https://x.org/a", "the link's middle")
        XCTAssertFalse(hits[1].hasPrefix("http"), "outside the rotated area, inside its box: \(hits[1])")
        XCTAssertFalse(hits[2].hasPrefix("http"), "far from it: \(hits[2])")
    }

    func testOnePageOfManyLeavesOutLinksToPagesItDoesNotWrite() throws {
        let doc = try deck()
        let planned = try plan(["slide-%d.svg"], pages: 3, page: 1)
        let warnings = PageOutputs.warnings(doc, planned)
        XCTAssertEqual(warnings.count, 2)
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warnings.map(\.message), [
            "this link goes to page 2, which this run writes to no SVG file of its own: the SVG leaves the link out (write every page with a pattern such as -o name-%d.svg, or write a PDF)",
            "this link goes to page 3, which this run writes to no SVG file of its own: the SVG leaves the link out (write every page with a pattern such as -o name-%d.svg, or write a PDF)",
        ])
        let svg = String(decoding: try render(doc, .svg, page: 1, pageFiles: planned[0].pageFiles), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: "<a ").count - 1, 1, "only the URL link")
        XCTAssertTrue(svg.contains("<a xlink:href=\"https://example.com/?a=1&amp;b=2\">"))
        XCTAssertEqual(PageOutputs.warnings(doc, try plan(["slide-%d.svg"], pages: 3)).count, 0)
    }

    func testPNGPagesAndTheRendererRefusingAmbiguity() throws {
        let doc = try deck()
        let dir = scratch(self)
        let colors = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        let sizes = [(200, 100), (120, 80), (60, 90)]
        for n in 1...3 {
            write(try render(doc, .png, page: n), dir + "/p\(n).png")
            let px = try Pixels(png: dir + "/p\(n).png")
            XCTAssertEqual(px.width, sizes[n - 1].0); XCTAssertEqual(px.height, sizes[n - 1].1)
            assertColor(px, px.width / 2, px.height / 2, colors[n - 1], "page \(n)")
        }
        for format in [OutputFormat.svg, .png] {
            XCTAssertThrowsError(try render(doc, format)) { e in
                XCTAssertTrue((e as? BackendError)?.message.hasPrefix("the document has 3 pages and") == true, "\(e)")
            }
            XCTAssertThrowsError(try render(doc, format, page: 4)) { e in
                XCTAssertEqual((e as? BackendError)?.message, "there is no page 4: the document has 3 pages")
            }
        }
        XCTAssertEqual(try render(doc, .svg, page: 2), try render(doc, .svg, page: 2))
    }

    // MARK: the command line, with a one-page drawing

    func testCommandLinePagePatternsAndPageOption() throws {
        let dir = scratch(self)
        write("canvas(width: 40, height: 30) {\n    backgroundColor: red\n}\n", dir + "/a.view")
        let r = try runTool("viewc", ["a.view", "-o", "s-%d.svg", "-o", "p-%02d.png", "-o", "100%%.svg", "--depfile", "a.d"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        for f in ["s-1.svg", "p-01.png", "100%.svg"] { XCTAssertTrue(exists(dir + "/" + f), f) }
        XCTAssertFalse(exists(dir + "/s-%d.svg"))
        let dep = String(decoding: contents(dir + "/a.d") ?? [], as: UTF8.self)
        // A `%` in a target is `\%`: make would take the rule for a pattern rule (Depfile.swift).
        XCTAssertTrue(dep.hasPrefix("s-1.svg p-01.png 100\\%.svg:"), dep)
        XCTAssertEqual(try runTool("viewc", ["a.view", "--page", "1", "-o", "one.svg"], cwd: dir).status, 0)
        XCTAssertEqual(contents(dir + "/one.svg"), contents(dir + "/s-1.svg"))
        let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()

        let usage: [([String], String)] = [
            (["--page", "2", "-o", "x.svg"], "--page 2, but the document has 1 page"),
            (["--page", "0", "-o", "x.svg"], "--page counts from 1, not 0"),
            (["-o", "100%.svg"], "'100%.svg' has '%.', which is not a page number: in an output name, %d is the page number (%02d pads it to two digits) and %% is a '%' itself"),
            (["-o", "x-%d.pdf"], "'x-%d.pdf' has a page number, but a PDF holds every page: name one .pdf file (a page pattern is for SVG and PNG)"),
            (["--page", "1", "-o", "x.pdf"], "--page picks the page of an SVG or PNG, but 'x.pdf' is a PDF, which holds every page"),
        ]
        for (args, message) in usage {
            let u = try runTool("viewc", ["a.view"] + args, cwd: dir)
            XCTAssertEqual(u.status, 64, "\(args): \(u.stderr)")
            XCTAssertTrue(u.stderr.contains("Error: " + message), "\(args): \(u.stderr)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), before, "nothing written: \(args)")
        }
    }
}
