// ViewSyntax — the first stage of viewc: the lexer, the parser and the compact syntax tree,
// over ViewSupport's source files, ranges and diagnostics. Parsing never throws: it hands on a
// tree plus every diagnostic it could find, and later stages add theirs with the same ranges.
//
// The stages above the parser (ViewEval, the driver, the preview, the command line) import
// ViewSyntax and see ViewSupport through it; the IR and the backend import ViewSupport alone
// and never see the parser.

@_exported import ViewSupport
