// Evaluation errors: the exact message at the exact spot, for names, operators, calls,
// properties, path commands, control flow, components, limits and -D overrides.

import XCTest
import ViewSyntax
@testable import ViewEval

final class EvalDiagnosticsTests: XCTestCase {
    /// The headlines of compiling `body` inside a 100×100 canvas (the canvas is line 1).
    func errors(_ body: String, defines: [(String, String)] = []) -> [String] {
        evaluate(inCanvas(body), defines: defines).headlines
    }

    func testUnknownNameWithSuggestion() {
        XCTAssertEqual(evaluate("let radius = 3\n" + inCanvas("  let a = radiu + 1")).rendered, ["""
        t.view:3:11: error: unknown name 'radiu'; did you mean 'radius'?
          let a = radiu + 1
                  ^~~~~

        """])
        // Nothing close: no suggestion.
        XCTAssertEqual(errors("  let a = zzzzzz"), ["t.view:2:11: error: unknown name 'zzzzzz'"])
        // Colors and `bounds` are names too.
        XCTAssertEqual(errors("  backgroundColor: rde"), ["t.view:2:20: error: unknown name 'rde'; did you mean 'red'?"])
        XCTAssertEqual(errors("  let w = bouns.width"), ["t.view:2:11: error: unknown name 'bouns'; did you mean 'bounds'?"])
        XCTAssertEqual(errors("  let p = pi"), ["t.view:2:11: error: unknown name 'pi'; did you mean '.pi'?"])
    }

    func testOperatorTypeErrors() {
        XCTAssertEqual(evaluate(inCanvas("  let a = Point(1, 2) + red")).rendered, ["""
        t.view:2:11: error: cannot add Point and Color
          let a = Point(1, 2) + red
                  ^~~~~~~~~~~~~~~~~

        """])
        XCTAssertEqual(errors("  let a = 1 - \"s\""), ["t.view:2:11: error: cannot subtract String from Number"])
        XCTAssertEqual(errors("  let a = Size(1, 2) * Size(1, 2)"), ["t.view:2:11: error: cannot multiply Size by Size"])
        XCTAssertEqual(errors("  let a = 1 < true"), ["t.view:2:11: error: cannot compare Number and Bool with '<'"])
        XCTAssertEqual(errors("  let a = -true"), ["t.view:2:11: error: cannot negate a Bool"])
        XCTAssertEqual(errors("  let a = !1"), ["t.view:2:11: error: '!' needs a Bool, not a Number"])
        XCTAssertEqual(errors("  let a = 1 && true"), ["t.view:2:11: error: '&&' needs Bools, not a Number"])
        XCTAssertEqual(errors("  let a = 0.5..<2"), ["t.view:2:11: error: a range needs whole numbers below a billion, not 0.5..<2"])
    }

    func testDivisionByZeroPointsAtTheDivisor() {
        XCTAssertEqual(evaluate(inCanvas("  let d = 1 / (2 - 2)")).rendered, ["""
        t.view:2:15: error: division by zero
          let d = 1 / (2 - 2)
                      ^~~~~~~

        """])
        XCTAssertEqual(errors("  let d = 5 % 0"), ["t.view:2:15: error: remainder by zero"])
        XCTAssertEqual(errors("  let d = Point(1, 1) / 0"), ["t.view:2:25: error: division by zero"])
        XCTAssertEqual(errors("  let d = pow(10, 400)"), ["t.view:2:11: error: this calculation gives an infinite number"])
    }

