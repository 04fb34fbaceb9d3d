// CairoBackend — the last stage and the only module that imports cairo: one entry function
// (`render`) and a switch over the IR's ops. It turns an IRDocument into SVG, PDF or PNG
// bytes. Output is byte-for-byte the same from run to run: SVG ids are renumbered per
// document, the PDF dates come from SOURCE_DATE_EPOCH (or a fixed date). It sees the IR,
// ViewGeometry and ViewSupport (ranges, locks, threads, printf), never the parser or the
// evaluator (ModuleSeamTests).

import CCairo
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// An output format.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg, pdf, png
}

/// How to render.
public struct RenderOptions: Sendable {
    public var format: OutputFormat
    /// PNG pixels per point (contentScaleFactor); 1, 2 or 3.
    public var scale: Int = 1
    /// PDF CreationDate/ModDate as seconds since 1970; nil means the fixed date.
    public var sourceDateEpoch: Int?
    /// Most pixels a PNG may have, so that a huge canvas cannot exhaust memory.
    public var maxPixels = 100_000_000
    /// What every SVG id starts with (`isValidSVGIDPrefix`); nil: one derived from the drawing.
    public var idPrefix: String?
    /// How many bands a PNG is drawn in, on as many threads (Bands.swift); nil chooses by the
    /// page's size and the cores; 1 draws on one thread. The pixels are the same either way.
    public var bands: Int?
    /// How many chunks a large SVG page of plain drawing is drawn in, on as many threads
    /// (SVGChunks.swift); nil chooses by the page and the cores; 1 draws on one surface. The
    /// bytes are the same either way.
    public var svgChunks: Int?
    /// How many chunks a large PDF page of plain drawing is drawn in, on as many threads
    /// (PDFChunks.swift); nil chooses by the page alone (never the cores, so the bytes are the
    /// same on every machine); 1 draws on one surface. The pictures are the same either way.
    public var pdfChunks: Int?
    /// The SVG page's chunks drawn ahead while the front end ran (SVGSpeculation.swift), used
    /// where they hold; nil: none. Ignored when `svgChunks` is set.
    public var speculation: SVGSpeculation?
    /// The PNG's page drawn as it was made (PNGStreaming.swift), for a page that `fits` it:
    /// the rest of the page is drawn on that surface, nothing again.
    public var streamed: PNGStreaming?
    /// A test seam: the chunks' merge fails, so the document is drawn again on one surface.
    var pdfMergeFails = false
    /// The page (from 1) an SVG or PNG shows; nil: the document must have one page. A PDF has all.
    public var page: Int?
    /// The files pages are written to in this run, by page number (from 1), as an SVG's links
    /// to those pages name them (SVGDocumentParts.swift); a link to another page is left out.
    public var pageFiles: [Int: String] = [:]
    public init(format: OutputFormat) { self.format = format }
}

/// A rendering failure; it has no source location of its own.
public struct BackendError: Error, Sendable {
    public var message: String
    /// The `.view` text of the op that failed, when one did (every IR item carries one).
    public var range: SourceRange?
    public init(message: String, range: SourceRange? = nil) { self.message = message; self.range = range }
}

/// Collects the bytes cairo writes to a stream.
final class ByteSink {
    var bytes: [UInt8] = []
}

let writeToSink: cairo_write_func_t = { closure, data, length in
    let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
    if let data = data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
    return CAIRO_STATUS_SUCCESS
}

