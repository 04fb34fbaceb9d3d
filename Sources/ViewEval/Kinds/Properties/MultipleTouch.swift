// `isMultipleTouchEnabled` (UIView.isMultipleTouchEnabled): whether the view takes more than one
// touch at a time. A drawing receives no touches, and `viewc hit` places one point, so it is
// kept (and shown by dump tree when set) but changes no picture.

import FoundationEssentials
import ViewSyntax

extension ViewProperty {
    static let multipleTouch = ViewProperty(
        "isMultipleTouchEnabled", .bool,
        get: .bool(multipleTouchValue),
        dump: DumpPart(rank: 115) { v in v[multipleTouchValue] ? "multipleTouchEnabled = YES" : nil }
    ) { _, v, x, _, _ in
        v[multipleTouchValue] = x.bool
    }

    /// false until the view sets it, as UIKit's.
    static let multipleTouchValue = PropertyKey<Bool>(false)
}
