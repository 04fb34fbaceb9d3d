// `document(title:author:subject:keywords:) { page(size: .a4) { … } … }`: a file of many pages.
//
// A document stands at the top of the main file, in place of a canvas. Its body makes pages
// (directly, or in `for` loops and `if`s, with lets between them); each `page { … }` is a root
// view like the canvas, of its own size. Inside a page's body, `pageNumber` (1, 2, …),
// `pageCount`, `layoutMargins` (UIEdgeInsets, from `page(layoutMargins:)`, default 36 points on
// each side) and `layoutFrame` (the page's bounds inset by its margins, as UIKit's
// `layoutMarginsGuide.layoutFrame`) are names (rows of Kinds/Ambient.swift). So that every page knows the count, a page's
// body runs once the document's body has run: the page keeps the values its lets and loop
// variables had where it was met.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A document whose body is running: the pages met so far, waiting to run.
final class DocumentState {
    struct Pending {
        let node: NodeID
        /// The file frame's slots where the page was met (its loop variables and lets).
        let slots: [Frame.Slot]
        let size: Size
        let margins: EdgeInsets
        let bookmark: String?
    }
    var pending: [Pending] = []
}

/// The page whose body is running.
struct PageState {
    let number: Int
    let count: Int
    let size: Size
    let margins: EdgeInsets
}

extension Kinds {
    /// Margins of a page that sets none: half an inch on each side.
    static let defaultPageMargins = EdgeInsets(top: 36, left: 36, bottom: 36, right: 36)
    /// At most this many pages in one document.
    static let maxPages = 10_000

    static let documentSignature = Signature([
        Param("title", .string, .string("")), Param("author", .string, .string("")),
        Param("subject", .string, .string("")), Param("keywords", .list, .list([])),
    ])

    static let document = BlockKind(
        name: "document",
        allowed: { if case .file = $0 { return true }; return false },
        misplaced: { "a document belongs at the top of a file, not \($0.name)" },
        checkArguments: { c, s in
            let b = c.tree.block(s)
            guard let infos = c.argInfos(b.args ?? []) else { return }
            do { _ = try resolveOverload([documentSignature], infos, callRange: b.kindRange, name: "document") } catch let d as Diagnostic {
                c.report(d)
            } catch {}
        },
        checkBody: { c, s in c.scoped(.document, view: false) { c.statements(c.tree.blockBody(s)) } },
        run: { run, s, _ in
            let t: SyntaxTree = run.tree
            let b = t.block(s)
            guard !run.hasRoot else {
                throw Diagnostic.error("a file has one canvas or one document; this is a second", at: b.kindRange)
            }
            run.hasRoot = true
            run.madeDocument = true
            var info = DocumentInfo()
            for a in b.args ?? [] {
                let v = try run.eval(a.value)
                guard let label = a.label else { continue }
                let r = t.range(a.value)
                switch t.names[label] {
                case "title": info.title = try metadata(v, r, "title")
                case "author": info.author = try metadata(v, r, "author")
                case "subject": info.subject = try metadata(v, r, "subject")
                case "keywords":
                    guard case .list(let items) = v else { continue }
                    for k in items {
                        guard case .string(let word) = k else {
                            throw Diagnostic.error("'keywords' is a list of Strings, not of \(article(k))", at: r)
                        }
                        if !word.isEmpty { info.keywords.append(word) }
                    }
                default: continue
                }
            }
            if case .error = run.unit.res[s.index] { try run.checkedError() }
            if case .failedCall = run.unit.res[s.index] { try run.checkedError() }
            run.documentInfo = info
            let doc = DocumentState()
            run.document = doc
            defer { run.document = nil }
            try run.execBody(s, .file)
            if doc.pending.isEmpty && run.errorsSeen == 0 {
                throw Diagnostic.error("this document has no pages: add 'page(size: .a4) { … }' blocks to its body", at: b.kindRange)
            }
            // Now every page knows how many there are.
            let saved = run.frame.slots
            defer { run.frame.slots = saved; run.currentPage = nil }
            for (i, p) in doc.pending.enumerated() {
                run.frame.slots = p.slots
                run.currentPage = PageState(number: i + 1, count: doc.pending.count, size: p.size, margins: p.margins)
                let root = ViewNode(kind: "page", range: t.range(p.node))
                root.bounds = Rect(0, 0, p.size.width, p.size.height)
                root.center = Point(p.size.width / 2, p.size.height / 2)
                try run.viewBody(root, t.blockBody(p.node))
                run.pages.append(Page(root: root, size: p.size, bookmark: p.bookmark))
            }
        })

