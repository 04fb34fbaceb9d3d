// What the checker hands to evaluation: for every file a `FileUnit` with one `Res` per syntax
// node — the slot a name reads, the built-in form a call runs, the operation an operator does,
// the setter a property uses, the kind a block is — so that evaluation looks up no name and
// resolves no overload. A node whose static check failed is marked `.error`: evaluation counts
// it as an error met (its message was reported once, by the checker) and goes on.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// What the checker decided about one node: 8 bytes (a large drawing has one per node, a
/// million for 10,000 paths), so no case carries more than an `Int32` and a 16-bit word —
/// the parameters a built-in form's defaults fill (a form has at most 16, checked when the
/// registry is made), a file's index among the compile's (at most 65,535 files), the frames
/// a Swift function reads up (nesting is at most 200 deep).
enum Res {
    /// Bit k set when parameter k of a form takes its default (`DefaultsMask`, narrowed).
    typealias Defaults = UInt16
    case none
    /// The check reported an error here: evaluation skips the node as poisoned.
    case error
    /// A call or block whose arguments are evaluated (their errors come first) before it
    /// fails as the checker found.
    case failedCall

    // Names.
    /// A slot of the frame that is running.
    case local(Int32)
    /// A slot of another file's top-level frame (a component reading its file's lets, an
    /// imported let); `name` for the message when it is read before it is set.
    case outer(slot: Int32, unit: UInt16)
    /// A value known before anything runs (a color name, `.pi`, `Rect.zero`, a symbol).
    case constant(Int32)
    /// An ambient name read (a view's `bounds`, a page's `pageNumber`, a path's
    /// `currentPoint`) or an ambient method called on its own line (`addSubview(v)`,
    /// `sizeToFit()`): its row in `Ambients.table` (Kinds/Ambient.swift).
    case ambient(Int32)

    // Operators.
    /// Arithmetic or a comparison on two Numbers.
    case arithmetic(Operator)
    /// `/` of two Ints in Swift code: the quotient truncated toward zero, as Swift's.
    case intDivision
    /// `+`, `-`, `*` of two Ints in Swift code: an error where the result leaves Int's range,
    /// as Swift traps on overflow.
    case intArithmetic(Operator)
    /// `+`, `-`, `*` of two UInts in Swift code: an error where the result leaves UInt's range
    /// (below 0), as Swift traps.
    case unsignedArithmetic(Operator)
    /// `+`, `-`, `*`, `/` of two Floats in Swift code: the result rounded to a Float, as Swift's.
    case floatArithmetic(Operator)
    /// `-x` of an Int in Swift code: an error where `x` is Int.max (IntegerOperators.int64).
    case intNegation
    case binary(Int32)
    case unary(Int32)
    /// `&&`, `||`, with both sides Bools.
    case logic
    /// An operation whose operand types are only known when it runs.
    case dynamic

    // Calls and members.
    case function(form: Int32, defaults: Defaults)
    case method(form: Int32, defaults: Defaults)
    case member(Int32)
    case subscripted
    /// `["a": 1]`: a Swift dictionary (Dictionary.swift), not text attributes; its value type
    /// (`ValueType.allCases`' index, -1 unknown), for `.zero` written as a value.
    case swiftDictionary(Int32)
    /// `[.a, .b]` where a struct of the file that is an OptionSet is wanted: the union of the
    /// statics it names, a value of the struct numbered so (CheckOptionSets.swift).
    case optionSetLiteral(Int32)

    // Statements.
    /// A `let` or loop variable: the slot it sets.
    case bind(Int32)
    /// A top-level `let` or `@inspectable` of the main file: a parameter `-D` may set.
    case parameter(Int32)
    /// An inspectable of a component, bound when the instance was made.
    case skip
    case property(Int32)
    case block(Int32)
    case instance(Int32)
    case command(form: Int32, defaults: Defaults)
    case paint(form: Int32, defaults: Defaults)
    case drawImage(form: Int32)
    /// `UIColor.red.setFill()` in a context block: 0 fill, 1 stroke, 2 both.
    case setColor(Int32)
    case loop(Int32)
    /// A `for` or `while` loop whose body makes closures or functions: each pass runs in a
    /// frame of its own (`unit.loopFrames[k]`), so each closure made in it keeps that pass's
    /// bindings.
    case loopFrame(Int32)

