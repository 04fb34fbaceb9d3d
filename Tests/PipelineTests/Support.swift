// What the pipeline tests share: temporary folders, writing files, running the viewc binary
// and other programs (ninja, make, chromium) with a time limit, so that a stuck child fails
// its test instead of hanging the suite, and is never left running.

import Foundation
import XCTest

enum Package {
    static let testsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = testsDir.deletingLastPathComponent().deletingLastPathComponent()
    static func sample(_ name: String) -> String { root.appendingPathComponent("samples/\(name).view").path }
    /// Every sample, sorted by name.
    static var samples: [String] {
        let dir = root.appendingPathComponent("samples").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
            .filter { $0.hasSuffix(".view") }.sorted().map { dir + "/" + $0 }
    }
    /// The viewc binary: $VIEWC_BIN, else .build/debug/viewc in the package.
    static var viewc: String {
        if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"], !b.isEmpty {
            return b.hasPrefix("/") ? b : FileManager.default.currentDirectoryPath + "/" + b
        }
        return root.appendingPathComponent(".build/debug/viewc").path
    }
}

/// A fresh folder (symlinks resolved, so paths compare equal), removed when the test ends.
func scratchFolder(_ test: XCTestCase) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-pipe-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let path = url.resolvingSymlinksInPath().path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Writes `text` to `path`, creating its folder.
func put(_ text: String, _ path: String) {
    try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                             withIntermediateDirectories: true)
    try! text.write(toFile: path, atomically: false, encoding: .utf8)
}

func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

/// A finished child process.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
}

struct TimedOut: Error, CustomStringConvertible {
    var command: String
    var description: String { "timed out: \(command)" }
}

/// Runs `program` (absolute, or found on PATH) and waits at most `timeout` seconds. Foundation
/// starts the child as the leader of a process group of its own, so a child still running then
/// is killed with everything it started, and the call throws.
@discardableResult
func runProgram(_ program: String, _ args: [String], cwd: String? = nil, env: [String: String] = [:],
         stdin: [UInt8] = [], timeout: TimeInterval = 120) throws -> Run {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
    p.arguments = program.hasPrefix("/") ? args : [program] + args
    var e = ProcessInfo.processInfo.environment
    e.merge(env) { $1 }
    p.environment = e
    if let cwd = cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    let out = Pipe(), err = Pipe(), inp = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = inp
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let o = Box(), r = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { o.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { r.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    if !stdin.isEmpty { inp.fileHandleForWriting.write(Data(stdin)) }
    try? inp.fileHandleForWriting.close()
    if group.wait(timeout: .now() + timeout) == .timedOut {
        kill(-p.processIdentifier, SIGKILL)
        p.terminate()
        p.waitUntilExit()
        _ = group.wait(timeout: .now() + 5)
        throw TimedOut(command: ([program] + args).joined(separator: " "))
    }
    p.waitUntilExit()
    return Run(status: p.terminationStatus, stdout: String(decoding: o.data, as: UTF8.self),
               stderr: String(decoding: r.data, as: UTF8.self), stdoutBytes: [UInt8](o.data))
}

/// Runs the viewc binary in `cwd`.
@discardableResult
func viewc(_ args: [String], cwd: String, env: [String: String] = [:], stdin: [UInt8] = [],
           timeout: TimeInterval = 120) throws -> Run {
    try runProgram(Package.viewc, args, cwd: cwd, env: env, stdin: stdin, timeout: timeout)
}

/// Fails (not skips) when a program the tests need is missing: `make deps` installs it.
func requireTool(_ tool: String, file: StaticString = #filePath, line: UInt = #line) throws {
    if try runProgram("sh", ["-c", "command -v \(tool)"]).status != 0 {
        XCTFail("\(tool) is not installed (make deps installs it)", file: file, line: line)
        throw TimedOut(command: "missing \(tool)")
    }
}
