// Swift's errors as values: what `throw` sends up the calls (a Swift error of the runner's,
// `Thrown`, carrying the value and its type, which a `catch` matches), and the `Error` a
// `catch` binds when it takes any error (`error`), which `throw error` throws on as it was.

import FoundationEssentials
import ViewSyntax

/// An error thrown by Swift code and not yet caught: the value, its type (an enum's values
/// are symbols, so the type says which enum) and where it was thrown.
struct Thrown: Error {
    let value: Value
    let type: VType
    let range: SourceRange

    /// `E.tooSmall`, as Swift prints an error.
    var description: String { SwiftErrorValue(value: value, type: type).description }
}

/// An error caught as `Error`.
struct SwiftErrorValue: ObjectPayload {
    static var type: ValueType { .swiftError }
    let value: Value
    let type: VType

    var description: String {
        if case .enumeration(let e) = type, case .symbol(let c) = value { return "\(e).\(c)" }
        if case .enumeration(let e) = type { return "\(e)\(value.description)" }
        return value.description
    }

    static func same(_ a: Ref<SwiftErrorValue>, _ b: Ref<SwiftErrorValue>) -> Bool { a.value.type == b.value.type && a.value.value == b.value.value }
}
