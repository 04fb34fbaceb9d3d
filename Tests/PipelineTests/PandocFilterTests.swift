// The pandoc filter (share/viewc/viewc.lua) with Debian's pandoc: docs/pandoc/notes.md to HTML
// (each drawing's SVG in the page, which an XML parser reads, with its caption and its alt
// text as the SVG's title) and to LaTeX (each drawing a PDF figure that pdfinfo reads, at the
// canvas's size); blocks that do not compile are errors at the Markdown file's line and column.

import Foundation
import XCTest

final class PandocFilterTests: XCTestCase {
    let filter = Package.root.appendingPathComponent("share/viewc/viewc.lua").path

    /// A ```view block of a Markdown text: the line of its fence (from 1), the columns before
    /// the fence, its text and its attributes.
    struct Block { var fenceLine: Int; var indent: Int; var text: String; var attributes: [String: String] }

    /// The view blocks of `markdown`, read line by line: a fence line opens one (```view or
    /// ```{.view …}), the next line that is the same fence closes it.
    func viewBlocks(_ markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: (Int, Int, [String], [String: String])?
        for (i, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if var o = open {
                if trimmed == "```" { blocks.append(Block(fenceLine: o.0, indent: o.1, text: o.2.joined(separator: "\n"), attributes: o.3)); open = nil }
                else { o.2.append(String(line.dropFirst(o.1))); open = o }
            } else if trimmed.hasPrefix("```view") || trimmed.hasPrefix("```{.view") {
                var attributes: [String: String] = [:]
                let re = try! NSRegularExpression(pattern: #"([a-z]+)="([^"]*)""#)
                let s = String(trimmed)
                for m in re.matches(in: s, range: NSRange(s.startIndex..., in: s)) {
                    attributes[String(s[Range(m.range(at: 1), in: s)!])] = String(s[Range(m.range(at: 2), in: s)!])
                }
                open = (i + 1, indent, [], attributes)
            }
        }
        return blocks
    }

    /// docs/pandoc copied to a scratch folder (the filter writes figures beside the run).
    func copyNotes() throws -> String {
        let dir = scratchFolder(self) + "/pandoc"
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("docs/pandoc").path, toPath: dir)
        return dir
    }

    func pandoc(_ args: [String], cwd: String) throws -> Run {
        try requireTool("pandoc")
        return try runProgram("pandoc", args + ["--lua-filter", filter], cwd: cwd, env: ["VIEWC": Package.viewc])
    }

    func xpath(_ expression: String, _ file: String) throws -> String {
        // xmllint ends what it prints with a newline.
        try runProgram("xmllint", ["--xpath", expression, file]).stdout.trimmingCharacters(in: .newlines)
    }

    /// The SVG viewc writes for a block compiled alone in `dir`, with `title`, without its XML
    /// declaration: what an HTML page inlines.
    func svg(of block: Block, title: String, in dir: String) throws -> String {
        let r = try viewc(["-", "--format", "svg", "-o", "-", "--title", title], cwd: dir, stdin: Array(block.text.utf8))
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.components(separatedBy: "\n").dropFirst().joined(separator: "\n")
    }

