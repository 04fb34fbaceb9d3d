// viewc — the thin command line: ArgumentParser's declarations of the commands and options,
// their mapping onto ViewcDriver's CompileOptions (whose checks they run), printing and exit
// codes. What a compile does is ViewcDriver's compile pipeline (Pipeline.swift); the plain
// `viewc FILE …` skips ArgumentParser through CompileOptions.fast (FastArguments.swift).
//
// Exit codes: 0 success, 1 compile error (the input is wrong), 64 usage error.

import ArgumentParser
import CArguments
import CairoBackend
import CMalloc
import DrawIR
import Dispatch
import FoundationEssentials
import Glibc
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver

/// The version lives in DrawIR/Version.swift: every PDF's Creator says it too.
let viewcVersion = DrawIR.viewcVersion

@main
struct Viewc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewc",
        abstract: "Compile .view drawings (UIKit-style views and Bezier paths) to SVG, PDF and PNG.",
        usage: """
        viewc <file> -o <out> [-o <out> ...] [--format svg|pdf|png] [--scale 1|2|3] [-D name=value ...]
        viewc dump ast|tree|ir <file>
        viewc params <file>
        viewc hit <file> <x,y>
        viewc watch <file> -o <out> [-o <out> ...] [-D name=value ...]
        viewc preview <file> [--port <n>] [--open] [-D name=value ...]
        viewc lsp
        """,
        discussion: """
        The output format follows each -o's extension (.svg, .pdf, .png); --format
        names it for - (standard output) and for names without one. A file of -
        reads standard input. name@2x.png and name@3x.png imply --scale 2 and 3.

        Examples:
          viewc face.view -o face.svg -o face.pdf -o face@2x.png
          viewc face.view -D eyesOpen=true -o open.png
          viewc - --format svg -o - < in.view > out.svg
          viewc dump ir face.view
          viewc params face.view

        Exit status: 0 success; 1 the input has errors (printed as
        file:line:col: error: ..., nothing written, existing outputs untouched);
        64 usage error. Outputs are written atomically (a temporary file, then a
        rename). PDF dates and Date() come from SOURCE_DATE_EPOCH when set, else a
        fixed date, so every run gives the same bytes. See viewc(1), docs/language.md.

        Shell completion (.view files, and the values of --format, --paper,
        --content-size-category, --diagnostic-format, --depfile-format):
          viewc --generate-completion-script bash > /etc/bash_completion.d/viewc
          (zsh: > "${fpath[1]}/_viewc"; fish: > ~/.config/fish/completions/viewc.fish)
        make install puts all three where the shells look.
        """,
        version: viewcVersion,
        // Each subcommand names itself (commandName:): otherwise ArgumentParser derives the
        // name with String(describing:) at every start-up, a scan of every protocol conformance
        // in the binary per command (about 1.5 million instructions each).
        subcommands: [Compile.self, Dump.self, Params.self, Hit.self, Check.self, Build.self, Embed.self, Watch.self, Preview.self, HandoutCommand.self, LSP.self],
        defaultSubcommand: Compile.self
    )

    /// The subcommands' names, written out: reading them from `configuration` builds
    /// ArgumentParser's whole command tree, which the plain compile skips. A debug build checks
    /// them against it (the tests run one).
    static let subcommandNames = ["compile", "dump", "params", "hit", "check", "build", "embed", "watch", "preview", "handout", "lsp"]

    /// `-Dname=value` joined, as cc and make take it: ArgumentParser reads a joined short
    /// option only when its value has no '=' (swift-argument-parser issue #515), so split it.
    static func main() {
        Timings.mainStarted = Timings.now()
        viewc_malloc_unmap_large_blocks()   // CMalloc/malloc.c: freed megabyte buffers leave the peak
        CodePages.releasesBeforeRendering = true   // ViewcDriver/CodePages.swift: the front end's code leaves a large render's peak
        // argv read here, not through CommandLine.arguments: the standard library's copy runs
        // its generic code for it (its own map, arrays of strings), ~15 page faults of scattered
        // runtime code in every run (Sources/CArguments).
        var args: [String] = []
        var count: Int32 = 0
        let argv = viewc_arguments(&count)
        for i in 0..<Int(count) {
            guard let p = argv?[i] else { continue }
            // A name that is not UTF-8 keeps its bytes (ViewSupport/RawPathNames.swift).
            let a = PathNames.name(fromBytes: p)
            if a.hasPrefix("-D"), a.count > 2, args.last != "-D" { args += ["-D", String(a.dropFirst(2))] } else { args.append(a) }
        }
        if let fast = CompileOptions.fast(args, commands: subcommandNames) { runPlain(fast) }
        if let files = Pipeline.plainCheck(args) { runPlain { try Check.run(files, CompileOptions(input: "-")) } }
        if let req = BuildRequest.fast(args) { runPlain { try Build.run(req, CompileOptions(input: "-"), depfileFormat: .both, watch: false) } }
        // `viewc --version` alone, as ArgumentParser would print it, without building its
        // command tree (18 million instructions, more than a whole small compile).
        if args == ["--version"] { print(viewcVersion); Glibc.exit(0) }
        main(args)
    }

    /// The plain compile (`viewc FILE -o OUT …`, nothing else) without ArgumentParser: its
    /// parse reflects over every option group, about 3 ms of a small drawing's 9 ms
    /// (ViewcDriver/FastArguments.swift). Errors are reported as `main` reports them; with
    /// little on the main thread's stack, evaluation may run on it.
    static func runPlain(_ options: CompileOptions) -> Never {
        assert(Viewc.subcommandNames == Viewc.configuration.subcommands.map { $0.configuration.commandName ?? "" })
        var o = options
        o.eval.callerStackBytes = Pipeline.mainThreadStackRoom()
        runPlain {
            Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift: SIGINT/SIGTERM leave no temporary file
            try driven { try Pipeline(o).run() }
        }
    }

    /// Runs a command that skipped ArgumentParser, ending as `main` ends.
    static func runPlain(_ command: () throws -> Void) -> Never {
        do { try command() } catch { exit(withError: error) }
        exit()
    }
}

