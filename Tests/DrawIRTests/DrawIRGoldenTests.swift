// The drawing IR's exact text goldens for the samples, and the helpers the DrawIRTests share
// (lowering a file or a text); the IR's promises are in DrawIRPropertyTests.swift, the lowering
// rules in LoweringTests.swift.
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
