// When cairo cannot make a surface — an offscreen layer beyond the memory the process may use,
// an image larger than cairo's 32767 pixels a side — the error is at the op that asked for it,
// says how large the surface would be and which limit refused it, and nothing is written.

import Foundation
import XCTest

final class SurfaceFailureTests: XCTestCase {
    /// SVG 1.1 has no blend modes: cairo embeds blended drawing as an image at 2 pixels a point.
    /// On a 40000-point page that image may be 80000 pixels a side, beyond cairo's 32767.
    func testABlendTooLargeForAnSVGImageIsAnErrorAtTheBlend() throws {
        let dir = scratch(self)
        let side = 40_000, pixels = side * 2
        XCTAssertGreaterThan(pixels, 32767)
        put("""
            canvas(width: \(side), height: \(side)) {
                group {
                    blendMode: .multiply
                    path { rect(Rect(0, 0, \(side), \(side))); fill(.red) }
                }
            }
            """, dir + "/b.view")
        let o = try viewc(["b.view", "-o", "b.svg"], cwd: dir)
        report("blend on a 40000-point SVG page", o)
        XCTAssertEqual(o.status, 1, o.stderr)
        XCTAssertTrue(o.stderr.contains("""
            b.view:2:5: error: SVG 1.1 cannot blend, so this blended drawing is embedded as an image at 2 pixels a point, up to \(pixels)×\(pixels) pixels on this page; cairo's images hold at most 32767 pixels a side; make a PDF or PNG, or a smaller page
            """), o.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/b.svg"))
        // The PDF blends natively: the same drawing is written.
        let pdf = try viewc(["b.view", "-o", "b.pdf"], cwd: dir)
        XCTAssertEqual(pdf.status, 0, pdf.stderr)
    }

    /// Nested alpha layers on a 100-megapixel PNG: each is a page-sized offscreen image of
    /// 381 MiB, more than a 2 GiB address space holds beside the page and its bands. The
    /// error is at a layer (which one depends on the bands' threads), never at 1:1.
    func testALayerBeyondTheAddressSpaceLimitIsAnErrorAtTheLayer() throws {
        let dir = scratch(self)
        let side = 10_000, mib = (side * side * 4) >> 20
        put("""
            canvas(width: \(side), height: \(side)) {
                group { alpha: 0.9
                 group { alpha: 0.9
                  group { alpha: 0.9
                   group { alpha: 0.9
                    group { alpha: 0.9
                     path { rect(Rect(0, 0, \(side), \(side))); fill(.red) }
                } } } } }
            }
            """, dir + "/l.view")
        // ulimit -v is in KiB: 2 GiB of address space.
        let o = try runCommand("/bin/sh", ["-c", "ulimit -v 2097152; exec \"$0\" l.view -o l.png", Here.viewc], cwd: dir, timeout: 120)
        report("nested layers under 2 GiB", o)
        XCTAssertNil(o.signal, o.stderr)
        XCTAssertEqual(o.status, 1, o.stderr)
        let first = o.stderr.split(separator: "\n").first.map(String.init) ?? ""
        let layerLines = 2...6
        let line = first.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
        XCTAssertTrue(first.hasPrefix("l.view:") && layerLines.contains(line), first)
        XCTAssertTrue(first.contains("error: cairo could not make the surface of up to \(side)×\(side) pixels (\(mib) MiB) that this layer needs offscreen (to composite it at its alpha): it needs more memory than this process may use (its address-space limit, ulimit -v, is 2048 MiB)"), first)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/l.png"))
    }
}
