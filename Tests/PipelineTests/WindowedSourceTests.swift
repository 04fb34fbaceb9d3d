// A large input read in windows (SourceFile.readingInWindows): read once through to check and
// fingerprint it, then a window ahead of the scan of the canvas body (Parser.scanBlock) and of
// its statements (DeferredBodyParser), so that its text is never resident whole. It compiles to
// what the whole text compiles to; a diagnostic late in it is at its line and column with its
// line shown; what the windows cannot read — a beginning longer than the first window, a
// statement longer than the window ahead, a line comment running past it, a long text after
// the body, a file changed in place meanwhile — is read whole, or reported as changed.

import Foundation
import XCTest
import DrawIR
import ViewEval
@testable import ViewSupport
import ViewSyntax
@testable import ViewcDriver

final class WindowedSourceTests: XCTestCase {
    /// A canvas of paths, one statement each, until the text is `bytes` long.
    func body(_ bytes: Int, from k0: Int = 0) -> String {
        var text = ""
        var k = k0
        while text.utf8.count < bytes {
            k += 1
            let a = Double(k % 397), b = Double((k * 7) % 389)
            text += "    path { move(to: Point(\(a), \(b))); line(to: Point(\(b), \(a))); line(to: Point(\(a), \(a / 2))); close(); fill(rgb(0.25, \(Double(k % 10) / 10), 0.75, 0.5)) }\n"
        }
        return text
    }

    /// `text` at `path`, read in windows, compiled as the compile command compiles it (its text
    /// let go as it is read), and compiled again from the text in memory: the same diagnostics
    /// (rendered, with their lines and carets) and the same IR. Returns the windowed compile and its file.
    @discardableResult
    func same(_ text: String, deferred: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> (Compilation, SourceFile) {
        let path = scratchFolder(self) + "/big.view"
        put(text, path)
        let source = try! Driver.readSource(path, windowsAbove: 1 << 20)
        XCTAssertTrue(source.readsInWindows, file: file, line: line)
        var options = EvalOptions()
        options.releasesReadText = path
        let windowed = Driver.compile(source, options)
        XCTAssertEqual(windowed.deferredCanvasBody, deferred, file: file, line: line)
        let whole = Driver.compile(SourceFile(path: path, text: text, absolutePath: path), EvalOptions())
        XCTAssertEqual(windowed.diagnostics.map(\.rendered), whole.diagnostics.map(\.rendered), file: file, line: line)
        if let w = windowed.document, let o = whole.document {
            XCTAssertTrue(IRPrinter.print(Driver.lower(w).ir) == IRPrinter.print(Driver.lower(o).ir), "the same IR", file: file, line: line)
        } else {
            XCTAssertTrue(windowed.document == nil && whole.document == nil, file: file, line: line)
        }
        XCTAssertTrue(source.readTextBack(), file: file, line: line)
        XCTAssertTrue(source.bytes.elementsEqual(text.utf8), file: file, line: line)
        return (windowed, source)
    }

    func testAFileReadInWindowsIsNeverWholeAndCompilesAsTheWholeText() {
        let text = "let k = 3\ncanvas(width: 400, height: 400) {\n    backgroundColor: white\n" + body(5 << 20) + "}\nlet after = 2\n"
        let path = scratchFolder(self) + "/big.view"
        put(text, path)
        let source = try! Driver.readSource(path, windowsAbove: 1 << 20)
        // Read once through, only the first window kept.
        XCTAssertNil(source.invalidText)
        XCTAssertEqual(source.bytes.count, text.utf8.count)
        XCTAssertTrue(source.bytes[..<(1 << 20)].elementsEqual(text.utf8.prefix(1 << 20)))
        XCTAssertFalse(source.bytes[(2 << 20)..<(3 << 20)].contains { $0 != 0 }, "the text after the first window is not resident")
        // Parsed: the body's text scanned is let go again, the text after it read in.
        let tree = Parser.parse(source, deferCanvasBody: true)
        XCTAssertNotNil(tree.deferredBlock)
        XCTAssertTrue(source.readsInWindows)
        XCTAssertFalse(source.bytes[(2 << 20)..<(3 << 20)].contains { $0 != 0 })
        XCTAssertTrue(source.bytes.suffix(40).elementsEqual(text.utf8.suffix(40)))
        same(text)
    }

    /// An error in the last lines of a large file: at its line and column, its line shown.
    func testAnErrorLateInTheFileIsAtItsPlace() {
        let head = "canvas(width: 400, height: 400) {\n" + body(3 << 20)
        let last = "    path { rect(Rect(1, 2, 3, 4)); fill(rgb(0.25, 0.5, nowhere)) }"
        // (Reported, the body is abandoned and the whole text compiled: it is read back.)
        let (c, _) = same(head + last + "\n}\n", deferred: false)
        let line = head.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
        let column = last.distance(from: last.startIndex, to: last.range(of: "nowhere")!.lowerBound) + 1
        let rendered = c.diagnostics.map(\.rendered).joined()
        XCTAssertTrue(rendered.contains("big.view:\(line):\(column): error:"), rendered)
        XCTAssertTrue(rendered.contains("fill(rgb(0.25, 0.5, nowhere))"), rendered)
        XCTAssertTrue(rendered.contains("^"), rendered)
    }

    /// What the windows cannot read is read whole, and compiles as the whole text does.
    func testWhatTheWindowsCannotReadIsReadWhole() {
        let canvas = "canvas(width: 400, height: 400) {\n"
        // A beginning longer than the first window.
        let comments = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 12_000)
        same(comments + canvas + body(2 << 20) + "}\n", deferred: true)
        // A statement longer than the window ahead: a list of 1.6 MiB on one line (which the
        // scan reads past its window) and on many (which it does not, the lexer does).
        for separator in [", ", ",\n"] {
            let list = "    let xs = [" + Array(repeating: "1.5", count: 340_000).joined(separator: separator) + "]\n"
            same(canvas + body(1 << 20) + list + "    path { rect(Rect(0, 0, xs[3], 9)); fill(red) }\n" + body(1 << 20, from: 9) + "}\n",
                 deferred: separator == ", ")
        }
        // A block comment longer than the slack the windows leave.
        let comment = "    /* " + String(repeating: "y ", count: 700_000) + "*/\n"
        same(canvas + body(1 << 20) + comment + body(1 << 20, from: 5) + "}\n")
        // A long text after the body.
        same(canvas + body(1 << 20) + "}\n" + comments + "let z = 1\n")
    }

