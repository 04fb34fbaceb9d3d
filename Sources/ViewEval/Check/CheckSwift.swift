// The checker's half for the Swift subset: a UIView subclass as its author wrote it. A class is
// a component: its `@IBInspectable var`s are its parameters (UIControl's isSelected,
// isHighlighted and isEnabled too), its stored properties and the static lets of its structs
// are slots of the instance's frame, its computed properties and methods are functions with
// frames of their own (a nested function's frame links to its outer function's), and
// `draw(_:)` is its drawing. Every name, type, call and assignment is resolved here, before
// anything runs, with Swift's rules: labels in order, defaults, `let` constants, declared
// types, returns on every path, exhaustive switches.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A function of the Swift subset: a method, a nested function, a computed property's getter,
/// draw(_:) or an initializer.
final class UserFunction {
    let name: String
    let nameRange: SourceRange
    let node: NodeID
    /// Parameters: argument label (nil for `_`), name, slot, type, default.
    var params: [(label: String?, name: String, slot: Int32, type: VType?, defaultValue: NodeID?)] = []
    var result: VType = .void
    var frameSize = 0
    /// The level of the frame it is declared in (0: the instance's).
    let level: Int32
    let body: NodeList
    init(name: String, nameRange: SourceRange, node: NodeID, level: Int32, body: NodeList) {
        self.name = name; self.nameRange = nameRange; self.node = node; self.level = level; self.body = body
    }
    /// `name(label:_:)`, as Swift writes a function's full name.
    var signature: String { "\(name)(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

/// A call of a user function: which one, how many frames up the frame it is declared in is,
/// and for each parameter the argument that gives it (-1: its default).
struct UserCall {
    let function: Int32
    let hops: Int32
    let argForParam: [Int]
}

/// What an assignment changes.
enum AssignTarget {
    /// A variable (`hops` frames up), or a member of one (`eyeCenter.y`, `frame.origin.x`).
    case slot(hops: Int32, slot: Int32, members: [String])
    /// A view property of the view being set up (`backgroundColor = .clear`, `layer.cornerRadius`).
    case viewProperty(Int32, name: String)
    /// A UIBezierPath's stroke setting (`path.lineWidth = 3`): the member node's base is the path.
    case pathProperty(String)
    /// A gesture recognizer's setting (`tap.numberOfTapsRequired = 2`, `recognizer.scale = 1`):
    /// the member node's base is the recognizer.
    case recognizerSetting(String)
    /// A setting of an NSMutableParagraphStyle or NSShadow (`style.alignment = .center`).
    case objectProperty(String)
    /// A property of a view made in code (`label.text = …`, `badge.frame.origin.x = …`): the
    /// view is the target's base `depth` members down; `members` go into the property's value.
    case viewValue(property: Int32, members: [String], depth: Int)
    /// An @IBInspectable (or a component's parameter) of an instance made in code.
    case instanceParameter(String, depth: Int)
}

struct Assignment {
    let target: AssignTarget
    /// For `+=` and the rest: the operation (Operators.all), else -1.
    let operation: Int32
    /// The assigned variable's (or member's) type, for `.zero`.
    var type: ValueType? = nil
}

/// A declared enum: its cases and their raw values.
struct EnumInfo {
    let name: String
    let cases: [String]
    let raw: [Value]?
}

/// A Swift class, as checked: what runs when an instance is made.
final class SwiftClass {
    let superclass: String
    /// Static lets of its structs and its stored properties, in order (run into the instance's frame).
    var stored: [NodeID] = []
    /// init(frame:) (or init?(coder:)), awakeFromNib, prepareForInterfaceBuilder, layoutSubviews: run in that order.
    var setup: [Int32] = []
    /// draw(_:).
    var draw: Int32?
    init(superclass: String) { self.superclass = superclass }
}

/// The superclasses a class may have, and the control state each adds as inspectable Bools.
let swiftSuperclasses: [String: [(String, Bool)]] = [
    "UIView": [],
    "UIControl": [("isSelected", false), ("isHighlighted", false), ("isEnabled", true)],
    "UIButton": [("isSelected", false), ("isHighlighted", false), ("isEnabled", true)],
]

/// Functions UIKit calls on a view as it is made, in the order it calls them.
let setupFunctionNames = ["init", "awakeFromNib", "prepareForInterfaceBuilder", "layoutSubviews"]

extension Checker {
    // MARK: types

    /// The type written after ':' or '->'.
    func swiftType(_ n: NodeID) -> VType? {
        let t = tree.typeRef(n)
        let name = names[t.name]
        var base: VType?
        switch name {
        case "CGFloat", "Double", "Float", "Int", "NSInteger", "UInt", "Int32", "Int64", "TimeInterval": base = .number
        case "Bool": base = .bool
        case "String": base = .string
        case "CGPoint": base = .point
        case "CGSize": base = .size
        case "CGRect": base = .rect
        case "UIEdgeInsets": base = .insets
        case "UIColor", "CGColor": base = .color
        case "CGAffineTransform": base = .transform
        case "UIBezierPath", "CGPath", "CGMutablePath": base = .path
        case "CGContext": base = .context
        case "UIFont": base = .font
        case "CGGradient": base = .gradient
        case "CGColorSpace": base = .object(.colorSpace)
        case "UIImage", "CGImage": base = .object(.image)
        case "CGGradientDrawingOptions": base = .list(.symbol(""))
        case "CGBlendMode", "CGLineCap", "CGLineJoin": base = .symbol("")
        case "NSAttributedString", "NSMutableAttributedString": base = .object(.attributedString)
        case "[NSAttributedString.Key: Any]": base = .attributes
        case "NSParagraphStyle", "NSMutableParagraphStyle": base = .object(.paragraphStyle)
        case "NSShadow": base = .object(.textShadow)
        case "UIFontMetrics": base = .object(.fontMetrics)
        case "Void": base = .void
        case "NSCoder": base = .void   // init?(coder:)'s: nothing a drawing reads
        case "UIGestureRecognizer": base = .recognizer(name)
        case _ where GestureKind(rawValue: name) != nil: base = .recognizer(name)
        default:
            if case .enumType(let k)? = lookup(t.name) { base = .enumeration(unit.enums[Int(k)].name) }
        }
        guard var b = base else {
            if case .structType? = lookup(t.name) {
                error("a struct here holds static constants; values of type '\(name)' are outside the supported Swift subset", tree.range(n))
            } else {
                let known = ["CGFloat", "Double", "Int", "Bool", "String", "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "UIColor",
                             "CGAffineTransform", "UIBezierPath", "CGContext", "UIFont", "NSAttributedString", "NSMutableParagraphStyle", "NSShadow"]
                let (hint, fix) = didYouMean(name, known, at: tree.range(n))
                error("unknown type '\(name)'\(hint)", tree.range(n), fixIts: fix)
            }
            return nil
        }
        if t.array { b = .list(b) }
        if t.optional {
            // The optionals Core Graphics and UIKit's failable initialisers give.
            guard [.context, .gradient, .object(.colorSpace), .object(.image)].contains(b) else {
                error("optional values other than UIGraphicsGetCurrentContext()'s are outside the supported Swift subset (docs/language.md §13)", tree.range(n))
                return nil
            }
            b = .optional(b)
        }
        return b
    }

    /// The bridging casts drawing code writes, `x as T`, and the type of value each accepts:
    /// the cast changes nothing (`[a.cgColor, b.cgColor] as CFArray` is the array).
    static let bridgingCasts: [String: ValueType] = [
        "CFArray": .list, "NSArray": .list, "CFString": .string, "NSString": .string, "String": .string,
        "CGColor": .color, "CGPath": .path,
    ]

    /// The type of `x as T` (for a cast node): `x`'s own when `T` bridges it, else nil with the
    /// error at the type.
    func bridgingCast(_ t: VType?, to typeName: String, typeRange: SourceRange) -> VType? {
        guard let want = Checker.bridgingCasts[typeName] else {
            error("'as \(typeName)' is outside the supported Swift subset (docs/language.md §13)", typeRange)
            return nil
        }
        guard let t else { return nil }
        if t.valueType != want {
            error("\(article(t)) cannot be cast to '\(typeName)'", typeRange)
            return nil
        }
        return t
    }

    /// Whether a value of type `got` can be stored where `want` is declared; a symbol given
    /// for an enum must name one of its cases (reported here).
    func accepts(_ want: VType, _ got: VType?, at r: SourceRange, what: @autoclosure () -> String) -> Bool {
        guard let got else { return true }
        if got.isZero(for: want.valueType) { return true }
        if case .enumeration(let e) = want {
            if case .symbol(let s) = got {
                if let info = enumInfo(e), !info.cases.contains(s) {
                    let (hint, fix) = didYouMean(s, info.cases, at: r)
                    error("'\(e)' has no case '.\(s)'\(hint)", r, fixIts: fix)
                    return false
                }
                return true
            }
            if got == want { return true }
        } else if case .list(let we) = want, case .list(let ge) = got {
            if let we, let ge, we.valueType != ge.valueType {
                error("\(what()) is a list of \(we.name), not of \(ge.name)", r); return false
            }
            return true
        } else if got.valueType == want.valueType {
            if case .enumeration = got, case .symbol = want { return true }
            if case .enumeration = got, got != want { } else { return true }
        }
        error("\(what()) is \(article(want)), not \(article(got))", r)
        return false
    }

    // MARK: declarations

    /// Declares a slot for a Swift variable at the current function level.
    func declareSwift(_ name: Name, _ type: VType?, mutability: Int8) -> Int32 {
        let s = newSlot(name)
        declare(name, .swift(level: fnLevel, slot: s, type: type, mutability: mutability))
        return s
    }

    /// The resolution of a Swift slot read from the current level.
    func swiftSlotRes(_ level: Int32, _ slot: Int32) -> Res {
        level == fnLevel ? .local(slot) : .up(slot: slot, hops: UInt16(fnLevel - level))
    }

    /// The bounds of Swift's integer types that an enum's raw values may have.
    private static let integerRawTypes: [String: (min: Int64, max: UInt64)] = [
        "Int": (Int64.min, UInt64(Int64.max)), "NSInteger": (Int64.min, UInt64(Int64.max)), "Int64": (Int64.min, UInt64(Int64.max)),
        "Int32": (Int64(Int32.min), UInt64(Int32.max)), "UInt": (0, UInt64.max),
    ]

    /// A raw value of an enum whose raw type is an integer type is an integer literal that the
    /// type holds, as Swift requires: `case a = 1.5` (or `1e3`) cannot convert a Double, and a
    /// literal past the type's bounds overflows.
    func checkIntegerRaw(_ literal: NodeID, negated: Bool, rawType rt: NodeID, at whole: NodeID) {
        let typeName = names[tree.typeRef(rt).name]
        guard let bounds = Self.integerRawTypes[typeName], let text = tree.range(literal).file?.text(tree.range(literal)) else { return }
        let digits = String(text.filter { $0 != "_" })
        let lower = digits.lowercased()
        let radix = lower.hasPrefix("0x") ? 16 : lower.hasPrefix("0o") ? 8 : lower.hasPrefix("0b") ? 2 : 10
        let body = radix == 10 ? digits : String(digits.dropFirst(2))
        let isFloat = radix == 16 ? lower.contains("p") || lower.contains(".") : lower.contains(".") || lower.contains("e")
        let at = tree.range(whole)
        if isFloat { error("cannot convert value of type 'Double' to raw type '\(typeName)'", at); return }
        let shown = (negated ? "-" : "") + text
        guard let magnitude = UInt64(body, radix: radix) else {
            error("integer literal '\(shown)' overflows when stored into '\(typeName)'", at); return
        }
        if negated && bounds.min == 0 {
            if magnitude != 0 { error("negative integer '\(shown)' overflows when stored into unsigned type '\(typeName)'", at) }
        } else if magnitude > (negated ? UInt64(-(bounds.min + 1)) + 1 : bounds.max) {
            error("integer literal '\(shown)' overflows when stored into '\(typeName)'", at)
        }
    }

    /// `enum Name { case … }`: its cases (and raw values, literal numbers or strings).
    func declareEnum(_ s: NodeID) {
        let e = tree.enumDecl(s)
        let name = names[e.name]
        var raws: [Value]? = nil
        if let rt = e.rawType {
            let t = swiftType(rt)
            var next = 0.0
            raws = []
            for c in e.cases {
                if let v = c.raw {
                    switch tree.kind(v) {
                    case .number where t == .number:
                        checkIntegerRaw(v, negated: false, rawType: rt, at: v)
                        next = tree.numberValue(v); raws!.append(.number(next))
                    case .string where t == .string: raws!.append(.string(tree.string(v)))
                    case .unary where t == .number && tree.kind(tree.unary(v).operand) == .number:
                        checkIntegerRaw(tree.unary(v).operand, negated: true, rawType: rt, at: v)
                        next = -tree.numberValue(tree.unary(v).operand); raws!.append(.number(next))
                    default:
                        error("a raw value is a literal \(t == .string ? "string" : "number") here", tree.range(v)); raws!.append(.number(next))
                    }
                } else if t == .string {
                    raws!.append(.string(names[c.name]))
                } else if t == .number {
                    raws!.append(.number(next))
                } else {
                    error("an enum's raw values are Int, Double or String here", tree.range(rt)); raws = nil; break
                }
                next += 1
            }
            if let r = raws, Set(r.map(\.description)).count != r.count {
                error("raw values of '\(name)' must be unique", e.nameRange)
            }
        }
        var seen: Set<String> = []
        for c in e.cases where !seen.insert(names[c.name]).inserted {
            error("'\(names[c.name])' is already a case of '\(name)'", c.nameRange)
        }
        unit.enums.append(EnumInfo(name: name, cases: e.cases.map { names[$0.name] }, raw: raws))
        if declaredHere(e.name) { error("'\(name)' is already defined in this scope", e.nameRange); return }
        declare(e.name, .enumType(Int32(unit.enums.count - 1)))
        unit.res[s.index] = .skip
    }

    /// `struct Name { static let … }`: its constants, slots of the instance's frame.
    func declareStruct(_ s: NodeID, into c: SwiftClass) {
        let d = tree.structDecl(s)
        var members: [Name: Binding] = [:]
        for m in d.members {
            guard tree.kind(m) == .varDecl, tree.varDecl(m).flags.contains(.isStatic), !tree.varDecl(m).flags.contains(.computed) else {
                error("a struct here holds 'static let' constants; other members are outside the supported Swift subset (docs/language.md §13)", tree.range(m))
                unit.res[m.index] = .error
                continue
            }
            let v = tree.varDecl(m)
            let slot = checkVarDecl(m, declareName: false)
            if members[v.name] != nil { error("'\(names[v.name])' is already declared in '\(names[d.name])'", v.nameRange); continue }
            if let slot { members[v.name] = .swift(level: fnLevel, slot: slot.slot, type: slot.type, mutability: v.flags.contains(.isVar) ? 1 : 0) }
            c.stored.append(m)
        }
        structMembers.append(members)
        if declaredHere(d.name) { error("'\(names[d.name])' is already defined in this scope", d.nameRange); return }
        declare(d.name, .structType(Int32(structMembers.count - 1)))
        unit.res[s.index] = .skip
    }

    /// `var`/`let` with a type, a value, or both: checks it and gives it a slot (declared by
    /// its name unless `declareName` is false). Returns the slot and its type.
    @discardableResult
    func checkVarDecl(_ s: NodeID, declareName: Bool = true) -> (slot: Int32, type: VType?)? {
        let v = tree.varDecl(s)
        let name = names[v.name]
        var type: VType? = nil
        var typeOK = true
        if let tn = v.type { type = swiftType(tn); typeOK = type != nil }
        var valueType: VType? = nil
        if let e = v.value {
            valueType = expr(e)
            if let t = type, let vt = valueType {
                if !accepts(t, vt, at: tree.range(e), what: "'\(name)'") { unit.res[s.index] = .error }
            }
        } else if type == nil && typeOK {
            error("'\(name)' needs a type or a value: write '\(v.flags.contains(.isVar) ? "var" : "let") \(name): Type' or '= value'", v.nameRange)
            unit.res[s.index] = .error
            return nil
        }
        if case .void? = valueType { error("'\(name)' would hold the result of a method that returns nothing", v.nameRange) }
        if type == nil {
            type = valueType
            // A bare symbol has no type of its own: `var e = .left` needs its enum.
            if case .symbol(let sy)? = valueType, !sy.isEmpty, v.type == nil {
                error("'.\(sy)' needs a type here: write '\(v.flags.contains(.isVar) ? "var" : "let") \(name): EnumName = .\(sy)'", tree.range(v.value!))
            }
        }
        if case .optional? = type, v.value != nil {
            error("an optional is unwrapped with 'if let' or 'guard let' here", v.nameRange)
        }
        // Swift code may reuse a built-in function's name (a property called `scale`); not a view's own names.
        if (fnLevel == 0 ? ["bounds", "frame", "center", "self", "super"] : ["self", "super"]).contains(name) && declareName {
            error("'\(name)' is a built-in name and cannot be redefined", v.nameRange)
            if case .error = unit.res[s.index] {} else { unit.res[s.index] = .error }
            return nil
        }
        if declareName && declaredHere(v.name) {
            error("'\(name)' is already defined in this scope", v.nameRange)
            unit.res[s.index] = .error
            return nil
        }
        let mut: Int8 = v.flags.contains(.isVar) ? 1 : (v.value == nil ? 2 : 0)
        let slot: Int32
        if declareName {
            slot = declareSwift(v.name, type, mutability: mut)
        } else {
            slot = newSlot(v.name)
        }
        if case .error = unit.res[s.index] {} else { unit.res[s.index] = v.value == nil ? .declareOnly : .bind(slot) }
        return (slot, type)
    }

    // MARK: classes

    /// The parameter types of a class, from their declarations (for an instance checked
    /// before the class).
    func classParameterTypes(_ c: Component) -> [(name: String, type: VType?)] {
        let d = tree.classDecl(c.node)
        var out: [(String, VType?)] = (swiftSuperclasses[names[d.superclass]] ?? []).map { ($0.0, .bool) }
        let enums = d.members.filter { tree.kind($0) == .enumDecl }.map { names[tree.enumDecl($0).name] }
        for m in d.members where tree.kind(m) == .varDecl {
            let v = tree.varDecl(m)
            guard v.flags.contains(.inspectable) else { continue }
            var t: VType? = nil
            if let tn = v.type {
                let tname = names[tree.typeRef(tn).name]
                if enums.contains(tname) { t = .enumeration(tname) } else {
                    let sub = Checker(unit: unit, units: units)
                    sub.silent = true
                    t = sub.swiftType(tn)
                }
            }
            out.append((names[v.name], t))
        }
        return out
    }

    func checkClass(_ c: Component) {
        let d = tree.classDecl(c.node)
        let sup = names[d.superclass]
        let sw = SwiftClass(superclass: sup)
        c.swift = sw
        if swiftSuperclasses[sup] == nil {
            let what = ["NSObject", "UIViewController", "CALayer", "UILabel", "UIImageView", "UIScrollView", "UITableViewCell"].contains(sup)
                ? "a class inheriting from '\(sup)'" : "a superclass '\(sup)'"
            error("\(what) is outside the supported Swift subset: a class here is a UIView, UIControl or UIButton subclass (docs/language.md §13)", d.superclassRange)
        }
        let (savedComponent, savedSize, savedPage, savedLevel, savedClass) = (frameComponent, frameSize, inPage, fnLevel, currentClass)
        frameComponent = c.index
        frameSize = 0
        inPage = false
        fnLevel = 0
        currentClass = c
        scoped(.swift, view: true) {
            // Types first: every member may name them.
            for m in d.members where tree.kind(m) == .enumDecl { declareEnum(m) }
            for m in d.members where tree.kind(m) == .structDecl { declareStruct(m, into: sw) }
            // UIControl's state, inspectable.
            for (name, value) in swiftSuperclasses[sup] ?? [] {
                let n = names.intern(name)
                let slot = declareSwift(n, .bool, mutability: 1)
                c.params.append((name, slot, .bool, c.node, d.nameRange))
                c.fixedDefaults[slot] = .bool(value)
            }
            // Stored properties and inspectables, in order.
            var functions: [(NodeID, Bool)] = []
            for m in d.members {
                switch tree.kind(m) {
                case .varDecl:
                    let v = tree.varDecl(m)
                    if v.flags.contains(.computed) { functions.append((m, true)); continue }
                    if v.flags.contains(.isStatic) {
                        error("static properties of a class are outside the supported Swift subset; put constants in a struct's 'static let'", v.nameRange)
                        unit.res[m.index] = .error
                        continue
                    }
                    if v.flags.contains(.inspectable) {
                        guard v.value != nil else {
                            error("an @IBInspectable property needs a default value: '@IBInspectable var \(names[v.name]): Type = value'", v.nameRange)
                            unit.res[m.index] = .error
                            continue
                        }
                        if !v.flags.contains(.isVar) { error("an @IBInspectable property is a 'var'", v.nameRange) }
                        if let r = checkVarDecl(m) {
                            c.params.append((names[v.name], r.slot, r.type, v.value!, v.nameRange))
                            unit.res[m.index] = .skip   // bound when the instance is made
                        }
                        continue
                    }
                    if checkVarDecl(m) != nil { sw.stored.append(m) }
                case .letBinding:
                    // `let name = value`: a constant stored property.
                    let b = tree.binding(m)
                    let t = expr(b.value)
                    if declaredHere(b.name) { error("'\(names[b.name])' is already defined in this scope", b.nameRange); unit.res[m.index] = .error; continue }
                    unit.res[m.index] = .bind(declareSwift(b.name, t, mutability: 0))
                    sw.stored.append(m)
                case .funcDecl:
                    functions.append((m, false))
                case .enumDecl, .structDecl:
                    break
                default:
                    error("a class holds properties, methods, enums and structs; this statement belongs in a method", tree.range(m))
                    unit.res[m.index] = .error
                }
            }
            // Functions and computed properties: declared first (each may call the others).
            var declared: [(NodeID, Int32)] = []
            for (m, isGetter) in functions {
                if let k = declareFunction(m, getter: isGetter, in: c) { declared.append((m, k)) }
            }
            for (m, k) in declared { checkFunctionBody(m, k) }
        }
        c.frameSize = frameSize
        c.checked = true
        (frameComponent, frameSize, inPage, fnLevel, currentClass) = (savedComponent, savedSize, savedPage, savedLevel, savedClass)
    }

    /// A function's signature: its parameters' and result's types. Returns its index in
    /// `unit.functions` (draw(_:) and the setup functions are recorded on the class).
    func declareFunction(_ s: NodeID, getter: Bool, in c: Component?) -> Int32? {
        if getter {
            let v = tree.varDecl(s)
            let f = UserFunction(name: names[v.name], nameRange: v.nameRange, node: s, level: fnLevel, body: v.getter)
            if let tn = v.type { f.result = swiftType(tn) ?? .void } else {
                error("a computed property needs its type: 'var \(names[v.name]): Type { … }'", v.nameRange)
            }
            unit.functions.append(f)
            let k = Int32(unit.functions.count - 1)
            if declaredHere(v.name) { error("'\(names[v.name])' is already defined in this scope", v.nameRange); unit.res[s.index] = .error; return k }
            declare(v.name, .getter(k))
            unit.res[s.index] = .skip
            return k
        }
        let fd = tree.funcDecl(s)
        let name = names[fd.name]
        let f = UserFunction(name: name, nameRange: fd.nameRange, node: s, level: fnLevel, body: fd.body)
        f.result = fd.result.flatMap { swiftType($0) } ?? .void
        unit.functions.append(f)
        let k = Int32(unit.functions.count - 1)
        unit.res[s.index] = .skip
        let labels = fd.params.map { $0.label.map { names[$0] } }
        if fd.flags.contains(.isStatic) {
            error("static methods are outside the supported Swift subset", fd.nameRange)
        }
        if let c, let sw = c.swift, fnLevel == 0 {
            switch (name, labels) {
            case ("draw", [nil]):
                if !fd.flags.contains(.isOverride) { error("'draw(_:)' overrides UIView's: write 'override func draw(_ rect: CGRect)'", fd.nameRange) }
                if sw.draw != nil { error("'draw(_:)' is already declared", fd.nameRange) }
                sw.draw = k
                return k
            case ("init", ["frame"]), ("init", ["coder"]):
                // init(frame:) is how a view placed in a drawing is made; init?(coder:) only
                // when there is no init(frame:).
                if labels == ["frame"] {
                    sw.setup.removeAll { unit.functions[Int($0)].name == "init" }
                    sw.setup.insert(k, at: 0)
                } else if !sw.setup.contains(where: { unit.functions[Int($0)].name == "init" }) {
                    sw.setup.insert(k, at: 0)
                }
                return k
            case ("awakeFromNib", []), ("prepareForInterfaceBuilder", []), ("layoutSubviews", []):
                sw.setup.append(k)
                sw.setup.sort { setupFunctionNames.firstIndex(of: unit.functions[Int($0)].name)! < setupFunctionNames.firstIndex(of: unit.functions[Int($1)].name)! }
                return k
            case ("init", _):
                error("an initializer here is 'init(frame:)' or 'init?(coder:)'", fd.nameRange)
                return k
            case (_, _) where fd.flags.contains(.isOverride):
                error("overriding '\(name)' is outside the supported Swift subset: a class overrides draw(_:), init(frame:), init?(coder:), awakeFromNib(), prepareForInterfaceBuilder() and layoutSubviews()", fd.nameRange)
                return k
            default: break
            }
        } else if name == "init" {
            error("an initializer belongs to a class", fd.nameRange)
            return k
        }
        if declaredHere(fd.name) {
            error("'\(name)' is already defined in this scope (overloads are outside the supported Swift subset)", fd.nameRange)
            return k
        }
        declare(fd.name, .function(k))
        return k
    }

    /// A function's body, in a frame of its own one level down.
    func checkFunctionBody(_ s: NodeID, _ k: Int32) {
        let f = unit.functions[Int(k)]
        let (savedSize, savedFunction) = (frameSize, currentFunction)
        frameSize = 0
        fnLevel += 1
        currentFunction = f
        scoped(.swift, view: true) {
            if tree.kind(s) == .funcDecl {
                let fd = tree.funcDecl(s)
                var seen: Set<String> = []
                for p in fd.params {
                    let t = swiftType(p.type)
                    let pname = names[p.name]
                    if !seen.insert(pname).inserted { error("'\(pname)' is already a parameter", p.nameRange) }
                    if let dv = p.defaultValue {
                        // A default is evaluated in the function's frame, before its body.
                        let dt = expr(dv)
                        if let t { _ = accepts(t, dt, at: tree.range(dv), what: "the default of '\(pname)'") }
                    }
                    let slot = declareSwift(p.name, t, mutability: 0)
                    f.params.append((p.label.map { names[$0] }, pname, slot, t, p.defaultValue))
                }
                if f.name == "draw", f === currentClass?.swift?.draw.map({ unit.functions[Int($0)] }), f.params.first?.type != .rect {
                    error("draw(_:) takes a CGRect: 'override func draw(_ rect: CGRect)'", fd.nameRange)
                }
            }
            swiftStatements(f.body)
            if f.result != .void, !alwaysReturns(f.body) {
                error("'\(f.name)' must return \(article(f.result)) on every path: it can reach its end without 'return'", f.nameRange)
            }
        }
        f.frameSize = frameSize
        fnLevel -= 1
        (frameSize, currentFunction) = (savedSize, savedFunction)
    }

    /// Whether statements always end in `return` (or a call that never returns).
    func alwaysReturns(_ ss: some Collection<NodeID>) -> Bool {
        guard let last = ss.reversed().first(where: { _ in true }) else { return false }
        switch tree.kind(last) {
        case .returnStmt: return true
        case .ifStmt:
            let i = tree.ifStmt(last)
            guard let e = i.else else { return false }
            return alwaysReturns(i.then) && alwaysReturns(e)
        case .switchStmt:
            let sw = tree.switchStmt(last)
            return sw.cases.allSatisfy { alwaysReturns($0.body) }
        case .expression:
            let e = tree.expression(last)
            return tree.kind(e) == .call && tree.kind(tree.callCallee(e)) == .identifier && names[tree.nameOf(tree.callCallee(e))] == "fatalError"
        default: return false
        }
    }

    // MARK: statements

    func swiftStatements(_ ss: some Collection<NodeID>) {
        for s in ss { swiftStatement(s) }
    }

    /// One statement of a function body.
    func swiftStatement(_ s: NodeID) {
        let r = tree.range(s)
        switch tree.kind(s) {
        case .letBinding:
            let b = tree.binding(s)
            let t = expr(b.value)
            if case .void? = t { error("'\(names[b.name])' would hold the result of a method that returns nothing", b.nameRange) }
            if case .optional? = t { error("an optional is unwrapped with 'if let' or 'guard let' here", b.nameRange) }
            if case .symbol(let sy)? = t, !sy.isEmpty {
                error("'.\(sy)' needs a type here: write 'let \(names[b.name]): EnumName = .\(sy)'", tree.range(b.value))
            }
            if declaredHere(b.name) { error("'\(names[b.name])' is already defined in this scope", b.nameRange); unit.res[s.index] = .error; return }
            if (fnLevel == 0 ? ["bounds", "frame", "center", "self", "super"] : ["self", "super"]).contains(names[b.name]) {
                error("'\(names[b.name])' is a built-in name and cannot be redefined", b.nameRange); unit.res[s.index] = .error; return
            }
            unit.res[s.index] = .bind(declareSwift(b.name, t, mutability: 0))
        case .varDecl:
            let v = tree.varDecl(s)
            if v.flags.contains(.computed) || v.flags.contains(.isStatic) || v.flags.contains(.inspectable) {
                error("a local variable is a plain 'var' or 'let'", v.nameRange); unit.res[s.index] = .error; return
            }
            checkVarDecl(s)
        case .assign:
            checkAssign(s)
        case .expression:
            swiftExpressionStatement(s)
        case .ifStmt:
            let i = tree.ifStmt(s)
            scoped(.swift) {
                condition(i.condition)
                swiftStatements(i.then)
            }
            if let e = i.else { scoped(.swift) { swiftStatements(e) } }
            unit.res[s.index] = .swiftStatement
        case .guardStmt:
            let g = tree.guardStmt(s)
            scoped(.swift) {
                swiftStatements(g.elseBody)
                if !alwaysReturns(g.elseBody) {
                    error("the 'else' of 'guard' must not fall through: end it with 'return'", r)
                }
            }
            // Its bindings are in scope after it.
            condition(g.condition)
            unit.res[s.index] = .swiftStatement
        case .forStmt:
            let f = tree.forStmt(s)
            let v = loopElementType(f.sequence)
            scoped(.swift) {
                unit.res[s.index] = .loop(declareSwift(f.variable, v, mutability: 0))
                swiftStatements(f.body)
            }
        case .switchStmt:
            checkSwitch(s)
        case .returnStmt:
            unit.res[s.index] = .swiftStatement
            guard let f = currentFunction else {
                if let v = tree.returnValue(s) { expr(v) }
                error("'return' belongs in a function", r); unit.res[s.index] = .error; return
            }
            if let v = tree.returnValue(s) {
                let t = expr(v)
                if f.result == .void {
                    error("'\(f.name)' returns nothing; 'return' here takes no value", tree.range(v)); unit.res[s.index] = .error
                } else if !accepts(f.result, t, at: tree.range(v), what: "the result of '\(f.name)'") {
                    unit.res[s.index] = .error
                }
            } else if f.result != .void {
                error("'\(f.name)' must return \(article(f.result))", r); unit.res[s.index] = .error
            }
        case .funcDecl:
            if let k = declareFunction(s, getter: false, in: nil) { checkFunctionBody(s, k) }
        case .enumDecl, .structDecl, .classDecl:
            error("declare enums, structs and classes in a class or at the top of the file, not inside a function", r)
            unit.res[s.index] = .error
        case .property:
            let p = tree.property(s)
            expr(p.value)
            error("'\(tree.propertyName(s)): value' is .view syntax; in Swift write '\(tree.propertyName(s)) = value'", p.pathRange)
            unit.res[s.index] = .error
        case .block:
            let b = tree.blockKind(s)
            error("'\(names[b.kind]) { … }' is .view syntax; in Swift code draw with UIBezierPath and the context", b.kindRange)
            unit.res[s.index] = .error
        case .inspectable:
            error("'@inspectable' belongs to a .view component; in a class write '@IBInspectable var'", r)
            unit.res[s.index] = .error
        default:
            statement(s)
        }
    }

    /// An `if` or `guard` condition: a Bool, `let x = optional`, or a list of them; the
    /// bindings are declared in the current scope.
    func condition(_ n: NodeID) {
        switch tree.kind(n) {
        case .conditionList:
            for c in tree.conditionList(n) { condition(c) }
            unit.res[n.index] = .none
        case .optionalBinding:
            let b = tree.optionalBinding(n)
            let t = expr(b.value)
            var inner: VType? = nil
            if let t {
                if case .optional(let w) = t { inner = w } else {
                    error("'if let' and 'guard let' unwrap an optional; \(article(t)) is not one", tree.range(b.value))
                }
            }
            unit.res[n.index] = .bind(declareSwift(b.name, inner, mutability: 0))
        default:
            if let t = expr(n), t.valueType != .bool {
                error("a condition must be a Bool, not \(article(t))", tree.range(n))
            }
        }
    }

    func checkSwitch(_ s: NodeID) {
        let sw = tree.switchStmt(s)
        let t = expr(sw.subject)
        unit.res[s.index] = .swiftStatement
        var covered: Set<String> = []
        var hasDefault = false
        for (k, c) in sw.cases.enumerated() {
            if c.isDefault {
                hasDefault = true
                if k != sw.cases.count - 1 {
                    error("'default' is the last case of a switch", SourceRange(fileID: tree.fileID, lower: c.start, upper: c.start + 7))
                }
            }
            for p in c.patterns {
                let pt = expr(p)
                guard let t, let pt else { continue }
                if case .range = pt, t.valueType == .number { continue }
                if case .symbol(let sy) = pt {
                    if case .enumeration = t {
                        if accepts(t, pt, at: tree.range(p), what: "this case") { covered.insert(sy) }
                        continue
                    }
                    if t.valueType == .symbol { covered.insert(sy); continue }
                }
                if case .enumeration(let e) = pt, case .enumeration(let te) = t, e == te {
                    if tree.kind(p) == .member { covered.insert(names[tree.member(p).name]) }
                    continue
                }
                if pt.valueType != t.valueType {
                    error("a case of a switch over \(article(t)) cannot be \(article(pt))", tree.range(p))
                }
            }
            scoped(.swift) { swiftStatements(c.body) }
        }
        if !hasDefault, let t {
            if case .enumeration(let e) = t, let info = enumInfo(e) {
                let missing = info.cases.filter { !covered.contains($0) }
                if !missing.isEmpty {
                    error("the switch must be exhaustive: add " + missing.map { "'case .\($0):'" }.joined(separator: ", ") + " or 'default:'", tree.range(sw.subject))
                }
            } else if t.valueType != .bool || !(covered.isEmpty) {
                error("the switch must be exhaustive: add 'default:'", tree.range(sw.subject))
            }
        }
    }

    /// A call on its own line in Swift code.
    func swiftExpressionStatement(_ s: NodeID) {
        let e = tree.expression(s)
        guard tree.kind(e) == .call else {
            expr(e)
            error("this value is unused; a statement here is a call, an assignment or a declaration", tree.range(e))
            unit.res[s.index] = .error
            return
        }
        let callee = tree.callCallee(e)
        let r = tree.range(e)
        switch tree.kind(callee) {
        case .identifier:
            let name = names[tree.nameOf(callee)]
            // A method of the view being made, or of any Swift code (Kinds/Ambient.swift).
            let ni = info(tree.nameOf(callee))
            if lookup(tree.nameOf(callee)) == nil, let k = ni.ambient, ni.ambientPlace == .swiftCode || ni.ambientPlace == .swiftClass {
                ambientCall(k, s, e, tree.range(callee))
                return
            }
        case .member:
            let m = tree.member(callee)
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil,
               currentClass != nil, info(m.name).ambientPlace == .swiftClass, let k = info(m.name).ambient {
                ambientCall(k, s, e, m.nameRange)
                return
            }
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil {
                typeArgs(ofCall: e)   // super.init(frame:), super.draw(rect), super.layoutSubviews(): UIView's do nothing to draw
                unit.res[s.index] = .skip
                return
            }
            let name = names[m.name]
            if ["setFill", "setStroke", "set"].contains(name) {
                let t = expr(m.base)
                if let t, t.valueType == .color {
                    if tree.callArgCount(e) > 0 { error("'\(name)()' takes no arguments", tree.range(tree.callArgValue(e, 0))); unit.res[s.index] = .error; return }
                    unit.res[s.index] = .setColor(name == "setFill" ? 0 : name == "setStroke" ? 1 : 2)
                    return
                }
            }
            if let t = lookupType(m.base), t == .context {
                unit.res[s.index] = contextCommand(e, name, m.nameRange, r)
                return
            }
            // `UIGraphicsGetCurrentContext()!.fill(r)`: the context unwrapped in place.
            if tree.kind(m.base) == .unary, tree.unary(m.base).op == .force, tree.kind(tree.unary(m.base).operand) == .call,
               tree.kind(tree.callCallee(tree.unary(m.base).operand)) == .identifier,
               names[tree.nameOf(tree.callCallee(tree.unary(m.base).operand))] == "UIGraphicsGetCurrentContext",
               let t = expr(m.base), t == .context {
                unit.res[s.index] = contextCommand(e, name, m.nameRange, r)
                return
            }
        default: break
        }
        let t = expr(e)
        unit.res[s.index] = .evaluate
        _ = t
    }

    /// The type of an expression that is a plain name, without checking it again.
    func lookupType(_ n: NodeID) -> VType? {
        guard tree.kind(n) == .identifier, let b = lookup(tree.nameOf(n)) else { return nil }
        if case .swift(_, _, let t, _) = b { return t }
        return nil
    }

    // MARK: assignment

    func checkAssign(_ s: NodeID) {
        let a = tree.assign(s)
        unit.res[s.index] = .error
        let vt = expr(a.value)
        // The target: a name, a member chain on a name, a view property, a path's setting.
        var members: [String] = []
        var cur = a.target
        while tree.kind(cur) == .member {
            members.insert(names[tree.member(cur).name], at: 0)
            cur = tree.member(cur).base
        }
        let tr = tree.range(a.target)
        if tree.kind(cur) == .subscripted {
            error("assigning to a list element is outside the supported Swift subset", tr); return
        }
        guard tree.kind(cur) == .identifier else { error("only a variable or its member can be assigned to", tr); return }
        var rootName = tree.nameOf(cur)
        var binding = lookup(rootName)
        if names[rootName] == "self", binding == nil {
            guard !members.isEmpty else { error("'self' cannot be assigned to", tr); return }
            rootName = names.intern(members.removeFirst())
            binding = classBinding(rootName)
            if binding == nil && members.isEmpty == false && !(currentClass != nil) { error("'self' is a class's", tr); return }
        }
        let rootText = names[rootName]
        // A view property of the view being set up.
        do {
            let full = ([rootText] + members).joined(separator: ".")
            if binding == nil, currentClass != nil || inView, let id = ViewProperties.table.index[full] {
                if a.op != .none { error("'\(a.op.spelling)=' on a view property is outside the supported Swift subset; write '\(full) = …'", tr); return }
                if let d = ViewProperties.check(full, vt, in: ViewPlace(kindName: currentClass?.name ?? "view", kind: .view), nameRange: tr, valueRange: tree.range(a.value)) {
                    report(d); return
                }
                unit.assignments.append(Assignment(target: .viewProperty(id, name: full), operation: -1))
                unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
                return
            }
        }
        // The view's own geometry, in part: `frame.origin.x = 3`, `bounds.size.width += 4`.
        if binding == nil, currentClass != nil, !members.isEmpty,
           let id = ViewProperties.table.index[rootText], Checker.geometryProperties[rootText] != nil {
            guard let mt = geometryMemberType(rootText, members, tr) else { return }
            var operation: Int32 = -1
            if a.op != .none, let vt {
                operation = arithmeticOperation(a.op, mt, vt, tr)
                if operation < 0 { return }
            } else if !accepts(mt, vt, at: tree.range(a.value), what: "'\(([rootText] + members).joined(separator: "."))'") {
                return
            }
            unit.assignments.append(Assignment(target: .viewValue(property: id, members: members, depth: -1), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        guard let binding else {
            if ["bounds", "frame", "center"].contains(rootText) && inView {
                error("'\(rootText)' is given to a view where it is placed (Name(frame: …)); its drawing is made for it", tr); return
            }
            error(unknownName(rootText, tree.range(cur)), tree.range(cur)); return
        }
        guard case .swift(let level, let slot, let type, let mutability) = binding else {
            error("'\(rootText)' cannot be assigned to", tree.range(cur)); return
        }
        // A view made in code: a reference, so a `let` view's properties can be set.
        if case .view(let vk)? = type, !members.isEmpty {
            if members.count == 1, let c = unit.visible[names.intern(vk)],
               let p = parameterTypes(c).first(where: { $0.name == members[0] }) {
                if a.op != .none { error("'\(a.op.spelling)=' on a view's parameter is outside the supported Swift subset; write '= …'", tr); return }
                if let want = p.type, !accepts(want, vt, at: tree.range(a.value), what: "parameter '\(p.name)' of '\(vk)'") { return }
                expr(tree.member(a.target).base)
                unit.assignments.append(Assignment(target: .instanceParameter(p.name, depth: 1), operation: -1))
                unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
                return
            }
            var found: (Int32, Int)? = nil
            for k in stride(from: min(members.count, 2), through: 1, by: -1) {
                if let i = ViewProperties.table.index[members[0..<k].joined(separator: ".")] { found = (i, k); break }
            }
            guard let (id, len) = found else {
                error("\(vk) has no settable property '\(members[0])'", tr); return
            }
            let full = members[0..<len].joined(separator: ".")
            let rest = Array(members[len...])
            var t: VType? = nil
            if rest.isEmpty {
                if a.op != .none { error("'\(a.op.spelling)=' on a view's property is outside the supported Swift subset; write '= …'", tr); return }
                let kind: ViewKindTag = vk == "UILabel" ? .label : vk == "UIView" ? .view : .component
                if let d = ViewProperties.check(full, vt, in: ViewPlace(kindName: vk, kind: kind), nameRange: tr, valueRange: tree.range(a.value)) {
                    report(d); return
                }
            } else {
                guard Checker.geometryProperties[full] != nil else { error("'\(full)' of a view is set whole here", tr); return }
                guard let mt = geometryMemberType(full, rest, tr) else { return }
                t = mt
            }
            var operation: Int32 = -1
            if a.op != .none, let t, let vt {
                operation = arithmeticOperation(a.op, t, vt, tr)
                if operation < 0 { return }
            } else if let t, !accepts(t, vt, at: tree.range(a.value), what: "'\(full).\(rest.joined(separator: "."))'") {
                return
            }
            var root = a.target
            for _ in members { root = tree.member(root).base }
            expr(root)
            unit.assignments.append(Assignment(target: .viewValue(property: id, members: rest, depth: members.count), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        // A recognizer's settings: a reference too.
        if case .recognizer(let kindName)? = type, members.count == 1 {
            recognizerAssign(s, a, kindName, members[0], vt, tr)
            return
        }
        // A path's settings: the path is a reference, so a `let` path can change them.
        if type == .path, members.count == 1 {
            let pm = members[0]
            let kinds: [String: ValueType] = ["lineWidth": .number, "miterLimit": .number, "flatness": .number, "lineCapStyle": .symbol,
                                             "lineJoinStyle": .symbol, "usesEvenOddFillRule": .bool]
            guard let want = kinds[pm] else { error("UIBezierPath has no settable member '\(pm)'", tr); return }
            if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return }
            if let vt, vt.valueType != want { error("'\(pm)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return }
            expr(a.target)   // resolves the path's name
            unit.assignments.append(Assignment(target: .pathProperty(pm), operation: a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        // A value whose own check failed (reported there): its members are not known.
        if type == nil, !members.isEmpty, mutability == 0 { return }
        // NSMutableParagraphStyle's and NSShadow's settings: references, as paths are.
        if let type, type.valueType == .paragraphStyle || type.valueType == .textShadow, members.count == 1 {
            let pm = members[0]
            let table = type.valueType == .paragraphStyle ? AttributedStrings.paragraphMembers : AttributedStrings.shadowMembers
            let typeName = type.valueType == .paragraphStyle ? "NSMutableParagraphStyle" : "NSShadow"
            guard let want = table.first(where: { $0.0 == pm })?.1 else {
                let (hint, fix) = didYouMean(pm, table.map(\.0), at: tr)
                error("\(typeName) has no settable member '\(pm)'\(hint)", tr, fixIts: fix); return
            }
            if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return }
            if let vt, vt.valueType != want, !(want == .size && vt.isZero(for: .size)) { error("'\(pm)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return }
            expr(a.target)
            unit.assignments.append(Assignment(target: .objectProperty(pm), operation: a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        if mutability == 0 {
            error("cannot assign to '\(rootText)': it is a 'let' constant; declare it with 'var'", tree.range(cur)); return
        }
        if mutability == 2, !members.isEmpty {
            error("'\(rootText)' is set before its members can be", tree.range(cur)); return
        }
        // The member chain's type.
        var t = type
        for m in members {
            guard let bt = t else { break }
            guard let mt = Checker.settableMembers[bt.valueType]?[m] else {
                if bt.valueType == .rect, ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"].contains(m) {
                    error("'\(m)' of a CGRect is read-only; set 'size.\(m == "width" || m == "height" ? m : "…")' or 'origin' instead", tr)
                } else {
                    error("\(bt.name) has no settable member '\(m)'", tr)
                }
                return
            }
            t = mt
        }
        var operation: Int32 = -1
        if a.op != .none {
            guard let t, let vt else { return }
            operation = arithmeticOperation(a.op, t, vt, tr)
            if operation < 0 { return }
        } else if let t {
            if !accepts(t, vt, at: tree.range(a.value), what: "'\(([rootText] + members).joined(separator: "."))'") { return }
        }
        // Reading the root resolves it (for the compound operators and member updates).
        unit.assignments.append(Assignment(target: .slot(hops: fnLevel - level, slot: slot, members: members), operation: operation, type: t?.valueType))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
    }

    /// The members of a value that may be assigned on a `var` (CGPoint.x, CGRect.origin, …).
    static let settableMembers: [ValueType: [String: VType]] = [
        .point: ["x": .number, "y": .number], .size: ["width": .number, "height": .number],
        .rect: ["origin": .point, "size": .size],
        .insets: ["top": .number, "left": .number, "bottom": .number, "right": .number],
        .transform: ["a": .number, "b": .number, "c": .number, "d": .number, "tx": .number, "ty": .number],
    ]

    /// A view's geometry properties that may be set in part (`frame.origin.x = 3`).
    static let geometryProperties: [String: VType] = ["frame": .rect, "bounds": .rect, "center": .point, "transform": .transform]

    /// The type of `members` of the geometry property `property`; nil (reported) when one is
    /// not settable.
    func geometryMemberType(_ property: String, _ members: [String], _ r: SourceRange) -> VType? {
        guard var t = Checker.geometryProperties[property] else { return nil }
        for m in members {
            guard let next = Checker.settableMembers[t.valueType]?[m] else { error("\(t.name) has no settable member '\(m)'", r); return nil }
            t = next
        }
        return t
    }

    /// The operation of `a op= b`; -1 with an error when the types do not allow it.
    func arithmeticOperation(_ op: Operator, _ t: VType, _ vt: VType, _ r: SourceRange) -> Int32 {
        switch Operators.resolve(op, t, vt, at: r) {
        case .success(let id):
            if let res = Operators.all[Int(id)].result(t, vt), res.valueType != t.valueType {
                error("'\(op.spelling)=' would change the type of the variable from \(t.name) to \(res.name)", r)
                return -1
            }
            return id
        case .failure(let d): report(d); return -1
        }
    }

    /// A member of the class being checked, by name (for `self.name`).
    func classBinding(_ name: Name) -> Binding? {
        guard currentClass != nil else { return nil }
        // The class's scope is the one its members were declared in: search from the
        // outermost declaration of the name inward for a level-0 binding.
        var i = innermost.indices.contains(Int(name.raw)) ? innermost[Int(name.raw)] : -1
        var found: Binding? = nil
        while i >= 0 {
            let d = decls[Int(i)]
            switch d.binding {
            case .swift(0, _, _, _), .function, .getter: if fnLevelOf(d.binding) == 0 { found = d.binding }
            default: break
            }
            i = d.previous
        }
        return found
    }

    func fnLevelOf(_ b: Binding) -> Int32 {
        switch b {
        case .swift(let l, _, _, _): return l
        case .function(let k), .getter(let k): return unit.functions[Int(k)].level
        default: return -1
        }
    }

    // MARK: calls of user functions

    /// `f(args)` for a user function: labels in order, defaults, types.
    func userCall(_ n: NodeID, _ k: Int32, hopsFrom level: Int32) -> VType? {
        let f = unit.functions[Int(k)]
        let argc = tree.callArgCount(n)
        var types: [VType?] = []
        for i in 0..<argc { types.append(expr(tree.callArgValue(n, i))) }
        var map: [Int] = []
        var ai = 0
        var ok = true
        for p in f.params {
            let label = ai < argc ? tree.callArgLabel(n, ai).map { names[$0] } : nil
            if ai < argc, label == p.label {
                if let want = p.type, !accepts(want, types[ai], at: tree.range(tree.callArgValue(n, ai)), what: "argument '\(p.label ?? p.name)' of '\(f.signature)'") { ok = false }
                map.append(ai); ai += 1
            } else if p.defaultValue != nil {
                map.append(-1)
            } else {
                let at = ai < argc ? tree.range(tree.callArgValue(n, ai)) : tree.range(n)
                if ai < argc, let l = label ?? Optional("_"), f.params.contains(where: { ($0.label ?? "_") == l }) || p.label != nil {
                    error("incorrect argument label in call to '\(f.signature)': expected '\(p.label ?? "_"):', found '\(l):'", at)
                } else {
                    error("missing argument '\(p.label ?? "_"):' in call to '\(f.signature)'", at)
                }
                return nil
            }
        }
        if ai < argc {
            error("extra argument in call to '\(f.signature)'", tree.range(tree.callArgValue(n, ai)))
            return nil
        }
        if !ok { return nil }
        unit.calls.append(UserCall(function: k, hops: fnLevel - level, argForParam: map))
        unit.res[n.index] = .userCall(Int32(unit.calls.count - 1))
        return f.result
    }

    /// A computed property read by its name.
    func getterCall(_ n: NodeID, _ k: Int32) -> VType? {
        let f = unit.functions[Int(k)]
        unit.calls.append(UserCall(function: k, hops: fnLevel - f.level, argForParam: []))
        unit.res[n.index] = .userCall(Int32(unit.calls.count - 1))
        return f.result
    }
}


extension Checker {
    /// `Name.member` on an enum, a struct or `self`; nil when the base is none of these.
    func swiftMember(_ n: NodeID, _ base: NodeID, _ name: Name, _ nr: SourceRange) -> (type: VType?, Void)? {
        let baseName = tree.nameOf(base)
        let text = names[name]
        switch lookup(baseName) {
        case .enumType(let k)?:
            let info = unit.enums[Int(k)]
            unit.res[base.index] = .none
            guard info.cases.contains(text) else {
                let (hint, fix) = didYouMean(text, info.cases, at: nr)
                error("'\(info.name)' has no case '\(text)'\(hint)", nr, fixIts: fix)
                unit.res[n.index] = .error
                return (nil, ())
            }
            unit.res[n.index] = .constant(unit.constant(.symbol(text)))
            return (.enumeration(info.name), ())
        case .structType(let k)?:
            unit.res[base.index] = .none
            guard let b = structMembers[Int(k)][name], case .swift(let level, let slot, let t, _) = b else {
                let (hint, fix) = didYouMean(text, structMembers[Int(k)].keys.map { names[$0] }, at: nr)
                error("'\(names[baseName])' has no member '\(text)'\(hint)", nr, fixIts: fix)
                unit.res[n.index] = .error
                return (nil, ())
            }
            unit.res[n.index] = swiftSlotRes(level, slot)
            return (t, ())
        case nil where names[baseName] == "self" && currentClass != nil:
            unit.res[base.index] = .none
            switch classBinding(name) {
            case .swift(let level, let slot, let t, _)?:
                unit.res[n.index] = swiftSlotRes(level, slot)
                return (t, ())
            case .getter(let k)?:
                return (getterCall(n, k), ())
            case .function?:
                error("'\(text)' is a method; call it with '(…)'", nr)
                unit.res[n.index] = .error
                return (nil, ())
            default:
                // self.bounds, self.frame, …: the view's own.
                if info(name).ambientPlace == .view, let k = info(name).ambient {
                    unit.res[n.index] = .ambient(k)
                    return (Ambients.table[Int(k)].type, ())
                }
                error("the class has no property '\(text)'", nr)
                unit.res[n.index] = .error
                return (nil, ())
            }
        default:
            return nil
        }
    }
}
