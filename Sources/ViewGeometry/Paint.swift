// Paint and stroke settings shared by the view tree, the IR and the backend: colors,
// fill rules, line caps and joins. Plain values with UIKit's defaults.

import Foundation

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
        func h(_ v: Double) -> String { String(format: "%02x", Int((max(0, min(1, v)) * 255).rounded())) }
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
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    /// Dash lengths, alternating on and off; empty for a solid line.
    public var dash: [Double] = []
    public var dashPhase: Double = 0
    public init() {}
}

/// What a fill or stroke paints with.
public enum Paint: Hashable, Sendable {
    case color(Color)
}
