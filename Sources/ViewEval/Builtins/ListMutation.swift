// The methods that change a list where it is held (Swift's `mutating` Array methods):
// `append(_:)`, `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeFirst()`,
// `removeLast()` (and with a count), `removeAll()`, `removeAll(where:)`, `popLast()`,
// `insert(contentsOf:at:)`, `removeSubrange(_:)`, `replaceSubrange(_:with:)`,
// `swapAt(_:_:)`, `reverse()`, `sort()`, `sort(by:)`; and a Set's `insert(_:)`, `remove(_:)` and
// `formUnion(_:)` (a Set is a list of distinct elements here, in the order they came in). A list is a value, as Swift's arrays are: the changed list is written back to the
// `var` (or the `var` member of one) it was read from, so a copy made before keeps its
// elements. CheckListMutations.swift checks a call, RunListMutations.swift runs it.

import ViewSyntax

enum ListMutation: Equatable {
    case append, appendContents, insert, removeAt, removeFirst, removeLast, removeFirstCount, removeLastCount
    case removeAll, removeAllWhere, popLast, swapAt, reverse, sort, sortBy
    /// RangeReplaceableCollection's `insert(contentsOf:at:)`, `removeSubrange(_:)`,
    /// `replaceSubrange(_:with:)` (a list's, and a String's of its Characters).
    case insertContents, removeSubrange, replaceSubrange
    /// A Set's `insert(_:)` (added when not there), `remove(_:)` (the element, or nil) and
    /// `formUnion(_:)` (the other's elements not there, in their order).
    case insertMember, removeMember, formUnion
    /// Bool's `toggle()`, which changes a Bool where it is held as these change a list
    /// (CheckToggle.swift).
    case toggle
    /// A dictionary's (CheckDictionaries.swift): `removeValue(forKey:)`, `updateValue(_:forKey:)`,
    /// `merge(_:uniquingKeysWith:)` (and `removeAll()`, as a list's).
    case removeValueForKey, updateValue, merge
    /// SetAlgebra's other changing methods, an option set's (Builtins/OptionSet.swift):
    /// `update(with:)`, `formIntersection(_:)`, `subtract(_:)`, `formSymmetricDifference(_:)`.
    case updateWith, formIntersection, subtract, formSymmetricDifference

    /// The method a call names with its argument labels (nil labels: none), if it is one.
    init?(name: String, labels: [String?]) {
        switch (name, labels) {
        case ("append", [nil]): self = .append
        case ("append", ["contentsOf"]): self = .appendContents
        case ("insert", [nil, "at"]): self = .insert
        case ("insert", ["contentsOf", "at"]): self = .insertContents
        case ("insert", [nil]): self = .insertMember
        case ("remove", [nil]): self = .removeMember
        case ("formUnion", [nil]): self = .formUnion
        case ("removeSubrange", [nil]): self = .removeSubrange
        case ("replaceSubrange", [nil, "with"]): self = .replaceSubrange
        case ("remove", ["at"]): self = .removeAt
        case ("removeFirst", []): self = .removeFirst
        case ("removeLast", []): self = .removeLast
        case ("removeFirst", [nil]): self = .removeFirstCount
        case ("removeLast", [nil]): self = .removeLastCount
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]): self = .removeAll
        case ("removeAll", ["where"]), ("removeAll", [nil]): self = .removeAllWhere
        case ("popLast", []): self = .popLast
        case ("swapAt", [nil, nil]): self = .swapAt
        case ("reverse", []): self = .reverse
        case ("sort", []): self = .sort
        case ("sort", ["by"]), ("sort", [nil]): self = .sortBy
        case ("update", ["with"]): self = .updateWith
        case ("formIntersection", [nil]): self = .formIntersection
        case ("subtract", [nil]): self = .subtract
        case ("formSymmetricDifference", [nil]): self = .formSymmetricDifference
        default: return nil
        }
    }

    /// Every name a list's changing method has (for "did you mean" and the checker's first test).
    static let names: Set<String> = ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll",
                                     "popLast", "swapAt", "reverse", "sort", "removeSubrange", "replaceSubrange", "formUnion"]
    /// An option set's changing methods (SetAlgebra's).
    static let setAlgebra: [ListMutation] = [.insertMember, .removeMember, .updateWith, .formUnion, .formIntersection, .subtract, .formSymmetricDifference]
}

/// A checked call: the method and where the list it changes is held.
struct ListMutationCall {
    let method: ListMutation
    let target: AssignTarget
}
