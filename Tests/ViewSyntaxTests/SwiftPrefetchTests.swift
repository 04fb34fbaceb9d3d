// Top-level Swift declarations parsed ahead on a worker thread (ViewSyntax/SwiftPrefetch.swift)
// give the tree and the diagnostics of the file parsed on one thread, and the parser takes every
// slice that follows another past blank lines and comments.

import XCTest
@testable import ViewSyntax

final class SwiftPrefetchTests: XCTestCase {
    /// A class of pasted drawing code, different for each `i`.
    func pastedClass(_ i: Int, attribute: String = "") -> String {
        """
        \(attribute)class Gauge\(i): UIView {
            @IBInspectable var value: CGFloat = 0.\(i % 10)
            private struct Ratio { static let inset: CGFloat = \(i + 1) }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath(ovalIn: bounds.insetBy(dx: Ratio.inset, dy: Ratio.inset))
                let ticks = (0..<\(i % 7 + 3)).map { CGFloat($0) * value }
                for t in ticks where t > 0 { path.lineWidth = t }
                UIColor.red.setStroke()
                path.stroke()
            }
        }

        """
    }

    /// The file: runs of classes parsed ahead, each run begun by something the worker does not
    /// guess (`import`, a top-level `let`), with a class with a syntax error and one whose
    /// brackets nest too deep among them. Returns the text and how many slices follow the one
    /// before past blank lines and comments only (the ones the parser must take).
    func file() -> (text: String, followers: Int) {
        var text = "import UIKit\n\n"
        var followers = 0
        for i in 0..<30 {
            text += pastedClass(i)
            if i > 0 { followers += 1 }
            if i % 5 == 0 { text += "// between classes\n/* a /* nested */ comment */\n" }
        }
        text += "import Foundation\n\n"
        for i in 30..<40 {
            text += pastedClass(i, attribute: "@IBDesignable\n")
            if i > 30 { followers += 1 }
        }
        text += "let spacing: CGFloat = 2\n"
        text += "struct Model { var n = 1\n    func twice() -> Int { n * 2 } }\n\n"; followers += 1
        text += "final class Broken: UIView { func f() { let = 3 } }\n\n"; followers += 1
        text += "class Deep: UIView { let a = [[[[[[[[[[[[1]]]]]]]]]]]] }\n\n"; followers += 1
        text += "enum Mode { case on, off }\n"; followers += 1
        text += "canvas(200, 200) { Gauge1 { frame: Rect(0, 0, 100, 100) } }\n"
        return (text, followers)
    }

    func testTreeAndDiagnosticsAreTheOneThreadParse() throws {
        let (text, followers) = file()
        XCTAssertGreaterThan(text.utf8.count, SwiftPrefetch.minimumBytes, "the file is large enough to be parsed ahead")
        let alone = Parser.parse(source(text), prefetch: .never)
        XCTAssertNil(alone.prefetch)
        let ahead = Parser.parse(source(text), prefetch: .always)
        let worker = try XCTUnwrap(ahead.prefetch, "a worker was started")
        XCTAssertEqual(worker.taken, followers, "every slice that follows another past blank lines and comments is taken")
        XCTAssertEqual(ASTDumper.dump(ahead.tree), ASTDumper.dump(alone.tree))
        func placed(_ t: SyntaxTree) -> [String] { t.diagnostics.map { "\($0.range.lower)-\($0.range.upper) \($0.headline)" } }
        XCTAssertEqual(placed(ahead.tree), placed(alone.tree))
        XCTAssertEqual(alone.tree.diagnostics.count, 2, "the syntax error and the brackets nested too deep: \(alone.tree.diagnostics.map(\.headline))")
        XCTAssertTrue(alone.tree.diagnostics.contains { $0.headline.contains("square brackets nest deeper") })
    }

    func testAutomaticWorkerOnlyForEnoughText() {
        // A small file: the text after its first class is far below the bound.
        let small = Parser.parse(source(pastedClass(1) + pastedClass(2) + "canvas(10, 10) { }\n"), prefetch: .auto)
        XCTAssertNil(small.prefetch)
        XCTAssertEqual(small.tree.diagnostics.count, 0)
    }

    func testNextStartGuessesTopLevelDeclarationsOnly() {
        let cases: [(String, Bool)] = [
            ("class A {}", true), ("  \n\n@IBDesignable class A {}", true), ("// c\nstruct S {}", true),
            ("/* a /* b */ */ final class A {}", true), ("; enum E {}", true), ("extension A {}", true),
            ("private func f() {}", true), ("@inspectable x = 1", false), ("import UIKit", false),
            ("canvas(1, 1) {}", false), ("let x: Int = 1", false), ("classy { }", false), ("", false),
        ]
        for (text, guessed) in cases {
            let file = source("x" + text)
            let p = SwiftPrefetch.start(bytes: file.bytes, limit: file.bytes.count, after: 1, policy: .always)!
            let start = p.nextStart(after: 1)
            p.stop()
            XCTAssertEqual(start != nil, guessed, "\(text.debugDescription)")
        }
    }
}
