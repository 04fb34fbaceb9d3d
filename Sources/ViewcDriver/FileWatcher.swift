// Waiting for the files a compile read to change, for `viewc watch` and `viewc preview`.
//
// inotify watches the *folders* that hold the files, not the files: editors save by writing a
// new file and renaming it over the old one (vim, VS Code, sed -i), which replaces the inode a
// file watch would be attached to. A folder watch sees the rename and every later one. Events
// for names that are not watched are ignored. When inotify cannot be had (no kernel support,
// the per-user watch limit reached) or polling is asked for (network file systems, where
// inotify does not see other machines' writes), the files are stat'ed every `pollInterval`
// and compared by device, inode, size and modification time.
//
// A save is often a burst of events (truncate, write, write, close; or a temporary file, a
// rename and a chmod); `waitForChange` returns once the watched files have been quiet for the
// debounce interval, so one save is one rebuild. A `stop()` from another thread or a signal
// handler ends a wait at once (a pipe the wait polls alongside inotify).

import FoundationEssentials
import Glibc
import ViewSyntax
#if canImport(Glibc)
#endif

public final class FileWatcher: @unchecked Sendable {
    /// Why `waitForChange` returned.
    public enum Outcome: Equatable, Sendable {
        /// These watched files changed (absolute paths, sorted).
        case changed([String])
        /// `stop()` was called.
        case stopped
    }

    /// How the watcher sees changes.
    public enum Mode: String, Sendable { case inotify, polling }

    public private(set) var mode: Mode
    public let pollInterval: Double
    public let debounce: Double

    private let lock = Lock()
    private var files: Set<String> = []
    /// Folders in which any `.view` file or sub-folder that appears, goes or is renamed is a
    /// change (`viewc build --watch`: new sources).
    private var folders: Set<String> = []
    /// inotify: the descriptor, and each watched folder by watch descriptor.
    private var inotifyFD: Int32 = -1
    private var folderByWD: [Int32: String] = [:]
    private var wdByFolder: [String: Int32] = [:]
    /// Polling: what each file looked like at the last look, and each folder's names.
    private var stamps: [String: Stamp] = [:]
    private var listings: [String: [String]] = [:]
    /// stop(): a byte written here wakes the wait.
    private var stopPipe: [Int32] = [-1, -1]
    private var stopRequested = false

    struct Stamp: Equatable {
        var exists: Bool, device: UInt64, inode: UInt64, size: Int64, mtimeSec: Int, mtimeNsec: Int
    }

    /// - Parameters:
    ///   - polling: stat the files instead of using inotify.
    ///   - pollInterval: seconds between looks when polling.
    ///   - debounce: seconds of quiet after an event before a change is reported.
    public init(polling: Bool = false, pollInterval: Double = 0.25, debounce: Double = 0.08) {
        self.pollInterval = pollInterval
        self.debounce = debounce
        mode = .polling
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            stopPipe = fds
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        if !polling {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd >= 0 { inotifyFD = fd; mode = .inotify }
        }
    }

    deinit {
        if inotifyFD >= 0 { close(inotifyFD) }
        for fd in stopPipe where fd >= 0 { close(fd) }
    }

    /// Watches exactly these files (absolute paths) from now on, and these folders for `.view`
    /// files and sub-folders that appear or go. Files that do not exist yet are watched for
    /// their creation (their folder must exist for inotify; otherwise the watcher falls back to
    /// polling).
    public func watch(_ paths: [String], folders watchedFolders: [String] = []) {
        lock.lock(); defer { lock.unlock() }
        files = Set(paths)
        folders = Set(watchedFolders)
        listings = Dictionary(uniqueKeysWithValues: folders.map { ($0, listings[$0] ?? Self.listing($0)) })
        // A file already watched keeps its last stamp, so a change made between two calls
        // (while a compile ran) is still seen by the next poll.
        stamps = Dictionary(uniqueKeysWithValues: files.map { ($0, stamps[$0] ?? Self.stamp($0)) })
        guard mode == .inotify else { return }
        let folders = Set(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }).union(self.folders)
        for (folder, wd) in wdByFolder where !folders.contains(folder) {
            inotify_rm_watch(inotifyFD, wd)
            wdByFolder[folder] = nil
            folderByWD[wd] = nil
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders where wdByFolder[folder] == nil {
            let wd = inotify_add_watch(inotifyFD, folder, mask)
            if wd < 0 {
                // The watch limit, or a folder that is gone: look at the files instead.
                close(inotifyFD); inotifyFD = -1
                wdByFolder = [:]; folderByWD = [:]
                mode = .polling
                return
            }
            wdByFolder[folder] = wd
            folderByWD[wd] = folder
        }
    }

    /// Ends the current (or next) `waitForChange` with `.stopped`. Safe from any thread.
    public func stop() {
        lock.lock(); stopRequested = true; lock.unlock()
        Self.wake(stopPipe[1])
    }

