// A growable array of plain values (no references) in memory it owns: its address does not
// change between growths, `realloc` grows it (in place, or by remapping pages, when it can),
// and a reader holds a pointer — no reference counting on the hot paths of the checker and
// evaluation. The syntax tree's nodes and lists and the checker's resolutions live in these.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//
// The hot members are @inlinable (with the storage they touch @usableFromInline), so that the
// checker and evaluation, in other modules, get them specialized for their element type: a
// generic call from there went through the type's metadata and an outlined memcpy for every
// value appended.

public struct PODBuffer<T> {
    @usableFromInline var _base: UnsafeMutablePointer<T>
    @usableFromInline var _count = 0
    @usableFromInline var capacity: Int
    @inlinable public var base: UnsafeMutablePointer<T> { _base }
    @inlinable public var count: Int { _count }

    public init(capacity: Int = 16) {
        precondition(_isPOD(T.self), "PODBuffer holds plain values only")
        self.capacity = max(1, capacity)
        let bytes = self.capacity * MemoryLayout<T>.stride
        var p: UnsafeMutableRawPointer?
        // A large buffer starts on a huge page's boundary, so that all of it can take huge pages.
        if bytes < PODBuffer.largeBytes || posix_memalign(&p, PODBuffer.hugePage, bytes) != 0 { p = malloc(bytes) }
        _base = p!.bindMemory(to: T.self, capacity: self.capacity)
        PODBuffer.adviseHugePages(_base, self.capacity)
    }

    /// `count` copies of `value`.
    public init(repeating value: T, count: Int) {
        self.init(capacity: count)
        _base.initialize(repeating: value, count: count)
        _count = count
    }

    @inlinable @inline(__always) public subscript(_ i: Int) -> T {
        get { _base[i] }
        nonmutating set { _base[i] = newValue }
    }

    @inlinable @inline(__always) public mutating func append(_ x: T) {
        if _count == capacity { grow(_count + 1) }
        _base[_count] = x
        _count += 1
    }

    public mutating func append(contentsOf xs: [T]) {
        xs.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    @inlinable public mutating func append(contentsOf b: UnsafeBufferPointer<T>) {
        if _count + b.count > capacity { grow(_count + b.count) }
        if let p = b.baseAddress { (_base + _count).update(from: p, count: b.count) }
        _count += b.count
    }

    /// Drops the values from `n` on.
    @inlinable @inline(__always) public mutating func truncate(to n: Int) { _count = n }

    /// The values from `from` on (valid until the buffer changes).
    @inlinable public func suffix(from: Int) -> UnsafeBufferPointer<T> { UnsafeBufferPointer(start: _base + from, count: _count - from) }

    @usableFromInline mutating func grow(_ needed: Int) {
        capacity = max(needed, capacity * 2)
        _base = realloc(_base, capacity * MemoryLayout<T>.stride)!.bindMemory(to: T.self, capacity: capacity)
        PODBuffer.adviseHugePages(_base, capacity)
    }

    private static var hugePage: Int { 2 << 20 }
    private static var largeBytes: Int { 4 * hugePage }
    /// A buffer of several megabytes (a large file's nodes, lists and resolutions) asks for
    /// transparent huge pages before it is touched: its first writes then fault memory in
    /// 2 MB at a time instead of 4 KB, thousands fewer page faults. (Where the system gives
    /// huge pages only on request; elsewhere the advice changes nothing.)
    private static func adviseHugePages(_ p: UnsafeMutablePointer<T>, _ count: Int) {
        #if os(Linux)
        let huge = hugePage, bytes = count * MemoryLayout<T>.stride
        guard bytes >= largeBytes else { return }
        let from = (Int(bitPattern: p) + huge - 1) & ~(huge - 1)
        let to = (Int(bitPattern: p) + bytes) & ~(huge - 1)
        if to > from { _ = madvise(UnsafeMutableRawPointer(bitPattern: from), to - from, MADV_HUGEPAGE) }
        #endif
    }

    /// The values, read-only.
    @inlinable public var buffer: UnsafeBufferPointer<T> { UnsafeBufferPointer(start: _base, count: _count) }

    /// Frees the memory (the owner's deinit).
    public func free() { Glibc.free(_base) }

    /// Gives back memory reserved beyond `count`.
    public mutating func shrink() {
        capacity = max(1, _count)
        _base = realloc(_base, capacity * MemoryLayout<T>.stride)!.bindMemory(to: T.self, capacity: capacity)
    }
}
