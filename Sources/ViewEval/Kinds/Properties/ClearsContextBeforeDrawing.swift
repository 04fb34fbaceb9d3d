// `clearsContextBeforeDrawing` (UIView.clearsContextBeforeDrawing): whether UIKit clears the
// view's drawing buffer to transparent black before it calls draw(_:). A still drawing draws
// each view once, into a buffer that holds nothing yet, so either value gives the same
// picture: it is kept (and shown by dump tree when false) and read back.

import FoundationEssentials
import ViewSyntax

extension ViewProperty {
    static let clearsContextBeforeDrawing = ViewProperty(
        "clearsContextBeforeDrawing", .bool,
        get: .bool(clearsContextValue),
        dump: DumpPart(rank: 116) { v in v[clearsContextValue] ? nil : "clearsContextBeforeDrawing = NO" }
    ) { _, v, x, _, _ in
        v[clearsContextValue] = x.bool
    }

    /// true until the view sets it, as UIKit's.
    static let clearsContextValue = PropertyKey<Bool>(true)
}
