// UIKit's option sets as values of their own types, with Swift's SetAlgebra over the raw bits
// (Builtins/OptionSet.swift): literals where the type is wanted, `T(rawValue:)`, declared
// types, parameters, results, optionals and properties of them; the methods and `==`; the
// changing methods on a `var`, a property (also through `self`), `layer.maskedCorners` and
// `accessibilityTraits`. Each printed value is worked out here from Apple's raw values, as
// swiftc prints them for a stub `struct UIRectCorner: OptionSet { let rawValue: UInt … }`.

import XCTest
import ViewGeometry
@testable import ViewEval

final class SwiftOptionSetTests: XCTestCase {
    // UIRectCorner's raw values (UIKit/UIGeometry.h).
    let tl: UInt64 = 1, tr: UInt64 = 2, bl: UInt64 = 4, br: UInt64 = 8

    func corners(_ raw: UInt64) -> String { "UIRectCorner(rawValue: \(raw))" }

    /// Every `print` of a file that must compile, in order.
    func notes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let r = evaluate(text)
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.headline), [], file: file, line: line)
        return r.diagnostics.filter { $0.severity == .note }.map(\.message)
    }

    func inClass(_ body: String, members: String = "") -> String {
        """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        class V: UIView {
        \(members)
            override func draw(_ rect: CGRect) {
        \(body)
            }
        }
        """
    }

    /// `[]`, `[.a, .b]`, `.a`, `T(rawValue:)`, `T()`, `T.a`, `.rawValue`, `isEmpty`, a `let`
    /// of `.allCorners` (~0: every bit), an optional, a parameter and a result.
    func testLiteralsAreValuesOfTheirType() {
        let text = inClass("""
                let a: UIRectCorner = []
                let b: UIRectCorner = [.topLeft, .bottomRight]
                let c: UIRectCorner = .bottomLeft
                let d = UIRectCorner(rawValue: 6)
                let e = UIRectCorner.topRight
                let all: UIRectCorner = .allCorners
                var o: UIRectCorner? = nil
                o = [.topRight]
                let f: UIRectCorner = [UIRectCorner.topLeft, .topRight]
                print(a, b, c, d, e, UIRectCorner(), b.rawValue, a.isEmpty, b.isEmpty, all.contains(.bottomLeft), o!.rawValue, flipped(b), f.rawValue)
        """, members: """
            func flipped(_ c: UIRectCorner) -> UIRectCorner { return c.symmetricDifference([.topLeft, .topRight, .bottomLeft, .bottomRight]) }
        """)
        let all = tl | tr | bl | br
        XCTAssertEqual(notes(text), ["\(corners(0)) \(corners(tl | br)) \(corners(bl)) \(corners(6)) \(corners(tr)) \(corners(0)) \(tl | br) true false true \(tr) \(corners(all ^ (tl | br))) \(tl | tr)"])
    }

    /// contains, union, intersection, subtracting, symmetricDifference, isSubset, isSuperset,
    /// isDisjoint and `==`/`!=` with a literal on either side, by the bits.
    func testSetAlgebraOnTheBits() {
        let text = inClass("""
                let c: UIRectCorner = [.topLeft, .topRight, .bottomLeft]
                print(c.contains(.topLeft), c.contains([.topLeft, .bottomRight]), c.union(.bottomRight), c.intersection([.topRight, .bottomRight]), c.subtracting(.topRight), c.symmetricDifference([.topLeft, .bottomRight]))
                print(c.isSubset(of: .allCorners), c.isSuperset(of: [.topLeft, .bottomLeft]), c.isDisjoint(with: .bottomRight), c == [.bottomLeft, .topRight, .topLeft], [] != c, c == .topLeft)
        """)
        let c = tl | tr | bl
        XCTAssertEqual(notes(text), [
            "true false \(corners(c | br)) \(corners(c & (tr | br))) \(corners(c & ~tr)) \(corners(c ^ (tl | br)))",
            "true true true true true false",
        ])
    }

    /// The changing methods as Swift's OptionSet has them: `insert` gives (inserted, the
    /// member after) — the part already there when nothing was added — `remove` and
    /// `update(with:)` the part that was there or nil; formUnion, formIntersection, subtract
    /// and formSymmetricDifference change the `var`.
    func testChangingMethodsChangeTheVar() {
        let text = inClass("""
                var c: UIRectCorner = [.topLeft]
                let r1 = c.insert(.bottomRight)
                let r2 = c.insert([.topLeft, .topRight])
                let r3 = c.insert(.topLeft)
                print(r1.inserted, r1.memberAfterInsert, r2.inserted, r3.inserted, r3.memberAfterInsert, c)
                let gone = c.remove([.topRight, .bottomLeft])
                print(gone!, c.remove(.bottomLeft) == nil, c.update(with: .bottomLeft) == nil, c.update(with: .topLeft)!, c)
                c.formUnion(.topRight); print(c)
                c.formIntersection([.topRight, .bottomRight, .bottomLeft]); print(c)
                c.subtract(.bottomRight); print(c)
                c.formSymmetricDifference([.topLeft, .topRight]); print(c)
        """)
        var c = tl
        c |= br
        c |= tl | tr
        let afterInserts = c
        c &= ~(tr | bl)
        let afterRemove = c
        c |= bl
        XCTAssertEqual(notes(text), [
            "true \(corners(br)) true false \(corners(tl)) \(corners(afterInserts))",
            "\(corners(tr)) true true \(corners(tl)) \(corners(c))",
            corners(c | tr), corners((c | tr) & (tr | br | bl)), corners((c | tr) & (tr | br | bl) & ~br),
            corners(((c | tr) & (tr | br | bl) & ~br) ^ (tl | tr)),
        ])
        XCTAssertEqual(afterRemove, tl | br)
    }

    /// A button's `accessibilityTraits` is UIKit's .button by default, of either type and of a
    /// UIButton subclass; a plain view's is none, a label's .staticText; set, it is what is set.
    func testAButtonsTraitsAreButtonByDefault() {
        let text = """
        canvas(width: 10, height: 10) { B(frame: Rect(0, 0, 10, 10)) }
        class B: UIButton {
            override func draw(_ rect: CGRect) {
                let system = UIButton(type: .system), custom = UIButton(type: .custom)
                print(accessibilityTraits.rawValue, system.accessibilityTraits == .button, custom.accessibilityTraits.rawValue, UIView().accessibilityTraits.rawValue, UILabel().accessibilityTraits.rawValue)
                custom.accessibilityTraits = [.button, .selected]
                print(custom.accessibilityTraits.rawValue)
            }
        }
        """
        let button: UInt64 = 1 << 0, selected: UInt64 = 1 << 3, staticText: UInt64 = 1 << 6
        XCTAssertEqual(notes(text), ["\(button) true \(button) 0 \(staticText)", "\(button | selected)"])
    }

    /// In place on a stored property (bare and through `self`), on `layer.maskedCorners` (a
    /// CACornerMask, all four corners by default) and on `accessibilityTraits` (a UILabel's
    /// .staticText by default, UIAccessibilityConstants' bits).
    func testChangingMethodsOnPropertiesWriteThemBack() {
        let text = """
        canvas(width: 10, height: 10) { L(frame: Rect(0, 0, 10, 10)) }
        class L: UILabel {
            var corners: UIRectCorner = .topLeft
            override func draw(_ rect: CGRect) {
                corners.insert(.bottomRight)
                self.corners.remove(.topLeft)
                layer.maskedCorners.remove(.layerMinXMinYCorner)
                accessibilityTraits.insert(.adjustable)
                print(corners, layer.maskedCorners, accessibilityTraits.contains(.staticText), accessibilityTraits.rawValue)
            }
        }
        """
        let staticText: UInt64 = 1 << 6, adjustable: UInt64 = 1 << 12
        XCTAssertEqual(notes(text), ["\(corners(br)) CACornerMask(rawValue: \(15 & ~UInt64(1))) true \(staticText | adjustable)"])
    }

    /// An option the type has not is Swift's error with a did-you-mean; a changing method on a
    /// `let` is Swift's error.
    func testUnknownOptionAndLetAreErrors() {
        let text = inClass("""
                let c: UIRectCorner = [.topLeft, .bottomRigth]
                c.insert(.topRight)
        """)
        let h = evaluate(text).headlines
        XCTAssertEqual(h.count, 2, "\(h)")
        XCTAssertTrue(h.first?.hasSuffix("error: type 'UIRectCorner' has no member 'bottomRigth'; did you mean 'bottomRight'?") == true, "\(h)")
        XCTAssertTrue(h.last?.contains("error: cannot use mutating member on immutable value") == true, "\(h)")
    }

    /// A `?:` of options, of lists of them or of both, where the type is wanted: the branch
    /// taken, a value of the type (also nested, and beside `==`); `autoresizingMask` reads
    /// back as Swift prints UIView.AutoresizingMask, by its C name UIViewAutoresizing.
    func testTernaryOfOptionsIsOfTheWantedType() {
        let text = inClass("""
                let a: UIRectCorner = flag ? .topLeft : .bottomLeft
                let b: UIRectCorner = !flag ? [.topLeft] : []
                let c: UIRectCorner? = flag ? (flag ? .topRight : .topLeft) : [.bottomLeft, .bottomRight]
                autoresizingMask = flag ? [.flexibleWidth, .flexibleHeight] : .flexibleTopMargin
                print(a, b, c!.rawValue, a == (flag ? .topLeft : .topRight), autoresizingMask)
        """, members: "    var flag = true")
        let flexibleWidth: UInt64 = 1 << 1, flexibleHeight: UInt64 = 1 << 4
        XCTAssertEqual(notes(text), ["\(corners(tl)) \(corners(0)) \(tr) true UIViewAutoresizing(rawValue: \(flexibleWidth | flexibleHeight))"])
    }

    /// A struct of the file declared `: OptionSet` with one stored `rawValue` (its options
    /// statics made from bits) has the same semantics: `[.a, .b]` and `[]` where it is wanted
    /// (a static's value too), the changing methods on a `var` and a property, the others,
    /// `isEmpty` and `==` with a literal; printed as Swift prints a struct, `Opts(rawValue: 5)`.
    func testTheFilesOwnOptionSetStruct() {
        let text = """
        canvas(width: 10, height: 10) { V(frame: Rect(0, 0, 10, 10)) }
        struct Opts: OptionSet {
            let rawValue: Int
            static let a = Opts(rawValue: 1 << 0)
            static let b = Opts(rawValue: 1 << 1)
            static let c = Opts(rawValue: 1 << 2)
            static let ab: Opts = [.a, .b]
        }
        class V: UIView {
            var held: Opts = []
            func widened(_ o: Opts) -> Opts { return o.union(.c) }
            override func draw(_ rect: CGRect) {
                var o: Opts = [.a]
                let r = o.insert(.c)
                held.insert(.b)
                self.held.formUnion(o)
                print(r.inserted, o, o.contains(.b), Opts.ab.rawValue, held == [.a, .b, .c], widened(.a), o.intersection(.ab), o.remove(.a)!, o.isEmpty, Opts().isEmpty)
            }
        }
        """
        let a = 1 << 0, b = 1 << 1, c = 1 << 2
        XCTAssertEqual(notes(text), ["true Opts(rawValue: \(a | c)) false \(a | b) true Opts(rawValue: \(a | c)) Opts(rawValue: \(a)) Opts(rawValue: \(a)) false true"])
    }

    /// UIControl.State is one too: a declared `var` changed in place, a control's `state`
    /// (`.normal`, no bit, at rest) compared and asked with `contains`, `UIControl.State()`
    /// empty, printed by its C name UIControlState (UIKit/UIControl.h's bits).
    func testControlStateIsAnOptionSet() {
        let text = """
        canvas(width: 10, height: 10) { K(frame: Rect(0, 0, 10, 10)) }
        class K: UIControl {
            override func draw(_ rect: CGRect) {
                var s: UIControl.State = [.highlighted]
                s.insert(.selected)
                print(s, state == .normal, state.contains(.highlighted), UIControl.State().isEmpty, UIControlState(rawValue: 2) == .disabled)
            }
        }
        """
        let highlighted = 1 << 0, selected = 1 << 2
        XCTAssertEqual(notes(text), ["UIControlState(rawValue: \(highlighted | selected)) true false true true"])
    }

    /// An optional option set compared with a literal: the literal is a value of the wrapped type.
    func testOptionalComparedWithLiteral() {
        let text = inClass("""
            let o: UIRectCorner? = .topRight
            print(o == .topRight, o != .topRight, o == [.topRight, .topLeft], .topRight == o)
            let q: UIControl.State? = .highlighted
            print(q == .highlighted, q == .normal)
        """)
        XCTAssertEqual(notes(text), ["true false false true", "true false"])
    }

    /// `[.topLeft, .bottomRight]` where an Array of an option set is wanted: each element a value of it.
    func testArrayOfOptionSetsHoldsValues() {
        let text = inClass("""
            let cs: [UIRectCorner] = [.topLeft, .bottomRight]
            print(cs[0] == .topLeft, cs[1].contains(.bottomRight), cs[1].isEmpty, cs.first!.rawValue, cs[1].rawValue)
            var e: [UIControl.State] = [.normal, .highlighted]
            e.append(.selected)
            print(e.count, e[1] == .highlighted, e[2].rawValue, e.contains(.highlighted), cs.contains(.topRight))
        """)
        XCTAssertEqual(notes(text), ["true true false \(tl) \(br)", "3 true \(1 << 2) true false"])
    }

    /// A list naming an option with its type, or holding an option set's value, is an Array of
    /// that type, its implicit members its options (where an option set is wanted, one set).
    func testListOfATypedOptionIsAnArray() {
        let text = inClass("""
            let l = [UIRectCorner.topLeft, .bottomLeft, .topLeft]
            print(l.count, l[1].rawValue, l.contains(.topLeft), l == [.topLeft, .bottomLeft, .topLeft])
            let c: UIRectCorner = .topRight
            let all = [c, .bottomLeft]
            print(all.count, all[1].rawValue)
            let one: UIRectCorner = [UIRectCorner.topLeft, .bottomLeft]
            print(one.rawValue)
        """)
        XCTAssertEqual(notes(text), ["3 \(bl) true true", "2 \(bl)", "\(tl | bl)"])
        let h = evaluate(inClass("print([UIRectCorner.topLeft, .topRight].rawValue)")).headlines
        XCTAssertEqual(h.count, 1, "\(h)")
        XCTAssertTrue(h.first?.hasSuffix("error: List has no member 'rawValue'") == true, "\(h)")
    }

    /// A `?:` of an option written with its type and a literal: a value of that type.
    func testTernaryOfTypedOptionAndLiteral() {
        let text = inClass("""
            let flag = true
            let z = flag ? UIRectCorner.topLeft : .bottomRight
            let m = !flag ? UIControl.State.highlighted : .normal
            print(z.rawValue, m == .normal, (flag ? [] : UIRectCorner.topLeft).isEmpty)
        """)
        XCTAssertEqual(notes(text), ["\(tl) true true"])
    }

    /// A switch over an option set: each case a value of it, matched by `==`.
    func testSwitchOverAnOptionSet() {
        let text = inClass("""
            let c: UIRectCorner = [.topLeft, .bottomRight]
            switch c {
            case .topLeft: print("tl")
            case [.topLeft, .bottomRight]: print("diag")
            default: print("other")
            }
            let e: UIRectEdge = .top
            switch e { case .top: print("top"); default: print("no") }
        """)
        XCTAssertEqual(notes(text), ["diag", "top"])
    }

    /// A value of one option set where another is wanted: Swift's error (each its own type).
    func testOneOptionSetIsNotAnother() {
        for (body, message) in [
            ("let c: UIRectCorner = CACornerMask(rawValue: 1)", "error: 'c' is a UIRectCorner, not a CACornerMask"),
            ("var c: UIRectCorner = .topLeft; c = UIRectEdge.all", "error: 'c' is a UIRectCorner, not a UIRectEdge"),
            ("var e: UIRectEdge = .all; e.formUnion(UIRectCorner.allCorners)", "error: the argument of 'formUnion' is a UIRectEdge, not a UIRectCorner"),
        ] {
            let h = evaluate(inClass(body)).headlines
            XCTAssertTrue(h.count == 1 && h[0].hasSuffix(message), "\(h)")
        }
    }

    /// A button's title for a state with a bit no single option names is outside the subset,
    /// never the title for `.normal`.
    func testUnnamedControlStateIsNoTitleState() {
        let h = evaluate(inClass("""
            let b = UIButton(type: .custom)
            b.setTitleColor(.red, for: UIControl.State(rawValue: 1 << 16))
        """)).headlines
        XCTAssertEqual(h.count, 1, "\(h)")
        XCTAssertTrue(h.first?.contains("error: a button's title for the state 'UIControlState(rawValue: \(1 << 16))' is outside the supported Swift subset") == true, "\(h)")
    }
}
