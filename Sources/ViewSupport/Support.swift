// What the compiler needs from Foundation proper (the swift-corelibs `Foundation` module, not
// FoundationEssentials), written on Glibc: a lock and a condition, printf's number formats, the
// trimming of blanks, and NSString's path components. Importing Foundation proper links
// CoreFoundation and ICU into the binary, and their constructors (__CFInitialize, ICU's
// calendars, libdispatch's) then run at the start of every process: ~75 page faults and a
// third of a millisecond of each small compile (docs/internals.md §6). Every module of the
// compiler imports FoundationEssentials instead; these stand in for the rest.

#if canImport(Glibc)
import Glibc
#endif

/// A pthread object in memory of its own (one must not move once made), made by `make`.
private func pthreadObject<T>(_ zero: T, _ make: (UnsafeMutablePointer<T>) -> Int32) -> UnsafeMutablePointer<T> {
    let p = UnsafeMutablePointer<T>.allocate(capacity: 1)
    p.initialize(to: zero)
    _ = make(p)
    return p
}

/// A mutual-exclusion lock (NSLock's lock and unlock) over a pthread mutex.
public final class Lock: @unchecked Sendable {
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>
    public init() { mutex = pthreadObject(pthread_mutex_t()) { pthread_mutex_init($0, nil) } }
    deinit { pthread_mutex_destroy(mutex); mutex.deallocate() }
    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }
    /// Runs `body` holding the lock.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock(); defer { unlock() }
        return try body()
    }
}

/// A lock with a condition to wait on (NSCondition): a Lock and a pthread condition variable.
public final class Condition: @unchecked Sendable {
    private let held = Lock()
    private let cond: UnsafeMutablePointer<pthread_cond_t>
    public init() { cond = pthreadObject(pthread_cond_t()) { pthread_cond_init($0, nil) } }
    deinit { pthread_cond_destroy(cond); cond.deallocate() }
    public func lock() { held.lock() }
    public func unlock() { held.unlock() }
    /// Waits, the lock held, until signalled (which may also happen spuriously: wait in a loop).
    public func wait() { pthread_cond_wait(cond, held.mutex) }
    public func signal() { pthread_cond_signal(cond) }
    public func broadcast() { pthread_cond_broadcast(cond) }
}

/// Starts a joinable thread running `body`, with `stackSize` bytes of stack (nil: the
/// default); nil if the system would not start it.
public func spawnThread(stackSize: Int? = nil, _ body: @escaping () -> Void) -> pthread_t? {
    final class Box { let body: () -> Void; init(_ b: @escaping () -> Void) { body = b } }
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    if let stackSize, pthread_attr_setstacksize(&attr, stackSize) != 0 { return nil }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attr, { raw in
        Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, context)
    if started != 0 { Unmanaged<Box>.fromOpaque(context).release(); return nil }
    return thread
}

/// Runs `body` on a new (detached) thread, as Foundation's `Thread { … }.start()`.
/// Returns false if the system would not start one.
@discardableResult
public func startThread(_ body: @escaping () -> Void) -> Bool {
    guard let thread = spawnThread(body) else { return false }
    pthread_detach(thread)
    return true
}

/// printf's formatting of `args` by `format` (the C library's, in the C locale viewc runs in):
/// what String(format:) gives for the conversions viewc uses (%d, %02x, %.3f, %g, …).
public func cFormat(_ format: String, _ args: CVarArg...) -> String {
    withVaList(args) { list in
        var small = [CChar](repeating: 0, count: 64)
        let n = Int(vsnprintf(&small, small.count, format, list))
        if n < 0 { return "" }
        if n < small.count { return String(cString: small) }
        return withVaList(args) { again in
            var big = [CChar](repeating: 0, count: n + 1)
            _ = vsnprintf(&big, big.count, format, again)
            return String(cString: big)
        }
    }
}

extension Unicode.Scalar {
    /// In CharacterSet.whitespaces as Foundation (CFCharacterSet) has it: the space separators
    /// (Unicode category Zs), a tab, and U+200B ZERO WIDTH SPACE.
    public var isBlank: Bool {
        switch value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
    /// In CharacterSet.newlines: U+000A–U+000D, U+0085, U+2028, U+2029.
    public var isLineBreak: Bool { (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029 }
}

extension StringProtocol {
    /// The text without the blanks (spaces and tabs: CharacterSet.whitespaces) at either end,
    /// as `trimmingCharacters(in: .whitespaces)`.
    public func trimmingBlanks() -> String { trimming { $0.isBlank } }
    /// The text without line breaks at either end: `trimmingCharacters(in: .newlines)`.
    public func trimmingLineBreaks() -> String { trimming { $0.isLineBreak } }
    /// The text without blanks or line breaks at either end: `.whitespacesAndNewlines`.
    public func trimmingBlanksAndLineBreaks() -> String { trimming { $0.isBlank || $0.isLineBreak } }

    private func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let whole = String(self), scalars = whole.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, drop(scalars[start]) { start = scalars.index(after: start) }
        while end > start, drop(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(whole[start..<end])
    }
}

/// Writes all of `bytes` to a descriptor, again after an interruption; nil, or why it failed.
public func writeFully(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { writeFully(fd, $0) }
}

/// Writes all of `bytes` to a descriptor, again after an interruption; nil, or why it failed.
public func writeFully(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        offset += n
    }
    return nil
}

/// Writes `text` to the standard error, unbuffered (FileHandle.standardError.write).
public func writeToStandardError(_ text: String) { _ = writeFully(2, Array(text.utf8)) }

extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, matched byte for
    /// byte in UTF-8 (String.replacingOccurrences(of:with:) with .literal), left to right.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let t = Array(target.utf8)
        guard let first = t.first else { return self }
        let bytes = Array(utf8), r = Array(replacement.utf8)
        var out: [UInt8] = [], i = 0, copied = 0
        while i + t.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + t.count)].elementsEqual(t) {
                if out.isEmpty { out.reserveCapacity(bytes.count) }
                out.append(contentsOf: bytes[copied..<i]); out.append(contentsOf: r)
                i += t.count; copied = i
            } else { i += 1 }
        }
        if copied == 0 { return self }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }
}

/// Runs `body` on `count` new threads of `stackSize` bytes of stack each and waits for all of
/// them (Foundation's Thread with a stackSize, and a DispatchGroup). A thread the system will
/// not start is made up for by running `body` on the caller's.
public func runOnThreads(_ count: Int, stackSize: Int, _ body: @escaping () -> Void) {
    let threads = (0..<count).compactMap { _ in spawnThread(stackSize: stackSize, body) }
    if threads.isEmpty && count > 0 { body() }
    for t in threads { pthread_join(t, nil) }
}

/// The local time of day as `HH:mm:ss`, for status lines.
public func localClockTime() -> String {
    // The precise clock, as Foundation's Date reads it: time(nil) reads a coarse one that lags
    // up to a tick, so just past a second it still gives the second before.
    var ts = timespec()
    clock_gettime(CLOCK_REALTIME, &ts)
    var now = ts.tv_sec, parts = tm()
    localtime_r(&now, &parts)
    return cFormat("%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
}