public enum CairoRenderer {
    /// Renders `doc`: a PDF of every page, or the SVG or PNG of one (`options.page`).
    /// `doc` is consumed: a PDF page's ops are let go once cairo has them (PDFDocument.swift),
    /// which frees them when the caller handed over its last reference.
    public static func render(_ doc: consuming IRDocument, _ options: RenderOptions) throws -> [UInt8] {
        try checkDocument(doc)
        switch options.format {
        case .pdf:
            return try renderPDF(consume doc, options, ByteSink())   // PDFDocument.swift
        case .svg:
            let first = try onePage(doc, options)
            // A large page of plain drawing is drawn in chunks on every core (SVGChunks.swift).
            // `svg` is the one reference to the page's bytes from here on, so that each pass
            // below that changes nothing, and the id pass, keep them where they are instead of
            // copying megabytes.
            var svg: [UInt8], marks = PageMarks()
            var chunked: [UInt8]?
            // Chunks drawn while the front end ran, where they hold (SVGSpeculation.swift).
            if options.svgChunks == nil, let s = options.speculation { chunked = try s.finish(first) }
            if chunked == nil, let ranges = SVGChunks.plan(first, chunks: options.svgChunks ?? SVGChunks.chunkCount(first)) {
                chunked = try SVGChunks.render(first, ranges)
            }
            if let bytes = chunked {
                svg = bytes
                chunked = nil
                for item in first.items { marks.track(item) }
            } else {
                (svg, marks) = try svgSurface(first)
            }
            // The page's title: its own accessibility label, else the document's title.
            var titled = first
            if titled.accessibility.label == nil { titled.accessibility.label = doc.info.title }
            svg = SVGClipRule.fix(svg)   // SVGClipRule.swift, SVGMaskType.swift, SVGAccessibility.swift, SVGDocumentParts.swift
            svg = SVGMaskType.fix(svg)
            svg = SVGAccessibility.annotate(svg, titled)
            // (The destinations are found on every page: only for a page with links.)
            if !marks.links.isEmpty {
                svg = SVGDocumentParts.addLinks(to: svg, marks.links, destinationPages: doc.destinationPages, pageFiles: options.pageFiles)
            }
            SVGTidy.rewriteIDs(&svg, prefix: options.idPrefix)   // Tidy.swift
            return svg
        case .png:
            let bytes = PNGBytes()
            try png(doc, options, to: bytes)
            return bytes.joined()
        }
    }

    /// What every format checks first: a page, and links, destinations and an outline that fit
    /// together (Document.swift).
    private static func checkDocument(_ doc: IRDocument) throws {
        guard !doc.pages.isEmpty else { throw BackendError(message: "the document has no pages") }
        if let p = DocumentChecks.problems(doc).first { throw BackendError(message: p.message, range: p.range) }
    }

    /// Renders the PNG of one page of `doc` (`options.page`) to `sink`, its chunks written as
    /// they are made (the compile command's sink is the output's staged file).
    public static func renderPNG(_ doc: IRDocument, _ options: RenderOptions, to sink: PNGSink) throws {
        try checkDocument(doc)
        try png(doc, options, to: sink)
    }

    /// The PNG of the page `options` choose, to `sink`.
    private static func png(_ doc: IRDocument, _ options: RenderOptions, to sink: PNGSink) throws {
        let first = try onePage(doc, options)
        let s = Double(options.scale)
        let w = Int((first.width * s).rounded(.up)), h = Int((first.height * s).rounded(.up))
        if w * h > options.maxPixels || w > 32767 || h > 32767 {
            throw BackendError(message: "a PNG of \(w)×\(h) pixels is larger than the limit (\(options.maxPixels / 1_000_000) megapixels, 32767 a side); lower --scale or the canvas size", range: first.range)
        }
        if let s = options.streamed { return try s.finish(first, to: sink) }
        // Drawn in bands, as many at once as there are idle cores, and encoded as they finish
        // (Bands.swift, PNGEncoder.swift).
        let atOnce = options.bands ?? BandedRaster.bandCount(width: w, height: h)
        let bands = options.bands ?? BandedRaster.waveBandCount(first, width: w, height: h, scale: s, atOnce: atOnce)
        try BandedRaster.png(first, width: w, height: h, scale: s, bands: bands, atOnce: atOnce, to: sink)
    }

    /// cairo's tolerance (how far, in device pixels, the straight segments a curve is cut into
    /// may stray from it) on an SVG page of plain drawing (`SVGChunks.cuttableStart`: solid
    /// fills, strokes and paints under saves and transforms). There the SVG surface writes every
    /// op as it is, curves as curves, and flattens nothing for the output: the tolerance's one
    /// other use there is the analysis cairo runs as the page ends, which flattens each stroke into a
    /// polygon to find its extents (_cairo_analysis_surface_stroke), and those extents decide
    /// nothing on such a page: every op is drawn natively, one with empty extents too
    /// (_add_operation), and an SVG 1.1 surface has no finer-grained fallbacks whose regions
    /// they would bound. At cairo's 0.1 that flattening was a third of cairo's work for the
    /// benchmark's scenes; at 100 a curve is a few segments (and a thin round-joined stroke
    /// none: its pen is a point). A page with anything else (clips, images, text, gradients,
    /// layers, blend modes, which cairo may rasterise into a fallback image) keeps cairo's
    /// tolerance, and so does every PDF: its surface leaves out a stroke whose extents miss
    /// the page. Its first use: a dash pattern finer than the tolerance is replaced by an
    /// approximation, which the SVG writes; a dashed stroke is drawn at cairo's own (`draw`).
    /// `SVGChunkTests.testTheCoarseToleranceChangesNoByte` compares the bytes with cairo's own.
    static let plainSVGTolerance = 100.0

