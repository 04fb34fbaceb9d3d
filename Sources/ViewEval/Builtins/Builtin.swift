// The shapes every built-in is declared in: a function form (a signature, its result type and
// its body), a method form (the same, on a value), a member, a command form (a statement that
// acts on the block it stands in), and a value type with its constructors, members, methods
// and static members. Each built-in type and command table is one file under Builtins/ that
// declares values of these shapes; Kinds/Registry.swift joins them, one line each.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// What a built-in's body sees of its call: the arguments (defaults filled in, in parameter
/// order), where each argument was written, and the evaluation it runs in.
struct Call {
    unowned(unsafe) let run: Runner
    /// The arguments (on the runner's stack, which does not move while a body runs).
    let args: UnsafePointer<Value>
    let count: Int
    /// The call (or command statement's call) node, in the running file, for ranges; nil for
    /// calls made by evaluation itself (`fallbackRange` is then their range).
    let node: NodeID?
    let fallbackRange: SourceRange

    init(run: Runner, args: UnsafePointer<Value>, count: Int, node: NodeID?, range: SourceRange = .none) {
        self.run = run; self.args = args; self.count = count; self.node = node; self.fallbackRange = range
    }

    @inline(__always) subscript(_ i: Int) -> Value { args[i] }
    func num(_ i: Int) -> Double { self[i].num }
    func point(_ i: Int) -> Point { self[i].point }
    func size(_ i: Int) -> Size { self[i].size }
    func rect(_ i: Int) -> Rect { self[i].rect }
    func color(_ i: Int) -> Color { self[i].color }
    func bool(_ i: Int) -> Bool { self[i].bool }
    func transform(_ i: Int) -> Transform { self[i].transformValue }

    /// The call's range (computed when asked: most calls never need it).
    var range: SourceRange { node.map { run.tree.range($0) } ?? fallbackRange }

    /// The range of the `i`-th argument as written, or the call's range when there is none.
    func argRange(_ i: Int) -> SourceRange {
        guard let n = node, i < run.unit.tree.callArgCount(n) else { return range }
        return run.unit.tree.range(run.unit.tree.callArgValue(n, i))
    }
    /// The range of the argument labeled `label`, or the call's range.
    func argRange(label: String) -> SourceRange {
        guard let n = node else { return range }
        let t = run.unit.tree
        for a in t.call(n).args where a.label.map({ t.name($0) }) == label { return t.range(a.value) }
        return range
    }
    /// How many arguments were written.
    var writtenCount: Int { node.map { run.unit.tree.callArgCount($0) } ?? count }
}

/// The arguments of the built-ins being called: a stack of values at a stable address (it
/// grows only while arguments are pushed, never while a built-in's body reads them).
struct ValueStack {
    private(set) var base: UnsafeMutablePointer<Value>
    private(set) var count = 0
    private var capacity: Int
    init(capacity: Int = 64) { base = .allocate(capacity: capacity); self.capacity = capacity }
    @inline(__always) mutating func append(_ v: Value) {
        if count == capacity { grow() }
        (base + count).initialize(to: v)
        count += 1
    }
    /// Takes the values from `r.lowerBound` on off the stack. One at a time, each moved out
    /// and dropped: `deinitialize(count:)` goes through the runtime's generic
    /// swift_arrayDestroy, several times the work for the two or three arguments of a call.
    @inline(__always) mutating func removeSubrange(_ r: PartialRangeFrom<Int>) {
        while count > r.lowerBound {
            count -= 1
            _ = (base + count).move()
        }
    }
    @inline(__always) subscript(_ i: Int) -> Value { base[i] }
    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Value>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
    /// Frees the storage (the runner's deinit).
    mutating func free() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
    }
}

/// One form of a built-in function: `Point(x:y:)`, `rgb(_:_:_:_:)`. (Forms are classes: a
/// call reads one without copying its signature and body.)
final class FunctionForm {
    let signature: Signature
    let result: VType
    let body: (Call) throws -> Value
    init(_ params: [Param], _ result: VType, _ body: @escaping (Call) throws -> Value) {
        self.signature = Signature(params); self.result = result; self.body = body
    }
}

/// One form of a method: `rect.insetBy(dx:dy:)`.
final class MethodForm {
    let signature: Signature
    let result: VType
    let body: (Value, Call) throws -> Value
    init(_ params: [Param], _ result: VType, _ body: @escaping (Value, Call) throws -> Value) {
        self.signature = Signature(params); self.result = result; self.body = body
    }
}

