// Parse errors: the exact message, line, column and caret; recovery (several errors from one
// file); and robustness (garbage, truncated files and deep nesting return with errors).

import Foundation
import XCTest
@testable import ViewSyntax

final class ParseErrorTests: XCTestCase {
    func testMissingNameAfterLet() {
        XCTAssertEqual(parseErrors("let = 3\n"), ["""
        t.view:1:5: error: expected a name after 'let', found '='
        let = 3
            ^

        """])
    }

    func testKeywordAsName() {
        XCTAssertEqual(parseErrors("for in 1..<3 {}\n"), ["""
        t.view:1:5: error: 'in' is a keyword and cannot be used as a loop variable after 'for'
        for in 1..<3 {}
            ^~

        """])
    }

    func testMissingCommaInArguments() {
        XCTAssertEqual(parseErrors("canvas(width: 1, height: 1) {\n    frame: Rect(0, 0, 1 1)\n}\n"), ["""
        t.view:2:25: error: expected ',' or ')' in the argument list, found a number
            frame: Rect(0, 0, 1 1)
                                ^

        """])
    }

    func testChainedComparison() {
        XCTAssertEqual(parseErrors("let a = 1 < 2 < 3\n"), ["""
        t.view:1:15: error: '<' and '<' cannot be chained; add parentheses
        let a = 1 < 2 < 3
                      ^

        """])
    }

    /// A `{` typed after a finished statement (a block half-written while a watch rebuilds) is
    /// a syntax error at the brace that says what a brace follows, not a refusal of closures.
    func testABraceAfterAStatementIsASyntaxErrorAtTheBrace() {
        let headlines = parse("canvas(width: 9, height: 9) {\n    view { backgroundColor: .red {\n    }\n}\n").diagnostics.map(\.headline)
        XCTAssertEqual(headlines.first, "t.view:2:34: error: expected a new line or ';' after the statement, found '{' (a block opens after a view kind, a component or a control statement's condition: 'view { … }', 'if c { … }')")
        XCTAssertFalse(headlines.contains { $0.contains("closures") }, "\(headlines)")
    }

    func testUnclosedBlockPointsAtItsOpening() {
        XCTAssertEqual(parse("view A {\n  path {\n    move(to: p)\n").diagnostics.map(\.headline),
                       ["t.view:4:1: error: expected '}' to close 'path' opened at 2:8"])
    }

    func testUnclosedArgumentList() {
        XCTAssertEqual(parse("canvas(width: 1, height: 1) {\n  f(1,\n}\n").diagnostics.map(\.headline),
                       ["t.view:3:1: error: expected ')' to close the argument list opened at 2:4"])
    }

    func testStrayBraceAndElse() {
        XCTAssertEqual(parse("}\nelse {}\n").diagnostics.map(\.headline),
                       ["t.view:1:1: error: unexpected '}' with no open block",
                        "t.view:2:1: error: 'else' without an 'if' before it"])
    }

    func testUnknownAttribute() {
        XCTAssertEqual(parseErrors("@inspectible x = 1\n"), ["""
        t.view:1:2: error: unknown attribute '@inspectible'; the attributes are '@inspectable' (in a .view component), '@IBDesignable' and '@IBInspectable' (in a Swift class)
        @inspectible x = 1
         ^~~~~~~~~~~

        """])
    }

    func testImportNeedsAString() {
        XCTAssertEqual(parse("import (foo)\n").diagnostics.map(\.headline),
                       ["t.view:1:8: error: expected a file name in quotes after 'import'"])
        // `import UIKit` (a Swift module, atop pasted code) parses; the checker judges the name.
        XCTAssertEqual(parse("import UIKit\n").diagnostics.map(\.headline), [])
    }

