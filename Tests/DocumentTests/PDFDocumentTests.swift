// PDFs as documents (CairoBackend/PDFDocument.swift), read back with poppler and qpdf: the
// Info dictionary, page sizes page by page, link annotations over areas that follow the
// transform, links to pages before and after and to named destinations, destinations, the
// outline, text that stays text in subset fonts, clean files and identical bytes. Multi-page
// documents are built as IR here, until the language has documents.

import CairoBackend
import DrawIR
import Foundation
import ViewGeometry
import ViewSyntax
import XCTest

final class PDFDocumentTests: XCTestCase {
    /// Writes a rendered PDF to a scratch file and checks it with `qpdf --check`.
    func pdfFile(_ doc: IRDocument, epoch: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = scratch(self) + "/d.pdf"
        write(try render(doc, .pdf, epoch: epoch), path)
        let check = try runTool("qpdf", ["--check", path])
        XCTAssertEqual(check.status, 0, "qpdf --check: " + check.stdout + check.stderr, file: file, line: line)
        XCTAssertFalse((check.stdout + check.stderr).contains("WARNING"), check.stdout + check.stderr, file: file, line: line)
        return path
    }

    /// Three pages of different sizes and colours.
    func threePages() throws -> IRDocument {
        let docs = [try solidPage(200, 100, "red"), try solidPage(PaperSize.a4.size.height, PaperSize.a4.size.width, "green"),
                    try solidPage(300, 300, "blue")]
        return IRDocument(pages: docs.map { $0.pages[0] }, sources: docs.flatMap(\.sources))
    }

