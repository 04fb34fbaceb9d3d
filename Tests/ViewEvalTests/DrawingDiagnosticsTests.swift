// Diagnostics of the drawing model: every bad argument is an error with its exact text,
// line and column; and the drawing semantics that the view tree shows (CGContext consuming
// its path, group styles, UIKit's arc direction in a context).

import XCTest
@testable import ViewEval
import ViewGeometry
import ViewSyntax

final class DrawingDiagnosticsTests: XCTestCase {
    func compile(_ body: String) -> (Document?, [Diagnostic]) {
        let text = "canvas(width: 200, height: 200) {\n" + body + "\n}\n"
        let file = SourceFile(path: "t.view", text: text)
        let ev = Evaluator(loader: FileSystemLoader(mainDirectory: "/tmp"))
        return ev.evaluate(Parser.parse(file))
    }

    /// The headlines of the diagnostics of a canvas whose body is `body` (line 2 onwards).
    func headlines(_ body: String) -> [String] { compile(body).1.map(\.headline) }

    func assertError(_ body: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(headlines(body), [expected], file: file, line: line)
    }

    func content(_ body: String) -> [DrawCommand] {
        let (doc, diags) = compile(body)
        XCTAssertEqual(diags.filter { $0.severity == .error }.map(\.headline), [])
        return doc?.pages.first?.root.content ?? []
    }

    // MARK: bad arguments

    func testNegativeRadius() {
        assertError("path { arc(center: Point(1, 1), radius: -5, start: 0, end: 1) }",
                    "t.view:2:41: error: radius must not be negative (it is -5)")
        assertError("path { circle(center: Point(1, 1), radius: -2) }",
                    "t.view:2:44: error: radius must not be negative (it is -2)")
        assertError("path { roundedRect(Rect(0, 0, 10, 10), cornerRadius: -1) }",
                    "t.view:2:54: error: cornerRadius must not be negative (it is -1)")
    }

    func testNaNIsCaughtWhereItIsMade() {
        assertError("let z = 0.0\npath { move(to: Point(sqrt(z - 1), 0)) }",
                    "t.view:3:23: error: square root of a negative number (-1)")
        assertError("path { move(to: Point(0 / 0, 1)) }", "t.view:2:27: error: division by zero")
    }

    func testEmptyAndBadDashPatterns() {
        assertError("path { dash: [] }",
                    "t.view:2:14: error: a dash pattern needs at least one length; for a solid line leave 'dash' out")
        assertError("path { dash: [4, -1] }", "t.view:2:14: error: a dash length must not be negative (it is -1)")
        assertError("path { dash: [0, 0] }",
                    "t.view:2:14: error: a dash pattern of only zero lengths draws nothing; give at least one length above 0")
        assertError("path { dash: 4 }",
                    "t.view:2:14: error: 'dash' is a list of lengths, on and off in turn, as in [6, 3], not a Number")
    }

    func testSVGPathDataErrorsPointInsideTheString() {
        // The string starts at column 12; its character 10 (the end) is at column 23.
        assertError("path { svg(\"M10 10 L20\") }", "t.view:2:23: error: bad SVG path data: 'L' needs a point's y, but the path data ends")
        assertError("path { svg(\"M10 10 X5\") }",
                    "t.view:2:20: error: bad SVG path data: expected a path command (M L H V C S Q T A Z), not 'X'")
        // An escape before the mistake counts as one character of the value but two of the source.
        assertError("path { svg(\"M1\\t1 Q\") }", "t.view:2:20: error: bad SVG path data: 'Q' needs the control point's x, but the path data ends")
        assertError("path { svg(\"L1 1\") }",
                    "t.view:2:13: error: bad SVG path data: path data starts with a moveto ('M' or 'm'), not 'L'")
    }

