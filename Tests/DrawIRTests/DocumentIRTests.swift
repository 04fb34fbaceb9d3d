// The IR's document parts (DrawIR/Document.swift): what `dump ir` prints for metadata, page
// titles, links, destinations and the outline, and the checks that make a document's links,
// destinations and outline fit together.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
import ViewEval
@testable import DrawIR

/// Tests that build documents from one-colour pages.
class IRPageTestCase: XCTestCase {
    /// The compiled documents the pages come from, kept so that their ranges can be printed.
    var compiled: [IRDocument] = []

    /// A page of `w`×`h` filled with one colour (from a real compile, so ops carry ranges).
    func page(_ w: Int, _ h: Int, _ color: String = "red") throws -> IRPage {
        compiled.append(try lowerText("canvas(width: \(w), height: \(h)) {\n    backgroundColor: \(color)\n}\n"))
        return compiled.last!.pages[0]
    }
}

final class DocumentIRTests: IRPageTestCase {
    func testPrinterShowsEveryPartOfADocument() throws {
        var first = try page(100, 50)
        first.items.append(Item(.save, .none))
        first.items.append(Item(.concat(Transform(translationX: 10, y: 5)), .none))
        first.items.append(Item(.link(.url("https://example.com/a b"), Rect(0, 0, 40, 20)), .none))
        first.items.append(Item(.link(.page(2, Point(0, 12.5)), Rect(0, 20, 40, 20)), .none))
        first.items.append(Item(.restore, .none))
        var second = try page(200, 300, "blue")
        second.accessibility.label = "Second"
        second.items.append(Item(.destination("intro", Point(3, 4)), .none))
        var doc = IRDocument(pages: [first, second])
        doc.info = DocumentInfo(title: "Notes", author: "Kim", subject: "UIKit", keywords: ["views", "paths"])
        doc.outline = [OutlineItem(title: "One", target: .page(1, .zero), isOpen: true,
                                   children: [OutlineItem(title: "Intro", target: .destination("intro"))])]
        XCTAssertEqual(IRPrinter.print(doc), """
        info title="Notes" author="Kim" subject="UIKit" keywords=["views" "paths"]
        page 1 100x50
          save  @1:1
            fill #ff0000 nonzero M 0 0 L 100 0 L 100 50 L 0 50 Z  @1:1
          restore  @1:1
          save  @-
            concat [1 0 0 1 10 5]  @-
            link url "https://example.com/a b" rect 0 0 40 20  @-
            link page 2 at 0 12.5 rect 0 20 40 20  @-
          restore  @-
        page 2 200x300 label="Second"
          save  @1:1
            fill #0000ff nonzero M 0 0 L 200 0 L 200 300 L 0 300 Z  @1:1
          restore  @1:1
          destination "intro" at 3 4  @-
        outline
          "One" -> page 1 at 0 0 open  @-
            "Intro" -> dest "intro"  @-

        """)
        XCTAssertEqual(DocumentChecks.problems(doc).map(\.message), [])
        XCTAssertEqual(doc.destinationPages, ["intro": 2])
    }

    func testProblemsNameEveryBrokenLinkDestinationAndOutlineEntry() throws {
        let src = SourceFile(path: "d.view", text: "link\ndest\nentry\n")
        func at(_ line: Int) -> SourceRange {
            let starts = [0, 5, 10]
            return SourceRange(file: src, start: starts[line - 1], end: starts[line - 1] + 4)
        }
        var p = try page(10, 10)
        p.items += [
            Item(.destination("intro", .zero), at(2)),
            Item(.destination("intro", Point(1, 1)), at(2)),
            Item(.destination("a b", .zero), at(2)),
            Item(.destination(String(repeating: "x", count: 101), .zero), at(2)),
            Item(.destination("nan", Point(.nan, 0)), at(2)),
            Item(.link(.page(3, .zero), Rect(0, 0, 1, 1)), at(1)),
            Item(.link(.page(0, .zero), Rect(0, 0, 1, 1)), at(1)),
            Item(.link(.destination("intr"), Rect(0, 0, 1, 1)), at(1)),
            Item(.link(.url(""), Rect(0, 0, 1, 1)), at(1)),
            Item(.link(.url("https://x.org"), Rect(0, 0, .infinity, 1)), at(1)),
        ]
        var doc = IRDocument(pages: [p])
        doc.outline = [OutlineItem(title: "Gone", target: .destination("nowhere"), range: at(3))]
        let problems = DocumentChecks.problems(doc)
        XCTAssertEqual(problems.map(\.headline), [
            "d.view:2:1: error: a destination named 'intro' is already defined",
            "d.view:2:1: error: a destination name is 1 to 100 letters (a-z, A-Z), digits, '-', '_' and '.', not \"a b\"",
            "d.view:2:1: error: a destination name is 1 to 100 letters (a-z, A-Z), digits, '-', '_' and '.', not \"\(String(repeating: "x", count: 101))\"",
            "d.view:2:1: error: the destination 'nan' is not at a finite point",
            "d.view:1:1: error: this link goes to page 3, but the document has 1 page",
            "d.view:1:1: error: this link goes to page 0, but the document has 1 page",
            "d.view:1:1: error: this link goes to 'intr', but no destination has that name (did you mean 'intro'?)",
            "d.view:1:1: error: this link has an empty URL",
            "d.view:1:1: error: this link's area is not finite",
            "d.view:3:1: error: the outline entry 'Gone' goes to 'nowhere', but no destination has that name",
        ])
        XCTAssertEqual(problems[0].notes.map(\.headline), ["d.view:2:1: note: the first 'intro' is here"])
        for ok in ["a", "Intro-2_b.c", String(repeating: "y", count: 100)] {
            XCTAssertTrue(DocumentChecks.isValidDestinationName(ok), ok)
        }
        for bad in ["", "é", "a:b", "a/b", "(x)", "a'b"] {
            XCTAssertFalse(DocumentChecks.isValidDestinationName(bad), bad)
        }
    }

    func testLinksWithoutFilesAreNamedForSVG() throws {
        var one = try page(10, 10)
        one.items += [Item(.link(.page(2, .zero), Rect(0, 0, 5, 5)), .none),
                      Item(.link(.destination("there"), Rect(0, 5, 5, 5)), .none),
                      Item(.link(.url("https://x.org"), Rect(5, 0, 5, 5)), .none),
                      Item(.link(.page(1, .zero), Rect(5, 5, 5, 5)), .none)]
        var two = try page(10, 10)
        two.items.append(Item(.destination("there", .zero), .none))
        let doc = IRDocument(pages: [one, two])
        XCTAssertEqual(DocumentChecks.linksWithoutFiles(doc, page: 1, filesFor: [1, 2]).count, 0)
        let warnings = DocumentChecks.linksWithoutFiles(doc, page: 1, filesFor: [1])
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("this link goes to page 2, which this run writes to no SVG file") })
    }
}
