// UIView.semanticContentAttribute: `.unspecified` until set, set as a view property (in a
// class's code and on a view made in code) and read back; a drawing is laid out left to right,
// so `UIView.userInterfaceLayoutDirection(for:)` is `.rightToLeft` for `.forceRightToLeft` alone.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SemanticContentAttributeTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Dial(frame: Rect(0, 0, 100, 100))
        Dial(frame: Rect(0, 0, 100, 100), flipped: true)
    }

    class Dial: UIView {
        @IBInspectable var flipped: Bool = false
        var isRTL: Bool {
            return UIView.userInterfaceLayoutDirection(for: self.semanticContentAttribute) == .rightToLeft
        }
        override func layoutSubviews() {
            if flipped { semanticContentAttribute = .forceRightToLeft }
        }
        override func draw(_ rect: CGRect) {
            // Each attribute's direction, as a bar 10 wide at x = 10 × its place when right to left.
            let all: [UISemanticContentAttribute] = [.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft]
            for (i, a) in all.enumerated() where UIView.userInterfaceLayoutDirection(for: a) == .rightToLeft {
                UIRectFill(CGRect(x: CGFloat(i) * 10, y: 50, width: 10, height: 10))
            }
            if semanticContentAttribute == .unspecified { UIColor.blue.setFill() } else { UIColor.red.setFill() }
            UIRectFill(CGRect(x: isRTL ? 80 : 0, y: 0, width: 20, height: 20))
        }
    }
    """

    /// Unset: `.unspecified`, left to right: blue at x 0. With `.forceRightToLeft`: red at
    /// x 80. Of the five attributes only the fifth (x = 4 × 10) is right to left.
    func testForceRightToLeftAloneIsRightToLeft() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        for (k, v) in views.enumerated() {
            let fills = ownFills(v.content)
            XCTAssertEqual(fills.count, 2)
            assertRect(fills[0].bounds, 4 * 10, 50, 10, 10)
            assertRect(fills[1].bounds, k == 0 ? 0 : 100 - 20, 0, 20, 20)
            XCTAssertEqual(fills[1].color, k == 0 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
        }
    }

    /// A view made in code takes it with `=`; a value that is not one of the cases is an error.
    func testSetOnAViewMadeInCodeAndChecked() {
        let made = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            let inner = UIView()
            override func layoutSubviews() {
                inner.semanticContentAttribute = .forceLeftToRight
                addSubview(inner)
            }
        }
        """
        XCTAssertEqual(evaluate(made).headlines, [])
        let wrong = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            override func layoutSubviews() { semanticContentAttribute = .sideways }
        }
        """
        XCTAssertEqual(evaluate(wrong).headlines,
                       ["t.view:3:65: error: 'semanticContentAttribute' is one of .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft, not .sideways"])
    }
}

extension SemanticContentAttributeTests {
    /// A view's `effectiveUserInterfaceLayoutDirection` is its own attribute's direction: right
    /// to left when it forces it (also set on a view made in code), else the drawing's left to
    /// right. Its `safeAreaInsets` are zero: no bar or notch covers a drawing's views.
    func testAViewsEffectiveDirectionAndSafeArea() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10), semanticContentAttribute: .forceRightToLeft) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let other = UIView()
                let before = other.effectiveUserInterfaceLayoutDirection == .rightToLeft
                other.semanticContentAttribute = .forceRightToLeft
                let insets = self.safeAreaInsets
                print(effectiveUserInterfaceLayoutDirection == .rightToLeft, before, other.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                      insets.top + insets.left + insets.bottom + insets.right, bounds.inset(by: safeAreaInsets) == bounds)
            }
        }
        """
        XCTAssertEqual(printed(text), "true false true 0.0 true")
    }
}
