// ViewSyntax — the first stage of viewc: source files and locations, the lexer, the parser,
// the AST and diagnostics. Parsing never throws: it hands on a tree plus every diagnostic it
// could find, and later stages add theirs with the same ranges.

import Foundation

/// A `.view` source text and the name it is reported under.
public final class SourceFile: Sendable {
    /// The path as given (or `<stdin>`), used in diagnostics.
    public let path: String
    /// The whole text, as unicode scalars for exact column arithmetic.
    public let scalars: [Unicode.Scalar]
    /// Offsets (in scalars) where each line starts.
    public let lineStarts: [Int]
    /// The resolved absolute path on disk, when the text came from a file (imports are
    /// resolved against it); nil for stdin and `-D` values.
    public let absolutePath: String?

    public init(path: String, text: String, absolutePath: String? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        let sc = Array(text.unicodeScalars)
        self.scalars = sc
        var starts = [0]
        for (i, c) in sc.enumerated() where c == "\n" { starts.append(i + 1) }
        self.lineStarts = starts
    }

    /// 1-based line and column of a scalar offset.
    public func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// The text of a 1-based line, without its newline.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
        if end > start && scalars[end - 1] == "\r" { end -= 1 }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<max(start, end)])
        return String(s)
    }

    public func text(_ range: SourceRange) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[max(0, range.start)..<min(scalars.count, range.end)])
        return String(s)
    }
}

/// A half-open range of scalar offsets in one source file.
public struct SourceRange: Hashable, Sendable {
    /// The file this range points into; nil for values made by the compiler itself
    /// (command-line `-D` values, built-in defaults).
    public let file: SourceFile?
    public let start: Int
    public let end: Int
    public init(file: SourceFile?, start: Int, end: Int) {
        self.file = file; self.start = start; self.end = max(start, end)
    }
    public static let none = SourceRange(file: nil, start: 0, end: 0)
    /// The smallest range covering both.
    public func to(_ other: SourceRange) -> SourceRange {
        guard file === other.file else { return self }
        return SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
    public static func == (a: SourceRange, b: SourceRange) -> Bool {
        a.file === b.file && a.start == b.start && a.end == b.end
    }
    public func hash(into h: inout Hasher) { h.combine(start); h.combine(end) }

    /// `line:col-line:col`, as the dumps print it.
    public var shortDescription: String {
        guard let f = file else { return "-" }
        let a = f.lineColumn(start), b = f.lineColumn(end)
        return "\(a.line):\(a.column)-\(b.line):\(b.column)"
    }
}
