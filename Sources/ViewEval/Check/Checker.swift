// The checking stage: before anything runs, every statement and expression of every file of a
// compile (the main file and its imports) is checked, in branches never taken and in
// components never used too. It resolves every name (to a slot of a frame, a color, a view's
// `bounds`, a constant), every call to its built-in and form, every operator to its operation,
// every property to its setter and every block to its kind, gives every expression a type, and
// reports every error it can find with its location. Evaluation then runs what the checker
// resolved and finds only what needs values (an index out of range, a division by zero, a
// limit). A file with an error draws nothing.
//
// Names live in scopes (a block, a loop body, a branch, a component body, a file, its imports)
// kept on one stack: each name points at its innermost declaration, which points at the one it
// hides, so a lookup costs one array read. Every `let`, loop variable and parameter gets a slot
// in its frame: a file's top level (with every block inside it) or a component instance.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// Where a statement stands, which decides what it may say.
enum Place {
    case file
    /// A view's body: the canvas, a view, a label, an image, a component's body or the
    /// trailing block of an instance.
    case view(ViewPlace)
    /// A group's body.
    case group
    case path
    case context
    /// A `document { … }`'s body: its pages, and the lets, ifs and loops that make them.
    case document
    /// The body of a block that cannot stand where it is, or of an unknown one: its
    /// expressions are checked, its statements are not judged by place.
    case unknown
    /// A Swift class's members and its functions' bodies (CheckSwift.swift).
    case swift

    /// "at the top of a file", "in a 'path' block".
    var name: String {
        switch self {
        case .file: return "at the top of a file"
        case .view(let v): return "in a '\(v.kindName)' block"
        case .group: return "in a 'group' block"
        case .path: return "in a 'path' block"
        case .context: return "in a 'context' block"
        case .document: return "in a 'document' block"
        case .unknown: return "here"
        case .swift: return "in Swift code"
        }
    }
    var isView: Bool { if case .view = self { return true }; return false }
    /// A view or a group: where drawing commands go.
    var draws: Bool {
        switch self {
        case .view, .group: return true
        default: return false
        }
    }
}

/// Which view a view body configures.
struct ViewPlace {
    /// canvas, view, label, image, or the component's name.
    let kindName: String
    let kind: ViewKindTag
    /// The top level of a component's own body (where its inspectables stand).
    var isComponentBody = false
    /// A layer's Core Animation class, when `kindName` is a class of the file inheriting from
    /// it (a shape layer's own properties are those of CAShapeLayer).
    var layerKind: LayerContent.Kind? = nil
}

/// `layer`: a CALayer made in Swift code (Kinds/Layer.swift), whose properties are set with `=`.
enum ViewKindTag { case canvas, view, label, image, component, layer, stack, scroll, tabBar, slider }

final class Checker {
    /// UIBezierPath's method names, which a path block writes without `add` and with shorter
    /// labels: the message names the form to write.
    static let bezierPathMethods: [String: (uikit: String, here: String)] = [
        "addLine": ("addLine(to:)", "line(to:)"),
        "addCurve": ("addCurve(to:controlPoint1:controlPoint2:)", "curve(to:control1:control2:)"),
        "addQuadCurve": ("addQuadCurve(to:controlPoint:)", "quadCurve(to:control:)"),
        "addArc": ("addArc(withCenter:radius:startAngle:endAngle:clockwise:)", "arc(center:radius:start:end:clockwise:)"),
    ]

    /// How deep a list may hold lists (`let q1 = [q0]`, `let q2 = [q1]`, …): as deep as the source may nest.
    static let maxListNesting = 200
    let registry = Registry.shared
    let unit: FileUnit
    let tree: SyntaxTree
    let names: NameTable
    /// The files of the compile, by index.
    let units: [FileUnit]
    /// The errors found, in the order found.
    @exclusivity(unchecked) var errors: [Diagnostic] = []
    /// When set, errors are not kept (typing a component's defaults ahead of its check).
    var silent = false

    // MARK: scopes

    enum Binding {
        /// A slot: the frame it is in (unit, component or -1 for the file's top level), its
        /// number and what is known of its type.
        case slot(unit: Int32, component: Int32, slot: Int32, type: VType?)
        /// An ambient name declared in a block's scope (a path block's `currentPoint`, Kinds/Ambient.swift).
        case ambient(Int32)
        // The Swift subset's (CheckSwift.swift).
        /// A variable, constant or parameter: the function level of its frame, its slot, its
        /// type, and whether it may be assigned (0 let, 1 var, 2 let set later).
        case swift(level: Int32, slot: Int32, type: VType?, mutability: Int8)
        /// A function or a computed property (`unit.functions`).
        case function(Int32), getter(Int32)
        /// A declared enum (`unit.enums`) or struct (`unit.structs`).
        case enumType(Int32), structType(Int32)

        var isFunction: Bool { if case .function = self { return true }; return false }
    }
    struct Decl {
        let name: Name; let binding: Binding; let previous: Int32
        /// A Swift variable's number type, for its text (CheckSwiftText.swift).
        var kind: SwiftNumberKind? = nil
        /// A tuple's: its elements' (CheckTuples.swift).
        var tupleKinds: [SwiftNumberKind]? = nil
        /// A tuple's with tuples among its elements: each element's kinds, a nested tuple's
        /// its own elements' (CheckTuples.tupleTree); nil where no element is a tuple.
        var tupleTree: [TupleKindTree]? = nil
        /// A variable of a function type's: its parameters' (CheckClosures.swift).
        var paramKinds: [SwiftNumberKind]? = nil
        /// A Swift variable's or parameter's written type is an unsigned integer's (`UInt`,
        /// `UInt8`…), whose arithmetic traps below 0 (CheckSwiftText.isUnsigned).
        var unsigned = false
        /// Its written type is an integer type other than Int's 64 signed bits (`UInt8`, `Int32`,
        /// `UInt`…), whose wrapping operators wrap at its own width (CheckSwiftText.isSized).
        var sized = false
        /// Its value is known to be Swift's `Int`: its written type is `Int`, or it was made of a
        /// value known to be one (CheckSwiftText.isKnownInt), as the wrapping operators need.
        var knownInt = false
    }
    @exclusivity(unchecked) var decls: [Decl] = []
    /// Whether the file declares an operator function (`func +`): binary operators then look
    /// for one first (CheckFileScope.swift). The file's, so that every checker of it — a
    /// struct's, an enum's, an extension's member's — applies them.
    var hasOperatorFunctions: Bool {
        get { unit.hasOperatorFunctions }
        set { unit.hasOperatorFunctions = newValue }
    }
    /// The extensions' static stored properties, checked once the file's functions are declared.
    var extensionStatics: [(info: ValueExtensionInfo, node: NodeID)] = []
    /// For each name, its innermost declaration (an index into `decls`), or -1; a name beyond
    /// its end has none. It grows as names are declared: a checker made to type one thing
    /// (a sub-checker: a parameter's type, a closure's) declares few, and a table as long as
    /// the file's names, filled for each, cost more than the typing.
    @exclusivity(unchecked) var innermost: [Int32] = []
    /// Where each open scope starts in `decls`.
    @exclusivity(unchecked) var scopes: [Int] = []

