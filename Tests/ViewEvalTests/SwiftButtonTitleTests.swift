// UIButton titles in Swift code, laid out as UIButton lays its title label out: the label
// sized to fit its text (UILabel.sizeThatFits, whole points up), placed in the content rect
// (the bounds inset by contentEdgeInsets) by the content alignments — centred by default —,
// then inset by titleEdgeInsets (Apple's titleEdgeInsets: "applied to the title rectangle after
// that rectangle has been sized to fit the button's text"). UIKit's defaults: a `.system`
// button's title in the tint color (systemBlue, 0 122 255), at 0.2 of its alpha when
// highlighted, systemGray (142 142 147) when disabled, in the 15-point system font; a `.custom`
// button's white, 18 points (UIFont.buttonFontSize). intrinsicContentSize: the title's size
// plus contentEdgeInsets, and 6 points above and below the title where those are zero.
//
// Sizes are measured here with the pango engine the command line injects (DejaVu Sans stands
// in for the system font), as the label tests measure theirs.

import CairoBackend
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest
@testable import ViewEval

final class SwiftButtonTitleTests: XCTestCase {
    func compile(_ text: String) -> (Document?, [Diagnostic]) {
        let ev = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
        return ev.evaluate(Parser.parse(SourceFile(path: "t.view", text: text, absolutePath: "/mem/t.view")))
    }

    /// The host view of a file whose class `Host` places buttons in `init(frame:)`.
    func host(_ initBody: String, extra: String = "", file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
        let (doc, diags) = compile(Self.wrap(initBody, extra: extra))
        XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
        return doc?.pages[0].root.subviews.first
    }

    static func wrap(_ initBody: String, extra: String = "") -> String {
        """
        canvas(width: 300, height: 200) {
            Host(frame: Rect(0, 0, 300, 200))
        }
        class Host: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
        \(initBody)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        \(extra)
        """
    }

    func errors(_ initBody: String, extra: String = "") -> [String] {
        compile(Self.wrap(initBody, extra: extra)).1.filter { $0.severity == .error }.map(\.headline)
    }

    /// UILabel.sizeThatFits of one line: the text's size rounded up to whole points.
    func fitted(_ text: String, _ font: Font) -> Size {
        let m = PangoTextLayout.shared.measure(text, font: font, width: nil, lines: 1, lineBreakMode: .byTruncatingMiddle)
        return Size(m.width.rounded(.up), m.height.rounded(.up))
    }

    /// The button's title label (its subview once laid out).
    func titleLabel(_ b: ViewNode, file: StaticString = #filePath, line: UInt = #line) throws -> ViewNode {
        try XCTUnwrap(b.subviews.first { $0.label != nil }, "no title label", file: file, line: line)
    }

    static let systemBlue = Color(r255: 0, 122, 255)
    static let system15 = Font(family: nil, size: 15), custom18 = Font(family: nil, size: 18)

