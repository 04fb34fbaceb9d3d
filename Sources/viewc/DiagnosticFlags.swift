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

    /// The same choices as the driver's options (CompileOptions.swift).
    var settings: DiagnosticSettings { DiagnosticSettings(format: format, warningsAsErrors: warningsAsErrors) }
}
