// `viewc build SRC… -o OUTDIR --watch`: build, then build again whenever a source, anything a
// source read, or the set of .view files under the source folders changes, until Ctrl-C.
// Each build is the build command's own (up-to-date checks included, so only what changed is
// compiled); the waiting is ViewcDriver's FileWatcher.

import ArgumentParser
import FoundationEssentials
import Glibc
import ViewcDriver

extension Build {
    func watchBuilds() throws {
        let watcher = stoppableWatcher(polling: false)
        var announced = false
        while true {
            var list: (files: [String], folders: [String]) = (sources.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, [])
            do {
                try buildOnce { req, items in list = Driver.buildWatchList(req, items) }
            } catch {
                // A failed file was reported with its diagnostics; a source that is gone, too.
            }
            watcher.watch(list.files, folders: list.folders)
            if !announced {
                watchSay("watching \(list.files.count) file\(list.files.count == 1 ? "" : "s") and \(list.folders.count) folder\(list.folders.count == 1 ? "" : "s") (\(watcher.mode.rawValue)); Ctrl-C stops")
                announced = true
            }
            switch watcher.waitForChange() {
            case .stopped:
                watchSay("stopped")
                return
            case .changed(let paths):
                watchSay("changed: " + paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))
            }
        }
    }
}
