// The compile pipeline: one input and its options (CompileOptions.swift) to rendered bytes and
// written files. Its stages — read, evaluate, lower, render — are run in order by one function,
// `make`, the only way any caller goes from source to bytes: the compile command and `viewc
// watch` (`run`, which then writes), `build`, `embed`, `handout`, the preview, ViewcKit and the
// fuzz entry, each saying what to make (Products.swift: which outputs, once the pages are
// known) and doing what it adds with the product (many files, blocks of a page, a composed
// PDF, an inspector, bytes as values). `dump`, `params`, `hit` and `check` need the front half
// alone (`compileInput`, `check`).
//
// The fast paths live in `make`, so every caller has those its work can use:
// - evaluation on the caller's own stack when the options say it has room
//   (`callerStackBytes`, `Pipeline.mainThreadStackRoom`; ViewEval/ViewEval.swift);
// - an SVG of the first page drawn in part while the front end still runs
//   (CairoBackend/SVGSpeculation.swift, through DrawIR's DrawingStream);
// - the syntax and view trees of a large drawing freed on another thread while it renders;
// - a drawing that reads contentScaleFactor evaluated again for each PNG scale;
// - several outputs rendered at once, each on a thread;
// - the depfile and every output written together, atomically (Writing.swift, Outputs.swift).

import CairoBackend
import Dispatch
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

/// Why a run stopped.
public enum PipelineError: Error {
    /// The input or an output failed, and the diagnostics saying why were reported (exit 1).
    case failed
    /// The outputs asked for do not fit the drawing (exit 64, as a usage error).
    case usage(String)
}

/// A class, not a struct: the stages' closures (a measured stage, a render's) then capture one
/// reference, not a copy of the options, whose optionals a debug build copies one metadata
/// lookup at a time.
public final class Pipeline {
    public var options: CompileOptions
    /// Where the stages' diagnostics go; by default standard error, in the options' format.
    public var report: ([Diagnostic]) -> Void
    /// `--timings`: each stage measured.
    public let timings: Timings

    public init(_ options: CompileOptions, report: (([Diagnostic]) -> Void)? = nil) {
        self.options = options
        let settings = options.diagnostics
        self.report = report ?? { settings.print($0) }
        timings = options.timings ? Timings() : .off
        // `Date()` in a drawing is the instant the build says it is made at.
        if self.options.eval.now == nil, let s = try? sourceDateEpoch() { self.options.eval.now = Double(s) }
    }

    // MARK: Stages

    /// The main input, refused beyond `--max-input-size`.
    /// `inWindows`: a large file is read in windows (Driver.readSource).
    public func read(_ path: String, inWindows: Bool = false) throws -> SourceFile {
        try timings.measure("read") {
            try Driver.readSource(path, maxSize: options.maxInputSize, windowsAbove: inWindows ? Pipeline.largeInput : nil)
        }
    }

    /// Parses and evaluates (imports refused beyond `--max-input-size`); `stream` is told the
    /// canvas's drawing while its deferred body runs.
    public func evaluate(_ source: SourceFile, stream: (any DrawingStream)? = nil) -> Compilation {
        var eval = options.eval
        eval.drawingStream = stream
        return Driver.compile(source, eval, maxInputSize: options.maxInputSize, timings: timings)
    }

    /// Evaluates a parsed file, whole.
    public func evaluate(_ tree: SyntaxTree) -> Compilation {
        Driver.evaluate(tree, options.eval, maxInputSize: options.maxInputSize, timings: timings)
    }

    /// Evaluates a file parsed with its canvas body deferred (Driver.evaluate(deferring:)).
    public func evaluate(deferring tree: SyntaxTree) -> Compilation {
        Driver.evaluate(deferring: tree, options.eval, maxInputSize: options.maxInputSize, timings: timings)
    }

    /// Parses and evaluates for the diagnostics alone (`viewc check`, Check.swift).
    public func check(_ source: SourceFile) -> Compilation {
        Driver.check(source, options.eval, maxInputSize: options.maxInputSize)
    }

