// Evaluation: runs checked files into a Document (a tree of ViewNodes). Statements run in the
// order written; a failed statement is reported and the rest still run, so one compile reports
// as many independent mistakes as it can. Evaluation looks up no name and resolves no overload
// — the checker did (Check/) — and finds what only values show: an index out of range, a
// division by zero, a limit crossed. Limits (depth, loop iterations, drawing operations) keep
// hostile input from hanging viewc or exhausting memory.
//
// A frame holds the slots of a file's top level (and every block inside it) or of a component
// instance; the runner keeps the frame, file and view that the running code means.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A silent failure: the value depends on something already reported.
struct Poisoned: Error {}
/// A failure that ends evaluation at once (a limit was hit).
struct Abort: Error { let diagnostic: Diagnostic }

final class Runner {
    let options: EvalOptions
    let loader: SourceLoader
    let textLayout: TextLayoutEngine?
    let registry = Registry.shared

    /// The files of the compile (the main file first) and every component declared in them.
    var units: [FileUnit] = []
    var components: [Component] = []
    var main: FileUnit!

    // What the running code means.
    /// The file whose nodes are running.
    // (Held without counting references: the files and frames are kept by `units` and by the
    // code that made them for as long as they run.)
    @exclusivity(unchecked) unowned(unsafe) var unit: FileUnit { didSet { tree = unit.tree } }
    /// The running file's tree.
    @exclusivity(unchecked) unowned(unsafe) private(set) var tree: SyntaxTree
    /// The slots of the running frame.
    @exclusivity(unchecked) unowned(unsafe) var frame: Frame
    /// The view `bounds`, `frame` and `center` mean.
    @exclusivity(unchecked) var selfView: ViewNode?
    /// Whether the drawing read contentScaleFactor (then each output scale needs its own evaluation).
    var readsContentScale = false
    /// The image contexts begun and not yet ended, innermost last (ImageContext.swift).
    var imageContexts: [ImageContextFrame] = []
    /// The random numbers' generator, seeded the same for every compile (Random.swift).
    var random = RandomNumbers()
    /// Views made so far (Limits.maxViews).
    var views = 0
    /// Bytes and elements touched by string and list operations so far (Limits.maxWork).
    var work = 0
    /// Expressions evaluated so far, and their bound (Limits.maxSteps).
    var steps = 0
    lazy var maxSteps = options.limits.maxSteps
    /// The innermost path block, for `pathBounds` and `currentPoint` and its commands (held
    /// by the block's run while it runs).
    @exclusivity(unchecked) unowned(unsafe) var pathState: PathState?
    /// The innermost context block, for its commands (likewise).
    @exclusivity(unchecked) unowned(unsafe) var contextState: ContextState?
    /// Arguments of the built-in being called.
    @exclusivity(unchecked) var stack = ValueStack()
    /// The Swift subset: a `return` has run (the statements after it in its function are
    /// skipped) and its value; where the running function's drawing and settings go.
    @exclusivity(unchecked) var returning = false
    /// A `break` or `continue` ran: the statements of the loop's body stop.
    @exclusivity(unchecked) var breaking = false
    @exclusivity(unchecked) var continuing = false
    /// The label a pending `break` or `continue` names (the loop it leaves or goes on with),
    /// and whether a `fallthrough` is pending (`continuing` too, so that blocks end).
    @exclusivity(unchecked) var jumpLabel: Name? = nil
    @exclusivity(unchecked) var fallingThrough = false
    @exclusivity(unchecked) var returnValue: Value?
    /// A failable initializer ran `return nil` (its caller gives nil: `Runner.failableInit`).
    @exclusivity(unchecked) var initFailed = false
    /// Instances of plain heirs being made: their class, and how many of their first stored
    /// properties (their bases') have not had their initializers run yet (RunSwift.makeStruct).
    var basePropertiesPending: [ObjectIdentifier: (type: Int32, pending: Int)] = [:]
    var swiftTarget: Target = .file
    /// Instances made as values in a class's code, not drawn yet (RunSwift.swift).
    var pending: [PendingInstance] = []
    /// While a class's placement block places its subviews: the instances placed are made
    /// when the class's setup is done (`pending`), as UIKit lays out and draws them after it.
    var deferPlacedInstances = false
    /// Each instance of a Swift class made in the run: its class and its frame (a delegate's
    /// method runs against it), and the stored properties set on it before it was made
    /// (`gauge.delegate = self`), which its initializers must not reset (RunProtocols.swift).
    var swiftInstances: [ObjectIdentifier: (node: ViewNode, component: Component, frame: Frame)] = [:]
    /// The layers of views whose class's layerClass is a CALayer subclass of the file, by the
    /// view's node (Kinds/LayerClass.swift).
    var layerInstances: [ObjectIdentifier: (node: ViewNode, component: Component, frame: Frame)] = [:]
    /// A view's layoutSubviews() waiting for its layer's `super.layoutSublayers()` (CALayer's
    /// own asks the view to lay out), by the node they share (Kinds/LayerClass.swift).
    var delegatedLayout: [ObjectIdentifier: () throws -> Void] = [:]
    /// Whether this run made a layer of a CALayer subclass (else there is none to display).
    var madeDrawingLayers = false
    var storedPresets: [ObjectIdentifier: [(slot: Int32, value: Value)]] = [:]
    /// The frames the layout gave instances not made yet (placed by the block of a class's
    /// placement, made after its setup): their init, which UIKit runs before that layout, runs
    /// after it here, and what it sets the frame to (`self.init(frame: .zero)`) gives way to
    /// the layout's again (RunSwift.swift).
    var laidOutBeforeMade: [ObjectIdentifier: Rect] = [:]
    /// The views and view properties whose overriding observers are running (Runner.setViewPropertyObserved).
    var observingViewProperties: [(ObjectIdentifier, Int)] = []
    /// Instances made in code whose stored properties have their initial values already: a
    /// method of theirs was called before they were made (`chart.render(data:)` in the maker's
    /// setup), and what it set stays.
    var storedEarly: Set<ObjectIdentifier> = []
    /// Instances made in code whose init has run (ClassPhase.initOnly): the drawing list and
    /// instance context the rest of their setup continues with, how often they were told of a
    /// move where code added them to a view or removed them, and the superview they were last
    /// told of.
    var madeEarly: [ObjectIdentifier: (list: DrawList, context: InstanceContext, moves: Int, toldOf: ObjectIdentifier?)] = [:]
    /// How many layout constraints (and stack arrangements) the code has made: until it has
    /// made one, a layout pass has nothing to solve and walks no views (Builtins/Layout.swift);
    /// one made by draw(_:) is laid out in the layout pass after it (RunSwift's runClass).
    var constraintsMade = 0
    var madeConstraints: Bool { constraintsMade > 0 }
    /// Whether the code set a button's title or image: then the buttons lay them out before drawing.
    var madeButtonTitles = false
    /// Stored properties with observers set on an instance before it was made: their setters
    /// (`$set name`) and values, run once its init has (RunSwift.swift's runClass).
    var observedPresets: [ObjectIdentifier: [(setter: Int32, value: Value)]] = [:]
    /// Gestures (RunGestures.swift): instances made so far by placement, the instance whose
    /// code runs, and while an action runs, its view and the view properties it set.
    var instanceCounts: [String: Int] = [:]
    var currentInstance: InstanceContext?
    var acting: ViewNode?
    var actedProperties: [(Int32, Value)] = []

