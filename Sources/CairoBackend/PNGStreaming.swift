// A PNG drawn while the front end still makes its page. A large canvas's drawing is otherwise
// held three times over at the end of lowering — the commands in the view tree, their paths,
// the IR — and the IR then through the render: about 80 MB for 100,000 paths where the C
// program, which hands each path to cairo as it reads it, needs 40. Here the canvas body's
// drawing is told to this stream a statement at a time (DrawIR's DrawingStream, ViewEval's
// Lower/DrawingFeed.swift), and a thread of its own draws it on the page's one image surface
// in batches as it comes — or, with idle cores, as many threads, each drawing every batch
// into one band of the page's rows as Bands.swift draws a band (`BandedRaster.bandCount`
// decides, as for a PNG drawn at the end) — and what is drawn is let go, the commands behind
// it too (`takesDrawing`): the page's drawing is never all in memory, and the front end's time
// overlaps cairo's.
//
// What is drawn for good cannot be drawn again, so it must be what the page lowered at the
// end draws there. The stream takes only plain drawing (SVGChunks.PlainWalk: fills, strokes
// and paints in colours, saves and transforms) that DrawIR's validation accepts as it comes
// (IRFollower: what it refuses, the whole page's validation refuses); it draws the page's
// beginning as the body's first drawing statement finds it (the saved state, transform,
// background and clip of the canvas: `prefix`), then a save, then the drawing. The caller
// checks, once the page is lowered, that the page begins with those same ops, has none of the
// drawing left to lower and nothing that would have fitted or confined it
// (ViewEval's ViewNode.handedOnDrawingHolds), and that nothing failed (`settle`, `fits`); the
// rest of the page (the canvas's subviews, its border, what closes the prefix) is then drawn
// after a restore of that save (`finish`). A save draws nothing, and the canvas's own drawing
// is lowered inside one whenever it leaves a state set, so the pixels are those of the page
// drawn on one surface, which a PNG's bands reproduce (Bands.swift), and so are the bytes:
// one surface is encoded as `BandedRaster.onOneSurface` encodes it, bands as one wave of
// `BandedRaster.png` is. Anything else — a
// background set after the drawing began, a statement that blends or that the stream does
// not take, a body abandoned and compiled whole — and the caller evaluates the drawing again
// without a stream (ViewcDriver/Pipeline.swift).

import CCairo
import Dispatch
import DrawIR
import Glibc
import ViewSupport

public final class PNGStreaming: DrawingStream, @unchecked Sendable {
    /// Items a batch handed to the drawing threads has: large enough that a hand-over is a
    /// small part of drawing it, small enough that the batches waiting are little memory.
    static let batchItems = 1024
    /// Most batches waiting to be drawn; beyond, the evaluating thread waits, so that a
    /// drawing made faster than it is drawn is not all held after all.
    static let queuedBatches = 4

    /// Pixels per point.
    public let scale: Int
    private let maxPixels: Int
    /// How many bands a page of these pixels is drawn in (1: on one surface); 0 leaves the page
    /// to the render at the end.
    private let bandsFor: (_ width: Int, _ height: Int) -> Int

    /// `bands`: see above (by default as many as `BandedRaster.bandCount` draws at once);
    /// `maxPixels`: the render's own limit (RenderOptions.maxPixels), beyond which the render
    /// reports the page.
    public init(scale: Int, maxPixels: Int = RenderOptions(format: .png).maxPixels, bands: ((_ width: Int, _ height: Int) -> Int)? = nil) {
        self.scale = scale
        self.maxPixels = maxPixels
        self.bandsFor = bands ?? { BandedRaster.bandCount(width: $0, height: $1) }
    }

    /// One thread's part of the page: a surface of the page's size (for a band, on a lazily
    /// committed mapping of which its rows are all it keeps, Bands.swift) and what plays on it.
    final class Part {
        let surface: OpaquePointer
        /// (Let go first: its context draws on the surface.)
        var drawer: PageDrawer!
        /// A band's rows, its mapping and its unclipped context; nil on one surface.
        let rows: Range<Int>?
        let mapping: UnsafeMutablePointer<UInt8>?
        let mapped: Int
        let full: OpaquePointer?
        /// Batches it has drawn (every thread draws every batch, in order).
        var drawn = 0
        var failed = false
        init(surface: OpaquePointer, drawer: PageDrawer, rows: Range<Int>? = nil, mapping: UnsafeMutablePointer<UInt8>? = nil,
             mapped: Int = 0, full: OpaquePointer? = nil) {
            self.surface = surface; self.drawer = drawer; self.rows = rows; self.mapping = mapping; self.mapped = mapped; self.full = full
        }
        deinit {
            drawer = nil
            if let full { cairo_destroy(full) }
            cairo_surface_destroy(surface)
            if let mapping { munmap(mapping, mapped) }
        }
    }

