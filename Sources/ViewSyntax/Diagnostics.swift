// Diagnostics: an error or warning with a range, printed the way the Swift compiler prints
// them — `file:line:col: error: message`, the source line, a caret under the spot.

import Foundation

/// How serious a diagnostic is.
public enum Severity: String, Sendable {
    case error, warning, note
}

/// One message about the input, tied to where in the input it is.
public struct Diagnostic: Error, Sendable, Equatable {
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// Follow-up notes (for example where an import cycle starts), printed after it.
    public var notes: [Diagnostic]

    public init(_ severity: Severity = .error, _ message: String, at range: SourceRange, notes: [Diagnostic] = []) {
        self.severity = severity; self.message = message; self.range = range; self.notes = notes
    }
    public static func error(_ message: String, at range: SourceRange, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    /// `file:line:col: error: message` alone, as tests compare it.
    public var headline: String {
        guard let f = range.file else { return "viewc: \(severity.rawValue): \(message)" }
        let (l, c) = f.lineColumn(range.start)
        return "\(f.path):\(l):\(c): \(severity.rawValue): \(message)"
    }

    /// The headline, the source line and a caret (with `~` under the rest of the range on
    /// that line), then any notes rendered the same way.
    public var rendered: String {
        var out = headline + "\n"
        if let f = range.file {
            let (l, c) = f.lineColumn(range.start)
            let line = f.lineText(l)
            out += line + "\n"
            let lineLen = line.unicodeScalars.count
            let (el, ec) = f.lineColumn(range.end)
            let width = el == l ? max(1, ec - c) : max(1, lineLen - c + 1)
            // Keep tabs so the caret lines up under tabbed source.
            var i = 0
            var marker = ""
            for ch in line.unicodeScalars {
                if i >= c - 1 { break }
                marker.append(ch == "\t" ? "\t" : " ")
                i += 1
            }
            marker += String(repeating: " ", count: max(0, c - 1 - i))
            marker += "^" + String(repeating: "~", count: max(0, width - 1))
            out += marker + "\n"
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
