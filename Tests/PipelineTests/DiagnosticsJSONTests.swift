// --diagnostic-format json, checked against the documented schema (docs/diagnostics.schema.json)
// with positions computed here from the text; `viewc check`; --warnings-as-errors.

import Foundation
import ViewSyntax
import ViewcDriver
import XCTest

final class DiagnosticsJSONTests: XCTestCase {
    var dir = ""
    var schema: SchemaValidator!

    override func setUpWithError() throws {
        dir = scratchFolder(self)
        let text = try String(contentsOfFile: Package.root.appendingPathComponent("docs/diagnostics.schema.json").path, encoding: .utf8)
        schema = SchemaValidator(root: try JSON.parse(text))
    }

    let broken = """
    import "mis\\"sing.view"
    view Dot { @inspectable size = 2 }
    view Dot { @inspectable size = 3 }
    canvas(width: 10, height: 10) {
        label { text: "é \\"q\\""; frame: Rect(0, 0, 5, nope) }
        view { frame: Rect(0, 0, 1, 1); backgroundColr: .red }
    }

    """
    let warns = "canvas(width: 10, height: 10) {\n    path { move(to: Point(0, 0)) }\n}\n"

    /// Each stderr line parsed and validated against the schema.
    func objects(_ r: Run, file: StaticString = #filePath, line: UInt = #line) throws -> [JSON] {
        try r.stderr.split(separator: "\n").map { l in
            let o = try JSON.parse(String(l))
            XCTAssertEqual(schema.errors(o), [], String(l), file: file, line: line)
            return o
        }
    }

    /// 1-based line, and the scalar column of `word` in that line (and just after it).
    func spot(_ text: String, _ word: String) -> (line: Int, column: Int, end: Int) {
        let lines = text.components(separatedBy: "\n")
        let n = lines.firstIndex { $0.contains(word) }!
        let scalars = Array(lines[n].unicodeScalars), w = Array(word.unicodeScalars)
        let c = (0...(scalars.count - w.count)).first { Array(scalars[$0..<($0 + w.count)]) == w }!
        return (n + 1, c + 1, c + 1 + w.count)
    }

