// Every ambient name and method (Kinds/Ambient.swift) is a row of the table and a row of
// docs/language.md §3.4, and each does what its row says: known, with its type, where the
// row says, and an error where it is not known.

import CairoBackend
import Foundation
@testable import ViewEval
import ViewGeometry
import ViewSyntax
import XCTest

final class AmbientNameTests: XCTestCase {
    /// The rows of the table in docs/language.md §3.4 that starts with `header`: its cells, the
    /// backquotes and a method's `(…)` taken off the first.
    func documented(_ header: String) throws -> [[String]] {
        let markdown = try String(contentsOfFile: packageRoot + "/docs/language.md", encoding: .utf8)
        let lines = markdown.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: header), "docs/language.md lost its table '\(header)'")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            var cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            cells[0] = String(cells[0].dropFirst().prefix { $0 != "`" && $0 != "(" })
            return cells
        }
    }

    static let namesHeader = "| Name | Type | Known in |"
    static let methodsHeader = "| Method | Called in |"

    func testTheDocumentedNamesAndMethodsAreTheTablesRows() throws {
        let names = try documented(Self.namesHeader).map { $0[0] }
        let methods = try documented(Self.methodsHeader).map { $0[0] }
        XCTAssertEqual(Set(names + methods).count, names.count + methods.count, "a name documented twice")
        XCTAssertEqual(Set(names), Set(Ambients.table.filter { !$0.place.isMethod }.map(\.name)),
                       "docs/language.md §3.4's names and Kinds/Ambient.swift's rows differ")
        XCTAssertEqual(Set(methods), Set(Ambients.table.filter { $0.place.isMethod }.map(\.name)),
                       "docs/language.md §3.4's methods and Kinds/Ambient.swift's rows differ")
        for a in Ambients.table {
            XCTAssertEqual(Ambients.index[a.name].map { Ambients.table[Int($0)].name }, a.name)
            XCTAssertEqual(a.type == nil, a.place.isMethod, "'\(a.name)': a name has a type, a method none")
        }
    }

    /// A file reading `expr` where the documented place `where` says, and one reading it
    /// somewhere that place is not.
    static func files(reading expr: String, in place: String) -> (known: String, unknown: String)? {
        switch place {
        case "a view's body and a Swift class's code":
            return (inCanvas("    let v = \(expr)"), "let v = \(expr)\n" + inCanvas(""))
        case "a page's body":
            return ("document {\n    page(size: .a4) {\n        let v = \(expr)\n    }\n}\n", inCanvas("    let v = \(expr)"))
        case "a Swift class's code":
            return (inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + "class Tile: UIView {\n    override func draw(_ rect: CGRect) {\n        let v = \(expr)\n    }\n}\n",
                    inCanvas("    let v = \(expr)"))
        case "a view controller's code":
            return (inCanvas("    Screen(frame: Rect(0, 0, 10, 10))") + "class Screen: UIViewController {\n    override func viewDidLoad() {\n        let v = \(expr)\n        let w = self.\(expr)\n    }\n}\n",
                    inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + "class Tile: UIView {\n    override func draw(_ rect: CGRect) {\n        let v = \(expr)\n    }\n}\n")
        case "a path block":
            return (inCanvas("    path {\n        move(to: Point(1, 2))\n        line(to: Point(3, 4))\n        let v = \(expr)\n        fill(red)\n    }"),
                    inCanvas("    let v = \(expr)"))
        default:
            return nil
        }
    }

    func testEachNameIsKnownWithItsTypeWhereDocumentedAndNowhereElse() throws {
        for row in try documented(Self.namesHeader) {
            let (name, type, place) = (row[0], row[1], row[2])
            guard let f = Self.files(reading: name, in: place) else { XCTFail("'\(name)': no test for the place '\(place)'"); continue }
            XCTAssertEqual(evaluate(f.known).headlines, [], "'\(name)' in \(place)")
            XCTAssertNotEqual(evaluate(f.unknown).headlines, [], "'\(name)' outside \(place)")
            // Its type, as an operator's message names it.
            let typed = try XCTUnwrap(Self.files(reading: "\(name) + true", in: place)).known
            XCTAssertEqual(evaluate(typed).diagnostics.first?.message, "cannot add \(type) and Bool", "'\(name)' is a \(type)")
        }
    }

    func testViewNamesAreReadThroughSelfInAClass() throws {
        for row in try documented(Self.namesHeader) where row[2] == "a view's body and a Swift class's code" {
            let text = inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                    override func draw(_ rect: CGRect) {
                        let a = \(row[0])
                        let b = self.\(row[0])
                    }
                }

                """
            XCTAssertEqual(evaluate(text).headlines, [], "'\(row[0])' in a class")
        }
    }

    /// A call of each method, with arguments it takes.
    static let calls = ["sizeToFit": "sizeToFit()"]

    func testEachMethodIsCalledWhereDocumentedAndNowhereElse() throws {
        for row in try documented(Self.methodsHeader) {
            let (name, place) = (row[0], row[1])
            let call = try XCTUnwrap(Self.calls[name], "'\(name)': give the test a call of it")
            // In a class's code, and as `self.name(…)` there (the view is self).
            let inClass = inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        \(call)
                        \(place == "a Swift class's code" || place == "Swift code" ? "self." + call : "")
                    }
                    @objc func tapped() {}
                }

                """
            switch place {
            case "a Swift class's code", "Swift code":
                XCTAssertEqual(evaluate(inClass).headlines, [], "\(call) in a class")
                XCTAssertNotEqual(evaluate(inCanvas("    \(call)")).headlines, [], "\(call) in a canvas")
            case "a label block":
                let label = inCanvas("    label {\n        text: \"A\"\n        \(call)\n    }")
                let file = SourceFile(path: "t.view", text: label)
                let (_, diagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared).evaluate(Parser.parse(file))
                XCTAssertEqual(diagnostics.map(\.headline), [], "\(call) in a label")
                XCTAssertEqual(evaluate(inCanvas("    view {\n        \(call)\n    }")).diagnostics.first?.message,
                               "'\(call)' sizes a label to its text; call it inside a 'label { … }' block, not in a 'view' block")
            default:
                XCTFail("'\(name)': no test for the place '\(place)'")
            }
        }
    }

    /// A call of each method of a view that its class's code makes without a receiver.
    static let viewMethodCalls = [
        "addSubview(UIView())",
        "addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))",
        "removeGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))",
        "layoutIfNeeded()",
        "addTarget(self, action: #selector(tapped), for: .touchUpInside)",
        "removeTarget(self, action: #selector(tapped), for: .touchUpInside)",
        "addConstraint(widthAnchor.constraint(equalToConstant: 10))",
        "addConstraints([widthAnchor.constraint(equalToConstant: 10)])",
        "removeConstraint(widthAnchor.constraint(equalToConstant: 10))",
        "removeConstraints([widthAnchor.constraint(equalToConstant: 10)])",
        "setNeedsDisplay()",
        "setNeedsDisplay(bounds)",
        "setNeedsLayout()",
        "setNeedsUpdateConstraints()",
        "invalidateIntrinsicContentSize()",
        "sendActions(for: .valueChanged)",
        "updateFocusIfNeeded()",
        "setNeedsFocusUpdate()",
        "becomeFirstResponder()",
        "resignFirstResponder()",
        "endEditing(true)",
    ]

    /// A still drawing has no events nor keyboard: no view becomes first responder, even one
    /// whose class says it can (`canBecomeFirstResponder` true), and resigning succeeds.
    func testNoViewBecomesFirstResponderInAStillDrawing() throws {
        let text = inCanvas("    Field(frame: Rect(0, 0, 40, 40))") + """
            class Field: UIView {
                override var canBecomeFirstResponder: Bool { return true }
                var took = true, resigned = false, asked = 0
                // An override is the class's method, run where its code calls it; `super`'s is UIKit's.
                override func resignFirstResponder() -> Bool { asked += 1; super.resignFirstResponder(); return true }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    becomeFirstResponder()
                    took = becomeFirstResponder() || isFirstResponder
                    resigned = self.resignFirstResponder()
                    alpha = (took ? 0.5 : 1) * (resigned ? 0.8 : 1) * (asked == 1 && endEditing(true) ? 1 : 0)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [])
        let field = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        XCTAssertEqual(field.alpha, 1 * 0.8, accuracy: 1e-12)
    }

    /// Swift reads a name a class's code does not declare as a member of `self`: every member
    /// of a view (Builtins/ViewValue.swift), read as `name` and as `self.name`, and its methods,
    /// called as `name(…)` and `self.name(…)`, are one declaration each.
    func testAViewsMembersAndMethodsAreItsOwnWithoutSelfInItsClass() throws {
        let members = Builtins.uiViewNames.filter { Registry.shared.memberIndex[.view]?[$0] != nil }.sorted()
        XCTAssertTrue(members.contains("leadingAnchor") && members.contains("safeAreaLayoutGuide"))
        for name in members {
            let text = inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                    override func draw(_ rect: CGRect) {
                        let a = \(name)
                        let b = self.\(name)
                    }
                }

                """
            XCTAssertEqual(evaluate(text).headlines, [], "'\(name)' read in a class")
        }
        for call in Self.viewMethodCalls {
            let name = String(call.prefix { $0 != "(" })
            XCTAssertNotNil(Registry.shared.methods[.view]?[name], "'\(name)' is a view's method")
            XCTAssertTrue(Builtins.uiViewNames.contains(name), "'\(name)' is UIView's own")
            let text = inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        \(call)
                        self.\(call)
                    }
                    @objc func tapped() {}
                }

                """
            XCTAssertEqual(evaluate(text).headlines, [], "\(call) in a class")
            // A .view block has no `self` to call it on.
            XCTAssertEqual(evaluate(inCanvas("    \(name)()")).diagnostics.first?.message.hasPrefix("'\(name)' is a method of a view"), true, "\(name)() in a canvas")
        }
    }

    /// What the implicit `self` calls runs on the view being made: a subview added and a
    /// recognizer added then taken off leave one subview and no recognizer, read back the same way.
    func testACallWithoutSelfChangesTheViewBeingMade() throws {
        let text = inCanvas("    Tile(frame: Rect(0, 0, 40, 40))") + """
            class Tile: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    addGestureRecognizer(tap)
                    removeGestureRecognizer(tap)
                    alpha = gestureRecognizers == nil ? 0.5 : 0.25
                }
                @objc func tapped() {}
            }

            """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(v.subviews.count, 1)
        assertRect(try XCTUnwrap(v.subviews.first).frame, 1, 2, 3, 4)
        XCTAssertEqual(v.gestureRecognizers.count, 0)
        XCTAssertEqual(v.alpha, 0.5)
    }

    /// A view controller is not a view: its view's methods are called on `view`.
    func testAViewControllersCodeCallsItsViewsMethodsOnView() {
        let controller = { (call: String) in
            inCanvas("    Screen(frame: Rect(0, 0, 10, 10))") + """
                class Screen: UIViewController {
                    override func viewDidLoad() {
                        \(call)
                    }
                }

                """
        }
        XCTAssertEqual(evaluate(controller("view.addSubview(UIView())")).headlines, [])
        XCTAssertEqual(evaluate(controller("addSubview(UIView())")).diagnostics.first?.message.hasPrefix("'addSubview' is a method of a view"), true)
    }

    /// What a UIView does not have is not `self`'s: a layer's members and methods (`lineWidth`,
    /// `path`, `cornerRadius`, `addSublayer`) and a label's `text` are unknown bare in a view
    /// class, as in Swift; nor are a view's own where no instance exists yet, with Swift's
    /// messages; and a misspelt one is suggested.
    func testOnlyAUIViewsOwnNamesAreSelfsAndOnlyWhereSelfIs() throws {
        func errors(_ member: String) -> [String] {
            evaluate(inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                \(member)
                }

                """).diagnostics.map(\.message)
        }
        for name in ["lineWidth", "path", "cornerRadius", "opacity", "strokeEnd", "text"] {
            XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { let x = \(name) }").first?.hasPrefix("unknown name '\(name)'"), true, name)
            XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { let x = self.\(name) }").count, 0, "self.\(name) is still a view value's")
        }
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { addSublayer(CALayer()) }").first,
                       "'addSublayer' is a method of a layer: call it on one ('layer.addSublayer(…)')")
        XCTAssertEqual(errors("    let w = alpha * 10").first,
                       "cannot use instance member 'alpha' within property initializer; property initializers run before 'self' is available (declare 'w' 'lazy' or set it in init)")
        XCTAssertEqual(errors("    static func f() -> CGFloat { return alpha }").first, "instance member 'alpha' cannot be used on type 'Tile'")
        XCTAssertEqual(errors("    class func g() { layoutIfNeeded() }").first, "instance member 'layoutIfNeeded' cannot be used on type 'Tile'")
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { let a = leadingAnchr }").first, "unknown name 'leadingAnchr'; did you mean 'leadingAnchor'?")
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { addConstraints([1]) }").first, "addConstraints(_:) takes constraints, not a Number")
        XCTAssertEqual(errors("    override func draw(_ rect: CGRect) { addSubview() }").first, "missing an unlabeled argument in call to addSubview(_:)")
    }

    /// A CALayer subclass's code calls CALayer's methods without `self.` as Swift reads it:
    /// `setNeedsDisplay()` in one of its methods is the layer's own, and the layer, asked to
    /// display, draws its `draw(in:)` — one fill, none without the call. Where there
    /// is no view or layer to be `self` (a struct's method, a view controller's code, a static
    /// method), the same call is an error, as in Swift.
    func testALayerClassCallsItsOwnMethodsWithoutSelfAndCodeWithNoViewCannot() throws {
        func file(_ poke: String) -> String {
            inCanvas("    Host(frame: Rect(0, 0, 40, 40))") + """
                class Dial: CALayer {
                    override func draw(in ctx: CGContext) {
                        ctx.setFillColor(UIColor.blue.cgColor)
                        ctx.fill(bounds)
                    }
                    func poke() { \(poke) }
                }
                class Host: UIView {
                    override class var layerClass: AnyClass { return Dial.self }
                    override func layoutSubviews() { (layer as! Dial).poke() }
                }

                """
        }
        func fills(_ text: String) throws -> Int {
            let host = try XCTUnwrap(placedView(text))
            return ownPaints(host.content).filter { $0.kind == "fill" }.count
        }
        XCTAssertEqual(try fills(file("setNeedsDisplay()")), 1)
        XCTAssertEqual(try fills(file("self.setNeedsDisplay()")), 1)
        XCTAssertEqual(try fills(file("_ = 1")), 0)
        for (code, message) in [
            ("struct S { func f() { setNeedsDisplay() } }", "'setNeedsDisplay' is a method of a view"),
            ("class C: UIViewController { override func viewDidLoad() { setNeedsLayout() } }", "'setNeedsLayout' is a method of a view"),
            ("class D: UIView { static func g() { setNeedsDisplay() } }", "instance member 'setNeedsDisplay' cannot be used on type 'D'"),
        ] {
            let text = inCanvas("    view { frame: Rect(0, 0, 1, 1) }") + code + "\n"
            XCTAssertEqual(evaluate(text).diagnostics.first?.message.hasPrefix(message), true, code)
        }
    }

    /// UIView's names of the table are members of every view, one declaration each: another
    /// view's `subviews`, `tintColor`, `backgroundColor`, `bounds`, `frame` read as that view's
    /// own, as real code walks `for v in container.subviews`. The first fill is as wide as the
    /// container's subviews (5 + 7) in its tint; the second is its frame's size in its
    /// background color.
    func testAViewsNamesAreMembersOfEveryView() throws {
        for row in try documented(Self.namesHeader) where row[2] == "a view's body and a Swift class's code" && Builtins.viewGetters[row[0]] != nil {
            let text = inCanvas("    Tile(frame: Rect(0, 0, 10, 10))") + """
                class Tile: UIView {
                    let other = UIView()
                    override func draw(_ rect: CGRect) { let a = other.\(row[0]) }
                }

                """
            XCTAssertEqual(evaluate(text).headlines, [], "'other.\(row[0])'")
        }
        let text = inCanvas("    Panel(frame: Rect(0, 0, 100, 100))") + """
            class Panel: UIView {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    container.tintColor = .red
                    container.backgroundColor = .green
                    container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
                    container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 7)))
                    addSubview(container)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    var w: CGFloat = 0
                    for v in container.subviews { w += v.bounds.width }
                    container.tintColor.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: 1))
                    if let c = container.backgroundColor { c.setFill() }
                    UIRectFill(CGRect(x: 0, y: 2, width: container.frame.width, height: container.frame.height))
                }
            }

            """
        let v = try XCTUnwrap(placedView(text))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.map(\.bounds), [Rect(0, 0, 5 + 7, 1), Rect(0, 2, 40, 30)])
        XCTAssertEqual(fills.map(\.color), [NamedColors.table["red"], NamedColors.table["green"]])
    }
}
