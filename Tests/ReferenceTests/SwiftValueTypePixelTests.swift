// Structs and static members in pixels: a view draws through a StyleKit-shaped namespace's
// `class func` the rects that a struct's computed property places, after a `mutating` method
// and a copy; the rects must be where the numbers worked out here put them, in our PNG,
// rsvg-convert's rendering of our SVG and pdftoppm's of our PDF.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import XCTest

final class SwiftValueTypePixelTests: XCTestCase {
    static let meter = """
    canvas(width: 120, height: 80) {
        backgroundColor: .white
        Meter(frame: Rect(0, 0, 120, 80))
    }

    struct Segment {
        var index: Int
        var level: CGFloat = 0.5
        var rect: CGRect {
            return CGRect(x: 10 + CGFloat(index) * Segment.pitch, y: 70 - 60 * level, width: 20, height: 60 * level)
        }
        mutating func raise(_ amount: CGFloat) { level += amount }
        static let pitch: CGFloat = 25
    }

    class Meter: UIView {
        override func draw(_ rect: CGRect) {
            let first = Segment(index: 0)
            var third = first
            third.index = 2
            third.raise(0.5)
            MeterKit.drawSegments([first, Segment(index: 1, level: 0.25), third])
        }
    }

    public class MeterKit: NSObject {
        private static let color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        public class func drawSegments(_ list: [Segment]) {
            color.setFill()
            for s in list { UIBezierPath(rect: s.rect).fill() }
        }
    }
    """

    func testStructRectsDrawnByAClassFunctionAreWhereTheNumbersPutThem() throws {
        // first: x 10, level 0.5 → height 30, y 70 − 30 = 40: (10, 40, 20, 30).
        // Segment(index: 1, level: 0.25): x 10 + 25 = 35, height 15, y 55: (35, 55, 20, 15).
        // third, a copy raised to level 1 at index 2: x 60, height 60, y 10: (60, 10, 20, 60);
        // first, copied from, keeps level 0.5: nothing of it above y 40.
        let ir = try Render.ir(text: Self.meter)
        let rects: [(x: Int, y: Int, w: Int, h: Int)] = [(10, 40, 20, 30), (35, 55, 20, 15), (60, 10, 20, 60)]
        for (format, img) in try pixelsInEveryFormat(ir, self) {
            for r in rects {
                let inside = img[r.x + r.w / 2, r.y + r.h / 2]
                XCTAssertTrue(inside.b > 240 && inside.r < 15 && inside.g < 15, "\(format) inside \(r): \(inside)")
                let above = img[r.x + r.w / 2, r.y - 2], left = img[r.x - 2, r.y + r.h / 2]
                XCTAssertTrue(above.r > 240 && above.g > 240, "\(format) above \(r): \(above)")
                XCTAssertTrue(left.r > 240 && left.g > 240, "\(format) left of \(r): \(left)")
            }
        }
    }
}

/// A board drawn from its subscript: each cell of a 3 × 3 `Board` whose `subscript(row:column:)`
/// the view sets is filled black where it reads true, white elsewhere, in every format.
extension SwiftValueTypePixelTests {
    static let board = """
    canvas(width: 60, height: 60) {
        backgroundColor: .white
        Checkers(frame: Rect(0, 0, 60, 60))
    }

    struct Board {
        var cells = [Bool](repeating: false, count: 9)
        subscript(row: Int, column: Int) -> Bool {
            get { cells[row * 3 + column] }
            set { cells[row * 3 + column] = newValue }
        }
    }

    class Checkers: UIView {
        override func draw(_ rect: CGRect) {
            var board = Board()
            for r in 0..<3 {
                for c in 0..<3 { board[r, c] = (r + c) % 2 == 0 }
            }
            board[1, 1] = false
            UIColor.black.setFill()
            for r in 0..<3 {
                for c in 0..<3 {
                    if board[r, c] { UIRectFill(CGRect(x: c * 20, y: r * 20, width: 20, height: 20)) }
                }
            }
        }
    }
    """

    func testABoardDrawnFromItsSubscript() throws {
        // Black where row + column is even, but the centre cell, set false after: the four
        // corners; every other cell white. Each cell's centre is at (c × 20 + 10, r × 20 + 10).
        let ir = try Render.ir(text: Self.board)
        for (format, img) in try pixelsInEveryFormat(ir, self) {
            for r in 0..<3 {
                for c in 0..<3 {
                    let black = (r + c) % 2 == 0 && !(r == 1 && c == 1)
                    let p = img[c * 20 + 10, r * 20 + 10]
                    XCTAssertTrue(black ? p.r < 15 && p.g < 15 && p.b < 15 : p.r > 240 && p.g > 240 && p.b > 240,
                                  "\(format) cell (\(r), \(c)) is \(p), want \(black ? "black" : "white")")
                }
            }
        }
    }
}