    /// The IR and what its checks found (Lower.swift), under the options' render budget;
    /// `consumesDrawing` as Driver.lower's.
    public func lower(_ doc: Document, consumesDrawing: Bool = false) -> (ir: IRDocument, diagnostics: [Diagnostic]) {
        timings.measure("lower") { Driver.lower(doc, limits: options.limits, consumesDrawing: consumesDrawing) }
    }

    /// The seconds a PDF's dates are, by the options' `sourceDate`.
    public func sourceDateEpoch() throws -> Int? {
        switch options.sourceDate {
        case .environment: return try Driver.sourceDateEpoch()
        case .seconds(let s): return s
        }
    }

    /// One planned output of `ir` rendered. A drawing that reads contentScaleFactor is evaluated
    /// again for a PNG at another scale, from `compilation` (memoised in `cache`); without a
    /// compilation (its trees let go) the IR is drawn as it is. Failures are thrown as the
    /// diagnostics that say why (a DiagnosticList; not a Result, whose metadata a debug build
    /// would make at run time for each compile).
    /// A PNG given a staged `file` is written into it as it is made (nothing is returned).
    /// `ir` is consumed: handed the last reference, the backend frees what it has drawn (Driver.render).
    public func render(_ ir: consuming IRDocument, _ o: PlannedOutput, of compilation: Compilation? = nil,
                       cache: inout [Int: IRDocument], speculation: SVGSpeculation? = nil, streamed: PNGStreaming? = nil,
                       into file: StagedFile? = nil) throws -> [UInt8] {
        let pageRange = ir.pages.first?.range
        // The one reference to what is drawn, handed to the backend inside the measured closure
        // (which can only borrow what it captures).
        var held: IRDocument?
        if let compilation {
            switch Driver.ir(forScale: o.scale, format: o.format, ir, of: compilation, options.eval, maxInputSize: options.maxInputSize, cache: &cache) {
            case .success(let x): held = x
            case .failure(let e): throw e
            }
        } else {
            held = consume ir
        }
        do {
            return try timings.measure("render \(o.format.rawValue)") { [self] in
                let drawn = held!
                held = nil
                return try Driver.render(consume drawn, format: o.format, scale: o.scale, idPrefix: options.idPrefix, page: o.page,
                                         pageFiles: o.pageFiles, speculation: speculation, streamed: streamed,
                                         sourceDate: .seconds(try sourceDateEpoch()), png: file)
            }
        } catch let e as BackendError {
            throw DiagnosticList([Diagnostic.error(e.message, at: e.range ?? pageRange ?? .none)])
        } catch let e as DriverError {
            throw DiagnosticList([Diagnostic.error(e.message, at: .none)])
        } catch {
            throw DiagnosticList([Diagnostic.error("\(error)", at: .none)])
        }
    }

    // MARK: The whole compile

    /// A malformed SOURCE_DATE_EPOCH is an error (exit 1, nothing written), as
    /// reproducible-builds.org's specification asks, not silently ignored.
    public func checkEnvironment() throws {
        do { _ = try sourceDateEpoch() } catch let e as DriverError { throw fail(e.message) }
    }

    /// Reports a failure about no place in the input; the error to throw.
    public func fail(_ message: String) -> PipelineError {
        report([Diagnostic.error(message, at: .none)])
        return .failed
    }

    /// Reads and evaluates the input, reporting its diagnostics; `.failed` on errors.
    public func compileInput() throws -> Compilation {
        let source: SourceFile
        do { source = try self.read(options.input) } catch let e as DriverError { throw fail(e.message) }
        var c = evaluate(source)
        c.diagnostics = options.diagnostics.apply(c.diagnostics)
        report(c.diagnostics)
        if c.hasErrors { throw PipelineError.failed }
        return c
    }