    /// SVG 1.1's grammar: comma-wsp goes between arguments (and between repeated argument
    /// groups), never after a command's last argument. The caret is at the comma: the string's
    /// first character is at column 13.
    func testACommaAfterTheLastArgumentIsAnError() {
        let message = "a comma after the last argument of '%@': in SVG path data a comma goes between arguments only"
        for (data, cmd, at) in [("M10 10, L20 20", "M", 6), ("M10,10 20,20 L20 20,", "L", 19), ("M0 0 H5 ,V5", "H", 8),
                                ("M0 0 A5 5 0 0 1 9 9, z", "A", 19), ("M0 0 q1 1 2 2 3 3 4 4,", "q", 21)] {
            assertError("path { svg(\"\(data)\") }", "t.view:2:\(13 + at): error: bad SVG path data: " + message.replacingOccurrences(of: "%@", with: cmd))
        }
        // Commas between arguments and between repeated pairs stay fine.
        XCTAssertEqual(headlines("path { svg(\"M10,10,20,20 L 30,30, 40 40 z m1 1 A5 5 0 0,1 9 9 C1,2,3,4,5,6\"); stroke(.black) }"), [])
    }

    func testMissingNumbersInAPathCommand() {
        assertError("path { move(to: Point(1)) }", "t.view:2:17: error: no form of 'Point' takes (_:); it takes Point(_:_:), Point(x:y:)")
        assertError("path { line() }", "t.view:2:8: error: missing argument 'to:' in call to line(to:)")
    }

    func testPathTransformIsSpelledApply() {
        assertError("path { transform(rotate(1)) }",
                    "t.view:2:8: error: to transform the path built so far, write apply(t), as UIBezierPath.apply(_:) does")
        let cmds = content("path { rect(Rect(0, 0, 10, 20)); apply(translate(5, 0)); fill(.red) }")
        guard case .fill(let p, _, _, _)? = cmds.first else { return XCTFail() }
        XCTAssertEqual(p.bounds, Rect(5, 0, 10, 20))
    }

    func testLinesNeedACurrentPoint() {
        assertError("path { line(to: Point(1, 1)) }",
                    "t.view:2:8: error: line(to:) needs a current point; start the path with move(to:)")
        assertError("context { addLine(to: Point(1, 1)) }",
                    "t.view:2:11: error: addLine(to:) needs a current point; start the path with move(to:)")
    }

    func testGradientAndShadowArguments() {
        assertError("let g = Gradient(colors: [.red])", "t.view:2:9: error: a gradient needs at least two colors, not 1")
        assertError("let g = Gradient(colors: [.red, .blue], locations: [0.5, 0.2])",
                    "t.view:2:9: error: gradient locations must not decrease (0.2 follows 0.5)")
        assertError("let g = Gradient(colors: [.red, .blue], locations: [0])",
                    "t.view:2:9: error: a gradient has one location per color: 2 colors but 1 locations")
        assertError("let s = Shadow(offset: Size(1, 1), blur: -3)",
                    "t.view:2:9: error: a shadow's blur must not be negative (it is -3)")
        assertError("drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(1, 1), end: Point(1, 1))",
                    "t.view:2:78: error: a linear gradient needs different start and end points")
        assertError("drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(0, 0), end: Point(1, 1), options: [.drawsAfter])",
                    "t.view:2:100: error: gradient options are .drawsBeforeStartLocation and .drawsAfterEndLocation (a list of them, or []), not .drawsAfter")
    }

    func testGroupProperties() {
        assertError("group { alpha: 1.5 }", "t.view:2:16: error: 'alpha' is between 0 and 1, not 1.5")
        assertError("group { blendMode: .multiplly }", "t.view:2:20: error: unknown blend mode '.multiplly'; did you mean '.multiply'?")
        assertError("group { blendMode: .plusDarker }",
                    "t.view:2:20: error: the blend mode .plusDarker has no equivalent in cairo, so no output format can carry it")
        // Line settings are graphics state a group may set (DrawingSemanticsTests); the fill rule is not.
        assertError("group { usesEvenOddFillRule: true }", "t.view:2:9: error: 'usesEvenOddFillRule' belongs to a path (UIBezierPath); set it inside a 'path { … }' block")
    }

