// PNG encoding on every core, with zlib. The pixels are those cairo's own writer
// (cairo_surface_write_to_png_stream) produces from the same surface: 8-bit RGB when every
// pixel is opaque, else RGBA with cairo's unpremultiplication; only the compressed bytes
// differ. The image is cut into strips of rows fixed by its width alone (never by the number
// of cores, so the bytes are the same on every machine); each strip is filtered as libpng
// filters by default (per row, the filter whose output has the smallest sum of absolute
// values) and deflated on its own thread as a piece of one zlib stream, as pigz does: level 6
// with the filtered strategy (libpng's defaults), primed with the previous strip's last 32 KiB
// so that the compression matches a single stream's, each piece but the last ended by a sync
// flush on a byte boundary, the Adler-32 checksums combined in order.

import CCairo
import CPixels
import CZlib
import Dispatch
import FoundationEssentials
import ViewSupport
import Glibc

enum PNGEncoder {
    /// Bytes of filtered image data per strip (about; whole rows).
    static let stripBytes = 256 << 10
    /// Largest IDAT chunk written.
    static let maxChunk = 1 << 20
    /// The window deflate looks back over: each strip is primed with this much of the filtered
    /// bytes before it.
    static let window = 32768
    /// Strips filtered and deflated at once (each on a thread): their buffers and pieces are
    /// all the encoder holds beyond the chunk being filled, whatever the image's size. Two per
    /// core the process may run on (so no core waits on the slowest strip of a batch alone),
    /// at most 8: more would only hold more buffers (a strip's are about 0.6 MB, its rows with
    /// the window before them and its deflated piece, held while a wave's rows are encoded
    /// beside its bands). The bytes do not depend on it: the strips are fixed by the width.
    static let stripsAtOnce = max(2, min(8, 2 * Cores.available))

    /// The PNG of an ARGB32 image surface (premultiplied, native-endian words).
    static func encode(_ surface: OpaquePointer) throws -> [UInt8] {
        let bytes = PNGBytes()
        try encode(surface, to: bytes)
        return bytes.joined()
    }

