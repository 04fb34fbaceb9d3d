// A Swift class's members have no declaration order: every method, computed property, stored
// property and nested type is visible to every other member wherever it is written, and the
// file's classes see each other. Stored properties' initializers run in declaration order and
// cannot read another instance member (Swift's error) unless the property is `lazy`. The
// numbers each class draws are worked out in the test.

import XCTest
import ViewGeometry
import ViewSyntax
@testable import ViewEval

final class SwiftMemberOrderTests: XCTestCase {
    func testMembersAreUsedAboveTheirDeclarations() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Grid(frame: Rect(0, 0, 100, 100))
        }

        class Grid: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: cell(column: 2, row: step.rawValue)).fill()
                UIBezierPath(rect: cell(column: 0, row: 0, span: margin)).fill()
            }
            func cell(column: CGFloat, row: Int, span: CGFloat = 1) -> CGRect {
                return CGRect(x: margin + column * side, y: margin + CGFloat(row) * side, width: side * span, height: side)
            }
            var side: CGFloat { return (bounds.width - 2 * margin) / Layout.columns }
            var margin: CGFloat = 10
            let step = Step.third
            enum Step: Int { case first, second, third }
            struct Layout { static let columns: CGFloat = 8 }
        }
        """
        // side = (100 − 2 × 10) / 8 = 10; cell(2, third = 2) = (10 + 20, 10 + 20, 10, 10);
        // cell(0, 0, span: 10) = (10, 10, 100, 10).
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 2)
        assertRect(p[0].bounds, 30, 30, 10, 10)
        assertRect(p[1].bounds, 10, 10, 100, 10)
    }

    func testClassesOfTheFileSeeEachOtherInAnyOrder() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Front(frame: Rect(0, 0, 100, 100))
        }

        class Front: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIBezierPath(rect: Back.square(side: Back.side)).fill()
            }
        }

        class Back: NSObject {
            static func square(side: CGFloat) -> CGRect { return CGRect(x: side, y: 2 * side, width: side, height: side) }
            static let side: CGFloat = 7
        }
        """
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 7, 14, 7, 7)
    }

    func testStructsUseStructsWrittenBelowThem() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Plot(frame: Rect(0, 0, 100, 100))
        }

        struct Series {
            var marker = Marker()
            var points = [Sample(x: 1, y: 2), Sample(x: 3, y: 4)]
            struct Marker { var side: CGFloat = 4 }
        }

        class Plot: UIView {
            let series = Series()
            override func draw(_ rect: CGRect) {
                for p in series.points {
                    UIBezierPath(rect: CGRect(x: p.x * 10, y: p.y * 10, width: series.marker.side, height: series.marker.side)).fill()
                }
            }
        }

        struct Sample { var x: CGFloat; var y: CGFloat }
        """
        // Series (above Sample and its own Marker) makes both: markers 4 wide at (10, 20), (30, 40).
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 2)
        assertRect(p[0].bounds, 10, 20, 4, 4)
        assertRect(p[1].bounds, 30, 40, 4, 4)
    }

    func testStoredPropertiesInitializeInOrderAndLazyOnesReadTheOthers() throws {
        let text = """
        canvas(width: 100, height: 100) {
            Bar(frame: Rect(0, 0, 100, 100))
        }

        class Bar: UIView {
            lazy var width: CGFloat = height * ratio
            var height: CGFloat = 6
            var ratio: CGFloat = 3
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: width, height: height)).fill()
            }
        }
        """
        // width = 6 × 3 = 18, though it is written above the two it reads.
        let p = ownPaints(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 0, 0, 18, 6)
    }

    func testAPropertyInitializerCannotReadAnotherInstanceMember() {
        let text = """
        canvas(width: 100, height: 100) {
            Bar(frame: Rect(0, 0, 100, 100))
        }

        class Bar: UIView {
            var height: CGFloat = 6
            var width: CGFloat = height * 2
            let area = product()
            let half = self.height / 2
            func product() -> CGFloat { return 1 }
        }
        """
        let message = { (name: String, p: String) in
            "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available (declare '\(p)' 'lazy' or set it in init)"
        }
        XCTAssertEqual(evaluate(text).diagnostics.map(\.message), [message("height", "width"), message("product", "area"), message("height", "half")])
    }
}

extension SwiftMemberOrderTests {
    /// UIKit makes a view and shows it in this order: init(frame:), then (placed in its
    /// superview, the superview in a window) willMove(toSuperview:) — told that superview —,
    /// didMoveToSuperview(), didMoveToWindow(), then
    /// layoutSubviews() and draw(_:); each appends its number to `steps`, written in another
    /// order. A trait collection or tint that changes after the view is shown does not change
    /// in a drawing: traitCollectionDidChange(_:) never runs (it would add 9).
    func testSetupOverridesRunInUIKitsOrder() {
        let text = """
        canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var steps: [CGFloat] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { steps.append(9) }
            override func layoutSubviews() { super.layoutSubviews(); steps.append(4) }
            override func didMoveToWindow() { steps.append(3) }
            override func didMoveToSuperview() { super.didMoveToSuperview(); steps.append(2) }
            override func willMove(toSuperview newSuperview: UIView?) {
                super.willMove(toSuperview: newSuperview)
                steps.append(newSuperview?.bounds.width ?? 0)
            }
            override init(frame: CGRect) { super.init(frame: frame); steps.append(1) }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                for (i, s) in steps.enumerated() { UIRectFill(CGRect(x: CGFloat(i), y: 0, width: 1, height: s)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        // willMove(toSuperview:) just before didMoveToSuperview(), told the canvas (10 wide).
        XCTAssertEqual(ownFills(v.content).map(\.bounds.height), [1, 10, 2, 3, 4])
    }
}

