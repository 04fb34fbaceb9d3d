// Extensions of built-in value types: `extension CGRect { var center: CGPoint { … } }`,
// `init(center:size:)`, `func insetBy(percent:)`, `mutating func`, `static let` — and the same
// for CGPoint, CGSize, UIEdgeInsets, CGAffineTransform, UIColor, UIFont, String, Date, CGContext
// (its methods drawing in the current context) and the number types (CGFloat, Double, Float and
// Int are one Number here, so an extension of one is an extension of all).
// A member runs as a method of a struct does (StructInfo): against a frame of its own, whose
// slot 0 is `self`, the value it is called on; a `mutating` method (and an `init`, which sets
// `self`) writes it back. Members are declared before any code is checked and their bodies
// checked after the file's classes are declared, so code and extensions may use each other in
// any order. A member of the extension is found before the type's own of the same name (Swift
// has no two members of one signature; an extension adds `insetBy(percent:)` beside
// `insetBy(dx:dy:)`, told apart by labels).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// The members the file's extensions add to one built-in type.
final class ValueExtensionInfo {
    let typeName: String
    let type: VType
    var nodes: [NodeID] = []
    /// Instance methods and computed properties (getters), by name; several methods of one
    /// name differ by their labels.
    var methods: [Name: [Int32]] = [:]
    var getters: [Name: Int32] = [:]
    var inits: [Int32] = []
    /// Static members (`UIColor.brand`, `CGFloat.f()`), as a class's are bound.
    var statics: [Name: Checker.Binding] = [:]
    /// A static function whose name a static property also has (`static var brand` beside
    /// `static func brand(alpha:)`): Swift tells them apart by the call.
    var staticMethods: [Name: Int32] = [:]
    /// Binds a static member, a property and a function of one name side by side.
    func addStatic(_ name: Name, _ b: Checker.Binding) {
        if case .function(let k) = b {
            if let old = statics[name], !old.isFunction { staticMethods[name] = k; return }
        } else if case .function(let k)? = statics[name] {
            staticMethods[name] = k
        }
        statics[name] = b
    }
    /// Static stored properties whose values are not checked yet, by name: checked in order,
    /// or first where another's value reads them (Swift's have no order).
    var pendingStatics: [Name: NodeID] = [:]
    /// The static function of the name, whether or not a property shares it.
    func staticFunction(_ name: Name) -> Int32? {
        if case .function(let k)? = statics[name] { return k }
        return staticMethods[name]
    }
    var mutating: Set<Int32> = []
    /// Each function and the declaration it came from, for checking the bodies.
    var functions: [(node: NodeID, function: Int32)] = []
    /// The type of `self` in a function of an extension of lists: its own extension's list
    /// (`extension Array where Element == UIColor` beside one `where Element == CGFloat`).
    var selfTypes: [Int32: VType] = [:]
    /// The number kind of `self` in each function of an extension of a number type: its own
    /// extension's (`extension Int` beside `extension CGFloat`, one Number's extensions).
    var selfKinds: [Int32: SwiftNumberKind] = [:]
    /// The enums and structs declared inside the extensions (`extension UIColor { struct
    /// Palette { … } }`), by name: `UIColor.Palette` outside, `Palette` in the extensions' code.
    var nestedTypes: [Name: Checker.Binding] = [:]
    /// Every member of one name the extensions of number types declare, in order: Swift's
    /// `extension Int { var half: Int }` and `extension CGFloat { var half: CGFloat }` are
    /// members of two types, each used on its own type's values (`member(_:of:among:)`).
    var numberMembers: [Name: [Int32]] = [:]
    /// Of the functions `ks` (several of `name`), the one an extension of the number type of
    /// `kind` declares, if any.
    func ownKind(_ ks: [Int32], _ kind: SwiftNumberKind?) -> Int32? {
        guard let kind else { return nil }
        return ks.first { selfKinds[$0] == kind }
    }
    init(typeName: String, type: VType) { self.typeName = typeName; self.type = type }
}

