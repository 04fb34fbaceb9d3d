// Expressions: names, operators, members, methods and the built-in functions. Every value is
// checked where it is made: a non-finite number, an operator on the wrong types or a call
// with the wrong arguments is an error at that spot.

import Foundation
import ViewGeometry
import ViewSyntax

/// Names the language defines; a let or component cannot take them.
let builtinNames: Set<String> = Set(builtinFunctionNames).union(["bounds", "frame", "center", "true", "false"])

extension Evaluator {
    func finite(_ v: Double, _ r: SourceRange, _ what: String = "this calculation") throws -> Double {
        guard v.isFinite else { throw Diagnostic.error("\(what) gives \(v.isNaN ? "an undefined number (NaN)" : "an infinite number")", at: r) }
        return v
    }

    func eval(_ e: Expr, _ scope: Scope) throws -> Value {
        switch e {
        case .number(let v, _, _): return .number(v)
        case .string(let s, _): return .string(s)
        case .bool(let b, _): return .bool(b)
        case .hexColor(let h, let r):
            guard let c = NamedColors.hex(h) else { throw Diagnostic.error("bad color literal", at: r) }
            return .color(c)
        case .identifier(let name, let r):
            return try lookup(name, r, scope)
        case .implicitMember(let name, _):
            if name == "pi" { return .number(.pi) }
            if let c = NamedColors.table[name] { return .color(c) }
            if name == "identity" { return .transform(.identity) }
            return implicitFontOrSymbol(name)   // Labels.swift
        case .list(let items, _):
            let vals = try items.map { try eval($0, scope) }
            if let d = Evaluator.mixedList(vals.map(\.type), items) { throw d }
            return .list(vals)
        case .unary(let op, let a, let r):
            let v = try eval(a, scope)
            switch (op, v) {
            case ("-", .number(let x)): return .number(-x)
            case ("-", .point(let p)): return .point(Point(-p.x, -p.y))
            case ("-", .size(let s)): return .size(Size(-s.width, -s.height))
            case ("!", .bool(let b)): return .bool(!b)
            default:
                throw Diagnostic.error(op == "-" ? "cannot negate \(article(v))" : "'!' needs a Bool, not \(article(v))", at: r)
            }
        case .binary(let op, let a, let b, let r):
            if op == "&&" || op == "||" {
                let x = try eval(a, scope)
                guard case .bool(let xb) = x else { throw Diagnostic.error("'\(op)' needs Bools, not \(article(x))", at: a.range) }
                if op == "&&" && !xb { return .bool(false) }
                if op == "||" && xb { return .bool(true) }
                let y = try eval(b, scope)
                guard case .bool(let yb) = y else { throw Diagnostic.error("'\(op)' needs Bools, not \(article(y))", at: b.range) }
                return .bool(yb)
            }
            return try binary(op, try eval(a, scope), try eval(b, scope), r, a.range, b.range)
        case .ternary(let c, let a, let b, _):
            let cv = try eval(c, scope)
            guard case .bool(let cb) = cv else {
                throw Diagnostic.error("the condition of '?:' must be a Bool, not \(article(cv))", at: c.range)
            }
            return try eval(cb ? a : b, scope)
        case .member(let base, let name, let nr, _):
            if case .identifier(let tname, _) = base, scope.lookup(tname) == nil, let v = try staticMember(tname, name, nr) {
                return v
            }
            return try member(try eval(base, scope), name, nr)
        case .call(let callee, let args, let r):
            let vals = try callArgs(args, scope)
            switch callee {
            case .identifier(let name, let nr):
                if scope.lookup(name) != nil {
                    throw Diagnostic.error("'\(name)' is a value, not a function", at: nr)
                }
                if mainUnit?.visible[name] != nil {
                    throw Diagnostic.error("the component '\(name)' is a view, not a value; write it on its own line inside a view", at: nr)
                }
                return try callFunction(name, nr, vals, r)
            case .member(let base, let name, let nr, _):
                if Evaluator.isFontType(base, scope) { return try staticMethod(base, name, nr, vals, r) }   // Labels.swift
                return try callMethod(try eval(base, scope), name, nr, vals, r)
            default:
                throw Diagnostic.error("this cannot be called", at: callee.range)
            }
        case .subscripted(let base, let index, _):
            return try subscriptValue(try eval(base, scope), try eval(index, scope), base.range, index.range)
        case .error:
            throw Poisoned()
        }
    }

