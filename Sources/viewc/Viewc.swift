// viewc — the thin command line: arguments, validation, mapping options, printing and exit
// codes. Everything else lives in the stage modules; ViewcDriver connects them.
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
        rename). PDF dates come from SOURCE_DATE_EPOCH when set, else a fixed
        date, so every run gives the same bytes. See viewc(1), docs/language.md.
        """,
        version: viewcVersion,
        // Each subcommand names itself (commandName:): otherwise ArgumentParser derives the
        // name with String(describing:) at every start-up, a scan of every protocol conformance
        // in the binary per command (about 1.5 million instructions each).
        subcommands: [Compile.self, Dump.self, Params.self, Hit.self, Check.self, Build.self, Embed.self, Watch.self, Preview.self, HandoutCommand.self],
        defaultSubcommand: Compile.self
    )

    /// The subcommands' names, written out: reading them from `configuration` builds
    /// ArgumentParser's whole command tree, which the plain compile skips. A debug build checks
    /// them against it (the tests run one).
    static let subcommandNames = ["compile", "dump", "params", "hit", "check", "build", "embed", "watch", "preview", "handout"]

    /// `-Dname=value` joined, as cc and make take it: ArgumentParser reads a joined short
    /// option only when its value has no '=' (swift-argument-parser issue #515), so split it.
    static func main() {
        Timings.mainStarted = Timings.now()
        viewc_malloc_unmap_large_blocks()   // CMalloc/malloc.c: freed megabyte buffers leave the peak
        // argv read here, not through CommandLine.arguments: the standard library's copy runs
        // its generic code for it (its own map, arrays of strings), ~15 page faults of scattered
        // runtime code in every run (Sources/CArguments).
        var args: [String] = []
        var count: Int32 = 0
        let argv = viewc_arguments(&count)
        for i in 0..<Int(count) {
            guard let p = argv?[i] else { continue }
            let a = String(cString: p)
            if a.hasPrefix("-D"), a.count > 2, args.last != "-D" { args += ["-D", String(a.dropFirst(2))] } else { args.append(a) }
        }
        if let fast = Compile.fast(args) { runPlain(fast) }
        if let files = Check.plain(args) { runPlain { try Check.run(files, EvalSettings()) } }
        // `viewc --version` alone, as ArgumentParser would print it, without building its
        // command tree (18 million instructions, more than a whole small compile).
        if args == ["--version"] { print(viewcVersion); Glibc.exit(0) }
        main(args)
    }

    /// The plain compile (`viewc FILE -o OUT …`, nothing else) without ArgumentParser: its
    /// parse reflects over every option group, about 3 ms of a small drawing's 9 ms.
    /// Errors are reported as `main` reports them.
    static func runPlain(_ c: CompileSettings) -> Never {
        var c = c
        c.flags.options.callerStackBytes = mainThreadStackRoom()
        runPlain {
            Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift: SIGINT/SIGTERM leave no temporary file
            try c.build()
        }
    }

    /// The stack the main thread may still grow into: its limit (`ulimit -s`) less 512 KiB for
    /// what is in use and what the command line and the backend need beside evaluation.
    static func mainThreadStackRoom() -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return 0 }
        return max(0, Int(clamping: limit.rlim_cur) - (512 << 10))   // unlimited: Int.max less that
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

    @Option(help: ArgumentHelp("Dynamic Type: the reader's text size the text styles are set at (extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge).", valueName: "category"))
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

    func validate() throws { try values.validate() }

    /// These flags as plain values (`EvalValues`, which the compile's fast path fills itself).
    var values: EvalValues {
        EvalValues(defines: defines, root: root, maxDepth: maxDepth, maxIterations: maxIterations, maxOperations: maxOperations,
                   maxRecursion: maxRecursion, maxViews: maxViews, maxWork: maxWork, contentSizeCategory: contentSizeCategory,
                   maxSteps: maxSteps, maxRenderCost: maxRenderCost, diagnostics: diagnostics.settings,
                   maxInputSize: maxInputSize, timings: timings)
    }

    /// The input size limit in bytes.
    var inputSizeLimit: Int { values.inputSizeLimit }

    /// These flags as the settings a compile takes.
    var settings: EvalSettings { values.settings }

    func options() -> EvalOptions { values.options() }
}

/// EvalFlags' values as written, before they are checked: what ArgumentParser reads into
/// EvalFlags, or the compile's fast path (`Compile.fast`) reads itself. The defaults are
/// EvalFlags' defaults.
struct EvalValues {
    var defines: [String] = []
    var root: String? = nil
    var maxDepth = Limits().maxDepth
    var maxIterations = Limits().maxIterations
    var maxOperations = Limits().maxOperations
    var maxRecursion = Limits().maxRecursion
    var maxViews = Limits().maxViews
    var maxWork = Limits().maxWork
    var contentSizeCategory = ContentSizeCategory.large.rawValue
    var maxSteps = Limits().maxSteps
    var maxRenderCost = Limits().maxRenderCost
    var diagnostics = DiagnosticSettings()
    var maxInputSize = "256M"
    var timings = false

    func validate() throws {
        for d in defines {
            guard let eq = d.firstIndex(of: "="), eq != d.startIndex else {
                throw ValidationError("-D needs name=value, not '\(d)'")
            }
        }
        if maxDepth < 1 || maxIterations < 0 || maxOperations < 1 || maxRecursion < 1 || maxViews < 1 || maxWork < 1 || maxSteps < 1 || !(maxRenderCost > 0) {
            throw ValidationError("limits must be positive")
        }
        if ContentSizeCategory(rawValue: contentSizeCategory) == nil {
            let all = ContentSizeCategory.allCases.map(\.rawValue)
            let near = all.min { editDistance(Array($0.lowercased()), Array(contentSizeCategory.lowercased())) < editDistance(Array($1.lowercased()), Array(contentSizeCategory.lowercased())) }!
            let hint = editDistance(Array(near.lowercased()), Array(contentSizeCategory.lowercased())) <= max(2, contentSizeCategory.count / 3) ? "; did you mean '\(near)'?" : ""
            throw ValidationError("unknown content size category '\(contentSizeCategory)'\(hint) (UIContentSizeCategory: \(all.joined(separator: ", ")))")
        }
        if InputSize.parse(maxInputSize) == nil {
            throw ValidationError("--max-input-size is a size from 1 byte to 2 GiB such as 1000, 64K, 256M or 1G, not '\(maxInputSize)'")
        }
        if let r = root {
            var isFolder = false
            if !FileManager.default.fileExists(atPath: r, isDirectory: &isFolder) || !isFolder {
                throw ValidationError("--root '\(r)' is not a folder")
            }
        }
    }

    /// The input size limit in bytes.
    var inputSizeLimit: Int { InputSize.parse(maxInputSize) ?? InputSize.defaultLimit }

    var settings: EvalSettings {
        EvalSettings(options: options(), inputSizeLimit: inputSizeLimit, timings: timings, diagnostics: diagnostics)
    }

    func options() -> EvalOptions {
        var o = EvalOptions()
        o.defines = defines.map { d in
            let eq = d.firstIndex(of: "=")!
            return (String(d[..<eq]).trimmingBlanks(), String(d[d.index(after: eq)...]))
        }
        o.root = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        o.limits.maxDepth = maxDepth
        o.limits.maxIterations = maxIterations
        o.limits.maxOperations = maxOperations
        o.limits.maxRecursion = maxRecursion
        o.limits.maxViews = maxViews
        o.limits.maxWork = maxWork
        o.limits.maxRenderCost = maxRenderCost
        o.limits.maxSteps = maxSteps
        o.contentSizeCategory = ContentSizeCategory(rawValue: contentSizeCategory) ?? .large
        return o
    }
}

/// EvalFlags as plain values: what a compile needs of them. `EvalSettings()` is every flag
/// at its default (CLITests compares the plain compile's fast path with `viewc compile`).
struct EvalSettings {
    var options = EvalOptions()
    var inputSizeLimit = InputSize.defaultLimit
    var timings = false
    var diagnostics = DiagnosticSettings()
}

/// Prints diagnostics to stderr, as text or JSON (DiagnosticFlags.swift).
func printDiagnostics(_ ds: [Diagnostic], _ flags: EvalFlags) {
    flags.diagnostics.print(ds)
}

func printDiagnostics(_ ds: [Diagnostic], _ settings: EvalSettings) {
    settings.diagnostics.print(ds)
}

/// Writes text to standard output; a failed write is an error (exit 1), not silence.
func emit(_ text: String) throws {
    do { try Driver.writeStandardOutput(Array(text.utf8)) } catch let e as DriverError { throw fail(e.message) }
}

func fail(_ message: String, _ settings: EvalSettings) -> ExitCode { settings.diagnostics.fail(message) }

func fail(_ message: String, _ flags: EvalFlags? = nil) -> ExitCode {
    if let f = flags { return f.diagnostics.fail(message) }
    writeToStandardError("viewc: error: \(message)\n")
    return ExitCode(1)
}

/// Reads and evaluates the input, printing diagnostics; throws exit code 1 on errors.
/// `read` is given the files the compile read, also when it fails (`viewc watch` waits on them).
/// `timings` measures the stages (`--timings`).
func compileInput(_ file: String, _ flags: EvalFlags, read: (([String]) -> Void)? = nil,
                  timings: Timings = .off) throws -> Compilation {
    try compileInput(file, flags.settings, read: read, timings: timings)
}

func compileInput(_ file: String, _ flags: EvalSettings, read: (([String]) -> Void)? = nil,
                  timings: Timings = .off) throws -> Compilation {
    let source: SourceFile
    do { source = try timings.measure("read") { try Driver.readSource(file, maxSize: flags.inputSizeLimit) } }
    catch let e as DriverError { throw fail(e.message, flags) }
    var c = Driver.compile(source, flags.options, maxInputSize: flags.inputSizeLimit, timings: timings)
    read?(c.inputs)
    c.diagnostics = flags.diagnostics.apply(c.diagnostics)
    printDiagnostics(c.diagnostics, flags)
    if c.hasErrors { throw ExitCode(1) }
    return c
}

extension OutputFormat: ExpressibleByArgument {}

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a .view file to SVG, PDF or PNG (the default command).")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file to compile, or - for standard input.", valueName: "file"))
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
        try Compile.validate(file: file, output: output, format: format, scale: scale, page: page, title: title, author: author,
                             idPrefix: svg.idPrefix, depfile: depfile.path)
    }

    /// The command's checks, on its values however they were read (ArgumentParser's
    /// `validate()` above, or `Compile.fast`).
    static func validate(file: String, output: [String], format: OutputFormat?, scale: Int?, page: Int?, title: String?,
                         author: String?, idPrefix: String?, depfile: String?) throws {
        // (Not a loop over an array of pairs: its tuple type's metadata is made at run time, a
        // tenth of this check's instructions.)
        func length(_ name: String, _ v: String?) throws {
            if let v, v.isEmpty || v.unicodeScalars.count > 1000 { throw ValidationError("\(name) is 1 to 1000 characters") }
            try metadataText(name, v)
        }
        try length("--title", title)
        try length("--author", author)
        try SVGFlags.validate(idPrefix: idPrefix, formats: output.map { Driver.format(forPath: $0) ?? format })
        try DepfileFlag.validate(path: depfile, outputs: output)
        if output.isEmpty { throw ValidationError("no output: give one or more -o FILE (.svg, .pdf, .png, or - with --format)") }
        if let s = scale, ![1, 2, 3].contains(s) { throw ValidationError("--scale is 1, 2 or 3, not \(s)") }
        if output.filter({ Driver.descriptorAlias($0) == 1 }).count > 1 { throw ValidationError("only one output can be standard output (-o -)") }
        var seen: [String: String] = Dictionary(minimumCapacity: output.count)
        for o in output where Driver.descriptorAlias(o) == nil {
            let key = Driver.samePathKey(o)
            if let first = seen[key] { throw ValidationError("'\(o)' and '\(first)' are the same output; name each output once") }
            seen[key] = o
            if file != "-" && key == Driver.samePathKey(file) {
                throw ValidationError("'\(o)' is the input file; viewc will not write over its own source")
            }
        }
        for o in output {
            let named = Driver.format(forPath: o)
            // --format is for - and names without an extension; given when every output has
            // an extension of another format, it is a mistake, not something to ignore.
            if let n = named, let given = format, n != given,
               output.allSatisfy({ Driver.format(forPath: $0) != nil }) {
                throw ValidationError("'\(o)' names a .\(n.rawValue) file but --format is \(given.rawValue); --format is for - and names without an extension")
            }
            let f = named ?? format
            if f == nil {
                throw ValidationError("cannot tell the format of '\(o)' from its name; use .svg, .pdf or .png, or --format")
            }
            if let implied = Driver.impliedScale(forPath: o), let s = scale, s != implied, f == .png {
                throw ValidationError("'\(o)' implies scale \(implied) but --scale is \(s)")
            }
        }
        // Page numbers in names, --page (PageOutputs.swift).
        if let p = PageOutputs.usageProblem(output.map { ($0, Driver.format(forPath: $0) ?? format!) }, page: page) {
            throw ValidationError(p)
        }
    }

    func run() throws {
        Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift: SIGINT/SIGTERM leave no temporary file
        try build()
    }

    /// One compile to every output (`viewc watch` runs it again on each change); `read` is
    /// given the files the compile read.
    func build(read: (([String]) -> Void)? = nil) throws {
        try CompileSettings(file: file, output: output, format: format, scale: scale, page: page, title: title,
                            author: author, idPrefix: svg.idPrefix, depfile: depfile.path, flags: flags.settings).build(read: read)
    }

    /// `viewc FILE [OPTION …]` read without ArgumentParser, whose parse reflects over every
    /// option group and looks up protocol conformances one by one: 18 million instructions,
    /// about 5 ms, four times a whole small compile (callgrind). The options are the compile
    /// command's, each as its own word followed by its value (`--scale 2`, `-o x.svg`,
    /// `-D name=value`; main splits a joined `-Dname=value`), checked by the checks
    /// ArgumentParser runs (`Compile.validate`, `EvalValues.validate`). Anything else (`--help`,
    /// `--opt=value`, `--`, a value that begins with '-' other than `-` itself, an option given
    /// twice that takes one value, a value of the wrong kind, a second file) and any check that
    /// fails is nil: ArgumentParser then reads the command line and says what is wrong, as it
    /// always has. (`viewc compile …` always goes through ArgumentParser: CLITests compares them.)
    static func fast(_ args: [String]) -> CompileSettings? {
        guard let first = args.first, first != "help", !Viewc.subcommandNames.contains(first) else { return nil }
        assert(Viewc.subcommandNames == Viewc.configuration.subcommands.map { $0.configuration.commandName ?? "" })
        var file: String?
        var output: [String] = []
        var format: OutputFormat?, scale: Int?, page: Int?, title: String?, author: String?, idPrefix: String?, depfile: String?
        var e = EvalValues(), evalGiven = false
        var given: Set<String> = []
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("-"), a != "-" else {
                if file != nil { return nil }
                file = a
                continue
            }
            if a != "-o" && a != "-D" {
                guard given.insert(a).inserted else { return nil }
            }
            switch a {
            case "--timings": e.timings = true; evalGiven = true; continue
            case "--warnings-as-errors": e.diagnostics.warningsAsErrors = true; evalGiven = true; continue
            case "-o", "--format", "--scale", "--page", "--title", "--author", "--id-prefix", "--depfile": break
            default: evalGiven = true
            }
            // An option with a value: the next word, which may be `-` but no other option.
            guard i < args.count, !args[i].hasPrefix("-") || args[i] == "-" else { return nil }
            let v = args[i]
            i += 1
            switch a {
            case "-o": output.append(v)
            case "-D": e.defines.append(v)
            case "--format": guard let f = OutputFormat(rawValue: v) else { return nil }; format = f
            case "--scale": guard let n = Int(v) else { return nil }; scale = n
            case "--page": guard let n = Int(v) else { return nil }; page = n
            case "--title": title = v
            case "--author": author = v
            case "--id-prefix": idPrefix = v
            case "--depfile": depfile = v
            case "--root": e.root = v
            case "--diagnostic-format": guard let f = DiagnosticFormat(rawValue: v) else { return nil }; e.diagnostics.format = f
            case "--content-size-category": e.contentSizeCategory = v
            case "--max-input-size": e.maxInputSize = v
            case "--max-depth": guard let n = Int(v) else { return nil }; e.maxDepth = n
            case "--max-iterations": guard let n = Int(v) else { return nil }; e.maxIterations = n
            case "--max-operations": guard let n = Int(v) else { return nil }; e.maxOperations = n
            case "--max-recursion": guard let n = Int(v) else { return nil }; e.maxRecursion = n
            case "--max-views": guard let n = Int(v) else { return nil }; e.maxViews = n
            case "--max-work": guard let n = Int(v) else { return nil }; e.maxWork = n
            case "--max-steps": guard let n = Int(v) else { return nil }; e.maxSteps = n
            case "--max-render-cost": guard let d = Double(v) else { return nil }; e.maxRenderCost = d
            default: return nil
            }
        }
        guard let file else { return nil }
        do {
            try Compile.validate(file: file, output: output, format: format, scale: scale, page: page, title: title,
                                 author: author, idPrefix: idPrefix, depfile: depfile)
            if evalGiven { try e.validate() }
        } catch { return nil }
        // (Every evaluation option at its default: EvalSettings() is what they make.)
        return CompileSettings(file: file, output: output, format: format, scale: scale, page: page, title: title,
                               author: author, idPrefix: idPrefix, depfile: depfile, flags: evalGiven ? e.settings : EvalSettings())
    }
}

/// A compile command's values, whether ArgumentParser read them (`Compile`) or not (`Compile.fast`).
struct CompileSettings {
    var file: String
    var output: [String]
    var format: OutputFormat? = nil
    var scale: Int? = nil
    var page: Int? = nil
    var title: String? = nil
    var author: String? = nil
    var idPrefix: String? = nil
    /// `--depfile`'s file.
    var depfile: String? = nil
    var flags: EvalSettings

    func build(read: (([String]) -> Void)? = nil) throws {
        try checkEnvironment(flags)   // Environment.swift
        let timings = flags.timings ? Timings() : .off
        // An SVG of the first page may be drawn in part while the front end still runs
        // (CairoBackend/SVGSpeculation.swift); the worker is let go however the compile ends.
        var settings = flags
        let speculation = output.contains(where: { (Driver.format(forPath: $0) ?? format) == .svg }) && (page ?? 1) == 1
            ? SVGSpeculation() : nil
        settings.options.drawingStream = speculation
        defer { speculation?.cancel() }
        var c: Compilation? = try compileInput(file, settings, read: read, timings: timings)
        // Lower.swift: the IR, checked for the backend
        var (ir, checks) = timings.measure("lower") { Driver.lower(c!.document!, limits: flags.options.limits) }
        let inputs = c!.inputs, sources = c!.document!.sources
        if let t = title { ir.info.title = t }
        if let a = author { ir.info.author = a }
        // Render everything first: a failure then writes nothing at all.
        var rendered: [(String, [UInt8])] = []
        // One file per output, or per page for a name with a page number (PageOutputs.swift).
        let planned: [PlannedOutput]
        do {
            planned = try PageOutputs.plan(output.map { o in
                (o, Driver.format(forPath: o) ?? format!, Driver.impliedScale(forPath: o) ?? scale ?? 1)
            }, pageCount: ir.pages.count, page: page)
        } catch let e as PageUsageError { throw ValidationError(e.message) }
        try refuseOverwritingSources(planned.map(\.path) + (depfile.map { [$0] } ?? []), inputs: inputs)   // DepfileFlag.swift
        let formats = output.map { (Driver.format(forPath: $0) ?? format!).rawValue }
        let notes = flags.diagnostics.apply(checks + FormatNotes.warnings(ir, formats: formats) + PageOutputs.warnings(ir, planned))
        printDiagnostics(notes, flags)
        if notes.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        // Rendering needs only the IR: the syntax and view trees are let go first (a third of the
        // memory of a large drawing), unless a PNG at another scale evaluates the drawing again.
        // The source files stay, for the diagnostics' lines; a large input file's text is set
        // aside, to be read again from the file should a render error need its lines (5.5 MB of
        // the 10,000-path drawing's peak).
        if !(c!.document!.readsContentScale && planned.contains { $0.format == .png && $0.scale != 1 }) {
            // A large drawing's trees are freed on another thread: taking apart thousands of
            // views is milliseconds of work the render need not wait for (a small one's, here:
            // starting a thread would cost more).
            let trees = c
            c = nil
            if sources.reduce(0, { $0 + $1.bytes.count }) > 1 << 20 { DispatchQueue.global().async { withExtendedLifetime(trees) {} } }
            if file != "-", let main = sources.first(where: { $0.path == file && $0.absolutePath != nil }), main.bytes.count > 1 << 20 {
                main.setTextAside(reopening: file)
            }
        }
        // Several outputs of one IR are rendered at once, each on a thread (the results are
        // the same as one after another: each render reads only the IR) — unless their PNGs
        // together have more pixels than one PNG may: then memory stays within one at a time.
        let pngPixels = planned.filter { $0.format == .png }.reduce(0.0) { sum, o in
            guard let p = ir.pages.indices.contains((o.page ?? 1) - 1) ? ir.pages[(o.page ?? 1) - 1] : ir.pages.first else { return sum }
            return sum + (p.width * Double(o.scale)).rounded(.up) * (p.height * Double(o.scale)).rounded(.up)
        }
        let atOnce = c == nil && planned.count > 1 && pngPixels <= Double(RenderOptions(format: .png).maxPixels)
        if atOnce { rendered = try renderAtOnce(ir, planned, timings, speculation) }
        var byScale: [Int: IRDocument] = [:]
        for o in planned where !atOnce {
            // A drawing that reads contentScaleFactor is evaluated again for each PNG scale.
            let drawn: IRDocument
            switch c.map({ Driver.ir(forScale: o.scale, format: o.format, ir, of: $0, flags.options, maxInputSize: flags.inputSizeLimit, cache: &byScale) }) ?? .success(ir) {
            case .success(let x): drawn = x
            case .failure(let e):
                printDiagnostics(flags.diagnostics.apply(e.diagnostics), flags)
                throw ExitCode(1)
            }
            do {
                rendered.append((o.path, try timings.measure("render \(o.format.rawValue)") {
                    try Driver.render(drawn, format: o.format, scale: o.scale, idPrefix: idPrefix, page: o.page, pageFiles: o.pageFiles,
                                      speculation: speculation)
                }))
            } catch let e as BackendError {
                printDiagnostics([Diagnostic.error(e.message, at: e.range ?? ir.pages.first?.range ?? .none)], flags)
                throw ExitCode(1)
            }
        }
        do {
            try timings.measure("write") {
                if let d = try DepfileFlag.file(path: depfile, outputs: planned.map(\.path), inputs: inputs, mainIsFile: file != "-") { rendered.append(d) }   // DepfileFlag.swift
                try Driver.writeAll(rendered)
            }
        } catch let e as DriverError { throw fail(e.message, flags) }
        if flags.timings { writeToStandardError(timings.report(for: file)) }
        withExtendedLifetime(sources) {}
    }

    /// Every planned output of `ir` rendered at the same time, in order; the first that fails
    /// (in order, as when they are rendered one after another) is reported.
    func renderAtOnce(_ ir: IRDocument, _ planned: [PlannedOutput], _ timings: Timings,
                      _ speculation: SVGSpeculation? = nil) throws -> [(String, [UInt8])] {
        // The chunks drawn ahead serve the first SVG output.
        let speculating = planned.firstIndex { $0.format == .svg }
        var results = [Result<[UInt8], Error>?](repeating: nil, count: planned.count)
        var seconds = [Double](repeating: 0, count: planned.count)
        let lock = Lock()
        let started = Timings.now()
        DispatchQueue.concurrentPerform(iterations: planned.count) { i in
            let o = planned[i], t0 = Timings.now()
            let r = Result { try Driver.render(ir, format: o.format, scale: o.scale, idPrefix: idPrefix, page: o.page, pageFiles: o.pageFiles,
                                               speculation: i == speculating ? speculation : nil) }
            lock.lock(); results[i] = r; seconds[i] = Timings.now() - t0; lock.unlock()
        }
        timings.add("render (at once)", Timings.now() - started)
        for (o, s) in zip(planned, seconds) { timings.add("render \(o.format.rawValue)", s, overlapping: true) }
        var out: [(String, [UInt8])] = []
        for (o, r) in zip(planned, results) {
            switch r! {
            case .success(let bytes): out.append((o.path, bytes))
            case .failure(let e as BackendError):
                printDiagnostics([Diagnostic.error(e.message, at: e.range ?? ir.pages.first?.range ?? .none)], flags)
                throw ExitCode(1)
            case .failure(let e): throw e
            }
        }
        return out
    }
}

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a stage's output as stable text: the syntax tree, the view tree or the drawing IR.")

    enum Stage: String, ExpressibleByArgument, CaseIterable { case ast, tree, ir }

    @ArgumentParser.Argument(help: "ast, tree or ir.")
    var stage: Stage

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var flags: EvalFlags

    func run() throws {
        if stage == .ast {
            let source: SourceFile
            do { source = try Driver.readSource(file, maxSize: flags.inputSizeLimit) } catch let e as DriverError { throw fail(e.message, flags) }
            let tree = Parser.parse(source)
            printDiagnostics(tree.diagnostics, flags)
            if tree.hasErrors { throw ExitCode(1) }
            try emit(ASTDumper.dump(tree))
            return
        }
        let c = try compileInput(file, flags)
        switch stage {
        case .tree: try emit(TreeDumper.dump(c.document!))
        default: try emit(IRPrinter.print(Lowering.lower(c.document!)))
        }
    }
}

struct Params: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "params",
        abstract: "List the values -D can set: top-level lets and inspectables, and each component's inspectables.")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var flags: EvalFlags

    func run() throws {
        let c = try compileInput(file, flags)
        for p in c.parameters {
            let kind = p.isInspectable ? "@inspectable" : "let"
            let cases = p.cases.map { "; one of " + $0.map { "." + $0 }.joined(separator: ", ") } ?? ""
            try emit("\(p.name): \(p.enumName ?? p.type.rawValue) = \(p.defaultValue)  (\(kind)\(cases))\n")
        }
    }
}

struct Hit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the view a touch at x,y would hit, and its responder chain up to the canvas.")

    @ArgumentParser.Argument(help: ArgumentHelp("The .view file, or - for standard input.", valueName: "file"))
    var file: String

    @ArgumentParser.Argument(help: ArgumentHelp("The touch point in canvas coordinates; put -- before a negative x (viewc hit f.view -- -5,3).", valueName: "x,y"))
    var point: String

    @Option(help: ArgumentHelp("The page of a document to touch (default 1).", valueName: "n"))
    var page: Int = 1

    @OptionGroup var flags: EvalFlags

    func validate() throws {
        if page < 1 { throw ValidationError("--page counts from 1, not \(page)") }
        let parts = point.split(separator: ",").map { Double($0.trimmingBlanks()) }
        if parts.count != 2 || parts.contains(where: { $0 == nil || !$0!.isFinite }) {
            throw ValidationError("the point is x,y with two numbers, not '\(point)'")
        }
    }

    func run() throws {
        let c = try compileInput(file, flags)
        let xy = point.split(separator: ",").map { Double($0.trimmingBlanks())! }
        let pages = c.document!.pages
        guard page <= pages.count else {
            throw ValidationError("--page \(page), but the document has \(pages.count == 1 ? "1 page" : "\(pages.count) pages")")
        }
        let chain = HitTester.hit(pages[page - 1].root, .init(xy[0], xy[1]))
        if chain.isEmpty {
            try emit("no view at \(formatNumber(xy[0])),\(formatNumber(xy[1]))\n")
            return
        }
        for (i, v) in chain.enumerated() {
            try emit((i == 0 ? "" : "-> ") + TreeDumper.describe(v) + " @" + v.range.shortDescription + "\n")
        }
    }
}

/// A `--title` or `--author` holds no Unicode noncharacter (U+FDD0…U+FDEF, U+nFFFE, U+nFFFF):
/// a PDF's metadata cannot carry one (cairo refuses it), nor can XML (an SVG's <title>).
func metadataText(_ name: String, _ v: String?) throws {
    guard let v, let u = v.unicodeScalars.first(where: IRValidator.isNoncharacter) else { return }
    throw ValidationError("\(name) holds U+\(String(u.value, radix: 16, uppercase: true)), a Unicode noncharacter, which PDF metadata cannot carry")
}
