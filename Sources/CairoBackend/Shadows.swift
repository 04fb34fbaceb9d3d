// Shadows on cairo, for the IR's beginShadow/endShadow pair: CGContext.setShadow (offset and
// σ in the drawing's base space, whatever transforms the drawing made: the Shadow's `toBase`)
// and CALayer shadows (offset and σ in the user space current at beginShadow, so they turn
// and scale with the view). cairo has no blur, so:
//
//  1. between the two ops everything is drawn into a recording surface (vector) in the user
//     space current at beginShadow; the recording covers the visible area widened by what
//     the offset and blur can bring in;
//  2. at endShadow the recording's alpha is rasterised over its ink extents (cut to what can
//     show) plus a margin of three standard deviations, in the shadow's space, and blurred
//     by three box blurs across and three down, which approximate a Gaussian within a few
//     per cent (`gaussianBlur`);
//  3. the blurred alpha, tinted with the shadow colour, is painted at the shadow offset, then
//     the recording itself is painted on top, still as vectors, cut to its ink so that the
//     shadows around it see only what it drew (nested shadows stay small). In a PNG a
//     shadow nested in another is painted back as a pixel-aligned image instead, so that
//     recordings never nest.
//
// The recording does not inherit the clip: the shadow is cast by the unclipped drawing, and
// the clip applies to the shadow and the drawing together when they are painted (as Core
// Graphics does: a ring drawn outside the clip casts an "inner shadow" into it; as Core
// Animation does: a superview's masksToBounds cuts a subview's shadow, not its shape).
//
// Raster resolution: in a PNG the device pixels (lined up with them under axis-aligned
// transforms, so a sharp shadow's edge is exactly a vector edge's); in PDF and SVG, where the
// raster is embedded as an image, one to four pixels a point, two or more a standard
// deviation. Never more than eight pixels a standard deviation (a wide blur is smooth and is
// scaled up when painted), nor more than eight million pixels: memory stays bounded however
// wide the blur or the drawing.
//
// A CALayer's shadowRadius is taken as the standard deviation in points. Core Animation does
// not document the relation; design tools export a CSS-style blur B (σ = B/2) as
// shadowRadius = B/2, so σ = shadowRadius is the reading that matches how shadows are
// designed for UIKit. A CGContext blur b is σ = b/2 (ViewGeometry's Shadow). σ = 0 gives a
// sharp copy.

import CCairo
import CPixels
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry

/// The open shadows of one page, innermost last, and what they need to know of the target.
struct ShadowStack {
    /// One open shadow: the context drawing was redirected from, and the recording.
    struct Open {
        var outer: OpaquePointer
        var recording: OpaquePointer
        /// Where the recording's (0, 0) is in the user space current at beginShadow.
        var origin: Point
        var shadow: Shadow
        /// The recording's device space → the target surface's device space.
        var toSurface: cairo_matrix_t
    }

    /// Most pixels a shadow raster may have; beyond it the resolution is lowered.
    static let maxPixels = 8_000_000.0

    /// Most pixels the shadow images of one PDF or SVG page may have together. cairo holds every
    /// image a vector page paints until the page ends (about 4 bytes a pixel, then compressed
    /// into the file): without a bound, thousands of small blurred shadows — each well within
    /// the render budget, which counts a shadow at the page's area at one pixel a point — held
    /// gigabytes (6,000 on an 800-point page: 1.3 GB and 20 s of CPU for the SVG). At this bound
    /// a page holds at most ~400 MB of them. docs/language.md §10.
    static let maxVectorPixels = 100_000_000.0
    /// The shadow images of this page so far (PDF and SVG), in pixels.
    private(set) var vectorPixels = 0.0

    /// Raster pixels a point: 1 for PNG (the device pixels), up to 4 for PDF and SVG.
    let maxDensity: Double
    /// When drawing one band of a PNG (Bands.swift): the band's context whose clip is the top
    /// level's on the whole page, asked for the clip's extents instead of the band's own.
    let probe: OpaquePointer?
    private(set) var open: [Open] = []

