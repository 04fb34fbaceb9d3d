// ViewcDriver — the stages' steps the compile pipeline (Pipeline.swift) runs in order: read the
// input, parse, evaluate, lower, render, write atomically. It owns no language or drawing
// rules of its own; it only connects the modules and keeps files safe.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewGeometry
import ViewSyntax

/// The result of the front half (parse + evaluate).
public struct Compilation {
    public var tree: SyntaxTree
    public var document: Document?
    public var diagnostics: [Diagnostic]
    public var parameters: [FileParameter]
    /// The main file's placed instances and their parameters (EvalOptions.recordsInstances).
    public var instances: [InstanceParameters] = []
    /// Every file the compile read — the main file, imports, images — as absolute paths,
    /// each once, in the order first read (InputRecorder.swift). Filled also when the
    /// compile has errors, so a watcher knows what to wait for.
    public var inputs: [String] = []
    /// The main file's canvas body was run a statement at a time (deferred), not abandoned.
    public var deferredCanvasBody = false
    public var hasErrors: Bool { document == nil || diagnostics.contains { $0.severity == .error } }
}

/// A failure outside the input's text (unreadable file, unwritable output).
public struct DriverError: Error, CustomStringConvertible {
    public var message: String
    public init(_ m: String) { message = m }
    public var description: String { message }
}

/// Diagnostics as an error.
public struct DiagnosticList: Error { public var diagnostics: [Diagnostic]; public init(_ d: [Diagnostic]) { diagnostics = d } }

public enum Driver {
    /// Reads the main input (a file or stdin) as a SourceFile, refusing more than `maxSize`
    /// bytes (`--max-input-size`, InputSize.swift).
    /// A regular file of more than `windowsAbove` bytes is read in windows
    /// (`SourceFile.readingInWindows`), never resident whole.
    public static func readSource(_ path: String, maxSize: Int = InputSize.defaultLimit, windowsAbove: Int? = nil) throws -> SourceFile {
        let tooLarge = "is larger than \(InputSize.describe(maxSize)); raise the limit with --max-input-size"
        if path == "-" {
            guard let bytes = try InputSize.readSource(0, limit: maxSize, name: "standard input") else { throw DriverError("standard input \(tooLarge)") }
            // Bytes that are not UTF-8 text are an error the parser locates.
            return SourceFile(path: "<stdin>", adopting: bytes)
        }
        // open and fstat, not FileManager: its attributes dictionary costs a dynamic cast that
        // scans every protocol conformance in the binary (about 2 million instructions, a
        // fifth of a small drawing's compile).
        // Opened by its bytes, shown with those that are not UTF-8 escaped (RawPathNames.swift).
        let fd = PathNames.withFileSystemPath(path) { open($0, O_RDONLY) }
        let shown = PathNames.shown(path)
        if fd < 0 {
            throw DriverError(errno == ENOENT || errno == ENOTDIR ? "no such file: \(shown)" : "cannot read \(shown)")
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 { throw DriverError("cannot read \(shown)") }
        if st.st_mode & S_IFMT == S_IFDIR { throw DriverError("\(shown) is a folder, not a .view file") }
        if st.st_mode & S_IFMT == S_IFREG && Int(st.st_size) > maxSize { throw DriverError("\(shown) \(tooLarge)") }
        if let w = windowsAbove, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) > w,
           let f = SourceFile.readingInWindows(path: shown, absolutePath: PathNames.standardized(path), reopening: path, fd: fd, size: Int(st.st_size)) {
            return f
        }
        // Read to the end, but never more than the limit: a file that grows, a FIFO or a device
        // has no size to check first.
        guard let bytes = try InputSize.readSource(fd, limit: maxSize, name: shown) else { throw DriverError("\(shown) \(tooLarge)") }
        let abs = PathNames.standardized(path)
        return SourceFile(path: shown, adopting: bytes, absolutePath: abs)
    }

    /// The folder imports are confined to by default: the input's folder (or the working
    /// directory for stdin).
    public static func mainDirectory(for source: SourceFile) -> String {
        if let abs = source.absolutePath { return PathNames.folder(of: abs) }
        return FileManager.default.currentDirectoryPath
    }

