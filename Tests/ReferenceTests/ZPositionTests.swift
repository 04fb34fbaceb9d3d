// `layer.zPosition` orders siblings as they are drawn — the higher one above, whatever their
// order in the block; equal ones keep their order — but not as they are hit: UIKit's
// hitTest(_:with:) asks subviews in reverse order of `subviews`, whatever their zPosition.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class ZPositionTests: XCTestCase {
    static let text = """
    canvas(width: 60, height: 40) {
        view { frame: Rect(0, 0, 40, 40); backgroundColor: .red; layer.zPosition: 1; accessibilityIdentifier: "red" }
        view { frame: Rect(20, 0, 40, 40); backgroundColor: .blue; accessibilityIdentifier: "blue" }
        view { frame: Rect(50, 0, 10, 10); backgroundColor: .green; accessibilityIdentifier: "green" }
    }
    """

    func testTheHigherZPositionIsDrawnAboveButHitInSubviewsOrder() throws {
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            // Where red (0…40) and blue (20…60) overlap, red is on top: its zPosition is 1.
            let p = img[30, 20]
            XCTAssertTrue(p.r > 240 && p.b < 15, "\(what): \(p)")
            // Blue and green have zPosition 0: green, later, stays above blue.
            let q = img[55, 5]
            XCTAssertTrue(q.g > 100 && q.b < 15 && q.r < 15, "\(what): \(q)")
        }
        let c = Driver.compile(SourceFile(path: "t.view", text: Self.text), EvalOptions())
        let root = try XCTUnwrap(c.document).pages[0].root
        // Where red and blue overlap, red is drawn above but blue, later in `subviews`, is hit.
        XCTAssertEqual(HitTester.hit(root, Point(30, 20)).first?.identifier, "blue")
        XCTAssertEqual(HitTester.hit(root, Point(10, 20)).first?.identifier, "red")
        XCTAssertEqual(HitTester.hit(root, Point(45, 20)).first?.identifier, "blue")
        XCTAssertEqual(HitTester.hit(root, Point(55, 5)).first?.identifier, "green")
    }
}
