// NSAttributedString's model: a string and runs of attributes over it (ranges in UTF-16 code
// units, as NSRange counts them), the attributes UIKit drawing code uses, NSParagraphStyle and
// NSShadow. Shared by evaluation (building and measuring), the IR (a text op's spans) and the
// backend (pango attributes, decorations, links).

import FoundationEssentials
import Glibc

/// NSShadow: a text shadow's offset, blur radius and color (nil: black at a third, UIKit's).
public struct TextShadow: Sendable, Hashable {
    public var offset: Size
    public var blurRadius: Double
    public var color: Color?
    public init(offset: Size = .zero, blurRadius: Double = 0, color: Color? = nil) {
        self.offset = offset; self.blurRadius = blurRadius; self.color = color
    }
    /// The color drawn: NSShadow's default is black with an alpha of 1/3.
    public var drawnColor: Color { color ?? Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3) }
}

/// NSParagraphStyle: how a paragraph's lines are placed.
public struct ParagraphStyle: Sendable, Hashable {
    public var alignment: TextAlignment = .natural
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0
    /// The natural line height times this (0: not set).
    public var lineHeightMultiple: Double = 0
    /// Space after each paragraph, and before it, in points.
    public var paragraphSpacing: Double = 0
    public var paragraphSpacingBefore: Double = 0
    /// Where a paragraph's first line starts, and its other lines, from the leading edge.
    public var firstLineHeadIndent: Double = 0
    /// Where a paragraph's lines are laid out from: the lesser of the first line's indent and
    /// the others' (the other lines, or the first, are indented further from there).
    public var layoutIndent: Double { min(firstLineHeadIndent, headIndent) }
    public var headIndent: Double = 0
    /// NSParagraphStyle's default wraps by words.
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    public init() {}
}

/// NSUnderlineStyle's line styles (the pattern bits are not drawn).
public enum UnderlineStyle: Int, Sendable, Hashable, CaseIterable {
    case none = 0, single = 1, thick = 2, double = 9
    public var name: String {
        switch self { case .none: return "none"; case .single: return "single"; case .thick: return "thick"; case .double: return "double" }
    }
    /// A raw NSUnderlineStyle value: its line style (the low byte), or nil for none.
    public static func lineStyle(_ raw: Int) -> UnderlineStyle? {
        switch raw & 0xff {
        case 0: return UnderlineStyle.none
        case 1: return .single
        case 2: return .thick
        case 9: return .double
        default: return raw & 0x0f == 0 ? UnderlineStyle.none : .single
        }
    }
}

/// The attributes of a run of text; nil: not set (the label's or the default applies).
public struct TextAttributes: Sendable, Hashable {
    public var font: Font?
    public var foregroundColor: Color?
    public var backgroundColor: Color?
    public var kern: Double?
    public var underlineStyle: UnderlineStyle?
    public var strikethroughStyle: UnderlineStyle?
    /// NSAttributedString.Key.strokeColor: the outline's color (nil: the foreground color).
    public var strokeColor: Color?
    /// NSAttributedString.Key.strokeWidth: the outline's width in percent of the font's point
    /// size; positive strokes the glyphs alone, negative strokes and fills them, 0 fills them.
    public var strokeWidth: Double?
    public var baselineOffset: Double?
    public var link: String?
    public var shadow: TextShadow?
    public var paragraphStyle: ParagraphStyle?
    public init() {}

    /// NSAttributedString.Key's names this model has, in UIKit's order.
    public static let keys = ["font", "paragraphStyle", "foregroundColor", "backgroundColor", "kern", "strikethroughStyle",
                              "underlineStyle", "strokeColor", "strokeWidth", "shadow", "link", "baselineOffset"]

    /// `other`'s attributes over these (addAttributes).
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var m = self
        if let v = other.font { m.font = v }
        if let v = other.foregroundColor { m.foregroundColor = v }
        if let v = other.backgroundColor { m.backgroundColor = v }
        if let v = other.kern { m.kern = v }
        if let v = other.underlineStyle { m.underlineStyle = v }
        if let v = other.strikethroughStyle { m.strikethroughStyle = v }
        if let v = other.strokeColor { m.strokeColor = v }
        if let v = other.strokeWidth { m.strokeWidth = v }
        if let v = other.baselineOffset { m.baselineOffset = v }
        if let v = other.link { m.link = v }
        if let v = other.shadow { m.shadow = v }
        if let v = other.paragraphStyle { m.paragraphStyle = v }
        return m
    }

    /// `[.font: …, .kern: 2]`, the keys that are set.
    public var description: String {
        var parts: [String] = []
        if let f = font { parts.append(".font: \(f.description)") }
        if let p = paragraphStyle { parts.append(".paragraphStyle: \(p.alignment.rawValue)") }
        if let c = foregroundColor { parts.append(".foregroundColor: \(c.hexString)") }
        if let c = backgroundColor { parts.append(".backgroundColor: \(c.hexString)") }
        if let k = kern { parts.append(".kern: \(formatFontNumber(k))") }
        if let s = strikethroughStyle { parts.append(".strikethroughStyle: .\(s.name)") }
        if let s = underlineStyle { parts.append(".underlineStyle: .\(s.name)") }
        if let c = strokeColor { parts.append(".strokeColor: \(c.hexString)") }
        if let w = strokeWidth { parts.append(".strokeWidth: \(formatFontNumber(w))") }
        if let s = shadow { parts.append(".shadow: (\(formatFontNumber(s.offset.width)), \(formatFontNumber(s.offset.height))) \(formatFontNumber(s.blurRadius))") }
        if let l = link { parts.append(".link: \"\(l)\"") }
        if let b = baselineOffset { parts.append(".baselineOffset: \(formatFontNumber(b))") }
        return parts.isEmpty ? "[:]" : "[" + parts.joined(separator: ", ") + "]"
    }
}