    /// Parses and evaluates; imports are refused beyond `maxInputSize` bytes, as the main
    /// file is. `timings` measures each stage (`--timings`).
    /// The IR a PNG at `scale` is drawn from: `ir` itself, unless the drawing read
    /// contentScaleFactor — then the source evaluated again with that factor (memoised in
    /// `cache`). Errors of that evaluation are returned as diagnostics.
    public static func ir(forScale scale: Int, format: OutputFormat, _ ir: IRDocument, of c: Compilation,
                          _ options: EvalOptions, maxInputSize: Int,
                          cache: inout [Int: IRDocument]) -> Result<IRDocument, DiagnosticList> {
        guard format == .png, scale != 1, let doc = c.document, doc.readsContentScale, let main = doc.sources.first else { return .success(ir) }
        if let done = cache[scale] { return .success(done) }
        var opts = options
        opts.contentScaleFactor = Double(scale)
        let again = compile(main, opts, maxInputSize: maxInputSize)
        guard let d = again.document, !again.hasErrors else { return .failure(DiagnosticList(again.diagnostics.filter { $0.severity == .error })) }
        var out = lower(d).0
        out.info = ir.info
        cache[scale] = out
        return .success(out)
    }

    /// The main file's top-level canvas body is read, checked and run a statement at a time,
    /// each dropped once it has run (Run/DeferredBody.swift), unless `deferCanvasBody` is false
    /// or the preview's interaction runs; when that cannot give what the whole tree gives (the
    /// first thing reported, anything it does not handle), the file is compiled again whole.
    public static func compile(_ source: SourceFile, _ options: EvalOptions, maxInputSize: Int = InputSize.defaultLimit,
                               timings: Timings = .off, deferCanvasBody: Bool = true) -> Compilation {
        if let gone = textGone(source) { return gone }
        if deferCanvasBody && options.interaction == nil {
            let tree = timings.measure("lex/parse") { Parser.parse(source, deferCanvasBody: true) }
            return evaluate(deferring: tree, options, maxInputSize: maxInputSize, timings: timings)
        }
        return evaluate(timings.measure("lex/parse") { Parser.parse(source) }, options, maxInputSize: maxInputSize, timings: timings)
    }

    /// Evaluates a tree parsed with `deferCanvasBody`; when its deferred body is abandoned (or
    /// the parse reported anything), the file is parsed whole and evaluated again, and only
    /// that evaluation's diagnostics are returned.
    public static func evaluate(deferring tree: SyntaxTree, _ options: EvalOptions, maxInputSize: Int = InputSize.defaultLimit,
                                timings: Timings = .off) -> Compilation {
        if let gone = textGone(tree.file) { return gone }
        // Without a deferred body the tree is the whole file's.
        if tree.deferredBlock == nil { return evaluate(tree, options, maxInputSize: maxInputSize, timings: timings) }
        if tree.diagnostics.isEmpty, options.interaction == nil,
           let c = evaluate(tree, options, maxInputSize: maxInputSize, timings: timings, deferred: true) {
            return c
        }
        if let gone = textGone(tree.file) { return gone }
        return evaluate(timings.measure("lex/parse") { Parser.parse(tree.file) }, options,
                        maxInputSize: maxInputSize, timings: timings)
    }

    /// Nil when `file`'s text is there to be read from the start: a deferred body that ran
    /// before may have let it go (EvalOptions.releasesReadText), and it is read back first; else
    /// (the file changed or went away since it was read) a failed compilation that says so.
    /// A file read in windows is read on as the parser reads it (SourceFile.readingInWindows).
    static func textGone(_ file: SourceFile) -> Compilation? {
        if file.readsInWindows || file.readTextBack() { return nil }
        return Compilation(tree: Parser.parse(SourceFile(path: file.path, text: "")), document: nil,
                           diagnostics: [Diagnostic.error("\(file.path) changed while it was being compiled", at: .none)], parameters: [])
    }

    /// Evaluates a parsed file (reporting its parse errors, if it has any); imports are
    /// refused beyond `maxInputSize` bytes.
    public static func evaluate(_ tree: SyntaxTree, _ options: EvalOptions, maxInputSize: Int = InputSize.defaultLimit,
                                timings: Timings = .off) -> Compilation {
        evaluate(tree, options, maxInputSize: maxInputSize, timings: timings, deferred: false)!
    }

    /// Evaluates; with a deferred body, nil when it was abandoned.
    static func evaluate(_ tree: SyntaxTree, _ options: EvalOptions, maxInputSize: Int, timings: Timings, deferred: Bool) -> Compilation? {
        let source = tree.file
        let dir = mainDirectory(for: source)
        var files = FileSystemLoader(mainDirectory: dir)
        files.maxFileSize = maxInputSize
        let loader = RecordingLoader(wrapping: files, mainDirectory: dir)
        if let main = source.absolutePath { loader.record(main) }
        let ev = Evaluator(options: options, loader: loader, textLayout: PangoTextLayout.shared)
        let (doc, diags) = timings.measure("evaluate") { ev.evaluate(tree) }
        if deferred && ev.abandonedDeferredBody { return nil }
        return Compilation(tree: tree, document: doc, diagnostics: diags, parameters: ev.parameters, instances: ev.instances,
                           inputs: loader.recorded, deferredCanvasBody: deferred)
    }

