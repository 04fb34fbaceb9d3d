// Foundation's Scanner, CharacterSet and NSString's numeric values in pasted Swift, as hex-colour
// and number parsing uses them: each text is what this machine's Foundation gives for the same
// calls, and a hex colour parsed as real code writes it is the colour its digits say.

import XCTest
import Foundation
@testable import ViewEval
import ViewGeometry

final class SwiftScannerTests: XCTestCase {
    /// Trimming by a named set, its inverse and a listed one; hex scans with and without "0x",
    /// after skipped whitespace, failing on no digit; a decimal Int
    /// and Double scanned in turn; NSString's floatValue, integerValue and doubleValue of a
    /// string with a leading number, with none.
    func testScannerAndCharacterSetGiveWhatFoundationGives() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                let hex = "#FFA07A".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int = UInt32()
                Scanner(string: hex).scanHexInt32(&int)
                add("\(hex) \(int) \(hex.count)")
                var rgb: UInt64 = 0
                let ok = Scanner(string: "  0x1f2E zz").scanHexInt64(&rgb)
                var none: UInt32 = 7
                let found = Scanner(string: "zz").scanHexInt32(&none)
                add("\(ok) \(rgb) \(found)")
                let s = Scanner(string: " -42 3.5e2x")
                var i = 0
                var d = 0.0
                s.scanInt(&i)
                s.scanDouble(&d)
                add("\(i) \(d) \(s.isAtEnd)")
                add("\(("12.5kg" as NSString).floatValue) \((" 7" as NSString).integerValue) \(("abc" as NSString).doubleValue)")
                add("[" + "--ab c!!".trimmingCharacters(in: CharacterSet(charactersIn: "-!")) + "] [" + "  x \n".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
        """#))
        var expected: [String] = []
        let hex = "#FFA07A".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        _ = Scanner(string: hex).scanHexInt64(&int)
        expected.append("\(hex) \(int) \(hex.count)")
        var rgb: UInt64 = 0
        let ok = Scanner(string: "  0x1f2E zz").scanHexInt64(&rgb)
        var none: UInt64 = 7
        let found = Scanner(string: "zz").scanHexInt64(&none)
        expected.append("\(ok) \(rgb) \(found)")
        let s = Scanner(string: " -42 3.5e2x")
        var i = 0
        var d = 0.0
        _ = s.scanInt(&i)
        _ = s.scanDouble(&d)
        expected.append("\(i) \(d) \(s.isAtEnd)")
        expected.append("\(("12.5kg" as NSString).floatValue) \((" 7" as NSString).integerValue) \(("abc" as NSString).doubleValue)")
        expected.append("[" + "--ab c!!".trimmingCharacters(in: CharacterSet(charactersIn: "-!")) + "] [" + "  x \n".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got[0], "FFA07A 16752762 6")
    }

    /// A UIColor extension that parses "#RGB", "#RRGGBB" and "#AARRGGBB" with Scanner and
    /// shifts, as real code writes it, fills with the colour the digits say.
    func testAHexColourExtensionParsesWithScannerAndShifts() throws {
        let text = """
        canvas(width: 100, height: 100) { Swatches(frame: Rect(0, 0, 100, 100)) }
        extension UIColor {
            convenience init(hexString: String) {
                let hex = hexString.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int = UInt32()
                Scanner(string: hex).scanHexInt32(&int)
                let a, r, g, b: UInt32
                switch hex.count {
                case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
                default: (a, r, g, b) = (255, 0, 0, 0)
                }
                self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
            }
        }
        class Swatches: UIView {
            override func draw(_ rect: CGRect) {
                let hexes = ["#F80", "#1E90FF", "80FF0000", "nope"]
                for (k, h) in hexes.enumerated() {
                    UIColor(hexString: h).setFill()
                    UIRectFill(CGRect(x: CGFloat(k) * 10, y: 0, width: 10, height: 10))
                }
            }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        let fills = ownFills(view.content)
        func c(_ a: Int, _ r: Int, _ g: Int, _ b: Int) -> Color {
            Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
        }
        // "nope" trims to "nope", which has no hex digit before "n": 0, and 4 digits are none of the lengths.
        XCTAssertEqual(fills.map(\.color), [c(255, 0xF * 17, 0x8 * 17, 0), c(255, 0x1E, 0x90, 0xFF), c(0x80, 0xFF, 0, 0), c(255, 0, 0, 0)])
    }

    /// C's names of the number types (`CUnsignedInt`, Swift's alias of `UInt32`) declare
    /// what a Scanner reads, as hex-colour code writes them: the value and its whole-number
    /// arithmetic are UInt32's. A string's components(separatedBy:) a CharacterSet splits at
    /// each of its characters, empty parts kept.
    func testCNamesOfNumberTypesAndSplittingByACharacterSet() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                var red: CUnsignedInt = 0
                Scanner(string: "ff").scanHexInt32(&red)
                let half: CInt = 7
                add("\(red) \(red / 2) \(half / 2) \(CGFloat(red) / 255)")
                add(" 12,5 \n7".components(separatedBy: .whitespacesAndNewlines).joined(separator: "|") + " " + "a-b,c".components(separatedBy: CharacterSet(charactersIn: ",-")).joined(separator: "|"))
        """#))
        var wide: UInt64 = 0
        _ = Scanner(string: "ff").scanHexInt64(&wide)
        let red = CUnsignedInt(wide)
        let half: CInt = 7
        XCTAssertEqual(got, ["\(red) \(red / 2) \(half / 2) \(CGFloat(red) / 255)",
                             " 12,5 \n7".components(separatedBy: .whitespacesAndNewlines).joined(separator: "|") + " " + "a-b,c".components(separatedBy: CharacterSet(charactersIn: ",-")).joined(separator: "|")])
    }

}
