// Where each output goes, decided before anything is written, and the all-or-none write.
//
// An output path that does not exist, or is a regular file, is written atomically: a temporary
// file beside it, renamed over it once every output is ready. What an existing path is decides
// the rest — viewc never replaces something that is not a regular file:
//
//   -, /dev/stdout, /dev/stderr, /dev/fd/N,    the descriptor itself, exactly as `-o -` writes
//   /proc/self/fd/N                            standard output (appending stays appending)
//   a character device or a FIFO               opened and written through (/dev/null, a pipe,
//   (or a symlink to one)                      a terminal), as `> path` in a shell would
//   a symlink to a regular file (or dangling)  written through to the file the link names,
//                                              atomically beside it; the link stays a link
//   a folder, a socket, a block device         refused with a message, nothing written
//   (or a symlink to one)
//
// Symlinks are written through, not replaced, because that is what the tools a build runs do:
// gcc and GNU ld open `-o link` and write the file it names (ld replaces only regular files),
// and a link made on purpose (a site's `public/logo.svg` pointing into a build folder) must
// survive a rebuild. The target is then replaced atomically in its own folder.
//
// Temporary files are noted in CInterrupt's table while they exist, so that SIGINT, SIGTERM or
// SIGHUP removes them (Interrupts.swift) and nothing half-written stays behind.

import CInterrupt
import FoundationEssentials
import Glibc
import ViewSyntax

extension Driver {
    /// What an output path is, and so how it is written.
    public enum OutputTarget: Equatable, Sendable {
        /// One of the process's descriptors (`-` is 1).
        case descriptor(Int32)
        /// A character device or FIFO, opened and written through.
        case device(String)
        /// A regular file (new, or replaced atomically) at this path: the output's own, or the
        /// file its symlinks name.
        case file(String)
    }