    /// The frame being filled: its component (-1: the file's top level) and size.
    @exclusivity(unchecked) var frameComponent: Int32 = -1
    @exclusivity(unchecked) var frameSize = 0
    @exclusivity(unchecked) var place: Place = .file
    /// Whether `bounds`, `frame` and `center` mean a view here.
    @exclusivity(unchecked) var inView = false
    /// Whether `pageNumber`, `pageCount`, `layoutMargins` and `layoutFrame` mean a page here
    /// (in a page's body, not in a component's).
    @exclusivity(unchecked) var inPage = false
    /// A deferred body's parameter types of components (Deferred.swift).
    var presetParameterTypes: [Int32: [(name: String, type: VType?)]]?
    /// `info(_:)`'s cache, by name.
    @exclusivity(unchecked) var infos: [NameInfo?] = []

    // The Swift subset (CheckSwift.swift).
    /// How many function frames deep the code being checked is (0: a class's members).
    var fnLevel: Int32 = 0
    /// The function whose body is being checked, and the class.
    var currentFunction: UserFunction?
    /// The file's overloads by labels (FileUnit.overloads), shared by the checkers of its types.
    var overloads: [Int32: [Int32]] {
        get { unit.overloads }
        set { unit.overloads = newValue }
    }
    /// The function type the closure being checked is expected to have (from a declared type,
    /// a parameter's or a list method's), which gives its parameters' types.
    var closureExpectation: VType?
    /// Checking a call of Core Graphics' whose arguments may be C pointers written `&x`
    /// (`CGPattern(…callbacks: &callbacks)`, `setFillPattern(_:colorComponents: &alpha)`).
    var pointerArguments = false
    /// The members the file's recognizer classes declare, by name, with the class's
    /// (recognizerOwnMember), found once.
    var recognizerMembers: [String: String]?
    /// How many type aliases deep `swiftType` is.
    var aliasDepth = 0
    /// Implicit members whose name is also a color's, a text style's, `identity` or `pi`
    /// (`.red`), by where they start: where one of the file's enums is wanted and has a case
    /// of that name, the member is that case (`enum Suit { case red, black }`).
    var ambiguousMembers: [Int32: NodeID] = [:]
    /// Ternaries whose two branches are such members (`ok ? .green : .red`), by where they start.
    var ambiguousTernaries: [Int32: NodeID] = [:]
    /// The value each `String(describing: x)` describes, by the call: print's ternaries of
    /// branches described each on its own (Checker.describedBranches) join optionals by them.
    var describedValueTypes: [Int32: VType] = [:]
    /// Implicit members no built-in name gave a value (`.gradient`), by where they start: a
    /// static of the extension of the type wanted where one is (`let c: UIColor = .gradient`).
    var unresolvedMembers: [Int32: NodeID] = [:]
    /// Ternaries of two such members that differ (`off ? .hearts : .fallback`), by where they
    /// start: where one of the file's enums is wanted, each branch is of it (accepts).
    var memberTernaries: [Int32: NodeID] = [:]
    /// The `??` operations whose left side is an optional (`r?.opt ?? -1`), by node.
    var optionalCoalesces: Set<Int32> = []
    /// Implicit calls of a static function several extensions declare (`.random()`), by where
    /// they start: resolved by the type wanted (CheckValueExtensions.swift, `resolveImplicitCall`).
    var pendingImplicitCalls: [Int32: NodeID] = [:]
    /// The names the file declares, gathered once where a typo is told from an unknown API
    /// (CheckValueExtensions.swift, `fileDeclaredNames`).
    var declaredNamesMade: [String]? = nil
    /// A function body's local functions declared before its statements are checked (Swift
    /// sees one in the whole block that holds it), by their declarations: each body is checked
    /// where it is written (`swiftStatements`).
    var localFunctionsAhead: [NodeID: Int32] = [:]
    /// List literals that hold such a member (`[.red, .green]`), by where they start: where a
    /// list of one of the file's enums is wanted, each member that names one of its cases is
    /// that case (`static let values: [SetColor] = [.red, .green, .purple]`).
    var ambiguousLists: [Int32: NodeID] = [:]
    /// List literals holding implicit members that named no value of their own (`[.one,
    /// .zero]`), by where they start: where a list of one of the file's structs is wanted,
    /// each is that struct's static.
    var implicitLists: [Int32: NodeID] = [:]
    /// List literals of implicit members only (or empty), by where they start: where one of
    /// UIKit's option sets is wanted, it is one (CheckOptionSets.swift).
    var optionLists: [Int32: NodeID] = [:]
    /// `?:`s whose branches are both such literals (or implicit members), by where they start.
    var optionTernaries: [Int32: NodeID] = [:]
    /// The `try`s around the expression being checked, innermost last, and whether an error
    /// thrown here is handled: in a throwing function, or a `do` whose catches take every
    /// error (CheckErrors.swift).
    var tryKinds: [SyntaxTree.TryKind] = []
    var throwHandled = false
    /// Inside a `do` whose catches do not take every error (where nothing else handles one).
    var inPartialCatch = false
    /// Loops around the statement being checked, in the current function (`break`, `continue`).
    var loopDepth = 0
    /// The labels of the loops around it (`outer: for …`), which a `break` or `continue` may name,
    /// and whether each loop entered has one (enterLoop, leaveLoop).
    var loopLabels: [Name] = []
    var loopsLabelled: [Bool] = []
    /// Why a `fallthrough` here is an error (nil: in a switch case it may leave for the next).
    var fallthroughRefusal: String? = Checker.fallthroughOutsideSwitch
    static let fallthroughOutsideSwitch = "'fallthrough' is only allowed inside a switch"
    /// The function level of the `defer` body being checked (a `return` there would leave it).
    var deferLevel: Int32?
    /// How many divisions, sums, differences and products of Int literals wait for their
    /// context to type them (typeLiteralAsInt).
    var pendingIntLiterals = 0
    /// The number kinds of the values a case pattern just read binds (declareCaseBindings).
    var boundKinds: [SwiftNumberKind] = []
    /// The struct or class each stored property read (`.structField`) was found in, by the
    /// read's node: its number kind is that field's, whatever the value was reached through
    /// (`items.first!.count`, `self.box.count`, `rows[0].count`).
    var fieldOwners: [Int32: Int32] = [:]
    /// The number types of the properties of a class's instances read elsewhere
    /// (`other.count` of a view of the file), by the read's node.
    var propertyKinds: [Int32: SwiftNumberKind] = [:]
    /// And of their tuples' elements (`other.t.0` of a `var t = (7, 3)`), by the read's node.
    var propertyTupleKinds: [Int32: [SwiftNumberKind]] = [:]
    /// The number kinds of the parameters of the closure about to be checked (a list method's).
    var closureParamKinds: [SwiftNumberKind]? = nil
    /// The function type written for what the closure about to be checked returns, if any
    /// (UserFunction.writtenResult).
    var closureResultType: NodeID? = nil
    /// The number kinds of the elements of the tuples those parameters take, by parameter
    /// (`enumerated()`'s, `zip`'s and a dictionary's pairs), nil for one that takes no tuple.
    var closureParamTupleKinds: [[SwiftNumberKind]?]? = nil
    var currentClass: Component?
    /// Code that has no instance: a static member's initializer or body (instance members
    /// are Swift's error there), or a stored property's initializer, which runs before
    /// `self` is available (its name, for the message).
    var staticContext = false
    /// In a static method of an extension of a built-in type, that extension: `self` there is
    /// the type, so `self.f(…)` is its static `f` (CheckValueExtensions.swift).
    var staticExtension: ValueExtensionInfo? = nil
    /// How many static properties of extensions are being checked, one inside the next.
    var pendingDepth = 0
    var propertyInitializer: String?
    /// The struct whose members are being checked (`unit.structs`), and whether `self` is
    /// immutable in the code being checked (a method that is not `mutating`).
    var currentStruct: Int32?
    var immutableSelf = false

