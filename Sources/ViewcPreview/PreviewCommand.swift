// `viewc preview` as the command runs it: the server (PreviewServer.swift) on Swift's
// concurrency threads while the calling thread waits for it to stop (SIGINT and SIGTERM end it
// gracefully), its URL printed, and with `--open` the page opened in the desktop's browser.

import Dispatch
import FoundationEssentials
import Glibc
import ViewSyntax
import ViewcDriver

extension PreviewServer {
    /// Serves `config` until stopped; throws what stopped the server otherwise.
    public static func serve(_ config: PreviewConfiguration, opening open: Bool) throws {
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
        if let failure { throw failure }
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
