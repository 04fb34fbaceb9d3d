// What the user sees while `viewc build` runs: on a terminal, one progress line redrawn in
// place (cleared before diagnostics are printed); otherwise a plain line per file built or
// failed; then a summary line.

import FoundationEssentials
import Glibc
import ViewSyntax

public final class BuildPrinter: @unchecked Sendable {
    let total: Int
    let diagnostics: DiagnosticSettings
    let isTerminal = isatty(1) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    private let lock = Lock()
    private var done = 0, failed = 0

    public init(total: Int, diagnostics: DiagnosticSettings) {
        self.total = total
        self.diagnostics = diagnostics
    }

    public func show(_ item: BuildItem, _ outcome: BuildOutcome) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        if isTerminal { out("\r\u{1B}[K") }
        switch outcome {
        case .built(let warnings, let written):
            diagnostics.print(warnings)
            if !isTerminal { out("built \(item.source) -> \(written.joined(separator: ", "))\n") }
        case .failed(let ds):
            failed += 1
            diagnostics.print(ds)
            if !isTerminal { out("failed \(item.source)\n") }
        case .upToDate, .skipped:
            break
        }
        if isTerminal { out(bar(item.source)) }
    }

    /// `[#######.............] 37/100  icons/star.view` (and the failures so far).
    func bar(_ name: String) -> String {
        let width = 24
        let filled = total == 0 ? width : done * width / total
        let fails = failed == 0 ? "" : "  \(failed) failed"
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total)\(fails)  \(name)"
    }

    public func finish(_ s: BuildSummary) {
        lock.lock(); defer { lock.unlock() }
        if isTerminal { out("\r\u{1B}[K") }
        var parts = ["\(s.built) built", "\(s.upToDate) up to date"]
        if s.skipped > 0 { parts.append("\(s.skipped) skipped (no canvas)") }
        if s.failed > 0 { parts.append("\(s.failed) failed") }
        if s.interrupted { parts.append("interrupted: \(total - done) not started") }
        out("viewc build: " + parts.joined(separator: ", ") + "\n")
    }

    private func out(_ s: String) { try? Driver.writeStandardOutput(Array(s.utf8)) }
}