    /// A metadata string: nil when empty; one line of printable text.
    static func metadata(_ v: Value, _ r: SourceRange, _ what: String) throws -> String? {
        guard case .string(let s) = v, !s.isEmpty else { return nil }
        if s.unicodeScalars.count > 1000 {
            throw Diagnostic.error("a document's \(what) is at most 1000 characters", at: r)
        }
        return s
    }

    static let pageSignatures = [
        Signature([Param("size", nil), Param("orientation", .symbol, .symbol("portrait")),
                   Param("layoutMargins", .insets, .insets(defaultPageMargins)), Param("bookmark", .string, .string(""))]),
        Signature([Param("width", N), Param("height", N),
                   Param("layoutMargins", .insets, .insets(defaultPageMargins)), Param("bookmark", .string, .string(""))]),
    ]

    static let page = BlockKind(
        name: "page",
        allowed: { if case .document = $0 { return true }; return false },
        misplaced: { place in
            if case .file = place { return "a page belongs in a 'document(…) { … }' block; a file of one page is a 'canvas(width:height:) { … }'" }
            return "a page belongs in a 'document' block, not \(place.name)"
        },
        checkArguments: { c, s in
            let b = c.tree.block(s)
            guard let infos = c.argInfos(b.args ?? []) else { return }
            do { _ = try resolveOverload(pageSignatures, infos, callRange: b.kindRange, name: "page") } catch let d as Diagnostic {
                c.report(d)
            } catch {}
        },
        checkBody: { c, s in
            let saved = c.inPage
            c.inPage = true
            c.viewBody(s, ViewPlace(kindName: "page", kind: .canvas))
            c.inPage = saved
        },
        run: { run, s, _ in
            let t: SyntaxTree = run.tree
            let b = t.block(s)
            guard let doc = run.document else { try run.checkedError() }
            var size: Size?, custom = false, landscape = false, width: Double?, height: Double?
            var margins = defaultPageMargins, marginsSet = false, bookmark: String?
            var sizeRange = b.kindRange, orientationRange: SourceRange?
            for a in b.args ?? [] {
                let v = try run.eval(a.value)
                guard let label = a.label else { continue }
                let r = t.range(a.value)
                switch t.names[label] {
                case "size":
                    sizeRange = r
                    switch v {
                    case .symbol(let name):
                        guard let p = PaperSize(rawValue: name) else {
                            let (hint, fix) = didYouMean(name, PaperSize.allCases.map(\.rawValue), at: r, prefix: ".")
                            throw Diagnostic.error("unknown page size '.\(name)'\(hint) (the sizes are " + PaperSize.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ", or a Size in points)", at: r, fixIts: fix)
                        }
                        size = p.size
                    case .size(let s): size = s; custom = true
                    default:
                        throw Diagnostic.error("a page's size is a paper size (.a4, .letter, …) or a Size in points, not \(article(v))", at: r)
                    }
                case "orientation":
                    orientationRange = r
                    guard case .symbol(let o) = v, o == "portrait" || o == "landscape" else {
                        throw Diagnostic.error("a page's orientation is .portrait or .landscape, not \(v.description)", at: r)
                    }
                    landscape = o == "landscape"
                case "width": width = v.num; sizeRange = r
                case "height": height = v.num
                case "layoutMargins":
                    guard case .insets(let e) = v else { continue }
                    for x in [e.top, e.left, e.bottom, e.right] where !(x.isFinite && x >= 0) {
                        throw Diagnostic.error("a page's layoutMargins are finite and not negative, not \(v.description)", at: r)
                    }
                    margins = e
                    marginsSet = true
                case "bookmark":
                    if case .string(let title) = v, !title.isEmpty { bookmark = try metadata(v, r, "bookmark title") ?? title }
                default: continue
                }
            }
            if case .failedCall = run.unit.res[s.index] { try run.checkedError() }
            var pageSize: Size
            if let s = size {
                // A custom size is taken as written; orientation turns a named or custom size
                // so that its longer side runs across (landscape) or down (portrait).
                let long = max(s.width, s.height), short = min(s.width, s.height)
                if custom && orientationRange == nil {
                    pageSize = s
                } else {
                    pageSize = landscape ? Size(long, short) : Size(short, long)
                }
            } else if let w = width, let h = height {
                pageSize = Size(w, h)
            } else {
                try run.checkedError()
            }
            for x in [pageSize.width, pageSize.height] where !(x > 0 && x <= 100_000) {
                throw Diagnostic.error("a page side must be more than 0 and at most 100000 points, not \(formatNumber(x))", at: sizeRange)
            }
            if marginsSet, margins.left + margins.right >= pageSize.width || margins.top + margins.bottom >= pageSize.height {
                run.report(Diagnostic(.warning, "these layoutMargins leave no room on a page of \(formatNumber(pageSize.width)) × \(formatNumber(pageSize.height)) points", at: b.kindRange))
            }
            try run.countOperations(1, b.kindRange)
            if doc.pending.count >= maxPages {
                throw Abort(diagnostic: .error("a document has at most \(maxPages) pages", at: b.kindRange))
            }
            doc.pending.append(.init(node: s, slots: run.frame.slots, size: pageSize, margins: margins, bookmark: bookmark))
        })
}

