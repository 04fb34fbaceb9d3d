// Reference images: each sample (and a few feature cases) rendered to PNG in-process and
// compared with a small committed PNG in References/, plus pixel checks of what UIKit's
// rules say must be where.
//
// Tolerance against the references: a pixel differs when any RGBA channel is off by more
// than 8 (of 255); at most 0.1 % of the pixels may differ. The references were rendered by
// this same code with cairo/pixman, so a match is normally exact; the slack absorbs
// anti-aliasing changes between pixman versions (a level or two on edge pixels). A real
// change is far bigger: shifting the face by one pixel alters 1.8 % of the image.
//
// On failure the actual image and a diff (differing pixels in red) are written to
// Tests/ReferenceTests/failures/ (git-ignored). To re-record after an intended change:
//     RECORD_GOLDENS=1 swift test --filter ReferenceImageTests
// which writes References/*.png and FAILS on purpose; run again without it to confirm.

import CairoBackend
import Foundation
import XCTest

let referenceTolerance = Tolerance(channel: 8, share: 0.001)

let sampleCases: [RenderCase] = [
    RenderCase(name: "face", path: Paths.sample("face")),
    RenderCase(name: "face-frown", path: Paths.sample("face"), defines: [("eyesOpen", "true"), ("mouthCurvature", "-0.6")]),
    RenderCase(name: "triangle", path: Paths.sample("triangle")),
    RenderCase(name: "checkbutton", path: Paths.sample("checkbutton")),
    RenderCase(name: "checkbutton-selected", path: Paths.sample("checkbutton"), defines: [("isSelected", "true")]),
    RenderCase(name: "skullview", path: Paths.sample("skullview")),
    RenderCase(name: "skullview-eyes-open", path: Paths.sample("skullview"), defines: [("SkullView.eyesOpen", "true")]),
]

let featureCases: [RenderCase] = ["alpha-group", "clip-rounded", "rotated", "strokes"].map {
    RenderCase(name: $0, path: Paths.testCase($0))
}

let allCases = sampleCases + featureCases

/// Every sample and every oracle case besides `allCases`, for the checks that need no
/// reference picture: valid SVG and PDF, the same bytes twice, every SVG id defined.
let everyCase: [RenderCase] = {
    let covered = Set(allCases.map(\.path))
    func views(in dir: URL, _ prefix: String) -> [RenderCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".view") }.sorted().compactMap { n in
            let path = dir.appendingPathComponent(n).path
            return covered.contains(path) ? nil : RenderCase(name: prefix + String(n.dropLast(5)), path: path)
        }
    }
    return allCases + views(in: Paths.packageRoot.appendingPathComponent("samples"), "") + views(in: Paths.oracle, "oracle-")
}()

final class ReferenceImageTests: XCTestCase {
    func assertMatchesReference(_ c: RenderCase, file: StaticString = #filePath, line: UInt = #line) throws {
        let png = try Render.bytes(c, .png)
        let actual = try decodePNG(png)
        let refURL = Paths.references.appendingPathComponent("\(c.name).png")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Paths.references, withIntermediateDirectories: true)
            try write(png, refURL)
            XCTFail("RECORD_GOLDENS=1: recorded \(refURL.path) (\(png.count) bytes); this run fails on purpose. Look at the image, then run again without RECORD_GOLDENS.", file: file, line: line)
            return
        }
        guard let refBytes = try? read(refURL) else {
            XCTFail("no reference \(refURL.path); record it with RECORD_GOLDENS=1", file: file, line: line)
            return
        }
        XCTAssertLessThan(refBytes.count, 20 * 1024, "references stay small", file: file, line: line)
        let expected = try decodePNG(refBytes)
        let cmp = compare(actual, expected, channel: referenceTolerance.channel)
        if !cmp.passes(referenceTolerance) {
            let saved = saveFailure(c.name, actual: actual, comparison: cmp)
            XCTFail("\(c.name): \(cmp) — allowed: \(referenceTolerance). Wrote \(saved)", file: file, line: line)
        }
    }

    func testFace() throws { try assertMatchesReference(sampleCases[0]) }
    func testFaceFrown() throws { try assertMatchesReference(sampleCases[1]) }
    func testTriangle() throws { try assertMatchesReference(sampleCases[2]) }
    func testCheckButton() throws { try assertMatchesReference(sampleCases[3]) }
    func testCheckButtonSelected() throws { try assertMatchesReference(sampleCases[4]) }
    func testSkullView() throws { try assertMatchesReference(sampleCases[5]) }
    func testSkullViewEyesOpen() throws { try assertMatchesReference(sampleCases[6]) }
    func testAlphaGroup() throws { try assertMatchesReference(featureCases[0]) }
    func testClipRounded() throws { try assertMatchesReference(featureCases[1]) }
    func testRotated() throws { try assertMatchesReference(featureCases[2]) }
    func testStrokes() throws { try assertMatchesReference(featureCases[3]) }

    /// make bench times samples/skullview.view (the seeds' classes pasted as Swift) against
    /// bench/skullview-port.view; the port is only a fair reference if it draws the same picture.
    func testSkullViewsDotViewPortDrawsTheSamePixels() throws {
        let port = RenderCase(name: "skullview-port", path: Paths.packageRoot.appendingPathComponent("bench/skullview-port.view").path)
        let a = try decodePNG(try Render.bytes(port, .png))
        let b = try decodePNG(try Render.bytes(sampleCases[5], .png))
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        XCTAssertTrue(compare(a, b, channel: 0).passes(Tolerance(channel: 0, share: 0)), "\(compare(a, b, channel: 0))")
    }

    /// The comparison can fail: a one-pixel shift of the face is far outside the tolerance.
    func testComparisonDetectsAOnePixelShift() throws {
        let img = try decodePNG(try Render.bytes(sampleCases[0], .png))
        var shifted = img
        for y in 0..<img.height {
            for x in 1..<img.width {
                for k in 0..<4 { shifted.pixels[(y * img.width + x) * 4 + k] = img.pixels[(y * img.width + x - 1) * 4 + k] }
            }
        }
        let cmp = compare(shifted, img, channel: referenceTolerance.channel)
        XCTAssertFalse(cmp.passes(referenceTolerance), "\(cmp)")
        XCTAssertGreaterThan(cmp.share, 0.005)
        print("one-pixel shift of the face: \(cmp)")
        XCTAssertTrue(compare(img, img, channel: 0).passes(Tolerance(channel: 0, share: 0)))
    }
}
