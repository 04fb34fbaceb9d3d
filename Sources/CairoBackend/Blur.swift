// A Gaussian blur for cairo image surfaces, used for shadows. cairo has no blur of its own.
// Three box blurs in each direction approximate a Gaussian closely (the central limit
// theorem), in time independent of the radius.

import CCairo
import Foundation

/// Blurs an ARGB32 or A8 image surface in place with a Gaussian of standard deviation
/// `sigma` pixels. Every channel is blurred (premultiplied colour stays premultiplied).
func gaussianBlur(_ surface: OpaquePointer?, sigma: Double) {
    guard sigma > 0.1, let surface = surface else { return }
    cairo_surface_flush(surface)
    let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return }
    let channels = format == CAIRO_FORMAT_A8 ? 1 : 4
    let boxes = boxSizes(sigma: sigma, n: 3)
    var line = [Double](repeating: 0, count: max(w, h))
    var tmp = [Double](repeating: 0, count: max(w, h))
    for ch in 0..<channels {
        // Rows.
        for y in 0..<h {
            for x in 0..<w { line[x] = Double(data[y * stride + x * channels + ch]) }
            for r in boxes { boxBlur(&line, &tmp, w, r) }
            for x in 0..<w { data[y * stride + x * channels + ch] = UInt8(max(0, min(255, line[x].rounded()))) }
        }
        // Columns.
        for x in 0..<w {
            for y in 0..<h { line[y] = Double(data[y * stride + x * channels + ch]) }
            for r in boxes { boxBlur(&line, &tmp, h, r) }
            for y in 0..<h { data[y * stride + x * channels + ch] = UInt8(max(0, min(255, line[y].rounded()))) }
        }
    }
    cairo_surface_mark_dirty(surface)
}

/// Half-widths of `n` box blurs whose sum approximates a Gaussian of `sigma`.
func boxSizes(sigma: Double, n: Int) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    let wu = wl + 2
    let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n)) / Double(-4 * wl - 4)
    let m = Int(mIdeal.rounded())
    return (0..<n).map { ($0 < m ? wl : wu - 0) / 2 }.map { max(0, $0) }
}

/// One box blur of half-width `r` over the first `n` values; outside is zero.
private func boxBlur(_ a: inout [Double], _ tmp: inout [Double], _ n: Int, _ r: Int) {
    if r == 0 { return }
    let scale = 1.0 / Double(2 * r + 1)
    var sum = 0.0
    for i in 0...min(r, n - 1) { sum += a[i] }
    for i in 0..<n {
        tmp[i] = sum * scale
        let add = i + r + 1, sub = i - r
        if add < n { sum += a[add] }
        if sub >= 0 { sum -= a[sub] }
    }
    for i in 0..<n { a[i] = tmp[i] }
}
