// viewc check FILE...: the front end alone (parse, type-check, evaluate), no rendering — for
// editors and CI. Prints every file's diagnostics; exit 1 if any file has an error.

import ArgumentParser
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and type-check .view files without rendering; print their diagnostics (exit 1 on any error).",
        discussion: """
        A file without a canvas is checked as a library of components for import. Warnings
        about what an output format cannot show (blur in SVG and PDF) need a format, so
        check does not give them; compile and build do.
        """)

    @ArgumentParser.Argument(help: ArgumentHelp("The .view files to check (- for standard input).", valueName: "file"),
                             completion: .file(extensions: ["view"]))
    var files: [String]

    @OptionGroup var flags: EvalFlags

    func validate() throws {
        if files.isEmpty { throw ValidationError("no file to check") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be checked once") }
    }

    func run() throws { try Check.run(files, flags.options()) }

    /// Checks each file and prints its diagnostics; exit code 1 when any has an error.
    static func run(_ files: [String], _ options: CompileOptions) throws {
        let pipeline = Pipeline(options)
        var failed = false
        for file in files {
            let source: SourceFile
            do { source = try pipeline.read(file) } catch let e as DriverError {
                _ = pipeline.fail(e.message)
                failed = true
                continue
            }
            let c = pipeline.check(source)
            let ds = options.diagnostics.apply(c.diagnostics)
            pipeline.report(ds)
            if ds.contains(where: { $0.severity == .error }) { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// `viewc check FILE…` and nothing else (no option; standard input, `-`, at most once): the
    /// command with every option at its default, which `validate()` has nothing to say about,
    /// checked without ArgumentParser (its parse reflects over every option group, about 24
    /// million instructions, three times a small file's check). Anything else is nil.
    static func plain(_ args: [String]) -> [String]? {
        guard args.count >= 2, args[0] == "check" else { return nil }
        let files = Array(args.dropFirst())
        guard files.allSatisfy({ $0 == "-" || !$0.hasPrefix("-") }), files.filter({ $0 == "-" }).count <= 1 else { return nil }
        return files
    }
}