    // On the evaluating thread (and the caller's after evaluation).
    private var begun = false
    private var live = false
    private var width = 0.0, height = 0.0
    private var pixelWidth = 0, pixelHeight = 0, bands = 1
    /// The page's beginning, drawn before the drawing (see the header); empty until drawn.
    private var prefix: [Item] = []
    private var walk = SVGChunks.PlainWalk(width: 1, height: 1)
    private var follower = IRFollower(width: 1, height: 1)
    /// Items told and not yet handed to the drawing threads.
    private var pending: [Item] = []
    public private(set) var takesDrawing = false

    // Shared with the drawing threads, under `cond`.
    private let cond = Condition()
    private var parts: [Part] = []
    /// The batches some thread has still to draw; the first is batch number `firstBatch`.
    private var batches: [[Item]] = []
    private var firstBatch = 0
    private var closed = false
    private var failed = false
    private var running = 0

    deinit { cancel() }

    public func begin(width: Double, height: Double) -> Bool {
        guard !begun else { return false }
        begun = true
        let s = Double(scale)
        let w = Int((width * s).rounded(.up)), h = Int((height * s).rounded(.up))
        // What the render would refuse, it refuses (with its message) at the end.
        guard w > 0, h > 0, w <= 32767, h <= 32767, w * h <= maxPixels else { return false }
        let n = bandsFor(w, h)
        guard n >= 1 else { return false }
        self.width = width; self.height = height
        pixelWidth = w; pixelHeight = h
        bands = min(n, h / BandedRaster.minimumBandRows, max(1, BandedRaster.maxMappedBytes / max(1, h * 4 * w)))
        walk = SVGChunks.PlainWalk(width: width, height: height)
        follower = IRFollower(width: width, height: height)
        live = true
        return true
    }

    public func drew(_ lower: (inout [Item]) -> Void, page: () -> (prefix: [Item], after: [Item])) {
        guard live else { return }
        if prefix.isEmpty && !start(page().prefix) { stop(); return }
        let start = pending.count
        lower(&pending)
        guard walk.follow(pending[start...]), follower.follow(pending[start...]) else { stop(); return }
        takesDrawing = true
        if pending.count >= PNGStreaming.batchItems { hand(pending); pending = [] }
    }

