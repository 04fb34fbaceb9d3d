// The system's objects an app's view uses and a still frame has no use for — a timer, a display
// link, a haptic generator, the notification center — are made, called and set as the app
// does, and nothing happens: a timer's block never fires, a call's arguments are not evaluated.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftSystemObjectTests: XCTestCase {
    /// A view that starts a timer and a display link, prepares haptics and observes a
    /// notification draws what its draw(_:) says and nothing else: the timer's block (which
    /// would paint red) never runs, `displayLink?.isPaused = false` changes nothing, and
    /// `UIColor.init(white:alpha:)` is `UIColor(white:alpha:)`; `print` is a note at its call
    /// with the text Swift prints (on standard error: the drawing's output, the SVG, may be on
    /// stdout), and `NSLog` writes nothing.
    func testSystemObjectsAreMadeCalledAndSetAndDoNothing() {
        let text = """
        canvas(width: 100, height: 100) { Ticker(frame: Rect(0, 0, 100, 100)) }
        class Ticker: UIView {
            weak var displayLink: CADisplayLink?
            var timer: Timer?
            var observer: NSObjectProtocol?
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
                observer = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: .main) { _ in self.painted = true }
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
        let r = evaluate(text)
        // Swift's text for each value: a CGRect's fields as Doubles, an Int without a point.
        XCTAssertEqual(r.headlines, ["t.view:24:9: note: drawing (0.0, 0.0, 100.0, 100.0) 0"], "the tick never runs, so it never prints")
        guard let v = r.document?.pages.first?.root.subviews.first else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills.first?.color, NamedColors.table["blue"])
        XCTAssertEqual(v.backgroundColor, Color(red: 1, green: 1, blue: 1, alpha: 0))
    }
}

extension SwiftSystemObjectTests {
    /// The edit menu a tap shows and a notification's name are made and used as an app does,
    /// and nothing happens: the drawing is draw(_:)'s; a recognizer's delaysTouchesBegan and
    /// delaysTouchesEnded are accepted, with no touches to delay.
    func testTheEditMenuANotificationsNameAndTouchDelaysDoNothing() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Board(frame: Rect(0, 0, 100, 100)) }
        class Board: UIView {
            let moved = NSNotification.Name(rawValue: "moved")
            let notifications = NotificationCenter.default
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                tap.delaysTouchesBegan = true
                tap.delaysTouchesEnded = false
                addGestureRecognizer(tap)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func tapped() {
                let menu = UIMenuController.shared
                menu.menuItems = [UIMenuItem(title: "Delete", action: #selector(tapped))]
                menu.setMenuVisible(true, animated: true)
                notifications.post(name: moved, object: nil)
            }
            override func draw(_ rect: CGRect) {
                UIMenuController.shared.setMenuVisible(false, animated: false)
                notifications.post(name: Notification.Name("drawn"), object: self)
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 10, 20)
    }
}

extension SwiftSystemObjectTests {
    static let dateText = """
    canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
    class A: UIView {
        var started = Date()
        override func draw(_ rect: CGRect) {
            let then = Date(timeIntervalSince1970: 100).addingTimeInterval(20)
            UIRectFill(CGRect(x: 0, y: 0, width: then.timeIntervalSince(Date(timeIntervalSince1970: 90)), height: 1))
            UIRectFill(CGRect(x: 0, y: 1, width: started.timeIntervalSince1970 / 1000, height: 1))
            UIRectFill(CGRect(x: 0, y: 2, width: Date.distantFuture.timeIntervalSinceReferenceDate / 1e6, height: 1))
            UIRectFill(CGRect(x: 0, y: 3, width: Date(timeIntervalSinceNow: 7).timeIntervalSince(Date()), height: 1))
        }
    }
    """

    /// A date is seconds since 1970: 100 + 20 − 90 = 30; `Date()` is the compile's instant,
    /// 2001-01-01 00:00:00 UTC unless the build gives one (SOURCE_DATE_EPOCH, here 5 000),
    /// so the drawing is the same whenever it is made; `Date.distantFuture` is Foundation's
    /// (compared with this machine's Foundation).
    /// A drawing is made in one language, its strings' own: NSLocalizedString gives its key.
    func testNSLocalizedStringGivesItsKey() throws {
        let canvas = try XCTUnwrap(root("""
        canvas(width: 200, height: 100) { V(frame: Rect(0, 0, 200, 100)) }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s = NSLocalizedString("Hello", comment: "a greeting")
                let t = NSLocalizedString("Hi", tableName: nil, bundle: Bundle.main, value: "", comment: "")
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat(s.count), height: CGFloat(t.count))).fill()
            }
        }
        """))
        // "Hello" has 5 characters, "Hi" 2.
        let fills = ownFills(try XCTUnwrap(canvas.subviews.first).content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 5, 2)
    }

    func testDatesAreTheCompilesInstantAndArithmetic() {
        func widths(now: Double?) -> [Double] {
            var options = EvalOptions()
            options.now = now
            let file = SourceFile(path: "t.view", text: Self.dateText, absolutePath: "/mem/t.view")
            let ev = Evaluator(options: options, loader: MemoryLoader(files: [:]))
            let (doc, diags) = ev.evaluate(Parser.parse(file))
            XCTAssertTrue(diags.isEmpty, "\(diags)")
            guard let v = doc?.pages.first?.root.subviews.first else { XCTFail("no view"); return [] }
            return ownFills(v.content).map(\.bounds.width)
        }
        let fixed = widths(now: nil)
        XCTAssertEqual(fixed.count, 4)
        guard fixed.count == 4 else { return }
        XCTAssertEqual(fixed[0], 30, accuracy: 1e-9)
        XCTAssertEqual(fixed[1], Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970 / 1000, accuracy: 1e-9)
        XCTAssertEqual(fixed[2], Date.distantFuture.timeIntervalSinceReferenceDate / 1e6, accuracy: 1e-9)
        XCTAssertEqual(fixed[3], 7, accuracy: 1e-9)
        XCTAssertEqual(widths(now: 5000)[1], 5, accuracy: 1e-9)
    }

    /// CACurrentMediaTime() is one fixed reading of the device's clock, 1000 s, in every call:
    /// a time measured between two readings is 0, so animation code draws its first frame.
    func testMediaTimeIsOneFixedReading() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
        class S: UIView {
            var start: CFTimeInterval = 0
            override init(frame: CGRect) { super.init(frame: frame); start = CACurrentMediaTime() }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                let elapsed = CACurrentMediaTime() - start
                UIRectFill(CGRect(x: 0, y: 0, width: start / 100, height: 1 + elapsed))
            }
        }
        """))
        let f = ownFills(v.content)
        XCTAssertEqual(f.map(\.bounds.width), [1000.0 / 100])
        XCTAssertEqual(f.map(\.bounds.height), [1])
    }

    /// CFAbsoluteTimeGetCurrent() is Core Foundation's clock: the compile's instant in seconds
    /// since the reference date, 2001-01-01 00:00:00 UTC (978 307 200 s after 1970), the same
    /// in every call; `CFAbsoluteTime` is a Double. At SOURCE_DATE_EPOCH 10^9 a stored start
    /// reads 10^9 − 978 307 200 = 21 692 800 s, and the time since it, 0; unset, both are 0.
    func testCFAbsoluteTimeIsTheInstantSinceTheReferenceDate() {
        func fill(now: Double?) -> (width: Double, height: Double)? {
            var options = EvalOptions()
            options.now = now
            let file = SourceFile(path: "t.view", text: """
            canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
            class S: UIView {
                private var start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
                private let duration: CFAbsoluteTime = 5
                override func draw(_ rect: CGRect) {
                    let elapsed = CFAbsoluteTimeGetCurrent() - start
                    UIRectFill(CGRect(x: 0, y: 0, width: 1 + start / 1_000_000, height: duration + elapsed))
                }
            }
            """, absolutePath: "/mem/t.view")
            let (doc, diags) = Evaluator(options: options, loader: MemoryLoader(files: [:])).evaluate(Parser.parse(file))
            XCTAssertTrue(diags.isEmpty, "\(diags)")
            guard let v = doc?.pages.first?.root.subviews.first, let f = ownFills(v.content).first else { XCTFail("no fill"); return nil }
            return (f.bounds.width, f.bounds.height)
        }
        let epoch = 1_000_000_000.0, referenceDate = 978_307_200.0
        let set = fill(now: epoch)
        XCTAssertEqual(set?.width ?? 0, 1 + (epoch - referenceDate) / 1_000_000, accuracy: 1e-9)
        XCTAssertEqual(set?.height ?? 0, 5, accuracy: 1e-9)
        let unset = fill(now: nil)
        XCTAssertEqual(unset?.width ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(unset?.height ?? 0, 5, accuracy: 1e-9)
    }
}

