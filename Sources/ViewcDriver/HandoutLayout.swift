// Handouts: the pages of many drawings laid out in a grid on sheets of paper, as presentation
// programs print handouts — composed here at the IR level (from the lowered documents, before
// the backend), so the drawings stay vector and nothing is drawn twice. Each drawing page goes into a cell:
//
//     save · concat (scaleAspectFit into the cell) · clip to the drawing's page · its ops · restore
//     a frame around it (outside its edges), its caption below, centred
//
// and with notes, ruled lines beside it (the half of the cell along its longer side). Each
// sheet has a footer with its number ("2 / 5") and, when the handout has a title or an author,
// a header. The outline has one entry per drawing, pointing at its first cell. A drawing's
// own links keep working: their areas follow the cell's transform like its drawing does; a
// link to one of its pages goes to that page's cell; its destinations are renamed per drawing
// so that two drawings' names cannot clash.
//
// Geometry, in points (HandoutLayout): margins of 36 (half an inch) on every side; a footer
// band of 18 at the bottom and, with a title or author, a header band of 24 at the top; cells
// separated by gutters of 18; in each cell a caption band of 14 under the drawing's area; with
// notes, a gap of 12 between the drawing's half and the lines, which are 18 apart.

import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewGeometry
import ViewSyntax

/// One drawing to put in a handout: its lowered document and the caption of its cells.
public struct HandoutDrawing: Sendable {
    public var document: IRDocument
    /// The drawing's title when it has one, else its file name.
    public var caption: String
    public init(document: IRDocument, caption: String) { self.document = document; self.caption = caption }
}

/// How to lay a handout out.
public struct HandoutOptions: Sendable {
    /// The sheet, in points, already turned for landscape.
    public var paper: Size
    /// Drawing pages per sheet: one of `HandoutLayout.perPageChoices`.
    public var perPage: Int = 6
    public var notes = false
    public var title: String?
    public var author: String?
    public init(paper: Size) { self.paper = paper }
}