    /// One compile to every output, written all or none; `read` is given the files the compile
    /// read. Diagnostics are reported as they come; throws `.failed` once they say it failed.
    public func run(read: (([String]) -> Void)? = nil) throws {
        try checkEnvironment()
        let file = options.input
        // Each output's format, looked up once (checkOutputs has made sure each has one).
        let formats = options.outputs.map { options.format(of: $0)! }
        var products = Products(formats: formats) { [self] ir, c in
            // One file per output, or per page for a name with a page number (PageOutputs.swift).
            let planned: [PlannedOutput]
            do {
                planned = try PageOutputs.plan(options.outputs.indices.map { i in
                    (options.outputs[i], formats[i], Driver.impliedScale(forPath: options.outputs[i]) ?? options.scale ?? 1)
                }, pageCount: ir.pages.count, page: options.page)
            } catch let e as PageUsageError { throw PipelineError.usage(e.message) }
            try Pipeline.refuseOverwritingSources(planned.map(\.path) + (options.depfile.map { [$0] } ?? []), inputs: c.inputs)
            return planned
        }
        products.notes = PageOutputs.warnings
        products.writesFiles = true
        products.keepsIR = false
        // One PNG of a drawing large enough that its drawing, held to the end, would outweigh
        // what drawing it as it is made holds beside the front end: drawn as its canvas body
        // runs (Products.streamsPNG, `streamsAbove`).
        var st = stat()
        if options.outputs.count == 1, formats[0] == .png, (options.page ?? 1) == 1, file != "-",
           PathNames.withFileSystemPath(file, { stat($0, &st) }) == 0, Int(st.st_size) > Pipeline.streamsAbove {
            products.streamsPNG = Driver.impliedScale(forPath: options.outputs[0]) ?? options.scale ?? 1
        }
        let made = try make(products, read: read)
        if made.failed { throw PipelineError.failed }
        // (Refused already, when the outputs were planned: before rendering.)
        var written: [Int: StagedFile] = [:]
        for (i, r) in made.rendered.enumerated() { written[i] = r.file }
        try write(made.rendered.map { (path: $0.output.path, bytes: $0.bytes) }, written: written, inputs: made.inputs,
                  mainIsFile: file != "-", refusing: false)
        if options.timings { writeToStandardError(timings.report(for: file)) }
        withExtendedLifetime(made) {}
    }

    /// Source to rendered bytes: the one way every caller goes — the compile command and
    /// `viewc watch` (`run`), `build`, `embed`, `handout`, the preview, ViewcKit and the fuzz
    /// entry — so that each has the fast paths (this file's header). `given` is a source the
    /// caller holds (a page's block, ViewcKit's text); nil reads `options.input`. Diagnostics
    /// are reported as they come and gathered in the product; `read` is given the files the
    /// compile read, also when it fails. Throws only `PipelineError.usage`, from the plan.
    public func make(_ products: Products, from given: SourceFile? = nil, read: (([String]) -> Void)? = nil) throws -> Product {
        var made = Product()
        func failing(_ ds: [Diagnostic]) -> Product {
            report(ds)
            made.diagnostics += ds
            made.failed = true
            return made
        }
        let source: SourceFile
        if let given { source = given } else {
            // Where the PNG may be drawn as the body runs, the input's text is read a window
            // ahead of its parser (SourceFile.readingInWindows): else it, not the drawing, is the peak.
            do { source = try self.read(options.input, inWindows: products.streamsPNG != nil && !products.keepsIR && !products.keepsCompilation) } catch let e as DriverError { return failing([Diagnostic.error(e.message, at: .none)]) }
        }
        // An SVG of the first page may be drawn in part while the front end still runs
        // (CairoBackend/SVGSpeculation.swift); the worker is let go however the compile ends.
        var speculation = products.formats.contains(.svg) && (options.page ?? 1) == 1 ? SVGSpeculation() : nil
        defer { speculation?.cancel() }
        // The one PNG of a large drawing may be drawn as its canvas body runs
        // (CairoBackend/PNGStreaming.swift); its surface is let go however the compile ends.
        var streaming: PNGStreaming?
        if let scale = products.streamsPNG, given == nil, speculation == nil, !products.keepsIR, !products.keepsCompilation,
           options.input != "-", source.bytes.count > Pipeline.largeInput {
            streaming = PNGStreaming(scale: scale)
        }
        defer { streaming?.cancel() }
        var unused: Set<String> = []
        // The only reference to the trees (an optional, so that they may be let go before rendering).
        var c = evaluate(source, for: products, stream: &speculation, png: streaming, unused: &unused, fromFile: given == nil)
        if let s = streaming, c?.document?.pages.first?.root.drawingHandedOn != true {
            s.cancel()
            streaming = nil
        }
        if c == nil {
            made.skipped = true
            return made
        }
        read?(c!.inputs)
        made.inputs = c!.inputs
        made.pageCount = c!.document?.pages.count ?? 0
        made.usedDefines = options.eval.defines.map(\.name).filter { !unused.contains($0) }
        if !reportEvaluation(&c, &made) { return made }
        do {
            return try finish(&made, &c, products, given: given != nil, speculation: speculation, streaming: streaming)
        } catch is Restream {
            // The drawing taken by the PNG's stream is not what the page draws there, or drawing
            // it failed: it is gone from the trees, so the file is evaluated again without a
            // stream (read back first: its text was let go as it was read). The first evaluation
            // reported nothing (anything reported abandons a deferred body), nor did its lowering.
            streaming?.cancel()
            streaming = nil
            c = nil
            c = Driver.textGone(source) ?? evaluate(source, for: products, stream: &speculation, png: nil, unused: &unused,
                                                    fromFile: given == nil)
            if c == nil {
                made.skipped = true
                return made
            }
            if !reportEvaluation(&c, &made) { return made }
            return try finish(&made, &c, products, given: given != nil, speculation: speculation, streaming: nil)
        }
    }

