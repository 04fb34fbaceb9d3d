// A Swift class inheriting from UIImageView is an image view: UIKit does not call its
// draw(_:) (a warning says the drawing is never shown, and no pixel of it is), it ignores
// touches as UIImageView does, and with no image it shows only its background; its own code
// sets its image (`self.image = …`), which it shows as any image view does.

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

    /// `self.image = renderer.image { … }` in the class's own init: the 20 × 10 image, red left
    /// of x = 10 and blue right of it, scaled to fill the 40 × 20 view (UIImageView's default
    /// content mode), is red left of x = 20 and blue right of it.
    func testAnImageViewSubclassSetsItsOwnImage() throws {
        let text = """
        canvas(width: 40, height: 20) {
            backgroundColor: .white
            Tiled(frame: Rect(0, 0, 40, 20))
        }

        class Tiled: UIImageView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let r = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
                self.image = r.image { _ in
                    UIColor.red.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                    UIColor.blue.setFill()
                    UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), [])
        let img = try decodePNG(try Render.bytes(Lowering.lower(try XCTUnwrap(c.document)), .png))
        for (x, y) in [(2, 2), (17, 10), (10, 17)] {
            XCTAssertEqual([img[x, y].r, img[x, y].g, img[x, y].b], [255, 0, 0], "red at \(x),\(y)")
        }
        for (x, y) in [(22, 2), (30, 10), (37, 17)] {
            XCTAssertEqual([img[x, y].r, img[x, y].g, img[x, y].b], [0, 0, 255], "blue at \(x),\(y)")
        }
    }
}
