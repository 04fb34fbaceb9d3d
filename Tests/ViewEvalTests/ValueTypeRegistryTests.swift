// Every value type is registered: a `BuiltinType` in the registry declares its constructors,
// members and methods; a type held in `Value.object` (Builtins/Value.swift) is typed and
// described by its payload, and a reference of it is equal only to itself.

@testable import ViewEval
import ViewGeometry
import XCTest

final class ValueTypeRegistryTests: XCTestCase {
    /// Types no file declares: written as literals (`true`) or only given by the language
    /// (a method's empty result, an optional context, a dictionary of attributes, a value of a
    /// struct the Swift code declares, a closure, a tuple — whose elements the checker names by
    /// its labels and positions —, an error the Swift code throws).
    static let unregistered: Set<ValueType> = [.bool, .void, .optional, .attributes, .structValue, .function, .tuple, .swiftError]

    func testEveryValueTypeHasItsBuiltinType() {
        let registered = Registry.shared.types.map(\.type)
        for t in ValueType.allCases where !Self.unregistered.contains(t) {
            XCTAssertEqual(registered.filter { $0 == t }.count, 1, "\(t.rawValue): one BuiltinType in Registry.types")
        }
    }

    func testAnObjectTypesConstructorsAreTypedAsItsObject() {
        for b in Registry.shared.types where VType(b.type) == .object(b.type) {
            XCTAssertEqual(VType(b.type).valueType, b.type)
            for (name, forms) in b.constructors {
                // A failable initialiser (UIImage(named:)) gives an optional of it.
                for f in forms { XCTAssertTrue([.object(b.type), .optional(.object(b.type))].contains(f.result), "\(name)'s result") }
            }
        }
    }

    func testABoxedValueNamesItsTypeAndDescribesItself() {
        let shadow = Value.boxed(TextShadow())
        XCTAssertEqual(shadow.type, .textShadow)
        XCTAssertEqual(shadow.typeName, "NSShadow")
        XCTAssertEqual(shadow.description, "NSShadow(shadowOffset: Size(0, 0), shadowBlurRadius: 0)")
        XCTAssertEqual(Value.boxed(AttributedText(string: "Hi")).description, "NSAttributedString(\"Hi\")")
        XCTAssertEqual(Value.boxed(ParagraphStyle()).type, .paragraphStyle)
        // A reference: equal to itself, not to another with the same contents.
        XCTAssertEqual(shadow, shadow)
        XCTAssertNotEqual(shadow, Value.boxed(TextShadow()))
        XCTAssertNotEqual(shadow, Value.boxed(ParagraphStyle()))
        XCTAssertNotNil(shadow.ref(TextShadow.self))
        XCTAssertNil(shadow.ref(ParagraphStyle.self))
        // A value: equal to another with the same contents.
        XCTAssertEqual(Value.boxed(FontMetrics(style: "body")), Value.boxed(FontMetrics(style: "body")))
        XCTAssertNotEqual(Value.boxed(FontMetrics(style: "body")), Value.boxed(FontMetrics(style: "title1")))
        XCTAssertEqual(Value.boxed(TraitCollection(preferredContentSizeCategory: .large)).description,
                       "UITraitCollection(preferredContentSizeCategory: .large)")
    }

    func testABoxedTypeAddsNothingToAValue() {
        // Every argument of every call is a Value: its largest payload (a shadow's) and a tag,
        // and a boxed value is two words.
        XCTAssertLessThanOrEqual(MemoryLayout<Value>.size, MemoryLayout<Shadow>.size + 1)
        XCTAssertEqual(MemoryLayout<ObjectValue>.size, 2 * MemoryLayout<Int>.size)
    }
}
