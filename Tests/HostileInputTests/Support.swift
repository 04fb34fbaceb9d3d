// What the hostile-input tests share: the package's paths, scratch folders, the viewc binary
// run with a time limit (a run past it fails the test and is killed with its process group),
// and PNG pixels read back with cairo.

import CCairo
import Foundation
import XCTest

enum Here {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    /// The viewc binary: $VIEWC_BIN, else .build/debug/viewc in the package.
    static var viewc: String {
        if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"], !b.isEmpty {
            return b.hasPrefix("/") ? b : FileManager.default.currentDirectoryPath + "/" + b
        }
        return root.appendingPathComponent(".build/debug/viewc").path
    }
}

/// A new folder (its real path), removed when the test ends.
func scratch(_ test: XCTestCase) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-hostile-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let path = url.resolvingSymlinksInPath().path
    test.addTeardownBlock {
        // Folders made read-only by a test are made writable again so that they can go.
        _ = try? runCommand("/bin/chmod", ["-R", "u+rwx", path])
        try? FileManager.default.removeItem(atPath: path)
    }
    return path
}

/// Writes `text` (or bytes) to `path`, making its folder.
func put(_ text: String, _ path: String) { putBytes(Array(text.utf8), path) }
func putBytes(_ bytes: [UInt8], _ path: String) {
    try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(bytes).write(to: URL(fileURLWithPath: path))
}

func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

/// A finished child: its exit status, or the signal that ended it; what it printed; how long it took.
struct Outcome {
    var status: Int32
    var signal: Int32?
    var stdout: String
    var stderr: String
    var seconds: Double
}

struct TooSlow: Error, CustomStringConvertible {
    var command: String
    var description: String { "still running after its time limit, killed: \(command)" }
}

/// Runs `program` with `args` and waits at most `timeout` seconds; `during` is called once the
/// child runs, with its process id (to signal it), before its standard input is closed.
@discardableResult
func runCommand(_ program: String, _ args: [String], cwd: String? = nil, env: [String: String] = [:],
                stdin: [UInt8] = [], timeout: Double = 120, during: ((Int32) -> Void)? = nil) throws -> Outcome {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: program)
    p.arguments = args
    p.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
    if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    let out = Pipe(), err = Pipe(), inp = Pipe()
    p.standardOutput = out; p.standardError = err; p.standardInput = inp
    let start = DispatchTime.now().uptimeNanoseconds
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let o = Box(), e = Box(), group = DispatchGroup()
    group.enter(); DispatchQueue.global().async { o.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter(); DispatchQueue.global().async { e.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    if !stdin.isEmpty { inp.fileHandleForWriting.write(Data(stdin)) }
    // Standard input stays open while `during` runs: a child reading it waits meanwhile.
    during?(p.processIdentifier)
    try? inp.fileHandleForWriting.close()
    if group.wait(timeout: .now() + timeout) == .timedOut {
        kill(-p.processIdentifier, SIGKILL); p.terminate(); p.waitUntilExit()
        _ = group.wait(timeout: .now() + 5)
        throw TooSlow(command: ([program] + args).joined(separator: " "))
    }
    p.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let signalled = p.terminationReason == .uncaughtSignal
    return Outcome(status: signalled ? 128 + p.terminationStatus : p.terminationStatus,
                   signal: signalled ? p.terminationStatus : nil,
                   stdout: String(decoding: o.data, as: UTF8.self), stderr: String(decoding: e.data, as: UTF8.self),
                   seconds: seconds)
}

/// Runs the viewc binary in `cwd`.
@discardableResult
func viewc(_ args: [String], cwd: String, stdin: [UInt8] = [], timeout: Double = 120,
           during: ((Int32) -> Void)? = nil) throws -> Outcome {
    try runCommand(Here.viewc, args, cwd: cwd, stdin: stdin, timeout: timeout, during: during)
}

/// A program the tests need, found on PATH; a missing one fails the test (`make deps` installs it).
func tool(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let p = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: p) { return p }
    }
    XCTFail("\(name) is not installed (make deps installs it)", file: file, line: line)
    throw TooSlow(command: "missing \(name)")
}

/// The colour of one pixel of a PNG file, as 8-bit straight RGBA (read back with cairo).
func pixel(_ png: String, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int)? {
    guard let s = cairo_image_surface_create_from_png(png), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
    defer { cairo_surface_destroy(s) }
    guard x >= 0, y >= 0, x < Int(cairo_image_surface_get_width(s)), y < Int(cairo_image_surface_get_height(s)) else { return nil }
    cairo_surface_flush(s)
    let stride = Int(cairo_image_surface_get_stride(s))
    let data = cairo_image_surface_get_data(s)!
    let format = cairo_image_surface_get_format(s)
    let v = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
    let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int(v >> 24)
    // Premultiplied in the surface: divide back.
    func c(_ shift: UInt32) -> Int { a == 0 ? 0 : min(255, (Int((v >> shift) & 0xFF) * 255 + a / 2) / a) }
    return (c(16), c(8), c(0), a)
}

/// Prints how long an input took, so the test log shows every hostile input's time.
func report(_ what: String, _ o: Outcome) {
    print("hostile: \(what): exit \(o.status) in \(String(format: "%.2f", o.seconds)) s")
}