    // The Swift subset (Check/CheckSwift.swift, Run/RunSwift.swift).
    /// A slot `hops` frames up the chain of enclosing functions (a method reading the
    /// instance's property, a nested function reading its outer function's local).
    case up(slot: Int32, hops: UInt16)
    /// `super.draw(layer, in: ctx)` in a view's draw(_:in:): UIView's own, which calls the
    /// class's draw(_:) (`function`) with the view's bounds, against the instance `hops` up.
    case superLayerDraw(function: Int32, hops: UInt16)
    /// `super.layoutSublayers()` in a CALayer subclass's layoutSublayers(): CALayer's own, which
    /// asks the layer's delegate — the view whose layer it is — to lay out (layoutSubviews).
    case superLayoutSublayers
    /// UILabel's drawing in a UILabel subclass's code: its text as the label lays it out, in
    /// the rectangle the call's argument gives (`drawText(in: r)`) or in the bounds
    /// (`super.draw(rect)`, when the class has no drawText(in:) of its own).
    case labelText(argument: Bool)
    /// A call of a function of the Swift subset, or a read of a computed property (`unit.calls`).
    case userCall(Int32)
    /// A binary operator implemented by the file's operator function (`unit.calls`, its two
    /// operands the arguments).
    case userOperator(Int32)
    /// An assignment (`unit.assignments`).
    case assign(Int32)
    /// A `var`/`let` declaration without a value: nothing to do until it is assigned. Its
    /// slot: a class's stored property so declared (set in its init) is set by other code there.
    case declareOnly(Int32)
    /// An expression statement whose value is not used.
    case evaluate
    /// `return nil` in a failable initializer (`init?(…)`): the value being made is nil.
    case initFails
    /// A `static`/`class` function of the file called on its own line where a .view body draws
    /// (a PaintCode StyleKit's `drawX(frame:resizing:)` in a canvas): it draws there, with a
    /// CGContext of its own (Kinds/Context.swift).
    case drawingCall
    /// `return`, `guard`, `switch`, the conditions of `if let`: as checked.
    case swiftStatement
    /// `x.rawValue` on a value of the enum `unit.enums[k]`.
    case rawValue(Int32)
    /// `Name(rawValue: v)` of the enum `unit.enums[k]`: the case whose raw value is `v`, or nil.
    case enumFromRawValue(Int32)
    /// A static member of a class or struct (`unit.statics`): one slot for the whole run,
    /// its initializer run at the first read, as Swift's static stored properties are.
    case staticSlot(Int32)
    /// Member k of a struct value (`a.x`).
    case structField(Int32)
    /// Element k of a tuple (`t.0`, `t.dx`) (CheckTuples.swift).
    case tupleElement(Int32)
    /// A method or computed property of a struct value (`unit.structCalls`).
    case structCall(Int32)
    /// `String(describing: x)` (and `"\(x)"`) of a value of an enum, struct or class of the file
    /// that has its own computed `description` (CustomStringConvertible): that getter, function k.
    case describedBy(Int32)
    /// A struct made by its memberwise initializer or an `init` (`unit.structMakers`).
    case makeStruct(Int32)
    /// `color.getRed(&r, green: &g, blue: &b, alpha: &a)` (or `getHue(_:saturation:brightness:alpha:)`
    /// with `hsb`): the components written to the variables given (`unit.inoutWriteBacks`).
    case colorComponents(hsb: Bool)
    /// A built-in method that writes to the variables passed with `&` (`InoutMethod.all[k]`,
    /// `unit.inoutWriteBacks`).
    case inoutMethod(Int32)
    /// A `case .name(let a, _)` pattern (`unit.casePatterns`).
    case casePattern(Int32)
    /// `self` in a struct's method: the struct `unit.structs[k]` whose members are the
    /// frame `hops` up.
    case structSelf(Int32, hops: UInt16)
    /// `self` as a value in a class's code: the view being made.
    case selfView
    /// A member of the view being made named without `self.` in its class's code
    /// (`leadingAnchor`, `safeAreaLayoutGuide`): `registry.members[k]` read from it.
    case selfMember(Int32)
    /// A method of the view being made called without `self.` (`addSubview(v)`,
    /// `layoutIfNeeded()`): the method form, run with the view as its receiver.
    case selfMethod(form: Int32, defaults: Defaults)
    /// `UIPanGestureRecognizer(target: self, action: #selector(…))` (`unit.recognizerMakers`).
    case makeRecognizer(Int32)
    /// A call, a member or a setting of a system object (SystemObject.swift): nothing happens.
    case systemObject
    /// `print(text)` (the lowering joined its values into one text): a note at the call.
    case printNote
    /// A closure made here: `unit.functions[k]`, with the running frame (Closure.swift).
    case closure(Int32)
    /// A function named as a value (`filter(isEven)`): `unit.functions[k]` with the frame
    /// `hops` up, the one it is declared in.
    case functionValue(Int32, hops: UInt16)
    /// A built-in function of numbers named as a value in Swift code (`"√": sqrt` of a
    /// `[String: (Double) -> Double]`): the function form (`registry.functionForm`).
    case builtinFunctionValue(Int32)
    /// A built-in method named as a value where a function is wanted (`points.dropFirst()
    /// .forEach(path.addLine)`): the method form (`registry.methodForm`), its receiver the
    /// member's base, evaluated where it is named (ClosureValue.receiver).
    case boundMethodValue(Int32)
    /// A call of a function value (`f(x)`, `handler(1)`, `{ … }()`): the callee evaluated.
    case callValue
    /// `o.map { … }`, `o.flatMap { … }` on an optional: the closure run on its value, or nil.
    case optionalMap
    /// A call whose closures run at once (`UIView.animate`, `DispatchQueue.main.async`): `unit.runNow[k]`.
    case runNow(Int32)
    /// `renderer.image { ctx in … }`: the closure run with an image context current (ImageContext.swift).
    case renderImage
    /// `list.map { … }` and the rest of a list's methods that take a closure: `unit.listCalls[k]`.
    case listCall(Int32)
    /// `list.append(x)` and the rest of a list's changing methods: `unit.listMutations[k]`.
    case listMutation(Int32)
    /// A call chosen when it runs: a protocol's requirement, an extension's member
    /// (`unit.dispatches`, CheckProtocols.swift).
    case dispatch(Int32)
    /// `throw value`: the value's type is `unit.thrownTypes[k]` (CheckErrors.swift).
    case throwValue(Int32)
    /// `do { } catch { }`: its catches are `unit.catches[k]`.
    case doCatch(Int32)
}

