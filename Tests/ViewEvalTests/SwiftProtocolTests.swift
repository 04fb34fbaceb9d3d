// Protocols and delegates as real UIKit classes write them: a protocol of the file is a type,
// a class that conforms is its value, a requirement called on a delegate runs the method of
// the delegate's class against that instance, `@objc optional` requirements are called with
// `m?(…)`, and a delegate nothing sets is nil: `?.` does nothing and `?? default` gives the
// default.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftProtocolTests: XCTestCase {
    static let gauges = """
    canvas(width: 200, height: 100) {
        Panel(frame: Rect(0, 0, 200, 100))
    }

    protocol GaugeViewDelegate: class {
        func gaugeView(_ g: GaugeView, ringColorFor value: Double) -> UIColor
    }

    class GaugeView: UIView {
        weak var delegate: GaugeViewDelegate?
        var value: Double = 0.25
        override func draw(_ rect: CGRect) {
            let color = delegate?.gaugeView(self, ringColorFor: value) ?? UIColor.gray
            color.setFill()
            UIBezierPath(rect: bounds.insetBy(dx: 10, dy: 10)).fill()
            if let d = delegate {
                d.gaugeView(self, ringColorFor: 1).setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
            }
        }
    }

    class Panel: UIView, GaugeViewDelegate {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let loose = GaugeView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        var threshold: Double = 0.5

        override init(frame: CGRect) {
            super.init(frame: frame)
            gauge.delegate = self
            addSubview(gauge)
            addSubview(loose)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func gaugeView(_ g: GaugeView, ringColorFor value: Double) -> UIColor {
            // The panel's own state and bounds (200 wide), not the gauge's (100).
            if value < threshold && bounds.width > 150 { return UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
            return UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
    }
    """

    /// The gauge whose delegate is the panel asks it: 0.25 < the panel's threshold 0.5 and the
    /// panel is 200 wide, so red over (10, 10, 80, 80), then blue for value 1 in the 5×5 corner.
    /// The other gauge's delegate is nil: `?? UIColor.gray`, and `if let` skips the corner.
    func testADelegateSetByItsOwnerChoosesTheColour() throws {
        let panel = try XCTUnwrap(placedView(Self.gauges))
        XCTAssertEqual(panel.subviews.count, 2)
        let asked = ownFills(panel.subviews[0].content)
        XCTAssertEqual(asked.count, 2)
        assertRect(asked[0].bounds, 10, 10, 80, 80)
        XCTAssertEqual(asked[0].color, Color(red: 1, green: 0, blue: 0))
        assertRect(asked[1].bounds, 0, 0, 5, 5)
        XCTAssertEqual(asked[1].color, Color(red: 0, green: 0, blue: 1))
        let alone = ownFills(panel.subviews[1].content)
        XCTAssertEqual(alone.count, 1)
        XCTAssertEqual(alone[0].color, Color(white: 0.5))   // UIColor.gray
    }

    static let rings = """
    canvas(width: 200, height: 100) {
        Host(frame: Rect(0, 0, 200, 100))
        Ring(frame: Rect(100, 0, 100, 100))
    }

    @objc public protocol RingDelegate: class {
        @objc optional func ringDidDraw(sender: Ring)
        @objc optional func lineWidth(for ring: Ring) -> CGFloat
        @objc optional func label(for ring: Ring) -> String
    }

    class Ring: UIView {
        public weak var delegate: RingDelegate?
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 20, dy: 20))
            path.lineWidth = delegate?.lineWidth?(for: self) ?? 4
            path.stroke()
            delegate?.ringDidDraw?(sender: self)
            let text = delegate?.label?(for: self) ?? "none"
            if text == "none" { UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3)) }
        }
    }

    class Host: UIView, RingDelegate {
        var ring = Ring(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var drawn = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            ring.delegate = self
            addSubview(ring)
        }
        func lineWidth(for ring: Ring) -> CGFloat { return CGFloat(drawn + 9) }
        func ringDidDraw(sender: Ring) { drawn += 1 }
    }
    """

    /// The host implements `lineWidth(for:)` (drawn is 0: width 9) and `ringDidDraw`, not
    /// `label(for:)`, whose `?(…)` is nil: `?? "none"` marks the corner. The ring placed alone
    /// has no delegate: width 4, and the corner too.
    func testOptionalRequirementsAreNilWhereTheClassLeavesThemOut() throws {
        let r = try XCTUnwrap(root(Self.rings))
        let hosted = ownPaints(r.subviews[0].subviews[0].content)
        XCTAssertEqual(hosted.map(\.kind), ["stroke", "fill"])
        XCTAssertEqual(hosted[0].width, 9)
        assertRect(hosted[0].bounds, 20, 20, 60, 60)
        assertRect(hosted[1].bounds, 0, 0, 3, 3)
        let alone = ownPaints(r.subviews[1].content)
        XCTAssertEqual(alone.map(\.kind), ["stroke", "fill"])
        XCTAssertEqual(alone[0].width, 4)
    }

    /// `ringDidDraw` ran against the host: its `drawn` counter, read by a second call of
    /// `lineWidth(for:)` in the same draw, is 1 (width 9 + 1).
    func testARequirementRunsAgainstTheDelegatesOwnState() throws {
        let text = Self.rings.replacingOccurrences(of: "delegate?.ringDidDraw?(sender: self)",
                                                   with: "delegate?.ringDidDraw?(sender: self)\n        let again = UIBezierPath(rect: bounds)\n        again.lineWidth = delegate?.lineWidth?(for: self) ?? 4\n        again.stroke()")
        let r = try XCTUnwrap(root(text))
        let strokes = ownPaints(r.subviews[0].subviews[0].content).filter { $0.kind == "stroke" }
        XCTAssertEqual(strokes.map(\.width), [9, 10])
    }

    static let graph = """
    canvas(width: 100, height: 100) {
        Plot(frame: Rect(0, 0, 100, 100))
    }

    protocol GraphViewDataSource: class {
        func y(for x: CGFloat) -> CGFloat?
    }

    class GraphView: UIView {
        weak var dataSource: GraphViewDataSource?
        override func draw(_ rect: CGRect) {
            for x in stride(from: 0, through: 40, by: 20) {
                if let y = dataSource?.y(for: CGFloat(x)) {
                    UIRectFill(CGRect(x: CGFloat(x), y: y, width: 2, height: 2))
                }
            }
        }
    }

    class Plot: UIView, GraphViewDataSource {
        override func layoutSubviews() {
            super.layoutSubviews()
            let g = GraphView(frame: bounds)
            g.dataSource = self
            addSubview(g)
        }
        func y(for x: CGFloat) -> CGFloat? {
            guard x > 0 else { return nil }
            return x / 2 + 10
        }
    }
    """

    /// A data source's optional result: x = 0 gives nil (no square); 20 and 40 give y = x/2 + 10.
    func testADataSourcesOptionalResult() throws {
        let plot = try XCTUnwrap(placedView(Self.graph))
        let f = ownFills(plot.subviews[0].content)
        XCTAssertEqual(f.count, 2)
        assertRect(f[0].bounds, 20, 20 / 2 + 10, 2, 2)
        assertRect(f[1].bounds, 40, 40 / 2 + 10, 2, 2)
    }

    static let swatch = """
    canvas(width: 100, height: 100) {
        Swatch(frame: Rect(0, 0, 100, 100))
    }

    protocol Palette: AnyObject {
        func color(at index: Int) -> UIColor
    }

    class Swatch: UIView, Palette {
        var palette: Palette?
        override func awakeFromNib() {
            super.awakeFromNib()
            palette = self
        }
        func color(at index: Int) -> UIColor { index == 0 ? .red : .blue }
        func paint(_ p: Palette, count: Int) {
            for i in 0..<count {
                p.color(at: i).setFill()
                UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10))
            }
        }
        override func draw(_ rect: CGRect) {
            guard let p = palette else { return }
            paint(p, count: 2)
        }
    }
    """

    /// A class that is its own delegate, passed as a parameter of the protocol's type: cell 0
    /// red, cell 1 blue, 10 points apart.
    func testAClassIsItsOwnDelegateAndAProtocolIsAParameterType() throws {
        let v = try XCTUnwrap(placedView(Self.swatch))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 2)
        assertRect(f[0].bounds, 0, 0, 10, 10)
        XCTAssertEqual(f[0].color, NamedColors.table["red"])
        assertRect(f[1].bounds, 10, 0, 10, 10)
        XCTAssertEqual(f[1].color, NamedColors.table["blue"])
    }

    func errors(_ swift: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { }\n" + swift).headlines
    }

    func testConformanceAndCallsAreChecked() {
        let p = "protocol P: class {\n    func f(_ x: CGFloat) -> UIColor\n    @objc optional func g()\n}\n"
        XCTAssertEqual(errors(p + "class A: UIView, P {\n}\n"),
                       ["t.view:6:18: error: type 'A' does not conform to protocol 'P': it has no method 'f(_:)'"])
        XCTAssertEqual(errors(p + "class A: UIView, P {\n    func f(_ x: CGFloat) -> CGFloat { x }\n}\n"),
                       ["t.view:7:10: error: 'f(_:)' of 'A' returns a Number, but protocol 'P' requires a Color"])
        // A class holding a delegate of P: its uses.
        let uses: [(code: String, error: String)] = [
            ("func h() { d = self }", "t.view:8:20: error: an A does not conform to protocol 'P'"),
            ("func h() { d?.g() }", "t.view:8:19: error: 'g()' is an optional requirement of 'P': call it with 'g?(…)'"),
            ("func h() { d?.f?(1) }", "t.view:8:19: error: 'f(_:)' is not an optional requirement of 'P': call it without '?'"),
            ("func h() { d?.k(1) }", "t.view:8:19: error: protocol 'P' has no method 'k'; did you mean 'f'?"),
            ("func h() -> UIColor { d?.f(true) ?? .red }", "t.view:8:32: error: argument 'x' of 'f(_:)' is a Number, not a Bool"),
        ]
        for u in uses {
            XCTAssertEqual(errors(p + "class A: UIView {\n    var d: P?\n    \(u.code)\n}\n"), [u.error], u.code)
        }
    }
}

