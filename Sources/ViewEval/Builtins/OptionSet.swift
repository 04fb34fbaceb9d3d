// UIKit's and Core Animation's option sets (UIRectCorner, CACornerMask, UIView.AutoresizingMask,
// UIAccessibilityTraits, UIRectEdge, NSStringDrawingOptions) as values of their own types, with
// Swift's SetAlgebra over a raw bit mask: `[]`, `[.topLeft, .bottomRight]`, one `.topLeft`,
// `T(rawValue: n)`, `T()`; `insert`, `remove`, `update(with:)`, `formUnion`, `union`,
// `formIntersection`, `intersection`, `subtract`, `subtracting`, `formSymmetricDifference`,
// `symmetricDifference`, `contains`, `isSubset(of:)`, `isSuperset(of:)`, `isDisjoint(with:)`,
// `isEmpty`, `rawValue`, `==`. A literal is a constant the checker makes where the type is wanted
// (Check/CheckOptionSets.swift); the consumers (`byRoundingCorners:`, `layer.maskedCorners`,
// `autoresizingMask`, `accessibilityTraits`, `options:`) read a value by the names of the options
// it holds (`OptionSets.names`), as they read a literal.
//
// `OptionSets.types` is the one declaration of each type: its names and its options with their
// raw values as Apple's headers (and, for the accessibility traits, UIKit's constants) give them.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

/// One option set type: the names code writes it with (the first is how messages name it),
/// its options, single bits and the named unions of them (`.allCorners`), and the name Swift
/// prints a value with — the C name it is imported from (`UIViewAutoresizing(rawValue: 2)`).
struct OptionSetType: Sendable {
    let names: [String]
    let options: [(String, UInt64)]
    var printed: String? = nil
    var name: String { names[0] }
    func option(_ s: String) -> UInt64? { options.first(where: { $0.0 == s })?.1 }
}

enum OptionSets {
    static let types: [OptionSetType] = [
        // UIKit/UIGeometry.h: allCorners = ~0UL.
        OptionSetType(names: ["UIRectCorner"], options: [
            ("topLeft", 1 << 0), ("topRight", 1 << 1), ("bottomLeft", 1 << 2), ("bottomRight", 1 << 3), ("allCorners", UInt64.max)]),
        // QuartzCore/CALayer.h.
        OptionSetType(names: ["CACornerMask"], options: [
            ("layerMinXMinYCorner", 1 << 0), ("layerMaxXMinYCorner", 1 << 1), ("layerMinXMaxYCorner", 1 << 2), ("layerMaxXMaxYCorner", 1 << 3)]),
        // UIKit/UIView.h.
        OptionSetType(names: ["UIView.AutoresizingMask", "UIViewAutoresizing"], options: [
            ("flexibleLeftMargin", 1 << 0), ("flexibleWidth", 1 << 1), ("flexibleRightMargin", 1 << 2),
            ("flexibleTopMargin", 1 << 3), ("flexibleHeight", 1 << 4), ("flexibleBottomMargin", 1 << 5)], printed: "UIViewAutoresizing"),
        // UIKit/UIAccessibilityConstants.h: each trait is a constant of UIKit's, these its values.
        OptionSetType(names: ["UIAccessibilityTraits", "UIAccessibility.Traits"], options: [
            ("none", 0), ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3), ("playsSound", 1 << 4),
            ("keyboardKey", 1 << 5), ("staticText", 1 << 6), ("summaryElement", 1 << 7), ("notEnabled", 1 << 8),
            ("updatesFrequently", 1 << 9), ("searchField", 1 << 10), ("startsMediaSession", 1 << 11), ("adjustable", 1 << 12),
            ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14), ("tabBar", 1 << 15), ("header", 1 << 16)]),
        // UIKit/UIControl.h.
        OptionSetType(names: ["UIControl.State", "UIControlState"], options: [
            ("normal", 0), ("highlighted", 1 << 0), ("disabled", 1 << 1), ("selected", 1 << 2), ("focused", 1 << 3),
            ("application", 0x00FF_0000), ("reserved", 0xFF00_0000)], printed: "UIControlState"),
        // UIKit/UIGeometry.h.
        OptionSetType(names: ["UIRectEdge"], options: [
            ("top", 1 << 0), ("left", 1 << 1), ("bottom", 1 << 2), ("right", 1 << 3), ("all", 15)]),
        // UIKit/NSStringDrawing.h.
        OptionSetType(names: ["NSStringDrawingOptions"], options: [
            ("usesLineFragmentOrigin", 1 << 0), ("usesFontLeading", 1 << 1), ("usesDeviceMetrics", 1 << 3), ("truncatesLastVisibleLine", 1 << 5)]),
    ]

    /// Each type by every name it is written with.
    static let byName: [String: OptionSetType] = {
        var out: [String: OptionSetType] = [:]
        for t in types { for n in t.names { out[n] = t } }
        return out
    }()

    /// The type named `name` (its canonical name), or nil.
    static func type(_ name: String) -> OptionSetType? { byName[name] }

    /// The names of the options a value of type `t` holds — each single-bit option whose bit
    /// is set, in the table's order — as a consumer that takes a literal reads them.
    static func names(_ o: OptionSetValue) -> [String] {
        guard let t = type(o.typeName) else { return [] }
        return t.options.filter { $0.1 != 0 && $0.1 & ($0.1 - 1) == 0 && o.raw & $0.1 != 0 }.map(\.0)
    }

    /// A value as a consumer of literals reads it: an option set is the list of its options'
    /// names (`[.topLeft, .bottomRight]`); anything else is itself.
    static func asLiteral(_ v: Value) -> Value {
        guard let o = v.ref(OptionSetValue.self) else { return v }
        return .list(names(o.value).map { .symbol($0) })
    }

    /// `T(rawValue: n)` and `T()` (the empty set).
    static func constructors(_ t: OptionSetType) -> [FunctionForm] {
        [FunctionForm([Param("rawValue", N)], .optionSet(t.name)) { a in .optionSet(t.name, try raw(a.num(0), a.argRange(label: "rawValue"))) },
         FunctionForm([], .optionSet(t.name)) { _ in .optionSet(t.name, 0) }]
    }

    /// `T(rawValue:)`'s raw value from a Number: the bit pattern of the whole number, as the
    /// unsigned raw types hold it (a negative one, of an Int raw type, as its two's complement).
    static func raw(_ x: Double, _ r: SourceRange) throws -> UInt64 {
        guard x == x.rounded(), x.magnitude < 18446744073709551616 else {
            throw Diagnostic.error("a raw value is a whole number within 64 bits, not \(formatNumber(x))", at: r)
        }
        return x < 0 ? UInt64(bitPattern: Int64(x)) : UInt64(x)
    }
}

