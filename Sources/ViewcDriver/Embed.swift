// `viewc embed PAGE.md|PAGE.html`: the step a site build puts before its Markdown renderer.
// Every fenced ```view block of a Markdown page (and every <pre class="view"> of an HTML
// page, its text entity-decoded) is replaced by the inline SVG of its drawing — ids unique on
// the page, a <title> for screen readers — and everything else is kept byte for byte.
//
// A block is compiled as a source of its own whose every offset maps back to the page, so a
// diagnostic points at the page's line and column and shows the page's line with a caret.
// Imports and images in a block are relative to the page's folder.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

/// The kind of page `embed` reads.
public enum PageFormat: String, CaseIterable, Sendable {
    case markdown, html

    /// By extension: .md, .markdown, .mdown, .mkd; .html, .htm, .xhtml.
    public static func forPath(_ path: String) -> PageFormat? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "md", "markdown", "mdown", "mkd": return .markdown
        case "html", "htm", "xhtml": return .html
        default: return nil
        }
    }
}

extension PageFormat {
    /// The format of `embed`'s page (`-` is standard input): the one `given`, else its name's;
    /// a usage error when neither says, or when `output` is the page itself.
    public static func forEmbedding(page: String, output: String, given: PageFormat?) throws -> PageFormat {
        guard let format = given ?? (page == "-" ? nil : forPath(page)) else {
            throw UsageError("cannot tell whether '\(page)' is Markdown or HTML from its name; use .md or .html, or --page-format")
        }
        if page != "-", output != "-", Driver.samePathKey(page) == Driver.samePathKey(output) {
            throw UsageError("'\(output)' is the page itself; viewc will not write over its input")
        }
        return format
    }
}

/// One drawing found on a page.
struct EmbedBlock {
    /// The scalars of the page that the SVG replaces.
    var replaced: Range<Int>
    /// The drawing's source text, and for each of its scalars (and one past the end) the
    /// page offset it came from.
    var code: [Unicode.Scalar]
    var origin: [Int]
    /// The accessible name the page gives it (info string, title or aria-label), if any.
    var title: String?
    /// Put before every line of the SVG (a fence's indentation).
    var indent: String
    var newline: String
}

/// What `embed` made of a page.
public struct EmbedResult {
    /// The new page; nil when any block has an error.
    public var output: String?
    public var diagnostics: [Diagnostic]
    /// Every file read: the page, and each block's imports and images.
    public var inputs: [String]
    public var drawings: Int
}

