// `viewc preview FILE`: serve a live page of the drawing on 127.0.0.1 (ViewcPreview), with an
// inspector for its -D values, hit testing and the view tree, until Ctrl-C.

import ArgumentParser
import ViewcDriver
import Dispatch
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
        if file == "-" { throw ValidationError("preview needs a file to watch, not standard input") }
        if !(0...65535).contains(port) { throw ValidationError("--port is 0 to 65535, not \(port)") }
        var isDir: Bool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDir) { throw ValidationError("no such file: \(file)") }
        if isDir { throw ValidationError("\(file) is a folder, not a .view file") }
    }

    func run() throws {
        var config = PreviewConfiguration(file: file, compile: flags.options(input: file), port: port)
        config.polling = poll
        let open = self.open
        // The root command is synchronous; the server runs on Swift's concurrency threads
        // while this thread waits for it to stop (SIGINT/SIGTERM end it gracefully).
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: Error?
        Task.detached {
            do {
                try await PreviewServer.run(config) { url in
                    try? Driver.writeStandardOutput(Array("viewc preview: \(url)  (Ctrl-C stops)\n".utf8))
                    if open { openInBrowser(url) }
                }
            } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let failure { throw fail("preview: \(failure)") }
    }
}

/// Runs xdg-open on the URL when it is installed; says so when it is not.
func openInBrowser(_ url: String) {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let tool = paths.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        writeToStandardError("viewc: warning: xdg-open is not installed; open \(url) yourself\n")
        return
    }
    // Started with its output and errors to /dev/null, and waited for on a thread of its own
    // so that it is not left a zombie while the preview runs.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(tool), strdup(url), nil]
    defer { for a in argv { free(a) } }
    var pid = pid_t()
    if posix_spawn(&pid, tool, &actions, nil, &argv, environ) == 0 {
        startThread { var status: Int32 = 0; _ = waitpid(pid, &status, 0) }
    }
}
