// The registry: every block kind, view kind, property table, command table and built-in type,
// joined by one line each. A new kind or built-in is a file of its own that declares a value
// of one of the shapes below (or of Builtins/Builtin.swift's) and one line here.
//
//   block kinds     canvas, document, page, view, label, image, …      Kinds/<Name>.swift
//   view kinds      what a view is (its dump, its lowering)              Kinds/<Name>.swift
//   properties      a table per kind of block                            ViewProperties.swift, Path.swift, Group.swift, …
//                   a view property of its own: a file and a line        Kinds/Properties/<Name>.swift, ViewProperties.registered
//   commands        path and context commands, paints                    Builtins/*Commands.swift
//   value types     constructors, members, methods, static members       Builtins/<Type>.swift
//   functions       math and the rest                                    Builtins/Math.swift, …

import FoundationEssentials
import Glibc
import DrawIR
import ViewGeometry
import ViewSyntax

/// A kind of block (`path { … }`): where it may stand, and how it is checked and run.
struct BlockKind {
    let name: String
    /// Whether it may stand in a place (and the message when it may not).
    let allowed: (Place) -> Bool
    let misplaced: (Place) -> String
    /// Checks the block's arguments (it stands where it may).
    let checkArguments: (Checker, NodeID) -> Void
    /// Checks the body (also when the block stands where it may not, to find what is wrong
    /// inside it too).
    let checkBody: (Checker, NodeID) -> Void
    /// Runs the block.
    let run: (Runner, NodeID, Target) throws -> Void
}

/// What a view is, beyond a UIView: its dump and what it draws of its own.
struct ViewKind {
    let name: String
    /// Its properties beyond UIView's, set in its block (a label's `text`, an image's `name`).
    var properties: [String] = []
    /// Parts of its `dump tree` line, after frame and bounds.
    var dump: (ViewNode) -> [String] = { _ in [] }
    /// What it draws before its own drawing and subviews (a label's text, an image).
    var lowerContent: (ViewNode, inout [Item]) -> Void = { _, _ in }
}

/// A property set with `name: value` in a block whose object is `Object` (a view, a path's
/// state, a group's drawing list).
struct Property<Object> {
    let name: String
    /// The type its value must have; nil when its setter checks the value itself.
    let type: ValueType?
    /// The message for a value of the wrong type; nil for "'name' is a T, not a U".
    var typeMessage: ((String, VType, SourceRange) -> (String, [FixIt]))? = nil
    /// What else the checker can tell from the type alone (a symbol's name).
    var checkType: ((VType, SourceRange) -> Diagnostic?)? = nil
    /// The cases it takes when it is an enumeration (`.scaleToFill`, … for contentMode), for
    /// the language server's completions after `name: .`; empty otherwise.
    let cases: [String]
    /// Sets it; `at` is the value's range (`name` the property's).
    let set: (Runner, Object, Value, _ name: SourceRange, _ at: SourceRange) throws -> Void

    init(_ name: String, _ type: ValueType?, typeMessage: ((String, VType, SourceRange) -> (String, [FixIt]))? = nil,
         checkType: ((VType, SourceRange) -> Diagnostic?)? = nil, cases: [String] = [],
         set: @escaping (Runner, Object, Value, _ name: SourceRange, _ at: SourceRange) throws -> Void) {
        self.name = name; self.type = type; self.typeMessage = typeMessage; self.checkType = checkType; self.cases = cases; self.set = set
    }

    /// The error for a value of type `t`, or nil when it fits.
    func check(_ t: VType, at r: SourceRange) -> Diagnostic? {
        guard let want = type, t.valueType != want else { return checkType?(t, r) }
        if let m = typeMessage {
            let (text, fix) = m(name, t, r)
            return .error(text, at: r, fixIts: fix)
        }
        let (hint, fix) = symbolHint(t, expected: want, at: r)
        return .error("'\(name)' is \(article(want)), not \(article(t))\(hint)", at: r, fixIts: fix)
    }
}

/// A table of properties, numbered in order (the checker records the number).
struct PropertyTable<Object> {
    let entries: [Property<Object>]
    let index: [String: Int32]
    init(_ entries: [Property<Object>]) {
        self.entries = entries
        var d: [String: Int32] = Dictionary(minimumCapacity: entries.count)
        for (i, e) in entries.enumerated() { d[e.name] = Int32(i) }
        index = d
    }
    subscript(_ name: String) -> Property<Object>? { index[name].map { entries[Int($0)] } }
    var names: [String] { entries.map(\.name) }
}

