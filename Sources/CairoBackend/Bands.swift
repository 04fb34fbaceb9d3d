// PNG on every core. The page's pixels are cut into horizontal bands; each band is drawn by
// a thread of its own, with a cairo context and an image surface of its own, and its rows are
// then copied into the final image. The band's surface has the page's full size — so that
// every coordinate, transform and pattern is exactly the one-thread render's, with no device
// offset — but lives in a private, lazily committed mapping (mmap MAP_NORESERVE) of which only
// the band's rows are ever touched: cairo draws through a clip to the band's rows widened by
// `margin` rows. No two threads share memory, and each plays the page's whole op list; cairo
// culls what falls outside its clip.
//
// The result is pixel-identical to a one-thread render (tested on every sample and feature
// case, at odd sizes, scales and band counts). What a band sees differently is only its clip,
// and each consequence is dealt with:
//  - the scan converter treats a row where an edge starts or stops (here: the clip's edge)
//    with sub-row sampling instead of exact areas, so a band draws `margin` rows beyond its
//    own and keeps only its own;
//  - cairo culls parts of a stroke that lie outside the area being drawn when the stroke
//    does not fit in it, and the culling changes the stroke's outline elsewhere too (its
//    contours are simplified as a whole; a dash that spans the area is dropped, since
//    _cairo_box_intersects_line_segment answers "no" for it). So each band has two contexts
//    on its surface, kept in the same state: `base`, clipped to the band, and `full`,
//    clipped only as the page is. A stroke that surely fits both the band and the page's
//    clip (so that cairo culls nothing either way) is drawn with `base`; any other stroke,
//    and every layer (its group surface is the clip's size), with `full`, exactly as the
//    whole page would draw it, writing also outside the band into rows no one keeps;
//  - cairo_clip_extents: shadows size and place their blurred raster by it (blurs reach into
//    neighbouring pixels, so a band must blur what the whole page would); ShadowStack asks
//    `full`, whose clip is the page's;
//  - the area cairo composites, from which it derives how it samples gradients and scaled
//    images: PixelGrid.swift makes the sampling independent of the area.
// Fills are exact under any clip (cairo replaces a curve outside the area by its chord, which
// keeps every winding number inside), as are paints, text (filled outlines) and images.
//
// Small pages are drawn on one thread: a band costs a pass over every op, and threads cost
// more than they save when there is little to rasterise. In that pass a band leaves out the
// fills and strokes that lie wholly above or below its rows (BandRouter.route), before cairo
// would build their paths only to cull them.
//
// A PNG is made from the bands, not from an image of the page (`png`): as each wave of bands
// is drawn, the PNG's strips are encoded from their rows (PNGStream, PNGEncoder.swift) and each
// band's mapping is let go as soon as the strips still to come no longer read it (the few rows
// they do are kept). Never a second image of the page, nor a filtered copy of it; and each
// compressed chunk goes to the PNG's sink as soon as it is whole (the compile command's is the
// output's staged file), so the compressed file is not held either.
//
// Bands are drawn as many at once as there are idle cores (`bandCount`), one when none is
// idle: every band plays every op, which with no idle core would only add CPU time. A page is
// cut into more bands than that, drawn in waves, only when its bands are small work beside
// the page's (`waveBandCount`): a layer (a group surface the page's size) is drawn whole in
// every band, so a page with a layer, a mask or a shadow is cut into no more bands than are
// drawn at once, and a stroke across a band's edge is drawn whole by both bands, so bands are
// never shorter than the tallest stroke. The extra work then is what it was with one band per
// core, and the render budget (DrawIR/RasterCost.swift), which counts each op once, stays
// true. A page of plain fills and
// strokes is cut into bands of at most `waveBandBytes` of pixels (`aloneBandBytes` when one
// core draws them one at a time), and the pixels in memory are a wave of bands, not the page.

import CCairo
import DrawIR
import Dispatch
import FoundationEssentials
import ViewSupport
import Glibc
import ViewGeometry

/// The part of a page one band draws, and its unclipped context (see the header).
struct Band {
    /// The band's own rows, in page pixels.
    let rows: Range<Int>
    /// The rows it draws: its own and `BandedRaster.margin` more on each side, within the page.
    let drawn: Range<Int>
    /// A context on the band's surface clipped only as the page is, kept in step with the
    /// band's own context by `BandRouter`.
    let full: OpaquePointer
}

