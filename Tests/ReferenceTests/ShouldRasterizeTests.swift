// `layer.shouldRasterize: true`: the layer is flattened and composited as one, so its own
// opacity — or the opacity a superview without group opacity hands down — fades it as a
// group: its overlapping subviews do not show through each other. Checked in PNG,
// rsvg-convert's SVG and pdftoppm's PDF against colors computed here from source-over. The
// scale of that cache, `layer.rasterizationScale`, reads back and changes nothing drawn.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class ShouldRasterizeTests: XCTestCase {
    /// Two views at alpha 0.5 that do not group their opacity, each holding a plain view with a
    /// red square under an overlapping blue one (overlap x 20…40); the second's plain view is
    /// rasterised. A third view rasterises itself while not allowing group opacity.
    static let text = """
    canvas(width: 60, height: 90) {
        backgroundColor: white
        view {
            frame: Rect(0, 0, 60, 30)
            alpha: 0.5
            layer.allowsGroupOpacity: false
            view {
                frame: Rect(0, 0, 60, 30)
                view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
                view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
            }
        }
        view {
            frame: Rect(0, 30, 60, 30)
            alpha: 0.5
            layer.allowsGroupOpacity: false
            view {
                frame: Rect(0, 0, 60, 30)
                layer.shouldRasterize: true
                view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
                view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
            }
        }
        view {
            frame: Rect(0, 60, 60, 30)
            alpha: 0.5
            layer.allowsGroupOpacity: false
            layer.shouldRasterize: true
            view { frame: Rect(0, 0, 40, 30); backgroundColor: .red }
            view { frame: Rect(20, 0, 40, 30); backgroundColor: .blue }
        }
    }
    """

    func testARasterisedLayerIsFadedAsOneGroup() throws {
        let white = [1.0, 1, 1], red = [1.0, 0, 0], blue = [0.0, 0, 1]
        let over = AllowsGroupOpacityTests.over
        let through = over(blue, 0.5, over(red, 0.5, white))
        let grouped = over(blue, 0.5, white)
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            func check(_ x: Int, _ y: Int, _ want: [Double], _ note: String) {
                AllowsGroupOpacityTests.assertPixel(img, x, y, want, "\(what): \(note)")
            }
            check(30, 15, through, "the overlap, not rasterised")
            check(30, 45, grouped, "the overlap in a rasterised subview")
            check(30, 75, grouped, "the overlap in a rasterised view")
            check(10, 45, over(red, 0.5, white), "red alone")
        }
    }

    /// `layer.rasterizationScale` (set to the screen's scale beside `shouldRasterize`, as code
    /// does) is the scale of the bitmap the layer is cached in: it reads back what was set (1
    /// before), and the drawing, in vectors at each output's scale, is the same without it.
    func testTheRasterizationScaleReadsBackAndChangesNothingDrawn() throws {
        func text(_ line: String) -> String {
            """
            canvas(width: 40, height: 20) {
                backgroundColor: white
                Cached(frame: Rect(0, 0, 40, 20))
            }
            class Cached: UIView {
                var before: CGFloat = 0
                override func draw(_ rect: CGRect) {
                    before = layer.rasterizationScale
                    layer.shouldRasterize = true
                    \(line)
                    (before == 1 && (layer.rasterizationScale == UIScreen.main.scale || layer.rasterizationScale == 1) ? UIColor.green : UIColor.red).setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
                }
            }
            """
        }
        let set = try Render.ir(text: text("layer.rasterizationScale = UIScreen.main.scale"))
        XCTAssertEqual(try Render.bytes(set, .png), try Render.bytes(try Render.ir(text: text("")), .png))
        for (what, img) in try pixelsInEveryFormat(set, self) {
            AllowsGroupOpacityTests.assertPixel(img, 10, 10, [0, 1, 0], "\(what): the scale read back")
            AllowsGroupOpacityTests.assertPixel(img, 30, 10, [1, 1, 1], what)
        }
    }

    func testDumpTreeShowsIt() throws {
        let c = Driver.compile(SourceFile(path: "t.view", text: Self.text), EvalOptions())
        let dump = TreeDumper.dump(try XCTUnwrap(c.document))
        XCTAssertEqual(dump.components(separatedBy: "shouldRasterize = YES").count - 1, 2)
        XCTAssertTrue(dump.contains("alpha = 0.5; allowsGroupOpacity = NO; shouldRasterize = YES; hidden = NO"), dump)
    }
}
