// `@IBOutlet` and `@IBAction` as Interface Builder's code writes them. A still picture has no
// storyboard: nothing connects an outlet, so it keeps the value it is declared with — nil for
// `T!` and `T?`, an outlet collection `[T]!` too — and reading one unwrapped stops as `!` does,
// as an unconnected outlet does on a device; an action is a method nothing sends.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftOutletTests: XCTestCase {
    static func text(_ setup: String) -> String {
        """
        canvas(width: 100, height: 100) {
            Panel(frame: Rect(0, 0, 100, 100))
        }

        class Panel: UIView {
            @IBOutlet weak var title: UILabel!
            @IBOutlet var marks: [UIView]!
            @IBOutlet private dynamic var badge: UIView?
            var pressed = false
            @IBAction func press(_ sender: UIButton) { pressed = true }
            override func awakeFromNib() {
                badge?.backgroundColor = .red
        \(setup)
            }
            override func draw(_ rect: CGRect) {
                let missing: CGFloat = (title == nil ? 1 : 0) + (marks == nil ? 1 : 0) + (badge == nil ? 1 : 0)
                UIRectFill(CGRect(x: 0, y: 0, width: missing * 10, height: pressed ? 20 : 10))
            }
        }
        """
    }

    /// The three outlets nil (3 × 10 wide), the action never sent (10 high).
    func testUnconnectedOutletsAreNil() throws {
        let fill = try XCTUnwrap(ownFills(try XCTUnwrap(placedView(Self.text(""))).content).first)
        assertRect(fill.bounds, 0, 0, 3 * 10, 10)
    }

    /// An implicitly unwrapped outlet read as a value stops where it is read.
    func testReadingAnUnconnectedOutletStops() {
        let errors = evaluate(Self.text("        title.text = \"Hi\"")).headlines
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.view:13:9: error: '!' found nil") == true, "\(errors)")
    }
}
