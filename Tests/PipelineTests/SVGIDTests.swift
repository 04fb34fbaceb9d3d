// The SVG id pass (CairoBackend/Tidy.swift) on hand-written SVG, and through the renderer and
// the command line: numbered ids renumbered per name in order of definition, every id and
// every reference to one prefixed, the default prefix derived from the drawing.

@testable import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class SVGIDTests: XCTestCase {
    func tidy(_ s: String, _ prefix: String? = "p-") -> String {
        String(decoding: SVGTidy.rewriteIDs(Array(s.utf8), prefix: prefix), as: UTF8.self)
    }

    func testNumberedIdsAreRenumberedPerNameInOrderOfDefinition() {
        let svg = """
        <svg><defs><symbol id="glyph3-12"/><symbol id="glyph0-1"/><clipPath id="clip7"/><clipPath id="clip2"/></defs>
        <use xlink:href="#glyph0-1"/><use xlink:href="#glyph3-12"/><g clip-path="url(#clip2)"/><g clip-path="url(#clip7)"/></svg>
        """
        XCTAssertEqual(tidy(svg), """
        <svg><defs><symbol id="p-glyph1"/><symbol id="p-glyph2"/><clipPath id="p-clip1"/><clipPath id="p-clip2"/></defs>
        <use xlink:href="#p-glyph2"/><use xlink:href="#p-glyph1"/><g clip-path="url(#p-clip2)"/><g clip-path="url(#p-clip1)"/></svg>
        """)
    }

    func testEveryReferenceFormIsRewritten() {
        let svg = """
        <svg aria-labelledby="title1  desc1"><title id="title1">T</title><desc id='desc1'>D</desc>
        <filter id="alpha"/><pattern id="pattern4"><image href="#image9"/></pattern><image id="image9"/>
        <path style="fill:url(#pattern4);stroke:none" filter="url(#alpha)"/><use href = "#surface3"/><g id="surface3"/></svg>
        """
        // Unnumbered names keep their name; a use before its definition is rewritten too.
        XCTAssertEqual(tidy(svg), """
        <svg aria-labelledby="p-title1  p-desc1"><title id="p-title1">T</title><desc id='p-desc1'>D</desc>
        <filter id="p-alpha"/><pattern id="p-pattern1"><image href="#p-image1"/></pattern><image id="p-image1"/>
        <path style="fill:url(#p-pattern1);stroke:none" filter="url(#p-alpha)"/><use href = "#p-surface1"/><g id="p-surface1"/></svg>
        """)
    }

    func testWhatIsNotAnIdIsLeftAlone() {
        let svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- id="clip1" url(#clip1) --><svg><g id="clip1" data-id="clip1" grid="x"/>
        <a href="#top">id="clip1" and url(#clip1) in text</a><text><![CDATA[ id="clip1" ]]></text>
        <path d="M 0 0" title="a > b" style="fill:url(#nowhere)"/></svg>
        """
        XCTAssertEqual(tidy(svg), """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- id="clip1" url(#clip1) --><svg><g id="p-clip1" data-id="clip1" grid="x"/>
        <a href="#top">id="clip1" and url(#clip1) in text</a><text><![CDATA[ id="clip1" ]]></text>
        <path d="M 0 0" title="a > b" style="fill:url(#nowhere)"/></svg>
        """)
    }

    func testTheDefaultPrefixDependsOnTheDrawingAlone() {
        // cairo's process-wide counters give one drawing other raw numbers: same prefix.
        let a = tidy(#"<svg><g id="surface5"><path clip-path="url(#clip9)"/></g><clipPath id="clip9"/></svg>"#, nil)
        let b = tidy(#"<svg><g id="surface1"><path clip-path="url(#clip2)"/></g><clipPath id="clip2"/></svg>"#, nil)
        let c = tidy(#"<svg><g id="surface1"><path clip-path="url(#clip2)"/></g><clipPath id="clip2"/><rect/></svg>"#, nil)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
        let prefix = String(a.split(separator: "\"")[1].dropLast("surface1".count))
        XCTAssertTrue(prefix.range(of: "^v[0-9a-f]{8}-$", options: .regularExpression) != nil, prefix)
        // The hash of the renumbered, unprefixed text: FNV-1a 64, folded to 32 bits.
        var h: UInt64 = 0xcbf29ce484222325
        for x in #"<svg><g id="surface1"><path clip-path="url(#clip1)"/></g><clipPath id="clip1"/></svg>"#.utf8 {
            h = (h ^ UInt64(x)) &* 0x100000001b3
        }
        XCTAssertEqual(prefix, "v" + String(format: "%08x", UInt32(truncatingIfNeeded: h ^ (h >> 32))) + "-")
    }

    func testPrefixValidation() {
        for good in ["a", "logo-", "_x", "é.1", "v12"] { XCTAssertTrue(isValidSVGIDPrefix(good), good) }
        for bad in ["", "1a", "-a", "a:b", "a b", "a#", "a\"", ".a"] { XCTAssertFalse(isValidSVGIDPrefix(bad), bad) }
    }

    func svg(_ text: String, prefix: String? = nil) throws -> String {
        let c = Driver.compile(SourceFile(path: "t.view", text: text), EvalOptions())
        XCTAssertFalse(c.hasErrors)
        return String(decoding: try Driver.render(Lowering.lower(c.document!), format: .svg, scale: 1, idPrefix: prefix), as: UTF8.self)
    }

    func testSamplesHavePrefixedIdsAndEveryReferenceResolves() throws {
        var prefixes: Set<String> = []
        for path in Package.samples {
            let c = Driver.compile(try Driver.readSource(path), EvalOptions())
            let ir = Lowering.lower(try XCTUnwrap(c.document))
            var pagePrefixes: [String] = []
            for page in 1...ir.pages.count {   // a document's pages: an SVG each
                let text = String(decoding: try Driver.render(ir, format: .svg, scale: 1, page: page), as: UTF8.self)
                XCTAssertEqual(try Driver.render(ir, format: .svg, scale: 1, page: page), Array(text.utf8), "stable run to run")
                let ids = captures(text, #"\sid="([^"]*)""#)
                XCTAssertFalse(ids.isEmpty)
                let prefix = String(ids[0].prefix(10))
                XCTAssertTrue(ids.allSatisfy { $0.hasPrefix(prefix) && $0.range(of: "^v[0-9a-f]{8}-", options: .regularExpression) != nil }, path)
                XCTAssertEqual(Set(ids).count, ids.count, "ids are unique in \(path)")
                let refs = captures(text, ##"href="#([^"]*)""##) + captures(text, ##"url\(#([^)]*)\)"##)
                for r in Set(refs) { XCTAssertTrue(ids.contains(r), "\(path): #\(r) is defined") }
                pagePrefixes.append(prefix)
            }
            XCTAssertEqual(Set(pagePrefixes).count, pagePrefixes.count, "every page of \(path) has a prefix of its own")
            prefixes.insert(pagePrefixes[0])
        }
        XCTAssertEqual(prefixes.count, Package.samples.count, "every sample has a prefix of its own")
    }

    func testTheCommandLinePrefix() throws {
        let dir = scratchFolder(self)
        put("canvas(width: 20, height: 20) { view { frame: Rect(2, 2, 10, 10); clipsToBounds: true; layer.cornerRadius: 3; backgroundColor: .red; view { frame: Rect(0, 0, 20, 20); backgroundColor: .blue } } }\n", dir + "/a.view")
        var r = try viewc(["a.view", "-o", "a.svg", "--id-prefix", "icon-"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let text = String(decoding: bytes(dir + "/a.svg")!, as: UTF8.self)
        XCTAssertEqual(captures(text, #"\sid="([^"]*)""#), ["icon-clip1", "icon-clip2", "icon-surface1"])
        XCTAssertEqual(captures(text, ##"url\(#([^)]*)\)"##), ["icon-clip1", "icon-clip2"])
        for bad in ["1a", "a:b", "a b", ""] {
            r = try viewc(["a.view", "-o", "b.svg", "--id-prefix", bad], cwd: dir)
            XCTAssertEqual(r.status, 64, bad)
            XCTAssertTrue(r.stderr.contains("--id-prefix '\(bad)' cannot start an XML id"), r.stderr)
        }
        r = try viewc(["a.view", "-o", "b.png", "--id-prefix", "x"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("--id-prefix is for SVG output"), r.stderr)
        XCTAssertNil(bytes(dir + "/b.svg"))
        XCTAssertNil(bytes(dir + "/b.png"))
    }
}

/// The first capture group of every match of `pattern` in `s`.
func captures(_ s: String, _ pattern: String) -> [String] {
    let re = try! NSRegularExpression(pattern: pattern)
    let ns = s as NSString
    return re.matches(in: s, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
}
