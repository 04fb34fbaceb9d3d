// `layer.allowsGroupOpacity: false`: a half-transparent view's alpha is applied to each of its
// subviews on its own (and handed down to theirs), so overlapping subviews show through each
// other — checked in PNG, rsvg-convert's SVG and pdftoppm's PDF against colors computed here
// from source-over compositing, next to the grouped default.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class AllowsGroupOpacityTests: XCTestCase {
    /// Three views at alpha 0.5, each with a red square under an overlapping blue one (the
    /// overlap is x 20…40): grouped (the default) at the top, not grouped in the middle, and
    /// not grouped with the squares one level further down (inside a plain subview) at the bottom.
    static let text = """
    canvas(width: 60, height: 90) {
        backgroundColor: white
        view {
            frame: Rect(0, 0, 60, 30)
            alpha: 0.5
            view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
            view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
        }
        view {
            frame: Rect(0, 30, 60, 30)
            alpha: 0.5
            layer.allowsGroupOpacity: false
            view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
            view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
        }
        view {
            frame: Rect(0, 60, 60, 30)
            alpha: 0.5
            layer.allowsGroupOpacity: false
            view {
                frame: Rect(0, 0, 60, 30)
                view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
                view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
            }
        }
    }
    """

    /// `color` at `alpha` over `below`, each channel 0…1 (source-over).
    static func over(_ color: [Double], _ alpha: Double, _ below: [Double]) -> [Double] {
        zip(color, below).map { $0 * alpha + $1 * (1 - alpha) }
    }

    /// The pixel at (x, y) is `want` (channels 0…1), to 4 in 255.
    static func assertPixel(_ img: RGBAImage, _ x: Int, _ y: Int, _ want: [Double], _ note: String, file: StaticString = #filePath, line: UInt = #line) {
        let p = img[x, y]
        let got = [Double(p.r), Double(p.g), Double(p.b)]
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1 * 255) <= 4 }, "\(note) at (\(x), \(y)) is \(got), not \(want.map { $0 * 255 })", file: file, line: line)
    }

    func testWithoutGroupOpacityOverlappingSubviewsShowThrough() throws {
        let white = [1.0, 1, 1], red = [1.0, 0, 0], blue = [0.0, 0, 1]
        // Grouped: the blue square covers the red one inside the group, which is faded as one.
        let grouped = Self.over(blue, 0.5, white)
        // Not grouped: red is faded onto the white, then blue is faded onto that.
        let through = Self.over(blue, 0.5, Self.over(red, 0.5, white))
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            func check(_ x: Int, _ y: Int, _ want: [Double], _ note: String) { Self.assertPixel(img, x, y, want, "\(what): \(note)") }
            check(30, 15, grouped, "the grouped overlap")
            check(30, 45, through, "the overlap without group opacity")
            check(30, 75, through, "the overlap a level down, with the alpha handed down")
            // Where the squares do not overlap, both ways agree.
            check(10, 45, Self.over(red, 0.5, white), "red alone")
            check(50, 45, grouped, "blue alone")
        }
    }

    func testDumpTreeShowsIt() throws {
        let c = Driver.compile(SourceFile(path: "t.view", text: Self.text), EvalOptions())
        let lines = TreeDumper.dump(try XCTUnwrap(c.document)).split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("allowsGroupOpacity = NO") }.count, 2)
        XCTAssertTrue(lines[4].contains("alpha = 0.5; allowsGroupOpacity = NO; hidden = NO"), String(lines[4]))
    }

    /// Each part without group opacity gets a layer only when it draws: a view whose contents
    /// are empty (a plain view, a background only) opens no layer for them, so the IR holds
    /// no `beginLayer` followed at once by its `endLayer`.
    func testOnlyPartsThatDrawGetALayer() throws {
        let ir = try Render.ir(text: Self.text)
        let ops = IRPrinter.print(ir).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertGreaterThan(ops.filter { $0.hasPrefix("beginLayer alpha=0.5") }.count, 0)
        for (a, b) in zip(ops, ops.dropFirst()) {
            XCTAssertFalse(a.hasPrefix("beginLayer") && b.hasPrefix("endLayer"), "an empty layer:\n\(a)\n\(b)")
        }
    }
}
