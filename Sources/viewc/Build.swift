// viewc build SRC... -o OUTDIR: many files in one process on every core. Here: the options and
// their mapping onto the driver's BuildRequest; ViewcDriver builds (Build.swift), shows the
// progress (BuildPrinter.swift) and watches (BuildWatch.swift).

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
        let status = Driver.runBuild(request, watch: watch)   // ViewcDriver/BuildRun.swift
        if status != 0 { throw ExitCode(status) }
    }

    /// These options as the driver's build request.
    var request: BuildRequest {
        var req = BuildRequest(sources: sources, outDir: output)
        req.formats = formats
        req.scales = scales
        req.options = flags.options()
        req.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        req.force = force
        req.depfiles = depfiles
        req.options.depfileFormat = depfileFormat
        req.stamp = Driver.compilerStamp()
        return req
    }
}
