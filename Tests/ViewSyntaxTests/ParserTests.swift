// The parser: operator precedence and associativity, ternaries, ranges, calls, member
// access, and every statement form, checked as S-expressions; and the source ranges.

import XCTest
@testable import ViewSyntax

final class ParserTests: XCTestCase {
    func testPrecedence() {
        XCTAssertEqual(sexpr("1 + 2 * 3 - 4"), "(- (+ 1 (* 2 3)) 4)")
        XCTAssertEqual(sexpr("1 - 2 - 3"), "(- (- 1 2) 3)")          // left-associative
        XCTAssertEqual(sexpr("8 / 4 / 2 % 3"), "(% (/ (/ 8 4) 2) 3)")
        XCTAssertEqual(sexpr("(1 + 2) * 3"), "(* (+ 1 2) 3)")
        XCTAssertEqual(sexpr("-a * b"), "(* (- a) b)")
        XCTAssertEqual(sexpr("-a.b"), "(- (. a b))")                 // postfix binds tighter than unary
        XCTAssertEqual(sexpr("!a && b || c && !d"), "(|| (&& (! a) b) (&& c (! d)))")
        XCTAssertEqual(sexpr("a + 1 < b * 2"), "(< (+ a 1) (* b 2))")
        XCTAssertEqual(sexpr("a < b && c >= d"), "(&& (< a b) (>= c d))")
        XCTAssertEqual(sexpr("--1"), "(- (- 1))")
    }

    func testTernary() {
        XCTAssertEqual(sexpr("a ? 1 : 2"), "(? a 1 2)")
        XCTAssertEqual(sexpr("a || b ? 1 + 1 : 2 * 2"), "(? (|| a b) (+ 1 1) (* 2 2))")
        // Right-associative: a ? b : (c ? d : e).
        XCTAssertEqual(sexpr("a ? b : c ? d : e"), "(? a b (? c d e))")
        XCTAssertEqual(sexpr("a ? b ? 1 : 2 : 3"), "(? a (? b 1 2) 3)")
    }

    func testRanges() {
        XCTAssertEqual(sexpr("0..<n"), "(..< 0 n)")
        XCTAssertEqual(sexpr("1...n - 1"), "(... 1 (- n 1))")        // + binds tighter than a range
        XCTAssertEqual(sexpr("a..<b == c"), "(== (..< a b) c)")
    }

    func testLiterals() {
        XCTAssertEqual(sexpr("[1, 2.5, \"s\", true, #FF0000, .red, 90deg]"),
                       "[1 2.5 \"s\" true #FF0000 .red \(num(Double.pi / 2))rad]")
        XCTAssertEqual(sexpr("[]"), "[]")
        XCTAssertEqual(sexpr("[1, 2,]"), "[1 2]")                    // trailing comma
        XCTAssertEqual(sexpr("[\n 1,\n 2\n]"), "[1 2]")
    }

    func testCallsMembersAndLabels() {
        XCTAssertEqual(sexpr("Point(1, 2)"), "(call Point 1 2)")
        XCTAssertEqual(sexpr("Point(x: 1, y: 2)"), "(call Point x:1 y:2)")
        XCTAssertEqual(sexpr("clamp(v, min: -1, max: 1,)"), "(call clamp v min:(- 1) max:1)")
        XCTAssertEqual(sexpr("bounds.insetBy(dx: w * 0.05, dy: 2).width"),
                       "(. (call (. bounds insetBy) dx:(* w 0.05) dy:2) width)")
        XCTAssertEqual(sexpr("Color.red.withAlphaComponent(0.5)"), "(call (. (. Color red) withAlphaComponent) 0.5)")
        XCTAssertEqual(sexpr("f()"), "(call f)")
        // A keyword may be a label (`in:` of oval(in:)) and a member name.
        XCTAssertEqual(sexpr("oval(in: r)"), "(call oval in:r)")
        XCTAssertEqual(sexpr("Rect(\n  0, 0,\n  10, 10\n)"), "(call Rect 0 0 10 10)")
    }

