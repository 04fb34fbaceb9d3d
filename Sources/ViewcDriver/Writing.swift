// What every writing command shares (the compile command and `watch`, `embed`, `handout`; a
// build writes each file's outputs itself, Build.swift): the outputs and the depfile written
// together, all or none (Outputs.swift), and never over a file the compile read.

import FoundationEssentials
import Glibc
import ViewSyntax

extension Pipeline {
    /// Writes `files` with the options' depfile (its targets the files, its prerequisites
    /// `inputs`, which start with the main file when `mainIsFile`), all or none. With
    /// `refusing`, a file or depfile that would write over one of `inputs` is refused first (a
    /// usage error); a failure to write is reported (`.failed`). `written`: files (by index)
    /// whose bytes are already in their staged files (StagedFile.swift).
    public func write(_ files: [(path: String, bytes: [UInt8])], written: [Int: StagedFile] = [:], inputs: [String], mainIsFile: Bool,
                      refusing: Bool = true) throws {
        if refusing { try Pipeline.refuseOverwritingSources(files.map { $0.path } + (options.depfile.map { [$0] } ?? []), inputs: inputs) }
        var all = files
        do {
            try timings.measure("write") {
                if let d = try Pipeline.depfile(options.depfile, format: options.depfileFormat, outputs: files.map { $0.path },
                                                inputs: inputs, mainIsFile: mainIsFile) {
                    all.append(d)
                }
                try Driver.writeAll(all, written: written)
            }
        } catch let e as DriverError { throw fail(e.message) }
    }

    /// The depfile to write with the outputs, if one was asked for; `inputs` start with the
    /// main file unless it was standard input.
    public static func depfile(_ path: String?, format: Depfile.Format = .both, outputs: [String], inputs: [String],
                               mainIsFile: Bool) throws -> (path: String, bytes: [UInt8])? {
        guard let p = path else { return nil }
        let targets = outputs.filter { $0 != "-" }
        if let problem = Depfile.problem(targets + inputs, format: format) { throw DriverError(problem) }
        return (p, Array(Depfile.text(targets: targets, inputs: inputs, firstIsMain: mainIsFile, format: format).utf8))
    }

    /// Refuses to write over a file the compile read (the input, an import, an image, a font
    /// file, an embedded page): an output or the depfile that names one, directly or through a
    /// symlink. `inputs` are the files read, as the compile recorded them (resolved, absolute).
    /// The arguments were checked before the compile against the input alone; what it imported
    /// is known only now, before anything is written.
    public static func refuseOverwritingSources(_ targets: [String], inputs: [String]) throws {
        let read = Set(inputs.map(Driver.samePathKey))
        for t in targets where t != "-" && Driver.descriptorAlias(t) == nil && read.contains(Driver.samePathKey(t)) {
            throw PipelineError.usage("'\(t)' is a file this compile read; viewc will not write over its own sources")
        }
    }
}
