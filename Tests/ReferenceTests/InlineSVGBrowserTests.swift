// SVG that can be inlined, proven in a real browser: headless Chromium screenshots one HTML
// page that inlines every sample's SVG, and pages that inline each SVG alone at the same spot.
// Each sample's region must be the same pixels on both (the ids of one SVG do not reach into
// another), and Chromium's picture must agree with our PNG within `browserTolerance`. A
// control run gives every SVG one shared prefix (as cairo's own SVGs share their ids): then
// some region differs, so the comparison can tell.

import DrawIR
import Foundation
import ViewGeometry
import XCTest

/// Chromium (Skia) against our PNG (cairo): the two rasterisers anti-alias edges and glyph
/// outlines their own way; interiors agree. See Tests/README.md.
let browserTolerance = Tolerance(channel: 32, share: 0.01)

final class InlineSVGBrowserTests: XCTestCase {
    struct Placed {
        var name: String
        var svg: String
        var png: RGBAImage
        var x: Int, y: Int, width: Int, height: Int
    }

    let margin = 10

    /// Compiles every sample with the viewc binary to SVG and PNG and lays them out in a column.
    func placeSamples(in dir: URL) throws -> [Placed] {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Paths.packageRoot.appendingPathComponent("samples").path)
            .filter { $0.hasSuffix(".view") }.sorted()
        XCTAssertGreaterThanOrEqual(samples.count, 10)
        var placed: [Placed] = []
        var y = margin
        for file in samples {
            let name = String(file.dropLast(5))
            let svg = dir.appendingPathComponent("\(name).svg"), png = dir.appendingPathComponent("\(name).png")
            // A document (samples/handout.view) shows its first page.
            let r = try Tools.run(Tools.viewc, [Paths.sample(name), "--page", "1", "-o", svg.path, "-o", png.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            let image = try loadPNG(png.path)
            let text = try String(contentsOf: svg, encoding: .utf8)
            placed.append(Placed(name: name, svg: text, png: image, x: margin, y: y, width: image.width, height: image.height))
            y += image.height + margin
        }
        return placed
    }

    /// An HTML page with each SVG inlined (its XML declaration dropped) at its place.
    func page(_ items: [Placed]) -> String {
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>html,body{margin:0;background:#fff}"
            + " div{position:absolute;line-height:0}</style></head><body>\n"
        for p in items {
            let body = p.svg.hasPrefix("<?xml") ? String(p.svg[p.svg.firstIndex(of: "\n")!...]) : p.svg
            html += "<div style=\"left:\(p.x)px;top:\(p.y)px;width:\(p.width)px;height:\(p.height)px\">\(body)</div>\n"
        }
        return html + "</body></html>\n"
    }

    /// Screenshots `html` (written to `name`.html in `dir`) at `width`×`height`.
    func screenshot(_ html: String, _ name: String, in dir: URL, width: Int, height: Int) throws -> RGBAImage {
        let page = dir.appendingPathComponent("\(name).html"), shot = dir.appendingPathComponent("\(name).png")
        try html.write(to: page, atomically: true, encoding: .utf8)
        // `timeout` signals Chromium's whole process group, so a stuck browser cannot hang the
        // suite or outlive it; a profile folder of its own keeps runs apart.
        let r = try Tools.run("timeout", ["-k", "5", "90", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                          "--hide-scrollbars", "--force-device-scale-factor=1",
                                          "--user-data-dir=" + dir.appendingPathComponent("profile").path,
                                          "--window-size=\(width),\(height)", "--screenshot=" + shot.path, page.absoluteString])
        XCTAssertEqual(r.status, 0, "chromium: " + r.stderr)
        return try loadPNG(shot.path)
    }

    func crop(_ img: RGBAImage, _ p: Placed) -> RGBAImage {
        var px = [UInt8]()
        px.reserveCapacity(p.width * p.height * 4)
        for row in p.y..<(p.y + p.height) {
            let start = (row * img.width + p.x) * 4
            px += img.pixels[start..<(start + p.width * 4)]
        }
        return RGBAImage(width: p.width, height: p.height, pixels: px)
    }

    func testEverySampleInlinedInOnePageDrawsAsItDoesAlone() throws {
        try Tools.require("chromium")
        let dir = try temporaryDirectory(self)
        let items = try placeSamples(in: dir)
        let width = items.map { $0.x + $0.width }.max()! + margin
        let height = items.last!.y + items.last!.height + margin

        // Every id is prefixed, and no id is defined by two samples.
        var owner: [String: String] = [:]
        for p in items {
            for id in p.svg.captures(#" id="([^"]+)""#) {
                XCTAssertNil(owner[id], "\(p.name) and \(owner[id] ?? "") both define \(id)")
                owner[id] = p.name
            }
        }

        let all = try screenshot(page(items), "all", in: dir, width: width, height: height)
        XCTAssertEqual(all.width, width)
        XCTAssertEqual(all.height, height)
        for (i, p) in items.enumerated() {
            let alone = try screenshot(page([p]), "alone-\(i)", in: dir, width: width, height: height)
            let inPage = crop(all, p), byItself = crop(alone, p)
            let same = compare(inPage, byItself, channel: 0)
            XCTAssertTrue(same.passes(Tolerance(channel: 0, share: 0)),
                          "\(p.name) inlined with the others differs from it alone: \(same); " + saveFailure("browser-\(p.name)", actual: inPage, comparison: same))
            let ours = compare(byItself, p.png.overWhite, channel: browserTolerance.channel)
            XCTAssertTrue(ours.passes(browserTolerance),
                          "\(p.name) in Chromium vs our PNG: \(ours); " + saveFailure("browser-png-\(p.name)", actual: byItself, comparison: ours))
        }

        // The control: one prefix for every SVG, as if ids were not unique per drawing.
        let clashing = items.map { p -> Placed in
            var q = p
            let prefix = p.svg.captures(#" id="(v[0-9a-f]{8}-)"#).first ?? ""
            XCTAssertFalse(prefix.isEmpty, "\(p.name) has a content-derived prefix")
            q.svg = p.svg.replacingOccurrences(of: prefix, with: "same-")
            return q
        }
        let mixed = try screenshot(page(clashing), "clashing", in: dir, width: width, height: height)
        let broken = clashing.filter { p in
            !compare(crop(mixed, p), crop(all, p), channel: 0).passes(Tolerance(channel: 0, share: 0))
        }.map(\.name)
        XCTAssertFalse(broken.isEmpty, "with shared ids some drawing must use another's definitions")
        print("with one shared prefix these samples draw wrong in one page: \(broken)")
    }
}

extension InlineSVGBrowserTests {
    /// `viewc embed` on an HTML page whose drawings are written in `<pre class="view">`
    /// (entity-escaped): in Chromium each drawing shows as our PNG does, the same drawing
    /// twice included.
    func testAnEmbeddedHTMLPageShowsEveryDrawing() throws {
        try Tools.require("chromium")
        let dir = try temporaryDirectory(self)
        try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("samples/images"), to: dir.appendingPathComponent("images"))
        let names = ["face", "views", "images", "face"]
        var html = "<!DOCTYPE html>\n<html><head><style>html,body{margin:0;background:#fff} div{position:absolute;line-height:0}</style></head><body>\n"
        var placed: [Placed] = []
        var y = margin
        for name in names {
            let png = dir.appendingPathComponent("\(name).png")
            XCTAssertEqual(try Tools.run(Tools.viewc, [Paths.sample(name), "-o", png.path]).status, 0)
            let image = try loadPNG(png.path)
            let code = try String(contentsOfFile: Paths.sample(name), encoding: .utf8)
                .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            html += "<div style=\"left:\(margin)px;top:\(y)px\"><pre class=\"view\" title=\"\(name)\">\(code)</pre></div>\n"
            placed.append(Placed(name: name, svg: "", png: image, x: margin, y: y, width: image.width, height: image.height))
            y += image.height + margin
        }
        html += "</body></html>\n"
        let page = dir.appendingPathComponent("page.html"), out = dir.appendingPathComponent("out.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let r = try Tools.run(Tools.viewc, ["embed", page.path, "-o", out.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let embedded = try String(contentsOf: out, encoding: .utf8)
        XCTAssertFalse(embedded.contains("<pre"), "every block was replaced")
        XCTAssertEqual(embedded.components(separatedBy: "<svg ").count - 1, names.count)
        let width = placed.map { $0.x + $0.width }.max()! + margin
        let shot = try screenshot(embedded, "embedded", in: dir, width: width, height: y)
        for p in placed {
            let c = compare(crop(shot, p), p.png.overWhite, channel: browserTolerance.channel)
            XCTAssertTrue(c.passes(browserTolerance), "\(p.name) embedded, in Chromium vs our PNG: \(c); " + saveFailure("embed-\(p.name)", actual: crop(shot, p), comparison: c))
        }
    }
}

extension InlineSVGBrowserTests {
    /// Loads `html` in headless Chromium, lets its scripts run, and returns the JSON its
    /// script left in the body's `data-result`.
    func run(_ html: String, _ name: String, in dir: URL) throws -> [String: Any] {
        let page = dir.appendingPathComponent("\(name).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let r = try Tools.run("timeout", ["-k", "5", "90", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                          "--user-data-dir=" + dir.appendingPathComponent("profile").path,
                                          "--virtual-time-budget=5000", "--dump-dom", page.absoluteString])
        XCTAssertEqual(r.status, 0, "chromium: " + r.stderr)
        guard let m = r.stdoutText.range(of: #"data-result="([^"]*)""#, options: .regularExpression) else {
            XCTFail("no result in \(r.stdoutText.prefix(500))")
            return [:]
        }
        let json = String(r.stdoutText[m]).dropFirst("data-result=\"".count).dropLast()
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }

    /// A label's text is searchable on a page that inlines the SVG (window.find, what Ctrl+F
    /// does), because of the transparent <text>: without it, the glyph symbols alone, nothing
    /// is found. And the page's accessibility (the canvas's accessibilityLabel and hint, its
    /// accessibility elements) names the drawing in the DOM.
    func testLabelsTextIsSearchableAndTheDrawingIsNamed() throws {
        try Tools.require("chromium")
        let dir = try temporaryDirectory(self)
        let labels = String(decoding: try Render.bytes(try Render.ir(Paths.sample("labels")), .svg), as: UTF8.self)
        XCTAssertTrue(labels.contains("fill-opacity=\"0\"><tspan"), "the labels' text is in the SVG")
        let glyphsOnly = labels.replacingOccurrences(of: #"<text [^\n]*</text>\n"#, with: "", options: .regularExpression)
        XCTAssertFalse(glyphsOnly.contains("<tspan"))
        // The language's UIAccessibility properties: the canvas names the drawing; a view that
        // is an element (rotated a quarter turn about its centre, so its box is computed here
        // from its frame) and a label with traits and a hint become named groups; a plain
        // label is its text; an element's subviews are part of it.
        let ir = try Render.ir(text: """
        canvas(width: 400, height: 400) {
            accessibilityLabel: "A face"
            accessibilityHint: "It smiles & frowns"
            view {
                frame: Rect(90, 100, 40, 20)
                transform: rotate(.pi / 2)
                isAccessibilityElement: true
                accessibilityLabel: "Left eye"
                accessibilityTraits: .image
                view { frame: Rect(0, 0, 5, 5); isAccessibilityElement: true; accessibilityLabel: "Hidden inside" }
            }
            label { frame: Rect(200, 300, 80, 30); text: "Close"; accessibilityTraits: [.button]; accessibilityHint: "Ends it" }
            label { frame: Rect(200, 350, 80, 30); text: "Just text" }
        }
        """)
        let face = String(decoding: try Render.bytes(ir, .svg), as: UTF8.self)
        let script = """
        <script>
        window.onload = () => {
          const q = ["largeTitle", "Weight .bold", "DejaVu Serif, by name", "naps in the sun until evening", "fox jumps over the lazy dog, then", "not on the page"];
          const r = { found: q.map(s => { window.getSelection().removeAllRanges(); return window.find(s); }) };
          const svg = document.querySelector("#face svg");
          if (svg) {
            r.role = svg.getAttribute("role");
            r.name = svg.getAttribute("aria-labelledby").split(" ").map(id => document.getElementById(id).textContent);
            r.description = svg.getAttribute("aria-describedby").split(" ").map(id => document.getElementById(id).textContent);
            r.firstChild = svg.firstElementChild.tagName;
            r.groups = [...svg.querySelectorAll("g[aria-label]")].map(g => [g.getAttribute("role"), g.getAttribute("aria-label"), g.getBBox().x, g.getBBox().width]);
          }
          document.body.setAttribute("data-result", JSON.stringify(r));
        };
        </script>
        """
        func body(_ svg: String) -> String { String(svg[svg.firstIndex(of: "\n")!...]) }
        let with = try run("<!DOCTYPE html><html><body><div>\(body(labels))</div><div id=\"face\">\(body(face))</div>\(script)</body></html>", "with", in: dir)
        XCTAssertEqual(with["found"] as? [Bool], [true, true, true, true, true, false])
        XCTAssertEqual(with["role"] as? String, "img")
        XCTAssertEqual(with["name"] as? [String], ["A face"])
        XCTAssertEqual(with["description"] as? [String], ["It smiles & frowns"])
        XCTAssertEqual(with["firstChild"] as? String, "title")
        let groups = with["groups"] as? [[Any]] ?? []
        // Rotated a quarter turn about its centre (110, 110), the 40 × 20 view covers x from
        // 110 - 20/2 = 100, 20 wide.
        XCTAssertEqual(groups.map { "\($0[0]) \($0[1]) \($0[2]) \($0[3])" }, ["img Left eye 100 20", "button Close 200 80"])
        let without = try run("<!DOCTYPE html><html><body><div>\(body(glyphsOnly))</div>\(script)</body></html>", "without", in: dir)
        XCTAssertEqual(without["found"] as? [Bool], [false, false, false, false, false, false], "glyph symbols alone are not found")
    }
}

private extension String {
    /// The first capture group of every match of `pattern`.
    func captures(_ pattern: String) -> [String] {
        let re = try! NSRegularExpression(pattern: pattern)
        let ns = self as NSString
        return re.matches(in: self, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}
