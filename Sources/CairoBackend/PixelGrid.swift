// Sampled sources (gradients, images, shadow rasters) on a PNG, placed so that every band of
// a banded render (Bands.swift) samples them exactly as the whole page does.
//
// cairo's image backend hands pixman the device → pattern matrix in 16.16 fixed point and,
// to make up for the rounding, nudges its translation so that the centre of the area being
// drawn maps exactly (cairo-matrix.c, _cairo_matrix_to_pixman_matrix). A band draws a smaller
// area with another centre, so the nudge differs, and now and then a pixel of a gradient or a
// scaled image comes out one level apart. When the matrix is already exact in fixed point
// there is nothing to nudge, wherever the centre is: linear entries on a grid of 2^-15 and the
// translation on 2^-16 make every product with a centre (a multiple of ½) exact.
//
// So on a raster target each sampled source's device → pattern matrix is put on that grid,
// the translation chosen so that the pattern is exact at an anchor point of the source (its
// origin), which keeps the error of the linear entries (at most 2^-16 each) from growing
// across the page: at 1,000 pixels from the anchor a pattern is off by 1/65 of a unit, less
// than pixman's own interpolation steps. SVG and PDF keep their exact matrices.


import CCairo
import ViewGeometry

enum PixelGrid {
    /// Grid of the linear entries.
    static let linearStep = 1.0 / 32768
    /// Grid of the translation.
    static let offsetStep = 1.0 / 65536

    /// Whether `cr` draws into pixels (a PNG, a band of one, or a layer of either).
    static func applies(_ cr: OpaquePointer?) -> Bool {
        cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// Sets `pattern`'s matrix (user → pattern space, for `cr`'s current transform, as
    /// cairo_set_source will lock it) so that its device → pattern matrix is on the grid and
    /// exact at `anchor` (user space). Does nothing when the transform cannot be inverted or
    /// the result is not finite.
    static func align(_ pattern: OpaquePointer?, for cr: OpaquePointer?, anchor: Point) {
        var user = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &user)
        cairo_get_matrix(cr, &ctm)
        var inverse = ctm
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        // device → user → pattern.
        var device = cairo_matrix_t()
        cairo_matrix_multiply(&device, &inverse, &user)
        var ax = anchor.x, ay = anchor.y
        cairo_matrix_transform_point(&ctm, &ax, &ay)
        var px = ax, py = ay
        cairo_matrix_transform_point(&device, &px, &py)
        func grid(_ v: Double, _ step: Double) -> Double { (v / step).rounded() * step }
        var snapped = cairo_matrix_t(xx: grid(device.xx, linearStep), yx: grid(device.yx, linearStep),
                                     xy: grid(device.xy, linearStep), yy: grid(device.yy, linearStep), x0: 0, y0: 0)
        // The translation that maps the anchor where the exact matrix does.
        snapped.x0 = grid(px - (snapped.xx * ax + snapped.xy * ay), offsetStep)
        snapped.y0 = grid(py - (snapped.yx * ax + snapped.yy * ay), offsetStep)
        guard [snapped.xx, snapped.yx, snapped.xy, snapped.yy, snapped.x0, snapped.y0].allSatisfy({ $0.isFinite }),
              snapped.xx * snapped.yy - snapped.xy * snapped.yx != 0 else { return }
        // user → device → pattern.
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &ctm, &snapped)
        cairo_pattern_set_matrix(pattern, &result)
    }

    /// Makes `surface` the source at `origin` (user space), as cairo_set_source_surface does,
    /// with `filter` and `extend`, on the grid when `cr` draws into pixels.
    static func setSource(_ cr: OpaquePointer?, _ surface: OpaquePointer?, at origin: Point,
                          filter: cairo_filter_t, extend: cairo_extend_t? = nil) {
        let pattern = cairo_pattern_create_for_surface(surface)
        var m = cairo_matrix_t()
        cairo_matrix_init_translate(&m, -origin.x, -origin.y)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter)
        if let e = extend { cairo_pattern_set_extend(pattern, e) }
        if applies(cr) { align(pattern, for: cr, anchor: origin) }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    
    }
}
