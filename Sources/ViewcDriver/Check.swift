// The front end alone, for editors and CI (`viewc check`), and the question `viewc build`
// asks of every file it finds: does it draw anything, or does it only declare components and
// lets for others to import?

import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

extension Driver {
    /// Whether a parsed file draws: it has a `canvas(…) { … }` or a `document(…) { … }` at its top level (or in a
    /// top-level `if` or `for`). A file without one only declares components and lets for
    /// import.
    public static func declaresDrawing(_ tree: SyntaxTree) -> Bool {
        func draws(_ stmts: some Collection<NodeID>) -> Bool {
            stmts.contains { s in
                switch tree.kind(s) {
                case .block: let k = tree.name(tree.block(s).kind); return k == "canvas" || k == "document"
                case .ifStmt: let i = tree.ifStmt(s); return draws(i.then) || (i.else.map { draws($0) } ?? false)
                case .forStmt: return draws(tree.forStmt(s).body)
                default: return false
                }
            }
        }
        return draws(tree.topLevel)
    }

    /// Parses and evaluates for the diagnostics alone (nothing is lowered or rendered). A
    /// file that declares no canvas is checked as the library of components it is: its
    /// declarations are type-checked and evaluated, and it is not an error that it draws
    /// nothing.
    public static func check(_ source: SourceFile, _ options: EvalOptions,
                             maxInputSize: Int = InputSize.defaultLimit) -> Compilation {
        var c = compile(source, options, maxInputSize: maxInputSize)
        if !declaresDrawing(c.tree) {
            c.diagnostics.removeAll { d in
                d.severity == .error && d.range.file === source && d.range.start == 0 && d.range.end == 0
                    && d.message.hasPrefix("nothing to draw")
            }
        }
        return c
    }
}

extension Pipeline {
    /// `viewc check FILE…`: checks each file (`-` is standard input) and reports its
    /// diagnostics; false when any file has an error or cannot be read.
    public func check(files: [String]) -> Bool {
        var failed = false
        for file in files {
            let source: SourceFile
            do { source = try read(file) } catch let e as DriverError {
                _ = fail(e.message)
                failed = true
                continue
            } catch {
                _ = fail("\(error)")
                failed = true
                continue
            }
            let ds = options.diagnostics.apply(check(source).diagnostics)
            report(ds)
            if ds.contains(where: { $0.severity == .error }) { failed = true }
        }
        return !failed
    }
}