    // Reporting.
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    var reported: Set<DiagnosticKey> = []
    var errorCount = 0
    /// The calls whose closures run at once (RunClosures.swift) that are running now.
    var runningNow: Set<Int32> = []
    /// `CATransaction.setCompletionBlock`'s blocks, held for the transaction's end (RunClosures.swift).
    var transactionBlocks: [(ClosureValue, NodeID)] = []
    /// Every error met, repeats included (a block that met one skips its "unused" warnings).
    @exclusivity(unchecked) var errorsSeen = 0
    /// Whether the run has gone past a function's code that the checker found wrong (skipped
    /// it): an error the run meets after that may follow from the skipped code (a list a
    /// class's init never filled), so it is not reported — as Swift runs no code that does not
    /// compile, the checker's errors are what is said. (Wrong statements of a `.view` body are
    /// skipped on their own: the mistakes after them are independent and reported.)
    var skippedWrongCode = false
    /// The errors the check reported: wrong code the run skips is theirs (without one, a
    /// skipped node is no reason to keep anything back).
    var checkErrors = 0
    /// How many functions are running (Runner.invoke).
    var functionDepth = 0
    var abortDiagnostic: Diagnostic?
    /// Errors reported before a compile gives up.
    static let maxErrors = 100

    // Limits.
    @exclusivity(unchecked) var iterations = 0
    @exclusivity(unchecked) var operations = 0
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var statementDepth = 0
    /// Components being instantiated, outermost first (for recursion reports).
    var componentStack: [Component] = []
    /// Statements being run inside each other (blocks, ifs, loops, component bodies): the
    /// runner recurses through them, so their total depth is bounded to keep the stack safe.
    static let maxStatementDepth = 400

