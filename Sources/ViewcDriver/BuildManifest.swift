// What a build remembers between runs, in its output folder (`.viewc-build.json`): for each
// source (by output path), the files its last successful build read and a fingerprint of the
// options it was built with. An entry goes when its source fails or turns out to draw nothing,
// so that it is looked at again next time; entries of sources not in this build are kept.
// The record is read and written only as a regular file of its own: never through a symlink.

import FoundationEssentials
import Glibc

final class BuildManifest: @unchecked Sendable {
    struct Entry: Codable, Equatable {
        /// The options and compiler the outputs were made with (Driver.fingerprint).
        var stamp: String
        /// Every file the compile read, absolute.
        var inputs: [String]
        /// The -D names the file declares (so that an up-to-date build still knows them).
        var usedDefines: [String]
    }

    struct Contents: Codable {
        var version: Int
        var entries: [String: Entry]
    }

    static let fileName = ".viewc-build.json"
    let path: String
    /// As read at the start; not changed while the build runs, so threads may read it freely.
    private let loaded: [String: Entry]

    init(outDir: String) {
        path = URL(fileURLWithPath: outDir).appendingPathComponent(BuildManifest.fileName).path
        if let data = BuildManifest.read(path),
           let c = try? JSONDecoder().decode(Contents.self, from: data), c.version == 1 {
            loaded = c.entries
        } else {
            loaded = [:]   // none yet, or unreadable: everything is built
        }
    }

    func entry(_ stem: String) -> Entry? { loaded[stem] }

    /// Writes the manifest (atomically) when anything changed.
    func save(updating new: [String: Entry], removing gone: Set<String>) {
        var all = loaded
        for stem in gone { all[stem] = nil }
        for (stem, e) in new { all[stem] = e }
        if all == loaded { return }
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? enc.encode(Contents(version: 1, entries: all)) else { return }
        try? Driver.makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        // Not Driver.writeAll, which writes through a symlink to the file it names: the record
        // is the build's own file in its output folder, and a link put in its place (to a
        // file of someone's elsewhere) must not make the build overwrite that file. A new
        // file beside it is renamed over the name, which replaces a link rather than following it.
        let tmp = path + ".\(getpid()).tmp"
        guard Driver.writeNewFile(tmp, [UInt8](data)) == nil else { return }
        if rename(tmp, path) != 0 { unlink(tmp) }
    }

    /// The record's bytes, if it is a regular file (not followed through a symlink, not a FIFO
    /// that would block the read, nor a device without end) of at most 256 MiB.
    static func read(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
              let bytes = try? InputSize.readSource(fd, limit: InputSize.defaultLimit, name: path) else { return nil }
        defer { bytes.deallocate() }
        return Data(bytes)
    }
}
