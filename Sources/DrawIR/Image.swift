// The IR's image: one op per image view, carrying the file's bytes (the backend decodes them)
// and the rectangle of user space the whole image is painted into. The rectangle comes from
// the view's contentMode (ContentMode.swift's contentTransform), so the backend only scales
// and places; clipping, if any, was set up by the view (clipsToBounds).

import Foundation
import ViewEval
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

extension Lowering {
    /// An image view's image, fitted into its bounds by its contentMode; nothing for empty
    /// bounds or no image.
    static func lowerImage(_ v: ViewNode, _ out: inout [Item]) {
        guard let img = v.image, v.bounds.width > 0, v.bounds.height > 0 else { return }
        let t = v.contentFit ?? .identity
        let s = img.size
        let dest = Rect(t.tx, t.ty, s.width * t.a, s.height * t.d)
        guard dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return }
        out.append(Item(.image(ImageRef(name: img.name, format: img.format, pixelWidth: img.pixelWidth,
                                        pixelHeight: img.pixelHeight, bytes: img.bytes, hash: img.hash), dest: dest), v.range))
    }
}

extension Lowering {
    /// drawImage(_:in:): the whole image stretched into `rect`; nothing for an empty one.
    static func lowerDrawnImage(_ img: ImageContent, _ rect: Rect, _ r: SourceRange, _ out: inout [Item]) {
        guard rect.width > 0, rect.height > 0 else { return }
        out.append(Item(.image(ImageRef(name: img.name, format: img.format, pixelWidth: img.pixelWidth,
                                        pixelHeight: img.pixelHeight, bytes: img.bytes, hash: img.hash), dest: rect), r))
    }
}

extension IRPrinter {
    /// `image "photo.png" png 64x48 px #0123456789abcdef in 0 0 32 24`
    static func describeImage(_ i: ImageRef, _ d: Rect) -> String {
        "image \(ASTDumper.quote(i.name)) \(i.format.rawValue) \(i.pixelWidth)x\(i.pixelHeight) px #\(i.hash)"
            + " in \(f(d.origin.x)) \(f(d.origin.y)) \(f(d.width)) \(f(d.height))"
    }
}
