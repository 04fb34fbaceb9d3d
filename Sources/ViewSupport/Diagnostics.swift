// Diagnostics: an error or warning with a range, printed the way the Swift compiler prints
// them — `file:line:col: error: message`, the source line, a caret under the spot. Notes and
// fix-its are values of their own (as in swift-syntax's SwiftDiagnostics), so that a tool can
// print them as data.

import FoundationEssentials
import Glibc

/// How serious a diagnostic is.
public enum Severity: String, Sendable {
    case error, warning, note
}

/// A suggested edit: replace the text of `range` with `replacement` (a did-you-mean).
public struct FixIt: Sendable, Equatable {
    public var range: SourceRange
    public var replacement: String
    public init(range: SourceRange, replacement: String) { self.range = range; self.replacement = replacement }
}

/// One message about the input, tied to where in the input it is.
public struct Diagnostic: Error, Sendable, Equatable {
    public var severity: Severity
    public var message: String
    public var range: SourceRange { didSet { keepAlive = range.file } }
    /// Follow-up notes (for example where an import cycle starts), printed after it.
    public var notes: [Diagnostic]
    /// Edits that would fix it (the name a did-you-mean suggests, in place).
    public var fixIts: [FixIt]
    /// The file the range points into, kept alive as long as the diagnostic is.
    private var keepAlive: SourceFile?

    public init(_ severity: Severity = .error, _ message: String, at range: SourceRange, notes: [Diagnostic] = [],
                fixIts: [FixIt] = []) {
        self.severity = severity; self.message = message; self.range = range; self.notes = notes
        self.fixIts = fixIts
        self.keepAlive = range.file
    }
    public static func error(_ message: String, at range: SourceRange, notes: [Diagnostic] = [],
                             fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes, fixIts: fixIts)
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.message == b.message && a.range == b.range && a.notes == b.notes && a.fixIts == b.fixIts
    }

    /// `file:line:col: error: message` alone, as tests compare it.
    public var headline: String {
        guard let f = range.file else { return "viewc: \(severity.rawValue): \(message)" }
        let (l, c) = f.lineColumn(range.start)
        return "\(f.path):\(l):\(c): \(severity.rawValue): \(message)"
    }

    /// A source line longer than this many scalars is shown as an excerpt around the caret.
    public static let maxLineShown = 240

    /// The headline, the source line and a caret (with `~` under the rest of the range on
    /// that line), then any notes rendered the same way. A very long line is cut to an
    /// excerpt around the caret, marked with `…` where it was cut.
    public var rendered: String {
        var out = headline + "\n"
        let startLine = range.file.map { $0.lineColumn(range.start).line } ?? 0
        if let f = range.file, let (ls, le) = f.lineBounds(startLine) {
            let line = Array(String(decoding: f.bytes[ls..<le], as: UTF8.self).unicodeScalars)
            let c = f.scalarCount(ls, max(ls, min(range.start, f.bytes.count)))  // scalars before the caret
            let endOnLine = f.lineColumn(range.end).line == startLine ? f.scalarCount(ls, max(ls, min(range.end, f.bytes.count))) : line.count
            var from = 0, to = line.count
            if line.count > Diagnostic.maxLineShown {
                let half = Diagnostic.maxLineShown / 2
                from = max(0, c - half)
                to = min(line.count, from + Diagnostic.maxLineShown)
                from = max(0, min(from, to - Diagnostic.maxLineShown))
            }
            var text = from > 0 ? "…" : ""
            var marker = from > 0 ? " " : ""
            for i in from..<to {
                let ch = line[i] == "\u{0}" ? "\u{FFFD}" : line[i]
                text.unicodeScalars.append(ch)
                // Keep tabs so the caret lines up under tabbed source.
                if i < c { marker.append(ch == "\t" ? "\t" : " ") }
            }
            if to < line.count { text += "…" }
            if c > to { marker += String(repeating: " ", count: c - max(from, to)) }
            let width = max(1, (to < line.count ? min(endOnLine, to) : endOnLine) - c)
            marker += "^" + String(repeating: "~", count: max(0, width - 1))
            out += text + "\n" + marker + "\n"
        }
        for n in notes { out += n.rendered }
        return out
    }
}

/// Thrown by later stages when they stop at a set of diagnostics.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ d: [Diagnostic]) { diagnostics = d }
}

/// The closest name to `word` among `candidates`, when it is close enough to be a likely typo.
/// Ties go to the first in `candidates` when they are `ranked` (nearest scope first), else to
/// the first in alphabetical order, so that the same input always gets the same suggestion.
/// Bounded: a name is compared only with candidates whose length could be close to its own,
/// and names longer than `maxSuggestLength` get no suggestion at all.
public func suggest(_ word: String, _ candidates: [String], ranked: Bool = false) -> String? {
    let wn = word.count
    if wn > maxSuggestLength { return nil }
    var best: (String, Int)? = nil
    var w: [Character]? = nil
    for c in ranked ? candidates : candidates.sorted() where c != word {
        let cn = c.count
        let limit = max(1, min(3, cn / 3))
        // The distance is at least the difference in length: skip what cannot be close.
        if abs(cn - wn) > limit { continue }
        if w == nil { w = Array(word.lowercased()) }
        let d = editDistance(w!, Array(c.lowercased()))
        if d <= limit && (best == nil || d < best!.1) { best = (c, d) }
    }
    return best?.0
}

/// Names longer than this are never typos of a built-in or declared name worth suggesting.
public let maxSuggestLength = 64

/// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
/// alignment), so that the commonest typo, `widht` for `width`, is one edit away.
public func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = Array(repeating: 0, count: b.count + 1)   // row i-2
    var prev = Array(0...b.count)                           // row i-1
    var cur = prev
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                cur[j] = min(cur[j], before[j - 2] + 1)
            }
        }
        (before, prev, cur) = (prev, cur, before)
    }
    return prev[b.count]
}
