// Documents in the language, and the language side of their metadata, links and outline:
// `document(title:author:subject:keywords:) { page(size:) { … } … }` — pages from loops, ifs and
// components, named and custom sizes in both orientations, margins, pageNumber and pageCount,
// metadata, links, named destinations and bookmarks — read back with pdfinfo, pdftotext and
// qpdf, and the errors a user meets.

import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class DocumentLanguageTests: XCTestCase {
    /// Millimetres to points, as ISO 216 sizes are defined (1 in = 25.4 mm = 72 pt).
    func mm(_ x: Double) -> Double { x * 72 / 25.4 }
    /// pdfinfo's "595.276 x 841.89 pts": three decimals, trailing zeros dropped.
    func pts(_ w: Double, _ h: Double) -> String {
        func f(_ x: Double) -> String {
            var s = String(format: "%.3f", x)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s
        }
        return "\(f(w)) x \(f(h)) pts"
    }

    func compileFile(_ dir: String, _ text: String, _ out: [String], name: String = "d.view") throws -> Ran {
        write(text, dir + "/" + name)
        return try runTool("viewc", [name] + out.flatMap { ["-o", $0] }, cwd: dir, env: ["SOURCE_DATE_EPOCH": "1700000000"])
    }

    static let course = """
    let chapters = ["Paths", "Views", "Text"]
    view Slide {
        @inspectable title = ""
        let area = bounds
        label { frame: area; text: title; textAlignment: .center }
    }
    document(title: "Drawing with viewc", author: "Kim", subject: "A course handout", keywords: ["UIKit", "drawing", ""]) {
        page(size: .a4) {
            label { frame: layoutFrame; text: "Title page" }
        }
        for name in chapters {
            page(size: .a4, orientation: .landscape) {
                Slide(frame: Rect(layoutFrame.minX, layoutFrame.minY, layoutFrame.width, 100), title: name)
                label {
                    frame: Rect(layoutFrame.minX, layoutFrame.maxY - 20, layoutFrame.width, 20)
                    text: String(pageNumber) + " / " + String(pageCount)
                }
            }
            if name == "Views" {
                page(size: .letter) { label { frame: layoutFrame; text: "Exercise " + String(pageNumber) } }
            }
        }
        page(size: Size(300, 200)) { label { frame: layoutFrame; text: "Custom" } }
        page(size: Size(300, 200), orientation: .portrait) { label { frame: layoutFrame; text: "Turned" } }
        page(width: 300, height: 150) { label { frame: layoutFrame; text: "Small" } }
    }
    """

    func testPagesSizesMetadataAndPageNumbers() throws {
        let dir = scratch(self)
        let r = try compileFile(dir, Self.course, ["d.pdf"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let path = dir + "/d.pdf"
        let info = try pdfinfo(path)
        XCTAssertEqual(info["Pages"], "8")
        XCTAssertEqual(info["Title"], "Drawing with viewc")
        XCTAssertEqual(info["Author"], "Kim")
        XCTAssertEqual(info["Subject"], "A course handout")
        XCTAssertEqual(info["Keywords"], "UIKit, drawing")   // an empty keyword is left out
        XCTAssertEqual(info["Creator"], "viewc 0.1.0")
        // --title and --author take the place of the document's.
        XCTAssertEqual(try runTool("viewc", ["d.view", "-o", "o.pdf", "--title", "Week 3: 뷰", "--author", "Lee"], cwd: dir).status, 0)
        let over = try pdfinfo(dir + "/o.pdf")
        XCTAssertEqual([over["Title"], over["Author"], over["Subject"]], ["Week 3: 뷰", "Lee", "A course handout"])
        // Sizes page by page: A4 from millimetres, landscape swapped, Letter from inches, custom
        // sizes as written unless turned.
        let a4 = (mm(210), mm(297)), letter = (8.5 * 72, 11 * 72.0)
        let sizes = [a4, (a4.1, a4.0), (a4.1, a4.0), letter, (a4.1, a4.0), (300, 200), (200, 300), (300, 150)]
        let all = try pdfinfo(path, ["-f", "1", "-l", "8"])
        for (i, s) in sizes.enumerated() {
            XCTAssertEqual(all["Page    \(i + 1) size"].map { String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) },
                           pts(s.0, s.1), "page \(i + 1)")
        }
        // pageNumber and pageCount, including the page an `if` adds in the loop (pdftotext
        // drops the spaces around the slash of "2 / 8").
        let expected = [["Title page"], ["Paths", "2/8"], ["Views", "3/8"], ["Exercise 4"], ["Text", "5/8"],
                        ["Custom"], ["Turned"], ["Small"]]
        for (n, words) in expected.enumerated() {
            let text = try runTool("pdftotext", ["-f", "\(n + 1)", "-l", "\(n + 1)", path, "-"]).stdout
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "\u{0C}" }
            XCTAssertEqual(lines, words, "page \(n + 1)")
        }
    }

    /// layoutFrame is the page's bounds inset by its layoutMargins (36 points each by default).
    func testMarginsAndLayoutFrame() throws {
        let text = """
        document {
            page(size: .a5) { view { frame: layoutFrame } }
            page(width: 400, height: 300, layoutMargins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) {
                view { frame: layoutFrame }
                view { frame: Rect(layoutMargins.left, layoutMargins.top, 1, 1) }
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let doc = try XCTUnwrap(c.document)
        XCTAssertEqual(doc.pages.count, 2)
        let (w, h) = (mm(148), mm(210))
        XCTAssertEqual(doc.pages[0].root.subviews[0].frame, Rect(36, 36, w - 72, h - 72))
        XCTAssertEqual(doc.pages[1].root.subviews[0].frame, Rect(20, 10, 400 - 20 - 40, 300 - 10 - 30))
        XCTAssertEqual(doc.pages[1].root.subviews[1].frame.origin, Point(20, 10))
    }

    func testLinksDestinationsAndBookmarks() throws {
        let dir = scratch(self)
        let text = """
        document(title: "Links") {
            page(size: .a5, bookmark: "Start") {
                label { frame: Rect(40, 40, 200, 30); text: "To the chart"; link: "#chart" }
                label { frame: Rect(40, 80, 200, 30); text: "The web"; link: "https://example.org/a?b=1&c=2" }
                label { frame: Rect(40, 120, 200, 30); text: "Page 2"; link: 2 }
            }
            page(size: .a5, bookmark: "Results") {
                view {
                    frame: Rect(50, 100, 300, 200)
                    destination: "chart"
                    bookmark: "The chart"
                    view { frame: Rect(10, 20, 30, 30); bookmark: "Inside" }
                }
                view { frame: Rect(50, 320, 300, 100); bookmark: "Below" }
                view { frame: Rect(50, 450, 10, 10); bookmark: "Hidden"; isHidden: true }
            }
            page(size: .a5) { view { frame: Rect(0, 0, 10, 10); bookmark: "Loose" } }
        }
        """
        let r = try compileFile(dir, text, ["d.pdf"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let path = dir + "/d.pdf"
        let urls = try runTool("pdfinfo", ["-url", path]).stdout
        XCTAssertTrue(urls.contains("https://example.org/a?b=1&c=2"), urls)
        let q = try QPDFDocument(path)
        let h = mm(210)
        let links = q.links(page: 1)
        XCTAssertEqual(links.count, 3)
        // "#chart" goes to the named destination: page 2, the view's top-left corner in PDF
        // coordinates (y up from the page's bottom).
        let chart = try XCTUnwrap(links.compactMap { q.destination(of: $0) }.first { $0.page == 2 && $0.x == 50 })
        XCTAssertEqual(chart.y, h - 100, accuracy: 0.01)
        XCTAssertTrue(links.compactMap { q.destination(of: $0) }.contains { $0.page == 2 && $0.x == 0 })
        // The outline: pages' bookmarks with their views' inside, nested as the views are; a
        // hidden view has none; a page without a bookmark leaves its views' at the top.
        func titles(_ items: [[String: Any]]) -> [String] {
            items.map { i in
                let kids = titles(i["kids"] as? [[String: Any]] ?? [])
                return (i["title"] as? String ?? "?") + (kids.isEmpty ? "" : "(" + kids.joined(separator: ",") + ")")
            }
        }
        XCTAssertEqual(titles(q.outlines), ["Start", "Results(The chart(Inside),Below)", "Loose"])
        XCTAssertEqual(q.outlines.map { $0["destpageposfrom1"] as? Int }, [1, 2, 3])
    }

    func testErrorsAreLocatedAndWriteNothing() throws {
        let dir = scratch(self)
        let cases: [(String, String)] = [
            ("document {\n    page(size: .a7) { }\n}\n", "d.view:2:16: error: unknown page size '.a7'; did you mean '.a3'? (the sizes are .a3, .a4, .a5, .b5, .letter, .legal, .tabloid, or a Size in points)"),
            ("page(size: .a4) { }\n", "d.view:1:1: error: a page belongs in a 'document(…) { … }' block; a file of one page is a 'canvas(width:height:) { … }'"),
            ("canvas(width: 10, height: 10) { }\ndocument { page(size: .a4) { } }\n", "d.view:2:1: error: a file has one canvas or one document; this is a second"),
            ("document { }\n", "d.view:1:1: error: this document has no pages: add 'page(size: .a4) { … }' blocks to its body"),
            ("document {\n    let n = pageCount\n    page(size: .a4) { }\n}\n", "d.view:2:13: error: 'pageCount' is known inside a page's body (page(size:) { … } in a document), not here"),
            ("document {\n    page(size: .a4, orientation: .sideways) { }\n}\n", "d.view:2:34: error: a page's orientation is .portrait or .landscape, not .sideways"),
            ("document {\n    page(width: 0, height: 10) { }\n}\n", "d.view:2:17: error: a page side must be more than 0 and at most 100000 points, not 0"),
            ("document {\n    page(size: .a4) { view { destination: \"no spaces\" } }\n}\n", "d.view:2:43: error: a destination name is 1 to 100 letters (a-z, A-Z), digits, '-', '_' and '.', not \"no spaces\""),
            ("document {\n    page(size: .a4) { view { link: \"#nowhere\" } }\n}\n", "d.view:2:23: error: this link goes to 'nowhere', but no destination has that name"),
            ("document {\n    page(size: .a4) { view { link: 3 } }\n}\n", "d.view:2:23: error: this link goes to page 3, but the document has 1 page"),
            ("document {\n    page(size: .a4) { view { link: 1.5 } }\n}\n", "d.view:2:36: error: a link to a page takes a page number from 1, not 1.5"),
            ("document {\n    page(size: .a4) { frame: Rect(0, 0, 1, 1) }\n}\n", "d.view:2:23: error: a page's size comes from page(size:) or page(width:height:), and its 'frame' cannot be set"),
            ("document {\n    view { }\n}\n", "d.view:2:5: error: a view cannot be placed in a 'document' block"),
        ]
        for (text, headline) in cases {
            write(Array("old".utf8), dir + "/d.pdf")
            let r = try compileFile(dir, text, ["d.pdf"])
            XCTAssertEqual(r.status, 1, text)
            XCTAssertEqual(r.stderr.split(separator: "\n").first.map(String.init), headline, text)
            XCTAssertEqual(contents(dir + "/d.pdf"), Array("old".utf8), "nothing written: \(text)")
        }
    }

    /// One file per page with a pattern; a document of many pages to one SVG name is refused.
    func testPagesToSVGFiles() throws {
        let dir = scratch(self)
        let text = "document {\n    for i in 1...3 {\n        page(width: 100 * i, height: 50) { backgroundColor: .red }\n    }\n}\n"
        let r = try compileFile(dir, text, ["p-%d.svg"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for i in 1...3 {
            let svg = String(decoding: try XCTUnwrap(contents(dir + "/p-\(i).svg")), as: UTF8.self)
            XCTAssertTrue(svg.contains("width=\"\(100 * i)px\" height=\"50px\""), svg.prefix(300).description)
        }
        let one = try compileFile(dir, text, ["one.svg"])
        XCTAssertEqual(one.status, 64, one.stderr)
        XCTAssertFalse(exists(dir + "/one.svg"))
    }

    func testStringOfANumber() throws {
        let text = "canvas(width: 10, height: 10) {\n    label { text: String(3) + \"|\" + String(2.5) + \"|\" + String(-0.125) + \"|\" + String(1 / 3) }\n}\n"
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        XCTAssertEqual(try XCTUnwrap(c.document).pages[0].root.subviews[0].label?.text, "3|2.5|-0.125|0.3333")
    }

    /// UIKit's accessibility defaults and rules, in the IR: a plain label is its text (no
    /// element), a label with settings of its own is one (trait .staticText unless set), an
    /// image view and a plain view are not unless set, an element hides its subviews, a hidden
    /// view has none; each page of a document has its own label.
    func testAccessibilityElementsAndDefaults() throws {
        let ir = try compileIR("""
        document(title: "T") {
            page(width: 200, height: 200) {
                accessibilityLabel: "First"
                label { frame: Rect(0, 0, 50, 20); text: "plain" }
                label { frame: Rect(0, 30, 50, 20); text: "hinted"; accessibilityHint: "h" }
                image { frame: Rect(0, 60, 10, 10) }
                view { frame: Rect(0, 80, 10, 10); accessibilityLabel: "not an element" }
                view {
                    frame: Rect(100, 100, 50, 50)
                    isAccessibilityElement: true
                    accessibilityLabel: "Group"
                    label { frame: Rect(0, 0, 10, 10); text: "inside"; accessibilityHint: "x" }
                }
                view { frame: Rect(0, 0, 5, 5); isHidden: true; isAccessibilityElement: true; accessibilityLabel: "Hidden" }
            }
            page(width: 200, height: 200) { accessibilityLabel: "Second" }
        }
        """)
        let a = ir.pages[0].accessibility
        XCTAssertEqual(a.label, "First")
        XCTAssertEqual(a.elements.map(\.label), ["hinted", "Group"])
        XCTAssertEqual(a.elements.map(\.traits), [["staticText"], []])
        XCTAssertEqual(a.elements.map(\.hint), ["h", nil])
        XCTAssertEqual(a.elements[1].bounds, Rect(0, 0, 50, 50))
        XCTAssertEqual(Point(0, 0).applying(a.elements[1].transform), Point(100, 100))
        XCTAssertEqual(ir.pages[1].accessibility.label, "Second")
    }

    /// A view's accessibility texts are UIKit's `String?`s: Swift code sets them from optionals
    /// (nil is none) and sets an `accessibilityValue`, which the element carries after its label
    /// and the SVG names as the group's `aria-valuetext`.
    func testAccessibilityValueAndOptionalTexts() throws {
        let text = """
        canvas(width: 100, height: 50) {
            Stars(frame: Rect(0, 0, 100, 50))
        }
        class Stars: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                isAccessibilityElement = true
                let hint: String? = nil
                let label: String? = "Rating"
                accessibilityLabel = label
                accessibilityHint = hint
                accessibilityValue = "3 stars set."
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let a = try compileIR(text).pages[0].accessibility
        XCTAssertEqual(a.elements.map(\.label), ["Rating"])
        XCTAssertEqual(a.elements.map(\.value), ["3 stars set."])
        XCTAssertEqual(a.elements.map(\.hint), [nil])
        let dir = scratch(self)
        write(text, dir + "/s.view")
        let r = try runTool("viewc", ["s.view", "-o", "-", "--format", "svg"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("<g role=\"img\" aria-label=\"Rating\" aria-valuetext=\"3 stars set.\"><title>Rating</title><rect"), r.stdout)
    }

    /// The commands that show one page: `hit --page N` touches that page; `embed` inlines a
    /// document's pages one after another, each named "…, page k of n".
    func testHitAndEmbedTakeEveryPage() throws {
        let dir = scratch(self)
        let text = """
        document(title: "Two") {
            page(width: 100, height: 50) { view { frame: Rect(0, 0, 50, 50); accessibilityIdentifier: "left" } }
            page(width: 100, height: 50) { view { frame: Rect(50, 0, 50, 50); accessibilityIdentifier: "right" } }
        }
        """
        write(text, dir + "/d.view")
        let one = try runTool("viewc", ["hit", "d.view", "75,25"], cwd: dir)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertTrue(one.stdout.hasPrefix("<page;"), one.stdout)
        let two = try runTool("viewc", ["hit", "d.view", "75,25", "--page", "2"], cwd: dir)
        let lines = two.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, two.stdout)
        XCTAssertTrue(lines.first?.hasPrefix("<view; frame = (50 0; 50 50)") == true && lines.first?.contains("identifier = \"right\"") == true, two.stdout)
        XCTAssertTrue(lines.last?.hasPrefix("-> <page;") == true, two.stdout)
        let three = try runTool("viewc", ["hit", "d.view", "75,25", "--page", "3"], cwd: dir)
        XCTAssertEqual(three.status, 64)
        XCTAssertTrue(three.stderr.contains("--page 3, but the document has 2 pages"), three.stderr)
        write("# Pages\n\n```view\n" + text + "\n```\n\nafter\n", dir + "/p.md")
        let e = try runTool("viewc", ["embed", "p.md", "-o", "p.out.md"], cwd: dir)
        XCTAssertEqual(e.status, 0, e.stderr)
        let out = String(decoding: try XCTUnwrap(contents(dir + "/p.out.md")), as: UTF8.self)
        XCTAssertEqual(out.components(separatedBy: "<svg ").count - 1, 2)
        XCTAssertTrue(out.contains(">Two, page 1 of 2</title>") && out.contains(">Two, page 2 of 2</title>"), out)
        XCTAssertTrue(out.hasPrefix("# Pages\n\n<svg") && out.hasSuffix("</svg>\n\nafter\n"), out)
    }
}
