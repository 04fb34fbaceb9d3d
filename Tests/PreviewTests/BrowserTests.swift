// The preview page in a real browser (Debian's headless Chromium over the DevTools protocol):
// it loads and shows the drawing (pixels of a screenshot), a save changes it, an error shows
// on the page over the last good drawing, inspector controls change it, a click runs hit
// testing and outlines the hit view's transformed bounds (numbers computed here), the tree and
// the drawing select together, and drag, wheel, pinch and double-click move the view.

import CCairo
import Foundation
import XCTest

final class BrowserTests: XCTestCase {
    static let drawing = """
        @inspectable fill = #ff0000
        @inspectable angle = 30.0
        canvas(width: 200, height: 120) {
            backgroundColor: white
            view {
                bounds: Rect(0, 0, 80, 40)
                center: Point(60, 60)
                transform: rotate(angle * .pi / 180)
                backgroundColor: fill
                accessibilityIdentifier: "card"
                view { frame: Rect(10, 10, 20, 20); backgroundColor: .black; accessibilityIdentifier: "badge" }
            }
        }
        """

    /// A point of the card's bounds in canvas space (UIKit: center + R(θ)·(p − mid)).
    func card(_ x: Double, _ y: Double, angle: Double) -> (Double, Double) {
        let θ = angle * .pi / 180, dx = x - 40, dy = y - 20
        return (60 + dx * cos(θ) - dy * sin(θ), 60 + dx * sin(θ) + dy * cos(θ))
    }

    /// Canvas point → the page's CSS pixels, through the on-screen box of the drawing's SVG.
    func screen(_ b: Chromium, _ p: (Double, Double)) throws -> (Double, Double) {
        let r = try b.eval("(() => { const r = document.querySelector('#drawing svg').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()") as! [Double]
        return (r[0] + p.0 * r[2] / 200, r[1] + p.1 * r[3] / 120)
    }