extension SwiftSystemObjectTests {
    static let screenText = """
    canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
    class S: UIView {
        override func draw(_ rect: CGRect) {
            let onePixel = 1 / UIScreen.main.scale
            UIRectFill(CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 10, height: onePixel * UIScreen.main.nativeScale))
            UIRectFill(CGRect(x: 0, y: 50, width: 10, height: onePixel))
        }
    }
    """

    func evaluated(_ text: String, scale: Double) -> EvalResult {
        var options = EvalOptions()
        options.contentScaleFactor = scale
        let ev = Evaluator(options: options, loader: MemoryLoader(files: [:]))
        let (doc, diags) = ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")))
        return EvalResult(document: doc, diagnostics: diags)
    }

    /// UIScreen.main.scale is the output's pixels a point (contentScaleFactor, so reading it
    /// makes the driver evaluate again per PNG scale), and its bounds a fixed 393 × 852 point
    /// screen, whatever the canvas.
    func testScreenScaleIsTheOutputScaleAndItsBoundsAFixedPhoneScreen() throws {
        for scale in [1.0, 2, 3] {
            let r = evaluated(Self.screenText, scale: scale)
            XCTAssertEqual(r.headlines, [])
            let doc = try XCTUnwrap(r.document)
            XCTAssertTrue(doc.readsContentScale)
            let v = try XCTUnwrap(doc.pages.first?.root.subviews.first)
            let fills = ownFills(v.content).map(\.bounds)
            let want = [Rect(0, 0, 393.0 / 10, 1), Rect(0, 50, 10, 1 / scale)]
            XCTAssertEqual(fills.count, want.count)
            for (f, w) in zip(fills, want) {
                for (a, b) in [(f.minX, w.minX), (f.minY, w.minY), (f.width, w.width), (f.height, w.height)] { XCTAssertEqual(a, b, accuracy: 1e-9) }
            }
        }
    }

