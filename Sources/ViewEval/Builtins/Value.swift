// Values and types. A `Value` is what evaluation computes; a `VType` is what the checker knows
// of a value before anything runs. Messages name both the same way ("a Number", "'.round'").
// A value type declared in a file of its own is an `ObjectPayload` held in `Value.object`
// (`VType.object`), so that neither enum grows a case for it; a reference (a UIKit object a
// method changes where it is held) is a `Ref`, the one box (a view's `ViewRef`, a gesture
// recognizer's `RecognizerRef`).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// The type of a value, as messages name it.
public enum ValueType: String, Sendable, Hashable, CaseIterable {
    case number = "Number", bool = "Bool", string = "String", point = "Point", size = "Size"
    case rect = "Rect", insets = "EdgeInsets", color = "Color", transform = "Transform"
    case list = "List", range = "Range", symbol = "Symbol"
    case gradient = "Gradient", shadow = "Shadow"
    case font = "Font"
    case path = "UIBezierPath"
    case pattern = "PatternColor"
    case fontMetrics = "UIFontMetrics", traitCollection = "UITraitCollection", screen = "UIScreen"
    // Attributed text (AttributedString.swift).
    case attributes = "[NSAttributedString.Key: Any]", attributedString = "NSAttributedString"
    case paragraphStyle = "NSParagraphStyle", textShadow = "NSShadow"
    // Core Graphics' and UIKit's objects for drawing code (ColorSpace.swift, UIImage.swift).
    case colorSpace = "CGColorSpace", image = "UIImage"
    // Core Text's framesetter and frame (CoreText.swift).
    case ctFramesetter = "CTFramesetter", ctFrame = "CTFrame"
    // The Swift subset's (SwiftTypes.swift).
    case context = "CGContext"
    case void = "Void"
    case optional = "Optional"
    case view = "UIView"
    case recognizer = "UIGestureRecognizer"
    /// A value of a struct declared in Swift code (StructValue.swift).
    case structValue = "struct"
    /// A closure (Closure.swift).
    case function = "function"
    /// An object of the system that does nothing in a still frame: a timer, a display link, a
    /// haptic generator, the notification center (SystemObject.swift).
    case systemObject = "system object"
    /// CGVector (Vector.swift).
    case vector = "CGVector"
    /// Foundation's box of a geometry value or an object's identity (NSValue.swift).
    case nsValue = "NSValue"
    /// Foundation's Date (Date.swift).
    case date = "Date"
    /// Foundation's Calendar, TimeZone and DateComponents (Calendar.swift).
    case calendar = "Calendar", timeZone = "TimeZone", dateComponents = "DateComponents", locale = "Locale"
    /// Foundation's NumberFormatter and DateFormatter (Formatters.swift).
    case numberFormatter = "NumberFormatter", dateFormatter = "DateFormatter"
    /// Foundation's Scanner and CharacterSet (Scanner.swift).
    case scanner = "Scanner", characterSet = "CharacterSet"
    /// Foundation's NSMutableArray, a list held by reference (ObjectArray.swift).
    case objectArray = "NSMutableArray"
    /// Foundation's NSMutableDictionary, keys and values held by reference (ObjectArray.swift).
    case objectDictionary = "NSMutableDictionary"
    /// UIGraphicsImageRenderer (ImageContext.swift).
    case imageRenderer = "UIGraphicsImageRenderer"
    /// UIGraphicsImageRendererFormat (ImageContext.swift).
    case imageRendererFormat = "UIGraphicsImageRendererFormat"
    /// A view's layout anchor and an NSLayoutConstraint (Layout.swift).
    case layoutAnchor = "NSLayoutAnchor", layoutConstraint = "NSLayoutConstraint", layoutGuide = "UILayoutGuide"
    /// A tuple (Tuple.swift).
    case tuple = "tuple"
    /// Swift's Dictionary (Dictionary.swift).
    case dictionary = "Dictionary"
    /// An error caught by `catch` (SwiftError.swift).
    case swiftError = "Error"
    /// A value of one of UIKit's option sets (OptionSet.swift).
    case optionSet = "OptionSet"
}