extension Driver {
    /// Replaces every drawing of `page` with its inline SVG. Each block goes through the
    /// compile pipeline (Pipeline.make) as a source of its own; the options' id prefix, title,
    /// author and page are the compile command's, not a page's (each drawing is named and
    /// prefixed here), and are not used.
    public static func embed(_ page: SourceFile, format: PageFormat, options: CompileOptions) -> EmbedResult {
        var blockOptions = options
        blockOptions.idPrefix = nil
        blockOptions.title = nil
        blockOptions.author = nil
        blockOptions.page = nil
        let pipeline = Pipeline(blockOptions, report: { _ in })
        // Bytes that are not UTF-8 text are the parser's located error, and nothing more.
        if page.invalidText != nil {
            return EmbedResult(output: nil, diagnostics: Parser.parse(page).diagnostics, inputs: page.absolutePath.map { [$0] } ?? [], drawings: 0)
        }
        let text = Array(String(decoding: page.bytes, as: UTF8.self).unicodeScalars)
        // Ranges are byte offsets: where each scalar of the page starts (and one past the end).
        let pageBytes = byteOffsets(text)
        var diagnostics: [Diagnostic] = []
        let blocks: [EmbedBlock]
        let (found, problems) = format == .markdown ? markdownBlocks(text) : htmlBlocks(text)
        blocks = found
        diagnostics += problems.map { Diagnostic.error($0.message, at: SourceRange(file: page, start: pageBytes[$0.at], end: pageBytes[min($0.at + $0.length, text.count)])) }
        var inputs: [String] = page.absolutePath.map { [$0] } ?? []
        var svgs: [String] = []
        var usedPrefixes: Set<String> = []
        for (n, block) in blocks.enumerated() {
            // The block as a file of its own, at the page's path (imports are relative to it).
            var code = String.UnicodeScalarView()
            code.append(contentsOf: block.code)
            let source = SourceFile(path: page.path, text: String(code), absolutePath: page.absolutePath)
            // A document's pages one after another, each an <svg> of its own.
            var products = Products(formats: [.svg]) { ir, _ in
                (1...max(1, ir.pages.count)).map { PlannedOutput(path: "-", format: .svg, scale: 1, page: ir.pages.count > 1 ? $0 : nil) }
            }
            // The page's title for the drawing, else the drawing's own label (or the
            // document's title), else "Drawing N"; a document's pages are numbered.
            products.adjust = { ir in
                let pages = ir.pages.count
                for k in 0..<pages {
                    let of = pages > 1 ? ", page \(k + 1) of \(pages)" : ""
                    if let t = block.title { ir.pages[k].accessibility.label = t + of }
                    if ir.pages[k].accessibility.label == nil {
                        ir.pages[k].accessibility.label = (ir.info.title ?? "Drawing \(n + 1)") + of
                    }
                }
            }
            var ds: [Diagnostic] = []
            var svg: String?
            if let made = try? pipeline.make(products, from: source) {
                for i in made.inputs where !inputs.contains(i) && i != page.absolutePath { inputs.append(i) }
                ds = made.diagnostics
                if !made.failed, let ir = made.ir {
                    do {
                        svg = try made.rendered.map { try inlineSVG($0, of: ir, used: &usedPrefixes) }.joined(separator: "\n")
                    } catch let e as BackendError {
                        ds.append(.error(e.message, at: e.range ?? .none))
                    } catch { ds.append(.error("\(error)", at: .none)) }
                }
            }
            let scalarAt = scalarIndices(block.code)
            diagnostics += ds.map { remap($0, from: source, to: page) { pageBytes[block.origin[scalarAt[min($0, scalarAt.count - 1)]]] } }
            svgs.append(svg ?? "")
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return EmbedResult(output: nil, diagnostics: diagnostics, inputs: inputs, drawings: blocks.count)
        }
        var out = String.UnicodeScalarView()
        var last = 0
        for (block, svg) in zip(blocks, svgs) {
            out.append(contentsOf: text[last..<block.replaced.lowerBound])
            let lines = svg.split(separator: "\n", omittingEmptySubsequences: true).map { block.indent + $0 }
            out.append(contentsOf: lines.joined(separator: block.newline).unicodeScalars)
            last = block.replaced.upperBound
        }
        out.append(contentsOf: text[last...])
        return EmbedResult(output: String(out), diagnostics: diagnostics, inputs: inputs, drawings: blocks.count)
    }

    /// A rendered SVG without its XML declaration, with ids unique on the page: the
    /// content-derived prefix, or with a number added (drawn again from `ir`) when another
    /// drawing of the page has the same. (The page's title reaches the SVG as the drawing's
    /// accessibility label: <title>, role="img", aria-labelledby — SVGAccessibility.swift.)
    static func inlineSVG(_ rendered: RenderedOutput, of ir: IRDocument, used: inout Set<String>) throws -> String {
        var bytes = rendered.bytes
        var prefix = defaultPrefix(of: bytes)
        if used.contains(prefix) {
            var k = 2
            while used.contains(prefix + "\(k)-") { k += 1 }
            prefix += "\(k)-"
            bytes = try render(ir, format: .svg, scale: 1, idPrefix: prefix, page: rendered.output.page)
        }
        used.insert(prefix)
        var svg = String(decoding: bytes, as: UTF8.self)
        if svg.hasPrefix("<?xml"), let nl = svg.firstIndex(of: "\n") { svg = String(svg[svg.index(after: nl)...]) }
        return svg
    }

