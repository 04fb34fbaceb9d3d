// viewc embed PAGE.md|PAGE.html -o OUT: every ```view block (or <pre class="view">) replaced
// by its inline SVG, the rest of the page byte for byte. The options and their mapping onto
// the driver's; ViewcDriver/Embed.swift embeds and writes.

import ArgumentParser
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

extension PageFormat: ExpressibleByArgument {}

struct Embed: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Replace every ```view block of a Markdown page (or <pre class=\"view\"> of an HTML page) with its drawing's inline SVG.",
        discussion: """
        The rest of the page is copied byte for byte. Each SVG has ids unique on the page and
        a <title> (the words after ```view, the <pre>'s title or aria-label, else
        "Drawing N"). Imports and images in a block are relative to the page. An error in a
        block is reported at the page's line and column; then nothing is written.
        """)

    @ArgumentParser.Argument(help: ArgumentHelp("The page: .md or .html (- for standard input, with --page-format).", valueName: "page"),
                             completion: .file(extensions: ["md", "markdown", "html", "htm"]))
    var page: String

    @Option(name: .short, help: ArgumentHelp("The page to write, or - for standard output.", valueName: "out"))
    var output: String

    @Option(name: .customLong("page-format"), help: "markdown or html, for - and names whose extension does not say.")
    var pageFormat: PageFormat?

    @OptionGroup var depfile: DepfileFlag

    @OptionGroup var flags: EvalFlags

    /// The page's format, checked by the driver's rules (ViewcDriver/Embed.swift).
    func checkedFormat() throws -> PageFormat {
        try usage { try PageFormat.forEmbedding(page: page, output: output, given: pageFormat) }
    }

    func validate() throws {
        _ = try checkedFormat()
        try depfile.validate(outputs: [output])
    }

    func run() throws {
        let format = try checkedFormat()
        var o = flags.options(input: page)
        depfile.apply(to: &o)
        try driven { try Pipeline(o).embed(format: format, to: output) }   // ViewcDriver/Embed.swift
    }
}