extension Checker {
    /// The built-in types an extension may add members to, and the value each is.
    static let extensibleTypes: [String: (type: VType, zero: Value)] = valueTypes.merging(
        // UIKit's plain enums (`extension UIViewContentMode`): `self` is the case.
        UIKitCaseTypes.enumCases.keys.filter(UIKitCaseTypes.isExtensibleEnum).map { ($0, (type: VType.symbol(""), zero: Value.symbol(""))) }) { a, _ in a }
    /// The value types an extension may add members to.
    static let valueTypes: [String: (type: VType, zero: Value)] = [
        "CGRect": (.rect, .rect(.zero)), "CGPoint": (.point, .point(.zero)), "CGSize": (.size, .size(.zero)),
        "UIEdgeInsets": (.insets, .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))),
        "CGAffineTransform": (.transform, .transform(.identity)), "UIColor": (.color, .color(.black)),
        "CGFloat": (.number, .number(0)), "Double": (.number, .number(0)), "Float": (.number, .number(0)), "Int": (.number, .number(0)),
        // The protocols of Swift's numbers (ValueExtensions.numberProtocols): every Number here.
        "FloatingPoint": (.number, .number(0)), "BinaryFloatingPoint": (.number, .number(0)),
        "Comparable": (.number, .number(0)), "Numeric": (.number, .number(0)), "SignedNumeric": (.number, .number(0)),
        "CGVector": (.object(.vector), .vector(0, 0)),
        // `extension ClosedRange { func clamp(_ value: Bound) -> Bound }`: one range type of
        // numbers here, `Bound` a Number of the range's type (SwiftLowering.rangeTypes).
        "ClosedRange": (.range, .range(0, 0, inclusive: true)), "Range": (.range, .range(0, 0, inclusive: false)),
        // The current context: `self` in an extension's method is the context draw(_:) has.
        "CGContext": (.context, .context),
        // A reference: an `init` of the extension calls `self.init()`, which makes a new one;
        // a static one (`static let shared = DateFormatter()`) is one formatter for the file.
        "NumberFormatter": (.object(.numberFormatter), .boxed(NumberFormat())),
        "DateFormatter": (.object(.dateFormatter), .boxed(DateFormat())),
        "UIBezierPath": (.path, .path(PathObject(BezierPath()))),
        // PaintCode's `extension NSShadow { convenience init(color:offset:blurRadius:) }`.
        "NSShadow": (.object(.textShadow), .boxed(Ref(TextShadow()))),
        // `extension String { func width(font:) -> CGFloat }`: `self` is the text.
        "String": (.string, .string("")),
        // `extension Date { var hour: Int { … } }`: `self` is the instant (a value, as Swift's Date).
        "Date": (.object(.date), .date(0)),
        // `extension UIImage { convenience init(color:size:) }`, `static var dot: UIImage`: an
        // init starts from the empty image and replaces it with `self.init(cgImage:)`.
        "UIImage": (.object(.image), .boxed(ImageContent.empty)),
        // An app's fonts: `extension UIFont { static let title = UIFont.systemFont(ofSize: 24) }`,
        // read as `UIFont.title` or `.title` where a font is wanted; `self` is the font.
        "UIFont": (.font, .font(Font.labelDefault)),
    ]

    /// The type an extension names: one of `extensibleTypes`, or a list — `Array` (of any
    /// elements), or `[T]` as the lowering names `extension Sequence where Element == T`.
    func extensibleType(_ name: String) -> VType? {
        if let t = Checker.extensibleTypes[name]?.type { return t }
        if name == "Array" { return .list(nil) }
        guard name.hasPrefix("["), name.hasSuffix("]") else { return nil }
        let element = String(name.dropFirst().dropLast())
        if SwiftNumberKind(typeName: element) != nil { return .list(.number) }
        return .list(Checker.extensibleTypes[element]?.type ?? (element == "String" ? .string : nil))
    }

    func valueExtension(_ t: VType) -> ValueExtensionInfo? { unit.valueExtensions[t.valueType] }

    /// Declares the members of the file's extensions of built-in types: their signatures, and
    /// then their static stored properties (checked as a class's are), whose values may use any
    /// extension's members, as Swift's may (`static let pink = UIColor(hex: …)` above the
    /// extension declaring `init(hex:)`).
    /// Checks the extensions' static stored properties not read yet (declareValueExtensions).
    func checkExtensionStatics() {
        for (info, m) in extensionStatics { checkPendingStatic(info, tree.varDecl(m).name) }
        extensionStatics = []
    }

    func declareValueExtensions() {
        declareExtensionTypes()
        var staticStored: [(info: ValueExtensionInfo, node: NodeID)] = []
        // The members extensions of Double (and its aliases) and of CGFloat declare, by name,
        // with their text: the two are one number type here, so one name in both runs the
        // first's member on both types' values — Swift's numbers when the two are written alike
        // (the types' names aside: `var radians` of each), and when they are written apart but
        // compute the same (`self * .pi / 180` beside `CGFloat(Double(self) * .pi / 180)`, as app
        // code has them); where they are written apart, a warning at the second says which runs,
        // so that two that differ never give the first's number unsaid.
        var doubleMembers: [Name: (type: String, text: String, range: SourceRange)] = [:]
        for s in tree.topLevel where tree.kind(s) == .extensionDecl {
            let d = tree.extensionDecl(s)
            unit.res[s.index] = .skip
            guard let type = extensibleType(names[d.name]) else { continue }
            let info = unit.valueExtensions[type.valueType] ?? ValueExtensionInfo(typeName: names[d.name], type: type)
            unit.valueExtensions[type.valueType] = info
            info.nodes.append(s)
            let firstFunction = info.functions.count
            defer { if type != info.type { for (_, k) in info.functions[firstFunction...] { info.selfTypes[k] = type } } }
            let selfKind = SwiftNumberKind(typeName: names[d.name])
            let doubleType = selfKind == .double ? (names[d.name] == "CGFloat" ? "CGFloat" : "Double") : nil
            func oneNumberType(_ m: NodeID) -> Bool {
                guard let doubleType else { return true }
                let (name, r): (Name, SourceRange)
                switch tree.kind(m) {
                case .varDecl: (name, r) = (tree.varDecl(m).name, tree.varDecl(m).nameRange)
                case .funcDecl where names[tree.funcDecl(m).name] != "init": (name, r) = (tree.funcDecl(m).name, tree.funcDecl(m).nameRange)
                default: return true
                }
                let text = (tree.range(m).file?.text(tree.range(m))).map {
                    String($0).replacing("CGFloat", with: "Double")
                } ?? ""
                if let other = doubleMembers[name], other.type != doubleType {
                    if other.text != text {
                        report(Diagnostic(.warning, "'\(names[name])' is declared in extensions of both \(other.type) and \(doubleType), which are one number type here: the \(other.type) one runs for both types' values; give the two different names if they should differ",
                                          at: r, notes: [Diagnostic(.note, "the \(other.type) one is here", at: other.range)]))
                    }
                    return true
                }
                doubleMembers[name] = (doubleType, text, r)
                return true
            }
            defer { if let selfKind { for (_, k) in info.functions[firstFunction...] { info.selfKinds[k] = selfKind } } }
            let saved = (frameComponent, frameSize, fnLevel, currentClass, currentStruct)
            (frameComponent, frameSize, fnLevel, currentClass, currentStruct) = (Int32.max, 1, 0, nil, nil)
            defer { (frameComponent, frameSize, fnLevel, currentClass, currentStruct) = saved }
            // The types the extensions declare, by name in their members' signatures.
            pushScope()
            defer { popScope() }
            for (n, b) in info.nestedTypes { declare(n, b) }
            for m in d.members where oneNumberType(m) {
                switch tree.kind(m) {
                case .varDecl:
                    let v = tree.varDecl(m)
                    if v.flags.contains(.computed) {
                        let f = UserFunction(name: names[v.name], nameRange: v.nameRange, node: m, level: 0, body: v.getter)
                        f.isStatic = v.flags.contains(.isStatic)
                        // (Its number type too: `var rounded: Int` of CGFloat divides as an Int.)
                        if let tn = v.type { f.result = swiftType(tn) ?? .void; f.resultKind = numberKind(ofType: tn) ?? .double } else {
                            error("a computed property needs its type: 'var \(names[v.name]): Type { … }'", v.nameRange)
                        }
                        unit.functions.append(f)
                        let k = Int32(unit.functions.count - 1)
                        unit.res[m.index] = .skip
                        info.functions.append((m, k))
                        if f.isStatic { info.addStatic(v.name, .getter(k)) } else { info.getters[v.name] = k }
                        if selfKind != nil { info.numberMembers[v.name, default: []].append(k) }
                    } else if v.flags.contains(.isStatic) {
                        staticStored.append((info, m))
                        info.pendingStatics[v.name] = m
                    } else {
                        error("extensions must not contain stored properties", v.nameRange)
                        unit.res[m.index] = .error
                    }
                case .funcDecl:
                    let fd = tree.funcDecl(m)
                    let f = signatureFunction(m, level: 0)
                    unit.functions.append(f)
                    let k = Int32(unit.functions.count - 1)
                    unit.res[m.index] = .skip
                    info.functions.append((m, k))
                    if names[fd.name] == "init" {
                        info.inits.append(k)
                        info.mutating.insert(k)
                    } else if f.isStatic {
                        // Static functions of one name told apart by labels or parameter types
                        // (`color(hex: String)` beside `color(hex: Int)`): overloads, as Swift's.
                        if selfKind != nil { info.numberMembers[fd.name, default: []].append(k) }
                        // (Another number type's of the name is another type's member, not an overload.)
                        if let first = info.staticFunction(fd.name), info.selfKinds[first] == nil || info.selfKinds[first] == selfKind {
                            if !joinOverloads(first, k) { overloadError(names[fd.name], fd.nameRange) }
                        } else {
                            info.addStatic(fd.name, .function(k))
                        }
                    } else {
                        info.methods[fd.name, default: []].append(k)
                        // A setter (`$set name`) changes `self`, as a mutating method does.
                        if writtenModifier(m, "mutating", before: fd.nameRange.lower) || names[fd.name].hasPrefix("$set ") { info.mutating.insert(k) }
                    }
                case .enumDecl, .structDecl:
                    break   // declared first (declareExtensionTypes)
                default:
                    unit.res[m.index] = .error
                    error("an extension holds methods, computed properties, initializers and static members; this statement belongs in a method", tree.range(m))
                }
            }
        }
        // Their static stored properties are checked once the file's functions are declared
        // (checkExtensionStatics): a value may use one, an operator function too
        // (`static let background = .white | .black` of a `static func |`); one read before
        // then is checked at that read.
        extensionStatics = staticStored
        for s in tree.topLevel where tree.kind(s) == .extensionDecl {
            let d = tree.extensionDecl(s)
            if extensibleType(names[d.name]) == nil {
                error("extensions of '\(names[d.name])', which is not a class or struct of this file, are outside the supported Swift subset (docs/language.md §13)", d.nameRange)
            }
        }
    }

    /// The enums and structs declared in extensions of built-in types (a palette's `extension
    /// UIColor { struct Palette { static let ink = … } }`), as Swift nests them in the type:
    /// named `UIColor.Palette` (a type annotation, a static member's base) and, in the
    /// extensions' own code and in one another's, `Palette`. They are declared before the
    /// extensions' members, whose signatures may name them.
    func declareExtensionTypes() {
        var all: [ValueExtensionInfo] = []
        for s in tree.topLevel where tree.kind(s) == .extensionDecl {
            let d = tree.extensionDecl(s)
            let nested = d.members.filter { [.enumDecl, .structDecl].contains(tree.kind($0)) }
            guard !nested.isEmpty, let type = extensibleType(names[d.name]) else { continue }
            let info = unit.valueExtensions[type.valueType] ?? ValueExtensionInfo(typeName: names[d.name], type: type)
            unit.valueExtensions[type.valueType] = info
            if !all.contains(where: { $0 === info }) { all.append(info) }
            // A scope of their own: the file's names stay the file's (`Palette` alone names
            // nothing outside the extensions, as in Swift).
            pushScope()
            for (n, b) in info.nestedTypes { declare(n, b) }
            for m in nested {
                if tree.kind(m) == .enumDecl {
                    let before = unit.enums.count
                    declareEnum(m, in: names[d.name])
                    if unit.enums.count > before { info.nestedTypes[tree.enumDecl(m).name] = .enumType(Int32(before)) }
                } else {
                    info.nestedTypes[tree.structDecl(m).name] = .structType(declareStruct(m, in: names[d.name]))
                }
            }
            popScope()
        }
        // Each sees the others by name, as types nested in one type do.
        for info in all {
            let outer = info.nestedTypes.sorted { names[$0.key] < names[$1.key] }.map { (name: $0.key, binding: $0.value) }
            for (_, b) in outer {
                switch b {
                case .structType(let k): unit.structs[Int(k)].outer = outer
                case .enumType(let k): unit.enums[Int(k)].outer = outer
                default: break
                }
            }
        }
    }

    /// Checks the extension's static stored property `name` if it is not yet: its value sees the
    /// extension's static members by name, as Swift's (`static let badge = makeBadge(size)`).
    func checkPendingStatic(_ info: ValueExtensionInfo, _ name: Name) {
        guard let m = info.pendingStatics.removeValue(forKey: name) else { return }
        // One reads the next before it is checked: a chain as long as the file may be is
        // bounded as nesting is, and said where it goes too deep.
        guard pendingDepth < Checker.maxPendingStatics else {
            error("static properties read one another's values more than \(Checker.maxPendingStatics) deep", tree.varDecl(m).nameRange)
            unit.res[m.index] = .error
            return
        }
        pendingDepth += 1
        defer { pendingDepth -= 1 }
        let saved = (frameComponent, frameSize, fnLevel, currentClass, currentStruct)
        (frameComponent, frameSize, fnLevel, currentClass, currentStruct) = (Int32.max, 1, 0, nil, nil)
        defer { (frameComponent, frameSize, fnLevel, currentClass, currentStruct) = saved }
        let savedExtension = staticExtension
        staticExtension = info
        // Swift code wherever it is first read (an operator function of the file applies).
        let savedPlace = place
        place = .swift
        let b = checkStaticVar(m)
        place = savedPlace
        staticExtension = savedExtension
        if let b { info.addStatic(name, b) }
    }

    /// How deep static properties' values may read static properties not checked yet.
    static let maxPendingStatics = 400

    /// A bare name in an extension's static code (`static let a = b + 1`, `makeBadge(size)`,
    /// `Palette.ink`): the extension's static member of that name, checked first if it is not
    /// yet, or a type the extensions declare.
    func staticExtensionMember(_ name: Name) -> Binding? {
        guard let info = staticExtension else { return nil }
        if info.pendingStatics[name] != nil { checkPendingStatic(info, name) }
        return info.statics[name] ?? info.nestedTypes[name]
    }

    /// The bodies of the extensions' members, each in a checker of its own that sees the file's
    /// names, `self` (slot 0 of the member's frame; a `var` in a `mutating` method or an
    /// `init`), and the extension's members by name.
    func checkValueExtensions() {
        for info in unit.valueExtensions.values.sorted(by: { $0.typeName < $1.typeName }) {
            for (_, b) in info.nestedTypes.sorted(by: { names[$0.key] < names[$1.key] }) {
                switch b {
                case .structType(let k): checkStruct(k)
                case .enumType(let k): checkEnum(k)
                default: break
                }
            }
            for (m, k) in info.functions {
                let f = unit.functions[Int(k)]
                let sub = fileScopeChecker(silent: silent)
                sub.staticContext = f.isStatic
                if f.isStatic { sub.staticExtension = info }
                if !f.isStatic {
                    _ = sub.declareSwift(names.intern("self"), info.selfTypes[k] ?? info.type, mutability: info.mutating.contains(k) ? 1 : 0)
                    // An extension of Int's `self` is an Int (`self / 2` divides as Ints), its own
                    // extension's: CGFloat's beside it divides as CGFloats.
                    if let kind = info.selfKinds[k] { sub.markKind(kind) }
                }
                // A bare call takes the overload its labels fit (`components(in:)` beside `components()`).
                for (n, ks) in info.methods where !f.isStatic {
                    sub.declare(n, .function(ks[0]))
                    for k in ks.dropFirst() { _ = sub.joinOverloads(ks[0], k) }
                }
                for (n, g) in info.getters where !f.isStatic { sub.declare(n, .getter(g)) }
                for (n, b) in info.statics { sub.declare(n, b) }
                for (n, b) in info.nestedTypes { sub.declare(n, b) }
                // Its signature's errors (a parameter of a type the app declares elsewhere,
                // `static func background(for mention: Mention)`) join its body's, as a helper's do.
                let signature = takeSignatureErrors(m)
                sub.checkFunctionBody(m, k)
                leaveOutIfOutside(f, signature + sub.errors, inSignature: !signature.isEmpty)
            }
        }
    }

    /// A checker of its own that sees the file's names, in a frame of its own: for code that
    /// runs apart from the code being checked (an extension's member, a stored property's value).
    func fileScopeChecker(silent: Bool) -> Checker {
        let sub = Checker(unit: unit, units: units)
        sub.silent = silent
        sub.pushScope()
        for d in decls[0..<(scopes.count > 2 ? scopes[2] : decls.count)] { sub.redeclare(d) }
        sub.pushScope()
        (sub.frameComponent, sub.frameSize, sub.fnLevel) = (Int32.max, 0, 0)
        return sub
    }

    /// A helper — a method of a class, a struct or an extension, a function of the file, a
    /// computed property an extension adds — whose body names what viewc does not run (a
    /// snapshot method calling `drawHierarchy`, an action pushing a view controller) is left out
    /// with a warning, as a method the drawing never calls costs it nothing in Swift; a call of
    /// it is its error (Runner.invoke). What UIKit calls itself — draw(_:), an init, an override,
    /// a setup method — is no helper: its errors stay errors where they stand, as do a name
    /// close to a known one (a typo) and a member of another class (`namesWhatIsNotRun`).
    func leaveOutIfOutside(_ f: UserFunction, _ found: [Diagnostic], inSignature: Bool = false) {
        let errs = found.filter { $0.severity == .error }
        guard !errs.isEmpty, errs.allSatisfy({ Checker.namesWhatIsNotRun($0) && !namesATypo($0) }) else { errors += found; return }
        // As a message names it: a computed property by its name, a function by its signature.
        let what = f.name == "init" ? "this initializer" : tree.kind(f.node) == .varDecl ? "'\(f.name)'" : "'\(f.signature)'"
        f.leftOut = (what, errs)
        errors += found.filter { $0.severity != .error }
        let use = tree.kind(f.node) == .varDecl ? "a use of it" : "a call of it"
        report(Diagnostic(.warning, "\(what) is left out: its \(inSignature ? "signature" : "body") uses what viewc does not run (\(errs[0].message)); \(use) is an error",
                          at: f.nameRange, notes: errs.prefix(3).map { Diagnostic(.note, $0.message, at: $0.range) }))
    }

    /// Checks the body of function `k` (declared at `m`), leaving it out when it is a helper
    /// whose body names what viewc does not run (leaveOutIfOutside).
    func checkHelperBody(_ m: NodeID, _ k: Int32) {
        let f = unit.functions[Int(k)]
        let isHelper: Bool
        if tree.kind(m) == .varDecl {
            // A computed property an extension adds (`var snapshot: UIImage? { … }`).
            let v = tree.varDecl(m)
            isHelper = v.flags.contains(.inExtension) && v.flags.contains(.computed) && !v.flags.contains(.isOverride)
        } else {
            isHelper = tree.kind(m) == .funcDecl && f.name != "init" && !f.name.hasPrefix("$")
                && !tree.funcDecl(m).flags.contains(.isOverride) && !setupFunctionNames.contains(f.name) && f.name != "draw"
        }
        guard isHelper, !silent else { checkFunctionBody(m, k); return }
        // The errors its signature gave when it was declared — a parameter or result of a type
        // viewc does not know (`func className(_ c: AnyClass) -> String`) — join its body's: such
        // a helper is left out as one whose body names what viewc does not run, and a call of it
        // is the error.
        let signature = takeSignatureErrors(m)
        let mark = errors.count
        checkFunctionBody(m, k)
        guard errors.count > mark || !signature.isEmpty else { return }
        let found = signature + Array(errors[mark...])
        errors.removeSubrange(mark...)
        leaveOutIfOutside(f, found, inSignature: !signature.isEmpty)
    }

    /// The errors the signature of the function declared at `m` gave when it was declared — a
    /// parameter or result of a type viewc does not know — taken out of the errors said, for the
    /// function's leaving out to decide (none for a computed property).
    func takeSignatureErrors(_ m: NodeID) -> [Diagnostic] {
        guard tree.kind(m) == .funcDecl else { return [] }
        let fd = tree.funcDecl(m)
        let types = fd.params.map { tree.range($0.type) } + (fd.result.map { [tree.range($0)] } ?? [])
        let inSignature = { (d: Diagnostic) in
            d.severity == .error && types.contains { $0.fileID == d.range.fileID && $0.lower <= d.range.lower && d.range.upper <= $0.upper }
        }
        let signature = errors.filter(inSignature)
        errors.removeAll(where: inSignature)
        return signature
    }

    /// Whether the name an error quotes as unknown is close to one the file declares or one
    /// viewc knows (`drawGird` beside `drawGrid`, `setFil` beside `setFill`), or a member of a
    /// type the file declares: a typo, Swift's error too, not an API viewc does not model
    /// (`drawHierarchy`).
    func namesATypo(_ d: Diagnostic) -> Bool {
        let m = d.message
        guard let open = ["unknown name '", "unknown function '", "has no method '", "has no member '", "has no property '"]
                .lazy.compactMap({ m.firstRange(of: $0) }).first?.upperBound,
              let close = m[open...].firstIndex(of: "'") else { return false }
        let word = String(m[open..<close])
        if suggest(word, fileDeclaredNames()) != nil || suggest(word, Checker.checkerBoundNames) != nil { return true }
        // A member named on one of viewc's types: close to one of that type's own (`setFil` of
        // a Color beside `setFill`); a type it does not know the name of says nothing.
        guard m.contains(" has no "), let type = m[..<m.firstRange(of: " has no ")!.lowerBound].split(separator: " ").last
                .map({ String($0.filter { $0 != "'" }) }) else { return false }
        // Of a type the file declares, whose members viewc knows all of: Swift's error whatever the name.
        if fileDeclaredNames().contains(type) { return true }
        let vt: ValueType? = ValueType(rawValue: type) ?? (LayerContent.Kind(rawValue: type) != nil || type.hasPrefix("UI") ? .view : nil)
        guard let vt else { return false }
        // (One edit away, among names of the same kind: `render` is no typo of a view's `center`.)
        let own = m.contains(" has no method '") ? Array((registry.methods[vt] ?? [:]).keys) : Array((registry.memberIndex[vt] ?? [:]).keys)
        let w = Array(word.lowercased())
        return own.contains { abs($0.count - w.count) <= 1 && editDistance(w, Array($0.lowercased())) <= 1 }
    }

    /// Names the checker binds itself rather than the registry: a color's setters, the numbers' statics.
    static let checkerBoundNames = ["setFill", "setStroke", "pi", "zero", "infinity", "greatestFiniteMagnitude"]

    /// The names the file declares: its types, functions, properties and cases.
    func fileDeclaredNames() -> [String] {
        if let made = declaredNamesMade { return made }
        var all = Set<String>()
        for i in 0..<tree.nodeCount {
            let n = NodeID(Int32(i))
            switch tree.kind(n) {
            case .varDecl: all.insert(names[tree.varDecl(n).name])
            case .funcDecl: all.insert(names[tree.funcDecl(n).name])
            case .classDecl where FrameworkClasses.holdsExtension(names[tree.classDecl(n).name]) == nil: all.insert(names[tree.classDecl(n).name])
            case .structDecl: all.insert(names[tree.structDecl(n).name])
            case .enumDecl:
                let e = tree.enumDecl(n)
                all.insert(names[e.name])
                for c in e.cases { all.insert(names[c.name]) }
            default: break
            }
        }
        let made = all.filter { !$0.hasPrefix("$") }.sorted()
        declaredNamesMade = made
        return made
    }


    /// Whether an error says the code names what viewc does not have (an API it does not model,
    /// a construct outside the subset), rather than a mistake Swift would refuse too.
    static func namesWhatIsNotRun(_ d: Diagnostic) -> Bool {
        let m = d.message
        // A typo, or a member named on the wrong class (`(it is CAGradientLayer's)`): Swift's error too.
        if m.contains("did you mean") || m.contains("(it is ") { return false }
        return m.hasPrefix("unknown ") || m.contains(" has no method '") || m.contains(" has no member '") || m.contains(" has no property '")
            || m.contains("outside the supported Swift subset")
    }

    /// A `func`'s signature as a function: its name, result and parameters (their labels,
    /// types and defaults known before any call is checked; their slots the first of the
    /// function's frame, in order).
    func signatureFunction(_ s: NodeID, level: Int32) -> UserFunction {
        let fd = tree.funcDecl(s)
        let f = UserFunction(name: names[fd.name], nameRange: fd.nameRange, node: s, level: level, body: fd.body)
        f.result = fd.result.flatMap { swiftType($0) } ?? .void
        f.resultKind = fd.result.flatMap { numberKind(ofType: $0) } ?? .double
        f.isStatic = fd.flags.contains(.isStatic)
        f.throwing = fd.flags.contains(.throwing)
        f.rethrowing = fd.flags.contains(.rethrowing)
        f.params = fd.params.enumerated().map { i, p in (p.label.map { names[$0] }, names[p.name], Int32(i), parameterType(p.type), p.defaultValue) }
        // `inout` and variadic (`T...`) parameters, wherever the function is declared: a
        // class's, a struct's, an extension's (`class func points(_ p: inout [CGPoint])` of
        // `extension UIBezierPath`) or a protocol's.
        for (i, p) in fd.params.enumerated() {
            if tree.isInout(p.type) { f.inoutParams.insert(i) }
            if tree.isVariadic(p.type) { f.variadicParams.insert(i) }
        }
        return f
    }

    /// A parameter's type: `AnyObject` or `Any` alone (PaintCode's `NSShadow(color:
    /// AnyObject!, …)`) takes any value, whose type is known when the code runs, as an
    /// `[AnyObject]`'s elements are; elsewhere such a value is outside the subset (swiftType).
    func parameterType(_ tn: NodeID) -> VType? {
        if tree.kind(tn) == .typeRef, tree.typeQualifier(tn) == nil {
            let t = tree.typeRef(tn)
            if !t.array, names[t.name] == "AnyObject" || names[t.name] == "Any" { return nil }
        }
        return swiftType(tn)
    }

    /// Whether the labels of the call `n` fit the parameters of `f` (in order; a parameter with a
    /// default may be left out; a trailing closure fits a function parameter).
    func labelsFit(_ n: NodeID, _ f: UserFunction) -> Bool {
        let argc = tree.callArgCount(n)
        var ai = 0
        for (pi, p) in f.params.enumerated() {
            let label = ai < argc ? tree.callArgLabel(n, ai).map { names[$0] } : nil
            if ai < argc, label == p.label || (label == SyntaxTree.trailingLabel && p.type.map(isFunctionType) == true) {
                ai += 1
                if f.variadicParams.contains(pi) { while ai < argc, tree.callArgLabel(n, ai) == nil { ai += 1 } }
            } else if p.defaultValue == nil, !f.variadicParams.contains(pi) {
                return false
            }
        }
        return ai == argc
    }

    /// `value.m(…)` where an extension of the value's type has a method `m` with the call's
    /// labels: the call. Nil when it has none (the type's own method is called).
    func extensionMethodCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: Name, _ nr: SourceRange) -> VType?? {
        // In the extension's own code, a bare call (`string(from: n)`, `self.` implied) whose
        // labels the type's own method takes too is the type's: Swift picks between the two by
        // the argument's type, and the type's own takes every Number (an NSNumber is one here),
        // so a method that wraps it (`func string(from point: CGFloat)` calling
        // `string(from: NSNumber(value: Double(point)))`) calls it, not itself.
        let own = ownMethodSignatures(bt, names[name])
        if tree.kind(base) == .identifier, names[tree.nameOf(base)] == "self", tree.range(base).lower == tree.range(base).upper,
           own.contains(where: { builtinLabelsFit(n, $0) }) { return nil }
        // The extension's method whose labels fit, or its only one when the type has none of
        // that name (its mismatch is then reported against it).
        guard let info = valueExtension(bt), let ks = info.methods[name],
              let k = info.ownKind(ks.filter { labelsFit(n, unit.functions[Int($0)]) }, receiverKind(base, bt))
                ?? ks.first(where: { labelsFit(n, unit.functions[Int($0)]) }) ?? (own.isEmpty ? ks.first : nil) else {
            if let info = valueExtension(bt), case .function? = info.statics[name] {
                typeArgs(ofCall: n)
                error("static member '\(names[name])' cannot be used on instance of type '\(info.typeName)'; write '\(info.typeName).\(names[name])'", nr)
                return .some(nil)
            }
            return nil
        }
        // A mutating method stores its value back where it came from: a `var`, or a list's
        // element (`points[i].offset(by: d)`), as a struct's own method does.
        var receiver: (target: AssignTarget, observer: AssignTarget?)? = nil
        if info.mutating.contains(k) {
            guard let r = mutatingReceiver(base, what: "cannot use mutating member on immutable value") else { typeArgs(ofCall: n); return .some(nil) }
            receiver = r
        }
        guard let map = matchArguments(n, unit.functions[Int(k)]) else { return .some(nil) }
        unit.dispatches.append(.extensionCall(StructCall(function: k, argForParam: map, writeBack: receiver?.target, observer: receiver?.observer)))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        return .some(unit.functions[Int(k)].result)
    }

    /// The number type of the value `base` an extension's member is used on (nil for a value
    /// of another type), which picks among the number types' extensions' members of one name.
    func receiverKind(_ base: NodeID, _ bt: VType) -> SwiftNumberKind? {
        bt == .number ? numberKind(base).kind : nil
    }

    /// The number types' extensions' members of `name` that are static or not, getters or not.
    func numberMembers(_ info: ValueExtensionInfo, _ name: Name, isStatic: Bool, getter: Bool) -> [Int32] {
        (info.numberMembers[name] ?? []).filter {
            let f = unit.functions[Int($0)]
            return f.isStatic == isStatic && (tree.kind(f.node) == .varDecl) == getter
        }
    }

    /// The signatures of the type's own methods named `name`: its methods', and for CGContext
    /// its drawing calls' too (`fill(_:)`, `drawLinearGradient(_:start:end:options:)`), which an
    /// extension's methods of the name overload as Swift overloads any method: by the labels.
    func ownMethodSignatures(_ t: VType, _ name: String) -> [Signature] {
        var own = (registry.methods[t.valueType]?[name] ?? []).map { registry.methodForm($0).signature }
        if t == .context {
            own += (registry.contextCommands[name] ?? []).map { registry.commandForm($0).signature }
            own += (registry.paints[name] ?? []).map { registry.paintForm($0).signature }
        }
        return own
    }

    /// Whether the labels of the call `n` fit a built-in signature (in order, defaults left out).
    func builtinLabelsFit(_ n: NodeID, _ s: Signature) -> Bool {
        let argc = tree.callArgCount(n)
        var ai = 0
        for p in s.params {
            let label = ai < argc ? tree.callArgLabel(n, ai).map { names[$0] } : nil
            if ai < argc, label == p.label { ai += 1 } else if !p.hasDefault { return false }
        }
        return ai == argc
    }

    /// `value.p` where an extension of the value's type has the computed property `p`.
    func extensionGetter(_ n: NodeID, _ bt: VType, _ name: Name) -> VType?? {
        guard let info = valueExtension(bt), let k = info.ownKind(numberMembers(info, name, isStatic: false, getter: true), receiverKind(tree.member(n).base, bt))
                ?? info.getters[name] else { return nil }
        unit.dispatches.append(.extensionCall(StructCall(function: k, argForParam: [], writeBack: nil)))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        return .some(unit.functions[Int(k)].result)
    }

    /// `Type(…)` where an extension of the built-in `Type` has an `init` with the call's labels.
    /// An init whose labels are those of the type's own (`init(red: Int, green: Int, blue: Int,
    /// alpha: CGFloat = 1)` beside UIColor's `init(red:green:blue:alpha:)` of CGFloats) is the
    /// call's only where its Int parameters take the arguments (Ints, integer literals): a
    /// CGFloat or a literal with a fraction goes to the type's own, as Swift picks it — so the
    /// extension's `self.init(red: CGFloat(red) / 255, …)` calls UIKit's, not itself.
    func extensionInit(_ n: NodeID, _ typeName: String) -> VType?? {
        guard !unit.valueExtensions.isEmpty, let entry = Checker.extensibleTypes[typeName], let info = valueExtension(entry.type) else { return nil }
        let builtinFits = (registry.functions[typeName] ?? []).contains { builtinLabelsFit(n, registry.functionForm($0).signature) }
        guard let k = info.inits.first(where: { labelsFit(n, unit.functions[Int($0)]) && (!builtinFits || intParametersTake(n, unit.functions[Int($0)])) }) else { return nil }
        guard let map = matchArguments(n, unit.functions[Int(k)]) else { return .some(nil) }
        unit.dispatches.append(.extensionInit(function: k, argForParam: map, zero: entry.zero))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        // `init?(hex:)`: a failable initializer's value is an optional, as Swift types it.
        if isFailableInit(unit.functions[Int(k)]) { return .some(.optional(entry.type)) }
        return .some(entry.type)
    }

    /// Whether each argument of the call `n` that an `Int` parameter of `f` takes is an Int.
    /// An argument's kind is read once it is typed (a struct's field, a tuple's element, a
    /// call's result have theirs only then), so each is typed first, quietly: the call's own
    /// check types it again, and says its errors.
    func intParametersTake(_ n: NodeID, _ f: UserFunction) -> Bool {
        guard tree.kind(f.node) == .funcDecl else { return true }
        let ps = tree.funcDecl(f.node).params
        let argc = tree.callArgCount(n)
        var ai = 0
        for p in ps where ai < argc {
            guard tree.callArgLabel(n, ai) == p.label else { continue }
            if numberKind(ofType: p.type) == .int {
                let a = tree.callArgValue(n, ai)
                if tree.kind(a) != .closure {
                    let wasSilent = silent
                    silent = true
                    _ = argumentType(a)
                    silent = wasSilent
                }
                if numberKind(a).kind != .int { return false }
            }
            ai += 1
        }
        return true
    }

    /// `.init(hex: 0x131313)` where a UIColor is wanted (`static let ink: UIColor = .init(hex: …)`):
    /// the `init` of the file's extension of a built-in type whose labels fit the call, when one
    /// type's extension alone has such an init (Swift finds it by the type the context expects;
    /// the extensions decide here, as for their static members).
    func extensionImplicitInit(_ n: NodeID) -> VType?? {
        // A built-in type's initializer with these labels comes first (`let s: CGSize =
        // .init(width: 3, height: 2)` beside an `extension CGRect { init(width:height:) }`).
        guard !unit.valueExtensions.isEmpty, implicitInitForms(n) == nil else { return nil }
        let fitting = unit.valueExtensions.filter { $0.value.inits.contains { labelsFit(n, unit.functions[Int($0)]) } }
        guard fitting.count == 1, let type = fitting.first?.key,
              let name = Checker.extensibleTypes.keys.sorted().first(where: { Checker.extensibleTypes[$0]!.type.valueType == type }) else { return nil }
        return extensionInit(n, name)
    }

    /// `Type.s` or `Type.f(…)` (`n` is the member or the call) for a static member of an
    /// extension of the built-in `Type`.
    func extensionStatic(_ n: NodeID, _ typeName: String, _ name: Name, _ nr: SourceRange) -> VType?? {
        guard !unit.valueExtensions.isEmpty, let type = Checker.extensibleTypes[typeName]?.type, let info = valueExtension(type) else { return nil }
        checkPendingStatic(info, name)
        // `Int.unit` beside `CGFloat.unit`: the member of the type named.
        let own = info.ownKind(numberMembers(info, name, isStatic: true, getter: tree.kind(n) == .member), SwiftNumberKind(typeName: typeName))
        guard let b = own.map({ tree.kind(n) == .member ? Binding.getter($0) : Binding.function($0) }) ?? info.statics[name] else { return nil }
        switch (b, tree.kind(n)) {
        case (.swift(let level, let slot, let t, _), .member):
            unit.res[n.index] = swiftSlotRes(level, slot)
            return .some(t)
        case (.getter(let k), .member):
            return .some(getterCall(n, k))
        case (.function(let k), .call):
            return .some(userCall(n, k, hopsFrom: fnLevel))
        case (_, .call) where info.staticMethods[name] != nil:
            return .some(userCall(n, info.staticMethods[name]!, hopsFrom: fnLevel))
        case (.function(let k), _):
            error("'\(names[name])' is a method; call it with '(…)' (\(unit.functions[Int(k)].signature))", nr)
        default:
            if tree.kind(n) == .call { typeArgs(ofCall: n) }
            error("'\(typeName).\(names[name])' is not a method; drop the '(…)'", nr)
        }
        unit.res[n.index] = .error
        return .some(nil)
    }

    /// `.brand` where an extension's static property of that name is the only one: its value
    /// (Swift finds it by the type the context expects; the extensions' names decide here).
    /// `.f(…)` where an extension's static function of that name is the only one: a call of
    /// it (`return .stashGray(56)` of `extension UIColor { static func stashGray(_:) }`).
    /// Where several extensions declare it (`CGFloat.random()` and `UIColor.random()`), Swift
    /// picks the one of the type the context expects: the call waits, a placeholder symbol, until
    /// `accepts`, a view property or a call's parameter names that type (`resolveImplicitCall`);
    /// one that none names is Swift's error at the end of the file (`unresolvedImplicitCalls`).
    func extensionImplicitStaticCall(_ n: NodeID) -> VType?? {
        guard !unit.valueExtensions.isEmpty else { return nil }
        let name = tree.nameOf(tree.callCallee(n))
        let found = unit.valueExtensions.values.compactMap { $0.staticFunction(name) }
        if found.count > 1 {
            unit.res[n.index] = .error
            pendingImplicitCalls[tree.range(n).lower] = n
            return .some(.symbol(names[name]))
        }
        guard found.count == 1 else { return nil }
        return .some(userCall(n, found[0], hopsFrom: fnLevel))
    }

    /// The waiting implicit call at `n`, if it is one, made a call of the static function of
    /// the extension of `want` (an optional's wrapped type); nil when it is none or that type's
    /// extension has no such function.
    func resolveImplicitCall(_ n: NodeID, as want: VType) -> VType? {
        guard isWaitingImplicitCall(n) else { return nil }
        var w = want
        if case .optional(let inner) = want { w = inner }
        // `.circle(5)` where a `Shape` is wanted and enums besides it have a case `circle(…)`.
        if case .enumeration(let e) = w, let k = unit.enums.firstIndex(where: { $0.name == e }),
           unit.enums[k].associated[names[tree.nameOf(tree.callCallee(n))]] != nil {
            pendingImplicitCalls[tree.range(n).lower] = nil
            return enumCaseCall(n, Int32(k), names[tree.nameOf(tree.callCallee(n))], tree.range(tree.callCallee(n)))
        }
        guard let f = unit.valueExtensions[w.valueType]?.staticFunction(tree.nameOf(tree.callCallee(n))) else { return nil }
        pendingImplicitCalls[tree.range(n).lower] = nil
        return userCall(n, f, hopsFrom: fnLevel)
    }

    /// Whether `n` is an implicit call waiting for the type its context expects (its error,
    /// when none does, is `unresolvedImplicitCalls`'s).
    func isWaitingImplicitCall(_ n: NodeID) -> Bool {
        tree.kind(n) == .call && pendingImplicitCalls[tree.range(n).lower] == n
    }

    /// The implicit calls no expected type chose among several extensions: Swift's error.
    func unresolvedImplicitCalls() {
        for n in pendingImplicitCalls.values.sorted(by: { tree.range($0).lower < tree.range($1).lower }) {
            let name = tree.nameOf(tree.callCallee(n))
            let cases = enumsWithValueCase(names[name])
            if cases.count > 1 {
                error("'.\(names[name])(…)' is a case of several enums (\(cases.joined(separator: ", "))): write the enum, \(cases.map { "'\($0).\(names[name])(…)'" }.joined(separator: " or ")) (viewc takes it from a declared type, a parameter or a result; not yet from a list's, a tuple's or a method's argument)", tree.range(tree.callCallee(n)))
                continue
            }
            let owners = unit.valueExtensions.values.filter { $0.staticFunction(name) != nil }.map(\.typeName).sorted()
            error("'.\(names[name])(…)' is a static function of several extensions (\(owners.joined(separator: ", "))): Swift picks one by the type wanted here, and none is; write '\(owners[0]).\(names[name])(…)'", tree.range(tree.callCallee(n)))
        }
        pendingImplicitCalls = [:]
    }

    func extensionImplicitStatic(_ n: NodeID) -> VType?? {
        guard !unit.valueExtensions.isEmpty else { return nil }
        let name = tree.nameOf(n)
        for info in unit.valueExtensions.values where info.pendingStatics[name] != nil { checkPendingStatic(info, name) }
        let found = unit.valueExtensions.values.compactMap { info -> Checker.Binding? in info.statics[name] }
        guard found.count == 1 else { return nil }
        return implicitStaticValue(n, found[0]).map { .some($0) }
    }

    /// `.gradient` where a parameter of type `type` is wanted and an extension of that type has
    /// a static property of the name: its value, as Swift finds an implicit member by the type
    /// the context expects (`UIColor(patternImage: .gradient)` when UIColor has a `gradient` too).
    func extensionImplicitStatic(_ n: NodeID, of type: ValueType) -> VType? {
        guard let info = unit.valueExtensions[type] else { return nil }
        checkPendingStatic(info, tree.nameOf(n))
        guard let b = info.statics[tree.nameOf(n)] else { return nil }
        return implicitStaticValue(n, b)
    }

    /// A static property read at `n`: a stored one (`static let`) or a computed one.
    func implicitStaticValue(_ n: NodeID, _ b: Checker.Binding) -> VType? {
        switch b {
        case .swift(let level, let slot, let t, _):
            unit.res[n.index] = swiftSlotRes(level, slot)
            return t
        case .getter(let k): return getterCall(n, k)
        default: return nil
        }
    }
}

extension Checker {
    /// `context.drawDot(…)` on its own line, where an extension of CGContext has `drawDot`:
    /// a call evaluated (nil when the extension has no method of that name, or when the call's
    /// labels fit none of them but one of CGContext's own: `context.fill(r)` beside the
    /// extension's `fill(in:with:)` is CGContext's).
    func contextExtensionCall(_ e: NodeID, _ name: String) -> Res? {
        guard tree.kind(e) == .call, tree.kind(tree.callCallee(e)) == .member,
              let ks = valueExtension(.context)?.methods[names.intern(name)] else { return nil }
        if !ks.contains(where: { labelsFit(e, unit.functions[Int($0)]) }),
           ownMethodSignatures(.context, name).contains(where: { builtinLabelsFit(e, $0) }) { return nil }
        guard let t = expr(e), t != .void else { return .evaluate }   // nil: its error is reported
        error("the result of this call is unused", tree.range(e))
        return .error
    }
}
