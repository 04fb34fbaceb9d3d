// Images: `image { name: "photo.png"; frame: …; contentMode: .scaleAspectFit }` is a
// UIImageView showing UIImage(named:).
//
// The file is named relative to the .view file that names it and read through the
// SourceLoader, with the confinement imports have (the root folder, symlinks resolved). The
// evaluator reads only the header (ViewGeometry's ImageHeaderReader) for the pixel size; the
// bytes travel on the ViewNode to the IR, and the backend decodes them.
//
// As UIImage(named:): `name@2x.png` is an image of scale 2 (its size in points is half its
// pixel size), `@3x` of scale 3; a name without an extension means `.png`. The image view's
// intrinsic content size is the image's size in points, and its contentMode (scaleToFill by
// default, as every UIView) fits the image into the bounds (ContentMode.swift); `.redraw`
// stretches a bitmap like `.scaleToFill`. As UIImageView, it ignores touches by default, and
// a view whose frame was not set takes the image's size (UIImageView(image:)).

import Foundation
import ViewGeometry
import ViewSyntax

/// The image an `image { … }` shows.
public struct ImageContent: Sendable, Equatable {
    /// The name as written (`photo@2x.png`).
    public var name: String
    public var format: ImageFormat
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// UIImage.scale: pixels per point (1, 2 or 3, from the `@2x` suffix).
    public var scale: Int
    /// The file's bytes, decoded by the backend.
    public var bytes: [UInt8]
    /// A short hash of the bytes (FNV-1a, 64 bits, in hex), for dumps.
    public var hash: String

    /// UIImage.size: the size in points.
    public var size: Size { Size(Double(pixelWidth) / Double(scale), Double(pixelHeight) / Double(scale)) }
}

/// FNV-1a over the bytes, 16 hex digits.
public func fnv1aHex(_ bytes: [UInt8]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    let s = String(h, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}

/// The image view's own properties, with their types.
let imageProperties: [String: ValueType] = ["name": .string]

extension Evaluator {
    /// `image { … }`: a UIImageView, placed in the view around it.
    func runImage(_ kr: SourceRange, _ args: [Argument]?, _ body: [Stmt], _ r: SourceRange, _ scope: Scope,
                  _ parent: ViewNode, _ unit: FileUnit) throws {
        if args != nil { throw Diagnostic.error("an 'image' block takes no arguments; set its name and frame inside it (name: \"photo.png\")", at: kr) }
        let node = ViewNode(kind: "image", range: r)
        node.isImageView = true
        // UIImageView's defaults: it ignores touches and is not opaque.
        node.isUserInteractionEnabled = false
        node.isOpaque = false
        try nest(kr) { try runViewBody(node, body, scope, unit) }
        parent.subviews.append(node)
    }

    /// `name: "photo.png"` in an image block: loads the image (UIImage(named:)).
    func setImageProperty(_ node: ViewNode, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        guard node.isImageView else {
            throw Diagnostic.error("'\(name)' is an image property; set it inside an 'image { … }' block", at: nr)
        }
        guard case .string(let path) = v else {
            throw Diagnostic.error("'\(name)' is \(article(ValueType.string)) (the image file's name), not \(article(v))", at: vr)
        }
        if isTypeChecking { return }
        let img = try loadImage(path, vr)
        let hadSize = node.bounds.size != .zero
        node.image = img
        node.intrinsicContentSize = img.size
        // UIImageView(image:): a view with no size yet takes the image's, at its top-left corner.
        if !hadSize {
            let f = node.frame
            node.frame = Rect(f.minX, f.minY, img.size.width, img.size.height)
        }
    }

    func loadImage(_ written: String, _ r: SourceRange) throws -> ImageContent {
        guard let file = r.file else { throw Diagnostic.error("an image needs a file to be relative to", at: r) }
        if written.trimmingCharacters(in: .whitespaces).isEmpty { throw Diagnostic.error("an image needs a file name", at: r) }
        // UIImage(named: "photo") means photo.png.
        let path = (written as NSString).pathExtension.isEmpty ? written + ".png" : written
        let key = (file.absolutePath ?? file.path) + "\u{0}" + path
        if let done = imageCache[key] { return done }
        let bytes: [UInt8]
        do {
            bytes = try loader.loadData(path, from: file, root: options.root, maxSize: ImageLimits.maxFileSize)
        } catch let e as LoadError {
            throw Diagnostic.error(e.message, at: r)
        }
        let header: ImageHeader
        do { header = try ImageHeaderReader.read(bytes) } catch let e as ImageHeaderError {
            throw Diagnostic.error("'\(written)': \(e.message)", at: r)
        }
        let w = header.pixelWidth, h = header.pixelHeight
        if w > ImageLimits.maxSide || h > ImageLimits.maxSide || w * h > ImageLimits.maxPixels {
            throw Diagnostic.error("'\(written)' is \(w)×\(h) pixels, more than the limit (\(ImageLimits.maxPixels / 1_000_000) megapixels, \(ImageLimits.maxSide) a side)", at: r)
        }
        try countOperations(1, r)
        let img = ImageContent(name: written, format: header.format, pixelWidth: w, pixelHeight: h,
                               scale: assetScale(forName: path) ?? 1, bytes: bytes, hash: fnv1aHex(bytes))
        imageCache[key] = img
        return img
    }
}

extension TreeDumper {
    /// An image's name, pixel size and scale, for `dump tree`.
    static func imageParts(_ v: ViewNode) -> [String] {
        guard v.isImageView else { return [] }
        guard let i = v.image else { return ["image = nil"] }
        return ["image = \(ASTDumper.quote(i.name)) \(i.pixelWidth)x\(i.pixelHeight) px scale \(i.scale)"]
    }
}

// MARK: drawing an image

/// UIImage.draw(in:) and draw(at:): `drawImage("x.png", in: rect)` stretches the image into a
/// rectangle, `drawImage("x.png", at: point)` draws it at its size in points with its top-left
/// corner there. In a view, a group or a context block (with the context's transform, alpha
/// and shadow).
let drawImageForms: [(Signature, Void)] = [
    (Signature([Param(nil, .string), Param("in", .rect)]), ()),
    (Signature([Param(nil, .string), Param("at", .point)]), ()),
]

extension Evaluator {
    /// The image and where it goes, from drawImage's arguments.
    func drawImageArgs(_ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws -> (ImageContent, Rect)? {
        let (_, vals) = try Overloads(drawImageForms).resolve(args, callRange: r, name: "drawImage")
        try checkArgsFinite(args)
        guard case .string(let name) = vals[0] else { return nil }
        if isTypeChecking { return nil }
        let img = try loadImage(name, args[0].range)
        let rect: Rect
        switch vals[1] {
        case .rect(let rc): rect = rc.standardized
        case .point(let p): rect = Rect(p.x, p.y, img.size.width, img.size.height)
        default: return nil
        }
        try countOperations(1, r)
        return (img, rect)
    }

    /// `drawImage(…)` in a view or group.
    func drawImage(_ list: DrawList, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        guard let (img, rect) = try drawImageArgs(nr, args, r) else { return }
        list.items.append(.image(img, rect, r))
    }

    /// `drawImage(…)` in a context block.
    func contextDrawImage(_ cs: ContextState, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws {
        guard let (img, rect) = try drawImageArgs(nr, args, r) else { return }
        let alpha = cs.g.alpha
        cs.emit({ _ in alpha < 1 ? .layer(alpha: alpha, [.image(img, rect, r)], r) : .image(img, rect, r) }, path: BezierPath(), r)
    }
}
