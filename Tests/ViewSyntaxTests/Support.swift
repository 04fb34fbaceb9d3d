// Helpers shared by the syntax tests: lex or parse a string, and print expressions as
// S-expressions (without ranges) so that a test states the tree's shape in one line. The
// compact tree is read back into nested enums (`tree.statements`) for the tests' patterns.

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
    case .string(let s, _): return DumpText.quote(s)
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
    case .importFile(let p, _, _): return "(import \(DumpText.quote(p)))"
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

// MARK: the tree as nested enums

/// An expression.
indirect enum Expr {
    case number(Double, isAngleInDegrees: Bool, SourceRange)
    case string(String, SourceRange)
    case bool(Bool, SourceRange)
    case hexColor(String, SourceRange)
    case identifier(String, SourceRange)
    case implicitMember(String, SourceRange)
    case list([Expr], SourceRange)
    case unary(op: String, Expr, SourceRange)
    case binary(op: String, Expr, Expr, SourceRange)
    case ternary(Expr, Expr, Expr, SourceRange)
    case member(Expr, String, nameRange: SourceRange, SourceRange)
    case call(Expr, [Argument], SourceRange)
    case subscripted(Expr, Expr, SourceRange)
    case error(SourceRange)

    var range: SourceRange {
        switch self {
        case .number(_, _, let r), .string(_, let r), .bool(_, let r), .hexColor(_, let r),
             .identifier(_, let r), .implicitMember(_, let r), .list(_, let r), .unary(_, _, let r),
             .binary(_, _, _, let r), .ternary(_, _, _, let r), .member(_, _, _, let r),
             .call(_, _, let r), .subscripted(_, _, let r), .error(let r):
            return r
        }
    }
}

struct Argument {
    var label: String?
    var labelRange: SourceRange?
    var value: Expr
    var range: SourceRange { (labelRange ?? value.range).to(value.range) }
}

indirect enum Stmt {
    case letBinding(name: String, nameRange: SourceRange, value: Expr, SourceRange)
    case inspectable(name: String, nameRange: SourceRange, value: Expr, SourceRange)
    case property(path: [String], pathRange: SourceRange, value: Expr, SourceRange)
    case block(kind: String, kindRange: SourceRange, args: [Argument]?, body: [Stmt], SourceRange)
    case expression(Expr, SourceRange)
    case ifStmt(cond: Expr, then: [Stmt], elseBody: [Stmt]?, SourceRange)
    case forStmt(variable: String, variableRange: SourceRange, sequence: Expr, body: [Stmt], SourceRange)
    case component(name: String, nameRange: SourceRange, body: [Stmt], SourceRange)
    case importFile(path: String, pathRange: SourceRange, SourceRange)

    var range: SourceRange {
        switch self {
        case .letBinding(_, _, _, let r), .inspectable(_, _, _, let r), .property(_, _, _, let r),
             .block(_, _, _, _, let r), .expression(_, let r), .ifStmt(_, _, _, let r),
             .forStmt(_, _, _, _, let r), .component(_, _, _, let r), .importFile(_, _, let r):
            return r
        }
    }
}

extension SyntaxTree {
    var statements: [Stmt] { topLevel.map(legacyStmt) }

    func legacyArgs(_ args: [Arg]) -> [Argument] {
        args.map { Argument(label: $0.label.map { name($0) }, labelRange: $0.labelRange, value: legacyExpr($0.value)) }
    }

    func legacyExpr(_ n: NodeID) -> Expr {
        let r = range(n)
        switch kind(n) {
        case .number: let (v, d) = number(n); return .number(v, isAngleInDegrees: d, r)
        case .string: return .string(string(n), r)
        case .bool: return .bool(bool(n), r)
        case .hexColor: return .hexColor(hexColor(n).digits, r)
        case .identifier: return .identifier(name(nameOf(n)), r)
        case .implicitMember: return .implicitMember(name(nameOf(n)), r)
        case .list: return .list(listItems(n).map(legacyExpr), r)
        case .unary: let u = unary(n); return .unary(op: u.op.spelling, legacyExpr(u.operand), r)
        case .binary: let b = binary(n); return .binary(op: b.op.spelling, legacyExpr(b.lhs), legacyExpr(b.rhs), r)
        case .ternary: let t = ternary(n); return .ternary(legacyExpr(t.condition), legacyExpr(t.then), legacyExpr(t.else), r)
        case .member: let m = member(n); return .member(legacyExpr(m.base), name(m.name), nameRange: m.nameRange, r)
        case .call: let c = call(n); return .call(legacyExpr(c.callee), legacyArgs(c.args), r)
        case .subscripted: let s = subscripted(n); return .subscripted(legacyExpr(s.base), legacyExpr(s.index), r)
        default: return .error(r)
        }
    }

    func legacyStmt(_ n: NodeID) -> Stmt {
        let r = range(n)
        switch kind(n) {
        case .letBinding: let b = binding(n); return .letBinding(name: name(b.name), nameRange: b.nameRange, value: legacyExpr(b.value), r)
        case .inspectable: let b = binding(n); return .inspectable(name: name(b.name), nameRange: b.nameRange, value: legacyExpr(b.value), r)
        case .property:
            let p = property(n)
            return .property(path: p.path.map { name($0) }, pathRange: p.pathRange, value: legacyExpr(p.value), r)
        case .block:
            let b = block(n)
            return .block(kind: name(b.kind), kindRange: b.kindRange, args: b.args.map(legacyArgs), body: b.body.map(legacyStmt), r)
        case .expression: return .expression(legacyExpr(expression(n)), r)
        case .ifStmt:
            let s = ifStmt(n)
            return .ifStmt(cond: legacyExpr(s.condition), then: s.then.map(legacyStmt), elseBody: s.else.map { $0.map(legacyStmt) }, r)
        case .forStmt:
            let f = forStmt(n)
            return .forStmt(variable: name(f.variable), variableRange: f.variableRange, sequence: legacyExpr(f.sequence),
                            body: f.body.map(legacyStmt), r)
        case .component:
            let c = component(n)
            return .component(name: name(c.name), nameRange: c.nameRange, body: c.body.map(legacyStmt), r)
        case .importFile:
            let i = importFile(n)
            return .importFile(path: i.path, pathRange: i.pathRange, r)
        default:
            return .expression(legacyExpr(n), r)
        }
    }
}
