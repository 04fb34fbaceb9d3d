// The standard library's generic types spelled out are the types their sugar writes:
// `Array<T>` is `[T]`, `Optional<T>` is `T?`, `Set<UITouch>` a list of touches (read with
// `first` and `for … in`), `Dictionary<K, V>` a dictionary type (text attributes in, others
// outside, as `[K: V]`); `[AnyObject]` is a list of objects of any class. A generic type of
// the code's own is outside. The numbers are worked out here.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftGenericSpellingTests: XCTestCase {
    /// Properties, parameters and results typed with the spelled-out generics draw as their
    /// sugared forms would.
    func testSpelledOutGenericsAreTheirSugar() throws {
        let text = """
        canvas(width: 200, height: 100) { Chart(frame: Rect(0, 0, 200, 100)) }
        class Chart: UIView {
            static var targets: [AnyObject]?
            var points: Array<CGPoint> = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 20)]
            var width: Optional<CGFloat> = 5
            var series: Array<Array<CGFloat>> = [[1, 2], [3]]
            let attributes: Dictionary<NSAttributedString.Key, Any> = [.foregroundColor: UIColor.red]
            func handleTouchEvents(_ touches: Set<UITouch>, event: UIEvent!) {
                let point = touches.first!
                for _ in touches { _ = point }
            }
            func heights(_ s: Array<Array<CGFloat>>) -> Array<CGFloat> { return s.map { $0.reduce(0, +) } }
            override func draw(_ rect: CGRect) {
                Chart.targets = [self, UIView()]
                UIColor.red.setFill()
                let h = heights(series)
                for (i, p) in points.enumerated() {
                    UIRectFill(CGRect(x: p.x, y: p.y, width: width ?? 0, height: h[i]))
                }
                UIRectFill(CGRect(x: 0, y: 50, width: CGFloat(Chart.targets?.count ?? 0), height: 1))
            }
        }
        """
        let fills = ownFills(try XCTUnwrap(placedView(text)).content)
        // heights: 1 + 2 and 3; width 5; two targets.
        XCTAssertEqual(fills.count, 3)
        assertRect(fills[0].bounds, 10, 10, 5, 3)
        assertRect(fills[1].bounds, 30, 20, 5, 3)
        assertRect(fills[2].bounds, 0, 50, 2, 1)
    }

    /// A PaintCode StyleKit's customization infrastructure: a private `Cache` struct of
    /// `[AnyObject]?` targets and an `@IBOutlet` `[AnyObject]!` whose setter performs
    /// `NSSelectorFromString("setImage:")` on each (never set in a drawing), beside an
    /// `NSTextAlignment` property (given to a label), `UIEdgeInsets.zero` and `CGRect.null` (a union with it is the
    /// other rect): the class draws as written.
    func testAStyleKitsTargetsCompile() throws {
        let text = """
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        public class Kit: NSObject {
            private struct Cache {
                static var targets: [AnyObject]?
            }
            @IBOutlet dynamic var targets: [AnyObject]! {
                get { return Cache.targets }
                set {
                    Cache.targets = newValue
                    for target: AnyObject in newValue {
                        _ = target.perform(NSSelectorFromString("setImage:"), with: nil)
                    }
                }
            }
            public class func drawBox(frame: CGRect) {
                UIColor.red.setFill()
                UIRectFill(frame.inset(by: UIEdgeInsets.zero).union(CGRect.null))
            }
        }
        class V: UIView {
            var alignment: NSTextAlignment = .center
            override func layoutSubviews() {
                let l = UILabel()
                l.textAlignment = alignment
                addSubview(l)
            }
            override func draw(_ rect: CGRect) {
                Kit.drawBox(frame: CGRect(x: 10, y: 20, width: alignment == .center ? 30 : 5, height: 40))
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(ownFills(v.content).map(\.bounds), [Rect(10, 20, 30, 40)])
        XCTAssertEqual(v.subviews.first?.label?.textAlignment, .center)
    }

    /// What the sugar cannot say either is an error at the type: a dictionary of `Any` values
    /// other than text attributes, a generic type of the code's own, a single `AnyObject` value.
    func testOtherGenericsAreNamed() {
        func errors(_ member: String) -> [String] {
            evaluate("canvas(width: 10, height: 10) { }\nclass A: UIView {\n    \(member)\n}\n").headlines
        }
        XCTAssertEqual(errors("var d: Dictionary<Int, Any>? = nil"),
                       ["t.view:3:28: error: dictionaries of 'Any' values (other than text attributes) are outside the supported Swift subset (docs/language.md §13)"])
        // `Dictionary<String, Any>?` is Swift 3's optional text attributes.
        XCTAssertEqual(errors("var d: Dictionary<String, Any>? = nil"), [])
        XCTAssertEqual(errors("var b: Box<CGFloat>? = nil"),
                       ["t.view:3:15: error: generic types are outside the supported Swift subset (docs/language.md §13)"])
        XCTAssertEqual(errors("var o: AnyObject? = nil"),
                       ["t.view:3:12: error: 'AnyObject' as the type of a single value is outside the supported Swift subset (docs/language.md §13): write the value's own type ('[AnyObject]', a list of any objects, is in)"])
        // A generic type with its arguments written where a value is (a color picker reading a
        // pixel) is named as written.
        XCTAssertEqual(errors("func f() { let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 4) }"),
                       ["t.view:3:24: error: 'UnsafeMutablePointer<UInt8>' is outside the supported Swift subset (docs/language.md §13)"])
    }
}