    /// `list[i]`: zero-based, whole-number indices inside the list, as Swift arrays.
    func subscriptValue(_ b: Value, _ i: Value, _ br: SourceRange, _ ir: SourceRange) throws -> Value {
        guard case .list(let l) = b else {
            throw Diagnostic.error("only a List can be subscripted, not \(article(b))", at: br)
        }
        guard case .number(let x) = i else {
            throw Diagnostic.error("a list index is a Number, not \(article(i))", at: ir)
        }
        guard x == x.rounded() else {
            throw Diagnostic.error("a list index is a whole number, not \(formatNumber(x))", at: ir)
        }
        guard x >= 0, x < Double(l.count) else {
            let valid = l.isEmpty ? "the list is empty" : "valid indices are 0...\(l.count - 1)"
            throw Diagnostic.error("index \(formatNumber(x)) is out of range; \(valid)", at: ir)
        }
        return l[Int(x)]
    }

    /// The longest string (in bytes) or list `+` may make: doubling in a few lines must not
    /// exhaust memory.
    static let maxJoinedLength = 1 << 20

    /// A list holds values of one type; the first element that breaks that is an error.
    static func mixedList(_ types: [ValueType?], _ items: [Expr]) -> Diagnostic? {
        guard let first = types.first ?? nil else { return nil }
        for (t, e) in zip(types, items).dropFirst() {
            if let t, t != first {
                return .error("a list holds values of one type: this is \(article(t)), but the list starts with \(article(first))", at: e.range)
            }
        }
        return nil
    }

    func lookup(_ name: String, _ r: SourceRange, _ scope: Scope) throws -> Value {
        if let found = scope.lookup(name) {
            guard let v = found else { throw Poisoned() }
            return v
        }
        if let c = NamedColors.table[name] { return .color(c) }
        if let v = scope.selfView {
            switch name {
            case "bounds": return .rect(v.drawingBounds ?? v.bounds)
            case "frame": return .rect(v.frame)
            case "center": return .point(v.center)
            default: break
            }
        }
        if name == "pi" {
            throw Diagnostic.error("unknown name 'pi'; did you mean '.pi'?", at: r)
        }
        if builtinFunctionNames.contains(name) {
            throw Diagnostic.error("'\(name)' is a function; call it with '(…)'", at: r)
        }
        var names = scope.allNames + NamedColors.table.keys.sorted()
        if scope.selfView != nil { names += ["bounds", "frame", "center"] }
        let hint = suggest(name, names, ranked: true).map { "; did you mean '\($0)'?" } ?? ""
        throw Diagnostic.error("unknown name '\(name)'\(hint)", at: r)
    }

    // MARK: operators

