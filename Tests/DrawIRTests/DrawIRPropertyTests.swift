// The IR's promises: items within 96 bytes, saves and layers balanced, paths only M L C Z,
// every op placed, hidden and transparent views drawing nothing.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
import ViewEval
@testable import DrawIR

final class DrawIRPropertyTests: XCTestCase {
    /// A large drawing's page holds an item per fill and stroke: the rare, large payloads are
    /// boxed (`indirect`), so that an item stays within 96 bytes (unboxed, it is 312).
    func testItemLayout() {
        XCTAssertLessThanOrEqual(MemoryLayout<Paint>.size, 33)
        XCTAssertLessThanOrEqual(MemoryLayout<StrokeStyle>.size, 34)
        XCTAssertLessThanOrEqual(MemoryLayout<Item>.stride, 96)
    }

    static let samples: [(String, [(String, String)])] = [
        ("samples/face.view", []), ("samples/face.view", [("eyesOpen", "true")]),
        ("samples/triangle.view", []),
        ("samples/checkbutton.view", []), ("samples/checkbutton.view", [("isSelected", "true")]),
    ]

    static let tricky: [String] = [
        // Nested views with alpha (layers), clipping, groups with transforms and clips.
        """
        canvas(width: 100, height: 100) {
            view {
                frame: Rect(10, 10, 80, 80)
                alpha: 0.5
                clipsToBounds: true
                layer.cornerRadius: 10
                backgroundColor: .red
                view {
                    frame: Rect(-10, -10, 50, 50)
                    alpha: 0.25
                    transform: rotate(30deg)
                    backgroundColor: .blue
                    layer.borderWidth: 3
                    path { oval(in: bounds); fill(.green) }
                }
                group {
                    transform: translate(5, 5)
                    path { rect(Rect(0, 0, 10, 10)); addClip() }
                    group { path { circle(center: Point(5, 5), radius: 5); fill(.black) } }
                }
            }
            view { isHidden: true; frame: Rect(0, 0, 10, 10); backgroundColor: .red }
            view { alpha: 0; frame: Rect(0, 0, 10, 10); backgroundColor: .red }
        }
        """,
        // Deep nesting of views and groups.
        "canvas(width: 10, height: 10) {\n"
            + String(repeating: "view { alpha: 0.9; frame: Rect(1, 1, 8, 8)\n group { transform: scale(0.9); path { rect(bounds); addClip() } }\n", count: 30)
            + String(repeating: "}\n", count: 30) + "}\n",
    ]

    func allDocuments() throws -> [IRDocument] {
        try Self.samples.map { try lowerFile($0.0, defines: $0.1) } + Self.tricky.map { try lowerText($0) }
    }

    func testSavesAndLayersAreBalanced() throws {
        for doc in try allDocuments() {
            for page in doc.pages {
                XCTAssertTrue(Lowering.isBalanced(page), IRPrinter.print(doc))
            }
        }
    }

    /// isBalanced itself can fail: it rejects a missing restore and crossed nesting.
    func testBalanceCheckerRejectsBadIR() {
        func page(_ ops: [Op]) -> IRPage { IRPage(width: 1, height: 1, items: ops.map { Item($0, .none) }, range: .none) }
        XCTAssertTrue(Lowering.isBalanced(page([.save, .beginLayer(alpha: 0.5), .endLayer, .restore])))
        XCTAssertFalse(Lowering.isBalanced(page([.save])))
        XCTAssertFalse(Lowering.isBalanced(page([.restore])))
        XCTAssertFalse(Lowering.isBalanced(page([.save, .beginLayer(alpha: 0.5), .restore, .endLayer])))
    }

    func testPathsAreOnlyMoveLineCubicClose() throws {
        for doc in try allDocuments() {
            let text = IRPrinter.print(doc)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let op = words.first(where: { !$0.isEmpty }), ["fill", "stroke", "clip"].contains(op) else { continue }
                // After the op's own fields, only path letters and numbers until the "@pos".
                let pathWords = words.drop { !["M"].contains($0) }.prefix { !$0.hasPrefix("@") }
                XCTAssertEqual(pathWords.first, "M", String(line))
                for w in pathWords where Double(w) == nil {
                    XCTAssertTrue(["M", "L", "C", "Z"].contains(w), "unexpected path word \(w) in \(line)")
                }
            }
        }
    }

    func testEveryOpPointsAtSource() throws {
        for doc in try allDocuments() {
            for page in doc.pages {
                for item in page.items {
                    XCTAssertNotNil(item.range.file, "\(item.op) has no source range")
                }
            }
        }
    }

    func testHiddenAndTransparentViewsDrawNothing() throws {
        let doc = try lowerText(Self.tricky[0])
        // The two last views (hidden, alpha 0) add nothing: the canvas's ops end with the
        // first view's restore.
        let ops = doc.pages[0].items.map(\.op)
        XCTAssertEqual(ops.suffix(2), [.restore, .restore])
        XCTAssertEqual(ops.filter { $0 == .save }.count, 5)  // canvas, view, subview, two groups
    }
}
