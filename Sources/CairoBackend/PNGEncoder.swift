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

    /// The PNG of an ARGB32 image surface (premultiplied, native-endian words).
    static func encode(_ surface: OpaquePointer) throws -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            throw BackendError(message: "cannot encode an empty image as PNG")
        }
        let pixels = UnsafeRawPointer(data)
        let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
        let bpp = opaque ? 3 : 4
        let rowBytes = 1 + width * bpp   // the filter type, then the row
        let rowsPerStrip = max(1, stripBytes / rowBytes)
        let strips = (height + rowsPerStrip - 1) / rowsPerStrip

        // 1. Filter every row (each strip needs the unfiltered row above its first).
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        defer { filtered.deallocate() }
        DispatchQueue.concurrentPerform(iterations: strips) { s in
            let first = s * rowsPerStrip, last = min(height, first + rowsPerStrip)
            filterRows(first..<last, pixels, stride: stride, width: width, bpp: bpp, opaque: opaque,
                       into: filtered, rowBytes: rowBytes)
        }

        // 2. Deflate every strip as a piece of one stream.
        var pieces = [[UInt8]](repeating: [], count: strips)
        var adlers = [UInt](repeating: 0, count: strips)
        var failed = false
        let lock = Lock()
        DispatchQueue.concurrentPerform(iterations: strips) { s in
            let start = s * rowsPerStrip * rowBytes
            let end = min(height, (s + 1) * rowsPerStrip) * rowBytes
            let dictionary = max(0, start - 32768)..<start
            let piece = deflatePiece(filtered, start..<end, dictionary: dictionary, last: s == strips - 1)
            let adler = adler32(1, filtered + start, uInt(end - start))
            lock.lock()
            if let p = piece { pieces[s] = p } else { failed = true }
            adlers[s] = adler
            lock.unlock()
        }
        if failed { throw BackendError(message: "zlib could not compress the PNG") }
        var adler = adlers[0]
        for s in 1..<max(1, strips) {
            let length = (min(height, (s + 1) * rowsPerStrip) - s * rowsPerStrip) * rowBytes
            adler = adler32_combine(adler, adlers[s], off_t(length))
        }

        // 3. The file.
        var stream: [UInt8] = [0x78, 0x9C]   // zlib header: deflate, 32 KiB window, default level
        stream.reserveCapacity(pieces.reduce(6) { $0 + $1.count })
        for p in pieces { stream += p }
        stream += bigEndian(UInt32(adler))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(stream.count + 64 + 12 * (stream.count / maxChunk + 1))
        appendChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0], to: &png)
        var at = 0
        repeat {
            let n = min(maxChunk, stream.count - at)
            appendChunk("IDAT", stream[at..<(at + n)], to: &png)
            at += n
        } while at < stream.count
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y &* stride).assumingMemoryBound(to: UInt32.self)
            var x = 0
            while x < width {
                if row[x] >> 24 != 255 { return false }
                x &+= 1
            }
        }
        return true
    }

    /// Row `y` as PNG bytes (RGB, or RGBA unpremultiplied as cairo's writer does) into `out`.
    private static func convert(_ pixels: UnsafeRawPointer, row y: Int, stride: Int, width: Int, opaque: Bool,
                                into out: UnsafeMutablePointer<UInt8>) {
        let row = (pixels + y &* stride).assumingMemoryBound(to: UInt32.self)
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

    /// Filters `rows` into `out` (rowBytes a row: the filter type, then the filtered bytes).
    private static func filterRows(_ rows: Range<Int>, _ pixels: UnsafeRawPointer, stride: Int, width: Int, bpp: Int,
                                   opaque: Bool, into out: UnsafeMutablePointer<UInt8>, rowBytes: Int) {
        let n = width * bpp
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let trial = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        defer { previous.deallocate(); current.deallocate(); trial.deallocate() }
        var prev = previous, cur = current
        if rows.lowerBound > 0 {
            convert(pixels, row: rows.lowerBound - 1, stride: stride, width: width, opaque: opaque, into: prev)
        } else {
            prev.initialize(repeating: 0, count: n)
        }
        for y in rows {
            convert(pixels, row: y, stride: stride, width: width, opaque: opaque, into: cur)
            let dest = out + y * rowBytes
            var best = Int.max
            for type in 0..<5 {
                let sum = apply(type, cur, prev, bpp: bpp, count: n, into: trial)
                if sum < best {
                    best = sum
                    dest[0] = UInt8(type)
                    (dest + 1).update(from: trial, count: n)
                }
            }
            swap(&prev, &cur)
        }
    }

    /// PNG filter `type` of row `x` over the row above `b` into `out`; the sum of the output
    /// bytes read as signed (libpng's heuristic). (While loops on raw pointers with wrapping
    /// arithmetic and no closures: the hot loop, kept fast in debug builds too.)
    private static func apply(_ type: Int, _ x: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>,
                              bpp: Int, count n: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0, i = 0
        while i < n {
            let left: UInt8 = i >= bpp ? x[i &- bpp] : 0
            let v: UInt8
            switch type {
            case 0: v = x[i]
            case 1: v = x[i] &- left
            case 2: v = x[i] &- b[i]
            case 3: v = x[i] &- UInt8(truncatingIfNeeded: (Int(left) &+ Int(b[i])) >> 1)
            default:
                let a = Int(left), up = Int(b[i]), c = i >= bpp ? Int(b[i &- bpp]) : 0
                let p = a &+ up &- c
                let pa = p > a ? p &- a : a &- p, pb = p > up ? p &- up : up &- p, pc = p > c ? p &- c : c &- p
                v = x[i] &- UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? up : c))
            }
            out[i] = v
            sum &+= v < 128 ? Int(v) : 256 &- Int(v)
            i &+= 1
        }
        return sum
    }

    /// `range` of `data` as raw deflate, primed with `dictionary` (the bytes just before it),
    /// ended by a sync flush or, for the last piece, by the final block. Nil if zlib fails.
    private static func deflatePiece(_ data: UnsafeMutablePointer<UInt8>, _ range: Range<Int>,
                                     dictionary: Range<Int>, last: Bool) -> [UInt8]? {
        var z = z_stream()
        guard deflateInit2_(&z, 6, Z_DEFLATED, -15, 8, Z_FILTERED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { deflateEnd(&z) }
        if !dictionary.isEmpty, deflateSetDictionary(&z, data + dictionary.lowerBound, uInt(dictionary.count)) != Z_OK {
            return nil
        }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&z, uLong(range.count))) + 64)
        z.next_in = data + range.lowerBound
        z.avail_in = uInt(range.count)
        let status: Int32 = out.withUnsafeMutableBufferPointer { o in
            z.next_out = o.baseAddress
            z.avail_out = uInt(o.count)
            return deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        guard status == (last ? Z_STREAM_END : Z_OK), z.avail_in == 0 else { return nil }
        out.removeLast(Int(z.avail_out))
        return out
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }

    private static func appendChunk<C: Collection>(_ type: String, _ body: C, to png: inout [UInt8]) where C.Element == UInt8 {
        png += bigEndian(UInt32(body.count))
        let start = png.count
        png += Array(type.utf8)
        png += body
        let crc = png[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(crc))
    }
}
