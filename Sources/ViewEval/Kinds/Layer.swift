// Core Animation layers made in Swift code: `CALayer()`, `CAShapeLayer()` and
// `CAGradientLayer()` are values — references, as in UIKit — whose properties are set with `=`
// and which `layer.addSublayer(_:)` and `insertSublayer(_:at:)` place in a view's layer.
//
// A layer is a node of the view tree whose kind is its class's name and that takes no touches
// (Builtins/ViewValue.swift makes and places it): its geometry (frame, bounds, position,
// anchorPoint), background, corners, border, opacity, shadow and mask are a view's, and it is
// drawn among the view's subviews in the order it was added, because in UIKit a view's
// subviews' layers are sublayers of its layer too, in one list. What a shape layer or a gradient
// layer draws of its own — its `LayerContent` — is its kind's content: over its background,
// under its sublayers, in its own coordinates (those of its bounds). Animations added to a layer
// (`add(_:forKey:)`) are not run: a still picture shows the layer's model values.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// What a CAShapeLayer or CAGradientLayer draws of its own, with Core Animation's defaults.
public final class LayerContent: @unchecked Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case plain = "CALayer", shape = "CAShapeLayer", gradient = "CAGradientLayer", text = "CATextLayer"
    }
    public let kind: Kind
    /// CAShapeLayer.path: the shape, in the layer's coordinates (a copy, as a CGPath is immutable).
    public var path: BezierPath?
    /// CAShapeLayer.fillColor: opaque black by default; nil fills nothing.
    public var fillColor: Color? = .black
    /// CAShapeLayer.strokeColor: nil (no stroke) by default.
    public var strokeColor: Color?
    /// lineWidth 1, miterLimit 10, butt caps, miter joins, solid: CAShapeLayer's defaults.
    public var style = StrokeStyle()
    public var fillRule = FillRule.nonZero
    /// The part of the stroked path drawn, as fractions of its length.
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    /// CAGradientLayer.colors, locations (nil: evenly spaced), startPoint and endPoint (in the
    /// unit coordinates of the bounds) and type (axial, radial or conic).
    public var colors: [Color] = []
    public var locations: [Double]?
    public var startPoint = Point(0.5, 0)
    public var endPoint = Point(0.5, 1)
    public var radial = false
    public var conic = false
    /// CATextLayer.string (plain or attributed: nil draws nothing), its `font` (Helvetica,
    /// whose size never counts) at `fontSize` (36), `foregroundColor` (white), `alignmentMode`
    /// (natural), `isWrapped` (false: one line a paragraph) and `truncationMode` (none).
    public var string = ""
    public var attributed: AttributedText?
    public var font = Font(family: LayerContent.helveticaClone, size: 36, weight: .regular)
    public var fontSize = 36.0
    public var foregroundColor: Color? = Color(white: 1)
    public var alignment: TextAlignment = .natural
    public var wrapped = false
    public var truncation = "none"
    /// CALayer.contents: an image (a CGImage) drawn into the bounds by `contentsGravity`
    /// (`resize`, the default, fills them), over the background and under the kind's own
    /// drawing and the sublayers.
    var contents: ImageContent?
    var contentsGravity = "resize"
    init(kind: Kind) { self.kind = kind }

    /// Core Animation's default text font, Helvetica, as drawn here: its metric clone.
    static let helveticaClone = IOSFonts.match("Helvetica")?.clone?.family
}

extension Kinds {
    /// The class that alone has a layer property, by name (the others are every layer's).
    static let layerPropertyClass: [String: LayerContent.Kind] = [
        "path": .shape, "fillColor": .shape, "strokeColor": .shape, "lineWidth": .shape, "lineCap": .shape,
        "lineJoin": .shape, "miterLimit": .shape, "lineDashPattern": .shape, "lineDashPhase": .shape,
        "fillRule": .shape, "strokeStart": .shape, "strokeEnd": .shape,
        "colors": .gradient, "locations": .gradient, "startPoint": .gradient, "endPoint": .gradient, "type": .gradient,
        "string": .text, "CATextLayer.font": .text, "fontSize": .text, "foregroundColor": .text, "alignmentMode": .text,
        "isWrapped": .text, "truncationMode": .text,
    ]

    /// A layer class's property whose name a view kind's property has too, by the row it is
    /// (a text layer's `font`, a label's `font` being another).
    static let layerPropertyAliases: [String: [String: String]] = ["CATextLayer": ["font": "CATextLayer.font"]]

    static func content(_ v: ViewNode) throws -> LayerContent {
        guard let c = v.layerContent else { throw Diagnostic.error("not a layer", at: v.range) }
        return c
    }

    /// A case of one of Core Animation's string enums: `.round`, or the string it is
    /// (`"round"`, as Swift 3's `kCALineCapRound` was).
    static func symbolCheck(_ what: String, _ allowed: [String]) -> (VType, SourceRange) -> Diagnostic? {
        { t, r in
            switch t {
            case .symbol(let s) where !s.isEmpty && !allowed.contains(s):
                return .error("\(what) is one of \(allowed.map { "." + $0 }.joined(separator: ", ")), not .\(s)", at: r)
            case .symbol, .string: return nil
            default: return .error("\(what) is one of \(allowed.map { "." + $0 }.joined(separator: ", ")), not \(article(t))", at: r)
            }
        }
    }