    /// A view's `layer.contentsScale` reads the drawing's scale (UIKit sets a view's layer's to
    /// the screen's), at each output scale, and setting it changes nothing: the fill is 10 ×
    /// the scale wide; a scale that is not above 0 is an error at it.
    func testALayersContentsScaleIsTheDrawingsScale() throws {
        let text = """
        canvas(width: 40, height: 10) { S(frame: Rect(0, 0, 40, 10)) }
        class S: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.contentsScale = 7
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 10 * layer.contentsScale, height: 1))
            }
        }
        """
        for scale in [1.0, 2, 3] {
            let r = evaluated(text, scale: scale)
            XCTAssertEqual(r.headlines, [])
            let doc = try XCTUnwrap(r.document)
            XCTAssertTrue(doc.readsContentScale)
            let v = try XCTUnwrap(doc.pages.first?.root.subviews.first)
            XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [10 * scale])
        }
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "= 7", with: "= 0")).headlines, ["t.view:5:31: error: contentsScale must be a positive number"])
    }

    /// What UIScreen.main has not here is named at the member, and another screen than the main one at it.
    func testScreenMembersOutsideScaleAndBoundsAreLocatedErrors() {
        let text = """
        canvas(width: 10, height: 10) { S(frame: Rect(0, 0, 10, 10)) }
        class S: UIView {
            override func draw(_ rect: CGRect) {
                let b = UIScreen.main.brightness
            }
        }
        """
        XCTAssertEqual(evaluate(text).headlines, ["t.view:4:31: error: UIScreen.main has no member 'brightness' here (it has 'scale', 'nativeScale', 'bounds')"])
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "let b = UIScreen.main.brightness", with: "let screens = UIScreen.screens")).headlines,
                       ["t.view:4:23: error: UIScreen is read here as UIScreen.main.scale, .nativeScale, .bounds; a drawing has one screen"])
    }

    /// UIScreen.main held as a value, and a window's screen (`window?.screen.scale`), are the
    /// drawing's one screen: their scale the output's pixels a point (so the driver evaluates
    /// again for each PNG scale), their bounds the fixed 393 × 852 phone screen. A hairline of
    /// one pixel is 1 / scale points tall; in init(frame:) the view has no window yet, so
    /// `window?.screen.scale ?? 0` is 0 there.
    func testAWindowsScreenAndUIScreenMainAsAValueAreTheDrawingsScreen() throws {
        let text = """
        canvas(width: 100, height: 100) { S(frame: Rect(0, 0, 100, 100)) }
        class S: UIView {
            var scaleInInit: CGFloat = -1
            override init(frame: CGRect) { super.init(frame: frame); scaleInInit = window?.screen.scale ?? 0 }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                let screen = UIScreen.main
                let hairline = 1 / (window?.screen.scale ?? 1)
                UIRectFill(CGRect(x: scaleInInit, y: 0, width: screen.bounds.width / 10, height: hairline * screen.nativeScale))
                UIRectFill(CGRect(x: 0, y: 50, width: 10, height: hairline))
            }
        }
        """
        // A screen is a window's: another view has none.
        XCTAssertEqual(evaluate(text.replacingOccurrences(of: "let screen = UIScreen.main", with: "let screen = UIScreen.main; _ = UIView().screen")).headlines,
                       ["t.view:7:50: error: UIView has no member 'screen' (a UIWindow has: window?.screen)"])
        for scale in [1.0, 2, 3] {
            let r = evaluated(text, scale: scale)
            XCTAssertEqual(r.headlines, [])
            let doc = try XCTUnwrap(r.document)
            XCTAssertTrue(doc.readsContentScale)
            let f = ownFills(try XCTUnwrap(doc.pages.first?.root.subviews.first).content)
            XCTAssertEqual(f.map(\.bounds.minX), [0, 0])
            XCTAssertEqual(f.map(\.bounds.width), [393.0 / 10, 10])
            XCTAssertEqual(f[0].bounds.height, 1, accuracy: 1e-12)
            XCTAssertEqual(f[1].bounds.height, 1 / scale, accuracy: 1e-12)
        }
    }
}

