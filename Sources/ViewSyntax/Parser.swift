// The parser: tokens to a SyntaxTree. It never throws and never stops at the first error:
// after a mistake it skips to the end of the statement and goes on, so one run reports every
// error it can. Nesting is bounded (`maxDepth`) so that hostile input cannot overflow the stack.
//
// Grammar (EBNF; docs/language.md carries the full version):
//
//   file       = { stmt sep } ;
//   stmt       = "let" IDENT "=" expr
//              | "@" "inspectable" IDENT "=" expr
//              | "import" STRING
//              | "if" expr block [ "else" ( ifstmt | block ) ]
//              | "for" IDENT "in" expr block
//              | "view" IDENT block                          (* component declaration *)
//              | IDENT { "." IDENT } ":" expr                 (* property *)
//              | IDENT [ "(" args ")" ] block                (* canvas, view, path, Face(...) { } *)
//              | expr ;                                      (* a call: fill(.red) *)
//   block      = "{" { stmt sep } "}" ;
//   expr       = or [ "?" expr ":" expr ] ;
//   or         = and { "||" and } ;     and = cmp { "&&" cmp } ;
//   cmp        = range [ ("=="|"!="|"<"|"<="|">"|">=") range ] ;
//   range      = add [ ("..<"|"...") add ] ;
//   add        = mul { ("+"|"-") mul } ;   mul = unary { ("*"|"/"|"%") unary } ;
//   unary      = ("-"|"!") unary | postfix ;
//   postfix    = primary { "(" args ")" | "[" expr "]" | "." IDENT } ;   (* no space before ( or [ *)
//   primary    = NUMBER | STRING | "true" | "false" | HEXCOLOR | IDENT | "." IDENT
//              | "[" [ expr { "," expr } [","] ] "]" | "(" expr ")" ;
//   args       = [ arg { "," arg } [","] ] ;   arg = [ IDENT ":" ] expr ;

import Foundation

public struct Parser {
    var tokens: [Token]
    var p = 0
    let file: SourceFile
    var diagnostics: [Diagnostic]
    var depth = 0
    /// Deepest nesting of blocks and expressions accepted.
    public static let maxDepth = 200
    struct Bail: Error {}

