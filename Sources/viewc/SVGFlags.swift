// Options for SVG output, shared by the commands that write SVG (compile, build, embed).

import ArgumentParser
import CairoBackend
import ViewcDriver

struct SVGFlags: ParsableArguments {
    @Option(name: .customLong("id-prefix"),
            help: ArgumentHelp("What every SVG id starts with, as given (e.g. logo- gives logo-clip1); default: 'v' and 8 hex digits derived from the drawing, and '-'.",
                               valueName: "prefix"))
    var idPrefix: String?
}
