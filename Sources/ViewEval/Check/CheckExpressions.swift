// The checker's half for expressions: the type of every expression and what evaluation must
// do for it. A type the checker cannot know (an element of `[]`, of a list that mixes symbols)
// is nil, and an operation on it is resolved when it runs, by the same rules; an expression
// whose own check failed is nil too, with its error reported once, here.
//
// A flat chain of operators (`a + b + c + …`) builds a tree as deep as the chain is long: it is
// walked down its left side in a loop, so its length costs no stack.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// The type of an expression (nil: not known, or wrong — already reported).
    @discardableResult
    func expr(_ n: NodeID) -> VType? {
        var r: SourceRange { tree.range(n) }
        switch tree.kind(n) {
        case .number:
            if case .swift = place { inexactIntLiteral(n) }
            return .number
        case .string: return .string
        case .bool: return .bool
        case .hexColor: return .color
        case .error: unit.res[n.index] = .error; return nil
        case .identifier: return identifier(n, r)
        case .implicitMember:
            if let t = qualifiedOption(n) { return t }
            if let t = extensionImplicitStatic(n) { return t }
            // A case written on its enum's type (`CGBlendMode.clear`, `NSTextAlignment.left`) is
            // that enum's case, never the color a bare `.clear` may be.
            let name = names[tree.nameOf(n)]
            let v = tree[n].flags & 1 != 0 && NamedColors.table[name] != nil ? .symbol(name) : implicitMember(name)
            unit.res[n.index] = .constant(unit.constant(v))
            if case .symbol = v {
                // Swift code finds such a member by the type it is wanted as (accepts).
                var inSwift = false
                if case .swift = place { inSwift = true }
                if inSwift || !unit.valueExtensions.isEmpty || !unit.structs.isEmpty { unresolvedMembers[r.lower] = n }
            } else {
                ambiguousMembers[r.lower] = n
            }
            return v.vtype
        case .list:
            let items = tree.listItems(n)
            var ts = items.map { expr($0) }
            if let t = optionList(n) { return t }
            guard optionSetElements(items, &ts) else { unit.res[n.index] = .error; return nil }
            // `[3, nil, 5]`: nil among values of one type makes a list of optionals of it.
            let isNil = items.map(isNilLiteral)
            if isNil.contains(true), let some = zip(ts, isNil).first(where: { $0.0 != nil && !$0.1 })?.0 ?? nil {
                let element: VType = { if case .optional = some { return some }; return .optional(some) }()
                ts = zip(ts, isNil).map { t, n in n ? element : t.map { t in if case .optional = t { return t }; return .optional(t) } }
            }
            // `[z.name, "x"]`: an optional among values of its type makes a list of optionals of
            // it, as Swift infers `[String?]`.
            if let wrapped = ts.lazy.compactMap({ t -> VType? in if case .optional(let w)? = t { return w }; return nil }).first,
               ts.contains(where: { $0 == wrapped }), ts.allSatisfy({ $0 == wrapped || $0 == .optional(wrapped) }) {
                ts = ts.map { _ in .optional(wrapped) }
            }
            if items.contains(where: { tree.kind($0) == .implicitMember && ambiguousMembers[tree.range($0).lower] == $0 }) {
                ambiguousLists[r.lower] = n
            }
            if !unit.structs.isEmpty {
                if zip(items, ts).contains(where: { if case .symbol? = $1 { return tree.kind($0) == .implicitMember }; return false }) {
                    implicitLists[r.lower] = n
                }
                // `[.one, Vec(x: 2)]`: an implicit member beside a struct's value is its static.
                if case .structure(_, let k)?? = ts.first(where: { if case .structure? = $0 { return true }; return false }) {
                    for (i, item) in items.enumerated() where tree.kind(item) == .implicitMember {
                        if case .symbol? = ts[i], let t = structImplicitStatic(item, k) { ts[i] = t }
                    }
                }
            }
            let f = ts.first ?? nil
            // `[ShapeType.circle, .square]`, `[.red, Mode.green]`: the cases written as `.square`
            // beside one written with its enum are that enum's (`.red` too, read first as a colour).
            if let et = ts.first(where: { if case .enumeration? = $0 { return true }; return false }) ?? nil, case .enumeration(let en) = et,
               !ts.contains(where: { $0 == nil }), ts.contains(where: { $0 != et }),
               zip(ts, items).allSatisfy({ t, e in t == et || tree.kind(e) == .implicitMember && (t.map { if case .symbol = $0 { return true }; return $0 == .color } ?? false) }) {
                for (t, e) in zip(ts, items) where t != et {
                    if t == .color, enumCase(at: tree.range(e), of: en) { continue }
                    guard accepts(et, t, at: tree.range(e), what: "an element") else { return nil }
                }
                unit.res[n.index] = .none
                return .list(et)
            }
            if let first = ts.first ?? nil {
                for (t, e) in zip(ts, items).dropFirst() {
                    if let t, t.valueType != first.valueType {
                        error("a list holds values of one type: this is \(article(t.valueType)), but the list starts with \(article(first.valueType))", tree.range(e))
                        unit.res[n.index] = .error
                        return nil
                    }
                }
            }
            // A list of a list of a list…, one `let` a level, is as deep as the lets are many,
            // and the type's equality and a value's description recurse through it: bounded
            // like the source's nesting (docs/language.md §10).
            var depth = 1, inner = ts.first ?? nil
            while case .list(let e)? = inner { depth += 1; inner = e }
            if depth > Checker.maxListNesting {
                error("lists nest deeper than \(Checker.maxListNesting) levels", tree.range(n))
                unit.res[n.index] = .error
                return nil
            }
            unit.res[n.index] = .none
            if ts.contains(where: { $0 == nil }) { return .list(nil) }
            // Views (or layers) of several classes: a list of the nearest class they all are.
            if case .view? = f, !ts.allSatisfy({ $0 == f }) {
                let kinds = ts.compactMap { t -> String? in if case .view(let k)? = t { return k }; return nil }
                if kinds.count == ts.count, let common = commonClass(kinds) { return .list(.view(common)) }
            }
            // Instances of several classes of the file: a list of the nearest class they all are.
            if case .structure? = f, !ts.allSatisfy({ $0 == f }), let common = commonBaseClass(ts) { return .list(common) }
            return .list(ts.allSatisfy { $0 == f } ? f : nil)
        case .dictionary:
            if let t = swiftDictionaryLiteral(n) { return t }
            return attributeDictionary(n)
        case .unary:
            let u = tree.unary(n)
            if u.op == .force {
                let t = expr(u.operand)
                unit.res[n.index] = .none
                guard let t else { return nil }
                guard case .optional(let inner) = t else {
                    // A label's `font!`, `textColor!`, a view's `tintColor!`: implicitly unwrapped
                    // in UIKit, never nil.
                    if isUnwrappedValue(u.operand) { return t }
                    if tree.isImplicitUnwrap(n) { return t }
                    error("'!' unwraps an optional; \(article(t)) is not one", r)
                    unit.res[n.index] = .error
                    return nil
                }
                return inner
            }
            guard let t = expr(u.operand) else { unit.res[n.index] = .dynamic; return nil }
            switch Operators.resolve(u.op, t, at: r) {
            case .success(let id):
                unit.res[n.index] = .unary(id)
                if u.op == .neg, id == 0, case .swift = place, numberKind(u.operand).kind == .int { unit.res[n.index] = .intNegation }
                return Operators.unary[Int(id)].result
            case .failure(let d): report(d); unit.res[n.index] = .error; return nil
            }
        case .binary:
            // Down the left side of a chain in a loop, then back up it.
            var spine: [NodeID] = []
            var cur = n
            while tree.kind(cur) == .binary { spine.append(cur); cur = tree.binary(cur).lhs }
            var t = expr(cur)
            // In Swift code, a division of Ints is an Int's (7 / 2 == 3): the kinds of the
            // chain so far, as numberKind combines them.
            // A literal operand beside an Int is an Int (`n * (7 / 2)`). The kinds are worked
            // out only for a chain with a division of literals or an operator Int checks
            // (`+ - * / %`, whose Int results truncate or trap on overflow).
            var kind: (kind: SwiftNumberKind, literal: Bool)? = nil
            if case .swift = place, pendingIntLiterals > 0 || spine.contains(where: { Checker.intCheckedOperators.contains(tree.binary($0).op) || Checker.comparisonOperators.contains(tree.binary($0).op) }) { kind = numberKind(cur) }
            for b in spine.reversed() {
                let lhsType = t
                t = binary(b, t)
                // `UInt8(200) &+ 100`: a narrower or unsigned type's wrapping is its own width's,
                // which the Int's here is not; so both operands must be known Ints.
                if case .swift = place, [.wrapAdd, .wrapSub, .wrapMul].contains(tree.binary(b).op), !isKnownInt(tree.binary(b).lhs) || !isKnownInt(tree.binary(b).rhs) {
                    wrappingOutside(tree.binary(b).op, tree.range(b))
                    unit.res[b.index] = .error
                }
                guard let k = kind else { continue }
                let x = tree.binary(b)
                // `f == 0.3`, `f < 0.7` of a Float: compared as Floats (the literal a Float's), as Swift's.
                if Checker.comparisonOperators.contains(x.op), lhsType == .number, combined(k, numberKind(x.rhs)).kind == .float {
                    var numbers = false
                    switch unit.res[b.index] {
                    case .arithmetic(x.op): numbers = true
                    case .binary(let id): numbers = id <= 1 && tree.kind(x.rhs) == .number   // (`f == 0.3`; an optional may stand beside another value)
                    default: break
                    }
                    if numbers { unit.res[b.index] = .floatArithmetic(x.op) }
                }
                guard Checker.numberOperators.contains(x.op) else { kind = (.double, false); continue }
                let rk = numberKind(x.rhs)
                let next = combinedBy(x.op, k, rk)
                if x.op == .div, Checker.isNumberDivision(unit.res[b.index]), next.kind == .int {
                    if next.literal { pendingIntLiterals += 1 } else { unit.res[b.index] = .intDivision }
                }
                // `(1 << 62) - 1` of literals: an Int's where the context wants one (typeLiteralAsInt).
                if x.op == .add || x.op == .sub || x.op == .mul, case .arithmetic(x.op) = unit.res[b.index], next.kind == .int, next.literal { pendingIntLiterals += 1 }
                // `n + 1`, `n * k` of Ints: Swift's overflow trap.
                if x.op == .add || x.op == .sub || x.op == .mul, case .arithmetic(x.op) = unit.res[b.index], next.kind == .int, !next.literal {
                    unit.res[b.index] = isUnsigned(x.lhs) || isUnsigned(x.rhs) ? .unsignedArithmetic(x.op) : .intArithmetic(x.op)
                }
                // `f * 3`, `a / b` of Floats: rounded to a Float, as Swift's.
                if [.add, .sub, .mul, .div].contains(x.op), next.kind == .float, !next.literal {
                    var plain = x.op == .div && Checker.isNumberDivision(unit.res[b.index])
                    if case .arithmetic(x.op) = unit.res[b.index] { plain = true }
                    if plain { unit.res[b.index] = .floatArithmetic(x.op) }
                }
                if next.kind == .int, !next.literal {
                    if k.literal { typeLiteralAsInt(x.lhs) }
                    if rk.literal { typeLiteralAsInt(x.rhs) }
                }
                kind = next
            }
            return t
        case .ternary:
            if tree.isDescribedBranches(n) { return describedBranches(n) }
            let x = tree.ternary(n)
            let tc = ternaryCondition(x.condition)
            // `on ? counts : [:]`: an empty dictionary literal beside a dictionary is one of its type.
            let emptyDictionary = { (b: NodeID) in self.tree.kind(b) == .dictionary && self.tree.listItems(b).isEmpty }
            if emptyDictionary(x.then), !emptyDictionary(x.else) {
                let tb = expr(x.else)
                if case .dictionary? = tb { closureExpectation = tb }
                let ta = expr(x.then)
                closureExpectation = nil
                return ternaryBranches(n, r, tc, ta, tb)
            }
            let ta = expr(x.then)
            if emptyDictionary(x.else), case .dictionary? = ta { closureExpectation = ta }
            let tb = expr(x.else)
            closureExpectation = nil
            return ternaryBranches(n, r, tc, ta, tb)
        case .member:
            return member(n)
        case .call:
            let t = call(n, r)
            if case .swift = place { typeLiteralArgumentsAsInts(n); widenFloatConversion(n) }
            return t
        case .closure:
            return closureExpr(n)
        case .tuple:
            return tupleExpr(n)
        case .tryExpr:
            return tryExpr(n)
        case .cast:
            let c = tree.cast(n)
            if c.test || c.conditional { return typeTest(n, c.value, c.type, test: c.test) }
            // `[:] as [String: CGFloat]`: the literal typed by the cast.
            if tree.kind(c.value) == .dictionary, tree.dictionaryType(c.type) != nil { closureExpectation = swiftType(c.type) }
            let t = expr(c.value)
            unit.res[n.index] = .none
            let typeName = names[tree.typeRef(c.type).name]
            // (`as [String]` and `as String?` are a list's and an optional's type, not the bridging `as String`.)
            if Checker.bridgingCasts[typeName] != nil, !tree.typeRef(c.type).array, !tree.typeRef(c.type).optional { return bridgingCast(t, to: typeName, typeRange: tree.range(c.type)) }
            // `color.cgColor as AnyObject`, `x as Any`: the same value, boxed for a list of any
            // objects (`[AnyObject]`, `[Any]`); it keeps its type here as it keeps its value, so
            // that what reads it (`"\(opt as Any)"`, `x is UIColor`, `x as! String`) is checked
            // against what it holds.
            // (`CFTypeRef` is AnyObject's Core Foundation name: `font as CFTypeRef` of a text layer.)
            if typeName == "AnyObject" || typeName == "Any" || typeName == "CFTypeRef", !tree.typeRef(c.type).array, !tree.typeRef(c.type).optional { return t }
            guard let want = swiftType(c.type) else { return nil }
            // `face as! RainFace`, a class's value cast down to an heir: tested as it runs.
            if c.forced, case .structure(_, let wk) = want, case .structure(_, let gk)? = t, wk != gk, checkBoth(wk, gk), structInherits(wk, from: gk) {
                unit.res[n.index] = .dynamic
                return want
            }
            // `delegate as! Slider` of an optional view (a layer's delegate): Swift unwraps it and
            // casts, stopping where it is nil or not one — tested as it runs, as `as?` tests it.
            if c.forced, case .view = want, case .optional(.view)? = t {
                unit.res[n.index] = .dynamic
                return want
            }
            // `shape as! Drawable` of a class's value that may be an heir's conforming: likewise.
            if c.forced, case .view(let p) = want, protocolInfo(p) != nil, case .structure(_, let gk)? = t, unit.structs[Int(gk)].isClass, !structConforms(gk, to: p) {
                unit.res[n.index] = .dynamic
                return want
            }
            return accepts(want, t, at: r, what: "the value cast to '\(tree.typeText(c.type))'") ? want : nil
        case .inoutArgument:
            // `&x` for a C pointer (CGPattern.swift): x's value.
            if pointerArguments, tree.kind(tree.inoutOperand(n)) == .identifier {
                unit.res[n.index] = .none
                return expr(tree.inoutOperand(n))
            }
            unit.res[n.index] = .error
            expr(tree.inoutOperand(n))
            error("'&' passes a variable to an 'inout' parameter; this argument's parameter is not one", r)
            return nil
        case .selector:
            // A Selector on its own (a control's addTarget(_:action:for:)): its method's name,
            // as NSSelectorFromString gives it; a recognizer's action is read where it is made.
            unit.res[n.index] = .constant(unit.constant(.string(names[tree.selector(n).name])))
            return .string
        case .subscripted:
            let x = tree.subscripted(n)
            let tb = expr(x.base)
            // `grid[i]` of a value of the file's struct or class: its subscript's getter.
            if case .structure(_, let k)? = tb, let acc = tree.subscriptAccessors(n) {
                let t = structMethodCall(acc.get, x.base, k, names.intern("subscript"), tree.range(n))
                if case .structCall = unit.res[acc.get.index] { unit.res[n.index] = .subscripted } else { unit.res[n.index] = .error }
                return t
            }
            let ti = expr(x.index)
            unit.res[n.index] = .subscripted
            guard let tb else { return nil }
            if case .list(let e) = tb {
                // `xs[1..<3]`, `xs[2...]`: the elements in the range, a list.
                if let ti, ti.valueType == .range { return tb }
                if let ti, ti.valueType != .number {
                    error("a list index is a Number, not \(article(ti))", tree.range(x.index))
                    unit.res[n.index] = .error
                    return nil
                }
                return e
            }
            if case .dictionary(let k, let v) = tb { return dictionarySubscript(k, v, index: x.index, ti) }
            // `s[i]`: a Character (a String of one); `s[a..<b]`, `s[i...]`: a String
            // (Builtins/StringIndex.swift).
            if tb == .string {
                if let ti, ti.valueType != .number, ti.valueType != .range {
                    error("a String's index is a String.Index (from startIndex, index(_:offsetBy:) …) or a range of them, not \(article(ti))", tree.range(x.index))
                    unit.res[n.index] = .error
                    return nil
                }
                return .string
            }
            // A system object's entry (`Bundle.main.infoDictionary?["CFBundleShortVersionString"]`):
            // known only when the app runs, nil here.
            if tb == .object(.systemObject) || tb == .optional(.object(.systemObject)) {
                unit.res[n.index] = .constant(unit.constant(.void))
                return .optional(.object(.systemObject))
            }
            notSubscriptable(tb, tree.range(x.base))
            unit.res[n.index] = .error
            return nil
        default:
            return nil
        }
    }

    /// The type of a ternary whose branch `opt` is an optional and whose other branch, `plain`
    /// of type `t`, is no optional: that optional where `t` is the type it wraps (or `plain` is
    /// an implicit member of it), as Swift promotes the plain branch; nil otherwise.
    func optionalJoin(_ opt: VType, _ t: VType, plain: NodeID) -> VType? {
        guard case .optional(let w) = opt, w != .void else { return nil }
        if case .optional = t { return nil }
        if w == t { return opt }
        if case .symbol = t, tree.kind(plain) == .implicitMember,
           accepts(w, t, at: tree.range(plain), what: "the value of '?:'") { return opt }
        return nil
    }

    /// `.name`: a member of the type the context expects, known by its name alone.
    /// Whether the implicit member at `r` (`.red`, read first as a color) names a case of the
    /// enum `e`: then it is that case.
    func enumCase(at r: SourceRange, of e: String) -> Bool {
        // A ternary of two such members: both the enum's cases, or neither.
        if let t = ambiguousTernaries[r.lower], tree.range(t) == r {
            let x = tree.ternary(t)
            guard let info = enumInfo(e), [x.then, x.else].allSatisfy({ info.cases.contains(names[tree.nameOf($0)]) }) else { return false }
            return enumCase(at: tree.range(x.then), of: e) && enumCase(at: tree.range(x.else), of: e)
        }
        guard let n = ambiguousMembers[r.lower], tree.range(n) == r, let info = enumInfo(e) else { return false }
        let name = names[tree.nameOf(n)]
        guard info.cases.contains(name) else { return false }
        unit.res[n.index] = .constant(unit.constant(.symbol(name)))
        return true
    }

    /// Whether the implicit member at `r` names a static property of enum `e` of its type
    /// (`.fallback` of `static let fallback = Suit.spades`): then it reads that static, as
    /// Swift finds an implicit member by the type wanted.
    func enumImplicitStatic(at r: SourceRange, of e: String) -> Bool {
        guard let n = unresolvedMembers[r.lower], tree.range(n) == r, tree.kind(n) == .implicitMember,
              let k = enumIndex(e), let b = unit.enums[Int(k)].statics[tree.nameOf(n)] else { return false }
        if case .function = b { return false }
        return implicitStaticValue(n, b) == .enumeration(e)
    }

    /// A list literal at `r` of implicit members where a list of enum `e` is wanted (`[.red,
    /// .green]` for a `[SetColor]`): its members are those cases (true), or the first that
    /// names none is Swift's error (false); nil when the literal is not such a list.
    func enumCaseList(at r: SourceRange, of e: String) -> Bool? {
        guard let n = ambiguousLists[r.lower], tree.range(n) == r, let info = enumInfo(e) else { return nil }
        let items = tree.listItems(n)
        guard items.allSatisfy({ tree.kind($0) == .implicitMember }) else { return nil }
        for item in items {
            let name = names[tree.nameOf(item)]
            guard info.cases.contains(name) else {
                let (hint, fix) = didYouMean(name, info.cases, at: tree.range(item))
                error("'\(e)' has no case '.\(name)'\(hint)", tree.range(item), fixIts: fix)
                return false
            }
            unit.res[item.index] = .constant(unit.constant(.symbol(name)))
        }
        return true
    }

    func implicitMember(_ name: String) -> Value {
        if name == "pi" { return .number(.pi) }
        // The floating types' bounds, written where a number is wanted (`CGSize(width: w,
        // height: .greatestFiniteMagnitude)`): as `CGFloat.infinity` is, the greatest finite one.
        if name == "infinity" || name == "greatestFiniteMagnitude" { return .number(.greatestFiniteMagnitude) }
        if name == "leastNonzeroMagnitude" { return .number(.leastNonzeroMagnitude) }
        if let c = NamedColors.table[name] { return .color(c) }
        if name == "identity" { return .transform(.identity) }
        if let f = Font.textStyle(name) { return .font(f) }
        return .symbol(name)
    }

    func identifier(_ n: NodeID, _ r: SourceRange) -> VType? {
        let nameID = tree.nameOf(n)
        if let b = lookup(nameID) ?? staticExtensionMember(nameID) {
            switch b {
            case .slot(let u, let c, let slot, let t):
                unit.res[n.index] = u == unit.index && c == frameComponent ? .local(slot) : .outer(slot: slot, unit: UInt16(u))
                return t
            case .ambient(let k):
                unit.res[n.index] = .ambient(k)
                return Ambients.table[Int(k)].type
            case .swift(let level, let slot, let t, _):
                guard memberUsable(b, names[nameID], r) else { unit.res[n.index] = .error; return nil }
                unit.res[n.index] = swiftSlotRes(level, slot)
                return t
            case .getter(let k):
                guard memberUsable(b, names[nameID], r) else { unit.res[n.index] = .error; return nil }
                return getterCall(n, k)
            case .function(let k):
                guard memberUsable(b, names[nameID], r) else { unit.res[n.index] = .error; return nil }
                return functionValue(n, k, names[nameID], r)
            case .enumType, .structType:
                unit.res[n.index] = .error
                error("'\(names[nameID])' is a type; name one of its \({ if case .enumType = b { return "cases (\(names[nameID]).name or .name)" }; return "constants (\(names[nameID]).name)" }())", r)
                return nil
            }
        }
        // `nil`: what boundingRect(…, context: nil) passes (no other optional takes it).
        if names[nameID] == "nil", lookup(nameID) == nil {
            unit.res[n.index] = .constant(unit.constant(.void))
            return .optional(.void)
        }
        if names[nameID] == "self", let k = currentStruct {
            if staticContext || propertyInitializer != nil {
                unit.res[n.index] = .error
                error("'self' is not available here: no instance of '\(unit.structs[Int(k)].name)' exists yet", r)
                return nil
            }
            // A copy of the struct whose method runs: its members are the struct's frame.
            unit.res[n.index] = .structSelf(k, hops: UInt16(fnLevel))
            return .structure(unit.structs[Int(k)].name, k)
        }
        if names[nameID] == "self", let c = currentClass {
            // The view being made: a recognizer's target, translation(in: self), …
            unit.res[n.index] = .selfView
            return .view(c.name)
        }
        let ni = info(nameID)
        let name = ni.text
        if let c = ni.color {
            unit.res[n.index] = .constant(unit.constant(.color(c)))
            return .color
        }
        if let k = ambientName(nameID) {
            unit.res[n.index] = .ambient(k)
            return Ambients.table[Int(k)].type
        }
        if let t = implicitSelfMember(n, name) { return t }
        if implicitSelfUnavailable(name, r) { unit.res[n.index] = .error; return nil }
        if let x = Builtins.mathConstants[name] {
            unit.res[n.index] = .constant(unit.constant(.number(x)))
            return .number
        }
        if let x = Builtins.layerConstants[name] {
            unit.res[n.index] = .constant(unit.constant(x))
            return x.vtype
        }
        unit.res[n.index] = .error
        if let m = ni.ambientPlace?.misplaced(name) {
            error(m, r)
            return nil
        }
        if name == "pi" {
            error("unknown name 'pi'; did you mean '.pi'?", r, fixIts: [FixIt(range: r, replacement: ".pi")])
            return nil
        }
        if let forms = registry.functions[name], case .swift = place, let t = builtinFunctionValue(n, forms) { return t }
        if registry.functions[name] != nil {
            error("'\(name)' is a function; call it with '(…)'", r)
            return nil
        }
        if let c = unit.visible[nameID], c.unit !== unit, tree.kind(n) == .identifier, c.unit.tree.kind(c.node) == .classDecl {
            error("the static members of '\(name)', a class of an imported file, are outside the supported Swift subset: declare the class in this file", r)
            return nil
        }
        // A static property's initializer is checked before the stored properties are declared.
        if staticContext, let c = currentClass, classHasStored(c, nameID) {
            error("instance member '\(name)' cannot be used on type '\(c.name)'", r)
            return nil
        }
        error(unknownName(name, r), r, fixIts: unknownNameFix(name, r))
        return nil
    }

    /// The candidates an unknown name is compared with: the names in scope, nearest first,
    /// the colors, and a view's own names.
    func nameCandidates() -> [String] {
        namesInScope + NamedColors.names + ambientCandidates + (implicitSelfIsView ? (implicitSelfNames ?? []).sorted() : [])
    }
    func unknownName(_ name: String, _ r: SourceRange) -> String {
        // `let r = super.alignmentRect(forFrame: f)`: UIKit's own implementation of a member, which the subset
        // calls only as an override's `super.…` statement (super.draw(rect), super.init(frame:),
        // super.layoutSubviews(), …) or as a method of a class of the file.
        if name == "super", currentClass != nil {
            return "calling UIKit's own implementation through 'super' here is outside the supported Swift subset (docs/language.md §13)"
        }
        if currentClass?.swift?.superclass == "UIScrollView", TypeTests.scrollViewMembers.contains(name) {
            return "UIScrollView's '\(name)' is outside the supported Swift subset: a scroll view here is still (docs/language.md §13)"
        }
        if TabBarSettings.taken.contains(name), let c = currentClass, inheritsFromUIKit(c.name, "UITabBar") {
            return "UITabBar's '\(name)' is set and changes no picture here; reading it back is outside the supported Swift subset (docs/language.md §13)"
        }
        if SliderSettings.taken.contains(name), let c = currentClass, inheritsFromUIKit(c.name, "UISlider") {
            return "UISlider's '\(name)' is set and changes no picture here (its track and thumb are not drawn); reading it back is outside the supported Swift subset (docs/language.md §13)"
        }
        return "unknown name '\(name)'" + didYouMean(name, nameCandidates(), at: r, ranked: true).text
    }
    func unknownNameFix(_ name: String, _ r: SourceRange) -> [FixIt] {
        didYouMean(name, nameCandidates(), at: r, ranked: true).fixIts
    }

    /// One operator of a chain, its left side's type known (or not).
    /// The operators of two numbers the runner computes directly (a switch: a set literal here
    /// was built, and hashed into, at every operator checked).
    static func isArithmetic(_ op: Operator) -> Bool {
        switch op {
        case .add, .sub, .mul, .div, .rem, .lt, .le, .gt, .ge: return true
        default: return false
        }
    }

    /// An integer literal past 2^53 that a number here does not hold exactly
    /// (`9007199254740993`): an error, never the rounded value.
    func inexactIntLiteral(_ n: NodeID) {
        guard let text = tree.range(n).file?.text(tree.range(n)), text.utf8.count >= 16 else { return }
        var digits = String(text).replacing("_", with: "")
        var negative = false
        if digits.hasPrefix("-") { negative = true; digits.removeFirst() }
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0X", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) { radix = r; digits.removeFirst(2) }
        guard let m = UInt64(digits, radix: radix), m > 1 << 53 else { return }
        let v = negative ? -Double(m) : Double(m)
        guard UInt64(exactly: abs(v)) != m else { return }
        error("the integer literal \(text) is past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)", tree.range(n))
    }

    /// The type of the ternary `n` (at `r`) of a condition of type `tc` and branches of types
    /// `ta` and `tb`: the branches' one type, as Swift joins them.
    /// A ternary's condition: a Bool, or in `x?.rest`'s ternary (SwiftLowering.chainValue) the
    /// binding of `x` unwrapped, in scope in the branch taken where it is not nil.
    func ternaryCondition(_ c: NodeID) -> VType? {
        guard tree.kind(c) == .optionalBinding else { return expr(c) }
        condition(c)
        return .bool
    }

    func ternaryBranches(_ n: NodeID, _ r: SourceRange, _ tc: VType?, _ ta: VType?, _ tb: VType?) -> VType? {
        let x = tree.ternary(n)
        unit.res[n.index] = .none
        if let tc, tc.valueType != .bool {
            error("the condition of '?:' must be a Bool, not \(article(tc))", tree.range(x.condition))
            unit.res[n.index] = .error
        }
        // A branch that is nil makes the value an optional of the other's type.
        if case .optional(.void)? = tb, let ta { if case .optional = ta { return ta }; return .optional(ta) }
        if case .optional(.void)? = ta, let tb { if case .optional = tb { return tb }; return .optional(tb) }
        // `on ? .zero : n`, `off ? maybe : .zero`: an implicit member beside a number (or an
        // optional one) is that number type's static, its value (the number 0, equal to 0).
        if let ta, let tb, tb == .number || tb == .optional(.number), case .symbol = ta, zeroMember(x.then, ta, of: tb) == .number { return tb }
        if let ta, let tb, ta == .number || ta == .optional(.number), case .symbol = tb, zeroMember(x.else, tb, of: ta) == .number { return ta }
        // `ok ? xs[j]?.y : 0.0`: a branch of the type an optional branch wraps is made that
        // optional, as Swift promotes it (an implicit member of that type too: `ok ? c : .red`).
        if let ta, let tb, let t = optionalJoin(ta, tb, plain: x.else) { return t }
        if let ta, let tb, let t = optionalJoin(tb, ta, plain: x.then) { return t }
        // `ok ? .green : .red` of colour names: where one of the file's enums is wanted, its cases.
        if ambiguousMembers[tree.range(x.then).lower] == x.then, ambiguousMembers[tree.range(x.else).lower] == x.else { ambiguousTernaries[r.lower] = n }
        // `flag ? .topLeft : .bottomLeft`, `flag ? [.topLeft] : []`: where an option set is wanted, its values.
        if isOptionLiteral(x.then), isOptionLiteral(x.else) { optionTernaries[r.lower] = n }
        // `off ? .hearts : .fallback`: two members, each of the type wanted where it stands.
        if case .symbol(let a)? = ta, case .symbol(let b)? = tb, a != b, tree.kind(x.then) == .implicitMember, tree.kind(x.else) == .implicitMember,
           unresolvedMembers[tree.range(x.then).lower] == x.then, unresolvedMembers[tree.range(x.else).lower] == x.else {
            memberTernaries[r.lower] = n
        }
        // Two options, or lists of them, of no one type yet (`flag ? .topLeft : [.bottomLeft]`):
        // a value of the option set wanted where it stands (Checker.optionTernaryAccepts).
        if ta != tb, optionTernaries[r.lower] == n { return Checker.optionLiteralType }
        // `flag ? UIRectCorner.topLeft : .bottomRight`: a literal beside an option set's value is one of its type.
        if case .optionSet(let tn)? = ta, !tn.isEmpty, let t = tb, t != ta, let ok = optionSetAccepts(tn, t, at: tree.range(x.else)) { return ok ? ta : nil }
        if case .optionSet(let tn)? = tb, !tn.isEmpty, let t = ta, t != tb, let ok = optionSetAccepts(tn, t, at: tree.range(x.then)) { return ok ? tb : nil }
        // `c ? .zero : CGPoint(x: 1, y: 2)`: a branch that is an implicit member is one of
        // the other branch's type, as Swift infers it.
        if let ta, let tb, ta.valueType != tb.valueType, case .symbol = ta, tree.kind(x.then) == .implicitMember,
           accepts(tb, ta, at: tree.range(x.then), what: "the value of '?:'") { return tb }
        if let ta, let tb, ta.valueType != tb.valueType, case .symbol = tb, tree.kind(x.else) == .implicitMember,
           accepts(ta, tb, at: tree.range(x.else), what: "the value of '?:'") { return ta }
        // `on ? Suit.hearts : .spades`: an implicit member beside a case of one of the file's
        // enums is a case of that enum (an enum's value and a bare member are both symbols).
        if let ta, let tb, ta != tb, case .enumeration = ta, case .symbol = tb, tree.kind(x.else) == .implicitMember {
            _ = accepts(ta, tb, at: tree.range(x.else), what: "the value of '?:'")   // (its error said, the value is still the enum's)
            return ta
        }
        if let ta, let tb, ta != tb, case .enumeration = tb, case .symbol = ta, tree.kind(x.then) == .implicitMember {
            _ = accepts(tb, ta, at: tree.range(x.then), what: "the value of '?:'")
            return tb
        }
        // `on ? values : []`: an empty list literal beside a list is one of its type.
        if case .list(let e?)? = ta, tb == .list(nil), tree.kind(x.else) == .list, tree.listItems(x.else).isEmpty { return .list(e) }
        if case .list(let e?)? = tb, ta == .list(nil), tree.kind(x.then) == .list, tree.listItems(x.then).isEmpty { return .list(e) }
        // `on ? knob : dial` of two view classes: a view, as Swift joins classes in their nearest
        // common superclass — the branch's type that takes the other (a view takes any view's
        // value here); two that take neither are an error naming the type to write.
        if let ta, let tb, ta != tb, case .view = ta, case .view = tb {
            let wasSilent = silent
            silent = true
            let tbIsA = accepts(ta, tb, at: r, what: "the value of '?:'"), taIsB = accepts(tb, ta, at: r, what: "the value of '?:'")
            silent = wasSilent
            if tbIsA { return ta }
            if taIsB { return tb }
            error("the branches of '?:' have different types: \(article(ta)) and \(article(tb)); write the type they share (`let v: UIView = …`)", r)
            return nil
        }
        // Both branches must have one type, whichever the condition picks at run time.
        if let ta, let tb, ta != tb, [.list, .dictionary, .optional, .tuple].contains(ta.valueType) || ta.valueType != tb.valueType {
            error("the branches of '?:' have different types: \(article(ta)) and \(article(tb))", r)
            return nil
        }
        return ta != nil && ta == tb ? ta : nil
    }

    func binary(_ b: NodeID, _ lt: VType?) -> VType? {
        let x = tree.binary(b)
        // `counts ?? [:]` of a `[String: Int]?`: the literal is a dictionary of its type.
        if x.op == .coalesce, tree.kind(x.rhs) == .dictionary, case .optional(let inner)? = lt, case .dictionary = inner { closureExpectation = inner }
        var rt = expr(x.rhs), lt = lt
        // `light == .green`: a member read first as a color is the enum's case.
        if x.op == .eq || x.op == .ne {
            if case .enumeration(let e)? = lt, enumCase(at: tree.range(x.rhs), of: e) { rt = lt }
            if case .enumeration(let e)? = rt, enumCase(at: tree.range(x.lhs), of: e) { lt = rt }
            // `s == .fallback`: an enum's static of its type.
            if case .enumeration(let e)? = lt, case .symbol(let s)? = rt, enumInfo(e)?.cases.contains(s) == false, enumImplicitStatic(at: tree.range(x.rhs), of: e) { rt = lt }
            // `corners == [.topLeft]`, `[] != mask`: a literal beside an option set is one of its type.
            if case .optionSet(let tn)? = lt, let r = rt, r != lt, optionSetAccepts(tn, r, at: tree.range(x.rhs)) == true { rt = lt }
            if case .optionSet(let tn)? = rt, let l = lt, l != rt, optionSetAccepts(tn, l, at: tree.range(x.lhs)) == true { lt = rt }
            // `corner == .topLeft` of a `UIRectCorner?`: the literal is a value of the wrapped type (never Optional's `.none`).
            if case .optional(.optionSet(let tn))? = lt, let r = rt, r != lt, r != .symbol("none"), optionSetAccepts(tn, r, at: tree.range(x.rhs)) == true { rt = .optionSet(tn) }
            if case .optional(.optionSet(let tn))? = rt, let l = lt, l != rt, l != .symbol("none"), optionSetAccepts(tn, l, at: tree.range(x.lhs)) == true { lt = .optionSet(tn) }
            // `corners == [.topLeft]` of a `[UIRectCorner]`: an Array of its values.
            if case .list(.optionSet(let tn)?)? = lt, rt != lt, optionSetListAccepts(tn, at: tree.range(x.rhs)) == true { rt = lt }
            if case .list(.optionSet(let tn)?)? = rt, lt != rt, optionSetListAccepts(tn, at: tree.range(x.lhs)) == true { lt = rt }
            if case .structure(_, let k)? = lt, case .list? = rt, optionStructList(at: tree.range(x.rhs), of: k) == true { rt = lt }
            if case .structure(_, let k)? = rt, case .list? = lt, optionStructList(at: tree.range(x.lhs), of: k) == true { lt = rt }
        }
        // `size == .zero`, `rect != .null`, `w > .zero`, `last == .zero` of a `CGPoint?`: the
        // implicit member is the other side's type's.
        if let l = lt, let r = rt, x.op != .and, x.op != .or, x.op != .coalesce {
            if let t = zeroMember(x.rhs, r, of: l) { rt = t }
            if let t = zeroMember(x.lhs, l, of: r) { lt = t }
            // `2 * .random()` of CGFloat's and UIColor's `random()`: the other side's type's.
            if case .symbol = r, let t = resolveImplicitCall(x.rhs, as: l) { rt = t }
            if case .symbol = l, let t = resolveImplicitCall(x.lhs, as: r) { lt = t }
            // `size == .null`: a geometry type has no such member (not a symbol never equal).
            for (n, t, other) in [(x.rhs, rt, l), (x.lhs, lt, r)] {
                guard case .symbol(let s)? = t, !s.isEmpty, tree.kind(n) == .implicitMember else { continue }
                var want = other
                if case .optional(let w) = other { if s == "none" { continue }; want = w }
                let name: String
                switch want {
                case .structure(let sn, _): name = "type '\(sn)'"
                case .object(let vt) where staticsType(of: want) != nil: name = "type '\(vt.rawValue)'"
                case .color: name = "type 'UIColor'"
                case .number:
                    // The number types' own message, naming the statics the subset knows.
                    do { _ = try staticsType(of: want)?.staticMember?(s, tree.range(n)) } catch let d as Diagnostic { report(d) } catch {}
                    unit.res[b.index] = .error
                    return nil
                default:
                    guard let g = Checker.geometryTypeNames[want.valueType] else { continue }
                    name = "type '\(g)'"
                }
                error("\(name) has no member '\(s)'", tree.range(n))
                unit.res[b.index] = .error
                return nil
            }
        }
        if let t = optionalOperation(b, x.op, lt, rt) { return t }
        if x.op == .and || x.op == .or {
            var ok = true
            for (t, e) in [(lt, x.lhs), (rt, x.rhs)] {
                if let t, t.valueType != .bool {
                    error("'\(x.op.spelling)' needs Bools, not \(article(t))", tree.range(e))
                    ok = false
                }
            }
            unit.res[b.index] = ok ? .logic : .error
            return .bool
        }
        guard let lt, let rt else { unit.res[b.index] = .dynamic; return nil }
        if hasOperatorFunctions, case .swift = place, let t = operatorFunctionCall(b, x.op, lt, rt) { return t }
        switch Operators.resolve(x.op, lt, rt, at: tree.range(b)) {
        case .success(var id):
            // A range in Swift code may have any finite bounds (`0.0...1.0`).
            if case .swift = place, x.op == .halfOpen || x.op == .closed { id = Operators.swiftRangeID(x.op) }
            // `/` of numbers in Swift code: IEEE's, by zero ±infinity (Operators.swiftDivision).
            if case .swift = place, x.op == .div, lt == .number, rt == .number { unit.res[b.index] = .binary(Operators.swiftDivisionID); return .number }
            unit.res[b.index] = lt == .number && rt == .number && Checker.isArithmetic(x.op) ? .arithmetic(x.op) : .binary(id)
            // `f == g` of two Floats: each rounded to a Float and compared as Floats, as Swift's
            // (a Float is held as a Double that may not be rounded yet).
            if case .swift = place, x.op == .eq || x.op == .ne, lt == .number, rt == .number,
               combined(numberKind(x.lhs), numberKind(x.rhs)).kind == .float { unit.res[b.index] = .floatArithmetic(x.op) }
            return Operators.all[Int(id)].result(lt, rt)
        case .failure(let d):
            report(d)
            unit.res[b.index] = .error
            return nil
        }
    }

    /// The type of `n`, of type `t`, when it is an implicit member that is a value of `other`
    /// (or of what an optional `other` holds) — `.zero` of a number, point, size, rect or
    /// insets, `.null` and `.infinite` of a rect, a static of a type held as an object, a
    /// static property of a struct or class of the file —, resolved to that value; nil otherwise.
    func zeroMember(_ n: NodeID, _ t: VType, of other: VType) -> VType? {
        guard case .symbol(let s) = t, tree.kind(n) == .implicitMember else { return nil }
        var want = other
        if case .optional(let w) = other { want = w }
        if case .structure(_, let k) = want { return structImplicitStatic(n, k) == want ? want : nil }
        // `vector == .zero`: a static of a type held as an object;
        // `n == .max`, `f < .greatestFiniteMagnitude`: a static of the number types.
        if let sm = staticsType(of: want)?.staticMember, let v = try? sm(s, tree.range(n)), v.vtype == want {
            unit.res[n.index] = .constant(unit.constant(v))
            return want
        }
        // UILayoutPriority is a Number here: its named values where a number is taken
        // (`.defaultHigh + 1`, `var p: UILayoutPriority = .defaultLow`).
        if want == .number, let p = LayoutPriorities.named[s] {
            unit.res[n.index] = .constant(unit.constant(.number(p)))
            return want
        }
        guard t.isZero(for: want.valueType) else { return nil }
        unit.res[n.index] = .constant(unit.constant(Value.symbol(s).zeroed(as: want.valueType)))
        return want
    }

    /// The type of `value` assigned to the view property numbered `id`: an implicit member of
    /// the property's type (`frame = .zero`, `layer.shadowOffset = .zero`, Swift's `CGRect.zero`
    /// and `CGSize.zero`) resolved to that value; else `t` as it is.
    func viewPropertyImplicitMember(_ id: Int32, _ value: NodeID, _ t: VType?) -> VType? {
        let p = ViewProperties.table.entries[Int(id)]
        // `autoresizingMask = flag ? [.flexibleWidth] : .flexibleHeight`: values of the option set the property reads back as.
        if t == Checker.optionLiteralType, Int(id) < ViewProperties.uiView.count, let wanted = ViewProperties.uiView[Int(id)].get?.type,
           case .optionSet = wanted, let ok = optionTernaryAccepts(wanted, at: tree.range(value), what: "'\(p.name)'") {
            return ok ? wanted : nil
        }
        // `accessibilityTraits = [UIAccessibility.Traits.button, .selected]`: the list is one value of the option set.
        if case .list(.optionSet?)? = t, Int(id) < ViewProperties.uiView.count, let wanted = ViewProperties.uiView[Int(id)].get?.type,
           case .optionSet(let tn) = wanted, let ok = optionSetAccepts(tn, .list(nil), at: tree.range(value)) {
            return ok ? wanted : nil
        }
        // `backgroundColor = .random()` of several extensions' `random()`: the property's type's
        // (its type as it reads back where it is checked by its value).
        if let t, case .symbol = t, tree.kind(value) == .call,
           let wanted = p.type.map(VType.init) ?? (Int(id) < ViewProperties.uiView.count ? ViewProperties.uiView[Int(id)].get?.type : nil),
           let made = resolveImplicitCall(value, as: wanted) { return made }
        // `label.font = .title` of an app's `extension UIFont { static let title = … }` (CGFloat's
        // extension may have a `title` too): the static of the property's type, as Swift finds it.
        if let t, case .symbol = t, tree.kind(value) == .implicitMember,
           let wanted = p.type.map(VType.init) ?? (Int(id) < ViewProperties.uiView.count ? ViewProperties.uiView[Int(id)].get?.type : nil),
           let made = extensionImplicitStatic(value, of: wanted.valueType), made.valueType == wanted.valueType { return made }
        // `layer.fillColor = .none`: Optional's own case, nil, where the property takes nil and
        // has no case of that name (a text layer's `truncationMode = .none` is its own).
        if case .symbol("none")? = t, tree.kind(value) == .implicitMember, !p.cases.contains("none"),
           p.check(.symbol("none"), at: tree.range(value)) != nil, p.check(.optional(.void), at: tree.range(value)) == nil {
            unit.res[value.index] = .constant(unit.constant(.void))
            return .optional(.void)
        }
        guard let t, let want = p.type, t.valueType != want else { return t }
        return zeroMember(value, t, of: VType(want)) ?? t
    }

    /// The built-in type whose static members an implicit member of type `t` may name: the
    /// number types' for a number, a type held as an object's own (CGVector); nil otherwise.
    func staticsType(of t: VType) -> BuiltinType? {
        if t == .number { return registry.staticTypes["CGFloat"] }
        if case .object(let vt) = t { return registry.staticTypes[vt.rawValue] }
        return nil
    }

    /// A list literal at `r` holding implicit members where a list of struct `k` of the file
    /// is wanted (`let all: [Vec] = [.one, .zero]`): each is the struct's static (true), or the
    /// first it has not is Swift's error (false); nil when the literal is not such a list.
    func structMemberList(at r: SourceRange, of k: Int32) -> Bool? {
        guard let n = implicitLists[r.lower], tree.range(n) == r else { return nil }
        let want = VType.structure(unit.structs[Int(k)].name, k)
        for item in tree.listItems(n) where tree.kind(item) == .implicitMember {
            guard structImplicitStatic(item, k) == want else {
                error("type '\(unit.structs[Int(k)].name)' has no member '\(names[tree.nameOf(item)])'", tree.range(item))
                return false
            }
        }
        return true
    }

    /// `.make(…)` where exactly one struct or class of the file has a static function of that
    /// name returning its own type: a call of it; nil otherwise.
    func structImplicitStaticCall(_ n: NodeID) -> VType?? {
        guard !unit.structs.isEmpty else { return nil }
        let name = tree.nameOf(tree.callCallee(n))
        var found: [Int32] = []
        for k in unit.structs.indices {
            checkStruct(Int32(k))
            guard case .function(let f)? = unit.structs[k].statics[name],
                  case .structure(_, let rk) = unit.functions[Int(f)].result, rk == Int32(k) else { continue }
            found.append(f)
        }
        guard found.count == 1 else { return nil }
        return .some(userCall(n, found[0], hopsFrom: fnLevel))
    }

    /// The value types whose implicit members are their statics, by their Swift names.
    static let geometryTypeNames: [ValueType: String] = [.point: "CGPoint", .size: "CGSize", .rect: "CGRect", .insets: "UIEdgeInsets",
                                                         .transform: "CGAffineTransform"]

    /// `.shared` where a struct or class `k` of the file is wanted: its static property of
    /// that name, as Swift finds an implicit member by the type the context expects. Nil
    /// when it has none.
    func structImplicitStatic(_ n: NodeID, _ k: Int32) -> VType? {
        checkStruct(k)
        guard let b = unit.structs[Int(k)].statics[tree.nameOf(n)] else { return nil }
        return implicitStaticValue(n, b)
    }

    /// `a ?? b` (a's value unwrapped, or b), and `x == nil` / `x != nil`: Swift's operators on
    /// optionals, run as `.logic` (the right side is evaluated only when needed). Nil if `op`
    /// is another operation.
    func optionalOperation(_ b: NodeID, _ op: Operator, _ lt: VType?, _ rt: VType?) -> VType?? {
        let x = tree.binary(b)
        if op == .coalesce {
            unit.res[b.index] = .logic
            guard let lt else { return .some(rt) }
            guard case .optional(let inner) = lt else { return .some(lt) }   // Swift warns; the value is the left one
            optionalCoalesces.insert(b.raw)
            if case .void = inner { return .some(rt) }
            if let rt, case .optional(let ri) = rt { return .some(accepts(inner, ri, at: tree.range(x.rhs), what: "the value after '??'") ? rt : nil) }
            return .some(accepts(inner, rt, at: tree.range(x.rhs), what: "the value after '??'") ? inner : nil)
        }
        guard op == .eq || op == .ne else { return nil }
        var isOptional = false
        if case .optional? = lt { isOptional = true }
        if case .optional? = rt { isOptional = true }
        guard isOptional else { return nil }
        unit.res[b.index] = .logic
        // `f == g` of a Float and a `Float?`: compared as Floats where neither is nil.
        if case .swift = place, lt == .number || lt == .optional(.number), rt == .number || rt == .optional(.number),
           combined(numberKind(x.lhs), numberKind(x.rhs)).kind == .float { unit.res[b.index] = .floatArithmetic(op) }
        return .some(.bool)
    }

    /// `[.font: f, .kern: 2]`: text attributes, each key one of NSAttributedString.Key's this
    /// language has and each value of that key's type. Other dictionaries are outside the
    /// language.
    func attributeDictionary(_ n: NodeID) -> VType? {
        let items = tree.listItems(n)
        var ok = true
        var seen = Set<String>()
        for k in stride(from: 0, to: items.count - 1, by: 2) {
            let kn = items[k], vn = items[k + 1]
            let vt = expr(vn)
            guard let key = attributeKeyName(kn) else {
                error("a dictionary's keys are text attributes such as .font or .foregroundColor; other dictionaries are outside the language", tree.range(kn))
                ok = false; continue
            }
            do { try AttributedStrings.checkKey(key, tree.range(kn)) } catch let d as Diagnostic { report(d); ok = false; continue } catch {}
            if seen.contains(key) { error("the attribute '.\(key)' is given twice", tree.range(kn)); ok = false }
            seen.insert(key)
            let want = AttributedStrings.valueType(key)
            guard var vt else { continue }
            // `.font: UIFont(name: "Georgia", size: 12)`: an optional, which Swift boxes as `Any`
            // and UIKit receives as the value it holds (nil as NSNull: an error where it runs).
            if case .optional(let w) = vt, w.valueType == want { vt = w }
            let fine = vt.valueType == want || (want == .number && vt.valueType == .symbol && (key == "underlineStyle" || key == "strikethroughStyle"))
            if !fine {
                error("'.\(key)' is \(article(want)), not \(article(vt.valueType))", tree.range(vn))
                ok = false
            }
        }
        unit.res[n.index] = ok ? .none : .error
        return ok ? .attributes : nil
    }

    /// The attribute a dictionary key names: `.font` or `NSAttributedString.Key.font`.
    func attributeKeyName(_ k: NodeID) -> String? {
        switch tree.kind(k) {
        case .implicitMember:
            unit.res[k.index] = .none
            return names[tree.nameOf(k)]
        case .member:
            let m = tree.member(k)
            // Swift 4's `NSAttributedStringKey.font`.
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "NSAttributedStringKey", lookup(tree.nameOf(m.base)) == nil {
                unit.res[k.index] = .none
                return names[m.name]
            }
            guard tree.kind(m.base) == .member else { return nil }
            let inner = tree.member(m.base)
            guard tree.kind(inner.base) == .identifier, names[tree.nameOf(inner.base)] == "NSAttributedString", names[inner.name] == "Key" else { return nil }
            unit.res[k.index] = .none
            return names[m.name]
        default: return nil
        }
    }

    func member(_ n: NodeID) -> VType? {
        let m = tree.member(n)
        let name = names[m.name]
        // `NSUnderlineStyle.single.rawValue`: the style's raw value.
        // `CAShapeLayerLineCap.butt.rawValue`: the string Core Animation names the case by.
        if name == "rawValue", let type = tree.qualifiedCaseType(m.base), CoreAnimationStrings.cases[names[type]] != nil {
            guard let raw = CoreAnimationStrings.rawValue(names[type], names[tree.nameOf(m.base)]) else {
                let all = CoreAnimationStrings.cases[names[type]]!.map { "." + $0.name }.joined(separator: ", ")
                error("'\(names[type])' has no case '\(names[tree.nameOf(m.base)])' (its cases are \(all))", tree.range(m.base))
                unit.res[n.index] = .error; return nil
            }
            unit.res[m.base.index] = .none
            unit.res[n.index] = .constant(unit.constant(.string(raw)))
            return .string
        }
        if name == "rawValue", tree.kind(m.base) == .member {
            let inner = tree.member(m.base)
            if tree.kind(inner.base) == .identifier, names[tree.nameOf(inner.base)] == "NSUnderlineStyle" {
                guard case .symbol(let s)? = expr(m.base), let u = UnderlineStyle.allCases.first(where: { $0.name == s }) else {
                    unit.res[n.index] = .error; return nil
                }
                unit.res[n.index] = .constant(unit.constant(.number(Double(u.rawValue))))
                propertyKinds[n.raw] = .int   // NSUnderlineStyle's raw values are Ints
                return .number
            }
        }
        if let t = screenMember(n, m.base, name, m.nameRange) { return t }
        if tree.kind(m.base) == .identifier || nestedType(m.base) != nil,
           let t = swiftMember(n, m.base, m.name, m.nameRange) { return t.type }
        if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
           let t = extensionStatic(n, names[tree.nameOf(m.base)], m.name, m.nameRange) {
            unit.res[m.base.index] = .none
            return t
        }
        // `Float.ulpOfOne`, `UInt32.max`: a number type's constant that is the type's own.
        if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
           let x = Builtins.numberTypeConstant(names[tree.nameOf(m.base)], name) {
            unit.res[n.index] = .constant(unit.constant(.number(x)))
            return .number
        }
        // `Rect.zero`, `Color.red`, `Font.body`: written on a type's name.
        if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
           let bt = registry.staticTypes[names[tree.nameOf(m.base)]], let sm = bt.staticMember {
            do {
                let v = try sm(name, m.nameRange)
                unit.res[n.index] = .constant(unit.constant(v))
                return v.vtype
            } catch let d as Diagnostic {
                report(d)
            } catch {}
            unit.res[n.index] = .error
            return nil
        }
        if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil, unit.isSystemClass(names[tree.nameOf(m.base)]) {
            if names[tree.nameOf(m.base)] == "UIAccessibility", SystemObject.accessibilitySettings.contains(name) {
                unit.res[m.base.index] = .none
                unit.res[n.index] = .constant(unit.constant(.bool(false)))
                return .bool
            }
            return systemObjectUse(n)   // `NotificationCenter.default`, `RunLoop.main`
        }
        if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "UIView", lookup(tree.nameOf(m.base)) == nil, let x = Builtins.viewConstants[name] {
            unit.res[m.base.index] = .none
            unit.res[n.index] = .constant(unit.constant(.number(x)))
            return .number
        }
        guard let bt = expr(m.base) else { unit.res[n.index] = .dynamic; return nil }
        if bt == .object(.systemObject), rootTypeName(m.base) == "UIDevice", let v = SystemObject.deviceValues[name] {
            unit.res[n.index] = .constant(unit.constant(v))
            return v.vtype
        }
        if bt == .object(.systemObject) || bt == .optional(.object(.systemObject)) {
            if recognizerOwnMember(name, m.nameRange) { unit.res[n.index] = .error; return nil }
            return systemObjectUse(n)
        }
        if case .view(let vk) = bt, let p = protocolInfo(vk), let t = requirementProperty(n, p, name) { return t }
        if case .view(let vk) = bt, let t = instanceProperty(n, vk, name) { return t }
        // A window's screen (Builtins/Screen.swift): UIWindow's member, not every view's.
        if case .view(let vk) = bt, name == "screen", vk != "UIWindow" {
            error("\(vk) has no member 'screen' (a UIWindow has: window?.screen)", m.nameRange)
            unit.res[n.index] = .error
            return nil
        }
        if case .view(let vk) = bt, let t = frameworkExtensionCall(n, vk, m.name) { return t }
        if let t = extensionGetter(n, bt, m.name) { return t }
        if case .structure(_, let k) = bt { return structMember(n, k, m.name, m.nameRange) }
        if case .tuple(let ts, let ls) = bt { return tupleMember(n, ts, ls, name, m.nameRange) }
        if isPatternValue(m.base) { unit.res[n.index] = .error; return nil }   // reported at the value
        // A member the enum declares comes first: an enum without a raw type may declare its
        // own `var rawValue` (a computed property, as any other name), which Swift reads.
        if case .enumeration(let e) = bt, let t = enumInstanceMember(n, e, m.name, isCall: false, m.nameRange) { return t }
        if case .enumeration(let e) = bt, name == "rawValue" {
            guard let k = unit.enums.firstIndex(where: { $0.name == e }), let raws = unit.enums[k].raw else {
                error("'\(e)' has no raw values: declare it 'enum \(e.split(separator: ".").last ?? ""): Int' or ': String'", m.nameRange)
                unit.res[n.index] = .error
                return nil
            }
            unit.res[n.index] = .rawValue(Int32(k))
            return raws.first?.vtype
        }
        if case .optional = bt {
            error("this optional must be unwrapped first: 'guard let name = … else { return }'", tree.range(m.base))
            unit.res[n.index] = .error
            return nil
        }
        if bt == Checker.optionLiteralType {
            error("the type of this '?:' of options is not known: declare it ('let x: UIRectCorner = …')", tree.range(m.base))
            unit.res[n.index] = .error
            return nil
        }
        if registry.memberIndex[bt.valueType]?[name] == nil, let t = boundMethodValue(n, bt, name) { return t }
        switch Checker.resolveMember(bt, name, m.nameRange) {
        case .success(let id):
            unit.res[n.index] = .member(id)
            // An option set's raw value is an unsigned integer (or NSStringDrawingOptions' Int).
            if case .optionSet = bt, name == "rawValue" { propertyKinds[n.raw] = .int }
            return registry.members[Int(id)].result(bt)
        case .failure(let d):
            report(d)
            unit.res[n.index] = .error
            return nil
        }
    }

    /// The UIKit names a class's code names without `self.`, as Swift reads them: a view
    /// class's, UIView's members and methods (`Builtins.uiViewNames`; a UIControl subclass's,
    /// UIControl's `state` too: `Builtins.controlSelfNames`; a UIButton subclass's, UIButton's
    /// too: `Builtins.buttonSelfNames`); a CALayer subclass's,
    /// CALayer's methods (`Builtins.layerSelfNames`); none in a view controller's code (whose
    /// `view` is the view) or a namespace's.
    var implicitSelfNames: Set<String>? { currentClass.flatMap(selfNames(of:)) }

    /// The UIKit names class `c`'s code names without `self.` (implicitSelfNames).
    func selfNames(of c: Component) -> Set<String>? {
        guard let sw = c.swift, !sw.isViewController, !sw.isNamespace else { return nil }
        if sw.isLayer { return Builtins.layerSelfNames }
        return sw.superclass == "UIButton" ? Builtins.buttonSelfNames : sw.superclass == "UIControl" ? Builtins.controlSelfNames
            : sw.superclass == "UISlider" ? Builtins.sliderSelfNames
            : sw.isLabel ? Builtins.labelSelfNames : inheritsFromUIKit(c.name, "UIStackView") ? Builtins.stackSelfNames
            : inheritsFromUIKit(c.name, "UIScrollView") ? Builtins.scrollSelfNames
            : inheritsFromUIKit(c.name, "UITabBar") ? Builtins.tabBarSelfNames : Builtins.uiViewNames
    }

    /// CALayer's `presentation()` and `model()` give a layer of the receiver's own class
    /// (`Self?` and `Self`), so that its class's members read on them.
    func layerSelfResult(_ receiver: VType, _ name: String) -> VType? {
        guard case .view = receiver else { return nil }
        switch name {
        case "presentation": return .optional(receiver)
        case "model": return receiver
        default: return nil
        }
    }

    /// Whether such names are `self`'s here: in instance code, not where there is no instance
    /// yet (a static member, a stored property's initializer).
    var implicitSelfIsView: Bool {
        implicitSelfNames != nil && !staticContext && propertyInitializer == nil
    }

    /// Reports a name of `implicitSelfNames` used where the class has no instance yet, as
    /// Swift does; false elsewhere.
    func implicitSelfUnavailable(_ name: String, _ r: SourceRange) -> Bool {
        guard let c = currentClass, implicitSelfNames?.contains(name) == true else { return false }
        return !instanceAvailable(name, c.name, r)
    }

    /// Whether member `id` is one of a view's that UIKit declares implicitly unwrapped and
    /// that is never nil (`Builtins.unwrappedMembers`).
    func isUnwrappedViewMember(_ id: Int32) -> Bool {
        Builtins.unwrappedMembers.contains { registry.memberIndex[.view]?[$0] == id }
    }

    /// Whether the checked expression `n` is such a member (`tintColor`, `label.font`), or a
    /// choice of which one branch is (`(on ? c : tintColor)`, whose type Swift makes optional).
    func isUnwrappedValue(_ n: NodeID) -> Bool {
        switch unit.res[n.index] {
        case .member(let id), .selfMember(let id): if isUnwrappedViewMember(id) { return true }
        case .ambient(let k): if Builtins.unwrappedMembers.contains(Ambients.table[Int(k)].name) { return true }
        default: break
        }
        guard tree.kind(n) == .ternary else { return false }
        let t = tree.ternary(n)
        return isUnwrappedValue(t.then) || isUnwrappedValue(t.else)
    }

    /// `name` read without `self.` in a view class's code, when views have that member
    /// (`leadingAnchor`, `safeAreaLayoutGuide`): `self.name`.
    func implicitSelfMember(_ n: NodeID, _ name: String) -> VType? {
        guard implicitSelfIsView, let c = currentClass, implicitSelfNames?.contains(name) == true,
              let id = registry.memberIndex[.view]?[name] else { return nil }
        unit.res[n.index] = .selfMember(id)
        return registry.members[Int(id)].result(.view(c.name))
    }

    /// `name(…)` called without `self.` in a view or layer class's code, when views (or
    /// layers) have that method (`addSubview(v)`, `setNeedsDisplay()`): `self.name(…)`.
    /// `layoutSubviews()` or `self.layoutSubviews()` (`awakeFromNib()`, …) called by the class's
    /// own code where the class overrides that method: the override, run then, as Swift calls
    /// any method (UIKit still calls it at its own time too). Nil where the class has no
    /// override of that name.
    func ownSetupMethodCall(_ n: NodeID, _ name: String) -> VType? {
        guard name != "init", tree.callArgCount(n) == 0, let sw = currentClass?.swift,
              let k = sw.setup.first(where: { unit.functions[Int($0)].name == name && unit.functions[Int($0)].params.isEmpty }) else { return nil }
        return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
    }

    func implicitSelfMethodCall(_ n: NodeID, _ name: String, _ nr: SourceRange) -> VType?? {
        guard implicitSelfIsView, implicitSelfNames?.contains(name) == true, let forms = registry.methods[.view]?[name] else { return nil }
        switch bind(n, forms, { registry.methodForm($0).signature }, name: name) {
        case .bound(let f, let mask):
            unit.res[n.index] = .selfMethod(form: f, defaults: mask)
            return .some(currentClass.flatMap { layerSelfResult(.view($0.name), name) } ?? registry.methodForm(f).result)
        case .unknown:
            // Bound when its arguments' types are known (Runner.dynamicCall).
            unit.res[n.index] = .dynamic
        case .failed: break
        }
        return .some(nil)
    }

    /// The error for a subscript of a value of type `t`, which is no list, string or dictionary:
    /// text attributes (a `[String: Any]` is read as them, Swift 3's keys) are said as such, as
    /// a dictionary of 'Any' values viewc does not hold, not as another type's.
    func notSubscriptable(_ t: VType, _ r: SourceRange) {
        guard t == .attributes else { error("only a List can be subscripted, not \(article(t))", r); return }
        error("a subscript of text attributes ('[NSAttributedString.Key: Any]', as a '[String: Any]' is read) is outside the supported Swift subset (docs/language.md §13), as are dictionaries of 'Any' values other than text attributes: write the attributes whole, as a literal", r)
    }

    /// The member `name` of a value of type `t`, or the error that says why not.
    static func resolveMember(_ t: VType, _ name: String, _ nr: SourceRange) -> Result<Int32, Diagnostic> {
        let registry = Registry.shared
        if let id = registry.memberIndex[t.valueType]?[name] { return .success(id) }
        if registry.methodNames[t.valueType]?.contains(name) == true {
            return .failure(.error("'\(name)' is a method of \(t.valueType.rawValue); call it with '(…)'", at: nr))
        }
        let (hint, fix) = didYouMean(name, registry.memberNames[t.valueType] ?? [], at: nr)
        return .failure(.error("\(t.name) has no member '\(name)'\(hint)", at: nr, fixIts: fix))
    }

    /// The method of the class kept beside a property of its name (SwiftClass.methodsBeside)
    /// that the call `n` calls: one its labels fit, or any when a property cannot be called so.
    /// Called bare (`bare`), a local of the name (a nested function, a variable) hides it, as
    /// any member.
    func methodBeside(_ n: NodeID, _ name: Name, whateverTheLabels: Bool = false, bare: Bool = false) -> Int32? {
        guard let k = currentClass?.swift?.methodsBeside[name] else { return nil }
        if bare { switch lookup(name) {
        case .swift(let level, _, _, _)? where level > 0: return nil
        case .function(let j)?, .getter(let j)?: if unit.functions[Int(j)].level > 0 { return nil }
        default: break
        } }
        return whateverTheLabels || (overloads[k] ?? [k]).contains(where: { labelsFit(n, unit.functions[Int($0)]) }) ? k : nil
    }

    /// `self.handler(…)`, `Type.handler(…)`: a stored property of a function type (an
    /// instance's, or a static one of a class or struct) called; `self.calc?(2)` is nil when the
    /// property is (nothing runs), else the call's value. Nil when `b` is no such property.
    func storedFunctionCall(_ n: NodeID, _ callee: NodeID, _ b: Binding?, _ nr: SourceRange) -> VType?? {
        guard case .swift(_, _, let t?, _)? = b, isFunctionType(t) else { return nil }
        if tree.nodes[callee.index].flags & SyntaxTree.optionalMethodFlag != 0, case .optional(let inner)? = expr(callee) {
            guard let r = callValue(n, inner, nr) else { return .some(nil) }
            return r == .void ? .void : .optional(r)
        }
        return .some(callValue(n, expr(callee), nr))
    }

    func call(_ n: NodeID, _ r: SourceRange) -> VType? {
        let callee = tree.callCallee(n)
        unit.res[n.index] = .error
        let savedPointers = pointerArguments
        // (`path.copy(using: &t)`, `CGPath(rect: r, transform: &t)`: CGPath's transform is a
        // pointer to one, `&t` its value.)
        pointerArguments = tree.kind(callee) == .identifier && (info(tree.nameOf(callee)).isCGPattern || names[tree.nameOf(callee)] == "CGPath" && lookup(tree.nameOf(callee)) == nil)
            || tree.kind(callee) == .member && names[tree.member(callee).name] == "copy" && tree.callArgCount(n) == 1 && tree.callArgLabel(n, 0).map { names[$0] } == "using"
        defer { pointerArguments = savedPointers }
        switch tree.kind(callee) {
        case .identifier:
            let nameID = tree.nameOf(callee)
            let ni = info(nameID)
            let name = ni.text
            let nr = tree.range(callee)
            let binding = lookup(nameID) ?? staticExtensionMember(nameID)
            // `brand(alpha:)` in an extension's static code where a static property is `brand` too.
            if let info = staticExtension, let k = info.staticMethods[nameID], binding?.isFunction != true {
                return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
            }
            // A method beside a stored closure of its name (`func changed(completion:)` beside
            // `var changed: Handler?`): a call its labels fit is the method's.
            if binding != nil, let k = methodBeside(n, nameID, bare: true) { return userCall(n, k, hopsFrom: unit.functions[Int(k)].level) }
            if case .swift(_, _, let t?, _)? = binding, isFunctionType(t) { return callValue(n, expr(callee), nr) }
            // `path { … }` in Swift code: a .view block written where Swift is.
            if binding == nil, ni.blockKind != nil, tree.callArgCount(n) == 1,
               tree.callArgLabel(n, 0).map({ names[$0] }) == SyntaxTree.trailingLabel {
                error("'\(name) { … }' is .view syntax; in Swift code draw with UIBezierPath and the context", nr)
                return nil
            }
            if binding == nil, ni.isSystemClass {
                if SystemObject.senderControls.contains(name) {
                    error("a \(name) made in code is outside the supported Swift subset: viewc draws no \(name) (an action's sender may be typed so) (docs/language.md §13)", nr)
                    return nil
                }
                return systemObjectUse(n)
            }
            if binding == nil, ni.callee == .print, tree.callArgCount(n) == 1 {
                // Joined into one text by the lowering (SwiftLowering.printCall).
                if let t = expr(tree.callArgValue(n, 0)), t != .string { error("print's text is a String, not \(article(t))", tree.range(tree.callArgValue(n, 0))) }
                unit.res[n.index] = .printNote
                return .void
            }
            if binding == nil, ni.isConsoleFunction { _ = systemObjectUse(n); return .void }
            if binding == nil, ni.callee == .string, let t = swiftStringCall(n, r) { return t }
            // `NSString(format: "%.0f", value)`: String(format:)'s text, as NSString is the String.
            if binding == nil, ni.callee == .nsString, tree.callArgCount(n) > 0, tree.callArgLabel(n, 0).map({ names[$0] }) == "format",
               let t = swiftStringCall(n, r) { return t }
            if binding == nil, let kind = ni.gesture {
                return makeRecognizer(n, kind, nr)
            }
            if binding == nil, let t = extensionInit(n, name) { return t }
            if binding == nil, let t = frameworkExtensionInit(n, name, r) { return t }
            if let forms = ni.functions, binding == nil, ni.component == nil {
                switch ni.callee {
                case .dictionary: return dictionaryInit(n, forms)
                case .array, .set: return arrayInit(n, forms, name)
                case .zip: return zipCall(n, forms)
                default:
                    // `UIFont(name:size:)` is failable in Swift (`init?(name:size:)`): an
                    // optional there, nil for a font that is neither installed, beside the
                    // file, nor iOS's (Fonts.namedOrNil); iOS's missing ones are substituted.
                    if case .swift = place, name == "UIFont", tree.callArgCount(n) > 0, tree.callArgLabel(n, 0).map({ names[$0] }) == "name",
                       let failable = registry.functions["UIFont?"] {
                        return function(n, failable, name).map { _ in .optional(.font) }
                    }
                    return function(n, forms, name)
                }
            }
            if case .structType(let k)? = binding { return makeStruct(n, k, nr) }
            if let b = binding, case .function(let k) = b {
                // The file's functions overload the built-in ones of their name, as a module's
                // do the functions it imports: a call whose labels none of the file's takes
                // is the built-in's (`hypot(a, b)` beside the file's `hypot(x1:x2:)`).
                if let forms = ni.functions, ni.component == nil, !(overloads[k] ?? [k]).contains(where: { labelsFit(n, unit.functions[Int($0)]) }) {
                    return function(n, forms, name)
                }
                guard memberUsable(b, name, nr) else { typeArgs(ofCall: n); return nil }
                if immutableSelf, let sk = currentStruct, unit.structs[Int(sk)].mutating.contains(k) {
                    typeArgs(ofCall: n)
                    error("cannot use mutating member on immutable value: 'self' is immutable (mark the method 'mutating')", nr)
                    return nil
                }
                return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
            }
            if case .enumType(let k)? = binding { return enumFromRawValue(n, k, nr) }
            if binding == nil, let t = ownSetupMethodCall(n, name) { return t }
            if binding == nil, let t = implicitSelfMethodCall(n, name, nr) { return t }
            if binding == nil, implicitSelfUnavailable(name, nr) { typeArgs(ofCall: n); return nil }
            if binding != nil, let k = methodBeside(n, nameID, whateverTheLabels: true, bare: true) { return userCall(n, k, hopsFrom: unit.functions[Int(k)].level) }
            if binding == nil, name == "type", let t = typeOfCall(n, nr) { return t }
            typeArgs(ofCall: n)
            if binding != nil {
                error("'\(name)' is a value, not a function", nr); return nil
            }
            if let c = unit.visible[nameID] {
                if currentClass != nil || { if case .swift = place { return true }; return false }() {
                    // In a class's code (or the file's Swift: a global, a free function) an
                    // instance is a value, placed by addSubview(_:).
                    let ok = instance(c, at: n, args: tree.call(n).args, trailing: [NodeID](), range: r, report: true)
                    unit.res[n.index] = ok ? .instance(c.index) : .error
                    return ok ? .view(c.name) : nil
                }
                error("the component '\(name)' is a view, not a value; write it on its own line inside a view", nr); return nil
            }
            if registry.pathCommands[name] != nil {
                error("'\(name)' is a path command; it belongs inside a 'path { … }' block, on its own line", nr); return nil
            }
            if let m = viewMethodMisplaced(name) { error(m, nr); return nil }
            let (hint, fix) = didYouMean(name, registry.functionNames + unit.visible.keys.map { names[$0] }, at: nr)
            error("unknown function '\(name)'\(hint)", nr, fixIts: fix)
            return nil
        case .member:
            let m = tree.member(callee)
            let name = names[m.name]
            if let t = runNowCall(n, m) { return t }
            if let t = imageRendererCall(n, m) { return t }
            if let t = layerNeedsDisplayCall(n) { return t }
            if let root = rootTypeName(m.base), unit.isSystemClass(root) { return absentDefault(n, name) ?? systemObjectUse(n) }
            let onSelf = tree.kind(m.base) == .identifier && names[tree.nameOf(m.base)] == "self" && lookup(tree.nameOf(m.base)) == nil && currentClass != nil
            if onSelf, let k = methodBeside(n, m.name) { unit.res[m.base.index] = .none; return userCall(n, k, hopsFrom: 0) }
            // self.handler(…): a stored property of a function type.
            if onSelf, let t = storedFunctionCall(n, callee, classBinding(m.name), m.nameRange) { return t }
            // super.init(…) and super.method(…) in a class that is not a view, whose base is.
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               let t = superCall(n, (m.base, m.name, m.nameRange)) { return t }
            // super.method(…) in a class whose base, a class of the file, has that method.
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               let k = superMethod(n) {
                unit.res[m.base.index] = .none
                let t = userCall(n, k, hopsFrom: 0)
                if case .userCall(let i) = unit.res[n.index] { unit.calls[Int(i)].direct = true }
                return t
            }
            // self.f(…) in a static method of an extension of a built-in type (`class func` of
            // `extension UIBezierPath`): `self` is the type, `f` its static method.
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil,
               let info = staticExtension, let k = info.staticFunction(m.name) {
                unit.res[m.base.index] = .none
                return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
            }
            // self.method(…) in a struct's code: on the struct's own frame.
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil, let sk = currentStruct {
                unit.res[m.base.index] = .none
                if name == "init" { return delegatingInit(n, sk, m.nameRange) }
                // In a static method `self` is the type: `self.f(…)` is a static method.
                if staticContext, case .function(let k)? = unit.structs[Int(sk)].statics[m.name] {
                    return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
                }
                guard case .function(let k)? = unit.structs[Int(sk)].members[m.name] else {
                    typeArgs(ofCall: n)
                    error("value of type '\(unit.structs[Int(sk)].name)' has no method '\(name)'", m.nameRange)
                    return nil
                }
                if immutableSelf, unit.structs[Int(sk)].mutating.contains(k) {
                    typeArgs(ofCall: n)
                    error("cannot use mutating member on immutable value: 'self' is immutable (mark the method 'mutating')", m.nameRange)
                    return nil
                }
                return userCall(n, k, hopsFrom: 0)
            }
            // Outer.Inner(…): a nested struct's or class's init, a nested enum's init(rawValue:).
            switch nestedType(callee) {
            case .structType(let k)?: return makeStruct(n, k, m.nameRange)
            case .enumType(let k)?: return enumFromRawValue(n, k, m.nameRange)
            default: break
            }
            // Name.f(…): an enum's static method.
            if case .enumType(let ek)? = typeBinding(m.base) {
                unit.res[m.base.index] = .none
                return enumStaticCall(n, ek, m.name, m.nameRange)
            }
            // Name.f(…): a struct's static method.
            if case .structType(let sk)? = typeBinding(m.base) {
                checkStruct(sk)
                unit.res[m.base.index] = .none
                if let t = storedFunctionCall(n, callee, unit.structs[Int(sk)].statics[m.name], m.nameRange) { return t }
                guard case .function(let k)? = unit.structs[Int(sk)].statics[m.name] else {
                    typeArgs(ofCall: n)
                    if unit.structs[Int(sk)].members[m.name] != nil {
                        error("instance member '\(name)' cannot be used on type '\(unit.structs[Int(sk)].name)'", m.nameRange)
                    } else {
                        error("type '\(unit.structs[Int(sk)].name)' has no member '\(name)'", m.nameRange)
                    }
                    return nil
                }
                return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
            }
            // Type.method(…), Self.method(…): a static method of one of the file's classes.
            if let c = staticBase(m.base) {
                unit.res[m.base.index] = .none
                guard let b = staticMember(c, m.name, m.nameRange) else { typeArgs(ofCall: n); return nil }
                if let t = storedFunctionCall(n, callee, b, m.nameRange) { return t }
                guard case .function(let k) = b else {
                    typeArgs(ofCall: n)
                    error("'\(c.name).\(name)' is not a method; drop the '(…)'", m.nameRange)
                    return nil
                }
                return userCall(n, k, hopsFrom: unit.functions[Int(k)].level)
            }
            // self.method(…)
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil, currentClass != nil,
               let t = ownSetupMethodCall(n, name) {
                unit.res[m.base.index] = .none
                return t
            }
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil, currentClass != nil,
               registry.methods[.view]?[name] == nil || classBinding(m.name) != nil {
                if case .function(let k)? = classBinding(m.name) { return userCall(n, k, hopsFrom: 0) }
                if let k = methodBeside(n, m.name, whateverTheLabels: true) { return userCall(n, k, hopsFrom: 0) }
                // `self.convert(center, from: superview)`: UIView's convert(_:to:)/(_:from:), a
                // function of the view's body (Builtins/Convert.swift), called on `self` as bare.
                if Builtins.convert[name] != nil, let forms = registry.functions[name] {
                    unit.res[m.base.index] = .none
                    return function(n, forms, name)
                }
                typeArgs(ofCall: n)
                error("the class has no method '\(name)'", m.nameRange)
                return nil
            }
            // `UIView.userInterfaceLayoutDirection(for:)` is a static function of the registry's
            // (Kinds/Properties/SemanticContentAttribute.swift).
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "UIView", lookup(tree.nameOf(m.base)) == nil,
               registry.staticFunctions["UIView"]?[name] == nil {
                typeArgs(ofCall: n)
                error("'UIView.\(name)' (animation and class methods of UIView) is outside the supported Swift subset: a drawing is one still frame", tree.range(callee))
                return nil
            }
            if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
               let t = extensionStatic(n, names[tree.nameOf(m.base)], m.name, m.nameRange) {
                unit.res[m.base.index] = .none
                return t
            }
            if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil,
               let fns = registry.staticFunctions[names[tree.nameOf(m.base)]] {
                let type = names[tree.nameOf(m.base)]
                guard let forms = fns[name] else {
                    typeArgs(ofCall: n)
                    report(Fonts.unknownFunction(type, name, m.nameRange))
                    return nil
                }
                // A weight is a name: checked before the call is bound.
                for k in 0..<tree.callArgCount(n) where tree.callArgLabel(n, k).map({ names[$0] }) == "weight" {
                    if case .symbol(let s)? = expr(tree.callArgValue(n, k)), FontWeight(rawValue: s) == nil {
                        typeArgs(ofCall: n)
                        report(Fonts.unknownWeight(s, tree.range(tree.callArgValue(n, k))))
                        return nil
                    }
                    break
                }
                return function(n, forms, name)
            }
            // `UIImage.animatedImageNamed(…)`: a static function a built-in type has not here.
            if tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil, registry.functions[names[tree.nameOf(m.base)]] != nil {
                typeArgs(ofCall: n)
                error("'\(names[tree.nameOf(m.base)])' has no member '\(name)' here", m.nameRange)
                unit.res[n.index] = .error
                return nil
            }
            // super.sizeThatFits(…), super.textRect(…): UIKit's own, on the view itself
            // (Builtins.uikitOwnMethods).
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               let sw = currentClass?.swift, !sw.isLayer, !sw.isViewController, name != "textRect" || sw.isLabel,
               let forms = registry.methods[.view]?["super." + name] {
                unit.res[m.base.index] = .selfView
                switch bind(n, forms, { registry.methodForm($0).signature }, name: name) {
                case .bound(let f, let mask):
                    unit.res[n.index] = .method(form: f, defaults: mask)
                    return registry.methodForm(f).result
                case .unknown: unit.res[n.index] = .dynamic
                case .failed: break
                }
                return nil
            }
            guard let bt = expr(m.base) else { typeArgs(ofCall: n); unit.res[n.index] = .dynamic; return nil }
            // `x[r, c]`, `x[row: r]` (SwiftLowering.subscriptCall): only the file's structs and classes have such subscripts.
            if name == "subscript" || name == "$set subscript", !{ if case .structure = bt { return true }; return false }() {
                typeArgs(ofCall: n)
                error("\(article(bt)) has no subscript taking labels or several indices; those are the file's structs' and classes'", tree.range(n))
                return nil
            }
            if bt == .object(.systemObject) || bt == .optional(.object(.systemObject)) {
                if recognizerOwnMember(name, m.nameRange) { typeArgs(ofCall: n); unit.res[n.index] = .error; return nil }
                return absentDefault(n, name) ?? systemObjectUse(n)
            }
            if let t = storedClosureCall(n, callee, bt, m.name, m.nameRange) { return t }
            if case .optional(let inner) = bt, let t = optionalMapCall(n, inner, name, m.nameRange) { return t }
            if let t = dispatchedCall(n, m.base, bt, m.name, m.nameRange) { return t }
            if case .optionSet = bt, let t = optionSetCall(n, m.base, bt, name, m.nameRange) { return t }
            // A struct of the file that is an OptionSet: SetAlgebra's methods it does not declare itself.
            if case .structure(_, let k) = bt, unit.structs[Int(k)].members[m.name] == nil, isOptionStruct(k),
               let t = optionSetCall(n, m.base, bt, name, m.nameRange) { return t }
            if let t = listMethodCall(n, bt, name, m.nameRange) { return t }
            if let t = listMutationCall(n, m.base, bt, name, m.nameRange) { return t }
            if let t = dictionaryMutationCall(n, m.base, bt, name, m.nameRange) { return t }
            if let t = boolToggleCall(n, m.base, bt, name) { return t }
            if case .structure(_, let k) = bt { return structMethodCall(n, m.base, k, m.name, m.nameRange) }
            if case .view(let vk) = bt, let t = viewClassMethodCall(n, vk, m.name) { return t }
            if case .view(let vk) = bt, let t = frameworkExtensionCall(n, vk, m.name) { return t }
            if case .enumeration(let e) = bt, let t = enumInstanceMember(n, e, m.name, isCall: true, m.nameRange) { return t }
            if bt.valueType == .color, name == "getRed" || name == "getHue" { return colorComponentsCall(n, name, m.nameRange) }
            if let k = InoutMethod.find(bt.valueType, name) { return inoutMethodCall(n, k, m.nameRange) }
            // `rows.joined()` of a list of lists: one list of their elements.
            if case .list(.list(let inner)?) = bt, name == "joined", tree.callArgCount(n) == 0,
               let f = registry.methods[.list]?["joined"]?.first(where: { registry.methodForm($0).signature.params.isEmpty }) {
                unit.res[n.index] = .method(form: f, defaults: Res.Defaults(0))
                return .list(inner)
            }
            switch Checker.resolveMethod(bt, name, m.nameRange) {
            case .success(let forms):
                switch bind(n, forms, { registry.methodForm($0).signature }, name: name) {
                case .bound(let f, let mask):
                    unit.res[n.index] = .method(form: f, defaults: mask)
                    // `corners.contains(.topLeft)` of an Array of an option set: the literal is a value of it.
                    if case .list(.optionSet(let tn)?) = bt, tree.callArgCount(n) == 1, registry.methodForm(f).signature.params.first?.type == nil,
                       case let a = tree.callArgValue(n, 0), isOptionLiteral(a),
                       optionSetAccepts(tn, tree.kind(a) == .list ? .list(nil) : .symbol(names[tree.nameOf(a)]), at: tree.range(a)) == false {
                        unit.res[n.index] = .error
                        return nil
                    }
                    // `enumerated()` gives (offset, element) pairs; a list's other methods that
                    // give a list (`reversed()`, `prefix(2)`) give one of the list's own elements.
                    if case .list(let e) = bt, name == "enumerated" { return .list(e.map { .tuple([.number, $0], ["offset", "element"]) }) }
                    if case .list = bt, registry.methodForm(f).result == .list(nil) { return bt }
                    // NSString's range(of:) is an NSRange, never nil (Builtins/StringIndex.swift).
                    if bt == .string, name == "range", Builtins.isNSStringCast(tree, m.base) { return .range }
                    // An NSMutableArray's element and an NSMutableDictionary's value are Any: their
                    // type is known when they run (nil, an optional, for a key the dictionary lacks).
                    if bt.valueType == .objectArray || bt.valueType == .objectDictionary, name == "object" { return nil }
                    if let t = layerSelfResult(bt, name) { return t }
                    return registry.methodForm(f).result
                case .unknown: unit.res[n.index] = .dynamic
                case .failed: break
                }
                return nil
            case .failure(let d):
                typeArgs(ofCall: n)
                report(d)
                return nil
            }
        case .closure where tree.callArgCount(n) > 0:
            // `{ t in … }(x)`: the parameters take the arguments' types, as Swift infers them.
            return calledClosure(n, callee)
        case .closure, .call, .subscripted, .unary:
            // `{ … }()`, `makeHandler()(x)`, `handlers[0](x)`, `handler!(x)`.
            return callValue(n, expr(callee), tree.range(callee))
        case .implicitMember:
            if names[tree.nameOf(callee)] == "init", let found = extensionImplicitInit(n) { return found }
            if names[tree.nameOf(callee)] == "init", let forms = implicitInitForms(n) { return function(n, forms, "init") }
            // `label.font = .systemFont(ofSize: 14)`: UIFont's static functions, whose names no
            // enum of the file gives a case.
            let member = names[tree.nameOf(callee)]
            if let forms = registry.staticFunctions["UIFont"]?[member], !unit.enums.contains(where: { $0.associated[member] != nil }) {
                return function(n, forms, member)
            }
            // `UIColor(red: .random(in: 0...1), …)`: the floating types' random(in:), as the
            // CGFloat parameters it is written for take it.
            if member == "random", tree.callArgCount(n) == 1, let forms = registry.staticFunctions["CGFloat"]?[member],
               !unit.enums.contains(where: { $0.associated[member] != nil }) {
                return function(n, forms, member)
            }
            // `return .stashGray(56)` where a UIColor is wanted: a static function of one of the
            // file's extensions of a built-in type (Swift finds it by the type the context
            // expects; the extensions' names decide here), whose name no enum gives a case.
            if let found = extensionImplicitStaticCall(n), !unit.enums.contains(where: { $0.associated[member] != nil }) { return found }
            // `let v: Vec = .make(2)`: a static function returning one of the file's structs or
            // classes, the one of that name the file's types declare.
            if let found = structImplicitStaticCall(n), !unit.enums.contains(where: { $0.associated[member] != nil }) { return found }
            return implicitEnumCaseCall(n, r)
        default:
            typeArgs(ofCall: n)
            error("this cannot be called", tree.range(callee))
            return nil
        }
    }

    /// `Array(xs)` and `Array(repeating: x, count: n)` (Builtins/List.swift): bound as a
    /// function is, and typed as a list of `xs`'s elements or of `x`'s type, which the forms'
    /// result (a list of any elements) cannot say.
    func arrayInit(_ n: NodeID, _ forms: [Int32], _ name: String = "Array") -> VType? {
        guard let start = typeArgs(n) else { unit.res[n.index] = .dynamic; return nil }
        let given = Array(argTypes[start...])
        dropArgTypes(from: start)
        for f in forms {
            let sig = registry.functionForm(f).signature
            argTypes.append(contentsOf: given)
            let mask = quickMatch(sig, n, start)
            dropArgTypes(from: start)
            guard let mask else { continue }
            unit.res[n.index] = .function(form: f, defaults: Res.Defaults(mask))
            let result = registry.functionForm(f).result
            guard result == .list(nil), let first = given.first else { return result }
            if case .list = first, tree.callArgLabel(n, 0) == nil { return first }
            return .list(first)
        }
        return function(n, forms, name)
    }

    /// `zip(xs, ys)`: a list of pairs, each of an element of each list.
    func zipCall(_ n: NodeID, _ forms: [Int32]) -> VType? {
        guard let start = typeArgs(n) else { unit.res[n.index] = .dynamic; return nil }
        let given = Array(argTypes[start...])
        dropArgTypes(from: start)
        guard given.count == 2, tree.callArgLabel(n, 0) == nil, tree.callArgLabel(n, 1) == nil,
              case .list(let a) = given[0], case .list(let b) = given[1], let f = forms.first else {
            error("zip takes two lists: 'zip(xs, ys)'" + (given.count == 2 ? ", not \(article(given[0])) and \(article(given[1]))" : ""), tree.range(n))
            unit.res[n.index] = .error
            return nil
        }
        unit.res[n.index] = .function(form: f, defaults: 0)
        guard let a, let b else { return .list(nil) }
        return .list(.tuple([a, b], [nil, nil]))
    }

    /// The value types whose initializer Swift code writes as `.init(…)` where one is wanted
    /// (`UIBezierPath(arcCenter: .init(x: 0, y: 0), …)`).
    static let implicitInitTypes = ["CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets", "CGAffineTransform", "UIColor"]

    /// `.init(labels…)`: the initializer of the one type above that has a form with exactly
    /// these argument labels — where such a value is wanted, the labels name its type (x:y:
    /// a point, width:height: a size). Nil when none or several do.
    func implicitInitForms(_ n: NodeID) -> [Int32]? {
        let labels = (0..<tree.callArgCount(n)).map { tree.callArgLabel(n, $0).map { names[$0] } }
        var found: [Int32]? = nil
        for type in Checker.implicitInitTypes {
            guard let forms = registry.functions[type] else { continue }
            let fits = forms.filter { registry.functionForm($0).signature.params.map(\.label) == labels }
            guard !fits.isEmpty else { continue }
            if found != nil { return nil }
            found = fits
        }
        return found
    }

    /// A built-in function call bound to one of its forms.
    func function(_ n: NodeID, _ forms: [Int32], _ name: String) -> VType? {
        switch bind(n, forms, { registry.functionForm($0).signature }, name: name) {
        case .bound(let f, let mask):
            unit.res[n.index] = .function(form: f, defaults: mask)
            return registry.functionForm(f).result
        case .unknown:
            unit.res[n.index] = .dynamic
            return nil
        case .failed:
            return nil
        }
    }

    /// The forms of the method `name` of a value of type `t`, or the error that says why not.
    static func resolveMethod(_ t: VType, _ name: String, _ nr: SourceRange) -> Result<[Int32], Diagnostic> {
        let registry = Registry.shared
        if let forms = registry.methods[t.valueType]?[name] { return .success(forms) }
        if registry.memberNames[t.valueType]?.contains(name) == true {
            return .failure(.error("'\(name)' is a property of \(t.valueType.rawValue), not a method; drop the '(…)'", at: nr))
        }
        let (hint, fix) = didYouMean(name, registry.methodNames[t.valueType] ?? [], at: nr)
        return .failure(.error("\(t.name) has no method '\(name)'\(hint)", at: nr, fixIts: fix))
    }
}
