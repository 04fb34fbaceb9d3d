// Lowering: the view tree onto the IR, following UIKit's compositing order for each view:
//
//     save
//       concat   center · transform · (-bounds.mid)      the view's coordinate space
//       beginLayer(alpha)                                 only when alpha < 1: one group
//       beginShadow(σ = shadowRadius, in user space)      only with a visible layer shadow
//         fill background (rounded by layer.cornerRadius)
//         clip to bounds (rounded)                        only when clipsToBounds
//         a label's text                                  centred vertically in the bounds
//         an image view's image                           fitted by its contentMode
//         the view's own drawing, in order                a component's fitted by its contentMode;
//                                                         offscreen (its backing store) when it blends
//         subviews, in stacking order (the last on top)   never fitted: they keep their frames
//         border (inside the bounds, above everything)
//       endShadow
//       endLayer
//     restore
//
// Hidden views, views with alpha 0 and views with a singular transform draw nothing. The view
// properties' drawing hooks (Kinds/ViewProperties.swift's `DrawingHooks`) choose the corners
// the outline rounds, the stacking order of the subviews and how the opacity is composited
// (`Compositing`: a view that does not group its opacity has no layer of its own; its
// background, its contents — kind and own drawing — and its border are each drawn in a layer
// at its opacity, and its subviews get that opacity handed down).

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

public enum Lowering {
    /// The document's IR; the view tree is left as it was.
    public static func lower(_ doc: Document) -> IRDocument { lower(doc, consumesDrawing: false) }

    /// `consumesDrawing`: the caller lets the trees go once the IR is made and reads no path of
    /// theirs again, so each page's root drawing (a large drawing's hundreds of thousands of
    /// commands) has its paths let go as they are lowered (`lowerOwnDrawing`): the commands'
    /// paths and the IR's packed ones are then not all held at once. `handBack` is called after
    /// every `handBackEvery` commands let go (to return their pages to the system).
    public static func lower(_ doc: Document, consumesDrawing: Bool, handBack: @escaping () -> Void = {}) -> IRDocument {
        let outline = outline(doc)
        var ir = IRDocument(pages: doc.pages.map { page in
            var items: [Item] = []
            if consumesDrawing { lowerView(page.root, &items, consumes: handBack) } else { lowerView(page.root, &items) }
            return IRPage(width: page.size.width, height: page.size.height, items: items, range: page.root.range,
                          accessibility: accessibility(page.root))
        }, sources: doc.sources)
        ir.info = doc.info
        ir.outline = outline
        return ir
    }

    /// The outline: an entry per page with a bookmark (at the page's top), and under it an entry
    /// per bookmarked view that is drawn, nested as the views are. A bookmarked view without a
    /// destination of its own gets one named after its page and place (`bookmark-2-1`, not a
    /// name the document uses).
    static func outline(_ doc: Document) -> [OutlineItem] {
        var used = Set<String>()
        func names(_ v: ViewNode) { if let d = v.destination { used.insert(d) }; v.subviews.forEach(names) }
        for page in doc.pages { names(page.root) }
        var out: [OutlineItem] = []
        for (i, page) in doc.pages.enumerated() {
            var k = 0
            func walk(_ v: ViewNode) -> [OutlineItem] {
                if v.isHidden || v.alpha <= 0 || v.toSuperview.determinant == 0 { return [] }
                let inner = v.subviews.flatMap(walk)
                guard let title = v.bookmark else { return inner }
                var name = v.destination
                if name == nil {
                    repeat { k += 1; name = "bookmark-\(i + 1)-\(k)" } while used.contains(name!)
                    used.insert(name!)
                    v.bookmarkDestination = name
                }
                return [OutlineItem(title: title, target: .destination(name!), children: inner, range: v.range)]
            }
            let views = page.root.subviews.flatMap(walk)
            if let title = page.bookmark {
                out.append(OutlineItem(title: title, target: .page(i + 1, .zero), children: views, range: page.root.range))
            } else {
                out += views
            }
        }
        return out
    }

