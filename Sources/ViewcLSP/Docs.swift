// The one-line documentation hover shows is docs/language.md's: the rows of its tables (a
// property's type, the UIKit name it stands for and its default; an ambient name's place and
// type), read from the file when the server starts, so that the text a person reads in the
// manual and in the editor is one text. The registry (ViewEval's Catalog) gives each name's
// type and signature; a row of the manual adds what it means.

import FoundationEssentials
import Glibc

public struct DocIndex: Sendable {
    /// Each name's row: the table's column headers and the row's cells after the first.
    public private(set) var rows: [String: String] = [:]
    /// The file read, when one was found.
    public private(set) var source: String?

    public init() {}

    /// The manual's rows. Looked for at `$VIEWC_DOCS`, then beside the executable as `make
    /// install` puts it (`../share/doc/viewc/language.md`) and as the build tree holds it
    /// (`.build/debug/viewc` → `docs/language.md`).
    public static func load() -> DocIndex {
        var candidates: [String] = []
        if let e = getenv("VIEWC_DOCS") { candidates.append(String(cString: e)) }
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        if n > 0 {
            let exe = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let dir = exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            candidates += [dir + "/../share/doc/viewc/language.md", dir + "/../../docs/language.md", dir + "/../../../docs/language.md"]
        }
        for c in candidates {
            if let text = readSmallFile(c) {
                var d = DocIndex(markdown: text)
                d.source = c
                return d
            }
        }
        return DocIndex()
    }

    /// The rows of every table in `markdown`: a row's first cell names one or more things in
    /// backquotes (`` `alpha` (or `layer.opacity`) ``, `` `addSubview(_:)` ``), each keyed by
    /// its name up to a parenthesis; the first row for a name wins (the manual's reference
    /// tables come before its examples).
    public init(markdown: String) {
        var header: [String] = []
        var previous = ""
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            guard line.hasPrefix("|") else { header = []; previous = ""; continue }
            let cells = DocIndex.cells(line)
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) {
                header = DocIndex.cells(previous)
                continue
            }
            previous = line
            guard !header.isEmpty, let first = cells.first else { continue }
            let rest = zip(header.dropFirst(), cells.dropFirst()).filter { !$1.isEmpty }.map { "\($0): \($1)" }
            let text = rest.joined(separator: " · ")
            for name in DocIndex.names(first) where rows[name] == nil && !text.isEmpty { rows[name] = text }
        }
    }

    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cur = "", inCode = false
        for c in line.dropFirst() {
            if c == "`" { inCode.toggle() }
            if c == "|" && !inCode {
                cells.append(trimmed(Substring(cur)))
                cur = ""
            } else { cur.append(c) }
        }
        return cells
    }

    /// The backquoted names of a cell, each up to its first `(`, ` ` or `:`.
    static func names(_ cell: String) -> [String] {
        var out: [String] = []
        for (i, part) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where i % 2 == 1 {
            let name = part.prefix { $0 != "(" && $0 != " " && $0 != ":" && $0 != "{" }
            if !name.isEmpty { out.append(String(name)) }
        }
        return out
    }

    public subscript(_ name: String) -> String? { rows[name] }
}

/// A file's text, when it is a regular file of at most 16 MiB.
func readSmallFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return nil }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= 16 << 20 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
    var got = 0
    while got < bytes.count {
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        got += n
    }
    return String(decoding: bytes[0..<got], as: UTF8.self)
}
