// Tokens. The parser pulls compact tokens (`RawToken`: a kind, two offsets and one payload
// word — no strings) from the lexer one at a time; `Token` and `TokenKind` are the readable
// form that `Lexer.tokenize()` gives tests and tools.

/// What kind of token, with every keyword and punctuation mark its own kind.
public enum TK: UInt8, Sendable {
    case eof, newline, invalid, identifier, number, string, hexColor
    // Keywords (NameTable.keywords, in the same order).
    case kwLet, kwIf, kwElse, kwFor, kwIn, kwImport, kwTrue, kwFalse
    // Punctuation.
    case lParen, rParen, lBrace, rBrace, lBracket, rBracket, comma, colon, semicolon, dot, at, question
    case assign, plus, minus, star, slash, percent, eq, ne, lt, le, gt, ge, and, or, not, halfOpen, closed

    public var isKeyword: Bool { rawValue >= TK.kwLet.rawValue && rawValue <= TK.kwFalse.rawValue }
    public var isPunct: Bool { rawValue >= TK.lParen.rawValue }

    /// The text of a keyword or punctuation mark.
    public var spelling: String {
        switch self {
        case .kwLet: return "let"
        case .kwIf: return "if"
        case .kwElse: return "else"
        case .kwFor: return "for"
        case .kwIn: return "in"
        case .kwImport: return "import"
        case .kwTrue: return "true"
        case .kwFalse: return "false"
        case .lParen: return "("
        case .rParen: return ")"
        case .lBrace: return "{"
        case .rBrace: return "}"
        case .lBracket: return "["
        case .rBracket: return "]"
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .dot: return "."
        case .at: return "@"
        case .question: return "?"
        case .assign: return "="
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .percent: return "%"
        case .eq: return "=="
        case .ne: return "!="
        case .lt: return "<"
        case .le: return "<="
        case .gt: return ">"
        case .ge: return ">="
        case .and: return "&&"
        case .or: return "||"
        case .not: return "!"
        case .halfOpen: return "..<"
        case .closed: return "..."
        default: return ""
        }
    }
}

/// A token as the parser sees it: 24 bytes, no references.
public struct RawToken: Sendable {
    public var kind: TK
    /// Whitespace or a comment came right before it (so `a -1` and `a-1` can be told apart).
    public var spaceBefore: Bool
    /// A number written `45deg` or `45°` (its value is then radians); a hex color of 8 digits.
    public var flag: Bool
    public var start: Int32
    public var end: Int32
    /// A name's id, a string's index in the lexer's strings, a number's bits, a color's RGBA.
    public var payload: UInt64

    public var number: Double { Double(bitPattern: payload) }
    public var name: Name { Name(raw: Int32(truncatingIfNeeded: payload)) }
}

/// What kind of token, readably.
public enum TokenKind: Equatable, Sendable {
    case identifier(String)
    /// A number; `isAngleInDegrees` when written `45deg` or `45°` (its value is then radians).
    case number(Double, isAngleInDegrees: Bool)
    case string(String)
    /// `#RRGGBB` or `#RRGGBBAA`, the hex digits without `#`.
    case hexColor(String)
    case keyword(String)       // let if else for in import true false
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
    /// True when whitespace or a comment came right before it.
    public var spaceBefore: Bool
}