    /// The outline of a view's layer: its bounds, rounded by the corner radius (circular or
    /// continuous corners, as layer.cornerCurve says).
    static func layerShape(_ v: ViewNode, inset: Double = 0) -> BezierPath {
        var p = BezierPath()
        let r = v.bounds.insetBy(dx: inset, dy: inset)
        if r.isNull || r.isEmpty { return p }
        // Core Animation limits the radius to half the shorter side, the same both ways (a
        // capsule, not elliptical corners).
        let outer = min(v.layer.cornerRadius, min(v.bounds.width, v.bounds.height) / 2)
        let radius = max(0, min(outer - inset, min(r.width, r.height) / 2))
        if radius <= 0 { p.addRect(r); return p }
        var corners = RectCorners.all
        for hook in ViewProperties.roundedCorners { corners.formIntersection(hook(v)) }
        if v.layer.cornerCurve == .continuous { p.addContinuousRoundedRect(r, cornerRadius: radius, corners: corners) }
        else { p.addRoundedRect(r, corners: corners, radii: Size(radius, radius)) }
        return p
    }

    /// `inherited`: the opacity superviews that do not group theirs hand down (`Compositing`).
    /// Commands let go between calls of `lower`'s `handBack`.
    static let handBackEvery = 16_384

    /// `consumes`: nil, or the page's root, whose drawing is let go as it is lowered (`lower`).
    static func lowerView(_ v: ViewNode, _ out: inout [Item], inherited: Double = 1, consumes: (() -> Void)? = nil) {
        guard let opened = openView(v, &out, inherited: inherited) else { return }
        if !v.content.isEmpty { lowerOwnDrawing(v, &out, consumes: consumes) }
        if shapeOverContents(v) { v.kindInfo?.lowerContent(v, &out) }
        closeView(v, opened, &out)
    }

    /// A shape layer with contents of its own (a CAShapeLayer subclass's draw(in:), or the
    /// draw(_:) of a view whose layerClass is CAShapeLayer): Core Animation composites the shape
    /// between the layer's contents and its first sublayer, so it is drawn after them.
    static func shapeOverContents(_ v: ViewNode) -> Bool {
        v.layerContent?.kind == .shape && v.kindInfo?.name == Kinds.layerView.name && !v.content.isEmpty
    }