    func testCallArgumentErrors() {
        // A single-form function names the label it wanted.
        XCTAssertEqual(errors("  path { oval(at: bounds) }"),
                       ["t.view:2:15: error: wrong argument label 'at:' in call to oval(in:); expected 'in:'"])
        XCTAssertEqual(errors("  let c = clamp(1, min: 0)"),
                       ["t.view:2:11: error: missing argument 'max:' in call to clamp(_:min:max:)"])
        XCTAssertEqual(errors("  let c = clamp(1, 0, max: 1)"),
                       ["t.view:2:20: error: missing label 'min:' in call to clamp(_:min:max:)"])
        XCTAssertEqual(errors("  let c = sqrt(x: 4)"),
                       ["t.view:2:16: error: extraneous argument label 'x:' in call to sqrt(_:)"])
        XCTAssertEqual(errors("  let c = sqrt(4, 5)"), ["t.view:2:19: error: extra argument in call to sqrt(_:)"])
        XCTAssertEqual(errors("  let c = clamp(1, min: 0, max: 1, mix: 2)"),
                       ["t.view:2:36: error: unknown argument label 'mix:' in call to clamp(_:min:max:); did you mean 'max:'?"])
        // Overloaded: every form is listed.
        XCTAssertEqual(errors("  let r = Rect(1, 2, 3)"),
                       ["t.view:2:11: error: no form of 'Rect' takes (_:_:_:); it takes Rect(_:_:_:_:), Rect(x:y:width:height:), Rect(origin:size:), Rect(center:size:)"])
        // Two forms told apart by their types alone (a pattern color of an image, of a
        // drawing) are one spelling, listed once.
        let listed = errors("  let c = UIColor()").first ?? ""
        XCTAssertEqual(listed.components(separatedBy: "UIColor(patternImage:)").count - 1, 1, listed)
    }

    func testWrongArgumentType() {
        XCTAssertEqual(errors("  let c = min(1, \"a\")"), ["t.view:2:18: error: 'min' expects a Number for argument 2, not a String"])
        XCTAssertEqual(errors("  path { move(to: 3) }"), ["t.view:2:19: error: 'move' expects a Point for 'to:', not a Number"])
        XCTAssertEqual(errors("  path { stroke(.round) }"), ["t.view:2:17: error: 'stroke' expects a Color for argument 1, not '.round'"])
    }

    func testUnknownFunctionAndMembers() {
        XCTAssertEqual(errors("  let a = squrt(4)"), ["t.view:2:11: error: unknown function 'squrt'; did you mean 'sqrt'?"])
        XCTAssertEqual(errors("  let a = bounds.widht"), ["t.view:2:18: error: Rect has no member 'widht'; did you mean 'width'?"])
        XCTAssertEqual(errors("  let a = bounds.insetBy"), ["t.view:2:18: error: 'insetBy' is a method of Rect; call it with '(…)'"])
        XCTAssertEqual(errors("  let a = bounds.width()"), ["t.view:2:18: error: 'width' is a property of Rect, not a method; drop the '(…)'"])
        XCTAssertEqual(errors("  let a = Color.rde"), ["t.view:2:17: error: unknown color 'rde'; did you mean 'red'?"])
        XCTAssertEqual(errors("  let a = min"), ["t.view:2:11: error: 'min' is a function; call it with '(…)'"])
    }

    func testUnknownAndMistypedViewProperties() {
        XCTAssertEqual(evaluate(inCanvas("  alpa: 0.5")).rendered, ["""
        t.view:2:3: error: a view has no property 'alpa'; did you mean 'alpha'?
          alpa: 0.5
          ^~~~

        """])
        XCTAssertEqual(errors("  layer.cornerRadus: 3"),
                       ["t.view:2:3: error: a view has no property 'layer.cornerRadus'; did you mean 'layer.cornerRadius'?"])
        XCTAssertEqual(errors("  alpha: \"half\""), ["t.view:2:10: error: 'alpha' is a Number, not a String"])
        XCTAssertEqual(errors("  lineWidth: 3"), ["t.view:2:3: error: 'lineWidth' is a path property; set it inside a 'path { … }' block"])
        XCTAssertEqual(errors("  layer.cornerRadius: -1"), ["t.view:2:23: error: layer.cornerRadius must not be negative"])
        XCTAssertEqual(errors("  contentMode: .middle"),
                       ["t.view:2:16: error: 'contentMode' is one of .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, not .middle"])
        XCTAssertEqual(evaluate("alpha: 1\n" + inCanvas("")).headlines,
                       ["t.view:1:1: error: property 'alpha' must be set inside a canvas, view or path block"])
    }

