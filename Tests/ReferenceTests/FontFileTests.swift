// Font files beside a .view file, named by UIFont(name:size:): found, embedded, listed in the
// depfile, and refused with a located error outside the folder or when not a font.

import Foundation
import XCTest

/// Font files beside the .view file, used by name. The compile sees only
/// DejaVu (a fontconfig file of its own), so Noto Serif — copied beside the file from the fonts
/// `make deps` installs — can only come from the file.
final class FontFileTests: CLITestCase {
    func onlyDejaVu() throws -> [String: String] {
        let conf = try writeText("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>

            """, "fonts.conf")
        return ["FONTCONFIG_FILE": conf]
    }

    func testAFontFileBesideTheViewFileIsUsedByName() throws {
        try Tools.require("pdffonts")
        let env = try onlyDejaVu()
        try FileManager.default.createDirectory(at: file("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", toPath: file("site/NotoSerif-Bold.ttf").path)
        let src = try writeText("""
            canvas(width: 300, height: 60) {
                label { frame: Rect(0, 0, 300, 60); text: "From a file"; font: UIFont(name: "NotoSerif-Bold", size: 24) }
            }

            """, "site/f.view")
        let r = try viewc([src, "-o", "f.pdf", "--depfile", "f.d"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fonts = try Tools.run("pdffonts", [file("f.pdf").path]).stdoutText
        XCTAssertTrue(fonts.contains("NotoSerif-Bold"), fonts)
        XCTAssertFalse(fonts.contains("DejaVu"), fonts)
        let dep = try String(contentsOf: file("f.d"), encoding: .utf8)
        XCTAssertTrue(dep.contains(file("site/NotoSerif-Bold.ttf").path), dep)
        // The face gives the weight: `dump tree` shows the family and bold.
        let tree = try viewc(["dump", "tree", src], env: env).stdoutText
        XCTAssertTrue(tree.contains("font = Font(name: \"Noto Serif\", size: 24, weight: .bold)"), tree)
        // Without the file the name is unknown, and says where it looked.
        try FileManager.default.removeItem(at: file("site/NotoSerif-Bold.ttf"))
        let gone = try viewc([src, "-o", "g.pdf"], env: env)
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stderr.contains("no installed font family is named 'NotoSerif-Bold'"), gone.stderr)
        XCTAssertTrue(gone.stderr.contains("nor is there a font file 'NotoSerif-Bold.ttf'"), gone.stderr)
    }

    func testFontFilesAreConfinedAndChecked() throws {
        let env = try onlyDejaVu()
        try FileManager.default.createDirectory(at: file("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", toPath: file("Outside.ttf").path)
        try Data("not a font at all".utf8).write(to: file("site/Broken.ttf"))
        // A real font cut short: its table directory is whole, the tables it lists are not.
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"))
        try whole.prefix(whole.count / 2).write(to: file("site/Cut.ttf"))
        try FileManager.default.createDirectory(at: file("site/Dir.ttf"), withIntermediateDirectories: true)
        let src = try writeText("""
            canvas(width: 300, height: 60) {
                label { text: "a"; font: UIFont(name: "../Outside.ttf", size: 24) }
                label { text: "b"; font: UIFont(name: "Broken", size: 24) }
                label { text: "c"; font: UIFont(name: "Dir", size: 24) }
                label { text: "d"; font: UIFont(name: "Cut", size: 24) }
            }

            """, "site/c.view")
        let r = try viewc([src, "-o", "c.pdf"], env: env)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("c.view:2:43: error: '../Outside.ttf' is outside the folder"), r.stderr)
        XCTAssertTrue(r.stderr.contains("c.view:3:43: error: 'Broken.ttf' is not a font file fontconfig can read"), r.stderr)
        XCTAssertTrue(r.stderr.contains("c.view:4:43: error: 'Dir.ttf' is a folder, not a font file"), r.stderr)
        XCTAssertTrue(r.stderr.contains("c.view:5:43: error: 'Cut.ttf' is not a font file fontconfig can read"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("c.pdf").path))
    }
}
