// A layer's Core Animation timing (CAMediaTiming): `layer.speed` (1 by default), `layer.timeOffset`
// and `layer.beginTime` (0) place the layer's time in its superlayer's: a time t there is
// (t − beginTime) × speed + timeOffset in the layer. Code pauses a layer's animations with them
// (`layer.speed = 0; layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)`) and
// resumes them. No animation runs in a still picture, so they are kept (they read back, and
// `convertTime(_:from:)`/`(_:to:)` in Kinds/Layer.swift convert with them) and change nothing drawn.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let speed = ViewProperty("layer.speed", .number, get: .number(speedValue, .layer)) { _, v, x, _, _ in v[speedValue] = x.num }
    static let timeOffset = ViewProperty("layer.timeOffset", .number, get: .number(timeOffsetValue, .layer)) { _, v, x, _, _ in v[timeOffsetValue] = x.num }
    static let beginTime = ViewProperty("layer.beginTime", .number, get: .number(beginTimeValue, .layer)) { _, v, x, _, _ in v[beginTimeValue] = x.num }

    /// 1 until the layer sets it (time runs as its superlayer's).
    static let speedValue = PropertyKey<Double>(1)
    /// 0 until the layer sets them.
    static let timeOffsetValue = PropertyKey<Double>(0)
    static let beginTimeValue = PropertyKey<Double>(0)

    /// A time in the superlayer's time space, in `node`'s: (t − beginTime) × speed + timeOffset.
    static func localTime(_ t: Double, in node: ViewNode) -> Double {
        (t - node[beginTimeValue]) * node[speedValue] + node[timeOffsetValue]
    }

    /// A time in absolute time (the root's superlayer's), in `node`'s: through each layer from
    /// the root down.
    static func timeFromAbsolute(_ t: Double, in node: ViewNode) -> Double {
        localTime(node.superview.map { timeFromAbsolute(t, in: $0) } ?? t, in: node)
    }

    /// A time in `node`'s time space, in absolute time: the conversion undone from `node` up
    /// (a layer whose speed is 0 stands still: its times all come from one absolute time,
    /// its beginTime, as Core Animation gives).
    static func timeToAbsolute(_ t: Double, from node: ViewNode) -> Double {
        let s = node[speedValue]
        let parent = s == 0 ? node[beginTimeValue] : (t - node[timeOffsetValue]) / s + node[beginTimeValue]
        return node.superview.map { timeToAbsolute(parent, from: $0) } ?? parent
    }
}
