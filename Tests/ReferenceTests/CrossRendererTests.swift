// Our three outputs agree: the SVG rasterised by rsvg-convert and the PDF rasterised by
// pdftoppm match our own PNG; every SVG is well-formed XML (xmllint) and every PDF passes
// qpdf --check; output is byte-for-byte deterministic; sizes, scales and dates are right.

import CairoBackend
import DrawIR
import Foundation
import XCTest

/// Other rasterisers anti-alias edges their own way. Measured here (Debian 12: librsvg
/// 2.54, poppler 22.12): rsvg-convert, which draws with cairo too, matches our PNG exactly;
/// pdftoppm (poppler's own rasteriser) differs by more than 32 levels on up to 0.62 % of the
/// pixels (edge pixels of strokes; largest channel difference 135), interiors agree. The
/// bounds leave room for other versions and still catch a missing shape, a wrong colour or
/// a shift: the check mark alone is about 7 % of the CheckButton's pixels.
let svgTolerance = Tolerance(channel: 32, share: 0.005)
let pdfTolerance = Tolerance(channel: 32, share: 0.015)

final class CrossRendererTests: XCTestCase {
    func rasterise(_ c: RenderCase, _ dir: URL) throws -> (png: RGBAImage, svg: RGBAImage, pdf: RGBAImage, svgBytes: [UInt8], pdfBytes: [UInt8]) {
        let ir = try Render.ir(c.path, defines: c.defines)
        let png = try decodePNG(try Render.bytes(ir, .png)).overWhite
        let svgBytes = try Render.bytes(ir, .svg)
        let pdfBytes = try Render.bytes(ir, .pdf)
        let svgURL = dir.appendingPathComponent("\(c.name).svg"), pdfURL = dir.appendingPathComponent("\(c.name).pdf")
        try write(svgBytes, svgURL)
        try write(pdfBytes, pdfURL)
        let fromSVG = dir.appendingPathComponent("\(c.name)-rsvg.png")
        let r1 = try Rasterise.svg(svgURL.path, to: fromSVG.path)
        XCTAssertEqual(r1.status, 0, r1.stderr)
        // 72 dpi makes one PDF point one pixel, the same size as our PNG at scale 1.
        let prefix = dir.appendingPathComponent("\(c.name)-pdf")
        let r2 = try Rasterise.pdf(pdfURL.path, toPrefix: prefix.path)
        XCTAssertEqual(r2.status, 0, r2.stderr)
        let svg = try loadPNG(fromSVG.path).overWhite
        let pdf = try loadPNG(prefix.path + ".png").overWhite
        return (png, svg, pdf, svgBytes, pdfBytes)
    }

    func testSVGAndPDFAgreeWithPNG() throws {
        try Tools.require("rsvg-convert")
        try Tools.require("pdftoppm")
        let dir = try temporaryDirectory(self)
        for c in allCases {
            let r = try rasterise(c, dir)
            XCTAssertEqual(r.svg.width, r.png.width, c.name)
            XCTAssertEqual(r.pdf.height, r.png.height, c.name)
            let s = compare(r.svg, r.png, channel: svgTolerance.channel)
            if !s.passes(svgTolerance) {
                XCTFail("\(c.name): rsvg-convert vs our PNG: \(s) — allowed \(svgTolerance). Wrote \(saveFailure(c.name + "-svg", actual: r.svg, comparison: s, extra: ["out.svg": r.svgBytes]))")
            }
            let p = compare(r.pdf, r.png, channel: pdfTolerance.channel)
            if !p.passes(pdfTolerance) {
                XCTFail("\(c.name): pdftoppm vs our PNG: \(p) — allowed \(pdfTolerance). Wrote \(saveFailure(c.name + "-pdf", actual: r.pdf, comparison: p, extra: ["out.pdf": r.pdfBytes]))")
            }
            print("cross-renderer \(c.name): svg \(s); pdf \(p)")
        }
    }

