// The syntax tree: what the parser hands to the checker. It is compact — nodes in one flat
// array, referred to by integer ids, as Zig's and Carbon's parse trees are — instead of a tree
// of boxed enums: a node is 20 bytes (its kind, an operator, two byte offsets and two payload
// words), names are interned, numbers sit inline, and lists (arguments, statements, items)
// live in a side array of words. Small typed views (`tree.call(id)`, `tree.block(id)`, …) keep
// the code that reads it readable.
//
// A file is a list of statements. Statements are the same grammar at every level; which ones
// make sense where (a `canvas` at the top, `fill` inside a `path`) is the checker's business,
// so that a misplaced statement gets a message that says where it belongs.
//
// Layout of each kind (a, b are the node's payload words; extra[…] the side array):
//
//   number        a, b = the Double's bits (low, high); flags 1 = written in degrees
//   string        a = index in `strings`
//   bool          a = 0 or 1
//   hexColor      a = RGBA (RRGGBB shifted up, alpha FF when not written); flags 1 = 8 digits
//   identifier    a = name
//   implicitMember a = name (range includes the dot); flags 1 = written on its type (`CGLineCap.round`),
//                  b = that type's name + 1 when known (0: not recorded)
//   list          a = extra offset, b = count: item ids
//   unary         op, a = operand
//   binary        op, a = lhs, b = rhs
//   ternary       a = condition, b = extra offset: [then, else]
//   member        a = base, b = name (the name's range ends the node)
//   call          a = callee, b = extra offset: [count, (label or -1, label start, value) × count];
//                 flags 1 = no argument has a label: [count, value × count]
//   subscripted   a = base, b = index; flags 1 (Swift code whose file declares a subscript): b = extra
//                 offset: [index, getter call, setter call or -1] — `base.subscript(index)` and, in an
//                 assignment's target, `base.$set subscript(index, value)`, which the checker takes
//                 instead when the base is a value of the file's own struct or class
//   error         —
//   let, inspectable   a = name, b = extra offset: [name start, value]
//   property      a = value, b = extra offset: [path end, count, name × count]
//   block         a = kind name, b = extra offset: [kind start, argc or -1, (label, label start, value) × argc, count, stmt × count];
//                 flags 2 = a deferred body (`Parser.parse(_:deferCanvasBody:)`, the main file's top-level
//                 canvas only): count is 0 and three words follow it: [body start (the byte after '{'),
//                 the offset of the closing '}', statements at most (lines and ';'-separated parts
//                 at the body's own level with more than blanks and comments)]. DeferredBodyParser
//                 parses that body a statement at a time, appending each to the tree and
//                 dropping it again once it has run.
//   expression    a = the expression
//   ifStmt        a = condition, b = extra offset: [count, stmt × count, else count or -1, stmt × else count]
//   forStmt       a = variable name, b = extra offset: [variable start, sequence, count, stmt × count]
//   component     a = name, b = extra offset: [name start, count, stmt × count]
//   importFile    a = index in `strings`, b = the path literal's start

import FoundationEssentials
import Glibc

/// A node of a syntax tree.
public struct NodeID: Hashable, Sendable, Comparable {
    public let raw: Int32
    @inlinable public init(_ raw: Int32) { self.raw = raw }
    @inlinable public var index: Int { Int(raw) }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
}