    /// Names the checker declares itself (interned once).
    let canvasName: Name, documentName: Name
    /// The ambient names a path block declares as it opens, and the row of each.
    let pathAmbientNames: [Name], pathAmbientRows: [Int32]

    init(unit: FileUnit, units: [FileUnit]) {
        self.unit = unit; self.tree = unit.tree; self.names = unit.tree.names; self.units = units
        let names = self.names
        let rows = Ambients.table.indices.filter { Ambients.table[$0].place == .path }
        pathAmbientNames = rows.map { names.intern(Ambients.table[$0].name) }
        pathAmbientRows = rows.map { Int32($0) }
        canvasName = names.intern("canvas")
        documentName = names.intern("document")
    }

    /// A diagnostic, once: an extension of a UIKit class is checked in each class that
    /// inherits it (Parser.mergeExtensions), and says what is wrong with it once.
    func report(_ d: Diagnostic) {
        if silent { return }
        if errors.suffix(64).contains(where: { $0.range == d.range && $0.message == d.message }) { return }
        errors.append(d)
    }
    func error(_ message: String, _ r: SourceRange, fixIts: [FixIt] = []) { report(.error(message, at: r, fixIts: fixIts)) }

    func pushScope() { scopes.append(decls.count) }
    func popScope() {
        let start = scopes.removeLast()
        while decls.count > start {
            let d = decls.removeLast()
            innermost[Int(d.name.raw)] = d.previous
        }
    }
    func declare(_ name: Name, _ b: Binding) {
        let i = Int(name.raw)
        if i >= innermost.count { innermost.append(contentsOf: repeatElement(-1, count: i + 1 - innermost.count)) }
        decls.append(Decl(name: name, binding: b, previous: innermost[i]))
        innermost[i] = Int32(decls.count - 1)
    }
    /// A name declared again as it was declared elsewhere (an heir's base's members around
    /// the heir's code, the file's names in a checker of a struct's or an enum's own), with
    /// all that is known of it: its number kinds and integer type (`let count = 5` is an Int in
    /// a struct's code as in a class's).
    func redeclare(_ d: Decl) {
        declare(d.name, d.binding)
        decls[decls.count - 1] = Decl(name: d.name, binding: d.binding, previous: decls[decls.count - 1].previous,
                                      kind: d.kind, tupleKinds: d.tupleKinds, paramKinds: d.paramKinds,
                                      unsigned: d.unsigned, sized: d.sized, knownInt: d.knownInt)
        decls[decls.count - 1].tupleTree = d.tupleTree
    }
    func lookup(_ name: Name) -> Binding? {
        let i = Int(name.raw)
        guard i < innermost.count, innermost[i] >= 0 else { return nil }
        return decls[Int(innermost[i])].binding
    }
    /// Whether `name` is declared in the innermost scope.
    func declaredHere(_ name: Name) -> Bool {
        let i = Int(name.raw)
        guard i < innermost.count, innermost[i] >= 0 else { return false }
        return Int(innermost[i]) >= (scopes.last ?? 0)
    }
    /// A new slot in the frame being filled, for `name`.
    func newSlot(_ name: Name) -> Int32 {
        frameSize += 1
        if frameComponent < 0 { unit.slotNames.append(name) }
        return Int32(frameSize - 1)
    }
    /// Declares a slot for `name` in the innermost scope.
    func declareSlot(_ name: Name, _ type: VType?) -> Int32 {
        let s = newSlot(name)
        declare(name, .slot(unit: unit.index, component: frameComponent, slot: s, type: type))
        return s
    }

    /// Every name in scope, the nearest scope first (each scope's names in order), for
    /// suggestions.
    var namesInScope: [String] {
        var out: [String] = []
        var end = decls.count
        for start in scopes.reversed() {
            out += decls[start..<end].map { names[$0.name] }.sorted()
            end = start
        }
        return out
    }

    /// Checks statements in a new scope at `place`.
    func scoped(_ p: Place, view: Bool? = nil, _ body: () -> Void) {
        let (savedPlace, savedView) = (place, inView)
        place = p
        if let v = view { inView = v }
        pushScope()
        body()
        popScope()
        (place, inView) = (savedPlace, savedView)
    }

    // MARK: files and components

    /// Checks a whole file: its top-level statements, then its components' declarations and
    /// bodies (a component may be used before it is declared).
    func checkFile() {
        // The imports' lets, then the file's own (which may hide them).
        pushScope()
        for i in unit.imported { declare(i.name, .slot(unit: i.unit, component: -1, slot: i.slot, type: i.type)) }
        pushScope()
        frameComponent = -1
        frameSize = 0
        place = .file
        // The file's enums, protocols and structs: types every statement and class of the file may use.
        for s in tree.topLevel where tree.kind(s) == .enumDecl { declareEnum(s) }
        declareProtocols()
        for s in tree.topLevel where tree.kind(s) == .structDecl { declareStruct(s) }
        declareValueExtensions()
        declareFileFunctions()   // CheckFileScope.swift
        let late = declareGlobalVariables()
        for i in topLevelCheckOrder() {
            statement(tree.topLevel[i], fileScope: true)
            for g in late[i] ?? [] { declareGlobal(g) }
        }
        // The extensions' static properties no code has read yet, which may read the file's
        // constants (`static let brand = UIColor(white: grey, alpha: 1)`).
        checkExtensionStatics()
        unit.frameSize = frameSize
        let components = unit.components.values.sorted(by: { $0.nameRange.start < $1.nameRange.start })
        // Every class's types, functions and static members first: a class's code may use
        // another's, whichever is written first.
        for c in components where tree.kind(c.node) == .classDecl { declareClassMembers(c) }
        checkConformances()
        checkStructConformances()
        checkExtensionShadowing()
        checkValueExtensions()
        checkFileFunctions()
        // A class after the classes of the file its code names, CALayer subclasses first: the
        // code that makes an instance reads its properties' types, which checking its class finds.
        let ordered = namedFirst(components)
        for c in ordered where c.swift?.isLayer == true { checkComponent(c) }
        for c in ordered where c.swift?.isLayer != true { checkComponent(c) }
        unresolvedImplicitCalls()
    }

