// Values are judged where they are written, whichever way a run goes: both branches of a `?:`
// and every element of a list have one type (in branches never taken, and for either choice
// of a -D), a `.name` typo where a Color is expected gets a did-you-mean, and a transform no
// renderer can place is an error at its value.

import XCTest
import ViewSyntax
import ViewGeometry
@testable import ViewEval

final class ValueCheckTests: XCTestCase {
    func testBranchesOfATernaryMustHaveOneType() {
        let text = "@inspectable on = true\nlet w = on ? 10 : \"ten\"\n" + inCanvas("")
        XCTAssertEqual(evaluate(text).headlines,
                       ["t.view:2:9: error: the branches of '?:' have different types: a Number and a String"])
        // The same with the other branch chosen by -D: still one error, at the same place.
        XCTAssertEqual(evaluate(text, defines: [("on", "false")]).headlines,
                       ["t.view:2:9: error: the branches of '?:' have different types: a Number and a String"])
        XCTAssertEqual(evaluate("let w = true ? 1 : 2\n" + inCanvas("")).headlines, [])
    }

    func testAListHoldsOneType() {
        XCTAssertEqual(evaluate("let xs = [1, 2, \"a\"]\n" + inCanvas("")).headlines,
                       ["t.view:1:17: error: a list holds values of one type: this is a String, but the list starts with a Number"])
        // Also where the list is built at run time, in a branch never taken.
        XCTAssertEqual(evaluate(inCanvas("  if false { for x in [Point(1, 1), 2] { } }")).headlines,
                       ["t.view:2:37: error: a list holds values of one type: this is a Number, but the list starts with a Point"])
        XCTAssertEqual(evaluate("let xs = [[1], [2, 3]]\n" + inCanvas("")).headlines, [])
    }

    func testAColorTypoAfterADotGetsASuggestion() {
        XCTAssertEqual(evaluate(inCanvas("  view { backgroundColor: .systemBlu }")).headlines,
                       ["t.view:2:27: error: 'backgroundColor' is a Color, not '.systemBlu'; did you mean '.systemBlue'?"])
        XCTAssertEqual(evaluate(inCanvas("  path { rect(bounds); stroke(.rde) }")).headlines,
                       ["t.view:2:31: error: 'stroke' expects a Color for argument 1, not '.rde'; did you mean '.red'?"])
        // Nothing close: no suggestion.
        XCTAssertEqual(evaluate(inCanvas("  view { backgroundColor: .zzzzzz }")).headlines,
                       ["t.view:2:27: error: 'backgroundColor' is a Color, not '.zzzzzz'"])
    }

    func testATransformTooLargeToDrawIsAnErrorAtItsValue() {
        XCTAssertEqual(evaluate(inCanvas("  view { transform: scale(1e300) }")).headlines,
                       ["t.view:2:21: error: this transform is too large to draw: 1e+300 is beyond ±1e9"])
        XCTAssertEqual(evaluate(inCanvas("  group { transform: translate(0, 0).scaledBy(x: 1e12, y: 1) }")).headlines,
                       ["t.view:2:22: error: this transform is too large to draw: 1000000000000 is beyond ±1e9"])
        XCTAssertEqual(evaluate(inCanvas("  view { transform: scale(1e6) }")).headlines, [])
    }
}
