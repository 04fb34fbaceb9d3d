// ViewcDriver's FileWatcher, in-process: inotify and polling both see in-place writes and
// editor-style renames, ignore other files in the folder, fold a burst into one change, and
// stop() ends a wait at once.

import Foundation
import ViewcDriver
import XCTest

final class FileWatcherTests: XCTestCase {
    /// Runs `waitForChange` on another thread; the result once it returns.
    func waitAsync(_ w: FileWatcher) -> () -> FileWatcher.Outcome? {
        final class Box: @unchecked Sendable { let lock = NSLock(); var result: FileWatcher.Outcome? }
        let box = Box()
        let t = Thread { let r = w.waitForChange(); box.lock.lock(); box.result = r; box.lock.unlock() }
        t.start()
        return { box.lock.lock(); defer { box.lock.unlock() }; return box.result }
    }

    func outcome(_ get: () -> FileWatcher.Outcome?, timeout: Double = 5) -> FileWatcher.Outcome? {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end { if let r = get() { return r }; usleep(5_000) }
        return nil
    }

    func check(polling: Bool) {
        let dir = makeTempFolder(self)
        let a = dir + "/a.view", b = dir + "/b.png", other = dir + "/other.txt"
        for f in [a, b, other] { _ = FileManager.default.createFile(atPath: f, contents: Data("x".utf8)) }
        let w = FileWatcher(polling: polling, pollInterval: 0.05, debounce: 0.1)
        XCTAssertEqual(w.mode, polling ? .polling : .inotify)
        w.watch([a, b])

        // An in-place write.
        var r = waitAsync(w)
        usleep(100_000)
        saveInPlace(a, "changed")
        XCTAssertEqual(outcome(r), .changed([a]))

        // Another file in the folder is not watched: no change reported, so stop() ends the wait.
        r = waitAsync(w)
        usleep(100_000)
        saveInPlace(other, "ignored, longer")
        usleep(400_000)
        XCTAssertNil(r(), "a change to an unwatched file ended the wait")
        w.stop()
        XCTAssertEqual(outcome(r), .stopped)
    }

    func testInotifySeesWritesAndIgnoresOtherFiles() { check(polling: false) }
    func testPollingSeesWritesAndIgnoresOtherFiles() { check(polling: true) }

    func checkRenameAndBurst(polling: Bool) {
        let dir = makeTempFolder(self)
        let a = dir + "/a.view", b = dir + "/b.png"
        for f in [a, b] { _ = FileManager.default.createFile(atPath: f, contents: Data("x".utf8)) }
        // A debounce interval well beyond the burst below (about 60 ms), so that a machine whose
        // every core is busy still writes the whole burst within it.
        let w = FileWatcher(polling: polling, pollInterval: 0.05, debounce: 0.5)
        w.watch([a, b])
        // An editor's save: write a new file, rename it over the old one (a new inode).
        var r = waitAsync(w)
        usleep(100_000)
        saveByRename(a, "renamed over")
        XCTAssertEqual(outcome(r), .changed([a]))
        // And again: the folder watch still sees the file after its inode changed.
        r = waitAsync(w)
        usleep(100_000)
        saveByRename(a, "renamed over again")
        XCTAssertEqual(outcome(r), .changed([a]))
        // A burst across two files within the debounce interval is one change naming both.
        r = waitAsync(w)
        usleep(100_000)
        for i in 0..<5 { saveInPlace(a, "burst \(i)"); saveInPlace(b, "burst \(i) of b"); usleep(10_000) }
        XCTAssertEqual(outcome(r), .changed([a, b].sorted()))
        // Nothing pending after the burst: the next wait blocks until stopped.
        r = waitAsync(w)
        usleep(300_000)
        XCTAssertNil(r())
        w.stop()
        XCTAssertEqual(outcome(r), .stopped)
    }

    func testInotifySeesRenamesAndDebouncesBursts() { checkRenameAndBurst(polling: false) }
    func testPollingSeesRenamesAndDebouncesBursts() { checkRenameAndBurst(polling: true) }

    /// A deleted file and its re-creation are both changes (an editor that deletes, then writes).
    func testDeleteAndCreate() {
        let dir = makeTempFolder(self)
        let a = dir + "/a.view"
        _ = FileManager.default.createFile(atPath: a, contents: Data("x".utf8))
        let w = FileWatcher(debounce: 0.05)
        w.watch([a])
        var r = waitAsync(w)
        usleep(100_000)
        unlink(a)
        XCTAssertEqual(outcome(r), .changed([a]))
        r = waitAsync(w)
        usleep(100_000)
        _ = FileManager.default.createFile(atPath: a, contents: Data("back".utf8))
        XCTAssertEqual(outcome(r), .changed([a]))
    }

    /// Watched folders: a new .view file or sub-folder is a change; other names are not.
    func checkFolders(polling: Bool) throws {
        let dir = makeTempFolder(self)
        let w = FileWatcher(polling: polling, pollInterval: 0.05, debounce: 0.1)
        w.watch([], folders: [dir])
        var r = waitAsync(w)
        usleep(100_000)
        try "x".write(toFile: dir + "/notes.txt", atomically: false, encoding: .utf8)
        try "x".write(toFile: dir + "/.hidden.view", atomically: false, encoding: .utf8)
        usleep(400_000)
        XCTAssertNil(r(), "a file that is not a .view ended the wait")
        w.stop()
        XCTAssertEqual(outcome(r), .stopped)
        let w2 = FileWatcher(polling: polling, pollInterval: 0.05, debounce: 0.1)
        w2.watch([], folders: [dir])
        r = waitAsync(w2)
        usleep(100_000)
        try "x".write(toFile: dir + "/new.view", atomically: false, encoding: .utf8)
        XCTAssertEqual(outcome(r), .changed([dir + "/new.view"]))
        r = waitAsync(w2)
        usleep(100_000)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        // The sub-folder is the change; on a loaded machine a late event of new.view's write
        // (its close after the debounce) may come with it, and nothing else may.
        guard case .changed(let paths)? = outcome(r) else { return XCTFail("the new sub-folder ended no wait") }
        XCTAssertTrue(paths.contains(dir + "/sub"), "\(paths)")
        XCTAssertTrue(Set(paths).isSubset(of: [dir + "/sub", dir + "/new.view"]), "\(paths)")
    }

    func testInotifyFolders() throws { try checkFolders(polling: false) }
    func testPollingFolders() throws { try checkFolders(polling: true) }
}
