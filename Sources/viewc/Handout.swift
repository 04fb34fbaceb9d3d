// `viewc handout FILE... -o OUT.pdf`: the pages of many drawings in a grid on paper, framed and
// captioned, with page numbers, an outline entry per drawing and, with --notes, ruled lines
// for notes. The options and their mapping onto the driver's; ViewcDriver/Handout.swift and
// HandoutLayout.swift compose and write.

import ArgumentParser
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewcDriver

struct HandoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handout",
        abstract: "Lay out the pages of many drawings on paper as a PDF handout: framed, captioned, numbered, with an outline.",
        discussion: """
        Every page of every input, in order, scaled to fit its cell as scaleAspectFit would
        (the drawings stay vector), framed, captioned with the drawing's title or its file
        name; each sheet numbered ("2 / 5"); one outline entry per drawing. An input with
        errors fails the whole handout: nothing is written. A -D sets the name in every input
        that declares it.

        Example:
          viewc handout slides/*.view -o handout.pdf --per-page 3 --notes --title "Week 3"
        """)

    @ArgumentParser.Argument(help: ArgumentHelp("The .view files, in order.", valueName: "file"), completion: .file(extensions: ["view"]))
    var files: [String] = []

    @Option(name: .short, help: ArgumentHelp("The PDF to write (or - for standard output).", valueName: "out.pdf"))
    var output: String

    @Option(name: .customLong("per-page"), help: ArgumentHelp("Drawing pages per sheet: 1, 2, 3, 4, 6 or 9.", valueName: "n"))
    var perPage: Int = 6

    @Flag(help: "Ruled lines for notes beside each drawing (below it when the cell is taller than wide).")
    var notes = false

    @Option(help: ArgumentHelp("The paper: \(PaperSize.nameList).", valueName: "name"), completion: .list(PaperSize.allCases.map(\.rawValue)))
    var paper: String = "a4"

    @Flag(help: "Turn the paper sideways.")
    var landscape = false

    @Option(help: ArgumentHelp("The handout's title: each sheet's header and the PDF's Title.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The author: each sheet's header and the PDF's Author.", valueName: "text"))
    var author: String?

    @OptionGroup var depfile: DepfileFlag

    @OptionGroup var flags: EvalFlags

    /// The layout, checked by the driver's rules (ViewcDriver/HandoutLayout.swift).
    func layout() throws -> HandoutOptions {
        try HandoutOptions(paper: paper, landscape: landscape, perPage: perPage, notes: notes, title: title, author: author)
    }

    func validate() throws {
        try usage {
            try HandoutRequest.check(inputs: files, output: output)
            _ = try layout()
        }
        try depfile.validate(outputs: [output])
    }

    func run() throws {
        let layout = try usage { try self.layout() }
        var o = flags.options()
        depfile.apply(to: &o)
        try driven { try Pipeline(o).handout(files, layout: layout, to: output) }   // ViewcDriver/Handout.swift
    }
}
