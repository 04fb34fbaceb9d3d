// Overrides of UIControl's state properties with observers, as controls write them
// (`override open var isHighlighted: Bool { didSet { setNeedsDisplay() } }`), and of a view's
// `frame`, `bounds`, `center`, `backgroundColor`, …: UIKit's stored value stays underneath, so
// the property is still the control's parameter (or the view's own), read and set as UIKit's,
// and a view property's observers run where code sets it.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftPropertyOverrideTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Slider(frame: Rect(0, 0, 100, 100))
        Slider(frame: Rect(0, 0, 100, 100), isHighlighted: true, isEnabled: false)
    }

    class Slider: UIControl {
        override open var isHighlighted: Bool {
            didSet { setNeedsDisplay() }
        }
        override var isSelected: Bool {
            willSet { setNeedsDisplay() }
        }
        override public var isEnabled: Bool { didSet { setNeedsDisplay() } }
        override var frame: CGRect { didSet { setNeedsDisplay() } }
        open override var center: CGPoint { willSet { setNeedsLayout() } }
        override func layoutSubviews() {
            if isHighlighted { isSelected = true }
        }
        override func draw(_ rect: CGRect) {
            (isHighlighted == true ? UIColor.red : UIColor.blue).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: isSelected ? 40 : 20, height: isEnabled ? 10 : 5))
            UIRectFill(CGRect(x: 0, y: 90, width: frame.width / 4, height: center.y / 50))
        }
    }
    """

    /// `frame` and `center` overridden with observers are UIView's. Unset: not highlighted
    /// (blue), not selected (20 wide), enabled (10 high). Placed with
    /// isHighlighted and isEnabled false: red, selected by its layoutSubviews (40), 5 high.
    func testObservedOverrideKeepsUIControlsState() throws {
        let views = try XCTUnwrap(root(Self.text)?.subviews)
        XCTAssertEqual(views.count, 2)
        let plain = try XCTUnwrap(ownFills(views[0].content).first)
        assertRect(plain.bounds, 0, 0, 20, 10)
        XCTAssertEqual(plain.color, Color(red: 0, green: 0, blue: 1))
        let lit = try XCTUnwrap(ownFills(views[1].content).first)
        assertRect(lit.bounds, 0, 0, 40, 5)
        XCTAssertEqual(lit.color, Color(red: 1, green: 0, blue: 0))
        // frame and center stay UIView's: the frame 100 wide, the center at y 50.
        for v in views { assertRect(ownFills(v.content)[1].bounds, 0, 90, 100 / 4, 50 / 50) }
    }

    /// Swift's rules: an override of a stored property adds observers (no value, no plain
    /// stored override), and keeps UIControl's type.
    func testOverrideOfControlStateIsCheckedAsSwiftDoes() {
        func errs(_ member: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIControl {\n\(member)\n}\n").headlines
        }
        XCTAssertEqual(errs("    override var isHighlighted: Bool = true { didSet { } }"),
                       ["t.view:3:18: error: cannot override with a stored property 'isHighlighted': an override of UIControl's 'isHighlighted' adds observers ('{ didSet { … } }') or is computed"])
        XCTAssertEqual(errs("    override var isSelected: CGFloat { didSet { } }"),
                       ["t.view:3:30: error: 'isSelected' is UIControl's Bool (default false): write 'override var isSelected: Bool'"])
        XCTAssertEqual(errs("    override var backgroundColor: UIColor { didSet { } }"),
                       ["t.view:3:35: error: 'backgroundColor' is UIView's UIColor?: write 'override var backgroundColor: UIColor?'"])
    }

    /// A view property overridden with observers (a marker that keeps the background colour it
    /// is given and clears its background) runs them, in Swift's order, where code sets the
    /// property once the view is made: its init after super.init (blue: willSet 1, didSet 2 —
    /// the old value nil), the placement's argument once init has run (orange: 1, then 3 —
    /// the old value the clear the observer set), and a method of the class its
    /// layoutSubviews() calls, through a member (`frame.size.width = 50`: 50). A store in the
    /// observer itself is a plain store (no second run). First of all, its super.init(frame:)
    /// sets the frame through the frame's observer (100).
    func testAViewPropertysOverridingObserversRunWhereCodeSetsIt() throws {
        let text = """
        canvas(width: 100, height: 40) { Marker(frame: Rect(0, 0, 100, 40), backgroundColor: .orange) }
        class Marker: UIView {
            var steps: [CGFloat] = []
            var color: UIColor?
            override var backgroundColor: UIColor? {
                willSet { steps.append(1) }
                didSet {
                    steps.append(oldValue == nil ? 2 : 3)
                    if backgroundColor != .clear { color = backgroundColor; backgroundColor = .clear }
                }
            }
            override var frame: CGRect { didSet { steps.append(frame.width) } }
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .blue
            }
            required init?(coder: NSCoder) { fatalError() }
            func grow() { frame.size.width = 50 }
            override func layoutSubviews() { grow() }
            override func draw(_ rect: CGRect) {
                color?.setFill()
                for (i, s) in steps.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 5, y: 0, width: 4, height: s)) }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.bounds.height), [100, 1, 2, 1, 3, 50])
        XCTAssertEqual(fills.first?.color, Color(red: 1, green: 0.5, blue: 0))
        XCTAssertNil(v.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil })
        XCTAssertEqual(v.frame.width, 50)
    }

    /// A class with no initializer of its own is made by UIView's init(frame:), which sets the
    /// frame through its setter: an observing override of `frame` runs then, from the zero
    /// frame to the given one (a ring whose line is 0.15 of its width: 80 · 0.15 = 12; the old
    /// width 0), and the frame is the one given.
    func testUIViewsInitSetsTheFrameThroughAnObservingOverride() throws {
        let text = """
        canvas(width: 100, height: 40) { Ring(frame: Rect(10, 5, 80, 30)) }
        class Ring: UIView {
            var lineWidth: CGFloat = 13
            var oldWidth: CGFloat = -1
            override var frame: CGRect { didSet { lineWidth = frame.width * 0.15; oldWidth = oldValue.width } }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: lineWidth, height: 10 + oldWidth)) }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let f = try XCTUnwrap(ownFills(v.content).first)
        XCTAssertEqual(f.bounds.width, 80 * 0.15, accuracy: 1e-12)
        XCTAssertEqual(f.bounds.height, 10)
        assertRect(v.frame, 10, 5, 80, 30)
        // A class with its own init(frame:): its super.init(frame:) sets the frame so too.
        let own = text.replacingOccurrences(of: "    var oldWidth: CGFloat = -1\n", with: "    var oldWidth: CGFloat = -1\n    override init(frame: CGRect) { super.init(frame: frame) }\n    required init?(coder: NSCoder) { fatalError() }\n")
        XCTAssertNotEqual(own, text)
        let w = try XCTUnwrap(placedView(own))
        XCTAssertEqual(try XCTUnwrap(ownFills(w.content).first).bounds.width, 80 * 0.15, accuracy: 1e-12)
        assertRect(w.frame, 10, 5, 80, 30)
    }

    /// A view of such a class made in code and given its frame before it is added runs the
    /// observers then (once for init(frame: .zero)'s zero frame, once for the new one: 2), and
    /// sizeToFit() sets the frame through them too (3).
    func testObserversRunForAViewMadeInCodeAndForSizeToFit() throws {
        let text = """
        canvas(width: 100, height: 60) { Host(frame: Rect(0, 0, 100, 60)) }
        class Chip: UIView {
            var sets: CGFloat = 0
            override var frame: CGRect { didSet { sets += 1 } }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 30) }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: sets, height: 1)) }
        }
        class Host: UIView {
            override func layoutSubviews() {
                let c = Chip(frame: .zero)
                c.frame = CGRect(x: 0, y: 20, width: 10, height: 10)
                let d = Chip(frame: .zero)
                d.sizeToFit()
                addSubview(c)
                addSubview(d)
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(v.subviews.count, 2)
        assertRect(v.subviews[0].frame, 0, 20, 10, 10)
        assertRect(v.subviews[1].frame, 0, 0, 40, 30)
        XCTAssertEqual(v.subviews.map { ownFills($0.content).first?.bounds.width }, [2, 2])
    }
}

