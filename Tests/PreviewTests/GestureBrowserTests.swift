// The drawing's own gesture recognizers in a real browser (Debian's headless Chromium over the
// DevTools protocol): a click on a button class with a UITapGestureRecognizer toggles it, a
// vertical drag over a FaceView-like class runs its UIPanGestureRecognizer's action (and does
// not pan the canvas), a wheel turn over it runs its UIPinchGestureRecognizer's, a wheel
// elsewhere still zooms the canvas, and the page menu of a document switches pages (the
// downloads follow it). The expected numbers come from the actions' formulas, worked out here.

import Foundation
import XCTest

final class GestureBrowserTests: XCTestCase {
    /// A face whose state is visible in its SVG: a red bar 100 + 50·mouthCurvature wide and
    /// 20·scale high at the canvas's origin; a button filled green when selected.
    static let drawing = """
        canvas(width: 300, height: 200) {
            backgroundColor: .white
            Face(frame: Rect(0, 0, 200, 200))
            Check(frame: Rect(220, 20, 60, 60))
        }

        class Face: UIView {
            var scale: CGFloat = 1
            var mouthCurvature: Double = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(recognizer:))))
                addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinch(_:))))
            }

            @objc func pan(recognizer: UIPanGestureRecognizer) {
                switch recognizer.state {
                case .changed, .ended:
                    let translation = recognizer.translation(in: self)
                    mouthCurvature = max(-1, min(mouthCurvature - Double(translation.y) / 50, 1))
                    recognizer.setTranslation(.zero, in: self)
                default:
                    break
                }
            }

            @objc func pinch(_ recognizer: UIPinchGestureRecognizer) {
                switch recognizer.state {
                case .changed, .ended:
                    scale *= recognizer.scale
                    recognizer.scale = 1
                default:
                    break
                }
            }

            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 100 + 50 * CGFloat(mouthCurvature), height: 20 * scale))
            }
        }

        class Check: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
            }
            @objc func toggle() {
                isSelected = !isSelected
                setNeedsDisplay()
            }
            override func draw(_ rect: CGRect) {
                if isSelected {
                    UIColor.green.setFill()
                    UIRectFill(bounds)
                }
            }
        }
        """

    func svg(_ b: Chromium) throws -> String {
        try b.eval("document.querySelector('#drawing svg').outerHTML") as? String ?? ""
    }