    init(isRaster: Bool, probe: OpaquePointer? = nil) {
        self.maxDensity = isRaster ? 1 : 4
        self.probe = probe
    }

    /// The extents of `cr`'s clip in the user space of `matrix` (x1, y1, x2, y2): what the whole
    /// page shows, also when `cr` draws only a band of it.
    private func clipExtents(_ cr: OpaquePointer, in matrix: cairo_matrix_t) -> (Double, Double, Double, Double) {
        let target = open.isEmpty ? probe ?? cr : cr
        var m = matrix, x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(target)
        cairo_set_matrix(target, &m)
        cairo_clip_extents(target, &x1, &y1, &x2, &y2)
        cairo_restore(target)
        return (x1, y1, x2, y2)
    }

    /// The device space of the context drawn into now → the target's device space.
    private var toSurface: cairo_matrix_t {
        if let o = open.last { return o.toSurface }
        var m = cairo_matrix_t(); cairo_matrix_init_identity(&m); return m
    }

    /// The matrix (for `cr`) of the space the shadow's offset and σ are measured in: the
    /// current one, or the base space, which `toBase` maps the current one onto.
    private func spaceMatrix(_ cr: OpaquePointer, _ sh: Shadow) -> cairo_matrix_t {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        guard let t = sh.toBase, !t.isIdentity, let b = t.inverted() else { return ctm }
        var fromBase = cairo_matrix_t(xx: b.a, yx: b.b, xy: b.c, yy: b.d, x0: b.tx, y0: b.ty), m = cairo_matrix_t()
        cairo_matrix_multiply(&m, &fromBase, &ctm)
        return m
    }

    /// Starts recording; returns the context to draw into until `end`.
    mutating func begin(_ cr: OpaquePointer, _ sh: Shadow) -> OpaquePointer {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let space = spaceMatrix(cr, sh)
        // Bounded: cairo's SVG output refers to a clip it never defines for an unbounded
        // recording. Nothing outside the visible area, widened by what the shadow's offset and
        // blur can bring in, can show.
        let (x1, y1, x2, y2) = clipExtents(cr, in: space)
        let grow = abs(sh.offset.width) + abs(sh.offset.height) + 3 * sh.sigma + 2
        var box = (x1 - grow, y1 - grow, x2 + grow, y2 + grow)
        if sh.inBaseSpace { box = Self.map(box, from: space, to: ctm) }
        // The recording starts at (0, 0) (cairo's SVG output ignores a recording's own origin);
        // `origin` is where that is in the user space.
        let origin = Point(box.0.rounded(.down), box.1.rounded(.down))
        var extents = cairo_rectangle_t(x: 0, y: 0, width: (box.2 - box.0).rounded(.up) + 1,
                                        height: (box.3 - box.1).rounded(.up) + 1)
        let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let rcr = cairo_create(rec)!
        cairo_translate(rcr, -origin.x, -origin.y)
        // recording device → user (+origin) → outer device (ctm) → target.
        var shift = cairo_matrix_t(), a = cairo_matrix_t(), b = cairo_matrix_t(), outer = toSurface
        cairo_matrix_init_translate(&shift, origin.x, origin.y)
        cairo_matrix_multiply(&a, &shift, &ctm)
        cairo_matrix_multiply(&b, &a, &outer)
        open.append(Open(outer: cr, recording: rec, origin: origin, shadow: sh, toSurface: b))
        return rcr
    }

