// The checker's half for the Swift subset: a UIView subclass as its author wrote it. A class is
// a component: its `@IBInspectable var`s are its parameters (UIControl's isSelected,
// isHighlighted and isEnabled too), its stored properties are slots of the instance's frame,
// its computed properties and methods are functions with frames of their own (a nested
// function's frame links to its outer function's), and `draw(_:)` is its drawing. Members have
// no order: a class's types, functions and static members are declared (every class of the
// file's, first) before any member's code is checked. Static properties of classes and structs
// are slots of the file's static frame (`FileUnit.statics`); an NSObject class of static
// members only is a namespace. A struct is checked when first used, in a checker of its own
// that sees the file and its enclosing types' static names; its methods run against a frame
// of its value's members (StructInfo). Every name, type, call and assignment is resolved here,
// before anything runs, with Swift's rules: labels in order, defaults, `let` constants,
// declared types, returns on every path, exhaustive switches, instance and static members
// where Swift allows them, `mutating`.

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
    /// The result's Swift number type (CheckSwiftText.swift).
    var resultKind = SwiftNumberKind.double
    /// A generic function of numbers whose result is its type parameter: the parameters of
    /// that type, whose arguments' kind is the result's (`clamp(7, 0, 5)` an Int).
    var resultKindFromParams: [Int] = []
    /// Its `inout` and variadic (`T...`) parameters, by index (CheckSwiftArguments.swift).
    var inoutParams: Set<Int> = []
    var variadicParams: Set<Int> = []
    /// The enum it is an instance member of (its frame: `self`, then `rawValue`), or -1.
    var enumIndex: Int32 = -1
    var frameSize = 0
    /// The level of the frame it is declared in (0: the instance's).
    let level: Int32
    let body: NodeList
    /// `static func`, `class func`, `static var x: T { … }`: called on the type, no instance.
    var isStatic = false
    /// A closure: its result is its first `return`'s type when neither it nor its context
    /// says, and a one-expression body may give a value where none is wanted.
    var isClosure = false
    /// A closure's parameters' number kinds, from the list method it is written for (its
    /// elements'), and the kind of the value its body returns (what `map` gives a list of).
    var paramKinds: [SwiftNumberKind]? = nil
    /// The number kinds of the tuples its parameters take (`$0.offset` of `enumerated()`'s pairs).
    var paramTupleKinds: [[SwiftNumberKind]?]? = nil
    var returnedKind: SwiftNumberKind? = nil
    /// A closure returned where a function type is written (`-> (Int) -> (Int) -> Int`): the
    /// type written for what it returns, whose parameters a closure it returns takes.
    var writtenResult: NodeID? = nil
    /// A closure whose parameters take the elements of the one tuple it is given
    /// (`pairs.forEach { (i, x) in … }`, as Swift destructures it).
    var splatsTuple = false
    var infersResult = false
    /// A closure whose result was to be inferred from a `return` whose value is already an
    /// error: its type is not known (not Void), so that nothing downstream reports it again.
    var resultUnknown = false
    /// A closure's capture list (`[x, y = e]`): constants of its frame, each given the value
    /// its expression had when the closure was made.
    var captures: [(name: Name, type: VType?, value: NodeID, slot: Int32)] = []
    /// `throws` (a call of it is written with `try`), `rethrows` (CheckErrors.swift).
    var throwing = false
    var rethrowing = false
    /// A helper of an extension whose body uses what viewc does not run: its errors, reported
    /// where it is called (a drawing that never calls it draws; CheckValueExtensions.swift).
    var leftOut: (name: String, errors: [Diagnostic])? = nil
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
    /// `super.name(…)`: the function itself, never an override of it (Frame.overrides).
    var direct = false
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
    /// An element of a list held in a variable (`points[i] = p`, `values[i] += 1`,
    /// `points[0].x = 3`): the list is the variable's `before` members; `after` go into the
    /// element; the index is the target's subscript, `after.count` members down.
    case listElement(hops: Int32, slot: Int32, before: [String], after: [String])
    /// A member of a property with observers changed in place (`model.items.append(x)`): the
    /// property's value (its slot, in the frame `hops` up where its setter runs too) read, the
    /// member changed, and the whole set through its setter (Checker.setterTarget).
    case memberThroughSetter(function: Int32, hops: Int32, slot: Int32, members: [String])
    /// A member of a property with observers of an instance of a plain class held in a variable
    /// (`holder.model.level = 6`, `holder.model.items.append(x)`), or reached through its
    /// `before` members (`a.holder.model.level = 6`): the instance's property read,
    /// the member changed, and the whole set on the instance, which runs its observers, as
    /// Swift's modify access does (Checker.observedInstanceMember).
    case instanceMemberThroughSetter(hops: Int32, slot: Int32, before: [String], name: String, members: [String])
    /// A stored property of an instance of a class made in code (`gauge.delegate = self`); with
    /// `members`, a member of its value (`gauge.style.width = 3`): the property read, the
    /// member changed, and the whole set on the instance, which runs its observers.
    case instanceStored(String, depth: Int, className: String? = nil, members: [String] = [])
    /// A computed property's setter of the running class's instance (`hops` frames up).
    case setter(function: Int32, hops: Int32)
    /// A computed property's setter of a struct's or plain class's value reached through a
    /// member (`grid.cellCount = 3`): the call (`unit.structCalls`) run on the target's base.
    case memberSetter(Int32)
    /// A setting of the current context (`context.interpolationQuality = .none`).
    case contextSetting(String)
}

struct Assignment {
    let target: AssignTarget
    /// For `+=` and the rest: the operation (Operators.all), else -1.
    var operation: Int32
    /// For `+=` and the rest of a type with a compound operator function of the file
    /// (`static func += (lhs: inout V, rhs: V)`): its call (`unit.calls`), else -1.
    var userOperation: Int32 = -1
    /// The assigned variable's (or member's) type, for `.zero`.
    var type: ValueType? = nil
    /// `points[0] = p` of a property with observers: its setter, which the changed list goes
    /// through (Checker.setterTarget), else nil.
    var observer: AssignTarget? = nil
    /// `self = …` in a mutating method of an enum with raw values: the enum, whose `rawValue`
    /// (the slot after `self`) follows the new case; else -1.
    var enumRaw: Int32 = -1
}

/// A declared struct: its stored properties in order (the slots of the frame its methods run
/// against, `self`'s members), its methods and computed properties, its initializers.
final class StructInfo {
    let name: String
    let node: NodeID
    /// Its name qualified by the types it is declared in (`Card.Geometry`): the owner of the
    /// enums declared in it, whose names are qualified so.
    var path = ""
    /// The names its members see around it: its enclosing types' types and static members.
    var outer: [(name: Name, binding: Checker.Binding)] = []
    enum State { case declared, checking, checked }
    var state = State.declared
    var fields: [(name: String, type: VType?, value: NodeID?, isVar: Bool)] = []
    /// The fields' Swift number types, by index (CheckSwiftText.swift).
    var fieldKinds: [Int: SwiftNumberKind] = [:]
    /// The tuple fields' elements' number types, by index (CheckTuples.swift).
    var fieldTupleKinds: [Int: [SwiftNumberKind]] = [:]
    /// Those with tuples among their elements: each element's kinds, nested ones' too.
    var fieldTupleTrees: [Int: [TupleKindTree]] = [:]
    /// The function-typed fields' parameters' number types, by index (CheckClosures.swift).
    var fieldParamKinds: [Int: [SwiftNumberKind]] = [:]
    /// A class's `lazy var`s, by field index: each declaration runs at the property's first
    /// read (never, when it is set first or not read), as Swift's do (Frame.lazy).
    var lazyFields: [Int: NodeID] = [:]
    /// Its instance methods and computed properties, by name.
    var members: [Name: Checker.Binding] = [:]
    /// Its static members (`Name.x`, `Name.f()`), by name.
    var statics: [Name: Checker.Binding] = [:]
    /// The structs, classes and enums declared inside it (`Name.Inner`), by name.
    var nestedTypes: [Name: Checker.Binding] = [:]
    /// Its `mutating` methods.
    var mutating: Set<Int32> = []
    /// Its `init`s; when none is written, the memberwise one Swift synthesises.
    var inits: [Int32] = []
    var memberwise: UserFunction?
    /// A class that is not a view (`class AxesDrawer { … }`): its instances are references,
    /// its methods change them without `mutating`, and with no designated `init` written
    /// Swift gives it `init()` (no memberwise one).
    var isClass = false
    /// Its `convenience` inits, which call another of its inits with `self.init(…)`.
    var convenience: Set<Int32> = []
    /// The method meeting each requirement of the file's protocols it conforms to, by the
    /// requirement's signature (`value(at:)`): a requirement called on a value of the protocol
    /// runs it (Run/RunProtocols.swift).
    var witnesses: [String: Int32] = [:]
    /// A class's superclass, a class of the file that is not a view (CheckClassInheritance.swift):
    /// its stored properties are this one's first fields.
    var base: Int32? = nil
    /// Whether its stored properties, members, initializers and vtable are known (its methods'
    /// bodies may still be being checked): what an heir takes of it.
    var membersKnown = false
    /// Its vtable: each of its ancestors' methods it overrides (or an ancestor between
    /// overrides), and the function its instances run in that one's place (Frame.overrides).
    var overrides: [Int32: Int32] = [:]
    var kind: String { isClass ? "class" : "struct" }
    init(name: String, node: NodeID) { self.name = name; self.node = node }
    func field(_ name: String) -> Int? { fields.firstIndex { $0.name == name } }
    /// Its stored properties' names and number types, in order, as each value made holds them
    /// (made once, when the first value is: the fields are known by then).
    lazy var valueFieldNames: [String] = fields.map(\.name)
    lazy var valueFieldKinds: [SwiftNumberKind] = fields.indices.map { fieldKinds[$0] ?? .double }
}

/// A call of a struct's method or a read of its computed property on a value: the function,
/// the argument for each parameter (-1: its default), and for a `mutating` method where the
/// changed value is written back (the base's variable and members).
struct StructCall {
    let function: Int32
    let argForParam: [Int]
    let writeBack: AssignTarget?
    /// For a list's element (`ctrs[0].bump()`) of a property with observers: the setter the
    /// changed list goes through (Checker.elementObserver).
    var observer: AssignTarget? = nil
}

/// `Name(…)` for a struct: its memberwise initializer (function -1) or an `init`.
struct StructMaker {
    let structIndex: Int32
    let function: Int32
    let argForParam: [Int]
    /// `self.init(…)` in a class's convenience init: the init runs on the instance being made,
    /// this many frames up; -1 for `Name(…)`, which makes one.
    var delegateHops: Int32 = -1
    /// `self.init(…)` (not `super.init(…)`): an heir's override of the init runs in its place.
    var dispatched = false
}

/// A declared enum: its cases and their raw values.
struct EnumInfo {
    /// Its name qualified by the types it is declared in (`Gauge.Style`), as Swift writes a
    /// nested type: two enums of one name in different types are different types.
    let name: String
    let cases: [String]
    let raw: [Value]?
    /// Its name as its declaration writes it (`Style`).
    var written: Substring { name.split(separator: ".").last ?? "" }
    /// The raw values' Swift number type.
    var rawKind = SwiftNumberKind.double
    /// Its declaration, and its methods, computed properties and static members (CheckSwiftEnum.swift).
    var node: NodeID? = nil
    var members: [Name: Checker.Binding] = [:]
    var statics: [Name: Checker.Binding] = [:]
    /// The names its members see around it: its enclosing types' types and static members.
    var outer: [(name: Name, binding: Checker.Binding)] = []
    var checked = false
    /// Its cases with associated values: each value's label and type (CheckSwiftEnumCases.swift).
    var associated: [String: [(label: String?, type: VType?)]] = [:]
    /// The number kinds of each case's associated values (an `Int` one bound prints as one).
    var associatedKinds: [String: [SwiftNumberKind]] = [:]
    /// Whether it conforms to CaseIterable (`allCases`).
    var caseIterable = false
    /// Whether it conforms to Error (its values may be thrown).
    var isError = false
    /// Its `mutating` methods: `self` may be assigned in them, and a call stores the new case
    /// back where the value came from.
    var mutating: Set<Int32> = []
}

/// A Swift class, as checked: what runs when an instance is made.
final class SwiftClass {
    let superclass: String
    /// Its stored properties, in declaration order (run into the instance's frame).
    var stored: [NodeID] = []
    /// Its `lazy var`s: each initializer runs at the property's first read (never, when it is
    /// set first or not read), as Swift's do (Frame.lazy).
    var lazy: [NodeID] = []
    /// Every name its members declare (types, functions, computed and static properties),
    /// declared before any member is checked: Swift's members have no declaration order.
    var declared: [(name: Name, binding: Checker.Binding)] = []
    /// Its static members, for `Name.member` and `Self.member`.
    var statics: [Name: Checker.Binding] = [:]
    /// Methods that share their name with a property of the class (`var clockFrame: CGRect`
    /// beside `func clockFrame(forBounds:)`): a call with arguments means the method.
    var methodsBeside: [Name: Int32] = [:]
    /// `class Name: NSObject` holding static members only: a namespace (a PaintCode StyleKit), not a view.
    var isNamespace = false
    /// Its functions and computed properties, in order, as declared (their bodies checked after).
    var functions: [(node: NodeID, function: Int32)] = []
    /// init(frame:) (or init?(coder:)), awakeFromNib, prepareForInterfaceBuilder, layoutSubviews: run in that order.
    var setup: [Int32] = []
    /// draw(_:).
    var draw: Int32?
    /// A view's `override func draw(_ layer: CALayer, in ctx: CGContext)`: the layer
    /// delegate's drawing, which UIKit's own (the one that calls draw(_:)) it replaces.
    var layerDelegateDraw: Int32?
    /// Its other initializers (`init(frame:values:)`, `init(bigview:)`), which make an instance
    /// given their arguments.
    var inits: [Int32] = []
    /// The class of the file it inherits from (its superclass is then that class's UIKit one),
    /// itself perhaps an heir of another. The base's code is checked once, as the base's, with
    /// `self` of the base's type; an heir's instance frame starts with the base's slots (its
    /// stored properties at the same places), so that code runs on the heir's instances too.
    var base: Component?
    /// The methods and computed properties of its base that `super.name(…)` calls, by name and
    /// labels (`memberKey`).
    var superMethods: [String: Int32] = [:]
    /// Every method and computed property its instances have, by key: its own, then those it
    /// inherits and does not override.
    var methods: [String: Int32] = [:]
    /// The same, in order (its own first): what a call on an instance chosen when it runs finds
    /// by name and labels (RunProtocols.swift).
    var table: [(node: NodeID, function: Int32)] = []
    /// Its vtable: each function of an ancestor that this class (or a nearer ancestor)
    /// overrides, and the function an instance of this class runs in its place. Code
    /// resolved to an ancestor's method calls the override on this class's instances, as
    /// Swift's dynamic dispatch does (Frame.overrides).
    var overrides: [Int32: Int32] = [:]
    /// The names its instance code sees, once checked: its stored properties' and members'
    /// (an heir's code is checked with these around its own).
    var instanceScope: [Checker.Decl] = []
    /// A view's `override class var layerClass: AnyClass { return Name.self }`: the class of
    /// the layer UIKit makes for it (CAShapeLayer, CAGradientLayer or a CALayer subclass of
    /// the file, Kinds/LayerClass.swift).
    var layerClass: String?
    /// Its stored properties' types, once it is checked (for `instance.name` elsewhere).
    var storedTypes: [String: VType?] = [:]
    /// And their Swift number types (an `Int` read as `other.count` is one).
    var storedKinds: [String: SwiftNumberKind?] = [:]
    /// And a tuple's elements' (`other.t.0 / 2` of a `var t = (7, 3)` divides Ints).
    var storedTupleKinds: [String: [SwiftNumberKind]] = [:]
    /// A CALayer subclass (or a CAShapeLayer or CAGradientLayer one): its drawing is
    /// draw(in:), run when the layer is displayed.
    var isLayer: Bool { layerKind != nil }
    /// The Core Animation class it inherits from: what its layers draw of their own besides
    /// draw(in:) (a shape layer's path, a gradient layer's colors).
    var layerKind: LayerContent.Kind? { ["CALayer", "CAShapeLayer", "CAGradientLayer"].contains(superclass) ? LayerContent.Kind(rawValue: superclass) : nil }
    /// A UIViewController subclass: placed, it is its view (docs/language.md §13).
    var isViewController: Bool { superclass == "UIViewController" }
    /// A UILabel subclass: a label, whose text its code reads and sets (`text`, `font`), drawn
    /// by UILabel unless its draw(_:) or drawText(in:) draws it (RunSwift.swift).
    var isLabel: Bool { superclass == "UILabel" }
    init(superclass: String) { self.superclass = superclass }
}

/// The superclasses a class may have, and the control state each adds as inspectable Bools.
let swiftSuperclasses: [String: [(String, Bool)]] = [
    "UIView": [],
    "UIControl": [("isSelected", false), ("isHighlighted", false), ("isEnabled", true)],
    "UIButton": [("isSelected", false), ("isHighlighted", false), ("isEnabled", true)],
    // An image view: UIKit does not call its draw(_:) (RunSwift.swift's runClass).
    "UIImageView": [],
    // A label: UILabel draws its text, unless the class draws it.
    "UILabel": [],
    // A layer that draws: its draw(in:) runs when Core Animation displays it (Kinds/LayerClass.swift).
    "CALayer": [],
    "CAShapeLayer": [],
    "CAGradientLayer": [],
    // A stack view: it arranges its arranged subviews (Kinds/StackView.swift).
    "UIStackView": [],
    // A view controller: placed, it is its `view`, which its code fills (loadView, viewDidLoad, …).
    "UIViewController": [],
    // A scroll view: a view that clips its subviews to its bounds, whose origin is its content
    // offset — zero in a still picture — and whose scroll indicators show only while it scrolls.
    "UIScrollView": [],
    // A collection view's cell: a view whose draw(_:) draws its own content (a calendar's day,
    // a heat map's square), placed alone, unselected and not highlighted.
    "UICollectionViewCell": [("isSelected", false), ("isHighlighted", false)],
    // A table view's cell: the same, a row drawing its own separator or background, placed alone.
    "UITableViewCell": [("isSelected", false), ("isHighlighted", false)],
    // A tab bar drawing its own background, placed alone: no items, no bar material (Kinds/TabBar.swift).
    "UITabBar": [],
    // A slider drawing under its track and thumb, which are not drawn here (Kinds/Slider.swift).
    "UISlider": [("isSelected", false), ("isHighlighted", false), ("isEnabled", true)],
]

