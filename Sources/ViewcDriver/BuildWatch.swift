// `viewc build SRC… -o OUTDIR --watch`: build, then build again whenever a source, anything a
// source read, or the set of .view files under the source folders changes, until SIGINT or
// SIGTERM. Each build is the build command's own (BuildRun.swift: up-to-date checks included,
// so only what changed is compiled); the waiting is FileWatcher's (Watch.swift). It waits on
// every source of the build, every file the last successful build of each source read (the
// build's manifest), and the folders the sources were found under, with their sub-folders,
// for .view files that appear or go.

import FoundationEssentials
import Glibc

extension Driver {
    /// Builds `req` on every change until stopped.
    static func watchBuilds(_ req: BuildRequest) {
        let watcher = FileWatcher.stoppable(polling: false)
        var announced = false
        while true {
            var list: (files: [String], folders: [String]) = (req.sources.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, [])
            // A failed file was reported with its diagnostics; a source that is gone, too.
            _ = buildOnce(req, stoppingOnSignals: false) { req, items in list = buildWatchList(req, items) }
            watcher.watch(list.files, folders: list.folders)
            if !announced {
                FileWatcher.say("watching \(list.files.count) file\(list.files.count == 1 ? "" : "s") and \(list.folders.count) folder\(list.folders.count == 1 ? "" : "s") (\(watcher.mode.rawValue)); Ctrl-C stops")
                announced = true
            }
            switch watcher.waitForChange() {
            case .stopped:
                FileWatcher.say("stopped")
                return
            case .changed(let paths):
                FileWatcher.say("changed: " + paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))
            }
        }
    }

    /// What `--watch` waits on after a build of `items`: files, and folders for new sources.
    public static func buildWatchList(_ req: BuildRequest, _ items: [BuildItem]) -> (files: [String], folders: [String]) {
        func abs(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.path }
        let manifest = BuildManifest(outDir: req.outDir)
        var files = Set(req.sources.map(abs))
        for item in items {
            files.insert(abs(item.source))
            files.formUnion(manifest.entry(item.stem)?.inputs ?? [])
        }
        let out = abs(req.outDir)
        var folders = Set<String>()
        let fm = FileManager.default
        for s in req.sources {
            var isDir: Bool = false
            guard fm.fileExists(atPath: s, isDirectory: &isDir), isDir else { continue }
            let root = abs(s)
            folders.insert(root)
            // Every folder below, as FileManager's enumerator walks them (a link to a folder is
            // listed but not entered); hidden ones and the output folder left out with all below.
            func walk(_ rel: String) {
                let dir = rel.isEmpty ? root : root + "/" + rel
                guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
                for name in names {
                    let r = rel.isEmpty ? name : rel + "/" + name
                    let path = root + "/" + r
                    var sub: Bool = false
                    guard fm.fileExists(atPath: path, isDirectory: &sub), sub else { continue }
                    // Hidden folders and the output folder (when it sits among the sources) are not sources.
                    if name.hasPrefix(".") || path == out || path.hasPrefix(out + "/") { continue }
                    folders.insert(path)
                    var st = stat()
                    if lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { walk(r) }
                }
            }
            walk("")
        }
        return (files.sorted(), folders.sorted())
    }
}
