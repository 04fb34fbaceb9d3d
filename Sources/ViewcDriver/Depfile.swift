// Dependency files for make and ninja, in the format gcc writes with -MD -MF:
// `target…: input…`, one rule, continued lines. Paths are escaped as gcc escapes them, which
// both make and ninja read back: a space is `\ ` (backslashes just before it doubled, so
// they stay backslashes), `#` is `\#` and `$` is `$$`. A path with a newline cannot be
// written in either tool's syntax.

import FoundationEssentials
import Glibc

public enum Depfile {
    /// The depfile text: the targets, then every input, one per continued line; then, as
    /// gcc's -MP adds, an empty rule for each input but the main file (the first, when
    /// `firstIsMain`), so that deleting an import makes make rebuild instead of failing
    /// ("no rule to make target"). Ninja reads both forms.
    public static func text(targets: [String], inputs: [String], firstIsMain: Bool = true) -> String {
        var out = targets.map(escape).joined(separator: " ") + ":"
        for i in inputs { out += " \\\n  " + escape(i) }
        out += "\n"
        for i in inputs.dropFirst(firstIsMain ? 1 : 0) { out += "\n" + escape(i) + ":\n" }
        return out
    }

    /// Why these paths cannot be written in a depfile, or nil when they can.
    public static func problem(_ paths: [String]) -> String? {
        guard let bad = paths.first(where: { !canName($0) }) else { return nil }
        return "cannot write a depfile naming \(bad.debugDescription): make and ninja cannot name a file with a line break"
    }

    /// A path escaped for a make or ninja depfile (gcc's mkdeps rules).
    public static func escape(_ path: String) -> String {
        var out = ""
        var backslashes = 0
        for ch in path {
            switch ch {
            case " ", "\t": out += String(repeating: "\\", count: backslashes + 1)
            case "$": out += "$"
            case "#": out += "\\"
            default: break
            }
            out.append(ch)
            backslashes = ch == "\\" ? backslashes + 1 : 0
        }
        return out
    }

    /// Whether a path can be named in a depfile at all.
    public static func canName(_ path: String) -> Bool { !path.contains("\n") && !path.contains("\r") }
}
