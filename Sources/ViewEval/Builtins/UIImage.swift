// UIImage in Swift code: `UIImage(named:)` finds its file as an `image { }` block does (beside
// the .view file that names it, confined to the root folder, `@2x`/`@3x` scales, no extension
// meaning .png: Kinds/Image.swift) and is failable as in UIKit — nil (with a warning, since a
// drawing then lacks it) when no such file exists; a file that is there but cannot be read, or
// lies outside the folder, is an error at the name. `size` and `scale` are UIImage's;
// `draw(in:)`, `draw(at:)`, `draw(in:blendMode:alpha:)`, `draw(at:blendMode:alpha:)` and
// `drawAsPattern(in:)` paint into the current context as UIKit does: with the context's
// transform, clip and shadow, and the blend mode and alpha given (normal and 1 when not
// given — UIImage sets them for its drawing, whatever the context's were). `cgImage` is the
// same image as a CGImage (optional, as in Swift; `width` and `height` in pixels), which
// CGContext.draw(_:in:) draws as Core Graphics does: upside down in a UIKit view, whose
// context is flipped (ContextCommands.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ImageContent: ObjectPayload {
    public static var type: ValueType { .image }
    public var description: String { "UIImage(named: \(DumpText.quote(name)))" }
    public static func same(_ a: Ref<ImageContent>, _ b: Ref<ImageContent>) -> Bool { a.value == b.value }
}

extension ImageContent {
    /// UIImage(): no pixels, size zero.
    static let empty = ImageContent(name: "", format: .png, pixelWidth: 0, pixelHeight: 0, scale: 1, bytes: [], hash: "drawn",
                                    drawing: RecordedDrawing(commands: [], size: .zero, depth: 1))
}

extension Builtins {
    static let uiImage = BuiltinType(
        type: .image,
        typeNames: ["UIImage"],
        swiftNames: ["UIImage", "CGImage"],
        constructors: ["UIImage": [
            FunctionForm([Param("named", .string)], .optional(.object(.image))) { a in
                guard let img = try a.run.loadImage(a[0].string, a.argRange(0), missingIsNil: true) else { return .void }
                return .boxed(img) },
            // A bundle and traits: the image beside the file all the same (a drawing has one
            // folder and one trait collection).
            FunctionForm([Param("named", .string), Param("in", nil), Param("compatibleWith", nil)], .optional(.object(.image))) { a in
                guard let img = try a.run.loadImage(a[0].string, a.argRange(0), missingIsNil: true) else { return .void }
                return .boxed(img) },
            // An SF Symbol: Apple's images, which a drawing has not — nil, as UIKit gives for a
            // symbol it lacks, with a warning.
            FunctionForm([Param("systemName", .string)], .optional(.object(.image))) { a in systemImage(a) },
            FunctionForm([Param("systemName", .string), Param("compatibleWith", nil)], .optional(.object(.image))) { a in systemImage(a) },
            // An empty image (size zero: drawing it draws nothing), as `UIImage()` makes, and the
            // `self` an extension's `convenience init` starts from.
            FunctionForm([], .object(.image)) { _ in .boxed(ImageContent.empty) },
            // A CGImage is the same pixels here (`cgImage` gives them back): UIImage(cgImage:) is
            // them at scale 1, a point a pixel, as UIKit makes it.
            FunctionForm([Param("cgImage", .image)], .object(.image)) { a in try rescaled(a[0], 1, a.argRange(0), orientation: .symbol("up"), a.range) },
            FunctionForm([Param("cgImage", .image), Param("scale", N), Param("orientation", nil)], .object(.image)) { a in
                try rescaled(a[0], a.num(1), a.argRange(1), orientation: a[2], a.argRange(2)) },
        ]],
        members: [
            ("size", Member(.size) { .size(image($0).size) }),
            ("scale", Member(.number) { .number(Double(image($0).scale)) }),
            ("cgImage", Member(.optional(.object(.image))) { $0 }),
            // Every image here is upright: those read from files and those drawn in code alike.
            ("imageOrientation", Member(.symbol("")) { _ in .symbol("up") }),
            // A CGImage's size in pixels: Ints, as Swift's `CGImage.width` is.
            ("width", Member(.number) { .number(Double(image($0).pixelWidth)) }.int),
            ("height", Member(.number) { .number(Double(image($0).pixelHeight)) }.int),
        ],
        methods: [
            "draw": [
                MethodForm([Param("in", .rect)], .void) { v, a in try drawImage(v, a, at: false, blend: .normal, alpha: 1) },
                MethodForm([Param("at", .point)], .void) { v, a in try drawImage(v, a, at: true, blend: .normal, alpha: 1) },
                MethodForm([Param("in", .rect), Param("blendMode", .symbol), Param("alpha", N)], .void) { v, a in
                    try drawImage(v, a, at: false, blend: try blendMode(a[1], a.argRange(1)), alpha: a.num(2)) },
                MethodForm([Param("at", .point), Param("blendMode", .symbol), Param("alpha", N)], .void) { v, a in
                    try drawImage(v, a, at: true, blend: try blendMode(a[1], a.argRange(1)), alpha: a.num(2)) },
            ],
            // The same image, resizable: a UIImageView fills its bounds with it cut into nine
            // cells (ResizableImage.swift); drawn at its own size it is the image.
            "resizableImage": [
                MethodForm([Param("withCapInsets", .insets)], .object(.image)) { v, a in try resizable(v, a, .tile) },
                MethodForm([Param("withCapInsets", .insets), Param("resizingMode", .symbol)], .object(.image)) { v, a in
                    guard case .symbol(let s) = a[1], let mode = ResizingMode(rawValue: s) else {
                        throw Diagnostic.error("resizingMode is .tile or .stretch, not \(a[1].description)", at: a.argRange(1))
                    }
                    return try resizable(v, a, mode) },
            ],
            "withRenderingMode": [MethodForm([Param(nil, .symbol)], .object(.image)) { v, a in try renderingMode(v, a[0], a.argRange(0)) }],
            // The image in one color: its alpha filled with it (drawn, and shown in a UIImageView).
            "withTintColor": [
                MethodForm([Param(nil, .color)], .object(.image)) { v, a in tinted(v, a[0]) },
                MethodForm([Param(nil, .color), Param("renderingMode", .symbol)], .object(.image)) { v, a in
                    try renderingMode(tinted(v, a[0]), a[1], a.argRange(1)) },
            ],
            "drawAsPattern": [MethodForm([Param("in", .rect)], .void) { v, a in
                let cs = try currentContext(a, "drawAsPattern(in:)")
                try a.run.countOperations(1, a.range)
                try cs.emitPattern(image(v), in: a.rect(0), a.range)
                return .void }],
        ],
        functions: imageContextFunctions)

