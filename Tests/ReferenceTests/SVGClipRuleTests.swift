// SVGClipRule: the even-odd rule moved from the element that uses a clip onto the clip path's
// shapes, on the bytes; other clips and SVGs without an even-odd clip are left as they are.

@testable import CairoBackend
import XCTest

final class SVGClipRuleTests: XCTestCase {
    func fix(_ s: String) -> String { String(decoding: SVGClipRule.fix(Array(s.utf8)), as: UTF8.self) }

    func testTheRuleMovesOntoTheClipPathsShapes() {
        let svg = """
        <clipPath id="clip1"><path d="M 0 0 L 1 1 Z"/><path d="M 2 2 Z"/></clipPath>\
        <clipPath id="clip2"><path d="M 3 3 Z"/></clipPath>\
        <g clip-path="url(#clip1)" clip-rule="evenodd"><path d="M 4 4 Z"/></g>\
        <g clip-path="url(#clip2)"><path d="M 5 5 Z"/></g>
        """
        XCTAssertEqual(fix(svg), """
        <clipPath id="clip1"><path clip-rule="evenodd" d="M 0 0 L 1 1 Z"/><path clip-rule="evenodd" d="M 2 2 Z"/></clipPath>\
        <clipPath id="clip2"><path d="M 3 3 Z"/></clipPath>\
        <g clip-path="url(#clip1)" clip-rule="evenodd"><path d="M 4 4 Z"/></g>\
        <g clip-path="url(#clip2)"><path d="M 5 5 Z"/></g>
        """)
    }

    func testNothingToFixLeavesTheBytes() {
        for s in ["", "<svg/>", "<g clip-rule=\"evenodd\">", "x\" clip-rule=\"evenodd\"", "<clipPath id=\"c\"><path d=\"\"/>"] {
            XCTAssertEqual(fix(s), s)
        }
    }

    /// A clip used after its definition and one whose definition comes later are both fixed.
    func testOrderDoesNotMatter() {
        let svg = "<g clip-path=\"url(#b-2)\" clip-rule=\"evenodd\"/><clipPath id=\"b-2\"><path d=\"\"/></clipPath>"
        XCTAssertEqual(fix(svg), "<g clip-path=\"url(#b-2)\" clip-rule=\"evenodd\"/><clipPath id=\"b-2\"><path clip-rule=\"evenodd\" d=\"\"/></clipPath>")
    }
}
