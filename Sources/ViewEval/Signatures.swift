// Call signatures: every built-in function, method, path command and component is called
// through one binder, so that every call gets the same checks and the same messages
// (missing argument, wrong label, wrong type — with a suggestion when a label is close).

import Foundation
import ViewSyntax

/// An evaluated argument.
public struct ArgValue {
    public var label: String?
    public var value: Value
    public var range: SourceRange
    public var labelRange: SourceRange?
}

/// One parameter: its label (nil for an unlabeled `_`), accepted type (nil: any) and default.
public struct Param {
    public var label: String?
    public var type: ValueType?
    public var defaultValue: Value?
    public init(_ label: String?, _ type: ValueType?, _ def: Value? = nil) {
        self.label = label; self.type = type; self.defaultValue = def
    }
}

/// A parameter list, bound against arguments.
public struct Signature {
    public var params: [Param]
    public init(_ params: [Param]) { self.params = params }

    /// `name(label:label:)` — Swift's way to name a function.
    public func spelled(_ name: String) -> String {
        name + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    enum Mismatch {
        case labels(String, SourceRange)   // wrong shape: missing/extra/mislabeled
        case type(String, SourceRange)     // right shape, wrong type
    }

    /// Binds arguments in order; a parameter with a default may be left out.
    func match(_ args: [ArgValue], callRange: SourceRange, name: String) -> Result<[Value], MismatchBox> {
        var out: [Value] = []
        var ai = 0
        for p in params {
            if ai < args.count && args[ai].label == p.label {
                let a = args[ai]
                if let t = p.type, !Signature.accepts(t, a.value) {
                    let what = p.label.map { "'\($0):'" } ?? "argument \(ai + 1)"
                    return .failure(MismatchBox(.type("'\(name)' expects \(article(t)) for \(what), not \(article(a.value))\(symbolHint(a.value, expected: t))", a.range)))
                }
                out.append(Signature.coerce(p.type, a.value))
                ai += 1
            } else if let d = p.defaultValue {
                out.append(d)
            } else if ai < args.count, p.label != nil, args[ai].label == nil {
                return .failure(MismatchBox(.labels("missing label '\(p.label!):' in call to \(spelled(name))", args[ai].range)))
            } else if ai < args.count, let l = args[ai].label {
                let want = p.label.map { "'\($0):'" } ?? "no label"
                var msg = "wrong argument label '\(l):' in call to \(spelled(name)); expected \(want)"
                if p.label == nil { msg = "extraneous argument label '\(l):' in call to \(spelled(name))" }
                return .failure(MismatchBox(.labels(msg, args[ai].labelRange ?? args[ai].range)))
            } else {
                let what = p.label.map { "'\($0):'" } ?? "an unlabeled argument"
                return .failure(MismatchBox(.labels("missing argument \(what) in call to \(spelled(name))", callRange)))
            }
        }
        if ai < args.count {
            let a = args[ai]
            if let l = a.label, let s = suggest(l, params.compactMap(\.label)) {
                return .failure(MismatchBox(.labels("unknown argument label '\(l):' in call to \(spelled(name)); did you mean '\(s):'?", a.labelRange ?? a.range)))
            }
            return .failure(MismatchBox(.labels("extra argument\(a.label.map { " '\($0):'" } ?? "") in call to \(spelled(name))", a.range)))
        }
        return .success(out)
    }

    /// Numbers stand for nothing else; a list of numbers is a list. Exact types only, except
    /// that a symbol is accepted wherever a symbol-typed parameter asks (checked by the callee).
    static func accepts(_ t: ValueType, _ v: Value) -> Bool { v.type == t }
    static func coerce(_ t: ValueType?, _ v: Value) -> Value { v }
}

/// Box so the mismatch can travel in a Result.
struct MismatchBox: Error { let m: Signature.Mismatch; init(_ m: Signature.Mismatch) { self.m = m } }

/// A set of overloads for one name.
public struct Overloads<Impl> {
    public var forms: [(Signature, Impl)]
    public init(_ forms: [(Signature, Impl)]) { self.forms = forms }

    /// Picks the first form that binds. When none does, the message comes from the form whose
    /// labels fit (its type error), else from the only form, else it lists every form.
    func resolve(_ args: [ArgValue], callRange: SourceRange, name: String) throws -> (Impl, [Value]) {
        var typeErrors: [(String, SourceRange)] = []
        var labelErrors: [(String, SourceRange)] = []
        for (sig, impl) in forms {
            switch sig.match(args, callRange: callRange, name: name) {
            case .success(let vals): return (impl, vals)
            case .failure(let box):
                switch box.m {
                case .type(let s, let r): typeErrors.append((s, r))
                case .labels(let s, let r): labelErrors.append((s, r))
                }
            }
        }
        if let t = typeErrors.first { throw Diagnostic.error(t.0, at: t.1) }
        if forms.count == 1, let l = labelErrors.first { throw Diagnostic.error(l.0, at: l.1) }
        let shapes = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let list = forms.map { $0.0.spelled(name) }.joined(separator: ", ")
        throw Diagnostic.error("no form of '\(name)' takes \(shapes); it takes \(list)", at: callRange)
    }
}

/// "; did you mean '.systemBlue'?" when a `.name` was given where a color was expected and
/// a color's name is close to it.
func symbolHint(_ v: Value, expected: ValueType) -> String {
    guard case .symbol(let s) = v, expected == .color else { return "" }
    return suggest(s, Array(NamedColors.table.keys)).map { "; did you mean '.\($0)'?" } ?? ""
}

/// "a Number", "an EdgeInsets", "'.round'".
func article(_ t: ValueType) -> String {
    let n = t.rawValue
    return (["A", "E", "I", "O", "U"].contains(n.prefix(1)) ? "an " : "a ") + n
}
func article(_ v: Value) -> String {
    if case .symbol(let s) = v { return "'.\(s)'" }
    return article(v.type)
}

