// Text values: a font (UIFont) and an alignment (NSTextAlignment), shared by evaluation (a
// label's properties, measuring), the IR (its text op) and the backend (pango).

import Foundation

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

/// A font: a family (nil for the system font), a size in points and a weight.
public struct Font: Sendable, Hashable {
    /// nil: the system font (San Francisco on iOS), drawn with `Font.systemFamily`.
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    /// The text style it came from (`body`, `headline`, …), for dumps; nil for other fonts.
    public var textStyle: String?

    public init(family: String?, size: Double, weight: FontWeight = .regular, textStyle: String? = nil) {
        self.family = family; self.size = size; self.weight = weight; self.textStyle = textStyle
    }

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
        guard let s = textStyles.first(where: { $0.name == name }) else { return nil }
        return Font(family: nil, size: s.size, weight: s.weight, textStyle: s.name)
    }

    /// UILabel's default font: the system font at 17 points.
    public static let labelDefault = Font(family: nil, size: 17)

    /// How a .view file writes it: `Font.body`, `Font.system(size: 17, weight: .bold)`,
    /// `Font(name: "DejaVu Serif", size: 14, weight: .bold)`.
    public var description: String {
        if let s = textStyle { return "Font.\(s)" }
        let w = weight == .regular ? "" : ", weight: .\(weight.rawValue)"
        if let f = family { return "Font(name: \"\(f)\", size: \(formatFontNumber(size))\(w))" }
        return "Font.system(size: \(formatFontNumber(size))\(w))"
    }
}

/// NSTextAlignment.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
    case left, center, right, justified, natural
}

/// Shortest form of a size: 17, 12.5.
func formatFontNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}

/// Lays out text the way the backend will draw it, for measuring. The evaluator asks it (a
/// label's sizeToFit); the backend implements it with the same layout code it draws with;
/// the driver hands the one to the other, so neither stage depends on the other.
public protocol TextLayoutEngine: AnyObject {
    /// The size of `text` set in `font`, in points, unrounded: wrapped by words at `width` when
    /// it is given (else broken only at the text's own line breaks), counting only the first
    /// `lines` lines (0: every line).
    func measure(_ text: String, font: Font, width: Double?, lines: Int) -> Size
    /// The font families installed (for `Font(name:size:)`).
    var fontFamilies: [String] { get }
    /// The characters of `text` that no installed font has a glyph for in `font` (with
    /// fontconfig's fallback): what would be drawn as an empty box. At most `limit`, in order.
    func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar]
}

extension TextLayoutEngine {
    public func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar] { [] }
}

