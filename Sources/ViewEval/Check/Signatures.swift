// Call signatures: every built-in function, method, path and context command and drawing call
// is matched against its forms by one binder, so that every call gets the same checks and the
// same messages (missing argument, wrong label, wrong type — with a suggestion when a label is
// close). The checker binds with the arguments' static types; evaluation binds the rare call
// whose argument types were not known until run time with the values' types, through the same
// code.

import FoundationEssentials
import Glibc
import ViewSyntax

/// One parameter: its label (nil for an unlabeled `_`), accepted type (nil: any) and default.
public struct Param {
    public var label: String?
    public var type: ValueType?
    public var defaultValue: Value? { didSet { hasDefault = defaultValue != nil } }
    /// Swift's parameter is optional (`withAttributes: [NSAttributedString.Key: Any]?`): `nil`,
    /// or an optional of the type, is taken, and the form reads nil as its default.
    public var takesNil = false
    /// Whether it may be left out (it has a default value). Stored: the binder asks it of
    /// every parameter of every call.
    private(set) var hasDefault: Bool
    public init(_ label: String?, _ type: ValueType?, _ def: Value? = nil, takesNil: Bool = false) {
        self.label = label; self.type = type; self.defaultValue = def; self.takesNil = takesNil
        hasDefault = def != nil
    }
    /// Whether an argument of type `a` fills it (its type nil: any).
    func takes(_ a: VType) -> Bool { Param.takes(type, takesNil: takesNil, a) }
    /// Whether an argument of type `a` fills a parameter of type `type` (nil: any).
    @inline(__always)
    static func takes(_ type: ValueType?, takesNil: Bool, _ a: VType) -> Bool {
        guard let t = type else { return true }
        if a.valueType == t || a.isZero(for: t) { return true }
        guard takesNil, case .optional(let w) = a else { return false }
        return w == .void || w.valueType == t
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
}

/// An argument as written, with what is known of its value.
struct ArgInfo {
    var label: String?
    var labelRange: SourceRange?
    /// The value's type (known: a call with an argument of unknown type is not bound).
    var type: VType
    /// The value's range.
    var range: SourceRange
}

/// How the arguments of a call fill a form's parameters: bit k set when parameter k takes its
/// default (the arguments fill the others in order).
typealias DefaultsMask = UInt32

/// Why a form does not take the arguments.
enum Mismatch {
    case labels(Diagnostic)   // wrong shape: missing/extra/mislabeled
    case type(Diagnostic)     // right shape, wrong type
}

extension Signature {
    /// Binds arguments in order; a parameter with a default may be left out.
    func match(_ args: [ArgInfo], callRange: SourceRange, name: String) -> Result<DefaultsMask, MismatchError> {
        var mask: DefaultsMask = 0
        var ai = 0
        for (k, p) in params.enumerated() {
            if ai < args.count && args[ai].label == p.label {
                let a = args[ai]
                if let t = p.type, !p.takes(a.type) {
                    let what = p.label.map { "'\($0):'" } ?? "argument \(ai + 1)"
                    let (hint, fix) = symbolHint(a.type, expected: t, at: a.range)
                    return .failure(MismatchError(.type(.error("'\(name)' expects \(article(t)) for \(what), not \(article(a.type))\(hint)",
                                                                at: a.range, fixIts: fix))))
                }
                ai += 1
            } else if p.defaultValue != nil {
                mask |= 1 << k
            } else if ai < args.count, p.label != nil, args[ai].label == nil {
                return .failure(MismatchError(.labels(.error("missing label '\(p.label!):' in call to \(spelled(name))", at: args[ai].range))))
            } else if ai < args.count, let l = args[ai].label {
                let want = p.label.map { "'\($0):'" } ?? "no label"
                var msg = "wrong argument label '\(l):' in call to \(spelled(name)); expected \(want)"
                if p.label == nil { msg = "extraneous argument label '\(l):' in call to \(spelled(name))" }
                return .failure(MismatchError(.labels(.error(msg, at: args[ai].labelRange ?? args[ai].range))))
            } else {
                let what = p.label.map { "missing argument '\($0):'" } ?? "missing an unlabeled argument"
                return .failure(MismatchError(.labels(.error("\(what) in call to \(spelled(name))", at: callRange))))
            }
        }
        if ai < args.count {
            let a = args[ai]
            if let l = a.label, let s = suggest(l, params.compactMap(\.label)) {
                let at = a.labelRange ?? a.range
                return .failure(MismatchError(.labels(.error("unknown argument label '\(l):' in call to \(spelled(name)); did you mean '\(s):'?",
                                                              at: at, fixIts: [FixIt(range: at, replacement: s)]))))
            }
            return .failure(MismatchError(.labels(.error("extra argument\(a.label.map { " '\($0):'" } ?? "") in call to \(spelled(name))", at: a.range))))
        }
        return .success(mask)
    }
}

/// Box so the mismatch can travel in a Result.
struct MismatchError: Error { let m: Mismatch; init(_ m: Mismatch) { self.m = m } }

/// Picks the first form of `forms` that binds. When none does, the message comes from the form
/// whose labels fit (its type error), else from the only form, else it lists every form.
func resolveOverload(_ forms: [Signature], _ args: [ArgInfo], callRange: SourceRange, name: String) throws -> (form: Int, defaults: DefaultsMask) {
    var typeErrors: [Diagnostic] = []
    var labelErrors: [Diagnostic] = []
    for (i, sig) in forms.enumerated() {
        switch sig.match(args, callRange: callRange, name: name) {
        case .success(let mask): return (i, mask)
        case .failure(let box):
            switch box.m {
            case .type(let d): typeErrors.append(d)
            case .labels(let d): labelErrors.append(d)
            }
        }
    }
    if let t = typeErrors.first { throw t }
    if forms.count == 1, let l = labelErrors.first { throw l }
    let shapes = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
    // (Forms told apart by their types alone are spelled alike: each spelling once.)
    var spelled: [String] = []
    for f in forms { let s = f.spelled(name); if !spelled.contains(s) { spelled.append(s) } }
    let list = spelled.joined(separator: ", ")
    throw Diagnostic.error("no form of '\(name)' takes \(shapes); it takes \(list)", at: callRange)
}

/// "; did you mean '.systemBlue'?" when a `.name` was given where a color was expected and a
/// color's name is close to it, with the fix-it that writes it.
func symbolHint(_ t: VType, expected: ValueType, at range: SourceRange) -> (String, [FixIt]) {
    guard case .symbol(let s) = t, expected == .color, let c = suggest(s, NamedColors.names) else { return ("", []) }
    return ("; did you mean '.\(c)'?", [FixIt(range: range, replacement: "." + c)])
}

/// "; did you mean 'x'?" and its fix-it (replacing `range` with the name), or nothing.
func didYouMean(_ word: String, _ candidates: [String], at range: SourceRange, ranked: Bool = false,
                prefix: String = "", format: (String) -> String = { "; did you mean '\($0)'?" }) -> (text: String, fixIts: [FixIt]) {
    guard let s = suggest(word, candidates, ranked: ranked) else { return ("", []) }
    return (format(prefix + s), [FixIt(range: range, replacement: prefix + s)])
}