    /// The case a symbol or string names, checked against the allowed ones.
    static func caseName(_ x: Value, _ what: String, _ allowed: [String], _ r: SourceRange) throws -> String {
        switch x {
        case .symbol(let s) where allowed.contains(s): return s
        case .string(let s) where allowed.contains(s): return s
        default: throw Diagnostic.error("\(what) is one of \(allowed.map { "." + $0 }.joined(separator: ", ")), not \(x.description)", at: r)
        }
    }

    /// A color or nil (fillColor = nil fills nothing).
    static func optionalColor(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        switch t {
        case .color, .void, .optional(.color), .optional(.void): return nil
        default: return .error("a layer's color is a CGColor (or nil), not \(article(t))", at: r)
        }
    }

    static func numberList(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        switch t {
        case .list(.number?), .list(nil), .void, .optional(.list(.number?)), .optional(.void): return nil
        default: return .error("this is a list of numbers (or nil), not \(article(t))", at: r)
        }
    }

    static func numbers(_ v: Value, _ r: SourceRange) throws -> [Double]? {
        guard case .list(let l) = v else { return nil }
        return try l.map { x in
            guard case .number(let n) = x, n.isFinite, n >= 0 else { throw Diagnostic.error("the list's numbers must be finite and not negative", at: r) }
            return n
        }
    }