/// Options every subcommand that evaluates a file shares.
struct EvalFlags: ParsableArguments {
    @Option(name: .customShort("D", allowingJoined: true),
            help: ArgumentHelp("Set a top-level let or @inspectable (or Component.param) to a .view value.", valueName: "name=value"))
    var defines: [String] = []

    @Option(help: ArgumentHelp("The folder imports may read from (default: the input's folder).", valueName: "dir"))
    var root: String?

    @Option(help: "Deepest nesting of views and component instances.")
    var maxDepth: Int = Limits().maxDepth

    @Option(help: "Most loop iterations in one compile.")
    var maxIterations: Int = Limits().maxIterations

    @Option(help: "Most drawing operations (path elements, paints, views) in one compile.")
    var maxOperations: Int = Limits().maxOperations

    @Option(help: "Most times one component may appear in its own chain of instances.")
    var maxRecursion: Int = Limits().maxRecursion

    @Option(help: "Most views in one compile (instances, labels, images and masks included).")
    var maxViews: Int = Limits().maxViews

    @Option(help: "Most bytes and elements string and list operations may touch in one compile.")
    var maxWork: Int = Limits().maxWork

    @Option(help: ArgumentHelp("Dynamic Type: the reader's text size the text styles are set at (extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge).", valueName: "category"),
            completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
    var contentSizeCategory: String = ContentSizeCategory.large.rawValue

    @Option(help: "Most expressions evaluated in one compile.")
    var maxSteps: Int = Limits().maxSteps

    @Option(help: "Most rendering work, in megapixels at one pixel a point: blurs, offscreen layers and images drawn.")
    var maxRenderCost: Double = Limits().maxRenderCost

    @OptionGroup var diagnostics: DiagnosticFlags   // DiagnosticFlags.swift

    @Option(help: ArgumentHelp("Largest input file, standard input or import: bytes, or with K, M or G (binary multiples).", valueName: "size"))
    var maxInputSize: String = "256M"

    @Flag(help: "Compile: print on stderr where the time goes (read, lex/parse, evaluate, lower, render, write).")
    var timings = false

    func validate() throws {
        var o = CompileOptions(input: "-")
        try apply(to: &o)
    }

    /// These flags onto a compile's options, checked in the order they are declared.
    func apply(to o: inout CompileOptions) throws {
        try usage {
            o.eval.defines = try defines.map(CompileOptions.define)
            var l = Limits()
            l.maxDepth = maxDepth
            l.maxIterations = maxIterations
            l.maxOperations = maxOperations
            l.maxRecursion = maxRecursion
            l.maxViews = maxViews
            l.maxWork = maxWork
            l.maxRenderCost = maxRenderCost
            l.maxSteps = maxSteps
            try CompileOptions.check(l)
            o.eval.limits = l
            o.eval.contentSizeCategory = try CompileOptions.contentSizeCategory(contentSizeCategory)
            o.maxInputSize = try CompileOptions.inputSize(maxInputSize)
            o.eval.root = try root.map(CompileOptions.root)
            o.diagnostics = diagnostics.settings
            o.timings = timings
        }
    }

    /// The options of a compile of `input` with these flags (checked by `validate()` already).
    func options(input: String = "-") -> CompileOptions {
        var o = CompileOptions(input: input)
        try? apply(to: &o)
        return o
    }
}

/// A driver's refusal as the command line's: a usage error (exit 64, with the usage) or a
/// failure already reported (exit 1).
func driven<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as UsageError {
        throw ValidationError(e.message)
    } catch let e as PipelineError {
        switch e {
        case .failed: throw ExitCode(1)
        case .usage(let m): throw ValidationError(m)
        }
    }
}

