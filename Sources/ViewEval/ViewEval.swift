// ViewEval — the middle of viewc: a parsed file (and the files it imports) checked, evaluated
// into a tree of views, and lowered onto the drawing IR.
//
//   Check/     the checking stage: names, types, places; what evaluation needs, resolved
//   Run/       evaluation: files and imports, statements, expressions, -D and parameters
//   Kinds/     one file per block kind (canvas, view, label, image, path, group, context, a
//              component instance), with its properties, its check, its run, its dump and its
//              lowering; Registry.swift joins them
//   Builtins/  one file per built-in value type (its constructors, members, methods, static
//              members), the operators, and the path, context and drawing command tables
//   Tree/      the evaluated view tree, contentMode, `dump tree`, hit testing, and the
//              gesture arena (which recognizer a touch goes to)
//   Lower/     the view tree onto the IR, in UIKit's compositing order
//
// docs/internals.md tells how the stages fit and how to add a kind or a built-in.

import DrawIR
import FoundationEssentials
import Glibc
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
    /// Views made in one compile (each with its layer; instances, labels, images and masks
    /// included): the bound on the tree's memory, whatever a recursive component multiplies.
    public var maxViews = 200_000
    /// Bytes of strings and elements of lists that operators, members and methods touch (a
    /// `+`, an `==`, a `count`, a `contains`), over the whole compile.
    public var maxWork = 256 << 20
    /// Expressions evaluated in one compile (each name, operator, call and member is a step).
    public var maxSteps = 50_000_000
    /// What rendering may cost, in megapixels at one pixel a point: blurred shadows and
    /// offscreen layers (the page's area each) and images (their area on the page).
    public var maxRenderCost = 4_000.0
    public init() {}
}

/// What the command line passes to evaluation.
public struct EvalOptions: Sendable {
    public var limits = Limits()
    /// Bytes of stack the calling thread has free for evaluation, when the caller knows
    /// (`viewc FILE -o OUT` on the main thread: its stack limit); 0, unknown: evaluation
    /// always runs on a thread of its own (`Evaluator.evaluate`).
    public var callerStackBytes = 0
    /// `-D name=value`, in order; the value is .view expression text.
    public var defines: [(name: String, value: String)] = []
    /// The folder imports may not leave; nil means the main file's folder.
    public var root: String?
    /// UIView.contentScaleFactor as the drawing reads it: the PNG's pixels a point (1 for
    /// SVG and PDF).
    public var contentScaleFactor: Double = 1
    /// The reader's text size (Dynamic Type) the text styles are set at: --content-size-category.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The instant `Date()` is, in seconds since 1970 (the pipeline sets SOURCE_DATE_EPOCH's);
    /// nil: 2001-01-01 00:00:00 UTC, so that a drawing is the same whenever it is made.
    public var now: Double?
    /// The preview's live instances and the gestures to deliver (Builtins/Gestures.swift);
    /// nil for a still drawing.
    public var interaction: Interaction?
    /// Told the main file's canvas drawing while its deferred body runs (DrawIR/DrawingStream.swift,
    /// Lower/DrawingFeed.swift), so that a backend may start drawing it; nil: no one is told.
    public var drawingStream: (any DrawingStream)?
    /// Records each component instance the main file places with the values of its
    /// parameters (`Evaluator.instances`), for an inspector that edits one instance.
    public var recordsInstances = false
    /// The file to read the main file's text back from, when that text is the file's as read
    /// from disk: the deferred canvas body then lets the text it has read go as it goes
    /// (SourceFile.setTextAside(reopening:before:)), read back should a diagnostic need it; nil:
    /// the text stays (a text typed or given by the caller, standard input, a small file).
    public var releasesReadText: String?
    public init() {}
}

/// A component instance the main file places, with its parameters as the inspector shows them:
/// each named `Name@line:col.param` (where the instance is written), its default the instance's
/// own value (its argument, else the component's default). `-D Name@line:col.param=value` sets
/// it for the instances written there alone (Run/Parameters.swift).
public struct InstanceParameters {
    public var node: ViewNode
    /// `Name@line:col`.
    public var key: String
    public var parameters: [FileParameter]
}