extension HandoutOptions {
    /// The layout from its spellings (`--paper`, `--landscape`, `--per-page`, `--title`,
    /// `--author`), checked: every caller of the handout refuses the same values alike.
    public init(paper name: String, landscape: Bool = false, perPage: Int = 6, notes: Bool = false,
                title: String? = nil, author: String? = nil) throws {
        if !HandoutLayout.perPageChoices.contains(perPage) {
            throw UsageError("--per-page is 1, 2, 3, 4, 6 or 9, not \(perPage)")
        }
        guard let p = PaperSize(name: name) else {
            throw UsageError("unknown paper '\(name)': the sizes are \(PaperSize.nameList)")
        }
        try CompileOptions.checkMetadata("--title", title)
        try CompileOptions.checkMetadata("--author", author)
        self.init(paper: p.size(landscape: landscape))
        self.perPage = perPage
        self.notes = notes
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.author = author.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Where everything goes on a sheet.
public struct HandoutLayout: Sendable {
    public static let perPageChoices = [1, 2, 3, 4, 6, 9]
    public static let margin = 36.0
    public static let headerHeight = 24.0
    public static let footerHeight = 18.0
    public static let gutter = 18.0
    public static let captionHeight = 14.0
    public static let notesGap = 12.0
    public static let notesSpacing = 18.0
    public static let frameWidth = 0.75
    public static let captionFont = Font(family: nil, size: 9)
    public static let titleFont = Font(family: nil, size: 12, weight: .bold)
    public static let authorFont = Font(family: nil, size: 10)
    public static let frameColor = Color(white: 0.6)
    public static let textColor = Color(white: 0.25)
    public static let ruleColor = Color(white: 0.75)

    public var options: HandoutOptions
    public init(_ options: HandoutOptions) { self.options = options }

    /// Columns and rows: portrait sheets stack cells (3 → 1 × 3), landscape sheets put them
    /// side by side (3 → 3 × 1).
    public var grid: (columns: Int, rows: Int) {
        let portrait: (Int, Int)
        switch options.perPage {
        case 1: portrait = (1, 1)
        case 2: portrait = (1, 2)
        case 3: portrait = (1, 3)
        case 4: portrait = (2, 2)
        case 6: portrait = (2, 3)
        default: portrait = (3, 3)
        }
        return options.paper.width > options.paper.height ? (portrait.1, portrait.0) : portrait
    }

    public var hasHeader: Bool { options.title != nil || options.author != nil }

    /// The area the cells share: the sheet within its margins, less the header and footer bands.
    public var content: Rect {
        let m = HandoutLayout.margin
        let top = m + (hasHeader ? HandoutLayout.headerHeight : 0)
        return Rect(m, top, options.paper.width - 2 * m, options.paper.height - top - m - HandoutLayout.footerHeight)
    }

    /// Cell `i` of a sheet (0 the top-left, row by row).
    public func cell(_ i: Int) -> Rect {
        let (cols, rows) = grid
        let c = content, g = HandoutLayout.gutter
        let w = (c.width - g * Double(cols - 1)) / Double(cols)
        let h = (c.height - g * Double(rows - 1)) / Double(rows)
        return Rect(c.minX + Double(i % cols) * (w + g), c.minY + Double(i / cols) * (h + g), w, h)
    }

    /// The part of a cell for the drawing and its caption, and the part for notes (with
    /// notes: the first half along the cell's longer side, then the rest after a gap).
    public func split(_ cell: Rect) -> (drawing: Rect, notes: Rect?) {
        guard options.notes else { return (cell, nil) }
        let gap = HandoutLayout.notesGap
        if cell.width >= cell.height {
            let w = (cell.width - gap) / 2
            return (Rect(cell.minX, cell.minY, w, cell.height), Rect(cell.minX + w + gap, cell.minY, cell.width - w - gap, cell.height))
        }
        let h = (cell.height - gap) / 2
        return (Rect(cell.minX, cell.minY, cell.width, h), Rect(cell.minX, cell.minY + h + gap, cell.width, cell.height - h - gap))
    }

    /// The rectangle a drawing page of `size` is shown in: the drawing part less the caption
    /// band, and the page fitted into it as UIView's scaleAspectFit fits content.
    public func fit(_ size: Size, in drawingPart: Rect) -> (frame: Rect, transform: Transform)? {
        let area = Rect(drawingPart.minX, drawingPart.minY, drawingPart.width, max(0, drawingPart.height - HandoutLayout.captionHeight))
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              area.width > 0, area.height > 0 else { return nil }
        let t = contentTransform(.scaleAspectFit, intrinsic: size, bounds: area)   // ViewEval/ContentMode.swift
        return (Rect(0, 0, size.width, size.height).applying(t), t)
    }
}

public enum Handout {
    /// The handout of `drawings`, every page of each in order.
    public static func compose(_ drawings: [HandoutDrawing], _ options: HandoutOptions) -> IRDocument {
        let layout = HandoutLayout(options)
        let perPage = options.perPage
        // Where each drawing page goes: (sheet from 1, cell, fit).
        struct Slot { var sheet: Int; var cell: Int; var fit: (frame: Rect, transform: Transform)? }
        var slots: [[Slot]] = []
        var k = 0
        for d in drawings {
            slots.append(d.document.pages.map { page in
                defer { k += 1 }
                let cell = layout.cell(k % perPage)
                return Slot(sheet: k / perPage + 1, cell: k % perPage, fit: layout.fit(Size(page.width, page.height), in: layout.split(cell).drawing))
            })
        }
        let sheetCount = max(1, (k + perPage - 1) / perPage)
        var sheets = (0..<sheetCount).map { _ in [Item]() }
        var outline: [OutlineItem] = []
        for (di, d) in drawings.enumerated() {
            let names = destinationNames(d.document, drawing: di + 1)
            func remap(_ t: LinkTarget) -> LinkTarget {
                switch t {
                case .url: return t
                case .destination(let n): return .destination(names[n] ?? n)
                case .page(let n, let p):
                    guard n >= 1 && n <= slots[di].count else { return t }
                    let s = slots[di][n - 1]
                    return .page(s.sheet, s.fit.map { p.applying($0.transform) } ?? layout.cell(s.cell).origin)
                }
            }
            for (pi, page) in d.document.pages.enumerated() {
                let slot = slots[di][pi]
                let cell = layout.cell(slot.cell)
                var items: [Item] = []
                let (drawingPart, notesPart) = layout.split(cell)
                if let fit = slot.fit {
                    items.append(Item(.save, page.range))
                    items.append(Item(.concat(fit.transform), page.range))
                    items.append(Item(.clip(rectPath(Rect(0, 0, page.width, page.height)), .nonZero), page.range))
                    for item in page.items {
                        switch item.op {
                        case .link(let t, let r): items.append(Item(.link(remap(t), r), item.range))
                        case .destination(let n, let p): items.append(Item(.destination(names[n] ?? n, p), item.range))
                        default: items.append(item)
                        }
                    }
                    items.append(Item(.restore, page.range))
                    let o = HandoutLayout.frameWidth / 2
                    items.append(Item(.stroke(rectPath(fit.frame.insetBy(dx: -o, dy: -o)), .color(HandoutLayout.frameColor),
                                              line(HandoutLayout.frameWidth)), .none))
                }
                let count = d.document.pages.count
                let caption = count > 1 ? "\(d.caption) (\(pi + 1)/\(count))" : d.caption
                let captionTop = slot.fit.map { $0.frame.maxY + 2 } ?? drawingPart.maxY - HandoutLayout.captionHeight
                items.append(text(caption, HandoutLayout.captionFont, .center,
                                  Rect(drawingPart.minX, captionTop, drawingPart.width, HandoutLayout.captionHeight - 2)))
                if let n = notesPart { items += rules(n) }
                sheets[slot.sheet - 1] += items
            }
            let first = slots[di].first
            let target = LinkTarget.page(first?.sheet ?? 1, Point(0, max(0, (first.map { layout.cell($0.cell).minY } ?? 0) - 6)))
            var children = d.document.outline.map { remapOutline($0, remap) }
            if children.isEmpty && d.document.pages.count > 1 {
                children = slots[di].enumerated().map { pi, s in
                    OutlineItem(title: "Page \(pi + 1)", target: .page(s.sheet, Point(0, max(0, layout.cell(s.cell).minY - 6))))
                }
            }
            outline.append(OutlineItem(title: d.caption, target: target, children: children))
        }
        let pages = sheets.enumerated().map { n, items -> IRPage in
            IRPage(width: options.paper.width, height: options.paper.height,
                   items: header(layout) + items + footer(layout, n + 1, sheetCount), range: .none)
        }
        var doc = IRDocument(pages: pages, sources: drawings.flatMap(\.document.sources))
        doc.info = DocumentInfo(title: options.title, author: options.author)
        doc.outline = outline
        return doc
    }

    /// A drawing's destinations under names of its own in the handout (`viewc-d2-1`, …).
    static func destinationNames(_ doc: IRDocument, drawing: Int) -> [String: String] {
        var out: [String: String] = [:]
        for page in doc.pages {
            for item in page.items {
                if case .destination(let n, _) = item.op, out[n] == nil { out[n] = "viewc-d\(drawing)-\(out.count + 1)" }
            }
        }
        return out
    }

    static func remapOutline(_ item: OutlineItem, _ remap: (LinkTarget) -> LinkTarget) -> OutlineItem {
        OutlineItem(title: item.title, target: remap(item.target), isOpen: item.isOpen,
                    children: item.children.map { remapOutline($0, remap) }, range: item.range)
    }

    static func line(_ width: Double) -> StrokeStyle {
        var s = StrokeStyle()
        s.lineWidth = width
        return s
    }

    static func rectPath(_ r: Rect) -> PathData {
        var p = BezierPath()
        p.addRect(r)
        return p.data
    }

    static func text(_ s: String, _ font: Font, _ alignment: TextAlignment, _ box: Rect, color: Color = HandoutLayout.textColor) -> Item {
        Item(.text(TextRun(text: s, font: font, color: color, alignment: alignment, box: box, wrapWidth: box.width, lines: 1)), .none)
    }

    /// Ruled lines for notes, 18 points apart, the first one spacing below the top.
    static func rules(_ area: Rect) -> [Item] {
        var out: [Item] = []
        var y = area.minY + HandoutLayout.notesSpacing
        while y <= area.maxY {
            out.append(Item(.stroke([.move(Point(area.minX, y)), .line(Point(area.maxX, y))], .color(HandoutLayout.ruleColor),
                                    line(0.5)), .none))
            y += HandoutLayout.notesSpacing
        }
        return out
    }

    static func header(_ layout: HandoutLayout) -> [Item] {
        guard layout.hasHeader else { return [] }
        let m = HandoutLayout.margin, w = layout.options.paper.width - 2 * m
        let h = HandoutLayout.headerHeight - 6
        var out: [Item] = []
        // The title takes the band's first two thirds when there is an author, else all of it.
        let titleWidth = layout.options.author == nil ? w : w * 2 / 3
        if let t = layout.options.title {
            out.append(text(t, HandoutLayout.titleFont, .left, Rect(m, m, titleWidth, h), color: .black))
        }
        if let a = layout.options.author {
            let x = layout.options.title == nil ? m : m + titleWidth
            out.append(text(a, HandoutLayout.authorFont, .right, Rect(x, m, m + w - x, h)))
        }
        return out
    }

    static func footer(_ layout: HandoutLayout, _ n: Int, _ count: Int) -> [Item] {
        let m = HandoutLayout.margin, p = layout.options.paper
        return [text("\(n) / \(count)", HandoutLayout.captionFont, .center,
                     Rect(m, p.height - m - HandoutLayout.footerHeight + 4, p.width - 2 * m, HandoutLayout.footerHeight - 4))]
    }
}