extension SwiftPropertyOverrideTests {
    /// UIView.tintColor is null-resettable: set to nil it is the superview's again. An
    /// observing override of it runs where code sets it, the value underneath UIKit's. A dot
    /// that counts its sets and insets its circle 5 points a set: set to blue once (inset 5,
    /// blue); set to blue and then nil (two sets: inset 10, the box's tint, the system blue).
    func testTintColorResetsToTheSuperviewsAndItsOverrideObserves() throws {
        let text = """
        canvas(width: 120, height: 60) { Box(frame: Rect(0, 0, 120, 60)) }
        class Box: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                let a = Dot(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
                let b = Dot(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
                addSubview(a); addSubview(b)
                a.tintColor = .blue
                b.tintColor = .blue
                b.tintColor = nil
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Dot: UIView {
            var seen: CGFloat = 0
            override var tintColor: UIColor! { didSet { seen += 1 } }
            override func draw(_ rect: CGRect) {
                tintColor.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: seen * 5, dy: seen * 5)).fill()
            }
        }
        """
        let box = try XCTUnwrap(placedView(text))
        let fills = box.subviews.map { ownFills($0.content).first }
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills[0]?.color, Color(red: 0, green: 0, blue: 1))
        assertRect(try XCTUnwrap(fills[0]).bounds, 5, 5, 30, 30)
        XCTAssertEqual(fills[1]?.color, Color(red: 1, green: 0, blue: 0), "nil: the superview's tint")
        assertRect(try XCTUnwrap(fills[1]).bounds, 10, 10, 20, 20)
        XCTAssertNil(box.subviews[1].tintColor)
        let wrong = evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    override init(frame: CGRect) { super.init(frame: frame); tintColor = 3 }\n    required init?(coder: NSCoder) { fatalError() }\n}\n")
        XCTAssertEqual(wrong.headlines, ["t.view:3:74: error: 'tintColor' is a Color, not a Number"])
    }
}

