// The DocC recipe of docs/pipelines.md, run as it is written with the toolchain's docc:
// `viewc build` writes the drawings into the catalog's resources, `docc convert` builds the
// documentation; the rendered article refers to the drawing by its alt text at both scales,
// and the archive's images are viewc's PNGs.

import Foundation
import XCTest

final class DocCRecipeTests: XCTestCase {
    func testTheRenderedArticleShowsTheDrawingViewcBuilt() throws {
        try requireTool("docc")
        let dir = scratchFolder(self) + "/docc"
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("docs/docc").path, toPath: dir)
        let build = try viewc(["build", "drawings", "-o", "Shapes.docc/Resources", "--format", "png", "--scale", "1,2"], cwd: dir)
        XCTAssertEqual(build.status, 0, build.stderr)
        let docc = try runProgram("docc", ["convert", "Shapes.docc", "--output-path", "out",
                                           "--fallback-display-name", "Shapes", "--fallback-bundle-identifier", "org.example.shapes"],
                                  cwd: dir, timeout: 300)
        XCTAssertEqual(docc.status, 0, docc.stdout + docc.stderr)
        // The article's page: the image it names, with the article's alt text, at 1x and 2x.
        let article = try String(contentsOfFile: dir + "/Shapes.docc/Shapes.md", encoding: .utf8)
        let image = try XCTUnwrap(article.range(of: #"!\[([^\]]+)\]\(ring\)"#, options: .regularExpression).map { String(article[$0]) })
        let alt = String(image.dropFirst(2).prefix { $0 != "]" })
        let page = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out/data/documentation/shapes.json")))
        let ring = try XCTUnwrap(((page as? [String: Any])?["references"] as? [String: Any])?["ring"] as? [String: Any])
        XCTAssertEqual(ring["type"] as? String, "image")
        XCTAssertEqual(ring["alt"] as? String, alt)
        let variants = (ring["variants"] as? [[String: Any]] ?? []).map { ($0["url"] as? String ?? "", $0["traits"] as? [String] ?? []) }
        XCTAssertEqual(variants.map(\.0).sorted(), ["/images/org.example.shapes/ring.png", "/images/org.example.shapes/ring@2x.png"])
        for (url, traits) in variants {
            XCTAssertTrue(traits.contains(url.hasSuffix("@2x.png") ? "2x" : "1x"), "\(url): \(traits)")
            // The archive's image is the PNG viewc compiles from the drawing at that scale.
            let scale = url.hasSuffix("@2x.png") ? "2" : "1"
            let png = try viewc(["drawings/ring.view", "-o", "-", "--format", "png", "--scale", scale], cwd: dir)
            XCTAssertEqual(bytes(dir + "/out" + url), png.stdoutBytes, url)
        }
    }

    /// docs/pipelines.md shows the article as it is.
    func testTheDocsShowTheArticle() throws {
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        let article = try String(contentsOfFile: Package.root.appendingPathComponent("docs/docc/Shapes.docc/Shapes.md").path, encoding: .utf8)
        XCTAssertTrue(md.contains("```markdown\n" + article + "```\n"), "docs/pipelines.md does not show docs/docc/Shapes.docc/Shapes.md as it is")
    }
}
