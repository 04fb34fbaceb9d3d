// The drawing IR: exact text goldens for the samples, the IR's promises (save/restore and
// layers balanced, paths only move/line/cubic/close, every op tied to source), and the
// lowering rules (UIKit compositing order, arcs and curves as cubics).
//
// Goldens live in Tests/DrawIRTests/Goldens/*.ir. To re-record after an intended change:
//     RECORD_GOLDENS=1 swift test --filter DrawIRTests
// A recording run writes the files and FAILS, so it can never pass by accident; run again
// without RECORD_GOLDENS and review `git diff Tests/DrawIRTests/Goldens`.

import Foundation
import XCTest
import ViewGeometry
import ViewSyntax
import ViewEval
@testable import DrawIR

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let goldensDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Compiles a .view file from disk (imports resolve next to it) to IR.
func lowerFile(_ path: String, defines: [(String, String)] = [], file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
    let url = packageRoot.appendingPathComponent(path)
    // The path as written relative to the package, so goldens do not depend on the checkout.
    let source = SourceFile(path: path, text: try String(contentsOf: url, encoding: .utf8), absolutePath: url.path)
    return try lowerSource(source, defines: defines, file: file, line: line)
}

func lowerText(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IRDocument {
    try lowerSource(SourceFile(path: "t.view", text: text), file: file, line: line)
}

func lowerSource(_ source: SourceFile, defines: [(String, String)] = [], file: StaticString, line: UInt) throws -> IRDocument {
    var options = EvalOptions()
    options.defines = defines.map { (name: $0.0, value: $0.1) }
    let tree = Parser.parse(source)
    let ev = Evaluator(options: options, loader: FileSystemLoader(mainDirectory: packageRoot.path))
    let (doc, diags) = ev.evaluate(tree)
    XCTAssertEqual(diags.map(\.headline), [], file: file, line: line)
    return Lowering.lower(try XCTUnwrap(doc, file: file, line: line))
}

final class DrawIRGoldenTests: XCTestCase {
    func assertGolden(_ name: String, _ actual: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = goldensDir.appendingPathComponent(name + ".ir")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldensDir, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("RECORD_GOLDENS=1: recorded \(url.path); this run fails on purpose. Review the diff, then run again without RECORD_GOLDENS.", file: file, line: line)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("no golden at \(url.path); record it with RECORD_GOLDENS=1 swift test --filter DrawIRTests", file: file, line: line)
            return
        }
        if expected != actual {
            // Name the first line that differs, so the failure is readable.
            let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
            let i = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
            XCTFail("""
            \(name).ir differs at line \(i + 1):
              expected: \(i < e.count ? e[i] : "<end>")
              actual:   \(i < a.count ? a[i] : "<end>")
            (re-record with RECORD_GOLDENS=1 if the change is intended)
            """, file: file, line: line)
        }
    }

    func testFaceGolden() throws {
        try assertGolden("face", IRPrinter.print(try lowerFile("samples/face.view")))
    }

    func testTriangleGolden() throws {
        try assertGolden("triangle", IRPrinter.print(try lowerFile("samples/triangle.view")))
    }

    func testCheckButtonNormalGolden() throws {
        try assertGolden("checkbutton", IRPrinter.print(try lowerFile("samples/checkbutton.view")))
    }

    func testCheckButtonSelectedGolden() throws {
        try assertGolden("checkbutton-selected", IRPrinter.print(try lowerFile("samples/checkbutton.view", defines: [("isSelected", "true")])))
    }

    func testFaceFrownGolden() throws {
        try assertGolden("face-frown", IRPrinter.print(try lowerFile("samples/face.view", defines: [("eyesOpen", "true"), ("mouthCurvature", "-0.6")])))
    }

    /// The -D variants really differ from the defaults (so the goldens cover two states).
    func testVariantsDiffer() throws {
        let normal = IRPrinter.print(try lowerFile("samples/checkbutton.view"))
        let selected = IRPrinter.print(try lowerFile("samples/checkbutton.view", defines: [("isSelected", "true")]))
        // The seed strokes once, with drawPath(using: .stroke), after the last state change:
        // selected, the circle and the check mark are one path stroked in the button's color
        // with round caps; normal, the circle alone in black with butt caps.
        XCTAssertEqual(selected.components(separatedBy: "\n").count, normal.components(separatedBy: "\n").count)
        XCTAssertTrue(normal.contains("stroke #000000 width=10 cap=butt join=miter"), normal)
        XCTAssertFalse(normal.contains("#34c759"), normal)
        XCTAssertTrue(selected.contains("stroke #34c759 width=10 cap=round join=round"), selected)
        XCTAssertFalse(selected.contains("stroke #000000"), selected)
    }
}

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

