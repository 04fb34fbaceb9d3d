// The checker's half of Swift's text of values: `"\(x)"` (lowered to `String(describing: x)`),
// `String(x)` and `String(format:…)` in Swift code, bound to the forms of
// Builtins/SwiftText.swift. What a number prints depends on its Swift type, which the single
// Number type does not carry: `numberKind` reads it from what the code declares — a variable's
// or parameter's written type (or its initial value's kind), a function's result type, an
// integer literal, `Int(x)`, `count`, a range's loop variable, an Int enum's raw value — and
// combines the kinds of an operation's operands as Swift's literals and operators do. What it
// cannot tell is a Double, the type of drawing code's numbers.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// `String(describing: x)` (what an interpolation is made of, wherever a Swift `let` holds
    /// one), and `String(x)` and `String(format: f, …)` in Swift code: the type (a String, or
    /// nil when reported), or nil when the call is none of these (`String(x)` in .view code
    /// keeps that language's text of a Number).
    func swiftStringCall(_ n: NodeID, _ r: SourceRange) -> VType?? {
        let argc = tree.callArgCount(n)
        guard argc >= 1 else { return nil }
        let label = tree.callArgLabel(n, 0).map { names[$0] }
        if label != "describing" { guard case .swift = place else { return nil } }
        if label == "format" { return .some(formatCall(n, argc)) }
        guard argc == 1, label == nil || label == "describing" else { return nil }
        let arg = tree.callArgValue(n, 0)
        guard let t = expr(arg) else { return .some(nil) }
        if label != nil { describedValueTypes[n.raw] = t }
        if tree.isDescribedMember(n), let ft = describedField(n, t) { return .some(ft) }
        if label != nil, let f = ownDescription(t) {
            unit.res[n.index] = .describedBy(f)
            return .some(.string)
        }
        var inner = t
        var optional = false
        if case .optional(let w) = t {
            if label == nil {
                error("String(_:) takes a value, not an optional: unwrap it first, or write String(describing:)", tree.range(arg)); return .some(nil)
            }
            inner = w; optional = true
        }
        switch inner.valueType {
        case .number, .string, .bool: break
        case .symbol where label == "describing", .point where label == "describing", .size where label == "describing",
             .rect where label == "describing", .swiftError where label == "describing", .void where optional,
             .view where label == "describing", .insets where label == "describing":
            break
        // An option set alone (`UIRectCorner(rawValue: 9)`); inside an optional, a list or a
        // tuple Swift writes UIKit's module before its name (`__C.UIRectCorner(…)`): not here.
        case .optionSet where label == "describing" && !optional:
            break
        case .list where label == "describing" && describable(inner), .dictionary where label == "describing" && describable(inner),
             .tuple where label == "describing" && describable(inner), .structValue where label == "describing" && describable(inner):
            break
        default:
            if label == nil {
                error("String(_:) takes a number, a Bool or a String, not \(article(t)); String(describing:) writes other values", tree.range(arg))
            } else {
                error("the text of \(article(t)) is outside the supported Swift subset: interpolate numbers, Bools, strings, enum cases, CGPoint, CGSize, CGRect, UIEdgeInsets and views, and lists of these but enum cases (docs/language.md §13)", tree.range(arg))
            }
            return .some(nil)
        }
        var kind = [.number, .list, .dictionary].contains(inner.valueType) ? numberKind(arg).kind : .double
        // A dictionary's keys and values each of their own kind (`[Int: CGFloat]`).
        var keyKind: SwiftNumberKind? = nil
        if inner.valueType == .dictionary, let ks = tupleKinds(arg), ks.count == 2 { (keyKind, kind) = (ks[0], ks[1]) }
        // A tuple's numbers: Ints when all its numbers are (`(2, 5)`, `("a", 2)`, a nested
        // tuple's too: `(1, (2, 3))`, its inner numbers counted), else Doubles.
        var nested = false
        if case .tuple(let ts, _) = inner { nested = ts.contains { $0.valueType == .tuple } }
        if inner.valueType == .tuple, !nested, let ks = tupleKinds(arg), !ks.isEmpty {
            var numberKinds = ks
            if case .tuple(let ts, _) = inner, ts.count == ks.count { numberKinds = zip(ks, ts).filter { $0.1 == .number }.map(\.0) }
            if !numberKinds.isEmpty, numberKinds.allSatisfy({ $0 == .int }) { kind = .int }
        }
        if inner.valueType == .tuple, nested, let tt = tupleTree(arg), !tt.isEmpty, TupleKindTree.allInts(tt) { kind = .int }
        // Numbers of different types by place (`(1, 2.5)` of an `(Int, Double)`): each its own.
        if inner.valueType == .tuple, !nested, let ks = tupleKinds(arg), case .tuple(let ts, _) = inner, ts.count == ks.count,
           let name = mixedTupleText(ks, ts, optional: optional) {
            bindSwiftText(n, name)
            return .some(.string)
        }
        // A list of optionals writes each element `Optional(…)` or `nil`.
        var element = inner
        while case .list(let e?) = element { element = e }
        var optionalElements = false
        if inner.valueType == .list, case .optional = element { optionalElements = true }
        bindSwiftText(n, Builtins.describeName(kind, optional: optional, optionalElements: optionalElements, keyKind: keyKind))
        return .some(.string)
    }

    /// A ternary print takes as `Any`, its branches described each on its own
    /// (SyntaxTree.describedBranches): a String. Where one branch's value is optional and
    /// another's is not, Swift types the ternary as that optional (`print(on ? maybe : 5)`
    /// prints "Optional(5)"), so each number, Bool or String is then described as an optional
    /// of the branches' one number kind.
    func describedBranches(_ n: NodeID) -> VType? {
        let x = tree.ternary(n)
        unit.res[n.index] = .none
        if let tc = ternaryCondition(x.condition), tc.valueType != .bool {
            error("the condition of '?:' must be a Bool, not \(article(tc))", tree.range(x.condition))
            unit.res[n.index] = .error
        }
        guard expr(x.then) != nil, expr(x.else) != nil else { return nil }
        var calls: [NodeID] = []
        func leaves(_ b: NodeID) {
            guard tree.isDescribedBranches(b) else { calls.append(b); return }
            let t = tree.ternary(b)
            leaves(t.then); leaves(t.else)
        }
        leaves(x.then); leaves(x.else)
        let types = calls.compactMap { describedValueTypes[$0.raw] }
        guard types.count == calls.count else { return .string }
        let optional = types.map { t -> Bool in if case .optional = t { return true }; return false }
        // `print(r?.opt ?? -1)` (SwiftLowering.describedAsAny): where the chain ends in an
        // optional, which `??` unwraps, Swift types the literal as the optional's wrapped type.
        if tree.nodes[n.index].flags & SyntaxTree.chainCoalesce != 0, calls.count == 2, optionalCoalesces.contains(tree.callArgValue(calls[0], 0).raw) {
            bindSwiftText(calls[1], Builtins.describeName(numberKind(tree.callArgValue(calls[0], 0)).kind, optional: false))
        }
        guard optional.contains(true), optional.contains(false) else { return .string }
        // Swift makes the other branches that optional only where each is a literal its wrapped
        // type takes (`on ? maybe : 5`); a branch of another type, or a literal the wrapped type
        // does not take (`on ? maybeInt : 0.5`, `on ? maybeInt : "s"`), is described on its own.
        let values = calls.map { tree.callArgValue($0, 0) }
        let wrapped = types.indices.filter { optional[$0] }.map { i -> VType in if case .optional(let w) = types[i] { return w }; return types[i] }
        let wrappedKinds = calls.indices.filter { optional[$0] }.map { numberKind(values[$0]).kind }
        let others = calls.indices.filter { !optional[$0] }
        func takes(_ v: NodeID) -> Bool {
            guard let w = wrapped.first, wrapped.allSatisfy({ $0.valueType == w.valueType }) else { return false }
            switch tree.kind(v) {
            case .number:
                guard w.valueType == .number else { return false }
                return numberKind(v).kind != .double || wrappedKinds.allSatisfy { $0 != .int }
            case .string: return w.valueType == .string
            case .bool: return w.valueType == .bool
            default: return false
            }
        }
        let literal = others.map { [.number, .string, .bool, .list].contains(tree.kind(values[$0])) }
        guard literal.contains(true) else { return .string }
        guard !literal.contains(false), others.allSatisfy({ tree.kind(values[$0]) != .list }),
              wrapped.allSatisfy({ [.number, .bool, .string].contains($0.valueType) }) else {
            error("print of a ternary joining an optional with a literal of this kind is outside the Swift viewc runs; give the ternary a type (`as Int?`)", tree.range(n))
            unit.res[n.index] = .error
            return nil
        }
        guard others.allSatisfy({ takes(values[$0]) }) else { return .string }
        let kind = wrappedKinds.dropFirst().reduce(wrappedKinds[0]) { combined(($0, false), ($1, false)).kind }
        for c in calls { bindSwiftText(c, Builtins.describeName(kind, optional: true)) }
        return .string
    }

    /// `Double(f)`, `CGFloat(f)` of a Float `f`: the Float's own value (Builtins.floatWidening),
    /// which the Double that holds it at run time may not be.
    func widenFloatConversion(_ n: NodeID) {
        let callee = tree.callCallee(n)
        guard tree.callArgCount(n) == 1, tree.callArgLabel(n, 0) == nil, tree.kind(callee) == .identifier, lookup(tree.nameOf(callee)) == nil,
              SwiftNumberKind(typeName: names[tree.nameOf(callee)]) == .double, case .function = unit.res[n.index],
              numberKind(tree.callArgValue(n, 0)).kind == .float else { return }
        bindSwiftText(n, Builtins.floatWideningName)
    }

    /// The computed `description` a value of type `t` — of an enum, a struct or a class of the
    /// file, not optional — has of its own, as CustomStringConvertible gives it (`var
    /// description: String { "♥" }` of a suit): its getter, which Swift's text of the value is.
    func ownDescription(_ t: VType) -> Int32? {
        let key = names.intern("description")
        let found: Checker.Binding?
        switch t {
        case .enumeration(let e):
            guard let k = enumIndex(e) else { return nil }
            found = unit.enums[Int(k)].members[key]
        case .structure(_, let k):
            checkStruct(k)
            found = unit.structs[Int(k)].members[key]
        default: return nil
        }
        guard case .getter(let f)? = found, unit.functions[Int(f)].result == .string else { return nil }
        return f
    }

    /// `coupon.description` (the call `n`, lowered as `String(describing: coupon)`) where the
    /// value, of type `t`, is of a class or struct of the file that stores a `description`:
    /// that property, as Swift reads the member (an optional's is an optional: `coupon?.description`);
    /// nil for any other value, whose text it is.
    func describedField(_ n: NodeID, _ t: VType) -> VType? {
        var base = t
        if case .optional(let w) = t { base = w }
        guard case .structure(_, let k) = base else { return nil }
        checkStruct(k)
        let info = unit.structs[Int(k)]
        guard let i = info.field("description"), let ft = info.fields[i].type else { return nil }
        unit.res[n.index] = .structField(Int32(i))
        fieldOwners[n.raw] = k
        guard case .optional = t else { return ft }
        if case .optional = ft { return ft }
        return .optional(ft)
    }

    /// Whether Swift's text of a list of `t`'s elements is written here: a list of what an
    /// interpolation writes (numbers, Bools, strings, enum cases, points, sizes, rects,
    /// optionals of them, lists of them), in brackets as Swift's `description` of an Array.
    func describable(_ t: VType, nested: Bool = false) -> Bool {
        switch t {
        case .optional(let w): return describable(w, nested: nested)
        case .list(let e?): return describable(e, nested: true)
        case .list(nil): return false
        case .dictionary(let k?, let v?): return describable(k, nested: true) && describable(v, nested: true)
        case .dictionary: return false
        case .tuple(let ts, _): return ts.allSatisfy { describable($0, nested: true) }
        // An enum case inside another value: Swift writes its module and type before it.
        case .enumeration where nested: return false
        // An option set alone is written here; inside another value Swift writes its module.
        case .optionSet: return !nested
        case .structure(_, let k):
            // A struct (not a class: Swift writes a class's module and name) whose members
            // are all written here and none optional (Swift writes `Optional(…)` in it), not
            // in a list or another value (Swift writes the app's module before its name there),
            // and that does not write itself (`description`, CustomStringConvertible's).
            guard !nested else { return false }
            checkStruct(k)
            let info = unit.structs[Int(k)]
            let writesItself = info.members[names.intern("description")] != nil || info.members[names.intern("debugDescription")] != nil
                || tree.conformances(info.node).contains { ["CustomStringConvertible", "CustomDebugStringConvertible"].contains(names[$0.name]) }
            return !info.isClass && !writesItself && info.fields.allSatisfy { f in f.type.map { $0.valueType != .optional && describable($0, nested: true) } ?? false }
        default:
            return [.number, .string, .bool, .symbol, .point, .size, .rect, .insets, .view].contains(t.valueType)
        }
    }

    /// `String(format: "%.1f", v)`: the format a String and each value a number or a String;
    /// a literal format's conversions are matched with the values here.
    func formatCall(_ n: NodeID, _ argc: Int) -> VType? {
        let f = tree.callArgValue(n, 0)
        var ok = true
        if let t = expr(f), t.valueType != .string {
            error("the format of String(format:) is a String, not \(article(t))", tree.range(f)); ok = false
        }
        var types: [VType?] = []
        for i in 1..<max(1, argc) {
            let a = tree.callArgValue(n, i)
            if let l = tree.callArgLabel(n, i) {
                error("String(format:) takes its values without labels; '\(names[l]):' is outside the supported Swift subset", tree.range(a)); ok = false
            }
            let t = expr(a)
            if let t, t.valueType != .number, t.valueType != .string {
                error("a value of String(format:) is a number or a String, not \(article(t))", tree.range(a)); ok = false
            }
            types.append(t)
        }
        if ok, tree.kind(f) == .string {
            switch Builtins.formatSpecs(tree.string(f)) {
            case .failure(let e): error(e.message, tree.range(f)); ok = false
            case .success(let (specs, _)):
                let takers = specs.filter { $0.takes != nil }
                if takers.count != types.count {
                    error("the format has \(takers.count) conversion\(takers.count == 1 ? "" : "s") and String(format:) is given \(types.count) value\(types.count == 1 ? "" : "s")", tree.range(n)); ok = false
                } else {
                    for (k, (s, t)) in zip(takers, types).enumerated() {
                        guard let t else { continue }
                        let number = s.takes == .integer || s.takes == .floating || s.takes == .character
                        if number && t.valueType != .number || s.takes == .cString && t.valueType != .string {
                            error("'%\(s.conversion)' takes \(number ? "a number" : "a String"), not \(article(t))", tree.range(tree.callArgValue(n, k + 1))); ok = false
                        }
                    }
                }
            }
        }
        guard ok else { return nil }
        bindSwiftText(n, Builtins.formatName)
        return .string
    }

    /// The text of a tuple whose number places differ in kind (Builtins.swiftText), where its
    /// elements are numbers and others written alike by any kind; nil for another tuple.
    func mixedTupleText(_ kinds: [SwiftNumberKind], _ types: [VType], optional: Bool) -> String? {
        let numberKinds = zip(kinds, types).filter { $0.1 == .number }.map(\.0)
        guard Set(numberKinds).count > 1, kinds.count <= 3, !kinds.contains(.nsnumber),
              types.allSatisfy({ [.number, .string, .bool].contains($0.valueType) }) else { return nil }
        let name = Builtins.describeTupleName(zip(kinds, types).map { $0.1 == .number ? $0.0 : .double }, optional: optional)
        return registry.functions[name] != nil ? name : nil
    }

    func bindSwiftText(_ n: NodeID, _ formName: String) {
        unit.res[n.index] = .function(form: registry.functions[formName]![0], defaults: 0)
    }

    // MARK: the Swift number type of an expression

    /// The kind of a type written in Swift (an array's or optional's element's): nil for a type
    /// that is not a number.
    func numberKind(ofType t: NodeID) -> SwiftNumberKind? {
        // A dictionary's numbers are written by its values' number type (its keys' too), or
        // by its keys' when its values are no numbers.
        if let d = tree.dictionaryType(t) { return numberKind(ofType: d.value) ?? numberKind(ofType: d.key) }
        // `[Int?]`, `[[Int]]`: the type its optional and array flags wrap.
        if let w = tree.wrappedType(t) { return numberKind(ofType: w) }
        // A function's numbers are those it gives (`(Int) -> Int`: `f(3)` is an Int).
        if let f = tree.functionType(t) { return f.result.flatMap { numberKind(ofType: $0) } }
        // `typealias Count = Int`: the type it stands for.
        if let a = aliasedType(t) { return numberKind(ofType: a) }
        // `Range<Int>`, `ClosedRange<CGFloat>`: a range is of its bounds' kind (`for i in r` of
        // a `let r: Range<Int>` walks Ints), which the type's written argument gives.
        if ["Range", "ClosedRange", "CountableRange", "CountableClosedRange"].contains(names[tree.typeRef(t).name]),
           let text = tree.range(t).file?.text(tree.range(t)), let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close {
            let argument = String(text[text.index(after: open)..<close].filter { $0 != " " })
            return SwiftNumberKind(typeName: argument)
        }
        return SwiftNumberKind(typeName: names[tree.typeRef(t).name])
    }

    /// The number kinds of a function type's parameters (`(Int, CGFloat) -> Void`), which a
    /// closure written for it takes; nil for another type.
    func functionParamKinds(ofType t: NodeID) -> [SwiftNumberKind]? {
        guard t.raw >= 0 else { return nil }
        // A type alias's (`typealias Op = (Int) -> Int`): the type it stands for.
        if let target = aliasedType(t) { return functionParamKinds(ofType: target) }
        // An optional one's (`((Int) -> Void)?`, a callback a closure is stored in).
        guard let f = tree.functionType(t) else { return tree.wrappedType(t).flatMap { functionParamKinds(ofType: $0) } }
        return f.params.map { numberKind(ofType: $0) ?? .double }
    }

    /// The kind of the value a declaration holds: its written type's, else its value's.
    /// An Int's declaration makes an Int literal value (`let half = 7 / 2`) divide as Ints.
    func declaredKind(type: NodeID?, value: NodeID?) -> SwiftNumberKind {
        let kind = type.map { numberKind(ofType: $0) ?? .double } ?? value.map { numberKind($0).kind } ?? .double
        if kind == .int, let value { typeLiteralAsInt(value) }
        return kind
    }

    /// Swift types a literal by its context and, with none, as an Int: so `7 / 2` divides as
    /// Ints (3) where an Int is wanted or nothing is (`let h = 7 / 2`, `Double(7 / 2)`, an
    /// interpolation, beside an Int), and as the context's floating type elsewhere
    /// (`1 / 2 * rect.width` is 0.5 × the width). Marks the literal expression's divisions and
    /// its sums, differences and products (`(1 << 62) - 1`: exact, or a located error past 2⁵³).
    func typeLiteralAsInt(_ n: NodeID) {
        guard case .swift = place else { return }
        let k = numberKind(n)
        guard k.kind == .int, k.literal else { return }
        var work = [n]
        while let m = work.popLast() {
            switch tree.kind(m) {
            case .binary:
                let b = tree.binary(m)
                guard Checker.numberOperators.contains(b.op) else { continue }
                if b.op == .div, Checker.isNumberDivision(unit.res[m.index]) { unit.res[m.index] = .intDivision }
                // Int arithmetic: exact, or stopped where past Int's range or 2⁵³ (not a Double's rounding).
                if b.op == .add || b.op == .sub || b.op == .mul, case .arithmetic(b.op) = unit.res[m.index] { unit.res[m.index] = .intArithmetic(b.op) }
                work.append(b.lhs); work.append(b.rhs)
            case .unary: work.append(tree.unary(m).operand)
            default: continue
            }
        }
    }

    /// Whether an arithmetic expression divides anywhere in its operators.
    func hasDivision(_ n: NodeID) -> Bool {
        var work = [n]
        while let m = work.popLast() {
            switch tree.kind(m) {
            case .binary:
                let b = tree.binary(m)
                if b.op == .div { return true }
                work.append(b.lhs); work.append(b.rhs)
            case .unary: work.append(tree.unary(m).operand)
            default: continue
            }
        }
        return false
    }

    /// The calls whose argument has no number type of its own to give a literal: the number
    /// conversions (`CGFloat(7 / 2)` is 3, as Swift picks the Int initializer) and the
    /// descriptions (`String(describing:)`, which interpolation and print are).
    static let literalDefaultingCalls: Set<String> = ["Double", "CGFloat", "Float", "Int", "String"]

    /// The built-in functions generic over their numbers' one type: an Int's give Ints.
    static let genericNumberFunctions: Set<String> = ["abs", "min", "max"]

    /// The geometry types with an initializer of Ints beside the CGFloat and Double ones
    /// (`CGPoint(x: Int, y: Int)`), with its labels: given Ints and integer literals only, Swift
    /// picks it, so `CGPoint(x: 1 / 2, y: 3 / 2)` is (0.0, 1.0). (An init of the file's
    /// extension, `CGPoint(_ x: CGFloat, _ y: CGFloat)`, takes its own parameters' types.)
    static let intOverloadedGeometry: [String: [String]] = ["CGPoint": ["x", "y"], "CGSize": ["width", "height"],
                                                            "CGRect": ["x", "y", "width", "height"], "CGVector": ["dx", "dy"]]

    func typeLiteralArgumentsAsInts(_ n: NodeID) {
        let callee = tree.callCallee(n)
        guard pendingIntLiterals > 0, tree.kind(callee) == .identifier, lookup(tree.nameOf(callee)) == nil else { return }
        let name = names[tree.nameOf(callee)]
        if Checker.literalDefaultingCalls.contains(name) {
            for i in 0..<tree.callArgCount(n) { typeLiteralAsInt(tree.callArgValue(n, i)) }
        } else if Checker.genericNumberFunctions.contains(name) || name == "stride"
                    || Checker.intOverloadedGeometry[name] == (0..<tree.callArgCount(n)).map({ tree.callArgLabel(n, $0).map { names[$0] } ?? "_" }) {
            // Generic over its arguments' one type: Ints when all of them are, literals too.
            let kinds = (0..<tree.callArgCount(n)).map { numberKind(tree.callArgValue(n, $0)) }
            if kinds.allSatisfy({ $0.kind == .int }) { for i in 0..<tree.callArgCount(n) { typeLiteralAsInt(tree.callArgValue(n, i)) } }
        } else if name == "Array" {
            // `Array(repeating:count:)`'s count is an Int.
            for i in 0..<tree.callArgCount(n) where tree.callArgLabel(n, i).map({ names[$0] }) == "count" { typeLiteralAsInt(tree.callArgValue(n, i)) }
        }
    }

    /// Whether the type written `t` is one of Swift's unsigned integers (not optional, no array).
    func isUnsignedType(_ t: NodeID) -> Bool { isIntegerType(t, Checker.unsignedTypes) }
    static let unsignedTypes: Set<String> = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSUInteger"]

    /// Whether the checked expression `n` is a UInt's (of an unsigned type): a variable or
    /// parameter written as one, a conversion to one (`UInt(n)`), or arithmetic on one.
    func isUnsigned(_ n: NodeID) -> Bool { isDeclaredInteger(n, Checker.unsignedTypes, \.unsigned) }

    /// Whether the type written `t` is one of the integer `types` (not optional, no array).
    func isIntegerType(_ t: NodeID, _ types: Set<String>) -> Bool {
        guard tree.kind(t) == .typeRef, !tree.typeRef(t).optional, !tree.typeRef(t).array else { return false }
        return types.contains(names[tree.typeRef(t).name])
    }

    /// Whether the checked expression `n` is of one of the integer `types`: a variable or
    /// parameter whose declaration is `marked` so, a conversion to one, or arithmetic on one.
    func isDeclaredInteger(_ n: NodeID, _ types: Set<String>, _ marked: KeyPath<Decl, Bool>) -> Bool {
        switch tree.kind(n) {
        case .identifier:
            let i = Int(tree.nameOf(n).raw)
            guard i < innermost.count, innermost[i] >= 0 else { return false }
            return decls[Int(innermost[i])][keyPath: marked]
        case .call:
            let c = tree.callCallee(n)
            return tree.kind(c) == .identifier && lookup(tree.nameOf(c)) == nil && types.contains(names[tree.nameOf(c)])
        case .binary:
            let b = tree.binary(n)
            return Checker.numberOperators.contains(b.op) && (isDeclaredInteger(b.lhs, types, marked) || isDeclaredInteger(b.rhs, types, marked))
        default: return false
        }
    }

    /// Whether `n` is known to be Swift's `Int` (64 signed bits), as the wrapping operators
    /// (`&+`, `&-`, `&*`) need: an integer literal, a name declared `Int` or made of a value
    /// known to be one (a loop's variable over a range of them), `Int.max`, `Int(…)`, or
    /// arithmetic of such. An element of a list, a field, a tuple's element, a call's result or
    /// a closure's parameter may be a `UInt8` or an `Int32`, which wraps at its own width, so
    /// none of those is known here.
    func isKnownInt(_ n: NodeID) -> Bool {
        switch tree.kind(n) {
        case .number: return numberKind(n).kind == .int
        case .identifier:
            let i = Int(tree.nameOf(n).raw)
            guard i < innermost.count, innermost[i] >= 0 else { return false }
            return decls[Int(innermost[i])].knownInt
        case .unary: return isKnownInt(tree.unary(n).operand)
        case .binary:
            let b = tree.binary(n)
            return b.op != .coalesce && Checker.numberOperators.contains(b.op) && isKnownInt(b.lhs) && isKnownInt(b.rhs)
        case .member:
            let base = tree.member(n).base
            return tree.kind(base) == .identifier && names[tree.nameOf(base)] == "Int" && lookup(tree.nameOf(base)) == nil
        case .call:
            let c = tree.callCallee(n)
            return tree.kind(c) == .identifier && names[tree.nameOf(c)] == "Int" && lookup(tree.nameOf(c)) == nil
        default: return false
        }
    }

    /// Whether the type written `t` is an integer type other than Int's 64 signed bits.
    func isSizedType(_ t: NodeID) -> Bool { isIntegerType(t, Checker.sizedTypes) }
    static let sizedTypes: Set<String> = ["Int8", "Int16", "Int32", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSUInteger"]

    /// Whether the checked expression `n` is of such a type: a variable or parameter written as
    /// one, a conversion to one (`UInt8(200)`), or arithmetic on one.
    func isSized(_ n: NodeID) -> Bool { isDeclaredInteger(n, Checker.sizedTypes, \.sized) }

    /// Marks the declaration just made (a variable, parameter, constant) with its number kind.
    func markKind(_ k: SwiftNumberKind) {
        guard !decls.isEmpty else { return }
        decls[decls.count - 1].kind = k
    }

    /// The kind of a loop's variable: a range's (`0..<n`) is an Int, as Swift's ranges that
    /// can be walked are; a stride's is its bounds'; a list's its elements'.
    func loopKind(_ sequence: NodeID) -> SwiftNumberKind {
        if tree.kind(sequence) == .binary, [.halfOpen, .closed].contains(tree.binary(sequence).op) { return .int }
        if tree.kind(sequence) == .call, tree.kind(tree.callCallee(sequence)) == .identifier, names[tree.nameOf(tree.callCallee(sequence))] == "stride" {
            var k: (kind: SwiftNumberKind, literal: Bool)? = nil
            for i in 0..<tree.callArgCount(sequence) {
                let a = numberKind(tree.callArgValue(sequence, i))
                k = k.map { combined($0, a) } ?? a
            }
            return k?.kind ?? .double
        }
        return numberKind(sequence).kind
    }

    /// The declaration of `x` that `self.x` (the member `n`) names in a class's or struct's
    /// code: its member's, not a local's of the name; nil for another member.
    func selfMemberDecl(_ n: NodeID) -> Decl? {
        let m = tree.member(n)
        guard tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil else { return nil }
        var i = innermost.indices.contains(Int(m.name.raw)) ? innermost[Int(m.name.raw)] : -1
        while i >= 0 {
            let d = decls[Int(i)]
            if case .swift(0, _, _, _) = d.binding { return d }
            i = d.previous
        }
        return nil
    }

    /// The Swift number type of a checked expression, and whether it is a literal (whose type
    /// the other operand decides, as Swift infers it).
    func numberKind(_ n: NodeID) -> (kind: SwiftNumberKind, literal: Bool) {
        switch tree.kind(n) {
        case .number:
            guard let text = tree.range(n).file?.text(tree.range(n)) else { return (.double, true) }
            // (Its bytes, either case: a literal is ASCII, and no lowercased copy is made for
            // each number checked.)
            let u = text.utf8
            // `#line` and `#column` (SwiftLowering.sourceLocationLiteral) are Ints.
            if u.first == 0x23 { return (.int, true) }
            let digits = u.first == 0x2D ? u.dropFirst() : u[...]
            let isHex = digits.first == 0x30 && digits.dropFirst().first.map { $0 | 0x20 == 0x78 } == true
            let floating = u.contains { c in c == 0x2E || c | 0x20 == (isHex ? 0x70 : 0x65) }
            return (floating ? .double : .int, true)
        case .implicitMember: return (.double, true)
        // A closure's numbers: those it returns (its written result type's, else its body's).
        case .closure:
            guard case .closure(let k) = unit.res[n.index] else { return (.double, false) }
            let f = unit.functions[Int(k)]
            return (tree.funcDecl(f.node).result.flatMap { numberKind(ofType: $0) } ?? f.returnedKind ?? .double, false)
        case .identifier:
            let name = tree.nameOf(n)
            let i = Int(name.raw)
            // A member of the view a class's code names bare (`tag`): its own kind.
            switch unit.res[n.index] {
            case .member, .ambient, .selfMember: if let k = Checker.memberKinds[names[name]] { return (k, false) }
            default: break
            }
            guard i < innermost.count, innermost[i] >= 0 else { return (.double, false) }
            let d = decls[Int(innermost[i])]
            switch d.binding {
            case .swift(-1, let slot, _, _): return (unit.staticKinds[slot] ?? .double, false)
            case .swift, .slot: return (d.kind ?? .double, false)
            case .getter(let k): return (unit.functions[Int(k)].resultKind, false)
            // A function named as a value (`let g = f`): what a call of it gives.
            case .function(let k): return (unit.functions[Int(k)].resultKind, false)
            default: return (.double, false)
            }
        case .unary: return numberKind(tree.unary(n).operand)
        case .binary:
            // `xs ?? []` of an `[Int]?`: the optional's kind; an empty literal or nil has none.
            let top = tree.binary(n)
            if top.op == .coalesce {
                let l = numberKind(top.lhs), r = top.rhs
                let empty = (tree.kind(r) == .list || tree.kind(r) == .dictionary) && tree.listItems(r).isEmpty
                return empty || isNilLiteral(r) ? l : combined(l, numberKind(r))
            }
            // `lo..<hi`, `lo...hi`: a range of its bounds' kind (`let r = 0..<n` is walked by
            // Ints, and its `lowerBound` is one).
            if top.op == .halfOpen || top.op == .closed { return (combined(numberKind(top.lhs), numberKind(top.rhs)).kind, false) }
            // Down the left side of a chain (`a + b + c + …`, as long as it is written) in a
            // loop, then back up it.
            var rights: [(Operator, NodeID)] = []
            var cur = n
            while tree.kind(cur) == .binary {
                let b = tree.binary(cur)
                guard Checker.numberOperators.contains(b.op) else { return (.double, false) }
                rights.append((b.op, b.rhs))
                cur = b.lhs
            }
            var k = numberKind(cur)
            for (op, r) in rights.reversed() { k = combinedBy(op, k, numberKind(r)) }
            return k
        case .ternary:
            let t = tree.ternary(n)
            // `a?.count` is `(let $chain = a) ? $chain.count : nil`: a nil branch has no number type.
            if isNilLiteral(t.else) { return numberKind(t.then) }
            if isNilLiteral(t.then) { return numberKind(t.else) }
            // `on ? n : .zero`: an implicit member an Int has too (`.zero`, `.max`, `.min`) is of
            // the other branch's type; a floating type's own (`.pi`, `.infinity`) makes a
            // literal there a Double (`on ? 2 : .pi` is 2.0).
            for (member, other) in [(t.else, t.then), (t.then, t.else)] where tree.kind(member) == .implicitMember {
                return ["zero", "max", "min"].contains(names[tree.nameOf(member)]) ? numberKind(other) : (.double, false)
            }
            // `on ? xs : []`: an empty literal has no number type of its own.
            let empty = { (b: NodeID) in (self.tree.kind(b) == .list || self.tree.kind(b) == .dictionary) && self.tree.listItems(b).isEmpty }
            if empty(t.else) { return numberKind(t.then) }
            if empty(t.then) { return numberKind(t.else) }
            return combined(numberKind(t.then), numberKind(t.else))
        case .subscripted:
            // A subscript of the file's struct or class: its getter's result.
            if let acc = tree.subscriptAccessors(n), case .structCall = unit.res[acc.get.index] { return numberKind(acc.get) }
            return numberKind(tree.subscripted(n).base)
        case .cast:
            let k = numberKind(ofType: tree.cast(n).type) ?? numberKind(tree.cast(n).value).kind
            return (k == .nsnumber ? SwiftNumberKind.nsNumber(of: numberKind(tree.cast(n).value).kind) : k, false)
        case .list:
            var k: (kind: SwiftNumberKind, literal: Bool)? = nil
            // (`[1, nil, 3]` is an `[Int?]`: a nil is no number.)
            for item in tree.listItems(n) where !isNilLiteral(item) { let a = numberKind(item); k = k.map { combined($0, a) } ?? a }
            return k ?? (.double, false)
        case .dictionary:
            // `["a": 1]`: its values' kind, or its keys' when its values are no numbers.
            let items = tree.listItems(n)
            guard case .swiftDictionary(let vt) = unit.res[n.index], items.count >= 2 else { return (.double, false) }
            let valuesAreNumbers = vt >= 0 && ValueType.allCases[Int(vt)] == .number
            var k: (kind: SwiftNumberKind, literal: Bool)? = nil
            for i in stride(from: valuesAreNumbers ? 1 : 0, to: items.count, by: 2) where !isNilLiteral(items[i]) {
                let a = numberKind(items[i]); k = k.map { combined($0, a) } ?? a
            }
            return k ?? (.double, false)
        case .member:
            let m = tree.member(n)
            switch unit.res[n.index] {
            case .rawValue(let k): return (unit.enums[Int(k)].rawKind, false)
            case .constant: if let k = propertyKinds[n.raw] { return (k, false) }
            case .staticSlot(let k): return (unit.staticKinds[k] ?? .double, false)
            case .structField(let i):
                if let sk = fieldOwners[n.raw] ?? structIndex(of: m.base) { return (unit.structs[Int(sk)].fieldKinds[Int(i)] ?? .double, false) }
                return (.double, false)
            case .tupleElement(let i):
                return (tupleKinds(m.base).map { $0[Int(i)] } ?? .double, false)
            case .dispatch, .member: if let k = propertyKinds[n.raw] { return (k, false) }
            default: break
            }
            if case .member(let id) = unit.res[n.index], registry.members[Int(id)].isInt { return (.int, false) }
            if let k = resultKind(n) { return (k, false) }
            // A dictionary's `keys` and `values`: its numbers' kind (Dictionary's numberKind(ofType:)).
            if ["keys", "values"].contains(names[m.name]), case .member = unit.res[n.index], tree.kind(m.base) == .identifier || tree.kind(m.base) == .member {
                // Each its own where its (key, value) elements' kinds are known (`[Int: CGFloat]`).
                if let ks = tupleKinds(m.base), ks.count == 2 { return (ks[names[m.name] == "keys" ? 0 : 1], false) }
                return (numberKind(m.base).kind, false)
            }
            if let k = Checker.memberKinds[names[m.name]] { return (k, false) }
            // A range's bounds: its own kind (`r.upperBound / 2` of `let r = 0..<9` is 4).
            if names[m.name] == "lowerBound" || names[m.name] == "upperBound", case .member = unit.res[n.index] { return (numberKind(m.base).kind, false) }
            // A number's `magnitude`: of its own type (an Int's a UInt, written as an Int is).
            if names[m.name] == "magnitude", case .member = unit.res[n.index] { return (numberKind(m.base).kind, false) }
            // `Int.max`, `UInt8.min`: an Int's; `Float.pi`, `Float.greatestFiniteMagnitude`: a Float's.
            if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
               let k = SwiftNumberKind(typeName: names[tree.nameOf(m.base)]), k == .int || k == .float {
                return (k, false)
            }
            // A list's `first` and `last`: one of its elements.
            if names[m.name] == "first" || names[m.name] == "last" { return (loopKind(m.base), false) }
            // `xs.lazy`: the list itself.
            if names[m.name] == "lazy" { return (loopKind(m.base), false) }
            // `self.x` in a class's or struct's code: the member's declaration.
            if let d = selfMemberDecl(n) { return (d.kind ?? .double, false) }
            return (.double, false)
        case .call:
            if let k = resultKind(n) { return (k, false) }
            // A protocol's requirement called on its value: the requirement's declared result.
            if case .dispatch = unit.res[n.index], let k = propertyKinds[n.raw] { return (k, false) }
            let callee = tree.callCallee(n)
            // `stride(from:to:by:)`: its bounds' (a stride held in a name is walked by Ints).
            if tree.kind(callee) == .identifier, names[tree.nameOf(callee)] == "stride", lookup(tree.nameOf(callee)) == nil { return (loopKind(n), false) }
            // A function value (a variable's, a parameter's, a property's, a closure's): what it gives.
            if case .callValue = unit.res[n.index] { return (numberKind(callee).kind, false) }
            if tree.kind(callee) == .member {
                let m = tree.member(callee)
                // `Int.random(in:)`: the type it is written on.
                if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil, let k = SwiftNumberKind(typeName: names[tree.nameOf(m.base)]) {
                    return (k, false)
                }
                // `map { … }`, a dictionary's `mapValues { … }`, an optional's `flatMap { Int($0) }`:
                // what its closure returns.
                if ["map", "compactMap", "flatMap", "mapValues"].contains(names[m.name]), tree.callArgCount(n) == 1,
                   case .closure(let k) = unit.res[tree.callArgValue(n, 0).index], let rk = unit.functions[Int(k)].returnedKind {
                    return (rk, false)
                }
                // A list's methods that give its own elements (or a list of them) keep their kind.
                if Checker.elementKeepingMethods.contains(names[m.name]) { return (loopKind(m.base), false) }
                // `map(abs)`, `map(f)`: what the function named gives — a generic one of numbers
                // (`abs`, `min`, `max`) the elements' own kind, another its declared result's.
                if ["map", "compactMap", "flatMap", "mapValues"].contains(names[m.name]), tree.callArgCount(n) == 1 {
                    let a = tree.callArgValue(n, 0)
                    switch unit.res[a.index] {
                    case .builtinFunctionValue:
                        let fname = names[tree.nameOf(a)]
                        return (Checker.genericNumberFunctions.contains(fname) ? loopKind(m.base) : Checker.callKinds[fname] ?? .double, false)
                    case .functionValue(let k, _): return (unit.functions[Int(k)].resultKind, false)
                    // A variable, parameter or property of a function type: what the type gives.
                    default: if tree.kind(a) == .identifier || tree.kind(a) == .member { return (numberKind(a).kind, false) }
                    }
                }
                // `reduce(r, …)`: the first value's type, which an Int literal takes from the
                // elements (`[1, 2, 3].reduce(0, +)` is an Int).
                if names[m.name] == "reduce", tree.callArgCount(n) == 2 {
                    let first = numberKind(tree.callArgValue(n, 0))
                    // A literal first value takes what the closure makes of it.
                    if first.literal, case .closure(let k) = unit.res[tree.callArgValue(n, 1).index], let rk = unit.functions[Int(k)].returnedKind {
                        return (rk, false)
                    }
                    return (first.literal ? combined(first, (loopKind(m.base), false)).kind : first.kind, false)
                }
                return (Checker.callKinds[names[m.name]] ?? .double, false)
            }
            guard tree.kind(callee) == .identifier else { return (.double, false) }
            let name = names[tree.nameOf(callee)]
            if name == "NSNumber", tree.callArgCount(n) == 1 { return (SwiftNumberKind.nsNumber(of: numberKind(tree.callArgValue(n, 0)).kind), false) }
            if let k = SwiftNumberKind(typeName: name) ?? Checker.callKinds[name] { return (k, false) }
            // `Array(0..<n)`, `Array(xs)`, `Array(repeating: x, count: n)`, `Set(xs)`: the elements given.
            if name == "Array" || name == "Set", tree.callArgCount(n) >= 1, lookup(tree.nameOf(callee)) == nil {
                return (loopKind(tree.callArgValue(n, 0)), false)
            }
            // `Dictionary(grouping: xs, by: …)`: lists of xs's elements; `(uniqueKeysWithValues:
            // pairs)`: the pairs' values (a dictionary's numbers are its values').
            if name == "Dictionary", tree.callArgCount(n) >= 1, lookup(tree.nameOf(callee)) == nil {
                let first = tree.callArgValue(n, 0)
                switch tree.callArgLabel(n, 0).map({ names[$0] }) {
                case "grouping": return (loopKind(first), false)
                case "uniqueKeysWithValues": return (loopTupleKinds(first).flatMap { $0.count == 2 ? $0[1] : nil } ?? .double, false)
                default: break
                }
            }
            if Checker.genericNumberFunctions.contains(name) {
                var k: (kind: SwiftNumberKind, literal: Bool)? = nil
                for i in 0..<tree.callArgCount(n) { let a = numberKind(tree.callArgValue(n, i)); k = k.map { combined($0, a) } ?? a }
                return k ?? (.double, false)
            }
            return (.double, false)
        default:
            return (.double, false)
        }
    }

    func isNilLiteral(_ n: NodeID) -> Bool {
        tree.kind(n) == .identifier && names[tree.nameOf(n)] == "nil" && lookup(tree.nameOf(n)) == nil
    }

    /// A static `-> Self` member of an extension of the numbers named on a number type
    /// (`Int.one()`, `Int.two`): that type's kind; nil for another use.
    func staticSelfKind(_ n: NodeID, _ f: UserFunction) -> SwiftNumberKind? {
        let written = tree.kind(f.node) == .funcDecl ? tree.funcDecl(f.node).result : tree.kind(f.node) == .varDecl ? tree.varDecl(f.node).type : nil
        let callee = tree.kind(n) == .call ? tree.callCallee(n) : n
        guard let written, tree.isGenericNumber(written), tree.kind(callee) == .member else { return nil }
        let base = tree.member(callee).base
        guard tree.kind(base) == .identifier, lookup(tree.nameOf(base)) == nil else { return nil }
        return SwiftNumberKind(typeName: names[tree.nameOf(base)])
    }

    /// The result kind of a call or read of a user function, method or computed property.
    func resultKind(_ n: NodeID) -> SwiftNumberKind? {
        switch unit.res[n.index] {
        case .userCall(let k):
            let call = unit.calls[Int(k)], f = unit.functions[Int(call.function)]
            if let k = staticSelfKind(n, f) { return k }
            // A generic function of numbers: its arguments' kind, as Swift infers `T`.
            if !f.resultKindFromParams.isEmpty, tree.kind(n) == .call {
                var kind: (kind: SwiftNumberKind, literal: Bool)? = nil
                for p in f.resultKindFromParams where p < call.argForParam.count && call.argForParam[p] >= 0 && call.argForParam[p] < tree.callArgCount(n) {
                    let a = numberKind(tree.callArgValue(n, call.argForParam[p]))
                    kind = kind.map { combined($0, a) } ?? a
                }
                if let kind { return kind.kind }
            }
            return f.resultKind
        case .structCall(let k): return unit.functions[Int(unit.structCalls[Int(k)].function)].resultKind
        // A method of an extension of a built-in type (`3.twice()` of an `-> Int`).
        case .dispatch(let d):
            // `view.m()` of an extension of a UIKit class (`extension UIView`): its declared result.
            if case .frameworkExtension(let k, _) = unit.dispatches[Int(d)] { return unit.functions[Int(k)].resultKind }
            guard case .extensionCall(let sc) = unit.dispatches[Int(d)] else { return nil }
            let f = unit.functions[Int(sc.function)]
            // `-> Self` (`extension Comparable { func clamped(…) -> Self }`): the number type of
            // the value it is called on (`15.clamped(0, 10)` an Int), and so the numbers of a
            // `-> [Self]` (`7.repeats(count: 2)` Ints).
            let written = tree.kind(f.node) == .funcDecl ? tree.funcDecl(f.node).result : tree.kind(f.node) == .varDecl ? tree.varDecl(f.node).type : nil
            let callee = tree.kind(n) == .call ? tree.callCallee(n) : n
            if let written, tree.isGenericNumber(written), tree.kind(callee) == .member {
                if let k = staticSelfKind(n, f) { return k }
                return numberKind(tree.member(callee).base).kind
            }
            return f.resultKind
        default: return nil
        }
    }

    /// The struct a plain name holds a value of.
    func structIndex(of base: NodeID) -> Int32? {
        if tree.kind(base) == .identifier, case .swift(_, _, .structure(_, let k)?, _)? = lookup(tree.nameOf(base)) { return k }
        if tree.kind(base) == .identifier, names[tree.nameOf(base)] == "self", lookup(tree.nameOf(base)) == nil { return currentStruct }
        return nil
    }

    /// The number kinds of built-in members by their names: a collection's `count`, `indices`, `startIndex` and `endIndex`, NSString's
    /// `intValue`, `integerValue` (Ints) and `floatValue` (a Float).
    static let memberKinds: [String: SwiftNumberKind] = ["count": .int, "indices": .int, "startIndex": .int, "endIndex": .int, "length": .int, "intValue": .int, "integerValue": .int, "floatValue": .float,
        // DateComponents' (Calendar.swift).
        "era": .int, "year": .int, "month": .int, "day": .int, "hour": .int, "minute": .int, "second": .int, "weekday": .int, "nanosecond": .int,
        // Scanner's (Scanner.swift), CGColor's (Color.swift).
        "scanLocation": .int, "numberOfComponents": .int,
        // UIView's (Kinds/Properties/Tag.swift).
        "tag": .int,
        // An NSRange's (Text.swift).
        "location": .int]
    /// Built-in methods and functions whose result is an Int (Calendar.swift, Random.swift, a
    /// list's indices, an Int's `signum()`, a String's `distance(from:to:)`).
    static let callKinds: [String: SwiftNumberKind] = ["component": .int, "arc4random_uniform": .int, "arc4random": .int,
                                                       "firstIndex": .int, "lastIndex": .int, "signum": .int, "distance": .int,
                                                       "lround": .int, "llround": .int, "lrint": .int,
                                                       "lroundf": .int, "llroundf": .int, "lrintf": .int,
                                                       // UserDefaults' typed reads (SystemObject.absentDefaults).
                                                       "integer": .int, "float": .float,
                                                       // An Array's index(of:), index(after:), index(before:), index(_:offsetBy:).
                                                       "index": .int,
                                                       // NumberFormatter's number(from:), an NSNumber (Formatters.swift).
                                                       "number": .nsnumber]

    /// A list's methods whose result holds its own elements (`filter`, `sorted()`, `first`, a
    /// list of lists' `joined()` and `flatMap { $0 }`, …): their numbers are the list's kind.
    static let elementKeepingMethods: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast",
                                                     "union", "intersection", "subtracting", "symmetricDifference",
                                                     "joined", "flatMap", "min", "max", "first", "last", "randomElement", "shuffled", "popLast",
                                                     "removeFirst", "removeLast", "remove",
                                                     // A dictionary's: the value removed or replaced (its numbers' kind is its values').
                                                     "removeValue", "updateValue"]

    /// The operators whose result is a number of the operands' kind.
    static let numberOperators: Set<Operator> = [.add, .sub, .mul, .div, .rem, .coalesce, .shl, .shr, .bitAnd, .bitOr, .bitXor, .wrapAdd, .wrapSub, .wrapMul]
    /// The operators whose Int form differs from a Double's: `/` truncates, `+`, `-`, `*` trap on
    /// overflow (CheckExpressions reads the kinds of a chain that has one).
    static let intCheckedOperators: Set<Operator> = [.add, .sub, .mul, .div]
    /// The comparisons, which compare Floats as Floats.
    static let comparisonOperators: Set<Operator> = [.eq, .ne, .lt, .le, .gt, .ge]

    /// The kind of `a op b`: Swift's bitwise and shift operators are integers' alone, so they
    /// give an Int whatever the checker could tell of their operands.
    func combinedBy(_ op: Operator, _ a: (kind: SwiftNumberKind, literal: Bool), _ b: (kind: SwiftNumberKind, literal: Bool)) -> (kind: SwiftNumberKind, literal: Bool) {
        switch op {
        case .shl, .shr, .bitAnd, .bitOr, .bitXor, .wrapAdd, .wrapSub, .wrapMul: return (.int, a.literal && b.literal)
        default: return combined(a, b)
        }
    }

    /// Two operands' kinds combined as Swift types an operation: a literal takes the other
    /// operand's type; two literals are an Int unless one is written with a fraction.
    func combined(_ a: (kind: SwiftNumberKind, literal: Bool), _ b: (kind: SwiftNumberKind, literal: Bool)) -> (kind: SwiftNumberKind, literal: Bool) {
        if a.literal && b.literal { return (a.kind == .int && b.kind == .int ? .int : .double, true) }
        if a.literal { return (a.kind != .int && b.kind == .int ? .double : b.kind, false) }
        if b.literal { return (b.kind != .int && a.kind == .int ? .double : a.kind, false) }
        return (a.kind == b.kind ? a.kind : .double, false)
    }
}