    // The deferred canvas body (DeferredBody.swift).
    /// The checker of the main file, kept to check the deferred body as it runs.
    var deferredChecker: Checker?
    /// The deferred body ran to its end; or this compile must be done again without deferring.
    var deferredDone = false, abandoned = false

    // Results.
    var pages: [Page] = []
    /// Whether the main file has made its root: a canvas or a document.
    var hasRoot = false, madeDocument = false
    /// The document whose body is running, and the page whose body is running (Kinds/Document.swift).
    var document: DocumentState?
    var currentPage: PageState?
    /// The document's metadata (empty for a canvas).
    var documentInfo = DocumentInfo()
    /// Top-level lets and inspectables of the main file, in order.
    var parameters: [FileParameter] = []
    var usedDefines: Set<String> = []
    /// The main frame's slots of file constants that Swift code read before their lines ran,
    /// computed then (RunExpressions.swift, `lazyFileLet`): their lines keep those values.
    var lazilyBoundFileLets: Set<Int32> = []
    /// How many such constants are being computed (each may read another).
    var lazyFileLetDepth = 0
    /// The placed instances' parameters (EvalOptions.recordsInstances) and whether any is
    /// looked up: recorded, or named by a `-D Name@line:col.param`.
    var instances: [InstanceParameters] = []
    lazy var keysInstances = options.recordsInstances || options.defines.contains { $0.name.contains("@") }
    /// Images read so far, by the naming file and name (Kinds/Image.swift).
    var imageCache: [String: ImageContent] = [:]
    /// Font files read this compile, by the file that named them and the name (nil: not there).
    var fontFileCache: [String: FontFace?] = [:]

    init(options: EvalOptions, loader: SourceLoader, textLayout: TextLayoutEngine?) {
        self.options = options; self.loader = loader; self.textLayout = textLayout
        unit = Runner.placeholder
        tree = Runner.placeholder.tree
        frame = Runner.placeholderFrame
    }

    deinit { stack.free() }

    /// What `unit` and `frame` are before a file runs.
    static let placeholder = FileUnit(tree: Parser.parse(SourceFile(path: "", bytes: [UInt8]())), index: -1, isMain: false)
    static let placeholderFrame = Frame(size: 0)

    // MARK: reporting

    /// Records a diagnostic once (a checked error is not reported again); past `maxErrors` the
    /// compile stops, so that an error in a long loop cannot flood the output. An error the
    /// run meets once it has skipped wrong code is not recorded (`skippedWrongCode`); the
    /// checker's (`checked`) always are.
    func report(_ d: Diagnostic, checked: Bool = false) {
        if d.severity == .error { errorsSeen += 1 }
        if d.severity == .error, skippedWrongCode, !checked { return }
        if d.severity == .error, checked { checkErrors += 1 }
        guard reported.insert(DiagnosticKey(d)).inserted else { return }
        if d.severity == .error {
            errorCount += 1
            if errorCount > Runner.maxErrors {
                if abortDiagnostic == nil {
                    abortDiagnostic = .error("too many errors (more than \(Runner.maxErrors)); stopping here", at: d.range)
                }
                return
            }
        }
        diagnostics.append(d)
    }

    /// Runs `body`; a diagnostic is recorded and evaluation goes on. Limits still abort.
    func guarded(_ body: () throws -> Void) {
        do { try body() } catch let d as Diagnostic { report(d) } catch is Poisoned {} catch let t as Thrown { report(uncaught(t)) } catch let a as Abort {
            abortDiagnostic = a.diagnostic
        } catch {}
    }