    func testContextMistakes() {
        assertError("context { restoreGState() }", "t.view:2:11: error: restoreGState() without a matching saveGState()")
        assertError("context {\n  saveGState()\n}", "t.view:3:3: error: saveGState() has no matching restoreGState() in this context block")
        assertError("context { lineWidth: 3 }",
                    "t.view:2:11: error: a 'context' block sets state with calls, as CGContext does (setLineWidth(_:), setStrokeColor(_:), …), not with 'lineWidth:'")
        assertError("context { setLineWidht(3) }", "t.view:2:11: error: unknown context call 'setLineWidht'; did you mean 'setLineWidth'?")
        assertError("context { drawImag(named: \"a.png\", in: Rect(0, 0, 9, 9)) }", "t.view:2:11: error: unknown context call 'drawImag'; did you mean 'drawImage'?")
        assertError("context { drawPath(using: .both) }",
                    "t.view:2:27: error: a drawing mode is one of .fill, .eoFill, .stroke, .fillStroke, .eoFillStroke, not .both")
        assertError("context { setLineWidth(-1) }", "t.view:2:24: error: a line width must not be negative (it is -1)")
    }

    func testWarnings() {
        let d = compile("context { move(to: Point(0, 0)); addLine(to: Point(5, 5)) }").1
        XCTAssertEqual(d.map(\.headline), ["t.view:2:1: warning: the context block ends with a path that is never painted; strokePath(), fillPath() or drawPath(using:) would draw it"])
        let w = compile("path { roundedRect(Rect(0, 0, 50, 50), byRoundingCorners: .allCorners, cornerRadii: Size(5, 9)); fill() }").1
        XCTAssertEqual(w.map(\.headline), ["t.view:2:85: warning: UIKit draws circular corners from cornerRadii.width only; the height 9 is not used"])
    }

    // MARK: semantics