/// Every built-in, numbered once for the whole process.
enum Builtins {}

/// The kinds and built-ins. The block kinds, the functions and the path commands, which almost
/// every drawing uses, are made with the registry (the first compile of the process); every
/// other table is made the first time it is asked for (a `static let` of its own, so that
/// compiles on several threads share one). A table's forms are numbered when it is made, once
/// for the process: a drawing of paths and fills never makes the context commands, paints,
/// members or methods.
final class Registry {
    static let shared = Registry()

    /// Block kinds, by name.
    let blockKinds: [BlockKind]
    let blockKindIndex: [String: Int32]
    /// Held here, not in `static let`s: the checker and evaluation read them at every call and
    /// command, and a `static let` is a call to the runtime's once-check at every read.
    private let functionTable: Functions
    private let pathCommandTable: Numbered<CommandForm>

    private init() {
        // The block kinds: one line each.
        blockKinds = [Kinds.canvas, Kinds.document, Kinds.page, Kinds.view, Kinds.label, Kinds.image, Kinds.mask, Kinds.path, Kinds.group, Kinds.context]
        var bi: [String: Int32] = Dictionary(minimumCapacity: blockKinds.count)
        for (i, k) in blockKinds.enumerated() { bi[k.name] = Int32(i) }
        blockKindIndex = bi
        functionTable = Functions()
        pathCommandTable = Numbered(Builtins.pathCommands)
        Registry.checkWidth(pathCommandTable.forms.lazy.map { $0.signature })
    }

    // Every form, numbered: the checker records the number. (A number means something only in
    // the process that made it; nothing written out shows one.)

    /// The value types with their constructors, members, methods and static members.
    var types: [BuiltinType] { functionTable.types }
    var functionForms: [FunctionForm] { functionTable.forms }
    /// Functions by name: the numbers of their forms.
    var functions: [String: [Int32]] { functionTable.byName }
    /// Static members by the name of the type they are written on.
    var staticTypes: [String: BuiltinType] { functionTable.staticTypes }
    /// The value types by the names Swift code declares them with (`BuiltinType.swiftNames`),
    /// made when pasted Swift first names a type.
    var swiftTypes: [String: ValueType] { Registry.swiftTypeTable }
    private static let swiftTypeTable: [String: ValueType] = {
        var t: [String: ValueType] = [:]
        for b in shared.types { for n in b.swiftNames { t[n] = b.type } }
        return t
    }()
    /// The members an assignment may set, by type (`BuiltinType.settable`).
    var settableMembers: [ValueType: [String: VType]] { Registry.settableTable }
    private static let settableTable: [ValueType: [String: VType]] = {
        var t: [ValueType: [String: VType]] = [:]
        for b in shared.types where !b.settable.isEmpty { t[b.type] = b.settable }
        return t
    }()
    /// Functions written on a type's name (`Font.system(…)`).
    var staticFunctions: [String: [String: [Int32]]] { functionTable.staticFunctions }
    /// Names a let or a component cannot take: the functions, the view's own names, the literals.
    var reservedNames: Set<String> { Registry.reservedNames }
    private static let reservedNames: Set<String> = {
        var reserved = Set(shared.functions.keys)
        for n in ["bounds", "frame", "center", "true", "false"] { reserved.insert(n) }
        return reserved
    }()
    /// The constructors of the language's own types (§3), which neither Swift nor UIKit has: a
    /// pasted Swift class may take one of these names (`class Gradient: UIView`), as Swift code
    /// may name its types anything UIKit does not, and the class then hides the constructor in
    /// that file.
    static let ownConstructorNames: Set<String> = ["Point", "Size", "Rect", "EdgeInsets", "Gradient", "Shadow", "Font"]
    /// The functions' names as a user may write them, sorted (for messages; a `$` form is the
    /// checker's alone: SwiftText.swift).
    var functionNames: [String] { functions.keys.filter { !$0.hasPrefix("$") }.sorted() }

