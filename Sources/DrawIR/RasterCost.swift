// What cairo's scan converter pays to fill, stroke or clip a path in an image (a PNG; the
// vector formats write the path as it is), estimated before it is paid.
//
// cairo rasterises a path row by row, keeping the edges that cross the row sorted by where
// they cross it. A row where no two edges cross is one step per edge; a row where some do is
// stepped at 15 sub-rows, each re-sorting the edges by insertion, one step for every pair that
// changes places. So the work is the rows each edge spans (linear in the path) plus the
// crossings of its edges, which are not: a self-crossing star of n edges through its middle
// crosses itself about n²/2 times — 100,000 edges, five billion crossings, two minutes
// inside cairo within every other bound.
//
// The crossings are counted in bands: the path's height is cut into `bands` horizontal strips
// and, for the edges that span a strip from top to bottom, the pairs whose order at the top and
// at the bottom differ are counted (two straight edges that both span a strip cross in it
// exactly when their order there changes), by sorting — n log n a strip. Crossings of edges
// that end inside a strip are missed, so the count is at most the true one; a curve counts as
// its control polygon.

import ViewGeometry

public enum RasterCost {
    /// How many strips a path's height is cut into to count its crossings.
    public static let bands = 32
    /// Paths with fewer elements are not looked at: their crossings are too few to matter.
    public static let minimumElements = 64
    /// What a row one edge spans costs, and a crossing of two edges, in pixels of the render
    /// budget (whose 4,000 megapixels are about what the 10 seconds the defaults aim at buy:
    /// 400 a microsecond). Measured with cairo 1.16 on stars of 10,001 and 20,001 edges
    /// (50 and 200 million crossings): about 40 ns a crossing, 16 pixels; the bands count at
    /// most every crossing, so a crossing is charged 20.
    public static let rowCost = 1.0
    public static let crossingCost = 20.0

    /// One edge in page points, top to bottom.
    struct Edge { var x0, y0, x1, y1: Double }

    /// The edges of `els` on the page (through `ctm`), cut to the rows from `top` to `bottom`
    /// (cairo rasterises only the surface's); horizontal ones, which cairo drops, left out.
    static func edges(_ els: PathData, _ ctm: Transform, top: Double, bottom: Double) -> [Edge] {
        var out: [Edge] = []
        var start = Point.zero, at = Point.zero
        func add(_ a: Point, _ b: Point) {
            let p = a.applying(ctm), q = b.applying(ctm)
            if p.y == q.y { return }
            var e = p.y < q.y ? Edge(x0: p.x, y0: p.y, x1: q.x, y1: q.y) : Edge(x0: q.x, y0: q.y, x1: p.x, y1: p.y)
            guard e.y1 > top && e.y0 < bottom else { return }
            let k = (e.x1 - e.x0) / (e.y1 - e.y0)
            if e.y0 < top { e.x0 += k * (top - e.y0); e.y0 = top }
            if e.y1 > bottom { e.x1 -= k * (e.y1 - bottom); e.y1 = bottom }
            out.append(e)
        }
        for e in els {
            switch e {
            case .move(let a):
                if at != start { add(at, start) }   // cairo closes every subpath it fills
                start = a; at = a
            case .line(let a):
                add(at, a); at = a
            case .cubic(let a, let b, let c):
                add(at, a); add(a, b); add(b, c); at = c
            case .close:
                add(at, start); at = start
            }
        }
        if at != start { add(at, start) }
        return out
    }

    /// The rows (of one point) the edges span, summed: cairo's steps when no edges cross.
    static func rows(_ edges: [Edge]) -> Double {
        edges.reduce(0) { $0 + ($1.y1 - $1.y0).rounded(.up) + 1 }
    }

    /// The crossings of `edges` counted strip by strip (at most the true number). `stop` is
    /// asked after each strip with the count so far; true ends the count there.
    static func crossings(_ edges: [Edge], stop: (Double) -> Bool = { _ in false }) -> Double {
        guard edges.count > 1 else { return 0 }
        var top = Double.infinity, bottom = -Double.infinity
        for e in edges { top = min(top, e.y0); bottom = max(bottom, e.y1) }
        let h = (bottom - top) / Double(bands)
        guard h > 0, h.isFinite else { return 0 }
        var total = 0.0
        var pairs: [(Double, Double)] = []
        var xs: [Double] = [], scratch: [Double] = []
        for b in 0..<bands {
            let ya = top + h * Double(b), yb = b == bands - 1 ? bottom : top + h * Double(b + 1)
            pairs.removeAll(keepingCapacity: true)
            for e in edges where e.y0 <= ya && e.y1 >= yb {
                let k = (e.x1 - e.x0) / (e.y1 - e.y0)
                pairs.append((e.x0 + k * (ya - e.y0), e.x0 + k * (yb - e.y0)))
            }
            if pairs.count < 2 { continue }
            pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
            xs = pairs.map(\.1)
            total += Double(inversions(&xs, &scratch))
            if stop(total) { break }
        }
        return total
    }

    /// The pairs i < j with xs[i] > xs[j] (a merge sort; `xs` ends sorted).
    static func inversions(_ xs: inout [Double], _ scratch: inout [Double]) -> Int {
        let n = xs.count
        if scratch.count < n { scratch = [Double](repeating: 0, count: n) }
        var count = 0
        var width = 1
        while width < n {
            var lo = 0
            while lo < n - width {
                let mid = lo + width, hi = min(lo + 2 * width, n)
                var i = lo, j = mid, k = lo
                while i < mid && j < hi {
                    if xs[j] < xs[i] { scratch[k] = xs[j]; j += 1; count += mid - i } else { scratch[k] = xs[i]; i += 1 }
                    k += 1
                }
                while i < mid { scratch[k] = xs[i]; i += 1; k += 1 }
                while j < hi { scratch[k] = xs[j]; j += 1; k += 1 }
                for t in lo..<hi { xs[t] = scratch[t] }
                lo = hi
            }
            width *= 2
        }
        return count
    }

    // MARK: attributed text

    /// What a step of pango's attribute iterator costs, and drawing a byte of text once, in
    /// pixels of the render budget (measured with pango 1.50: 67 million steps, 10 seconds).
    public static let attributeStepCost = 50.0
    public static let textPassCost = 200.0

    /// What laying out and drawing an attributed text costs beyond its glyphs, in pixels of
    /// the render budget. pango applies the attributes that do not change shapes (colours) to
    /// each shaped item by walking the attribute list from its start, and a new item starts
    /// wherever the font, kern or baseline changes: stretches of shaping attributes times
    /// attributes. Each distinct shadow draws the whole text once more (TextRun.shadows).
    public static func text(_ run: TextRun) -> (cost: Double, shaping: Int, attributes: Int, shadows: Int) {
        var shaping = 0, attributes = 0
        var last: TextAttributes? = nil
        var shadows = Set<TextShadow>()
        for s in run.spans where !s.range.isEmpty {
            let a = s.attributes
            if let l = last {
                if l.font != a.font || l.kern != a.kern || l.baselineOffset != a.baselineOffset { shaping += 1 }
                if l.foregroundColor != a.foregroundColor { attributes += 1 }
            } else {
                shaping += 1; attributes += 1
            }
            last = a
            if let sh = a.shadow { shadows.insert(sh) }
        }
        attributes += shaping
        let cost = Double(shaping) * Double(attributes) * attributeStepCost
            + Double(shadows.count) * Double(run.text.utf8.count) * textPassCost
        return (cost, shaping, attributes, shadows.count)
    }
}