/// A top-level parameter of the compiled file, as `viewc params` lists it.
public struct FileParameter: Sendable {
    public var name: String
    public var type: ValueType
    public var defaultValue: String
    public var isInspectable: Bool
    /// The component it belongs to, or nil for the file itself.
    public var component: String?
    /// For a Swift class's property of an enum type: the enum's name and its cases.
    public var enumName: String? = nil
    public var cases: [String]? = nil
}

/// Checks and evaluates a parsed main file (and what it imports) into a Document.
public final class Evaluator {
    let runner: Runner
    /// Top-level lets and inspectables of the main file, in order, and each component's
    /// inspectables.
    public var parameters: [FileParameter] { runner.parameters }
    /// The main file's placed instances and their parameters, when `EvalOptions.recordsInstances`.
    public var instances: [InstanceParameters] { runner.instances }
    /// The tree's deferred canvas body could not be run as the whole tree would have run
    /// (something was reported, or a case it does not handle came up): the result means
    /// nothing, and the file must be parsed whole and evaluated again (Run/DeferredBody.swift).
    public var abandonedDeferredBody: Bool { runner.abandoned }

    public init(options: EvalOptions = EvalOptions(), loader: SourceLoader, textLayout: TextLayoutEngine? = nil) {
        runner = Runner(options: options, loader: loader, textLayout: textLayout)
    }

    /// Evaluates a parsed main file. Returns the document, or nil with the diagnostics.
    public func evaluate(_ tree: SyntaxTree) -> (Document?, [Diagnostic]) {
        // Evaluation recurses once per nested block, view and component; its limits
        // (statement nesting, --max-depth, --max-recursion) bound that depth, and a thread of
        // its own with a large stack makes sure the bound, not the stack, is what stops it —
        // whatever thread called, and however large a debug build's frames are.
        // The caller waits for the thread, so only one thread ever touches the evaluator.
        runner.options.interaction?.began()
        // A file that cannot recurse, evaluated by a caller with room enough, runs here:
        // starting a thread, its stack and its malloc arena, and waiting for it cost a third
        // of a millisecond, a tenth of a small drawing's whole compile.
        if runner.options.callerStackBytes >= Evaluator.nestingStack, Evaluator.cannotRecurse(tree.file.bytes) {
            return runner.evaluate(tree)
        }
        // Where the system will not give a thread that much stack (a `ulimit -v`), try a
        // smaller one, and at last run on the caller's own stack rather than wait forever.
        for size in [Evaluator.stackSize, 64 << 20] {
            var result: (Document?, [Diagnostic]) = (nil, [])
            let runner = self.runner
            guard let thread = spawnThread(stackSize: size, { result = runner.evaluate(tree) }) else { continue }
            pthread_join(thread, nil)
            return result
        }
        return runner.evaluate(tree)
    }

    /// The stack evaluation runs on: room for the deepest nesting the limits allow.
    static let stackSize = 512 << 20

    /// Without components, Swift classes, imports and lists, evaluation recurses only as deep
    /// as the source nests, which the parser stops at 200 levels (a flat chain of binary
    /// operators is evaluated without recursion). The deepest such file (200 levels of blocks, `if`s,
    /// parentheses or unary operators, `EvaluationStackTests`) needs at most 2 MiB of stack
    /// in a debug build and 512 KiB in a release build (measured with `ulimit -s`); a caller
    /// with three times the debug build's need may evaluate such a file itself.
    static let nestingStack = 6 << 20