    /// Path commands, context commands and paints, by name. The path commands' forms are
    /// numbered from 0, the context commands' (drawImage's among them) from `contextBase`:
    /// each table is numbered when it is made, whichever is first.
    var pathCommands: [String: [Int32]] { pathCommandTable.byName }
    var contextCommands: [String: [Int32]] { Registry.contextCommandTable.byName }
    var paintForms: [PaintForm] { Registry.paintTable.forms }
    var paints: [String: [Int32]] { Registry.paintTable.byName }
    /// drawImage's forms.
    var drawImage: [Int32] { Registry.contextCommandTable.extra }
    static let contextBase: Int32 = 1 << 24
    /// The form numbered `n`, read in place (the hot paths' way: the table's array is not
    /// retained and released around each read). A command form is a path command's or a
    /// context command's.
    func commandForm(_ n: Int32) -> CommandForm {
        n < Registry.contextBase ? pathCommandTable.forms[Int(n)] : Registry.contextCommandTable.forms[Int(n - Registry.contextBase)]
    }
    func functionForm(_ n: Int32) -> FunctionForm { functionTable.table.forms[Int(n)] }
    func paintForm(_ n: Int32) -> PaintForm { Registry.paintTable.forms[Int(n)] }
    func methodForm(_ n: Int32) -> MethodForm { Members.shared.methodForms[Int(n)] }

    // Members and methods, numbered and by type and name: built the first time one is looked
    // up (a drawing of paths and fills never does), see `Members`.
    var methodForms: [MethodForm] { Members.shared.methodForms }
    var members: [Member] { Members.shared.members }
    /// Methods and members by type and name.
    var methods: [ValueType: [String: [Int32]]] { Members.shared.methods }
    var memberIndex: [ValueType: [String: Int32]] { Members.shared.memberIndex }
    /// Names of members and methods by type, in the order declared (for messages).
    var memberNames: [ValueType: [String]] { Members.shared.memberNames }
    var methodNames: [ValueType: [String]] { Members.shared.methodNames }

    /// The value types and the functions: constructors, the types' other functions, the
    /// functions of their own, and those written on a type's name.
    private struct Functions {

        let types: [BuiltinType]
        var table = Numbered<FunctionForm>()
        var forms: [FunctionForm] { table.forms }
        var byName: [String: [Int32]] { table.byName }
        var staticTypes: [String: BuiltinType] = [:]
        var staticFunctions: [String: [String: [Int32]]] = [:]

        init() {
            // The value types: one line each.
            types = [Builtins.point, Builtins.size, Builtins.rect, Builtins.edgeInsets, Builtins.color, Builtins.transform,
                     Builtins.font, Builtins.gradient, Builtins.shadow, Builtins.pathValue, Builtins.patternColor, Builtins.fontMetrics, Builtins.traitCollection, Builtins.screen,
                     Builtins.attributedString, Builtins.paragraphStyle, Builtins.textShadow, Builtins.underlineStyle, Builtins.list, Builtins.string, Builtins.range,
                     Builtins.swiftNumber, Builtins.swiftContext, Builtins.viewValue,
                     Builtins.recognizerValue, Builtins.colorSpace, Builtins.uiImage, Builtins.systemObject, Builtins.vector, Builtins.nsValue, Builtins.date,
                     Builtins.numberFormatter, Builtins.dateFormatter, Builtins.calendar, Builtins.timeZone, Builtins.locale, Builtins.dateComponents, Builtins.scanner, Builtins.characterSet,
                     Builtins.objectArray, Builtins.objectDictionary, Builtins.dictionary, Builtins.imageRenderer, Builtins.imageRendererFormat,
                     Builtins.layoutAnchor, Builtins.layoutConstraint, Builtins.layoutGuide, Builtins.ctFramesetter, Builtins.ctFrame, Builtins.optionSetValue]
            staticTypes.reserveCapacity(64)
            for t in types {
                table.add(t.constructors)
                table.add(t.functions)
                for n in t.typeNames { staticTypes[n] = t }
            }
            // Swift's names for the language's types (CGPoint is Point).
            for (swiftName, name) in Builtins.swiftTypeAliases {
                if let f = table.byName[name] { table.byName[swiftName, default: []] += f }
                staticTypes[swiftName] = staticTypes[name]
            }
            // Functions of their own: one line each.
            table.add(Builtins.math)
            table.add(Builtins.floatMath)
            table.add(Builtins.convert)
            table.add(Builtins.swiftText)
            table.add(Builtins.floatWidening)
            table.add(Builtins.enumCaseForms)
            table.add(Builtins.layoutPriorityFunctions)
            staticTypes["UILayoutPriority"] = LayoutPriorities.statics
            let font = Builtins.fontFunctions.mapValues { table.number($0) }
            for n in ["Font", "UIFont"] { staticFunctions[n] = font }
            staticFunctions["UIView"] = SemanticContent.layoutDirection.mapValues { table.number($0) }
            table.add(Builtins.randomCFunctions)
            for (type, fns) in Builtins.randomFunctions { staticFunctions[type] = fns.mapValues { table.number($0) } }
            for (type, fns) in Builtins.floatingPointStaticFunctions {
                staticFunctions[type, default: [:]].merge(fns.mapValues { table.number($0) }) { a, _ in a }
            }
            staticFunctions["UIGraphicsImageRendererFormat"] = Builtins.imageRendererFormatFunctions.mapValues { table.number($0) }
            staticFunctions["UIControl"] = Builtins.controlStaticFunctions.mapValues { table.number($0) }
            staticFunctions["NumberFormatter"] = Builtins.numberFormatterStatics.mapValues { table.number($0) }
            for (type, fns) in Builtins.layoutStaticFunctions { staticFunctions[type] = fns.mapValues { table.number($0) } }
            Registry.checkWidth(table.forms.lazy.map { $0.signature })
        }
    }