    func testStrokePathConsumesThePathSoFillPathFillsNothing() {
        let cmds = content("""
        context {
            addArc(center: Point(100, 100), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            setLineWidth(5)
            UIColor.green.setFill()
            UIColor.red.setStroke()
            strokePath()
            fillPath()
        }
        """)
        XCTAssertEqual(cmds.count, 1, "only the stroke: fillPath() found no path")
        guard case .stroke(_, .color(let c), let st, _) = cmds.first else { return XCTFail("\(cmds)") }
        XCTAssertEqual(c, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(st.lineWidth, 5)
    }

    func testBezierPathStrokeThenFillPaintsBothInOrder() {
        let cmds = content("path { circle(center: Point(100, 100), radius: 50); stroke(.red); fill(.green) }")
        XCTAssertEqual(cmds.count, 2)
        guard case .stroke = cmds[0], case .fill = cmds[1] else { return XCTFail("\(cmds)") }
    }

    func testContextCallsMayBeWrittenWithTheContextPrefix() {
        let cmds = content("""
        context {
            context.setLineWidth(4)
            context.move(to: Point(1, 2))
            context.addLine(to: Point(3, 4))
            context.strokePath()
        }
        """)
        guard case .stroke(let p, _, let st, _)? = cmds.first else { return XCTFail("\(cmds)") }
        XCTAssertEqual(p.elements, [.move(Point(1, 2)), .line(Point(3, 4))])
        XCTAssertEqual(st.lineWidth, 4)
        assertError("context { context.bogus() }", "t.view:2:19: error: unknown context call 'bogus'")
    }

    func testContextArcClockwiseIsYUp() {
        // CGContext's clockwise: true from 0 to π/2 goes the long way round on a y-down screen,
        // as UIBezierPath's clockwise: false does.
        let cmds = content("""
        context {
            addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            strokePath()
        }
        path { arc(center: Point(0, 0), radius: 10, start: 0, end: .pi / 2, clockwise: false); stroke(.black) }
        """)
        guard cmds.count == 2, case .stroke(let a, _, _, _) = cmds[0], case .stroke(let b, _, _, _) = cmds[1] else { return XCTFail("\(cmds)") }
        XCTAssertEqual(a.elements, b.elements)
        XCTAssertEqual(a.elements.count, 4)  // a move and three quarter-turn cubics
    }

    func testGroupStyleWrapsALayerWithShadowAndBlend() {
        let cmds = content("""
        group {
            alpha: 0.5
            blendMode: .multiply
            shadow: Shadow(offset: Size(2, 3), blur: 4, color: .black)
            path { rect(Rect(0, 0, 10, 10)); fill(.red) }
        }
        """)
        guard case .group(let g, _) = cmds.first, g.count == 2,
              case .blendMode(.multiply, _) = g[0],
              case .shadowed(let sh, let inner, _) = g[1],
              case .layer(let alpha, let body, _) = inner.first else { return XCTFail("\(cmds)") }
        XCTAssertEqual(sh, Shadow(offset: Size(2, 3), blur: 4, color: .black))
        XCTAssertEqual(alpha, 0.5)
        XCTAssertEqual(body.count, 1)
    }

    func testSaveRestoreScopesTheTransformButNotThePath() {
        let cmds = content("""
        context {
            saveGState()
            translateBy(x: 10, y: 0)
            move(to: Point(0, 0))
            addLine(to: Point(5, 0))
            restoreGState()
            strokePath()
        }
        """)
        // The path was added under the translation, so it stays where it was drawn; the stroke
        // happens after the restore, in the untransformed space.
        guard case .group(let g, _) = cmds.first, g.isEmpty, case .stroke(let p, _, _, _) = cmds.last else { return XCTFail("\(cmds)") }
        XCTAssertEqual(p.elements, [.move(Point(10, 0)), .line(Point(15, 0))])
    }

    func testPathBoundsIsReadableInsideAPath() {
        let cmds = content("""
        path {
            oval(in: Rect(10, 20, 30, 40))
            let b = pathBounds
            rect(Rect(b.maxX, b.maxY, 5, 5))
            fill(.black)
        }
        """)
        guard case .fill(let p, _, _, _) = cmds.first else { return XCTFail() }
        XCTAssertEqual(p.bounds.maxX, 45, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.maxY, 65, accuracy: 1e-9)
    }

    /// UIBezierPath.bounds includes the control points (Apple: "the smallest rectangle that
    /// completely encloses all points in the path, including any control points for Bézier and
    /// quadratic curves"); CGPath's boundingBoxOfPath is the tight box. For the quadratic from
    /// (0, 0) to (100, 0) with control (50, 100), y(t) = 2t(1-t)·100 peaks at 50 (t = 1/2); for
    /// the cubic with controls (0, 100) and (100, 100), y(t) = 3t(1-t)·100 peaks at 75.
    func testPathBoundsIncludesControlPointsAndBoundingBoxOfPathIsTight() {
        func boxes(_ curve: String) -> [Rect] {
            let cmds = content("""
            path {
                move(to: Point(0, 0))
                \(curve)
                let a = pathBounds
                let b = boundingBoxOfPath
                move(to: a.origin); line(to: Point(a.maxX, a.maxY))
                move(to: b.origin); line(to: Point(b.maxX, b.maxY))
                stroke(.black)
            }
            """)
            guard case .stroke(let p, _, _, _) = cmds.first else { XCTFail(); return [] }
            let pts: [Point] = p.elements.suffix(4).compactMap { if case .move(let q) = $0 { return q }; if case .line(let q) = $0 { return q }; return nil }
            return [Rect(pts[0].x, pts[0].y, pts[1].x - pts[0].x, pts[1].y - pts[0].y), Rect(pts[2].x, pts[2].y, pts[3].x - pts[2].x, pts[3].y - pts[2].y)]
        }
        let quad = boxes("quadCurve(to: Point(100, 0), control: Point(50, 100))")
        XCTAssertEqual(quad[0], Rect(0, 0, 100, 100))
        XCTAssertEqual(quad[1].height, 2 * 0.5 * 0.5 * 100, accuracy: 1e-9)
        let cubic = boxes("curve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))")
        XCTAssertEqual(cubic[0], Rect(0, 0, 100, 100))
        XCTAssertEqual(cubic[1].height, 3 * 0.5 * 0.5 * 100, accuracy: 1e-9)
        XCTAssertEqual(cubic[1].width, 100, accuracy: 1e-9)
    }
}
