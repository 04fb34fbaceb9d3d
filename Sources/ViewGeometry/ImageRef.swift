// A bitmap as drawing carries it: the file's bytes with what its header says (the backend
// decodes them). The IR's image op and a pattern paint (UIColor(patternImage:)) hold one.

import FoundationEssentials
import Glibc

/// A bitmap: the file's bytes with what its header says.
public struct ImageRef: Sendable, Hashable {
    /// The name as written in the .view file.
    public var name: String
    public var format: ImageFormat
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var bytes: [UInt8]
    /// FNV-1a of the bytes, 16 hex digits (ViewEval's fnv1aHex).
    public var hash: String
    public init(name: String, format: ImageFormat, pixelWidth: Int, pixelHeight: Int, bytes: [UInt8], hash: String) {
        self.name = name; self.format = format; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.bytes = bytes; self.hash = hash
    }
    public func hash(into h: inout Hasher) { h.combine(hash); h.combine(pixelWidth); h.combine(pixelHeight) }
    public static func == (a: ImageRef, b: ImageRef) -> Bool {
        a.hash == b.hash && a.name == b.name && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.bytes == b.bytes
    }
}

/// How an image's pixels are sampled where it is drawn at another size: smoothly (Core
/// Graphics' default, medium and high interpolation quality), bilinearly (its `.low`), or each
/// point taking its nearest pixel (its `.none`: pixel art stays sharp).
public enum ImageFilter: UInt8, Sendable, Hashable {
    case smooth, linear, nearest
}

/// How an image is sampled where it lands on the device larger than its pixels (`magnify`),
/// and where smaller (`minify`): Core Animation's two contents filters of a layer; a
/// context's interpolation quality is both.
public struct ImageSampling: Sendable, Hashable {
    public var magnify: ImageFilter
    public var minify: ImageFilter
    public init(magnify: ImageFilter, minify: ImageFilter) { self.magnify = magnify; self.minify = minify }
    public init(_ both: ImageFilter) { self.init(magnify: both, minify: both) }
    public static let smooth = ImageSampling(.smooth)
}

/// An image, or a rectangle of its pixels, repeated over the plane.
public struct ImagePattern: Hashable, Sendable {
    public var image: ImageRef
    /// The pixels that repeat: the whole image, or one cell of a resizable image.
    public var source: Rect
    /// The tile's pixel space (its first pixel's corner at (0, 0)) → user space.
    public var transform: Transform
    public var alpha: Double
    public init(image: ImageRef, source: Rect, transform: Transform, alpha: Double = 1) {
        self.image = image; self.source = source; self.transform = transform; self.alpha = alpha
    }
    /// UIColor(patternImage:): the whole image, each tile its size in points (pixels / scale),
    /// from the origin of user space.
    public init(image: ImageRef, scale: Double) {
        self.init(image: image, source: Rect(0, 0, Double(image.pixelWidth), Double(image.pixelHeight)),
                  transform: Transform(scaleX: 1 / scale, y: 1 / scale))
    }
}
