// Every option of a compile, declared once: what the command line's options set (however they
// were read: ArgumentParser in Sources/viewc, or `CompileOptions.fast` in FastArguments.swift)
// and what ViewcKit's `ViewcOptions` maps onto. The pipeline (Pipeline.swift) takes nothing
// else. Each option is a typed value here; the checks that turn its text into that value are
// here too, so that every reader refuses the same text with the same message.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewGeometry
import ViewSyntax

/// A mistake in how a compile was asked for, not in its input: the command line prints the
/// message with its usage and exits 64.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// How diagnostics are reported: `--diagnostic-format`, `--warnings-as-errors`.
public struct DiagnosticSettings: Sendable {
    public var format: DiagnosticFormat = .text
    public var warningsAsErrors = false
    public init(format: DiagnosticFormat = .text, warningsAsErrors: Bool = false) {
        self.format = format
        self.warningsAsErrors = warningsAsErrors
    }

    /// The diagnostics as they are to be reported.
    public func apply(_ ds: [Diagnostic]) -> [Diagnostic] { warningsAsErrors ? Driver.promotingWarnings(ds) : ds }

    /// Prints diagnostics to standard error in the chosen format.
    public func print(_ ds: [Diagnostic]) {
        if ds.isEmpty { return }
        writeToStandardError(Driver.renderDiagnostics(ds, format: format))
    }

    /// Prints a failure about no place in the input (an unreadable file, an unwritable output),
    /// as `viewc: error: …` or a JSON diagnostic without a location.
    public func printFailure(_ message: String) { print([Diagnostic.error(message, at: .none)]) }
}

/// When a PDF says it was made.
public enum SourceDate: Sendable, Equatable {
    /// SOURCE_DATE_EPOCH when set (a malformed one is an error), else a fixed date: the command line.
    case environment
    /// These seconds since 1970, or the fixed date for nil: ViewcKit, which reads no environment.
    case seconds(Int?)
}

/// One compile's options: the input, the outputs, and everything that decides their bytes and
/// how problems are reported. The defaults are the command line's.
public struct CompileOptions: Sendable {
    /// The input path, or "-" for standard input.
    public var input: String
    /// `-o`: output paths (`-` standard output), each format by its extension or `format`.
    public var outputs: [String] = []
    /// `--format`: for `-` and names without an extension.
    public var format: OutputFormat?
    /// `--scale`: PNG pixels per point (nil: 1, or what `name@2x.png` implies).
    public var scale: Int?
    /// `--page`: the page an SVG or PNG shows.
    public var page: Int?
    /// `--title`, `--author`: the PDF's metadata (and an SVG's <title>), in place of the document's.
    public var title: String?
    public var author: String?
    /// `--id-prefix`: what every SVG id starts with.
    public var idPrefix: String?
    /// `--depfile`: a make/ninja dependency file written with the outputs.
    public var depfile: String?
    /// `--depfile-format`: the tool that reads the depfile (Depfile.swift): what make and ninja
    /// both read, or the escapes of one of them.
    public var depfileFormat: Depfile.Format = .both
    /// What evaluation takes (ViewEval/ViewEval.swift): `-D name=value` (`defines`), `--root`
    /// (`root`, standardized and absolute), `--max-depth` … `--max-render-cost` (`limits`),
    /// `--content-size-category` (`contentSizeCategory`: Dynamic Type); and, from callers, the
    /// stack room the caller has (`callerStackBytes`) and the preview's `interaction`.
    public var eval = EvalOptions()
    /// `--max-input-size`, in bytes.
    public var maxInputSize = InputSize.defaultLimit
    /// `--diagnostic-format`, `--warnings-as-errors`.
    public var diagnostics = DiagnosticSettings()
    /// `--timings`.
    public var timings = false
    /// The PDF's dates.
    public var sourceDate = SourceDate.environment
    public init(input: String, eval: EvalOptions = EvalOptions()) {
        self.input = input
        self.eval = eval
    }

    public var limits: Limits { eval.limits }

    /// The format of output `path`: its extension's, else `--format`.
    public func format(of path: String) -> OutputFormat? { Driver.format(forPath: path) ?? format }

    // MARK: Options as text

    /// `-D name=value` as written: the name (blanks trimmed) and the value.
    public static func define(_ text: String) throws -> (name: String, value: String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { throw UsageError("-D needs name=value, not '\(text)'") }
        return (String(text[..<eq]).trimmingBlanks(), String(text[text.index(after: eq)...]))
    }

    /// Every limit at least its least.
    public static func check(_ l: Limits) throws {
        if l.maxDepth < 1 || l.maxIterations < 0 || l.maxOperations < 1 || l.maxRecursion < 1 || l.maxViews < 1 || l.maxWork < 1
            || l.maxSteps < 1 || !(l.maxRenderCost > 0) {
            throw UsageError("limits must be positive")
        }
    }

    /// `--content-size-category` as written: a UIContentSizeCategory name.
    public static func contentSizeCategory(_ text: String) throws -> ContentSizeCategory {
        if let c = ContentSizeCategory(rawValue: text) { return c }
        let all = ContentSizeCategory.allCases.map(\.rawValue)
        let near = all.min { editDistance(Array($0.lowercased()), Array(text.lowercased())) < editDistance(Array($1.lowercased()), Array(text.lowercased())) }!
        let hint = editDistance(Array(near.lowercased()), Array(text.lowercased())) <= max(2, text.count / 3) ? "; did you mean '\(near)'?" : ""
        throw UsageError("unknown content size category '\(text)'\(hint) (UIContentSizeCategory: \(all.joined(separator: ", ")))")
    }

