// Where a Swift declaration or statement written in a .view file ends, so that exactly its text
// goes to Swift's own parser (SwiftLowering.swift). A scan of Swift's tokens as far as that
// needs them: brackets, string literals (escapes, interpolation, multi-line and raw strings)
// and comments, so that a brace inside a string or comment never ends a class early.
//
// Rules, at bracket depth 0:
//   - a declaration that has a body (`class`, `struct`, `enum`, `extension`, `protocol`,
//     `func`, `init`, `switch`, `guard`, `for`, `while` …) runs through its first `{ … }`,
//     wherever that brace is written (on the next line, Allman style, too);
//   - after that (or for a declaration without one), a new line ends it unless the line ends
//     with an operator, `,`, `:` or `=`, or the next line starts with `.name`, `{` (before a
//     body), `else`, `where`, or a binary operator;
//   - `;` and a `}` that closes the enclosing block end it;
//   - `#if` runs to its matching `#endif`.
// The scan is linear in the text it covers, and never reads past `limit`.

import Glibc

enum SwiftExtent {
    /// The offset just past the Swift declaration or statement that starts at `start`.
    static func end(of b: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        var k = start
        var depth = 0
        var sawBody = false
        // The head word decides whether a body must follow.
        let needsBody = headNeedsBody(b, start, limit)
        if needsBody == .conditionalBlock { return endOfConditionalBlock(b, start, limit) }
        var lastOnLine: UInt8 = 0     // the last significant byte before a new line
        var lastWordEnd = -1          // where the last word ended (for `in`, `as` at a line's end)
        while k < limit {
            let c = b[k]
            switch c {
            case 0x0A:   // new line
                if depth == 0 {
                    if needsBody == .body && !sawBody { k += 1; continue }
                    if continues(after: lastOnLine, b, lastWordEnd, k) || nextLineContinues(b, k + 1, limit, bodyPending: needsBody == .body && !sawBody) {
                        k += 1; continue
                    }
                    return trimmedEnd(b, start, k)
                }
                k += 1
            case 0x20, 0x09, 0x0D: k += 1
            case 0x2F where k + 1 < limit && b[k + 1] == 0x2F:   // line comment
                while k < limit && b[k] != 0x0A { k += 1 }
            case 0x2F where k + 1 < limit && b[k + 1] == 0x2A:   // block comment (they nest)
                k = blockCommentEnd(b, k, limit)
            case 0x22:   // a quote always starts a string; '#' only before its quotes
                fallthrough
            case 0x23 where isStringStart(b, k, limit):
                k = stringEnd(b, k, limit)
                lastOnLine = 0x22
            case 0x28, 0x5B, 0x7B:
                depth += 1; k += 1; lastOnLine = c
            case 0x29, 0x5D, 0x7D:
                if depth == 0 { return trimmedEnd(b, start, k) }   // the enclosing block's '}'
                depth -= 1; k += 1; lastOnLine = c
                if depth == 0 && c == 0x7D { sawBody = true }
            case 0x3B where depth == 0:
                return trimmedEnd(b, start, k)
            default:
                if isWordByte(c) {
                    while k < limit && isWordByte(b[k]) { k += 1 }
                    lastWordEnd = k
                    lastOnLine = 0x61   // a word
                } else {
                    lastOnLine = c; k += 1
                }
            }
        }
        return trimmedEnd(b, start, limit)
    }

    enum Head { case plain, body, conditionalBlock }