/// A value of an option set type: the type's canonical name and the raw bits.
public struct OptionSetValue: ObjectPayload {
    public static var type: ValueType { .optionSet }
    let typeName: String
    var raw: UInt64
    /// As Swift prints one: `UIRectCorner(rawValue: 5)`.
    public var description: String { "\(OptionSets.type(typeName)?.printed ?? typeName)(rawValue: \(raw))" }
    public static func same(_ a: Ref<OptionSetValue>, _ b: Ref<OptionSetValue>) -> Bool {
        a.value.typeName == b.value.typeName && a.value.raw == b.value.raw
    }
}

extension Value {
    static func optionSet(_ type: String, _ raw: UInt64) -> Value { .boxed(OptionSetValue(typeName: type, raw: raw)) }
    /// The bits of an option set: UIKit's, or a struct of the file's whose one stored property
    /// is `rawValue` (an Int's bit pattern).
    var optionBits: UInt64 {
        if let o = ref(OptionSetValue.self) { return o.value.raw }
        if let s = ref(StructValue.self), s.value.fieldNames == ["rawValue"], case .number(let x) = s.value.fields[0], x.magnitude < 0x1p63 {
            return UInt64(bitPattern: Int64(x))
        }
        return 0
    }
    /// A value of the option set `self` is of, holding `raw`.
    func optionSetHolding(_ raw: UInt64) -> Value {
        if let s = ref(StructValue.self) { return s.value.with(0, .number(Double(Int64(bitPattern: raw)))) }
        return .optionSet(ref(OptionSetValue.self)?.value.typeName ?? "", raw)
    }
    /// Whether this is a value of an option set (UIKit's or the file's struct).
    var isOptionSet: Bool { ref(OptionSetValue.self) != nil || ref(StructValue.self)?.value.fieldNames == ["rawValue"] }
}

extension Builtins {
    /// The methods that give a value (the changing ones are Check/CheckOptionSets.swift's and
    /// Run/RunOptionSets.swift's); each argument is of the receiver's type, checked there.
    static let optionSetValue = BuiltinType(
        type: .optionSet,
        typeNames: [],
        constructors: Dictionary(uniqueKeysWithValues: OptionSets.types.flatMap { t in t.names.filter { !$0.contains(".") }.map { n in
            (n, OptionSets.constructors(t))
        } }),
        members: [
            ("rawValue", Member(.number) { v in .number(Double(v.optionBits)) }),
            ("isEmpty", Member(.bool) { v in .bool(v.optionBits == 0) }),
        ],
        methods: {
            func made(_ v: Value, _ raw: UInt64) -> Value { v.optionSetHolding(raw) }
            func op(_ label: String?, _ f: @escaping (Value, UInt64, UInt64) -> Value) -> [MethodForm] {
                [MethodForm([Param(label, nil)], .void) { v, a in f(v, v.optionBits, a[0].optionBits) }]
            }
            return [
                "contains": op(nil) { _, x, y in .bool(x & y == y) },
                "union": op(nil) { v, x, y in made(v, x | y) },
                "intersection": op(nil) { v, x, y in made(v, x & y) },
                "subtracting": op(nil) { v, x, y in made(v, x & ~y) },
                "symmetricDifference": op(nil) { v, x, y in made(v, x ^ y) },
                "isSubset": op("of") { _, x, y in .bool(x & ~y == 0) },
                "isStrictSubset": op("of") { _, x, y in .bool(x & ~y == 0 && x != y) },
                "isSuperset": op("of") { _, x, y in .bool(y & ~x == 0) },
                "isStrictSuperset": op("of") { _, x, y in .bool(y & ~x == 0 && x != y) },
                "isDisjoint": op("with") { _, x, y in .bool(x & y == 0) },
            ]
        }())
}
