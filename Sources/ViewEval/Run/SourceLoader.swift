// Reading imported files, confined to a root folder: an import can never reach a file outside
// the folder tree of the file being compiled (or the `--root` the command line gives).

import FoundationEssentials
import Glibc
import ViewSyntax

/// Why an import could not be read.
public struct LoadError: Error {
    public var message: String
    /// No file of that name exists (UIImage(named:) then gives nil).
    public var notFound = false
    public init(_ m: String, notFound: Bool = false) { message = m; self.notFound = notFound }
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
        return PathNames.resolved(abs)   // ViewSupport/PathNames.swift: no URL on every compile's path
    }

    public func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile {
        if path.isEmpty { throw LoadError("an import needs a file name") }
        let resolved = try resolve(path, from: from, root: root, what: "imports", kind: "a .view file")
        let data = try read(path, resolved, root: rootPath(root), maxSize: maxFileSize)
        // Report the path as the user would type it: relative to the working directory when inside it.
        // (Bytes that are not UTF-8 text are an error the parser locates in the file.)
        let shown = relativePath(resolved.path, to: FileManager.default.currentDirectoryPath)
        return SourceFile(path: shown, bytes: data, absolutePath: resolved.path)
    }

    public func loadData(_ path: String, from: SourceFile, root: String?, maxSize: Int) throws -> [UInt8] {
        if path.isEmpty { throw LoadError("an image needs a file name") }
        let resolved = try resolve(path, from: from, root: root, what: "images", kind: "an image file")
        return [UInt8](try read(path, resolved, root: rootPath(root), maxSize: maxSize))
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
        guard resolved.path.hasPrefix(rootPath(root)) else {
            throw LoadError("'\(path)' is outside the folder \(rootURL.path) that \(what) may read (widen it with --root)")
        }
        var st = stat()
        guard stat(resolved.path, &st) == 0 else {
            // A near miss in the same folder is worth naming.
            let dir = resolved.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            let wanted = resolved.lastPathComponent, stem = PathNames.deletingExtension(wanted)
            // A close spelling, or the same name with another extension.
            let near = suggest(wanted, names.sorted())
                ?? names.sorted().first { PathNames.deletingExtension($0) == stem && !stem.isEmpty }
            let hint = near.map { "; did you mean '\($0)'?" } ?? ""
            throw LoadError("cannot find '\(path)' (looked for \(resolved.path))\(hint)", notFound: true)
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw LoadError("'\(path)' is a folder, not \(kind)") }
        // A FIFO or device would block the read or never end.
        if (st.st_mode & S_IFMT) != S_IFREG { throw LoadError("'\(path)' is not a regular file") }
        return resolved
    }

    /// The root folder, symlinks resolved, with a trailing slash.
    func rootPath(_ root: String?) -> String {
        let p = URL(fileURLWithPath: root ?? mainDirectory).resolvingSymlinksInPath().standardizedFileURL.path
        return p.hasSuffix("/") ? p : p + "/"
    }

    /// Reads the file `resolve` found, safely against a file tree that changes meanwhile: the
    /// file is opened once (not following a symlink in its last component, not blocking on a
    /// FIFO), and everything is judged on that descriptor — it must be a regular file inside
    /// the root *as opened* (its real path, from /proc/self/fd), and no larger than `maxSize`.
    /// A folder swapped for a symlink between the check and the open therefore cannot make
    /// a compile read outside the root.
    func read(_ path: String, _ resolved: URL, root rootPath: String, maxSize: Int) throws -> Data {
        let fd = open(resolved.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ELOOP { throw LoadError("'\(path)' became a symlink while it was read; it is not read") }
            throw LoadError("cannot read '\(path)' (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw LoadError("cannot read '\(path)'") }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw LoadError("'\(path)' is not a regular file") }
        guard let real = Self.realPath(ofDescriptor: fd), real.hasPrefix(rootPath) else {
            throw LoadError("'\(path)' is outside the folder \(String(rootPath.dropLast())) that files may be read from (it moved while it was read)")
        }
        if Int(st.st_size) > maxSize { throw LoadError("'\(path)' is larger than \(maxSize >> 20) MiB") }
        // Read to the end, never more than maxSize + 1 bytes (the file may grow meanwhile).
        var data = Data(count: min(Int(st.st_size), maxSize) + 1)
        var got = 0
        while got < data.count {
            let n = data.withUnsafeMutableBytes { buf in Glibc.read(fd, buf.baseAddress! + got, buf.count - got) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; throw LoadError("cannot read '\(path)' (\(String(cString: strerror(errno))))") }
            if n == 0 { break }
            got += n
            if got == data.count && got <= maxSize { data.count += 1 << 16 }
        }
        if got > maxSize { throw LoadError("'\(path)' is larger than \(maxSize >> 20) MiB") }
        data.count = got
        return data
    }

    /// The path the kernel has for an open file.
    static func realPath(ofDescriptor fd: Int32) -> String? {
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(fd)", &buf, buf.count - 1)
        guard n > 0 else { return nil }
        buf[n] = 0
        return String(cString: buf)
    }

    func relativePath(_ p: String, to dir: String) -> String {
        let d = URL(fileURLWithPath: dir).resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = d.hasSuffix("/") ? d : d + "/"
        return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : p
    }
}
