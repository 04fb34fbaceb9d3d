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

    func validate() throws {
        if files.isEmpty { throw ValidationError("no input: give one or more .view files") }
        if files.contains("-") { throw ValidationError("a handout reads .view files, not standard input") }
        if output != "-" && Driver.format(forPath: output) != .pdf {
            throw ValidationError("a handout is a PDF: name the output '….pdf', not '\(output)'")
        }
        if !HandoutLayout.perPageChoices.contains(perPage) {
            throw ValidationError("--per-page is 1, 2, 3, 4, 6 or 9, not \(perPage)")
        }
        if PaperSize(name: paper) == nil {
            throw ValidationError("unknown paper '\(paper)': the sizes are \(PaperSize.nameList)")
        }
        try usage {
            try CompileOptions.checkMetadata("--title", title)
            try CompileOptions.checkMetadata("--author", author)
        }
        try depfile.validate(outputs: [output])
        if output != "-", files.contains(where: { Driver.samePathKey($0) == Driver.samePathKey(output) }) {
            throw ValidationError("'\(output)' is an input file; viewc will not write over its own source")
        }
    }

    func run() throws {
        var layout = HandoutOptions(paper: PaperSize(name: paper)!.size(landscape: landscape))
        layout.perPage = perPage
        layout.notes = notes
        layout.title = title.flatMap { $0.isEmpty ? nil : $0 }
        layout.author = author.flatMap { $0.isEmpty ? nil : $0 }
        var o = flags.options()
        depfile.apply(to: &o)
        try driven { try Pipeline(o).handout(files, layout: layout, to: output) }   // ViewcDriver/Handout.swift
    }
}