/// One evaluated frame: the slots of a file's top level or of a component instance.
final class Frame {
    enum Slot { case unset, poisoned, value(Value) }
    @exclusivity(unchecked) var slots: [Slot]
    /// The frame of the function (or instance) a function's frame is declared in.
    var parent: Frame?
    /// An instance's `lazy var`s not yet read, by slot: the declaration whose initializer runs
    /// at the first read (`lazyRunning` while it runs).
    var lazy: [Int32: NodeID]?
    static let lazyRunning = NodeID(-1)
    /// The instance whose stored properties these slots are, for a class that is not a view
    /// (`self` in its methods is that reference).
    weak var instance: Ref<ClassObject>?
    /// An instance's frame of a class that overrides methods of a class of the file it
    /// inherits from: its vtable (SwiftClass.overrides), which calls of those methods follow.
    var overrides: [Int32: Int32]?
    init(size: Int) { slots = Array(repeating: .unset, count: size) }
}

/// A file of the compile, checked: its tree, the checker's resolutions and its declarations.
final class FileUnit {
    /// Whether the file declares operator functions (CheckFileScope.swift).
    var hasOperatorFunctions = false
    let tree: SyntaxTree
    /// The function each member of an extension of a UIKit class is, as the first class of the
    /// file inheriting it declared it (for calls on any view of that class: CheckLayerClass.swift).
    var frameworkExtensionFunctions: [NodeID: Int32] = [:]
    /// Its place in the compile's list of files.
    let index: Int32
    let isMain: Bool
    /// One resolution per node (read through a pointer: no reference counting). It grows and
    /// shrinks with the tree while a deferred body runs (Run/DeferredBody.swift).
    @exclusivity(unchecked) var res: PODBuffer<Res>
    /// What checking the deferred canvas body needs, recorded where the checker met it.
    var deferredCheck: Checker.Snapshot?
    /// Values the resolutions refer to by number (`.constant`).
    @exclusivity(unchecked) var constants: [Value] = []
    /// Slots of the top-level frame and the name each holds (for a read before it is set).
    @exclusivity(unchecked) var frameSize = 0
    @exclusivity(unchecked) var slotNames: [Name] = []
    /// Its subclasses of UIKit's gesture recognizers (`class Rotation: UIPanGestureRecognizer`):
    /// system objects (SystemObject.swift), made and attached to no effect — a still picture
    /// has no touches, and the preview recognises gestures with UIKit's own recognizers.
    var recognizerSubclasses: Set<String> = []
    /// Whether `name` is a class of the system a still frame has no use for: SystemObject's,
    /// or one of the file's recognizer subclasses.
    func isSystemClass(_ name: String) -> Bool {
        SystemObject.classes.contains(name) || recognizerSubclasses.contains(name)
    }
    /// Its components, by name, and those visible in it (its own and imported ones).
    var components: [Name: Component] = [:]
    var visible: [Name: Component] = [:]
    /// Its top-level lets and inspectables, for the files that import it: slot and type.
    var exports: [(name: Name, slot: Int32, type: VType?)] = []
    /// Imported lets visible in it: where each lives and which file it came from.
    var imported: [(name: Name, unit: Int32, slot: Int32, type: VType?)] = []
    var importedFrom: [Name: String] = [:]
    /// The files it imports, in order (nil where the import failed).
    var imports: [(node: NodeID, unit: FileUnit?)] = []
    /// Whether its parse had errors (it is then neither checked nor run).
    var broken = false
    /// The Swift subset's functions, calls, assignments and enums (CheckSwift.swift).
    var functions: [UserFunction] = []
    /// Functions of one scope that share a name and differ in their labels (Swift's overloads
    /// by argument labels), by the first one declared: a call takes the one its labels fit.
    var overloads: [Int32: [Int32]] = [:]
    var calls: [UserCall] = []
    var assignments: [Assignment] = []
    var enums: [EnumInfo] = []
    /// The recognizers made in its classes' code: kind, action and whether it takes the recognizer.
    var recognizerMakers: [(kind: GestureKind, function: Int32, passes: Bool, action: String)] = []
    /// The first UIGestureRecognizerDelegate method of a class that is a recognizer's delegate:
    /// a still drawing runs no recognizer, so never asks it; the preview, whose recognizers begin
    /// and recognise alone, says so where it delivers a gesture (Run/RunGestures.swift).
    var recognizerDelegateMethod: (signature: String, range: SourceRange)? = nil
    /// The static stored properties of its classes and structs, by slot: the declaration and
    /// its type (CheckSwift.swift); evaluation keeps their values in `staticFrame`.
    var statics: [(node: NodeID, type: VType?)] = []
    /// The slots a static property's initializer binds (an optional chain's `(let $chain =
    /// x) ? … : nil`), by static: it runs in a frame of its own of that size, whatever code
    /// reads it first (Runner.staticValue).
    var staticFrameSizes: [Int32: Int32] = [:]
    /// Their Swift number types, by slot (CheckSwiftText.swift).
    var staticKinds: [Int32: SwiftNumberKind] = [:]
    /// Calls of functions with `inout` parameters, by call node: where each `&x` argument's
    /// value goes back when the function returns; the arguments of variadic parameters, by
    /// number (an argument index `-2 - k` in a call's map) (CheckSwiftArguments.swift).
    var inoutWriteBacks: [Int32: [(param: Int, target: AssignTarget)]] = [:]
    var variadicSpans: [(start: Int, count: Int)] = []
    /// The `case .name(let a, _)` patterns: the case and the slot each value is bound to (-1: `_`).
    var casePatterns: [(name: String, slots: [Int32])] = []
    /// Its structs (CheckSwift.swift), the calls of their methods and their initializers.
    var structs: [StructInfo] = []
    /// Struct `k` and, for a class, the classes it inherits from, nearest first
    /// (CheckClassInheritance.swift).
    func lineage(_ k: Int32) -> [Int32] {
        var out: [Int32] = []
        var c: Int32? = k
        while let x = c, !out.contains(x) { out.append(x); c = structs[Int(x)].base }
        return out
    }
    var structCalls: [StructCall] = []
    var structMakers: [StructMaker] = []
    /// A view class made through one of its own initializers (`Sparkline(frame: r, values: v)`):
    /// by the node that makes it, the init and the argument for each of its parameters (-1:
    /// its default).
    /// (function -1: CALayer's `init(layer:)`, inherited, its one argument the layer copied.)
    var instanceInits: [Int: (function: Int32, argForParam: [Int])] = [:]
    /// The closures of each call that runs them at once, and what each is given (CheckClosures.swift).
    var runNow: [[(arg: Int32, passesTrue: Bool)]] = []
    /// Those of them that are `CATransaction.setCompletionBlock`: held for the transaction's end.
    var runAtCommit: Set<Int32> = []
    /// The list methods called with a closure (CheckClosures.swift).
    var listCalls: [ListCall] = []
    var listMutations: [ListMutationCall] = []
    /// The loops whose passes run in frames of their own: the loop variable's slot (-1 for a
    /// `while` loop) and the frame's size (CheckSwift.swift).
    var loopFrames: [(slot: Int32, frameSize: Int32)] = []
    /// Where the closures and function declarations of its tree start, in order (for whether
    /// a loop makes any); computed when first asked for, for this many nodes.
    var functionStarts: (nodes: Int, starts: [Int32])?
    var staticFrame: Frame?
    /// Its protocols, the members its extensions add to built-in types, and the calls of
    /// either (CheckProtocols.swift, CheckValueExtensions.swift).
    var protocols: [ProtocolInfo] = []
    var valueExtensions: [ValueType: ValueExtensionInfo] = [:]
    var dispatches: [Dispatch] = []
    /// The types of the values thrown, by `throw` statement, and the catches of each `do`:
    /// the type each takes (nil: any error) and the slot it binds (-1: none) (CheckErrors.swift).
    var thrownTypes: [VType] = []
    var catches: [[(type: VType?, slot: Int32)]] = []
    /// The static properties whose initializers are running (one that reads itself is an error).
    var staticsRunning: Set<Int32> = []
    /// Evaluation: the top-level frame.
    var frame: Frame?
    /// Its top-level statements have run.
    var ran = false

