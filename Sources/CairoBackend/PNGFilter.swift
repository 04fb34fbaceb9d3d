// The PNG filters of one row (PNG specification §9), 16 bytes at a time: the encoder's
// hottest loop after deflate (PNGEncoder.filterRows tries all five on every row). Each
// filtered byte depends only on the unfiltered row and the one above, so a vector of them is
// computed at once. The rows are read with `PNGEncoder.rowLead` zero bytes before them, which
// stand for the pixel left of the first (the specification's 0), so the first pixel needs no
// loop of its own; the bytes past the last whole vector are filtered one at a time.

enum RowFilter {
    typealias Bytes = SIMD16<UInt8>

    @inline(__always) private static func load(_ p: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(p).loadUnaligned(as: Bytes.self)
    }

    @inline(__always) private static func distance(_ x: Bytes, _ y: Bytes) -> Bytes {
        pointwiseMax(x, y) &- pointwiseMin(x, y)
    }

    /// A filtered byte's weight in a filter's sum: its value read as signed, made positive —
    /// as bytes, the smaller of v and -v (128 either way).
    @inline(__always) private static func weight(_ v: Bytes) -> Bytes { pointwiseMin(v, 0 &- v) }
    @inline(__always) private static func weight(_ v: UInt8) -> Int { Int(v < 128 ? v : 0 &- v) }

    /// Filter `type`'s bytes `i..<i+16` of row `x` over the row above `b`.
    @inline(__always) private static func filtered(_ type: Int, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>,
                                                   _ i: Int, _ bpp: Int) -> Bytes {
        let v = load(x + i)
        switch type {
        case 0:   // None
            return v
        case 1:   // Sub
            return v &- load(x + i - bpp)
        case 2:   // Up
            return v &- load(b + i)
        case 3:   // Average: floor((a + up) / 2), without a ninth bit
            let a = load(x + i - bpp), up = load(b + i)
            return v &- ((a & up) &+ ((a ^ up) &>> 1))
        default:  // Paeth
            // pa = |up - c|, pb = |a - c|, pc = |(up - c) + (a - c)|: the sum of pa and pb when
            // the two differences have the same sign, else their distance. Where the sum passes
            // 255 it is held at 255, which changes no comparison with pa or pb (both ≤ 255).
            let a = load(x + i - bpp), up = load(b + i), c = load(b + i - bpp)
            let pa = distance(up, c), pb = distance(a, c)
            let sum = pa &+ pb
            let held = sum.replacing(with: 255, where: sum .< pa)
            let pc = held.replacing(with: distance(pa, pb), where: (up .< c) .!= (a .< c))
            let predictor = a.replacing(with: up.replacing(with: c, where: pb .> pc), where: (pa .> pb) .| (pa .> pc))
            return v &- predictor
        }
    }

    /// Filter `type`'s byte `i` of row `x` over `b` (the same rules, one byte).
    @inline(__always) private static func filtered(_ type: Int, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>,
                                                   byte i: Int, _ bpp: Int) -> UInt8 {
        let v = x[i]
        switch type {
        case 0: return v
        case 1: return v &- x[i &- bpp]
        case 2: return v &- b[i]
        case 3: return v &- UInt8(truncatingIfNeeded: (Int(x[i &- bpp]) &+ Int(b[i])) >> 1)
        default:
            let a = Int(x[i &- bpp]), up = Int(b[i]), c = Int(b[i &- bpp])
            let pa = up > c ? up &- c : c &- up
            let pb = a > c ? a &- c : c &- a
            let s = a &+ up &- c &- c
            let pc = s < 0 ? 0 &- s : s
            return v &- UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? up : c))
        }
    }

    /// The sum of the weights of filter `type`'s bytes over the row's `n` bytes, or, once that
    /// reaches `limit`, a sum at least `limit` (checked each 256 bytes).
    static func sum(_ type: Int, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                    limit: Int) -> Int {
        var total = 0, i = 0
        let whole = n & ~15
        while i < whole {
            // Sixteen vectors at most into 16-bit lanes (each gains at most 2 × 128 a vector).
            var lanes = SIMD8<UInt16>()
            let end = min(whole, i &+ 256)
            while i < end {
                let w = weight(filtered(type, x, b, i, bpp))
                lanes &+= SIMD8<UInt16>(truncatingIfNeeded: w.lowHalf) &+ SIMD8<UInt16>(truncatingIfNeeded: w.highHalf)
                i &+= 16
            }
            total &+= Int(lanes.wrappedSum())
            if total >= limit { return total }
        }
        while i < n {
            total &+= weight(filtered(type, x, b, byte: i, bpp))
            i &+= 1
        }
        return total
    }

    /// Writes filter `type`'s bytes of the row's `n` bytes to `out`.
    static func write(_ type: Int, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                      into out: UnsafeMutablePointer<UInt8>) {
        var i = 0
        let whole = n & ~15
        while i < whole {
            UnsafeMutableRawPointer(out + i).storeBytes(of: filtered(type, x, b, i, bpp), as: Bytes.self)
            i &+= 16
        }
        while i < n {
            out[i] = filtered(type, x, b, byte: i, bpp)
            i &+= 1
        }
    }
}
