// Helpers for the watch and preview tests: the viewc binary, temporary folders, a child process
// whose output is read line by line with deadlines, and a plain HTTP/1.1 client over a socket
// (so requests go out exactly as written: `..` and `%2e%2e` are not normalised away).

import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The viewc binary: $VIEWC_BIN, or .build/debug/viewc in the package.
let viewcBinary: String = {
    if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"], !b.isEmpty { return b }
    let pkg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return pkg.appendingPathComponent(".build/debug/viewc").path
}()

/// A fresh folder, removed by the test's teardown.
func makeTempFolder(_ test: XCTestCase) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-preview-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    // Resolve /tmp symlinks so paths compare with what viewc prints.
    let path = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Writes a file the way editors save: a temporary file renamed over the old one.
func saveByRename(_ path: String, _ text: String) {
    let tmp = path + ".swp~"
    try! text.write(toFile: tmp, atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(tmp, path), 0)
}

/// Writes a file in place (truncate and write), as `echo > file` does.
func saveInPlace(_ path: String, _ text: String) {
    let h = FileHandle(forWritingAtPath: path)!
    h.truncateFile(atOffset: 0)
    h.write(Data(text.utf8))
    h.closeFile()
}

/// A child process with its standard output and error collected as they arrive.
final class Child: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    init(_ executable: String, _ args: [String], cwd: String? = nil, environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = args
        if let environment { process.environment = environment }
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        let o = Pipe(), e = Pipe()
        process.standardOutput = o
        process.standardError = e
        process.standardInput = FileHandle.nullDevice
        o.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            guard let self, !d.isEmpty else { return }
            self.lock.lock(); self.out += String(decoding: d, as: UTF8.self); self.lock.unlock()
        }
        e.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            guard let self, !d.isEmpty else { return }
            self.lock.lock(); self.err += String(decoding: d, as: UTF8.self); self.lock.unlock()
        }
        try process.run()
    }

    var stdout: String { lock.lock(); defer { lock.unlock() }; return out }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return err }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Waits until `condition` holds of the output so far; false on timeout or exit.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, _ condition: (Child) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition(self) { return true }
            usleep(20_000)
        }
        XCTFail("timed out waiting for \(what); stdout:\n\(stdout)\nstderr:\n\(stderr)")
        return false
    }

    /// Sends a signal and waits for the exit; the exit status, or nil if it did not exit.
    func stop(_ signal: Int32 = SIGINT, timeout: Double = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, signal)
        let end = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < end { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit(); return nil }
        return process.terminationStatus
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
}

/// Runs viewc to completion: status, stdout, stderr.
func runViewc(_ args: [String], cwd: String? = nil) throws -> (status: Int32, out: String, err: String) {
    let c = try Child(viewcBinary, args, cwd: cwd)
    c.process.waitUntilExit()
    usleep(50_000)
    return (c.process.terminationStatus, c.stdout, c.stderr)
}

/// One HTTP/1.1 exchange over a new connection to 127.0.0.1:port, the request target sent as
/// given. Returns the status and the body (Content-Length or read to the close; with
/// `headOnly`, only up to the end of the head, for an upgrade that keeps the connection).
func httpGet(port: Int, _ target: String, headers: [String: String] = [:], headOnly: Bool = false) throws -> (status: Int, headers: [String: String], body: [UInt8]) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw NSError(domain: "socket", code: Int(errno)) }
    defer { close(fd) }
    var tv = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = in_port_t(UInt16(port).bigEndian)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    let r = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    guard r == 0 else { throw NSError(domain: "connect", code: Int(errno)) }
    var h = ["Host": "127.0.0.1:\(port)", "Connection": "close"]
    for (k, v) in headers { h[k] = v }
    var req = "GET \(target) HTTP/1.1\r\n"
    for (k, v) in h.sorted(by: { $0.key < $1.key }) { req += "\(k): \(v)\r\n" }
    req += "\r\n"
    _ = req.withCString { send(fd, $0, strlen($0), 0) }
    var data: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = recv(fd, &buf, buf.count, 0)
        if n <= 0 { break }
        data += buf[0..<n]
        if headOnly, data.count >= 4, (3..<data.count).contains(where: { data[$0 - 3] == 13 && data[$0 - 2] == 10 && data[$0 - 1] == 13 && data[$0] == 10 }) { break }
    }
    guard let split = data.indices.first(where: { i in i + 3 < data.count && data[i] == 13 && data[i + 1] == 10 && data[i + 2] == 13 && data[i + 3] == 10 }) else {
        throw NSError(domain: "http: no header end", code: 0)
    }
    let head = String(decoding: data[..<split], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(head[0].split(separator: " ")[1]) ?? 0
    var hs: [String: String] = [:]
    for line in head.dropFirst() {
        if let c = line.firstIndex(of: ":") { hs[line[..<c].lowercased()] = line[line.index(after: c)...].trimmingCharacters(in: .whitespaces) }
    }
    var body = Array(data[(split + 4)...])
    if let len = hs["content-length"].flatMap(Int.init), body.count > len { body = Array(body[..<len]) }
    return (status, hs, body)
}

/// A PNG's pixel size from its IHDR chunk.
func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
    return (be(16), be(20))
}

/// Starts `viewc preview FILE --port 0 …` and waits for its URL; the child and its port.
func startPreview(_ file: String, _ extra: [String] = [], environment: [String: String]? = nil) throws -> (Child, Int) {
    let c = try Child(viewcBinary, ["preview", file, "--port", "0"] + extra, environment: environment)
    var port = 0
    c.waitFor("the preview's URL", timeout: 20) { c in
        guard let line = c.stdoutLines.first(where: { $0.hasPrefix("viewc preview: http://127.0.0.1:") }) else { return false }
        let rest = line.dropFirst("viewc preview: http://127.0.0.1:".count)
        port = Int(rest.prefix { $0.isNumber }) ?? 0
        return port > 0
    }
    return (c, port)
}

/// A raw TCP connection to 127.0.0.1:port, for requests no client library would send.
final class RawConnection {
    let fd: Int32
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw NSError(domain: "socket", code: Int(errno)) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let r = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard r == 0 else { close(fd); throw NSError(domain: "connect", code: Int(errno)) }
    }
    deinit { close(fd) }

    func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count, 0) } }
    func send(_ text: String) { send(Array(text.utf8)) }

    /// What arrives within `seconds`, and whether the server closed the connection by then.
    func read(seconds: Int) -> (bytes: [UInt8], closed: Bool) {
        var tv = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var data: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buf, buf.count, 0)
            if n == 0 { return (data, true) }
            if n < 0 { return (data, false) }
            data += buf[0..<n]
        }
    }

    /// Reads until the bytes hold `marker` (or `seconds` pass).
    func read(until marker: String, seconds: Int) -> [UInt8] {
        var tv = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var data: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        let m = Array(marker.utf8)
        while !(data.count >= m.count && (0...(data.count - m.count)).contains { Array(data[$0..<$0 + m.count]) == m }) {
            let n = recv(fd, &buf, buf.count, 0)
            if n <= 0 { break }
            data += buf[0..<n]
        }
        return data
    }
}
