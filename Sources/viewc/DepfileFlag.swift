// --depfile FILE (gcc's -MD -MF, Typst's --deps): a make/ninja dependency file naming every
// file the outputs were built from, written with the outputs (all or none).

import ArgumentParser
import ViewcDriver

struct DepfileFlag: ParsableArguments {
    @Option(name: .customLong("depfile"),
            help: ArgumentHelp("Also write a make/ninja dependency file: the outputs, and every file they were built from (the input, imports, images).", valueName: "file"))
    var path: String?

    @Option(name: .customLong("depfile-format"),
            help: ArgumentHelp("The tool that reads the depfile: both (make and ninja alike), make or ninja; a file name one of them cannot read is refused, naming the character.", valueName: "both|make|ninja"))
    var format: Depfile.Format = .both

    func validate(outputs: [String]) throws { try usage { try CompileOptions.checkDepfile(path, outputs: outputs) } }

    /// This flag onto the driver's options (written with the outputs: ViewcDriver/Writing.swift).
    func apply(to o: inout CompileOptions) {
        o.depfile = path
        o.depfileFormat = format
    }
}

extension Depfile.Format: ExpressibleByArgument {}