    /// Reports the evaluation's diagnostics (warnings-as-errors applied) into `made`; false, the
    /// compile failed, when they hold an error.
    func reportEvaluation(_ c: inout Compilation?, _ made: inout Product) -> Bool {
        c!.diagnostics = options.diagnostics.apply(c!.diagnostics)
        report(c!.diagnostics)
        made.diagnostics = c!.diagnostics
        if c!.hasErrors {
            made.failed = true
            made.compilation = c
            return false
        }
        return true
    }

    /// The page a PNG's stream drew is not the lowered page: evaluate again without it (`make`).
    struct Restream: Error {}

    /// Parses and evaluates for `make`: nil for a file that only declares components when
    /// `products.skipsLibraries`. With `sharesDefines`, a -D this file does not declare is not
    /// its error (the evaluator reports one with no place in the file): the file is evaluated
    /// again without it, unless it has other errors; `unused` is given those names.
    func evaluate(_ source: SourceFile, for products: Products, stream speculation: inout SVGSpeculation?,
                  png streaming: PNGStreaming? = nil, unused: inout Set<String>, fromFile: Bool = false) -> Compilation? {
        var eval = options.eval
        eval.drawingStream = speculation ?? streaming
        // A large input's canvas body lets the text it has read go as it runs, to be read again
        // from the file should a diagnostic need it (SourceFile.setTextAside): 55 MB of the
        // 100,000-path drawing's peak.
        if fromFile, options.input != "-", source.absolutePath != nil, source.bytes.count > Pipeline.largeInput {
            eval.releasesReadText = options.input
        }
        // The canvas body is run a statement at a time unless the preview's interaction runs
        // (Driver.compile).
        let tree = timings.measure("lex/parse") { Parser.parse(source, deferCanvasBody: eval.interaction == nil) }
        if products.skipsLibraries && !tree.hasErrors && !Driver.declaresDrawing(tree) { return nil }
        var c = Driver.evaluate(deferring: tree, eval, maxInputSize: options.maxInputSize, timings: timings)
        guard products.sharesDefines else { return c }
        let defines = Set(eval.defines.map(\.name))
        func unusedDefine(_ d: Diagnostic) -> String? {
            guard d.range.file == nil, d.severity == .error else { return nil }
            return defines.first { d.message.hasPrefix("-D \($0): no top-level let or inspectable is named") }
        }
        unused = Set(c.diagnostics.compactMap(unusedDefine))
        if unused.isEmpty { return c }
        if c.diagnostics.contains(where: { $0.severity == .error && unusedDefine($0) == nil }) {
            c.diagnostics.removeAll { unusedDefine($0) != nil }
            return c
        }
        // Evaluated again, without a stream: what was drawn ahead was the first evaluation's.
        speculation?.cancel()
        speculation = nil
        eval.drawingStream = nil
        eval.defines.removeAll { unused.contains($0.name) }
        return Driver.evaluate(deferring: tree, eval, maxInputSize: options.maxInputSize, timings: timings)
    }

