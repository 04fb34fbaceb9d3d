// `context { … }`: drawing the way CGContext does it, for code ported from draw(_:) methods
// line by line. The block holds a graphics state (line settings, colors, alpha, shadow,
// transform, clip, blend mode) and a current path. As in Core Graphics:
//
// - path points go through the current transform when they are added, and a stroke uses
//   the transform current when it is painted;
// - strokePath(), fillPath(), drawPath(using:), clip() and the rect/ellipse painters consume
//   the current path (so the seed's fillPath() after strokePath() fills nothing);
// - saveGState()/restoreGState() save and restore the state, but not the path;
// - beginTransparencyLayer/endTransparencyLayer draw what is between them offscreen, composited
//   as one drawing with the alpha, shadow and blend mode set before it (reset inside);
// - addArc's `clockwise` is judged in Core Graphics' y-up space, so in a UIKit view (y down)
//   `clockwise: true` turns counterclockwise on screen — the opposite of UIBezierPath.
//
// Its calls are a table (Builtins/ContextCommands.swift).

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// CGContext's graphics state, as far as drawing uses it.
struct GState {
    var style = StrokeStyle()
    /// The fill color; setting it ends a pattern fill.
    var fillColor = Color.black { didSet { fillPattern = nil } }
    /// UIColor(patternImage:).setFill(): the image fills are painted with (nil: fillColor).
    var fillPattern: ImageContent?
    var strokeColor = Color.black { didSet { strokePattern = nil } }
    /// UIColor(patternImage:).setStroke(): the image strokes are painted with (nil: strokeColor).
    var strokePattern: ImageContent?
    var alpha = 1.0
    var shadow: Shadow?
    /// The current transform, relative to the view's coordinates at the block's start.
    var ctm = Transform.identity
    /// The blend mode setBlendMode(_:) set (the drawing list holds it; kept here for UIImage,
    /// which draws with a blend mode of its own).
    var blendMode = BlendMode.normal
    /// setShouldAntialias(_:) (part of the state), and whether the drawing list antialiases
    /// now (what its last `.antialias` set, restored with the state as the IR's restore does).
    var shouldAntialias = true, listAntialias = true
    /// The bounds of the clip so far, in the block's coordinates (nil: not clipped here): what
    /// `boundingBoxOfClipPath` reads.
    var clipBounds: Rect?
    /// How many mask clips (clip(to:mask:)) are in effect: each masks all that follows it, so
    /// they nest as groups do, no deeper than --max-depth.
    var maskClips = 0
    /// setTextDrawingMode(_:): how text is painted — filled (the default), its glyphs' outlines
    /// stroked, both, or not at all.
    var textMode = TextMode.fill
    /// `interpolationQuality`, as set (`.default` until then), and how images drawn now are
    /// sampled by it (ContextCommands.swift's interpolationQualities).
    var interpolationQuality = "default"
    var imageFilter: ImageFilter { Builtins.interpolationQualities[interpolationQuality] ?? .smooth }
}

/// CGTextDrawingMode's painting modes (the clipping ones are outside).
enum TextMode: String { case fill, stroke, fillStroke, invisible }

/// A context block's state: the graphics state stack and the current path.
final class ContextState {
    /// The current path, in the block's (untransformed) coordinates.
    @exclusivity(unchecked) var path = BezierPath()
    @exclusivity(unchecked) var g = GState()
    @exclusivity(unchecked) var list: DrawList
    @exclusivity(unchecked) var saved: [Saved] = []
    /// setAllowsAntialiasing(_:): not part of the graphics state, so no restore undoes it.
    @exclusivity(unchecked) var allowsAntialiasing = true
    init(list: DrawList) { self.list = list; g.style = list.lineStyle }

    /// A state saveGState() or beginTransparencyLayer saved: the state and drawing list to go
    /// back to, and where it was saved.
    struct Saved {
        let g: GState
        let list: DrawList
        let range: SourceRange
        /// A transparency layer's (closed by endTransparencyLayer()), not a saveGState()'s.
        let isLayer: Bool
    }

    /// Saves the state: what is drawn until `close` goes into a list of its own.
    func save(layer: Bool, _ r: SourceRange) {
        saved.append(Saved(g: g, list: list, range: r, isLayer: layer))
        list = DrawList()
        guard layer else { return }
        // Inside a layer: alpha 1, no shadow, the normal blend mode (its drawing blends once, as a whole).
        if g.blendMode != .normal { list.items.append(.blendMode(.normal, r)) }
        g.alpha = 1; g.shadow = nil; g.blendMode = .normal
    }

