// Image contexts: UIGraphicsBeginImageContextWithOptions(_:_:_:) (and UIGraphicsBeginImageContext(_:))
// makes a context of its own the current one — UIGraphicsGetCurrentContext() and every drawing
// call paint into it — until UIGraphicsEndImageContext(); UIGraphicsGetImageFromCurrentImageContext()
// gives what is drawn in it so far as a UIImage.
//
// Such an image is its drawing, not a bitmap: where the image is drawn (draw(in:), draw(at:),
// CGContext.draw, as a pattern color) the drawing is replayed, scaled from the image's size to
// the rect and clipped to it, so it stays vector in SVG and PDF and is sharp at any PNG scale.
// An opaque context starts black, as UIKit's opaque bitmap does; a transparent one, clear.
// The scale (0: the screen's, UIScreen.main.scale) is the image's `scale`; it changes nothing
// drawn.

import DrawIR
import FoundationEssentials
import ViewGeometry
import ViewSyntax

/// What an image context recorded: the drawing, in the image's coordinates (0, 0 at its
/// top-left corner), and the image's size in points. Images are equal when they are the same
/// recording.
final class RecordedDrawing: Sendable, Equatable {
    let commands: [DrawCommand]
    let size: Size
    init(commands: [DrawCommand], size: Size) { self.commands = commands; self.size = size }
    static func == (a: RecordedDrawing, b: RecordedDrawing) -> Bool { a === b }

    /// The drawing as commands that draw it stretched into `rect` (the image's bounds mapped
    /// onto it, clipped to it).
    func replay(into rect: Rect, _ r: SourceRange) -> DrawCommand {
        let t = Transform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height, tx: rect.minX, ty: rect.minY)
        var box = BezierPath()
        box.addRect(Rect(0, 0, size.width, size.height))
        return .group([.concat(t, r), .clip(box, .nonZero, r)] + commands, r)
    }

    func lower(into rect: Rect, _ r: SourceRange, _ out: inout [Item]) {
        guard size.width > 0, size.height > 0 else { return }
        Lowering.lowerCommands([replay(into: rect, r)][...], &out)
    }

    /// The most tiles a pattern of a drawn image may need to fill a shape.
    static let maxTiles = 10_000

    /// `path` (user space) filled with the drawing repeated from the user space's origin, each
    /// tile the image's size: UIColor(patternImage:) of a drawn image.
    func tiles(filling path: BezierPath, _ rule: FillRule, _ r: SourceRange) throws -> DrawCommand {
        let b = path.bounds
        guard size.width > 0, size.height > 0, !b.isNull, b.width.isFinite, b.height.isFinite else { return .group([], r) }
        let x0 = (b.minX / size.width).rounded(.down), x1 = (b.maxX / size.width).rounded(.up)
        let y0 = (b.minY / size.height).rounded(.down), y1 = (b.maxY / size.height).rounded(.up)
        guard (x1 - x0) * (y1 - y0) <= Double(Self.maxTiles) else {
            throw Diagnostic.error("this pattern of an image drawn in code needs \(formatNumber((x1 - x0) * (y1 - y0))) tiles of \(formatNumber(size.width))×\(formatNumber(size.height)) to fill the shape, more than \(Self.maxTiles)", at: r)
        }
        var items: [DrawCommand] = [.clip(path, rule, r)]
        var j = y0
        while j < y1 {
            var i = x0
            while i < x1 {
                items.append(replay(into: Rect(i * size.width, j * size.height, size.width, size.height), r))
                i += 1
            }
            j += 1
        }
        return .group(items, r)
    }
}

/// An image context begun and not yet ended: its context, and what was current before it.
struct ImageContextFrame {
    let context: ContextState
    let size: Size
    let scale: Int
    let outer: ContextState?
    let outerTarget: Target
    let outerPath: PathState?
}

extension Builtins {
    static let imageContextFunctions: [String: [FunctionForm]] = [
        "UIGraphicsBeginImageContextWithOptions": [FunctionForm([Param(nil, .size), Param(nil, .bool), Param(nil, N)], .void) { a in
            try beginImageContext(a, size: a.size(0), opaque: a.bool(1), scale: a.num(2)) }],
        "UIGraphicsBeginImageContext": [FunctionForm([Param(nil, .size)], .void) { a in
            try beginImageContext(a, size: a.size(0), opaque: false, scale: 1) }],
        // nil when the current context is not an image context.
        "UIGraphicsGetImageFromCurrentImageContext": [FunctionForm([], .optional(.object(.image))) { a in
            guard let f = a.run.imageContexts.last, f.context === a.run.contextState else { return .void }
            return .boxed(recordedImage(f)) }],
        // Ends the innermost image context (with none, nothing happens, as in UIKit).
        "UIGraphicsEndImageContext": [FunctionForm([], .void) { a in
            guard let f = a.run.imageContexts.popLast() else { return .void }
            (a.run.contextState, a.run.swiftTarget, a.run.pathState) = (f.outer, f.outerTarget, f.outerPath)
            return .void }],
    ]

    static func beginImageContext(_ a: Call, size: Size, opaque: Bool, scale: Double) throws -> Value {
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            throw Diagnostic.error("an image context's size is finite and not negative, not \(formatNumber(size.width))×\(formatNumber(size.height))", at: a.argRange(0))
        }
        guard scale >= 0, scale.isFinite else { throw Diagnostic.error("an image context's scale is 0 (the screen's) or more, not \(formatNumber(scale))", at: a.argRange(2)) }
        let run = a.run
        if run.imageContexts.count >= run.options.limits.maxDepth {
            throw Abort(diagnostic: .error("image contexts nest deeper than \(run.options.limits.maxDepth) levels; raise the limit with --max-depth", at: a.range))
        }
        let cs = ContextState(list: DrawList())
        if opaque {
            var box = BezierPath(); box.addRect(Rect(0, 0, size.width, size.height))
            cs.list.items.append(.fill(box, .color(.black), .nonZero, a.range))
        }
        var s = scale
        if s == 0 { run.readsContentScale = true; s = run.options.contentScaleFactor }
        run.imageContexts.append(ImageContextFrame(context: cs, size: size, scale: max(1, Int(s.rounded())),
                                                   outer: run.contextState, outerTarget: run.swiftTarget, outerPath: run.pathState))
        (run.contextState, run.swiftTarget, run.pathState) = (cs, .context(cs), nil)
        return .void
    }

    /// The image of what the context holds now: saved states still open close around it.
    static func recordedImage(_ f: ImageContextFrame) -> ImageContent {
        var items = f.context.list.items
        for s in f.context.saved.reversed() { items = s.list.items + [.group(items, s.range)] }
        let d = RecordedDrawing(commands: items, size: f.size)
        let px = { (v: Double) in Int((v * Double(f.scale)).rounded()) }
        return ImageContent(name: "", format: .png, pixelWidth: px(f.size.width), pixelHeight: px(f.size.height),
                            scale: f.scale, bytes: [], hash: "drawn", drawing: d)
    }
}

extension Runner {
    /// UIColor(patternImage:).setFill(): fills paint with the image repeated. A pattern as the
    /// stroke color (setStroke(), set()) is outside what is drawn here.
    func setPatternColor(_ img: ImageContent, stroke: Bool, _ cs: ContextState, _ r: SourceRange) throws {
        if stroke {
            throw Diagnostic.error("a pattern color is a fill color here: setFill() takes it, setStroke() and set() take a plain color", at: r)
        }
        cs.g.fillPattern = img
    }
}
