// ViewSupport — what every stage of viewc shares and none owns: source files and the ranges
// into them (here), diagnostics (Diagnostics.swift), and what the compiler needs of Foundation
// proper, written on Glibc (Support.swift, PathNames.swift). It depends on nothing of ours, so
// that the IR and the backend carry ranges, report diagnostics and take locks without the
// parser; ViewSyntax re-exports it to the stages above.
//
// A source file is its UTF-8 bytes. Locations are byte offsets; lines and columns (columns
// count Unicode scalars) are computed only when a diagnostic or a dump asks for them. A
// `SourceRange` is a small trivial value — a file id and two 32-bit offsets — so copying one
// costs nothing; the id finds its file through a registry of live files, which is safe to use
// from several compiles on several threads at once.

import FoundationEssentials
import Glibc

/// A `.view` source: its bytes and the name it is reported under.
public final class SourceFile: @unchecked Sendable {
    /// The path as given (or `<stdin>`), used in diagnostics.
    public let path: String
    /// The resolved absolute path on disk, when the text came from a file (imports are
    /// resolved against it); nil for stdin and `-D` values.
    public let absolutePath: String?
    /// The file's bytes, as read: not necessarily valid UTF-8 (the parser reports where not).
    /// Valid as long as the file is alive (and, once its text is set aside, once the registry
    /// has handed the file out again: see `setTextAside`).
    public let bytes: UnsafeBufferPointer<UInt8>
    /// This file's id in the registry; ranges refer to the file by it.
    public let id: UInt32
    /// Byte offsets where each line starts, found when a line or column is first asked for
    /// (most compiles never ask: a 100,000-path drawing has a million lines, 4 MB of offsets).
    var lineStarts: [Int32] {
        linesLock.lock(); defer { linesLock.unlock() }
        if let s = foundLineStarts { return s }
        // From the text itself, read back first if it was set aside.
        _ = hasText()
        let s = SourceFile.lineStarts(bytes)
        foundLineStarts = s
        return s
    }
    private var foundLineStarts: [Int32]?
    private let linesLock = Lock()
    /// The first byte that is not UTF-8 text (an invalid or truncated sequence, or a NUL)
    /// and how many bytes the bad sequence spans; nil when the whole file is text.
    public let invalidText: (offset: Int, length: Int)?

    /// The largest file offsets can address.
    public static let maxSize = Int(Int32.max) - 1