    /// `make`'s back half: lowers the evaluated drawing, plans and checks the outputs, lets the
    /// trees go when nothing needs them, and renders. `c` is the only reference to the trees.
    func finish(_ made: inout Product, _ c: inout Compilation?, _ products: Products, given: Bool,
                speculation: SVGSpeculation?, streaming: PNGStreaming? = nil) throws -> Product {
        let file = options.input, sources = c!.document!.sources
        // A PNG drawn as the canvas body ran (PNGStreaming.swift): the page lowered below must be
        // the frame it drew the drawing in, and nothing may have failed; else evaluated again.
        if let s = streaming {
            let doc = c!.document!
            guard s.settle(), doc.pages.count == 1, doc.pages[0].root.handedOnDrawingHolds,
                  !(doc.readsContentScale && s.scale != 1) else { throw Restream() }
        }
        // Lowering and rendering need only the IR: a large input file's text is set aside first,
        // to be read again from the file should a diagnostic need its lines (5.5 MB of the
        // 10,000-path drawing's peak) — unless the drawing may be evaluated again (a PNG at
        // another scale of a drawing that reads contentScaleFactor) or the caller keeps the trees.
        if !given, file != "-", !products.keepsCompilation, !(c!.document!.readsContentScale && products.formats.contains(.png)),
           let main = sources.first(where: { $0.path == file && $0.absolutePath != nil }), main.bytes.count > Pipeline.largeInput {
            main.setTextAside(reopening: file)
        }
        // The trees are let go below unless kept or evaluated again (the same test as there, before
        // the outputs are planned: any PNG), so the pages' drawing is let go as it is lowered, its
        // paths packed into the IR's (ViewGeometry/PathData.swift): the 100,000-path PNG's peak
        // 88 → 82 MB. Not for an SVG, whose chunks drawn ahead share the tree's paths until the
        // page is lowered (SVGSpeculation.swift): the IR shares them too, as the tree's are kept.
        // Only for a large input: a small drawing's paths are few, and the code that packs them
        // would be pages more for a small compile to map.
        let treesGo = !products.keepsCompilation && !(c!.document!.readsContentScale && products.formats.contains(.png))
        let largeDrawing = sources.reduce(0, { $0 + $1.bytes.count }) > Pipeline.largeInput
        var (ir, checks) = lower(c!.document!, consumesDrawing: treesGo && largeDrawing && !products.formats.contains(.svg))
        made.sources = sources
        if let t = options.title { ir.info.title = t }
        if let a = options.author { ir.info.author = a }
        products.adjust?(&ir)
        if products.keepsIR { made.ir = ir }
        // A plan that refuses with diagnostics fails the compile after the checks' warnings.
        var planned: [PlannedOutput] = [], refused: [Diagnostic]?
        do { planned = try products.plan(ir, c!) } catch let e as DiagnosticList { refused = e.diagnostics }
        if let s = streaming, refused == nil, planned.count != 1 || planned[0].format != .png || planned[0].scale != s.scale
            || (planned[0].page ?? 1) != 1 || ir.pages.count != 1 || !s.fits(ir.pages[0]) {
            throw Restream()
        }
        // (A closure, not the key path \.rawValue: a key path is made at run time, 15,000
        // instructions in a debug build.)
        let notes = options.diagnostics.apply(checks + FormatNotes.warnings(ir, formats: products.formats.map { $0.rawValue })
                                              + (products.notes?(ir, planned) ?? []))
        report(notes)
        made.diagnostics += notes
        if notes.contains(where: { $0.severity == .error }) { made.failed = true; made.compilation = c; return made }
        if let refused {
            report(refused)
            made.diagnostics += refused
            made.failed = true
            made.compilation = c
            return made
        }
        // Rendering needs only the IR: the syntax and view trees are let go first (a third of the
        // memory of a large drawing), unless a PNG at another scale evaluates the drawing again
        // or the caller keeps them. The source files stay, for the diagnostics' lines.
        let large = sources.reduce(0, { $0 + $1.bytes.count }) > Pipeline.largeInput
        // The front end's code is not run again: a large drawing renders without its pages
        // resident (CodePages.swift), handed back once the trees are taken apart (which runs
        // code of its own), else now.
        let releasesCode = CodePages.releasesBeforeRendering && large
        if !products.keepsCompilation && !(c!.document!.readsContentScale && planned.contains { $0.format == .png && $0.scale != 1 }) {
            // A large drawing's trees are freed on another thread: taking apart thousands of
            // views is milliseconds of work the render need not wait for (a small one's, here:
            // starting a thread would cost more). A thread of its own, not Dispatch's pool,
            // whose threads a PNG's bands may all be drawing: queued behind them, the trees
            // (4.8 MB of the hard 10,000-path scene) were held through the first wave of bands.
            let trees = c
            c = nil
            if large {
                let free = {
                    withExtendedLifetime(trees) {}
                    if releasesCode { CodePages.releaseExecutableCode() }
                }
                if !startThread(free) { DispatchQueue.global().async(execute: free) }
            }
        } else if releasesCode {
            CodePages.releaseExecutableCode()
        }
        let atOnce = c == nil && Pipeline.rendersAtOnce(planned, pages: ir.pages)
        // A PNG to a file is written into its staged file as it is made (StagedFile.swift);
        // removed, as each is let go, should the compile fail. At most `StagedFile.most` of a
        // compile's PNGs: each holds a descriptor until the outputs are written, and a document
        // of a thousand pages to `-o p%d.png` would run out of them; the rest keep their bytes.
        var staged = 0
        let files = planned.enumerated().map { i, o -> StagedFile? in
            guard products.writesFiles, o.format == .png, staged < StagedFile.most,
                  let file = StagedFile.stage(o.path, index: i) else { return nil }
            staged += 1
            return file
        }
        do {
            if atOnce {
                made.rendered = try renderAtOnce(ir, planned, speculation, into: files)
            } else if planned.count == 1 && !products.keepsIR {
                // The one output is handed the IR: the backend frees what it has drawn when it
                // need not be kept (a PDF page's ops once cairo has them, CairoBackend/PDFDocument.swift).
                // (`ir` itself cannot be consumed: the closures above capture it.)
                let one = ir
                ir = IRDocument(pages: [])
                var byScale: [Int: IRDocument] = [:]
                let bytes = try render(consume one, planned[0], of: c, cache: &byScale, speculation: speculation, streamed: streaming,
                                       into: files[0])
                made.rendered.append(RenderedOutput(output: planned[0], bytes: bytes, file: files[0]))
                made.streamedPNG = streaming != nil
            } else {
                var byScale: [Int: IRDocument] = [:]
                for (o, file) in zip(planned, files) {
                    let bytes = try render(ir, o, of: c, cache: &byScale, speculation: speculation, into: file)
                    made.rendered.append(RenderedOutput(output: o, bytes: bytes, file: file))
                }
            }
        } catch let e as DiagnosticList {
            for f in files { f?.discard() }
            let ds = options.diagnostics.apply(e.diagnostics)
            report(ds)
            made.diagnostics += ds
            made.rendered = []
            made.failed = true
        }
        made.compilation = c
        return made
    }

