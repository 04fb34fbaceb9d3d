// Gradients and blend modes on cairo: CGContext.drawLinearGradient / drawRadialGradient with
// their extend options, and CGBlendMode as cairo operators.

import CCairo
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

extension CairoRenderer {
    /// Makes a gradient paint the source. Core Graphics extends a gradient past its ends only
    /// when asked, per end; cairo extends both ends or neither, so with both options the
    /// pattern pads, and otherwise it does not (a one-sided option is handled by `paintClip`).
    static func setGradientSource(_ cr: OpaquePointer?, _ paint: Paint, padBoth: Bool? = nil) {
        let pattern: OpaquePointer?
        let g: Gradient, o: GradientOptions, anchor: Point
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); return
        case .pattern:
            return   // set by setPaint, which decodes the image
        case .conicGradient(let gr, let c, let a):
            setConicSource(cr, gr, center: c, startAngle: a); return
        case .linearGradient(let gr, let s, let e, let op):
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y); g = gr; o = op; anchor = s
        case .radialGradient(let gr, let c0, let r0, let c1, let r1, let op):
            pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1); g = gr; o = op; anchor = c0
        }
        for stop in g.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        let pad = padBoth ?? o.contains([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        cairo_pattern_set_extend(pattern, pad ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        // In a PNG, sampled the same way by every band (PixelGrid.swift).
        if PixelGrid.applies(cr) { PixelGrid.align(pattern, for: cr, anchor: anchor) }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Paints the whole clip area with a paint (CGContext.drawLinearGradient and friends).
    static func paintClip(_ cr: OpaquePointer?, _ paint: Paint, _ range: SourceRange = .none) throws {
        // The area to cover: the clip's extents in user space, a point wider. (Not a fixed
        // "far" distance: under a scaled transform a fixed distance leaves cairo's 24.8 fixed
        // point range and wraps, turning the half-plane inside out.)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        x1 -= 1; y1 -= 1; x2 += 1; y2 += 1
        switch paint {
        case .color, .pattern, .conicGradient:
            try setPaint(cr, paint, range)
            cairo_paint(cr)
        case .linearGradient(_, let s, let e, let o):
            let before = o.contains(.drawsBeforeStartLocation), after = o.contains(.drawsAfterEndLocation)
            if before && after {
                setGradientSource(cr, paint)
                cairo_paint(cr)
                return
            }
            if !before && !after {
                // Neither end extends: the band between the lines through the start and the end
                // points, across the axis. Clipped, not left to the pattern's EXTEND_NONE, which
                // cairo's SVG writer cannot say (SVG pads every gradient): every format then
                // paints the same band, its edges antialiased.
                let d = e - s, len = d.length
                let v = Point(-d.y / len, d.x / len)
                let far = [Point(x1, y1), Point(x2, y1), Point(x1, y2), Point(x2, y2)].map { ($0 - s).length }.max()! + len + 1
                cairo_save(cr)
                cairo_new_path(cr)
                let a = s + v * far, b = s - v * far, c = e - v * far, dd = e + v * far
                cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, b.x, b.y)
                cairo_line_to(cr, c.x, c.y); cairo_line_to(cr, dd.x, dd.y); cairo_close_path(cr)
                cairo_clip(cr)
                setGradientSource(cr, paint, padBoth: true)
                cairo_paint(cr)
                cairo_restore(cr)
                return
            }
            // One end extends: pad both, then clip away the half-plane past the other end.
            let d = e - s, len = d.length
            let u = Point(d.x / len, d.y / len), v = Point(-u.y, u.x)
            // The kept side starts at the end that does not extend and runs towards the one that does.
            let edge = before ? e : s
            let toward = before ? Point(-u.x, -u.y) : u
            // Far enough from the edge to reach every corner of the area.
            let far = [Point(x1, y1), Point(x2, y1), Point(x1, y2), Point(x2, y2)].map { ($0 - edge).length }.max()! + 1
            cairo_save(cr)
            cairo_new_path(cr)
            let a = edge + v * far, b = edge - v * far
            let c = b + toward * far, dd = a + toward * far
            cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, b.x, b.y)
            cairo_line_to(cr, c.x, c.y); cairo_line_to(cr, dd.x, dd.y); cairo_close_path(cr)
            cairo_clip(cr)
            setGradientSource(cr, paint, padBoth: true)
            cairo_paint(cr)
            cairo_restore(cr)
        case .radialGradient(_, let c0, let r0, let c1, let r1, let o):
            let before = o.contains(.drawsBeforeStartLocation), after = o.contains(.drawsAfterEndLocation)
            if !before && !after && (c1 - c0).length + r0 <= r1 {
                // Neither end extends and the start circle lies in the end circle: the painted
                // area is the end circle (less the start circle's inside): clipped, so its rim is
                // antialiased (EXTEND_NONE cuts it pixel by pixel) and SVG does not pad past it.
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_arc(cr, c1.x, c1.y, r1, 0, 2 * .pi)
                if r0 > 0 {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, c0.x, c0.y, r0, 0, 2 * .pi)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                }
                cairo_clip(cr)
                setGradientSource(cr, paint, padBoth: true)
                cairo_paint(cr)
                cairo_restore(cr)
                return
            }
            if before == after {
                setGradientSource(cr, paint)
                cairo_paint(cr)
                return
            }
            cairo_save(cr)
            cairo_new_path(cr)
            if before {
                // Inside the end circle: the start side and the gradient itself.
                cairo_arc(cr, c1.x, c1.y, r1, 0, 2 * .pi)
            } else {
                // Outside the start circle: the gradient and what lies past its end.
                cairo_rectangle(cr, x1, y1, x2 - x1, y2 - y1)
                cairo_new_sub_path(cr)
                cairo_arc(cr, c0.x, c0.y, r0, 0, 2 * .pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_clip(cr)
            setGradientSource(cr, paint, padBoth: true)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// A conic gradient as cairo's mesh pattern (cairo has no conic gradient): the turn around
    /// the center cut into sectors at the stops and at most an eightieth of a turn wide, each a
    /// patch from the center to an arc beyond every corner of the clip, its two radial sides
    /// the colors of their angles, so that inside it the color goes linearly with the angle, as
    /// between two stops. Before the first stop and after the last the end colors hold.
    static func setConicSource(_ cr: OpaquePointer?, _ g: Gradient, center c: Point, startAngle: Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let radius = [Point(x1, y1), Point(x2, y1), Point(x1, y2), Point(x2, y2)].map { ($0 - c).length }.max()! + 2
        guard let first = g.stops.first?.color else { return }
        // The colour at `t`, the cuts asked for in increasing order: the stops, when in order of
        // their locations, are walked once (a gradient of many thousands of colours in linear
        // time), else searched from the first.
        let ordered = zip(g.stops, g.stops.dropFirst()).allSatisfy { $0.location <= $1.location }
        var from = 0
        func color(_ t: Double) -> Color {
            let found: Int?
            if ordered {
                while from < g.stops.count, g.stops[from].location <= t { from += 1 }
                found = from < g.stops.count ? from : nil
            } else {
                found = g.stops.firstIndex(where: { $0.location > t })
            }
            guard let i = found else { return g.stops.last!.color }
            if i == 0 { return first }
            let s0 = g.stops[i - 1], s1 = g.stops[i]
            let f = s1.location > s0.location ? (t - s0.location) / (s1.location - s0.location) : 1
            let a = s0.color, b = s1.color
            return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                         blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        // The fractions of the turn where sectors end: the stops inside it, and enough between.
        // Of very many stops, those closer than a 4096th of the turn to the last one kept make
        // no sector of their own (no pixel could show one): at most 4096 sectors and 80 more.
        var cuts = Set(g.stops.map(\.location).filter { $0 > 0 && $0 < 1 })
        if cuts.count > 1024 {
            var kept: [Double] = []
            for t in cuts.sorted() where kept.last.map({ t - $0 >= 1.0 / 4096 }) ?? true { kept.append(t) }
            cuts = Set(kept)
        }
        for k in 1..<80 { cuts.insert(Double(k) / 80) }
        let ends = [0.0] + cuts.sorted() + [1.0]
        guard let mesh = cairo_pattern_create_mesh() else { return }
        for (t0, t1) in zip(ends, ends.dropFirst()) where t1 > t0 {
            let a0 = startAngle + 2 * .pi * t0, a1 = startAngle + 2 * .pi * t1
            // The arc's cubic: control points k of the radius along the tangents.
            let k = 4.0 / 3 * tan((a1 - a0) / 4) * radius
            let p0 = Point(c.x + radius * cos(a0), c.y + radius * sin(a0)), p1 = Point(c.x + radius * cos(a1), c.y + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(a0), p0.y + k * cos(a0), p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            let c0 = t0 == 0 ? first : color(t0), c1 = color(t1)
            for (corner, col) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), col.red, col.green, col.blue, col.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        // SVG has no mesh: the gradient over the square the mesh covers as an image, two pixels
        // a point, embedded by us (cairo's own fallback, and the clip's extents, are placed
        // wrongly inside a mask group).
        if let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_SVG {
            let scale = 2.0
            (x1, y1, x2, y2) = (c.x - radius, c.y - radius, c.x + radius, c.y + radius)
            let w = Int32(((x2 - x1) * scale).rounded(.up)), h = Int32(((y2 - y1) * scale).rounded(.up))
            if w > 0, h > 0, w <= 8192, h <= 8192, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) {
                let icr = cairo_create(image)
                cairo_scale(icr, scale, scale)
                cairo_translate(icr, -x1, -y1)
                cairo_set_source(icr, mesh)
                cairo_paint(icr)
                cairo_destroy(icr)
                let pattern = cairo_pattern_create_for_surface(image)
                var m = cairo_matrix_t()
                cairo_matrix_init_scale(&m, scale, scale)
                cairo_matrix_translate(&m, -x1, -y1)
                cairo_pattern_set_matrix(pattern, &m)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern)
                cairo_pattern_destroy(pattern)
                cairo_surface_destroy(image)
                cairo_pattern_destroy(mesh)
                return
            }
        }
        cairo_set_source(cr, mesh)
        cairo_pattern_destroy(mesh)
    }

    /// The cairo operator for a CGBlendMode.
    static func cairoOperator(_ m: BlendMode) -> cairo_operator_t {
        switch m {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