    /// Takes ownership of `storage` (allocated with `UnsafeMutableBufferPointer.allocate`).
    public init(path: String, adopting storage: UnsafeMutableBufferPointer<UInt8>, absolutePath: String? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        // A file longer than offsets can address is cut (the driver refuses such files first).
        let b = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(storage)[..<min(storage.count, SourceFile.maxSize)])
        self.bytes = b
        self.id = SourceRegistry.shared.nextID()
        self.invalidText = UTF8Check.firstInvalid(b)
        SourceRegistry.shared.add(self)
    }

    /// A file read in windows (`readsInWindows`), its text checked and fingerprinted as it is
    /// read once through.
    private init(path: String, absolutePath: String, reopening: String, windowed w: Window, bytes b: UnsafeBufferPointer<UInt8>,
                 invalidText: (offset: Int, length: Int)?, fingerprint: UInt64) {
        self.path = path
        self.absolutePath = absolutePath
        self.bytes = b
        self.id = SourceRegistry.shared.nextID()
        self.invalidText = invalidText
        window = w
        aside = (reopening, fingerprint)
        SourceRegistry.shared.add(self)
    }

    /// A copy of `bytes`.
    public convenience init<C: Collection>(path: String, bytes: C, absolutePath: String? = nil) where C.Element == UInt8 {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        let copied = bytes.withContiguousStorageIfAvailable { src -> Int in
            if let s = src.baseAddress, src.count > 0 { storage.baseAddress!.initialize(from: s, count: src.count) }
            return src.count
        } ?? { () -> Int in
            var i = 0
            for c in bytes { storage[i] = c; i += 1 }
            return i
        }()
        self.init(path: path, adopting: UnsafeMutableBufferPointer(rebasing: storage[..<copied]), absolutePath: absolutePath)
    }

    public convenience init(path: String, text: String, absolutePath: String? = nil) {
        self.init(path: path, bytes: Array(text.utf8), absolutePath: absolutePath)
    }

    /// Where each line of `b` starts.
    static func lineStarts(_ b: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = [0]
        if let base = b.baseAddress {
            var i = 0
            while i < b.count {
                guard let p = memchr(base + i, 0x0A, b.count - i) else { break }
                i = base.distance(to: p.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(Int32(i))
            }
        }
        return starts
    }

    deinit {
        SourceRegistry.shared.remove(id)
        if let w = window {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), w.mapped)
            close(w.fd)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }

    // MARK: Text read in windows

    /// How a file read in windows is read again: the descriptor it was read from (the same
    /// file, whatever a rename does to its path meanwhile), and its size and modification time
    /// then, which every later read checks (a file changed in place is a file gone).
    struct Window {
        let fd: Int32
        let size: Int
        let modified: timespec
        /// The buffer's mapping (anonymous: text never read in, or handed back, reads as zeros
        /// and takes no memory).
        let mapped: Int

        /// Reads the file's bytes `r` into the buffer at the same offsets.
        func read(into base: UnsafeMutablePointer<UInt8>, _ r: Range<Int>) -> Bool {
            var at = r.lowerBound
            while at < r.upperBound {
                let n = pread(fd, base + at, r.upperBound - at, off_t(at))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                at += n
            }
            return true
        }

        /// Whether the file is as long, and as last modified, as when it was first read.
        func unchanged() -> Bool {
            var st = stat()
            return fstat(fd, &st) == 0 && Int(st.st_size) == size && st.st_mtim.tv_sec == modified.tv_sec
                && st.st_mtim.tv_nsec == modified.tv_nsec
        }
    }
    private var window: Window?
    private var windowed = false

    /// Bytes a window is: what is read in, checked and let go at a time.
    public static let windowBytes = 1 << 20

    /// A regular file of `size` bytes, open as `fd`, read in windows: read once through (its
    /// text checked, `invalidText`, and fingerprinted as `setTextAside` does) with only its
    /// first window kept, so that the text is never resident whole; the parser then reads the
    /// rest a window at a time (`readIn`, `letGo`: Parser.scanBlock, DeferredBodyParser) and
    /// reads it back whole where it must (`readTextBack`). The text set aside from the start:
    /// any diagnostic or place reads it back first (`SourceRange.file`). Nil when the file is
    /// not read as it was measured (it grew, shrank, or could not be read): the caller reads it
    /// whole.
    /// `reopening` is the path as `setTextAside(reopening:)` will be given it.
    public static func readingInWindows(path: String, absolutePath: String, reopening: String, fd: Int32, size: Int) -> SourceFile? {
        guard size > 0, size <= maxSize else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) == size else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapped = (size + page - 1) & ~(page - 1)
        guard let m = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0), m != MAP_FAILED else { return nil }
        let base = m.assumingMemoryBound(to: UInt8.self)
        let own = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        guard own >= 0 else { munmap(m, mapped); return nil }
        let w = Window(fd: own, size: size, modified: st.st_mtim, mapped: mapped)
        func fail() -> SourceFile? { munmap(m, mapped); close(own); return nil }
        let all = UnsafeBufferPointer(start: UnsafePointer(base), count: size)
        var print = Fingerprint(count: size)
        var checked = 0, bad: (offset: Int, length: Int)?
        var at = 0
        while at < size {
            let end = min(size, at + windowBytes)
            guard w.read(into: base, at..<end) else { return fail() }
            print.add(all, at..<end)
            // Checked to the window's end; a sequence cut by it is checked again with the next.
            if bad == nil, let b = UTF8Check.firstInvalid(UnsafeBufferPointer(rebasing: all[checked..<end])) {
                if checked + b.offset + b.length == end && end < size { checked += b.offset } else { bad = (checked + b.offset, b.length); checked = end }
            } else {
                checked = end
            }
            // The first window stays (the file's beginning is parsed first), and what a cut
            // sequence needs.
            let keep = min(checked, end) & ~(page - 1)
            let from = max(windowBytes, at & ~(page - 1))
            if keep > from { _ = madvise(base + from, keep - from, Int32(MADV_DONTNEED)) }
            at = end
        }
        // As long as it was: a file that grew meanwhile is read whole.
        var more: UInt8 = 0
        guard pread(own, &more, 1, off_t(size)) == 0, w.unchanged() else { return fail() }
        let tail = (min(size, windowBytes) + page - 1) & ~(page - 1)
        if mapped > tail { _ = madvise(base + tail, mapped - tail, Int32(MADV_DONTNEED)) }
        let file = SourceFile(path: path, absolutePath: absolutePath, reopening: reopening, windowed: w, bytes: all, invalidText: bad, fingerprint: print.value)
        file.windowed = true
        return file
    }

    /// Whether the text is read in windows (`readingInWindows`) and not read back whole since:
    /// only what `readIn` read (and not let go) is there, the rest reads as zeros.
    public var readsInWindows: Bool {
        textLock.lock(); defer { textLock.unlock() }
        return windowed && !textLost
    }

    /// Reads the text of `range` in (its whole pages) from the file; false when the file is
    /// not the one read before (it then counts as gone, as `setTextAside` says).
    public func readIn(_ range: Range<Int>) -> Bool {
        textLock.lock(); defer { textLock.unlock() }
        guard !textLost else { return false }
        guard windowed, let w = window else { return true }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let from = max(0, range.lowerBound) & ~(page - 1), to = min(bytes.count, range.upperBound)
        guard from < to else { return true }
        if !w.read(into: UnsafeMutablePointer(mutating: bytes.baseAddress!), from..<to) || !w.unchanged() {
            textLost = true
            return false
        }
        return true
    }

    /// Hands the whole pages of `range` back (read in windows only; they read as zeros until
    /// read in again).
    public func letGo(_ range: Range<Int>) {
        textLock.lock(); defer { textLock.unlock() }
        guard windowed, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + max(0, range.lowerBound) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + min(bytes.count, range.upperBound)) & ~(page - 1)
        if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, Int32(MADV_DONTNEED)) }
    }

    /// FNV-1a over 8-byte words, as `fingerprint` computes it, given the text a window at a
    /// time (each window but the last a multiple of 8 bytes long).
    struct Fingerprint {
        private(set) var value: UInt64
        init(count: Int) { value = 0xcbf2_9ce4_8422_2325 ^ UInt64(count) }
        mutating func add(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) {
            guard let base = b.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var h = value
            var i = r.lowerBound
            while i + 8 <= r.upperBound {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x100_0000_01b3
                h ^= h >> 32
                i += 8
            }
            while i < r.upperBound {
                h = (h ^ UInt64(b[i])) &* 0x100_0000_01b3
                i += 1
            }
            value = h
        }
    }

    /// The text set aside (`setTextAside`): the file to read it from again and its fingerprint;
    /// `textLost` once it could not be read back as it was. Guarded by `textLock`.
    private var aside: (path: String, fingerprint: UInt64)?
    private var textLost = false
    private let textLock = Lock()

    /// Lets the memory of the text go until a diagnostic needs it (the driver's compile does,
    /// for a large input, before it renders: only a located render error reads the text then).
    /// The text's whole pages are handed back to the system (`madvise`; the buffer stays
    /// mapped, `bytes` keeps its address); the next time the registry hands the file out
    /// (`SourceRange.file`, which every diagnostic and place goes through) it reads `path`
    /// again into the same buffer. When that is not the text read before (the file changed or
    /// went away meanwhile: same length and fingerprint, or not), the file counts as gone: the
    /// registry no longer finds it, and a diagnostic in it is printed without a place, as one
    /// about no file is. Call it only when nothing reads `bytes` directly any more (the front
    /// end is done); a file that did not come from disk, or is not a regular file of the
    /// length read (a pipe, a device), is left as it is.
    ///
    /// With `before`, only the text before that offset is let go (its whole pages): the deferred
    /// canvas body of a large drawing, read once from front to back, hands back what it has read
    /// as it goes, so that a 55 MB file is never resident whole; a later call lets more go. The
    /// fingerprint is taken at the first call, from the whole text.
    public func setTextAside(reopening path: String, before offset: Int? = nil) {
        guard absolutePath != nil, let base = bytes.baseAddress, bytes.count > 0 else { return }
        textLock.lock(); defer { textLock.unlock() }
        guard !textLost else { return }
        if let a = aside {
            if a.path != path { return }
        } else {
            var st = stat()
            guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) == bytes.count else { return }
            aside = (path, SourceFile.fingerprint(bytes))
        }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + min(bytes.count, max(0, offset ?? bytes.count))) & ~(page - 1)
        if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, Int32(MADV_DONTNEED)) }
    }

    /// Whether the text is set aside now (not read back since).
    public var isTextAside: Bool {
        textLock.lock(); defer { textLock.unlock() }
        return aside != nil
    }

    /// Reads the text back if it was set aside; false when it is gone (the file changed or went
    /// away since: see `setTextAside`). What reads `bytes` directly once the text may have been
    /// set aside (a parse of the whole file again) calls it first.
    public func readTextBack() -> Bool { hasText() }

    /// Whether the text is there to read: read back first if it was set aside.
    func hasText() -> Bool {
        textLock.lock(); defer { textLock.unlock() }
        if let a = aside {
            aside = nil
            if windowed, let w = window {
                // From the descriptor read first: the text compiled, even if the path now names another file.
                windowed = false
                textLost = !(w.read(into: UnsafeMutablePointer(mutating: bytes.baseAddress!), 0..<bytes.count) && w.unchanged()
                             && SourceFile.fingerprint(bytes) == a.fingerprint)
            } else {
                textLost = !readBack(a.path, a.fingerprint)
            }
        }
        return !textLost
    }

    /// Reads the file at `path` into `bytes`; whether it held exactly the text set aside.
    private func readBack(_ path: String, _ fingerprint: UInt64) -> Bool {
        // Not blocking: should a pipe have taken the file's place, its open must not wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
        let buffer = UnsafeMutableRawPointer(mutating: bytes.baseAddress!)
        var got = 0
        while got < bytes.count {
            let n = read(fd, buffer + got, bytes.count - got)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            got += n
        }
        var more: UInt8 = 0
        while true {
            let n = read(fd, &more, 1)
            if n < 0 && errno == EINTR { continue }
            if n != 0 { return false }   // longer than it was (or unreadable)
            break
        }
        return SourceFile.fingerprint(bytes) == fingerprint
    }

    /// A 64-bit hash of the bytes and their count (FNV-1a over 8-byte words), to tell a text
    /// read back from one that changed.
    static func fingerprint(_ b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var f = Fingerprint(count: b.count)
        f.add(b, 0..<b.count)
        return f.value
    }

    /// 1-based line and column of a byte offset; the column counts Unicode scalars.
    public func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
        let o = max(0, min(offset, bytes.count))
        let starts = lineStarts
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(starts[mid]) <= o { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, scalarsOnLine(lo, before: o) + 1)
    }

    /// On a line longer than this many bytes, the scalars before every multiple of it are
    /// counted once (`lineMarks`, 4 bytes for every 64 of the line), so that a column costs at
    /// most this many bytes: counted from the line's start each time, the locations of a 1 MB
    /// line (a dump has two for each node) would make the dump quadratic in its length.
    static let markStride = 64

    /// Scalars before byte `offset` on the 0-based line `line` (which holds it).
    func scalarsOnLine(_ line: Int, before offset: Int) -> Int {
        let start = Int(lineStarts[line])
        guard offset - start > SourceFile.markStride else { return scalarCount(start, offset) }
        marksLock.lock(); defer { marksLock.unlock() }
        let marks = lineMarks(line)
        let k = min((offset - start) / SourceFile.markStride, marks.count - 1)
        bytesCountedForColumns += offset - (start + k * SourceFile.markStride)
        return Int(marks[k]) + scalarCount(start + k * SourceFile.markStride, offset)
    }

    /// For a long line: the scalars before each multiple of `markStride` bytes from its start
    /// (`marks[k]`: before byte start + k × stride), made when a column on it is first asked for.
    private var marks: [Int: [Int32]] = [:]
    private let marksLock = Lock()
    /// The bytes read to find columns on long lines (their marks, and from a mark on): what
    /// the tests hold to the line's length plus a stride for each column asked for.
    private(set) var bytesCountedForColumns = 0
    private func lineMarks(_ line: Int) -> [Int32] {
        if let m = marks[line] { return m }
        let starts = lineStarts
        let start = Int(starts[line])
        let end = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
        var m: [Int32] = [0]
        var at = start, n = 0
        while at + SourceFile.markStride <= end {
            n += scalarCount(at, at + SourceFile.markStride)
            at += SourceFile.markStride
            m.append(Int32(n))
        }
        bytesCountedForColumns += at - start
        marks[line] = m
        return m
    }

    /// How many scalars start in `bytes[from..<to]` (continuation bytes do not start one).
    func scalarCount(_ from: Int, _ to: Int) -> Int {
        guard let base = bytes.baseAddress, from < to else { return 0 }
        var n = 0
        var i = from
        while i < to { if base[i] & 0xC0 != 0x80 { n += 1 }; i += 1 }
        return n
    }

    /// Byte offsets of a 1-based line, without its newline (and a CR before it); nil past the end.
    func lineBounds(_ line: Int) -> (start: Int, end: Int)? {
        let starts = lineStarts
        guard line >= 1 && line <= starts.count else { return nil }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return (start, max(start, end))
    }

    /// The text of a 1-based line, without its newline.
    public func lineText(_ line: Int) -> String {
        guard let (s, e) = lineBounds(line) else { return "" }
        return SourceFile.printable(bytes[s..<e])
    }

    /// The text of a range (invalid bytes shown as U+FFFD).
    public func text(_ range: SourceRange) -> String {
        SourceFile.printable(bytes[max(0, min(range.start, bytes.count))..<max(0, min(range.end, bytes.count))])
    }

    /// Bytes as text for messages: invalid UTF-8 and NUL bytes become U+FFFD.
    static func printable<C: Collection>(_ b: C) -> String where C.Element == UInt8 {
        let s = String(decoding: b, as: UTF8.self)
        return b.contains(0) ? s.replacingAll("\u{0}", with: "\u{FFFD}") : s
    }
}

