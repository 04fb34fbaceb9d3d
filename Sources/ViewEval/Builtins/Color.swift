// Color (UIColor): the named colors — UIKit's fixed colors (UIColor.red is pure red) and its
// system colors in their light-appearance values (iOS 15 and later), by the names UIKit gives
// them — written bare (`red`), with a dot (`.red`) or on the type (`Color.red`, `UIColor.red`);
// `#RRGGBB[AA]`, `rgb` and `hsb`; the components and `cgColor`; `withAlphaComponent(_:)`.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let color = BuiltinType(
        type: .color,
        typeNames: ["Color", "UIColor"],
        swiftNames: ["UIColor", "CGColor"],
        members: [
            ("red", Member(.number) { .number($0.color.red) }),
            ("green", Member(.number) { .number($0.color.green) }),
            ("blue", Member(.number) { .number($0.color.blue) }),
            ("alpha", Member(.number) { .number($0.color.alpha) }),
            ("cgColor", Member(.color) { $0 }),   // UIColor.cgColor: the same color
            // CGColor's components in its RGB space: red, green, blue, alpha (a color made in a
            // gray space has two in UIKit; here every color is RGB).
            ("components", Member(.optional(.list(.number))) { v in
                let c = v.color
                return .list([.number(c.red), .number(c.green), .number(c.blue), .number(c.alpha)]) }),
            ("numberOfComponents", Member(.number) { _ in .number(4) }),
        ],
        methods: [
            "withAlphaComponent": [MethodForm([Param(nil, N)], .color) { v, a in
                let x = a.num(0)
                guard x >= 0 && x <= 1 else {
                    throw Diagnostic.error("an alpha component is between 0 and 1, not \(formatNumber(x))", at: a.writtenCount > 0 ? a.argRange(0) : a.range)
                }
                return .color(v.color.withAlphaComponent(x)) }],
            // CGColor's copy(alpha:): the color with that alpha, clamped to 0…1 as Core Graphics
            // clamps it (an optional, as CGColor's copy is).
            "copy": [MethodForm([Param("alpha", N)], .optional(.color)) { v, a in
                .color(v.color.withAlphaComponent(min(max(a.num(0), 0), 1))) }],
            // A color resolved with traits (`resolvedColor(with: traitCollection)`): a dynamic
            // color was resolved with the drawing's traits where it was made, so the color itself.
            "resolvedColor": [MethodForm([Param("with", nil)], .color) { v, _ in v }],
        ],
        staticMember: { name, nr in
            if let c = NamedColors.table[name] { return .color(c) }
            let (hint, fix) = didYouMean(name, NamedColors.names, at: nr)
            throw Diagnostic.error("unknown color '\(name)'\(hint)", at: nr, fixIts: fix)
        },
        functions: [
            "rgb": [FunctionForm([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N, .number(1))], .color) { a in
                for i in 0..<4 where !(a.num(i) >= 0 && a.num(i) <= 1) {
                    throw Diagnostic.error("rgb components are between 0 and 1, as in UIColor(red:green:blue:alpha:), not \(formatNumber(a.num(i))); for 0–255 values divide by 255", at: a.range)
                }
                return .color(Color(red: a.num(0), green: a.num(1), blue: a.num(2), alpha: a.num(3))) }],
            "hsb": [FunctionForm([Param(nil, N), Param(nil, N), Param(nil, N), Param(nil, N, .number(1))], .color) { a in
                for i in 0..<4 where !(a.num(i) >= 0 && a.num(i) <= 1) {
                    throw Diagnostic.error("hsb components are between 0 and 1, as in UIColor(hue:saturation:brightness:alpha:), not \(formatNumber(a.num(i)))", at: a.range)
                }
                return .color(Color(hue: a.num(0), saturation: a.num(1), brightness: a.num(2), alpha: a.num(3))) }],
        ])
}

