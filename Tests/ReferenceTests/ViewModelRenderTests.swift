// The view model as pictures: group alpha, rounded clipping, borders above subviews, hidden
// views, rotation, layer shadows (blurred and sharp, and none under masksToBounds), the
// contentMode family, hairlines at --scale 1 and 2. Each case checks chosen pixels of the PNG,
// then compares the PNG with the SVG as rsvg-convert draws it and the PDF as pdftoppm draws it.
// Failing pictures are written to Tests/ReferenceTests/failures/.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

/// The three renderings of one case, over white.
typealias Renderings = (png: RGBAImage, svg: RGBAImage, pdf: RGBAImage)

final class ViewModelRenderTests: XCTestCase {
    var workDir: URL!

    override func setUpWithError() throws {
        workDir = try temporaryDirectory(self)
    }

    func lower(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
        let c = Driver.compile(SourceFile(path: "case.view", text: text), EvalOptions())
        if c.hasErrors { XCTFail(Driver.renderDiagnostics(c.diagnostics), file: file, line: line) }
        return Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
    }

    /// Renders `text` as PNG, SVG and PDF at `scale`; returns the PNG and the other two as
    /// rsvg-convert and pdftoppm draw them, all the same size.
    /// `comparePDF` false skips the PNG–PDF comparison where poppler's stroke adjustment (both
    /// pdftoppm and pdftocairo snap lines of a pixel or less to whole pixels) changes the picture.
    /// `pdfTool` pdftocairo reads the PDF with poppler's cairo output instead of Splash, which
    /// neither anti-aliases image edges nor the vector edges inside a shadowed view's group.
    func renderAll(_ text: String, _ name: String, scale: Int = 1, comparePDF: Bool = true, pdfTool: String = "pdftoppm",
                   file: StaticString = #filePath, line: UInt = #line) throws -> Renderings {
        let ir = try lower(text, file: file, line: line)
        let base = workDir.appendingPathComponent(name).path
        for f in OutputFormat.allCases {
            let bytes = try Driver.render(ir, format: f, scale: scale)
            try Data(bytes).write(to: URL(fileURLWithPath: base + "." + f.rawValue))
        }
        let r1 = try Rasterise.svg(base + ".svg", to: base + "-svg.png", zoom: scale)
        XCTAssertEqual(r1.status, 0, r1.stderr, file: file, line: line)
        let r2 = try Rasterise.pdf(base + ".pdf", toPrefix: base + "-pdf", dpi: 72 * scale, tool: pdfTool)
        XCTAssertEqual(r2.status, 0, r2.stderr, file: file, line: line)
        let png = try loadPNG(base + ".png").overWhite
        let svg = try loadPNG(base + "-svg.png").overWhite
        let pdf = try loadPNG(base + "-pdf.png").overWhite
        compare(png, svg, "\(name): PNG vs SVG (rsvg-convert)", keep: base, file: file, line: line)
        if comparePDF { compare(png, pdf, "\(name): PNG vs PDF (\(pdfTool))", keep: base, file: file, line: line) }
        return (png, svg, pdf)
    }

    /// Two renderings of one picture agree: the same size, a small mean difference, and few
    /// pixels (anti-aliased edges) that differ much.
    func compare(_ a: RGBAImage, _ b: RGBAImage, _ what: String, keep: String? = nil,
                 file: StaticString = #filePath, line: UInt = #line) {
        let c = ReferenceTests.compare(a, b, channel: 48)
        if let size = c.sizeMismatch {
            XCTFail("\(what): sizes differ, \(size)", file: file, line: line)
            return
        }
        let ok = c.meanChannelDelta < 2.5 && Double(c.differing) < 0.01 * Double(c.total)
        XCTAssertTrue(ok, "\(what): mean difference \(c.meanChannelDelta), \(c.differing) of \(c.total) pixels differ by more than 48",
                      file: file, line: line)
        if !ok, let k = keep { keepFailureFiles([".png", "-svg.png", "-pdf.png", ".svg", ".pdf"].map { k + $0 }) }
    }

