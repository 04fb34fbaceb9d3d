// UIColor(patternImage:) and UIImage.drawAsPattern(in:) (drawImage(_:asPatternIn:)),
// resizable images (capInsets and resizingMode on an image view) and UIView.contentStretch.
// The source images are drawn by viewc into PNG files; the expected colors at each point are
// worked out here from the rules: a pattern repeats from (0, 0) of the view's coordinates,
// whatever transform its drawing sets (the base space of its backing store);
// caps keep their size; the rest stretches, or repeats at its size in .tile mode.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class StretchablePatternTests: XCTestCase {
    typealias RGB = (Int, Int, Int)
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: RGB, _ tol: Int = 40) -> Bool {
        abs(Int(p.r) - c.0) <= tol && abs(Int(p.g) - c.1) <= tol && abs(Int(p.b) - c.2) <= tol
    }

    /// Writes `name` (a PNG drawn by viewc from `text`) into `dir`.
    func png(_ text: String, _ name: String, in dir: URL) throws {
        try write(try Render.bytes(try Render.ir(text: text), .png), dir.appendingPathComponent(name))
    }

    /// The document `text` placed in `dir` (next to its images), lowered.
    func ir(_ text: String, in dir: URL) throws -> IRDocument {
        let main = dir.appendingPathComponent("main.view")
        try text.write(to: main, atomically: true, encoding: .utf8)
        return try Render.ir(main.path)
    }

    /// A 10×10 checker: black where (⌊x/5⌋ + ⌊y/5⌋) is even.
    static let checker = "canvas(width: 10, height: 10) {\n    path { rect(Rect(0, 0, 5, 5)); rect(Rect(5, 5, 5, 5)); fill(.black) }\n}\n"
    static func checkerIsBlack(_ x: Double, _ y: Double) -> Bool {
        (Int((x / 5).rounded(.down)) + Int((y / 5).rounded(.down))) % 2 == 0
    }

    /// The document `text` beside the checker drawn as tile.png, lowered.
    func besideTheChecker(_ text: String) throws -> IRDocument {
        let dir = try temporaryDirectory(self)
        try png(Self.checker, "tile.png", in: dir)
        return try ir(text, in: dir)
    }

    func testPatternColorsRepeatFromTheViewsOrigin() throws {
        let doc = try besideTheChecker("""
        canvas(width: 100, height: 50) {
            backgroundColor: white
            view { frame: Rect(3, 4, 40, 40); backgroundColor: UIColor(patternImage: "tile.png") }
            view { frame: Rect(50, 4, 40, 40)
                drawImage("tile.png", asPatternIn: Rect(7, 0, 20, 40))
            }
        }
        """)
        for (what, img) in try pixelsInEveryFormat(doc, self) {
            // Pixel centres of the first view, in its coordinates (x − 3, y − 4), each a pixel or
            // more from a cell's edge (readers may smooth the pattern's pixels).
            for (x, y) in [(5, 6), (10, 6), (15, 15), (20, 25), (41, 42)] {
                let black = Self.checkerIsBlack(Double(x) + 0.5 - 3, Double(y) + 0.5 - 4)
                XCTAssertTrue(near(img[x, y], black ? (0, 0, 0) : (255, 255, 255)), "\(what): background (\(x), \(y)) \(img[x, y])")
            }
            // drawAsPattern: tiles from the view's (0, 0), shown only inside x 7…27 of the view.
            for (x, y) in [(58, 6), (63, 6), (66, 12), (72, 31)] {
                let black = Self.checkerIsBlack(Double(x) + 0.5 - 50, Double(y) + 0.5 - 4)
                XCTAssertTrue(near(img[x, y], black ? (0, 0, 0) : (255, 255, 255)), "\(what): drawAsPattern (\(x), \(y)) \(img[x, y])")
            }
            XCTAssertTrue(near(img[54, 6], (255, 255, 255)), "\(what): left of the rect \(img[54, 6])")
            XCTAssertTrue(near(img[80, 6], (255, 255, 255)), "\(what): right of the rect \(img[80, 6])")
        }
    }

    /// Quartz maps pattern space to the base space "regardless of the state of the current
    /// transformation matrix": a group's translate and scale, a turn, or a context's
    /// translateBy before drawImage(_:asPatternIn:) leave the tiles where the view's own
    /// origin puts them, each 5-point cell 5 points wide and upright.
    func testPatternTilesStayInTheViewsBaseSpaceWhateverTheTransform() throws {
        let doc = try besideTheChecker("""
        canvas(width: 150, height: 50) {
            backgroundColor: white
            view { frame: Rect(3, 4, 40, 40)
                group { transform: translate(2, 1).concatenating(scale(2))
                    path { rect(Rect(-2, -1, 20, 20)); fill(UIColor(patternImage: "tile.png")) }
                }
            }
            view { frame: Rect(53, 4, 40, 40)
                group { transform: rotate(30deg)
                    path { rect(Rect(-100, -100, 200, 200)); fill(UIColor(patternImage: "tile.png")) }
                }
            }
            view { frame: Rect(103, 4, 40, 40)
                context { translateBy(x: 3, y: 7); scaleBy(x: 3, y: 3); drawImage("tile.png", asPatternIn: Rect(-1, -3, 14, 14)) }
            }
        }
        """)
        // Each view's drawing covers its whole 40×40 (its own drawing is confined to it).
        let origins = [(3.0, 4.0), (53.0, 4.0), (103.0, 4.0)]
        for (what, img) in try pixelsInEveryFormat(doc, self) {
            for (k, (ox, oy)) in origins.enumerated() {
                // Pixel centres two pixels or more from a cell's edge, in the view's coordinates.
                for u in stride(from: 2.5, to: 40, by: 5) {
                    for v in stride(from: 2.5, to: 40, by: 5) {
                        let x = Int(ox + u), y = Int(oy + v)
                        let black = Self.checkerIsBlack(u, v)
                        XCTAssertTrue(near(img[x, y], black ? (0, 0, 0) : (255, 255, 255)), "\(what): view \(k + 1) at (\(u), \(v)): \(img[x, y])")
                    }
                }
            }
        }
    }

    /// 30×30: red corners (10×10), green edges, a centre whose left half is black and right
    /// half blue.
    static let nine = """
    canvas(width: 30, height: 30) {
        path { rect(Rect(0, 0, 30, 30)); fill(.green) }
        path { rect(Rect(0, 0, 10, 10)); rect(Rect(20, 0, 10, 10)); rect(Rect(0, 20, 10, 10)); rect(Rect(20, 20, 10, 10)); fill(.red) }
        path { rect(Rect(10, 10, 5, 10)); fill(.black) }
        path { rect(Rect(15, 10, 5, 10)); fill(.blue) }
    }
    """

    func testResizableImagesKeepTheirCapsAndStretchOrTileTheRest() throws {
        let dir = try temporaryDirectory(self)
        try png(Self.nine, "nine.png", in: dir)
        let doc = try ir("""
        canvas(width: 120, height: 140) {
            backgroundColor: white
            image { name: "nine.png"; frame: Rect(10, 10, 100, 60); capInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10); resizingMode: .stretch }
            image { name: "nine.png"; frame: Rect(10, 75, 100, 60); capInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
        }
        """, in: dir)
        let red: RGB = (255, 0, 0), green: RGB = (0, 255, 0), black: RGB = (0, 0, 0), blue: RGB = (0, 0, 255)
        for (what, img) in try pixelsInEveryFormat(doc, self) {
            // Stretch: corners 10×10 at each corner of the 100×60 frame; the middle (x 20…100,
            // y 20…60) is the centre stretched 8× across: black for x < 60, blue after (points
            // well inside each half: a reader interpolates the stretched pixels near x 60).
            XCTAssertTrue(near(img[14, 14], red), "\(what): corner \(img[14, 14])")
            XCTAssertTrue(near(img[105, 65], red), "\(what): far corner \(img[105, 65])")
            XCTAssertTrue(near(img[25, 14], green), "\(what): top edge, past the cap \(img[25, 14])")
            XCTAssertTrue(near(img[14, 40], green), "\(what): left edge \(img[14, 40])")
            XCTAssertTrue(near(img[30, 40], black), "\(what): stretched centre, left half \(img[30, 40])")
            XCTAssertTrue(near(img[45, 40], black), "\(what): still the left half \(img[45, 40])")
            XCTAssertTrue(near(img[75, 40], blue), "\(what): the right half \(img[75, 40])")
            // Tile (UIKit's default): the centre repeats at 10 wide from x 20: black 20…25, blue 25…30, …
            for x in stride(from: 21, to: 99, by: 5) {
                let inTile = (x - 20) % 10
                XCTAssertTrue(near(img[x + 1, 105], inTile < 5 ? black : blue, 60), "\(what): tiled centre at \(x + 1): \(img[x + 1, 105])")
            }
            XCTAssertTrue(near(img[14, 79], red), "\(what): tiled image's corner \(img[14, 79])")
        }
    }

    func testContentStretchStretchesOnlyItsPartOfTheDrawing() throws {
        // The same picture as a component's drawing at 30×30, its middle third stretchable.
        let doc = try Render.ir(text: """
        view Nine {
            intrinsicContentSize: Size(30, 30)
            path { rect(Rect(0, 0, 30, 30)); fill(.green) }
            path { rect(Rect(0, 0, 10, 10)); rect(Rect(20, 0, 10, 10)); rect(Rect(0, 20, 10, 10)); rect(Rect(20, 20, 10, 10)); fill(.red) }
            path { rect(Rect(10, 10, 5, 10)); fill(.black) }
            path { rect(Rect(15, 10, 5, 10)); fill(.blue) }
        }
        canvas(width: 120, height: 80) {
            backgroundColor: white
            Nine(frame: Rect(10, 10, 100, 60), contentStretch: Rect(1 / 3, 1 / 3, 1 / 3, 1 / 3))
        }
        """)
        let red: RGB = (255, 0, 0), green: RGB = (0, 255, 0), black: RGB = (0, 0, 0), blue: RGB = (0, 0, 255)
        for (what, img) in try pixelsInEveryFormat(doc, self) {
            XCTAssertTrue(near(img[14, 14], red), "\(what): corner \(img[14, 14])")
            XCTAssertTrue(near(img[105, 65], red), "\(what): far corner \(img[105, 65])")
            XCTAssertTrue(near(img[25, 14], green), "\(what): top edge \(img[25, 14])")
            XCTAssertTrue(near(img[55, 40], black), "\(what): stretched centre \(img[55, 40])")
            XCTAssertTrue(near(img[65, 40], blue), "\(what): its right half \(img[65, 40])")
        }
        // Outside the unit square it is an error.
        let c = Driver.compile(SourceFile(path: "t.view", text: "canvas(width: 9, height: 9) {\n    view { contentStretch: Rect(0.5, 0, 1, 1) }\n}\n"), EvalOptions())
        XCTAssertEqual(c.diagnostics.first?.headline.hasPrefix("t.view:2:28: error: 'contentStretch' is a rect inside"), true, "\(c.diagnostics.map(\.headline))")
    }
}
