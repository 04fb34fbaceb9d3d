// `viewc watch FILE -o OUT…`: compile, then compile again whenever the file or anything it read
// (imports, images) changes, until Ctrl-C. Each build is the compile command's own (its
// options, checks, depfile and diagnostics format included); the watching is ViewcDriver's
// FileWatcher. This file prints one line per build and stops on SIGINT/SIGTERM between builds.

import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

/// The stop pipe a signal handler writes to (a C handler cannot capture).
nonisolated(unsafe) var watchStopDescriptor: Int32 = -1

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

    func run() throws {
        let watcher = stoppableWatcher(polling: poll)
        let names = compile.output.joined(separator: ", ")
        var watched = [URL(fileURLWithPath: compile.file).standardizedFileURL.path]
        var announced = false
        while true {
            // Watch what the last compile read before compiling again, so a save made while
            // this compile runs is seen.
            watcher.watch(watched)
            let start = DispatchTime.now().uptimeNanoseconds
            var built = true
            do {
                try compile.build { inputs in if !inputs.isEmpty { watched = inputs } }
            } catch {
                built = false   // the compile command printed why
            }
            let ms = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            watcher.watch(watched)
            if !announced {
                let others = watched.count - 1
                say("watching \(compile.file)" + (others > 0 ? " and \(others) file\(others == 1 ? "" : "s") it reads" : "")
                    + " (\(watcher.mode.rawValue)); Ctrl-C stops")
                announced = true
            }
            say(built ? "built \(names) in \(ms) ms" : "failed; the last good outputs are kept")
            switch watcher.waitForChange() {
            case .stopped:
                say("stopped")
                return
            case .changed:
                continue
            }
        }
    }

    func say(_ text: String) { watchSay(text) }
}

/// A FileWatcher that SIGINT and SIGTERM stop: the handler writes to its stop pipe, so a
/// signal ends the wait (or the next one, after the build in progress) and nothing is cut short.
func stoppableWatcher(polling: Bool) -> FileWatcher {
    let watcher = FileWatcher(polling: polling)
    watchStopDescriptor = watcher.stopDescriptor
    for sig in [SIGINT, SIGTERM] {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var b: UInt8 = 1
            _ = write(watchStopDescriptor, &b, 1)
        }
        sigemptyset(&action.sa_mask)
        sigaction(sig, &action, nil)
    }
    return watcher
}

/// One status line on standard output, with the time, flushed at once.
func watchSay(_ text: String) {
    let line = "[\(localClockTime())] \(text)\n"
    try? Driver.writeStandardOutput(Array(line.utf8))
}