extension SwiftSystemObjectTests {
    /// A helper that takes a UITouch (called from the touch overrides, which a drawing leaves
    /// out) is checked and never runs: the view draws its one blue rect.
    func testAHelperTakingATouchIsCheckedAndNeverCalled() {
        let text = """
        canvas(width: 10, height: 10) { Knob(frame: Rect(0, 0, 10, 10)) }
        class Knob: UIControl {
            var angle: CGFloat = 0
            func touchAngle(of t: UITouch, _ e: UIEvent?) -> CGFloat {
                let loc = t.location(in: self)
                return atan2(loc.y - bounds.midY, loc.x - bounds.midX)
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let t = touches.first { angle = touchAngle(of: t, event) }
            }
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4 + angle, height: 4))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 4, 4) }
    }
}

extension SwiftSystemObjectTests {

    /// A property read further down a system object (`UIApplication.shared.windows.first?
    /// .windowScene!.interfaceOrientation`) is known only on a device: nil here, which an
    /// optional of any type takes (a `UIInterfaceOrientation?`), and the chain stops at its
    /// `?` before the `!`; so the switch takes its `default`, the portrait a still picture has.
    func testAPropertyReadThroughASystemObjectIsNil() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Compass(frame: Rect(0, 0, 100, 100)) }
        class Compass: UIView {
            var startingAngle: CGFloat {
                let orientation: UIInterfaceOrientation?
                if #available(iOS 13.0, *) {
                    orientation = UIApplication.shared.windows.first?.windowScene!.interfaceOrientation
                } else {
                    orientation = UIApplication.shared.statusBarOrientation
                }
                switch orientation {
                case .landscapeLeft: return -CGFloat.pi / 2
                case .landscapeRight: return CGFloat.pi / 2
                case .portraitUpsideDown: return 0
                default: return CGFloat.pi
                }
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: startingAngle * 10, height: 1))
            }
        }
        """))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, Double.pi * 10, 1)
    }
}

extension SwiftSystemObjectTests {
    /// A tap that waits for a double tap to fail (`require(toFail:)`) is accepted and changes
    /// nothing in a drawing; what it is given must be a recognizer.
    func testATapRequiringADoubleTapToFailIsAccepted() throws {
        func file(_ other: String) -> String {
            """
            canvas(width: 20, height: 20) { Board(frame: Rect(0, 0, 20, 20)) }
            class Board: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let double = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    double.numberOfTapsRequired = 2
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    tap.require(toFail: \(other))
                    addGestureRecognizer(double); addGestureRecognizer(tap)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped() { }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 4)) }
            }
            """
        }
        let v = try XCTUnwrap(placedView(file("double")))
        assertRect(try XCTUnwrap(ownFills(v.content).first).bounds, 0, 0, 3, 4)
        let wrong = evaluate(file("3")).headlines
        XCTAssertEqual(wrong.count, 1, "\(wrong)")
        XCTAssertTrue(wrong.first?.hasPrefix("t.view:8:29: error:") == true, "\(wrong)")
    }
}

