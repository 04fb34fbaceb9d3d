// viewc check FILE...: the front end alone (parse, type-check, evaluate), no rendering — for
// editors and CI (ViewcDriver/Check.swift). Exit 1 if any file has an error.

import ArgumentParser
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

    /// Checks each file, printing its diagnostics; exit code 1 when any has an error.
    static func run(_ files: [String], _ options: CompileOptions) throws {
        if !Pipeline(options).check(files: files) { throw ExitCode(1) }
    }
}