    typealias LP = Property<ViewNode>
    static let caps = LineCap.allCases.map(\.rawValue), joins = LineJoin.allCases.map(\.rawValue)
    /// The properties of CAShapeLayer and CAGradientLayer (and CALayer.contentsScale).
    static let layerProperties: [LP] = [
        LP("path", nil, checkType: { t, r in
            [.path, .void, .optional(.path), .optional(.void)].contains(t) ? nil : .error("a shape layer's path is a CGPath (or nil), not \(article(t))", at: r)
        }) { _, v, x, _, _ in
            if case .path(let o) = x { try content(v).path = o.path } else { try content(v).path = nil }
        },
        LP("fillColor", nil, checkType: optionalColor) { _, v, x, _, _ in
            if case .color(let c) = x { try content(v).fillColor = c } else { try content(v).fillColor = nil }
        },
        LP("strokeColor", nil, checkType: optionalColor) { _, v, x, _, _ in
            if case .color(let c) = x { try content(v).strokeColor = c } else { try content(v).strokeColor = nil }
        },
        LP("lineWidth", .number) { _, v, x, _, r in
            try Check.nonNegative(x.num, "a line width", r)
            try content(v).style.lineWidth = try Check.finite(x.num, r)
        },
        LP("miterLimit", .number) { _, v, x, _, r in
            try Check.nonNegative(x.num, "a miter limit", r)
            try content(v).style.miterLimit = try Check.finite(x.num, r)
        },
        LP("lineCap", nil, checkType: symbolCheck("a line cap", caps), cases: caps) { _, v, x, _, r in
            try content(v).style.lineCap = LineCap(rawValue: try caseName(x, "a line cap", caps, r))!
        },
        LP("lineJoin", nil, checkType: symbolCheck("a line join", joins), cases: joins) { _, v, x, _, r in
            try content(v).style.lineJoin = LineJoin(rawValue: try caseName(x, "a line join", joins, r))!
        },
        LP("lineDashPattern", nil, checkType: numberList) { _, v, x, _, r in
            let d = try numbers(x, r) ?? []
            // Core Graphics draws a solid line for a pattern of zeros.
            try content(v).style.dash = d.allSatisfy { $0 == 0 } ? [] : d
        },
        LP("lineDashPhase", .number) { _, v, x, _, r in try content(v).style.dashPhase = try Check.finite(x.num, r) },
        LP("fillRule", nil, checkType: symbolCheck("a fill rule", ["nonZero", "evenOdd"]), cases: ["nonZero", "evenOdd"]) { _, v, x, _, r in
            try content(v).fillRule = try caseName(x, "a fill rule", ["nonZero", "evenOdd"], r) == "evenOdd" ? .evenOdd : .nonZero
        },
        // Core Animation clamps both to 0…1.
        LP("strokeStart", .number) { _, v, x, _, r in try content(v).strokeStart = min(1, max(0, try Check.finite(x.num, r))) },
        LP("strokeEnd", .number) { _, v, x, _, r in try content(v).strokeEnd = min(1, max(0, try Check.finite(x.num, r))) },
        LP("colors", nil, checkType: { t, r in
            switch t {
            case .list(.color?), .list(nil), .void, .optional(.list(.color?)), .optional(.void): return nil
            default: return .error("a gradient layer's colors are a list of CGColors, not \(article(t))", at: r)
            }
        }) { _, v, x, _, r in
            guard case .list(let l) = x else { try content(v).colors = []; return }
            try content(v).colors = try l.map { c in
                guard case .color(let k) = c else { throw Diagnostic.error("a gradient layer's colors are CGColors, not \(c.typeName)", at: r) }
                return k
            }
        },
        LP("locations", nil, checkType: numberList) { _, v, x, _, r in
            guard case .list(let l) = x else { try content(v).locations = nil; return }
            try content(v).locations = try l.map { try Check.finite($0.num, r) }
        },
        LP("startPoint", .point) { _, v, x, _, r in try content(v).startPoint = try ViewProperties.finite(x.point, "startPoint", r) },
        LP("endPoint", .point) { _, v, x, _, r in try content(v).endPoint = try ViewProperties.finite(x.point, "endPoint", r) },
        LP("type", nil, checkType: symbolCheck("a gradient layer's type", ["axial", "radial", "conic"]), cases: ["axial", "radial", "conic"]) { _, v, x, _, r in
            let type = try caseName(x, "a gradient layer's type", ["axial", "radial", "conic"], r)
            try content(v).radial = type == "radial"
            try content(v).conic = type == "conic"
        },
        LP("string", nil, checkType: { t, r in
            [ValueType.string, .attributedString, .void].contains(t.valueType) || t == .optional(.string) || t == .optional(.void)
                ? nil : .error("a text layer's string is a String or an NSAttributedString (or nil), not \(article(t))", at: r)
        }) { _, v, x, _, _ in
            let c = try content(v)
            if let o = x.ref(AttributedText.self) { c.attributed = o.value; c.string = o.value.string }
            else if case .string(let t) = x { c.attributed = nil; c.string = t }
            else { c.attributed = nil; c.string = "" }
        },
        // A UIFont (its face: the size is `fontSize`'s, as Core Animation takes it) or a font's name.
        LP("CATextLayer.font", nil, checkType: { t, r in
            [.font, .string, .void].contains(t.valueType) || t == .optional(.font) ? nil : .error("a text layer's font is a UIFont or a font's name, not \(article(t))", at: r)
        }) { run, v, x, _, r in
            let c = try content(v)
            switch x {
            case .font(let f): c.font = f
            case .string(let name):
                let f = Font(family: name, size: 36, weight: .regular)
                if let engine = run.textLayout, !Fonts.installed(name, engine), try engine.installedFace(named: name) == nil {
                    c.font.family = IOSFonts.match(name)?.clone?.family
                } else { c.font = f }
            default: c.font = Font(family: LayerContent.helveticaClone, size: 36, weight: .regular)
            }
        },
        LP("fontSize", .number) { _, v, x, _, r in
            let n = try Check.finite(x.num, r)
            guard n > 0, n <= 10_000 else { throw Diagnostic.error("a text layer's fontSize is more than 0 and at most 10000, not \(formatNumber(n))", at: r) }
            try content(v).fontSize = n
        },
        LP("foregroundColor", nil, checkType: optionalColor) { _, v, x, _, _ in
            if case .color(let c) = x { try content(v).foregroundColor = c } else { try content(v).foregroundColor = nil }
        },
        LP("alignmentMode", nil, checkType: symbolCheck("a text layer's alignment", ["natural", "left", "right", "center", "justified"]),
           cases: ["natural", "left", "right", "center", "justified"]) { _, v, x, _, r in
            try content(v).alignment = TextAlignment(rawValue: try caseName(x, "a text layer's alignment", ["natural", "left", "right", "center", "justified"], r)) ?? .natural
        },
        LP("isWrapped", .bool) { _, v, x, _, _ in try content(v).wrapped = x.bool },
        LP("truncationMode", nil, checkType: symbolCheck("a text layer's truncation", ["none", "start", "end", "middle"]),
           cases: ["none", "start", "end", "middle"]) { _, v, x, _, r in
            try content(v).truncation = try caseName(x, "a text layer's truncation", ["none", "start", "end", "middle"], r)
        },
        LP("contents", nil, checkType: { t, r in
            [.object(.image), .void, .optional(.object(.image)), .optional(.void)].contains(t) ? nil : .error("a layer's contents here is a CGImage (or nil), not \(article(t))", at: r)
        }) { _, v, x, _, _ in
            try content(v).contents = x.ref(ImageContent.self)?.value
        },
        // How the contents fill the bounds: stretched (the default), or the image's aspect kept,
        // fitted in or filling them, centred; placing it by its own size is outside.
        LP("contentsGravity", nil, checkType: symbolCheck("a layer's contents gravity here", contentsGravities), cases: contentsGravities) { _, v, x, _, r in
            try content(v).contentsGravity = try caseName(x, "a layer's contents gravity here", contentsGravities, r)
        },
        // The scale of the layer's bitmap: a drawing in vectors has none.
        LP("contentsScale", .number) { _, _, x, _, r in
            if !(x.num > 0 && x.num.isFinite) { throw Diagnostic.error("contentsScale must be a positive number", at: r) }
        },
        // The scale shouldRasterize caches the layer at: a drawing in vectors has none either.
        LP("rasterizationScale", .number) { _, _, x, _, r in
            if !(x.num > 0 && x.num.isFinite) { throw Diagnostic.error("rasterizationScale must be a positive number", at: r) }
        },
        // UIAccessibility's `accessibilityPath` (every NSObject has it): the outline VoiceOver
        // highlights. A layer is no accessibility element here, so it is accepted and inert.
        LP("accessibilityPath", nil, checkType: { t, r in
            [.path, .void, .optional(.path), .optional(.void)].contains(t) ? nil : .error("an accessibility path is a UIBezierPath (or nil), not \(article(t))", at: r)
        }) { _, _, _, _, _ in },
        // Whether a change of its bounds displays the layer again (LayerClass.swift).
        LP("needsDisplayOnBoundsChange", .bool) { _, v, x, _, _ in v.layerDisplay?.onBoundsChange = x.bool },
    ]

    /// The gravities of a layer's contents drawn here: those that fit the image to the bounds.
    static let contentsGravities = ["resize", "resizeAspect", "resizeAspectFill"]