/// One value held by reference, as UIKit's objects are: `let path = UIBezierPath()` is changed
/// by `path.move(to:)` where it is held, and a reference is equal only to itself. Its
/// payload's fields read and change in place through it (`o.style.lineWidth = 3`).
@dynamicMemberLookup
public final class Ref<Payload>: @unchecked Sendable, Equatable {
    public var value: Payload
    public init(_ value: Payload) { self.value = value }
    /// The same reference; of a class's instance (a view: `ViewRef`), the same instance,
    /// however many references to it were made (`subviews.contains(label)`, `v === subviews[0]`).
    public static func == (a: Ref, b: Ref) -> Bool {
        if a === b { return true }
        guard Payload.self is AnyClass else { return false }
        return (a.value as AnyObject) === (b.value as AnyObject)
    }
    public subscript<T>(dynamicMember field: WritableKeyPath<Payload, T>) -> T {
        get { value[keyPath: field] }
        _modify { yield &value[keyPath: field] }
    }
    /// A `let` of the payload, read through it.
    public subscript<T>(dynamicMember field: KeyPath<Payload, T>) -> T { value[keyPath: field] }
}

/// A value type declared in a file of its own (Builtins/<Type>.swift) and held in
/// `Value.object`, in a `Ref`: its type, its text form and its equality are all `Value` needs.
public protocol ObjectPayload {
    /// The type, as messages name it and signatures take it.
    static var type: ValueType { get }
    /// A short, stable text form for dumps and `viewc params`.
    var description: String { get }
    /// Whether two values are equal: a reference type of UIKit's is equal only to itself (the
    /// default); a value type compares what it holds.
    static func same(_ a: Ref<Self>, _ b: Ref<Self>) -> Bool
}

extension ObjectPayload {
    public static func same(_ a: Ref<Self>, _ b: Ref<Self>) -> Bool { a === b }
}

/// A `Ref` whose payload is an `ObjectPayload`, its type not known statically.
public protocol AnyRef: AnyObject {
    var type: ValueType { get }
    var description: String { get }
    func equals(_ other: AnyRef) -> Bool
}

extension Ref: AnyRef where Payload: ObjectPayload {
    public var type: ValueType { Payload.type }
    public var description: String { value.description }
    public func equals(_ other: AnyRef) -> Bool {
        guard let o = other as? Ref<Payload> else { return false }
        return Payload.same(self, o)
    }
}

/// What `Value.object` holds: a value of a type declared in a file of its own.
public struct ObjectValue: @unchecked Sendable, Equatable {
    public let ref: AnyRef
    public static func == (a: ObjectValue, b: ObjectValue) -> Bool { a.ref.equals(b.ref) }
}

/// A view made in Swift code (`UIView(frame:)`, `UILabel()`, an instance of a class), until
/// `addSubview(_:)` places it: a reference, as in UIKit.
public typealias ViewRef = Ref<ViewNode>
extension Ref where Payload == ViewNode {
    public var node: ViewNode { value }
}

/// A UIBezierPath: a reference, as in UIKit — `let path = UIBezierPath()` is changed by
/// `path.move(to:)` and `path.lineWidth = 3` — with the stroke settings it carries.
public typealias PathObject = Ref<BezierPathObject>
public struct BezierPathObject {
    public var path: BezierPath
    public var style = StrokeStyle()
    public var usesEvenOddFillRule = false
}
extension Ref where Payload == BezierPathObject {
    public convenience init(_ path: BezierPath) { self.init(BezierPathObject(path: path)) }
}