    /// Goes back to a saved state: what was drawn since is one group in the list it was saved
    /// from — a transparency layer composited with the alpha, blend mode and shadow it was
    /// begun with. A layer is its own buffer, transparent at its start: a blend mode inside it
    /// acts on what the layer drew, never on what lies beneath (PaintCode masks a drawing with
    /// `.destinationIn` this way), so a layer that blends inside is drawn offscreen even at
    /// alpha 1 in the normal mode; one that does not is the same picture drawn in place.
    func close(_ s: Saved, upTo r: SourceRange) {
        var cmd = DrawCommand.group(list.items, s.range.to(r))
        if s.isLayer {
            if s.g.alpha < 1 || s.g.blendMode != .normal || DrawCommand.blends(list.items) {
                cmd = .layer(alpha: s.g.alpha, [cmd], s.range.to(r))
            }
            if let sh = s.g.shadow { cmd = .shadowed(sh, [cmd], s.range.to(r)) }
        }
        s.list.items.append(cmd)
        list = s.list
        g = s.g
        syncAntialias(r)
    }

    /// Core Graphics antialiases when both setAllowsAntialiasing and setShouldAntialias say so:
    /// the drawing list is told when that changes.
    func syncAntialias(_ r: SourceRange) {
        let on = allowsAntialiasing && g.shouldAntialias
        if on != g.listAntialias { list.items.append(.antialias(on, r)); g.listAntialias = on }
    }

    /// The clip's bounds in user space; unclipped, `view` (the view's bounds: draw(_:)'s dirty
    /// rect is all of them), as the backing store's clip is. Null when nothing bounds it or
    /// the transform is singular.
    func clipBoxInUserSpace(view: Rect) -> Rect {
        let clip = g.clipBounds.map { view.isNull ? $0 : $0.intersection(view) } ?? view
        guard !clip.isNull, let inv = g.ctm.inverted() else { return .null }
        var box = BezierPath(); box.addRect(clip)
        return box.applying(inv).bounds
    }

    /// Intersects the clip with `p` (in the block's coordinates), as `clip()` and the like do.
    func clip(_ p: BezierPath, _ rule: FillRule, _ r: SourceRange) {
        list.items.append(.clip(p, rule, r))
        narrowClipBounds(p.bounds)
    }

    /// Intersects the clip with the alpha of what `mask` draws (in the block's coordinates),
    /// which lies within `bounds`: CGContext.clip(to:mask:).
    func clip(mask: [DrawCommand], within bounds: Rect, _ r: SourceRange) {
        list.items.append(.clipMask(mask, r))
        narrowClipBounds(bounds)
    }

    private func narrowClipBounds(_ b: Rect) { g.clipBounds = g.clipBounds.map { $0.intersection(b) } ?? b }

    /// Appends a painting command for `p` (a path in the block's coordinates), made in the
    /// current user space, with the state's transform and shadow around it.
    func emit(_ make: (BezierPath) -> DrawCommand, path p: BezierPath, _ r: SourceRange) {
        var cmd: DrawCommand
        if g.ctm.isIdentity {
            cmd = make(p)
        } else {
            guard let inv = g.ctm.inverted() else { return }   // a singular transform draws nothing
            cmd = .group([.concat(g.ctm, r), make(p.applying(inv))], r)
        }
        if let sh = g.shadow { cmd = .shadowed(sh, [cmd], r) }
        list.items.append(cmd)
    }

    /// An image drawn into `rect` (user space) at `alpha`, with `blend` as the blend mode for
    /// it alone (nil: the context's).
    func emitImage(_ img: ImageContent, in rect: Rect, alpha: Double, blend: BlendMode?, _ r: SourceRange) {
        var cmd = DrawCommand.image(img, rect, g.imageFilter, r)
        // A tinted image (UIImage.withTintColor(_:)): the rect filled with the color, masked by the image.
        if let tint = img.tintColor {
            var box = BezierPath()
            box.addRect(rect)
            cmd = .group([.clipMask([cmd], r), .fill(box, .color(tint), .nonZero, r)], r)
        }
        if alpha < 1 { cmd = .layer(alpha: alpha, [cmd], r) }
        if let b = blend, b != g.blendMode { cmd = .group([.blendMode(b, r), cmd], r) }
        emit({ _ in cmd }, path: BezierPath(), r)
    }

