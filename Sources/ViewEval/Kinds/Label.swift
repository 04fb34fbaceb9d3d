// `label { text: "Hi"; font: .headline; sizeToFit() }`: a UILabel.
//
// Text is measured while the tree is evaluated (sizeToFit) by a TextLayoutEngine the caller
// injects (ViewcDriver gives pango's, from CairoBackend), so this module needs no text library;
// the backend draws the text with the same layout code, so what was measured is what is drawn.
// The label's text and settings go on the ViewNode (`label`); lowering turns them into one IR
// text op in the label's bounds.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// What a `label { … }` shows: UILabel's text properties.
public struct LabelContent: Sendable, Equatable {
    public var text = ""
    public var font = Font.labelDefault
    /// UILabel's default, UIColor.label (black in the light appearance).
    public var textColor = Color(white: 0)
    public var textAlignment: TextAlignment = .natural
    /// 1 by default; 0 means no limit (wrapping at the label's width).
    public var numberOfLines = 1
    /// UILabel.attributedText: the text with its runs' attributes (nil: plain text).
    public var attributed: AttributedText?
    /// UILabel.lineBreakMode (truncating the tail by default).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// UILabel.adjustsFontSizeToFitWidth and minimumScaleFactor (0: the text is not scaled down).
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor = 0.0
    /// UILabel.adjustsFontForContentSizeCategory (shown by `dump tree`).
    public var adjustsFontForContentSizeCategory = false
    /// Where the text was given (for a warning about characters no font has).
    public var textRange: SourceRange?
    public init() {}

    /// UILabel's properties that take an optional in Swift code (`text: String?`,
    /// `attributedText: NSAttributedString?`, and the null-resettable `textColor` and `font`)
    /// and what nil sets: no text, the default.
    static let nilValues: [String: Value] = ["text": .string(""), "attributedText": .boxed(AttributedText(string: "")),
                                             "textColor": .color(LabelContent().textColor), "font": .font(LabelContent().font)]

    /// The text laid out as UILabel lays it out in `box` (its bounds; drawText(in:)'s
    /// rectangle); nil for empty text, a clear color or an empty box (UILabel draws nothing there).
    func textRun(in box: Rect) -> TextRun? {
        guard !text.isEmpty, textColor.alpha > 0, box.width > 0, box.height > 0 else { return nil }
        // minimumScaleFactor 0 means the text is not scaled down (UILabel's documentation).
        let shrink = adjustsFontSizeToFitWidth && minimumScaleFactor > 0 && minimumScaleFactor < 1 ? minimumScaleFactor : nil
        if let a = attributed {
            var run = TextRun(attributed: a, font: font, color: textColor, alignment: textAlignment, box: box,
                              wrapWidth: box.width, lines: numberOfLines, lineBreakMode: lineBreakMode, minimumScaleFactor: shrink)
            run.alignment = textAlignment
            return run
        }
        return TextRun(text: text, font: font, color: textColor, alignment: textAlignment, box: box, wrapWidth: box.width,
                       lines: numberOfLines, lineBreakMode: lineBreakMode, minimumScaleFactor: shrink)
    }

    /// As UILabel: a font or text color set after an attributed text applies to the whole of it.
    mutating func restyle(_ set: (inout TextAttributes) -> Void) {
        guard var a = attributed else { return }
        var attrs = TextAttributes()
        set(&attrs)
        a.apply(attrs, range: 0..<a.length, merge: true)
        attributed = a
    }

    /// As UILabel: an alignment set after an attributed text applies to the whole of it, every
    /// paragraph style in it taking the alignment (a paragraph without one takes the label's).
    mutating func realign(_ alignment: TextAlignment) {
        guard var a = attributed else { return }
        var styled: [(range: Range<Int>, style: ParagraphStyle)] = []
        var offset = 0
        for r in a.runs {
            if var p = r.attributes.paragraphStyle, p.alignment != alignment {
                p.alignment = alignment
                styled.append((offset..<offset + r.length, p))
            }
            offset += r.length
        }
        guard !styled.isEmpty else { return }
        for (range, style) in styled {
            var attrs = TextAttributes()
            attrs.paragraphStyle = style
            a.apply(attrs, range: range, merge: true)
        }
        attributed = a
    }
}