/// A value computed by an expression.
public enum Value: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case color(Color)
    case transform(Transform)
    case list([Value])
    /// `a..<b` (exclusive) or `a...b` (inclusive). The .view language's bounds are whole
    /// numbers; Swift's may not be (`0.0...1.0`, a ClosedRange<Double>), and such a range is a
    /// value to test against, not a sequence (`Builtins.wholeBounds`).
    case range(Double, Double, inclusive: Bool)
    /// `.round`, `.center`, … — a member whose type the property it is given to decides.
    case symbol(String)
    /// `Gradient(colors:locations:)` (CGGradient).
    case gradient(Gradient)
    /// `Shadow(offset:blur:color:)` (the arguments of CGContext.setShadow).
    case shadow(Shadow)
    /// `.body`, `Font.system(size:weight:)`, `Font(name:size:)` (UIFont). (Indirect, as the
    /// other large payloads are: a Value stays as small as a transform.)
    indirect case font(Font)
    /// `UIBezierPath(ovalIn:)` and the rest of UIBezierPath's initialisers (PathValue.swift).
    case path(PathObject)
    /// `UIColor(patternImage:)` (PatternColor.swift).
    indirect case pattern(ImageContent)
    /// `[.font: f, .foregroundColor: c]`: text attributes (AttributedString.swift).
    indirect case attributes(TextAttributes)
    /// A value of a type declared in a file of its own (`ObjectPayload`): UIFontMetrics and
    /// UITraitCollection (Font.swift), NSAttributedString, NSParagraphStyle and NSShadow
    /// (AttributedString.swift).
    case object(ObjectValue)
    /// The current CGContext (`UIGraphicsGetCurrentContext()` in draw(_:)).
    case context
    /// What a method that returns nothing gives.
    case void
    /// A view made in Swift code.
    case view(ViewRef)
    /// A gesture recognizer made in Swift code (Gestures.swift).
    case recognizer(RecognizerRef)

    public var type: ValueType {
        switch self {
        case .number: return .number
        case .bool: return .bool
        case .string: return .string
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .insets: return .insets
        case .color: return .color
        case .transform: return .transform
        case .list: return .list
        case .range: return .range
        case .symbol: return .symbol
        case .gradient: return .gradient
        case .shadow: return .shadow
        case .font: return .font
        case .path: return .path
        case .pattern: return .pattern
        case .attributes: return .attributes
        case .object(let o): return o.ref.type
        case .context: return .context
        case .void: return .void
        case .view: return .view
        case .recognizer: return .recognizer
        }
    }

    /// The name used for this value's type in messages; `.foo` for symbols.
    public var typeName: String { vtype.name }

    /// The static type that describes this value (a list's elements when they agree).
    public var vtype: VType {
        switch self {
        case .symbol(let s): return .symbol(s)
        case .view(let r): return .view(r.node.label != nil ? "UILabel" : r.node.kind == "view" ? "UIView" : r.node.kind)
        case .recognizer(let r): return .recognizer(r.kind.rawValue)
        case .object(let o):
            if let c = o.ref as? Ref<ClassObject> { return .structure(c.value.name, c.value.index) }
            if let s = o.ref as? Ref<OptionSetValue> { return .optionSet(s.value.typeName) }
            if let t = o.ref as? Ref<TupleValue> { return .tuple(t.value.elements.map(\.vtype), t.value.labels) }
            if let d = o.ref as? Ref<DictionaryValue> {
                // The types its entries agree on, as a list's elements (nil when empty or mixed).
                func agreed(_ vs: [Value]) -> VType? {
                    guard let f = vs.first?.vtype else { return nil }
                    return vs.dropFirst().allSatisfy({ $0.vtype == f }) ? f : nil
                }
                return .dictionary(agreed(d.value.keys), agreed(d.value.values))
            }
            guard let r = o.ref as? Ref<StructValue> else { return VType(type) }
            return .structure(r.value.name, r.value.index)
        case .list(let l):
            guard let f = l.first?.vtype else { return .list(nil) }
            return l.dropFirst().allSatisfy({ $0.vtype == f }) ? .list(f) : .list(nil)
        default: return VType(type)
        }
    }

    /// A short, stable text form for dumps and `viewc params`.
    public var description: String {
        switch self {
        case .number(let v): return formatNumber(v)
        case .bool(let b): return String(b)
        case .string(let s): return "\"\(s)\""
        case .point(let p): return "Point(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        case .size(let s): return "Size(\(formatNumber(s.width)), \(formatNumber(s.height)))"
        case .rect(let r): return "Rect(\(formatNumber(r.origin.x)), \(formatNumber(r.origin.y)), \(formatNumber(r.size.width)), \(formatNumber(r.size.height)))"
        case .insets(let e): return "EdgeInsets(top: \(formatNumber(e.top)), left: \(formatNumber(e.left)), bottom: \(formatNumber(e.bottom)), right: \(formatNumber(e.right)))"
        case .color(let c): return c.hexString
        case .transform(let t):
            return "Transform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", ")))"
        case .list(let l): return "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .range(let a, let b, let inc): return "\(formatNumber(a))\(inc ? "..." : "..<")\(formatNumber(b))"
        case .symbol(let s): return ".\(s)"
        case .gradient(let g):
            return "Gradient(colors: [\(g.stops.map { $0.color.hexString }.joined(separator: ", "))], locations: [\(g.stops.map { formatNumber($0.location) }.joined(separator: ", "))])"
        case .shadow(let sh):
            return "Shadow(offset: Size(\(formatNumber(sh.offset.width)), \(formatNumber(sh.offset.height))), blur: \(formatNumber(sh.blur)), color: \(sh.color.hexString))"
        case .font(let f): return f.description
        case .attributes(let a): return a.description
        case .object(let o): return o.ref.description
        case .pattern(let i): return "UIColor(patternImage: \"\(i.name)\")"
        case .path(let o): return "UIBezierPath(\(o.path.elements.count) elements, bounds: \(Value.rect(o.path.controlPointBounds).description))"
        case .context: return "CGContext"
        case .void: return "()"
        case .view(let r): return "\(r.node.kind)(frame: \(Value.rect(r.node.frame).description))"
        case .recognizer(let r): return "\(r.kind.rawValue)(action: \(r.action))"
        }
    }

    /// The zero of `t` for a `.zero` symbol (VType.isZero), a rect's `.null` and `.infinite`
    /// for theirs, else the value itself.
    func zeroed(as t: ValueType) -> Value {
        if t == .rect, case .symbol(let s) = self, let r = Value.rectMembers[s] { return .rect(r) }
        guard case .symbol("zero") = self else { return self }
        switch t {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .insets: return .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        default: return self
        }
    }

    /// The reference a value of the type `P` (declared in a file of its own) is held in.
    func ref<P: ObjectPayload>(_: P.Type) -> Ref<P>? {
        if case .object(let o) = self { return o.ref as? Ref<P> }
        return nil
    }

    /// A value of a type declared in a file of its own, in a new reference or in `r`.
    static func boxed<P: ObjectPayload>(_ p: P) -> Value { .object(ObjectValue(ref: Ref(p))) }
    static func boxed<P: ObjectPayload>(_ r: Ref<P>) -> Value { .object(ObjectValue(ref: r)) }

    // Reading the payload of a value whose type the checker has established (`.zero` is
    // accepted for a Number, a Rect: VType.isZero).
    var num: Double { if case .number(let v) = self { return v }; if case .symbol("zero") = self { return 0 }; return .nan }
    var bool: Bool { if case .bool(let b) = self { return b }; return false }
    var color: Color { if case .color(let c) = self { return c }; return .black }
    var rect: Rect {
        if case .rect(let r) = self { return r }
        if case .symbol(let s) = self, let r = Value.rectMembers[s] { return r }
        return .null
    }
    /// CGRect's static members written alone where a rect is expected (`UIBezierPath(rect: .infinite)`).
    static let rectMembers: [String: Rect] = ["zero": .zero, "null": .null, "infinite": .infinite]
    var transformValue: Transform { if case .transform(let t) = self { return t }; return .identity }
    var point: Point { if case .point(let p) = self { return p }; return .zero }
    var size: Size { if case .size(let s) = self { return s }; return .zero }
    var string: String { if case .string(let s) = self { return s }; return "" }
}

