// --depfile FILE (gcc's -MD -MF, Typst's --deps): a make/ninja dependency file naming every
// file the outputs were built from, written with the outputs (all or none).

import ArgumentParser
import ViewcDriver

struct DepfileFlag: ParsableArguments {
    @Option(name: .customLong("depfile"),
            help: ArgumentHelp("Also write a make/ninja dependency file: the outputs, and every file they were built from (the input, imports, images).", valueName: "file"))
    var path: String?

    func validate(outputs: [String]) throws { try DepfileFlag.validate(path: path, outputs: outputs) }

    static func validate(path: String?, outputs: [String]) throws {
        guard let p = path else { return }
        if p == "-" { throw ValidationError("--depfile needs a file name, not -") }
        if !outputs.contains(where: { $0 != "-" }) {
            throw ValidationError("--depfile names the outputs as its targets; give an output file, not only -")
        }
        if outputs.contains(where: { Driver.samePathKey($0) == Driver.samePathKey(p) }) {
            throw ValidationError("'\(p)' is both an output and the depfile")
        }
    }

    /// The depfile to write with the outputs, if one was asked for; `inputs` start with the
    /// main file unless it was standard input.
    func file(outputs: [String], inputs: [String], mainIsFile: Bool) throws -> (path: String, bytes: [UInt8])? {
        try DepfileFlag.file(path: path, outputs: outputs, inputs: inputs, mainIsFile: mainIsFile)
    }

    static func file(path: String?, outputs: [String], inputs: [String], mainIsFile: Bool) throws -> (path: String, bytes: [UInt8])? {
        guard let p = path else { return nil }
        let targets = outputs.filter { $0 != "-" }
        if let problem = Depfile.problem(targets + inputs) { throw DriverError(problem) }
        return (p, Array(Depfile.text(targets: targets, inputs: inputs, firstIsMain: mainIsFile).utf8))
    }
}

/// Refuses to write over a file the compile read (the input, an import, an image, a font file,
/// an embedded page): an output or the depfile that names one, directly or through a symlink.
/// `inputs` are the files read, as the compile recorded them (resolved, absolute). The
/// arguments were checked before the compile against the input alone; what it imported is
/// known only now, before anything is written.
func refuseOverwritingSources(_ targets: [String], inputs: [String]) throws {
    let read = Set(inputs.map(Driver.samePathKey))
    for t in targets where t != "-" && Driver.descriptorAlias(t) == nil && read.contains(Driver.samePathKey(t)) {
        throw ValidationError("'\(t)' is a file this compile read; viewc will not write over its own sources")
    }
}
