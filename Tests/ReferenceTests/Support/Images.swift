// Pixels for the reference tests: PNG bytes decoded with cairo itself, compared with a
// tolerance, and a diff image written when they differ.

import CCairo
import Foundation

/// An image as straight (not premultiplied) 8-bit RGBA, row by row.
struct RGBAImage: Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt8]   // 4 per pixel: r g b a

    subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Each 2×2 block averaged (rounded): a scale-2 picture brought to scale 1.
    func halved() -> RGBAImage {
        let w = width / 2, h = height / 2
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<w { for c in 0..<4 {
            var s = 0
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { s += Int(pixels[((2 * y + dy) * width + 2 * x + dx) * 4 + c]) }
            out[(y * w + x) * 4 + c] = UInt8((s + 2) / 4)
        } } }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// The same image composited over opaque white (what a PDF viewer or a page shows).
    /// Exact: each channel is the premultiplied value plus (255 - alpha), as cairo's OVER on
    /// white gives.
    var overWhite: RGBAImage {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[i + 3])
            for c in 0..<3 {
                out.pixels[i + c] = UInt8((Int(pixels[i + c]) * a + 255 * (255 - a) + 127) / 255)
            }
            out.pixels[i + 3] = 255
        }
        return out
    }
}

enum ImageError: Error, CustomStringConvertible {
    case decode(String)
    var description: String { if case .decode(let s) = self { return s }; return "" }
}

/// Feeds PNG bytes to cairo's stream reader.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ b: [UInt8]) { bytes = b }
}

private let readFromSource: cairo_read_func_t = { closure, data, length in
    let src = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
    let n = Int(length)
    if src.offset + n > src.bytes.count { return CAIRO_STATUS_READ_ERROR }
    src.bytes.withUnsafeBufferPointer { buf in
        data!.update(from: buf.baseAddress! + src.offset, count: n)
    }
    src.offset += n
    return CAIRO_STATUS_SUCCESS
}

/// Decodes a PNG with cairo_image_surface_create_from_png_stream.
func decodePNG(_ bytes: [UInt8]) throws -> RGBAImage {
    let src = ByteSource(bytes)
    let closure = Unmanaged.passRetained(src)
    defer { closure.release() }
    guard let surface = cairo_image_surface_create_from_png_stream(readFromSource, closure.toOpaque()) else {
        throw ImageError.decode("cairo returned no surface")
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
        throw ImageError.decode("cairo cannot read the PNG: " + String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(surface)
    let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, let data = cairo_image_surface_get_data(surface) else {
        throw ImageError.decode("unexpected cairo image format \(format.rawValue)")
    }
    var px = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        let row = data + y * stride
        for x in 0..<w {
            // Native-endian 32-bit ARGB, premultiplied; RGB24 has no alpha (opaque).
            let v = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
            let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int(v >> 24)
            let pr = Int((v >> 16) & 255), pg = Int((v >> 8) & 255), pb = Int(v & 255)
            let i = (y * w + x) * 4
            if a == 0 {
                px[i] = 0; px[i + 1] = 0; px[i + 2] = 0; px[i + 3] = 0
            } else {
                px[i] = UInt8(min(255, (pr * 255 + a / 2) / a))
                px[i + 1] = UInt8(min(255, (pg * 255 + a / 2) / a))
                px[i + 2] = UInt8(min(255, (pb * 255 + a / 2) / a))
                px[i + 3] = UInt8(a)
            }
        }
    }
    return RGBAImage(width: w, height: h, pixels: px)
}

/// Reads and decodes a PNG file.
func loadPNG(_ path: String) throws -> RGBAImage {
    try decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
}

private final class PNGSink { var bytes: [UInt8] = [] }

/// Encodes straight RGBA as a PNG through cairo (for diff images and recorded references).
func encodePNG(_ img: RGBAImage) -> [UInt8] {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(img.width), Int32(img.height)) else { return [] }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in 0..<img.height {
        for x in 0..<img.width {
            let p = img[x, y]
            let a = UInt32(p.a)
            func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
            let v = (a << 24) | (pm(p.r) << 16) | (pm(p.g) << 8) | pm(p.b)
            UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: v, as: UInt32.self)
        }
    }
    cairo_surface_mark_dirty(surface)
    let sink = PNGSink()
    let closure = Unmanaged.passRetained(sink)
    defer { closure.release() }
    _ = cairo_surface_write_to_png_stream(surface, { c, d, n in
        let s = Unmanaged<PNGSink>.fromOpaque(c!).takeUnretainedValue()
        s.bytes.append(contentsOf: UnsafeBufferPointer(start: d, count: Int(n)))
        return CAIRO_STATUS_SUCCESS
    }, closure.toOpaque())
    return sink.bytes
}

/// How far two images may be apart: a pixel "differs" when any channel (r, g, b or a)
/// differs by more than `channel`; at most `share` of all pixels may differ.
struct Tolerance: CustomStringConvertible {
    var channel: Int
    var share: Double
    var description: String { "channel ≤ \(channel), share of differing pixels ≤ \(share * 100)%" }
}

struct Comparison: CustomStringConvertible {
    var sizeMismatch: String?
    var differing: Int = 0
    var total: Int = 0
    var maxChannelDelta: Int = 0
    /// The mean over pixels of each pixel's largest channel difference.
    var meanLargestDelta: Double = 0
    /// The mean difference of the r, g and b channels over all pixels.
    var meanChannelDelta: Double = 0
    var diff: RGBAImage?
    var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    func passes(_ t: Tolerance) -> Bool { sizeMismatch == nil && share <= t.share }
    var description: String {
        if let s = sizeMismatch { return s }
        return String(format: "%d of %d pixels differ (%.3f%%), largest channel difference %d", differing, total, share * 100, maxChannelDelta)
    }
}

/// Compares two images; the diff shows differing pixels in red over a faded copy of `actual`.
func compare(_ actual: RGBAImage, _ expected: RGBAImage, channel: Int) -> Comparison {
    guard actual.width == expected.width, actual.height == expected.height else {
        return Comparison(sizeMismatch: "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)")
    }
    var c = Comparison(total: actual.width * actual.height)
    var diff = actual.overWhite
    var sumLargest = 0, sumChannels = 0
    for i in stride(from: 0, to: actual.pixels.count, by: 4) {
        var worst = 0
        for k in 0..<4 { worst = max(worst, abs(Int(actual.pixels[i + k]) - Int(expected.pixels[i + k]))) }
        // Channels of fully transparent pixels carry no colour.
        if actual.pixels[i + 3] == 0 && expected.pixels[i + 3] == 0 {
            worst = 0
        } else {
            for k in 0..<3 { sumChannels += abs(Int(actual.pixels[i + k]) - Int(expected.pixels[i + k])) }
        }
        sumLargest += worst
        c.maxChannelDelta = max(c.maxChannelDelta, worst)
        if worst > channel {
            c.differing += 1
            diff.pixels[i] = 255; diff.pixels[i + 1] = 0; diff.pixels[i + 2] = 0
        } else {
            for k in 0..<3 { diff.pixels[i + k] = UInt8(191 + Int(diff.pixels[i + k]) / 4) }
        }
    }
    c.diff = diff
    c.meanLargestDelta = c.total == 0 ? 0 : Double(sumLargest) / Double(c.total)
    c.meanChannelDelta = c.total == 0 ? 0 : Double(sumChannels) / Double(3 * c.total)
    return c
}
