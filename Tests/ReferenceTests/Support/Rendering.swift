// Compiling and rendering in-process through ViewcDriver and CairoBackend, running the
// external checkers (rsvg-convert, pdftoppm, xmllint, qpdf) and the viewc binary, and the
// folders the reference tests read and write.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

enum Paths {
    static let testsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsDir.deletingLastPathComponent().deletingLastPathComponent()
    static let references = testsDir.appendingPathComponent("References")
    static let cases = testsDir.appendingPathComponent("Cases")
    /// The oracle cases: a .view and a hand-written SVG each.
    static let oracle = testsDir.appendingPathComponent("Oracle")
    /// Git-ignored (Tests/**/failures/): actual and diff images of failed comparisons.
    static let failures = testsDir.appendingPathComponent("failures")

    static func sample(_ name: String) -> String { packageRoot.appendingPathComponent("samples/\(name).view").path }
    static func testCase(_ name: String) -> String { cases.appendingPathComponent("\(name).view").path }
}

/// A source to render: a file and the -D values to compile it with.
struct RenderCase {
    var name: String
    var path: String
    var defines: [(String, String)] = []
}

enum Render {
    static func ir(_ path: String, defines: [(String, String)] = [], file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
        let source = try Driver.readSource(path)
        var options = EvalOptions()
        options.defines = defines.map { (name: $0.0, value: $0.1) }
        let c = Driver.compile(source, options)
        XCTAssertEqual(c.diagnostics.map(\.headline), [], file: file, line: line)
        return Lowering.lower(try XCTUnwrap(c.document, "\(path) compiles", file: file, line: line))
    }

    static func ir(text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [], file: file, line: line)
        return Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
    }

    static func bytes(_ ir: IRDocument, _ format: OutputFormat, scale: Int = 1, epoch: Int? = nil) throws -> [UInt8] {
        var o = RenderOptions(format: format)
        o.scale = scale
        o.sourceDateEpoch = epoch
        // A document of many pages (samples/handout.view) in a format of one page: its first
        // page (DocumentLanguageTests and BuildTests write every page).
        if format != .pdf && ir.pages.count > 1 { o.page = 1 }
        return try CairoRenderer.render(ir, o)
    }

    static func bytes(_ c: RenderCase, _ format: OutputFormat, scale: Int = 1) throws -> [UInt8] {
        try bytes(try ir(c.path, defines: c.defines), format, scale: scale)
    }
}

/// A finished child process.
struct ProcessResult {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

enum Tools {
    /// Runs a program found on PATH (or an absolute path) and waits for it.
    @discardableResult
    static func run(_ program: String, _ args: [String], stdin: [UInt8]? = nil, env: [String: String]? = nil,
                    cwd: URL? = nil) throws -> ProcessResult {
        let p = Process()
        if program.hasPrefix("/") {
            p.executableURL = URL(fileURLWithPath: program)
            p.arguments = args
        } else {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = [program] + args
        }
        if let env = env { p.environment = env }
        if let cwd = cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        // Read both pipes while the child runs, so a large output cannot block it.
        final class Box: @unchecked Sendable { var data = Data() }
        let outBox = Box(), errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outBox.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let s = stdin { inp.fileHandleForWriting.write(Data(s)) }
        try? inp.fileHandleForWriting.close()
        group.wait()
        p.waitUntilExit()
        return ProcessResult(status: p.terminationStatus, stdout: [UInt8](outBox.data), stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// Fails the test (rather than skipping it) when a checker is not installed: `make deps`
    /// installs all of them.
    static func require(_ tool: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try run("sh", ["-c", "command -v \(tool)"])
        if r.status != 0 {
            XCTFail("\(tool) is not installed (make deps installs it)", file: file, line: line)
            throw ImageError.decode("missing \(tool)")
        }
    }

    /// The viewc binary: $VIEWC_BIN, else .build/debug/viewc in the package.
    static var viewc: String {
        if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"], !b.isEmpty {
            return b.hasPrefix("/") ? b : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(b).path
        }
        return Paths.packageRoot.appendingPathComponent(".build/debug/viewc").path
    }
}

/// The other rasterisers the tests check our SVG and PDF with.
enum Rasterise {
    /// rsvg-convert draws `svg` into the PNG `png`, at `zoom` pixels a CSS pixel.
    @discardableResult
    static func svg(_ svg: String, to png: String, zoom: Int = 1) throws -> ProcessResult {
        try Tools.run("rsvg-convert", (zoom == 1 ? [] : ["-z", "\(zoom)"]) + [svg, "-o", png])
    }