    /// The pixel at (x, y) is `rgb` within `tol` in each channel, in all three renderings.
    func assertPixel(_ p: Renderings, _ x: Int, _ y: Int,
                     _ rgb: (Double, Double, Double), tol: Double = 6, pdfTol: Double? = nil,
                     file: StaticString = #filePath, line: UInt = #line) {
        for (name, img) in [("png", p.png), ("svg", p.svg), ("pdf", p.pdf)] {
            let px = img[x, y]
            let v = (Double(px.r), Double(px.g), Double(px.b))
            let tol = name == "pdf" ? pdfTol ?? tol : tol
            let ok = abs(v.0 - rgb.0) <= tol && abs(v.1 - rgb.1) <= tol && abs(v.2 - rgb.2) <= tol
            XCTAssertTrue(ok, "\(name) pixel (\(x), \(y)) is \(v), expected \(rgb) ± \(tol)", file: file, line: line)
        }
    }

    let white = (255.0, 255.0, 255.0), red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0)
    let green = (0.0, 255.0, 0.0), black = (0.0, 0.0, 0.0)

    // MARK: compositing

    func testAlphaAppliesToTheViewAndSubviewsAsOneGroup() throws {
        let p = try renderAll("""
        canvas(width: 200, height: 120) {
            backgroundColor: white
            view {
                frame: Rect(10, 10, 180, 100)
                alpha: 0.5
                view { frame: Rect(0, 0, 100, 100); backgroundColor: .red }
                view { frame: Rect(60, 0, 100, 100); backgroundColor: .blue }
            }
        }
        """, "groupAlpha")
        assertPixel(p, 40, 60, (255, 127.5, 127.5))
        // Where they overlap only the top (blue) subview shows, at half strength; drawn one by
        // one at alpha 0.5 it would be (127, 64, 191).
        assertPixel(p, 90, 60, (127.5, 127.5, 255))
        assertPixel(p, 5, 5, white)
    }

    func testRoundedClipBorderAboveSubviews() throws {
        let p = try renderAll("""
        canvas(width: 200, height: 200) {
            backgroundColor: white
            view {
                frame: Rect(20, 20, 160, 160)
                backgroundColor: .blue
                layer.cornerRadius: 40
                clipsToBounds: true
                layer.borderWidth: 10
                layer.borderColor: .red
                path { rect(Rect(100, 60, 40, 40)); fill(.yellow) }   // its own drawing, under the subview
                view { frame: Rect(-50, 80, 300, 100); backgroundColor: .green }
            }
        }
        """, "roundedClip")
        assertPixel(p, 130, 90, (255, 255, 0))    // the view's drawing, over its background
        assertPixel(p, 130, 110, green)           // the subview, over the view's drawing
        assertPixel(p, 100, 60, blue)          // background
        assertPixel(p, 100, 150, green)        // the subview, over the background
        assertPixel(p, 25, 100, red)           // the border, inside the bounds
        assertPixel(p, 100, 176, red)          // the border above the subview
        assertPixel(p, 100, 190, white)        // the subview clipped at the bounds
        assertPixel(p, 10, 150, white)
        assertPixel(p, 23, 23, white)          // outside the rounded corner
        assertPixel(p, 26, 172, white)         // the bottom-left corner clips the subview too
    }

    func testCornerRadiusIsLimitedToHalfTheShorterSide() throws {
        // A 100×40 view with cornerRadius 100 is a capsule (radius 20 each way), as in Core
        // Animation, not a rect with 50×20 elliptical corners.
        let p = try renderAll("""
        canvas(width: 120, height: 60) {
            backgroundColor: white
            view { frame: Rect(10, 10, 100, 40); backgroundColor: .blue; layer.cornerRadius: 100; layer.borderWidth: 4; layer.borderColor: .red }
        }
        """, "capsule")
        assertPixel(p, 16, 19, red)      // the border along the capsule's left end (elliptical: outside)
        assertPixel(p, 25, 30, blue)
        assertPixel(p, 11, 11, white)
    }

    func testRotationAndHidden() throws {
        let p = try renderAll("""
        canvas(width: 200, height: 200) {
            backgroundColor: white
            view {
                bounds: Rect(0, 0, 100, 100)
                center: Point(100, 100)
                transform: rotate(45deg)
                backgroundColor: .black
            }
            view { frame: Rect(0, 0, 50, 50); backgroundColor: .red; isHidden: true }
        }
        """, "rotation")
        assertPixel(p, 100, 35, black)         // near the diamond's top tip (29.3)
        assertPixel(p, 100, 25, white)
        assertPixel(p, 56, 56, white)          // a corner of the unrotated square
        assertPixel(p, 20, 20, white)          // the hidden view draws nothing
    }

    // MARK: layer shadows

    func testBlurredShadow() throws {
        let p = try renderAll("""
        canvas(width: 240, height: 200) {
            backgroundColor: white
            view {
                frame: Rect(40, 40, 120, 120)
                backgroundColor: .blue
                layer.shadowColor: .red
                layer.shadowOpacity: 1
                layer.shadowOffset: Size(20, 0)
                layer.shadowRadius: 8
            }
        }
        """, "blurredShadow")
        assertPixel(p, 150, 100, blue)
        // The shadow's right edge is at x = 180, far from its corners: a Gaussian of σ = 8
        // gives half strength there, 84% at one σ inside, 16% at one σ outside.
        func red(_ a: Double) -> (Double, Double, Double) { (255, 255 * (1 - a), 255 * (1 - a)) }
        // Pixel x covers x…x+1, so its centre is half a point further out. pdftoppm places
        // images about 0.8 pixel to the right at 72 dpi (pdftocairo places this PDF's image
        // exactly), which is up to 12 levels on a slope this steep.
        func at(_ x: Double) -> Double { 0.5 * erfc((x + 0.5 - 180) / 8 / 2.0.squareRoot()) }
        assertPixel(p, 179, 100, red(at(179)), tol: 3, pdfTol: 14)
        assertPixel(p, 171, 100, red(at(171)), tol: 3, pdfTol: 14)
        assertPixel(p, 187, 100, red(at(187)), tol: 3, pdfTol: 14)
        if FileManager.default.fileExists(atPath: "/usr/bin/pdftocairo") {
            let base = workDir.appendingPathComponent("blurredShadow").path
            XCTAssertEqual(try Rasterise.pdf(base + ".pdf", toPrefix: base + "-cairo", tool: "pdftocairo").status, 0)
            let c = try loadPNG(base + "-cairo.png").overWhite
            assertPixel((c, c, c), 179, 100, red(at(179)), tol: 3)
            assertPixel((c, c, c), 187, 100, red(at(187)), tol: 3)
        }
        assertPixel(p, 215, 100, white, tol: 3)
        // The top edge (y = 40), blurred upwards.
        func above(_ y: Double) -> Double { 0.5 * erfc((40 - (y + 0.5)) / 8 / 2.0.squareRoot()) }
        assertPixel(p, 120, 31, red(above(31)), tol: 3)
        assertPixel(p, 120, 36, red(above(36)), tol: 3)
    }

    func testSharpShadowAndNoShadowWhenMasked() throws {
        let p = try renderAll("""
        canvas(width: 240, height: 240) {
            backgroundColor: white
            view {
                frame: Rect(20, 20, 80, 80)
                backgroundColor: .blue
                layer.shadowOpacity: 0.5
                layer.shadowOffset: Size(10, 10)
                layer.shadowRadius: 0
            }
            view {
                frame: Rect(120, 120, 80, 80)
                backgroundColor: .blue
                clipsToBounds: true
                layer.shadowOpacity: 1
                layer.shadowOffset: Size(10, 10)
                layer.shadowRadius: 0
            }
        }
        """, "sharpShadow")
        assertPixel(p, 105, 60, (127.5, 127.5, 127.5))   // black at 0.5 over white
        assertPixel(p, 111, 60, white)
        assertPixel(p, 60, 105, (127.5, 127.5, 127.5))
        assertPixel(p, 15, 60, white)
        assertPixel(p, 205, 160, white)                  // masksToBounds: no shadow
        assertPixel(p, 160, 205, white)
    }

    func testSharpShadowOnFractionalCoordinates() throws {
        // The shadow covers (20.3, 20.6)…(70.3, 70.6): its edge pixels are partly covered,
        // exactly as the vector edge of a fill would be (the PNG raster is pixel-aligned).
        let p = try renderAll("""
        canvas(width: 100, height: 100) {
            backgroundColor: white
            view {
                frame: Rect(10.3, 10.6, 50, 50)
                backgroundColor: .blue
                layer.shadowOpacity: 1
                layer.shadowOffset: Size(10, 10)
                layer.shadowRadius: 0
            }
        }
        """, "fractionalShadow", pdfTool: "pdftocairo")
        assertPixel(p, 70, 40, (178.5, 178.5, 178.5), tol: 2)
        assertPixel(p, 40, 70, (102, 102, 102), tol: 2)
        assertPixel(p, 10, 40, (76.5, 76.5, 255), tol: 2)   // the view's own edge at x = 10.3
        assertPixel(p, 69, 40, black, tol: 1)
        assertPixel(p, 71, 40, white, tol: 1)
    }

    /// A drawing's shadow (setShadow) inside a view's layer shadow: one mechanism, two spaces.
    /// The drawing's offset is in page points at every scale (10 points is 20 pixels at
    /// scale 2), the view's in its own coordinates; the view's shadow is cast by the drawing
    /// and the drawing's shadow together.
    func testContextShadowInsideAShadowedViewAtScale2() throws {
        let p = try renderAll("""
        canvas(width: 200, height: 120) {
            backgroundColor: .white
            view {
                frame: Rect(0, 0, 100, 120)
                layer.shadowOpacity: 0.5
                layer.shadowOffset: Size(100, 0)
                layer.shadowRadius: 0
                context {
                    setShadow(offset: Size(width: 0, height: 10), blur: 0, color: UIColor.red)
                    setFillColor(UIColor.blue.cgColor)
                    fill(Rect(20, 20, 40, 40))
                }
            }
        }
        """, "nestedShadows", scale: 2, pdfTool: "pdftocairo")
        let gray = (127.5, 127.5, 127.5)
        assertPixel(p, 80, 80, blue)
        assertPixel(p, 80, 130, red)       // 65 pt: under the drawing's shadow (60…70 pt)
        assertPixel(p, 80, 146, white)     // 73 pt: below it
        assertPixel(p, 280, 80, gray)      // the view's shadow, 100 pt to the right
        assertPixel(p, 280, 130, gray)     // cast by the drawing's shadow too
        assertPixel(p, 280, 146, white)
    }

    /// The "inner shadow" idiom: a ring drawn wholly outside the clip casts its shadow into
    /// it, because Core Graphics casts the shadow from the unclipped drawing and clips the
    /// result (the drawing and its shadow) together.
    func testShadowOfDrawingOutsideTheClipShowsInside() throws {
        let p = try renderAll("""
        canvas(width: 100, height: 100) {
            backgroundColor: .white
            context {
                clip(to: Rect(20, 20, 60, 60))
                setShadow(offset: Size(width: 10, height: 10), blur: 0, color: UIColor.red)
                setFillColor(UIColor.blue.cgColor)
                addRect(Rect(-100, -100, 300, 300))
                addRect(Rect(20, 20, 60, 60))
                eoFillPath()
            }
        }
        """, "innerShadow", pdfTool: "pdftocairo")
        assertPixel(p, 25, 50, red)      // the ring's shadow, inside the clip
        assertPixel(p, 50, 25, red)
        assertPixel(p, 50, 50, white)    // beyond the shadow's reach
        assertPixel(p, 10, 10, white)    // the ring itself is clipped away
        assertPixel(p, 85, 85, white)
    }

    func testShadowOpsInTheIR() throws {
        let ir = try lower("""
        canvas(width: 100, height: 100) {
            view { frame: Rect(10, 10, 50, 50); layer.shadowOpacity: 0.25; backgroundColor: .red }
            view { frame: Rect(10, 10, 50, 50); layer.shadowOpacity: 1; clipsToBounds: true }
            view { frame: Rect(10, 10, 50, 50); backgroundColor: .red }
        }
        """)
        let shadows = ir.pages[0].items.compactMap { item -> Shadow? in
            if case .beginShadow(let sh) = item.op { return sh }
            return nil
        }
        XCTAssertEqual(shadows.count, 1)
        XCTAssertEqual(shadows.first?.color, Color.black.withAlphaComponent(0.25))
        XCTAssertEqual(shadows.first?.offset, Size(0, -3))  // Core Animation's default offset
        XCTAssertEqual(shadows.first?.sigma, 3)             // and radius (σ = shadowRadius)
        XCTAssertNil(shadows.first?.toBase)   // in the view's own coordinates
        XCTAssertTrue(Lowering.isBalanced(ir.pages[0]))
    }

    // MARK: contentMode

    static let contentModeCase = """
    view Dot {
        intrinsicContentSize: Size(50, 50)
        path { oval(in: bounds); fill(.red) }
    }
    canvas(width: 300, height: 300) {
        backgroundColor: white
        Dot(frame: Rect(0, 0, 200, 100), contentMode: .scaleAspectFit)
        Dot(frame: Rect(0, 100, 200, 100))
        Dot(frame: Rect(0, 200, 200, 100), contentMode: .center)
        Dot(frame: Rect(200, 0, 100, 100), contentMode: .bottomRight)
        Dot(frame: Rect(200, 100, 100, 100), contentMode: .topLeft)
        Dot(frame: Rect(200, 200, 100, 100), contentMode: .redraw)
    }
    """

    func testContentModesPlaceTheDrawing() throws {
        let p = try renderAll(Self.contentModeCase, "contentModes")
        // scaleAspectFit: a circle of radius 50 about (100, 50).
        assertPixel(p, 100, 50, red); assertPixel(p, 55, 50, red); assertPixel(p, 45, 50, white)
        // scaleToFill (the default): an ellipse filling (0, 100, 200, 100).
        assertPixel(p, 10, 150, red); assertPixel(p, 100, 104, red)
        // center: unscaled, radius 25 about (100, 250).
        assertPixel(p, 100, 250, red); assertPixel(p, 70, 250, white)
        // bottomRight: radius 25 about (275, 75); topLeft: about (225, 125).
        assertPixel(p, 275, 75, red); assertPixel(p, 225, 25, white)
        assertPixel(p, 225, 125, red); assertPixel(p, 275, 175, white)
        // redraw: drawn again for 100×100, a circle of radius 50.
        assertPixel(p, 205, 250, red)
    }

    // MARK: contentScaleFactor

    func testScale2IsTheSamePictureWithTwiceThePixels() throws {
        let one = try renderAll(Self.contentModeCase, "cm1")
        let two = try renderAll(Self.contentModeCase, "cm2", scale: 2)
        XCTAssertEqual(two.png.width, 2 * one.png.width)
        XCTAssertEqual(two.png.height, 2 * one.png.height)
        compare(one.png, two.png.halved(), "scale 2 halved vs scale 1")
        // Vector content stays crisp: the aspect-fit circle's edge at scale 2 is one pixel wide.
        assertPixel(two, 200, 100, red)
        assertPixel(two, 89, 100, white)
    }

    func testHairlines() throws {
        let text = """
        canvas(width: 20, height: 20) {
            backgroundColor: white
            path { move(to: Point(0, 10)); line(to: Point(20, 10)); lineWidth: 1; stroke(.black) }
            path { move(to: Point(5.5, 0)); line(to: Point(5.5, 20)); lineWidth: 1; stroke(.black) }
        }
        """
        // poppler snaps lines of a pixel or less to whole pixels, so at scale 1 only the PNG
        // and the SVG show the straddle.
        let one = try renderAll(text, "hair1", comparePDF: false)
        // At scale 1 a 1-point line on an integral coordinate straddles two pixel rows.
        assertPixel(one, 15, 9, (127.5, 127.5, 127.5), tol: 2, pdfTol: .infinity)
        assertPixel(one, 15, 10, (127.5, 127.5, 127.5), tol: 2, pdfTol: .infinity)
        assertPixel(one, 15, 8, white, tol: 0)
        assertPixel(one, 15, 11, white, tol: 0)
        // On a half coordinate it covers one pixel column exactly.
        assertPixel(one, 5, 15, black, tol: 0)
        assertPixel(one, 4, 15, white, tol: 0)
        let two = try renderAll(text, "hair2", scale: 2)
        // At scale 2 the same line covers device rows 19 and 20 fully: sharp, as in UIKit.
        assertPixel(two, 30, 19, black, tol: 0)
        assertPixel(two, 30, 20, black, tol: 0)
        assertPixel(two, 30, 18, white, tol: 0)
        assertPixel(two, 30, 21, white, tol: 0)
        assertPixel(two, 10, 30, black, tol: 0); assertPixel(two, 11, 30, black, tol: 0)
        assertPixel(two, 9, 30, white, tol: 0); assertPixel(two, 12, 30, white, tol: 0)
    }

    // MARK: the samples

    func testSamplesAgreeAcrossRenderers() throws {
        for name in ["views", "contentmodes"] {
            let text = try String(contentsOf: URL(fileURLWithPath: Paths.sample(name)), encoding: .utf8)
            let p = try renderAll(text, name)
            XCTAssertEqual(p.png.width, name == "views" ? 620 : 580)
        }
        // views.view: the half-faded group shows no red through the blue square (left), the
        // separately faded squares do (right); the bounds origin (40, 30) puts the green
        // subview framed at (100, 80) 60, 50 into its superview at (260, 240).
        let p = try renderAll(try String(contentsOf: URL(fileURLWithPath: Paths.sample("views")), encoding: .utf8), "views2")
        let bg = 0.965 * 255
        func half(_ c: (Double, Double, Double)) -> (Double, Double, Double) { ((c.0 + bg) / 2, (c.1 + bg) / 2, (c.2 + bg) / 2) }
        let systemBlue = (0.0, 122.0, 255.0), systemRed = (255.0, 59.0, 48.0)
        assertPixel(p, 310, 90, half(systemBlue), tol: 3)       // overlap, grouped
        assertPixel(p, 270, 60, half(systemRed), tol: 3)
        let over = (systemBlue.0 * 0.5 + half(systemRed).0 * 0.5, systemBlue.1 * 0.5 + half(systemRed).1 * 0.5, systemBlue.2 * 0.5 + half(systemRed).2 * 0.5)
        assertPixel(p, 490, 90, over, tol: 3)                   // overlap, each faded
        assertPixel(p, 330, 300, (52, 199, 89), tol: 3)         // systemGreen, from (320, 290)
        assertPixel(p, 318, 300, (255, 255, 255), tol: 3)
        assertPixel(p, 322, 300, (52, 199, 89), tol: 3)
    }

    // MARK: the command line


    /// Runs `viewc` with `args`; its exit status and standard output.
    func hitOrDump(_ args: [String]) throws -> (status: Int32, out: String) {
        let r = try Tools.run(Tools.viewc, args)
        return (r.status, r.stdoutText)
    }

    func testHitCommand() throws {
        let file = workDir.appendingPathComponent("hit.view")
        try """
        canvas(width: 200, height: 200) {
            view {
                frame: Rect(20, 20, 160, 160)
                clipsToBounds: true
                accessibilityIdentifier: "card"
                view { frame: Rect(-50, 80, 300, 100); accessibilityIdentifier: "strip" }
                view { frame: Rect(0, 0, 40, 40); isHidden: true }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let hit = try hitOrDump(["hit", file.path, "100,150"])
        XCTAssertEqual(hit.status, 0, hit.out)
        XCTAssertEqual(hit.out, """
        <view; frame = (-50 80; 300 100); bounds = (0 0; 300 100); alpha = 1; hidden = NO; identifier = "strip"> @6:9-6:82
        -> <view; frame = (20 20; 160 160); bounds = (0 0; 160 160); alpha = 1; hidden = NO; clipsToBounds = YES; identifier = "card"> @2:5-8:6
        -> <canvas; frame = (0 0; 200 200); bounds = (0 0; 200 200); alpha = 1; hidden = NO> @1:1-9:2

        """)
        // The strip sticks out of its clipped superview: a touch there goes to the canvas;
        // the hidden view is skipped.
        XCTAssertTrue(try hitOrDump(["hit", file.path, "10,150"]).out.hasPrefix("<canvas;"))
        XCTAssertTrue(try hitOrDump(["hit", file.path, "25,25"]).out.hasPrefix("<view; frame = (20 20; 160 160)"))
        XCTAssertEqual(try hitOrDump(["hit", file.path, "250,5"]).out, "no view at 250,5\n")
        let tree = try hitOrDump(["dump", "tree", file.path])
        XCTAssertEqual(tree.out.split(separator: "\n").count, 4)
        XCTAssertTrue(tree.out.contains("\n   |    | <view; frame = (0 0; 40 40); bounds = (0 0; 40 40); alpha = 1; hidden = YES>"), tree.out)
    }
}
