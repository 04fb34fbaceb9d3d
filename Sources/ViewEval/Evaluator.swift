// The evaluator: runs a parsed file into a Document (a tree of ViewNodes). Statements run in
// the order written; a failed statement is reported and the rest still run, so one compile
// reports as many independent mistakes as it can. Limits (depth, loop iterations, drawing
// operations) keep hostile input from hanging viewc or exhausting memory.

import Foundation
import ViewGeometry
import ViewSyntax

/// Bounds on the work one compile may do, each with its own error.
public struct Limits: Sendable {
    /// Views and component instances nested inside each other.
    public var maxDepth = 100
    /// Loop iterations, counted over the whole compile.
    public var maxIterations = 1_000_000
    /// Path elements and paint calls, counted over the whole compile.
    public var maxOperations = 5_000_000
    /// How many times one component may appear in its own chain of instances.
    public var maxRecursion = 32
    public init() {}
}

/// What the command line passes to evaluation.
public struct EvalOptions: Sendable {
    public var limits = Limits()
    /// `-D name=value`, in order; the value is .view expression text.
    public var defines: [(name: String, value: String)] = []
    /// The folder imports may not leave; nil means the main file's folder.
    public var root: String?
    public init() {}
}

/// A silent failure: the value depends on something already reported.
struct Poisoned: Error {}
/// A failure that ends evaluation at once (a limit was hit).
struct Abort: Error { let diagnostic: Diagnostic }

/// A lexical scope: `let`s, loop variables and inspectables, and the view `bounds` refers to.
final class Scope {
    var vars: [String: Value?] = [:]   // nil: poisoned (its definition failed)
    let parent: Scope?
    let selfView: ViewNode?
    init(parent: Scope?, selfView: ViewNode?) {
        self.parent = parent; self.selfView = selfView ?? parent?.selfView
    }
    func lookup(_ name: String) -> Value?? {
        if let v = vars[name] { return .some(v) }
        return parent?.lookup(name)
    }
    /// Every visible name, the nearest scope first (each scope's names in order), for suggestions.
    var allNames: [String] { vars.keys.sorted() + (parent?.allNames ?? []) }
}

/// A declared component (`view Name { … }`).
final class Component {
    let name: String
    let nameRange: SourceRange
    let body: [Stmt]
    /// The file scope it was declared in: its body sees that file's lets and components.
    let fileScope: Scope
    let file: FileUnit
    /// Inspectable parameters with their evaluated defaults, in order (filled on first use).
    var inspectables: [(name: String, value: Value, range: SourceRange)]?
    init(name: String, nameRange: SourceRange, body: [Stmt], fileScope: Scope, file: FileUnit) {
        self.name = name; self.nameRange = nameRange; self.body = body; self.fileScope = fileScope; self.file = file
    }
}

/// One evaluated file: its scope and components (what an import brings in). Its scope's
/// parent holds what it imports, so that its own lets may shadow imported ones.
final class FileUnit {
    let source: SourceFile
    let scope: Scope
    var components: [String: Component] = [:]
    /// Components visible here: its own and imported ones.
    var visible: [String: Component] = [:]
    /// The file each imported let came from (to tell two imports that define one name).
    var importedLetFrom: [String: String] = [:]
    init(source: SourceFile, scope: Scope) { self.source = source; self.scope = scope }
}

/// A list of drawing commands being built (a view's content or a group's body).
final class DrawList {
    var items: [DrawCommand] = []
    /// Set by a group's `alpha:`, `blendMode:` and `shadow:` (see GroupState.swift).
    var groupStyle = GroupStyle()
    /// Line settings in force here (a group's `lineWidth:` and friends, as CGContext's
    /// graphics state): paths and context blocks inside start from them.
    var lineStyle = StrokeStyle()
}

/// A path under construction in a `path { … }` block, with its UIBezierPath settings.
final class PathState {
    var path = BezierPath()
    var style = StrokeStyle()
    var evenOdd = false
    let out: DrawList
    /// The block's scope, where `pathBounds` and `currentPoint` are kept up to date.
    var scope: Scope?
    init(out: DrawList) { self.out = out; self.style = out.lineStyle }
}

