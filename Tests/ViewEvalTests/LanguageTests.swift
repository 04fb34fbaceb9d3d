// The language, construct by construct: values and expressions, control flow, components,
// -D, did-you-mean and the type check, each error with its exact text, line and column.

import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import XCTest

final class LanguageTests: XCTestCase {

    // MARK: values and expressions

    func testNumbersAndAngles() {
        XCTAssertEqual(valueOf("1 + 2 * 3"), "7")
        XCTAssertEqual(valueOf("(1 + 2) * 3"), "9")
        XCTAssertEqual(valueOf("7 % 4 - 10 / 4"), "0.5")
        XCTAssertEqual(valueOf("-2 * -3"), "6")
        XCTAssertEqual(valueOf("1_000.5e1"), "10005")
        XCTAssertEqual(valueOf("90deg"), "1.5708")
        XCTAssertEqual(valueOf("180°"), "3.1416")
        XCTAssertEqual(valueOf(".pi / 2"), "1.5708")
    }

    func testBooleansComparisonsAndTernary() {
        XCTAssertEqual(valueOf("1 < 2 && !(2 == 3)"), "true")
        XCTAssertEqual(valueOf("1 >= 2 || 2 != 2"), "false")
        XCTAssertEqual(valueOf("3 <= 3 ? \"yes\" : \"no\""), "\"yes\"")
        XCTAssertEqual(valueOf("Point(1, 2) == Point(1, 2)"), "true")
        // && and || do not evaluate their right side when the left decides.
        XCTAssertEqual(valueOf("false && [1][5] == 1"), "false")
    }

    func testStringsAndLists() {
        XCTAssertEqual(valueOf("\"a\" + \"b\\u{2665}\""), "\"ab♥\"")
        XCTAssertEqual(valueOf("\"♥♦\".count"), "2")
        XCTAssertEqual(valueOf("[1, 2] + [3]"), "[1, 2, 3]")
        XCTAssertEqual(valueOf("[10, 20, 30][1]"), "20")
        XCTAssertEqual(valueOf("xs[xs.count - 1]", prelude: "let xs = [Point(1, 2), Point(3, 4)]"), "Point(3, 4)")
        XCTAssertEqual(valueOf("[[1, 2], [3]][0][1]"), "2")
        XCTAssertEqual(valueOf("[1, 2, 3].contains(2)"), "true")
        XCTAssertEqual(valueOf("[4, 5].first! + [4, 5].last!"), "9")
        XCTAssertEqual(valueOf("(0..<4).count + (1...4).count"), "8")
    }