    /// The red bar's width and height, read from the SVG's path (cairo writes a rect as
    /// `M x y L x2 y L x2 y2 L x y2 Z`).
    func bar(_ b: Chromium) throws -> (Double, Double)? {
        let s = try svg(b)
        guard let r = s.range(of: #"fill:rgb\(100%,0%,0%\);[^>]*d="M 0 0 L ([0-9.]+) 0 L [0-9.]+ ([0-9.]+) "#, options: .regularExpression) else { return nil }
        let nums = s[r].split(separator: "\"").last!.split(separator: " ").compactMap { Double($0) }
        return (nums[2], nums[5])
    }

    func box(_ b: Chromium) throws -> [Double] {
        try b.eval("(() => { const r = document.querySelector('#drawing svg').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()") as! [Double]
    }

    func testRecognizersRunInChromium() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/face.view"
        try Self.drawing.write(toFile: file, atomically: true, encoding: .utf8)
        let (server, port) = try startPreview(file)
        let b = try Chromium(width: 1000, height: 600)
        defer { b.close(); _ = server.stop() }
        try b.navigate("http://127.0.0.1:\(port)/")
        try b.waitFor("the drawing", "document.body.dataset.ok === 'true' && !!document.querySelector('#drawing svg')")
        // At 100%: a CSS pixel is a point of the drawing.
        _ = try b.eval("(() => { const z = document.getElementById('zoom'); z.value = '1'; z.dispatchEvent(new Event('change')); })()")
        try b.waitFor("100%", "document.getElementById('canvas').dataset.zoom === '1'")
        let start = try XCTUnwrap(try bar(b))
        XCTAssertEqual(start.0, 100); XCTAssertEqual(start.1, 20)
        XCTAssertTrue(try b.eval("window.viewcPreview.state.tree.find(n => n.id === '0.0').gestures.join()") as? String == "pan,pinch")

        // 1. A click on the button: its tap recognizer toggles isSelected, the drawing changes.
        var r = try box(b)
        XCTAssertFalse(try svg(b).contains("rgb(0%,100%,0%)"))
        try b.click(r[0] + 250, r[1] + 50)
        try b.waitFor("the button checked", "document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,100%,0%)')")
        try b.waitFor("the hit outline", "document.querySelector('#tree li.selected') !== null && document.querySelector('#tree li.selected').dataset.id === '0.1'")
        usleep(400_000)   // past the tap interval: a new sequence
        try b.click(r[0] + 250, r[1] + 50)
        try b.waitFor("the button unchecked", "!document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,100%,0%)')")

        // 2. A vertical drag over the face: up by 30 points. The pan's action moves the mouth by
        // -Δy/50 each event and resets the translation, so the sum is 30/50 = 0.6, the bar
        // 100 + 50·0.6 = 130 wide. The canvas does not move: the recognizer took the drag.
        let (x0, y0) = (r[0] + 100, r[1] + 120)
        try b.mouse("mouseMoved", x0, y0, button: "none", clicks: 0)
        try b.mouse("mousePressed", x0, y0)
        for i in 1...6 { try b.mouse("mouseMoved", x0, y0 - Double(5 * i), button: "left", clicks: 0) }
        try b.mouse("mouseReleased", x0, y0 - 30)
        let expected = 100 + 50 * (30.0 / 50)
        try b.waitFor("the smile", "(() => { const m = document.querySelector('#drawing svg').outerHTML.match(/fill:rgb\\(100%,0%,0%\\);[^>]*d=\"M 0 0 L ([0-9.]+) 0/); return !!m && Math.abs(Number(m[1]) - \(expected)) < 0.01; })()")
        let after = try box(b)
        XCTAssertEqual(after[0], r[0], accuracy: 0.01, "the canvas stays put under a recognizer's drag")
        XCTAssertEqual(after[1], r[1], accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(try bar(b)).0, expected, accuracy: 0.01)

        // 3. The wheel over the face is its pinch: scale × exp(300·0.0015); the canvas keeps its zoom.
        try b.wheel(x0, y0, deltaY: -300)
        let height = 20 * exp(300 * 0.0015)
        try b.waitFor("the pinch", "(() => { const m = document.querySelector('#drawing svg').outerHTML.match(/fill:rgb\\(100%,0%,0%\\);[^>]*d=\"M 0 0 L [0-9.]+ 0 L [0-9.]+ ([0-9.]+) /); return !!m && Math.abs(Number(m[1]) - \(height)) < 0.01; })()")
        XCTAssertEqual(try b.eval("document.getElementById('canvas').dataset.zoom") as? String, "1")
        XCTAssertEqual(try XCTUnwrap(try bar(b)).0, expected, accuracy: 0.01, "the smile lives on between gestures")

        // 4. Where no recognizer is, the page's own gestures work: the wheel zooms the canvas.
        r = try box(b)
        try b.wheel(r[0] + 250, r[1] + 150, deltaY: -300)
        try b.waitFor("the canvas zoom", "Number(document.getElementById('canvas').dataset.zoom) > 1")
        XCTAssertEqual(Double(try b.eval("document.getElementById('canvas').dataset.zoom") as! String)!, exp(300 * 0.0015), accuracy: 1e-6)

        // 5. A save makes the instances anew: the face starts again.
        saveByRename(file, Self.drawing.replacingOccurrences(of: "backgroundColor: .white", with: "backgroundColor: .yellow"))
        try b.waitFor("the saved drawing", "document.querySelector('#drawing svg').outerHTML.includes('rgb(100%,100%,0%)')")
        XCTAssertTrue(try XCTUnwrap(try bar(b)) == (100, 20))
        XCTAssertEqual(server.stop(SIGINT), 0)
    }

    func testThePageMenuOfADocument() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/doc.view"
        try """
            document {
                page(width: 200, height: 100) { backgroundColor: .red }
                page(width: 300, height: 120) { backgroundColor: .blue }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let (server, port) = try startPreview(file)
        let b = try Chromium(width: 1000, height: 600)
        defer { b.close(); _ = server.stop() }
        try b.navigate("http://127.0.0.1:\(port)/")
        try b.waitFor("page 1", "document.body.dataset.ok === 'true' && document.querySelector('#drawing svg').outerHTML.includes('rgb(100%,0%,0%)')")
        XCTAssertEqual(try b.eval("document.getElementById('pagebox').hidden") as? Bool, false)
        XCTAssertEqual(try b.eval("[...document.querySelectorAll('#page option')].map(o => o.textContent)") as? [String], ["1 of 2", "2 of 2"])
        _ = try b.eval("(() => { const s = document.getElementById('page'); s.value = '2'; s.dispatchEvent(new Event('change')); })()")
        try b.waitFor("page 2", "document.querySelector('#drawing svg').outerHTML.includes('rgb(0%,0%,100%)')")
        XCTAssertEqual(try b.eval("window.viewcPreview.state.width") as? Double, 300)
        // The PNG download is of page 2: 300 × 120.
        let href = try b.eval("document.getElementById('dl-png').getAttribute('href')") as! String
        XCTAssertTrue(href.contains("page=2"), href)
        let png = try httpGet(port: port, href)
        XCTAssertEqual(png.status, 200)
        XCTAssertTrue(pngSize(png.body)! == (300, 120))
        // Hit testing is on page 2: its root is 300 wide, so (250, 60) hits it.
        let r = try box(b)
        try b.click(r[0] + 250 * r[2] / 300, r[1] + 60 * r[3] / 120)
        try b.waitFor("the hit on page 2", "window.viewcPreview.state.hit && window.viewcPreview.state.hit.chain.join() === '0'")
        XCTAssertTrue((try b.eval("window.viewcPreview.state.hit.lines[0]") as! String).contains("frame = (0 0; 300 120)"))
        XCTAssertEqual(server.stop(SIGINT), 0)
    }
}