    /// One page drawn on an SVG surface of its own: cairo's document and the page's links.
    /// `tolerance` is cairo's for the drawing; nil chooses (`plainSVGTolerance` on a page of
    /// plain drawing, else cairo's own).
    static func svgSurface(_ page: IRPage, tolerance: Double? = nil) throws -> (bytes: [UInt8], marks: PageMarks) {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = cairo_svg_surface_create_for_stream(writeToSink, closure, page.width, page.height) else {
            throw BackendError(message: "cairo could not create an SVG surface")
        }
        defer { cairo_surface_destroy(surface) }   // also when drawing throws
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        // Sizes in CSS pixels: a 400-point canvas shows as 400 px in a browser.
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        // What SVG 1.1 cannot express (blend modes) cairo rasterises: at 2 pixels per point.
        cairo_surface_set_fallback_resolution(surface, 144, 144)
        let marks = try draw(page, on: surface,
                             tolerance: tolerance ?? (SVGChunks.cuttableStart(page) != nil ? plainSVGTolerance : nil))
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        // The images SVG 1.1 needs for blended drawing are made as the surface finishes: a
        // failure then is the first blend's, said with the size such an image may reach.
        if status != CAIRO_STATUS_SUCCESS,
           let blend = page.items.first(where: { if case .setBlendMode(let m) = $0.op { return m != .normal }; return false }) {
            let w = Int((page.width * 2).rounded(.up)), h = Int((page.height * 2).rounded(.up))
            throw BackendError(message: "SVG 1.1 cannot blend, so this blended drawing is embedded as an image at 2 pixels a point, up to \(w)×\(h) pixels on this page; \(cairoRefusal(status)); make a PDF or PNG, or a smaller page", range: blend.range)
        }
        try check(status)
        return (sink.bytes, marks)
    }

    /// `YYYY-MM-DDThh:mm:ss` in UTC, as cairo's PDF metadata wants it.
    static func pdfDate(_ epoch: Int?) -> String {
        let seconds = epoch ?? 946_684_800  // 2000-01-01T00:00:00Z
        var t = time_t(seconds)
        var tmv = tm()
        gmtime_r(&t, &tmv)
        return cFormat("%04d-%02d-%02dT%02d:%02d:%02d", Int(tmv.tm_year) + 1900, Int(tmv.tm_mon) + 1,
                      Int(tmv.tm_mday), Int(tmv.tm_hour), Int(tmv.tm_min), Int(tmv.tm_sec))
    }

    static func check(_ status: cairo_status_t) throws {
        if status != CAIRO_STATUS_SUCCESS {
            throw BackendError(message: "cairo: " + String(cString: cairo_status_to_string(status)))
        }
    }