extension SwiftProtocolTests {
    /// A protocol's property requirements: `value` (`{ get set }`) is a stored property of
    /// Knob and a computed one of Dial (whose setter adds 0.1), `side` (`{ get }`) a stored
    /// one of Knob and a computed one of Dial (twice its value). Through the protocol the panel
    /// sets each value (0.3 and 0.6) and reads it back and each side: rects as wide as value ×
    /// 100 and side × 10.
    func testPropertyRequirementsAreReadAndSetThroughTheProtocol() {
        let text = """
        canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
        protocol Control: AnyObject {
            var value: Double { get set }
            var side: CGFloat { get }
        }
        class Knob: UIView, Control {
            var value: Double = 0
            let side: CGFloat = 3
        }
        class Dial: UIView, Control {
            var stored: Double = 0
            var value: Double {
                get { stored }
                set { stored = newValue + 0.1 }
            }
            var side: CGFloat { CGFloat(value) * 2 }
        }
        class Panel: UIView {
            var controls: [Control] = []
            override func layoutSubviews() {
                let k = Knob(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let d = Dial(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                addSubview(k)
                addSubview(d)
                controls = [k, d]
            }
            override func draw(_ rect: CGRect) {
                for (i, c) in controls.enumerated() {
                    c.value = 0.3 * Double(i + 1)
                    UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10, width: CGFloat(c.value) * 100, height: 1))
                    UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10 + 5, width: c.side * 10, height: 1))
                }
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        let widths = ownFills(v.content).map(\.bounds.width)
        let want: [Double] = [0.3 * 100, 3 * 10, (0.6 + 0.1) * 100, (0.6 + 0.1) * 2 * 10]
        XCTAssertEqual(widths.count, want.count)
        for (g, w) in zip(widths, want) { XCTAssertEqual(g, w, accuracy: 1e-9) }
    }

    /// A requirement met by a property the class inherits from a class of the file, as Swift's
    /// conformance finds it (a shape library's `StarView: ShapeView, StarDesignable`, whose
    /// `strokeColor` is `ShapeView`'s): read through the protocol, 3 × 10 wide, then set
    /// through it to 5, 5 × 10 wide.
    func testARequirementIsMetByAnInheritedProperty() {
        let text = """
        canvas(width: 100, height: 100) { Star(frame: Rect(0, 0, 100, 100)) }
        protocol Stroked: AnyObject {
            var strokeWidth: CGFloat { get set }
        }
        class Shape: UIView {
            var strokeWidth: CGFloat = 3
        }
        class Star: Shape, Stroked {
            func width(of s: Stroked) -> CGFloat { s.strokeWidth * 10 }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: width(of: self), height: 1))
                let s: Stroked = self
                s.strokeWidth = 5
                UIRectFill(CGRect(x: 0, y: 5, width: width(of: self), height: 1))
            }
        }
        """
        guard let v = placedView(text) else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [3 * 10, 5 * 10])
    }

    /// A class that lacks a required property, has one of another type or a `let` for
    /// `{ get set }`, and a setting of a get-only requirement, each named at its place.
    func testPropertyRequirementErrorsAreLocated() {
        let text = """
        canvas(width: 10, height: 10) { }
        protocol Control: AnyObject {
            var value: Double { get set }
            var side: CGFloat { get }
        }
        class A: UIView, Control {
            let value: Double = 0
        }
        class B: UIView, Control {
            var value: String = ""
            var side: CGFloat = 1
            func f(_ c: Control) { c.side = 2 }
        }
        """
        XCTAssertEqual(evaluate(text).headlines, [
            "t.view:6:18: error: type 'A' does not conform to protocol 'Control': it has no property 'side'",
            "t.view:7:9: error: 'value' of 'A' cannot be set, but protocol 'Control' requires '{ get set }'",
            "t.view:10:9: error: 'value' of 'B' is a String, but protocol 'Control' requires a Number",
            "t.view:12:28: error: cannot assign to property: 'side' is a get-only requirement of 'Control'",
        ])
    }
}

/// A protocol's value holding a struct or an instance of a class that is not a view: a chart's
/// data source that is a model object, a list of shapes each drawing itself.
extension SwiftProtocolTests {
    /// The chart asks its data source, a `Model` (not a view), for each point: a line through
    /// (i × 50 + 10, 100 − value) for the model's values.
    func testADataSourceThatIsNotAViewGivesThePoints() throws {
        let text = """
        canvas(width: 200, height: 100) { Chart(frame: Rect(0, 0, 200, 100)) }
        protocol ChartDataSource: AnyObject {
            func numberOfPoints() -> Int
            func value(at i: Int) -> CGFloat
        }
        class Model: ChartDataSource {
            let values: [CGFloat] = [10, 40, 25, 70]
            func numberOfPoints() -> Int { return values.count }
            func value(at i: Int) -> CGFloat { return values[i] }
        }
        class Chart: UIView {
            weak var dataSource: ChartDataSource?
            let model = Model()
            override init(frame: CGRect) {
                super.init(frame: frame)
                dataSource = model
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                guard let ds = dataSource else { return }
                for i in 0..<ds.numberOfPoints() {
                    let y = 100 - ds.value(at: i)
                    UIRectFill(CGRect(x: CGFloat(i) * 50 + 10, y: y, width: 2, height: 2))
                }
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let values: [Double] = [10, 40, 25, 70]
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, values.count)
        for (i, (f, value)) in zip(fills, values).enumerated() {
            assertRect(f.bounds, Double(i) * 50 + 10, 100 - value, 2, 2)
        }
    }

    /// `[Drawable]` holding two structs of different types: each element's own `path()` and
    /// `color` (a computed property of one, a stored one of the other) are used; `as?` and `is`
    /// tell them apart as they run, and `map` sums the areas (π·2² + 3²).
    func testAListOfAProtocolHoldsStructsOfEachType() throws {
        let text = """
        canvas(width: 200, height: 100) { Shapes(frame: Rect(0, 0, 200, 100)) }
        protocol Drawable {
            var color: UIColor { get }
            func path() -> UIBezierPath
            func area() -> CGFloat
        }
        struct Circle: Drawable {
            let r: CGFloat
            var color: UIColor { return .red }
            func path() -> UIBezierPath { UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 2 * r, height: 2 * r)) }
            func area() -> CGFloat { .pi * r * r }
        }
        struct Square: Drawable {
            let s: CGFloat
            let color: UIColor
            func path() -> UIBezierPath { UIBezierPath(rect: CGRect(x: 100, y: 10, width: s, height: s)) }
            func area() -> CGFloat { s * s }
        }
        class Shapes: UIView {
            let shapes: [Drawable] = [Circle(r: 2), Square(s: 3, color: .blue)]
            override func draw(_ rect: CGRect) {
                for shape in shapes {
                    shape.color.setFill()
                    shape.path().fill()
                    if let c = shape as? Circle { UIRectFill(CGRect(x: 0, y: 0, width: c.r, height: 1)) }
                    if shape is Square { UIRectFill(CGRect(x: 0, y: 5, width: 4, height: 1)) }
                }
                let total = shapes.map { $0.area() }.reduce(0, +)
                UIRectFill(CGRect(x: 0, y: 90, width: total, height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 5)
        assertRect(fills[0].bounds, 10, 10, 4, 4)
        XCTAssertEqual(fills[0].color, Color(red: 1, green: 0, blue: 0))
        assertRect(fills[1].bounds, 0, 0, 2, 1)   // the Circle's r, through `as?`
        assertRect(fills[2].bounds, 100, 10, 3, 3)
        XCTAssertEqual(fills[2].color, Color(red: 0, green: 0, blue: 1))
        assertRect(fills[3].bounds, 0, 5, 4, 1)   // `is Square`
        XCTAssertEqual(fills[4].bounds.width, Double.pi * 2 * 2 + 3 * 3, accuracy: 1e-9)
    }

    /// A protocol inheriting from another (`protocol Shape: Drawable`, and one from that with
    /// `AnyObject` beside it): a type conforming to the heir conforms to each parent, its
    /// methods meet their requirements, and a value of it is a value of each (`[Drawable]`
    /// holding a struct and a class, a `Shape`-typed `let`, `is` through the chain); a type
    /// missing a parent's requirement is Swift's error, named with the parent; protocols
    /// inheriting from each other in a ring are Swift's error, each named (not one inheriting
    /// from the ring).
    func testAProtocolInheritsItsParentsRequirementsAndValues() throws {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        protocol Drawable { func drawIt(at x: CGFloat) }
        protocol Shape: Drawable { var side: CGFloat { get } }
        protocol Marker: Shape, AnyObject { }
        struct Square: Shape {
            var side: CGFloat { 30 }
            func drawIt(at x: CGFloat) { UIRectFill(CGRect(x: x, y: 0, width: side, height: side)) }
        }
        final class Dot: Marker {
            var side: CGFloat { 4 }
            func drawIt(at x: CGFloat) { UIRectFill(CGRect(x: x, y: 50, width: side, height: side)) }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let all: [Drawable] = [Square(), Dot()]
                for (i, d) in all.enumerated() { d.drawIt(at: CGFloat(i) * 40) }
                let s: Shape = Dot()
                if all[1] is Shape, !(all[0] is Marker) { UIRectFill(CGRect(x: 90, y: 90, width: s.side, height: s.side)) }
            }
        }
        """
        let p = ownFills(try XCTUnwrap(placedView(text)).content)
        XCTAssertEqual(p.count, 3)
        assertRect(p[0].bounds, 0, 0, 30, 30)
        assertRect(p[1].bounds, 40, 50, 4, 4)
        assertRect(p[2].bounds, 90, 90, 4, 4)
        XCTAssertEqual(errors("protocol D { func drawIt() }\nprotocol S: D { }\nstruct Q: S { }\n"),
                       ["t.view:4:11: error: type 'Q' does not conform to protocol 'D': it has no method 'drawIt()'"])
        XCTAssertEqual(errors("protocol A: C { }\nprotocol B: A { }\nprotocol C: B { }\nprotocol D: A { }\n"), [
            "t.view:2:10: error: protocol 'A' refines itself",
            "t.view:3:10: error: protocol 'B' refines itself",
            "t.view:4:10: error: protocol 'C' refines itself",
        ])
    }

    /// A parent protocol's extension method is a member of a type conforming through a child
    /// protocol, run through a value of the parent (40 + 5 wide) and of the type itself.
    func testAParentProtocolsDefaultRunsForATypeConformingThroughItsChild() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        protocol Shape { var area: CGFloat { get } }
        protocol Fancy: Shape { }
        extension Shape { func big() -> CGFloat { area + 5 } }
        struct Sq: Fancy { var area: CGFloat { 40 } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let q: Shape = Sq()
                UIRectFill(CGRect(x: 0, y: 0, width: q.big(), height: 10))
                UIRectFill(CGRect(x: 0, y: 20, width: Sq().big() * 2, height: 10))
            }
        }
        """)).content)
        XCTAssertEqual(p.map(\.bounds.width), [40 + 5, (40 + 5) * 2])
    }

    /// A value typed as a child protocol has its parents' members, as Swift's has: a parent's
    /// requirement called and its property read and set, a parent extension's method called,
    /// and the value given where a parent is wanted (a `Drawable` parameter, a `[Drawable]`).
    func testAChildProtocolsValueHasItsParentsMembers() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        protocol Drawable: AnyObject { func size() -> CGFloat; var inset: CGFloat { get set } }
        protocol Shape: Drawable { func corner() -> CGFloat }
        protocol Badge: Shape { }
        extension Drawable { func doubled() -> CGFloat { size() * 2 + inset } }
        final class Sq: Badge {
            var inset: CGFloat = 1
            func size() -> CGFloat { 5 }
            func corner() -> CGFloat { 3 }
        }
        class V: UIView {
            func place(_ d: Drawable, _ y: CGFloat) { UIRectFill(CGRect(x: 0, y: y, width: d.size() + d.inset, height: 4)) }
            override func draw(_ rect: CGRect) {
                let s: Badge = Sq()
                s.inset = 7
                UIRectFill(CGRect(x: 0, y: 0, width: s.size() + s.corner(), height: s.doubled()))
                place(s, 40)
                var all: [Drawable] = [s]
                all.append(Sq())
                for d in all { UIRectFill(CGRect(x: 50, y: d.inset * 10, width: d.doubled(), height: 2)) }
            }
        }
        """)).content)
        XCTAssertEqual(p.count, 4)
        assertRect(p[0].bounds, 0, 0, 5 + 3, 5 * 2 + 7)
        assertRect(p[1].bounds, 0, 40, 5 + 7, 4)
        assertRect(p[2].bounds, 50, 7 * 10, 5 * 2 + 7, 2)
        assertRect(p[3].bounds, 50, 1 * 10, 5 * 2 + 1, 2)
    }

    /// A child protocol's extension method hides its parent's of the same labels through the
    /// child's value, as Swift takes the more specialised: a requirement's default (2, not 1)
    /// and a method that is no requirement (20, not 10).
    func testAChildProtocolsExtensionHidesItsParents() throws {
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        protocol P: AnyObject { func req() -> CGFloat }
        protocol Q: P { }
        extension P { func req() -> CGFloat { 1 }; func ext() -> CGFloat { 10 } }
        extension Q { func req() -> CGFloat { 2 }; func ext() -> CGFloat { 20 } }
        final class S: Q { }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let q: Q = S()
                UIRectFill(CGRect(x: 0, y: 0, width: q.req(), height: q.ext()))
                UIRectFill(CGRect(x: 0, y: 30, width: S().req(), height: S().ext()))
            }
        }
        """)).content)
        XCTAssertEqual(p.count, 2)
        assertRect(p[0].bounds, 0, 0, 2, 20)
        assertRect(p[1].bounds, 0, 30, 2, 20)
    }

    /// `extension Boxed where Self: UIView`: its default is the view conformer's (a box inset
    /// by the view's own 10 in its 100 × 100 bounds), not a struct conformer's nor a member of
    /// the protocol's values — Swift's errors there.
    func testABoundProtocolExtensionIsItsClassConformersAlone() throws {
        let decls = """
        protocol Boxed { var inset: CGFloat { get } }
        extension Boxed where Self: UIView {
            func drawBox() { UIRectFill(bounds.insetBy(dx: inset, dy: inset)) }
        }
        struct Plain: Boxed { var inset: CGFloat { 1 } }
        """
        let p = ownFills(try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        \(decls)
        class V: UIView, Boxed {
            var inset: CGFloat { 10 }
            override func draw(_ rect: CGRect) { drawBox() }
        }
        """)).content)
        XCTAssertEqual(p.count, 1)
        assertRect(p[0].bounds, 10, 10, 100 - 2 * 10, 100 - 2 * 10)
        XCTAssertEqual(evaluate("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        \(decls)
        class V: UIView, Boxed {
            var inset: CGFloat { 10 }
            override func draw(_ rect: CGRect) { Plain().drawBox(); let b: Boxed = self; b.drawBox() }
        }
        """).headlines, ["t.view:9:50: error: value of type 'Plain' has no member 'drawBox'", "t.view:9:84: error: protocol 'Boxed' has no method 'drawBox'"])
    }

    /// Setting a `{ get set }` requirement through the protocol on instances of classes that
    /// are not views: a stored property (its `didSet` runs) and a computed one (its setter
    /// doubles the value); each instance keeps what was set.
    func testARequirementPropertyIsSetOnAClassInstance() {
        let text = """
        canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
        protocol Control: AnyObject { var value: Double { get set } }
        class Knob: Control {
            var value: Double = 0 { didSet { changes += 1 } }
            var changes = 0
        }
        class Dial: Control {
            var stored = 0.0
            var value: Double { get { stored } set { stored = newValue * 2 } }
        }
        class Panel: UIView {
            let knob = Knob()
            var controls: [Control] = []
            override func draw(_ rect: CGRect) {
                controls = [knob, Dial()]
                for c in controls { c.value = 0.25 }
                print(controls.map { $0.value }, knob.changes)
            }
        }
        """
        XCTAssertEqual(printed(text), "[0.25, 0.5] 1")
    }

    /// A compound assignment to a requirement through the protocol's value, and to another
    /// view's stored property, reads the property, applies the operator and sets the result
    /// through the setter (its observers and a computed setter run): the knob 0 + 1.5 with one
    /// change, the dial's setter doubling (0 + 1.5) · 2 = 3 and reading back 3 · 2 = 6 (its
    /// getter doubles too), the counter view's Int 7 / 2 = 3 (an Int's division).
    func testCompoundAssignmentsGoThroughTheSetter() {
        let text = """
        canvas(width: 100, height: 100) { Panel(frame: Rect(0, 0, 100, 100)) }
        protocol Control: AnyObject { var value: Double { get set } }
        class Knob: Control {
            var value: Double = 0 { didSet { changes += 1 } }
            var changes = 0
        }
        class Dial: Control {
            var stored = 0.0
            var value: Double { get { stored * 2 } set { stored = newValue * 2 } }
        }
        class Counter: UIView { var n = 7 }
        class Panel: UIView {
            let knob = Knob()
            let counter = Counter()
            override func draw(_ rect: CGRect) {
                let controls: [Control] = [knob, Dial()]
                for c in controls { c.value += 1.5 }
                counter.n /= 2
                print(controls.map { $0.value }, knob.changes, counter.n)
            }
        }
        """
        let knob = 0 + 1.5, dial = (0 + 1.5) * 2 * 2
        XCTAssertEqual(printed(text), "[\(knob), \(dial)] 1 \(7 / 2)")
        XCTAssertEqual(errors("protocol P { func f() -> CGFloat }\nenum E: P {\n    case a\n    func f() -> CGFloat { 1 }\n}\nclass A: UIView {\n    let p: P = E.a\n}\n"),
                       ["t.view:8:16: error: a value of the enum 'E' as a value of the protocol 'P' is outside the supported Swift subset (docs/language.md §13): a protocol's value holds an instance of a class or a struct"])
    }

    func testAStructsConformanceIsChecked() {
        let p = "protocol P { func f(_ x: CGFloat) -> CGFloat }\n"
        XCTAssertEqual(errors(p + "struct S: P { }\n"),
                       ["t.view:3:11: error: type 'S' does not conform to protocol 'P': it has no method 'f(_:)'"])
        XCTAssertEqual(errors(p + "struct Box { }\nclass A: UIView {\n    let p: P = Box()\n}\n"),
                       ["t.view:5:16: error: a Box does not conform to protocol 'P'"])
        XCTAssertEqual(errors("protocol G { func grow() }\nstruct S: G {\n    var n = 0\n    mutating func grow() { n += 1 }\n}\n"),
                       ["t.view:5:19: error: 'grow()' of 'S' is 'mutating': a mutating requirement called through a protocol is outside the supported Swift subset (docs/language.md §13)"])
        let set = "protocol R { var r: CGFloat { get set } }\nstruct C: R { var r: CGFloat = 1 }\n"
            + "class A: UIView {\n    override func draw(_ rect: CGRect) {\n        let c: R = C()\n        c.r = 2\n    }\n}\n"
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\n" + set).headlines,
                       ["t.view:7:9: error: setting 'r' of a struct through a protocol's value is outside the supported Swift subset (docs/language.md §13): hold the struct in a variable of its own type"])
    }
}

extension SwiftProtocolTests {
    /// A requirement's Int result and an Int property requirement read through the protocol's
    /// value are Ints (Swift writes 6, not 6.0).
    func testARequirementsIntResultIsAnInt() {
        let text = """
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            protocol P { func f() -> Int; var n: Int { get } }
            struct S: P { let n: Int; func f() -> Int { n * 2 } }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let x: P = S(n: 3)
                    print(x.f(), x.n)
                }
            }
            """
        XCTAssertEqual(printed(text), "\(3 * 2) \(3)")
    }
}

extension SwiftProtocolTests {
    /// A protocol's default implementation (a method of an extension of the protocol) runs on
    /// each conforming struct and class that does not write it, with that type's `self` and
    /// requirements (A's area 5 doubled, C's 3 doubled); a type's own method wins (B's 1); a
    /// requirement with a default is met by it, also called through the protocol's value (7).
    /// A computed property or a static method in the extension is an error that names it.
    func testADefaultImplementationRunsWhereTheTypeLacksTheMethod() {
        let text = """
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            protocol Shape { func area() -> Int }
            extension Shape {
                func describe() -> Int { area() * 2 }
            }
            struct A: Shape { var n: Int; func area() -> Int { n } }
            struct B: Shape { func area() -> Int { 9 }; func describe() -> Int { 1 } }
            class C: Shape { func area() -> Int { 3 } }
            protocol Sized { func size() -> Int }
            extension Sized { func size() -> Int { 7 } }
            struct D: Sized { }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let d: Sized = D()
                    print(A(n: 5).describe(), B().describe(), C().describe(), d.size())
                }
            }
            """
        XCTAssertEqual(printed(text), "\(5 * 2) 1 \(3 * 2) 7")
        XCTAssertEqual(errors("protocol P { func f() -> Int }\nextension P {\n    static var g: Int { 2 }\n    static func h() -> Int { 1 }\n}\nstruct S: P { func f() -> Int { 1 } }\n"), [
            "t.view:4:16: error: static properties in an extension of a protocol are outside the supported Swift subset (docs/language.md §13): write the property in each conforming type",
            "t.view:5:17: error: static methods in an extension of a protocol are outside the supported Swift subset (docs/language.md §13): write the method in each conforming type",
        ])
    }
}

extension SwiftProtocolTests {
    /// A protocol `Shape` requiring a width `w`, an extension of it with `members`, and three
    /// types that conform: a struct `A` (its `w` given), a plain class `B` and a view class `C`
    /// (of widths `b` and `c`); a view whose draw(_:) runs `draw`.
    func shapes(b: Int, c: Int, extension members: String, draw: String) -> String {
        """
        canvas(width: 100, height: 60) { V(frame: Rect(0, 0, 100, 60)) }
        protocol Shape { var w: CGFloat { get } }
        extension Shape {
        \(members)
        }
        struct A: Shape { let w: CGFloat }
        class B: Shape { var w: CGFloat { \(b) } }
        class C: UIView, Shape { var w: CGFloat { \(c) } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
        \(draw)
            }
        }
        """
    }
}

extension SwiftProtocolTests {
    /// A method of a protocol's extension that is no requirement, called on a value of the
    /// protocol (a list of `Shape`s holding a struct and a plain class, and a view class): each
    /// runs its type's copy, reading that value's own requirement (`w`): 20, 30 and 40 wide,
    /// and a result given back (`twice()`: 2 · 20). Where a conforming type declares its own
    /// method of that name, Swift still calls the extension's through the protocol: outside,
    /// an error at the call; a `mutating` one called through the protocol is outside too.
    func testAProtocolExtensionsMethodRunsOnAValueOfTheProtocol() throws {
        let text = shapes(b: 30, c: 40, extension: """
                func fillIt(_ y: CGFloat) { UIRectFill(CGRect(x: 0, y: y, width: w, height: 5)) }
                func twice() -> CGFloat { w * 2 }
            """, draw: """
                    let shapes: [Shape] = [A(w: 20), B()]
                    for (i, s) in shapes.enumerated() { s.fillIt(CGFloat(i) * 10) }
                    let view: Shape = C(frame: .zero)
                    view.fillIt(20)
                    let one: Shape = A(w: 20)
                    UIRectFill(CGRect(x: 0, y: 40, width: one.twice(), height: 5))
            """)
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(0, 0, 20, 5), Rect(0, 10, 30, 5), Rect(0, 20, 40, 5), Rect(0, 40, 2 * 20, 5)])

        let hidden = """
        protocol Shape { var w: CGFloat { get } }
        extension Shape { func twice() -> CGFloat { w * 2 }; mutating func grow() { } }
        struct A: Shape { var w: CGFloat; func twice() -> CGFloat { 1 } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s: Shape = A(w: 1)
                UIRectFill(CGRect(x: 0, y: 0, width: s.twice(), height: 1))
                var t: Shape = A(w: 1)
                t.grow()
            }
        }
        """
        XCTAssertEqual(errors(hidden), [
            "t.view:8:48: error: 'A' declares its own 'twice()', which hides the one of the extension of 'Shape' that Swift calls through the protocol: outside the supported Swift subset (docs/language.md §13)",
            "t.view:10:11: error: 'grow()' of an extension of 'Shape' is 'mutating': a mutating method called through a protocol is outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}

extension SwiftProtocolTests {
    /// A computed property of a protocol's extension (`var doubled: CGFloat { w * 2 }`) is each
    /// conforming type's own, read through the protocol's value too, with that value's `w`:
    /// 2 · 5 and 2 · 15 for the list's struct and plain class, 2 · 20 for a view class, 2 · 3
    /// on a struct itself; an Int one divides as an Int (7 / 2 = 3). A type's own property of
    /// that name hides the extension's that Swift reads through the protocol: outside.
    func testAProtocolExtensionsComputedPropertyIsReadThroughTheProtocol() throws {
        let text = shapes(b: 15, c: 20, extension: """
                var doubled: CGFloat { w * 2 }
                var count: Int { 7 }
            """, draw: """
                    let shapes: [Shape] = [A(w: 5), B()]
                    for (i, s) in shapes.enumerated() { UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10, width: s.doubled, height: 5)) }
                    let c: Shape = C(frame: .zero)
                    UIRectFill(CGRect(x: 0, y: 20, width: c.doubled, height: 5))
                    UIRectFill(CGRect(x: 0, y: 30, width: A(w: 3).doubled, height: 5))
                    UIRectFill(CGRect(x: 0, y: 40, width: CGFloat(c.count / 2), height: 5))
            """)
        let v = try XCTUnwrap(placedView(text))
        let want: [Double] = [2 * 5, 2 * 15, 2 * 20, 2 * 3, Double(7 / 2)]
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), want)

        let hidden = """
        protocol Shape { var w: CGFloat { get } }
        extension Shape { var doubled: CGFloat { w * 2 } }
        struct A: Shape { var w: CGFloat; var doubled: CGFloat = 1 }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s: Shape = A(w: 1)
                UIRectFill(CGRect(x: 0, y: 0, width: s.doubled, height: 1))
            }
        }
        """
        XCTAssertEqual(errors(hidden), [
            "t.view:8:46: error: 'A' declares its own 'doubled', which hides the one of the extension of 'Shape' that Swift reads through the protocol: outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}

extension SwiftProtocolTests {
    /// Where Swift takes a protocol extension's member and viewc would take another, an error
    /// names it: a conforming type's own member of that name written in an extension of the
    /// type or in a subclass hides the extension's through the protocol; one the extension's
    /// own code calls hides it there too (Swift calls the extension's, statically); an
    /// extension member named as UIView's is UIView's in a conforming view class; a computed
    /// property with a setter in the extension is outside.
    func testWhatHidesAProtocolExtensionsMemberIsNamed() {
        let ownInExtension = """
        protocol Shape { var w: CGFloat { get } }
        extension Shape { func size() -> CGFloat { 10 }; var doubled: CGFloat { 20 } }
        struct S: Shape { var w: CGFloat }
        extension S { func size() -> CGFloat { 70 } }
        class Base: UIView, Shape { var w: CGFloat { 1 } }
        class Derived: Base { var doubled: CGFloat { 80 } }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s: Shape = S(w: 1)
                UIRectFill(CGRect(x: 0, y: 0, width: s.size(), height: 5))
                let d: Shape = Derived(frame: .zero)
                UIRectFill(CGRect(x: 0, y: 0, width: d.doubled, height: 5))
            }
        }
        """
        XCTAssertEqual(errors(ownInExtension), [
            "t.view:11:48: error: 'S' declares its own 'size()', which hides the one of the extension of 'Shape' that Swift calls through the protocol: outside the supported Swift subset (docs/language.md §13)",
            "t.view:13:46: error: 'Derived' declares its own 'doubled', which hides the one of the extension of 'Shape' that Swift reads through the protocol: outside the supported Swift subset (docs/language.md §13)",
        ])
        let calledInside = """
        protocol Shape { var w: CGFloat { get } }
        extension Shape {
            func label() -> CGFloat { 10 }
            func fillIt() { UIRectFill(CGRect(x: 0, y: 0, width: label(), height: 5)) }
            var center: CGPoint { .zero }
            var third: CGFloat { get { w / 3 } set { } }
        }
        struct A: Shape { let w: CGFloat; func label() -> CGFloat { 50 } }
        class C: UIView, Shape { var w: CGFloat { 1 } }
        """
        XCTAssertEqual(errors(calledInside), [
            "t.view:6:9: error: 'center' of an extension of 'Shape' is named as UIKit's member of 'C', a conforming class, which reads UIKit's: outside the supported Swift subset (docs/language.md §13)",
            "t.view:7:9: error: a computed property with a setter in an extension of a protocol is outside the supported Swift subset (docs/language.md §13): write it in each conforming type",
            "t.view:9:40: error: 'A' declares its own 'label', which hides the one the code of the extension of 'Shape' calls there (Swift calls the extension's): outside the supported Swift subset (docs/language.md §13)",
        ])
    }

    /// A protocol extension's method told apart from a requirement of its name by its labels
    /// (`put(at:)`, `put(below:)`): each call runs the one its labels name, the requirement the
    /// type's own (twice the width), the extension's the type's copy; a computed property of
    /// the extension whose getter declares a typed local runs as written (2 · 5).
    func testAnExtensionMethodIsChosenByItsLabels() throws {
        let text = shapes(b: 1, c: 1, extension: """
                func put(below y: CGFloat) { UIRectFill(CGRect(x: 0, y: y, width: w, height: 2)) }
                var d: CGFloat { let k: CGFloat = 2; return w * k }
            """, draw: """
                    let s: Shape = A(w: 10)
                    s.put(below: 10)
                    UIRectFill(CGRect(x: 0, y: 20, width: A(w: 5).d, height: 2))
            """)
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [10, 2 * 5])
    }
}

extension SwiftProtocolTests {
    /// What hides a protocol extension's member is judged as Swift judges it: a plain view's
    /// `title()` is no UIKit name (a label's `text` would be), so it runs (4 characters, 40
    /// wide); an own `count()` beside an extension that reads `points.count` (Array's) hides
    /// nothing; a requirement's default named as UIView's `alpha`, a subclass's own member of
    /// the name its superclass has from the extension and calls, and methods told apart by their
    /// parameters' types called through the protocol are errors.
    func testWhatHidesAnExtensionsMemberIsJudgedAsSwiftDoes() throws {
        let runs = """
        canvas(width: 100, height: 60) { Pill(frame: Rect(0, 0, 100, 60)) }
        protocol Captioned { var caption: String { get } }
        extension Captioned { func title() -> String { return "[" + caption + "]" } }
        protocol Plottable { var points: [CGPoint] { get } }
        extension Plottable { func count() -> Int { return points.count } }
        struct Series: Plottable { var points: [CGPoint]; func count() -> Int { return 2 } }
        class Pill: UIView, Captioned {
            var caption: String { "hi" }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(title().count) * 10, height: 10))
                UIRectFill(CGRect(x: 0, y: 20, width: CGFloat(Series(points: [CGPoint.zero]).count()), height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(runs))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [40, 2])

        let hidden = """
        protocol Fadable { var alpha: CGFloat { get } }
        extension Fadable { var alpha: CGFloat { 0.25 } }
        class Faded: UIView, Fadable { }
        protocol Shape { var side: CGFloat { get } }
        extension Shape {
            func barWidth() -> CGFloat { return side }
            func grow(_ x: Int) -> CGFloat { side + 100 }
            func grow(_ x: CGFloat) -> CGFloat { side + x }
        }
        class BaseView: UIView, Shape { var side: CGFloat { 20 }; func bar() -> CGFloat { barWidth() } }
        class SubView: BaseView { func barWidth() -> CGFloat { return 70 } }
        struct Sq: Shape { var side: CGFloat }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let s: Shape = Sq(side: 20)
                UIRectFill(CGRect(x: 0, y: 0, width: s.grow(CGFloat(10)), height: 10))
            }
        }
        class BaseModel: Shape { var side: CGFloat { 20 }; func bar() -> CGFloat { barWidth() } }
        class SubModel: BaseModel { func barWidth() -> CGFloat { return 70 } }
        """
        XCTAssertEqual(errors(hidden), [
            "t.view:3:25: error: 'alpha' of an extension of 'Fadable' is named as UIKit's member of 'Faded', a conforming class, which reads UIKit's: outside the supported Swift subset (docs/language.md §13)",
            "t.view:12:32: error: 'SubView' declares its own 'barWidth', which hides the one its superclass 'BaseView' has from the extension of 'Shape' (Swift calls the extension's in 'BaseView''s code and through the protocol): outside the supported Swift subset (docs/language.md §13)",
            "t.view:17:48: error: the methods 'grow' of 'Shape' and its extension take the same labels, told apart by their parameters' types: calling them through the protocol is outside the supported Swift subset (docs/language.md §13)",
            "t.view:21:34: error: 'SubModel' declares its own 'barWidth', which hides the one its superclass 'BaseModel' has from the extension of 'Shape' (Swift calls the extension's in 'BaseModel''s code and through the protocol): outside the supported Swift subset (docs/language.md §13)",
        ])
    }
}

