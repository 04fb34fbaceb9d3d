// Gesture recognizers in the preview's compiles: the recognizers a touch at a canvas point is
// offered (PreviewCompile.candidates), and the live instance a compile keeps in its
// Interaction (actions run against the state the last one left, setTranslation and scale = 1
// carry on). The arena that picks the recognizer has its own tests (ViewEvalTests/
// GestureArenaTests). Expected values are worked out here from the actions' formulas.

import Foundation
@testable import ViewEval
import ViewGeometry
@testable import ViewcPreview
import XCTest

final class GestureTests: XCTestCase {
    static let face = """
        canvas(width: 200, height: 120) {
            Face(frame: Rect(10, 10, 100, 100))
        }

        class Face: UIView {
            @IBInspectable var mouthCurvature: Double = 0
            var scale: CGFloat = 1
            var pans = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(recognizer:)))
                addGestureRecognizer(pan)
                let pinch = UIPinchGestureRecognizer(target: self, action: #selector(pinch(_:)))
                addGestureRecognizer(pinch)
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                tap.numberOfTapsRequired = 2
                addGestureRecognizer(tap)
            }
            @objc func pan(recognizer: UIPanGestureRecognizer) {
                switch recognizer.state {
                case .changed, .ended:
                    mouthCurvature -= Double(recognizer.translation(in: self).y) / 50
                    recognizer.setTranslation(.zero, in: self)
                    pans += 1
                default:
                    break
                }
            }
            @objc func pinch(_ recognizer: UIPinchGestureRecognizer) {
                if recognizer.state == .changed { scale = recognizer.scale }
            }
            @objc func tapped() {
                backgroundColor = .red
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 50 + 10 * CGFloat(mouthCurvature), height: 10 * scale + CGFloat(pans)))
            }
        }
        """

    func compile(_ file: String, _ interaction: Interaction, _ events: [GestureEvent]) -> PreviewCompile {
        var o = EvalOptions()
        o.interaction = interaction
        interaction.events = events
        defer { interaction.events = [] }
        return PreviewModel.compile(file: file, options: o)
    }

