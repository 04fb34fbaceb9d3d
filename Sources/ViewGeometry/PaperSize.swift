// Named paper sizes, in points (1/72 inch), portrait: one table for the handout command's
// `--paper` and the language's page sizes (`page(size: .a4)`).
//
// ISO 216 defines A and B sizes in millimetres (A4 is 210 × 297 mm); a millimetre is 72/25.4
// points, so A4 is 595.2756 × 841.8898 points, not rounded (pdfinfo then names it "A4").
// The North American sizes are whole inches: Letter 8.5 × 11, Legal 8.5 × 14, Tabloid 11 × 17.

import FoundationEssentials
import Glibc

public enum PaperSize: String, Sendable, CaseIterable {
    case a3, a4, a5, b5, letter, legal, tabloid

    /// Points per millimetre.
    public static let pointsPerMillimetre = 72 / 25.4

    /// The portrait size in points (width ≤ height).
    public var size: Size {
        let mm = PaperSize.pointsPerMillimetre
        switch self {
        case .a3: return Size(297 * mm, 420 * mm)
        case .a4: return Size(210 * mm, 297 * mm)
        case .a5: return Size(148 * mm, 210 * mm)
        case .b5: return Size(176 * mm, 250 * mm)
        case .letter: return Size(8.5 * 72, 11 * 72)
        case .legal: return Size(8.5 * 72, 14 * 72)
        case .tabloid: return Size(11 * 72, 17 * 72)
        }
    }

    /// The size in an orientation: landscape swaps the sides.
    public func size(landscape: Bool) -> Size {
        let s = size
        return landscape ? Size(s.height, s.width) : s
    }

    /// The size a name stands for, in any case (`A4`, `a4`, `Letter`); nil for an unknown name.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// Every name, in the table's order, for messages: "a3, a4, a5, b5, letter, legal, tabloid".
    public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