    func binary(_ op: String, _ x: Value, _ y: Value, _ r: SourceRange, _ ra: SourceRange, _ rb: SourceRange) throws -> Value {
        switch (op, x, y) {
        case ("+", .number(let a), .number(let b)): return .number(try finite(a + b, r))
        case ("-", .number(let a), .number(let b)): return .number(try finite(a - b, r))
        case ("*", .number(let a), .number(let b)): return .number(try finite(a * b, r))
        case ("/", .number(let a), .number(let b)):
            if b == 0 { throw Diagnostic.error("division by zero", at: rb) }
            return .number(try finite(a / b, r))
        case ("%", .number(let a), .number(let b)):
            if b == 0 { throw Diagnostic.error("remainder by zero", at: rb) }
            return .number(try finite(a.truncatingRemainder(dividingBy: b), r))
        case ("+", .point(let a), .point(let b)): return .point(a + b)
        case ("-", .point(let a), .point(let b)): return .point(a - b)
        case ("*", .point(let a), .number(let s)), ("*", .number(let s), .point(let a)): return .point(a * s)
        case ("/", .point(let a), .number(let s)):
            if s == 0 { throw Diagnostic.error("division by zero", at: rb) }
            return .point(Point(a.x / s, a.y / s))
        case ("+", .size(let a), .size(let b)): return .size(Size(a.width + b.width, a.height + b.height))
        case ("-", .size(let a), .size(let b)): return .size(Size(a.width - b.width, a.height - b.height))
        case ("*", .size(let a), .number(let s)), ("*", .number(let s), .size(let a)): return .size(Size(a.width * s, a.height * s))
        case ("/", .size(let a), .number(let s)):
            if s == 0 { throw Diagnostic.error("division by zero", at: rb) }
            return .size(Size(a.width / s, a.height / s))
        case ("+", .string(let a), .string(let b)):
            guard a.utf8.count + b.utf8.count <= Evaluator.maxJoinedLength else {
                throw Diagnostic.error("this string would be longer than \(Evaluator.maxJoinedLength) bytes", at: r)
            }
            return .string(a + b)
        case ("+", .list(let a), .list(let b)):
            guard a.count + b.count <= Evaluator.maxJoinedLength else {
                throw Diagnostic.error("this list would have more than \(Evaluator.maxJoinedLength) elements", at: r)
            }
            return .list(a + b)
        case ("==", _, _): return .bool(x == y)
        case ("!=", _, _): return .bool(x != y)
        case ("<", .number(let a), .number(let b)): return .bool(a < b)
        case ("<=", .number(let a), .number(let b)): return .bool(a <= b)
        case (">", .number(let a), .number(let b)): return .bool(a > b)
        case (">=", .number(let a), .number(let b)): return .bool(a >= b)
        case ("..<", .number(let a), .number(let b)), ("...", .number(let a), .number(let b)):
            guard a == a.rounded(), b == b.rounded(), abs(a) < 1e9, abs(b) < 1e9 else {
                throw Diagnostic.error("a range needs whole numbers below a billion, not \(formatNumber(a))\(op)\(formatNumber(b))", at: r)
            }
            return .range(Int(a), Int(b), inclusive: op == "...")
        default:
            let tx = x.typeName, ty = y.typeName
            let msg: String
            switch op {
            case "+": msg = "cannot add \(tx) and \(ty)"
            case "-": msg = "cannot subtract \(ty) from \(tx)"
            case "*": msg = "cannot multiply \(tx) by \(ty)"
            case "/": msg = "cannot divide \(tx) by \(ty)"
            case "%": msg = "cannot take the remainder of \(tx) by \(ty)"
            case "..<", "...": msg = "a range goes between two Numbers, not \(tx) and \(ty)"
            default: msg = "cannot compare \(tx) and \(ty) with '\(op)'"
            }
            throw Diagnostic.error(msg, at: r)
        }
    }

    // MARK: members

    func staticMember(_ type: String, _ name: String, _ nr: SourceRange) throws -> Value? {
        switch (type, name) {
        case ("Point", "zero"): return .point(.zero)
        case ("Size", "zero"): return .size(.zero)
        case ("Rect", "zero"): return .rect(.zero)
        case ("Transform", "identity"): return .transform(.identity)
        case ("Color", _), ("UIColor", _):
            if let c = NamedColors.table[name] { return .color(c) }
            let hint = suggest(name, Array(NamedColors.table.keys)).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("unknown color '\(name)'\(hint)", at: nr)
        case ("Font", _), ("UIFont", _): return try fontStaticMember(name, nr)
        case ("Point", _), ("Size", _), ("Rect", _), ("Transform", _):
            throw Diagnostic.error("'\(type)' has no member '\(name)'", at: nr)
        default: return nil
        }
    }

