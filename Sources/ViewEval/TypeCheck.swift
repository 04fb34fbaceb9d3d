// The static type check: every expression of a file is typed before any statement of it
// runs, so a type error in a branch that is never taken (`if false { Point(1, 2) + red }`)
// is still an error, and a file with one draws nothing.
//
// The checker has no rules of its own. It types an expression by running the evaluator's own
// operator, member, method and signature code on a representative value of each operand's
// type (1 for a Number, Point(1, 1) for a Point, …), so the checker and the evaluator cannot
// disagree about what is allowed, nor about the message and where it points. What it cannot
// type (an unknown name, a component, a value only evaluation knows) it leaves unknown, and
// evaluation reports it.

import Foundation
import ViewGeometry
import ViewSyntax

/// Names and their representative values (nil: type unknown) in one lexical scope.
final class TypeEnv {
    var vars: [String: Value?] = [:]
    let parent: TypeEnv?
    /// Inside a view or component, where `bounds`, `frame` and `center` mean the view.
    let inView: Bool
    init(_ parent: TypeEnv?, inView: Bool? = nil) { self.parent = parent; self.inView = inView ?? parent?.inView ?? false }
    func lookup(_ n: String) -> Value?? {
        if let v = vars[n] { return .some(v) }
        return parent?.lookup(n)
    }
    func bind(_ n: String, _ v: Value?) { vars[n] = .some(v) }
}

struct TypeChecker {
    let ev: Evaluator
    let unit: FileUnit
    var errors: [Diagnostic] = []
    /// Parameter types of this file's components, from their defaults.
    let root = TypeEnv(nil, inView: false)

    enum Place { case file, view, label, image, path, context, other }

    init(_ ev: Evaluator, _ unit: FileUnit) { self.ev = ev; self.unit = unit }

    /// Checks a whole file; returns its type errors in source order.
    static func check(_ stmts: [Stmt], _ unit: FileUnit, _ ev: Evaluator) -> [Diagnostic] {
        var tc = TypeChecker(ev, unit)
        ev.isTypeChecking = true
        defer { ev.isTypeChecking = false }
        let root = tc.root
        for (k, v) in unit.scope.parent?.vars ?? [:] { root.bind(k, v.map(TypeChecker.canon)) }  // imported lets
        tc.block(stmts, root, .file)
        for s in stmts {
            guard case .component(let name, _, let body, _) = s, unit.components[name] != nil else { continue }
            let env = TypeEnv(root, inView: true)
            for (p, t) in tc.params(of: name) { env.bind(p, t) }
            tc.block(body.filter { if case .inspectable = $0 { return false }; return true }, env, .view)
        }
        return tc.errors.sorted { $0.range.start < $1.range.start }
    }

    // MARK: representatives

    /// The one value that stands for every value of v's type; lists keep the type of their
    /// elements when all have one type, else stand for a list of unknown elements.
    static func canon(_ v: Value) -> Value {
        switch v {
        case .number: return .number(1)
        case .bool: return .bool(true)
        case .string: return .string("a")
        case .point: return .point(Point(1, 1))
        case .size: return .size(Size(1, 1))
        case .rect: return .rect(Rect(0, 0, 2, 2))
        case .insets: return .insets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        case .color: return .color(.black)
        case .transform: return .transform(.identity)
        case .font: return .font(.labelDefault)
        case .range: return .range(0, 1, inclusive: false)
        case .list(let l):
            guard let f = l.first.map(canon) else { return .list([]) }
            return l.allSatisfy({ canon($0) == f }) ? .list([f]) : .list([])
        default: return v   // symbols keep their name: the callee decides what they mean
        }
    }

    /// Runs the evaluator on `e`, whose operands are placeholders bound to representatives.
    mutating func run(_ e: Expr, _ bound: [Value]) -> Value? {
        let scope = Scope(parent: nil, selfView: nil)
        for (i, v) in bound.enumerated() { scope.vars["#\(i)"] = v }
        do { return TypeChecker.canon(try ev.eval(e, scope)) } catch let d as Diagnostic {
            errors.append(d)
        } catch {}
        return nil
    }

    static func slot(_ i: Int, _ e: Expr) -> Expr { .identifier("#\(i)", e.range) }

    // MARK: expressions

