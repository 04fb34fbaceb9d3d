// Gesture recognizers without a browser: the arena's UIKit semantics (the hit-tested view's
// recognizers first, then up the chain; numberOfTapsRequired; a pan after 10 points of travel;
// pinch factors; swipes), and the live instance a compile keeps in its Interaction (actions run
// against the state the last one left, setTranslation and scale = 1 carry on). Expected values
// are worked out here from the gestures and the actions' formulas.

import Foundation
import ViewEval
import ViewGeometry
@testable import ViewcPreview
import XCTest

final class GestureTests: XCTestCase {
    func ev(_ phase: String, _ x: Double, _ y: Double, id: Int = 1, t: Double = 0) -> PointerEvent {
        PointerEvent(phase: phase, id: id, x: x, y: y, sx: x, sy: y, t: t)
    }

    func delivered(_ out: [GestureOutcome]) -> [GestureEvent] {
        out.flatMap { if case .deliver(let es) = $0 { return es }; return [] }
    }

    // MARK: the arena

    func testTapsGoToTheHitViewFirstThenUpTheChain() {
        // The hit view (a button) and its superview both have single-tap recognizers: the
        // button's takes the tap. A tap on the superview alone goes to the superview's.
        let button = GestureCandidate(view: "0.0.0", kind: .tap, target: "Button", ordinal: 0)
        let card = GestureCandidate(view: "0.0", kind: .tap, target: "Card", ordinal: 0)
        var a = GestureArena()
        var out = a.handle(ev("down", 5, 5)) { _, _ in [button, card] }
        XCTAssertEqual(out, [.claim([])], "taps take nothing from the page's own drag and zoom")
        out = a.handle(ev("up", 5, 5, t: 50)) { _, _ in XCTFail("asked once, where the touch begins"); return [] }
        XCTAssertEqual(delivered(out).map(\.target), ["Button"])
        XCTAssertEqual(delivered(out).first?.state, "ended")
        XCTAssertTrue(out.contains(.tap(x: 5, y: 5)), "a tap still hit-tests for the outline")
        _ = a.handle(ev("down", 50, 50, t: 1000)) { _, _ in [card] }
        out = a.handle(ev("up", 50, 50, t: 1050)) { _, _ in [] }
        XCTAssertEqual(delivered(out).map(\.target), ["Card"])
    }

    func testNumberOfTapsRequired() {
        // A double-tap recognizer on the hit view, a single-tap one on its superview: the first
        // tap is the superview's (the double tap is still counting); the second completes the
        // double tap, which takes it, and the single tap fails on it.
        let double = GestureCandidate(view: "0.0", kind: .tap, target: "Face", ordinal: 0, numberOfTapsRequired: 2)
        let single = GestureCandidate(view: "0", kind: .tap, target: "Root", ordinal: 0)
        var a = GestureArena()
        _ = a.handle(ev("down", 5, 5, t: 0)) { _, _ in [double, single] }
        XCTAssertEqual(delivered(a.handle(ev("up", 5, 5, t: 40)) { _, _ in [] }).map(\.target), ["Root"])
        _ = a.handle(ev("down", 6, 5, t: 200)) { _, _ in [double, single] }
        XCTAssertEqual(delivered(a.handle(ev("up", 6, 5, t: 240)) { _, _ in [] }).map(\.target), ["Face"])
        // Taps further apart in time than the interval (350 ms) do not count together.
        let triple = GestureCandidate(view: "0.0", kind: .tap, target: "Face", ordinal: 1, numberOfTapsRequired: 3)
        var b = GestureArena()
        var got: [String] = []
        for (k, t) in [0.0, 300, 1000, 1300, 1600].enumerated() {
            _ = b.handle(ev("down", 5, 5, t: t)) { _, _ in [triple] }
            got += delivered(b.handle(ev("up", 5, 5, t: t + 20)) { _, _ in [] }).map { "\(k):\($0.target)" }
        }
        // Taps 0,1 form a sequence of two (broken by the 680 ms gap); 2,3,4 one of three.
        XCTAssertEqual(got, ["4:Face"])
    }

