// A view's recognizers read back and taken off: `gestureRecognizers` (nil until one is
// attached, then the attached ones in order), `removeGestureRecognizer(_:)`, and
// `gestureRecognizers?.forEach(self.removeGestureRecognizer)` — the method named as a function
// value — as a control's reset writes it.

import XCTest
import ViewGeometry
@testable import ViewEval

final class GestureRecognizerListTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Switch(frame: Rect(0, 0, 100, 100))
        Switch(frame: Rect(0, 0, 100, 100), reset: true)
    }

    class Switch: UIControl {
        @IBInspectable var reset: Bool = false
        var before: CGFloat = 0
        override func awakeFromNib() {
            before = gestureRecognizers == nil ? 1 : 0
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(tapped)))
        }
        override func layoutSubviews() {
            if reset {
                gestureRecognizers?.forEach(self.removeGestureRecognizer)
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(tapped))
                addGestureRecognizer(swipe)
            }
        }
        @objc func tapped() { }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: 10 * CGFloat(gestureRecognizers?.count ?? 0), height: 10 * before))
        }
    }
    """

    /// Nil before the first is attached (10 high); two attached (20 wide); reset: both taken
    /// off and a swipe added, one left (10 wide).
    func testRecognizersAreReadAndTakenOff() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].gestureRecognizers.map(\.kind), [.tap, .pan])
        XCTAssertEqual(views[1].gestureRecognizers.map(\.kind), [.swipe])
        assertRect(try XCTUnwrap(ownFills(views[0].content).first).bounds, 0, 0, 2 * 10, 10)
        assertRect(try XCTUnwrap(ownFills(views[1].content).first).bounds, 0, 0, 1 * 10, 10)
    }

    /// `self.gestureRecognizers = [pan]`, as a handle view sets its one recognizer: UIKit's
    /// setter takes off those the view had (the tap) and attaches the list's in order; the
    /// draw(_:) reads one back (10 wide). `= nil` on another view takes all of its off, and a
    /// recognizer set on a second view moves there, as addGestureRecognizer(_:) moves it.
    func testSettingTheRecognizersReplacesThem() throws {
        let views = try XCTUnwrap(root("""
        canvas(width: 100, height: 100) {
            A(frame: Rect(0, 0, 50, 50))
        }
        class A: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(acted))
                let pan = UIPanGestureRecognizer(target: self, action: #selector(acted))
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(acted))
                addGestureRecognizer(tap)
                self.gestureRecognizers = [pan, swipe]
                let cleared = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                cleared.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(acted)))
                cleared.gestureRecognizers = nil
                addSubview(cleared)
                let taker = UIView(frame: CGRect(x: 10, y: 0, width: 5, height: 5))
                taker.gestureRecognizers = [swipe]
                addSubview(taker)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func acted() { }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 10 * CGFloat(gestureRecognizers?.count ?? 0), height: 10))
            }
        }
        """)?.subviews)
        let a = try XCTUnwrap(views.first)
        XCTAssertEqual(a.gestureRecognizers.map(\.kind), [.pan])
        XCTAssertEqual(a.subviews.map { $0.gestureRecognizers.map(\.kind) }, [[], [.swipe]])
        assertRect(try XCTUnwrap(ownFills(a.content).first).bounds, 0, 0, 1 * 10, 10)
    }
}
