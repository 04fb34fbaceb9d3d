// Core Text's framesetter, as drawing code lays a text out in a rectangle with it:
// `CTFramesetterCreateWithAttributedString(text)` (an NSAttributedString, or one cast `as
// CFAttributedString`, the same object), `CTFramesetterCreateFrame(framesetter, range, path,
// nil)` of the whole string (`CFRangeMake(0, 0)` or `CFRangeMake(0, text.length)`) in a
// rectangular path, and `CTFrameDraw(frame, context)`.
//
// Core Text lays the lines out in a y-up space: the first line at the top of the rectangle in
// that space, the glyphs upright in it. With the identity text matrix (the default), drawn into
// a context whose y axis points down (UIKit's, in draw(_:)), the text therefore appears mirrored
// upside down, its first line at the bottom of the rectangle — which code undoes by flipping the
// context first (`translateBy(x: 0, y: h); scaleBy(x: 1, y: -1)`). CTFrameDraw is drawn so: the
// text laid out in the rectangle as `draw(in:)` lays it out (wrapped at its width, the lines that
// fit its height, from its top), reflected about the rectangle's horizontal middle line, which
// is where Core Text's y-up lines and upright glyphs land in the context's space. A path other
// than a rectangle (Core Text flows text into any shape), part of the string, and frame
// attributes are errors where they are given.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

/// CTFramesetter: the attributed text it was made with.
struct TextFramesetter: ObjectPayload {
    let text: AttributedText
    static var type: ValueType { .ctFramesetter }
    var description: String { "CTFramesetter(\"\(text.string)\")" }
}

/// CTFrame: the text and the rectangle it is laid out in.
struct TextFrame: ObjectPayload {
    let text: AttributedText
    let box: Rect
    static var type: ValueType { .ctFrame }
    var description: String { "CTFrame(\"\(text.string)\", in: Rect(\(formatNumber(box.minX)), \(formatNumber(box.minY)), \(formatNumber(box.width)), \(formatNumber(box.height))))" }
}

extension Builtins {
    static let ctFramesetter = BuiltinType(
        type: .ctFramesetter,
        typeNames: ["CTFramesetter"],
        swiftNames: ["CTFramesetter"],
        functions: [
            "CTFramesetterCreateWithAttributedString": [FunctionForm([Param(nil, .attributedString)], .object(.ctFramesetter)) { a in
                .boxed(TextFramesetter(text: AttributedStrings.object(a[0]).value)) }],
            // CFRange, as Core Text's calls take one: location ..< location + length.
            "CFRangeMake": [FunctionForm([Param(nil, N), Param(nil, N)], .range) { a in try cfRange(a.num(0), a.num(1), a) }],
            "CFRange": [FunctionForm([Param("location", N), Param("length", N)], .range) { a in try cfRange(a.num(0), a.num(1), a) }],
        ])

    static let ctFrame = BuiltinType(
        type: .ctFrame,
        typeNames: ["CTFrame"],
        swiftNames: ["CTFrame"],
        functions: [
            "CTFramesetterCreateFrame": [FunctionForm([Param(nil, .ctFramesetter), Param(nil, .range), Param(nil, .path), Param(nil, nil)],
                                                      .object(.ctFrame)) { a in
                let text = a[0].ref(TextFramesetter.self)?.value.text ?? AttributedText(string: "")
                guard case .range(let lo, let hi, _) = a[1], lo == 0, hi == 0 || hi == Double(text.length) else {
                    throw Diagnostic.error("a frame of part of the string is outside the supported Swift subset (docs/language.md §13): give the whole string, CFRangeMake(0, 0) or CFRangeMake(0, text.length)", at: a.argRange(1))
                }
                if case .void = a[3] {} else {
                    throw Diagnostic.error("frame attributes are outside the supported Swift subset (docs/language.md §13): pass nil", at: a.argRange(3))
                }
                let path = pathObject(a[2]).path
                let box = path.controlPointBounds.standardized
                var rect = BezierPath()
                if !box.isNull { rect.addRect(box) }
                guard !box.isNull, path.elements == rect.elements else {
                    throw Diagnostic.error("a frame's path other than a rectangle is outside the supported Swift subset (docs/language.md §13): Core Text here lays text out in a rectangle (path.addRect(r))", at: a.argRange(2))
                }
                return .boxed(TextFrame(text: text, box: box))
            }],
            "CTFrameDraw": [FunctionForm([Param(nil, .ctFrame), Param(nil, .context)], .void) { a in
                guard let frame = a[0].ref(TextFrame.self)?.value else { return .void }
                let cs = try currentContext(a, "CTFrameDraw(_:_:)")
                let saved = cs.g.ctm
                // Core Text's y-up lines in the context's space: reflected about the box's middle.
                let flip = Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: frame.box.minY + frame.box.maxY)
                cs.g.ctm = flip.concatenating(cs.g.ctm)
                defer { cs.g.ctm = saved }
                try AttributedStrings.draw(frame.text, at: nil, in: frame.box, a)
                return .void
            }],
        ])

    /// A CFRange of whole numbers from 0, as the range location ..< location + length.
    static func cfRange(_ loc: Double, _ len: Double, _ a: Call) throws -> Value {
        guard loc >= 0, len >= 0, loc == loc.rounded(), len == len.rounded(), loc + len < 1e9 else {
            throw Diagnostic.error("a CFRange's location and length are whole numbers from 0, not \(formatNumber(loc)) and \(formatNumber(len))", at: a.range)
        }
        return .range(loc, loc + len, inclusive: false)
    }
}
