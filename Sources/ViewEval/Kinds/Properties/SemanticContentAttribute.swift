// `semanticContentAttribute` (UIView.semanticContentAttribute): whether the view's content
// flips in a right-to-left layout — `.unspecified` (UIKit's default), `.playback`, `.spatial`,
// `.forceLeftToRight`, `.forceRightToLeft`. A drawing is laid out left to right (the POSIX
// locale's direction), so it changes what `UIView.userInterfaceLayoutDirection(for:)` gives
// and nothing else: `.forceRightToLeft` alone is right to left there.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let semanticContentAttribute = ViewProperty("semanticContentAttribute", .symbol, cases: SemanticContent.cases, get: .symbol(semanticContentValue)) { _, v, x, _, r in
        guard case .symbol(let s) = x, SemanticContent.cases.contains(s) else {
            throw Diagnostic.error("'semanticContentAttribute' is one of " + SemanticContent.cases.map { "." + $0 }.joined(separator: ", ") + ", not \(x.description)", at: r)
        }
        v[semanticContentValue] = s
    }

    /// `.unspecified` until the view sets it.
    static let semanticContentValue = PropertyKey<String>("unspecified")
}

enum SemanticContent {
    /// UISemanticContentAttribute's cases.
    static let cases = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]

    /// `UIView.userInterfaceLayoutDirection(for:)`: right to left only when forced; every other
    /// attribute follows the drawing's direction, left to right.
    static let layoutDirection: [String: [FunctionForm]] = [
        "userInterfaceLayoutDirection": [FunctionForm([Param("for", .symbol)], .symbol("")) { a in
            guard case .symbol(let s) = a[0], cases.contains(s) else {
                throw Diagnostic.error("'for:' takes a UISemanticContentAttribute (" + cases.map { "." + $0 }.joined(separator: ", ") + "), not \(a[0].description)", at: a.argRange(label: "for"))
            }
            return .symbol(s == "forceRightToLeft" ? "rightToLeft" : "leftToRight")
        }],
    ]
}
