// Interned names: every identifier in the files of one compile is a small integer, so that
// the tree stores no strings and later stages compare names as numbers. A table belongs to
// one compile (the main file and its imports share it); compiles on other threads have their
// own.

/// An interned name.
public struct Name: Hashable, Sendable, Comparable {
    public let raw: Int32
    @inlinable public init(raw: Int32) { self.raw = raw }
    public static func < (a: Name, b: Name) -> Bool { a.raw < b.raw }
}

/// The names of one compile: bytes to ids and back. Not locked: one compile uses it at a time.
public final class NameTable: @unchecked Sendable {
    /// Each name's text.
    @exclusivity(unchecked) public private(set) var strings: [String] = []
    /// Each name's length in bytes (ranges of names are computed from it).
    @exclusivity(unchecked) public private(set) var byteLengths: [Int32] = []
    /// The names' bytes, one after another (to compare a candidate without making a String).
    @exclusivity(unchecked) private var pool: [UInt8] = []
    @exclusivity(unchecked) private var poolStarts: [Int32] = []
    /// Open addressing: slot -> name id + 1 (0 empty).
    @exclusivity(unchecked) private var slots: [Int32]
    @exclusivity(unchecked) private var hashes: [UInt32] = []

    /// The keywords, interned first so that their ids are 0..<keywords.count.
    public static let keywords = ["let", "if", "else", "for", "in", "import", "true", "false"]

    public init() {
        slots = Array(repeating: 0, count: 256)
        // Room for the names of a small file (each array grown from empty took an allocation
        // and a copy per doubling, for each of the first names).
        strings.reserveCapacity(128); byteLengths.reserveCapacity(128); poolStarts.reserveCapacity(128)
        hashes.reserveCapacity(128); pool.reserveCapacity(1024)
        for k in NameTable.keywords { _ = intern(k) }
    }

    public var count: Int { strings.count }

    /// (Inlinable: the checker reads names for every labelled argument it matches.)
    @inlinable public subscript(_ n: Name) -> String { strings[Int(n.raw)] }

    /// The id of `text`, adding it when new.
    public func intern(_ text: String) -> Name {
        var t = text
        return t.withUTF8 { intern(UnsafeBufferPointer(rebasing: $0[...])) }
    }

    /// The id of `text`, if it is known.
    public func lookup(_ text: String) -> Name? {
        var t = text
        return t.withUTF8 { b in find(b, NameTable.hash(b)).id }
    }

    /// Where `b` is in the table (its id), or the empty slot it would take.
    @inline(__always)
    private func find(_ b: UnsafeBufferPointer<UInt8>, _ h: UInt32) -> (id: Name?, slot: Int) {
        var s = Int(h) & (slots.count - 1)
        while slots[s] != 0 {
            let id = Int(slots[s] - 1)
            if hashes[id] == h && equal(id, b) { return (Name(raw: Int32(id)), s) }
            s = (s + 1) & (slots.count - 1)
        }
        return (nil, s)
    }

    /// FNV-1a, a byte at a time: the lexer hashes a name's bytes in the loop that finds its end
    /// (`hashSeed`, then `hashStep` per byte) and hands the hash in.
    @inline(__always) public static var hashSeed: UInt32 { 2_166_136_261 }
    @inline(__always) public static func hashStep(_ h: UInt32, _ c: UInt8) -> UInt32 { (h ^ UInt32(c)) &* 16_777_619 }

    @inline(__always)
    static func hash(_ b: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h = hashSeed
        for c in b { h = hashStep(h, c) }
        return h
    }

    @inline(__always)
    private func equal(_ id: Int, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = Int(byteLengths[id])
        if n != b.count { return false }
        let s = Int(poolStarts[id])
        // Names are short: eight bytes at a time, then the rest, in line (a call to memcmp
        // costs more than most names take to compare).
        return pool.withUnsafeBufferPointer { p in
            let x = UnsafeRawPointer(p.baseAddress! + s), y = UnsafeRawPointer(b.baseAddress!)
            var k = 0
            while k + 8 <= n {
                if x.loadUnaligned(fromByteOffset: k, as: UInt64.self) != y.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
                k += 8
            }
            while k < n {
                if x.load(fromByteOffset: k, as: UInt8.self) != y.load(fromByteOffset: k, as: UInt8.self) { return false }
                k += 1
            }
            return true
        }
    }

    /// The id of the name spelled by `b`, adding it when new.
    public func intern(_ b: UnsafeBufferPointer<UInt8>) -> Name {
        intern(b, hash: NameTable.hash(b))
    }

    /// `intern(_:)` with the bytes' hash (`hashSeed` and `hashStep`) already worked out.
    public func intern(_ b: UnsafeBufferPointer<UInt8>, hash h: UInt32) -> Name {
        let (found, s) = find(b, h)
        if let found { return found }
        let id = strings.count
        strings.append(String(decoding: b, as: UTF8.self))
        byteLengths.append(Int32(b.count))
        poolStarts.append(Int32(pool.count))
        pool.append(contentsOf: b)
        hashes.append(h)
        slots[s] = Int32(id + 1)
        if strings.count * 2 > slots.count { grow() }
        return Name(raw: Int32(id))
    }

    private func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for id in 0..<strings.count {
            var s = Int(hashes[id]) & (slots.count - 1)
            while slots[s] != 0 { s = (s + 1) & (slots.count - 1) }
            slots[s] = Int32(id + 1)
        }
    }
}

import FoundationEssentials
import Glibc