    /// Context commands with drawImage, and paints: each table made when first asked for.
    private static let contextCommandTable: Numbered<CommandForm> = {
        var t = Numbered(Builtins.contextCommands.merging(Builtins.clipPathCommands) { a, _ in a }.merging(Builtins.patternContextCommands) { a, _ in a }, from: contextBase)
        t.extra = t.number(Builtins.drawImageForms)
        checkWidth(t.forms.lazy.map { $0.signature })
        return t
    }()
    private static let paintTable: Numbered<PaintForm> = {
        let t = Numbered(Builtins.drawingCommands)
        checkWidth(t.forms.lazy.map { $0.signature })
        return t
    }()

    /// Forms numbered in order from `base`, and their numbers by name.
    private struct Numbered<Form> {
        private(set) var forms: [Form] = []
        var byName: [String: [Int32]] = [:]
        /// Forms numbered apart from any name (drawImage's, after the context commands).
        var extra: [Int32] = []
        let base: Int32
        init(from base: Int32 = 0) { self.base = base }
        /// A table on its own: its names keep the table's layout (no name is hashed again).
        init(_ table: [String: [Form]], from base: Int32 = 0) {
            self.base = base
            var forms: [Form] = []
            byName = table.mapValues { fs in fs.map { f in forms.append(f); return base + Int32(forms.count - 1) } }
            self.forms = forms
        }
        mutating func number(_ fs: [Form]) -> [Int32] {
            fs.map { f in forms.append(f); return base + Int32(forms.count - 1) }
        }
        /// A table's forms, after those of the tables before it (a name in several gets all).
        mutating func add(_ table: [String: [Form]]) {
            if byName.isEmpty { byName.reserveCapacity(256) }
            for (name, fs) in table {
                // Most names are in one table: their numbers go in as they are.
                let ids = number(fs)
                if let before = byName.updateValue(ids, forKey: name) { byName[name] = before + ids }
            }
        }
    }

    /// A form's defaults are kept in 16 bits (Res.Defaults): no built-in form may have more parameters.
    static func checkWidth(_ signatures: some Sequence<Signature>) {
        for s in signatures {
            precondition(s.params.count <= Res.Defaults.bitWidth,
                         "a built-in form has \(s.params.count) parameters; Res.Defaults holds \(Res.Defaults.bitWidth)")
        }
    }

    /// The types' members and methods, numbered, by type and name.
    private struct Members {
        static let shared = Members(Registry.shared.types)

        var methodForms: [MethodForm] = [], members: [Member] = []
        var methods: [ValueType: [String: [Int32]]] = [:], memberIndex: [ValueType: [String: Int32]] = [:]
        var memberNames: [ValueType: [String]] = [:], methodNames: [ValueType: [String]] = [:]

        init(_ types: [BuiltinType]) {
            for t in types {
                for (name, m) in t.members() {
                    members.append(m)
                    memberIndex[t.type, default: [:]][name] = Int32(members.count - 1)
                    memberNames[t.type, default: []].append(name)
                }
                let methods = t.methods()
                for (name, forms) in methods {
                    self.methods[t.type, default: [:]][name] = forms.map { f in methodForms.append(f); return Int32(methodForms.count - 1) }
                }
                // `super.name`, UIKit's own of an overridden method, is no name code writes.
                methodNames[t.type] = methods.keys.filter { !$0.hasPrefix("super.") }.sorted()
            }
            Registry.checkWidth(methodForms.lazy.map { $0.signature })
        }
    }

    func signatures(_ ids: [Int32], _ table: KeyPath<Registry, [FunctionForm]>) -> [Signature] {
        ids.map { self[keyPath: table][Int($0)].signature }
    }
}

/// The block kinds and view kinds.
enum Kinds {}
