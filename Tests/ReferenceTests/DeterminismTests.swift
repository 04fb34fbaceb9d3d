// The same bytes on every compile, in every format.

import CairoBackend
import DrawIR
import Foundation
import XCTest

final class DeterminismTests: XCTestCase {
    func testSameInputSameBytesInEveryFormat() throws {
        for c in everyCase {
            for f in OutputFormat.allCases {
                let a = try Render.bytes(c, f), b = try Render.bytes(c, f)
                let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? (a.count == b.count ? nil : min(a.count, b.count))
                XCTAssertNil(at, "\(c.name).\(f.rawValue) differs between two compiles at byte \(at ?? 0)")
                XCTAssertFalse(a.isEmpty)
            }
        }
    }

    /// cairo numbers SVG ids per process: compiling other files in between must not change
    /// a file's SVG (ids are renumbered per document).
    func testSVGIdsDoNotDependOnWhatWasCompiledBefore() throws {
        // clip-rounded has clip paths, so its SVG has ids that reference each other.
        let first = try Render.bytes(featureCases[1], .svg)
        XCTAssertNotNil(String(decoding: first, as: UTF8.self).range(of: #"clip-path="url\(#v[0-9a-f]{8}-clip"#, options: .regularExpression), "the case uses ids")
        _ = try Render.bytes(sampleCases[0], .svg)
        _ = try Render.bytes(featureCases[0], .svg)
        _ = try Render.bytes(featureCases[2], .svg)
        let again = try Render.bytes(featureCases[1], .svg)
        XCTAssertEqual(String(decoding: again, as: UTF8.self), String(decoding: first, as: UTF8.self))
    }

    func testEveryReferencedIdIsDefined() throws {
        for c in everyCase {
            let svg = String(decoding: try Render.bytes(c, .svg), as: UTF8.self)
            let defined = Set(matches(#"id="([^"]+)""#, svg))
            let used = Set(matches(#"#([A-Za-z_][A-Za-z0-9_-]*)[")]"#, svg))
            XCTAssertTrue(used.isSubset(of: defined), "\(c.name): undefined \(used.subtracting(defined))")
        }
    }

    func matches(_ pattern: String, _ s: String) -> [String] {
        let re = try! NSRegularExpression(pattern: pattern)
        let ns = s as NSString
        return re.matches(in: s, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}
