// Helpers shared by the syntax tests: lex or parse a string, and print expressions as
// S-expressions (without ranges) so that a test states the tree's shape in one line.

import XCTest
@testable import ViewSyntax

func source(_ text: String, path: String = "t.view") -> SourceFile {
    SourceFile(path: path, text: text)
}

/// Token kinds of `text`, without the final eof.
func lexKinds(_ text: String) -> (kinds: [TokenKind], diagnostics: [Diagnostic]) {
    var lexer = Lexer(file: source(text))
    let toks = lexer.tokenize()
    XCTAssertEqual(toks.last?.kind, .eof, "the token list ends with eof")
    return (toks.dropLast().map(\.kind), lexer.diagnostics)
}

func parse(_ text: String) -> SyntaxTree { Parser.parse(source(text)) }

/// Parses `let x = <expr>` and returns the expression as an S-expression.
func sexpr(_ exprText: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let tree = parse("let x = " + exprText + "\n")
    XCTAssertEqual(tree.diagnostics.map(\.headline), [], file: file, line: line)
    guard tree.statements.count == 1, case .letBinding(_, _, let v, _) = tree.statements[0] else {
        XCTFail("expected one let, got \(tree.statements.count) statements", file: file, line: line)
        return ""
    }
    return sx(v)
}

func num(_ v: Double) -> String { formatNumber(v) }

/// `(+ 1 (* 2 3))`, `(call Point 1 y:2)`, `(. a b)`, `(? c a b)`, `[1 2]`.
func sx(_ e: Expr) -> String {
    switch e {
    case .number(let v, let deg, _): return num(v) + (deg ? "rad" : "")
    case .string(let s, _): return ASTDumper.quote(s)
    case .bool(let b, _): return String(b)
    case .hexColor(let h, _): return "#" + h
    case .identifier(let n, _): return n
    case .implicitMember(let n, _): return "." + n
    case .list(let items, _): return "[" + items.map(sx).joined(separator: " ") + "]"
    case .unary(let op, let a, _): return "(\(op) \(sx(a)))"
    case .binary(let op, let a, let b, _): return "(\(op) \(sx(a)) \(sx(b)))"
    case .ternary(let c, let a, let b, _): return "(? \(sx(c)) \(sx(a)) \(sx(b)))"
    case .member(let base, let n, _, _): return "(. \(sx(base)) \(n))"
    case .call(let callee, let args, _):
        return "(call " + ([sx(callee)] + args.map { ($0.label.map { $0 + ":" } ?? "") + sx($0.value) }).joined(separator: " ") + ")"
    case .subscripted(let base, let index, _): return "([] \(sx(base)) \(sx(index)))"
    case .error: return "<error>"
    }
}

/// Statements as S-expressions, one level of structure per statement.
func sx(_ s: Stmt) -> String {
    switch s {
    case .letBinding(let n, _, let v, _): return "(let \(n) \(sx(v)))"
    case .inspectable(let n, _, let v, _): return "(inspectable \(n) \(sx(v)))"
    case .property(let path, _, let v, _): return "(prop \(path.joined(separator: ".")) \(sx(v)))"
    case .block(let kind, _, let args, let body, _):
        let a = args.map { " (" + $0.map { ($0.label.map { $0 + ":" } ?? "") + sx($0.value) }.joined(separator: " ") + ")" } ?? ""
        return "(block \(kind)\(a)" + body.map { " " + sx($0) }.joined() + ")"
    case .expression(let e, _): return sx(e)
    case .ifStmt(let c, let t, let e, _):
        return "(if \(sx(c)) {" + t.map(sx).joined(separator: " ") + "}" + (e.map { " else {" + $0.map(sx).joined(separator: " ") + "}" } ?? "") + ")"
    case .forStmt(let v, _, let seq, let body, _):
        return "(for \(v) \(sx(seq)) {" + body.map(sx).joined(separator: " ") + "})"
    case .component(let n, _, let body, _): return "(component \(n) {" + body.map(sx).joined(separator: " ") + "})"
    case .importFile(let p, _, _): return "(import \(ASTDumper.quote(p)))"
    }
}

/// Parses a whole file and returns its statements as S-expressions, failing on any error.
func stmts(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let tree = parse(text)
    XCTAssertEqual(tree.diagnostics.map(\.headline), [], file: file, line: line)
    return tree.statements.map(sx)
}

/// The rendered diagnostics (headline, source line, caret line) of parsing `text`.
func parseErrors(_ text: String) -> [String] {
    parse(text).diagnostics.map(\.rendered)
}