/// What the checker knows of a value: its type, with a list's element type (nil when unknown,
/// as for `[]`) and a symbol's name (`.round` is written, so it is known).
public indirect enum VType: Hashable, Sendable {
    case number, bool, string, point, size, rect, insets, color, transform, range, gradient, shadow, font, path, pattern
    case attributes
    /// A type declared in a file of its own (`Value.object`).
    case object(ValueType)
    case list(VType?)
    case symbol(String)
    // The Swift subset's: CGContext, a method's empty result, a value of a declared enum (a
    // symbol naming one of its cases), and `T?` (what UIGraphicsGetCurrentContext() gives).
    case context, void
    case enumeration(String)
    case optional(VType)
    /// A view made in Swift code: UIView, UILabel or a class's name.
    case view(String)
    /// A gesture recognizer: its class's name (UIPanGestureRecognizer, or UIGestureRecognizer).
    case recognizer(String)
    /// A value of a struct declared in Swift code: its name and its index among its file's structs.
    case structure(String, Int32)
    /// A closure's type: its parameters' types and its result's (`(CGFloat) -> Bool`).
    case function([VType], VType)
    /// A tuple's type: its elements' types and labels (nil: none) (Tuple.swift).
    case tuple([VType], [String?])
    /// A dictionary's type: its keys' and values' (nil when unknown, as for an empty one) (Dictionary.swift).
    case dictionary(VType?, VType?)
    /// A value of one of UIKit's option sets: its type's name (OptionSet.swift).
    case optionSet(String)

    init(_ t: ValueType) {
        switch t {
        case .number: self = .number
        case .bool: self = .bool
        case .string: self = .string
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .insets: self = .insets
        case .color: self = .color
        case .transform: self = .transform
        case .list: self = .list(nil)
        case .range: self = .range
        case .symbol: self = .symbol("")
        case .gradient: self = .gradient
        case .shadow: self = .shadow
        case .font: self = .font
        case .path: self = .path
        case .pattern: self = .pattern
        case .attributes: self = .attributes
        case .context: self = .context
        case .void: self = .void
        case .optional: self = .optional(.void)
        case .view: self = .view("UIView")
        case .recognizer: self = .recognizer("UIGestureRecognizer")
        // Each option set is a type of its own (OptionSet.swift): this names none of them.
        case .optionSet: self = .optionSet("OptionSet")
        default: self = .object(t)
        }
    }

    /// The type a `.zero` given for a value of this type is the zero of: an optional's wrapped
    /// type's (`var a: CGPoint? = .zero` holds the point (0, 0)).
    var zeroType: ValueType {
        if case .optional(let w) = self { return w.zeroType }
        return valueType
    }

    /// The type as messages and signatures compare it (a list is a List whatever it holds).
    var valueType: ValueType {
        switch self {
        case .number: return .number
        case .bool: return .bool
        case .string: return .string
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .insets: return .insets
        case .color: return .color
        case .transform: return .transform
        case .range: return .range
        case .gradient: return .gradient
        case .shadow: return .shadow
        case .font: return .font
        case .path: return .path
        case .pattern: return .pattern
        case .attributes: return .attributes
        case .object(let t): return t
        case .list: return .list
        case .symbol, .enumeration: return .symbol
        case .context: return .context
        case .void: return .void
        case .optional: return .optional
        case .view: return .view
        case .recognizer: return .recognizer
        case .structure: return .structValue
        case .function: return .function
        case .tuple: return .tuple
        case .dictionary: return .dictionary
        case .optionSet: return .optionSet
        }
    }

    /// `.zero` written where a Number, CGPoint, CGSize or CGRect is expected (Swift's
    /// implicit member): it is that type's zero; so `.null` and `.infinite` where a CGRect is.
    func isZero(for t: ValueType) -> Bool {
        if t == .rect, case .symbol(let s) = self, Value.rectMembers[s] != nil { return true }
        guard case .symbol("zero") = self else { return false }
        return [.number, .point, .size, .rect, .insets].contains(t)
    }

    /// "Number", "'.round'".
    var name: String {
        switch self {
        case .symbol(let s): return s.isEmpty ? valueType.rawValue : "'.\(s)'"
        case .enumeration(let e), .structure(let e, _), .optionSet(let e): return e
        case .optional(let t): return t.name + "?"
        case .view(let k), .recognizer(let k): return k
        case .function(let ps, let r): return "(" + ps.map(\.name).joined(separator: ", ") + ") -> " + r.name
        case .tuple(let ts, let ls): return "(" + zip(ts, ls).map { ($1.map { $0 + ": " } ?? "") + $0.name }.joined(separator: ", ") + ")"
        case .dictionary(let k, let v): return "[\(k?.name ?? "_"): \(v?.name ?? "_")]"
        default: return valueType.rawValue
        }
    }
}

