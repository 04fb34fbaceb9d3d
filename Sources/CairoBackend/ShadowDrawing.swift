// CGContext.setShadow on cairo. The shadowed drawing is recorded as a group; its silhouette
// is rasterised into an image in device space, blurred (`gaussianBlur`), tinted with the
// shadow color, painted at the offset, and the drawing painted over it. In PNG the shadow is
// a real blur; in PDF and SVG it is an embedded image (2 pixels per point) under vector art.

import CCairo
import DrawIR
import Foundation
import ViewGeometry

extension CairoRenderer {
    static func beginShadow(_ cr: OpaquePointer?) {
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Ends a shadowed run: `deviceSize` is the target's size in device units and
    /// `pixelsPerPoint` the device units per point (the PNG scale, 1 for PDF and SVG).
    static func endShadow(_ cr: OpaquePointer?, _ shadow: Shadow, deviceSize: (Double, Double),
                          pixelsPerPoint: Double, isRaster: Bool) throws {
        guard let drawing = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawing) }
        if shadow.color.alpha > 0 {
            try paintShadow(cr, drawing, shadow, deviceSize: deviceSize, pixelsPerPoint: pixelsPerPoint, isRaster: isRaster)
        }
        cairo_set_source(cr, drawing)
        cairo_paint(cr)
    }

    static func paintShadow(_ cr: OpaquePointer?, _ drawing: OpaquePointer, _ shadow: Shadow,
                            deviceSize: (Double, Double), pixelsPerPoint: Double, isRaster: Bool) throws {
        // Raster pixels per device unit: 1 on an image, 2 (fewer for huge pages) on vector targets.
        var k = isRaster ? 1.0 : 2.0
        let maxPixels = 16_000_000.0
        if deviceSize.0 * deviceSize.1 * k * k > maxPixels { k = (maxPixels / (deviceSize.0 * deviceSize.1)).squareRoot() }
        // A margin so that drawing just off the page can still cast a shadow onto it. A huge
        // blur lowers the resolution (a wide blur has no fine detail to lose) rather than
        // dropping the shadow.
        var pxPerPt = 0.0, sigma = 0.0, dx = 0.0, dy = 0.0, margin = 0.0, w = 0, h = 0
        for _ in 0..<40 {
            pxPerPt = pixelsPerPoint * k
            sigma = shadow.blur / 2 * pxPerPt
            dx = shadow.offset.width * pxPerPt; dy = shadow.offset.height * pxPerPt
            margin = (3 * sigma + max(abs(dx), abs(dy))).rounded(.up)
            w = Int((deviceSize.0 * k + 2 * margin).rounded(.up)); h = Int((deviceSize.1 * k + 2 * margin).rounded(.up))
            if Double(w) * Double(h) <= maxPixels { break }
            k /= 2
        }
        guard w > 0, h > 0, w < 32768, h < 32768, Double(w) * Double(h) <= maxPixels else {
            throw BackendError(message: "a shadow of blur \(shadow.blur) and offset \(shadow.offset.width),\(shadow.offset.height) is too large to render")
        }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)
        // The image's user space is the target's, so the recorded group lands where it was drawn.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var scaleM = cairo_matrix_t()
        cairo_matrix_init(&scaleM, k, 0, 0, k, margin, margin)
        var m = cairo_matrix_t()
        cairo_matrix_multiply(&m, &ctm, &scaleM)
        cairo_set_matrix(mcr, &m)
        cairo_set_source(mcr, drawing)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        // Crop to what was drawn, plus the blur's reach.
        cairo_surface_flush(mask)
        guard let data = cairo_image_surface_get_data(mask) else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        for y in 0..<h {
            for x in 0..<w where data[y * stride + x] != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        if x1 < 0 { return }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        x0 = max(0, x0 - reach); y0 = max(0, y0 - reach)
        x1 = min(w - 1, x1 + reach); y1 = min(h - 1, y1 + reach)
        let cw = x1 - x0 + 1, ch = y1 - y0 + 1
        guard let crop = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(cw), Int32(ch)) else { return }
        defer { cairo_surface_destroy(crop) }
        let ccr = cairo_create(crop)
        cairo_set_source_surface(ccr, mask, Double(-x0), Double(-y0))
        cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(ccr)
        cairo_destroy(ccr)
        gaussianBlur(crop, sigma: sigma)
        // Tint: a colour image whose alpha is the blurred silhouette's times the colour's.
        guard let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cw), Int32(ch)) else { return }
        defer { cairo_surface_destroy(tinted) }
        let tcr = cairo_create(tinted)
        let c = shadow.color
        cairo_set_source_rgba(tcr, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(tcr, crop, 0, 0)
        cairo_destroy(tcr)
        // Paint it in device space, offset.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_set_source_surface(cr, tinted, Double(x0) - margin + dx, Double(y0) - margin + dy)
        cairo_paint(cr)
        cairo_restore(cr)
        try check(cairo_status(cr))
    }
}
