// The gesture arena: which of the drawing's gesture recognizers a touch goes to, with UIKit's
// semantics. A touch is hit-tested where it begins, and the recognizers of the hit view, then
// of its superviews up the responder chain, are offered it in that order. The first that
// recognises its gesture takes it: a pan after the touch travels 10 points (screen pixels
// here), a pinch or rotation when a second finger comes down, a tap on lifting (counted for
// numberOfTapsRequired), a swipe on a quick lift, a long press on a lift after it was held still. What none takes is the host's: the
// preview's page pans the canvas on a drag and zooms it on a pinch or the wheel. The arena
// only decides; the events it makes run in the next compile (Interaction,
// Builtins/Gestures.swift), against the live instance. It belongs to the view model, so that
// a host only forwards pointer events to it and acts on its outcomes.

import FoundationEssentials
import Glibc
import ViewGeometry

/// A recognizer a touch may go to: where it is attached and whose action it runs.
public struct GestureCandidate: Sendable, Equatable {
    /// The tree id of the view it is attached to.
    public var view: String
    public var kind: GestureKind
    /// Its target instance and number there (ViewEval's RecognizerRef).
    public var target: String
    public var ordinal: Int
    public var numberOfTapsRequired: Int
    public var directions: [String]
    /// A long press's minimum duration (ms) and allowable movement (screen pixels).
    public var minimumPressDuration = 500.0
    public var allowableMovement = 10.0
    /// Canvas points → the view's own (bounds) coordinates.
    public var fromCanvas: Transform

    public init(view: String, kind: GestureKind, target: String, ordinal: Int, numberOfTapsRequired: Int = 1,
                directions: [String] = ["right"], fromCanvas: Transform = .identity) {
        self.view = view; self.kind = kind; self.target = target; self.ordinal = ordinal
        self.numberOfTapsRequired = numberOfTapsRequired; self.directions = directions; self.fromCanvas = fromCanvas
    }

    var key: String { "\(target)#\(ordinal)" }

    /// A canvas vector in the view's points (the transform's linear part).
    func vector(_ dx: Double, _ dy: Double) -> Point {
        let t = fromCanvas
        return Point(t.a * dx + t.c * dy, t.b * dx + t.d * dy)
    }
    func point(_ x: Double, _ y: Double) -> Point { Point(x, y).applying(fromCanvas) }
}

extension GestureCandidate {
    /// The recognizers a touch at `point` (in `root`'s coordinates) is offered: UIKit hit
    /// testing, then the hit view's enabled recognizers and those of each view up its chain,
    /// in order. `id` names a view as the host does (a view without a name is passed over);
    /// `fromCanvas` gives a view's canvas → bounds transform.
    public static func chain(_ root: ViewNode, at point: Point, id: (ViewNode) -> String?,
                             fromCanvas: (ViewNode) -> Transform) -> [GestureCandidate] {
        var out: [GestureCandidate] = []
        for v in HitTester.hit(root, point) {
            guard let name = id(v) else { continue }
            for r in v.gestureRecognizers where r.isEnabled {
                var c = GestureCandidate(view: name, kind: r.kind, target: r.targetKey, ordinal: r.ordinal,
                                         numberOfTapsRequired: r.numberOfTapsRequired, directions: r.directions,
                                         fromCanvas: fromCanvas(v))
                c.minimumPressDuration = r.minimumPressDuration * 1000
                c.allowableMovement = r.allowableMovement
                out.append(c)
            }
        }
        return out
    }
}

/// What the arena decided for one pointer event.
public enum GestureOutcome: Equatable, Sendable {
    /// A tap: hit-test here for the outline and the chain (the page's own tap).
    case tap(x: Double, y: Double)
    /// At a touch's start: which of the page's own gestures the drawing's recognizers take
    /// ("drag", "pinch"); the page leaves those to the server.
    case claim([String])
    /// Gestures to run, in order.
    case deliver([GestureEvent])
}

/// One page's touches, recognised as UIKit would with the drawing's recognizers.
public struct GestureArena: Sendable {
    public var allowableMovement = 10.0
    /// Two taps count as one sequence when at most this far apart in time (ms) and space (px).
    public var tapInterval = 350.0
    public var tapDistance = 24.0
    /// A swipe: at least this far (px), this quick (ms), mostly along one axis.
    public var swipeDistance = 30.0
    public var swipeDuration = 600.0

    private var taps = TapRecognizer()
    private var chain: [GestureCandidate] = []
    private var began: [Int: PointerEvent] = [:]
    private var current: [Int: PointerEvent] = [:]
    private var previous: PointerEvent?
    /// The candidate that took the touch, and the state of a two-finger gesture.
    private var active: GestureCandidate?
    private var lastPair: (distance: Double, angle: Double)?
    private var travelled = false
    private var tapCounts: [String: (count: Int, t: Double, sx: Double, sy: Double)] = [:]

    public init() {}

