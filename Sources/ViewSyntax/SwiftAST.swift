// The Swift subset in the syntax tree: what a UIView subclass's own code is made of — a class
// with stored, computed and @IBInspectable properties, methods, nested enums and structs, and
// the statements draw(_:) code uses (var, assignment, guard, switch, return). The nodes live
// in the same flat array as the rest of the language (AST.swift); their layouts:
//
//   typeRef        a = name; flags 1 = optional (`T?`, `T!`), 2 = array (`[T]`), 4 = `inout T`
//                  (a parameter's), 8 = `T...` (a variadic parameter's, an array of T), 16 = a
//                  function type (`(CGFloat, Bool) -> Void`): b = extra: [count, param type ×
//                  count, result type or -1]
//                  32 = a tuple type (`(dx: CGFloat, dy: CGFloat)`): b = extra: [count, (label or
//                  -1, type) × count] (SwiftTupleSyntax.swift)
//   inoutArgument  a = the variable (`&x` as a call's argument)
//   varDecl        a = name; flags (VarFlags); b = extra: [name start, type or -1, value or -1,
//                  getter count, stmt × count]
//   assign         op = none (=), add, sub, mul, div (+= -= *= /=); a = target, b = value; flags 1 =
//                  the store back of a value an assignment went through (`x!.a = v`)
//   funcDecl       a = name; flags (FuncFlags); b = extra: [name start, param count,
//                  (label or -1, name, name start, type, default or -1) × count,
//                  result type or -1, body count, stmt × count]
//   returnStmt     a = value or -1
//   guardStmt      a = condition; b = extra: [else count, stmt × count]
//   switchStmt     a = subject; b = extra: [case count, (pattern count or -1 for default,
//                  pattern × count, case start, body count, stmt × body count) × case count]
//   enumDecl       a = name; b = extra: [name start, raw type or -1, count, (name, name start,
//                  raw value or -1) × count, member count, member × count (its methods,
//                  computed properties and static members), associated count, (case index,
//                  value count, (label or -1, type) × value count) × associated count];
//                  flags 1 = it conforms to CaseIterable, 2 = to Error (its values may be thrown)
//   structDecl     a = name; flags 1 = a class that is not a view; b = extra: [name start, count,
//                  stmt × count, protocol count, (name, name start) × count]
//   classDecl      a = name; flags 1 = @IBDesignable, 4 = named only where declared; b = extra: [name start, superclass name,
//                  superclass start, count, member × count, protocol count, (name, name start) × count]
//   whileStmt      a = condition; b = extra: [count, stmt × count]; flags 1 = `repeat … while`
//   breakStmt, continueStmt   (in a loop's body) a = the label of the loop they leave or go on
//                  with (`break outer`), or -1; a continueStmt flagged `fallthroughJump` is a
//                  switch case's `fallthrough`
//   extensionDecl  a = name; b = extra: [name start, count, member × count, protocol count,
//                  (name, name start) × count]
//   protocolDecl   a = name; b = extra: [name start, count, member × count]: requirements are
//                  funcDecls flagged `requirement` (no body) and computed varDecls; a method of an
//                  extension of the protocol is a funcDecl with a body (a default)
//   optionalBinding a = name, b = value (`let name = value` in an if or guard condition); flags 1 =
//                  `var`, 2 = the value must be an object (an optional chain an assignment goes through),
//                  4 = nil stops as `!` does (an assignment through `x!.member`, whose body
//                  ends with the store back of the bound value: an assign flagged 1)
//   conditionList  a = extra offset, b = count: conditions (`if let a = x, a > 0`)
//   cast           a = the value, b = its type (a typeRef); flags 1 = `as!`
//   closure        a = a funcDecl named `$closure` (a parameter's type is -1 where none is
//                  written; `$0`, `$1` are parameters of those names); flags 1 = its body is
//                  one expression, returned (`{ $0 * 2 }`); b = extra offset: [count, let ×
//                  count], the capture list's values (`[x, y = e]`)
//   selector       a = method name; flags 1 = labels written; b = extra: [name start, label
//                  count, (label or -1 for `_`) × count] (`#selector(pan(recognizer:))`,
//                  `#selector(Type.tapped)`: a type or `self` before the name is dropped)

