// `layer.maskedCorners` rounds only the corners it names, for the
// background, the border and the clip of clipsToBounds — checked in PNG, rsvg-convert's SVG
// and pdftoppm's PDF at points inside and outside the corner circles, computed here.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class MaskedCornersTests: XCTestCase {
    /// A red 40×40 view at (10, 10) with corner radius 10, its top corners rounded
    /// (.layerMinXMinYCorner and .layerMaxXMinYCorner are top-left and top-right in UIKit's
    /// y-down space), and a blue subview filling it, clipped by clipsToBounds, at (10, 60).
    static let text = """
    canvas(width: 60, height: 110) {
        backgroundColor: white
        view {
            frame: Rect(10, 10, 40, 40)
            backgroundColor: .red
            layer.cornerRadius: 10
            layer.maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
        view {
            frame: Rect(10, 60, 40, 40)
            layer.cornerRadius: 10
            layer.maskedCorners: .layerMaxXMaxYCorner
            clipsToBounds: true
            view { frame: Rect(-5, -5, 50, 50); backgroundColor: .blue }
        }
    }
    """

    func testOnlyTheMaskedCornersAreRounded() throws {
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            func c(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = img[x, y]; return (Int(p.r), Int(p.g), Int(p.b)) }
            func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { abs(a.0 - b.0) <= 8 && abs(a.1 - b.1) <= 8 && abs(a.2 - b.2) <= 8 }
            // A point 1 point in from a corner, on the diagonal: √2 · 9 ≈ 12.7 from the corner
            // circle's centre, past the radius 10 — outside when the corner is rounded.
            let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)
            XCTAssertTrue(near(c(11, 11), white), "\(what): top-left \(c(11, 11))")
            XCTAssertTrue(near(c(48, 11), white), "\(what): top-right \(c(48, 11))")
            XCTAssertTrue(near(c(11, 48), red), "\(what): bottom-left \(c(11, 48))")
            XCTAssertTrue(near(c(48, 48), red), "\(what): bottom-right \(c(48, 48))")
            XCTAssertTrue(near(c(30, 30), red), "\(what): middle")
            // The clip of the second view rounds its bottom-right corner only.
            XCTAssertTrue(near(c(11, 61), blue), "\(what): clip top-left \(c(11, 61))")
            XCTAssertTrue(near(c(48, 98), white), "\(what): clip bottom-right \(c(48, 98))")
            XCTAssertTrue(near(c(11, 98), blue), "\(what): clip bottom-left \(c(11, 98))")
        }
    }

    func testUnknownCornerIsAnError() throws {
        let c = Driver.compile(SourceFile(path: "t.view", text: "canvas(width: 9, height: 9) {\n    view { layer.maskedCorners: .layerMinXMinYCornr }\n}\n"), EvalOptions())
        XCTAssertEqual(c.diagnostics.map(\.headline), ["t.view:2:33: error: unknown corner '.layerMinXMinYCornr'; did you mean '.layerMinXMinYCorner'? (the corners are .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner)"])
    }
}
