// `viewc dump ast`: a stable, indented text form of the syntax tree with `@line:col-line:col`
// ranges, for tests to compare against and for people to read.

import Foundation

public enum ASTDumper {
    public static func dump(_ tree: SyntaxTree) -> String {
        var out = ""
        for s in tree.statements { stmt(s, 0, &out) }
        return out
    }

    static func fmt(_ v: Double) -> String { formatNumber(v) }

    static func stmt(_ s: Stmt, _ level: Int, _ out: inout String) {
        let pad = String(repeating: "  ", count: level)
        let at = " @" + s.range.shortDescription
        switch s {
        case .letBinding(let n, _, let v, _):
            out += "\(pad)Let \(n)\(at)\n"; expr(v, level + 1, &out)
        case .inspectable(let n, _, let v, _):
            out += "\(pad)Inspectable \(n)\(at)\n"; expr(v, level + 1, &out)
        case .property(let path, _, let v, _):
            out += "\(pad)Property \(path.joined(separator: "."))\(at)\n"; expr(v, level + 1, &out)
        case .block(let kind, _, let args, let body, _):
            out += "\(pad)Block \(kind)\(args == nil ? "" : "()")\(at)\n"
            for a in args ?? [] { arg(a, level + 1, &out) }
            for b in body { stmt(b, level + 1, &out) }
        case .expression(let e, _):
            out += "\(pad)Expression\(at)\n"; expr(e, level + 1, &out)
        case .ifStmt(let c, let t, let e, _):
            out += "\(pad)If\(at)\n"; expr(c, level + 1, &out)
            out += "\(pad)  Then\n"
            for b in t { stmt(b, level + 2, &out) }
            if let e = e {
                out += "\(pad)  Else\n"
                for b in e { stmt(b, level + 2, &out) }
            }
        case .forStmt(let v, _, let seq, let body, _):
            out += "\(pad)For \(v)\(at)\n"; expr(seq, level + 1, &out)
            for b in body { stmt(b, level + 1, &out) }
        case .component(let n, _, let body, _):
            out += "\(pad)Component \(n)\(at)\n"
            for b in body { stmt(b, level + 1, &out) }
        case .importFile(let path, _, _):
            out += "\(pad)Import \"\(path)\"\(at)\n"
        }
    }

    static func arg(_ a: Argument, _ level: Int, _ out: inout String) {
        let pad = String(repeating: "  ", count: level)
        out += "\(pad)Arg \(a.label ?? "_")\n"
        expr(a.value, level + 1, &out)
    }

    static func expr(_ e: Expr, _ level: Int, _ out: inout String) {
        let pad = String(repeating: "  ", count: level)
        let at = " @" + e.range.shortDescription
        switch e {
        case .number(let v, let deg, _): out += "\(pad)Number \(fmt(v))\(deg ? " (deg)" : "")\(at)\n"
        case .string(let s, _): out += "\(pad)String \(quote(s))\(at)\n"
        case .bool(let b, _): out += "\(pad)Bool \(b)\(at)\n"
        case .hexColor(let h, _): out += "\(pad)Color #\(h)\(at)\n"
        case .identifier(let n, _): out += "\(pad)Name \(n)\(at)\n"
        case .implicitMember(let n, _): out += "\(pad)ImplicitMember .\(n)\(at)\n"
        case .list(let items, _):
            out += "\(pad)List\(at)\n"; for i in items { expr(i, level + 1, &out) }
        case .unary(let op, let a, _):
            out += "\(pad)Unary \(op)\(at)\n"; expr(a, level + 1, &out)
        case .binary(let op, let a, let b, _):
            out += "\(pad)Binary \(op)\(at)\n"; expr(a, level + 1, &out); expr(b, level + 1, &out)
        case .ternary(let a, let b, let c, _):
            out += "\(pad)Ternary\(at)\n"; expr(a, level + 1, &out); expr(b, level + 1, &out); expr(c, level + 1, &out)
        case .member(let base, let n, _, _):
            out += "\(pad)Member .\(n)\(at)\n"; expr(base, level + 1, &out)
        case .call(let callee, let args, _):
            out += "\(pad)Call\(at)\n"; expr(callee, level + 1, &out)
            for a in args { arg(a, level + 1, &out) }
        case .subscripted(let base, let index, _):
            out += "\(pad)Subscript\(at)\n"; expr(base, level + 1, &out); expr(index, level + 1, &out)
        case .error: out += "\(pad)Error\(at)\n"
        }
    }

    public static func quote(_ s: String) -> String {
        var o = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": o += "\\\""
            case "\\": o += "\\\\"
            case "\n": o += "\\n"
            case "\t": o += "\\t"
            default: o.unicodeScalars.append(c)
            }
        }
        return o + "\""
    }
}

/// Numbers as every dump prints them: at most 4 decimals, no trailing zeros, no "-0".
public func formatNumber(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if abs(v) >= 1e15 { return String(format: "%g", v) }
    let r = (v * 10000).rounded() / 10000
    if r == 0 { return "0" }
    if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
    var s = String(format: "%.4f", r)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
