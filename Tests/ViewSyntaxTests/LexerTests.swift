// The lexer: numbers (units, exponents, underscores), strings and their escapes, color
// literals, comments, and where newlines are tokens.

import XCTest
@testable import ViewSyntax

final class LexerTests: XCTestCase {
    func number(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> (Double, Bool)? {
        let (kinds, diags) = lexKinds(text)
        XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
        guard kinds.count == 1, case .number(let v, let deg) = kinds[0] else {
            XCTFail("\(text) is not one number token: \(kinds)", file: file, line: line)
            return nil
        }
        return (v, deg)
    }

    func testPlainNumbers() {
        XCTAssertEqual(number("0")?.0, 0)
        XCTAssertEqual(number("42")?.0, 42)
        XCTAssertEqual(number("3.25")?.0, 3.25)
        XCTAssertEqual(number(".5")?.0, 0.5)
        XCTAssertEqual(number("1e3")?.0, 1000)
        XCTAssertEqual(number("2.5E-2")?.0, 0.025)
        XCTAssertEqual(number("1e+2")?.0, 100)
        XCTAssertEqual(number("1_000")?.0, 1000)
        XCTAssertEqual(number("1_000.000_5")?.0, 1000.0005)
        XCTAssertEqual(number("42")?.1, false)
    }

    func testDegreesBecomeRadians() throws {
        let deg = try XCTUnwrap(number("45deg"))
        XCTAssertEqual(deg.0, 45 * Double.pi / 180)
        XCTAssertTrue(deg.1)
        let sym = try XCTUnwrap(number("45°"))
        XCTAssertEqual(sym.0, Double.pi / 4)
        XCTAssertTrue(sym.1)
        XCTAssertEqual(number("90.5deg")?.0, 90.5 * Double.pi / 180)
        XCTAssertEqual(number("1_80°")?.0, Double.pi)
    }

    func testNumberFollowedByMemberIsNotAFraction() {
        // A dot not followed by a digit is not part of the number.
        let (kinds, _) = lexKinds("a.b 3.")
        XCTAssertEqual(kinds, [.identifier("a"), .punct("."), .identifier("b"), .number(3, isAngleInDegrees: false), .punct(".")])
    }

    func testBadNumbers() {
        let (k1, d1) = lexKinds("3px")
        XCTAssertEqual(k1, [.invalid])
        XCTAssertEqual(d1.map(\.headline), ["t.view:1:2: error: unknown unit 'px' after a number; angles take 'deg' or '°', other numbers none"])
        // `degrees` is not `deg`: the suffix must end there.
        let (_, d2) = lexKinds("45degrees")
        XCTAssertEqual(d2.map(\.headline), ["t.view:1:3: error: unknown unit 'degrees' after a number; angles take 'deg' or '°', other numbers none"])
        let (_, d3) = lexKinds("1e999")
        XCTAssertEqual(d3.map(\.headline), ["t.view:1:1: error: number '1e999' is out of range"])
        let (_, d4) = lexKinds("x = 45 °")
        XCTAssertEqual(d4.map(\.headline), ["t.view:1:8: error: '°' must follow a number directly, as in 45°"])
    }

    /// Swift's literals in another radix are numbers as Swift reads them — a file of pasted
    /// Swift holds top-level constants such as `let border = 0xc8d2d6`: each digit times the
    /// radix to its place, `_` between digits, and a hexadecimal fraction scaled by two to the
    /// power after `p`.
    func testRadixLiterals() {
        XCTAssertEqual(number("0xc8d2d6")?.0, Double(0xc8 * 65536 + 0xd2 * 256 + 0xd6))
        XCTAssertEqual(number("0xFF")?.0, 15 * 16 + 15)
        XCTAssertEqual(number("0xFF_FF")?.0, 65535)
        XCTAssertEqual(number("0o17")?.0, 1 * 8 + 7)
        XCTAssertEqual(number("0b1011")?.0, 8 + 2 + 1)
        XCTAssertEqual(number("0x1p-2")?.0, 1.0 / 4)
        XCTAssertEqual(number("0x1.8p1")?.0, (1 + 8.0 / 16) * 2)
        XCTAssertEqual(number("0xA.8P+2")?.0, (10 + 8.0 / 16) * 4)
        // A `.` is a fraction's only before a hexadecimal digit, as in Swift: `0x10.max` is a
        // member of 16.
        XCTAssertEqual(lexKinds("0x10.max").kinds, [.number(16, isAngleInDegrees: false), .punct("."), .identifier("max")])
        for (text, message) in [("0x", "'0x' is not a hexadecimal number"), ("0b102", "'0b102' is not a binary number"),
                                ("0o8", "'0o8' is not an octal number"), ("0x1.8", "'0x1.8' is not a hexadecimal number"),
                                ("0xFFpx", "'0xFFpx' is not a hexadecimal number"), ("0x_F", "'0x_F' is not a hexadecimal number")] {
            let (kinds, d) = lexKinds(text)
            XCTAssertEqual(kinds, [.invalid], text)
            XCTAssertEqual(d.map(\.headline), ["t.view:1:1: error: \(message)" + Self.radixAdvice(text)], text)
        }
    }

    static func radixAdvice(_ text: String) -> String {
        let digits = text.hasPrefix("0x") ? "0-9, A-F" : text.hasPrefix("0o") ? "0-7" : "0 or 1"
        return ": its digits are \(digits), '_' may stand between them, and a fraction needs a 'p' exponent (0x1.8p1)"
    }

    func testStringsAndEscapes() {
        let (kinds, diags) = lexKinds(#""a\nb\t\"q\" \\ \u{1F600}\u{e9}""#)
        XCTAssertEqual(diags.map(\.headline), [])
        XCTAssertEqual(kinds, [.string("a\nb\t\"q\" \\ \u{1F600}\u{e9}")])
        XCTAssertEqual(lexKinds(#""""#).kinds, [.string("")])
    }

    func testBadStrings() {
        XCTAssertEqual(lexKinds("\"abc\nx").diagnostics.map(\.rendered),
                       ["t.view:1:1: error: unterminated string literal\n\"abc\n^~~~\n"])
        XCTAssertEqual(lexKinds(#""a\qb""#).diagnostics.map(\.rendered),
                       ["t.view:1:3: error: unknown escape sequence '\\q'\n\"a\\qb\"\n  ^~\n"])
        XCTAssertEqual(lexKinds(#""\u{zz}""#).diagnostics.map(\.headline),
                       ["t.view:1:2: error: invalid unicode escape; write \\u{1F600}"])
        // Interpolation is Swift's: in .view code (a top-level `let` of a helper's constants) the
        // error says where it is, not that Swift code lacks it.
        XCTAssertEqual(lexKinds(#""\(base)/login""#).diagnostics.map(\.headline),
                       ["t.view:1:2: error: string interpolation is Swift's, and this is .view code (an untyped 'let' at the top of a file is the .view file's constant): join strings with + and String(x)"])
        // A surrogate is not a scalar.
        XCTAssertEqual(lexKinds(#""\u{D800}""#).diagnostics.map(\.headline),
                       ["t.view:1:2: error: invalid unicode escape; write \\u{1F600}"])
    }

    func testHexColors() {
        XCTAssertEqual(lexKinds("#FF8000 #ff800080 #00aBcD").kinds,
                       [.hexColor("FF8000"), .hexColor("ff800080"), .hexColor("00aBcD")])
        let bad = "a color literal is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)"
        XCTAssertEqual(lexKinds("#FFF").diagnostics.map(\.headline), ["t.view:1:1: error: " + bad])
        XCTAssertEqual(lexKinds("#1234567").diagnostics.map(\.headline), ["t.view:1:1: error: " + bad])
        XCTAssertEqual(lexKinds("#GG0000").diagnostics.map(\.rendered), ["t.view:1:1: error: \(bad)\n#GG0000\n^~~~~~~\n"])
        XCTAssertEqual(lexKinds("x #").diagnostics.map(\.headline), ["t.view:1:3: error: " + bad])
    }

    func testComments() {
        XCTAssertEqual(lexKinds("a // line comment ( [\nb").kinds, [.identifier("a"), .newline, .identifier("b")])
        XCTAssertEqual(lexKinds("a /* x /* nested */ still comment */ b").kinds, [.identifier("a"), .identifier("b")])
        // A block comment spanning lines does not produce newline tokens.
        XCTAssertEqual(lexKinds("a /* 1\n2\n */ b").kinds, [.identifier("a"), .identifier("b")])
        XCTAssertEqual(lexKinds("a /* /* */ b").diagnostics.map(\.rendered),
                       ["t.view:1:3: error: unterminated block comment\na /* /* */ b\n  ^~\n"])
        // `/` alone is division.
        XCTAssertEqual(lexKinds("a / b").kinds, [.identifier("a"), .punct("/"), .identifier("b")])
    }

    func testNewlinesAreTokensExceptInsideParensAndBrackets() {
        XCTAssertEqual(lexKinds("f(1,\n2)\ng").kinds,
                       [.identifier("f"), .punct("("), .number(1, isAngleInDegrees: false), .punct(","),
                        .number(2, isAngleInDegrees: false), .punct(")"), .newline, .identifier("g")])
        XCTAssertEqual(lexKinds("[1\n,2\n]\n").kinds,
                       [.punct("["), .number(1, isAngleInDegrees: false), .punct(","),
                        .number(2, isAngleInDegrees: false), .punct("]"), .newline])
        // Braces inside parentheses bring newlines back; closing them restores suppression.
        XCTAssertEqual(lexKinds("f({\n}\n)").kinds,
                       [.identifier("f"), .punct("("), .punct("{"), .newline, .punct("}"), .punct(")")])
        XCTAssertEqual(lexKinds("{\na\n}").kinds, [.punct("{"), .newline, .identifier("a"), .newline, .punct("}")])
    }

    func testPunctuationLongestMatch() {
        XCTAssertEqual(lexKinds("0..<3 0...3 a<=b a==b a!=b !a && b || c").kinds.compactMap {
            if case .punct(let p) = $0 { return p } else { return nil }
        }, ["..<", "...", "<=", "==", "!=", "!", "&&", "||"])
    }

    func testKeywordsAndSpaceBefore() {
        var lexer = Lexer(file: source("let x=f (1)"))
        let toks = lexer.tokenize()
        XCTAssertEqual(toks.map(\.kind).prefix(4), [.keyword("let"), .identifier("x"), .punct("="), .identifier("f")])
        XCTAssertEqual(toks.map(\.spaceBefore).prefix(6), [true, true, false, false, true, false])
    }

    func testUnexpectedCharacter() {
        XCTAssertEqual(lexKinds("a $ b").diagnostics.map(\.headline), ["t.view:1:3: error: unexpected character '$'"])
    }

    func testColumnsCountUnicodeScalars() {
        // é (U+00E9) is one scalar: the '$' after `"é" ` is in column 5.
        XCTAssertEqual(lexKinds("\"\u{e9}\" $").diagnostics.map(\.headline), ["t.view:1:5: error: unexpected character '$'"])
    }
}
