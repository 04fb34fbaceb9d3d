// `viewc watch FILE -o OUT…`: the compile command's options and `--poll`; ViewcDriver's
// Watch.swift compiles on every change.

import ArgumentParser
import ViewcDriver

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Rebuild the outputs whenever the file or anything it reads changes, until Ctrl-C.",
        discussion: """
        Takes every option of the compile command. Prints one line per build; on an error it
        prints the diagnostics and leaves the last good outputs as they were. Saves that come
        in a burst are built once. Ctrl-C (or SIGTERM) stops it after the build in progress,
        leaving no temporary file, with exit status 0.
        """)

    @OptionGroup var compile: Compile

    @Flag(help: "Look at the files every quarter second instead of using inotify (network file systems).")
    var poll = false

    func validate() throws {
        if compile.file == "-" { throw ValidationError("watch needs a file to watch, not standard input") }
        if compile.output.contains("-") { throw ValidationError("watch writes files; -o - (standard output) is for one compile") }
    }

    func run() throws { Pipeline.watch(compile.options, polling: poll) }
}