extension Kinds {
    static let label = BlockKind(
        name: "label",
        allowed: { $0.isView },
        misplaced: { "a label cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'label' block takes no arguments; set its frame and text inside it") },
        checkBody: { c, s in c.viewBody(s, ViewPlace(kindName: "label", kind: .label)) },
        run: { run, s, target in
            guard case .view(let parent, _) = target else { try run.checkedError() }
            let node = ViewNode(kind: "label", range: run.tree.range(s))
            makeLabelNode(node)
            try run.subview(node, s, in: parent)
            run.warnAboutMissingGlyphs(node)
        })

    /// A view made a label, as UILabel's init makes it: no text, ignoring touches, not opaque.
    /// `drawsOwnText`: a UILabel subclass whose draw(_:) (or drawText(in:)) draws instead of
    /// UILabel's, the text drawn where its code asks (`super.draw(rect)`, `drawText(in:)`).
    static func makeLabelNode(_ node: ViewNode, drawsOwnText: Bool = false) {
        node.label = LabelContent()
        node.kindInfo = drawsOwnText ? drawnLabelView : labelView
        node.isUserInteractionEnabled = false
        node.isOpaque = false
    }

    /// A label whose class draws it: its text only where the class's drawing puts it.
    static let drawnLabelView = ViewKind(name: labelView.name, properties: labelView.properties, dump: labelView.dump, lowerContent: { _, _ in })

    /// A label's dump and its text op.
    static let labelView = ViewKind(
        name: "label",
        properties: labelProperties.map(\.name),
        dump: { v in
            guard let l = v.label else { return [] }
            var parts = ["text = \(DumpText.quote(l.text))", "font = \(l.font.description)"]
            if let a = l.attributed { parts.append("attributedText = \(a.runs.map { "\($0.length) \($0.attributes.description)" }.joined(separator: " + "))") }
            if l.textColor != Color(white: 0) { parts.append("textColor = \(l.textColor.hexString)") }
            if l.textAlignment != .natural { parts.append("textAlignment = \(l.textAlignment.rawValue)") }
            if l.numberOfLines != 1 { parts.append("numberOfLines = \(l.numberOfLines)") }
            if l.lineBreakMode != .byTruncatingTail { parts.append("lineBreakMode = \(l.lineBreakMode.rawValue)") }
            if l.adjustsFontSizeToFitWidth { parts.append("adjustsFontSizeToFitWidth = true; minimumScaleFactor = \(formatNumber(l.minimumScaleFactor))") }
            if l.adjustsFontForContentSizeCategory { parts.append("adjustsFontForContentSizeCategory = true") }
            return parts
        },
        lowerContent: { v, out in
            // Its text in its bounds; nothing for empty text, a clear color or empty bounds
            // (UILabel draws nothing there).
            guard let l = v.label, let run = l.textRun(in: v.bounds) else { return }
            if l.attributed != nil { Lowering.lowerText(run, v.range, &out) } else { out.append(Item(.text(run), v.range)) }
        })

    typealias LabelProperty = Property<ViewNode>

    /// A label's own properties (joined to ViewProperties' table, allowed in a label only).
    static let labelProperties: [LabelProperty] = [
        LabelProperty("text", .string, typeMessage: plainTypeMessage) { _, v, x, _, r in
            v.label?.text = x.string
            v.label?.attributed = nil
            v.label?.textRange = r
        },
        // As UILabel: the text becomes the attributed string's, and the label's font, text
        // color, alignment and line break mode those at its first character (where it sets them).
        LabelProperty("attributedText", .attributedString, typeMessage: plainTypeMessage) { run, v, x, _, r in
            guard let o = x.ref(AttributedText.self) else { return }
            let t = o.value
            // No text (nil in Swift code: `nilValues`) is no attributed text, as UILabel keeps it.
            v.label?.attributed = t.length == 0 ? nil : t
            v.label?.text = t.string
            v.label?.textRange = r
            if let a = t.attributes(at: 0) {
                if let f = a.font { v.label?.font = f.resolved(for: run.options.contentSizeCategory) }
                if let c = a.foregroundColor { v.label?.textColor = c }
                if let p = a.paragraphStyle { v.label?.textAlignment = p.alignment; v.label?.lineBreakMode = p.lineBreakMode }
            }
        },
        LabelProperty("font", .font, typeMessage: { name, t, r in
            if case .symbol(let s) = t {   // `.bold` where `.body` was meant
                let d = Fonts.unknownTextStyle(s, r)
                return (d.message, d.fixIts)
            }
            return plainTypeMessage(name, t, r)
        }) { run, v, x, _, r in
            guard case .font(let f) = x else { return }
            // A family given by name was found where the font was made (Font(name:size:)).
            // A text style (written `.body`) at the compile's content size category.
            let font = f.resolved(for: run.options.contentSizeCategory)
            v.label?.font = font
            v.label?.restyle { $0.font = font }
        },
        // Labels follow the reader's text size: a compile sets every text style at one
        // category (--content-size-category), so the font is the one UIKit would update to.
        LabelProperty("adjustsFontForContentSizeCategory", .bool, typeMessage: plainTypeMessage) { _, v, x, _, _ in
            v.label?.adjustsFontForContentSizeCategory = x.bool
        },
        LabelProperty("textColor", .color, typeMessage: plainTypeMessage) { _, v, x, _, _ in
            v.label?.textColor = x.color
            v.label?.restyle { $0.foregroundColor = x.color }
        },
        LabelProperty("textAlignment", .symbol, typeMessage: plainTypeMessage, checkType: { t, r in
            // (An NSTextAlignment variable's case is known when the code runs.)
            guard case .symbol(let s) = t, !s.isEmpty, TextAlignment(rawValue: s) == nil else { return nil }
            let all = TextAlignment.allCases.map(\.rawValue)
            let (hint, fix) = didYouMean(s, all, at: r, prefix: ".")
            return .error("unknown text alignment '.\(s)'\(hint) (NSTextAlignment: \(all.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
        }, cases: TextAlignment.allCases.map(\.rawValue)) { _, v, x, _, r in
            guard case .symbol(let s) = x else { return }
            guard let a = TextAlignment(rawValue: s) else {
                throw Diagnostic.error("unknown text alignment '.\(s)' (NSTextAlignment: \(TextAlignment.allCases.map { "." + $0.rawValue }.joined(separator: ", ")))", at: r)
            }
            v.label?.textAlignment = a
            v.label?.realign(a)
        },
        LabelProperty("lineBreakMode", .symbol, typeMessage: plainTypeMessage, checkType: { t, r in
            // (An NSLineBreakMode variable's case is known when the code runs.)
            guard case .symbol(let s) = t, !s.isEmpty, LineBreakMode(rawValue: s) == nil else { return nil }
            let all = LineBreakMode.allCases.map(\.rawValue)
            let (hint, fix) = didYouMean(s, all, at: r, prefix: ".")
            return .error("unknown line break mode '.\(s)'\(hint) (NSLineBreakMode: \(all.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
        }, cases: LineBreakMode.allCases.map(\.rawValue)) { _, v, x, _, _ in
            if case .symbol(let s) = x, let m = LineBreakMode(rawValue: s) { v.label?.lineBreakMode = m }
        },
        LabelProperty("adjustsFontSizeToFitWidth", .bool, typeMessage: plainTypeMessage) { _, v, x, _, _ in
            v.label?.adjustsFontSizeToFitWidth = x.bool
        },
        LabelProperty("minimumScaleFactor", .number, typeMessage: plainTypeMessage) { _, v, x, _, r in
            let n = x.num
            guard n >= 0 && n <= 1 else {
                throw Diagnostic.error("'minimumScaleFactor' is from 0 to 1, not \(formatNumber(n)) (0: the text is not scaled down)", at: r)
            }
            v.label?.minimumScaleFactor = n
        },
        LabelProperty("numberOfLines", .number, typeMessage: plainTypeMessage) { _, v, x, _, r in
            let n = x.num
            if n < 0 { throw Diagnostic.error("'numberOfLines' must not be negative, not \(formatNumber(n)) (0 means no limit)", at: r) }
            if n != n.rounded() { throw Diagnostic.error("'numberOfLines' is a whole number, not \(formatNumber(n))", at: r) }
            if n > 100_000 { throw Diagnostic.error("'numberOfLines' is at most 100000, not \(formatNumber(n)) (0 means no limit)", at: r) }
            v.label?.numberOfLines = Int(n)
        },
    ]

    /// "'name' is a String, not a Number", with no suggestion.
    static func plainTypeMessage(_ name: String, _ t: VType, _ r: SourceRange) -> (String, [FixIt]) {
        let want = labelProperties.first { $0.name == name }?.type ?? .string
        return ("'\(name)' is \(article(want)), not \(article(t))", [])
    }
}

extension Runner {
    /// No silent empty boxes: characters of a label's text that no installed font has are a
    /// warning at the text, with their code points (an error with --warnings-as-errors).
    func warnAboutMissingGlyphs(_ node: ViewNode) {
        guard let l = node.label else { return }
        warnAboutMissingGlyphs(in: l.text, font: l.font, at: l.textRange ?? node.range)
    }

    /// The same for any text drawn (NSString/NSAttributedString draw(at:), draw(in:)), at `r`.
    func warnAboutMissingGlyphs(in text: String, font: Font, at r: SourceRange) {
        guard let engine = textLayout, !text.unicodeScalars.allSatisfy({ $0.isASCII }) else { return }
        let missing = engine.missingCharacters(text, font: font, limit: 4)
        guard let first = missing.first else { return }
        let named = missing.prefix(3).map { s in "U+\(String(s.value, radix: 16, uppercase: true).leftPadded4) '\(String(s))'" }
        let more = missing.count > 3 ? " and more" : ""
        var excerpt = String(text.prefix(40))
        if excerpt.count < text.count { excerpt += "…" }
        let they = missing.count == 1 ? "it" : "they"
        report(Diagnostic(.warning, "no installed font has \(named.joined(separator: ", "))\(more) (in \"\(excerpt)\"): \(they) would be drawn as empty boxes; install a font that has \(missing.count == 1 ? "it" : "them") (fc-list ':charset=\(String(first.value, radix: 16))' lists those that do)", at: r))
    }

    /// The side of the bounds UIKit opens to a label's text when it asks a class's
    /// `textRect(forBounds:limitedToNumberOfLines:)` for the size that fits: as large as a view
    /// may be here.
    static let openTextSide = 100_000.0

    /// The size that fits a label's text, as UILabel.sizeThatFits gives it (below). UIKit asks
    /// it of `textRect(forBounds:limitedToNumberOfLines:)`, as its documentation says: a class's
    /// own override is asked with a bounds at (0, 0) open below and to the right (one line:
    /// open to the right whatever the width), its rectangle's size rounded up.
    func labelFittingSize(_ node: ViewNode, range nr: SourceRange, width given: Double? = nil) throws -> Size {
        guard let l = node.label else { return .zero }
        let current = given ?? node.bounds.width
        let width: Double? = l.numberOfLines == 1 || current <= 0 ? nil : current
        let open = Rect(0, 0, width ?? Runner.openTextSide, Runner.openTextSide)
        if case .rect(let r)? = try callOwn(node, "textRect", [.rect(open), .number(Double(l.numberOfLines))]) {
            return Size(max(0, r.width).rounded(.up), max(0, r.height).rounded(.up))
        }
        guard let engine = textLayout else {
            throw Diagnostic.error("'sizeToFit()' needs to measure text, and this compile has no text layout engine", at: nr)
        }
        if l.text.isEmpty { return .zero }
        let m = l.attributed.map { engine.measure($0, font: l.font, width: width, lines: l.numberOfLines, lineBreakMode: l.lineBreakMode) }
            ?? engine.measure(l.text, font: l.font, width: width, lines: l.numberOfLines, lineBreakMode: l.lineBreakMode)
        return Size(m.width.rounded(.up), m.height.rounded(.up))
    }

    /// UILabel's `textRect(forBounds:limitedToNumberOfLines:)`: the rectangle the label's text
    /// takes in `bounds`, at the bounds' origin — the text measured as sizeToFit() measures it,
    /// wrapping at the bounds' width unless `lines` is 1, at most `lines` lines (0: all) — no
    /// larger than the bounds; of no size for no text.
    func labelTextRect(_ node: ViewNode, bounds b: Rect, lines: Double, range nr: SourceRange) throws -> Rect {
        guard let l = node.label else {
            throw Diagnostic.error("'textRect(forBounds:limitedToNumberOfLines:)' is UILabel's, and this view is no label", at: nr)
        }
        guard lines >= 0, lines == lines.rounded(), lines <= 1_000_000 else {
            throw Diagnostic.error("a number of lines is a whole number from 0 (all), not \(formatNumber(lines))", at: nr)
        }
        let box = b.standardized
        guard !l.text.isEmpty else { return Rect(origin: box.origin, size: .zero) }
        guard let engine = textLayout else {
            throw Diagnostic.error("'textRect(forBounds:limitedToNumberOfLines:)' needs to measure text, and this compile has no text layout engine", at: nr)
        }
        let n = Int(lines)
        let width: Double? = n == 1 ? nil : box.width
        let m = l.attributed.map { engine.measure($0, font: l.font, width: width, lines: n, lineBreakMode: l.lineBreakMode) }
            ?? engine.measure(l.text, font: l.font, width: width, lines: n, lineBreakMode: l.lineBreakMode)
        return Rect(origin: box.origin, size: Size(min(m.width, box.width), min(m.height, box.height)))
    }

    /// `sizeToFit()` in a label: bounds.size becomes the measured size of the text, rounded up
    /// to whole points, and the top-left corner stays where it was (UIView.sizeToFit keeps the
    /// frame's origin). As UILabel.sizeThatFits: one line is as wide as its text; with
    /// numberOfLines 0 or above 1, the text wraps at the label's current width (if it has one)
    /// and only the first numberOfLines lines count.
    func sizeToFit(_ target: Target, _ nr: SourceRange) throws {
        guard case .view(let node, _) = target, node.label != nil || node[Builtins.buttonContent] != nil else { try checkedError() }
        // A button's size that fits is its intrinsicContentSize (UIButton.sizeThatFits).
        let fitted = try node[Builtins.buttonContent].map { try buttonIntrinsicSize(node, $0) } ?? labelFittingSize(node, range: nr)
        // The top-left corner of the bounds keeps its place in the superview, whatever the
        // transform: center (the anchor point's place) moves by the transformed share of the
        // change in size the anchor point has (half of it, by default).
        let old = node.bounds.size, a = node.layer.anchorPoint
        let half = Point((fitted.width - old.width) * a.x, (fitted.height - old.height) * a.y)
        let t = node.transform
        node.center = Point(node.center.x + t.a * half.x + t.c * half.y, node.center.y + t.b * half.x + t.d * half.y)
        node.bounds.size = fitted
    }
}

extension ViewNode {
    /// A `label { … }` (a getter of its own: reading `label` inline copies the whole content).
    var isLabel: Bool { label != nil }
}

extension String {
    /// Hex digits padded to at least four, as code points are written (U+00E9).
    var leftPadded4: String { count >= 4 ? self : String(repeating: "0", count: 4 - count) + self }
}
