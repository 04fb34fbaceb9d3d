// NSMutableArray in pasted Swift: a list held by reference whose elements are Any, as
// Objective-C-era code keeps its model objects (`finishedLines.add(line)`, `for line in
// finishedLines { … line as! Line … }`).

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftObjectArrayTests: XCTestCase {
    static func text(_ draw: String) -> String {
        """
        canvas(width: 100, height: 100) { Lines(frame: Rect(0, 0, 100, 100)) }
        class Line: NSObject {
            var begin = CGPoint()
            var end = CGPoint()
        }
        class Lines: UIView {
            var finished: NSMutableArray
            override init(frame: CGRect) {
                finished = NSMutableArray()
                super.init(frame: frame)
                for k in 0..<4 {
                    let l = Line()
                    l.begin = CGPoint(x: CGFloat(k) * 10, y: 0)
                    l.end = CGPoint(x: CGFloat(k) * 10 + 5, y: 20)
                    finished.add(l)
                }
                finished.removeObject(at: 1)
                let held = finished
                held.add(Line())
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
        \(draw)
            }
        }
        """
    }

    /// The lines added (one removed) are drawn in order by a for-in loop casting each with
    /// `as!`; the line added through another name is in the same array (a reference);
    /// `object(at:)` and `count` read it, `removeAllObjects()` empties it.
    func testAnNSMutableArrayIsAReferenceListOfAnyElements() throws {
        let view = try XCTUnwrap(placedView(Self.text("""
                for line in finished {
                    let l = line as! Line
                    UIRectFill(CGRect(x: l.begin.x, y: l.begin.y, width: l.end.x - l.begin.x + 1, height: l.end.y - l.begin.y + 1))
                }
                let first = finished.object(at: 0) as! Line
                UIRectFill(CGRect(x: 90, y: 90, width: CGFloat(finished.count), height: first.end.y))
                finished.removeAllObjects()
                UIRectFill(CGRect(x: 0, y: 90, width: CGFloat(finished.count) + 1, height: 1))
        """)))
        let fills = ownFills(view.content)
        // k = 0, 2, 3 (1 removed): x = 10k, width 5 + 1, height 20 + 1; then the empty Line().
        var expected: [(Double, Double, Double, Double)] = [0, 2, 3].map { (Double($0) * 10, 0, 6, 21) }
        expected.append((0, 0, 1, 1))
        expected.append((90, 90, 4, 20))   // 4 lines held; the first ends at y 20
        expected.append((0, 90, 1, 1))     // emptied: count 0
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, e.3) }
    }

    /// An index beyond the array is an error where it runs.
    func testAnIndexBeyondTheArrayIsAnError() {
        let r = evaluate(Self.text("""
                let l = finished.object(at: 4) as! Line
                UIRectFill(CGRect(x: 0, y: 0, width: l.end.x, height: 1))
        """))
        XCTAssertEqual(r.headlines, ["t.view:23:37: error: index 4 is beyond the bounds of this NSMutableArray of 4 objects"])
    }

    /// NSMutableDictionary: objects set by key (a key set again replaces its value), read back
    /// with `object(forKey:)` and cast, nil for a key it lacks, removed by key, counted; and a
    /// view that sets `isMultipleTouchEnabled` (as TouchTracker's does) keeps it.
    func testAnNSMutableDictionaryHoldsObjectsByKey() throws {
        let text = """
        canvas(width: 100, height: 100) { Tracker(frame: Rect(0, 0, 100, 100)) }
        class Line: NSObject {
            var end = CGPoint()
        }
        class Tracker: UIView {
            var inProgress: NSMutableDictionary
            override init(frame: CGRect) {
                inProgress = NSMutableDictionary()
                super.init(frame: frame)
                self.isMultipleTouchEnabled = true
                for k in 1...3 {
                    let l = Line()
                    l.end = CGPoint(x: CGFloat(k) * 10, y: 5)
                    inProgress.setObject(l, forKey: "touch\\(k)" as NSString)
                }
                let again = Line()
                again.end = CGPoint(x: 70, y: 7)
                inProgress.setObject(again, forKey: "touch2" as NSString)
                inProgress.removeObject(forKey: "touch1" as NSString)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                for key in ["touch1", "touch2", "touch3"] {
                    if let l = inProgress.object(forKey: key as NSString) as? Line {
                        UIRectFill(CGRect(x: l.end.x, y: l.end.y, width: 1, height: 1))
                    }
                }
                UIRectFill(CGRect(x: 0, y: 90, width: CGFloat(inProgress.count), height: 2))
            }
        }
        """
        let view = try XCTUnwrap(placedView(text))
        XCTAssertTrue(view[ViewProperty.multipleTouchValue])
        let fills = ownFills(view.content)
        // touch1 removed, touch2 replaced by (70, 7), touch3 at (30, 5); two entries; multiple touch on.
        let expected: [(Double, Double, Double, Double)] = [(70, 7, 1, 1), (30, 5, 1, 1), (0, 90, 2, 2)]
        XCTAssertEqual(fills.count, expected.count)
        for (f, e) in zip(fills, expected) { assertRect(f.bounds, e.0, e.1, e.2, e.3) }
    }
}
