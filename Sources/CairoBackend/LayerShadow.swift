// CALayer shadows (layer.shadowColor/Opacity/Offset/Radius) for the IR's
// beginShadowedLayer/endShadowedLayer pair. cairo has no blur, so:
//
//  1. between the two ops everything is drawn into a recording surface (vector) in the user
//     space current at beginShadowedLayer; the recording covers the visible area widened by
//     what the offset and blur can bring in;
//  2. at endShadowedLayer the recording's alpha is rasterised over its ink extents (cut to
//     what can show) plus a margin of three standard deviations, and blurred by three box
//     blurs across and three down, which approximate a Gaussian within a few per cent;
//  3. the blurred alpha, tinted with the shadow colour (opacity folded in), is painted at the
//     shadow offset, then the recording itself is painted on top, still as vectors.
//
// Raster resolution: in a PNG the device pixels (lined up with them under axis-aligned
// transforms, so a sharp shadow's edge is exactly a vector edge's); in PDF and SVG, where the
// raster is embedded as an image, one to four pixels a point, two or more a standard
// deviation. Never more than eight pixels a standard deviation (a wide blur is smooth and is
// scaled up when painted), nor more than eight million pixels.
//
// The Gaussian's standard deviation is the shadowRadius in points. Core Animation does not
// document the relation; design tools export a CSS-style blur B (σ = B/2) as shadowRadius = B/2,
// so σ = shadowRadius is the reading that matches how shadows are designed for UIKit.
// A radius of zero gives a sharp copy.

import CCairo
import DrawIR
import Foundation
import ViewGeometry

/// One open shadowed layer: the context drawing was redirected from, and the recording.
struct OpenShadow {
    var outer: OpaquePointer
    var recording: OpaquePointer
    var origin: Point
    var color: Color
    var offset: Size
    var radius: Double
}

enum LayerShadow {
    /// Most pixels a shadow raster may have; beyond it the resolution is lowered.
    static let maxPixels = 8_000_000.0

    /// Starts recording; returns the context to draw into until `end`.
    static func begin(_ cr: OpaquePointer, color: Color, offset: Size, radius: Double,
                      stack: inout [OpenShadow]) -> OpaquePointer {
        // Bounded: cairo's SVG output refers to a clip it never defines for an unbounded
        // recording. Nothing outside the visible area, widened by what the shadow's offset and
        // blur can bring in, can show.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let grow = abs(offset.width) + abs(offset.height) + 3 * radius + 2
        // The recording starts at (0, 0) (cairo's SVG output ignores a recording's own origin);
        // `origin` is where that is in the user space.
        let origin = Point((x1 - grow).rounded(.down), (y1 - grow).rounded(.down))
        var extents = cairo_rectangle_t(x: 0, y: 0, width: (x2 - x1 + 2 * grow).rounded(.up) + 1,
                                        height: (y2 - y1 + 2 * grow).rounded(.up) + 1)
        let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let rcr = cairo_create(rec)!
        cairo_translate(rcr, -origin.x, -origin.y)
        // The recording's space is the current user space: ops after this one concat onto it.
        stack.append(OpenShadow(outer: cr, recording: rec, origin: origin, color: color, offset: offset, radius: radius))
        return rcr
    }

    /// Ends recording: paints the shadow then the recorded drawing into the outer context;
    /// returns the outer context. `pixelsPerUnit` is the raster resolution for a unit of the
    /// outer context's device space (the PNG scale is already in its matrix; 1 for PNG).
    static func end(_ rcr: OpaquePointer, stack: inout [OpenShadow], minDeviceDensity: Double) -> OpaquePointer {
        guard let s = stack.popLast() else { return rcr }   // unbalanced IR: nothing to end
        cairo_destroy(rcr)
        let cr = s.outer
        defer { cairo_surface_destroy(s.recording) }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(s.recording, &x, &y, &w, &h)
        x += s.origin.x; y += s.origin.y
        let c = s.color
        if w > 0 && h > 0 && c.alpha > 0 {
            // A sharp shadow (radius 0) goes the same way, unblurred: cairo's SVG output of a
            // mask made from a recording loses the mask's transform.
            paintBlurred(cr, s, extents: (x, y, w, h), minDeviceDensity: minDeviceDensity)
        }
        cairo_save(cr)
        cairo_set_source_surface(cr, s.recording, s.origin.x, s.origin.y)
        cairo_paint(cr)
        cairo_restore(cr)
        return cr
    }

