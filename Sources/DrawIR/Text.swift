// The IR's text: one op per label, carrying everything the backend needs to lay the text out
// again exactly as it was measured (the same pango code measures and draws): the string, the
// font, the color, the alignment, the box it sits in, the wrap width and the line limit.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// Text laid out in a box, as UILabel draws it: lines wrap by words at `wrapWidth` (a line
/// too long for it, or for the line limit, ends in "…"), each line is aligned within the box's
/// width, and the lines together are centred vertically in the box.
public struct TextRun: Sendable, Equatable {
    public var text: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// In the current user space (the label's bounds).
    public var box: Rect
    public var wrapWidth: Double
    /// At most this many lines; 0: as many as fit in the box's height.
    public var lines: Int
    /// How lines wrap and how the last line shown ends (UILabel.lineBreakMode).
    public var lineBreakMode: LineBreakMode
    /// UILabel.adjustsFontSizeToFitWidth with its minimumScaleFactor: the font shrinks, to no
    /// less than this share of its size, until the text fits the box; nil: it does not.
    public var minimumScaleFactor: Double?
    /// An attributed text's runs over the text's UTF-8 bytes, in order and covering it (empty
    /// for plain text): each run's attributes over the run's `font` and `color`.
    public var spans: [TextSpan] = []
    /// The paragraph style of an attributed text (its first character's, for every line).
    public var paragraph: ParagraphStyle?
    /// Drawn from the box's top (NSString.draw(at:)/draw(in:)), not centred in it (UILabel).
    public var topAligned = false
    public init(text: String, font: Font, color: Color, alignment: TextAlignment, box: Rect, wrapWidth: Double, lines: Int,
                lineBreakMode: LineBreakMode = .byTruncatingTail, minimumScaleFactor: Double? = nil) {
        self.text = text; self.font = font; self.color = color; self.alignment = alignment
        self.box = box; self.wrapWidth = wrapWidth; self.lines = lines
        self.lineBreakMode = lineBreakMode; self.minimumScaleFactor = minimumScaleFactor
    }

    /// The run with an attributed text's spans, paragraph style and line break mode.
    public init(attributed: AttributedText, font: Font, color: Color, alignment: TextAlignment, box: Rect, wrapWidth: Double, lines: Int,
                lineBreakMode: LineBreakMode, minimumScaleFactor: Double? = nil) {
        self.init(text: attributed.string, font: font, color: color, alignment: alignment, box: box, wrapWidth: wrapWidth,
                  lines: lines, lineBreakMode: lineBreakMode, minimumScaleFactor: minimumScaleFactor)
        spans = attributed.utf8Runs.map { TextSpan(range: $0.range, attributes: $0.attributes) }
        // Pango ends a text at a NUL (UIKit draws nothing for it and goes on): the text loses its
        // NULs here, and the spans their bytes, so that every later offset agrees.
        let bytes = Array(attributed.string.utf8)
        if bytes.contains(0) {
            var before = [Int](repeating: 0, count: bytes.count + 1)
            for (i, b) in bytes.enumerated() { before[i + 1] = before[i] + (b == 0 ? 1 : 0) }
            spans = spans.map { TextSpan(range: ($0.range.lowerBound - before[$0.range.lowerBound])..<($0.range.upperBound - before[$0.range.upperBound]), attributes: $0.attributes) }
                .filter { !$0.range.isEmpty }
            text = String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
        }
        paragraph = attributed.attributes(at: 0)?.paragraphStyle
        if let p = paragraph { self.alignment = p.alignment }
    }

    /// The distinct shadows of the spans, in order of first use.
    public var shadows: [TextShadow] {
        var out: [TextShadow] = [], seen = Set<TextShadow>()
        for s in spans { if let sh = s.attributes.shadow, seen.insert(sh).inserted { out.append(sh) } }
        return out
    }

    /// Only the spans with `shadow` drawn (the others' glyphs, backgrounds and lines
    /// transparent): the silhouette a shadow pass casts.
    public func only(shadow: TextShadow) -> TextRun {
        var r = self
        for i in r.spans.indices where r.spans[i].attributes.shadow != shadow {
            r.spans[i].attributes.foregroundColor = .clear
            r.spans[i].attributes.backgroundColor = nil
            r.spans[i].attributes.underlineStyle = nil
            r.spans[i].attributes.strikethroughStyle = nil
        }
        for i in r.spans.indices { r.spans[i].attributes.backgroundColor = nil; r.spans[i].attributes.link = nil }
        return r
    }
}

/// A run of an attributed text: UTF-8 byte offsets of the run's text, and its attributes.
public struct TextSpan: Sendable, Equatable {
    public var range: Range<Int>
    public var attributes: TextAttributes
    public init(range: Range<Int>, attributes: TextAttributes) { self.range = range; self.attributes = attributes }
}

extension IRPrinter {
    /// `text "A\n♠" font="DejaVu Sans" 17 regular color=#000000 align=natural box=0 0 40 40 wrap=40 lines=1`
    static func describeText(_ t: TextRun) -> String {
        let b = t.box
        return "text \(ASTDumper.quote(t.text)) font=\(ASTDumper.quote(t.font.resolvedFamily)) \(f(t.font.size)) \(t.font.weight.rawValue)\(t.font.italic ? " italic" : "")"
            + " color=\(t.color.hexString) align=\(t.alignment.rawValue)"
            + " box=\(f(b.origin.x)) \(f(b.origin.y)) \(f(b.width)) \(f(b.height)) wrap=\(f(t.wrapWidth)) lines=\(t.lines)"
            + (t.lineBreakMode == .byTruncatingTail ? "" : " lineBreak=\(t.lineBreakMode.rawValue)")
            + (t.minimumScaleFactor.map { " minimumScale=\(f($0))" } ?? "")
            + (t.topAligned ? " top" : "")
            + (t.paragraph.map { p in " paragraph=\(p.alignment.rawValue) spacing=\(f(p.lineSpacing)) multiple=\(f(p.lineHeightMultiple)) after=\(f(p.paragraphSpacing)) indent=\(f(p.firstLineHeadIndent))/\(f(p.headIndent))" } ?? "")
            + t.spans.map { " [\($0.range.lowerBound)..<\($0.range.upperBound) \($0.attributes.description)]" }.joined()
    }
}