    /// The agreement check is not vacuous: a render of a different state does not pass it.
    func testCrossCheckDetectsADifferentDrawing() throws {
        try Tools.require("rsvg-convert")
        let dir = try temporaryDirectory(self)
        let normal = try rasterise(sampleCases[3], dir)
        let selected = try rasterise(sampleCases[4], dir)
        let s = compare(selected.svg, normal.png, channel: svgTolerance.channel)
        let p = compare(selected.pdf, normal.png, channel: pdfTolerance.channel)
        XCTAssertFalse(s.passes(svgTolerance), "\(s)")
        XCTAssertFalse(p.passes(pdfTolerance), "\(p)")
        print("check mark vs none: svg \(s); pdf \(p)")
    }

    func testEverySVGIsWellFormedAndEveryPDFChecksOut() throws {
        try Tools.require("xmllint")
        try Tools.require("qpdf")
        let dir = try temporaryDirectory(self)
        // Every sample and oracle case, not only the ones with reference pictures.
        XCTAssertTrue(["paint", "views", "cards", "contentmodes", "stroke-fill", "oracle-shadows"].allSatisfy { n in everyCase.contains { $0.name == n } },
                      everyCase.map(\.name).joined(separator: " "))
        for c in everyCase {
            let ir = try Render.ir(c.path, defines: c.defines)
            let svg = dir.appendingPathComponent("\(c.name).svg"), pdf = dir.appendingPathComponent("\(c.name).pdf")
            try write(try Render.bytes(ir, .svg), svg)
            try write(try Render.bytes(ir, .pdf), pdf)
            let x = try Tools.run("xmllint", ["--noout", svg.path])
            XCTAssertEqual(x.status, 0, "\(c.name).svg: \(x.stderr)")
            XCTAssertEqual(x.stderr, "", c.name)
            let q = try Tools.run("qpdf", ["--check", pdf.path])
            XCTAssertEqual(q.status, 0, "\(c.name).pdf: \(q.stdoutText) \(q.stderr)")
            XCTAssertTrue(q.stdoutText.contains("No syntax or stream encoding errors found"), q.stdoutText)
        }
        // The checkers do reject broken files.
        let broken = dir.appendingPathComponent("broken.svg")
        try write(Array("<svg><g></svg>".utf8), broken)
        XCTAssertNotEqual(try Tools.run("xmllint", ["--noout", broken.path]).status, 0)
        let truncated = dir.appendingPathComponent("truncated.pdf")
        let pdf = try Render.bytes(try Render.ir(Paths.sample("face")), .pdf)
        try write(Array(pdf.prefix(pdf.count / 2)), truncated)
        XCTAssertNotEqual(try Tools.run("qpdf", ["--check", truncated.path]).status, 0)
    }
}

final class DeterminismTests: XCTestCase {
    func testSameInputSameBytesInEveryFormat() throws {
        for c in everyCase {
            for f in OutputFormat.allCases {
                let a = try Render.bytes(c, f), b = try Render.bytes(c, f)
                let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? (a.count == b.count ? nil : min(a.count, b.count))
                XCTAssertNil(at, "\(c.name).\(f.rawValue) differs between two compiles at byte \(at ?? 0)")
                XCTAssertFalse(a.isEmpty)
            }
        }
    }