    /// The order the file's top-level statements are checked in, as indices of `tree.topLevel`:
    /// as written; but in a file of Swift classes, its constants (`let`s and `@inspectable`s)
    /// before its other statements, in their order. Swift's globals have no order, and a class
    /// the canvas above them places is declared there, its static properties' values and its
    /// nested types' reading them (`static let inset = margin * 2`). A `.view` statement that
    /// reads one before its line has run is still an error, where it runs (§5).
    func topLevelCheckOrder() -> [Int] {
        let all = tree.topLevel.indices
        guard tree.topLevel.contains(where: { tree.kind($0) == .classDecl }) else { return Array(all) }
        func isConstant(_ i: Int) -> Bool { tree.kind(tree.topLevel[i]) == .letBinding || tree.kind(tree.topLevel[i]) == .inspectable }
        return all.filter(isConstant) + all.filter { !isConstant($0) }
    }

    /// The file's components, each class after the other classes of the file whose names its
    /// code writes (`let gauge = Gauge()` in a view written above `class Gauge`), else in the
    /// order given; two classes that name each other keep that order between them (a read of a
    /// property whose type is not known yet is then an error: Checker.instanceProperty).
    func namedFirst(_ components: [Component]) -> [Component] {
        let classes = components.filter { $0.unit === unit && tree.kind($0.node) == .classDecl }
        guard classes.count > 1 else { return components }
        var byName: [Name: Int] = [:]
        for (i, c) in classes.enumerated() { byName[names.intern(c.name)] = i }
        // The innermost class whose text holds a node: of those that start before it (found
        // by halving), the last that has not ended.
        let spans = classes.indices.map { (tree.range(classes[$0].node).lower, tree.range(classes[$0].node).upper, $0) }.sorted { $0.0 < $1.0 }
        func holder(_ at: Int32) -> Int? {
            var lo = 0, hi = spans.count
            while lo < hi { let mid = (lo + hi) / 2; if spans[mid].0 <= at { lo = mid + 1 } else { hi = mid } }
            return spans[..<lo].last(where: { at < $0.1 })?.2
        }
        var named = Array(repeating: Set<Int>(), count: classes.count)
        for i in 0..<tree.nodes.count {
            let kind = tree.nodes[i].kind
            guard kind == .identifier || kind == .typeRef else { continue }
            let n = NodeID(Int32(i))
            guard let j = byName[kind == .identifier ? tree.nameOf(n) : tree.typeRef(n).name],
                  let h = holder(tree.nodes[i].start), h != j else { continue }
            named[h].insert(j)
        }
        var out: [Component] = [], state = Array(repeating: 0, count: classes.count)   // 1 visiting, 2 done
        func visit(_ i: Int) {
            guard state[i] == 0 else { return }
            state[i] = 1
            // (Two classes that name each other keep the order given.)
            for j in named[i].sorted() where !named[j].contains(i) { visit(j) }
            state[i] = 2
            out.append(classes[i])
        }
        for i in classes.indices { visit(i) }
        // The other components where they were.
        var next = out.makeIterator()
        return components.map { $0.unit === unit && tree.kind($0.node) == .classDecl ? next.next()! : $0 }
    }

    /// The top-level inspectables of a component's body, duplicates reported.
    func inspectables(_ c: Component) -> [(name: Name, node: NodeID)] {
        var out: [(Name, NodeID)] = []
        for s in c.body where tree.kind(s) == .inspectable {
            let b = tree.binding(s)
            if out.contains(where: { $0.0 == b.name }) {
                error("inspectable '\(names[b.name])' is already declared in '\(c.name)'", b.nameRange)
                continue
            }
            out.append((b.name, s))
        }
        return out
    }

    /// A component: its parameters (their defaults are typed in the file's scope, where
    /// they are evaluated), then its body in a frame of its own.
    func checkComponent(_ c: Component) {
        if tree.kind(c.node) == .classDecl { checkClass(c); return }
        let ps = inspectables(c)
        let types = ps.map { expr(tree.binding($0.node).value) }
        let (savedComponent, savedSize, savedPage) = (frameComponent, frameSize, inPage)
        frameComponent = c.index
        frameSize = 0
        inPage = false   // a component's body is not a page's, wherever it is placed
        scoped(.view(ViewPlace(kindName: c.name, kind: .component, isComponentBody: true)), view: true) {
            c.params = zip(ps, types).map { p, t in
                let b = tree.binding(p.node)
                return (names[p.name], declareSlot(p.name, t), t, b.value, b.nameRange)
            }
            statements(c.body, fileScope: false)
        }
        c.frameSize = frameSize
        c.checked = true
        (frameComponent, frameSize, inPage) = (savedComponent, savedSize, savedPage)
    }

    /// The types of a component's parameters, for an instance: from its check when it has
    /// been checked (or lives in another file), else typed now, quietly, in its file's scope
    /// as far as it has been read.
    func parameterTypes(_ c: Component) -> [(name: String, type: VType?)] {
        if let preset = presetParameterTypes?[c.index] { return preset }
        if c.checked || c.unit !== unit { return c.params.map { ($0.name, $0.type) } }
        if tree.kind(c.node) == .classDecl { return classParameterTypes(c) }
        let sub = Checker(unit: unit, units: units)
        sub.silent = true
        let fileScopeEnd = scopes.count > 2 ? scopes[2] : decls.count
        sub.pushScope()
        for d in decls[0..<fileScopeEnd] { sub.redeclare(d) }
        // Typing writes resolutions: they are written again when the component is checked.
        return sub.inspectables(c).map { (names[$0.name], sub.expr(tree.binding($0.node).value)) }
    }

    // MARK: statements

    func statements(_ ss: some Collection<NodeID>, fileScope: Bool = false) {
        for s in ss { statement(s, fileScope: fileScope) }
    }

