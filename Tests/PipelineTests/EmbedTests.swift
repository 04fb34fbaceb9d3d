// viewc embed: Markdown and HTML pages with drawings — every block replaced by its inline SVG
// (ids unique on the page, a title), the rest byte for byte; errors at the page's own line and
// column with its line and caret, and then nothing written.

import Foundation
import XCTest

final class EmbedTests: XCTestCase {
    var dir = ""

    override func setUp() { dir = scratchFolder(self) }

    let square = "canvas(width: 40, height: 40) {\n    path { rect(Rect(5, 5, 30, 30)); fill(.red) }\n}\n"
    let badge = "import \"parts/lib.view\"\ncanvas(width: 30, height: 30) {\n    view { frame: Rect(0, 0, 30, 30); clipsToBounds: true; layer.cornerRadius: 6; backgroundColor: tint\n        view { frame: Rect(10, 10, 30, 30); backgroundColor: .blue } }\n}\n"

    func page(_ blocks: [String]) -> String {
        """
        # Drawings — ünïcode before them

        Text *before*.

        ```view A red square
        \(blocks[0])```

        ````markdown
        ```view
        shown as it is, not compiled
        ```
        ````

          ```view
        \(blocks[1])  ```

        ~~~view
        \(blocks[2])~~~

        The end.

        """
    }

