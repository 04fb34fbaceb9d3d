// A PDF of every page, with what makes it a document: the Info dictionary (title, author,
// subject, keywords, creator `viewc VERSION`, dates), page sizes page by page, link annotations,
// named destinations and the outline — all through cairo 1.16's own API
// (cairo_pdf_surface_set_metadata, cairo_tag_begin with CAIRO_TAG_LINK and CAIRO_TAG_DEST,
// cairo_pdf_surface_add_outline, cairo_pdf_surface_set_size).
//
// cairo 1.16.0 has four faults this file works around, each found with qpdf and pdfinfo:
//  - A link annotation outside any structure element makes cairo reserve an object for the
//    structure tree root that it never writes: the cross-reference table then points at
//    another object (`qpdf --check`: "file is damaged"). Each page's links are therefore
//    wrapped in one `Part` structure element (pdfinfo then says "Tagged: yes").
//  - A destination inside a structure element crashes cairo or fails with "invalid tag
//    nesting" once anything is drawn on the page: destinations are written outside it, after
//    the drawing and before the page's links.
//  - A link to a page number not written yet gets no destination at all (and poppler's
//    `pdfinfo -url` crashes on it). Such links go to a named destination that cairo writes on
//    that page instead (`viewc-page3`, …, never a name the document uses itself).
//  - The links and destinations of a page cairo considers blank are dropped. A page with any
//    is first painted white (the colour of the paper, so nothing visible changes).
// cairo also ignores the current transform for a link's `rect` and a destination's `x`/`y`:
// both are given in page coordinates, computed by PageMarks.swift. URLs are percent-encoded
// where a PDF string would break (`portableURL`); destination names are restricted to
// characters cairo writes correctly (DocumentChecks.isValidDestinationName).

import CCairo
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

extension CairoRenderer {
    static func renderPDF(_ doc: consuming IRDocument, _ options: RenderOptions, _ sink: ByteSink) throws -> [UInt8] {
        CairoPDF.withoutRepeatedResources(try drawPDF(consume doc, options, sink))
    }

    private static func drawPDF(_ doc: consuming IRDocument, _ options: RenderOptions, _ sink: ByteSink) throws -> [UInt8] {
        // A large page of plain drawing is drawn in chunks on every core (PDFChunks.swift).
        let work = PDFChunks.Work(doc.pages.map { PDFChunks.plan($0, chunks: options.pdfChunks) })
        if work.isEmpty { return try renderPDF(consume doc, options, sink, chunks: nil) }
        work.start(doc)
        defer { work.group.wait() }   // no task outlives the call, whatever throws
        let bytes = try renderPDF(copy doc, options, sink, chunks: work)
        if !options.pdfMergeFails, let merged = PDFChunks.merge(bytes, work) { return merged }
        // Something in cairo's output the merge does not know: one surface after all.
        return try renderPDF(doc, options, ByteSink(), chunks: nil)
    }

    /// The document; a page with chunks in `chunks` draws only its first chunk's ops (the others
    /// are being drawn in the background), its links and destinations those of every op.
    /// A page's ops are let go as soon as cairo has recorded them, before it writes the page:
    /// cairo holds its own copy of every op until then (about 1 KB an op), and the IR's (its
    /// items and paths, 5.7 MB of the hard 10,000-path scene) need not be held beside it. They
    /// are freed when `doc` held the last reference (the compile command hands it over:
    /// Pipeline.finish); a caller that keeps its IR loses nothing.
    static func renderPDF(_ doc: consuming IRDocument, _ options: RenderOptions, _ sink: ByteSink, chunks: PDFChunks.Work?) throws -> [UInt8] {
        // An error: the first of the chunks of the pages before it, else its own (the one-surface
        // render's order). Background work is always waited for.
        func failing(before page: Int, _ body: () throws -> Void) throws {
            do { try body() } catch {
                if let e = chunks?.firstError(before: page) { throw e }
                throw error
            }
        }
        guard let surface = cairo_pdf_surface_create_for_stream(writeToSink, Unmanaged.passUnretained(sink).toOpaque(),
                                                                doc.pages[0].width, doc.pages[0].height) else {
            throw BackendError(message: "cairo could not create a PDF surface")
        }
        defer { cairo_surface_destroy(surface) }   // also when drawing throws
        setMetadata(surface, doc.info, date: pdfDate(options.sourceDateEpoch))
        let plan = PDFLinkPlan(copy doc)
        // One context for the document's tags and the page breaks; each page's drawing has its own.
        let tags = cairo_create(surface)!
        defer { cairo_destroy(tags) }
        // By index, not over a copy of the pages: each page's items are let go below.
        for i in doc.pages.indices {
            let number = i + 1, width = doc.pages[i].width, height = doc.pages[i].height
            if i > 0 { cairo_pdf_surface_set_size(surface, width, height) }
            let extraDestinations = plan.destinations(onPage: number)
            if plan.pagesWithMarks.contains(number) || !extraDestinations.isEmpty {
                cairo_set_source_rgb(tags, 1, 1, 1)
                cairo_rectangle(tags, 0, 0, width, height)
                cairo_fill(tags)
            }
            var marks = PageMarks()
            if let ranges = chunks?.plans[i] {
                var part = doc.pages[i]
                part.items = Array(doc.pages[i].items[ranges[0]])
                try failing(before: i) { try draw(part, on: surface) }
                for item in doc.pages[i].items { marks.track(item) }
            } else {
                try failing(before: i) { [doc] in marks = try draw(doc.pages[i], on: surface) }
            }
            // cairo has the page's ops (it writes them at cairo_show_page); the rest of the page
            // needs only its marks.
            doc.pages[i].items = []
            for d in marks.destinations {
                tag(tags, CAIRO_TAG_DEST, "name=\(quoted(d.name)) x=\(num(d.point.x)) y=\(num(d.point.y))")
            }
            for (name, p) in extraDestinations {
                tag(tags, CAIRO_TAG_DEST, "name=\(quoted(name)) x=\(num(p.x)) y=\(num(p.y))")
            }
            if !marks.links.isEmpty {
                cairo_tag_begin(tags, "Part", nil)
                for link in marks.links {
                    let b = link.bounds
                    tag(tags, CAIRO_TAG_LINK, plan.attributes(link.target, fromPage: number)
                        + " rect=[\(num(b.origin.x)) \(num(b.origin.y)) \(num(b.width)) \(num(b.height))]")
                }
                cairo_tag_end(tags, "Part")
            }
            try failing(before: i) { try check(cairo_status(tags)) }
            cairo_show_page(tags)
        }
        addOutline(surface, doc.outline, parent: Int32(CAIRO_PDF_OUTLINE_ROOT), plan)
        cairo_surface_finish(surface)
        try failing(before: doc.pages.count) {
            try check(cairo_status(tags))
            try check(cairo_surface_status(surface))
            if let e = chunks?.firstError(before: doc.pages.count) { throw e }
        }
        return sink.bytes
    }