    /// UIImage(cgImage:scale:orientation:): the pixels read at `scale` pixels a point, so its
    /// size in points is its pixels ÷ scale (an image drawn in code is its drawing scaled by its
    /// own scale ÷ the new one); orientation `.up` only — a turned or mirrored image is outside.
    static func rescaled(_ v: Value, _ scale: Double, _ sr: SourceRange, orientation: Value, _ or: SourceRange) throws -> Value {
        guard case .symbol("up") = orientation else {
            throw Diagnostic.error("an image orientation other than .up is outside the supported Swift subset (docs/language.md §13): draw the image turned with the context's transform", at: or)
        }
        var img = image(v)
        if Double(img.scale) == scale { return v }
        guard scale == scale.rounded(), scale >= 1, scale <= 3 else {
            throw Diagnostic.error("an image's scale is 1, 2 or 3 here, not \(formatNumber(scale))", at: sr)
        }
        if let d = img.drawing {
            let k = Double(img.scale) / scale
            img.drawing = RecordedDrawing(commands: [.group([.concat(Transform(scaleX: k, y: k), sr)] + d.commands, sr)],
                                          size: Size(d.size.width * k, d.size.height * k), depth: d.depth)
        }
        img.scale = Int(scale)
        return .boxed(img)
    }

    static func tinted(_ v: Value, _ color: Value) -> Value {
        var img = image(v)
        if case .color(let c) = color { img.tintColor = c }
        return .boxed(img)
    }

    /// The image with UIImage.RenderingMode `mode` (`withRenderingMode(_:)`).
    static func renderingMode(_ v: Value, _ mode: Value, _ r: SourceRange) throws -> Value {
        guard case .symbol(let s) = mode, ["automatic", "alwaysOriginal", "alwaysTemplate"].contains(s) else {
            throw Diagnostic.error("the rendering mode is .automatic, .alwaysOriginal or .alwaysTemplate, not \(mode.description)", at: r)
        }
        var img = image(v)
        img.renderingMode = s
        return .boxed(img)
    }

    static func systemImage(_ a: Call) -> Value {
        a.run.report(Diagnostic(.warning, "UIImage(systemName: \(DumpText.quote(a[0].string))) gives nil: SF Symbols are Apple's images, which a drawing has not; draw the symbol with a path, or put its image beside the file and use UIImage(named:)", at: a.range))
        return .void
    }

    static func image(_ v: Value) -> ImageContent {
        v.ref(ImageContent.self)!.value
    }

    /// `image.resizableImage(withCapInsets:resizingMode:)`: a copy with its caps, which must
    /// lie inside it.
    static func resizable(_ v: Value, _ a: Call, _ mode: ResizingMode) throws -> Value {
        var img = image(v)
        guard case .insets(let e) = a[0].zeroed(as: .insets) else { return v }
        let all = [e.top, e.left, e.bottom, e.right]
        guard all.allSatisfy({ $0.isFinite && $0 >= 0 }), e.left + e.right <= img.size.width, e.top + e.bottom <= img.size.height else {
            throw Diagnostic.error("cap insets are finite, not negative and inside the image (\(formatNumber(img.size.width)) × \(formatNumber(img.size.height)))", at: a.argRange(0))
        }
        img.capInsets = e
        img.resizingMode = mode
        return .boxed(img)
    }

    /// UIImage.draw(in:…) and draw(at:…): the image stretched into the rect, or at its size in
    /// points with its top-left corner at the point.
    static func drawImage(_ v: Value, _ a: Call, at: Bool, blend: BlendMode, alpha: Double) throws -> Value {
        let cs = try currentContext(a, at ? "draw(at:)" : "draw(in:)")
        let img = image(v)
        let rect: Rect
        if at { let p = a.point(0); rect = Rect(p.x, p.y, img.size.width, img.size.height) } else { rect = a.rect(0).standardized }
        if img.capInsets != nil, abs(rect.width - img.size.width) > 1e-9 || abs(rect.height - img.size.height) > 1e-9 {
            throw Diagnostic.error("drawing a resizable image into a rect of another size than its own (\(formatNumber(img.size.width)) × \(formatNumber(img.size.height))) is outside the supported Swift subset (docs/language.md §13): show it in a UIImageView", at: a.range)
        }
        try a.run.countOperations(1, a.range)
        cs.emitImage(img, in: rect, alpha: min(1, max(0, alpha)), blend: blend, a.range)
        return .void
    }
}