final class LoweringTests: XCTestCase {
    func ops(_ text: String) throws -> [String] {
        let doc = try lowerText(text)
        return doc.pages[0].items.map { IRPrinter.describe($0.op) }
    }

    /// UIKit's order for one view: background, clip, own drawing, subviews, border; alpha
    /// as one layer around all of it.
    func testCompositingOrder() throws {
        XCTAssertEqual(try ops("""
        canvas(width: 100, height: 100) {
            view {
                frame: Rect(10, 20, 30, 40)
                alpha: 0.5
                backgroundColor: .red
                clipsToBounds: true
                layer.borderWidth: 2
                layer.borderColor: .blue
                view { frame: Rect(0, 0, 5, 5); backgroundColor: .green }
                path { move(to: Point(0, 0)); line(to: Point(30, 40)); stroke(.black) }
            }
        }
        """), [
            "save",
            "save",
            "concat [1 0 0 1 10 20]",
            "beginLayer alpha=0.5",
            "fill #ff0000 nonzero M 0 0 L 30 0 L 30 40 L 0 40 Z",
            "clip nonzero M 0 0 L 30 0 L 30 40 L 0 40 Z",
            "stroke #000000 width=1 cap=butt join=miter miter=10 M 0 0 L 30 40",
            "save",
            "fill #00ff00 nonzero M 0 0 L 5 0 L 5 5 L 0 5 Z",
            "restore",
            "fill #0000ff evenodd M 0 0 L 30 0 L 30 40 L 0 40 Z M 2 2 L 28 2 L 28 38 L 2 38 Z",
            "endLayer",
            "restore",
            "restore",
        ])
    }

    func testViewTransformIsCenterRotateUnshift() throws {
        let concat = try ops("canvas(width: 100, height: 100) {\n view { bounds: Rect(0, 0, 20, 10); center: Point(50, 50); transform: rotate(90deg) }\n}\n")
            .first { $0.hasPrefix("concat") }
        // center · rotate(90°) · translate(-bounds.mid): the bounds' (0, 0) lands at (55, 40).
        XCTAssertEqual(concat, "concat [0 1 -1 0 55 40]")
    }

    func testQuadCurveBecomesTheExactCubic() throws {
        let fill = try ops("canvas(width: 100, height: 100) {\n path { move(to: Point(0, 0)); quadCurve(to: Point(90, 0), control: Point(45, 90)); fill(.red) }\n}\n")
            .first { $0.hasPrefix("fill #ff0000") }
        // Degree elevation: control points at 2/3 of the way to the quad's control point.
        XCTAssertEqual(fill, "fill #ff0000 nonzero M 0 0 C 30 60 60 60 90 0")
    }

