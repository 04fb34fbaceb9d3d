// -D overrides and component recursion: the parts of evaluation that tie a value or an
// instance back to the declaration it came from, so that their errors point there.

import Foundation
import ViewSyntax

extension Evaluator {
    /// The value of `name` after `-D name=…`: the default when no -D names it, else the
    /// command-line value, which must have the default's type. Errors point at the
    /// declaration being overridden (the command line has no line and column of its own).
    func overridden(_ name: String, _ value: Value, _ declRange: SourceRange) throws -> Value {
        guard let d = options.defines.last(where: { $0.name == name }) else { return value }
        usedDefines.insert(name)
        let v = try evalDefine(d.name, d.value)
        guard v.type == value.type else {
            throw Diagnostic.error("-D \(name)=\(d.value): '\(name)' is \(article(value.type)) (the type of its default), not \(article(v))",
                                   at: declRange)
        }
        return v
    }

    /// An instance's body draws for the geometry its arguments give it, so its trailing block
    /// (which runs after the body) may not set that geometry.
    func checkTrailingGeometry(_ c: Component, _ trailing: [Stmt]) throws {
        for s in trailing {
            guard case .property(let path, let pr, _, _) = s, path.count == 1, ["frame", "bounds", "center"].contains(path[0]) else { continue }
            throw Diagnostic.error("give a '\(c.name)' its \(path[0]) as an argument, \(c.name)(\(path[0]): …), so that its drawing is made for it", at: pr)
        }
    }

    /// Pushes a component instance, refusing runaway recursion with the cycle it follows.
    func enterComponent(_ c: Component, _ r: SourceRange) throws {
        let seen = componentStack.reduce(0) { $0 + ($1 === c ? 1 : 0) }
        if seen >= options.limits.maxRecursion, let i = componentStack.lastIndex(where: { $0 === c }) {
            let cycle = (componentStack[i...].map(\.name) + [c.name]).joined(separator: " -> ")
            throw Abort(diagnostic: .error(
                "component recursion deeper than \(options.limits.maxRecursion) levels: \(cycle) -> …; "
                + "end it with a condition, or raise the limit with --max-recursion", at: r,
                notes: [Diagnostic(.note, "'\(c.name)' is declared here", at: c.nameRange)]))
        }
        componentStack.append(c)
    }
}

/// Diagnostics file by file (in the order files first appear), each file's by position;
/// those with no place (command-line errors) last.
func inSourceOrder(_ ds: [Diagnostic]) -> [Diagnostic] {
    var fileOrder: [UInt32: Int] = [:]
    for d in ds where d.range.fileID != 0 { if fileOrder[d.range.fileID] == nil { fileOrder[d.range.fileID] = fileOrder.count } }
    return ds.enumerated().sorted { x, y in
        let fx = fileOrder[x.element.range.fileID] ?? Int.max
        let fy = fileOrder[y.element.range.fileID] ?? Int.max
        if fx != fy { return fx < fy }
        if x.element.range.start != y.element.range.start { return x.element.range.start < y.element.range.start }
        return x.offset < y.offset
    }.map(\.element)
}

/// What makes two diagnostics the same report: message, place and severity.
struct DiagnosticKey: Hashable {
    let message: String, file: UInt32, start: Int, end: Int, severity: String
    init(_ d: Diagnostic) {
        message = d.message; file = d.range.fileID; start = d.range.start; end = d.range.end
        severity = d.severity.rawValue
    }
}
