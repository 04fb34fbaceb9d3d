// An open document's text and the two ways of pointing into it: the compiler's byte offsets
// (UTF-8) and LSP's positions (a 0-based line and a 0-based column counted in UTF-16 code
// units, as the specification's default position encoding says). Converted exactly, through
// the scalars of the line: a Korean syllable is 3 bytes and 1 unit, an emoji 4 bytes and 2.

import FoundationEssentials
import Glibc

/// An LSP position.
public struct Position: Equatable, Sendable {
    public var line: Int, character: Int
    public init(line: Int, character: Int) { self.line = line; self.character = character }
    var json: JSON { .object(["line": .number(Double(line)), "character": .number(Double(character))]) }
    init?(_ j: JSON?) {
        guard let l = j?["line"]?.int, let c = j?["character"]?.int, l >= 0, c >= 0 else { return nil }
        line = l; character = c
    }
}

/// A document the client has open.
public struct TextDocument {
    public var uri: String
    public var version: Int
    /// The text as UTF-8 bytes.
    public private(set) var bytes: [UInt8]
    /// Byte offsets where each line starts (after each LF).
    private(set) var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.uri = uri; self.version = version
        bytes = Array(text.utf8)
        lineStarts = TextDocument.lines(bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    static func lines(_ b: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, c) in b.enumerated() where c == 0x0A { starts.append(i + 1) }
        return starts
    }

    /// The LSP position of byte `offset` (clamped to the text).
    public func position(_ offset: Int) -> Position {
        let o = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[lo]..<o], as: UTF8.self)
        return Position(line: lo, character: prefix.utf16.count)
    }

    /// The byte offset of an LSP position: a line past the end is the end of the text, a
    /// column past the line's end is its end (before the line break), as the specification
    /// says; a column inside a surrogate pair is the scalar's start.
    public func offset(_ p: Position) -> Int {
        guard p.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[p.line]
        var end = p.line + 1 < lineStarts.count ? lineStarts[p.line + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        var units = 0, i = start
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        for u in line.unicodeScalars {
            let w = u.utf16.count
            if units + w > p.character { break }
            units += w
            i += u.utf8.count
        }
        return min(i, end)
    }

    /// Replaces the bytes between two positions (an incremental change); nil `range`: all.
    public mutating func replace(_ range: (Position, Position)?, with text: String) {
        if let (a, b) = range {
            let s = offset(a), e = max(s, offset(b))
            bytes.replaceSubrange(s..<e, with: Array(text.utf8))
        } else {
            bytes = Array(text.utf8)
        }
        lineStarts = TextDocument.lines(bytes)
    }

    /// The text of line `n` (0-based) before the column `character`.
    public func linePrefix(_ p: Position) -> String {
        guard p.line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[p.line]..<offset(p)], as: UTF8.self)
    }

    /// Everything before the position.
    public func textBefore(_ p: Position) -> String { String(decoding: bytes[..<offset(p)], as: UTF8.self) }
}

/// `file:///a%20b/c.view` → `/a b/c.view`; nil for another scheme.
public func path(fromURI uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Array(uri.utf8.dropFirst(7))
    // `file://host/path`: only the local host.
    if let slash = rest.firstIndex(of: 0x2F) { rest = Array(rest[slash...]) } else { return nil }
    var out: [UInt8] = []
    var i = 0
    while i < rest.count {
        if rest[i] == 0x25, i + 2 < rest.count, let h = UInt8(String(decoding: rest[i + 1...i + 2], as: UTF8.self), radix: 16) {
            out.append(h); i += 3
        } else { out.append(rest[i]); i += 1 }
    }
    return String(decoding: out, as: UTF8.self)
}

/// `/a b/c.view` → `file:///a%20b/c.view`.
public func uri(fromPath path: String) -> String {
    var out = "file://"
    for b in path.utf8 {
        let c = Character(Unicode.Scalar(b))
        if b < 0x80 && (c.isLetter || c.isNumber || "/-._~".contains(c)) { out.append(c) }
        else { out += "%" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true) }
    }
    return out
}
