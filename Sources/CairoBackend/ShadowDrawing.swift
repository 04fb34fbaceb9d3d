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
    static func endShadow(_ cr: OpaquePointer?, _ shadow: Shadow, ink: InkStack.Box?, deviceSize: (Double, Double),
                          pixelsPerPoint: Double, isRaster: Bool) throws {
        guard let drawing = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawing) }
        if shadow.color.alpha > 0, let box = ink, !box.isEmpty {
            try paintShadow(cr, drawing, shadow, ink: box, deviceSize: deviceSize, pixelsPerPoint: pixelsPerPoint, isRaster: isRaster)
        }
        cairo_set_source(cr, drawing)
        cairo_paint(cr)
    }

    static func paintShadow(_ cr: OpaquePointer?, _ drawing: OpaquePointer, _ shadow: Shadow, ink: InkStack.Box,
                            deviceSize: (Double, Double), pixelsPerPoint: Double, isRaster: Bool) throws {
        let ppp = pixelsPerPoint
        let offX = shadow.offset.width * ppp, offY = shadow.offset.height * ppp   // device units
        let reachDev = 3 * shadow.blur / 2 * ppp
        // The device-space region whose silhouette can land on the page: the page grown by the
        // blur's reach and the offset, cut down to the drawing's ink where cairo knows it.
        let grow = reachDev + max(abs(offX), abs(offY)) + 1
        var rx0 = -grow, ry0 = -grow, rx1 = deviceSize.0 + grow, ry1 = deviceSize.1 + grow
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        rx0 = max(rx0, ink.x0 - 1); ry0 = max(ry0, ink.y0 - 1)
        rx1 = min(rx1, ink.x1 + 1); ry1 = min(ry1, ink.y1 + 1)
        if rx1 <= rx0 || ry1 <= ry0 { return }
        // Mask pixels per device unit: 1 on an image, 2 on vector targets; lowered for huge
        // regions (a wide blur has no fine detail to lose) rather than dropping the shadow.
        let maxPixels = 16_000_000.0
        var k = isRaster ? 1.0 : 2.0
        var sigma = 0.0, reach = 0, w = 0, h = 0
        for _ in 0..<60 {
            sigma = shadow.blur / 2 * ppp * k
            reach = Int((3 * sigma).rounded(.up)) + 1
            w = Int(((rx1 - rx0) * k).rounded(.up)) + 2 * reach
            h = Int(((ry1 - ry0) * k).rounded(.up)) + 2 * reach
            if Double(w) * Double(h) <= maxPixels { break }
            k /= 2
        }
        guard w > 0, h > 0, w < 32768, h < 32768, Double(w) * Double(h) <= maxPixels else {
            throw BackendError(message: "a shadow of blur \(shadow.blur) and offset \(shadow.offset.width),\(shadow.offset.height) is too large to render")
        }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)
        // user → device (the target's transform) → mask pixels.
        var toMask = cairo_matrix_t()
        cairo_matrix_init(&toMask, k, 0, 0, k, -rx0 * k + Double(reach), -ry0 * k + Double(reach))
        var m = cairo_matrix_t()
        cairo_matrix_multiply(&m, &ctm, &toMask)
        cairo_set_matrix(mcr, &m)
        cairo_set_source(mcr, drawing)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        // Crop to what was drawn, plus the blur's reach (keeps embedded images small).
        cairo_surface_flush(mask)
        guard let data = cairo_image_surface_get_data(mask) else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        for y in 0..<h {
            let row = y * stride
            var x = 0
            while x < w {
                if data[row + x] != 0 { x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y) }
                x += 1
            }
        }
        if x1 < 0 { return }
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
        cairo_translate(cr, rx0 + offX, ry0 + offY)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_set_source_surface(cr, tinted, Double(x0 - reach), Double(y0 - reach))
        cairo_paint(cr)
        cairo_restore(cr)
        try check(cairo_status(cr))
    }
}

/// The device-space boxes of what each open shadow has drawn so far, so that a shadow's
/// mask covers its drawing only (not the whole page).
struct InkStack {
    struct Box {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var isEmpty: Bool { x1 < x0 || y1 < y0 }
        mutating func add(_ x: Double, _ y: Double) { x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y) }
        mutating func add(_ b: Box) { if !b.isEmpty { add(b.x0, b.y0); add(b.x1, b.y1) } }
    }
    enum Kind { case fill, stroke, paint }
    private var boxes: [Box] = []

    mutating func push() { boxes.append(Box()) }

    /// Adds the extent of the fill, stroke or paint about to happen (path and clip set).
    mutating func note(_ cr: OpaquePointer?, _ kind: Kind) {
        guard !boxes.isEmpty else { return }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        switch kind {
        case .fill: cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        case .stroke: cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
        case .paint: cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        }
        if x1 <= x0 || y1 <= y0 { return }
        for (px, py) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var x = px, y = py
            cairo_user_to_device(cr, &x, &y)
            // Every open shadow sees this drawing.
            for i in boxes.indices { boxes[i].add(x, y) }
        }
    }

    /// Ends the innermost shadow; its painted shadow counts as drawing for the shadows around it.
    mutating func pop(growingParentFor sh: Shadow, pixelsPerPoint ppp: Double) -> Box? {
        guard let b = boxes.popLast() else { return nil }
        if !b.isEmpty, !boxes.isEmpty {
            let grow = 3 * sh.blur / 2 * ppp
            var g = Box()
            g.add(b.x0 + min(0, sh.offset.width * ppp) - grow, b.y0 + min(0, sh.offset.height * ppp) - grow)
            g.add(b.x1 + max(0, sh.offset.width * ppp) + grow, b.y1 + max(0, sh.offset.height * ppp) + grow)
            for i in boxes.indices { boxes[i].add(g) }
        }
        return b
    }
}
