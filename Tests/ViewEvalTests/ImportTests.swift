// import "file.view": relative to the importing file, bringing in components and lets; cycles
// are errors that show the cycle; nothing outside the main file's folder tree (or --root) can
// be read, whether reached by '..' or by a symlink.

import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import XCTest

final class ImportTests: XCTestCase {
    func testImportBringsComponentsAndLets() {
        let dir = temporaryFolder(self)
        write("""
        import "parts/shapes.view"
        import "parts/palette.view"
        let gap = 20    // a file's own let shadows an imported one
        canvas(width: 100, height: 100) {
            Swatch(frame: Rect(0, 0, 10, 10))
            view { frame: Rect(0, 0, gap, side); backgroundColor: brand }
        }
        """, to: dir + "/main.view")
        // Relative to the importing file: parts/shapes.view imports its sibling palette.view.
        write("let brand = #336699\nlet gap = 12\nlet side = gap * 2\n", to: dir + "/parts/palette.view")
        write("import \"palette.view\"\nview Swatch { path { rect(bounds); fill(brand) } }\n", to: dir + "/parts/shapes.view")
        let c = compileFile(dir + "/main.view")
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(c.root.subviews.map(\.kind), ["Swatch", "view"])
        XCTAssertEqual(fmt(c.root.subviews[1].frame), "0 0 20 24")
        XCTAssertEqual(c.root.subviews[1].backgroundColor, Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))
    }

    func testImportedComponentArgumentsAreTypeChecked() {
        let dir = temporaryFolder(self)
        write("import \"lib.view\"\ncanvas(width: 10, height: 10) {\n  if false { Dot(frame: bounds, size: \"big\") }\n}\n", to: dir + "/main.view")
        write("view Dot {\n  @inspectable size = 2\n  path { circle(center: bounds.center, radius: size); fill(.black) }\n}\n", to: dir + "/lib.view")
        XCTAssertEqual(compileFile(dir + "/main.view").errors, ["main.view:3:39: error: parameter 'size' of 'Dot' is a Number, not a String"])
    }

    func testImportsAreNotReexported() {
        let dir = temporaryFolder(self)
        write("import \"b.view\"\ncanvas(width: 10, height: 10) { view { frame: Rect(0, 0, fromC, 1) } }\n", to: dir + "/a.view")
        write("import \"c.view\"\nlet fromB = fromC\n", to: dir + "/b.view")
        write("let fromC = 1\n", to: dir + "/c.view")
        XCTAssertEqual(compileFile(dir + "/a.view").errors, ["a.view:2:58: error: unknown name 'fromC'; did you mean 'fromB'?"])
    }

    func testImportCycleShowsTheCycle() {
        let dir = temporaryFolder(self)
        write("import \"b.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/a.view")
        write("import \"c.view\"\n", to: dir + "/b.view")
        write("\nimport \"a.view\"\n", to: dir + "/c.view")
        let c = compileFile(dir + "/a.view")
        XCTAssertEqual(c.errors.count, 1)
        let d = c.diagnostics.first { $0.severity == .error }!
        XCTAssertTrue(d.headline.hasSuffix(":2:8: error: import cycle: a.view -> b.view -> c.view -> a.view"), d.headline)
        XCTAssertEqual(URL(fileURLWithPath: d.range.file!.absolutePath!).lastPathComponent, "c.view")
        XCTAssertEqual(d.notes.map { URL(fileURLWithPath: $0.range.file!.path).lastPathComponent + ":" + $0.message },
                       ["a.view:imported from here", "b.view:imported from here"])
    }

    func testImportOfItselfIsACycle() {
        let dir = temporaryFolder(self)
        write("import \"./self.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/self.view")
        XCTAssertEqual(compileFile(dir + "/self.view").errors, ["self.view:1:8: error: import cycle: self.view -> self.view"])
    }

    func testImportCannotLeaveTheFolderTree() {
        let dir = temporaryFolder(self)
        write("let secret = 1\n", to: dir + "/outside.view")
        write("import \"../outside.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/project/main.view")
        let c = compileFile(dir + "/project/main.view")
        XCTAssertEqual(c.errors, ["main.view:1:8: error: '../outside.view' is outside the folder \(dir)/project that imports may read (widen it with --root)"])
        // A deeper path that climbs out and back in is judged by where it lands.
        write("import \"sub/../../project/ok.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/project/main2.view")
        write("let fine = 1\n", to: dir + "/project/ok.view")
        XCTAssertEqual(compileFile(dir + "/project/main2.view").errors, [])
        // --root widens the tree.
        XCTAssertEqual(compileFile(dir + "/project/main.view", root: dir).errors, [])
    }

    func testImportThroughASymlinkIsJudgedByItsTarget() throws {
        let dir = temporaryFolder(self)
        write("let secret = 1\n", to: dir + "/private/secret.view")
        write("import \"link.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/project/main.view")
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/link.view", withDestinationPath: dir + "/private/secret.view")
        let c = compileFile(dir + "/project/main.view")
        XCTAssertEqual(c.errors, ["main.view:1:8: error: 'link.view' is outside the folder \(dir)/project that imports may read (widen it with --root)"])
        // A symlinked folder too.
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/lib", withDestinationPath: dir + "/private")
        write("import \"lib/secret.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/project/main2.view")
        XCTAssertEqual(compileFile(dir + "/project/main2.view").errors,
                       ["main2.view:1:8: error: 'lib/secret.view' is outside the folder \(dir)/project that imports may read (widen it with --root)"])
        XCTAssertEqual(compileFile(dir + "/project/main2.view", root: dir).errors, [])
    }

    func testImportErrors() {
        let dir = temporaryFolder(self)
        write("import \"/etc/passwd\"\nimport \"missing.view\"\nimport \"sub\"\ncanvas(width: 10, height: 10) {\n  import \"x.view\"\n}\n", to: dir + "/main.view")
        try! FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        XCTAssertEqual(compileFile(dir + "/main.view").errors, [
            "main.view:1:8: error: imports are relative to the importing file; '/etc/passwd' is absolute",
            "main.view:2:8: error: cannot find 'missing.view' (looked for \(dir)/missing.view)",
            "main.view:3:8: error: 'sub' is a folder, not a .view file",
            "main.view:5:10: error: 'import' belongs at the top of a file",
        ])
    }

    func testImportSizeLimit() {
        let dir = temporaryFolder(self)
        write("import \"big.view\"\ncanvas(width: 10, height: 10) {}\n", to: dir + "/main.view")
        write(String(repeating: "// padding padding padding padding padding padding padding padding\n", count: 17 << 14), to: dir + "/big.view")
        XCTAssertEqual(compileFile(dir + "/main.view").errors, ["main.view:1:8: error: 'big.view' is larger than 16 MiB"])
    }

    /// An imported drawing gives its components and lets; its canvas (or document) is checked
    /// but not drawn: the importing file's canvas is the only page.
    func testAnImportedDrawingGivesItsComponentsNotItsCanvas() throws {
        let dir = temporaryFolder(self)
        write("import \"other.view\"\ncanvas(width: 10, height: 10) { Dot(frame: Rect(1, 1, 2, 2)) }\n", to: dir + "/main.view")
        write("let size = 50\ncanvas(width: size, height: size) { backgroundColor: .red }\nview Dot { backgroundColor: .blue }\n", to: dir + "/other.view")
        let c = compileFile(dir + "/main.view")
        XCTAssertEqual(c.errors, [])
        let doc = try XCTUnwrap(c.document)
        XCTAssertEqual(doc.pages.count, 1)
        XCTAssertEqual(doc.pages[0].size, Size(10, 10))
        XCTAssertEqual(doc.pages[0].root.subviews.map(\.kind), ["Dot"])
        // Its canvas is still checked.
        write("canvas(width: 10, height: 10) { frame: 3 }\n", to: dir + "/other.view")
        XCTAssertEqual(compileFile(dir + "/main.view").errors.first?.components(separatedBy: "/").last,
                       "other.view:1:40: error: 'frame' is a Rect, not a Number")
    }
}