import FoundationEssentials
import Glibc

/// Flags of a `var`/`let` declaration in the Swift subset.
public struct VarFlags: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// `var` (otherwise `let`).
    public static let isVar = VarFlags(rawValue: 1)
    /// `@IBInspectable`.
    public static let inspectable = VarFlags(rawValue: 2)
    public static let isStatic = VarFlags(rawValue: 4)
    /// A computed property: `var x: T { … }` (its body is the getter).
    public static let computed = VarFlags(rawValue: 8)
    /// `didSet { … }` / `willSet { … }`: a stored property whose setter (`$set name`) runs them.
    public static let observed = VarFlags(rawValue: 16)
    public static let isOverride = VarFlags(rawValue: 32)
    /// A protocol's property requirement `{ get set }` (settable through the protocol).
    public static let settableRequirement = VarFlags(rawValue: 64)
    /// A computed property written in an `extension` of the type (merged into its members).
    public static let inExtension = VarFlags(rawValue: 128)
}

/// Flags of a `func` or `init` declaration.
public struct FuncFlags: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let isOverride = FuncFlags(rawValue: 1)
    public static let isStatic = FuncFlags(rawValue: 2)
    /// `init?(…)`.
    public static let failable = FuncFlags(rawValue: 4)
    /// `@objc`: a method `#selector` may name.
    public static let objc = FuncFlags(rawValue: 8)
    /// A protocol's requirement: a signature without a body.
    public static let requirement = FuncFlags(rawValue: 16)
    /// `@objc optional func`: a requirement a conforming class may leave out.
    public static let optionalRequirement = FuncFlags(rawValue: 32)
    /// `throws`: a call of it is written with `try` (SwiftErrorSyntax.swift).
    public static let throwing = FuncFlags(rawValue: 64)
    /// `rethrows`: it throws only what the closures it is given throw (none do here), so a
    /// call of it needs no `try`; its body may use `try`.
    public static let rethrowing = FuncFlags(rawValue: 128)
    /// Declared in an `extension` (merged into a type: Parser.mergeExtensions), as a helper
    /// file's methods are.
    public static let inExtension = FuncFlags(rawValue: 256)
}

/// One parameter of a `func`: `label name: Type = default`.
public struct FuncParam: Sendable {
    /// The argument label (nil for `_`).
    public var label: Name?
    public var name: Name
    public var nameRange: SourceRange
    public var type: NodeID
    public var defaultValue: NodeID?
}

/// One case of a `switch`: its patterns (none for `default`) and body.
public struct SwitchCase: Sendable {
    public var patterns: [NodeID]
    public var isDefault: Bool
    /// Where `case` or `default` is written.
    public var start: Int32
    public var body: NodeList
}

