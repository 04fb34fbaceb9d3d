// A minimal LSP client for the tests: runs `viewc lsp` ($VIEWC_BIN, else .build/debug/viewc)
// with pipes, writes framed messages (or raw bytes), and collects every message the server
// writes, parsed with Foundation's JSONSerialization (not the server's own JSON code).

import Foundation
import XCTest

final class LSPClient {
    let process = Process()
    let input = Pipe(), output = Pipe()
    private var received: [[String: Any]] = []
    private var pendingBytes = Data()
    private let lock = NSCondition()
    private var nextID = 1

    static var binary: String {
        if let b = ProcessInfo.processInfo.environment["VIEWC_BIN"] { return b }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/viewc").path
    }

    init(arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: LSPClient.binary)
        process.arguments = ["lsp"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            self?.take(d)
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func take(_ d: Data) {
        lock.lock(); defer { lock.unlock() }
        pendingBytes.append(d)
        while let headerEnd = pendingBytes.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: pendingBytes[pendingBytes.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let lenLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                  let n = Int(lenLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return }
            let bodyStart = headerEnd.upperBound
            guard pendingBytes.distance(from: bodyStart, to: pendingBytes.endIndex) >= n else { return }
            let body = pendingBytes[bodyStart..<pendingBytes.index(bodyStart, offsetBy: n)]
            if let o = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { received.append(o) }
            pendingBytes = Data(pendingBytes[pendingBytes.index(bodyStart, offsetBy: n)...])
        }
        lock.broadcast()
    }

    func sendRaw(_ bytes: Data) { input.fileHandleForWriting.write(bytes) }

    func send(_ message: [String: Any]) {
        var m = message
        m["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: m)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request; its id.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) -> Int {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return id
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) {
        send(["method": method, "params": params])
    }

    /// The first message received (and not yet taken) that satisfies `match`, waiting up to
    /// `timeout` seconds; nil if none came.
    func wait(timeout: Double = 30, _ match: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock(); defer { lock.unlock() }
        while true {
            if let i = received.firstIndex(where: match) { return received.remove(at: i) }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    func response(_ id: Int, timeout: Double = 30) -> [String: Any]? {
        wait(timeout: timeout) { ($0["id"] as? Int) == id }
    }

    /// The next diagnostics published for `uri`, optionally of a version.
    func diagnostics(_ uri: String, version: Int? = nil, timeout: Double = 30) -> [[String: Any]]? {
        let m = wait(timeout: timeout) { m in
            guard m["method"] as? String == "textDocument/publishDiagnostics", let p = m["params"] as? [String: Any],
                  p["uri"] as? String == uri else { return false }
            return version == nil || p["version"] as? Int == version
        }
        return (m?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func initialize(rootFolder: URL) -> [String: Any]? {
        let id = request("initialize", ["processId": NSNull(), "rootUri": rootFolder.absoluteString, "capabilities": [String: Any]()])
        let r = response(id)
        notify("initialized")
        return r
    }

    /// Shuts down and exits; the exit status.
    func close() -> Int32 {
        let id = request("shutdown")
        _ = response(id)
        notify("exit")
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A position as LSP counts it: the 0-based line and UTF-16 column of the first occurrence of
/// `needle` in `text` (from `after`'s end, when given).
func lspPosition(of needle: String, in text: String, after: String? = nil) -> (line: Int, character: Int) {
    var searchFrom = text.startIndex
    if let a = after, let r = text.range(of: a) { searchFrom = r.upperBound }
    let r = text.range(of: needle, range: searchFrom..<text.endIndex)!
    let before = text[..<r.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<r.lowerBound].utf16.count)
}