// Links, named destinations and bookmarks on views: `link: "https://…"` (a URL), `link: 3` (a
// page of the document), `link: "#name"` (a destination); `destination: "name"`;
// `bookmark: "Title"` (an outline entry, under its page's).
extension Kinds {
    static func checkLinkType(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        switch t {
        case .string, .number: return nil
        default: return .error("'link' is a URL or \"#destination\" (a String) or a page number, not \(article(t))", at: r)
        }
    }

    /// Where a `link:` goes; nil for a URL that is not written (`openableURL`, with a warning).
    static func linkTarget(_ v: Value, _ r: SourceRange, _ run: Runner) throws -> LinkTarget? {
        switch v {
        case .number(let n):
            guard n == n.rounded(), n >= 1, n <= Double(maxPages) else {
                throw Diagnostic.error("a link to a page takes a page number from 1, not \(formatNumber(n))", at: r)
            }
            return .page(Int(n), .zero)
        case .string(let s):
            if s.hasPrefix("#") { return .destination(try destinationName(String(s.dropFirst()), r)) }
            guard !s.isEmpty else { throw Diagnostic.error("a link's URL is empty", at: r) }
            guard s.utf8.count <= 4096, !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw Diagnostic.error("a link's URL is at most 4096 bytes, without control characters", at: r)
            }
            return openableURL(s, r, run) ? .url(s) : nil
        default:
            throw Diagnostic.error("'link' is a URL or \"#destination\" (a String) or a page number, not \(article(v))", at: r)
        }
    }

    /// The URL schemes a link may open, as Markdown renderers allow them: a drawing is inlined
    /// in web pages (`viewc embed`) and opened in PDF readers, where a `javascript:`, `data:` or
    /// `vbscript:` link would run what the page's author never wrote. Any other scheme is
    /// warned about and its link not written; an address without a scheme (relative, `//host`,
    /// `?query`) resolves against the page and is kept.
    static let openableSchemes: Set<String> = ["http", "https", "mailto"]

    /// Whether `url` may be written as a link; otherwise a warning at `r`. The scheme is read as
    /// a browser reads it (RFC 3986 §3.1: a letter, then letters, digits, `+`, `-`, `.`, before
    /// the first `:`, after the spaces a browser trims).
    static func openableURL(_ url: String, _ r: SourceRange, _ run: Runner) -> Bool {
        let trimmed = url.drop { $0 == " " }
        guard let colon = trimmed.firstIndex(of: ":"), let first = trimmed.first, first.isASCII, first.isLetter else { return true }
        let scheme = trimmed[..<colon]
        guard scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) else { return true }
        if openableSchemes.contains(scheme.lowercased()) { return true }
        run.report(Diagnostic(.warning, "this link is not written: a link opens an http, https or mailto URL, a relative address or a #destination, not a '\(scheme.lowercased()):' URL", at: r))
        return false
    }

    static func destinationName(_ s: String, _ r: SourceRange) throws -> String {
        guard DocumentChecks.isValidDestinationName(s) else {
            throw Diagnostic.error("a destination name is 1 to \(DocumentChecks.maxDestinationNameLength) letters (a-z, A-Z), digits, '-', '_' and '.', not \(DumpText.quote(s))", at: r)
        }
        return s
    }
}
