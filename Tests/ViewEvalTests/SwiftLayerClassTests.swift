// CALayer subclasses that draw (`override func draw(in ctx: CGContext)`), as sublayers and as a
// view's layer (`override class var layerClass`): drawn in the layer's bounds only when Core
// Animation would display them (setNeedsDisplay(), needsDisplayOnBoundsChange, a key its
// class's needsDisplay(forKey:) answers true for, a view class that overrides draw(_:));
// `@NSManaged` properties; extensions of UIKit's classes (their members the inheriting classes'
// own); and the mistakes that are errors at their place. Pixels are in
// ReferenceTests/SwiftLayerPixelTests.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftLayerClassTests: XCTestCase {
    /// The view `A` with these members draws, placed at 200×100, with `declarations` after it.
    func view(_ members: String, _ declarations: String, file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
        placedView("canvas(width: 200, height: 100) {\n    A(frame: Rect(0, 0, 200, 100))\n}\nclass A: UIView {\n\(members)\n}\n\(declarations)\n", file: file, line: line)
    }

    func errors(_ members: String, _ declarations: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n\(members)\n}\n\(declarations)\n").headlines
    }

    /// A layer that fills its bounds with `color` and strokes the line to `(tipX, tipY)`.
    static let dial = """
        class Dial: CALayer {
            var color = UIColor.red
            @NSManaged var tipX: CGFloat
            var tipY: CGFloat = 5
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(color.cgColor)
                ctx.fill(bounds)
                ctx.move(to: CGPoint(x: 0, y: 0))
                ctx.addLine(to: CGPoint(x: tipX, y: tipY))
                ctx.strokePath()
            }
        }
        """

    func testASublayerOfALayerSubclassDrawsInItsBoundsOnceDisplayed() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let d = Dial()
                d.frame = CGRect(x: 20, y: 10, width: 40, height: 30)
                d.color = UIColor.blue
                layer.addSublayer(d)
                d.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
        """, Self.dial))
        let d = try XCTUnwrap(v.subviews.first)
        XCTAssertEqual(d.kind, "Dial")
        assertRect(d.frame, 20, 10, 40, 30)
        XCTAssertFalse(d.isUserInteractionEnabled)
        let paints = ownPaints(d.content)
        // Its own bounds, in its own coordinates, in the color set from outside.
        XCTAssertEqual(paints.first?.kind, "fill")
        assertRect(try XCTUnwrap(paints.first?.bounds), 0, 0, 40, 30)
        XCTAssertEqual(paints.first?.color, Color(red: 0, green: 0, blue: 1))
        // @NSManaged tipX reads as 0 until set: the line from (0, 0) to (0, 5).
        XCTAssertEqual(paints.last?.kind, "stroke")
        assertRect(try XCTUnwrap(paints.last?.bounds), 0, 0, 0, 5)
    }

    /// A CALayer subclass's code sets and reads its own members without `self.`, as Swift
    /// does: the track's init sets `cornerRadius` 6 and `borderWidth` 2, its draw(in:) fills a
    /// rounded rect of corner radius `cornerRadius` and a bar `borderWidth` × 10 = 20 wide —
    /// so the fills' bounds are its 50 × 20 bounds and (0, 0, 20, 2).
    func testALayerSubclassReadsItsOwnMembersWithoutSelf() throws {
        let v = try XCTUnwrap(view("""
            let track = Track()
            override func layoutSubviews() {
                track.frame = CGRect(x: 10, y: 10, width: 50, height: 20)
                layer.addSublayer(track)
                track.setNeedsDisplay()
            }
        """, """
            class Track: CALayer {
                override init() {
                    super.init()
                    cornerRadius = 6
                    borderWidth = 2
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(in ctx: CGContext) {
                    ctx.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath)
                    ctx.fillPath()
                    ctx.fill(CGRect(x: 0, y: 0, width: borderWidth * 10, height: cornerRadius > 5 ? 2 : 1))
                }
            }
            """))
        let fills = ownPaints(try XCTUnwrap(v.subviews.first).content).filter { $0.kind == "fill" }
        XCTAssertEqual(fills.count, 2)
        assertRect(try XCTUnwrap(fills.first?.bounds), 0, 0, 50, 20)
        assertRect(try XCTUnwrap(fills.last?.bounds), 0, 0, 2 * 10, 2)
    }

    /// A layer class may declare a property named `center`, which CALayer has not (a circular
    /// slider's handle layer keeps `var center: (() -> CGPoint)!`, the point it is drawn about):
    /// set from the view and read in its draw(in:), the handle fills a 4 × 4 square about the
    /// point the closure gives, (30, 12) − 2 → (28, 10, 4, 4), and a stored `CGPoint` `center`
    /// set to (7, 3) fills (7, 3, 1, 1). Its `bounds` and `frame` stay the layer's own.
    func testALayerClassMayDeclareACenterOfItsOwn() throws {
        let v = try XCTUnwrap(view("""
            let handle = Handle()
            let mark = Mark()
            override func layoutSubviews() {
                handle.frame = bounds
                handle.center = { return CGPoint(x: 30, y: 12) }
                layer.addSublayer(handle)
                handle.setNeedsDisplay()
                mark.frame = bounds
                mark.center = CGPoint(x: 7, y: 3)
                layer.addSublayer(mark)
                mark.setNeedsDisplay()
            }
        """, """
            class Handle: CALayer {
                var center: (() -> CGPoint)!
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: center().x - 2, y: center().y - 2, width: 4, height: 4))
                }
            }
            class Mark: CALayer {
                var center = CGPoint.zero
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: center.x, y: center.y, width: 1, height: 1))
                }
            }
            """))
        XCTAssertEqual(v.subviews.count, 2)
        guard v.subviews.count == 2 else { return }
        let handleFills = ownPaints(v.subviews[0].content).filter { $0.kind == "fill" }
        let markFills = ownPaints(v.subviews[1].content).filter { $0.kind == "fill" }
        XCTAssertEqual(handleFills.count, 1)
        XCTAssertEqual(markFills.count, 1)
        if let f = handleFills.first { assertRect(f.bounds, 30 - 2, 12 - 2, 4, 4) }
        if let f = markFills.first { assertRect(f.bounds, 7, 3, 1, 1) }
    }

    /// A layer class's `override func contains(_:)` (CALayer's hit test, which a slider's handle
    /// overrides to widen its target) is a method of the class: Core Animation never asks it in
    /// a drawing, and the class's own code runs it — the override answers `p.x > 5`, so the
    /// draw(in:) that asks it of (1, 1) fills 20 wide, of (9, 1) 10 wide, and nothing else
    /// called it (`asked` is 2 then: a third fill 2 wide).
    func testALayerClassesContainsOverrideIsItsMethod() throws {
        let v = try XCTUnwrap(view("""
            let handle = Handle()
            override func layoutSubviews() {
                handle.frame = bounds
                layer.addSublayer(handle)
                handle.setNeedsDisplay()
            }
        """, """
            class Handle: CALayer {
                var asked: CGFloat = 0
                override func contains(_ p: CGPoint) -> Bool {
                    asked += 1
                    return p.x > 5
                }
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 0, y: 0, width: contains(CGPoint(x: 1, y: 1)) ? 10 : 20, height: 1))
                    ctx.fill(CGRect(x: 0, y: 2, width: self.contains(CGPoint(x: 9, y: 1)) ? 10 : 20, height: 1))
                    ctx.fill(CGRect(x: 0, y: 4, width: asked, height: 1))
                }
            }
            """))
        let fills = ownPaints(try XCTUnwrap(v.subviews.first).content).filter { $0.kind == "fill" }
        XCTAssertEqual(fills.map(\.bounds.width), [20, 10, 2])
    }

    /// A layer's `delegate` (a slider's handle layer asking its slider for its geometry): a
    /// layer made in code has none until the view gives itself (`handle.delegate = self`), and
    /// its code reads it back as that view (`delegate as! Slider`: the slider's `size`, 30, is
    /// the fill's width); before, it is nil (a fill 5 wide); a view's own layer's delegate is the
    /// view (`layer.delegate === self`: 7).
    func testALayersDelegateIsTheViewItIsGiven() throws {
        let v = try XCTUnwrap(view("""
            let handle = Handle()
            var size: CGFloat = 30
            override func layoutSubviews() {
                handle.frame = bounds
                layer.addSublayer(handle)
                handle.before = handle.delegate == nil ? 5 : 50
                handle.delegate = self
                handle.own = layer.delegate === self ? 7 : 70
                handle.setNeedsDisplay()
            }
        """, """
            class Handle: CALayer {
                var before: CGFloat = 0
                var own: CGFloat = 0
                private var slider: A { return delegate as! A }
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 0, y: 0, width: before, height: 1))
                    ctx.fill(CGRect(x: 0, y: 2, width: slider.size, height: 1))
                    ctx.fill(CGRect(x: 0, y: 4, width: own, height: 1))
                }
            }
            """))
        let fills = ownPaints(try XCTUnwrap(v.subviews.first).content).filter { $0.kind == "fill" }
        XCTAssertEqual(fills.map(\.bounds.width), [5, 30, 7])
    }

    /// A layer made in code inside another view made in code, set up before it: displayed once
    /// its own setup is done, after its layout, and kept — and a view of a layerClass nested so,
    /// the value its maker set drawn (0.75 of its width).
    func testALayerUnderAnotherViewMadeInCodeIsDisplayedAfterItsOwnSetup() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
                let d = Dial()
                d.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
                d.setNeedsDisplay()
                holder.layer.addSublayer(d)
                let box = Box(frame: CGRect(x: 0, y: 50, width: 200, height: 50))
                let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                (ring.layer as! Ring).progress = 0.75
                box.addSubview(ring)
                addSubview(holder)
                addSubview(box)
            }
            required init?(coder: NSCoder) { fatalError() }
        """, Self.dial + """

        class Ring: CALayer {
            @NSManaged var progress: CGFloat
            override init() { super.init(); progress = 0.25 }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
            override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
            override func draw(in ctx: CGContext) { ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: 10)) }
        }
        class RingView: UIView {
            override class var layerClass: AnyClass { return Ring.self }
        }
        class Box: UIView {
            override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .yellow }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        XCTAssertEqual(v.subviews.count, 2)
        let d = try XCTUnwrap(v.subviews.first?.subviews.first)
        assertRect(try XCTUnwrap(ownPaints(d.content).first?.bounds), 0, 0, 40, 20)
        let ring = try XCTUnwrap(v.subviews.last?.subviews.first)
        assertRect(try XCTUnwrap(ownPaints(ring.content).first?.bounds), 0, 0, 100 * 0.75, 10)
    }

    func testALayerNeverDisplayedDrawsNothing() throws {
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let d = Dial()
                d.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
                layer.addSublayer(d)
            }
        """, Self.dial))
        XCTAssertEqual(v.subviews.first?.content.count, 0)
    }

    /// needsDisplayOnBoundsChange displays a layer given a size; setNeedsDisplay() in the
    /// view's draw(_:) (after its setup) displays one too, with the values set by then.
    func testBoundsChangeAndSetNeedsDisplayInDrawRect() throws {
        let v = try XCTUnwrap(view("""
            let late = Dial()
            override func layoutSubviews() {
                let d = Dial()
                d.needsDisplayOnBoundsChange = true
                d.contentsScale = UIScreen.main.scale
                d.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
                layer.addSublayer(d)
                late.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
                layer.addSublayer(late)
            }
            override func draw(_ rect: CGRect) {
                late.tipX = 7
                late.setNeedsDisplay()
            }
        """, Self.dial))
        XCTAssertEqual(ownFills(v.subviews[0].content).map(\.bounds), [Rect(0, 0, 40, 30)])
        XCTAssertEqual(ownPaints(v.subviews[1].content).last.map(\.bounds), Rect(0, 0, 7, 5))
    }

    /// CALayer's `init(layer:)`, which Core Animation calls to make a presentation copy and
    /// code may call too: the new layer has the given layer's properties (its geometry,
    /// background, corner radius), set over afterwards by the code that made it; a subclass
    /// that does not write the initializer inherits it, and one that overrides it copies its
    /// own stored properties there (`if let d = layer as? Gauge { level = d.level }`), after
    /// `super.init(layer:)`. The copy is not the original: changing one leaves the other.
    func testInitLayerCopiesTheGivenLayer() throws {
        let v = try XCTUnwrap(view("""
            var track: Track?
            override init(frame: CGRect) {
                super.init(frame: frame)
                let g = Gauge()
                g.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
                g.level = 0.5
                g.cornerRadius = 4
                g.backgroundColor = UIColor.yellow.cgColor
                let copy = Gauge(layer: g)
                copy.position = CGPoint(x: 50, y: 70)
                g.level = 0.25
                let t = Track(layer: g)
                t.position = CGPoint(x: 150, y: t.position.y)
                for l in [g, copy, t] as [CALayer] {
                    layer.addSublayer(l)
                    l.setNeedsDisplay()
                }
                track = Track(layer: layer)
            }
            required init?(coder: NSCoder) { fatalError() }
        """, """
            class Gauge: CALayer {
                var level: CGFloat = 0.1
                override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                    if let d = layer as? Gauge { level = d.level }
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(UIColor.red.cgColor)
                    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
                }
            }
            class Track: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(UIColor.blue.cgColor)
                    ctx.fill(bounds)
                }
            }
        """))
        XCTAssertEqual(v.subviews.map(\.kind), ["Gauge", "Gauge", "Track"])
        let (g, copy, t) = (v.subviews[0], v.subviews[1], v.subviews[2])
        let size = (w: 80.0, h: 30.0)
        // Each has the original's size, background and corners; the copies where they were moved.
        for (l, center) in zip([g, copy, t], [Point(10 + size.w / 2, 10 + size.h / 2), Point(50, 70), Point(150, 10 + size.h / 2)]) {
            assertRect(l.bounds, 0, 0, size.w, size.h)
            XCTAssertEqual(l.center, center, l.kind)
            XCTAssertEqual(l.backgroundColor, Color(red: 1, green: 1, blue: 0))
            XCTAssertEqual(l.layer.cornerRadius, 4)
        }
        // The original's level changed after the copy was made: 0.25; the copy's is the 0.5 copied.
        XCTAssertEqual(ownFills(g.content).map(\.bounds), [Rect(0, 0, size.w * 0.25, size.h)])
        XCTAssertEqual(ownFills(copy.content).map(\.bounds), [Rect(0, 0, size.w * 0.5, size.h)])
        XCTAssertEqual(ownFills(t.content).map(\.bounds), [Rect(0, 0, size.w, size.h)])
        // A copy of the view's own layer, never added: no sublayer of the view, nothing drawn.
        XCTAssertEqual(v.subviews.count, 3)
    }

    /// A property set from outside the layer's code displays it when its class's
    /// needsDisplay(forKey:) says so for that key; CALayer's own says no.
    func testNeedsDisplayForKeyDecidesWhichPropertiesRedraw() throws {
        let keyed = Self.dial.replacingOccurrences(of: "    override func draw(in", with: """
                override class func needsDisplay(forKey key: String) -> Bool {
                    if key == #keyPath(tipX) { return true }
                    return super.needsDisplay(forKey: key) || CALayer.needsDisplay(forKey: key)
                }
                override func draw(in
            """)
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let a = Dial(), b = Dial()
                a.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
                b.frame = CGRect(x: 50, y: 0, width: 40, height: 30)
                a.tipX = 9
                b.tipY = 9
                layer.addSublayer(a)
                layer.addSublayer(b)
            }
        """, keyed))
        XCTAssertEqual(ownPaints(v.subviews[0].content).last.map(\.bounds), Rect(0, 0, 9, 5))
        XCTAssertEqual(v.subviews[1].content.count, 0)
    }

    /// A view whose layerClass is a CALayer subclass is drawn by the layer's draw(in:) when the
    /// view's class overrides draw(_:) (which UIKit then does not call); `self.layer as! T`
    /// is that layer, its properties the layer instance's, apart from the view's of the same name.
    func testAViewsLayerClassDrawsForIt() throws {
        let v = try XCTUnwrap(view("""
            var tipX: CGFloat {
                get { (self.layer as! Dial).tipX }
                set { let l = self.layer as! Dial; l.tipX = newValue }
            }
            override class var layerClass: AnyClass { return Dial.self }
            override init(frame: CGRect) {
                super.init(frame: frame)
                tipX = 30
                (layer as! Dial).tipY = tipX + 1
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIRectFill(rect)
            }
        """, Self.dial))
        XCTAssertEqual(v.kind, "A")
        let paints = ownPaints(v.content)
        XCTAssertEqual(paints.map(\.kind), ["fill", "stroke"])
        XCTAssertEqual(paints.first?.color, Color(red: 1, green: 0, blue: 0))
        assertRect(try XCTUnwrap(paints.first?.bounds), 0, 0, 200, 100)
        assertRect(try XCTUnwrap(paints.last?.bounds), 0, 0, 30, 31)
    }

    /// A layer class declared inside the view class that uses it (a control's private
    /// `CALayer` subclass) is a class of the file: the view's layerClass, named bare inside.
    func testALayerClassNestedInTheViewClassDrawsForIt() throws {
        let nested = Self.dial.replacingOccurrences(of: "class Dial", with: "private class Dial")
            .split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let v = try XCTUnwrap(view("""
            override class var layerClass: AnyClass { return Dial.self }
            private var dial: Dial { return layer as! Dial }
            override init(frame: CGRect) {
                super.init(frame: frame)
                dial.tipX = 30
                dial.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
        \(nested)
        """, ""))
        let paints = ownPaints(v.content)
        XCTAssertEqual(paints.map(\.kind), ["fill", "stroke"])
        XCTAssertEqual(paints.first?.color, Color(red: 1, green: 0, blue: 0))
        assertRect(try XCTUnwrap(paints.last?.bounds), 0, 0, 30, 5)
    }

    /// Without draw(_:) in the view's class and nothing else asking, its layer is not displayed.
    func testAViewsLayerIsNotDisplayedWithoutDrawRect() throws {
        let v = try XCTUnwrap(view("""
            override class var layerClass: AnyClass { return Dial.self }
        """, Self.dial))
        XCTAssertEqual(v.content.count, 0)
    }

    /// layerClass of a shape or gradient layer: the view's layer is one, set through `layer as! T`.
    func testAViewsLayerClassOfAShapeLayer() throws {
        let v = try XCTUnwrap(view("""
            override class var layerClass: AnyClass { CAShapeLayer.self }
            override func layoutSubviews() {
                let shape = layer as! CAShapeLayer
                shape.path = UIBezierPath(rect: CGRect(x: 5, y: 6, width: 7, height: 8)).cgPath
                shape.fillColor = UIColor.red.cgColor
                if self is UIView, layer is CAShapeLayer, !(layer is CAGradientLayer) { shape.strokeColor = UIColor.blue.cgColor }
            }
        """, ""))
        let c = try XCTUnwrap(v.layerContent)
        XCTAssertEqual(c.kind, .shape)
        XCTAssertEqual(c.path?.controlPointBounds, Rect(5, 6, 7, 8))
        XCTAssertEqual(c.strokeColor, Color(red: 0, green: 0, blue: 1))
    }

    /// A layer class declared inside a view class (or an extension of it) names the types
    /// declared beside it, as Swift's lexical scope has them: its draw(in:) reads the view's
    /// `struct Keys` and `enum Mode` unqualified, and fills Keys.width × the height Mode.tall gives.
    func testALayerClassInsideAViewNamesTheTypesBesideIt() throws {
        let makesBar = """
            override init(frame: CGRect) {
                super.init(frame: frame)
                let bar = Bar()
                bar.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
                layer.addSublayer(bar)
                bar.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
            """
        let v = try XCTUnwrap(view(makesBar + "\n" + """
            class Bar: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 0, y: 0, width: Keys.width, height: Mode.tall.height))
                }
            }
            struct Keys {
                static let width: CGFloat = 12
            }
            enum Mode {
                case short, tall
                var height: CGFloat { self == .tall ? 30 : 10 }
            }
        """, ""))
        let paints = ownPaints(try XCTUnwrap(v.subviews.first).content)
        XCTAssertEqual(paints.map(\.kind), ["fill"])
        assertRect(try XCTUnwrap(paints.first?.bounds), 0, 0, 12, 30)
        // Declared together in an extension of the view, they see each other the same way.
        let e = try XCTUnwrap(view(makesBar, """
            private extension A {
                class Bar: CALayer {
                    override func draw(in ctx: CGContext) { ctx.fill(CGRect(x: 0, y: 0, width: Keys.width, height: 7)) }
                }
                struct Keys {
                    static let width: CGFloat = 9
                }
            }
            """))
        assertRect(try XCTUnwrap(ownPaints(try XCTUnwrap(e.subviews.first).content).first?.bounds), 0, 0, 9, 7)
    }

    /// `extension CALayer` adds members to the file's CALayer subclasses, `extension UIView`
    /// to its views; an extension of a UIKit class that is no view or layer class and that no
    /// class of the file inherits from (`UIBarItem`) is left out.
    func testExtensionsOfUIKitClassesAreTheirSubclassesMembers() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let d = Half()
                d.frame = CGRect(x: 0, y: 0, width: halfOf(40), height: 30)
                layer.addSublayer(d)
                d.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
        """, """
            class Half: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 0, y: 0, width: half(of: bounds.width), height: inset))
                }
            }
            extension CALayer {
                public func half(of x: CGFloat) -> CGFloat { return x / 2 }
                var inset: CGFloat { 3 }
            }
            extension UIView {
                func halfOf(_ x: CGFloat) -> CGFloat { x / 2 }
            }
            extension UIBarItem {
                var view: UIView? { return self.value(forKey: "view") as? UIView }
            }
            class Tip: UIView {
                func show(forItem item: UIBarItem) { if let v = item.view { addSubview(v) } }
            }
        """))
        let d = try XCTUnwrap(v.subviews.first)
        assertRect(d.frame, 0, 0, 20, 30)
        XCTAssertEqual(ownFills(d.content).map(\.bounds), [Rect(0, 0, 10, 3)])
    }

    /// An extension of a layer class no class of the file inherits from (`extension CALayer {
    /// func applySketchShadow(…) }`, an app's helper) adds its members to every layer of that
    /// class: a view's own layer and layers made in code call them, `self` the layer; an
    /// extension of CAShapeLayer reaches shape layers, with CALayer's members besides. The
    /// shadow's numbers follow the helper's own rule (radius = blur / 2).
    func testExtensionsOfLayerClassesReachLayersMadeInCode() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.applySketchShadow(alpha: 0.3, y: 4, blur: 12)
                let g = CAGradientLayer()
                g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                g.applySketchShadow()
                layer.addSublayer(g)
                let ring = CAShapeLayer()
                ring.outline(width: 3)
                layer.addSublayer(ring)
            }
            required init?(coder: NSCoder) { fatalError() }
        """, """
            extension CALayer {
                func applySketchShadow(color: UIColor = .black, alpha: Float = 0.5, x: CGFloat = 0, y: CGFloat = 2, blur: CGFloat = 4) {
                    shadowColor = color.cgColor
                    shadowOpacity = alpha
                    shadowOffset = CGSize(width: x, height: y)
                    shadowRadius = blur / 2.0
                }
            }
            extension CAShapeLayer {
                func outline(width: CGFloat) {
                    lineWidth = width
                    fillColor = nil
                    applySketchShadow(blur: width * 2)
                }
            }
        """))
        XCTAssertEqual(v.layer.shadowOpacity, 0.3, accuracy: 1e-6)
        XCTAssertEqual(v.layer.shadowOffset, Size(0, 4))
        XCTAssertEqual(v.layer.shadowRadius, 12 / 2)
        let subs = v.subviews
        XCTAssertEqual(subs.count, 2)
        guard subs.count == 2 else { return }
        XCTAssertEqual(subs[0].layer.shadowOpacity, 0.5)
        XCTAssertEqual(subs[0].layer.shadowOffset, Size(0, 2))
        XCTAssertEqual(subs[0].layer.shadowRadius, 4 / 2)
        XCTAssertEqual(subs[1].layerContent?.style.lineWidth, 3)
        XCTAssertNil(subs[1].layerContent?.fillColor)
        XCTAssertEqual(subs[1].layer.shadowRadius, 3 * 2 / 2)
    }

    /// An extension of a Core Animation layer class that no class of the file inherits from
    /// still gives its members to that class's layers made in code, as Swift does: a method of
    /// `extension CALayer` called on a CAGradientLayer (its `self`: corner radius 4, masking),
    /// a `convenience init` of `extension CAShapeLayer` making a CAShapeLayer (`type(of:)` says
    /// so; its oval path 2 × 6 = 12 wide; CALayer's extension and its own members reach it),
    /// which draws where it is placed.
    func testAnExtensionOfALayerClassNoClassInheritsReachesItsLayers() throws {
        let text = """
        canvas(width: 100, height: 40) { V(frame: Rect(0, 0, 100, 40)) }
        extension CALayer {
            func rounded(_ r: CGFloat) { cornerRadius = r; masksToBounds = true }
        }
        extension CAShapeLayer {
            convenience init(dot r: CGFloat) {
                self.init()
                path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)).cgPath
            }
        }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let dot = CAShapeLayer(dot: 6)
                dot.frame = CGRect(x: 5, y: 5, width: 12, height: 12)
                dot.rounded(3)
                dot.lineWidth = 2
                layer.addSublayer(dot)
                let g = CAGradientLayer()
                g.frame = CGRect(x: 30, y: 0, width: 40, height: 20)
                g.rounded(4)
                layer.addSublayer(g)
                print(String(describing: type(of: dot)), dot.path!.boundingBox.width, g.cornerRadius, g.masksToBounds, dot.cornerRadius, dot.lineWidth)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(printed(text), "CAShapeLayer \(2 * 6.0) 4.0 true 3.0 2.0")
        XCTAssertEqual(evaluate(text).headlines.filter { !$0.contains(": note: ") }, [])
    }

    /// An `@NSManaged` property of an object's type (`UIColor`, `String`) is nil until it is
    /// set — Core Animation's default, which the type cannot hold: set from outside, the layer
    /// draws with it; read before it is set, it is an error at the read, as Swift stops there.
    func testAManagedPropertyOfAnObjectsTypeHoldsWhatIsSet() throws {
        let tint = """
            class Tint: CALayer {
                @NSManaged var tint: UIColor
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(tint.cgColor)
                    ctx.fill(bounds)
                }
            }
            """
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let t = Tint()
                t.frame = CGRect(x: 20, y: 10, width: 40, height: 30)
                t.tint = UIColor.blue
                layer.addSublayer(t)
                t.setNeedsDisplay()
            }
            required init?(coder: NSCoder) { fatalError() }
        """, tint))
        let paints = ownPaints(try XCTUnwrap(v.subviews.first).content)
        XCTAssertEqual(paints.map(\.kind), ["fill"])
        assertRect(try XCTUnwrap(paints.first?.bounds), 0, 0, 40, 30)
        XCTAssertEqual(paints.first?.color, Color(red: 0, green: 0, blue: 1))
        let named = "class Named: CALayer {\n    @NSManaged var name: String\n    override func draw(in ctx: CGContext) {\n        print(name)\n    }\n}"
        XCTAssertEqual(errors("override init(frame: CGRect) {\n    super.init(frame: frame)\n    let t = Named()\n    layer.addSublayer(t)\n    t.setNeedsDisplay()\n}\nrequired init?(coder: NSCoder) { fatalError() }", named),
                       ["t.view:14:15: error: 'name' is used before it has a value"])
    }

    func testMistakesAreErrorsAtTheirPlace() {
        XCTAssertEqual(errors("", "class L: CALayer {\n    override func draw(_ rect: CGRect) {}\n}"),
                       ["t.view:6:19: error: a CALayer subclass draws in 'override func draw(in ctx: CGContext)'; draw(_:) is UIView's"])
        XCTAssertEqual(errors("", "class L: CALayer {\n    override func draw(in rect: CGRect) {}\n}"),
                       ["t.view:6:19: error: draw(in:) takes a CGContext: 'override func draw(in ctx: CGContext)'"])
        XCTAssertEqual(errors("override class var layerClass: AnyClass { return B.self }", "class B: UIView {}"),
                       ["t.view:3:50: error: 'B' is not a layer class: 'layerClass' is CALayer, CAShapeLayer, CAGradientLayer or a subclass of one of them in this file"])
        XCTAssertEqual(errors("override init(frame: CGRect) {\n    super.init(frame: frame)\n    _ = L(layer: 3)\n}\nrequired init?(coder: NSCoder) { fatalError() }", "class L: CALayer {}"),
                       ["t.view:5:18: error: 'L(layer:)' makes a copy of a layer: give it a CALayer, not a Number"])
        XCTAssertEqual(errors("", "extension CGRec {\n    var x: CGFloat { 0 }\n}"),
                       ["t.view:5:11: warning: the extension of 'CGRec' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not 'CGRec'; a use of its members is an error"])
    }

    /// An animation of a layer's property, as Swift 3 code writes it (`CFTimeInterval`,
    /// `kCAFillModeForwards`, `kCAMediaTimingFunctionEaseOut`), is accepted and does not run:
    /// the layer shows its model value.
    func testAnimationsWrittenInSwift3AreInert() throws {
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let d = Dial()
                d.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
                d.tipX = 20
                d.add(fade(time: 0.2), forKey: "tipX")
                layer.addSublayer(d)
                d.setNeedsDisplay()
            }
            func fade(time: CFTimeInterval) -> CABasicAnimation {
                let a = CABasicAnimation(keyPath: "tipX")
                a.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
                a.fillMode = kCAFillModeForwards
                a.fromValue = 0
                a.duration = time
                return a
            }
        """, Self.dial))
        XCTAssertEqual(ownPaints(v.subviews[0].content).last.map(\.bounds), Rect(0, 0, 20, 5))
    }

    /// `extension UIView { @IBInspectable var cornerRadius … { get set } }`, as app code writes
    /// it: the property of every view class of the file, its setter run by `cornerRadius = r`
    /// in the class's code, its getter reading the layer's setting back.
    func testAComputedPropertyOfAnExtensionOfUIViewIsSetInTheClass() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                cornerRadius = 12
                layer.borderWidth = cornerRadius / 4
            }
            required init?(coder: NSCoder) { fatalError() }
        """, """
            extension UIView {
                @IBInspectable var cornerRadius: CGFloat {
                    get { return layer.cornerRadius }
                    set { layer.cornerRadius = newValue; layer.masksToBounds = newValue > 0 }
                }
            }
        """))
        XCTAssertEqual(v.layer.cornerRadius, 12)
        XCTAssertEqual(v.layer.borderWidth, 12 / 4)
        XCTAssertTrue(v.clipsToBounds)
    }

    /// A method or computed property of `extension UIView` called on another view (a label and
    /// a view made in code): run with that view as `self`, its members its own.
    func testAnExtensionOfUIViewReachesEveryView() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
                inner.addSubview(label)
                addSubview(inner)
                label.roundCorners(by: 4)
                if label.isWide(than: 2) { inner.roundCorners(by: label.area / 100) }
            }
            required init?(coder: NSCoder) { fatalError() }
        """, """
            extension UIView {
                func roundCorners(by r: CGFloat) { layer.cornerRadius = r + bounds.height / 10 }
                var area: CGFloat { bounds.width * bounds.height }
                func isWide(than ratio: CGFloat) -> Bool { return bounds.width > ratio * bounds.height }
            }
        """))
        let inner = try XCTUnwrap(v.subviews.first), label = try XCTUnwrap(inner.subviews.first)
        // The label: 4 + its height 10 / 10; the inner view: the label's area 300 / 100 + 20 / 10.
        XCTAssertEqual(label.layer.cornerRadius, 4 + 10 / 10)
        XCTAssertEqual(inner.layer.cornerRadius, 30 * 10 / 100 + 20 / 10)
    }
}