    /// A node the checker found wrong (and reported): counted as an error met, and poisoned.
    func checkedError() throws -> Never {
        errorsSeen += 1
        if functionDepth > 0, checkErrors > 0 { skippedWrongCode = true }
        throw Poisoned()
    }

    /// Strings and lists cost what they touch: their bytes or elements count against
    /// Limits.maxWork.
    @inline(__always)
    func touch(_ v: Value, _ range: @autoclosure () -> SourceRange) throws {
        switch v {
        case .string(let s): try countWork(s.utf8.count, range())
        case .list(let l): try countWork(l.count, range())
        default: return
        }
    }

    func tooManySteps(_ n: NodeID) throws -> Never {
        throw Abort(diagnostic: .error("more than \(options.limits.maxSteps) evaluation steps; raise the limit with --max-steps", at: tree.range(n)))
    }

    func countWork(_ n: Int, _ range: @autoclosure () -> SourceRange) throws {
        work += n
        if work > options.limits.maxWork {
            throw Abort(diagnostic: .error("more than \(options.limits.maxWork) bytes and elements touched by string and list operations; raise the limit with --max-work", at: range()))
        }
    }

    /// Counts one more view (a view, instance, label, image or mask).
    func countView(_ range: @autoclosure () -> SourceRange) throws {
        views += 1
        if views > options.limits.maxViews {
            throw Abort(diagnostic: .error("more than \(options.limits.maxViews) views; raise the limit with --max-views", at: range()))
        }
    }

    func countOperations(_ n: Int, _ range: @autoclosure () -> SourceRange) throws {
        operations += n
        if operations > options.limits.maxOperations {
            throw Abort(diagnostic: .error("more than \(options.limits.maxOperations) drawing operations; raise the limit with --max-operations", at: range()))
        }
    }
    /// Counts `k` operations for the node `n` (its range is found only for the error).
    @inline(__always)
    func countOperations(_ k: Int, _ n: NodeID) throws {
        operations += k
        if operations > options.limits.maxOperations { try countOperations(0, tree.range(n)) }
    }

    /// A view, group or context block inside another: bounded in depth, and counted as work
    /// even when it draws nothing.
    func nest(_ r: SourceRange, _ body: () throws -> Void) throws {
        depth += 1
        defer { depth -= 1 }
        if depth > options.limits.maxDepth {
            throw Abort(diagnostic: .error("views nest deeper than \(options.limits.maxDepth) levels; raise the limit with --max-depth", at: r))
        }
        try countOperations(1, r)  // every view and group is work, even one that draws nothing
        try body()
    }

    // MARK: statements

    func execAll(_ ss: some Collection<NodeID>, _ target: Target) throws {
        // The block's `defer` bodies reached so far, run as it ends, however it ends.
        var deferred: [NodeID] = []
        do {
            for s in ss {
                if tree.kind(s) == .deferStmt { deferred.append(s); continue }
                do {
                    try exec(s, target)
                } catch let d as Diagnostic {
                    report(d)
                } catch is Poisoned {
                }
                if let a = abortDiagnostic { abortDiagnostic = nil; throw Abort(diagnostic: a) }
                if returning || breaking || continuing { break }
            }
        } catch {
            // Thrown on (a Swift error to a `catch`, or the compile stopping): Swift runs the
            // block's defers first; what they report is then moot.
            if !deferred.isEmpty { try? runDeferred(deferred, target) }
            throw error
        }
        if !deferred.isEmpty { try runDeferred(deferred, target) }
    }

    /// `defer` bodies as their block ends, the last written first. A `return`, `break` or
    /// `continue` that ended the block stays pending across them, its value kept.
    func runDeferred(_ ds: [NodeID], _ target: Target) throws {
        let saved = (returning, breaking, continuing, returnValue, jumpLabel, fallingThrough)
        (returning, breaking, continuing) = (false, false, false)
        defer { (returning, breaking, continuing, returnValue, jumpLabel, fallingThrough) = saved }
        for d in ds.reversed() { try execAll(tree.deferBody(d), target) }
    }

    /// The statements of a block's body.
    func execBody(_ s: NodeID, _ target: Target) throws { try execAll(tree.blockBody(s), target) }

