// Text values: a font (UIFont) and an alignment (NSTextAlignment), shared by evaluation (a
// label's properties, measuring), the IR (its text op) and the backend (pango).

import FoundationEssentials
import Glibc

/// UIFont.Weight, with the CSS / OpenType weight each stands for (what fontconfig matches).
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// 100 (ultraLight) … 900 (black); regular is 400, bold 700.
    public var value: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// UIContentSizeCategory: the reader's text size (Settings › Display › Text Size, and the
/// five larger accessibility sizes), by UIKit's Swift names.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Hashable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIContentSizeCategory.isAccessibilityCategory.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
    /// Its column in `Font.dynamicTypeSizes`.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// A font: a family (nil for the system font), a size in points and a weight.
public struct Font: Sendable, Hashable {
    /// nil: the system font (San Francisco on iOS), drawn with `Font.systemFamily`.
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    /// The text style it came from (`body`, `headline`, …), for dumps; nil for other fonts.
    /// Its size is the style's at the content size category it was resolved for.
    public var textStyle: String?
    /// UIKit's italic trait (the family's italic or oblique face).
    public var italic = false
    /// A font scaled by `UIFontMetrics(forTextStyle:)`: the style whose curve it follows, its
    /// size at the default category (Large) and the largest size it may reach.
    public var scaledStyle: String?
    public var baseSize: Double?
    public var maximumPointSize: Double?

    public init(family: String?, size: Double, weight: FontWeight = .regular, textStyle: String? = nil, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.textStyle = textStyle; self.italic = italic
    }

    /// The font at a content size category, as UIKit gives it there: a text style at the size
    /// Apple's table gives it; a font scaled by UIFontMetrics by the ratio of its style's size
    /// there to the style's size at Large (capped at its maximum); any other font as it is.
    public func resolved(for category: ContentSizeCategory) -> Font {
        var f = self
        if let style = textStyle, let sizes = Font.dynamicTypeSizes[style] {
            f.size = sizes[category.index]
        } else if let style = scaledStyle, let base = baseSize {
            f.size = Font.scaled(base, style: style, category: category)
            if let m = maximumPointSize, m > 0 { f.size = min(f.size, m) }
        }
        return f
    }

    /// UIFontMetrics.scaledValue(for:): a number scaled as the text style's size scales from
    /// Large to `category`.
    public static func scaled(_ value: Double, style: String, category: ContentSizeCategory) -> Double {
        guard let sizes = dynamicTypeSizes[style] else { return value }
        return value * sizes[category.index] / sizes[ContentSizeCategory.large.index]
    }

    /// Each text style's size in points at each content size category (extraSmall …
    /// accessibilityExtraExtraExtraLarge, in `ContentSizeCategory`'s order), as Apple's Human
    /// Interface Guidelines list them for iOS (Typography › Dynamic Type sizes).
    public static let dynamicTypeSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The family that stands in for San Francisco: DejaVu Sans (Debian's fonts-dejavu-core),
    /// a sans-serif with the suit symbols and most of Unicode's other symbols.
    public static let systemFamily = "DejaVu Sans"

    /// The family the backend asks fontconfig for.
    public var resolvedFamily: String { family ?? Font.systemFamily }

    /// UIFont.preferredFont(forTextStyle:) at the default content size category (Large), as
    /// Apple's Human Interface Guidelines list them: size and weight.
    public static let textStyles: [(name: String, size: Double, weight: FontWeight)] = [
        ("largeTitle", 34, .regular), ("title1", 28, .regular), ("title2", 22, .regular),
        ("title3", 20, .regular), ("headline", 17, .semibold), ("body", 17, .regular),
        ("callout", 16, .regular), ("subheadline", 15, .regular), ("footnote", 13, .regular),
        ("caption1", 12, .regular), ("caption2", 11, .regular),
    ]

    /// The font of a text style, or nil for an unknown name.
    public static func textStyle(_ name: String) -> Font? {
        guard let k = textStyleIndex[name] else { return nil }
        let s = textStyles[k]
        return Font(family: nil, size: s.size, weight: s.weight, textStyle: s.name)
    }

    /// Where each name is in `textStyles`: the checker asks for every implicit member
    /// (`.round`), and a search compared it with all eleven names first.
    static let textStyleIndex: [String: Int] = Dictionary(uniqueKeysWithValues: textStyles.enumerated().map { ($0.element.name, $0.offset) })

    /// UILabel's default font: the system font at 17 points.
    public static let labelDefault = Font(family: nil, size: 17)

    /// How a .view file writes it: `Font.body`, `Font.system(size: 17, weight: .bold)`,
    /// `Font(name: "DejaVu Serif", size: 14, weight: .bold)`.
    public var description: String {
        if let s = textStyle {
            let it = italic ? ".withTraits(.traitItalic)" : ""
            // At a category other than Large, the size it has there.
            return Font.textStyle(s)?.size == size ? "Font.\(s)\(it)" : "Font.\(s)\(it) (\(formatFontNumber(size)) pt)"
        }
        let w = (weight == .regular ? "" : ", weight: .\(weight.rawValue)") + (italic ? ", italic: true" : "")
        let plain: String
        if let f = family { plain = "Font(name: \"\(f)\", size: \(formatFontNumber(baseSize ?? size))\(w))" }
        else { plain = "Font.system(size: \(formatFontNumber(baseSize ?? size))\(w))" }
        guard let style = scaledStyle else { return plain }
        let m = maximumPointSize.map { ", maximumPointSize: \(formatFontNumber($0))" } ?? ""
        return "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(plain)\(m)) (\(formatFontNumber(size)) pt)"
    }
}

/// NSTextAlignment.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
    case left, center, right, justified, natural
}

