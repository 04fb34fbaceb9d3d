// A bar chart drawn by pasted Swift from dictionaries — bar heights counted per category with
// `d[k, default: 0] += 1`, colours looked up by key, bars placed in the keys' sorted order —
// in our PNG, rsvg-convert's picture of our SVG and pdftoppm's of our PDF: each bar's colour
// inside it and white above it, at the heights computed here with Swift's dictionaries.

import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import XCTest

final class SwiftDictionaryPixelTests: XCTestCase {
    static let text = """
    canvas(width: 160, height: 100) {
        backgroundColor: .white
        Chart(frame: Rect(0, 0, 160, 100))
    }

    class Chart: UIView {
        let colors: [String: UIColor] = ["a": .red, "b": .blue, "c": .green]
        override func draw(_ rect: CGRect) {
            var counts: [String: Int] = [:]
            for k in ["c", "a", "c", "b", "c", "a", "c"] { counts[k, default: 0] += 1 }
            let keys = counts.keys.sorted()
            for (i, k) in keys.enumerated() {
                let h = CGFloat(counts[k]!) * 20
                colors[k]!.setFill()
                UIRectFill(CGRect(x: 10 + CGFloat(i) * 50, y: 100 - h, width: 40, height: h))
            }
        }
    }
    """

    func testBarsFromDictionariesInEveryFormat() throws {
        var counts: [String: Int] = [:]
        for k in ["c", "a", "c", "b", "c", "a", "c"] { counts[k, default: 0] += 1 }
        let colors: [String: (Double, Double, Double)] = ["a": (255, 0, 0), "b": (0, 0, 255), "c": (0, 255, 0)]
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double)) -> Bool {
            abs(Double(p.r) - c.0) <= 8 && abs(Double(p.g) - c.1) <= 8 && abs(Double(p.b) - c.2) <= 8
        }
        let ir = try Render.ir(text: Self.text)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for (i, k) in counts.keys.sorted().enumerated() {
                let x = 10 + i * 50 + 20, top = 100 - counts[k]! * 20
                XCTAssertTrue(near(img[x, top + 3], colors[k]!), "\(what): bar \(k) at \(x),\(top + 3) is \(img[x, top + 3])")
                XCTAssertTrue(near(img[x, 98], colors[k]!), "\(what): bar \(k) foot is \(img[x, 98])")
                XCTAssertTrue(near(img[x, top - 3], (255, 255, 255)), "\(what): above bar \(k) is \(img[x, top - 3])")
            }
        }
    }
}
