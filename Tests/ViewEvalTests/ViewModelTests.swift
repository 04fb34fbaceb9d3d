// The UIKit view model with numbers: frames of transformed views, bounds-origin shifts,
// contentMode transforms for all thirteen modes, intrinsic-size drawing, and hit testing.

import XCTest
import ViewEval
import ViewGeometry
import ViewSyntax

final class ViewModelTests: XCTestCase {
    struct NoImports: SourceLoader {
        func canonicalPath(_ file: SourceFile) -> String { file.path }
        func load(_ path: String, from: SourceFile, root: String?) throws -> SourceFile { throw LoadError("no imports here") }
    }

    func compile(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Document? {
        let tree = Parser.parse(SourceFile(path: "test.view", text: text))
        let (doc, diags) = Evaluator(loader: NoImports()).evaluate(tree)
        if doc == nil { XCTFail("did not compile: " + diags.map(\.rendered).joined(separator: "\n"), file: file, line: line) }
        return doc
    }

    func errors(_ text: String) -> [String] {
        let tree = Parser.parse(SourceFile(path: "test.view", text: text))
        let (_, diags) = Evaluator(loader: NoImports()).evaluate(tree)
        return diags.filter { $0.severity == .error }.map(\.rendered)
    }

    func assertRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.origin.x, x), (r.origin.y, y), (r.size.width, w), (r.size.height, h)] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(r) is not (\(x), \(y), \(w), \(h))", file: file, line: line)
        }
    }

    func assertTransform(_ t: Transform, _ a: Double, _ d: Double, _ tx: Double, _ ty: Double, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(t.a, a), (t.b, 0), (t.c, 0), (t.d, d), (t.tx, tx), (t.ty, ty)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(t)", file: file, line: line)
        }
    }

    // MARK: geometry

    func testSeedRotatedFrame() throws {
        // The seed: bounds 200×250, center (300, 225), rotated 45° → frame about (140, 65, 320, 320).
        let doc = try XCTUnwrap(compile("""
        canvas(width: 600, height: 450) {
            view {
                bounds: Rect(0, 0, 200, 250)
                center: Point(300, 225)
                transform: rotate(45deg)
            }
        }
        """))
        let v = doc.pages[0].root.subviews[0]
        let half = 225 * 2.0.squareRoot() / 2   // (200 + 250) / 2 · cos 45°
        assertRect(v.frame, 300 - half, 225 - half, 2 * half, 2 * half)
        XCTAssertEqual(v.frame.origin.x, 140.90097423302678, accuracy: 1e-9)
        XCTAssertEqual(v.frame.size.width, 318.1980515339464, accuracy: 1e-9)
        assertRect(v.bounds, 0, 0, 200, 250)   // the transform leaves bounds alone
        // The anchor is the middle: the center stays where it was.
        let mid = Point(100, 125).applying(v.toSuperview)
        XCTAssertEqual(mid.x, 300, accuracy: 1e-9); XCTAssertEqual(mid.y, 225, accuracy: 1e-9)
        // The bounds' top-left corner turns about the center by 45°.
        let tl = Point(0, 0).applying(v.toSuperview)
        let r = (100.0 * 100 + 125 * 125).squareRoot(), a = atan2(-125.0, -100) + .pi / 4
        XCTAssertEqual(tl.x, 300 + r * cos(a), accuracy: 1e-9); XCTAssertEqual(tl.y, 225 + r * sin(a), accuracy: 1e-9)
    }

    func testFrameSetsBoundsSizeAndCenter() throws {
        let doc = try XCTUnwrap(compile("""
        canvas(width: 400, height: 400) {
            view { frame: Rect(10, 20, 100, 50) }
            view { frame: Rect(10, 20, 100, 50); transform: scale(2, 3) }
            view { bounds: Rect(0, 0, 40, 30); center: Point(100, 100) }
        }
        """))
        let s = doc.pages[0].root.subviews
        assertRect(s[0].frame, 10, 20, 100, 50)
        assertRect(s[0].bounds, 0, 0, 100, 50)
        XCTAssertEqual(s[0].center, Point(60, 45))
        // A transform set after the frame scales about the center.
        assertRect(s[1].frame, 60 - 100, 45 - 75, 200, 150)
        assertRect(s[1].bounds, 0, 0, 100, 50)
        assertRect(s[2].frame, 80, 85, 40, 30)
    }

    /// UIKit's autoresizing: code giving a view bounds of another size resizes each subview by
    /// its mask — along an axis the change is shared among the flexible parts (the margin
    /// before, the size, the margin after) in proportion to their sizes, the others kept — and
    /// a resized subview's own subviews by its new size; an empty mask, or a superview whose
    /// autoresizesSubviews is false, keeps the frames.
    func testSubviewsFollowTheirAutoresizingMasks() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 300, height: 200) { Board(frame: Rect(0, 0, 300, 200)) }
        class Board: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
                fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                inner.autoresizingMask = .flexibleWidth
                fill.addSubview(inner)
                let pinned = UIView(frame: CGRect(x: 70, y: 0, width: 30, height: 20))
                pinned.autoresizingMask = .flexibleLeftMargin
                let centred = UIView(frame: CGRect(x: 40, y: 30, width: 20, height: 10))
                centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
                let shared = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
                shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
                let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
                for s in [fill, pinned, centred, shared, fixed] { box.addSubview(s) }
                let still = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                still.autoresizesSubviews = false
                let kept = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
                kept.autoresizingMask = .flexibleWidth
                still.addSubview(kept)
                addSubview(box)
                addSubview(still)
                box.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
                still.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        XCTAssertEqual(v.subviews.count, 2)
        guard v.subviews.count == 2, v.subviews[0].subviews.count == 5 else { return XCTFail("the views were not made") }
        let box = v.subviews[0].subviews, dw = 300.0 - 100, dh = 200.0 - 100
        assertRect(box[0].frame, 10, 10, 80 + dw, 80 + dh)
        assertRect(box[0].subviews[0].frame, 0, 0, 80 + dw, 80)
        assertRect(box[1].frame, 70 + dw, 0, 30, 20)
        // Margins 40 and 100 − 60 = 40 across, 30 and 100 − 40 = 60 down.
        assertRect(box[2].frame, 40 + dw * 40 / (40 + 40), 30 + dh * 30 / (30 + 60), 20, 10)
        // The margin 20 and the width 60 share the width's change.
        assertRect(box[3].frame, 20 + dw * 20 / (20 + 60), 20, 60 + dw * 60 / (20 + 60), 60)
        assertRect(box[4].frame, 5, 5, 10, 10)
        assertRect(v.subviews[1].subviews[0].frame, 10, 10, 80, 80)
    }

    func testFrameOfATransformedViewWarns() {
        let tree = Parser.parse(SourceFile(path: "test.view", text: "canvas(width: 10, height: 10) {\n view { transform: rotate(1)\n frame: Rect(0, 0, 5, 5) }\n}"))
        let (doc, diags) = Evaluator(loader: NoImports()).evaluate(tree)
        XCTAssertNotNil(doc)
        XCTAssertEqual(diags.map(\.severity), [.warning])
        XCTAssertTrue(diags.first?.rendered.hasPrefix("test.view:3:2: warning: setting 'frame' of a transformed view") == true)
    }

    /// A frame set on a view whose transform translates (CS193P's corner label: translated by
    /// its size and turned half round, then placed by `frame.origin`): the frame read back is
    /// the one set, so the center is the frame's middle less the translation, and setting the
    /// frame to itself changes nothing.
    func testAFrameSetOnATranslatedViewIsTheFrameReadBack() throws {
        let text = """
            canvas(width: 200, height: 200) {
                A(frame: Rect(0, 0, 200, 200))
            }
            class A: UIView {
                let tag = UIView()
                let same = UIView()
                override func layoutSubviews() {
                    tag.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
                    tag.transform = CGAffineTransform.identity.translatedBy(x: 20, y: 10).rotated(by: .pi)
                    tag.frame.origin = CGPoint(x: 50, y: 60)
                    addSubview(tag)
                    same.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
                    same.transform = CGAffineTransform(translationX: 7, y: -3)
                    same.frame = same.frame
                    addSubview(same)
                }
            }
            """
        let v = try XCTUnwrap(evaluate(text).document?.pages.first?.root.subviews.first)
        XCTAssertEqual(v.subviews.count, 2)
        guard v.subviews.count == 2 else { return }
        let tag = v.subviews[0], same = v.subviews[1]
        assertRect(tag.frame, 50, 60, 20, 10)
        // The box's middle is the center moved by the translation (20, 10): (60, 65) − (20, 10).
        XCTAssertEqual(tag.center.x, 40, accuracy: 1e-9)
        XCTAssertEqual(tag.center.y, 55, accuracy: 1e-9)
        // Translated by (7, −3) after the frame, and the frame set to itself: unchanged.
        assertRect(same.frame, 12, 2, 30, 30)
        XCTAssertEqual(same.center, Point(20, 20))
    }

    func testBoundsOriginShiftsContentAndSubviews() throws {
        // UIKit: a bounds origin of (20, 10) shows the point (20, 10) at the view's top-left,
        // so a subview whose frame starts there sits at the superview's top-left corner.
        let doc = try XCTUnwrap(compile("""
        canvas(width: 400, height: 400) {
            view {
                frame: Rect(100, 100, 200, 200)
                bounds: Rect(20, 10, 200, 200)
                view { frame: Rect(20, 10, 50, 50) }
            }
        }
        """))
        let p = doc.pages[0].root.subviews[0]
        assertRect(p.frame, 100, 100, 200, 200)   // setting bounds keeps the center
        let c = p.subviews[0]
        let toCanvas = c.toSuperview.concatenating(p.toSuperview)
        let o = Point(0, 0).applying(toCanvas)
        XCTAssertEqual(o.x, 100, accuracy: 1e-9); XCTAssertEqual(o.y, 100, accuracy: 1e-9)
        let q = Point(20, 10).applying(p.toSuperview)
        XCTAssertEqual(q.x, 100, accuracy: 1e-9); XCTAssertEqual(q.y, 100, accuracy: 1e-9)
        // Hit testing follows: (101, 101) is inside the subview.
        XCTAssertTrue(HitTester.hit(doc.pages[0].root, Point(101, 101)).first === c)
        XCTAssertTrue(HitTester.hit(doc.pages[0].root, Point(151, 101)).first === p)
    }

    func testLayerDefaultsAreCoreAnimations() {
        let l = LayerStyle()
        XCTAssertEqual(l.shadowOffset, Size(0, -3))
        XCTAssertEqual(l.shadowOpacity, 0)
        XCTAssertEqual(l.shadowRadius, 3)
        XCTAssertEqual(l.shadowColor, Color.black)
        XCTAssertEqual(ViewNode(kind: "view", range: .none).contentMode, .scaleToFill)
    }

    func testLayerShadowProperties() throws {
        let doc = try XCTUnwrap(compile("""
        canvas(width: 100, height: 100) {
            view {
                frame: Rect(10, 10, 50, 50)
                layer.shadowColor: .red
                layer.shadowOpacity: 0.5
                layer.shadowOffset: Size(2, 4)
                layer.shadowRadius: 7
            }
        }
        """))
        let l = doc.pages[0].root.subviews[0].layer
        XCTAssertEqual(l.shadowOpacity, 0.5); XCTAssertEqual(l.shadowOffset, Size(2, 4)); XCTAssertEqual(l.shadowRadius, 7)
        XCTAssertEqual(l.shadowColor.red, 1)
        XCTAssertTrue(errors("canvas(width: 10, height: 10) { view { layer.shadowOpacity: 1.5 } }").first?.contains("between 0 and 1") == true)
        XCTAssertTrue(errors("canvas(width: 10, height: 10) { view { layer.shadowRadius: -1 } }").first?.contains("test.view:1:60") == true)
    }

    // MARK: contentMode

    func testContentTransformAllThirteenModes() {
        let i = Size(50, 40), b = Rect(10, 20, 200, 100)
        let expected: [ContentMode: (Double, Double, Double, Double)] = [
            .scaleToFill: (4, 2.5, 10, 20),
            .scaleAspectFit: (2.5, 2.5, 47.5, 20),
            .scaleAspectFill: (4, 4, 10, -10),
            .redraw: (1, 1, 0, 0),
            .center: (1, 1, 85, 50),
            .top: (1, 1, 85, 20),
            .bottom: (1, 1, 85, 80),
            .left: (1, 1, 10, 50),
            .right: (1, 1, 160, 50),
            .topLeft: (1, 1, 10, 20),
            .topRight: (1, 1, 160, 20),
            .bottomLeft: (1, 1, 10, 80),
            .bottomRight: (1, 1, 160, 80),
        ]
        XCTAssertEqual(expected.count, ContentMode.allCases.count)
        for mode in ContentMode.allCases {
            let e = expected[mode]!
            assertTransform(contentTransform(mode, intrinsic: i, bounds: b), e.0, e.1, e.2, e.3)
        }
        // A tall bounds: aspect fit letterboxes vertically, aspect fill overflows sideways.
        assertTransform(contentTransform(.scaleAspectFit, intrinsic: Size(100, 100), bounds: Rect(0, 0, 50, 200)), 0.5, 0.5, 0, 75)
        assertTransform(contentTransform(.scaleAspectFill, intrinsic: Size(100, 100), bounds: Rect(0, 0, 50, 200)), 2, 2, -75, 0)
        // Content larger than the bounds: positional modes still do not scale.
        assertTransform(contentTransform(.bottomRight, intrinsic: Size(100, 100), bounds: Rect(0, 0, 50, 60)), 1, 1, -50, -40)
    }

    func testComponentDrawsAtIntrinsicSizeAndOnlyItsDrawingIsFitted() throws {
        let doc = try XCTUnwrap(compile("""
        view Dot {
            intrinsicContentSize: Size(50, 40)
            path { oval(in: bounds); fill(.red) }
            view { frame: Rect(0, 0, 10, 10); accessibilityIdentifier: "inner" }
        }
        canvas(width: 400, height: 400) {
            Dot(frame: Rect(0, 0, 200, 100), contentMode: .scaleAspectFit)
            Dot(frame: Rect(0, 100, 200, 100)) { contentMode: .redraw }
            Dot(frame: Rect(0, 200, 200, 100))
            Dot(frame: Rect(300, 300, 50, 40), contentMode: .center)
        }
        """))
        let s = doc.pages[0].root.subviews
        func ovalBounds(_ v: ViewNode) -> Rect? {
            if case .fill(let p, _, _, _) = v.content[0] { return p.bounds }
            return nil
        }
        // Drawn at the intrinsic size (bounds = (0, 0, 50, 40) inside the body) …
        assertRect(try XCTUnwrap(ovalBounds(s[0])), 0, 0, 50, 40)
        assertTransform(try XCTUnwrap(s[0].contentFit), 2.5, 2.5, 37.5, 0)
        XCTAssertEqual(s[0].contentSubviewCount, 1)
        // … except with .redraw, which draws for the real bounds.
        assertRect(try XCTUnwrap(ovalBounds(s[1])), 0, 0, 200, 100)
        XCTAssertNil(s[1].contentFit)
        // The default, scaleToFill, stretches.
        assertTransform(try XCTUnwrap(s[2].contentFit), 4, 2.5, 0, 0)
        // The same size: nothing to fit.
        XCTAssertNil(s[3].contentFit)
        // Only the drawing is fitted: the subview the body made keeps its 10×10 frame at the
        // top-left (UIKit's autoresizingMask is empty), and hit testing follows it.
        let root = doc.pages[0].root
        for (v, top) in [(s[0], 0.0), (s[2], 200.0)] {
            XCTAssertEqual(v.subviews[0].frame, Rect(0, 0, 10, 10))
            XCTAssertEqual(HitTester.hit(root, Point(5, top + 5)).first?.identifier, "inner")
            XCTAssertTrue(HitTester.hit(root, Point(5, top + 5))[1] === v)
            XCTAssertTrue(HitTester.hit(root, Point(11, top + 5)).first === v)   // outside the 10×10, not fitted to 40×25
        }
    }

    func testIntrinsicSizeErrors() {
        XCTAssertTrue(errors("canvas(width: 10, height: 10) { view { intrinsicContentSize: Size(5, 5) } }").first?.contains("belongs to a component") == true)
        XCTAssertTrue(errors("view A { intrinsicContentSize: Size(0, 5) }\ncanvas(width: 10, height: 10) { A() }").first?.contains("test.view:1:32: error: 'intrinsicContentSize' needs") == true)
        let e = errors("view A { intrinsicContentSize: Size(5, 5)\n if true { contentMode: .redraw } }\ncanvas(width: 10, height: 10) { A() }")
        XCTAssertTrue(e.first?.contains("not inside 'if' or 'for'") == true, "\(e)")
    }

    // MARK: hit testing

    func testHitTesting() throws {
        let doc = try XCTUnwrap(compile("""
        canvas(width: 400, height: 400) {
            view {
                frame: Rect(0, 0, 200, 200)
                accessibilityIdentifier: "parent"
                view { frame: Rect(10, 10, 50, 50); accessibilityIdentifier: "a" }
                view { frame: Rect(30, 30, 50, 50); accessibilityIdentifier: "b" }
                view { frame: Rect(100, 10, 50, 50); isHidden: true; accessibilityIdentifier: "hidden" }
                view { frame: Rect(100, 100, 50, 50); alpha: 0.005; accessibilityIdentifier: "faint" }
                view { frame: Rect(10, 100, 50, 50); isUserInteractionEnabled: false; accessibilityIdentifier: "off" }
                view { frame: Rect(180, 180, 50, 50); accessibilityIdentifier: "sticksOut" }
            }
            view {
                bounds: Rect(0, 0, 100, 100)
                center: Point(300, 300)
                transform: rotate(45deg)
                accessibilityIdentifier: "diamond"
            }
        }
        """))
        let root = doc.pages[0].root
        func id(_ x: Double, _ y: Double) -> String? {
            let c = HitTester.hit(root, Point(x, y))
            return c.isEmpty ? nil : (c[0].identifier ?? c[0].kind)
        }
        XCTAssertEqual(id(15, 15), "a")
        XCTAssertEqual(id(40, 40), "b")                 // the later subview is on top
        XCTAssertEqual(HitTester.hit(root, Point(40, 40)).map { $0.identifier ?? $0.kind }, ["b", "parent", "canvas"])
        XCTAssertEqual(id(110, 20), "parent")           // hidden: skipped
        XCTAssertEqual(id(110, 110), "parent")          // alpha < 0.01: skipped
        XCTAssertEqual(id(20, 110), "parent")           // user interaction off
        XCTAssertEqual(id(190, 190), "sticksOut")
        XCTAssertEqual(id(210, 210), "canvas")          // outside its superview: not hittable
        XCTAssertEqual(id(200, 0), "canvas")            // the max edge is outside (CGRect.contains)
        XCTAssertEqual(id(0, 0), "parent")              // the min edge is inside
        // The rotated square is a diamond around (300, 300) reaching 70.71 each way.
        XCTAssertEqual(id(300, 235), "diamond")         // outside the unrotated square, inside the diamond
        XCTAssertEqual(id(255, 255), "canvas")          // inside the unrotated square, outside the diamond
        XCTAssertNil(id(-1, 5))
        XCTAssertNil(id(400, 5))
    }

    func testHitTestingInsideAClippedRotatedParent() throws {
        let doc = try XCTUnwrap(compile("""
        canvas(width: 200, height: 200) {
            view {
                frame: Rect(50, 50, 100, 100)
                transform: rotate(90deg)
                clipsToBounds: true
                accessibilityIdentifier: "p"
                view { frame: Rect(0, 0, 20, 100); accessibilityIdentifier: "leftStrip" }
            }
        }
        """))
        let root = doc.pages[0].root
        // Rotated 90° clockwise (y down), the parent's left strip lies along its top.
        XCTAssertEqual(HitTester.hit(root, Point(100, 55)).first?.identifier, "leftStrip")
        XCTAssertEqual(HitTester.hit(root, Point(55, 100)).first?.identifier, "p")
    }
}