    /// The PNG of an ARGB32 image surface, written to `sink` as its chunks are made.
    static func encode(_ surface: OpaquePointer, to sink: PNGSink) throws {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            throw BackendError(message: "cannot encode an empty image as PNG")
        }
        let pixels = UnsafeRawPointer(data)
        let row: (Int) -> UnsafeRawPointer = { pixels + $0 &* stride }
        let stream = PNGStream(width: width, height: height, opaque: isOpaque(0..<height, width: width, row: row), sink: sink)
        try stream.encode(through: height, row: row)
        try stream.finish()
    }

    /// Whether every pixel of `rows` (each read through `row`) has alpha 255.
    static func isOpaque(_ rows: Range<Int>, width: Int, row: (Int) -> UnsafeRawPointer) -> Bool {
        for y in rows {
            let r = row(y).assumingMemoryBound(to: UInt32.self)
            var x = 0
            while x < width {
                if r[x] >> 24 != 255 { return false }
                x &+= 1
            }
        }
        return true
    }

    /// A row as PNG bytes (RGB, or RGBA unpremultiplied as cairo's writer does) into `out`.
    private static func convert(_ pixels: UnsafeRawPointer, width: Int, opaque: Bool,
                                into out: UnsafeMutablePointer<UInt8>) {
        let row = pixels.assumingMemoryBound(to: UInt32.self)
        var x = 0, o = out
        if opaque {
            while x < width {
                let p = row[x]
                o[0] = UInt8(truncatingIfNeeded: p >> 16); o[1] = UInt8(truncatingIfNeeded: p >> 8); o[2] = UInt8(truncatingIfNeeded: p)
                o += 3; x &+= 1
            }
            return
        }
        while x < width {
            let p = row[x]
            let a = p >> 24
            if a == 0 {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            } else {
                // cairo-png.c's unpremultiply_data.
                o[0] = UInt8(truncatingIfNeeded: (((p >> 16) & 255) &* 255 &+ a / 2) / a)
                o[1] = UInt8(truncatingIfNeeded: (((p >> 8) & 255) &* 255 &+ a / 2) / a)
                o[2] = UInt8(truncatingIfNeeded: ((p & 255) &* 255 &+ a / 2) / a)
                o[3] = UInt8(truncatingIfNeeded: a)
            }
            o += 4; x &+= 1
        }
    }

    /// Zero bytes before each converted row in `filterRows`'s buffers: the pixel to the left of
    /// the first one (and the one above-left) reads as 0, as the PNG specification has it, so
    /// every byte of a row is filtered by one loop. A vector's worth, keeping rows aligned.
    static let rowLead = 16

    /// Filters `rows` (each read through `row`) into `out`, from its start (rowBytes a row: the
    /// filter type, then the filtered bytes). Each row takes the first of the five filters
    /// with the smallest sum (libpng's heuristic): the filters' sums are taken first, without
    /// writing their bytes, a filter dropped once its running sum reaches the best so far
    /// (it can no longer be chosen); the chosen filter's bytes are then written once.
    static func filterRows(_ rows: Range<Int>, row: (Int) -> UnsafeRawPointer, width: Int, bpp: Int,
                           opaque: Bool, into out: UnsafeMutablePointer<UInt8>, rowBytes: Int) {
        let n = width * bpp
        let span = rowLead + n
        let buffers = UnsafeMutableRawPointer.allocate(byteCount: 2 * span, alignment: rowLead)
        defer { buffers.deallocate() }
        buffers.initializeMemory(as: UInt8.self, repeating: 0, count: 2 * span)
        // The row above and this row, each after `rowLead` zero bytes.
        var prev = buffers.assumingMemoryBound(to: UInt8.self) + rowLead, cur = prev + span
        if rows.lowerBound > 0 { convert(row(rows.lowerBound - 1), width: width, opaque: opaque, into: prev) }
        for y in rows {
            convert(row(y), width: width, opaque: opaque, into: cur)
            var best = Int.max, bestType = 0
            for type in 0..<5 {
                let sum = viewc_png_filter_sum(Int32(type), cur, prev, n, bpp, best)
                if sum < best {
                    best = sum
                    bestType = type
                }
            }
            let dest = out + (y - rows.lowerBound) * rowBytes
            dest[0] = UInt8(bestType)
            viewc_png_filter_write(Int32(bestType), cur, prev, n, bpp, dest + 1)
            swap(&prev, &cur)
        }
    }

    /// `range` of `data` as raw deflate, primed with `dictionary` (the bytes just before it),
    /// ended by a sync flush or, for the last piece, by the final block. Nil if zlib fails.
    static func deflatePiece(_ data: UnsafeMutablePointer<UInt8>, _ range: Range<Int>,
                                     dictionary: Range<Int>, last: Bool) -> [UInt8]? {
        var z = z_stream()
        guard deflateInit2_(&z, 6, Z_DEFLATED, -15, 8, Z_FILTERED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { deflateEnd(&z) }
        if !dictionary.isEmpty, deflateSetDictionary(&z, data + dictionary.lowerBound, uInt(dictionary.count)) != Z_OK {
            return nil
        }
        let bound = Int(deflateBound(&z, uLong(range.count))) + 64
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { out.deallocate() }
        z.next_in = data + range.lowerBound
        z.avail_in = uInt(range.count)
        z.next_out = out
        z.avail_out = uInt(bound)
        let status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH)
        guard status == (last ? Z_STREAM_END : Z_OK), z.avail_in == 0 else { return nil }
        // Exactly the bytes written: a piece is kept until its strip's turn in the stream.
        return Array(UnsafeBufferPointer(start: out, count: bound - Int(z.avail_out)))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }

    static func appendChunk<C: Collection>(_ type: String, _ body: C, to png: inout [UInt8]) where C.Element == UInt8 {
        png += bigEndian(UInt32(body.count))
        let start = png.count
        png += Array(type.utf8)
        png += body
        let crc = png[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(crc))
    }
}

/// Where a PNG's bytes go as they are made, in the file's order: the signature and header once
/// the stream knows whether the image is opaque, each IDAT chunk as a wave of bands has been
/// compressed into it, the last chunk and the end. The compile command gives the output's own
/// staged file (ViewcDriver's StagedFile), so that a large PNG's compressed stream is on disk,
/// not in memory, as its bands are drawn; `PNGBytes` keeps the bytes for callers that want them.
public protocol PNGSink: AnyObject {
    /// Appends `bytes` to the file.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Discards everything written so far: the page is being drawn again as RGBA (Bands.swift).
    func restart() throws
    /// Bytes of the file the sink holds in memory (0 for one that writes them out).
    var heldBytes: Int { get }
}