    mutating func type(_ e: Expr, _ env: TypeEnv) -> Value? {
        switch e {
        case .number: return .number(1)
        case .string: return .string("a")
        case .bool: return .bool(true)
        case .hexColor: return .color(.black)
        case .error: return nil
        case .identifier(let n, let r):
            if let found = env.lookup(n) { return found }
            // Everything else is the evaluator's own lookup, in a scope that holds every name
            // the environment holds: an unknown name gets the same message and suggestion
            // even where it would never run.
            func mirror(_ e: TypeEnv?) -> Scope? {
                guard let e else { return nil }
                let s = Scope(parent: mirror(e.parent), selfView: nil)
                for k in e.vars.keys { s.vars[k] = .some(nil) }
                return s
            }
            let scope = Scope(parent: mirror(env), selfView: env.inView ? ViewNode(kind: "view", range: r) : nil)
            do { return TypeChecker.canon(try ev.lookup(n, r, scope)) } catch let d as Diagnostic { errors.append(d) } catch {}
            return nil
        case .implicitMember:
            return run(e, [])
        case .list(let items, _):
            let ts = items.map { type($0, env) }
            if let d = Evaluator.mixedList(ts.map { $0?.type }, items) { errors.append(d); return nil }
            if ts.contains(where: { $0 == nil }) { return .list([]) }
            return TypeChecker.canon(.list(ts.map { $0! }))
        case .unary(let op, let a, let r):
            guard let t = type(a, env) else { return nil }
            return run(.unary(op: op, TypeChecker.slot(0, a), r), [t])
        case .binary(let op, let a, let b, let r):
            let ta = type(a, env), tb = type(b, env)
            if op == "&&" || op == "||" {
                for (t, x) in [(ta, a), (tb, b)] {
                    if let t, t.type != .bool { errors.append(.error("'\(op)' needs Bools, not \(article(t))", at: x.range)) }
                }
                return .bool(true)
            }
            guard let ta, let tb else { return nil }
            return run(.binary(op: op, TypeChecker.slot(0, a), TypeChecker.slot(1, b), r), [ta, tb])
        case .ternary(let c, let a, let b, let r):
            let tc = type(c, env), ta = type(a, env), tb = type(b, env)
            if let tc { _ = run(.ternary(TypeChecker.slot(0, c), .number(1, isAngleInDegrees: false, r), .number(1, isAngleInDegrees: false, r), r), [tc]) }
            // Both branches must have one type, whichever the condition picks at run time.
            if let ta, let tb, ta.type != tb.type {
                errors.append(.error("the branches of '?:' have different types: \(article(ta)) and \(article(tb))", at: r))
                return nil
            }
            return ta != nil && ta == tb ? ta : nil
        case .member(let base, let name, let nr, let r):
            if case .identifier(let tn, _) = base, env.lookup(tn) == nil,
               ["Point", "Size", "Rect", "Transform", "Color", "UIColor", "Font", "UIFont"].contains(tn) {
                return run(e, [])
            }
            guard let tb = type(base, env) else { return nil }
            if case .list(let l) = tb, l.isEmpty, name == "first" || name == "last" { return nil }
            return run(.member(TypeChecker.slot(0, base), name, nameRange: nr, r), [tb])
        case .subscripted(let base, let index, _):
            let tb = type(base, env), ti = type(index, env)
            guard let tb else { return nil }
            if case .list(let l) = tb {
                if let ti, ti.type != .number {
                    errors.append(.error("a list index is a Number, not \(article(ti))", at: index.range))
                }
                return l.first
            }
            errors.append(.error("only a List can be subscripted, not \(article(tb))", at: base.range))
            return nil
        case .call(let callee, let args, let r):
            let ts = args.map { type($0.value, env) }
            let known = ts.allSatisfy { $0 != nil }
            let slotted = args.enumerated().map { i, a in
                Argument(label: a.label, labelRange: a.labelRange, value: TypeChecker.slot(i + 1, a.value))
            }
            switch callee {
            case .identifier(let name, _):
                guard env.lookup(name) == nil, builtinFunctions[name] != nil, unit.visible[name] == nil, known else { return nil }
                return run(.call(callee, slotted, r), [.number(1)] + ts.map { $0! })  // #0 unused
            case .member(let base, let name, let nr, let mr):
                if case .identifier(let tn, _) = base, env.lookup(tn) == nil, tn == "Font" || tn == "UIFont" {
                    return known ? run(.call(callee, slotted, r), [.number(1)] + ts.map { $0! }) : nil   // Labels.swift
                }
                guard let tb = type(base, env), known else { return nil }
                return run(.call(.member(TypeChecker.slot(0, base), name, nameRange: nr, mr), slotted, r), [tb] + ts.map { $0! })
            default:
                return nil
            }
        }
    }

    // MARK: statements

    mutating func block(_ stmts: [Stmt], _ env: TypeEnv, _ place: Place) {
        for s in stmts { stmt(s, env, place) }
    }