/// Chooses, for each op at the top level of a band (outside any shadow recording), the band's
/// context to draw it with, and repeats every change of state on the other context.
final class BandRouter {
    let band: Band
    let base: OpaquePointer
    let width: Double
    /// Layers open at the top level: they and everything in them go to `full`.
    private var layerDepth = 0
    /// `full`'s clip in device pixels (x1, y1, x2, y2), while no clip or restore changes it.
    private var fullClip: (Double, Double, Double, Double)?

    init(band: Band, base: OpaquePointer, width: Int) {
        self.band = band
        self.base = base
        self.width = Double(width)
    }

    /// The context `op` draws with, or nil when it surely changes no pixel the band draws (a
    /// fill or stroke in a plain colour wholly above or below the band's rows, under an
    /// operator that leaves what lies outside its shape alone): cairo would cull it after
    /// building its path, and a page of many small shapes cut into many bands would pay that
    /// in every band. State ops are also applied to the other context here.
    func route(_ op: Op) -> OpaquePointer? {
        let home = layerDepth > 0 ? band.full : base
        let other = home == base ? band.full : base
        switch op {
        case .save:
            cairo_save(other)
        case .restore:
            cairo_restore(other); fullClip = nil
        case .concat(let t):
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(other, &m)
        case .clip(let p, let rule):
            CairoRenderer.setPath(other, p)
            cairo_set_fill_rule(other, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(other)
            fullClip = nil
        case .setBlendMode(let m):
            cairo_set_operator(other, CairoRenderer.cairoOperator(m))
        case .setAntialias(let on):
            cairo_set_antialias(other, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        case .beginLayer, .beginMask:
            // The group is pushed on `full`; `base` saves, as cairo_push_group does.
            cairo_save(base)
            cairo_set_operator(base, CAIRO_OPERATOR_OVER)
            layerDepth += 1
            return band.full
        case .maskWith:
            return band.full
        case .endLayer, .endMask:
            cairo_restore(base)
            layerDepth = max(0, layerDepth - 1)
            fullClip = nil
            return band.full
        case .stroke(let p, let paint, let style):
            // A hairline's width is a device pixel, not its style's 0: drawn on the full page.
            if style.lineWidth == 0 { return band.full }
            guard layerDepth == 0 else { return band.full }
            switch placement(p, style) {
            case .inside: return base
            case .outside: return isPlainColor(paint) && boundedOperator() ? nil : base
            case .across: return band.full
            }
        case .fill(let p, let paint, _):
            if layerDepth == 0, isPlainColor(paint), boundedOperator(), isAboveOrBelow(p, grow: 2) { return nil }
        default:
            break
        }
        return home
    }

    /// Where a stroke lies against the band.
    enum Placement {
        /// Surely inside both the band's drawn rows and the page's clip: cairo sees it whole on
        /// either context and culls nothing.
        case inside
        /// Surely outside the band's drawn rows: it changes no pixel of the band (cairo skips
        /// it, or, under an unbounded blend mode, does to the band what the page would).
        case outside
        /// Anything else: drawn with `full`.
        case across
    }

    private func isPlainColor(_ paint: Paint) -> Bool {
        if case .color = paint { return true }
        return false
    }

    /// Whether `base`'s operator changes nothing outside the shape drawn (cairo's
    /// _cairo_operator_bounded_by_mask: all but IN, OUT, DEST_IN and DEST_ATOP).
    private func boundedOperator() -> Bool {
        switch cairo_get_operator(base) {
        case CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_ATOP: return false
        default: return true
        }
    }

    /// The device box of `path`'s points under `m`.
    private func deviceBox(_ path: PathData, _ m: cairo_matrix_t) -> (Double, Double, Double, Double)? {
        BandedRaster.deviceBox(path, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    }

    /// Whether a fill of `path`, widened by `grow` device pixels, lies wholly above or below
    /// the band's drawn rows.
    private func isAboveOrBelow(_ path: PathData, grow: Double) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(base, &m)
        guard let box = deviceBox(path, m) else { return false }
        return box.3 + grow <= Double(band.drawn.lowerBound) || box.1 - grow >= Double(band.drawn.upperBound)
    }

    /// Where the stroke of `path` lies: its points' box widened by the stroke's reach
    /// (`BandedRaster.strokeReach`).
    private func placement(_ path: PathData, _ style: StrokeStyle) -> Placement {
        var m = cairo_matrix_t()
        cairo_get_matrix(base, &m)
        guard let box = deviceBox(path, m) else { return .outside }   // nothing to stroke
        let (x1, y1, x2, y2) = box
        let grow = BandedRaster.strokeReach(style, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy)
        guard grow.isFinite else { return .across }
        let top = Double(band.drawn.lowerBound), bottom = Double(band.drawn.upperBound)
        if y2 + grow <= top || y1 - grow >= bottom { return .outside }
        let clip = fullClip ?? deviceClip(band.full)
        fullClip = clip
        let inside = x1 - grow >= max(0, clip.0) && x2 + grow <= min(width, clip.2)
            && y1 - grow >= max(top, clip.1) && y2 + grow <= min(bottom, clip.3)
        return inside ? .inside : .across
    }

    /// A context's clip extents in device pixels.
    private func deviceClip(_ cr: OpaquePointer) -> (Double, Double, Double, Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return (x1, y1, x2, y2)
    }
}

enum BandedRaster {
    /// Fewest rows a band has (below it, a band's pass over the ops costs more than its share
    /// of the rasterising saves).
    static let minimumRows = 64
    /// Fewest pixels a page has before it is drawn in bands.
    static let minimumPixels = 512 * 512

    /// How many bands to draw a page of `width`×`height` pixels in: one (the plain one-thread
    /// render) for a small page, a single core or no idle core, else one per idle core (of
    /// `cores`), each at least `minimumRows` tall. Not more: every band plays every op, which
    /// costs about 4 % of a one-thread render of the 10,000-path scene per extra band
    /// (measured: 2 bands on 2 idle cores 1.03 s, 4 bands 1.11 s, 8 bands 1.27 s, one thread
    /// 1.77 s), and more again for layers and strokes across band edges (see the header).
    static func bandCount(width: Int, height: Int, cores: @autoclosure () -> Int = Cores.available,
                          idle: @autoclosure () -> Int? = Cores.idle()) -> Int {
        // The size first: the cores are read from /proc, a fair part of a small compile.
        if width * height < minimumPixels { return 1 }
        let cores = cores()
        if cores < 2 { return 1 }
        let free = Cores.free(available: cores, idle: idle())
        if free < 2 { return 1 }
        return max(1, min(free, height / minimumRows))
    }

    /// Rows of band `i` of `count` over `height` rows: as equal as can be, in order.
    static func rows(_ i: Int, of count: Int, height: Int) -> Range<Int> {
        (i * height / count)..<((i + 1) * height / count)
    }

    /// The device box of `path`'s points under a transform (its curves lie inside their
    /// control points' hull), or nil for an empty path.
    static func deviceBox(_ path: PathData, xx: Double, yx: Double, xy: Double, yy: Double, x0: Double,
                          y0: Double) -> (Double, Double, Double, Double)? {
        var x1 = Double.infinity, y1 = Double.infinity, x2 = -Double.infinity, y2 = -Double.infinity
        func add(_ p: Point) {
            let x = xx * p.x + xy * p.y + x0, y = yx * p.x + yy * p.y + y0
            x1 = min(x1, x); y1 = min(y1, y); x2 = max(x2, x); y2 = max(y2, y)
        }
        for e in path {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .cubic(let a, let b, let p): add(a); add(b); add(p)
            case .close: break
            }
        }
        return x1 <= x2 && y1 <= y2 ? (x1, y1, x2, y2) : nil
    }

    /// How far beyond its path's points a stroke of `style` reaches in device pixels, under
    /// the linear part of a transform, as cairo measures it
    /// (_cairo_stroke_style_max_distance_from_path), generously: the line width times the
    /// widest a cap or join reaches, times the transform's largest stretch, plus two pixels.
    static func strokeReach(_ style: StrokeStyle, xx: Double, yx: Double, xy: Double, yy: Double) -> Double {
        var reach = 0.5
        if style.lineCap == .square { reach = max(reach, 0.5.squareRoot()) }
        if style.lineJoin == .miter { reach = max(reach, 2.0.squareRoot() * style.miterLimit) }
        let f = xx * xx + yx * yx + xy * xy + yy * yy
        let det = xx * yy - xy * yx
        let stretch = ((f + max(0, f * f - 4 * det * det).squareRoot()) / 2).squareRoot()
        return style.lineWidth * reach * stretch + 2
    }

    /// Rows a band draws beyond its own on each side (see the header).
    static let margin = 2
    /// Fewest rows any band has, also when a count is asked for.
    static let minimumBandRows = 8
    /// Most bytes the bands' page-sized mappings may span together (see `draw`).
    static let maxMappedBytes = 1 << 30

    /// Draws `page` into the ARGB32 `surface` (the whole page at `scale`) in `count` bands,
    /// on up to `count` threads at once.
    static func draw(_ page: IRPage, on surface: OpaquePointer, scale: Double, bands asked: Int) throws {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Layers and strokes across a band's edges are drawn beyond its rows, in its own
        // page-sized mapping: at most `maxMappedBytes` of mappings in all.
        let count = min(asked, height / minimumBandRows, max(1, maxMappedBytes / max(1, height * stride)))
        cairo_surface_flush(surface)
        guard count > 1, let data = cairo_image_surface_get_data(surface) else {
            try CairoRenderer.draw(page, on: surface, scale: scale)
            return
        }
        var errors = [Error?](repeating: nil, count: count)
        let lock = Lock()
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let r = rows(i, of: count, height: height)
            do {
                try drawBand(page, rows: r, into: data, width: width, height: height, stride: stride, scale: scale)
            } catch {
                lock.lock(); errors[i] = error; lock.unlock()
            }
        }
        cairo_surface_mark_dirty(surface)
        // Every band plays every op, so each meets the same failing op: report the first band's.
        if let e = errors.compactMap({ $0 }).first { throw e }
    }

