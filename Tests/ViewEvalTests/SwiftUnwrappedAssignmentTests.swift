// Assignments through an optional object, as Swift writes them: `face!.mood = v` (and
// `face.mood = v` on a `T!`, unwrapped implicitly) sets the property of the object `face`
// holds and stops, as `!` does, when it holds nil;
// `face?.mood = v` does nothing then.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftUnwrappedAssignmentTests: XCTestCase {
    static func text(_ body: String) -> String {
        """
        canvas(width: 100, height: 100) {
            Switch(frame: Rect(0, 0, 100, 100))
        }

        class Face: UIView {
            var side: CGFloat = 10
            var tone: UIColor = .black
            override func draw(_ rect: CGRect) {
                tone.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
            }
        }

        class Switch: UIView {
            var face: Face?
            var spare: Face!
            var missing: Face?
            override init(frame: CGRect) {
                super.init(frame: frame)
                face = Face(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                spare = Face(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
                addSubview(face!)
                addSubview(spare)
        \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// `self.face!.side = 30` sets the subview's own property (its square is 30 wide);
    /// `spare!.tone = .red` and `spare.side = 12` through an implicitly unwrapped one (its
    /// square 12 wide), which Swift unwraps there;
    /// `missing?.side = 5` does nothing, missing being nil.
    func testAssignmentThroughForceUnwrapSetsTheObjectsProperty() throws {
        let body = """
                self.face!.side = 30
                spare!.tone = .red
                spare.side = 12
                missing?.side = 5
        """
        let views = try XCTUnwrap(placedView(Self.text(body))?.subviews)
        XCTAssertEqual(views.count, 2)
        let face = ownFills(views[0].content)
        assertRect(try XCTUnwrap(face.first).bounds, 0, 0, 30, 30)
        XCTAssertEqual(face.first?.color, Color(red: 0, green: 0, blue: 0))
        let spare = ownFills(views[1].content)
        assertRect(try XCTUnwrap(spare.first).bounds, 0, 0, 12, 12)
        XCTAssertEqual(spare.first?.color, NamedColors.table["red"])
    }

    /// A `T!` property set through in another property's observer is unwrapped there as in a
    /// method (`label.isHidden = isLarge` in `isLarge`'s didSet, the label declared above):
    /// the placement sets `large` after init, its didSet sets the subview's side, 40.
    func testAnUnwrappedPropertyIsSetThroughInAnotherPropertysObserver() throws {
        let text = """
            canvas(width: 100, height: 100) {
                Holder(frame: Rect(0, 0, 100, 100), large: true)
            }

            class Face: UIView {
                var side: CGFloat = 10
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
                }
            }

            class Holder: UIView {
                fileprivate var face: Face!
                @IBInspectable var large: Bool = false {
                    didSet {
                        face.side = large ? 40 : 20
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    face = Face(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                    addSubview(face)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let views = try XCTUnwrap(placedView(text)?.subviews)
        XCTAssertEqual(views.count, 1)
        let face = ownFills(views[0].content)
        assertRect(try XCTUnwrap(face.first).bounds, 0, 0, 40, 40)
    }

    /// Through a nil object `!` stops where it is written, as Swift does; through a value (a
    /// `CGRect?`) it changes the optional's own value (SwiftOptionalTests), and through a
    /// `let` one it is Swift's error.
    func testForceUnwrapOfNilInATargetStopsThere() {
        XCTAssertEqual(evaluate(Self.text("        missing!.side = 5")).headlines,
                       ["t.view:24:9: error: '!' found nil: 'missing' is nil (Swift would stop here)"])
        XCTAssertEqual(evaluate(Self.text("        var r: CGRect? = .zero\n        r!.origin.x = 5")).headlines, [])
        let constant = evaluate(Self.text("        let r: CGRect? = .zero\n        r!.origin.x = 5")).headlines
        XCTAssertEqual(constant, ["t.view:25:9: error: cannot assign to 'r': it is a 'let' constant; declare it with 'var'"])
    }
}