    /// The view's own drawing, between what `openView` opens and `closeView` closes. A
    /// function of its own, so that its locals take no room in `lowerView`'s frame, which
    /// recurses once per level of subviews.
    /// `consumes`: the view's drawing is not read again (the page's root, `lower`'s
    /// `consumesDrawing`): each command's path is let go once it is lowered.
    @inline(never)
    static func lowerOwnDrawing(_ v: ViewNode, _ out: inout [Item], consumes handBack: (() -> Void)? = nil) {
        let r = v.range
        // A component drawn at its intrinsic size: its drawing and the subviews its body made
        // are fitted into the bounds by its contentMode; the rest is drawn for the bounds.
        let fit = v.contentFit
        // A fit into zero-size bounds shows nothing of the fitted part (and cairo would refuse
        // the singular matrix).
        let fitShows = fit.map { $0.determinant != 0 } ?? true
        var nc = min(v.contentCommandCount, v.content.count)
        // The drawing, without the clears it begins with: the backing store is clear already.
        var content = v.content
        let noOps = DrawCommand.clearsBeforePainting(content)
        if !noOps.isEmpty {
            for k in noOps.reversed() { content.remove(at: k) }
            nc -= noOps.filter { $0 < nc }.count
        }
        // The view's own drawing (its draw(_:)) runs in a saved state: a clip, blend mode or
        // transform it sets ends with it and never reaches the subviews or the border. (Only
        // drawing that sets such state needs the save; the rest leaves the IR as it was.)
        let setsState = content.contains {
            switch $0 {
            case .clip, .concat, .blendMode, .antialias: return true
            default: return false
            }
        }
        if !content.isEmpty {
            // The view's own drawing stays inside its backing store (OwnDrawing.swift): the
            // bounds, or for a drawing fitted by its contentMode the intrinsic size it was
            // drawn at.
            let root = v.kind == "canvas" || v.kind == "page"
            // The backing store is a buffer of its own, cleared to transparent before draw(_:)
            // runs (UIView.clearsContextBeforeDrawing); the layer composites it normally over
            // its background and what lies beneath. A blend mode in it (`clear(_:)`, `.copy`,
            // `.destinationOut`, `.multiply`) acts on what the view drew alone, so drawing that
            // blends is drawn into an offscreen layer — clipped to the bounds when they are the
            // store, so that the layer is no larger — and drawing that does not, in place.
            let isolated = DrawCommand.blends(content)
            let storeClip = isolated && !root && !v.clipsToBounds && fit == nil && v.unfittedBackingSize == nil
            func confined(_ cmds: ArraySlice<DrawCommand>, to area: Rect) {
                if !root && !v.clipsToBounds && !storeClip && leaves(Array(cmds), area) {
                    var box = BezierPath()
                    box.addRect(area)
                    out.append(Item(.save, r)); out.append(Item(.clip(box.data, .nonZero), r))
                    lowerCommands(cmds, &out)
                    out.append(Item(.restore, r))
                } else {
                    lowerCommands(cmds, &out)
                }
            }
            if storeClip {
                var box = BezierPath()
                box.addRect(v.bounds)
                out.append(Item(.save, r)); out.append(Item(.clip(box.data, .nonZero), r))
            }
            // A layer saves and restores the state as a save does.
            if isolated { out.append(Item(.beginLayer(alpha: 1), r)) } else if setsState { out.append(Item(.save, r)) }
            if let f = fit, nc > 0 {
                let s = v.intrinsicContentSize ?? v.bounds.size
                let stretching = v.contentStretch != Rect(0, 0, 1, 1)
                    && [.scaleToFill, .scaleAspectFit, .scaleAspectFill].contains(v.contentMode) && f.b == 0 && f.c == 0
                if fitShows && stretching {
                    // UIView.contentStretch: only its part of the drawing stretches (ResizableImage.swift).
                    let dest = Rect(0, 0, s.width, s.height).applying(f)
                    for (clip, t) in NineSlice.cells(source: s, into: dest, stretch: v.contentStretch) {
                        out.append(Item(.save, r)); out.append(Item(.clip(clip.data, .nonZero), r)); out.append(Item(.concat(t), r))
                        confined(content[..<nc], to: Rect(0, 0, s.width, s.height))
                        out.append(Item(.restore, r))
                    }
                } else if fitShows {
                    out.append(Item(.save, r)); out.append(Item(.concat(f), r))
                    confined(content[..<nc], to: Rect(0, 0, s.width, s.height))
                    out.append(Item(.restore, r))
                }
                confined(content[nc...], to: v.bounds)
            } else if let s = v.unfittedBackingSize, nc > 0 {
                // A fit that moves nothing (`.topLeft`, or a drawing made at the bounds' size,
                // at the bounds' origin): the drawing is still confined to the intrinsic size
                // it was drawn at, as every other mode's, not to the bounds.
                confined(content[..<nc], to: Rect(0, 0, s.width, s.height))
                if nc < content.count { confined(content[nc...], to: v.bounds) }
            } else if let handBack, root, noOps.isEmpty {
                // The only reference to the list, so that its commands are changed in place
                // (the view gets it back, without the paths).
                v.content = []
                var dropped = 0
                content.withUnsafeMutableBufferPointer { buffer in
                    let buf = buffer
                    lowerCommands(buf[...], &out, toBase: .identity, packs: true) {
                        buf[$0].dropPath()
                        dropped += 1
                        if dropped % handBackEvery == 0 { handBack() }
                    }
                }
                if dropped >= handBackEvery { handBack() }
                v.content = content
            } else {
                confined(content[...], to: v.bounds)
            }
            if isolated { out.append(Item(.endLayer, r)) } else if setsState { out.append(Item(.restore, r)) }
            if storeClip { out.append(Item(.restore, r)) }
        }
    }