/// The files alive in this process, by id, so that a `SourceRange` can be a plain value. The
/// registry holds them weakly: whatever carries ranges into a file (a syntax tree, a
/// diagnostic, an evaluated document, an IR document) keeps the file itself alive.
public final class SourceRegistry: @unchecked Sendable {
    public static let shared = SourceRegistry()
    private struct Weak { weak var file: SourceFile? }
    private var files: [UInt32: Weak] = [:]
    private var next: UInt32 = 1
    private let lock = Lock()

    func nextID() -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        let id = next
        next = next == UInt32.max ? 1 : next + 1
        return id
    }
    func add(_ f: SourceFile) {
        lock.lock(); defer { lock.unlock() }
        files[f.id] = Weak(file: f)
    }
    func remove(_ id: UInt32) {
        lock.lock(); defer { lock.unlock() }
        files[id] = nil
    }
    /// The live file with this id (its text read back if it was set aside; nil when that
    /// text is gone: see `SourceFile.setTextAside`).
    public func file(_ id: UInt32) -> SourceFile? {
        if id == 0 { return nil }
        lock.lock()
        let f = files[id]?.file
        lock.unlock()
        guard let f, f.hasText() else { return nil }
        return f
    }
}

/// A half-open range of byte offsets in one source file: twelve bytes, no references. The
/// stages make and read them in other modules, on their hot paths: the small members are inlinable.
public struct SourceRange: Hashable, Sendable {
    /// The file's registry id; 0 for values made by the compiler itself (command-line `-D`
    /// values, built-in defaults).
    public let fileID: UInt32
    /// Byte offsets.
    public let lower: Int32
    public let upper: Int32

