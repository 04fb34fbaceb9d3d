// A Swift class inheriting from UIImageView is an image view: UIKit does not call its
// draw(_:) (a warning says the drawing is never shown, and no pixel of it is), it ignores
// touches as UIImageView does, and with no image it shows only its background.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class ImageViewSubclassTests: XCTestCase {
    func testAnImageViewSubclassIsNotAskedToDraw() throws {
        let text = """
        canvas(width: 40, height: 20) {
            backgroundColor: .white
            Framed(frame: Rect(0, 0, 40, 20))
        }

        class Framed: UIImageView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(rect)
            }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        let heads = c.diagnostics.map(\.headline)
        XCTAssertEqual(heads.count, 1, "\(heads)")
        XCTAssertTrue(heads.first?.hasPrefix("t.view:7:19: warning:") == true && heads.first?.contains("UIImageView does not call draw(_:)") == true, "\(heads)")
        let doc = try XCTUnwrap(c.document)
        let img = try decodePNG(try Render.bytes(Lowering.lower(doc), .png))
        for (x, y) in [(2, 2), (20, 10), (37, 17)] {
            XCTAssertEqual(img[x, y].r, 255, "white at \(x),\(y): \(img[x, y])")
            XCTAssertEqual(img[x, y].g, 255, "white at \(x),\(y): \(img[x, y])")
        }
        XCTAssertNotEqual(HitTester.hit(doc.pages[0].root, Point(20, 10)).first?.kind, "Framed", "an image view ignores touches")
    }
}