    func statement(_ s: NodeID, fileScope: Bool = false) {
        let r = tree.range(s)
        switch tree.kind(s) {
        case .letBinding:
            bindLet(s, fileScope: fileScope)
        case .inspectable:
            let b = tree.binding(s)
            if case .file = place {
                bindLet(s, fileScope: fileScope)
            } else if case .view(let v) = place, v.isComponentBody, scopes.count == 3 {
                unit.res[s.index] = .skip   // a parameter, bound when the instance is made
            } else {
                _ = expr(b.value)
                error("'@inspectable' belongs at the top of a component or of a file", r)
                unit.res[s.index] = .error
            }
        case .property:
            property(s)
        case .block:
            block(s)
        case .expression:
            expressionStatement(s)
        case .ifStmt:
            let i = tree.ifStmt(s)
            if case .swift = place { swiftStatement(s); return }
            if tree.kind(i.condition) == .optionalBinding || tree.kind(i.condition) == .conditionList {
                error("'if let' and conditions separated by ',' are Swift: they belong in a class's methods (docs/language.md §13)", tree.range(i.condition))
                unit.res[s.index] = .error
            } else if let t = expr(i.condition), t.valueType != .bool {
                error("an 'if' condition must be a Bool, not \(article(t))", tree.range(i.condition))
            }
            scoped(place) { statements(i.then) }
            if let e = i.else { scoped(place) { statements(e) } }
        case .forStmt:
            let f = tree.forStmt(s)
            let v = loopElementType(f.sequence)
            scoped(place) {
                unit.res[s.index] = .loop(declareSlot(f.variable, v))
                statements(f.body)
            }
        case .component:
            if fileScope { return }   // declared when the file was read
            let c = tree.component(s)
            error("components are declared at the top of a file, not \(place.name)", c.nameRange)
            unit.res[s.index] = .error
        case .importFile where tree.isModuleImport(s):
            let (name, r) = tree.importFile(s)
            if !fileScope {
                error("'import' belongs at the top of a file", r); unit.res[s.index] = .error
            } else if name == "PlaygroundSupport" {
                // A playground page: its top-level statements were its script (Parser.playgroundPage).
                report(Diagnostic(.note, "'import PlaygroundSupport': a playground page; its top-level statements (which set up its live view) do not run here: viewc draws the canvas", at: r))
                unit.res[s.index] = .skip
            } else if !["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Swift", "Darwin", "GLKit"].contains(name) {
                // Another module (an app's own framework pasted with its source, a kit the
                // drawing does not use): its names are unknown, each an error where it is used.
                report(Diagnostic(.warning, "'import \(name)': viewc has no module '\(name)' (it knows UIKit, Foundation, Core Graphics and Quartz Core); its names are unknown here unless this file declares them", at: r))
                unit.res[s.index] = .skip
            }
        case .importFile:
            if fileScope { return }
            error("'import' belongs at the top of a file", tree.importFile(s).pathRange)
            unit.res[s.index] = .error
        case .classDecl:
            if fileScope { return }   // declared when the file was read
            error("classes are declared at the top of a file, not \(place.name)", tree.classDecl(s).nameRange)
            unit.res[s.index] = .error
        case .enumDecl where fileScope:
            // An enum at the top of the file (declared as the file was read): its members.
            if let k = unit.enums.firstIndex(where: { $0.node == s }) { checkEnum(Int32(k)) }
        case .structDecl where fileScope:
            // A struct at the top of the file (declared as the file was read).
            if let k = unit.structs.firstIndex(where: { $0.node == s }) { checkStruct(Int32(k)) }
        case .funcDecl where fileScope: return   // declared with the file (CheckFileScope.swift)
        case .varDecl where fileScope && tree.varDecl(s).flags.contains(.isStatic): return   // likewise
        case .varDecl where fileScope && isFileComputedVariable(s): return   // likewise
        case .varDecl, .assign, .funcDecl, .returnStmt, .guardStmt, .switchStmt, .enumDecl, .structDecl, .whileStmt, .breakStmt, .continueStmt:
            if case .swift = place { swiftStatement(s); return }
            let what: String
            switch tree.kind(s) {
            case .varDecl: what = "'var' and typed 'let' declarations"
            case .assign: what = "assignments"
            case .funcDecl: what = "functions"
            case .returnStmt: what = "'return'"
            case .guardStmt: what = "'guard'"
            case .switchStmt: what = "'switch'"
            case .whileStmt: what = "'while' and 'repeat' loops"
            case .breakStmt, .continueStmt: what = "'break' and 'continue'"
            default: what = "enums and structs"
            }
            error("\(what) are Swift: they belong in a class (class Name: UIView { … }) and its methods (docs/language.md §13)", r)
            unit.res[s.index] = .error
        default:
            break
        }
    }

    /// The type of a loop's variable: a range's Numbers or a list's elements.
    func loopElementType(_ sequence: NodeID) -> VType? {
        switch expr(sequence) {
        case .range?: return .number
        case .list(let e)?: return e
        case .object(.objectArray)?: return nil   // an NSMutableArray's elements are Any
        case .string? where { if case .swift = place { return true }; return false }():
            return .string   // a String's Characters, each a String here
        case let d? where d.valueType == .dictionary: return Builtins.dictionaryElement(d)   // (key: K, value: V)
        case let t?:
            error("'for' loops over a range (a..<b, a...b)\({ if case .swift = place { return ", a stride" }; return "" }()) or a list, not \(article(t))", tree.range(sequence))
            return nil
        case nil: return nil
        }
    }

    /// `let` (and a file's `@inspectable`): the value is checked first (it cannot see the
    /// name it defines), then the name is declared in a new slot.
    func bindLet(_ s: NodeID, fileScope: Bool) {
        let b = tree.binding(s)
        let t = expr(b.value)
        let name = names[b.name]
        if declaredHere(b.name) {
            error("'\(name)' is already defined in this scope", b.nameRange)
            unit.res[s.index] = .error
            return
        }
        if registry.reservedNames.contains(name) {   // a color name may be reused: `.label` still means the color
            error("'\(name)' is a built-in name and cannot be redefined", b.nameRange)
            unit.res[s.index] = .error
            return
        }
        let slot = declareSlot(b.name, t)
        // Swift types `let count = 5` at the top of a file as an Int: so does the Swift code
        // that reads it (`count / 2` is 2, `"\(count)"` is "5"). A division there is the
        // file's (a fraction), so a value with one stays a Double's.
        if fileScope, numberKind(b.value).kind == .int, !hasDivision(b.value) { markKind(.int) }
        unit.res[s.index] = fileScope && unit.isMain ? .parameter(slot) : .bind(slot)
        if fileScope { unit.exports.append((b.name, slot, t)) }
    }

    // MARK: properties

    func property(_ s: NodeID) {
        let p = (value: tree.propertyValue(s), pathRange: tree.propertyPathRange(s))
        let t = expr(p.value)
        let name = tree.propertyName(s)
        let vr = tree.range(p.value)
        var result: Res = .error
        switch place {
        case .file:
            error("property '\(name)' must be set inside a canvas, view or path block", p.pathRange)
        case .document:
            error("property '\(name)' must be set inside a page, view or path block (a document's title, author, subject and keywords are its arguments)", p.pathRange)
        case .context:
            error("a 'context' block sets state with calls, as CGContext does (setLineWidth(_:), setStrokeColor(_:), …), not with '\(name):'", p.pathRange)
        case .view(let v):
            if let d = ViewProperties.check(name, t, in: v, nameRange: p.pathRange, valueRange: vr) { report(d) }
            else { result = .property(ViewProperties.table.index[name]!) }
        case .path:
            if let d = PathProperties.check(name, t, nameRange: p.pathRange, valueRange: vr) { report(d) }
            else { result = .property(PathProperties.table.index[name]!) }
        case .group:
            if let d = GroupProperties.check(name, t, nameRange: p.pathRange, valueRange: vr) { report(d) }
            else { result = .property(GroupProperties.table.index[name]!) }
        case .unknown, .swift:
            result = .none
        }
        unit.res[s.index] = result
    }

    // MARK: blocks

