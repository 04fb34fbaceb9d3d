// The AST: what the parser hands to the evaluator. Every node carries its source range.
//
// A file is a list of statements. Statements are the same grammar at every level; which
// ones make sense where (a `canvas` at the top, `fill` inside a `path`) is the evaluator's
// business, so that a misplaced statement gets a message that says where it belongs.

import Foundation

/// An expression.
public indirect enum Expr: Sendable {
    case number(Double, isAngleInDegrees: Bool, SourceRange)
    case string(String, SourceRange)
    case bool(Bool, SourceRange)
    case hexColor(String, SourceRange)
    case identifier(String, SourceRange)
    /// `.name`: a member of the type the context expects (`.systemBlue`, `.round`, `.pi`).
    case implicitMember(String, SourceRange)
    case list([Expr], SourceRange)
    case unary(op: String, Expr, SourceRange)
    case binary(op: String, Expr, Expr, SourceRange)
    case ternary(Expr, Expr, Expr, SourceRange)
    /// `base.name`.
    case member(Expr, String, nameRange: SourceRange, SourceRange)
    /// `callee(args)`; callee is an identifier, a member (method call) or an implicit member.
    case call(Expr, [Argument], SourceRange)
    /// `base[index]`: an element of a list.
    case subscripted(Expr, Expr, SourceRange)
    /// Stands for an expression the parser could not read (already reported).
    case error(SourceRange)

    public var range: SourceRange {
        switch self {
        case .number(_, _, let r), .string(_, let r), .bool(_, let r), .hexColor(_, let r),
             .identifier(_, let r), .implicitMember(_, let r), .list(_, let r), .unary(_, _, let r),
             .binary(_, _, _, let r), .ternary(_, _, _, let r), .member(_, _, _, let r),
             .call(_, _, let r), .subscripted(_, _, let r), .error(let r):
            return r
        }
    }
}

/// One argument of a call: `label: value` or just `value`.
public struct Argument: Sendable {
    public var label: String?
    public var labelRange: SourceRange?
    public var value: Expr
    public init(label: String?, labelRange: SourceRange?, value: Expr) {
        self.label = label; self.labelRange = labelRange; self.value = value
    }
    public var range: SourceRange { (labelRange ?? value.range).to(value.range) }
}

/// A statement.
public indirect enum Stmt: Sendable {
    /// `let name = value`.
    case letBinding(name: String, nameRange: SourceRange, value: Expr, SourceRange)
    /// `@inspectable name = default` (inside a component).
    case inspectable(name: String, nameRange: SourceRange, value: Expr, SourceRange)
    /// `name: value` or `layer.cornerRadius: value`.
    case property(path: [String], pathRange: SourceRange, value: Expr, SourceRange)
    /// `kind { … }` or `kind(args) { … }`: canvas, view, label, path, group, context, or
    /// a component instance with a trailing block.
    case block(kind: String, kindRange: SourceRange, args: [Argument]?, body: [Stmt], SourceRange)
    /// A call on its own: `fill(.red)`, `move(to: p)`, `Face(frame: r)`.
    case expression(Expr, SourceRange)
    case ifStmt(cond: Expr, then: [Stmt], elseBody: [Stmt]?, SourceRange)
    case forStmt(variable: String, variableRange: SourceRange, sequence: Expr, body: [Stmt], SourceRange)
    /// `view Name { … }`: declares a component.
    case component(name: String, nameRange: SourceRange, body: [Stmt], SourceRange)
    /// `import "file.view"`.
    case importFile(path: String, pathRange: SourceRange, SourceRange)

    public var range: SourceRange {
        switch self {
        case .letBinding(_, _, _, let r), .inspectable(_, _, _, let r), .property(_, _, _, let r),
             .block(_, _, _, _, let r), .expression(_, let r), .ifStmt(_, _, _, let r),
             .forStmt(_, _, _, _, let r), .component(_, _, _, let r), .importFile(_, _, let r):
            return r
        }
    }
}

/// A parsed file: its statements and what went wrong reading it.
public struct SyntaxTree: Sendable {
    public var file: SourceFile
    public var statements: [Stmt]
    public var diagnostics: [Diagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
