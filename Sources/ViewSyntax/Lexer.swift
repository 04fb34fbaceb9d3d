// The lexer: source scalars to tokens. Newlines are tokens (they end statements) except
// inside parentheses and brackets, where an expression may run over several lines.

import Foundation

/// What kind of token.
public enum TokenKind: Equatable, Sendable {
    case identifier(String)
    /// A number; `isAngleInDegrees` when written `45deg` or `45°` (its value is then radians).
    case number(Double, isAngleInDegrees: Bool)
    case string(String)
    /// `#RRGGBB` or `#RRGGBBAA`, the hex digits without `#`.
    case hexColor(String)
    case keyword(String)       // let view if else for in import true false
    case punct(String)         // ( ) { } [ ] , : ; . @ ? = + - * / % == != < <= > >= && || ! ..< ...
    case newline
    case eof
    /// Text the lexer could not read; it has already reported why.
    case invalid
}

/// One token and where it is.
public struct Token: Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// True when whitespace or a comment came right before it (so `a -1` and `a-1` can be told apart).
    public var spaceBefore: Bool
}

public let keywords: Set<String> = ["let", "if", "else", "for", "in", "import", "true", "false"]

/// Turns a source file into tokens, reporting what it cannot read.
public struct Lexer {
    let file: SourceFile
    let s: [Unicode.Scalar]
    var i = 0
    var depth: [Unicode.Scalar] = []   // open ( [ { for newline suppression
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: SourceFile) { self.file = file; self.s = file.scalars }

    func range(_ a: Int, _ b: Int) -> SourceRange { SourceRange(file: file, start: a, end: b) }
    func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

    static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.properties.isAlphabetic && c != "°")
    }
    static func isIdentPart(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || ("0"..."9").contains(c)
    }

    public mutating func tokenize() -> [Token] {
        var out: [Token] = []
        var space = true
        while true {
            // Whitespace and comments.
            var sawSpace = false
            while let c = peek() {
                if c == " " || c == "\t" || c == "\r" { i += 1; sawSpace = true; continue }
                if c == "\n" {
                    if depth.last == "(" || depth.last == "[" { i += 1; sawSpace = true; continue }
                    break
                }
                if c == "/" && peek(1) == "/" {
                    while let d = peek(), d != "\n" { i += 1 }
                    sawSpace = true; continue
                }
                if c == "/" && peek(1) == "*" {
                    let start = i
                    i += 2
                    var nest = 1
                    while nest > 0 {
                        guard let d = peek() else {
                            diagnostics.append(.error("unterminated block comment", at: range(start, start + 2)))
                            break
                        }
                        if d == "*" && peek(1) == "/" { nest -= 1; i += 2 }
                        else if d == "/" && peek(1) == "*" { nest += 1; i += 2 }
                        else { i += 1 }
                    }
                    sawSpace = true; continue
                }
                break
            }
            space = space || sawSpace
            let start = i
            guard let c = peek() else {
                out.append(Token(kind: .eof, range: range(i, i), spaceBefore: true))
                return out
            }
            var kind: TokenKind
            if c == "\n" {
                i += 1
                kind = .newline
            } else if Lexer.isIdentStart(c) {
                while let d = peek(), Lexer.isIdentPart(d) { i += 1 }
                let word = file.text(range(start, i))
                kind = keywords.contains(word) ? .keyword(word) : .identifier(word)
            } else if ("0"..."9").contains(c) || (c == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                kind = lexNumber(start)
            } else if c == "\"" {
                kind = lexString(start)
            } else if c == "#" {
                i += 1
                while let d = peek(), d.properties.isASCIIHexDigit || Lexer.isIdentPart(d) { i += 1 }
                let hex = file.text(range(start + 1, i))
                if (hex.count == 6 || hex.count == 8), hex.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) {
                    kind = .hexColor(hex)
                } else {
                    diagnostics.append(.error("a color literal is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)", at: range(start, max(i, start + 1))))
                    kind = .invalid
                }
            } else {
                kind = lexPunct(start)
            }
            out.append(Token(kind: kind, range: range(start, i), spaceBefore: space))
            space = false
        }
    }

    mutating func lexNumber(_ start: Int) -> TokenKind {
        while let d = peek(), ("0"..."9").contains(d) || d == "_" { i += 1 }
        if peek() == ".", let n = peek(1), ("0"..."9").contains(n) {
            i += 1
            while let d = peek(), ("0"..."9").contains(d) || d == "_" { i += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            var j = 1
            if let sign = peek(1), sign == "+" || sign == "-" { j = 2 }
            if let d = peek(j), ("0"..."9").contains(d) {
                i += j
                while let d = peek(), ("0"..."9").contains(d) { i += 1 }
            }
        }
        let text = file.text(range(start, i)).replacingOccurrences(of: "_", with: "")
        guard let v = Double(text), v.isFinite else {
            diagnostics.append(.error("number '\(text)' is out of range", at: range(start, i)))
            return .invalid
        }
        // Unit suffix: 45deg or 45°.
        if peek() == "°" { i += 1; return .number(v * .pi / 180, isAngleInDegrees: true) }
        if peek() == "d", peek(1) == "e", peek(2) == "g", !(peek(3).map(Lexer.isIdentPart) ?? false) {
            i += 3
            return .number(v * .pi / 180, isAngleInDegrees: true)
        }
        if let d = peek(), Lexer.isIdentStart(d) {
            let unitStart = i
            while let d = peek(), Lexer.isIdentPart(d) { i += 1 }
            let unit = file.text(range(unitStart, i))
            diagnostics.append(.error("unknown unit '\(unit)' after a number; angles take 'deg' or '°', other numbers none", at: range(unitStart, i)))
            return .invalid
        }
        return .number(v, isAngleInDegrees: false)
    }

    mutating func lexString(_ start: Int) -> TokenKind {
        i += 1
        var value = String.UnicodeScalarView()
        while true {
            guard let c = peek(), c != "\n" else {
                diagnostics.append(.error("unterminated string literal", at: range(start, i)))
                return .invalid
            }
            i += 1
            if c == "\"" { break }
            if c == "\\" {
                guard let e = peek() else { continue }
                i += 1
                switch e {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "u":
                    if peek() == "{" {
                        let hs = i + 1
                        var j = hs
                        while j < s.count, s[j].properties.isASCIIHexDigit, j - hs < 8 { j += 1 }
                        if j < s.count, s[j] == "}", j > hs,
                           let v = UInt32(file.text(range(hs, j)), radix: 16), let sc = Unicode.Scalar(v) {
                            value.append(sc); i = j + 1; continue
                        }
                    }
                    diagnostics.append(.error("invalid unicode escape; write \\u{1F600}", at: range(i - 2, i)))
                default:
                    diagnostics.append(.error("unknown escape sequence '\\\(e)'", at: range(i - 2, i)))
                }
                continue
            }
            value.append(c)
        }
        return .string(String(value))
    }

    static let puncts: [String] = ["..<", "...", "==", "!=", "<=", ">=", "&&", "||",
                                   "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "@", "?",
                                   "=", "+", "-", "*", "/", "%", "<", ">", "!"]

    mutating func lexPunct(_ start: Int) -> TokenKind {
        for p in Lexer.puncts {
            let ps = Array(p.unicodeScalars)
            if i + ps.count <= s.count && Array(s[i..<i + ps.count]) == ps {
                i += ps.count
                switch p {
                case "(", "[", "{": depth.append(ps[0])
                case ")", "]", "}": if !depth.isEmpty { depth.removeLast() }
                default: break
                }
                return .punct(p)
            }
        }
        let c = s[i]
        i += 1
        if c == "°" {
            diagnostics.append(.error("'°' must follow a number directly, as in 45°", at: range(start, i)))
        } else {
            diagnostics.append(.error("unexpected character '\(Character(c))'", at: range(start, i)))
        }
        return .invalid
    }
}