    /// The Info dictionary. cairo writes text fields as UTF-16 when they are not plain ASCII.
    static func setMetadata(_ surface: OpaquePointer, _ info: DocumentInfo, date: String) {
        func set(_ key: cairo_pdf_metadata_t, _ value: String?) {
            guard let v = value else { return }
            cairo_pdf_surface_set_metadata(surface, key, v.replacingAll("\0", with: ""))
        }
        set(CAIRO_PDF_METADATA_TITLE, info.title)
        set(CAIRO_PDF_METADATA_AUTHOR, info.author)
        set(CAIRO_PDF_METADATA_SUBJECT, info.subject)
        set(CAIRO_PDF_METADATA_KEYWORDS, info.keywords.isEmpty ? nil : info.keywords.joined(separator: ", "))
        set(CAIRO_PDF_METADATA_CREATOR, "viewc \(viewcVersion)")
        set(CAIRO_PDF_METADATA_CREATE_DATE, date)
        set(CAIRO_PDF_METADATA_MOD_DATE, date)
    }

    /// A tag with nothing inside: a destination, or a link whose area is its `rect`.
    static func tag(_ cr: OpaquePointer, _ name: String, _ attributes: String) {
        cairo_tag_begin(cr, name, attributes)
        cairo_tag_end(cr, name)
    }

    static func addOutline(_ surface: OpaquePointer, _ items: [OutlineItem], parent: Int32, _ plan: PDFLinkPlan) {
        for item in items {
            let id = cairo_pdf_surface_add_outline(surface, parent, item.title.replacingAll("\0", with: ""),
                                                   plan.attributes(item.target, fromPage: nil),
                                                   item.isOpen ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0))
            addOutline(surface, item.children, parent: id, plan)
        }
    }

    /// A string attribute value: in single quotes, with `'` and `\` escaped (cairo's syntax).
    static func quoted(_ s: String) -> String {
        "'" + s.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    /// A number attribute value: fixed notation (cairo does not read exponents), 1/1000 point.
    static func num(_ v: Double) -> String {
        let s = cFormat("%.3f", v)
        return s == "-0.000" ? "0.000" : s
    }
}

/// How each link target is written: pages already written (and the current one) by number and
/// position, later pages through a named destination made for them.
struct PDFLinkPlan {
    struct PagePoint: Hashable {
        var page: Int
        var x: Double
        var y: Double
    }

    /// Names of the destinations made for links to later pages, in order of first use.
    private var forward: [PagePoint: String] = [:]
    private var forwardOrder: [PagePoint] = []
    /// Pages (from 1) with link or destination ops.
    private(set) var pagesWithMarks: Set<Int> = []

    init(_ doc: IRDocument) {
        var taken = Set<String>()
        for page in doc.pages {
            for item in page.items { if case .destination(let n, _) = item.op { taken.insert(n) } }
        }
        for (i, page) in doc.pages.enumerated() {
            for item in page.items {
                switch item.op {
                case .destination: pagesWithMarks.insert(i + 1)
                case .link(let target, _):
                    pagesWithMarks.insert(i + 1)
                    guard case .page(let n, let p) = target, n > i + 1 else { continue }
                    let key = PagePoint(page: n, x: p.x, y: p.y)
                    if forward[key] != nil { continue }
                    var name = "viewc-page\(n)"
                    var k = 1
                    while taken.contains(name) { k += 1; name = "viewc-page\(n)-\(k)" }
                    taken.insert(name)
                    forward[key] = name
                    forwardOrder.append(key)
                default: break
                }
            }
        }
    }

    /// The destinations to write on page `n` for links from earlier pages.
    func destinations(onPage n: Int) -> [(String, Point)] {
        forwardOrder.filter { $0.page == n }.map { (forward[$0]!, Point($0.x, $0.y)) }
    }

    /// cairo's link attributes for a target, from page `current` (nil: from the outline, which
    /// cairo writes when every page is known).
    func attributes(_ target: LinkTarget, fromPage current: Int?) -> String {
        switch target {
        case .url(let u):
            return "uri=" + CairoRenderer.quoted(portableURL(u))
        case .destination(let name):
            return "dest=" + CairoRenderer.quoted(name)
        case .page(let n, let p):
            if let c = current, n > c, let name = forward[PagePoint(page: n, x: p.x, y: p.y)] {
                return "dest=" + CairoRenderer.quoted(name)
            }
            return "page=\(n) pos=[\(CairoRenderer.num(p.x)) \(CairoRenderer.num(p.y))]"
        }
    }
}
