// Source text as bytes: bytes that are not UTF-8 text (and NUL bytes) are one error at the
// line and column of the first bad byte, shown escaped; numbers convert exactly as the
// standard library's correctly rounded conversion does; the lexer's errors stop at the cap
// and a diagnostic on a huge line shows a bounded excerpt; files and ranges work from several
// threads at once; a file's text set aside is read back for a diagnostic exactly as it was,
// and a text that changed meanwhile is never shown.

import Foundation
import XCTest
@testable import ViewSupport
@testable import ViewSyntax

final class SourceTextTests: XCTestCase {
    func parseBytes(_ bytes: [UInt8]) -> [String] {
        Parser.parse(SourceFile(path: "b.view", bytes: bytes)).diagnostics.map(\.headline)
    }

    /// The headline for invalid text at a 1-based line and column, with the bytes escaped.
    func invalid(_ line: Int, _ col: Int, _ bytes: [UInt8]) -> [String] {
        let shown = bytes.map { String(format: "\\x%02X", $0) }.joined()
        return ["b.view:\(line):\(col): error: invalid UTF-8 (\(shown)); a .view file is UTF-8 text"]
    }

    func testInvalidUTF8IsLocatedAtTheFirstBadByte() {
        let ok = Array("let a = 1\nlet é = \"".utf8)   // line 2: "let é = \"" is 9 scalars
        // A stray continuation byte.
        XCTAssertEqual(parseBytes(ok + [0x80] + Array("\"\n".utf8)), invalid(2, 10, [0x80]))
        // An overlong encoding of '/' (C0 AF): C0 can never start a sequence.
        XCTAssertEqual(parseBytes(ok + [0xC0, 0xAF]), invalid(2, 10, [0xC0]))
        // An encoded surrogate (ED A0 80): ED may only be followed by 80…9F.
        XCTAssertEqual(parseBytes(ok + [0xED, 0xA0, 0x80]), invalid(2, 10, [0xED]))
        // A sequence cut short by the end of the file: both bytes of it are shown.
        XCTAssertEqual(parseBytes(ok + [0xE2, 0x82]), invalid(2, 10, [0xE2, 0x82]))
        // A four-byte sequence whose third byte does not continue it.
        XCTAssertEqual(parseBytes(ok + [0xF0, 0x9F, 0x41]), invalid(2, 10, [0xF0, 0x9F]))
        // Above U+10FFFF.
        XCTAssertEqual(parseBytes([0xF4, 0x90, 0x80, 0x80]), invalid(1, 1, [0xF4]))
    }

    func testNulIsLocated() {
        XCTAssertEqual(parseBytes(Array("canvas(width: 1,\n  height: 1\u{0}) {}".utf8)),
                       ["b.view:2:12: error: a NUL byte (\\x00) is not text; a .view file is UTF-8 text"])
    }

    func testInvalidTextRendersWithItsLine() {
        let d = Parser.parse(SourceFile(path: "b.view", bytes: Array("ab".utf8) + [0xFF] + Array("cd\n".utf8))).diagnostics
        XCTAssertEqual(d.map(\.rendered), ["b.view:1:3: error: invalid UTF-8 (\\xFF); a .view file is UTF-8 text\nab\u{FFFD}cd\n  ^\n"])
    }

    func testNumbersConvertAsTheStandardLibraryDoes() {
        // Random decimals of every length, fraction and exponent, written as the lexer reads
        // them; Double(String) is the reference (correctly rounded).
        var rng = SystemRandomNumberGenerator()
        var texts = ["0", "0.0", "000.000", "1e22", "1e23", "9007199254740993", "0.1", "0.30000000000000004",
                     "123456789012345678901234567890", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308",
                     "1e-400", "0.000000000000000000000000000001", "1234567.1234567", "3.14159265358979323846"]
        for _ in 0..<3000 {
            let digits = Int.random(in: 1...22, using: &rng)
            var s = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
            if Bool.random(using: &rng) { s.insert(".", at: s.index(s.startIndex, offsetBy: Int.random(in: 0..<digits, using: &rng))) }
            if s.hasPrefix(".") { s = "0" + s }
            if s.hasSuffix(".") { s += "0" }
            if Int.random(in: 0..<3, using: &rng) == 0 { s += "e\(Int.random(in: -30...30, using: &rng))" }
            texts.append(s)
        }
        for t in texts {
            let (kinds, diags) = lexKinds(t)
            guard let want = Double(t), want.isFinite else { continue }
            XCTAssertEqual(diags.map(\.headline), [], t)
            XCTAssertEqual(kinds, [.number(want, isAngleInDegrees: false)], t)
        }
        // Underscores are only for reading.
        XCTAssertEqual(lexKinds("1_234.567_8e1").kinds.first, .number(Double("12345.678")!, isAngleInDegrees: false))
    }