    /// The items a view ends with, after its own drawing: its subviews, border, and the ends of
    /// what `openView` opened.
    static func closeView(_ v: ViewNode, _ opened: Opened, _ out: inout [Item]) {
        let r = v.range
        if opened.contentsLayer { out.append(Item(.endLayer, r)) }
        // Subviews keep their frames, whatever the contentMode (UIKit's autoresizingMask is
        // empty by default): only the drawing is fitted.
        for s in v.subviewsInDrawingOrder { lowerView(s, &out, inherited: opened.handedDown) }
        if v.layer.borderWidth > 0 && v.layer.borderColor.alpha > 0 {
            // Core Animation's border: the ring between the layer's outline and the outline
            // inset by the border width, whose corners are rounded by (radius - width).
            var ring = layerShape(v)
            let bw = min(v.layer.borderWidth, min(v.bounds.width, v.bounds.height) / 2)
            ring.append(layerShape(v, inset: bw))
            if !ring.isEmpty { inPart(opened.parts, r, &out) { $0.append(Item(.fill(ring.data, .color(v.layer.borderColor), .evenOdd), r)) } }
        }
        if opened.shadow { out.append(Item(.endShadow, r)) }
        if opened.layered { out.append(Item(.endLayer, r)) }
        endMask(v, &out)
        out.append(Item(.restore, r))
    }

    /// What `lowerView` opens before a view's own drawing: which of a layer and a shadow it
    /// must close after the subviews and the border; the opacity each part is drawn at on its
    /// own (nil when the view groups its opacity or has none), and the opacity its subviews
    /// inherit; whether the contents (what the kind and the view's own drawing draw) are in a
    /// layer of their own, at that opacity.
    struct Opened { var layered: Bool; var shadow: Bool; var parts: Double? = nil; var handedDown: Double = 1; var contentsLayer = false }

    /// A part of a view drawn at `opacity` in a layer of its own (as it is when nil).
    static func inPart(_ opacity: Double?, _ r: SourceRange, _ out: inout [Item], _ draw: (inout [Item]) -> Void) {
        guard let a = opacity else { draw(&out); return }
        out.append(Item(.beginLayer(alpha: a), r))
        draw(&out)
        out.append(Item(.endLayer, r))
    }

    /// The items a view begins with, up to its own drawing: the saved state and its transform,
    /// its link and destination, mask, layer, shadow, background, clip and what its kind draws
    /// (a label's text). Nil, with nothing added, for a view that draws nothing at all.
    static func openView(_ v: ViewNode, _ out: inout [Item], inherited: Double = 1) -> Opened? {
        if v.isHidden || v.alpha <= 0 { return nil }
        let t = v.toSuperview
        // A singular transform (scale(0), a common "collapsed" state) squashes the view and
        // its subviews to nothing: UIKit shows nothing, and cairo would refuse the matrix.
        if t.determinant == 0 { return nil }
        let r = v.range
        out.append(Item(.save, r))
        if !t.isIdentity { out.append(Item(.concat(t), r)) }
        // A link's area and a destination follow the view's transforms (the backend finds their
        // place on the page).
        if let l = v.link { out.append(Item(.link(l, v.bounds), r)) }
        if let d = v.destination ?? v.bookmarkDestination { out.append(Item(.destination(d, v.bounds.origin), r)) }
        beginMask(v, &out)   // Kinds/Mask.swift
        var c = Compositing(alpha: v.alpha, opacity: inherited * v.alpha, groups: v.alpha < 1)
        for hook in ViewProperties.compositing { hook(v, &c) }
        let layered = c.groups && c.opacity < 1
        if layered { out.append(Item(.beginLayer(alpha: c.opacity), r)) }
        let parts = !c.groups && c.opacity < 1 ? c.opacity : nil
        // A mask (a shape layer's path) cuts everything the layer shows, its shadow included.
        if let m = v.layer.maskPath { out.append(Item(.clip(m.data, .nonZero), r)) }
        // Core Animation draws no shadow outside a layer that masks to its bounds.
        var shadow = v.layer.shadowOpacity > 0 && v.layer.shadowColor.alpha > 0 && !v.clipsToBounds
        if shadow {
            let c = v.layer.shadowColor
            // The Gaussian's standard deviation is the shadowRadius (see CairoBackend/Shadows.swift).
            var sh = Shadow(offset: v.layer.shadowOffset, sigma: v.layer.shadowRadius,
                            color: c.withAlphaComponent(c.alpha * v.layer.shadowOpacity), toBase: nil)
            if let p = v.layer.shadowPath {
                // The shadow path's shape casts the shadow (filled with the non-zero rule, as
                // Core Animation does) and is not drawn; the layer itself casts none.
                sh.castOnly = true
                if !p.isEmpty {
                    out.append(Item(.beginShadow(sh), r))
                    out.append(Item(.fill(p.data, .color(.black), .nonZero), r))
                    out.append(Item(.endShadow, r))
                }
                shadow = false
            } else {
                out.append(Item(.beginShadow(sh), r))
            }
        }
        let paint: Paint? = if let bg = v.backgroundColor, bg.alpha > 0 { .color(bg) } else { v.backgroundPattern?.patternPaint }
        if let paint {
            let shape = layerShape(v)
            if !shape.isEmpty { inPart(parts, r, &out) { $0.append(Item(.fill(shape.data, paint, .nonZero), r)) } }
        }
        if v.clipsToBounds { out.append(Item(.clip(layerShape(v).data, .nonZero), r)) }
        // The contents, in a layer of their own when the parts are and there are contents
        // (closed by `closeView`).
        let contentsLayer = parts != nil && (v.kindInfo != nil || !v.content.isEmpty)
        if contentsLayer, let a = parts { out.append(Item(.beginLayer(alpha: a), r)) }
        // What the kind of view draws of its own (a label's text, an image view's image).
        if !shapeOverContents(v) { v.kindInfo?.lowerContent(v, &out) }
        return Opened(layered: layered, shadow: shadow, parts: parts, handedDown: c.groups ? 1 : c.opacity, contentsLayer: contentsLayer)
    }

