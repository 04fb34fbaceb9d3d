// The registry: every block kind, view kind, property table, command table and built-in type,
// joined by one line each. A new kind or built-in is a file of its own that declares a value
// of one of the shapes below (or of Builtins/Builtin.swift's) and one line here.
//
//   block kinds     canvas, document, page, view, label, image, …      Kinds/<Name>.swift
//   view kinds      what a view is (its dump, its lowering)              Kinds/<Name>.swift
//   properties      a table per kind of block                            ViewProperties.swift, Path.swift, Group.swift, …
//   commands        path and context commands, paints                    Builtins/*Commands.swift
//   value types     constructors, members, methods, static members       Builtins/<Type>.swift
//   functions       math and the rest                                    Builtins/Math.swift, …

import Foundation
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
    /// Sets it; `at` is the value's range (`name` the property's).
    let set: (Runner, Object, Value, _ name: SourceRange, _ at: SourceRange) throws -> Void

    init(_ name: String, _ type: ValueType?, typeMessage: ((String, VType, SourceRange) -> (String, [FixIt]))? = nil,
         checkType: ((VType, SourceRange) -> Diagnostic?)? = nil,
         set: @escaping (Runner, Object, Value, _ name: SourceRange, _ at: SourceRange) throws -> Void) {
        self.name = name; self.type = type; self.typeMessage = typeMessage; self.checkType = checkType; self.set = set
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
        var d: [String: Int32] = [:]
        for (i, e) in entries.enumerated() { d[e.name] = Int32(i) }
        index = d
    }
    subscript(_ name: String) -> Property<Object>? { index[name].map { entries[Int($0)] } }
    var names: [String] { entries.map(\.name) }
}

/// Every built-in, numbered once for the whole process.
enum Builtins {}

final class Registry {
    static let shared = Registry()

    /// Block kinds, by name.
    let blockKinds: [BlockKind]
    let blockKindIndex: [String: Int32]
    /// The value types with their constructors, members, methods and static members.
    let types: [BuiltinType]

    // Every form, numbered: the checker records the number. (A number means something only in
    // the process that made it; nothing written out shows one.)
    let functionForms: [FunctionForm]
    let commandForms: [CommandForm]
    let paintForms: [PaintForm]
    /// Functions by name: the numbers of their forms.
    let functions: [String: [Int32]]
    /// Static members by the name of the type they are written on.
    let staticTypes: [String: BuiltinType]
    /// Functions written on a type's name (`Font.system(…)`).
    let staticFunctions: [String: [String: [Int32]]]
    /// Path commands, context commands and paints, by name.
    let pathCommands: [String: [Int32]]
    let contextCommands: [String: [Int32]]
    let paints: [String: [Int32]]
    /// drawImage's forms.
    let drawImage: [Int32]

    /// Names a let or a component cannot take: the functions, the view's own names, the literals.
    let reservedNames: Set<String>
    /// The functions' names, sorted (for messages).
    var functionNames: [String] { functions.keys.sorted() }

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

    private init() {
        // The block kinds: one line each.
        blockKinds = [Kinds.canvas, Kinds.document, Kinds.page, Kinds.view, Kinds.label, Kinds.image, Kinds.mask, Kinds.path, Kinds.group, Kinds.context]
        var bi: [String: Int32] = [:]
        for (i, k) in blockKinds.enumerated() { bi[k.name] = Int32(i) }
        blockKindIndex = bi

        // The value types: one line each.
        types = [Builtins.point, Builtins.size, Builtins.rect, Builtins.edgeInsets, Builtins.color, Builtins.transform,
                 Builtins.font, Builtins.gradient, Builtins.shadow, Builtins.pathValue, Builtins.patternColor, Builtins.fontMetrics, Builtins.traitCollection,
                 Builtins.attributedString, Builtins.paragraphStyle, Builtins.textShadow, Builtins.underlineStyle, Builtins.list, Builtins.string, Builtins.range,
                 Builtins.swiftNumber, Builtins.swiftContext, Builtins.viewValue,
                 Builtins.recognizerValue]

        var functionForms: [FunctionForm] = [], commandForms: [CommandForm] = [], paintForms: [PaintForm] = []
        var functions: [String: [Int32]] = [:]
        var staticTypes: [String: BuiltinType] = [:], staticFunctions: [String: [String: [Int32]]] = [:]
        func number(_ forms: [FunctionForm]) -> [Int32] {
            forms.map { f in functionForms.append(f); return Int32(functionForms.count - 1) }
        }
        func addFunctions(_ table: [String: [FunctionForm]]) {
            for (name, forms) in table { functions[name, default: []] += number(forms) }
        }
        func addCommands(_ forms: [CommandForm]) -> [Int32] {
            forms.map { f in commandForms.append(f); return Int32(commandForms.count - 1) }
        }
        for t in types {
            addFunctions(t.constructors)
            addFunctions(t.functions)
            for n in t.typeNames { staticTypes[n] = t }
        }
        // Swift's names for the language's types (CGPoint is Point).
        for (swiftName, name) in Builtins.swiftTypeAliases {
            if let f = functions[name] { functions[swiftName, default: []] += f }
            staticTypes[swiftName] = staticTypes[name]
        }
        // Functions of their own: one line each.
        addFunctions(Builtins.math)
        addFunctions(Builtins.convert)
        for n in ["Font", "UIFont"] { staticFunctions[n] = Builtins.fontFunctions.mapValues(number) }
        // Commands: one line per table.
        pathCommands = Builtins.pathCommands.mapValues(addCommands)
        contextCommands = Builtins.contextCommands.mapValues(addCommands)
        paints = Builtins.drawingCommands.mapValues { forms in forms.map { f in paintForms.append(f); return Int32(paintForms.count - 1) } }
        drawImage = addCommands(Builtins.drawImageForms)

        Registry.checkWidth(functionForms.lazy.map { $0.signature })
        Registry.checkWidth(commandForms.lazy.map { $0.signature })
        Registry.checkWidth(paintForms.lazy.map { $0.signature })
        self.functionForms = functionForms; self.commandForms = commandForms; self.paintForms = paintForms
        self.functions = functions; self.staticTypes = staticTypes; self.staticFunctions = staticFunctions
        var reserved = Set(functions.keys)
        for n in ["bounds", "frame", "center", "true", "false"] { reserved.insert(n) }
        reservedNames = reserved
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
                for (name, m) in t.members {
                    members.append(m)
                    memberIndex[t.type, default: [:]][name] = Int32(members.count - 1)
                    memberNames[t.type, default: []].append(name)
                }
                for (name, forms) in t.methods {
                    methods[t.type, default: [:]][name] = forms.map { f in methodForms.append(f); return Int32(methodForms.count - 1) }
                }
                methodNames[t.type] = t.methods.keys.sorted()
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