    /// cairo numbers SVG ids per process: compiling other files in between must not change
    /// a file's SVG (ids are renumbered per document).
    func testSVGIdsDoNotDependOnWhatWasCompiledBefore() throws {
        // clip-rounded has clip paths, so its SVG has ids that reference each other.
        let first = try Render.bytes(featureCases[1], .svg)
        XCTAssertNotNil(String(decoding: first, as: UTF8.self).range(of: #"clip-path="url\(#v[0-9a-f]{8}-clip"#, options: .regularExpression), "the case uses ids")
        _ = try Render.bytes(sampleCases[0], .svg)
        _ = try Render.bytes(featureCases[0], .svg)
        _ = try Render.bytes(featureCases[2], .svg)
        let again = try Render.bytes(featureCases[1], .svg)
        XCTAssertEqual(String(decoding: again, as: UTF8.self), String(decoding: first, as: UTF8.self))
    }

    func testEveryReferencedIdIsDefined() throws {
        for c in everyCase {
            let svg = String(decoding: try Render.bytes(c, .svg), as: UTF8.self)
            let defined = Set(matches(#"id="([^"]+)""#, svg))
            let used = Set(matches(#"#([A-Za-z_][A-Za-z0-9_-]*)[")]"#, svg))
            XCTAssertTrue(used.isSubset(of: defined), "\(c.name): undefined \(used.subtracting(defined))")
        }
    }

    func matches(_ pattern: String, _ s: String) -> [String] {
        let re = try! NSRegularExpression(pattern: pattern)
        let ns = s as NSString
        return re.matches(in: s, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}

final class OutputFormatTests: XCTestCase {
    func testSVGRootSizeIsInPixels() throws {
        for (c, w, h) in [(sampleCases[0], 400, 400), (sampleCases[2], 170, 160), (sampleCases[3], 120, 120)] {
            let svg = String(decoding: try Render.bytes(c, .svg), as: UTF8.self)
            XCTAssertTrue(svg.contains("<svg "), c.name)
            let root = svg[svg.range(of: "<svg ")!.lowerBound...].prefix { $0 != ">" }
            XCTAssertTrue(root.contains(#"width="\#(w)px""#), "\(c.name): \(root)")
            XCTAssertTrue(root.contains(#"height="\#(h)px""#), "\(c.name): \(root)")
            XCTAssertTrue(root.contains(#"viewBox="0 0 \#(w) \#(h)""#), "\(c.name): \(root)")
        }
    }

    /// PNG width and height from the IHDR chunk.
    func pngSize(_ b: [UInt8]) -> (Int, Int) {
        func be(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(Array(b.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return (be(16), be(20))
    }

    func testScaleMultipliesPixels() throws {
        let ir = try Render.ir(Paths.sample("triangle"))
        for s in 1...3 {
            let (w, h) = pngSize(try Render.bytes(ir, .png, scale: s))
            XCTAssertEqual(w, 170 * s)
            XCTAssertEqual(h, 160 * s)
        }
        // Scaling is drawing at a finer grid, not resampling: the 2x image's pixel (2x, 2y)
        // region matches the 1x pixel (x, y) in the interior of shapes.
        let one = try decodePNG(try Render.bytes(ir, .png)).overWhite
        let two = try decodePNG(try Render.bytes(ir, .png, scale: 2)).overWhite
        XCTAssertEqual(one[82, 103].g, two[164, 206].g)
        XCTAssertEqual(two[164, 206].r, 0)
    }

    func testPDFDatesComeFromSourceDateEpochOrAFixedDate() throws {
        let ir = try Render.ir(Paths.sample("triangle"))
        let fixed = String(decoding: try Render.bytes(ir, .pdf), as: UTF8.self)
        XCTAssertTrue(fixed.contains("/CreationDate (20000101000000"), "fixed date 2000-01-01")
        XCTAssertTrue(fixed.contains("/ModDate (20000101000000"))
        // 1700000000 is 2023-11-14 22:13:20 UTC.
        let dated = String(decoding: try Render.bytes(ir, .pdf, epoch: 1_700_000_000), as: UTF8.self)
        XCTAssertTrue(dated.contains("/CreationDate (20231114221320"), "SOURCE_DATE_EPOCH date")
        XCTAssertFalse(dated.contains("20000101000000"))
    }

    func testPDFPageSizeIsTheCanvasInPoints() throws {
        let pdf = String(decoding: try Render.bytes(try Render.ir(Paths.sample("triangle")), .pdf), as: UTF8.self)
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 170 160 ]"), "MediaBox is 170×160 points")
    }
}
