// `viewc dump ast`: a stable, indented text form of the syntax tree with `@line:col-line:col`
// ranges, for tests to compare against and for people to read. The walk keeps its own stack,
// so a long flat chain of operators (a tree as deep as the chain is long) dumps without
// recursion.

import FoundationEssentials
import Glibc

/// The syntax tree's dump (its strings quoted as every dump quotes them, `DumpText.quote`).
public enum ASTDumper {
    public static func dump(_ tree: SyntaxTree) -> String {
        var out = ""
        var d = Dumper(tree: tree)
        for s in tree.topLevel.reversed() { d.work.append(.node(s, 0)) }
        d.run(&out)
        return out
    }
}

/// The dump's walk: an explicit stack of nodes to print (with their depth) and of lines that
/// come between them ("Then", "Arg x").
struct Dumper {
    let tree: SyntaxTree
    enum Work { case node(NodeID, Int), line(String, Int) }
    var work: [Work] = []

    func at(_ n: NodeID) -> String {
        let x = tree[n]
        let a = tree.file.lineColumn(Int(x.start)), b = tree.file.lineColumn(Int(x.end))
        return " @\(a.line):\(a.column)-\(b.line):\(b.column)"
    }

    /// Pushes items so that they print in the order given.
    mutating func then(_ items: [Work]) { work.append(contentsOf: items.reversed()) }

    mutating func args(_ args: [Arg], _ level: Int) -> [Work] {
        args.flatMap { a -> [Work] in
            [.line("Arg \(a.label.map { tree.names[$0] } ?? "_")", level), .node(a.value, level + 1)]
        }
    }

    mutating func run(_ out: inout String) {
        while let w = work.popLast() {
            switch w {
            case .line(let text, let level):
                out += Self.indent(level) + text + "\n"
            case .node(let n, let level):
                out += Self.indent(level) + describe(n, level) + "\n"
            }
        }
    }

    /// Two spaces a level up to 64 levels; deeper, the level is written as a number after
    /// them, so that a long operator chain (nested one level per operand) dumps in a size
    /// linear in its length rather than quadratic.
    static let maxIndent = 64
    static func indent(_ level: Int) -> String {
        if level <= maxIndent { return String(repeating: "  ", count: level) }
        return String(repeating: "  ", count: maxIndent) + "[\(level)] "
    }