    /// `toBase`: the transform from the user space the commands start in to the drawing's
    /// base space — the view's coordinate space where its drawing began, which is its backing
    /// store's (Shadow's `toBase`). What a drawing measures in base space — a shadow's offset
    /// and blur, a pattern's tiles (Quartz maps pattern space to the base space "regardless
    /// of the state of the current transformation matrix") — is fixed there, whatever
    /// translateBy, scaleBy, rotate or a group's transform the drawing made since.
    static func lowerCommands(_ cmds: ArraySlice<DrawCommand>, _ out: inout [Item], toBase: Transform = .identity) {
        lowerCommands(cmds, &out, toBase: toBase, packs: false) { _ in }
    }

    /// `lowerCommands`, telling `lowered` the index of each fill, stroke and clip at the top
    /// level once its path is in the IR. `packs`: the IR's paths are packed (the tree's are let
    /// go as they are lowered), not shared with the tree (ViewGeometry/PathData.swift).
    static func lowerCommands<C: RandomAccessCollection<DrawCommand>>(_ cmds: C, _ out: inout [Item], toBase: Transform, packs: Bool,
                                                                       lowered: (Int) -> Void) where C.SubSequence == C, C.Index == Int {
        // About one item a command (a group adds two), room made geometrically: many small
        // groups cost no more than appending. The room includes a few items more, for what
        // closes the views around the commands (their borders, ends and restores): without
        // it, a canvas of 100,000 paths doubled its list of 200,000 items for its restore.
        let needed = out.count + cmds.count + 16
        if out.capacity < needed { out.reserveCapacity(max(needed, 2 * out.capacity)) }
        var base = toBase
        // A path filled and then stroked (one BezierPath, one array of elements) keeps one
        // packed path in the IR, as it kept one array: the last path packed, and its elements.
        var last: (elements: [PathElement], data: PathData)?
        func packed(_ p: BezierPath) -> PathData {
            if !packs { return PathData(sharing: p.elements) }
            if let l = last, l.elements.count == p.elements.count, sameStorage(l.elements, p.elements) { return l.data }
            let d = p.data
            last = (p.elements, d)
            return d
        }
        for (i, c) in zip(cmds.indices, cmds) {
            switch c {
            case .fill(let p, let paint, let rule, let r):
                if !p.isEmpty { out.append(Item(.fill(packed(p), inBase(paint, base), rule), r)) }
                lowered(i)
            case .stroke(let p, let paint, let style, let r):
                if !p.isEmpty { out.append(Item(.stroke(packed(p), inBase(paint, base), style), r)) }   // width 0: a hairline
                lowered(i)
            case .clip(let p, let rule, let r):
                out.append(Item(.clip(packed(p), rule), r))
                lowered(i)
            case .clipMask(let mask, let r):
                // The rest of the group is drawn masked by the mask's alpha, which is drawn
                // in the state the clip was set in.
                out.append(Item(.beginMask, r))
                lowerCommands(cmds[(i + 1)...], &out, toBase: base, packs: packs, lowered: lowered)
                out.append(Item(.maskWith, r))
                lowerCommands(mask[...], &out, toBase: base)
                out.append(Item(.endMask, r))
                return
            case .concat(let t, let r):
                // After a singular transform nothing more in this group can show.
                if t.determinant == 0 { return }
                out.append(Item(.concat(t), r))
                base = t.concatenating(base)
            case .group(let inner, let r):
                out.append(Item(.save, r))
                lowerCommands(inner[...], &out, toBase: base)
                out.append(Item(.restore, r))
            case .layer(let alpha, let inner, let r):
                out.append(Item(.beginLayer(alpha: alpha), r))
                lowerCommands(inner[...], &out, toBase: base)
                out.append(Item(.endLayer, r))
            case .paint(let paint, let r):
                out.append(Item(.paint(inBase(paint, base)), r))
            case .shadowed(var shadow, let inner, let r):
                if shadow.toBase != nil { shadow.toBase = base }
                out.append(Item(.beginShadow(shadow), r))
                lowerCommands(inner[...], &out, toBase: base)
                out.append(Item(.endShadow, r))
            case .blendMode(let m, let r):
                out.append(Item(.setBlendMode(m), r))
            case .antialias(let on, let r):
                out.append(Item(.setAntialias(on), r))
            case .image(let img, let rect, let filter, let r):
                // drawImage(_:in:): the whole image stretched into `rect`; nothing for an empty one.
                guard rect.width > 0, rect.height > 0 else { continue }
                if let d = img.drawing { d.lower(into: rect, r, &out) } else { out.append(Item(.image(img.ref, dest: rect, sampling: ImageSampling(filter)), r)) }
            case .text(let run, let r):
                lowerText(run, r, &out, toBase: base)
            }
        }
    }

