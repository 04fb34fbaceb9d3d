// The grammar of docs/language.md, construct by construct, read back through the AST dump;
// and the parser's messages, exact with line and column.

import Foundation
import ViewSyntax
import XCTest

final class LanguageParseTests: XCTestCase {
    func dump(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let tree = Parser.parse(SourceFile(path: "p.view", text: text))
        XCTAssertEqual(tree.diagnostics.map(\.headline), [], file: file, line: line)
        return ASTDumper.dump(tree)
    }
    func errors(_ text: String) -> [String] {
        Parser.parse(SourceFile(path: "p.view", text: text)).diagnostics.map(\.headline)
    }

    func testSubscriptsAndMembersChain() {
        XCTAssertEqual(dump("let v = xs[i + 1].x"), """
        Let v @1:1-1:20
          Member .x @1:9-1:20
            Subscript @1:9-1:18
              Name xs @1:9-1:11
              Binary + @1:12-1:17
                Name i @1:12-1:13
                Number 1 @1:16-1:17

        """)
        XCTAssertEqual(dump("let v = [[1], [2]][0][0]"), """
        Let v @1:1-1:25
          Subscript @1:9-1:25
            Subscript @1:9-1:22
              List @1:9-1:19
                List @1:10-1:13
                  Number 1 @1:11-1:12
                List @1:15-1:18
                  Number 2 @1:16-1:17
              Number 0 @1:20-1:21
            Number 0 @1:23-1:24

        """)
    }

    func testPrecedenceAndAngles() {
        XCTAssertEqual(dump("let v = -a * 2 + 45° < 1 || !b && c ? x : y"), """
        Let v @1:1-1:44
          Ternary @1:9-1:44
            Binary || @1:9-1:36
              Binary < @1:9-1:25
                Binary + @1:9-1:21
                  Binary * @1:9-1:15
                    Unary - @1:9-1:11
                      Name a @1:10-1:11
                    Number 2 @1:14-1:15
                  Number 0.7854 (deg) @1:18-1:21
                Number 1 @1:24-1:25
              Binary && @1:29-1:36
                Unary ! @1:29-1:31
                  Name b @1:30-1:31
                Name c @1:35-1:36
            Name x @1:39-1:40
            Name y @1:43-1:44

        """)
    }

    func testElseIfChainsAndLoops() {
        XCTAssertEqual(dump("if a { }\nelse if b { } else { }\nfor x in 0..<3 { }\nfor p in [1] { }"), """
        If @1:1-2:23
          Name a @1:4-1:5
          Then
          Else
            If @2:6-2:23
              Name b @2:9-2:10
              Then
              Else
        For x @3:1-3:19
          Binary ..< @3:10-3:15
            Number 0 @3:10-3:11
            Number 3 @3:14-3:15
        For p @4:1-4:17
          List @4:10-4:13
            Number 1 @4:11-4:12

        """)
    }

    func testComponentsInspectablesAndImports() {
        XCTAssertEqual(dump("import \"a.view\"\nview Card {\n  @inspectable rank = 5\n  Pip(frame: bounds, suit: \"♠\")\n}"), """
        Import "a.view" @1:1-1:16
        Component Card @2:1-5:2
          Inspectable rank @3:3-3:24
            Number 5 @3:23-3:24
          Expression @4:3-4:32
            Call @4:3-4:32
              Name Pip @4:3-4:6
              Arg frame
                Name bounds @4:14-4:20
              Arg suit
                String "♠" @4:28-4:31

        """)
    }

    func testParseErrors() {
        XCTAssertEqual(errors("let v = 1 < 2 < 3"), ["p.view:1:15: error: '<' and '<' cannot be chained; add parentheses"])
        XCTAssertEqual(errors("let v = xs [1]"), ["p.view:1:12: error: expected a new line or ';' after the statement, found '['"])
        XCTAssertEqual(errors("let v = xs[1)"), ["p.view:1:13: error: expected ']' to close the subscript, found ')'"])
        XCTAssertEqual(errors("@inspectible x = 1"), ["p.view:1:2: error: unknown attribute '@inspectible'; the attributes are '@inspectable' (in a .view component), '@IBDesignable' and '@IBInspectable' (in a Swift class)"])
        XCTAssertEqual(errors("@inspectable x"), ["p.view:1:15: error: expected '=' and a default value after '@inspectable x' (the default gives its type), found the end of the file"])
        XCTAssertEqual(errors("import 3"), ["p.view:1:8: error: expected a file name in quotes after 'import'"])
        XCTAssertEqual(errors("for x 0..<3 { }"), ["p.view:1:7: error: expected 'in' after 'for x'"])
        XCTAssertEqual(errors("let in = 3"), ["p.view:1:5: error: 'in' is a keyword and cannot be used as a name after 'let'"])
        XCTAssertEqual(errors("else { }"), ["p.view:1:1: error: 'else' without an 'if' before it"])
        XCTAssertEqual(errors("let a = 45rad"), ["p.view:1:11: error: unknown unit 'rad' after a number; angles take 'deg' or '°', other numbers none"])
        XCTAssertEqual(errors("view Card {\n  let x = 1\n"), ["p.view:3:1: error: expected '}' to close the component 'Card' opened at 1:11"])
        XCTAssertEqual(errors("let v = c ? 1"), ["p.view:1:14: error: expected ':' between the two branches of '?:', found the end of the file"])
    }

    func testNestingDepthIsBounded() {
        let deep = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        XCTAssertEqual(errors("let v = " + deep), ["p.view:1:\(9 + Parser.maxDepth): error: nesting is deeper than \(Parser.maxDepth) levels"])
        let blocks = String(repeating: "view {\n", count: 300) + String(repeating: "}\n", count: 300)
        XCTAssertEqual(errors(blocks).first, "p.view:\(Parser.maxDepth + 1):6: error: nesting is deeper than \(Parser.maxDepth) levels")
    }
}