    func testAPanBeginsAfterTenPointsAndFollowsTheTouchInTheViewsCoordinates() {
        // The view is rotated 90° in the canvas: canvas (x, y) → view (y, −x) plus an offset.
        let toView = Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 100)
        let pan = GestureCandidate(view: "0.0", kind: .pan, target: "Face", ordinal: 1, fromCanvas: toView)
        let tap = GestureCandidate(view: "0.0", kind: .tap, target: "Face", ordinal: 0, fromCanvas: toView)
        var a = GestureArena()
        XCTAssertEqual(a.handle(ev("down", 10, 10, t: 0)) { _, _ in [tap, pan] }, [.claim(["drag"])])
        XCTAssertEqual(delivered(a.handle(ev("move", 10, 16, t: 10)) { _, _ in [] }), [], "6 points: not yet")
        let began = delivered(a.handle(ev("move", 10, 22, t: 20)) { _, _ in [] })
        XCTAssertEqual(began.map(\.state), ["began"])
        // Canvas movement (0, 12) since the start → view (12, 0); over 20 ms: 600 points/s.
        XCTAssertEqual(began[0].translationDelta, Point(12, 0))
        XCTAssertEqual(began[0].velocity, Point(600, 0))
        let changed = delivered(a.handle(ev("move", 13, 22, t: 30)) { _, _ in [] })
        XCTAssertEqual(changed.map(\.state), ["changed"])
        XCTAssertEqual(changed[0].translationDelta, Point(0, -3))
        XCTAssertEqual(changed[0].location, Point(22, 87), "canvas (13, 22) → view (22, −13 + 100)")
        let out = a.handle(ev("up", 13, 22, t: 40)) { _, _ in [] }
        XCTAssertEqual(delivered(out).map(\.state), ["ended"])
        XCTAssertFalse(out.contains { if case .tap = $0 { return true }; return false }, "a pan is no tap")
    }

    func testPinchWheelAndSwipe() {
        let pinch = GestureCandidate(view: "0.0", kind: .pinch, target: "Face", ordinal: 0)
        var a = GestureArena()
        XCTAssertEqual(a.handle(ev("down", 0, 0, id: 1)) { _, _ in [pinch] }, [.claim(["pinch"])])
        _ = a.handle(ev("down", 100, 0, id: 2)) { _, _ in [] }
        var got = delivered(a.handle(ev("move", 150, 0, id: 2)) { _, _ in [] })
        XCTAssertEqual(got.map(\.state), ["began"])
        XCTAssertEqual(got[0].scaleFactor, 1.5, accuracy: 1e-12, "fingers 100 apart, then 150")
        got = delivered(a.handle(ev("move", 75, 0, id: 2)) { _, _ in [] })
        XCTAssertEqual(got[0].scaleFactor, 0.5, accuracy: 1e-12, "150 apart, then 75")
        got = delivered(a.handle(ev("up", 75, 0, id: 2)) { _, _ in [] })
        XCTAssertEqual(got.map(\.state), ["ended"])
        // The wheel: the whole pinch at once; nothing for a chain without a pinch recognizer.
        let w = a.wheel(x: 1, y: 2, factor: 1.25, candidates: [GestureCandidate(view: "0", kind: .tap, target: "R", ordinal: 0), pinch])
        XCTAssertEqual(w?.map(\.state), ["began", "changed", "ended"])
        XCTAssertEqual(w?.map(\.scaleFactor), [1, 1.25, 1])
        XCTAssertNil(a.wheel(x: 1, y: 2, factor: 1.25, candidates: []))
        // A quick flick left: the swipe recognizer that wants .left; a slow drag: nothing.
        let right = GestureCandidate(view: "0.0", kind: .swipe, target: "Deck", ordinal: 0, directions: ["right"])
        let left = GestureCandidate(view: "0", kind: .swipe, target: "Root", ordinal: 0, directions: ["left", "up"])
        var s = GestureArena()
        XCTAssertEqual(s.handle(ev("down", 100, 10, t: 0)) { _, _ in [right, left] }, [.claim(["drag"])])
        _ = s.handle(ev("move", 60, 12, t: 50)) { _, _ in [] }
        got = delivered(s.handle(ev("up", 40, 12, t: 100)) { _, _ in [] })
        XCTAssertEqual(got.map(\.target), ["Root"])
        XCTAssertEqual(got.first?.direction, "left")
        _ = s.handle(ev("down", 100, 10, t: 1000)) { _, _ in [right, left] }
        _ = s.handle(ev("move", 160, 10, t: 1500)) { _, _ in [] }
        XCTAssertEqual(delivered(s.handle(ev("up", 160, 10, t: 2000)) { _, _ in [] }), [], "a second is no swipe")
    }

    // MARK: the live instance

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
