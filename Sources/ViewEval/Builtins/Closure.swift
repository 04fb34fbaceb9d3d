// A closure as a value: its function (checked as a nested function is) and the frame it was
// made in, which its body reads and changes — Swift's closures capture variables, not copies
// of them — and the values of its capture list (`[x]`), copied when it was made. Two
// closures are equal only when they are the same one.

import ViewSyntax

struct ClosureValue: ObjectPayload {
    static var type: ValueType { .function }
    /// Nil for a built-in function named as a value: `builtin`, its form, runs instead.
    let function: UserFunction?
    let frame: Frame
    var captured: [Value] = []
    var builtin: Int32 = -1
    /// A built-in method named as a value (`path.addLine`): the value it is a method of, taken
    /// where it was named, as Swift's partial application takes it; `builtin` is then a method
    /// form.
    var receiver: Value? = nil
    /// The view the closure was made in the code of: its `self`, whose `bounds` and `frame`
    /// its body reads wherever it is called (a closure handed to another view reads its
    /// maker's bounds, as Swift captures `self`).
    var selfView: ViewNode? = nil
    var description: String { "closure" }
}

/// What a list's method that takes a closure does (`list.map { … }`): CheckClosures.swift
/// gives each its closure's type and its result's, RunClosures.swift runs it.
enum ListMethod: String, CaseIterable {
    case map, compactMap, flatMap, filter, reduce, forEach, sorted, contains, first, allSatisfy, min, max, firstIndex
    /// `last(where:)`, `lastIndex(where:)`: the last element the closure takes, and its index.
    case last, lastIndex
    /// An element chosen at random, and the elements in a random order, from the compile's
    /// generator (Random.swift): no closure.
    case randomElement, shuffled
    /// A dictionary's (Dictionary.swift): its values changed by the closure, its keys kept.
    case mapValues
    /// The label its closure may have (besides none, or a trailing closure).
    var closureLabel: String? {
        switch self {
        case .sorted, .min, .max: return "by"
        case .contains, .first, .firstIndex, .last, .lastIndex: return "where"
        default: return nil
        }
    }
}

/// `list.method(closure)`: the method, which argument is the closure, and `reduce`'s first value.
struct ListCall {
    let method: ListMethod
    let closureArg: Int32
    let initialArg: Int32
}
