// Dependency files for make and ninja, in the format gcc writes with -MD -MF:
// `target…: input…`, one rule, continued lines, then an empty rule for each input but the main
// file. GNU make and ninja read that format with different rules, so a name is escaped for
// the tool that reads it, and a name the tool cannot read back as itself is refused, naming
// the character — never written so that the tool records another file:
//
// - Both tools: a space is `\ ` (backslashes just before it doubled, so they stay
//   backslashes), `$` is `$$`, `#` is `\#`, `:` is `\:`; a `%` in a target is `\%` (make would
//   read a pattern rule). Neither can name a file with a control character (a tab or a line
//   break among them) or one ending in a backslash.
// - make (GNU make 4): `;` ends a rule's prerequisites; `*`, `?` and `[` are wildcards, expanded
//   against the folder's files and, escaped, kept with their backslash in a target that does
//   not exist yet; a name ending in `)` with a `(` is an archive member; a backslash before `:`
//   breaks the rule. Those are refused. `=` in a target makes the line an assignment, so it is
//   written `$(firstword =)`; `|` starts order-only prerequisites, so it is `\|`
//   (`$(firstword |)` in a target); backslashes before `#` are doubled, as before a space.
// - ninja (its depfile parser, 1.11): a name is made of letters, digits, bytes from 0x80 and
//   `+,/_:.~(){}%=@[]!-\` and the escaped space, `$` and `#`; anything else (`;*?"'&|<>^` and
//   the backquote) ends the name, so it is refused, and so is a name ending in `:` (a target).
// - `both`, the default, is what both read alike: ninja's names, less `=`, `[`, a name ending
//   in `)` after a `(`, and a backslash before `#` or `:`, which make reads otherwise.
// Tests/PipelineTests/DepfileTests runs every special character through real make and ninja.

import FoundationEssentials
import Glibc

public enum Depfile {
    /// The tool that reads the depfile.
    public enum Format: String, CaseIterable, Sendable {
        /// What GNU make and ninja both read as written (gcc's -MD form).
        case both
        /// GNU make, with the escapes only make reads.
        case make
        /// ninja, with the names only ninja reads.
        case ninja
    }

    /// The depfile text: the targets, then every input, one per continued line; then, as
    /// gcc's -MP adds, an empty rule for each input but the main file (the first, when
    /// `firstIsMain`), so that deleting an import makes make rebuild instead of failing
    /// ("no rule to make target"). Ninja reads both forms.
    public static func text(targets: [String], inputs: [String], firstIsMain: Bool = true, format: Format = .both) -> String {
        var out = targets.map { escape($0, format: format, asTarget: true) }.joined(separator: " ") + ":"
        for i in inputs { out += " \\\n  " + escape(i, format: format) }
        out += "\n"
        for i in inputs.dropFirst(firstIsMain ? 1 : 0) { out += "\n" + escape(i, format: format, asTarget: true) + ":\n" }
        return out
    }

    /// Why these paths cannot be written in a depfile for `format`, or nil when they can.
    public static func problem(_ paths: [String], format: Format = .both) -> String? {
        for p in paths {
            guard let why = reason(p, format) else { continue }
            // Another format that can name this file, if one can.
            let others: [Format] = format == .both ? [.make, .ninja] : format == .make ? [.ninja] : [.make]
            let hint = others.first { reason(p, $0) == nil }.map { " (--depfile-format \($0.rawValue) can)" } ?? ""
            return "cannot write a depfile naming \(p.debugDescription): \(why)\(hint)"
        }
        return nil
    }

    /// What in one path the format's reader would misread, or nil.
    static func reason(_ path: String, _ format: Format) -> String? {
        let reader = format == .both ? "make and ninja cannot both read" : format == .make ? "make cannot read" : "ninja cannot read"
        var previous: Unicode.Scalar? = nil
        for s in path.unicodeScalars {
            if s.value < 0x20 || s.value == 0x7F {
                let name = s == "\t" ? "a tab" : s == "\n" || s == "\r" ? "a line break" : "the control character U+\(hex4(s.value))"
                return "\(reader) \(name) in a file name"
            }
            if previous == "\\" && ((s == ":" && format != .ninja) || (s == "#" && format == .both)) {
                return "\(reader) a backslash before '\(Character(s))' in a file name"
            }
            if !allowed(s, format) { return "\(reader) '\(Character(s))' in a file name" }
            previous = s
        }
        if path.hasSuffix("\\") { return "\(reader) a file name ending in a backslash" }
        if format != .make && path.hasSuffix(":") { return "\(reader) a file name ending in ':'" }
        if format != .ninja && path.hasSuffix(")") && path.contains("(") {
            return "make reads a name ending in ')' after a '(' as an archive member"
        }
        return nil
    }

    /// Whether the format's reader takes the character in a name (escaped as `escape` does).
    static func allowed(_ s: Unicode.Scalar, _ format: Format) -> Bool {
        if s.value >= 0x80 { return true }
        let c = UInt8(s.value)
        if (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) { return true }
        switch s {
        case "+", ",", "/", "_", ":", ".", "~", "(", ")", "{", "}", "%", "@", "]", "!", "-", "\\", " ", "$", "#": return true
        case "=": return format != .both
        case "[": return format == .ninja
        case "\"", "'", "&", "|", "<", ">", "^", "`": return format == .make
        default: return false  // ; * ? and control characters
        }
    }

    /// A path escaped for `format` (gcc's mkdeps rules, and each tool's own where they part);
    /// `asTarget` for a rule's target, where make reads `%`, `=` and `|` otherwise.
    public static func escape(_ path: String, format: Format = .both, asTarget: Bool = false) -> String {
        var out = ""
        var backslashes = 0
        for ch in path {
            switch ch {
            case " ": out += String(repeating: "\\", count: backslashes + 1)
            case "$": out += "$"
            case "#": out += String(repeating: "\\", count: format == .make ? backslashes + 1 : 1)
            case ":": out += "\\"
            case "%" where asTarget && format != .ninja: out += "\\"
            case "=" where format == .make:
                out += "$(firstword =)"; backslashes = 0; continue
            case "|" where format == .make:
                if asTarget { out += "$(firstword |)"; backslashes = 0; continue }
                out += "\\"
            default: break
            }
            out.append(ch)
            backslashes = ch == "\\" ? backslashes + 1 : 0
        }
        return out
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<4).reversed().map { digits[Int((v >> (UInt32($0) * 4)) & 0xF)] })
    }
}
