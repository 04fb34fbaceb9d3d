// ViewcKit — viewc as a Swift library, for site generators and tools written in Swift: compile
// `.view` source text or a file to SVG, PDF and PNG bytes, check it, or embed the drawings of a
// Markdown or HTML page, in the calling process (no process is spawned). Diagnostics come back
// as values. A thin facade over ViewcDriver's compile pipeline (Pipeline.swift): the same
// stages, the same options (CompileOptions.swift: every option of the command line that
// decides bytes or diagnostics is a property of `ViewcOptions`), the same bytes as the viewc
// command writes. Compiles may run on several threads at once.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax
import ViewcDriver

/// An output format.
public enum ViewcFormat: String, Sendable, CaseIterable {
    case svg, pdf, png
}

/// How to compile: the command line's options, as values. Not here, because a library call
/// has no use for them: the input and `-o`/`--format` (the arguments and `formats`),
/// `--depfile` (nothing is written), `--diagnostic-format` (diagnostics are values) and
/// `--timings`.
public struct ViewcOptions: Sendable {
    /// Top-level lets and inspectables to set (`-D name=value`): the value is `.view` text
    /// (`"true"`, `"#ff9500"`, `"Rect(0, 0, 50, 50)"`, `"\"Hi\""`).
    public var defines: [String: String] = [:]
    /// PNG pixels per point (contentScaleFactor): 1, 2 or 3.
    public var scale = 1
    /// What every SVG id starts with; nil: a prefix derived from the drawing.
    public var idPrefix: String?
    /// The folder imports and images may read; nil: the folder of the file (or `directory`).
    public var root: String?
    /// PDF creation and modification dates, in seconds since 1970; nil: a fixed date. (The
    /// library does not read SOURCE_DATE_EPOCH; pass it here.)
    public var sourceDateEpoch: Int?
    /// Report warnings as errors (and produce no output when there are any).
    public var warningsAsErrors = false
    /// The page of a document (from 1) that SVG and PNG show; a PDF holds every page. nil:
    /// the only page (a document of several pages then needs one, as on the command line).
    public var page: Int?
    /// The PDF's title (and an SVG's <title>), in place of the document's (`--title`).
    public var title: String?
    /// The PDF's author, in place of the document's (`--author`).
    public var author: String?
    /// Dynamic Type: the reader's text size the text styles are set at, a UIContentSizeCategory
    /// name (`extraSmall` … `extraExtraExtraLarge`, `accessibilityMedium` …
    /// `accessibilityExtraExtraExtraLarge`; `--content-size-category`).
    public var contentSizeCategory = "large"
    /// The largest source, file or import read, in bytes (`--max-input-size`): 1 to 2 GiB.
    public var maxInputSize = InputSize.defaultLimit
    public var maxDepth = Limits().maxDepth
    public var maxIterations = Limits().maxIterations
    public var maxOperations = Limits().maxOperations
    public var maxRecursion = Limits().maxRecursion
    public var maxViews = Limits().maxViews
    public var maxWork = Limits().maxWork
    public var maxRenderCost = Limits().maxRenderCost
    public var maxSteps = Limits().maxSteps
    public init() {}

    /// These options as the compile pipeline's, checked as the command line checks them.
    func compileOptions(input: String) throws -> CompileOptions {
        var o = CompileOptions(input: input, eval: eval)
        o.eval.contentSizeCategory = try CompileOptions.contentSizeCategory(contentSizeCategory)
        o.maxInputSize = try CompileOptions.inputSize(String(maxInputSize))
        try CompileOptions.checkMetadata("--title", title)
        try CompileOptions.checkMetadata("--author", author)
        // The command line's checks, with its messages: every reader refuses the same values alike.
        try CompileOptions.check(o.eval.limits)
        try CompileOptions.checkIDPrefix(idPrefix, formats: [])
        try CompileOptions.checkScale(scale)
        o.diagnostics.warningsAsErrors = warningsAsErrors
        o.idPrefix = idPrefix
        o.page = page
        o.scale = scale
        o.title = title
        o.author = author
        o.sourceDate = .seconds(sourceDateEpoch)
        return o
    }

    var eval: EvalOptions {
        var o = EvalOptions()
        o.defines = defines.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        o.root = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        o.limits.maxDepth = maxDepth
        o.limits.maxIterations = maxIterations
        o.limits.maxOperations = maxOperations
        o.limits.maxRecursion = maxRecursion
        o.limits.maxViews = maxViews
        o.limits.maxWork = maxWork
        o.limits.maxRenderCost = maxRenderCost
        o.limits.maxSteps = maxSteps
        return o
    }
}