    /// The surfaces made, their threads started and the page's beginning handed to them; false
    /// when the beginning is not one the stream may draw before the drawing.
    private func start(_ begins: [Item]) -> Bool {
        guard !begins.isEmpty, walk.follow(begins), follower.follow(begins) else { return false }
        let s = Double(scale)
        if bands < 2 {
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else { return false }
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(made); return false }
            parts = [Part(surface: made, drawer: PageDrawer(made, scale: s))]
        } else {
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
            let bytes = pixelHeight * stride
            for i in 0..<bands {
                guard let m = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                      m != MAP_FAILED else { parts = []; return false }
                let pixels = m.assumingMemoryBound(to: UInt8.self)
                guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(stride)),
                      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { munmap(m, bytes); parts = []; return false }
                let full = cairo_create(surface)!
                if s != 1 { cairo_scale(full, s, s) }
                let rows = BandedRaster.rows(i, of: bands, height: pixelHeight)
                let drawn = max(0, rows.lowerBound - BandedRaster.margin)..<min(pixelHeight, rows.upperBound + BandedRaster.margin)
                let drawer = PageDrawer(surface, scale: s, band: Band(rows: rows, drawn: drawn, full: full))
                parts.append(Part(surface: surface, drawer: drawer, rows: rows, mapping: pixels, mapped: bytes, full: full))
            }
        }
        prefix = begins
        hand(begins + [Item(.save, begins[0].range)])
        for part in parts {
            cond.lock(); running += 1; cond.unlock()
            if !startThread({ self.draw(part) }) {
                cond.lock(); running -= 1; failed = true; batches = []; cond.broadcast(); cond.unlock()
            }
        }
        return true
    }

    /// `batch` queued for the drawing threads, once fewer than `queuedBatches` wait.
    private func hand(_ batch: [Item]) {
        cond.lock()
        while batches.count >= PNGStreaming.queuedBatches && !failed { cond.wait() }
        if !failed { batches.append(batch) }
        cond.broadcast()
        cond.unlock()
    }

    /// A drawing thread: plays every batch in order onto its part until closed; a batch all
    /// threads have drawn is let go. A failure stops every thread; the caller then evaluates the
    /// drawing again, and its render reports the failure.
    private func draw(_ part: Part) {
        cond.lock()
        while !failed {
            let k = part.drawn - firstBatch
            if k >= batches.count {
                if closed { break }
                cond.wait()
                continue
            }
            let batch = batches[k]
            cond.unlock()
            var ok = true
            do { try part.drawer.play(batch) } catch { ok = false }
            cond.lock()
            part.drawn += 1
            if !ok { failed = true; batches = [] }
            let done = parts.reduce(Int.max) { min($0, $1.drawn) }
            if done > firstBatch && !failed {
                batches.removeFirst(min(batches.count, done - firstBatch))
                firstBatch = done
            }
            cond.broadcast()
        }
        running -= 1
        cond.broadcast()
        cond.unlock()
    }

    public func stop() {
        live = false
        takesDrawing = false
        pending = []
        cond.lock(); failed = true; batches = []; cond.broadcast(); cond.unlock()
    }

    /// Waits for everything told to be drawn; false when the stream stopped or drawing failed.
    /// After it, nothing more is taken.
    public func settle() -> Bool {
        if live && !pending.isEmpty { hand(pending); pending = [] }
        live = false
        cond.lock()
        closed = true
        cond.broadcast()
        while running > 0 { cond.wait() }
        let ok = !failed && !parts.isEmpty
        cond.unlock()
        return ok
    }

    /// Whether `page` begins as the page the stream drew (its size, then its beginning's ops).
    public func fits(_ page: IRPage) -> Bool {
        page.width == width && page.height == height && page.items.count >= prefix.count
            && SVGSpeculation.sameOps(page.items[..<prefix.count], prefix)
    }

    /// The rest of `page` (after its beginning, which `fits` checked) drawn after the drawing
    /// on every part, and the PNG encoded to `sink`.
    func finish(_ page: IRPage, to sink: PNGSink) throws {
        defer { cancel() }
        let parts = self.parts
        guard !parts.isEmpty else { throw BackendError(message: "the PNG drawn as the drawing was made is gone", range: page.range) }
        var errors = [Error?](repeating: nil, count: parts.count)
        let lock = Lock()
        DispatchQueue.concurrentPerform(iterations: parts.count) { i in
            do {
                try parts[i].drawer.play(CollectionOfOne(Item(.restore, page.range)))
                try parts[i].drawer.play(page.items[prefix.count...])
                try parts[i].drawer.end()
                cairo_surface_flush(parts[i].surface)
            } catch {
                lock.lock(); errors[i] = error; lock.unlock()
            }
        }
        // Every part plays every op, so each meets the same failing op: the first one's is reported.
        if let e = errors.compactMap({ $0 }).first { throw e }
        guard parts.count > 1 else { return try PNGEncoder.encode(parts[0].surface, to: sink) }
        // One wave of bands, encoded as BandedRaster.png encodes it.
        let stride = Int(cairo_image_surface_get_stride(parts[0].surface))
        let row: (Int) -> UnsafeRawPointer = { y in
            var k = 0
            while parts[k].rows!.upperBound <= y { k += 1 }
            return UnsafeRawPointer(parts[k].mapping! + y &* stride)
        }
        let opaque = parts.allSatisfy { PNGEncoder.isOpaque($0.rows!, width: pixelWidth, row: row) }
        let stream = PNGStream(width: pixelWidth, height: pixelHeight, opaque: opaque, sink: sink)
        for part in parts { try stream.encode(through: part.rows!.upperBound, row: row) }
        _ = try stream.finish()
    }

    /// Stops, waits for the drawing threads and lets the surfaces go.
    public func cancel() {
        cond.lock()
        live = false
        failed = true
        closed = true
        batches = []
        cond.broadcast()
        while running > 0 { cond.wait() }
        cond.unlock()
        takesDrawing = false
        parts = []
    }
}