extension SyntaxTree {
    public func typeRef(_ n: NodeID) -> (name: Name, optional: Bool, array: Bool) {
        let x = nodes[n.index]
        return (Name(raw: x.a), x.flags & 1 != 0, x.flags & 2 != 0)
    }
    /// A generic function's number type parameter (`T` of `<T: Comparable>`), a Number here:
    /// its flag on the type's node; the kind of number is the arguments' (Checker.resultKind).
    public static let genericNumber: UInt16 = 512
    public func isGenericNumber(_ n: NodeID) -> Bool { nodes[n.index].kind == .typeRef && nodes[n.index].flags & SyntaxTree.genericNumber != 0 }
    /// The path of the type a member type is written in (`Outer` of `Outer.Inner`,
    /// `A.B` of `A.B.C`), when it is one.
    public func typeQualifier(_ n: NodeID) -> Name? {
        let x = nodes[n.index]
        return x.kind == .typeRef && x.flags & 128 != 0 ? Name(raw: x.b) : nil
    }
    /// A function type's parameter types and result (nil: `Void`), when `n` is one.
    public func functionType(_ n: NodeID) -> (params: [NodeID], result: NodeID?)? {
        let x = nodes[n.index]
        guard x.flags & 16 != 0 else { return nil }
        let o = Int(x.b), count = Int(extra[o])
        let r = extra[o + 1 + count]
        return ((0..<count).map { NodeID(extra[o + 1 + $0]) }, r < 0 ? nil : NodeID(r))
    }
    /// The element type of an array of optionals or of arrays (`[Int?]`, `[[CGFloat]]`), when
    /// `n` is one: its own optional and array flags wrap it.
    public func wrappedType(_ n: NodeID) -> NodeID? {
        let x = nodes[n.index]
        return x.flags & 64 != 0 ? NodeID(x.b) : nil
    }
    /// A closure's function (`closure`).
    public func closureFunction(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }
    /// A closure's capture list: a `let` for each value it captures, made with the closure.
    public func closureCaptures(_ n: NodeID) -> NodeList {
        let o = nodes[n.index].b
        return ids(o + 1, extra[Int(o)])
    }
    /// A `!` the lowering adds where Swift unwraps a `T!` implicitly (a unary `force` node so
    /// flagged): a value that is not optional passes through it, as the name it reads may be a
    /// property of another type than the one declared `T!`.
    public static let implicitUnwrap: UInt16 = 0x0100
    public func isImplicitUnwrap(_ n: NodeID) -> Bool { nodes[n.index].kind == .unary && nodes[n.index].flags & SyntaxTree.implicitUnwrap != 0 }
    /// Such a `!` on a `T!` value assigned (`board[cell] = currentPlayer`) or passed as an
    /// argument: Swift unwraps it only where the target or the parameter holds a plain value;
    /// into an optional it is stored as it is (Checker.checkAssign and matchArguments decide).
    public static let storedUnwrap: UInt16 = 0x1000
    public func isStoredUnwrap(_ n: NodeID) -> Bool { isImplicitUnwrap(n) && nodes[n.index].flags & SyntaxTree.storedUnwrap != 0 }
    /// `x.description`, lowered as `String(describing: x)`: a call so flagged, which is the
    /// stored `description` of a class or struct of the file when `x` is one that has it
    /// (a model's `var description: String!`), as Swift reads the member.
    public static let describedMember: UInt16 = 0x0200
    public func isDescribedMember(_ n: NodeID) -> Bool { nodes[n.index].kind == .call && nodes[n.index].flags & SyntaxTree.describedMember != 0 }
    /// An argument of `print` that is a ternary, lowered `c ? String(describing: a) :
    /// String(describing: b)` (a ternary so flagged): print takes `Any`, so Swift types each
    /// branch on its own (`print(on ? 1 : 2.5)` prints "1", an Int; `let x = on ? 1 : 2.5` is
    /// the Double 1.0) unless one is optional, which makes the other one of its optional type.
    public static let describedBranches: UInt16 = 0x0400
    public func isDescribedBranches(_ n: NodeID) -> Bool { nodes[n.index].kind == .ternary && nodes[n.index].flags & SyntaxTree.describedBranches != 0 }
    /// Such a ternary made of `print(r?.value ?? -1)`: `(let $chain = r) ? String(describing: $chain.value
    /// ?? -1) : String(describing: -1)` (SwiftLowering.describedAsAny).
    public static let chainCoalesce: UInt16 = 0x0800
    /// The store back of a value unwrapped for an assignment through it (`x!.a = v`,
    /// SwiftLowering.forcedUnwrapping): an `assign` so flagged, which the checker drops when
    /// what was unwrapped is an object (changed where it is).
    public static let writeBack: UInt16 = 1
    public func isWriteBack(_ n: NodeID) -> Bool { nodes[n.index].kind == .assign && nodes[n.index].flags & SyntaxTree.writeBack != 0 }
    /// The same store back made through a property's setter (`$set origin($copy)` after
    /// `origin.x = v`, SwiftLowering.memberSetterCall): an `expression` so flagged, whose call's
    /// one argument is the copy; dropped when that is an object, as Swift calls no setter then.
    public func isSetterWriteBack(_ n: NodeID) -> Bool { nodes[n.index].kind == .expression && nodes[n.index].flags & SyntaxTree.writeBack != 0 }
    /// `for var x in …`: a `forStmt` whose loop variable the body may assign, so flagged.
    public static let varLoopVariable: UInt16 = 1
    public func isVarLoop(_ n: NodeID) -> Bool { nodes[n.index].kind == .forStmt && nodes[n.index].flags & SyntaxTree.varLoopVariable != 0 }
    /// `fallthrough` in a switch case: a `continueStmt` so flagged.
    public static let fallthroughJump: UInt16 = 1
    public func isFallthrough(_ n: NodeID) -> Bool { nodes[n.index].kind == .continueStmt && nodes[n.index].flags & SyntaxTree.fallthroughJump != 0 }
    /// The label a `break` or `continue` names (`break outer`), if any.
    public func jumpLabel(_ n: NodeID) -> Name? { nodes[n.index].a >= 0 ? Name(raw: nodes[n.index].a) : nil }
    /// A call node that is a `case` pattern binding an enum case's associated values
    /// (`.value(let v)`), and an identifier node that is a name it binds.
    public static let casePatternCall: UInt16 = 0x4000
    public static let boundName: UInt16 = 0x4000
    public func isCasePattern(_ n: NodeID) -> Bool { nodes[n.index].kind == .call && nodes[n.index].flags & SyntaxTree.casePatternCall != 0 }
    /// `case let x:` — a name bound to the whole value a switch matches (an identifier flagged
    /// `boundName`), which every value matches.
    public func isValueBinding(_ n: NodeID) -> Bool { nodes[n.index].kind == .identifier && nodes[n.index].flags & SyntaxTree.boundName != 0 }
    /// `case let v?:` (or `.some(let v)`) — a value binding that matches an optional's value
    /// when it has one (not nil), and names that value.
    public static let boundSome: UInt16 = 0x1000
    public func bindsSome(_ n: NodeID) -> Bool { isValueBinding(n) && nodes[n.index].flags & SyntaxTree.boundSome != 0 }
    /// `case var n:`, `case var v?:` — a value binding that is a variable.
    public static let boundVar: UInt16 = 0x0800
    public func bindsVariable(_ n: NodeID) -> Bool { isValueBinding(n) && nodes[n.index].flags & SyntaxTree.boundVar != 0 }
    /// A case pattern with a `where` clause: a binary node so flagged, the pattern its left
    /// side and the condition its right.
    public static let caseWhere: UInt16 = 0x2000
    public func caseWhere(_ n: NodeID) -> (pattern: NodeID, condition: NodeID)? {
        let x = nodes[n.index]
        guard x.kind == .binary, x.flags & SyntaxTree.caseWhere != 0 else { return nil }
        return (NodeID(x.a), NodeID(x.b))
    }