/// Where a statement runs, which decides what it may say.
enum Target {
    case file(FileUnit)
    case view(ViewNode, DrawList, FileUnit)
    case drawing(DrawList, FileUnit)
    case path(PathState, FileUnit)
    case context(ContextState, FileUnit)

    var unit: FileUnit {
        switch self {
        case .file(let u), .view(_, _, let u), .drawing(_, let u), .path(_, let u), .context(_, let u): return u
        }
    }
    var placeName: String {
        switch self {
        case .file: return "at the top of a file"
        case .view(let v, _, _): return "in a '\(v.kind)' block"
        case .drawing: return "in a 'group' block"
        case .path: return "in a 'path' block"
        case .context: return "in a 'context' block"
        }
    }
}

/// A top-level parameter of the compiled file, as `viewc params` lists it.
public struct FileParameter: Sendable {
    public var name: String
    public var type: ValueType
    public var defaultValue: String
    public var isInspectable: Bool
    /// The component it belongs to, or nil for the file itself.
    public var component: String?
}

public final class Evaluator {
    let options: EvalOptions
    let loader: SourceLoader
    var diagnostics: [Diagnostic] = []
    var iterations = 0
    var operations = 0
    var depth = 0
    var pages: [Page] = []
    var mainUnit: FileUnit?
    /// Files being imported, outermost first (for cycle reports).
    var importStack: [(path: String, range: SourceRange)] = []
    var loaded: [String: FileUnit] = [:]
    var usedDefines: Set<String> = []
    /// True while TypeCheck runs the evaluator's code on stand-in values.
    var isTypeChecking = false
    var reported: Set<DiagnosticKey> = []
    /// Images read so far, by the naming file and name (Images.swift).
    var imageCache: [String: ImageContent] = [:]
    var errorCount = 0
    /// Every error met, repeats included (a block that met one skips its "unused" warnings).
    var errorsSeen = 0
    /// Errors reported before a compile gives up.
    static let maxErrors = 100
    /// Components being instantiated, outermost first (for recursion reports).
    var componentStack: [Component] = []
    /// The arguments of the path or context command being run (for errors that point at one).
    var currentArgs: [ArgValue] = []
    /// Top-level lets and inspectables of the main file, in order.
    public private(set) var parameters: [FileParameter] = []
    /// Measures labels' text (sizeToFit); without one, sizeToFit() is an error (Labels.swift).
    public let textLayout: TextLayoutEngine?

    public init(options: EvalOptions = EvalOptions(), loader: SourceLoader, textLayout: TextLayoutEngine? = nil) {
        self.options = options; self.loader = loader; self.textLayout = textLayout
    }

