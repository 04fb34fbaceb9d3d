// File names that are not UTF-8. A Linux file name is bytes; Swift's strings are Unicode, and
// reading an argument as a string replaces each byte that is not UTF-8 with U+FFFD — the name
// is lost and the file "does not exist". So an argument that is not UTF-8 is read with each
// such byte B (0x80…0xFF) kept as the scalar U+10FD00 + B, of Unicode's last private-use area
// (a scalar of that range written in the name itself is kept byte by byte the same way, so no
// two names meet). The calls that open, look at or make files hand the bytes back
// (`withFileSystemPath`); messages show each such byte as `\xNN` (`shown`).

public extension PathNames {
    /// Where the kept bytes 0x80…0xFF are: U+10FD80…U+10FDFF.
    private static let rawBase: UInt32 = 0x10FD00
    private static func isRaw(_ u: Unicode.Scalar) -> Bool { u.value >= rawBase + 0x80 && u.value <= rawBase + 0xFF }

    /// A C string from the command line (or a folder listing) as a name: its UTF-8 text, with
    /// every byte that is not part of one kept (see above).
    static func name(fromBytes p: UnsafePointer<CChar>) -> String {
        let s = String(cString: p)
        if !s.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || isRaw($0) }) { return s }
        var bytes: [UInt8] = []
        var i = 0
        while p[i] != 0 { bytes.append(UInt8(bitPattern: p[i])); i += 1 }
        var out = String.UnicodeScalarView()
        var at = 0
        while at < bytes.count {
            let (scalar, length) = decodeOne(bytes, at)
            if let u = scalar, !isRaw(u) {
                out.append(u)
            } else {
                for b in bytes[at..<at + length] { out.append(Unicode.Scalar(rawBase + UInt32(b))!) }
            }
            at += length
        }
        return String(out)
    }

    /// The scalar of the UTF-8 sequence at `at`, and its length (nil and 1 when not UTF-8).
    private static func decodeOne(_ b: [UInt8], _ at: Int) -> (Unicode.Scalar?, Int) {
        let lead = b[at]
        let n = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard n > 0, at + n <= b.count else { return (nil, 1) }
        var it = b[at..<at + n].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let u) = decoder.decode(&it), String(u).utf8.count == n { return (u, n) }
        return (nil, 1)
    }

    /// Whether `name` keeps bytes that are not UTF-8.
    static func hasRawBytes(_ name: String) -> Bool { name.unicodeScalars.contains(where: isRaw) }

    /// The name's bytes as the file system has them (kept bytes given back), NUL-terminated.
    static func fileSystemBytes(_ name: String) -> [CChar] {
        var out: [CChar] = []
        for u in name.unicodeScalars {
            if isRaw(u) { out.append(CChar(bitPattern: UInt8(u.value - rawBase))); continue }
            for b in String(u).utf8 { out.append(CChar(bitPattern: b)) }
        }
        out.append(0)
        return out
    }

    /// Calls `body` with the name's bytes as the file system has them.
    static func withFileSystemPath<R>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        if !hasRawBytes(name) { return try name.withCString(body) }
        return try fileSystemBytes(name).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The name for a message: each kept byte as `\xNN`.
    static func shown(_ name: String) -> String {
        guard hasRawBytes(name) else { return name }
        var out = ""
        for u in name.unicodeScalars {
            if isRaw(u) {
                let b = u.value - rawBase
                out += "\\x" + String(b, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
