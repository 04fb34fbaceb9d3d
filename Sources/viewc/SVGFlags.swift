// Options for SVG output, shared by the commands that write SVG (compile, build, embed).

import ArgumentParser
import CairoBackend

struct SVGFlags: ParsableArguments {
    @Option(name: .customLong("id-prefix"),
            help: ArgumentHelp("What every SVG id starts with, as given (e.g. logo- gives logo-clip1); default: 'v' and 8 hex digits derived from the drawing, and '-'.",
                               valueName: "prefix"))
    var idPrefix: String?

    /// `formats` are the outputs' formats (nil where not known yet).
    func validate(formats: [OutputFormat?]) throws { try SVGFlags.validate(idPrefix: idPrefix, formats: formats) }

    static func validate(idPrefix: String?, formats: [OutputFormat?]) throws {
        guard let p = idPrefix else { return }
        if !isValidSVGIDPrefix(p) {
            throw ValidationError("--id-prefix '\(p)' cannot start an XML id: it needs a letter or '_' first, then letters, digits, '-', '_' or '.' (no ':' or spaces)")
        }
        if !formats.isEmpty, !formats.contains(where: { $0 == .svg || $0 == nil }) {
            throw ValidationError("--id-prefix is for SVG output, and no output is SVG")
        }
    }
}