    /// One band, drawn on a page-sized surface of its own, its rows copied into `image`.
    private static func drawBand(_ page: IRPage, rows: Range<Int>, into image: UnsafeMutablePointer<UInt8>,
                                 width: Int, height: Int, stride: Int, scale: Double) throws {
        let pixels = try drawBand(page, rows: rows, width: width, height: height, stride: stride, scale: scale)
        defer { munmap(pixels, height * stride) }
        (image + rows.lowerBound * stride).update(from: pixels + rows.lowerBound * stride, count: rows.count * stride)
    }

    /// One band, drawn on a page-sized mapping of its own (its own rows, and whatever strokes
    /// across its edges and layers touch while it is drawn, are all of it ever committed; once
    /// drawn, only its own rows), which the caller unmaps (`height * stride` bytes).
    static func drawBand(_ page: IRPage, rows: Range<Int>, width: Int, height: Int, stride: Int,
                                 scale: Double) throws -> UnsafeMutablePointer<UInt8> {
        let bytes = height * stride
        guard let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              mapping != MAP_FAILED else {
            throw BackendError(message: "cannot map the \(bytes >> 20) MiB a band of the PNG is drawn on (\(width)×\(height) pixels): \(String(cString: strerror(errno)))", range: page.range)
        }
        let pixels = mapping.assumingMemoryBound(to: UInt8.self)
        do {
            guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                    Int32(height), Int32(stride)) else {
                throw BackendError(message: "cairo could not create an image surface")
            }
            defer { cairo_surface_destroy(surface) }
            try CairoRenderer.check(cairo_surface_status(surface))
            let full = cairo_create(surface)!
            defer { cairo_destroy(full) }
            if scale != 1 { cairo_scale(full, scale, scale) }
            let drawn = max(0, rows.lowerBound - margin)..<min(height, rows.upperBound + margin)
            try CairoRenderer.draw(page, on: surface, scale: scale, band: Band(rows: rows, drawn: drawn, full: full))
            cairo_surface_flush(surface)
        } catch {
            munmap(mapping, bytes)
            throw error
        }
        // What strokes across the band's edges and layers wrote beyond its rows is read by no
        // one (its rows are all that is kept or encoded): those whole pages are handed back at
        // once, not held while the other bands of the wave finish and the wave is encoded.
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let above = rows.lowerBound * stride / pageSize * pageSize
        let below = (rows.upperBound * stride + pageSize - 1) / pageSize * pageSize
        if above > 0 { madvise(mapping, above, MADV_DONTNEED) }
        if below < bytes { madvise(mapping + below, (bytes - below + pageSize - 1) / pageSize * pageSize, MADV_DONTNEED) }
        return pixels
    }

    // MARK: PNG in bands, encoded as they finish

    /// Most bytes of its own rows a band has when a page is drawn in waves of two or more bands
    /// (`waveBandCount`).
    static let waveBandBytes = 4 << 20
    /// Most bytes of its own rows a band has when bands are drawn one at a time (one core
    /// free): every edge between bands costs CPU time, what crosses it being drawn by both
    /// bands, and on one core that is wall time too, so a band drawn alone holds what a wave of
    /// two does.
    static let aloneBandBytes = 8 << 20
    /// Most bands a page is drawn in waves of: the ops across an edge between bands are drawn
    /// by both (the hard bench scene at 6000×6000 px took 29 % more CPU time in 19 bands than
    /// in 2), so on a large page the bands grow rather than their count, and the pixels in
    /// memory stay a fixed share of the page (two bands of eight at once: a quarter).
    static let maximumWaveBands = 8

    /// How many bands a `width`×`height` PNG of `page` is drawn in, `atOnce` at a time: more
    /// than `atOnce`, each of at most `waveBandBytes` of pixels (`aloneBandBytes` one at a
    /// time; or, on a page of more than
    /// `maximumWaveBands` such bands, that many), only when no op of the page
    /// is drawn whole in every band — no layer, mask or shadow (their group surfaces are the
    /// page's size) — and each band at least as tall as the tallest stroke, so that a stroke
    /// (drawn whole by a band it crosses the edge of, `BandRouter`) is drawn by two bands at
    /// most, as with one band a core. The bands' extra work is then each one's pass over the
    /// ops, which leaves out what lies above or below it, never the page's area again per band.
    static func waveBandCount(_ page: IRPage, width: Int, height: Int, scale: Double, atOnce: Int) -> Int {
        let bandBytes = atOnce > 1 ? waveBandBytes : aloneBandBytes
        let bySize = (height * 4 * width + bandBytes - 1) / bandBytes
        guard min(bySize, height / minimumRows) > atOnce, let tallest = tallestStroke(page, scale: scale),
              tallest < Double(height) else { return atOnce }
        return max(atOnce, min(bySize, maximumWaveBands, height / max(minimumRows, Int(tallest.rounded(.up)))))
    }

    /// The most device rows a stroke of `page` at `scale` spans (its points' box widened by
    /// its reach, `strokeReach`), 0 for none; nil when the page has a layer, mask or shadow.
    static func tallestStroke(_ page: IRPage, scale: Double) -> Double? {
        var ctm = Transform(scaleX: scale, y: scale), saved: [Transform] = []
        var tallest = 0.0
        for item in page.items {
            switch item.op {
            case .save: saved.append(ctm)
            case .restore: ctm = saved.popLast() ?? ctm
            case .concat(let t): ctm = t.concatenating(ctm)
            case .beginLayer, .beginMask, .beginShadow: return nil
            case .stroke(let p, _, let style):
                guard let box = deviceBox(p, xx: ctm.a, yx: ctm.b, xy: ctm.c, yy: ctm.d, x0: ctm.tx, y0: ctm.ty) else { continue }
                let rows = box.3 - box.1 + 2 * strokeReach(style, xx: ctm.a, yx: ctm.b, xy: ctm.c, yy: ctm.d)
                // Not finite (an infinite width or transform): as tall as anything.
                tallest = rows.isFinite ? max(tallest, rows) : .infinity
            default: break
            }
        }
        return tallest
    }

    /// The PNG of `page` at `scale` (`width`×`height` pixels), drawn in `count` bands,
    /// `atOnce` at a time (on as many threads), each wave's rows encoded (PNGStream) as its
    /// bands finish and each band's mapping let go once the strips still to come no longer
    /// read it (the few rows they do are kept): the pixels in memory are a wave of bands and
    /// what layers and strokes across their edges touch, never an image of the page nor a
    /// filtered copy. The bytes are those of the whole page drawn on one surface and encoded
    /// (`PNGEncoder.encode`). Whether the image is opaque (RGB or RGBA) is taken from the first
    /// wave, or is `opaque` when known; should a later wave not be opaque after all, the page
    /// is drawn again as RGBA (the sink restarted).
    static func png(_ page: IRPage, width: Int, height: Int, scale: Double, bands asked: Int, atOnce: Int? = nil,
                    opaque known: Bool? = nil) throws -> [UInt8] {
        let bytes = PNGBytes()
        try png(page, width: width, height: height, scale: scale, bands: asked, atOnce: atOnce, opaque: known, to: bytes)
        return bytes.joined()
    }

    /// `png`, its bytes written to `sink` as each wave's chunks are made: the compressed
    /// stream, like the page's pixels, is never all in memory.
    static func png(_ page: IRPage, width: Int, height: Int, scale: Double, bands asked: Int, atOnce: Int? = nil,
                    opaque known: Bool? = nil, to sink: PNGSink) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let count = min(asked, height / minimumBandRows)
        // Each band drawn has a page-sized mapping: at most `maxMappedBytes` of them at once.
        let wave = max(1, min(count, atOnce ?? count, maxMappedBytes / max(1, height * stride)))
        guard count > 1, stride > 0 else { return try onOneSurface(page, width: width, height: height, scale: scale, to: sink) }
        let mapped = height * stride
        var stream: PNGStream? = known.map { PNGStream(width: width, height: height, opaque: $0, sink: sink) }
        // The rows from `keptFrom` that the strips still to come read, from bands let go.
        var kept: UnsafeMutableRawPointer?, keptFrom = 0
        defer { kept?.deallocate() }
        var next = 0
        while next < count {
            let bands = next..<min(count, next + wave)
            var drawn = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: bands.count)
            var opaque = [Bool](repeating: true, count: bands.count)
            var errors = [Error?](repeating: nil, count: bands.count)
            defer { for p in drawn { if let p { munmap(p, mapped) } } }
            let lock = Lock()
            DispatchQueue.concurrentPerform(iterations: bands.count) { k in
                let r = rows(bands.lowerBound + k, of: count, height: height)
                do {
                    let pixels = try drawBand(page, rows: r, width: width, height: height, stride: stride, scale: scale)
                    let o = PNGEncoder.isOpaque(r, width: width) { UnsafeRawPointer(pixels + $0 &* stride) }
                    lock.lock(); drawn[k] = pixels; opaque[k] = o; lock.unlock()
                } catch {
                    lock.lock(); errors[k] = error; lock.unlock()
                }
            }
            // Every band plays every op, so each meets the same failing op: the first band's is reported.
            if let e = errors.compactMap({ $0 }).first { throw e }
            let waveOpaque = !opaque.contains(false)
            if stream == nil { stream = PNGStream(width: width, height: height, opaque: waveOpaque, sink: sink) }
            if stream!.opaque && !waveOpaque {
                try sink.restart()
                return try png(page, width: width, height: height, scale: scale, bands: count, atOnce: wave, opaque: false, to: sink)
            }
            let top = rows(bands.lowerBound, of: count, height: height).lowerBound
            let row: (Int) -> UnsafeRawPointer = { [kept, keptFrom] y in
                if y < top { return UnsafeRawPointer(kept!) + (y - keptFrom) &* stride }
                var k = 0
                while rows(bands.lowerBound + k, of: count, height: height).upperBound <= y { k += 1 }
                return UnsafeRawPointer(drawn[k]!) + y &* stride
            }
            for k in 0..<bands.count {
                try stream!.encode(through: rows(bands.lowerBound + k, of: count, height: height).upperBound, row: row)
                // The bands wholly above the rows the strips still to come read are let go.
                for j in 0..<bands.count where drawn[j] != nil
                    && rows(bands.lowerBound + j, of: count, height: height).upperBound <= stream!.firstRowNeeded {
                    munmap(drawn[j]!, mapped)
                    drawn[j] = nil
                }
            }
            // The rows the next strips read are kept; the wave's bands are then let go (defer).
            let end = rows(bands.upperBound - 1, of: count, height: height).upperBound
            let from = min(stream!.firstRowNeeded, end)
            let keep = UnsafeMutableRawPointer.allocate(byteCount: max(1, (end - from) * stride), alignment: 16)
            for y in from..<end { (keep + (y - from) * stride).copyMemory(from: row(y), byteCount: stride) }
            kept?.deallocate()
            kept = keep; keptFrom = from
            next = bands.upperBound
        }
        try stream!.finish()
    }

    /// The PNG of `page` drawn on one image surface and encoded to `sink`.
    static func onOneSurface(_ page: IRPage, width: Int, height: Int, scale: Double, to sink: PNGSink) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw BackendError(message: "cairo could not create an image surface", range: page.range)
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            throw BackendError(message: "cairo could not make the PNG's image of \(width)×\(height) pixels (\((width * height * 4) >> 20) MiB): \(CairoRenderer.cairoRefusal(status))", range: page.range)
        }
        try CairoRenderer.draw(page, on: surface, scale: scale)
        // The same pixels cairo's PNG writer makes, compressed on every core (PNGEncoder.swift).
        try PNGEncoder.encode(surface, to: sink)
    }
}
