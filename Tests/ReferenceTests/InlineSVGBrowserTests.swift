// SVG that can be inlined (issue 9 item 1), proven in a real browser: headless Chromium
// screenshots one HTML page that inlines every sample's SVG, and pages that inline each SVG
// alone at the same spot. Each sample's region must be the same pixels on both (the ids of one
// SVG no longer reach into another), and Chromium's picture must agree with our PNG within
// `browserTolerance`. A control run gives every SVG one shared prefix (as every cairo SVG had
// the same ids before): then some region differs, so the comparison can tell.

import Foundation
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
            let r = try Tools.run(Tools.viewc, [Paths.sample(name), "-o", svg.path, "-o", png.path])
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

private extension String {
    /// The first capture group of every match of `pattern`.
    func captures(_ pattern: String) -> [String] {
        let re = try! NSRegularExpression(pattern: pattern)
        let ns = self as NSString
        return re.matches(in: self, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}