    /// The SVG viewc writes for `source` alone, without its XML declaration.
    func svgAlone(_ source: String) throws -> String {
        put(source, dir + "/alone.view")
        let r = try viewc(["alone.view", "-o", "alone.svg"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let s = String(decoding: bytes(dir + "/alone.svg")!, as: UTF8.self)
        return String(s[s.index(after: s.firstIndex(of: "\n")!)...])
    }

    func testBlocksBecomeInlineSVGAndTheRestStaysByteForByte() throws {
        put("let tint = #34c759\n", dir + "/parts/lib.view")
        let md = page([square, badge, square])
        put(md, dir + "/page.md")
        let r = try viewc(["embed", "page.md", "-o", "page.out.md"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = String(decoding: bytes(dir + "/page.out.md")!, as: UTF8.self)

        // Cut the page at the three replaced blocks: what is between them is the same text.
        let svgs = captures(out, #"(?s)(\n *<svg .*?</svg>)"#)
        XCTAssertEqual(svgs.count, 3)
        var rest = out
        for s in svgs { rest = rest.replacingOccurrences(of: s, with: "\n<DRAWING>") }
        XCTAssertEqual(rest, """
        # Drawings — ünïcode before them

        Text *before*.

        <DRAWING>

        ````markdown
        ```view
        shown as it is, not compiled
        ```
        ````

        <DRAWING>

        <DRAWING>

        The end.

        """)

        // Each is the drawing's own SVG with a title; the indented fence indents every line.
        let expected = [(try svgAlone(square), "A red square", ""), (try svgAlone(badge.replacingOccurrences(of: "tint", with: "#34c759")
            .replacingOccurrences(of: "import \"parts/lib.view\"\n", with: "")), "Drawing 2", "  "), (try svgAlone(square), "Drawing 3", "")]
        var allIDs: [String] = []
        for (svg, (alone, title, indent)) in zip(svgs, expected) {
            let lines = svg.dropFirst().split(separator: "\n")
            XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(indent) && !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            let body = lines.map { String($0.dropFirst(indent.count)) }.joined(separator: "\n") + "\n"
            let ids = captures(body, #" id="([^"]+)""#)
            allIDs += ids
            let prefix = String(ids[0].dropLast("title".count))
            XCTAssertEqual(ids[0], prefix + "title")
            // Apart from the title, the ids are those of the drawing alone (renumbered to a
            // new prefix when the page already has one).
            let own = String(captures(alone, #" id="(v[0-9a-f]{8}-)"#)[0])
            let withTitle = alone.replacingOccurrences(of: own, with: prefix)
                .replacingOccurrences(of: "version=\"1.1\">", with: "version=\"1.1\" role=\"img\" aria-labelledby=\"\(prefix)title\">\n<title id=\"\(prefix)title\">\(title)</title>")
            XCTAssertEqual(body, withTitle)
        }
        XCTAssertEqual(Set(allIDs).count, allIDs.count, "ids are unique on the page, also for the same drawing twice")
    }

    /// A fence in a list item, indented as the item's text (at most three spaces, as CommonMark
    /// finds fences), is embedded with every SVG line indented the same, so the drawing stays
    /// in the item; one indented four spaces (under `10.`) and one in a block quote are left
    /// as they are, as docs/pipelines.md says.
    func testAFenceInAListItemStaysInTheItem() throws {
        let drawing = "canvas(width: 10, height: 10) { view { frame: Rect(0, 0, 5, 5); backgroundColor: .red } }"
        let md = "- one\n\n  ```view\n  \(drawing)\n  ```\n\n- two\n\n10. deep\n\n    ```view\n    \(drawing)\n    ```\n\n> ```view\n> \(drawing)\n> ```\n"
        put(md, dir + "/list.md")
        let r = try viewc(["embed", "list.md", "-o", "list.out.md"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = String(decoding: bytes(dir + "/list.out.md")!, as: UTF8.self)
        let svgs = captures(out, #"(?s)(\n *<svg .*?</svg>)"#)
        XCTAssertEqual(svgs.count, 1)
        let lines = svgs.first.map { $0.dropFirst().split(separator: "\n") } ?? []
        XCTAssertTrue(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("  <") || $0.hasPrefix("  ") }, "\(lines)")
        XCTAssertTrue(out.hasPrefix("- one\n\n  <svg "), out)
        XCTAssertTrue(out.hasSuffix("\n\n- two\n\n10. deep\n\n    ```view\n    \(drawing)\n    ```\n\n> ```view\n> \(drawing)\n> ```\n"), out)
    }

    func testAnErrorIsReportedAtThePagesLineAndColumnAndNothingIsWritten() throws {
        put("let tint = #34c759\n", dir + "/parts/lib.view")
        let broken = "canvas(width: 40, height: 40) {\n\tview { frame: Rect(0, 0, 4, 4); backgroundColr: tint }\n}\n"
        let md = page([square, broken, square]).replacingOccurrences(of: "  ```view\ncanvas", with: "  ```view\nimport \"parts/lib.view\"\ncanvas")
        put(md, dir + "/page.md")
        put("old", dir + "/page.out.md")
        let r = try viewc(["embed", "page.md", "-o", "page.out.md"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(String(decoding: bytes(dir + "/page.out.md")!, as: UTF8.self), "old", "the old output is left alone")
        let lines = md.components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains("backgroundColr") }! + 1
        let column = Array(lines[line - 1].unicodeScalars).firstIndex(of: "b")! + 1
        XCTAssertEqual(column, 34)   // a tab, then 32 characters
        XCTAssertEqual(r.stderr, """
        page.md:\(line):\(column): error: a view has no property 'backgroundColr'; did you mean 'backgroundColor'?
        \tview { frame: Rect(0, 0, 4, 4); backgroundColr: tint }
        \t                                ^~~~~~~~~~~~~~

        """)
        // As JSON, the same place.
        let j = try viewc(["embed", "page.md", "-o", "page.out.md", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertTrue(j.stderr.hasPrefix("{\"file\":\"page.md\",\"line\":\(line),\"column\":\(column),\"endLine\":\(line),\"endColumn\":\(column + 14),"), j.stderr)
    }

    func testHTMLPages() throws {
        let html = """
        <!DOCTYPE html>
        <html><body>
        <!-- <pre class="view">canvas(width: 1, height: 1) {}</pre> stays: a comment -->
        <p>x &lt; y</p>
        <pre class="code view" title="Less &amp; more"><code>let w = 3 &lt; 4 ? 40 : 10
        canvas(width: w, height: 20) { path { rect(bounds); fill(.blue) } }
        </code></pre>
        <PRE class=view aria-label='Green'>canvas(width: 10, height: 10) { backgroundColor: .green }</PRE>
        <pre class="viewer">not a drawing</pre>
        </body></html>

        """
        put(html, dir + "/p.html")
        var r = try viewc(["embed", "p.html", "-o", "-"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        var rest = r.stdout
        let svgs = captures(r.stdout, #"(?s)(<svg .*?</svg>)"#)
        XCTAssertEqual(svgs.count, 2)
        for s in svgs { rest = rest.replacingOccurrences(of: s, with: "<DRAWING>") }
        XCTAssertEqual(rest, """
        <!DOCTYPE html>
        <html><body>
        <!-- <pre class="view">canvas(width: 1, height: 1) {}</pre> stays: a comment -->
        <p>x &lt; y</p>
        <DRAWING>
        <DRAWING>
        <pre class="viewer">not a drawing</pre>
        </body></html>

        """)
        XCTAssertTrue(svgs[0].contains("width=\"40px\" height=\"20px\""), "3 < 4 was decoded: \(svgs[0].prefix(200))")
        XCTAssertTrue(svgs[0].contains(">Less &amp; more</title>"), svgs[0])
        XCTAssertTrue(svgs[1].contains(">Green</title>"), svgs[1])
        // An error inside entities: the page's column, the page's line.
        put("<pre class=\"view\">canvas(width: 10, height: 10) { view { frame: &quot;x&quot; } }</pre>\n", dir + "/e.html")
        r = try viewc(["embed", "e.html", "-o", "e.out.html"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, """
        e.html:1:65: error: 'frame' is a Rect, not a String
        <pre class="view">canvas(width: 10, height: 10) { view { frame: &quot;x&quot; } }</pre>
                                                                        ^~~~~~~~~~~~~

        """)
    }

    /// The docs' own drawings: every ```view block of README.md and docs/pipelines.md compiles
    /// (embed compiles them all, and stops at the first error).
    func testTheDocsEmbed() throws {
        for doc in ["README.md", "docs/pipelines.md"] {
            let r = try viewc(["embed", Package.root.appendingPathComponent(doc).path, "-o", dir + "/out.md"], cwd: dir)
            XCTAssertEqual(r.status, 0, "\(doc): \(r.stderr)")
            let out = String(decoding: bytes(dir + "/out.md")!, as: UTF8.self)
            XCTAssertTrue(out.contains("<svg "), doc)
        }
        // What pipelines.md says the example becomes is what it becomes (but for the "…").
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        let shown = md.components(separatedBy: "```html\n")[1].components(separatedBy: "```")[0]
        // Only what embed wrote counts (the page itself, this block included, is copied too).
        let written = captures(String(decoding: bytes(dir + "/out.md")!, as: UTF8.self).replacingOccurrences(of: shown, with: ""), #"(?s)\n(<svg [^\n]*role="img".*?</svg>)"#).joined()
        XCTAssertTrue(written.contains("<title"), written)
        for line in shown.split(separator: "\n") where line.hasPrefix("<") {
            let parts = line.components(separatedBy: "…").filter { !$0.isEmpty }
            for p in parts { XCTAssertTrue(written.contains(p), "pipelines.md shows '\(p)', which embed does not write") }
        }
    }

    func testUnclosedFencesUsageAndDepfile() throws {
        put("# T\n\n```view\ncanvas(width: 4, height: 4) {}\n", dir + "/open.md")
        var r = try viewc(["embed", "open.md", "-o", "o.md"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("open.md:3:1: error: this ```view block is never closed; end it with a line of ```\n```view\n^~~\n"), r.stderr)
        // An HTML page's <pre class="view"> without its </pre> likewise, at its tag; an unclosed
        // <pre> of another class is text like any other.
        put("<p>T</p>\n  <PRE class=\"big view\">\ncanvas(width: 4, height: 4) {}\n", dir + "/open.html")
        r = try viewc(["embed", "open.html", "-o", "o.html"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("open.html:2:3: error: this <pre class=\"view\"> block is never closed; end it with </pre>\n  <PRE class=\"big view\">\n  ^~~~\n"), r.stderr)
        XCTAssertNil(bytes(dir + "/o.html"), "nothing is written")
        put("<p>T</p>\n<pre class=\"code\">\nnot a drawing\n", dir + "/plain.html")
        XCTAssertEqual(try viewc(["embed", "plain.html", "-o", "o.html"], cwd: dir).status, 0)
        r = try viewc(["embed", "open.txt", "-o", "o.md"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("cannot tell whether 'open.txt' is Markdown or HTML"), r.stderr)
        r = try viewc(["embed", "open.md", "-o", "./open.md"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        // Standard input, CRLF lines kept, imports relative to the working directory, a depfile.
        put("let k = 7\n", dir + "/lib.view")
        let crlf = "Intro\r\n\r\n```view\r\nimport \"lib.view\"\r\ncanvas(width: k, height: k) {}\r\n```\r\nEnd\r\n"
        r = try viewc(["embed", "-", "--page-format", "markdown", "-o", "o.md", "--depfile", "o.d"], cwd: dir, stdin: Array(crlf.utf8))
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = String(decoding: bytes(dir + "/o.md")!, as: UTF8.self)
        XCTAssertTrue(out.hasPrefix("Intro\r\n\r\n<svg "), out)
        XCTAssertTrue(out.hasSuffix("</svg>\r\nEnd\r\n"), out)
        XCTAssertFalse(out.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line break is CRLF")
        XCTAssertEqual(String(decoding: bytes(dir + "/o.d")!, as: UTF8.self), "o.md: \\\n  \(dir)/lib.view\n\n\(dir)/lib.view:\n")
    }

    /// A link opens an http, https or mailto URL, a relative address or a #destination, as
    /// Markdown renderers allow: a `javascript:`, `data:` or `vbscript:` link (in any case,
    /// after spaces) is warned about at its place and not written — no `<a>` for it in the
    /// embedded page, in the SVG or in the PDF (`pdfinfo -url`); the others are kept.
    func testOnlyWebAndMailLinksAreWritten() throws {
        let drawing = """
        canvas(width: 80, height: 40) {
            view { frame: Rect(0, 0, 20, 20); backgroundColor: .red; link: "javascript:alert(1)" }
            view { frame: Rect(20, 0, 20, 20); backgroundColor: .red; link: "  VBScript:msgbox(1)" }
            view { frame: Rect(40, 0, 20, 20); backgroundColor: .red; link: "data:text/html,<b>x</b>" }
            view { frame: Rect(60, 0, 20, 20); backgroundColor: .blue; link: "https://example.com/a:b" }
            view { frame: Rect(0, 20, 20, 20); backgroundColor: .blue; link: "mailto:me@example.com" }
            view { frame: Rect(20, 20, 20, 20); backgroundColor: .blue; link: "notes/page.html?at=1:2" }
            context {
                let s = NSMutableAttributedString(string: "ab")
                s.addAttribute(.link, value: "JAVASCRIPT:x()", range: NSRange(location: 0, length: 1))
                s.addAttribute(.link, value: "http://example.org", range: NSRange(location: 1, length: 1))
                s.draw(at: Point(40, 20))
            }
        }

        """
        put("# Links\n\n```view\n" + drawing + "```\n", dir + "/links.md")
        let r = try viewc(["embed", "links.md", "-o", "links.out.md"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning: this link is not written") }
        XCTAssertEqual(warnings.count, 4, r.stderr)
        for scheme in ["'javascript:'", "'vbscript:'", "'data:'"] { XCTAssertTrue(r.stderr.contains(scheme), scheme) }
        XCTAssertTrue(r.stderr.contains("links.md:5:"), "located at the page's line of the first link: \(r.stderr)")
        let page = String(decoding: bytes(dir + "/links.out.md")!, as: UTF8.self)
        let kept = ["https://example.com/a:b", "mailto:me@example.com", "notes/page.html?at=1:2", "http://example.org"]
        XCTAssertEqual(Set(captures(page, ##"href="([^"#][^"]*)""##)), Set(kept), page)   // (glyphs are #ids)
        put(drawing, dir + "/links.view")
        let c = try viewc(["links.view", "-o", "links.svg", "-o", "links.pdf"], cwd: dir)
        XCTAssertEqual(c.status, 0, c.stderr)
        XCTAssertEqual(Set(captures(String(decoding: bytes(dir + "/links.svg")!, as: UTF8.self), ##"href="([^"#][^"]*)""##)), Set(kept))
        try requireTool("pdfinfo")
        let urls = try runProgram("pdfinfo", ["-url", dir + "/links.pdf"]).stdout
        for u in kept { XCTAssertTrue(urls.contains(u), "\(u) in \(urls)") }
        for bad in ["javascript", "JAVASCRIPT", "VBScript", "data:"] { XCTAssertFalse(urls.contains(bad), urls) }
    }
}