    /// The descriptor a path names by itself, if any: `-`, /dev/stdout, /dev/stderr, /dev/stdin,
    /// /dev/fd/N, /proc/self/fd/N and /proc/PID/fd/N of this process.
    public static func descriptorAlias(_ path: String) -> Int32? {
        if path == "-" { return 1 }
        let p = PathNames.standardized(path)
        switch p {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where p.hasPrefix(prefix) {
            let rest = p.dropFirst(prefix.count)
            if !rest.isEmpty, rest.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int32(rest) { return n }
        }
        return nil
    }

    /// Decides where `path` is written, without writing anything; throws for what viewc will
    /// not write over.
    public static func outputTarget(_ path: String) throws -> OutputTarget {
        if let fd = descriptorAlias(path) { return .descriptor(fd) }
        var st = stat()
        if PathNames.withFileSystemPath(path, { stat($0, &st) }) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFREG: return .file(try linkTarget(path))
            case S_IFCHR, S_IFIFO: return .device(path)
            case S_IFDIR: throw DriverError("cannot write \(path): it is a folder")
            case S_IFSOCK: throw DriverError("cannot write \(path): it is a socket; viewc writes files, character devices and FIFOs")
            case S_IFBLK: throw DriverError("cannot write \(path): it is a block device; viewc writes files, character devices and FIFOs")
            default: throw DriverError("cannot write \(path): it is not a file, a character device or a FIFO")
            }
        }
        let err = errno
        if err == ENOENT {
            // Nothing there, or a symlink naming nothing yet (written through, as gcc does).
            var l = stat()
            return .file(PathNames.withFileSystemPath(path, { lstat($0, &l) }) == 0 ? try linkTarget(path) : path)
        }
        if err == ELOOP { throw DriverError("cannot write \(path): too many levels of symbolic links") }
        // Another reason the path cannot be looked at (a component that is not a folder, no
        // permission): creating the file will say why.
        return .file(path)
    }

    /// The file a chain of symlinks ends at (the path itself when it is not a link).
    static func linkTarget(_ path: String) throws -> String {
        var p = path
        for _ in 0..<40 {
            var st = stat()
            if PathNames.withFileSystemPath(p, { lstat($0, &st) }) != 0 || st.st_mode & S_IFMT != S_IFLNK { return p }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = PathNames.withFileSystemPath(p) { readlink($0, &buf, buf.count - 1) }
            if n < 0 { return p }
            buf[n] = 0
            let target = PathNames.name(fromBytes: buf)
            let dir = PathNames.deletingLastComponent(p)
            p = target.hasPrefix("/") || dir.isEmpty ? target : dir + "/" + target
        }
        throw DriverError("cannot write \(path): too many levels of symbolic links")
    }

    /// Writes every output or none (as far as files allow): every target is decided first
    /// (a refusal writes nothing), regular files go to temporary files beside them and devices
    /// are opened, and only then are the files renamed into place and the devices and
    /// descriptors written (standard output last). `written`: outputs (by index) already in
    /// their staged files (StagedFile.swift), whose bytes are not given; they are renamed
    /// with the others, or removed when anything fails.
    static func writeOutputs(_ outputs: [(path: String, bytes: [UInt8])], written: [Int: StagedFile] = [:]) throws {
        let targets: [OutputTarget]
        do { targets = try outputs.map { try outputTarget($0.path) } } catch {
            for f in written.values { f.discard() }
            throw error
        }
        var staged: [(tmp: String, path: String, shown: String, slot: Int32)] = []
        var opened: [(fd: Int32, path: String, bytes: [UInt8])] = []
        func discard() {
            for s in staged { PathNames.withFileSystemPath(s.tmp) { _ = unlink($0) }; viewc_interrupt_remove(s.slot) }
            for o in opened { close(o.fd) }
            for f in written.values { f.discard() }
        }
        for (n, (output, target)) in zip(outputs, targets).enumerated() {
            if let f = written[n] {
                // Staged when it was a regular file; something else there now is not written over.
                guard case .file(let path) = target, path == f.path else {
                    discard()
                    throw DriverError("cannot write \(output.path): it changed while viewc was writing it")
                }
                continue
            }
            switch target {
            case .file(let path):
                let tmp = stagingName(path, "\(n)")
                // Noted before it exists: a signal from here on removes it.
                let slot = viewc_interrupt_add(tmp)
                if writeNewFile(tmp, output.bytes) != nil {   // FileWrite.swift
                    viewc_interrupt_remove(slot)
                    discard()
                    throw DriverError("cannot write \(output.path): cannot create a file in \(PathNames.folder(of: path))")
                }
                staged.append((tmp, path, output.path, slot))
            case .device(let path):
                let fd = PathNames.withFileSystemPath(path) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
                if fd < 0 {
                    let why = String(cString: strerror(errno))
                    discard()
                    throw DriverError("cannot write \(output.path): \(why)")
                }
                opened.append((fd, output.path, output.bytes))
            case .descriptor:
                break
            }
        }
        // The outputs written as they were made are complete: a failure to close one (on a
        // network file system) is a failure to write it.
        for f in written.values {
            do { try f.close() } catch {
                discard()
                throw error
            }
        }
        let inOrder = written.sorted { $0.key < $1.key }.map(\.value)
        for (i, f) in inOrder.enumerated() {
            do { try f.rename() } catch {
                for s in staged { PathNames.withFileSystemPath(s.tmp) { _ = unlink($0) }; viewc_interrupt_remove(s.slot) }
                for rest in inOrder[i...] { rest.discard() }
                for o in opened { close(o.fd) }
                throw error
            }
        }
        for (i, s) in staged.enumerated()
        where PathNames.withFileSystemPath(s.tmp, { tmp in PathNames.withFileSystemPath(s.path) { rename(tmp, $0) } }) != 0 {
            let err = String(cString: strerror(errno))
            for rest in staged[i...] { PathNames.withFileSystemPath(rest.tmp) { _ = unlink($0) } }
            for s in staged { viewc_interrupt_remove(s.slot) }
            for o in opened { close(o.fd) }
            throw DriverError("cannot write \(s.shown == s.path ? s.path : "\(s.shown) (a link to \(s.path))"): \(err)")
        }
        for s in staged { viewc_interrupt_remove(s.slot) }
        var failure: DriverError?
        for o in opened {
            if failure == nil, let why = writeFully(o.fd, o.bytes) { failure = DriverError("cannot write \(o.path): \(why)") }
            close(o.fd)
        }
        if let f = failure { throw f }
        // Descriptors in the order given, standard output last.
        let fds = zip(outputs, targets).compactMap { o, t -> (Int32, String, [UInt8])? in
            if case .descriptor(let fd) = t { return (fd, o.path, o.bytes) }
            return nil
        }
        for (fd, path, bytes) in fds.sorted(by: { ($0.0 == 1 ? 1 : 0) < ($1.0 == 1 ? 1 : 0) }) {
            if fd == 1 { try writeStandardOutput(bytes); continue }
            if let why = writeFully(fd, bytes) { throw DriverError("cannot write \(path): \(why)") }
        }
    }
}

/// Temporary outputs removed on SIGINT, SIGTERM and SIGHUP.
public enum Interrupts {
    /// Installs the handler (CInterrupt): a signal that ends a compile or an embed
    /// removes the temporary files being written, and viewc ends by that signal (exit status
    /// 130, 143, 129 in a shell). Signals the process ignores stay ignored.
    public static func removeTemporaryFilesOnSignals() { viewc_interrupt_install() }

    /// Removes the temporary files and ends the process by `sig`, from a signal handler of
    /// another's (async-signal-safe: the C function only unlinks, resets and raises).
    public static func endBySignal(_ sig: Int32) { viewc_interrupt_fire(sig) }
}