    /// An enum's cases with associated values: the case's index and each value's label and type.
    public func enumAssociated(_ n: NodeID) -> [(caseIndex: Int, values: [(label: Name?, type: NodeID)])] {
        let o = Int(nodes[n.index].b)
        let membersAt = o + 3 + 3 * Int(extra[o + 2])
        var at = membersAt + 1 + Int(extra[membersAt])
        let count = Int(extra[at])
        at += 1
        var out: [(Int, [(Name?, NodeID)])] = []
        for _ in 0..<count {
            let ci = Int(extra[at]), vc = Int(extra[at + 1])
            at += 2
            var vs: [(Name?, NodeID)] = []
            for _ in 0..<vc {
                vs.append((extra[at] < 0 ? nil : Name(raw: extra[at]), NodeID(extra[at + 1])))
                at += 2
            }
            out.append((ci, vs))
        }
        return out
    }

    /// Whether a parameter's type is written `inout T`.
    public func isInout(_ n: NodeID) -> Bool { nodes[n.index].flags & 4 != 0 }
    /// Whether a parameter's type is written `T...` (its value is an array of T).
    public func isVariadic(_ n: NodeID) -> Bool { nodes[n.index].flags & 8 != 0 }
    /// `&x`: the variable passed.
    public func inoutOperand(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }

