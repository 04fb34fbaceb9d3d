// NSAttributedString's model: runs over UTF-16 offsets (as NSRange counts), append,
// addAttributes/setAttributes splitting and joining runs, and the same runs over UTF-8 bytes
// (what pango counts) for text with Korean (3 bytes, 1 unit) and emoji (4 bytes, 2 units).

import XCTest
@testable import ViewGeometry

final class AttributedTextModelTests: XCTestCase {
    func red() -> TextAttributes { var a = TextAttributes(); a.foregroundColor = Color(red: 1, green: 0, blue: 0); return a }
    func kern(_ k: Double) -> TextAttributes { var a = TextAttributes(); a.kern = k; return a }

    func testRunsSplitMergeAndJoin() {
        var t = AttributedText(string: "Hello, world")
        XCTAssertEqual(t.length, 12)
        t.apply(red(), range: 7..<12, merge: true)
        XCTAssertEqual(t.runs.map(\.length), [7, 5])
        t.apply(kern(2), range: 5..<9, merge: true)
        // [0,5) plain, [5,7) kern, [7,9) red+kern, [9,12) red
        XCTAssertEqual(t.runs.map(\.length), [5, 2, 2, 3])
        XCTAssertEqual(t.runs[2].attributes.kern, 2)
        XCTAssertEqual(t.runs[2].attributes.foregroundColor, Color(red: 1, green: 0, blue: 0))
        // setAttributes replaces: the red goes where it is set.
        t.apply(kern(2), range: 7..<12, merge: false)
        XCTAssertEqual(t.runs.map(\.length), [5, 7])
        XCTAssertNil(t.runs[1].attributes.foregroundColor)
        t.append(AttributedText(string: "!", attributes: kern(2)))
        XCTAssertEqual(t.string, "Hello, world!")
        XCTAssertEqual(t.runs.map(\.length), [5, 8], "equal neighbours join")
        XCTAssertEqual(t.attributes(at: 12)?.kern, 2)
        XCTAssertNil(t.attributes(at: 13))
    }

    func testUTF8RunsCountBytes() {
        var t = AttributedText(string: "a한😀b")   // UTF-16: 1 + 1 + 2 + 1; UTF-8: 1 + 3 + 4 + 1
        XCTAssertEqual(t.length, 5)
        t.apply(red(), range: 1..<4, merge: true)   // 한😀
        XCTAssertEqual(t.utf8Runs.map(\.range), [0..<1, 1..<8, 8..<9])
        XCTAssertEqual(Array(t.string.utf8)[1..<8], Array("한😀".utf8)[...])
    }

    /// A range that splits an emoji's surrogate pair (UIKit accepts it): the emoji's 4 bytes
    /// go with the run of its first half, and every byte is counted once.
    func testARangeSplittingASurrogatePair() {
        var t = AttributedText(string: "a😀b")   // UTF-16: a, lead, trail, b
        t.apply(red(), range: 0..<2, merge: true)   // a and the lead surrogate
        XCTAssertEqual(t.utf8Runs.map(\.range), [0..<5, 5..<6])
        XCTAssertEqual(t.utf8Runs.last?.range.upperBound, t.string.utf8.count)
    }
}
