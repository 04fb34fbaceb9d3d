// Subscripts of the file's own structs and classes, as boards and grids are written: a
// two-index `subscript(row:column:)` with a getter and a setter (`newValue`, or the name the
// setter gives), a get-only one-index subscript, labels only where written
// (`subscript(row r: Int)`), a default value, overloads told apart by their labels and by their
// parameter types, subscripts in an extension of the file's struct. A struct's setter is
// mutating: a `let` struct refuses it with Swift's message; a class's is not, and an instance
// held in a `let` is set through. The numbers are worked out in the test.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftSubscriptTests: XCTestCase {
    static let board = """
    canvas(width: 100, height: 100) {
        Board(frame: Rect(0, 0, 100, 100))
    }

    struct Grid {
        var cells: [Bool]
        let columns: Int
        init(rows: Int, columns: Int) {
            self.columns = columns
            cells = Array(repeating: false, count: rows * columns)
        }
        subscript(row: Int, column: Int) -> Bool {
            get { cells[row * columns + column] }
            set { cells[row * columns + column] = newValue }
        }
    }

    struct Ruler {
        let step: CGFloat
        subscript(i: Int) -> CGFloat { CGFloat(i) * step }
    }

    class Board: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            var grid = Grid(rows: 3, columns: 3)
            grid[0, 0] = true
            grid[1, 2] = true
            grid[2, 1] = true
            grid[1, 2] = !grid[1, 2] || grid[0, 0]
            let ruler = Ruler(step: 10)
            for r in 0..<3 {
                for c in 0..<3 where grid[r, c] {
                    UIRectFill(CGRect(x: ruler[c], y: ruler[r], width: 10, height: 10))
                }
            }
        }
    }
    """

    func testABoardsCellsAreSetAndReadThroughItsSubscript() throws {
        // Set: (0,0), (1,2), (2,1); then (1,2) = !true || true = true. Drawn in row order at
        // (column × 10, row × 10), each 10 × 10: (0,0), (20,10), (10,20).
        let fills = ownFills(try XCTUnwrap(placedView(Self.board)).content)
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 0, 0, 10, 10)
        assertRect(fills[1].bounds, 20, 10, 10, 10)
        assertRect(fills[2].bounds, 10, 20, 10, 10)
    }

    func testAStructSubscriptsSetterIsMutating() {
        let constant = Self.board.replacingOccurrences(of: "var grid = Grid", with: "let grid = Grid")
        XCTAssertEqual(evaluate(constant).diagnostics.map(\.message).first,
                       "cannot assign through subscript: 'grid' is a 'let' constant")
        let getOnly = Self.board.replacingOccurrences(of: "let ruler = Ruler(step: 10)", with: "var ruler = Ruler(step: 10); ruler[0] = 5")
        XCTAssertEqual(evaluate(getOnly).diagnostics.map(\.message), ["cannot assign through subscript: subscript is get-only"])
    }

    func testAClassInstancesSubscriptIsSetThroughALet() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Strip(frame: Rect(0, 0, 100, 100))
        }

        class Heights {
            var values: [CGFloat] = [0, 0, 0, 0]
            subscript(_ i: Int) -> CGFloat {
                get { values[i] }
                set(height) { values[i] = height * 2 }
            }
        }

        class Strip: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                let heights = Heights()
                heights[1] = 5
                heights[3] = 10
                heights[3] += 1
                for i in 0..<4 {
                    UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: heights[i]))
                }
            }
        }
        """
        // The setter stores twice its value: [0, 10, 0, 20]; then heights[3] = 20 + 1 → 42.
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(fills.map { $0.bounds.height }, [0, 10, 0, 42])
    }

    func testLabelsDefaultsAndOverloads() throws {
        let source = """
        canvas(width: 100, height: 100) {
            Plan(frame: Rect(0, 0, 100, 100))
        }

        struct Maze {
            var walls = [1, 2, 3, 4, 5, 6]
            subscript(row r: Int, column c: Int = 0) -> Int { walls[r * 2 + c] }
            subscript(i: Int) -> Int { walls[i] * 100 }
            subscript(name: String) -> Int { name.count }
        }

        extension Maze {
            subscript(wall i: Int) -> Int {
                get { walls[i] }
                set(w) { walls[i] = w }
            }
        }

        class Plan: UIView {
            override func draw(_ rect: CGRect) {
                var m = Maze()
                m[wall: 0] = 7
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[row: 1, column: 1]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[row: 2]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[1]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m["abc"]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[wall: 0]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[0]), height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(m[1] / 3), height: 1))
            }
        }
        """
        // walls [7, 2, 3, 4, 5, 6] after m[wall: 0] = 7: row 1 column 1 → walls[3] = 4; row 2
        // (column 0 by default) → walls[4] = 5; m[1] → 2 × 100; m["abc"] → 3 characters;
        // m[wall: 0] → 7; m[0] → 7 × 100; m[1] / 3, an Int's division as the subscript gives an
        // Int: 200 / 3 → 66.
        let fills = ownFills(try XCTUnwrap(placedView(source)).content)
        XCTAssertEqual(fills.map { $0.bounds.width }, [4, 5, 200, 3, 7, 700, 66])
    }

    func testAStaticSubscriptIsALocatedError() {
        let text = """
        canvas(width: 10, height: 10) {
            V(frame: Rect(0, 0, 10, 10))
        }

        struct Table {
            static subscript(i: Int) -> Int { i }
        }

        class V: UIView {
            override func draw(_ rect: CGRect) {}
        }
        """
        let messages = evaluate(text).diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'static subscript'") }, "\(messages)")
    }
}
