// An output written while it is made: a PNG's chunks as its bands finish (CairoBackend's
// PNGSink), straight into the temporary file beside the output that `writeOutputs` would
// otherwise write its bytes to at the end (Outputs.swift). Only the compressed chunk being
// filled is then in memory, never the file, which for a large drawing is several megabytes.
// The all-or-none rule is the same: the file is renamed into place with the other outputs once
// every one is made, and removed when anything fails (a render error, another output's
// refusal, a signal: it is noted in CInterrupt's table while it has a name) — also when it is
// let go without having been renamed (`deinit`), however the compile ends. Where the file
// system allows, it has no name at all until the outputs are written (O_TMPFILE): a process
// killed while it renders leaves nothing.

import CairoBackend
import CInterrupt
import FoundationEssentials
import Glibc
import ViewSupport
import ViewSyntax

public final class StagedFile: PNGSink, @unchecked Sendable {
    /// The temporary file, and the regular file it replaces once renamed.
    let tmp: String, path: String
    /// The output's path as given (in messages).
    let shown: String
    private var slot: Int32
    private var fd: Int32
    /// Renamed into place (or removed): nothing left to clean up.
    private var done = false
    /// How many of a compile's outputs are staged at most (the pipeline's choice).
    static let most = 32

    /// The staged file of output `shown` (`index`: its place among the compile's outputs) when
    /// it is a regular file, new or to be replaced (`Driver.outputTarget`); nil when it is
    /// anything else or no file can be made beside it, and then the output's bytes are kept
    /// and written by `writeOutputs` as any output's are, which also reports what it cannot do.
    static func stage(_ shown: String, index: Int) -> StagedFile? {
        guard case .file(let path)? = try? Driver.outputTarget(shown) else { return nil }
        let tmp = Driver.stagingName(path, "s\(index)")
        // A file with no name in the output's folder where the file system makes one: it gets
        // its name only when the outputs are written, so that however the process ends while
        // it renders (SIGKILL, a file size limit's signal, a crash) nothing is left behind.
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let unnamed = PathNames.withFileSystemPath(folder) { viewc_open_unnamed($0) }
        if unnamed >= 0 { return StagedFile(tmp: tmp, path: path, shown: shown, slot: -1, fd: unnamed, named: false) }
        // Noted before it exists: a signal from here on removes it.
        let slot = viewc_interrupt_add(tmp)
        let fd = Driver.createNewFile(tmp)
        guard fd >= 0 else {
            viewc_interrupt_remove(slot)
            return nil
        }
        return StagedFile(tmp: tmp, path: path, shown: shown, slot: slot, fd: fd, named: true)
    }

    /// Whether the file has its temporary name on disk (else it is unnamed until `rename`).
    private var named: Bool

    private init(tmp: String, path: String, shown: String, slot: Int32, fd: Int32, named: Bool) {
        self.tmp = tmp; self.path = path; self.shown = shown; self.slot = slot; self.fd = fd; self.named = named
    }

    deinit { discard() }

    public var heldBytes: Int { 0 }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard fd >= 0 else { throw DriverError("cannot write \(shown): its file is already closed") }
        if let why = writeFully(fd, bytes) { throw DriverError("cannot write \(shown): \(why)") }
    }

    public func restart() throws {
        guard fd >= 0 else { throw DriverError("cannot write \(shown): its file is already closed") }
        if ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0 {
            throw DriverError("cannot write \(shown): \(String(cString: strerror(errno)))")
        }
    }

    /// Closes the file once all of it is written (a failure to, on a network file system, is
    /// a failure to write it).
    func close() throws {
        guard fd >= 0 else { return }
        if !named { try giveName() }
        let status = Glibc.close(fd)
        fd = -1
        if status != 0 { throw DriverError("cannot write \(shown): \(String(cString: strerror(errno)))") }
    }

    /// An unnamed file gets its temporary name (noted, so that a signal from here on removes
    /// it) once it is whole, as the outputs are written; then it is renamed as a named one is.
    private func giveName() throws {
        slot = viewc_interrupt_add(tmp)
        var linked = PathNames.withFileSystemPath(tmp) { viewc_link_unnamed(fd, $0) }
        if linked != 0 && errno == EEXIST {
            PathNames.withFileSystemPath(tmp) { _ = unlink($0) }
            linked = PathNames.withFileSystemPath(tmp) { viewc_link_unnamed(fd, $0) }
        }
        guard linked == 0 else {
            let err = String(cString: strerror(errno))
            if slot >= 0 { viewc_interrupt_remove(slot) }
            slot = -1
            throw DriverError("cannot write \(shown): \(err)")
        }
        named = true
    }

    /// Renames the file into place; throws why it could not (the file is then still staged).
    func rename() throws {
        try close()
        if PathNames.withFileSystemPath(tmp, { t in PathNames.withFileSystemPath(path) { Glibc.rename(t, $0) } }) != 0 {
            let err = String(cString: strerror(errno))
            throw DriverError("cannot write \(shown == path ? path : "\(shown) (a link to \(path))"): \(err)")
        }
        done = true
        if slot >= 0 { viewc_interrupt_remove(slot) }
    }

    /// Removes the file, unless it was renamed into place.
    func discard() {
        if fd >= 0 { Glibc.close(fd); fd = -1 }
        guard !done else { return }
        done = true
        // An unnamed file is gone with its descriptor.
        if named { PathNames.withFileSystemPath(tmp) { _ = unlink($0) } }
        if slot >= 0 { viewc_interrupt_remove(slot) }
    }
}