    /// `--max-input-size` as written: bytes, or with K, M or G.
    public static func inputSize(_ text: String) throws -> Int {
        guard let n = InputSize.parse(text) else {
            throw UsageError("--max-input-size is a size from 1 byte to 2 GiB such as 1000, 64K, 256M or 1G, not '\(text)'")
        }
        return n
    }

    /// `--root` as written: a folder, made absolute and standardized.
    public static func root(_ text: String) throws -> String {
        var isFolder = false
        if !FileManager.default.fileExists(atPath: text, isDirectory: &isFolder) || !isFolder {
            throw UsageError("--root '\(text)' is not a folder")
        }
        return URL(fileURLWithPath: text).standardizedFileURL.path
    }

    /// A `--title` or `--author` holds no Unicode noncharacter (U+FDD0…U+FDEF, U+nFFFE, U+nFFFF):
    /// a PDF's metadata cannot carry one (cairo refuses it), nor can XML (an SVG's <title>).
    public static func checkMetadata(_ name: String, _ v: String?) throws {
        guard let v, let u = v.unicodeScalars.first(where: IRValidator.isNoncharacter) else { return }
        throw UsageError("\(name) holds U+\(String(u.value, radix: 16, uppercase: true)), a Unicode noncharacter, which PDF metadata cannot carry")
    }

    /// `--id-prefix`: an XML id's start, and for an SVG output (`formats` are the outputs'
    /// formats, nil where not known yet).
    public static func checkIDPrefix(_ idPrefix: String?, formats: [OutputFormat?]) throws {
        guard let p = idPrefix else { return }
        if !isValidSVGIDPrefix(p) {
            throw UsageError("--id-prefix '\(p)' cannot start an XML id: it needs a letter or '_' first, then letters, digits, '-', '_' or '.' (no ':' or spaces)")
        }
        if !formats.isEmpty, !formats.contains(where: { $0 == .svg || $0 == nil }) {
            throw UsageError("--id-prefix is for SVG output, and no output is SVG")
        }
    }

    /// `--scale`: 1, 2 or 3 PNG pixels a point.
    public static func checkScale(_ scale: Int?) throws {
        if let s = scale, ![1, 2, 3].contains(s) { throw UsageError("--scale is 1, 2 or 3, not \(s)") }
    }

    /// `--depfile`: a file, not standard output nor one of the outputs, and some output to name.
    public static func checkDepfile(_ path: String?, outputs: [String]) throws {
        guard let p = path else { return }
        if p == "-" { throw UsageError("--depfile needs a file name, not -") }
        if !outputs.contains(where: { $0 != "-" }) {
            throw UsageError("--depfile names the outputs as its targets; give an output file, not only -")
        }
        if outputs.contains(where: { Driver.samePathKey($0) == Driver.samePathKey(p) }) {
            throw UsageError("'\(p)' is both an output and the depfile")
        }
    }

    // MARK: The compile command's checks

    /// The checks of the input and outputs, before anything is read.
    public func checkOutputs() throws {
        // (Not a loop over an array of pairs: its tuple type's metadata is made at run time, a
        // tenth of this check's instructions.)
        func length(_ name: String, _ v: String?) throws {
            if let v, v.isEmpty || v.unicodeScalars.count > 1000 { throw UsageError("\(name) is 1 to 1000 characters") }
            try CompileOptions.checkMetadata(name, v)
        }
        try length("--title", title)
        try length("--author", author)
        // Each output's format by its name, looked up once (a path's extension is some 20,000
        // instructions in a debug build).
        let byName = outputs.map(Driver.format(forPath:))
        let formats = byName.map { $0 ?? format }
        try CompileOptions.checkIDPrefix(idPrefix, formats: formats)
        try CompileOptions.checkDepfile(depfile, outputs: outputs)
        if outputs.isEmpty { throw UsageError("no output: give one or more -o FILE (.svg, .pdf, .png, or - with --format)") }
        try CompileOptions.checkScale(scale)
        if outputs.filter({ Driver.descriptorAlias($0) == 1 }).count > 1 { throw UsageError("only one output can be standard output (-o -)") }
        var seen: [String: String] = Dictionary(minimumCapacity: outputs.count)
        for o in outputs where Driver.descriptorAlias(o) == nil {
            let key = Driver.samePathKey(o)
            if let first = seen[key] { throw UsageError("'\(o)' and '\(first)' are the same output; name each output once") }
            seen[key] = o
            if input != "-" && key == Driver.samePathKey(input) {
                throw UsageError("'\(o)' is the input file; viewc will not write over its own source")
            }
        }
        // (Indices, not a zip: the tuples' metadata would be made at run time.)
        for i in outputs.indices {
            let o = outputs[i], named = byName[i], f = formats[i]
            // --format is for - and names without an extension; given when every output has
            // an extension of another format, it is a mistake, not something to ignore.
            if let n = named, let given = format, n != given, !byName.contains(nil) {
                throw UsageError("'\(o)' names a .\(n.rawValue) file but --format is \(given.rawValue); --format is for - and names without an extension")
            }
            if f == nil {
                throw UsageError("cannot tell the format of '\(o)' from its name; use .svg, .pdf or .png, or --format")
            }
            if let implied = Driver.impliedScale(forPath: o), let s = scale, s != implied, f == .png {
                throw UsageError("'\(o)' implies scale \(implied) but --scale is \(s)")
            }
        }
        // Page numbers in names, --page (PageOutputs.swift).
        if let p = PageOutputs.usageProblem(outputs.indices.map { (outputs[$0], formats[$0]!) }, page: page) {
            throw UsageError(p)
        }
    }
}