    init(tree: SyntaxTree, index: Int32, isMain: Bool) {
        self.tree = tree; self.index = index; self.isMain = isMain
        res = PODBuffer(repeating: .none, count: tree.nodeCount)
    }

    deinit { res.free() }

    var source: SourceFile { tree.file }

    /// Resolutions (`.none`) for nodes the tree gained.
    func extendRes(to count: Int) {
        while res.count < count { res.append(.none) }
    }

    func constant(_ v: Value) -> Int32 {
        constants.append(v)
        return Int32(constants.count - 1)
    }
}

/// A declared component (`view Name { … }`).
final class Component {
    let name: String
    let nameRange: SourceRange
    let node: NodeID
    let body: [NodeID]
    /// The file it is declared in: its body sees that file's lets and components.
    unowned let unit: FileUnit
    let index: Int32
    /// Its parameters, in order: name, slot, type of the default, default expression.
    var params: [(name: String, slot: Int32, type: VType?, value: NodeID, nameRange: SourceRange)] = []
    /// A Swift class's control state (UIControl's isSelected, isHighlighted, isEnabled): its
    /// parameters whose defaults are not written, by slot.
    var fixedDefaults: [Int32: Value] = [:]
    /// The slots of its integer properties (`@IBInspectable var rank: Int`): a value given to
    /// one, by an instance or `-D`, must be a whole number, as Swift's Int holds.
    var wholeNumberSlots: Set<Int32> = []
    /// Slots of an instance's frame.
    var frameSize = 0
    /// Evaluation: the parameters' defaults (after `-D`), once computed.
    var defaults: [(name: String, value: Value, range: SourceRange)]?
    /// Whether its body has been checked.
    var checked = false
    /// A Swift class (`class Name: UIView { … }`): its members, as checked.
    var swift: SwiftClass?

    init(name: String, nameRange: SourceRange, node: NodeID, body: [NodeID], unit: FileUnit, index: Int32) {
        self.name = name; self.nameRange = nameRange; self.node = node; self.body = body; self.unit = unit; self.index = index
    }
}

extension Component {
    /// A class of the file with the classes of the file it inherits from, the farthest first.
    var lineage: [Component] {
        var out = [self]
        while let b = out[0].swift?.base, !out.contains(where: { $0 === b }) { out.insert(b, at: 0) }
        return out
    }

    /// Whether it is the class named `name` or inherits from it.
    func isKind(of name: String) -> Bool { lineage.contains { $0.name == name } }
    /// Whether it, or a class of the file it inherits from, is a subclass of the UIKit class `name`.
    func inherits(fromUIKit name: String) -> Bool { lineage.contains { $0.swift?.superclass == name } }
}