    /// The prefix the SVG writer gave every id (`v1a2b3c4d-`).
    static func defaultPrefix(of svg: [UInt8]) -> String {
        let s = String(decoding: svg.prefix(4096), as: UTF8.self)
        // The first ` id="v` followed by eight lower-case hex digits and a dash.
        let b = Array(s.utf8), head = Array(#" id="v"#.utf8)
        func hex(_ c: UInt8) -> Bool { (c >= 48 && c <= 57) || (c >= 97 && c <= 102) }
        var i = 0
        while i + head.count + 9 <= b.count {
            if b[i..<(i + head.count)].elementsEqual(head), b[(i + 6)..<(i + 14)].allSatisfy(hex), b[i + 14] == UInt8(ascii: "-") {
                return String(decoding: b[(i + 5)...(i + 14)], as: UTF8.self)
            }
            i += 1
        }
        return ""
    }

    /// A diagnostic about a block, moved onto the page (notes and fix-its too) by `offset`, which maps a
    /// byte offset of the block to one of the page; ranges in other files (imports) stay
    /// where they are.
    static func remap(_ d: Diagnostic, from block: SourceFile, to page: SourceFile, _ offset: (Int) -> Int) -> Diagnostic {
        var m = d
        if m.range.fileID == block.id {
            let s = offset(m.range.start), e = offset(m.range.end)
            m.range = SourceRange(file: page, start: s, end: max(s, e))
        }
        m.notes = d.notes.map { remap($0, from: block, to: page, offset) }
        m.fixIts = d.fixIts.map { f in
            guard f.range.fileID == block.id else { return f }
            let s = offset(f.range.start), e = offset(f.range.end)
            return FixIt(range: SourceRange(file: page, start: s, end: max(s, e)), replacement: f.replacement)
        }
        return m
    }

    /// The byte offset at which each scalar starts in UTF-8, and one past the end.
    static func byteOffsets(_ scalars: [Unicode.Scalar]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(scalars.count + 1)
        var o = 0
        for s in scalars { out.append(o); o += UTF8.width(s) }
        out.append(o)
        return out
    }

    /// For each byte offset of the UTF-8 of `scalars` (and one past the end), the index of the
    /// scalar it falls in.
    static func scalarIndices(_ scalars: [Unicode.Scalar]) -> [Int] {
        var out: [Int] = []
        for (i, s) in scalars.enumerated() { out.append(contentsOf: repeatElement(i, count: UTF8.width(s))) }
        out.append(scalars.count)
        return out
    }

    // MARK: Markdown

    /// The ```view (or ~~~view) fenced blocks of a Markdown page, as CommonMark reads fences:
    /// at most three spaces of indentation, three or more backticks or tildes, closed by a
    /// fence of the same character at least as long. Fences of other languages are skipped
    /// with their contents (a ```view shown inside a ```markdown block stays as it is). The
    /// info string's words after `view` are the drawing's title. An unclosed ```view fence is
    /// an error (at its offset).
    /// A page's mistake outside any drawing: the message, and where (a scalar offset) and how
    /// many scalars long the caret is.
    typealias EmbedProblem = (message: String, at: Int, length: Int)

    static func markdownBlocks(_ text: [Unicode.Scalar]) -> ([EmbedBlock], [EmbedProblem]) {
        var blocks: [EmbedBlock] = []
        var problems: [EmbedProblem] = []
        // Line starts and ends (without the line break).
        var lines: [(start: Int, end: Int, next: Int)] = []
        var s = 0
        for i in 0..<text.count where text[i] == "\n" {
            lines.append((s, i > s && text[i - 1] == "\r" ? i - 1 : i, i + 1))
            s = i + 1
        }
        if s < text.count { lines.append((s, text.count, text.count)) }

        struct Fence { var char: Unicode.Scalar; var length: Int; var info: String; var indent: Int }
        func fence(_ l: (start: Int, end: Int, next: Int)) -> Fence? {
            var i = l.start
            while i < l.end, text[i] == " ", i - l.start < 4 { i += 1 }
            let indent = i - l.start
            guard indent <= 3, i < l.end, text[i] == "`" || text[i] == "~" else { return nil }
            let ch = text[i]
            var n = 0
            while i < l.end, text[i] == ch { i += 1; n += 1 }
            guard n >= 3 else { return nil }
            var info = String.UnicodeScalarView()
            info.append(contentsOf: text[i..<l.end])
            let infoText = String(info).trimmingBlanks()
            if ch == "`", infoText.contains("`") { return nil }
            return Fence(char: ch, length: n, info: infoText, indent: indent)
        }
        var k = 0
        while k < lines.count {
            guard let open = fence(lines[k]) else { k += 1; continue }
            // The closing fence: same character, at least as long, nothing after it.
            var close = k + 1
            while close < lines.count {
                if let f = fence(lines[close]), f.char == open.char, f.length >= open.length, f.info.isEmpty { break }
                close += 1
            }
            let words = open.info.split(separator: " ", maxSplits: 1)
            if words.first == "view" {
                if close == lines.count {
                    problems.append(("this ```view block is never closed; end it with a line of \(String(repeating: String(open.char), count: open.length))",
                                     lines[k].start + open.indent, 3))
                    break
                }
                let codeStart = lines[k].next, codeEnd = lines[close].start
                let newline = lines[k].end < lines[k].next - 1 ? "\r\n" : "\n"
                let title = words.count > 1 ? String(words[1]).trimmingBlanks() : nil
                blocks.append(EmbedBlock(replaced: lines[k].start..<lines[close].end, code: Array(text[codeStart..<codeEnd]),
                                         origin: Array(codeStart...codeEnd), title: title?.isEmpty == false ? title : nil,
                                         indent: String(repeating: " ", count: open.indent), newline: newline))
            }
            k = close + 1
        }
        return (blocks, problems)
    }

    // MARK: HTML

    /// Every `<pre>` whose class list has `view`, to its `</pre>`; a `<code>` element wrapping
    /// the whole content is looked through. Comments are skipped. The content is
    /// entity-decoded (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&nbsp;` and numeric
    /// references); `title` or `aria-label` names the drawing. A `<pre class="view">` without
    /// its `</pre>` is a problem at its tag, as an unclosed fence is in Markdown.
    static func htmlBlocks(_ text: [Unicode.Scalar]) -> ([EmbedBlock], [EmbedProblem]) {
        var blocks: [EmbedBlock] = []
        let n = text.count
        func lower(_ c: Unicode.Scalar) -> Unicode.Scalar {
            c.value >= 65 && c.value <= 90 ? Unicode.Scalar(c.value + 32)! : c
        }
        func has(_ i: Int, _ s: String) -> Bool {
            var j = i
            for c in s.unicodeScalars {
                guard j < n, lower(text[j]) == c else { return false }
                j += 1
            }
            return true
        }
        func find(_ s: String, from i: Int) -> Int? {
            var j = i
            while j < n { if has(j, s) { return j }; j += 1 }
            return nil
        }
        /// The attributes of the tag whose name ends at `i`, and the offset after its `>`.
        func attributes(_ i: Int) -> ([String: String], Int) {
            var attrs: [String: String] = [:]
            var j = i
            while j < n, text[j] != ">" {
                if text[j] == " " || text[j] == "\n" || text[j] == "\t" || text[j] == "\r" || text[j] == "/" { j += 1; continue }
                var name = ""
                while j < n, !" \n\t\r=>".unicodeScalars.contains(text[j]) { name.unicodeScalars.append(lower(text[j])); j += 1 }
                while j < n, text[j] == " " { j += 1 }
                guard j < n, text[j] == "=" else { attrs[name] = ""; continue }
                j += 1
                while j < n, text[j] == " " { j += 1 }
                var value = String.UnicodeScalarView()
                if j < n, text[j] == "\"" || text[j] == "'" {
                    let q = text[j]
                    j += 1
                    while j < n, text[j] != q { value.append(text[j]); j += 1 }
                    j += 1
                } else {
                    while j < n, !" \n\t\r>".unicodeScalars.contains(text[j]) { value.append(text[j]); j += 1 }
                }
                let decoded = decodeEntities(Array(value), from: 0)
                var v = String.UnicodeScalarView()
                v.append(contentsOf: decoded.scalars)
                attrs[name] = String(v)
            }
            return (attrs, min(n, j + 1))
        }
        var i = 0
        while i < n {
            guard text[i] == "<" else { i += 1; continue }
            if has(i, "<!--") { i = (find("-->", from: i + 4) ?? n) + 3; continue }
            guard has(i, "<pre"), i + 4 < n, " \n\t\r>".unicodeScalars.contains(text[i + 4]) else { i += 1; continue }
            let (attrs, bodyStart) = attributes(i + 4)
            let classes = (attrs["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard let close = find("</pre", from: bodyStart) else {
                if classes.contains("view") { return (blocks, [("this <pre class=\"view\"> block is never closed; end it with </pre>", i, 4)]) }
                break
            }
            let end = (find(">", from: close) ?? n - 1) + 1
            if classes.contains("view") {
                var cs = bodyStart, ce = close
                // <pre class="view"><code>…</code></pre>: the code element's text.
                if has(cs, "<code"), cs + 5 < n, " \n\t\r>".unicodeScalars.contains(text[cs + 5]),
                   let inner = find("</code", from: cs), inner < ce {
                    cs = attributes(cs + 5).1
                    ce = inner
                }
                let decoded = decodeEntities(Array(text[cs..<ce]), from: cs)
                let title = (attrs["title"] ?? attrs["aria-label"]).flatMap { $0.isEmpty ? nil : $0 }
                blocks.append(EmbedBlock(replaced: i..<end, code: decoded.scalars, origin: decoded.origin + [ce],
                                         title: title, indent: "", newline: "\n"))
            }
            i = end
        }
        return (blocks, [])
    }

    /// HTML character references decoded; for each scalar out, the page offset of the
    /// reference (or character) it came from (`base` is the offset of `s[0]`).
    static func decodeEntities(_ s: [Unicode.Scalar], from base: Int) -> (scalars: [Unicode.Scalar], origin: [Int]) {
        let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var out: [Unicode.Scalar] = [], origin: [Int] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if s[i] == "&", let semi = s[i...].prefix(12).firstIndex(of: ";") {
                var body = String.UnicodeScalarView()
                body.append(contentsOf: s[(i + 1)..<semi])
                let name = String(body)
                var value: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    value = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    value = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                } else {
                    value = named[name]
                }
                if let v = value {
                    out.append(v); origin.append(base + i)
                    i = semi + 1
                    continue
                }
            }
            out.append(s[i]); origin.append(base + i)
            i += 1
        }
        return (out, origin)
    }
}

extension Pipeline {
    /// `viewc embed`: reads the page (`options.input`), replaces its drawings, reports the
    /// diagnostics and writes the page to `output` with the options' depfile (Writing.swift).
    public func embed(format: PageFormat, to output: String) throws {
        try checkEnvironment()
        Interrupts.removeTemporaryFilesOnSignals()   // Outputs.swift
        let source: SourceFile
        do { source = try read(options.input) } catch let e as DriverError { throw fail(e.message) }
        let r = Driver.embed(source, format: format, options: options)
        report(r.diagnostics)
        guard let text = r.output else { throw PipelineError.failed }
        try write([(output, Array(text.utf8))], inputs: r.inputs, mainIsFile: options.input != "-")
    }
}
