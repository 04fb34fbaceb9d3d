// The static-site recipe of docs/pipelines.md, run as it is written with Debian's hugo:
// `viewc build drawings -o assets/drawings`, then `hugo`; the built page holds each drawing's
// SVG (the file viewc built, which an XML parser reads) in a figure with its caption.

import Foundation
import XCTest

final class HugoRecipeTests: XCTestCase {
    let files = ["hugo.toml", "layouts/index.html", "layouts/shortcodes/view.html", "content/_index.md"]

    func copySite() throws -> String {
        let dir = scratchFolder(self) + "/site"
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("docs/hugo").path, toPath: dir)
        return dir
    }

    func testHugoBuildsAPageHoldingTheDrawingsViewcBuilt() throws {
        try requireTool("hugo")
        try requireTool("xmllint")
        let dir = try copySite()
        let build = try viewc(["build", "drawings", "-o", "assets/drawings"], cwd: dir)
        XCTAssertEqual(build.status, 0, build.stderr)
        let hugo = try runProgram("hugo", ["--quiet"], cwd: dir)
        XCTAssertEqual(hugo.status, 0, hugo.stdout + hugo.stderr)
        let page = try String(contentsOfFile: dir + "/public/index.html", encoding: .utf8)
        // The shortcodes of the page, in order, with the drawing and caption each names.
        let content = try String(contentsOfFile: dir + "/content/_index.md", encoding: .utf8)
        let shortcode = try NSRegularExpression(pattern: #"\{\{< view "([^"]+)" "([^"]+)" >\}\}"#)
        let uses = shortcode.matches(in: content, range: NSRange(content.startIndex..., in: content)).map {
            (String(content[Range($0.range(at: 1), in: content)!]), String(content[Range($0.range(at: 2), in: content)!]))
        }
        XCTAssertEqual(uses.count, 2)
        var rest = Substring(page)
        for (name, caption) in uses {
            // The SVG viewc compiles from drawings/NAME.view, without its XML declaration...
            let alone = try viewc(["drawings/\(name).view", "-o", "-", "--format", "svg"], cwd: dir)
            XCTAssertEqual(alone.status, 0, alone.stderr)
            let svg = alone.stdout.components(separatedBy: "\n").dropFirst().joined(separator: "\n")
            // ...is in the page, in a figure, with the caption after it, in the shortcodes' order.
            let figure = "<figure class=\"view\">\n" + svg + "<figcaption>" + caption + "</figcaption>\n</figure>"
            guard let found = rest.range(of: figure) else { XCTFail("no figure of \(name) in\n\(page)"); continue }
            rest = rest[found.upperBound...]
            // It is a whole SVG document an XML parser reads, with the drawing's size.
            put(svg, dir + "/\(name.replacingOccurrences(of: "/", with: "-")).xml")
            let lint = try runProgram("xmllint", ["--xpath", "string(/*[local-name()='svg']/@viewBox)", dir + "/\(name.replacingOccurrences(of: "/", with: "-")).xml"])
            XCTAssertEqual(lint.status, 0, lint.stderr)
            let source = try String(contentsOfFile: dir + "/drawings/\(name).view", encoding: .utf8)
            let size = try NSRegularExpression(pattern: #"canvas\(width: (\d+), height: (\d+)\)"#)
            let m = try XCTUnwrap(size.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)))
            XCTAssertEqual(lint.stdout.trimmingCharacters(in: .newlines), "0 0 \(source[Range(m.range(at: 1), in: source)!]) \(source[Range(m.range(at: 2), in: source)!])")
        }
    }

    /// A drawing the page names that viewc has not built stops hugo with a message naming the
    /// page's line and what to run.
    func testAMissingDrawingStopsHugoNamingThePageLine() throws {
        try requireTool("hugo")
        let dir = try copySite()
        XCTAssertEqual(try viewc(["build", "drawings", "-o", "assets/drawings"], cwd: dir).status, 0)
        try FileManager.default.removeItem(atPath: dir + "/assets/drawings/icons/bars.svg")
        let hugo = try runProgram("hugo", [], cwd: dir)   // --quiet would hide the message
        XCTAssertNotEqual(hugo.status, 0)
        let content = try String(contentsOfFile: dir + "/content/_index.md", encoding: .utf8).components(separatedBy: "\n")
        let line = try XCTUnwrap(content.firstIndex { $0.contains("{{< view \"icons/bars\"") }) + 1
        XCTAssertTrue((hugo.stdout + hugo.stderr).contains("content/_index.md:\(line):1\": no assets/drawings/icons/bars.svg: run viewc build drawings -o assets/drawings first"),
                      hugo.stdout + hugo.stderr)
    }

    /// docs/pipelines.md shows the site's files as they are.
    func testTheDocsShowTheSitesFiles() throws {
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        for file in files {
            let text = try String(contentsOfFile: Package.root.appendingPathComponent("docs/hugo/" + file).path, encoding: .utf8)
            XCTAssertTrue(md.contains("\n" + text + "```\n"), "docs/pipelines.md does not show docs/hugo/\(file) as it is")
        }
    }
}
