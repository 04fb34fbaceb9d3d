// What a caller asks the compile pipeline to make of a source (`Products`), and what it made
// (`Product`): Pipeline.make's request and answer. The options (CompileOptions.swift) say how
// to compile; these say which outputs, planned once the pages are known, and what a caller
// adds on the way (a build's shared -D values, embed's accessible names, the preview's trees).

import CairoBackend
import DrawIR
import ViewSyntax

/// What a run of the pipeline is to make, besides what its options say.
public struct Products {
    /// The outputs' formats, as the caller lists them: the warnings about what a format cannot
    /// show (DrawIR/FormatNotes.swift) are about these, and with an SVG among them (of the
    /// first page, by `options.page`) that SVG is drawn in part while the front end runs.
    public var formats: [OutputFormat]
    /// The outputs to render, planned from the lowered document (with the options' title and
    /// author, and `adjust`) and the compile (its inputs). It throws `PipelineError.usage` for
    /// outputs that do not fit the drawing, or a DiagnosticList that fails the compile.
    public var plan: (IRDocument, Compilation) throws -> [PlannedOutput]
    /// Warnings about the planned outputs besides the formats' (the compile command's SVG links
    /// to pages no file holds, PageOutputs.swift).
    public var notes: ((IRDocument, [PlannedOutput]) -> [Diagnostic])?
    /// A change to the lowered document before it is checked and rendered (embed names each
    /// drawing for screen readers).
    public var adjust: ((inout IRDocument) -> Void)?
    /// The compilation is kept (the preview inspects its view tree): its trees are not let go
    /// before rendering.
    public var keepsCompilation = false
    /// One file of many (`build`, `handout`): a -D it does not declare is not its error, since
    /// another file may; `Product.usedDefines` says which it declares.
    public var sharesDefines = false
    /// A file with no canvas or document only declares components for import: it is skipped
    /// (`Product.skipped`), not evaluated (`build`).
    public var skipsLibraries = false
    /// The outputs are written to files by the caller (the compile command): a PNG whose output
    /// is a regular file is written into its staged file as it is made (`RenderedOutput.file`),
    /// not held in memory.
    public var writesFiles = false
    /// The lowered document is kept in `Product.ir` (embed, handout and the preview read it).
    /// Without it, a compile to one output hands the IR to the render, which frees what it has
    /// drawn as it goes (the compile command: a PDF page's ops once cairo has them).
    public var keepsIR = true
    /// The one output is a PNG of the first page at this scale: a large drawing's page is then
    /// drawn as its canvas body runs, its drawing let go as it is drawn
    /// (CairoBackend/PNGStreaming.swift), its text read a window ahead of the parser
    /// (SourceFile.readingInWindows). Only with `keepsIR` false and the trees let go. The
    /// compile command asks for it above `Pipeline.streamsAbove` bytes of input.
    public var streamsPNG: Int?

    public init(formats: [OutputFormat], plan: @escaping (IRDocument, Compilation) throws -> [PlannedOutput]) {
        self.formats = formats
        self.plan = plan
    }
}

/// One planned output and its bytes, or the staged file they were written to as they were made.
public struct RenderedOutput: Sendable {
    public var output: PlannedOutput
    /// The bytes; empty when they are in `file`.
    public var bytes: [UInt8]
    /// The output's staged file, holding its bytes (`Products.writesFiles`), renamed into place
    /// by `Driver.writeAll` or removed when it is let go.
    public var file: StagedFile?
    public init(output: PlannedOutput, bytes: [UInt8], file: StagedFile? = nil) { self.output = output; self.bytes = bytes; self.file = file }
}

/// What a run of the pipeline made.
public struct Product {
    /// Every diagnostic reported (warnings-as-errors applied), in order.
    public var diagnostics: [Diagnostic] = []
    /// Every file the compile read (main file, imports, images), absolute, each once.
    public var inputs: [String] = []
    /// The pages of the evaluated drawing (0 when it could not be evaluated).
    public var pageCount = 0
    /// The lowered document, with the options' title and author; nil when evaluation failed
    /// or the caller did not ask to keep it (`Products.keepsIR`).
    public var ir: IRDocument?
    /// The evaluation, unless its trees were let go before rendering.
    public var compilation: Compilation?
    /// Every planned output's bytes, in the plan's order; none when the compile failed.
    public var rendered: [RenderedOutput] = []
    /// The -D names the file declares (with `sharesDefines`; otherwise every one given).
    public var usedDefines: [String] = []
    /// The file only declares components (`skipsLibraries`): nothing was evaluated.
    public var skipped = false
    /// The diagnostics say the compile failed (or the input could not be read).
    public var failed = false
    /// The PNG was drawn as the drawing was made (`Products.streamsPNG`), not drawn again.
    public var streamedPNG = false
    /// The drawing's source files, held while the product is: a diagnostic shows their lines.
    var sources: [SourceFile] = []
    public init() {}
}