extension SwiftMemberOrderTests {
    /// `superview` is nil in init(frame:) and the view's superview from didMoveToSuperview()
    /// on (the canvas, 30 wide here), as UIKit adds the view between them; a label made in
    /// code has none until addSubview(_:), and none again after removeFromSuperview(). Each
    /// step draws a rect as tall as what it saw (0 for nil).
    func testSuperviewIsNilInInitAndSetFromDidMoveToSuperviewOn() {
        let text = """
        canvas(width: 30, height: 20) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var seen: [CGFloat] = []
            let label = UILabel()
            func note() { seen.append(superview?.bounds.width ?? 0) }
            override init(frame: CGRect) {
                super.init(frame: frame)
                note()
                seen.append(label.superview == nil ? 0 : 1)
                addSubview(label)
                seen.append(label.superview == nil ? 0 : label.superview!.bounds.width)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func didMoveToSuperview() { note() }
            override func layoutSubviews() {
                note()
                label.removeFromSuperview()
                seen.append(label.superview == nil ? 0 : 1)
            }
            override func draw(_ rect: CGRect) {
                note()
                for (i, s) in seen.enumerated() { UIRectFill(CGRect(x: CGFloat(i), y: 0, width: 1, height: s)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        // init: nil, label unplaced, label in A (10 wide); didMoveToSuperview, layoutSubviews:
        // the canvas (30 wide); the label removed; draw: the canvas.
        XCTAssertEqual(ownFills(v.content).map(\.bounds.height), [0, 0, 10, 30, 30, 0, 30])
    }
}

extension SwiftMemberOrderTests {
    /// The placement's view properties are set once init has run and before draw(_:), as the
    /// code that makes a view sets it before UIKit draws it: init sees UIKit's default (nil
    /// background, alpha 1) and draw(_:) the placement's red, over what init set; the
    /// background is filled with it (a rect 1 high) and init's reading drawn as a rect as
    /// high as its alpha was ×10.
    func testAPlacementsViewPropertiesAreSetAfterInitAndBeforeDraw() throws {
        let text = """
        canvas(width: 10, height: 20) { A(frame: Rect(0, 0, 10, 20), backgroundColor: .red, alpha: 0.5) }
        class A: UIView {
            var seenInInit: CGFloat = -1
            var backgroundInInit = true
            override init(frame: CGRect) {
                super.init(frame: frame)
                seenInInit = alpha
                backgroundInInit = backgroundColor != nil
                backgroundColor = .blue
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                backgroundColor?.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: seenInInit * 10 + (backgroundInInit ? 100 : 0)))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.first?.color, NamedColors.table["red"])
        XCTAssertEqual(fills.last?.bounds.height, 10)
        XCTAssertEqual(v.alpha, 0.5)
        XCTAssertEqual(v.backgroundColor, NamedColors.table["red"])
    }
}

