// `tag` (UIView.tag): an Int the app gives a view to find it again (`viewWithTag(_:)`) or to tell
// views apart in shared code. It changes no picture; kept, read back, and shown by dump tree when
// it is not 0.

import FoundationEssentials
import ViewSyntax

extension ViewProperty {
    static let tag = ViewProperty(
        "tag", .number,
        get: .number(tagValue),
        dump: DumpPart(rank: 105) { v in v[tagValue] == 0 ? nil : "tag = \(formatNumber(v[tagValue]))" }
    ) { _, v, x, _, r in
        guard x.num == x.num.rounded(), abs(x.num) < 9.2e18 else {
            throw Diagnostic.error("a view's tag is an Int, not \(formatNumber(x.num))", at: r)
        }
        v[tagValue] = x.num
    }

    /// 0 until the view sets it, as UIKit's.
    static let tagValue = PropertyKey<Double>(0)
}
