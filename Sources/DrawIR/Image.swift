// The IR's image: one op per image drawn, carrying the file's bytes (the backend decodes them)
// and the rectangle of user space the whole image is painted into. Lowering computes the
// rectangle (an image view's from its contentMode), so the backend only scales and places;
// clipping, if any, was set up by the view (clipsToBounds).

import Foundation
import ViewGeometry
import ViewSyntax

/// A bitmap: the file's bytes with what its header says.
public struct ImageRef: Sendable, Equatable {
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
    public static func == (a: ImageRef, b: ImageRef) -> Bool {
        a.hash == b.hash && a.name == b.name && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.bytes == b.bytes
    }
}

extension IRPrinter {
    /// `image "photo.png" png 64x48 px #0123456789abcdef in 0 0 32 24`
    static func describeImage(_ i: ImageRef, _ d: Rect) -> String {
        "image \(ASTDumper.quote(i.name)) \(i.format.rawValue) \(i.pixelWidth)x\(i.pixelHeight) px #\(i.hash)"
            + " in \(f(d.origin.x)) \(f(d.origin.y)) \(f(d.width)) \(f(d.height))"
    }
}
