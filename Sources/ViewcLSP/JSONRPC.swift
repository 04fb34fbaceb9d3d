// JSON-RPC 2.0 as the Language Server Protocol frames it: each message is a header part
// (`Content-Length: N`, other fields ignored, lines ending in CRLF, then an empty line) and N
// bytes of UTF-8 JSON. The reader is bounded: a header part longer than `maxHeaderBytes`, or a
// message longer than `maxMessageBytes`, is refused with an error reply and skipped, never
// read into memory; so is JSON nested deeper than `maxDepth`. Nothing a client sends makes the
// server trap: what cannot be read is answered with the JSON-RPC error the specification names
// (-32700 parse error, -32600 invalid request).

import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

/// A JSON value (RFC 8259), decoded with FoundationEssentials' JSONDecoder and written by
/// `text` (object keys sorted, so that a message is the same bytes every time).
public enum JSON: Equatable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSON].self)) }
    }

    public subscript(_ key: String) -> JSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    public var int: Int? { number.flatMap { $0.isFinite && $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    public var array: [JSON]? { if case .array(let a) = self { return a }; return nil }
    public var object: [String: JSON]? { if case .object(let o) = self { return o }; return nil }

    /// The value as JSON text.
    public var text: String {
        var out = ""
        write(&out)
        return out
    }

    func write(_ out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n.isFinite && n == n.rounded() && abs(n) < 1e15 { out += String(Int(n)) }
            else if n.isFinite { out += "\(n)" }
            else { out += "null" }
        case .string(let s): out += DiagnosticText.jsonString(s)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() { if i > 0 { out += "," }; v.write(&out) }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                out += DiagnosticText.jsonString(k) + ":"
                o[k]!.write(&out)
            }
            out += "}"
        }
    }

    /// Parses JSON text; nil when it is not JSON, or nests deeper than `maxDepth`.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 128) -> JSON? {
        guard nesting(bytes) <= maxDepth else { return nil }
        return try? JSONDecoder().decode(JSON.self, from: Data(bytes))
    }

    /// The deepest nesting of arrays and objects in JSON text (brackets inside strings not
    /// counted), so that a deeply nested message is refused before a decoder recurses into it.
    static func nesting(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for b in bytes {
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            switch b {
            case 0x22: inString = true
            case 0x5B, 0x7B: depth += 1; deepest = max(deepest, depth)
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
        }
        return deepest
    }
}

/// JSON string escaping: the compiler's JSON diagnostics' own (ViewcDriver/DiagnosticOutput.swift).
enum DiagnosticText {
    static func jsonString(_ s: String) -> String { DiagnosticJSON.string(s) }
}

/// `s` without the spaces and tabs around it.
func trimmed(_ s: Substring) -> String {
    String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
}

/// The JSON-RPC error codes the server answers with (JSON-RPC 2.0 and LSP's own).
public enum RPCError: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case requestFailed = -32803
}

/// Reads framed messages from a file descriptor.
public final class MessageReader {
    public static let maxHeaderBytes = 8192
    let fd: Int32
    public let maxMessageBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    public init(fd: Int32, maxMessageBytes: Int) { self.fd = fd; self.maxMessageBytes = maxMessageBytes }

    /// One message's body, or the error to reply with (the message was skipped); nil at the
    /// end of the input.
    public enum Next { case message([UInt8]), refused(RPCError, String) }

    public func next() -> Next? {
        // The body of a message refused for its size, dropped now that its refusal is sent.
        if skipping > 0 { skip(skipping); skipping = 0 }
        // The header part: up to the first empty line.
        var headerEnd: Int? = nil
        while headerEnd == nil {
            if let e = find([13, 10, 13, 10]) { headerEnd = e; break }
            if buffer.count - start > MessageReader.maxHeaderBytes {
                // No header ends within the limit: drop what was read (the stream is out of
                // step; the next "Content-Length" starts over).
                buffer.removeAll(keepingCapacity: true); start = 0
                resync = true
                return .refused(.parseError, "a message header is longer than \(MessageReader.maxHeaderBytes) bytes")
            }
            if !fill() {
                return nil
            }
        }
        let header = String(decoding: buffer[start..<headerEnd!], as: UTF8.self)
        start = headerEnd! + 4
        var length: Int? = nil
        var malformed = false
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { malformed = true; continue }
            let name = trimmed(line[..<colon]).lowercased()
            let value = trimmed(line[line.index(after: colon)...])
            if name == "content-length" {
                if let n = Int(value), n >= 0 { length = n } else { malformed = true }
            }
        }
        guard let n = length, !malformed else {
            return .refused(.parseError, "a message header without a valid Content-Length")
        }
        if n > maxMessageBytes {
            skipping = n
            return .refused(.invalidRequest, "a message of \(n) bytes is larger than the server's limit of \(maxMessageBytes)")
        }
        while buffer.count - start < n {
            if !fill() { return nil }
        }
        let body = Array(buffer[start..<start + n])
        start += n
        compact()
        return .message(body)
    }

    /// Bytes of a refused body still to drop.
    private var skipping = 0
    /// Set once a header overflowed: bytes up to the next `Content-Length` are dropped.
    private var resync = false

    private func find(_ pattern: [UInt8]) -> Int? {
        if resync {
            // Drop to the next header's first field.
            let key = Array("Content-Length".utf8)
            if let k = search(key, from: start) { start = k; resync = false } else {
                start = max(start, buffer.count - key.count)
                return nil
            }
        }
        return search(pattern, from: start)
    }

    private func search(_ p: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= p.count else { return nil }
        var i = from
        while i + p.count <= buffer.count {
            if buffer[i] == p[0] {
                var ok = true
                for j in 1..<p.count where buffer[i + j] != p[j] { ok = false; break }
                if ok { return i }
            }
            i += 1
        }
        return nil
    }

    /// Reads more; false at the end of the input.
    private func fill() -> Bool {
        if atEnd { return false }
        compact()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { atEnd = true; return false }
            buffer.append(contentsOf: chunk[0..<got])
            return true
        }
    }

    /// Drops `n` bytes of body, read and thrown away a chunk at a time.
    private func skip(_ n: Int) {
        var left = n
        let have = min(left, buffer.count - start)
        start += have
        left -= have
        compact()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while left > 0 {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, left)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { atEnd = true; return }
            left -= got
        }
    }

    private func compact() {
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}

/// Writes framed messages to a file descriptor, one at a time.
public final class MessageWriter {
    let fd: Int32
    private let lock = Lock()
    public init(fd: Int32) { self.fd = fd }

    public func send(_ message: JSON) {
        let body = Array(message.text.utf8)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.lock(); defer { lock.unlock() }
        _ = writeFully(fd, bytes)
    }
}
