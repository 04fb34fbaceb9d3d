// Writing one new file with plain POSIX calls. Foundation's FileManager.createFile writes
// "atomically" on its own — a second temporary file, an fsync and a rename — which the driver
// already does around it (writeAll): measured on a batch of 1,000 small drawings, the fsyncs
// made the build wait on the disk for most of its time. Outputs are not fsync'ed, as
// compilers' outputs are not; the rename keeps a reader from ever seeing half a file.

import FoundationEssentials
import Glibc
import ViewSyntax

extension Driver {
    /// Creates `path` (it must not exist: a stale one is removed first) with `bytes`,
    /// mode 0666 less the umask. Returns nil, or why it failed.
    static func writeNewFile(_ path: String, _ bytes: [UInt8]) -> String? {
        let fd = createNewFile(path)
        if fd < 0 { return String(cString: strerror(errno)) }
        return PathNames.withFileSystemPath(path) { path in
            if let why = writeFully(fd, bytes) {
                close(fd)
                unlink(path)
                return why
            }
            if close(fd) != 0 {
                let why = String(cString: strerror(errno))
                unlink(path)
                return why
            }
            return nil
        }
    }

    /// Creates `path` for writing (it must not exist: a stale one is removed first), mode 0666
    /// less the umask: its descriptor, or -1 with errno saying why.
    static func createNewFile(_ path: String) -> Int32 {
        PathNames.withFileSystemPath(path) { path in
            var fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0 && errno == EEXIST {
                unlink(path)
                fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            return fd
        }
    }

    /// The temporary file an output at `path` is written to before it is renamed into place:
    /// beside it (named from the path as written: no working directory needed), hidden, and
    /// told apart from the others of this process by `tag`.
    static func stagingName(_ path: String, _ tag: String) -> String {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? "", name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return dir + ".\(name).\(getpid())-\(tag).tmp"
    }
}