    func testHTMLHoldsEachDrawingInlineWithItsCaptionAndAltText() throws {
        try requireTool("xmllint")
        let dir = try copyNotes()
        let r = try pandoc(["notes.md", "-t", "html", "-o", "notes.html"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let html = try String(contentsOfFile: dir + "/notes.html", encoding: .utf8)
        // The page, read by an XML parser: well formed, with both drawings in it.
        put("<body>\n" + html + "\n</body>\n", dir + "/page.xml")
        let lint = try runProgram("xmllint", ["--noout", dir + "/page.xml"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let blocks = viewBlocks(try String(contentsOfFile: dir + "/notes.md", encoding: .utf8))
        XCTAssertEqual(blocks.count, 2)
        XCTAssertEqual(try xpath("count(//*[local-name()='svg'])", dir + "/page.xml"), "2")
        // The first has a caption (its Markdown rendered) under the drawing, in a figure.
        XCTAssertEqual(try xpath("string(//*[local-name()='figure']/*[local-name()='figcaption'])", dir + "/page.xml"),
                       "A cubic curve and its control points")
        XCTAssertEqual(try xpath("string(//*[local-name()='figcaption']/*[local-name()='em'])", dir + "/page.xml"), "control points")
        XCTAssertEqual(try xpath("count(//*[local-name()='figure']/*[local-name()='svg'])", dir + "/page.xml"), "1")
        for (i, block) in blocks.enumerated() {
            let alt = try XCTUnwrap(block.attributes["alt"])
            // The alt text names the drawing: the SVG's title, which aria-labelledby points at.
            let svgPath = "(//*[local-name()='svg'])[\(i + 1)]"
            XCTAssertEqual(try xpath("string(\(svgPath)/*[local-name()='title'])", dir + "/page.xml"), alt)
            XCTAssertEqual(try xpath("string(\(svgPath)/@role)", dir + "/page.xml"), "img")
            // And the drawing is the one viewc makes of the block (the first imports a file
            // beside the page: imports are read from the page's folder).
            XCTAssertTrue(html.contains(try svg(of: block, title: alt, in: dir)), "block \(i + 1)")
        }
    }

    func testLaTeXIncludesEachDrawingAsAPDFFigure() throws {
        try requireTool("pdfinfo")
        let dir = try copyNotes()
        let r = try pandoc(["notes.md", "-t", "latex", "-o", "notes.tex"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let tex = try String(contentsOfFile: dir + "/notes.tex", encoding: .utf8)
        let blocks = viewBlocks(try String(contentsOfFile: dir + "/notes.md", encoding: .utf8))
        // The captioned block is a figure with its caption; the other an image in the text.
        let figure = try NSRegularExpression(pattern: #"\\begin\{figure\}[^$]*?\\includegraphics(\[[^\]]*\])?\{([^}]+)\}[^$]*?\\caption\{A cubic curve and its \\emph\{control points\}\}[^$]*?\\end\{figure\}"#)
        let included = try NSRegularExpression(pattern: #"\\includegraphics(\[[^\]]*\])?\{([^}]+)\}"#)
        let range = NSRange(tex.startIndex..., in: tex)
        XCTAssertEqual(figure.numberOfMatches(in: tex, range: range), 1, tex)
        let files = included.matches(in: tex, range: range).map { String(tex[Range($0.range(at: 2), in: tex)!]) }
        XCTAssertEqual(files.count, 2, tex)
        XCTAssertEqual(tex.components(separatedBy: "\\begin{figure}").count, 2, "one figure: \(tex)")
        let size = try NSRegularExpression(pattern: #"canvas\(width: (\d+), height: (\d+)\)"#)
        for (file, block) in zip(files, blocks) {
            XCTAssertTrue(file.hasSuffix(".pdf"), file)
            let info = try runProgram("pdfinfo", [dir + "/" + file])
            XCTAssertEqual(info.status, 0, info.stderr)
            let m = try XCTUnwrap(size.firstMatch(in: block.text, range: NSRange(block.text.startIndex..., in: block.text)))
            let (w, h) = (block.text[Range(m.range(at: 1), in: block.text)!], block.text[Range(m.range(at: 2), in: block.text)!])
            XCTAssertNotNil(info.stdout.range(of: #"\nPages: +1\n"#, options: .regularExpression), info.stdout)
            XCTAssertNotNil(info.stdout.range(of: "\nPage size: +\(w) x \(h) pts\n", options: .regularExpression), info.stdout)
        }
    }

    /// A block's id labels its LaTeX figure (for \ref) and its width sizes the image.
    func testABlocksIdAndWidthReachTheLaTeXFigure() throws {
        let dir = scratchFolder(self)
        put("```{.view #fig:half caption=\"Half\" width=\"50%\"}\ncanvas(width: 4, height: 4) { backgroundColor: .red }\n```\n", dir + "/w.md")
        let r = try pandoc(["w.md", "-t", "latex"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotNil(r.stdout.range(of: #"\\includegraphics\[width=0\.5\\textwidth[^\]]*\]\{viewc-figures/[0-9a-f]+\.pdf\}"#, options: .regularExpression), r.stdout)
        XCTAssertTrue(r.stdout.contains("\\caption{Half}\\label{fig:half}"), r.stdout)
    }

    /// Two blocks that do not compile — one in a list item, indented — and a good one: each
    /// error names the Markdown file's line and column (found in the test: the line that holds
    /// the mistake, and the column viewc gives the block alone moved by the indent); pandoc
    /// fails and writes nothing.
    func testABlockThatDoesNotCompileIsAnErrorAtTheMarkdownLine() throws {
        let dir = scratchFolder(self)
        let page = """
        # Errors

        ```{.view caption="Fine"}
        canvas(width: 10, height: 10) { backgroundColor: .red }
        ```

        - In a list item:

          ```{.view}
          canvas(width: 10, height: 10) {
              backgroundColor: .systemBlu
          }
          ```

        ```view
        canvas(width: 10, height: 10) {
            path { oval(in: Rect(0, 0, 10, 10)); fill(nowhere) }
        }
        ```

        """
        put(page, dir + "/bad.md")
        let r = try pandoc(["bad.md", "-t", "html", "-o", "bad.html"], cwd: dir)
        XCTAssertNotEqual(r.status, 0)
        XCTAssertNil(bytes(dir + "/bad.html"), "nothing written")
        let lines = page.components(separatedBy: "\n")
        let blocks = viewBlocks(page)
        XCTAssertEqual(blocks.count, 3)
        var errors = 0
        for (block, mistake) in [(blocks[1], ".systemBlu"), (blocks[2], "nowhere")] {
            let alone = try viewc(["-", "--format", "svg", "-o", "-"], cwd: dir, stdin: Array(block.text.utf8))
            let head = try XCTUnwrap(alone.stderr.components(separatedBy: "\n").first)
            let parts = head.components(separatedBy: ":")
            XCTAssertEqual(parts[0], "<stdin>", head)
            let (l, c) = (Int(parts[1])!, Int(parts[2])!)
            let message = parts.dropFirst(3).joined(separator: ":")
            let line = block.fenceLine + l, column = block.indent + c
            XCTAssertTrue(lines[line - 1].contains(mistake), "line \(line) is the one with \(mistake)")
            XCTAssertTrue(lines[line - 1].dropFirst(column - 1).hasPrefix(block.text.components(separatedBy: "\n")[l - 1].dropFirst(c - 1)),
                          "column \(column) is where the block's column \(c) is")
            XCTAssertTrue(r.stderr.contains("bad.md:\(line):\(column):\(message)\n"), "bad.md:\(line):\(column):\(message) in\n\(r.stderr)")
            errors += 1
        }
        XCTAssertEqual(errors, 2)
        XCTAssertTrue(r.stderr.hasSuffix("viewc.lua: 2 view blocks did not compile\n"), r.stderr)
        XCTAssertFalse(r.stderr.contains("<stdin>"), r.stderr)
    }

    /// A format neither HTML nor LaTeX (here CommonMark; docx and odt alike) gets each drawing
    /// as a PNG at twice the canvas's size, written beside the run and linked from the text.
    func testOtherFormatsGetAPNGAtTwiceTheSize() throws {
        let dir = try copyNotes()
        let r = try pandoc(["notes.md", "-t", "commonmark", "-o", "notes.out.md"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let out = try String(contentsOfFile: dir + "/notes.out.md", encoding: .utf8)
        let link = try NSRegularExpression(pattern: #"\]\((viewc-figures/[0-9a-f]+\.png)\)"#)
        let files = link.matches(in: out, range: NSRange(out.startIndex..., in: out)).map { String(out[Range($0.range(at: 1), in: out)!]) }
        let blocks = viewBlocks(try String(contentsOfFile: dir + "/notes.md", encoding: .utf8))
        XCTAssertEqual(files.count, blocks.count, out)
        let size = try NSRegularExpression(pattern: #"canvas\(width: (\d+), height: (\d+)\)"#)
        for (file, block) in zip(files, blocks) {
            let png = try XCTUnwrap(bytes(dir + "/" + file), file)
            let m = try XCTUnwrap(size.firstMatch(in: block.text, range: NSRange(block.text.startIndex..., in: block.text)))
            let w = Int(block.text[Range(m.range(at: 1), in: block.text)!])!, h = Int(block.text[Range(m.range(at: 2), in: block.text)!])!
            // The IHDR chunk's width and height, big-endian, after the 8-byte signature and the chunk's length and type.
            let be = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual([be(16), be(20)], [2 * w, 2 * h], file)
        }
    }

    /// Markdown from standard input has no file to find a block in: an error names the block
    /// by its number, with its own line and column.
    func testABlockFromStandardInputIsNamedByItsNumber() throws {
        let dir = scratchFolder(self)
        let page = "Text.\n\n```view\ncanvas(width: 4, height: 4) {\n    backgroundColor: nope\n}\n```\n"
        try requireTool("pandoc")
        let r = try runProgram("pandoc", ["-t", "html", "--lua-filter", filter], cwd: dir, env: ["VIEWC": Package.viewc], stdin: Array(page.utf8))
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("view block 1 of the input:2:22: error: unknown name 'nope'\n"), r.stderr)
    }

    /// A document is input: its metadata never names the program the filter runs (a
    /// `viewc-bin: sh` is ignored with a warning, and the block is compiled by viewc, not run
    /// by sh), and names the figures' folder only under the current one.
    func testADocumentNamesNoProgramAndNoFolderOutside() throws {
        let dir = scratchFolder(self)
        let block = "```{.view alt=\"Hi\"}\ncanvas(width: 4, height: 4) { backgroundColor: .red }\n```\n"
        put("---\nviewc-bin: sh\n---\n\n```view\ntouch pwned\n```\n", dir + "/bin.md")
        var r = try pandoc(["bin.md", "-t", "html"], cwd: dir)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/pwned"))
        XCTAssertTrue(r.stderr.contains("viewc-bin in a document's metadata is ignored"), r.stderr)
        XCTAssertTrue(r.stderr.contains("bin.md:6:"), r.stderr)   // viewc's own error for the block's text
        XCTAssertNotEqual(r.status, 0)
        for folder in ["/tmp/viewc-pwned", "../out", "-rf", "a/../../b"] {
            put("---\nviewc-figures: \"\(folder)\"\n---\n\n" + block, dir + "/fig.md")
            r = try pandoc(["fig.md", "-t", "latex"], cwd: dir)
            XCTAssertNotEqual(r.status, 0, folder)
            XCTAssertTrue(r.stderr.contains("must be a folder under the current one"), r.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/viewc-pwned"))
        put("---\nviewc-figures: \"figs/here\"\n---\n\n" + block, dir + "/fig.md")
        r = try pandoc(["fig.md", "-t", "latex"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/figs/here").filter { $0.hasSuffix(".pdf") }.count, 1)
    }

    /// One drawing twice on a page: every id of the page is still its own (a second copy's ids
    /// get a number), so neither copy draws with the other's glyphs.
    func testTheSameDrawingTwiceHasIdsUniqueOnThePage() throws {
        try requireTool("xmllint")
        let dir = scratchFolder(self)
        let block = "```{.view alt=\"Hi\"}\ncanvas(width: 60, height: 20) { label { frame: Rect(0, 0, 60, 20); text: \"Hi\" } }\n```\n"
        put(block + "\n" + block, dir + "/twice.md")
        let r = try pandoc(["twice.md", "-t", "html", "-o", "twice.html"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        put("<body>\n" + (try String(contentsOfFile: dir + "/twice.html", encoding: .utf8)) + "\n</body>\n", dir + "/page.xml")
        XCTAssertEqual(try xpath("count(//*[local-name()='svg'])", dir + "/page.xml"), "2")
        let ids = try xpath("//@id", dir + "/page.xml").split(separator: " ").map(String.init)
        XCTAssertGreaterThan(ids.count, 4, "the label's glyphs have ids")
        XCTAssertEqual(Set(ids).count, ids.count, "ids repeated: \(ids)")
    }

    /// docs/pipelines.md shows docs/pandoc/notes.md as it is (the file the tests above run).
    func testTheDocsShowTheNotes() throws {
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        let notes = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pandoc/notes.md").path, encoding: .utf8)
        XCTAssertTrue(md.contains("````markdown\n" + notes + "````\n"), "docs/pipelines.md does not show docs/pandoc/notes.md as it is")
    }
}
