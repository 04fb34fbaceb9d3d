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
    /// Whether the drawing blends (DrawCommand.blends), so that it is replayed offscreen.
    let isolated: Bool
    /// How deeply images drawn in code nest in it: one more than the deepest it draws (each
    /// is replayed inside the next, so they are limited as nesting is: `recordedImage`).
    let depth: Int
    init(commands: [DrawCommand], size: Size, depth: Int) {
        self.commands = commands; self.size = size; isolated = DrawCommand.blends(commands); self.depth = depth
    }
    static func == (a: RecordedDrawing, b: RecordedDrawing) -> Bool { a === b }

    /// The drawing as commands that draw it stretched into `rect` (the image's bounds mapped
    /// onto it, clipped to it). The image is a bitmap of its own, transparent (or black) at its
    /// start: a drawing that blends (`clear(_:)` a hole in it) does so in an offscreen layer,
    /// so that it acts on the image alone, not on what the image is drawn over.
    func replay(into rect: Rect, _ r: SourceRange) -> DrawCommand {
        let t = Transform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height, tx: rect.minX, ty: rect.minY)
        var box = BezierPath()
        box.addRect(Rect(0, 0, size.width, size.height))
        let drawing: [DrawCommand] = isolated ? [.layer(alpha: 1, commands, r)] : commands
        return .group([.concat(t, r), .clip(box, .nonZero, r)] + drawing, r)
    }

    /// The image's own coordinates are the base space of its drawing (its shadows and
    /// patterns are the bitmap's, stretched with it).
    func lower(into rect: Rect, _ r: SourceRange, _ out: inout [Item]) {
        guard size.width > 0, size.height > 0, case .group(let inner, _) = replay(into: rect, r),
              case .concat(let t, _) = inner.first, t.determinant != 0 else { return }
        out.append(Item(.save, r))
        out.append(Item(.concat(t), r))
        Lowering.lowerCommands(inner.dropFirst(), &out)
        out.append(Item(.restore, r))
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
            return .boxed(try recordedImage(f, a.run, a.range)) }],
        // Ends the innermost image context (with none, nothing happens, as in UIKit).
        "UIGraphicsEndImageContext": [FunctionForm([], .void) { a in
            popImageContext(a.run, to: max(0, a.run.imageContexts.count - 1))
            return .void }],
    ]

    static func beginImageContext(_ a: Call, size: Size, opaque: Bool, scale: Double) throws -> Value {
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            throw Diagnostic.error("an image context's size is finite and not negative, not \(formatNumber(size.width))×\(formatNumber(size.height))", at: a.argRange(0))
        }
        guard scale >= 0, scale.isFinite else { throw Diagnostic.error("an image context's scale is 0 (the screen's) or more, not \(formatNumber(scale))", at: a.argRange(2)) }
        try pushImageContext(a.run, size: size, origin: .zero, opaque: opaque, scale: scale, a.range)
        return .void
    }

    /// Makes a new image context current; `origin` is the point of user space at the image's
    /// top-left corner (UIGraphicsImageRenderer(bounds:)).
    static func pushImageContext(_ run: Runner, size: Size, origin: Point, opaque: Bool, scale: Double, _ r: SourceRange) throws {
        if run.imageContexts.count >= run.options.limits.maxDepth {
            throw Abort(diagnostic: .error("image contexts nest deeper than \(run.options.limits.maxDepth) levels; raise the limit with --max-depth", at: r))
        }
        let cs = ContextState(list: DrawList())
        if opaque {
            var box = BezierPath(); box.addRect(Rect(0, 0, size.width, size.height))
            cs.list.items.append(.fill(box, .color(.black), .nonZero, r))
        }
        if origin != .zero {
            cs.g.ctm = Transform(translationX: -origin.x, y: -origin.y)
            cs.list.items.append(.concat(cs.g.ctm, r))
            cs.g.ctm = .identity
        }
        var s = scale
        if s == 0 { run.readsContentScale = true; s = run.options.contentScaleFactor }
        run.imageContexts.append(ImageContextFrame(context: cs, size: size, scale: max(1, Int(s.rounded())),
                                                   outer: run.contextState, outerTarget: run.swiftTarget, outerPath: run.pathState))
        (run.contextState, run.swiftTarget, run.pathState) = (cs, .context(cs), nil)
    }

    /// The current context's bitmap's size in pixels: the innermost image context's size at
    /// its scale when it is current, else the drawing view's bounds at the drawing's scale.
    static func contextPixelSize(_ run: Runner, _ what: String, _ r: SourceRange) throws -> Size {
        let cs = try currentContext(run, what, r)
        if let f = run.imageContexts.last, f.context === cs {
            return Size((f.size.width * Double(f.scale)).rounded(.up), (f.size.height * Double(f.scale)).rounded(.up))
        }
        run.readsContentScale = true
        let k = run.options.contentScaleFactor
        let b = run.selfView.map { $0.drawingBounds ?? $0.bounds } ?? .zero
        return Size((b.size.width * k).rounded(.up), (b.size.height * k).rounded(.up))
    }

    static func popImageContext(_ run: Runner, to count: Int) {
        while run.imageContexts.count > count {
            let f = run.imageContexts.removeLast()
            (run.contextState, run.swiftTarget, run.pathState) = (f.outer, f.outerTarget, f.outerPath)
        }
    }

    /// The image of what the context holds now: saved states still open close around it. An
    /// image drawn into another nests in it; they nest no deeper than --max-depth.
    static func recordedImage(_ f: ImageContextFrame, _ run: Runner, _ r: SourceRange) throws -> ImageContent {
        let depth = 1 + f.context.saved.reduce(f.context.list.deepestImage()) { max($0, $1.list.deepestImage()) }
        if depth > run.options.limits.maxDepth {
            throw Abort(diagnostic: .error("images drawn in code nest deeper than \(run.options.limits.maxDepth) levels (each drawn into the next one's context); raise the limit with --max-depth", at: r))
        }
        var items = f.context.list.items
        for s in f.context.saved.reversed() { items = s.list.items + [.group(items, s.range)] }
        let d = RecordedDrawing(commands: items, size: f.size, depth: depth)
        let px = { (v: Double) in Int((v * Double(f.scale)).rounded()) }
        return ImageContent(name: "", format: .png, pixelWidth: px(f.size.width), pixelHeight: px(f.size.height),
                            scale: f.scale, bytes: [], hash: "drawn", drawing: d)
    }
}