    /// A Swift literal of plain decimal digits is read without swift-syntax's conversion
    /// (`SwiftLowering.plainDecimal`): the same correctly rounded double, or nil where the
    /// fast path does not apply and swift-syntax reads it.
    func testPlainSwiftDecimalsAreTheStandardLibrarysDoubles() {
        var rng = SystemRandomNumberGenerator()
        var texts = ["0", "7", "007", "0.1", "0.5", "52.125", "123456789012345", "1234567890123456", "99999999999999.9",
                     "0.000000000000001", "3.141592653589793"]
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...16, using: &rng)
            var s = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
            if digits > 1, Bool.random(using: &rng) { s.insert(".", at: s.index(s.startIndex, offsetBy: Int.random(in: 1..<digits, using: &rng))) }
            texts.append(s)
        }
        var read = 0
        for t in texts {
            let v = Array(t.utf8).withUnsafeBufferPointer { SwiftLowering.plainDecimal($0) }
            guard let v else { continue }
            read += 1
            XCTAssertEqual(v, Double(t)!, t)
        }
        XCTAssertGreaterThan(read, texts.count / 2, "the fast path reads most of them")
        for t in ["1_000", "0x1F", "1e3", "1.", ".5", "1.2.3", "-4", "", "12345678901234567"] {
            XCTAssertNil(Array(t.utf8).withUnsafeBufferPointer { SwiftLowering.plainDecimal($0) }, t)
        }
    }

    func testLexerErrorsStopAtTheCapAndLongLinesShowAnExcerpt() {
        // A 64 KiB line of '$': 100 errors and "too many errors", not 65 536 copies of the line.
        let text = "let a = " + String(repeating: "$", count: 64 * 1024) + "\n"
        let start = Date()
        let d = parse(text).diagnostics
        XCTAssertEqual(d.count, Lexer.maxErrors + 1)
        XCTAssertEqual(d.first?.headline, "t.view:1:9: error: unexpected character '$'")
        XCTAssertEqual(d.last?.headline, "t.view:1:109: error: too many errors (more than 100); stopping here")
        let rendered = d.map(\.rendered).joined()
        XCTAssertLessThan(rendered.utf8.count, 101 * 600, "each error shows an excerpt of the line, not all of it")
        print("64 KiB line of '$': parsed and rendered in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        // The excerpt: the caret under the spot, cut marks where the line was cut.
        let long = source(String(repeating: "a", count: 1000) + "$" + String(repeating: "b", count: 1000))
        let far = Diagnostic.error("x", at: SourceRange(file: long, start: 1000, end: 1001))
        let lines = far.rendered.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "t.view:1:1001: error: x")
        XCTAssertTrue(lines[1].hasPrefix("…a") && lines[1].hasSuffix("b…"), lines[1])
        XCTAssertEqual(lines[1].count, Diagnostic.maxLineShown + 2)
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        XCTAssertEqual(caret.map { Array(lines[1])[$0] }, "$", "the caret stands under the '$'")
        withExtendedLifetime(long) {}
    }

    func testFilesAndRangesFromManyThreads() {
        // Each thread parses its own files (their own name tables) while the others do.
        let texts = (0..<8).map { k in "let v\(k) = Point(\(k), 2)\ncanvas(width: 10, height: 10) {\n  view { frame: Rect(0, 0, \(k), 1) }\n}\n" }
        let dumps = (0..<8).map { ASTDumper.dump(parse(texts[$0])) }
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let k = i % 8
            let tree = Parser.parse(SourceFile(path: "t.view", text: texts[k]))
            XCTAssertEqual(ASTDumper.dump(tree), dumps[k])
            XCTAssertEqual(tree.range(tree.topLevel[0]).shortDescription, "1:1-1:\(20 + String(k).count)")
        }
    }

    func testRangesAreSmallValues() {
        XCTAssertEqual(MemoryLayout<SourceRange>.size, 12)
        XCTAssertTrue(_isPOD(SourceRange.self), "a range holds no reference")
        XCTAssertEqual(MemoryLayout<Node>.stride, 20)
    }

    /// A flat operator chain nests one level per operand in the tree; its dump stays
    /// linear in the chain's length (indentation stops at 64 levels, deeper levels are numbered).
    func testADeepChainDumpsInLinearSize() {
        let n = 3000
        let text = "let x = " + Array(repeating: "a", count: n).joined(separator: " + ") + "\n"
        let dump = ASTDumper.dump(Parser.parse(SourceFile(path: "t.view", text: text)))
        // Each of the ~2n lines is at most 64 levels of indentation, a level number and a node.
        XCTAssertLessThan(dump.utf8.count, 2 * n * (2 * 64 + 60))
        XCTAssertTrue(dump.contains("[100] "), String(dump.prefix(400)))
        // Up to 64 levels, two spaces a level.
        XCTAssertTrue(dump.contains("\n" + String(repeating: "  ", count: 64) + "Binary"))
    }

    /// Every location of a dump counts its column on its line. On a 1 MB line those counts
    /// read the line once (its marks) and then at most a stride of 64 bytes each, not the line
    /// from its start each time (which made `dump ast` of a 1 MB expression quadratic); the
    /// columns are the scalars before each offset, as counted here from the line's start.
    func testColumnsOnALongLineReadItOnceAndAStrideEach() {
        // One line of 1 MB: "é" (2 bytes) and "+" and "中" (3 bytes), then a second line.
        let unit = "é+中 "
        let count = 1 << 20 / unit.utf8.count
        let text = String(repeating: unit, count: count) + "\nlet b = 2\n"
        let file = SourceFile(path: "long.view", text: text)
        let bytes = Array(text.utf8)
        var scalarsBefore = [Int](repeating: 0, count: bytes.count + 1)
        for i in 0..<bytes.count { scalarsBefore[i + 1] = scalarsBefore[i] + (bytes[i] & 0xC0 == 0x80 ? 0 : 1) }
        let lineLength = count * unit.utf8.count
        var asked = 0
        for offset in stride(from: 0, through: lineLength, by: 97) {
            let (line, column) = file.lineColumn(offset)
            XCTAssertEqual(line, 1)
            XCTAssertEqual(column, scalarsBefore[offset] + 1, "offset \(offset)")
            asked += 1
        }
        XCTAssertEqual(file.lineColumn(lineLength + 1).line, 2)
        XCTAssertEqual(file.lineColumn(lineLength + 5).column, 5)
        XCTAssertLessThanOrEqual(file.bytesCountedForColumns, lineLength + asked * SourceFile.markStride)
        // The dump of a long one-line expression: a location for every node, the same bound.
        let expression = "let x = " + Array(repeating: "1", count: 30_000).joined(separator: " + ") + "\n"
        let source = SourceFile(path: "e.view", text: expression)
        let dump = ASTDumper.dump(Parser.parse(source))
        let locations = dump.components(separatedBy: " @").count - 1
        XCTAssertEqual(locations, 2 * 30_000)   // the let, 29,999 operators and 30,000 numbers
        XCTAssertLessThanOrEqual(source.bytesCountedForColumns, expression.utf8.count + 2 * locations * SourceFile.markStride)
        XCTAssertTrue(dump.contains("Number 1 @1:120005-1:120006"), String(dump.suffix(300)))
    }

    /// A file read from disk whose text is set aside (the driver does it before rendering a large
    /// input) gives the same diagnostics as one held in memory: its text is read back from the file.
    func testATextSetAsideIsReadBackForADiagnostic() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-aside-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("big.view").path
        // Several pages of text (the pages wholly inside it are handed back), a non-ASCII line.
        var text = "", starts: [Int] = []
        for k in 0..<3000 {
            starts.append(text.utf8.count)
            text += "let v\(k) = Point(\(k), \(k))   // é \(k)\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let file = SourceFile(path: "big.view", bytes: Array(text.utf8), absolutePath: path)
        let line = 2718, start = starts[line - 1]
        let range = SourceRange(file: file, start: start + 4, end: start + 9)
        let d = Diagnostic.error("a message", at: range)
        let before = (d.rendered, d.headline, range.shortDescription)
        XCTAssertTrue(before.0.hasPrefix("big.view:\(line):5: error: a message\nlet v\(line - 1) = "), before.0)
        file.setTextAside(reopening: path)
        XCTAssertEqual(d.rendered, before.0)
        XCTAssertEqual(d.headline, before.1)
        XCTAssertEqual(range.shortDescription, before.2)
        XCTAssertTrue(file.bytes.elementsEqual(text.utf8), "the text read back")

        // The file changed before the text was read back (same length, one byte different):
        // the file counts as gone, and the diagnostic has no place.
        let other = SourceFile(path: "big.view", bytes: Array(text.utf8), absolutePath: path)
        let r2 = SourceRange(file: other, start: start + 4, end: start + 9)
        other.setTextAside(reopening: path)
        var changed = Array(text.utf8)
        changed[10] = UInt8(ascii: "w")
        try Data(changed).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(r2.file)
        XCTAssertEqual(Diagnostic.error("a message", at: r2).rendered, "viewc: error: a message\n")
        XCTAssertEqual(r2.shortDescription, "-")
        // Longer, shorter, gone: the same.
        for change in [text + " ", String(text.dropLast()), nil] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let f = SourceFile(path: "big.view", bytes: Array(text.utf8), absolutePath: path)
            let r = SourceRange(file: f, start: 0, end: 3)
            f.setTextAside(reopening: path)
            if let c = change { try Data(c.utf8).write(to: URL(fileURLWithPath: path)) } else { try FileManager.default.removeItem(atPath: path) }
            XCTAssertNil(r.file, String(describing: change?.utf8.count))
            withExtendedLifetime(f) {}
        }
        // Text that came from no file, or a file not of the length read, is never set aside.
        let typed = SourceFile(path: "t.view", text: text)
        typed.setTextAside(reopening: path)
        XCTAssertNotNil(SourceRange(file: typed, start: 0, end: 3).file)
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: path))
        let stale = SourceFile(path: "big.view", bytes: Array(text.utf8), absolutePath: path)
        stale.setTextAside(reopening: path)
        XCTAssertTrue(stale.bytes.elementsEqual(text.utf8))
        XCTAssertNotNil(SourceRange(file: stale, start: 0, end: 3).file)
        withExtendedLifetime((file, other)) {}

        // Set aside in parts, front to back (a deferred body lets go of what it has read): the
        // pages before each offset are handed back, those after stay; a diagnostic reads the
        // whole text back, with the lines and columns of the text held whole.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let parts = SourceFile(path: "big.view", bytes: Array(text.utf8), absolutePath: path)
        let late = SourceRange(file: parts, start: start + 4, end: start + 9)
        let half = text.utf8.count / 2
        parts.setTextAside(reopening: path, before: half / 2)
        parts.setTextAside(reopening: path, before: half)
        XCTAssertTrue(parts.bytes[..<half].contains(0), "the first half handed back")
        XCTAssertTrue(parts.bytes[half...].elementsEqual(Array(text.utf8)[half...]), "the rest kept")
        XCTAssertTrue(parts.isTextAside)
        XCTAssertEqual(Diagnostic.error("a message", at: late).rendered, before.0)
        XCTAssertFalse(parts.isTextAside)
        XCTAssertTrue(parts.bytes.elementsEqual(text.utf8), "the text read back")
        // …and once the file has changed, it counts as gone, as when set aside whole.
        parts.setTextAside(reopening: path, before: half)
        try Data(changed).write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(parts.readTextBack())
        XCTAssertNil(late.file)
    }
}