/// An edit that would fix a problem: replace the text from line:column to
/// endLine:endColumn (exclusive) with `replacement`.
public struct ViewcFixIt: Sendable, Equatable {
    public var file: String
    public var line: Int, column: Int, endLine: Int, endColumn: Int
    public var replacement: String
}

/// An error, warning or note about the input, as a value.
public struct ViewcDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var message: String
    /// The file as reported, and where in it: 1-based lines, columns in Unicode scalars, the
    /// end exclusive. nil for a problem with no place in a file.
    public var file: String?
    public var line: Int?, column: Int?, endLine: Int?, endColumn: Int?
    /// Follow-ups at other places (where a name was first declared, …).
    public var notes: [ViewcDiagnostic]
    public var fixIts: [ViewcFixIt]
    /// The text form: `file:line:col: error: message`, the line and a caret, then the notes.
    public var description: String

    init(_ d: Diagnostic) {
        severity = Severity(rawValue: d.severity.rawValue) ?? .error
        message = d.message
        if let p = DiagnosticPlace(d.range) {
            file = p.file
            (line, column, endLine, endColumn) = (p.line, p.column, p.endLine, p.endColumn)
        }
        notes = d.notes.map(ViewcDiagnostic.init)
        fixIts = d.fixIts.compactMap { f in
            DiagnosticPlace(f.range).map {
                ViewcFixIt(file: $0.file, line: $0.line, column: $0.column, endLine: $0.endLine, endColumn: $0.endColumn,
                           replacement: f.replacement)
            }
        }
        description = d.rendered
    }
}

/// What a compile made.
public struct ViewcResult: Sendable {
    /// In source order; errors mean no outputs.
    public var diagnostics: [ViewcDiagnostic]
    /// One entry per format asked for, or none when there are errors.
    public var outputs: [ViewcFormat: [UInt8]]
    /// Every file the compile read (the file, imports, images), absolute: what a cache or a
    /// watcher must look at.
    public var inputs: [String]
    /// How many pages the drawing has (1 for a canvas; 0 when it could not be compiled).
    public var pageCount = 0
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    public subscript(format: ViewcFormat) -> [UInt8]? { outputs[format] }
}

/// What embedding a page made.
public struct ViewcPage: Sendable {
    /// The page with every drawing replaced; nil when a drawing has an error.
    public var text: String?
    public var diagnostics: [ViewcDiagnostic]
    public var inputs: [String]
}

public enum ViewCompiler {
    /// Compiles `.view` source text. `path` names it in diagnostics; imports and images are
    /// relative to `directory` (default: the working directory).
    public static func compile(source: String, path: String = "drawing.view", directory: String? = nil,
                               formats: [ViewcFormat] = [.svg], options: ViewcOptions = ViewcOptions()) -> ViewcResult {
        let pipeline: Pipeline
        do { pipeline = try self.pipeline(options, path) } catch { return failure("\(error)") }
        if let tooBig = sizeProblem(source, pipeline) { return failure(tooBig) }
        return run(sourceFile(source, path, directory), formats, options, pipeline)
    }

    /// Compiles a `.view` file.
    public static func compile(file: String, formats: [ViewcFormat] = [.svg], options: ViewcOptions = ViewcOptions()) -> ViewcResult {
        do { return run(nil, formats, options, try self.pipeline(options, file)) } catch { return failure("\(error)") }
    }

    /// Parses, type-checks and evaluates without rendering (as `viewc check`).
    public static func check(source: String, path: String = "drawing.view", directory: String? = nil,
                             options: ViewcOptions = ViewcOptions()) -> [ViewcDiagnostic] {
        let pipeline: Pipeline
        do { pipeline = try self.pipeline(options, path) } catch { return failure("\(error)").diagnostics }
        if let tooBig = sizeProblem(source, pipeline) { return failure(tooBig).diagnostics }
        let c = pipeline.check(sourceFile(source, path, directory))
        return (options.warningsAsErrors ? Driver.promotingWarnings(c.diagnostics) : c.diagnostics).map(ViewcDiagnostic.init)
    }

