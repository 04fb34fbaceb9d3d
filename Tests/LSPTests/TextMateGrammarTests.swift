// share/viewc/view.tmLanguage.json applied to every sample and every ```view block of the
// manual by a TextMate runner of our own (grammar.py: Python's re, in the regular-expression
// subset Oniguruma shares): on valid code no text is left unscoped, no scope is unknown or
// `invalid`, and no rule is left open; on broken text the runner does find each.

import Foundation
import XCTest

final class TextMateGrammarTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ files: [String], stdin: String? = nil) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [Self.root.appendingPathComponent("Tests/LSPTests/grammar.py").path,
                       Self.root.appendingPathComponent("share/viewc/view.tmLanguage.json").path] + files
        let out = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    func testEverySampleIsScopedWholly() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("samples").path)
            .filter { $0.hasSuffix(".view") }.map { Self.root.appendingPathComponent("samples/" + $0).path }
        XCTAssertGreaterThan(samples.count, 10)
        let (status, text) = try run(samples + [Self.root.appendingPathComponent("docs/examples/palette.view").path])
        XCTAssertEqual(status, 0, text)
    }

    func testEveryViewBlockOfTheManualIsScopedWholly() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let blocks = manual.components(separatedBy: "```view\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertGreaterThan(blocks.count, 20)
        for (i, b) in blocks.enumerated() {
            let (status, text) = try run(["-"], stdin: b)
            XCTAssertEqual(status, 0, "block \(i): \(text)")
        }
    }

    func testTheRunnerFindsUnscopedTextInvalidEscapesAndOpenRules() throws {
        let (status, text) = try run(["-"], stdin: "let a = 1 § 2\nlet s = \"a\\q\"\n/* open\n")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.contains("-:1:11: text no rule of the grammar scopes: '§'"), text)
        XCTAssertTrue(text.contains("invalid.illegal.escape.view"), text)
        XCTAssertTrue(text.contains("still open at the end of the file: comment.block.view"), text)
    }

    func testTokensCarryTheScopesAnEditorColoursBy() throws {
        let (status, text) = try run(["--tokens", "-"], stdin: "view Tag {\n    layer.cornerRadius: 4deg // x\n    fill(.systemBlue)\n}\n")
        XCTAssertEqual(status, 0, text)
        for line in ["1:1 'view' storage.type.component.view", "1:6 'Tag' entity.name.type.component.view",
                     "2:5 'layer.cornerRadius' variable.other.property.view", "2:25 '4deg' constant.numeric.view",
                     "2:30 '// x' comment.line.double-slash.view", "3:5 'fill' entity.name.function.call.view",
                     "3:11 'systemBlue' variable.other.enummember.view"] {
            XCTAssertTrue(text.contains(line), "\(line) in\n\(text)")
        }
    }
}
