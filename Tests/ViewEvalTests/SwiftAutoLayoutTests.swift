// Auto Layout in a class's code (Builtins/Layout.swift): anchors and NSLayoutConstraint(item:…)
// place the views made in code when the view lays out, each frame worked out here from the
// constraints; a label takes its text's size where its width and height are left open; a
// contradiction, an inequality that would place a view and an unsolved view are reported at
// the constraint or view. Also a view controller's view and its calls, snapshotView and
// UIGraphicsImageRendererFormat.

import CairoBackend
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest
@testable import ViewEval

final class SwiftAutoLayoutTests: XCTestCase {
    /// Compiles with the pango engine, as the command line does (labels measure their text).
    func compile(_ text: String) -> (Document?, [Diagnostic]) {
        let ev = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
        return ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")))
    }

    /// The subviews of `Board`, placed at (0, 0, 200, 100), whose init runs `body`.
    func board(_ body: String, members: String = "", file: StaticString = #filePath, line: UInt = #line) -> [ViewNode] {
        let (doc, diags) = compile(text(body, members: members))
        XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
        return doc?.pages[0].root.subviews.first?.subviews ?? []
    }

    func text(_ body: String, members: String = "") -> String {
        """
        canvas(width: 200, height: 100) { Board(frame: Rect(0, 0, 200, 100)) }
        class Board: UIView {
            let a = UIView()
            let b = UIView()
        \(members)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(a)
                addSubview(b)
                a.translatesAutoresizingMaskIntoConstraints = false
                b.translatesAutoresizingMaskIntoConstraints = false
        \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    func diagnostics(_ body: String, members: String = "") -> [String] {
        compile(text(body, members: members)).1.map(\.headline)
    }

    /// The solve is counted as work before it is done (rows × unknowns² per axis): 600 views
    /// chained by constraints (2,400 unknowns) are stopped by --max-work at the first
    /// constraint instead of a solve of billions of steps; 20 are laid out, each 5 right of the
    /// one before. Constraints pushing a view past a billion points are an error at the view.
    func testALayoutsCostIsBoundedAndItsPlacesFinite() throws {
        func chain(_ n: Int) -> String {
            """
                    var prev = a
                    for _ in 0..<\(n) {
                        let v = UIView()
                        addSubview(v)
                        v.translatesAutoresizingMaskIntoConstraints = false
                        v.leadingAnchor.constraint(equalTo: prev.leadingAnchor, constant: 5).isActive = true
                        v.topAnchor.constraint(equalTo: topAnchor).isActive = true
                        v.widthAnchor.constraint(equalToConstant: 2).isActive = true
                        v.heightAnchor.constraint(equalToConstant: 2).isActive = true
                        prev = v
                    }
                    a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    a.widthAnchor.constraint(equalToConstant: 2).isActive = true
                    a.heightAnchor.constraint(equalToConstant: 2).isActive = true
                    b.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    b.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    b.widthAnchor.constraint(equalToConstant: 2).isActive = true
                    b.heightAnchor.constraint(equalToConstant: 2).isActive = true
            """
        }
        let small = board(chain(20))
        XCTAssertEqual(small.count, 22)
        for (k, v) in small.dropFirst(2).enumerated() { XCTAssertEqual(v.frame.minX, Double(5 * (k + 1)), accuracy: 1e-9) }
        let big = diagnostics(chain(600))
        XCTAssertEqual(big.count, 1, "\(big)")
        XCTAssertTrue(big.first?.contains("error: more than \(Limits().maxWork) bytes and elements touched") == true, "\(big)")
        let far = diagnostics("""
                a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2e9).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                a.widthAnchor.constraint(equalToConstant: 2).isActive = true
                a.heightAnchor.constraint(equalToConstant: 2).isActive = true
                b.isHidden = true
        """)
        XCTAssertTrue(far.contains { $0.contains("past a billion points") }, "\(far)")
    }

    /// A view keeps its active constraints and a constraint its views weakly, as UIKit's: a tree
    /// laid out by constraints is freed with its document, not kept by a cycle (the preview and
    /// ViewcKit compile again and again in one process).
    func testALaidOutTreeIsFreedWithItsDocument() throws {
        weak var root: ViewNode?, laidOut: ViewNode?
        do {
            let (doc, diags) = compile(text("""
                    NSLayoutConstraint.activate([
                        a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        a.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                        a.topAnchor.constraint(equalTo: topAnchor),
                        a.heightAnchor.constraint(equalToConstant: 8),
                    ])
            """))
            XCTAssertEqual(diags.map(\.headline), [])
            root = doc?.pages[0].root
            laidOut = doc?.pages[0].root.subviews.first?.subviews.first
            assertRect(try XCTUnwrap(laidOut).frame, 10, 0, 200 * 0.5, 8)
        }
        XCTAssertNil(root, "the canvas outlives its document")
        XCTAssertNil(laidOut, "the constrained view outlives its document")
    }

    func testAnchorsPlaceSubviewsInTheSuperviewsSpace() throws {
        let v = board("""
                a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                a.topAnchor.constraint(equalTo: self.topAnchor, constant: 20).isActive = true
                a.widthAnchor.constraint(equalToConstant: 50).isActive = true
                a.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5).isActive = true
                NSLayoutConstraint.activate([
                    b.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                    b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                    b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
                    b.heightAnchor.constraint(equalToConstant: 8),
                ])
        """)
        XCTAssertEqual(v.count, 2)
        // a: x 10, y 20, width 50, height 100 × 0.5.
        assertRect(v[0].frame, 10, 20, 50, 50)
        // b: width 50 × 0.5 + 5 = 30, its right edge 200 − 10; its middle at a's (20 + 25).
        assertRect(v[1].frame, 200 - 10 - 30, 20 + 25 - 8 / 2, 30, 8)
    }

    /// The layout margins guide is the bounds inset by `layoutMargins` — UIKit's 8 points on each
    /// side until set, read when the layout is solved (so margins set after the constraints still
    /// move them) —, its anchors on another view's margins too, and its layoutFrame the inset
    /// bounds; `layoutMargins` reads back and prints as Swift's UIEdgeInsets does.
    func testTheMarginsGuideIsTheBoundsInsetByTheLayoutMargins() throws {
        let v = board("""
                NSLayoutConstraint.activate([
                    a.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    a.trailingAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
                    a.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                    a.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                    b.layoutMarginsGuide.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                    b.layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 30),
                    b.topAnchor.constraint(equalTo: topAnchor),
                    b.heightAnchor.constraint(equalTo: layoutMarginsGuide.heightAnchor, multiplier: 0.5),
                ])
                layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
                b.layoutMargins = UIEdgeInsets(top: 8, left: 2, bottom: 8, right: 8)
        """)
        XCTAssertEqual(v.count, 2)
        guard v.count == 2 else { return }
        let (top, left, bottom, right) = (4.0, 10.0, 6.0, 20.0)
        // The guide: x from 10 to 200 − 20, y from 4 to 100 − 6; its middle x (10 + 180) / 2.
        let mid = (left + (200 - right)) / 2
        assertRect(v[0].frame, left, top, mid - left, 100 - bottom - top)
        // b's own guide starts at b's left + 2 (its margin), at a's right edge; it is 30 wide
        // plus b's margins, 2 and UIKit's 8.
        assertRect(v[1].frame, mid - 2, 0, 30 + 2 + 8, (100 - top - bottom) * 0.5)
        let printed = printed("""
        canvas(width: 200, height: 100) { Board(frame: Rect(0, 0, 200, 100)) }
        class Board: UIView {
            override func draw(_ rect: CGRect) { print(layoutMargins, layoutMarginsGuide.layoutFrame) }
        }
        """)
        XCTAssertEqual(printed, "UIEdgeInsets(top: 8.0, left: 8.0, bottom: 8.0, right: 8.0) (8.0, 8.0, 184.0, 84.0)")
    }

    /// Two views of intrinsic widths `wa` and `wb` in a row between the board's edges, 10
    /// apart: where the row has room to spare, the one of lower content hugging stretches
    /// (ties: the later one); where it has too little, the one of lower compression resistance
    /// gives way. `body` sets their priorities.
    func rowWidths(_ wa: Double, _ wb: Double, _ body: String, file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        let text = """
        canvas(width: 200, height: 100) { Row(frame: Rect(0, 0, 200, 100)) }
        class Chip: UIView {
            var width: CGFloat = 0
            override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
        }
        class Row: UIView {
            let a = Chip()
            let b = Chip()
            override init(frame: CGRect) {
                super.init(frame: frame)
                a.width = \(wa)
                b.width = \(wb)
                for v in [a, b] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(v)
                    v.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
                a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10).isActive = true
                b.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (doc, diags) = compile(text)
        XCTAssertEqual(diags.filter { $0.severity != .note }.map(\.headline), [], file: file, line: line)
        if body.contains("print(") { XCTAssertEqual(diags.first?.message, "(\(wa), 20.0) \(wb)", file: file, line: line) }
        return doc?.pages[0].root.subviews.first?.subviews.map(\.frame.width) ?? []
    }

    /// A class's own `intrinsicContentSize` is what the layout keeps its view to, and what its
    /// maker reads before the instance is made (after the maker's setup): the getter runs on
    /// the properties set on it so far.
    func testAClassesIntrinsicContentSizeIsReadByItsMakerAndTheLayout() {
        XCTAssertEqual(rowWidths(40, 60, "        print(a.intrinsicContentSize, b.intrinsicContentSize.width)"), [40, 200 - 10 - 40])
    }

    /// A view made in code by a convenience init (`self.init(frame: .zero)`) and placed by its
    /// maker's constraints: UIKit runs the init, then the layout; the frame is the layout's.
    func testAViewMadeByAConvenienceInitIsWhereTheLayoutPutsIt() throws {
        let r = evaluate("""
        canvas(width: 300, height: 100) { Host(frame: Rect(0, 0, 300, 100)) }
        class Chip: UIView {
            convenience init(color: UIColor) {
                self.init(frame: .zero)
                backgroundColor = color
            }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let c = Chip(color: .red)
                c.translatesAutoresizingMaskIntoConstraints = false
                addSubview(c)
                c.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                c.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                c.widthAnchor.constraint(equalToConstant: 50).isActive = true
                c.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.3).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines, [])
        let chip = try XCTUnwrap(r.document?.pages.first?.root.subviews.first?.subviews.first)
        assertRect(chip.frame, 10, 12, 50, 100 * 0.3)
    }

    /// `super.intrinsicContentSize` in an override is UIKit's own (UIView's: -1, none), not the
    /// override again: a padded view's width is its own, its height the constraint's.
    func testSuperIntrinsicContentSizeIsUIKitsOwn() throws {
        let r = evaluate("""
        canvas(width: 300, height: 100) { Host(frame: Rect(0, 0, 300, 100)) }
        class Pad: UIView {
            override var intrinsicContentSize: CGSize {
                let s = super.intrinsicContentSize
                return CGSize(width: 30 + (s.width < 0 ? 0 : s.width), height: s.height)
            }
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let p = Pad()
                p.translatesAutoresizingMaskIntoConstraints = false
                addSubview(p)
                p.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                p.topAnchor.constraint(equalTo: topAnchor).isActive = true
                p.heightAnchor.constraint(equalToConstant: 12).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(r.headlines, [])
        let pad = try XCTUnwrap(r.document?.pages.first?.root.subviews.first?.subviews.first)
        assertRect(pad.frame, 0, 0, 30, 12)
    }

    func testContentHuggingAndCompressionResistanceChooseTheViewThatGivesWay() {
        let room = 200.0 - 10
        // Room to spare (40 + 60 < 190): the later view stretches, or the one hugging less.
        XCTAssertEqual(rowWidths(40, 60, ""), [40, room - 40])
        XCTAssertEqual(rowWidths(40, 60, "        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)"), [room - 60, 60])
        XCTAssertEqual(rowWidths(40, 60, "        a.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: NSLayoutConstraint.Axis.horizontal)"), [room - 60, 60])
        // Hugging on the other axis changes nothing here.
        XCTAssertEqual(rowWidths(40, 60, "        b.setContentHuggingPriority(.required, for: .vertical)"), [40, room - 40])
        // Too little room (120 + 120 > 190): the later view is compressed, or the one resisting less.
        XCTAssertEqual(rowWidths(120, 120, ""), [120, room - 120])
        XCTAssertEqual(rowWidths(120, 120, "        a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)"), [room - 120, 120])
        XCTAssertEqual(rowWidths(120, 120, """
                a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        """), [room - 120, 120])
        // Read back as set (a Float's value), UIKit's defaults until then.
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let l = UILabel()
                l.setContentHuggingPriority(UILayoutPriority(rawValue: 999.3), for: .horizontal)
                print(l.contentHuggingPriority(for: .horizontal) == UILayoutPriority(rawValue: 999.3), l.contentHuggingPriority(for: .vertical) == 250,
                      l.contentCompressionResistancePriority(for: .horizontal) == 750, l.contentHuggingPriority(for: .horizontal) > 999)
            }
        }
        """
        XCTAssertEqual(printed(text), "true true true true")
        XCTAssertTrue(errorsOf(text.replacingOccurrences(of: "rawValue: 999.3", with: "rawValue: 1001")).contains { $0.contains("a layout priority is above 0 and at most 1000, not 1001") })
    }

    /// `directionalLayoutMargins` are the layout margins with leading the left and trailing the
    /// right; Swift 4.1's `UIEdgeInsetsMake` and `UIEdgeInsetsInsetRect` make and apply insets.
    func testDirectionalMarginsAndSwift4InsetFunctions() throws {
        let v = board("""
                directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 12, bottom: 4, trailing: 6)
                a.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
                a.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).isActive = true
                a.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor).isActive = true
                a.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let r = UIEdgeInsetsInsetRect(bounds, UIEdgeInsetsMake(1, 2, 3, 4))
                b.leadingAnchor.constraint(equalTo: leadingAnchor, constant: r.minX + directionalLayoutMargins.leading).isActive = true
                b.topAnchor.constraint(equalTo: topAnchor, constant: r.height).isActive = true
                b.widthAnchor.constraint(equalToConstant: r.width).isActive = true
                b.heightAnchor.constraint(equalToConstant: 1).isActive = true
        """)
        XCTAssertEqual(v.count, 2)
        guard v.count == 2 else { return }
        assertRect(v[0].frame, 12, 2, 200 - 12 - 6, 10)
        // The board's bounds (200 × 100) inset by top 1, left 2, bottom 3, right 4.
        assertRect(v[1].frame, 2 + 12, 100 - 1 - 3, 200 - 2 - 4, 1)
    }

    func testEdgesOnBothSidesGiveTheSizeAndCentersPlaceAView() throws {
        let v = board("""
                let c1 = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left, multiplier: 1, constant: 12)
                let c2 = NSLayoutConstraint(item: a, attribute: .right, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0)
                let c3 = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0)
                let c4 = NSLayoutConstraint(item: a, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, multiplier: 1, constant: -30)
                addConstraints([c1, c2, c3, c4])
                addConstraint(NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40))
                addConstraint(NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 0.5, constant: 0))
                b.centerXAnchor.constraint(equalTo: centerXAnchor, constant: 50).isActive = true
                b.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        """)
        // a: from 12 to the middle (100), the full height less 30.
        assertRect(v[0].frame, 12, 0, 100 - 12, 100 - 30)
        // b: 40 wide about x = 150, (100 − 30) / 2 high about y = 50.
        assertRect(v[1].frame, 150 - 20, 50 - 35 / 2, 40, 35)
    }

    func testASubviewOfASolvedViewIsPlacedInItsSuperviewsSpace() throws {
        let v = board("""
                let inner = UIView()
                inner.translatesAutoresizingMaskIntoConstraints = false
                a.addSubview(inner)
                NSLayoutConstraint.activate([
                    a.leftAnchor.constraint(equalTo: leftAnchor, constant: 30),
                    a.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    a.widthAnchor.constraint(equalToConstant: 100),
                    a.heightAnchor.constraint(equalToConstant: 60),
                    inner.rightAnchor.constraint(equalTo: a.rightAnchor, constant: -5),
                    inner.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: -5),
                    inner.widthAnchor.constraint(equalToConstant: 20),
                    inner.heightAnchor.constraint(equalToConstant: 10),
                ])
                b.translatesAutoresizingMaskIntoConstraints = true
                b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        """)
        assertRect(v[0].frame, 30, 10, 100, 60)
        // In a's coordinates: its right edge 100 − 5, its bottom 60 − 5.
        assertRect(try XCTUnwrap(v[0].subviews.first).frame, 100 - 5 - 20, 60 - 5 - 10, 20, 10)
        // A view in no constraint keeps its frame.
        assertRect(v[1].frame, 1, 2, 3, 4)
    }

    func testALabelTakesItsTextSizeWhereItsSizeIsOpen() throws {
        let (doc, diags) = compile("""
            canvas(width: 300, height: 100) { Caption(frame: Rect(0, 0, 300, 100)) }
            class Caption: UIView {
                override func didMoveToSuperview() {
                    let label = UILabel()
                    label.text = "Hello, world"
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4).isActive = true
                }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let label = try XCTUnwrap(doc?.pages[0].root.subviews.first?.subviews.first)
        // DejaVu Sans at 17 points: "Hello, world" is 101 × 20 once rounded up (LabelTests).
        assertRect(label.frame, 150 - 101 / 2, 100 - 4 - 20, 101, 20)
    }

    func testALabelOfSeveralLinesWrapsAtItsConstrainedWidth() throws {
        let text = "A label of several lines wraps at the width its constraints give it"
        let (doc, diags) = compile("""
            canvas(width: 120, height: 200) { Note(frame: Rect(0, 0, 120, 200)) }
            class Note: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.text = "\(text)"
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                    label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10).isActive = true
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 5).isActive = true
                    // The same text sized to fit 100 points, as UILabel.sizeThatFits wraps it.
                    let reference = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
                    reference.numberOfLines = 0
                    reference.text = "\(text)"
                    reference.sizeToFit()
                    addSubview(reference)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let views = try XCTUnwrap(doc?.pages[0].root.subviews.first?.subviews)
        let reference = views[1].frame.height
        // Several lines of 20 points each (DejaVu Sans at 17 points).
        XCTAssertGreaterThanOrEqual(reference, 60)
        assertRect(views[0].frame, 10, 5, 120 - 20, reference)
    }

    func testLayoutRunsBeforeLayoutSubviewsAndDraw() throws {
        let (doc, diags) = compile("""
            canvas(width: 200, height: 100) { Frames(frame: Rect(0, 0, 200, 100)) }
            class Frames: UIView {
                let box = UIView()
                var seen = CGRect.zero
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7).isActive = true
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 9).isActive = true
                    box.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.25).isActive = true
                    box.heightAnchor.constraint(equalTo: box.widthAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    seen = box.frame
                }
                override func draw(_ rect: CGRect) {
                    UIColor.red.setFill()
                    UIRectFill(seen)
                    UIRectFill(box.frame.offsetBy(dx: 100, dy: 0))
                }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let fills = ownFills(try XCTUnwrap(doc?.pages[0].root.subviews.first).content)
        XCTAssertEqual(fills.count, 2)
        assertRect(fills[0].bounds, 7, 9, 200 * 0.25, 200 * 0.25)
        assertRect(fills[1].bounds, 107, 9, 50, 50)
    }

    func testAContradictionIsAnErrorAtTheConstraint() {
        XCTAssertEqual(diagnostics("""
                a.widthAnchor.constraint(equalToConstant: 10).isActive = true
                a.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5).isActive = true
                a.heightAnchor.constraint(equalToConstant: 10).isActive = true
                a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor).isActive = true
        """), ["t.view:13:9: error: this constraint contradicts the ones made before it (NSLayoutConstraint(.width == 0.5 × .width + 0)): UIKit would break one of them; the layout has no solution"])
    }

    func testAnOpenPlaceKeepsTheFrameWithAWarning() throws {
        let (doc, diags) = compile(text("""
                a.frame = CGRect(x: 3, y: 4, width: 30, height: 40)
                a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor, constant: 9).isActive = true
                a.heightAnchor.constraint(equalToConstant: 5).isActive = true
        """))
        XCTAssertEqual(diags.map(\.headline), ["t.view:3:13: warning: the layout of this view is ambiguous: its constraints do not determine its width; it keeps its frame's"])
        assertRect(try XCTUnwrap(doc?.pages[0].root.subviews.first?.subviews.first).frame, 8, 9, 30, 5)
    }

    func testInequalitiesAreCheckedWhereEqualitiesPlaceTheirViews() {
        let placed = """
                a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                a.widthAnchor.constraint(equalToConstant: 50).isActive = true
                a.heightAnchor.constraint(equalToConstant: 50).isActive = true

        """
        XCTAssertEqual(diagnostics(placed + "        trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 16).isActive = true"), [])
        XCTAssertEqual(diagnostics(placed + "        a.widthAnchor.constraint(lessThanOrEqualToConstant: 40).isActive = true"),
                       ["t.view:16:9: error: this constraint (NSLayoutConstraint(.width <= 40)) cannot hold with the ones that place its views: UIKit would break one of them; the layout has no solution"])
        XCTAssertEqual(diagnostics(placed + "        b.widthAnchor.constraint(greaterThanOrEqualToConstant: 4).isActive = true"),
                       ["t.view:16:9: error: this inequality (NSLayoutConstraint(.width >= 4)) is what would place its views: choosing a place within an inequality is outside the Auto Layout viewc solves; give the views equalities that place them (docs/language.md §13)"])
    }

    /// A constraint below required (priority 1 to 999) is kept where the ones above it allow,
    /// as UIKit satisfies an optional constraint it can: alone it places its view; against a
    /// required one it is left unmet, and so is an optional inequality that cannot hold.
    func testAnOptionalConstraintIsKeptWhereTheRequiredOnesAllow() {
        let v = board("""
                a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                a.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let wide = a.widthAnchor.constraint(equalToConstant: 80)
                wide.priority = UILayoutPriority(999)
                wide.isActive = true
                b.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                b.topAnchor.constraint(equalTo: a.bottomAnchor).isActive = true
                b.heightAnchor.constraint(equalToConstant: 10).isActive = true
                b.widthAnchor.constraint(equalToConstant: 50).isActive = true
                let c = b.widthAnchor.constraint(equalToConstant: 80)
                c.priority = .defaultHigh
                c.isActive = true
                let narrow = b.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
                narrow.priority = UILayoutPriority.defaultLow
                narrow.isActive = true
        """)
        XCTAssertEqual(v.count, 2)
        guard v.count == 2 else { return }
        assertRect(v[0].frame, 0, 0, 80, 10)
        assertRect(v[1].frame, 0, 10, 50, 10)
        // Read back as set; required until then.
        let notes = diagnostics("""
                let c = b.widthAnchor.constraint(equalToConstant: 80)
                let required = c.priority == 1000
                c.priority = .defaultHigh
                print(required, c.priority == 750)
        """)
        XCTAssertTrue(notes.contains { $0.hasSuffix("note: true true") }, "\(notes)")
    }

    /// A subview draw(_:) adds with constraints (a badge's tick pinned to its top-right corner)
    /// is laid out by UIKit's next layout pass, as the settled picture shows it: half the
    /// badge's side, its right edge on the badge's (200 − 100 = 100 from the left), at its top.
    func testConstraintsMadeByDrawAreLaidOutAfterIt() throws {
        let (doc, diags) = compile("""
        canvas(width: 200, height: 100) { Badge(frame: Rect(0, 0, 200, 100)) }
        class Badge: UIView {
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                let tick = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                tick.translatesAutoresizingMaskIntoConstraints = false
                addSubview(tick)
                NSLayoutConstraint.activate([
                    tick.topAnchor.constraint(equalTo: topAnchor),
                    tick.rightAnchor.constraint(equalTo: rightAnchor),
                    tick.widthAnchor.constraint(equalToConstant: frame.width / 2),
                    tick.heightAnchor.constraint(equalToConstant: frame.height / 2),
                ])
            }
        }
        """)
        XCTAssertEqual(diags.map(\.headline), [])
        let tick = try XCTUnwrap(doc?.pages[0].root.subviews.first?.subviews.first)
        assertRect(tick.frame, 200 - 200 / 2, 0, 200 / 2, 100 / 2)
    }

    /// UILayoutPriority is a Float in UIKit: a declared type, its named values where a priority
    /// is taken, arithmetic on them (`.defaultHigh + 1`, `.required - 1`) and `rawValue`. Of
    /// two optional constraints that contradict, the higher priority holds, whatever their order.
    func testAUILayoutPriorityIsANumberWithArithmetic() {
        let v = board("""
                a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                a.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let w = a.widthAnchor.constraint(equalToConstant: 50)
                w.priority = .defaultHigh + 1
                w.isActive = true
                let w2 = a.widthAnchor.constraint(equalToConstant: 80)
                w2.priority = UILayoutPriority.required - 1
                w2.isActive = true
                b.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                b.topAnchor.constraint(equalTo: a.bottomAnchor).isActive = true
                b.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let narrow = b.widthAnchor.constraint(equalToConstant: 30)
                narrow.priority = low + 10
                narrow.isActive = true
                let wide = b.widthAnchor.constraint(equalToConstant: 60)
                wide.priority = UILayoutPriority(rawValue: 200)
                wide.isActive = true
        """, members: "    var low: UILayoutPriority = .defaultLow")
        XCTAssertEqual(v.count, 2)
        guard v.count == 2 else { return }
        // a: 999 (80 wide) over 751 (50); b: 250 + 10 = 260 (30 wide) over 200 (60).
        assertRect(v[0].frame, 0, 0, 80, 10)
        assertRect(v[1].frame, 0, 10, 30, 10)
        let notes = compile(text("print(low.rawValue, UILayoutPriority.defaultHigh.rawValue + 1, UILayoutPriority.required - 1 > .defaultHigh)",
                                 members: "    var low: UILayoutPriority = .defaultLow")).1.map(\.headline)
        XCTAssertEqual(notes.filter { $0.contains("note:") }.map { $0.components(separatedBy: "note: ").last ?? "" }, ["250.0 751.0 true"])
        // The names are UILayoutPriority's, not another number type's (Swift's error).
        let wrong = diagnostics("let a = CGFloat.defaultHigh\n        let b = UILayoutPriority.pi")
        XCTAssertEqual(wrong.count, 2, "\(wrong)")
        XCTAssertTrue(wrong.allSatisfy { $0.contains("error:") && ($0.contains("'defaultHigh'") || $0.contains("'pi'")) }, "\(wrong)")
    }

    /// An optional constraint above the views' compression resistance (UIKit's 750) wins over a
    /// view's intrinsic size; one at or below it gives way to it.
    func testAnOptionalConstraintAndAnIntrinsicSize() {
        XCTAssertEqual(rowWidths(40, 60, """
                let w = a.widthAnchor.constraint(equalToConstant: 10)
                w.priority = UILayoutPriority(rawValue: 751)
                w.isActive = true
        """), [10, 200 - 10 - 10])
        XCTAssertEqual(rowWidths(40, 60, """
                let w = a.widthAnchor.constraint(equalToConstant: 10)
                w.priority = .defaultHigh
                w.isActive = true
        """), [40, 200 - 10 - 40])
    }

    func testAnchorsOfDifferentKindsAreAnError() {
        XCTAssertEqual(diagnostics("        a.leadingAnchor.constraint(equalTo: topAnchor).isActive = true"),
                       ["t.view:12:45: error: an NSLayoutXAxisAnchor (leadingAnchor) is constrained to an NSLayoutYAxisAnchor (topAnchor); UIKit's anchors of one kind take only their own kind"])
    }

    // MARK: a view controller

    func testAViewControllerIsItsViewAndItsCallsComeInUIKitsOrder() throws {
        let (doc, diags) = compile("""
            canvas(width: 320, height: 200) { Screen(frame: Rect(0, 0, 320, 200)) }
            class Screen: UIViewController {
                private let chart: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.backgroundColor = .red
                    return v
                }()
                var step: CGFloat = 0
                func mark() {
                    let m = UIView(frame: CGRect(x: step, y: 0, width: 1, height: chart.frame.width))
                    view.addSubview(m)
                    step += 1
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    view.addSubview(chart)
                    chart.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
                    chart.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16).isActive = true
                    view.rightAnchor.constraint(equalTo: chart.rightAnchor, constant: 16).isActive = true
                    chart.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.4).isActive = true
                    mark()
                }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); mark() }
                override func viewWillLayoutSubviews() { mark() }
                override func viewDidLayoutSubviews() { mark() }
                override func viewDidAppear(_ animated: Bool) { mark() }
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    mark()
                }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let view = try XCTUnwrap(doc?.pages[0].root.subviews.first)
        XCTAssertEqual(view.frame, Rect(0, 0, 320, 200))
        XCTAssertEqual(view.backgroundColor, NamedColors.table["white"])
        let chart = view.subviews[0]
        assertRect(chart.frame, 16, 16, 320 - 32, 200 * 0.4)
        // The marks in order, each as tall as the chart was wide when it was made: the layout
        // runs between viewWillLayoutSubviews and viewDidLayoutSubviews.
        let marks = view.subviews.dropFirst().map { ($0.frame.minX, $0.frame.height) }
        XCTAssertEqual(marks.map(\.0), [0, 1, 2, 3, 4])
        XCTAssertEqual(marks.map(\.1), [0, 0, 0, 320 - 32, 320 - 32])
    }

    func testAMethodCalledOnAnInstanceBeforeItIsDrawnKeepsWhatItSets() throws {
        let (doc, diags) = compile("""
            canvas(width: 320, height: 200) { Screen(frame: Rect(0, 0, 320, 200)) }
            struct Data { let width: CGFloat }
            class Bar: UIView {
                var data: Data?
                var color = UIColor.blue
                func render(data: Data) {
                    self.data = data
                    setNeedsDisplay()
                }
                override func draw(_ rect: CGRect) {
                    guard let d = data else { return }
                    color.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: d.width, height: 5))
                }
            }
            class Screen: UIViewController {
                private let bar: Bar = {
                    let b = Bar()
                    b.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
                    return b
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.render(data: Data(width: 42))
                }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let bar = try XCTUnwrap(doc?.pages[0].root.subviews.first?.subviews.first)
        let fills = ownFills(bar.content)
        XCTAssertEqual(fills.count, 1)
        assertRect(try XCTUnwrap(fills.first).bounds, 0, 0, 42, 5)
        XCTAssertEqual(fills.first?.color, NamedColors.table["blue"])
    }

    // MARK: snapshotView and the renderer's format

    func testASnapshotDrawsAsTheViewDidAndStaysApart() throws {
        let (doc, diags) = compile("""
            canvas(width: 200, height: 100) { Host(frame: Rect(0, 0, 200, 100)) }
            class Host: UIView {
                let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    card.backgroundColor = .red
                    card.layer.cornerRadius = 4
                    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
                    dot.backgroundColor = .blue
                    card.addSubview(dot)
                    addSubview(card)
                    let copy = card.snapshotView(afterScreenUpdates: false)!
                    copy.center = CGPoint(x: 150, y: 50)
                    addSubview(copy)
                    card.backgroundColor = .green
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let host = try XCTUnwrap(doc?.pages[0].root.subviews.first)
        XCTAssertEqual(host.subviews.count, 2)
        let copy = host.subviews[1]
        XCTAssertFalse(copy === host.subviews[0])
        assertRect(copy.frame, 150 - 15, 50 - 10, 30, 20)
        // As the card was when it was taken: red, rounded, with its blue dot.
        XCTAssertEqual(copy.backgroundColor, NamedColors.table["red"])
        XCTAssertEqual(copy.layer.cornerRadius, 4)
        XCTAssertEqual(copy.subviews.map(\.frame), [Rect(5, 5, 10, 10)])
        XCTAssertEqual(copy.subviews.first?.backgroundColor, NamedColors.table["blue"])
        XCTAssertEqual(host.subviews[0].backgroundColor, NamedColors.table["green"])
    }

    func testARenderersFormatSetsTheImagesScaleAndOpacity() throws {
        let (doc, diags) = compile("""
            canvas(width: 100, height: 100) { Pic(frame: Rect(0, 0, 100, 100)) }
            class Pic: UIView {
                override func draw(_ rect: CGRect) {
                    let f = UIGraphicsImageRendererFormat.default()
                    f.scale = 3
                    f.opaque = true
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: f).image { _ in }
                    let plain = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 4, height: 4), format: UIGraphicsImageRendererFormat()).image { _ in }
                    let traits = UIGraphicsImageRendererFormat(for: traitCollection)
                    image.draw(at: .zero)
                    UIColor.red.setFill()
                    UIRectFill(CGRect(x: 0, y: 50, width: image.scale, height: plain.scale))
                    UIRectFill(CGRect(x: 0, y: 60, width: traits.scale, height: traits.opaque ? 2 : 1))
                }
            }

            """)
        XCTAssertEqual(diags.map(\.headline), [])
        let pic = try XCTUnwrap(doc?.pages[0].root.subviews.first)
        guard case .image(let img, let r, _, _)? = pic.content.first else { return XCTFail("no image drawn: \(pic.content)") }
        XCTAssertEqual(img.scale, 3)
        XCTAssertEqual([img.pixelWidth, img.pixelHeight], [30, 15])
        assertRect(r, 0, 0, 10, 5)
        // Opaque: it starts black.
        guard case .fill(_, .color(let c), _, _)? = img.drawing?.commands.first else { return XCTFail("no black fill") }
        XCTAssertEqual(c, .black)
        // A new format is at the screen's scale.
        let fills = ownFills(pic.content)
        assertRect(fills[fills.count - 2].bounds, 0, 50, 3, EvalOptions().contentScaleFactor)
        assertRect(fills[fills.count - 1].bounds, 0, 60, EvalOptions().contentScaleFactor, 1)
    }
}