    func block(_ s: NodeID) {
        let (kindName, kindRange) = tree.blockKind(s)
        let ni = info(kindName)
        // The common case, quickly: a known kind without arguments where it may stand.
        if ni.component == nil, let k = ni.blockKind, !tree.blockHasArguments(s) {
            let bk = registry.blockKinds[Int(k)]
            if bk.allowed(place), (kindName != canvasName && kindName != documentName) || unit.isMain || scopes.count != 2 {
                unit.res[s.index] = .block(k)
                bk.checkBody(self, s)
                return
            }
        }
        _ = kindRange
        let b = tree.block(s)
        let kind = names[b.kind]
        if let c = unit.visible[b.kind] {
            let ok = place.isView
            if !ok { error("the component '\(kind)' is a view; place it inside a canvas or view block", b.kindRange) }
            let argsOK = instance(c, at: s, args: b.args ?? [], trailing: b.body, range: tree.range(s), report: ok)
            unit.res[s.index] = ok && argsOK ? .instance(c.index) : ok ? .failedCall : .error
            // A UILabel subclass's block sets a label's properties too (`{ text: "3" }`), as its
            // arguments do.
            scoped(.view(ViewPlace(kindName: c.name, kind: c.swift?.isLabel == true ? .label : .component)), view: true) { statements(b.body) }
            return
        }
        // Whatever the block, its arguments are expressions.
        for a in b.args ?? [] { expr(a.value) }
        guard let k = registry.blockKindIndex[kind] else {
            if case .unknown = place {} else {
                let known = registry.blockKinds.map(\.name) + unit.visible.keys.map { names[$0] }.sorted()
                let (hint, fix) = didYouMean(kind, known, at: b.kindRange)
                error("unknown block '\(kind)'\(hint)", b.kindRange, fixIts: fix)
            }
            unit.res[s.index] = .error
            scoped(.unknown) { statements(b.body) }
            return
        }
        let bk = registry.blockKinds[Int(k)]
        if case .unknown = place {
            unit.res[s.index] = .error
        } else if !bk.allowed(place) {
            error(bk.misplaced(place), b.kindRange)
            unit.res[s.index] = .error
        } else {
            unit.res[s.index] = .block(k)
            let before = errors.count
            bk.checkArguments(self, s)
            if errors.count != before { unit.res[s.index] = .failedCall }
            // An imported drawing gives its components and lets; its canvas or document is
            // checked, and drawn only when the file is compiled itself.
            if kind == "canvas" || kind == "document", !unit.isMain, scopes.count == 2, errors.count == before {
                unit.res[s.index] = .skip
            }
        }
        bk.checkBody(self, s)
    }

    /// The arguments of a block that takes none: `a '<kind>' block takes no arguments…`.
    func noArguments(_ s: NodeID, _ message: String) {
        if tree.blockHasArguments(s) { error(message, tree.blockKind(s).kindRange) }
    }

    // MARK: expression statements

    func expressionStatement(_ s: NodeID) {
        let e = tree.expression(s)
        guard tree.kind(e) == .call else {
            _ = expr(e)
            if case .unknown = place {} else {
                error("this value is unused; a statement is a property (name: value), a block or a call", tree.range(e))
            }
            unit.res[s.index] = .error
            return
        }
        let callee = tree.callCallee(e)
        let r = tree.range(e)
        if case .unknown = place {
            // Only what is surely an expression is judged here.
            typeArgs(ofCall: e)
            if tree.kind(callee) == .identifier, registry.functions[names[tree.nameOf(callee)]] != nil { _ = expr(e) }
            if tree.kind(callee) == .member { _ = expr(e) }
            unit.res[s.index] = .error
            return
        }
        switch tree.kind(callee) {
        case .identifier:
            commandCall(s, e, callee, r)
        case .member where { if case .context = place { return true }; return false }():
            contextMemberCall(s, e, callee, tree.call(e).args, r)
        case .member:
            // A method that returns nothing is a statement (`text.append(more)`).
            if case .void? = expr(e) {
                unit.res[s.index] = place.draws && isStaticUserCall(e) ? .drawingCall : .evaluate
                return
            }
            error("the result of this call is unused", r)
            unit.res[s.index] = .error
        default:
            typeArgs(ofCall: e)
            error("the result of this call is unused", r)
            unit.res[s.index] = .error
        }
    }

    // MARK: names, looked up once

    /// A function whose call `call(_:_:)` checks apart from the registry's forms.
    enum SpecialCallee {
        case none, print, string, nsString, dictionary, array, set, zip
        init(_ text: String) {
            switch text {
            case "print", "debugPrint": self = .print
            case "String": self = .string
            case "NSString": self = .nsString
            case "Dictionary": self = .dictionary
            case "Array": self = .array
            case "Set": self = .set
            case "zip": self = .zip
            default: self = .none
            }
        }
    }

    /// What a name means before scopes: its text and the built-ins and component it names.
    /// Cached per name (looking it up in the registry's tables hashes its text). The built-ins
    /// are looked up when first asked for: a table no name is looked up in is never made.
    final class NameInfo {
        let text: String
        var functions: [Int32]? { looked.contains(.functions) ? _functions : look(.functions) }
        var pathCommands: [Int32]? { looked.contains(.pathCommands) ? _pathCommands : look(.pathCommands) }
        var contextCommands: [Int32]? { looked.contains(.contextCommands) ? _contextCommands : look(.contextCommands) }
        var paints: [Int32]? { looked.contains(.paints) ? _paints : look(.paints) }
        var color: Color? {
            if !looked.contains(.color) { looked.insert(.color); _color = NamedColors.table[text] }
            return _color
        }
        /// Looks the name up in one of the registry's tables (making the table if it is the first).
        @inline(never) private func look(_ table: Looked) -> [Int32]? {
            looked.insert(table)
            let r = Registry.shared
            switch table {
            case .functions: _functions = r.functions[text]; return _functions
            case .pathCommands: _pathCommands = r.pathCommands[text]; return _pathCommands
            case .contextCommands: _contextCommands = r.contextCommands[text]; return _contextCommands
            default: _paints = r.paints[text]; return _paints
            }
        }
        // What has been looked up (not `lazy var`s: each of those is a call and a copy of a
        // double optional at every use, thousands of times in a large drawing).
        private struct Looked: OptionSet {
            let rawValue: UInt8
            static let functions = Looked(rawValue: 1), pathCommands = Looked(rawValue: 2), contextCommands = Looked(rawValue: 4)
            static let paints = Looked(rawValue: 8), color = Looked(rawValue: 16)
        }
        private var looked: Looked = []
        private var _functions: [Int32]?, _pathCommands: [Int32]?, _contextCommands: [Int32]?, _paints: [Int32]?
        private var _color: Color?
        let component: Component?
        let blockKind: Int32?
        /// The gesture recognizer class it names (`UITapGestureRecognizer`).
        let gesture: GestureKind?
        /// `drawImage`, which commandCall treats apart.
        let isDrawImage: Bool
        /// A class of the system a still frame has no use for, and a console function
        /// (FileUnit.isSystemClass, SystemObject.consoleFunctions), known once per name: looking a name up
        /// in those sets hashes its text, a few percent of a large drawing's check when done at
        /// every call.
        let isSystemClass: Bool, isConsoleFunction: Bool
        /// `CGPattern`, whose calls take pointers.
        let isCGPattern: Bool
        /// The functions a call checks apart by name (`print`, `String`, `Array`…): known once
        /// per name, not by comparing texts at every call.
        let callee: SpecialCallee
        /// The ambient name or method it names (Kinds/Ambient.swift): its row and where it is
        /// known (kept here, so that a command's check reads no row).
        let ambient: Int32?, ambientPlace: AmbientPlace?
        init(text: String, component: Component?, blockKind: Int32?, isSystemClass: Bool) {
            self.text = text; self.component = component; self.blockKind = blockKind
            self.gesture = GestureKind(rawValue: text)
            self.isDrawImage = text == "drawImage"
            self.isSystemClass = isSystemClass
            isConsoleFunction = SystemObject.consoleFunctions.contains(text)
            isCGPattern = text == "CGPattern"
            callee = SpecialCallee(text)
            ambient = Ambients.index[text]
            ambientPlace = ambient.map { Ambients.table[Int($0)].place }
        }
    }
    func info(_ n: Name) -> NameInfo {
        let i = Int(n.raw)
        if i < infos.count, let done = infos[i] { return done }
        let text = names[n]
        let made = NameInfo(text: text, component: unit.visible[n], blockKind: registry.blockKindIndex[text], isSystemClass: unit.isSystemClass(text))
        if i >= infos.count { infos += Array(repeating: nil, count: i + 1 - infos.count) }
        infos[i] = made
        return made
    }