    /// Whether the source text can hold nothing that makes evaluation recurse beyond its
    /// nesting: no component declaration (`view` is followed only by `{` or `(`), no Swift
    /// class or function (`class`, `func`) and no `import`, looked for as words anywhere, in
    /// comments and strings too; no `[` (a list in a list in a list…, one `let` each, makes
    /// values and types as deep as the lets are many) and no `!`; and at most 1 MiB of it.
    /// Anything it cannot rule out runs on the large stack.
    static func cannotRecurse(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count <= 1 << 20 else { return false }
        guard let p = text.baseAddress else { return true }
        let n = text.count
        // Each byte's class, looked up once a byte: 1 a word's byte (a letter, digit, `_` or
        // past ASCII), 2 a byte that rules in-place evaluation out (`[`, `!`), 4 the first
        // letter of a word to look at (c, f, i, v).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { classes in
            classes.initialize(repeating: 0)
            for b in 0..<256 {
                if (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 || b >= 0x80 { classes[b] = 1 }
            }
            classes[Int(UInt8(ascii: "["))] = 2
            classes[Int(UInt8(ascii: "!"))] = 2
            for c in "cfiv".utf8 { classes[Int(c)] |= 4 }
            func word(_ w: StaticString, at i: Int) -> Bool {
                let m = w.utf8CodeUnitCount
                guard i + m <= n else { return false }
                for k in 0..<m where p[i + k] != w.utf8Start[k] { return false }
                return i + m == n || classes[Int(p[i + m])] & 1 == 0
            }
            var afterWordByte = false
            var i = 0
            while i < n {
                let c = classes[Int(p[i])]
                if c & 6 != 0 {
                    // A list (`[`) can hold a list, and a value or type nested through lets is
                    // as deep as the lets are many; `!` is left to the large stack as well.
                    if c & 2 != 0 { return false }
                    if !afterWordByte {
                        if word("class", at: i) || word("func", at: i) || word("import", at: i) { return false }
                        if word("view", at: i) {
                            // `view {` and `view(` are views; anything else after the word (a
                            // name, a comment, …) may begin a component's declaration, `view Name { … }`.
                            var j = i + 4
                            while j < n, p[j] == 32 || (p[j] >= 9 && p[j] <= 13) { j += 1 }
                            if j < n, p[j] != UInt8(ascii: "{"), p[j] != UInt8(ascii: "(") { return false }
                        }
                    }
                }
                afterWordByte = c & 1 != 0
                i += 1
            }
            return true
        }
    }
}

extension Runner {
    /// Reads, checks and runs the main file and its imports.
    func evaluate(_ tree: SyntaxTree) -> (Document?, [Diagnostic]) {
        diagnostics = tree.diagnostics
        if tree.hasErrors { return (nil, diagnostics) }
        // A deferred body is not run in a file with classes (their code is checked and run in
        // ways the body's statement-at-a-time check does not follow). The parser defers none
        // in a file that writes the word `class` (Parser.mentionsClass), so this is a guard.
        if tree.deferredBlock != nil, !tree.diagnostics.isEmpty || tree.topLevel.contains(where: { tree.kind($0) == .classDecl }) {
            abandoned = true
            return (nil, [])
        }
        main = FileUnit(tree: tree, index: 0, isMain: true)
        units = [main]
        unit = main
        var importStack: [(path: String, range: SourceRange)] = []
        var loaded: [String: FileUnit] = [:]   // (not a literal: that made the metadata of an array of pairs)
        loaded[loader.canonicalPath(tree.file)] = main
        declare(main, &importStack, &loaded)
        // Types are checked before anything runs: a file with an error draws nothing.
        // Evaluation still runs (nothing is drawn) to find the errors only values show.
        checkAll()
        do {
            if let a = abortDiagnostic { abortDiagnostic = nil; throw Abort(diagnostic: a) }
            try run(main)
            try layoutButtons()
            componentParameters()
            checkDefinesUsed()
        } catch let a as Abort {
            diagnostics.append(a.diagnostic)
        } catch let d as Diagnostic {
            diagnostics.append(d)
        } catch let t as Thrown {
            diagnostics.append(uncaught(t))
        } catch {}
        if let a = abortDiagnostic { diagnostics.append(a) }
        if tree.deferredBlock != nil, !deferredDone || !diagnostics.isEmpty { abandoned = true }
        deferredChecker = nil
        if abandoned { return (nil, []) }
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, inSourceOrder(diagnostics)) }
        if pages.isEmpty {
            diagnostics.append(.error("nothing to draw: the file has no 'canvas(width:height:) { … }' or 'document { page(size:) { … } }' block",
                                      at: SourceRange(file: tree.file, start: 0, end: 0)))
            return (nil, diagnostics)
        }
        var doc = Document(pages: pages, sources: units.map(\.source), info: documentInfo)
        doc.readsContentScale = readsContentScale
        return (doc, diagnostics)
    }
}