/// A PNG's bytes kept in memory as the pieces written (each chunk once), joined by `joined`
/// into an array of exactly the file's size, each piece let go once copied: the file is never
/// held twice beyond one chunk, as it would be in an array grown as chunks arrive.
public final class PNGBytes: PNGSink {
    private var pieces: [[UInt8]] = []
    public private(set) var heldBytes = 0
    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        pieces.append(Array(bytes))
        heldBytes += bytes.count
    }

    public func restart() throws {
        pieces = []
        heldBytes = 0
    }

    /// The file; the sink is empty afterwards.
    public func joined() -> [UInt8] {
        var png: [UInt8] = []
        png.reserveCapacity(heldBytes)
        for k in pieces.indices {
            png += pieces[k]
            pieces[k] = []
        }
        pieces = []
        heldBytes = 0
        return png
    }
}

/// A PNG made as its rows arrive, in order (a banded render's bands, or a whole surface at
/// once), in exactly the bytes `PNGEncoder` describes. The strips are fixed by the width alone;
/// up to `PNGEncoder.stripsAtOnce` of them at a time are filtered and deflated, each on a thread
/// of its own, once all their rows are there. A strip reads the unfiltered row above it and the
/// rows whose filtered bytes prime its compression (the window before it), and filters those
/// rows again itself, so no filtered copy of the image is kept. What the caller must still have
/// of the rows is from `firstRowNeeded` on. Each IDAT chunk is written to the sink as soon as it
/// is whole (after the file's signature and header), the rest by `finish`: the stream itself
/// holds the compressed bytes of at most one chunk.
final class PNGStream {
    let width: Int, height: Int, opaque: Bool
    let bpp: Int, rowBytes: Int, rowsPerStrip: Int, strips: Int
    let sink: PNGSink
    /// The sink is the stream's own (none was given): `finish` returns its bytes.
    private let keepsBytes: Bool
    /// The first strip not yet encoded.
    private(set) var nextStrip = 0
    /// The zlib stream not yet in a chunk.
    private var idat: [UInt8] = [0x78, 0x9C]   // zlib header: deflate, 32 KiB window, default level
    private var adler: UInt = 1
    /// Bytes of the strips' buffers and pieces held now.
    private var working = 0
    /// The most bytes the stream has held at once: its strips' buffers and pieces, the
    /// compressed stream not yet in a chunk and what the sink holds in memory (not the rows it
    /// reads, which are the caller's).
    private(set) var peakHeldBytes = 0
    private let lock = Lock()

    /// Whether the file's signature and header are written (before the first chunk).
    private var headerWritten = false

    /// A stream writing to `sink` (the file's signature and header before its first chunk);
    /// without a sink the bytes are kept (`PNGBytes`) and `finish` returns them.
    init(width: Int, height: Int, opaque: Bool, sink: PNGSink? = nil) {
        self.width = width; self.height = height; self.opaque = opaque
        self.sink = sink ?? PNGBytes()
        keepsBytes = sink == nil
        bpp = opaque ? 3 : 4
        rowBytes = 1 + width * bpp   // the filter type, then the row
        rowsPerStrip = max(1, PNGEncoder.stripBytes / rowBytes)
        strips = (height + rowsPerStrip - 1) / rowsPerStrip
    }