    /// UIImage.drawAsPattern(in:): the rect (user space) filled with the image repeated from
    /// the block's origin, at the context's alpha (`emitPatternFill`).
    func emitPattern(_ img: ImageContent, in rect: Rect, _ r: SourceRange) throws {
        var box = BezierPath()
        box.addRect(rect.standardized)
        try emitPatternFill(img, box.applying(g.ctm), .nonZero, r)
    }
    static func patternFill(_ img: ImageContent, in rect: Rect, _ r: SourceRange) throws -> DrawCommand {
        var box = BezierPath()
        box.addRect(rect.standardized)
        return try patternFill(img, box, .nonZero, r)
    }
    /// `p` (user space) filled with the image repeated from the user space's origin: an image
    /// drawn in code replayed in tiles (ImageContext.swift).
    static func patternFill(_ img: ImageContent, _ p: BezierPath, _ rule: FillRule, _ r: SourceRange) throws -> DrawCommand {
        if let d = img.drawing { return try d.tiles(filling: p, rule, r) }
        return .fill(p, img.patternPaint, rule, r)
    }
    /// A fill of `p` (the block's coordinates) with a pattern color, at the context's alpha.
    /// The tiles start at the block's origin whatever its transform, as Quartz fixes a
    /// pattern's phase in the base space: an image file's tiles are put there by the
    /// lowering (Lowering.inBase); an image drawn in code is tiled here, in the block's
    /// coordinates.
    func emitPatternFill(_ img: ImageContent, _ p: BezierPath, _ rule: FillRule, _ r: SourceRange) throws {
        guard let inv = g.ctm.inverted() else { return }
        let alpha = g.alpha
        if img.drawing != nil {
            var cmd = try ContextState.patternFill(img, p, rule, r)
            if alpha < 1 { cmd = .layer(alpha: alpha, [cmd], r) }
            if let sh = g.shadow { cmd = .shadowed(sh, [cmd], r) }
            list.items.append(cmd)
            return
        }
        let cmd = try ContextState.patternFill(img, p.applying(inv), rule, r)
        emit({ _ in alpha < 1 ? .layer(alpha: alpha, [cmd], r) : cmd }, path: BezierPath(), r)
    }

    /// A stroke of `p` (the block's coordinates) with a pattern color: the outline of the stroke,
    /// taken in user space with `style`, filled with the pattern (nonzero, as Core Graphics
    /// means an outline).
    func emitPatternStroke(_ img: ImageContent, _ p: BezierPath, _ style: StrokeStyle, _ run: Runner, _ r: SourceRange) throws {
        guard let inv = g.ctm.inverted() else { return }
        let outline = p.applying(inv).strokeOutline(style)
        try run.countOperations(outline.elements.count, r)
        try emitPatternFill(img, outline.applying(g.ctm), .nonZero, r)
    }

    /// Appends text laid out in the current user space, with the state's transform and shadow.
    func emit(text run: TextRun, _ r: SourceRange) {
        var run = run
        switch g.textMode {
        case .fill: break
        case .invisible: return
        case .stroke, .fillStroke:
            // Text drawn while the mode strokes has its glyphs' outlines stroked with the
            // context's line width and join, in the text's own color (UIKit's string drawing
            // sets the stroke color to the foreground color, as it does the fill), over the fill
            // when the mode fills too: NSAttributedString's stroke, its width in percent of each
            // run's font size (a run's own stroke width comes first).
            let sign = g.textMode == .stroke ? 1.0 : -1.0, width = g.style.lineWidth
            if run.spans.isEmpty { run.spans = [TextSpan(range: 0..<run.text.utf8.count, attributes: TextAttributes())] }
            for i in run.spans.indices where run.spans[i].attributes.strokeWidth == nil {
                let size = run.spans[i].attributes.font?.size ?? run.font.size
                run.spans[i].attributes.strokeWidth = width > 0 && size > 0 ? sign * width / size * 100 : (g.textMode == .stroke ? nil : 0)
                if width == 0, g.textMode == .stroke { run.spans[i].attributes.foregroundColor = .clear }
            }
            run.strokeJoin = g.style.lineJoin
            run.strokeMiterLimit = g.style.miterLimit
        }
        var cmd = DrawCommand.text(run, r)
        if !g.ctm.isIdentity { cmd = .group([.concat(g.ctm, r), cmd], r) }
        if let sh = g.shadow { cmd = .shadowed(sh, [cmd], r) }
        list.items.append(cmd)
    }

