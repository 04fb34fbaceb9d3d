// `viewc preview FILE`: serve a live page of the drawing on 127.0.0.1, with an inspector for
// its -D values, hit testing and the view tree, until Ctrl-C. The options and their mapping
// onto the preview's configuration; ViewcPreview serves.

import ArgumentParser
import ViewcDriver
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcPreview

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a .view file on 127.0.0.1: redrawn on every save, with an inspector, hit testing and the view tree.",
        discussion: """
        Prints the page's URL. The page shows the drawing as SVG and redraws it within a
        fraction of a second of every save of the file or anything it reads; errors appear on
        the page over the last good drawing. Its inspector sets what -D sets. Only the page,
        its downloads and the files the drawing reads are served. Ctrl-C stops it.
        """)

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file.", valueName: "file"), completion: .file(extensions: ["view"]))
    var file: String

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 8017

    @Flag(help: "Open the page in the desktop's browser (xdg-open).")
    var open = false

    @Flag(help: "Look at the files every quarter second instead of using inotify (network file systems).")
    var poll = false

    @OptionGroup var flags: EvalFlags

    func validate() throws {
        try usage { try PreviewConfiguration(file: file, compile: CompileOptions(input: file), port: port).check() }
    }

    func run() throws {
        var config = PreviewConfiguration(file: file, compile: flags.options(input: file), port: port)
        config.polling = poll
        do { try PreviewServer.serve(config, opening: open) } catch { throw fail("preview: \(error)") }   // ViewcPreview/PreviewCommand.swift
    }
}
