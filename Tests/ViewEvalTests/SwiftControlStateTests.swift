// A control's state as UIKit has it: `state` of a UIControl or UIButton subclass is
// UIControl.State, an OptionSet computed from isHighlighted, isEnabled and isSelected
// (`.normal` the empty set), compared with `==` and asked with `contains`; and the
// isSelected/isHighlighted/isEnabled of another control, a subview of a class of the file,
// read and set from its superview's code.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftControlStateTests: XCTestCase {
    /// Three buttons, normal, highlighted, and selected while disabled: each fill's width adds
    /// up the tests its state passes (normal 10, `== .highlighted` 20, contains selected 40,
    /// contains disabled 80, `!= .selected` 160, on 1).
    func testAControlsStateIsTheSetOfItsHighlightedDisabledAndSelectedFlags() {
        let text = """
            canvas(width: 300, height: 100) {
                B(frame: Rect(0, 0, 300, 10))
                B(frame: Rect(0, 20, 300, 10), isHighlighted: true)
                B(frame: Rect(0, 40, 300, 10), isSelected: true, isEnabled: false)
            }
            class B: UIButton {
                override func draw(_ rect: CGRect) {
                    var w: CGFloat = 1
                    if state == .normal { w += 10 }
                    if self.state == .highlighted { w += 20 }
                    if state.contains(.selected) { w += 40 }
                    if self.state.contains(.disabled) { w += 80 }
                    if state != .selected { w += 160 }
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                }
            }
            """
        guard let r = root(text) else { return }
        let widths: [Double?] = r.subviews.map { ownFills($0.content).first?.bounds.size.width }
        let normal: Double = 1 + 10 + 160, highlighted: Double = 1 + 20 + 160
        let selectedDisabled: Double = 1 + 40 + 80 + 160
        XCTAssertEqual(widths, [normal, highlighted, selectedDisabled])
    }

    /// A control's code reads and sets `isSelected` and reads `isEnabled` of a button it holds
    /// (an instance of a class of the file, added as a subview): the button draws selected.
    func testAnotherControlsSelectedAndEnabledAreReadAndSet() {
        let text = """
            canvas(width: 100, height: 100) { Like(frame: Rect(0, 0, 100, 100)) }
            final class Heart: UIButton {
                override func draw(_ rect: CGRect) {
                    if isSelected { UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
                }
            }
            class Like: UIControl {
                private let heart = Heart()
                var w: CGFloat = 1
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    heart.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    addSubview(heart)
                    if !heart.isSelected { heart.isSelected = true }
                    if heart.isEnabled { w += 30 }
                    if heart.isHighlighted { w += 60 }
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 2))
                }
            }
            """
        guard let v = placedView(text) else { return }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.size.width), [31])
        XCTAssertEqual(v.subviews.count, 1)
        XCTAssertEqual(v.subviews.first.map { ownFills($0.content).map(\.bounds) }, [Rect(0, 0, 5, 5)])
    }
}