    /// RGB of one pixel of a PNG screenshot (decoded by cairo).
    func pixel(_ png: Data, _ x: Double, _ y: Double) throws -> (Int, Int, Int) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-shot-\(UUID().uuidString).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let s = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(s) }
        XCTAssertEqual(cairo_surface_status(s), CAIRO_STATUS_SUCCESS)
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        let i = Int(y.rounded(.down)) * stride + Int(x.rounded(.down)) * 4
        return (Int(data[i + 2]), Int(data[i + 1]), Int(data[i]))
    }

    func polygon(_ b: Chromium, _ id: String) throws -> [Double] {
        let pts = try b.eval("(document.getElementById('\(id)') || {getAttribute: () => ''}).getAttribute('points')") as? String ?? ""
        return pts.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    func assertQuad(_ got: [Double], _ want: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, 8, "\(got)", file: file, line: line)
        guard got.count == 8 else { return }
        for (i, w) in want.enumerated() {
            XCTAssertEqual(got[2 * i], w.0, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(got[2 * i + 1], w.1, accuracy: 1e-6, file: file, line: line)
        }
    }

    func zoom(_ b: Chromium) throws -> Double { Double(try b.eval("document.getElementById('canvas').dataset.zoom") as! String)! }

    func testThePageLiveInChromium() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/main.view"
        try Self.drawing.write(toFile: file, atomically: true, encoding: .utf8)
        let (server, port) = try startPreview(file)
        let b = try Chromium(width: 1200, height: 700)
        defer { b.close(); _ = server.stop() }
        try b.navigate("http://127.0.0.1:\(port)/")

        // 1. The page shows the drawing: the SVG is in the page and its pixels are on screen.
        try b.waitFor("the drawing", "document.body.dataset.ok === 'true' && !!document.querySelector('#drawing svg')")
        XCTAssertEqual(try b.eval("document.title") as? String, "main.view — viewc preview")
        var shot = try b.screenshot()
        let centre = try screen(b, card(40, 20, angle: 30)), corner = try screen(b, (190, 110))
        let red = try pixel(shot, centre.0, centre.1)
        XCTAssertTrue(red == (255, 0, 0), "\(red)")
        XCTAssertTrue(try pixel(shot, corner.0, corner.1) == (255, 255, 255))
        let badgeMid = try screen(b, card(20, 20, angle: 30))
        XCTAssertTrue(try pixel(shot, badgeMid.0, badgeMid.1) == (0, 0, 0))

        // 2. A save changes it, quickly.
        let v0 = try b.eval("Number(document.body.dataset.version)") as! Int
        let saved = Date()
        saveByRename(file, Self.drawing.replacingOccurrences(of: "#ff0000", with: "#0000ff"))
        try b.waitFor("the drawing after a save", "document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,0%,100%)')")
        let latency = Date().timeIntervalSince(saved)
        print("preview: save to page update in \(Int(latency * 1000)) ms")
        XCTAssertLessThan(latency, 3, "a save took \(latency) s to reach the page")
        XCTAssertEqual(try b.eval("Number(document.body.dataset.version)") as? Int, v0 + 1)

        // 3. An error shows on the page with file, line, column and caret, over the last good drawing.
        saveInPlace(file, Self.drawing.replacingOccurrences(of: "backgroundColor: fill", with: "backgroundColor: fil"))
        try b.waitFor("the error on the page", "!document.getElementById('errors').hidden")
        let errors = try b.eval("document.getElementById('errors').textContent") as! String
        XCTAssertTrue(errors.contains("\(file):9:26: error: unknown name 'fil'"), errors)
        XCTAssertTrue(errors.contains("        backgroundColor: fil\n" + String(repeating: " ", count: 25) + "^~~"), errors)
        XCTAssertEqual(try b.eval("document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,0%,100%)')") as? Bool, true,
                       "the last good drawing stays")
        XCTAssertEqual(try b.eval("document.getElementById('drawing').classList.contains('stale')") as? Bool, true)
        XCTAssertEqual(try b.eval("document.getElementById('status').textContent") as? String, "error")
        saveByRename(file, Self.drawing)
        try b.waitFor("the error to clear", "document.getElementById('errors').hidden && document.body.dataset.ok === 'true'")

        // 4. Controls change the drawing as -D would: the colour's text field, the angle's slider.
        _ = try b.eval("""
            (() => { const t = document.querySelector('.param[data-name="fill"] input[type=text]');
                     t.value = '#00ff00'; t.dispatchEvent(new Event('change')); })()
            """)
        try b.waitFor("the colour control's effect", "document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,100%,0%)')")
        _ = try b.eval("""
            (() => { const r = document.querySelector('.param[data-name="angle"] input[type=range]');
                     r.value = '45'; r.dispatchEvent(new Event('input')); })()
            """)
        try b.waitFor("the slider's effect", "document.getElementById('flags').value === '-D fill=#00ff00 -D angle=45'")
        XCTAssertEqual(try b.eval("document.querySelector('.param[data-name=\"angle\"] input[type=number]').value") as? String, "45")
        XCTAssertTrue((try b.eval("document.getElementById('dl-png').getAttribute('href')") as! String)
            .hasSuffix("D=fill%3D%2300ff00&D=angle%3D45"))
        shot = try b.screenshot()
        let turned = try screen(b, card(75, 5, angle: 45))   // a corner region that only the 45° card covers
        let green = try pixel(shot, turned.0, turned.1)
        XCTAssertTrue(green == (0, 255, 0), "\(green)")

        // 5. A click hit-tests: the badge, its outline (its transformed bounds), its chain, its tree row.
        let badge = try screen(b, card(20, 20, angle: 45))
        try b.click(badge.0, badge.1)
        try b.waitFor("the hit outline", "document.querySelector('#tree li.selected') !== null && document.querySelector('#tree li.selected').dataset.id === '0.0.0'")
        assertQuad(try polygon(b, "outline"), [card(10, 10, angle: 45), card(30, 10, angle: 45), card(30, 30, angle: 45), card(10, 30, angle: 45)])
        let chain = try b.eval("[...document.querySelectorAll('#chain li')].map(li => li.textContent)") as! [String]
        XCTAssertEqual(chain.count, 3)
        XCTAssertTrue(chain[0].contains("identifier = \"badge\""), chain[0])
        XCTAssertTrue(chain[1].hasPrefix("-> <view;") && chain[1].contains("identifier = \"card\""), chain[1])
        XCTAssertTrue(chain[2].hasPrefix("-> <canvas;"), chain[2])
        // The same as the command line's hit test at that point, with the same -D values.
        let point = try b.eval("[window.viewcPreview.state.hit.x, window.viewcPreview.state.hit.y]") as! [Double]
        let cli = try runViewc(["hit", file, "-D", "fill=#00ff00", "-D", "angle=45", "\(point[0]),\(point[1])"])
        XCTAssertEqual(chain.joined(separator: "\n") + "\n", cli.out)

        // 6. Selecting a row of the tree outlines its view: the card, rotated.
        _ = try b.eval("document.querySelector('#tree li[data-id=\"0.0\"]').click()")
        try b.waitFor("the card selected from the tree", "document.querySelector('#tree li.selected').dataset.id === '0.0'")
        assertQuad(try polygon(b, "outline"), [card(0, 0, angle: 45), card(80, 0, angle: 45), card(80, 40, angle: 45), card(0, 40, angle: 45)])

        // 7. Wheel zooms about the pointer; double-click resets; a drag pans and is no tap.
        let fitted = try zoom(b)
        let c = try screen(b, (100, 60))
        try b.wheel(c.0, c.1, deltaY: -300)
        try b.waitFor("the wheel zoom", "Number(document.getElementById('canvas').dataset.zoom) > \(fitted)")
        XCTAssertEqual(try zoom(b) / fitted, exp(300 * 0.0015), accuracy: 1e-6)
        let after = try screen(b, (100, 60))
        XCTAssertEqual(after.0, c.0, accuracy: 0.5, "the point under the wheel stays put")
        XCTAssertEqual(after.1, c.1, accuracy: 0.5)
        try b.mouse("mousePressed", c.0, c.1, clicks: 2)
        try b.mouse("mouseReleased", c.0, c.1, clicks: 2)
        try b.waitFor("the double-click reset", "Number(document.getElementById('canvas').dataset.zoom) === \(fitted)")
        // Its clicks are taps too: on the canvas, outside the card.
        try b.waitFor("the tap of the double-click", "window.viewcPreview.state.hit.chain.join() === '0'")
        let hitsBefore = try b.eval("JSON.stringify(window.viewcPreview.state.hit)") as! String
        let start = try screen(b, (100, 60))
        try b.mouse("mouseMoved", start.0, start.1, button: "none", clicks: 0)
        try b.mouse("mousePressed", start.0, start.1)
        for i in 1...5 { try b.mouse("mouseMoved", start.0 + Double(i * 12), start.1, button: "left", clicks: 0) }
        try b.mouse("mouseReleased", start.0 + 60, start.1)
        let moved = try screen(b, (100, 60))
        XCTAssertEqual(moved.0 - start.0, 60, accuracy: 0.5, "the drawing follows the drag")
        usleep(300_000)
        XCTAssertEqual(try b.eval("JSON.stringify(window.viewcPreview.state.hit)") as? String, hitsBefore, "a drag is not a tap")

        // 8. A pinch (two touches moving apart) zooms by the ratio of their distances.
        _ = try b.eval("document.getElementById('canvas').dispatchEvent(new MouseEvent('dblclick'))")
        let z0 = try zoom(b)
        let m = try screen(b, (100, 60))
        try b.pinch(from: (m.0 - 50, m.1), (m.0 + 50, m.1), to: (m.0 - 100, m.1), (m.0 + 100, m.1))
        try b.waitFor("the pinch zoom", "Number(document.getElementById('canvas').dataset.zoom) > \(z0 * 1.5)")
        XCTAssertEqual(try zoom(b) / z0, 2, accuracy: 0.01)

        XCTAssertEqual(server.stop(SIGINT), 0, "the server stops while a page is connected")
    }

    /// Interface Builder's inspector edits the instance selected: selecting a placed Bar shows
    /// its own controls (where it is written, its value 0.25, not the default 0.5), and its
    /// number field widens that bar alone — a bar 100 × level wide, the other left at 50.
    func testTheInspectorEditsTheSelectedInstance() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/bars.view"
        try """
            canvas(width: 200, height: 120) {
                backgroundColor: white
                Bar(frame: Rect(0, 0, 100, 120), level: 0.25)
                Bar(frame: Rect(100, 0, 100, 120))
            }
            view Bar {
                @inspectable level = 0.5
                path { rect(Rect(0, 0, bounds.width * level, 10)); fill(.red) }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let (server, port) = try startPreview(file)
        let b = try Chromium(width: 1200, height: 700)
        defer { b.close(); _ = server.stop() }
        try b.navigate("http://127.0.0.1:\(port)/")
        try b.waitFor("the drawing", "document.body.dataset.ok === 'true' && !!document.querySelector('#drawing svg')")
        XCTAssertEqual(try b.eval("document.getElementById('instance').hidden") as? Bool, true, "nothing selected, no instance controls")

        _ = try b.eval("document.querySelector('#tree li[data-id=\"0.0\"]').click()")
        try b.waitFor("the first bar's controls", "!document.getElementById('instance').hidden")
        XCTAssertEqual(try b.eval("document.getElementById('instance-title').textContent") as? String, "Bar written at 3:5 \u{b7} view 0.0")
        let number = "document.querySelector('#instance .param[data-name=\"Bar@3:5.level\"] input[type=number]').value"
        XCTAssertEqual(try b.eval(number) as? String, "0.25")
        _ = try b.eval("""
            (() => { const n = document.querySelector('#instance .param[data-name="Bar@3:5.level"] input[type=number]');
                     n.value = '0.75'; n.dispatchEvent(new Event('input')); })()
            """)
        try b.waitFor("the instance's number field", "document.getElementById('flags').value === '-D Bar@3:5.level=0.75'")
        XCTAssertEqual(try b.eval("document.querySelector('#instance .param[data-name=\"Bar@3:5.level\"] input[type=range]').value") as? String, "0.75",
                       "the slider follows, widened past twice the value passed")
        // The first bar now reaches x = 75 (was 25); the second still ends at 100 + 50 (the
        // selection's outline, drawn over the bar, hidden for the picture).
        _ = try b.eval("document.getElementById('overlay').style.visibility = 'hidden'")
        let shot = try b.screenshot()
        for (x, red) in [(60.0, true), (80, false), (140, true), (160, false)] {
            let p = try screen(b, (x, 5))
            let got = try pixel(shot, p.0, p.1)
            XCTAssertTrue(red ? got == (255, 0, 0) : got == (255, 255, 255), "at x = \(x): \(got)")
        }

        // The other instance is told apart: its own place and its own value.
        _ = try b.eval("document.querySelector('#tree li[data-id=\"0.1\"]').click()")
        try b.waitFor("the second bar's controls", "document.getElementById('instance').dataset.instance === 'Bar@4:5'")
        XCTAssertEqual(try b.eval("document.querySelector('#instance .param[data-name=\"Bar@4:5.level\"] input[type=number]').value") as? String, "0.5")
    }

    /// The README's picture of the page: recorded with RECORD_SCREENSHOT=1 (samples/views.view,
    /// a view selected by a click); otherwise checked to exist and stay small.
    func testReadmeScreenshot() throws {
        let pkg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let image = pkg.appendingPathComponent("docs/images/preview.png").path
        if ProcessInfo.processInfo.environment["RECORD_SCREENSHOT"] == "1" {
            let (server, port) = try startPreview(pkg.appendingPathComponent("samples/views.view").path)
            let b = try Chromium(width: 1200, height: 640)
            defer { b.close(); _ = server.stop() }
            try b.navigate("http://127.0.0.1:\(port)/")
            try b.waitFor("the drawing", "document.body.dataset.ok === 'true'")
            let r = try b.eval("(() => { const r = document.querySelector('#drawing svg').getBoundingClientRect(); return [r.left, r.top, r.width / 620]; })()") as! [Double]
            try b.click(r[0] + 140 * r[2], r[1] + 120 * r[2])
            try b.waitFor("a selection", "document.querySelector('#tree li.selected') !== null")
            try b.screenshot().write(to: URL(fileURLWithPath: image))
            XCTFail("recorded \(image); look at it, then run again without RECORD_SCREENSHOT")
        }
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: image), "run with RECORD_SCREENSHOT=1 to make \(image)")
        XCTAssertTrue(pngSize(Array(bytes))! == (1200, 640))
        XCTAssertLessThan(bytes.count, 200 * 1024)
    }
}
