// File names as text, for the paths every compile handles (the input, its folder, each
// output's format and key): what Foundation's URL(fileURLWithPath:) gives for them —
// standardizedFileURL.path, resolvingSymlinksInPath(), pathExtension, deletingLastPathComponent —
// worked out on the string and with getcwd/realpath. URL's first use in a process looks up
// generic metadata by mangled name, scanning every protocol conformance of the static binary:
// a tenth of a small drawing's whole compile.

#if canImport(Glibc)
import Glibc
#endif

public enum PathNames {
    /// The working directory (nil if it cannot be read).
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(cString: buffer)
    }

    /// `path` made absolute (against the working directory) with `.` and empty components
    /// dropped and each `..` taking away the component before it (none above the root); no
    /// trailing slash but the root's. URL(fileURLWithPath: path).standardizedFileURL.path.
    public static func standardized(_ path: String) -> String {
        // On bytes, with no generic algorithm over substrings (their first use costs what URL's does).
        var whole = Array(path.utf8)
        if whole.first != UInt8(ascii: "/") { whole = Array((currentDirectory() ?? "").utf8) + [UInt8(ascii: "/")] + whole }
        var out: [UInt8] = [], starts: [Int] = []   // where each kept component's "/" is in `out`
        var i = 0
        while i < whole.count {
            while i < whole.count, whole[i] == UInt8(ascii: "/") { i += 1 }
            var j = i
            while j < whole.count, whole[j] != UInt8(ascii: "/") { j += 1 }
            let n = j - i
            if n == 0 || (n == 1 && whole[i] == UInt8(ascii: ".")) {
                // nothing, or `.`
            } else if n == 2 && whole[i] == UInt8(ascii: ".") && whole[i + 1] == UInt8(ascii: ".") {
                if let s = starts.popLast() { out.removeSubrange(s...) }
            } else {
                starts.append(out.count)
                out.append(UInt8(ascii: "/"))
                out.append(contentsOf: whole[i..<j])
            }
            i = j
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// `standardized(path)` with symbolic links resolved as far as the path exists: the file's
    /// real path, or its existing folder's real path and its name.
    public static func resolved(_ path: String) -> String {
        let s = standardized(path)
        if let r = realPath(s) { return r }
        let (dir, name) = split(s)
        if let r = realPath(dir) { return r == "/" ? "/" + name : r + "/" + name }
        return s
    }

    static func realPath(_ path: String) -> String? {
        guard let p = withFileSystemPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(p) }
        return name(fromBytes: p)
    }

    /// The folder and the name of a standardized path (`/` and `a` for `/a`).
    public static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }

    /// The folder a path names its file in: URL's deletingLastPathComponent().path.
    public static func folder(of path: String) -> String { split(standardized(path)).0 }

    /// The last component's extension (after its last dot, if the dot does not begin the
    /// name), as URL's pathExtension: `svg` for `a.svg`, nothing for `.svg`, `a.` or `a`.
    public static func pathExtension(_ path: String) -> String {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    // NSString's path components, for names as written (not made absolute): slashes repeated
    // count as one and a trailing one is dropped, as NSString's _stringByFixingSlashes does.

    /// `path` with each run of slashes made one and no trailing slash but the root's.
    static func fixingSlashes(_ path: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for b in path.utf8 where !(b == UInt8(ascii: "/") && out.last == UInt8(ascii: "/")) { out.append(b) }
        if out.count > 1, out.last == UInt8(ascii: "/") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// The last component: `b.svg` for `a/b.svg` and `a/b.svg/`, `/` for `/` (NSString's lastPathComponent).
    public static func lastComponent(_ path: String) -> String {
        let p = fixingSlashes(path)
        guard p.utf8.count > 1, let slash = p.lastIndex(of: "/") else { return p }
        return String(p[p.index(after: slash)...])
    }

    /// All but the last component: `a` for `a/b.svg`, `/` for `/a`, nothing for `b.svg`
    /// (NSString's deletingLastPathComponent).
    public static func deletingLastComponent(_ path: String) -> String {
        let p = fixingSlashes(path)
        if p == "/" || p.isEmpty { return p }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// The path without its last component's extension and the dot before it: `a/b` for
    /// `a/b.svg`, `.svg` for `.svg` (NSString's deletingPathExtension).
    public static func deletingExtension(_ path: String) -> String {
        let p = fixingSlashes(path)
        guard p.utf8.count > 1 else { return p }
        let nameStart = p.lastIndex(of: "/").map { p.index(after: $0) } ?? p.startIndex
        guard let dot = p[nameStart...].lastIndex(of: "."), dot != nameStart else { return p }
        return String(p[..<dot])
    }
}
