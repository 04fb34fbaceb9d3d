// `viewc watch FILE -o OUT…`: compile, then compile again whenever the file or anything it read
// (imports, images) changes, until SIGINT or SIGTERM. Each build is the compile command's own
// (Pipeline.run: its options, checks, depfile and diagnostics format included); the waiting is
// FileWatcher's. One status line per build on standard output; a signal stops the watch
// between builds, so nothing is cut short. `viewc build --watch` waits the same way
// (BuildWatch.swift).

import Dispatch
import FoundationEssentials
import Glibc
import ViewSyntax

/// The stop pipe a signal handler writes to (a C handler cannot capture).
nonisolated(unsafe) var watchStopDescriptor: Int32 = -1

extension Pipeline {
    /// Compiles `options` on every change until stopped; a failed build leaves the last good
    /// outputs as they were.
    public static func watch(_ options: CompileOptions, polling: Bool) {
        let watcher = FileWatcher.stoppable(polling: polling)
        let names = options.outputs.joined(separator: ", ")
        var watched = [URL(fileURLWithPath: options.input).standardizedFileURL.path]
        var announced = false
        while true {
            // Watch what the last compile read before compiling again, so a save made while
            // this compile runs is seen.
            watcher.watch(watched)
            let start = DispatchTime.now().uptimeNanoseconds
            var built = true
            do {
                try Pipeline(options).run { inputs in if !inputs.isEmpty { watched = inputs } }
            } catch {
                built = false   // the compile reported why
            }
            let ms = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            watcher.watch(watched)
            if !announced {
                let others = watched.count - 1
                FileWatcher.say("watching \(options.input)" + (others > 0 ? " and \(others) file\(others == 1 ? "" : "s") it reads" : "")
                                + " (\(watcher.mode.rawValue)); Ctrl-C stops")
                announced = true
            }
            FileWatcher.say(built ? "built \(names) in \(ms) ms" : "failed; the last good outputs are kept")
            switch watcher.waitForChange() {
            case .stopped:
                FileWatcher.say("stopped")
                return
            case .changed:
                continue
            }
        }
    }
}

extension FileWatcher {
    /// A FileWatcher that SIGINT and SIGTERM stop: the handler writes to its stop pipe, so a
    /// signal ends the wait (or the next one, after the build in progress) and nothing is cut short.
    public static func stoppable(polling: Bool) -> FileWatcher {
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
    public static func say(_ text: String) {
        let line = "[\(localClockTime())] \(text)\n"
        try? Driver.writeStandardOutput(Array(line.utf8))
    }
}
