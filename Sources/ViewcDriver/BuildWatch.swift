// What `viewc build --watch` waits on between builds: every source of the build, every file
// the last successful build of each source read (the build's manifest), and the folders the
// sources were found under, with their sub-folders, for .view files that appear or go.

import Foundation

extension Driver {
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
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: s, isDirectory: &isDir), isDir.boolValue else { continue }
            let root = abs(s)
            folders.insert(root)
            guard let e = fm.enumerator(atPath: root) else { continue }
            while let rel = e.nextObject() as? String {
                let path = root + "/" + rel
                var sub: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &sub), sub.boolValue else { continue }
                // Hidden folders and the output folder (when it sits among the sources) are not sources.
                if URL(fileURLWithPath: rel).lastPathComponent.hasPrefix(".") || path == out || path.hasPrefix(out + "/") {
                    e.skipDescendants()
                    continue
                }
                folders.insert(path)
            }
        }
        return (files.sorted(), folders.sorted())
    }
}
