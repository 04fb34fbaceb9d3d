// List (Array): `[1, 2, 3]`, one element type per list; `count`, `isEmpty`, `first` and `last`
// (optionals, as Swift's);
// `contains(_:)`; `list[i]` (RunExpressions.swift) counts from 0. `+` joins two lists
// (Operators.swift), bounded in length.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let list = BuiltinType(
        type: .list,
        members: [
            ("count", Member(.number) { v in if case .list(let l) = v { return .number(Double(l.count)) }; return v }),
            ("isEmpty", Member(.bool) { v in if case .list(let l) = v { return .bool(l.isEmpty) }; return v }),
            // Swift's: optionals, nil for an empty list (`points.first!`, `if let p = points.last`).
            ("first", Member(result: optionalElementType, get: { v, _ in
                guard case .list(let l) = v, let f = l.first else { return .void }
                return f })),
            ("last", Member(result: optionalElementType, get: { v, _ in
                guard case .list(let l) = v, let f = l.last else { return .void }
                return f })),
        ],
        methods: [
            "contains": [MethodForm([Param(nil, nil)], .bool) { v, a in
                guard case .list(let l) = v else { return .bool(false) }
                return .bool(l.contains(a[0])) }],
        ])

    /// An optional of a list's element type (`first`, `last`).
    static func optionalElementType(_ t: VType) -> VType? { elementType(t).map { .optional($0) } }

    /// A list's element type, when the checker knows it.
    static func elementType(_ t: VType) -> VType? {
        if case .list(let e) = t { return e }
        return nil
    }
}
