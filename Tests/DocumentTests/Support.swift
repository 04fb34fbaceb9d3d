// What the document tests share: compiling .view text to IR in-process, rendering, running
// the viewc binary and the independent readers (pdfinfo, qpdf, pdftotext, pdftocairo,
// xmllint, rsvg-convert) with a time limit, reading qpdf's JSON, and PNG pixels via cairo.

import CCairo
import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

enum Here {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The viewc binary: $VIEWC_BIN, else .build/debug/viewc in the package.
    static var viewc: String {
        if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"], !b.isEmpty {
            return b.hasPrefix("/") ? b : FileManager.default.currentDirectoryPath + "/" + b
        }
        return root.appendingPathComponent(".build/debug/viewc").path
    }
}

/// The IR of `.view` text (errors fail the test).
func compileIR(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
    let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
    XCTAssertEqual(c.diagnostics.map(\.headline), [], file: file, line: line)
    return Lowering.lower(try XCTUnwrap(c.document, file: file, line: line))
}

/// A one-colour page of w×h (with the compile's sources kept in `doc`).
func solidPage(_ w: Double, _ h: Double, _ color: String, file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
    try compileIR("canvas(width: \(formatNumber(w)), height: \(formatNumber(h))) {\n    backgroundColor: \(color)\n}\n", file: file, line: line)
}

func render(_ doc: IRDocument, _ format: OutputFormat, page: Int? = nil, pageFiles: [Int: String] = [:],
            epoch: Int? = nil) throws -> [UInt8] {
    var o = RenderOptions(format: format)
    o.page = page
    o.pageFiles = pageFiles
    o.sourceDateEpoch = epoch
    return try CairoRenderer.render(doc, o)
}

/// A fresh folder, removed when the test ends.
func scratch(_ test: XCTestCase) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-doc-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let path = url.resolvingSymlinksInPath().path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func write(_ bytes: [UInt8], _ path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }
func write(_ text: String, _ path: String) { write(Array(text.utf8), path) }
func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

