// Reading imported files, confined to a root folder: an import can never reach a file outside
// the folder tree of the file being compiled (or the `--root` the command line gives).

import Foundation
import ViewSyntax

/// Why an import could not be read.
public struct LoadError: Error {
    public var message: String
    public init(_ m: String) { message = m }
}

/// Finds and reads the files that `import` names.
public protocol SourceLoader {
    /// Loads `path` relative to the importing file.
    func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile
    /// A key that is the same for every spelling of one file.
    func canonicalPath(_ file: SourceFile) -> String
}

/// The file-system loader: resolves symlinks and refuses anything outside the root.
public struct FileSystemLoader: SourceLoader {
    /// The folder of the main file (the default root); for stdin, the working directory.
    public var mainDirectory: String
    /// Largest file accepted, so that an import of a huge file cannot exhaust memory.
    public var maxFileSize = 16 << 20

    public init(mainDirectory: String) { self.mainDirectory = mainDirectory }

    public func canonicalPath(_ file: SourceFile) -> String {
        guard let abs = file.absolutePath else { return file.path }
        return URL(fileURLWithPath: abs).resolvingSymlinksInPath().standardizedFileURL.path
    }

    public func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile {
        if path.isEmpty { throw LoadError("an import needs a file name") }
        if path.hasPrefix("/") { throw LoadError("imports are relative to the importing file; '\(path)' is absolute") }
        let base: URL = from.absolutePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: mainDirectory)
        let url = base.appendingPathComponent(path).standardizedFileURL
        let rootURL = URL(fileURLWithPath: root ?? mainDirectory).resolvingSymlinksInPath().standardizedFileURL
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL
        let rootPath = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
        guard resolved.path.hasPrefix(rootPath) else {
            throw LoadError("'\(path)' is outside the folder \(rootURL.path) that imports may read (widen it with --root)")
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDir) else {
            throw LoadError("cannot find '\(path)' (looked for \(resolved.path))")
        }
        if isDir.boolValue { throw LoadError("'\(path)' is a folder, not a .view file") }
        let attrs = try? FileManager.default.attributesOfItem(atPath: resolved.path)
        if let size = attrs?[.size] as? Int, size > maxFileSize {
            throw LoadError("'\(path)' is larger than \(maxFileSize >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: resolved.path) else {
            throw LoadError("cannot read '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LoadError("'\(path)' is not UTF-8 text")
        }
        // Report the path as the user would type it: relative to the working directory when inside it.
        let shown = relativePath(resolved.path, to: FileManager.default.currentDirectoryPath)
        return SourceFile(path: shown, text: text, absolutePath: resolved.path)
    }

    func relativePath(_ p: String, to dir: String) -> String {
        let d = URL(fileURLWithPath: dir).resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = d.hasSuffix("/") ? d : d + "/"
        return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : p
    }
}