    func member(_ v: Value, _ name: String, _ nr: SourceRange) throws -> Value {
        switch (v, name) {
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        case (.rect(let r), "minX"): return .number(r.minX)
        case (.rect(let r), "midX"): return .number(r.midX)
        case (.rect(let r), "maxX"): return .number(r.maxX)
        case (.rect(let r), "minY"): return .number(r.minY)
        case (.rect(let r), "midY"): return .number(r.midY)
        case (.rect(let r), "maxY"): return .number(r.maxY)
        case (.rect(let r), "width"): return .number(r.width)
        case (.rect(let r), "height"): return .number(r.height)
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.rect(let r), "center"): return .point(r.center)
        case (.rect(let r), "isEmpty"): return .bool(r.isEmpty)
        case (.rect(let r), "isNull"): return .bool(r.isNull)
        case (.rect(let r), "standardized"): return .rect(r.standardized)
        case (.insets(let e), "top"): return .number(e.top)
        case (.insets(let e), "left"): return .number(e.left)
        case (.insets(let e), "bottom"): return .number(e.bottom)
        case (.insets(let e), "right"): return .number(e.right)
        case (.color(let c), "red"): return .number(c.red)
        case (.color(let c), "green"): return .number(c.green)
        case (.color(let c), "blue"): return .number(c.blue)
        case (.color(let c), "alpha"): return .number(c.alpha)
        case (.color, "cgColor"): return v   // UIColor.cgColor: the same color
        case (.transform(let t), "a"): return .number(t.a)
        case (.transform(let t), "b"): return .number(t.b)
        case (.transform(let t), "c"): return .number(t.c)
        case (.transform(let t), "d"): return .number(t.d)
        case (.transform(let t), "tx"): return .number(t.tx)
        case (.transform(let t), "ty"): return .number(t.ty)
        case (.transform(let t), "isIdentity"): return .bool(t.isIdentity)
        case (.list(let l), "count"): return .number(Double(l.count))
        case (.list(let l), "isEmpty"): return .bool(l.isEmpty)
        case (.list(let l), "first"):
            guard let f = l.first else { throw Diagnostic.error("'first' of an empty list", at: nr) }
            return f
        case (.list(let l), "last"):
            guard let f = l.last else { throw Diagnostic.error("'last' of an empty list", at: nr) }
            return f
        case (.string(let s), "count"): return .number(Double(s.count))
        case (.range(let a, let b, let inc), "count"): return .number(Double(max(0, (inc ? b + 1 : b) - a)))
        default:
            let names = Evaluator.memberNames[v.type] ?? []
            let hint = suggest(name, names).map { "; did you mean '\($0)'?" } ?? ""
            if Evaluator.methodNames[v.type]?.contains(name) == true {
                throw Diagnostic.error("'\(name)' is a method of \(v.type.rawValue); call it with '(…)'", at: nr)
            }
            throw Diagnostic.error("\(v.typeName) has no member '\(name)'\(hint)", at: nr)
        }
    }

    static let memberNames: [ValueType: [String]] = [
        .point: ["x", "y"], .size: ["width", "height"],
        .rect: ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "origin", "size", "center", "isEmpty", "isNull", "standardized"],
        .insets: ["top", "left", "bottom", "right"], .color: ["red", "green", "blue", "alpha", "cgColor"],
        .transform: ["a", "b", "c", "d", "tx", "ty", "isIdentity"], .list: ["count", "isEmpty", "first", "last"],
        .string: ["count"], .range: ["count"],
    ]
    static let methodNames: [ValueType: [String]] = [
        .rect: ["insetBy", "offsetBy", "intersection", "union", "contains", "intersects", "inset"],
        .point: ["applying", "offsetBy"], .color: ["withAlphaComponent"],
        .transform: ["rotated", "translatedBy", "scaledBy", "concatenating", "inverted"],
        .list: ["contains"],
    ]

    typealias Fn = ([Value], SourceRange) throws -> Value

    func callMethod(_ v: Value, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws -> Value {
        let N = ValueType.number
        var forms: [(Signature, Fn)] = []
        switch (v, name) {
        case (.rect(let rc), "insetBy"):
            forms = [(Signature([Param("dx", N), Param("dy", N)]), { a, _ in .rect(rc.insetBy(dx: a[0].num, dy: a[1].num)) })]
        case (.rect(let rc), "offsetBy"):
            forms = [(Signature([Param("dx", N), Param("dy", N)]), { a, _ in .rect(rc.offsetBy(dx: a[0].num, dy: a[1].num)) })]
        case (.rect(let rc), "inset"):
            forms = [(Signature([Param("by", .insets)]), { a, _ in
                guard case .insets(let e) = a[0] else { return a[0] }
                return .rect(rc.inset(by: e)) })]
        case (.rect(let rc), "intersection"):
            forms = [(Signature([Param(nil, .rect)]), { a, _ in .rect(rc.intersection(a[0].rect)) })]
        case (.rect(let rc), "union"):
            forms = [(Signature([Param(nil, .rect)]), { a, _ in .rect(rc.union(a[0].rect)) })]
        case (.rect(let rc), "intersects"):
            forms = [(Signature([Param(nil, .rect)]), { a, _ in .bool(rc.intersects(a[0].rect)) })]
        case (.rect(let rc), "contains"):
            forms = [(Signature([Param(nil, .point)]), { a, _ in
                        guard case .point(let p) = a[0] else { return .bool(false) }
                        return .bool(rc.contains(p)) }),
                     (Signature([Param(nil, .rect)]), { a, _ in .bool(rc.contains(a[0].rect)) })]
        case (.point(let p), "applying"):
            forms = [(Signature([Param(nil, .transform)]), { a, _ in .point(p.applying(a[0].transformValue)) })]
        case (.point(let p), "offsetBy"):
            forms = [(Signature([Param("dx", N), Param("dy", N)]), { a, _ in .point(Point(p.x + a[0].num, p.y + a[1].num)) })]
        case (.color(let c), "withAlphaComponent"):
            forms = [(Signature([Param(nil, N)]), { a, r in
                let x = a[0].num
                guard x >= 0 && x <= 1 else { throw Diagnostic.error("an alpha component is between 0 and 1, not \(formatNumber(x))", at: args.first?.range ?? r) }
                return .color(c.withAlphaComponent(x)) })]
        case (.transform(let t), "rotated"):
            forms = [(Signature([Param("by", N)]), { a, _ in .transform(t.rotated(by: a[0].num)) })]
        case (.transform(let t), "translatedBy"):
            forms = [(Signature([Param("x", N), Param("y", N)]), { a, _ in .transform(t.translatedBy(x: a[0].num, y: a[1].num)) })]
        case (.transform(let t), "scaledBy"):
            forms = [(Signature([Param("x", N), Param("y", N)]), { a, _ in .transform(t.scaledBy(x: a[0].num, y: a[1].num)) })]
        case (.transform(let t), "concatenating"):
            forms = [(Signature([Param(nil, .transform)]), { a, _ in .transform(t.concatenating(a[0].transformValue)) })]
        case (.transform(let t), "inverted"):
            forms = [(Signature([]), { _, r in
                guard let i = t.inverted() else { throw Diagnostic.error("this transform cannot be inverted", at: r) }
                return .transform(i) })]
        case (.list(let l), "contains"):
            forms = [(Signature([Param(nil, nil)]), { a, _ in .bool(l.contains(a[0])) })]
        default:
            if Evaluator.memberNames[v.type]?.contains(name) == true {
                throw Diagnostic.error("'\(name)' is a property of \(v.type.rawValue), not a method; drop the '(…)'", at: nr)
            }
            let hint = suggest(name, Evaluator.methodNames[v.type] ?? []).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("\(v.typeName) has no method '\(name)'\(hint)", at: nr)
        }
        let (impl, vals) = try Overloads(forms).resolve(args, callRange: r, name: name)
        return try runBuiltin { try checkFinite(try impl(vals, r), r) }
    }

    /// Runs a built-in's body once its arguments have bound. While the static check runs,
    /// arguments are stand-ins for their types (every Number is 1), so the body's own checks
    /// of values (counts, ranges, distinct points) do not apply: a failure there only means
    /// the result's type is unknown, and evaluation reports it with the real values.
    func runBuiltin(_ body: () throws -> Value) throws -> Value {
        guard isTypeChecking else { return try body() }
        do { return try body() } catch is Diagnostic { throw UnknownType() }
    }

    func checkFinite(_ v: Value, _ r: SourceRange) throws -> Value {
        switch v {
        case .number(let x): _ = try finite(x, r)
        case .point(let p): _ = try finite(p.x, r); _ = try finite(p.y, r)
        case .size(let s): _ = try finite(s.width, r); _ = try finite(s.height, r)
        case .rect(let rc) where !rc.isNull:
            for x in [rc.origin.x, rc.origin.y, rc.size.width, rc.size.height] { _ = try finite(x, r) }
        case .transform(let t):
            for x in [t.a, t.b, t.c, t.d, t.tx, t.ty] {
                _ = try finite(x, r)
                // Beyond this no renderer can place a point (cairo's coordinates are 24.8 fixed point).
                if abs(x) > 1e9 { throw Diagnostic.error("this transform is too large to draw: \(formatNumber(x)) is beyond ±1e9", at: r) }
            }
        default: break
        }
        return v
    }

    // MARK: functions

    func callFunction(_ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws -> Value {
        guard let forms = builtinFunctions[name] else {
            if pathCommandNames.contains(name) {
                throw Diagnostic.error("'\(name)' is a path command; it belongs inside a 'path { … }' block, on its own line", at: nr)
            }
            let hint = suggest(name, builtinFunctionNames + Array(mainUnit?.visible.keys ?? [:].keys)).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("unknown function '\(name)'\(hint)", at: nr)
        }
        let (impl, vals) = try Overloads(forms).resolve(args, callRange: r, name: name)
        return try runBuiltin { try checkFinite(try impl(vals, r), r) }
    }
}

/// Thrown while type checking when a built-in's value checks reject a stand-in value.
struct UnknownType: Error {}

extension Value {
    var rect: Rect { if case .rect(let r) = self { return r }; return .null }
    var transformValue: Transform { if case .transform(let t) = self { return t }; return .identity }
    var point: Point { if case .point(let p) = self { return p }; return .zero }
    var size: Size { if case .size(let s) = self { return s }; return .zero }
}

let N = ValueType.number

/// The built-in functions: constructors, math, colors and transforms.
let builtinFunctions: [String: [(Signature, Evaluator.Fn)]] = coreFunctions.merging(drawingFunctions) { a, _ in a }
    .merging(fontFunctions) { a, _ in a }
let coreFunctions: [String: [(Signature, Evaluator.Fn)]] = [
    "Point": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .point(Point(a[0].num, a[1].num)) }),
              (Signature([Param("x", N), Param("y", N)]), { a, _ in .point(Point(a[0].num, a[1].num)) })],
    "Size": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .size(Size(a[0].num, a[1].num)) }),
             (Signature([Param("width", N), Param("height", N)]), { a, _ in .size(Size(a[0].num, a[1].num)) })],
    "Rect": [(Signature([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N)]),
              { a, _ in .rect(Rect(a[0].num, a[1].num, a[2].num, a[3].num)) }),
             (Signature([Param("x", N), Param("y", N), Param("width", N), Param("height", N)]),
              { a, _ in .rect(Rect(a[0].num, a[1].num, a[2].num, a[3].num)) }),
             (Signature([Param("origin", .point), Param("size", .size)]),
              { a, _ in .rect(Rect(origin: a[0].point, size: a[1].size)) }),
             (Signature([Param("center", .point), Param("size", .size)]),
              { a, _ in .rect(Rect(a[0].point.x - a[1].size.width / 2, a[0].point.y - a[1].size.height / 2, a[1].size.width, a[1].size.height)) })],
    "EdgeInsets": [(Signature([Param("top", N), Param("left", N), Param("bottom", N), Param("right", N)]),
                    { a, _ in .insets(EdgeInsets(top: a[0].num, left: a[1].num, bottom: a[2].num, right: a[3].num)) })],
    "min": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .number(min(a[0].num, a[1].num)) })],
    "max": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .number(max(a[0].num, a[1].num)) })],
    "abs": [(Signature([Param(nil, N)]), { a, _ in .number(abs(a[0].num)) })],
    "sqrt": [(Signature([Param(nil, N)]), { a, r in
        guard a[0].num >= 0 else { throw Diagnostic.error("square root of a negative number (\(formatNumber(a[0].num)))", at: r) }
        return .number(a[0].num.squareRoot()) })],
    "sin": [(Signature([Param(nil, N)]), { a, _ in .number(sin(a[0].num)) })],
    "cos": [(Signature([Param(nil, N)]), { a, _ in .number(cos(a[0].num)) })],
    "tan": [(Signature([Param(nil, N)]), { a, _ in .number(tan(a[0].num)) })],
    "atan2": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .number(atan2(a[0].num, a[1].num)) })],
    "floor": [(Signature([Param(nil, N)]), { a, _ in .number(a[0].num.rounded(.down)) })],
    "ceil": [(Signature([Param(nil, N)]), { a, _ in .number(a[0].num.rounded(.up)) })],
    "round": [(Signature([Param(nil, N)]), { a, _ in .number(a[0].num.rounded()) })],
    "pow": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .number(pow(a[0].num, a[1].num)) })],
    "clamp": [(Signature([Param(nil, N), Param("min", N), Param("max", N)]), { a, r in
        guard a[1].num <= a[2].num else { throw Diagnostic.error("clamp's min (\(formatNumber(a[1].num))) is above its max (\(formatNumber(a[2].num)))", at: r) }
        return .number(min(max(a[0].num, a[1].num), a[2].num)) })],
    "rgb": [(Signature([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N, .number(1))]), { a, r in
        for x in a where !(x.num >= 0 && x.num <= 1) {
            throw Diagnostic.error("rgb components are between 0 and 1, as in UIColor(red:green:blue:alpha:), not \(formatNumber(x.num)); for 0–255 values divide by 255", at: r)
        }
        return .color(Color(red: a[0].num, green: a[1].num, blue: a[2].num, alpha: a[3].num)) })],
    "hsb": [(Signature([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N, .number(1))]), { a, r in
        for x in a where !(x.num >= 0 && x.num <= 1) {
            throw Diagnostic.error("hsb components are between 0 and 1, as in UIColor(hue:saturation:brightness:alpha:), not \(formatNumber(x.num))", at: r)
        }
        return .color(Color(hue: a[0].num, saturation: a[1].num, brightness: a[2].num, alpha: a[3].num)) })],
    "translate": [(Signature([Param(nil, N), Param(nil, N)]), { a, _ in .transform(Transform(translationX: a[0].num, y: a[1].num)) }),
                  (Signature([Param("x", N), Param("y", N)]), { a, _ in .transform(Transform(translationX: a[0].num, y: a[1].num)) })],
    "rotate": [(Signature([Param(nil, N)]), { a, _ in .transform(Transform(rotationAngle: a[0].num)) })],
    "scale": [(Signature([Param(nil, N)]), { a, _ in .transform(Transform(scaleX: a[0].num, y: a[0].num)) }),
              (Signature([Param(nil, N), Param(nil, N)]), { a, _ in .transform(Transform(scaleX: a[0].num, y: a[1].num)) }),
              (Signature([Param("x", N), Param("y", N)]), { a, _ in .transform(Transform(scaleX: a[0].num, y: a[1].num)) })],
]

let builtinFunctionNames: [String] = Array(builtinFunctions.keys).sorted()
