// `image { name: "photo.png"; frame: …; contentMode: .scaleAspectFit }`: a UIImageView showing
// UIImage(named:); and `drawImage(_:in:)`, `drawImage(_:at:)` (UIImage.draw) in a view, a group
// or a context block.
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

import DrawIR
import FoundationEssentials
import Glibc
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

    /// For an image drawn in code (an image context's, ImageContext.swift): what was drawn,
    /// replayed wherever the image is drawn; nil for an image read from a file.
    var drawing: RecordedDrawing?

    /// UIImage.resizableImage(withCapInsets:resizingMode:): the caps and how the rest fills a
    /// larger rect (nil: not resizable). A UIImageView shows it cut into nine cells.
    var capInsets: EdgeInsets?
    var resizingMode: ResizingMode = .tile
    /// UIImage.withRenderingMode(_:): `.alwaysTemplate` makes a UIImageView showing it fill
    /// its alpha with the tint color (drawn with draw(in:), it is the image).
    var renderingMode = "automatic"
    /// UIImage.withTintColor(_:): the color it is drawn in — its alpha filled with the color,
    /// by draw(in:) and in a UIImageView alike (nil: its own colors).
    var tintColor: Color?

    /// UIImage.size: the size in points.
    public var size: Size { drawing?.size ?? Size(Double(pixelWidth) / Double(scale), Double(pixelHeight) / Double(scale)) }

    /// UIColor(patternImage:): the image tiled at its size in points.
    var patternPaint: Paint { .pattern(ImagePattern(image: ref, scale: Double(scale))) }

    /// The IR's reference to the same image.
    var ref: ImageRef {
        ImageRef(name: name, format: format, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: bytes, hash: hash)
    }
}

