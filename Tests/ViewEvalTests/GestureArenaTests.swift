// The gesture arena without a host: UIKit's semantics for which recognizer a touch goes to
// (the hit-tested view's recognizers first, then up the chain; numberOfTapsRequired; a pan
// after 10 points of travel, in the view's coordinates; pinch factors; the wheel as one pinch;
// swipes by direction). Expected values are worked out here from the gestures.

import Foundation
import ViewEval
import ViewGeometry
import XCTest

final class GestureArenaTests: XCTestCase {
    func ev(_ phase: String, _ x: Double, _ y: Double, id: Int = 1, t: Double = 0) -> PointerEvent {
        PointerEvent(phase: phase, id: id, x: x, y: y, sx: x, sy: y, t: t)
    }

    func delivered(_ out: [GestureOutcome]) -> [GestureEvent] {
        out.flatMap { if case .deliver(let es) = $0 { return es }; return [] }
    }

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
}

extension GestureArenaTests {
    /// A long press: a touch held at least the recognizer's minimumPressDuration (UIKit's
    /// default 0.5 s) and moved no more than its allowableMovement (10 points) is the long press
    /// recognizer's, began and ended when it lifts, and no tap is counted for it; a shorter
    /// touch is a tap; one that moved further is none of the long press's.
    func testALongPressIsATouchHeldStillForItsMinimumDuration() {
        let hold = GestureCandidate(view: "0.0", kind: .longPress, target: "Pad", ordinal: 0)
        let tap = GestureCandidate(view: "0", kind: .tap, target: "Root", ordinal: 0)
        var a = GestureArena()
        _ = a.handle(ev("down", 5, 5, t: 0)) { _, _ in [hold, tap] }
        let held = a.handle(ev("up", 8, 5, t: 600)) { _, _ in [] }
        XCTAssertEqual(delivered(held).map { "\($0.target) \($0.state)" }, ["Pad began", "Pad ended"])
        XCTAssertEqual(delivered(held).last?.location, Point(8, 5))
        _ = a.handle(ev("down", 5, 5, t: 2000)) { _, _ in [hold, tap] }
        XCTAssertEqual(delivered(a.handle(ev("up", 5, 5, t: 2100)) { _, _ in [] }).map(\.target), ["Root"], "a short touch is a tap")
        var slow = hold
        slow.minimumPressDuration = 1500
        _ = a.handle(ev("down", 5, 5, t: 4000)) { _, _ in [slow] }
        XCTAssertEqual(delivered(a.handle(ev("up", 5, 5, t: 5000)) { _, _ in [] }), [], "held less than its own minimum")
        _ = a.handle(ev("down", 5, 5, t: 8000)) { _, _ in [hold] }
        _ = a.handle(ev("move", 5, 20, t: 8300)) { _, _ in [] }
        XCTAssertEqual(delivered(a.handle(ev("up", 5, 20, t: 8700)) { _, _ in [] }), [], "moved 15 points: not held still")
    }
}

extension GestureArenaTests {
    /// A view whose long press recognizer is made and set in its init, the settings printed.
    static func pad(duration: String, movement: String) -> String {
        """
        canvas(width: 100, height: 100) { Pad(frame: Rect(10, 10, 80, 80)) }
        class Pad: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let press = UILongPressGestureRecognizer(target: self, action: #selector(held(_:)))
                press.minimumPressDuration = \(duration)
                press.allowableMovement = \(movement)
                addGestureRecognizer(press)
                print(press.minimumPressDuration, press.allowableMovement)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func held(_ sender: UILongPressGestureRecognizer) { if sender.state == .began { backgroundColor = .red } }
        }
        """
    }

    /// A class makes a long press recognizer as UIKit code does, its settings set with `=` and
    /// read back; the view lists it.
    func testALongPressRecognizerIsMadeAndSetInCode() throws {
        let r = evaluate(Self.pad(duration: "1", movement: "4"))
        XCTAssertEqual(r.headlines, ["t.view:9:9: note: 1.0 4.0"])
        let pad = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(pad.gestureRecognizers.map(\.kind), [.longPress])
        XCTAssertEqual(pad.gestureRecognizers.first?.minimumPressDuration, 1)
        XCTAssertEqual(pad.gestureRecognizers.first?.allowableMovement, 4)
    }
}

extension GestureArenaTests {
    /// `allowableMovement` is any distance in points: `.greatestFiniteMagnitude`, as code that
    /// wants a press to follow the finger sets it, is read back as set (the number that holds
    /// infinity here, written `inf`) and lets a touch held 600 ms travel 300 points and still
    /// be the long press; a negative distance is an error.
    func testALongPressMayAllowAnyMovement() throws {
        let r = evaluate(Self.pad(duration: "0", movement: ".greatestFiniteMagnitude"))
        XCTAssertEqual(r.headlines, ["t.view:9:9: note: 0.0 inf"])
        let pad = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(pad.gestureRecognizers.first?.allowableMovement, Double.greatestFiniteMagnitude)
        var hold = GestureCandidate(view: "0.0", kind: .longPress, target: "Pad", ordinal: 0)
        hold.allowableMovement = Double.greatestFiniteMagnitude
        var a = GestureArena()
        _ = a.handle(ev("down", 5, 5, t: 0)) { _, _ in [hold] }
        _ = a.handle(ev("move", 305, 5, t: 300)) { _, _ in [] }
        XCTAssertEqual(delivered(a.handle(ev("up", 305, 5, t: 600)) { _, _ in [] }).map { "\($0.target) \($0.state)" }, ["Pad began", "Pad ended"])
        let negative = evaluate(Self.pad(duration: "0", movement: "-1"))
        XCTAssertEqual(negative.headlines.first, "t.view:7:35: error: allowableMovement is a distance in points, 0 or more, not -1")
    }
}
