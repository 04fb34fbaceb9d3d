// Tests/README.md's table says what each test class proves, so it must name every one: a test
// class with no row fails here (add the row with the class), and so does a row naming a class
// that no longer exists (renamed or removed), so that the table stays the suite's index.

import Foundation
import XCTest

final class TestIndexTests: XCTestCase {
    /// The test classes of the test targets under `tests`, as "Target/Class": the classes
    /// declared at the start of a line whose superclass is XCTestCase or, in turn, such a class,
    /// less the base classes others derive from (they hold helpers, not tests).
    static func testClasses(under tests: String) throws -> Set<String> {
        var superclass: [String: (target: String, parent: String)] = [:]
        let files = FileManager.default.enumerator(atPath: tests)
        while let path = files?.nextObject() as? String {
            if path.split(separator: "/").last?.hasPrefix(".") == true { files?.skipDescendants(); continue }
            guard path.hasSuffix(".swift") else { continue }
            let target = String(path.prefix { $0 != "/" })
            let text = try String(contentsOfFile: tests + "/" + path, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let (name, parent) = classDeclaration(line) { superclass[name] = (target, parent) }
            }
        }
        func isTestCase(_ name: String) -> Bool {
            var seen: Set<String> = []
            var current = name
            while let (_, parent) = superclass[current], seen.insert(current).inserted {
                if parent == "XCTestCase" { return true }
                current = parent
            }
            return false
        }
        let bases = Set(superclass.values.map(\.parent))
        return Set(superclass.filter { isTestCase($0.key) && !bases.contains($0.key) }.map { $0.value.target + "/" + $0.key })
    }

    /// `final class Name: Parent` (or `class`, attributes before it) at the start of a line.
    static func classDeclaration(_ line: Substring) -> (String, String)? {
        var rest = line
        for word in ["public ", "final ", "open "] where rest.hasPrefix(word) { rest = rest.dropFirst(word.count) }
        guard rest.hasPrefix("class ") else { return nil }
        rest = rest.dropFirst("class ".count)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        guard !name.isEmpty, rest.hasPrefix(":") else { return nil }
        let parent = rest.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return parent.isEmpty ? nil : (String(name), String(parent))
    }

    /// The classes the README's table rows name, as "Target/Class": the first cell of a row
    /// holds `Target/Class`, and may go on with more `Class`es of the same target.
    static func listedClasses(_ readme: String) -> Set<String> {
        var listed: Set<String> = []
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let first = names.first, let slash = first.firstIndex(of: "/") else { continue }
            let target = String(first[..<slash])
            listed.insert(first)
            for name in names.dropFirst() where !name.contains("/") { listed.insert(target + "/" + name) }
        }
        return listed
    }

    func testTheParsersFindClassesAndRows() {
        XCTAssertEqual(Self.classDeclaration("final class A: XCTestCase {").map { [$0.0, $0.1] }, ["A", "XCTestCase"])
        XCTAssertEqual(Self.classDeclaration("class IRPageTestCase: XCTestCase {").map { [$0.0, $0.1] }, ["IRPageTestCase", "XCTestCase"])
        XCTAssertNil(Self.classDeclaration("    class Box: UIView {"), "a class inside a test's text is not a test class")
        XCTAssertNil(Self.classDeclaration("final class Plain {"))
        XCTAssertEqual(Self.listedClasses("""
            | Target / class | What it proves |
            | `T/A` | a |
            | `T/B`, `C` | b and c |
            | `other text` | not a class |
            """), ["T/A", "T/B", "T/C"])
    }

    func testEveryTestClassHasARowInTheTestsReadme() throws {
        let found = try Self.testClasses(under: packageRoot + "/Tests")
        let listed = Self.listedClasses(try String(contentsOfFile: packageRoot + "/Tests/README.md", encoding: .utf8))
        XCTAssertTrue(found.contains("ViewEvalTests/TestIndexTests"), "the scan finds this class: \(found.sorted())")
        XCTAssertFalse(found.contains("ReferenceTests/CLITestCase"), "a base class is not a test class")
        for name in found.subtracting(listed).sorted() {
            XCTFail("Tests/README.md has no row for \(name): add one saying what it proves")
        }
        for name in listed.subtracting(found).sorted() {
            XCTFail("Tests/README.md has a row for \(name), which is no test class under Tests/ (renamed or removed?)")
        }
    }
}