/// FNV-1a over the bytes, 16 hex digits.
public func fnv1aHex(_ bytes: [UInt8]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    let s = String(h, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}

extension Kinds {
    static let image = BlockKind(
        name: "image",
        allowed: { $0.isView },
        misplaced: { "a image cannot be placed \($0.name)" },
        checkArguments: { c, s in
            c.noArguments(s, "an 'image' block takes no arguments; set its name and frame inside it (name: \"photo.png\")")
        },
        checkBody: { c, s in c.viewBody(s, ViewPlace(kindName: "image", kind: .image)) },
        run: { run, s, target in
            guard case .view(let parent, _) = target else { try run.checkedError() }
            let node = ViewNode(kind: "image", range: run.tree.range(s))
            node.isImageView = true
            node.kindInfo = imageView
            // UIImageView's defaults: it ignores touches and is not opaque.
            node.isUserInteractionEnabled = false
            node.isOpaque = false
            try run.subview(node, s, in: parent)
        })

    /// An image view's dump (name, pixel size and scale) and its image op.
    static let imageView = ViewKind(
        name: "image",
        properties: imageProperties.map(\.name),
        dump: { v in
            guard let i = v.image else { return ["image = nil"] }
            var mode = i.tintColor.map { " tinted \($0.hexString)" } ?? (v.imageRenderingMode == "alwaysTemplate" ? " template tint \(v.effectiveTintColor.hexString)" : "")
            if let c = v.imageCapInsets {
                mode += " capInsets (\([c.top, c.left, c.bottom, c.right].map(formatNumber).joined(separator: " "))) \(v.imageResizingMode.rawValue)"
            }
            return ["image = \(DumpText.quote(i.name)) \(i.pixelWidth)x\(i.pixelHeight) px scale \(i.scale)\(mode)"]
        },
        lowerContent: { v, out in
            // The image fitted into the bounds by the contentMode; nothing for empty bounds.
            guard let img = v.image, v.bounds.width > 0, v.bounds.height > 0 else { return }
            // A resizable image fills the bounds (its size is only the least it needs).
            let t = v.imageCapInsets != nil && [.scaleToFill, .redraw].contains(v.contentMode)
                ? Transform(scaleX: v.bounds.width / img.size.width, y: v.bounds.height / img.size.height)
                    .concatenating(Transform(translationX: v.bounds.minX, y: v.bounds.minY))
                : v.contentFit ?? .identity
            let s = img.size
            let dest = Rect(t.tx, t.ty, s.width * t.a, s.height * t.d)
            guard dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return }
            // A resizable image is cut into nine cells (ResizableImage.swift).
            func draw(_ out: inout [Item]) {
                if let caps = v.imageCapInsets {
                    NineSlice.image(img, into: dest, caps: caps, mode: v.imageResizingMode, range: v.range, &out)
                } else {
                    if let d = img.drawing { d.lower(into: dest, v.range, &out) } else {
                        out.append(Item(.image(img.ref, dest: dest, sampling: ViewProperty.imageSampling(v)), v.range))
                    }
                }
            }
            if img.tintColor != nil || v.imageRenderingMode == "alwaysTemplate" {
                // A template image: its alpha, filled with the view's tint color (a tinted
                // image's: its own).
                var box = BezierPath()
                box.addRect(dest)
                out.append(Item(.beginMask, v.range))
                out.append(Item(.fill(box.data, .color(img.tintColor ?? v.effectiveTintColor), .nonZero), v.range))
                out.append(Item(.maskWith, v.range))
                draw(&out)
                out.append(Item(.endMask, v.range))
            } else {
                draw(&out)
            }
        })

    /// An image view's own property: the image file's name (UIImage(named:)).
    static let imageProperties: [Property<ViewNode>] = [
        // UIImage.withRenderingMode(_:): .alwaysTemplate draws the image's alpha in the view's
        // tintColor (inherited from the superviews); .automatic and .alwaysOriginal its colors.
        // UIImage.resizableImage(withCapInsets:resizingMode:): the caps (points) keep their
        // size, the rest is tiled (UIKit's default) or stretched (ResizableImage.swift).
        Property("capInsets", .insets) { _, node, v, _, vr in
            guard case .insets(let e) = v, [e.top, e.left, e.bottom, e.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw Diagnostic.error("'capInsets' must be finite and not negative", at: vr)
            }
            node.imageCapInsets = e
        },
        Property("resizingMode", .symbol, cases: ResizingMode.allCases.map(\.rawValue)) { _, node, v, _, vr in
            guard case .symbol(let s) = v, let m = ResizingMode(rawValue: s) else {
                throw Diagnostic.error("'resizingMode' is .tile or .stretch, not \(v.description)", at: vr)
            }
            node.imageResizingMode = m
        },
        Property("renderingMode", .symbol, cases: ["automatic", "alwaysOriginal", "alwaysTemplate"]) { _, node, v, _, vr in
            guard case .symbol(let s) = v, ["automatic", "alwaysOriginal", "alwaysTemplate"].contains(s) else {
                throw Diagnostic.error("'renderingMode' is .automatic, .alwaysOriginal or .alwaysTemplate, not \(v.description)", at: vr)
            }
            node.imageRenderingMode = s
        },
        // UIImageView.image set (`imageView.image = UIImage(named: "x")`, or nil): the image
        // shown, the view's frame as it was.
        Property("image", nil, checkType: { t, r in
            var shown = t
            if case .optional(let inner) = t { shown = inner }
            if shown == .void || shown == .object(.image) { return nil }
            return .error("'image' is a UIImage (or nil), not \(article(t))", at: r)
        }) { _, node, v, _, vr in
            guard try Builtins.show(v, in: node, at: vr) else { throw Diagnostic.error("'image' is a UIImage (or nil), not \(article(v))", at: vr) }
        },
        // UIImageView.highlightedImage: shown while the view is highlighted, which a still
        // picture's image view never is (isHighlighted false): taken, checked, not shown.
        Property("highlightedImage", nil, checkType: { t, r in
            var shown = t
            if case .optional(let inner) = t { shown = inner }
            if shown == .void || shown == .object(.image) { return nil }
            return .error("'highlightedImage' is a UIImage (or nil), not \(article(t))", at: r)
        }) { _, _, _, _, _ in },
        Property("name", .string, typeMessage: { name, t, _ in
            ("'\(name)' is \(article(ValueType.string)) (the image file's name), not \(article(t))", [])
        }) { run, node, v, _, vr in
            let img = try run.loadImage(v.string, vr)
            let hadSize = node.bounds.size != .zero
            node.image = img
            node.intrinsicContentSize = img.size
            // UIImageView(image:): a view with no size yet takes the image's, at its top-left corner.
            if !hadSize {
                let f = node.frame
                node.frame = Rect(f.minX, f.minY, img.size.width, img.size.height)
            }
        },
    ]
}

extension Builtins {
    /// UIImage.draw(in:) and draw(at:): `drawImage("x.png", in: rect)` stretches the image
    /// into a rectangle, `drawImage("x.png", at: point)` draws it at its size in points with
    /// its top-left corner there. (Run by `Runner.drawImage`, which knows the block.)
    static let drawImageForms: [CommandForm] = [
        CommandForm([Param(nil, .string), Param("in", .rect)]) { _ in },
        CommandForm([Param(nil, .string), Param("at", .point)]) { _ in },
        // UIImage.drawAsPattern(in:): the rect filled with the image repeated from the
        // origin of the current coordinates.
        CommandForm([Param(nil, .string), Param("asPatternIn", .rect)]) { _ in },
    ]
}