    /// pdftoppm (or `tool`, e.g. pdftocairo) draws the first page of `pdf` into `prefix`.png
    /// at `dpi` (72 makes a point a pixel).
    @discardableResult
    static func pdf(_ pdf: String, toPrefix prefix: String, dpi: Int = 72, tool: String = "pdftoppm") throws -> ProcessResult {
        try Tools.run(tool, ["-png", "-r", "\(dpi)", "-singlefile", pdf, prefix])
    }
}

/// Copies the files at `paths` that exist into failures/ (Tests/**/failures/ is git-ignored).
func keepFailureFiles(_ paths: [String]) {
    try? FileManager.default.createDirectory(at: Paths.failures, withIntermediateDirectories: true)
    for p in paths {
        let src = URL(fileURLWithPath: p)
        let dst = Paths.failures.appendingPathComponent(src.lastPathComponent)
        try? FileManager.default.removeItem(at: dst)
        try? FileManager.default.copyItem(at: src, to: dst)
    }
}

/// A fresh temporary folder, removed when the test ends.
func temporaryDirectory(_ test: XCTestCase) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
}

func write(_ bytes: [UInt8], _ url: URL) throws { try Data(bytes).write(to: url) }
func read(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

/// Writes the actual image and a diff next to each other in failures/, and names them.
func saveFailure(_ name: String, actual: RGBAImage, comparison: Comparison, extra: [String: [UInt8]] = [:]) -> String {
    try? FileManager.default.createDirectory(at: Paths.failures, withIntermediateDirectories: true)
    let a = Paths.failures.appendingPathComponent("\(name)-actual.png")
    try? write(encodePNG(actual), a)
    var saved = [a.path]
    if let d = comparison.diff {
        let u = Paths.failures.appendingPathComponent("\(name)-diff.png")
        try? write(encodePNG(d), u)
        saved.append(u.path)
    }
    for (suffix, bytes) in extra {
        let u = Paths.failures.appendingPathComponent("\(name)-\(suffix)")
        try? write(bytes, u)
        saved.append(u.path)
    }
    return saved.joined(separator: ", ")
}

/// The document's first page as pixels three ways: our PNG, rsvg-convert on our SVG and
/// pdftoppm on our PDF, at `scale` pixels a point, each with its name, for checks every
/// format must pass.
func pixelsInEveryFormat(_ ir: IRDocument, _ test: XCTestCase, scale: Int = 1) throws -> [(String, RGBAImage)] {
    let dir = try temporaryDirectory(test)
    let svg = dir.appendingPathComponent("d.svg"), pdf = dir.appendingPathComponent("d.pdf")
    try write(try Render.bytes(ir, .svg), svg)
    try write(try Render.bytes(ir, .pdf), pdf)
    let fromSVG = dir.appendingPathComponent("svg.png")
    XCTAssertEqual(try Rasterise.svg(svg.path, to: fromSVG.path, zoom: scale).status, 0)
    XCTAssertEqual(try Rasterise.pdf(pdf.path, toPrefix: dir.appendingPathComponent("pdf").path, dpi: 72 * scale).status, 0)
    return [("png", try decodePNG(try Render.bytes(ir, .png, scale: scale))), ("rsvg-convert", try loadPNG(fromSVG.path)),
            ("pdftoppm", try loadPNG(dir.appendingPathComponent("pdf.png").path))]
}

/// The colours at named points of each renderer's picture (`pixelsInEveryFormat`): each channel
/// within `tolerance` of the 0…255 value wanted and, when `opaque`, alpha 255.
func assertColors(_ imgs: [(String, RGBAImage)], _ points: [(x: Int, y: Int, want: (Int, Int, Int), place: String)],
                  opaque: Bool = false, tolerance: Int = 6, file: StaticString = #filePath, line: UInt = #line) {
    for (what, img) in imgs {
        for (x, y, want, place) in points {
            let p = img[x, y]
            let near = abs(Int(p.r) - want.0) <= tolerance && abs(Int(p.g) - want.1) <= tolerance && abs(Int(p.b) - want.2) <= tolerance
            XCTAssertTrue(near && (!opaque || p.a == 255), "\(what): \(place) at (\(x), \(y)) is \(p), want \(want)", file: file, line: line)
        }
    }
}