    /// Writes `bytes` to the sink, after the file's signature and header the first time.
    private func write(_ bytes: [UInt8]) throws {
        if !headerWritten {
            var head: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            PNGEncoder.appendChunk("IHDR", PNGEncoder.bigEndian(UInt32(width)) + PNGEncoder.bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0],
                                   to: &head)
            try head.withUnsafeBytes { try sink.write($0) }
            headerWritten = true
        }
        try bytes.withUnsafeBytes { try sink.write($0) }
        hold(0)
    }

    /// Counts `n` more (or, negative, fewer) bytes of buffers and pieces.
    private func hold(_ n: Int) {
        lock.lock()
        working += n
        peakHeldBytes = max(peakHeldBytes, working + idat.count + sink.heldBytes)
        lock.unlock()
    }

    /// The first row whose filtered bytes prime strip `s`'s compression (its own first, for the first).
    private func primingRow(_ s: Int) -> Int {
        s == 0 ? 0 : max(0, s * rowsPerStrip * rowBytes - PNGEncoder.window) / rowBytes
    }

    /// The first row the strips not yet encoded read (`height` once all are).
    var firstRowNeeded: Int {
        nextStrip >= strips ? height : max(0, primingRow(nextStrip) - 1)
    }

    /// Encodes every strip whose rows all lie before row `end`; `row(y)` is row `y`'s pixels
    /// (ARGB32, premultiplied) for every row from `firstRowNeeded` up to `end`.
    func encode(through end: Int, row: (Int) -> UnsafeRawPointer) throws {
        var last = nextStrip
        while last < strips && min(height, (last + 1) * rowsPerStrip) <= end { last += 1 }
        let (width, bpp, opaque, rowBytes, rowsPerStrip, height, strips) = (self.width, self.bpp, self.opaque, self.rowBytes, self.rowsPerStrip, self.height, self.strips)
        while nextStrip < last {
            let batch = nextStrip..<min(last, nextStrip + PNGEncoder.stripsAtOnce)
            var pieces = [[UInt8]?](repeating: nil, count: batch.count)
            var adlers = [UInt](repeating: 0, count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { k in
                let s = batch.lowerBound + k
                let first = s * rowsPerStrip, after = min(height, first + rowsPerStrip)
                let from = primingRow(s)
                let bytes = (after - from) * rowBytes
                hold(bytes)
                let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
                defer { buffer.deallocate(); hold(-bytes) }
                PNGEncoder.filterRows(from..<after, row: row, width: width, bpp: bpp, opaque: opaque, into: buffer, rowBytes: rowBytes)
                let start = (first - from) * rowBytes
                let dictionary = (max(0, first * rowBytes - PNGEncoder.window) - from * rowBytes)..<start
                let piece = PNGEncoder.deflatePiece(buffer, start..<bytes, dictionary: dictionary, last: s == strips - 1)
                let a = adler32(1, buffer + start, uInt(bytes - start))
                hold(piece?.count ?? 0)
                lock.lock(); pieces[k] = piece; adlers[k] = a; lock.unlock()
            }
            for k in 0..<batch.count {
                guard let piece = pieces[k] else { throw BackendError(message: "zlib could not compress the PNG") }
                let s = batch.lowerBound + k
                let length = (min(height, (s + 1) * rowsPerStrip) - s * rowsPerStrip) * rowBytes
                adler = s == 0 ? adlers[k] : adler32_combine(adler, adlers[k], off_t(length))
                idat += piece
                pieces[k] = nil
                hold(-piece.count)
                try flushChunks()
            }
            nextStrip = batch.upperBound
        }
    }

    /// Writes whole IDAT chunks of `idat` while more than a chunk's bytes wait (so that the
    /// last chunk, written by `finish`, has between one and `maxChunk` bytes, as when the whole
    /// stream is cut at once).
    private func flushChunks() throws {
        var at = 0
        while idat.count - at > PNGEncoder.maxChunk {
            try addChunk("IDAT", idat[at..<(at + PNGEncoder.maxChunk)])
            at += PNGEncoder.maxChunk
        }
        if at > 0 { idat.removeFirst(at) }
    }

    private func addChunk<C: Collection>(_ type: String, _ body: C) throws where C.Element == UInt8 {
        var c: [UInt8] = []
        c.reserveCapacity(body.count + 12)
        PNGEncoder.appendChunk(type, body, to: &c)
        try write(c)
    }

    /// Writes the rest of the file, once every strip is encoded: the last IDAT chunk and the
    /// end. Returns the file when the stream was made without a sink, else nothing.
    @discardableResult
    func finish() throws -> [UInt8] {
        guard nextStrip == strips else { throw BackendError(message: "the PNG's rows did not all arrive") }
        idat += PNGEncoder.bigEndian(UInt32(adler))
        try flushChunks()
        try addChunk("IDAT", idat)
        idat = []
        try addChunk("IEND", [UInt8]())
        return keepsBytes ? (sink as! PNGBytes).joined() : []
    }
}
