// The IR's document parts, besides the pages' drawing: what the PDF's Info dictionary says
// (title, author, subject, keywords), links and named destinations (ops on a page, in user
// space, so they follow the view's transforms as its drawing does), and the outline (a
// reader's table of contents). A lowering fills them; the backend writes them with cairo's own
// API (PDF) or as <a> elements and a <title> (SVG); `viewc dump ir` prints them.
//
// `DocumentChecks.problems` is the contract between the two: a document it finds nothing wrong
// with renders without surprises (every link and outline entry goes somewhere that exists,
// destination names are unique and of the characters cairo 1.16 writes correctly).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// What a PDF's Info dictionary says about the document (`pdfinfo`'s Title, Author, Subject,
/// Keywords). The Creator is always `viewc VERSION`; the dates come from SOURCE_DATE_EPOCH.
public struct DocumentInfo: Sendable, Equatable {
    public var title: String?
    public var author: String?
    public var subject: String?
    public var keywords: [String]
    public init(title: String? = nil, author: String? = nil, subject: String? = nil, keywords: [String] = []) {
        self.title = title; self.author = author; self.subject = subject; self.keywords = keywords
    }
    public var isEmpty: Bool { title == nil && author == nil && subject == nil && keywords.isEmpty }
}

/// Where a link or an outline entry goes.
public enum LinkTarget: Sendable, Equatable {
    /// A URL (a web page, a mail address): opened by the reader or the browser.
    case url(String)
    /// A page of this document, numbered from 1, and a point on it in that page's own
    /// coordinates (y down, (0, 0) the top-left corner) that the reader scrolls to.
    case page(Int, Point)
    /// A named destination of this document (a `.destination` op on some page).
    case destination(String)
}

/// One entry of the outline (a PDF's bookmarks), and the entries nested under it.
public struct OutlineItem: Sendable, Equatable {
    public var title: String
    public var target: LinkTarget
    /// Whether a reader shows its children at first.
    public var isOpen: Bool
    public var children: [OutlineItem]
    /// Where it was written (for errors about its target).
    public var range: SourceRange
    public init(title: String, target: LinkTarget, isOpen: Bool = false, children: [OutlineItem] = [], range: SourceRange = .none) {
        self.title = title; self.target = target; self.isOpen = isOpen; self.children = children; self.range = range
    }
}

extension IRDocument {
    /// The outline's entries depth first, each with its depth (0 for the top level).
    public var outlineEntries: [(item: OutlineItem, depth: Int)] {
        var out: [(OutlineItem, Int)] = []
        func walk(_ items: [OutlineItem], _ depth: Int) {
            for i in items { out.append((i, depth)); walk(i.children, depth + 1) }
        }
        walk(outline, 0)
        return out
    }

    /// The page (from 1) each named destination is on; the first, if one is defined twice.
    public var destinationPages: [String: Int] {
        var out: [String: Int] = [:]
        for (i, page) in pages.enumerated() {
            for item in page.items { if case .destination(let n, _) = item.op, out[n] == nil { out[n] = i + 1 } }
        }
        return out
    }

    /// Whether any page has a link or a destination.
    public var hasLinksOrDestinations: Bool {
        pages.contains { $0.items.contains { if case .link = $0.op { return true }; if case .destination = $0.op { return true }; return false } }
    }
}

public enum DocumentChecks {
    /// Most characters in a destination name.
    public static let maxDestinationNameLength = 100

    /// Whether `name` can name a destination: 1 to 100 ASCII letters, digits, '-', '_' and '.'.
    /// (cairo 1.16 writes other names into the PDF's name tree without escaping them, which
    /// breaks the file, and names are what `file.pdf#nameddest=NAME` URLs carry.)
    public static func isValidDestinationName(_ name: String) -> Bool {
        let u = name.utf8
        guard !u.isEmpty, u.count <= maxDestinationNameLength else { return false }
        return u.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || c == 0x2D || c == 0x5F || c == 0x2E
        }
    }

    /// Everything that would make the document's links, destinations or outline wrong: a link
    /// or outline entry to a page that does not exist or to a destination no page defines, a
    /// destination defined twice (with a note at the first), a malformed destination name, an
    /// empty URL, an area or point that is not finite. In page order, outline last.
    public static func problems(_ doc: IRDocument) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var defined: [String: SourceRange] = [:]
        for page in doc.pages {
            for item in page.items {
                guard case .destination(let name, let p) = item.op else { continue }
                if !isValidDestinationName(name) {
                    out.append(.error("a destination name is 1 to \(maxDestinationNameLength) letters (a-z, A-Z), digits, '-', '_' and '.', not \(DumpText.quote(name))", at: item.range))
                } else if let first = defined[name] {
                    out.append(.error("a destination named '\(name)' is already defined", at: item.range,
                                      notes: [Diagnostic(.note, "the first '\(name)' is here", at: first)]))
                } else {
                    defined[name] = item.range
                }
                if !(p.x.isFinite && p.y.isFinite) {
                    out.append(.error("the destination '\(name)' is not at a finite point", at: item.range))
                }
            }
        }
        func check(_ target: LinkTarget, _ range: SourceRange, _ what: String) {
            switch target {
            case .url(let u):
                if u.isEmpty { out.append(.error("\(what) has an empty URL", at: range)) }
            case .page(let n, let p):
                if n < 1 || n > doc.pages.count {
                    let has = doc.pages.count == 1 ? "1 page" : "\(doc.pages.count) pages"
                    out.append(.error("\(what) goes to page \(n), but the document has \(has)", at: range))
                }
                if !(p.x.isFinite && p.y.isFinite) { out.append(.error("\(what) goes to a point that is not finite", at: range)) }
            case .destination(let name):
                if defined[name] == nil {
                    let hint = suggest(name, Array(defined.keys)).map { " (did you mean '\($0)'?)" } ?? ""
                    out.append(.error("\(what) goes to '\(name)', but no destination has that name\(hint)", at: range))
                }
            }
        }
        for page in doc.pages {
            for item in page.items {
                guard case .link(let target, let r) = item.op else { continue }
                check(target, item.range, "this link")
                if ![r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite) {
                    out.append(.error("this link's area is not finite", at: item.range))
                }
            }
        }
        for (entry, _) in doc.outlineEntries { check(entry.target, entry.range, "the outline entry '\(entry.title)'") }
        return out
    }
}