    /// A full circle is four cubics whose points stay within 0.03 % of the radius.
    func testArcIsFourCubicsOnTheCircle() throws {
        let doc = try lowerText("canvas(width: 300, height: 300) {\n path { arc(center: Point(150, 150), radius: 100, start: 0, end: 2 * .pi, clockwise: true); stroke(.red) }\n}\n")
        guard let item = doc.pages[0].items.first(where: { if case .stroke = $0.op { return true }; return false }),
              case .stroke(let els, _, _) = item.op else { return XCTFail("no stroke") }
        XCTAssertEqual(els.count, 5)
        guard case .move(let start) = els[0] else { return XCTFail("starts with a move") }
        XCTAssertEqual(start.x, 250, accuracy: 1e-9)
        XCTAssertEqual(start.y, 150, accuracy: 1e-9)
        var from = start
        var maxError = 0.0
        for e in els.dropFirst() {
            guard case .cubic(let c1, let c2, let to) = e else { return XCTFail("only cubics after the move: \(e)") }
            for k in 0...20 {
                let t = Double(k) / 20, u = 1 - t
                let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                maxError = max(maxError, abs(((x - 150) * (x - 150) + (y - 150) * (y - 150)).squareRoot() - 100))
            }
            from = to
        }
        XCTAssertLessThan(maxError, 0.03)
        XCTAssertEqual(from.x, 250, accuracy: 1e-9)
        XCTAssertEqual(from.y, 150, accuracy: 1e-9)
        // Clockwise on screen (y down): the first quarter goes from (250,150) down to (150,250).
        guard case .cubic(_, _, let q1) = els[1] else { return XCTFail() }
        XCTAssertEqual(q1.x, 150, accuracy: 1e-9)
        XCTAssertEqual(q1.y, 250, accuracy: 1e-9)
    }

    /// UIKit's arcs in a y-down space: clockwise: true turns clockwise on screen.
    func testArcDirections() throws {
        func ends(_ clockwise: Bool) throws -> [String] {
            let doc = try lowerText("canvas(width: 100, height: 100) {\n path { arc(center: Point(50, 50), radius: 10, start: 0, end: .pi / 2, clockwise: \(clockwise)); stroke(.red) }\n}\n")
            guard let item = doc.pages[0].items.first(where: { if case .stroke = $0.op { return true }; return false }),
                  case .stroke(let els, _, _) = item.op else { XCTFail("no stroke"); return [] }
            return els.map { e -> String in
                switch e {
                case .move(let p), .line(let p), .cubic(_, _, let p): return "\(formatNumber(p.x)),\(formatNumber(p.y))"
                case .close: return "Z"
                }
            }
        }
        // A quarter from 3 o'clock down to 6 o'clock.
        XCTAssertEqual(try ends(true), ["60,50", "50,60"])
        // The other way round: three quarters, up through 12 and 9 o'clock.
        XCTAssertEqual(try ends(false), ["60,50", "50,40", "40,50", "50,60"])
    }

    /// scale(0) is a valid UIKit transform that shows nothing (cairo would reject the
    /// matrix and fail the whole compile, so nothing under it reaches cairo).
    func testSingularTransformsDrawNothing() throws {
        XCTAssertEqual(try ops("""
        canvas(width: 10, height: 10) {
            view { frame: Rect(0, 0, 5, 5); transform: scale(0); backgroundColor: .red
                view { frame: Rect(0, 0, 1, 1); backgroundColor: .blue } }
            group {
                path { rect(Rect(0, 0, 1, 1)); fill(.green) }
                transform: scale(0, 1)
                path { rect(Rect(0, 0, 2, 2)); fill(.red) }
            }
        }
        """), ["save", "save", "fill #00ff00 nonzero M 0 0 L 1 0 L 1 1 L 0 1 Z", "restore", "restore"])
    }

    /// An empty path paints nothing; a zero-width stroke is a hairline (HairlineTests), kept.
    func testEmptyPathsAreDroppedAndZeroWidthStrokesKept() throws {
        let all = try ops("canvas(width: 10, height: 10) {\n path { fill(.red) }\n path { move(to: Point(0, 0)); line(to: Point(5, 5)); lineWidth: 0; stroke(.red) }\n}\n")
        XCTAssertEqual(all.count, 3)
        XCTAssertTrue(all[1].hasPrefix("stroke #ff0000 width=0 "), all[1])
    }

    func testPrinterHeaderAndIndentation() throws {
        let text = IRPrinter.print(try lowerText("canvas(width: 12.5, height: 7) {\n group { path { rect(Rect(0, 0, 1, 1)); fill(.red) } }\n}\n"))
        XCTAssertEqual(text, """
        page 1 12.5x7
          save  @1:1
            save  @2:2
              fill #ff0000 nonzero M 0 0 L 1 0 L 1 1 L 0 1 Z  @2:41
            restore  @2:2
          restore  @1:1

        """)
    }
}