    static func paintBlurred(_ cr: OpaquePointer, _ s: OpenShadow, extents e: (Double, Double, Double, Double),
                             minDeviceDensity: Double) {
        let vectorDensity = minDeviceDensity > 1
        // Device pixels per user unit along the current transform.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let userScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        guard userScale > 0, userScale.isFinite else { return }
        // PNG: device pixels. PDF and SVG: at least one pixel a point and two pixels a standard
        // deviation (a Gaussian that wide is smooth when the viewer interpolates the image),
        // at most minDeviceDensity a point; a raster aligned 1:1 with the page also keeps
        // pdftoppm from shifting it when it scales the image down.
        var k = vectorDensity ? max(userScale, min(userScale * minDeviceDensity, 2 / s.radius)) : userScale
        let margin = 3 * s.radius + 2
        var rx = e.0 - margin, ry = e.1 - margin, rw = e.2 + 2 * margin, rh = e.3 + 2 * margin
        // Only what can show: the visible area moved back by the offset, widened by the blur.
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        let vx1 = max(rx, (cx1 - s.offset.width - margin).rounded(.down))
        let vy1 = max(ry, (cy1 - s.offset.height - margin).rounded(.down))
        let vx2 = min(rx + rw, (cx2 - s.offset.width + margin).rounded(.up))
        let vy2 = min(ry + rh, (cy2 - s.offset.height + margin).rounded(.up))
        if vx2 <= vx1 || vy2 <= vy1 { return }
        rx = vx1; ry = vy1; rw = vx2 - vx1; rh = vy2 - vy1
        // A wide blur needs few pixels: at most eight a standard deviation (the smooth result
        // is scaled up when painted), which keeps large radii cheap.
        if s.radius * k > 8 { k = 8 / s.radius }
        if rw * rh * k * k > maxPixels { k = (maxPixels / (rw * rh)).squareRoot() }
        // In a PNG with an axis-aligned, uniform transform, line the raster up with the device
        // pixels so that painting it back does not resample (a sharp shadow stays sharp).
        if !vectorDensity && m.xy == 0 && m.yx == 0 && abs(m.xx) == abs(m.yy) && k == abs(m.xx) {
            func snap(_ v: Double, _ scale: Double, _ origin: Double, _ shift: Double) -> Double {
                let device = scale * (v + shift) + origin
                let aligned = scale > 0 ? device.rounded(.down) : device.rounded(.up)
                return v - (device - aligned) / scale
            }
            let nx = snap(rx, m.xx, m.x0, s.offset.width), ny = snap(ry, m.yy, m.y0, s.offset.height)
            rw += rx - nx; rh += ry - ny; rx = nx; ry = ny
        }
        let pw = Int((rw * k - 1e-9).rounded(.up)), ph = Int((rh * k - 1e-9).rounded(.up))
        guard pw > 0, ph > 0, pw < 32767, ph < 32767 else { return }
        // The recording's alpha at k pixels a unit.
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        cairo_scale(mcr, k, k)
        cairo_translate(mcr, -rx, -ry)
        cairo_set_source_surface(mcr, s.recording, s.origin.x, s.origin.y)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        guard let data = cairo_image_surface_get_data(mask) else { return }
        var alpha = [Float](repeating: 0, count: pw * ph)
        alpha.withUnsafeMutableBufferPointer { buf in
            let a = buf.baseAddress!
            var j = 0
            while j < ph {
                var i = 0
                let src = data + j &* stride, dst = a + j &* pw
                while i < pw { dst[i] = Float(src[i]); i &+= 1 }
                j &+= 1
            }
            gaussianBlur(a, width: pw, height: ph, sigma: s.radius * k)
        }
        // Tinted, premultiplied ARGB, as cairo wants it (native-endian 32-bit words): one word
        // for each of the 256 alpha levels.
        guard let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(tinted) }
        cairo_surface_flush(tinted)
        let tstride = Int(cairo_image_surface_get_stride(tinted)) / 4
        guard let tdata = cairo_image_surface_get_data(tinted) else { return }
        let words = UnsafeMutableRawPointer(tdata).bindMemory(to: UInt32.self, capacity: tstride * ph)
        let c = s.color
        let table: [UInt32] = (0...255).map { level in
            let a = Double(level) / 255 * c.alpha
            func q(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
            return q(a) << 24 | q(c.red * a) << 16 | q(c.green * a) << 8 | q(c.blue * a)
        }
        alpha.withUnsafeBufferPointer { buf in
            table.withUnsafeBufferPointer { t in
                let a = buf.baseAddress!
                var j = 0
                while j < ph {
                    var i = 0
                    let src = a + j &* pw, dst = words + j &* tstride
                    while i < pw {
                        let f = src[i]
                        dst[i] = t[f <= 0 ? 0 : f >= 255 ? 255 : Int(f + 0.5)]
                        i &+= 1
                    }
                    j &+= 1
                }
            }
        }
        cairo_surface_mark_dirty(tinted)
        cairo_save(cr)
        cairo_translate(cr, s.offset.width + rx, s.offset.height + ry)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_set_source_surface(cr, tinted, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Box sizes (odd) for three successive box blurs approximating a Gaussian of `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
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

    /// Blurs a width×height plane in place: three box blurs across, then three down; outside
    /// the plane counts as zero.
    static func gaussianBlur(_ a: UnsafeMutablePointer<Float>, width w: Int, height h: Int, sigma: Double) {
        guard sigma > 0 else { return }
        let line = UnsafeMutablePointer<Float>.allocate(capacity: max(w, h))
        defer { line.deallocate() }
        for size in boxSizes(sigma: sigma) {
            let r = (size - 1) / 2
            if r == 0 { continue }
            boxPass(a, line, count: h, length: w, step: 1, lineStep: w, radius: r)
            boxPass(a, line, count: w, length: h, step: w, lineStep: 1, radius: r)
        }
    }

    /// One box blur of radius r along `count` lines of `length` samples. (While loops with
    /// wrapping arithmetic: this is the hot loop, and stays fast in debug builds too.)
    static func boxPass(_ a: UnsafeMutablePointer<Float>, _ line: UnsafeMutablePointer<Float>,
                        count: Int, length: Int, step: Int, lineStep: Int, radius r: Int) {
        let norm = 1 / Float(2 * r + 1)
        let first = r < length ? r : length - 1
        var l = 0
        while l < count {
            let base = a + l &* lineStep
            var i = 0, p = base
            while i < length { line[i] = p.pointee; p += step; i &+= 1 }
            var sum: Float = 0
            i = 0
            while i <= first { sum += line[i]; i &+= 1 }
            i = 0; p = base
            while i < length {
                p.pointee = sum * norm
                let add = i &+ r &+ 1, sub = i &- r
                if add < length { sum += line[add] }
                if sub >= 0 { sum -= line[sub] }
                p += step
                i &+= 1
            }
            l &+= 1
        }
    }
}
