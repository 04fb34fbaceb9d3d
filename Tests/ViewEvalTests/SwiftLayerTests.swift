// Core Animation layers made in Swift code: CALayer, CAShapeLayer and CAGradientLayer as values
// (locals, stored and lazy closure-initialised properties), placed with addSublayer and
// insertSublayer among the view's subviews' layers, their geometry in the superlayer's
// coordinates, their settings with Core Animation's defaults, masks, inert animations, and the
// mistakes that are errors at their place. Pixels are in ReferenceTests/SwiftLayerPixelTests.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftLayerTests: XCTestCase, SwiftMemberDrawing {
    /// The view a class with these members draws, placed at 200×100.
    func view(_ members: String, file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
        placedView("canvas(width: 200, height: 100) {\n    A(frame: Rect(0, 0, 200, 100))\n}\nclass A: UIView {\n\(members)\n}\n", file: file, line: line)
    }

    func errors(_ members: String) -> [String] {
        evaluate("canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }\nclass A: UIView {\n\(members)\n}\n").headlines
    }

    /// A layer added as a sublayer and then made another layer's mask (a gauge's dial, stroked
    /// red, masking a gradient) is the mask alone: taken out of its superlayer, with a warning
    /// (Core Animation leaves a mask with a superlayer undefined) — two sublayers left of three,
    /// the dial in none.
    func testAMaskThatWasASublayerLeavesItsSuperlayer() {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            let dial = CAShapeLayer()
            let gradient = CAGradientLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.addSublayer(gradient)
                layer.addSublayer(dial)
                layer.addSublayer(CALayer())
                gradient.frame = bounds
                dial.strokeColor = UIColor.red.cgColor
                gradient.mask = dial
                print(layer.sublayers!.count, dial.superlayer == nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(printed(text), "\(3 - 1) true")
        let warnings = evaluate(text).headlines.filter { $0.contains("warning") }
        XCTAssertEqual(warnings, ["t.view:12:9: warning: this mask is a sublayer of a layer too: Core Animation leaves a mask with a superlayer undefined; viewc takes it out of its superlayer, as a layer has one place in the tree"])
    }

    /// A CATransform3D's entries of its flat part read back as Core Animation's matrix has
    /// them: a rotation by 0.5 about z has m11 cos 0.5, m12 sin 0.5, m21 −sin 0.5, m22 cos 0.5
    /// (so `atan2(t.m12, t.m11)` is 0.5, as a gauge reads its needle's angle through
    /// `presentation()`), a translation m41 and m42; an entry of z or perspective is an error.
    func testATransform3DsFlatEntriesReadBack() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let needle = CALayer()
                needle.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
                layer.addSublayer(needle)
                let t = needle.presentation()!.transform
                UIRectFill(CGRect(x: 0, y: 0, width: 100 * atan2(t.m12, t.m11), height: 1))
                UIRectFill(CGRect(x: 0, y: 2, width: 100 * (t.m22 - t.m21), height: 1))
                let m = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 7, 0)
                UIRectFill(CGRect(x: 0, y: 4, width: m.m41 + m.m11, height: m.m42 + m.m22))
            }
            """)
        let want: [Double] = [100 * 0.5, 100 * (cos(0.5) + sin(0.5)), 2 * 5 + 2]
        XCTAssertEqual(fills.count, want.count)
        for (f, w) in zip(fills, want) { XCTAssertEqual(f.bounds.width, w, accuracy: 1e-9) }
        XCTAssertEqual(fills.last?.bounds.height, 3 * 7 + 3)
        XCTAssertEqual(errors("override func draw(_ rect: CGRect) { _ = CATransform3DIdentity.m34 }").first?.contains("no member 'm34'"), true)
    }

    /// A layer's timing (CAMediaTiming) reads back and converts times as Core Animation
    /// does, though no animation runs: with the view's layer at speed 2, beginTime 3 and
    /// timeOffset 1 and a sublayer at speed 0.5, absolute time 10 is (10 − 3) × 2 + 1 = 15 in
    /// the view's layer and 15 × 0.5 = 7.5 in the sublayer (a fill 4 × 7.5 = 30 wide); 7.5 in
    /// the sublayer is 10 again in absolute time, and 15 in the view's layer is 7.5 in it
    /// (15 wide, doubled); speed + timeOffset read back as 2 + 1.
    func testALayersTimingReadsBackAndConvertsTimes() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let a = CALayer()
                layer.addSublayer(a)
                layer.speed = 2
                layer.beginTime = 3
                layer.timeOffset = 1
                a.speed = 0.5
                let t = a.convertTime(10, from: nil)
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(t * 4), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(a.convertTime(7.5, to: nil)), height: 5))
                UIRectFill(CGRect(x: 0, y: 20, width: CGFloat(a.convertTime(15, from: layer) * 2), height: 5))
                UIRectFill(CGRect(x: 0, y: 30, width: CGFloat(layer.speed) + CGFloat(layer.timeOffset), height: 5))
            }
            """)
        let inViewsLayer: Double = (10 - 3) * 2 + 1, inSublayer = inViewsLayer * 0.5
        XCTAssertEqual(fills.map(\.bounds.width), [4 * inSublayer, 10, 15, 2 + 1])
    }

    func testSublayersAndSubviewsShareOneOrderAsInCoreAnimation() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let shape = CAShapeLayer()
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                layer.addSublayer(shape)
                let back = CAGradientLayer()
                layer.insertSublayer(back, at: 0)
                let above = CALayer()
                self.layer.insertSublayer(above, above: shape)
                let below = CALayer()
                layer.insertSublayer(below, below: shape)
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        XCTAssertEqual(v.subviews.map(\.kind), ["CAGradientLayer", "view", "CALayer", "CAShapeLayer", "CALayer"])
        // A layer takes no touches: hit testing passes through it.
        XCTAssertEqual(v.subviews.filter { $0.layerContent != nil }.map(\.isUserInteractionEnabled), [false, false, false, false])
    }

    /// `accessibilityPath`, UIAccessibility's outline of any NSObject, is accepted on a layer
    /// and changes nothing: the layer is placed and drawn as without it; a value that is no
    /// path is an error at it.
    func testALayersAccessibilityPathIsAcceptedAndInert() throws {
        func layerOf(_ line: String) throws -> ViewNode {
            let v = try XCTUnwrap(view("""
                override func draw(_ rect: CGRect) {
                    let bar = CALayer()
                    bar.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                    bar.backgroundColor = UIColor.red.cgColor
                    \(line)
                    layer.addSublayer(bar)
                }
            """))
            return try XCTUnwrap(v.subviews.first)
        }
        let with = try layerOf("bar.accessibilityPath = UIBezierPath(roundedRect: bar.bounds, cornerRadius: 4)")
        let without = try layerOf("")
        assertRect(with.frame, 10, 20, 30, 40)
        XCTAssertEqual(with.backgroundColor, without.backgroundColor)
        XCTAssertEqual(with.kind, without.kind)
        let e = errors("override func draw(_ rect: CGRect) {\n    let bar = CALayer()\n    bar.accessibilityPath = 3\n}")
        XCTAssertEqual(e, ["t.view:5:29: error: an accessibility path is a UIBezierPath (or nil), not a Number"])
    }

    func testRemovedSublayersAndSublayersReadBack() throws {
        let v = try XCTUnwrap(view("""
            var count: CGFloat = -1
            override func layoutSubviews() {
                let a = CAShapeLayer(), b = CAShapeLayer()
                layer.addSublayer(a)
                layer.addSublayer(b)
                layer.sublayers?.forEach { $0.removeFromSuperlayer() }
                count = CGFloat(layer.sublayers?.count ?? 0)
                layer.addSublayer(b)
                if b.superlayer != nil && a.superlayer == nil { count += 10 }
            }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: count, height: 1))
            }
        """))
        XCTAssertEqual(v.subviews.count, 1)
        // sublayers is nil once all are removed (0), then b is back and a is not (+10).
        XCTAssertEqual(ownFills(v.content).first?.bounds.width, 10)
    }

    /// `name` (CALayer's `String?`) finds a layer again among the sublayers, as a control that
    /// adds and takes away a marker layer does: nil until set; the named layer is removed and
    /// the other two stay; a view's own layer's name reads back, and a CALayer subclass names
    /// itself (`name = …` in its init); a value that is no String is an error at it.
    func testALayersNameFindsItAmongTheSublayers() throws {
        let v = try XCTUnwrap(view("""
            var marks: CGFloat = 0
            override func layoutSubviews() {
                layer.name = "host"
                let a = CAShapeLayer(), b = CAShapeLayer(), c = Tagged()
                if a.name == nil { marks += 1 }
                a.name = "dot"
                b.name = "ring"
                layer.addSublayer(a)
                layer.addSublayer(b)
                layer.addSublayer(c)
                layer.sublayers?.filter({ $0.name == "dot" }).first?.removeFromSuperlayer()
                if layer.name == "host" { marks += 10 }
                let none: String? = nil
                b.name = nil
                if b.name == nil { marks += 100 }
                b.name = none
                b.name = "ring"
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: marks, height: 1))
            }
        }
        class Tagged: CALayer {
            override init() {
                super.init()
                name = "tagged"
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        // "dot" is gone; "ring" and the tagged layer stay, in their order.
        XCTAssertEqual(v.subviews.map { $0[ViewProperty.layerNameValue] }, ["ring", "tagged"])
        // nil before it is set (1), the view's own layer's name (10), nil again once set to nil (100).
        XCTAssertEqual(ownFills(v.content).first?.bounds.width, 1 + 10 + 100)
        XCTAssertEqual(errors("override func draw(_ rect: CGRect) {\n    let bar = CALayer()\n    bar.name = 3\n}"),
                       ["t.view:5:16: error: a layer's name is a String (or nil), not a Number"])
    }

    /// A layer's frame is where its anchor point (at `position`) puts its bounds; setting the
    /// frame sets the position at the anchor's place in it.
    func testGeometryIsInTheSuperlayersCoordinates() throws {
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let a = CALayer()
                a.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
                a.anchorPoint = CGPoint(x: 0, y: 1)
                a.position = CGPoint(x: 50, y: 60)
                layer.addSublayer(a)
                let b = CAShapeLayer()
                b.anchorPoint = CGPoint(x: 0.25, y: 0.5)
                b.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
                a.addSublayer(b)
            }
        """))
        let a = v.subviews[0], b = a.subviews[0]
        // Anchor (0, 1) of a 40×20 bounds at (50, 60): the frame's bottom-left corner there.
        assertRect(a.frame, 50, 60 - 20, 40, 20)
        // The frame's point at the anchor (0.25, 0.5): x 10 + 0.25 · 80, y 20 + 0.5 · 40.
        XCTAssertEqual(b.center, Point(10 + 0.25 * 80, 20 + 0.5 * 40))
        assertRect(b.bounds, 0, 0, 80, 40)
    }

    func testShapeLayerSettingsWithCoreAnimationsDefaults() throws {
        let v = try XCTUnwrap(view("""
            let plain = CAShapeLayer()
            let set: CAShapeLayer = CAShapeLayer()
            lazy var capped: CAShapeLayer = {
                let l = CAShapeLayer()
                l.lineCap = CAShapeLayerLineCap.square
                l.lineJoin = kCALineJoinBevel
                return l
            }()
            override func layoutSubviews() {
                layer.addSublayer(plain)
                set.path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath
                set.fillColor = nil
                set.strokeColor = UIColor.red.cgColor
                set.lineWidth = 3
                set.lineCap = .round
                set.lineJoin = .round
                set.miterLimit = 4
                set.lineDashPattern = [6, 2]
                set.lineDashPhase = 1
                set.fillRule = .evenOdd
                set.strokeStart = -1
                set.strokeEnd = 0.5
                set.contentsScale = 2
                layer.addSublayer(set)
                layer.addSublayer(capped)
            }
        """))
        let p = try XCTUnwrap(v.subviews[0].layerContent), s = try XCTUnwrap(v.subviews[1].layerContent), c = try XCTUnwrap(v.subviews[2].layerContent)
        XCTAssertEqual(p.fillColor, .black)
        XCTAssertNil(p.strokeColor)
        XCTAssertEqual(p.style, StrokeStyle())
        XCTAssertEqual([p.strokeStart, p.strokeEnd], [0, 1])
        XCTAssertNil(s.fillColor)
        XCTAssertEqual(s.strokeColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(s.style.lineWidth, 3)
        XCTAssertEqual(s.style.lineCap, .round)
        XCTAssertEqual(s.style.lineJoin, .round)
        XCTAssertEqual(s.style.miterLimit, 4)
        XCTAssertEqual(s.style.dash, [6, 2])
        XCTAssertEqual(s.style.dashPhase, 1)
        XCTAssertEqual(s.fillRule, .evenOdd)
        // Clamped to 0…1, as Core Animation does.
        XCTAssertEqual([s.strokeStart, s.strokeEnd], [0, 0.5])
        XCTAssertEqual(s.path?.controlPointBounds, Rect(1, 2, 3, 4))
        XCTAssertEqual(c.style.lineCap, .square)
        XCTAssertEqual(c.style.lineJoin, .bevel)
    }

    /// strokeStart and strokeEnd keep the part of the path between those fractions of its
    /// length: on a circle of radius r from angle 0 (UIBezierPath(ovalIn:) starts at its right
    /// and turns clockwise), the part ends at angle 2π · strokeEnd.
    func testStrokeEndTrimsThePathByArcLength() throws {
        let r = 40.0, cx = 50.0, cy = 50.0
        var circle = BezierPath()
        circle.addOval(in: Rect(cx - r, cy - r, 2 * r, 2 * r))
        for end in [0.1, 0.3, 0.62, 0.9] {
            let els = LayerTrim.trimmed(circle.elements, from: 0, to: end)
            let last = try XCTUnwrap(BezierPath(elements: els).currentPoint)
            let a = 2 * Double.pi * end
            // The cubic circle is within 0.03 % of the true one.
            XCTAssertEqual(last.x, cx + r * cos(a), accuracy: 0.05, "end \(end)")
            XCTAssertEqual(last.y, cy + r * sin(a), accuracy: 0.05, "end \(end)")
        }
        // On a polyline of lengths 30 and 40 (70 in all), 0.2…0.8 runs from 14 along the first
        // segment to 56 − 30 = 26 along the second, the corner kept between them.
        let bent = BezierPath(elements: [.move(Point(0, 0)), .line(Point(30, 0)), .line(Point(30, 40))])
        let part = LayerTrim.trimmed(bent.elements, from: 0.2, to: 0.8)
        XCTAssertEqual(part, [.move(Point(0.2 * 70, 0)), .line(Point(30, 0)), .line(Point(30, 0.8 * 70 - 30))])
        // A closed square trimmed past its last corner keeps the closing side's part.
        let square = BezierPath(elements: [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close])
        XCTAssertEqual(LayerTrim.trimmed(square.elements, from: 0.8, to: 0.9), [.move(Point(0, 8)), .line(Point(0, 4))])
        XCTAssertEqual(LayerTrim.trimmed(square.elements, from: 0.5, to: 0.5), [])
    }

    /// CATransform3D on a flat layer: its x and y part. Turning a 40×20 layer by 90° about the
    /// point (cx, cy) of the view — translate there, rotate, translate back, about the layer's
    /// middle — puts its frame at the turned corners, computed here with cos and sin.
    func testCATransform3DTurnsALayerAboutZ() throws {
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let bar = CAShapeLayer()
                bar.frame = CGRect(x: 60, y: 40, width: 40, height: 20)
                var t = CATransform3DIdentity
                t = CATransform3DTranslate(t, 20, 0, 0.0)
                t = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
                t = CATransform3DTranslate(t, -20, 0, 5)
                bar.transform = t
                bar.lineCap = "round"
                layer.addSublayer(bar)
                let s = CALayer()
                s.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(1, 2, 9))
                s.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                layer.addSublayer(s)
                let anim = CAKeyframeAnimation(keyPath: "transform")
                anim.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(1, 0.1, 1))]
                s.add(anim, forKey: "wink")
            }
        """))
        let bar = v.subviews[0]
        // About the layer's middle (80, 50): the point 20 to the right of it, (100, 50), is the
        // pivot. A corner at offset (dx, dy) from the middle goes to the pivot plus the offset
        // (dx − 20, dy) turned by 90°.
        let a = Double.pi / 2
        let corners = [(-20.0, -10.0), (20, -10), (20, 10), (-20, 10)].map { (dx, dy) -> Point in
            let x = dx - 20, y = dy
            return Point(100 + x * cos(a) - y * sin(a), 50 + x * sin(a) + y * cos(a))
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        assertRect(bar.frame, xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!, accuracy: 1e-9)
        XCTAssertEqual(bar.layerContent?.style.lineCap, .round)
        // Scale, then translate (z ignored): the 10×10 bounds about its middle at (0, 0).
        assertRect(v.subviews[1].frame, -10 + 1, -15 + 2, 20, 30)
        assertError("override func layoutSubviews() { let s = CALayer(); s.transform = CATransform3DMakeRotation(1, 1, 0, 0) }", at: "CATransform3DMakeRotation",
                    "a CATransform3D rotation here is about the z axis (0, 0, 1); a turn about another axis tilts the layer out of the picture's plane")
    }

    func testGradientLayerSettings() throws {
        let v = try XCTUnwrap(view("""
            override func layoutSubviews() {
                let g = CAGradientLayer()
                g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                g.locations = [0.25, 0.75]
                g.startPoint = CGPoint(x: 0, y: 0.5)
                g.endPoint = CGPoint(x: 1, y: 0.5)
                g.type = .radial
                layer.addSublayer(g)
                let d = CAGradientLayer()
                layer.addSublayer(d)
            }
        """))
        let g = try XCTUnwrap(v.subviews[0].layerContent), d = try XCTUnwrap(v.subviews[1].layerContent)
        XCTAssertEqual(g.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        XCTAssertEqual(g.locations, [0.25, 0.75])
        XCTAssertEqual([g.startPoint, g.endPoint], [Point(0, 0.5), Point(1, 0.5)])
        XCTAssertTrue(g.radial)
        // CAGradientLayer's defaults: top to bottom, axial, no colors.
        XCTAssertEqual([d.startPoint, d.endPoint], [Point(0.5, 0), Point(0.5, 1)])
        XCTAssertFalse(d.radial)
        XCTAssertEqual(d.colors, [])
    }

    /// A layer as another's mask (a view's layer's too, and one a computed property gives) is
    /// its mask view: drawn by its geometry in the masked layer's coordinates, its alpha masking.
    func testALayerIsAnothersMask() throws {
        let v = try XCTUnwrap(view("""
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var content: UIView { return box }
            override func layoutSubviews() {
                let m = CAShapeLayer()
                m.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath
                m.frame = CGRect(x: 5, y: 7, width: 20, height: 10)
                let g = CAGradientLayer()
                g.mask = m
                layer.addSublayer(g)
                addSubview(content)
                let fade = CAGradientLayer()
                content.layer.mask = fade
                m.setNeedsDisplay()
                layer.mask = UIBezierPath(rect: bounds)
                layer.mask = nil
            }
        """))
        XCTAssertEqual(v.subviews[0].maskView?.kind, "CAShapeLayer")
        assertRect(try XCTUnwrap(v.subviews[0].maskView).frame, 5, 7, 20, 10)
        XCTAssertEqual(v.subviews[1].maskView?.kind, "CAGradientLayer")
        XCTAssertNil(v.layer.maskPath)
        XCTAssertNil(v.maskView)
    }

    /// An animation added to a layer does not run: the layer keeps its model values.
    func testAnimationsAreInert() throws {
        let v = try XCTUnwrap(view("""
            let ring = CAShapeLayer()
            override func layoutSubviews() {
                ring.strokeEnd = 0.4
                let anim = CABasicAnimation(keyPath: "strokeEnd")
                anim.fromValue = 0
                anim.toValue = 1
                anim.duration = 2
                ring.add(anim, forKey: "grow")
                ring.removeAnimation(forKey: "other")
                layer.removeAllAnimations()
                layer.addSublayer(ring)
            }
        """))
        XCTAssertEqual(v.subviews[0].layerContent?.strokeEnd, 0.4)
    }

    /// With no animation running, a layer has none to give: animation(forKey:) and
    /// animationKeys() are nil even after add(_:forKey:) (the common "add it when it is not
    /// there yet" test), and a layer not asked to display is not marked to (needsDisplay()).
    /// Each answer that holds draws a 10-wide bar at its index.
    func testALayerHasNoAnimationsToGive() throws {
        let v = try XCTUnwrap(view("""
            override func draw(_ rect: CGRect) {
                let spin = CABasicAnimation(keyPath: "transform.rotation")
                if layer.animation(forKey: "spin") == nil { layer.add(spin, forKey: "spin") }
                let answers = [layer.animation(forKey: "spin") == nil, layer.animationKeys() == nil,
                               layer.animationKeys()?.count == nil, !layer.needsDisplay()]
                for (i, ok) in answers.enumerated() where ok { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 5)) }
            }
        """))
        XCTAssertEqual(ownFills(v.content).map(\.bounds.minX), [0, 10, 20, 30])
    }

    /// The error for `members` (one line, the class's third), at the column where `at` begins in it.
    func assertError(_ members: String, at: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let column = members.distance(from: members.startIndex, to: members.range(of: at)!.lowerBound) + 1
        XCTAssertEqual(errors(members), ["t.view:3:\(column): error: \(message)"], file: file, line: line)
    }

    func testLayerMistakesAreErrorsAtTheirPlace() {
        assertError("override func layoutSubviews() { let g = CAGradientLayer(); g.path = UIBezierPath().cgPath }", at: "g.path",
                    "CAGradientLayer has no property 'path' (it is CAShapeLayer's)")
        assertError("override func layoutSubviews() { let s = CAShapeLayer(); s.colors = [] }", at: "s.colors",
                    "CAShapeLayer has no property 'colors' (it is CAGradientLayer's)")
        assertError("override func layoutSubviews() { let s = CAShapeLayer(); s.lineCap = .pointy }", at: ".pointy",
                    "a line cap is one of .butt, .round, .square, not .pointy")
        assertError("override func layoutSubviews() { let s = CAShapeLayer(); s.fillColor = 3 }", at: "3 }",
                    "a layer's color is a CGColor (or nil), not a Number")
        assertError("override func layoutSubviews() { let s = CAShapeLayer(); s.lineWidth = -1 }", at: "-1",
                    "a line width must not be negative (it is -1)")
        assertError("override func layoutSubviews() { let s = CALayer(); layer.insertSublayer(s, below: CALayer()) }", at: "CALayer()) }",
                    "the layer to insert below is not a sublayer of this layer")
        assertError("override func layoutSubviews() { layer.mask = UIView() }", at: "UIView()",
                    "'layer.mask' is a UIBezierPath or a layer, not a UIView")
        assertError("override func layoutSubviews() { let s = CALayer(); let t = CALayer(); t.addSublayer(s); s.mask = t }", at: "t }",
                    "a layer cannot be the mask of itself or of one of its sublayers")
        assertError("override func layoutSubviews() { let s = CALayer(); let t = CALayer(); t.mask = s; s.mask = t }", at: "t }",
                    "two layers cannot mask each other")
        // A member of the view's own layer that viewc does not set is named, as reading it is
        // (not `layer` itself, which is known), with the nearest settable member.
        assertError("override func layoutSubviews() { layer.compositingFilter = \"softLightBlendMode\" }", at: "layer.compositingFilter",
                    "CALayer has no settable member 'compositingFilter'")
        assertError("override func layoutSubviews() { self.layer.cornerRadus = 4 }", at: "self.layer",
                    "CALayer has no settable member 'cornerRadus'; did you mean 'cornerRadius'?")
        // A shape layer's settings are not a view's.
        XCTAssertEqual(evaluate(inCanvas("view { strokeEnd: 0.5 }")).headlines,
                       ["t.view:2:8: error: 'strokeEnd' is a property of a CAShapeLayer or CAGradientLayer made in Swift code, not of a view"])
    }
}

extension SwiftLayerTests {
    /// A view's `subviews` are its views alone: the layers added to its layer are sublayers,
    /// in `layer.sublayers` beside the subviews' layers, as Core Animation keeps them. Two
    /// layers and one view: subviews 1, sublayers 3; a loop over the subviews lays out the view only.
    func testSublayersAreNoSubviews() throws {
        let v = try XCTUnwrap(view("""
            var counts = (0, 0)
            override func layoutSubviews() {
                layer.addSublayer(CAShapeLayer())
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
                layer.addSublayer(CAGradientLayer())
                for (i, s) in subviews.enumerated() { s.frame = CGRect(x: CGFloat(i) * 10, y: 5, width: 4, height: 4) }
                counts = (subviews.count, layer.sublayers?.count ?? 0)
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(counts.0), height: CGFloat(counts.1)))
            }
        """))
        assertRect(try XCTUnwrap(ownFills(v.content).first).bounds, 0, 0, 1, 3)
        XCTAssertEqual(v.subviews.count, 3)
        XCTAssertEqual(v.subviews.filter { $0.layerContent == nil }.map(\.frame), [Rect(0, 5, 4, 4)])
        // insertSubview(_:at:) counts subviews, not sublayers; didAddSubview(_:) is told of
        // the two views, not of the layer: tags read [1, 2], 2 notices.
        let w = try XCTUnwrap(view("""
            var added = 0
            override func didAddSubview(_ subview: UIView) { added += 1 }
            override func layoutSubviews() {
                layer.addSublayer(CAShapeLayer())
                let a = UIView(), b = UIView()
                a.tag = 1; b.tag = 2
                addSubview(a)
                insertSubview(b, at: 1)
            }
            override func draw(_ rect: CGRect) {
                for (i, s) in subviews.enumerated() { UIRectFill(CGRect(x: CGFloat(i) * 10, y: 0, width: CGFloat(s.tag), height: CGFloat(added))) }
            }
        """))
        XCTAssertEqual(ownFills(w.content).map(\.bounds), [Rect(0, 0, 1, 2), Rect(10, 0, 2, 2)])
    }

    /// A shape layer's `lineCap`, `lineJoin`, `strokeColor` and `fillColor` read back
    /// (`mask.lineCap = shape.lineCap`, as a mask copies its shape's line): Core Animation's
    /// `.butt`, `.miter`, nil and opaque black until set, then what was set; the copy takes them.
    func testAShapeLayersLineAndColorsReadBack() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let shape = CAShapeLayer(), copy = CAShapeLayer(), untouched = CAShapeLayer()
                shape.lineCap = .round
                shape.lineJoin = .bevel
                copy.lineCap = shape.lineCap
                copy.lineJoin = shape.lineJoin
                shape.strokeColor = UIColor.red.cgColor
                shape.fillColor = nil
                copy.strokeColor = shape.strokeColor
                copy.fillColor = shape.fillColor
                untouched.fillColor = untouched.fillColor
                untouched.strokeColor = untouched.strokeColor
                untouched.lineCap = untouched.lineCap
                untouched.lineJoin = untouched.lineJoin
                for l in [shape, copy, untouched] { layer.addSublayer(l) }
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        let styles = v.subviews.compactMap { $0.layerContent?.style }
        XCTAssertEqual(styles.map(\.lineCap), [.round, .round, .butt])
        XCTAssertEqual(styles.map(\.lineJoin), [.bevel, .bevel, .miter])
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(v.subviews.map { $0.layerContent?.strokeColor }, [red, red, nil])
        XCTAssertEqual(v.subviews.map { $0.layerContent?.fillColor }, [nil, nil, Color.black])
    }

    /// A layer another instance holds — in a stored `let` of a class, or given by a view's
    /// computed property (`var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }`) — is a
    /// reference: its settings are set through the holder, as Swift sets them.
    func testALayerHeldByAnotherInstanceIsSetThroughIt() throws {
        let source = """
            canvas(width: 100, height: 100) { Outer(frame: Rect(0, 0, 100, 100)) }
            class ShapeView: UIView {
                override class var layerClass: AnyClass { return CAShapeLayer.self }
                var shapeLayer: CAShapeLayer { return layer as! CAShapeLayer }
                let inner = CAShapeLayer()
            }
            class Holder { let ring = CAShapeLayer() }
            class Outer: UIView {
                let sv = ShapeView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
                let holder = Holder()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(sv)
                    sv.shapeLayer.lineWidth = 8
                    sv.shapeLayer.strokeColor = UIColor.red.cgColor
                    sv.inner.lineCap = .round
                    sv.layer.addSublayer(sv.inner)
                    holder.ring.fillColor = UIColor.blue.cgColor
                    holder.ring.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                    layer.addSublayer(holder.ring)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let v = try XCTUnwrap(placedView(source))
        let sv = try XCTUnwrap(v.subviews.first { $0.kind == "ShapeView" })
        let own = try XCTUnwrap(sv.layerContent)
        XCTAssertEqual(own.style.lineWidth, 8)
        XCTAssertEqual(own.strokeColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(sv.subviews.first?.layerContent?.style.lineCap, .round)
        let ring = try XCTUnwrap(v.subviews.first { $0.kind == "CAShapeLayer" })
        XCTAssertEqual(ring.layerContent?.fillColor, Color(red: 0, green: 0, blue: 1))
        assertRect(ring.frame, 1, 2, 3, 4)
        // A view class's own property named as a layer's (`path`) is its own.
        XCTAssertEqual(printed("""
            canvas(width: 20, height: 20) { V(frame: Rect(0, 0, 20, 20)) }
            class Ring: UIView { var path = UIBezierPath() }
            class V: UIView {
                let ring = Ring()
                override func draw(_ rect: CGRect) {
                    ring.path.lineWidth = 3
                    let cap: CAShapeLayerLineCap = .square
                    print(ring.path.lineWidth, cap)
                }
            }
            """), "3.0 square")
        // A `let` of a value that is no reference stays a constant.
        let e = errors("struct P { let x: CGFloat = 1 }\nclass H { let p = P() }\nlet h = H()\noverride func draw(_ rect: CGRect) { h.p.x = 2 }")
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e.first?.contains("'p' is a 'let' constant") == true, "\(e)")
    }

    /// Core Animation's string enums: `rawValue` is the string Core Animation names a case by
    /// (the fill rules' are "non-zero" and "even-odd"), and `Type(rawValue:)` the case a string
    /// names, set on a layer as the case is.
    func testCoreAnimationStringEnumsAndTheirRawValues() throws {
        let v = try XCTUnwrap(view("""
            var raws: [String] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                raws = [CAShapeLayerLineCap.square.rawValue, CAShapeLayerLineJoin.bevel.rawValue, CAShapeLayerFillRule.evenOdd.rawValue,
                        CAShapeLayerFillRule.nonZero.rawValue, CAGradientLayerType.radial.rawValue]
                let s = CAShapeLayer()
                s.lineCap = CAShapeLayerLineCap(rawValue: raws[0])
                s.lineJoin = CAShapeLayerLineJoin(rawValue: "bevel")
                s.fillRule = CAShapeLayerFillRule(rawValue: raws[2])
                layer.addSublayer(s)
                let g = CAGradientLayer(layer: layer)
                layer.addSublayer(g)
                accessibilityLabel = raws.joined(separator: " ")
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        XCTAssertEqual(v.accessibilityLabel, "square bevel even-odd non-zero radial")
        let s = try XCTUnwrap(v.subviews.first?.layerContent)
        XCTAssertEqual(s.style.lineCap, .square)
        XCTAssertEqual(s.style.lineJoin, .bevel)
        XCTAssertEqual(s.fillRule, .evenOdd)
        // `CAGradientLayer(layer:)` makes a new layer of its class.
        XCTAssertEqual(v.subviews.map(\.kind), ["CAShapeLayer", "CAGradientLayer"])
        XCTAssertEqual(errors("let r = CAShapeLayerLineCap.flat.rawValue"),
                       ["t.view:3:28: error: 'CAShapeLayerLineCap' has no case 'flat' (its cases are .butt, .round, .square)"])
    }

    /// `.none` where a color is a `CGColor?` is Optional's case, nil (as a lazy spinner layer
    /// writes `fillColor = .none`); a text layer's `truncationMode = .none` stays its own case.
    func testNoneIsNilForAnOptionalColor() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let ring = CAShapeLayer(), text = CATextLayer()
                ring.fillColor = .none
                ring.strokeColor = .none
                text.truncationMode = .none
                layer.addSublayer(ring)
                layer.addSublayer(text)
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        XCTAssertEqual(v.subviews.count, 2)
        XCTAssertNotNil(v.subviews.first?.layerContent)
        XCTAssertNil(v.subviews.first?.layerContent?.fillColor)     // not the default opaque black
        XCTAssertNil(v.subviews.first?.layerContent?.strokeColor)
        XCTAssertEqual(v.subviews.last?.layerContent?.truncation, "none")
    }

    /// A view class backed by a shape layer (`layerClass`) lends that layer as another's mask;
    /// a gradient layer's colors and points read back (nil colors until set), `colors?.append`
    /// changes them; CGPath's `copy(using: &t)` is a transformed copy.
    func testALayerClassViewMasksAndAGradientsSettingsReadBack() throws {
        let r = evaluate("""
            canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
            class SV: UIView {
                override class var layerClass: AnyClass { return CAShapeLayer.self }
                var shapeLayer: CAShapeLayer { return layer as! CAShapeLayer }
            }
            class V: UIView {
                let sv = SV(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var t = CGAffineTransform(scaleX: 2, y: 2)
                    let oval = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 40, height: 40)).cgPath
                    sv.shapeLayer.path = oval.copy(using: &t)
                    let g = CAGradientLayer()
                    let before = g.colors == nil ? 1 : 0
                    g.frame = bounds
                    g.colors = [UIColor.red.cgColor]
                    g.colors?.append(UIColor.blue.cgColor)
                    g.mask = sv.shapeLayer
                    layer.addSublayer(g)
                    print(before, g.colors?.count ?? 0, g.startPoint, g.endPoint)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        XCTAssertEqual(r.diagnostics.filter { $0.severity != .note }.map(\.headline), [])
        XCTAssertEqual(r.diagnostics.first { $0.severity == .note }?.message, "1 2 (0.5, 0.0) (0.5, 1.0)")
        let g = try XCTUnwrap(r.document?.pages.first?.root.subviews.first?.subviews.first)
        XCTAssertEqual(g.layerContent?.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let mask = try XCTUnwrap(g.maskView)
        XCTAssertEqual(mask.layerContent?.path?.controlPointBounds, Rect(10, 10, 80, 80))
    }
}

extension SwiftLayerTests {
    /// A text layer's alignment and truncation as Swift 4 code wrote them (`kCAAlignmentRight`,
    /// `kCATruncationEnd`: the constants CATextLayerAlignmentMode's and …TruncationMode's cases
    /// replaced in Swift 4.2) are those cases.
    func testTextLayerConstantsOfSwift4AreTheirCases() throws {
        let v = try XCTUnwrap(view("""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let natural = CATextLayer(), left = CATextLayer(), right = CATextLayer(), center = CATextLayer(), justified = CATextLayer()
                natural.alignmentMode = kCAAlignmentNatural; natural.truncationMode = kCATruncationNone
                left.alignmentMode = kCAAlignmentLeft; left.truncationMode = kCATruncationStart
                right.alignmentMode = kCAAlignmentRight; right.truncationMode = kCATruncationEnd
                center.alignmentMode = kCAAlignmentCenter; center.truncationMode = kCATruncationMiddle
                justified.alignmentMode = kCAAlignmentJustified
                for l in [natural, left, right, center, justified] { layer.addSublayer(l) }
            }
            required init?(coder: NSCoder) { fatalError() }
        """))
        XCTAssertEqual(v.subviews.compactMap { $0.layerContent?.alignment.rawValue }, ["natural", "left", "right", "center", "justified"])
        XCTAssertEqual(v.subviews.compactMap { $0.layerContent?.truncation }, ["none", "start", "end", "middle", "none"])
    }
}

extension SwiftLayerTests {
    /// A view's `layer` is a CALayer, as Swift's type says: `layer is CALayer` and `let l:
    /// CALayer = layer; l is CALayer` are true, `layer as? CALayer` is the layer (its bounds'
    /// width 10); a plain view's layer is no CAShapeLayer, and the view is a UIView.
    func testAViewsLayerIsACALayer() {
        XCTAssertEqual(printedInDraw("""
                let l: CALayer = layer
                print(layer is CALayer, l is CALayer, self.layer is CALayer, layer is CAShapeLayer, self is UIView, (layer as? CALayer)?.bounds.width ?? 0)
        """), "true true true false true 10.0")
    }
}

extension SwiftLayerTests {
    /// A CGContext's `width` and `height` are its bitmap's size in pixels, Ints: in draw(_:)
    /// the view's bounds at the drawing's scale (40 × 20 points at scale k), bare in an
    /// extension of CGContext too (`width * height`, `width / 3` dividing as Ints), and in an
    /// image context of 10.5 × 5 points at scale 2 the image's, rounded up (21 × 10).
    func testAContextsWidthAndHeightAreItsBitmapsPixels() {
        let text = """
            canvas(width: 40, height: 20) { V(frame: Rect(0, 0, 40, 20)) }
            extension CGContext {
                var pixels: Int { width * height }
                var third: Int { width / 3 }
            }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let c = UIGraphicsGetCurrentContext()!
                    let w = c.width, h = c.height, p = c.pixels, third = c.third
                    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10.5, height: 5), false, 2)
                    let i = UIGraphicsGetCurrentContext()!
                    let iw = i.width, ih = i.height
                    UIGraphicsEndImageContext()
                    print(w, h, p, third, iw, ih)
                }
            }
            """
        let k = Int(EvalOptions().contentScaleFactor)
        let w = 40 * k, h = 20 * k
        XCTAssertEqual(printed(text), "\(w) \(h) \(w * h) \(w / 3) \(Int((10.5 * 2).rounded(.up))) \(5 * 2)")
    }

    /// A CGImage's `width` and `height` are Ints, as Swift's: written without a fraction and
    /// divided as Ints (an image context of 10 × 5 points at scale 1: 10 / 3 is 3).
    func testACGImagesWidthAndHeightAreInts() {
        XCTAssertEqual(printedInDraw("""
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 1)
                let img = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                print(img.cgImage!.width, img.cgImage!.width / 3, img.cgImage!.height)
        """), "\(10) \(10 / 3) \(5)")
    }
}

