// Painting the IR's images. PNG bytes are decoded by cairo
// (cairo_image_surface_create_from_png_stream), JPEG bytes by libjpeg (CJPEG, into cairo's
// RGB24 layout); each distinct image is decoded once per page, then scaled and placed into
// the op's rectangle with CAIRO_FILTER_GOOD (or, as the op's filter asks, bilinearly or by
// the nearest pixel). In PNG output the edges are padded (the image's
// border pixels reach the rectangle's edge rather than fading into transparency); SVG and PDF
// embed the bitmap itself, PDF with each paint in a group of its own (ImageSurfaces.inGroups).

import CCairo
import CJPEG
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// Reads the PNG bytes cairo asks for.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ b: [UInt8]) { bytes = b }
}

private let readFromSource: cairo_read_func_t = { closure, data, length in
    let src = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
    let n = Int(length)
    guard let data = data, src.offset + n <= src.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    src.bytes.withUnsafeBufferPointer { buf in
        data.update(from: buf.baseAddress! + src.offset, count: n)
    }
    src.offset += n
    return CAIRO_STATUS_SUCCESS
}

/// Decoded images of one page, by hash.
final class ImageSurfaces {
    var surfaces: [String: OpaquePointer] = [:]
    /// The encoded bytes each cached surface was decoded from.
    var sources: [String: [UInt8]] = [:]
    /// Whether each paint is wrapped in a group of its own. For PDF: cairo (1.16) lists an
    /// image's XObject once per paint, under one key, in the resources of the page or group
    /// that paints it (qpdf: "dictionary has duplicated key"); a group per paint has its own
    /// resources naming the image once, and the pixels are still embedded once.
    let inGroups: Bool
    /// Whether the page is an SVG's, whose viewers sample images smoothly whatever is asked
    /// (an image to be sampled by the nearest pixel goes in with its pixels repeated).
    let forSVG: Bool
    /// Those images with their pixels repeated, by hash and repeat, made once a page; and how
    /// many pixels they hold together, which `enlargedBudget` bounds.
    var enlarged: [String: OpaquePointer] = [:]
    var enlargedPixels = 0
    /// The pixels of a page's repeated images at most (64 MB): past it an image is embedded as
    /// it is, smoothed by the viewer as a plain image is.
    static let enlargedBudget = 16_000_000
    init(inGroups: Bool, forSVG: Bool = false) { self.inGroups = inGroups; self.forSVG = forSVG }

    deinit {
        for s in surfaces.values { cairo_surface_destroy(s) }
        for s in enlarged.values { cairo_surface_destroy(s) }
    }

    func surface(_ ref: ImageRef, _ range: SourceRange) throws -> OpaquePointer {
        // The hash finds the entry; the bytes decide (two images never share a surface).
        let key = ref.hash
        if let s = surfaces[key], let known = sources[key], known == ref.bytes { return s }
        func fail(_ why: String) -> BackendError {
            BackendError(message: "the image '\(ref.name)' cannot be decoded: \(why)", range: range)
        }
        let s: OpaquePointer?
        switch ref.format {
        case .png:
            let src = ByteSource(ref.bytes)
            let closure = Unmanaged.passRetained(src).toOpaque()
            s = cairo_image_surface_create_from_png_stream(readFromSource, closure)
            Unmanaged<ByteSource>.fromOpaque(closure).release()
        case .jpeg:
            s = try decodeJPEG(ref, fail)
        }
        guard let surface = s else { throw fail("cairo made no surface") }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            // cairo reports a corrupt PNG stream as a read error or as "out of memory".
            let corrupt = status == CAIRO_STATUS_READ_ERROR || status == CAIRO_STATUS_NO_MEMORY
            throw fail(corrupt ? "the PNG data is truncated or corrupt" : String(cString: cairo_status_to_string(status)))
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        if w != ref.pixelWidth || h != ref.pixelHeight {
            cairo_surface_destroy(surface)
            throw fail("it decodes to \(w)×\(h) pixels, not the \(ref.pixelWidth)×\(ref.pixelHeight) its header says")
        }
        if let old = surfaces[key] { cairo_surface_destroy(old) }
        surfaces[key] = surface
        sources[key] = ref.bytes
        return surface
    }