    func testStatements() {
        XCTAssertEqual(stmts("""
        let a = 1
        @inspectable b = 2; @inspectable let c = 3
        import "lib.view"
        """), ["(let a 1)", "(inspectable b 2)", "(inspectable c 3)", "(import \"lib.view\")"])
    }

    func testBlocksWithAndWithoutArguments() {
        XCTAssertEqual(stmts("""
        canvas(width: 10, height: 20) {
            view {
                frame: Rect(0, 0, 5, 5)
            }
            Face(frame: r, eyesOpen: true)
            Face(frame: r) { alpha: 0.5 }
            path { move(to: p); close() }
        }
        """), ["(block canvas (width:10 height:20) (block view (prop frame (call Rect 0 0 5 5))) "
               + "(call Face frame:r eyesOpen:true) (block Face (frame:r) (prop alpha 0.5)) "
               + "(block path (call move to:p) (call close)))"])
    }

    func testDottedPropertiesAndValueOnNextLine() {
        XCTAssertEqual(stmts("""
        view {
            layer.cornerRadius: 8
            layer.borderColor: .red
            frame:
                Rect(0, 0, 1, 1)
        }
        """), ["(block view (prop layer.cornerRadius 8) (prop layer.borderColor .red) (prop frame (call Rect 0 0 1 1)))"])
    }

    func testIfElseIfElse() {
        XCTAssertEqual(stmts("""
        if a { x: 1 } else if b { x: 2 }
        else { x: 3 }
        if c {
        }
        """), ["(if a {(prop x 1)} else {(if b {(prop x 2)} else {(prop x 3)})})", "(if c {})"])
    }

    func testForIn() {
        XCTAssertEqual(stmts("for i in 0..<3 { let y = i * 2 }\nfor s in [-1, 1] {}"),
                       ["(for i (..< 0 3) {(let y (* i 2))})", "(for s [(- 1) 1] {})"])
    }

    func testComponentDeclaration() {
        XCTAssertEqual(stmts("""
        /// Doc comment.
        view Face {
            @inspectable scale = 0.8
            path { oval(in: bounds) }
        }
        """), ["(component Face {(inspectable scale 0.8) (block path (call oval in:bounds))})"])
    }

    func testSourceRanges() throws {
        let tree = parse("let abc = 1 +\n  foo(x: 2)\n")
        XCTAssertEqual(tree.diagnostics.count, 0)
        guard case .letBinding(_, let nr, let v, let r) = try XCTUnwrap(tree.statements.first) else { return XCTFail() }
        XCTAssertEqual(nr.shortDescription, "1:5-1:8")
        XCTAssertEqual(v.range.shortDescription, "1:11-2:12")
        XCTAssertEqual(r.shortDescription, "1:1-2:12")
        // Parentheses belong to the range of what they enclose.
        let t2 = parse("let a = (1 + 2) * 3")
        guard case .letBinding(_, _, .binary(_, let lhs, _, _), _) = try XCTUnwrap(t2.statements.first) else { return XCTFail() }
        XCTAssertEqual(lhs.range.shortDescription, "1:9-1:16")
    }

    func testASTDumpFormat() {
        XCTAssertEqual(ASTDumper.dump(parse("let p = Point(1, y: -2)\n")), """
        Let p @1:1-1:24
          Call @1:9-1:24
            Name Point @1:9-1:14
            Arg _
              Number 1 @1:15-1:16
            Arg y
              Unary - @1:21-1:23
                Number 2 @1:22-1:23

        """)
    }

    func testCallNeedsNoSpaceBeforeParenthesis() {
        // `f (1)` is two things on one line, not a call.
        XCTAssertEqual(parseErrors("let a = f (1)\n").first?.components(separatedBy: "\n").first,
                       "t.view:1:11: error: expected a new line or ';' after the statement, found '('")
    }
}