    func testPathErrors() {
        XCTAssertEqual(evaluate(inCanvas("  move(to: Point(1, 2))")).rendered, ["""
        t.view:2:3: error: 'move' is a path command; put it inside a 'path { … }' block
          move(to: Point(1, 2))
          ^~~~

        """])
        XCTAssertEqual(errors("  fill(.red)"), ["t.view:2:3: error: 'fill' is a path command; put it inside a 'path { … }' block"])
        XCTAssertEqual(errors("  path { line(to: Point(1, 1)) }"),
                       ["t.view:2:10: error: line(to:) needs a current point; start the path with move(to:)"])
        XCTAssertEqual(errors("  path { lineWidth: -1 }"), ["t.view:2:21: error: lineWidth must not be negative (it is -1)"])
        XCTAssertEqual(errors("  path { fil(.red) }"), ["t.view:2:10: error: unknown path command 'fil'; did you mean 'fill'?"])
        // UIBezierPath's names get the path block's form.
        XCTAssertEqual(errors("  path { addCurve(to: Point(1, 1), controlPoint1: Point(0, 0), controlPoint2: Point(1, 0)) }"),
                       ["t.view:2:10: error: unknown path command 'addCurve': in a path block, UIBezierPath's addCurve(to:controlPoint1:controlPoint2:) is written curve(to:control1:control2:)"])
        XCTAssertEqual(errors("  path { addLine(to: Point(1, 1)) }"),
                       ["t.view:2:10: error: unknown path command 'addLine': in a path block, UIBezierPath's addLine(to:) is written line(to:)"])
        XCTAssertEqual(errors("  path { lineCap: .flat }"), ["t.view:2:19: error: 'lineCap' is one of .butt, .round, .square, not .flat"])
        XCTAssertEqual(errors("  path { linewidth: 2 }"), ["t.view:2:10: error: a path has no property 'linewidth'; did you mean 'lineWidth'?"])
        XCTAssertEqual(errors("  path { circle(center: Point(1, 1), radius: -2) }"),
                       ["t.view:2:46: error: radius must not be negative (it is -2)"])
        XCTAssertEqual(errors("  path { path { } }"), ["t.view:2:10: error: a 'path' block cannot be placed in a 'path' block"])
        XCTAssertEqual(errors("  path { oval(in: bounds.insetBy(dx: 60, dy: 0)) }"),
                       ["t.view:2:10: error: this rect is null (an inset or intersection left nothing)"])
    }

    func testControlFlowErrors() {
        XCTAssertEqual(errors("  if 1 { }"), ["t.view:2:6: error: an 'if' condition must be a Bool, not a Number"])
        XCTAssertEqual(errors("  for i in 5 { }"), ["t.view:2:12: error: 'for' loops over a range (a..<b, a...b) or a list, not a Number"])
        XCTAssertEqual(errors("  let c = 1 ? 2 : 3"), ["t.view:2:11: error: the condition of '?:' must be a Bool, not a Number"])
        XCTAssertEqual(errors("  let a = 1\n  let a = 2"), ["t.view:3:7: error: 'a' is already defined in this scope"])
        // Color names are not reserved: a let may take one (and then shadows the color).
        XCTAssertEqual(errors("  let red = 1"), [])
        XCTAssertEqual(errors("  let bounds = 1"), ["t.view:2:7: error: 'bounds' is a built-in name and cannot be redefined"])
        XCTAssertEqual(errors("  veiw { }"), ["t.view:2:3: error: unknown block 'veiw'; did you mean 'view'?"])
        XCTAssertEqual(errors("  canvas(width: 1, height: 1) { }"), ["t.view:2:3: error: a canvas belongs at the top of a file, not in a 'canvas' block"])
        XCTAssertEqual(errors("  3 + 4"), ["t.view:2:3: error: this value is unused; a statement is a property (name: value), a block or a call"])
    }

