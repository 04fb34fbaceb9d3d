// The CGContext calls a `context { … }` block accepts (Kinds/Context.swift has the state they
// act on). A call is one entry: its forms and what it does. Each call counts as one operation;
// a paint counts as many as the path it paints has elements.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

private let P = ValueType.point

extension Call {
    /// The context block's state (a context call runs only in one).
    var cs: ContextState { run.contextState! }
}

extension Builtins {
    /// CGInterpolationQuality's cases, and how each samples an image a context draws at another
    /// size than its pixels': `.none` takes each point's nearest pixel (pixel art stays sharp),
    /// `.low` blends the nearest four, the rest (and `.default`, the start) smoothly.
    static let interpolationQualities: [String: ImageFilter] = [
        "default": .smooth, "none": .nearest, "low": .linear, "medium": .smooth, "high": .smooth,
    ]

    /// `context.interpolationQuality = q`: part of the graphics state, kept by saveGState() and
    /// brought back by restoreGState(), as Core Graphics keeps it.
    static func setInterpolationQuality(_ run: Runner, _ v: Value, _ r: SourceRange, _ vr: SourceRange) throws {
        let cs = try currentContext(run, "interpolationQuality", r)
        guard case .symbol(let s) = v, interpolationQualities[s] != nil else {
            throw Diagnostic.error("interpolationQuality is one of " + interpolationQualities.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", not \(v.description)", at: vr)
        }
        cs.g.interpolationQuality = s
    }
}