    func testMissingValue() {
        XCTAssertEqual(parse("let a = \n").diagnostics.map(\.headline),
                       ["t.view:1:9: error: expected a value, found the end of the line"])
        XCTAssertEqual(parse("let a = 1 +").diagnostics.map(\.headline),
                       ["t.view:1:12: error: expected a value, found the end of the file"])
        XCTAssertEqual(parse("let a = if\n").diagnostics.map(\.headline),
                       ["t.view:1:9: error: expected a value, found the keyword 'if'"])
        XCTAssertEqual(parse("let c = a.\n").diagnostics.map(\.headline),
                       ["t.view:1:11: error: expected a member name after '.', found the end of the line"])
    }

    func testTabsKeepTheCaretAligned() {
        XCTAssertEqual(parseErrors("canvas(width: 1, height: 1) {\n\tlet = 1\n}\n"), [
            "t.view:2:6: error: expected a name after 'let', found '='\n\tlet = 1\n\t    ^\n"])
    }

    /// One run reports every independent mistake, in the order of the text, and the good
    /// statements between them still parse.
    func testRecoveryReportsSeveralErrors() {
        let tree = parse("""
        let = 1
        let ok1 = 2
        canvas(width: 10, height: 10) {
            view {
                frame: Rect(0, 0, 1 1)
                alpha: * 2
                backgroundColor: .red
            }
            backgroundColor: .red )
        }
        let ok2 = 3 3
        let ok3 = "x
        let ok4 = 4

        """)
        XCTAssertEqual(tree.diagnostics.map(\.headline), [
            "t.view:1:5: error: expected a name after 'let', found '='",
            "t.view:5:29: error: expected ',' or ')' in the argument list, found a number",
            "t.view:6:16: error: expected a value, found '*'",
            "t.view:9:27: error: expected a new line or ';' after the statement, found ')'",
            "t.view:11:13: error: expected a new line or ';' after the statement, found a number",
            "t.view:12:11: error: unterminated string literal",
        ])
        // The statements that were fine are all there.
        XCTAssertEqual(tree.statements.compactMap { s -> String? in
            if case .letBinding(let n, _, _, _) = s { return n } else { return nil }
        }, ["ok1", "ok2", "ok4"])
        guard case .block(_, _, _, let body, _)? = tree.statements.first(where: { if case .block = $0 { return true }; return false }),
              case .block(_, _, _, let inner, _)? = body.first else { return XCTFail("canvas and view blocks survive") }
        XCTAssertEqual(inner.map(sx), ["(prop backgroundColor .red)"])
    }

    // MARK: nesting

    func testDeepParenthesesAreAnErrorNotACrash() {
        let text = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n"
        let d = parse(text).diagnostics
        XCTAssertEqual(d.first?.headline, "t.view:1:209: error: nesting is deeper than 200 levels")
        XCTAssertEqual(d.count, 1, d.map(\.headline).joined(separator: "\n"))
    }

    func testDeepBracesAreAnErrorNotACrash() {
        let text = String(repeating: "group {\n", count: 10_000) + String(repeating: "}\n", count: 10_000)
        let d = parse(text).diagnostics
        XCTAssertEqual(d.first?.headline, "t.view:201:7: error: nesting is deeper than 200 levels")
        XCTAssertEqual(d.count, 1, "one error, not one per level: \(d.count)")
        // Raw braces (not a valid statement) must not crash either.
        XCTAssertFalse(parse(String(repeating: "{", count: 10_000)).diagnostics.isEmpty)
        XCTAssertFalse(parse(String(repeating: "[", count: 10_000)).diagnostics.isEmpty)
        XCTAssertEqual(parse("let a = " + String(repeating: "[", count: 10_000)).diagnostics.first?.headline,
                       "t.view:1:209: error: nesting is deeper than 200 levels")
    }

    func testNestingJustBelowTheLimitParses() {
        let text = "let x = " + String(repeating: "(", count: 199) + "1" + String(repeating: ")", count: 199) + "\n"
        XCTAssertEqual(parse(text).diagnostics.map(\.headline), [])
        let blocks = String(repeating: "group {\n", count: 199) + String(repeating: "}\n", count: 199)
        XCTAssertEqual(parse(blocks).diagnostics.map(\.headline), [])
    }