    /// The format an output path asks for by its extension.
    public static func format(forPath path: String) -> OutputFormat? {
        let ext = PathNames.pathExtension(path).lowercased()
        return OutputFormat(rawValue: ext)
    }

    /// The scale an iOS-style asset name implies: `icon@2x.png` → 2.
    public static func impliedScale(forPath path: String) -> Int? { assetScale(forName: path) }

    /// SOURCE_DATE_EPOCH from the environment (nil when unset). reproducible-builds.org's
    /// specification asks for "an ASCII representation of an integer … identical to the output
    /// format of date +%s" and an error for a malformed value; as gcc does, viewc also
    /// requires it to be at most 253402300799 (9999-12-31T23:59:59Z), the last second a PDF
    /// date can hold.
    public static func sourceDateEpoch() throws -> Int? {
        // getenv, not ProcessInfo's environment: that builds a dictionary of every variable.
        guard let v = getenv("SOURCE_DATE_EPOCH") else { return nil }
        let s = String(cString: v)
        return try parseSourceDateEpoch(s)
    }

    public static func parseSourceDateEpoch(_ s: String) throws -> Int {
        guard !s.isEmpty, s.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(s), n <= 253_402_300_799 else {
            throw DriverError("SOURCE_DATE_EPOCH is \(s.debugDescription): it must be a whole number of seconds since 1970-01-01 UTC, as `date +%s` prints, from 0 to 253402300799")
        }
        return n
    }

    /// Writes every output or none: each goes to a temporary file beside its destination,
    /// and only when all of them are written are they renamed into place (a reader never
    /// sees half a file, and a failure leaves every old file as it was). `-` is standard
    /// output, written last. Devices, FIFOs and symlinks: Outputs.swift.
    public static func writeAll(_ outputs: [(path: String, bytes: [UInt8])], written: [Int: StagedFile] = [:]) throws {
        try writeOutputs(outputs, written: written)
    }

    /// Writes to standard output, reporting a failure (a full disk, a closed pipe) as an
    /// error instead of ignoring it or trapping.
    public static func writeStandardOutput(_ bytes: [UInt8]) throws {
        if let why = writeFully(1, bytes) { throw DriverError("cannot write standard output: \(why)") }
    }

    /// Two spellings of one file (`a.png`, `./a.png`, a symlink) as one key.
    public static func samePathKey(_ path: String) -> String {
        PathNames.resolved(path)
    }

    /// Renders a lowered document in one format.
    /// `idPrefix` starts every SVG id (nil: one derived from the drawing); `page` and
    /// `pageFiles` are an SVG's or PNG's page and the files of the pages (PageOutputs.swift).
    /// `speculation`: an SVG's chunks drawn while the front end ran (CairoBackend/SVGSpeculation.swift).
    /// A PDF's dates are `sourceDate`'s (CompileOptions.swift). A PNG with a `png` sink is
    /// written to it as it is made (StagedFile.swift), and nothing is returned. `ir` is consumed:
    /// the backend lets go what it no longer needs (a PDF page's ops once cairo has them).
    public static func render(_ ir: consuming IRDocument, format: OutputFormat, scale: Int, idPrefix: String? = nil,
                              page: Int? = nil, pageFiles: [Int: String] = [:], speculation: SVGSpeculation? = nil,
                              streamed: PNGStreaming? = nil, sourceDate: SourceDate = .environment, png: PNGSink? = nil) throws -> [UInt8] {
        var opts = RenderOptions(format: format)
        opts.speculation = format == .svg ? speculation : nil
        opts.streamed = format == .png ? streamed : nil
        opts.scale = scale
        opts.idPrefix = idPrefix
        opts.page = page
        opts.pageFiles = pageFiles
        switch sourceDate {
        case .environment: opts.sourceDateEpoch = try sourceDateEpoch()
        case .seconds(let s): opts.sourceDateEpoch = s
        }
        if format == .png, let sink = png {
            try CairoRenderer.renderPNG(ir, opts, to: sink)
            return []
        }
        return try CairoRenderer.render(consume ir, opts)
    }

    /// Renders diagnostics for a terminal, in order.
    public static func renderDiagnostics(_ ds: [Diagnostic]) -> String {
        ds.map(\.rendered).joined()
    }
}
