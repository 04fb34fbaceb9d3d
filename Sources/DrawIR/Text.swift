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
    /// The paragraph style of an attributed text's first character: every paragraph's, unless
    /// they differ (`paragraphRuns`).
    public var paragraph: ParagraphStyle?
    /// The alignment of a paragraph that sets no paragraph style: the label's textAlignment
    /// (`.natural` for text drawn in code).
    public var unstyledAlignment: TextAlignment
    /// Drawn from the box's top (NSString.draw(at:)/draw(in:)), not centred in it (UILabel).
    public var topAligned = false
    /// How a stroked span's outline is joined (NSAttributedString's stroke, or a context's
    /// text drawing mode that strokes, with the context's line join and miter limit).
    public var strokeJoin = LineJoin.miter
    public var strokeMiterLimit = 10.0
    public init(text: String, font: Font, color: Color, alignment: TextAlignment, box: Rect, wrapWidth: Double, lines: Int,
                lineBreakMode: LineBreakMode = .byTruncatingTail, minimumScaleFactor: Double? = nil) {
        self.text = text; self.font = font; self.color = color; self.alignment = alignment
        self.box = box; self.wrapWidth = wrapWidth; self.lines = lines
        self.lineBreakMode = lineBreakMode; self.minimumScaleFactor = minimumScaleFactor
        unstyledAlignment = alignment
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

    /// A text of more paragraphs than this is laid out a paragraph at a time even when they
    /// share one style: pango itemizes each paragraph of a layout after counting the
    /// characters before it, so one layout of n paragraphs costs n times the text's length (one
    /// of 20,000 one-line paragraphs took two minutes), while stacked (ParagraphStack.swift)
    /// each paragraph costs its own length, and the stack puts its lines where one layout puts
    /// them.
    public static let paragraphsInOneLayout = 64

    /// A text's paragraphs as runs of their own, when an attributed text's paragraph styles
    /// differ or they are more than `paragraphsInOneLayout` (nil when one layout lays the
    /// whole text out). A paragraph is the text up to and including a paragraph separator — a line
    /// feed, a carriage return, the two together, or U+2029 (U+2028 separates lines within a
    /// paragraph) — and it takes the paragraph style of its first character, as TextKit's
    /// paragraphs do. Each run holds its paragraph's text without the separator (the last one
    /// keeps a separator that ends the whole text, so that the empty line after it is laid out
    /// as one layout of the text lays it out), the spans over it from 0, its style, and its
    /// alignment (the style's, else `unstyledAlignment`); an empty paragraph's font is its
    /// separator's, which sets the height of its line. `start` is where the paragraph's text
    /// starts in this text's bytes.
    public var paragraphRuns: [(run: TextRun, start: Int)]? {
        let bytes = Array(text.utf8)
        var contents: [Range<Int>] = []
        var start = 0, i = 0
        while i < bytes.count {
            var separator = 0
            switch bytes[i] {
            case 0x0A: separator = 1
            case 0x0D: separator = i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9: separator = 3
            default: break
            }
            if separator == 0 { i += 1; continue }
            contents.append(start..<i)
            i += separator
            start = i
        }
        guard !contents.isEmpty else { return nil }
        if start < bytes.count {
            contents.append(start..<bytes.count)
        } else {
            // A text ending with a separator: its last paragraph keeps it, laid out as one
            // layout lays the whole text out (the empty line after it measured as pango
            // measures that), not as an empty paragraph of its own.
            contents[contents.count - 1] = contents[contents.count - 1].lowerBound..<bytes.count
        }
        // The span at each paragraph's first byte (the last byte's for an empty last paragraph),
        // found walking forward: the spans are in order and cover the text.
        var k = 0
        func span(at byte: Int) -> TextSpan? {
            while k < spans.count, spans[k].range.upperBound <= byte { k += 1 }
            return k < spans.count && spans[k].range.contains(byte) ? spans[k] : nil
        }
        let firsts = contents.map { span(at: min($0.lowerBound, bytes.count - 1)) }
        let styles = firsts.map { $0?.attributes.paragraphStyle }
        let differ = styles.contains(where: { $0 != styles[0] })
        guard differ || contents.count > Self.paragraphsInOneLayout else { return nil }
        var out: [(run: TextRun, start: Int)] = []
        out.reserveCapacity(contents.count)
        var first = 0
        for (n, range) in contents.enumerated() {
            var r = self
            r.text = String(decoding: bytes[range], as: UTF8.self)
            r.paragraph = styles[n]
            // Paragraphs of one style keep the whole text's alignment (a label's, set after
            // its text, applies to all of them).
            r.alignment = differ ? styles[n]?.alignment ?? unstyledAlignment : alignment
            while first < spans.count, spans[first].range.upperBound <= range.lowerBound { first += 1 }
            var own: [TextSpan] = []
            var j = first
            while j < spans.count, spans[j].range.lowerBound < range.upperBound {
                let lo = max(spans[j].range.lowerBound, range.lowerBound), hi = min(spans[j].range.upperBound, range.upperBound)
                own.append(TextSpan(range: (lo - range.lowerBound)..<(hi - range.lowerBound), attributes: spans[j].attributes))
                j += 1
            }
            r.spans = own
            if range.isEmpty, let f = firsts[n]?.attributes.font { r.font = f }
            out.append((r, range.lowerBound))
        }
        return out
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
            r.spans[i].attributes.strokeColor = nil
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
        return "text \(DumpText.quote(t.text)) font=\(DumpText.quote(t.font.resolvedFamily)) \(f(t.font.size)) \(t.font.weight.rawValue)\(t.font.italic ? " italic" : "")"
            + " color=\(t.color.hexString) align=\(t.alignment.rawValue)"
            + " box=\(f(b.origin.x)) \(f(b.origin.y)) \(f(b.width)) \(f(b.height)) wrap=\(f(t.wrapWidth)) lines=\(t.lines)"
            + (t.lineBreakMode == .byTruncatingTail ? "" : " lineBreak=\(t.lineBreakMode.rawValue)")
            + (t.minimumScaleFactor.map { " minimumScale=\(f($0))" } ?? "")
            + (t.topAligned ? " top" : "")
            + (t.paragraph.map { p in " paragraph=\(p.alignment.rawValue) spacing=\(f(p.lineSpacing)) multiple=\(f(p.lineHeightMultiple)) after=\(f(p.paragraphSpacing)) indent=\(f(p.firstLineHeadIndent))/\(f(p.headIndent))" } ?? "")
            + t.spans.map { " [\($0.range.lowerBound)..<\($0.range.upperBound) \($0.attributes.description)]" }.joined()
    }
}
