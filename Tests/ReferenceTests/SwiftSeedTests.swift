// A UIView subclass compiles as its author wrote it. The seeds' SkullView and
// CheckButton (Seeds/, as the seed documents print them) are placed in a canvas and must draw
// exactly what a faithful hand-written .view port of the same code draws (Seeds/*Port.view),
// in both states of `eyesOpen` and `isSelected`, in our PNG, rsvg-convert's SVG and pdftoppm's
// PDF; and a few pixels are checked against the seed's geometry worked out here.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class SwiftSeedTests: XCTestCase {
    static let seeds = Paths.testsDir.appendingPathComponent("Seeds")

    /// Compiles `canvas` in a folder holding the seed fixtures (so that it may import them).
    func render(_ canvas: String) throws -> [(String, RGBAImage)] {
        let dir = try temporaryDirectory(self)
        for f in try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path) {
            try FileManager.default.copyItem(at: Self.seeds.appendingPathComponent(f), to: dir.appendingPathComponent(f))
        }
        let main = dir.appendingPathComponent("main.view")
        try canvas.write(to: main, atomically: true, encoding: .utf8)
        let ir = try Render.ir(main.path)
        return try pixelsInEveryFormat(ir, self)
    }

    /// The seed's class and its port, each placed alone in a white canvas with `arguments`;
    /// their pixels must be the same. Returns the seed's.
    func seedAndPort(_ name: String, canvas: Int, frame: String, _ arguments: String,
                     file: StaticString = #filePath, line: UInt = #line) throws -> [(String, RGBAImage)] {
        func placed(_ cls: String) throws -> [(String, RGBAImage)] {
            try render("""
                import "\(cls).view"
                canvas(width: \(canvas), height: \(canvas)) {
                    backgroundColor: .white
                    \(cls)(frame: \(frame), \(arguments))
                }
                """)
        }
        let seed = try placed(name)
        assertSamePixels(seed, try placed(name + "Port"), "\(name), \(arguments)", file: file, line: line)
        return seed
    }

    func assertSamePixels(_ a: [(String, RGBAImage)], _ b: [(String, RGBAImage)], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for ((format, x), (_, y)) in zip(a, b) {
            XCTAssertEqual(x.width, y.width, file: file, line: line)
            XCTAssertTrue(x.pixels == y.pixels, "\(what) in \(format): the seed's class and its port differ", file: file, line: line)
        }
    }

    func testTheSeedsSkullViewDrawsAsItsPortInBothStates() throws {
        for eyesOpen in [true, false] {
            let seed = try seedAndPort("SkullView", canvas: 200, frame: "Rect(0, 0, 200, 200)", "eyesOpen: \(eyesOpen)")
            // The seed's geometry: radius min(200, 200) / 2 × 0.8 = 80 about (100, 100),
            // stroked 5 wide in pure blue; the left eye 80 / 3 left of and above the centre,
            // of radius 80 / 20 = 4; closed, it is a line 5 wide through it.
            for (format, img) in seed {
                let top = img[100, 19]   // the skull's ring spans y 17.5…22.5 at the top
                XCTAssertTrue(top.b > 240 && top.r < 15 && top.g < 15, "\(format): \(top)")
                let inside = img[100, 60]
                XCTAssertTrue(inside.r > 240 && inside.g > 240, "\(format): \(inside)")
                let eyeCentre = 100 - 80.0 / 3   // 73.33
                let atEye = img[Int(eyeCentre), Int(eyeCentre) - 1]   // 0.85 from the centre: inside the ring's hole, on the closed eye's line
                if eyesOpen {
                    XCTAssertTrue(atEye.r > 200, "\(format) open eye's hole: \(atEye)")
                    let ring = img[Int(eyeCentre - 4), Int(eyeCentre)]
                    XCTAssertTrue(ring.b > 200 && ring.r < 60, "\(format) open eye's ring: \(ring)")
                } else {
                    XCTAssertTrue(atEye.b > 200 && atEye.r < 60, "\(format) closed eye: \(atEye)")
                }
                // The mouth's rectangle (the seed draws it): x 60…140, top at y 100 + 16 = 116,
                // a 1-point line; its left side at x = 60 runs from y 116 to 142.67.
                let side = img[59, 130], beside = img[57, 130]
                XCTAssertTrue(side.b > 100 && side.r < 200, "\(format) mouth rect side: \(side)")
                XCTAssertTrue(beside.r > 240, "\(format) beside the mouth rect: \(beside)")
            }
        }
    }

    func testTheSeedsCheckButtonDrawsAsItsPortInBothStates() throws {
        for selected in [true, false] {
            let seed = try seedAndPort("CheckButton", canvas: 120, frame: "Rect(10, 10, 100, 100)", "isSelected: \(selected)")
            // drawPath(using: .stroke) strokes the circle and the check together with the
            // stroke color set last: black when not selected, the button's green when it is.
            // The circle (inset 5 in a 100-point button at (10, 10)) has its top at y = 15.
            for (format, img) in seed {
                let top = img[60, 15]
                if selected {
                    XCTAssertTrue(top.g > 150 && top.r < 100, "\(format): \(top)")
                    let check = img[10 + 45, 10 + 80 - 1]   // the check's lowest corner (45, 80)
                    XCTAssertTrue(check.g > 150 && check.r < 100, "\(format) check: \(check)")
                } else {
                    XCTAssertTrue(top.r < 15 && top.g < 15 && top.b < 15, "\(format): \(top)")
                    let noCheck = img[10 + 45, 10 + 80 - 1]
                    XCTAssertTrue(noCheck.r > 240, "\(format) no check: \(noCheck)")
                }
            }
        }
    }

    /// The fixtures are the seeds' code as the documents print it: after the fixture's header
    /// comments, every line equals the seed's, from its `@IBDesignable` on; the CheckButton
    /// fixture adds one line, the closing brace its listing lacks.
    func testTheFixturesAreTheSeedsCode() throws {
        // The seed documents sit beside the project (../shared/seeds) where it was made.
        let candidates = [Paths.packageRoot.deletingLastPathComponent(), Paths.packageRoot.deletingLastPathComponent().deletingLastPathComponent(),
                          URL(fileURLWithPath: "/work")].map { $0.appendingPathComponent("shared/seeds") }
        guard let seedsDir = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw XCTSkip("the seed documents are not on this machine")
        }
        for (fixture, marker, added) in [("SkullView.view", "class SkullView: UIView {", 0), ("CheckButton.view", "class CheckButton: UIButton {", 1)] {
            let text = try String(contentsOf: Self.seeds.appendingPathComponent(fixture), encoding: .utf8)
            let lines = Array(text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") })
            var found = false
            for f in try FileManager.default.contentsOfDirectory(atPath: seedsDir.path) {
                let doc = try String(contentsOf: seedsDir.appendingPathComponent(f), encoding: .utf8)
                let docLines = doc.split(separator: "\n", omittingEmptySubsequences: false)
                guard let i = docLines.indices.first(where: { docLines[$0].hasPrefix("@IBDesignable") && $0 + 1 < docLines.count && docLines[$0 + 1] == marker })
                else { continue }
                found = true
                let count = lines.count - 1 - added   // the fixture ends with a newline
                XCTAssertGreaterThan(count, 20)
                for k in 0..<count { XCTAssertEqual(String(lines[k]), String(docLines[i + k]), "\(fixture) line \(k + 1) of the class") }
                if added == 1 { XCTAssertEqual(lines[count], "}") }
            }
            XCTAssertTrue(found, "\(fixture)'s class is in a seed document")
        }
    }
}