extension Runner {
    /// UIColor(patternImage:).setFill(), .setStroke() and .set(): fills, strokes or both paint
    /// with the image repeated (a stroke is its outline filled, Context.swift).
    func setPatternColor(_ img: ImageContent, fill: Bool, stroke: Bool, _ cs: ContextState) {
        if fill { cs.g.fillPattern = img }
        if stroke { cs.g.strokePattern = img }
    }
}

/// UIGraphicsImageRenderer(size:) and (bounds:), and with a `format:`: what `image { ctx in … }`
/// makes an image context of. Its image is transparent unless the format is opaque (then it
/// starts black, as UIGraphicsBeginImageContextWithOptions's opaque context does), at the
/// format's scale — the screen's (contentScaleFactor) unless the format sets another.
struct ImageRenderer: ObjectPayload {
    static var type: ValueType { .imageRenderer }
    let bounds: Rect
    var format = ImageRendererFormat(scale: 0, opaque: false)
    var description: String { "UIGraphicsImageRenderer(bounds: \(Value.rect(bounds).description))" }
}

/// UIGraphicsImageRendererFormat: `UIGraphicsImageRendererFormat()`, `.default()` and
/// `.preferred()` make one at the screen's scale, not opaque; `scale` and `opaque` are set on
/// it (a reference, as UIKit's). The image's pixels are the size times the scale, rounded to a
/// whole scale of at least 1.
struct ImageRendererFormat: ObjectPayload {
    static var type: ValueType { .imageRendererFormat }
    var scale: Double
    var opaque: Bool
    var description: String { "UIGraphicsImageRendererFormat(scale: \(formatNumber(scale)), opaque: \(opaque))" }
    static let members: [(String, ValueType)] = [("scale", .number), ("opaque", .bool)]
}

extension SettableObjects {
    static let imageRendererFormatEntry = Entry(typeName: "UIGraphicsImageRendererFormat", members: ImageRendererFormat.members,
        get: { v, n in v.ref(ImageRendererFormat.self).map { n == "scale" ? Value.number($0.value.scale) : Value.bool($0.value.opaque) } },
        set: { o, n, v, r in
            guard let f = o.ref(ImageRendererFormat.self) else { return false }
            if n == "scale" {
                guard v.num.isFinite, v.num >= 0 else { throw Diagnostic.error("a format's scale is 0 (the screen's) or more, not \(v.description)", at: r) }
                f.value.scale = v.num
            } else { f.value.opaque = v.bool }
            return true })
}

extension Builtins {
    static let imageRenderer = BuiltinType(
        type: .imageRenderer,
        typeNames: ["UIGraphicsImageRenderer"],
        swiftNames: ["UIGraphicsImageRenderer"],
        constructors: ["UIGraphicsImageRenderer": [
            FunctionForm([Param("size", .size)], .object(.imageRenderer)) { a in
                try renderer(Rect(0, 0, a.size(0).width, a.size(0).height), nil, a) },
            FunctionForm([Param("bounds", .rect)], .object(.imageRenderer)) { a in try renderer(a.rect(0).standardized, nil, a) },
            FunctionForm([Param("size", .size), Param("format", .imageRendererFormat)], .object(.imageRenderer)) { a in
                try renderer(Rect(0, 0, a.size(0).width, a.size(0).height), a[1], a) },
            FunctionForm([Param("bounds", .rect), Param("format", .imageRendererFormat)], .object(.imageRenderer)) { a in
                try renderer(a.rect(0).standardized, a[1], a) },
        ]])

