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
