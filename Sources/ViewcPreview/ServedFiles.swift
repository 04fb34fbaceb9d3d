// The only files the preview serves from disk: the ones the drawing reads (the .view file,
// its imports, its images), under /files/, so the page can link a diagnostic to its source
// and offer an image for download. A request names a path relative to the previewed file's
// folder; it is refused unless, after percent-decoding and resolving symlinks, it is a regular
// file inside that folder that the last compile read. No listings, no other file.

import FoundationEssentials
import Glibc
#if canImport(Glibc)
#endif

public enum ServedFiles {
    /// The absolute path to serve for `requestPath` (the part after /files/, as sent, still
    /// percent-encoded), or nil to refuse.
    public static func resolve(_ requestPath: String, folder: String, allowed: [String]) -> String? {
        guard let decoded = percentDecoded(requestPath), !decoded.isEmpty,
              !decoded.contains("\0"), !decoded.contains("\\"), !decoded.hasPrefix("/") else { return nil }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { return nil }
        guard let root = realPath(folder), let target = realPath(folder + "/" + decoded),
              target.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        var st = stat()
        guard stat(target, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let allowedReal = Set(allowed.compactMap(realPath))
        return allowedReal.contains(target) ? target : nil
    }

    static func realPath(_ p: String) -> String? {
        guard let r = realpath(p, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// A Content-Type for the files a drawing reads.
    public static func contentType(_ path: String) -> String {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        default: return "text/plain; charset=utf-8"
        }
    }

    /// `%XX` escapes decoded (String.removingPercentEncoding): nil when a `%` is not followed
    /// by two hex digits or the bytes are not UTF-8.
    public static func percentDecoded(_ text: String) -> String? {
        func hex(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let b = Array(text.utf8)
        var out: [UInt8] = [], i = 0
        out.reserveCapacity(b.count)
        while i < b.count {
            if b[i] == UInt8(ascii: "%") {
                guard i + 2 < b.count, let h = hex(b[i + 1]), let l = hex(b[i + 2]) else { return nil }
                out.append(h << 4 | l); i += 3
            } else { out.append(b[i]); i += 1 }
        }
        return String(validating: out, as: UTF8.self)
    }
}