/// Functions UIKit calls on a view as it is made, in the order it calls them (each named as
/// `setupStep` names it: the two `willMove`s by their labels). Added to a superview in a
/// window, a view is told willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:),
/// didMoveToWindow(), then laid out.
let setupFunctionNames = ["init", "awakeFromNib", "prepareForInterfaceBuilder", "willMove", "didMoveToSuperview", "willMove(toWindow:)", "didMoveToWindow", "updateConstraints", "layoutSubviews", "layoutSublayers",
                          // A view controller's, as UIKit shows its view in a window (its layout pass between the two layout calls).
                          "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]

/// A setup function's step in `setupFunctionNames`: its name, but willMove(toWindow:)'s full name.
func setupStep(_ f: UserFunction) -> String {
    f.name == "willMove" && f.params.first?.label == "toWindow" ? "willMove(toWindow:)" : f.name
}

/// The order UIKit runs a class's setup functions in (indices into `unit.functions`).
func sortSetup(_ setup: inout [Int32], _ functions: [UserFunction]) {
    setup.sort { setupFunctionNames.firstIndex(of: setupStep(functions[Int($0)]))! < setupFunctionNames.firstIndex(of: setupStep(functions[Int($1)]))! }
}

extension Checker {
    // MARK: types

    /// The type written after ':' or '->'.
    func swiftType(_ n: NodeID) -> VType? {
        let t = tree.typeRef(n)
        let name = names[t.name]
        var base: VType?
        // `Outer.Inner`: a type the file declares inside another.
        if let q = tree.typeQualifier(n), let b = qualifiedType(q, t.name) {
            switch b {
            case .enumType(let k): base = .enumeration(unit.enums[Int(k)].name)
            case .structType(let k): base = .structure(unit.structs[Int(k)].name, k)
            default: break
            }
            if var b = base {
                if t.array { b = .list(b) }
                return t.optional ? .optional(b) : b
            }
        }
        if let w = tree.wrappedType(n) {
            guard let e = swiftType(w) else { return nil }
            let l = VType.list(e)
            return t.optional ? .optional(l) : l
        }
        if let d = tree.dictionaryType(n) {
            guard let k = swiftType(d.key), let v = swiftType(d.value) else { return nil }
            // A CGPath is equal to another of the same elements (CFEqual), not by identity as
            // a UIBezierPath is: such keys are not modelled.
            if ["CGPath", "CGMutablePath"].contains(tree.typeText(d.key)) {
                error("'\(tree.typeText(d.key))' keys are outside the supported Swift subset: Core Foundation compares paths by their elements; key by a UIBezierPath (compared by identity) or by a value", tree.range(d.key))
                return nil
            }
            guard isHashableKey(k) else {
                error("'\(tree.typeText(d.key))' is not Hashable: a dictionary's keys are Strings, numbers, Bools, enum cases, NSValues, paths or views", tree.range(d.key))
                return nil
            }
            let dt = VType.dictionary(k, v)
            if t.array { return t.optional ? .optional(.list(dt)) : .list(dt) }
            return t.optional ? .optional(dt) : dt
        }
        if let els = tree.tupleType(n) {
            var ts: [VType] = []
            for e in els { guard let et = swiftType(e.type) else { return nil }; ts.append(et) }
            let tt = VType.tuple(ts, els.map { $0.label.map { names[$0] } })
            if t.array { return t.optional ? .optional(.list(tt)) : .list(tt) }
            return t.optional ? .optional(tt) : tt
        }
        if let ft = tree.functionType(n) {
            var ps: [VType] = []
            for p in ft.params { guard let pt = swiftType(p) else { return nil }; ps.append(pt) }
            var r = VType.void
            if let rn = ft.result { guard let rt = swiftType(rn) else { return nil }; r = rt }
            let f = t.array ? VType.list(.function(ps, r)) : .function(ps, r)
            return t.optional ? .optional(f) : f
        }
        switch name {
        case "Bool": base = .bool
        // A String.Index is its count of Characters (Builtins/StringIndex.swift).
        case "Index" where tree.typeQualifier(n).map({ names[$0] }) == "String": base = .number
        // `Calendar.Component` (`.hour`), and `ComparisonResult` (`.orderedSame`): their cases.
        case "Component" where tree.typeQualifier(n).map({ names[$0] }) == "Calendar": base = .symbol("")
        case "ComparisonResult": base = .symbol("")
        // `UIControl.Event` (Swift 4's `UIControlEvents`), the events `sendActions(for:)` takes:
        // an event's case (`.valueChanged`).
        case "Event" where tree.typeQualifier(n).map({ names[$0] }) == "UIControl", "UIControlEvents": base = .symbol("")
        case _ where registry.swiftTypes[name] != nil: base = VType(registry.swiftTypes[name]!)   // BuiltinType.swiftNames
        // `[AnyObject]`: a list of objects of any class, whose elements' types only evaluation
        // knows (as an NSMutableArray's). A value of that type on its own is outside.
        case "AnyObject", "Any":
            guard t.array else {
                error("'\(name)' as the type of a single value is outside the supported Swift subset (docs/language.md §13): write the value's own type ('[\(name)]', a list of any objects, is in)", tree.range(n))
                return nil
            }
            return t.optional ? .optional(.list(nil)) : .list(nil)
        case "UIGraphicsImageRendererContext": base = .context
        case "UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UIScrollView", "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer": base = .view(name)
        // The window a view is shown in: the drawing's canvas or page (ViewNode.placedWindow).
        case "UIWindow": base = .view(name)
        case "CGContext": base = .context
        case "CGPattern": base = .pattern
        case "CGPatternDrawPatternCallback", "CGPatternCallbacks": base = Builtins.patternCallbackType
        case "CGGradientDrawingOptions": base = .list(.symbol(""))
        // UIKit's option sets (`var corners: UIRectCorner`, `UIView.AutoresizingMask`): values of their own types.
        case _ where OptionSets.type(tree.typeQualifier(n).map { names[$0] + "." + name } ?? name) != nil:
            base = .optionSet(OptionSets.type(tree.typeQualifier(n).map { names[$0] + "." + name } ?? name)!.name)
        case "CGBlendMode", "CGLineCap", "CGLineJoin", "NSTextAlignment", "CGPathDrawingMode", "CGPathFillRule", "UISemanticContentAttribute", "UIUserInterfaceLayoutDirection",
             // The device's and interface's orientation, which code reads from UIDevice and
             // UIApplication (system objects: nothing a still picture knows) and switches on.
             "UIInterfaceOrientation", "UIDeviceOrientation": base = .symbol("")
        // Core Animation's string enums (`var lineCap: CAShapeLayerLineCap = .round`): their cases.
        case _ where CoreAnimationStrings.cases[name] != nil: base = .symbol("")
        // Any other of UIKit's and Core Graphics' enums written unqualified as a type
        // (`var mode: NSLineBreakMode = .byTruncatingMiddle`, `var edge: CGRectEdge = .minYEdge`):
        // its cases, as where the type is named with them (`NSLineBreakMode.byWordWrapping`).
        case _ where UIKitCaseTypes.names.contains(name): base = .symbol("")
        case "[NSAttributedString.Key: Any]": base = .attributes
        // The recognizers' enums named as a type (`state: UIGestureRecognizer.State`): the enum
        // a recognizer's `state` (and a swipe's `direction`) reads, not a bare case.
        case _ where tree.typeQualifier(n).map({ builtinEnums[names[$0] + "." + name] != nil }) == true:
            base = .enumeration(names[tree.typeQualifier(n)!] + "." + name)
        // One of UIKit's enums named with its type (`UIView.ContentMode`, `NSLayoutConstraint.Axis`,
        // `NSAttributedString.Key`): its cases, as `.redraw` is where it is written.
        case _ where tree.typeQualifier(n).map({ UIKitCaseTypes.names.contains(names[$0] + "." + name) }) == true: base = .symbol("")
        case "Void": base = .void
        // `Self` in a class (also in an extension of UIView merged into it: `func roundShape()
        // -> Self { …; return self }`) is the class; in a struct, the struct (an enum declares
        // its own `Self`).
        case "Self" where lookup(t.name) == nil && (currentStruct != nil || currentClass != nil):
            if let k = currentStruct { base = .structure(unit.structs[Int(k)].name, k) } else { base = .view(currentClass!.name) }
        case "NSCoder": base = .void   // init?(coder:)'s: nothing a drawing reads
        case "UIGestureRecognizer": base = .recognizer(name)
        case _ where unit.isSystemClass(name): base = .object(.systemObject)
        case _ where GestureKind(rawValue: name) != nil: base = .recognizer(name)
        case _ where tree.typeAliases[t.name] != nil || tree.memberTypeAliases[t.name] != nil:
            // `typealias Callback = (Bool) -> Void`: the type it stands for (an alias of an
            // alias too, to a bound: one of itself is an error).
            guard let target = typeAlias(t.name, qualifier: tree.typeQualifier(n), at: n) else { return nil }
            guard aliasDepth < 16 else { error("the type alias '\(name)' stands for itself", tree.range(n)); return nil }
            aliasDepth += 1
            defer { aliasDepth -= 1 }
            base = swiftType(target)
            if base == nil { return nil }
        default:
            switch lookup(t.name) {
            case .enumType(let k)?: base = .enumeration(unit.enums[Int(k)].name)
            case .structType(let k)?: base = .structure(unit.structs[Int(k)].name, k)
            default:
                if let c = unit.visible[t.name] { base = .view(c.name) }   // a class or component of the file
                else if protocolInfo(name) != nil { base = .view(name) }   // a protocol: a conforming class's instance
            }
        }
        guard var b = base else {
            do {
                let known = ["CGFloat", "Double", "Int", "Bool", "String", "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "UIColor",
                             "CGAffineTransform", "UIBezierPath", "CGContext", "UIFont", "NSAttributedString", "NSMutableParagraphStyle", "NSShadow"]
                let (hint, fix) = didYouMean(name, known, at: tree.range(n))
                error("unknown type '\(name)'\(hint)", tree.range(n), fixIts: fix)
            }
            return nil
        }
        if t.array { b = .list(b) }
        if t.optional { b = .optional(b) }
        return b
    }

    /// The type a `typealias` named `name` stands for where the code at `n` names it, as
    /// Swift's scopes find it: the alias of the type written before it (`Card.Features`), else
    /// of the type whose code this is or of a type enclosing it (an extension's code is its
    /// type's), else the file's own; one that only another type declares is that one when no
    /// other type declares one of the name (a helper's alias, named bare), an error otherwise.
    func typeAlias(_ name: Name, qualifier: Name?, at n: NodeID, quiet: Bool = false) -> NodeID? {
        let declared = tree.memberTypeAliases[name] ?? []
        func alias(of owner: String) -> NodeID? { declared.first { names[$0.owner] == owner }?.type }
        if let q = qualifier, let owner = names[q].split(separator: ".").last, let t = alias(of: String(owner)) { return t }
        for owner in enclosingTypeNames() { if let t = alias(of: owner) { return t } }
        if let t = tree.typeAliases[name] { return t }
        if declared.count == 1 { return declared[0].type }
        if quiet { return nil }
        let owners = declared.map { "'\(names[$0.owner])'" }.joined(separator: ", ")
        error("'\(names[name])' is a type alias of each of \(owners): name it with its type ('\(names[declared[0].owner]).\(names[name])')", tree.range(n))
        return nil
    }

    /// The type the alias written at `t` stands for, through aliases of aliases, found as
    /// `typeAlias` finds it and without a word (nil for a type that is no alias, or one that
    /// stands for itself through others): what a declared type's numbers and a tuple's
    /// elements are read from.
    func aliasedType(_ t: NodeID) -> NodeID? {
        var target: NodeID? = nil
        var at = t
        for _ in 0..<16 {
            guard tree.kind(at) == .typeRef else { return target }
            let name = tree.typeRef(at).name
            guard tree.typeAliases[name] != nil || tree.memberTypeAliases[name] != nil,
                  let next = typeAlias(name, qualifier: tree.typeQualifier(at), at: at, quiet: true) else { return target }
            target = next
            at = next
        }
        return nil   // an alias of itself (said where its type is read)
    }

    /// The simple names of the types whose code is being checked, innermost first: an enum's
    /// method's enum, a struct and the types it is nested in, the class (and the class a
    /// nested class is declared in).
    func enclosingTypeNames() -> [String] {
        var out: [String] = []
        if case .enumType(let k)? = lookup(names.intern("Self")) { out += unit.enums[Int(k)].name.split(separator: ".").reversed().map(String.init) }
        if let k = currentStruct { out += unit.structs[Int(k)].path.split(separator: ".").reversed().map(String.init) }
        var c = currentClass.map { names.intern($0.name) }
        while let name = c, out.count < 64 {
            out.append(names[name])
            c = tree.nestedIn[name]
        }
        return out
    }

    /// The bridging casts drawing code writes, `x as T`, and the type of value each accepts:
    /// the cast changes nothing (`[a.cgColor, b.cgColor] as CFArray` is the array).
    static let bridgingCasts: [String: ValueType] = [
        "CFArray": .list, "NSArray": .list, "CFString": .string, "NSString": .string, "String": .string,
        "CGColor": .color, "CGPath": .path, "NSNumber": .number,
    ]

    /// The type of `x as T` where `T` bridges (`CFArray`, `NSString`): `x`'s own when it is what
    /// `T` bridges, else nil with the error at the type.
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
        if let ok = optionTernaryAccepts(want, at: r, what: what()) { return ok }
        if case .enumeration = want, let n = memberTernaries[r.lower], tree.range(n) == r {
            let x = tree.ternary(n)
            let thenOK = accepts(want, .symbol(names[tree.nameOf(x.then)]), at: tree.range(x.then), what: what())
            return accepts(want, .symbol(names[tree.nameOf(x.else)]), at: tree.range(x.else), what: what()) && thenOK
        }
        guard let got, got != Checker.optionLiteralType else { return true }
        if let conforming = protocolAccepts(want, got, at: r) { return conforming }
        // An optional takes nil, an optional of its type, or a value of its type (wrapped).
        if case .optional(let w) = want {
            if case .optional(.void) = got { return true }
            // `.none`, Optional's own case: nil (Swift takes it so even where the wrapped type
            // has a case of that name, with a warning).
            if case .symbol("none") = got, let n = unresolvedMembers[r.lower], tree.range(n) == r {
                unit.res[n.index] = .constant(unit.constant(.void))
                return true
            }
            if case .optional(.object(.systemObject)) = got, w != .object(.systemObject) { return true }   // nil where it runs
            if case .optional(let g) = got { return accepts(w, g, at: r, what: what()) }
            return accepts(w, got, at: r, what: what())
        }
        if case .optionSet(let tn) = want, let ok = optionSetAccepts(tn, got, at: r) { return ok }
        // `let c: UIRectCorner = CACornerMask(rawValue: 1)`: each option set a type of its own.
        if case .optionSet(let wn) = want, case .optionSet(let gn) = got, !gn.isEmpty, gn != wn {
            error("\(what()) is \(article(want)), not \(article(got))", r)
            return false
        }
        if got.isZero(for: want.valueType) { return true }
        // `.gradient` where a UIColor is wanted, when extensions of several types declare one.
        if case .symbol = got, let n = unresolvedMembers[r.lower], tree.range(n) == r,
           let t = extensionImplicitStatic(n, of: want.valueType), t.valueType == want.valueType { return true }
        // `.random()` where CGFloat's and UIColor's extensions both declare one: the wanted type's.
        if case .symbol = got, let n = pendingImplicitCalls[r.lower], tree.range(n) == r, let t = resolveImplicitCall(n, as: want) {
            return accepts(want, t, at: r, what: what())
        }
        if case .symbol = got, case .structure(_, let k) = want, let n = unresolvedMembers[r.lower], tree.range(n) == r,
           structImplicitStatic(n, k) == want { return true }
        // `let v: CGVector = .zero`: a static of a type held as an object; `var w: CGFloat = .pi`,
        // `var p: UILayoutPriority = .defaultLow`: one of the number types'.
        switch (got, want) {
        case (.symbol, .object), (.symbol, .number):
            if let n = unresolvedMembers[r.lower], tree.range(n) == r, zeroMember(n, got, of: want) != nil { return true }
        default: break
        }
        if case .enumeration(let e) = want {
            if enumCase(at: r, of: e) { return true }
            if case .symbol(let s) = got {
                if let info = enumInfo(e), !info.cases.contains(s) {
                    // `.fallback` of `static let fallback = Suit.spades`: the enum's static of its type.
                    if enumImplicitStatic(at: r, of: e) { return true }
                    let (hint, fix) = didYouMean(s, info.cases, at: r)
                    error("'\(e)' has no case '.\(s)'\(hint)", r, fixIts: fix)
                    return false
                }
                return true
            }
            if got == want { return true }
        } else if case .structure(_, let wk) = want {
            if got == want { return true }
            if case .list = got, let ok = optionStructList(at: r, of: wk) { return ok }
            // An instance of an heir is a value of its base class's type.
            if case .structure(_, let gk) = got, structInherits(gk, from: wk) { return true }
        } else if case .tuple(let wt, let wl) = want, case .tuple(let gt, let gl) = got {
            return tupleAccepts(wt, wl, gt, gl, at: r, what: what())
        } else if case .function(let wp, let wr) = want, case .function(let gp, let gr) = got {
            if wp.count == gp.count, zip(wp, gp).allSatisfy({ $0.valueType == $1.valueType }), wr == .void || wr.valueType == gr.valueType { return true }
        } else if case .dictionary(let wk, let wv) = want, case .dictionary(let gk, let gv) = got {
            if let wk, let gk, wk.valueType != gk.valueType {
                error("\(what()) is a dictionary with keys of \(wk.name), not of \(gk.name)", r); return false
            }
            if let wv, let gv, !(wv.valueType == .optional && gv.valueType != .optional), wv.valueType != gv.valueType {
                error("\(what()) is a dictionary of \(wv.name), not of \(gv.name)", r); return false
            }
            return true
        } else if case .list(let we) = want, case .list(let ge) = got {
            // A list of values is a list of optionals of them (`let a: [Int?] = [1, 2]`).
            if case .optional(let wi)? = we, let ge, ge.valueType != .optional, wi.valueType == ge.valueType { return true }
            // A list of a protocol's values: of structs or classes that conform.
            if case .view(let p)? = we, case .structure(_, let k)? = ge, protocolInfo(p) != nil, structConforms(k, to: p) { return true }
            if case .enumeration(let e)? = we, let ok = enumCaseList(at: r, of: e) { return ok }
            if case .structure(_, let k)? = we, let ok = structMemberList(at: r, of: k) { return ok }
            // `[.topLeft, .bottomRight]` where a list of an option set is wanted: each item a value of it.
            if case .optionSet(let tn)? = we, let ok = optionSetListAccepts(tn, at: r) { return ok }
            if let we, let ge, we.valueType != ge.valueType {
                error("\(what()) is a list of \(we.name), not of \(ge.name)", r); return false
            }
            return true
        } else if got.valueType == want.valueType {
            if case .enumeration = got, case .symbol = want { return true }
            if case .enumeration = got, got != want { } else { return true }
        }
        // `let x: CGFloat = .nan`: the number types' own message, naming Swift's NaN.
        if want == .number, case .symbol(let s) = got, s == "nan" || s == "signalingNaN", let n = unresolvedMembers[r.lower], tree.range(n) == r {
            do { _ = try staticsType(of: want)?.staticMember?(s, r) } catch let d as Diagnostic { report(d); return false } catch {}
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
        level < 0 ? .staticSlot(slot) : level == fnLevel ? .local(slot) : .up(slot: slot, hops: UInt16(fnLevel - level))
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
    func declareEnum(_ s: NodeID, in owner: String? = nil) {
        let e = tree.enumDecl(s)
        let name = owner.map { $0 + "." + names[e.name] } ?? names[e.name]
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
        unit.enums.append(EnumInfo(name: name, cases: e.cases.map { names[$0.name] }, raw: raws, rawKind: e.rawType.flatMap { numberKind(ofType: $0) } ?? .double, node: s))
        // Declared before its cases' associated values are read: an `indirect` enum's cases
        // hold values of the enum itself (`case node(Tree, Tree)`).
        let duplicate = declaredHere(e.name)
        if !duplicate { declare(e.name, .enumType(Int32(unit.enums.count - 1))) }
        recordAssociatedValues(s, Int32(unit.enums.count - 1))
        unit.enums[unit.enums.count - 1].caseIterable = tree[s].flags & 1 != 0
        unit.enums[unit.enums.count - 1].isError = tree[s].flags & 2 != 0
        if duplicate { error("'\(name)' is already defined in this scope", e.nameRange); return }
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
            if v.type == nil, tree.kind(e) == .dictionary, tree.listItems(e).isEmpty, case .swift = place {
                error("'[:]' needs a type here: write '\(v.flags.contains(.isVar) ? "var" : "let") \(name): [Key: Value] = [:]'", tree.range(e))
                unit.res[s.index] = .error
                return nil
            }
            closureExpectation = type
            if let tn = v.type, tree.kind(e) == .closure { closureParamKinds = functionParamKinds(ofType: tn) }
            valueType = expr(e)
            // `let colors: NSArray = [a.cgColor, b.cgColor]` (an NSArray from an array literal,
            // as gradient code passes one for a CFArray): immutable, it is the list of its
            // values, which the APIs taking a CFArray take. NSMutableArray stays the object.
            if let tn = v.type, tree.typeText(tn) == "NSArray", case .list? = valueType, tree.kind(e) == .list { type = valueType }
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
            // A bare symbol has no type of its own: `var e = .left` needs its enum; one
            // written on its type (`var cap = CGLineCap.round`) is a value of that type.
            if case .symbol(let sy)? = valueType, !sy.isEmpty, v.type == nil, tree.isQualifiedCase(v.value!) {
                type = .symbol("")
            } else if case .symbol(let sy)? = valueType, !sy.isEmpty, v.type == nil, !isWaitingImplicitCall(v.value!) {
                error("'.\(sy)' needs a type here: write '\(v.flags.contains(.isVar) ? "var" : "let") \(name): EnumName = .\(sy)'", tree.range(v.value!))
            }
        }
        if let e = v.value { checkPatternValue(v.name, type, at: tree.range(e)) }
        if case .optional(.void)? = type, v.type == nil {
            error("'nil' needs a type here: write '\(v.flags.contains(.isVar) ? "var" : "let") \(name): Type? = nil'", v.nameRange)
        }
        // Swift code may reuse a built-in function's name (a property called `scale`); not a view's own names.
        // A CALayer has no `center` (its `position` is UIView's centre), so a layer class may
        // declare one of its own (a slider's handle layer's `var center: (() -> CGPoint)!`).
        let ownNames = currentClass?.swift?.isLayer == true ? ["bounds", "frame", "self", "super"] : ["bounds", "frame", "center", "self", "super"]
        if (fnLevel == 0 && currentStruct == nil ? ownNames : ["self", "super"]).contains(name) && declareName {
            error("'\(name)' is a built-in name and cannot be redefined", v.nameRange)
            if case .error = unit.res[s.index] {} else { unit.res[s.index] = .error }
            return nil
        }
        if declareName && declaredHere(v.name) && !keepMethodBeside(v.name, in: currentStruct == nil ? currentClass : nil) {
            error("'\(name)' is already defined in this scope", v.nameRange)
            unit.res[s.index] = .error
            return nil
        }
        let mut: Int8 = v.flags.contains(.isVar) ? 1 : (v.value == nil ? 2 : 0)
        let slot: Int32
        if declareName {
            let kind = declaredKind(type: v.type, value: v.value)
            slot = declareSwift(v.name, type, mutability: mut)
            markKind(kind)
            markTupleKinds(type: v.type, value: v.value)
            if let tn = v.type, let pk = functionParamKinds(ofType: tn) { decls[decls.count - 1].paramKinds = pk }
            if v.type.map(isUnsignedType) ?? v.value.map(isUnsigned) ?? false { decls[decls.count - 1].unsigned = true }
            if v.type.map(isSizedType) ?? v.value.map(isSized) ?? false { decls[decls.count - 1].sized = true }
            if v.type.map({ isIntegerType($0, ["Int"]) }) ?? v.value.map(isKnownInt) ?? false { decls[decls.count - 1].knownInt = true }
        } else {
            slot = newSlot(v.name)
        }
        if case .error = unit.res[s.index] {} else { unit.res[s.index] = v.value == nil ? .declareOnly(slot) : .bind(slot) }
        return (slot, type)
    }

    // MARK: classes

    /// The parameter types of a class, from their declarations (for an instance checked
    /// before the class).
    func classParameterTypes(_ c: Component) -> [(name: String, type: VType?)] {
        let d = tree.classDecl(c.node)
        let members = c.lineage.flatMap { tree.classDecl($0.node).members }
        var out: [(String, VType?)] = (swiftSuperclasses[c.swift?.superclass ?? names[d.superclass]] ?? []).map { ($0.0, .bool) }
        let enums = members.filter { tree.kind($0) == .enumDecl }.map { names[tree.enumDecl($0).name] }
        for m in members where tree.kind(m) == .varDecl {
            let v = tree.varDecl(m)
            // (A computed @IBInspectable is a property with a setter, not a parameter: checkClass.)
            guard v.flags.contains(.inspectable), !v.flags.contains(.computed) else { continue }
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

    /// The computed `@IBInspectable var`s with a setter of class `c` (and the classes it
    /// inherits from), which Interface Builder sets through that setter once the view is made,
    /// as a placement's argument does: each name and its declared type (nil: unknown).
    func computedInspectables(_ c: Component) -> [(name: String, type: VType?)] {
        var out: [(name: String, type: VType?)] = []
        // (A class of this file: its declarations are this tree's.)
        guard c.swift != nil, c.unit === unit, tree.kind(c.node) == .classDecl else { return out }
        for m in c.lineage.filter({ $0.unit === unit }).flatMap({ tree.classDecl($0.node).members }) where tree.kind(m) == .varDecl {
            let v = tree.varDecl(m)
            let name = names[v.name]
            guard v.flags.contains(.inspectable), v.flags.contains(.computed),
                  c.swift?.table.contains(where: { c.unit.functions[Int($0.function)].name == "$set " + name }) == true else { continue }
            let sub = Checker(unit: unit, units: units)
            sub.silent = true
            out.append((name, v.type.flatMap { sub.swiftType($0) }))
        }
        return out
    }

    /// Whether `word` (`lazy`, `mutating`) is among the modifiers written before a
    /// declaration's name.
    func writtenModifier(_ n: NodeID, _ word: String, before nameStart: Int32) -> Bool {
        let bytes = tree.file.bytes
        var i = Int(tree.range(n).lower), end = Int(nameStart)
        var current: [UInt8] = []
        let target = Array(word.utf8)
        end = min(end, bytes.count)
        while i <= end {
            let b: UInt8 = i < end ? bytes[i] : 0x20
            if (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) { current.append(b) } else {
                if current == target { return true }
                current.removeAll(keepingCapacity: true)
            }
            i += 1
        }
        return false
    }

    /// A type's static stored properties in the order their initializers are checked: each
    /// after the others of the type its initializer reads, as Swift's statics have no order
    /// (each is made at its first read: `static let a = b + 1` above `static let b = 1`), else
    /// as written. The reads are found in the initializer's text (`namesRead`). A name that is
    /// no read (a closure's local, a string) can only tie two statics into a cycle, and the
    /// statics of a cycle keep their written order (so does a real cycle, where the check
    /// reports the name it cannot see yet).
    func staticsInCheckOrder<S: Sequence>(_ members: S) -> [NodeID] where S.Element == NodeID {
        let statics = members.filter { m in
            guard tree.kind(m) == .varDecl else { return false }
            let f = tree.varDecl(m).flags
            return f.contains(.isStatic) && !f.contains(.computed)
        }
        guard statics.count > 1 else { return statics }
        let byName = Dictionary(grouping: statics.indices, by: { names[tree.varDecl(statics[$0]).name] })
        func dependencies(_ i: Int) -> [Int] {
            guard let e = tree.varDecl(statics[i]).value else { return [] }
            var out: [Int] = []
            namesRead(by: e) { if let ks = byName[$0] { out += ks.filter { $0 != i } } }
            return out
        }
        // Tarjan's strongly connected components, each found after those it reads: the order.
        // (Iterative: a chain of statics as long as the file is deep on no stack.)
        let deps = statics.indices.map(dependencies)
        var index = [Int](repeating: -1, count: statics.count), low = index
        var onStack = [Bool](repeating: false, count: statics.count)
        var stack: [Int] = [], next = 0, order: [NodeID] = []
        for root in statics.indices where index[root] < 0 {
            var walk: [(v: Int, edge: Int)] = [(root, 0)]
            index[root] = next; low[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let (v, edge) = walk.last {
                if edge < deps[v].count {
                    walk[walk.count - 1].edge += 1
                    let w = deps[v][edge]
                    if index[w] < 0 {
                        index[w] = next; low[w] = next; next += 1
                        stack.append(w); onStack[w] = true
                        walk.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last?.v { low[parent] = min(low[parent], low[v]) }
                guard low[v] == index[v] else { continue }
                var component: [Int] = []
                while let w = stack.popLast() { onStack[w] = false; component.append(w); if w == v { break } }
                order += component.sorted().map { statics[$0] }
            }
        }
        return order
    }

    /// The names an expression's text reads, in order, for ordering declarations that have no
    /// order in Swift: a name, or one after `Self.` or a type's name (`A.b`), not an argument
    /// label (`height:`) nor another value's member (`box.height`). A name that is no read (a
    /// closure's local, a word in a string) may be among them: a caller orders by them, never
    /// resolves.
    func namesRead(by e: NodeID, _ read: (String) -> Void) {
        let bytes = tree.file.bytes
        func isNameByte(_ b: UInt8) -> Bool { b == 0x5F || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b >= 0x80 }
        let r = tree.range(e)
        var j = Int(r.lower)
        let begin = j, end = min(Int(r.upper), bytes.count)
        var previousWord: (start: Int, end: Int)? = nil
        while j < end {
            guard isNameByte(bytes[j]), !(bytes[j] >= 0x30 && bytes[j] <= 0x39) else {
                if !isNameByte(bytes[j]), bytes[j] != 0x2E, bytes[j] != 0x20 { previousWord = nil }
                j += 1; continue
            }
            let s = j
            while j < end, isNameByte(bytes[j]) { j += 1 }
            defer { previousWord = (s, j) }
            // A label: the name, then `:` (not a ternary's ` : `).
            if j < end, bytes[j] == 0x3A { continue }
            // A member: `.name` after a value, unless the value is `Self` or a type's name.
            var k = s - 1
            while k >= begin, bytes[k] == 0x20 { k -= 1 }
            if k >= begin, bytes[k] == 0x2E {
                guard let w = previousWord, w.end <= k else { continue }
                let first = bytes[w.start]
                guard first >= 0x41 && first <= 0x5A else { continue }
            }
            read(String(decoding: bytes[s..<j], as: UTF8.self))
        }
    }

    /// The setter of a computed variable at the top of the file, whose getter is `k`.
    func fileSetter(of k: Int32, _ name: String) -> Int32? {
        guard unit.functions[Int(k)].level < 0, case .function(let setter)? = lookup(names.intern("$set " + name)),
              unit.functions[Int(setter)].level < 0 else { return nil }
        return setter
    }

    /// `static let x: T = v` / `static var x = v` (or `class var`): a static slot for the whole
    /// run, its initializer checked with no instance (run at its first read).
    func checkStaticVar(_ m: NodeID) -> Binding? {
        let v = tree.varDecl(m)
        let name = names[v.name]
        unit.res[m.index] = .skip
        let saved = (staticContext, propertyInitializer)
        staticContext = true; propertyInitializer = nil
        defer { (staticContext, propertyInitializer) = saved }
        var type: VType? = nil
        if let tn = v.type { type = swiftType(tn) }
        guard let e = v.value else {
            error("'static \(v.flags.contains(.isVar) ? "var" : "let")' declaration requires an initializer expression or an explicitly stated getter", v.nameRange)
            return nil
        }
        // A closure takes its parameters' types, and their number kinds, from the declared
        // function type (`static let scale: (Int) -> Int = { $0 * 2 }`), and `[:]` its
        // dictionary's type (`var memo: [Int: Int] = [:]`), as a local's do.
        closureExpectation = type
        if let tn = v.type, tree.kind(e) == .closure { closureParamKinds = functionParamKinds(ofType: tn) }
        // Its value runs in a frame of its own (unit.staticFrameSizes), not the reader's.
        let savedSize = frameSize
        frameSize = 0
        let vt = expr(e)
        let ownSize = frameSize
        frameSize = savedSize
        closureExpectation = nil
        if let t = type, vt != nil, !accepts(t, vt, at: tree.range(e), what: "'\(name)'") { return nil }
        if type == nil {
            type = vt
            if case .symbol(let sy)? = vt, !sy.isEmpty, tree.isQualifiedCase(e) {
                type = .symbol("")
            } else if case .symbol(let sy)? = vt, !sy.isEmpty, !isWaitingImplicitCall(e) {
                error("'.\(sy)' needs a type here: write 'static \(v.flags.contains(.isVar) ? "var" : "let") \(name): EnumName = .\(sy)'", tree.range(e))
            }
        }
        if case .void? = vt { error("'\(name)' would hold the result of a method that returns nothing", v.nameRange) }
        unit.statics.append((m, type))
        if ownSize > 0 { unit.staticFrameSizes[Int32(unit.statics.count - 1)] = Int32(ownSize) }
        unit.staticKinds[Int32(unit.statics.count - 1)] = declaredKind(type: v.type, value: e)
        return .swift(level: -1, slot: Int32(unit.statics.count - 1), type: type, mutability: v.flags.contains(.isVar) ? 1 : 0)
    }

    /// Whether a member found by its bare name may be used here, as Swift decides: an instance
    /// member not in a static member nor in a stored property's initializer (before `self`
    /// exists, unless the property is `lazy`), a static member only in a static one (elsewhere
    /// it is written `Type.name`). Reports the error.
    func memberUsable(_ b: Binding, _ name: String, _ r: SourceRange) -> Bool {
        guard let typeName = currentClass?.name ?? currentStruct.map({ unit.structs[Int($0)].name }) else { return true }
        let isStatic: Bool
        switch b {
        case .swift(let level, _, _, _):
            guard level <= 0 else { return true }
            isStatic = level < 0
        case .function(let k), .getter(let k):
            let f = unit.functions[Int(k)]
            guard f.level == 0 else { return true }
            // Overloads static and not: the one this context may call.
            let group = overloads[k] ?? [k]
            isStatic = group.contains { unit.functions[Int($0)].isStatic == staticContext } ? staticContext : f.isStatic
        default: return true
        }
        if isStatic {
            // An enclosing type's static members are the nested struct's to use by name, and a
            // stored property's initializer (which runs before self exists) names its type's.
            if staticContext || propertyInitializer != nil { return true }
            if let k = currentStruct, unit.structs[Int(k)].statics[names.intern(name)] == nil { return true }
            // The file's variables (`var start = Date()` at its top) are statics of no type.
            if currentStruct == nil, let sw = currentClass?.swift, sw.statics[names.intern(name)] == nil { return true }
            error("static member '\(name)' cannot be used on instance of type '\(typeName)'; write '\(typeName).\(name)'", r)
            return false
        }
        return instanceAvailable(name, typeName, r)
    }

    /// Whether an instance member `name` of `typeName` may be used here: not where there is no
    /// instance yet (a stored property's initializer, a static member), as Swift says. Reports
    /// the error.
    func instanceAvailable(_ name: String, _ typeName: String, _ r: SourceRange) -> Bool {
        // The name an optional chain's value binds (SwiftLowering.chainValue) is the
        // expression's own, also in a stored property's initializer.
        if name.hasPrefix("$chain ") { return true }
        if let p = propertyInitializer {
            error("cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available (declare '\(p)' 'lazy' or set it in init)", r)
            return false
        }
        if staticContext {
            error("instance member '\(name)' cannot be used on type '\(typeName)'", r)
            return false
        }
        return true
    }

    /// The class a name written as a type names (`StyleKit.drawX()`, `Self.x`): one of this
    /// file's classes, its members declared.
    func staticBase(_ base: NodeID) -> Component? {
        guard tree.kind(base) == .identifier else { return nil }
        let n = tree.nameOf(base)
        guard lookup(n) == nil else { return nil }
        if names[n] == "Self" { return currentClass }
        guard let c = unit.components[n], tree.kind(c.node) == .classDecl else { return nil }
        declareClassMembers(c)
        return c
    }

    /// `Name.member` on a class: a static member, or the error that names what it is.
    func staticMember(_ c: Component, _ name: Name, _ nr: SourceRange) -> Binding? {
        if let b = c.swift?.statics[name] { return b }
        let text = names[name]
        if c.swift?.declared.contains(where: { $0.name == name }) == true || classHasStored(c, name) {
            error("instance member '\(text)' cannot be used on type '\(c.name)'", nr)
        } else if text == "self" {
            error("a type as a value ('\(c.name).self') is outside the supported Swift subset: a type is named by its static members (`\(c.name).x`), and Bundle(for:) takes it as it does anything (docs/language.md §13)", nr)
        } else {
            let (hint, fix) = didYouMean(text, (c.swift?.statics.keys.map { names[$0] } ?? []).sorted(), at: nr)
            error("type '\(c.name)' has no member '\(text)'\(hint)", nr, fixIts: fix)
        }
        return nil
    }

    /// `Kit.Nested` written as the base of a member (`Kit.ResizingBehavior.aspectFit`,
    /// `CardGeometry.Symbol.size`, `A.B.C`): the enum, struct or class a type of the file
    /// declares inside itself, as its name alone would give inside that type.
    func nestedType(_ base: NodeID) -> Binding? {
        guard tree.kind(base) == .member else { return nil }
        let m = tree.member(base)
        let scope: TypeScope
        if let c = staticBase(m.base) { scope = .viewClass(c) }
        else if let outer = typeBinding(m.base) { scope = .type(outer) }
        else if let info = extendedType(m.base) { scope = .extended(info) }
        else { return nil }
        guard let b = nestedType(m.name, in: scope) else { return nil }
        unit.res[m.base.index] = .none
        return b
    }

    /// A type of the file written as an expression's base: a name in scope that is an enum
    /// or struct, or a type nested in one (`Outer.Inner`).
    func typeBinding(_ n: NodeID) -> Binding? {
        switch tree.kind(n) {
        case .identifier:
            switch lookup(tree.nameOf(n)) {
            case let b? where Checker.isTypeBinding(b): return b
            default: return nil
            }
        case .member: return nestedType(n)
        default: return nil
        }
    }

    /// What may hold nested types: one of the file's view (or namespace) classes, or an enum
    /// or struct (a class that is not a view is a struct here, a reference).
    enum TypeScope {
        case viewClass(Component)
        case type(Binding)
        /// A built-in type the file's extensions declare types in.
        case extended(ValueExtensionInfo)
    }

    static func isTypeBinding(_ b: Binding) -> Bool {
        switch b {
        case .enumType, .structType: return true
        default: return false
        }
    }

    /// The type named `name` declared inside `scope`, if there is one.
    func nestedType(_ name: Name, in scope: TypeScope) -> Binding? {
        switch scope {
        case .viewClass(let c):
            guard let b = c.swift?.statics[name], Checker.isTypeBinding(b) else { return nil }
            return b
        case .type(.structType(let k)):
            // Its members are declared (nested types first) when it is checked.
            checkStruct(k)
            return unit.structs[Int(k)].nestedTypes[name]
        case .type: return nil
        case .extended(let info): return info.nestedTypes[name]
        }
    }

    /// The file's type a type annotation's qualified name names (`CardGeometry.Symbol`,
    /// `SetCard.Shading`): the qualifier's first name as scope lookup finds it there (or one of
    /// the file's classes), each further name a type nested in the one before. Nil when the
    /// qualifier is not the file's (`UIControl.State`, `NSAttributedString.Key`).
    func qualifiedType(_ qualifier: Name, _ name: Name) -> Binding? {
        let path = names[qualifier].split(separator: ".").map { names.intern(String($0)) }
        guard let first = path.first else { return nil }
        var scope: TypeScope
        if let b = lookup(first) {
            guard Checker.isTypeBinding(b) else { return nil }
            scope = .type(b)
        } else if let c = unit.components[first], tree.kind(c.node) == .classDecl {
            declareClassMembers(c)
            scope = .viewClass(c)
        } else if let info = extensibleType(names[first]).flatMap(valueExtension) {
            scope = .extended(info)   // `UIColor.Palette`
        } else { return nil }
        for step in path.dropFirst() {
            guard let b = nestedType(step, in: scope) else { return nil }
            scope = .type(b)
        }
        return nestedType(name, in: scope)
    }

    /// The file's extensions of the built-in type an expression's base names (`UIColor` in
    /// `UIColor.Palette.ink`), when the file does not give the name another meaning.
    func extendedType(_ n: NodeID) -> ValueExtensionInfo? {
        guard tree.kind(n) == .identifier, lookup(tree.nameOf(n)) == nil else { return nil }
        return extensibleType(names[tree.nameOf(n)]).flatMap(valueExtension)
    }

    func classHasStored(_ c: Component, _ name: Name) -> Bool {
        tree.classDecl(c.node).members.contains { tree.kind($0) == .varDecl && tree.varDecl($0).name == name }
    }

    /// The first pass over a class: its nested types, functions, computed and static
    /// properties are declared (and static properties checked) before any member's code is,
    /// and before any other class's code, so members and classes may be written in any order.
    /// The types declared in the class a nested class is declared in (SyntaxTree.nestedIn):
    /// Swift's lexical scope, which the nested class's code names them in (`AnimationKeys.progress`
    /// in a progress view's layer class), around its own names.
    func enclosingTypes(_ c: Component) -> [(name: Name, binding: Binding)] {
        guard let outer = tree.nestedIn[names.intern(c.name)], let oc = unit.components[outer], oc.unit === unit,
              tree.kind(oc.node) == .classDecl, oc !== c else { return [] }
        declareClassMembers(oc)
        return (enclosingTypes(oc) + (oc.swift?.declared ?? [])).filter {
            switch $0.binding { case .structType, .enumType: return true; default: return false }
        }
    }

    /// A class's name qualified by the classes it is declared in (`Chart.Legend`).
    func classPath(_ c: Component) -> String {
        guard let outer = tree.nestedIn[names.intern(c.name)], let oc = unit.components[outer], oc.unit === unit,
              tree.kind(oc.node) == .classDecl, oc !== c else { return c.name }
        return classPath(oc) + "." + c.name
    }

    func declareClassMembers(_ c: Component) {
        guard c.swift == nil else { return }
        let d = tree.classDecl(c.node)
        let base = fileBase(c)
        if let base { declareClassMembers(base) }
        let bsw = base?.swift
        let sup = bsw?.superclass ?? names[d.superclass]
        let sw = SwiftClass(superclass: sup)
        sw.base = base
        c.swift = sw
        if let bsw { sw.superMethods = bsw.methods }
        let onlyStatic = d.members.allSatisfy { m in
            switch tree.kind(m) {
            case .varDecl: return tree.varDecl(m).flags.contains(.isStatic)
            case .funcDecl: return tree.funcDecl(m).flags.contains(.isStatic)
            case .enumDecl, .structDecl: return true
            default: return false
            }
        }
        sw.isNamespace = sup == "NSObject" && onlyStatic && base == nil
        let saved = (frameComponent, frameSize, inPage, fnLevel, currentClass, staticContext, propertyInitializer)
        let savedCode = (currentStruct, immutableSelf, currentFunction)
        (frameComponent, frameSize, inPage, fnLevel, currentClass, staticContext, propertyInitializer) = (c.index, 0, false, 0, c, false, nil)
        (currentStruct, immutableSelf, currentFunction) = (nil, false, nil)
        defer { (currentStruct, immutableSelf, currentFunction) = savedCode }
        let enclosing = enclosingTypes(c)
        scoped(.swift, view: true) {
            // The types of the class it is declared in, and the base's names, around the
            // class's own, which hide them.
            for (n, b) in enclosing { declare(n, b) }
            for (n, b) in bsw?.declared ?? [] { declare(n, b) }
            scoped(.swift, view: true) {
                let start = decls.count
                // Types first: every member may name them.
                let path = classPath(c)
                for m in d.members where tree.kind(m) == .enumDecl { declareEnum(m, in: path) }
                for m in d.members where tree.kind(m) == .structDecl { declareStruct(m, in: path) }
                for m in d.members {
                    switch tree.kind(m) {
                    case .varDecl where tree.varDecl(m).flags.contains(.computed):
                        if declareLayerClass(m, sw) { continue }
                        if let k = declareFunction(m, getter: true, in: c) { sw.functions.append((m, k)); recordFrameworkExtension(m, k) }
                    case .funcDecl:
                        if let k = declareFunction(m, getter: false, in: c) { sw.functions.append((m, k)); recordFrameworkExtension(m, k) }
                    default: break
                    }
                }
                // Static stored properties, their initializers seeing every function (`Self.f()` too).
                recordMembers(sw, from: start)
                for m in staticsInCheckOrder(d.members) {
                    let v = tree.varDecl(m)
                    if declaredHere(v.name) { error("'\(names[v.name])' is already defined in this scope", v.nameRange); unit.res[m.index] = .error; continue }
                    if let b = checkStaticVar(m) { declare(v.name, b); recordMembers(sw, from: start) }
                }
            }
        }
        inherit(sw)
        joinInheritedOverloads(sw)
        let outer = sw.declared.filter { sw.statics[$0.name] != nil }
        for (_, b) in outer { if case .structType(let k) = b { unit.structs[Int(k)].outer = outer } }
        for (_, b) in outer { if case .enumType(let k) = b { unit.enums[Int(k)].outer = outer } }
        for (_, b) in outer { if case .structType(let k) = b { checkStruct(k) } }
        for (_, b) in outer { if case .enumType(let k) = b { checkEnum(k) } }
        (frameComponent, frameSize, inPage, fnLevel, currentClass, staticContext, propertyInitializer) = saved
    }

    /// A method of a class named as methods of its base are: Swift's member lookup finds both,
    /// so the class's overloads of that name are its own and the base's it does not override
    /// (`w(plus:)` of the class beside `w(times:)` of its base).
    func joinInheritedOverloads(_ sw: SwiftClass) {
        guard let bsw = sw.base?.swift else { return }
        let own = Set(sw.methods.compactMap { key, k in sw.functions.contains { $0.function == k } ? key : nil })
        for (n, b) in sw.declared {
            guard case .function(let k) = b, let inherited = bsw.declared.last(where: { $0.name == n }), case .function(let j) = inherited.binding else { continue }
            let kept = (overloads[j] ?? [j]).filter { f in memberKey(unit.functions[Int(f)].node).map { !own.contains($0) } ?? true }
            if !kept.isEmpty { overloads[k] = (overloads[k] ?? [k]) + kept }
        }
    }

    /// A class's method table, its vtable, and what it takes of its base (a class of the file):
    /// the methods it does not override, draw(_:) and UIKit's setup calls it does not write,
    /// the base's initializers when it declares none of its own (Swift's rule for inheriting
    /// designated initializers), its static members and layer class.
    func inherit(_ sw: SwiftClass) {
        var own: [String: Int32] = [:]
        for (m, k) in sw.functions { if let key = memberKey(m) { own[key] = k } }
        sw.methods = own
        sw.table = sw.functions
        guard let bsw = sw.base?.swift else { return }
        for (key, k) in bsw.methods {
            if let mine = own[key] { sw.overrides[k] = mine } else { sw.methods[key] = k }
        }
        // What the base's own ancestors' functions run on the base's instances, overridden again here.
        for (k0, k1) in bsw.overrides { sw.overrides[k0] = sw.overrides[k1] ?? k1 }
        sw.table += bsw.table.filter { memberKey($0.node).map { own[$0] == nil } ?? true }
        if sw.draw == nil { sw.draw = bsw.draw }
        if sw.layerDelegateDraw == nil { sw.layerDelegateDraw = bsw.layerDelegateDraw }
        if sw.layerClass == nil { sw.layerClass = bsw.layerClass }
        let name = { (k: Int32) in setupStep(self.unit.functions[Int(k)]) }
        let ownInit = sw.setup.contains { name($0) == "init" } || !sw.inits.isEmpty
        for k in bsw.setup where name(k) == "init" ? !ownInit : !sw.setup.contains(where: { name($0) == name(k) }) {
            sw.setup.append(k)
        }
        sortSetup(&sw.setup, unit.functions)
        if !ownInit { sw.inits = bsw.inits }
        for (n, b) in bsw.statics where sw.statics[n] == nil { sw.statics[n] = b }
    }

    /// The names a class's members declared since `start`, and which of them are static.
    func recordMembers(_ sw: SwiftClass, from start: Int) {
        sw.declared = decls[start...].map { ($0.name, $0.binding) }
        for (n, b) in sw.declared {
            switch b {
            case .swift(-1, _, _, _): sw.statics[n] = b
            case .function(let k), .getter(let k): if (overloads[k] ?? [k]).contains(where: { unit.functions[Int($0)].isStatic }) { sw.statics[n] = b }
            case .enumType, .structType: sw.statics[n] = b
            default: break
            }
        }
    }

    func checkClass(_ c: Component) {
        guard !c.checked else { return }
        declareClassMembers(c)
        guard let sw = c.swift else { return }
        // The base's code first, once, as the base's: an heir's frame and names start with its.
        if let b = sw.base { checkClass(b) }
        let bsw = sw.base?.swift
        // UIStackView is a nonrendering view: UIKit never calls its draw(_:).
        if let k = sw.draw, c.unit === unit, inheritsFromUIKit(c.name, "UIStackView") {
            report(Diagnostic(.warning, "UIKit never calls draw(_:) of a UIStackView subclass (a stack view does not render): this drawing is never shown", at: unit.functions[Int(k)].nameRange))
        }
        if c.unit === unit, sw.superclass == "UISlider" {
            report(Diagnostic(.warning, "UISlider's own track and thumb are not drawn here, as no UISwitch or UIStepper is (docs/language.md §13): this picture is only what the class draws", at: tree.classDecl(c.node).nameRange))
        }
        if let ld = sw.layerDelegateDraw, sw.draw == nil, c.unit === unit {
            // A view gets layer contents to draw only when its class overrides draw(_:).
            report(Diagnostic(.warning, "UIKit calls draw(_:in:) only for a view whose class overrides draw(_:) (an empty one will do): this drawing is never shown", at: unit.functions[Int(ld)].nameRange))
        }
        let d = tree.classDecl(c.node)
        let sup = sw.superclass
        // (A class of the file as the superclass is the base; one that is not, a cycle, was reported.)
        let fileClass = unit.components[d.superclass].map { $0.unit === unit && tree.kind($0.node) == .classDecl } ?? false
        if swiftSuperclasses[sup] == nil && !sw.isNamespace && !fileClass,
           case .structType(let k)? = lookup(d.superclass), unit.structs[Int(k)].isClass {
            // A class of the file that is not a view (no superclass): classes inherit only from views here.
            error("inheriting from '\(sup)', a class of this file that is not a view, is outside the supported Swift subset: here a class that is not a view has no superclass (docs/language.md §13)", d.superclassRange)
        } else if swiftSuperclasses[sup] == nil && !sw.isNamespace && !fileClass {
            let what = ["NSObject", "UIViewController", "CATextLayer"].contains(sup)
                ? "a class inheriting from '\(sup)'" : "a superclass '\(sup)'"
            let namespace = sup == "NSObject" ? "; an NSObject subclass holding only static members is a namespace of functions" : ""
            if c.unit === unit, tree.isNamedOnce(c.node) {
                // A helper class nothing in the file names (a text field subclass pasted beside
                // the chart that draws): left out, as a method the drawing never calls is.
                report(Diagnostic(.warning, "this class is left out: \(what) is outside the supported Swift subset (docs/language.md §13), and nothing in the file names the class", at: d.nameRange))
                c.checked = true
                return
            }
            error("\(what) is outside the supported Swift subset: a class here is a UIView, UIControl, UIButton, UILabel, UIImageView, UIStackView, UIScrollView, UICollectionViewCell, UITableViewCell, UITabBar, UISlider, UIViewController, CALayer, CAShapeLayer or CAGradientLayer subclass\(namespace) (docs/language.md §13)", d.superclassRange)
        }
        let (savedComponent, savedSize, savedPage, savedLevel, savedClass) = (frameComponent, frameSize, inPage, fnLevel, currentClass)
        frameComponent = c.index
        frameSize = sw.base?.frameSize ?? 0
        inPage = false
        fnLevel = 0
        currentClass = c
        // An heir's instance has its base's parameters, stored properties and names, at the
        // same slots; its own follow, in a scope inside the base's (its names hide the base's).
        // Swift initializes an heir's own stored properties before its base's (phase one of
        // class initialization runs up the lineage), so theirs run after its own.
        if let b = sw.base, let bsw {
            (c.params, c.fixedDefaults, c.wholeNumberSlots) = (b.params, b.fixedDefaults, b.wholeNumberSlots)
            (sw.stored, sw.lazy, sw.storedTypes, sw.storedKinds, sw.storedTupleKinds) = ([], bsw.lazy, bsw.storedTypes, bsw.storedKinds, bsw.storedTupleKinds)
        }
        scoped(.swift, view: true) {
            for (n, b) in enclosingTypes(c) { declare(n, b) }
            for inherited in bsw?.instanceScope ?? [] { redeclare(inherited) }
            scoped(.swift, view: true) {
                let start = decls.count
                for (n, b) in sw.declared { declare(n, b) }
                // UIControl's state, inspectable (an heir has its base's).
                for (name, value) in bsw == nil ? swiftSuperclasses[sup] ?? [] : [] {
                    let n = names.intern(name)
                    let slot = declareSwift(n, .bool, mutability: 1)
                    c.params.append((name, slot, .bool, c.node, d.nameRange))
                    c.fixedDefaults[slot] = .bool(value)
                }
                // Stored properties and inspectables, in order; the lazy ones after them (their
                // initializers may read the others).
                var lazy: [NodeID] = []
                for m in d.members {
                    switch tree.kind(m) {
                    case .varDecl:
                        let v = tree.varDecl(m)
                        if v.flags.contains(.computed) || v.flags.contains(.isStatic) { continue }
                        if overridesControlState(m, sup) { continue }
                        // An override observing a base's stored property that has no observers
                        // (SwiftLowering lowers one of a property with a setter as the setter's
                        // override): the base's own stores would have to run it too.
                        if v.flags.contains(.isOverride), v.value == nil, let b = sw.base, let bsw,
                           bsw.storedTypes[names[v.name]] != nil || b.params.contains(where: { $0.0 == names[v.name] }) {
                            error("an override adding observers to '\(names[v.name])', a stored property of '\(b.name)' without observers, is outside the supported Swift subset: give '\(b.name).\(names[v.name])' the observers", v.nameRange)
                            unit.res[m.index] = .error
                            continue
                        }
                        if writtenModifier(m, "lazy", before: v.nameRange.lower) {
                            if !v.flags.contains(.isVar) { error("'lazy' cannot be used on a let", v.nameRange) }
                            lazy.append(m); continue
                        }
                        if v.flags.contains(.inspectable) {
                            guard v.value != nil else {
                                error("an @IBInspectable property needs a default value: '@IBInspectable var \(names[v.name]): Type = value'", v.nameRange)
                                unit.res[m.index] = .error
                                continue
                            }
                            if !v.flags.contains(.isVar) { error("an @IBInspectable property is a 'var'", v.nameRange) }
                            if let r = storedProperty(m, v.name) {
                                c.params.append((names[v.name], r.slot, r.type, v.value!, v.nameRange))
                                if declaredKind(type: v.type, value: v.value) == .int { c.wholeNumberSlots.insert(r.slot) }
                                unit.res[m.index] = .skip   // bound when the instance is made
                            }
                            continue
                        }
                        if let r = storedProperty(m, v.name) {
                            sw.stored.append(m); sw.storedTypes[names[v.name]] = r.type
                            if let d = decls.last, d.name == v.name { sw.storedKinds[names[v.name]] = d.kind; sw.storedTupleKinds[names[v.name]] = d.tupleKinds }
                        }
                    case .letBinding:
                        if constantProperty(m) != nil { sw.stored.append(m) }
                    case .funcDecl, .enumDecl, .structDecl:
                        break
                    default:
                        error("a class holds properties, methods, enums and structs; this statement belongs in a method", tree.range(m))
                        unit.res[m.index] = .error
                    }
                }
                for m in lazy where checkVarDecl(m) != nil { sw.lazy.append(m) }
                sw.stored += bsw?.stored ?? []
                sw.instanceScope = (bsw?.instanceScope ?? []) + decls[start...]
                // Function bodies, with every member declared (the base's around them).
                for (m, k) in sw.functions { checkHelperBody(m, k) }
            }
        }
        c.frameSize = frameSize
        c.checked = true
        (frameComponent, frameSize, inPage, fnLevel, currentClass) = (savedComponent, savedSize, savedPage, savedLevel, savedClass)
    }

    /// `let name = value`, a constant stored property: its type (nil, reported, when its name
    /// is taken; `.some(nil)` when its value's type is not known).
    func constantProperty(_ m: NodeID) -> VType?? {
        let b = tree.binding(m)
        propertyInitializer = names[b.name]
        let t = expr(b.value)
        propertyInitializer = nil
        if declaredHere(b.name) && !keepMethodBeside(b.name, in: currentStruct == nil ? currentClass : nil) {
            error("'\(names[b.name])' is already defined in this scope", b.nameRange); unit.res[m.index] = .error; return nil
        }
        let kind = numberKind(b.value).kind
        unit.res[m.index] = .bind(declareSwift(b.name, t, mutability: 0))
        markKind(kind)
        return .some(t)
    }

    /// A stored property: its initializer runs before `self` is available.
    func storedProperty(_ m: NodeID, _ name: Name) -> (slot: Int32, type: VType?)? {
        propertyInitializer = names[name]
        defer { propertyInitializer = nil }
        return checkVarDecl(m)
    }

    /// A property named as a method of its class that takes arguments, declared before it
    /// (`var clockFrame: CGRect { … }` or a stored `var distance: CGFloat` beside
    /// `func distance(point1:point2:)`): Swift's names of the two differ by the labels, so the
    /// method is kept beside the property (SwiftClass.methodsBeside). Whether it was kept.
    func keepMethodBeside(_ name: Name, in c: Component?) -> Bool {
        guard let sw = c?.swift, fnLevel == 0, case .function(let j)? = lookup(name), !unit.functions[Int(j)].params.isEmpty,
              sw.methodsBeside[name] == nil else { return false }
        sw.methodsBeside[name] = j
        return true
    }

    /// A function's signature: its parameters' and result's types. Returns its index in
    /// `unit.functions` (draw(_:) and the setup functions are recorded on the class).
    func declareFunction(_ s: NodeID, getter: Bool, in c: Component?) -> Int32? {
        if getter {
            let v = tree.varDecl(s)
            let f = UserFunction(name: names[v.name], nameRange: v.nameRange, node: s, level: fnLevel, body: v.getter)
            f.isStatic = v.flags.contains(.isStatic)
            if let tn = v.type { f.result = swiftType(tn) ?? .void; f.resultKind = numberKind(ofType: tn) ?? .double } else {
                error("a computed property needs its type: 'var \(names[v.name]): Type { … }'", v.nameRange)
            }
            unit.functions.append(f)
            let k = Int32(unit.functions.count - 1)
            if declaredHere(v.name) && !keepMethodBeside(v.name, in: c) {
                error("'\(names[v.name])' is already defined in this scope", v.nameRange); unit.res[s.index] = .error; return k
            }
            declare(v.name, .getter(k))
            unit.res[s.index] = .skip
            return k
        }
        let fd = tree.funcDecl(s)
        let name = names[fd.name]
        let f = signatureFunction(s, level: fnLevel)
        if let r = fd.result, tree.isGenericNumber(r) {
            f.resultKindFromParams = fd.params.indices.filter { tree.isGenericNumber(fd.params[$0].type) }
        }
        unit.functions.append(f)
        let k = Int32(unit.functions.count - 1)
        unit.res[s.index] = .skip
        let labels = fd.params.map { $0.label.map { names[$0] } }
        if let c, let sw = c.swift, fnLevel == 0, !f.isStatic {
            switch (name, labels) {
            case ("draw", ["in"]) where sw.isLayer:
                if !fd.flags.contains(.isOverride) { error("'draw(in:)' overrides CALayer's: write 'override func draw(in ctx: CGContext)'", fd.nameRange) }
                if sw.draw != nil { error("'draw(in:)' is already declared", fd.nameRange) }
                sw.draw = k
                return k
            case ("draw", [nil, "in"]) where !sw.isLayer:
                // UIView is its layer's delegate: its draw(_:in:) pushes the context and calls
                // draw(_:). An override draws in its place (Run/RunSwift.swift).
                if !fd.flags.contains(.isOverride) { error("'draw(_:in:)' overrides UIView's: write 'override func draw(_ layer: CALayer, in ctx: CGContext)'", fd.nameRange) }
                if sw.layerDelegateDraw != nil { error("'draw(_:in:)' is already declared", fd.nameRange) }
                sw.layerDelegateDraw = k
                return k
            // UILabel's draw(_:) calls it with the bounds; its own draws the text (labelTextCall).
            case ("drawText", ["in"]) where sw.isLabel:
                break
            case ("draw", [nil]) where sw.isLayer:
                error("a CALayer subclass draws in 'override func draw(in ctx: CGContext)'; draw(_:) is UIView's", fd.nameRange)
                return k
            case ("layoutSublayers", []) where sw.isLayer:
                sw.setup.append(k)
                return k
            case ("draw", [nil]):
                if !fd.flags.contains(.isOverride) { error("'draw(_:)' overrides UIView's: write 'override func draw(_ rect: CGRect)'", fd.nameRange) }
                if sw.draw != nil { error("'draw(_:)' is already declared", fd.nameRange) }
                if sw.superclass == "UIImageView" {
                    report(Diagnostic(.warning, "UIImageView does not call draw(_:): this drawing is never shown (draw into an image and set the view's image instead)", at: fd.nameRange))
                }
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
            case ("loadView", []) where sw.isViewController, ("viewDidLoad", []) where sw.isViewController,
                 ("viewWillAppear", [nil]) where sw.isViewController, ("viewWillLayoutSubviews", []) where sw.isViewController,
                 ("viewDidLayoutSubviews", []) where sw.isViewController, ("viewDidAppear", [nil]) where sw.isViewController,
                 ("awakeFromNib", []), ("prepareForInterfaceBuilder", []), ("didMoveToSuperview", []), ("didMoveToWindow", []),
                 ("layoutSubviews", []), ("willMove", ["toSuperview"]) where !sw.isLayer, ("willMove", ["toWindow"]) where !sw.isLayer,
                 // The constraint pass before the layout pass; and the layer's layout, whose
                 // UIView implementation (super's) lays the subviews out first.
                 ("updateConstraints", []) where !sw.isLayer, ("layoutSublayers", ["of"]) where !sw.isLayer:
                sw.setup.append(k)
                sortSetup(&sw.setup, unit.functions)
                return k
            case ("init", _):
                sw.inits.append(k)
                return k
            // A view controller's calls for a change a still drawing never has (a new size, the
            // view going away): methods of the class, checked and never called.
            case ("viewWillTransition", ["to", "with"]) where sw.isViewController, ("viewWillDisappear", [nil]) where sw.isViewController,
                 ("viewDidDisappear", [nil]) where sw.isViewController:
                break
            // UIControl's senders of its actions, which UIKit calls as touches end (none in a
            // still drawing): methods of the class, which its own calls run, as Swift dispatches.
            case ("sendActions", ["for"]), ("sendAction", [nil, "to", "for"]):
                break
            // UIView's notices of a subview added or about to go (`addSubview`,
            // `removeFromSuperview`): methods of the class that Run/ calls then.
            case ("didAddSubview", [nil]) where !sw.isLayer, ("willRemoveSubview", [nil]) where !sw.isLayer:
                break
            // CALayer's hit test, which Core Animation asks where a touch lands (a drawing has
            // none): a method of the class, run where its own code calls it (a slider's
            // `handle.contains(point)`).
            case ("contains", [nil]) where sw.isLayer:
                break
            // UIView's size that fits a given size, which UIKit asks from sizeToFit() (here the
            // class's own code may call it): a method of the class.
            case ("sizeThatFits", [nil]) where !sw.isLayer:
                break
            // UILabel's rectangle of its text in a bounds, which UIKit asks as it sizes the label
            // (sizeThatFits, sizeToFit, intrinsicContentSize: Kinds/Label.swift), and the class's
            // own code may call: a method of the class.
            case ("textRect", ["forBounds", "limitedToNumberOfLines"]) where sw.isLabel:
                break
            // UISlider's layout of its track, thumb and end images (Kinds/Slider.swift): methods
            // of the class, run by its own calls; UIKit calls them only to place the track and
            // thumb, which are not drawn here.
            case (_, _) where sw.superclass == "UISlider" && SliderSettings.layoutMethods[name] == labels:
                break
            // UIView's request to draw again, overridden (a card view marking itself not
            // opaque): a method of the class, run where its code calls `setNeedsDisplay()`;
            // `super.setNeedsDisplay()` is UIView's, which a still drawing made once needs not.
            case ("setNeedsDisplay", []) where !sw.isLayer:
                break
            // UIView's request to lay out again, overridden: a method of the class run where its
            // code calls `setNeedsLayout()`; `super.setNeedsLayout()` is UIView's, which asks for
            // the layout pass a still drawing has anyway.
            case ("setNeedsLayout", []) where !sw.isLayer:
                break
            // UIView's removal from its superview, overridden (a view stopping its display link
            // as it goes): a method of the class, run in UIKit's place wherever the view is
            // removed (`v.removeFromSuperview()`); its `super.removeFromSuperview()` takes it out.
            case ("removeFromSuperview", []) where !sw.isLayer:
                break
            // UIResponder's requests to become or resign first responder, overridden: methods of
            // the class run where its code calls them (`super`'s are UIKit's: ViewValue.swift).
            case ("becomeFirstResponder", []) where !sw.isLayer, ("resignFirstResponder", []) where !sw.isLayer:
                break
            // (Of a superclass outside the subset, its overrides are too: that error says so.)
            case (_, _) where fd.flags.contains(.isOverride) && memberKey(s).map({ sw.superMethods[$0] == nil }) != false
                              && (swiftSuperclasses[sw.superclass] != nil || sw.isNamespace):
                error("overriding '\(name)' is outside the supported Swift subset: a class overrides draw(_:), init(frame:), init?(coder:), awakeFromNib(), prepareForInterfaceBuilder(), willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:), didMoveToWindow(), layoutSubviews(), didAddSubview(_:) and willRemoveSubview(_:)\(sw.superclass == "UISlider" ? "; a slider trackRect(forBounds:), thumbRect(forBounds:trackRect:value:), minimumValueImageRect(forBounds:) and maximumValueImageRect(forBounds:)" : "")\(sw.isViewController ? "; a view controller loadView(), viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews() and viewDidAppear(_:)" : "")\(sw.isLabel ? "; a label drawText(in:) and textRect(forBounds:limitedToNumberOfLines:)" : "")", fd.nameRange)
                return k
            default: break
            }
        } else if name == "init" {
            error("an initializer belongs to a class", fd.nameRange)
            return k
        }
        if declaredHere(fd.name) {
            // `angle(from:to:)` beside `angle(betweenFirstPoint:…)`: an overload by labels.
            if case .function(let j)? = lookup(fd.name), joinOverloads(j, k) { return k }
            // A method taking arguments beside a computed property of its name.
            if let sw = c?.swift, fnLevel == 0, !f.params.isEmpty, case .getter? = lookup(fd.name) {
                if let j = sw.methodsBeside[fd.name] { if joinOverloads(j, k) { return k } } else { sw.methodsBeside[fd.name] = k; return k }
            }
            overloadError(name, fd.nameRange)
            return k
        }
        declare(fd.name, .function(k))
        return k
    }

    /// Whether `f` joins the overloads of `j`, the first function of its name and scope: it
    /// does when none of them as static as it has its labels and its parameters' types (an overload is found through the first of its name, `overloads`; a call takes
    /// the one its labels and arguments fit, `chooseOverload`). Already one of them: true.
    func joinOverloads(_ j: Int32, _ f: Int32) -> Bool {
        let group = overloads[j] ?? [j]
        if group.contains(f) { return true }
        let labels = unit.functions[Int(f)].params.map(\.label), types = writtenParameterTypes(f)
        let isStatic = unit.functions[Int(f)].isStatic
        // A static method and an instance method may share a signature: a call names one or
        // the other (`Type.f()`, `x.f()`, or `f()` in a static or an instance method).
        guard !group.contains(where: {
            unit.functions[Int($0)].isStatic == isStatic && unit.functions[Int($0)].params.map(\.label) == labels && writtenParameterTypes($0) == types
        }) else { return false }
        overloads[j] = group + [f]
        return true
    }

    func overloadError(_ name: String, _ nr: SourceRange) {
        error("invalid redeclaration of '\(name)': a function of this scope has its name, labels and parameter types", nr)
    }

    /// Whether `f`, a function of a struct or helper class, is another of the name `existing`
    /// binds: joined to its overloads, or reported when it differs by type alone.
    func addOverload(_ existing: Binding?, _ f: Int32) -> Bool {
        guard case .function(let j)? = existing else { return false }
        if !joinOverloads(j, f) { overloadError(unit.functions[Int(f)].name, unit.functions[Int(f)].nameRange) }
        return true
    }

    /// A function's body, in a frame of its own one level down.
    func checkFunctionBody(_ s: NodeID, _ k: Int32) {
        let f = unit.functions[Int(k)]
        let (savedSize, savedFunction, savedStatic) = (frameSize, currentFunction, staticContext)
        let savedLoops = (loopDepth, loopLabels, fallthroughRefusal), savedTry = (tryKinds, throwHandled, inPartialCatch)
        (loopDepth, loopLabels, fallthroughRefusal) = (0, [], Checker.fallthroughOutsideSwitch)
        (tryKinds, throwHandled, inPartialCatch) = ([], f.throwing || f.rethrowing, false)
        defer { (loopDepth, loopLabels, fallthroughRefusal) = savedLoops; (tryKinds, throwHandled, inPartialCatch) = savedTry }
        frameSize = 0
        fnLevel += 1
        currentFunction = f
        if f.isStatic { staticContext = true }
        scoped(.swift, view: true) {
            if tree.kind(s) == .funcDecl {
                let fd = tree.funcDecl(s)
                var seen: Set<String> = []
                for (i, p) in fd.params.enumerated() {
                    let t = f.params[i].type
                    let pname = names[p.name]
                    if !seen.insert(pname).inserted { error("'\(pname)' is already a parameter", p.nameRange) }
                    if let dv = p.defaultValue {
                        // A default is evaluated in the function's frame, before its body.
                        if let t, isFunctionType(t) { closureExpectation = t }
                        let dt = expr(dv)
                        closureExpectation = nil
                        if let t { _ = accepts(t, dt, at: tree.range(dv), what: "the default of '\(pname)'") }
                    }
                    f.params[i].slot = declareSwift(p.name, t, mutability: f.inoutParams.contains(i) ? 1 : 0)
                    // A closure's parameter may have no written type (its type came from its context).
                    markKind((p.type.raw >= 0 ? numberKind(ofType: p.type) : nil) ?? f.paramKinds.flatMap { i < $0.count ? $0[i] : nil } ?? .double)
                    if p.type.raw >= 0 { markTupleKinds(type: p.type, value: nil) }
                    else if let tk = f.paramTupleKinds, i < tk.count, let ks = tk[i] { decls[decls.count - 1].tupleKinds = ks }
                    if p.type.raw >= 0, isUnsignedType(p.type) { decls[decls.count - 1].unsigned = true }
                    if p.type.raw >= 0, isSizedType(p.type) { decls[decls.count - 1].sized = true }
                    if p.type.raw >= 0, isIntegerType(p.type, ["Int"]) { decls[decls.count - 1].knownInt = true }
                }
                // Each captured value's kind, read before the names are declared (`[x]`'s `x` is
                // the outer one, which the capture would otherwise hide).
                let captureKinds = f.captures.map { numberKind($0.value).kind }
                for i in f.captures.indices {
                    f.captures[i].slot = declareSwift(f.captures[i].name, f.captures[i].type, mutability: 0)
                    markKind(captureKinds[i])
                }
                if f.name == "draw", f === currentClass?.swift?.draw.map({ unit.functions[Int($0)] }) {
                    if currentClass?.swift?.isLayer == true {
                        if f.params.first?.type != .context { error("draw(in:) takes a CGContext: 'override func draw(in ctx: CGContext)'", fd.nameRange) }
                    } else if f.params.first?.type != .rect {
                        error("draw(_:) takes a CGRect: 'override func draw(_ rect: CGRect)'", fd.nameRange)
                    }
                }
            }
            // The body is a scope inside the parameters' (and captures'): `let rect = rect.insetBy(…)`
            // declares a local that hides the parameter, as Swift allows.
            pushScope()
            swiftStatements(f.body)
            popScope()
            if f.result != .void, !alwaysReturns(f.body) {
                error("'\(f.name)' must return \(article(f.result)) on every path: it can reach its end without 'return'", f.nameRange)
            }
        }
        f.frameSize = frameSize
        fnLevel -= 1
        (frameSize, currentFunction, staticContext) = (savedSize, savedFunction, savedStatic)
    }

    /// Whether a closure or a function declaration is written inside `s`'s source.
    func makesFunctions(_ s: NodeID) -> Bool {
        if unit.functionStarts?.nodes != tree.nodeCount {
            var starts: [Int32] = []
            for i in 0..<tree.nodeCount {
                let n = NodeID(Int32(i))
                if tree.kind(n) == .closure || tree.kind(n) == .funcDecl { starts.append(tree.range(n).lower) }
            }
            unit.functionStarts = (tree.nodeCount, starts.sorted())
        }
        let starts = unit.functionStarts!.starts
        let r = tree.range(s)
        // The first start after the statement's own.
        var lo = 0, hi = starts.count
        while lo < hi { let mid = (lo + hi) / 2; if starts[mid] <= r.lower { lo = mid + 1 } else { hi = mid } }
        return lo < starts.count && starts[lo] < r.upper
    }

    /// Whether statements always end in `return` (or a call that never returns).
    func alwaysReturns(_ ss: some Collection<NodeID>) -> Bool {
        guard let last = ss.reversed().first(where: { tree.kind($0) != .deferStmt }) else { return false }
        switch tree.kind(last) {
        case .returnStmt, .breakStmt, .continueStmt, .throwStmt: return true
        case .doStmt:
            let d = tree.doStmt(last)
            return alwaysReturns(d.body) && d.catches.allSatisfy { alwaysReturns($0.body) }
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
        // A local function is named in the whole block that declares it, as Swift scopes it:
        // `drawLayer1()` above `func drawLayer1() { … }` calls it.
        for s in ss where tree.kind(s) == .funcDecl {
            if let k = declareFunction(s, getter: false, in: nil) { localFunctionsAhead[s] = k }
        }
        for s in ss { swiftStatement(s) }
    }

    /// One statement of a function body.
    func swiftStatement(_ s: NodeID) {
        let r = tree.range(s)
        switch tree.kind(s) {
        case .letBinding:
            let b = tree.binding(s)
            let t = expr(b.value)
            // A loop's nested tuple pattern (`for (i, (a, b)) in …`): its element, taken apart.
            checkPatternValue(b.name, t, at: tree.range(b.value))
            // `_ = f()` (SwiftLowering's `_ k`, a name no code can write): any value, dropped.
            if names[b.name].hasPrefix("_ ") {
                unit.res[s.index] = .bind(declareSwift(b.name, t, mutability: 0))
                return
            }
            if case .void? = t { error("'\(names[b.name])' would hold the result of a method that returns nothing", b.nameRange) }
            if case .optional(.void)? = t { error("'nil' needs a type here: write 'let \(names[b.name]): Type? = nil'", b.nameRange) }
            if case .symbol(let sy)? = t, !sy.isEmpty, !isWaitingImplicitCall(b.value) {
                error("'.\(sy)' needs a type here: write 'let \(names[b.name]): EnumName = .\(sy)'", tree.range(b.value))
            }
            if declaredHere(b.name) { error("'\(names[b.name])' is already defined in this scope", b.nameRange); unit.res[s.index] = .error; return }
            if (fnLevel == 0 ? ["bounds", "frame", "center", "self", "super"] : ["self", "super"]).contains(names[b.name]) {
                error("'\(names[b.name])' is a built-in name and cannot be redefined", b.nameRange); unit.res[s.index] = .error; return
            }
            let kind = numberKind(b.value).kind
            unit.res[s.index] = .bind(declareSwift(b.name, t, mutability: 0))
            markKind(kind)
            markTupleKinds(type: nil, value: b.value)
            if isUnsigned(b.value) { decls[decls.count - 1].unsigned = true }
            if isSized(b.value) { decls[decls.count - 1].sized = true }
        case .varDecl:
            let v = tree.varDecl(s)
            if v.flags.contains(.computed), !v.flags.contains(.isStatic), !v.flags.contains(.inspectable) {
                // A local computed variable (`var which: Int { return 0 }`): a nested function of
                // no arguments read by its name, its body run at each read, as Swift runs it.
                if let k = declareFunction(s, getter: true, in: nil) { checkFunctionBody(s, k) }
                return
            }
            if v.flags.contains(.computed) || v.flags.contains(.isStatic) || v.flags.contains(.inspectable) {
                error("a local variable is a plain 'var' or 'let'", v.nameRange); unit.res[s.index] = .error; return
            }
            checkVarDecl(s)
        case .assign:
            if tree.isWriteBack(s), let t = expr(tree.assign(s).value), isObject(t) {
                unit.res[s.index] = .skip   // an object, changed where it is
                return
            }
            checkAssign(s)
        case .expression where tree.isSetterWriteBack(s):
            let call = NodeID(tree.nodes[s.index].a)
            if let t = expr(tree.callArgValue(call, 0)), isObject(t) {
                unit.res[s.index] = .skip   // an object, changed where it is: no setter runs
                return
            }
            swiftExpressionStatement(s)
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
                    error("the 'else' of 'guard' must not fall through: end it with '\(loopDepth > 0 ? "return', 'break' or 'continue" : "return")'", r)
                }
            }
            // Its bindings are in scope after it.
            condition(g.condition)
            unit.res[s.index] = .swiftStatement
        case .forStmt:
            let f = tree.forStmt(s)
            let v = loopElementType(f.sequence)
            checkPatternValue(f.variable, v, at: tree.range(f.sequence))
            // Swift binds the loop variable and the body's names afresh on every pass; only a
            // closure (or nested function) made in the body can tell, so only a loop that makes
            // one gets a frame per pass, one level down (the others reuse their slots).
            let ownFrame = makesFunctions(s)
            let savedSize = frameSize
            if ownFrame { frameSize = 0; fnLevel += 1 }
            scoped(.swift) {
                let slot = declareSwift(f.variable, v, mutability: tree.isVarLoop(s) ? 1 : 0)
                unit.res[s.index] = .loop(slot)
                markKind(loopKind(f.sequence))
                // `for i in 0..<n` of known Ints: each `i` is one.
                if tree.kind(f.sequence) == .binary, [.halfOpen, .closed].contains(tree.binary(f.sequence).op),
                   isKnownInt(tree.binary(f.sequence).lhs), isKnownInt(tree.binary(f.sequence).rhs) { decls[decls.count - 1].knownInt = true }
                if let ks = loopTupleKinds(f.sequence) { decls[decls.count - 1].tupleKinds = ks }
                if let tt = pairTree(f.sequence) ?? tupleTree(f.sequence), TupleKindTree.nests(tt) { decls[decls.count - 1].tupleTree = tt }
                // A dictionary's (key, value) pairs, where no declared type says each: its
                // numbers' kind (CheckSwiftText's numberKind).
                if case .tuple(_, let labels)? = v, labels == ["key", "value"], decls[decls.count - 1].tupleKinds == nil {
                    let k = numberKind(f.sequence).kind
                    decls[decls.count - 1].tupleKinds = [k, k]
                }
                loopDepth += 1
                enterLoop(s)
                swiftStatements(f.body)
                leaveLoop()
                loopDepth -= 1
                if ownFrame {
                    unit.loopFrames.append((slot, Int32(frameSize)))
                    unit.res[s.index] = .loopFrame(Int32(unit.loopFrames.count - 1))
                }
            }
            if ownFrame { frameSize = savedSize; fnLevel -= 1 }
        case .whileStmt:
            let w = tree.whileStmt(s)
            // As a `for` loop's: a pass that makes closures has a frame of its own.
            let ownFrame = makesFunctions(s)
            let savedSize = frameSize
            if ownFrame { frameSize = 0; fnLevel += 1 }
            unit.res[s.index] = .swiftStatement
            scoped(.swift) {
                loopDepth += 1
                enterLoop(s)
                defer { leaveLoop() }
                if w.bodyFirst {
                    scoped(.swift) { swiftStatements(w.body) }
                    condition(w.condition)
                } else {
                    condition(w.condition)
                    swiftStatements(w.body)
                }
                loopDepth -= 1
                if ownFrame {
                    unit.loopFrames.append((-1, Int32(frameSize)))
                    unit.res[s.index] = .loopFrame(Int32(unit.loopFrames.count - 1))
                }
            }
            if ownFrame { frameSize = savedSize; fnLevel -= 1 }
        case .continueStmt where tree.isFallthrough(s):
            unit.res[s.index] = .swiftStatement
            if let refusal = fallthroughRefusal { error(refusal, r); unit.res[s.index] = .error }
        case .breakStmt, .continueStmt:
            unit.res[s.index] = .swiftStatement
            if let label = tree.jumpLabel(s), !loopLabels.contains(label) {
                error("use of unresolved label '\(names[label])': no loop around this \(tree.kind(s) == .breakStmt ? "'break'" : "'continue'") is labelled so", r)
                unit.res[s.index] = .error
            } else if loopDepth == 0 {
                error(tree.kind(s) == .breakStmt ? "'break' is only allowed inside a loop (a switch case ends by itself)" : "'continue' is only allowed inside a loop", r)
                unit.res[s.index] = .error
            }
        case .switchStmt:
            checkSwitch(s)
        case .throwStmt:
            checkThrow(s)
        case .doStmt:
            checkDo(s)
        case .deferStmt:
            // Its statements run as the block it stands in ends (Runner.execAll); none may
            // leave that block ('break' and 'continue' only within a loop of their own).
            // Nor may an error be thrown out of it (a `do`/`catch` inside it may handle one).
            unit.res[s.index] = .swiftStatement
            let saved = (loopDepth, deferLevel, throwHandled, inPartialCatch)
            let savedJumps = (loopLabels, fallthroughRefusal)
            defer { (loopLabels, fallthroughRefusal) = savedJumps }
            (loopLabels, fallthroughRefusal) = ([], Checker.fallthroughOutsideSwitch)
            loopDepth = 0
            deferLevel = fnLevel
            throwHandled = false
            inPartialCatch = false
            scoped(.swift) { swiftStatements(tree.deferBody(s)) }
            (loopDepth, deferLevel, throwHandled, inPartialCatch) = saved
        case .returnStmt:
            unit.res[s.index] = .swiftStatement
            if deferLevel == fnLevel {
                if let v = tree.returnValue(s) { expr(v) }
                error("'return' cannot transfer control out of a defer statement", r); unit.res[s.index] = .error; return
            }
            guard let f = currentFunction else {
                if let v = tree.returnValue(s) { expr(v) }
                error("'return' belongs in a function", r); unit.res[s.index] = .error; return
            }
            // `guard let t = text else { return super.drawText(in: rect) }` in a method that
            // returns nothing: UIKit's own implementation called, its empty result returned, as
            // Swift does — the call checked as the statement it would be on its own line (the
            // return's value is the node a statement's expression is), the runner returning after it.
            if f.result == .void, !f.infersResult, let v = tree.returnValue(s), isSuperCall(v), superMethod(v) == nil, !inHeir {
                swiftExpressionStatement(s)
                return
            }
            if let v = tree.returnValue(s) {
                if case .function = f.result { closureExpectation = f.result }
                if tree.kind(v) == .dictionary { closureExpectation = f.result }
                // A closure returned takes the parameters' number types of the function type
                // written as the result (`-> (Int) -> Int` returning `{ $0 / k }` divides Ints).
                if tree.kind(v) == .closure {
                    let written = (tree.kind(f.node) == .funcDecl ? tree.funcDecl(f.node).result
                        : tree.kind(f.node) == .varDecl ? tree.varDecl(f.node).type : nil) ?? f.writtenResult
                    closureParamKinds = written.flatMap { functionParamKinds(ofType: $0) }
                    // (And a closure it returns in turn, those of the function type it gives.)
                    closureResultType = written.flatMap { tree.functionType($0)?.result }
                }
                let t = expr(v)
                if f.resultKind == .int { typeLiteralAsInt(v) }
                if f.isClosure, f.returnedKind == nil { f.returnedKind = numberKind(v).kind }
                if f.infersResult {
                    f.infersResult = false
                    f.result = t ?? .void
                    f.resultUnknown = t == nil
                    return
                }
                if f.isClosure, f.result == .void || t == .void { return }
                // `guard … else { return print("none") }` in a function that returns nothing:
                // Swift returns the call's empty result.
                if f.result == .void, t == .void { return }
                if f.result == .void, isFailableInit(f), isNilLiteral(v) { unit.res[s.index] = .initFails; return }
                if f.result == .void {
                    error("'\(f.name)' returns nothing; 'return' here takes no value", tree.range(v)); unit.res[s.index] = .error
                } else if !accepts(f.result, t, at: tree.range(v), what: "the result of '\(f.name)'") {
                    unit.res[s.index] = .error
                }
            } else if f.infersResult {
                f.infersResult = false
                f.result = .void
            } else if f.result != .void {
                error("'\(f.name)' must return \(article(f.result))", r); unit.res[s.index] = .error
            }
        case .funcDecl:
            if let k = localFunctionsAhead.removeValue(forKey: s) ?? declareFunction(s, getter: false, in: nil) { checkFunctionBody(s, k) }
        case .structDecl where !tree.isReferenceType(s):
            // A struct declared in a function (PaintCode's `struct LocalCache { static var
            // image: UIImage! }` in its `imageOf…()` methods): named from the rest of the
            // function, as Swift scopes it; its members see the enclosing class's types and
            // static members, as a nested struct's do.
            let k = declareStruct(s)
            if let sw = currentClass?.swift { unit.structs[Int(k)].outer = sw.declared.filter { sw.statics[$0.name] != nil } }
            checkStruct(k)
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
                if case .optional(let w) = t { inner = w }
                // `tintColor?.setFill()`, `if let c = tintColor`: a member UIKit declares
                // implicitly unwrapped, never nil here.
                else if isUnwrappedValue(b.value) { inner = t }
                else {
                    error("'if let' and 'guard let' unwrap an optional; \(article(t)) is not one", tree.range(b.value))
                }
            }
            // `x?.a = v`, read as `if let x′ = x { x′.a = v }`: exact only when x′ is the
            // object x refers to, not a copy of a value.
            if tree.nodes[n.index].flags & 2 != 0, let unwrapped = inner {
                switch unwrapped {
                case _ where isObject(unwrapped): break
                default:
                    let through = tree.nodes[n.index].flags & 4 != 0 ? "an assignment through '!' into" : "optional chaining into"
                    error("\(through) a member of \(article(unwrapped)) (a value, not an object) is outside the supported Swift subset: unwrap it with 'if var', change it and store it back", tree.range(b.value))
                    inner = nil   // reported: what is assigned through it is not checked again
                }
            }
            let kind = numberKind(b.value).kind
            // `if var x = …`, `guard var`, `case var v?`: a variable (flag 1, not a chain's hidden name).
            let isVar = tree.nodes[n.index].flags & 3 == 1
            unit.res[n.index] = .bind(declareSwift(b.name, inner, mutability: isVar ? 1 : 0))
            markKind(kind)
        default:
            if let t = expr(n), t.valueType != .bool {
                error("a condition must be a Bool, not \(article(t))", tree.range(n))
            }
        }
    }

    /// Whether a value of the type is an object that an assignment through an optional of it
    /// changes where it is (a view, a path, the context, …), rather than a copy.
    func isReference(_ t: VType) -> Bool {
        switch t {
        case .view, .path, .context, .recognizer: return true
        case .object(let o): return o == .paragraphStyle || o == .textShadow || o == .systemObject
        default: return false
        }
    }

    /// A loop's label, named by the `break` and `continue` of its body.
    func enterLoop(_ s: NodeID) {
        let label = tree.loopLabels[s]
        loopsLabelled.append(label != nil)
        if let label { loopLabels.append(label) }
    }
    func leaveLoop() {
        if loopsLabelled.removeLast() { loopLabels.removeLast() }
    }

    /// A name a switch case's patterns bind (`case let x:`, `case .value(let v):`), if any.
    func nameBound(byCase c: SwitchCase) -> Name? {
        for written in c.patterns {
            let p = tree.caseWhere(written)?.pattern ?? written
            if tree.isValueBinding(p) { return tree.nameOf(p) }
            if tree.isCasePattern(p) {
                for k in 0..<tree.callArgCount(p) {
                    let v = tree.callArgValue(p, k)
                    if tree.isValueBinding(v), names[tree.nameOf(v)] != "_" { return tree.nameOf(v) }
                }
            }
        }
        return nil
    }

    func checkSwitch(_ s: NodeID) {
        let sw = tree.switchStmt(s)
        let savedRefusal = fallthroughRefusal
        defer { fallthroughRefusal = savedRefusal }
        let subject = expr(sw.subject)
        // A switch over an optional (`Int!`, `T?`) matches its value's cases, which a nil
        // never is (`case nil:` names that one).
        var t = subject
        if case .optional(let w)? = subject, w != .void { t = w }
        unit.res[s.index] = .swiftStatement
        // A Float's switch: its value and each number pattern compared as Floats, as Swift's `~=`.
        if t == .number, case .swift = place, numberKind(sw.subject).kind == .float { unit.res[s.index] = .floatArithmetic(.eq) }
        var covered: Set<String> = []
        var hasDefault = false
        // An optional's two cases: a value (`case let v?:`) and nil (`case nil:`).
        var coversSome = false, coversNil = false
        // The tuple patterns with no `where` (SwiftTupleSwitch.swift: whether they cover every value).
        var tuplePatterns: [NodeID] = []
        for (k, c) in sw.cases.enumerated() {
            if c.isDefault {
                hasDefault = true
                if k != sw.cases.count - 1 {
                    error("'default' is the last case of a switch", SourceRange(fileID: tree.fileID, lower: c.start, upper: c.start + 7))
                }
            }
            var bound: (NodeID, String, [(Name, VType?, NodeID)])? = nil
            var whole: NodeID? = nil
            var tupleBinds: [(NodeID, VType)]? = nil
            var tuplePattern: NodeID? = nil
            var conditions: [NodeID] = []
            for written in c.patterns {
                var p = written
                if let w = tree.caseWhere(written) {
                    p = w.pattern
                    conditions.append(w.condition)
                    unit.res[written.index] = .none
                }
                // A pattern with a `where` may not match: it covers no case of the enum.
                let coveredBefore = covered
                defer { if p != written { covered = coveredBefore } }
                if tree.isTuplePattern(p) {
                    // `case (0, let y):` — each element matched or bound.
                    guard let binds = checkTuplePattern(p, subject) else { continue }
                    if p == written { tuplePatterns.append(p) }
                    guard !binds.isEmpty else { continue }
                    if bound != nil || whole != nil || tupleBinds != nil { error("binding values in several patterns of one case is outside the supported Swift subset: give each its case", tree.range(p)); continue }
                    tupleBinds = binds
                    tuplePattern = p
                    continue
                }
                if tree.isValueBinding(p) {
                    // `case let n:` — every value matches (with no `where`, as `default:` does);
                    // `case let v?:` every value of an optional but nil.
                    if bound != nil || whole != nil { error("binding values in several patterns of one case is outside the supported Swift subset: give each its case", tree.range(p)); continue }
                    whole = p
                    if tree.bindsSome(p) {
                        if case .optional? = subject {
                            if p == written { coversSome = true }
                        } else if let subject {
                            error("'\(names[tree.nameOf(p)])?' matches an optional's value; \(article(subject)) is not an optional", tree.range(p))
                        }
                    } else if p == written { hasDefault = true }
                    continue
                }
                if tree.isCasePattern(p) {
                    // `case .value(let v):` — its names are the case body's.
                    guard let (name, binds) = casePatternBindings(p, t) else { continue }
                    covered.insert(name)
                    if bound != nil || whole != nil { error("binding values in several patterns of one case is outside the supported Swift subset: give each its case", tree.range(p)); continue }
                    bound = (p, name, binds)
                    continue
                }
                var pt = expr(p)
                // `case .zero:` over a size, `case .origin:` over a struct with that static.
                if let t, let p0 = pt, let z = zeroMember(p, p0, of: t) { pt = z }
                guard let t, let pt else { continue }
                if case .optional(.void) = pt, case .optional? = subject { if p == written { coversNil = true }; continue }
                // `case .none:` over an optional (not of an enum of the file's, whose own case it is): nil.
                if case .symbol("none") = pt, case .optional? = subject, t.valueType != .symbol {
                    if p == written { coversNil = true }
                    continue
                }
                if case .range = pt, t.valueType == .number { continue }
                // `case .top:`, `case [.topLeft, .bottomRight]:` over an option set: a value of it, matched by ==.
                if case .optionSet(let tn) = t, pt != t, optionSetAccepts(tn, pt, at: tree.range(p)) != nil { continue }
                if case .symbol(let sy) = pt {
                    if case .enumeration = t {
                        if accepts(t, pt, at: tree.range(p), what: "this case") { covered.insert(sy) }
                        continue
                    }
                    if t.valueType == .symbol { covered.insert(sy); continue }
                }
                if case .enumeration(let te) = t, enumCase(at: tree.range(p), of: te) {
                    covered.insert(names[tree.nameOf(p)])
                    continue
                }
                if case .enumeration(let e) = pt, case .enumeration(let te) = t, e == te {
                    if tree.kind(p) == .member { covered.insert(names[tree.member(p).name]) }
                    continue
                }
                if pt.valueType != t.valueType {
                    error("a case of a switch over \(article(t)) cannot be \(article(pt))", tree.range(p))
                }
            }
            scoped(.swift) {
                if let (p, name, binds) = bound { declareCaseBindings(p, name, binds) }
                // Each name its element's number kind (`case (let x, 0):` of an `(Int, Int)`: an Int).
                let elementKinds = tupleBinds == nil ? nil : tupleKinds(sw.subject)
                let elementTrees = tupleBinds == nil ? nil : tupleTree(sw.subject)
                let elements = tuplePattern.map { tree.tuple($0).map(\.value) } ?? []
                for (el, et) in tupleBinds ?? [] {
                    unit.res[el.index] = .bind(declareSwift(tree.nameOf(el), et, mutability: tree.bindsVariable(el) ? 1 : 0))
                    if let ks = elementKinds, let i = elements.firstIndex(of: el), i < ks.count { markKind(ks[i]) }
                    // An element that is a tuple itself (`case let (a, b):` of `(1, (2, 3))`): its elements'.
                    if let tt = elementTrees, let i = elements.firstIndex(of: el), i < tt.count, case .tuple(let inner) = tt[i] {
                        decls[decls.count - 1].tupleKinds = TupleKindTree.flat(inner)
                        if TupleKindTree.nests(inner) { decls[decls.count - 1].tupleTree = inner }
                    }
                }
                if let w = whole {
                    unit.res[w.index] = .bind(declareSwift(tree.nameOf(w), tree.bindsSome(w) ? t : subject, mutability: tree.bindsVariable(w) ? 1 : 0))
                    markKind(numberKind(sw.subject).kind)
                    if let ks = tupleKinds(sw.subject) { decls[decls.count - 1].tupleKinds = ks }
                    if let tt = tupleTree(sw.subject), TupleKindTree.nests(tt) { decls[decls.count - 1].tupleTree = tt }
                }
                // A `where` clause sees the names its pattern binds.
                for w in conditions {
                    if let ct = expr(w), ct.valueType != .bool { error("a 'where' clause is a Bool, not \(article(ct))", tree.range(w)) }
                }
                // `fallthrough` goes on with the next case's body, which may bind no names.
                if k + 1 == sw.cases.count {
                    fallthroughRefusal = "'fallthrough' without a following 'case' or 'default' block"
                } else if let name = nameBound(byCase: sw.cases[k + 1]) {
                    fallthroughRefusal = "'fallthrough' into a case that binds '\(names[name])' is outside the supported Swift subset (docs/language.md §13)"
                } else {
                    fallthroughRefusal = nil
                }
                swiftStatements(c.body)
            }
        }
        if coversSome && coversNil { hasDefault = true }
        if !hasDefault, case .tuple(let types, _)? = t, tupleCasesCover(tuplePatterns, types) { hasDefault = true }
        if !hasDefault, let t {
            if coversSome {
                error("the switch must be exhaustive: add 'case nil:' or 'default:'", tree.range(sw.subject))
            } else if case .enumeration(let e) = t, let info = enumInfo(e) {
                let missing = info.cases.filter { !covered.contains($0) }
                if !missing.isEmpty {
                    error("the switch must be exhaustive: add " + missing.map { "'case .\($0):'" }.joined(separator: ", ") + " or 'default:'", tree.range(sw.subject))
                }
            } else if t.valueType == .symbol, UIKitCaseTypes.coverOneEnum(covered) {
                // Every case of one of UIKit's enums (`.redraw` … `.bottomRight` of a content mode).
            } else if t.valueType != .bool || !(covered.isEmpty) {
                error("the switch must be exhaustive: add 'default:'", tree.range(sw.subject))
            }
        }
    }

    /// A call on its own line in Swift code.
    func swiftExpressionStatement(_ s: NodeID) {
        let e = tree.expression(s)
        // `try f()`, `try? f()`: the call, its value unused.
        if tree.kind(e) == .tryExpr, tree.kind(tree.tryExpr(e).operand) == .call {
            expr(e)
            unit.res[s.index] = .evaluate
            return
        }
        guard tree.kind(e) == .call else {
            expr(e)
            error("this value is unused; a statement here is a call, an assignment or a declaration", tree.range(e))
            unit.res[s.index] = .error
            return
        }
        let callee = tree.callCallee(e)
        let r = tree.range(e)
        switch tree.kind(callee) {
        case .member:
            let m = tree.member(callee)
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self", lookup(tree.nameOf(m.base)) == nil,
               names[m.name] == "init", let c = currentClass, let sw = c.swift {
                viewDelegatingInit(s, e, sw, m.nameRange)
                return
            }
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               names[m.name] == "draw", tree.callArgCount(e) == 2, tree.callArgLabel(e, 0) == nil,
               tree.callArgLabel(e, 1).map({ names[$0] }) == "in", let sw = currentClass?.swift, !sw.isLayer, let ld = sw.layerDelegateDraw,
               currentFunction === unit.functions[Int(ld)] {
                // UIView's draw(_:in:) calls draw(_:) (the class's, if it overrides it).
                typeArgs(ofCall: e)
                unit.res[s.index] = sw.draw.map { .superLayerDraw(function: $0, hops: UInt16(fnLevel)) } ?? .skip
                return
            }
            if let r = labelTextCall(e) { unit.res[s.index] = r; return }
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               names[m.name] == "layoutSublayers", let sw = currentClass?.swift, superMethod(e) == nil,
               sw.isLayer ? tree.callArgCount(e) == 0 : tree.callArgCount(e) == 1 && tree.callArgLabel(e, 0).map({ names[$0] }) == "of" {
                // CALayer's layoutSublayers() asks its delegate, the view, to lay out; so does
                // UIView's layoutSublayers(of:): its layoutSubviews() runs there.
                if !sw.isLayer { expr(tree.callArgValue(e, 0)) }
                unit.res[s.index] = .superLayoutSublayers
                return
            }
            if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "super", lookup(tree.nameOf(m.base)) == nil,
               superMethod(e) == nil, !inHeir {
                typeArgs(ofCall: e)   // super.init(frame:), super.draw(rect), super.layoutSubviews(): UIView's do nothing to draw
                unit.res[s.index] = .skip
                return
            }
            let name = names[m.name]
            if ["setFill", "setStroke", "set"].contains(name) {
                let t = expr(m.base)
                if let t, t.valueType == .color || t.valueType == .pattern {
                    if tree.callArgCount(e) > 0 { error("'\(name)()' takes no arguments", tree.range(tree.callArgValue(e, 0))); unit.res[s.index] = .error; return }
                    unit.res[s.index] = .setColor(name == "setFill" ? 0 : name == "setStroke" ? 1 : 2)
                    return
                }
            }
            if let t = lookupType(m.base), t == .context {
                unit.res[s.index] = contextCommand(e, name, m.nameRange, r)
                return
            }
            // `ctx!.fill(r)`, where `let ctx = UIGraphicsGetCurrentContext()`: the context.
            if tree.kind(m.base) == .unary, tree.unary(m.base).op == .force,
               let t = lookupType(tree.unary(m.base).operand), t == .context || t == .optional(.context) {
                expr(m.base)
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
            // `ctx.cgContext.fill(r)` in a renderer's image closure: the context itself.
            if tree.kind(m.base) == .member, names[tree.member(m.base).name] == "cgContext",
               lookupType(tree.member(m.base).base) == .context, expr(m.base) == .context {
                unit.res[s.index] = contextCommand(e, name, m.nameRange, r)
                return
            }
        case .identifier:
            if let r = labelTextCall(e) { unit.res[s.index] = r; return }
        default: break
        }
        let t = expr(e)
        unit.res[s.index] = .evaluate
        _ = t
    }

    /// UILabel's drawing called in a UILabel subclass's code: `super.draw(rect)`, UILabel's
    /// draw(_:), which draws the text in the bounds through drawText(in:) (the class's own
    /// when it has one), and `drawText(in: r)` or `super.drawText(in: r)`, UILabel's, which
    /// draws the text as the label lays it out in `r`. Nil for any other call.
    func labelTextCall(_ e: NodeID) -> Res? {
        guard let sw = currentClass?.swift, sw.isLabel, !staticContext, tree.callArgCount(e) == 1 else { return nil }
        let callee = tree.callCallee(e)
        let isSuper: Bool, name: String
        switch tree.kind(callee) {
        case .member:
            let m = tree.member(callee)
            guard tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil else { return nil }
            let base = names[tree.nameOf(m.base)]
            guard base == "super" || base == "self" else { return nil }
            isSuper = base == "super"
            name = names[m.name]
            // A method of the class of the file it inherits from: that method.
            if isSuper, superMethod(e) != nil { return nil }
        case .identifier:
            // The class's own drawText(in:), or another function of that name: a call of it.
            guard lookup(tree.nameOf(callee)) == nil else { return nil }
            (isSuper, name) = (false, names[tree.nameOf(callee)])
        default: return nil
        }
        let label = tree.callArgLabel(e, 0).map { names[$0] }
        if name == "draw", isSuper, label == nil {
            typeArgs(ofCall: e)
            if let k = sw.methods["drawText(in:)"] { return .superLayerDraw(function: k, hops: UInt16(fnLevel)) }
            return .labelText(argument: false)
        }
        guard name == "drawText", label == "in", isSuper || sw.methods["drawText(in:)"] == nil else { return nil }
        let value = tree.callArgValue(e, 0)
        if let t = expr(value), t != .rect {
            error("'drawText(in:)' takes a CGRect, not \(article(t))", tree.range(value))
            return .error
        }
        return .labelText(argument: true)
    }

    /// A method's name and labels, `name(a:_:)`, by which an override is matched to the
    /// method it overrides (a computed property: its name).
    func memberKey(_ m: NodeID) -> String? {
        switch tree.kind(m) {
        case .funcDecl:
            let fd = tree.funcDecl(m)
            return names[fd.name] + "(" + fd.params.map { ($0.label.map { names[$0] } ?? "_") + ":" }.joined() + ")"
        case .varDecl where tree.varDecl(m).flags.contains(.computed):
            return names[tree.varDecl(m).name]
        default: return nil
        }
    }

    /// The key of a call `x.name(a: …, …)`, as `memberKey` writes a method's.
    func callKey(_ call: NodeID) -> String {
        let m = tree.member(tree.callCallee(call))
        return names[m.name] + "(" + (0..<tree.callArgCount(call)).map { (tree.callArgLabel(call, $0).map { names[$0] } ?? "_") + ":" }.joined() + ")"
    }

    /// The class of this file that `c` inherits from, if any (itself perhaps an heir of
    /// another). A class that inherits from itself, directly or through others, is Swift's error.
    func fileBase(_ c: Component) -> Component? {
        if unit.components[tree.classDecl(c.node).superclass] === c {
            error("'\(c.name)' inherits from itself", tree.classDecl(c.node).superclassRange)
            return nil
        }
        func base(of x: Component) -> Component? {
            guard let b = unit.components[tree.classDecl(x.node).superclass], b !== x, b.unit === unit, tree.kind(b.node) == .classDecl else { return nil }
            return b
        }
        guard let b = base(of: c) else { return nil }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(c)]
        var next: Component? = b
        while let x = next {
            guard seen.insert(ObjectIdentifier(x)).inserted else {
                if x === c { error("'\(c.name)' inherits from itself (through '\(b.name)')", tree.classDecl(c.node).superclassRange) }
                return nil
            }
            next = base(of: x)
        }
        return b
    }

    /// `super.name(…)`, `super` not a name the code declares.
    func isSuperCall(_ e: NodeID) -> Bool {
        guard tree.kind(e) == .call, tree.kind(tree.callCallee(e)) == .member else { return false }
        let base = tree.member(tree.callCallee(e)).base
        return tree.kind(base) == .identifier && names[tree.nameOf(base)] == "super" && lookup(tree.nameOf(base)) == nil
    }

    /// `super.name(…)` in a class whose base (a class of the file) has that method: the
    /// base's method.
    func superMethod(_ call: NodeID) -> Int32? {
        guard let sw = currentClass?.swift, !sw.superMethods.isEmpty else { return nil }
        return sw.superMethods[callKey(call)]
    }

    /// `self.init(…)` in a view class's convenience init: another of its inits (the written
    /// `init(frame:)` among them), or UIView's `init(frame:)`, which gives the view its frame.
    func viewDelegatingInit(_ s: NodeID, _ e: NodeID, _ sw: SwiftClass, _ nr: SourceRange) {
        guard let current = currentFunction, current.name == "init", fnLevel == 1 else {
            typeArgs(ofCall: e)
            error("'self.init(…)' is called in an initializer", nr); unit.res[s.index] = .error
            return
        }
        let inits = (sw.setup + sw.inits).filter { unit.functions[Int($0)].name == "init" && unit.functions[Int($0)] !== current }
        if let k = inits.first(where: { labelsFit(e, unit.functions[Int($0)]) }) {
            _ = userCall(e, k, hopsFrom: 0)
            unit.res[s.index] = .evaluate
            return
        }
        typeArgs(ofCall: e)
        if callKey(e) == "init(frame:)" { unit.res[s.index] = .skip; return }   // UIView's: run as super.init(frame:) is
        if callKey(e) == "init()" {
            // UIView's init(), which is init(frame: .zero) — and calls the class's own
            // `init(frame:)` when it overrides one, which this does not run: an error rather
            // than a view its init did not set up.
            if inits.contains(where: { memberKey(unit.functions[Int($0)].node) == "init(frame:)" }) {
                error("'self.init()' of a class that overrides 'init(frame:)' is outside the supported Swift subset: write 'self.init(frame: .zero)' (UIView's init() calls it so) (docs/language.md §13)", nr)
                unit.res[s.index] = .error
                return
            }
            unit.res[s.index] = .skip
            return
        }
        let forms = (["init(frame:)"] + inits.map { unit.functions[Int($0)].signature }).map { "'\($0)'" }
        error("no initializer of '\(currentClass?.name ?? "")' takes these arguments (\(Array(Set(forms)).sorted().joined(separator: ", ")))", nr)
        unit.res[s.index] = .error
    }

    /// The type of an expression that is a plain name, without checking it again.
    func lookupType(_ n: NodeID) -> VType? {
        guard tree.kind(n) == .identifier, let b = lookup(tree.nameOf(n)) else { return nil }
        if case .swift(_, _, let t, _) = b { return t }
        return nil
    }

    // MARK: assignment

    /// Whether an assignment's target is known to hold a value that is not optional: a
    /// variable or stored property so declared, or an element of a list of such values (a
    /// dictionary's subscript takes an optional: nil removes the key).
    func assignsPlainValue(_ target: NodeID) -> Bool {
        if tree.kind(target) == .subscripted {
            guard case .list(let e)? = assignedType(tree.subscripted(target).base), let e else { return false }
            if case .optional = e { return false }
            return true
        }
        guard let t = assignedType(target) else { return false }
        if case .optional = t { return false }
        return true
    }

    func checkAssign(_ s: NodeID) {
        let a = tree.assign(s)
        // `grid[i] = v` of a value of the file's struct or class: its subscript's setter.
        if let set = tree.subscriptAccessors(a.target)?.set, case .structure(_, let k)? = expr(tree.subscripted(a.target).base) {
            unit.res[s.index] = .evaluate
            unit.res[a.target.index] = .subscripted
            _ = structMethodCall(set, tree.subscripted(a.target).base, k, names.intern("$set subscript"), tree.range(a.target))
            if case .structCall = unit.res[set.index] {} else { unit.res[s.index] = .error }
            return
        }
        unit.res[s.index] = .error
        defer { intAssignment(s, a.op, a.target) }
        if case .swift = place, [.wrapAdd, .wrapSub, .wrapMul].contains(a.op), !isKnownInt(a.target) || !isKnownInt(a.value) {
            wrappingOutside(a.op, tree.range(s))
            return
        }
        if tree.kind(a.value) == .closure || tree.kind(a.value) == .dictionary { closureExpectation = assignedType(a.target) }
        if tree.kind(a.value) == .closure { closureParamKinds = assignedParamKinds(a.target) }
        var vt = expr(a.value)
        if a.op == .none, tree.isStoredUnwrap(a.value), !assignsPlainValue(a.target) {
            // `x = other.title` of a `String!` into an optional (or a target whose type is not
            // known here): Swift stores the optional itself — nil too — and unwraps only where
            // the target wants a plain value (`board[cell] = currentPlayer` into a `[Player]`).
            let operand = expr(tree.unary(a.value).operand)
            if case .optional? = operand { unit.res[a.value.index] = .skip; vt = operand }
        }
        if case .swift = place, numberKind(a.target).kind == .int { typeLiteralAsInt(a.value) }
        // The target: a name, a member chain on a name, a view property, a path's setting.
        var members: [String] = []
        var cur = a.target
        while tree.kind(cur) == .member {
            members.insert(names[tree.member(cur).name], at: 0)
            cur = tree.member(cur).base
        }
        let tr = tree.range(a.target)
        if tree.kind(cur) == .subscripted { checkElementAssign(s, a.op, a.value, vt, after: members, subscript: cur); return }
        // `(layer as! CAShapeLayer).path = p`: a property of the view or layer a value is.
        let madeBase = tree.kind(cur) != .identifier && !members.isEmpty ? expr(cur) : nil
        if case .view(let vk)? = madeBase {
            viewValueAssign(s, a, vk, members, vt, tr)
            return
        }
        // `a.constraint(equalTo: b).isActive = true`: a setting of the reference a call makes.
        if let t = madeBase, members.count == 1, let entry = SettableObjects.table[t.valueType] {
            guard let want = entry.members.first(where: { $0.0 == members[0] })?.1 else {
                error(entry.outside[members[0]] ?? "\(entry.typeName) has no settable member '\(members[0])'", tr); return
            }
            if a.op != .none { error("'\(a.op.spelling)=' on a setting of the value a call makes is outside the supported Swift subset; write '= …'", tr); return }
            if let vt, vt.valueType != want, !(vt.valueType == .symbol && entry.alsoSymbols.contains(members[0])) { error("'\(members[0])' is \(article(want)), not \(article(vt))", tree.range(a.value)); return }
            unit.assignments.append(Assignment(target: .objectProperty(members[0]), operation: -1))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        guard tree.kind(cur) == .identifier else { error("only a variable or its member can be assigned to", tr); return }
        var rootName = tree.nameOf(cur)
        var binding = lookup(rootName)
        if names[rootName] == "self", binding == nil {
            guard !members.isEmpty else { error("'self' cannot be assigned to", tr); return }
            rootName = names.intern(members.removeFirst())
            binding = currentStruct != nil ? structSelfBinding(rootName) : classBinding(rootName)
            if binding == nil && members.isEmpty == false && !(currentClass != nil || currentStruct != nil) { error("'self' is a class's", tr); return }
        } else if names[rootName] == "super", binding == nil, currentClass != nil, currentStruct == nil, !members.isEmpty {
            // `super.frame = r`: UIKit's property (not the class's override of it), or a stored
            // property, the class's own as its base's.
            rootName = names.intern(members.removeFirst())
            if case .swift? = classBinding(rootName) { binding = classBinding(rootName) }
        }
        // `Name.x = …` on a struct's static var: named through its type, so usable anywhere.
        var namedThroughType = false
        if case .structType(let k)? = binding, !members.isEmpty {
            checkStruct(k)
            rootName = names.intern(members.removeFirst())
            binding = unit.structs[Int(k)].statics[rootName]
            guard binding != nil else { error("'\(unit.structs[Int(k)].name)' has no static member '\(names[rootName])'", tr); return }
            namedThroughType = true
        }
        // `Type.x = …`, `Self.x += …`: a static property of one of the file's classes.
        if binding == nil, !members.isEmpty, let c = staticBase(cur) {
            rootName = names.intern(members.removeFirst())
            guard let b = staticMember(c, rootName, tr) else { return }
            binding = b
        } else if !namedThroughType, let b = binding, !memberUsable(b, names[rootName], tree.range(cur)) {
            return
        }
        let rootText = names[rootName]
        // `displayLink.isPaused = true`, `UIDevice.current.isBatteryMonitoringEnabled = true`: a
        // system object's setting changes nothing here.
        if case .swift(_, _, let t?, _)? = binding, !members.isEmpty, t == .object(.systemObject) || t == .optional(.object(.systemObject)) {
            unit.res[s.index] = .systemObject
            return
        }
        if binding == nil, members.count >= 2, unit.isSystemClass(rootText) {
            unit.res[s.index] = .systemObject
            return
        }
        // A view property of the view being set up.
        do {
            var full = ([rootText] + members).joined(separator: ".")
            // In a CALayer subclass, its own `cornerRadius` is a view's `layer.cornerRadius`.
            let inLayer = currentClass?.swift?.isLayer == true
            if inLayer, ViewProperties.table.index["layer." + full] != nil { full = "layer." + full }
            if binding == nil, currentClass != nil || inView, let id = ViewProperties.table.index[full] {
                // `alpha -= 0.1`, `layer.lineWidth += 1`: read as the property reads, changed, set.
                var operation: Int32 = -1, written = vt
                if a.op != .none {
                    guard currentClass != nil, let t = expr(a.target), let given = wantedValue(a.value, vt, as: t) else {
                        if currentClass == nil { error("'\(a.op.spelling)=' on a view property is outside the supported Swift subset; write '\(full) = …'", tr) }
                        return
                    }
                    written = given
                    operation = arithmeticOperation(a.op, t, given, tr)
                    if operation < 0 { return }
                }
                let kind: ViewKindTag = inLayer ? .layer : currentClass?.swift?.isLabel == true ? .label
                    : currentClass.map { inheritsFromUIKit($0.name, "UIImageView") } == true ? .image
                    : currentClass.flatMap { containerKind($0.name) } ?? .view
                let vt = viewPropertyImplicitMember(id, a.value, written)
                if let d = ViewProperties.check(full, vt, in: ViewPlace(kindName: currentClass?.name ?? "view", kind: kind, layerKind: currentClass?.swift?.layerKind), nameRange: tr, valueRange: tree.range(a.value)) {
                    report(d); return
                }
                unit.assignments.append(Assignment(target: .viewProperty(id, name: full), operation: operation))
                unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
                return
            }
        }
        // The view's own geometry, in part: `frame.origin.x = 3`, `bounds.size.width += 4`.
        // A CALayer subclass's own `position.x = 3` is its `layer.position`'s, as a view's
        // `layer.position.x = 3` is.
        var (geometryRoot, parts) = (rootText, members)
        if currentClass?.swift?.isLayer == true, Checker.geometryProperties["layer." + rootText] != nil { geometryRoot = "layer." + rootText }
        if rootText == "layer", parts.count > 1, Checker.geometryProperties["layer." + parts[0]] != nil {
            geometryRoot = "layer." + parts.removeFirst()
        }
        if binding == nil, currentClass != nil, !parts.isEmpty,
           let id = ViewProperties.table.index[geometryRoot], Checker.geometryProperties[geometryRoot] != nil {
            guard let mt = geometryMemberType(geometryRoot, parts, tr) else { return }
            var operation: Int32 = -1
            if a.op != .none, let vt {
                operation = arithmeticOperation(a.op, mt, vt, tr)
                if operation < 0 { return }
            } else if !accepts(mt, vt, at: tree.range(a.value), what: "'\(([rootText] + members).joined(separator: "."))'") {
                return
            }
            unit.assignments.append(Assignment(target: .viewValue(property: id, members: parts, depth: -1), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        guard let binding else {
            // `view.backgroundColor = …` in a view controller: its view's property.
            if rootText == "view", !members.isEmpty, currentClass?.swift?.isViewController == true {
                viewValueAssign(s, a, "UIView", members, vt, tr); return
            }
            if rootText == "view", members.isEmpty, currentClass?.swift?.isViewController == true {
                error("setting a view controller's 'view' (in loadView) is outside the supported Swift subset: its view is the one its placement makes; add subviews to it (docs/language.md §13)", tr); return
            }
            if ["bounds", "frame", "center"].contains(rootText) && inView {
                error("'\(rootText)' is given to a view where it is placed (Name(frame: …)); its drawing is made for it", tr); return
            }
            // `layer.compositingFilter = …`: the view's layer is known, the member set is not —
            // say so, with the layer's settable members, as reading it does.
            if rootText == "layer", let m = members.first, currentClass != nil || inView {
                let settable = ViewProperties.table.names.compactMap { n -> String? in
                    let rest = n.dropFirst(6)
                    return n.hasPrefix("layer.") && !rest.contains(".") ? String(rest) : nil
                }
                let (hint, fix) = didYouMean(m, settable, at: tr)
                error("CALayer has no settable member '\(m)'\(hint)", tr, fixIts: fix); return
            }
            error(unknownName(rootText, tree.range(cur)), tree.range(cur)); return
        }
        if case .getter(let k) = binding, !members.isEmpty, case .view(let vk) = unit.functions[Int(k)].result {
            viewValueAssign(s, a, vk, members, vt, tr); return
        }
        // `cornerRadius = 10` in a class whose extension (of it, or of the UIKit class it
        // inherits from: Parser.mergeExtensions) declares the property with a setter, which
        // a file's other slice holds: the setter, run against the instance. So too a computed
        // variable at the top of the file with a setter (`var doubled: CGFloat { get … set … }`).
        // `+=` and the rest read it through its getter first.
        if case .getter(let k) = binding, members.isEmpty,
           let setter = currentClass?.swift?.table.first(where: { unit.functions[Int($0.function)].name == "$set " + rootText })?.function
            ?? fileSetter(of: k, rootText) {
            let f = unit.functions[Int(setter)]
            guard f.isStatic == unit.functions[Int(k)].isStatic, !f.isStatic else { error("'\(rootText)' cannot be assigned to", tree.range(cur)); return }
            var operation: Int32 = -1
            if a.op != .none {
                guard let t = expr(a.target), let vt = wantedValue(a.value, vt, as: t) else { return }
                operation = arithmeticOperation(a.op, t, vt, tr)
                if operation < 0 { return }
            } else if let want = f.params.first?.type, !accepts(want, vt, at: tree.range(a.value), what: "'\(rootText)'") {
                return
            }
            unit.assignments.append(Assignment(target: .setter(function: setter, hops: fnLevel - f.level), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        guard case .swift(let level, let slot, let type, let mutability) = binding else {
            error("'\(rootText)' cannot be assigned to", tree.range(cur)); return
        }
        // A view made in code (or given by a computed property): a reference, so a `let`
        // view's properties can be set.
        if case .view(let vk)? = type, !members.isEmpty { viewValueAssign(s, a, vk, members, vt, tr); return }
        // A recognizer's settings: a reference too.
        if case .recognizer(let kindName)? = type, members.count == 1 {
            recognizerAssign(s, a, kindName, members[0], vt, tr)
            return
        }
        // A value whose own check failed (reported there): its members are not known.
        if type == nil, !members.isEmpty, mutability == 0 { return }
        // A path's, a paragraph style's, a shadow's settings: references, so a `let` one's change.
        if let type, members.count == 1, referenceSettingAssign(s, a, type, members[0], vt, tr) { return }
        // NumberFormatter's and DateFormatter's settings: references too.
        if let type, let entry = SettableObjects.table[type.valueType], members.count == 1 {
            let pm = members[0]
            guard let want = entry.members.first(where: { $0.0 == pm })?.1 else {
                if let m = entry.outside[pm] { error(m, tr); return }
                let (hint, fix) = didYouMean(pm, entry.members.map(\.0), at: tr)
                error("\(entry.typeName) has no settable member '\(pm)'\(hint)", tr, fixIts: fix); return
            }
            if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return }
            if let vt, vt.valueType != want, !(vt.valueType == .symbol && entry.alsoSymbols.contains(pm)) { error("'\(pm)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return }
            expr(a.target)
            unit.assignments.append(Assignment(target: .objectProperty(pm), operation: a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        // `s.ring.lineWidth = 3` of a `let s` of a struct holding a layer: the member set is the
        // reference's, which a constant struct still holds.
        let throughReference = reachesReference(type, members) || (!members.isEmpty && isClassValue(type))
        if currentStruct != nil, immutableSelf, level == 0, !throughReference {
            error("cannot assign to property: 'self' is immutable (mark the method 'mutating')", tr); return
        }
        if mutability == 0, case .structure(_, let k)? = type, !members.isEmpty, !unit.structs[Int(k)].isClass, !throughReference {
            error("cannot assign to property: '\(rootText)' is a 'let' constant", tr); return
        }
        if mutability == 0, rootText == "self" {
            error("cannot assign to value: 'self' is immutable (mark the method 'mutating')", tree.range(cur)); return
        }
        // A CGContext is a reference too: a `let` holding one may have its properties set, as
        // Swift allows, so the member is what is named.
        if mutability == 0, members.isEmpty || !(isClassValue(type) || type?.valueType == .context || throughReference) {
            error("cannot assign to '\(rootText)': it is a 'let' constant; declare it with 'var'", tree.range(cur)); return
        }
        if mutability == 2, !members.isEmpty, !isClassValue(type) {
            error("'\(rootText)' is set before its members can be", tree.range(cur)); return
        }
        // The member chain's type, and the Swift number type of its last member.
        var t = type
        var memberKind: SwiftNumberKind? = nil
        for (mi, m) in members.enumerated() {
            memberKind = nil
            guard let bt = t else { break }
            if let step = tupleMemberStep(bt, m, tr) {
                guard let (place, et) = step else { return }
                members[mi] = place
                t = et
                continue
            }
            if case .structure(_, let k) = bt {
                checkStruct(k)
                let info = unit.structs[Int(k)]
                guard let i = info.field(m) else {
                    if mi == members.count - 1, memberSetterAssign(s, a, k, m, vt, tr) { return }
                    // `holder.comp.x += 1`: set through the setter (observedInstanceMember).
                    if mi < members.count - 1, let get = settableComputed(info, m) {
                        t = get.result
                        memberKind = get.resultKind
                        continue
                    }
                    if let said = computedInPlace(info, m) {
                        error("cannot assign to property: " + said, tr)
                    } else {
                        error("value of type '\(info.name)' has no member '\(m)'", tr)
                    }
                    return
                }
                // A `let` holding a reference (a layer, a view, an instance of a class) keeps it;
                // the reference's own members may still be set (`holder.ring.path = p`).
                let last = mi == members.count - 1
                if !info.fields[i].isVar, last || !isObject(info.fields[i].type) {
                    error("cannot assign to property: '\(m)' is a 'let' constant", tr); return
                }
                if !last, case .view(let vk)? = info.fields[i].type {
                    viewValueAssign(s, a, vk, Array(members[(mi + 1)...]), vt, tr); return
                }
                if mi == members.count - 2, let ft = info.fields[i].type, referenceSettingAssign(s, a, ft, members[mi + 1], vt, tr) { return }
                // Its observers run when the struct's own code sets it (SwiftLowering's setter),
                // and when it is set through a value (`model.level = 3`), through that setter as
                // a computed property's is; deeper (`model.level.x = 3`), they would be skipped:
                // named rather than drawn wrong.
                if !info.isClass, case .function? = info.members[names.intern("$set " + m)] {
                    if mi == members.count - 1, memberSetterAssign(s, a, k, m, vt, tr) { return }
                    error("setting '\(m)', a property with observers, from outside '\(info.name)' is outside the supported Swift subset: set it in a method of '\(info.name)'", tr)
                    return
                }
                // Of an instance of a class (a reference), its observers run when it is set from
                // outside the class's code, as Swift runs them: set through the instance.
                if info.isClass, mi == members.count - 1, tree.kind(a.target) == .member,
                   case .function? = info.members[names.intern("$set " + m)] {
                    if a.op == .none, let ft = info.fields[i].type, !accepts(ft, vt, at: tree.range(a.value), what: "'\(m)'") { return }
                    guard let operation = compoundOperation(s, vt) else { return }
                    expr(tree.member(a.target).base)
                    unit.assignments.append(Assignment(target: .instanceStored(m, depth: 1), operation: operation))
                    unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
                    return
                }
                t = info.fields[i].type
                memberKind = info.fieldKinds[i]
                continue
            }
            guard let mt = registry.settableMembers[bt.valueType]?[m] else {
                if bt.valueType == .rect, ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"].contains(m) {
                    error("'\(m)' of a CGRect is read-only; set 'size.\(m == "width" || m == "height" ? m : "…")' or 'origin' instead", tr)
                } else if bt.valueType == .context, m == "interpolationQuality", members.count == 1, a.op == .none {
                    if let vt, vt.valueType != .symbol { error("interpolationQuality is a CGInterpolationQuality (.none, .low, .medium, .high, .default), not \(article(vt))", tree.range(a.value)); return }
                    expr(tree.member(a.target).base)
                    unit.assignments.append(Assignment(target: .contextSetting(m), operation: -1))
                    unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
                } else if bt.valueType == .context, m == "textMatrix", members.count == 1, a.op == .none, isIdentityTransform(a.value) {
                    // Core Text code's `context.textMatrix = .identity` before CTFrameDraw: the
                    // text matrix a drawing's context has (CoreText.swift draws with it).
                    expr(tree.member(a.target).base)
                    unit.res[s.index] = .systemObject
                } else if bt.valueType == .context, ["textMatrix", "textPosition"].contains(m) {
                    error("setting CGContext's '\(m)' is outside the supported Swift subset (docs/language.md §13)", tr)
                } else {
                    error("\(bt.name) has no settable member '\(m)'", tr)
                }
                return
            }
            t = mt
        }
        var operation: Int32 = -1, userOperation: Int32 = -1
        if a.op != .none {
            guard let t, let vt = wantedValue(a.value, vt, as: t) else { return }
            if let k = compoundOperatorFunction(s, a.op, t, vt) {
                userOperation = k
            } else {
                operation = arithmeticOperation(a.op, t, vt, tr)
                if operation < 0 { return }
                // `s.n /= 2`, `s.n += k` of a struct's or a class's `Int` member: an Int's, as Swift's.
                // (Of an Int itself: `s.items += [2]` of an `[Int]` member appends.)
                if memberKind == .int, t.valueType == .number, case .swift = place, let id = Operators.integerOperationID(a.op) { operation = id }
                // (`s.total += 0.1` of a `Float` member: rounded to a Float.)
                if memberKind == .float, t.valueType == .number, case .swift = place, let id = Operators.floatOperationID(a.op) { operation = id }
            }
        } else if let t {
            if !accepts(t, vt, at: tree.range(a.value), what: "'\(([rootText] + members).joined(separator: "."))'") { return }
        }
        // Reading the root resolves it (for the compound operators and member updates).
        let hops: Int32 = level < 0 ? -1 : fnLevel - level
        var assignment = Assignment(target: observedInstanceMember(type, members, hops: hops, slot: slot) ?? .slot(hops: hops, slot: slot, members: members),
                                    operation: operation, userOperation: userOperation, type: t?.zeroType)
        // `self = .one` in a mutating method of an enum with raw values: `rawValue` follows.
        if rootText == "self", level == 0, members.isEmpty, case .enumeration(let e)? = type,
           let k = unit.enums.firstIndex(where: { $0.name == e }), unit.enums[k].raw != nil { assignment.enumRaw = Int32(k) }
        unit.assignments.append(assignment)
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
    }

    /// `grid.cellCount = 3`, `model.level += 1`: a computed property with a setter of a value of
    /// the file's struct or plain class, reached through a member: its setter runs with the new
    /// value (for `+=` and the rest, its getter's value changed), as Swift runs it; a struct's
    /// changed value is stored back where it is held (a `var`, a list's element, a property
    /// with observers — mutatingReceiver), an instance of a class is a reference. False, and
    /// nothing said, when the property has no setter.
    /// A stored property with observers of a struct's value is set so too: its setter stores
    /// the value and runs the observers, as the struct's own code sets it.
    func memberSetterAssign(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ k: Int32, _ m: String, _ vt: VType?, _ tr: SourceRange) -> Bool {
        let info = unit.structs[Int(k)]
        guard tree.kind(a.target) == .member, case .function(let set)? = info.members[names.intern("$set " + m)] else { return false }
        let pt: VType, kind: SwiftNumberKind
        if case .getter(let get)? = info.members[names.intern(m)] {
            (pt, kind) = (unit.functions[Int(get)].result, unit.functions[Int(get)].resultKind)
        } else if let i = info.field(m), let ft = info.fields[i].type {
            (pt, kind) = (ft, info.fieldKinds[i] ?? .double)
        } else {
            return false
        }
        let base = tree.member(a.target).base
        var receiver: (target: AssignTarget, observer: AssignTarget?)? = nil
        if !info.isClass {
            guard let r = mutatingReceiver(base, what: "cannot assign to property") else { return true }
            receiver = r
        }
        var operation: Int32 = -1
        if a.op != .none {
            guard let vt = wantedValue(a.value, vt, as: pt) else { return true }
            operation = arithmeticOperation(a.op, pt, vt, tr)
            if operation < 0 { return true }
            // `grid.cellCount /= 2` of an `Int` property: an Int's operation, as Swift's.
            if kind == .int, pt.valueType == .number, case .swift = place,
               let id = Operators.integerOperationID(a.op) { operation = id }
            if kind == .float, pt.valueType == .number, case .swift = place,
               let id = Operators.floatOperationID(a.op) { operation = id }
            expr(a.target)   // the getter's value, changed
        } else {
            if !accepts(pt, vt, at: tree.range(a.value), what: "'\(m)'") { return true }
            expr(base)
        }
        unit.structCalls.append(StructCall(function: set, argForParam: [], writeBack: receiver?.target, observer: receiver?.observer))
        unit.assignments.append(Assignment(target: .memberSetter(Int32(unit.structCalls.count - 1)), operation: operation))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
        return true
    }

    /// Whether `n` is written `.identity` or `CGAffineTransform.identity`.
    func isIdentityTransform(_ n: NodeID) -> Bool {
        switch tree.kind(n) {
        case .implicitMember: return names[tree.nameOf(n)] == "identity"
        case .member:
            let m = tree.member(n)
            return names[m.name] == "identity" && tree.kind(m.base) == .identifier && names[tree.nameOf(m.base)] == "CGAffineTransform" && lookup(tree.nameOf(m.base)) == nil
        default: return false
        }
    }

    /// The type of the value `value` assigned where a `t` is wanted: a waiting implicit call of
    /// several extensions' static function (`width += .random()`) made the one of `t`'s type.
    func wantedValue(_ value: NodeID, _ vt: VType?, as t: VType) -> VType? {
        if case .symbol? = vt, let made = resolveImplicitCall(value, as: t) { return made }
        // `.big` where extensions of several types declare one: the wanted type's.
        if case .symbol? = vt, tree.kind(value) == .implicitMember, let made = extensionImplicitStatic(value, of: t.valueType),
           made.valueType == t.valueType { return made }
        return vt
    }

    /// `p.lineWidth = 2` of a path, `style.alignment = .center` of a paragraph style, `shadow.shadowBlurRadius = 3`
    /// of a shadow: a setting of a reference, however the reference is reached (a `let`, another
    /// instance's property); true when handled here (set, or its error reported).
    func referenceSettingAssign(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ type: VType, _ pm: String, _ vt: VType?, _ tr: SourceRange) -> Bool {
        if type == .path {
            let kinds: [String: ValueType] = ["lineWidth": .number, "miterLimit": .number, "flatness": .number, "lineCapStyle": .symbol,
                                             "lineJoinStyle": .symbol, "usesEvenOddFillRule": .bool]
            guard let want = kinds[pm] else { error("UIBezierPath has no settable member '\(pm)'", tr); return true }
            if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return true }
            if let vt = wantedValue(a.value, vt, as: VType(want)), vt.valueType != want { error("'\(pm)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return true }
            expr(a.target)   // resolves the path's name
            unit.assignments.append(Assignment(target: .pathProperty(pm), operation: a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return true
        }
        if type.valueType == .paragraphStyle || type.valueType == .textShadow {
            let table = type.valueType == .paragraphStyle ? AttributedStrings.paragraphMembers : AttributedStrings.shadowMembers
            let typeName = type.valueType == .paragraphStyle ? "NSMutableParagraphStyle" : "NSShadow"
            guard let want = table.first(where: { $0.0 == pm })?.1 else {
                let (hint, fix) = didYouMean(pm, table.map(\.0), at: tr)
                error("\(typeName) has no settable member '\(pm)'\(hint)", tr, fixIts: fix); return true
            }
            if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return true }
            if let vt, vt.valueType != want, !(want == .size && vt.isZero(for: .size)) { error("'\(pm)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return true }
            expr(a.target)
            unit.assignments.append(Assignment(target: .objectProperty(pm), operation: a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return true
        }
        return false
    }

    /// `v.member = value` on a view made in code (of class `vk`) — a reference, so a `let` view's,
    /// or one a computed property gives, has its properties set.
    func viewValueAssign(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ vk: String, _ members: [String], _ vt: VType?, _ tr: SourceRange, baseChecked: Bool = false) {
        if members.count == 1, let c = unit.visible[names.intern(vk)],
           let p = parameterTypes(c).first(where: { $0.name == members[0] }) {
            if a.op == .none, let want = p.type, !accepts(want, vt, at: tree.range(a.value), what: "parameter '\(p.name)' of '\(vk)'") { return }
            // `other.value += 1`: read, changed and set (a Bool's state takes no `+=`: Swift's error).
            guard let operation = compoundOperation(s, vt) else { return }
            expr(tree.member(a.target).base)
            unit.assignments.append(Assignment(target: .instanceParameter(p.name, depth: 1), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return
        }
        if members.count == 1, let done = instanceStoredAssign(s, vk, members[0], vt) { _ = done; return }
        // `ring.path.lineWidth = 3` of a class's own `var path = UIBezierPath()`: its property,
        // not the layer's of that name.
        let ownFirst = members.count >= 2 && declaresInstanceProperty(vk, members[0])
        var found: (Int32, Int)? = nil
        // A layer's own properties are its view's `layer.…` ones (`shape.cornerRadius`),
        // its class's (`shape.path`) or UIView's geometry (`shape.frame`).
        let isLayer = layerKind(vk) != nil
        var full = ""
        for k in stride(from: min(members.count, 2), through: 1, by: -1) where !ownFirst {
            let written = members[0..<k].joined(separator: ".")
            var name = isLayer && k == 1 && ViewProperties.table.index["layer." + written] != nil ? "layer." + written : written
            if k == 1, let alias = Kinds.layerPropertyAliases[vk]?[written] { name = alias }
            if let i = ViewProperties.table.index[name] { found = (i, k); full = name; break }
        }
        guard let (id, len) = found else {
            // `other.shapeLayer.lineWidth = 2`, `other.ring.path = p`: a property of the instance
            // (stored or computed) whose value is a view or a layer, a reference: the rest is
            // set on that value.
            if members.count >= 2, !baseChecked {
                var held = a.target
                for _ in 1..<members.count { held = tree.member(held).base }
                switch expr(held) {
                case .view(let inner)?: viewValueAssign(s, a, inner, Array(members.dropFirst()), vt, tr, baseChecked: true); return
                case nil: return   // named by the read
                case let t?:
                    if members.count == 2, referenceSettingAssign(s, a, t, members[1], vt, tr) { return }
                    if instanceMemberAssign(s, a, vk, members, held: t, vt) { return }
                }
            }
            error("\(vk) has no settable property '\(members[0])'", tr); return
        }
        let rest = Array(members[len...])
        var t: VType? = nil
        var operation: Int32 = -1, vt = vt
        if rest.isEmpty {
            // `bar.alpha -= 0.1`, `ring.strokeEnd += 0.25`: read as the property reads, changed, set.
            if a.op != .none {
                guard let t = expr(a.target), let given = wantedValue(a.value, vt, as: t) else { return }
                vt = given
                operation = arithmeticOperation(a.op, t, given, tr)
                if operation < 0 { return }
            }
            let kind: ViewKindTag = inheritsFromUIKit(vk, "UILabel") ? .label : inheritsFromUIKit(vk, "UIImageView") ? .image : vk == "UIView" || vk == Builtins.buttonKind ? .view : isLayer ? .layer
                : containerKind(vk) ?? .component
            // `label.text = name` of a `String?`: nil sets the property's nil value.
            var given = viewPropertyImplicitMember(id, a.value, vt)
            if case .optional(let inner)? = vt, LabelContent.nilValues[full] != nil { given = inner == .void ? nil : inner }
            if let d = ViewProperties.check(full, given, in: ViewPlace(kindName: vk, kind: kind, layerKind: layerKind(vk)), nameRange: tr, valueRange: tree.range(a.value)) {
                report(d); return
            }
        } else {
            guard Checker.geometryProperties[full] != nil else { error("'\(full)' of a view is set whole here", tr); return }
            guard let mt = geometryMemberType(full, rest, tr) else { return }
            t = mt
        }
        if !rest.isEmpty, a.op != .none, let t, let vt {
            operation = arithmeticOperation(a.op, t, vt, tr)
            if operation < 0 { return }
        } else if a.op == .none, let t, !accepts(t, vt, at: tree.range(a.value), what: "'\(full).\(rest.joined(separator: "."))'") {
            return
        }
        var root = a.target
        for _ in members { root = tree.member(root).base }
        if !baseChecked { expr(root) }
        unit.assignments.append(Assignment(target: .viewValue(property: id, members: rest, depth: members.count), operation: operation))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
        return
    }

    /// Whether `members` of a value of `type` pass through a reference before their last one
    /// (`s.ring.lineWidth` of a struct whose `ring` is a layer): what is set is then the
    /// reference's, wherever the value is held.
    func reachesReference(_ type: VType?, _ members: [String]) -> Bool {
        var t = type
        for m in members.dropLast() {
            guard case .structure(_, let k)? = t else { return false }
            checkStruct(k)
            let info = unit.structs[Int(k)]
            guard let i = info.field(m) else { return false }
            t = info.fields[i].type
            if isObject(t) { return true }
        }
        return false
    }

    /// Whether a value of the type is an object — a view, a layer, a path, the context, an
    /// instance of a class of the file —, changed where it is rather than copied.
    func isObject(_ t: VType?) -> Bool {
        guard let t else { return false }
        return isReference(t) || isClassValue(t)
    }

    /// Whether a value is an instance of a class that is not a view (a reference).
    func isClassValue(_ t: VType?) -> Bool {
        if case .structure(_, let k)? = t { return unit.structs[Int(k)].isClass }
        return false
    }

    /// A view's geometry properties that may be set in part (`frame.origin.x = 3`).
    static let geometryProperties: [String: VType] = ["frame": .rect, "bounds": .rect, "center": .point, "transform": .transform,
                                                      "layer.position": .point, "layer.anchorPoint": .point,
                                                      // A shadow's offset in part (`layer.shadowOffset.height = y`).
                                                      "layer.shadowOffset": .size,
                                                      // A button's (`titleEdgeInsets.left = 8` in a UIButton subclass's init).
                                                      "contentEdgeInsets": .insets, "titleEdgeInsets": .insets]

    /// The type of `members` of the geometry property `property`; nil (reported) when one is
    /// not settable.
    func geometryMemberType(_ property: String, _ members: [String], _ r: SourceRange) -> VType? {
        guard var t = Checker.geometryProperties[property] else { return nil }
        for m in members {
            guard let next = registry.settableMembers[t.valueType]?[m] else { error("\(t.name) has no settable member '\(m)'", r); return nil }
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
            if case .swift = place, op == .div, t == .number, vt == .number { return Operators.swiftDivisionID }
            return id
        case .failure(let d): report(d); return -1
        }
    }

    /// The error for a wrapping operator (`&+`, `&-`, `&*`) on operands not both known Ints.
    func wrappingOutside(_ op: Operator, _ r: SourceRange) {
        error("'\(op.spelling)' on a value not known to be an Int (an integer type other than Int, such as `UInt8`, `Int32` or `UInt`, wraps at its own width; a list's element, a field or a call's result may be one) is outside the supported Swift subset (docs/language.md §13)", r)
    }

    /// `n /= 2`, `n += k` of an Int (a variable, a property, an element of a list of Ints): an
    /// Int's division, truncated toward zero, and sums and products that trap on overflow (a
    /// UInt's below 0), as Swift's; `f += 0.1` of a Float: rounded to a Float.
    func intAssignment(_ s: NodeID, _ op: Operator, _ target: NodeID) {
        guard case .swift = place, case .assign(let k) = unit.res[s.index],
              unit.assignments[Int(k)].operation == (op == .div ? Operators.swiftDivisionID : Operators.ids[Operators.Key(op: op, lhs: .number, rhs: .number)]) else { return }
        // `f += 0.1` of a Float: rounded to a Float, as Swift's.
        if let f = Operators.floatOperationID(op), numberKind(target).kind == .float { unit.assignments[Int(k)].operation = f; return }
        guard let id = Operators.integerOperationID(op), numberKind(target).kind == .int else { return }
        if let u = Operators.unsignedOperationID(op), isUnsigned(target) { unit.assignments[Int(k)].operation = u; return }
        unit.assignments[Int(k)].operation = id
    }

    /// Whether `res` is the division of two numbers (`.view` code's or Swift's floating one),
    /// which Swift's Int operands make an Int's.
    static func isNumberDivision(_ res: Res) -> Bool {
        switch res {
        case .arithmetic(.div): return true
        case .binary(let id): return id == Operators.swiftDivisionID
        default: return false
        }
    }

    /// A member of the class being checked, by name (for `self.name`).
    func classBinding(_ name: Name) -> Binding? {
        guard currentClass != nil else { return nil }
        // The class's scope is the one its members were declared in: search from the
        // outermost declaration of the name inward for a level-0 binding.
        var i = innermost.indices.contains(Int(name.raw)) ? innermost[Int(name.raw)] : -1
        var found: Binding? = nil
        // A method kept beside a property of its name is not what the name reads.
        let beside = currentClass?.swift?.methodsBeside[name] != nil
        while i >= 0 {
            let d = decls[Int(i)]
            switch d.binding {
            case .function where beside: break
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
    func userCall(_ n: NodeID, _ first: Int32, hopsFrom level: Int32) -> VType? {
        guard let (k, types) = chooseOverload(n, first) else { return nil }
        let f = unit.functions[Int(k)]
        // A mutating method of an enum called bare where `self` is immutable (a method that is not mutating).
        if f.enumIndex >= 0, unit.enums[Int(f.enumIndex)].mutating.contains(k), case .swift(_, _, _, 0)? = lookup(names.intern("self")) {
            error("cannot use mutating member on immutable value: 'self' is immutable (mark the method 'mutating')", tree.range(tree.kind(n) == .call ? tree.callCallee(n) : n))
            if types == nil, tree.kind(n) == .call { typeArgs(ofCall: n) }
            return nil
        }
        guard let map = matchArguments(n, f, argumentTypes: types) else { return nil }
        throwingCall(f, n)
        unit.calls.append(UserCall(function: k, hops: fnLevel - level, argForParam: map))
        unit.res[n.index] = .userCall(Int32(unit.calls.count - 1))
        typeLiteralsAsIntParameters(n, f, map)
        return f.result
    }

    /// An Int literal division given to an `Int` parameter (`f(7 / 2)` of `f(_ x: Int)`) is an Int's.
    func typeLiteralsAsIntParameters(_ n: NodeID, _ f: UserFunction, _ map: [Int]) {
        guard pendingIntLiterals > 0, tree.kind(f.node) == .funcDecl else { return }
        let params = tree.funcDecl(f.node).params
        for (pi, ai) in map.enumerated() where ai >= 0 && ai < tree.callArgCount(n) && pi < params.count {
            if numberKind(ofType: params[pi].type) == .int { typeLiteralAsInt(tree.callArgValue(n, ai)) }
        }
    }

    /// The argument each parameter of `f` takes in the call `n` (-1: its default): labels in
    /// order, defaults, types; nil (reported unless `quiet`) when they do not fit.
    func matchArguments(_ n: NodeID, _ f: UserFunction, quiet: Bool = false, argumentTypes: [VType?]? = nil) -> [Int]? {
        let argc = tree.callArgCount(n)
        var types: [VType?] = argumentTypes ?? []
        let wasSilent = silent
        if quiet { silent = true }
        defer { silent = wasSilent }
        // A closure is checked once its parameter is known, against that parameter's type.
        if argumentTypes == nil {
            for i in 0..<argc { types.append(tree.kind(tree.callArgValue(n, i)) == .closure ? nil : argumentType(tree.callArgValue(n, i))) }
        }
        var map: [Int] = []
        var ai = 0
        var ok = true
        var writeBacks: [(param: Int, target: AssignTarget)] = []
        for (pi, p) in f.params.enumerated() {
            let label = ai < argc ? tree.callArgLabel(n, ai).map { names[$0] } : nil
            let trailing = label == SyntaxTree.trailingLabel && p.type.map(isFunctionType) == true
            if f.variadicParams.contains(pi) {
                map.append(variadicArguments(n, f, pi, label == p.label, &ai, types, &ok))
            } else if ai < argc, label == p.label || trailing {
                // (`[:]` is typed by the parameter: a dictionary of its type.)
                if tree.kind(tree.callArgValue(n, ai)) == .closure || (tree.kind(tree.callArgValue(n, ai)) == .dictionary && tree.listItems(tree.callArgValue(n, ai)).isEmpty) {
                    closureExpectation = p.type
                    if tree.kind(tree.callArgValue(n, ai)) == .closure, tree.kind(f.node) == .funcDecl, pi < tree.funcDecl(f.node).params.count {
                        closureParamKinds = functionParamKinds(ofType: tree.funcDecl(f.node).params[pi].type)
                    }
                    types[ai] = expr(tree.callArgValue(n, ai))
                }
                if !inoutFits(n, f, pi, ai, &writeBacks) { ok = false }
                let arg = tree.callArgValue(n, ai)
                if tree.isStoredUnwrap(arg) {
                    // A `T!` given to an optional parameter is passed as the optional (nil on),
                    // to any other unwrapped, as Swift does.
                    if case .optional? = p.type, case .optional? = expr(tree.unary(arg).operand) {
                        unit.res[arg.index] = .skip
                        types[ai] = expr(tree.unary(arg).operand)
                    } else if case .skip = unit.res[arg.index] {
                        unit.res[arg.index] = .none
                        types[ai] = expr(arg)
                    }
                }
                if let want = p.type, !accepts(want, types[ai], at: tree.range(arg), what: "argument '\(p.label ?? p.name)' of '\(f.signature)'") { ok = false }
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
        if !f.inoutParams.isEmpty { unit.inoutWriteBacks[n.raw] = writeBacks }
        return ok ? map : nil
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
        switch tree.kind(base) == .identifier ? lookup(baseName) ?? staticExtension?.nestedTypes[baseName] : nestedType(base) {
        case .enumType(let k)?:
            let info = unit.enums[Int(k)]
            unit.res[base.index] = .none
            guard info.cases.contains(text) else { return (enumStatic(n, k, name, nr), ()) }
            unit.res[n.index] = .constant(unit.constant(.symbol(text)))
            return (.enumeration(info.name), ())
        case .structType(let k)?:
            checkStruct(k)
            unit.res[base.index] = .none
            if case .getter(let g)? = unit.structs[Int(k)].statics[name] { return (getterCall(n, g), ()) }
            guard let b = unit.structs[Int(k)].statics[name], case .swift(let level, let slot, let t, _) = b else {
                if unit.structs[Int(k)].field(text) != nil || unit.structs[Int(k)].members[name] != nil {
                    error("instance member '\(text)' cannot be used on type '\(names[baseName])'", nr)
                    unit.res[n.index] = .error
                    return (nil, ())
                }
                let (hint, fix) = didYouMean(text, unit.structs[Int(k)].statics.keys.map { names[$0] }, at: nr)
                error("'\(names[baseName])' has no member '\(text)'\(hint)", nr, fixIts: fix)
                unit.res[n.index] = .error
                return (nil, ())
            }
            unit.res[n.index] = swiftSlotRes(level, slot)
            return (t, ())
        case nil where staticBase(base) != nil:
            let c = staticBase(base)!
            unit.res[base.index] = .none
            unit.res[n.index] = .error
            guard let b = staticMember(c, name, nr) else { return (nil, ()) }
            switch b {
            case .swift(let level, let slot, let t, _):
                unit.res[n.index] = swiftSlotRes(level, slot)
                return (t, ())
            case .getter(let k):
                return (getterCall(n, k), ())
            case .function(let k):
                error("'\(text)' is a method; call it with '(…)' (\(unit.functions[Int(k)].signature))", nr)
            default:
                error("'\(c.name).\(text)' is a type; name one of its members", nr)
            }
            return (nil, ())
        case nil where names[baseName] == "self" && currentStruct != nil:
            unit.res[base.index] = .none
            switch structSelfBinding(name) {
            case .swift(let level, let slot, let t, _)?:
                unit.res[n.index] = swiftSlotRes(level, slot)
                return (t, ())
            case .getter(let k)?:
                return (getterCall(n, k), ())
            default:
                unit.res[n.index] = .error
                return (structMember(n, currentStruct!, name, nr), ())
            }
        case nil where names[baseName] == "super" && inHeir && !staticContext:
            unit.res[base.index] = .none
            return (superMember(n, name, nr), ())
        case nil where names[baseName] == "super" && currentClass != nil && !staticContext:
            unit.res[base.index] = .none
            // A computed property of the class of the file it inherits from: that class's getter.
            if let k = currentClass?.swift?.superMethods[text], tree.kind(unit.functions[Int(k)].node) == .varDecl {
                let t = getterCall(n, k)
                if case .userCall(let i) = unit.res[n.index] { unit.calls[Int(i)].direct = true }
                return (t, ())
            }
            // A stored property (its base's are its own), or UIKit's (`super.frame`, never the
            // class's override of it).
            if case .swift(let level, let slot, let t, _)? = classBinding(name) {
                unit.res[n.index] = swiftSlotRes(level, slot)
                return (t, ())
            }
            return (viewOwnMember(n, base, name, nr), ())
        case nil where names[baseName] == "self" && currentClass != nil:
            unit.res[base.index] = .none
            if let b = classBinding(name), !memberUsable(b, text, nr) { unit.res[n.index] = .error; return (nil, ()) }
            switch classBinding(name) {
            case .swift(let level, let slot, let t, _)?:
                unit.res[n.index] = swiftSlotRes(level, slot)
                return (t, ())
            case .getter(let k)?:
                return (getterCall(n, k), ())
            case .function(let k)?:
                return (functionValue(n, k, text, nr), ())
            default:
                return (viewOwnMember(n, base, name, nr), ())
            }
        default:
            return nil
        }
    }
}

extension Checker {
    /// `self.name` (or `super.name`) in a view class's code where `name` is none of the
    /// class's members: the view's own (`bounds`, `frame`, `transform`, a control's `state`).
    func viewOwnMember(_ n: NodeID, _ base: NodeID, _ name: Name, _ nr: SourceRange) -> VType? {
        let text = names[name]
        // self.bounds, self.frame, …: the view's own.
        if let p = info(name).ambientPlace, p == .view || (p == .viewController && p.contains(self)), let k = info(name).ambient {
            unit.res[n.index] = .ambient(k)
            return Ambients.table[Int(k)].type
        }
        // self.transform, self.alpha, …: read from the view being made, as from any view.
        if case .success(let id) = Checker.resolveMember(.view(currentClass!.name), text, nr) {
            unit.res[base.index] = .selfView
            unit.res[n.index] = .member(id)
            return registry.members[Int(id)].result(.view(currentClass!.name))
        }
        error("the class has no property '\(text)'", nr)
        unit.res[n.index] = .error
        return nil
    }

    // MARK: structs

    /// `struct Name { … }`: its name is declared here; its members are checked by
    /// `checkStruct` when it is first used or its declarer is done, so that every member of
    /// the enclosing type, and every other struct, may use it whatever the order.
    @discardableResult
    func declareStruct(_ s: NodeID, in owner: String? = nil) -> Int32 {
        let d = tree.structDecl(s)
        unit.structs.append(StructInfo(name: names[d.name], node: s))
        let k = Int32(unit.structs.count - 1)
        unit.structs[Int(k)].path = owner.map { $0 + "." + names[d.name] } ?? names[d.name]
        unit.structs[Int(k)].isClass = tree.isReferenceType(s)
        unit.res[s.index] = .skip
        if declaredHere(d.name) { error("'\(names[d.name])' is already defined in this scope", d.nameRange); return k }
        declare(d.name, .structType(k))
        return k
    }

    /// Checks the members of struct `k` once, in a checker of its own whose scopes hold the
    /// file's names and the struct's `outer` ones (its enclosing types' types and static
    /// members), not the enclosing class's instance members: a struct has no outer `self`.
    func checkStruct(_ k: Int32) {
        let info = unit.structs[Int(k)]
        guard info.state == .declared else { return }   // checked, or being checked (a cycle)
        // A class's base first: the base's methods may make this class (a factory), which
        // then finds the base's members known.
        if let sup = tree.referenceSuperclass(info.node), case .structType(let bk)? = lookup(sup.name), bk != k,
           unit.structs[Int(bk)].state == .declared {
            checkStruct(bk)
            guard info.state == .declared else { return }
        }
        info.state = .checking
        let sub = nestedTypeChecker(info.outer)
        sub.checkStructBody(info.node, k)
        errors += sub.errors
        info.state = .checked
    }

    /// The stored property `m` just declared (its slot the next field's) as a field of `info`,
    /// with its number types.
    func addField(_ info: StructInfo, _ m: NodeID, _ type: VType?) {
        let v = tree.varDecl(m)
        info.fieldKinds[info.fields.count] = decls.last?.kind
        info.fieldTupleKinds[info.fields.count] = decls.last?.tupleKinds
        info.fieldTupleTrees[info.fields.count] = decls.last?.tupleTree
        info.fieldParamKinds[info.fields.count] = decls.last?.paramKinds
        info.fields.append((names[v.name], type, v.value, v.flags.contains(.isVar)))
    }

    func checkStructBody(_ s: NodeID, _ k: Int32) {
        let d = tree.structDecl(s)
        let info = unit.structs[Int(k)]
        var nested: [Int32] = []
        let saved = (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction)
        // The struct's own frame (its members' slots); not the file's top-level frame.
        (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction) =
            (Int32.max, 0, 0, nil, k, false, nil, nil)
        defer { (frameComponent, frameSize, fnLevel, currentClass, currentStruct, staticContext, propertyInitializer, currentFunction) = saved }
        var functions: [(NodeID, Int32)] = []
        var inits: [(NodeID, Int32)] = []
        scoped(.swift, view: false) {
            // A base's names in a scope around the class's own, which hide them.
            inheritBase(s, k)
            pushScope()
            defer { popScope() }
            for m in d.members where tree.kind(m) == .enumDecl {
                declareEnum(m, in: info.path)
                if let e = unit.enums.indices.last, unit.enums[e].node == m { info.nestedTypes[tree.enumDecl(m).name] = .enumType(Int32(e)) }
            }
            let typesStart = decls.count
            for m in d.members where tree.kind(m) == .structDecl {
                let n = declareStruct(m, in: info.path)
                nested.append(n)
                info.nestedTypes[tree.structDecl(m).name] = .structType(n)
            }
            for m in d.members {
                switch tree.kind(m) {
                case .varDecl:
                    let v = tree.varDecl(m)
                    if v.flags.contains(.computed), let f = declareFunction(m, getter: true, in: nil) {
                        functions.append((m, f))
                        if v.flags.contains(.isStatic) { unit.structs[Int(k)].statics[v.name] = .getter(f) } else { info.members[v.name] = .getter(f) }
                    }
                case .funcDecl:
                    let fd = tree.funcDecl(m)
                    if names[fd.name] == "init" {
                        let f = UserFunction(name: "init", nameRange: fd.nameRange, node: m, level: fnLevel, body: fd.body)
                        f.params = fd.params.enumerated().map { i, p in (p.label.map { names[$0] }, names[p.name], Int32(i), swiftType(p.type), p.defaultValue) }
                        unit.functions.append(f)
                        unit.res[m.index] = .skip
                        let fk = Int32(unit.functions.count - 1)
                        info.inits.append(fk); inits.append((m, fk))
                        if info.isClass, writtenModifier(m, "convenience", before: fd.nameRange.lower) { info.convenience.insert(fk) }
                        continue
                    }
                    guard let f = declareFunction(m, getter: false, in: nil) else { continue }
                    functions.append((m, f))
                    // An overload by labels is found through the first of its name (`overloads`).
                    if fd.flags.contains(.isStatic) {
                        if !addOverload(unit.structs[Int(k)].statics[fd.name], f) { unit.structs[Int(k)].statics[fd.name] = .function(f) }
                    } else {
                        if !addOverload(info.members[fd.name], f) { info.members[fd.name] = .function(f) }
                        if writtenModifier(m, "mutating", before: fd.nameRange.lower) {
                            if info.isClass { error("'mutating' is not valid on instance methods in classes", fd.nameRange) } else { info.mutating.insert(f) }
                        } else if !info.isClass, names[fd.name].hasPrefix("$set ") {
                            info.mutating.insert(f)   // a setter (and the observers it runs) changes the struct, as Swift's do
                        }
                    }
                case .enumDecl, .structDecl: break
                default: break
                }
            }
            // A nested struct sees this one's types and static members (its types already
            // while the static properties are checked, whose values may use them).
            func seeOuter() {
                let own = decls[typesStart...].filter { d in
                    switch d.binding {
                    case .enumType, .structType: return true
                    default: return unit.structs[Int(k)].statics[d.name] != nil
                    }
                }.map { ($0.name, $0.binding) }
                for n in nested { unit.structs[Int(n)].outer = info.outer + own }
                for (_, b) in own { if case .enumType(let e) = b { unit.enums[Int(e)].outer = info.outer + own } }
            }
            seeOuter()
            // Static stored properties, their initializers seeing every function. A value may
            // make the type itself (`static let zero = V2(x: 0, y: 0)`, `static let shared =
            // Theme()`): its synthesised initializer is known from the declarations (below,
            // it is made again from the checked properties).
            info.memberwise = declaredMemberwise(s, info)
            for m in staticsInCheckOrder(d.members) {
                let v = tree.varDecl(m)
                if unit.structs[Int(k)].statics[v.name] != nil || declaredHere(v.name) {
                    error("'\(names[v.name])' is already declared in '\(info.name)'", v.nameRange); unit.res[m.index] = .error; continue
                }
                if let b = checkStaticVar(m) { unit.structs[Int(k)].statics[v.name] = b; declare(v.name, b) }
            }
            seeOuter()
            // Stored properties, in order: slots 0, 1, … of the struct's frame.
            var lazy: [NodeID] = []
            for m in d.members {
                switch tree.kind(m) {
                case .varDecl:
                    let v = tree.varDecl(m)
                    if v.flags.contains(.isStatic) || v.flags.contains(.computed) { continue }
                    if v.flags.contains(.inspectable) { error("'@IBInspectable' belongs to a view class's property", v.nameRange) }
                    // A class's `lazy var`: after the others, whose values its initializer may read.
                    if writtenModifier(m, "lazy", before: v.nameRange.lower) {
                        // (Reading a struct's changes the value read, which a copy does not share.)
                        guard info.isClass else {
                            error("a struct's 'lazy var' is outside the supported Swift subset (docs/language.md §13): make it a computed property or set it in 'init'", v.nameRange)
                            unit.res[m.index] = .error
                            continue
                        }
                        if !v.flags.contains(.isVar) { error("'lazy' cannot be used on a let", v.nameRange) }
                        lazy.append(m); continue
                    }
                    guard let r = storedProperty(m, v.name) else { continue }
                    addField(info, m, r.type)
                case .letBinding:
                    let b = tree.binding(m)
                    if let t = constantProperty(m) { info.fields.append((names[b.name], t, b.value, false)) }
                case .funcDecl, .enumDecl, .structDecl: break
                default:
                    error("a \(info.kind) holds properties, methods, initializers and nested types; this statement belongs in a method", tree.range(m))
                    unit.res[m.index] = .error
                }
            }
            // Each runs at the property's first read, in the instance's frame (Frame.lazy).
            for m in lazy {
                guard let r = checkVarDecl(m) else { continue }
                info.lazyFields[info.fields.count] = m
                addField(info, m, r.type)
            }
            finishInheritance(k, ownFunctions: functions)
            // Swift synthesises the memberwise initializer when no init is written: a
            // parameter for each stored property in order, but a `let` that has its value.
            if info.isClass {
                // A class without a designated init has `init()`, which needs a value for
                // every stored property.
                if info.inits.allSatisfy({ info.convenience.contains($0) }) {
                    if let missing = info.fields.first(where: { $0.value == nil }) {
                        error("class '\(info.name)' has no initializers: '\(missing.name)' has no value; give it one or write an 'init'", d.nameRange)
                    } else {
                        info.memberwise = UserFunction(name: "init", nameRange: d.nameRange, node: s, level: 0, body: tree.ids(0, 0))
                    }
                }
            } else if info.inits.isEmpty {
                let f = UserFunction(name: "init", nameRange: d.nameRange, node: s, level: 0, body: tree.ids(0, 0))
                f.params = info.fields.enumerated().compactMap { i, fl in
                    fl.isVar || fl.value == nil ? (fl.name, fl.name, Int32(i), fl.type, fl.value) : nil
                }
                info.memberwise = f
            }
            info.membersKnown = true
            for (m, f) in functions {
                let fn = unit.functions[Int(f)]
                immutableSelf = !fn.isStatic && !info.mutating.contains(f) && !info.isClass
                checkHelperBody(m, f)
            }
            immutableSelf = false
            for (m, f) in inits {
                // An init sets the `let`s that have no value (once).
                pushScope()
                let inherited = info.base.map { unit.structs[Int($0)].fields.count } ?? 0
                for (i, fl) in info.fields.enumerated() where i >= inherited && !fl.isVar && fl.value == nil {
                    declare(names.intern(fl.name), .swift(level: 0, slot: Int32(i), type: fl.type, mutability: 2))
                }
                checkFunctionBody(m, f)
                popScope()
            }
        }
        for n in nested { checkStruct(n) }
        for m in d.members where tree.kind(m) == .enumDecl {
            if let e = unit.enums.firstIndex(where: { $0.node == m }) { checkEnum(Int32(e)) }
        }
    }

    /// The initializer Swift synthesises for a struct or class with no designated `init`,
    /// as its declarations alone give it: a class's `init()` when every stored property has a
    /// value, a struct's memberwise one when every parameter's type is written or that of a
    /// literal. Nil otherwise.
    func declaredMemberwise(_ s: NodeID, _ info: StructInfo) -> UserFunction? {
        if info.isClass ? !info.inits.allSatisfy({ info.convenience.contains($0) }) : !info.inits.isEmpty { return nil }
        let f = UserFunction(name: "init", nameRange: tree.structDecl(s).nameRange, node: s, level: 0, body: tree.ids(0, 0))
        var slot: Int32 = 0
        // The types are reported where the properties are checked.
        let wasSilent = silent
        silent = true
        defer { silent = wasSilent }
        for m in tree.structDecl(s).members {
            switch tree.kind(m) {
            case .varDecl:
                let v = tree.varDecl(m)
                if v.flags.contains(.isStatic) || v.flags.contains(.computed) { continue }
                if info.isClass {
                    if v.value == nil { return nil }
                } else if v.flags.contains(.isVar) || v.value == nil {
                    // A type written, or that of a literal value (`var a = 2.0`).
                    var t: VType? = nil
                    if let tn = v.type { t = swiftType(tn) } else if let e = v.value {
                        switch tree.kind(e) {
                        case .number: t = .number
                        case .string: t = .string
                        case .bool: t = .bool
                        default: break
                        }
                    }
                    guard let t else { return nil }
                    f.params.append((names[v.name], names[v.name], slot, t, v.value))
                }
                slot += 1
            case .letBinding: slot += 1
            default: break
            }
        }
        return f
    }

    /// The binding of `self.name` in a struct's code: its innermost declaration at the
    /// struct's level (an init's view of a `let` it may set).
    func structSelfBinding(_ name: Name) -> Binding? {
        var i = innermost.indices.contains(Int(name.raw)) ? innermost[Int(name.raw)] : -1
        while i >= 0 {
            let d = decls[Int(i)]
            switch d.binding {
            case .swift(0, _, _, _): return d.binding
            case .function(let k), .getter(let k): if unit.functions[Int(k)].level == 0 { return d.binding }
            default: break
            }
            i = d.previous
        }
        return nil
    }

    /// `Name(…)`: a struct made by its memberwise initializer or one of its `init`s (the
    /// first whose labels and types fit).
    func makeStruct(_ n: NodeID, _ k: Int32, _ nr: SourceRange) -> VType? {
        checkStruct(k)
        let info = unit.structs[Int(k)]
        // An OptionSet's `init()` (SetAlgebra's, where the struct writes none): the empty set.
        if tree.callArgCount(n) == 0, isOptionStruct(k), !initializers(k).contains(where: { $0.1.params.isEmpty }) {
            unit.res[n.index] = .constant(unit.constant(.boxed(StructValue(name: info.name, index: k, fieldNames: info.valueFieldNames, fields: [.number(0)],
                                                                            fieldKinds: info.valueFieldKinds))))
            return .structure(info.name, k)
        }
        let candidates = initializers(k)
        for (fk, f) in candidates where candidates.count == 1 || matchArguments(n, f, quiet: true) != nil {
            guard let map = matchArguments(n, f) else { return nil }
            unit.structMakers.append(StructMaker(structIndex: k, function: fk, argForParam: map))
            unit.res[n.index] = .makeStruct(Int32(unit.structMakers.count - 1))
            // `init?(…)`: an optional, nil where it returns nil.
            if fk >= 0, isFailableInit(f) { return .optional(.structure(info.name, k)) }
            return .structure(info.name, k)
        }
        typeArgs(ofCall: n)
        let forms = candidates.map { "'\($0.1.signature)'" }.joined(separator: ", ")
        error(candidates.isEmpty ? "'\(info.name)' has no initializer" : "no initializer of '\(info.name)' takes these arguments (\(forms))", nr)
        return nil
    }

    /// Whether `f` is a failable initializer, `init?(…)`.
    func isFailableInit(_ f: UserFunction) -> Bool {
        f.name == "init" && tree.kind(f.node) == .funcDecl && tree.funcDecl(f.node).flags.contains(.failable)
    }

    /// A struct's or class's initializers (function -1: the synthesised one).
    func initializers(_ k: Int32) -> [(Int32, UserFunction)] {
        let info = unit.structs[Int(k)]
        return (info.memberwise.map { [(Int32(-1), $0)] } ?? []) + info.inits.map { ($0, unit.functions[Int($0)]) }
    }

    /// `self.init(…)` in a class's convenience init: another of its inits (not this one), run
    /// on the instance being made.
    func delegatingInit(_ n: NodeID, _ k: Int32, _ nr: SourceRange) -> VType? {
        let info = unit.structs[Int(k)]
        guard info.isClass, let current = currentFunction, current.name == "init", fnLevel == 1 else {
            typeArgs(ofCall: n)
            error(info.isClass ? "'self.init(…)' is called in an initializer" : "'self.init(…)' is outside the supported Swift subset in a struct; set the properties", nr)
            return nil
        }
        if let own = info.inits.first(where: { unit.functions[Int($0)] === current }), !info.convenience.contains(own) {
            typeArgs(ofCall: n)
            error("designated initializer for '\(info.name)' cannot delegate (with 'self.init'); mark it 'convenience'", nr)
            return nil
        }
        let candidates = initializers(k).filter { $0.1 !== current }
        for (fk, f) in candidates where candidates.count == 1 || matchArguments(n, f, quiet: true) != nil {
            guard let map = matchArguments(n, f) else { return nil }
            unit.structMakers.append(StructMaker(structIndex: k, function: fk, argForParam: map, delegateHops: 1, dispatched: true))
            unit.res[n.index] = .makeStruct(Int32(unit.structMakers.count - 1))
            return .void
        }
        typeArgs(ofCall: n)
        let forms = candidates.map { "'\($0.1.signature)'" }.joined(separator: ", ")
        error("no initializer of '\(info.name)' takes these arguments (\(forms))", nr)
        return nil
    }

    /// `value.name` on a struct value: a stored property or a computed one.
    func structMember(_ n: NodeID, _ k: Int32, _ name: Name, _ nr: SourceRange) -> VType? {
        checkStruct(k)
        let info = unit.structs[Int(k)]
        let text = names[name]
        unit.res[n.index] = .error
        if let i = info.field(text) {
            unit.res[n.index] = .structField(Int32(i))
            fieldOwners[n.raw] = k
            return info.fields[i].type
        }
        switch info.members[name] {
        case .getter(let f)?:
            unit.structCalls.append(StructCall(function: f, argForParam: [], writeBack: nil))
            unit.res[n.index] = .structCall(Int32(unit.structCalls.count - 1))
            return unit.functions[Int(f)].result
        case .function(let f)?:
            error("'\(text)' is a method; call it with '(…)' (\(unit.functions[Int(f)].signature))", nr)
        default:
            // An OptionSet's `isEmpty` (SetAlgebra's): UIKit's option sets' member (Builtins/OptionSet.swift).
            if text == "isEmpty", isOptionStruct(k), case .success(let id) = Checker.resolveMember(.optionSet(info.name), text, nr) {
                unit.res[n.index] = .member(id)
                return .bool
            }
            if unit.structs[Int(k)].statics[name] != nil {
                error("static member '\(text)' cannot be used on instance of type '\(info.name)'; write '\(info.name).\(text)'", nr)
            } else {
                let all = info.fields.map(\.name) + info.members.keys.map { names[$0] }
                let (hint, fix) = didYouMean(text, all.sorted(), at: nr)
                error("value of type '\(info.name)' has no member '\(text)'\(hint)", nr, fixIts: fix)
            }
        }
        return nil
    }

    /// `value.f(…)` on a struct value; a `mutating` method writes the changed value back to
    /// where the value is held, which must be a `var`.
    func structMethodCall(_ n: NodeID, _ base: NodeID, _ k: Int32, _ name: Name, _ nr: SourceRange) -> VType? {
        checkStruct(k)
        let info = unit.structs[Int(k)]
        let text = names[name]
        guard case .function(let first)? = info.members[name] else {
            typeArgs(ofCall: n)
            if text == "subscript" { error("value of type '\(info.name)' has no subscripts", nr) }
            else if text == "$set subscript" {
                error(info.members[names.intern("subscript")] == nil ? "value of type '\(info.name)' has no subscripts" : "cannot assign through subscript: subscript is get-only", nr)
            }
            else if case .getter? = info.members[name] { error("'\(text)' is a property of '\(info.name)', not a method; drop the '(…)'", nr) }
            else if info.field(text) != nil { error("'\(text)' is a property of '\(info.name)', not a method; drop the '(…)'", nr) }
            else if unit.structs[Int(k)].statics[name] != nil { error("static member '\(text)' cannot be used on instance of type '\(info.name)'; write '\(info.name).\(text)'", nr) }
            else {
                let (hint, fix) = didYouMean(text, info.members.keys.map { names[$0] }.sorted(), at: nr)
                error("value of type '\(info.name)' has no member '\(text)'\(hint)", nr, fixIts: fix)
            }
            return nil
        }
        guard let (f, types) = chooseOverload(n, first) else { return nil }
        var receiver: (target: AssignTarget, observer: AssignTarget?)? = nil
        if info.mutating.contains(f) {
            let what = text == "$set subscript" ? "cannot assign through subscript" : "cannot use mutating member on immutable value"
            guard let r = mutatingReceiver(base, what: what) else {
                if types == nil { typeArgs(ofCall: n) }
                return nil
            }
            receiver = r
        }
        guard let map = matchArguments(n, unit.functions[Int(f)], argumentTypes: types) else { return nil }
        throwingCall(unit.functions[Int(f)], n)
        unit.structCalls.append(StructCall(function: f, argForParam: map, writeBack: receiver?.target, observer: receiver?.observer))
        unit.res[n.index] = .structCall(Int32(unit.structCalls.count - 1))
        return unit.functions[Int(f)].result
    }

    /// Where a mutating method's value is stored back: a list's element (`bars[i].grow()`),
    /// with the setter of an observed property holding the list, or a variable's value
    /// (mutableLValue, through a setter). Nil, reported, when it cannot change.
    func mutatingReceiver(_ base: NodeID, what: String) -> (target: AssignTarget, observer: AssignTarget?)? {
        if let place = elementPlace(base) {
            guard let t = mutableElement(place.subscript, place.after, what: what) else { return nil }
            return (t, elementObserver(tree.subscripted(place.subscript).base))
        }
        return mutableLValue(base, what: what, throughSetter: true).map { ($0, nil) }
    }

    /// `bars[i].grow(by: 5)`, `cards[i].face.flip()`: an element of a list held in a `var`
    /// (or a member of one), which a `mutating` method changes in place. Nil when the value
    /// is not reached through a subscript.
    func mutableElement(_ sub: NodeID, _ after: [String], what: String) -> AssignTarget? {
        let list = tree.subscripted(sub).base
        if tree.kind(list) == .subscripted { error("\(what): an element of a list in a list is outside the supported Swift subset", tree.range(sub)); return nil }
        guard case .slot(let hops, let slot, let before)? = mutableLValue(list, what: what) else { return nil }
        return .listElement(hops: hops, slot: slot, before: before, after: after)
    }

    /// The subscript a value is reached through, and the members after it (`cards[i].face`:
    /// `cards[i]` and `face`); nil when there is none.
    func elementPlace(_ n: NodeID) -> (subscript: NodeID, after: [String])? {
        var after: [String] = []
        var cur = n
        while tree.kind(cur) == .member {
            after.insert(names[tree.member(cur).name], at: 0)
            cur = tree.member(cur).base
        }
        return tree.kind(cur) == .subscripted ? (cur, after) : nil
    }

    /// Where a value that a `mutating` method changes is held: a `var` (or a static `var`),
    /// through `var` members of structs. Nil, reported, when it cannot change.
    ///
    /// With `throughSetter` (a mutating method's call: `points.append(p)`, `on.toggle()`), a
    /// property of the class whose code this is that has observers or is computed with a setter
    /// is changed as Swift changes it: read, changed, and set through its setter, which runs
    /// its observers — but not in its own observers nor in an initializer, as Swift's.
    func mutableLValue(_ n: NodeID, what: String, constantHolds references: Bool = false, throughSetter: Bool = false) -> AssignTarget? {
        var members: [String] = []
        var cur = n
        while true {
            if tree.kind(cur) == .member {
                members.insert(names[tree.member(cur).name], at: 0)
                cur = tree.member(cur).base
            } else if tree.kind(cur) == .unary, tree.unary(cur).op == .force {
                // `points!.remove(at: 0)`: an optional `var`'s value changed in place. The
                // value is read through the `!` (which stops the drawing on nil, as Swift
                // traps) and written back, an optional holding it still.
                cur = tree.unary(cur).operand
            } else { break }
        }
        guard tree.kind(cur) == .identifier else { error("\(what): it is not a variable", tree.range(n)); return nil }
        var rootName = tree.nameOf(cur)
        var binding = lookup(rootName)
        if names[rootName] == "self", binding == nil, currentClass != nil || currentStruct != nil {
            if members.isEmpty { error("\(what): 'self' is passed on as a whole here", tree.range(n)); return nil }
            rootName = names.intern(members.removeFirst())
            binding = currentStruct != nil ? structSelfBinding(rootName) : classBinding(rootName)
        } else if binding == nil, !members.isEmpty, let c = staticBase(cur) {
            rootName = names.intern(members.removeFirst())
            binding = staticMember(c, rootName, tree.range(cur))
        } else if case .structType(let k)? = binding, !members.isEmpty {
            checkStruct(k)
            rootName = names.intern(members.removeFirst())
            binding = unit.structs[Int(k)].statics[rootName]
        }
        if throughSetter, members.isEmpty, let target = setterTarget(names[rootName], binding) {
            if currentStruct != nil, immutableSelf { error("\(what): 'self' is immutable", tree.range(n)); return nil }
            return target
        }
        guard case .swift(let level, let slot, var t, let mutability)? = binding else {
            if case .getter? = binding {
                // A computed property: Swift changes it through its getter and setter.
                error(ownSetter(names[rootName]) != nil ? "\(what): changing '\(names[rootName])', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole"
                               : "\(what): '\(names[rootName])' is a get-only property", tree.range(n))
                return nil
            }
            error("\(what): '\(names[rootName])' is not a variable", tree.range(n)); return nil
        }
        if currentStruct != nil, immutableSelf, level == 0 {
            error("\(what): 'self' is immutable", tree.range(n)); return nil
        }
        // `chart.values.append(3)` of a view made in code: its property is no slot here to change
        // in place — named, not lost.
        if case .view(let vk)? = t, !members.isEmpty {
            error("\(what): changing a property of another view ('\(vk)') in place is outside the supported Swift subset: set it whole ('\(names[rootName]).\(members[0]) = …')", tree.range(n)); return nil
        }
        // A class's instance is a reference: `b.items.append(x)` changes the instance a `let`
        // (or a loop's constant) refers to, not the constant — as a `var` of it does; so too
        // an instance held in a `let` list (`constantHolds`).
        if mutability != 1, !(references && mutability == 0), members.isEmpty || !isClassValue(t) {
            // The name an optional chain's value is bound to (SwiftLowering.unwrapping): named as written.
            if names[rootName].hasPrefix("$chain") {
                error("\(what): a value's mutating method called through an optional chain is outside the supported Swift subset: unwrap it with 'if var', call it and store it back", tree.range(n)); return nil
            }
            error("\(what): '\(names[rootName])' is a 'let' constant", tree.range(n)); return nil
        }
        // Whether the members are all of values (structs): a change through an instance of a
        // class changes the instance, not the property, whose setter Swift then never calls.
        var allValues = true
        for m in members {
            // `opt!.marks.append(5)`, `sc.marks.append(5)` of a `Scale!`: the chain checked, an
            // optional on it was unwrapped by a `!` (written, or Swift's of a `T!`), so the
            // member is the wrapped value's.
            if case .optional(let wrapped)? = t { t = wrapped }
            guard case .structure(_, let sk)? = t else { return nil }
            if unit.structs[Int(sk)].isClass { allValues = false }
            checkStruct(sk)
            guard let i = unit.structs[Int(sk)].field(m) else {
                // `holder.comp.bump()`: set through the setter (observedInstanceMember).
                if let get = settableComputed(unit.structs[Int(sk)], m) {
                    guard throughSetter else {
                        error("\(what): changing '\(m)', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole", tree.range(n)); return nil
                    }
                    t = get.result
                    continue
                }
                error("\(what): \(computedInPlace(unit.structs[Int(sk)], m) ?? "'\(m)' is no stored property of '\(unit.structs[Int(sk)].name)'")", tree.range(n))
                return nil
            }
            let fl = unit.structs[Int(sk)].fields[i]
            if !fl.isVar { error("\(what): '\(m)' is a 'let' constant", tree.range(n)); return nil }
            // A property with observers of another value (`model.items.append(1)`, `&box.count`,
            // `box.items[0] = 2` of a struct) changed in place here would skip them, which Swift
            // runs: named rather than computed wrong. (An instance's is set whole through its
            // setter: observedInstanceMember, elementObserver.)
            if !unit.structs[Int(sk)].isClass, case .function? = unit.structs[Int(sk)].members[names.intern("$set " + m)] {
                error("\(what): changing '\(m)', a property with observers of '\(unit.structs[Int(sk)].name)', in place from outside it is outside the supported Swift subset: set it whole ('\(m) = …')", tree.range(n)); return nil
            }
            t = fl.type
        }
        if throughSetter, !members.isEmpty, allValues, case .setter(let k, let hops)? = setterTarget(names[rootName], binding) {
            return .memberThroughSetter(function: k, hops: hops, slot: slot, members: members)
        }
        let hops: Int32 = level < 0 ? -1 : fnLevel - level
        if throughSetter, let target = observedInstanceMember(binding.flatMap { if case .swift(_, _, let t, _) = $0 { return t } else { return nil } },
                                                               members, hops: hops, slot: slot) {
            return target
        }
        return .slot(hops: hops, slot: slot, members: members)
    }

    /// The getter of `m` when it is a computed property with a setter of the plain class
    /// `info` whose value is no reference: a member of it is changed as Swift's modify access
    /// changes it — the property read, the member changed, and the whole set through the
    /// setter (observedInstanceMember). Nil for another member.
    func settableComputed(_ info: StructInfo, _ m: String) -> UserFunction? {
        guard info.isClass, case .getter(let g)? = info.members[names.intern(m)],
              case .function? = info.members[names.intern("$set " + m)] else { return nil }
        let f = unit.functions[Int(g)]
        return isClassValue(f.result) ? nil : f
    }

    /// What a member `m` of `info` that is no stored property is when a change in place reaches
    /// it: a computed property with a setter changed so (a struct's, one giving a reference)
    /// is outside the subset, one without a setter get-only. Nil when `info` has no such member.
    func computedInPlace(_ info: StructInfo, _ m: String) -> String? {
        guard info.members[names.intern(m)] != nil else { return nil }
        if case .function? = info.members[names.intern("$set " + m)] {
            return "changing '\(m)', a computed property, in place here is outside the supported Swift subset (docs/language.md §13): set it whole"
        }
        return "'\(m)' is a get-only property"
    }

    /// `holder.model.level = 6`, `a.holder.model.level = 6` of a variable holding (or reaching
    /// through its members) an instance of a plain class whose property (`model`) has
    /// observers, the members after it all of values: the target that sets the property whole
    /// on the instance, so that its observers run, as Swift's do. It is the last instance the
    /// chain passes through: a reference further down is changed in place, which Swift's
    /// observers do not see. Nil for every other chain.
    func observedInstanceMember(_ type: VType?, _ members: [String], hops: Int32, slot: Int32) -> AssignTarget? {
        var t = type
        var last: (index: Int, observed: Bool)? = nil
        for (i, m) in members.enumerated() {
            guard case .structure(_, let k)? = t else { break }   // a built-in value's member (`frame.origin.x`)
            let info = unit.structs[Int(k)]
            guard let fi = info.field(m) else {
                guard let get = settableComputed(info, m) else { return nil }
                last = (i, true)
                t = get.result
                continue
            }
            if info.isClass {
                var observed = false
                if case .function? = info.members[names.intern("$set " + m)] { observed = true }
                last = (i, observed)
            }
            t = info.fields[fi].type
        }
        guard let last, last.observed, !isClassValue(t) else { return nil }
        return .instanceMemberThroughSetter(hops: hops, slot: slot, before: Array(members[..<last.index]), name: members[last.index],
                                            members: Array(members[(last.index + 1)...]))
    }
}

extension Checker {
    /// The setter of the property `name` of the type whose code this is (its observers' or its
    /// computed setter, `$set name`): a struct's or plain class's own, or a view class's own or
    /// inherited one. Nil when it has none.
    func ownSetter(_ name: String) -> Int32? {
        if let sk = currentStruct {
            guard case .function(let f)? = unit.structs[Int(sk)].members[names.intern("$set " + name)] else { return nil }
            return f
        }
        return currentClass?.swift?.table.first(where: { unit.functions[Int($0.function)].name == "$set " + name })?.function
    }

    /// The setter a mutating method's change of the class's property `name` (bound to
    /// `binding`) goes through: its observers' or its computed setter, when this code is
    /// neither those observers nor an initializer (mutableLValue's `throughSetter`).
    func setterTarget(_ name: String, _ binding: Binding?) -> AssignTarget? {
        guard let fn = currentFunction, fn.name != "$set " + name, let k = ownSetter(name) else { return nil }
        // Swift runs no observer of a type's own property in that type's initializers (a
        // struct's, a class's); an heir's initializer runs its base's.
        if fn.name == "init", currentStruct != nil || currentClass?.swift?.functions.contains(where: { $0.function == k }) == true { return nil }
        let setter = unit.functions[Int(k)]
        guard !setter.isStatic else { return nil }
        switch binding {
        case .swift(let level, _, _, _)? where level == setter.level: break   // the stored property, not a local of its name
        case .getter(let g)? where unit.functions[Int(g)].level == setter.level: break
        default: return nil
        }
        return .setter(function: k, hops: fnLevel - setter.level)
    }
}

extension Checker {
    /// UIControl.State, one of UIKit's option sets (Builtins/OptionSet.swift).
    static let controlStateType = VType.optionSet("UIControl.State")
}
