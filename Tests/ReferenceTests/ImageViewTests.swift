// image { name: … } (UIImageView): the thirteen content modes place a generated test image
// (four coloured quadrants) where contentTransform says, checked by pixels in the PNG; @2x
// names halve the size; clipsToBounds clips aspect-fill; files are confined like imports;
// PNG, SVG (rsvg-convert) and PDF (pdftoppm) agree; all three formats are deterministic.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class ImageViewTests: XCTestCase {
    var dir: URL!

    /// 16×8 pixels: red, green on top; blue, yellow below (each quadrant 8×4).
    static let quadrants: RGBAImage = {
        var px: [UInt8] = []
        for y in 0..<8 { for x in 0..<16 {
            let c: [UInt8] = y < 4 ? (x < 8 ? [255, 0, 0] : [0, 255, 0]) : (x < 8 ? [0, 0, 255] : [255, 255, 0])
            px += c + [255]
        } }
        return RGBAImage(width: 16, height: 8, pixels: px)
    }()
    let red: (UInt8, UInt8, UInt8) = (255, 0, 0), green: (UInt8, UInt8, UInt8) = (0, 255, 0)
    let blue: (UInt8, UInt8, UInt8) = (0, 0, 255), yellow: (UInt8, UInt8, UInt8) = (255, 255, 0)
    let white: (UInt8, UInt8, UInt8) = (255, 255, 255)

    override func setUpWithError() throws {
        dir = try temporaryDirectory(self).resolvingSymlinksInPath()
        try write(encodePNG(Self.quadrants), dir.appendingPathComponent("quad.png"))
    }

    /// Compiles `text` saved as `name` in the test folder.
    func compile(_ text: String, _ name: String = "case.view", root: String? = nil) throws -> Compilation {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        var o = EvalOptions()
        o.root = root
        return Driver.compile(try Driver.readSource(url.path), o)
    }

    func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Document {
        let c = try compile(text)
        XCTAssertFalse(c.hasErrors, Driver.renderDiagnostics(c.diagnostics), file: file, line: line)
        return try XCTUnwrap(c.document, file: file, line: line)
    }

    func png(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> RGBAImage {
        let ir = Lowering.lower(try document(text, file: file, line: line))
        return try decodePNG(try Driver.render(ir, format: .png, scale: 1)).overWhite
    }

    func assertColor(_ img: RGBAImage, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), _ what: String,
                     tol: Int = 8, file: StaticString = #filePath, line: UInt = #line) {
        let p = img[x, y]
        let ok = abs(Int(p.r) - Int(c.0)) <= tol && abs(Int(p.g) - Int(c.1)) <= tol && abs(Int(p.b) - Int(c.2)) <= tol
        XCTAssertTrue(ok, "\(what): pixel (\(x), \(y)) is \(p), expected \(c)", file: file, line: line)
    }

    // MARK: content modes

    /// Each mode, in a 40×30 view at (10, 10) of a white canvas: the middle of each quadrant
    /// shows its colour where contentTransform puts it, and a point just outside the placed
    /// image (inside the canvas) is white (nothing clips, so aspect-fill spills out).
    func testTheThirteenModesPlaceTheImageWhereContentTransformSays() throws {
        for mode in ContentMode.allCases {
            let img = try png("""
            canvas(width: 120, height: 80) {
                backgroundColor: .white
                image { name: "quad.png"; frame: Rect(40, 25, 40, 30); contentMode: .\(mode.rawValue) }
            }
            """)
            let fitMode: ContentMode = mode == .redraw ? .scaleToFill : mode
            let t = contentTransform(fitMode, intrinsic: Size(16, 8), bounds: Rect(0, 0, 40, 30))
            func at(_ ix: Double, _ iy: Double) -> (Int, Int) {
                (Int((40 + t.tx + ix * t.a).rounded(.down)), Int((25 + t.ty + iy * t.d).rounded(.down)))
            }
            for (ix, iy, c, name) in [(4.0, 2.0, red, "red"), (12.0, 2.0, green, "green"), (4.0, 6.0, blue, "blue"), (12.0, 6.0, yellow, "yellow")] {
                let (x, y) = at(ix, iy)
                assertColor(img, x, y, c, "\(mode) \(name) quadrant")
            }
            // Just outside each side of the placed image.
            let (x0, y0) = at(0, 0), (x1, y1) = at(16, 8)
            let (mx, my) = at(8, 4)
            for (x, y) in [(x0 - 2, my), (x1 + 1, my), (mx, y0 - 2), (mx, y1 + 1)] where x >= 0 && y >= 0 && x < 120 && y < 80 {
                assertColor(img, x, y, white, "\(mode) outside the image")
            }
        }
    }

    /// The numbers, worked out by hand for a 16×8 image in 40×30 bounds.
    func testDestinationRectanglesInTheIR() throws {
        let expected: [(ContentMode, String)] = [
            (.scaleToFill, "in 0 0 40 30"), (.redraw, "in 0 0 40 30"),
            (.scaleAspectFit, "in 0 5 40 20"), (.scaleAspectFill, "in -10 0 60 30"),
            (.center, "in 12 11 16 8"), (.topLeft, "in 0 0 16 8"), (.bottomRight, "in 24 22 16 8"),
            (.top, "in 12 0 16 8"), (.left, "in 0 11 16 8"), (.right, "in 24 11 16 8"), (.bottom, "in 12 22 16 8"),
            (.topRight, "in 24 0 16 8"), (.bottomLeft, "in 0 22 16 8"),
        ]
        XCTAssertEqual(Set(expected.map(\.0.rawValue)).count, 13)
        for (mode, dest) in expected {
            let ir = IRPrinter.print(Lowering.lower(try document("""
            canvas(width: 100, height: 100) { image { name: "quad.png"; frame: Rect(5, 5, 40, 30); contentMode: .\(mode.rawValue) } }
            """)))
            let line = ir.split(separator: "\n").first { $0.contains("image ") }.map(String.init) ?? ""
            XCTAssertTrue(line.contains("image \"quad.png\" png 16x8 px #") && line.contains(dest + "  @1:"), "\(mode): \(line)")
        }
    }

    func testDefaultsFollowUIImageView() throws {
        let doc = try document("""
        canvas(width: 100, height: 100) {
            view { frame: Rect(0, 0, 100, 100); accessibilityIdentifier: "under" }
            image { name: "quad.png"; center: Point(50, 50) }
        }
        """)
        let v = doc.pages[0].root.subviews[1]
        XCTAssertEqual(v.contentMode, .scaleToFill)
        XCTAssertFalse(v.isUserInteractionEnabled)
        // UIImageView(image:): no frame set, so the image's size; then centred at (50, 50).
        XCTAssertEqual(v.bounds, Rect(0, 0, 16, 8))
        XCTAssertEqual(v.frame, Rect(42, 46, 16, 8))
        XCTAssertEqual(v.intrinsicContentSize, Size(16, 8))
        // Touches pass through to the view below.
        XCTAssertEqual(HitTester.hit(doc.pages[0].root, Point(55, 52)).first?.identifier, "under")
        let dump = TreeDumper.dump(doc)
        XCTAssertTrue(dump.contains("<image; frame = (42 46; 16 8); bounds = (0 0; 16 8); image = \"quad.png\" 16x8 px scale 1;"), dump)
    }

    func testAt2xHalvesTheSize() throws {
        try FileManager.default.copyItem(at: dir.appendingPathComponent("quad.png"), to: dir.appendingPathComponent("quad@2x.png"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("quad.png"), to: dir.appendingPathComponent("quad@3x.png"))
        let doc = try document("""
        canvas(width: 100, height: 100) {
            image { name: "quad@2x.png" }
            image { name: "quad@3x.png"; frame: Rect(50, 50, 30, 30); contentMode: .topLeft }
            image { name: "quad"; frame: Rect(0, 50, 30, 30); contentMode: .center }
        }
        """)
        let views = doc.pages[0].root.subviews
        XCTAssertEqual(views[0].intrinsicContentSize, Size(8, 4))
        XCTAssertEqual(views[0].frame, Rect(0, 0, 8, 4))
        XCTAssertEqual(views[1].intrinsicContentSize?.width ?? 0, 16.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(views[2].image?.scale, 1)
        let ir = IRPrinter.print(Lowering.lower(doc))
        XCTAssertTrue(ir.contains("image \"quad@2x.png\" png 16x8 px"), ir)
        XCTAssertTrue(ir.contains(" in 0 0 8 4  @2:"), ir)
        XCTAssertTrue(ir.contains(" in 7 11 16 8  @4:"), ir)   // "quad" is quad.png, at scale 1
        // The pixels: the 2x image covers 8×4 points at the top left, and no more.
        let img = try decodePNG(try Driver.render(Lowering.lower(doc), format: .png, scale: 1)).overWhite
        assertColor(img, 1, 1, red, "2x red"); assertColor(img, 6, 3, yellow, "2x yellow")
        assertColor(img, 9, 2, white, "right of the 2x image"); assertColor(img, 2, 5, white, "below the 2x image")
    }

    func testClipsToBoundsClipsAspectFill() throws {
        let text = """
        canvas(width: 100, height: 60) {
            backgroundColor: .white
            image { name: "quad.png"; frame: Rect(30, 10, 40, 40); contentMode: .scaleAspectFill; clipsToBounds: CLIP }
        }
        """
        // Aspect-fill: scale 5, 80×40 centred on the 40-point-wide bounds: x from 10 to 90.
        let open = try png(text.replacingOccurrences(of: "CLIP", with: "false"))
        assertColor(open, 15, 20, red, "spilled left"); assertColor(open, 85, 40, yellow, "spilled right")
        let clipped = try png(text.replacingOccurrences(of: "CLIP", with: "true"))
        assertColor(clipped, 15, 20, white, "clipped left"); assertColor(clipped, 85, 40, white, "clipped right")
        assertColor(clipped, 35, 20, red, "inside left"); assertColor(clipped, 65, 40, yellow, "inside right")
    }

    // MARK: errors and confinement

    func errors(_ text: String, _ name: String = "case.view", root: String? = nil) throws -> String {
        let c = try compile(text, name, root: root)
        XCTAssertTrue(c.hasErrors)
        return Driver.renderDiagnostics(c.diagnostics)
    }

    func testConfinementLikeImports() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("in"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("in/link.png").path, withDestinationPath: "../quad.png")
        let text = """
        canvas(width: 10, height: 10) {
            image { name: "../quad.png" }
            image { name: "link.png" }
        }
        """
        let e = try errors(text, "in/case.view")
        XCTAssertTrue(e.contains("in/case.view:2:19: error: '../quad.png' is outside the folder \(dir.path)/in that images may read (widen it with --root)"), e)
        XCTAssertTrue(e.contains("in/case.view:3:19: error: 'link.png' is outside the folder"), e)
        // --root widens it: both compile.
        let c = try compile(text, "in/case.view", root: dir.path)
        XCTAssertFalse(c.hasErrors, Driver.renderDiagnostics(c.diagnostics))
        XCTAssertEqual(c.document?.pages[0].root.subviews.compactMap { $0.image?.pixelWidth }, [16, 16])
        // The command line's --root does the same.
        let out = dir.appendingPathComponent("out.png").path
        let narrow = try Tools.run(Tools.viewc, [dir.appendingPathComponent("in/case.view").path, "-o", out])
        XCTAssertEqual(narrow.status, 1); XCTAssertTrue(narrow.stderr.contains("outside the folder"), narrow.stderr)
        XCTAssertFalse(fm.fileExists(atPath: out))
        let wide = try Tools.run(Tools.viewc, [dir.appendingPathComponent("in/case.view").path, "-o", out, "--root", dir.path])
        XCTAssertEqual(wide.status, 0, wide.stderr)
    }

    func testBadFilesAreErrorsAtTheName() throws {
        try write(Array("not an image".utf8), dir.appendingPathComponent("text.png"))
        // A header that promises 40000×40000 pixels.
        var huge = encodePNG(Self.quadrants)
        huge.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40])
        try write(huge, dir.appendingPathComponent("huge.png"))
        // A CMYK JPEG's frame header: baseline, 8 bits, 8×8, four components.
        try write([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x14, 0x08, 0x00, 0x08, 0x00, 0x08, 0x04,
                   1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0, 0xFF, 0xD9], dir.appendingPathComponent("print.jpg"))
        let e = try errors("""
        canvas(width: 10, height: 10) {
            image { name: "qaud.png" }
            image { name: "text.png" }
            image { name: "quad.gif" }
            image { name: "huge.png" }
            image { name: 4 }
            view { name: "quad.png" }
            image { name: "" }
            image { name: "print.jpg" }
        }
        """)
        XCTAssertTrue(e.contains("case.view:2:19: error: cannot find 'qaud.png' (looked for \(dir.path)/qaud.png); did you mean 'quad.png'?"), e)
        XCTAssertTrue(e.contains("case.view:3:19: error: 'text.png': not a PNG or JPEG file"), e)
        XCTAssertTrue(e.contains("case.view:4:19: error: cannot find 'quad.gif' (looked for \(dir.path)/quad.gif); did you mean 'quad.png'?"), e)
        XCTAssertTrue(e.contains("case.view:5:19: error: 'huge.png' is 40000×40000 pixels, more than the limit"), e)
        XCTAssertTrue(e.contains("case.view:6:19: error: 'name' is a String (the image file's name), not a Number"), e)
        XCTAssertTrue(e.contains("case.view:7:12: error: 'name' is an image property; set it inside an 'image { … }' block"), e)
        XCTAssertTrue(e.contains("case.view:8:19: error: an image needs a file name"), e)
        XCTAssertTrue(e.contains("case.view:9:19: error: 'print.jpg': the JPEG file is CMYK (four colour components), which viewc does not decode; save it as RGB"), e)
        // A FIFO would block a read forever.
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600), 0)
        let f = try errors("canvas(width: 10, height: 10) { image { name: \"pipe.png\" } }")
        XCTAssertTrue(f.contains("case.view:1:47: error: 'pipe.png' is not a regular file"), f)
    }

    /// A valid header over broken pixel data: the backend reports it, and no file is written.
    func testCorruptPixelDataFailsTheRenderWithoutOutput() throws {
        let good = encodePNG(Self.quadrants)
        try write(Array(good[..<(good.count - 20)]), dir.appendingPathComponent("cut.png"))
        let view = dir.appendingPathComponent("cut.view")
        try Data("canvas(width: 20, height: 20) {\n  image { name: \"cut.png\" }\n}\n".utf8).write(to: view)
        let out = dir.appendingPathComponent("cut-out.png").path
        let r = try Tools.run(Tools.viewc, [view.path, "-o", out])
        XCTAssertNotEqual(r.status, 0)
        // One location, at the image block, as every diagnostic has it.
        XCTAssertTrue(r.stderr.contains("cut.view:2:3: error: the image 'cut.png' cannot be decoded: the PNG data is truncated or corrupt"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// An imported component's image is named relative to the imported file, and an absolute
    /// path is refused.
    func testImportedFilesNameImagesNextToThemselves() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("parts"), withIntermediateDirectories: true)
        try fm.copyItem(at: dir.appendingPathComponent("quad.png"), to: dir.appendingPathComponent("parts/icon.png"))
        try Data("view Icon { image { name: \"icon.png\"; frame: Rect(0, 0, 20, 10) } }\n".utf8)
            .write(to: dir.appendingPathComponent("parts/icon.view"))
        let doc = try document("""
        import "parts/icon.view"
        canvas(width: 40, height: 40) { Icon(frame: Rect(10, 10, 20, 10)) }
        """)
        XCTAssertEqual(doc.pages[0].root.subviews[0].subviews[0].image?.pixelWidth, 16)
        let e = try errors("canvas(width: 10, height: 10) { image { name: \"\(dir.path)/quad.png\" } }")
        XCTAssertTrue(e.contains("error: images are relative to the file that names them; '\(dir.path)/quad.png' is absolute"), e)
    }

    // MARK: JPEG

    /// Cases/images/quad.jpg: 32×16, red, green / blue, yellow quadrants of 16×8 (made by
    /// pdftocairo -jpeg from a viewc drawing, quality 95), decoded by libjpeg.
    func testJPEGIsDecodedAndPlaced() throws {
        try FileManager.default.copyItem(at: Paths.cases.appendingPathComponent("images/quad.jpg"), to: dir.appendingPathComponent("quad.jpg"))
        let text = """
        canvas(width: 100, height: 60) {
            backgroundColor: .white
            image { name: "quad.jpg"; frame: Rect(10, 10, 40, 40); contentMode: .scaleAspectFit }
            context { drawImage("quad.jpg", at: Point(60, 0)) }
        }
        """
        let doc = try document(text)
        XCTAssertEqual(doc.pages[0].root.subviews[0].image?.format, .jpeg)
        XCTAssertTrue(TreeDumper.dump(doc).contains("image = \"quad.jpg\" 32x16 px scale 1"))
        let img = try png(text)
        // Aspect-fit: scale 1.25, 40×20 at y 20.
        assertColor(img, 15, 24, red, "jpeg red", tol: 12); assertColor(img, 45, 24, green, "jpeg green", tol: 12)
        assertColor(img, 15, 36, blue, "jpeg blue", tol: 12); assertColor(img, 45, 36, yellow, "jpeg yellow", tol: 12)
        assertColor(img, 30, 15, white, "above the letterboxed jpeg")
        assertColor(img, 64, 3, red, "draw(at:) red", tol: 12); assertColor(img, 88, 12, yellow, "draw(at:) yellow", tol: 12)
        // Every format renders it, the same bytes twice.
        let ir = Lowering.lower(doc)
        for f in OutputFormat.allCases {
            XCTAssertEqual(try Driver.render(ir, format: f, scale: 1), try Driver.render(ir, format: f, scale: 1), "\(f)")
        }
    }

    /// A JPEG cut short after a valid header: libjpeg's complaint becomes a render error.
    func testTruncatedJPEGFailsTheRender() throws {
        let jpeg = try read(Paths.cases.appendingPathComponent("images/quad.jpg"))
        try write(Array(jpeg[..<(jpeg.count * 2 / 3)]), dir.appendingPathComponent("cut.jpg"))
        let doc = try document("canvas(width: 40, height: 20) {\n  image { name: \"cut.jpg\" }\n}")
        XCTAssertThrowsError(try Driver.render(Lowering.lower(doc), format: .png, scale: 1)) { e in
            let be = e as? BackendError
            let m = be?.message ?? "\(e)"
            XCTAssertTrue(m.hasPrefix("the image 'cut.jpg' cannot be decoded: the JPEG data is corrupt (libjpeg: "), m)
            XCTAssertEqual(be?.range?.shortDescription.hasPrefix("2:3-"), true, "the error points at the image block")
        }
    }

    /// libjpeg is loaded on the first JPEG (dlopen), not linked: when it cannot be loaded, the
    /// drawing's JPEG is an error that says so (not "corrupt data"), at the image, exit 1, no
    /// output; a drawing without a JPEG is unaffected. Run through the binary, with a
    /// libjpeg.so.62 that is not a library first on the loader's path.
    func testAJPEGWithoutLibjpegSaysSo() throws {
        let bin = ProcessInfo.processInfo.environment["VIEWC_BIN"] ?? Paths.packageRoot.appendingPathComponent(".build/debug/viewc").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no viewc binary at \(bin); set VIEWC_BIN") }
        let libs = dir.appendingPathComponent("libs")
        try FileManager.default.createDirectory(at: libs, withIntermediateDirectories: true)
        try write(Array("not a library".utf8), libs.appendingPathComponent("libjpeg.so.62"))
        try FileManager.default.copyItem(at: Paths.cases.appendingPathComponent("images/quad.jpg"), to: dir.appendingPathComponent("quad.jpg"))
        try write(Array("canvas(width: 40, height: 20) {\n  image { name: \"quad.jpg\" }\n}\n".utf8), dir.appendingPathComponent("j.view"))
        try write(Array("canvas(width: 40, height: 20) {\n  backgroundColor: .red\n}\n".utf8), dir.appendingPathComponent("plain.view"))
        func run(_ file: String) throws -> (Int32, String) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bin)
            p.arguments = [file, "-o", file + ".png"]
            p.currentDirectoryURL = dir
            var env = ProcessInfo.processInfo.environment
            env["LD_LIBRARY_PATH"] = libs.path
            p.environment = env
            let err = Pipe()
            p.standardError = err
            try p.run()
            let e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, String(decoding: e, as: UTF8.self))
        }
        let (status, stderr) = try run("j.view")
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.hasPrefix("j.view:2:3: error: the image 'quad.jpg' cannot be decoded: libjpeg, which decodes JPEG images, cannot be loaded ("), stderr)
        XCTAssertFalse(stderr.contains("corrupt"), stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("j.view.png").path))
        let (plain, plainErr) = try run("plain.view")
        XCTAssertEqual(plain, 0, plainErr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("plain.view.png").path))
    }

    /// Valid PNG and JPEG files with bytes past the header changed at random: each compile
    /// and render either works or gives an error (cairo's libpng and libjpeg behind our error
    /// handler), never a crash; some of each kind are refused.
    func testMutatedImageDataNeverCrashes() throws {
        let png = encodePNG(Self.quadrants)
        let jpeg = try read(Paths.cases.appendingPathComponent("images/quad.jpg"))
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % n
        }
        for (name, original, headerEnd) in [("m.png", png, 33), ("m.jpg", jpeg, 20)] {
            var refused = 0
            for _ in 0..<40 {
                var bytes = original
                for _ in 0..<(1 + next(4)) { bytes[headerEnd + next(bytes.count - headerEnd)] = UInt8(next(256)) }
                if next(3) == 0 { bytes = Array(bytes[..<(headerEnd + next(bytes.count - headerEnd))]) }
                try write(bytes, dir.appendingPathComponent(name))
                let c = try compile("canvas(width: 40, height: 20) { image { name: \"\(name)\"; frame: Rect(0, 0, 40, 20) } }")
                guard let doc = c.document, !c.hasErrors else { refused += 1; continue }
                for f in OutputFormat.allCases {
                    do { _ = try Driver.render(Lowering.lower(doc), format: f, scale: 1) } catch is BackendError { refused += 1; break }
                }
            }
            XCTAssertGreaterThan(refused, 0, "\(name): no mutation was refused")
        }
    }

    // MARK: renderers and determinism

    /// PNG, SVG through rsvg-convert and PDF through pdftocairo and pdftoppm agree: away from
    /// the quadrant boundaries every pixel within 24 per channel; over the whole picture, a mean
    /// channel difference under 1 and under 1% of pixels off by more than 48 (measured: 0 and 0) — except for
    /// pdftoppm, whose Splash rasteriser samples a scaled image half a source pixel off, which
    /// moves the blends at the quadrant boundaries (measured: mean 4.5, 9% of pixels).
    func testCrossRendererAgreement() throws {
        try Tools.require("rsvg-convert"); try Tools.require("pdftoppm"); try Tools.require("pdftocairo")
        let ir = Lowering.lower(try document("""
        canvas(width: 160, height: 80) {
            backgroundColor: .white
            image { name: "quad.png"; frame: Rect(0, 0, 80, 40) }
            image { name: "quad.png"; frame: Rect(80, 0, 80, 80); contentMode: .scaleAspectFit }
            image { name: "quad.png"; frame: Rect(20, 50, 40, 20); contentMode: .center }
        }
        """))
        let base = dir.appendingPathComponent("x").path
        for f in OutputFormat.allCases { try write(try Driver.render(ir, format: f, scale: 1), URL(fileURLWithPath: base + "." + f.rawValue)) }
        XCTAssertEqual(try Rasterise.svg(base + ".svg", to: base + "-svg.png").status, 0)
        XCTAssertEqual(try Rasterise.pdf(base + ".pdf", toPrefix: base + "-pdf").status, 0)
        XCTAssertEqual(try Rasterise.pdf(base + ".pdf", toPrefix: base + "-pdfcairo", tool: "pdftocairo").status, 0)
        let png = try loadPNG(base + ".png").overWhite
        let others = [("SVG", try loadPNG(base + "-svg.png").overWhite), ("PDF (pdftoppm)", try loadPNG(base + "-pdf.png").overWhite),
                      ("PDF (pdftocairo)", try loadPNG(base + "-pdfcairo.png").overWhite)]
        // Points 5 px or more from any boundary between quadrants or of an image.
        let edgesX = [0, 20, 40, 80, 100, 120, 160, 28, 36, 44, 52]
        let edgesY = [0, 10, 20, 40, 60, 80, 50, 54, 58, 62, 66, 70]
        for (name, other) in others {
            XCTAssertEqual(other.width, png.width); XCTAssertEqual(other.height, png.height)
            var worst = 0, checked = 0
            for y in 0..<80 where edgesY.allSatisfy({ abs($0 - y) >= 5 }) {
                for x in 0..<160 where edgesX.allSatisfy({ abs($0 - x) >= 5 }) {
                    let a = png[x, y], b = other[x, y]
                    worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    checked += 1
                }
            }
            XCTAssertGreaterThan(checked, 1000)
            // The whole picture, boundaries included: the renderers interpolate the scaled
            // image differently, so blends differ there, but not by much on average.
            let all = ReferenceTests.compare(png, other, channel: 48)
            print("images: PNG vs \(name): largest channel difference \(worst) over \(checked) interior pixels; whole picture mean \(all.meanChannelDelta), \(all.differing) of \(all.total) pixels differ by more than 48")
            if name == "PDF (pdftoppm)" { continue }
            XCTAssertLessThan(all.meanChannelDelta, 1, "PNG vs \(name): mean channel difference")
            XCTAssertLessThan(Double(all.differing), 0.01 * Double(all.total), "PNG vs \(name): pixels differing by more than 48")
            XCTAssertLessThanOrEqual(worst, 24, "PNG vs \(name): largest channel difference \(worst)")
        }
    }

    func testAllThreeFormatsAreDeterministic() throws {
        let text = """
        canvas(width: 60, height: 40) {
            image { name: "quad.png"; frame: Rect(0, 0, 30, 40); contentMode: .scaleAspectFit }
            image { name: "quad.png"; frame: Rect(30, 0, 30, 40); alpha: 0.5 }
        }
        """
        let ir = Lowering.lower(try document(text))
        for f in OutputFormat.allCases {
            // Something else rendered in between moves cairo's process-wide counters.
            let a = try Driver.render(ir, format: f, scale: 2)
            _ = try Driver.render(ir, format: .svg, scale: 1)
            let b = try Driver.render(ir, format: f, scale: 2)
            XCTAssertEqual(a, b, "\(f) differs between two renders")
        }
        let svg = String(decoding: try Driver.render(ir, format: .svg, scale: 1), as: UTF8.self)
        XCTAssertNotNil(svg.range(of: #"<image id="v[0-9a-f]{8}-image1""#, options: .regularExpression), svg)
        let pdf = try Driver.render(ir, format: .pdf, scale: 1)
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"), "the PDF embeds the image")
        // One image painted three times: qpdf finds nothing wrong (cairo's shared XObject
        // would list a duplicated key in the page's resources).
        try Tools.require("qpdf")
        let path = dir.appendingPathComponent("thrice.pdf")
        try write(try Driver.render(Lowering.lower(try document("""
        canvas(width: 60, height: 20) {
            image { name: "quad.png"; frame: Rect(0, 0, 20, 20) }
            image { name: "quad.png"; frame: Rect(20, 0, 20, 20); contentMode: .center }
            image { name: "quad.png"; frame: Rect(40, 0, 20, 20); contentMode: .scaleAspectFit }
        }
        """)), format: .pdf, scale: 1), path)
        let q = try Tools.run("qpdf", ["--check", path.path])
        XCTAssertEqual(q.status, 0, q.stdoutText + q.stderr)
        XCTAssertTrue(q.stdoutText.contains("No syntax or stream encoding errors found"), q.stdoutText)
    }
    // MARK: drawImage

    /// UIImage.draw(in:) in a view, draw(at:) in a group (its size in points: the @2x file is
    /// 8×4), and draw(in:) in a context block under translateBy and setAlpha.
    func testDrawImageInViewsGroupsAndContexts() throws {
        try FileManager.default.copyItem(at: dir.appendingPathComponent("quad.png"), to: dir.appendingPathComponent("quad@2x.png"))
        let text = """
        canvas(width: 100, height: 100) {
            backgroundColor: .white
            drawImage("quad.png", in: Rect(0, 0, 32, 16))
            group { drawImage("quad@2x.png", at: Point(50, 0)) }
            context {
                context.translateBy(x: 0, y: 50)
                context.setAlpha(0.5)
                drawImage("quad.png", in: Rect(10, 10, 16, 8))
            }
        }
        """
        let ir = IRPrinter.print(Lowering.lower(try document(text)))
        XCTAssertTrue(ir.contains("image \"quad.png\" png 16x8 px #") && ir.contains(" in 0 0 32 16  @3:"), ir)
        XCTAssertTrue(ir.contains(" in 50 0 8 4  @4:"), ir)
        let img = try png(text)
        assertColor(img, 8, 4, red, "draw(in:) red"); assertColor(img, 24, 12, yellow, "draw(in:) yellow")
        assertColor(img, 34, 8, white, "right of draw(in:)")
        assertColor(img, 51, 1, red, "draw(at:) red"); assertColor(img, 56, 3, yellow, "draw(at:) yellow")
        assertColor(img, 60, 2, white, "right of the 8-point @2x image")
        // Translated by 50 and at half alpha: red over white is (255, 128, 128).
        assertColor(img, 13, 61, (255, 128, 128), "context, half alpha", tol: 3)
        assertColor(img, 13, 40, white, "not untranslated")
        let e = try errors("""
        canvas(width: 10, height: 10) {
            drawImage("quad.png", at: 3)
            path { drawImage("quad.png", in: Rect(0, 0, 1, 1)) }
            drawImage("nope.png", in: Rect(0, 0, 1, 1))
        }
        """)
        XCTAssertTrue(e.contains("case.view:2:31: error: 'drawImage' expects a Point for 'at:', not a Number"), e)
        XCTAssertTrue(e.contains("case.view:3:12: error: unknown path command 'drawImage'"), e)
        XCTAssertTrue(e.contains("case.view:4:15: error: cannot find 'nope.png'"), e)
    }
}
