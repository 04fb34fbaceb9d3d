// What the preview page is sent, checked against UIKit's numbers computed here: outlines of
// rotated and scrolled views (their transformed bounds in canvas space), hit testing identical
// to `viewc hit`, the inspector's controls for every kind of value, -D text made from control
// values, diagnostics with their place and caret, taps, served files and shell quoting.

import Foundation
import ViewcPreview
import ViewEval
import XCTest

final class PreviewModelTests: XCTestCase {
    static let source = """
        @inspectable angle = 30.0
        @inspectable tint = #ff8000
        @inspectable shown = true
        @inspectable title = "Hi"
        @inspectable mode = .scaleAspectFit
        let area = Rect(0, 0, 10, 10)

        canvas(width: 200, height: 160) {
            backgroundColor: white
            view {
                bounds: Rect(5, 5, 80, 40)
                center: Point(100, 80)
                transform: rotate(angle * .pi / 180)
                backgroundColor: tint
                accessibilityIdentifier: "card"
                view { frame: Rect(10, 5, 20, 10); backgroundColor: .black; accessibilityIdentifier: "badge" }
            }
            view { frame: Rect(150, 10, 40, 40); isHidden: !shown; backgroundColor: .blue }
        }
        """

    func compile(_ text: String = source, defines: [(String, String)] = []) throws -> (PreviewCompile, String) {
        let dir = makeTempFolder(self)
        let file = dir + "/scene.view"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        var o = EvalOptions()
        o.defines = defines.map { (name: $0.0, value: $0.1) }
        return (PreviewModel.compile(file: file, options: o), file)
    }

    /// UIKit: a point of a view's bounds lands in its superview at
    /// center + R(θ)·(p − bounds.mid), with R(θ) = [cos −sin; sin cos] applied to (x, y).
    func toSuper(_ p: (Double, Double), center: (Double, Double), mid: (Double, Double), angle: Double) -> (Double, Double) {
        let dx = p.0 - mid.0, dy = p.1 - mid.1
        return (center.0 + dx * cos(angle) - dy * sin(angle), center.1 + dx * sin(angle) + dy * cos(angle))
    }

