// PathNames (ViewSupport/PathNames.swift) works out on the string what Foundation's URL gives
// for a file path: each case is checked against URL itself, in a real folder with a symlink.

import Foundation
import ViewSupport
import XCTest

final class PathNamesTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pathnames-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("real/sub"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: base.appendingPathComponent("real/a.view"))
        try FileManager.default.createSymbolicLink(atPath: base.appendingPathComponent("link").path, withDestinationPath: "real")
        dir = URL(fileURLWithPath: base.path).resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func testStandardizedIsURLsStandardizedPath() throws {
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(dir)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        for p in ["a.svg", "./a.svg", "real/../a.svg", "real//sub/./x.png", "real/sub/", "/", "/a/b/../../..", "/x/./y/../z",
                  dir + "/real/a.view", dir + "//real///sub//..", "../" + (dir as NSString).lastPathComponent + "/a.pdf", "a b/ç.svg"] {
            XCTAssertEqual(PathNames.standardized(p), URL(fileURLWithPath: p).standardizedFileURL.path, p)
        }
    }

    func testResolvedFollowsSymlinksAsFarAsThePathExists() throws {
        // An existing file through a symlinked folder, a new file in one, and the folder itself.
        XCTAssertEqual(PathNames.resolved(dir + "/link/a.view"), dir + "/real/a.view")
        XCTAssertEqual(PathNames.resolved(dir + "/link/new.svg"), dir + "/real/new.svg")
        XCTAssertEqual(PathNames.resolved(dir + "/link"), dir + "/real")
        XCTAssertEqual(PathNames.resolved(dir + "/link/sub/../a.view"), dir + "/real/a.view")
        for p in [dir + "/link/a.view", dir + "/link", dir + "/real/sub"] {
            XCTAssertEqual(PathNames.resolved(p), URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path, p)
        }
        // Nothing of it exists: the standardized path.
        XCTAssertEqual(PathNames.resolved("/no-such-folder-\(getpid())/x/../y.svg"), "/no-such-folder-\(getpid())/y.svg")
    }

    func testFolderAndExtensionAreURLs() throws {
        for p in [dir + "/real/a.view", "/a.svg", "/", dir + "/real/sub/"] {
            XCTAssertEqual(PathNames.folder(of: p), URL(fileURLWithPath: p).standardizedFileURL.deletingLastPathComponent().path, p)
        }
        for p in ["a.svg", "b.tar.gz", ".svg", "a.", "noext", "dir.d/file", "dir.d/file.PNG", "x.svg/", "/a/b.pdf", "a@2x.png"] {
            XCTAssertEqual(PathNames.pathExtension(p), URL(fileURLWithPath: p).pathExtension, p)
        }
    }
}
