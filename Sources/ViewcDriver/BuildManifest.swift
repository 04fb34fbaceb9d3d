// What a build remembers between runs, in its output folder (`.viewc-build.json`): for each
// source (by output path), the files its last successful build read and a fingerprint of the
// options it was built with. An entry goes when its source fails or turns out to draw nothing,
// so that it is looked at again next time; entries of sources not in this build are kept.

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
        if let data = FileManager.default.contents(atPath: path),
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
        try? Driver.writeAll([(path, [UInt8](data))])
    }
}
