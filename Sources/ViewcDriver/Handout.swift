// `viewc handout`: every input compiled and lowered as the compile command would, then composed
// into one PDF (HandoutLayout.swift). All or nothing: an input with errors fails the handout
// with its file:line:col errors, and nothing is written.
//
// A -D applies to every input that declares the name; it is an error only when no input
// declares it (as `viewc build` does), so one -D can set a value several drawings share.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

public struct HandoutRequest: Sendable {
    /// The .view files, in order.
    public var inputs: [String]
    /// Every input's compile options (CompileOptions.swift); each file is its own input.
    public var options = CompileOptions(input: "-")
    public var layout: HandoutOptions
    public init(inputs: [String], layout: HandoutOptions) { self.inputs = inputs; self.layout = layout }
}

extension HandoutRequest {
    /// The inputs' checks and the output's, before anything is read: files given, not standard
    /// input; a PDF written (`-` is standard output) that is not one of the inputs.
    public static func check(inputs: [String], output: String) throws {
        if inputs.isEmpty { throw UsageError("no input: give one or more .view files") }
        if inputs.contains("-") { throw UsageError("a handout reads .view files, not standard input") }
        if output != "-" && Driver.format(forPath: output) != .pdf {
            throw UsageError("a handout is a PDF: name the output '….pdf', not '\(output)'")
        }
        if output != "-", inputs.contains(where: { Driver.samePathKey($0) == Driver.samePathKey(output) }) {
            throw UsageError("'\(output)' is an input file; viewc will not write over its own source")
        }
    }
}

public struct HandoutResult {
    /// Every input's diagnostics, in input order.
    public var diagnostics: [Diagnostic] = []
    /// The PDF, or nil when any input failed.
    public var pdf: [UInt8]?
    /// Every file read (inputs, imports, images), as absolute paths, each once.
    public var inputs: [String] = []
}

extension Driver {
    public static func handout(_ req: HandoutRequest) -> HandoutResult {
        var result = HandoutResult()
        var drawings: [HandoutDrawing] = []
        var used = Set<String>()
        var failed = false
        let defines = req.options.eval.defines
        for path in req.inputs {
            // Each input through the compile pipeline (Pipeline.make) to its checked IR, as one
            // file of many: a -D it does not declare is another input's.
            var options = req.options
            options.input = path
            var products = Products(formats: [.pdf]) { _, _ in [] }
            products.sharesDefines = true
            guard let made = try? Pipeline(options, report: { _ in }).make(products) else { failed = true; continue }
            used.formUnion(made.usedDefines)
            for i in made.inputs where !result.inputs.contains(i) { result.inputs.append(i) }
            result.diagnostics += made.diagnostics
            guard !made.failed, let ir = made.ir else { failed = true; continue }
            let caption = ir.info.title ?? PathNames.lastComponent(path)
            drawings.append(HandoutDrawing(document: ir, caption: caption))
        }
        var reported = Set<String>()
        for name in defines.map(\.name) where !used.contains(name) && reported.insert(name).inserted {
            result.diagnostics.append(.error("-D \(name): no input declares a top-level let or inspectable named '\(name)'", at: .none))
            failed = true
        }
        if failed { return result }
        let doc = Handout.compose(drawings, req.layout)
        do {
            result.pdf = try render(doc, format: .pdf, scale: 1, sourceDate: .seconds(try Pipeline(req.options).sourceDateEpoch()))
        } catch let e as BackendError {
            result.diagnostics.append(.error(e.message, at: e.range ?? .none))
        } catch {
            result.diagnostics.append(.error("\(error)", at: .none))
        }
        return result
    }
}

extension Pipeline {
    /// `viewc handout`: composes the drawings of `files`, reports the diagnostics and
    /// writes the PDF to `output` with the options' depfile (Writing.swift).
    public func handout(_ files: [String], layout: HandoutOptions, to output: String) throws {
        try checkEnvironment()
        Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift
        var req = HandoutRequest(inputs: files, layout: layout)
        req.options = options
        let result = Driver.handout(req)
        report(result.diagnostics)
        guard let pdf = result.pdf else { throw PipelineError.failed }
        try write([(output, pdf)], inputs: result.inputs, mainIsFile: true)
    }
}
