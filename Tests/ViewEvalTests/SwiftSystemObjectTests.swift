// The system's objects an app's view uses and a still frame has no use for — a timer, a display
// link, a haptic generator, the notification center — are made, called and set as the app
// does, and nothing happens: a timer's block never fires, a call's arguments are not evaluated.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftSystemObjectTests: XCTestCase {
    /// A view that starts a timer and a display link, prepares haptics and observes a
    /// notification draws what its draw(_:) says and nothing else: the timer's block (which
    /// would paint red) never runs, `displayLink?.isPaused = false` changes nothing, and
    /// `UIColor.init(white:alpha:)` is `UIColor(white:alpha:)`; `print` and `NSLog` write
    /// nothing (the drawing's output is the SVG, which may be on stdout).
    func testSystemObjectsAreMadeCalledAndSetAndDoNothing() {
        let text = """
        canvas(width: 100, height: 100) { Ticker(frame: Rect(0, 0, 100, 100)) }
        class Ticker: UIView {
            weak var displayLink: CADisplayLink?
            var timer: Timer?
            let haptics = UIImpactFeedbackGenerator(style: .light)
            var painted = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                let link = CADisplayLink(target: self, selector: #selector(tick))
                link.add(to: RunLoop.main, forMode: .common)
                link.isPaused = true
                displayLink = link
                displayLink?.isPaused = false
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.painted = true }
                haptics.prepare()
                NotificationCenter.default.addObserver(self, selector: #selector(tick), name: nil, object: nil)
                backgroundColor = UIColor.init(white: 1, alpha: 0)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            @objc func tick() { painted = true; timer?.invalidate(); print("tick", painted) }
            override func draw(_ rect: CGRect) {
                print("drawing", rect, self.painted ? 1 : 0)
                NSLog("%@", "drawing")
                (painted ? UIColor.red : UIColor.blue).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills.first?.color, NamedColors.table["blue"])
        XCTAssertEqual(v.backgroundColor, Color(red: 1, green: 1, blue: 1, alpha: 0))
    }
}