/// A member: `rect.width`. Its type may depend on the value's (a list's `first`); nil: not
/// known until run time.
struct Member {
    let result: (VType) -> VType?
    let get: (Value, Runner, SourceRange) throws -> Value
    /// Whether the number it gives is a Swift `Int` (a CGContext's `width`), as text writes it
    /// and `/` divides it.
    var isInt = false
    /// The member, its number an Int.
    var int: Member { var m = self; m.isInt = true; return m }
    init(_ result: VType, _ get: @escaping (Value) -> Value) {
        self.result = { _ in result }; self.get = { v, _, _ in get(v) }
    }
    init(result: @escaping (VType) -> VType?, get: @escaping (Value, SourceRange) throws -> Value) {
        self.result = result; self.get = { v, _, r in try get(v, r) }
    }
    /// A member that reads the value and the evaluation's (a font's `lineHeight`, by the text engine).
    init(_ result: VType, value: @escaping (Value, Runner, SourceRange) throws -> Value) {
        self.result = { _ in result }; self.get = value
    }
    /// A member that reads the evaluation's state (a CGContext's `ctm`: the current context's).
    init(_ result: VType, run: @escaping (Runner, SourceRange) throws -> Value) {
        self.result = { _ in result }; self.get = { _, runner, r in try run(runner, r) }
    }
}

/// One form of a command: a statement that acts on the block it stands in (`move(to:)` on
/// the path, `setLineWidth(_:)` on the context).
final class CommandForm {
    let signature: Signature
    let body: (Call) throws -> Void
    init(_ params: [Param], _ body: @escaping (Call) throws -> Void) {
        self.signature = Signature(params); self.body = body
    }
}

/// A built-in value type: its constructors (called by the type's name), members, methods and
/// the static members written on the type's name (`Rect.zero`, `Color.red`).
struct BuiltinType {
    let type: ValueType
    /// Names of the type a static member may be written on (`Color`, `UIColor`).
    var typeNames: [String]
    var constructors: [String: [FunctionForm]]
    /// The members and methods, made when the registry first needs any type's (Registry.swift,
    /// `Members`): a drawing of paths and fills never does, and need not pay for them.
    let members: () -> [(String, Member)]
    let methods: () -> [String: [MethodForm]]
    /// `Type.name`: the value, or the error for a name the type does not have.
    var staticMember: ((String, SourceRange) throws -> Value)?
    /// Other built-in functions this file declares (`translate`, `rgb`).
    var functions: [String: [FunctionForm]]
    /// The names pasted Swift declares a value of this type with (`var d: Date`,
    /// `let p: CGMutablePath`); Check/CheckSwift.swift's `swiftType` reads them from the registry.
    var swiftNames: [String]
    /// The members an assignment may set on a `var` of this type (`p.x = 3`, `r.origin = o`).
    var settable: [String: VType]

    init(type: ValueType, typeNames: [String] = [], swiftNames: [String] = [], settable: [String: VType] = [:],
         constructors: [String: [FunctionForm]] = [:],
         members: @autoclosure @escaping () -> [(String, Member)] = [],
         methods: @autoclosure @escaping () -> [String: [MethodForm]] = [:],
         staticMember: ((String, SourceRange) throws -> Value)? = nil, functions: [String: [FunctionForm]] = [:]) {
        self.type = type; self.typeNames = typeNames; self.swiftNames = swiftNames; self.settable = settable
        self.constructors = constructors
        self.members = members; self.methods = methods; self.staticMember = staticMember; self.functions = functions
    }
}

/// Helpers for messages and checks shared by built-ins.
enum Check {
    static func finite(_ v: Double, _ r: SourceRange, _ what: String = "this calculation") throws -> Double {
        guard v.isFinite else { throw Diagnostic.error("\(what) gives \(v.isNaN ? "an undefined number (NaN)" : "an infinite number")", at: r) }
        return v
    }
    static func nonNegative(_ v: Double, _ what: String, _ r: SourceRange) throws {
        if v < 0 { throw Diagnostic.error("\(what) must not be negative (it is \(formatNumber(v)))", at: r) }
    }
    static func realRect(_ rc: Rect, _ r: SourceRange) throws {
        if rc.isNull { throw Diagnostic.error("this rect is null (an inset or intersection left nothing)", at: r) }
    }

    /// Whether `finiteValue` would accept the value (checked first, so that the range of an
    /// argument is found only for an error).
    @inline(__always)
    static func isPlaceable(_ v: Value) -> Bool {
        switch v {
        case .number(let x): return x.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .color, .bool, .string, .symbol: return true
        default: return false
        }
    }

    /// Every number of a value is finite; a transform's entries are within what a renderer
    /// can place.
    static func finiteValue(_ v: Value, _ r: SourceRange) throws {
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
    }
}

let N = ValueType.number