    /// Feeds one pointer event; `candidates` gives the recognizers at a canvas point, in
    /// responder-chain order (asked once, where a touch begins).
    public mutating func handle(_ e: PointerEvent, candidates: (Double, Double) -> [GestureCandidate]) -> [GestureOutcome] {
        guard e.x.isFinite, e.y.isFinite, e.sx.isFinite, e.sy.isFinite else { return [] }
        var out: [GestureOutcome] = []
        let tap = taps.handle(e)
        switch e.phase {
        case "down":
            if current.isEmpty {
                chain = candidates(e.x, e.y)
                active = nil; lastPair = nil; travelled = false; previous = e
                var claims: [String] = []
                if chain.contains(where: { $0.kind == .pan || $0.kind == .swipe }) { claims.append("drag") }
                if chain.contains(where: { $0.kind == .pinch || $0.kind == .rotation }) { claims.append("pinch") }
                out.append(.claim(claims))
            }
            began[e.id] = e
            current[e.id] = e
            if current.count == 2 {
                // A second finger: a pan in progress is cancelled; a pinch or rotation may begin.
                if let a = active, a.kind == .pan {
                    out.append(.deliver([GestureEvent(target: a.target, ordinal: a.ordinal, state: "cancelled")]))
                    active = nil
                }
                lastPair = pair()
            }
        case "move":
            guard current[e.id] != nil else { return out }
            current[e.id] = e
            if current.count == 1 {
                if let s = began[e.id], hypot(e.sx - s.sx, e.sy - s.sy) > allowableMovement { travelled = true }
                out += pan(e)
            } else if current.count == 2 {
                out += twoFingers(e, ended: false)
            }
        case "up", "cancel":
            guard current[e.id] != nil else { return out }
            current[e.id] = e
            if let a = active {
                if a.kind == .pan, current.count == 1 {
                    var ev = event(a, e.phase == "up" ? "ended" : "cancelled", e)
                    if let p = previous { ev.translationDelta = a.vector(e.x - p.x, e.y - p.y) }
                    out.append(.deliver([ev]))
                    active = nil
                } else if a.kind == .pinch || a.kind == .rotation, current.count == 2 {
                    out += twoFingers(e, ended: true)
                    active = nil
                }
            } else if current.count == 1, e.phase == "up", let s = began[e.id], travelled,
                      case let swiped = swipe(from: s, to: e), !swiped.isEmpty || longPress(from: s, to: e) == nil {
                out += swiped
            } else if current.count == 1, e.phase == "up", let s = began[e.id], let press = longPress(from: s, to: e) {
                // (Also after a travel no swipe took: a long press whose allowableMovement the
                // touch kept within, however far that is.)
                // Held: the long press took the touch, so no tap is counted.
                out.append(press)
                current[e.id] = nil; began[e.id] = nil; lastPair = nil
                if current.isEmpty { chain = []; previous = nil }
                return out
            }
            current[e.id] = nil
            began[e.id] = nil
            if current.count < 2 { lastPair = nil }
            if let t = tap {
                out.append(.tap(x: t.x, y: t.y))
                out += recogniseTap(e, at: t)
            }
            if current.isEmpty { chain = []; previous = nil }
        default:
            break
        }
        return out
    }

    /// A wheel turn (or a trackpad pinch) over a canvas point: the first pinch recognizer of
    /// the chain there gets it as a whole gesture — began, changed by `factor`, ended — or nil
    /// when there is none (the page zooms).
    public func wheel(x: Double, y: Double, factor: Double, candidates: [GestureCandidate]) -> [GestureEvent]? {
        guard factor.isFinite, factor > 0, let c = candidates.first(where: { $0.kind == .pinch }) else { return nil }
        let location = c.point(x, y)
        var b = GestureEvent(target: c.target, ordinal: c.ordinal, state: "began"); b.location = location
        var ch = GestureEvent(target: c.target, ordinal: c.ordinal, state: "changed"); ch.scaleFactor = factor; ch.location = location
        var en = GestureEvent(target: c.target, ordinal: c.ordinal, state: "ended"); en.location = location
        return [b, ch, en]
    }

    // MARK: the gestures

    func event(_ c: GestureCandidate, _ state: String, _ e: PointerEvent) -> GestureEvent {
        var ev = GestureEvent(target: c.target, ordinal: c.ordinal, state: state)
        ev.location = c.point(e.x, e.y)
        return ev
    }

    /// One finger moving: the first pan recognizer of the chain begins once the touch has
    /// travelled, then follows it.
    mutating func pan(_ e: PointerEvent) -> [GestureOutcome] {
        defer { previous = e }
        if active == nil {
            guard travelled, let first = chain.first(where: { $0.kind == .pan || $0.kind == .swipe }), first.kind == .pan,
                  let s = began[e.id] else { return [] }
            active = first
            var ev = event(first, "began", e)
            ev.translationDelta = first.vector(e.x - s.x, e.y - s.y)
            ev.velocity = velocity(first, from: s, to: e)
            return [.deliver([ev])]
        }
        guard let a = active, a.kind == .pan, let p = previous else { return [] }
        var ev = event(a, "changed", e)
        ev.translationDelta = a.vector(e.x - p.x, e.y - p.y)
        ev.velocity = velocity(a, from: p, to: e)
        return [.deliver([ev])]
    }