    /// The first word after attributes and modifiers: does it take a body?
    static func headNeedsBody(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Head {
        var k = start
        while k < limit {
            while k < limit && (b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0A || b[k] == 0x0D) { k += 1 }
            guard k < limit else { break }
            if b[k] == 0x2F && k + 1 < limit && b[k + 1] == 0x2F { while k < limit && b[k] != 0x0A { k += 1 }; continue }
            if b[k] == 0x2F && k + 1 < limit && b[k + 1] == 0x2A { k = blockCommentEnd(b, k, limit); continue }
            if b[k] == 0x23 {   // #if
                var e = k + 1
                while e < limit && isWordByte(b[e]) { e += 1 }
                return word(b, k + 1, e) == "if" ? .conditionalBlock : .plain
            }
            if b[k] == 0x40 {   // @attribute, with (arguments)
                k += 1
                while k < limit && isWordByte(b[k]) { k += 1 }
                if k < limit && b[k] == 0x28 { k = matchingClose(b, k, limit) }
                continue
            }
            var e = k
            while e < limit && isWordByte(b[e]) { e += 1 }
            if e == k { return .plain }
            let w = word(b, k, e)
            switch w {
            case "private", "fileprivate", "public", "internal", "open", "final", "override", "static",
                 "lazy", "weak", "unowned", "mutating", "nonmutating", "required", "convenience", "dynamic",
                 "indirect", "optional", "nonisolated":
                k = e
                if k < limit && b[k] == 0x28 { k = matchingClose(b, k, limit) }   // private(set)
                continue
            case "class":
                // `class func`, `class var`: a modifier; otherwise the declaration itself.
                var n = e
                while n < limit && (b[n] == 0x20 || b[n] == 0x09) { n += 1 }
                var ne = n
                while ne < limit && isWordByte(b[ne]) { ne += 1 }
                if ["func", "var", "let", "subscript"].contains(word(b, n, ne)) { k = e; continue }
                return .body
            case "struct", "enum", "extension", "protocol", "actor", "func", "init", "deinit", "subscript",
                 "switch", "guard", "for", "while", "repeat", "do", "if":
                return .body
            default:
                return .plain
            }
        }
        return .plain
    }

    static func word(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)
    }

    @inline(__always) static func isWordByte(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == 0x5F || c >= 0x80
    }

    /// Whether a line ending in `c` goes on: an operator, `,`, `:`, `=`, or the words `in`, `as`, `is`.
    static func continues(after c: UInt8, _ b: UnsafeBufferPointer<UInt8>, _ wordEnd: Int, _ newline: Int) -> Bool {
        switch c {
        case 0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x3D, 0x3C, 0x26, 0x7C, 0x5E, 0x7E, 0x2C, 0x3A, 0x2E: return true
        case 0x3E:   // `>`: an operator, unless it closes generic arguments (`Array<Int>`)
            return false
        case 0x61:
            // A line that ends in `in` (a closure's signature) or `as`/`is` goes on.
            var e = newline
            while e > 0 && (b[e - 1] == 0x20 || b[e - 1] == 0x09 || b[e - 1] == 0x0D) { e -= 1 }
            guard e == wordEnd, e >= 2 else { return false }
            let w = word(b, e - 2, e)
            return (w == "in" || w == "as" || w == "is") && (e < 3 || !isWordByte(b[e - 3]))
        default: return false
        }
    }

    /// Whether the next line continues the statement: `.member`, `else`, `where`, `catch`, a
    /// binary operator, or the body's `{` when the body has not come yet.
    static func nextLineContinues(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ limit: Int, bodyPending: Bool) -> Bool {
        var k = from
        while k < limit {
            let c = b[k]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { k += 1; continue }
            if c == 0x2F && k + 1 < limit && b[k + 1] == 0x2F { while k < limit && b[k] != 0x0A { k += 1 }; continue }
            if c == 0x2F && k + 1 < limit && b[k + 1] == 0x2A { k = blockCommentEnd(b, k, limit); continue }
            break
        }
        guard k < limit else { return false }
        let c = b[k]
        if c == 0x2E { return k + 1 < limit && (isWordByte(b[k + 1]) || b[k + 1] == 0x2E) }   // .member, ..<
        if c == 0x7B { return bodyPending }
        if isWordByte(c) {
            var e = k
            while e < limit && isWordByte(b[e]) { e += 1 }
            let w = word(b, k, e)
            return w == "else" || w == "where" || w == "catch"
        }
        switch c {
        case 0x2B, 0x2A, 0x2F, 0x25, 0x3D, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x3F, 0x3A: return true
        case 0x2D: return k + 1 < limit && b[k + 1] == 0x20   // `- x` (a binary minus), not `-x`
        default: return false
        }
    }

