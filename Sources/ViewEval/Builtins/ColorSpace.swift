// CGColorSpace, as gradient code makes one: `CGColorSpaceCreateDeviceRGB()`,
// `CGColorSpace(name: CGColorSpace.sRGB)` (failable, as in Swift) and
// `CGColorSpaceCreateDeviceGray()`. viewc draws in sRGB, which is what iOS's device RGB space
// is; a color space says only how many components a color of
// `CGGradient(colorSpace:colorComponents:locations:count:)` has (RGB: 3, gray: 1, each with
// alpha). Other named spaces (Display P3, linear and extended ones) are errors at the name.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A color space: its name and how many color components (alpha not counted) its colors have.
struct ColorSpace: ObjectPayload, Equatable {
    let name: String
    let components: Int
    static var type: ValueType { .colorSpace }
    var description: String { "CGColorSpace(\(name))" }
    static func same(_ a: Ref<ColorSpace>, _ b: Ref<ColorSpace>) -> Bool { a.value == b.value }

    static let rgb = ColorSpace(name: "kCGColorSpaceSRGB", components: 3)
    static let gray = ColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2", components: 1)
    static let pattern = ColorSpace(name: "pattern", components: 0)
}

extension Builtins {
    static let colorSpace = BuiltinType(
        type: .colorSpace,
        typeNames: ["CGColorSpace"],
        swiftNames: ["CGColorSpace"],
        constructors: ["CGColorSpace": [
            // CGColorSpace(name:): nil for a name Core Graphics does not know.
            FunctionForm([Param("name", .string)], .optional(.object(.colorSpace))) { a in
                .boxed(try namedColorSpace(a[0].string, a.argRange(0))) },
            // The space of colored patterns (CGPattern.swift): no base space, no components.
            FunctionForm([Param("patternBaseSpace", nil)], .optional(.object(.colorSpace))) { a in
                if case .void = a[0] { return .boxed(ColorSpace.pattern) }
                throw Diagnostic.error("a pattern color space here has no base space (nil): its patterns are colored", at: a.argRange(0)) },
        ]],
        // CGColorSpace.sRGB and the other names: CFStrings, as in Core Graphics.
        staticMember: { name, nr in
            guard let k = colorSpaceNames[name] else {
                throw Diagnostic.error("'CGColorSpace' has no member '\(name)' here (viewc draws in sRGB: CGColorSpace.sRGB, CGColorSpace.genericGrayGamma2_2)", at: nr)
            }
            return .string(k) },
        functions: [
            "CGColorSpaceCreateDeviceRGB": [FunctionForm([], .object(.colorSpace)) { _ in .boxed(ColorSpace.rgb) }],
            "CGColorSpaceCreateDeviceGray": [FunctionForm([], .object(.colorSpace)) { _ in .boxed(ColorSpace.gray) }],
        ])

    /// The names `CGColorSpace.name` gives, and their CFString values.
    static let colorSpaceNames: [String: String] = [
        "sRGB": "kCGColorSpaceSRGB", "genericGrayGamma2_2": "kCGColorSpaceGenericGrayGamma2_2",
        "displayP3": "kCGColorSpaceDisplayP3", "extendedSRGB": "kCGColorSpaceExtendedSRGB",
        "linearSRGB": "kCGColorSpaceLinearSRGB", "extendedLinearSRGB": "kCGColorSpaceExtendedLinearSRGB",
        "genericRGBLinear": "kCGColorSpaceGenericRGBLinear", "linearGray": "kCGColorSpaceLinearGray",
    ]

    /// The color space a name gives; the spaces viewc does not draw in are errors.
    static func namedColorSpace(_ name: String, _ r: SourceRange) throws -> ColorSpace {
        switch name {
        case ColorSpace.rgb.name: return .rgb
        case ColorSpace.gray.name: return .gray
        default:
            let shown = colorSpaceNames.first { $0.value == name }.map { "CGColorSpace.\($0.key)" } ?? "'\(name)'"
            throw Diagnostic.error("the color space \(shown) is outside what viewc draws in: it draws in sRGB (CGColorSpace.sRGB, CGColorSpaceCreateDeviceRGB())", at: r)
        }
    }
}