    func testGeometryValues() {
        XCTAssertEqual(valueOf("Point(1, 2) + Point(x: 3, y: 4) * 2"), "Point(7, 10)")
        XCTAssertEqual(valueOf("-Point(1, 2)"), "Point(-1, -2)")
        XCTAssertEqual(valueOf("Size(4, 6) / 2"), "Size(2, 3)")
        XCTAssertEqual(valueOf("Rect(10, 20, 100, 50).midX + Rect(10, 20, 100, 50).maxY"), "130")
        XCTAssertEqual(valueOf("Rect(10, 20, 100, 50).center"), "Point(60, 45)")
        XCTAssertEqual(valueOf("Rect(0, 0, 100, 50).insetBy(dx: 10, dy: 5)"), "Rect(10, 5, 80, 40)")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).offsetBy(dx: 5, dy: -5)"), "Rect(5, -5, 10, 10)")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).intersection(Rect(5, 5, 10, 10))"), "Rect(5, 5, 5, 5)")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).union(Rect(5, 5, 10, 10))"), "Rect(0, 0, 15, 15)")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).contains(Point(5, 5))"), "true")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).intersects(Rect(10, 10, 5, 5))"), "false")
        XCTAssertEqual(valueOf("Rect(center: Point(10, 10), size: Size(4, 2))"), "Rect(8, 9, 4, 2)")
        XCTAssertEqual(valueOf("Rect(0, 0, 10, 10).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))"), "Rect(2, 1, 4, 6)")
        XCTAssertEqual(valueOf("Point(1, 0).applying(rotate(90deg))"), "Point(0, 1)")
        XCTAssertEqual(valueOf("translate(10, 0).concatenating(scale(2))"), "Transform(2, 0, 0, 2, 20, 0)")
        XCTAssertEqual(valueOf("#FF000080.alpha"), "0.502")
        XCTAssertEqual(valueOf("rgb(1, 0.5, 0)"), "#ff8000")
    }

    func testBuiltinFunctions() {
        XCTAssertEqual(valueOf("[min(3, 4), max(3, 4), abs(-2), sqrt(16)]"), "[3, 4, 2, 4]")
        XCTAssertEqual(valueOf("[sin(90deg), cos(0), atan2(1, 1)]"), "[1, 1, 0.7854]")
        XCTAssertEqual(valueOf("[floor(1.5), ceil(1.2), round(2.5), round(-2.5)]"), "[1, 2, 3, -3]")
        XCTAssertEqual(valueOf("[clamp(5, min: 0, max: 1), clamp(-5, min: 0, max: 1), clamp(0.5, min: 0, max: 1)]"), "[1, 0, 0.5]")
    }

    // MARK: control flow

    /// Subviews of the canvas made by a loop or a condition, by their x origins.
    func xs(_ body: String, prelude: String = "") -> [String] {
        let c = compileText(prelude + "\ncanvas(width: 100, height: 100) {\n" + body + "\n}\n")
        XCTAssertEqual(c.errors, [])
        guard c.document != nil else { return [] }
        return c.root.subviews.map { formatNumber($0.frame.origin.x) }
    }

    func testForLoops() {
        XCTAssertEqual(xs("for i in 0..<3 { view { frame: Rect(i * 10, 0, 5, 5) } }"), ["0", "10", "20"])
        XCTAssertEqual(xs("for i in 1...3 { view { frame: Rect(i, 0, 5, 5) } }"), ["1", "2", "3"])
        XCTAssertEqual(xs("for i in 3..<3 { view { frame: Rect(i, 0, 5, 5) } }"), [])
        XCTAssertEqual(xs("for p in [Point(4, 0), Point(2, 0)] { view { frame: Rect(origin: p, size: Size(1, 1)) } }"), ["4", "2"])
        XCTAssertEqual(xs("for r in [1, 2] { for c in 0..<r { view { frame: Rect(r * 10 + c, 0, 1, 1) } } }"), ["10", "20", "21"])
    }

    func testIfElseIfElse() {
        let body = """
        for i in 0..<4 {
            if i == 0 { view { frame: Rect(100, 0, 1, 1) } }
            else if i < 2 { view { frame: Rect(200, 0, 1, 1) } } else if i == 2 {
                view { frame: Rect(300, 0, 1, 1) }
            }
            else { view { frame: Rect(400, 0, 1, 1) } }
        }
        """
        XCTAssertEqual(xs(body), ["100", "200", "300", "400"])
    }

    func testControlFlowInsidePaths() {
        let c = compileText("""
        canvas(width: 100, height: 100) {
            path {
                move(to: Point(0, 0))
                for i in 1...4 {
                    if i % 2 == 0 { line(to: Point(i * 10, 0)) } else { line(to: Point(i * 10, 5)) }
                }
                stroke(.red)
            }
        }
        """)
        XCTAssertEqual(c.errors, [])
        let p = painted(c.root.content)
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual(p[0].elements.count, 5)
        XCTAssertEqual(fmt(p[0].bounds), "0 0 40 5")
    }

    // MARK: components

    static let badge = """
    view Badge {
        @inspectable inset = 2
        @inspectable color = .systemRed
        @inspectable rounded = false
        path {
            if rounded { roundedRect(bounds.insetBy(dx: inset, dy: inset), cornerRadius: 3) } else { rect(bounds.insetBy(dx: inset, dy: inset)) }
            fill(color)
        }
    }
    """

    func testComponentDrawsAgainstItsBounds() {
        let c = compileText("""
        canvas(width: 200, height: 100) {
            Badge(frame: Rect(10, 10, 40, 20))
            Badge(frame: Rect(60, 10, 100, 80), inset: 10, color: #00FF00)
        }
        """ + "\n" + LanguageTests.badge)
        XCTAssertEqual(c.errors, [])
        let views = c.root.subviews
        XCTAssertEqual(views.map(\.kind), ["Badge", "Badge"])
        XCTAssertEqual(fmt(views[0].frame), "10 10 40 20")
        XCTAssertEqual(fmt(painted(views[0].content)[0].bounds), "2 2 36 16")
        XCTAssertEqual(fmt(painted(views[1].content)[0].bounds), "10 10 80 60")
        if case .fill(_, let paint, _, _) = views[1].content[0] {
            XCTAssertEqual(paint, .color(Color(red: 0, green: 1, blue: 0)))
        } else { XCTFail("expected a fill") }
    }

    func testComponentsNestAndTakeViewProperties() {
        let c = compileText("""
        canvas(width: 200, height: 100) {
            Card(frame: Rect(0, 0, 100, 100), alpha: 0.5)
        }
        view Card {
            @inspectable count = 3
            for i in 0..<count {
                Badge(frame: Rect(i * 20, 0, 20, bounds.height / 2), rounded: i == 1)
            }
        }
        """ + "\n" + LanguageTests.badge)
        XCTAssertEqual(c.errors, [])
        let card = c.root.subviews[0]
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertEqual(card.subviews.map { fmt($0.frame) }, ["0 0 20 50", "20 0 20 50", "40 0 20 50"])
        XCTAssertEqual(painted(card.subviews[1].content)[0].elements.count > 5, true)  // the rounded one
    }

    func testComponentArgumentErrors() {
        let file = """
        canvas(width: 200, height: 100) {
            Badge(frame: Rect(0, 0, 10, 10), inest: 3)
            Badge(frame: Rect(0, 0, 10, 10), inset: "wide")
            Badge(frame: Rect(0, 0, 10, 10), 4)
        }
        """ + "\n" + LanguageTests.badge
        XCTAssertEqual(errorsOf(file), [
            "t.view:2:38: error: 'Badge' has no parameter 'inest'; did you mean 'inset'? (its parameters are inset: Number, color: Color, rounded: Bool)",
            "t.view:3:45: error: parameter 'inset' of 'Badge' is a Number, not a String",
            "t.view:4:38: error: arguments to the component 'Badge' need labels (frame:, or a parameter name)",
        ])
    }

    func testTrailingBlockCannotSetTheGeometryTheBodyDrewFor() {
        XCTAssertEqual(errorsOf("canvas(width: 100, height: 100) {\n  Badge() { frame: Rect(10, 10, 50, 50) }\n  Badge(frame: bounds) { alpha: 0.5; view { } }\n}\n" + LanguageTests.badge),
                       ["t.view:2:13: error: give a 'Badge' its frame as an argument, Badge(frame: …), so that its drawing is made for it"])
    }

    func testComponentRecursionNamesTheCycle() {
        let file = """
        canvas(width: 100, height: 100) {
            A(frame: bounds)
        }
        view A { B(frame: bounds) }
        view B {
            view { A(frame: bounds) }
        }
        """
        var l = Limits()
        l.maxRecursion = 3
        let c = compileText(file, limits: l)
        XCTAssertEqual(c.errors, ["t.view:6:12: error: component recursion deeper than 3 levels: A -> B -> A -> …; end it with a condition, or raise the limit with --max-recursion"])
        XCTAssertEqual(c.diagnostics.first?.notes.map(\.headline), ["t.view:4:6: note: 'A' is declared here"])
    }

    func testBoundedRecursionIsAllowed() {
        let c = compileText("""
        canvas(width: 64, height: 64) { Nest(frame: bounds, level: 5) }
        view Nest {
            @inspectable level = 1
            path { rect(bounds); stroke(.black) }
            if level > 1 { Nest(frame: bounds.insetBy(dx: 4, dy: 4), level: level - 1) }
        }
        """)
        XCTAssertEqual(c.errors, [])
        var depth = 0
        var v = c.root
        while let s = v.subviews.first { depth += 1; v = s }
        XCTAssertEqual(depth, 5)
        XCTAssertEqual(fmt(v.frame), "4 4 32 32")
    }

    // MARK: samples

    func testPlayingCardSampleLaysOutPipsByRank() {
        let c = compileFile(packageRoot + "/samples/cards.view")
        XCTAssertEqual(c.errors, [])
        let cards = c.root.subviews
        XCTAssertEqual(cards.map(\.kind), Array(repeating: "PlayingCardView", count: 6))
        // Two corner pips, then one pip per rank (an ace has one big pip; a king one large pip).
        XCTAssertEqual(cards.map { $0.subviews.count }, [3, 7, 12, 9, 3, 0])
        // The five of hearts: rows 2, 1, 2 centred in thirds of the pip area (120x180 inset by
        // 26.4, 18: rows 48 high), pips 28.224 wide at its edges; the lower row upside down.
        let five = cards[1].subviews.dropFirst(2).map { $0 }
        XCTAssertEqual(five.map { "\(formatNumber($0.center.x)),\(formatNumber($0.center.y))" },
                       ["40.512,42", "79.488,42", "60,90", "40.512,138", "79.488,138"])
        XCTAssertEqual(five.map { $0.transform.isIdentity }, [true, true, true, false, false])
        XCTAssertEqual(five[3].transform.a, -1, accuracy: 1e-9)   // rotate(.pi)
        // -D sets the featured card.
        let nine = compileFile(packageRoot + "/samples/cards.view", defines: [("featuredRank", "9"), ("featuredSuit", "\"♠\"")])
        XCTAssertEqual(nine.errors, [])
        XCTAssertEqual(nine.root.subviews[3].subviews.count, 11)
    }

    // MARK: -D

    static let params = """
    let width = 200
    @inspectable isOn = false
    canvas(width: width, height: 50) { Knob(frame: Rect(0, 0, 50, 50)); if isOn { view { } } }
    view Knob { @inspectable tint = .systemBlue
      path { rect(bounds); fill(tint) } }
    """

    func testDefinesOverrideLetsAndInspectables() {
        let c = compileText(LanguageTests.params, defines: [("width", "300"), ("isOn", "true"), ("Knob.tint", "#FF0000")])
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(fmt(c.root.bounds), "0 0 300 50")
        XCTAssertEqual(c.root.subviews.count, 2)
        XCTAssertEqual(c.value("isOn"), "false")  // params lists the declared default
        if case .fill(_, let paint, _, _) = c.root.subviews[0].content[0] {
            XCTAssertEqual(paint, .color(Color(red: 1, green: 0, blue: 0)))
        } else { XCTFail("expected a fill") }
        XCTAssertEqual(c.parameters.map { "\($0.name): \($0.type.rawValue)" }, ["width: Number", "isOn: Bool", "Knob.tint: Color"])
    }

    func testDefineErrorsPointAtTheDeclaration() {
        XCTAssertEqual(errorsOf(LanguageTests.params, defines: [("isOn", "1")]),
                       ["t.view:2:14: error: -D isOn=1: 'isOn' is a Bool (the type of its default), not a Number"])
        XCTAssertEqual(errorsOf(LanguageTests.params, defines: [("Knob.tint", "2")]),
                       ["t.view:4:26: error: -D Knob.tint=2: 'Knob.tint' is a Color (the type of its default), not a Number"])
        XCTAssertEqual(errorsOf(LanguageTests.params, defines: [("widht", "1")]),
                       ["viewc: error: -D widht: no top-level let or inspectable is named 'widht' (did you mean 'width'?); names that can be set: width, isOn, Knob.tint"])
        XCTAssertEqual(errorsOf(LanguageTests.params, defines: [("width", "1 +")]),
                       ["-D width:1:4: error: expected a value, found the end of the file"])
    }

    func testOnlyTopLevelNamesAreParameters() {
        let c = compileText("let a = 1\nfor i in 0..<3 { let inner = i }\nif true { let b = 2 }\ncanvas(width: 10, height: 10) {}\n",
                            defines: [("a", "5")])
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(c.parameters.map(\.name), ["a"])
        XCTAssertEqual(errorsOf("let a = 1\nfor i in 0..<3 { let inner = i }\ncanvas(width: 10, height: 10) {}\n", defines: [("inner", "1")]),
                       ["viewc: error: -D inner: no top-level let or inspectable is named 'inner'; names that can be set: a"])
    }

    func testAFailedDefaultIsNotForgotten() {
        // The default fails; each instance reports it (once, at the default), not 'no parameter'.
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 10) {\n  K(frame: bounds, n: 2)\n  K(frame: bounds, n: 3)\n}\nview K { @inspectable n = 1 / 0 }\n"),
                       ["t.view:5:31: error: division by zero"])
    }

    // MARK: did you mean

    func testSuggestions() {
        let file = """
        let radius = 4
        canvas(width: 100, height: 100) {
            backgroundColr: .white
            path {
                circle(center: Point(1, 1), radius: radus)
                lineWidht: 2
                fil(.red)
            }
            Badge(frame: bounds, colour: .red)
            Bagde(frame: bounds)
            path { move(to: Point(1, 1)); line(too: Point(2, 2)); stroke() }
            let r = Rect(0, 0, 1, 1).widht
        }
        """ + "\n" + LanguageTests.badge
        XCTAssertEqual(errorsOf(file), [
            "t.view:3:5: error: a view has no property 'backgroundColr'; did you mean 'backgroundColor'?",
            "t.view:5:45: error: unknown name 'radus'; did you mean 'radius'?",
            "t.view:6:9: error: a path has no property 'lineWidht'; did you mean 'lineWidth'?",
            "t.view:7:9: error: unknown path command 'fil'; did you mean 'fill'?",
            "t.view:9:26: error: 'Badge' has no parameter 'colour'; did you mean 'color'? (its parameters are inset: Number, color: Color, rounded: Bool)",
            "t.view:10:5: error: unknown command 'Bagde' in a 'canvas' block; did you mean 'Badge'?",
            "t.view:11:40: error: wrong argument label 'too:' in call to line(to:); expected 'to:'",
            "t.view:12:30: error: Rect has no member 'widht'; did you mean 'width'?",
        ])
    }

    // MARK: type check

    func testTypesAreCheckedBeforeDrawing() {
        // The branch is never taken, and nothing else is reported: a file with a type error does not run.
        let file = """
        let p = Point(1, 2)
        canvas(width: 100, height: 100) {
            if false {
                let q = p + red
                path { move(to: 3) }
                alpha: Point(1, 1)
            }
            for i in 3 { }
            let xs = [Point(1, 1), Point(2, 2)]
            let bad = xs[0] * p
            let c = true ? 1 : 2
            let ok = c + 1
            let z = 1 && true
            let s = 5[0]
            if 1 { }
        }
        """
        XCTAssertEqual(errorsOf(file), [
            "t.view:4:17: error: cannot add Point and Color",
            "t.view:5:25: error: 'move' expects a Point for 'to:', not a Number",
            "t.view:6:16: error: 'alpha' is a Number, not a Point",
            "t.view:8:14: error: 'for' loops over a range (a..<b, a...b) or a list, not a Number",
            "t.view:10:15: error: cannot multiply Point by Point",
            "t.view:13:13: error: '&&' needs Bools, not a Number",
            "t.view:14:13: error: only a List can be subscripted, not a Number",
            "t.view:15:8: error: an 'if' condition must be a Bool, not a Number",
        ])
    }

    func testUnknownNamesAreFoundWhereTheyNeverRun() {
        XCTAssertEqual(errorsOf("""
        let radius = 3
        canvas(width: 10, height: 10) {
            if false { let a = radus * 2 }
            let ok = bounds.width + radius
        }
        view Unused {
            let b = bounds.midX + pi
            let c = frame.width + sqrt
            for i in 0..<2 { let d = j }
        }
        """), [
            "t.view:3:24: error: unknown name 'radus'; did you mean 'radius'?",
            "t.view:7:27: error: unknown name 'pi'; did you mean '.pi'?",
            "t.view:8:27: error: 'sqrt' is a function; call it with '(…)'",
            "t.view:9:30: error: unknown name 'j'; did you mean 'i'?",
        ])
    }

    func testTypeCheckInsideComponentsAndMethodCalls() {
        XCTAssertEqual(errorsOf("""
        canvas(width: 100, height: 100) {}
        view Unused {
            @inspectable n = 1
            if n > 5 { let r = bounds.insetBy(dx: "a", dy: 1) }
            let s = Size(1, 2) + Point(1, 1)
        }
        """), [
            "t.view:4:43: error: 'insetBy' expects a Number for 'dx:', not a String",
            "t.view:5:13: error: cannot add Size and Point",
        ])
    }

    func testRuntimeValueErrors() {
        XCTAssertEqual(errorsOf("let xs = [1, 2]\nlet a = xs[2]\nlet b = xs[0.5]\nlet c = 1 / (xs[0] - 1)\ncanvas(width: 10, height: 10) {}"), [
            "t.view:2:12: error: index 2 is out of range; valid indices are 0...1",
            "t.view:3:12: error: a list index is a whole number, not 0.5",
            "t.view:4:13: error: division by zero",
        ])
        XCTAssertEqual(errorsOf("let a = [][0]\ncanvas(width: 10, height: 10) {}"),
                       ["t.view:1:12: error: index 0 is out of range; the list is empty"])
    }

    // MARK: limits

    func testLoopIterationLimit() {
        var l = Limits()
        l.maxIterations = 10
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 10) {\n  for i in 0..<5 { for j in 0..<3 { } }\n}", limits: l),
                       ["t.view:2:29: error: more than 10 loop iterations; raise the limit with --max-iterations"])
    }

    func testOperationLimit() {
        var l = Limits()
        l.maxOperations = 50
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 10) {\n  for i in 0..<100 {\n    path { rect(Rect(i, 0, 1, 1)); fill(.red) }\n  }\n}", limits: l),
                       ["t.view:3:36: error: more than 50 drawing operations; raise the limit with --max-operations"])
        // Views count too, so a tree of empty views cannot run away.
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 10) {\n  for i in 0..<100 { view { } }\n}", limits: l),
                       ["t.view:2:22: error: more than 50 drawing operations; raise the limit with --max-operations"])
    }

    func testCanvasSizeLimit() {
        XCTAssertEqual(errorsOf("canvas(width: 0, height: 100001) {}"),
                       ["t.view:1:15: error: a canvas side must be more than 0 and at most 100000 points, not 0"])
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 100001) {}"),
                       ["t.view:1:27: error: a canvas side must be more than 0 and at most 100000 points, not 100001"])
    }

    func testDepthLimit() {
        var l = Limits()
        l.maxDepth = 3
        XCTAssertEqual(errorsOf("canvas(width: 10, height: 10) {\n view { view { view { view { } } } }\n}", limits: l),
                       ["t.view:2:23: error: views nest deeper than 3 levels; raise the limit with --max-depth"])
    }

    func testTooManyErrorsStopTheCompile() {
        // 150 lines, each with its own error: the first 100 are reported, then the compile stops.
        let body = (0..<150).map { "  let a\($0) = [1][\($0 + 1)]" }.joined(separator: "\n")
        let errors = errorsOf("canvas(width: 10, height: 10) {\n" + body + "\n}\n")
        XCTAssertEqual(errors.count, 101)
        XCTAssertEqual(errors[0], "t.view:2:16: error: index 1 is out of range; valid indices are 0...0")
        XCTAssertEqual(errors[100], "t.view:102:18: error: too many errors (more than 100); stopping here")
    }

    /// An error in a loop's body is reported for the first pass, and the loop stops there
    /// (it would repeat on every pass); the rest of the file still runs.
    func testALoopStopsAtItsFirstError() {
        let errors = errorsOf("let xs = [1]\ncanvas(width: 10, height: 10) {\n  for i in 0..<100000 { let a = xs[i + 1] }\n  let b = xs[5]\n}\n")
        XCTAssertEqual(errors, ["t.view:3:36: error: index 1 is out of range; valid indices are 0...0",
                                "t.view:4:14: error: index 5 is out of range; valid indices are 0...0"])
    }

    func testDefaultLimitsAllowAHundredThousandPaths() {
        let c = compileText("""
        canvas(width: 1000, height: 1000) {
            for i in 0..<100000 {
                let x = i % 1000
                let y = floor(i / 1000) * 10
                path {
                    move(to: Point(x, y))
                    line(to: Point(x + 5, y + 5))
                    line(to: Point(x, y + 8))
                    close()
                    fill(.red)
                    stroke(.black)
                }
            }
        }
        """)
        XCTAssertEqual(c.errors, [])
        XCTAssertEqual(c.root.content.count, 200_000)
    }
}