    /// The end of a `#if … #endif` block (nested ones counted), or `limit`.
    static func endOfConditionalBlock(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int {
        var k = start
        var open = 0
        while k < limit {
            let c = b[k]
            if c == 0x2F && k + 1 < limit && b[k + 1] == 0x2F { while k < limit && b[k] != 0x0A { k += 1 }; continue }
            if c == 0x2F && k + 1 < limit && b[k + 1] == 0x2A { k = blockCommentEnd(b, k, limit); continue }
            if (c == 0x22 || c == 0x23) && isStringStart(b, k, limit) { k = stringEnd(b, k, limit); continue }
            if c == 0x23 {
                var e = k + 1
                while e < limit && isWordByte(b[e]) { e += 1 }
                let w = word(b, k + 1, e)
                if w == "if" { open += 1 } else if w == "endif" { open -= 1; if open == 0 { return e } }
                k = e
                continue
            }
            k += 1
        }
        return limit
    }

    /// The offset after `start`'s statement text, without the blanks before `k`.
    static func trimmedEnd(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ k: Int) -> Int {
        var e = k
        while e > start && (b[e - 1] == 0x20 || b[e - 1] == 0x09 || b[e - 1] == 0x0D || b[e - 1] == 0x0A) { e -= 1 }
        return e
    }

    static func blockCommentEnd(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ limit: Int) -> Int {
        var k = from + 2
        var open = 1
        while k < limit {
            if b[k] == 0x2F && k + 1 < limit && b[k + 1] == 0x2A { open += 1; k += 2; continue }
            if b[k] == 0x2A && k + 1 < limit && b[k + 1] == 0x2F {
                open -= 1; k += 2
                if open == 0 { return k }
                continue
            }
            k += 1
        }
        return limit
    }

    /// The offset after the bracket that closes the one at `open`.
    static func matchingClose(_ b: UnsafeBufferPointer<UInt8>, _ open: Int, _ limit: Int) -> Int {
        var k = open
        var depth = 0
        while k < limit {
            let c = b[k]
            if (c == 0x22 || c == 0x23) && isStringStart(b, k, limit) { k = stringEnd(b, k, limit); continue }
            if c == 0x28 || c == 0x5B || c == 0x7B { depth += 1 }
            if c == 0x29 || c == 0x5D || c == 0x7D { depth -= 1; if depth == 0 { return k + 1 } }
            k += 1
        }
        return limit
    }

    /// A `"` or the `#`s of a raw string `#"…"#`.
    static func isStringStart(_ b: UnsafeBufferPointer<UInt8>, _ k: Int, _ limit: Int) -> Bool {
        if b[k] == 0x22 { return true }
        var e = k
        while e < limit && b[e] == 0x23 { e += 1 }
        return e < limit && b[e] == 0x22
    }

    /// The offset after the string literal at `k` (`"…"`, `"""…"""`, `#"…"#`), interpolations
    /// `\( … )` and the strings inside them included.
    static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int {
        var k = start
        var pounds = 0
        while k < limit && b[k] == 0x23 { pounds += 1; k += 1 }
        let multiline = k + 2 < limit && b[k + 1] == 0x22 && b[k + 2] == 0x22
        k += multiline ? 3 : 1
        while k < limit {
            let c = b[k]
            if c == 0x0A && !multiline { return k }   // unterminated: Swift's parser reports it
            if c == 0x5C {
                // An escape: `\` then as many `#` as the delimiter has.
                var e = k + 1
                var p = 0
                while p < pounds && e < limit && b[e] == 0x23 { p += 1; e += 1 }
                if p == pounds {
                    if e < limit && b[e] == 0x28 { k = matchingClose(b, e, limit); continue }
                    k = e + 1
                    continue
                }
                k += 1
                continue
            }
            if c == 0x22 {
                var e = k + 1
                if multiline {
                    guard e + 1 < limit && b[e] == 0x22 && b[e + 1] == 0x22 else { k += 1; continue }
                    e += 2
                }
                var p = 0
                while p < pounds && e < limit && b[e] == 0x23 { p += 1; e += 1 }
                if p == pounds { return e }
                k += 1
                continue
            }
            k += 1
        }
        return limit
    }
}
