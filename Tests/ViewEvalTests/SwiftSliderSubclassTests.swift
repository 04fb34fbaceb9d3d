// A UISlider subclass (a music app's tick-mark slider, a player's scrubber with a taller track)
// is a control whose own drawing shows; UISlider's track and thumb are not drawn here, as no
// UISwitch or UIStepper is (docs/language.md §13), and the class is warned so.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftSliderSubclassTests: XCTestCase {
    static let warning = "warning: UISlider's own track and thumb are not drawn here, as no UISwitch or UIStepper is (docs/language.md §13): this picture is only what the class draws"

    /// The class's draw(_:) runs and is all its picture: its settings are taken (none draws),
    /// it is a UISlider and a UIControl to `is` with UIControl's state, and its override of
    /// `trackRect(forBounds:)` is its method, run by its own call: in an 80 × 40 slider the
    /// track rect is (0, 0 + 10, 80, 10), so the one fill is that rect.
    func testASliderSubclassDrawsOnlyItsOwnDrawing() throws {
        let r = evaluate("""
        canvas(width: 100, height: 60) { Scrubber(frame: Rect(10, 10, 80, 40)) }
        class Scrubber: UISlider {
            override init(frame: CGRect) {
                super.init(frame: frame)
                minimumValue = 0; maximumValue = 10; value = 4; isContinuous = false
                minimumTrackTintColor = .clear; maximumTrackTintColor = .clear; thumbTintColor = .red
                minimumValueImage = nil; self.maximumValueImage = nil
            }
            required init?(coder: NSCoder) { fatalError() }
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                return CGRect(x: bounds.minX, y: bounds.minY + 10, width: bounds.size.width, height: 10)
            }
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                let v: UIView = self
                if v is UISlider && v is UIControl && isEnabled && !isHighlighted {
                    UIRectFill(trackRect(forBounds: bounds))
                }
            }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:2:7: " + Self.warning])
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0 + 10, 80, 10)
    }

    /// A setting is not kept, so reading it back, or overriding it (its own storage would not
    /// clamp to the range as UIKit's does), is an error naming it; a slider's setting on a
    /// view that is no slider is UISlider's (`UISlider()` made in code is outside:
    /// SwiftSystemObjectTests' testAControlMadeInCodeIsOutside).
    func testASlidersSettingsAreNotReadBackAndBelongToSliders() {
        let read = evaluate("""
        canvas(width: 10, height: 10) { S(frame: Rect(0, 0, 10, 10)) }
        class S: UISlider {
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(value), height: 1)) }
        }
        """)
        XCTAssertEqual(read.headlines, ["t.view:2:7: " + Self.warning,
            "t.view:3:87: error: UISlider's 'value' is set and changes no picture here (its track and thumb are not drawn); reading it back is outside the supported Swift subset (docs/language.md §13)"])
        let overridden = evaluate("""
        canvas(width: 10, height: 10) { S(frame: Rect(0, 0, 10, 10)) }
        class S: UISlider {
            override var value: Float { didSet { setNeedsDisplay() } }
        }
        """)
        XCTAssertEqual(overridden.headlines, ["t.view:2:7: " + Self.warning,
            "t.view:3:18: error: overriding UISlider's 'value' is outside the supported Swift subset: a slider's settings are taken and not kept here (docs/language.md §13)"])
        let plain = evaluate("""
        canvas(width: 10, height: 10) { P(frame: Rect(0, 0, 10, 10)) }
        class P: UIView {
            override func layoutSubviews() { thumbTintColor = .red }
        }
        """)
        XCTAssertTrue(plain.headlines.contains { $0.contains("error:") && $0.contains("thumbTintColor") }, "\(plain.headlines)")
    }
}