    /// Parses a whole file.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        var lexer = Lexer(file: file)
        let toks = lexer.tokenize()
        var parser = Parser(tokens: toks, file: file, diagnostics: lexer.diagnostics)
        let stmts = parser.parseStatements(topLevel: true)
        // Lexer and parser errors in the order of the text (the sort is stable).
        let sorted = parser.diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }.map(\.element)
        return SyntaxTree(file: file, statements: stmts, diagnostics: sorted)
    }

    /// Parses a whole file as one expression (a `-D` value); nil when it has errors.
    public static func parseExpression(_ file: SourceFile) -> (Expr?, [Diagnostic]) {
        var lexer = Lexer(file: file)
        let toks = lexer.tokenize()
        var parser = Parser(tokens: toks, file: file, diagnostics: lexer.diagnostics)
        parser.skipNewlines()
        guard let e = try? parser.parseExpr() else { return (nil, parser.diagnostics) }
        parser.skipNewlines()
        if !parser.atEnd {
            parser.error("unexpected \(parser.describe(parser.tok.kind)) after the value", parser.tok.range)
        }
        return parser.diagnostics.isEmpty ? (e, []) : (nil, parser.diagnostics)
    }

    /// Offsets that already have an error.
    var reported: Set<Int> = []

    init(tokens: [Token], file: SourceFile, diagnostics: [Diagnostic]) {
        self.tokens = tokens; self.file = file; self.diagnostics = diagnostics
        reported = Set(diagnostics.map(\.range.start))
    }

    // MARK: tokens

    var tok: Token { tokens[p] }
    func peekKind(_ k: Int) -> TokenKind { tokens[min(p + k, tokens.count - 1)].kind }
    mutating func advance() -> Token { let t = tokens[p]; if p < tokens.count - 1 { p += 1 }; return t }
    func isPunct(_ s: String, _ k: Int = 0) -> Bool { peekKind(k) == .punct(s) }
    var atEnd: Bool { tok.kind == .eof }

    mutating func error(_ msg: String, _ r: SourceRange) {
        // One error per spot: a second message at the same place is noise (the lexer has
        // already reported the text of an invalid token).
        if reported.contains(r.start) { return }
        reported.insert(r.start)
        diagnostics.append(.error(msg, at: r))
    }

    func describe(_ k: TokenKind) -> String {
        switch k {
        case .identifier(let s): return "'\(s)'"
        case .keyword(let s): return "'\(s)'"
        case .number: return "a number"
        case .string: return "a string"
        case .hexColor(let h): return "'#\(h)'"
        case .punct(let s): return "'\(s)'"
        case .newline: return "the end of the line"
        case .eof: return "the end of the file"
        case .invalid: return "invalid text"
        }
    }

    mutating func expectPunct(_ s: String, _ what: String) throws -> Token {
        if isPunct(s) { return advance() }
        error("expected '\(s)' \(what), found \(describe(tok.kind))", tok.range)
        throw Bail()
    }

    mutating func expectName(_ what: String) throws -> (String, SourceRange) {
        if case .identifier(let n) = tok.kind { let t = advance(); return (n, t.range) }
        if case .keyword(let k) = tok.kind {
            error("'\(k)' is a keyword and cannot be used as \(what)", tok.range); throw Bail()
        }
        error("expected \(what), found \(describe(tok.kind))", tok.range)
        throw Bail()
    }

    mutating func skipNewlines() { while tok.kind == .newline || isPunct(";") { _ = advance() } }

    /// Skips to the end of the broken statement: a newline or ';' at this brace depth, or the
    /// '}' that closes the block (left for the caller).
    mutating func synchronize() {
        var braces = 0
        while !atEnd {
            switch tok.kind {
            case .newline where braces == 0, .punct(";") where braces == 0: return
            case .punct("{"): braces += 1
            case .punct("}"):
                if braces == 0 { return }
                braces -= 1
            default: break
            }
            _ = advance()
        }
    }

    mutating func enter(_ r: SourceRange) throws {
        depth += 1
        if depth > Parser.maxDepth {
            depth -= 1  // the caller's `defer` is not set up yet
            error("nesting is deeper than \(Parser.maxDepth) levels", r)
            throw Bail()
        }
    }

    // MARK: statements

    mutating func parseStatements(topLevel: Bool) -> [Stmt] {
        var out: [Stmt] = []
        while true {
            skipNewlines()
            if atEnd { break }
            if isPunct("}") {
                if topLevel { error("unexpected '}' with no open block", tok.range); _ = advance(); continue }
                break
            }
            let before = p
            do {
                let s = try parseStatement()
                out.append(s)
                if !(tok.kind == .newline || isPunct(";") || isPunct("}") || atEnd) {
                    error("expected a new line or ';' after the statement, found \(describe(tok.kind))", tok.range)
                    synchronize()
                }
            } catch {
                synchronize()
                if p == before { _ = advance() }
            }
        }
        return out
    }

    mutating func parseBlock(_ what: String) throws -> [Stmt] {
        let open = try expectPunct("{", "to open \(what)")
        do { try enter(open.range) } catch {
            // Too deep: skip the whole block, so that its inner levels do not each report again.
            var open = 1
            while !atEnd && open > 0 {
                if isPunct("{") { open += 1 } else if isPunct("}") { open -= 1 }
                _ = advance()
            }
            throw error
        }
        defer { depth -= 1 }
        let body = parseStatements(topLevel: false)
        if isPunct("}") { _ = advance() } else {
            error("expected '}' to close \(what) opened at \(open.range.shortDescription.split(separator: "-")[0])", tok.range)
            throw Bail()
        }
        return body
    }

    mutating func parseStatement() throws -> Stmt {
        let start = tok.range
        switch tok.kind {
        case .keyword("let"):
            _ = advance()
            let (name, nr) = try expectName("a name after 'let'")
            _ = try expectPunct("=", "after the name in 'let \(name)'")
            let v = try parseExpr()
            return .letBinding(name: name, nameRange: nr, value: v, start.to(v.range))
        case .punct("@"):
            _ = advance()
            let (attr, ar) = try expectName("an attribute name after '@'")
            guard attr == "inspectable" else {
                error("unknown attribute '@\(attr)'; the only attribute is '@inspectable'", ar); throw Bail()
            }
            if case .keyword("let") = tok.kind { _ = advance() }
            let (name, nr) = try expectName("a parameter name after '@inspectable'")
            _ = try expectPunct("=", "and a default value after '@inspectable \(name)' (the default gives its type)")
            let v = try parseExpr()
            return .inspectable(name: name, nameRange: nr, value: v, start.to(v.range))
        case .keyword("import"):
            _ = advance()
            guard case .string(let path) = tok.kind else {
                error("expected a file name in quotes after 'import'", tok.range); throw Bail()
            }
            let t = advance()
            return .importFile(path: path, pathRange: t.range, start.to(t.range))
        case .keyword("if"):
            return try parseIf()
        case .keyword("for"):
            _ = advance()
            let (name, nr) = try expectName("a loop variable after 'for'")
            guard case .keyword("in") = tok.kind else {
                error("expected 'in' after 'for \(name)'", tok.range); throw Bail()
            }
            _ = advance()
            let seq = try parseExpr()
            let body = try parseBlock("the loop body")
            return .forStmt(variable: name, variableRange: nr, sequence: seq, body: body, start.to(tokens[p - 1].range))
        case .keyword("else"):
            error("'else' without an 'if' before it", tok.range); throw Bail()
        case .identifier(let name):
            // view Name { … } declares a component.
            if name == "view", case .identifier(let cname) = peekKind(1), peekKind(2) == .punct("{") {
                _ = advance()
                let nr = advance().range
                let body = try parseBlock("the component '\(cname)'")
                return .component(name: cname, nameRange: nr, body: body, start.to(tokens[p - 1].range))
            }
            // name: value  /  layer.cornerRadius: value
            var k = 1
            while peekKind(k) == .punct("."), case .identifier = peekKind(k + 1) { k += 2 }
            if peekKind(k) == .punct(":") {
                var path: [String] = []
                var last = start
                for _ in 0..<((k + 1) / 2) {
                    let t = advance()
                    if case .identifier(let s) = t.kind { path.append(s) }
                    last = t.range
                    if isPunct(".") { _ = advance() }
                }
                _ = advance()  // ':'
                skipNewlinesInValue()
                let v = try parseExpr()
                return .property(path: path, pathRange: start.to(last), value: v, start.to(v.range))
            }
            // kind { … }
            if peekKind(1) == .punct("{") {
                let t = advance()
                let body = try parseBlock("'\(name)'")
                return .block(kind: name, kindRange: t.range, args: nil, body: body, start.to(tokens[p - 1].range))
            }
            let e = try parseExpr()
            if isPunct("{"), case .call(.identifier(let kind, let kr), let args, _) = e {
                let body = try parseBlock("'\(kind)'")
                return .block(kind: kind, kindRange: kr, args: args, body: body, start.to(tokens[p - 1].range))
            }
            return .expression(e, e.range)
        default:
            let e = try parseExpr()
            return .expression(e, e.range)
        }
    }

    mutating func skipNewlinesInValue() {
        // `frame:` followed by the value on the next line is allowed.
        while tok.kind == .newline { _ = advance() }
    }

    mutating func parseIf() throws -> Stmt {
        let start = advance().range
        let cond = try parseExpr()
        let then = try parseBlock("the 'if' body")
        var elseBody: [Stmt]? = nil
        // `else` may sit on the line after the closing brace.
        var look = 0
        while peekKind(look) == .newline { look += 1 }
        if peekKind(look) == .keyword("else") {
            for _ in 0..<look { _ = advance() }
            _ = advance()
            if case .keyword("if") = tok.kind {
                // An else-if chain nests (the evaluator recurses through it): bound it too.
                try enter(tok.range)
                defer { depth -= 1 }
                elseBody = [try parseIf()]
            } else {
                elseBody = try parseBlock("the 'else' body")
            }
        }
        return .ifStmt(cond: cond, then: then, elseBody: elseBody, start.to(tokens[p - 1].range))
    }

    // MARK: expressions

    public mutating func parseExpr() throws -> Expr {
        try enter(tok.range)
        defer { depth -= 1 }
        let c = try parseBinary(0)
        if isPunct("?") {
            _ = advance(); skipNewlines()
            let a = try parseExpr()
            skipNewlinesInValue()
            _ = try expectPunct(":", "between the two branches of '?:'")
            skipNewlines()
            let b = try parseExpr()
            return .ternary(c, a, b, c.range.to(b.range))
        }
        return c
    }

    static let levels: [[String]] = [["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="],
                                     ["..<", "..."], ["+", "-"], ["*", "/", "%"]]

    mutating func parseBinary(_ level: Int) throws -> Expr {
        if level == Parser.levels.count { return try parseUnary() }
        var lhs = try parseBinary(level + 1)
        let nonAssoc = level == 2 || level == 3
        // `1 + 1 + …` builds a tree as deep as the chain is long, which the evaluator walks
        // recursively: each operator counts as one level of nesting.
        var chained = 0
        defer { depth -= chained }
        while case .punct(let op) = tok.kind, Parser.levels[level].contains(op) {
            try enter(tok.range); chained += 1
            let opTok = advance()
            skipNewlines()
            let rhs = try parseBinary(level + 1)
            lhs = .binary(op: op, lhs, rhs, lhs.range.to(rhs.range))
            if nonAssoc, case .punct(let op2) = tok.kind, Parser.levels[level].contains(op2) {
                error("'\(op)' and '\(op2)' cannot be chained; add parentheses", tok.range)
                _ = opTok
                throw Bail()
            }
        }
        return lhs
    }

    mutating func parseUnary() throws -> Expr {
        if case .punct(let op) = tok.kind, op == "-" || op == "!" {
            let t = advance()
            try enter(t.range)
            defer { depth -= 1 }
            let e = try parseUnary()
            return .unary(op: op, e, t.range.to(e.range))
        }
        return try parsePostfix()
    }

    mutating func parsePostfix() throws -> Expr {
        var e = try parsePrimary()
        var chained = 0  // `a.b.c…` and `f()()…` nest like operators do
        defer { depth -= chained }
        while true {
            if isPunct("(") && !tok.spaceBefore || isPunct(".") { try enter(tok.range); chained += 1 }
            if isPunct("(") && !tok.spaceBefore {
                let args = try parseArgs()
                e = .call(e, args, e.range.to(tokens[p - 1].range))
            } else if isPunct("[") && !tok.spaceBefore {
                _ = advance()
                let index = try parseExpr()
                let close = try expectPunct("]", "to close the subscript")
                e = .subscripted(e, index, e.range.to(close.range))
            } else if isPunct(".") {
                _ = advance()
                let (name, nr) = try memberName()
                e = .member(e, name, nameRange: nr, e.range.to(nr))
            } else {
                return e
            }
        }
    }

    mutating func memberName() throws -> (String, SourceRange) {
        switch tok.kind {
        case .identifier(let n), .keyword(let n): let t = advance(); return (n, t.range)
        default:
            error("expected a member name after '.', found \(describe(tok.kind))", tok.range); throw Bail()
        }
    }

    mutating func parseArgs() throws -> [Argument] {
        let open = advance()
        var args: [Argument] = []
        while !isPunct(")") {
            if atEnd || isPunct("}") {
                error("expected ')' to close the argument list opened at \(open.range.shortDescription.split(separator: "-")[0])", tok.range)
                throw Bail()
            }
            var label: String? = nil
            var lr: SourceRange? = nil
            switch tok.kind {
            case .identifier(let n), .keyword(let n):
                if isPunct(":", 1) { label = n; lr = advance().range; _ = advance() }
            default: break
            }
            let v = try parseExpr()
            args.append(Argument(label: label, labelRange: lr, value: v))
            if isPunct(",") { _ = advance(); continue }
            if !isPunct(")") {
                error("expected ',' or ')' in the argument list, found \(describe(tok.kind))", tok.range)
                throw Bail()
            }
        }
        _ = advance()
        return args
    }

    mutating func parsePrimary() throws -> Expr {
        let t = tok
        switch t.kind {
        case .number(let v, let deg): _ = advance(); return .number(v, isAngleInDegrees: deg, t.range)
        case .string(let s): _ = advance(); return .string(s, t.range)
        case .hexColor(let h): _ = advance(); return .hexColor(h, t.range)
        case .keyword("true"): _ = advance(); return .bool(true, t.range)
        case .keyword("false"): _ = advance(); return .bool(false, t.range)
        case .identifier(let n): _ = advance(); return .identifier(n, t.range)
        case .punct("."):
            _ = advance()
            let (n, nr) = try memberName()
            return .implicitMember(n, t.range.to(nr))
        case .punct("("):
            _ = advance()
            let e = try parseExpr()
            let close = try expectPunct(")", "to close the parenthesis")
            // Keep the parentheses in the range, so that errors point at what was written.
            return rerange(e, t.range.to(close.range))
        case .punct("["):
            _ = advance()
            var items: [Expr] = []
            while !isPunct("]") {
                if atEnd || isPunct("}") {
                    error("expected ']' to close the list", tok.range); throw Bail()
                }
                items.append(try parseExpr())
                if isPunct(",") { _ = advance(); continue }
                if !isPunct("]") {
                    error("expected ',' or ']' in the list, found \(describe(tok.kind))", tok.range); throw Bail()
                }
            }
            let close = advance()
            return .list(items, t.range.to(close.range))
        case .invalid:
            _ = advance()
            throw Bail()
        case .keyword(let k):
            error("expected a value, found the keyword '\(k)'", t.range); throw Bail()
        default:
            error("expected a value, found \(describe(t.kind))", t.range); throw Bail()
        }
    }

    func rerange(_ e: Expr, _ r: SourceRange) -> Expr {
        switch e {
        case .binary(let op, let a, let b, _): return .binary(op: op, a, b, r)
        case .ternary(let a, let b, let c, _): return .ternary(a, b, c, r)
        case .unary(let op, let a, _): return .unary(op: op, a, r)
        default: return e
        }
    }
}