    /// Nested chains build trees as deep as they are long, walked recursively, so the parser
    /// bounds them like nesting (unbounded, they overflow the stack). A flat chain of binary
    /// operators is not nesting: it is parsed in a loop and walked without recursion.
    func testLongChainsAreBounded() {
        let sum = "let x = " + Array(repeating: "1", count: 100_000).joined(separator: " + ") + "\n"
        XCTAssertEqual(parse(sum).diagnostics.map(\.headline), [])
        let members = "let r = r" + String(repeating: ".standardized", count: 50_000) + "\n"
        XCTAssertEqual(parse(members).diagnostics.count, 1)
        let elses = "if a {} " + String(repeating: "else if a {} ", count: 20_000) + "\n"
        XCTAssertEqual(parse(elses).diagnostics.first?.message, "nesting is deeper than 200 levels")
        let unary = "let x = " + String(repeating: "-", count: 10_000) + "1\n"
        XCTAssertEqual(parse(unary).diagnostics.map(\.headline), ["t.view:1:208: error: nesting is deeper than 200 levels"])
        // Short chains are fine.
        let ok = "let x = " + Array(repeating: "1", count: 150).joined(separator: " + ") + "\n"
        XCTAssertEqual(parse(ok).diagnostics.map(\.headline), [])
    }

    // MARK: robustness

    /// A fixed-seed generator (SplitMix64) so that every run feeds the same bytes.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testGarbageNeverCrashes() {
        var rng = SplitMix(state: 0x5EED)
        // Bytes biased towards the language's own characters so that the parser gets deep.
        let alphabet = Array("(){}[]<>.,:;@?=+-*/%!&|#\"\\ \n\t0123456789eEdg°_abcxyzletifelseforinviewpath".unicodeScalars)
        var withErrors = 0
        for round in 0..<400 {
            let length = Int.random(in: 0...300, using: &rng)
            var text = String.UnicodeScalarView()
            for _ in 0..<length {
                if round % 4 == 0 {
                    // Raw bytes, decoded leniently (as a file that is not quite UTF-8 would be).
                    text.append(Unicode.Scalar(UInt8.random(in: 0...255, using: &rng)))
                } else {
                    text.append(alphabet.randomElement(using: &rng)!)
                }
            }
            let tree = parse(String(text))
            if tree.hasErrors { withErrors += 1 }
            // Every diagnostic renders and points inside the file (ranges are byte offsets).
            for d in tree.diagnostics {
                XCTAssertTrue(d.rendered.hasPrefix("t.view:"), d.rendered)
                XCTAssertLessThanOrEqual(d.range.end, String(text).utf8.count)
            }
        }
        XCTAssertGreaterThan(withErrors, 300, "garbage is mostly wrong")
    }

    func testTruncatedSamplesNeverCrash() throws {
        let samples = try sampleTexts()
        XCTAssertEqual(samples.count, 3)
        var rng = SplitMix(state: 42)
        for text in samples {
            let scalars = Array(text.unicodeScalars)
            XCTAssertEqual(parse(text).diagnostics.map(\.headline), [], "the sample itself parses")
            var cuts = Array(stride(from: 0, to: scalars.count, by: max(1, scalars.count / 60)))
            cuts += (0..<40).map { _ in Int.random(in: 0..<scalars.count, using: &rng) }
            for cut in cuts {
                var s = String.UnicodeScalarView(); s.append(contentsOf: scalars[..<cut])
                let tree = parse(String(s))
                for d in tree.diagnostics { XCTAssertFalse(d.rendered.isEmpty) }
                // Also with a byte flipped to a random punctuation character.
                var m = scalars
                m[Int.random(in: 0..<m.count, using: &rng)] = "({[)}]:.".unicodeScalars.randomElement(using: &rng)!
                var ms = String.UnicodeScalarView(); ms.append(contentsOf: m)
                _ = parse(String(ms))
            }
        }
    }

    func sampleTexts() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try ["face", "triangle", "checkbutton"].map {
            try String(contentsOf: root.appendingPathComponent("samples/\($0).view"), encoding: .utf8)
        }
    }
}