/// Subclasses of CAShapeLayer and CAGradientLayer: their instances are shape and gradient
/// layers, whose path, fill and colors are set from outside or by their own code (init, a
/// method), and a view's layer when its layerClass names one. The view's own layer is laid out
/// as every layer is (its layoutSublayers() runs), and a layer's geometry is set by parts.
extension SwiftLayerClassTests {
    static let needle = """
        class Needle: CAShapeLayer {
            var spring = false
            func point(at tip: CGPoint) {
                let p = UIBezierPath()
                p.move(to: .zero)
                p.addLine(to: tip)
                path = p.cgPath
                strokeColor = UIColor.blue.cgColor
                lineWidth = 3
            }
        }
        class Ramp: CAGradientLayer {
            override init() {
                super.init()
                colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                startPoint = CGPoint(x: 0, y: 0.5)
                endPoint = CGPoint(x: 1, y: 0.5)
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        """

    func testSubclassesOfShapeAndGradientLayersAreThoseLayers() throws {
        let v = try XCTUnwrap(view("""
            let needle = Needle()
            let ramp = Ramp()
            override func layoutSubviews() {
                needle.fillColor = UIColor.red.cgColor
                needle.point(at: CGPoint(x: 30, y: 40))
                layer.addSublayer(needle)
                ramp.frame = CGRect(x: 50, y: 0, width: 40, height: 20)
                layer.insertSublayer(ramp, at: 0)
                if needle is CAShapeLayer, !(needle is CAGradientLayer), ramp is CAGradientLayer { needle.lineWidth = needle.lineWidth * 2 }
            }
        """, Self.needle))
        let ramp = try XCTUnwrap(v.subviews.first), needle = try XCTUnwrap(v.subviews.last)
        XCTAssertEqual(needle.kind, "Needle")
        let shape = try XCTUnwrap(needle.layerContent)
        XCTAssertEqual(shape.kind, .shape)
        XCTAssertEqual(shape.path?.controlPointBounds, Rect(0, 0, 30, 40))
        XCTAssertEqual(shape.fillColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(shape.strokeColor, Color(red: 0, green: 0, blue: 1))
        // lineWidth 3 set by its method, doubled once the type tests hold.
        XCTAssertEqual(shape.style.lineWidth, 3 * 2)
        let gradient = try XCTUnwrap(ramp.layerContent)
        XCTAssertEqual(gradient.kind, .gradient)
        XCTAssertEqual(gradient.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        XCTAssertEqual(gradient.startPoint, Point(0, 0.5))
        XCTAssertEqual(gradient.endPoint, Point(1, 0.5))
    }

    /// A view whose layerClass is a CAShapeLayer subclass has a shape layer, drawn by its
    /// draw(in:) once displayed; and a layer's layoutSublayers() runs for a view's own layer,
    /// so that a setNeedsDisplay() there displays it.
    func testAViewsLayerOfAShapeLayerSubclassAndItsLayoutSublayers() throws {
        let shaped = try XCTUnwrap(view("""
            override class var layerClass: AnyClass { return Drawing.self }
        """, """
            class Drawing: CAShapeLayer {
                override init() {
                    super.init()
                    setNeedsDisplay()
                    path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath
                }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                }
            }
        """))
        XCTAssertEqual(shaped.layerContent?.kind, .shape)
        XCTAssertEqual(shaped.layerContent?.path?.controlPointBounds, Rect(1, 2, 3, 4))
        XCTAssertEqual(ownFills(shaped.content).map(\.bounds), [Rect(10, 10, 20, 20)])
        let laidOut = try XCTUnwrap(view("""
            override class var layerClass: AnyClass { return Drawing.self }
        """, """
            class Drawing: CALayer {
                var didSetup = false
                override func layoutSublayers() {
                    if !didSetup {
                        didSetup = true
                        setNeedsDisplay()
                    }
                }
                override func draw(in ctx: CGContext) {
                    ctx.fill(CGRect(x: 10, y: 10, width: bounds.width / 2, height: 20))
                }
            }
        """))
        // draw(in:) runs once, in the view's bounds (200 wide).
        XCTAssertEqual(ownFills(laidOut.content).map(\.bounds), [Rect(10, 10, 100, 20)])
    }

    /// CALayer's own layoutSublayers() asks the layer's delegate, the view, to lay out: the
    /// view's layoutSubviews() runs where its layer's class calls `super.layoutSublayers()` —
    /// code before it first, code after it last — and not at all when the class does not.
    func testSuperLayoutSublayersOfAViewsLayerRunsTheViewsLayoutSubviews() throws {
        func order(_ layoutSublayers: String) throws -> [Double] {
            let v = try XCTUnwrap(view("""
                override class var layerClass: AnyClass { return Steps.self }
                override func layoutSubviews() {
                    (layer as! Steps).add(2)
                }
            """, """
                class Steps: CALayer {
                    var steps: [CGFloat] = []
                    func add(_ s: CGFloat) { steps.append(s) }
                    override func layoutSublayers() {
                        \(layoutSublayers)
                        var x: CGFloat = 0
                        for s in steps {
                            let d = CALayer()
                            d.frame = CGRect(x: x, y: 0, width: s, height: 1)
                            addSublayer(d)
                            x += s
                        }
                    }
                }
            """))
            return v.subviews.map(\.frame.width)
        }
        XCTAssertEqual(try order("steps.append(1); super.layoutSublayers(); steps.append(3)"), [1, 2, 3])
        XCTAssertEqual(try order("steps.append(1); steps.append(3)"), [1, 3])
    }

    /// `layer.shadowOffset.height = …` (and `.width += …`) sets a view's shadow offset by
    /// parts, as `layer.position.y` sets its position: read, the part changed, set whole; a
    /// CALayer subclass's own `shadowOffset.width` is its layer's.
    func testShadowOffsetByParts() throws {
        let v = try XCTUnwrap(view("""
            let tip = Tip()
            override func layoutSubviews() {
                layer.shadowOffset.height = 4
                layer.shadowOffset.width += 3
                layer.shadowOffset.width *= 2
                layer.addSublayer(tip)
            }
        """, """
            class Tip: CALayer {
                override init() {
                    super.init()
                    shadowOffset.width = 5
                }
                required init?(coder: NSCoder) { fatalError() }
            }
        """))
        // From Core Animation's default offset (0, -3): width (0 + 3) × 2, height 4.
        XCTAssertEqual(v.layer.shadowOffset, Size((0 + 3) * 2, 4))
        // The sublayer's: width 5, its default height -3 kept.
        XCTAssertEqual(v.subviews.first?.layer.shadowOffset, Size(5, -3))
    }

    /// `position.x = …` and `.y` set a layer's position by parts (its anchor, the bounds'
    /// middle, lands there), as `anchorPoint.x` does the anchor, and a view's own
    /// `layer.position.y += …` moves the view; `presentation()` outside an
    /// animation is the layer itself, of its own class, and `model()` too;
    /// `drawsAsynchronously` reads back what was set and changes nothing drawn.
    func testPositionByPartsPresentationAndDrawsAsynchronously() throws {
        let v = try XCTUnwrap(view("""
            let dot = CAShapeLayer()
            let needle = Needle()
            override func layoutSubviews() {
                dot.bounds.size = CGSize(width: 20, height: 10)
                dot.position.x = 30
                dot.position.y = 40
                dot.position.x += 5
                dot.drawsAsynchronously = true
                layer.addSublayer(dot)
                needle.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                needle.anchorPoint.x = 0
                needle.position = CGPoint(x: 100, y: 50)
                needle.spring = true
                layer.addSublayer(needle)
                if dot.drawsAsynchronously, !needle.drawsAsynchronously, needle.presentation()?.spring == true,
                   needle.model().spring, dot.presentation()?.bounds == dot.bounds {
                    layer.drawsAsynchronously = true
                }
                layer.position.y += 10
            }
        """, Self.needle))
        // The view's own layer moved down by 10 from its centre (100, 50): its frame with it.
        assertRect(v.frame, 0, 10, 200, 100)
        let dot = try XCTUnwrap(v.subviews.first), needle = try XCTUnwrap(v.subviews.last)
        // Bounds 20×10 centred at (30 + 5, 40).
        assertRect(dot.frame, 35 - 20 / 2, 40 - 10 / 2, 20, 10)
        // Anchor (0, 0.5): the bounds' left edge's middle at (100, 50).
        assertRect(needle.frame, 100, 50 - 10 / 2, 10, 10)
        XCTAssertTrue(v[ViewProperty.drawsAsynchronouslyValue])
        XCTAssertTrue(dot[ViewProperty.drawsAsynchronouslyValue])
    }

    func testMistakesInLayerSubclassesAreErrorsAtTheirPlace() {
        XCTAssertEqual(errors("", "class L: CALayer {\n    func f() { colors = [] }\n}"),
                       ["t.view:6:16: error: L has no property 'colors' (it is CAGradientLayer's)"])
        XCTAssertEqual(errors("let s = S()\nfunc f() { s.colors = [] }", "class S: CAShapeLayer {}"),
                       ["t.view:4:12: error: S has no property 'colors' (it is CAGradientLayer's)"])
        // (Named by the view's property: one the file names nowhere else is left out, SwiftSubsetTests.)
        XCTAssertEqual(errors("    let t = T()", "class T: CATextLayer {}"),
                       ["t.view:5:10: error: a class inheriting from 'CATextLayer' is outside the supported Swift subset: a class here is a UIView, UIControl, UIButton, UILabel, UIImageView, UIStackView, UIScrollView, UICollectionViewCell, UITableViewCell, UITabBar, UISlider, UIViewController, CALayer, CAShapeLayer or CAGradientLayer subclass (docs/language.md §13)"])
    }
}

extension SwiftLayerClassTests {

    /// `layerClass` written `Name.classForCoder()` — NSObject's class method, which gives the
    /// class itself — names the class of the view's layer as `Name.self` does.
    func testALayerClassWrittenWithClassForCoder() throws {
        let v = try XCTUnwrap(view("""
            override open class var layerClass: AnyClass { return CAGradientLayer.classForCoder() }
            override func layoutSubviews() {
                (layer as! CAGradientLayer).colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            }
        """, ""))
        let gradient = try XCTUnwrap(v.layerContent)
        XCTAssertEqual(gradient.kind, .gradient)
        XCTAssertEqual(gradient.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    }

    /// A CALayer subclass's code reads its own members without `self.` (`strokeEnd`,
    /// `lineWidth`, `cornerRadius`), as a view class's reads `bounds`, and changes them with a
    /// compound assignment: 1 − 0.25 − 0.25, 1 + 2, and the radius set.
    func testALayerSubclassReadsItsOwnMembersBare() {
        XCTAssertEqual(printed("""
        canvas(width: 40, height: 40) { V(frame: Rect(0, 0, 40, 40)) }
        class Ring: CAShapeLayer {
            func step() {
                strokeEnd -= 0.25
                strokeEnd = strokeEnd - 0.25
                lineWidth += 2
                cornerRadius = 4
                print(strokeEnd, lineWidth, cornerRadius, self.strokeEnd)
            }
        }
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let r = Ring()
                r.step()
                layer.addSublayer(r)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """), "0.5 3.0 4.0 0.5")
    }
}