    @inlinable public init(fileID: UInt32, lower: Int32, upper: Int32) {
        self.fileID = fileID; self.lower = lower; self.upper = max(lower, upper)
    }
    @inlinable public init(file: SourceFile?, start: Int, end: Int) {
        self.init(fileID: file?.id ?? 0, lower: Int32(clamping: start), upper: Int32(clamping: end))
    }
    public static let none = SourceRange(fileID: 0, lower: 0, upper: 0)

    @inlinable public var start: Int { Int(lower) }
    @inlinable public var end: Int { Int(upper) }
    /// The file this range points into, while something keeps it alive.
    public var file: SourceFile? { SourceRegistry.shared.file(fileID) }

    /// The smallest range covering both.
    @inlinable public func to(_ other: SourceRange) -> SourceRange {
        guard fileID == other.fileID else { return self }
        return SourceRange(fileID: fileID, lower: min(lower, other.lower), upper: max(upper, other.upper))
    }

    /// `line:col-line:col`, as the dumps print it.
    public var shortDescription: String {
        guard let f = file else { return "-" }
        let a = f.lineColumn(start), b = f.lineColumn(end)
        return "\(a.line):\(a.column)-\(b.line):\(b.column)"
    }
}

/// Finds where bytes stop being UTF-8 text (Unicode's well-formed sequences, no NUL).
enum UTF8Check {
    static func firstInvalid(_ p: UnsafeBufferPointer<UInt8>) -> (offset: Int, length: Int)? {
        do {
            let n = p.count
            var i = 0
            while i < n {
                // Eight ASCII bytes at a time.
                if i + 8 <= n {
                    let w = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    // No high bit set and no zero byte.
                    if w & 0x8080_8080_8080_8080 == 0 && ((w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080) == 0 {
                        i += 8; continue
                    }
                }
                let c = p[i]
                if c == 0 { return (i, 1) }
                if c < 0x80 { i += 1; continue }
                // The second byte's allowed range depends on the first (no overlongs, no
                // surrogates, nothing above U+10FFFF).
                var need = 0, lo: UInt8 = 0x80, hi: UInt8 = 0xBF
                switch c {
                case 0xC2...0xDF: need = 1
                case 0xE0: need = 2; lo = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: need = 2
                case 0xED: need = 2; hi = 0x9F
                case 0xF0: need = 3; lo = 0x90
                case 0xF1...0xF3: need = 3
                case 0xF4: need = 3; hi = 0x8F
                default: return (i, 1)
                }
                var j = 1
                while j <= need {
                    guard i + j < n else { return (i, j) }
                    let d = p[i + j]
                    let ok = j == 1 ? (d >= lo && d <= hi) : (d >= 0x80 && d <= 0xBF)
                    if !ok { return (i, j) }
                    j += 1
                }
                i += need + 1
            }
            return nil
        }
    }
}