    // MARK: binding calls quickly

    /// The types of the arguments being bound, for the calls being checked (a stack: a call's
    /// arguments may hold calls).
    @exclusivity(unchecked) var argTypes: [VType] = []

    /// Types the arguments of the call `n` onto `argTypes`; returns where they start, or nil
    /// when the type of one is not known (nothing is left on the stack then).
    func typeArgs(_ n: NodeID) -> Int? {
        let start = argTypes.count
        var known = true
        for k in 0..<tree.callArgCount(n) {
            if let t = expr(tree.callArgValue(n, k)) { argTypes.append(t) } else { known = false }
        }
        if !known { dropArgTypes(from: start); return nil }
        return start
    }

    /// Pops `argTypes` back to `start`. One `removeLast()` at a time: `removeSubrange(start...)`
    /// goes through the generic range replacement and the runtime's element-by-element
    /// destroy, several times the work for the two or three types a call leaves.
    @inline(__always)
    func dropArgTypes(from start: Int) {
        while argTypes.count > start { argTypes.removeLast() }
    }

    /// Binds the arguments of call `n` (their types at `argTypes[start...]`) to `sig` as
    /// `Signature.match` does, without making a message: the defaults mask, or nil.
    func quickMatch(_ sig: Signature, _ n: NodeID, _ start: Int) -> DefaultsMask? {
        let argc = tree.callArgCount(n)
        var mask: DefaultsMask = 0
        var ai = 0
        // The parameters are read in place, field by field (copying one copies its label and
        // its default value, an enum with payloads: most of a call's check).
        return sig.params.withUnsafeBufferPointer { ps -> DefaultsMask? in
            guard let base = ps.baseAddress else { return argc == 0 ? 0 : nil }
            for k in 0..<ps.count {
                let p = base + k
                if ai < argc, labelMatches(tree.callArgLabel(n, ai), p.pointee.label) {
                    if !Param.takes(p.pointee.type, takesNil: p.pointee.takesNil, argTypes[start + ai]) { return nil }
                    ai += 1
                } else if p.pointee.hasDefault {
                    mask |= 1 << k
                } else {
                    return nil
                }
            }
            return ai == argc ? mask : nil
        }
    }

    @inline(__always)
    func labelMatches(_ written: Name?, _ wanted: String?) -> Bool {
        guard let w = written else { return wanted == nil }
        return wanted != nil && names[w] == wanted!
    }

    enum CallBinding { case bound(Int32, Res.Defaults), unknown, failed }

    /// Binds call `n` to the first of `forms` that takes its arguments (`sig` gives each
    /// form's signature), as `resolveOverload` does; when none does, the full binder's message
    /// is reported. `.unknown` when the type of an argument is not known before it runs.
    func bind(_ n: NodeID, _ forms: [Int32], _ sig: (Int32) -> Signature, name: String) -> CallBinding {
        guard let start = typeArgs(n) else { return .unknown }
        defer { dropArgTypes(from: start) }
        for f in forms {
            if let mask = quickMatch(sig(f), n, start) { return .bound(f, Res.Defaults(mask)) }
        }
        // `.clear` is a color and a blend mode: where no form takes the color, the case.
        let t = tree
        let named = (0..<t.callArgCount(n)).filter { k in
            t.kind(t.callArgValue(n, k)) == .implicitMember && argTypes[start + k] == .color
        }
        if !named.isEmpty {
            for k in named { argTypes[start + k] = .symbol(names[t.nameOf(t.callArgValue(n, k))]) }
            for f in forms {
                if let mask = quickMatch(sig(f), n, start) {
                    for k in named {
                        let v = t.callArgValue(n, k)
                        unit.res[v.index] = .constant(unit.constant(.symbol(names[t.nameOf(v)])))
                    }
                    return .bound(f, Res.Defaults(mask))
                }
            }
            for k in named { argTypes[start + k] = .color }
        }
        // `.gradient` that no built-in name matched: a static property of an extension of the
        // type a form's parameter wants.
        if !unit.valueExtensions.isEmpty {
            let members = (0..<t.callArgCount(n)).filter { k in
                guard case .symbol = argTypes[start + k] else { return false }
                let v = t.callArgValue(n, k)
                return t.kind(v) == .implicitMember || pendingImplicitCalls[t.range(v).lower] == v
            }
            if !members.isEmpty {
                for f in forms {
                    let s = sig(f)
                    var typed = false
                    for k in members {
                        let label = t.callArgLabel(n, k).map { names[$0] }
                        guard let p = s.params.first(where: { $0.label == label }), let want = p.type,
                              let vt = extensionImplicitStatic(t.callArgValue(n, k), of: want) ?? resolveImplicitCall(t.callArgValue(n, k), as: VType(want)) else { continue }
                        argTypes[start + k] = vt; typed = true
                    }
                    if typed, let mask = quickMatch(s, n, start) { return .bound(f, Res.Defaults(mask)) }
                }
            }
        }
        // None binds: the full binder says why.
        let infos = (0..<t.callArgCount(n)).map { k in
            ArgInfo(label: t.callArgLabel(n, k).map { names[$0] }, labelRange: labelRange(n, k), type: argTypes[start + k],
                    range: t.range(t.callArgValue(n, k)))
        }
        do { _ = try resolveOverload(forms.map(sig), infos, callRange: t.range(n), name: name) } catch let d as Diagnostic {
            report(d)
        } catch {}
        return .failed
    }

    func labelRange(_ n: NodeID, _ k: Int) -> SourceRange? {
        tree.call(n).args[k].labelRange
    }

    /// The arguments' types, with what each was written as.
    func argInfos(_ args: [Arg]) -> [ArgInfo]? {
        var out: [ArgInfo] = []
        var known = true
        for a in args {
            if let t = expr(a.value) {
                out.append(ArgInfo(label: a.label.map { names[$0] }, labelRange: a.labelRange, type: t, range: tree.range(a.value)))
            } else { known = false }
        }
        return known ? out : nil
    }