    /// A layer's contents image, in its bounds by its gravity (Core Animation's: `resize`
    /// stretches it to them; `resizeAspect` fits it, `resizeAspectFill` fills them, its aspect
    /// kept and centred).
    static func lowerContents(_ v: ViewNode, _ c: LayerContent, _ out: inout [Item]) {
        guard let img = c.contents, img.size.width > 0, img.size.height > 0 else { return }
        let b = v.bounds
        guard b.width > 0, b.height > 0 else { return }
        var dest = b
        if c.contentsGravity != "resize" {
            let sx = b.width / img.size.width, sy = b.height / img.size.height
            let k = c.contentsGravity == "resizeAspect" ? min(sx, sy) : max(sx, sy)
            let w = img.size.width * k, h = img.size.height * k
            dest = Rect(b.minX + (b.width - w) / 2, b.minY + (b.height - h) / 2, w, h)
        }
        if let d = img.drawing { d.lower(into: dest, v.range, &out) } else {
            out.append(Item(.image(img.ref, dest: dest, sampling: ViewProperty.imageSampling(v)), v.range))
        }
    }

    /// A layer's dump (its class's own settings) and what it draws of its own.
    static let layerView = ViewKind(
        name: "layer",
        properties: layerProperties.map(\.name),
        dump: { v in
            guard let c = v.layerContent else { return [] }
            let contents = c.contents.map { ["contents = \(DumpText.quote($0.name)) \($0.pixelWidth)x\($0.pixelHeight) px \(c.contentsGravity)"] } ?? []
            switch c.kind {
            case .plain: return contents
            case .shape:
                var parts = ["path = \(c.path.map { TreeDumper.rect($0.controlPointBounds) } ?? "nil")"]
                if let f = c.fillColor { parts.append("fill \(f.hexString)") }
                if let s = c.strokeColor { parts.append("stroke \(s.hexString) \(formatNumber(c.style.lineWidth))") }
                if c.strokeStart > 0 || c.strokeEnd < 1 { parts.append("strokeStart \(formatNumber(c.strokeStart)) strokeEnd \(formatNumber(c.strokeEnd))") }
                return parts
            case .gradient:
                return ["\(c.conic ? "conic" : c.radial ? "radial" : "axial") gradient \(c.colors.map(\.hexString).joined(separator: " "))"]
            case .text:
                var parts = ["string = \(DumpText.quote(c.string))", "font = \(c.font.family ?? Font.systemFamily) \(formatNumber(c.fontSize))"]
                if let f = c.foregroundColor { parts.append("foregroundColor = \(f.hexString)") }
                if c.alignment != .natural { parts.append("alignmentMode = \(c.alignment.rawValue)") }
                if c.wrapped { parts.append("isWrapped = true") }
                if c.truncation != "none" { parts.append("truncationMode = \(c.truncation)") }
                return parts
            }
        },
        lowerContent: { v, out in
            guard let c = v.layerContent else { return }
            let r = v.range
            lowerContents(v, c, &out)
            switch c.kind {
            case .plain: return
            case .shape:
                guard let p = c.path, !p.isEmpty else { return }
                // The fill and an untrimmed stroke keep one packed path between them.
                let data = p.data
                if let f = c.fillColor, f.alpha > 0 { out.append(Item(.fill(data, .color(f), c.fillRule), r)) }
                // A stroke of width 0 draws nothing in Core Animation.
                if let s = c.strokeColor, s.alpha > 0, c.style.lineWidth > 0, c.strokeEnd > c.strokeStart {
                    let els = c.strokeStart > 0 || c.strokeEnd < 1 ? PathData(LayerTrim.trimmed(p.elements, from: c.strokeStart, to: c.strokeEnd)) : data
                    if !els.isEmpty { out.append(Item(.stroke(els, .color(s), c.style), r)) }
                }
            case .gradient:
                lowerGradient(v, c, &out)
            case .text:
                lowerText(v, c, &out)
            }
        })

    /// A text layer's string, drawn from the top of its bounds as Core Text lays it out there:
    /// each paragraph one line unless it wraps at the bounds' width; the text is the layer's
    /// contents, so nothing is drawn outside its bounds.
    static func lowerText(_ v: ViewNode, _ c: LayerContent, _ out: inout [Item]) {
        let b = v.bounds, r = v.range
        guard !c.string.isEmpty, let color = c.foregroundColor, color.alpha > 0, b.width > 0, b.height > 0 else { return }
        var font = c.font
        font.size = c.fontSize
        font.textStyle = nil; font.scaledStyle = nil; font.baseSize = nil
        let mode: LineBreakMode = c.truncation == "start" ? .byTruncatingHead : c.truncation == "middle" ? .byTruncatingMiddle
            : c.truncation == "end" ? .byTruncatingTail : c.wrapped ? .byWordWrapping : .byClipping
        let width = b.width
        var run = c.attributed.map { TextRun(attributed: $0, font: font, color: color, alignment: c.alignment, box: b, wrapWidth: width, lines: c.wrapped ? 0 : 1, lineBreakMode: mode) }
            ?? TextRun(text: c.string, font: font, color: color, alignment: c.alignment, box: b, wrapWidth: width, lines: c.wrapped ? 0 : 1, lineBreakMode: mode)
        run.topAligned = true
        var box = BezierPath(); box.addRect(b)
        out.append(Item(.save, r))
        out.append(Item(.clip(box.data, .nonZero), r))
        Lowering.lowerText(run, r, &out)
        out.append(Item(.restore, r))
    }

