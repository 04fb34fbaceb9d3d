// The front end's machine code let go before a large drawing is rendered. The statically linked
// executable's code is one read-only mapping of the file; each page a run touches is resident
// (with the 64 KB around it the kernel maps on a fault) and counts in the process's resident
// size until the process ends: after a 10,000-path drawing is read, checked, evaluated and
// lowered, 6.3 MB of it (C's cairo program: 4.3 MB of file pages in all). The render needs
// part of that code — cairo, pixman, zlib and the backend — so the mapping's pages are handed
// back (madvise MADV_DONTNEED) once the drawing is lowered and its trees taken apart, and the
// render faults in again only what it runs: 3.3 MB of code resident while the hard bench
// scene's PNG is drawn (in some runs 6 MB: how much the kernel maps around each fault varies
// with the page cache), a few hundred page faults of pages still in the page cache. The
// code is never written (no text relocations: the executable is not position-independent), so
// the pages read again are the same; only the executable's own mapping is touched, never the
// data's or a library's. Only the viewc command does it (`releasesBeforeRendering`), and only
// for a large input (`Pipeline.largeInput`), where cairo's memory makes the peak; a small
// compile would pay the faults for nothing.

import FoundationEssentials
import Glibc

public enum CodePages {
    /// Set by the viewc executable before it compiles (a library's host keeps its code).
    nonisolated(unsafe) public static var releasesBeforeRendering = false

    /// Hands back the resident pages of the executable's code mappings; how many bytes of
    /// mappings were told (0 when none was found).
    @discardableResult
    public static func releaseExecutableCode() -> Int {
        var link = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &link, link.count - 1)
        guard n > 0 else { return 0 }
        let exe = Array(link[0..<n].map { UInt8(bitPattern: $0) })
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        var maps: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            maps += buffer[0..<got]
        }
        close(fd)
        var told = 0
        // Lines: `start-end perms offset dev inode   path`.
        for line in maps.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1].elementsEqual("r-xp".utf8) else { continue }
            let path = fields[5].drop { $0 == UInt8(ascii: " ") }
            guard path.elementsEqual(exe) else { continue }
            let range = fields[0].split(separator: UInt8(ascii: "-"))
            guard range.count == 2, let start = UInt(String(decoding: range[0], as: UTF8.self), radix: 16),
                  let end = UInt(String(decoding: range[1], as: UTF8.self), radix: 16), end > start,
                  let address = UnsafeMutableRawPointer(bitPattern: start) else { continue }
            if madvise(address, Int(end - start), MADV_DONTNEED) == 0 { told += Int(end - start) }
        }
        return told
    }
}