/// A run of attributed text: `length` UTF-16 code units with one set of attributes.
public struct AttributedRun: Sendable, Hashable {
    public var length: Int
    public var attributes: TextAttributes
    public init(length: Int, attributes: TextAttributes) { self.length = length; self.attributes = attributes }
}

/// NSAttributedString: a string and its runs, which cover it in order.
///
/// An edit costs what it touches, not the whole string: a run is found by a binary search of
/// where the runs end, split in place, and only the runs edited and their neighbours are
/// merged again. Styling a text one character at a time from its start (the usual loop) is
/// linear in its length; an edit elsewhere also moves the runs after it, which `apply`
/// reports (the evaluator counts it as work, so that a hostile order is bounded).
public struct AttributedText: Sendable, Hashable {
    public private(set) var string: String
    public private(set) var runs: [AttributedRun]
    /// Where each run ends (UTF-16 offset): `ends[i]` is the sum of the lengths of runs 0...i.
    private var ends: [Int]
    /// The string's length in UTF-16 code units (NSAttributedString.length).
    public private(set) var length: Int

    public init(string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        let n = string.utf16.count
        length = n
        runs = n == 0 ? [] : [AttributedRun(length: n, attributes: attributes)]
        ends = n == 0 ? [] : [n]
    }

    /// NSMutableAttributedString.append(_:).
    public mutating func append(_ other: AttributedText) {
        string += other.string
        let junction = runs.count
        runs += other.runs
        ends += other.ends.map { $0 + length }
        length += other.length
        coalesce(junction - 1..<junction + 1)
    }

    /// addAttributes(_:range:) (merge: true) or setAttributes(_:range:) (merge: false), over
    /// UTF-16 offsets `range`, which must lie in the string. Returns how many runs it touched
    /// or moved: the runs in the range and, for a split or a merge, the runs after it.
    @discardableResult
    public mutating func apply(_ attrs: TextAttributes, range: Range<Int>, merge: Bool) -> Int {
        guard !range.isEmpty else { return 0 }
        var moved = 0
        let first = split(at: range.lowerBound, &moved)
        let last = split(at: range.upperBound, &moved)
        for i in first..<last {
            runs[i].attributes = merge ? runs[i].attributes.merging(attrs) : attrs
        }
        moved += coalesce(first - 1..<last + 1)
        return (last - first) + moved
    }

    /// The attributes at UTF-16 offset `i` (UIKit reads a label's font and alignment at 0).
    public func attributes(at i: Int) -> TextAttributes? {
        guard i >= 0 else { return runs.first?.attributes }
        let k = run(containing: i)
        return k < runs.count ? runs[k].attributes : nil
    }

    /// The index of the run holding UTF-16 offset `offset` (runs.count past the end).
    private func run(containing offset: Int) -> Int {
        var lo = 0, hi = ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The runs over UTF-8 byte offsets (what pango counts), in order.
    public var utf8Runs: [(range: Range<Int>, attributes: TextAttributes)] {
        var out: [(Range<Int>, TextAttributes)] = []
        let u16 = Array(string.utf16)
        var pos16 = 0, pos8 = 0
        for r in runs {
            let end16 = min(pos16 + r.length, u16.count)
            var bytes = 0
            var k = pos16
            while k < end16 {
                let c = u16[k]
                // A surrogate pair is one character of 4 bytes, in the run of its first half
                // (a range may split it: its second half then counts nothing).
                if UTF16.isLeadSurrogate(c), k + 1 < u16.count, UTF16.isTrailSurrogate(u16[k + 1]) { bytes += 4; k += 2; continue }
                if UTF16.isTrailSurrogate(c), k > 0, UTF16.isLeadSurrogate(u16[k - 1]) { k += 1; continue }
                bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3
                k += 1
            }
            out.append((pos8..<pos8 + bytes, r.attributes))
            pos8 += bytes; pos16 = end16
        }
        return out
    }

    /// Splits the run holding `offset` there (unless a run starts there); the index of the run
    /// that starts at `offset` (runs.count at the end). Adds the runs moved to `moved`.
    private mutating func split(at offset: Int, _ moved: inout Int) -> Int {
        let k = run(containing: offset)
        guard k < runs.count else { return k }
        let start = k == 0 ? 0 : ends[k - 1]
        if start == offset { return k }
        let tail = AttributedRun(length: ends[k] - offset, attributes: runs[k].attributes)
        runs[k].length = offset - start
        runs.insert(tail, at: k + 1)
        ends.insert(ends[k], at: k + 1)
        ends[k] = offset
        moved += runs.count - k - 1
        return k + 1
    }

    /// Merges neighbours with equal attributes among the runs in `window` (clamped to the runs);
    /// the runs moved.
    @discardableResult
    private mutating func coalesce(_ window: Range<Int>) -> Int {
        let lo = max(0, window.lowerBound), hi = min(runs.count, window.upperBound)
        guard hi - lo > 1 else { return 0 }
        var outRuns: [AttributedRun] = [], outEnds: [Int] = []
        for i in lo..<hi {
            if let last = outRuns.last, last.attributes == runs[i].attributes {
                outRuns[outRuns.count - 1].length += runs[i].length
                outEnds[outEnds.count - 1] = ends[i]
            } else {
                outRuns.append(runs[i]); outEnds.append(ends[i])
            }
        }
        guard outRuns.count < hi - lo else { return 0 }
        runs.replaceSubrange(lo..<hi, with: outRuns)
        ends.replaceSubrange(lo..<hi, with: outEnds)
        return runs.count - lo
    }
}