    /// A gradient layer's colors over its bounds: axial from startPoint to endPoint, radial
    /// from a center at startPoint to an ellipse through endPoint; both extend their end colors
    /// over the rest of the bounds, as Core Animation draws them; conic around startPoint, its
    /// locations fractions of a turn clockwise from the direction of endPoint.
    static func lowerGradient(_ v: ViewNode, _ c: LayerContent, _ out: inout [Item]) {
        let b = v.bounds, r = v.range
        guard !c.colors.isEmpty, b.width > 0, b.height > 0 else { return }
        var g = Gradient(colors: c.colors)
        if let l = c.locations, l.count == c.colors.count {
            g = Gradient(stops: zip(l, c.colors).map { Gradient.Stop($0, $1) })
        }
        func unit(_ p: Point) -> Point { Point(b.minX + p.x * b.width, b.minY + p.y * b.height) }
        let s = unit(c.startPoint), e = unit(c.endPoint)
        let all: GradientOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        out.append(Item(.save, r))
        // Its corners are rounded by cornerRadius, as a background is.
        out.append(Item(.clip(Lowering.layerShape(v).data, .nonZero), r))
        if c.conic {
            out.append(Item(.paint(.conicGradient(g, center: s, startAngle: s == e ? 0 : atan2(e.y - s.y, e.x - s.x))), r))
        } else if c.radial {
            // Radii along x and y: the distances from start to end in each direction.
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            if rx > 0, ry > 0 {
                out.append(Item(.concat(Transform(scaleX: 1, y: ry / rx).concatenating(Transform(translationX: s.x, y: s.y))), r))
                out.append(Item(.paint(.radialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx, all)), r))
            } else if let last = g.stops.last?.color {
                out.append(Item(.paint(.color(last)), r))
            }
        } else if s != e {
            out.append(Item(.paint(.linearGradient(g, start: s, end: e, all)), r))
        }
        out.append(Item(.restore, r))
    }
}

/// CAShapeLayer's strokeStart and strokeEnd: the part of a path between two fractions of its
/// length (every subpath's, closing segments included, in order).
enum LayerTrim {
    /// One drawn segment: a line (c1 and c2 unused) or a cubic, and whether it starts a subpath.
    struct Segment {
        var p0: Point, c1: Point, c2: Point, p1: Point
        var cubic: Bool
        var startsSubpath: Bool
        func at(_ t: Double) -> Point {
            if !cubic { return Point(p0.x + (p1.x - p0.x) * t, p0.y + (p1.y - p0.y) * t) }
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(a * p0.x + b * c1.x + c * c2.x + d * p1.x, a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }
        /// Arc lengths at `steps + 1` evenly spaced parameters (a line: its two ends).
        func lengths(_ steps: Int) -> [Double] {
            var out = [0.0], prev = p0
            for i in 1...steps {
                let q = at(Double(i) / Double(steps))
                out.append(out[out.count - 1] + hypot(q.x - prev.x, q.y - prev.y))
                prev = q
            }
            return out
        }
        /// The parameter at arc length `s` from its start.
        func parameter(_ s: Double, _ table: [Double]) -> Double {
            let n = table.count - 1
            guard let total = table.last, total > 0 else { return 0 }
            if s <= 0 { return 0 }
            if s >= total { return 1 }
            var i = 1
            while i < n && table[i] < s { i += 1 }
            let a = table[i - 1], b = table[i]
            let f = b > a ? (s - a) / (b - a) : 0
            return (Double(i - 1) + f) / Double(n)
        }
        /// The part between parameters t0 and t1 (de Casteljau's split, twice).
        func part(_ t0: Double, _ t1: Double) -> Segment {
            if !cubic { return Segment(p0: at(t0), c1: .zero, c2: .zero, p1: at(t1), cubic: false, startsSubpath: false) }
            func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
            // The first part, up to t1.
            let ab = lerp(p0, c1, t1), bc = lerp(c1, c2, t1), cd = lerp(c2, p1, t1)
            let abc = lerp(ab, bc, t1), bcd = lerp(bc, cd, t1), end = lerp(abc, bcd, t1)
            let head = Segment(p0: p0, c1: ab, c2: abc, p1: end, cubic: true, startsSubpath: false)
            guard t0 > 0, t1 > 0 else { return head }
            // Its second part, from t0 / t1 on.
            let u = t0 / t1
            let q1 = lerp(head.p0, head.c1, u), q2 = lerp(head.c1, head.c2, u), q3 = lerp(head.c2, head.p1, u)
            let q12 = lerp(q1, q2, u), q23 = lerp(q2, q3, u), start = lerp(q12, q23, u)
            return Segment(p0: start, c1: q23, c2: q3, p1: head.p1, cubic: true, startsSubpath: false)
        }
    }

    static func segments(_ els: [PathElement]) -> [Segment] {
        var out: [Segment] = []
        var cur = Point.zero, start = Point.zero, fresh = true
        for e in els {
            switch e {
            case .move(let p): cur = p; start = p; fresh = true
            case .line(let p):
                out.append(Segment(p0: cur, c1: .zero, c2: .zero, p1: p, cubic: false, startsSubpath: fresh)); cur = p; fresh = false
            case .cubic(let a, let b, let p):
                out.append(Segment(p0: cur, c1: a, c2: b, p1: p, cubic: true, startsSubpath: fresh)); cur = p; fresh = false
            case .close:
                if cur != start { out.append(Segment(p0: cur, c1: .zero, c2: .zero, p1: start, cubic: false, startsSubpath: fresh)) }
                cur = start; fresh = true
            }
        }
        return out
    }