extension Runner {
    /// `drawImage(…)`: in a view or group, appended; in a context block, with the context's
    /// transform, alpha and shadow.
    func drawImage(_ a: Call, _ target: Target) throws {
        let img = try loadImage(a[0].string, a.argRange(0))
        if let n = a.node, let l = tree.call(n).args[1].label, tree.name(l) == "asPatternIn" {
            try countOperations(1, a.range)
            switch target {
            case .context(let cs):
                try cs.emitPattern(img, in: a.rect(1), a.range)
            default:
                target.drawList?.items.append(try ContextState.patternFill(img, in: a.rect(1), a.range))
            }
            return
        }
        let rect: Rect
        switch a[1] {
        case .rect(let rc): rect = rc.standardized
        case .point(let p): rect = Rect(p.x, p.y, img.size.width, img.size.height)
        default: return
        }
        try countOperations(1, a.range)
        let r = a.range
        switch target {
        case .context(let cs):
            cs.emitImage(img, in: rect, alpha: cs.g.alpha, blend: nil, r)
        default:
            target.drawList?.items.append(.image(img, rect, .smooth, r))
        }
    }

    /// UIImage(named:): the file's header read and its bytes kept, once per file and name.
    func loadImage(_ written: String, _ r: SourceRange) throws -> ImageContent {
        try loadImage(written, r, missingIsNil: false)!
    }

    /// The same; with `missingIsNil`, a file that does not exist is nil (UIKit's
    /// UIImage(named:)), with a warning.
    func loadImage(_ written: String, _ r: SourceRange, missingIsNil: Bool) throws -> ImageContent? {
        guard let file = r.file else { throw Diagnostic.error("an image needs a file to be relative to", at: r) }
        if written.trimmingBlanks().isEmpty { throw Diagnostic.error("an image needs a file name", at: r) }
        // UIImage(named: "photo") means photo.png.
        let path = PathNames.pathExtension(written).isEmpty ? written + ".png" : written
        let key = (file.absolutePath ?? file.path) + "\u{0}" + path
        if let done = imageCache[key] { return done }
        let bytes: [UInt8]
        var scale = assetScale(forName: path) ?? 1
        do {
            bytes = try loader.loadData(path, from: file, root: options.root, maxSize: ImageLimits.maxFileSize)
        } catch let e as LoadError {
            guard missingIsNil && e.notFound else { throw Diagnostic.error(e.message, at: r) }
            guard PathNames.pathExtension(written).isEmpty, let (b, k) = try assetCatalogImage(written, file, r) else {
                report(Diagnostic(.warning, "UIImage(named:) gives nil: \(e.message)", at: r))
                return nil
            }
            (bytes, scale) = (b, k)
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
                               scale: scale, bytes: bytes, hash: fnv1aHex(bytes))
        imageCache[key] = img
        return img
    }
}

/// An asset catalog's `Contents.json` (the part of it UIImage(named:) reads).
private struct AssetCatalogContents: Decodable {
    struct Image: Decodable {
        let filename: String?
        let scale: String?
    }
    let images: [Image]?
}

extension Runner {
    /// The asset catalogs UIImage(named:) looks in, beside the file, after a file of that name:
    /// the names Xcode gives a new project's and older projects' catalogs.
    static let assetCatalogs = ["Assets.xcassets", "Images.xcassets"]

    /// UIImage(named: "name") from an asset catalog beside the file: the image set
    /// `Assets.xcassets/name.imageset`, its file for the output's scale (as a device loads the
    /// one for its screen: the scale asked for, else the nearest above, else the largest below)
    /// and that scale; nil when no catalog has the set. A set that is there but names no file
    /// it has is an error at the name.
    func assetCatalogImage(_ name: String, _ file: SourceFile, _ r: SourceRange) throws -> ([UInt8], Int)? {
        for catalog in Runner.assetCatalogs {
            let set = catalog + "/" + name + ".imageset/"
            let json: [UInt8]
            do {
                json = try loader.loadData(set + "Contents.json", from: file, root: options.root, maxSize: 1 << 20)
            } catch let e as LoadError where e.notFound { continue } catch let e as LoadError {
                throw Diagnostic.error(e.message, at: r)
            }
            guard let contents = try? JSONDecoder().decode(AssetCatalogContents.self, from: Data(json)) else {
                throw Diagnostic.error("'\(set)Contents.json' is not an asset catalog's image set", at: r)
            }
            let files: [(String, Int)] = (contents.images ?? []).compactMap { i in
                guard let f = i.filename, !f.isEmpty else { return nil }
                return (f, i.scale.flatMap { Int($0.dropLast()) } ?? 1)
            }
            let want = Int(options.contentScaleFactor.rounded(.up))
            guard let pick = files.filter({ $0.1 >= want }).min(by: { $0.1 < $1.1 }) ?? files.max(by: { $0.1 < $1.1 }) else {
                throw Diagnostic.error("the image set '\(set)' names no image file", at: r)
            }
            do {
                return (try loader.loadData(set + pick.0, from: file, root: options.root, maxSize: ImageLimits.maxFileSize), pick.1)
            } catch let e as LoadError {
                throw Diagnostic.error(e.message, at: r)
            }
        }
        return nil
    }
}
