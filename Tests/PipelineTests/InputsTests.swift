// The files a compile reads (Compilation.inputs): the main file, every import (each once,
// however often imported), every image, as absolute paths in the order first read; recorded
// also when the compile fails, and never a file that could not be read.

import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class InputsTests: XCTestCase {
    func compile(_ path: String) throws -> Compilation {
        Driver.compile(try Driver.readSource(path), EvalOptions())
    }

    func testEveryFileReadIsRecordedOnceInOrder() throws {
        let dir = scratchFolder(self)
        put("""
        import "parts/shapes.view"
        import "parts/palette.view"
        canvas(width: 40, height: 40) {
            Swatch(frame: Rect(0, 0, 10, 10))
            image { name: "pics/dot.png"; frame: Rect(10, 10, 4, 4) }
        }
        """, dir + "/main.view")
        put("let brand = #336699\n", dir + "/parts/palette.view")
        put("import \"palette.view\"\nview Swatch { path { rect(bounds); fill(brand) } }\n", dir + "/parts/shapes.view")
        try FileManager.default.createDirectory(atPath: dir + "/pics", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("samples/images/photo.png").path,
                                         toPath: dir + "/pics/dot.png")
        let c = try compile(dir + "/main.view")
        XCTAssertFalse(c.hasErrors, c.diagnostics.map(\.headline).joined(separator: "\n"))
        // palette.view is imported twice (by main and by shapes) and listed once, where first read.
        XCTAssertEqual(c.inputs, [dir + "/main.view", dir + "/parts/shapes.view", dir + "/parts/palette.view",
                                  dir + "/pics/dot.png"])
    }

    func testPathsAreAbsoluteWhateverTheSpelling() throws {
        let dir = scratchFolder(self)
        put("import \"./sub/../lib.view\"\ncanvas(width: 4, height: 4) {}\n", dir + "/main.view")
        put("let k = 1\n", dir + "/lib.view")
        // A relative main path, and an import through a symlink: the file actually read is named.
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.view", withDestinationPath: dir + "/lib.view")
        put("import \"alias.view\"\ncanvas(width: 4, height: 4) {}\n", dir + "/viaLink.view")
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(dir)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        XCTAssertEqual(try compile("main.view").inputs, [dir + "/main.view", dir + "/lib.view"])
        XCTAssertEqual(try compile("./viaLink.view").inputs, [dir + "/viaLink.view", dir + "/lib.view"])
    }

    func testAFailedCompileStillListsWhatItRead() throws {
        let dir = scratchFolder(self)
        put("import \"lib.view\"\nimport \"missing.view\"\ncanvas(width: 4, height: 4) { view { frame: nope } }\n",
            dir + "/main.view")
        put("let k = 1\n", dir + "/lib.view")
        let c = try compile(dir + "/main.view")
        XCTAssertTrue(c.hasErrors)
        // missing.view was never read, so it is not an input.
        XCTAssertEqual(c.inputs, [dir + "/main.view", dir + "/lib.view"])
    }

    func testStandardInputHasNoMainFile() {
        let c = Driver.compile(SourceFile(path: "<stdin>", text: "canvas(width: 4, height: 4) {}\n"), EvalOptions())
        XCTAssertFalse(c.hasErrors)
        XCTAssertEqual(c.inputs, [])
    }
}