    /// The node's own line (without indentation); pushes its children.
    mutating func describe(_ n: NodeID, _ level: Int) -> String {
        let t = tree
        let l1 = level + 1
        switch t.kind(n) {
        case .number:
            let (v, deg) = t.number(n)
            return "Number \(formatNumber(v))\(deg ? " (deg)" : "")\(at(n))"
        case .string: return "String \(DumpText.quote(t.string(n)))\(at(n))"
        case .bool: return "Bool \(t.bool(n))\(at(n))"
        case .hexColor: return "Color #\(t.hexColor(n).digits)\(at(n))"
        case .identifier: return "Name \(t.name(t.nameOf(n)))\(at(n))"
        case .implicitMember: return "ImplicitMember .\(t.name(t.nameOf(n)))\(at(n))"
        case .list:
            then(t.listItems(n).map { .node($0, l1) })
            return "List\(at(n))"
        case .dictionary:
            then(t.listItems(n).map { .node($0, l1) })
            return "Dictionary\(at(n))"
        case .unary:
            let u = t.unary(n)
            then([.node(u.operand, l1)])
            return "Unary \(u.op == .force ? "postfix !" : u.op.spelling)\(at(n))"
        case .binary:
            let b = t.binary(n)
            then([.node(b.lhs, l1), .node(b.rhs, l1)])
            return "Binary \(b.op.spelling)\(at(n))"
        case .ternary:
            let x = t.ternary(n)
            then([.node(x.condition, l1), .node(x.then, l1), .node(x.else, l1)])
            return "Ternary\(at(n))"
        case .member:
            let m = t.member(n)
            then([.node(m.base, l1)])
            return "Member .\(t.name(m.name))\(at(n))"
        case .call:
            let c = t.call(n)
            then([.node(c.callee, l1)] + args(c.args, l1))
            return "Call\(at(n))"
        case .subscripted:
            let s = t.subscripted(n)
            then([.node(s.base, l1), .node(s.index, l1)])
            return "Subscript\(at(n))"
        case .error: return "Error\(at(n))"
        case .letBinding:
            let b = t.binding(n)
            then([.node(b.value, l1)])
            return "Let \(t.name(b.name))\(at(n))"
        case .inspectable:
            let b = t.binding(n)
            then([.node(b.value, l1)])
            return "Inspectable \(t.name(b.name))\(at(n))"
        case .property:
            let p = t.property(n)
            then([.node(p.value, l1)])
            return "Property \(p.path.map { t.name($0) }.joined(separator: "."))\(at(n))"
        case .block:
            let b = t.block(n)
            then(args(b.args ?? [], l1) + b.body.map { .node($0, l1) })
            return "Block \(t.name(b.kind))\(b.args == nil ? "" : "()")\(at(n))"
        case .expression:
            then([.node(t.expression(n), l1)])
            return "Expression\(at(n))"
        case .ifStmt:
            let s = t.ifStmt(n)
            var items: [Work] = [.node(s.condition, l1), .line("Then", l1)] + s.then.map { .node($0, level + 2) }
            if let e = s.else { items += [.line("Else", l1)] + e.map { .node($0, level + 2) } }
            then(items)
            return "If\(at(n))"
        case .forStmt:
            let f = t.forStmt(n)
            then([.node(f.sequence, l1)] + f.body.map { .node($0, l1) })
            return "For \(t.name(f.variable))\(at(n))"
        case .component:
            let c = t.component(n)
            then(c.body.map { .node($0, l1) })
            return "Component \(t.name(c.name))\(at(n))"
        case .importFile:
            if t.isModuleImport(n) { return "Import module \(t.importFile(n).path)\(at(n))" }
            return "Import \"\(t.importFile(n).path)\"\(at(n))"
        case .typeRef:
            return "Type \(t.typeText(n))\(at(n))"
        case .varDecl:
            let v = t.varDecl(n)
            var items: [Work] = []
            if let ty = v.type { items.append(.node(ty, l1)) }
            if let e = v.value { items.append(.node(e, l1)) }
            if !v.getter.isEmpty { items += [.line("Get", l1)] + v.getter.map { .node($0, level + 2) } }
            then(items)
            var words: [String] = []
            if v.flags.contains(.inspectable) { words.append("@IBInspectable") }
            if v.flags.contains(.isStatic) { words.append("static") }
            words.append(v.flags.contains(.isVar) ? "Var" : "LetDecl")
            return words.joined(separator: " ") + " \(t.name(v.name))\(at(n))"
        case .assign:
            let a = t.assign(n)
            then([.node(a.target, l1), .node(a.value, l1)])
            return "Assign \(a.op.spelling)=\(at(n))"
        case .funcDecl:
            let f = t.funcDecl(n)
            var items: [Work] = []
            for p in f.params {
                items.append(.line("Param \(p.label.map { t.name($0) } ?? "_") \(t.name(p.name))", l1))
                if p.type.raw >= 0 { items.append(.node(p.type, level + 2)) }
                if let d = p.defaultValue { items.append(.node(d, level + 2)) }
            }
            if let r = f.result { items += [.line("Returns", l1), .node(r, level + 2)] }
            items += f.body.map { .node($0, l1) }
            then(items)
            return "Func \(t.name(f.name))\(f.flags.contains(.isOverride) ? " override" : "")\(at(n))"
        case .returnStmt:
            if let v = t.returnValue(n) { then([.node(v, l1)]) }
            return "Return\(at(n))"
        case .guardStmt:
            let g = t.guardStmt(n)
            then([.node(g.condition, l1), .line("Else", l1)] + g.elseBody.map { .node($0, level + 2) })
            return "Guard\(at(n))"
        case .switchStmt:
            let s = t.switchStmt(n)
            var items: [Work] = [.node(s.subject, l1)]
            for c in s.cases {
                items.append(.line(c.isDefault ? "Default" : "Case", l1))
                items += c.patterns.map { .node($0, level + 2) }
                items += c.body.map { .node($0, level + 2) }
            }
            then(items)
            return "Switch\(at(n))"
        case .enumDecl:
            let e = t.enumDecl(n)
            var items: [Work] = []
            if let r = e.rawType { items.append(.node(r, l1)) }
            for c in e.cases {
                items.append(.line("Case \(t.name(c.name))", l1))
                if let v = c.raw { items.append(.node(v, level + 2)) }
            }
            then(items)
            return "Enum \(t.name(e.name))\(at(n))"
        case .structDecl:
            let s = t.structDecl(n)
            then(s.members.map { .node($0, l1) })
            return "Struct \(t.name(s.name))\(at(n))"
        case .classDecl:
            let c = t.classDecl(n)
            then(c.members.map { .node($0, l1) })
            return "Class \(t.name(c.name)): \(t.name(c.superclass))\(c.designable ? " @IBDesignable" : "")\(at(n))"
        case .optionalBinding:
            let b = t.optionalBinding(n)
            then([.node(b.value, l1)])
            return "OptionalBinding \(t.name(b.name))\(at(n))"
        case .conditionList:
            then(t.conditionList(n).map { .node($0, l1) })
            return "Conditions\(at(n))"
        case .whileStmt:
            let w = t.whileStmt(n)
            then([.node(w.condition, l1)] + w.body.map { .node($0, l1) })
            return "\(w.bodyFirst ? "RepeatWhile" : "While")\(at(n))"
        case .breakStmt: return "Break\(at(n))"
        case .continueStmt: return "\(t.isFallthrough(n) ? "Fallthrough" : "Continue")\(at(n))"
        case .extensionDecl:
            let x = t.nodes[n.index]
            let o = Int(x.b)
            then((0..<Int(t.extra[o + 1])).map { .node(NodeID(t.extra[o + 2 + $0]), l1) })
            return "Extension \(t.name(Name(raw: x.a)))\(at(n))"
        case .closure:
            then([.node(t.closureFunction(n), l1)])
            return "Closure\(at(n))"
        case .protocolDecl:
            let pd = t.protocolDecl(n)
            then(pd.members.map { .node($0, l1) })
            return "Protocol \(t.name(pd.name))\(at(n))"
        case .cast:
            let c = t.cast(n)
            then([.node(c.value, l1)])
            return "Cast \(c.exact ? "isMember(of:)" : c.test ? "is" : c.conditional ? "as?" : c.forced ? "as!" : "as") \(t.typeText(c.type))\(at(n))"
        case .inoutArgument:
            then([.node(NodeID(t.nodes[n.index].a), l1)])
            return "Inout &\(at(n))"
        case .selector:
            let sel = t.selector(n)
            let labels = sel.labels.map { "(" + $0.map { ($0.map { t.name($0) } ?? "_") + ":" }.joined() + ")" } ?? ""
            return "Selector \(t.name(sel.name))\(labels)\(at(n))"
        case .tuple:
            let els = t.tuple(n)
            then(els.map { .node($0.value, l1) })
            return "Tuple (" + els.map { ($0.label.map { t.name($0) } ?? "_") + ":" }.joined() + ")\(at(n))"
        case .tryExpr:
            let x = t.tryExpr(n)
            then([.node(x.operand, l1)])
            return "Try\(x.kind == .optional ? "?" : x.kind == .forced ? "!" : "")\(at(n))"
        case .throwStmt:
            then([.node(t.thrownValue(n), l1)])
            return "Throw\(at(n))"
        case .doStmt:
            let d = t.doStmt(n)
            then(d.body.map { .node($0, l1) } + d.catches.flatMap { c in (c.pattern.map { [.node($0, l1)] } ?? []) + c.body.map { .node($0, l1) } })
            return "Do \(d.catches.count) catch\(at(n))"
        case .deferStmt:
            then(t.deferBody(n).map { .node($0, l1) })
            return "Defer\(at(n))"
        }
    }
}