    /// Bytes that are not UTF-8 are found where the whole text's check finds them, also when a
    /// window's end cuts their sequence; the fingerprint is the whole text's.
    func testTextIsCheckedAndFingerprintedAcrossWindows() {
        let path = scratchFolder(self) + "/cut.view"
        let window = SourceFile.windowBytes
        for (at, seq) in [(window - 1, [UInt8]([0xE2, 0x82, 0xAC])), (window - 2, [0xF0, 0x9F, 0x98, 0x80]),
                          (window - 1, [0xE2, 0x82, 0x41]), (window, [0xC3]), (2 * window - 1, [0xED, 0xA0, 0x80])] {
            var bytes = [UInt8](repeating: 0x20, count: 3 * window)
            bytes.replaceSubrange(at..<at + seq.count, with: seq)
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let source = try! Driver.readSource(path, windowsAbove: 1 << 20)
            let whole = SourceFile(path: path, bytes: bytes)
            XCTAssertTrue(source.readsInWindows)
            XCTAssertEqual(source.invalidText?.offset, whole.invalidText?.offset, "\(at) \(seq)")
            XCTAssertEqual(source.invalidText?.length, whole.invalidText?.length, "\(at) \(seq)")
            XCTAssertTrue(source.readTextBack())
            XCTAssertEqual(SourceFile.fingerprint(source.bytes), SourceFile.fingerprint(whole.bytes))
        }
    }

    /// A file changed in place while it is read in windows is gone: the compile says so, and
    /// never compiles the mixed text.
    func testAFileChangedInPlaceIsGone() throws {
        let text = "canvas(width: 400, height: 400) {\n" + body(3 << 20) + "}\n"
        let path = scratchFolder(self) + "/big.view"
        put(text, path)
        let source = try Driver.readSource(path, windowsAbove: 1 << 20)
        // The same length, another text, another modification time.
        let h = FileHandle(forWritingAtPath: path)!
        try h.seek(toOffset: 2 << 20)
        h.write(Data("xx".utf8))
        try h.close()
        var t = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &t, 0), 0)
        let c = Driver.compile(source, EvalOptions())
        XCTAssertTrue(c.hasErrors)
        XCTAssertEqual(c.diagnostics.map(\.headline), ["viewc: error: \(source.path) changed while it was being compiled"])
    }
}
