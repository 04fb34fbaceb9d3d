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
        let prefix = { (name: String) in "-D \(name): no top-level let or inspectable is named" }
        let defines = req.options.eval.defines, warningsAsErrors = req.options.diagnostics.warningsAsErrors
        for path in req.inputs {
            let pipeline = Pipeline(req.options)
            pipeline.options.input = path
            let source: SourceFile
            do { source = try pipeline.read(path) } catch {
                result.diagnostics.append(.error("\(error)", at: .none))
                failed = true
                continue
            }
            let tree = Parser.parse(source)
            var c = pipeline.evaluate(tree)
            // A -D this file does not declare is not its error: evaluate again without it.
            let unused = Set(defines.map(\.name).filter { name in
                c.diagnostics.contains { $0.range.file == nil && $0.message.hasPrefix(prefix(name)) }
            })
            if !unused.isEmpty {
                pipeline.options.eval.defines.removeAll { unused.contains($0.name) }
                c = pipeline.evaluate(tree)
            }
            used.formUnion(defines.map(\.name).filter { !unused.contains($0) })
            for i in c.inputs where !result.inputs.contains(i) { result.inputs.append(i) }
            var ds = c.diagnostics
            guard let doc = c.document, !c.hasErrors else {
                result.diagnostics += warningsAsErrors ? promotingWarnings(ds) : ds
                failed = true
                continue
            }
            let (ir, checks) = pipeline.lower(doc)   // Lower.swift: the IR, checked for the backend
            ds += checks + FormatNotes.warnings(ir, formats: ["pdf"])
            if warningsAsErrors { ds = promotingWarnings(ds) }
            result.diagnostics += ds
            if ds.contains(where: { $0.severity == .error }) { failed = true; continue }
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
