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
    /// Reads the bytes of a data file (an image) named relative to `from`, with the same
    /// confinement as imports; at most `maxSize` bytes.
    func loadData(_ path: String, from: SourceFile, root: String?, maxSize: Int) throws -> [UInt8]
}

extension SourceLoader {
    public func loadData(_ path: String, from: SourceFile, root: String?, maxSize: Int) throws -> [UInt8] {
        throw LoadError("this compile cannot read files such as '\(path)'")
    }
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
        let resolved = try resolve(path, from: from, root: root, what: "imports", kind: "a .view file")
        let data = try read(path, resolved, maxSize: maxFileSize)
        // Report the path as the user would type it: relative to the working directory when inside it.
        // (Bytes that are not UTF-8 text are an error the parser locates in the file.)
        let shown = relativePath(resolved.path, to: FileManager.default.currentDirectoryPath)
        return SourceFile(path: shown, bytes: data, absolutePath: resolved.path)
    }

    public func loadData(_ path: String, from: SourceFile, root: String?, maxSize: Int) throws -> [UInt8] {
        if path.isEmpty { throw LoadError("an image needs a file name") }
        let resolved = try resolve(path, from: from, root: root, what: "images", kind: "an image file")
        return [UInt8](try read(path, resolved, maxSize: maxSize))
    }

    /// `path` relative to the folder of `from`, symlinks resolved, refused when it leaves the
    /// root folder or names no regular file. `what` names the files in errors.
    func resolve(_ path: String, from: SourceFile, root: String?, what: String, kind: String) throws -> URL {
        if path.hasPrefix("/") {
            let namer = what == "imports" ? "the importing file" : "the file that names them"
            throw LoadError("\(what) are relative to \(namer); '\(path)' is absolute")
        }
        let base: URL = from.absolutePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: mainDirectory)
        let url = base.appendingPathComponent(path).standardizedFileURL
        let rootURL = URL(fileURLWithPath: root ?? mainDirectory).resolvingSymlinksInPath().standardizedFileURL
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL
        let rootPath = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
        guard resolved.path.hasPrefix(rootPath) else {
            throw LoadError("'\(path)' is outside the folder \(rootURL.path) that \(what) may read (widen it with --root)")
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDir) else {
            // A near miss in the same folder is worth naming.
            let dir = resolved.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            let wanted = resolved.lastPathComponent, stem = (wanted as NSString).deletingPathExtension
            // A close spelling, or the same name with another extension.
            let near = suggest(wanted, names.sorted())
                ?? names.sorted().first { ($0 as NSString).deletingPathExtension == stem && !stem.isEmpty }
            let hint = near.map { "; did you mean '\($0)'?" } ?? ""
            throw LoadError("cannot find '\(path)' (looked for \(resolved.path))\(hint)")
        }
        if isDir.boolValue { throw LoadError("'\(path)' is a folder, not \(kind)") }
        // A FIFO or device would block the read or never end.
        if let type = (try? FileManager.default.attributesOfItem(atPath: resolved.path))?[.type] as? FileAttributeType,
           type != .typeRegular {
            throw LoadError("'\(path)' is not a regular file")
        }
        return resolved
    }

    func read(_ path: String, _ resolved: URL, maxSize: Int) throws -> Data {
        let attrs = try? FileManager.default.attributesOfItem(atPath: resolved.path)
        if let size = attrs?[.size] as? Int, size > maxSize {
            throw LoadError("'\(path)' is larger than \(maxSize >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: resolved.path) else {
            throw LoadError("cannot read '\(path)'")
        }
        if data.count > maxSize { throw LoadError("'\(path)' is larger than \(maxSize >> 20) MiB") }
        return data
    }

    func relativePath(_ p: String, to dir: String) -> String {
        let d = URL(fileURLWithPath: dir).resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = d.hasSuffix("/") ? d : d + "/"
        return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : p
    }
}