    /// Appends `p` (in user space) to the current path, joined to the current point by a
    /// line as CGContext.addArc does.
    func addConnected(_ p: BezierPath) { path.append(connecting: p.applying(g.ctm)) }
    func addSubpath(_ p: BezierPath) { path.append(p.applying(g.ctm)) }
    func user(_ p: Point) -> Point { p.applying(g.ctm) }

    enum Mode { case fill(FillRule), stroke, fillStroke(FillRule) }

    /// Paints the current path and clears it (CGContext.drawPath(using:)); its points must be
    /// placeable, and it counts as many operations as it has elements.
    func draw(_ mode: Mode, _ run: Runner, _ r: SourceRange) throws {
        if path.isEmpty { path = BezierPath(); return }
        try run.countOperations(path.elements.count, r)
        let filled: Bool
        if case .fill = mode { filled = true } else { filled = false }
        let p = try Builtins.placeable(path, r, fill: filled)
        path = BezierPath()
        let style = g.style, a = g.alpha
        let fill = Paint.color(g.fillColor).withAlpha(a), stroke = Paint.color(g.strokeColor).withAlpha(a)
        // `emit` paints in user space, undoing the transform the points were added under.
        switch mode {
        case .fill(let rule) where g.fillPattern != nil:
            try emitPatternFill(g.fillPattern!, p, rule, r)
        case .fill(let rule):
            emit({ .fill($0, fill, rule, r) }, path: p, r)
        case .stroke where g.strokePattern != nil:
            try emitPatternStroke(g.strokePattern!, p, style, run, r)
        case .stroke:
            emit({ .stroke($0, stroke, style, r) }, path: p, r)
        case .fillStroke(let rule):
            // One drawing with one shadow: the fill and the stroke together.
            let sh = g.shadow
            g.shadow = nil
            let before = list.items.count
            emit({ .fill($0, fill, rule, r) }, path: p, r)
            emit({ .stroke($0, stroke, style, r) }, path: p, r)
            g.shadow = sh
            if let sh = sh {
                let both = Array(list.items[before...])
                list.items.removeSubrange(before...)
                list.items.append(.shadowed(sh, both, r))
            }
        }
    }
}

extension Kinds {
    static let context = BlockKind(
        name: "context",
        allowed: { $0.draws },
        misplaced: { "a 'context' block cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'context' block takes no arguments") },
        checkBody: { c, s in c.scoped(.context) { c.statements(c.tree.blockBody(s)) } },
        run: { run, s, target in
            guard let list = target.drawList else { try run.checkedError() }
            try run.inContext(list, run.tree.blockKind(s).kindRange, what: "context block") { cs in try run.execBody(s, .context(cs)) }
        })
}

extension Runner {
    /// Runs `body` with a fresh CGContext state drawing into `list`, as a context block does;
    /// a Swift function it calls (a StyleKit's) draws into it too. `what` ("context block")
    /// names it in the errors and warning about what is left open at its end.
    /// A drawing function's context (`closesSaved`) closes what it leaves saved, as UIKit
    /// restores the context after `draw(_:)`; a context block's must be balanced.
    func inContext(_ list: DrawList, _ r: SourceRange, what: String, closesSaved: Bool = false, _ body: (ContextState) throws -> Void) throws {
        let cs = ContextState(list: list)
        let errorsBefore = errorsSeen
        let saved = (pathState, contextState, swiftTarget)
        (pathState, contextState, swiftTarget) = (nil, cs, .context(cs))
        defer { (pathState, contextState, swiftTarget) = saved }
        try nest(r) { try body(cs) }
        if closesSaved { while let s = cs.saved.popLast() { cs.close(s, upTo: s.range) } }
        if let s = cs.saved.first {
            throw Diagnostic.error(s.isLayer ? "beginTransparencyLayer has no matching endTransparencyLayer() in this \(what)"
                                             : "saveGState() has no matching restoreGState() in this \(what)", at: s.range)
        }
        if !cs.path.isEmpty && errorsSeen == errorsBefore {
            report(Diagnostic(.warning, "the \(what) ends with a path that is never painted; strokePath(), fillPath() or drawPath(using:) would draw it", at: r))
        }
    }

    /// A PaintCode StyleKit's `class func drawX(frame:resizing:…)` called on its own line where
    /// drawing goes (a canvas, a view's body, a group): it draws there, with a CGContext of its
    /// own whose user space is that view's, as a context block around the call would.
    func drawingCall(_ e: NodeID, _ list: DrawList) throws {
        try inContext(list, tree.range(e), what: "drawing function", closesSaved: true) { _ in _ = try eval(e) }
    }
}