    /// The elements of the part of `els` from fraction `from` to fraction `to` of its length.
    static func trimmed(_ els: [PathElement], from: Double, to: Double) -> [PathElement] {
        let segs = segments(els)
        let tables = segs.map { $0.lengths($0.cubic ? 256 : 1) }
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return [] }
        let lo = from * total, hi = to * total
        var out: [PathElement] = []
        var offset = 0.0
        var joined = false   // whether the last part emitted ends where the next segment starts
        for (i, s) in segs.enumerated() {
            let len = tables[i].last ?? 0
            defer { offset += len }
            let a = max(lo, offset), b = min(hi, offset + len)
            guard b > a || (len == 0 && a == b && a > lo && a < hi) else { joined = false; continue }
            let t0 = s.parameter(a - offset, tables[i]), t1 = s.parameter(b - offset, tables[i])
            let p = s.part(t0, t1)
            if !joined || s.startsSubpath || t0 > 0 { out.append(.move(p.p0)) }
            out.append(p.cubic ? .cubic(p.c1, p.c2, p.p1) : .line(p.p1))
            joined = t1 >= 1
        }
        return out
    }
}

extension Builtins {
    /// `CALayer()`, `CAShapeLayer()`, `CAGradientLayer()`: a layer with Core Animation's
    /// defaults (empty bounds at (0, 0), nothing drawn but a shape layer's black fill), counted
    /// as a view.
    static func makeLayer(_ a: Call, _ kind: LayerContent.Kind) throws -> Value {
        try a.run.countView(a.range)
        let node = ViewNode(kind: kind.rawValue, range: a.range)
        node.layerContent = LayerContent(kind: kind)
        node.kindInfo = Kinds.layerView
        node.isLayer = true
        node.isUserInteractionEnabled = false
        node.isOpaque = false
        return .view(ViewRef(node))
    }

    /// `CAGradientLayer(layer: other)` is Core Animation's initializer of a presentation copy;
    /// code that calls it for a layer of its own gets a new layer of the class, as `()` makes.
    static let layerFunctions: [String: [FunctionForm]] = Dictionary(uniqueKeysWithValues: LayerContent.Kind.allCases.map { k in
        (k.rawValue, [FunctionForm([], .view(k.rawValue)) { a in try makeLayer(a, k) },
                      FunctionForm([Param("layer", .view)], .view(k.rawValue)) { a in try makeLayer(a, k) }])
    }).merging(transform3DFunctions) { a, _ in a }.merging(CoreAnimationStrings.rawValueForms) { a, _ in a }

    /// Core Animation's named values: `CATransform3DIdentity`.
    static let layerConstants: [String: Value] = ["CATransform3DIdentity": .transform(.identity)]

    /// A rotation about the axis (x, y, z) as a flat layer shows it: about z (its sign turning
    /// the angle) it is the affine rotation; about another axis it would tilt the layer out of
    /// its plane, which a flat picture does not show as Core Animation does.
    static func zRotation(_ a: Call, _ first: Int) throws -> Double {
        let angle = a.num(first), x = a.num(first + 1), y = a.num(first + 2), z = a.num(first + 3)
        guard x == 0, y == 0, z != 0 else {
            throw Diagnostic.error("a CATransform3D rotation here is about the z axis (0, 0, 1); a turn about another axis tilts the layer out of the picture's plane", at: a.range)
        }
        return z > 0 ? angle : -angle
    }