    /// Whether two arrays are one (the same storage), not only equal.
    static func sameStorage(_ a: [PathElement], _ b: [PathElement]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// A paint measured in base space, for the user space that `toBase` maps onto it: a
    /// pattern's tiles stay where the base space puts them.
    static func inBase(_ paint: Paint, _ toBase: Transform) -> Paint {
        guard case .pattern(var p) = paint, !toBase.isIdentity else { return paint }
        p.transform = p.transform.concatenating(toBase.inverted() ?? .identity)
        return .pattern(p)
    }

    /// A text op, after a shadow pass for each NSShadow its spans have: the spans with that
    /// shadow cast it (castOnly: their glyphs shape the shadow and do not show), then the
    /// whole text is drawn over the shadows. An NSShadow is measured in base space, as
    /// CGContext.setShadow's is.
    static func lowerText(_ run: TextRun, _ r: SourceRange, _ out: inout [Item], toBase: Transform = .identity) {
        for sh in run.shadows {
            let shadow = Shadow(offset: sh.offset, sigma: sh.blurRadius / 2, color: sh.drawnColor, toBase: toBase, castOnly: true)
            out.append(Item(.beginShadow(shadow), r))
            out.append(Item(.text(run.only(shadow: sh)), r))
            out.append(Item(.endShadow, r))
        }
        out.append(Item(.text(run), r))
    }

    /// How a view's opacity is composited (Core Animation's group opacity), as the properties'
    /// `DrawingHooks.compositing` leave it. A view whose opacity groups is composited with its
    /// subviews as one layer at `opacity`; one that does not draws each of its parts — its
    /// background, its contents, its border — at `opacity` on its own and hands it down to its
    /// subviews, so that what overlaps shows through.
    struct Compositing {
        /// The view's own alpha.
        let alpha: Double
        /// Its alpha times the opacity its superviews hand down.
        let opacity: Double
        /// Whether it and its subviews are one group: by default when its own alpha is below 1.
        var groups: Bool
    }

    /// Checks the IR's promise: saves and layers balanced and properly nested.
    public static func isBalanced(_ page: IRPage) -> Bool { page.isBalanced }
}