extension Builtins {
    static let contextCommands: [String: [CommandForm]] = [
        // Graphics state.
        "saveGState": [CommandForm([]) { a in try save(a, layer: false, "saveGState()") }],
        "restoreGState": [CommandForm([]) { a in try restore(a, layer: false) }],
        // A transparency layer (CGContext.beginTransparencyLayer(auxiliaryInfo:), also `in:` a
        // rect, which only bounds it): drawn offscreen and composited as one drawing.
        "beginTransparencyLayer": [
            CommandForm([Param("auxiliaryInfo", nil)]) { a in try save(a, layer: true, "beginTransparencyLayer") },
            CommandForm([Param("in", .rect), Param("auxiliaryInfo", nil)]) { a in try save(a, layer: true, "beginTransparencyLayer") },
        ],
        "endTransparencyLayer": [CommandForm([]) { a in try restore(a, layer: true) }],
        "setLineWidth": [CommandForm([Param(nil, N)]) { a in
            try Check.nonNegative(a.num(0), "a line width", a.argRange(0)); a.cs.g.style.lineWidth = a.num(0) }],
        "setLineCap": [CommandForm([Param(nil, .symbol)]) { a in
            guard case .symbol(let s) = a[0], let c = LineCap(rawValue: s) else {
                throw Diagnostic.error("a line cap is one of .butt, .round, .square, not \(a[0].description)", at: a.argRange(0))
            }
            a.cs.g.style.lineCap = c }],
        "setLineJoin": [CommandForm([Param(nil, .symbol)]) { a in
            guard case .symbol(let s) = a[0], let j = LineJoin(rawValue: s) else {
                throw Diagnostic.error("a line join is one of .miter, .round, .bevel, not \(a[0].description)", at: a.argRange(0))
            }
            a.cs.g.style.lineJoin = j }],
        // How text is painted (CGTextDrawingMode): filled, stroked, both, or not at all; its
        // clipping modes are outside (a drawing's clip is a path).
        "setTextDrawingMode": [CommandForm([Param(nil, .symbol)]) { a in
            guard case .symbol(let s) = a[0], let m = TextMode(rawValue: s) else {
                throw Diagnostic.error("a text drawing mode is one of .fill, .stroke, .fillStroke, .invisible (clipping to text is outside the supported subset), not \(a[0].description)", at: a.argRange(0))
            }
            a.cs.g.textMode = m }],
        "setMiterLimit": [CommandForm([Param(nil, N)]) { a in
            try Check.nonNegative(a.num(0), "a miter limit", a.argRange(0)); a.cs.g.style.miterLimit = a.num(0) }],
        "setLineDash": [CommandForm([Param("phase", N), Param("lengths", .list)]) { a in
            if case .list(let l) = a[1], l.isEmpty { a.cs.g.style.dash = []; a.cs.g.style.dashPhase = 0; return }  // CG: a solid line again
            a.cs.g.style.dash = try PathProperties.dashPattern(a[1], a.argRange(1))
            a.cs.g.style.dashPhase = a.num(0) }],
        "setStrokeColor": [
            CommandForm([Param(nil, .color)]) { a in a.cs.g.strokeColor = a.color(0) },
            CommandForm([Param("red", N), Param("green", N), Param("blue", N), Param("alpha", N)]) { a in
                a.cs.g.strokeColor = componentsColor(a) },
            CommandForm([Param("gray", N), Param("alpha", N)]) { a in a.cs.g.strokeColor = grayColor(a) },
        ],
        "setFillColor": [
            CommandForm([Param(nil, .color)]) { a in a.cs.g.fillColor = a.color(0) },
            CommandForm([Param("red", N), Param("green", N), Param("blue", N), Param("alpha", N)]) { a in
                a.cs.g.fillColor = componentsColor(a) },
            CommandForm([Param("gray", N), Param("alpha", N)]) { a in a.cs.g.fillColor = grayColor(a) },
        ],
        "setAlpha": [CommandForm([Param(nil, N)]) { a in a.cs.g.alpha = min(1, max(0, a.num(0))) }],  // CG clamps
        "setShadow": [
            // A nil color (a CGColor? in Swift) turns shadowing off, as Core Graphics takes NULL.
            CommandForm([Param("offset", .size), Param("blur", N), Param("color", .color, takesNil: true)]) { a in
                try Check.nonNegative(a.num(1), "a shadow's blur", a.argRange(1))
                if case .void = a[2] { a.cs.g.shadow = nil; return }
                a.cs.g.shadow = a.color(2).alpha > 0 ? Shadow(offset: a.size(0), blur: a.num(1), color: a.color(2)) : nil },
            CommandForm([Param("offset", .size), Param("blur", N)]) { a in
                try Check.nonNegative(a.num(1), "a shadow's blur", a.argRange(1))
                a.cs.g.shadow = Shadow(offset: a.size(0), blur: a.num(1), color: Shadow.defaultColor) },
        ],
        "setBlendMode": [CommandForm([Param(nil, .symbol)]) { a in
            let m = try blendMode(a[0], a.argRange(0))
            a.cs.g.blendMode = m
            a.cs.list.items.append(.blendMode(m, a.range)) }],
        // Shapes are antialiased when both say so (on in a view's context); only a PNG can show
        // them aliased.
        "setShouldAntialias": [CommandForm([Param(nil, .bool)]) { a in a.cs.g.shouldAntialias = a.bool(0); a.cs.syncAntialias(a.range) }],
        "setAllowsAntialiasing": [CommandForm([Param(nil, .bool)]) { a in a.cs.allowsAntialiasing = a.bool(0); a.cs.syncAntialias(a.range) }],
        // The flatness of curves: cairo flattens to a tenth of a device pixel whatever is asked.
        "setFlatness": [CommandForm([Param(nil, N)]) { _ in }],
        // (`interpolationQuality`, set as a property: `interpolationQualities` below.)
        // Font smoothing (macOS's LCD smoothing, never used by iOS) and subpixel positioning and
        // quantisation of glyphs: pango places glyphs as it does whatever is asked.
        "setAllowsFontSmoothing": [CommandForm([Param(nil, .bool)]) { _ in }],
        "setShouldSmoothFonts": [CommandForm([Param(nil, .bool)]) { _ in }],
        "setAllowsFontSubpixelPositioning": [CommandForm([Param(nil, .bool)]) { _ in }],
        "setShouldSubpixelPositionFonts": [CommandForm([Param(nil, .bool)]) { _ in }],
        "setAllowsFontSubpixelQuantization": [CommandForm([Param(nil, .bool)]) { _ in }],
        "setShouldSubpixelQuantizeFonts": [CommandForm([Param(nil, .bool)]) { _ in }],
        // (Patterns' calls are CGPattern.swift's patternContextCommands.)
        // The current transform.
        "translateBy": [CommandForm([Param("x", N), Param("y", N)]) { a in a.cs.g.ctm = a.cs.g.ctm.translatedBy(x: a.num(0), y: a.num(1)) }],
        "scaleBy": [CommandForm([Param("x", N), Param("y", N)]) { a in a.cs.g.ctm = a.cs.g.ctm.scaledBy(x: a.num(0), y: a.num(1)) }],
        "rotate": [CommandForm([Param("by", N)]) { a in a.cs.g.ctm = a.cs.g.ctm.rotated(by: a.num(0)) }],
        "concatenate": [CommandForm([Param(nil, .transform)]) { a in a.cs.g.ctm = a.transform(0).concatenating(a.cs.g.ctm) }],
        // The current path.
        "beginPath": [CommandForm([]) { a in a.cs.path = BezierPath() }],
        "move": [CommandForm([Param("to", P)]) { a in let cs = a.cs; cs.path.move(to: cs.user(a.point(0))) }],
        "addLine": [CommandForm([Param("to", P)]) { a in
            let cs = a.cs
            try needContextPoint(cs, "addLine(to:)", a.range); cs.path.addLine(to: cs.user(a.point(0))) }],
        "addLines": [CommandForm([Param("between", .list)]) { a in
            guard case .list(let l) = a[0] else { return }
            let cs = a.cs
            try a.run.countOperations(l.count, a.range)
            for (i, v) in l.enumerated() {
                guard case .point(let p) = v else { throw Diagnostic.error("addLines(between:) takes a list of Points, not \(article(v))", at: a.argRange(0)) }
                if i == 0 { cs.path.move(to: cs.user(p)) } else { cs.path.addLine(to: cs.user(p)) }
            } }],
        "addCurve": [CommandForm([Param("to", P), Param("control1", P), Param("control2", P)]) { a in
            let cs = a.cs
            try needContextPoint(cs, "addCurve(to:control1:control2:)", a.range)
            cs.path.addCurve(to: cs.user(a.point(0)), control1: cs.user(a.point(1)), control2: cs.user(a.point(2))) }],
        "addQuadCurve": [CommandForm([Param("to", P), Param("control", P)]) { a in
            let cs = a.cs
            try needContextPoint(cs, "addQuadCurve(to:control:)", a.range)
            cs.path.addQuadCurve(to: cs.user(a.point(0)), control: cs.user(a.point(1))) }],
        "addArc": [CommandForm([Param("center", P), Param("radius", N), Param("startAngle", N), Param("endAngle", N), Param("clockwise", .bool)]) { a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            var p = BezierPath()
            // CGContext judges `clockwise` with y up; on a y-down UIKit screen it is the other way round.
            p.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(3), clockwise: !a.bool(4))
            a.cs.addConnected(p) },
            // CGContext.addArc(tangent1End:tangent2End:radius:): a line from the current point toward
            // tangent1End, ending where the circle of `radius` tangent to both lines begins, then
            // the shorter arc of that circle to its tangent point on the line to tangent2End.
            // Points on one line (or a zero radius) give the line to tangent1End.
                   CommandForm([Param("tangent1End", P), Param("tangent2End", P), Param("radius", N)]) { a in
            let cs = a.cs
            try Check.nonNegative(a.num(2), "radius", a.argRange(2))
            try needContextPoint(cs, "addArc(tangent1End:tangent2End:radius:)", a.range)
            guard let inv = cs.g.ctm.inverted() else { return }
            cs.addConnected(tangentArc(from: cs.path.currentPoint!.applying(inv), a.point(0), a.point(1), radius: a.num(2))) }],
        // CGContext.addRelativeArc(center:radius:startAngle:delta:): `delta` radians from
        // startAngle, toward larger angles when positive (clockwise on a UIKit screen).
        "addRelativeArc": [CommandForm([Param("center", P), Param("radius", N), Param("startAngle", N), Param("delta", N)]) { a in
            try Check.nonNegative(a.num(1), "radius", a.argRange(1))
            var p = BezierPath()
            p.addArc(center: a.point(0), radius: a.num(1), startAngle: a.num(2), endAngle: a.num(2) + a.num(3), clockwise: a.num(3) > 0)
            a.cs.addConnected(p) }],
        "addRect": [CommandForm([Param(nil, .rect)]) { a in
            try Check.realRect(a.rect(0), a.range); var p = BezierPath(); p.addRect(a.rect(0)); a.cs.addSubpath(p) }],
        "addEllipse": [CommandForm([Param("in", .rect)]) { a in
            try Check.realRect(a.rect(0), a.range); var p = BezierPath(); p.addOval(in: a.rect(0)); a.cs.addSubpath(p) }],
        "addPath": [CommandForm([Param(nil, .path)]) { a in
            // CGContext.addPath(_ path: CGPath): a UIBezierPath's cgPath, through the current transform.
            guard case .path(let o) = a[0] else { return }
            try a.run.countOperations(o.path.elements.count, a.range)
            a.cs.addSubpath(o.path) },
            CommandForm([Param(nil, .string)]) { a in
            let text = a[0].string
            do {
                let p = try SVGPathData.parse(text)
                try a.run.countOperations(p.elements.count, a.range)
                a.cs.addSubpath(p)
            } catch let e as SVGPathError {
                throw svgError(e, text, a.argRange(0))
            } }],
        "closePath": [CommandForm([]) { a in a.cs.path.close() }],
        // Painting.
        "strokePath": [CommandForm([]) { a in try a.cs.draw(.stroke, a.run, a.range) }],
        "fillPath": [CommandForm([Param("using", .symbol, .symbol("winding"))]) { a in
            try a.cs.draw(.fill(try fillRule(a[0], a.argRange(0))), a.run, a.range) }],
        "eoFillPath": [CommandForm([]) { a in try a.cs.draw(.fill(.evenOdd), a.run, a.range) }],
        "drawPath": [CommandForm([Param("using", .symbol)]) { a in
            guard case .symbol(let s) = a[0] else { return }
            let cs = a.cs
            switch s {
            case "fill": try cs.draw(.fill(.nonZero), a.run, a.range)
            case "eoFill": try cs.draw(.fill(.evenOdd), a.run, a.range)
            case "stroke": try cs.draw(.stroke, a.run, a.range)
            case "fillStroke": try cs.draw(.fillStroke(.nonZero), a.run, a.range)
            case "eoFillStroke": try cs.draw(.fillStroke(.evenOdd), a.run, a.range)
            default:
                throw Diagnostic.error("a drawing mode is one of .fill, .eoFill, .stroke, .fillStroke, .eoFillStroke, not .\(s)", at: a.argRange(0))
            } }],
        "fill": [CommandForm([Param(nil, .rect)]) { a in try paintShape(a, oval: false, .fill(.nonZero)) },
                 // fill(_ rects: [CGRect]): every rect, as one fill.
                 CommandForm([Param(nil, .list)]) { a in
            guard case .list(let l) = a[0] else { return }
            let cs = a.cs
            cs.path = BezierPath()
            for v in l {
                guard case .rect(let rc) = v else { throw Diagnostic.error("fill(_:) takes a CGRect or a list of CGRects, not a list holding \(article(v))", at: a.argRange(0)) }
                try Check.realRect(rc, a.argRange(0))
                var p = BezierPath(); p.addRect(rc); cs.addSubpath(p)
            }
            try cs.draw(.fill(.nonZero), a.run, a.range) }],
        // strokeLineSegments(between:): each pair of points a line of its own (an odd last point is left out).
        "strokeLineSegments": [CommandForm([Param("between", .list)]) { a in
            guard case .list(let l) = a[0] else { return }
            let cs = a.cs
            cs.path = BezierPath()
            try a.run.countOperations(l.count, a.range)
            var pts: [Point] = []
            for v in l {
                guard case .point(let p) = v else { throw Diagnostic.error("strokeLineSegments(between:) takes a list of CGPoints, not a list holding \(article(v))", at: a.argRange(0)) }
                pts.append(p)
            }
            for k in Swift.stride(from: 0, to: pts.count - 1, by: 2) {
                cs.path.move(to: cs.user(pts[k])); cs.path.addLine(to: cs.user(pts[k + 1]))
            }
            try cs.draw(.stroke, a.run, a.range) }],
        "stroke": [CommandForm([Param(nil, .rect)]) { a in try paintShape(a, oval: false, .stroke) },
                   CommandForm([Param(nil, .rect), Param("width", N)]) { a in
            try Check.realRect(a.rect(0), a.range); try Check.nonNegative(a.num(1), "a line width", a.argRange(1))
            let cs = a.cs
            let w = cs.g.style.lineWidth
            cs.g.style.lineWidth = a.num(1)
            defer { cs.g.style.lineWidth = w }
            try paintShape(a, oval: false, .stroke) }],
        // CGContext.draw(_ image: CGImage, in:) and draw(_:in:byTiling:) (drawCGImage).
        "draw": [CommandForm([Param(nil, .image), Param("in", .rect)]) { a in try drawCGImage(a, tiling: false) },
                 CommandForm([Param(nil, .image), Param("in", .rect), Param("byTiling", .bool)]) { a in try drawCGImage(a, tiling: a[2].bool) }],
        "fillEllipse": [CommandForm([Param("in", .rect)]) { a in try paintShape(a, oval: true, .fill(.nonZero)) }],
        "strokeEllipse": [CommandForm([Param("in", .rect)]) { a in try paintShape(a, oval: true, .stroke) }],
        "clear": [CommandForm([Param(nil, .rect)]) { a in
            try Check.realRect(a.rect(0), a.range)
            let cs = a.cs
            var p = BezierPath(); p.addRect(a.rect(0))
            cs.list.items.append(.group([.blendMode(.clear, a.range), .fill(p.applying(cs.g.ctm), .color(.black), .nonZero, a.range)], a.range)) }],
        // Clipping: intersects the clip with the current path (consumed) until restoreGState().
        "clip": [CommandForm([Param("using", .symbol, .symbol("winding"))]) { a in
            let cs = a.cs
            let rule = try fillRule(a[0], a.argRange(0))
            try a.run.countOperations(cs.path.elements.count, a.range)
            cs.clip(try placeable(cs.path, a.range, fill: true), rule, a.range); cs.path = BezierPath() },
                 CommandForm([Param("to", .rect)]) { a in
            try Check.realRect(a.rect(0), a.range); var p = BezierPath(); p.addRect(a.rect(0))
            a.cs.clip(try placeable(p, a.range, fill: true).applying(a.cs.g.ctm), .nonZero, a.range) },
                 // clip(to rects: [CGRect]): the region the rects cover together (none: nothing).
                 CommandForm([Param("to", .list)]) { a in
            guard case .list(let l) = a[0] else { return }
            try a.run.countOperations(l.count, a.range)
            var p = BezierPath()
            for v in l {
                guard case .rect(let rc) = v else { throw Diagnostic.error("clip(to:) takes a CGRect or a list of CGRects, not a list holding \(article(v))", at: a.argRange(0)) }
                try Check.realRect(rc, a.argRange(0))
                p.addRect(rc.standardized)
            }
            if l.isEmpty { p.addRect(.zero) }
            a.cs.clip(try placeable(p, a.range, fill: true).applying(a.cs.g.ctm), .nonZero, a.range) },
                 CommandForm([Param("to", .rect), Param("mask", .image)]) { a in try clipToMask(a) }],
    ]

    /// clip(to:mask:): the clip is intersected with the image's alpha, the image mapped into
    /// the rect as draw(_:in:) maps it (its first row at the rect's bottom: upside down in a
    /// UIKit view, as Core Graphics' y goes up), until restoreGState(). Quartz masks with an
    /// image's alpha when it has one — an image drawn in code, a PNG — and with the gray
    /// values of one that has none (a JPEG), which is outside.
    static func clipToMask(_ a: Call) throws {
        try Check.realRect(a.rect(0), a.range)
        let cs = a.cs, rc = a.rect(0).standardized, r = a.range
        if cs.g.maskClips >= a.run.options.limits.maxDepth {
            throw Abort(diagnostic: .error("clip(to:mask:) masks nest deeper than \(a.run.options.limits.maxDepth) levels (each masks all that follows it until restoreGState()); raise the limit with --max-depth", at: r))
        }
        cs.g.maskClips += 1
        let img = image(a[1])
        if img.drawing == nil, img.format == .jpeg {
            throw Diagnostic.error("clip(to:mask:) masks by an image's alpha here; a JPEG has none (its gray values as the mask are outside the supported Swift subset, docs/language.md §13)", at: a.argRange(1))
        }
        var mask: [DrawCommand] = [.concat(yUp(in: rc), r), .image(img, rc, cs.g.imageFilter, r)]
        if !cs.g.ctm.isIdentity { mask.insert(.concat(cs.g.ctm, r), at: 0) }
        var box = BezierPath(); box.addRect(rc)
        cs.clip(mask: mask, within: box.applying(cs.g.ctm).bounds, r)
    }

    /// CGContext.draw(_:in:): the image's first row at the rect's bottom, as Core Graphics draws
    /// images with y up — upside down in a UIKit view. With `byTiling: true` (Core Graphics:
    /// "fills the context's entire clipping region by tiling many copies of the image, and the
    /// rect parameter defines the origin and size of the tiling pattern"), that tile repeated
    /// at the rect's size in both directions from the rect, over the clip's bounds in user
    /// space (the view's bounds when unclipped); at most RecordedDrawing.maxTiles tiles.
    static func drawCGImage(_ a: Call, tiling: Bool) throws {
        let cs = a.cs, rc = a.rect(1).standardized, r = a.range
        var tiles = [rc]
        if tiling {
            guard rc.width > 0, rc.height > 0, rc.width.isFinite, rc.height.isFinite else { return }
            let area = cs.clipBoxInUserSpace(view: a.run.selfView.map { $0.drawingBounds ?? $0.bounds } ?? .null)
            guard !area.isNull, area.width.isFinite, area.height.isFinite else {
                throw Diagnostic.error("draw(_:in:byTiling: true) fills the clip, and this context has neither a clip nor a view's bounds", at: r)
            }
            let x0 = ((area.minX - rc.minX) / rc.width).rounded(.down), x1 = ((area.maxX - rc.minX) / rc.width).rounded(.up)
            let y0 = ((area.minY - rc.minY) / rc.height).rounded(.down), y1 = ((area.maxY - rc.minY) / rc.height).rounded(.up)
            guard (x1 - x0) * (y1 - y0) <= Double(RecordedDrawing.maxTiles) else {
                throw Diagnostic.error("draw(_:in:byTiling: true) needs \(formatNumber((x1 - x0) * (y1 - y0))) tiles of \(formatNumber(rc.width))×\(formatNumber(rc.height)) to fill the clip, more than \(RecordedDrawing.maxTiles)", at: r)
            }
            tiles = []
            var j = y0
            while j < y1 {
                var i = x0
                while i < x1 { tiles.append(Rect(rc.minX + i * rc.width, rc.minY + j * rc.height, rc.width, rc.height)); i += 1 }
                j += 1
            }
        }
        try a.run.countOperations(tiles.count, r)
        let img = image(a[0]), alpha = cs.g.alpha
        let drawn = tiles.map { t in
            DrawCommand.group([.concat(yUp(in: t), r), .image(img, t, cs.g.imageFilter, r)], r)
        }
        var cmd = drawn.count == 1 ? drawn[0] : .group(drawn, r)
        if alpha < 1 { cmd = .layer(alpha: alpha, [cmd], r) }
        cs.emit({ _ in cmd }, path: BezierPath(), r)
    }

    /// The flip that maps an image drawn into `rc` as Core Graphics draws images, y up: its
    /// first row at the rect's bottom (upside down in a UIKit view).
    static func yUp(in rc: Rect) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * rc.minY + rc.height)
    }

    /// saveGState() and beginTransparencyLayer: nested no deeper than --max-depth.
    static func save(_ a: Call, layer: Bool, _ what: String) throws {
        let cs = a.cs
        if cs.saved.count >= a.run.options.limits.maxDepth {
            throw Abort(diagnostic: .error("\(what) nests deeper than \(a.run.options.limits.maxDepth) levels; raise the limit with --max-depth", at: a.range))
        }
        cs.save(layer: layer, a.range)
    }

    /// restoreGState() and endTransparencyLayer(): each closes the innermost of its own kind.
    static func restore(_ a: Call, layer: Bool) throws {
        let cs = a.cs
        guard let s = cs.saved.last, s.isLayer == layer else {
            let what = layer ? "endTransparencyLayer() without a matching beginTransparencyLayer" : "restoreGState() without a matching saveGState()"
            let inner = cs.saved.last.map { $0.isLayer ? "; end the transparency layer first" : "; restore the saved state first" } ?? ""
            throw Diagnostic.error(what + inner, at: a.range)
        }
        cs.saved.removeLast()
        cs.close(s, upTo: a.range)
    }

    /// fill(_:), stroke(_:), fillEllipse(in:), strokeEllipse(in:): the current path replaced by
    /// the rect or ellipse, painted and consumed.
    static func paintShape(_ a: Call, oval: Bool, _ mode: ContextState.Mode) throws {
        try Check.realRect(a.rect(0), a.range)
        let cs = a.cs
        cs.path = BezierPath()
        var p = BezierPath()
        if oval { p.addOval(in: a.rect(0)) } else { p.addRect(a.rect(0)) }
        cs.addSubpath(p)
        try cs.draw(mode, a.run, a.range)
    }

    static func needContextPoint(_ cs: ContextState, _ what: String, _ r: SourceRange) throws {
        if cs.path.currentPoint == nil {
            throw Diagnostic.error("\(what) needs a current point; start the path with move(to:)", at: r)
        }
    }

    static func fillRule(_ v: Value, _ vr: SourceRange) throws -> FillRule {
        switch v {
        case .symbol("winding"): return .nonZero
        case .symbol("evenOdd"): return .evenOdd
        default: throw Diagnostic.error("a fill rule is .winding or .evenOdd (CGPathFillRule), not \(v.description)", at: vr)
        }
    }

    static func grayColor(_ a: Call) -> Color {
        Color(white: Builtins.colorComponent(a, 0), alpha: Builtins.colorComponent(a, 1))
    }

    /// The path of addArc(tangent1End:tangent2End:radius:) from `p0`, in user space: its first
    /// point is where the line from `p0` meets it (addConnected draws that line).
    static func tangentArc(from p0: Point, _ p1: Point, _ p2: Point, radius r: Double) -> BezierPath {
        var p = BezierPath()
        let u = Point(p0.x - p1.x, p0.y - p1.y), v = Point(p2.x - p1.x, p2.y - p1.y)
        let lu = (u.x * u.x + u.y * u.y).squareRoot(), lv = (v.x * v.x + v.y * v.y).squareRoot()
        let cross = u.x * v.y - u.y * v.x
        guard r > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else { p.move(to: p1); return p }
        let uu = Point(u.x / lu, u.y / lu), vv = Point(v.x / lv, v.y / lv)
        // The angle at p1 between the two lines, halved; the tangent points lie r / tan(half) from p1.
        let half = acos(max(-1, min(1, uu.x * vv.x + uu.y * vv.y))) / 2
        let d = r / tan(half)
        let t1 = Point(p1.x + uu.x * d, p1.y + uu.y * d), t2 = Point(p1.x + vv.x * d, p1.y + vv.y * d)
        let bis = Point(uu.x + vv.x, uu.y + vv.y), lb = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let h = r / sin(half)
        let c = Point(p1.x + bis.x / lb * h, p1.y + bis.y / lb * h)
        let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        p.addArc(center: c, radius: r, startAngle: a1, endAngle: a1 + sweep, clockwise: sweep > 0)
        return p
    }

    static func componentsColor(_ a: Call) -> Color {
        Color(red: Builtins.colorComponent(a, 0), green: Builtins.colorComponent(a, 1), blue: Builtins.colorComponent(a, 2), alpha: Builtins.colorComponent(a, 3))
    }
}
