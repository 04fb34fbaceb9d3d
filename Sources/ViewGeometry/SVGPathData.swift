// SVG path data (the `d` attribute, SVG 1.1 §8.3) read into a BezierPath. The whole grammar:
// M L H V C S Q T A Z in absolute (upper case) and relative (lower case) form, implicit
// repeats (extra coordinate pairs after M are line-tos), compact numbers (`1.5.5` is 1.5 and
// .5, `1e-3`, `-1-2`), compact arc flags (`a1 1 0 011 1`). Elliptical arcs are converted to
// cubics after the SVG radius correction (F.6.6). A mistake is reported with the offset, in
// unicode scalars, of the character where reading stopped.

import FoundationEssentials
import Glibc

/// Why a string is not SVG path data, and where in it (a scalar offset from its start).
public struct SVGPathError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
    public init(_ message: String, at offset: Int) { self.message = message; self.offset = offset }
}

public enum SVGPathData {
    /// Reads `text` as SVG path data into a path (starting from an empty path).
    public static func parse(_ text: String) throws -> BezierPath {
        var reader = Reader(Array(text.unicodeScalars))
        return try reader.run()
    }

    struct Reader {
        let s: [Unicode.Scalar]
        var i = 0
        var path = BezierPath()
        var current = Point.zero
        var subStart = Point.zero
        /// The second control point of the last C/S (for S) or the control of the last Q/T (for T).
        var lastCubicControl: Point?
        var lastQuadControl: Point?

        init(_ s: [Unicode.Scalar]) { self.s = s }

        static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
        static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

        /// Where the comma after the last argument read is, if there was one.
        var commaAt: Int?

        mutating func skipSpace() { while i < s.count, Reader.isSpace(s[i]) { i += 1 } }
        mutating func skipCommaSpace() {
            skipSpace()
            commaAt = nil
            if i < s.count, s[i] == "," { commaAt = i; i += 1; skipSpace() }
        }
        /// True when a number starts here (after spaces).
        mutating func numberAhead() -> Bool {
            skipSpace()
            guard i < s.count else { return false }
            let c = s[i]
            return Reader.isDigit(c) || c == "." || c == "-" || c == "+"
        }

