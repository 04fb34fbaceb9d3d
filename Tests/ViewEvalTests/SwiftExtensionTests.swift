// Extensions of the file's classes and structs: their members join the type's, written before
// or after it, as Swift's members have no order; an extension of any other type is named as
// outside the subset unless it is one of the value types of SwiftValueExtensionTests.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftExtensionTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Dots(frame: Rect(0, 0, 100, 100))
    }

    extension Dots {
        var radius: CGFloat { bounds.width / 10 }
        func dot(at p: CGPoint) {
            UIBezierPath(ovalIn: CGRect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius)).fill()
        }
    }

    class Dots: UIView {
        override func draw(_ rect: CGRect) {
            dot(at: CGPoint(x: 50, y: 50))
            spot(Corner(inset: 2))
        }
    }

    struct Corner { var inset: CGFloat }

    extension Corner {
        func rect(side: CGFloat) -> CGRect { CGRect(x: inset, y: inset, width: side, height: side) }
    }

    extension Dots {
        private func spot(_ c: Corner) { UIRectFill(c.rect(side: radius / 2)) }
    }
    """

    /// radius = 100 / 10 = 10: an oval (40, 40, 20, 20) around (50, 50); the struct's extension
    /// places a radius / 2 = 5 square at its inset 2.
    func testExtensionMembersJoinTheirType() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 2)
        assertRect(f[0].bounds, 40, 40, 20, 20)
        assertRect(f[1].bounds, 2, 2, 5, 5)
    }

    /// (An extension of a UIKit class is its subclasses': SwiftLayerClassTests.)
    func testAnExtensionOfAnotherTypeIsNamed() {
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nextension Layer {\n    var c: CGPoint { .zero }\n}\n").headlines,
                       ["t.view:2:11: error: extensions of 'Layer', which is not a class or struct of this file, are outside the supported Swift subset (docs/language.md §13)"])
    }
}
