// Imports and images are read through one descriptor, judged as opened —
// a folder swapped for a symlink between the confinement check and the read cannot make a
// compile read outside the root.

import Foundation
@testable import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class ConfinedReadTests: XCTestCase {
    /// root/dir/part.view draws red; outside/part.view draws blue.
    func tree() throws -> (root: String, outside: String) {
        let base = scratch(self)
        let root = base + "/root", outside = base + "/outside"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "view Part {\n    backgroundColor: .red\n}\n".write(toFile: root + "/dir/part.view", atomically: true, encoding: .utf8)
        try "view Part {\n    backgroundColor: .blue\n}\n".write(toFile: outside + "/part.view", atomically: true, encoding: .utf8)
        try "import \"dir/part.view\"\ncanvas(width: 10, height: 10) {\n    Part(frame: Rect(0, 0, 10, 10))\n}\n"
            .write(toFile: root + "/main.view", atomically: true, encoding: .utf8)
        return (root, outside)
    }

    func testAFolderSwappedForASymlinkAfterTheCheckIsNotRead() throws {
        let (root, outside) = try tree()
        let loader = FileSystemLoader(mainDirectory: root)
        let main = SourceFile(path: "main.view", text: "", absolutePath: root + "/main.view")
        // The check passes while dir is a folder in the root…
        let resolved = try loader.resolve("dir/part.view", from: main, root: nil, what: "imports", kind: "a .view file")
        // …then dir becomes a symlink to a folder outside, before the read.
        try FileManager.default.removeItem(atPath: root + "/dir")
        try FileManager.default.createSymbolicLink(atPath: root + "/dir", withDestinationPath: outside)
        XCTAssertThrowsError(try loader.read("dir/part.view", resolved, root: loader.rootPath(nil), maxSize: 1 << 20)) { e in
            XCTAssertTrue((e as? LoadError)?.message.contains("is outside the folder") == true, "\(e)")
        }
        // A last component swapped for a symlink is not followed either.
        try FileManager.default.removeItem(atPath: root + "/dir")
        try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/dir/part.view", withDestinationPath: outside + "/part.view")
        XCTAssertThrowsError(try loader.read("dir/part.view", resolved, root: loader.rootPath(nil), maxSize: 1 << 20))
    }

    func testCompilesRacingAFolderSwapNeverReadOutside() throws {
        let (root, outside) = try tree()
        final class StopFlag: @unchecked Sendable { var pointee = false }
        let stop = StopFlag()
        let swapper = Thread {
            // Swaps dir between the real folder and a symlink to the outside, as fast as it can.
            let fm = FileManager.default
            var n = 0
            while !stop.pointee {
                _ = rename(root + "/dir", root + "/dir.real")
                _ = symlink(outside, root + "/dir")
                _ = unlink(root + "/dir")
                _ = rename(root + "/dir.real", root + "/dir")
                n += 1
                if n % 64 == 0 { _ = fm.fileExists(atPath: root) }
            }
        }
        swapper.start()
        var sawRed = 0
        for _ in 0..<300 {
            let source = try Driver.readSource(root + "/main.view")
            let c = Driver.compile(source, EvalOptions())
            guard let doc = c.document, !c.hasErrors else { continue }   // a located error is fine
            let color = doc.pages[0].root.subviews.first?.backgroundColor
            XCTAssertNotEqual(color?.blue, 1, "a compile read the file outside the root")
            if color?.red == 1 { sawRed += 1 }
        }
        stop.pointee = true
        while swapper.isExecuting { usleep(1000) }
        print("hostile: racing compiles that read the file inside the root: \(sawRed) of 300")
    }
}