    func testEveryDiagnosticIsOneSchemaValidLineWithExactPositions() throws {
        put(broken, dir + "/d.view")
        put(warns, dir + "/w.view")
        let r = try viewc(["check", "d.view", "w.view", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        let o = try objects(r)
        XCTAssertEqual(o.count, 5, r.stderr)
        guard o.count == 5 else { return }
        func expect(_ j: JSON, _ file: String, _ s: (line: Int, column: Int, end: Int), _ severity: String, _ message: String,
                    fixIts: JSON = .array([]), line: UInt = #line) {
            XCTAssertEqual(j, .object(["file": .string(file), "line": .int(s.line), "column": .int(s.column), "endLine": .int(s.line),
                                       "endColumn": .int(s.end), "severity": .string(severity), "message": .string(message),
                                       "notes": j["notes"]!, "fixIts": fixIts]), line: line)
        }
        expect(o[0], "d.view", spot(broken, #""mis\"sing.view""#), "error",
               "cannot find 'mis\"sing.view' (looked for \(dir)/mis\"sing.view)")
        let dup = spot(broken, "view Dot { @inspectable size = 3 }")
        expect(o[1], "d.view", (dup.line, 6, 9), "error", "component 'Dot' is already declared")
        XCTAssertEqual(o[1]["notes"], .array([.object(["file": .string("d.view"), "line": .int(2), "column": .int(6),
                                                       "endLine": .int(2), "endColumn": .int(9), "message": .string("first declared here")])]))
        // Columns count Unicode scalars: 'é' before 'nope' is one column.
        expect(o[2], "d.view", spot(broken, "nope"), "error", "unknown name 'nope'")
        // A did-you-mean carries its fix-it: the misspelt name replaced by the suggestion.
        let typo = spot(broken, "backgroundColr")
        expect(o[3], "d.view", typo, "error", "a view has no property 'backgroundColr'; did you mean 'backgroundColor'?",
               fixIts: .array([.object(["file": .string("d.view"), "line": .int(typo.line), "column": .int(typo.column),
                                        "endLine": .int(typo.line), "endColumn": .int(typo.end), "replacement": .string("backgroundColor")])]))
        expect(o[4], "w.view", spot(warns, "path"), "warning",
               "this path is never painted; fill(…), stroke(…) or addClip() would use it")

        // The same diagnostics as text, headline for headline.
        let t = try viewc(["check", "d.view", "w.view"], cwd: dir)
        let headlines = t.stderr.split(separator: "\n").filter { $0.range(of: #"^[dw]\.view:\d+:\d+: "#, options: .regularExpression) != nil }
        XCTAssertEqual(headlines.map(String.init), o.flatMap { j -> [String] in
            let own = "\(j["file"]!.string!):\(j["line"]!.int!):\(j["column"]!.int!): \(j["severity"]!.string!): \(j["message"]!.string!)"
            return [own] + j["notes"]!.array!.map { "\($0["file"]!.string!):\($0["line"]!.int!):\($0["column"]!.int!): note: \($0["message"]!.string!)" }
        })
    }

    func testFailuresWithoutAPlaceAreJSONToo() throws {
        let r = try viewc(["nowhere.view", "-o", "x.svg", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try objects(r), [.object(["file": .null, "line": .null, "column": .null, "endLine": .null, "endColumn": .null,
                                                 "severity": .string("error"), "message": .string("no such file: nowhere.view"),
                                                 "notes": .array([]), "fixIts": .array([])])])
    }

    func testCompileAndOtherCommandsTakeTheFormat() throws {
        put(broken, dir + "/d.view")
        for args in [["d.view", "-o", "d.svg"], ["dump", "tree", "d.view"], ["params", "d.view"], ["hit", "d.view", "1,1"]] {
            let r = try viewc(args + ["--diagnostic-format", "json"], cwd: dir)
            XCTAssertEqual(r.status, 1, args.joined(separator: " "))
            XCTAssertEqual(try objects(r).count, 4, r.stderr)
        }
        XCTAssertNil(bytes(dir + "/d.svg"))
    }

    func testTheValidatorRejectsWhatTheSchemaForbids() throws {
        let good = try JSON.parse(#"{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[],"fixIts":[{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"replacement":"x"}]}"#)
        XCTAssertEqual(schema.errors(good), [])
        for bad in [#"{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[]}"#,
                    #"{"file":"a.view","line":"1","column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[],"fixIts":[]}"#,
                    #"{"file":"a.view","line":0,"column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[],"fixIts":[]}"#,
                    #"{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"severity":"fatal","message":"m","notes":[],"fixIts":[]}"#,
                    #"{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[{"message":"n"}],"fixIts":[]}"#,
                    #"{"file":"a.view","line":1,"column":2,"endLine":1,"endColumn":3,"severity":"error","message":"m","notes":[],"fixIts":[],"extra":1}"#] {
            XCTAssertNotEqual(schema.errors(try JSON.parse(bad)), [], bad)
        }
    }

    func testTheDocumentedExamplesConform() throws {
        let md = try String(contentsOfFile: Package.root.appendingPathComponent("docs/pipelines.md").path, encoding: .utf8)
        let block = md.components(separatedBy: "```json\n")[1].components(separatedBy: "```")[0]
        let lines = block.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        for l in lines { XCTAssertEqual(schema.errors(try JSON.parse(String(l))), [], String(l)) }
    }

    func testFixItsArePrinted() throws {
        let file = SourceFile(path: "f.view", text: "let a = 1\nlet b = é + colr\n")
        let start = "let a = 1\nlet b = é + ".utf8.count
        let d = Diagnostic.error("unknown name 'colr'; did you mean 'color'?", at: SourceRange(file: file, start: start, end: start + 4),
                                 fixIts: [FixIt(range: SourceRange(file: file, start: start, end: start + 4), replacement: "color")])
        let o = try JSON.parse(DiagnosticJSON.line(d))
        XCTAssertEqual(schema.errors(o), [])
        XCTAssertEqual(o["fixIts"], .array([.object(["file": .string("f.view"), "line": .int(2), "column": .int(13), "endLine": .int(2),
                                                     "endColumn": .int(17), "replacement": .string("color")])]))
    }

    func testStringsAreEscaped() throws {
        let s = "a\"b\\c\nd\te\u{1}f\u{7f}é€😀"
        let line = DiagnosticJSON.string(s)
        XCTAssertEqual(line, #""a\"b\\c\nd\te\u0001f\u007fé€😀""#)
        XCTAssertEqual(try JSON.parse(line), .string(s))
    }

    // MARK: check

    func testCheckIsSilentOnGoodFilesAndAcceptsComponentLibraries() throws {
        put("view Dot {\n  @inspectable size = 2\n  path { circle(center: bounds.center, radius: size); fill(.black) }\n}\n", dir + "/lib.view")
        put("import \"lib.view\"\ncanvas(width: 10, height: 10) { Dot(frame: bounds) }\n", dir + "/main.view")
        let r = try viewc(["check", "lib.view", "main.view"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr + r.stdout, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["lib.view", "main.view"], "check writes nothing")
        // A library's own errors are found, in components never used...
        put("view Dot {\n  @inspectable size = 2\n  path { circle(center: bounds.center, radius: size + \"x\"); fill(.black) }\n}\n", dir + "/bad.view")
        let b = try viewc(["check", "bad.view", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(b.status, 1)
        XCTAssertEqual(try objects(b).map { $0["line"]!.int! }, [3], b.stderr)
        // ...while compiling a library is still an error: it draws nothing.
        let c = try viewc(["lib.view", "-o", "lib.svg"], cwd: dir)
        XCTAssertEqual(c.status, 1)
        XCTAssertTrue(c.stderr.contains("nothing to draw"), c.stderr)
    }

    func testCheckReportsEveryFileAndGoesOnAfterAMissingOne() throws {
        put(warns, dir + "/w.view")
        put("canvas(width: 10, height: 10) { view { frame: zz } }\n", dir + "/e.view")
        let r = try viewc(["check", "missing.view", "w.view", "e.view", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try objects(r).map { "\($0["file"]!.string ?? "-") \($0["severity"]!.string!)" },
                       ["- error", "w.view warning", "e.view error"])
        // Warnings alone pass.
        XCTAssertEqual(try viewc(["check", "w.view"], cwd: dir).status, 0)
    }

    // MARK: --warnings-as-errors

    func testWarningsAsErrorsFailsTheBuildAndWritesNothing() throws {
        put(warns, dir + "/w.view")
        var r = try viewc(["w.view", "-o", "w.svg"], cwd: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("w.view:2:5: warning: this path is never painted"), r.stderr)
        try FileManager.default.removeItem(atPath: dir + "/w.svg")
        r = try viewc(["w.view", "-o", "w.svg", "--warnings-as-errors"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("w.view:2:5: error: this path is never painted"), r.stderr)
        XCTAssertNil(bytes(dir + "/w.svg"))
        r = try viewc(["check", "w.view", "--warnings-as-errors", "--diagnostic-format", "json"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try objects(r).map { $0["severity"]!.string! }, ["error"])
        // A warning the output format causes (SVG has no blur) fails it too.
        put("canvas(width: 40, height: 40) { view { frame: Rect(5, 5, 20, 20); backgroundColor: .red; layer.shadowOpacity: 0.5; layer.shadowRadius: 3 } }\n", dir + "/s.view")
        XCTAssertEqual(try viewc(["s.view", "-o", "s.png", "--warnings-as-errors"], cwd: dir).status, 0)
        r = try viewc(["s.view", "-o", "s.svg", "--warnings-as-errors"], cwd: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("error: SVG has no blur"), r.stderr)
        XCTAssertNil(bytes(dir + "/s.svg"))
    }
}