    /// A call on its own line (or a `return` whose value the checker took as one: `return
    /// super.drawText(in: r)` in a method that returns nothing), as the checker resolved it.
    func expressionStatement(_ s: NodeID, _ res: Res, _ target: Target) throws {
        switch res {
        case .evaluate: _ = try eval(tree.expression(s))
        case .drawingCall:
            guard let list = target.drawList else { try checkedError() }
            try drawingCall(tree.expression(s), list)
        case .ambient(let k): try Ambients.table[Int(k)].perform(self, s, target)
        case .skip:
            // super.init(…): its arguments still run; UIView's init(frame:) sets the frame
            // of the view being made.
            let e = tree.expression(s)
            guard tree.kind(e) == .call else { return }
            let call = tree.call(e)
            var values = try call.args.map { try eval($0.value) }
            if let node = selfView, tree.kind(call.callee) == .member, tree.name(tree.member(call.callee).name) == "init",
               call.args.count == 1, call.args[0].label.map({ tree.name($0) }) == "frame" {
                // `super.init(frame: .zero)`: the parameter is a CGRect, so `.zero` is its zero.
                if case .symbol("zero") = values[0] { values[0] = .rect(.zero) }
                // Through its setter: an override of `frame` with observers runs them.
                if case .rect(let f) = values[0], try !initFrameThroughObservers(node, f) {
                    try setViewProperty(node, Int(ViewProperties.table.index["frame"]!), values[0], tree.range(call.callee), tree.range(call.args[0].value))
                }
            }
            // `self.init()` in a convenience init: UIView's init(), which is init(frame: .zero).
            if let node = selfView, tree.kind(call.callee) == .member, tree.name(tree.member(call.callee).name) == "init", call.args.isEmpty,
               tree.kind(tree.member(call.callee).base) == .identifier, tree.name(tree.nameOf(tree.member(call.callee).base)) == "self",
               try !initFrameThroughObservers(node, .zero) {
                try setViewProperty(node, Int(ViewProperties.table.index["frame"]!), .rect(.zero), tree.range(call.callee), tree.range(call.callee))
            }
            // super.removeFromSuperview() in the class's override of it: UIKit's, which takes the view out.
            if let node = selfView, tree.kind(call.callee) == .member, tree.name(tree.member(call.callee).name) == "removeFromSuperview", call.args.isEmpty {
                _ = try uikitRemoveFromSuperview(.view(ViewRef(node)))
            }
        default: try command(s, res, target)
        }
    }

    func exec(_ s: NodeID, _ target: Target) throws {
        statementDepth += 1
        defer { statementDepth -= 1 }
        if statementDepth > Runner.maxStatementDepth {
            throw Abort(diagnostic: .error("statements nest deeper than \(Runner.maxStatementDepth) levels (blocks, ifs, loops, function calls and component instances together)", at: tree.range(s)))
        }
        let res = unit.res[s.index]
        switch tree.kind(s) {
        case .letBinding, .inspectable:
            switch res {
            case .bind(let slot) where frame === unit.frame && lazilyBoundFileLets.contains(slot),
                 .parameter(let slot) where frame === unit.frame && lazilyBoundFileLets.contains(slot):
                _ = slot   // read first by Swift code, which computed it then
            case .bind(let slot):
                frame.slots[Int(slot)] = .poisoned
                frame.slots[Int(slot)] = .value(try eval(tree.binding(s).value))
            case .parameter(let slot):
                try bindParameter(s, slot)
            case .error: try checkedError()
            default: return
            }
        case .property:
            let value = tree.propertyValue(s)
            guard case .property(let id) = res else {
                switch target {
                case .view, .path, .drawing: _ = try eval(value)   // its errors come first
                default: break
                }
                try checkedError()
            }
            try setProperty(Int(id), s, try eval(value), target)
        case .block:
            switch res {
            case .block(let k): try registry.blockKinds[Int(k)].run(self, s, target)
            case .instance(let c): try instance(components[Int(c)], s, target)
            case .failedCall:
                for a in tree.block(s).args ?? [] { _ = try eval(a.value) }
                try checkedError()
            case .skip: return   // an imported file's canvas or document
            default: try checkedError()
            }
        case .expression:
            try expressionStatement(s, res, target)
        case .ifStmt:
            let i = tree.ifStmt(s)
            if case .swiftStatement = res {
                if try condition(i.condition) { try execAll(i.then, target) } else if let e = i.else { try execAll(e, target) }
                return
            }
            let c = try eval(i.condition)
            guard case .bool(let b) = c else {
                throw Diagnostic.error("an 'if' condition must be a Bool, not \(article(c))", at: tree.range(i.condition))
            }
            if b { try execAll(i.then, target) } else if let e = i.else { try execAll(e, target) }
        case .varDecl, .assign, .returnStmt, .guardStmt, .switchStmt, .funcDecl, .enumDecl, .structDecl, .classDecl:
            try execSwift(s, res, target)
        case .throwStmt:
            try throwStatement(s, res)
        case .doStmt:
            try doStatement(s, res, target)
        case .forStmt:
            try loop(s, res, target)
        case .whileStmt:
            if case .error = res { try checkedError() }
            var passFrameSize = -1
            if case .loopFrame(let k) = res { passFrameSize = Int(unit.loopFrames[Int(k)].frameSize) }
            try whileLoop(s, passFrameSize, target)
        case .breakStmt, .continueStmt:
            if case .error = res { try checkedError() }
            if tree.kind(s) == .breakStmt { breaking = true } else { continuing = true }
            jumpLabel = tree.jumpLabel(s)
            fallingThrough = tree.isFallthrough(s)
        case .component, .importFile:
            if case .error = res { try checkedError() }
        default:
            break
        }
    }