public enum NamedColors {
    public static let table: [String: Color] = [
        // UIColor's fixed colors.
        "black": Color(white: 0), "white": Color(white: 1), "clear": Color(white: 0, alpha: 0),
        "darkGray": Color(white: 1.0 / 3), "gray": Color(white: 0.5), "lightGray": Color(white: 2.0 / 3),
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        // System colors, light appearance.
        "systemRed": Color(r255: 255, 59, 48), "systemOrange": Color(r255: 255, 149, 0),
        "systemYellow": Color(r255: 255, 204, 0), "systemGreen": Color(r255: 52, 199, 89),
        "systemMint": Color(r255: 0, 199, 190), "systemTeal": Color(r255: 48, 176, 199),
        "systemCyan": Color(r255: 50, 173, 230), "systemBlue": Color(r255: 0, 122, 255),
        "systemIndigo": Color(r255: 88, 86, 214), "systemPurple": Color(r255: 175, 82, 222),
        "systemPink": Color(r255: 255, 45, 85), "systemBrown": Color(r255: 162, 132, 94),
        "systemGray": Color(r255: 142, 142, 147), "systemGray2": Color(r255: 174, 174, 178),
        "systemGray3": Color(r255: 199, 199, 204), "systemGray4": Color(r255: 209, 209, 214),
        "systemGray5": Color(r255: 229, 229, 234), "systemGray6": Color(r255: 242, 242, 247),
        // Semantic colors, light appearance.
        "label": Color(white: 0), "secondaryLabel": Color(r255: 60, 60, 67, alpha: 0.6),
        "tertiaryLabel": Color(r255: 60, 60, 67, alpha: 0.3), "quaternaryLabel": Color(r255: 60, 60, 67, alpha: 0.18),
        "link": Color(r255: 0, 122, 255), "placeholderText": Color(r255: 60, 60, 67, alpha: 0.3),
        "separator": Color(r255: 60, 60, 67, alpha: 0.29), "opaqueSeparator": Color(r255: 198, 198, 200),
        "systemBackground": Color(white: 1), "secondarySystemBackground": Color(r255: 242, 242, 247),
        "tertiarySystemBackground": Color(white: 1), "systemGroupedBackground": Color(r255: 242, 242, 247),
        "secondarySystemGroupedBackground": Color(white: 1), "tertiarySystemGroupedBackground": Color(r255: 242, 242, 247),
        "systemFill": Color(r255: 120, 120, 128, alpha: 0.2), "secondarySystemFill": Color(r255: 120, 120, 128, alpha: 0.16),
        "tertiarySystemFill": Color(r255: 118, 118, 128, alpha: 0.12), "quaternarySystemFill": Color(r255: 116, 116, 128, alpha: 0.08),
        // Older UIKit's: groupTableViewBackground is systemGroupedBackground since iOS 13;
        // lightText is white at 60 %, darkText black.
        "groupTableViewBackground": Color(r255: 242, 242, 247), "lightText": Color(white: 1, alpha: 0.6),
        "darkText": Color(white: 0),
    ]

    /// Every name, sorted.
    public static let names: [String] = table.keys.sorted()

    /// A color literal's RGBA (as the syntax tree keeps it).
    static func rgba(_ v: UInt32) -> Color {
        Color(r255: Double(v >> 24 & 255), Double(v >> 16 & 255), Double(v >> 8 & 255), alpha: Double(v & 255) / 255)
    }

    /// Parses the hex digits of `#RRGGBB` or `#RRGGBBAA`.
    public static func hex(_ digits: String) -> Color? {
        guard digits.count == 6 || digits.count == 8, let v = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            return Color(r255: Double((v >> 16) & 255), Double((v >> 8) & 255), Double(v & 255))
        }
        return Color(r255: Double((v >> 24) & 255), Double((v >> 16) & 255), Double((v >> 8) & 255),
                     alpha: Double(v & 255) / 255)
    }
}
