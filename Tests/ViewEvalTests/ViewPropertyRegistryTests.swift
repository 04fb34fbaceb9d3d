// Every view property is registered once and documented once: the names in docs/language.md's
// property table (§6.1) are the table's UIView and CALayer properties; every property declared
// in a file of its own (Sources/ViewEval/Kinds/Properties/) has its line in the registry; and
// the parts of a `dump tree` line have distinct ranks, so their order is the one declared.

import Foundation
@testable import ViewEval
import XCTest

final class ViewPropertyRegistryTests: XCTestCase {
    /// The backquoted names in the first column of the table under "### 6.1 Properties".
    static func documentedNames() throws -> Set<String> {
        let text = try String(contentsOfFile: packageRoot + "/docs/language.md", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "### 6.1 Properties"))
        var names = Set<String>()
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("|") { inTable = true } else if inTable { break } else { continue }
            let first = line.split(separator: "|", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            // `alpha` (or `layer.opacity`): every backquoted name of the cell.
            let parts = first.components(separatedBy: "`")
            for i in stride(from: 1, to: parts.count, by: 2) { names.insert(parts[i]) }
        }
        return names
    }

    func testEveryDocumentedPropertyIsInTheTableAndBack() throws {
        let documented = try Self.documentedNames()
        let declared = Set(ViewProperties.uiView.map(\.name))
        XCTAssertEqual(documented.subtracting(declared).sorted(), [], "documented in §6.1 but not in ViewProperties")
        XCTAssertEqual(declared.subtracting(documented).sorted(), [], "in ViewProperties but not documented in §6.1")
        XCTAssertEqual(ViewProperties.uiView.count, declared.count, "a property is declared twice")
    }

    func testEveryPropertyFileIsRegistered() throws {
        let dir = packageRoot + "/Sources/ViewEval/Kinds/Properties"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".swift") }
        var names: [String] = []
        for f in files {
            let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
            // `static let x = ViewProperty(` then, on the next line, its name in quotes.
            for piece in text.components(separatedBy: "= ViewProperty(").dropFirst() {
                let quoted = piece.components(separatedBy: "\"")
                XCTAssertGreaterThan(quoted.count, 2, f)
                if quoted.count > 2 { names.append(quoted[1]) }
            }
        }
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(Set(names), Set(ViewProperties.registered.map(\.name)),
                       "a file of Kinds/Properties/ declares a property that ViewProperties.registered does not list, or the reverse")
        for n in names { XCTAssertNotNil(ViewProperties.table[n], n) }
    }

    func testDumpPartsHaveDistinctRanks() {
        let ranks = TreeDumper.parts.map(\.rank)
        XCTAssertEqual(Set(ranks).count, ranks.count, "two parts of a dump tree line share a rank: \(ranks)")
    }
}