    /// Replaces every ```view block of a Markdown page (or `<pre class="view">` of an HTML
    /// page, `html: true`) with its inline SVG, as `viewc embed` does.
    public static func embed(page: String, path: String = "page.md", directory: String? = nil, html: Bool = false,
                             options: ViewcOptions = ViewcOptions()) -> ViewcPage {
        let pipeline: Pipeline
        do { pipeline = try self.pipeline(options, path) } catch {
            return ViewcPage(text: nil, diagnostics: failure("\(error)").diagnostics, inputs: [])
        }
        if let tooBig = sizeProblem(page, pipeline) { return ViewcPage(text: nil, diagnostics: failure(tooBig).diagnostics, inputs: []) }
        let r = Driver.embed(sourceFile(page, path, directory), format: html ? .html : .markdown, options: pipeline.options)
        return ViewcPage(text: r.output, diagnostics: r.diagnostics.map(ViewcDiagnostic.init), inputs: r.inputs)
    }

    static func sourceFile(_ text: String, _ path: String, _ directory: String?) -> SourceFile {
        let dir = URL(fileURLWithPath: directory ?? FileManager.default.currentDirectoryPath)
        return SourceFile(path: path, text: text, absolutePath: dir.appendingPathComponent(path).standardizedFileURL.path)
    }

    /// The pipeline of a compile with `options`; throws the command line's message for an
    /// option it would refuse.
    static func pipeline(_ options: ViewcOptions, _ input: String) throws -> Pipeline {
        Pipeline(try options.compileOptions(input: input), report: { _ in })
    }

    static func sizeProblem(_ text: String, _ pipeline: Pipeline) -> String? {
        let limit = pipeline.options.maxInputSize
        return text.utf8.count > limit ? "the source is larger than \(InputSize.describe(limit))" : nil
    }

    static func failure(_ message: String) -> ViewcResult {
        ViewcResult(diagnostics: [ViewcDiagnostic(.error(message, at: .none))], outputs: [:], inputs: [])
    }

    /// `source`, or the options' input read from its file, through the compile pipeline
    /// (Pipeline.make) to one output of each format asked for.
    static func run(_ source: SourceFile?, _ formats: [ViewcFormat], _ options: ViewcOptions, _ pipeline: Pipeline) -> ViewcResult {
        let products = Products(formats: formats.map { OutputFormat(rawValue: $0.rawValue)! }) { ir, _ in
            var planned: [PlannedOutput] = []
            for f in formats where !planned.contains(where: { $0.format.rawValue == f.rawValue }) {
                var o = PlannedOutput(path: "-", format: OutputFormat(rawValue: f.rawValue)!, scale: options.scale, page: nil)
                if f != .pdf, let n = options.page {
                    guard n >= 1 && n <= ir.pages.count else {
                        let has = ir.pages.count == 1 ? "1 page" : "\(ir.pages.count) pages"
                        throw DiagnosticList([.error("page \(n), but the document has \(has)", at: .none)])
                    }
                    o.page = n
                }
                planned.append(o)
            }
            return planned
        }
        let made: Product
        do { made = try pipeline.make(products, from: source) } catch { return failure("\(error)") }
        var outputs: [ViewcFormat: [UInt8]] = [:]
        for r in made.rendered { outputs[ViewcFormat(rawValue: r.output.format.rawValue)!] = r.bytes }
        var result = ViewcResult(diagnostics: made.diagnostics.map(ViewcDiagnostic.init), outputs: outputs, inputs: made.inputs)
        result.pageCount = made.pageCount
        return result
    }
}

/// How a handout lays out its drawings: `viewc handout`'s options, as values.
public struct ViewcHandoutLayout: Sendable {
    /// The paper's name (a4, letter, …: `viewc handout --help` lists them).
    public var paper = "a4"
    public var landscape = false
    /// Drawing pages per sheet: 1, 2, 3, 4, 6 or 9.
    public var perPage = 6
    /// Ruled lines for notes beside each drawing.
    public var notes = false
    /// Each sheet's header and the PDF's Title and Author.
    public var title: String?
    public var author: String?
    public init() {}
}

/// What became of one file of a build.
public struct ViewcBuiltFile: Sendable {
    public enum Outcome: String, Sendable { case built, upToDate, skipped, failed }
    /// The source as given or found under a folder given.
    public var source: String
    public var outcome: Outcome
    /// Its warnings when built; its errors when failed.
    public var diagnostics: [ViewcDiagnostic]
    /// The outputs it wrote, when built (a document's SVG and PNG are a file a page; not the depfile).
    public var written: [String] = []
}