extension SwiftSystemObjectTests {
    /// An action's sender typed as a control a drawing never has — a slider, a switch, a
    /// stepper, a segmented control — is checked and never called (nothing sends an action):
    /// the view draws its own bar, 100 × 0.25 = 25 points wide, the `level` the actions would
    /// change left at its declared value.
    func testAnActionsControlSenderIsCheckedAndNeverCalled() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 20) { Meter(frame: Rect(0, 0, 100, 20)) }
        class Meter: UIView {
            var level: CGFloat = 0.25
            var mode = 0
            @IBAction func slid(_ sender: UISlider) { level = CGFloat(sender.value) }
            @IBAction func toggled(_ sender: UISwitch) { level = sender.isOn ? 1 : 0 }
            @IBAction func stepped(_ sender: UIStepper) { level = CGFloat(sender.value) / 10 }
            @IBAction func picked(sender: UISegmentedControl) {
                switch sender.selectedSegmentIndex {
                case 0: mode = 1
                default: mode = 2
                }
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: 20 + CGFloat(mode)))
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 25, 20)
    }

    /// A control made in code would be a view viewc does not draw: making one is the error
    /// (a slider too, though a UISlider subclass is a view drawing its own content).
    func testAControlMadeInCodeIsOutside() {
        for control in ["UISwitch", "UISlider"] {
            let r = evaluate("""
            canvas(width: 100, height: 20) { Panel(frame: Rect(0, 0, 100, 20)) }
            class Panel: UIView {
                let toggle = \(control)()
                override func layoutSubviews() { addSubview(toggle) }
            }
            """)
            XCTAssertEqual(r.headlines, ["t.view:3:18: error: a \(control) made in code is outside the supported Swift subset: viewc draws no \(control) (an action's sender may be typed so) (docs/language.md §13)"])
        }
    }
}

extension SwiftSystemObjectTests {
    /// UIAccessibility's settings are those of a device with each at iOS's default, off: a
    /// view that draws less for Reduce Motion or Reduce Transparency, or more for Darker
    /// Colors, draws its full picture (the 10-wide fill and the translucent one, not the
    /// 1-wide or opaque ones).
    func testAccessibilitySettingsAreOff() throws {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let w: CGFloat = UIAccessibility.isReduceMotionEnabled ? 1 : 10
                UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                guard !UIAccessibility.isReduceTransparencyEnabled else { return }
                if UIAccessibility.isDarkerSystemColorsEnabled || UIAccessibility.isVoiceOverRunning { UIRectFill(CGRect(x: 0, y: 5, width: 50, height: 1)) }
                UIColor.black.withAlphaComponent(0.5).setFill()
                UIRectFill(CGRect(x: 0, y: 10, width: 20, height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.bounds.width), [10, 20])
        XCTAssertEqual(fills.last?.color?.alpha, 0.5)
    }
}

extension SwiftSystemObjectTests {
    /// Key-value observing's notification, `override func observeValue(forKeyPath:of:change:
    /// context:)`, is sent by Foundation when an observed key changes; a still picture registers
    /// no observer, so the override (whose change dictionary holds `Any` values) is left out as
    /// the touch handlers are: the view draws its one rect 4 + 0 wide, not the 4 + 6 the
    /// override would make it.
    func testAKeyValueObservingOverrideIsLeftOut() throws {
        let text = """
        canvas(width: 20, height: 20) { Ring(frame: Rect(0, 0, 20, 20)) }
        class Ring: UIView {
            var extra: CGFloat = 0
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                guard keyPath == "fractionCompleted" else {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    return
                }
                extra = 6
            }
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4 + extra, height: 4))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, 4, 4) }
    }
}

extension SwiftSystemObjectTests {
    /// A view's interactions (drop, drag) are added and taken off as an app does, and nothing
    /// happens: nothing drops on a drawing, so the delegate's methods, which take a session and
    /// give a proposal or drag items, are checked and never called; the drawing is draw(_:)'s.
    func testAnInteractionAddedDoesNothingAndItsDelegateIsNeverCalled() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Board(frame: Rect(0, 0, 100, 100)) }
        class Board: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addInteraction(UIDropInteraction(delegate: self))
                let drag = UIDragInteraction(delegate: self)
                addInteraction(drag)
                removeInteraction(drag)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20)) }
        }
        extension Board: UIDropInteractionDelegate, UIDragInteractionDelegate {
            func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
                session.canLoadObjects(ofClass: String.self) && !session.canLoadObjects(ofClass: NSURL.self)
            }
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
                UIDropProposal(operation: .copy)
            }
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
                [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))]
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 10, 20)
    }
}
