// A String's indices, subscripts, changing methods, range(of:) (plain and as a regular
// expression), NSString's UTF-16 substrings and extensions of String in pasted Swift, as
// hex-colour parsing and label trimming use them: each text is what this machine's Swift gives
// for the same code, written beside it; an index outside the string is a located error, as
// Swift traps there.

import XCTest
import Foundation
@testable import ViewEval
import ViewGeometry
import ViewSyntax
import CairoBackend

final class SwiftStringIndexTests: XCTestCase {
    /// startIndex, endIndex, index(_:offsetBy:), index(after:), index(before:),
    /// index(_:offsetBy:limitedBy:), distance(from:to:), first, last, firstIndex(of:) (and
    /// Swift 4's index(of:)), lastIndex(of:), indices, `s[i]`, `s[i...]`, `s[..<i]`, `s[a..<b]`, on a hex string and on one
    /// whose Characters are not one UTF-16 unit each.
    func testIndicesAndSubscriptsGiveWhatSwiftGives() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                var s: String = " #ff8000 ".trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
                if s.hasPrefix("#") { s.remove(at: s.startIndex) }
                let i = s.index(s.startIndex, offsetBy: 2)
                add(String(s[i...]) + "|" + String(s[..<i]) + "|" + String(s[s.index(after: i)..<s.index(before: s.endIndex)]) + "|" + String(s[i]))
                add("\(s.first!)\(s.last!) \(s.distance(from: i, to: s.endIndex)) \(s.distance(from: s.firstIndex(of: "0")!, to: s.lastIndex(of: "0")!))")
                add("\(s.index(s.startIndex, offsetBy: 9, limitedBy: s.endIndex) == nil) \(s.distance(from: s.startIndex, to: s.index(s.endIndex, offsetBy: -1, limitedBy: s.startIndex)!))")
                let t = "é👍x"
                let j: String.Index = t.index(after: t.startIndex)
                add("\(t.count) \(String(t[j])) \(String(t[j...])) \(t.last!) \("".first == nil)")
                add(t.indices.map { String(t[$0]) }.joined(separator: ","))
                let head: Range<String.Index> = s.startIndex..<i
                add(String(s[head]))
                add("\(s.distance(from: s.startIndex, to: s.index(of: "8")!))")
        """#))
        var expected: [String] = []
        var s: String = " #ff8000 ".trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if s.hasPrefix("#") { s.remove(at: s.startIndex) }
        let i = s.index(s.startIndex, offsetBy: 2)
        expected.append(String(s[i...]) + "|" + String(s[..<i]) + "|" + String(s[s.index(after: i)..<s.index(before: s.endIndex)]) + "|" + String(s[i]))
        expected.append("\(s.first!)\(s.last!) \(s.distance(from: i, to: s.endIndex)) \(s.distance(from: s.firstIndex(of: "0")!, to: s.lastIndex(of: "0")!))")
        expected.append("\(s.index(s.startIndex, offsetBy: 9, limitedBy: s.endIndex) == nil) \(s.distance(from: s.startIndex, to: s.index(s.endIndex, offsetBy: -1, limitedBy: s.startIndex)!))")
        let t = "é👍x"
        let j: String.Index = t.index(after: t.startIndex)
        expected.append("\(t.count) \(String(t[j])) \(String(t[j...])) \(t.last!) \("".first == nil)")
        expected.append(t.indices.map { String(t[$0]) }.joined(separator: ","))
        let head: Range<String.Index> = s.startIndex..<i
        expected.append(String(s[head]))
        expected.append("\(s.distance(from: s.startIndex, to: s.firstIndex(of: "8")!))")   // Swift 4's index(of:) is firstIndex(of:) renamed
        XCTAssertEqual(got, expected)
    }

    /// NSString's substring(with:), substring(from:), substring(to:) and range(of:) (an
    /// NSRange: NSNotFound when absent) count UTF-16 units ("👍" is two); Swift 3's String
    /// substring(from:)/(to:) take the String's indices.
    func testNSStringSubstringsCountUTF16Units() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                let hex = "FF8000"
                add((hex as NSString).substring(with: NSRange(location: 2, length: 2)) + " " + (hex as NSString).substring(from: 4) + " " + (hex as NSString).substring(to: 2))
                let t = "é👍x"
                add((t as NSString).substring(with: NSRange(location: 1, length: 2)) + " " + (t as NSString).substring(from: 3) + " " + (t as NSString).substring(to: 1) + " \((t as NSString).length)")
                add(t.substring(from: t.index(t.startIndex, offsetBy: 1)) + " " + t.substring(to: t.index(t.startIndex, offsetBy: 2)))
                let r = (t as NSString).range(of: "x")
                add("\(r.location) \(r.length) \((t as NSString).range(of: "q").location == NSNotFound)")
        """#))
        let hex = "FF8000"
        let t = "é👍x"
        let expected = [
            (hex as NSString).substring(with: NSRange(location: 2, length: 2)) + " " + (hex as NSString).substring(from: 4) + " " + (hex as NSString).substring(to: 2),
            (t as NSString).substring(with: NSRange(location: 1, length: 2)) + " " + (t as NSString).substring(from: 3) + " " + (t as NSString).substring(to: 1) + " \((t as NSString).length)",
            String(t[t.index(t.startIndex, offsetBy: 1)...]) + " " + String(t[..<t.index(t.startIndex, offsetBy: 2)]),
            "\((t as NSString).range(of: "x").location) \((t as NSString).range(of: "x").length) \((t as NSString).range(of: "q").location == NSNotFound)",
        ]
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got[1], "👍 x é 4")
    }

    /// insert(_:at:), append(_:), append(contentsOf:), remove(at:), removeFirst(),
    /// removeLast(), removeFirst(_:), popLast(), removeAll(), replaceSubrange(_:with:),
    /// insert(contentsOf:at:) and removeSubrange(_:) change the String where it is held (the
    /// last three a list too); a copy made before keeps its text.
    func testChangingMethodsWriteTheStringBack() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                var m = "abc"
                let before = m
                m.insert("X", at: m.index(m.startIndex, offsetBy: 1))
                m.append("!")
                m.append(contentsOf: "é👍")
                let r = m.remove(at: m.startIndex)
                let f = m.removeFirst()
                let l = m.removeLast()
                m.removeFirst(1)
                let p = m.popLast()!
                add("\(m) \(before) \(r) \(f) \(l) \(p)")
                m.removeAll()
                add("[\(m)] \(m.isEmpty)")
                var w = "hello world"
                w.replaceSubrange(w.range(of: "world")!, with: "thére")
                w.insert(contentsOf: "oh ", at: w.startIndex)
                w.removeSubrange(w.index(w.startIndex, offsetBy: 2)..<w.index(w.startIndex, offsetBy: 3))
                var xs = [1, 2, 3, 4]
                xs.replaceSubrange(1..<3, with: [9])
                xs.insert(contentsOf: [7, 8], at: 0)
                xs.removeSubrange(0...1)
                add("\(w) \(xs)")
        """#))
        var m = "abc"
        let before = m
        m.insert("X", at: m.index(m.startIndex, offsetBy: 1))
        m.append("!")
        m.append(contentsOf: "é👍")
        let r = m.remove(at: m.startIndex)
        let f = m.removeFirst()
        let l = m.removeLast()
        m.removeFirst(1)
        let p = m.popLast()!
        var expected = ["\(m) \(before) \(r) \(f) \(l) \(p)"]
        m.removeAll()
        expected.append("[\(m)] \(m.isEmpty)")
        var w = "hello world"
        w.replaceSubrange(w.range(of: "world")!, with: "thére")
        w.insert(contentsOf: "oh ", at: w.startIndex)
        w.removeSubrange(w.index(w.startIndex, offsetBy: 2)..<w.index(w.startIndex, offsetBy: 3))
        var xs = [1, 2, 3, 4]
        xs.replaceSubrange(1..<3, with: [9])
        xs.insert(contentsOf: [7, 8], at: 0)
        xs.removeSubrange(0...1)
        expected.append("\(w) \(xs)")
        XCTAssertEqual(got, expected)
    }

    /// range(of:) finds text (nil when absent), optionally ignoring case or from the end; with
    /// `.regularExpression` it matches ICU's pattern, its bounds indices of the String's
    /// Characters.
    func testRangeOfFindsTextAndRegularExpressions() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                let s = "FF8000"
                let r = s.range(of: "80")!
                add("\(String(s[r.upperBound...])) \(s.distance(from: s.startIndex, to: r.lowerBound)) \(s.range(of: "zz") == nil) \(s.range(of: "ff", options: .caseInsensitive) != nil)")
                let pattern = "(^[0-9A-Fa-f]{6}$)|(^[0-9A-Fa-f]{3}$)"
                var found: [String] = []
                for hex in ["FF0000", "fA3", "FF00", "GG0000", "#FF0000"] { found.append("\(hex.range(of: pattern, options: .regularExpression) != nil)") }
                add(found.joined(separator: " "))
                add("\(String("a.b.png"[..<"a.b.png".range(of: ".", options: .backwards)!.lowerBound])) \(String("a.b.png"[..<"a.b.png".range(of: ".")!.lowerBound]))")
                let t = "é👍x12.5"
                let n = t.range(of: "[0-9]+\\.[0-9]", options: .regularExpression)!
                add("\(String(t[n])) \(t.distance(from: t.startIndex, to: n.lowerBound)) \("ABC".range(of: "b+", options: [.regularExpression, .caseInsensitive]) != nil)")
        """#))
        var expected: [String] = []
        let s = "FF8000"
        let r = s.range(of: "80")!
        expected.append("\(String(s[r.upperBound...])) \(s.distance(from: s.startIndex, to: r.lowerBound)) \(s.range(of: "zz") == nil) \(s.range(of: "ff", options: .caseInsensitive) != nil)")
        let pattern = "(^[0-9A-Fa-f]{6}$)|(^[0-9A-Fa-f]{3}$)"
        var found: [String] = []
        for hex in ["FF0000", "fA3", "FF00", "GG0000", "#FF0000"] { found.append("\(hex.range(of: pattern, options: .regularExpression) != nil)") }
        expected.append(found.joined(separator: " "))
        expected.append("\(String("a.b.png"[..<"a.b.png".range(of: ".", options: .backwards)!.lowerBound])) \(String("a.b.png"[..<"a.b.png".range(of: ".")!.lowerBound]))")
        let t = "é👍x12.5"
        let n = t.range(of: "[0-9]+\\.[0-9]", options: .regularExpression)!
        expected.append("\(String(t[n])) \(t.distance(from: t.startIndex, to: n.lowerBound)) \("ABC".range(of: "b+", options: [.regularExpression, .caseInsensitive]) != nil)")
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got[1], "true true false false false")
    }

    /// An extension of String (`fileprivate`, as Swift allows) whose method measures `self`
    /// (the bar it gives is as wide as the same measure written directly) and whose computed
    /// property names the String's own members without `self.`.
    func testAnExtensionOfStringRunsOnTheText() throws {
        let text = #"""
        canvas(width: 120, height: 40) { Bars(frame: Rect(0, 0, 120, 40)) }
        class Bars: UIView {
            override func draw(_ rect: CGRect) {
                let font = UIFont.systemFont(ofSize: 14)
                UIRectFill(CGRect(x: 0, y: 0, width: "Speed".width(font: font), height: 4))
                let box = "Speed".boundingRect(with: CGSize(width: .greatestFiniteMagnitude, height: 40), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
                UIRectFill(CGRect(x: 0, y: 10, width: ceil(box.width), height: 4))
                UIRectFill(CGRect(x: 0, y: 20, width: CGFloat("#ff8000".hexDigits.count), height: "#ff8000".hexDigits == "FF8000" ? 4 : 1))
            }
        }
        fileprivate extension String {
            func width(font: UIFont) -> CGFloat {
                let box = self.boundingRect(with: CGSize(width: .greatestFiniteMagnitude, height: 40), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
                return ceil(box.width)
            }
            var hexDigits: String { hasPrefix("#") ? String(dropFirst()).uppercased() : uppercased() }
        }
        """#
        // Measured with pango, as a compile measures.
        let (document, diagnostics) = Evaluator(options: EvalOptions(), loader: MemoryLoader(), textLayout: PangoTextLayout.shared)
            .evaluate(Parser.parse(SourceFile(path: "t.view", text: text)))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        let fills = try XCTUnwrap(document?.pages.first?.root.subviews.first).content
        let sizes = ownFills(fills).map(\.bounds.size)
        XCTAssertEqual(sizes.count, 3)
        guard sizes.count == 3 else { return }
        XCTAssertEqual(sizes[0].width, sizes[1].width)
        XCTAssertGreaterThan(sizes[0].width, 20)
        XCTAssertEqual(sizes[2].width, 6)
        XCTAssertEqual(sizes[2].height, 4)
    }

    /// An index or range outside the String, a Character that is several, a changing method
    /// on a `let`, an assignment through a String's subscript, and a regular expression beyond
    /// what POSIX's agrees with ICU on: located errors.
    func testOutOfBoundsAndOutsideUsesAreLocatedErrors() {
        func headlines(_ body: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }\nclass V: UIView {\n    override func draw(_ rect: CGRect) {\n" + body + "\n    }\n}\n").headlines
        }
        XCTAssertEqual(headlines(#"let s = "ab"; let c = s[s.endIndex]"#),
                       [#"t.view:4:25: error: String index 2 is out of bounds: "ab" has 2 characters (its endIndex, 2, has no character)"#])
        XCTAssertEqual(headlines(#"let s = "ab"; let i = s.index(s.startIndex, offsetBy: 3)"#),
                       [#"t.view:4:23: error: String index 3 is out of bounds: "ab" has 2 characters, its indices run 0...2"#])
        XCTAssertEqual(headlines(#"let s = "ab"; let t = String(s[..<s.index(after: s.endIndex)])"#),
                       [#"t.view:4:50: error: String index 2 is out of bounds: "ab" has 2 characters (its endIndex, 2, has no character)"#])
        XCTAssertEqual(headlines(#"let t = "é👍x"; let u = (t as NSString).substring(with: NSRange(location: 2, length: 3))"#),
                       [#"t.view:4:56: error: the UTF-16 range 2..<5 is out of bounds: "é👍x" has 4 UTF-16 units (NSString's range exception)"#])
        XCTAssertEqual(headlines(#"let s = "ab"; s.remove(at: s.startIndex)"#).first?.hasPrefix("t.view:4:15: error: cannot use mutating member on immutable value"), true)
        XCTAssertEqual(headlines(#"var s = "ab"; s.insert("xy", at: s.startIndex)"#),
                       [#"t.view:4:24: error: a Character is one character, not "xy""#])
        let regex = headlines(#"let ok = "12".range(of: "^\\d+$", options: .regularExpression) != nil"#)
        XCTAssertEqual(regex.count, 1)
        XCTAssertTrue(regex.first?.hasPrefix(#"t.view:4:25: error: the escape '\d' in this regular expression is outside what viewc runs"#) ?? false, "\(regex)")
        XCTAssertEqual(headlines(#"var s = "ab"; s[s.startIndex] = "x""#),
                       ["t.view:4:15: error: cannot assign through subscript: a String's subscript is get-only"])
        XCTAssertEqual(headlines(#"let ok = "a\nb".range(of: "a.b", options: .regularExpression) != nil"#).first?.contains("a regular expression with '.' or '$' on a text with line breaks is outside"), true)
        XCTAssertEqual(headlines(#"let ok = "a\nb".range(of: "a[^x]b", options: .regularExpression) != nil"#), [])
        XCTAssertTrue(headlines(#"let ok = "ab".range(of: "a+?", options: .regularExpression) != nil"#).first?.contains("the lazy quantifier '+?'") ?? false)
        XCTAssertTrue(headlines(#"let ok = "ab".range(of: "a", options: .anchored) != nil"#).first?.contains("the option '.anchored' of range(of:options:) is outside") ?? false)
    }

    /// Walking a String's indices counts its text as work each step (finding an index walks
    /// the Characters before it): a loop over a long text's indices stops at --max-work with
    /// a located error, not after minutes.
    func testWalkingALongTextsIndicesCountsAsWork() {
        var limits = Limits()
        limits.maxWork = 1 << 20
        let text = "canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }\nclass V: UIView {\n    override func draw(_ rect: CGRect) {\n"
            + "        let s = String(repeating: \"ab\", count: 20000)\n        var n = 0\n        for i in s.indices { if s[i] == \"a\" { n += 1 } }\n    }\n}\n"
        let headlines = evaluate(text, limits: limits).headlines
        XCTAssertEqual(headlines.count, 1)
        XCTAssertTrue(headlines.first?.contains("error: more than 1048576 bytes and elements touched by string and list operations") ?? false, "\(headlines)")
    }

    /// `replacingCharacters(in:with:)` gives the text with the range's Characters replaced: a
    /// range of a String's indices (the Characters before each), open at either end, or
    /// NSString's NSRange of UTF-16 units; a range past the end is an error at it. And
    /// `first(where:)` is the first Character that satisfies the test, nil when none does.
    func testReplacingCharactersReplacesTheRangesCharacters() throws {
        let got = try XCTUnwrap(labelTexts(#"""
                let s = "é👍 world"
                add(s.replacingCharacters(in: s.startIndex..<s.index(s.startIndex, offsetBy: 2), with: "hello"))
                add(s.replacingCharacters(in: s.index(s.startIndex, offsetBy: 3)..., with: "there"))
                add(s.replacingCharacters(in: ...s.index(s.startIndex, offsetBy: 1), with: ""))
                add(s.replacingCharacters(in: s.range(of: "world")!, with: "🌍"))
                add((s as NSString).replacingCharacters(in: NSRange(location: 1, length: 2), with: "-"))
                add(String(s.first(where: { $0 == "w" || $0 == "o" })!) + " \(s.first(where: { $0 == "z" }) == nil)")
        """#))
        let s = "é👍 world"
        let expected = [
            s.replacingCharacters(in: s.startIndex..<s.index(s.startIndex, offsetBy: 2), with: "hello"),
            s.replacingCharacters(in: s.index(s.startIndex, offsetBy: 3)..., with: "there"),
            s.replacingCharacters(in: ...s.index(s.startIndex, offsetBy: 1), with: ""),
            s.replacingCharacters(in: s.range(of: "world")!, with: "🌍"),
            (s as NSString).replacingCharacters(in: NSRange(location: 1, length: 2), with: "-"),
            String(s.first(where: { $0 == "w" || $0 == "o" })!) + " \(s.first(where: { $0 == "z" }) == nil)",
        ]
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got[0], "hello world")
        let past = evaluate("canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }\nclass V: UIView {\n    override func draw(_ rect: CGRect) {\n        let s = \"ab\"\n        let long = \"abcdef\"\n        let t = s.replacingCharacters(in: long.startIndex..<long.endIndex, with: \"x\")\n    }\n}\n").headlines
        XCTAssertTrue(past.contains { $0.hasPrefix("t.view:6:") && $0.contains("error: String range 0..<6 is out of bounds") }, "\(past)")
    }
}
