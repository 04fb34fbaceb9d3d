// `viewc lsp`: the language server over standard input and output (ViewcLSP/Server.swift),
// for an editor to start; the evaluation options apply to every check it runs.

import ArgumentParser
import ViewcDriver
import ViewcLSP

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
        Diagnostics as you type (with fix-its as code actions), completion, hover, go to
        definition and the outline of .view files. An editor starts it; see docs/editors.md.
        """)

    @OptionGroup var flags: EvalFlags

    func run() throws {
        let status = LanguageServer(LanguageServer.Configuration(compile: flags.options())).serve()
        if status != 0 { throw ExitCode(status) }
    }
}
