// viewc build SRC... -o OUTDIR: many files in one process on every core (ViewcDriver/Build.swift
// does the work). Here: the options, and what the user sees — a progress bar on a terminal,
// plain lines otherwise, every failing file's diagnostics, a summary, the exit status.

import ArgumentParser
import CairoBackend
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile every .view file given or found under the given folders into an output folder, on every core.",
        discussion: """
        Sub-folders are mirrored: src/icons/star.view becomes OUTDIR/icons/star.svg. Files
        without a canvas only declare components for import and are skipped. A file whose
        outputs are newer than every file it read (imports and images included) and that was
        built with the same options is not built again (OUTDIR/.viewc-build.json remembers).
        A failing file is reported with its diagnostics and the others are still written;
        the exit status is 1 if any failed.
        """)

    @ArgumentParser.Argument(help: ArgumentHelp(".view files and folders to build.", valueName: "source"), completion: .file(extensions: ["view"]))
    var sources: [String]

    @Option(name: .short, help: ArgumentHelp("The output folder.", valueName: "outdir"))
    var output: String

    @Option(help: ArgumentHelp("The formats to write, comma-separated (default: svg).", valueName: "svg,pdf,png"),
            completion: .list(OutputFormat.allCases.map(\.rawValue)))
    var format: String = "svg"

    @Option(help: ArgumentHelp("PNG scales, comma-separated: 1 writes name.png, 2 name@2x.png, 3 name@3x.png (default: 1).", valueName: "1,2,3"))
    var scale: String?

    @Option(name: .short, help: ArgumentHelp("How many files to build at once (default: the number of cores).", valueName: "jobs"))
    var jobs: Int?

    @Flag(help: "Build every file, up to date or not.")
    var force = false

    @Flag(help: "Write a make/ninja depfile beside each file's first output (OUTDIR/name.svg.d).")
    var depfiles = false

    @Option(name: .customLong("depfile-format"),
            help: ArgumentHelp("The tool that reads the depfiles: both (make and ninja alike), make or ninja.", valueName: "both|make|ninja"))
    var depfileFormat: Depfile.Format = .both

    @Flag(help: "Build, then build again on every change to a source, anything it reads, or the .view files of the source folders, until Ctrl-C.")
    var watch = false

    @OptionGroup var flags: EvalFlags

    var formats: [OutputFormat] {
        var out: [OutputFormat] = []
        for f in format.split(separator: ",").compactMap({ OutputFormat(rawValue: $0.trimmingBlanks().lowercased()) })
        where !out.contains(f) { out.append(f) }
        return out
    }

    var scales: [Int] {
        var out: [Int] = []
        for s in (scale ?? "1").split(separator: ",").compactMap({ Int($0.trimmingBlanks()) }) where !out.contains(s) {
            out.append(s)
        }
        return out
    }

    func validate() throws {
        if sources.isEmpty { throw ValidationError("nothing to build: give .view files or folders") }
        if sources.contains("-") { throw ValidationError("build reads files and folders, not standard input") }
        let names = format.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks().lowercased() }
        if let bad = names.first(where: { OutputFormat(rawValue: $0) == nil }) {
            throw ValidationError("--format takes svg, pdf and png, comma-separated, not '\(bad)'")
        }
        if let s = scale {
            let parts = s.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
            if let bad = parts.first(where: { !["1", "2", "3"].contains($0) }) {
                throw ValidationError("--scale takes 1, 2 and 3, comma-separated, not '\(bad)'")
            }
            if !formats.contains(.png) { throw ValidationError("--scale is for PNG, and --format has no png") }
        }
        if let j = jobs, j < 1 { throw ValidationError("-j needs at least 1 job") }
        // A build writes a folder: not the current one by an empty name, not standard output.
        if output.isEmpty { throw ValidationError("-o needs a folder name, not an empty one (use . for the current folder)") }
        if output == "-" { throw ValidationError("a build writes a folder of files, not standard output: give -o a folder name") }
    }

    func run() throws {
        try checkEnvironment(flags)
        if watch { return try watchBuilds() }   // BuildWatch.swift
        try buildOnce()
    }

    /// One build; `planned` is given the request and its items (what `--watch` waits on).
    func buildOnce(planned: ((BuildRequest, [BuildItem]) -> Void)? = nil) throws {
        var req = BuildRequest(sources: sources, outDir: output)
        req.formats = formats
        req.scales = scales
        req.options = flags.options()
        req.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        req.force = force
        req.depfiles = depfiles
        req.options.depfileFormat = depfileFormat
        req.stamp = "viewc \(viewcVersion) " + executableIdentity()
        let items: [BuildItem]
        do { items = try Driver.planBuild(req) } catch let e as DriverError { throw fail(e.message, flags) }
        defer { planned?(req, items) }
        let printer = BuildPrinter(total: items.count, diagnostics: flags.diagnostics)
        if !watch { stopOnSignals() }   // with --watch, a signal ends the wait after this build (BuildWatch.swift)
        let summary = Driver.build(items, req, stop: { buildStopFlag.pointee != 0 }) { _, item, outcome in printer.show(item, outcome) }
        printer.finish(summary)
        if summary.interrupted { throw ExitCode(130) }
        if !summary.unusedDefines.isEmpty {
            flags.diagnostics.print(summary.unusedDefines.map {
                Diagnostic.error("-D \($0): no file of the build declares a top-level let or inspectable named '\($0)'", at: .none)
            })
        }
        if !summary.succeeded { throw ExitCode(1) }
    }
}

/// What the user sees while a build runs. On a terminal, one progress line redrawn in place
/// (cleared before diagnostics are printed); otherwise a plain line per file built or failed.
final class BuildPrinter: @unchecked Sendable {
    let total: Int
    let diagnostics: DiagnosticFlags
    let isTerminal = isatty(1) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    private let lock = Lock()
    private var done = 0, failed = 0

    init(total: Int, diagnostics: DiagnosticFlags) {
        self.total = total
        self.diagnostics = diagnostics
    }

    func show(_ item: BuildItem, _ outcome: BuildOutcome) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        if isTerminal { out("\r\u{1B}[K") }
        switch outcome {
        case .built(let warnings):
            diagnostics.print(warnings)
            if !isTerminal { out("built \(item.source) -> \(item.outputs.map(\.path).joined(separator: ", "))\n") }
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

    func finish(_ s: BuildSummary) {
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

/// The running binary's size and modification time: a rebuilt or upgraded viewc (even of the
/// same version) may draw differently, so its outputs are built again.
func executableIdentity() -> String {
    var st = stat()
    guard stat("/proc/self/exe", &st) == 0 else { return "" }
    return "\(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
}

/// Set by SIGINT and SIGTERM during a build: no new file is started, the ones under way finish
/// (no temporary file is left behind, the record stays true), and the build exits 130. A second
/// signal (a file stuck writing to a FIFO) removes the temporary files and ends it at once.
let buildStopFlag: UnsafeMutablePointer<Int32> = {
    let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    p.pointee = 0
    return p
}()

func stopOnSignals() {
    _ = buildStopFlag   // made before any handler can touch it
    for sig in [SIGINT, SIGTERM] {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            if buildStopFlag.pointee != 0 { Interrupts.endBySignal(sig) }   // Outputs.swift
            buildStopFlag.pointee = 1
        }
        sigemptyset(&action.sa_mask)
        sigaction(sig, &action, nil)
    }
}
