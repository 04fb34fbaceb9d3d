// The IR's image: one op per image drawn, carrying the file's bytes (the backend decodes them)
// and the rectangle of user space the whole image is painted into. Lowering computes the
// rectangle (an image view's from its contentMode), so the backend only scales and places;
// clipping, if any, was set up by the view (clipsToBounds).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

extension IRPrinter {
    /// `image "photo.png" png 64x48 px #0123456789abcdef in 0 0 32 24`
    static func describeImage(_ i: ImageRef, _ d: Rect, _ sampling: ImageSampling) -> String {
        func name(_ f: ImageFilter) -> String { f == .nearest ? "nearest" : f == .linear ? "linear" : "smooth" }
        return "image \(DumpText.quote(i.name)) \(i.format.rawValue) \(i.pixelWidth)x\(i.pixelHeight) px #\(i.hash)"
            + " in \(f(d.origin.x)) \(f(d.origin.y)) \(f(d.width)) \(f(d.height))"
            + (sampling == .smooth ? "" : " magnify \(name(sampling.magnify)) minify \(name(sampling.minify))")
    }
}
