// Every name the registry declares has the text an editor shows for it: a completion (its
// name, kind and type or signature) and a hover (the same, with the manual's row), made by the
// server's own functions from the registry's catalogue and docs/language.md's tables, the one
// source of both. Every property a block takes has its row in the manual.

@testable import ViewcLSP
import ViewEval
import XCTest

final class CatalogTextTests: XCTestCase {
    static let manual: DocIndex = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/language.md").path
        return DocIndex(markdown: try! String(contentsOfFile: path, encoding: .utf8))
    }()

    func testEveryRegistryEntryHasCompletionAndHoverText() {
        let language = Language(docs: Self.manual)
        XCTAssertGreaterThan(Catalog.entries.count, 500)
        for kind in CatalogEntry.Kind.allCases {
            XCTAssertTrue(Catalog.entries.contains { $0.kind == kind }, "no entry of kind \(kind)")
        }
        for e in Catalog.entries {
            let c = language.completion(e)
            XCTAssertEqual(c.label, e.name)
            XCTAssertFalse(c.label.isEmpty)
            XCTAssertTrue(c.detail.hasPrefix(e.detail) && !e.detail.isEmpty, "\(e.name): \(c.detail)")
            let h = language.hover(e)
            XCTAssertTrue(h.contains(e.detail), "\(e.name): \(h)")
        }
    }

    func testEveryPropertyHasItsRowInTheManual() {
        for e in Catalog.entries where [.viewProperty, .pathProperty, .groupProperty].contains(e.kind) {
            XCTAssertNotNil(Self.manual[e.name], "\(e.kind) '\(e.name)' has no row in docs/language.md's tables")
        }
    }

    func testASignatureSpellsItsLabelsTypesAndResult() {
        let rect = Catalog.entries.filter { $0.kind == .method && $0.name == "insetBy" && $0.owner == "Rect" }.map(\.detail)
        XCTAssertEqual(rect, ["Rect.insetBy(dx: Number, dy: Number) -> Rect"])
        XCTAssertTrue(Catalog.entries.contains { $0.kind == .viewProperty && $0.name == "alpha" && $0.detail == "Number" })
        XCTAssertTrue(Catalog.entries.contains { $0.kind == .viewProperty && $0.name == "text" && $0.owner == "label" })
        XCTAssertEqual(Catalog.cases(forProperty: "contentMode").first, "scaleToFill")
        XCTAssertTrue(Catalog.cases(forProperty: "backgroundColor").contains("systemBlue"))
    }

    /// A property that is an enumeration offers its cases after `name: .`, from its own
    /// declaration: every property typed as a symbol declares them.
    func testAnEnumeratedPropertyOffersTheCasesItDeclares() {
        XCTAssertEqual(Catalog.cases(forProperty: "semanticContentAttribute"), ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"])
        XCTAssertEqual(Catalog.cases(forProperty: "layer.maskedCorners"), ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"])
        XCTAssertEqual(Catalog.cases(forProperty: "contentHorizontalAlignment"), ["center", "left", "right", "fill", "leading", "trailing"])
        XCTAssertEqual(Catalog.cases(forProperty: "contentVerticalAlignment"), ["center", "top", "bottom", "fill"])
        XCTAssertEqual(Catalog.cases(forProperty: "lineCap"), ["butt", "round", "square"])
        XCTAssertEqual(Catalog.cases(forProperty: "renderingMode"), ["automatic", "alwaysOriginal", "alwaysTemplate"])
        XCTAssertTrue(Catalog.cases(forProperty: "blendMode").contains("multiply"))
        for e in Catalog.entries where [.viewProperty, .pathProperty, .groupProperty].contains(e.kind) && e.detail == "Symbol" {
            XCTAssertFalse(Catalog.cases(forProperty: e.name).isEmpty, "'\(e.name)' is a Symbol without its cases")
        }
    }

    func testTheManualsRowsAreReadByName() {
        let d = DocIndex(markdown: """
        | Property | Type | Default |
        |---|---|---|
        | `alpha` (or `layer.opacity`) | Number | 1 |
        | `addSubview(_:)` | a view | — |

        | Other | Type |
        |---|---|
        | `alpha` | not this one |
        """)
        XCTAssertEqual(d["alpha"], "Type: Number · Default: 1")
        XCTAssertEqual(d["layer.opacity"], "Type: Number · Default: 1")
        XCTAssertEqual(d["addSubview"], "Type: a view · Default: —")
    }
}
