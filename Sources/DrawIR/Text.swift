// The IR's text: one op per label, carrying everything the backend needs to lay the text out
// again exactly as it was measured (the same pango code measures and draws): the string, the
// font, the color, the alignment, the box it sits in, the wrap width and the line limit.

import Foundation
import ViewGeometry
import ViewSyntax

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
    public init(text: String, font: Font, color: Color, alignment: TextAlignment, box: Rect, wrapWidth: Double, lines: Int,
                lineBreakMode: LineBreakMode = .byTruncatingTail, minimumScaleFactor: Double? = nil) {
        self.text = text; self.font = font; self.color = color; self.alignment = alignment
        self.box = box; self.wrapWidth = wrapWidth; self.lines = lines
        self.lineBreakMode = lineBreakMode; self.minimumScaleFactor = minimumScaleFactor
    }
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
    }
}