    /// A format at the screen's scale, not opaque.
    static func screenFormat(_ a: Call) -> Value {
        a.run.readsContentScale = true
        return .boxed(ImageRendererFormat(scale: a.run.options.contentScaleFactor, opaque: false))
    }

    static let imageRendererFormat = BuiltinType(
        type: .imageRendererFormat,
        typeNames: ["UIGraphicsImageRendererFormat"],
        swiftNames: ["UIGraphicsImageRendererFormat"],
        constructors: ["UIGraphicsImageRendererFormat": [
            FunctionForm([], .object(.imageRendererFormat)) { a in screenFormat(a) },
            // For a trait collection: its display scale, the screen's here.
            FunctionForm([Param("for", .traitCollection)], .object(.imageRendererFormat)) { a in screenFormat(a) },
        ]],
        members: ImageRendererFormat.members.map { name, t in
            (name, Member(VType(t)) { v in SettableObjects.imageRendererFormatEntry.get(v, name) ?? .void })
        })

    /// `UIGraphicsImageRendererFormat.default()` and `.preferred()` (Registry's `staticFunctions`).
    static let imageRendererFormatFunctions: [String: [FunctionForm]] = [
        "default": [FunctionForm([], .object(.imageRendererFormat)) { a in screenFormat(a) }],
        "preferred": [FunctionForm([], .object(.imageRendererFormat)) { a in screenFormat(a) }],
    ]

    static func renderer(_ b: Rect, _ format: Value?, _ a: Call) throws -> Value {
        guard b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite else {
            throw Diagnostic.error("an image renderer's size is finite", at: a.argRange(0))
        }
        var r = ImageRenderer(bounds: b)
        // The format is copied, as UIKit's renderer copies it.
        if let f = format?.ref(ImageRendererFormat.self)?.value { r.format = f }
        return .boxed(r)
    }
}

extension Runner {
    /// `renderer.image { ctx in … }`: the closure runs with an image context of the renderer's
    /// bounds current (`ctx` is taken as its CGContext: `ctx.cgContext`, and its fill(_:) and
    /// the rest are CGContext's); the result is what it drew. The context ends with the call
    /// (and any the closure began and left open with it).
    func renderImage(_ n: NodeID) throws -> Value {
        let m = tree.member(tree.callCallee(n))
        guard let r = try eval(m.base).ref(ImageRenderer.self)?.value else { try checkedError() }
        let c = try closure(try eval(tree.callArgValue(n, 0)))
        let depth = imageContexts.count
        try Builtins.pushImageContext(self, size: r.bounds.size, origin: r.bounds.origin, opaque: r.format.opaque, scale: r.format.scale, tree.range(n))
        defer { Builtins.popImageContext(self, to: depth) }
        _ = try callClosure(c, [.context], at: n)
        return .boxed(try Builtins.recordedImage(imageContexts[depth], self, tree.range(n)))
    }
}

extension Checker {
    /// `renderer.image { ctx in … }` (or `image(actions:)`) on a UIGraphicsImageRenderer: the
    /// closure takes the renderer's context, taken as its CGContext; the call is a UIImage. Nil
    /// when `n` is not such a call.
    func imageRendererCall(_ n: NodeID, _ m: (base: NodeID, name: Name, nameRange: SourceRange)) -> VType?? {
        guard names[m.name] == "image" else { return nil }
        let made = tree.kind(m.base) == .call && tree.kind(tree.callCallee(m.base)) == .identifier
            && names[tree.nameOf(tree.callCallee(m.base))] == "UIGraphicsImageRenderer"
        guard made || lookupType(m.base) == .object(.imageRenderer) else { return nil }
        guard expr(m.base) == .object(.imageRenderer) else { unit.res[n.index] = .error; return .some(nil) }
        let argc = tree.callArgCount(n)
        let label = argc == 1 ? tree.callArgLabel(n, 0).map { names[$0] } : nil
        guard argc == 1, label == SyntaxTree.trailingLabel || label == "actions" else {
            error("a renderer's image takes its drawing as a closure: 'renderer.image { ctx in … }'", m.nameRange)
            unit.res[n.index] = .error
            return .some(nil)
        }
        let a = tree.callArgValue(n, 0)
        let want = VType.function([.context], .void)
        closureExpectation = want
        let got = expr(a)
        closureExpectation = nil
        guard case .function(let ps, _)? = got, ps.map(\.valueType) == [.context] else {
            if let got { error("'image' takes a function \(want.name), not \(article(got))", tree.range(a)) }
            unit.res[n.index] = .error
            return .some(nil)
        }
        unit.res[n.index] = .renderImage
        return .some(.object(.image))
    }
}
