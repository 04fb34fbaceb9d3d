// The handout composer (ViewcDriver/HandoutLayout.swift): its grid, cells, notes and scaleAspectFit
// geometry from the layout's numbers (written out here, not read from the code), its sheets,
// captions, page numbers and outline, and the drawings' links carried over.

import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class HandoutLayoutTests: XCTestCase {
    /// The compiled documents the pages come from, kept alive with their sources.
    var compiled: [IRDocument] = []

    /// A page of `w`×`h` filled with one colour.
    func page(_ w: Int, _ h: Int, _ color: String = "red") throws -> IRPage {
        compiled.append(try solidPage(Double(w), Double(h), color))
        return compiled.last!.pages[0]
    }

    /// The layout's numbers, written out here: margins 36, header 24 (with a title or author),
    /// footer 18, gutters 18, caption band 14, notes gap 12.
    func expectedCells(paper: Size, columns: Int, rows: Int, header: Bool) -> [Rect] {
        let top = 36 + (header ? 24.0 : 0)
        let cw = paper.width - 72, ch = paper.height - top - 36 - 18
        let w = (cw - 18 * Double(columns - 1)) / Double(columns), h = (ch - 18 * Double(rows - 1)) / Double(rows)
        return (0..<(columns * rows)).map { i in Rect(36 + Double(i % columns) * (w + 18), top + Double(i / columns) * (h + 18), w, h) }
    }

    func assertRect(_ a: Rect, _ b: Rect, _ msg: String = "", file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) vs \(b) \(msg)", file: file, line: line)
        }
    }

    func testGridsAndCells() {
        let grids: [Int: (Int, Int)] = [1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 2), 6: (2, 3), 9: (3, 3)]
        for n in HandoutLayout.perPageChoices {
            for landscape in [false, true] {
                for header in [false, true] {
                    var o = HandoutOptions(paper: PaperSize.a4.size(landscape: landscape))
                    o.perPage = n
                    o.title = header ? "T" : nil
                    let layout = HandoutLayout(o)
                    let (c, r) = landscape ? (grids[n]!.1, grids[n]!.0) : grids[n]!
                    XCTAssertTrue(layout.grid == (c, r), "\(n) landscape=\(landscape): \(layout.grid)")
                    let expected = expectedCells(paper: o.paper, columns: c, rows: r, header: header)
                    for i in 0..<n { assertRect(layout.cell(i), expected[i], "cell \(i) of \(n)") }
                }
            }
        }
    }

    func testNotesTakeTheHalfAlongTheLongerSide() {
        var o = HandoutOptions(paper: PaperSize.letter.size)
        o.notes = true
        let layout = HandoutLayout(o)
        let wide = Rect(36, 36, 540, 200), tall = Rect(36, 36, 200, 540)
        let (d1, n1) = layout.split(wide)
        assertRect(d1, Rect(36, 36, 264, 200))
        assertRect(n1!, Rect(36 + 264 + 12, 36, 264, 200))
        let (d2, n2) = layout.split(tall)
        assertRect(d2, Rect(36, 36, 200, 264))
        assertRect(n2!, Rect(36, 36 + 264 + 12, 200, 264))
        o.notes = false
        XCTAssertNil(HandoutLayout(o).split(wide).notes)
    }

    func testFitIsScaleAspectFitAboveTheCaption() {
        let layout = HandoutLayout(HandoutOptions(paper: PaperSize.a4.size))
        let part = Rect(50, 60, 300, 214)   // 300 × 200 once the caption band is taken
        // A wide drawing: limited by the width, centred vertically.
        let (f1, t1) = layout.fit(Size(600, 100), in: part)!
        let s1 = min(300.0 / 600, 200.0 / 100)
        assertRect(f1, Rect(50, 60 + (200 - 100 * s1) / 2, 600 * s1, 100 * s1))
        XCTAssertEqual(t1.a, s1); XCTAssertEqual(t1.d, s1)
        // A tall one: limited by the height, centred horizontally.
        let (f2, _) = layout.fit(Size(100, 400), in: part)!
        let s2 = min(300.0 / 100, 200.0 / 400)
        assertRect(f2, Rect(50 + (300 - 100 * s2) / 2, 60, 100 * s2, 400 * s2))
        XCTAssertNil(layout.fit(Size(0, 10), in: part))
        XCTAssertNil(layout.fit(Size(10, 10), in: Rect(0, 0, 10, 14)))
    }

    func testComposeSheetsCaptionsNumbersAndOutline() throws {
        let a = IRDocument(pages: [try page(200, 100)])
        var b = IRDocument(pages: [try page(50, 50, "green"), try page(60, 80, "blue"), try page(70, 70, "yellow")])
        // The second drawing's links: to its own third page, to a destination on its second,
        // to the web; its outline names the destination.
        b.pages[0].items += [Item(.link(.page(3, Point(10, 20)), Rect(0, 0, 10, 10)), .none),
                             Item(.link(.destination("mid"), Rect(10, 0, 10, 10)), .none),
                             Item(.link(.url("https://x.org"), Rect(20, 0, 10, 10)), .none)]
        b.pages[1].items.append(Item(.destination("mid", Point(5, 5)), .none))
        b.outline = [OutlineItem(title: "Middle", target: .destination("mid"))]
        let c = IRDocument(pages: [try page(30, 30)])
        var o = HandoutOptions(paper: PaperSize.a4.size)
        o.perPage = 2
        o.title = "Course"
        o.author = "Kim"
        let doc = Handout.compose([HandoutDrawing(document: a, caption: "a.view"), HandoutDrawing(document: b, caption: "Bee"),
                                   HandoutDrawing(document: c, caption: "c.view")], o)
        // Five drawing pages, two a sheet: three sheets of A4.
        XCTAssertEqual(doc.pages.count, 3)
        for p in doc.pages {
            XCTAssertEqual(p.width, PaperSize.a4.size.width); XCTAssertEqual(p.height, PaperSize.a4.size.height)
            XCTAssertTrue(Lowering.isBalanced(p))
        }
        XCTAssertEqual(doc.info, DocumentInfo(title: "Course", author: "Kim"))
        func texts(_ p: IRPage) -> [String] { p.items.compactMap { if case .text(let t) = $0.op { return t.text }; return nil } }
        XCTAssertEqual(texts(doc.pages[0]), ["Course", "Kim", "a.view", "Bee (1/3)", "1 / 3"])
        XCTAssertEqual(texts(doc.pages[1]), ["Course", "Kim", "Bee (2/3)", "Bee (3/3)", "2 / 3"])
        XCTAssertEqual(texts(doc.pages[2]), ["Course", "Kim", "c.view", "3 / 3"])
        XCTAssertEqual(DocumentChecks.problems(doc).map(\.headline), [])

        // Every drawing page's ops are placed by its cell's fit and clipped to its page.
        let cells = expectedCells(paper: o.paper, columns: 1, rows: 2, header: true)
        func fit(_ size: Size, _ cell: Rect) -> Transform {
            let area = Rect(cell.minX, cell.minY, cell.width, cell.height - 14)
            let s = min(area.width / size.width, area.height / size.height)
            return Transform(a: s, b: 0, c: 0, d: s, tx: area.minX + (area.width - size.width * s) / 2,
                             ty: area.minY + (area.height - size.height * s) / 2)
        }
        let concats = doc.pages[0].items.compactMap { if case .concat(let t) = $0.op { return t }; return nil }
        XCTAssertEqual(concats.count, 2)
        for (t, (size, cell)) in zip(concats, [(Size(200, 100), cells[0]), (Size(50, 50), cells[1])]) {
            let e = fit(size, cell)
            for (x, y) in [(t.a, e.a), (t.d, e.d), (t.tx, e.tx), (t.ty, e.ty), (t.b, 0), (t.c, 0)] { XCTAssertEqual(x, y, accuracy: 1e-9) }
        }

        // Links: the page link goes to the sheet and point of the drawing's third page; the
        // destination is renamed; the URL stays.
        let links = doc.pages[0].items.compactMap { if case .link(let t, _) = $0.op { return t }; return nil }
        let third = fit(Size(70, 70), cells[1])   // sheet 2, second cell
        XCTAssertEqual(links[0], .page(2, Point(10, 20).applying(third)))
        XCTAssertEqual(links[1], .destination("viewc-d2-1"))
        XCTAssertEqual(links[2], .url("https://x.org"))
        XCTAssertEqual(doc.destinationPages, ["viewc-d2-1": 2])

        // One outline entry per drawing, at its first cell; the drawing's own outline below it.
        XCTAssertEqual(doc.outline.map(\.title), ["a.view", "Bee", "c.view"])
        XCTAssertEqual(doc.outline.map(\.target), [.page(1, Point(0, cells[0].minY - 6)), .page(1, Point(0, cells[1].minY - 6)),
                                                  .page(3, Point(0, cells[0].minY - 6))])
        XCTAssertEqual(doc.outline[1].children.map(\.title), ["Middle"])
        XCTAssertEqual(doc.outline[1].children[0].target, .destination("viewc-d2-1"))
    }

    func testMultiPageDrawingWithoutOutlineGetsAnEntryPerPage() throws {
        let b = IRDocument(pages: [try page(50, 50), try page(60, 80)])
        var o = HandoutOptions(paper: PaperSize.letter.size(landscape: true))
        o.perPage = 1
        let doc = Handout.compose([HandoutDrawing(document: b, caption: "deck.view")], o)
        XCTAssertEqual(doc.pages.count, 2)
        XCTAssertEqual(doc.outline.count, 1)
        let top = expectedCells(paper: o.paper, columns: 1, rows: 1, header: false)[0].minY - 6
        XCTAssertEqual(doc.outline[0].children, [OutlineItem(title: "Page 1", target: .page(1, Point(0, top))),
                                                 OutlineItem(title: "Page 2", target: .page(2, Point(0, top)))])
    }
}