extension SwiftProtocolTests {
    /// Valid Swift the hiding checks must let run: a subclass's own `barWidth()` that nothing
    /// calls the extension's in place of (70); of `width()` and `width(scale: = 2)`, a call
    /// with no argument takes `width()` (20); a class's own override of UIView's
    /// `intrinsicContentSize` meets a requirement the extension also gives a default, which a
    /// struct takes (40 + 5); an extension's local named `extent` beside a class's own
    /// `extent()` reads no member (60 + 5 · 5).
    func testValidCodeBesideProtocolExtensionsRuns() throws {
        let text = """
        canvas(width: 200, height: 60) { Big(frame: Rect(0, 0, 200, 60)) }
        protocol Sized { var side: CGFloat { get } }
        extension Sized {
            func barWidth() -> CGFloat { return side }
            func width() -> CGFloat { return side }
            func width(scale: CGFloat = 2) -> CGFloat { return side * scale }
            func extent() -> CGFloat { return side * 2 }
            func area() -> CGFloat { let extent = side; return extent * extent }
        }
        protocol Sizable { var intrinsicContentSize: CGSize { get } }
        extension Sizable { var intrinsicContentSize: CGSize { CGSize(width: 5, height: 5) } }
        struct S: Sizable { }
        struct Sq: Sized { var side: CGFloat }
        class Box: UIView, Sized, Sizable {
            var side: CGFloat { 5 }
            override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 10) }
            func extent() -> CGFloat { return 60 }
        }
        class Big: Box {
            func barWidth() -> CGFloat { return 70 }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: barWidth(), height: 1))
                let s: Sized = Sq(side: 20)
                UIRectFill(CGRect(x: 0, y: 2, width: s.width(), height: 1))
                let z: Sizable = self
                UIRectFill(CGRect(x: 0, y: 4, width: z.intrinsicContentSize.width + S().intrinsicContentSize.width, height: 1))
                UIRectFill(CGRect(x: 0, y: 6, width: extent() + area(), height: 1))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let want: [Double] = [70, 20, 40 + 5, 60 + 5 * 5]
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), want)
    }

    /// A protocol's method named as one of UIKit's but with other labels (an app's `ViewAdding`
    /// with `func addConstraints()`, UIKit's being `addConstraints(_:)`) is the file's: Swift
    /// tells the two apart by the labels. The class's own `addViews()` and `addConstraints()`
    /// run from init: `added` = 1 + 2 = 3, a 30-wide rect.
    func testAMethodNamedAsUIKitsWithOtherLabelsIsTheFiles() throws {
        let text = """
        canvas(width: 100, height: 20) { Tile(frame: Rect(0, 0, 100, 20)) }
        protocol ViewAdding {
            func addViews()
            func addConstraints()
        }
        extension ViewAdding {
            func addViews() {}
            func addConstraints() {}
        }
        class Tile: UIView, ViewAdding {
            var added: CGFloat = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addViews()
                addConstraints()
            }
            required init?(coder: NSCoder) { fatalError() }
            func addViews() { added += 1 }
            func addConstraints() { added += 2 }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: added * 10, height: 5))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 1)
        guard f.count == 1 else { return }
        assertRect(f[0].bounds, 0, 0, (1 + 2) * 10, 5)
    }
}
