// Pointer events, and the tap recognizer of one finger. A host (the preview's page) sends
// every pointer's down, move, up and cancel in canvas coordinates, and in screen pixels for
// the distances the user's hand travels; the gesture arena (GestureArena.swift) feeds them to
// this recognizer and to the drawing's own recognizers. A tap runs UIKit hit testing at the
// point where the touch began.

import FoundationEssentials
import Glibc

/// One pointer event as the page sends it.
public struct PointerEvent: Codable, Equatable, Sendable {
    /// down, move, up or cancel.
    public var phase: String
    /// The browser's pointerId: several are down at once during a pinch.
    public var id: Int
    /// Canvas coordinates (points of the drawing).
    public var x: Double
    public var y: Double
    /// Screen coordinates in CSS pixels.
    public var sx: Double
    public var sy: Double
    /// Milliseconds, from the page's clock.
    public var t: Double

    public init(phase: String, id: Int, x: Double, y: Double, sx: Double, sy: Double, t: Double) {
        self.phase = phase; self.id = id; self.x = x; self.y = y; self.sx = sx; self.sy = sy; self.t = t
    }
}

/// Recognises taps in a stream of pointer events, as UITapGestureRecognizer does for one
/// finger and one tap: the touch may not travel more than `allowableMovement` (UIKit's 10
/// points; here screen pixels, since the canvas may be zoomed) and no second finger may come
/// down. A tap is reported at the point where the touch began, as UIKit hit-tests there.
public struct TapRecognizer: Sendable {
    public var allowableMovement = 10.0
    private var began: PointerEvent?
    private var failed = false
    private var down: Set<Int> = []

    public init() {}

    /// Feeds one event; returns the canvas point of a recognised tap.
    public mutating func handle(_ e: PointerEvent) -> (x: Double, y: Double)? {
        guard e.x.isFinite, e.y.isFinite, e.sx.isFinite, e.sy.isFinite else { return nil }
        switch e.phase {
        case "down":
            down.insert(e.id)
            if down.count == 1 { began = e; failed = false } else { failed = true }
        case "move":
            if let b = began, b.id == e.id, hypot(e.sx - b.sx, e.sy - b.sy) > allowableMovement { failed = true }
        case "up", "cancel":
            down.remove(e.id)
            defer { if down.isEmpty { began = nil } }
            guard e.phase == "up", let b = began, b.id == e.id, !failed,
                  hypot(e.sx - b.sx, e.sy - b.sy) <= allowableMovement else {
                if began?.id == e.id { failed = true }
                return nil
            }
            failed = true
            return (b.x, b.y)
        default:
            break
        }
        return nil
    }
}
