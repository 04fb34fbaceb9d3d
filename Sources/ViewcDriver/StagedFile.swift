// An output written while it is made: a PNG's chunks as its bands finish (CairoBackend's
// PNGSink), straight into the temporary file beside the output that `writeOutputs` would
// otherwise write its bytes to at the end (Outputs.swift). Only the compressed chunk being
// filled is then in memory, never the file, which for a large drawing is several megabytes.
// The all-or-none rule is the same: the file is renamed into place with the other outputs once
// every one is made, and removed when anything fails (a render error, another output's
// refusal, a signal: it is noted in CInterrupt's table while it exists) — also when it is let
// go without having been renamed (`deinit`), however the compile ends.

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
    private let slot: Int32
    private var fd: Int32
    /// Renamed into place (or removed): nothing left to clean up.
    private var done = false

    /// The staged file of output `shown` (`index`: its place among the compile's outputs) when
    /// it is a regular file, new or to be replaced (`Driver.outputTarget`); nil when it is
    /// anything else or no file can be made beside it, and then the output's bytes are kept
    /// and written by `writeOutputs` as any output's are, which also reports what it cannot do.
    static func stage(_ shown: String, index: Int) -> StagedFile? {
        guard case .file(let path)? = try? Driver.outputTarget(shown) else { return nil }
        let tmp = Driver.stagingName(path, "s\(index)")
        // Noted before it exists: a signal from here on removes it.
        let slot = viewc_interrupt_add(tmp)
        let fd = Driver.createNewFile(tmp)
        guard fd >= 0 else {
            viewc_interrupt_remove(slot)
            return nil
        }
        return StagedFile(tmp: tmp, path: path, shown: shown, slot: slot, fd: fd)
    }

    private init(tmp: String, path: String, shown: String, slot: Int32, fd: Int32) {
        self.tmp = tmp; self.path = path; self.shown = shown; self.slot = slot; self.fd = fd
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
        let status = Glibc.close(fd)
        fd = -1
        if status != 0 { throw DriverError("cannot write \(shown): \(String(cString: strerror(errno)))") }
    }

    /// Renames the file into place; throws why it could not (the file is then still staged).
    func rename() throws {
        try close()
        if PathNames.withFileSystemPath(tmp, { t in PathNames.withFileSystemPath(path) { Glibc.rename(t, $0) } }) != 0 {
            let err = String(cString: strerror(errno))
            throw DriverError("cannot write \(shown == path ? path : "\(shown) (a link to \(path))"): \(err)")
        }
        done = true
        viewc_interrupt_remove(slot)
    }

    /// Removes the file, unless it was renamed into place.
    func discard() {
        if fd >= 0 { Glibc.close(fd); fd = -1 }
        guard !done else { return }
        done = true
        PathNames.withFileSystemPath(tmp) { _ = unlink($0) }
        viewc_interrupt_remove(slot)
    }
}
