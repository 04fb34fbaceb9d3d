// Individual pixels that UIKit's rules fix: alpha as one layer, the rounded clip, the border
// above subviews, the scale.

import CairoBackend
import Foundation
import XCTest

/// Pixels that UIKit's rules fix, read from our PNGs (over white, ±3 per channel).
final class PixelSemanticsTests: XCTestCase {
    func pixel(_ c: RenderCase, _ x: Int, _ y: Int, scale: Int = 1) throws -> [Int] {
        let img = try decodePNG(try Render.bytes(c, .png, scale: scale)).overWhite
        let p = img[x, y]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertColor(_ got: [Int], _ want: [Int], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 3 }, "\(what): got \(got), want \(want)", file: file, line: line)
    }

    func testAlphaCompositesTheViewAsOneLayer() throws {
        let c = featureCases[0]
        // Red at half strength over white, where only red is.
        assertColor(try pixel(c, 25, 25), [255, 128, 128], "red square at alpha 0.5")
        // Where the squares overlap only the blue one shows, at half strength: the view is one
        // layer. Drawing each subview at 0.5 would give a red-blue mix here.
        assertColor(try pixel(c, 60, 60), [128, 128, 255], "overlap")
        assertColor(try pixel(c, 5, 5), [255, 255, 255], "outside")
    }

    func testRoundedClipAndBorder() throws {
        let c = featureCases[1]
        // The subview, inside the rounded outline: systemBlue (0, 122, 255).
        assertColor(try pixel(c, 85, 85), [0, 122, 255], "clipped subview")
        // Past the rounded corner (radius 20), though inside the square bounds: clipped away.
        assertColor(try pixel(c, 97, 97), [255, 255, 255], "rounded corner")
        // The border is inside the bounds and above the subview: black at x 96…100 on y = 60.
        assertColor(try pixel(c, 98, 85), [0, 0, 0], "border over the subview")
        // Outside the bounds, the subview (which would reach 120) is clipped.
        assertColor(try pixel(c, 110, 110), [255, 255, 255], "outside the bounds")
        assertColor(try pixel(c, 40, 40), [255, 204, 0], "background systemYellow")
    }

    func testTriangleFillAndStroke() throws {
        let c = sampleCases[2]
        assertColor(try pixel(c, 82, 103), [0, 255, 0], "fill inside the triangle")
        assertColor(try pixel(c, 75, 11), [255, 0, 0], "stroke at the apex")
        assertColor(try pixel(c, 20, 20), [255, 255, 255], "outside")
    }

    func testFaceGeometryAtScale2() throws {
        let c = sampleCases[0]
        // The skull: radius 120 around (200, 200), 5 wide, blue; at scale 2 every point is 2 px.
        assertColor(try pixel(c, 640, 400, scale: 2), [0, 0, 255], "skull at its right edge")
        assertColor(try pixel(c, 400, 160, scale: 2), [0, 0, 255], "skull at its top")
        assertColor(try pixel(c, 400, 400, scale: 2), [255, 255, 255], "inside the skull")
        // Closed eyes: a line through (160 ± 6, 160).
        assertColor(try pixel(c, 320, 320, scale: 2), [0, 0, 255], "left eye line")
    }

    func testCheckMarkOnlyWhenSelected() throws {
        // (45, 80) in the button is (55, 90) on the canvas: the check mark's corner.
        assertColor(try pixel(sampleCases[3], 55, 90), [255, 255, 255], "normal: no check mark")
        assertColor(try pixel(sampleCases[4], 55, 90), [52, 199, 89], "selected: systemGreen check mark")
    }

    func pixels(_ text: String) throws -> RGBAImage {
        try decodePNG(try Render.bytes(try Render.ir(text: text), .png)).overWhite
    }

    func testNestedAlphaMultiplies() throws {
        let img = try pixels("""
        canvas(width: 40, height: 40) {
            backgroundColor: white
            view {
                frame: Rect(0, 0, 40, 40)
                alpha: 0.5
                view { frame: Rect(10, 10, 20, 20); alpha: 0.5; backgroundColor: black }
            }
        }
        """)
        // Black at 0.5 × 0.5 over white: 255 × 0.75.
        let p = img[20, 20]
        assertColor([Int(p.r), Int(p.g), Int(p.b)], [191, 191, 191], "black at alpha 0.25")
        assertColor([Int(img[5, 5].r)], [255], "outside the inner view")
    }

    func testBoundsOriginShiftsDrawingAndSubviews() throws {
        let img = try pixels("""
        canvas(width: 60, height: 60) {
            backgroundColor: white
            view {
                frame: Rect(10, 10, 40, 40)
                bounds: Rect(20, 20, 40, 40)
                clipsToBounds: true
                path { rect(Rect(20, 20, 10, 10)); fill(.red) }
                view { frame: Rect(50, 50, 20, 20); backgroundColor: .blue }
                view { frame: Rect(0, 0, 15, 15); backgroundColor: .green }
            }
        }
        """)
        // (20, 20) of the bounds is the view's top-left corner at (10, 10) on the canvas.
        assertColor([Int(img[12, 12].r), Int(img[12, 12].g), Int(img[12, 12].b)], [255, 0, 0], "drawing at the bounds origin")
        // The subview at (50, 50) in bounds coordinates is at (40, 40) on the canvas, clipped at 50.
        assertColor([Int(img[45, 45].r), Int(img[45, 45].g), Int(img[45, 45].b)], [0, 0, 255], "shifted subview")
        assertColor([Int(img[55, 55].r), Int(img[55, 55].g), Int(img[55, 55].b)], [255, 255, 255], "clipped at the bounds")
        // The green subview (0…15 in bounds coordinates) lies above-left of the visible bounds: clipped away.
        assertColor([Int(img[8, 8].r), Int(img[8, 8].g), Int(img[8, 8].b)], [255, 255, 255], "outside the bounds")
    }

    func testSubviewsTurnWithARotatedSuperview() throws {
        let img = try pixels("""
        canvas(width: 100, height: 100) {
            backgroundColor: white
            view {
                bounds: Rect(0, 0, 60, 20)
                center: Point(50, 50)
                transform: rotate(90deg)
                view { frame: Rect(50, 0, 10, 20); backgroundColor: .red }
            }
        }
        """)
        // Turned 90° clockwise, the superview spans x 40…60, y 20…80; its right end (the red
        // subview, x 50…60 in its bounds) is at the bottom: y 70…80.
        assertColor([Int(img[50, 75].r), Int(img[50, 75].g), Int(img[50, 75].b)], [255, 0, 0], "red at the bottom")
        assertColor([Int(img[50, 25].r), Int(img[50, 25].g), Int(img[50, 25].b)], [255, 255, 255], "not at the top")
        assertColor([Int(img[75, 50].r), Int(img[75, 50].g), Int(img[75, 50].b)], [255, 255, 255], "not at the right")
    }
}
