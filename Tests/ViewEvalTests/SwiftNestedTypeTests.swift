// Types declared inside other types, as Swift has them: `Outer.Inner` reaches a struct, class or
// enum a struct or class declares, for its static members, its initializer and as a type
// annotation; inside the outer type its bare name is the nested type, so two outer types may
// each have an `Inner` of their own.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftNestedTypeTests: XCTestCase, SwiftMemberDrawing {
    /// Geometry in the shape of a card game's: `Geometry.Symbol.size` and a static computed
    /// path of a class nested in a class with no superclass, read from a view; the nested
    /// class's static members read the outer's (`Geometry.grid`) and its own bare; a struct
    /// `Card` has its own nested `Symbol` enum, which its bare name means there.
    func testANestedClassesStaticMembersAreReachedThroughItsOuterType() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let s = Geometry.Symbol.size
                UIRectFill(CGRect(x: 0, y: 0, width: s.width, height: s.height))
                UIBezierPath(cgPath: Geometry.Symbol.diamondPath).fill()
                let card = Card(symbol: .oval)
                UIRectFill(CGRect(x: 0, y: 0, width: card.width, height: 1))
            }
            }
            class Geometry {
                static let grid = 3
                class Symbol {
                    static let size = CGSize(width: 8 * Geometry.grid, height: 6 * grid)
                    static var diamondPath: CGPath {
                        let p = CGMutablePath()
                        p.addRect(CGRect(x: 100, y: 0, width: size.width / 2, height: Symbol.size.height))
                        return p
                    }
                }
            }
            struct Card {
                enum Symbol { case diamond, oval }
                let symbol: Symbol
                var width: CGFloat { symbol == .oval ? 50 : 5 }
            """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        // grid 3: 8 × 3 by 6 × 3; the path half as wide at x 100.
        assertRect(fills[0].bounds, 0, 0, 24, 18)
        assertRect(fills[1].bounds, 100, 0, 12, 18)
        assertRect(fills[2].bounds, 0, 0, 50, 1)
    }

    /// `Outer.Inner(…)` makes a nested struct (its memberwise initializer), `Outer.Inner` is a
    /// parameter's and a variable's type, `Outer.Kind.wide` a nested enum's case and
    /// `Outer.Inner.make()` a nested struct's static method — two levels deep too.
    func testANestedStructIsMadeAndNamedAsATypeThroughItsOuterType() {
        let fills = classFills("""
            func place(_ box: Layout.Box, kind: Layout.Kind) {
                let w: CGFloat = kind == .wide ? box.side * 2 : box.side
                UIRectFill(CGRect(x: box.x, y: 0, width: w, height: box.side))
            }
            override func draw(_ rect: CGRect) {
                let a: Layout.Box = Layout.Box(x: 10, side: 20)
                place(a, kind: Layout.Kind.wide)
                place(Layout.Box.make(), kind: .narrow)
                let d = Layout.Deep.Inner(n: 7)
                UIRectFill(CGRect(x: 0, y: 50, width: d.n, height: d.n))
            }
            }
            struct Layout {
                struct Box {
                    var x: CGFloat
                    var side: CGFloat
                    static func make() -> Box { Box(x: 100, side: 5) }
                }
                enum Kind { case wide, narrow }
                struct Deep {
                    struct Inner { var n: CGFloat }
                }
            """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 10, 0, 40, 20)
        assertRect(fills[1].bounds, 100, 0, 5, 5)
        assertRect(fills[2].bounds, 0, 50, 7, 7)
    }

    /// `Outer.Inner(rawValue: v)` makes a nested enum's case from its raw value, as Swift's
    /// failable initializer does: a String-backed enum's raw value is its case's name when none
    /// is written (a PaintCode drawing's `Drawing(rawValue: "catIcon")`, the enum declared in an
    /// extension of a class), an Int-backed one counts from 0; a raw value no case has is nil.
    func testANestedEnumIsMadeFromItsRawValueThroughItsOuterType() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let cat = Assets.Drawing(rawValue: "catIcon")
                let none = Assets.Drawing(rawValue: "dogIcon")
                let level = Layout.Level(rawValue: 2) ?? .low
                UIRectFill(CGRect(x: 0, y: 0, width: cat == .catIcon ? 30 : 3, height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: none == nil ? 40 : 4, height: 1))
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(level.rawValue) * 10 + 5, height: 1))
            }
            }
            class Assets: NSObject {}
            extension Assets {
                enum Drawing: String {
                    case starIcon
                    case catIcon
                }
            }
            struct Layout {
                enum Level: Int { case low, mid, high }
            """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        // "catIcon" is the second case's implicit raw value; "dogIcon" none's; Int raw 2 is
        // `.high` (0, 1, 2 counted), 2 × 10 + 5 wide.
        assertRect(fills[0].bounds, 0, 0, 30, 1)
        assertRect(fills[1].bounds, 0, 0, 40, 1)
        assertRect(fills[2].bounds, 0, 0, 25, 1)
    }

    /// A name that no outer type declares is Swift's error, at the name.
    func testAMemberNoNestedTypeHasIsAnError() {
        let e = errors("""
            override func draw(_ rect: CGRect) {
                let s = Layout.Missing.size
            }
            }
            struct Layout {
                struct Box { var x: CGFloat }
            """)
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e.first?.contains("Missing") == true, "\(e)")
    }
}
