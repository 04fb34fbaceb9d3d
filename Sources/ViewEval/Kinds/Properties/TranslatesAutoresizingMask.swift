// `translatesAutoresizingMaskIntoConstraints` (UIView's, true by default): whether the view's
// frame holds it in an Auto Layout solve. A view made in code that sets it false and is in an
// active constraint is placed by its constraints when its superview lays out
// (Builtins/Layout.swift); one in no constraint keeps its frame.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let translatesAutoresizingMask = ViewProperty(
        "translatesAutoresizingMaskIntoConstraints", .bool,
        get: .bool(translatesMaskValue),
        dump: DumpPart(rank: 66) { $0[translatesMaskValue] ? nil : "translatesAutoresizingMaskIntoConstraints = NO" }
    ) { _, v, x, _, _ in v[translatesMaskValue] = x.bool }

    /// True until the view sets it.
    static let translatesMaskValue = PropertyKey<Bool>(true)
}