    func testASystemButtonsTitleIsCentredInItsTintColorAtFifteenPoints() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 10, y: 20, width: 120, height: 40)
                b.setTitle("Go", for: .normal)
                addSubview(b)
        """))
        let b = h.subviews[0]
        let l = try titleLabel(b)
        let s = fitted("Go", Self.system15)
        assertRect(l.frame, (120 - s.width) / 2, (40 - s.height) / 2, s.width, s.height)
        XCTAssertEqual(l.label?.text, "Go")
        XCTAssertEqual(l.label?.font, Self.system15)
        XCTAssertEqual(l.label?.textColor, Self.systemBlue)
        XCTAssertEqual(l.label?.lineBreakMode, .byTruncatingMiddle)
    }

    /// A tint color set on the button (or a superview) is its system title's color.
    func testASystemTitleTakesTheTint() throws {
        let h = try XCTUnwrap(host("""
                tintColor = .systemGreen
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                b.setTitle("Go", for: .normal)
                addSubview(b)
        """))
        XCTAssertEqual(try titleLabel(h.subviews[0]).label?.textColor, NamedColors.table["systemGreen"])
    }

    func testACustomButtonsTitleIsWhiteAtEighteenPointsOrTheColorSet() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .custom)
                b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                b.setTitle("Custom", for: .normal)
                addSubview(b)
                let c = UIButton(frame: CGRect(x: 0, y: 60, width: 200, height: 50))
                c.setTitle("Red", for: .normal)
                c.setTitleColor(.red, for: .normal)
                addSubview(c)
        """))
        let l = try titleLabel(h.subviews[0])
        let s = fitted("Custom", Self.custom18)
        assertRect(l.frame, (200 - s.width) / 2, (50 - s.height) / 2, s.width, s.height)
        XCTAssertEqual(l.label?.font, Self.custom18)
        XCTAssertEqual(l.label?.textColor, Color(white: 1))
        XCTAssertEqual(try titleLabel(h.subviews[1]).label?.textColor, NamedColors.table["red"])
    }

    /// `titleLabel?.font` (and the label's other properties) are the title label's.
    func testTheTitleLabelIsALabel() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                b.setTitle("Bold", for: .normal)
                b.titleLabel?.font = UIFont.boldSystemFont(ofSize: 14)
                b.titleLabel?.numberOfLines = 2
                addSubview(b)
        """))
        let l = try titleLabel(h.subviews[0])
        let bold = Font(family: nil, size: 14, weight: .bold)
        let s = fitted("Bold", bold)
        XCTAssertEqual(l.label?.font, bold)
        XCTAssertEqual(l.label?.numberOfLines, 2)
        assertRect(l.frame, (200 - s.width) / 2, (50 - s.height) / 2, s.width, s.height)
    }

    /// The title is centred in the bounds inset by contentEdgeInsets, then its rect is inset
    /// by titleEdgeInsets (here moved 10 right by left 10 and right −10).
    func testContentAndTitleEdgeInsets() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
                b.setTitle("Inset", for: .normal)
                b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 30, bottom: 16, right: 8)
                addSubview(b)
                let c = UIButton(type: .system)
                c.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
                c.setTitle("Inset", for: .normal)
                c.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
                addSubview(c)
        """))
        let s = fitted("Inset", Self.system15)
        // Content rect: x 30 … 152 (width 122), y 4 … 44 (height 40).
        assertRect(try titleLabel(h.subviews[0]).frame, 30 + (122 - s.width) / 2, 4 + (40 - s.height) / 2, s.width, s.height)
        assertRect(try titleLabel(h.subviews[1]).frame, (160 - s.width) / 2 + 10, (60 - s.height) / 2, s.width, s.height)
    }

    /// UIControl's content alignments place the title at the content rect's edges; `.fill`
    /// gives it the whole content rect.
    func testContentAlignments() throws {
        let h = try XCTUnwrap(host("""
                let b0 = UIButton(type: .system)
                b0.frame = CGRect(x: 0, y: 0, width: 160, height: 50)
                b0.contentEdgeInsets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
                b0.setTitle("Edge", for: .normal)
                b0.contentHorizontalAlignment = .left
                b0.contentVerticalAlignment = .top
                addSubview(b0)
                let b1 = UIButton(type: .system)
                b1.frame = CGRect(x: 0, y: 60, width: 160, height: 50)
                b1.contentEdgeInsets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
                b1.setTitle("Edge", for: .normal)
                b1.contentHorizontalAlignment = .right
                b1.contentVerticalAlignment = .bottom
                addSubview(b1)
                let b2 = UIButton(type: .system)
                b2.frame = CGRect(x: 0, y: 120, width: 160, height: 50)
                b2.contentEdgeInsets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
                b2.setTitle("Edge", for: .normal)
                b2.contentHorizontalAlignment = .fill
                b2.contentVerticalAlignment = .fill
                addSubview(b2)
        """))
        let s = fitted("Edge", Self.system15)
        XCTAssertEqual(h.subviews.count, 3)
        assertRect(try titleLabel(h.subviews[0]).frame, 6, 5, s.width, s.height)
        assertRect(try titleLabel(h.subviews[1]).frame, 160 - 8 - s.width, 50 - 7 - s.height, s.width, s.height)
        assertRect(try titleLabel(h.subviews[2]).frame, 6, 5, 160 - 6 - 8, 50 - 5 - 7)
    }

    /// sizeToFit() and intrinsicContentSize: the title's size plus contentEdgeInsets; with
    /// them zero, 6 points above and below the title; titleEdgeInsets not counted. The sizes
    /// read are drawn as the frames of two plain views.
    func testSizeToFitAndIntrinsicContentSize() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 10, y: 20, width: 0, height: 0)
                b.setTitle("Fit me", for: .normal)
                b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
                b.sizeToFit()
                addSubview(b)
                let plain = UIButton(type: .system)
                plain.setTitle("Fit me", for: .normal)
                addSubview(UIView(frame: CGRect(origin: .zero, size: plain.intrinsicContentSize)))
                addSubview(UIView(frame: CGRect(origin: .zero, size: UIView().intrinsicContentSize)))
        """))
        let s = fitted("Fit me", Self.system15)
        assertRect(h.subviews[0].frame, 10, 20, s.width + 16, s.height + 8)
        assertRect(h.subviews[1].frame, 0, 0, s.width, s.height + 12)
        // UIView.noIntrinsicMetric (-1) both ways: a frame of size (-1, -1) is standardized.
        XCTAssertEqual(h.subviews[2].frame.size, Size(1, 1))
    }

    /// The title of the current state, else .normal's: a UIButton subclass's isSelected,
    /// isHighlighted and isEnabled choose it (set in its own init with self.setTitle).
    func testTheCurrentStatesTitleOfASubclass() throws {
        let (doc, diags) = compile("""
        canvas(width: 300, height: 200) {
            Toggle(frame: Rect(0, 0, 100, 40))
            Toggle(frame: Rect(0, 50, 100, 40), isSelected: true)
            Toggle(frame: Rect(0, 100, 100, 40), isHighlighted: true)
        }
        class Toggle: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.setTitle("Off", for: .normal)
                setTitle("On", for: .selected)
                setTitleColor(.black, for: .normal)
                setTitleColor(.green, for: .selected)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        XCTAssertEqual(diags.map(\.headline), [])
        let views = try XCTUnwrap(doc?.pages[0].root.subviews)
        XCTAssertEqual(try titleLabel(views[0]).label?.text, "Off")
        XCTAssertEqual(try titleLabel(views[1]).label?.text, "On")
        XCTAssertEqual(try titleLabel(views[1]).label?.textColor, NamedColors.table["green"])
        // Highlighted has no title or color of its own: .normal's.
        XCTAssertEqual(try titleLabel(views[2]).label?.text, "Off")
        XCTAssertEqual(try titleLabel(views[2]).label?.textColor, NamedColors.table["black"])
        // A custom button (a subclass's init(frame:)): 18 points.
        XCTAssertEqual(try titleLabel(views[0]).label?.font, Self.custom18)
    }

    /// A button made in code: its isSelected, isEnabled and isHighlighted choose the title
    /// and color shown (a system button disabled without a color of its own: systemGray;
    /// highlighted: its normal color at alpha 0.2), and read back.
    func testTheCurrentStateOfAButtonMadeInCode() throws {
        let h = try XCTUnwrap(host("""
                let s = UIButton(type: .custom)
                s.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                s.setTitle("Off", for: .normal)
                s.setTitle("On", for: .selected)
                s.isSelected = true
                addSubview(s)
                let d = UIButton(type: .system)
                d.frame = CGRect(x: 0, y: 50, width: 100, height: 40)
                d.setTitle("Go", for: .normal)
                d.isEnabled = false
                addSubview(d)
                let l = UIButton(type: .system)
                l.frame = CGRect(x: 0, y: 100, width: 100, height: 40)
                l.setTitle("Go", for: .normal)
                l.isHighlighted = true
                addSubview(l)
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: (s.isSelected ? 1 : 0) + (d.isEnabled ? 0 : 2) + (l.isHighlighted ? 4 : 0), height: 1)))
        """))
        XCTAssertEqual(try titleLabel(h.subviews[0]).label?.text, "On")
        XCTAssertEqual(try titleLabel(h.subviews[1]).label?.textColor, Color(r255: 142, 142, 147))
        XCTAssertEqual(try titleLabel(h.subviews[2]).label?.textColor, Self.systemBlue.withAlphaComponent(0.2))
        XCTAssertEqual(h.subviews[3].frame.width, 7)
    }

    /// title(for:), currentTitle, titleColor(for:) and currentTitleColor read back, each
    /// drawn as a width: .highlighted falls back to .normal's title; a system button's
    /// highlighted color is its normal one at alpha 0.2, its disabled one systemGray.
    func testTitlesAndColorsReadBack() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.setTitle("Go", for: .normal)
                b.setTitle("Going", for: .disabled)
                let w1 = CGFloat((b.title(for: .highlighted) ?? "").count)
                let w2 = CGFloat((b.title(for: .disabled) ?? "").count)
                let w3 = CGFloat((b.currentTitle ?? "").count)
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: w1, height: 1)))
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: w2, height: 1)))
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: w3, height: 1)))
                let hv = UIView(); hv.backgroundColor = b.titleColor(for: .highlighted); addSubview(hv)
                let dv = UIView(); dv.backgroundColor = b.titleColor(for: .disabled); addSubview(dv)
                let cv = UIView(); cv.backgroundColor = b.currentTitleColor; addSubview(cv)
                let e = UIButton(type: .system)
                e.setTitle("x", for: .normal)
                e.setTitle(nil, for: .normal)
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: e.currentTitle == nil ? 7 : 0, height: 1)))
                addSubview(e)
        """))
        XCTAssertEqual(h.subviews.map(\.frame.width).prefix(3), [2, 5, 2])
        XCTAssertEqual(h.subviews[3].backgroundColor, Self.systemBlue.withAlphaComponent(0.2))
        XCTAssertEqual(h.subviews[4].backgroundColor, Color(r255: 142, 142, 147))
        XCTAssertEqual(h.subviews[5].backgroundColor, Self.systemBlue)
        XCTAssertEqual(h.subviews[6].frame.width, 7)
        // A button whose title was taken away has no title label shown.
        XCTAssertEqual(h.subviews[7].subviews.count, 0)
    }

    /// An attributed title is preferred to the plain one and measured with its own font; its
    /// color is the run's. attributedTitle(for:) falls back to .normal's.
    func testAnAttributedTitle() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                b.setTitle("Plain", for: .normal)
                b.setAttributedTitle(NSAttributedString(string: "Rich", attributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red]), for: .normal)
                addSubview(b)
                addSubview(UIView(frame: CGRect(x: 0, y: 0, width: CGFloat((b.attributedTitle(for: .selected)?.string ?? "").count), height: 1)))
        """))
        let l = try titleLabel(h.subviews[0])
        XCTAssertEqual(l.label?.text, "Rich")
        XCTAssertEqual(l.label?.attributed?.attributes(at: 0)?.foregroundColor, NamedColors.table["red"])
        let s = fitted("Rich", Font(family: nil, size: 24))
        assertRect(l.frame, (200 - s.width) / 2, (50 - s.height) / 2, s.width, s.height)
        XCTAssertEqual(h.subviews[1].frame.width, 4)
    }

    /// setImage(_:for:): the image (docs/examples/photo.png as `@2x`, 48 × 32 points) left of
    /// the title, the two centred as one across the content rect and each down it; a system
    /// button draws it as a template in its tint, a custom one as it is. intrinsicContentSize:
    /// the image's width and the title's, the taller of the image and the padded title.
    func testAnImageLeftOfTheTitle() throws {
        let dir = temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        let photo = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/examples/photo.png").standardizedFileURL)
        try photo.write(to: URL(fileURLWithPath: dir + "/art/pic@2x.png"))
        let c = compileText(Self.wrap("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
                b.setImage(UIImage(named: "pic@2x"), for: .normal)
                b.setTitle("Play", for: .normal)
                addSubview(b)
                let o = UIButton(type: .custom)
                o.setImage(UIImage(named: "pic@2x"), for: .normal)
                o.setTitle("Play", for: .normal)
                o.sizeToFit()
                addSubview(o)
        """), path: "art/v.view", directory: dir, root: dir + "/art")
        XCTAssertEqual(c.errors, [])
        let h = try XCTUnwrap(c.root.subviews.first)
        let b = h.subviews[0]
        let s = fitted("Play", Self.system15)
        let x = (200 - (48 + s.width)) / 2
        let image = try XCTUnwrap(b.subviews.first { $0.isImageView })
        assertRect(image.frame, x, (60 - 32) / 2, 48, 32)
        XCTAssertEqual(image.imageRenderingMode, "alwaysTemplate")
        assertRect(try titleLabel(b).frame, x + 48, (60 - s.height) / 2, s.width, s.height)
        let o = h.subviews[1]
        let t = fitted("Play", Self.custom18)
        XCTAssertEqual(o.frame.size, Size(48 + t.width, max(32, t.height + 12)))
        XCTAssertEqual(try XCTUnwrap(o.subviews.first { $0.isImageView }).imageRenderingMode, "automatic")
    }

    /// A button without a title has no title label among its subviews: it draws no text.
    func testAButtonWithoutATitleHasNoTitleLabel() throws {
        let h = try XCTUnwrap(host("""
                let b = UIButton(type: .system)
                b.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                b.titleLabel?.font = UIFont.systemFont(ofSize: 30)
                addSubview(b)
        """))
        XCTAssertEqual(h.subviews[0].subviews.count, 0)
    }

    func testErrors() {
        XCTAssertEqual(errors("""
                let b = UIButton(type: .system)
                b.setTitle("Go", for: .focused)
        """), ["t.view:8:31: error: a button's title for the state '.focused' is outside the supported Swift subset: titles are set for .normal, .highlighted, .selected and .disabled"])
        XCTAssertEqual(errors("""
                let l = UILabel()
                l.setTitle("Go", for: .normal)
        """), ["t.view:8:9: error: 'setTitle(_:for:)' is a UIButton's; this view is a UILabel"])
        XCTAssertEqual(errors("""
                let v = UIView()
                v.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        """), ["t.view:8:9: error: 'contentEdgeInsets' is a UIButton's; this view is a UIView"])
        XCTAssertEqual(errors("""
                let b = UIButton(type: .system)
                b.contentHorizontalAlignment = .middle
        """).first?.hasPrefix("t.view:8:40: error: unknown 'contentHorizontalAlignment' '.middle'"), true)
    }
}

extension SwiftButtonTitleTests {
    /// A UIButton subclass sets its insets in part (`titleEdgeInsets.left = 8`) as UIKit's
    /// struct properties are set: the other edges stay as they were.
    func testAButtonsInsetsAreSetInPart() {
        let text = """
            canvas(width: 40, height: 40) { B(frame: Rect(0, 0, 40, 40)) }
            class B: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                    titleEdgeInsets.left = 8
                    contentEdgeInsets.right += 6
                    print(titleEdgeInsets.left, titleEdgeInsets.top, contentEdgeInsets.left, contentEdgeInsets.right)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        XCTAssertEqual(r.diagnostics.first { $0.severity == .note }?.message, "\(CGFloat(8)) \(CGFloat(0)) \(CGFloat(2)) \(CGFloat(4 + 6))")
    }
}
