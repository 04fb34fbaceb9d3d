// The files a compile reads. Build systems (depfiles, `viewc build`'s up-to-date check) and
// `viewc watch` need every file an output was made from: the main file, each import, each
// image and each font file. The evaluator reads them through the
// `SourceLoader` the driver hands it; `RecordingLoader` wraps that loader and notes the
// absolute path of every file it reads successfully, in the order first read.

import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

/// A `SourceLoader` that forwards to another and records what it read.
public final class RecordingLoader: SourceLoader {
    let inner: SourceLoader
    /// The folder that names are relative to when the naming file has no path (stdin).
    let mainDirectory: String
    private let lock = Lock()
    private var paths: [String] = []
    private var seen: Set<String> = []

    public init(wrapping inner: SourceLoader, mainDirectory: String) {
        self.inner = inner
        self.mainDirectory = mainDirectory
    }

    /// Every file read so far, absolute, each once, in the order first read.
    public var recorded: [String] {
        lock.lock(); defer { lock.unlock() }
        return paths
    }

    /// Notes a file read outside the loader (the main file).
    public func record(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        if seen.insert(path).inserted { paths.append(path) }
    }

    public func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile {
        let file = try inner.load(path, from: from, root: root)
        record(file.absolutePath ?? absolute(path, from: from))
        return file
    }

    public func canonicalPath(_ file: SourceFile) -> String { inner.canonicalPath(file) }

    public func loadData(_ path: String, from: SourceFile, root: String?, maxSize: Int) throws -> [UInt8] {
        let bytes = try inner.loadData(path, from: from, root: root, maxSize: maxSize)
        record(absolute(path, from: from))
        return bytes
    }

    /// `path` as the loader resolved it: relative to the naming file's folder, symlinks
    /// resolved (the file that was actually read, which is what a build system must watch).
    func absolute(_ path: String, from: SourceFile) -> String {
        let base = from.absolutePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: mainDirectory)
        return base.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
