// Outputs that are not regular files: a character device or FIFO is written through,
// /dev/stdout and its kin are standard output exactly as `-o -`, a symlink to a file is written
// through to the file (the link stays), and a folder, a socket or a symlink to one is refused
// with nothing written — never replaced. (Written to a temporary file renamed over it, as a
// regular output is, `-o /dev/stdout` run as root would exit 0, print nothing and leave a
// regular file at /dev/stdout.)

import Foundation
import ViewcDriver
import XCTest

final class OutputTargetTests: XCTestCase {
    let drawing = "canvas(width: 40, height: 40) { path { rect(Rect(5, 5, 30, 30)); fill(.red) } }\n"

    func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR
    }

    func kind(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    /// What each kind of path is taken for, decided without writing anything.
    func testEachKindOfPathIsDecidedBeforeWriting() throws {
        let dir = scratch(self)
        for (path, fd) in [("-", 1), ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/1", 1), ("/dev/fd/7", 7),
                           ("/proc/self/fd/1", 1), ("/proc/\(getpid())/fd/2", 2), ("/dev/./stdout", 1)] {
            XCTAssertEqual(try Driver.outputTarget(path), .descriptor(Int32(fd)), path)
        }
        XCTAssertEqual(try Driver.outputTarget("/dev/null"), .device("/dev/null"))
        XCTAssertEqual(try Driver.outputTarget(dir + "/new.svg"), .file(dir + "/new.svg"))
        put("old", dir + "/old.svg")
        XCTAssertEqual(try Driver.outputTarget(dir + "/old.svg"), .file(dir + "/old.svg"))
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
        XCTAssertEqual(try Driver.outputTarget(dir + "/fifo"), .device(dir + "/fifo"))
        // Symlinks: to a file (relative and absolute, chained), dangling, to a FIFO.
        XCTAssertEqual(symlink("old.svg", dir + "/rel.svg"), 0)
        XCTAssertEqual(symlink(dir + "/rel.svg", dir + "/chain.svg"), 0)
        XCTAssertEqual(symlink("nothing.svg", dir + "/dangling.svg"), 0)
        XCTAssertEqual(symlink("fifo", dir + "/tofifo"), 0)
        XCTAssertEqual(try Driver.outputTarget(dir + "/rel.svg"), .file(dir + "/old.svg"))
        XCTAssertEqual(try Driver.outputTarget(dir + "/chain.svg"), .file(dir + "/old.svg"))
        XCTAssertEqual(try Driver.outputTarget(dir + "/dangling.svg"), .file(dir + "/nothing.svg"))
        XCTAssertEqual(try Driver.outputTarget(dir + "/tofifo"), .device(dir + "/tofifo"))
        // A link in the working directory names its target relative to it.
        let cwd = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        XCTAssertEqual(FileManager.default.changeCurrentDirectoryPath(dir), true)
        XCTAssertEqual(try Driver.outputTarget("rel.svg"), .file("old.svg"))
        XCTAssertEqual(symlink("loop2", dir + "/loop1"), 0)
        XCTAssertEqual(symlink("loop1", dir + "/loop2"), 0)
        XCTAssertThrowsError(try Driver.outputTarget(dir + "/loop1"))
    }

    /// `-o /dev/stdout` (and /dev/fd/1, /proc/self/fd/1) writes standard output as `-o -`
    /// does: the same bytes, appended when the shell appends, and /dev/stdout left as it is.
    func testStandardOutputByNameIsStandardOutput() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        let reference = try viewc(["d.view", "--format", "svg", "-o", "-"], cwd: dir)
        XCTAssertEqual(reference.status, 0, reference.stderr)
        XCTAssertTrue(reference.stdout.contains("<svg"))
        // /dev/fd/1 and /proc/self/fd/1 first: were the alias lost, a temporary file could not
        // even be made there, so these runs cannot damage the machine; only then /dev/stdout.
        for name in ["/dev/fd/1", "/proc/self/fd/1", "/dev/stdout"] {
            XCTAssertEqual(try Driver.outputTarget(name), .descriptor(1))
            let o = try viewc(["d.view", "--format", "svg", "-o", name], cwd: dir)
            XCTAssertEqual(o.status, 0, o.stderr)
            XCTAssertEqual(o.stdout, reference.stdout, name)
        }
        XCTAssertEqual(kind("/dev/stdout"), S_IFLNK, "/dev/stdout is still the system's symlink")
        // Redirected to a file with >>: appended, as -o - would be.
        let bash = try tool("bash")
        put("before\n", dir + "/log.txt")
        let o = try runCommand(bash, ["-c", "'\(Here.viewc)' d.view --format svg -o /dev/stdout >> log.txt"], cwd: dir)
        XCTAssertEqual(o.status, 0, o.stderr)
        XCTAssertEqual(String(decoding: contents(dir + "/log.txt") ?? [], as: UTF8.self), "before\n" + reference.stdout)
        // Standard output named twice is a usage error, as two `-o -` are.
        let twice = try viewc(["d.view", "--format", "svg", "-o", "-", "-o", "/dev/stdout"], cwd: dir)
        XCTAssertEqual(twice.status, 64, twice.stderr)
    }

    /// A FIFO (or a symlink to one) is written through: a reader gets the whole output, and
    /// the FIFO is still a FIFO.
    func testAFIFOIsWrittenThrough() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        XCTAssertEqual(mkfifo(dir + "/pipe", 0o600), 0)
        XCTAssertEqual(symlink("pipe", dir + "/link-to-pipe"), 0)
        let expected = try viewc(["d.view", "-o", "ref.svg"], cwd: dir)
        XCTAssertEqual(expected.status, 0, expected.stderr)
        for name in ["pipe", "link-to-pipe"] {
            final class Box: @unchecked Sendable { var data = Data() }
            let got = Box(), done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                if let h = FileHandle(forReadingAtPath: dir + "/pipe") { got.data = h.readDataToEndOfFile(); try? h.close() }
                done.signal()
            }
            let o = try viewc(["d.view", "--format", "svg", "-o", name, "-o", "also.png"], cwd: dir, timeout: 60)
            XCTAssertEqual(o.status, 0, o.stderr)
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual([UInt8](got.data), contents(dir + "/ref.svg"), name)
            XCTAssertEqual(kind(dir + "/pipe"), S_IFIFO)
            XCTAssertNotNil(pixel(dir + "/also.png", 20, 20), "the other output is written too")
        }
    }

    /// A character device is written through: /dev/null takes the output and stays a device.
    func testACharacterDeviceIsWrittenThrough() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        // Only a real /dev/null is written to, and only once viewc takes it for a device.
        guard isCharacterDevice("/dev/null") else { return XCTFail("this machine's /dev/null is not a character device") }
        XCTAssertEqual(try Driver.outputTarget("/dev/null"), .device("/dev/null"))
        let o = try viewc(["d.view", "--format", "png", "-o", "/dev/null", "-o", "d.svg"], cwd: dir)
        XCTAssertEqual(o.status, 0, o.stderr)
        XCTAssertTrue(isCharacterDevice("/dev/null"), "/dev/null is still a character device")
        XCTAssertNotNil(contents(dir + "/d.svg"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasSuffix(".tmp") }, [])
    }

    /// A symlink to a regular file: the file is replaced atomically, the link stays a link
    /// (relative, absolute, through a folder, dangling — the named file is made).
    func testASymlinkToAFileIsWrittenThrough() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        XCTAssertEqual(try viewc(["d.view", "-o", "ref.svg"], cwd: dir).status, 0)
        let ref = contents(dir + "/ref.svg")
        put("old", dir + "/site/logo.svg")
        XCTAssertEqual(symlink("site/logo.svg", dir + "/rel.svg"), 0)
        XCTAssertEqual(symlink(dir + "/site/logo.svg", dir + "/abs.svg"), 0)
        XCTAssertEqual(symlink("../site/new.svg", dir + "/site2"), 0)   // dangling, relative
        for name in ["rel.svg", "abs.svg"] {
            put("old", dir + "/site/logo.svg")
            let o = try viewc(["d.view", "-o", name], cwd: dir)
            XCTAssertEqual(o.status, 0, o.stderr)
            XCTAssertEqual(kind(dir + "/" + name), S_IFLNK, "\(name) is still a link")
            XCTAssertEqual(contents(dir + "/site/logo.svg"), ref, "written through \(name)")
        }
        try FileManager.default.createDirectory(atPath: dir + "/links", withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../site/made.svg", dir + "/links/dangling.svg"), 0)
        let o = try viewc(["d.view", "-o", "links/dangling.svg"], cwd: dir)
        XCTAssertEqual(o.status, 0, o.stderr)
        XCTAssertEqual(contents(dir + "/site/made.svg"), ref)
        XCTAssertEqual(kind(dir + "/links/dangling.svg"), S_IFLNK)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// A folder, a socket, or a symlink to either: refused, nothing written (the other
    /// outputs neither), nothing replaced.
    func testFoldersAndSocketsAreRefused() throws {
        let dir = scratch(self)
        put(drawing, dir + "/d.view")
        try FileManager.default.createDirectory(atPath: dir + "/folder.svg", withIntermediateDirectories: true)
        XCTAssertEqual(symlink("folder.svg", dir + "/to-folder.svg"), 0)
        let python = try tool("python3")
        XCTAssertEqual(try runCommand(python, ["-c", "import socket; socket.socket(socket.AF_UNIX).bind('sock.svg')"], cwd: dir).status, 0)
        XCTAssertEqual(symlink("sock.svg", dir + "/to-sock.svg"), 0)
        let cases: [(String, String, mode_t)] = [
            ("folder.svg", "viewc: error: cannot write folder.svg: it is a folder\n", S_IFDIR),
            ("to-folder.svg", "viewc: error: cannot write to-folder.svg: it is a folder\n", S_IFLNK),
            ("sock.svg", "viewc: error: cannot write sock.svg: it is a socket; viewc writes files, character devices and FIFOs\n", S_IFSOCK),
            ("to-sock.svg", "viewc: error: cannot write to-sock.svg: it is a socket; viewc writes files, character devices and FIFOs\n", S_IFLNK),
        ]
        for (name, message, type) in cases {
            let o = try viewc(["d.view", "-o", "first.png", "-o", name], cwd: dir)
            XCTAssertEqual(o.status, 1, name)
            XCTAssertEqual(o.stderr, message)
            XCTAssertEqual(kind(dir + "/" + name), type, "\(name) is as it was")
            XCTAssertNil(contents(dir + "/first.png"), "all or none: nothing written")
        }
        XCTAssertEqual(kind(dir + "/sock.svg"), S_IFSOCK)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }, [])
    }
}