extension SwiftPropertyOverrideTests {
    /// A class's placement block of view properties and subviews sets its properties before
    /// draw(_:) runs, as code making a view sets them before UIKit draws it: the tint the block
    /// gives is the one its drawing and its code-made subview's drawing use, and the `alpha`
    /// its own drawing reads is the block's. The block's subview is placed as before.
    func testABlocksViewPropertiesAreSetBeforeTheClassDraws() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Box(frame: Rect(0, 0, 100, 100)) {
                tintColor: #FF0000
                alpha: 0.5
                view { frame: Rect(60, 60, 10, 10) }
            }
        }
        class Dot: UIView {
            override func draw(_ rect: CGRect) { tintColor.setFill(); UIRectFill(bounds) }
        }
        class Box: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(Dot(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                tintColor.setStroke()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: alpha * 100, height: 10)).stroke()
            }
        }
        """
        let box = try XCTUnwrap(placedView(text))
        let own = ownPaints(box.content)
        XCTAssertEqual(own.count, 1)
        XCTAssertEqual(own[0].color, Color(red: 1, green: 0, blue: 0))
        assertRect(own[0].bounds, 0, 0, 0.5 * 100, 10)
        XCTAssertEqual(box.subviews.count, 2)
        XCTAssertEqual(ownFills(box.subviews[0].content).first?.color, Color(red: 1, green: 0, blue: 0))
        assertRect(box.subviews[1].frame, 60, 60, 10, 10)
    }
}

extension SwiftPropertyOverrideTests {
    /// An override of UIControl's state with observers runs them where the state is set, as
    /// Swift runs an override's observers of the superclass's property: by a placement's
    /// argument (`isSelected: true`), by the class's own code — in its methods and its init
    /// after super.init —, and by another class's code through an instance it holds; the state
    /// underneath is UIControl's, read back in draw(_:). Each set counts once (willSet and
    /// didSet both run; oldValue is the state before): placed selected, 1; set in init, 1;
    /// set true then false in layoutSubviews, 2; a panel's `radio.isSelected = true`, 1.
    func testAControlStateOverridesObserversRunWhereTheStateIsSet() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Radio(frame: Rect(0, 0, 20, 20), isSelected: true)
            Radio(frame: Rect(0, 20, 20, 20), startsSelected: true)
            Radio(frame: Rect(0, 40, 20, 20), flips: true)
            Panel(frame: Rect(0, 60, 40, 40))
        }
        class Radio: UIButton {
            @IBInspectable var startsSelected: Bool = false
            @IBInspectable var flips: Bool = false
            var sets: CGFloat = 0
            var before: CGFloat = 0
            var changed = false
            override var isSelected: Bool {
                willSet { before = isSelected ? 1 : 0 }
                didSet {
                    sets += 1
                    changed = oldValue != isSelected
                }
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                if startsSelected { isSelected = true }
            }
            override func layoutSubviews() {
                if flips { isSelected = true; isSelected = false }
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: sets, height: changed ? 2 : 1))
                UIRectFill(CGRect(x: 0, y: 5, width: isSelected ? 3 : 4, height: 1 + before))
            }
        }
        class Panel: UIView {
            let radio = Radio(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(radio)
                radio.isSelected = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let v = try XCTUnwrap(root(text)?.subviews)
        XCTAssertEqual(v.count, 4)
        guard v.count == 4 else { return }
        let radios = [v[0], v[1], v[2], try XCTUnwrap(v[3].subviews.first)]
        // (sets, changed) and (selected now, selected before the last set).
        let want: [(Double, Bool, Bool, Bool)] = [(1, true, true, false), (1, true, true, false), (2, true, false, true), (1, true, true, false)]
        for (r, w) in zip(radios, want) {
            let fills = ownFills(r.content).map(\.bounds)
            XCTAssertEqual(fills.count, 2)
            guard fills.count == 2 else { continue }
            assertRect(fills[0], 0, 0, w.0, w.1 ? 2 : 1)
            assertRect(fills[1], 0, 5, w.2 ? 3 : 4, w.3 ? 2 : 1)
        }
    }
}