    /// `name(args)` on its own line: a component instance, a command of the block it stands
    /// in, or a misplaced or unknown name.
    func commandCall(_ s: NodeID, _ e: NodeID, _ callee: NodeID, _ r: SourceRange) {
        let nameID = tree.nameOf(callee)
        let ni = info(nameID)
        let name = ni.text
        let nr = tree.range(callee)
        if let c = ni.component {
            let ok = place.isView
            if !ok { error("the component '\(name)' is a view; place it inside a canvas or view block", nr) }
            let argsOK = instance(c, at: s, args: tree.call(e).args, trailing: [], range: r, report: ok)
            unit.res[s.index] = ok && argsOK ? .instance(c.index) : ok ? .failedCall : .error
            return
        }
        var res: Res = .error
        defer { unit.res[s.index] = res }
        if case .label? = ni.ambientPlace, let k = ni.ambient {
            ambientCall(k, s, e, nr)
            res = unit.res[s.index]
            return
        }
        switch place {
        case .path:
            guard let forms = ni.pathCommands else {
                if ni.functions != nil { unusedResult(e, name, r); return }
                typeArgs(ofCall: e)
                if name == "transform" {
                    error("to transform the path built so far, write apply(t), as UIBezierPath.apply(_:) does", nr); return
                }
                if let ours = Self.bezierPathMethods[name] {
                    error("unknown path command '\(name)': in a path block, UIBezierPath's \(ours.uikit) is written \(ours.here)", nr); return
                }
                let (hint, fix) = didYouMean(name, Array(registry.pathCommands.keys), at: nr)
                error("unknown path command '\(name)'\(hint)", nr, fixIts: fix)
                return
            }
            res = command(e, forms, name)
            return
        case .context:
            res = contextCommand(e, name, nr, r)
            return
        default:
            break
        }
        if place.draws, ni.isDrawImage { res = drawImage(e); return }
        if place.draws, let forms = ni.paints { res = paint(e, name, forms); return }
        if ni.functions != nil { unusedResult(e, name, r); return }
        typeArgs(ofCall: e)
        if ni.pathCommands != nil {
            error("'\(name)' is a path command; put it inside a 'path { … }' block", nr); return
        }
        if let m = viewMethodMisplaced(name) { error(m, nr); return }
        let (hint, fix) = didYouMean(name, unit.visible.keys.map { names[$0] }, at: nr)
        error("unknown command '\(name)' \(place.name)\(hint)", nr, fixIts: fix)
    }

    /// The message for a view's method (Builtins/ViewValue.swift) called without a receiver
    /// where there is no view class's `self` to call it on; nil for another name.
    func viewMethodMisplaced(_ name: String) -> String? {
        guard registry.methods[.view]?[name] != nil else { return nil }
        if Builtins.buttonNames.contains(name) {
            return "'\(name)' is a method of a button: call it on one ('b.\(name)(…)'), or without a receiver in a UIButton subclass's code"
        }
        if Builtins.labelMethods[name] != nil {
            return "'\(name)' is a method of a label: call it on one ('label.\(name)(…)'), or without a receiver in a UILabel subclass's code"
        }
        guard Builtins.uiViewNames.contains(name) else {
            return "'\(name)' is a method of a layer: call it on one ('layer.\(name)(…)')"
        }
        let instead = name == "addSubview" ? "; in a .view block, write the subview inside it" : ""
        return "'\(name)' is a method of a view: call it on one ('v.\(name)(…)'), or without a receiver in a view class's code, where it is the view's own\(instead)"
    }

    /// Types every argument of a call (for their own errors).
    func typeArgs(ofCall e: NodeID) {
        for k in 0..<tree.callArgCount(e) { expr(tree.callArgValue(e, k)) }
    }

    /// A built-in function called on its own line: its result is unused, and the call is
    /// checked as the expression it is.
    func unusedResult(_ e: NodeID, _ name: String, _ r: SourceRange) {
        expr(e)
        error("the result of '\(name)(…)' is unused", r)
    }

    /// A command bound to one of its forms (when a type is only known when it runs,
    /// evaluation binds it then).
    func command(_ e: NodeID, _ forms: [Int32], _ name: String) -> Res {
        switch bind(e, forms, { registry.commandForm($0).signature }, name: name) {
        case .bound(let f, let mask): return .command(form: f, defaults: mask)
        case .unknown: return .dynamic
        case .failed: return .error
        }
    }
    func drawImage(_ e: NodeID) -> Res {
        switch bind(e, registry.drawImage, { registry.commandForm($0).signature }, name: "drawImage") {
        case .bound(let f, _): return .drawImage(form: f)
        case .unknown: return .dynamic
        case .failed: return .error
        }
    }
    func paint(_ e: NodeID, _ name: String, _ forms: [Int32]) -> Res {
        switch bind(e, forms, { registry.paintForm($0).signature }, name: name) {
        case .bound(let f, let mask): return .paint(form: f, defaults: mask)
        case .unknown: return .dynamic
        case .failed: return .error
        }
    }

    /// A call in a context block: drawImage, a paint, or one of CGContext's.
    func contextCommand(_ e: NodeID, _ name: String, _ nr: SourceRange, _ r: SourceRange) -> Res {
        if let t = contextExtensionCall(e, name) { return t }
        if name == "drawImage" { return drawImage(e) }
        if let forms = registry.paints[name] { return paint(e, name, forms) }
        let savedPointers = pointerArguments
        pointerArguments = name == "setFillPattern"
        defer { pointerArguments = savedPointers }
        guard let forms = registry.contextCommands[name] else {
            typeArgs(ofCall: e)
            if registry.functions[name] != nil { error("the result of '\(name)(…)' is unused", r); return .error }
            let (hint, fix) = didYouMean(name, ["drawImage"] + Array(registry.contextCommands.keys) + Array(registry.paints.keys), at: nr)
            let pathHint = registry.pathCommands[name] != nil ? " ('\(name)' is a path command; in a context block the CGContext names apply, such as addLine(to:))" : ""
            error("unknown context call '\(name)'\(hint)\(pathHint)", nr, fixIts: fix)
            return .error
        }
        return command(e, forms, name)
    }

    /// `context.addLine(to:)` (the same as `addLine(to:)`) and `UIColor.red.setFill()` in a
    /// Whether the call `e` (checked) calls a `static`/`class` function of the file.
    func isStaticUserCall(_ e: NodeID) -> Bool {
        guard case .userCall(let k) = unit.res[e.index] else { return false }
        return unit.functions[Int(unit.calls[Int(k)].function)].isStatic
    }

    /// context block.
    func contextMemberCall(_ s: NodeID, _ e: NodeID, _ callee: NodeID, _ args: [Arg], _ r: SourceRange) {
        let m = tree.member(callee)
        if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "context", lookup(tree.nameOf(m.base)) == nil {
            // As if written without `context.`: the member's name is the command.
            unit.res[s.index] = contextCommand(e, names[m.name], m.nameRange, r)
            return
        }
        let name = names[m.name]
        guard ["setFill", "setStroke", "set"].contains(name) else {
            // A method that returns nothing (`"Hi".draw(at: p)`, `path.fill()`) is a statement.
            if case .void? = expr(e) { unit.res[s.index] = .evaluate; return }
            error("the result of this call is unused", r)
            unit.res[s.index] = .error
            return
        }
        let t = expr(m.base)
        for a in args { _ = expr(a.value) }
        if let t, t.valueType != .color, t.valueType != .pattern {
            error("'\(name)()' is a method of Color, not of \(article(t))", m.nameRange)
            unit.res[s.index] = .error
        } else if let a = args.first {
            error("'\(name)()' takes no arguments", tree.range(a.value))
            unit.res[s.index] = .error
        } else {
            unit.res[s.index] = .setColor(name == "setFill" ? 0 : name == "setStroke" ? 1 : 2)
        }
    }
}
