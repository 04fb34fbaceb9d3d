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

    /// Styling a text one character at a time from its start (the usual loop) touches each
    /// run a bounded number of times: the work `apply` reports (the runs it touched or moved,
    /// which the evaluator counts against --max-work) is linear in the text's length, not the
    /// runs-so-far of every edit (8,192 such edits took 39 s). From the end, each split moves
    /// the runs after it, and that is reported, so the work bound ends a hostile order.
    func testStylingACharacterAtATimeIsLinearWork() {
        let n = 20_000
        var t = AttributedText(string: String(repeating: "ab", count: n / 2))
        var work = 0
        for i in 0..<n { work += t.apply(kern(Double(i % 2) + 1), range: i..<i + 1, merge: true) }
        XCTAssertEqual(t.runs.count, n)
        XCTAssertLessThanOrEqual(work, 4 * n)
        XCTAssertEqual(t.attributes(at: n - 1)?.kern, 2)
        let m = 2_000
        var forth = AttributedText(string: String(repeating: "ab", count: m / 2)), back = forth
        var moved = 0
        for i in 0..<m { forth.apply(kern(Double(i % 2) + 1), range: i..<i + 1, merge: true) }
        for i in stride(from: m - 1, through: 0, by: -1) { moved += back.apply(kern(Double(i % 2) + 1), range: i..<i + 1, merge: true) }
        XCTAssertEqual(back.runs, forth.runs)
        XCTAssertGreaterThanOrEqual(moved, m * (m - 1) / 2, "each split before k runs moves them")
    }

    /// Random edits give the runs a per-character model gives: each character's attributes
    /// after the same adds and sets, equal neighbours joined.
    func testEditsAgreeWithAPerCharacterModel() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let n = Int.random(in: 1...60, using: &rng)
            var t = AttributedText(string: String(repeating: "x", count: n))
            var model = [TextAttributes](repeating: TextAttributes(), count: n)
            for _ in 0..<40 {
                let lo = Int.random(in: 0..<n, using: &rng), hi = Int.random(in: lo...n, using: &rng)
                let merge = Bool.random(using: &rng)
                let a = Bool.random(using: &rng) ? kern(Double(Int.random(in: 1...3, using: &rng))) : red()
                t.apply(a, range: lo..<hi, merge: merge)
                for i in lo..<hi { model[i] = merge ? model[i].merging(a) : a }
                if Int.random(in: 0..<8, using: &rng) == 0 {
                    let extra = Int.random(in: 1...5, using: &rng)
                    t.append(AttributedText(string: String(repeating: "y", count: extra), attributes: red()))
                    model += [TextAttributes](repeating: red(), count: extra)
                }
            }
            var expected: [AttributedRun] = []
            for a in model {
                if let last = expected.last, last.attributes == a { expected[expected.count - 1].length += 1 } else { expected.append(AttributedRun(length: 1, attributes: a)) }
            }
            XCTAssertEqual(t.runs, expected)
            XCTAssertEqual(t.length, model.count)
            for i in 0..<model.count { XCTAssertEqual(t.attributes(at: i), model[i]) }
        }
    }
}