extension DocumentChecks {
    /// Warnings for an SVG of page `page`: each link to a page (or a destination on a page)
    /// that is not written to a file in the same run has nowhere to go, and is left out.
    public static func linksWithoutFiles(_ doc: IRDocument, page: Int, filesFor pages: Set<Int>) -> [Diagnostic] {
        linksWithoutFiles(doc, page: page, destinations: doc.destinationPages, hasFile: pages.contains)
    }

    /// The same, with the document's destinations found once (`destinationPages` reads every
    /// page) and each page's file looked up where it is: one call per page of a document
    /// written one SVG a page.
    public static func linksWithoutFiles(_ doc: IRDocument, page: Int, destinations: [String: Int],
                                         hasFile: (Int) -> Bool) -> [Diagnostic] {
        guard page >= 1 && page <= doc.pages.count else { return [] }
        var out: [Diagnostic] = []
        for item in doc.pages[page - 1].items {
            guard case .link(let target, _) = item.op else { continue }
            let to: Int?
            switch target {
            case .url: continue
            case .page(let n, _): to = n
            case .destination(let name): to = destinations[name]
            }
            if let n = to, !hasFile(n) {
                out.append(Diagnostic(.warning, "this link goes to page \(n), which this run writes to no SVG file of its own: the SVG leaves the link out (write every page with a pattern such as -o name-%d.svg, or write a PDF)", at: item.range))
            }
        }
        return out
    }
}

extension IRPrinter {
    /// `info title="Course" author="Kim" subject="…" keywords="a, b"`, or nothing.
    static func describeInfo(_ i: DocumentInfo) -> String? {
        if i.isEmpty { return nil }
        var parts = ["info"]
        if let t = i.title { parts.append("title=" + DumpText.quote(t)) }
        if let a = i.author { parts.append("author=" + DumpText.quote(a)) }
        if let s = i.subject { parts.append("subject=" + DumpText.quote(s)) }
        if !i.keywords.isEmpty { parts.append("keywords=[" + i.keywords.map(DumpText.quote).joined(separator: " ") + "]") }
        return parts.joined(separator: " ")
    }

    /// `url "https://…"`, `page 3 at 0 0`, `dest "intro"`.
    static func describeTarget(_ t: LinkTarget) -> String {
        switch t {
        case .url(let u): return "url " + DumpText.quote(u)
        case .page(let n, let p): return "page \(n) at \(f(p.x)) \(f(p.y))"
        case .destination(let name): return "dest " + DumpText.quote(name)
        }
    }

    /// `link url "https://…" rect 0 0 40 20`
    static func describeLink(_ t: LinkTarget, _ r: Rect) -> String {
        "link \(describeTarget(t)) rect \(f(r.origin.x)) \(f(r.origin.y)) \(f(r.size.width)) \(f(r.size.height))"
    }

    /// `destination "intro" at 0 0`
    static func describeDestination(_ name: String, _ p: Point) -> String {
        "destination \(DumpText.quote(name)) at \(f(p.x)) \(f(p.y))"
    }

    /// The outline after the pages: an `outline` line, then one entry a line, indented by
    /// depth: `  "Title" -> page 2 at 0 0 open  @3:5`.
    static func describeOutline(_ doc: IRDocument) -> String {
        if doc.outline.isEmpty { return "" }
        var out = "outline\n"
        for (item, depth) in doc.outlineEntries {
            out += String(repeating: "  ", count: depth + 1) + DumpText.quote(item.title) + " -> "
                + describeTarget(item.target) + (item.isOpen ? " open" : "") + "  @" + position(item.range) + "\n"
        }
        return out
    }
}