    /// Ends recording: paints the shadow, then the recorded drawing, into the outer context;
    /// returns the outer context.
    mutating func end(_ rcr: OpaquePointer) -> OpaquePointer {
        guard let s = open.popLast() else { return rcr }   // unbalanced IR: nothing to end
        cairo_destroy(rcr)
        let cr = s.outer
        defer { cairo_surface_destroy(s.recording) }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(s.recording, &x, &y, &w, &h)
        if w <= 0 || h <= 0 { return cr }
        x += s.origin.x; y += s.origin.y
        // A sharp shadow (σ 0) goes the same way, unblurred: cairo's SVG output of a mask made
        // from a recording loses the mask's transform.
        if s.shadow.color.alpha > 0 { paintShadow(cr, s, ink: (x, y, x + w, y + h)) }
        // A shadow path's shape casts the shadow and is not drawn.
        if s.shadow.castOnly { return cr }
        // The drawing, cut to its ink (widened by two device pixels, so the cut's antialiased
        // edge touches nothing drawn).
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var full = ctm, outer = toSurface
        cairo_matrix_multiply(&full, &ctm, &outer)
        // Device units per user unit along the most squeezed direction, at most: |det| over
        // the Frobenius norm (which bounds the largest stretch).
        let norm = (full.xx * full.xx + full.yx * full.yx + full.xy * full.xy + full.yy * full.yy).squareRoot()
        let squeeze = abs(full.xx * full.yy - full.xy * full.yx) / norm
        let pad = squeeze > 0 && squeeze.isFinite ? 2 / squeeze : 2
        // In a PNG the drawing goes back as an image at the target's pixels: always at the top
        // level, where the image's extent (unlike the area cairo would replay a recording
        // into) is the same whichever band of the page is drawn (Bands.swift), and inside
        // another shadow under an axis-aligned transform.
        if maxDensity == 1, open.isEmpty || (full.xy == 0 && full.yx == 0),
           paintFlattened(cr, s, ink: (x - pad, y - pad, x + w + pad, y + h + pad), device: full) {
            return cr
        }
        cairo_save(cr)
        cairo_rectangle(cr, x - pad, y - pad, w + 2 * pad, h + 2 * pad)
        cairo_clip(cr)
        cairo_set_source_surface(cr, s.recording, s.origin.x, s.origin.y)
        cairo_paint(cr)
        cairo_restore(cr)
        return cr
    }

    /// A PNG's shadowed drawing painted back as an image at the target's pixels rather than
    /// as a recording. Nested in another shadow, recordings then do not nest and each
    /// enclosing shadow replays images only (nesting n deep costs n, not n², and keeps no
    /// chain of intermediate rasters). `device` maps the outer user space to the target's
    /// pixels. At the top level the image is cut to what the page shows. False: not done.
    private func paintFlattened(_ cr: OpaquePointer, _ s: Open, ink: (Double, Double, Double, Double),
                                device m: cairo_matrix_t) -> Bool {
        guard m.xx * m.yy - m.xy * m.yx != 0 else { return false }
        var d = m
        var box = Self.bounds(ink, through: m)
        if open.isEmpty {
            var identity = cairo_matrix_t()
            cairo_matrix_init_identity(&identity)
            let page = clipExtents(cr, in: identity)
            box = (max(box.0, page.0), max(box.1, page.1), min(box.2, page.2), min(box.3, page.3))
            if box.2 <= box.0 || box.3 <= box.1 { return true }   // nothing of it shows
        }
        let x0 = box.0.rounded(.down), y0 = box.1.rounded(.down)
        // Int(exactly:): an ink box that is not finite is not drawn this way (never a trap).
        guard let pw = Int(exactly: (box.2 - x0).rounded(.up)), let ph = Int(exactly: (box.3 - y0).rounded(.up)),
              pw > 0, ph > 0, pw < 32767, ph < 32767, Double(pw) * Double(ph) <= Self.maxPixels,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return false }
        defer { cairo_surface_destroy(image) }
        let icr = cairo_create(image)!
        d.x0 -= x0; d.y0 -= y0
        cairo_set_matrix(icr, &d)
        cairo_set_source_surface(icr, s.recording, s.origin.x, s.origin.y)
        cairo_paint(icr)
        cairo_destroy(icr)
        // In the outer context, user units = the target's pixels.
        var back = toSurface
        cairo_matrix_invert(&back)
        cairo_save(cr)
        cairo_set_matrix(cr, &back)
        cairo_set_source_surface(cr, image, x0, y0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint(cr)
        cairo_restore(cr)
        return true
    }

    /// The bounding box, in the space of matrix `to`, of a box in the space of matrix `from`.
    static func map(_ b: (Double, Double, Double, Double), from: cairo_matrix_t, to: cairo_matrix_t)
        -> (Double, Double, Double, Double) {
        var inv = to, f = from, m = cairo_matrix_t()
        cairo_matrix_invert(&inv)
        cairo_matrix_multiply(&m, &f, &inv)
        return bounds(b, through: m)
    }