    /// `while cond { … }` and `repeat { … } while cond`, counted against the iteration limit;
    /// each pass (its condition, then its body) in a frame of `passFrameSize` slots of its own
    /// when that is not -1 (a loop that makes closures).
    func whileLoop(_ s: NodeID, _ passFrameSize: Int, _ target: Target) throws {
        let w = tree.whileStmt(s)
        var first = w.bodyFirst
        while true {
            let own = passFrameSize >= 0 ? Frame(size: passFrameSize) : nil
            let saved = frame
            if let own { own.parent = frame; frame = own }
            defer { frame = saved }
            let passed = try withExtendedLifetime(own) { () throws -> Bool in
                if !first, try !condition(w.condition) { return false }
                first = false
                iterations += 1
                if iterations > options.limits.maxIterations {
                    throw Abort(diagnostic: .error("more than \(options.limits.maxIterations) loop iterations; raise the limit with --max-iterations", at: tree.range(w.condition)))
                }
                return true
            }
            if !passed { return }
            let errorsBefore = errorsSeen
            try withExtendedLifetime(own) { try execAll(w.body, target) }
            if returning || leavesLoop(s) { return }
            if breaking { breaking = false; return }
            continuing = false
            // As a `for` loop: an error in the body would repeat on every pass.
            if errorsSeen != errorsBefore { return }
        }
    }

    /// Whether the `break`, `continue` or `fallthrough` that ended loop `s`'s pass goes on
    /// beyond it: a `fallthrough` (to the next case of the switch around), or one that names
    /// another loop's label; one naming `s`'s own is then `s`'s plain `break` or `continue`.
    func leavesLoop(_ s: NodeID) -> Bool {
        if fallingThrough { return true }
        guard breaking || continuing, let label = jumpLabel else { return false }
        if tree.loopLabels[s] != label { return true }
        jumpLabel = nil
        return false
    }