    /// cairo's failure at the op that caused it, in words: what needed a surface, how large it
    /// may be (the page in `surface`'s pixels, which bounds an offscreen layer, mask or shadow
    /// in a PNG), and which limit refused it.
    static func failure(_ status: cairo_status_t, at item: Item, on surface: OpaquePointer) -> BackendError {
        let what: String
        switch item.op {
        case .beginLayer: what = "this layer needs offscreen (to composite it at its alpha)"
        case .beginMask, .maskWith, .endMask: what = "this mask needs offscreen"
        case .beginShadow, .endShadow: what = "this shadow needs offscreen (to blur it)"
        case .image: what = "this image needs"
        default: what = "this drawing needs"
        }
        guard status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_INVALID_SIZE else {
            return BackendError(message: "cairo cannot draw this: \(String(cString: cairo_status_to_string(status)))", range: item.range)
        }
        var size = ""
        if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            size = " of up to \(w)×\(h) pixels (\((w * h * 4) >> 20) MiB)"
        }
        return BackendError(message: "cairo could not make the surface\(size) that \(what): \(cairoRefusal(status))", range: item.range)
    }

    /// Which limit a failed surface met: cairo's size for an image, or the memory this process
    /// may use (its address-space limit, when one is set).
    static func cairoRefusal(_ status: cairo_status_t) -> String {
        if status == CAIRO_STATUS_INVALID_SIZE { return "cairo's images hold at most 32767 pixels a side" }
        guard status == CAIRO_STATUS_NO_MEMORY else { return "cairo: " + String(cString: cairo_status_to_string(status)) }
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            return "it needs more memory than this process may use (its address-space limit, ulimit -v, is \(limit.rlim_cur >> 20) MiB)"
        }
        return "it needs more memory than this machine could give"
    }

    /// The page an SVG or PNG shows.
    static func onePage(_ doc: IRDocument, _ options: RenderOptions) throws -> IRPage {
        guard let n = options.page else {
            if doc.pages.count > 1 {
                throw BackendError(message: "the document has \(doc.pages.count) pages and \(options.format == .svg ? "an SVG" : "a PNG") shows one: choose a page, or write one file per page", range: doc.pages[1].range)
            }
            return doc.pages[0]
        }
        guard n >= 1 && n <= doc.pages.count else {
            throw BackendError(message: "there is no page \(n): the document has \(doc.pages.count == 1 ? "1 page" : "\(doc.pages.count) pages")")
        }
        return doc.pages[n - 1]
    }

    /// Plays one page's ops onto a surface (or onto one band of a PNG's rows, Bands.swift);
    /// returns its links and destinations on the page. `tolerance`: cairo's, when not its own
    /// (`plainSVGTolerance`).
    @discardableResult
    static func draw(_ page: IRPage, on surface: OpaquePointer, scale: Double = 1, band: Band? = nil,
                     tolerance: Double? = nil) throws -> PageMarks {
        let drawer = PageDrawer(surface, scale: scale, band: band, tolerance: tolerance)
        try drawer.play(page.items)
        try drawer.end()
        return drawer.marks
    }
}

/// Plays a page's ops onto a surface, in as many calls as the caller hands them over in (a PNG
/// drawn while the front end still makes the page, PNGStreaming.swift): the context, its open
/// layers and shadows and the page's marks are kept from one call to the next.
final class PageDrawer {
    let surface: OpaquePointer
    /// The context the drawing began on; `cr` is the one drawn on now (a shadow's recording, or
    /// in a band the context `BandRouter` chooses).
    let base: OpaquePointer
    var cr: OpaquePointer
    let tolerance: Double?
    let cairosOwnTolerance: Double
    var layerAlphas: [Double] = []
    let images: ImageSurfaces
    var shadows: ShadowStack
    let router: BandRouter?
    /// The page's links and destinations (PageMarks.swift).
    var marks = PageMarks()

    init(_ surface: OpaquePointer, scale: Double = 1, band: Band? = nil, tolerance: Double? = nil) {
        self.surface = surface
        let base = cairo_create(surface)!
        self.base = base
        cairosOwnTolerance = cairo_get_tolerance(base)
        self.tolerance = tolerance
        if let tolerance { cairo_set_tolerance(base, tolerance) }
        cr = base
        if let band = band {
            cairo_rectangle(base, 0, Double(band.drawn.lowerBound), Double(cairo_image_surface_get_width(surface)), Double(band.drawn.count))
            cairo_clip(base)
        }
        if scale != 1 { cairo_scale(base, scale, scale) }
        images = ImageSurfaces(inGroups: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_PDF,
                               forSVG: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_SVG)   // ImageRendering.swift
        shadows = ShadowStack(isRaster: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, probe: band?.full)
        router = band.map { BandRouter(band: $0, base: base, width: Int(cairo_image_surface_get_width(surface))) }
    }

    deinit { cairo_destroy(base) }

    /// The context's first failure, once every op is played.
    func end() throws { try CairoRenderer.check(cairo_status(cr)) }

