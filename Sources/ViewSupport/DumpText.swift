// The text forms every dump shares — `viewc dump ast`, `dump tree`, `dump ir` and the
// messages that quote a name: numbers with at most 4 decimals, strings in double quotes with
// their escapes. They sit below the parser so that the IR's printer and checks write the same
// text without it.

/// The dumps' quoting, one for every dump and message.
public enum DumpText {
    /// `s` in double quotes, with quotes, backslashes, newlines and tabs escaped.
    public static func quote(_ s: String) -> String {
        var o = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": o += "\\\""
            case "\\": o += "\\\\"
            case "\n": o += "\\n"
            case "\t": o += "\\t"
            default: o.unicodeScalars.append(c)
            }
        }
        return o + "\""
    }
}

/// Numbers as every dump prints them: at most 4 decimals, no trailing zeros, no "-0".
public func formatNumber(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if abs(v) >= 1e15 { return cFormat("%g", v) }
    let r = (v * 10000).rounded() / 10000
    if r == 0 { return "0" }
    if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
    var s = cFormat("%.4f", r)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