    func testCanvasAndFileErrors() {
        XCTAssertEqual(evaluate("let a = 1\n").headlines,
                       ["t.view:1:1: error: nothing to draw: the file has no 'canvas(width:height:) { … }' or 'document { page(size:) { … } }' block"])
        XCTAssertEqual(evaluate("canvas(width: 0, height: 10) { }\n").headlines,
                       ["t.view:1:15: error: a canvas side must be more than 0 and at most 100000 points, not 0"])
        XCTAssertEqual(evaluate("canvas(width: 1, height: 1) { }\ncanvas(width: 1, height: 1) { }\n").headlines,
                       ["t.view:2:1: error: a file has only one canvas"])
    }

    func testComponentErrors() {
        let decl = "\nview Box {\n  @inspectable size = 10\n}\n"
        XCTAssertEqual(evaluate(inCanvas("  Box(frame: bounds, size: true)") + decl).headlines,
                       ["t.view:2:28: error: parameter 'size' of 'Box' is a Number, not a Bool"])
        XCTAssertEqual(evaluate(inCanvas("  Box(frame: bounds, sise: 3)") + decl).headlines,
                       ["t.view:2:22: error: 'Box' has no parameter 'sise'; did you mean 'size'? (its parameters are size: Number)"])
        XCTAssertEqual(evaluate(inCanvas("  Box(bounds)") + decl).headlines,
                       ["t.view:2:7: error: arguments to the component 'Box' need labels (frame:, or a parameter name)"])
        XCTAssertEqual(evaluate(inCanvas("  let b = Box(frame: bounds)") + decl).headlines,
                       ["t.view:2:11: error: the component 'Box' is a view, not a value; write it on its own line inside a view"])
        XCTAssertEqual(evaluate(inCanvas("") + decl + "view Box { }\n").headlines,
                       ["t.view:8:6: error: component 'Box' is already declared"])
    }

    func testRecursiveComponentHitsTheDepthLimit() {
        var limits = Limits()
        limits.maxDepth = 20
        let r = evaluate(inCanvas("  A(frame: bounds)") + "view A {\n  A(frame: bounds)\n}\n", limits: limits)
        XCTAssertEqual(r.headlines, ["t.view:5:3: error: views nest deeper than 20 levels; raise the limit with --max-depth"])
    }

    /// Nesting through component instances is bounded as a whole, whatever --max-depth says.
    func testStatementNestingLimitThroughRecursion() {
        var limits = Limits()
        limits.maxDepth = 10_000
        limits.maxRecursion = 10_000
        let text = inCanvas("  A(frame: bounds)") + "view A {\n  if true { if true { A(frame: bounds) } }\n}\n"
        XCTAssertEqual(evaluate(text, limits: limits).headlines,
                       ["t.view:5:23: error: statements nest deeper than 400 levels (blocks, ifs, loops, function calls and component instances together)"])
    }

    func testIterationAndOperationLimits() {
        var limits = Limits()
        limits.maxIterations = 1000
        XCTAssertEqual(evaluate(inCanvas("  for i in 0..<10 {\n    for j in 0..<101 { }\n  }"), limits: limits).headlines,
                       ["t.view:3:14: error: more than 1000 loop iterations; raise the limit with --max-iterations"])
        var ops = Limits()
        ops.maxOperations = 50
        XCTAssertEqual(evaluate(inCanvas("  path {\n    for i in 0..<100 { move(to: Point(i, i)) }\n  }"), limits: ops).headlines,
                       ["t.view:3:24: error: more than 50 drawing operations; raise the limit with --max-operations"])
    }