    /// A type as written (`CGFloat`, `[CGPoint]`, `CGContext?`, `(CGFloat) -> Void`).
    public func typeText(_ n: NodeID) -> String {
        let t = typeRef(n)
        var s = names[t.name]
        if let f = functionType(n) { s = "(" + f.params.map { typeText($0) }.joined(separator: ", ") + ") -> " + (f.result.map { typeText($0) } ?? "Void") }
        if let els = tupleType(n) { s = "(" + els.map { ($0.label.map { names[$0] + ": " } ?? "") + typeText($0.type) }.joined(separator: ", ") + ")" }
        if let w = wrappedType(n) { s = typeText(w) }
        if let d = dictionaryType(n) { s = "[" + typeText(d.key) + ": " + typeText(d.value) + "]" }
        if t.optional, functionType(n) != nil { s = "(\(s))" }
        if t.array { s = "[\(s)]" }
        if t.optional { s += "?" }
        return s
    }

    public func varDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, flags: VarFlags, type: NodeID?, value: NodeID?, getter: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        let t = extra[o + 1], v = extra[o + 2]
        return (name, nameRange(name, at: extra[o]), VarFlags(rawValue: x.flags), t < 0 ? nil : NodeID(t), v < 0 ? nil : NodeID(v),
                ids(Int32(o + 4), extra[o + 3]))
    }

    public func assign(_ n: NodeID) -> (op: Operator, target: NodeID, value: NodeID) {
        let x = nodes[n.index]
        return (x.op, NodeID(x.a), NodeID(x.b))
    }

    public func funcDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, flags: FuncFlags, params: [FuncParam], result: NodeID?, body: NodeList) {
        let x = nodes[n.index]
        var o = Int(x.b)
        let name = Name(raw: x.a)
        let nr = nameRange(name, at: extra[o])
        let count = Int(extra[o + 1])
        o += 2
        var ps: [FuncParam] = []
        for _ in 0..<count {
            let l = extra[o], pn = Name(raw: extra[o + 1]), d = extra[o + 4]
            ps.append(FuncParam(label: l < 0 ? nil : Name(raw: l), name: pn, nameRange: nameRange(pn, at: extra[o + 2]),
                                type: NodeID(extra[o + 3]), defaultValue: d < 0 ? nil : NodeID(d)))
            o += 5
        }
        let r = extra[o]
        return (name, nr, FuncFlags(rawValue: x.flags), ps, r < 0 ? nil : NodeID(r), ids(Int32(o + 2), extra[o + 1]))
    }

    public func returnValue(_ n: NodeID) -> NodeID? {
        let a = nodes[n.index].a
        return a < 0 ? nil : NodeID(a)
    }

    public func whileStmt(_ n: NodeID) -> (condition: NodeID, body: NodeList, bodyFirst: Bool) {
        let x = nodes[n.index]
        return (NodeID(x.a), ids(x.b + 1, extra[Int(x.b)]), x.flags & 1 != 0)
    }

    public func guardStmt(_ n: NodeID) -> (condition: NodeID, elseBody: NodeList) {
        let x = nodes[n.index]
        return (NodeID(x.a), ids(x.b + 1, extra[Int(x.b)]))
    }

    public func switchStmt(_ n: NodeID) -> (subject: NodeID, cases: [SwitchCase]) {
        let x = nodes[n.index]
        var o = Int(x.b)
        let count = Int(extra[o])
        o += 1
        var cases: [SwitchCase] = []
        for _ in 0..<count {
            let pc = Int(extra[o])
            let patterns = pc < 0 ? [] : (0..<pc).map { NodeID(extra[o + 1 + $0]) }
            o += 1 + max(0, pc)
            let start = extra[o]
            let bc = extra[o + 1]
            cases.append(SwitchCase(patterns: patterns, isDefault: pc < 0, start: start, body: ids(Int32(o + 2), bc)))
            o += 2 + Int(bc)
        }
        return (NodeID(x.a), cases)
    }

    public func enumDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, rawType: NodeID?, cases: [(name: Name, nameRange: SourceRange, raw: NodeID?)]) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        let rt = extra[o + 1]
        let count = Int(extra[o + 2])
        let cases = (0..<count).map { k -> (Name, SourceRange, NodeID?) in
            let q = o + 3 + 3 * k
            let cn = Name(raw: extra[q]), rv = extra[q + 2]
            return (cn, nameRange(cn, at: extra[q + 1]), rv < 0 ? nil : NodeID(rv))
        }
        return (name, nameRange(name, at: extra[o]), rt < 0 ? nil : NodeID(rt), cases)
    }

    /// An enum's members other than its cases: methods, computed and static properties.
    public func enumMembers(_ n: NodeID) -> NodeList {
        let o = Int(nodes[n.index].b)
        let at = o + 3 + 3 * Int(extra[o + 2])
        return ids(Int32(at + 1), extra[at])
    }

    public func structDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, members: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        return (name, nameRange(name, at: extra[o]), ids(Int32(o + 2), extra[o + 1]))
    }

    /// Whether a struct node is a class that is not a view: a reference type.
    public func isReferenceType(_ n: NodeID) -> Bool { nodes[n.index].flags & 1 != 0 }

    /// A class node's flag: the file writes the class's name only where it declares it (no
    /// placement, instance, heir or extension names it).
    public static let namedOnceFlag: UInt16 = 4

    /// Whether the file names a class only in its declaration (`namedOnceFlag`).
    public func isNamedOnce(_ n: NodeID) -> Bool { nodes[n.index].flags & SyntaxTree.namedOnceFlag != 0 }

    public func classDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, superclass: Name, superclassRange: SourceRange, designable: Bool, members: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a), sup = Name(raw: extra[o + 1])
        return (name, nameRange(name, at: extra[o]), sup, nameRange(sup, at: extra[o + 2]), x.flags & 1 != 0,
                ids(Int32(o + 4), extra[o + 3]))
    }

    public func optionalBinding(_ n: NodeID) -> (name: Name, nameRange: SourceRange, value: NodeID) {
        let x = nodes[n.index]
        let name = Name(raw: x.a)
        // The name follows `let ` / `var `: find it after the keyword.
        var at = x.start + 3
        while at < x.end, file.bytes[Int(at)] == 0x20 || file.bytes[Int(at)] == 0x09 { at += 1 }
        return (name, nameRange(name, at: at), NodeID(x.b))
    }

    public func conditionList(_ n: NodeID) -> NodeList {
        let x = nodes[n.index]
        return ids(x.a, x.b)
    }
}

extension SyntaxTree {
    /// `x as T` / `x as! T`: the value, its type, and whether the cast is forced.
    /// `value as T` (`as!` when forced), `value as? T` (conditional), `value is T` (test), and
    /// NSObject's `value.isMember(of: T.self)`, a test of the class itself (exact).
    public func cast(_ n: NodeID) -> (value: NodeID, type: NodeID, forced: Bool, conditional: Bool, test: Bool, exact: Bool) {
        let x = nodes[n.index]
        return (NodeID(x.a), NodeID(x.b), x.flags & 1 != 0, x.flags & 2 != 0, x.flags & 4 != 0, x.flags & 8 != 0)
    }

    /// `#selector(name(label:…))`: the method's name and where it is written, and its labels
    /// (nil when only the name is written; a label is nil for `_`).
    public func selector(_ n: NodeID) -> (name: Name, nameRange: SourceRange, labels: [Name?]?) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        let count = Int(extra[o + 1])
        let labels: [Name?] = (0..<count).map { let l = extra[o + 2 + $0]; return l < 0 ? nil : Name(raw: l) }
        return (name, nameRange(name, at: extra[o]), x.flags & 1 != 0 ? labels : nil)
    }
}
