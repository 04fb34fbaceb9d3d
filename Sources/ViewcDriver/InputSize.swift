// The input size limit (`--max-input-size`): the largest main file, standard input or
// imported file one compile reads. The default admits a generated drawing of several hundred
// thousand paths (100,000 of bench/scene.py's paths are 55 MB); the limit stays, so that a mistaken
// input (a disk image, /dev/zero through a symlink) is refused before it is read.

public enum InputSize {
    /// 256 MiB.
    public static let defaultLimit = 256 << 20
    /// The largest limit accepted: source positions are 32-bit byte offsets.
    public static let largestLimit = Int(Int32.max)

    /// Bytes from "1000", "64K", "256M", "1G" (also "KiB", "MiB", "GiB", "KB", "MB", "GB"; all
    /// binary multiples, as the rest of viewc's messages count them); nil if malformed, not
    /// positive or beyond `largestLimit`.
    public static func parse(_ text: String) -> Int? {
        let s = Substring(text)
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let n = Int(digits) else { return nil }
        let unit = s.dropFirst(digits.count).lowercased()
        let shift: Int
        switch unit {
        case "", "b": shift = 0
        case "k", "kb", "kib": shift = 10
        case "m", "mb", "mib": shift = 20
        case "g", "gb", "gib": shift = 30
        default: return nil
        }
        guard n > 0, n <= largestLimit >> shift else { return nil }
        return n << shift
    }

    /// "256 MiB", "64 KiB" or "1000 bytes": the largest unit that divides the size.
    public static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension InputSize {
    /// Everything file descriptor `fd` gives until its end, or nil as soon as it gives more than
    /// `limit` bytes (so that an endless stream is refused after `limit` bytes, not read into
    /// memory). Throws on a read error, naming the input as `name`. The bytes are read into
    /// memory a SourceFile adopts (`SourceFile(path:adopting:)`), with no second copy.
    static func readSource(_ fd: Int32, limit: Int, name: String) throws -> UnsafeMutableBufferPointer<UInt8>? {
        var st = stat()
        var capacity = 1 << 16
        if fstat(fd, &st) == 0 && st.st_size > 0 { capacity = min(Int(st.st_size), limit) + 1 }
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        var count = 0
        while true {
            if count == buffer.count {
                let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(count * 2, limit + 1))
                bigger.baseAddress!.initialize(from: buffer.baseAddress!, count: count)
                buffer.deallocate()
                buffer = bigger
            }
            let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                buffer.deallocate()
                throw DriverError("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if n == 0 { return UnsafeMutableBufferPointer(rebasing: buffer[..<count]) }
            count += n
            if count > limit { buffer.deallocate(); return nil }
        }
    }
}
