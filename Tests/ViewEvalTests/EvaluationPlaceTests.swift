// Which files `Evaluator.cannotRecurse` lets a caller with room evaluate in place: none that
// declares a component, a Swift class or function, imports a file, or holds a list or a `!`,
// wherever the word or the character is.

import XCTest
@testable import ViewEval

final class EvaluationPlaceTests: XCTestCase {
    func cannotRecurse(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { Evaluator.cannotRecurse($0) }
    }

    func testOnlyFilesWithoutComponentsClassesOrImportsAreEvaluatedInPlace() {
        for ok in ["", "canvas(width: 10, height: 10) { view { frame: bounds } }", "view(frame: bounds)", "view\n{ }",
                   "let subview = 1; let views = 2; let viewX = 3", "let classy = 1; let function = 2; let imports = 3",
                   "x.view { }", "canvas(width: 1, height: 1) { }\nview"] {
            XCTAssertTrue(cannotRecurse(ok), ok)
        }
        for no in ["view A { }", "view\tA {}", "view /* c */ A { }", "view\nA", "import \"b.view\"", "class V: UIView { }",
                   "func f() { }", "// view Badge is elsewhere", "let s = \"class\"", "view;", "view.frame", "x; func",
                   "label { text: \"a view of it\" }", "let q = [1]", "let d = x[0]", "if !flag { }", "let o = c!"] {
            XCTAssertFalse(cannotRecurse(no), no)
        }
        XCTAssertFalse(cannotRecurse(String(repeating: " ", count: (1 << 20) + 1)), "larger than 1 MiB")
    }
}