struct Ran {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program found on PATH (or the viewc binary, for "viewc") in `cwd`, waiting at most
/// `timeout` seconds; a child still running then is killed and the call throws.
@discardableResult
func runTool(_ program: String, _ args: [String], cwd: String? = nil, env: [String: String] = [:], timeout: TimeInterval = 120) throws -> Ran {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: program == "viewc" ? Here.viewc : "/usr/bin/env")
    p.arguments = program == "viewc" ? args : [program] + args
    p.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
    if let cwd = cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let o = Box(), e = Box()
    let group = DispatchGroup()
    for (pipe, box) in [(out, o), (err, e)] {
        group.enter()
        DispatchQueue.global().async { box.data = pipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    }
    if group.wait(timeout: .now() + timeout) == .timedOut {
        kill(-p.processIdentifier, SIGKILL)
        p.terminate()
        p.waitUntilExit()
        throw NSError(domain: "timed out: \(program) \(args.joined(separator: " "))", code: 1)
    }
    p.waitUntilExit()
    return Ran(status: p.terminationStatus, stdout: String(decoding: o.data, as: UTF8.self), stderr: String(decoding: e.data, as: UTF8.self))
}

/// `pdfinfo` fields (`Title`, `Pages`, …) of a PDF file; extra arguments before the file.
func pdfinfo(_ path: String, _ args: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
    let r = try runTool("pdfinfo", args + [path])
    XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
    var out: [String: String] = [:]
    for l in r.stdout.split(separator: "\n") {
        guard let colon = l.firstIndex(of: ":") else { continue }
        out[String(l[..<colon])] = l[l.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return out
}

/// qpdf's JSON (version 2) of a PDF: its objects, pages and outline.
struct QPDFDocument {
    let json: [String: Any]
    let objects: [String: Any]

    init(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try runTool("qpdf", ["--json", path])
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let q = try XCTUnwrap(json["qpdf"] as? [Any])
        objects = try XCTUnwrap(q[1] as? [String: Any])
    }

    /// An object's value: `ref` is "12 0 R".
    func object(_ ref: String) -> Any? { (objects["obj:" + ref] as? [String: Any])?["value"] }
    func dict(_ ref: String) -> [String: Any]? { object(ref) as? [String: Any] }

    /// The pages' object references, in order.
    var pages: [String] { (json["pages"] as? [[String: Any]] ?? []).compactMap { $0["object"] as? String } }

    /// The link annotations of page `n` (from 1), in order.
    func links(page n: Int) -> [[String: Any]] {
        guard let page = dict(pages[n - 1]), let annots = page["/Annots"] as? [String] else { return [] }
        return annots.compactMap { dict($0) }.filter { $0["/Subtype"] as? String == "/Link" }
    }

    /// The catalog's named destinations: name (as qpdf writes strings, "u:intro") to its array.
    var namedDestinations: [String: [Any]] {
        guard let trailer = objects["trailer"] as? [String: Any], let tv = trailer["value"] as? [String: Any],
              let root = tv["/Root"] as? String, let names = dict(root)?["/Names"] as? String,
              let dests = dict(names)?["/Dests"] as? String, let tree = dict(dests) else { return [:] }
        var out: [String: [Any]] = [:]
        func walk(_ node: [String: Any]) {
            if let pairs = node["/Names"] as? [Any] {
                for i in stride(from: 0, to: pairs.count - 1, by: 2) {
                    if let k = pairs[i] as? String {
                        out[k] = (pairs[i + 1] as? [Any]) ?? (pairs[i + 1] as? String).flatMap { object($0) as? [Any] }
                    }
                }
            }
            for kid in node["/Kids"] as? [String] ?? [] { if let d = dict(kid) { walk(d) } }
        }
        walk(tree)
        return out
    }

    /// Where an explicit destination `[page /XYZ x y zoom]` points: page number from 1 and x, y.
    func resolve(_ dest: [Any]) -> (page: Int, x: Double, y: Double)? {
        guard dest.count >= 4, let ref = dest[0] as? String, let n = pages.firstIndex(of: ref),
              dest[1] as? String == "/XYZ", let x = (dest[2] as? NSNumber)?.doubleValue,
              let y = (dest[3] as? NSNumber)?.doubleValue else { return nil }
        return (n + 1, x, y)
    }

    /// Where a link annotation goes: through `/Dest` (an array or a name) or a GoTo action.
    func destination(of link: [String: Any]) -> (page: Int, x: Double, y: Double)? {
        if let a = link["/Dest"] as? [Any] { return resolve(a) }
        if let name = link["/Dest"] as? String, let a = namedDestinations[name] { return resolve(a) }
        return nil
    }

    var outlines: [[String: Any]] { json["outlines"] as? [[String: Any]] ?? [] }
}

/// A PNG file's pixels (cairo decodes it), for colour checks.
struct Pixels {
    var width: Int
    var height: Int
    var data: [UInt32]   // cairo ARGB32, premultiplied

    init(png path: String) throws {
        guard let s = cairo_image_surface_create_from_png(path), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw NSError(domain: "cannot read \(path)", code: 1)
        }
        defer { cairo_surface_destroy(s) }
        cairo_surface_flush(s)
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s))
        let base = cairo_image_surface_get_data(s)!
        var d = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { d[y * width + x] = row[x] }
        }
        data = d
    }

    /// r, g, b (0–255) of the pixel at x, y (opaque pictures, as PDF rasterisers make).
    subscript(x: Int, y: Int) -> (Int, Int, Int) {
        let v = data[y * width + x]
        return (Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
    }
}

/// Asserts a pixel's colour within `tolerance` per channel.
func assertColor(_ px: Pixels, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 3, _ what: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let c = px[x, y]
    XCTAssertTrue(abs(c.0 - expected.0) <= tolerance && abs(c.1 - expected.1) <= tolerance && abs(c.2 - expected.2) <= tolerance,
                  "pixel \(x),\(y) is \(c), expected \(expected) \(what)", file: file, line: line)
}