    /// The bounding box of a box (x1, y1, x2, y2) transformed by `m`.
    static func bounds(_ b: (Double, Double, Double, Double), through m: cairo_matrix_t) -> (Double, Double, Double, Double) {
        var m = m
        var r = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (px, py) in [(b.0, b.1), (b.2, b.1), (b.0, b.3), (b.2, b.3)] {
            var x = px, y = py
            cairo_matrix_transform_point(&m, &x, &y)
            r = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
        }
        return r
    }

    /// Paints the blurred, tinted, offset alpha of `s`'s recording, whose ink covers `ink`
    /// (x1, y1, x2, y2 in the outer user space).
    private mutating func paintShadow(_ cr: OpaquePointer, _ s: Open, ink: (Double, Double, Double, Double)) {
        let sh = s.shadow
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var space = spaceMatrix(cr, sh)
        // Everything below is in the shadow's space.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_matrix(cr, &space)
        let e = sh.inBaseSpace ? Self.map(ink, from: ctm, to: space) : ink
        // Device pixels per unit of the shadow's space, on the target.
        var m = space, outer = toSurface
        cairo_matrix_multiply(&m, &space, &outer)
        let unitScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        guard unitScale > 0, unitScale.isFinite else { return }
        let vector = maxDensity > 1
        // PNG: device pixels. PDF and SVG: at least one pixel a point and two pixels a standard
        // deviation (a Gaussian that wide is smooth when the viewer interpolates the image),
        // at most maxDensity a point; a raster aligned 1:1 with the page also keeps pdftoppm
        // from shifting it when it scales the image down.
        var k = vector ? max(unitScale, min(unitScale * maxDensity, 2 / sh.sigma)) : unitScale
        let margin = 3 * sh.sigma + 2
        var rx = e.0 - margin, ry = e.1 - margin, rw = e.2 - e.0 + 2 * margin, rh = e.3 - e.1 + 2 * margin
        // Only what can show: the visible area moved back by the offset, widened by the blur.
        let (cx1, cy1, cx2, cy2) = clipExtents(cr, in: space)
        let vx1 = max(rx, (cx1 - sh.offset.width - margin).rounded(.down))
        let vy1 = max(ry, (cy1 - sh.offset.height - margin).rounded(.down))
        let vx2 = min(rx + rw, (cx2 - sh.offset.width + margin).rounded(.up))
        let vy2 = min(ry + rh, (cy2 - sh.offset.height + margin).rounded(.up))
        if vx2 <= vx1 || vy2 <= vy1 { return }
        rx = vx1; ry = vy1; rw = vx2 - vx1; rh = vy2 - vy1
        // A wide blur needs few pixels: at most eight a standard deviation (the smooth result
        // is scaled up when painted), which keeps large blurs cheap.
        if sh.sigma * k > 8 { k = 8 / sh.sigma }
        if rw * rh * k * k > Self.maxPixels { k = (Self.maxPixels / (rw * rh)).squareRoot() }
        // In a PNG with an axis-aligned, uniform transform, line the raster up with the device
        // pixels so that painting it back does not resample (a sharp shadow stays sharp).
        if !vector && m.xy == 0 && m.yx == 0 && abs(m.xx) == abs(m.yy) && k == abs(m.xx) {
            func snap(_ v: Double, _ scale: Double, _ origin: Double, _ shift: Double) -> Double {
                let device = scale * (v + shift) + origin
                let aligned = scale > 0 ? device.rounded(.down) : device.rounded(.up)
                return v - (device - aligned) / scale
            }
            let nx = snap(rx, m.xx, m.x0, sh.offset.width), ny = snap(ry, m.yy, m.y0, sh.offset.height)
            rw += rx - nx; rh += ry - ny; rx = nx; ry = ny
        }
        guard let pw = Int(exactly: (rw * k - 1e-9).rounded(.up)), let ph = Int(exactly: (rh * k - 1e-9).rounded(.up)),
              pw > 0, ph > 0, pw < 32767, ph < 32767 else { return }
        // The recording's alpha at k pixels a unit: shadow space → outer user space → recording.
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        cairo_scale(mcr, k, k)
        cairo_translate(mcr, -rx, -ry)
        if sh.inBaseSpace {
            var inv = space, toSpace = cairo_matrix_t()
            cairo_matrix_invert(&inv)
            cairo_matrix_multiply(&toSpace, &ctm, &inv)
            cairo_transform(mcr, &toSpace)
        }
        cairo_set_source_surface(mcr, s.recording, s.origin.x, s.origin.y)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if vector { vectorPixels += Double(pw) * Double(ph) }
        guard let tinted = shadowImage(mask, width: pw, height: ph, sigma: sh.sigma * k, color: sh.color) else { return }
        defer { cairo_surface_destroy(tinted) }
        cairo_translate(cr, sh.offset.width + rx, sh.offset.height + ry)
        cairo_scale(cr, 1 / k, 1 / k)
        PixelGrid.setSource(cr, tinted, at: Point(0, 0), filter: CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }
}

/// The A8 `mask` blurred with a Gaussian of `sigma` pixels and tinted with `color`: a new
/// premultiplied ARGB32 surface of the same size.
func shadowImage(_ mask: OpaquePointer, width pw: Int, height ph: Int, sigma: Double, color c: Color) -> OpaquePointer? {
    let stride = Int(cairo_image_surface_get_stride(mask))
    guard let data = cairo_image_surface_get_data(mask) else { return nil }
    let plane = UnsafeMutableBufferPointer<Float>.allocate(capacity: pw * ph)
    defer { plane.deallocate() }
    viewc_mask_to_plane(data, stride, pw, ph, plane.baseAddress!)
    gaussianBlur(plane, width: pw, height: ph, sigma: sigma)
    // Tinted, premultiplied ARGB, as cairo wants it (native-endian 32-bit words): one word
    // for each of the 256 alpha levels.
    guard let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return nil }
    cairo_surface_flush(tinted)
    let tstride = Int(cairo_image_surface_get_stride(tinted)) / 4
    guard let tdata = cairo_image_surface_get_data(tinted) else { cairo_surface_destroy(tinted); return nil }
    let words = UnsafeMutableRawPointer(tdata).bindMemory(to: UInt32.self, capacity: tstride * ph)
    let table: [UInt32] = (0...255).map { level in
        let a = Double(level) / 255 * c.alpha
        func q(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return q(a) << 24 | q(c.red * a) << 16 | q(c.green * a) << 8 | q(c.blue * a)
    }
    table.withUnsafeBufferPointer { viewc_plane_to_words(plane.baseAddress!, pw, ph, $0.baseAddress!, words, tstride) }
    cairo_surface_mark_dirty(tinted)
    return tinted
}

/// Box sizes (odd) for three successive box blurs approximating a Gaussian of `sigma`.
func boxSizes(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(1, wl)
    let wu = wl + 2
    let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
    let m = Int(mIdeal.rounded())
    return (0..<3).map { $0 < m ? wl : wu }
}

/// Blurs a width×height plane in place with a Gaussian of `sigma` samples: a box blur across then
/// down, three times; outside the plane counts as zero. Each pass works only on the
/// span that can be non-zero (the ink so far, widened by the box), so empty rows and
/// columns cost nothing (the loops are C's: CPixels/blur.c).
func gaussianBlur(_ plane: UnsafeMutableBufferPointer<Float>, width w: Int, height h: Int, sigma: Double) {
    guard sigma > 0, w > 0, h > 0, plane.count >= w * h, let a = plane.baseAddress else { return }
    let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
    if radii.isEmpty { return }
    let line = UnsafeMutablePointer<Float>.allocate(capacity: max(w, h))
    defer { line.deallocate() }
    let copy = UnsafeMutablePointer<Float>.allocate(capacity: w &* h)
    defer { copy.deallocate() }
    for r in radii {
        viewc_box_blur_lines(a, line, h, w, 1, w, r)
        viewc_box_blur_columns(a, copy, line, w, h, r)
    }
}
