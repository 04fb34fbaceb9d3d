// A page's drawing handed on while it is still being made: the evaluator tells a stream what
// a canvas body has drawn, lowered, a statement at a time (ViewEval's Lower/DrawingFeed.swift),
// so that a backend can start drawing the first part of a large page before the front end has
// read the last (CairoBackend/SVGSpeculation.swift). What a stream is told is only a forecast:
// the page the backend is finally given is the truth, and a backend uses what it drew ahead
// only where that page holds exactly the same ops.
//
// A stream may also take the drawing for good (`takesDrawing`: a PNG drawn on its one surface
// as it is made, CairoBackend/PNGStreaming.swift): the commands it was told are then let go,
// and the page lowered afterwards has the canvas's frame around none of them. Whether the
// frame is the one the stream drew around them is checked then; where it is not, the caller
// evaluates the drawing again without the stream.

/// Told, on the evaluating thread, what the page's root view draws while its body runs.
public protocol DrawingStream: AnyObject, Sendable {
    /// The page is `width`×`height` points. False: the stream takes nothing more (it has
    /// already followed a page, or does not want this one).
    func begin(width: Double, height: Double) -> Bool
    /// The items one more statement of the body drew, in order, after those told before:
    /// `lower` appends them to the array it is given (the stream's own, so that they are not
    /// copied once more). `page` gives, as they stand now, the items the page begins with
    /// before the root's own drawing (its saved state, transform and background, which the
    /// body's statements may still set) and those it ends with after it (its subviews and
    /// border): asked for when a stream needs them.
    func drew(_ lower: (inout [Item]) -> Void, page: () -> (prefix: [Item], after: [Item]))
    /// What was told will not become the page (the body was abandoned, or it drew something the
    /// lowering of single statements cannot follow): nothing more comes.
    func stop()
    /// After `drew`: whether the stream has drawn what it was told for good, so that the
    /// commands behind it may be let go (they are not lowered again).
    var takesDrawing: Bool { get }
}

extension DrawingStream {
    public var takesDrawing: Bool { false }
}