    func loop(_ s: NodeID, _ res: Res, _ target: Target) throws {
        let f = tree.forStmt(s)
        let seq = try eval(f.sequence)
        let slot: Int32, passFrameSize: Int
        switch res {
        case .loop(let k): (slot, passFrameSize) = (k, -1)
        case .loopFrame(let k): (slot, passFrameSize) = (unit.loopFrames[Int(k)].slot, Int(unit.loopFrames[Int(k)].frameSize))
        default: try checkedError()
        }
        let seqRange = tree.range(f.sequence)
        func pass(_ item: Value) throws -> Bool {
            iterations += 1
            if iterations > options.limits.maxIterations {
                throw Abort(diagnostic: .error("more than \(options.limits.maxIterations) loop iterations; raise the limit with --max-iterations", at: seqRange))
            }
            let errorsBefore = errorsSeen
            if passFrameSize >= 0 {
                // A frame for this pass, which the closures made in it keep.
                let own = Frame(size: passFrameSize)
                own.parent = frame
                let saved = frame
                frame = own
                defer { frame = saved }
                try withExtendedLifetime(own) {
                    own.slots[Int(slot)] = .value(item)
                    try execAll(f.body, target)
                }
            } else {
                frame.slots[Int(slot)] = .value(item)
                try execAll(f.body, target)
            }
            if returning || leavesLoop(s) { return false }
            if breaking { breaking = false; return false }
            continuing = false
            // An error in the body would most likely repeat on every pass: report the first
            // pass's errors and leave the loop (nothing is drawn anyway).
            return errorsSeen == errorsBefore
        }
        switch seq {
        case .range:
            let (a, b) = try Builtins.wholeBounds(seq, at: seqRange)
            var i = a
            while i < b {
                if try !pass(.number(Double(i))) { break }
                i += 1
            }
        case .list(let l):
            for item in l {
                if try !pass(item) { break }
            }
        case .string(let text):
            // A String's Characters (Swift code only: the checker allows no other).
            for c in text {
                if try !pass(.string(String(c))) { break }
            }
        case _ where seq.dictionary != nil:
            // A dictionary: its (key, value) pairs in its order, as they are when the loop starts.
            let pairs = seq.dictionary!.pairs
            try countWork(pairs.count, seqRange)
            for item in pairs {
                if try !pass(item) { break }
            }
        case _ where seq.objectArray != nil:
            // An NSMutableArray: the elements it holds as the loop starts.
            for item in seq.objectArray!.value.items {
                if try !pass(item) { break }
            }
        default:
            throw Diagnostic.error("'for' loops over a range (a..<b, a...b) or a list, not \(article(seq))", at: seqRange)
        }
    }

    /// A property statement: set on what the block it stands in configures.
    func setProperty(_ id: Int, _ s: NodeID, _ v: Value, _ target: Target) throws {
        let vr = tree.range(tree.propertyValue(s)), pathRange = tree.propertyPathRange(s)
        switch target {
        case .view(let node, _):
            let prop = ViewProperties.table.entries[id]
            if let d = prop.check(v.vtype, at: vr) { throw d }
            try prop.set(self, node, v, pathRange, vr)
        case .path(let ps):
            let prop = PathProperties.table.entries[id]
            if let d = prop.check(v.vtype, at: vr) { throw d }
            try prop.set(self, ps, v, pathRange, vr)
        case .drawing(let list):
            let prop = GroupProperties.table.entries[id]
            if let d = prop.check(v.vtype, at: vr) { throw d }
            try prop.set(self, list, v, pathRange, vr)
        default:
            try checkedError()
        }
    }

    // MARK: running a file

    /// Runs a file's top-level statements once (an import's before the file that imports it).
    func run(_ u: FileUnit) throws {
        if u.ran || u.broken { return }
        u.ran = true
        for i in u.imports { if let iu = i.unit { try run(iu) } }
        let (savedUnit, savedFrame) = (unit, frame)
        unit = u
        let f = Frame(size: u.frameSize)
        u.frame = f
        frame = f
        defer { (unit, frame) = (savedUnit, savedFrame) }
        try execAll(u.tree.topLevel, .file)
    }
}

/// What makes two diagnostics the same report: message, place and severity.
struct DiagnosticKey: Hashable {
    let message: String, file: UInt32, start: Int32, end: Int32, severity: Severity
    init(_ d: Diagnostic) {
        message = d.message; file = d.range.fileID; start = d.range.lower; end = d.range.upper; severity = d.severity
    }
}

/// Diagnostics file by file (in the order files first appear), each file's by position;
/// those with no place (command-line errors) last.
func inSourceOrder(_ ds: [Diagnostic]) -> [Diagnostic] {
    var fileOrder: [UInt32: Int] = [:]
    for d in ds where d.range.fileID != 0 { if fileOrder[d.range.fileID] == nil { fileOrder[d.range.fileID] = fileOrder.count } }
    return ds.enumerated().sorted { x, y in
        let fx = fileOrder[x.element.range.fileID] ?? Int.max
        let fy = fileOrder[y.element.range.fileID] ?? Int.max
        if fx != fy { return fx < fy }
        if x.element.range.start != y.element.range.start { return x.element.range.start < y.element.range.start }
        return x.offset < y.offset
    }.map(\.element)
}