/// NSLineBreakMode: how lines wrap, and what the last line shown does with text that does
/// not fit (UILabel applies the mode to its last line).
public enum LineBreakMode: String, Sendable, CaseIterable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Shortest form of a size: 17, 12.5.
func formatFontNumber(_ v: Double) -> String {
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    // A scaled size (20 × 23 / 17) to 4 decimals, as dumps print numbers.
    let r = (v * 10_000).rounded() / 10_000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
}

/// Lays out text the way the backend will draw it, for measuring. The evaluator asks it (a
/// label's sizeToFit); the backend implements it with the same layout code it draws with;
/// the driver hands the one to the other, so neither stage depends on the other.
public protocol TextLayoutEngine: AnyObject {
    /// The size of `text` set in `font`, in points, unrounded: wrapped at `width` when it is
    /// given (by words, or by characters for `.byCharWrapping`; else broken only at the text's
    /// own line breaks), counting only the first `lines` lines (0: every line).
    func measure(_ text: String, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size
    /// The size of an attributed text, as `measure` gives a plain one (`font` where a run sets
    /// none; the first character's paragraph style).
    func measure(_ text: AttributedText, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size
    /// Makes the fonts of a font file's bytes (TrueType, OpenType, a collection) available by
    /// their families for the rest of the process, and gives its faces; empty when the bytes
    /// are no font.
    func addFontFile(_ bytes: [UInt8]) -> [FontFace]
    /// The font families installed (for `Font(name:size:)`): the system's, not those font
    /// files added (a compile sees only the files beside it, whatever other compiles of a
    /// batch added).
    var fontFamilies: [String] { get }
    /// The characters of `text` that no installed font has a glyph for in `font` (with
    /// fontconfig's fallback): what would be drawn as an empty box. At most `limit`, in order.
    func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar]
    /// The font's vertical metrics, as the same engine lays its lines out.
    func lineMetrics(_ font: Font) -> FontLineMetrics
    /// The installed face whose PostScript name (`DejaVuSans-Bold`) or full name (`DejaVu
    /// Sans Bold`) is `name`, without case, as UIFont(name:size:) takes either; nil when none.
    func installedFace(named name: String) -> FontFace?
}

/// A font's vertical metrics in points, as UIFont names them: `ascender` above the baseline,
/// `descender` below it (negative), `leading` between lines, `capHeight` and `xHeight` the
/// heights of a capital H and a small x above the baseline. `lineHeight` is ascender −
/// descender + leading: the height of one line of a label set in the font.
public struct FontLineMetrics: Sendable, Equatable {
    public var ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender; self.descender = descender; self.leading = leading
        self.capHeight = capHeight; self.xHeight = xHeight
    }
    public var lineHeight: Double { ascender - descender + leading }
}

/// A face of a font file: its family, PostScript and full names, CSS weight and italic.
public struct FontFace: Sendable, Hashable {
    public var family: String
    public var postScriptName: String
    public var fullName: String
    public var weight: Int
    public var italic: Bool
    public init(family: String, postScriptName: String, fullName: String, weight: Int, italic: Bool) {
        self.family = family; self.postScriptName = postScriptName; self.fullName = fullName; self.weight = weight; self.italic = italic
    }
    /// The UIFont.Weight nearest its CSS weight.
    public var fontWeight: FontWeight { FontWeight.allCases.min { abs($0.value - weight) < abs($1.value - weight) }! }
}

extension TextLayoutEngine {
    public func addFontFile(_ bytes: [UInt8]) -> [FontFace] { [] }
    /// Wrapped as UILabel's default line break mode wraps (by words).
    public func measure(_ text: String, font: Font, width: Double?, lines: Int) -> Size {
        measure(text, font: font, width: width, lines: lines, lineBreakMode: .byTruncatingTail)
    }
    public func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar] { [] }
    public func installedFace(named name: String) -> FontFace? { nil }
}