        mutating func number(_ what: String, after cmd: Unicode.Scalar) throws -> Double {
            skipSpace()
            let start = i
            guard i < s.count else {
                throw SVGPathError("'\(cmd)' needs \(what), but the path data ends", at: i)
            }
            if s[i] == "+" || s[i] == "-" { i += 1 }
            var digits = 0
            while i < s.count, Reader.isDigit(s[i]) { i += 1; digits += 1 }
            if i < s.count, s[i] == "." {
                i += 1
                while i < s.count, Reader.isDigit(s[i]) { i += 1; digits += 1 }
            }
            if digits == 0 {
                i = start
                let found = s[start] == "," ? "','" : "'\(Character(s[start]))'"
                throw SVGPathError("'\(cmd)' needs \(what), not \(found)", at: start)
            }
            if i < s.count, s[i] == "e" || s[i] == "E" {
                var j = i + 1
                if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
                if j < s.count, Reader.isDigit(s[j]) {
                    i = j
                    while i < s.count, Reader.isDigit(s[i]) { i += 1 }
                } else {
                    throw SVGPathError("an exponent needs digits", at: j)
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: s[start..<i])
            guard let v = Double(text), v.isFinite else {
                throw SVGPathError("the number '\(text)' is out of range", at: start)
            }
            skipCommaSpace()
            return v
        }

        mutating func flag(after cmd: Unicode.Scalar) throws -> Bool {
            skipSpace()
            guard i < s.count else { throw SVGPathError("'\(cmd)' needs a flag (0 or 1), but the path data ends", at: i) }
            let c = s[i]
            guard c == "0" || c == "1" else {
                throw SVGPathError("an arc flag is 0 or 1, not '\(Character(c))'", at: i)
            }
            i += 1
            skipCommaSpace()
            return c == "1"
        }

        mutating func point(_ cmd: Unicode.Scalar, _ rel: Bool, _ what: String) throws -> Point {
            let x = try number("\(what) x", after: cmd)
            let y = try number("\(what) y", after: cmd)
            return rel ? Point(current.x + x, current.y + y) : Point(x, y)
        }

        mutating func run() throws -> BezierPath {
            skipSpace()
            var first = true
            while i < s.count {
                let c = s[i]
                let upper = Unicode.Scalar(String(c).uppercased()) ?? c
                guard "MLHVCSQTAZ".unicodeScalars.contains(upper) else {
                    if first {
                        throw SVGPathError("path data starts with a moveto ('M' or 'm'), not '\(Character(c))'", at: i)
                    }
                    throw SVGPathError("expected a path command (M L H V C S Q T A Z), not '\(Character(c))'", at: i)
                }
                if first && upper != "M" {
                    throw SVGPathError("path data starts with a moveto ('M' or 'm'), not '\(Character(c))'", at: i)
                }
                first = false
                let cmdAt = i
                i += 1
                try command(c, upper, cmdAt)
                skipSpace()
            }
            return path
        }

        mutating func command(_ cmd: Unicode.Scalar, _ upper: Unicode.Scalar, _ at: Int) throws {
            let rel = cmd != upper
            if upper == "Z" {
                path.close(); current = subStart
                lastCubicControl = nil; lastQuadControl = nil
                return
            }
            var repeatIndex = 0
            repeat {
                var cubicControl: Point? = nil
                var quadControl: Point? = nil
                switch upper {
                case "M":
                    let p = try point(cmd, rel, "a point's")
                    if repeatIndex == 0 {
                        path.move(to: p); subStart = p
                    } else {
                        path.addLine(to: p)   // later pairs are implicit line-tos
                    }
                    current = p
                case "L":
                    let p = try point(cmd, rel, "a point's")
                    path.addLine(to: p); current = p
                case "H":
                    let x = try number("an x coordinate", after: cmd)
                    let p = Point(rel ? current.x + x : x, current.y)
                    path.addLine(to: p); current = p
                case "V":
                    let y = try number("a y coordinate", after: cmd)
                    let p = Point(current.x, rel ? current.y + y : y)
                    path.addLine(to: p); current = p
                case "C":
                    let c1 = try point(cmd, rel, "the first control point's")
                    let c2 = try point(cmd, rel, "the second control point's")
                    let p = try point(cmd, rel, "the end point's")
                    path.addCurve(to: p, control1: c1, control2: c2); current = p
                    cubicControl = c2
                case "S":
                    let c1 = lastCubicControl.map { current * 2.0 - $0 } ?? current
                    let c2 = try point(cmd, rel, "the second control point's")
                    let p = try point(cmd, rel, "the end point's")
                    path.addCurve(to: p, control1: c1, control2: c2); current = p
                    cubicControl = c2
                case "Q":
                    let q = try point(cmd, rel, "the control point's")
                    let p = try point(cmd, rel, "the end point's")
                    path.addQuadCurve(to: p, control: q); current = p
                    quadControl = q
                case "T":
                    let q = lastQuadControl.map { current * 2.0 - $0 } ?? current
                    let p = try point(cmd, rel, "the end point's")
                    path.addQuadCurve(to: p, control: q); current = p
                    quadControl = q
                case "A":
                    let rx = try number("a radius x", after: cmd)
                    let ry = try number("a radius y", after: cmd)
                    let rot = try number("an x-axis rotation", after: cmd)
                    let large = try flag(after: cmd)
                    let sweep = try flag(after: cmd)
                    let p = try point(cmd, rel, "the end point's")
                    path.addSVGArc(to: p, radiusX: rx, radiusY: ry, xAxisRotationDegrees: rot,
                                   largeArc: large, sweep: sweep)
                    current = p
                default: break
                }
                lastCubicControl = cubicControl
                lastQuadControl = quadControl
                repeatIndex += 1
            } while numberAhead()
            // SVG 1.1's grammar puts a comma only between arguments: not after a command's last
            // one, before the next command or at the end (`M10 10, L20 20`, `L20 20,`).
            if let c = commaAt {
                throw SVGPathError("a comma after the last argument of '\(cmd)': in SVG path data a comma goes between arguments only", at: c)
            }
        }
    }
}

extension BezierPath {
    /// SVG's elliptical arc (`A rx ry rot large sweep x y`) from the current point to `end`,
    /// as cubics. Follows SVG 1.1 appendix F.6: equal endpoints draw nothing, a zero radius
    /// makes a straight line, negative radii count as positive, and radii too small to reach
    /// the end point are scaled up just enough (F.6.6). `sweep` true means the angle grows,
    /// which with y down turns clockwise on screen.
    public mutating func addSVGArc(to end: Point, radiusX: Double, radiusY: Double,
                                   xAxisRotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        guard let start = currentPoint else { move(to: end); return }
        if start == end { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { addLine(to: end); return }
        let phi = xAxisRotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = Transform.sinCos(phi)
        // F.6.5.1: the start point in the ellipse's own axes, relative to the chord's middle.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radius correction.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let k = lambda.squareRoot(); rx *= k; ry *= k }
        // F.6.5.2: the centre in the ellipse's axes.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry
        let cy1 = -coef * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep, on the unit circle.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // Radii or end points so large that the arithmetic overflowed: a straight line is
        // the best the numbers allow (a later range check reports coordinates out of range).
        guard delta.isFinite, theta1.isFinite, rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite else {
            addLine(to: end)
            return
        }
        // Cubics of at most a quarter turn each, on the unit circle, then mapped.
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        let t = Transform(a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: cx, ty: cy)
        var a0 = theta1
        for n in 0..<segments {
            let a1 = a0 + step
            let (s0, c0) = (sin(a0), cos(a0))
            let (s1, c1) = (sin(a1), cos(a1))
            let cp1 = Point(c0 - k * s0, s0 + k * c0).applying(t)
            let cp2 = Point(c1 + k * s1, s1 - k * c1).applying(t)
            // The last segment ends exactly on the asked end point.
            let p = n == segments - 1 ? end : Point(c1, s1).applying(t)
            addCurve(to: p, control1: cp1, control2: cp2)
            a0 = a1
        }
    }
}