    /// CATransform3D as a flat layer without perspective has it: its x and y part, an affine
    /// transform (`Value.transform`). Translations and scales along z change nothing there, and
    /// only rotations about z are taken (`zRotation`), so the x and y part of a product is the
    /// product of the parts.
    static let transform3DFunctions: [String: [FunctionForm]] = {
        let n = ValueType.number, t = ValueType.transform
        return [
            "CATransform3DMakeTranslation": [FunctionForm([Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(Transform(translationX: a.num(0), y: a.num(1))) }],
            "CATransform3DMakeScale": [FunctionForm([Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(Transform(scaleX: a.num(0), y: a.num(1))) }],
            "CATransform3DMakeRotation": [FunctionForm([Param(nil, n), Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(Transform(rotationAngle: try zRotation(a, 0))) }],
            "CATransform3DTranslate": [FunctionForm([Param(nil, t), Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(a[0].transformValue.translatedBy(x: a.num(1), y: a.num(2))) }],
            "CATransform3DScale": [FunctionForm([Param(nil, t), Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(a[0].transformValue.scaledBy(x: a.num(1), y: a.num(2))) }],
            "CATransform3DRotate": [FunctionForm([Param(nil, t), Param(nil, n), Param(nil, n), Param(nil, n), Param(nil, n)], .transform) { a in
                .transform(a[0].transformValue.rotated(by: try zRotation(a, 1))) }],
            "CATransform3DConcat": [FunctionForm([Param(nil, t), Param(nil, t)], .transform) { a in
                .transform(a[0].transformValue.concatenating(a[1].transformValue)) }],
            "CATransform3DMakeAffineTransform": [FunctionForm([Param(nil, t)], .transform) { a in a[0] }],
            "CATransform3DGetAffineTransform": [FunctionForm([Param(nil, t)], .transform) { a in a[0] }],
            "CATransform3DIsIdentity": [FunctionForm([Param(nil, t)], .bool) { a in .bool(a[0].transformValue.isIdentity) }],
            // NSValue(caTransform3D:), as animations' values are written: the transform.
            "NSValue": [FunctionForm([Param("caTransform3D", t)], .transform) { a in a[0] }],
        ]
    }()

    /// What a view's or a layer's `layer` reads: the same node (a view and its layer are one
    /// node of the tree).
    /// A layer's members: the settings a view's `layer.…` sets, read back by their getters
    /// (`layer.cornerRadius`, Kinds/ViewProperties.swift), its superlayer, and its class's.
    static let layerMembers: [(String, Member)] = propertyMembers(.layer) + [
        ("superlayer", Member(.optional(.view("CALayer"))) { v in
            guard let s = viewNode(v)?.superview else { return .void }
            return .view(ViewRef(s))
        }),
        // A shape layer's settings read back (nil or Core Animation's defaults on other layers).
        ("path", Member(.optional(.path)) { v in
            guard let p = viewNode(v)?.layerContent?.path else { return .void }
            return .path(PathObject(p))
        }),
        ("lineWidth", Member(.number) { .number(viewNode($0)?.layerContent?.style.lineWidth ?? 1) }),
        // Its colors (`mask.strokeColor = shape.strokeColor`): opaque black and nil until set.
        ("fillColor", Member(.optional(.color)) { v in
            guard let c = viewNode(v)?.layerContent.map({ $0.fillColor }) ?? Color.black else { return .void }
            return .color(c)
        }),
        ("strokeColor", Member(.optional(.color)) { v in
            guard let c = viewNode(v)?.layerContent?.strokeColor else { return .void }
            return .color(c)
        }),
        // Its line's cap and join, as symbols (`mask.lineCap = shape.lineCap`): `.butt` and
        // `.miter` until set, Core Animation's defaults.
        ("lineCap", Member(.symbol("")) { .symbol((viewNode($0)?.layerContent?.style.lineCap ?? .butt).rawValue) }),
        ("lineJoin", Member(.symbol("")) { .symbol((viewNode($0)?.layerContent?.style.lineJoin ?? .miter).rawValue) }),
        ("strokeStart", Member(.number) { .number(viewNode($0)?.layerContent?.strokeStart ?? 0) }),
        ("strokeEnd", Member(.number) { .number(viewNode($0)?.layerContent?.strokeEnd ?? 1) }),
        // A gradient layer's settings read back (`gradient.colors?.append(c)`): its colors and
        // locations nil until set, its points Core Animation's defaults.
        ("colors", Member(.optional(.list(.color))) { v in
            guard let c = viewNode(v)?.layerContent?.colors, !c.isEmpty else { return .void }
            return .list(c.map { .color($0) }) }),
        ("locations", Member(.optional(.list(.number))) { v in
            guard let l = viewNode(v)?.layerContent?.locations else { return .void }
            return .list(l.map { .number($0) }) }),
        ("startPoint", Member(.point) { .point(viewNode($0)?.layerContent?.startPoint ?? Point(0.5, 0)) }),
        ("endPoint", Member(.point) { .point(viewNode($0)?.layerContent?.endPoint ?? Point(0.5, 1)) }),
    ]

    static let layerMethods: [String: [MethodForm]] = [
        "addSublayer": [MethodForm([Param(nil, .view)], .void) { v, a in
            guard let parent = viewNode(v), let child = viewNode(a[0]) else { return .void }
            try a.run.place(child, in: parent, a.range)
            return .void }],
        // insertSublayer(_:at:), (_:below:), (_:above:): among the sublayers, which are the
        // subviews' layers too.
        "insertSublayer": [
            MethodForm([Param(nil, .view), Param("at", .number)], .void) { v, a in
                guard let parent = viewNode(v), let child = viewNode(a[0]) else { return .void }
                let i = a.num(1)
                guard i >= 0, i == i.rounded() else { throw Diagnostic.error("a sublayer's index is a whole number ≥ 0, not \(formatNumber(i))", at: a.argRange(1)) }
                try a.run.place(child, in: parent, a.range, at: Int(min(i, 1e9)))
                return .void },
            MethodForm([Param(nil, .view), Param("below", .view)], .void) { v, a in try insertSublayer(v, a, after: false) },
            MethodForm([Param(nil, .view), Param("above", .view)], .void) { v, a in try insertSublayer(v, a, after: true) },
        ],
        "removeFromSuperlayer": [MethodForm([], .void) { v, _ in detach(v) }],
        // replaceSublayer(_:with:): the new layer takes the old one's place among the sublayers
        // (UIKit leaves it undefined for a layer that is none of them: an error here).
        "replaceSublayer": [MethodForm([Param(nil, .view), Param("with", .view)], .void) { v, a in
            guard let parent = viewNode(v), let old = viewNode(a[0]), let new = viewNode(a[1]) else { return .void }
            guard let i = parent.subviews.firstIndex(where: { $0 === old }) else {
                throw Diagnostic.error("the layer to replace is not a sublayer of this layer", at: a.argRange(0))
            }
            if old === new { return .void }
            _ = detach(a[0])
            // Where the old one stood once the new one has left its own place among them.
            let shift = parent.subviews[..<i].contains { $0 === new } ? 1 : 0
            try a.run.place(new, in: parent, a.range, at: i - shift)
            return .void }],
        "setAffineTransform": [MethodForm([Param(nil, .transform)], .void) { v, a in
            guard let n = viewNode(v), case .transform(let t) = a[0] else { return .void }
            try a.run.setViewProperty(n, Int(ViewProperties.table.index["transform"]!), .transform(t), a.range, a.argRange(0))
            return .void }],
        "affineTransform": [MethodForm([], .transform) { v, _ in .transform(viewNode(v)?.transform ?? .identity) }],
        // A layer's drawing is made from its settings as the picture is drawn: asking for it
        // again does nothing more — but a layer of a CALayer subclass draws (its draw(in:))
        // only when it is displayed (LayerClass.swift). `setNeedsDisplay()`, `setNeedsLayout()`
        // and `layoutIfNeeded()`, which UIView has too, are declared with UIView's
        // (Builtins/ViewValue.swift).
        "display": [MethodForm([], .void) { v, _ in viewNode(v)?.layerDisplay?.needsDisplay = true; return .void }],
        "displayIfNeeded": [MethodForm([], .void) { _, _ in .void }],
        // Whether the layer is marked to display (setNeedsDisplay() on a layer that draws, not yet displayed).
        "needsDisplay": [MethodForm([], .bool) { v, _ in .bool(viewNode(v)?.layerDisplay?.needsDisplay ?? false) }],
        // Animations do not run in a still picture: the layer shows its model values, and
        // none is attached to it (animation(forKey:) nil, animationKeys() nil, as for a layer
        // with none).
        "add": [MethodForm([Param(nil, nil), Param("forKey", nil)], .void) { _, _ in .void }],
        "removeAllAnimations": [MethodForm([], .void) { _, _ in .void }],
        "removeAnimation": [MethodForm([Param("forKey", .string)], .void) { _, _ in .void }],
        "animation": [MethodForm([Param("forKey", .string)], .optional(.object(.systemObject))) { _, _ in .void }],
        "animationKeys": [MethodForm([], .optional(.list(.string))) { _, _ in .void }],
        // The layer as it shows on screen while animations run (presentation(), an optional:
        // nil for a layer never committed) and the layer whose values they animate from
        // (model()). No animation runs in a still picture, so both are the model layer: the
        // same layer, of its own class (Check/CheckExpressions.swift types them).
        "presentation": [MethodForm([], .optional(.view("CALayer"))) { v, _ in v }],
        // A time in another layer's time space (nil: absolute time, CACurrentMediaTime()'s) in
        // this one's, and back (Properties/MediaTiming.swift).
        "convertTime": [
            MethodForm([Param(nil, .number), Param("from", nil)], .number) { v, a in
                guard let node = viewNode(v) else { return .void }
                let absolute = viewNode(a[1]).map { ViewProperty.timeToAbsolute(a.num(0), from: $0) } ?? a.num(0)
                return .number(ViewProperty.timeFromAbsolute(absolute, in: node)) },
            MethodForm([Param(nil, .number), Param("to", nil)], .number) { v, a in
                guard let node = viewNode(v) else { return .void }
                let absolute = ViewProperty.timeToAbsolute(a.num(0), from: node)
                return .number(viewNode(a[1]).map { ViewProperty.timeFromAbsolute(absolute, in: $0) } ?? absolute) },
        ],
        "model": [MethodForm([], .view("CALayer")) { v, _ in v }],
    ]

    /// `insertSublayer(_:below:)`/`(_:above:)` and UIView's `insertSubview(_:belowSubview:)`/
    /// `(_:aboveSubview:)` (`noun` "subview"): the child placed next to its sibling.
    static func insertSublayer(_ v: Value, _ a: Call, after: Bool, noun: String = "sublayer") throws -> Value {
        guard let parent = viewNode(v), let child = viewNode(a[0]), let sibling = viewNode(a[1]) else { return .void }
        guard let i = parent.subviews.firstIndex(where: { $0 === sibling }) else {
            let what = noun == "sublayer" ? "layer" : "view"
            throw Diagnostic.error("the \(what) to insert \(after ? "above" : "below") is not a \(noun) of this \(what)", at: a.argRange(1))
        }
        // Where the sibling stands once the child has left its old place.
        let shift = parent.subviews[..<i].contains { $0 === child } ? 1 : 0
        try a.run.place(child, in: parent, a.range, at: i - shift + (after ? 1 : 0))
        return .void
    }
}

/// Core Animation's string enums (CAShapeLayerLineCap, CAShapeLayerLineJoin, CAShapeLayerFillRule,
/// CAGradientLayerType): a case is a symbol (`.round`), as their layers' settings take it. Its
/// `rawValue` (Check/CheckExpressions.swift) is the string Core Animation names it by — the case's
/// own name but for the fill rules' "non-zero" and "even-odd" — and `Type(rawValue:)` is the case
/// a string names (`Builtins.layerFunctions`), as Swift 3's string-typed `lineCap = kCALineCapRound` was.
enum CoreAnimationStrings {
    /// Each type's cases and their raw values.
    static let cases: [String: [(name: String, raw: String)]] = [
        "CAShapeLayerLineCap": [("butt", "butt"), ("round", "round"), ("square", "square")],
        "CAShapeLayerLineJoin": [("miter", "miter"), ("round", "round"), ("bevel", "bevel")],
        "CAShapeLayerFillRule": [("nonZero", "non-zero"), ("evenOdd", "even-odd")],
        "CAGradientLayerType": [("axial", "axial"), ("radial", "radial"), ("conic", "conic")],
    ]

    /// The raw value of `type`'s case `name`, nil when it has none of that name.
    static func rawValue(_ type: String, _ name: String) -> String? {
        cases[type]?.first(where: { $0.name == name })?.raw
    }

    /// `CAShapeLayerLineCap(rawValue: "round")`: the case; a string naming none stays the string,
    /// which the layer's setting then names as no case of it.
    static let rawValueForms: [String: [FunctionForm]] = Dictionary(uniqueKeysWithValues: cases.map { type, cases in
        (type, [FunctionForm([Param("rawValue", .string)], .symbol("")) { a in
            let s = a[0].string
            return cases.first(where: { $0.raw == s }).map { .symbol($0.name) } ?? .string(s) }])
    })
}