    func assertPoints(_ got: [Double], _ want: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, want.count * 2, file: file, line: line)
        for (i, w) in want.enumerated() {
            XCTAssertEqual(got[2 * i], w.0, accuracy: 1e-9, "x of corner \(i)", file: file, line: line)
            XCTAssertEqual(got[2 * i + 1], w.1, accuracy: 1e-9, "y of corner \(i)", file: file, line: line)
        }
    }

    func testOutlinesAreTheTransformedBoundsInCanvasSpace() throws {
        let (c, _) = try compile()
        XCTAssertTrue(c.render.ok)
        let tree = try XCTUnwrap(c.render.tree)
        XCTAssertEqual(tree.map(\.id), ["0", "0.0", "0.0.0", "0.1"])
        XCTAssertEqual(tree.map(\.depth), [0, 1, 2, 1])
        let θ = 30 * Double.pi / 180
        // The card: bounds (5, 5, 80, 40), its midpoint (45, 25) sits at the center (100, 80).
        let card = [(5.0, 5.0), (85, 5), (85, 45), (5, 45)].map { toSuper($0, center: (100, 80), mid: (45, 25), angle: θ) }
        assertPoints(tree[1].outline, card)
        // The badge: frame (10, 5, 20, 10) in the card's bounds space, so its corners are card
        // points (10…30, 5…15), then the card's rotation about its center.
        let badge = [(10.0, 5.0), (30, 5), (30, 15), (10, 15)].map { toSuper($0, center: (100, 80), mid: (45, 25), angle: θ) }
        assertPoints(tree[2].outline, badge)
        // The frame box of the rotated card: the bounding box of its outline, in the canvas.
        let xs = card.map(\.0), ys = card.map(\.1)
        assertPoints(tree[1].frameInCanvas, [(xs.min()!, ys.min()!), (xs.max()!, ys.min()!), (xs.max()!, ys.max()!), (xs.min()!, ys.max()!)])
        // The root's outline is the canvas.
        assertPoints(tree[0].outline, [(0, 0), (200, 0), (200, 160), (0, 160)])
        // Each row carries the `dump tree` text of its view.
        let dump = try runViewc(["dump", "tree", (try compile().1)])
        let dumpLines = dump.out.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "|", with: "").trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(tree.map { $0.description + " @" + $0.at }, dumpLines)
    }

    func testHitTestingIsViewcHit() throws {
        let (c, file) = try compile()
        // Points inside the badge, inside the card only, on the canvas only, and outside.
        let θ = 30 * Double.pi / 180
        let inBadge = toSuper((20, 10), center: (100, 80), mid: (45, 25), angle: θ)
        let inCard = toSuper((70, 35), center: (100, 80), mid: (45, 25), angle: θ)
        for (p, chain) in [(inBadge, ["0.0.0", "0.0", "0"]), (inCard, ["0.0", "0"]), ((10.0, 150.0), ["0"]), ((170.0, 30.0), ["0.1", "0"]), ((300.0, 10.0), [])] {
            let h = c.hit(x: p.0, y: p.1)
            XCTAssertEqual(h.chain, chain, "at \(p)")
            let cli = try runViewc(["hit", file, "\(p.0),\(p.1)"])
            XCTAssertEqual(cli.status, 0)
            if chain.isEmpty { XCTAssertTrue(cli.out.hasPrefix("no view at")); XCTAssertEqual(h.lines, []) }
            else { XCTAssertEqual(h.lines.joined(separator: "\n") + "\n", cli.out, "at \(p)") }
        }
        // A hidden view is skipped, as UIKit skips it.
        let (hidden, _) = try compile(defines: [("shown", "false")])
        XCTAssertEqual(hidden.hit(x: 170, y: 30).chain, ["0"])
    }

    /// Two instances of one component, the first passing its own level.
    static let twoBars = """
        canvas(width: 200, height: 100) {
            Bar(frame: Rect(0, 0, 100, 100), level: 0.25)
            Bar(frame: Rect(100, 0, 100, 100))
        }
        view Bar {
            @inspectable level = 0.5
            path { rect(Rect(0, 0, bounds.width * level, 10)); fill(.red) }
        }
        """

    /// The width of the red bar each placed Bar draws: 100 × its level.
    func barWidths(_ c: PreviewCompile) throws -> [Double] {
        let root = try XCTUnwrap(c.document?.pages.first?.root)
        return try root.subviews.map { v in
            let width = v.content.lazy.compactMap { c -> Double? in if case .fill(let p, _, _, _) = c { return p.controlPointBounds.width }; return nil }.first
            return try XCTUnwrap(width)
        }
    }

    /// Interface Builder's inspector shows and sets the selected instance's own values: each
    /// placed instance's row carries controls named by where it is written, showing what it
    /// passes (0.25) or the default (0.5), and a value set there changes that instance alone,
    /// even over the value it passes.
    func testASelectedInstanceHasItsOwnControls() throws {
        let (c, _) = try compile(Self.twoBars)
        let tree = try XCTUnwrap(c.render.tree)
        XCTAssertEqual(tree.map(\.id), ["0", "0.0", "0.1"])
        XCTAssertEqual(tree.map(\.instance), [nil, "Bar@2:5", "Bar@3:5"])
        XCTAssertEqual(tree[1].params?.map(\.name), ["Bar@2:5.level"])
        XCTAssertEqual(tree[1].params?.first?.value, .number(0.25))
        XCTAssertEqual(tree[1].params?.first?.defaultText, "0.25")
        XCTAssertEqual(tree[2].params?.first?.value, .number(0.5))
        XCTAssertEqual(try barWidths(c), [100 * 0.25, 100 * 0.5])

        let (set, _) = try compile(Self.twoBars, defines: [("Bar@2:5.level", "0.75")])
        XCTAssertEqual(set.render.diagnostics.map(\.headline), [])
        let row = try XCTUnwrap(set.render.tree?[1].params?.first)
        XCTAssertEqual(row.value, .number(0.75))
        XCTAssertTrue(row.isSet)
        XCTAssertEqual(set.render.tree?[2].params?.first?.isSet, false)
        XCTAssertEqual(try barWidths(set), [100 * 0.75, 100 * 0.5])
        // The component's own default, set with -D Bar.level, is what the second instance shows.
        let (both, _) = try compile(Self.twoBars, defines: [("Bar.level", "0.1"), ("Bar@2:5.level", "0.75")])
        XCTAssertEqual(try barWidths(both), [100 * 0.75, 100 * 0.1])
        XCTAssertEqual(both.render.tree?[2].params?.first?.value, .number(0.1))
    }

    /// A value for an instance no longer written there (the file was edited) sets nothing and
    /// says so as a warning; one of the wrong type is an error at the instance it names.
    func testAnInstanceValueNamingNoInstanceWarns() throws {
        let (moved, _) = try compile(Self.twoBars, defines: [("Bar@9:5.level", "0.75")])
        XCTAssertTrue(moved.render.ok)
        XCTAssertEqual(moved.render.diagnostics.map(\.severity), ["warning"])
        XCTAssertTrue(moved.render.diagnostics.first?.message.hasPrefix("-D Bar@9:5.level: no instance of 'Bar'") == true,
                      moved.render.diagnostics.first?.message ?? "")
        XCTAssertEqual(try barWidths(moved), [100 * 0.25, 100 * 0.5])
        let (wrong, _) = try compile(Self.twoBars, defines: [("Bar@2:5.level", "true")])
        XCTAssertFalse(wrong.render.ok)
        XCTAssertTrue(wrong.render.diagnostics.first?.headline.hasSuffix("error: -D Bar@2:5.level=true: 'Bar@2:5.level' is a Number (the type of its default), not a Bool") == true,
                      wrong.render.diagnostics.first?.headline ?? "")
        XCTAssertTrue(wrong.render.diagnostics.first?.headline.contains(":2:5: error:") == true,
                      wrong.render.diagnostics.first?.headline ?? "")
    }

    /// A class's instance shows the value it has once made (its own init's, init(frame:)'s),
    /// and a value set for it is set once its init has run, as Interface Builder sets
    /// inspectables after init(coder:): each bar then 100 × the value set.
    func testAClassInstanceShowsAndTakesItsValueAfterItsInit() throws {
        let text = """
            canvas(width: 200, height: 100) {
                Meter(level: 0.3)
                Gauge(frame: Rect(100, 0, 100, 100))
            }
            class Meter: UIView {
                @IBInspectable var level: CGFloat = 0.5
                init(level: CGFloat) { self.level = level; super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: 10)) }
            }
            class Gauge: UIView {
                @IBInspectable var level: CGFloat = 0.5
                override init(frame: CGRect) { super.init(frame: frame); level = 0.25 }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: 10)) }
            }
            """
        let (c, _) = try compile(text)
        XCTAssertEqual(c.render.diagnostics.map(\.headline), [])
        XCTAssertEqual(c.render.tree?.compactMap { $0.params?.first?.value }, [.number(0.3), .number(0.25)])
        XCTAssertEqual(try barWidths(c), [100 * 0.3, 100 * 0.25])
        let (set, _) = try compile(text, defines: [("Meter@2:5.level", "0.9"), ("Gauge@3:5.level", "0.8")])
        XCTAssertEqual(set.render.diagnostics.map(\.headline), [])
        XCTAssertEqual(try barWidths(set), [100 * 0.9, 100 * 0.8])
        XCTAssertEqual(set.render.tree?.compactMap { $0.params?.first?.value }, [.number(0.9), .number(0.8)])
    }

    /// A value for an instance that cannot name a parameter is an error saying why: its form,
    /// its component or its parameter; an Int given a value past Int's range is one too.
    func testAnInstanceValueThatNamesNoParameterIsAnError() throws {
        for (name, message) in [
            ("Bar@2:5.nope", "-D Bar@2:5.nope: 'Bar' has no inspectable 'nope'; it has level"),
            ("Nope@2:5.level", "-D Nope@2:5.level: no component or class named 'Nope'"),
            ("@", "-D @: an instance's parameter is named Component@line:column.parameter (-D 'Gauge@12:5.value=0.8')"),
            ("Bar@level", "-D Bar@level: an instance's parameter is named Component@line:column.parameter (-D 'Gauge@12:5.value=0.8')"),
        ] {
            let (c, _) = try compile(Self.twoBars, defines: [(name, "1")])
            XCTAssertFalse(c.render.ok, name)
            XCTAssertEqual(c.render.diagnostics.first?.message, message)
        }
        let counter = "canvas(width: 10, height: 10) { Counter(frame: Rect(0, 0, 10, 10)) }\nclass Counter: UIView {\n    @IBInspectable var rank: Int = 1\n}\n"
        let (big, _) = try compile(counter, defines: [("Counter.rank", "1e300")])
        XCTAssertEqual(big.render.diagnostics.first?.message, "-D Counter.rank=1e300: 'rank' of 'Counter' is an Int, and 1e+300 does not fit in one")
    }

    /// A Swift class's enum-typed @IBInspectable is a menu of the enum's cases, in order, and
    /// its control state (UIButton's isSelected) a toggle.
    func testASwiftClassesEnumPropertyIsAMenuOfItsCases() throws {
        let text = """
        canvas(width: 50, height: 50) { Knob(frame: Rect(0, 0, 50, 50)) }
        class Knob: UIButton {
            enum Size { case small, medium, large }
            @IBInspectable var size: Size = .medium
            override func draw(_ rect: CGRect) { UIRectFill(bounds) }
        }
        """
        let (c, _) = try compile(text, defines: [("Knob.size", ".large")])
        let params = try XCTUnwrap(c.render.params)
        let byName = Dictionary(uniqueKeysWithValues: params.map { ($0.name, $0) })
        XCTAssertEqual(byName["Knob.size"]?.control, "menu")
        XCTAssertEqual(byName["Knob.size"]?.choices, ["small", "medium", "large"])
        XCTAssertEqual(byName["Knob.size"]?.value, .string("large"))
        XCTAssertEqual(byName["Knob.isSelected"]?.control, "bool")
        XCTAssertEqual(byName["Knob.isSelected"]?.value, .bool(false))
    }

    func testEveryParameterBecomesAControl() throws {
        let (c, _) = try compile(defines: [("tint", "#00ff00"), ("angle", "45")])
        let params = try XCTUnwrap(c.render.params)
        let byName = Dictionary(uniqueKeysWithValues: params.map { ($0.name, $0) })
        XCTAssertEqual(params.map(\.name), ["angle", "tint", "shown", "title", "mode", "area"])
        let angle = byName["angle"]!
        XCTAssertEqual(angle.control, "number")
        XCTAssertEqual(angle.value, .number(45))
        XCTAssertTrue(angle.isSet)
        XCTAssertEqual(angle.min, 0); XCTAssertEqual(angle.max, 60); XCTAssertEqual(angle.step, 1)
        XCTAssertEqual(byName["tint"]!.control, "color")
        XCTAssertEqual(byName["tint"]!.value, .string("#00ff00"))
        XCTAssertEqual(byName["shown"]!.control, "bool")
        XCTAssertEqual(byName["shown"]!.value, .bool(true))
        XCTAssertFalse(byName["shown"]!.isSet)
        XCTAssertEqual(byName["title"]!.control, "string")
        XCTAssertEqual(byName["title"]!.value, .string("Hi"))
        let mode = byName["mode"]!
        XCTAssertEqual(mode.control, "menu")
        XCTAssertEqual(mode.value, .string("scaleAspectFit"))
        XCTAssertEqual(mode.choices, ContentMode.allCases.map(\.rawValue))
        XCTAssertEqual(byName["area"]!.control, "expression")
        XCTAssertEqual(byName["area"]!.value, .string("Rect(0, 0, 10, 10)"))
        XCTAssertFalse(byName["area"]!.isInspectable)
        XCTAssertEqual(c.render.defines, ["tint=#00ff00", "angle=45"])
        XCTAssertEqual(c.render.flags, "-D tint=#00ff00 -D angle=45")
    }

    func testControlValuesBecomeDefineText() throws {
        XCTAssertEqual(PreviewModel.defineText(type: "Number", value: .number(2.5)), "2.5")
        XCTAssertEqual(PreviewModel.defineText(type: "Number", value: .string(" -3 ")), "-3")
        XCTAssertNil(PreviewModel.defineText(type: "Number", value: .string("abc")))
        XCTAssertNil(PreviewModel.defineText(type: "Number", value: .number(.infinity)))
        XCTAssertEqual(PreviewModel.defineText(type: "Bool", value: .bool(false)), "false")
        XCTAssertNil(PreviewModel.defineText(type: "Bool", value: .string("false; x")))
        XCTAssertEqual(PreviewModel.defineText(type: "String", value: .string("say \"hi\"\n")), #""say \"hi\"\n""#)
        XCTAssertEqual(PreviewModel.defineText(type: "Color", value: .string("#A0B0C0")), "#a0b0c0")
        XCTAssertEqual(PreviewModel.defineText(type: "Color", value: .string("#a0b0c080")), "#a0b0c080")
        XCTAssertNil(PreviewModel.defineText(type: "Color", value: .string("red")))
        XCTAssertEqual(PreviewModel.defineText(type: "Symbol", value: .string("center")), ".center")
        XCTAssertNil(PreviewModel.defineText(type: "Symbol", value: .string("center)")))
        XCTAssertEqual(PreviewModel.defineText(type: "Rect", value: .string("Rect(1, 2, 3, 4)")), "Rect(1, 2, 3, 4)")
        XCTAssertNil(PreviewModel.defineText(type: "Rect", value: .string("  ")))
        // A string with quotes and a newline reaches the drawing as typed.
        let text = PreviewModel.defineText(type: "String", value: .string("a \"b\"\nc"))!
        let (c, _) = try compile(defines: [("title", text)])
        XCTAssertEqual(c.render.params?.first { $0.name == "title" }?.value, .string(#"a "b""# + "\nc"))
    }

    func testErrorsCarryTheirPlaceAndCaret() throws {
        let (c, file) = try compile(Self.source.replacingOccurrences(of: "backgroundColor: tint", with: "backgroundColor: tnt"))
        XCTAssertFalse(c.render.ok)
        XCTAssertNil(c.render.svg)
        XCTAssertNil(c.document)
        let d = try XCTUnwrap(c.render.diagnostics.first)
        XCTAssertEqual(d.severity, "error")
        XCTAssertEqual(d.file, file)
        XCTAssertEqual(d.line, 14)
        XCTAssertEqual(d.column, 26)
        XCTAssertTrue(d.headline.hasPrefix("\(file):14:26: error: "), d.headline)
        XCTAssertTrue(d.rendered.contains("        backgroundColor: tnt\n" + String(repeating: " ", count: 25) + "^~~\n"), d.rendered)
        // A -D of the wrong type is an error too, and says so.
        let (bad, _) = try compile(defines: [("angle", "\"wide\"")])
        XCTAssertFalse(bad.render.ok)
        XCTAssertTrue(bad.render.diagnostics[0].message.contains("-D angle="), bad.render.diagnostics[0].message)
        // A file that is gone is a failure without a place.
        let gone = PreviewModel.compile(file: "/nonexistent/x.view", options: EvalOptions())
        XCTAssertFalse(gone.render.ok)
        XCTAssertEqual(gone.render.diagnostics[0].headline, "viewc: error: no such file: /nonexistent/x.view")
    }

    func testSliderRanges() {
        XCTAssertTrue(PreviewModel.controlsForTesting(default: 0.8) == (0, 1.6, 0.008))
        XCTAssertTrue(PreviewModel.controlsForTesting(default: -2) == (-4, 0, 1))
        XCTAssertTrue(PreviewModel.controlsForTesting(default: 0) == (-1, 1, 0.01))
        XCTAssertTrue(PreviewModel.controlsForTesting(default: 2.5) == (0, 5, 0.025))
    }

    func testSymbolMenus() {
        XCTAssertEqual(PreviewModel.choicesForTesting("round"), ["butt", "round", "square", "miter", "bevel"].filter {
            PreviewModel.choicesForTesting("butt").contains($0) || PreviewModel.choicesForTesting("miter").contains($0)
        })
        XCTAssertTrue(PreviewModel.choicesForTesting("center").contains("scaleAspectFill"), "center is a content mode")
        XCTAssertTrue(PreviewModel.choicesForTesting("center").contains("natural"), "center is a text alignment")
        XCTAssertEqual(PreviewModel.choicesForTesting("notASymbolAnyFamilyHas"), [])
    }

    func testTaps() {
        func ev(_ phase: String, _ x: Double, _ y: Double, id: Int = 1, sx: Double? = nil, sy: Double? = nil) -> PointerEvent {
            PointerEvent(phase: phase, id: id, x: x, y: y, sx: sx ?? x, sy: sy ?? y, t: 0)
        }
        var t = TapRecognizer()
        XCTAssertNil(t.handle(ev("down", 10, 20)))
        XCTAssertNil(t.handle(ev("move", 14, 26)))
        // Reported where the touch began, as UIKit hit-tests at touchesBegan.
        XCTAssertTrue(t.handle(ev("up", 14, 26))! == (10, 20))
        // Moving more than 10 screen pixels is a drag, not a tap, even if it comes back.
        XCTAssertNil(t.handle(ev("down", 10, 20)))
        XCTAssertNil(t.handle(ev("move", 10, 20, sx: 30, sy: 20)))
        XCTAssertNil(t.handle(ev("up", 10, 20)))
        // Panning moves the canvas with the finger: same canvas point, far on screen: no tap.
        XCTAssertNil(t.handle(ev("down", 10, 20, sx: 100, sy: 100)))
        XCTAssertNil(t.handle(ev("up", 10, 20, sx: 160, sy: 100)))
        // A second finger (a pinch) fails the tap; so does a cancel.
        XCTAssertNil(t.handle(ev("down", 10, 20, id: 1)))
        XCTAssertNil(t.handle(ev("down", 50, 20, id: 2)))
        XCTAssertNil(t.handle(ev("up", 50, 20, id: 2)))
        XCTAssertNil(t.handle(ev("up", 10, 20, id: 1)))
        XCTAssertNil(t.handle(ev("down", 10, 20)))
        XCTAssertNil(t.handle(ev("cancel", 10, 20)))
        // And the next plain tap works again.
        XCTAssertNil(t.handle(ev("down", 3, 4)))
        XCTAssertTrue(t.handle(ev("up", 3, 4))! == (3, 4))
        // Nonsense numbers are ignored.
        XCTAssertNil(t.handle(ev("down", .nan, 4)))
    }

    func testServedFilesStayInTheFolderAndTheInputs() throws {
        let dir = makeTempFolder(self)
        let outside = makeTempFolder(self)
        try "secret".write(toFile: outside + "/secret.txt", atomically: true, encoding: .utf8)
        try "a".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        try "b".write(toFile: dir + "/notread.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/img", withIntermediateDirectories: true)
        try "png".write(toFile: dir + "/img/p q.png", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: outside + "/secret.txt")
        let allowed = [dir + "/a.view", dir + "/img/p q.png", dir + "/link.txt", outside + "/secret.txt"]
        XCTAssertEqual(ServedFiles.resolve("a.view", folder: dir, allowed: allowed), dir + "/a.view")
        XCTAssertEqual(ServedFiles.resolve("img/p%20q.png", folder: dir, allowed: allowed), dir + "/img/p q.png")
        for bad in ["../" + URL(fileURLWithPath: outside).lastPathComponent + "/secret.txt", "%2e%2e/x", "..%2fx", "img/../a.view",
                    "./a.view", "img//p%20q.png", "%2Fetc%2Fpasswd", "/etc/passwd", outside + "/secret.txt", "a.view%00",
                    "link.txt", "notread.txt", "img", "img/", "", "%", "..\\a.view"] {
            XCTAssertNil(ServedFiles.resolve(bad, folder: dir, allowed: allowed), "served \(bad)")
        }
    }

    func testPercentDecodingIsFoundations() {
        for s in ["", "a", "p%20q.png", "%2e%2e/x", "%2F", "%2f", "%", "%2", "%zz", "a%", "%41%42", "%C3%A7.svg", "%C3", "%FF",
                  "%00", "%e2%82%ac", "100%25", "%%", "%2g", "ç", "+", "a+b%2Bc"] {
            XCTAssertEqual(ServedFiles.percentDecoded(s), s.removingPercentEncoding, s)
        }
    }

    func testShellQuoting() {
        XCTAssertEqual(PreviewModel.shellQuote("angle=45"), "angle=45")
        XCTAssertEqual(PreviewModel.shellQuote("c=#ff0000"), "c=#ff0000")
        XCTAssertEqual(PreviewModel.shellQuote("#c"), "'#c'", "a word that starts with # is a comment")
        XCTAssertEqual(PreviewModel.shellQuote(#"t="it's""#), #"'t="it'\''s"'"#)
        XCTAssertEqual(PreviewModel.shellQuote("r=Rect(0, 0, 1, 1)"), "'r=Rect(0, 0, 1, 1)'")
    }
}