/// What a node is.
public enum NodeKind: UInt8, Sendable {
    // Expressions.
    case number, string, bool, hexColor, identifier, implicitMember, list, unary, binary, ternary
    case member, call, subscripted, error
    /// `[key: value, …]` (text attributes, `[.font: f]`), `[:]` empty: its items are the keys
    /// and values in turn.
    case dictionary
    // Statements.
    case letBinding, inspectable, property, block, expression, ifStmt, forStmt, component, importFile
    // The Swift subset (SwiftAST.swift): declarations and statements of a UIView subclass.
    case varDecl, assign, funcDecl, returnStmt, guardStmt, switchStmt, enumDecl, structDecl, classDecl
    /// `extension Name { members }`: merged into the file's class or struct of that name when
    /// the file is read (`Parser.mergeExtensions`); never seen by the checker.
    case extensionDecl
    /// `while cond { … }` (flags 1: `repeat { … } while cond`), `break` and `continue` in a loop.
    case whileStmt, breakStmt, continueStmt
    /// `throw value` and `do { … } catch … { … }` (SwiftErrorSyntax.swift).
    case throwStmt, doStmt
    /// `defer { … }`: b = extra [body count, stmt × count], run as its block ends.
    case deferStmt
    // Parts that are not statements on their own: a type written after ':' or '->', and the
    // conditions of `if let` / `guard let` (a binding, or a list of conditions).
    case typeRef, optionalBinding, conditionList
    // `#selector(name(label:))`: the action of a gesture recognizer (an expression).
    case selector
    /// `x as T`, `x as! T` (SwiftAST.swift).
    case cast
    /// `{ (x: CGFloat) -> CGFloat in … }`, `{ $0 * 2 }`: a function value (SwiftAST.swift).
    case closure
    /// `&x`: a variable passed to an `inout` parameter (SwiftAST.swift).
    case inoutArgument
    /// `protocol Name { requirements }` (SwiftProtocolSyntax.swift), its extensions' methods
    /// merged in as a class's are.
    case protocolDecl
    /// `(a, b)`, `(dx: 1, dy: 2)`: a tuple (SwiftTupleSyntax.swift).
    case tuple
    /// `try x`, `try? x`, `try! x` (SwiftErrorSyntax.swift).
    case tryExpr

    public var isStatement: Bool { rawValue >= NodeKind.letBinding.rawValue && rawValue < NodeKind.typeRef.rawValue }
}

/// The operators of unary and binary nodes.
public enum Operator: UInt8, Sendable {
    case none, neg, not
    case or, and, eq, ne, lt, le, gt, ge, halfOpen, closed, add, sub, mul, div, rem
    /// Postfix `!` (the Swift subset's force unwrap of an optional).
    case force
    /// `a ?? b`: `a` unwrapped, or `b` when `a` is nil (right-associative).
    case coalesce
    /// Swift's integer operators: `<<`, `>>`, `&`, `|`, `^` and prefix `~`.
    case shl, shr, bitAnd, bitOr, bitXor, bitNot
    /// Swift's wrapping (overflow) operators on integers: `&+`, `&-`, `&*`.
    case wrapAdd, wrapSub, wrapMul

    public var spelling: String {
        switch self {
        case .none: return ""
        case .neg: return "-"
        case .not: return "!"
        case .or: return "||"
        case .and: return "&&"
        case .eq: return "=="
        case .ne: return "!="
        case .lt: return "<"
        case .le: return "<="
        case .gt: return ">"
        case .ge: return ">="
        case .halfOpen: return "..<"
        case .closed: return "..."
        case .add: return "+"
        case .sub: return "-"
        case .mul: return "*"
        case .div: return "/"
        case .rem: return "%"
        case .force: return "!"
        case .coalesce: return "??"
        case .shl: return "<<"
        case .shr: return ">>"
        case .bitAnd: return "&"
        case .bitOr: return "|"
        case .bitXor: return "^"
        case .bitNot: return "~"
        case .wrapAdd: return "&+"
        case .wrapSub: return "&-"
        case .wrapMul: return "&*"
        }
    }
}

/// One node: 20 bytes.
public struct Node: Sendable {
    public var kind: NodeKind
    public var op: Operator
    public var flags: UInt16
    public var start: Int32
    public var end: Int32
    public var a: Int32
    public var b: Int32
}

/// Node ids kept in a tree's side array: a view of the tree's memory, valid while the tree is.
public struct NodeList: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline let base: UnsafePointer<Int32>?
    public let count: Int
    @usableFromInline init(base: UnsafePointer<Int32>?, count: Int) { self.base = base; self.count = count }
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    @inlinable public subscript(_ i: Int) -> NodeID { NodeID(base![i]) }
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }
}