extension SwiftMemberOrderTests {
    /// UIView's notices of its subviews: `didAddSubview(_:)` runs after each `addSubview`, with
    /// the subview (here it colours it and counts it), and `willRemoveSubview(_:)` before one
    /// leaves by `removeFromSuperview()`, while it is still there.
    func testDidAddSubviewAndWillRemoveSubviewRunAsUIKitCallsThem() throws {
        let text = """
            canvas(width: 100, height: 100) { Field(frame: Rect(0, 0, 100, 100)) }
            class Field: UIView {
                var added = 0
                var countAtRemoval = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    addSubview(a)
                    addSubview(UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10)))
                    a.removeFromSuperview()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func didAddSubview(_ subview: UIView) {
                    super.didAddSubview(subview)
                    added += 1
                    subview.backgroundColor = .red
                }
                override func willRemoveSubview(_ subview: UIView) { countAtRemoval = subviews.count }
                override func draw(_ rect: CGRect) { print(added, subviews.count, countAtRemoval) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:19:42: note: 2 1 2"])
        let field = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(field.subviews.map(\.frame), [Rect(20, 0, 10, 10)])
        XCTAssertEqual(field.subviews.first?.backgroundColor, NamedColors.table["red"])
    }
}

extension SwiftMemberOrderTests {
    /// The subviews a placement's block gives a class (a `view { }`, a label, an instance of
    /// another class) are added as `addSubview(_:)` adds them, so its `didAddSubview(_:)` runs
    /// for each, after the subview is made: here it counts 3 and colours each, over the block's
    /// own colour. The canvas, a `view { }` parent and a class without the override are not told.
    func testDidAddSubviewRunsForTheSubviewsOfAPlacementsBlock() throws {
        let text = """
            canvas(width: 100, height: 100) {
                Field(frame: Rect(0, 0, 100, 100)) {
                    view { frame: Rect(0, 0, 10, 10); backgroundColor: .blue }
                    label { frame: Rect(0, 20, 50, 10); text: "a" }
                    Cell(frame: Rect(20, 0, 10, 10))
                }
                view { frame: Rect(0, 0, 1, 1); Cell(frame: Rect(0, 0, 1, 1)) }
            }
            class Cell: UIView {}
            class Field: UIView {
                var added = 0
                override func didAddSubview(_ subview: UIView) {
                    super.didAddSubview(subview)
                    added += 1
                    subview.backgroundColor = .red
                }
                override func draw(_ rect: CGRect) { print(added, subviews.count) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:17:42: note: 3 3"])
        let field = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(field.subviews.map(\.backgroundColor), Array(repeating: NamedColors.table["red"], count: 3))
        let plain = try XCTUnwrap(r.document?.pages.first?.root.subviews.last?.subviews.first)
        XCTAssertNil(plain.backgroundColor)
    }
}

extension SwiftMemberOrderTests {

    /// A class's own code may call the setup method it overrides, as Swift calls any method:
    /// `self.layoutSubviews()` in awakeFromNib() and `layoutSubviews()` in an observer run the
    /// override then, and UIKit still calls it in its turn — so `passes` is 1 (awakeFromNib)
    /// + 1 (UIKit's layout) = 2, and the placement's `hour` (set after init, its didSet
    /// calling it again) makes 3. A class that does not override it calls UIView's, which
    /// lays the subviews out (nothing to draw).
    func testASetupMethodTheClassCallsRunsThen() throws {
        let view = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { Dial(frame: Rect(0, 0, 100, 100), hour: 3) }
        class Dial: UIView {
            var passes: CGFloat = 0
            @IBInspectable var hour: CGFloat = 0 { didSet { layoutSubviews() } }
            let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func awakeFromNib() {
                super.awakeFromNib()
                self.layoutSubviews()
                addSubview(plain)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: passes * 10, height: hour))
            }
        }
        class Plain: UIView {
            override func didMoveToSuperview() { self.layoutSubviews() }
        }
        """))
        let fills = ownFills(view.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(fills[0].bounds, 0, 0, 3 * 10, 3)
    }
}

extension SwiftMemberOrderTests {
    /// A view placed in a canvas is shown in a window, the canvas: UIKit tells it
    /// willMove(toSuperview:) (its superview still nil), didMoveToSuperview() (in its
    /// superview, not yet in the window), willMove(toWindow:) — told the window, its `window`
    /// still nil — and didMoveToWindow(). `window` is nil in init(frame:) and for a view made in
    /// code and not added, the canvas once the view is shown; the canvas is a UIWindow. Each
    /// step draws a bar as tall as what it saw.
    func testWindowIsTheCanvasOnceTheViewIsShown() {
        let text = """
        canvas(width: 100, height: 40) { A(frame: Rect(0, 0, 10, 10)) }
        class A: UIView {
            var steps: [CGFloat] = []
            override init(frame: CGRect) { super.init(frame: frame); steps.append(window == nil ? 1 : 0) }
            required init?(coder: NSCoder) { fatalError() }
            override func willMove(toSuperview newSuperview: UIView?) { steps.append(superview == nil ? 2 : 0) }
            override func didMoveToSuperview() { steps.append(window == nil && superview != nil ? 3 : 0) }
            override func willMove(toWindow newWindow: UIWindow?) {
                steps.append(window == nil ? 4 : 0)
                steps.append(newWindow?.bounds.height ?? 0)
            }
            override func didMoveToWindow() { steps.append(window === superview ? 6 : 0) }
            override func draw(_ rect: CGRect) {
                let loose = UILabel()
                steps.append(loose.window == nil ? 7 : 0)
                steps.append(window is UIWindow ? 8 : 0)
                for (i, s) in steps.enumerated() { UIRectFill(CGRect(x: CGFloat(i), y: 0, width: 1, height: s)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.height), [1, 2, 3, 4, 40, 6, 7, 8])
    }
}

extension SwiftMemberOrderTests {
    /// An override of sizeThatFits(_:) is what sizeToFit() asks, with the view's bounds' size:
    /// the frame takes the size it gives, its origin kept. The chip is 30 × 12, so sized it is
    /// 30 + 2·8 wide and 12 + 2·4 tall at (5, 6).
    func testSizeToFitTakesTheClasssSizeThatFits() throws {
        let text = """
        canvas(width: 100, height: 100) { Host(frame: Rect(0, 0, 100, 100)) }
        class Chip: UIView {
            var content = CGSize(width: 30, height: 12)
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                CGSize(width: content.width + 2 * 8, height: content.height + 2 * 4)
            }
        }
        class Host: UIView {
            override func layoutSubviews() {
                let chip = Chip(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
                chip.sizeToFit()
                addSubview(chip)
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        assertRect(try XCTUnwrap(v.subviews.first).frame, 5, 6, 30 + 2 * 8, 12 + 2 * 4)
    }

    /// UIView.tintColor is implicitly unwrapped in UIKit (`UIColor!`) and never nil: optional
    /// chaining on it, `if let` of it and a choice between it and a color unwrap it. The
    /// default tint is the system blue (0, 122, 255); each fill here is in it or in red.
    func testTintColorIsImplicitlyUnwrapped() throws {
        let text = """
        canvas(width: 30, height: 10) { A(frame: Rect(0, 0, 30, 10)) }
        class A: UIView {
            var on = false
            override func draw(_ rect: CGRect) {
                tintColor?.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                if let c = tintColor { c.withAlphaComponent(0.5).setFill() }
                UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                (on ? tintColor : UIColor.red)?.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let blue = Color(r255: 0, 122, 255)
        XCTAssertEqual(ownFills(v.content).map(\.color), [blue, blue.withAlphaComponent(0.5), Color(red: 1, green: 0, blue: 0, alpha: 1)])
    }
}

extension SwiftMemberOrderTests {
    /// A placement's block of subviews is placed once init has run, as a nib's subviews and
    /// those the making code adds exist before UIKit calls awakeFromNib, didMoveToSuperview
    /// and layoutSubviews: a row that lays out its subviews in layoutSubviews gives each of
    /// the block's three a third of its 300-point width (4 points apart), after the one its
    /// init made; the counts each step saw are 1 in init, 4 from then on. A block that also
    /// draws (`path { … }`) runs after draw(_:), its drawing above the class's.
    func testABlocksSubviewsExistForTheSetupAfterInit() throws {
        let text = """
        canvas(width: 300, height: 100) {
            Row(frame: Rect(0, 0, 300, 100)) {
                view { backgroundColor: .red }
                view { backgroundColor: .green }
                label { text: "c" }
            }
            Row(frame: Rect(0, 0, 300, 100)) {
                path { rect(Rect(0, 0, 5, 5)); fill(.black) }
            }
        }
        class Row: UIView {
            var seen: [Int] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(UIView())
                seen.append(subviews.count)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func awakeFromNib() { super.awakeFromNib(); seen.append(subviews.count) }
            override func didMoveToSuperview() { seen.append(subviews.count) }
            override func layoutSubviews() {
                super.layoutSubviews()
                seen.append(subviews.count)
                let placed = Array(subviews.dropFirst())
                let w = bounds.width / CGFloat(max(placed.count, 1))
                for (i, v) in placed.enumerated() { v.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w - 4, height: bounds.height) }
            }
            override func draw(_ rect: CGRect) {
                for (i, n) in seen.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: CGFloat(n))) }
            }
        }
        """
        let canvas = try XCTUnwrap(root(text))
        let row = canvas.subviews[0]
        XCTAssertEqual(row.subviews.count, 4)
        for i in 0..<3 { assertRect(row.subviews[i + 1].frame, Double(i) * 100, 0, 100 - 4, 100) }
        XCTAssertEqual(ownFills(row.content).map(\.bounds.height), [1, 4, 4, 4])
        // The drawing block: after the class's own drawing, whose every step saw 1 subview.
        XCTAssertEqual(ownFills(canvas.subviews[1].content).map(\.bounds.height), [1, 1, 1, 1, 5])
    }
}

extension SwiftMemberOrderTests {
    /// The placement's view properties are set as the code making a view sets them: after
    /// init(frame:), which sees UIKit's defaults (alpha 1), and before didMoveToSuperview(),
    /// layoutSubviews() and draw(_:), which see the placement's (alpha 0.5, the red tint).
    func testThePlacementsPropertiesAreSetAfterInitAndBeforeTheLaterSetup() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100), alpha: 0.5, tintColor: #FF0000) }
        class A: UIView {
            var seen: [CGFloat] = []
            func note() {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
                seen.append(alpha * 10 + r)
            }
            override init(frame: CGRect) { super.init(frame: frame); note() }
            required init?(coder: NSCoder) { fatalError() }
            override func didMoveToSuperview() { note() }
            override func layoutSubviews() { super.layoutSubviews(); note() }
            override func draw(_ rect: CGRect) {
                note()
                for (i, s) in seen.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: s)) }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        // init: alpha 1, the system blue's red 0 → 10; then 0.5 × 10 + 1 = 6 at each later step.
        XCTAssertEqual(ownFills(v.content).map(\.bounds.height), [10, 6, 6, 6])
    }
}

extension SwiftMemberOrderTests {
    /// A class placed in another class's block (with braces or without) is one of its
    /// subviews from init on, and is made once that class's setup is done, as UIKit lays out
    /// and draws a view's subviews after it: the outer class's layoutSubviews() sizes it to
    /// 100 × 100, and it draws at that size, in a window. The block's `layer.cornerRadius` is
    /// set before layoutSubviews() reads it.
    func testAClassInABlockIsMadeAfterTheOuterClasssSetup() throws {
        let text = """
        canvas(width: 200, height: 200) {
            Outer(frame: Rect(0, 0, 200, 200)) {
                layer.cornerRadius: 6
                Inner(frame: Rect(0, 0, 10, 10))
                Inner(frame: Rect(0, 0, 10, 10)) { backgroundColor: .yellow }
            }
        }
        class Outer: UIView {
            var radius: CGFloat = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                radius = layer.cornerRadius
                for (i, v) in subviews.enumerated() { v.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100) }
            }
            override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 150, width: radius, height: 1)) }
        }
        class Inner: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: window == nil ? 1 : 2))
            }
        }
        """
        let outer = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(ownFills(outer.content).map(\.bounds.width), [6])
        XCTAssertEqual(outer.subviews.count, 2)
        for (i, inner) in outer.subviews.enumerated() {
            assertRect(inner.frame, Double(i) * 100, 0, 100, 100)
            assertRect(try XCTUnwrap(ownFills(inner.content).first).bounds, 0, 0, 100, 2)
        }
    }
}

extension SwiftMemberOrderTests {
    /// More of UIKit's calls a view class overrides: `updateConstraints()` in the constraint pass
    /// before layout, `layoutSublayers(of:)` in the layer's layout, in place of layoutSubviews(),
    /// which UIView's (`super`'s) runs where the override calls it — and not at all when it does
    /// not — and the request its own code makes, `setNeedsLayout()`, run where the code calls it. The overrides UIKit calls only for a user (a gesture about to begin,
    /// assistive technology's activation) are read and never called.
    func testMoreOverridesRunWhereUIKitOrTheCodeCallsThem() throws {
        let text = """
            canvas(width: 100, height: 100) { Field(frame: Rect(0, 0, 100, 100)) }
            class Chip: UIView {}
            class Field: UIView {
                var log: [String] = []
                let chip = Chip(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                let gradient = CAGradientLayer()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.addSublayer(gradient)
                    addSubview(chip)
                    setNeedsLayout()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func setNeedsLayout() { super.setNeedsLayout(); log.append("needs") }
                override func updateConstraints() { log.append("constraints"); super.updateConstraints() }
                override func layoutSubviews() { super.layoutSubviews(); log.append("layout") }
                override func layoutSublayers(of layer: CALayer) {
                    log.append("before")
                    super.layoutSublayers(of: layer)
                    log.append("sublayers")
                    gradient.frame = bounds.insetBy(dx: 10, dy: 10)
                }
                override func didMoveToWindow() { super.didMoveToWindow(); log.append("window"); chip.removeFromSuperview() }
                override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { log.append("gesture"); return true }
                override func accessibilityActivate() -> Bool { log.append("activate"); return true }
                override func draw(_ rect: CGRect) { print(log, subviews.count) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [#"t.view:26:42: note: ["needs", "window", "constraints", "before", "layout", "sublayers"] 0"#])
        let field = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(field.subviews.map(\.frame), [Rect(10, 10, 80, 80)])
        let withoutSuper = """
            canvas(width: 100, height: 100) { Field(frame: Rect(0, 0, 100, 100)) }
            class Field: UIView {
                var log: [String] = []
                override func layoutSubviews() { log.append("layout") }
                override func layoutSublayers(of layer: CALayer) { log.append("sublayers") }
                override func draw(_ rect: CGRect) { print(log) }
            }
            """
        XCTAssertEqual(evaluate(withoutSuper).headlines, [#"t.view:6:42: note: ["sublayers"]"#])
    }
}

extension SwiftMemberOrderTests {
    /// A class's override of `removeFromSuperview()` runs in UIKit's place wherever one of its
    /// views is removed, as Swift dispatches to it; its `super.removeFromSuperview()` is UIKit's,
    /// which tells the superview (`willRemoveSubview(_:)`) and takes the view out. An override
    /// that does not call it leaves the view where it is.
    func testAnOverriddenRemoveFromSuperviewRunsAndItsSuperRemoves() throws {
        let text = """
            canvas(width: 100, height: 100) { Field(frame: Rect(0, 0, 100, 100)) }
            class Ticker: UIView {
                var stops = 0
                override func removeFromSuperview() {
                    stops += 1
                    super.removeFromSuperview()
                }
            }
            class Keeper: UIView {
                override func removeFromSuperview() { backgroundColor = .blue }
            }
            class Field: UIView {
                var told = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let t = Ticker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    let k = Keeper(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
                    addSubview(t)
                    addSubview(k)
                    t.removeFromSuperview()
                    k.removeFromSuperview()
                    print(t.stops, t.superview == nil, told)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func willRemoveSubview(_ subview: UIView) { told += 1 }
            }
            """
        let r = evaluate(text)
        // The ticker's override ran once and removed it (the superview told once); the keeper's kept it.
        XCTAssertEqual(r.headlines, ["t.view:22:9: note: 1 true 1"])
        let field = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(field.subviews.map(\.frame), [Rect(20, 0, 10, 10)])
        XCTAssertEqual(field.subviews.first?.backgroundColor, NamedColors.table["blue"])
    }

    /// A view class written further down the file whose stored properties have no written
    /// type (`var level = 5`) is read and set by the code above it, made in code, as Swift's
    /// members have no order: each property of its value's type (an Int's `/` divides as
    /// Ints). (swiftc 6.3 prints "1 0.5 gauge true [1, 2] 6".)
    func testAnUntypedPropertyOfAClassBelowIsReadThroughAnInstance() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let g = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
                g.level += 1
                print(g.level / 4, g.ratio * 2, g.title, g.on, g.ticks, g.level)
            }
        }
        class Gauge: UIView {
            var level = 5
            var ratio = 0.25
            var title = "gauge"
            var on = true
            var ticks = [1, 2]
        }
        """
        XCTAssertEqual(printed(text), "1 0.5 gauge true [1, 2] 6")
    }

    /// A `lazy var` of a class that is not a view runs its initializer at its first read,
    /// once, seeing the instance's properties as they are then — never when it is set first
    /// or not read, as Swift's.
    func testALazyVarOfAPlainClassRunsAtItsFirstRead() {
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        var log: [String] = []
        class Model {
            var base = 10
            lazy var doubled: Int = compute()
            lazy var never: Int = note("never")
            lazy var setFirst: Int = note("set first")
            init() { log.append("made") }
            func compute() -> Int { log.append("computing"); return base * 2 }
            func note(_ s: String) -> Int { log.append(s); return 1 }
        }
        class A: UIView {
            override func draw(_ rect: CGRect) {
                let m = Model()
                m.base = 20
                log.append("before")
                m.setFirst = 5
                let (a, b, c) = (m.doubled, m.doubled, m.setFirst)
                print("\\(log.joined(separator: " ")) \\(a) \\(b) \\(c)")
            }
        }
        """
        XCTAssertEqual(printed(text), "made before computing \(20 * 2) \(20 * 2) 5")
    }

    /// A plain class's `lazy var` changed in place through the instance before any read
    /// (`r.s += "c"`, `r.xs.append(3)`, `r.w += 2`, through a list's element too) starts from
    /// its initializer's value, as Swift's first access runs it: "ab" + "c", [1, 2] + [3],
    /// 40 + 2, and "ab" + "d".
    func testALazyVarChangedInPlaceBeforeAnyReadStartsFromItsInitializer() {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class M {
            lazy var s: String = "ab"
            lazy var xs: [Int] = [1, 2]
            lazy var w: CGFloat = 40
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let r = M()
                r.s += "c"
                r.xs.append(3)
                r.w += 2
                let ms = [M()]
                ms[0].s += "d"
                print("\\(r.s) \\(r.xs) \\(r.w) \\(ms[0].s)")
            }
        }
        """
        XCTAssertEqual(printed(text), "\("ab" + "c") \([1, 2] + [3]) \(CGFloat(40 + 2)) \("ab" + "d")")
    }
}
