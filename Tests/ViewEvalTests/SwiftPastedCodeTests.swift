// Constructs that real draw(_:) classes and StyleKits use as they are found, each run as Swift
// and UIKit run it: a file constant written below the canvas that places the class, compactMap
// of plain values, `.init(…)` where a point or rect is wanted, CGRect's and CGSize's
// `applying(_:)`, a StyleKit that leaves a state saved, a space after '@', a struct declared in
// a function, a view reading its own backgroundColor, an extension of Comparable, an
// animation's fill mode and timing names, PaintCode's extension of NSShadow, `@IBInspectable let`,
// `#function`, `#line`, `#column` and `#file`, a playground page pasted whole. Numbers are worked
// out here from Swift's rules.

import XCTest
import ViewGeometry
@testable import ViewEval
import ViewSyntax

final class SwiftPastedCodeTests: XCTestCase, SwiftMemberDrawing {
    /// Swift's globals have no order: `let barWidth = …` beside the classes, written below the
    /// canvas, is read by the class's draw(_:) — computed at that first read, from another
    /// constant also below — and keeps that value for the file's own lines after it.
    func testAFileConstantBelowTheCanvasIsReadByTheClass() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100))
            }
            let π: CGFloat = CGFloat(M_PI)
            let barWidth = π * 10
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: barWidth, height: 5))
                }
            }
            """
        guard let v = placedView(text) else { return }
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 0, 0, Double.pi * 10, 5) }
    }

    /// A playground page pasted whole: after `import PlaygroundSupport` its top-level
    /// statements are the page's script, which sets up its live view (`let v = Box(…)`,
    /// `v.backgroundColor = …`, `PlaygroundPage.current.liveView = v`, a loop that prints): the
    /// canvas is drawn instead, so none of them runs (no print's note, no unknown name), one
    /// note at the import says so. Its declarations are read as ever, and its `let`s are
    /// Swift's globals: the class reads `inset`, an Int as Swift types `4`, at its first read.
    func testAPlaygroundPagesScriptDoesNotRunAndItsLetsAreGlobals() throws {
        let text = """
            canvas(width: 100, height: 100) {
                Box(frame: Rect(0, 0, 100, 100))
            }
            import UIKit
            import PlaygroundSupport

            let inset = 4
            class Box: UIView {
                override func draw(_ rect: CGRect) {
                    UIRectFill(rect.insetBy(dx: CGFloat(inset) * 5, dy: CGFloat(inset / 3)))
                }
            }
            let v = Box(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            v.backgroundColor = .red
            for i in 0..<3 {
                print(i)
            }
            PlaygroundPage.current.liveView = v
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:5:8: note: 'import PlaygroundSupport': a playground page; its top-level statements (which set up its live view) do not run here: viewc draws the canvas"])
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertNil(v.backgroundColor)
        // dx = 4 · 5 = 20; dy = 4 / 3 = 1 in Int's division.
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first { assertRect(f.bounds, 20, 1, 60, 98) }
        // The import above the canvas: the canvas (and a document) is no script.
        let first = "import PlaygroundSupport\n" + text.replacingOccurrences(of: "import PlaygroundSupport\n", with: "")
        let w = try XCTUnwrap(placedViewIgnoringNotes(first))
        XCTAssertEqual(ownFills(w.content).map(\.bounds), [Rect(20, 1, 60, 98)])
        // Without the import the same lines are a .view file's: the script is an error there.
        XCTAssertTrue(evaluate(text.replacingOccurrences(of: "import PlaygroundSupport\n", with: "")).headlines.contains { $0.contains(": error: ") })
    }

    /// The first view a file places, its notes (a playground's) allowed.
    func placedViewIgnoringNotes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ViewNode? {
        let r = evaluate(text)
        XCTAssertEqual(r.diagnostics.filter { $0.severity != .note }.map(\.headline), [], file: file, line: line)
        return r.document?.pages.first?.root.subviews.first
    }

    /// A .view component still reads a file let only once its line has run: the rule above is
    /// Swift's, for Swift code.
    func testAComponentStillReadsAFileLetOnlyAfterItsLine() {
        let r = evaluate("""
            canvas(width: 100, height: 100) {
                Box()
            }
            view Box {
                path {
                    rect(Rect(0, 0, side, side))
                    fill(.red)
                }
            }
            let side = 10
            """)
        XCTAssertFalse(r.headlines.isEmpty)
    }

    /// `compactMap` whose closure gives a plain value: Swift promotes it to an optional, so
    /// every value is kept, in order, as `map` keeps them.
    func testCompactMapOfPlainValuesKeepsEveryValue() {
        let fills = classFills("""
            let values: [CGFloat] = [1, 2, 3]
            override func draw(_ rect: CGRect) {
                let widths = values.compactMap { $0 * 4 }
                for (i, w) in widths.enumerated() { UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10, width: w, height: 5)) }
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [4, 8, 12])
    }

    /// `.init(x:y:)` where a point is wanted and `.init(x:y:width:height:)` where a rect is:
    /// the labels name the type, as the contextual type does in Swift.
    func testInitWithALeadingDotIsTheTypeItsLabelsName() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                UIRectFill(.init(x: 3, y: 4, width: 5, height: 6))
                let p = UIBezierPath(arcCenter: .init(x: 50, y: 40), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                p.fill()
                let s: CGSize = .init(width: 7, height: 8)
                UIRectFill(CGRect(origin: .zero, size: s))
            }
            """)
        XCTAssertEqual(fills.count, 3)
        guard fills.count == 3 else { return }
        assertRect(fills[0].bounds, 3, 4, 5, 6)
        assertRect(fills[1].bounds, 40, 30, 20, 20, accuracy: 1e-6)
        assertRect(fills[2].bounds, 0, 0, 7, 8)
    }

    /// `CGRect.applying(_:)` is the smallest rect holding the four transformed corners;
    /// `CGSize.applying(_:)` transforms the size as a vector, without the translation.
    func testRectAndSizeApplyingATransform() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let t = CGAffineTransform(rotationAngle: .pi / 6).translatedBy(x: 40, y: 10)
                UIRectFill(CGRect(x: 10, y: 0, width: 30, height: 20).applying(t))
                let s = CGSize(width: 30, height: 20).applying(t)
                UIRectFill(CGRect(x: 0, y: 0, width: s.width, height: s.height))
            }
            """)
        XCTAssertEqual(fills.count, 2)
        guard fills.count == 2 else { return }
        // The transform: rotate by 30° after translating by (40, 10) (translatedBy applies first).
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        func apply(_ x: Double, _ y: Double) -> (Double, Double) {
            let (px, py) = (x + 40, y + 10)
            return (c * px - s * py, s * px + c * py)
        }
        let corners = [apply(10, 0), apply(40, 0), apply(40, 20), apply(10, 20)]
        let xs = corners.map(\.0), ys = corners.map(\.1)
        assertRect(fills[0].bounds, xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!, accuracy: 1e-9)
        assertRect(fills[1].bounds, 0, 0, c * 30 - s * 20, s * 30 + c * 20, accuracy: 1e-9)
    }

    /// A StyleKit's drawing method placed in a canvas that saves the context, translates and
    /// returns without restoring: UIKit restores the context after drawing, so the method draws
    /// translated and what the canvas draws after it is where the canvas puts it.
    func testAStyleKitLeavingAStateSavedIsRestoredAfterIt() {
        let text = """
            canvas(width: 100, height: 100) {
                Kit.drawMark(frame: Rect(0, 0, 40, 40))
                Kit.drawMark(frame: Rect(0, 0, 40, 40))
            }
            public class Kit: NSObject {
                @objc dynamic public class func drawMark(frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40)) {
                    let context = UIGraphicsGetCurrentContext()!
                    context.saveGState()
                    context.translateBy(x: 30, y: 20)
                    UIRectFill(CGRect(x: 0, y: 0, width: frame.width / 4, height: 5))
                }
            }
            """
        guard let r = root(text) else { return }
        let fills = fillsWhereTheyLand(r.content)
        XCTAssertEqual(fills.count, 2)
        // Each call starts untranslated: both fills at (30, 20), 10 wide.
        for f in fills { assertRect(f, 30, 20, 10, 5) }
    }

    /// `@ IBInspectable` (a space after '@'): Swift 5 reads it with a warning; the property is
    /// the inspectable it names.
    func testASpaceAfterTheAtSignIsAWarning() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100), side: 12)
            }
            class A: UIView {
                @ IBInspectable var side: CGFloat = 5
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: side, height: side)) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:5:6: warning: extraneous whitespace after '@' is not permitted in Swift 6; Swift 5 reads it"])
        guard let v = r.document?.pages.first?.root.subviews.first else { return XCTFail("no view") }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [12])
    }

    /// `@IBInspectable let` compiles in Swift (SwiftLint's valid_ibinspectable rule warns of it,
    /// the compiler does not): a constant no inspector can set. It keeps its value (10) and is
    /// no parameter, with a warning; the `var` beside it stays one (its placement gives 30).
    func testAnInspectableLetIsAConstantWithAWarning() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100), side: 30)
            }
            class A: UIView {
                @IBInspectable let inset: CGFloat = 10
                @IBInspectable var side: CGFloat = 5
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: inset, y: inset, width: side, height: side)) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:5:20: warning: '@IBInspectable' on a 'let' makes no parameter: a constant cannot be set, so it keeps its value"])
        guard let v = r.document?.pages.first?.root.subviews.first else { return XCTFail("no view") }
        assertRect(ownFills(v.content)[0].bounds, 10, 10, 30, 30)
        let given = evaluate(text.replacingOccurrences(of: "side: 30", with: "inset: 3")).headlines.filter { $0.contains("error") }
        XCTAssertEqual(given.count, 1)
        XCTAssertTrue(given.first?.hasPrefix("t.view:2:36: error: 'A' has no parameter 'inset'") == true, "\(given)")
    }

    /// Swift's literals of a place (The Swift Programming Language, "Literal Expression"):
    /// `#function` is the name of the declaration it is in — a method's with its argument
    /// labels (`f()`, `g(_:by:)`, `draw(_:)` also in a closure and a local's value there),
    /// `init(frame:)`, a property's name in its getter and in its initial value — and the
    /// module's name (`#fileID`'s first part, below) where no declaration holds it.
    func testFunctionNamesTheDeclarationItIsIn() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100))
            }
            class A: UIView {
                let madeIn: String
                lazy var made: String = #function
                var name: String { return #function }
                override init(frame: CGRect) {
                    madeIn = #function
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
                func f() -> String { #function }
                func g(_ x: Int, by y: Int) -> String { #function }
                override func draw(_ rect: CGRect) {
                    let local = #function
                    let inClosure = { () -> String in #function }()
                    print([madeIn, made, name, f(), g(1, by: 2), local, inClosure].joined(separator: " "))
                }
            }
            """
        XCTAssertEqual(printed(text), "init(frame:) made name f() g(_:by:) draw(_:) draw(_:)")
    }

    /// `#line` is the line of the file it is on and `#column` the column where it starts,
    /// counted from 1 in UTF-8 bytes as Swift's compiler counts them (worked out here from the
    /// text: "é" is two bytes); `#file` and `#filePath` the file's path, `#fileID`
    /// "module/file".
    func testLineColumnAndFileAreWhereTheyAreWritten() throws {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100))
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let s = "é"; print("\\(#line) \\(#column) \\(#file) \\(#filePath) \\(#fileID) \\(s)")
                }
            }
            """
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineIndex = try XCTUnwrap(lines.firstIndex { $0.contains("#line") })
        let column = try XCTUnwrap(lines[lineIndex].range(of: "#column")).lowerBound
        let bytesBefore = lines[lineIndex][..<column].utf8.count
        XCTAssertEqual(printed(text), "\(lineIndex + 1) \(bytesBefore + 1) /mem/t.view /mem/t.view t/t.view é")
    }

    /// As a parameter's default value, Swift gives `#line` and `#function` the caller's place,
    /// which a default evaluated here would not: an error at the literal says so.
    func testAPlaceLiteralAsADefaultArgumentIsAnError() {
        let errors = evaluate("""
            canvas(width: 10, height: 10) { A(frame: Rect(0, 0, 10, 10)) }
            class A: UIView {
                func log(_ s: String, line: Int = #line) {}
                override func draw(_ rect: CGRect) { log("x") }
            }
            """).headlines
        XCTAssertEqual(errors, ["t.view:3:39: error: '#line' as a default argument is the caller's place in Swift, which is not given here: pass it at the call"])
    }

    /// PaintCode's `struct LocalCache { static var … }` in a method: the struct is named from
    /// the rest of the method, and its static is one value for the compile, so the second call
    /// finds what the first stored (widths 10, then 20).
    func testAStructDeclaredInAFunctionIsNamedThere() {
        let fills = classFills("""
            func nextWidth() -> CGFloat {
                struct LocalCache {
                    static var calls: CGFloat = 0
                }
                LocalCache.calls += 1
                return LocalCache.calls * 10
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: nextWidth(), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: nextWidth(), height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [10, 20])
    }

    /// PaintCode's newer `enum LocalCache { static var image: UIImage! }` (an enum without
    /// cases, a namespace) in a method, as the struct is: its static keeps the first call's
    /// value, so the first call stores 30 and both fills are 30 wide; a static `let` of it is
    /// read (5 high).
    func testACaselessEnumDeclaredInAFunctionIsANamespace() {
        let fills = classFills("""
            func cachedWidth(_ w: CGFloat) -> CGFloat {
                enum LocalCache {
                    static var width: CGFloat!
                    static let height: CGFloat = 5
                }
                if LocalCache.width != nil { return LocalCache.width }
                LocalCache.width = w
                return LocalCache.width
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: cachedWidth(30), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: cachedWidth(70), height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.size), [Size(30, 5), Size(30, 5)])
    }

    /// A view reads back its own `backgroundColor` (UIColor?): the color its init set, and nil
    /// when nothing set it (so `?? .blue` takes blue).
    func testAViewReadsItsBackgroundColor() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 100, 100))
                B(frame: Rect(100, 0, 100, 100))
            }
            class A: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .red
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    let c = self.backgroundColor
                    UIColor.black.setFill()
                    c?.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            }
            class B: UIView {
                override func draw(_ rect: CGRect) {
                    (backgroundColor ?? .blue).setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            }
            """
        guard let r = root(text), r.subviews.count == 2 else { return XCTFail("no views") }
        XCTAssertEqual(ownFills(r.subviews[0].content).map(\.color), [NamedColors.table["red"]!])
        XCTAssertEqual(ownFills(r.subviews[1].content).map(\.color), [NamedColors.table["blue"]!])
    }

    /// `extension Comparable { func clamp(…) -> Self }`, as open-source controls write it: its
    /// `Self` is the number it is called on (250 clamped to 0…100, -5 to 0…100).
    func testAnExtensionOfComparableIsOfTheNumbers() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100))
            }
            extension Comparable {
                func clamp(lowerBound: Self, upperBound: Self) -> Self {
                    return min(max(self, lowerBound), upperBound)
                }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) {
                    let high: Double = 250
                    UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(high.clamp(lowerBound: 0, upperBound: 100)), height: 5))
                    UIRectFill(CGRect(x: 0, y: 10, width: 7 + CGFloat(-5).clamp(lowerBound: 0, upperBound: 100), height: 5))
                }
            }
            """
        guard let v = placedView(text) else { return }
        XCTAssertEqual(ownFills(v.content).map(\.bounds.width), [100, 7])
    }

    /// An animation's fill mode, timing function name and calculation mode are accepted and
    /// inert: the picture is the model values, what draw(_:) says.
    func testAnAnimationsFillModeAndTimingNamesAreInert() {
        let fills = classFills("""
            override func layoutSubviews() {
                let animation = CABasicAnimation(keyPath: "strokeEnd")
                animation.fillMode = CAMediaTimingFillMode.forwards
                animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
                animation.isRemovedOnCompletion = false
                let keyframes = CAKeyframeAnimation(keyPath: "position")
                keyframes.calculationMode = CAAnimationCalculationMode.paced
                layer.add(animation, forKey: "end")
            }
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [30])
    }

    /// PaintCode's `private extension NSShadow { convenience init(color: AnyObject!, offset:
    /// CGSize, blurRadius: CGFloat) }`, as every StyleKit with a shadow has it: the shadow made
    /// has what the init set (a parameter typed AnyObject takes the color), read back into a
    /// fill 30 + 5 wide, 20 + 4 high, in the color's red.
    func testPaintCodesShadowInitializerMakesTheShadow() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let shadow = NSShadow(color: UIColor.red, offset: CGSize(width: 3, height: 4), blurRadius: 5)
                (shadow.shadowColor as! UIColor).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 30 + shadow.shadowBlurRadius, height: 20 + shadow.shadowOffset.height))
            }
            }
            private extension NSShadow {
                convenience init(color: AnyObject!, offset: CGSize, blurRadius: CGFloat) {
                    self.init()
                    self.shadowColor = color
                    self.shadowOffset = offset
                    self.shadowBlurRadius = blurRadius
                }
            """)
        XCTAssertEqual(fills.count, 1)
        if let f = fills.first {
            assertRect(f.bounds, 0, 0, 35, 24)
            XCTAssertEqual(f.color, NamedColors.table["red"]!)
        }
    }

    /// `UIDevice.current` as UIKit documents it with battery monitoring and orientation
    /// notifications off: `batteryLevel` −1.0 (so `max(0, level)` is 0), `batteryState` and
    /// `orientation` `.unknown`, an iPhone's idiom: widths 10 + 0, 20, 30, 40.
    func testTheDeviceReportsWhatUIKitDocumentsWithMonitoringOff() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                UIDevice.current.isBatteryMonitoringEnabled = true
                let level = max(0.0, CGFloat(UIDevice.current.batteryLevel))
                UIRectFill(CGRect(x: 0, y: 0, width: 10 + level * 100, height: 5))
                if UIDevice.current.batteryState == .unknown { UIRectFill(CGRect(x: 0, y: 10, width: 20, height: 5)) }
                if UIDevice.current.orientation == .unknown { UIRectFill(CGRect(x: 0, y: 20, width: 30, height: 5)) }
                if UIDevice.current.userInterfaceIdiom == .phone { UIRectFill(CGRect(x: 0, y: 30, width: 40, height: 5)) }
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [10, 20, 30, 40])
    }

    /// UserDefaults' typed reads give what UserDefaults documents for a key holding nothing — a
    /// drawing is its app's first launch, and `set(_:forKey:)` is kept nowhere: `bool` false,
    /// `double` and `integer` 0, `string` nil; an app's Info.plist entry is nil too. Widths
    /// 0 + 20, 0 + 7, and "none".count · 10.
    func testUserDefaultsReadsGiveWhatAnAbsentKeyGives() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                let d = UserDefaults.standard
                d.set(true, forKey: "dark")
                UIRectFill(CGRect(x: 0, y: 0, width: d.double(forKey: "w") + (d.bool(forKey: "dark") ? 1 : 20), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat(UserDefaults.standard.integer(forKey: "n")) + 7, height: 5))
                let name = d.string(forKey: "name") ?? "none"
                let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "x"
                UIRectFill(CGRect(x: 0, y: 20, width: CGFloat(name.count * 10 + version.count - 1), height: 5))
            }
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [20, 7, 40])
        // `integer(forKey:)` is an Int: its text "0", and (0 + 75) / 10 divides as Ints, 7.
        let ints = classFills("""
            override func draw(_ rect: CGRect) {
                let n = UserDefaults.standard.integer(forKey: "launches")
                UIRectFill(CGRect(x: 0, y: 0, width: CGFloat("Launches: \\(n)".count), height: 5))
                UIRectFill(CGRect(x: 0, y: 10, width: CGFloat((n + 75) / 10), height: 5))
            }
            """)
        XCTAssertEqual(ints.map(\.bounds.width), [Double("Launches: 0".count), Double(75 / 10)])
    }

    /// A control that strokes its progress arc from an inspectable's didSet, outside draw(_:):
    /// UIKit has no current context there and draws nothing (Core Graphics logs an invalid
    /// context), so each call is a warning and only draw(_:)'s 30-wide fill is drawn.
    func testPaintingOutsideDrawDrawsNothingWithAWarning() {
        let text = """
            canvas(width: 200, height: 100) {
                A(frame: Rect(0, 0, 200, 100), progress: 0.5)
            }
            class A: UIView {
                @IBInspectable var progress: CGFloat = 0 { didSet { drawArc() } }
                func drawArc() {
                    UIColor.red.setStroke()
                    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50 * progress, height: 50)).stroke()
                }
                override func draw(_ rect: CGRect) {
                    UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 5))
                }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [
            "t.view:7:21: warning: 'setStroke()' sets the current context's color, and there is none outside draw(_:): it does nothing, as on iOS",
            "t.view:8:9: warning: stroke() paints into the current context, which exists while draw(_:) runs: here it draws nothing, as on iOS"])
        guard let v = r.document?.pages.first?.root.subviews.first else { return XCTFail("no view") }
        XCTAssertEqual(ownPaints(v.content).map(\.bounds.width), [30])
    }

    /// Xcode 15's `#Preview { … }` below a class, as SwiftUI-era files end (the canvas's
    /// preview, no part of the app): left out without a message, also with a name and traits
    /// and a body of statements; the class draws its one 30-wide fill.
    func testAPreviewMacroIsLeftOut() {
        let fills = classFills("""
            override func draw(_ rect: CGRect) {
                UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 5))
            }
            }
            #Preview {
                A()
            }
            #Preview("Wide", traits: .landscapeLeft) {
                let a = A(frame: .zero)
                a.backgroundColor = .red
                return a
            """)
        XCTAssertEqual(fills.map(\.bounds.width), [30])
    }
}