    func testInfoDictionaryAndCreator() throws {
        var doc = try solidPage(100, 100, "red")
        doc.info = DocumentInfo(title: "UIKit 드로잉 a)b", author: "Kim \\ Lee", subject: "Views (and paths", keywords: ["views", "paths"])
        let path = try pdfFile(doc, epoch: 1_700_000_000)
        let info = try pdfinfo(path, ["-isodates"])
        XCTAssertEqual(info["Title"], "UIKit 드로잉 a)b")
        XCTAssertEqual(info["Author"], "Kim \\ Lee")
        XCTAssertEqual(info["Subject"], "Views (and paths")
        XCTAssertEqual(info["Keywords"], "views, paths")
        XCTAssertEqual(info["Creator"], "viewc \(viewcVersion)")
        XCTAssertEqual(viewcVersion, try runTool("viewc", ["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        // 1 700 000 000 s = 19675 days (to 2023-11-14) + 80 000 s (22:13:20).
        XCTAssertEqual(1_700_000_000, 19675 * 86400 + 22 * 3600 + 13 * 60 + 20)
        XCTAssertEqual(info["CreationDate"], "2023-11-14T22:13:20Z")
        XCTAssertEqual(info["ModDate"], "2023-11-14T22:13:20Z")
        XCTAssertEqual(info["Tagged"], "no", "a document without links is not wrapped in a structure element")
    }

    func testEveryPageHasItsOwnSize() throws {
        let path = try pdfFile(try threePages())
        let info = try pdfinfo(path, ["-f", "1", "-l", "3"])
        XCTAssertEqual(info["Pages"], "3")
        XCTAssertEqual(info["Page    1 size"], "200 x 100 pts")
        XCTAssertEqual(info["Page    2 size"], "841.89 x 595.276 pts (A4)")
        XCTAssertEqual(info["Page    3 size"], "300 x 300 pts")
        // Each page's drawing is on its page: the middle of each is its colour.
        let png = scratch(self) + "/p"
        XCTAssertEqual(try runTool("pdftocairo", ["-png", "-r", "72", path, png]).status, 0)
        let colors = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        for (i, c) in colors.enumerated() {
            let px = try Pixels(png: png + "-\(i + 1).png")
            assertColor(px, px.width / 2, px.height / 2, c, "page \(i + 1)")
        }
    }

    func testURLLinkCoversItsTransformedAreaAndIsEscaped() throws {
        var doc = try solidPage(200, 100, "white")
        // A link 40×20 at the origin of a space moved to (50, 10) and turned 30°.
        let t = Transform(rotationAngle: .pi / 6).concatenating(Transform(translationX: 50, y: 10))
        let url = "https://example.com/a b(c)\\d'é\"<x>?q=1&r=%41"
        doc.pages[0].items += [Item(.save, .none), Item(.concat(t), .none),
                               Item(.link(.url(url), Rect(0, 0, 40, 20)), .none), Item(.restore, .none)]
        let path = try pdfFile(doc)
        let q = try QPDFDocument(path)
        let links = q.links(page: 1)
        XCTAssertEqual(links.count, 1)
        // The corners, computed here: x' = x·cos − y·sin + 50, y' = x·sin + y·cos + 10.
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        let corners = [(0.0, 0.0), (40, 0), (40, 20), (0, 20)].map { (x, y) in (x * c - y * s + 50, x * s + y * c + 10) }
        let x0 = corners.map(\.0).min()!, x1 = corners.map(\.0).max()!
        let y0 = corners.map(\.1).min()!, y1 = corners.map(\.1).max()!
        // PDF space has y up: the page is 100 high. cairo rounds the area outwards to whole points.
        let rect = try XCTUnwrap(links[0]["/Rect"] as? [NSNumber]).map(\.doubleValue)
        XCTAssertEqual(rect, [x0.rounded(.down), (100 - y1).rounded(.down), x1.rounded(.up), (100 - y0).rounded(.up)])
        XCTAssertEqual(rect, [40, 52, 85, 90])
        let action = try XCTUnwrap(links[0]["/A"] as? [String: Any])
        let escaped = "https://example.com/a%20b%28c%29%5Cd%27%C3%A9%22%3Cx%3E?q=1&r=%41"
        XCTAssertEqual(action["/URI"] as? String, "u:" + escaped)
        let urls = try runTool("pdfinfo", ["-url", path])
        XCTAssertEqual(urls.status, 0, urls.stderr)
        XCTAssertEqual(urls.stdout, "Page  Type          URL\n   1  Annotation    \(escaped)\n")
        XCTAssertEqual(try pdfinfo(path)["Tagged"], "yes", "links are wrapped in a structure element (cairo 1.16)")
    }

    func testLinksToEarlierAndLaterPagesAndToNamedDestinations() throws {
        var doc = try threePages()
        let h2 = PaperSize.a4.size.width
        doc.pages[0].items += [Item(.link(.page(3, Point(10, 20)), Rect(0, 0, 10, 10)), .none),    // later page
                               Item(.link(.destination("end"), Rect(10, 0, 10, 10)), .none)]      // later name
        doc.pages[1].items += [Item(.link(.page(2, Point(1, 2)), Rect(0, 0, 10, 10)), .none),      // this page
                               Item(.link(.page(1, Point(5, 7)), Rect(10, 0, 10, 10)), .none),     // earlier page
                               Item(.destination("middle", Point(30, 40)), .none)]
        doc.pages[2].items += [Item(.save, .none), Item(.concat(Transform(translationX: 100, y: 50)), .none),
                               Item(.destination("end", Point(5, 6)), .none), Item(.restore, .none),
                               Item(.link(.destination("middle"), Rect(0, 0, 10, 10)), .none)]     // earlier name
        let path = try pdfFile(doc)
        let q = try QPDFDocument(path)
        func goes(_ page: Int, _ i: Int) -> (Int, Double, Double)? {
            q.destination(of: q.links(page: page)[i]).map { ($0.page, $0.x, $0.y) }
        }
        // Page heights 100, 595.276 and 300; PDF's y is measured from the bottom.
        XCTAssertTrue(goes(1, 0)! == (3, 10, 280), "\(String(describing: goes(1, 0)))")
        XCTAssertTrue(goes(1, 1)! == (3, 105, 244), "\(String(describing: goes(1, 1)))")
        let same = goes(2, 0)!, back = goes(2, 1)!
        XCTAssertEqual(same.0, 2); XCTAssertEqual(same.1, 1); XCTAssertEqual(same.2, h2 - 2, accuracy: 0.001)
        XCTAssertTrue(back == (1, 5, 93), "\(back)")
        let middle = goes(3, 0)!
        XCTAssertEqual(middle.0, 2); XCTAssertEqual(middle.1, 30); XCTAssertEqual(middle.2, h2 - 40, accuracy: 0.001)
        // The names a reader lists: the document's own, and the one made for the link to page 3.
        let dests = try runTool("pdfinfo", ["-dests", path])
        XCTAssertEqual(dests.status, 0, dests.stderr)
        XCTAssertTrue(dests.stdout.contains("\"end\""), dests.stdout)
        XCTAssertTrue(dests.stdout.contains("\"middle\""), dests.stdout)
        XCTAssertTrue(dests.stdout.contains("\"viewc-page3\""), dests.stdout)
        // poppler reads every link (cairo 1.16 alone leaves a link to a later page without a
        // destination, and pdfinfo -url crashes on it).
        XCTAssertEqual(try runTool("pdfinfo", ["-url", path]).status, 0)
    }

    func testLinksOnAPageWithNoDrawingAreKept() throws {
        let blank = IRPage(width: 100, height: 100, items: [Item(.link(.url("https://x.org"), Rect(0, 0, 50, 50)), .none),
                                                            Item(.destination("here", Point(0, 0)), .none)], range: .none)
        let path = try pdfFile(IRDocument(pages: [blank]))
        XCTAssertEqual(try QPDFDocument(path).links(page: 1).count, 1)
        XCTAssertTrue(try runTool("pdfinfo", ["-dests", path]).stdout.contains("\"here\""))
    }

    func testOutlineIsNestedWithItsTargets() throws {
        var doc = try threePages()
        doc.pages[2].items.append(Item(.destination("end", Point(0, 100)), .none))
        doc.outline = [
            OutlineItem(title: "첫 장 (one", target: .page(1, Point(0, 30)), isOpen: true, children: [
                OutlineItem(title: "Deeper", target: .page(2, Point(10, 20)), children: [
                    OutlineItem(title: "Deepest", target: .destination("end")),
                ]),
            ]),
            OutlineItem(title: "Web", target: .url("https://example.com")),
        ]
        let path = try pdfFile(doc)
        let q = try QPDFDocument(path)
        let top = q.outlines
        XCTAssertEqual(top.map { $0["title"] as? String }, ["첫 장 (one", "Web"])
        XCTAssertEqual(top[0]["open"] as? Bool, true)
        XCTAssertEqual(top[0]["destpageposfrom1"] as? Int, 1)
        XCTAssertTrue(q.resolve(top[0]["dest"] as! [Any])! == (1, 0, 70))
        let deeper = try XCTUnwrap(top[0]["kids"] as? [[String: Any]])
        XCTAssertEqual(deeper.map { $0["title"] as? String }, ["Deeper"])
        XCTAssertEqual(deeper[0]["open"] as? Bool, false)
        let d = q.resolve(deeper[0]["dest"] as! [Any])!
        XCTAssertEqual(d.page, 2); XCTAssertEqual(d.x, 10); XCTAssertEqual(d.y, PaperSize.a4.size.width - 20, accuracy: 0.001)
        let deepest = try XCTUnwrap(deeper[0]["kids"] as? [[String: Any]])
        XCTAssertEqual(deepest.map { $0["title"] as? String }, ["Deepest"])
        XCTAssertEqual(deepest[0]["destpageposfrom1"] as? Int, 3)
        XCTAssertEqual((top[1]["kids"] as? [Any])?.count, 0)
    }

    func testTextStaysTextInSubsetFontsAndBytesRepeat() throws {
        let text = try compileIR("""
        canvas(width: 300, height: 120) {
            label {
                frame: Rect(10, 10, 280, 40)
                text: "Views draw themselves."
            }
            label {
                frame: Rect(10, 60, 280, 40)
                text: "뷰는 스스로 그린다."
            }
        }
        """)
        var doc = try threePages()
        doc.pages.insert(text.pages[0], at: 1)
        doc.sources += text.sources
        doc.pages[0].items.append(Item(.link(.page(2, .zero), Rect(0, 0, 10, 10)), .none))
        doc.outline = [OutlineItem(title: "Text", target: .page(2, .zero))]
        doc.info.title = "Same bytes"
        let path = try pdfFile(doc, epoch: 1_000_000_000)
        let page2 = try runTool("pdftotext", ["-f", "2", "-l", "2", path, "-"])
        XCTAssertTrue(page2.stdout.contains("Views draw themselves."), page2.stdout)
        XCTAssertTrue(page2.stdout.contains("뷰는 스스로 그린다."), page2.stdout)
        XCTAssertEqual(try runTool("pdftotext", ["-f", "1", "-l", "1", path, "-"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "")
        let fonts = try runTool("pdffonts", [path]).stdout.split(separator: "\n").dropFirst(2)
        XCTAssertFalse(fonts.isEmpty)
        for f in fonts {
            let cols = f.split(separator: " ", omittingEmptySubsequences: true)
            // name type… encoding emb sub uni object ID: emb and sub are the 5th and 4th from the end.
            XCTAssertEqual(cols[cols.count - 5], "yes", "embedded: \(f)")
            XCTAssertEqual(cols[cols.count - 4], "yes", "subset: \(f)")
        }
        XCTAssertEqual(try render(doc, .pdf, epoch: 1_000_000_000), try render(doc, .pdf, epoch: 1_000_000_000))
    }

    func testADocumentWhoseLinksDoNotFitTogetherIsRefused() throws {
        var doc = try solidPage(50, 50, "red")
        let src = doc.sources[0]
        doc.pages[0].items.append(Item(.link(.page(4, .zero), Rect(0, 0, 5, 5)), SourceRange(file: src, start: 0, end: 6)))
        for format in OutputFormat.allCases {
            XCTAssertThrowsError(try render(doc, format)) { e in
                let b = e as? BackendError
                XCTAssertEqual(b?.message, "this link goes to page 4, but the document has 1 page")
                XCTAssertEqual(b?.range.map { Diagnostic.error(b!.message, at: $0).headline }, "t.view:1:1: error: this link goes to page 4, but the document has 1 page")
            }
        }
    }
}