    mutating func stmt(_ s: Stmt, _ env: TypeEnv, _ place: Place) {
        switch s {
        case .letBinding(let name, _, let e, _), .inspectable(let name, _, let e, _):
            env.bind(name, type(e, env))
        case .property(let path, _, let e, _):
            let name = path.joined(separator: ".")
            guard let t = type(e, env), place == .view || place == .label || place == .image else { break }
            if let (want, _) = viewProperties[name], t.type != want {
                errors.append(.error("'\(name)' is \(article(want)), not \(article(t))\(symbolHint(t, expected: want))", at: e.range))
            }
            if place == .image, let want = imageProperties[name], t.type != want {
                errors.append(.error("'\(name)' is \(article(want)) (the image file's name), not \(article(t))", at: e.range))
            }
            if place == .label, labelProperties[name] != nil {
                do { try checkLabelValue(name, t, e.range) } catch let d as Diagnostic { errors.append(d) } catch {}
            }
        case .block(let kind, _, let args, let body, _):
            let ts = (args ?? []).map { type($0.value, env) }
            if unit.visible[kind] != nil {
                instance(kind, args ?? [], ts)
                block(body, TypeEnv(env, inView: true), .view)
                return
            }
            switch kind {
            case "canvas", "view": block(body, TypeEnv(env, inView: true), .view)
            case "label": block(body, TypeEnv(env, inView: true), .label)
            case "image": block(body, TypeEnv(env, inView: true), .image)
            case "path":
                // UIBezierPath.bounds and currentPoint, readable inside the block.
                let inner = TypeEnv(env)
                inner.bind("pathBounds", .rect(Rect(0, 0, 2, 2)))
                inner.bind("currentPoint", .point(Point(1, 1)))
                block(body, inner, .path)
            case "context": block(body, TypeEnv(env), .context)
            default: block(body, TypeEnv(env), .other)
            }
        case .expression(let e, _):
            if place == .context {
                // CGContext calls (`context.strokePath()`, `UIColor.red.setFill()`) have their
                // own table and receiver rules; only their arguments are typed here.
                if case .call(_, let args, _) = e { for a in args { _ = type(a.value, env) } } else { _ = type(e, env) }
                return
            }
            guard case .call(.identifier(let name, _), let args, let r) = e else { _ = type(e, env); return }
            let ts = args.map { type($0.value, env) }
            if unit.visible[name] != nil { instance(name, args, ts); return }
            if place == .path, let forms = pathCommands[name], env.lookup(name) == nil {
                guard ts.allSatisfy({ $0 != nil }) else { return }
                let vals = zip(args, ts).map { ArgValue(label: $0.label, value: $1!, range: $0.value.range, labelRange: $0.labelRange) }
                do { _ = try Overloads(forms).resolve(vals, callRange: r, name: name) } catch let d as Diagnostic {
                    errors.append(d)
                } catch {}
                return
            }
            if builtinFunctions[name] != nil { _ = type(e, env) }
        case .ifStmt(let cond, let then, let elseBody, _):
            if let t = type(cond, env), t.type != .bool {
                errors.append(.error("an 'if' condition must be a Bool, not \(article(t))", at: cond.range))
            }
            block(then, TypeEnv(env), place)
            if let e = elseBody { block(e, TypeEnv(env), place) }
        case .forStmt(let v, _, let seq, let body, _):
            let inner = TypeEnv(env)
            switch type(seq, env) {
            case .range?: inner.bind(v, .number(1))
            case .list(let l)?: inner.bind(v, l.first)
            case let t?:
                errors.append(.error("'for' loops over a range (a..<b, a...b) or a list, not \(article(t))", at: seq.range))
                inner.bind(v, nil)
            case nil: inner.bind(v, nil)
            }
            block(body, inner, place)
        case .component, .importFile:
            break
        }
    }

    /// The types of a component's parameters: from its declaration when it is in this file,
    /// else from the defaults its own file gave them.
    mutating func params(of name: String) -> [(String, Value?)] {
        guard let c = unit.visible[name] else { return [] }
        if c.file !== unit {
            // Its file has run: its defaults can be evaluated (a failure is reported where it is used).
            return ((try? ev.inspectables(of: c)) ?? []).map { ($0.name, TypeChecker.canon($0.value)) }
        }
        return c.body.compactMap { s in
            guard case .inspectable(let n, _, let e, _) = s else { return nil }
            return (n, type(e, root))
        }
    }

    /// A component instance: arguments that name a parameter must have its type.
    mutating func instance(_ name: String, _ args: [Argument], _ ts: [Value?]) {
        let saved = errors
        let ps = params(of: name)
        errors = saved   // defaults are checked with the component itself
        for (a, t) in zip(args, ts) {
            guard let label = a.label, let t, let p = ps.first(where: { $0.0 == label }), let want = p.1 else { continue }
            if want.type != t.type {
                errors.append(.error("parameter '\(label)' of '\(name)' is \(article(want.type)), not \(article(t))", at: a.value.range))
            }
        }
    }
}
