// `isExclusiveTouch` (UIView.isExclusiveTouch): whether the view keeps a touch from reaching
// other views while it tracks one. A drawing receives no touches, and `viewc hit` places one
// point, so it is kept (and shown by dump tree when set) but changes no picture.

import FoundationEssentials
import ViewSyntax

extension ViewProperty {
    static let exclusiveTouch = ViewProperty(
        "isExclusiveTouch", .bool,
        get: .bool(exclusiveTouchValue),
        dump: DumpPart(rank: 117) { v in v[exclusiveTouchValue] ? "exclusiveTouch = YES" : nil }
    ) { _, v, x, _, _ in
        v[exclusiveTouchValue] = x.bool
    }

    /// false until the view sets it, as UIKit's.
    static let exclusiveTouchValue = PropertyKey<Bool>(false)
}