    /// Plays `items`, which follow those played before.
    func play<C: Collection>(_ items: C) throws where C.Element == Item {
        let surface = surface, tolerance = tolerance, cairosOwnTolerance = cairosOwnTolerance, images = images, router = router
        // Locals for the loop (a class's stored properties would each be an exclusivity check an
        // op), handed back however it ends.
        var cr = cr, layerAlphas = layerAlphas, shadows = shadows, marks = marks
        defer { self.cr = cr; self.layerAlphas = layerAlphas; self.shadows = shadows; self.marks = marks }
        for item in items {
            marks.track(item)
            // In a band, the top level's ops go to one of its two contexts (Bands.swift).
            // An op that changes nothing the band draws is left out.
            if let router = router, shadows.open.isEmpty {
                guard let routed = router.route(item.op) else { continue }
                cr = routed
            }
            switch item.op {
            case .save: cairo_save(cr)
            case .restore: cairo_restore(cr)
            case .concat(let t):
                var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &m)
                // A product of transforms that cairo cannot invert fails here, at its source.
                if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
                    throw BackendError(message: "this transform, combined with the ones around it, cannot be drawn (cairo: \(String(cString: cairo_status_to_string(cairo_status(cr)))))", range: item.range)
                }
            case .clip(let p, let rule):
                CairoRenderer.setPath(cr, p)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .fill(let p, let paint, let rule):
                let fade = CairoRenderer.fadedPattern(cr, paint)
                CairoRenderer.setPath(cr, p)
                try CairoRenderer.setPaint(cr, paint, item.range)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
                CairoRenderer.endFade(cr, fade)
            case .stroke(let p, let paint, let s):
                let fade = CairoRenderer.fadedPattern(cr, paint)
                defer { CairoRenderer.endFade(cr, fade) }
                CairoRenderer.setPath(cr, p)
                try CairoRenderer.setPaint(cr, paint, item.range)
                // lineWidth 0 is a hairline, "the thinnest line that can be rendered on a
                // particular device": drawn in device space, one pixel wide in a PNG (at its
                // scale) and an SVG, 0.12 pt (a 600 dpi printer's dot) in a PDF, whatever the
                // transforms around it. cairo itself draws nothing at width 0.
                let hairline = s.lineWidth == 0
                if hairline {
                    cairo_save(cr)
                    cairo_identity_matrix(cr)
                    cairo_set_line_width(cr, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_PDF ? 0.12 : 1)
                } else {
                    cairo_set_line_width(cr, s.lineWidth)
                }
                switch s.lineCap {
                case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
                }
                switch s.lineJoin {
                case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
                case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
                }
                cairo_set_miter_limit(cr, s.miterLimit)
                cairo_set_dash(cr, s.dash, Int32(s.dash.count), s.dashPhase)
                // cairo replaces a dash pattern finer than its tolerance by an approximation
                // (_cairo_stroke_style_dash_approximate), which an SVG then writes: a dashed
                // stroke is drawn at cairo's own tolerance.
                let ownForDashes = tolerance != nil && !s.dash.isEmpty
                if ownForDashes { cairo_set_tolerance(cr, cairosOwnTolerance) }
                cairo_stroke(cr)
                if ownForDashes, let tolerance { cairo_set_tolerance(cr, tolerance) }
                if hairline { cairo_restore(cr) }
            case .beginLayer(let alpha):
                layerAlphas.append(alpha)
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)  // the blend mode applies to the composite
            case .endLayer:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, layerAlphas.popLast() ?? 1)
            case .beginMask, .maskWith:
                // The masked drawing, then the mask, each into a group of its own.
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            case .endMask:
                let mask = cairo_pop_group(cr)
                let content = cairo_pop_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
                cairo_pattern_destroy(content)
            case .paint(let paint):
                let fade = CairoRenderer.fadedPattern(cr, paint)
                try CairoRenderer.paintClip(cr, paint, item.range)
                CairoRenderer.endFade(cr, fade)
            case .beginShadow(let sh):
                cr = shadows.begin(cr, sh)
            case .endShadow:
                cr = shadows.end(cr)
                if shadows.vectorPixels > ShadowStack.maxVectorPixels {
                    throw BackendError(message: "the blurred shadows on this page would put more than \(Int(ShadowStack.maxVectorPixels / 1_000_000)) megapixels of images into the \(cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_PDF ? "PDF" : "SVG"); draw fewer or smaller shadows, or make a PNG", range: item.range)
                }
            case .setBlendMode(let m):
                cairo_set_operator(cr, CairoRenderer.cairoOperator(m))
            case .setAntialias(let on):
                cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            case .text(let run):
                PangoTextLayout.shared.draw(run, on: cr, asOutlines: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE)   // TextRendering.swift
            case .image(let ref, let dest, let sampling):
                try images.paint(cr, ref, dest, sampling, item.range, isRaster: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE)
            case .link, .destination:
                break   // in `marks`, for the format to write after the drawing
            }
            // cairo keeps its first failure and ignores what follows: it is reported here, at
            // the op that caused it (a layer larger than memory allows), not after the page.
            if cairo_status(cr) != CAIRO_STATUS_SUCCESS { throw CairoRenderer.failure(cairo_status(cr), at: item, on: surface) }
        }
    }
}

