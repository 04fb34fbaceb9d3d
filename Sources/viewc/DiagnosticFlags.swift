// How diagnostics are printed, and whether warnings fail the build: part of every command
// that compiles (through EvalFlags).

import ArgumentParser
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

extension DiagnosticFormat: ExpressibleByArgument {}

struct DiagnosticFlags: ParsableArguments {
    @Option(name: .customLong("diagnostic-format"),
            help: "text (file:line:col: error: …, the line and a caret) or json (one JSON object per line per diagnostic, on standard error; see docs/pipelines.md).")
    var format: DiagnosticFormat = .text

    @Flag(name: .customLong("warnings-as-errors"), help: "Treat every warning as an error: print it as one, write nothing and exit 1.")
    var warningsAsErrors = false

    /// The same choices as plain values (the plain compile's fast path has no ArgumentParser).
    var settings: DiagnosticSettings { DiagnosticSettings(format: format, warningsAsErrors: warningsAsErrors) }

    func apply(_ ds: [Diagnostic]) -> [Diagnostic] { settings.apply(ds) }
    func print(_ ds: [Diagnostic]) { settings.print(ds) }
    func fail(_ message: String) -> ExitCode { settings.fail(message) }
}

/// How diagnostics are reported, as plain values; the defaults are DiagnosticFlags' defaults.
struct DiagnosticSettings {
    var format: DiagnosticFormat = .text
    var warningsAsErrors = false

    /// The diagnostics as they are to be reported.
    func apply(_ ds: [Diagnostic]) -> [Diagnostic] { warningsAsErrors ? Driver.promotingWarnings(ds) : ds }

    /// Prints diagnostics to standard error in the chosen format.
    func print(_ ds: [Diagnostic]) {
        if ds.isEmpty { return }
        writeToStandardError(Driver.renderDiagnostics(ds, format: format))
    }

    /// A failure about no place in the input (an unreadable file, an unwritable output), as
    /// `viewc: error: …` or a JSON diagnostic without a location.
    func fail(_ message: String) -> ExitCode {
        print([Diagnostic.error(message, at: .none)])
        return ExitCode(1)
    }
}