    /// Several outputs of one IR are rendered at once, each on a thread (the results are the
    /// same as one after another: each render reads only the IR) — unless their PNGs together
    /// have more pixels than one PNG may: then memory stays within one at a time. A PNG's
    /// pixels are its page's points times its scale, rounded up on each side.
    static func rendersAtOnce(_ planned: [PlannedOutput], pages: [IRPage]) -> Bool {
        let pngPixels = planned.filter { $0.format == .png }.reduce(0.0) { sum, o in
            guard let p = pages.indices.contains((o.page ?? 1) - 1) ? pages[(o.page ?? 1) - 1] : pages.first else { return sum }
            return sum + (p.width * Double(o.scale)).rounded(.up) * (p.height * Double(o.scale)).rounded(.up)
        }
        return planned.count > 1 && pngPixels <= Double(RenderOptions(format: .png).maxPixels)
    }

    /// Every planned output of `ir` rendered at the same time, in order; the first that fails
    /// (in order, as when they are rendered one after another) is thrown as its diagnostics.
    func renderAtOnce(_ ir: IRDocument, _ planned: [PlannedOutput], _ speculation: SVGSpeculation?,
                      into files: [StagedFile?]) throws -> [RenderedOutput] {
        // The chunks drawn ahead serve the first SVG output.
        let speculating = planned.firstIndex { $0.format == .svg }
        var results = [Result<[UInt8], Error>?](repeating: nil, count: planned.count)
        var seconds = [Double](repeating: 0, count: planned.count)
        let lock = Lock()
        let started = Timings.now()
        let epoch: Int?
        do { epoch = try sourceDateEpoch() } catch { throw DiagnosticList([Diagnostic.error("\(error)", at: .none)]) }
        let idPrefix = options.idPrefix
        DispatchQueue.concurrentPerform(iterations: planned.count) { i in
            let o = planned[i], t0 = Timings.now()
            let r = Result { try Driver.render(ir, format: o.format, scale: o.scale, idPrefix: idPrefix, page: o.page, pageFiles: o.pageFiles,
                                               speculation: i == speculating ? speculation : nil, sourceDate: .seconds(epoch), png: files[i]) }
            lock.lock(); results[i] = r; seconds[i] = Timings.now() - t0; lock.unlock()
        }
        timings.add("render (at once)", Timings.now() - started)
        for (o, s) in zip(planned, seconds) { timings.add("render \(o.format.rawValue)", s, overlapping: true) }
        var out: [RenderedOutput] = []
        for (i, (o, r)) in zip(planned, results).enumerated() {
            switch r! {
            case .success(let bytes): out.append(RenderedOutput(output: o, bytes: bytes, file: files[i]))
            case .failure(let e as BackendError):
                throw DiagnosticList([Diagnostic.error(e.message, at: e.range ?? ir.pages.first?.range ?? .none)])
            case .failure(let e as DriverError): throw DiagnosticList([Diagnostic.error(e.message, at: .none)])
            case .failure(let e): throw DiagnosticList([Diagnostic.error("\(e)", at: .none)])
            }
        }
        return out
    }

    /// Bytes of input from which a compile lets go of what it no longer needs as it goes (the
    /// text read, the trees): below, doing so costs more than the memory is worth.
    static let largeInput = 1 << 20
    /// The input above which the compile command draws its one PNG as the canvas body runs.
    /// Drawn so, a PNG's peak is about the same at any size — its surface, the front end's
    /// code and cairo's resident together while the body runs, and a few MB of text and
    /// drawing — where drawn at the end it grows with the drawing (its commands, paths and IR
    /// held at the end of lowering). They cross at about 15 MB of input on the bench scenes
    /// (2000×2000: 33 MB streamed at any size; at the end 22.8 MB at 5.5 MB of input, 30.5 MB
    /// at 13.8 MB, 80.6 MB at 55 MB).
    static let streamsAbove = 16 << 20

    /// The stack the main thread may still grow into: its limit (`ulimit -s`) less 512 KiB for
    /// what is in use and what the command line and the backend need beside evaluation. For
    /// `callerStackBytes`, from a caller on the main thread with little on its stack.
    public static func mainThreadStackRoom() -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return 0 }
        return max(0, Int(clamping: limit.rlim_cur) - (512 << 10))   // unlimited: Int.max less that
    }
}