extension CairoRenderer {
    static func setPath(_ cr: OpaquePointer?, _ els: PathData) {
        cairo_new_path(cr)
        // The current point and the subpath's start, for a cubic's straight runs.
        var current = Point.zero, start = Point.zero
        for e in els {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p; start = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .cubic(let a, let b, let p):
                if let runs = straightRuns(current, a, b, p) {   // StraightCubics.swift
                    for q in runs { cairo_line_to(cr, q.x, q.y) }
                } else {
                    cairo_curve_to(cr, a.x, a.y, b.x, b.y, p.x, p.y)
                }
                current = p
            case .close: cairo_close_path(cr); current = start
            }
        }
    }

    static func setPaint(_ cr: OpaquePointer?, _ paint: Paint, _ range: SourceRange) throws {
        switch paint {
        case .color(let c): cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .pattern(let p): try setPatternSource(cr, p, range)
        default: setGradientSource(cr, paint)
        }
    }

    /// An image pattern as the source (UIColor(patternImage:), a tiled resizable image): the
    /// tile's pixels repeated, placed in user space by the pattern's transform.
    static func setPatternSource(_ cr: OpaquePointer?, _ p: ImagePattern, _ range: SourceRange) throws {
        // Decoded here (the pattern keeps its own reference to the surface).
        let decoder = ImageSurfaces(inGroups: false)
        var pattern = try withExtendedLifetime(decoder) { () -> OpaquePointer? in
            let whole = try decoder.surface(p.image, range)
            let s = p.source
            if s.minX == 0, s.minY == 0, Int(s.width) == p.image.pixelWidth, Int(s.height) == p.image.pixelHeight {
                return cairo_pattern_create_for_surface(whole)
            }
            // One cell of the image: a surface of its own (cairo's subsurface of a rectangle
            // repeats the whole surface in some backends; a copy repeats only the cell).
            let w = Int32(s.width), h = Int32(s.height)
            guard let cell = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
            let ccr = cairo_create(cell)
            cairo_set_source_surface(ccr, whole, -s.minX, -s.minY)
            cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(ccr)
            cairo_destroy(ccr)
            let pat = cairo_pattern_create_for_surface(cell)
            cairo_surface_destroy(cell)
            return pat
        }
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_PDF, let tile = pattern {
            // In a PDF the cell goes in as a recording (a form drawing the image): poppler's
            // pdftoppm draws cairo's pattern of a bare image upside down; with the form, it and pdftocairo agree.
            var ext = cairo_rectangle_t(x: 0, y: 0, width: p.source.width, height: p.source.height)
            let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &ext)
            let rcr = cairo_create(rec)
            cairo_set_source(rcr, tile)
            cairo_paint(rcr)
            cairo_destroy(rcr)
            cairo_pattern_destroy(tile)
            pattern = cairo_pattern_create_for_surface(rec)
            cairo_surface_destroy(rec)
        }
        let t = p.transform
        // A tile cairo could only draw through a matrix it cannot invert paints nothing (as an
        // image does, ImageRendering.swift).
        if shrinksTooFar(cr, t) {
            cairo_pattern_destroy(pattern)
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_matrix_invert(&m)   // cairo's pattern matrix maps user space to the pattern's
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Whether `t`, followed by `cr`'s current transform, shrinks something more than cairo can
    /// invert (IRLimits.shrinksTooFar).
    static func shrinksTooFar(_ cr: OpaquePointer?, _ t: Transform) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return IRLimits.shrinksTooFar(t.concatenating(Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: 0, ty: 0)))
    }

    /// A pattern drawn at an opacity below 1 (cairo's sources have no alpha of their own): the
    /// op is drawn into a group, composited at that opacity by `endFade`.
    static func fadedPattern(_ cr: OpaquePointer?, _ paint: Paint) -> Double? {
        guard case .pattern(let p) = paint, p.alpha < 1 else { return nil }
        let a = p.alpha
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return a
    }

    static func endFade(_ cr: OpaquePointer?, _ alpha: Double?) {
        guard let a = alpha else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, a)
    }
}
