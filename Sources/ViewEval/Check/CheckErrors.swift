// The checker's half for Swift's error handling (SwiftErrorSyntax.swift), with Swift's rules:
// a call of a `throws` function is written with `try`; an error thrown (`throw`, or a `try`
// call) is handled — in a throwing function (its caller handles it), in a `do` whose catches
// take every error, or by `try?` (nil) and `try!` (a stop where it is thrown); what is thrown
// is a value of an `enum E: Error`. A `catch` takes every error, the errors of one type
// (`catch let e as E`, `catch is E`) or one case (`catch E.tooSmall`, `catch E.bad(let x)`);
// the error a catch binds without a type (`error`, `catch let e`) is an `Error` (SwiftError.swift).

import ViewSyntax

extension Checker {
    /// Whether an error of this type may be thrown: an `enum E: Error`, or an error caught.
    func isErrorType(_ t: VType) -> Bool {
        if t == .object(.swiftError) { return true }
        if case .enumeration(let e) = t, let info = enumInfo(e) { return info.isError }
        return false
    }

    /// `Error`, `NSError` (which every Swift error bridges to) as a catch's type: any error.
    func isAnyError(_ typeNode: NodeID) -> Bool {
        let t = tree.typeRef(typeNode)
        return !t.optional && !t.array && tree.tupleType(typeNode) == nil && ["Error", "NSError"].contains(names[t.name])
    }

    static let partialCatchHint = " because the enclosing catch is not exhaustive: end with a 'catch' that takes every error"

    /// Whether an error thrown where the expression being checked is, is handled there.
    var errorHandledHere: Bool { throwHandled || tryKinds.contains { $0 != .plain } }

    /// A call of `f` at `n`: one that throws is written with `try`, where its error is handled.
    func throwingCall(_ f: UserFunction, _ n: NodeID) {
        guard f.throwing else { return }
        if tryKinds.isEmpty {
            error("call can throw but is not marked with 'try': write 'try \(f.name)(…)'", tree.range(n))
        } else if !errorHandledHere {
            error("errors thrown from here are not handled" + (inPartialCatch ? Checker.partialCatchHint : ": call it in a throwing function, in 'do { … } catch { … }', or with 'try?' or 'try!'"), tree.range(n))
        }
    }

    /// `try x` is `x`'s type; `try? x` an optional of it (nil when an error is thrown).
    func tryExpr(_ n: NodeID) -> VType? {
        let x = tree.tryExpr(n)
        tryKinds.append(x.kind)
        let t = expr(x.operand)
        tryKinds.removeLast()
        unit.res[n.index] = .none
        guard let t else { return nil }
        if x.kind == .optional {
            if case .optional = t { return t }
            return .optional(t)
        }
        return t
    }

    func checkThrow(_ s: NodeID) {
        unit.res[s.index] = .error
        let v = tree.thrownValue(s)
        let t = expr(v)
        if !throwHandled {
            error("errors thrown from here are not handled" + (inPartialCatch ? Checker.partialCatchHint : ": throw in a function declared 'throws', or in 'do { … } catch { … }'"), tree.range(s))
            return
        }
        guard let t else { return }
        guard isErrorType(t) else {
            if case .symbol(let c) = t {
                error("'.\(c)' needs its type here: write 'throw ErrorType.\(c)'", tree.range(v))
            } else {
                error("thrown expression type '\(t.name)' does not conform to 'Error': throw a value of an 'enum Name: Error'", tree.range(v))
            }
            return
        }
        unit.thrownTypes.append(t)
        unit.res[s.index] = .throwValue(Int32(unit.thrownTypes.count - 1))
    }

    /// `do { … } catch … { … }`: the body handles what its catches take; each catch binds its
    /// name (and a case pattern's values) in a scope of its own.
    func checkDo(_ s: NodeID) {
        let d = tree.doStmt(s)
        let takesAll = d.catches.contains { $0.pattern == nil && ($0.type == nil || isAnyError($0.type!)) }
        let saved = (throwHandled, inPartialCatch)
        if takesAll { throwHandled = true } else if !throwHandled { inPartialCatch = true }
        scoped(.swift) { swiftStatements(d.body) }
        (throwHandled, inPartialCatch) = saved
        var infos: [(type: VType?, slot: Int32)] = []
        var failed = false
        for c in d.catches {
            scoped(.swift) {
                var caught: VType? = nil
                if let tn = c.type, !isAnyError(tn) {
                    caught = swiftType(tn)
                    if let t = caught, !isErrorType(t) {
                        error("'\(t.name)' is not an error type: a 'catch' takes a type that conforms to 'Error'", tree.range(tn))
                        failed = true
                    }
                    if caught == nil { failed = true }
                }
                if let p = c.pattern {
                    caught = catchPatternType(p)
                    if caught == nil { failed = true }
                }
                var slot: Int32 = -1
                if let name = c.name {
                    slot = declareSwift(name, caught ?? .object(.swiftError), mutability: 0)
                }
                infos.append((caught, slot))
                swiftStatements(c.body)
            }
        }
        unit.catches.append(infos)
        unit.res[s.index] = failed ? .error : .doCatch(Int32(unit.catches.count - 1))
    }

    /// A catch's pattern: a case of an `enum E: Error` written with its type (`E.tooSmall`,
    /// `E.bad(let x)`, its values bound in the catch's scope). Its enum's type, or nil (reported).
    func catchPatternType(_ p: NodeID) -> VType? {
        let callee = tree.isCasePattern(p) ? tree.callCallee(p) : p
        guard tree.kind(callee) == .member, tree.kind(tree.member(callee).base) == .identifier,
              case .enumType(let k)? = lookup(tree.nameOf(tree.member(callee).base)) else {
            error("a 'catch' pattern is a case written with its error type ('catch ErrorType.name')", tree.range(p))
            unit.res[p.index] = .error
            return nil
        }
        let t = VType.enumeration(unit.enums[Int(k)].name)
        guard isErrorType(t) else {
            error("'\(t.name)' is not an error type: declare it 'enum \(unit.enums[Int(k)].written): Error'", tree.range(p))
            unit.res[p.index] = .error
            return nil
        }
        if tree.isCasePattern(p) {
            guard let (name, binds) = casePatternBindings(p, t) else { return nil }
            declareCaseBindings(p, name, binds)
            return t
        }
        guard let pt = expr(p), accepts(t, pt, at: tree.range(p), what: "this pattern") else { return nil }
        return t
    }
}