/// What a build made.
public struct ViewcBuildResult: Sendable {
    /// Every source found, in output-path order.
    public var files: [ViewcBuiltFile] = []
    /// Problems of the build as a whole: a source that is not there, two sources that would
    /// write one output, a `-D` that no file declares.
    public var diagnostics: [ViewcDiagnostic] = []
    public var succeeded: Bool { diagnostics.allSatisfy { $0.severity != .error } && !files.contains { $0.outcome == .failed } }
}

extension ViewCompiler {
    /// Lays out every page of `files`, in order, on sheets of paper as one PDF (`outputs[.pdf]`),
    /// as `viewc handout` does: the same bytes. All or nothing: any file with errors gives no PDF.
    /// A define applies to every file that declares its name and is an error only when none does.
    public static func handout(files: [String], layout: ViewcHandoutLayout = ViewcHandoutLayout(),
                               options: ViewcOptions = ViewcOptions()) -> ViewcResult {
        var req: HandoutRequest
        do {
            try HandoutRequest.check(inputs: files, output: "-")
            req = HandoutRequest(inputs: files, layout: try HandoutOptions(
                paper: layout.paper, landscape: layout.landscape, perPage: layout.perPage, notes: layout.notes,
                title: layout.title, author: layout.author))
            req.options = try options.compileOptions(input: "-")
        } catch { return failure("\(error)") }
        let made = Driver.handout(req)   // ViewcDriver/Handout.swift
        var result = ViewcResult(diagnostics: made.diagnostics.map(ViewcDiagnostic.init), outputs: [:], inputs: made.inputs)
        if let pdf = made.pdf { result.outputs[.pdf] = pdf }
        return result
    }

    /// Compiles every `.view` file given or found under the folders given into `folder`, as
    /// `viewc build` does (the same files, bytes, up-to-date rule and record), on `jobs`
    /// threads (nil: one a core). `scales` are PNG's: 1 writes name.png, 2 name@2x.png.
    public static func build(sources: [String], into folder: String, formats: [ViewcFormat] = [.svg], scales: [Int] = [1],
                             jobs: Int? = nil, force: Bool = false, depfiles: Bool = false,
                             options: ViewcOptions = ViewcOptions()) -> ViewcBuildResult {
        var req = BuildRequest(sources: sources, outDir: folder)
        var result = ViewcBuildResult()
        do {
            req.formats = formats.map { OutputFormat(rawValue: $0.rawValue)! }
            req.scales = scales
            req.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            req.force = force
            req.depfiles = depfiles
            req.options = try options.compileOptions(input: "-")
            req.stamp = Driver.compilerStamp()
            try req.check()
            let items = try Driver.planBuild(req)
            let files = BuiltFiles(count: items.count)
            let summary = Driver.build(items, req) { i, item, outcome in
                let file: ViewcBuiltFile
                switch outcome {
                case .built(let ds, let written):
                    file = ViewcBuiltFile(source: item.source, outcome: .built, diagnostics: ds.map(ViewcDiagnostic.init), written: written)
                case .upToDate: file = ViewcBuiltFile(source: item.source, outcome: .upToDate, diagnostics: [])
                case .skipped: file = ViewcBuiltFile(source: item.source, outcome: .skipped, diagnostics: [])
                case .failed(let ds): file = ViewcBuiltFile(source: item.source, outcome: .failed, diagnostics: ds.map(ViewcDiagnostic.init))
                }
                files.set(i, file)
            }
            result.files = files.all
            result.diagnostics = summary.unusedDefines.map {
                ViewcDiagnostic(.error("-D \($0): no file of the build declares a top-level let or inspectable named '\($0)'", at: .none))
            }
        } catch let e as DriverError {
            result.diagnostics = failure(e.message).diagnostics
        } catch {
            result.diagnostics = failure("\(error)").diagnostics
        }
        return result
    }
}

/// The files of a build as the build's threads report them.
private final class BuiltFiles: @unchecked Sendable {
    private let lock = Lock()
    private var files: [ViewcBuiltFile?]
    init(count: Int) { files = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ file: ViewcBuiltFile) { lock.withLock { files[i] = file } }
    var all: [ViewcBuiltFile] { lock.withLock { files.compactMap { $0 } } }
}