/// A check of the options' text, its refusal as ArgumentParser's usage error.
func usage<T>(_ body: () throws -> T) throws -> T { try driven(body) }

/// Writes text to standard output; a failed write is an error (exit 1), not silence.
func emit(_ text: String) throws {
    do { try Driver.writeStandardOutput(Array(text.utf8)) } catch let e as DriverError { throw fail(e.message) }
}

/// A failure about no place in the input (standard output closed, the preview server), as
/// `viewc: error: …`; exit code 1.
func fail(_ message: String) -> ExitCode {
    writeToStandardError("viewc: error: \(message)\n")
    return ExitCode(1)
}

/// Reads and evaluates the input, printing diagnostics; throws exit code 1 on errors.
func compileInput(_ file: String, _ flags: EvalFlags) throws -> Compilation {
    try driven { try Pipeline(flags.options(input: file)).compileInput() }
}

extension OutputFormat: ExpressibleByArgument {}

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a .view file to SVG, PDF or PNG (the default command).")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file to compile, or - for standard input.", valueName: "file"),
                             completion: .file(extensions: ["view"]))
    var file: String

    @Option(name: .short, help: ArgumentHelp("An output file (.svg, .pdf, .png), or - for standard output. Repeat for several outputs from one parse.", valueName: "out"))
    var output: [String] = []

    @Option(help: "The format for outputs whose extension does not say (and for -).")
    var format: OutputFormat?

    @Option(help: "PNG pixels per point, as contentScaleFactor: 1, 2 or 3 (name@2x.png implies 2).")
    var scale: Int?

    @Option(help: ArgumentHelp("The page an SVG or PNG shows, from 1, for a document of many pages (-o name-%d.svg writes one file per page; %02d pads the number, %% is a '%').", valueName: "n"))
    var page: Int?

    @Option(help: ArgumentHelp("The PDF's title (and an SVG's <title>), in place of the document's.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The PDF's author, in place of the document's.", valueName: "text"))
    var author: String?

    @OptionGroup var svg: SVGFlags

    @OptionGroup var depfile: DepfileFlag

    @OptionGroup var flags: EvalFlags

    func validate() throws {
        var o = CompileOptions(input: file)
        mapOutputs(&o)
        try usage { try o.checkOutputs() }
    }

    /// The compile's options: these values, and the evaluation flags'.
    var options: CompileOptions {
        var o = flags.options(input: file)
        mapOutputs(&o)
        return o
    }

    func mapOutputs(_ o: inout CompileOptions) {
        o.outputs = output
        o.format = format
        o.scale = scale
        o.page = page
        o.title = title
        o.author = author
        o.idPrefix = svg.idPrefix
        depfile.apply(to: &o)
    }

    func run() throws {
        Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift: SIGINT/SIGTERM leave no temporary file
        try driven { try Pipeline(options).run() }
    }
}

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a stage's output as stable text: the syntax tree, the view tree or the drawing IR.")

    @ArgumentParser.Argument(help: "ast, tree or ir.")
    var stage: DumpStage

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"),
                             completion: .file(extensions: ["view"]))
    var file: String

    @OptionGroup var flags: EvalFlags

    func run() throws {
        try emit(try driven { try Pipeline(flags.options(input: file)).dump(stage) })   // Inspection.swift
    }
}

extension DumpStage: ExpressibleByArgument {}

struct Params: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "params",
        abstract: "List the values -D can set: top-level lets and inspectables, and each component's inspectables.")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"),
                             completion: .file(extensions: ["view"]))
    var file: String

    @OptionGroup var flags: EvalFlags

    func run() throws {
        let c = try compileInput(file, flags)
        for p in c.parameters { try emit(Driver.parameterLine(p) + "\n") }   // Inspection.swift
    }
}

struct Hit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the view a touch at x,y would hit, and its responder chain up to the canvas.")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"),
                             completion: .file(extensions: ["view"]))
    var file: String

    @ArgumentParser.Argument(help: ArgumentHelp("The touch point in canvas coordinates; put -- before a negative x (viewc hit f.view -- -5,3).", valueName: "x,y"))
    var point: String

    @Option(help: ArgumentHelp("The page of a document to touch (default 1).", valueName: "n"))
    var page: Int = 1

    @OptionGroup var flags: EvalFlags

    func validate() throws { _ = try usage { try Driver.touchPoint(point, page: page) } }

    func run() throws {
        let xy = try usage { try Driver.touchPoint(point, page: page) }   // Inspection.swift
        for line in try driven({ try Pipeline(flags.options(input: file)).hit(xy, page: page) }) { try emit(line + "\n") }
    }
}