/// "a Number", "an EdgeInsets".
func article(_ t: ValueType) -> String { indefiniteArticle(t.rawValue) + " " + t.rawValue }

/// "a" or "an" before a type's name as it is said: an initialism's first letter by its name
/// ("an NSShadow", "a CGColor", "a UIView"), a word's by its sound ("an Int", "a Number").
func indefiniteArticle(_ name: String) -> String {
    let letters = Array(name.utf8.prefix(2))
    guard let first = letters.first else { return "a" }
    if letters.count == 2, (65...90).contains(first), (65...90).contains(letters[1]) {
        return "AEFHILMNORSX".utf8.contains(first) ? "an" : "a"
    }
    return "AEIOU".utf8.contains(first) ? "an" : "a"
}
/// "a Number", "'.round'".
func article(_ t: VType) -> String {
    switch t {
    case .symbol(let s): return s.isEmpty ? article(t.valueType) : "'.\(s)'"
    case .optionSet(let e): return indefiniteArticle(e) + " " + e
    case .enumeration(let e), .structure(let e, _): return "\(["A", "E", "I", "O", "U"].contains(e.prefix(1)) ? "an" : "a") \(e)"
    case .optional: return "an optional \(t.name)"
    case .function: return "a function \(t.name)"
    case .tuple: return "a tuple \(t.name)"
    case .dictionary: return "a dictionary \(t.name)"
    case .view(let k), .recognizer(let k): return "\(["A", "E", "I", "O", "U"].contains(k.prefix(1)) && !k.hasPrefix("UI") ? "an" : "a") \(k)"
    default: return article(t.valueType)
    }
}
func article(_ v: Value) -> String { article(v.vtype) }
