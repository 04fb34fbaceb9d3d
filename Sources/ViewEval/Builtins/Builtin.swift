// The shapes every built-in is declared in: a function form (a signature, its result type and
// its body), a method form (the same, on a value), a member, a command form (a statement that
// acts on the block it stands in), and a value type with its constructors, members, methods
// and static members. Each built-in type and command table is one file under Builtins/ that
// declares values of these shapes; Kinds/Registry.swift joins them, one line each.

import Foundation
import ViewGeometry
import ViewSyntax

/// What a built-in's body sees of its call: the arguments (defaults filled in, in parameter
/// order), where each argument was written, and the evaluation it runs in.
struct Call {
    unowned(unsafe) let run: Runner
    /// Where the arguments start on the runner's stack.
    let base: Int
    let count: Int
    /// The call (or command statement's call) node, in the running file, for argument ranges;
    /// nil for calls made by evaluation itself.
    let node: NodeID?
    /// The call's range.
    let range: SourceRange

    @inline(__always) subscript(_ i: Int) -> Value { run.stack[base + i] }
    func num(_ i: Int) -> Double { self[i].num }
    func point(_ i: Int) -> Point { self[i].point }
    func size(_ i: Int) -> Size { self[i].size }
    func rect(_ i: Int) -> Rect { self[i].rect }
    func color(_ i: Int) -> Color { self[i].color }
    func bool(_ i: Int) -> Bool { self[i].bool }
    func transform(_ i: Int) -> Transform { self[i].transformValue }

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

/// One form of a built-in function: `Point(x:y:)`, `rgb(_:_:_:_:)`.
struct FunctionForm {
    let signature: Signature
    let result: VType
    let body: (Call) throws -> Value
    init(_ params: [Param], _ result: VType, _ body: @escaping (Call) throws -> Value) {
        self.signature = Signature(params); self.result = result; self.body = body
    }
}

/// One form of a method: `rect.insetBy(dx:dy:)`.
struct MethodForm {
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
    let get: (Value, SourceRange) throws -> Value
    init(_ result: VType, _ get: @escaping (Value) -> Value) {
        self.result = { _ in result }; self.get = { v, _ in get(v) }
    }
    init(result: @escaping (VType) -> VType?, get: @escaping (Value, SourceRange) throws -> Value) {
        self.result = result; self.get = get
    }
}

/// One form of a command: a statement that acts on the block it stands in (`move(to:)` on
/// the path, `setLineWidth(_:)` on the context).
struct CommandForm {
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
    var typeNames: [String] = []
    var constructors: [String: [FunctionForm]] = [:]
    var members: [(String, Member)] = []
    var methods: [String: [MethodForm]] = [:]
    /// `Type.name`: the value, or the error for a name the type does not have.
    var staticMember: ((String, SourceRange) throws -> Value)? = nil
    /// Other built-in functions this file declares (`translate`, `rgb`).
    var functions: [String: [FunctionForm]] = [:]
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
