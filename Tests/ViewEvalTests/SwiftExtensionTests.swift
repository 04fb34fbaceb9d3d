// Extensions of the file's classes and structs: their members join the type's, written before
// or after it, as Swift's members have no order; an extension of any other type is named as
// outside the subset unless it is one of the value types of SwiftValueExtensionTests.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftExtensionTests: XCTestCase {
    static let text = """
    canvas(width: 100, height: 100) {
        Dots(frame: Rect(0, 0, 100, 100))
    }

    extension Dots {
        var radius: CGFloat { bounds.width / 10 }
        func dot(at p: CGPoint) {
            UIBezierPath(ovalIn: CGRect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius)).fill()
        }
    }

    class Dots: UIView {
        override func draw(_ rect: CGRect) {
            dot(at: CGPoint(x: 50, y: 50))
            spot(Corner(inset: 2))
        }
    }

    struct Corner { var inset: CGFloat }

    extension Corner {
        func rect(side: CGFloat) -> CGRect { CGRect(x: inset, y: inset, width: side, height: side) }
    }

    extension Dots {
        private func spot(_ c: Corner) { UIRectFill(c.rect(side: radius / 2)) }
    }
    """

    /// radius = 100 / 10 = 10: an oval (40, 40, 20, 20) around (50, 50); the struct's extension
    /// places a radius / 2 = 5 square at its inset 2.
    func testExtensionMembersJoinTheirType() throws {
        let v = try XCTUnwrap(root(Self.text)?.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 2)
        assertRect(f[0].bounds, 40, 40, 20, 20)
        assertRect(f[1].bounds, 2, 2, 5, 5)
    }

    /// An extension of a type viewc does not extend is left out with a warning at its name, and a
    /// use of its members is an error there; one it cannot read (a nested type's, a 'where' it
    /// does not take) likewise. (An extension of a UIKit class is its subclasses':
    /// SwiftLayerClassTests.)
    func testAnExtensionOfAnotherTypeIsLeftOutAndNamed() {
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nextension Layer {\n    var c: CGPoint { .zero }\n}\n").headlines,
                       ["t.view:2:11: warning: the extension of 'Layer' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not 'Layer'; a use of its members is an error"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nextension URL {\n    var c: CGPoint { .zero }\n}\nfunc f(_ u: URL) -> CGPoint { u.c }\n").headlines,
                       ["t.view:2:11: warning: the extension of 'URL' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not 'URL'; a use of its members is an error",
                        // A function of the file whose parameter is of that type is left out too (its signature names what viewc does not know).
                        "t.view:5:6: warning: 'f(_:)' is left out: its signature uses what viewc does not run (unknown type 'URL'); a call of it is an error"])
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nextension UIDocument.State {\n    var c: Int { 0 }\n}\nextension Array where Element: Equatable {\n    var d: Int { 0 }\n}\n").headlines,
                       ["t.view:2:11: warning: this extension is left out: an extension of 'UIDocument.State' is outside the supported Swift subset (docs/language.md §13); a use of its members is an error",
                        "t.view:5:17: warning: this extension is left out: a 'where' clause other than 'where Element == T' (or a number protocol) is outside the supported Swift subset (docs/language.md §13); a use of its members is an error"])
        // A UIKit option set (`UIRectCorner`, a struct of bits, not a plain enum) is no class a
        // class of the file inherits from: its extension is said to be left out.
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nextension UIRectCorner {\n    static let none = UIRectCorner(rawValue: 0)\n}\n").headlines,
                       ["t.view:2:11: warning: the extension of 'UIRectCorner' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not 'UIRectCorner'; a use of its members is an error"])
    }

    /// A subscript in an extension of a built-in type (a helper file's `extension String {
    /// subscript … }`) is left out as such an extension is, with a warning at `subscript`, and
    /// the extension's other members stay (`twice` draws 2 × 5 wide); a subscript of a view
    /// class is an error (those of the file's structs and classes: SwiftSubscriptTests).
    func testASubscriptInAnExtensionIsLeftOutWithAWarning() throws {
        let text = """
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
            extension CGFloat {
                subscript(i: Int) -> CGFloat { self * CGFloat(i) }
                var twice: CGFloat { self * 2 }
            }
            class A: UIView {
                override func draw(_ rect: CGRect) { UIRectFill(CGRect(x: 0, y: 0, width: CGFloat(5).twice, height: 5)) }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:3:5: warning: this subscript is left out: subscripts of built-in types are outside the supported Swift subset (docs/language.md §13); a use of it is an error"])
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        assertRect(try XCTUnwrap(ownFills(v.content).first).bounds, 0, 0, 10, 5)
        XCTAssertEqual(evaluate("canvas(width: 10, height: 10) { }\nclass B: UIView {\n    subscript(i: Int) -> Int { i }\n}\n").headlines,
                       ["t.view:3:5: error: subscripts of a class with a superclass (a view or a layer) are outside the supported Swift subset (docs/language.md §13)"])
    }
}

extension SwiftExtensionTests {
    /// A method of an extension of UIView (merged into each view class of the file) whose body
    /// names what viewc does not run — a snapshot helper's `drawHierarchy(in:afterScreenUpdates:)`
    /// — is left out with a warning and the view draws; called, it is its error, the call a
    /// note. The same construct in a class's own method, or a typo that has a suggestion in an
    /// extension, is an error where it stands.
    func testAUIViewExtensionHelperOutsideTheSubsetIsLeftOutUntilCalled() throws {
        func file(_ draw: String, ownMethod: String = "") -> String {
            """
            canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
            extension UIView {
                func snapshot() -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
                    drawHierarchy(in: bounds, afterScreenUpdates: true)
                    defer { UIGraphicsEndImageContext() }
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            class A: UIView {
                \(ownMethod)
                override func draw(_ rect: CGRect) { \(draw) }
            }
            """
        }
        let unused = evaluate(file("UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))"))
        XCTAssertEqual(unused.headlines, ["t.view:3:10: warning: 'snapshot()' is left out: its body uses what viewc does not run (unknown function 'drawHierarchy'); a call of it is an error"])
        let v = try XCTUnwrap(unused.document?.pages.first?.root.subviews.first)
        assertRect(try XCTUnwrap(ownFills(v.content).first).bounds, 0, 0, 5, 5)
        let called = evaluate(file("snapshot()?.draw(at: .zero)"))
        let errors = called.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.headline), ["t.view:5:9: error: unknown function 'drawHierarchy'"])
        XCTAssertEqual(errors.first?.notes.map(\.headline), ["t.view:12:42: note: 'snapshot()' is called here"])
        // A class's own method is a helper as well: left out while nothing calls it.
        let own = evaluate(file("", ownMethod: "func grab() { drawHierarchy(in: bounds, afterScreenUpdates: true) }"))
        XCTAssertTrue(own.headlines.contains("t.view:11:10: warning: 'grab()' is left out: its body uses what viewc does not run (unknown function 'drawHierarchy'); a call of it is an error"), "\(own.headlines)")
        XCTAssertEqual(own.diagnostics.filter { $0.severity == .error }.map(\.headline), [])
        // A typo — of a name the file declares, or of one viewc knows — is Swift's error too, and
        // stays one in a method nothing calls.
        let typos = evaluate(file("", ownMethod: "func grab() { drawGird(); UIColor.red.setFil() }\n    func drawGrid() {}"))
        XCTAssertEqual(typos.diagnostics.filter { $0.severity == .error }.map(\.headline),
                       ["t.view:11:19: error: unknown function 'drawGird'", "t.view:11:43: error: Color has no method 'setFil'"])
    }
}

extension SwiftExtensionTests {
    /// A computed property an extension of UIView adds is a helper as its methods are: one whose
    /// getter names what viewc does not run is left out with a warning, and reading it is its
    /// error, the read a note. A class's own computed property keeps its error where it stands.
    func testAUIViewExtensionComputedPropertyOutsideTheSubsetIsLeftOutUntilRead() {
        func file(_ draw: String, own: String = "") -> String {
            """
            canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
            extension UIView {
                var snapshot: UIImage? {
                    drawHierarchy(in: bounds, afterScreenUpdates: true)
                    return nil
                }
            }
            class A: UIView {
                \(own)
                override func draw(_ rect: CGRect) { \(draw) }
            }
            """
        }
        let unused = evaluate(file("UIRectFill(bounds)"))
        XCTAssertEqual(unused.headlines, ["t.view:3:9: warning: 'snapshot' is left out: its body uses what viewc does not run (unknown function 'drawHierarchy'); a use of it is an error"])
        let read = evaluate(file("if snapshot == nil { UIRectFill(bounds) }"))
        let errors = read.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.headline), ["t.view:4:9: error: unknown function 'drawHierarchy'"])
        XCTAssertEqual(errors.first?.notes.map(\.headline), ["t.view:10:45: note: 'snapshot' is read here"])
        let own = evaluate(file("", own: "var grab: Int { drawHierarchy(in: bounds, afterScreenUpdates: true); return 1 }"))
        XCTAssertTrue(own.headlines.contains("t.view:9:21: error: unknown function 'drawHierarchy'"), "\(own.headlines)")
    }

    /// An implicit member compared with a point, size, rect or insets is that type's static
    /// member, which must exist: `size == .null` is Swift's error (`.null` is CGRect's).
    func testAGeometryTypesMissingImplicitMemberIsAnError() {
        let r = evaluate("""
        canvas(width: 20, height: 20) { A(frame: Rect(0, 0, 20, 20)) }
        class A: UIView {
            override func draw(_ rect: CGRect) { if bounds.size == .null || bounds != .null { UIRectFill(bounds) } }
        }
        """)
        XCTAssertEqual(r.headlines, ["t.view:3:60: error: type 'CGSize' has no member 'null'"])
    }
}

extension SwiftExtensionTests {
    /// An extension of an enum of the file adds its members to the enum's, as one of a class or
    /// struct does: computed properties reading `self` and `rawValue`, methods, statics, also for
    /// an enum with associated values. Hour, minute, second: lengths 10, 20, 30 and widths
    /// 4 − rawValue; a bar 2 × 3 has area 6, a dot of 2 area 4, and `all2` holds two cases.
    func testAnExtensionOfAnEnumOfTheFileAddsItsMembers() throws {
        let v = try XCTUnwrap(placedView("""
        canvas(width: 100, height: 100) { V(frame: Rect(0, 0, 100, 100)) }
        enum Hand: Int, CaseIterable {
            case hour = 1, minute, second
            var width: CGFloat { CGFloat(4 - rawValue) }
        }
        extension Hand {
            var length: CGFloat { CGFloat(rawValue) * 10 }
            func color() -> UIColor { self == .second ? .red : .black }
            static let all2: [Hand] = [.hour, .second]
        }
        enum Shape { case dot(CGFloat), bar(w: CGFloat, h: CGFloat) }
        extension Shape {
            var area: CGFloat { switch self { case .dot(let r): return r * r; case let .bar(w, h): return w * h } }
        }
        class V: UIView {
            override func draw(_ rect: CGRect) {
                for (i, h) in Hand.allCases.enumerated() {
                    h.color().setFill()
                    UIRectFill(CGRect(x: 0, y: CGFloat(i) * 10, width: h.length, height: h.width))
                }
                UIRectFill(CGRect(x: 50, y: 0, width: Shape.bar(w: 2, h: 3).area, height: Shape.dot(2).area + CGFloat(Hand.all2.count)))
            }
        }
        """))
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 4)
        for (i, raw) in [1.0, 2, 3].enumerated() {
            assertRect(fills[i].bounds, 0, Double(i) * 10, raw * 10, 4 - raw)
            XCTAssertEqual(fills[i].color, raw == 3 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0))
        }
        assertRect(fills[3].bounds, 50, 0, 2 * 3, 2 * 2 + 2)
        // A conformance the extension adds is the enum's: CaseIterable gives allCases, Error
        // lets it be thrown.
        let conforming = """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        enum Hand { case hour, minute }
        extension Hand: CaseIterable {}
        enum Oops { case bad }
        extension Oops: Error {}
        class V: UIView {
            func fail() throws { throw Oops.bad }
            override func draw(_ rect: CGRect) {
                do { try fail() } catch { print(Hand.allCases.count) }
            }
        }
        """
        XCTAssertEqual(printed(conforming), "2")
    }
}

extension SwiftExtensionTests {
    /// `Self` as a method's result is the type the method is of, as Swift's dynamic `Self`:
    /// an `extension UIView` method returning `self` for chaining (`@discardableResult func
    /// rounded() -> Self`), merged into each class of the file, is that class's — its result
    /// is the view itself, so `rounded().tinted()` rounds and tints it (cornerRadius = 40 / 2,
    /// tint red) — and a struct's `-> Self` is the struct (`Gap.double()` gives 2 × 3).
    func testSelfAsAResultIsTheTypeTheMethodIsOf() throws {
        let text = """
        canvas(width: 100, height: 100) { Pill(frame: Rect(0, 0, 40, 20)) }
        extension UIView {
            @discardableResult
            func rounded() -> Self {
                layer.cornerRadius = frame.width / 2
                return self
            }
            @discardableResult
            func tinted() -> Self {
                tintColor = .red
                return self
            }
        }
        struct Gap {
            var side: CGFloat
            func double() -> Self { Gap(side: side * 2) }
        }
        class Pill: UIView {
            override func layoutSubviews() {
                rounded().tinted()
                frame.size.height = Gap(side: 3).double().side
            }
        }
        """
        let v = try XCTUnwrap(placedView(text))
        XCTAssertEqual(v.layer.cornerRadius, 40 / 2)
        XCTAssertEqual(v.tintColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(v.frame.height, 2 * 3)
    }
}

extension SwiftExtensionTests {
    /// A struct or enum nested in an extension of a built-in type (a palette file's `extension
    /// UIColor { struct Koyomi { static let red = … } }`) is a type nested in UIColor, as in
    /// Swift: `UIColor.Koyomi.red` fills (1, 0.23, 0.19); the extension's static members name
    /// it bare (`ink` is `Koyomi.red` at half alpha) and its enum's methods and a property
    /// typed `UIColor.Mood` work (`.loud`'s `tint` is Koyomi's red, `.calm`'s white); each fills
    /// a 10 × 5 band in turn. `Koyomi` alone outside the extensions is unknown, as in Swift.
    func testATypeNestedInAValueExtensionIsNestedInTheType() throws {
        let text = """
            canvas(width: 100, height: 100) { A(frame: Rect(0, 0, 100, 100)) }
            extension UIColor {
                static let ink = Koyomi.red.withAlphaComponent(0.5)
                struct Koyomi {
                    static let red = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
                }
                enum Mood { case calm, loud
                    var tint: UIColor { self == .loud ? Koyomi.red : .white }
                }
                static func tint(for mood: Mood) -> UIColor { mood.tint }
            }
            class A: UIView {
                var mood: UIColor.Mood = .loud
                func band(_ c: UIColor, _ i: CGFloat) { c.setFill(); UIRectFill(CGRect(x: 10 * i, y: 0, width: 10, height: 5)) }
                override func draw(_ rect: CGRect) {
                    band(UIColor.Koyomi.red, 0)
                    band(.ink, 1)
                    band(mood.tint, 2)
                    band(UIColor.tint(for: .calm), 3)
                }
            }
            """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, [])
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        let fills = ownFills(v.content)
        XCTAssertEqual(fills.count, 4)
        let red = Color(red: 1, green: 0.23, blue: 0.19)
        var halfRed = red
        halfRed.alpha = 0.5
        XCTAssertEqual(fills.map(\.color), [red, halfRed, red, Color(white: 1)])
        for (i, f) in fills.enumerated() { assertRect(f.bounds, 10 * Double(i), 0, 10, 5) }
        let bare = evaluate(text.replacingOccurrences(of: "band(UIColor.Koyomi.red, 0)", with: "band(Koyomi.red, 0)"))
        XCTAssertEqual(bare.headlines.filter { $0.contains(": error: ") }.count, 1)
    }
}

extension SwiftExtensionTests {
    /// A method of an extension of a value type (a helper file's `extension UIColor`) whose
    /// parameter is of a type the app declares elsewhere (`Mention`) is left out with a warning,
    /// as a function of the file with such a signature is; the extension's other members stay:
    /// the view fills 3 × 2 = 6 wide with `UIColor.tag`, (0.5, 0.25, 1).
    func testAnExtensionMethodWhoseSignatureNamesAnUnknownTypeIsLeftOut() throws {
        let text = """
        canvas(width: 10, height: 10) { Bubble(frame: Rect(0, 0, 10, 10)) }
        extension UIColor {
            static let tag = UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
            static func background(for mention: Mention) -> UIColor { mention.isOwn ? .red : .green }
        }
        class Bubble: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.tag.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 3 * 2, height: 1))
            }
        }
        """
        let r = evaluate(text)
        XCTAssertEqual(r.headlines, ["t.view:4:17: warning: 'background(for:)' is left out: its signature uses what viewc does not run (unknown type 'Mention'); a call of it is an error"])
        let v = try XCTUnwrap(r.document?.pages.first?.root.subviews.first)
        let f = ownFills(v.content)
        XCTAssertEqual(f.count, 1)
        if let fill = f.first { assertRect(fill.bounds, 0, 0, 6, 1) }
        XCTAssertEqual(f.first?.color, Color(red: 0.5, green: 0.25, blue: 1, alpha: 1))
    }

    /// A method of `extension UIView` that returns an Int gives an Int on any view, a plain
    /// `UIView` too (`u.count(1)` is 3, not 3.0), as on the class's own instance.
    func testAUIViewExtensionsIntMethodIsAnIntOnAnyView() {
        func count(_ n: Int) -> Int { n + 2 }
        XCTAssertEqual(printed("""
            canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
            extension UIView { func count(_ n: Int) -> Int { n + 2 } }
            class V: UIView {
                override func draw(_ rect: CGRect) {
                    let u = UIView(frame: .zero)
                    print(u.count(1), count(4), "\\(u.count(0))")
                }
            }
            """), "\(count(1)) \(count(4)) \(count(0))")
    }
}

extension SwiftExtensionTests {
    /// An extension of UIView reaches every view class, also one inheriting a UIKit class other
    /// than UIView, UIControl, UIButton, UILabel and UIImageView: a weather app's `Hourly:
    /// UIScrollView` draws with `drawLine(start:end:)` of `extension UIView`, and so do a table
    /// view's cell, a collection view's cell and a tab bar. Each fills the strip (0, k, w, 1) for
    /// its k = 1…4 and reads `extension UIView`'s `half`, w = 20 / 2 = 10.
    func testAnExtensionOfUIViewReachesAScrollViewsAndACellsHeirs() throws {
        let kinds = ["UIScrollView", "UITableViewCell", "UICollectionViewCell", "UITabBar"]
        let classes = kinds.enumerated().map { k, kind in
            "class C\(k + 1): \(kind) {\n    override func draw(_ rect: CGRect) { strip(at: \(k + 1)) }\n}"
        }.joined(separator: "\n")
        let text = """
        canvas(width: 20, height: 20) {
            \(kinds.indices.map { "C\($0 + 1)(frame: Rect(0, 0, 20, 20))" }.joined(separator: "\n    "))
        }
        extension UIView {
            var half: CGFloat { bounds.width / 2 }
            func strip(at y: CGFloat) { UIRectFill(CGRect(x: 0, y: y, width: half, height: 1)) }
        }
        \(classes)
        """
        let views = try XCTUnwrap(root(text)?.subviews)
        XCTAssertEqual(views.count, kinds.count)
        for (k, v) in views.enumerated() {
            let f = ownFills(v.content)
            XCTAssertEqual(f.count, 1, kinds[k])
            if let fill = f.first { assertRect(fill.bounds, 0, Double(k + 1), 20 / 2, 1) }
        }
    }
}