/// One argument of a call or block: `label: value` or just `value`.
public struct Arg: Sendable {
    /// The label, or nil for an unlabeled argument.
    public var label: Name?
    /// Where the label is written (nil without one).
    public var labelRange: SourceRange?
    public var value: NodeID
}

/// A parsed file: its nodes, its top-level statements and what went wrong reading it. A class:
/// later stages hold and pass it without copying its arrays' references one by one. It does
/// not change once the parser has handed it on (except its diagnostics, which a caller may
/// extend).
public final class SyntaxTree: @unchecked Sendable {
    public let file: SourceFile
    /// The file's registry id (every range of the tree carries it).
    public let fileID: UInt32
    /// The names of the compile (shared with the files it imports).
    public let names: NameTable
    /// The nodes (owned by the tree: a reader holds a pointer, no reference). They change only
    /// while a deferred body is read (`DeferredBodyParser`): a reader reads them through the tree.
    @exclusivity(unchecked) public internal(set) var nodes: UnsafeBufferPointer<Node>
    /// Child lists and other variable-length payloads (see the layout above).
    @exclusivity(unchecked) public internal(set) var extra: UnsafeBufferPointer<Int32>
    /// The values of string literals.
    @exclusivity(unchecked) public internal(set) var strings: [String]
    /// The Swift code's `typealias Name = Type`s at the file's level, by name: the `typeRef`
    /// each stands for.
    public internal(set) var typeAliases: [Name: NodeID] = [:]
    /// The `typealias`es declared inside a type (`typealias Features = (…)` in a class), by
    /// name: for each, the simple name of the type declaring it and the `typeRef` it stands
    /// for. Two types may each declare one of a name; the code of each (its extensions', its
    /// nested types') names its own, as Swift's scopes have it (Checker.typeAlias).
    public internal(set) var memberTypeAliases: [Name: [(owner: Name, type: NodeID)]] = [:]
    /// The class each class declared inside another class is declared in (`class Track:
    /// CALayer` inside a progress view): lowered at the file's level, it still names the types
    /// declared beside it (Checker.enclosingTypes).
    public internal(set) var nestedIn: [Name: Name] = [:]
    /// The members of the file's extensions of UIKit's classes (`extension UIView`), merged
    /// into the classes that inherit from them (`Parser.mergeExtensions`), and the class each
    /// extends.
    public internal(set) var frameworkExtensionMembers: [NodeID: Name] = [:]
    /// The label of each Swift loop written with one (`outer: for …`), by the loop's node.
    public internal(set) var loopLabels: [NodeID: Name] = [:]
    /// The memory `nodes` and `extra` are read from (the tree frees it).
    @exclusivity(unchecked) var nodeStore: PODBuffer<Node>
    @exclusivity(unchecked) var extraStore: PODBuffer<Int32>
    /// The block whose body the parser skipped (flags 2 above), if any.
    public internal(set) var deferredBlock: NodeID?
    /// The file's statements, in order.
    public let topLevel: [NodeID]
    /// The protocols each protocol of the file inherits from (`protocol Shape: Drawable`).
    public private(set) var protocolParents: [Name: [Name]] = [:]
    /// For a tree parsed from one expression (a `-D` value): that expression.
    public let rootExpression: NodeID?
    @exclusivity(unchecked) public var diagnostics: [Diagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    init(file: SourceFile, names: NameTable, nodes: PODBuffer<Node>, extra: PODBuffer<Int32>, strings: [String],
         topLevel: [NodeID], rootExpression: NodeID?, diagnostics: [Diagnostic]) {
        self.file = file; self.fileID = file.id; self.names = names
        self.nodes = nodes.buffer; self.extra = extra.buffer
        self.nodeStore = nodes; self.extraStore = extra
        self.strings = strings; self.topLevel = topLevel; self.rootExpression = rootExpression; self.diagnostics = diagnostics
        for s in topLevel where kind(s) == .protocolDecl {
            let parents = conformances(s).map(\.name)
            if !parents.isEmpty { protocolParents[protocolDecl(s).name] = parents }
        }
    }

    deinit {
        nodeStore.free()
        extraStore.free()
    }

    /// `nodes` and `extra` after the stores changed.
    func storesChanged() { nodes = nodeStore.buffer; extra = extraStore.buffer }

    // MARK: reading nodes

    @inlinable public subscript(_ n: NodeID) -> Node { nodes[n.index] }
    @inlinable public func kind(_ n: NodeID) -> NodeKind { nodes[n.index].kind }

    @inlinable public func range(_ n: NodeID) -> SourceRange {
        let x = nodes[n.index]
        return SourceRange(fileID: fileID, lower: x.start, upper: x.end)
    }
    @usableFromInline func range(_ a: Int32, _ b: Int32) -> SourceRange { SourceRange(fileID: fileID, lower: a, upper: b) }
    /// The range of a name written at `start`.
    @inlinable public func nameRange(_ name: Name, at start: Int32) -> SourceRange {
        range(start, start + names.byteLengths[Int(name.raw)])
    }
    public func name(_ n: Name) -> String { names[n] }

    @inlinable public func id(_ word: Int32) -> NodeID { NodeID(word) }

    /// A list of node ids stored in `extra` (a view of the tree's memory: no array is made).
    @inlinable public func ids(_ offset: Int32, _ count: Int32) -> NodeList {
        NodeList(base: extra.baseAddress.map { $0 + Int(offset) }, count: Int(max(0, count)))
    }
    func args(at offset: Int, count: Int) -> [Arg] {
        (0..<count).map { k in
            let o = offset + 3 * k
            let l = extra[o]
            return Arg(label: l < 0 ? nil : Name(raw: l), labelRange: l < 0 ? nil : nameRange(Name(raw: l), at: extra[o + 1]),
                       value: NodeID(extra[o + 2]))
        }
    }

    // MARK: typed views of expressions

    @inlinable public func number(_ n: NodeID) -> (value: Double, isAngleInDegrees: Bool) {
        let x = nodes[n.index]
        return (Double(bitPattern: UInt64(UInt32(bitPattern: x.a)) | UInt64(UInt32(bitPattern: x.b)) << 32), x.flags & 1 != 0)
    }
    @inlinable public func numberValue(_ n: NodeID) -> Double {
        let x = nodes[n.index]
        return Double(bitPattern: UInt64(UInt32(bitPattern: x.a)) | UInt64(UInt32(bitPattern: x.b)) << 32)
    }
    public func string(_ n: NodeID) -> String { strings[Int(nodes[n.index].a)] }
    @inlinable public func bool(_ n: NodeID) -> Bool { nodes[n.index].a != 0 }
    /// The digits as written (without `#`) and the color as RGBA.
    public func hexColor(_ n: NodeID) -> (digits: String, rgba: UInt32, hasAlpha: Bool) {
        let x = nodes[n.index]
        let digits = String(decoding: file.bytes[Int(x.start) + 1..<Int(x.end)], as: UTF8.self)
        return (digits, UInt32(bitPattern: x.a), x.flags & 1 != 0)
    }
    /// An identifier's or implicit member's name.
    @inlinable public func nameOf(_ n: NodeID) -> Name { Name(raw: nodes[n.index].a) }
    @inlinable public func listItems(_ n: NodeID) -> NodeList { let x = nodes[n.index]; return ids(x.a, x.b) }
    @inlinable public func unary(_ n: NodeID) -> (op: Operator, operand: NodeID) { let x = nodes[n.index]; return (x.op, NodeID(x.a)) }
    @inlinable public func binary(_ n: NodeID) -> (op: Operator, lhs: NodeID, rhs: NodeID) {
        let x = nodes[n.index]; return (x.op, NodeID(x.a), NodeID(x.b))
    }
    @inlinable public func ternary(_ n: NodeID) -> (condition: NodeID, then: NodeID, else: NodeID) {
        let x = nodes[n.index]
        return (NodeID(x.a), NodeID(extra[Int(x.b)]), NodeID(extra[Int(x.b) + 1]))
    }
    @inlinable public func member(_ n: NodeID) -> (base: NodeID, name: Name, nameRange: SourceRange) {
        let x = nodes[n.index]
        let name = Name(raw: x.b)
        return (NodeID(x.a), name, range(x.end - names.byteLengths[Int(x.b)], x.end))
    }
    /// A call node's flag: none of its arguments has a label, and `extra` holds their values
    /// alone (a third of the words).
    public static let unlabeledCall: UInt16 = 1
    /// The label of a trailing closure written without one (`f(x) { … }`).
    public static let trailingLabel = "$trailing"
    public func call(_ n: NodeID) -> (callee: NodeID, args: [Arg]) {
        let x = nodes[n.index]
        let count = Int(extra[Int(x.b)])
        if x.flags & SyntaxTree.unlabeledCall != 0 {
            return (NodeID(x.a), (0..<count).map { Arg(label: nil, labelRange: nil, value: NodeID(extra[Int(x.b) + 1 + $0])) })
        }
        return (NodeID(x.a), args(at: Int(x.b) + 1, count: count))
    }
    /// How many arguments a call has, and the value of argument `k` (no array made).
    @inlinable public func callArgCount(_ n: NodeID) -> Int { Int(extra[Int(nodes[n.index].b)]) }
    @inlinable public func callArgValue(_ n: NodeID, _ k: Int) -> NodeID {
        let x = nodes[n.index]
        return NodeID(extra[Int(x.b) + (x.flags & SyntaxTree.unlabeledCall != 0 ? 1 + k : 3 + 3 * k)])
    }
    /// The label of argument `k` of a call, or nil.
    @inlinable public func callArgLabel(_ n: NodeID, _ k: Int) -> Name? {
        let x = nodes[n.index]
        if x.flags & SyntaxTree.unlabeledCall != 0 { return nil }
        let l = extra[Int(x.b) + 1 + 3 * k]
        return l < 0 ? nil : Name(raw: l)
    }
    @inlinable public func callCallee(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }
    @inlinable public func subscripted(_ n: NodeID) -> (base: NodeID, index: NodeID) {
        let x = nodes[n.index]
        return (NodeID(x.a), NodeID(x.flags & 1 != 0 ? extra[Int(x.b)] : x.b))
    }
    /// The calls of a user subscript's getter and setter a `subscripted` node holds (flags 1).
    public func subscriptAccessors(_ n: NodeID) -> (get: NodeID, set: NodeID?)? {
        let x = nodes[n.index]
        guard x.kind == .subscripted, x.flags & 1 != 0 else { return nil }
        let s = extra[Int(x.b) + 2]
        return (NodeID(extra[Int(x.b) + 1]), s < 0 ? nil : NodeID(s))
    }

    // MARK: typed views of statements

    @inlinable public func binding(_ n: NodeID) -> (name: Name, nameRange: SourceRange, value: NodeID) {
        let x = nodes[n.index]
        let name = Name(raw: x.a)
        return (name, nameRange(name, at: extra[Int(x.b)]), NodeID(extra[Int(x.b) + 1]))
    }
    public func property(_ n: NodeID) -> (path: [Name], pathRange: SourceRange, value: NodeID) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let count = Int(extra[o + 1])
        return ((0..<count).map { Name(raw: extra[o + 2 + $0]) }, range(x.start, extra[o]), NodeID(x.a))
    }
    /// A property's value (without making its path).
    @inlinable public func propertyValue(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }
    /// Where a property's path is written (without making its path).
    @inlinable public func propertyPathRange(_ n: NodeID) -> SourceRange {
        let x = nodes[n.index]
        return range(x.start, extra[Int(x.b)])
    }
    /// A property's path joined with dots (`layer.cornerRadius`).
    public func propertyName(_ n: NodeID) -> String {
        let o = Int(nodes[n.index].b)
        if extra[o + 1] == 1 { return names[Name(raw: extra[o + 2])] }
        return property(n).path.map { names[$0] }.joined(separator: ".")
    }
    public func block(_ n: NodeID) -> (kind: Name, kindRange: SourceRange, args: [Arg]?, body: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let kind = Name(raw: x.a)
        let argc = Int(extra[o + 1])
        let bodyAt = o + 2 + 3 * max(0, argc)
        return (kind, nameRange(kind, at: extra[o]), argc < 0 ? nil : args(at: o + 2, count: argc),
                ids(Int32(bodyAt + 1), extra[bodyAt]))
    }
    /// A block's statements (without making its arguments).
    @inlinable public func blockBody(_ n: NodeID) -> NodeList {
        let o = Int(nodes[n.index].b)
        let argc = Int(extra[o + 1])
        let bodyAt = o + 2 + 3 * max(0, argc)
        return ids(Int32(bodyAt + 1), extra[bodyAt])
    }
    /// A block's kind and where it is written (without making its arguments and body).
    @inlinable public func blockKind(_ n: NodeID) -> (kind: Name, kindRange: SourceRange) {
        let x = nodes[n.index]
        let kind = Name(raw: x.a)
        return (kind, nameRange(kind, at: extra[Int(x.b)]))
    }
    /// A block node's flag: its body was not parsed (see the layout above).
    public static let deferredBody: UInt16 = 2
    /// A deferred body's bytes (from the byte after '{' to the closing '}') and how many
    /// statements it holds at most; nil for a block parsed whole.
    public func deferredBody(_ n: NodeID) -> (start: Int32, end: Int32, statements: Int32)? {
        let x = nodes[n.index]
        guard x.kind == .block, x.flags & SyntaxTree.deferredBody != 0 else { return nil }
        let o = Int(x.b)
        let bodyAt = o + 2 + 3 * max(0, Int(extra[o + 1]))
        return (extra[bodyAt + 1], extra[bodyAt + 2], extra[bodyAt + 3])
    }
    /// Whether a block is written with arguments (`kind(…) { }`).
    @inlinable public func blockHasArguments(_ n: NodeID) -> Bool { extra[Int(nodes[n.index].b) + 1] >= 0 }
    @inlinable public func expression(_ n: NodeID) -> NodeID { NodeID(nodes[n.index].a) }
    @inlinable public func ifStmt(_ n: NodeID) -> (condition: NodeID, then: NodeList, else: NodeList?) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let tc = Int(extra[o])
        let ec = extra[o + 1 + tc]
        return (NodeID(x.a), ids(Int32(o + 1), Int32(tc)), ec < 0 ? nil : ids(Int32(o + 2 + tc), ec))
    }
    @inlinable public func forStmt(_ n: NodeID) -> (variable: Name, variableRange: SourceRange, sequence: NodeID, body: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let v = Name(raw: x.a)
        return (v, nameRange(v, at: extra[o]), NodeID(extra[o + 1]), ids(Int32(o + 3), extra[o + 2]))
    }
    @inlinable public func component(_ n: NodeID) -> (name: Name, nameRange: SourceRange, body: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        return (name, nameRange(name, at: extra[o]), ids(Int32(o + 2), extra[o + 1]))
    }
    /// `import UIKit`: a Swift module (flags 1; `a` is its name), which a .view file needs not.
    public func isModuleImport(_ n: NodeID) -> Bool { nodes[n.index].flags & 1 != 0 }
    /// Whether an implicit member was written on its type (`CGLineCap.round`), which gives it one.
    public func isQualifiedCase(_ n: NodeID) -> Bool { nodes[n.index].kind == .implicitMember && nodes[n.index].flags & 1 != 0 }
    /// The type a qualified case was written on (`CAShapeLayerLineCap` of `CAShapeLayerLineCap.round`), when recorded.
    public func qualifiedCaseType(_ n: NodeID) -> Name? {
        let x = nodes[n.index]
        return x.kind == .implicitMember && x.flags & 1 != 0 && x.b > 0 ? Name(raw: x.b - 1) : nil
    }
    public func importFile(_ n: NodeID) -> (path: String, pathRange: SourceRange) {
        let x = nodes[n.index]
        if x.flags & 1 != 0 { return (names[Name(raw: x.a)], range(x.b, x.end)) }
        return (strings[Int(x.a)], range(x.b, x.end))
    }

    /// How many nodes the tree has (ids are 0..<count).
    @inlinable public var nodeCount: Int { nodes.count }
}
