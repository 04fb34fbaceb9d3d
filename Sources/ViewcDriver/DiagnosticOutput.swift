// Diagnostics for people and for machines. `text` is the compiler's usual form
// (`file:line:col: error: message`, the line, a caret); `json` is one JSON object per line per
// diagnostic, for editors, CI annotations and build tools. The JSON form is documented in
// docs/pipelines.md and described by docs/diagnostics.schema.json, which the tests validate
// every emitted line against.

import FoundationEssentials
import Glibc
import ViewSyntax

/// How diagnostics are printed.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json
}

extension Driver {
    /// Diagnostics in `format`, in order; each ends with a newline.
    public static func renderDiagnostics(_ ds: [Diagnostic], format: DiagnosticFormat) -> String {
        switch format {
        case .text: return renderDiagnostics(ds)
        case .json: return ds.map { DiagnosticJSON.line($0) + "\n" }.joined()
        }
    }

    /// `--warnings-as-errors`: every warning becomes an error (its message unchanged); notes
    /// stay notes.
    public static func promotingWarnings(_ ds: [Diagnostic]) -> [Diagnostic] {
        ds.map { d in
            var e = d
            if e.severity == .warning { e.severity = .error }
            return e
        }
    }
}

/// Where a diagnostic is, as people count: the file as reported, 1-based lines, columns in
/// Unicode scalars, the end exclusive. nil for a range in no file.
public struct DiagnosticPlace: Sendable, Equatable {
    public var file: String
    public var line: Int, column: Int, endLine: Int, endColumn: Int

    public init?(_ r: SourceRange) {
        guard let f = r.file else { return nil }
        let a = f.lineColumn(r.start), b = f.lineColumn(r.end)
        file = f.path
        (line, column, endLine, endColumn) = (a.line, a.column, b.line, b.column)
    }
}

/// The JSON form of a diagnostic.
public enum DiagnosticJSON {
    /// One line: `{"file":…,"line":…,"column":…,"endLine":…,"endColumn":…,"severity":…,
    /// "message":…,"notes":[…],"fixIts":[…]}`. Lines and columns are 1-based; columns count
    /// Unicode scalars, as the text form does; the end is exclusive (the column just after
    /// the range). A diagnostic about no place in a file (an unreadable input) has null
    /// file, lines and columns.
    public static func line(_ d: Diagnostic) -> String {
        var o = "{" + location(d.range)
        o += ",\"severity\":" + string(d.severity.rawValue)
        o += ",\"message\":" + string(d.message)
        o += ",\"notes\":[" + d.notes.map { "{" + location($0.range) + ",\"message\":" + string($0.message) + "}" }.joined(separator: ",") + "]"
        o += ",\"fixIts\":[" + fixIts(d).joined(separator: ",") + "]"
        return o + "}"
    }

    /// The fix-its of a diagnostic (did-you-mean replacements), each `{<location>,"replacement":…}`.
    static func fixIts(_ d: Diagnostic) -> [String] {
        d.fixIts.map { "{" + location($0.range) + ",\"replacement\":" + string($0.replacement) + "}" }
    }

    static func location(_ r: SourceRange) -> String {
        guard let p = DiagnosticPlace(r) else {
            return "\"file\":null,\"line\":null,\"column\":null,\"endLine\":null,\"endColumn\":null"
        }
        return "\"file\":\(string(p.file)),\"line\":\(p.line),\"column\":\(p.column),\"endLine\":\(p.endLine),\"endColumn\":\(p.endColumn)"
    }

    /// A JSON string (RFC 8259): quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20 || u.value == 0x7F:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
