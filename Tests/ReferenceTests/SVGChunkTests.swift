// SVG on every core (CairoBackend/SVGChunks.swift): a page of plain drawing cut into chunks,
// each drawn on a thread and an SVG surface of its own, gives exactly the bytes of the
// one-surface render — for scenes cut at every kind of op (saves and transforms open across
// the cut, fills followed by strokes of the same path, dashes, hairlines, alpha, paints,
// links), for every sample and oracle case, and for a compiled scene of the benchmark's kind.

@testable import CairoBackend
import CCairo
@testable import DrawIR
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest

final class SVGChunkTests: XCTestCase {
    func svg(_ doc: IRDocument, chunks: Int) throws -> [UInt8] {
        var o = RenderOptions(format: .svg)
        o.svgChunks = chunks
        return try CairoRenderer.render(doc, o)
    }

    /// A reproducible pseudo-random sequence (the test's own, so the scene is the same everywhere).
    struct Dice {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func int(_ n: Int) -> Int { min(n - 1, Int(next() * Double(n))) }
    }

    /// A page of `count` shapes with every plain op: nested saves with transforms (left open
    /// across cuts), fills alone, strokes alone, a fill and then a stroke of the same path,
    /// even-odd fills, dashes, caps, joins, hairlines, colours with alpha, a paint, links and
    /// destinations.
    func plainScene(_ count: Int, seed: UInt64) -> IRDocument {
        var d = Dice(state: seed)
        var items: [Item] = []
        let r = SourceRange.none
        items.append(Item(.save, r))
        var depth = 0
        func color() -> Color { Color(red: d.next(), green: d.next(), blue: d.next(), alpha: d.int(4) == 0 ? d.next() : 1) }
        for i in 0..<count {
            switch d.int(10) {
            case 0 where depth < 4:
                items.append(Item(.save, r)); depth += 1
                items.append(Item(.concat(Transform(a: 0.5 + d.next(), b: d.next() - 0.5, c: d.next() - 0.5, d: 0.5 + d.next(),
                                                    tx: d.next() * 40 - 20, ty: d.next() * 40 - 20)), r))
            case 1 where depth > 0:
                items.append(Item(.restore, r)); depth -= 1
            default: break
            }
            let x = d.next() * 380, y = d.next() * 280
            let path: PathData = [.move(Point(x, y)), .cubic(Point(x + 30 * d.next(), y - 20), Point(x + 40, y + 30 * d.next()), Point(x + 20, y + 25)),
                                       .line(Point(x - 5 * d.next(), y + 12)), .close]
            var style = StrokeStyle()
            style.lineWidth = [0, 0.5, 1, 2.5, 7][d.int(5)]
            style.lineCap = [.butt, .round, .square][d.int(3)]
            style.lineJoin = [.miter, .round, .bevel][d.int(3)]
            if d.int(4) == 0 { style.dash = [3, 1.5 + d.next()]; style.dashPhase = d.next() }
            switch d.int(4) {
            case 0: items.append(Item(.fill(path, .color(color()), d.int(3) == 0 ? .evenOdd : .nonZero), r))
            case 1: items.append(Item(.stroke(path, .color(color()), style), r))
            default:
                items.append(Item(.fill(path, .color(color()), .nonZero), r))
                items.append(Item(.stroke(path, .color(color()), style), r))
            }
            if i % 97 == 0 { items.append(Item(.link(.url("https://example.com/\(i)"), Rect(x, y, 20, 10)), r)) }
            if i % 131 == 0 { items.append(Item(.destination("d\(i)", Point(x, y)), r)) }
            if i == count / 3 { items.append(Item(.paint(.color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.1))), r)) }
        }
        for _ in 0..<depth { items.append(Item(.restore, r)) }
        items.append(Item(.restore, r))
        return IRDocument(pages: [IRPage(width: 400, height: 300, items: items, range: r)])
    }

    /// A page of plain drawing is drawn to SVG at a coarse tolerance (`plainSVGTolerance`):
    /// cairo writes each op there as it is, and flattens strokes only to find extents that
    /// decide nothing, so the bytes are those drawn at cairo's own tolerance — for curves,
    /// caps, joins, dashes and hairlines, strokes that reach into the page only from outside
    /// it (a bulge of a curve whose ends are off the page, a wide round cap), a stroke of a
    /// single point, shapes far larger and far smaller than the tolerance, and alpha.
    func testTheCoarseToleranceChangesNoByte() throws {
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cr = cairo_create(image)
        let cairosOwn = cairo_get_tolerance(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(image)
        XCTAssertTrue(CairoRenderer.plainSVGTolerance > 100 * cairosOwn)
        let r = SourceRange.none
        var edges: [Item] = []
        // Circles of radius 100 centred 90 px outside each edge, turned 45° so that no point
        // where their arcs are cut lies on the page: only the arcs' bulges reach 10 px in.
        for (cx, cy) in [(-90.0, 150.0), (490, 150), (200, -90), (200, 390)] {
            let k = 0.5523 * 100, c = 0.7071
            func p(_ x: Double, _ y: Double) -> Point { Point(cx + c * (x - y), cy + c * (x + y)) }
            let circle: PathData = [.move(p(100, 0)), .cubic(p(100, k), p(k, 100), p(0, 100)), .cubic(p(-k, 100), p(-100, k), p(-100, 0)),
                                         .cubic(p(-100, -k), p(-k, -100), p(0, -100)), .cubic(p(k, -100), p(100, -k), p(100, 0)), .close]
            for w in [0.0, 0.5, 3, 30] {
                var style = StrokeStyle()
                style.lineWidth = w
                style.lineJoin = .round
                edges.append(Item(.stroke(circle, .color(Color(red: 0.1, green: 0.5, blue: 0.2, alpha: 0.7)), style), r))
            }
            edges.append(Item(.fill(circle, .color(.black), .nonZero), r))
        }
        // A point stroked with round and square caps, on the page and just off it.
        for (x, cap) in [(50.0, LineCap.round), (-3, .round), (60, .square), (-2, .square), (70, .butt)] {
            var style = StrokeStyle()
            style.lineWidth = 8
            style.lineCap = cap
            edges.append(Item(.stroke([.move(Point(x, 20)), .line(Point(x, 20))], .color(.black), style), r))
        }
        // A huge curve and a tiny one.
        edges.append(Item(.stroke([.move(Point(-5000, -5000)), .cubic(Point(9000, 100), Point(-9000, 200), Point(5000, 5000))], .color(.black), StrokeStyle()), r))
        edges.append(Item(.stroke([.move(Point(10, 10)), .cubic(Point(10.01, 10.02), Point(10.02, 10), Point(10.03, 10.01))], .color(.black), StrokeStyle()), r))
        for seed: UInt64 in [5, 6] {
            var doc = plainScene(400, seed: seed)
            doc.pages[0].items.insert(contentsOf: edges, at: 1)
            let page = doc.pages[0]
            XCTAssertNotNil(SVGChunks.cuttableStart(page), "the page is plain drawing, drawn at the coarse tolerance")
            // Each surface's page group is numbered by a counter of the process, which the
            // render renumbers (SVGTidy.rewriteIDs) as here.
            var coarse = try CairoRenderer.svgSurface(page).bytes, own = try CairoRenderer.svgSurface(page, tolerance: cairosOwn).bytes
            SVGTidy.rewriteIDs(&coarse, prefix: "t-")
            SVGTidy.rewriteIDs(&own, prefix: "t-")
            XCTAssertTrue(coarse == own, "seed \(seed)")
        }
    }

    func testChunksGiveTheOneSurfaceBytes() throws {
        for seed: UInt64 in [1, 2, 3] {
            let doc = plainScene(1500, seed: seed)
            // The scene is cut (else this test would compare the one-surface render with itself).
            let ranges = try XCTUnwrap(SVGChunks.plan(doc.pages[0], chunks: 3))
            XCTAssertEqual(ranges.count, 3)
            let one = try svg(doc, chunks: 1)
            XCTAssertTrue(one.count > 100_000)
            for n in [2, 3, 5, 16] {
                XCTAssertNotNil(SVGChunks.plan(doc.pages[0], chunks: n))
                XCTAssertTrue(try svg(doc, chunks: n) == one, "seed \(seed), \(n) chunks")
            }
        }
    }

    /// With a page-covering background first, as most drawings have (the first chunk then
    /// draws it, and every later one its own cover).
    func testAPageWithABackground() throws {
        var doc = plainScene(1200, seed: 9)
        let page = doc.pages[0]
        let bg: PathData = [.move(Point(0, 0)), .line(Point(page.width, 0)), .line(Point(page.width, page.height)), .line(Point(0, page.height)), .close]
        doc.pages[0].items.insert(Item(.fill(bg, .color(Color(white: 1)), .nonZero), .none), at: 1)
        let one = try svg(doc, chunks: 1)
        XCTAssertTrue(String(decoding: one, as: UTF8.self).contains("<rect x=\"0\" y=\"0\" width=\"400\" height=\"300\""))
        for n in [2, 4] { XCTAssertTrue(try svg(doc, chunks: n) == one, "\(n) chunks") }
    }

    /// cairo writes a fill followed by a stroke of the same path as one element: no chunk begins
    /// at such a stroke, whatever state ops stand between the two.
    func testNoCutBetweenAFillAndItsStroke() throws {
        var doc = plainScene(10, seed: 4)
        let r = SourceRange.none
        let path: PathData = [.move(Point(10, 10)), .line(Point(90, 20)), .line(Point(40, 80)), .close]
        var items: [Item] = []
        for k in 0..<400 {
            items.append(Item(.fill(path, .color(Color(white: Double(k % 10) / 10)), .nonZero), r))
            if k % 2 == 0 { items.append(Item(.save, r)); items.append(Item(.restore, r)) }
            items.append(Item(.stroke(path, .color(.black), StrokeStyle()), r))
        }
        doc.pages[0].items = items
        for n in [2, 3, 7, 11] {
            let ranges = try XCTUnwrap(SVGChunks.plan(doc.pages[0], chunks: n))
            for range in ranges.dropFirst() {
                if case .stroke = items[range.lowerBound].op { XCTFail("a chunk begins at a stroke after its fill") }
            }
            XCTAssertTrue(try svg(doc, chunks: n) == svg(doc, chunks: 1), "\(n) chunks")
        }
        // The joined element is there: one <path> per fill and stroke pair.
        let text = String(decoding: try svg(doc, chunks: 7), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "<path ").count - 1, 400)
    }

    func triangle(_ x: Double, _ y: Double) -> PathData {
        [.move(Point(x, y)), .line(Point(x + 40, y + 3)), .line(Point(x + 20, y + 30)), .close]
    }

    /// An op that may cover the page (a paint, a fill of a box over the whole page, also turned
    /// by a transform) makes cairo's recording drop everything before it when it is opaque:
    /// no chunk begins before it, whatever its colour and wherever it stands.
    func testAPageCoveringOpAfterTheStart() throws {
        let r = SourceRange.none
        let box: PathData = [.move(Point(0, 0)), .line(Point(400, 0)), .line(Point(400, 300)), .line(Point(0, 300)), .close]
        // The same box drawn through a quarter turn and a move: still the whole page.
        let turned: PathData = [.move(Point(0, 0)), .line(Point(300, 0)), .line(Point(300, 400)), .line(Point(0, 400)), .close]
        let colours = [Color.black, Color(white: 1), Color(red: 0.2, green: 0.6, blue: 0.1), Color(white: 0, alpha: 0.999), Color(white: 0, alpha: 0.5)]
        for (k, colour) in colours.enumerated() {
            for variant in 0..<3 {
                var items: [Item] = []
                for i in 0..<800 { items.append(Item(.fill(triangle(Double(i % 30) * 12, Double(i / 30) * 10), .color(Color(red: 1, green: 0, blue: 0)), .nonZero), r)) }
                let at = 150 + 100 * k + 30 * variant
                switch variant {
                case 0: items.insert(Item(.fill(box, .color(colour), .nonZero), r), at: at)
                case 1: items.insert(Item(.paint(.color(colour)), r), at: at)
                default:
                    items.insert(contentsOf: [Item(.save, r), Item(.concat(Transform(a: 0, b: 1, c: -1, d: 0, tx: 400, ty: 0)), r),
                                              Item(.fill(turned, .color(colour), .nonZero), r), Item(.restore, r)], at: at)
                }
                let doc = IRDocument(pages: [IRPage(width: 400, height: 300, items: items, range: r)])
                let one = try svg(doc, chunks: 1)
                for n in [2, 3, 7] {
                    let ranges = try XCTUnwrap(SVGChunks.plan(doc.pages[0], chunks: n), "\(k) \(variant)")
                    XCTAssertGreaterThan(ranges[1].lowerBound, at + (variant == 2 ? 2 : 0), "no cut before the covering op")
                    XCTAssertTrue(try svg(doc, chunks: n) == one, "colour \(k), variant \(variant), \(n) chunks")
                }
            }
        }
    }

    /// cairo joins a fill and a stroke of the same path by the ops it records: one it does not
    /// record (a clear colour, a shape off the page, an empty path) between the two does not keep
    /// them apart. With such a trio at every position a cut can fall, the bytes stay the same.
    func testUnrecordedOpsBetweenAFillAndItsStroke() throws {
        let r = SourceRange.none
        let clear = Color(white: 0, alpha: 0)
        let between: [Op] = [.stroke(triangle(5, 5), .color(clear), StrokeStyle()), .stroke(triangle(-900, -900), .color(.black), StrokeStyle()),
                             .paint(.color(Color(white: 0, alpha: 0.001))), .fill([], .color(.black), .nonZero),
                             .fill(triangle(5, 5), .color(clear), .nonZero), .fill(triangle(900, 900), .color(.black), .nonZero)]
        for (k, op) in between.enumerated() {
            var items: [Item] = []
            for i in 0..<120 {
                let p = triangle(Double(i % 10) * 38, Double(i / 10) * 24)
                items.append(Item(.fill(p, .color(Color(red: 1, green: 0, blue: 0)), .nonZero), r))
                items.append(Item(op, r))
                items.append(Item(.stroke(p, .color(Color(red: 0, green: 0, blue: 1)), StrokeStyle()), r))
            }
            let doc = IRDocument(pages: [IRPage(width: 400, height: 300, items: items, range: r)])
            let one = try svg(doc, chunks: 1)
            for n in [2, 3, 5, 16, 40] { XCTAssertTrue(try svg(doc, chunks: n) == one, "op \(k), \(n) chunks") }
        }
    }

    /// A page with anything but plain drawing is drawn on one surface.
    func testOnlyPlainPagesAreCut() throws {
        let r = SourceRange.none
        let square: PathData = [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close]
        let plain = Array(repeating: Item(.fill(square, .color(.black), .nonZero), r), count: 50)
        let others: [Op] = [.clip(square, .nonZero), .beginLayer(alpha: 0.5), .setBlendMode(.multiply),
                            .fill(square, .linearGradient(Gradient(colors: [.black, .black]), start: Point(0, 0), end: Point(1, 1), []), .nonZero)]
        XCTAssertNotNil(SVGChunks.plan(IRPage(width: 100, height: 100, items: plain, range: r), chunks: 2))
        for op in others {
            XCTAssertNil(SVGChunks.plan(IRPage(width: 100, height: 100, items: plain + [Item(op, r)] + plain, range: r), chunks: 2), "\(op)")
        }
    }

    /// The automatic choice: one surface for a small page or one core.
    func testChunkCount() {
        // Chunks of at most maximumOps ops.
        func chunksBySize(_ page: IRPage) -> Int { Int((Double(page.items.count) / Double(SVGChunks.maximumOps)).rounded(.up)) }
        let page = plainScene(3000, seed: 5).pages[0]
        XCTAssertEqual(SVGChunks.chunkCount(page, cores: 1), 1)
        XCTAssertEqual(SVGChunks.chunkCount(page, cores: 2), max(2, chunksBySize(page)))
        XCTAssertEqual(SVGChunks.chunkCount(page, cores: 64), max(page.items.count / SVGChunks.minimumOps, chunksBySize(page)))
        XCTAssertEqual(SVGChunks.chunkCount(plainScene(100, seed: 5).pages[0], cores: 8), 1)
        // A large page: chunks of at most maximumOps ops, however few the cores (but one core).
        let big = plainScene(12000, seed: 5).pages[0]
        let bySize = chunksBySize(big)
        XCTAssertGreaterThan(bySize, 2)
        XCTAssertEqual(SVGChunks.chunkCount(big, cores: 2), bySize)
        XCTAssertEqual(SVGChunks.chunkCount(big, cores: 1), 1)
        XCTAssertEqual(SVGChunks.chunkCount(big, cores: 64), max(big.items.count / SVGChunks.minimumOps, bySize))
    }

    /// Every sample and oracle case, in as many chunks as each can be cut into: the same bytes.
    func testEverySampleAndCase() throws {
        var cut = 0
        for c in everyCase {
            let doc = try Render.ir(c.path, defines: c.defines)
            guard doc.pages.count == 1 else { continue }
            let one = try svg(doc, chunks: 1)
            for n in [2, 3] where SVGChunks.plan(doc.pages[0], chunks: n) != nil {
                cut += 1
                XCTAssertTrue(try svg(doc, chunks: n) == one, "\(c.name) in \(n) chunks")
            }
        }
        XCTAssertGreaterThan(cut, 4, "some samples are plain drawing")
    }

    /// The benchmark's kind of scene, compiled from .view text by the viewc binary: its SVG is
    /// the one-surface render of the same IR (the automatic choice cuts it when there are cores).
    func testACompiledSceneOfTheBenchmarksKind() throws {
        var d = Dice(state: 7)
        var text = "canvas(width: 600, height: 400) {\n    backgroundColor: white\n"
        for _ in 0..<3000 {
            func p() -> String { String(format: "Point(%.3f, %.3f)", d.next() * 600, d.next() * 400) }
            text += "    path {\n        move(to: \(p()))\n        curve(to: \(p()), control1: \(p()), control2: \(p()))\n        close()\n"
            text += String(format: "        fill(rgb(%.3f, %.3f, %.3f))\n        lineWidth: %.2f\n        lineJoin: .round\n        stroke(rgb(%.3f, %.3f, %.3f))\n    }\n",
                           d.next(), d.next(), d.next(), 0.5 + d.next() * 2, d.next(), d.next(), d.next())
        }
        text += "}\n"
        let dir = try temporaryDirectory(self)
        let view = dir.appendingPathComponent("scene.view"), out = dir.appendingPathComponent("scene.svg")
        try text.write(to: view, atomically: true, encoding: .utf8)
        let doc = try Render.ir(view.path)
        XCTAssertNotNil(SVGChunks.plan(doc.pages[0], chunks: 2))
        let result = try Tools.run(Tools.viewc, [view.path, "-o", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let one = try svg(doc, chunks: 1)
        // The binary chooses the chunks by the cores; in 2 and 3 chunks the same bytes too.
        XCTAssertTrue(try Array(Data(contentsOf: out)) == one)
        for n in [2, 3, 8] { XCTAssertTrue(try svg(doc, chunks: n) == one, "\(n) chunks") }
    }
}