    /// Evaluates a parsed main file. Returns the document, or nil with the diagnostics.
    public func evaluate(_ tree: SyntaxTree) -> (Document?, [Diagnostic]) {
        // Evaluation recurses once per nested block, view and component; its limits
        // (statement nesting, --max-depth, --max-recursion) bound that depth, and a thread of
        // its own with a large stack makes sure the bound, not the stack, is what stops it —
        // whatever thread called, and however large a debug build's frames are.
        // The caller waits for the thread, so only one thread ever touches the evaluator.
        final class Handoff {
            let ev: Evaluator
            let tree: SyntaxTree
            var result: (Document?, [Diagnostic]) = (nil, [])
            init(_ ev: Evaluator, _ tree: SyntaxTree) { self.ev = ev; self.tree = tree }
        }
        let h = Handoff(self, tree)
        // Where the system will not give a thread that much stack (a `ulimit -v`), try a
        // smaller one, and at last run on the caller's own stack rather than wait forever.
        for size in [Evaluator.stackSize, 64 << 20] {
            var attr = pthread_attr_t()
            pthread_attr_init(&attr)
            defer { pthread_attr_destroy(&attr) }
            guard pthread_attr_setstacksize(&attr, size) == 0 else { continue }
            let context = Unmanaged.passRetained(h).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attr, { raw in
                let h = Unmanaged<Handoff>.fromOpaque(raw!).takeRetainedValue()
                h.result = h.ev.evaluateHere(h.tree)
                return nil
            }, context)
            if started == 0 {
                pthread_join(thread, nil)
                return h.result
            }
            Unmanaged<Handoff>.fromOpaque(context).release()
        }
        return evaluateHere(tree)
    }

    /// The stack evaluation runs on: room for the deepest nesting the limits allow.
    static let stackSize = 512 << 20

    func evaluateHere(_ tree: SyntaxTree) -> (Document?, [Diagnostic]) {
        diagnostics = tree.diagnostics
        if tree.hasErrors { return (nil, diagnostics) }
        let unit = FileUnit(source: tree.file, scope: Scope(parent: Scope(parent: nil, selfView: nil), selfView: nil))
        mainUnit = unit
        loaded[loader.canonicalPath(tree.file)] = unit
        do {
            try runFile(tree.legacyStatements, unit, isMain: true)
            try checkDefinesUsed(tree.file)
        } catch let a as Abort {
            diagnostics.append(a.diagnostic)
        } catch let d as Diagnostic {
            diagnostics.append(d)
        } catch {}
        if let a = abortDiagnostic { diagnostics.append(a) }
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, inSourceOrder(diagnostics)) }
        if pages.isEmpty {
            diagnostics.append(.error("nothing to draw: the file has no 'canvas(width:height:) { … }' block",
                                      at: SourceRange(file: tree.file, start: 0, end: 0)))
            return (nil, diagnostics)
        }
        return (Document(pages: pages, sources: [tree.file] + loaded.values.map(\.source).filter { $0 !== tree.file }), diagnostics)
    }

    // MARK: files and imports

    func runFile(_ stmts: [Stmt], _ unit: FileUnit, isMain: Bool) throws {
        // Imports and component declarations first, so a canvas may use a component declared below it.
        for s in stmts {
            switch s {
            case .importFile(let path, let pr, _):
                guarded { try self.importFile(path, pr, into: unit) }
            case .component(let name, let nr, let body, _):
                if let prev = unit.components[name] {
                    report(.error("component '\(name)' is already declared", at: nr,
                                  notes: [Diagnostic(.note, "first declared here", at: prev.nameRange)]))
                    continue
                }
                if builtinNames.contains(name) {
                    report(.error("'\(name)' is a built-in name and cannot name a component", at: nr)); continue
                }
                let c = Component(name: name, nameRange: nr, body: body, fileScope: unit.scope, file: unit)
                unit.components[name] = c
                unit.visible[name] = c
            default: break
            }
        }
        // Types are checked before anything runs: a file with a type error draws nothing.
        // Evaluation still runs (nothing is drawn) to find the errors the check cannot see;
        // it reports the same errors at the same spots, and `report` keeps one of each.
        for d in TypeChecker.check(stmts, unit, self) { report(d) }
        for s in stmts {
            switch s {
            case .importFile, .component: continue
            default:
                if !isMain, case .block(let kind, let kr, _, _, _) = s, kind == "canvas" {
                    report(.error("an imported file may declare components and lets, not a canvas", at: kr))
                    continue
                }
                try execAll([s], unit.scope, .file(unit))
            }
        }
        if isMain {
            let own = unit.components.values.sorted(by: { $0.nameRange.start < $1.nameRange.start })
            let imported = unit.visible.values.filter { $0.file !== unit }.sorted(by: { $0.name < $1.name })
            for c in own + imported {
                guarded {
                    for p in try self.inspectables(of: c) {
                        self.parameters.append(FileParameter(name: "\(c.name).\(p.name)", type: p.value.type,
                                                             defaultValue: p.value.description, isInspectable: true,
                                                             component: c.name))
                    }
                }
            }
        }
    }

    func importFile(_ path: String, _ range: SourceRange, into unit: FileUnit) throws {
        let source: SourceFile
        do {
            source = try loader.load(path, from: unit.source, root: options.root)
        } catch let e as LoadError {
            throw Diagnostic.error(e.message, at: range)
        }
        let key = loader.canonicalPath(source)
        if let i = importStack.firstIndex(where: { $0.path == key }) ?? (key == loader.canonicalPath(mainUnit!.source) ? -1 : nil) {
            var chain = importStack[(i < 0 ? 0 : i)...].map { URL(fileURLWithPath: $0.path).lastPathComponent }
            if i < 0 { chain.insert(URL(fileURLWithPath: key).lastPathComponent, at: 0) }
            chain.append(URL(fileURLWithPath: key).lastPathComponent)
            let notes = importStack[(i < 0 ? 0 : i)...].map { Diagnostic(.note, "imported from here", at: $0.range) }
            throw Diagnostic.error("import cycle: " + chain.joined(separator: " -> "), at: range, notes: Array(notes))
        }
        let imported: FileUnit
        if let done = loaded[key] {
            imported = done
        } else {
            importStack.append((key, range))
            defer { importStack.removeLast() }
            let tree = Parser.parse(source)
            if tree.hasErrors { diagnostics += tree.diagnostics; throw Poisoned() }
            imported = FileUnit(source: source, scope: Scope(parent: Scope(parent: nil, selfView: nil), selfView: nil))
            loaded[key] = imported
            try runFile(tree.legacyStatements, imported, isMain: false)
        }
        let imports = unit.scope.parent!
        // Two imports that define one name would make the first silently win: that is an
        // error. (The file's own lets and components may shadow imported ones.)
        let from = imported.source.path
        for (k, v) in imported.scope.vars.sorted(by: { $0.key < $1.key }) {
            if let other = unit.importedLetFrom[k], other != from {
                report(.error("'\(k)' is defined by both '\(other)' and '\(from)'; rename one of them", at: range))
                continue
            }
            if imports.vars[k] == nil { imports.vars[k] = v; unit.importedLetFrom[k] = from }
        }
        for (k, c) in imported.components.sorted(by: { $0.key < $1.key }) {
            if let existing = unit.visible[k], existing !== c, existing.file !== unit {
                report(.error("component '\(k)' is declared by both '\(existing.file.source.path)' and '\(from)'; rename one of them", at: range,
                              notes: [Diagnostic(.note, "declared here", at: existing.nameRange), Diagnostic(.note, "and here", at: c.nameRange)]))
                continue
            }
            if unit.visible[k] == nil { unit.visible[k] = c }
        }
    }

    // MARK: error handling

    /// Records a diagnostic once (the type check and evaluation may both find it); past
    /// `maxErrors` the compile stops, so that an error in a long loop cannot flood the output.
    func report(_ d: Diagnostic) {
        if d.severity == .error { errorsSeen += 1 }
        guard reported.insert(DiagnosticKey(d)).inserted else { return }
        if d.severity == .error {
            errorCount += 1
            if errorCount > Evaluator.maxErrors {
                if abortDiagnostic == nil {
                    abortDiagnostic = .error("too many errors (more than \(Evaluator.maxErrors)); stopping here", at: d.range)
                }
                return
            }
        }
        diagnostics.append(d)
    }

    /// Runs `body`; a diagnostic is recorded and evaluation goes on. Limits still abort.
    func guarded(_ body: () throws -> Void) {
        do { try body() } catch let d as Diagnostic { report(d) } catch is Poisoned {} catch let a as Abort {
            abortDiagnostic = a.diagnostic
        } catch {}
    }
    var abortDiagnostic: Diagnostic?

    func countOperations(_ n: Int, _ range: SourceRange) throws {
        operations += n
        if operations > options.limits.maxOperations {
            throw Abort(diagnostic: .error("more than \(options.limits.maxOperations) drawing operations; raise the limit with --max-operations", at: range))
        }
    }

    // MARK: statements

    func execAll(_ stmts: [Stmt], _ scope: Scope, _ target: Target) throws {
        for s in stmts {
            do {
                try exec(s, scope, target)
            } catch let d as Diagnostic {
                report(d)
            } catch is Poisoned {
            }
            if let a = abortDiagnostic { abortDiagnostic = nil; throw Abort(diagnostic: a) }
        }
    }

    /// Statements being run inside each other (blocks, ifs, loops, component bodies): the
    /// evaluator recurses through them, so their total depth is bounded to keep the stack
    /// safe (`--max-depth` bounds views alone; 150 nested ifs in a recursive component used
    /// to overflow the stack).
    static let maxStatementDepth = 400
    var statementDepth = 0

    func exec(_ stmt: Stmt, _ scope: Scope, _ target: Target) throws {
        statementDepth += 1
        defer { statementDepth -= 1 }
        if statementDepth > Evaluator.maxStatementDepth {
            throw Abort(diagnostic: .error("statements nest deeper than \(Evaluator.maxStatementDepth) levels (blocks, ifs, loops and component instances together)", at: stmt.range))
        }
        switch stmt {
        case .letBinding(let name, let nr, let expr, _):
            try bind(name, nr, expr, scope, target, inspectable: false)
        case .inspectable(let name, let nr, let expr, _):
            switch target {
            case .file:
                try bind(name, nr, expr, scope, target, inspectable: true)
            case .view(let v, _, _) where scope.vars[name] != nil && v.kind != "view" && !v.isLabel && !v.isImageView:
                break  // a component's parameter, bound when the instance was made
            default:
                throw Diagnostic.error("'@inspectable' belongs at the top of a component or of a file", at: stmt.range)
            }
        case .property(let path, let pr, let expr, _):
            let name = path.joined(separator: ".")
            switch target {
            case .view(let v, _, _):
                try setViewProperty(v, name, pr, try eval(expr, scope), expr.range)
            case .path(let ps, _):
                try setPathProperty(ps, name, pr, try eval(expr, scope), expr.range)
            case .drawing(let list, _):
                try setGroupProperty(list, name, pr, try eval(expr, scope), expr.range)
            case .context:
                throw Diagnostic.error("a 'context' block sets state with calls, as CGContext does (setLineWidth(_:), setStrokeColor(_:), …), not with '\(name):'", at: pr)
            case .file:
                throw Diagnostic.error("property '\(name)' must be set inside a canvas, view or path block", at: pr)
            }
        case .block(let kind, let kr, let args, let body, let r):
            try execBlock(kind, kr, args, body, r, scope, target)
        case .expression(let e, _):
            try execExpression(e, scope, target)
        case .ifStmt(let cond, let then, let elseBody, _):
            let c = try eval(cond, scope)
            guard case .bool(let b) = c else {
                throw Diagnostic.error("an 'if' condition must be a Bool, not \(article(c))", at: cond.range)
            }
            if b { try execAll(then, Scope(parent: scope, selfView: nil), target) }
            else if let e = elseBody { try execAll(e, Scope(parent: scope, selfView: nil), target) }
        case .forStmt(let v, _, let seqExpr, let body, _):
            let seq = try eval(seqExpr, scope)
            let items: AnySequence<Value>
            switch seq {
            case .range(let a, let b, let inc):
                let hi = inc ? b : b - 1
                items = a > hi ? AnySequence([]) : AnySequence((a...hi).lazy.map { Value.number(Double($0)) })
            case .list(let l): items = AnySequence(l)
            default:
                throw Diagnostic.error("'for' loops over a range (a..<b, a...b) or a list, not \(article(seq))", at: seqExpr.range)
            }
            for item in items {
                iterations += 1
                if iterations > options.limits.maxIterations {
                    throw Abort(diagnostic: .error("more than \(options.limits.maxIterations) loop iterations; raise the limit with --max-iterations", at: seqExpr.range))
                }
                let s = Scope(parent: scope, selfView: nil)
                s.vars[v] = item
                let errorsBefore = errorsSeen
                try execAll(body, s, target)
                // An error in the body would most likely repeat on every pass: report the
                // first pass's errors and leave the loop (nothing is drawn anyway).
                if errorsSeen != errorsBefore { break }
            }
        case .component(_, let nr, _, _):
            throw Diagnostic.error("components are declared at the top of a file, not \(target.placeName)", at: nr)
        case .importFile(_, let pr, _):
            throw Diagnostic.error("'import' belongs at the top of a file", at: pr)
        }
    }

    func bind(_ name: String, _ nr: SourceRange, _ expr: Expr, _ scope: Scope, _ target: Target, inspectable: Bool) throws {
        if scope.vars.keys.contains(name) {
            throw Diagnostic.error("'\(name)' is already defined in this scope", at: nr)
        }
        if builtinNames.contains(name) {  // a color name may be reused: `.label` still means the color
            throw Diagnostic.error("'\(name)' is a built-in name and cannot be redefined", at: nr)
        }
        scope.vars[name] = .some(nil)  // poisoned until it has a value
        var value = try eval(expr, scope)
        if case .file(let unit) = target, unit === mainUnit, scope === unit.scope {  // not inside a top-level if or for
            parameters.append(FileParameter(name: name, type: value.type, defaultValue: value.description,
                                            isInspectable: inspectable, component: nil))
            value = try overridden(name, value, nr)
        }
        scope.vars[name] = .some(value)
    }

    func evalDefine(_ name: String, _ text: String) throws -> Value {
        let file = SourceFile(path: "-D \(name)", text: text)
        let (tree, parsed) = Parser.parseExpression(file)
        guard let e = parsed else { diagnostics += tree.diagnostics; throw Poisoned() }
        return try eval(tree.legacyExpr(e), Scope(parent: nil, selfView: nil))
    }

    func checkDefinesUsed(_ file: SourceFile) throws {
        for d in options.defines where !usedDefines.contains(d.name) {
            var seen = Set<String>()
            let names = parameters.map(\.name).filter { seen.insert($0).inserted }
            let hint = suggest(d.name, names).map { " (did you mean '\($0)'?)" } ?? ""
            let list = names.isEmpty ? "the file has no top-level lets or inspectables" : "names that can be set: " + names.joined(separator: ", ")
            report(.error("-D \(d.name): no top-level let or inspectable is named '\(d.name)'\(hint); \(list)", at: .none))
        }
    }

    // MARK: blocks

    func execBlock(_ kind: String, _ kr: SourceRange, _ args: [Argument]?, _ body: [Stmt], _ r: SourceRange,
                   _ scope: Scope, _ target: Target) throws {
        let unit = target.unit
        if let comp = unit.visible[kind] {
            guard case .view(let parent, _, _) = target else {
                throw Diagnostic.error("the component '\(kind)' is a view; place it inside a canvas or view block", at: kr)
            }
            try instantiate(comp, args ?? [], trailing: body, kindRange: kr, range: r, scope: scope, parent: parent, unit: unit)
            return
        }
        switch (kind, target) {
        case ("canvas", .file(let u)):
            guard pages.isEmpty else { throw Diagnostic.error("a file has only one canvas", at: kr) }
            let vals = try callArgs(args ?? [], scope)
            let sig = Overloads<Void>([(Signature([Param("width", .number), Param("height", .number)]), ())])
            let (_, v) = try sig.resolve(vals, callRange: kr, name: "canvas")
            let w = v[0].num, h = v[1].num
            for (val, a) in zip([w, h], vals) where !(val > 0 && val <= 100_000) {
                throw Diagnostic.error("a canvas side must be more than 0 and at most 100000 points, not \(formatNumber(val))", at: a.range)
            }
            let root = ViewNode(kind: "canvas", range: r)
            root.bounds = Rect(0, 0, w, h)
            root.center = Point(w / 2, h / 2)
            try runViewBody(root, body, scope, u)
            pages.append(Page(root: root, size: Size(w, h)))
        case ("view", .view(let parent, _, let u)):
            if args != nil { throw Diagnostic.error("a 'view' block takes no arguments; set its frame inside it", at: kr) }
            let node = ViewNode(kind: "view", range: r)
            try nest(kr) { try runViewBody(node, body, scope, u) }
            parent.subviews.append(node)
        case ("label", .view(let parent, _, let u)):
            try runLabel(kr, args, body, r, scope, parent, u)
        case ("image", .view(let parent, _, let u)):
            try runImage(kr, args, body, r, scope, parent, u)
        case ("path", .view(_, let list, let u)), ("path", .drawing(let list, let u)):
            if args != nil { throw Diagnostic.error("a 'path' block takes no arguments", at: kr) }
            let ps = PathState(out: list)
            let inner = Scope(parent: scope, selfView: nil)
            ps.scope = inner
            ps.publishState()
            let before = list.items.count, errorsBefore = errorsSeen
            try execAll(body, inner, .path(ps, u))
            if !ps.path.isEmpty && list.items.count == before && errorsSeen == errorsBefore && !isTypeChecking {
                report(Diagnostic(.warning, "this path is never painted; fill(…), stroke(…) or addClip() would use it", at: kr))
            }
        case ("group", .view(_, let list, let u)), ("group", .drawing(let list, let u)):
            if args != nil { throw Diagnostic.error("a 'group' block takes no arguments", at: kr) }
            let inner = DrawList()
            inner.lineStyle = list.lineStyle
            try nest(kr) { try execAll(body, Scope(parent: scope, selfView: nil), .drawing(inner, u)) }
            list.items.append(inner.groupCommand(r))
        case ("context", .view(_, let list, let u)), ("context", .drawing(let list, let u)):
            if args != nil { throw Diagnostic.error("a 'context' block takes no arguments", at: kr) }
            try runContext(body, list, kr, r, scope, u)
        default:
            let where_ = target.placeName
            switch kind {
            case "canvas": throw Diagnostic.error("a canvas belongs at the top of a file, not \(where_)", at: kr)
            case "view", "label", "image": throw Diagnostic.error("a \(kind) cannot be placed \(where_)", at: kr)
            case "path", "group", "context": throw Diagnostic.error("a '\(kind)' block cannot be placed \(where_)", at: kr)
            default:
                let known = ["canvas", "view", "label", "image", "path", "group", "context"] + unit.visible.keys.sorted()
                let hint = suggest(kind, known).map { "; did you mean '\($0)'?" } ?? ""
                throw Diagnostic.error("unknown block '\(kind)'\(hint)", at: kr)
            }
        }
    }

    func nest(_ r: SourceRange, _ body: () throws -> Void) throws {
        depth += 1
        defer { depth -= 1 }
        if depth > options.limits.maxDepth {
            throw Abort(diagnostic: .error("views nest deeper than \(options.limits.maxDepth) levels; raise the limit with --max-depth", at: r))
        }
        try countOperations(1, r)  // every view and group is work, even one that draws nothing
        try body()
    }

    /// Runs a view's statements with `bounds` meaning this view, collecting its drawing.
    func runViewBody(_ node: ViewNode, _ body: [Stmt], _ scope: Scope, _ unit: FileUnit) throws {
        let list = DrawList()
        list.items = node.content
        try execAll(body, Scope(parent: scope, selfView: node), .view(node, list, unit))
        node.content = list.items
    }

    // MARK: components

    func inspectables(of c: Component) throws -> [(name: String, value: Value, range: SourceRange)] {
        if let done = c.inspectables { return done }
        var out: [(name: String, value: Value, range: SourceRange)] = []
        c.inspectables = []  // guards against a default that refers to its own component
        var done = false
        defer { if !done { c.inspectables = nil } }  // a failed default is reported again, not forgotten
        for s in c.body {
            guard case .inspectable(let name, let nr, let expr, _) = s else { continue }
            if out.contains(where: { $0.name == name }) {
                throw Diagnostic.error("inspectable '\(name)' is already declared in '\(c.name)'", at: nr)
            }
            let v = try overridden("\(c.name).\(name)", try eval(expr, c.fileScope), nr)
            out.append((name, v, nr))
        }
        c.inspectables = out
        done = true
        return out
    }

    /// Makes an instance of `c` inside `parent`; `unit` is the file the instance is written in
    /// (its trailing block sees that file's components).
    func instantiate(_ c: Component, _ args: [Argument], trailing: [Stmt], kindRange: SourceRange, range: SourceRange,
                     scope: Scope, parent: ViewNode, unit: FileUnit) throws {
        try enterComponent(c, kindRange)
        defer { componentStack.removeLast() }
        try checkTrailingGeometry(c, trailing)
        let params = try inspectables(of: c)
        let vals = try callArgs(args, scope)
        let node = ViewNode(kind: c.name, range: range)
        let componentScope = Scope(parent: c.fileScope, selfView: node)
        for p in params { componentScope.vars[p.name] = p.value }
        // Geometry first (the body draws against it), then inspectables.
        var later: [(String, Value, ArgValue)] = []
        var fitArgs: [ArgValue] = []
        for a in vals {
            guard let label = a.label else {
                throw Diagnostic.error("arguments to the component '\(c.name)' need labels (frame:, or a parameter name)", at: a.range)
            }
            if let p = params.first(where: { $0.name == label }) {
                guard p.value.type == a.value.type else {
                    throw Diagnostic.error("parameter '\(label)' of '\(c.name)' is \(article(p.value.type)), not \(article(a.value))", at: a.range)
                }
                componentScope.vars[label] = a.value
            } else if viewPropertyNames.contains(label) {
                if ["frame", "bounds", "center"].contains(label) {
                    try setViewProperty(node, label, a.labelRange ?? a.range, a.value, a.range)
                } else if fitPropertyNames.contains(label) {
                    fitArgs.append(a)
                } else {
                    later.append((label, a.value, a))
                }
            } else {
                let names = params.map(\.name) + viewPropertyNames.sorted()
                let hint = suggest(label, names).map { "; did you mean '\($0)'?" } ?? ""
                let list = params.isEmpty ? "it has no parameters" : "its parameters are " + params.map { "\($0.name): \($0.value.type.rawValue)" }.joined(separator: ", ")
                throw Diagnostic.error("'\(c.name)' has no parameter '\(label)'\(hint) (\(list))", at: a.labelRange ?? a.range)
            }
        }
        try nest(kindRange) {
            try runComponent(c, node, componentScope, fitArgs: fitArgs, later: later, trailing: trailing, scope: scope, unit: unit)
        }
        parent.subviews.append(node)
    }


    func callArgs(_ args: [Argument], _ scope: Scope) throws -> [ArgValue] {
        try args.map { ArgValue(label: $0.label, value: try eval($0.value, scope), range: $0.value.range, labelRange: $0.labelRange) }
    }

    // MARK: expression statements

    func execExpression(_ e: Expr, _ scope: Scope, _ target: Target) throws {
        guard case .call(let callee, let args, let r) = e else {
            throw Diagnostic.error("this value is unused; a statement is a property (name: value), a block or a call", at: e.range)
        }
        if case .identifier(let name, let nr) = callee {
            if let comp = target.unit.visible[name] {
                guard case .view(let parent, _, _) = target else {
                    throw Diagnostic.error("the component '\(name)' is a view; place it inside a canvas or view block", at: nr)
                }
                try instantiate(comp, args, trailing: [], kindRange: nr, range: r, scope: scope, parent: parent, unit: target.unit)
                return
            }
            if name == "sizeToFit" { return try sizeToFit(target, nr, args, scope, r) }
            if case .path(let ps, _) = target {
                let vals = try callArgs(args, scope)
                try pathCommand(ps, name, nr, vals, r)
                return
            }
            if case .context(let cs, _) = target {
                try contextCommand(cs, name, nr, try callArgs(args, scope), r)
                return
            }
            if name == "drawImage", let list = target.drawList {
                return try drawImage(list, nr, try callArgs(args, scope), r)
            }
            if let list = target.drawList, drawingCommands[name] != nil {
                try drawingCommand(list, name, nr, try callArgs(args, scope), r)
                return
            }
            if pathCommandNames.contains(name) {
                throw Diagnostic.error("'\(name)' is a path command; put it inside a 'path { … }' block", at: nr)
            }
            let known = Array(target.unit.visible.keys)
            let hint = suggest(name, known).map { "; did you mean '\($0)'?" } ?? ""
            if builtinFunctionNames.contains(name) {
                throw Diagnostic.error("the result of '\(name)(…)' is unused", at: r)
            }
            throw Diagnostic.error("unknown command '\(name)' \(target.placeName)\(hint)", at: nr)
        }
        if case .context(let cs, _) = target, case .member(let base, let name, let nr, _) = callee {
            try contextMemberCall(cs, base, name, nr, args, scope, r)
            return
        }
        throw Diagnostic.error("the result of this call is unused", at: r)
    }
}

extension Value {
    /// The number inside, for values the binder has already checked.
    var num: Double { if case .number(let v) = self { return v }; return .nan }
}
