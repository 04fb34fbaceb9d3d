// `viewc lsp` driven over pipes as an editor drives it: each test writes the client's side of
// an exchange and checks the server's answers against what the test's own text says (a typo's
// range from its line and UTF-16 column in the text, the property the manual documents).

import Foundation
import XCTest

final class LSPProtocolTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: LSPClient.binary), "no viewc at \(LSPClient.binary): run swift build or set VIEWC_BIN")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func open(_ client: LSPClient, _ name: String, _ text: String, version: Int = 1) -> String {
        let uri = dir.appendingPathComponent(name).absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "view", "version": version, "text": text]])
        return uri
    }

    func range(_ d: [String: Any]) -> (Int, Int, Int, Int) {
        let r = d["range"] as! [String: Any], s = r["start"] as! [String: Int], e = r["end"] as! [String: Int]
        return (s["line"]!, s["character"]!, e["line"]!, e["character"]!)
    }

    // A line of Korean and an emoji before the typo: 3 and 4 bytes, 1 and 2 UTF-16 units each.
    static let typo = """
    canvas(width: 200, height: 100) {
        label { text: "안녕하세요 👋"; textColr: .red }
    }

    """

    func testATypoIsPublishedAtItsUTF16RangeWithItsFixItAsACodeAction() throws {
        let c = try LSPClient()
        let caps = try XCTUnwrap(c.initialize(rootFolder: dir)?["result"] as? [String: Any])["capabilities"] as? [String: Any]
        XCTAssertEqual(caps?["positionEncoding"] as? String, "utf-16")
        let uri = open(c, "typo.view", Self.typo)
        let ds = try XCTUnwrap(c.diagnostics(uri, version: 1))
        XCTAssertEqual(ds.count, 1, "\(ds)")
        let d = try XCTUnwrap(ds.first)
        let at = lspPosition(of: "textColr", in: Self.typo)
        XCTAssertEqual(at.character, "    label { text: \"안녕하세요 👋\"; ".utf16.count)
        XCTAssertEqual(range(d).0, at.line)
        XCTAssertEqual(range(d).1, at.character)
        XCTAssertEqual(range(d).3, at.character + "textColr".utf16.count)
        XCTAssertEqual(d["severity"] as? Int, 1)
        XCTAssertTrue((d["message"] as? String ?? "").contains("'textColor'"), "\(d)")

        let id = c.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": d["range"]!, "context": ["diagnostics": [d]]])
        let actions = try XCTUnwrap(c.response(id)?["result"] as? [[String: Any]])
        XCTAssertEqual(actions.count, 1)
        let edit = try XCTUnwrap(((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        XCTAssertEqual(edit.first?["newText"] as? String, "textColor")
        XCTAssertEqual(range(edit[0]).1, at.character)
        XCTAssertEqual(range(edit[0]).3, at.character + 8)

        // The fix applied as an incremental change at those UTF-16 positions: no diagnostics.
        c.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                            "contentChanges": [["range": edit[0]["range"]!, "text": "textColor"]]])
        XCTAssertEqual(c.diagnostics(uri, version: 2)?.count, 0)
        XCTAssertEqual(c.close(), 0)
    }

    func testNotesAreRelatedInformationInTheFileTheyAreIn() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        try "import \"a.view\"\n".write(to: dir.appendingPathComponent("b.view"), atomically: true, encoding: .utf8)
        let a = "import \"b.view\"\ncanvas(width: 10, height: 10) {}\n"
        try a.write(to: dir.appendingPathComponent("a.view"), atomically: true, encoding: .utf8)
        let uri = open(c, "a.view", a)
        let d = try XCTUnwrap(c.diagnostics(uri)?.first)
        XCTAssertTrue((d["message"] as? String ?? "").contains("import cycle"), "\(d)")
        // Reported in b.view: put on the import that reads it, its own place the first related.
        XCTAssertTrue(range(d) == (0, 7, 0, 15), "\(d)")
        let related = try XCTUnwrap(d["relatedInformation"] as? [[String: Any]])
        XCTAssertFalse(related.isEmpty)
        for r in related { XCTAssertNotNil(((r["location"] as? [String: Any])?["uri"] as? String)?.hasPrefix("file://")) }
        XCTAssertEqual(c.close(), 0)
    }

    func completions(_ c: LSPClient, _ uri: String, _ text: String, at needle: String) throws -> [[String: Any]] {
        let p = lspPosition(of: needle, in: text)
        let id = c.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": p.line, "character": p.character + needle.utf16.count]])
        return try XCTUnwrap((c.response(id)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
    }

    func testCompletionOffersPropertiesEnumCasesParametersAndFiles() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        try Data([0x89]).write(to: dir.appendingPathComponent("photo.png"))
        try "view Tag {}\n".write(to: dir.appendingPathComponent("parts.view"), atomically: true, encoding: .utf8)
        let text = """
        import "pa"
        canvas(width: 200, height: 100) {
            view {
                alp
                contentMode: .scaleAsp
            }
            image { name: "ph" }
            view { backgroundColor: UIColor.systemBl }
            label { textAlignment: .cen }
            Meter(frame: bounds, val)
        }
        view Meter {
            @inspectable value = 0.5
        }

        """
        // First as it compiles (the check types the parameters), then as it is being typed.
        let valid = text.replacingOccurrences(of: "        alp\n", with: "").replacingOccurrences(of: "scaleAsp", with: "center")
            .replacingOccurrences(of: "    image { name: \"ph\" }\n", with: "").replacingOccurrences(of: ", val)", with: ")").replacingOccurrences(of: "systemBl }", with: "systemBlue }")
            .replacingOccurrences(of: ".cen }", with: ".center }")
            .replacingOccurrences(of: "import \"pa\"", with: "")
        let uri = open(c, "c.view", valid)
        XCTAssertEqual(c.diagnostics(uri, version: 1)?.compactMap { $0["severity"] as? Int }.filter { $0 == 1 }, [])
        c.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        _ = c.diagnostics(uri, version: 2)
        let alpha = try completions(c, uri, text, at: "alp").first { $0["label"] as? String == "alpha" }
        XCTAssertEqual(alpha?["kind"] as? Int, 10)
        // The type from the registry, the default from the manual's row.
        XCTAssertTrue((alpha?["detail"] as? String ?? "").hasPrefix("Number"), "\(String(describing: alpha))")
        XCTAssertTrue((alpha?["detail"] as? String ?? "").contains("Default: 1"), "\(String(describing: alpha))")
        XCTAssertEqual(try completions(c, uri, text, at: ".scaleAsp").compactMap { $0["label"] as? String }, ["scaleAspectFit", "scaleAspectFill"])
        XCTAssertEqual(try completions(c, uri, text, at: "UIColor.systemBl").compactMap { $0["label"] as? String }, ["systemBlue"])
        XCTAssertEqual(try completions(c, uri, text, at: "textAlignment: .cen").compactMap { $0["label"] as? String }, ["center"])
        let value = try completions(c, uri, text, at: "val").first { $0["label"] as? String == "value" }
        XCTAssertEqual(value?["detail"] as? String, "value: Number = 0.5")
        XCTAssertEqual(try completions(c, uri, text, at: "\"ph").compactMap { $0["label"] as? String }, ["photo"])
        XCTAssertEqual(try completions(c, uri, text, at: "\"pa").compactMap { $0["label"] as? String }, ["parts.view"])
        XCTAssertEqual(c.close(), 0)
    }

    func hover(_ c: LSPClient, _ uri: String, _ text: String, at needle: String) throws -> String {
        let p = lspPosition(of: needle, in: text)
        let id = c.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": p.line, "character": p.character + 1]])
        return try XCTUnwrap(((c.response(id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
    }

    func testHoverShowsTypesSignaturesAndTheManualsRow() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        let text = """
        canvas(width: 200, height: 100) {
            layer.cornerRadius: 4
            backgroundColor: rgb(1, 0, 0)
            let r = bounds.insetBy(dx: 2, dy: 2)
        }

        """
        let uri = open(c, "h.view", text)
        _ = c.diagnostics(uri)
        let corner = try hover(c, uri, text, at: "cornerRadius")
        XCTAssertTrue(corner.contains("layer.cornerRadius: Number"), corner)
        XCTAssertTrue(corner.contains("CALayer.cornerRadius"), corner)   // the manual's §6.1 row
        XCTAssertTrue(try hover(c, uri, text, at: "rgb").contains("rgb(_: Number, _: Number, _: Number"))
        XCTAssertTrue(try hover(c, uri, text, at: "insetBy").contains("insetBy(dx: Number, dy: Number) -> Rect"))
        XCTAssertEqual(c.close(), 0)
    }

    func testDefinitionAndOutline() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        let lib = "let brand = #FF0000\nview Tag {}\n"
        try lib.write(to: dir.appendingPathComponent("lib.view"), atomically: true, encoding: .utf8)
        let text = """
        import "lib.view"
        let gap = 4
        canvas(width: 200, height: 100) {
            Meter(frame: bounds.insetBy(dx: gap, dy: gap))
            Tag(frame: bounds)
        }
        view Meter {
            path { rect(bounds); fill(brand) }
        }

        """
        let uri = open(c, "d.view", text)
        _ = c.diagnostics(uri)
        func definition(_ needle: String, after: String) throws -> (String, Int, Int) {
            let p = lspPosition(of: needle, in: text, after: after)
            let id = c.request("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": p.line, "character": p.character + 1]])
            let loc = try XCTUnwrap(c.response(id)?["result"] as? [String: Any])
            return (loc["uri"] as! String, range(loc).0, range(loc).1)
        }
        let meter = lspPosition(of: "Meter", in: text, after: "view ")
        XCTAssertTrue(try definition("Meter", after: "{") == (uri, meter.line, meter.character))
        let gap = lspPosition(of: "gap", in: text)
        XCTAssertTrue(try definition("gap", after: "dx: ") == (uri, gap.line, gap.character))
        let libURI = dir.appendingPathComponent("lib.view").absoluteString
        XCTAssertEqual(try definition("Tag", after: "))").0, libURI)
        XCTAssertEqual(try definition("brand", after: "fill(").1, 0)
        XCTAssertEqual(try definition("lib.view", after: "import \"").0, libURI)

        let id = c.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let symbols = try XCTUnwrap(c.response(id)?["result"] as? [[String: Any]])
        XCTAssertEqual(symbols.compactMap { $0["name"] as? String }, ["lib.view", "gap", "canvas", "Meter"])
        let meterChildren = symbols[3]["children"] as? [[String: Any]]
        XCTAssertEqual(meterChildren?.compactMap { $0["name"] as? String }, ["path"])
        XCTAssertEqual(c.close(), 0)
    }

    /// An extension of a layer class no class of the file inherits from is held by a class the
    /// parser adds (FrameworkClasses.extensionHolder): no declaration of the source, so the
    /// outline lists the file's own class alone.
    func testTheHolderOfALayerExtensionIsNotInTheOutline() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        let text = """
        canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
        extension CALayer {
            func soften() { shadowOpacity = 0.3 }
        }
        class A: UIView {
            override func layoutSubviews() { layer.soften() }
        }

        """
        let uri = open(c, "x.view", text)
        XCTAssertEqual(c.diagnostics(uri)?.count, 0)
        let id = c.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let symbols = try XCTUnwrap(c.response(id)?["result"] as? [[String: Any]])
        XCTAssertEqual(symbols.compactMap { $0["name"] as? String }, ["canvas", "A"])
        XCTAssertEqual(c.close(), 0)
    }

    func testASwiftClassItsMethodsAndItsIBInspectablesInASample() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("samples/skullview.view"), encoding: .utf8)
        let uri = open(c, "skullview.view", text)
        XCTAssertEqual(c.diagnostics(uri)?.count, 0)
        func definition(_ needle: String, after: String) throws -> (Int, Int) {
            let p = lspPosition(of: needle, in: text, after: after)
            let id = c.request("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": p.line, "character": p.character + 1]])
            let loc = try XCTUnwrap(c.response(id)?["result"] as? [String: Any])
            return (range(loc).0, range(loc).1)
        }
        let cls = lspPosition(of: "SkullView", in: text, after: "\nclass ")
        XCTAssertTrue(try definition("SkullView", after: "canvas") == (cls.line, cls.character))
        let fn = lspPosition(of: "pathForSkull", in: text, after: "private func ")
        XCTAssertTrue(try definition("pathForSkull", after: "override func draw") == (fn.line, fn.character))
        // Inside an instance's parentheses: the class's @IBInspectable properties, typed.
        let p = lspPosition(of: "mouthCurvature", in: text)
        let id = c.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": p.line, "character": p.character + 5]])
        let items = try XCTUnwrap((c.response(id)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
        XCTAssertEqual(items.first { $0["label"] as? String == "mouthCurvature" }?["detail"] as? String, "mouthCurvature: Number = 1")
        XCTAssertEqual(c.close(), 0)
    }

    func testMalformedMessagesAreAnsweredWithJSONRPCErrorsAndTheServerGoesOn() throws {
        let c = try LSPClient(arguments: [])
        // Before initialize: refused with ServerNotInitialized.
        let early = c.request("textDocument/hover", ["textDocument": ["uri": "file:///x.view"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual((c.response(early)?["error"] as? [String: Any])?["code"] as? Int, -32002)
        _ = c.initialize(rootFolder: dir)
        func errorCode() -> Int? {
            (c.wait { $0["error"] != nil && $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int
        }
        c.sendRaw(Data("Content-Length: 5\r\n\r\n{oops".utf8))
        XCTAssertEqual(errorCode(), -32700)
        c.sendRaw(Data("Content-Length: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(errorCode(), -32600)
        c.sendRaw(Data("Content-Length: x\r\n\r\n".utf8))
        XCTAssertEqual(errorCode(), -32700)
        let deep = String(repeating: "[", count: 100_000)
        c.sendRaw(Data("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)".utf8))
        XCTAssertEqual(errorCode(), -32700)
        let unknown = c.request("workspace/noSuchThing")
        XCTAssertEqual((c.response(unknown)?["error"] as? [String: Any])?["code"] as? Int, -32601)
        // Still serving.
        let uri = open(c, "ok.view", "canvas(width: 10, height: 10) {}\n")
        XCTAssertEqual(c.diagnostics(uri)?.count, 0)
        XCTAssertEqual(c.close(), 0)
    }

    func testAMessageOrDocumentBeyondTheLimitsIsRefusedUnread() throws {
        let c = try LSPClient(arguments: ["--max-input-size", "1K"])
        _ = c.initialize(rootFolder: dir)
        // A header that says 1 GiB: refused at once, not waited for.
        c.sendRaw(Data("Content-Length: 1073741824\r\n\r\n".utf8))
        let refused = c.wait(timeout: 10) { $0["error"] != nil }
        XCTAssertEqual((refused?["error"] as? [String: Any])?["code"] as? Int, -32600)
        c.process.terminate()
        let d = try LSPClient(arguments: ["--max-input-size", "1K"])
        _ = d.initialize(rootFolder: dir)
        let big = "// " + String(repeating: "x", count: 2000) + "\ncanvas(width: 10, height: 10) {}\n"
        let uri = open(d, "big.view", big)
        let ds = try XCTUnwrap(d.diagnostics(uri))
        XCTAssertTrue((ds.first?["message"] as? String ?? "").contains("larger than 1 KiB"), "\(ds)")
        XCTAssertEqual(d.close(), 0)
    }

    func testALongCheckDoesNotHoldUpRequestsAndAStaleOneIsNotPublished() throws {
        // Half a million drawing operations before --max-operations stops it: seconds of work
        // in a debug build.
        let c = try LSPClient(arguments: ["--max-operations", "500000"])
        _ = c.initialize(rootFolder: dir)
        let slow = "canvas(width: 10, height: 10) {\n    for i in 0..<999999999 { path { rect(Rect(0, 0, 1, 1)); fill(.red) } }\n}\n"
        let uri = open(c, "slow.view", slow)
        usleep(400_000)   // past the pause: the check has started
        let started = Date()
        let id = c.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 0]])
        XCTAssertNotNil(c.response(id, timeout: 10))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "a hover waited for the check")
        // The text changes while the slow check runs: only the new text's diagnostics come.
        c.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                            "contentChanges": [["text": "canvas(width: 10, height: 10) { alpah: 1 }\n"]]])
        let ds = try XCTUnwrap(c.diagnostics(uri, timeout: 300))
        XCTAssertTrue((ds.first?["message"] as? String ?? "").contains("'alpha'"), "\(ds)")
        XCTAssertNil(c.diagnostics(uri, version: 1, timeout: 1))
        XCTAssertEqual(c.close(), 0)
    }

    func testRandomEditsAndRequestsNeverStopTheServer() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        var doc = Self.typo + "view Meter {\n    @inspectable value = 0.5\n    path { rect(bounds); fill(.red) }\n}\n"
        let uri = open(c, "fuzz.view", doc)
        var rng = SystemRandomNumberGenerator()
        let pieces = ["{", "}", "(", ")", "\"", "안", "👋", "\n", ".", ":", "view", "label {", "let x = ", "/*", "*/", "\\(", "#FF", "1e309", "Meter(", "@inspectable "]
        for version in 2...150 {
            // A random edit at a random UTF-16 position (possibly inside a surrogate pair, past a line's end).
            let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Int.random(in: 0...lines.count, using: &rng)
            let ch = Int.random(in: 0...40, using: &rng)
            let len = Int.random(in: 0...3, using: &rng)
            let piece = pieces.randomElement(using: &rng)!
            c.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [[
                "range": ["start": ["line": line, "character": ch], "end": ["line": line, "character": ch + len]], "text": piece]]])
            // Keep the test's copy in step by asking for the text back is not possible; apply the
            // same edit as LSP says, in UTF-16 units clamped to the line.
            doc = LSPProtocolTests.apply(doc, line: line, from: ch, to: ch + len, piece)
            let method = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/documentSymbol"].randomElement(using: &rng)!
            _ = c.request(method, ["textDocument": ["uri": uri], "position": ["line": Int.random(in: 0...lines.count + 2, using: &rng), "character": Int.random(in: 0...60, using: &rng)]])
        }
        let id = c.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        XCTAssertNotNil(c.response(id, timeout: 120)?["result"])
        XCTAssertTrue(c.process.isRunning)
        XCTAssertEqual(c.close(), 0)
    }

    func testMutatedMessagesNeverStopTheServer() throws {
        let c = try LSPClient()
        _ = c.initialize(rootFolder: dir)
        let uri = open(c, "m.view", Self.typo)
        let seeds: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": "s7", "method": "textDocument/hover", "params": ["textDocument": ["uri": uri], "position": ["line": 1, "character": 30]]],
            ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": 9],
                "contentChanges": [["range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 4]], "text": "안👋"]]]],
            ["jsonrpc": "2.0", "id": "s8", "method": "textDocument/completion", "params": ["textDocument": ["uri": uri], "position": ["line": 1, "character": 8]]],
            ["jsonrpc": "2.0", "id": "s9", "method": "textDocument/codeAction", "params": ["textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]], "context": ["diagnostics": []]]],
        ]
        var rng = SystemRandomNumberGenerator()
        let bytes: [UInt8] = Array("{}[]\",:0123456789-.eE\\tnul \u{7F}".utf8) + [0xC3, 0xFF, 0x00, 0xED, 0xA0]
        for _ in 0..<400 {
            // A valid message with bytes replaced, inserted or cut off: framed correctly, so
            // each is one message the server must answer or ignore.
            var body = [UInt8](try JSONSerialization.data(withJSONObject: seeds.randomElement(using: &rng)!))
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<body.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: body[i] = bytes.randomElement(using: &rng)!
                case 1: body.insert(bytes.randomElement(using: &rng)!, at: i)
                default: body = Array(body[..<max(1, i)])
                }
            }
            c.sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + Data(body))
        }
        // An id no mutation of the seeds' string ids can make.
        c.send(["id": 1_000_000, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]])
        XCTAssertNotNil(c.response(1_000_000, timeout: 120)?["result"])
        XCTAssertEqual(c.close(), 0)
    }

    /// `text` with the UTF-16 columns `from..<to` of `line` replaced (columns past the line's end
    /// are its end; inside a surrogate pair, the scalar's start), as LSP says.
    static func apply(_ text: String, line: Int, from: Int, to: Int, _ piece: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line < lines.count else { return text + piece }
        func index(_ l: String, _ units: Int) -> String.Index {
            var n = 0
            for i in l.unicodeScalars.indices {
                let w = l.unicodeScalars[i].utf16.count
                if n + w > units { return i }
                n += w
            }
            return l.endIndex
        }
        let l = lines[line]
        let a = index(l, from), b = index(l, to)
        lines[line] = String(l[..<a]) + piece + String(l[max(a, b)...])
        return lines.joined(separator: "\n")
    }
}