    /// A class's init whose loop the checker refuses fills its list with nothing; the index
    /// layoutSubviews then reads is out of range only because of that, so the run's error is
    /// not said — the checker's is, alone, as Swift runs no code that does not compile.
    func testAnErrorFollowingFromRefusedSwiftCodeIsNotSaid() {
        let text = """
        canvas(width: 100, height: 100) { P(frame: Rect(0, 0, 100, 100)) }
        class P: UIView {
            var layers: [CALayer] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: layers[1].bounds.height))
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                for _ in 0..<3 { let l = CALayer(); l.contentsCenter = .zero; layers.append(l) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(evaluate(text).headlines, ["t.view:10:45: error: CALayer has no settable property 'contentsCenter'"])
    }

    /// Independent mistakes in one file are all reported, in order.
    func testSeveralEvaluationErrorsInOneRun() {
        XCTAssertEqual(errors("  let a = nope\n  alpa: 1\n  path { fil(.red) }\n  let ok = 1 + 1\n  let b = ok / 0"), [
            "t.view:2:11: error: unknown name 'nope'",
            "t.view:3:3: error: a view has no property 'alpa'; did you mean 'alpha'?",
            "t.view:4:10: error: unknown path command 'fil'; did you mean 'fill'?",
            "t.view:6:16: error: division by zero",
        ])
        // A name whose definition failed is not reported again where it is used.
        XCTAssertEqual(errors("  let a = nope\n  let b = a + 1"), ["t.view:2:11: error: unknown name 'nope'"])
    }

    // MARK: -D

    func testDefineOverridesTopLevelValues() throws {
        let text = "@inspectable open = false\nlet size = 10\n" + inCanvas("  view { frame: Rect(0, 0, size, size); isHidden: open }")
        let plain = try XCTUnwrap(root(text)?.subviews.first)
        XCTAssertEqual(plain.bounds.width, 10)
        XCTAssertFalse(plain.isHidden)
        let changed = try XCTUnwrap(root(text, defines: [("open", "true"), ("size", "2 * 21")])?.subviews.first)
        XCTAssertEqual(changed.bounds.width, 42)
        XCTAssertTrue(changed.isHidden)
        // The last -D for a name wins.
        XCTAssertEqual(root(text, defines: [("size", "1"), ("size", "7")])?.subviews.first?.bounds.width, 7)
    }

    func testDefineOverridesComponentInspectables() throws {
        let text = inCanvas("  Box(frame: bounds)") + "\nview Box {\n  @inspectable side = 10\n  view { frame: Rect(0, 0, side, side) }\n}\n"
        XCTAssertEqual(root(text)?.subviews.first?.subviews.first?.bounds.width, 10)
        XCTAssertEqual(root(text, defines: [("Box.side", "33")])?.subviews.first?.subviews.first?.bounds.width, 33)
    }

    func testDefineErrors() {
        let text = "let size = 10\n@inspectable eyesOpen = false\n" + inCanvas("")
        XCTAssertEqual(evaluate(text, defines: [("sise", "3")]).rendered,
                       ["viewc: error: -D sise: no top-level let or inspectable is named 'sise' (did you mean 'size'?); names that can be set: size, eyesOpen\n"])
        XCTAssertEqual(evaluate(text, defines: [("zzz", "3")]).headlines,
                       ["viewc: error: -D zzz: no top-level let or inspectable is named 'zzz'; names that can be set: size, eyesOpen"])
        XCTAssertEqual(evaluate(text, defines: [("size", "true")]).headlines,
                       ["t.view:1:5: error: -D size=true: 'size' is a Number (the type of its default), not a Bool"])
        // A -D value is .view text with its own positions.
        XCTAssertEqual(evaluate(text, defines: [("size", "1 +")]).rendered,
                       ["-D size:1:4: error: expected a value, found the end of the file\n1 +\n   ^\n"])
        XCTAssertEqual(evaluate(text, defines: [("size", "nope")]).headlines,
                       ["-D size:1:1: error: unknown name 'nope'"])
        // Bare words where a value goes: a String whose quotes the shell took away.
        let words = "let title = \"Hi\"\n" + inCanvas("")
        XCTAssertEqual(evaluate(words, defines: [("title", "Bye")]).rendered,
                       ["-D title:1:1: error: unknown name 'Bye'\nBye\n^~~\nviewc: note: a String needs quotes inside the value: -D 'title=\"Bye\"'\n"])
        XCTAssertEqual(evaluate(words, defines: [("title", "Bye there")]).rendered,
                       ["-D title:1:5: error: unexpected 'there' after the value\nBye there\n    ^~~~~\nviewc: note: a String needs quotes inside the value: -D 'title=\"Bye there\"'\n"])
        XCTAssertEqual(evaluate(words, defines: [("title", "nope(1)")]).rendered,
                       ["-D title:1:1: error: unknown function 'nope'\nnope(1)\n^~~~\n"], "no note where the value is an expression")
    }
}