    /// A JPEG decoded by libjpeg, copied into a cairo RGB24 surface (opaque).
    func decodeJPEG(_ ref: ImageRef, _ fail: (String) -> BackendError) throws -> OpaquePointer? {
        var pixels: UnsafeMutablePointer<UInt32>?
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = ref.bytes.withUnsafeBufferPointer { buf in
            viewc_jpeg_decode(buf.baseAddress, buf.count, Int(ImageLimits.maxPixels), &pixels, &w, &h, &message, message.count)
        }
        defer { free(pixels) }
        if status == 2 { throw fail("libjpeg, which decodes JPEG images, cannot be loaded (\(String(cString: message)))") }
        guard status == 0, let px = pixels else {
            throw fail("the JPEG data is corrupt (libjpeg: \(String(cString: message)))")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h) else { return nil }
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS { return surface }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<Int(h) {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            row.update(from: px + y * Int(w), count: Int(w))
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Paints the whole image into `dest` (user space).
    func paint(_ cr: OpaquePointer?, _ ref: ImageRef, _ dest: Rect, _ sampling: ImageSampling, _ range: SourceRange, isRaster: Bool) throws {
        var surface = try surface(ref, range)
        var pw = Double(ref.pixelWidth), ph = Double(ref.pixelHeight)
        // Enlarged on the device (on either axis), by the magnification filter; else by the minification one.
        let scale = Self.deviceScale(cr, dest, pw, ph)
        let filter = sampling.magnify == sampling.minify ? sampling.magnify : scale > 1 ? sampling.magnify : sampling.minify
        // SVG has no way to ask for nearest-pixel sampling that cairo writes: an image drawn so
        // (interpolationQuality .none) goes in enlarged, each pixel repeated, so that a viewer's
        // smoothing can only soften the edges of the blocks (also drawn into a shadow's or a
        // layer's group, which the SVG embeds).
        if filter == .nearest, forSVG, let e = repeatingPixels(ref, surface, pw, ph, scale: scale) {
            surface = e
            pw = Double(cairo_image_surface_get_width(e)); ph = Double(cairo_image_surface_get_height(e))
        }
        // An image cairo could only draw through a matrix it cannot invert (its assertion would
        // stop the process) draws nothing: the validator refuses it first, this holds for IR
        // that was not validated.
        if CairoRenderer.shrinksTooFar(cr, Transform(scaleX: dest.width / pw, y: dest.height / ph)) { return }
        cairo_save(cr)
        if inGroups { cairo_push_group(cr); cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        cairo_translate(cr, dest.origin.x, dest.origin.y)
        cairo_scale(cr, dest.width / pw, dest.height / ph)
        let cairoFilter = switch filter { case .smooth: CAIRO_FILTER_GOOD; case .linear: CAIRO_FILTER_BILINEAR; case .nearest: CAIRO_FILTER_NEAREST }
        PixelGrid.setSource(cr, surface, at: Point(0, 0), filter: cairoFilter, extend: isRaster ? CAIRO_EXTEND_PAD : nil)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, pw, ph)
        cairo_fill(cr)
        if inGroups { cairo_pop_group_to_source(cr); cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// How many device pixels an image pixel covers where `dest` lands, on the axis enlarged most.
    static func deviceScale(_ cr: OpaquePointer?, _ dest: Rect, _ pw: Double, _ ph: Double) -> Double {
        var dx = dest.width, dy = 0.0, ex = 0.0, ey = dest.height
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        return max((dx * dx + dy * dy).squareRoot() / pw, (ex * ex + ey * ey).squareRoot() / ph)
    }

    /// The image with each pixel repeated k × k times, k a power of two at least twice the
    /// times its pixels are enlarged where `dest` lands on the device (on the axis enlarged
    /// most), so that a repeated pixel is at most half a device pixel and a viewer's smoothing
    /// stays within half a pixel of each block's edge — at most 4 megapixels, made once a page
    /// for each image and repeat, within the page's budget; nil when it is not enlarged at all.
    func repeatingPixels(_ ref: ImageRef, _ source: OpaquePointer?, _ pw: Double, _ ph: Double, scale: Double) -> OpaquePointer? {
        guard scale.isFinite, scale > 1 else { return nil }
        var k = 2
        while k < 2048, Double(k) < 2 * scale { k *= 2 }
        while k > 1, pw * ph * Double(k * k) > 4_000_000 { k /= 2 }
        guard k >= 2 else { return nil }
        let key = "\(ref.hash) \(k)"
        if let made = enlarged[key] { return made }
        let pixels = Int(pw * ph) * k * k
        guard enlargedPixels + pixels <= Self.enlargedBudget else { return nil }
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw) * Int32(k), Int32(ph) * Int32(k))
        let c = cairo_create(out)
        cairo_scale(c, Double(k), Double(k))
        cairo_set_source_surface(c, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_NEAREST)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(out); return nil }
        enlarged[key] = out
        enlargedPixels += pixels
        return out
    }
}
