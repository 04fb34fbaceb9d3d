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

    /// The options but the evaluation's as the driver's build request, checked as the driver
    /// checks one (ViewcDriver/Build.swift: the rules are there, for every caller alike).
    func plainRequest() throws -> BuildRequest {
        var req = BuildRequest(sources: sources, outDir: output)
        req.formats = try BuildRequest.formats(format)
        req.scales = try BuildRequest.scales(scale, formats: req.formats)
        req.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        req.force = force
        req.depfiles = depfiles
        try req.check()
        return req
    }

    func validate() throws { _ = try usage { try plainRequest() } }

    func run() throws {
        try Build.run(try usage { try plainRequest() }, flags.options(), depfileFormat: depfileFormat, watch: watch)
    }

    /// Builds `request` with the evaluation's `options` (also for `viewc build` read without
    /// ArgumentParser: BuildRequest.fast).
    static func run(_ request: BuildRequest, _ options: CompileOptions, depfileFormat: Depfile.Format, watch: Bool) throws {
        var req = request
        req.options = options
        req.options.depfileFormat = depfileFormat
        req.stamp = Driver.compilerStamp()
        let status = Driver.runBuild(req, watch: watch)   // ViewcDriver/BuildRun.swift
        if status != 0 { throw ExitCode(status) }
    }
}