    /// The filled rect's width and height, from the IR's SVG.
    func rect(_ c: PreviewCompile) throws -> (Double, Double) {
        let svg = try XCTUnwrap(c.render.svg)
        let r = try XCTUnwrap(svg.range(of: #"d="M 10 10 L [0-9.]+ 10 L [0-9.]+ [0-9.]+ "#, options: .regularExpression), svg)
        let n = svg[r].dropFirst(3).split(separator: " ").compactMap { Double($0) }
        return (n[2] - 10, n[5] - 10)
    }

    func testTheInstanceLivesOnBetweenCompiles() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/face.view"
        try Self.face.write(toFile: file, atomically: true, encoding: .utf8)
        let live = Interaction()
        var c = compile(file, live, [])
        XCTAssertTrue(try rect(c) == (50, 10))
        // The recognizers, as the hit test offers them at the face: pan, pinch, tap (in order added).
        let cands = c.candidates(x: 50, y: 50)
        XCTAssertEqual(cands.map(\.kind), [.pan, .pinch, .tap])
        XCTAssertEqual(cands[2].numberOfTapsRequired, 2)
        XCTAssertEqual(cands[0].point(10, 10), Point(0, 0), "canvas (10, 10) is the face's origin")
        XCTAssertEqual(c.candidates(x: 150, y: 50), [], "outside the face: the canvas has none")
        let key = cands[0].target
        func pan(_ state: String, dy: Double) -> GestureEvent {
            var e = GestureEvent(target: key, ordinal: 0, state: state); e.translationDelta = Point(0, dy); return e
        }
        // began (−5: ignored by the action, kept by the recognizer), changed (−10): the action
        // sees −15 → curvature 15/50 = 0.3, and resets the translation; ended (+5): −0.1.
        c = compile(file, live, [pan("began", dy: -5), pan("changed", dy: -10)])
        XCTAssertEqual(c.render.actions, 2)
        XCTAssertEqual(try rect(c).0, 50 + 10 * 0.3, accuracy: 1e-9)
        XCTAssertEqual(live.after["\(key)#0"]?.translation, .zero, "setTranslation(.zero, in:) carried back")
        c = compile(file, live, [pan("ended", dy: 5)])
        XCTAssertEqual(try rect(c).0, 50 + 10 * (0.3 - 0.1), accuracy: 1e-9)
        XCTAssertEqual(try rect(c).1, 10 + 2, accuracy: 1e-9, "two pans counted, in a stored var that lives on")
        // Without events the state stays.
        c = compile(file, live, [])
        XCTAssertEqual(try rect(c).0, 52, accuracy: 1e-9)
        // A pinch that does not reset its scale: 1.5 then × 0.8 → 1.2.
        var p1 = GestureEvent(target: key, ordinal: 1, state: "began"); p1.scaleFactor = 1.5
        var p2 = GestureEvent(target: key, ordinal: 1, state: "changed"); p2.scaleFactor = 1.5
        var p3 = GestureEvent(target: key, ordinal: 1, state: "changed"); p3.scaleFactor = 0.8
        c = compile(file, live, [p1])
        XCTAssertEqual(try rect(c).1, 12, accuracy: 1e-9, "began: the action waits for .changed")
        c = compile(file, live, [p2, p3])
        XCTAssertEqual(try rect(c).1, 10 * (1.5 * 1.5 * 0.8) + 2, accuracy: 1e-9)
        // The tap's action sets a view property: it lives on too, and the tree shows it.
        c = compile(file, live, [GestureEvent(target: key, ordinal: 2, state: "ended")])
        XCTAssertTrue(c.render.tree![1].description.contains("backgroundColor = #ff0000"), c.render.tree![1].description)
        c = compile(file, live, [])
        XCTAssertTrue(c.render.tree![1].description.contains("backgroundColor = #ff0000"))
        XCTAssertEqual(c.render.tree![1].gestures, ["pan", "pinch", "tap"])
        // A reset makes the instance anew; a still compile never runs an action.
        live.reset()
        c = compile(file, live, [])
        XCTAssertTrue(try rect(c) == (50, 10))
        c = compile(file, Interaction(), [pan("ended", dy: -50)])
        XCTAssertEqual(try rect(c).0, 60, accuracy: 1e-9, "−50 points: +1")
    }
}

extension GestureTests {
    /// samples/gestures.view: the seeds' FaceView takes pinches and pans, the CheckButton taps.
    func testTheSample() throws {
        let pkg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = pkg.appendingPathComponent("samples/gestures.view").path
        let live = Interaction()
        let c0 = compile(file, live, [])
        XCTAssertTrue(c0.render.ok, "\(c0.render.diagnostics.map(\.rendered))")
        XCTAssertEqual(c0.candidates(x: 110, y: 110).map(\.kind), [.pinch, .pan], "the face, at its centre")
        let button = c0.candidates(x: 277, y: 57)
        XCTAssertEqual(button.map(\.kind), [.tap])
        // A tap checks the first button: its checkmark (the seed's systemGreen stroke) appears.
        let green = "rgb(20.392157%,78.039216%,34.901961%)"
        XCTAssertFalse(c0.render.svg!.contains(green))
        let c1 = compile(file, live, [GestureEvent(target: button[0].target, ordinal: 0, state: "ended")])
        XCTAssertEqual(c1.render.actions, 1)
        XCTAssertTrue(c1.render.svg!.contains(green))
    }
}

extension GestureTests {
    /// A tap's `location(ofTouch: 0, in:)` is its location (a gesture here has one touch; `in:`
    /// takes the optional `sender.view` as UIKit's does):
    /// delivered at (30, 7) in the view, the action stores x + y = 37; its `view` is an optional
    /// (UIKit's `UIView?`) holding the 100-point-wide view, a tenth of whose width is added: 47.
    func testTouchZerosLocationIsTheGesturesLocation() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/dot.view"
        try """
            canvas(width: 200, height: 120) {
                Dot(frame: Rect(10, 10, 100, 100))
            }

            class Dot: UIView {
                var w: CGFloat = 5
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped(_ sender: UITapGestureRecognizer) {
                    let p = sender.location(ofTouch: 0, in: sender.view)
                    w = p.x + p.y
                    if let v = sender.view { w += v.bounds.width / 10 }
                    sender.view?.alpha = 1
                }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: w, height: 10)) }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let live = Interaction()
        var c = compile(file, live, [])
        XCTAssertEqual(try rect(c).0, 5, accuracy: 1e-9)
        let key = try XCTUnwrap(c.candidates(x: 50, y: 50).first).target
        var tap = GestureEvent(target: key, ordinal: 0, state: "ended")
        tap.location = Point(30, 7)
        c = compile(file, live, [tap])
        XCTAssertEqual(try rect(c).0, 30 + 7 + 100 / 10, accuracy: 1e-9)
    }

    /// A recognizer's delegate with UIGestureRecognizerDelegate's methods: the preview does not
    /// ask it — the tap's action runs as without it — and says so, at the method, where it
    /// delivers a gesture; a compile with no gesture says nothing.
    func testThePreviewSaysItDoesNotAskADelegate() throws {
        let dir = makeTempFolder(self)
        let file = dir + "/asked.view"
        try """
            canvas(width: 200, height: 120) {
                Dot(frame: Rect(10, 10, 100, 100))
            }

            class Dot: UIView, UIGestureRecognizerDelegate {
                var w: CGFloat = 5
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    tap.delegate = self
                    addGestureRecognizer(tap)
                }
                required init?(coder: NSCoder) { fatalError() }
                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { return false }
                @objc func tapped() { w = 40 }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: w, height: 10)) }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let live = Interaction()
        var c = compile(file, live, [])
        XCTAssertEqual(c.render.diagnostics.map(\.headline), [])
        XCTAssertEqual(try rect(c).0, 5, accuracy: 1e-9)
        let key = try XCTUnwrap(c.candidates(x: 50, y: 50).first).target
        c = compile(file, live, [GestureEvent(target: key, ordinal: 0, state: "ended")])
        XCTAssertEqual(try rect(c).0, 40, accuracy: 1e-9)
        XCTAssertEqual(c.render.diagnostics.map(\.severity), ["warning"])
        XCTAssertTrue(c.render.diagnostics.first?.headline.hasSuffix("asked.view:14:10: warning: the preview does not ask a recognizer's delegate ('gestureRecognizerShouldBegin(_:)'): its recognizers begin and recognise alone, as UIKit's do without one") == true,
                      "\(c.render.diagnostics.map(\.headline))")
    }
}