    /// The write end of the stop pipe, for a signal handler: writing one byte to it has the
    /// effect of `stop()` (write(2) is async-signal-safe; taking a lock is not).
    public var stopDescriptor: Int32 { stopPipe[1] }

    static func wake(_ fd: Int32) {
        var b: UInt8 = 1
        _ = write(fd, &b, 1)
    }

    private var isStopped: Bool {
        lock.lock(); defer { lock.unlock() }
        if stopRequested { return true }
        var b: UInt8 = 0
        if read(stopPipe[0], &b, 1) == 1 { stopRequested = true }
        return stopRequested
    }

    /// Blocks until a watched file changes (and the changes have been quiet for `debounce`
    /// seconds), or until `stop()`.
    public func waitForChange() -> Outcome {
        var changed: Set<String> = []
        while true {
            if isStopped { return .stopped }
            let timeout: Double = changed.isEmpty ? (mode == .inotify ? -1 : pollInterval) : debounce
            let woken = waitReadable(timeout: timeout)
            if isStopped { return .stopped }
            let now = mode == .inotify ? (woken ? drainEvents() : []) : pollChanges()
            if now.isEmpty {
                // Quiet for the debounce interval (or a poll with nothing new): report what piled up.
                if !changed.isEmpty, !woken || mode == .polling { return .changed(changed.sorted()) }
                continue
            }
            changed.formUnion(now)
        }
    }

    /// Polls the inotify descriptor (if any) and the stop pipe; true when inotify has events.
    private func waitReadable(timeout: Double) -> Bool {
        var fds = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
        if mode == .inotify { fds.append(pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0)) }
        let ms: Int32 = timeout < 0 ? -1 : Int32(max(1, (timeout * 1000).rounded()))
        let n = poll(&fds, nfds_t(fds.count), ms)
        if n <= 0 { return false }
        return fds.count > 1 && fds[1].revents & Int16(POLLIN) != 0
    }

    /// Reads every pending inotify event; the watched files they name.
    private func drainEvents() -> Set<String> {
        lock.lock(); defer { lock.unlock() }
        var hits: Set<String> = []
        let size = 64 * 1024
        var buf = [UInt8](repeating: 0, count: size)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let n = buf.withUnsafeMutableBytes { read(inotifyFD, $0.baseAddress, size) }
            if n <= 0 { break }
            var off = 0
            while off + header <= n {
                let (wd, mask, len) = buf.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let e = raw.loadUnaligned(fromByteOffset: off, as: inotify_event.self)
                    return (e.wd, e.mask, Int(e.len))
                }
                var name = ""
                if len > 0 {
                    let bytes = buf[(off + header)..<min(n, off + header + len)]
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                off += header + len
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { hits.formUnion(files); continue }
                guard let folder = folderByWD[wd] else { continue }
                if name.isEmpty {
                    // The folder itself was deleted or moved: every file in it is affected.
                    hits.formUnion(files.filter { URL(fileURLWithPath: $0).deletingLastPathComponent().path == folder })
                    continue
                }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if files.contains(path) { hits.insert(path) }
                else if folders.contains(folder), Self.counts(name, isFolder: mask & UInt32(IN_ISDIR) != 0),
                        mask & UInt32(IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_CLOSE_WRITE) != 0 {
                    hits.insert(path)
                }
            }
        }
        return hits
    }

    /// Polling: the files whose stamp differs from the last look.
    private func pollChanges() -> Set<String> {
        lock.lock(); defer { lock.unlock() }
        var hits: Set<String> = []
        for f in files {
            let s = Self.stamp(f)
            if stamps[f] != s { hits.insert(f); stamps[f] = s }
        }
        for d in folders {
            let l = Self.listing(d)
            if listings[d] != l {
                let before = Set(listings[d] ?? []), after = Set(l)
                hits.formUnion(before.symmetricDifference(after).map { d + "/" + $0 })
                listings[d] = l
            }
        }
        return hits
    }

    /// In a watched folder: a `.view` file or a sub-folder (not hidden, not an editor's
    /// temporary file).
    static func counts(_ name: String, isFolder: Bool) -> Bool {
        !name.hasPrefix(".") && (isFolder || name.hasSuffix(".view"))
    }

    /// The names in a folder that count, sorted.
    static func listing(_ folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { n in
            var isDir: Bool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + n, isDirectory: &isDir)
            return counts(n, isFolder: isDir)
        }.sorted()
    }

    static func stamp(_ path: String) -> Stamp {
        var st = stat()
        guard stat(path, &st) == 0 else { return Stamp(exists: false, device: 0, inode: 0, size: 0, mtimeSec: 0, mtimeNsec: 0) }
        return Stamp(exists: true, device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
                     mtimeSec: Int(st.st_mtim.tv_sec), mtimeNsec: Int(st.st_mtim.tv_nsec))
    }
}