    func velocity(_ c: GestureCandidate, from a: PointerEvent, to b: PointerEvent) -> Point {
        let dt = (b.t - a.t) / 1000
        guard dt > 0 else { return .zero }
        let v = c.vector(b.x - a.x, b.y - a.y)
        return Point(v.x / dt, v.y / dt)
    }

    func pair() -> (distance: Double, angle: Double)? {
        let ps = current.values.sorted { $0.id < $1.id }
        guard ps.count == 2 else { return nil }
        return (hypot(ps[1].sx - ps[0].sx, ps[1].sy - ps[0].sy), atan2(ps[1].sy - ps[0].sy, ps[1].sx - ps[0].sx))
    }

    /// Two fingers: the first pinch or rotation recognizer of the chain.
    mutating func twoFingers(_ e: PointerEvent, ended: Bool) -> [GestureOutcome] {
        guard let last = lastPair, let now = pair(), last.distance > 0, now.distance > 0 else { return [] }
        var state = "changed"
        if active == nil {
            guard !ended, let first = chain.first(where: { $0.kind == .pinch || $0.kind == .rotation }),
                  abs(now.distance - last.distance) > 2 || abs(now.angle - last.angle) > 0.02 else { return [] }
            active = first
            state = "began"
        }
        guard let a = active else { return [] }
        if ended { state = "ended" }
        var ev = event(a, state, e)
        let ps = current.values.sorted { $0.id < $1.id }
        ev.location = a.point((ps[0].x + ps[1].x) / 2, (ps[0].y + ps[1].y) / 2)
        if a.kind == .pinch { ev.scaleFactor = now.distance / last.distance } else {
            var d = now.angle - last.angle
            if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
            ev.rotationDelta = d
        }
        lastPair = now
        return [.deliver([ev])]
    }

    /// A quick lift after travelling: the first swipe recognizer of the chain that wants
    /// that direction (screen y grows downward, as UIKit's does).
    func swipe(from s: PointerEvent, to e: PointerEvent) -> [GestureOutcome] {
        let dx = e.sx - s.sx, dy = e.sy - s.sy
        guard max(abs(dx), abs(dy)) >= swipeDistance, e.t - s.t <= swipeDuration else { return [] }
        let direction = abs(dx) >= abs(dy) ? (dx > 0 ? "right" : "left") : (dy > 0 ? "down" : "up")
        // A pan earlier in the chain would have taken the touch.
        for c in chain where c.kind == .pan || c.kind == .swipe {
            if c.kind == .pan { return [] }
            if c.directions.contains(direction) {
                var ev = event(c, "ended", e)
                ev.direction = direction
                return [.deliver([ev])]
            }
        }
        return []
    }

    /// A touch held still and lifted: the first long-press recognizer of the chain whose
    /// minimum duration it lasted and whose allowable movement it kept within — began and
    /// ended at the lift (UIKit begins one when the duration has passed, the finger still down;
    /// the events here come with the pointer's, so both are given when it lifts).
    func longPress(from s: PointerEvent, to e: PointerEvent) -> GestureOutcome? {
        guard let c = chain.first(where: { $0.kind == .longPress }), e.t - s.t >= c.minimumPressDuration,
              hypot(e.sx - s.sx, e.sy - s.sy) <= c.allowableMovement else { return nil }
        return .deliver([event(c, "began", e), event(c, "ended", e)])
    }

    /// A tap: every tap recognizer of the chain counts it (a sequence breaks after
    /// `tapInterval` or `tapDistance`); the first, in chain order, whose count reaches its
    /// numberOfTapsRequired recognises, and starts counting again; the others that reached
    /// theirs fail and start again too.
    mutating func recogniseTap(_ e: PointerEvent, at t: (x: Double, y: Double)) -> [GestureOutcome] {
        var winner: GestureCandidate?
        for c in chain where c.kind == .tap {
            var n = 1
            if let last = tapCounts[c.key], e.t - last.t <= tapInterval, hypot(e.sx - last.sx, e.sy - last.sy) <= tapDistance {
                n = last.count + 1
            }
            if n >= c.numberOfTapsRequired {
                if winner == nil { winner = c }
                tapCounts[c.key] = nil
            } else {
                tapCounts[c.key] = (n, e.t, e.sx, e.sy)
            }
        }
        guard let w = winner else { return [] }
        var ev = GestureEvent(target: w.target, ordinal: w.ordinal, state: "ended")
        ev.location = w.point(t.x, t.y)
        return [.deliver([ev])]
    }
}
