// Paint and stroke settings shared by the view tree, the IR and the backend: colors,
// fill rules, line caps and joins. Plain values with UIKit's defaults.

import FoundationEssentials
import Glibc

/// An sRGB color with straight (not premultiplied) alpha, each component in 0...1 (UIColor).
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From 0...255 components, as design tools list them.
    public init(r255 r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0, alpha: 0)
    public func withAlphaComponent(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// UIColor(hue:saturation:brightness:alpha:), every component in 0...1.
    public init(hue: Double, saturation s: Double, brightness v: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `#rrggbb` or `#rrggbbaa`, lower case.
    public var hexString: String {
        func h(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())   // two lower-case hex digits, as %02x
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }
}

/// Which points a fill covers (CGPathFillRule).
public enum FillRule: String, Hashable, Sendable {
    case nonZero = "nonzero", evenOdd = "evenodd"
}

/// The shape at the open ends of a stroke (CGLineCap).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// The shape where stroke segments meet (CGLineJoin).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// Everything that shapes a stroke, with UIBezierPath's defaults.
///
/// The one-byte cap and join come last: stored in this order the style takes 34 bytes, not
/// 40, which keeps a stroke's IR item (DrawIR's `Item`) within 96 bytes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double = 1
    public var miterLimit: Double = 10
    /// Dash lengths, alternating on and off; empty for a solid line.
    public var dash: [Double] = []
    public var dashPhase: Double = 0
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public init() {}
}

/// A color gradient (CGGradient): colors at locations in 0...1, in increasing order.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: Color
        public init(_ location: Double, _ color: Color) { self.location = location; self.color = color }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced colors, as CGGradient does when `locations` is nil.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(n > 1 ? Double($0.offset) / Double(n - 1) : 0, $0.element) }
    }
    /// The same gradient with every color's alpha multiplied by `a`.
    public func withAlpha(_ a: Double) -> Gradient {
        Gradient(stops: stops.map { Stop($0.location, $0.color.withAlphaComponent($0.color.alpha * a)) })
    }
}

/// Whether a gradient goes on past its ends (CGGradientDrawingOptions).
public struct GradientOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Extend the first color before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = GradientOptions(rawValue: 1)
    /// Extend the last color after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = GradientOptions(rawValue: 2)
}

/// What a fill, stroke or paint paints with.
///
/// A color is stored in place; the rare, large paints (gradients, patterns) are `indirect`,
/// boxed on the heap, so that a paint is a color's 32 bytes and a tag, and every fill and
/// stroke of the IR pays only that (`MemoryLayout<Paint>.size` is 33).
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// CGContext.drawLinearGradient(_:start:end:options:).
    indirect case linearGradient(Gradient, start: Point, end: Point, GradientOptions)
    /// CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:).
    indirect case radialGradient(Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double, GradientOptions)
    /// A conic gradient (CAGradientLayer's `.conic`): the color at a point is the gradient's
    /// at the fraction of a full turn its direction from `center` makes with the direction
    /// `startAngle` (radians, y down: increasing clockwise on the page), its first color before
    /// the first stop and its last after the last, over the whole plane.
    indirect case conicGradient(Gradient, center: Point, startAngle: Double)
    /// An image repeated over the plane: UIColor(patternImage:), a tiled resizable image.
    indirect case pattern(ImagePattern)

    /// The same paint with its alpha multiplied by `a` (CGContext.setAlpha on one drawing).
    public func withAlpha(_ a: Double) -> Paint {
        if a == 1 { return self }
        switch self {
        case .color(let c): return .color(c.withAlphaComponent(c.alpha * a))
        case .linearGradient(let g, let s, let e, let o): return .linearGradient(g.withAlpha(a), start: s, end: e, o)
        case .radialGradient(let g, let sc, let sr, let ec, let er, let o):
            return .radialGradient(g.withAlpha(a), startCenter: sc, startRadius: sr, endCenter: ec, endRadius: er, o)
        case .conicGradient(let g, let c, let s): return .conicGradient(g.withAlpha(a), center: c, startAngle: s)
        case .pattern(var p): p.alpha *= a; return .pattern(p)
        }
    }
}

/// A shadow cast by everything drawn until it ends: a Gaussian blur of the drawing's alpha,
/// tinted with `color` (its alpha is the shadow's opacity) and moved by `offset`. The blur is
/// stored once, as the Gaussian's standard deviation `sigma`. Positive heights go down, as in
/// UIKit.
///
/// Where offset and sigma are measured:
/// - a CALayer shadow (`toBase` nil): in the user space current at beginShadow, turning and
///   scaling with the view;
/// - CGContext.setShadow, a group's shadow, an NSShadow (`toBase` set): in the drawing's base
///   space, whatever transforms the drawing itself made. A view's drawing goes into its
///   backing store, whose base space is the view's coordinate space at the start of its
///   drawing (for a component fitted by its contentMode, the intrinsic size it was drawn
///   at): the store is then turned and scaled onto the page with the view, and its shadows
///   with it. `toBase` maps the user space current at beginShadow onto that base space (the
///   translateBy/rotate/scaleBy/concatenate the drawing made since it began); it is the
///   identity for drawing that made none, and on the page itself, whose base space is the
///   page's points.
public struct Shadow: Hashable, Sendable {
    public var offset: Size
    /// The Gaussian's standard deviation, in points of the shadow's space.
    public var sigma: Double
    public var color: Color
    /// The user space at beginShadow → the base space the shadow is measured in; nil for a
    /// layer shadow, measured in the user space itself.
    public var toBase: Transform?
    /// Only the shadow is painted: what is drawn inside shapes it but does not show itself
    /// (a layer's shadowPath).
    public var castOnly = false
    public init(offset: Size, sigma: Double, color: Color, toBase: Transform?, castOnly: Bool = false) {
        self.offset = offset; self.sigma = sigma; self.color = color; self.toBase = toBase; self.castOnly = castOnly
    }
    /// CGContext.setShadow(offset:blur:color:): in base space (`toBase` the identity until the
    /// lowering knows the drawing's transforms); the blur radius is twice the standard
    /// deviation (σ = blur / 2).
    public init(offset: Size, blur: Double, color: Color) {
        self.init(offset: offset, sigma: blur / 2, color: color, toBase: .identity)
    }
    /// Measured in a base space rather than in the user space at beginShadow.
    public var inBaseSpace: Bool { toBase != nil }
    /// The CGContext blur radius (2σ).
    public var blur: Double { sigma * 2 }
    /// CGContext.setShadow(offset:blur:) without a color: black at one third opacity.
    public static let defaultColor = Color(white: 0, alpha: 1.0 / 3)
}

/// How drawing combines with what is below it (CGBlendMode): the modes cairo can carry.
/// CGBlendMode.plusDarker has no cairo counterpart and is not offered.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusLighter
}
