// Foundation's NSMutableArray (and NSArray as a type): a list held by reference, as Objective-C
// era code keeps its model objects — `let lines = NSMutableArray()` is changed by
// `lines.add(line)` wherever it is held. Its elements are `Any`: the checker knows no type
// for them, and code casts them (`line as! Line`), checked when it runs. `count`,
// `firstObject`/`lastObject` (nil when empty), `object(at:)`, `contains(_:)`, `index(of:)`,
// `add(_:)`, `addObjects(from:)` (a list), `insert(_:at:)`, `removeObject(at:)`,
// `removeLastObject()`, `removeAllObjects()`, and `for x in array` over the elements it holds
// when the loop starts. An index outside the array is an error, as NSArray's range exception.

import FoundationEssentials
import ViewSyntax

struct ObjectArray: ObjectPayload {
    static var type: ValueType { .objectArray }
    var items: [Value] = []
    var description: String { "NSMutableArray(\(items.count) objects)" }
}

extension Value {
    var objectArray: Ref<ObjectArray>? { ref(ObjectArray.self) }
}

extension Builtins {
    /// An index into an NSMutableArray of `count` elements (`upTo`: one past the end allowed).
    static func arrayIndex(_ a: Call, _ i: Int, count: Int, upTo: Bool = false) throws -> Int {
        let x = a.num(i)
        guard x == x.rounded(), x >= 0, upTo ? x <= Double(count) : x < Double(count) else {
            throw Diagnostic.error("index \(formatNumber(x)) is beyond the bounds of this NSMutableArray of \(count) objects", at: a.argRange(i))
        }
        return Int(x)
    }

    static let objectArray = BuiltinType(
        type: .objectArray,
        typeNames: ["NSMutableArray", "NSArray"],
        swiftNames: ["NSMutableArray", "NSArray"],
        constructors: [
            "NSMutableArray": [
                FunctionForm([], .object(.objectArray)) { _ in .boxed(ObjectArray()) },
                FunctionForm([Param("array", .list)], .object(.objectArray)) { a in
                    guard case .list(let l) = a[0] else { return .boxed(ObjectArray()) }
                    return .boxed(ObjectArray(items: l)) },
            ],
        ],
        members: [
            ("count", Member(.number) { v in .number(Double(v.objectArray?.value.items.count ?? 0)) }),
            ("firstObject", Member(result: { _ in nil }, get: { v, _ in v.objectArray?.value.items.first ?? .void })),
            ("lastObject", Member(result: { _ in nil }, get: { v, _ in v.objectArray?.value.items.last ?? .void })),
        ],
        methods: [
            "add": [MethodForm([Param(nil, nil)], .void) { v, a in
                try a.run.countWork(48, a.range)
                v.objectArray?.value.items.append(a[0]); return .void }],
            "addObjects": [MethodForm([Param("from", .list)], .void) { v, a in
                guard case .list(let l) = a[0] else { return .void }
                try a.run.countWork(48 * l.count, a.range)
                v.objectArray?.value.items += l; return .void }],
            "insert": [MethodForm([Param(nil, nil), Param("at", N)], .void) { v, a in
                guard let o = v.objectArray else { return .void }
                o.value.items.insert(a[0], at: try arrayIndex(a, 1, count: o.value.items.count, upTo: true)); return .void }],
            "removeObject": [MethodForm([Param("at", N)], .void) { v, a in
                guard let o = v.objectArray else { return .void }
                o.value.items.remove(at: try arrayIndex(a, 0, count: o.value.items.count)); return .void }],
            "removeLastObject": [MethodForm([], .void) { v, a in
                guard let o = v.objectArray else { return .void }
                if o.value.items.isEmpty { throw Diagnostic.error("removeLastObject() of an empty NSMutableArray", at: a.range) }
                o.value.items.removeLast(); return .void }],
            "removeAllObjects": [MethodForm([], .void) { v, _ in v.objectArray?.value.items.removeAll(); return .void }],
            "contains": [MethodForm([Param(nil, nil)], .bool) { v, a in .bool(v.objectArray?.value.items.contains(a[0]) ?? false) }],
            // The element's type is not known: the checker takes the result as unknown
            // (CheckExpressions.swift), as Swift's `Any`.
            "object": [MethodForm([Param("at", N)], .void) { v, a in
                guard let o = v.objectArray else { return .void }
                return o.value.items[try arrayIndex(a, 0, count: o.value.items.count)] }],
            "index": [MethodForm([Param("of", nil)], .number) { v, a in
                .number(Double(v.objectArray?.value.items.firstIndex(of: a[0]) ?? Int.max)) }],
        ])
}

/// Foundation's NSMutableDictionary (and NSDictionary as a type): keys and values of any type
/// held by reference, as the same era's code keeps objects by key. `setObject(_:forKey:)`
/// (replacing a key's value), `object(forKey:)` (nil for a key it lacks; Any, cast where
/// used), `removeObject(forKey:)`, `removeAllObjects()`, `count`, `allKeys` and `allValues`
/// (in the order the keys were first set).
struct ObjectDictionary: ObjectPayload {
    static var type: ValueType { .objectDictionary }
    var keys: [Value] = []
    var values: [Value] = []
    var description: String { "NSMutableDictionary(\(keys.count) entries)" }
}

extension Builtins {
    static let objectDictionary = BuiltinType(
        type: .objectDictionary,
        typeNames: ["NSMutableDictionary", "NSDictionary"],
        swiftNames: ["NSMutableDictionary", "NSDictionary"],
        constructors: ["NSMutableDictionary": [FunctionForm([], .object(.objectDictionary)) { _ in .boxed(ObjectDictionary()) }]],
        members: [
            ("count", Member(.number) { v in .number(Double(v.ref(ObjectDictionary.self)?.value.keys.count ?? 0)) }),
            ("allKeys", Member(.list(nil)) { v in .list(v.ref(ObjectDictionary.self)?.value.keys ?? []) }),
            ("allValues", Member(.list(nil)) { v in .list(v.ref(ObjectDictionary.self)?.value.values ?? []) }),
        ],
        methods: [
            "setObject": [MethodForm([Param(nil, nil), Param("forKey", nil)], .void) { v, a in
                guard let d = v.ref(ObjectDictionary.self) else { return .void }
                if let i = d.value.keys.firstIndex(of: a[1]) { d.value.values[i] = a[0]; return .void }
                try a.run.countWork(96, a.range)
                d.value.keys.append(a[1]); d.value.values.append(a[0]); return .void }],
            // The value's type is not known: the checker takes it as unknown (CheckExpressions.swift).
            "object": [MethodForm([Param("forKey", nil)], .void) { v, a in
                guard let d = v.ref(ObjectDictionary.self), let i = d.value.keys.firstIndex(of: a[0]) else { return .void }
                return d.value.values[i] }],
            "removeObject": [MethodForm([Param("forKey", nil)], .void) { v, a in
                guard let d = v.ref(ObjectDictionary.self), let i = d.value.keys.firstIndex(of: a[0]) else { return .void }
                d.value.keys.remove(at: i); d.value.values.remove(at: i); return .void }],
            "removeAllObjects": [MethodForm([], .void) { v, _ in
                v.ref(ObjectDictionary.self)?.value = ObjectDictionary(); return .void }],
        ])
}
